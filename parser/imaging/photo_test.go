package imaging_test

import (
	"github.com/assayhq/assay/parser/imaging"
	"github.com/assayhq/assay/parser/imaging/imagingtest"
	"image"
	"math"
	"testing"
)

func TestFindSheetFindsTheQuadAndRectifies(t *testing.T) {
	want := imaging.Quad{{62, 48}, {930, 91}, {905, 1180}, {88, 1160}}
	photo := imagingtest.Photograph(imagingtest.Page(), want, 1000, 1250)
	got, ok := imaging.FindSheet(photo)
	if !ok {
		t.Fatal("FindSheet found no imaging.Sheet in a photo of one")
	}
	for i := range want {
		if d := imaging.Dist(got[i], want[i]); d > 4 {
			t.Errorf("corner %d: got (%.1f, %.1f), want (%.0f, %.0f) (%.1f px off)", i, got[i].X, got[i].Y, want[i].X, want[i].Y, d)
		}
	}
	sw, sh := imaging.SheetSize(got)
	s := imaging.RectifySheet(photo, got, int(sw), int(sh))
	// Every bar of text is level again: a row through a bar's middle is
	// dark at both ends, and the row between two bars is light throughout.
	rowInk := func(y, x0, x1 int) (dark int) {
		for x := x0; x < x1; x++ {
			if s.Gray.Pix[y*s.Gray.Stride+x] < 128 {
				dark++
			}
		}
		return dark
	}
	fy := sh / 1100
	fx := sw / 850
	for _, bar := range []int{100, 500, 940} {
		mid := int(float64(bar+6) * fy)
		gap := int(float64(bar+26) * fy)
		left := rowInk(mid, int(110*fx), int(250*fx))
		right := rowInk(mid, int(600*fx), int(740*fx))
		if left == 0 || right == 0 {
			t.Errorf("bar at %d: not level after rectification (ink left %d, right %d)", bar, left, right)
		}
		if n := rowInk(gap, int(100*fx), int(750*fx)); n > 0 {
			t.Errorf("gap under bar %d: %d dark pixels, want none", bar, n)
		}
	}
	// and the rectified page maps back onto the photo's corners
	x, y := s.ToPhoto(0, 0)
	if d := imaging.Dist(imaging.Point{x, y}, want[0]); d > 4 {
		t.Errorf("toPhoto(0,0) = (%.1f, %.1f), want near %v", x, y, want[0])
	}
	x, y = s.ToPhoto(float64(s.Gray.Rect.Dx()), float64(s.Gray.Rect.Dy()))
	if d := imaging.Dist(imaging.Point{x, y}, want[2]); d > 4 {
		t.Errorf("toPhoto(bottom right) = (%.1f, %.1f), want near %v", x, y, want[2])
	}
}

func TestFindSheetLeavesScansAlone(t *testing.T) {
	dark := image.NewGray(image.Rect(0, 0, 600, 800))
	for i := range dark.Pix {
		dark.Pix[i] = 40
	}
	for name, g := range map[string]*image.Gray{
		"scan filling the image": imagingtest.Page(),
		"all dark":               dark,
		"tiny":                   image.NewGray(image.Rect(0, 0, 30, 30)),
	} {
		if q, ok := imaging.FindSheet(g); ok {
			t.Errorf("%s: found a imaging.Sheet %v, want none", name, q)
		}
	}
}

func fill(g *image.Gray, r image.Rectangle, v uint8) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			g.Pix[y*g.Stride+x] = v
		}
	}
}

// fillRun fills n boxes of w×h at x0, x0+pitch, ... on the band from y and
// returns them: a row of letters, dots or dashes.
func fillRun(g *image.Gray, n, x0, pitch, y, w, h int, v uint8) []image.Rectangle {
	rs := make([]image.Rectangle, n)
	for i := range rs {
		rs[i] = image.Rect(x0+i*pitch, y, x0+i*pitch+w, y+h)
		fill(g, rs[i], v)
	}
	return rs
}

