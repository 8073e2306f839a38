package main

import (
	"image"
	"image/color"
	"math"
	"strings"
	"testing"
)

// rowsOf lists a report's rows in print order.
func rowsOf(rep *Report) []*Row {
	var rs []*Row
	for _, s := range rep.Sections {
		rs = append(rs, s.Rows...)
	}
	return rs
}

// rowNamed is the first row of a report with the name and panel (any panel
// when panel is empty).
func rowNamed(t *testing.T, rep *Report, name, panel string) *Row {
	t.Helper()
	for _, r := range rowsOf(rep) {
		if r.Name == name && (panel == "" || r.panel == panel) {
			return r
		}
	}
	t.Fatalf("%s: no row %q in %q", rep.Layout, name, panel)
	return nil
}

func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Fatalf("%s did not panic", what)
		}
	}()
	f()
}

// The session-29 helpers: a cycle-phase range gives the bounds of the
// patient's phase line, and a value inside another phase's line is still
// out of range; a test printed under two specimen headings is two rows told
// apart by their panel; a critical value is critical with the critical flag
// and its call-back note, and a pending test is printed but no row; a
// sediment count printed as a range is compared as a whole; the range
// column of the patient's sex gives the range; the histograms are printed
// but no rows.
func TestSession29Helpers(t *testing.T) {
	// class 105
	hu := huLab()
	rep := hu.report()
	for _, c := range []struct {
		name   string
		lo, hi float64
		interp string
		flag   string
	}{{"FSH", 1.7, 7.7, "abnormal", "H"}, {"LH", 1.0, 11.4, "normal", ""}, {"Östradiol (E2)", 43.8, 211, "abnormal", "H"},
		{"Progesteron", 1.7, 27, "abnormal", "T"}} {
		r := rowNamed(t, rep, c.name, "Serum")
		if r.Lo != c.lo || r.Hi != c.hi || r.Interp != c.interp || r.Flag != c.flag || !strings.Contains(r.RangeText, "Lutealphase: ") ||
			!strings.HasPrefix(r.RangeText, "Follikelphase: ") || strings.Count(r.RangeText, ":") != 4 {
			t.Fatalf("hu_lab cycle row %+v", r)
		}
	}
	// class 106: five tests under both specimens, in print order
	names := map[string][]string{}
	for _, r := range rowsOf(rep) {
		names[r.Name] = append(names[r.Name], r.panel)
	}
	twice := 0
	for n, ps := range names {
		if len(ps) == 2 {
			if ps[0] != "Serum" || ps[1] != "24-Stunden-Sammelurin" {
				t.Fatalf("hu_lab %s under %v", n, ps)
			}
			twice++
		}
	}
	if twice != 5 {
		t.Fatalf("hu_lab has %d tests under both specimens, want 5", twice)
	}
	if h := hu.HTML(rep); !strings.Contains(h, "Zyklustag 22") || strings.Count(h, "Lutealphase:") != 4 {
		t.Fatal("hu_lab: the cycle day or the phase lines are not printed")
	}

	// class 107 and 108
	b := &builder{high: "H", low: "L"}
	b.panel("P", "P")
	mustPanic(t, "a critical flag on a normal value", func() { s29Crit(b, "K", "4.0", "mEq/L", "3.5 - 5.1", "HH", "") })
	mustPanic(t, "a high critical flag on a low value", func() { s29Crit(b, "K", "2.0", "mEq/L", "3.5 - 5.1", "HH", "") })
	lb := lbHosp()
	rep = lb.report()
	crit := 0
	for _, r := range rowsOf(rep) {
		if r.Interp == "critical" {
			crit++
			if (r.Flag != "HH" && r.Flag != "LL") || !strings.Contains(r.Note, "Valeur critique") {
				t.Fatalf("lb_hosp critical row %+v", r)
			}
		}
		for _, p := range lbPending {
			if r.Name == p.name {
				t.Fatalf("lb_hosp: the pending %q is a row", p.name)
			}
		}
	}
	if crit != 4 {
		t.Fatalf("lb_hosp has %d critical rows, want 4", crit)
	}
	h := lb.HTML(rep)
	for _, p := range lbPending {
		if !strings.Contains(h, esc(p.name)) {
			t.Fatalf("lb_hosp: the pending %q is not printed", p.name)
		}
	}
	if strings.Count(h, ">En cours<") != len(lbPending) || strings.Count(h, `class="note"`) != 4 {
		t.Fatal("lb_hosp: pending words or call-back notes miscounted")
	}

	// class 109
	b = &builder{high: "*", low: "*"}
	b.panel("P", "P")
	if r := s29Sed(b, "Leucocitos", "10-15", "x campo", "0 - 5"); r.Interp != "abnormal" || r.Type != "range" || r.Flag != "*" || r.Hi != 5 {
		t.Fatalf("sediment above: %+v", r)
	}
	if r := s29Sed(b, "Eritrocitos", "0-2", "x campo", "0 - 3"); r.Interp != "normal" || r.Flag != "" {
		t.Fatalf("sediment inside: %+v", r)
	}
	mustPanic(t, "a straddling count", func() { s29Sed(b, "X", "4-6", "x campo", "0 - 5") })
	mustPanic(t, "a count that is no range", func() { s29Sed(b, "X", "5", "x campo", "0 - 5") })

	// class 110: the woman's column in hn_lab, the man's in gw_lab
	hn := hnLab()
	rep = hn.report()
	for name, c := range hnSex {
		if r := rowNamed(t, rep, name, ""); r.RangeText != c[1] {
			t.Fatalf("hn_lab %s: range %q, want the women's %q", name, r.RangeText, c[1])
		}
	}
	if r := rowNamed(t, rep, "Hemoglobina", ""); r.Interp != "normal" { // low for a man
		t.Fatalf("hn_lab Hemoglobina %+v", r)
	}
	if r := rowNamed(t, rep, "Ácido úrico", ""); r.Interp != "abnormal" { // normal for a man
		t.Fatalf("hn_lab Ácido úrico %+v", r)
	}
	h = hn.HTML(rep)
	for _, c := range hnSex {
		if !strings.Contains(h, ">"+esc(c[0])+"<") || !strings.Contains(h, ">"+esc(c[1])+"<") {
			t.Fatalf("hn_lab: sex columns %v not printed", c)
		}
	}
	gw := gwLab()
	rep = gw.report()
	for name, c := range gwSex {
		if r := rowNamed(t, rep, name, ""); r.RangeText != c[0] {
			t.Fatalf("gw_lab %s: range %q, want the men's %q", name, r.RangeText, c[0])
		}
	}
	for _, r := range rowsOf(rep) {
		for _, p := range gwPending {
			if r.Name == p.name {
				t.Fatalf("gw_lab: the pending %q is a row", p.name)
			}
		}
	}
	if h := gw.HTML(rep); strings.Count(h, ">Em curso<") != len(gwPending) {
		t.Fatal("gw_lab: pending words miscounted")
	}

	// class 111
	bd := bdDiag()
	rep = bd.report()
	h = bd.HTML(rep)
	for _, w := range []string{">WDF<", ">WBC<", ">RBC<", ">PLT<", ">400<", ">250<", ">fL<", ">L1<", ">UD<", ">NEUT<"} {
		if !strings.Contains(h, w) {
			t.Fatalf("bd_diag: %s not printed", w)
		}
	}
	for _, r := range rowsOf(rep) {
		if r.Name == "WBC" || r.Name == "RBC" || r.Name == "PLT" {
			t.Fatalf("bd_diag: plot label %q is a row", r.Name)
		}
	}
	if bd.HTML(rep) != h {
		t.Fatal("bd_diag: the plots are not stable")
	}

	for _, l := range []*Layout{huLab(), lbHosp(), hnLab(), bdDiag(), gwLab()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 35 || rep.Pages != 1 {
			t.Fatalf("%s has %d rows on %d pages", l.Name, n, rep.Pages)
		}
		if l.Session != 29 || l.HeldOut != (l.Name == "gw_lab") || len(l.Extra) != 1 {
			t.Fatalf("%s: session %d, held out %v, extras %v", l.Name, l.Session, l.HeldOut, l.Extra)
		}
	}
}

