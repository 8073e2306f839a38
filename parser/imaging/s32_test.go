package imaging_test

import (
	"image"
	"math"
	"testing"

	"github.com/assayhq/assay/parser/imaging"
	"github.com/assayhq/assay/parser/imaging/imagingtest"
)

// blinds darkens diagonal bands of g, as a window's blind shades a desk:
// light 0.4 in the bands, with sharp edges.
func blinds(g *image.Gray, pitch, width int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	for y := range h {
		for x := range w {
			if (x/3+y)%pitch < width {
				g.Pix[y*g.Stride+x] = uint8(float64(g.Pix[y*g.Stride+x]) * 0.4)
			}
		}
	}
}

func checkCorners(t *testing.T, got, want imaging.Quad) {
	t.Helper()
	for i := range want {
		if d := imaging.Dist(got[i], want[i]); d > 5 {
			t.Errorf("corner %d: got (%.1f, %.1f), want (%.0f, %.0f) (%.1f px off)", i, got[i].X, got[i].Y, want[i].X, want[i].Y, d)
		}
	}
}

// The shaded paper is darker than Otsu's threshold over the whole photo,
// which then splits lit paper from the rest.
func TestFindSheetUnderABlindsShadow(t *testing.T) {
	want := imaging.Quad{{62, 48}, {930, 91}, {905, 1180}, {88, 1160}}
	photo := imagingtest.Photograph(imagingtest.Page(), want, 1000, 1250)
	// a dark desk: lit, it is as dark as the shaded paper
	for y := range 1250 {
		for x := range 1000 {
			if outside(want, float64(x)+0.5, float64(y)+0.5) {
				photo.Pix[y*photo.Stride+x] /= 2
			}
		}
	}
	blinds(photo, 150, 70)
	got, ok := imaging.FindSheet(photo)
	if !ok {
		t.Fatal("FindSheet found no sheet under the blind's shadow")
	}
	checkCorners(t, got, want)
}

// Bright squares of a checked cloth touch the paper along its edges.
func TestFindSheetOnACheckedCloth(t *testing.T) {
	want := imaging.Quad{{162, 148}, {830, 171}, {815, 1030}, {178, 1010}}
	photo := imagingtest.Photograph(imagingtest.Page(), want, 1000, 1250)
	// the cloth: checks growing from 16 to 30 px toward the camera, white
	// where both the row and the column are odd, mid-grey where one is,
	// dark where neither, on a dark desk that shows around it
	for y := range 1250 {
		size := 16 + 14*float64(y)/1250
		row := int(math.Floor(float64(y) / size))
		for x := range 1000 {
			if !outside(want, float64(x)+0.5, float64(y)+0.5) {
				continue
			}
			if x < 40 || x >= 960 || y < 40 || y >= 1210 {
				photo.Pix[y*photo.Stride+x] = 40
				continue
			}
			v := uint8(70)
			switch (int(math.Floor((float64(x)-500)/size)) & 1) + (row & 1) {
			case 2:
				v = 235
			case 1:
				v = 110
			}
			photo.Pix[y*photo.Stride+x] = v
		}
	}
	got, ok := imaging.FindSheet(photo)
	if !ok {
		t.Fatal("FindSheet found no sheet on the checked cloth")
	}
	checkCorners(t, got, want)
}

// outside reports whether (x, y) is outside the convex quad q.
func outside(q imaging.Quad, x, y float64) bool {
	for i := range q {
		a, b := q[i], q[(i+1)%4]
		if (b.X-a.X)*(y-a.Y)-(b.Y-a.Y)*(x-a.X) < 0 {
			return true
		}
	}
	return false
}

// A shadow with sharp edges across a photographed page is divided out,
// while the print in it stays dark, and a filled band keeps its white
// letters.
func TestCleanPhotoDividesOutASharpShadow(t *testing.T) {
	g := blankPage(1200, 900)
	var letters []image.Rectangle
	for y := 100; y < 800; y += 50 {
		letters = append(letters, fillRun(g, 30, 100, 30, y, 12, 20, 30)...)
	}
	band := image.Rect(100, 40, 1100, 80)
	fill(g, band, 70)
	white := fillRun(g, 20, 120, 45, 50, 14, 20, 245)
	// a blind's shadow: bands 60 px tall, light 0.4, with sharp edges,
	// slanting down a pixel every five across
	shaded := func(x, y int) bool { y -= x / 5; return y >= 100 && (y-100)%150 < 60 }
	for y := range 900 {
		for x := range 1200 {
			if shaded(x, y) {
				g.Pix[y*g.Stride+x] = uint8(float64(g.Pix[y*g.Stride+x]) * 0.4)
			}
		}
	}
	imaging.CleanPhoto(g)
	for y := 100; y < 800; y += 10 {
		for x := 20; x < 1180; x += 10 {
			if !shaded(x, y-4) || !shaded(x, y+4) {
				continue // (at the edge itself sharpening leaves a line)
			}
			in := false
			for _, r := range letters {
				if image.Pt(x, y).In(r.Inset(-6)) {
					in = true
				}
			}
			if v := g.Pix[y*g.Stride+x]; !in && v < 200 {
				t.Fatalf("shaded paper at (%d, %d) is %d after cleaning, want light", x, y, v)
			}
		}
	}
	for _, r := range letters {
		if inkIn(g, r.Inset(3)) < r.Inset(3).Dx()*r.Inset(3).Dy()*9/10 {
			t.Fatalf("letter %v lost its ink", r)
		}
	}
	for _, r := range white {
		c := r.Min.Add(image.Pt(r.Dx()/2, r.Dy()/2))
		if v := g.Pix[c.Y*g.Stride+c.X]; v < 200 {
			t.Errorf("white letter %v on the band is %d, want light", r, v)
		}
	}
	if v := g.Pix[75*g.Stride+110]; v > 128 {
		t.Errorf("the filled band is %d after cleaning, want dark", v)
	}
}
