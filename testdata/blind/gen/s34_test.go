package main

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// s34Boxes are the word boxes of page 1 of a layout's committed text PDF.
func s34Boxes(t *testing.T, l *Layout) []box {
	t.Helper()
	pdf, err := os.ReadFile(filepath.Join(committed, l.Name+"-text.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	bs, err := wordBoxes(context.Background(), pdf)
	if err != nil {
		t.Fatal(err)
	}
	return bs
}

// s34Seq finds the words in the boxes one after the other, from index
// from on, whatever lines they stand on; it returns their boxes and the
// index after them.
func s34Seq(bs []box, from int, words []string) ([]box, int, bool) {
	for i := from; i+len(words) <= len(bs); i++ {
		ok := true
		for j, w := range words {
			if bs[i+j].text != w {
				ok = false
				break
			}
		}
		if ok {
			return bs[i : i+len(words)], i + len(words), true
		}
	}
	return nil, from, false
}

// lines counts the lines a run of boxes stands on.
func lines(bs []box) int {
	n := 0
	for i, b := range bs {
		if i == 0 || math.Abs(b.y0-bs[i-1].y0) > 2 {
			n++
		}
	}
	return n
}

// The session-34 layouts: a wrapped name has its value on its last line;
// the cut names are at most the field wide and the start of the full name;
// mixed decimal marks give the bounds the point says; turned titles are
// the only titles; the status column prints N on the normal rows only;
// dates are written in words; long qualitative results wrap and are read
// whole.
func TestSession34Helpers(t *testing.T) {
	// class 152: al_lab and ge_hast, on the committed text PDFs: the value
	// stands right of the name on the name's last line (the text layer
	// holds bold runs apart, so it is looked for by place, not by order)
	for _, l := range []*Layout{alLab(), geHast()} {
		bs := s34Boxes(t, l)
		wrapped := 0
		for _, r := range rowsOf(l.report()) {
			name, _, ok := s34Seq(bs, 0, strings.Fields(r.Name))
			if !ok {
				t.Fatalf("%s: %s not found", l.Name, r.Name)
			}
			first, last := name[0], name[len(name)-1]
			right := 0.0
			for _, b := range name {
				right = math.Max(right, b.x1)
			}
			onLast, onFirst := false, false
			for _, b := range bs {
				if b.text != r.Value || b.x0 < right {
					continue
				}
				onLast = onLast || math.Abs(b.y0-last.y0) < 2
				onFirst = onFirst || math.Abs(b.y0-first.y0) < 2
			}
			if !onLast || lines(name) > 1 && onFirst {
				t.Fatalf("%s: %s: value %q not on the name's last line only", l.Name, r.Name, r.Value)
			}
			if lines(name) > 1 {
				wrapped++
			}
		}
		if wrapped < 6 {
			t.Fatalf("%s: %d wrapped names", l.Name, wrapped)
		}
	}

	// class 153: bw_lab
	cut := 0
	for _, r := range rowsOf(bwLab().report()) {
		full, ok := bwFull[r.Name]
		if !ok || utf8.RuneCountInString(r.Name) > bwField || !strings.HasPrefix(full, r.Name) || strings.HasSuffix(r.Name, " ") {
			t.Fatalf("bw_lab: %q cut from %q", r.Name, full)
		}
		if full != r.Name {
			cut++
		}
	}
	if cut < 8 || s34Cut("Absolute Neutrophil Count", 20) != "Absolute Neutrophil" || s34Cut("Urea", 20) != "Urea" {
		t.Fatalf("bw_lab: %d names cut", cut)
	}

	// class 154: ni_lab
	ni := niLab().report()
	mixed := 0
	for _, r := range rowsOf(ni) {
		if r.Type != "numeric" && r.Type != "range" {
			continue
		}
		if strings.Contains(r.Value, ".") || strings.Contains(r.RangeText, ",") {
			t.Fatalf("ni_lab: %s %q %q", r.Name, r.Value, r.RangeText)
		}
		if strings.Contains(r.Value, ",") && strings.Contains(r.RangeText, ".") {
			mixed++
		}
	}
	if mixed < 10 || !ni.Comma {
		t.Fatalf("ni_lab: %d rows with both marks", mixed)
	}
	if x := rowNamed(t, ni, "Hemoglobina", ""); x.Lo != 11 || x.Hi != 14 || x.Flag != "L" {
		t.Fatalf("ni_lab hemoglobina %+v", x)
	}
	if x := rowNamed(t, ni, "Densidad", ""); x.Lo != 1.005 || x.Hi != 1.03 || x.Interp != "normal" {
		t.Fatalf("ni_lab densidad %+v", x)
	}
	if x := rowNamed(t, ni, "Toxoplasma gondii IgG", ""); !math.IsNaN(x.Lo) || x.Hi != 1.6 || x.Interp != "normal" {
		t.Fatalf("ni_lab toxoplasma %+v", x)
	}

	// class 155: bj_lab and ge_hast
	for _, l := range []*Layout{bjLab(), geHast()} {
		rep := l.report()
		h := l.HTML(rep)
		if strings.Contains(h, `class="sec"`) {
			t.Fatalf("%s: a title row", l.Name)
		}
		for _, s := range rep.Sections {
			if strings.Count(h, `<div class="tv">`+esc(s.Title)+`</div>`) != 1 || s.Panel != s.Title {
				t.Fatalf("%s: title %q not turned once", l.Name, s.Title)
			}
		}
	}

	// class 156: bw_lab and ge_hast
	for _, l := range []*Layout{bwLab(), geHast()} {
		rep := l.report()
		h := l.HTML(rep)
		ns := 0
		for _, r := range rowsOf(rep) {
			st := s34Status(r)
			switch {
			case r.Flag == "N":
				t.Fatalf("%s: %s flag N", l.Name, r.Name)
			case r.Interp == "normal" && st != "N", r.Interp == "abnormal" && st != "<b>"+r.Flag+"</b>", r.Interp == "unknown" && st != "":
				t.Fatalf("%s: %s %s status %q", l.Name, r.Name, r.Interp, st)
			}
			if st == "N" {
				ns++
			}
		}
		if ns < 8 || strings.Count(h, `<td class="c3">N</td>`) != ns {
			t.Fatalf("%s: %d N", l.Name, ns)
		}
	}

	// class 157: al_lab, ni_lab and ge_hast
	for _, c := range []struct {
		iso, lang string
		day       bool
		want      string
	}{
		{"2026-07-13", "es", true, "lunes, 13 de julio de 2026"}, {"2026-07-16", "it", true, "giovedì 16 luglio 2026"},
		{"2026-07-14", "tr", true, "14 Temmuz 2026 Salı"}, {"1997-03-21", "es", false, "21 de marzo de 1997"},
	} {
		if got := s34Words(c.iso, c.lang, c.day); got != c.want {
			t.Fatalf("s34Words(%s, %s) = %q, want %q", c.iso, c.lang, got, c.want)
		}
	}
	mustPanic(t, "a date in an unknown language", func() { s34Words("2026-07-13", "xx", true) })
	for _, l := range []*Layout{alLab(), niLab(), geHast()} {
		rep := l.report()
		h := l.HTML(rep)
		for _, d := range []string{rep.Meta.Collected, rep.Meta.Reported} {
			if !strings.Contains(h, s34Words(d, l.Language, true)) || strings.Contains(h, date(d, "")) || strings.Contains(h, date(d, "dmy.")) {
				t.Fatalf("%s: %s not in words only", l.Name, d)
			}
		}
	}

	// class 158: bj_lab, on the committed text PDF: the words of a long
	// result run over two or three lines, the first beside the name
	bj := bjLab()
	bs := s34Boxes(t, bj)
	long := 0
	for _, r := range rowsOf(bj.report()) {
		name, _, ok := s34Seq(bs, 0, strings.Fields(r.Name))
		if !ok {
			t.Fatalf("bj_lab: %s not found", r.Name)
		}
		if r.Cells == nil {
			continue
		}
		v, _, ok := s34Seq(bs, 0, r.Cells)
		if !ok || lines(v) < 2 || lines(v) > 3 || math.Abs(v[0].y0-name[0].y0) > 2 || strings.Join(r.Cells, " ") != r.Value {
			t.Fatalf("bj_lab: %s: %q not wrapped beside its name", r.Name, r.Value)
		}
		long++
	}
	if long < 4 {
		t.Fatalf("bj_lab: %d long results", long)
	}

	for _, l := range []*Layout{alLab(), niLab(), bjLab(), bwLab(), geHast()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 30 {
			t.Fatalf("%s has %d rows", l.Name, n)
		}
		if l.Session != 34 || l.HeldOut != (l.Name == "ge_hast") || (len(l.Extra) != 1) == !l.LowRes || rep.Pages != 1 {
			t.Fatalf("%s: session %d, held out %v, extras %v, %d pages", l.Name, l.Session, l.HeldOut, l.Extra, rep.Pages)
		}
	}
}

// The sticky note of bj_lab's "note" capture lies on an empty part of the
// page: no word of the committed text PDF under it, however it is turned.
func TestSession34NoteHidesNothing(t *testing.T) {
	l := bjLab()
	const pt = 72 / 25.4
	// a 76 mm square turned up to 5°: its corners reach at most 38·(cos 5° + sin 5°) from its centre
	cx, cy, half := (l.Sticky[0]+38)*pt, (l.Sticky[1]+38)*pt, 38*(math.Cos(5*math.Pi/180)+math.Sin(5*math.Pi/180))*pt
	for _, b := range s34Boxes(t, l) {
		if b.x1 > cx-half && b.x0 < cx+half && b.y1 > cy-half && b.y0 < cy+half {
			t.Fatalf("bj_lab: %q (%.0f, %.0f) under the sticky note", b.text, b.x0, b.y0)
		}
	}
	if cy+half > 297*pt || cx+half > 210*pt {
		t.Fatal("bj_lab: the sticky note overhangs the page")
	}
}

// The session-34 captures are seeded; the crooked scan is larger than the
// page with the lid in its corners; the tent photo keeps its width; the
// flicker bands darken some rows more than others; the note is yellow.
func TestSession34CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	a1, a2 := askewScan(img, "seed", 50), askewScan(img, "seed", 50)
	if string(a1.Pix) != string(a2.Pix) {
		t.Fatal("askewScan is not deterministic")
	}
	if a1.Rect.Dx() <= 300 || a1.Rect.Dy() <= 420 || a1.GrayAt(1, 1).Y < 200 || a1.GrayAt(a1.Rect.Dx()-2, a1.Rect.Dy()-2).Y < 200 {
		t.Fatalf("askewScan: %v, corners %d %d", a1.Rect, a1.GrayAt(1, 1).Y, a1.GrayAt(a1.Rect.Dx()-2, a1.Rect.Dy()-2).Y)
	}

	t1, t2 := tentPhoto(img, "seed", 50, 300), tentPhoto(img, "seed", 50, 300)
	if string(t1.Pix) != string(t2.Pix) || t1.Rect.Dx() != 300 {
		t.Fatal("tentPhoto is not deterministic")
	}

	f1, f2 := flickerPhoto(blankPage(), "seed", 300), flickerPhoto(blankPage(), "seed", 300)
	if string(f1.Pix) != string(f2.Pix) {
		t.Fatal("flickerPhoto is not deterministic")
	}
	lo, hi := 255.0, 0.0
	for y := f1.Rect.Dy() / 5; y < f1.Rect.Dy()*4/5; y++ {
		g := float64(f1.RGBAAt(150, y).G)
		lo, hi = math.Min(lo, g), math.Max(hi, g)
	}
	if hi-lo < 30 {
		t.Fatalf("flickerPhoto: green from %.0f to %.0f down the middle", lo, hi)
	}

	n1, n2 := noteScan(blankPage(), "seed", 50, [2]float64{20, 40}, 0.5), noteScan(blankPage(), "seed", 50, [2]float64{20, 40}, 0.5)
	if string(n1.Pix) != string(n2.Pix) {
		t.Fatal("noteScan is not deterministic")
	}
	// at 50 dpi the note's middle is near (58, 78) mm = (114, 154) px
	if c := n1.RGBAAt(114, 154); c.B > 160 || c.R < 200 {
		t.Fatalf("noteScan: the note's middle is %v", c)
	}
}
