package parser

import (
	"regexp"
	"strings"
)

// A panel printed across: the tests' names head columns, and the lines
// under them say what they hold by a label at their left ("Result  72
// 17 L  4", "Unit  %  %  %", "Ref. Range  40 - 75  20 - 45"), the labels
// that head a table's columns. Each column is one row.

// maxAcrossLines bounds the labelled lines under a panel printed across.
const maxAcrossLines = 5

// acrossRows reads the panel printed across whose names are line li of pg:
// its rows, one a name, and how many labelled lines under the names they
// take; nil when line li heads no such panel.
func acrossRows(pg *page, li int) ([]*rowDraft, int) {
	head := pg.lines[li]
	names := splitCells(head, 1.2)
	if len(names) < 2 {
		return nil, 0
	}
	for _, c := range names {
		t := c.text()
		if !mostlyLetters(t) || startsNumber(t) || labelLineRE.MatchString(t) {
			return nil, 0
		}
		if _, ok := fieldLabelKind(t, pg.ocr); ok {
			return nil, 0 // a header's labels, not names
		}
	}
	// column bounds: halfway between the names' centres
	bounds := make([]float64, len(names)-1)
	for i := range bounds {
		bounds[i] = ((names[i].x0+names[i].x1)/2 + (names[i+1].x0+names[i+1].x1)/2) / 2
	}
	colOf := func(w word) int {
		i := 0
		for i < len(bounds) && w.xc() > bounds[i] {
			i++
		}
		return i
	}
	cols := make([]map[colKind][]word, len(names))
	for i := range cols {
		cols[i] = map[colKind][]word{}
	}
	var resultLine *line
	var words []word
	n := 0
	for k := li + 1; k < len(pg.lines) && n < maxAcrossLines; k++ {
		l := pg.lines[k]
		kind, rest, ok := acrossLabel(l, names[0].x0, pg.ocr)
		if !ok || l.y0-pg.lines[k-1].y1 > 1.5*l.height() {
			break
		}
		if kind == colResult {
			resultLine = l
		}
		for _, w := range rest {
			c := cols[colOf(w)]
			c[kind] = append(c[kind], w)
		}
		words = append(words, l.words...)
		n++
	}
	if resultLine == nil || n < 2 {
		return nil, 0
	}
	var out []*rowDraft
	for i, c := range cols {
		value, flag := splitAcrossFlag(c[colResult])
		if len(value) == 0 {
			continue
		}
		d := &rowDraft{
			t: &table{}, page: pg, line: resultLine, y: resultLine.y0,
			name: names[i].words, value: value, flag: append(flag, c[colFlag]...),
			unit: c[colUnit], rng: c[colRange], colRng: c[colRange],
			words: append(append([]word{}, names[i].words...), words...),
		}
		out = append(out, d)
	}
	if len(out) == 0 {
		return nil, 0
	}
	return out, n
}

// acrossLabel reads the label a line of a panel printed across starts with,
// left of the first name: the kind of column it heads, and the words after
// it.
func acrossLabel(l *line, namesX0 float64, ocr bool) (colKind, []word, bool) {
	for n := min(3, len(l.words)-1); n >= 1; n-- {
		if l.words[n-1].x1 > namesX0 {
			continue
		}
		label := strings.TrimRight(joinWords(l.words[:n]), ":;")
		if k, ok := fieldLabelKind(label, ocr); ok {
			return k, l.words[n:], true
		}
	}
	return colOther, nil, false
}

var (
	acrossFlagRE      = regexp.MustCompile(`^(?:H|L|HH|LL|\*)$`)
	acrossGluedFlagRE = regexp.MustCompile(`^([<>]?\d[\d.,]*)(H|L|HH|LL)$`)
)

// splitAcrossFlag splits a result cell into its value and the flag printed
// after it, apart ("17 L") or glued ("7H").
func splitAcrossFlag(ws []word) (value, flag []word) {
	n := len(ws)
	if n > 1 && acrossFlagRE.MatchString(ws[n-1].text) {
		return ws[:n-1], ws[n-1:]
	}
	if n == 1 {
		if m := acrossGluedFlagRE.FindStringSubmatch(ws[0].text); m != nil {
			v, f := ws[0], ws[0]
			v.text, f.text = m[1], m[2]
			return []word{v}, []word{f}
		}
	}
	return ws, nil
}
