package imaging

import "image"

// DottedZeros says of each of glyphs, digits' boxes in g, whether it is a
// zero marked inside its oval, as monospaced fonts print it (a dot, a short
// bar or a slash): it is closed on both sides through its middle half, and
// some row of its middle fifth crosses ink three times, at its left edge,
// in its middle and at its right edge. An 8 crosses such a row once, at its
// waist. word is the word's box, whose grey levels set the ink threshold.
func DottedZeros(g *image.Gray, word image.Rectangle, glyphs []image.Rectangle) []bool {
	out := make([]bool, len(glyphs))
	ink, ok := inkLevel(g, word.Intersect(g.Rect))
	if !ok {
		return out
	}
	for i, gl := range glyphs {
		out[i] = dottedZero(g, ink, gl)
	}
	return out
}

func dottedZero(g *image.Gray, ink uint8, glyph image.Rectangle) bool {
	glyph = glyph.Intersect(g.Rect)
	w, h := glyph.Dx(), glyph.Dy()
	if h < 10 || w < 6 {
		return false
	}
	// an oval: ink near both edges from a quarter to three quarters of the
	// height (a 6 opens at its upper right, a 9 at its lower left, where
	// their bowls close at mid-height in three crossings too)
	for y := glyph.Min.Y + h/4; y < glyph.Min.Y+3*h/4; y++ {
		row := g.Pix[g.PixOffset(glyph.Min.X, y):][:w]
		left, right := false, false
		for x, v := range row {
			if v <= ink {
				left = left || 10*x < 3*w
				right = right || 10*x >= 7*w
			}
		}
		if !left || !right {
			return false
		}
	}
	for y := glyph.Min.Y + 2*h/5; y < glyph.Min.Y+3*h/5; y++ {
		row := g.Pix[g.PixOffset(glyph.Min.X, y):][:w]
		var runs [][2]int
		for x := 0; x < w; x++ {
			if row[x] > ink {
				continue
			}
			if n := len(runs); n > 0 && runs[n-1][1] == x {
				runs[n-1][1] = x + 1
			} else {
				runs = append(runs, [2]int{x, x + 1})
			}
		}
		if len(runs) != 3 {
			continue
		}
		mid := runs[1][0] + runs[1][1] // twice its centre
		if 5*runs[0][0] <= w && 5*runs[2][1] >= 4*w && 10*mid >= 7*w && 10*mid <= 13*w {
			return true
		}
	}
	return false
}