func blankPage(w, h int) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, w, h))
	fill(g, g.Rect, 250)
	return g
}

func inkIn(g *image.Gray, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if g.Pix[y*g.Stride+x] < 128 {
				n++
			}
		}
	}
	return n
}

func TestRemoveRules(t *testing.T) {
	g := blankPage(1000, 1000)
	hRule := image.Rect(50, 300, 950, 303)
	vRule := image.Rect(500, 400, 503, 900)
	letter := image.Rect(520, 500, 534, 524) // close to the vertical rule
	shaded := image.Rect(50, 100, 950, 140)  // a shaded header box with text
	text := image.Rect(80, 112, 120, 128)
	fill(g, hRule, 30)
	fill(g, vRule, 30)
	fill(g, letter, 30)
	fill(g, shaded, 190)
	fill(g, text, 30)
	// a light band behind a row, as abnormal rows are printed: three of
	// its rows add up to ink, none of its pixels is
	band := image.Rect(50, 600, 480, 640)
	bandText := image.Rect(80, 612, 120, 628)
	fill(g, band, 215)
	fill(g, bandText, 30)
	imaging.RemoveRules(g, 60, 40, 8)
	if n := inkIn(g, bandText); n != bandText.Dx()*bandText.Dy() {
		t.Errorf("text in a light band lost %d pixels", bandText.Dx()*bandText.Dy()-n)
	}
	if n := inkIn(g, hRule); n > 0 {
		t.Errorf("horizontal rule: %d dark pixels left", n)
	}
	if n := inkIn(g, vRule); n > 0 {
		t.Errorf("vertical rule: %d dark pixels left", n)
	}
	if n := inkIn(g, letter); n != letter.Dx()*letter.Dy() {
		t.Errorf("letter beside a rule lost %d pixels", letter.Dx()*letter.Dy()-n)
	}
	if n := inkIn(g, text); n != text.Dx()*text.Dy() {
		t.Errorf("text in a shaded box lost %d pixels", text.Dx()*text.Dy()-n)
	}
}

func TestRemoveLeaders(t *testing.T) {
	g := blankPage(1200, 1000)
	// "letters": 30 blocks 24 px tall, so that the page has a letter height
	fillRun(g, 30, 40, 20, 40, 14, 24, 30)
	// a leader: 12 dots at a steady pitch on a baseline
	leader := fillRun(g, 12, 100, 16, 200, 5, 5, 30)
	// a decimal point between two digits, and the dots of five i's
	point := image.Rect(630, 200, 635, 205)
	fill(g, image.Rect(600, 181, 614, 205), 30)
	fill(g, point, 30)
	fill(g, image.Rect(650, 181, 664, 205), 30)
	iDots := fillRun(g, 5, 800, 16, 280, 5, 5, 30)
	fillRun(g, 5, 800, 16, 292, 5, 18, 30) // the stems
	imaging.RemoveLeaders(g)
	for i, r := range leader {
		if n := inkIn(g, r); n > 0 {
			t.Errorf("leader dot %d kept", i)
		}
	}
	if inkIn(g, point) == 0 {
		t.Error("decimal point removed")
	}
	for i, r := range iDots {
		if inkIn(g, r) == 0 {
			t.Errorf("dot of i %d removed", i)
		}
	}
}

// TestSharpenMatchesNaive checks the sliding-window unsharp mask against
// the plain definition: v + amount·(v − mean of the clamped box around v).
func TestSharpenMatchesNaive(t *testing.T) {
	const w, h, r, amount = 37, 23, 2, 0.7
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = uint8((i*7919 + i*i*31) % 256)
	}
	want := make([]uint8, len(g.Pix))
	for y := range h {
		for x := range w {
			// mean over rows of row-means, each row over its clamped window
			var sum float64
			y0, y1 := max(0, y-r), min(h, y+r+1)
			for yy := y0; yy < y1; yy++ {
				x0, x1 := max(0, x-r), min(w, x+r+1)
				var rs float64
				for xx := x0; xx < x1; xx++ {
					rs += float64(g.Pix[yy*w+xx])
				}
				sum += rs / float64(x1-x0)
			}
			v := float64(g.Pix[y*w+x])
			want[y*w+x] = imaging.Clamp8(v + amount*(v-sum/float64(y1-y0)))
		}
	}
	imaging.Sharpen(g, r, amount)
	for i := range want {
		if d := int(g.Pix[i]) - int(want[i]); d < -1 || d > 1 {
			t.Fatalf("pixel (%d, %d) = %d, want %d", i%w, i/w, g.Pix[i], want[i])
		}
	}
}

