package main

import (
	"image"
	"image/color"
	"strings"
	"testing"
)

// The session-25 helpers: fixed-width fields count characters, not bytes;
// units go in brackets; the newspaper flow cuts the table in half, so
// gt_lab's chemistry section goes on at the head of the right column
// without its title; lk_hosp's sub-results are rows named by their parent.
func TestSession25Helpers(t *testing.T) {
	if got := s25Line([]int{6, 8}, "µg", "[µmol/L]", "x"); got != "µg    [µmol/L]x" {
		t.Fatalf("s25Line = %q", got)
	}
	if s25Bracket("mmol/L") != "[mmol/L]" || s25Bracket("") != "" {
		t.Fatal("s25Bracket")
	}
	if n := strings.Count(s25Pins(10, 2, 25.4/6), "<rect"); n != 24+39 {
		t.Fatalf("s25Pins drew %d rectangles, want 24 pin gaps and 39 column gaps", n)
	}
	for _, l := range []*Layout{gtLab(), mgLab()} {
		rep := l.report()
		left, right := s25Flow(rep.Sections)
		if d := len(left) - len(right); d < 0 || d > 1 {
			t.Fatalf("%s: columns of %d and %d lines", l.Name, len(left), len(right))
		}
		// the class's point: the right column begins inside a section
		var lastTitle string
		for _, it := range left {
			if it.row == nil {
				lastTitle = it.title
			}
		}
		if right[0].row == nil {
			t.Fatalf("%s: the right column begins with a title", l.Name)
		}
		if got := right[0].row.panel; got == "" || !strings.Contains(lastTitle, got) {
			t.Fatalf("%s: the right column's first row is in %q, the left column ends under %q", l.Name, got, lastTitle)
		}
	}
	units := map[string][]string{}
	for _, s := range lkHosp().report().Sections {
		for _, r := range s.Rows {
			if r.HTMLName != "" {
				units[r.Name] = append(units[r.Name], r.Unit)
			}
		}
	}
	if len(units) != 5 || strings.Join(units["Neutrophils"], " ") != "% x10^3/uL" {
		t.Fatalf("lk_hosp sub-results: %v", units)
	}
	// every layout's page builds (gh_lab panics on an overfull page,
	// dz_lab on a row without its Arabic name)
	for _, l := range []*Layout{ghLab(), gtLab(), dzLab(), lkHosp(), mgLab()} {
		if h := l.HTML(l.report()); !strings.Contains(h, "</body>") {
			t.Fatalf("%s: no page", l.Name)
		}
	}
}

// The 2-up capture holds every page, so its truth lists every row.
func TestSession25TwoUpTruth(t *testing.T) {
	l := lkHosp()
	rep := l.report()
	for _, v := range variants(l) {
		if v.suffix != "2up300" {
			continue
		}
		if v.lastPage(rep) != 2 {
			t.Fatalf("2-up sheet holds pages up to %d", v.lastPage(rep))
		}
		b, err := variantTruth(l, rep, v)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), `"page": 2`) || !strings.Contains(string(b), `"pages": 2`) {
			t.Fatal("2-up truth lacks the rows of page 2")
		}
		return
	}
	t.Fatal("lk_hosp has no 2-up variant")
}

// The session-25 captures (scanner app, shadowed photo, 2-up sheet) are
// seeded; the scanner app's picture is pure black and white, paper white
// in the middle, black blotches at the edges, and a printed rule stays
// black; the shadow darkens part of the photo and leaves the rest; the
// 2-up sheet is landscape with page 1 on the left and page 2 on the right.
func TestSession25CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	a, b := scanApp(img, "seed"), scanApp(img, "seed")
	if string(a.Pix) != string(b.Pix) {
		t.Fatal("scanApp is not deterministic")
	}
	w, h := a.Bounds().Dx(), a.Bounds().Dy()
	edge := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := a.GrayAt(x, y).Y
			if v != 0 && v != 255 {
				t.Fatalf("grey pixel %d at %d,%d", v, x, y)
			}
			if v == 0 && (x < w/25 || x >= w-w/25 || y < h/25 || y >= h-h/25) {
				edge++
			}
		}
	}
	if edge < 200 {
		t.Fatalf("only %d black pixels at the edges", edge)
	}
	if a.GrayAt(150, 120).Y != 255 {
		t.Fatal("paper is not white in the middle")
	}
	black := false
	for y := 174; y < 187; y++ { // the rule at y=180, a little moved by the crop
		black = black || a.GrayAt(150, y).Y == 0
	}
	if !black {
		t.Fatal("the rule is gone")
	}
	s1, s2 := shadowPhoto(img, "seed", 300), shadowPhoto(img, "seed", 300)
	if string(s1.Pix) != string(s2.Pix) {
		t.Fatal("shadowPhoto is not deterministic")
	}
	p := photo(img, "seed", 300)
	dark, same := 0, 0
	for i := 0; i < len(p.Pix); i += 4 {
		switch {
		case float64(s1.Pix[i+1]) < 0.7*float64(p.Pix[i+1]):
			dark++
		case s1.Pix[i+1] == p.Pix[i+1]:
			same++
		}
	}
	if n := len(p.Pix) / 4; dark < n/20 || same < n/2 {
		t.Fatalf("shadow over %d and nothing over %d of %d pixels", dark, same, n)
	}
	p1, p2 := blankPage(), blankPage()
	fillRect(p1, 0, 0, 300, 420, color.RGBA{0, 0, 0, 255})
	u1, u2 := twoUp(p1, p2, 72), twoUp(p1, p2, 72)
	if string(u1.Pix) != string(u2.Pix) {
		t.Fatal("twoUp is not deterministic")
	}
	if u1.Bounds() != image.Rect(0, 0, 420, 300) {
		t.Fatalf("2-up sheet is %v, want 420x300", u1.Bounds())
	}
	if c := u1.RGBAAt(105, 150); c.R != 0 {
		t.Fatalf("page 1 is not on the left: %v", c)
	}
	if c := u1.RGBAAt(315, 150); c.R != 255 {
		t.Fatalf("page 2 is not on the right: %v", c)
	}
	if c := u1.RGBAAt(105, 3); c.R != 255 {
		t.Fatalf("no margin above the pages: %v", c)
	}
}
