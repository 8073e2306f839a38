package parser

import "strings"

// Reports that print each test as its own block label its fields instead of
// heading columns: the test's name on a line of its own, then
// "Resultado: 92 mg/dL" and "Valores de referência: 70 a 99 mg/dL". The
// labels are the words that head a table's result and range columns.

// labelledLine splits a "Label: text" line whose label heads a result or a
// range column: its kind and the words after the label.
func labelledLine(l *line, ocr bool) (colKind, []word, bool) {
	kindOf := headerKind
	if ocr {
		kindOf = ocrHeaderKind
	}
	var label []string
	for i, w := range l.words {
		if i > 3 {
			break
		}
		t, colon := strings.CutSuffix(w.text, ":")
		if t != "" {
			label = append(label, t)
		}
		if !colon {
			continue
		}
		if i+1 >= len(l.words) {
			break
		}
		if k, ok := kindOf(strings.Join(label, " ")); ok && (k == colResult || k == colRange) {
			return k, l.words[i+1:], true
		}
		break
	}
	return colOther, nil, false
}

// blockTitle says whether a line can name the test of the block below it:
// words, not a label, a footer or a note.
func blockTitle(l *line) bool {
	t := l.text()
	return len(l.words) <= 10 && mostlyLetters(t) && !strings.Contains(t, ":") &&
		!footerLineRE.MatchString(t) && !methodLineRE.MatchString(t) && nameish(cleanName(t))
}

// labelledRow reads a block's result line under its title: the value, then
// a flag and a unit, as a row of the title and those words would read.
func labelledRow(title *line, rest []word, pg *page, decimalComma bool) *rowDraft {
	name := append([]word{}, title.words...)
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
