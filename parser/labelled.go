package parser

import (
	"regexp"
	"strings"
)

// Reports that print each test as its own block label its fields instead of
// heading columns: the test's name on a line of its own, then
// "Resultado: 92 mg/dL" and "Valores de referência: 70 a 99 mg/dL". The
// labels are the words that head a table's result and range columns.

// labelledField is one "Label: text" part of a labelled line.
type labelledField struct {
	kind  colKind
	words []word
}

// labelledLine splits a line that starts with a "Label: text" field whose
// label heads a result or a range column into its fields: one line may
// carry several ("Result: 128   Units: g/L   Reference: 130 - 170   Flag:
// L"), each label a column heading of its kind (result, unit, range or
// flag) ending in a colon. The first field's kind and words come first.
func labelledLine(l *line, ocr bool) []labelledField {
	// OCR reads a label's colon as a semicolon too ("Result; 88.9")
	colon := func(t string) bool { return strings.HasSuffix(t, ":") || ocr && strings.HasSuffix(t, ";") }
	labelKind := func(ws []word) (colKind, bool) {
		var label []string
		for _, w := range ws {
			if t := strings.TrimRight(w.text, ":;"); t != "" {
				label = append(label, t)
			}
		}
		return fieldLabelKind(strings.Join(label, " "), ocr)
	}
	var fields []labelledField
	start := 0 // where the words of the last field start
	for i, w := range l.words {
		if !colon(w.text) || len(fields) == 0 && i+1 >= len(l.words) {
			if len(fields) == 0 && i >= 3 {
				return nil
			}
			continue
		}
		if len(fields) == 0 {
			// the line's first label: every word up to its colon
			if k, ok := labelKind(l.words[:i+1]); ok && (k == colResult || k == colRange) {
				fields, start = append(fields, labelledField{kind: k}), i+1
				continue
			}
			return nil
		}
		// a later label: the longest of up to three words ending here
		// that leaves the field before it a word
		for from := max(start+1, i-2); from <= i; from++ {
			if k, ok := labelKind(l.words[from : i+1]); ok {
				fields[len(fields)-1].words = l.words[start:from]
				fields, start = append(fields, labelledField{kind: k}), i+1
				break
			}
		}
	}
	if n := len(fields); n > 0 {
		fields[n-1].words = l.words[start:]
	}
	return fields
}

// fieldLabelKind is the kind of the column a field's label heads, when it
// heads a result, unit, range or flag column (read as OCR reads labels on
// an OCR'd page).
func fieldLabelKind(label string, ocr bool) (colKind, bool) {
	kindOf := headerKind
	if ocr {
		kindOf = ocrHeaderKind
	}
	k, ok := kindOf(label)
	return k, ok && (k == colResult || k == colRange || k == colUnit || k == colFlag)
}

// blockTitle returns the words of a line that can name the test of the
// block below it (words, not a label, a footer or a note), or nil. On a
// scan, specks of punctuation go, and a word far to the right is the
// margin's noise, not the name's.
func blockTitle(l *line, ocr bool) []word {
	ws := l.words
	if ocr {
		ws = nil
		for _, w := range l.words {
			if !hasLetters(w.text) && !strings.ContainsAny(w.text, "0123456789()") {
				continue
			}
			if n := len(ws); n > 0 && w.x0-ws[n-1].x1 > 2.5*l.height() {
				break
			}
			ws = append(ws, w)
		}
	}
	if len(ws) == 0 || len(ws) > 10 {
		return nil
	}
	t := joinWords(ws)
	if !mostlyLetters(t) || strings.Contains(t, ":") || footerLineRE.MatchString(t) || methodLineRE.MatchString(t) || !nameish(cleanName(t)) {
		return nil
	}
	return ws
}

// labelledRow reads a block's result line under its title: the value, then
// a flag and a unit, as a row of the title and those words would read.
func labelledRow(title []word, rest []word, pg *page, decimalComma bool) *rowDraft {
	name := append([]word{}, title...)
	if d := typedRow(append(name[:len(name):len(name)], rest...), pg, decimalComma); d != nil && len(d.name) == len(name) {
		d.name = name
		return d
	}
	// a qualitative result, or a value printed without a unit
	if !valueish(joinWords(rest)) {
		return nil
	}
	return &rowDraft{page: pg, name: name, value: rest, y: rest[0].y0}
}

// cardRow reads line l under a block title as a result card's value line:
// a number, then at most a unit and a flag, the whole line. A status word
// at the end of the title ("Haemoglobin   Low", a coloured chip) is the
// flag, "Normal" none.
func cardRow(title []word, titleLine, l *line, pg *page, decimalComma bool) *rowDraft {
	if len(l.words) > 3 || !startsNumber(l.words[0].text) {
		return nil
	}
	name := title
	var flag []word
	// (the chip may stand far right, where the title leaves it out)
	if n := len(titleLine.words); n > 1 {
		last := titleLine.words[n-1]
		f, ok := parseFlag(last.text)
		status := ok && len([]rune(last.text)) > 1 && (f.above || f.below)
		if status {
			flag = []word{last}
		}
		if k := len(name); k > 1 && name[k-1].idx == last.idx && (status || normalWordRE.MatchString(last.text)) {
			name = name[:k-1]
		}
	}
	d := labelledRow(name, l.words, pg, decimalComma)
	if d == nil || len(d.value) == 0 {
		return nil
	}
	if len(flag) > 0 && len(d.flag) == 0 {
		d.flag = flag
	}
	return d
}

// normalWordRE is a status word saying a result is in range.
var normalWordRE = regexp.MustCompile(`(?i)^(normal|normale|normaal|in range|ok)$`)

// fill gives a block's row the range, unit and flag its labelled fields
// print, where it has none yet.
func (d *rowDraft) fill(fields []labelledField) {
	for _, f := range fields {
		if len(f.words) == 0 {
			continue
		}
		switch f.kind {
		case colRange:
			if len(d.rng) == 0 {
				d.rng = f.words
			}
		case colUnit:
			if len(d.unit) == 0 {
				d.unit = f.words
			}
		case colFlag:
			if len(d.flag) == 0 {
				d.flag = f.words
			}
		}
	}
}
