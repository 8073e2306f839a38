package main

import (
	"context"
	"image"
	"image/color"
	"math"
	"regexp"
	"strings"
	"testing"
)

// The session-31 helpers: a name broken with a hyphen is joined without the
// break hyphen and refuses a break that is not one; a footnote marker is
// printed after the value but is no part of it; the grid writes its boxes
// column by column while placing them row by row; the corrected results
// are the new values with the old ones printed struck through; the tracked
// titles are panels as read; the portal printout carries the browser's
// header and footer on every page; the panels printed across are rows of
// their own; the Nepali dates come with the Gregorian ones.
func TestSession31Helpers(t *testing.T) {
	// class 117
	b := &builder{comma: true, high: "H", low: "L"}
	b.panel("P", "P")
	r := s31Hyph(b.n("Alkalische Phosphatase", "88", "U/l", "35 - 104"), "Alkalische Phos-|phatase")
	if r.Name != "Alkalische Phosphatase" || r.HTMLName != "Alkalische Phos-<br>phatase" ||
		strings.Join(r.Words, " ") != "Alkalische Phos- phatase" {
		t.Fatalf("hyphenated row %+v", r)
	}
	mustPanic(t, "a break without a hyphen", func() { s31Hyph(b.n("Kalium", "4,1", "mmol/l", "3,5 - 5,1"), "Ka|lium") })
	mustPanic(t, "a break that changes the name", func() { s31Hyph(b.n("Natrium", "140", "mmol/l", "136 - 145"), "Na-|tron") })
	// a text layer that joined the halves, and one that kept them apart, both print the row
	for _, text := range []string{"Alkalische Phosphatase 88 U/l 35 - 104", "Alkalische Phos- 88 U/l 35 - 104 phatase"} {
		rep := &Report{Pages: 1, Sections: []*Section{{Rows: []*Row{r}}}}
		r.page = 1
		if err := verifyPages([]string{text}, rep); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	}

	// class 125
	cell := s31Marks(map[string]string{"Glukose": "2"})
	g := b.n("Glukose", "104", "mg/dl", "70 - 100")
	if c := cell(g); c != "<b>104</b><sup>2</sup>" || g.Value != "104" || g.Flag != "H" {
		t.Fatalf("marked value %q, row %+v", c, g)
	}

	// class 118: it_bz's corrected rows are the new values; the old ones are only printed
	bz := itBz()
	rep := bz.report()
	h := bz.HTML(rep)
	for name, old := range bzOld {
		x := rowNamed(t, rep, name, "Klinische Chemie")
		if x.Value == old || x.Interp != "normal" || x.Flag != "" {
			t.Fatalf("it_bz corrected row %+v", x)
		}
		if !strings.Contains(h, `<span class="old">`+esc(old)+`</span> `+esc(x.Value)) {
			t.Fatalf("it_bz: %s's old value %s not struck through before %s", name, old, x.Value)
		}
	}
	hyph := 0
	for _, x := range rowsOf(rep) {
		if x.Words != nil {
			hyph++
			if strings.Contains(x.Name, "-|") || !strings.Contains(h, x.HTMLName) {
				t.Fatalf("it_bz hyphenated row %+v", x)
			}
		}
		if m, ok := bzMarks[x.Name]; ok && !strings.Contains(h, esc(x.Value)+"<sup>"+m+"</sup>") && !strings.Contains(h, esc(x.Value)+"</b><sup>"+m+"</sup>") {
			t.Fatalf("it_bz: no marker %s after %s", m, x.Value)
		}
	}
	if hyph != 7 {
		t.Fatalf("it_bz has %d hyphenated names, want 7", hyph)
	}

	// class 119 and 120: tr_univ and bf_lab
	for _, l := range []*Layout{trUniv(), bfLab()} {
		rep := l.report()
		h := l.HTML(rep)
		rs := rowsOf(rep)
		first, last := rs[0], rs[len(rs)-1]
		iLastName := strings.Index(h, ">"+esc(last.Name)+"<")
		iFirstValue := strings.Index(h, ">"+esc(first.Value)+"<")
		if iLastName < 0 || iFirstValue < 0 || iLastName > iFirstValue {
			t.Fatalf("%s: the names are not written before the values (%d, %d)", l.Name, iLastName, iFirstValue)
		}
		for _, s := range rep.Sections {
			if strings.Contains(s.Panel, " ") && s.Panel == strings.ToUpper(s.Panel) {
				t.Fatalf("%s: panel %q looks tracked", l.Name, s.Panel)
			}
			if !strings.Contains(h, s31Track(s.Title)) {
				t.Fatalf("%s: title %q not tracked", l.Name, s.Title)
			}
			if iTitle := strings.Index(h, s31Track(s.Title)); iTitle < strings.Index(h, ">"+esc(last.Name)+"<") {
				t.Fatalf("%s: title %q written before the cells", l.Name, s.Title)
			}
		}
		if !regexp.MustCompile(`class="trk">[^<]*` + regexp.QuoteMeta(strings.ToUpper(rep.Meta.Last))).MatchString(h) {
			t.Fatalf("%s: the patient's name is not tracked", l.Name)
		}
	}
	// the grid places rows down the page and the title above its rows
	secs := []*Section{{Title: "A", Panel: "A", Rows: []*Row{{Name: "x1", Value: "1", Interp: "normal"}, {Name: "x2", Value: "2", Interp: "normal"}}}}
	grid, bottom := s31Grid(secs, []s31Col{{10, 20, "N", "c1", nameCell}, {40, 10, "V", "c2", valCell}}, 50, 5, 8, func(s *Section) string { return esc(s.Title) })
	if bottom != 50+5+1+8+10 || !strings.Contains(grid, `left:10.0mm;top:64.0mm;width:20.0mm">x1<`) ||
		!strings.Contains(grid, `left:40.0mm;top:69.0mm;width:10.0mm">2<`) || strings.Index(grid, ">x2<") > strings.Index(grid, ">1<") {
		t.Fatalf("grid bottom %.1f:\n%s", bottom, grid)
	}

	// class 121 and 124: pa_lab
	pa := paLab()
	rep = pa.report()
	h = pa.HTML(rep)
	if rep.Pages != 2 || strings.Count(h, `class="bh"`) != 2 || !strings.Contains(h, "<span>1/2</span>") || !strings.Contains(h, "<span>2/2</span>") ||
		strings.Count(h, "https://pacientes.istmodiagnostico.example.pa/") != 2 {
		t.Fatal("pa_lab: the browser's header and footer are not on both pages")
	}
	if !strings.Contains(h, `<div class="bct">`+rep.Meta.Specimen+`</div>`) || !strings.Contains(h, "<svg") {
		t.Fatal("pa_lab: no barcode with the order number under it")
	}
	if n := len(rowsOf(rep)); n != 27 {
		t.Fatalf("pa_lab has %d rows", n)
	}
	if x := rowNamed(t, rep, "Colesterol total", ""); x.page != 2 || x.panel != "Perfil lipídico" {
		t.Fatalf("pa_lab page-2 row %+v", x)
	}

	// class 122 and 123: np_lab
	np := npLab()
	rep = np.report()
	h = np.HTML(rep)
	across := 0
	for _, x := range rowsOf(rep) {
		if npAcross[x.panel] {
			across++
			if !strings.Contains(h, "<td>"+esc(x.Name)+"</td>") || !strings.Contains(h, "<td>"+esc(x.RangeText)+"</td>") {
				t.Fatalf("np_lab: %s not printed across", x.Name)
			}
		}
	}
	if across != 8 || rowNamed(t, rep, "Eosinophils", "").Flag != "H" || rowNamed(t, rep, "Lymphocytes", "").Flag != "L" {
		t.Fatalf("np_lab: %d rows across", across)
	}
	if !strings.Contains(h, "2083-03-28 BS (12-07-2026 AD)") || !strings.Contains(h, "2083-03-29 BS (13-07-2026 AD)") ||
		rep.Meta.Collected != "2026-07-12" || rep.Meta.Reported != "2026-07-13" || rep.Meta.DOB != "" {
		t.Fatal("np_lab: the dates are not printed in both calendars or the truth is not the Gregorian date")
	}

	for _, l := range []*Layout{itBz(), trUniv(), paLab(), npLab(), bfLab()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 35 {
			t.Fatalf("%s has %d rows", l.Name, n)
		}
		if l.Session != 31 || l.HeldOut != (l.Name == "bf_lab") || (len(l.Extra) != 1) == !l.LowRes {
			t.Fatalf("%s: session %d, held out %v, extras %v", l.Name, l.Session, l.HeldOut, l.Extra)
		}
	}
}

