package imaging

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// paper returns a white w×h page.
func paper(w, h int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 240
	}
	return g
}

func fillRect(g *image.Gray, r image.Rectangle) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			g.SetGray(x, y, color.Gray{Y: 30})
		}
	}
}

// outline draws a square box's four sides, 2 px thick.
func outline(g *image.Gray, r image.Rectangle) {
	fillRect(g, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+2))
	fillRect(g, image.Rect(r.Min.X, r.Max.Y-2, r.Max.X, r.Max.Y))
	fillRect(g, image.Rect(r.Min.X, r.Min.Y, r.Min.X+2, r.Max.Y))
	fillRect(g, image.Rect(r.Max.X-2, r.Min.Y, r.Max.X, r.Max.Y))
}

// tick draws a tick inside box r.
func tick(g *image.Gray, r image.Rectangle) {
	w := float64(r.Dx())
	for t := 0.0; t <= 1; t += 0.01 {
		// down stroke from the left third, up stroke to the top right
		x1, y1 := 0.25+0.2*t, 0.5+0.25*t
		x2, y2 := 0.45+0.35*t, 0.75-0.5*t
		for _, p := range [][2]float64{{x1, y1}, {x2, y2}} {
			x, y := r.Min.X+int(p[0]*w), r.Min.Y+int(p[1]*w)
			fillRect(g, image.Rect(x, y, x+2, y+2))
		}
	}
}

// ring draws a round letter O, 2 px thick, in r.
func ring(g *image.Gray, r image.Rectangle) {
	cx, cy, rad := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, float64(r.Dx())/2
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy); d <= rad && d >= rad-2 {
				g.SetGray(x, y, color.Gray{Y: 30})
			}
		}
	}
}

func TestCheckBoxes(t *testing.T) {
	g := paper(400, 60)
	empty := image.Rect(20, 20, 40, 40)
	ticked := image.Rect(120, 20, 140, 40)
	filled := image.Rect(220, 20, 240, 40)
	outline(g, empty)
	outline(g, ticked)
	tick(g, ticked)
	fillRect(g, filled)
	ring(g, image.Rect(320, 20, 340, 40))
	fillRect(g, image.Rect(360, 28, 380, 30)) // a dash: no box
	got := map[image.Rectangle]bool{}
	for _, b := range CheckBoxes(g, g.Rect, 20) {
		got[b.Rectangle] = b.Ticked
	}
	want := map[image.Rectangle]bool{empty: false, ticked: true, filled: true}
	if len(got) != len(want) {
		t.Fatalf("CheckBoxes found %v, want %v", got, want)
	}
	for r, tk := range want {
		if g, ok := got[r]; !ok || g != tk {
			t.Errorf("box %v: found %v ticked %v, want ticked %v", r, ok, g, tk)
		}
	}
	if bs := CheckBoxes(g, g.Rect, 38); len(bs) != 0 {
		t.Errorf("boxes half the text's height (a small letter scanned blocky) are no tick boxes: %v", bs)
	}
}
