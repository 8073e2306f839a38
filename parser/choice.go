package parser

import (
	"strings"
	"unicode/utf8"
)

// Marks of a printed choice: a qualitative result shown as the ticked one of
// its options ("☑ Seen ☐ Not seen").
var (
	tickedMarks   = []string{"☑", "☒", "✓", "✔", "✅", "■", "▣", "◉", "⊠", "[x]", "[X]", "(x)", "(X)", "[✓]"}
	unTickedMarks = []string{"☐", "□", "○", "◯", "[]", "()"}
)

// choiceMark says whether a word begins with a choice's box, whether the box
// is ticked, and what follows the box in the word.
func choiceMark(s string) (ticked bool, rest string, ok bool) {
	for _, m := range tickedMarks {
		if r, found := strings.CutPrefix(s, m); found {
			return true, r, true
		}
	}
	for _, m := range unTickedMarks {
		if r, found := strings.CutPrefix(s, m); found {
			return false, r, true
		}
	}
	return false, "", false
}

// tickedChoice reads a line's printed choice as its ticked option: the run
// of boxes and options (two boxes or more, one ticked) becomes the words of
// the ticked option alone, moved to where the choice begins. An option runs from its box to
// the next box, or to a gap wider than a word space (the next column).
func tickedChoice(ws []word) []word {
	type opt struct {
		from, to int // words [from, to) of the option, box included
		ticked   bool
	}
	var opts []opt
	for i := 0; i < len(ws); i++ {
		ticked, _, ok := choiceMark(ws[i].text)
		if !ok {
			continue
		}
		o := opt{from: i, to: i + 1, ticked: ticked}
		for o.to < len(ws) {
			if _, _, box := choiceMark(ws[o.to].text); box {
				break
			}
			prev, next := ws[o.to-1], ws[o.to]
			if next.x0-prev.x1 > 1.2*max(prev.size, next.size, prev.y1-prev.y0) {
				break
			}
			o.to++
		}
		opts = append(opts, o)
		i = o.to - 1
	}
	if len(opts) < 2 {
		return ws
	}
	// the options of one choice follow each other
	for k := 1; k < len(opts); k++ {
		if opts[k].from != opts[k-1].to {
			return ws
		}
	}
	pick := -1
	for k, o := range opts {
		if o.ticked {
			if pick >= 0 {
				return ws // two ticked: not one result
			}
			pick = k
		}
	}
	if pick < 0 {
		return ws
	}
	o := opts[pick]
	var chosen []word
	for i := o.from; i < o.to; i++ {
		w := ws[i]
		if i == o.from {
			_, rest, _ := choiceMark(w.text)
			if rest = strings.TrimSpace(rest); rest == "" {
				continue
			}
			// the box's share of the word's width
			n := utf8.RuneCountInString(w.text)
			w.x0 += (w.x1 - w.x0) * float64(n-utf8.RuneCountInString(rest)) / float64(n)
			w.text = rest
		}
		chosen = append(chosen, w)
	}
	if len(chosen) == 0 {
		return ws
	}
	// the choice fills the result's cell: its value stands where the
	// choice begins (an option far right would cross into the next
	// column); provenance keeps where it was printed
	shift := ws[opts[0].from].x0 - chosen[0].x0
	for i := range chosen {
		chosen[i].x0 += shift
		chosen[i].x1 += shift
	}
	out := append([]word{}, ws[:opts[0].from]...)
	out = append(out, chosen...)
	return append(out, ws[opts[len(opts)-1].to:]...)
}
