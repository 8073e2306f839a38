package parser

import (
	"bytes"
	"image/png"
	"math"
	"strconv"
	"testing"

	"github.com/assayhq/assay/parser/imaging"
)

// TestUnitReadAsThePagePrintsIt reads a unit OCR garbled beyond a letter or
// two as the unit the same page prints legibly on other rows, when it fits
// the test and no other unit of the page is as near. A count unit whose
// power reads is as printed, though the page prints no other like it; one
// whose power no lab prints per that volume is a misreading.
func TestUnitReadAsThePagePrintsIt(t *testing.T) {
	rs := builtResults(ocrPage("en", []string{
		"Test@20 Result@400 Units@550 Reference@700 Range@800",
		"Glucose@20 98@400 mg/dL@550 70-99@700",
		"Urea@20 31@400 maid@550 15-45@700",
		"Creatinine@20 0.9@400 mg/dL@550 0.7-1.3@700",
		"WBC@20 6.1@400 x10E3/uL@550 3.4-10.8@700",
		"Monocytes@20 0.5@400 xIOESAA@550 0.1-0.9@700",
		"Hemoglobin@20 14.1@400 g/dL@550 13.0-17.7@700",
		"Ferritin@20 88@400 ng/mL@550 30-400@700",
		"RBC@20 4.6@400 10⁶/µL@550 4.1-5.6@700",
		"Neutrophils@20 3.9@400 10³/µL@550 1.4-7.0@700",
		"Platelets@20 182@400 10^3/mm³@550 150-410@700",
	}), false)
	want := map[string]string{"Glucose": "mg/dL", "Urea": "mg/dL", "Creatinine": "mg/dL", "WBC": "x10E3/uL",
		"Monocytes": "x10E3/uL", "Platelets": "10^3/mm³", "Hemoglobin": "g/dL", "Ferritin": "ng/mL",
		"RBC": "10^6/µL", "Neutrophils": "10^3/µL"}
	if len(rs) != len(want) {
		t.Fatalf("%d rows, want %d", len(rs), len(want))
	}
	for _, r := range rs {
		if r.Units == nil || *r.Units != want[r.TestName] {
			t.Errorf("%s: unit %q, want %q", r.TestName, deref(r.Units), want[r.TestName])
		}
	}
	rs = builtResults(ocrPage("tr", []string{
		"Test@20 Sonuç@400 Birim@550 Referans@700",
		"Lökosit@20 6,84@400 10³/µL@550 4,5-11,0@700",
		"Trombosit@20 138@400 10^9/µL@550 150-400@700",
		"Nötrofil@20 4,12@400 10³/µL@550 1,8-7,7@700",
	}), true)
	for _, r := range rs {
		if r.Units == nil || *r.Units != "10^3/µL" {
			t.Errorf("%s: unit %q, want 10^3/µL", r.TestName, deref(r.Units))
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// TestDashBeforeRangeIsNoSign reads a dash OCR found before a range's lower
// bound as no minus sign when the test is never negative; a base excess
// keeps its sign.
func TestDashBeforeRangeIsNoSign(t *testing.T) {
	rs := builtResults(ocrPage("es", []string{
		"Prueba@20 Resultado@400 Unidades@550 Referencia@700",
		"Leucocitos@20 7,850@400 /µl@550 -4,500-11,000@700",
		"TSH@20 3.12@400 µUI/mL@550 -0.27-4.20@700",
		"Exceso@20 de@110 base@160 1.5@400 mmol/L@550 -2.0-3.0@700",
	}), false)
	want := map[string]string{"Leucocitos": "4500", "TSH": "0.27", "Exceso de base": "-2"}
	if len(rs) != len(want) {
		t.Fatalf("%d rows, want %d", len(rs), len(want))
	}
	for _, r := range rs {
		got := "<nil>"
		if r.MinReferenceRange != nil {
			got = strconv.FormatFloat(*r.MinReferenceRange, 'f', -1, 64)
		}
		if got != want[r.TestName] {
			t.Errorf("%s: lower bound %s, want %s", r.TestName, got, want[r.TestName])
		}
	}
}

// TestDecimalsGluedToUnit gives a value back the decimals OCR glued to the
// unit beside it, its comma lost ("27 4pg" for 27,4 pg), when the range
// prints as many decimals; a unit read far from the value stays apart.
func TestDecimalsGluedToUnit(t *testing.T) {
	rs := builtResults(ocrPage("pt", []string{
		"Análise@20 Resultado@400 Unidade@470 Referência@600",
		"VCM@20 84,9@400 fL@470 80,0-100,0@600",
		"HCM@20 27@400 Apg@428 27,0-33,0@600",
		"RDW@20 14@400 9%@428 11,5-14,5@600",
		"CHCM@20 32,2@400 g/dL@470 31,5-36,0@600",
		"Plaquetas@20 245@400 10^3/µL@470 150-450@600",
	}), true)
	want := map[string]string{"VCM": "84,9 fL", "HCM": "27,4 pg", "RDW": "14,9 %", "CHCM": "32,2 g/dL", "Plaquetas": "245 10^3/µL"}
	if len(rs) != len(want) {
		t.Fatalf("%d rows, want %d", len(rs), len(want))
	}
	for _, r := range rs {
		if got := r.Value + " " + deref(r.Units); got != want[r.TestName] {
			t.Errorf("%s: %q, want %q", r.TestName, got, want[r.TestName])
		}
	}
}

// TestAbbreviationsOfAPhoto mends a short test name a photo or a fax
// garbled: small capitals read in lower case, a letter read for a
// look-alike, a stroke read as an added I, an abbreviation in brackets or
// before a hyphen. A name printed in mixed case stays as printed.
func TestAbbreviationsOfAPhoto(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		{"en", "wec", "WBC"},
		{"en", "MICH", "MCH"},
		{"tr", "Eritrosit (REC)", "Eritrosit (RBC)"},
		{"en", "ROW-CV", "RDW-CV"},
		{"en", "Hct", "Hct"},
		{"en", "Eos", "Eos"},
		{"en", "Iron", "Iron"},
	} {
		if got := repairOCRNameWords(tc.in, tc.lang); got != tc.want {
			t.Errorf("repairOCRNameWords(%q, %s) = %q, want %q", tc.in, tc.lang, got, tc.want)
		}
	}
}

// TestRangeInBracketsAfterUnit reads a range printed in brackets after the
// unit, in the unit's column ("mg/L (< 5,0)") or running on into the range's
// ("mmHg [35.0 -  45.0]"), and a flag letter printed before a unit written
// as a word per volume ("H copias/mL").
func TestRangeInBracketsAfterUnit(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printHeader(text)
	printRows(text, 112, 16, 0, [][]string{{"CRP", "", "< 1,0", "mg/L (< 5,0)", ""}, {"pCO2", "", "31.2", "mmHg [35.0 -", "45.0]"},
		{"Viral load", "", "1200", "H copias/mL", "< 20"}, {"Sodium", "", "139", "mmol/L", "136 - 145"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"CRP|< 1,0|mg/L|-5|", "pCO2|31.2|mmHg|35-45|",
		"Viral load|1200|copias/mL|-20|H", "Sodium|139|mmol/L|136-145|"})
}

// TestParseUpsideDownScan reads a page laid on the scanner upside down:
// every row is read, with its box in the uploaded image.
func TestParseUpsideDownScan(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	img, err := png.Decode(bytes.NewReader(renderPNG(t, samplePDF(t), "200")))
	if err != nil {
		t.Fatal(err)
	}
	g := imaging.ToGray(img)
	turned := imaging.Turn(imaging.Turn(g, true), true)
	var buf bytes.Buffer
	if err := png.Encode(&buf, turned); err != nil {
		t.Fatal(err)
	}
	rep, err := parseOne(t, &Parser{OCR: pool}, buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	checkSampleRows(t, rep, "px", true)
	upright, err := parseOne(t, &Parser{OCR: pool}, renderPNG(t, samplePDF(t), "200"))
	if err != nil {
		t.Fatal(err)
	}
	w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
	for i, r := range rep.Results {
		p, q := r.Provenance, upright.Results[i].Provenance
		// the box is the upright box turned half round, within a few pixels
		if math.Abs(p.X0-(w-q.X1)) > 8 || math.Abs(p.Y0-(h-q.Y1)) > 8 {
			t.Errorf("%s: box %+v, upright %+v: not turned half round in the %gx%g image", r.TestName, p, q, w, h)
		}
	}
}

// TestRangeInTheResultCell reads a result cell that prints the value, the
// unit and the range in brackets after it.
func TestRangeInTheResultCell(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	text(40, 90, 9, "Analyse")
	text(300, 90, 9, "Resultat")
	for i, r := range [][2]string{{"Sodium", "140 mmol/L (136 - 145)"}, {"CRP", "< 1,0 mg/L (< 5,0)"}, {"DFG", "> 90 mL/min (> 60)"}} {
		text(40, 112+16*float64(i), 9, r[0])
		text(300, 112+16*float64(i), 9, r[1])
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Sodium|140|mmol/L|136-145|", "CRP|< 1,0|mg/L|-5|", "DFG|> 90|mL/min|60-|"})
}

// TestRangeInScientificNotation reads a bound printed in scientific
// notation as its number; a power of ten before a slash is a count unit's.
func TestRangeInScientificNotation(t *testing.T) {
	for _, tc := range []struct {
		in           string
		decimalComma bool
		min, max     string
	}{
		{"< 1.0 x 10^4", false, "", "10000"},
		{"< 1,0 x 10^4", true, "", "10000"},
		{"2.5 x 10^-3 - 5.0 x 10^-3", false, "0.0025", "0.005"},
		{"4.0 - 11.0 x10^9/L", false, "4", "11"},
	} {
		r := parseRange(tc.in, "", tc.decimalComma)
		got := func(f *float64) string {
			if f == nil {
				return ""
			}
			return strconv.FormatFloat(*f, 'f', -1, 64)
		}
		if !r.ok || got(r.min) != tc.min || got(r.max) != tc.max || r.text != tc.in {
			t.Errorf("parseRange(%q) = %v [%s, %s] %q, want [%s, %s]", tc.in, r.ok, got(r.min), got(r.max), r.text, tc.min, tc.max)
		}
	}
}
