package main

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The session-37 layouts: + / - are the flags; the specimen prefix is part
// of the printed name; the measurement uncertainty is printed and in no
// field; the ♂ / ♀ range gives the bounds of the patient's sex; a flag
// glued to the value is printed so and is no part of the value.
func TestSession37Helpers(t *testing.T) {
	for in, want := range map[string]string{"118": "± 4", "0,362": "± 0,013", "6,8": "± 0,2", "7": "± 1", "Négatif": "—"} {
		if got := s37MU(in, 0.035, true); got != want {
			t.Fatalf("s37MU(%q) = %q, want %q", in, got, want)
		}
	}
	if got := s37MU("12.6", 0.04, false); got != "± 0.5" {
		t.Fatalf("s37MU(12.6) = %q", got)
	}

	// class 179
	ba := baLab().report()
	plus, minus := 0, 0
	for _, r := range rowsOf(ba) {
		switch r.Flag {
		case "+":
			plus++
		case "-":
			minus++
		case "":
		default:
			t.Fatalf("ba_lab %s: flag %q", r.Name, r.Flag)
		}
	}
	if plus < 5 || minus < 3 {
		t.Fatalf("ba_lab: %d + and %d - flags", plus, minus)
	}
	if x := rowNamed(t, ba, "S-Kreatinin", ""); x.Flag != "" || x.Interp != "normal" {
		t.Fatalf("ba_lab creatinine at its bound %+v", x)
	}

	// class 180: every name of hr_lab and ba_lab opens with its sample
	for _, l := range []*Layout{hrLab(), baLab()} {
		for _, r := range rowsOf(l.report()) {
			p, _, ok := strings.Cut(r.Name, "-")
			if !ok || !map[string]bool{"B": true, "S": true, "fS": true, "dU": true}[p] {
				t.Fatalf("%s: %q has no specimen prefix", l.Name, r.Name)
			}
		}
	}

	// class 181: the uncertainty is printed, in no field
	for _, l := range []*Layout{hrLab(), bgLab()} {
		text := pdfText(t, l)
		if n := strings.Count(text, "±"); n < len(rowsOf(l.report()))-1 {
			t.Fatalf("%s: %d uncertainties printed", l.Name, n)
		}
		for _, r := range rowsOf(l.report()) {
			if strings.Contains(r.Value+r.RangeText+r.Name, "±") {
				t.Fatalf("%s: an uncertainty in the truth of %s", l.Name, r.Name)
			}
		}
	}

	// class 182
	td := tdLab().report()
	if x := rowNamed(t, td, "Hémoglobine", ""); x.RangeText != "♂ 13,0 - 17,0 ♀ 12,0 - 16,0" || x.Lo != 13 || x.Hi != 17 || x.Flag != "B" {
		t.Fatalf("td_lab haemoglobin %+v", x)
	}
	if x := rowNamed(t, td, "Vitesse de sédimentation (1re heure)", ""); !same(x.Lo, none) || x.Hi != 15 || x.Flag != "H" {
		t.Fatalf("td_lab ESR %+v", x)
	}
	if x := rowNamed(t, td, "Gamma GT", ""); x.Interp != "normal" {
		t.Fatalf("td_lab GGT read with the women's range %+v", x)
	}
	bg := bgLab().report()
	if x := rowNamed(t, bg, "Kreatinin", ""); x.Lo != 44 || x.Hi != 80 {
		t.Fatalf("bg_lab creatinine not the women's range %+v", x)
	}

	// class 183: the value and its flag are printed glued, the truth keeps them apart
	for _, l := range []*Layout{tzHosp(), bgLab()} {
		text, n := pdfText(t, l), 0
		for _, r := range rowsOf(l.report()) {
			if r.Flag != "" {
				n++
				if !strings.Contains(text, r.Value+r.Flag) || strings.ContainsAny(r.Value, "HL") {
					t.Fatalf("%s: %s not printed glued as %q", l.Name, r.Name, r.Value+r.Flag)
				}
			}
		}
		if n < 5 {
			t.Fatalf("%s: %d glued flags", l.Name, n)
		}
	}

	for _, l := range []*Layout{hrLab(), baLab(), tzHosp(), tdLab(), bgLab()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 30 {
			t.Fatalf("%s has %d rows", l.Name, n)
		}
		if l.Session != 37 || l.HeldOut != (l.Name == "bg_lab") || len(l.Extra)+btoi(l.LowRes) != 1 || rep.Pages != 1 {
			t.Fatalf("%s: session %d, held out %v, extras %v, %d pages", l.Name, l.Session, l.HeldOut, l.Extra, rep.Pages)
		}
	}
}

// The session-37 captures are seeded; the gutter darkens the left edge and
// leaves the right alone; the toner ghost darkens the paper one drum turn
// below the print; the night photo is the photo's size.
func TestSession37CapturesDeterministic(t *testing.T) {
	page := ruledPage()
	g1, g2 := gutterScan(page, "seed", 50, 0), gutterScan(page, "seed", 50, 0)
	if string(g1.Pix) != string(g2.Pix) || g1.Rect != page.Rect {
		t.Fatal("gutterScan is not deterministic")
	}
	if edge, mid := g1.GrayAt(1, 50).Y, g1.GrayAt(150, 50).Y; edge >= mid-60 {
		t.Fatalf("gutterScan: no gutter shadow (edge %d, middle %d)", edge, mid)
	}
	tall := image37(300, 600)
	a, b := tonerGhostScan(tall, "seed", 50, 0), tonerGhostScan(tall, "seed", 50, 0)
	if string(a.Pix) != string(b.Pix) {
		t.Fatal("tonerGhostScan is not deterministic")
	}
	clean := scan(tall, "seed", 0, 6, 0.0004, false)
	diff := 0
	for y := 260; y < 600; y++ {
		for x := 40; x < 260; x++ {
			diff += int(clean.GrayAt(x, y).Y) - int(a.GrayAt(x, y).Y)
		}
	}
	if diff <= 0 {
		t.Fatal("tonerGhostScan: no ghost below the print")
	}
	n1, n2 := nightPhoto(page, "seed", 300), nightPhoto(page, "seed", 300)
	if p := photo(page, "seed", 300); string(n1.Pix) != string(n2.Pix) || n1.Rect != p.Rect {
		t.Fatal("nightPhoto is not deterministic")
	}
}

// image37 is a white page with a black block in its top 120 pixels.
func image37(w, h int) *imageRGBA {
	img := newRGBA(w, h)
	for y := 20; y < 120; y++ {
		for x := 40; x < 260; x++ {
			o := img.PixOffset(x, y)
			img.Pix[o], img.Pix[o+1], img.Pix[o+2] = 0, 0, 0
		}
	}
	return img
}

// The committed session-37 documents exist with their kinds.
func TestSession37Documents(t *testing.T) {
	n := 0
	for _, l := range []*Layout{hrLab(), baLab(), tzHosp(), tdLab(), bgLab()} {
		for _, v := range variants(l) {
			if _, err := os.Stat(filepath.Join(committed, l.Name+"-"+v.suffix+"."+v.format)); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	if n != 25 {
		t.Fatalf("%d session-37 documents", n)
	}
}

type imageRGBA = image.RGBA

func newRGBA(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	return img
}
