package main

import (
	"image/color"
	"testing"
)

// The session-21 captures (highlighter, curled page photo, low-toner print)
// are seeded, and the highlighter marks only a value printed once.
func TestSession21CapturesDeterministic(t *testing.T) {
	img := ruledPage()
	bs := []box{{20, 50, 60, 58, "Glucose"}, {100, 50, 118, 58, "7.4"}, {150, 50, 156, 58, "H"},
		{100, 70, 118, 78, "98"}, {100, 90, 118, 98, "98"}}
	rows := []*Row{{Name: "Glucose", Value: "7.4", Flag: "H"}, {Name: "Urea", Value: "98"}}
	a, b := highlight(img, bs, 150, rows, "seed"), highlight(img, bs, 150, rows, "seed")
	if string(a.Pix) != string(b.Pix) {
		t.Fatal("highlight is not deterministic")
	}
	s := 150.0 / 72
	if c := a.RGBAAt(int(110*s), int(54*s)); c.B > 200 || c.R < 200 {
		t.Fatalf("no yellow ink over the marked value: %v", c)
	}
	if c := a.RGBAAt(int(110*s), int(74*s)); c != (color.RGBA{255, 255, 255, 255}) {
		t.Fatalf("a value printed twice was marked: %v", c)
	}
	if p1, p2 := curlPhoto(img, "seed", 200), curlPhoto(img, "seed", 200); string(p1.Pix) != string(p2.Pix) {
		t.Fatal("curlPhoto is not deterministic")
	}
	f1, f2 := faded(img, "seed"), faded(img, "seed")
	if string(f1.Pix) != string(f2.Pix) {
		t.Fatal("faded is not deterministic")
	}
	// toner is short: a black rule comes out grey
	if v := f1.GrayAt(150, 100).Y; v < 60 || v > 235 {
		t.Fatalf("faded rule is %d, want a light grey", v)
	}
}
