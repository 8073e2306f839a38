package parser

import (
	"fmt"
	"image"
	"slices"
	"testing"

	"github.com/otiai10/gosseract/v2"
)

// TestTurnedDatesOnAScan reads a cumulative report whose dated column
// headings are set upward (blind dev layout sv_lab, 200 dpi scan): Tesseract
// makes each heading a stack of specks; read turned, the dates name the
// newest column, whose results are the rows, and a test it does not hold
// ("--") is no row.
func TestTurnedDatesOnAScan(t *testing.T) {
	got := blindScanRows(t, "sv_lab-scan200.jpg")
	for name, want := range map[string]string{
		"Hemoglobina":      "12.4 12.0 - 16.0",
		"Creatinina":       "1.14 0.50 - 1.10",
		"Colesterol total": "196 < 200",
	} {
		if got[name] != want {
			t.Errorf("%s = %q, want %q", name, got[name], want)
		}
	}
	if _, ok := got["Microalbuminuria"]; ok {
		t.Errorf("Microalbuminuria, not done on the newest date, read as a row: %q", got["Microalbuminuria"])
	}
}

// TestBoundsWithComparatorAfter reads one-sided ranges whose comparator
// follows the number, as Turkish prints them (with a case ending on the
// number) and as English can.
func TestBoundsWithComparatorAfter(t *testing.T) {
	f := func(p *float64) string {
		if p == nil {
			return "-"
		}
		return trimFloat(*p)
	}
	for _, tc := range []struct {
		in    string
		comma bool
		want  string
	}{
		{"41'e kadar", true, "- 41"},
		{"200'ün altında", true, "- 200"},
		{"40'ın üzerinde", true, "40 -"},
		{"5'ten küçük", true, "- 5"},
		{"5,7'nin altında", true, "- 5.7"},
		{"30’un üzerinde", true, "30 -"},
		{"5.0 or less", false, "- 5"},
		{"40 and above", false, "40 -"},
		{"12 kadar mg/dL", true, "- 12"},
	} {
		r := parseRange(tc.in, "", tc.comma)
		if got := f(r.min) + " " + f(r.max); !r.ok || got != tc.want {
			t.Errorf("parseRange(%q) = %s (ok %v), want %s", tc.in, got, r.ok, tc.want)
		}
	}
	// a number and a word that is no comparator stay no range
	if r := parseRange("40 Einheiten", "", true); r.min != nil || r.max != nil {
		t.Errorf("parseRange(40 Einheiten) read bounds")
	}
}

// TestRaisedDotDecimals reads a raised dot between digits as a decimal
// point, in values and ranges.
func TestRaisedDotDecimals(t *testing.T) {
	if v, ok := parseNumber("11·8", false); !ok || v != 11.8 {
		t.Errorf("parseNumber(11·8) = %v, %v", v, ok)
	}
	if v, ok := parseNumber("0·33", true); !ok || v != 0.33 {
		t.Errorf("parseNumber(0·33) in a decimal-comma report = %v, %v", v, ok)
	}
	r := parseRange("4·0 – 10·0", "", false)
	if r.min == nil || r.max == nil || *r.min != 4 || *r.max != 10 {
		t.Errorf("parseRange(4·0 – 10·0) = %+v", r)
	}
}

