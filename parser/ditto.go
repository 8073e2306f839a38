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
// through its own marks.
func dittoCells(drafts []*rowDraft) {
	var prev *rowDraft
	for _, d := range drafts {
		if prev != nil && prev.t == d.t && prev.page == d.page && d.t != nil {
			if dittoMark(d.unit) && len(prev.unit) > 0 {
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
