package imaging

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// glyphImage draws a digit-sized shape on white: ink where in(x, y) says,
// with x and y from -1 to 1 across the glyph's box.
func glyphImage(w, h int, in func(x, y float64) bool) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w+8, h+8))
	for y := 0; y < h+8; y++ {
		for x := 0; x < w+8; x++ {
			g.SetGray(x, y, color.Gray{255})
			fx, fy := 2*float64(x-4)/float64(w-1)-1, 2*float64(y-4)/float64(h-1)-1
			if x >= 4 && x < w+4 && y >= 4 && y < h+4 && in(fx, fy) {
				g.SetGray(x, y, color.Gray{20})
			}
		}
	}
	return g
}

// ovalStroke is an oval's stroke.
func ovalStroke(x, y, rx, ry float64) bool {
	d := math.Hypot(x/rx, y/ry)
	return d <= 1 && d >= 0.7
}

func TestDottedZero(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   func(x, y float64) bool
		want bool
	}{
		{"dotted zero", func(x, y float64) bool { return ovalStroke(x, y, 1, 1) || math.Hypot(x/0.2, y/0.12) <= 1 }, true},
		{"slashed zero", func(x, y float64) bool {
			return ovalStroke(x, y, 1, 1) || math.Abs(x+y*0.5) < 0.12 && math.Abs(y) < 0.8
		}, true},
		{"plain zero", func(x, y float64) bool { return ovalStroke(x, y, 1, 1) }, false},
		// two stacked loops meeting at a waist
		{"eight", func(x, y float64) bool { return ovalStroke(x, (y+0.5)*2, 0.8, 1) || ovalStroke(x, (y-0.5)*2, 1, 1) }, false},
		// a loop below, a stem up the left, open at the upper right
		{"six", func(x, y float64) bool {
			return ovalStroke(x, (y-0.4)*1.6, 1, 1) || x < -0.7 && x > -1 && y < 0.4 || y < -0.85 && x > -1 && x < 0.3
		}, false},
		// a loop above closing at mid-height, a stem down the right
		{"nine", func(x, y float64) bool {
			return ovalStroke(x, (y+0.45)*1.8, 1, 1) || x > 0.7 && x < 1 && y > -0.45 || y > 0.85 && x > -0.7 && x < 1
		}, false},
	} {
		g := glyphImage(16, 26, tc.in)
		box := image.Rect(4, 4, 20, 30)
		if got := DottedZeros(g, g.Rect, []image.Rectangle{box})[0]; got != tc.want {
			t.Errorf("%s: DottedZeros = %v, want %v", tc.name, got, tc.want)
		}
	}
}