// TestTickedChoice reads a qualitative result printed as the ticked one of
// its options, moved to where the choice begins; a line with no box
// ticked, or two, stays as it was.
func TestTickedChoice(t *testing.T) {
	texts := func(ws []word) string {
		var s []string
		for _, w := range ws {
			s = append(s, fmt.Sprintf("%s@%.0f", w.text, w.x0))
		}
		return fmt.Sprint(s)
	}
	for _, tc := range []struct{ in, want string }{
		{"Malaria@49 smear@81 ☑@218 Seen@226 ☐@260 Not@268 seen@284 Not@425 seen@441", "[Malaria@49 smear@81 Seen@218 Not@425 seen@441]"},
		{"HBsAg@49 ☐@218 Positive@226 ☑@268 Negative@276 Negative@425", "[HBsAg@49 Negative@218 Negative@425]"},
		{"HBsAg@49 ☑Positive@218 ☐Negative@268 Negative@425", "[HBsAg@49 Positive@218 Negative@425]"},
		{"HBsAg@49 ☐@218 Positive@226 ☐@268 Negative@276", "[HBsAg@49 ☐@218 Positive@226 ☐@268 Negative@276]"},
		{"HBsAg@49 ☑@218 Positive@226 ☑@268 Negative@276", "[HBsAg@49 ☑@218 Positive@226 ☑@268 Negative@276]"},
	} {
		ws := wordsAt(tc.in, 100)
		for i := range ws {
			ws[i].size = 7
		}
		if got := texts(tickedChoice(ws)); got != tc.want {
			t.Errorf("tickedChoice(%s) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestDilutedRepeat reads a test measured again on a diluted sample after a
// value above the method's range as one row: the repeat's value under the
// test's own name.
func TestDilutedRepeat(t *testing.T) {
	pdf, print := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
	for i, h := range []string{"Esame", "Risultato", "Unità", "Valori di riferimento"} {
		text([]float64{40, 220, 300, 380}[i], 90, 9, h)
	}
	row := func(y float64, cells ...string) {
		for i, c := range cells {
			if c != "" {
				text([]float64{40, 220, 262, 300, 380}[i], y, 9, c)
			}
		}
	}
	row(110, "Colesterolo totale", "182", "", "mg/dL", "< 200")
	row(126, "Trigliceridi", "> 1000", "H", "mg/dL", "< 150")
	text(46, 140, 8, "Valore superiore al limite di linearità: determinazione ripetuta su campione diluito 1:5.")
	row(156, "Trigliceridi (campione diluito 1:5)", "1640", "H", "mg/dL", "< 150")
	row(172, "Ferritina", "> 1500", "H", "ng/mL", "13 - 150")
	rep, err := parseOne(t, &Parser{}, output(t, pdf))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rep.Results {
		got = append(got, r.TestName+"|"+r.Value)
	}
	want := []string{"Colesterolo totale|182", "Trigliceridi|1640", "Ferritina|> 1500"}
	if !slices.Equal(got, want) {
		t.Errorf("rows = %q, want %q", got, want)
	}
}

// TestTurnedStacks finds the specks of a turned word, not a column of flags:
// its rows leave gaps.
func TestTurnedStacks(t *testing.T) {
	box := func(x0, y0, x1, y1 int, s string) gosseract.BoundingBox {
		return gosseract.BoundingBox{Box: image.Rect(x0, y0, x1, y1), Word: s}
	}
	stacks := turnedStacks([]gosseract.BoundingBox{
		box(611, 563, 626, 585, "q"), box(606, 572, 626, 624, "RY"), box(610, 609, 626, 637, "5"), // a turned date
		box(900, 700, 914, 722, "H"), box(900, 737, 914, 759, "H"), box(900, 774, 914, 796, "L"), // flags, row under row
		box(100, 700, 180, 722, "Glucose"),
	})
	if want := []image.Rectangle{image.Rect(606, 563, 626, 637)}; !slices.Equal(stacks, want) {
		t.Errorf("turnedStacks = %v, want %v", stacks, want)
	}
}

// TestTurnedReadingKeepsWords: on a scan with the back page showing through
// (blind dev layout sm_osp), a column of values whose rows nearly touch
// makes a stack of pieces too; Tesseract read its words whole, and they stay.
func TestTurnedReadingKeepsWords(t *testing.T) {
	rep := parseBlindScan(t, "sm_osp-showthru200.pdf")
	got := map[string]string{}
	for _, r := range rep.Results {
		got[r.TestName] = r.Value + " " + sDeref(r.Units)
	}
	for name, want := range map[string]string{"Ematocrito (HCT)": "45,8 %", "MCH": "29,7 pg", "MCHC": "33,2 g/dL"} {
		if got[name] != want {
			t.Errorf("%s = %q, want %q", name, got[name], want)
		}
	}
}
