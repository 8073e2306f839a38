package main

import (
	"image"
	"math"
	"testing"
)

// The session-22 captures (monitor photo, messaging-app photo, colour scan
// of a punched and stapled page) are seeded; the monitor's pixel grid
// leaves colour fringes on white, the messaging app scales the photo to
// 1280 px, and the binder holes show the scanner's dark lid.
func TestSession22CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	m1, m2 := monitorPhoto(img, "seed", 400), monitorPhoto(img, "seed", 400)
	if string(m1.Pix) != string(m2.Pix) {
		t.Fatal("monitorPhoto is not deterministic")
	}
	if m1.Bounds().Dx() != 400 {
		t.Fatalf("monitor photo is %d px wide, want 400", m1.Bounds().Dx())
	}
	// on a white page shown at the corpus's scale (a screen pixel a little
	// larger than a photo pixel), the red, green and blue stripes beat with
	// the camera's pixels: along a row the balance of red and blue swings
	// far more than sensor noise alone makes it (about 5)
	white := image.NewRGBA(image.Rect(0, 0, 600, 800))
	for i := range white.Pix {
		white.Pix[i] = 255
	}
	mw := monitorPhoto(white, "seed", 754)
	spread := 0.0
	for _, y := range []int{200, 600} {
		var sum, sq float64
		for x := 250; x < 500; x++ {
			c := mw.RGBAAt(x, y)
			d := float64(c.R) - float64(c.B)
			sum, sq = sum+d, sq+d*d
		}
		spread = math.Max(spread, math.Sqrt(sq/250-sum*sum/62500))
	}
	if spread < 15 {
		t.Fatalf("no moiré on the monitor photo: red-blue spread %.1f", spread)
	}
	c1, err := chatPhoto(img, "seed")
	if err != nil {
		t.Fatal(err)
	}
	c2, _ := chatPhoto(img, "seed")
	if string(c1.Pix) != string(c2.Pix) {
		t.Fatal("chatPhoto is not deterministic")
	}
	if c1.Bounds().Dx() != 1280 {
		t.Fatalf("messaging-app photo is %d px wide, want 1280", c1.Bounds().Dx())
	}
	// ruledPage at 36 dpi is about an A4 page: holes 12 mm from the left
	// edge, 40 mm above and below the middle
	s1, s2 := colourScan(img, "seed", 36), colourScan(img, "seed", 36)
	if string(s1.Pix) != string(s2.Pix) {
		t.Fatal("colourScan is not deterministic")
	}
	mm := 36 / 25.4
	for _, dy := range []float64{-40, 40} {
		c := s1.RGBAAt(int(12*mm), int(210+dy*mm))
		if c.R > 90 || c.G > 90 || c.B > 90 {
			t.Fatalf("no punched hole at %.0f mm: %v", dy, c)
		}
	}
	if c := s1.RGBAAt(150, 320); c.R < 200 || c.G < 200 {
		t.Fatalf("paper is not light: %v", c)
	}
}
