package parser

import (
	"image"
	"math"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay/parser/imaging"
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

// readTickBoxes writes the tick boxes printed on an OCR page into its words
// as the marks tickedChoice reads ("☐", "☑"): OCR reads a box as a letter or
// a sign, or drops it, and never reads the tick. g is the image OCR read and
// scale its size over the words' coordinates. A line's boxes count only as a
// choice, two or more with exactly one marked; the words OCR read from them
// are dropped.
func readTickBoxes(g *image.Gray, scale float64, ws []word) []word {
	if g == nil || len(ws) == 0 {
		return ws
	}
	type box struct {
		r      [4]float64 // in the words' coordinates
		ticked bool
		group  int
		size   float64
	}
	lines := map[int][]word{}
	var order []int
	for _, w := range ws {
		if _, ok := lines[w.group]; !ok {
			order = append(order, w.group)
		}
		lines[w.group] = append(lines[w.group], w)
	}
	var boxes []box
	for _, grp := range order {
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, w := range lines[grp] {
			x0, y0, x1, y1 = min(x0, w.x0), min(y0, w.y0), max(x1, w.x1), max(y1, w.y1)
		}
		hgt := medianWordHeight(lines[grp])
		band := image.Rect(int((x0-3*hgt)*scale), int((y0-0.3*hgt)*scale), int((x1+hgt)*scale), int((y1+0.3*hgt)*scale))
	next:
		for _, c := range imaging.CheckBoxes(g, band, hgt*scale) {
			b := box{[4]float64{float64(c.Min.X) / scale, float64(c.Min.Y) / scale, float64(c.Max.X) / scale, float64(c.Max.Y) / scale}, c.Ticked, grp, hgt}
			for _, o := range boxes {
				if b.r[0] < o.r[2] && o.r[0] < b.r[2] && b.r[1] < o.r[3] && o.r[1] < b.r[3] {
					continue next // found again from a neighbouring line
				}
			}
			boxes = append(boxes, b)
		}
	}
	if len(boxes) < 2 {
		return ws
	}
	// the boxes of one printed line, top to bottom
	sort.Slice(boxes, func(a, b int) bool { return boxes[a].r[1]+boxes[a].r[3] < boxes[b].r[1]+boxes[b].r[3] })
	drop := make([]bool, len(ws))
	var marks []word
	for i := 0; i < len(boxes); {
		j := i + 1
		for j < len(boxes) && math.Abs((boxes[j].r[1]+boxes[j].r[3])-(boxes[i].r[1]+boxes[i].r[3]))/2 < 0.6*boxes[i].size {
			j++
		}
		run := boxes[i:j]
		i = j
		ticked := 0
		for _, b := range run {
			if b.ticked {
				ticked++
			}
		}
		if len(run) < 2 || ticked != 1 {
			continue
		}
		for _, b := range run {
			// the words OCR read from the box's ink: centred on it
			for k, w := range ws {
				xc, yc := (w.x0+w.x1)/2, w.yc()
				if yc <= b.r[1] || yc >= b.r[3] {
					continue
				}
				if xc > b.r[0]-0.2*b.size && xc < b.r[2]+0.2*b.size {
					drop[k] = true
				} else if w.x0 > b.r[0]-0.2*b.size && w.x0 < b.r[2] {
					// the box read into the option's word: "(Reactive"
					ws[k].text = strings.TrimLeftFunc(w.text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
					ws[k].x0 = b.r[2]
					drop[k] = ws[k].text == ""
				}
			}
			text := "☐"
			if b.ticked {
				text = "☑"
			}
			marks = append(marks, word{text: text, x0: b.r[0], y0: b.r[1], x1: b.r[2], y1: b.r[3], conf: 1, size: b.size, group: b.group})
		}
	}
	if len(marks) == 0 {
		return ws
	}
	out := make([]word, 0, len(ws)+len(marks))
	for k, w := range ws {
		if !drop[k] {
			out = append(out, w)
		}
	}
	return append(out, marks...)
}
