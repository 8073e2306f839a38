package parser

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
)

// Quality thresholds for OCR pages.
const (
	minMeanOCRConfidence = 0.45 // below this a page is unreadable
	lowFieldConfidence   = 0.6  // below this a field goes to review
)

// medianOCRConfidence is the median confidence of OCR words with two or
// more letters or digits; dot leaders and specks would drag a mean down on
// a perfectly readable page.
func medianOCRConfidence(doc *document) float64 {
	var cs []float64
	for _, pg := range doc.pages {
		cs = append(cs, wordConfidences(pg)...)
	}
	return median(cs)
}

// pageOCRConfidence is medianOCRConfidence of one page.
func pageOCRConfidence(pg *page) float64 {
	return median(wordConfidences(pg))
}

// wordConfidences lists the confidence of an OCR page's words of two or
// more letters or digits.
func wordConfidences(pg *page) []float64 {
	if !pg.ocr {
		return nil
	}
	var cs []float64
	for _, w := range pg.words {
		n := 0
		for _, r := range w.text {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				n++
			}
		}
		if n >= 2 {
			cs = append(cs, w.conf)
		}
	}
	return cs
}

// median is the middle of cs (sorted in place), 0 when empty.
func median(cs []float64) float64 {
	if len(cs) == 0 {
		return 0
	}
	sort.Float64s(cs)
	return cs[len(cs)/2]
}

// extract turns positioned words into a report.
func extract(doc *document) (*assay.ParsedLabReport, error) {
	for _, pg := range doc.pages {
		splitGluedUnits(pg)
		splitGluedLabels(pg)
		joinThousands(pg)
		joinPeriodUnits(pg)
		joinSpacedLetters(pg)
	}
	doc, sheets := splitSpreads(doc)
	var words, ocrWords int
	var confSum float64
	for _, pg := range doc.pages {
		buildLines(pg)
		words += len(pg.words)
		if pg.ocr {
			for _, w := range pg.words {
				ocrWords++
				confSum += w.conf
			}
		}
	}
	if words == 0 {
		return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "no readable text was found"}
	}
	// A page-wide low confidence fails the document only when its rows
	// read poorly too: a fax's or a photo's margins fill with low-confidence
	// debris around rows that read as tests (each row's own confidence
	// still sends it to review).
	blurred := ocrWords > 0 && medianOCRConfidence(doc) < minMeanOCRConfidence
	tooBlurred := &Failure{Reason: assay.FailureLowQuality, Detail: "the image is too blurry or low-resolution to read reliably"}
	lang, f := detectLanguage(doc)
	if f != nil {
		return nil, f
	}
	decimalComma := usesDecimalComma(doc)
	skip := repeatedLines(doc)
	meta := extractMetadata(doc, lang)
	meta.Language = lang
	dropStamps(doc)
	drafts := findRows(doc, skip, decimalComma)
	sheets.misreadBack()
	leadingFlags(drafts)
	flagsBeforeUnit(drafts)
	samplePrefixes(drafts)
	mergedUnits(drafts)
	dittoCells(drafts)
	if len(drafts) == 0 && blurred {
		return nil, tooBlurred
	}
	if len(drafts) == 0 {
		if looksLikeLabReport(doc) {
			return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "the report looks like a lab report but no result rows could be read"}
		}
		return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "no lab results were found in the document"}
	}
	boundColumns(drafts, decimalComma)
	bandRanges(doc, drafts, meta)
	drafts = supersededRepeats(drafts)
	report := &assay.ParsedLabReport{Metadata: meta, Results: []assay.LabReportResult{}}
	var built []*rowDraft // the draft of each result
	for _, d := range drafts {
		if r, ok := buildResult(d, meta.Gender, decimalComma); ok {
			report.Results = append(report.Results, r)
			built = append(built, d)
		}
	}
	report.Results, built = dropRepeatedRows(report.Results, built)
	if blurred && poorReading(report.Results) {
		return nil, tooBlurred
	}
	if len(report.Results) == 0 {
		return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "no result rows could be read"}
	}
	// A report that prints no flags at all leaves interpretation to the
	// range; a value outside it is then no sign of a misread.
	flagsPrinted := false
	for _, r := range report.Results {
		flagsPrinted = flagsPrinted || r.Flag != nil
	}
	if flagsPrinted {
		for i, d := range built {
			if d.page.ocr && indexOf(report.Results[i].ReviewReasons, "value_outside_printed_range_without_flag") >= 0 {
				d.flagged = true
				if r, ok := buildResult(d, meta.Gender, decimalComma); ok {
					report.Results[i] = r
				}
			}
		}
	}
	if !flagsPrinted {
		for i := range report.Results {
			r := &report.Results[i]
			if j := indexOf(r.ReviewReasons, "value_outside_printed_range_without_flag"); j >= 0 {
				r.ReviewReasons = append(r.ReviewReasons[:j], r.ReviewReasons[j+1:]...)
				if len(r.ReviewReasons) == 0 {
					r.ReviewReasons = nil
				}
			}
		}
	}
	return report, nil
}

// repeatedRowMin is how often one line must recur, word for word, to be
// print the report repeats (a signature under every block), not results.
const repeatedRowMin = 3

