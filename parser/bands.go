package parser

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
)

// Ranges by age band: a paediatric report prints "voir tableau A" in a
// row's range cell, and elsewhere a table whose columns are age bands
// ("1 – 3 ans", "4 – 6 ans", "7 – 12 ans") and whose rows are the tests.
// The row's range is the cell of its test under the patient's band.

// tableRefRE is a range cell that sends the reader to a table.
var tableRefRE = regexp.MustCompile(`(?i)\b(tableau|table|tabelle|tabla|tabella|tabela|tablo)\b`)

// ageBandRE is an age band heading a column: "7 – 12 ans", "1-3 years".
var ageBandRE = regexp.MustCompile(`(?i)^(\d{1,2})\s*[–—-]\s*(\d{1,2})\s*(ans?|years?|yrs?|y|jahre|j\.?|años|anos|anni|yaş|yas)$`)

// ageBand is one age-band column: its years [lo, hi] and its centre.
type ageBand struct {
	lo, hi int
	x      float64
}

// bandRanges gives each draft whose range cell refers to a table the cell
// of its test, in the first such table of doc that names it, under the
// band of the patient's age (from the birth and collection dates in
// meta). Drafts whose test or band is not found keep their cell.
func bandRanges(doc *document, drafts []*rowDraft, meta assay.ResultMetadata) {
	var refs []*rowDraft
	for _, d := range drafts {
		if len(d.rng) > 0 && tableRefRE.MatchString(joinWords(d.rng)) {
			refs = append(refs, d)
		}
	}
	if len(refs) == 0 {
		return
	}
	age, ok := patientAge(meta)
	if !ok {
		return
	}
	for _, pg := range doc.pages {
		for i, l := range pg.lines {
			bands := ageBands(l.words)
			if len(bands) < 2 {
				continue
			}
			band := -1
			for k, b := range bands {
				if age >= b.lo && age <= b.hi {
					band = k
				}
			}
			if band < 0 {
				continue
			}
			// (the first table that names a test gives its range)
			refs = slices.DeleteFunc(refs, func(d *rowDraft) bool {
				cell := bandCell(pg.lines[i+1:], bands, band, d.testName())
				if cell != nil {
					d.rng = cell
				}
				return cell != nil
			})
		}
	}
}

// ageBands reads the age bands a line heads columns with.
func ageBands(ws []word) []ageBand {
	var out []ageBand
	for i := 0; i < len(ws); i++ {
		for k := min(len(ws), i+4); k > i; k-- {
			m := ageBandRE.FindStringSubmatch(joinWords(ws[i:k]))
			if m == nil {
				continue
			}
			lo, _ := strconv.Atoi(m[1])
			hi, _ := strconv.Atoi(m[2])
			if lo <= hi {
				out = append(out, ageBand{lo: lo, hi: hi, x: (ws[i].x0 + ws[k-1].x1) / 2})
			}
			i = k - 1
			break
		}
	}
	return out
}

// maxBandRows bounds the lines under a band table's header read for a test.
const maxBandRows = 40

// bandCell is the words, on the line of lines that names test, nearest
// band's centre of all bands; nil when no line names it.
func bandCell(lines []*line, bands []ageBand, band int, test string) []word {
	want := foldAccents(strings.ToLower(test))
	for _, l := range lines[:min(len(lines), maxBandRows)] {
		name := ""
		k := 0
		for k < len(l.words) && hasLetters(l.words[k].text) && !startsNumber(l.words[k].text) {
			name = strings.TrimSpace(name + " " + l.words[k].text)
			k++
			if foldAccents(strings.ToLower(name)) == want {
				break
			}
		}
		if foldAccents(strings.ToLower(name)) != want {
			continue
		}
		var cell []word
		for _, w := range l.words[k:] {
			near, best := -1, math.Inf(1)
			for j, b := range bands {
				if dist := math.Abs(w.xc() - b.x); dist < best {
					near, best = j, dist
				}
			}
			if near == band && w.x0 > bands[0].x-(bands[1].x-bands[0].x)/2 {
				cell = append(cell, w)
			}
		}
		if len(cell) > 0 {
			return cell
		}
	}
	return nil
}

// patientAge is the patient's age in whole years, from the birth date and
// the collection (or report) date.
func patientAge(meta assay.ResultMetadata) (int, bool) {
	if meta.DOB != nil {
		at := meta.DateCollected
		if at == nil {
			at = meta.DateReported
		}
		born, err1 := time.Parse("2006-01-02", *meta.DOB)
		if at != nil && err1 == nil {
			if then, err := time.Parse("2006-01-02", *at); err == nil && then.After(born) {
				return wholeYears(born, then), true
			}
		}
	}
	return 0, false
}