func TestFindSkew(t *testing.T) {
	page := imagingtest.Page()
	w, h := page.Rect.Dx(), page.Rect.Dy()
	for _, deg := range []float64{1.5, -1.0, 6.5, -7.8} {
		// the page, turned by deg and a little larger than the image, so
		// that no background shows
		th := deg * math.Pi / 180
		cx, cy := float64(w)/2, float64(h)/2
		rot := func(x, y float64) imaging.Point {
			dx, dy := (x-cx)*1.1, (y-cy)*1.1
			return imaging.Point{cx + dx*math.Cos(th) - dy*math.Sin(th), cy + dx*math.Sin(th) + dy*math.Cos(th)}
		}
		scan := imagingtest.Photograph(page, imaging.Quad{rot(0, 0), rot(float64(w), 0), rot(float64(w), float64(h)), rot(0, float64(h))}, w, h)
		q, ok := imaging.FindSkew(scan)
		if !ok {
			t.Errorf("%.1f°: no skew found", deg)
			continue
		}
		if got := imaging.SkewOf(q); math.Abs(got-deg) > 0.15 {
			t.Errorf("%.1f°: found %.2f°", deg, got)
		}
	}
	if _, ok := imaging.FindSkew(page); ok {
		t.Error("a level page was found skewed")
	}
}

// TestWhitenFaint whitens marks lighter than halfway between ink and paper
// (a dotted rule, a shaded row) and keeps ink with its grey edges.
func TestWhitenFaint(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 100, 100))
	for i := range g.Pix {
		g.Pix[i] = 245 // paper
	}
	for x := 10; x < 90; x++ {
		g.Pix[20*g.Stride+x] = 190 // a faint dotted rule
		for y := 40; y < 50; y++ {
			g.Pix[y*g.Stride+x] = 225 // a shaded row
		}
		g.Pix[60*g.Stride+x] = 10  // ink
		g.Pix[61*g.Stride+x] = 110 // its grey edge
	}
	imaging.WhitenFaint(g)
	for _, c := range []struct {
		y    int
		want uint8
	}{{20, 255}, {45, 255}, {60, 10}, {61, 110}, {5, 255}} {
		if got := g.Pix[c.y*g.Stride+50]; got != c.want {
			t.Errorf("row %d = %d, want %d", c.y, got, c.want)
		}
	}
}

// TestDarkBands finds a header printed light on a dark band and turns it
// into dark text on paper; a page without one has no band.
func TestDarkBands(t *testing.T) {
	g := blankPage(400, 400)
	fill(g, image.Rect(20, 100, 380, 116), 60) // the band
	fill(g, image.Rect(40, 104, 60, 112), 240) // a light letter on it
	fill(g, image.Rect(20, 200, 100, 230), 20) // a dark logo, too narrow for a band
	bands := imaging.DarkBands(g)
	if len(bands) != 1 || bands[0] != image.Rect(20, 100, 380, 116) {
		t.Fatalf("DarkBands = %v, want one band (20,100)-(380,116)", bands)
	}
	inv := imaging.InvertBand(g, bands[0])
	if v := inv.GrayAt(30, 2).Y; v != 255 {
		t.Errorf("band ground = %d, want paper 255", v)
	}
	if v := inv.GrayAt(25, 6).Y; v > 30 {
		t.Errorf("light letter = %d, want dark", v)
	}
	if bands := imaging.DarkBands(blankPage(400, 300)); len(bands) != 0 {
		t.Errorf("blank page bands = %v", bands)
	}
}
