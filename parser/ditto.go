package parser

import "strings"

// dittoMark says whether a cell holds only a ditto mark, which stands for
// the cell above: a quote mark (as typed or OCR read it) or the Latin
// "id." (idem) and "do." (ditto).
func dittoMark(ws []word) bool {
	switch t := strings.ToLower(strings.TrimSpace(joinWords(ws))); t {
	case `"`, `''`, "“", "”", "„", "″", "〃", "id.", "id", "idem", "idem.", "do.", "ditto":
		return true
	}
	return false
}

// dittoCells gives a unit or range cell that holds a ditto mark the
// cell above it in the same table: the previous row's, itself read
// through its own marks. On an OCR page that shows a ditto mark, a
// numeric row's empty unit cell is a mark too faint to read when the
// unit above can measure its test.
func dittoCells(drafts []*rowDraft) {
	marks := map[*page]bool{}
	for _, d := range drafts {
		if dittoMark(d.unit) || dittoMark(d.rng) {
			marks[d.page] = true
		}
	}
	var prev *rowDraft
	for _, d := range drafts {
		if prev != nil && prev.t == d.t && prev.page == d.page && d.t != nil {
			if dittoMark(d.unit) && len(prev.unit) > 0 {
				d.unit = prev.unit
			} else if len(d.unit) == 0 && len(prev.unit) > 0 && d.page.ocr && marks[d.page] && len(d.value) > 0 &&
				startsNumber(d.value[0].text) && unitFitsTest(joinWords(d.name))(readUnit(joinWords(prev.unit), d.page, prev)) {
				d.unit = prev.unit
			}
			if dittoMark(d.rng) && len(prev.rng) > 0 {
				d.rng = prev.rng
				d.colRng = prev.colRng
			}
		}
		prev = d
	}
}
