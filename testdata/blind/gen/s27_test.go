package main

import (
	"image/color"
	"strings"
	"testing"
)

// The session-27 helpers: two tests to a line keep the section's order,
// left before right, and leave the right half of an odd last line empty; a
// word in place of a value is a comment row with no interpretation; the
// qualifier after a value is printed but is not the value; the decimal
// column splits a value at its point; the hand-filled form's blank lines
// are no rows; the dark screenshot's truth is the cards shown whole.
func TestSession27Helpers(t *testing.T) {
	half := []col{{"Test", "c1", nameCell}, {"Result", "c2", valCell}}
	b := &builder{high: "H", low: "L"}
	b.panel("P", "P")
	b.n("A", "1", "", "0 - 2")
	b.n("B", "2", "", "0 - 2")
	b.n("C", "3", "", "0 - 2")
	var sb strings.Builder
	s27Pairs(&sb, b.sections[0], half, "P")
	h := sb.String()
	if strings.Count(h, `<tr class="r">`) != 2 || strings.Index(h, ">A<") > strings.Index(h, ">B<") ||
		strings.Index(h, ">B<") > strings.Index(h, ">C<") || !strings.HasSuffix(h, `<td class="c1 rh"></td><td class="c2 rh"></td></tr>`) {
		t.Fatalf("s27Pairs: %s", h)
	}
	v := s27Void(b, "Potassium", "Haemolysed", "mmol/L", "3.5 - 5.1")
	if v.Type != "comment" || v.Interp != "unknown" || v.Flag != "" || v.Lo != 3.5 || v.Hi != 5.1 {
		t.Fatalf("s27Void: %+v", v)
	}
	q := b.n("Glucose", "312", "mg/dL", "70 - 99")
	if c := s27QualCell(map[string]string{"Glucose": "(repeated)"})(q); !strings.Contains(c, "312") || !strings.Contains(c, "(repeated)") || q.Value != "312" {
		t.Fatalf("s27QualCell: %q, value %q", c, q.Value)
	}
	if c := s27DecCell(&Row{Value: "5.20", Interp: "normal"}); c != `<span class="ip">5</span><span class="fp">.20</span>` {
		t.Fatalf("s27DecCell: %q", c)
	}
	if c := s27DecCell(&Row{Value: "128", Interp: "normal"}); c != `<span class="ip">128</span><span class="fp"></span>` {
		t.Fatalf("s27DecCell: %q", c)
	}
	// ht_lab: every truth row was written by hand, the blank lines are none
	n := 0
	for _, s := range htLab().report().Sections {
		for _, r := range s.Rows {
			n++
			if r.Value == "" || r.Name == "Acide urique" || r.Name == "Widal (typhoïde)" {
				t.Fatalf("ht_lab row %q %q", r.Name, r.Value)
			}
		}
	}
	if n < 25 {
		t.Fatalf("ht_lab has %d rows", n)
	}
	// jm_lab: the chemistry goes on across the page break as one panel
	rep := jmLab().report()
	pages := map[int]bool{}
	for _, s := range rep.Sections {
		for _, r := range s.Rows {
			if r.panel == "CHEMISTRY" {
				pages[r.page] = true
			}
		}
	}
	if !pages[1] || !pages[2] {
		t.Fatalf("jm_lab chemistry on pages %v", pages)
	}
	l := jmLab()
	for _, v := range variants(l) {
		if v.suffix != "dark" {
			continue
		}
		tr, err := variantTruth(l, l.report(), v)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Count(string(tr), `"test_name"`) != 5 || !strings.Contains(string(tr), `"flag": "Low"`) {
			t.Fatalf("dark screenshot truth: %s", tr)
		}
	}
	// every layout's page builds
	for _, l := range []*Layout{jmLab(), veLab(), moLab(), htLab(), naLab()} {
		if h := l.HTML(l.report()); !strings.Contains(h, "</body>") {
			t.Fatalf("%s: no page", l.Name)
		}
	}
}

// The session-27 captures (carbonless copy, glare photo, photocopy of a
// photocopy) are seeded; the copy is pink paper with the blue handwriting
// coming through violet; the glare whitens part of the photo and leaves
// the rest; the photocopy is black beyond the sheet's edge and fills a
// stroke in black.
func TestSession27CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	for y := 60; y < 70; y++ { // a stroke of blue ballpoint
		for x := 60; x < 200; x++ {
			img.Set(x, y, color.RGBA{28, 58, 158, 255})
		}
	}
	a, b := ncrCopy(img, "seed", 0.5), ncrCopy(img, "seed", 0.5)
	if string(a.Pix) != string(b.Pix) {
		t.Fatal("ncrCopy is not deterministic")
	}
	if p := a.RGBAAt(150, 30); !(p.R > p.G+20 && p.B > p.G) {
		t.Fatalf("paper is not pink: %v", p)
	}
	if p := a.RGBAAt(130, 65); !(p.B > p.R && p.R < 170) {
		t.Fatalf("no violet carbon where the pen wrote: %v", p)
	}
	g1, g2 := glarePhoto(img, "seed", 300), glarePhoto(img, "seed", 300)
	if string(g1.Pix) != string(g2.Pix) {
		t.Fatal("glarePhoto is not deterministic")
	}
	p := photo(img, "seed", 300)
	light, same := 0, 0
	for i := 0; i < len(p.Pix); i += 4 {
		switch {
		case int(g1.Pix[i+1]) > int(p.Pix[i+1])+25:
			light++
		case g1.Pix[i+1] == p.Pix[i+1]:
			same++
		}
	}
	if n := len(p.Pix) / 4; light < n/300 || same < n/3 {
		t.Fatalf("glare over %d and nothing over %d of %d pixels", light, same, n)
	}
	c1, c2 := photocopy(img, "seed"), photocopy(img, "seed")
	if string(c1.Pix) != string(c2.Pix) {
		t.Fatal("photocopy is not deterministic")
	}
	if c1.GrayAt(1, 200).Y > 60 || c1.GrayAt(150, 2).Y > 60 {
		t.Fatal("no black beyond the sheet's edge")
	}
	black := false
	for y := 55; y < 90; y++ { // the pen stroke, moved by the copies, filled in black
		black = black || c1.GrayAt(130, y).Y < 40
	}
	if !black {
		t.Fatal("the stroke is gone")
	}
}
