package imaging

import "image"

// CheckBox is a printed tick box: where it is and whether it is marked.
type CheckBox struct {
	image.Rectangle
	Ticked bool
}

// CheckBoxes finds the tick boxes printed in r of g about size pixels high
// (the height of the text beside them): square outlines with four straight
// sides, empty inside or marked (a tick or a cross inside, or filled). OCR
// reads them as "O", "©", "0" or nothing, and the mark not at all; a
// letter's ring is round, so its sides are not straight, and a box is at
// least 0.58 of the text's height (a small letter scanned at 150 dpi is
// blocky; the corpus's boxes measure 0.6 to 1.2 of it).
func CheckBoxes(g *image.Gray, r image.Rectangle, size float64) []CheckBox {
	r = r.Intersect(g.Rect)
	ink, ok := inkLevel(g, r)
	if !ok || size < 8 {
		return nil
	}
	var out []CheckBox
	for _, b := range inkBlobs(g, r, ink, neighbours8, 0) {
		bw, bh := float64(b.Dx()), float64(b.Dy())
		if bw < 0.58*size || bh < 0.58*size || bw > 1.6*size || bh > 1.6*size || bw > 1.33*bh || bh > 1.33*bw {
			continue
		}
		if ticked, ok := boxInk(g, b, ink); ok {
			out = append(out, CheckBox{b.Rectangle, ticked})
		}
	}
	return out
}

// boxInk says whether blob b is a square outline (each side's strip inked
// along at least 85% of its length) and whether it holds a mark: ink on
// more than a tenth of the inside, where an empty box holds less than a
// twenty-fifth (specks). A solid square counts as marked.
func boxInk(g *image.Gray, b Blob, ink uint8) (ticked, ok bool) {
	dark := func(x, y int) bool { return g.Pix[g.PixOffset(x, y)] <= ink }
	w, h := b.Dx(), b.Dy()
	if float64(b.Area) >= 0.85*float64(w*h) {
		return true, true
	}
	t := max(2, min(w, h)/6) // a side's strip: the stroke and a pixel of blur
	covered := func(n int, inked func(i int) bool) bool {
		c := 0
		for i := range n {
			if inked(i) {
				c++
			}
		}
		return float64(c) >= 0.85*float64(n)
	}
	rowInked := func(y0 int) func(int) bool {
		return func(i int) bool {
			for y := y0; y < y0+t; y++ {
				if dark(b.Min.X+i, y) {
					return true
				}
			}
			return false
		}
	}
	colInked := func(x0 int) func(int) bool {
		return func(i int) bool {
			for x := x0; x < x0+t; x++ {
				if dark(x, b.Min.Y+i) {
					return true
				}
			}
			return false
		}
	}
	if !covered(w, rowInked(b.Min.Y)) || !covered(w, rowInked(b.Max.Y-t)) ||
		!covered(h, colInked(b.Min.X)) || !covered(h, colInked(b.Max.X-t)) {
		return false, false
	}
	in := b.Rectangle.Inset(max(t+1, min(w, h)*22/100))
	if in.Dx() < 2 || in.Dy() < 2 {
		return false, false
	}
	n := 0
	for y := in.Min.Y; y < in.Max.Y; y++ {
		for x := in.Min.X; x < in.Max.X; x++ {
			if dark(x, y) {
				n++
			}
		}
	}
	share := float64(n) / float64(in.Dx()*in.Dy())
	switch {
	case share > 0.1:
		return true, true
	case share < 0.04:
		return false, true
	}
	return false, false
}
