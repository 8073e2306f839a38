package parser

import (
	"image"
	"image/color"
	"testing"
)

// TestStruckValueAndBrokenName prints a corrected result whose first value
// is struck through by a thin bar, and names broken at the line's end with
// a hyphen: the struck value is no value, a hyphen before a lower-case
// continuation only breaks the word, one before a capital stays; a rule
// under a row and a ruled form's line across the page strike nothing.
func TestStruckValueAndBrokenName(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	text(40, 112, 9, "Kalium")
	text(220, 112, 9, "6,2")
	pdf.SetFillColor(0, 0, 0)
	pdf.Rect(219.5, 112-2.9, 13.5, 0.6, "F") // through 6,2 at mid x-height
	text(238, 112, 9, "4,4")
	text(300, 112, 9, "mmol/l")
	text(380, 112, 9, "3,5 - 5,1")
	text(40, 132, 9, "Alkalische Phos-")
	text(40, 142, 9, "phatase")
	text(220, 132, 9, "88")
	text(300, 132, 9, "U/l")
	text(380, 132, 9, "35 - 104")
	pdf.Rect(40, 145, 420, 0.5, "F") // a rule under the row
	text(40, 162, 9, "Hepatitis B Anti-")
	text(40, 172, 9, "HBs")
	text(220, 162, 9, "12")
	text(300, 162, 9, "IU/l")
	text(380, 162, 9, "10 - 100")
	pdf.Rect(20, 192-2.9, 560, 0.6, "F") // a ruled form's line through a row
	text(40, 192, 9, "Natrium")
	text(220, 192, 9, "140")
	text(300, 192, 9, "mmol/l")
	text(380, 192, 9, "135 - 145")
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Kalium|4,4|mmol/l|3.5-5.1|", "Alkalische Phosphatase|88|U/l|35-104|",
		"Hepatitis B Anti-HBs|12|IU/l|10-100|", "Natrium|140|mmol/l|135-145|"})
}

// TestPanelPrintedAcross reads a differential count printed across: the
// names head columns, labelled lines under them hold the results (a flag
// apart or glued), the units and the ranges; each column is a row, and no
// row is named by a label.
func TestPanelPrintedAcross(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	printRows(text, 112, 16, 0, [][]string{{"Haemoglobin", "", "12.1", "gm/dl", "13.0 - 17.0"}})
	text(40, 132, 9, "DIFFERENTIAL COUNT")
	xs := []float64{130, 220, 310, 400}
	for i, s := range []string{"Neutrophils", "Lymphocytes", "Monocytes", "Eosinophils"} {
		text(xs[i], 148, 9, s)
	}
	lines := [][]string{{"Result", "72", "17 L", "4", "7H"}, {"Unit", "%", "%", "%", "%"}, {"Ref. Range", "40 - 75", "20 - 45", "2 - 10", "1 - 6"}}
	for li, l := range lines {
		text(40, 162+float64(li)*13, 9, l[0])
		for i, c := range l[1:] {
			text(xs[i]+5, 162+float64(li)*13, 9, c)
		}
	}
	printRows(text, 220, 16, 0, [][]string{{"Urea", "", "28", "mg/dl", "15 - 45"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Haemoglobin|12.1|gm/dl|13-17|", "Neutrophils|72|%|40-75|",
		"Lymphocytes|17|%|20-45|L", "Monocytes|4|%|2-10|", "Eosinophils|7|%|1-6|H", "Urea|28|mg/dl|15-45|"})
}

// TestSpacedLetters joins letter-spaced words ("A Y Ş E  N U R") at the
// gaps wider than the letters' own, and leaves letters a column apart.
func TestSpacedLetters(t *testing.T) {
	pg := boxedPage([]string{
		"A@100-120 Y@140-160 Ş@180-200 E@220-240 N@300-320 U@340-360 R@380-400",
		"H@100-130 L@400-430 H@700-730 L@1000-1030",
		"Kalium@100-220 4@600-620",
	})
	joinSpacedLetters(pg)
	var got []string
	for _, w := range pg.words {
		got = append(got, w.text)
	}
	want := []string{"AYŞE", "NUR", "H", "L", "H", "L", "Kalium", "4"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("word %d = %q, want %q", i, got[i], want[i])
		}
	}
}

// TestOtherCalendarDates reads the Gregorian date printed beside a Bikram
// Sambat one, none where only that is printed, and takes the order of a
// report's dates from one that only reads one way (13-07-2026).
func TestOtherCalendarDates(t *testing.T) {
	for in, want := range map[string]string{
		"2083-03-28 BS (12-07-2026 AD) 07:50 AM": "2026-07-12",
		"2083-03-28 B.S.":                        "",
		"(13-07-2026)":                           "2026-07-13",
	} {
		if got := normalizeDate(in, false); got != want {
			t.Errorf("normalizeDate(%q) = %q, want %q", in, got, want)
		}
	}
	pg := boxedPage([]string{"Collected:@100-300 12-07-2026@320-500", "Reported:@100-300 13-07-2026@320-500"})
	buildLines(pg)
	if !ukDates(&document{pages: []*page{pg}}) {
		t.Error("a date 13-07-2026 did not make the report's dates day-first")
	}
}

// TestShortAccentedNameAlone restores the accent OCR dropped from a short
// name printed alone ("Ure" is Turkish Üre), in the case it was read.
func TestShortAccentedNameAlone(t *testing.T) {
	for in, want := range map[string]string{"Ure": "Üre", "URE": "ÜRE", "Ure Azotu": "Ure Azotu"} {
		if got := repairOCRNameWords(in, "tr"); got != want {
			t.Errorf("repairOCRNameWords(%q, tr) = %q, want %q", in, got, want)
		}
	}
}

// TestRaisedMarkAfterValue drops a footnote mark printed small and raised
// after a number and read into it (`412²` as 412?), and keeps a last digit
// standing on the baseline and a power of ten.
func TestRaisedMarkAfterValue(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 120, 40))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	ink := func(x0, y0, x1, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				g.SetGray(x, y, color.Gray{})
			}
		}
	}
	for _, x := range []int{10, 25, 40} { // three digits, 20 high
		ink(x, 10, x+10, 30)
	}
	ink(55, 8, 61, 18) // a mark half as high, ending above mid-height
	r := image.Rect(5, 5, 70, 35)
	if got, end, ok := raisedMark(g, r, "412?"); !ok || got != "412" || end != 50 {
		t.Errorf("raisedMark(412?) = %q, %d, %v; want 412, 50, true", got, end, ok)
	}
	if _, _, ok := raisedMark(g, r, "103"); ok {
		t.Error("a power of ten lost its exponent")
	}
	ink(55, 18, 61, 30) // the mark grown into a digit on the baseline
	if _, _, ok := raisedMark(g, r, "4127"); ok {
		t.Error("a digit on the baseline was read as a raised mark")
	}
}
