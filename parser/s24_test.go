package parser

import (
	"slices"
	"testing"
)

// TestLostDigits rejects a value cell read again that lost a digit of its
// first reading, but not one that dropped a mark read as a trailing 1.
func TestLostDigits(t *testing.T) {
	for _, c := range []struct {
		first, again string
		lost         bool
	}{
		{"112", "12", true}, // printed 11,2
		{"302", "3", true},  // printed 30.2
		{"2141", "214*", false},
		{"1280001", "128000.", false},
		{"32S", "3.2", false},
		{"2,4", "12,4", false},
		{"“e e", "46*", false},
		{"4020", "11.2L", false}, // another reading altogether
		{"2711", "27.1", false},  // a mark after the number
		{"632", "6.3", false},
		{"1532", "15.2", false},  // the point read as a digit
		{"8:25\"", "8 *", false}, // a garbled first reading
	} {
		if got := lostDigits(c.first, c.again); got != c.lost {
			t.Errorf("lostDigits(%q, %q) = %v, want %v", c.first, c.again, got, c.lost)
		}
	}
}

// TestMisreadValueCellLeavesUnit reads again a garbled value cell that took
// the unit printed after it without the unit, which the cell's digit
// alphabet would lose.
func TestMisreadValueCellLeavesUnit(t *testing.T) {
	pg := &page{ocr: true, lang: "pt"}
	pg.words = wordsAt("Ferro@20 38:@450 ug/dl@520 50-170@700", 100)
	for i := range pg.words {
		pg.words[i].idx = i
	}
	d := &rowDraft{page: pg, name: pg.words[:1], value: pg.words[1:3], rng: pg.words[3:]}
	d.value[0].text = "3S:" // garbled: not a number
	cells := misreadCells(d, true)
	i := slices.IndexFunc(cells, func(c misreadCell) bool { return c.kind == colResult })
	if i < 0 || !slices.Equal(cells[i].idx, []int{1}) {
		t.Fatalf("value cell to read again = %+v, want the word at 1 alone", cells)
	}
}

// TestGarbledResultStaysInItsColumn keeps a garbled result in the result
// column, to be read again: the reading by token types would drop it as
// debris and take the range's lower bound for the result.
func TestGarbledResultStaysInItsColumn(t *testing.T) {
	var pg *page
	got := ocrTable(t, "en", false, []string{
		"TEST@107 RESULT@490 FLAG@575 UNITS@639 REFERENCE@757 RANGE@864",
		"SODIUM@106 136@524 mmol/L@639 135@758 -@789 145@812",
		"POTASSIUM@106 $0'355b@523 mmal/i,@638 3.5@759 =-5i1@800",
		"CHLORIDE@106 101@524 mmol/L@639 98@758 -@789 107@812",
	}, func(p *page) { pg = p })
	checkRows(t, got, []string{"SODIUM|136|mmol/L|135 - 145", "CHLORIDE|101|mmol/L|98 - 107"})
	if !slices.ContainsFunc(pg.misread, func(c misreadCell) bool {
		return c.kind == colResult && len(c.idx) == 1 && pg.words[c.idx[0]].text == "$0'355b"
	}) {
		t.Errorf("cells to read again = %+v, want the garbled result", pg.misread)
	}
}
