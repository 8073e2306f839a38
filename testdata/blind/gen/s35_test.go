package main

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The session-35 layouts: tilde ranges give the bounds their sides say;
// the flag stands left of the name on the name's line; centre ± deviation
// ranges give centre - deviation and centre + deviation, signed values
// read with their sign; merged unit cells span runs of rows sharing the
// unit and print it once; the text watermark is in the text layer and in
// no field.
func TestSession35Helpers(t *testing.T) {
	// class 163
	for _, c := range []struct {
		rng    string
		lo, hi float64
	}{{"4.0~10.0", 4, 10}, {"~40", none, 40}, {"60~", 60, none}, {"0.70~1.20", 0.7, 1.2}, {"~0.14", none, 0.14}} {
		lo, hi := s35TildeBounds(c.rng, false)
		if !same(lo, c.lo) || !same(hi, c.hi) {
			t.Fatalf("s35TildeBounds(%q) = %v, %v", c.rng, lo, hi)
		}
	}
	mustPanic(t, "a range without a tilde", func() { s35TildeBounds("4.0 - 10.0", false) })
	mustPanic(t, "an empty tilde range", func() { s35TildeBounds("~", false) })
	for _, l := range []*Layout{krHosp(), jpClin()} {
		rep := l.report()
		n, one := 0, 0
		for _, r := range rowsOf(rep) {
			if r.Type != "numeric" {
				continue
			}
			if !strings.Contains(r.RangeText, "~") || strings.Contains(r.RangeText, " ") || strings.Contains(r.RangeText, "-") {
				t.Fatalf("%s: %s range %q", l.Name, r.Name, r.RangeText)
			}
			n++
			if math.IsNaN(r.Lo) != math.IsNaN(r.Hi) {
				one++
			}
		}
		if n < 20 || one < 2 {
			t.Fatalf("%s: %d tilde ranges, %d one-sided", l.Name, n, one)
		}
	}
	kr := krHosp().report()
	if x := rowNamed(t, kr, "AST (GOT)", ""); !math.IsNaN(x.Lo) || x.Hi != 40 || x.Flag != "H" {
		t.Fatalf("kr_hosp AST %+v", x)
	}
	if x := rowNamed(t, kr, "HDL Cholesterol", ""); x.Lo != 40 || !math.IsNaN(x.Hi) || x.Flag != "L" {
		t.Fatalf("kr_hosp HDL %+v", x)
	}

	// class 164, on the committed text PDFs: each printed flag stands left
	// of its row's name, on the name's line
	for _, l := range []*Layout{krHosp(), cuLab(), jpClin()} {
		bs := s34Boxes(t, l)
		flagged := 0
		for _, r := range rowsOf(l.report()) {
			if r.Flag == "" {
				continue
			}
			name, _, ok := s34Seq(bs, 0, strings.Fields(r.Name))
			if !ok {
				t.Fatalf("%s: %s not found", l.Name, r.Name)
			}
			left := false
			for _, b := range bs {
				if b.text == r.Flag && b.x1 < name[0].x0 && math.Abs(b.y0-name[0].y0) < 2 {
					left = true
				}
			}
			if !left {
				t.Fatalf("%s: no flag %q left of %s", l.Name, r.Flag, r.Name)
			}
			flagged++
		}
		if flagged < 5 {
			t.Fatalf("%s: %d flags", l.Name, flagged)
		}
	}

	// class 166
	for _, c := range []struct {
		rng    string
		lo, hi float64
	}{{"7,40 ± 0,05", 7.35, 7.45}, {"0 ± 2", -2, 2}, {"12 ± 4", 8, 16}} {
		if lo, hi := s35PMBounds(c.rng, true); lo != c.lo || hi != c.hi {
			t.Fatalf("s35PMBounds(%q) = %v, %v", c.rng, lo, hi)
		}
	}
	cd := cdLab().report()
	if x := rowNamed(t, cd, "Excès de base", ""); x.Lo != -2 || x.Hi != 2 || x.Interp != "abnormal" || x.Value != "-9,4" {
		t.Fatalf("cd_lab base excess %+v", x)
	}
	if x := rowNamed(t, cd, "pH", ""); x.Lo != 7.35 || x.Hi != 7.45 || x.Interp != "abnormal" || x.Unit != "" {
		t.Fatalf("cd_lab pH %+v", x)
	}
	pm := 0
	for _, r := range rowsOf(cd) {
		if strings.Contains(r.RangeText, "±") {
			pm++
		}
	}
	if pm < 6 {
		t.Fatalf("cd_lab: %d ± ranges", pm)
	}

	// class 167: the runs, the HTML and the committed text PDFs (each
	// merged unit printed once however many rows it spans)
	if got := s35Runs([]*Row{{Unit: "U/L", Type: "numeric"}, {Unit: "U/L", Type: "numeric"}, {Unit: "g/L", Type: "numeric"},
		{Unit: "", Type: "numeric"}, {Unit: "", Type: "numeric"}, {Unit: "g/L", Type: "numeric"}}); fmt.Sprint(got) != "[2 0 1 1 1 1]" {
		t.Fatalf("s35Runs = %v", got)
	}
	for _, l := range []*Layout{mkHast(), cuLab()} {
		rep := l.report()
		h := l.HTML(rep)
		merged, covered := 0, 0
		for _, s := range rep.Sections {
			for _, n := range s35Runs(s.Rows) {
				if n > 1 {
					merged++
					covered += n
				}
			}
		}
		if merged < 4 || covered < 12 || strings.Count(h, `class="cu mg" rowspan=`) != merged {
			t.Fatalf("%s: %d merged unit cells over %d rows", l.Name, merged, covered)
		}
		text := pdfText(t, l)
		for _, u := range []string{"mmol/L", "U/L"} {
			rows := 0
			for _, r := range rowsOf(rep) {
				if r.Unit == u {
					rows++
				}
			}
			if got := strings.Count(text, " "+u+" "); got >= rows || got == 0 {
				t.Fatalf("%s: %s printed %d times for %d rows", l.Name, u, got, rows)
			}
		}
	}

	// class 165: the watermark is text on the page, in no truth field
	for _, c := range []struct {
		l    *Layout
		word string
	}{{cdLab(), "DUPLICATA"}, {jpClin(), "COPY"}} {
		if !strings.Contains(c.l.HTML(c.l.report()), `<div class="wm"`) {
			t.Fatalf("%s: no watermark", c.l.Name)
		}
		text := pdfText(t, c.l)
		found := strings.Contains(text, c.word)
		if !found { // read letter by letter across the rows
			found = true
			for _, ch := range c.word {
				found = found && strings.ContainsRune(text, ch)
			}
		}
		if !found {
			t.Fatalf("%s: %s not in the text layer", c.l.Name, c.word)
		}
		rep := c.l.report()
		for _, r := range rowsOf(rep) {
			if strings.Contains(r.Name+r.Value+r.RangeText, c.word) {
				t.Fatalf("%s: %s in a truth row", c.l.Name, c.word)
			}
		}
	}

	for _, l := range []*Layout{krHosp(), mkHast(), cdLab(), cuLab(), jpClin()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 30 {
			t.Fatalf("%s has %d rows", l.Name, n)
		}
		if l.Session != 35 || l.HeldOut != (l.Name == "jp_clin") || len(l.Extra)+btoi(l.LowRes) != 1 || rep.Pages != 1 {
			t.Fatalf("%s: session %d, held out %v, extras %v, %d pages", l.Name, l.Session, l.HeldOut, l.Extra, rep.Pages)
		}
	}
}

