package parser

import (
	"slices"
	"sort"
	"unicode"
	"unicode/utf8"
)

// Two pages of one report side by side on one image (an open folder
// photographed, a two-up print scanned) make lines that run from the left
// sheet into the right one, and every row then reads as a row of both.
// A spread shows itself by a gutter no word crosses from the top of the
// text to its bottom, with each side printing the same running lines: the
// lab's name, the patient's, the column headings. Requiring those, a table
// whose name column stands apart from its values is never cut in two.

// minSpreadShare is the least share of a page's words each sheet holds.
const minSpreadShare = 0.25

// minSharedLines is how many lines of letters both sheets must print.
const minSharedLines = 2

// splitSpreads returns doc with each page that holds two sheets side by
// side replaced by one page per sheet, left first (doc itself when none
// does), and where each sheet's words come from. The pages read stay
// whole, so a page read again is split again.
func splitSpreads(doc *document) (*document, sheetOrigins) {
	var out *document
	var from sheetOrigins
	for i, pg := range doc.pages {
		left, right, ok := spreadSheets(pg)
		if !ok {
			if out != nil {
				out.pages = append(out.pages, pg)
			}
			continue
		}
		if out == nil {
			out = &document{pages: append([]*page(nil), doc.pages[:i]...)}
			from = sheetOrigins{}
		}
		pg.misread = nil
		for _, idx := range [][]int{left, right} {
			s := sheetOf(pg, idx)
			from[s] = sheetOrigin{pg, idx}
			out.pages = append(out.pages, s)
		}
	}
	if out == nil {
		return doc, nil
	}
	return out, from
}

// sheetOrigin is the page a sheet was cut from and the index there of each
// of the sheet's words.
type sheetOrigin struct {
	pg  *page
	idx []int
}

type sheetOrigins map[*page]sheetOrigin

// misreadBack gives the pages sheets were cut from the cells to read again
// that reading the sheets marked, in the pages' own words: cells are read
// again on the page (see rereadCells).
func (so sheetOrigins) misreadBack() {
	for s, o := range so {
		for _, c := range s.misread {
			idx := make([]int, len(c.idx))
			for k, i := range c.idx {
				idx[k] = o.idx[i]
			}
			o.pg.misread = append(o.pg.misread, misreadCell{idx: idx, kind: c.kind, name: c.name})
		}
	}
}

// sheetOf is a copy of pg holding only its words at idx.
func sheetOf(pg *page, idx []int) *page {
	s := *pg
	s.words = make([]word, len(idx))
	for k, i := range idx {
		s.words[k] = pg.words[i]
	}
	s.lines, s.misread, s.cumulative, s.sexCols = nil, nil, nil, nil
	return &s
}

// spreadSheets splits pg's words at a gutter between two sheets: the
// indices of each sheet's words.
func spreadSheets(pg *page) (left, right []int, ok bool) {
	var solid []word // words that are no speck or seam read as a letter
	for _, w := range pg.words {
		if w.conf >= 0.3 && len([]rune(w.text)) >= 2 && hasAlnum(w.text) {
			solid = append(solid, w)
		}
	}
	if len(solid) < 40 {
		return nil, nil, false
	}
	sort.Slice(solid, func(i, j int) bool { return solid[i].x0 < solid[j].x0 })
	h := medianWordHeight(solid)
	// gaps no word covers, with enough words on each side, widest first
	type gap struct{ cut, width float64 }
	var gaps []gap
	reach := solid[0].x1
	for i := 1; i < len(solid); i++ {
		w := solid[i]
		if width := w.x0 - reach; width > 2*h && float64(i) >= minSpreadShare*float64(len(solid)) &&
			float64(len(solid)-i) >= minSpreadShare*float64(len(solid)) {
			gaps = append(gaps, gap{(reach + w.x0) / 2, width})
		}
		reach = max(reach, w.x1)
	}
	sort.Slice(gaps, func(i, j int) bool { return gaps[i].width > gaps[j].width })
	for _, g := range gaps {
		var lw, rw []word
		left, right = nil, nil
		for i, w := range pg.words {
			if (w.x0+w.x1)/2 < g.cut {
				left, lw = append(left, i), append(lw, w)
			} else {
				right, rw = append(right, i), append(rw, w)
			}
		}
		l, r := roughLines(lw, h), roughLines(rw, h)
		if rowLines(l) >= minSheetRows && rowLines(r) >= minSheetRows && sharedLines(l, r) >= minSharedLines {
			return left, right, true
		}
	}
	return nil, nil, false
}

// minSheetRows is how many lines each sheet must print that read as a
// result row, a name and then a number: a table's value columns cut from
// its names hold none.
const minSheetRows = 3

// rowLines counts the lines that begin with a word of three letters or more
// and hold a number after it.
func rowLines(ls [][]word) int {
	n := 0
	for _, l := range ls {
		r, _ := utf8.DecodeRuneInString(l[0].text)
		if letters, _ := letterCount(l[0].text); letters < 3 || !unicode.IsLetter(r) {
			continue
		}
		for _, w := range l[1:] {
			if numberTokenRE.MatchString(w.text) {
				n++
				break
			}
		}
	}
	return n
}

// sharedLines counts the lines of at least ten letters that both sheets
// print, read alike: the shorter found in the longer with at most one letter
// in five misread (OCR reads the two sheets' copies differently, and a
// rough line may take in a word of the next column).
func sharedLines(a, b [][]word) int {
	bs := letterKeys(b)
	used := make([]bool, len(bs))
	n := 0
	for _, x := range letterKeys(a) {
		for j, y := range bs {
			if !used[j] && readAlike(x, y) {
				used[j] = true
				n++
				break
			}
		}
	}
	return n
}

// readAlike says whether the shorter of a and b, of ten letters or more,
// lies within the longer with at most a fifth of its letters edited.
func readAlike(a, b string) bool {
	s, l := []rune(a), []rune(b)
	if len(s) > len(l) {
		s, l = l, s
	}
	if len(s) < 10 {
		return false
	}
	// edit distance of s against its best-matching stretch of l: the
	// stretch may start and end anywhere
	prev, cur := make([]int, len(l)+1), make([]int, len(l)+1)
	for i := 1; i <= len(s); i++ {
		cur[0] = i
		for j := 1; j <= len(l); j++ {
			c := prev[j-1]
			if s[i-1] != l[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return slices.Min(prev) <= len(s)/5
}

// roughLines groups ws into lines by their middles, each left to right.
func roughLines(ws []word, h float64) [][]word {
	ws = append([]word(nil), ws...)
	sort.Slice(ws, func(i, j int) bool { return ws[i].yc() < ws[j].yc() })
	var ls [][]word
	for i := 0; i < len(ws); {
		j := i + 1
		for j < len(ws) && ws[j].yc()-ws[i].yc() < 0.6*h {
			j++
		}
		l := ws[i:j:j]
		sort.Slice(l, func(a, b int) bool { return l[a].x0 < l[b].x0 })
		ls = append(ls, l)
		i = j
	}
	return ls
}

// letterKeys returns the letters of each line, lower-cased, that has ten or
// more.
func letterKeys(ls [][]word) []string {
	var keys []string
	for _, l := range ls {
		if k := lettersOnly(joinWords(l)); utf8.RuneCountInString(k) >= 10 {
			keys = append(keys, k)
		}
	}
	return keys
}
