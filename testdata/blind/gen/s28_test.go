package main

import (
	"math"
	"strings"
	"testing"
)

// The session-28 helpers: a signed value or one in scientific notation is
// read as the number a reader sees and flagged against its bounds; the row
// cut by the page break keeps its whole range in truth, on the page of its
// value, and its page prints only the first line of it; the blood-gas
// printout's input parameters are no rows.
func TestSession28Helpers(t *testing.T) {
	for _, c := range []struct {
		s     string
		comma bool
		want  float64
	}{{"-11.2", false, -11.2}, {"+1.5", false, 1.5}, {"1.2 x 10^3", false, 1200}, {"1.5 x 10^5", false, 150000},
		{"3,4 × 10⁴", true, 34000}, {"1,2 × 10³", true, 1200}, {"< 1.0 x 10^4", false, 10000}} {
		if v, ok := s28Num(c.s, c.comma); !ok || math.Abs(v-c.want) > 1e-9 {
			t.Fatalf("s28Num(%q) = %v, %v; want %v", c.s, v, ok, c.want)
		}
	}
	b := &builder{high: "↑", low: "↓"}
	b.panel("P", "P")
	if r := s28Row(b, "cBase(B)", "-11.2", "mmol/L", "[-2.0 - 3.0]", -2, 3); r.Interp != "abnormal" || r.Flag != "↓" {
		t.Fatalf("signed row: %+v", r)
	}
	if r := s28Row(b, "cBase(B)", "-1.2", "mmol/L", "[-2.0 - 3.0]", -2, 3); r.Interp != "normal" || r.Flag != "" {
		t.Fatalf("signed row in range: %+v", r)
	}
	if r := s28Row(b, "VL", "1.2 x 10^3", "copias/mL", "< 20", none, 20); r.Interp != "abnormal" || r.Flag != "↑" || r.Type != "numeric" {
		t.Fatalf("scientific row: %+v", r)
	}
	for _, l := range []*Layout{vaLab(), stLab()} {
		rep := l.report()
		var split *Row
		for _, s := range rep.Sections {
			for _, r := range s.Rows {
				if r.Cont != "" {
					if split != nil {
						t.Fatalf("%s: two split rows", l.Name)
					}
					split = r
				}
			}
		}
		if split == nil || split.page != 1 || !strings.HasSuffix(split.RangeText, " "+split.Cont) || split.panel == "" {
			t.Fatalf("%s: split row %+v", l.Name, split)
		}
		// the last row of page 1, and page 2 begins with the rest of its range
		last := rep.Sections[0]
		for _, s := range rep.Sections {
			if s.Rows[0].page == 1 {
				last = s
			}
		}
		if last.Rows[len(last.Rows)-1] != split {
			t.Fatalf("%s: the split row is not the last row of page 1", l.Name)
		}
		h := l.HTML(rep)
		p2 := strings.Index(h, `class="pg pb"`)
		if p2 < 0 || strings.Contains(h[:p2], esc(split.Cont)) || !strings.Contains(h[p2:], `class="r cn"`) ||
			strings.Index(h[p2:], esc(split.Cont)) > strings.Index(h[p2:], `<tr class="r">`) {
			t.Fatalf("%s: the range's second line is not at the top of page 2", l.Name)
		}
	}
	// st_lab's patient is a woman: her line is the one on page 2
	for _, s := range stLab().report().Sections {
		for _, r := range s.Rows {
			if r.Cont != "" && (r.Lo != 0.5 || r.Hi != 0.9 || r.Interp != "abnormal") {
				t.Fatalf("st_lab split row: %+v", r)
			}
		}
	}
	n := 0
	for _, s := range myAbg().report().Sections {
		for _, r := range s.Rows {
			n++
			if r.Name == "T" || strings.HasPrefix(r.Name, "FO2(I)") {
				t.Fatalf("my_abg: input parameter %q is a row", r.Name)
			}
		}
	}
	if n < 25 {
		t.Fatalf("my_abg has %d rows", n)
	}
	for _, l := range []*Layout{myAbg(), vaLab(), mcLab(), crLab(), stLab()} {
		rows := 0
		for _, s := range l.report().Sections {
			rows += len(s.Rows)
		}
		if rows < 25 || rows > 40 {
			t.Fatalf("%s has %d rows", l.Name, rows)
		}
		if h := l.HTML(l.report()); !strings.Contains(h, "</body>") {
			t.Fatalf("%s: no page", l.Name)
		}
	}
}

// The session-28 captures are seeded; the upside-down page and the quarter
// turn are pixel copies (two half turns, four quarter turns give the page
// back); the thermal fade lightens the print; the flash washes out the
// middle of the picture and darkens its corners.
func TestSession28CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	if r := rot180(rot180(img)); string(r.Pix) != string(img.Pix) {
		t.Fatal("rot180 twice is not the page")
	}
	if r := turnCW(turnCW(turnCW(turnCW(img)))); string(r.Pix) != string(img.Pix) {
		t.Fatal("turnCW four times is not the page")
	}
	if r := turnCW(img); r.Rect.Dx() != img.Rect.Dy() || r.Rect.Dy() != img.Rect.Dx() {
		t.Fatal("turnCW keeps the page's shape")
	}
	f1, f2 := thermalFade(img, "seed"), thermalFade(img, "seed")
	if string(f1.Pix) != string(f2.Pix) {
		t.Fatal("thermalFade is not deterministic")
	}
	if p := f1.RGBAAt(150, 100); p.G < 90 || p.G > 220 { // a rule: faded, not gone
		t.Fatalf("thermal rule at %v", p)
	}
	r1, r2 := receiptPhoto(img, "seed", 300), receiptPhoto(img, "seed", 300)
	if string(r1.Pix) != string(r2.Pix) {
		t.Fatal("receiptPhoto is not deterministic")
	}
	g1, g2 := flashPhoto(img, "seed", 300), flashPhoto(img, "seed", 300)
	if string(g1.Pix) != string(g2.Pix) {
		t.Fatal("flashPhoto is not deterministic")
	}
	w, h := g1.Rect.Dx(), g1.Rect.Dy()
	mid, corner := 0, 0
	for y := 0; y < 10; y++ {
		for x := 0; x < 10; x++ {
			corner += int(g1.RGBAAt(x, y).G)
			mid += int(g1.RGBAAt(w/2-5+x, h*2/5-5+y).G)
		}
	}
	if mid < 100*230 || corner > mid/2 {
		t.Fatalf("flash: middle %d, corner %d", mid/100, corner/100)
	}
}
