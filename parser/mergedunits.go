package parser

import (
	"math"
	"sort"
)

// A table may print a unit once for a run of rows that share it, in a cell
// merged down them: the unit stands at the run's vertical middle, on the
// middle row's line when the run is odd and on a line of its own between
// two rows when it is even, and the run's other rows print none. A unit
// alone on a line between rows shows the table does so; each such unit,
// and each row's unit with unitless rows on both sides, then reaches out
// one row up and one down at a time, as far as both sides are rows of the
// same section that print no unit, whose tests the unit can measure, and
// that no other unit took. Rows with no unit away from those middles stay
// without (a fraction, a ratio).

// mergedUnits gives the rows of drafts that print no unit the unit of the
// merged cell they sit in.
func mergedUnits(drafts []*rowDraft) {
	type key struct {
		pg *page
		t  *table
	}
	groups := map[key][]*rowDraft{}
	var order []key
	for _, d := range drafts {
		k := key{d.page, d.t}
		if d.t == nil || d.line == nil {
			continue
		}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], d)
	}
	for _, k := range order {
		mergedUnitsIn(k.pg, k.t, groups[k])
	}
}

func mergedUnitsIn(pg *page, t *table, rows []*rowDraft) {
	var unitCol *column
	for i := range t.cols {
		if t.cols[i].kind == colUnit {
			unitCol = &t.cols[i]
		}
	}
	if unitCol == nil || len(rows) < 3 {
		return
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].line.mid() < rows[j].line.mid() })
	unitless := func(d *rowDraft) bool {
		return len(d.unit) == 0 && len(d.value) > 0 && startsNumber(d.value[0].text)
	}
	// a section starts where a row names another one (a photo's wide line
	// spacing may leave rows under a heading with none)
	section := make([]int, len(rows))
	for k := 1; k < len(rows); k++ {
		section[k] = section[k-1]
		if p := rows[k].panel; p != "" && p != rows[k-1].panel {
			section[k]++
		}
	}
	type middle struct {
		at   float64 // a row's index, or halfway between two
		unit []word
		test *rowDraft // the row above the middle, whose test reads its unit
	}
	var middles []middle
	onRow := map[*line]bool{}
	for _, d := range rows {
		onRow[d.line] = true
	}
	h := medianWordHeight(rows[0].line.words)
	for _, l := range pg.lines {
		y := l.mid()
		if onRow[l] || y <= rows[0].line.mid() || y >= rows[len(rows)-1].line.mid() {
			continue
		}
		inColumn := true
		for _, w := range l.words {
			inColumn = inColumn && w.x0 >= unitCol.x0-h && w.x1 <= unitCol.x1+2*h
		}
		i := sort.Search(len(rows), func(i int) bool { return rows[i].line.mid() > y }) - 1
		if !inColumn || i < 0 || !readsAsUnit(readUnit(l.text(), pg, rows[i]), pg) {
			continue
		}
		if i+1 < len(rows) && unitless(rows[i]) && unitless(rows[i+1]) && section[i] == section[i+1] {
			middles = append(middles, middle{float64(i) + 0.5, l.words, rows[i]})
		}
	}
	// OCR may set a unit standing between two rows on one of their lines:
	// its middle then sits half a row from that row's
	pitch := rowPitch(rows)
	for i, d := range rows {
		if len(d.unit) == 0 || len(d.value) == 0 || pitch == 0 {
			continue
		}
		off := (wordsMid(d.unit) - wordsMid(d.value)) / pitch
		j := i + 1 // the other row of the pair
		if off < 0 {
			j, off = i-1, -off
		}
		if off < 0.3 || off > 0.7 || j < 0 || j >= len(rows) || !unitless(rows[j]) || section[i] != section[j] {
			continue
		}
		unit := d.unit
		d.unit = nil
		middles = append(middles, middle{float64(min(i, j)) + 0.5, unit, rows[min(i, j)]})
	}
	if len(middles) == 0 {
		return
	}
	for i := 1; i+1 < len(rows); i++ {
		if d := rows[i]; len(d.unit) > 0 && unitless(rows[i-1]) && unitless(rows[i+1]) &&
			section[i-1] == section[i] && section[i+1] == section[i] {
			middles = append(middles, middle{float64(i), d.unit, d})
		}
	}
	// a unit on a line of its own is surely a merged cell's, and reaches
	// out first; a row's own unit may be its own alone
	sort.SliceStable(middles, func(i, j int) bool {
		ei, ej := middles[i].at != math.Floor(middles[i].at), middles[j].at != math.Floor(middles[j].at)
		return ei && !ej || ei == ej && middles[i].at < middles[j].at
	})
	taken := make([]bool, len(rows))
	for _, m := range middles {
		lo, hi := int(math.Floor(m.at)), int(math.Ceil(m.at))
		if lo == hi {
			lo, hi = lo-1, hi+1
		}
		sec := section[lo+(hi-lo)/2]
		u := readUnit(joinWords(m.unit), pg, m.test)
		free := func(k int) bool {
			return k >= 0 && k < len(rows) && !taken[k] && unitless(rows[k]) && section[k] == sec &&
				unitFitsTest(joinWords(rows[k].name))(u)
		}
		for ; free(lo) && free(hi); lo, hi = lo-1, hi+1 {
			taken[lo], taken[hi] = true, true
			rows[lo].unit, rows[hi].unit = m.unit, m.unit
		}
	}
}

// readUnit is a unit's text as read: on an OCR page, misreadings mended
// toward a unit that fits d's test ("1073/yL" for 10^3/µL, "UL" for U/L).
func readUnit(s string, pg *page, d *rowDraft) string {
	if !pg.ocr {
		return s
	}
	return fixOCRUnitFor(s, pg.lang, unitFitsTest(joinWords(d.name)))
}

// wordsMid is the mean deskewed vertical centre of ws.
func wordsMid(ws []word) float64 {
	var y float64
	for _, w := range ws {
		y += w.yKey
	}
	return y / float64(len(ws))
}

// rowPitch is the median distance between the values of neighbouring rows
// (rows sorted top to bottom), 0 when too few rows print a value.
func rowPitch(rows []*rowDraft) float64 {
	var gaps []float64
	for k := 1; k < len(rows); k++ {
		if len(rows[k].value) > 0 && len(rows[k-1].value) > 0 {
			gaps = append(gaps, wordsMid(rows[k].value)-wordsMid(rows[k-1].value))
		}
	}
	if len(gaps) < 2 {
		return 0
	}
	return median(gaps)
}
