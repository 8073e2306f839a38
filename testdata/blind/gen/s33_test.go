package main

import (
	"math"
	"strings"
	"testing"
)

// The session-33 helpers: a comparator stands in its own column and the
// number in the result column; a diluted repeat is one row, printed after
// the first measurement and the remark, named without its dilution label;
// Turkish one-sided ranges give one bound; the change column holds no row's
// value; raised-dot decimals are read as decimals; a ticked box prints its
// option as the value and the others unticked; the tolerance grid gives a
// row per analyte and time point.
func TestSession33Helpers(t *testing.T) {
	// class 141: si_kp and tt_lab
	for _, l := range []*Layout{siKp(), ttLab()} {
		rep := l.report()
		h := l.HTML(rep)
		n := 0
		for _, x := range rowsOf(rep) {
			c, num, ok := s33SplitCmp(x.Value)
			if !ok {
				continue
			}
			n++
			if x.Type != "range" || !strings.Contains(h, `<td class="c0"><b>`+esc(c)+`</b></td><td class="c2">`+s33Num(x)+`</td>`) || strings.Contains(strings.NewReplacer("<b>", "", "</b>", "").Replace(s33Num(x)), c) {
				t.Fatalf("%s: %s %q not split into %q and %q", l.Name, x.Name, x.Value, c, num)
			}
		}
		if n < 3 {
			t.Fatalf("%s: %d comparator values", l.Name, n)
		}
	}

	// class 142: si_kp
	si := siKp()
	rep := si.report()
	h := si.HTML(rep)
	for name, d := range siDil {
		var rows []*Row
		for _, x := range rowsOf(rep) {
			if x.Name == name {
				rows = append(rows, x)
			}
		}
		if len(rows) != 1 || strings.Contains(rows[0].Value, ">") || rows[0].Interp != "abnormal" {
			t.Fatalf("si_kp: %s rows %v", name, rows)
		}
		_, first, _ := s33SplitCmp(d.First)
		i, j, k := strings.Index(h, `<b>`+first+`</b>`), strings.Index(h, esc(d.Remark)), strings.Index(h, esc(name)+` <span class="dil">`+esc(d.Label)+`</span>`)
		if i < 0 || j < i || k < j || strings.Contains(rows[0].Name, "diluito") {
			t.Fatalf("si_kp: %s printed out of order (%d %d %d)", name, i, j, k)
		}
	}

	// class 143: az_hast
	words := 0
	for _, x := range rowsOf(azHast().report()) {
		if !strings.Contains(x.RangeText, "'") {
			continue
		}
		words++
		max := strings.Contains(x.RangeText, "kadar") || strings.Contains(x.RangeText, "altında") || strings.Contains(x.RangeText, "küçük")
		if max != (math.IsNaN(x.Lo) && !math.IsNaN(x.Hi)) || !max != (!math.IsNaN(x.Lo) && math.IsNaN(x.Hi)) {
			t.Fatalf("az_hast: %s %q bounds %v %v", x.Name, x.RangeText, x.Lo, x.Hi)
		}
	}
	if words < 8 {
		t.Fatalf("az_hast: %d ranges in words", words)
	}
	if x := rowNamed(t, azHast().report(), "HDL kolesterol", ""); x.Lo != 40 || x.Flag != "↓" {
		t.Fatalf("az_hast HDL %+v", x)
	}
	mustPanic(t, "a Turkish range of no known word", func() {
		b := &builder{comma: true}
		b.panel("P", "P")
		s33Tr(b, "X", "1", "U", "5'ten")
	})

	// class 144: az_hast and tt_lab
	for _, l := range []*Layout{azHast(), ttLab()} {
		rep := l.report()
		h := l.HTML(rep)
		d := azDelta
		if l.Name == "tt_lab" {
			d = ttDelta
		}
		for name, v := range d {
			x := rowNamed(t, rep, name, "")
			if !strings.Contains(h, `<td class="c6">`+esc(v)+`</td>`) || x.Value == v || strings.Contains(x.Value, "%") {
				t.Fatalf("%s: change %q of %s", l.Name, v, name)
			}
		}
	}

	// class 145: ug_lab and tt_lab
	for _, l := range []*Layout{ugLab(), ttLab()} {
		dots := 0
		for _, x := range rowsOf(l.report()) {
			if strings.Contains(x.Value, ".") || strings.Contains(x.RangeText, ".") {
				t.Fatalf("%s: %s printed with a point", l.Name, x.Name)
			}
			if strings.Contains(x.Value, "·") {
				dots++
			}
		}
		if dots < 8 {
			t.Fatalf("%s: %d raised-dot values", l.Name, dots)
		}
	}
	if x := rowNamed(t, ugLab().report(), "Haemoglobin", ""); x.Lo != 12 || x.Hi != 16 || x.Flag != "L" || x.Value != "10·6" {
		t.Fatalf("ug_lab haemoglobin %+v", x)
	}

	// class 146: ug_lab and tt_lab
	for _, l := range []*Layout{ugLab(), ttLab()} {
		rep := l.report()
		h := l.HTML(rep)
		opts := ugTicks
		if l.Name == "tt_lab" {
			opts = ttTicks
		}
		n := 0
		for _, x := range rowsOf(rep) {
			o, ok := opts[x.Name]
			if !ok {
				continue
			}
			n++
			cell := s33TickCell(opts, valCell)(x)
			if strings.Count(cell, "☑") != 1 || !strings.Contains(cell, `☑</span> `+esc(x.Value)) || strings.Count(cell, "☐") != len(o)-1 || !strings.Contains(h, cell) {
				t.Fatalf("%s: %s ticked cell %q", l.Name, x.Name, cell)
			}
			if x.Type != "boolean" || (x.Interp == "normal") != (x.Value == x.RangeText) {
				t.Fatalf("%s: %s %+v", l.Name, x.Name, x)
			}
		}
		if n < 4 {
			t.Fatalf("%s: %d ticked rows", l.Name, n)
		}
	}

	// class 147: tl_lab
	tl := tlLab().report()
	grid := 0
	for _, x := range rowsOf(tl) {
		if x.panel != tlGrid {
			continue
		}
		t0 := tlOGTT[grid/2]
		want := "Glicose " + t0.Time
		if grid%2 == 1 {
			want = "Insulina " + t0.Time
		}
		if x.Name != want || x.page != 2 || (x.RangeText == "") != (x.Interp == "unknown") {
			t.Fatalf("tl_lab: grid row %d %+v, want %s", grid, x, want)
		}
		grid++
	}
	if grid != 2*len(tlOGTT) || tl.Pages != 2 {
		t.Fatalf("tl_lab: %d grid rows, %d pages", grid, tl.Pages)
	}

	for _, l := range []*Layout{siKp(), azHast(), ugLab(), tlLab(), ttLab()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 32 {
			t.Fatalf("%s has %d rows", l.Name, n)
		}
		if l.Session != 33 || l.HeldOut != (l.Name == "tt_lab") || (len(l.Extra) != 1) == !l.LowRes {
			t.Fatalf("%s: session %d, held out %v, extras %v", l.Name, l.Session, l.HeldOut, l.Extra)
		}
	}
}

