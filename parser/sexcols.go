package parser

import (
	"math"
	"strings"
)

// sexColumns is a reference-range column split in two by sex under its
// header ("Hombres   Mujeres", "Male   Female", "Männer   Frauen"): the
// labels' centres, and the line they stand on.
type sexColumns struct {
	male, female float64
	y            float64
}

// findSexColumns returns the sex sub-header among a page's lines, or nil.
func findSexColumns(lines []*line) *sexColumns {
	for _, l := range lines {
		if len(l.words) != 2 {
			continue
		}
		a, b := l.words[0], l.words[1]
		// labels stand a column apart, not as words of a sentence
		if b.x0-a.x1 < 3*math.Max(a.y1-a.y0, 1) {
			continue
		}
		sa, sb := sexLabel(a.text), sexLabel(b.text)
		switch {
		case sa == "male" && sb == "female":
			return &sexColumns{male: a.xc(), female: b.xc(), y: l.y1}
		case sa == "female" && sb == "male":
			return &sexColumns{male: b.xc(), female: a.xc(), y: l.y1}
		}
	}
	return nil
}

// sexLabel says which sex a column label names ("Hombres:", "Femmes"),
// or "". A lone letter is no column label: flags print them.
func sexLabel(s string) string {
	s = foldAccents(strings.ToLower(strings.Trim(s, ":.()[]")))
	switch {
	case len(s) < 3:
		return ""
	case maleTiers[s]:
		return "male"
	case femaleTiers[s]:
		return "female"
	}
	return ""
}

// sexColumnCell returns, for a row under a sex sub-header whose range cell
// holds two ranges, one under each label, the range under the patient's
// sex. A range printed once, across both, is the row's as it stands.
func sexColumnCell(d *rowDraft, gender string, decimalComma bool) ([]word, bool) {
	if gender == "" || len(d.rng) == 0 {
		return nil, false
	}
	sc := d.page.sexCols
	if sc == nil || d.y < sc.y {
		return nil, false
	}
	// the row's reading ends at its first range: the second is read from
	// the line, each word under the label it stands nearer
	ws := d.words
	if d.line != nil {
		ws = d.line.words
	}
	var male, female []word
	for _, w := range ws {
		if w.x0 < d.rng[0].x0 {
			continue
		}
		if math.Abs(w.xc()-sc.male) < math.Abs(w.xc()-sc.female) {
			male = append(male, w)
		} else {
			female = append(female, w)
		}
	}
	for _, sp := range [][]word{male, female} {
		if len(sp) == 0 || rangeSpan(sp, decimalComma) != len(sp) {
			return nil, false
		}
	}
	if gender == "male" {
		return male, true
	}
	return female, true
}
