package imaging

import (
	"image"
	"image/color"
	"testing"
)

// TestStretchInk: a fax's light grey stroke turns dark and the paper's
// speckle noise turns white, so that a global threshold keeps one and
// drops the other; a blank page is left alone.
func TestStretchInk(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 100, 100))
	for i := range g.Pix {
		g.Pix[i] = []uint8{246, 232, 250, 240}[i%4] // paper with noise
	}
	for y := 40; y < 42; y++ {
		for x := 10; x < 90; x++ {
			g.SetGray(x, y, color.Gray{Y: 150}) // a light stroke
		}
	}
	g.SetGray(5, 5, color.Gray{Y: 20}) // the darkest ink
	StretchInk(g)
	if v := g.GrayAt(50, 40).Y; v >= 128 {
		t.Errorf("stroke = %d after stretching, want darker than 128", v)
	}
	if v := g.GrayAt(1, 0).Y; v != 255 {
		t.Errorf("paper noise at 232 = %d after stretching, want 255", v)
	}
	blank := image.NewGray(image.Rect(0, 0, 10, 10))
	for i := range blank.Pix {
		blank.Pix[i] = 200
	}
	StretchInk(blank)
	if blank.Pix[0] != 200 {
		t.Errorf("a page of one level changed to %d", blank.Pix[0])
	}
}