// The session-33 captures are seeded; the inkjet print leaves the same
// light lines in every swath of a black page; the barrel photo keeps its
// width and darkens its corners; the lid-open scan is near black beyond
// the page; the spread photo holds two pages.
func TestSession33CapturesDeterministic(t *testing.T) {
	black := blankPage()
	for i := 0; i < len(black.Pix); i += 4 {
		black.Pix[i], black.Pix[i+1], black.Pix[i+2] = 0, 0, 0
	}
	i1, i2 := inkjet(black, "seed", 100), inkjet(black, "seed", 100)
	if string(i1.Pix) != string(i2.Pix) {
		t.Fatal("inkjet is not deterministic")
	}
	light := map[int]bool{} // rows of the middle column left light
	for y := 0; y < 420; y++ {
		if i1.GrayAt(150, y).Y > 90 {
			light[y] = true
		}
	}
	swath := 10.6 * 100 / 25.4
	per := map[int]int{}
	for y := range light {
		per[int(float64(y)/swath)]++
	}
	if len(light) < 20 || len(per) < 9 {
		t.Fatalf("inkjet: %d light rows in %d swaths", len(light), len(per))
	}

	img := ruledPage()
	b1, b2 := barrelPhoto(img, "seed", 300), barrelPhoto(img, "seed", 300)
	if string(b1.Pix) != string(b2.Pix) || b1.Rect.Dx() != 300 {
		t.Fatal("barrelPhoto is not deterministic")
	}
	if c, m := b1.RGBAAt(1, 1), b1.RGBAAt(150, b1.Rect.Dy()/2); c.R > 90 || m.R < 150 {
		t.Fatalf("barrelPhoto: corner %v middle %v", c, m)
	}

	l1, l2 := lidOpenScan(blankPage(), "seed", 50, 0.5), lidOpenScan(blankPage(), "seed", 50, 0.5)
	if string(l1.Pix) != string(l2.Pix) {
		t.Fatal("lidOpenScan is not deterministic")
	}
	// at 50 dpi the 300 x 420 test page is 152 x 213 mm: the glass beyond it is dark
	if w := l1.Rect.Dx(); w != 425 || l1.GrayAt(w-5, 300).Y > 90 || l1.GrayAt(100, 150).Y < 200 {
		t.Fatalf("lidOpenScan: width %d, beyond %d, page %d", w, l1.GrayAt(w-5, 300).Y, l1.GrayAt(100, 150).Y)
	}

	s1, s2 := spreadPhoto(img, blankPage(), "seed", 50, 400), spreadPhoto(img, blankPage(), "seed", 50, 400)
	if string(s1.Pix) != string(s2.Pix) || s1.Rect.Dx() != 400 || s1.Rect.Dy() >= s1.Rect.Dx() {
		t.Fatal("spreadPhoto is not deterministic or not a landscape picture")
	}
}
