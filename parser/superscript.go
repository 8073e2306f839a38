package parser

import (
	"sort"
	"strings"
	"unicode"
)

// Glyph geometry of a raised mark: a footnote or lab-site marker printed
// after a word in a smaller font on a raised baseline ("TSH¹", "Glucose*a").
const (
	maxMarkSize = 0.8  // of the word it follows
	minMarkRise = 0.15 // of that word's size, baseline to baseline
	maxMarkGap  = 0.35 // of that word's size, between the two
	maxMarkLen  = 3    // runes: markers are short
)

// dropRaisedMarks removes superscript marks from a text layer's words, so
// that they neither glue onto a test name nor stand as a value on a line of
// their own. A mark is short, smaller than the word just left of it, and
// sits on a raised baseline.
func dropRaisedMarks(ws []word) []word {
	if len(ws) < 2 {
		return ws
	}
	idx := make([]int, len(ws))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return ws[idx[a]].x1 < ws[idx[b]].x1 })
	drop := make([]bool, len(ws))
	for i, w := range ws {
		if len([]rune(w.text)) > maxMarkLen {
			continue
		}
		// candidates end at most maxMarkGap sizes left of w; x1 is sorted
		hi := sort.Search(len(idx), func(k int) bool { return ws[idx[k]].x1 > w.x0+0.5 })
		for k := hi - 1; k >= 0; k-- {
			p := ws[idx[k]]
			if w.x0-p.x1 > maxMarkGap*p.size {
				break
			}
			if idx[k] == i || w.size > maxMarkSize*p.size {
				continue
			}
			if unitLike(p.text) {
				break // a power in a unit: "x10⁹/L", "m²"
			}
			rise := p.baseline - w.baseline // top-left origin: raised is smaller
			if rise >= minMarkRise*p.size && rise < 0.8*p.size {
				drop[i] = true
				break
			}
		}
	}
	out := ws[:0:0]
	for i, w := range ws {
		if !drop[i] {
			out = append(out, w)
		}
	}
	return out
}

// unitLike says whether a word can carry a printed power: a number, a unit
// with a slash, or a short unit such as "m" or "cm".
func unitLike(s string) bool {
	if strings.ContainsAny(s, "0123456789/^") {
		return true
	}
	r := []rune(s)
	return len(r) <= 2 && !unicode.IsUpper(r[0])
}
