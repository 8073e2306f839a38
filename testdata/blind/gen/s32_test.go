package main

import (
	"strings"
	"testing"
)

// The session-32 helpers: a value stands in the position column of its
// interpretation; the summary box repeats exactly the abnormal rows; the
// outline numbers are printed but are no part of the names or panels; an
// age-banded range is the patient's band of the table; the paragraph
// panels print their rows run together; the tests with older results only
// are printed but are no rows; the close-up truth ends above its section.
func TestSession32Helpers(t *testing.T) {
	// class 132
	b := &builder{comma: true}
	b.panel("P", "P")
	lo, mid, hi := b.n("A", "116", "g/l", "120 - 160"), b.n("B", "141", "mmol/l", "136 - 146"), b.n("C", "96", "µmol/l", "44 - 80")
	for i, r := range []*Row{lo, mid, hi} {
		for pos := 0; pos < 3; pos++ {
			if got := s32Pos(pos, true)(r); (got != "") != (pos == i) {
				t.Fatalf("row %s in column %d: %q", r.Name, pos, got)
			}
		}
		if r.Flag != "" {
			t.Fatalf("row %s has a flag %q", r.Name, r.Flag)
		}
	}

	// class 130: cz_lab and pl_kur
	for _, l := range []*Layout{czLab(), plKur()} {
		rep := l.report()
		h := l.HTML(rep)
		sum := h[strings.Index(h, `<div class="sum">`):]
		sum = sum[:strings.Index(sum, `</div></div>`)]
		n := 0
		for _, x := range rowsOf(rep) {
			in := strings.Contains(sum, esc(x.Name)+` <b>`+esc(x.Value)+`</b>`)
			if in != abnormal(x) {
				t.Fatalf("%s: %s in the summary %v, abnormal %v", l.Name, x.Name, in, abnormal(x))
			}
			if in {
				n++
			}
		}
		if n < 5 {
			t.Fatalf("%s: %d rows in the summary", l.Name, n)
		}
	}

	// class 133: ga_lab and pl_kur
	for _, l := range []*Layout{gaLab(), plKur()} {
		rep := l.report()
		h := l.HTML(rep)
		nums := s32Outline(rep)
		for i, s := range rep.Sections {
			if !strings.HasPrefix(s.Title, strings.Split(nums[s.Rows[0]], ".")[0]+". ") || strings.ContainsAny(s.Panel, "0123456789") {
				t.Fatalf("%s: section %d title %q panel %q", l.Name, i, s.Title, s.Panel)
			}
			for _, x := range s.Rows {
				if !strings.Contains(h, `<span class="no">`+nums[x]+`</span> `+esc(x.Name)+`<`) || strings.ContainsAny(x.Name[:1], "0123456789") {
					t.Fatalf("%s: %s not numbered %s", l.Name, x.Name, nums[x])
				}
			}
		}
	}

	// class 131 and 134: tg_lab
	tg := tgLab()
	rep := tg.report()
	h := tg.HTML(rep)
	banded := 0
	for _, x := range rowsOf(rep) {
		if bs, ok := tgBands[x.Name]; ok {
			banded++
			if x.RangeText != bs[2] || !strings.Contains(h, "<td>"+esc(bs[2])+"</td>") {
				t.Fatalf("tg_lab: %s range %q", x.Name, x.RangeText)
			}
		}
		if tgProse[x.panel] && !strings.Contains(h, esc(x.Name)+` : `+valCell(x)+` `+esc(x.Unit)+` `+esc(x.RangeText)) {
			t.Fatalf("tg_lab: %s not in its paragraph", x.Name)
		}
	}
	if banded != len(tgBands) || strings.Count(h, "voir tableau A") != banded+1 {
		t.Fatalf("tg_lab: %d banded rows, %d references", banded, strings.Count(h, "voir tableau A"))
	}
	if x := rowNamed(t, rep, "Hémoglobine", "HÉMOGRAMME"); x.Interp != "abnormal" || x.Lo != 11.5 || x.Flag != "" {
		t.Fatalf("tg_lab haemoglobin %+v", x)
	}
	cl := closeReport(tg, rep)
	for _, x := range rowsOf(cl) {
		if tgProse[x.panel] {
			t.Fatalf("tg_lab close-up holds %s", x.Name)
		}
	}
	if n := len(rowsOf(cl)); n != 17 {
		t.Fatalf("tg_lab close-up has %d rows", n)
	}

	// class 135: the newest column is the truth; a test with older results only is no row
	for _, l := range []*Layout{svLab(), plKur()} {
		rep := l.report()
		h := l.HTML(rep)
		if strings.Count(h, `<div class="vt">`) < 3 || !strings.Contains(h, `<div class="vt">`+date(rep.Meta.Collected, "")) &&
			!strings.Contains(h, `<div class="vt">`+date(rep.Meta.Collected, "dmy.")) {
			t.Fatalf("%s: the date headings are not turned or the newest is not the collection date", l.Name)
		}
	}
	for _, x := range svOnlyOld {
		if strings.Contains(strings.Join(namesOf(svLab().report()), "|"), x.Name) {
			t.Fatalf("sv_lab: %s is a row", x.Name)
		}
	}
	for _, x := range plOnlyOld {
		if strings.Contains(strings.Join(namesOf(plKur().report()), "|"), x.Name) {
			t.Fatalf("pl_kur: %s is a row", x.Name)
		}
	}

	for _, l := range []*Layout{czLab(), gaLab(), tgLab(), svLab(), plKur()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 35 {
			t.Fatalf("%s has %d rows", l.Name, n)
		}
		if l.Session != 32 || l.HeldOut != (l.Name == "pl_kur") || (len(l.Extra) != 1) == !l.LowRes {
			t.Fatalf("%s: session %d, held out %v, extras %v", l.Name, l.Session, l.HeldOut, l.Extra)
		}
	}
}