// stripedPage is a white w×h page with thin vertical black stripes every 6
// pixels and horizontal black rules at the rows in rules.
func stripedPage(w, h int, rules ...int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x += 6 {
			img.Set(x, y, color.Black)
		}
	}
	for _, y := range rules {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.Black)
			img.Set(x, y+1, color.Black)
		}
	}
	return img
}

// darkestRow is the row near y0 (±span) where column x of g is darkest.
func darkestRow(g *image.Gray, x, y0, span int) int {
	best, at := 256, -1
	for y := max(0, y0-span); y < min(g.Rect.Dy(), y0+span); y++ {
		if v := int(g.GrayAt(x, y).Y); v < best {
			best, at = v, y
		}
	}
	return at
}

// gradient is the mean absolute horizontal step of the green channel over
// rows y0..y1 of the middle half of an image.
func gradient(img *image.RGBA, y0, y1 int) float64 {
	w := img.Rect.Dx()
	s, n := 0.0, 0
	for y := y0; y < y1; y++ {
		for x := w / 4; x < 3*w/4; x++ {
			s += math.Abs(float64(img.RGBAAt(x+1, y).G) - float64(img.RGBAAt(x, y).G))
			n++
		}
	}
	return s / float64(n)
}

// The session-29 captures are seeded; the sleeve greys the black print;
// the slipped page is straight at the top and turned at the bottom; the
// coffee stain browns the paper; the crumpled page has creases on blank
// paper; the wrongly focused photo is sharper at the top than at the bottom.
func TestSession29CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	for y := 180; y < 240; y++ { // a black block in the middle, larger than the photo's blur
		for x := 110; x < 190; x++ {
			img.Set(x, y, color.Black)
		}
	}
	s1, s2 := sleevePhoto(img, "seed", 300), sleevePhoto(img, "seed", 300)
	if string(s1.Pix) != string(s2.Pix) {
		t.Fatal("sleevePhoto is not deterministic")
	}
	minG := func(m *image.RGBA) int {
		w, h := m.Rect.Dx(), m.Rect.Dy()
		lo := 255
		for y := h * 3 / 10; y < h*7/10; y++ {
			for x := w * 3 / 10; x < w*7/10; x++ {
				lo = min(lo, int(m.RGBAAt(x, y).G))
			}
		}
		return lo
	}
	if ms, mp := minG(s1), minG(photo(img, "seed", 300)); ms < mp+15 {
		t.Fatalf("the sleeve does not grey the print: darkest %d, without it %d", ms, mp)
	}

	page := stripedPage(300, 420)
	for x := 0; x < 300; x += 6 { // only the rules this time
		for y := 0; y < 420; y++ {
			page.Set(x, y, color.White)
		}
	}
	for _, y := range []int{20, 400} {
		for x := 0; x < 300; x++ {
			page.Set(x, y, color.Black)
			page.Set(x, y+1, color.Black)
		}
	}
	g1, g2 := slipScan(page, "seed"), slipScan(page, "seed")
	if string(g1.Pix) != string(g2.Pix) {
		t.Fatal("slipScan is not deterministic")
	}
	if a, b := darkestRow(g1, 60, 20, 6), darkestRow(g1, 240, 20, 6); math.Abs(float64(a-b)) > 1 {
		t.Fatalf("slipScan: the top rule is not straight (%d, %d)", a, b)
	}
	if a, b := darkestRow(g1, 60, 400, 15), darkestRow(g1, 240, 400, 15); math.Abs(float64(a-b)) < 3 {
		t.Fatalf("slipScan: the bottom rule is not turned (%d, %d)", a, b)
	}

	st1, st2 := stainScan(img, "seed", 72, 0.5), stainScan(img, "seed", 72, 0.5)
	if string(st1.Pix) != string(st2.Pix) {
		t.Fatal("stainScan is not deterministic")
	}
	brown := 0
	for i := 0; i < len(st1.Pix); i += 4 {
		if int(st1.Pix[i])-int(st1.Pix[i+2]) > 40 {
			brown++
		}
	}
	if brown < 500 {
		t.Fatalf("stainScan: only %d brown pixels", brown)
	}

	blank := blankPage()
	c1, c2 := crumple(blank, "seed", 150), crumple(blank, "seed", 150)
	if string(c1.Pix) != string(c2.Pix) {
		t.Fatal("crumple is not deterministic")
	}
	dark := 0
	for _, v := range c1.Pix {
		if v < 235 {
			dark++
		}
	}
	if dark < 300 || dark > len(c1.Pix)/3 {
		t.Fatalf("crumple: %d crease pixels on a blank page", dark)
	}

	stripes := stripedPage(300, 420)
	f1, f2 := focusPhoto(stripes, "seed", 300), focusPhoto(stripes, "seed", 300)
	if string(f1.Pix) != string(f2.Pix) {
		t.Fatal("focusPhoto is not deterministic")
	}
	h := f1.Rect.Dy()
	if top, bottom := gradient(f1, h/10, h/4), gradient(f1, h*3/4, h*9/10); top < 1.5*bottom {
		t.Fatalf("focusPhoto: gradient on top %.1f, at the bottom %.1f", top, bottom)
	}
}
