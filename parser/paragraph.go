package parser

import "strings"

// Results written as running text: "Sodium : 137 mmol/L (135 – 145) ;
// Potassium : 3,3 mmol/L (3,5 – 5,0) ; Calcium total : 2,31 mmol/L" /
// "(2,20 – 2,70)." Each part between semicolons is one row, read by token
// types; a part's range may wrap to the start of the next line.

// paragraphRows reads the results line li of pg writes as running text:
// its rows, and how many lines after it they take (a range wrapped to
// the next line); nil when fewer than two parts of the line read as rows.
func paragraphRows(pg *page, li int, decimalComma bool) ([]*rowDraft, int) {
	l := pg.lines[li]
	parts := splitParts(l.words)
	if len(parts) < 2 {
		return nil, 0
	}
	n := 0
	// the last part's range, wrapped: the next line starts with it
	if li+1 < len(pg.lines) {
		next := splitParts(pg.lines[li+1].words)
		if len(next) > 0 && bracketedRange(strings.TrimSuffix(joinWords(next[0]), "."), decimalComma) {
			last := parts[len(parts)-1]
			if d := typedRow(last, pg, decimalComma); d == nil || len(d.rng) == 0 {
				parts[len(parts)-1] = append(append([]word{}, last...), next[0]...)
				n = 1
			}
		}
	}
	var rows []*rowDraft
	for _, p := range parts {
		d := typedRow(p, pg, decimalComma)
		if d == nil || len(d.value) == 0 || !colonAfterName(p, d) {
			continue
		}
		d.line, d.y, d.t = l, l.y0, &table{}
		rows = append(rows, d)
	}
	if len(rows) < 2 {
		return nil, 0
	}
	return rows, n
}

// colonAfterName says whether the part p names its test before a colon
// ("Sodium : 137", "Sodium: 137"): running text names each result so. The
// row's name words are p's own, found by position (typedRow drops a lone
// colon and trims one ending the name).
func colonAfterName(p []word, d *rowDraft) bool {
	if len(d.name) == 0 {
		return false
	}
	last := d.name[len(d.name)-1]
	for j, w := range p {
		if w.x0 == last.x0 && w.y0 == last.y0 {
			return strings.HasSuffix(w.text, ":") || j+1 < len(p) && p[j+1].text == ":"
		}
	}
	return false
}

// splitParts splits words at semicolons (a word ending in one, or one
// alone) and drops the full stop ending the text.
func splitParts(ws []word) [][]word {
	var parts [][]word
	var cur []word
	for _, w := range ws {
		t := w.text
		end := strings.HasSuffix(t, ";")
		if end {
			w.text = strings.TrimSpace(strings.TrimSuffix(t, ";"))
		}
		if w.text != "" {
			cur = append(cur, w)
		}
		if end && len(cur) > 0 {
			parts = append(parts, cur)
			cur = nil
		}
	}
	if len(cur) > 0 {
		last := &cur[len(cur)-1]
		if t := strings.TrimSuffix(last.text, "."); t != "" && t != last.text && !startsNumber(t[len(t)-1:]) || strings.HasSuffix(last.text, ").") {
			last.text = t
		}
		parts = append(parts, cur)
	}
	return parts
}