func namesOf(rep *Report) []string {
	var n []string
	for _, x := range rowsOf(rep) {
		n = append(n, x.Name)
	}
	return n
}

// The session-32 captures are seeded; the hand photo puts skin beside the
// page; the black-and-white scan is bilevel and dithers a flat grey; the
// close-up's lower edge runs across the page; the torn copy darkens a gap
// near the top right corner and leaves the rest of the page as scanned.
func TestSession32CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	h1, h2 := handPhoto(img, "seed", 300), handPhoto(img, "seed", 300)
	if string(h1.Pix) != string(h2.Pix) || h1.Rect.Dx() != 300 {
		t.Fatal("handPhoto is not deterministic")
	}
	skin := 0
	for y := h1.Rect.Min.Y; y < h1.Rect.Max.Y; y++ {
		for x := h1.Rect.Min.X; x < h1.Rect.Max.X; x++ {
			c := h1.RGBAAt(x, y)
			if int(c.R)-int(c.B) > 45 && c.R > 110 {
				skin++
			}
		}
	}
	if skin < 50 {
		t.Fatalf("handPhoto: %d skin pixels", skin)
	}

	grey := blankPage()
	for i := 0; i < len(grey.Pix); i += 4 {
		if i/4/300 > 200 {
			grey.Pix[i], grey.Pix[i+1], grey.Pix[i+2] = 150, 150, 150
		}
	}
	d1, d2 := dither(grey, "seed", 0.3), dither(grey, "seed", 0.3)
	if string(d1.Pix) != string(d2.Pix) {
		t.Fatal("dither is not deterministic")
	}
	black, white := 0, 0
	for y := 250; y < 400; y++ {
		for x := 20; x < 280; x++ {
			switch d1.GrayAt(x, y).Y {
			case 0:
				black++
			case 255:
				white++
			default:
				t.Fatal("dither: a grey pixel")
			}
		}
	}
	if black < white/3 || white < black/3 {
		t.Fatalf("dither: a flat grey became %d black and %d white", black, white)
	}

	c1, err := closePhoto(img, "seed", 0.6*420*72/200, 200, 300)
	if err != nil {
		t.Fatal(err)
	}
	c2, _ := closePhoto(img, "seed", 0.6*420*72/200, 200, 300)
	if string(c1.Pix) != string(c2.Pix) {
		t.Fatal("closePhoto is not deterministic")
	}
	if c := c1.RGBAAt(150, c1.Rect.Dy()-1); c.R < 150 { // the bottom edge is paper, not desk
		t.Fatalf("closePhoto: bottom edge %v", c)
	}
	if c := c1.RGBAAt(150, 1); c.R > 130 { // the top edge is the desk
		t.Fatalf("closePhoto: top edge %v", c)
	}
	if _, err := closePhoto(img, "seed", 1, 200, 300); err == nil {
		t.Fatal("closePhoto: a cut at the top of the page")
	}

	// at 50 dpi the 300 x 420 test page is 152 x 213 mm, the corner torn
	// within about 55 mm of the right edge and 45 mm of the top
	page := blankPage()
	t1, t2 := tornScan(page, "seed", 50, 0.5), tornScan(page, "seed", 50, 0.5)
	if string(t1.Pix) != string(t2.Pix) {
		t.Fatal("tornScan is not deterministic")
	}
	darkTop, darkRest := 0, 0
	for y := 0; y < 420; y++ {
		for x := 0; x < 300; x++ {
			if t1.GrayAt(x, y).Y < 150 {
				if y < 90 && x > 185 {
					darkTop++
				} else {
					darkRest++
				}
			}
		}
	}
	if darkTop < 80 || darkRest > 120 { // the rest: the scan's specks only
		t.Fatalf("tornScan: %d dark pixels near the corner, %d elsewhere", darkTop, darkRest)
	}
}
