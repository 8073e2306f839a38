package parser

import (
	"regexp"
	"sort"
	"strings"
)

// Glyph geometry of a raised mark: a footnote or lab-site marker printed
// after a word in a smaller font on a raised baseline ("TSH¹", "Glucose*a").
const (
	maxMarkSize = 0.85 // of the word it follows
	minMarkRise = 0.15 // of that word's size, baseline to baseline
	maxMarkGap  = 0.35 // of that word's size, between the two
	maxMarkLen  = 3    // runes: markers are short
)

// dropRaisedMarks removes superscript marks from a text layer's words, so
// that they neither glue onto a test name nor stand as a value on a line of
// their own. A mark is short, smaller than the word just left of it, and
// sits on a raised baseline. A power after a unit is kept, written "^9".
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
			rise := p.baseline - w.baseline // top-left origin: raised is smaller
			if rise < minMarkRise*p.size || rise >= 0.8*p.size {
				continue
			}
			if unitLike(p.text) && allDigits(strings.TrimPrefix(w.text, "-")) {
				// a power in a unit ("x10⁹/L", "m²"): onto the unit's line
				ws[i].text = "^" + w.text
				ws[i].baseline, ws[i].y0, ws[i].y1, ws[i].size = p.baseline, p.y0, p.y1, p.size
				break
			}
			drop[i] = true
			break
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

// unitLike says whether a word can carry a printed power: a unit with a
// slash ("mL/min/1.73m"), a power of ten ("x10") or a short length unit ("m").
func unitLike(s string) bool {
	return strings.ContainsAny(s, "/^") && !strings.ContainsAny(s, "()") || powerBaseRE.MatchString(s)
}

var powerBaseRE = regexp.MustCompile(`^([xX×]?10|[cmµu]?m)$`)