// dropRepeatedRows drops the rows whose name, value and unit recur
// repeatedRowMin times or more, unless the name is a test's: "Liberado
// eletronicamente por Dra. ... CRBM 12.604" under every test block reads as
// a row of value 12.604, and no lab prints one result three times.
func dropRepeatedRows(rs []assay.LabReportResult, built []*rowDraft) ([]assay.LabReportResult, []*rowDraft) {
	key := func(r assay.LabReportResult) string {
		u := ""
		if r.Units != nil {
			u = *r.Units
		}
		return strings.ToLower(r.TestName + "\x00" + r.Value + "\x00" + u)
	}
	count := map[string]int{}
	for _, r := range rs {
		count[key(r)]++
	}
	keepRs, keepBuilt := rs[:0:0], built[:0:0]
	for i, r := range rs {
		if count[key(r)] >= repeatedRowMin && !loinc.Default().KnownName(r.TestName) {
			continue
		}
		keepRs, keepBuilt = append(keepRs, r), append(keepBuilt, built[i])
	}
	return keepRs, keepBuilt
}

func indexOf(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

var digitsRE = regexp.MustCompile(`\d+`)

// lineKey identifies a line's text independent of page numbers and dates.
func lineKey(l *line) string {
	return digitsRE.ReplaceAllString(strings.ToLower(l.text()), "#")
}

// repeatedLines returns the keys of lines printed on most pages of a file
// near the same vertical position: running headers and footers.
func repeatedLines(doc *document) map[string]bool {
	skip := map[string]bool{}
	byFile := map[int][]*page{}
	for _, pg := range doc.pages {
		byFile[pg.file] = append(byFile[pg.file], pg)
	}
	for _, pages := range byFile {
		if len(pages) < 2 {
			continue
		}
		count := map[string]int{}
		for _, pg := range pages {
			seen := map[string]bool{}
			for _, l := range pg.lines {
				// only the top and bottom fifth of a page hold running text
				if l.y0 > 0.2*pg.height && l.y1 < 0.8*pg.height {
					continue
				}
				k := lineKey(l)
				if !seen[k] {
					seen[k] = true
					count[k]++
				}
			}
		}
		for k, n := range count {
			if n >= 2 && n*2 >= len(pages) {
				skip[k] = true
			}
		}
	}
	return skip
}

var decimalCommaRE = regexp.MustCompile(`(^|[\s(<>])\d+,\d{1,2}($|[\s)])`)

// groupedRE is a count printed with its thousands grouped ("11,200",
// "150.000"): three digits after the separator, the last two zeros, which a
// decimal is not printed with.
var groupedRE = regexp.MustCompile(`^[<>]?[1-9]\d{0,2}(?:([.,])\d{3})*[.,]\d00$`)

// usesDecimalComma says whether numbers are printed "5,4" rather than "5.4".
// A separator that groups thousands is the other one: on photos and faxes
// Tesseract reads many decimal points as commas and commas as points, and
// the counts a report prints grouped tell which the page uses.
func usesDecimalComma(doc *document) bool {
	commas, dots := 0, 0
	for _, pg := range doc.pages {
		for _, w := range pg.words {
			t := strings.Trim(w.text, "()")
			switch {
			case groupedRE.MatchString(t):
				if strings.Contains(t, ",") {
					dots++
				} else {
					commas++
				}
			case decimalCommaRE.MatchString(w.text):
				commas++
			case strings.Contains(w.text, ".") && numberRE.MatchString(strings.Trim(w.text, "()<>")):
				dots++
			}
		}
	}
	return commas > dots
}

var labCueRE = regexp.MustCompile(`(?i)\b(mg/dl|mmol/l|g/dl|u/l|iu/l|reference (range|interval)|result|hemoglobin|haemoglobin|glucose|cholesterol|creatinine|specimen|laboratory)\b`)

func looksLikeLabReport(doc *document) bool {
	n := 0
	for _, pg := range doc.pages {
		for _, l := range pg.lines {
			if labCueRE.MatchString(l.text()) {
				n++
			}
		}
	}
	return n >= 2
}

// repeatRE is a qualifier after a test's name saying the test was measured
// again: on a diluted sample, or repeated.
var repeatRE = regexp.MustCompile(`(?i)\b(dilu|verd[üu]nn|repe|ripet|r[ée]p[ée]t|wiederhol|tekrar|rerun|retest)`)

// supersededRepeats reads a test measured again as one row: a value outside
// the method's range (a comparator: "> 1000") followed by the test's name
// with a qualifier saying it was measured again ("Trigliceridi (campione
// diluito 1:5)  1640") is the repeat's value, under the test's own name.
func supersededRepeats(drafts []*rowDraft) []*rowDraft {
	drop := map[*rowDraft]bool{}
	for i, d := range drafts {
		k := slices.IndexFunc(d.name, func(w word) bool { return strings.HasPrefix(w.text, "(") })
		if k <= 0 || !repeatRE.MatchString(joinWords(d.name[k:])) {
			continue
		}
		base := strings.ToLower(joinWords(d.name[:k]))
		for _, e := range drafts[:i] {
			v := joinWords(e.value)
			if !drop[e] && strings.ToLower(joinWords(e.name)) == base && strings.ContainsAny(v, "<>≤≥") {
				drop[e] = true
				d.name = d.name[:k]
				break
			}
		}
	}
	if len(drop) == 0 {
		return drafts
	}
	return slices.DeleteFunc(drafts, func(d *rowDraft) bool { return drop[d] })
}