func same(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// pdfText is the squashed text of a layout's committed text PDF.
func pdfText(t *testing.T, l *Layout) string {
	t.Helper()
	out, err := exec.CommandContext(context.Background(), "pdftotext", filepath.Join(committed, l.Name+"-text.pdf"), "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return squash(string(out))
}

// The session-35 captures are seeded; the smudge lowers the contrast of
// the print under it; the zoomed photo keeps its width; the wet scan is
// the page's size and tints the print inside its drops.
func TestSession35CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	s1, s2 := smudgePhoto(img, "seed", 300), smudgePhoto(img, "seed", 300)
	if string(s1.Pix) != string(s2.Pix) {
		t.Fatal("smudgePhoto is not deterministic")
	}
	if p := photo(img, "seed", 300); string(p.Pix) == string(s1.Pix) || p.Rect != s1.Rect {
		t.Fatal("smudgePhoto: no smudge")
	}

	z1, z2 := zoomPhoto(img, "seed", 300), zoomPhoto(img, "seed", 300)
	if string(z1.Pix) != string(z2.Pix) || z1.Rect.Dx() != 300 {
		t.Fatal("zoomPhoto is not deterministic")
	}

	page := ruledPage()
	for y := 0; y < 420; y += 3 { // a page dense with print, so the drops fall on some
		for x := 40; x < 260; x++ {
			page.Set(x, y, page.At(x, 100))
		}
	}
	w1, w2 := wetScan(page, "seed", 50, 0.5), wetScan(page, "seed", 50, 0.5)
	if string(w1.Pix) != string(w2.Pix) || w1.Rect != page.Rect {
		t.Fatal("wetScan is not deterministic")
	}
	violet := 0
	for i := 0; i < len(w1.Pix); i += 4 {
		if r, b := int(w1.Pix[i]), int(w1.Pix[i+2]); b > r+25 {
			violet++
		}
	}
	if violet == 0 {
		t.Fatal("wetScan: no ink tinted by the water")
	}
}

// The committed session-35 documents exist with their kinds.
func TestSession35Documents(t *testing.T) {
	n := 0
	for _, l := range []*Layout{krHosp(), mkHast(), cdLab(), cuLab(), jpClin()} {
		for _, v := range variants(l) {
			if _, err := os.Stat(filepath.Join(committed, l.Name+"-"+v.suffix+"."+v.format)); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	if n != 25 {
		t.Fatalf("%d session-35 documents", n)
	}
}
