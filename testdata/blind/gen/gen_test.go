package main

import (
	"context"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const committed = "../reports"

// The committed truth files are what the generator writes today.
func TestTruthMatchesCommitted(t *testing.T) {
	for _, l := range layouts() {
		rep := l.report()
		for _, v := range variants(l) {
			want, err := variantTruth(l, rep, v)
			if err != nil {
				t.Fatal(err)
			}
			name := l.Name + "-" + v.suffix
			got, err := os.ReadFile(filepath.Join(committed, name+".truth.json"))
			if err != nil {
				t.Fatalf("%s: %v (run make testdata-blind)", name, err)
			}
			if string(got) != string(want) {
				t.Errorf("%s.truth.json is stale: run make testdata-blind", name)
			}
			if _, err := os.Stat(filepath.Join(committed, name+"."+v.format)); err != nil {
				t.Errorf("%s: document missing: %v", name, err)
			}
		}
	}
}

// Every truth row is printed on its page of the committed text PDF.
func TestCommittedTextPDFsPrintTheirTruth(t *testing.T) {
	for _, l := range layouts() {
		rep := l.report()
		pdf, err := os.ReadFile(filepath.Join(committed, l.Name+"-text.pdf"))
		if err != nil {
			t.Fatal(err)
		}
		if err := verify(context.Background(), pdf, rep); err != nil {
			t.Errorf("%s: %v", l.Name, err)
		}
	}
}

// A flag always agrees with the value and the range it is printed beside.
func TestFlagsFollowValues(t *testing.T) {
	for _, l := range layouts() {
		for _, s := range l.Build().Sections {
			for _, r := range s.Rows {
				if (r.Flag != "") && r.Interp != "abnormal" && r.Interp != "critical" { // a critical value carries its own flag (class 107)
					t.Errorf("%s %s: flag %q on a %s value", l.Name, r.Name, r.Flag, r.Interp)
				}
				if strings.Contains(r.Name, "<") || strings.Contains(r.Name, "  ") {
					t.Errorf("%s %q: markup in the truth name", l.Name, r.Name)
				}
			}
		}
	}
}

// Chromium renders the same HTML to the same bytes once the dates are fixed.
func TestRenderDeterministic(t *testing.T) {
	l := ukLab()
	rep := l.report()
	a, err := printPDF(context.Background(), l.HTML(rep))
	if err != nil {
		t.Fatal(err)
	}
	b, err := printPDF(context.Background(), l.HTML(rep))
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Fatal("two renders of the same HTML differ")
	}
	if err := verify(context.Background(), a, rep); err != nil {
		t.Fatal(err)
	}
}

// Degradations are seeded, and image-only PDFs are valid PDFs.
func TestDegradeDeterministic(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 300, 200))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for x := 50; x < 250; x++ {
		img.Set(x, 100, color.Gray{})
	}
	s1, s2 := scan(img, "seed", 1.2, 6, 0.001, true), scan(img, "seed", 1.2, 6, 0.001, true)
	if string(s1.Pix) != string(s2.Pix) {
		t.Fatal("scan is not deterministic")
	}
	p1, p2 := photo(img, "seed", 200), photo(img, "seed", 200)
	if string(p1.Pix) != string(p2.Pix) {
		t.Fatal("photo is not deterministic")
	}
	pdf, err := imagePDF([]image.Image{s1, p1}, 100, 70)
	if err != nil {
		t.Fatal(err)
	}
	pages, err := rasterize(context.Background(), pdf, 50)
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 2 {
		t.Fatalf("image-only PDF has %d pages, want 2", len(pages))
	}
}

// blankPage is a white 300×420 test page.
func blankPage() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 300, 420))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	return img
}

// ruledPage is blankPage with black rules every 40 pixels down it.
func ruledPage() *image.RGBA {
	img := blankPage()
	for x := 40; x < 260; x++ {
		for y := 100; y < 400; y += 40 {
			img.Set(x, y, color.Black)
		}
	}
	return img
}

// The session-12 captures (folded page, show-through, dim photo) are seeded too.
func TestSession12CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	f1, f2 := fold(img, "seed"), fold(img, "seed")
	if string(f1.Pix) != string(f2.Pix) {
		t.Fatal("fold is not deterministic")
	}
	if s1, s2 := showThrough(img, img), showThrough(img, img); string(s1.Pix) != string(s2.Pix) {
		t.Fatal("showThrough is not deterministic")
	}
	if p1, p2 := photoDim(img, "seed", 200), photoDim(img, "seed", 200); string(p1.Pix) != string(p2.Pix) {
		t.Fatal("photoDim is not deterministic")
	}
	// the creases darken the paper a third and two thirds down the page
	if mid, crease := f1.GrayAt(20, 70).Y, minGray(f1, 20, 120, 160); crease >= mid-20 {
		t.Fatalf("no crease shadow: paper %d, darkest near the first crease %d", mid, crease)
	}
}

func minGray(g *image.Gray, x, y0, y1 int) uint8 {
	m := uint8(255)
	for y := y0; y < y1; y++ {
		m = min(m, g.GrayAt(x, y).Y)
	}
	return m
}

// The session-13 pen marks are seeded, put ink on the page, and refuse a
// token printed twice.
func TestSession13PenDeterministic(t *testing.T) {
	img := blankPage()
	bs := []box{{40, 50, 70, 58, "7,4"}, {100, 50, 118, 58, "98"}, {100, 70, 118, 78, "98"}}
	p := &Pen{Circle: []string{"7,4"}, Tick: []string{"7,4"}, Underline: []string{"7,4"}, Note: [2]float64{10, 120}, NoteWords: 2}
	a, err := penMarks(img, bs, 150, p, "seed")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := penMarks(img, bs, 150, p, "seed")
	if string(a.Pix) != string(b.Pix) {
		t.Fatal("penMarks is not deterministic")
	}
	inked := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if a.Pix[i] < 128 {
			inked++
		}
	}
	if inked < 200 {
		t.Fatalf("only %d pixels of ink", inked)
	}
	if _, err := penMarks(img, bs, 150, &Pen{Circle: []string{"98"}}, "seed"); err == nil {
		t.Fatal("a token printed twice was circled")
	}
}

// The session-15 quarter turn makes a landscape page portrait, its top edge
// on the left read bottom to top, and is a pure pixel copy.
func TestSession15TurnDeterministic(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 300, 200))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	img.Set(0, 0, color.Black)    // top-left corner of the page
	img.Set(299, 0, color.Black)  // top-right corner
	img.Set(10, 199, color.Black) // near the bottom-left corner
	a, b := turn90(img), turn90(img)
	if string(a.Pix) != string(b.Pix) {
		t.Fatal("turn90 is not deterministic")
	}
	if a.Bounds().Dx() != 200 || a.Bounds().Dy() != 300 {
		t.Fatalf("turned page is %v, want 200x300", a.Bounds())
	}
	for _, p := range []image.Point{{0, 299}, {0, 0}, {199, 289}} {
		if r, _, _, _ := a.At(p.X, p.Y).RGBA(); r != 0 {
			t.Errorf("no ink at %v of the turned page", p)
		}
	}
}