// The session-31 captures are seeded; the tablecloth is red and white
// round the page; the halftone breaks a flat grey into dots but keeps black
// black and white white; the fax is bilevel, 1728 dots across and about
// half as many lines as a 200 dpi page has rows per inch; the fax PDF is a
// page of the paper's size; the blind throws bright and dark bands.
func TestSession31CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	c1, c2 := clothPhoto(img, "seed", 300), clothPhoto(img, "seed", 300)
	if string(c1.Pix) != string(c2.Pix) {
		t.Fatal("clothPhoto is not deterministic")
	}
	red := 0
	for i := 0; i < len(c1.Pix); i += 4 {
		if int(c1.Pix[i])-int(c1.Pix[i+1]) > 60 {
			red++
		}
	}
	if red < len(c1.Pix)/4/20 {
		t.Fatalf("clothPhoto: only %d red pixels", red)
	}

	grey := image.NewGray(image.Rect(0, 0, 200, 200))
	for i := range grey.Pix {
		grey.Pix[i] = 150
	}
	for y := 150; y < 200; y++ {
		for x := 0; x < 100; x++ {
			grey.Pix[grey.PixOffset(x, y)] = 0 // black
		}
		for x := 100; x < 200; x++ {
			grey.Pix[grey.PixOffset(x, y)] = 255 // white
		}
	}
	h1, h2 := halftone(grey, "seed", 200), halftone(grey, "seed", 200)
	if string(h1.Pix) != string(h2.Pix) {
		t.Fatal("halftone is not deterministic")
	}
	mean, sq := 0.0, 0.0
	for y := 0; y < 140; y++ {
		for x := 0; x < 200; x++ {
			v := float64(h1.GrayAt(x, y).Y)
			mean, sq = mean+v, sq+v*v
		}
	}
	mean /= 140 * 200
	if sd := math.Sqrt(sq/(140*200) - mean*mean); sd < 30 || mean < 90 || mean > 210 {
		t.Fatalf("halftone: a flat grey became mean %.0f, sd %.0f", mean, sd)
	}
	if h1.GrayAt(50, 175).Y > 40 || h1.GrayAt(150, 175).Y < 240 {
		t.Fatal("halftone: black or white changed")
	}

	page := blankPage() // 300 x 420 "at 200 dpi"
	for y := 200; y < 206; y++ {
		for x := 50; x < 250; x++ {
			page.Set(x, y, color.Black)
		}
	}
	head := image.NewGray(image.Rect(0, 0, 300, 10))
	for i := range head.Pix {
		head.Pix[i] = 255
	}
	for x := 10; x < 100; x++ {
		for y := 3; y < 7; y++ {
			head.Pix[head.PixOffset(x, y)] = 0
		}
	}
	f1, f2 := faxStandard(page, head, "seed"), faxStandard(page, head, "seed")
	if string(f1.Pix) != string(f2.Pix) {
		t.Fatal("faxStandard is not deterministic")
	}
	if f1.Rect.Dx() != faxDots || f1.Rect.Dy() != int(math.Round(420.0/200*faxYDPI)) {
		t.Fatalf("fax page %v", f1.Rect)
	}
	black := 0
	for _, v := range f1.Pix {
		if v != 0 && v != 255 {
			t.Fatalf("fax dot %d is not black or white", v)
		}
		if v == 0 {
			black++
		}
	}
	if black < 200 || black > len(f1.Pix)/10 {
		t.Fatalf("fax: %d black dots", black)
	}
	blackIn := func(y0, y1 int) int {
		n := 0
		for y := y0; y < y1; y++ {
			for x := 0; x < faxDots; x++ {
				if f1.GrayAt(x, y).Y == 0 {
					n++
				}
			}
		}
		return n
	}
	if top, rule := blackIn(0, 5), blackIn(95, 105); top < 100 || rule < 400 {
		t.Fatalf("fax: the header line (%d black dots) or the rule (%d) is missing", top, rule)
	}
	pdf, err := faxPDF([]*image.Gray{f1, f1}, faxXDPI, faxYDPI)
	if err != nil {
		t.Fatal(err)
	}
	pages, err := rasterize(context.Background(), pdf, 50)
	if err != nil || len(pages) != 2 {
		t.Fatalf("fax PDF: %d pages, %v", len(pages), err)
	}
	// 1728 dots at 204 dpi = 8.47 in; 204 lines at 98 lpi = 2.08 in
	if b := pages[0].Bounds(); math.Abs(float64(b.Dx())-8.47*50) > 2 || math.Abs(float64(b.Dy())-float64(f1.Rect.Dy())/faxYDPI*50) > 2 {
		t.Fatalf("fax PDF page %v", b)
	}

	bl1, bl2 := blindsPhoto(blankPage(), "seed", 300), blindsPhoto(blankPage(), "seed", 300)
	if string(bl1.Pix) != string(bl2.Pix) {
		t.Fatal("blindsPhoto is not deterministic")
	}
	lo, hi := 255, 0
	w, hh := bl1.Rect.Dx(), bl1.Rect.Dy()
	for y := hh / 4; y < hh*3/4; y++ {
		v := int(bl1.RGBAAt(w/2, y).G)
		lo, hi = min(lo, v), max(hi, v)
	}
	if hi-lo < 80 {
		t.Fatalf("blindsPhoto: the page's middle runs from %d to %d only", lo, hi)
	}
}
