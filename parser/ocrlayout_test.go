package parser

import (
	"context"
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/assayhq/assay"
)

// wordsAt lays out "text@x" tokens on one OCR line 20 px high, each glyph
// 10 px wide.
func wordsAt(spec string, y float64) []word {
	var ws []word
	for _, tok := range strings.Fields(spec) {
		text, xs, _ := strings.Cut(tok, "@")
		x := 0.0
		for _, c := range xs {
			x = x*10 + float64(c-'0')
		}
		ws = append(ws, word{text: text, x0: x, x1: x + 10*float64(len([]rune(text))), y0: y, y1: y + 20, conf: 0.9, group: int(y)})
	}
	return ws
}

func TestLookAlikeHeaderLabels(t *testing.T) {
	for in, want := range map[string]colKind{
		"Biological Ret. interval": colRange, // t read for f
		"Resu1t":                   colOther, // a digit is no look-alike letter here
		"Unlt":                     colUnit,  // l read for i
		"Sex":                      colOther,
		// the rules of a ruled table read as brackets or as a letter
		"[Résultat]":            colResult,
		"TValeurs de référence": colRange,
		"IUnité":                colUnit,
		"Total":                 colOther, // a T of the word itself
		// words run together
		"Valoresdereferencia": colRange,
		"Referencerange":      colRange,
		"Glucosebasal":        colOther,
	} {
		got, _ := ocrHeaderKind(in)
		if got != want {
			t.Errorf("ocrHeaderKind(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestColonColumnMisreads(t *testing.T) {
	pg := &page{ocr: true, width: 1200}
	for i, spec := range []string{
		"Haemoglobin@90 :@445 13.2@466 g/dL@620",
		"Total@90 Count@200 >@445 10800@466 H@528 /cumm@620",
		"RBC@90 Count@150 »@446 4.12@466 mill/cumm@620",
		"MCV@90 :@444 88.3@466 fL@620",
		"Platelets@90 :@445 1.85@466 lakhs/cumm@620",
		"TSH@90 te@445 2.44@466 uIU/mL@620",
		"Glucose@90 :@446 90@466 mg/dL@620",
		"Vitamin@90 B12@170 5@447 148@468 pg/mL@620",
		"Vitamin@90 D@180 >@470 100@490 ng/mL@620", // a comparator beside the value, off the colon column
		"Platelet@90 Count@180 +@445 1.85@466 lakhs/cumm@620",
		"TSH@90 1.2.14@446 uIU/mL@620",         // the colon read into the value
		"Uric@90 Acid@140 12.14@446 mg/dL@620", // a number that reads whole stays
	} {
		pg.words = append(pg.words, wordsAt(spec, float64(100+40*i))...)
	}
	buildLines(pg)
	var got []string
	for _, l := range pg.lines {
		got = append(got, l.text())
	}
	want := []string{
		"Haemoglobin : 13.2 g/dL", "Total Count : 10800 H /cumm", "RBC Count : 4.12 mill/cumm", "MCV : 88.3 fL",
		"Platelets : 1.85 lakhs/cumm", "TSH : 2.44 uIU/mL", "Glucose : 90 mg/dL", "Vitamin B12 : 148 pg/mL", "Vitamin D > 100 ng/mL",
		"Platelet Count : 1.85 lakhs/cumm", "TSH : 2.14 uIU/mL", "Uric Acid 12.14 mg/dL",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestBarMarksDropped(t *testing.T) {
	for spec, want := range map[string]string{
		"16.6@739 1@851 48.5@945": "16.6 48.5", // the marker inside the bar
		"70@746 100@948 1@1049":   "70 100",    // the value is past the range
		"40@745 I@879 129@947":    "40 129",
		"35@742 1@845 5.2@949":    "35 5.2", // bounds out of order: their precision is mended later
		"70,@746 100@948 1@1049":  "70 100",
		"3.5@740 - 5.2@800":       "3.5 - 5.2",
		"1@740 2@760 3@780":       "1 2 3", // close together: no bar
	} {
		if got := joinWords(dropBarMarks(wordsAt(spec, 0))); got != want {
			t.Errorf("dropBarMarks(%q) = %q, want %q", spec, got, want)
		}
	}
}

func TestDecimalPointOnTheFlaggedSide(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	high, low := &flagInfo{printed: "H", above: true}, &flagInfo{printed: "L", below: true}
	for _, c := range []struct {
		value, rangeText string
		rr               refRange
		flag             *flagInfo
		want             string
	}{
		{"68", "4.0 - 5.6", refRange{min: f(4), max: f(5.6)}, high, "6.8"},
		{"412", "4.50 - 5.50", refRange{min: f(4.5), max: f(5.5)}, low, "4.12"},
		{"244", "0.35 - 5.50", refRange{min: f(0.35), max: f(5.5)}, nil, "2.44"},
		{"44", "4.0 - 5.6", refRange{min: f(4), max: f(5.6)}, high, ""}, // 4.4 is not high: the flag keeps 44
		{"300", "70 - 100", refRange{min: f(70), max: f(100)}, high, ""},
	} {
		got, _, _ := inferDecimalPoint(c.value, c.rangeText, c.rr, c.flag, false)
		if got != c.want {
			t.Errorf("inferDecimalPoint(%q, %q) = %q, want %q", c.value, c.rangeText, got, c.want)
		}
	}
}

func TestRangeCellTrimmed(t *testing.T) {
	for spec, want := range map[string]string{
		"0,70-1,10@684 -@804 6,00@927 mmol.@973 3,89@1058 -@1096 6,11@1105": "0,70-1,10", // a second, unlabelled column group
		":@666 >0,40@685":          ">0,40",
		"<2,00@685 .@751":          "<2,00",
		"16.6@739 48.5@945":        "16.6 48.5", // a graphic range is one range, however wide
		"4,00@685 -@729 10,00@741": "4,00 - 10,00",
	} {
		if got := joinWords(trimRangeCell(wordsAt(spec, 0), true)); got != want {
			t.Errorf("trimRangeCell(%q) = %q, want %q", spec, got, want)
		}
	}
}

func TestRangeSeparatorsRestored(t *testing.T) {
	for _, c := range []struct {
		value, rangeText string
		decimalComma     bool
		want             string
	}{
		{"3,05", "027-420", true, "0,27-4,20"}, // a leading zero gives the precision
		{"11,2", "72-118", true, "7,2-11,8"},   // the value's decimals do, when it falls inside
		{"3,420", "1500-7800", false, ""},      // a thousands separator is no decimal
		{"4.2", "35-52", false, "3.5-5.2"},
		{"42", "35-52", false, ""},  // a value without decimals gives no precision
		{"9.8", "25-78", false, ""}, // unflagged, 9.8 may be low
		{"98", "70-100", false, ""},
	} {
		rr := parseRange(c.rangeText, "", c.decimalComma)
		got, _ := inferRangeSeparators(c.value, c.rangeText, rr, nil, c.decimalComma)
		if got != c.want {
			t.Errorf("inferRangeSeparators(%q, %q) = %q, want %q", c.value, c.rangeText, got, c.want)
		}
	}
}

func TestUnitWithItsSlashLost(t *testing.T) {
	for in, want := range map[string]string{"TL": "T/L", "nl": "/nl", "UIL": "U/L", "Gh": "G/L", "gh": "g/L", "mmolL": "mmol/L",
		"UN": "U/L", "mUN": "mU/L", "git": "g/L", "fl": "fl", "U": "U",
		"pUIlmL": "µUI/mL"} { // the slash read as l, the µ as p
		if got := fixOCRUnitIn(in, "fr"); got != want {
			t.Errorf("fixOCRUnitIn(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNameMarksDropped(t *testing.T) {
	for in, want := range map[string]string{"Urea”": "Urea", "Creatinina*": "Creatinina", "Aspartato aminotransferasa (AST/TGO)®": "Aspartato aminotransferasa (AST/TGO)",
		"Ácido úrico?": "Ácido úrico", "Vitamina B12": "Vitamina B12", "HbA1c": "HbA1c"} {
		if got := fixOCRNameIn(in, "es"); got != want {
			t.Errorf("fixOCRNameIn(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDecimalPointAgainstALowFlag(t *testing.T) {
	lo, hi := 3.9, 26.8
	low := &flagInfo{printed: "L", below: true}
	if got, _, _ := inferDecimalPoint("24", "3.9 - 26.8", refRange{min: &lo, max: &hi}, low, false); got != "2.4" {
		t.Errorf("24 L beside 3.9 - 26.8 = %q, want 2.4", got)
	}
	if got, _, _ := inferDecimalPoint("24", "3.9 - 26.8", refRange{min: &lo, max: &hi}, nil, false); got != "" {
		t.Errorf("24 unflagged beside 3.9 - 26.8 = %q, want it kept", got)
	}
}

func TestWrappedNameBesideSpecks(t *testing.T) {
	checkOCRRows(t, 1240, []string{
		"Esame@88 Risultato@371 Unità@527 Valori@711 di@765 riferimento@786",
		"Gamma-glutamiltransferasi@83 14@372 U/L@520 5-36@708",
		"(Gamma@88 GT)@172 3@597 n@646",
		"Piastrine@86 248@373 10^3/µL@526 150@711 -@749 400@761",
		"(CHIMICA@80 CLINICA@170 7@698",
		"Glucosio@89 96@368 mg/dL@520 70@710 -@738 100@750",
	}, []string{"Gamma-glutamiltransferasi (Gamma GT)|14", "Piastrine|248", "Glucosio|96"})
}

func TestGarbledResultHeader(t *testing.T) {
	pg := &page{ocr: true, width: 1243, words: wordsAt("rruusa@84 nesunauo@378 Unidades@480 valores@623 de@698 Resultado@799 Unidades@900 Valores@998 de@1072", 0)}
	buildLines(pg)
	l := pg.lines[0]
	ts := detectHeader(l, 1243)
	if len(ts) != 2 {
		t.Fatalf("got %d tables, want 2 side by side", len(ts))
	}
	var kinds []colKind
	for _, c := range ts[0].cols {
		kinds = append(kinds, c.kind)
	}
	if want := []colKind{colName, colResult, colUnit, colRange}; !slices.Equal(kinds, want) {
		t.Errorf("first table's columns = %v, want %v", kinds, want)
	}
}

// TestLanguageRereadKeepsTheResampledReading: a page read again in its
// report's language must still offer its resampled reading (faxes and
// 200 dpi scans of non-English reports lost it).
func TestLanguageRereadKeepsTheResampledReading(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	g := image.NewGray(image.Rect(0, 0, 200, 100))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	called := false
	doc := &document{pages: []*page{{ocr: true, gray: g, dpi: 100, lang: "en",
		resampled: func(context.Context, string) (*page, error) { called = true; return &page{}, nil }}}}
	p := &Parser{OCR: pool}
	if err := p.rereadOCRPages(context.Background(), doc, firstReading, "es"); err != nil {
		t.Fatal(err)
	}
	if doc.pages[0].resampled == nil {
		t.Fatal("the reread page lost its resampled reading")
	}
	if _, err := doc.pages[0].resampled(context.Background(), "es"); err != nil || !called {
		t.Fatalf("resampled reading not the original one (called %v, err %v)", called, err)
	}
}

func TestNameCompletedByTheTable(t *testing.T) {
	for _, c := range []struct {
		first, rest string
		want        bool
	}{
		{"MEAN CORPUSCULAR", "VOLUME", true},
		{"ALKALINE", "PHOSPHATASE", true},
		{"HEMOGLOBIN", "A1C", false}, // the first line is a test already
		{"SODIUM", "COMPREHENSIVE METABOLIC PANEL", false},
	} {
		if got := completesName(wordsAt(strings.ReplaceAll(c.first, " ", "@0 ")+"@0", 0), c.rest); got != c.want {
			t.Errorf("completesName(%q, %q) = %v, want %v", c.first, c.rest, got, c.want)
		}
	}
}

func TestWrappedQualitativeValue(t *testing.T) {
	checkOCRRows(t, 1280, []string{
		"Untersuchung@85 Ergebnis@717 Einheit@837 Referenzbereich@1141",
		"Eiweiß@87 negativ@743 negativ@1145",
		"Blut@87 nicht@769 nicht@1146 nachweisbar@1208",
		"nachweisbar@700",
		"Nitrit@83 negativ@743 negativ@1145",
	}, []string{"Eiweiß|negativ", "Blut|nicht nachweisbar", "Nitrit|negativ"})
}

func TestRangeSeparatorsAgainstAHighFlag(t *testing.T) {
	rr := parseRange("25-78", "", false)
	high := &flagInfo{printed: "H", above: true}
	if got, _ := inferRangeSeparators("9.8", "25-78", rr, high, false); got != "2.5-7.8" {
		t.Errorf("9.8 H beside 25-78 = %q, want 2.5-7.8", got)
	}
}

// TestOneBoundSeparatorAgainstTheFlag restores a one-sided bound's lost
// separator only where the printed flag contradicts the bound as read.
func TestOneBoundSeparatorAgainstTheFlag(t *testing.T) {
	high := &flagInfo{printed: "H", above: true}
	low := &flagInfo{printed: "L", below: true}
	for _, c := range []struct {
		value, rangeText string
		flag             *flagInfo
		decimalComma     bool
		want             string
	}{
		{"2.4", "<18", high, false, "<1.8"},
		{"12,4", "< 30", high, true, "< 3,0"},
		{"0.9", ">60", low, false, ""}, // 0.9 L sits below 60 as read
		{"2.4", "<18", nil, false, ""}, // no flag: no contradiction
		{"24", "<18", high, false, ""}, // a whole value gives no decimals
		{"5.5", "> 40", low, false, ""},
		{"3.1", "> 40", low, false, ""}, // 3.1 < 4.0 and < 40: not contradicted
	} {
		rr := parseRange(c.rangeText, "", c.decimalComma)
		if got, _ := inferRangeSeparators(c.value, c.rangeText, rr, c.flag, c.decimalComma); got != c.want {
			t.Errorf("%s %v beside %q = %q, want %q", c.value, c.flag, c.rangeText, got, c.want)
		}
	}
}

func TestBoundPrecision(t *testing.T) {
	high := &flagInfo{printed: "H", above: true}
	for _, c := range []struct {
		value, rangeText string
		flag             *flagInfo
		want             string
	}{
		{"32.1", "16.6 485", nil, "16.6 48.5"}, // inside both, but 485 spans far wider
		{"8.4", "34 7.0", high, "3.4 7.0"},
		{"3", "0.5 - 10", nil, ""},   // 3 is inside as printed, outside 0.5-1.0
		{"1.08", "0.70 12", nil, ""}, // 12 has no more digits than 0.70 has decimals
		{"15", "15 - 150.0", nil, ""},
	} {
		rr := parseRange(c.rangeText, "", false)
		got, _ := inferRangeSeparators(c.value, c.rangeText, rr, c.flag, false)
		if got != c.want {
			t.Errorf("inferRangeSeparators(%q, %q) = %q, want %q", c.value, c.rangeText, got, c.want)
		}
	}
}

func TestPowerPerMicrolitre(t *testing.T) {
	for _, c := range []struct{ in, lang, want string }{
		{"x107 3/pL", "es", "x10^3/µL"},
		{"10%3/pL", "it", "10^3/µL"},
		{"x10”6/uL", "es", "x10^6/µL"},
		{"x10*3/uL", "en", "x10^3/uL"},
		{"10’ 6/piL", "it", "10^6/µL"},
		// the slash read as 7 or %, the cubed mm as anything
		{"x1097/L", "en", "x10^9/L"},
		{"x10712/L", "en", "x10^12/L"},
		{"103/mm*", "en", "10^3/mm³"},
		// an exponent lost is a thousandfold question the unit alone
		// does not answer (see TestCountExponent)
		{"*10°%L", "en", "*10°%L"},
		{"x10°/pL", "en", "x10°/pL"},
	} {
		if got := fixOCRUnitIn(c.in, c.lang); got != c.want {
			t.Errorf("fixOCRUnitIn(%q, %s) = %q, want %q", c.in, c.lang, got, c.want)
		}
	}
}

// TestCountExponent reads a count unit's lost exponent from the units
// LOINC reports the test in, per µL and so per litre.
func TestCountExponent(t *testing.T) {
	for _, c := range []struct{ unit, name, want string }{
		{"*10°%L", "Total WBC Count", "x10^9/L"},
		{"x10°/pL", "Absolute Lymphocyte Count", "x10^3/uL"},
		{"10°%mm?", "Platelet Count", "10^3/mm³"},
		{"x10°/L", "RBC Count", "x10^12/L"},
		{"x10YyuL", "WBC Count", "x10^3/uL"},       // the raised 3 and the slash read as Y
		{"x10°/L", "Sodium", "x10°/L"},             // not a count: left as read
		{"x1097/L", "RBC Count", "x1097/L"},        // an exponent read is never overruled
		{"x10°/L", "Zzyzx unknown test", "x10°/L"}, // no code, no answer
	} {
		if got := countExponent(c.unit, c.name, "en"); got != c.want {
			t.Errorf("countExponent(%q) beside %s = %q, want %q", c.unit, c.name, got, c.want)
		}
	}
}

// TestMicroReadAsP gives back a µ that OCR read as p or lost, when LOINC
// says the test is reported in the µ unit and not in the one read.
func TestMicroReadAsP(t *testing.T) {
	for _, c := range []struct{ unit, name, want string }{
		{"pmol/L", "Creatinine", "µmol/L"},
		{"mol/L", "Creatinine", "µmol/L"},
		{"pmol/L", "Free T4", "pmol/L"}, // reported in pmol/L
		{"pg/mL", "Vitamin B12", "pg/mL"},
		{"mg/dL", "Creatinine", "mg/dL"},
	} {
		if got := microMisread(c.unit, c.name); got != c.want {
			t.Errorf("microMisread(%q) beside %s = %q, want %q", c.unit, c.name, got, c.want)
		}
	}
}

func TestUnitThatFitsTheTest(t *testing.T) {
	for _, c := range []struct{ read, name, want string }{
		{"inl", "Leukozyten", "/nl"},  // a count, not a volume fraction (L/L)
		{"inl", "Hämatokrit", "L/L"},  // the other way round
		{"mg/dl", "Glukose", "mg/dl"}, // read exactly: kept
		{"YL", "Hämatokrit", "L/L"},   // a volume fraction, not fL
	} {
		if got := fixOCRUnitFor(c.read, "de", unitFitsTest(c.name)); got != c.want {
			t.Errorf("fixOCRUnitFor(%q) beside %s = %q, want %q", c.read, c.name, got, c.want)
		}
	}
	// a test known by name allows a reading a little farther from its unit
	for _, c := range []struct{ read, lang, name, want string }{
		{"gid", "en", "Haemoglobin", "g/dL"},
		{"gd", "es", "Hemoglobina", "g/dL"},
		{"HU", "fr", "Gamma-GT", "U/L"},
		{"pUl/imL", "es", "TSH", "µUI/mL"},
		{"yumoV/L", "en", "Creatinine", "µmol/L"}, // y and p are a µ's descender
		{"pHIU/mL", "en", "TSH", "µIU/mL"},
		{"UV", "fr", "Gamma GT", "UI/L"}, // the I and slash of UI/L read as one V
		{"UV!", "fr", "ALAT", "UI/L"},
		{"HUVML", "es", "TSH", "µUI/mL"},
		{"UVL", "en", "ALT", "U/L"},                  // English reports write U/L
		{"pum", "es", "TSH", "pum"},                  // too far from any unit TSH is in
		{"mL/min/1.73", "en", "eGFR", "mL/min/1.73"}, // printed so, cut short
		{"Immé", "es", "Leucocitos", "/mm³"},         // the slash read as I
		{"Imm?", "es", "Neutrófilos", "/mm³"},
		{"mm/1st hour", "en", "ESR (Westergren)", "mm/1st hour"}, // a known unit, not mm/1st hr
		{"/champ", "fr", "Leucocytes", "/champ"},
		{"fi", "en", "MCV", "fL"},          // a look-alike letter off
		{"mm", "es", "Leucocitos", "/mm³"}, // a known unit a count is never in: slash and ³ lost
		{"mm", "es", "VSG", "mm"},          // ESR is in mm
		{"mm/h", "en", "ESR", "mm/h"},
	} {
		if got := fixOCRUnitFor(c.read, c.lang, unitFitsTest(c.name)); got != c.want {
			t.Errorf("fixOCRUnitFor(%q) beside %s = %q, want %q", c.read, c.name, got, c.want)
		}
	}
}

// checkOCRRows lays out one OCR line per spec (see wordsAt), 24 px apart,
// and checks the rows read from them as name|value.
func checkOCRRows(t *testing.T, width float64, specs, want []string) {
	t.Helper()
	pg := &page{ocr: true, width: width}
	for i, spec := range specs {
		pg.words = append(pg.words, wordsAt(spec, float64(100+24*i))...)
	}
	buildLines(pg)
	var got []string
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, true) {
		got = append(got, cleanName(joinWords(d.name))+"|"+joinWords(d.value))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRuledTableReadWithLayout parses a 150 dpi scan of a table boxed by
// rules (blind dev layout be_lab, in French). Read as one block, Tesseract
// takes the rules for letters and loses names and whole rows; the page's
// vertical rules send it to a reading with Tesseract's own layout analysis,
// whose rule debris (`104[`, `[Résultat]`, `TValeurs`) is dropped. The
// shaded section row under Plaquettes is a heading, not the rest of its name.
func TestRuledTableReadWithLayout(t *testing.T) {
	rep := parseBlindScan(t, "be_lab-scan150.jpg")
	got := map[string]assay.LabReportResult{}
	for _, r := range rep.Results {
		got[r.TestName] = r
	}
	for name, want := range map[string]string{
		"Glucose à jeun":         "104 70-99",
		"Plaquettes":             "164 150-400",
		"Phosphatases alcalines": "96 35-104",
		"Potassium":              "3,3 3.5-5.1",
	} {
		r, ok := got[name]
		if !ok {
			t.Errorf("no %s row in %d results", name, len(rep.Results))
			continue
		}
		if s := fmt.Sprintf("%s %v-%v", r.Value, fDeref(r.MinReferenceRange), fDeref(r.MaxReferenceRange)); s != want {
			t.Errorf("%s = %q, want %q", name, s, want)
		}
	}
	if len(rep.Results) != 25 {
		t.Errorf("%d results, want the 25 printed", len(rep.Results))
	}
}

// TestFlagReadAsDigit drops a flag read as the value's last digit, only
// where that digit is a decimal the range does not print and the value stays
// out of range without it, or a 1 that puts a whole number ten times above
// its range.
func TestFlagReadAsDigit(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, c := range []struct {
		value, rangeText string
		rr               refRange
		comma            bool
		want             string
	}{
		{"7.65", "3.9-5.6", refRange{min: f(3.9), max: f(5.6)}, false, "7.6"},   // 7.6H
		{"18.21", "30 - 100", refRange{min: f(30), max: f(100)}, false, "18.2"}, // 18.2L
		{"2,42", "< 1,8", refRange{max: f(1.8)}, true, "2,4"},
		{"6.82", "0.27 - 4.20", refRange{min: f(0.27), max: f(4.2)}, false, ""}, // the range prints two decimals
		{"5.67", "3.9-5.6", refRange{min: f(3.9), max: f(5.6)}, false, ""},      // 5.6 is inside
		{"7.6", "3.9-5.6", refRange{min: f(3.9), max: f(5.6)}, false, ""},       // one decimal: nothing to drop
		{"142", "49 - 90", refRange{min: f(49), max: f(90)}, false, ""},
		// a whole number ten times above its range: an arrow read as a 1
		{"2141", "< 200", refRange{max: f(200)}, true, "214"},
		{"1851", "< 150", refRange{max: f(150)}, true, "185"},
		{"1201", "< 200", refRange{max: f(200)}, true, ""}, // 120 is inside
		{"9001", "< 200", refRange{max: f(200)}, true, ""}, // 900: too far above
		{"381", "> 40", refRange{min: f(40)}, true, ""},    // no upper bound to judge by
	} {
		got, _, _ := flagReadAsDigit(c.value, c.rangeText, c.rr, c.comma)
		if got != c.want {
			t.Errorf("flagReadAsDigit(%q, %q) = %q, want %q", c.value, c.rangeText, got, c.want)
		}
	}
}

// TestTrimDebris cuts a name read by OCR at leaders and at a short fragment
// after it, but keeps the short words inside a name.
func TestTrimDebris(t *testing.T) {
	for in, want := range map[string]string{
		"Calcium@0 ec@100":                        "Calcium",
		"Chloride@0 cecece@100":                   "Chloride",
		"Velocidade@0 de@110 sedimentação@140":    "Velocidade de sedimentação",
		"Glicemia@0 em@100 jejum@130 ab@200":      "Glicemia em jejum",
		"Pesquisa@0 de@100 Plasmodium@130 ec@300": "Pesquisa de Plasmodium",
		"Sérologie@0 VIH@100 1@140 et@160 2@190":  "Sérologie VIH 1 et 2", // a conjunction between numbers
		"Calcium@0 ec@100 2@130":                  "Calcium",              // no function word
	} {
		if got := joinWords(trimDebris(wordsAt(in, 0))); got != want {
			t.Errorf("trimDebris(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestGarbledResultLabelBetweenNameAndUnit: a header line whose result
// label OCR garbled into no label ("Réeultat") still heads a table, its
// result column the word between the name and unit labels; a header line
// without that word, or with a speck there, heads none.
func TestGarbledResultLabelBetweenNameAndUnit(t *testing.T) {
	kinds := func(text string) []colKind {
		pg := &page{ocr: true, width: 1400, lang: "fr", words: wordsAt(text, 0)}
		buildLines(pg)
		var ks []colKind
		for _, tb := range detectHeader(pg.lines[0], 1400) {
			for _, c := range tb.cols {
				ks = append(ks, c.kind)
			}
		}
		return ks
	}
	if got, want := kinds("Analyse@87 Réeultat@644 Unité@746 Valeurs@899 usuelles@954"), []colKind{colName, colResult, colUnit, colRange}; !slices.Equal(got, want) {
		t.Errorf("garbled result label: columns %v, want %v", got, want)
	}
	for _, text := range []string{
		"Analyse@87 Unité@746 Valeurs@899 usuelles@954",
		"Analyse@87 ‘e@644 Unité@746 Valeurs@899 usuelles@954",
	} {
		if got := kinds(text); len(got) != 0 {
			t.Errorf("%q: columns %v, want no header", text, got)
		}
	}
}

// TestSectionsReadThroughOCRSlips reads three slips of a photographed
// French report (blind dev layout tn_lab): a result label garbled
// ("Réeultat") still heads its table, a section title with its unit in
// brackets is a heading though the unit is lower case, and a colon OCR read
// for a subscript inside a name's brackets ("(CO: total)") does not make
// the row a note.
func TestSectionsReadThroughOCRSlips(t *testing.T) {
	pg := &page{ocr: true, width: 1400, lang: "fr"}
	for i, spec := range []string{
		"HÉMATOLOGIE@79",
		"Analyse@87 Réeultat@644 Unité@746 Valeurs@899 usuelles@954",
		"Globules@88 blancs@166 6,9@674 10^3/mm³@746 4,0@897 -@928 10,0@941",
		"Réserve@88 alcaline@157 (CO:@224 total)@272 21@680 mmol/l@746 22-29@899",
		"BILAN@79 LIPIDIQUE@148 (g/l)@263",
		"Analyse@86 Résultat@644 Valeurs@746 usuelles@800",
		"Triglycérides@86 1,55@666 <@746 1,50@762",
	} {
		pg.words = append(pg.words, wordsAt(spec, float64(100+30*i))...)
	}
	buildLines(pg)
	var got []string
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, true) {
		got = append(got, d.panel+"|"+cleanName(joinWords(d.name))+"|"+joinWords(d.value))
	}
	want := []string{"HÉMATOLOGIE|Globules blancs|6,9", "HÉMATOLOGIE|Réserve alcaline (CO: total)|21", "BILAN LIPIDIQUE (g/l)|Triglycérides|1,55"}
	if !slices.Equal(got, want) {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestSpeckLinesAreNoHeading: a table header struck through by a rule and
// specks OCR reads as low-confidence junk ("sa Raa lin", "a re
// eValeuisiusilelless:") between a section title and its rows; the junk is
// no heading, so the rows keep the title and the unit it prints (blind dev
// layout tn_lab, scanned).
func TestSpeckLinesAreNoHeading(t *testing.T) {
	pg := &page{ocr: true, width: 1400, lang: "fr"}
	for i, spec := range []string{
		"IONOGRAMME@79",
		"Analyse@87 Résultat@644 (mmol/l)@740 Valeurs@899 usuelles@954",
		"Sodium@88 139@680 135@899 -@940 145@960",
		"BILAN@79 LIPIDIQUE@148 (g/l)@263",
		"a@86 re@300 eValeuisiusilelless:@746",
		"sa@90 Raa@300 lin@500",
		"Triglycérides@86 1,55@680 <@899 1,50@915",
	} {
		ws := wordsAt(spec, float64(100+30*i))
		if i == 4 || i == 5 {
			for j := range ws {
				ws[j].conf = 0.2
			}
		}
		pg.words = append(pg.words, ws...)
	}
	buildLines(pg)
	var got []string
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, true) {
		got = append(got, d.panel+"|"+cleanName(joinWords(d.name))+"|"+joinWords(d.value)+"|"+sharedUnit(d))
	}
	want := []string{"IONOGRAMME|Sodium|139|mmol/l", "BILAN LIPIDIQUE (g/l)|Triglycérides|1,55|g/l"}
	if !slices.Equal(got, want) {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestUIReadWithItsSlash: on a report in a language that writes
// international units UI, the glyph OCR reads after the U is the I and the
// slash run together ("UNL", "UW", "mUyL"); on an English one it is not.
func TestUIReadWithItsSlash(t *testing.T) {
	for _, c := range []struct{ in, test, lang, want string }{
		{"UNL", "ASAT (TGO)", "fr", "UI/L"}, {"UW", "ALAT (TGP)", "fr", "UI/L"}, {"Ur", "ASAT (TGO)", "fr", "UI/L"},
		{"mUyL", "TSH", "fr", "mUI/L"}, {"UNL", "AST", "en", "U/L"}, {"U/L", "ASAT (TGO)", "fr", "U/L"},
		{"UL", "ASAT (TGO)", "fr", "U/L"}, {"UA", "ALAT (TGP)", "fr", "U/L"},
	} {
		if got := fixOCRUnitFor(c.in, c.lang, unitFitsTest(c.test)); got != c.want {
			t.Errorf("fixOCRUnitFor(%q, %q, %s) = %q, want %q", c.in, c.lang, c.test, got, c.want)
		}
	}
}

// TestTypedReadingKeepsTheRangeCell: a result printed with its unit in one
// cell ("6,4 x10^3/µL") is read by token types, which cannot read the range
// cell when OCR lost its decimal comma ("40- 10,0"); the cell is still the
// row's range, mended from the other bound's precision (blind dev layout
// ao_clin, photographed).
func TestTypedReadingKeepsTheRangeCell(t *testing.T) {
	pg := &page{ocr: true, width: 1000, lang: "pt"}
	for i, spec := range []string{
		"Exame@86 Resultado@588 Valores@834 de@900 referência@930",
		"Leucócitos@86 6,4@588 x10^3/µL@617 40-@834 10,0@880",
	} {
		pg.words = append(pg.words, wordsAt(spec, float64(100+30*i))...)
	}
	buildLines(pg)
	ds := findRows(&document{pages: []*page{pg}}, nil, true)
	if len(ds) != 1 {
		t.Fatalf("got %d rows, want 1", len(ds))
	}
	r, ok := buildResult(ds[0], "", true)
	if !ok {
		t.Fatal("row not built")
	}
	if r.MinReferenceRange == nil || r.MaxReferenceRange == nil || *r.MinReferenceRange != 4 || *r.MaxReferenceRange != 10 {
		t.Errorf("range %v - %v (%q), want 4 - 10", r.MinReferenceRange, r.MaxReferenceRange, sDeref(r.ReferenceRangeText))
	}
	if slices.Contains(r.ReviewReasons, "unparsed_range") || !slices.Contains(r.ReviewReasons, "ocr_range_separator_inferred") {
		t.Errorf("review reasons %v", r.ReviewReasons)
	}
}

// TestShortWordResult: a test reported in words keeps a result of two
// letters ("AS", a haemoglobin genotype) as its row, not as specks that
// would make its name the second line of the row above (blind dev layout
// ng_diag).
func TestShortWordResult(t *testing.T) {
	checkOCRRows(t, 1650, []string{
		"INVESTIGATION@91 RESULT@641 UNIT@886 REFERENCE@1059 RANGE@1193",
		"Blood@91 Group@152 O@642 Rhesus@666 D@748 Positive@778",
		"Haemoglobin@92 Genotype@229 AS@641",
		"Sodium@90 138@643 mmol/L@887 135-145@1061",
	}, []string{"Blood Group|O Rhesus D Positive", "Haemoglobin Genotype|AS", "Sodium|138"})
}

// TestBoundsByMagnitude: a bound read ten or a hundred times the test's
// typical limit, without a decimal separator, gets it back; a bound printed
// with one, a bound a lab may print so (a low of 0), a unit the limits do
// not list, or a flag the mended range would contradict leave it as read.
func TestBoundsByMagnitude(t *testing.T) {
	num := func(f float64) *float64 { return &f }
	for _, c := range []struct {
		name, unit, rng string
		value           float64
		flag            *flagInfo
		want            string
	}{
		{"Bilirrubina total", "mg/dL", "<12", 0.7, nil, "<1,2"},
		{"Potasyum (K)", "mmol/L", "35-51", 4.4, nil, "3,5-5,1"},
		{"Ürik asit", "mg/dL", "3.5-72", 6.1, nil, "3.5-7.2"},
		{"Proteina C reattiva", "mg/dL", "<5", 2, nil, "<0,5"},
		{"PSA total", "ng/mL", "<40", 2.9, nil, "<4,0"},
		{"Triglycerides", "mmol/L", "<1.7", 1.1, nil, ""},     // printed with its separator
		{"Glucose", "mg/dL", "70-110", 95, nil, ""},           // as typical
		{"Triglycerides", "mg/dL", "<17", 120, nil, ""},       // not ten times 150
		{"Potasyum (K)", "furlongs", "35-51", 4.4, nil, ""},   // no limits in this unit
		{"CRP", "mg/L", "<50", 3, &flagInfo{above: true}, ""}, // a high flag on 3 is not above <5
	} {
		rr := parseRange(c.rng, "", true)
		got, ok := boundsByMagnitude(c.name, c.unit, c.rng, rr, num(c.value), c.flag, true)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("%s %s %q: %q, want %q", c.name, c.unit, c.rng, got, c.want)
		}
	}
}

// TestUnitByMagnitude: a unit read a prefix or a digit off another of the
// test's units gives way to it when the range and the value are that
// unit's size and ten times off the one read.
func TestUnitByMagnitude(t *testing.T) {
	for _, c := range []struct {
		name, unit, rng string
		value           float64
		want            string
	}{
		{"Créatinine", "mg/L", "0,6-1,3", 0.9, "mg/dL"},
		{"Hämoglobin", "g/L", "12-16", 13.5, "g/dL"},
		{"CRP", "mg/dL", "0,0-5,0", 3, "mg/L"},
		{"CRP", "mg/dL", "<5", 3, ""},                   // or <0.5 without its separator
		{"Total Bilirubin", "mg/dL", "0,1-12", 0.9, ""}, // 12 may be 1.2
		{"Fer sérique", "g/dl", "60-170", 88, "µg/dL"},
		{"Ferritina", "g/l", "30-400", 120, "µg/L"},
		{"Glóbulos rojos", "10^3/µL", "4,2-5,4", 4.6, "10^6/µL"},
		{"Créatinine", "mg/dL", "0,6-1,3", 0.9, ""},   // as typical
		{"Hämoglobin", "g/L", "120-160", 135, ""},     // as typical
		{"Hämoglobin", "g/dL", "120-160", 13.5, ""},   // the range lost its separators: the value says so
		{"Calcium", "mEq/L", "4,5-5,5", 5, ""},        // a unit no limits are listed in, far from any that fits
		{"Leucocitos", "10^9/µL", "4-10", 7.2, ""},    // as near 10^9/L as 10^3/µL
		{"Triglycérides", "mmol/l", "0,5-2", 1.1, ""}, // within five times
		{"Unknownase", "mg/L", "0,6-1,3", 0.9, ""},    // no limits
	} {
		rr := parseRange(c.rng, "", true)
		v := c.value
		got, ok := unitByMagnitude(c.name, c.unit, c.rng, rr, &v)
		if !ok {
			got = ""
		}
		if got != c.want {
			t.Errorf("%s %s %q: %q, want %q", c.name, c.unit, c.rng, got, c.want)
		}
	}
}

// TestHeaderlessWordResult: on a page without column headings, a test that
// reports words has its result read in the page's result column, though
// the line has no unit or range to vouch for it (blind dev layout sn_lab);
// a line of words that names no such test is no row.
func TestHeaderlessWordResult(t *testing.T) {
	pg := &page{ocr: true, width: 1000, lang: "fr"}
	for i, spec := range []string{
		"Glucose@100 0,92@600 g/l@700 (0,70@800 à@850 1,10)@870",
		"Urée@100 0,31@600 g/l@700 (0,15@800 à@850 0,45)@870",
		"Créatinine@100 9,8@600 mg/l@700 (6@800 à@850 13)@870",
		"Sodium@100 139@600 mmol/l@700 (135@800 à@850 145)@870",
		"Groupe@100 sanguin@160 ABO@230 -@280 Rhésus@300 O@600 Rhésus@620 positif@690",
	} {
		pg.words = append(pg.words, wordsAt(spec, float64(100+30*i))...)
	}
	// (a sentence further down, its last word in the column)
	pg.words = append(pg.words, wordsAt("Prélèvement@100 effectué@200 au@280 laboratoire@600", 400)...)
	buildLines(pg)
	var got []string
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, true) {
		got = append(got, cleanName(joinWords(d.name))+"|"+joinWords(d.value))
	}
	want := []string{"Glucose|0,92", "Urée|0,31", "Créatinine|9,8", "Sodium|139", "Groupe sanguin ABO - Rhésus|O Rhésus positif"}
	if !slices.Equal(got, want) {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestOCRHeadingUnit: a section title's unit OCR misread ("(g/1)") is still
// the rows' unit; brackets that hold no unit are left to the title.
func TestOCRHeadingUnit(t *testing.T) {
	for _, c := range []struct{ in, name, unit string }{
		{"BILAN LIPIDIQUE (g/1)", "BILAN LIPIDIQUE", "g/l"},
		{"BILAN LIPIDIQUE (g/l)", "BILAN LIPIDIQUE", "g/l"},
		{"IONOGRAMME (mmol/1)", "IONOGRAMME", "mmol/l"},
		{"SEROLOGIE (suite)", "", ""},
	} {
		name, unit, ok := ocrHeadingUnit(c.in, "fr")
		if ok != (c.unit != "") || ok && (name != c.name || !strings.EqualFold(unit, c.unit)) {
			t.Errorf("ocrHeadingUnit(%q) = %q, %q, %v; want %q, %q", c.in, name, unit, ok, c.name, c.unit)
		}
	}
}

// TestPageUnitSpelling: a mended enzyme unit takes the spelling the page's
// clean readings print, UI/L or U/L; with none it stays, but on a French page
// a unit mended from a reading ("UIL", "UL") takes UI/L; with both it stays.
func TestPageUnitSpelling(t *testing.T) {
	pg := func(lang string, texts ...string) *page {
		p := &page{lang: lang}
		for _, s := range texts {
			p.words = append(p.words, word{text: s})
		}
		return p
	}
	for _, c := range []struct {
		pg             *page
		in, read, want string
	}{
		{pg("fr", "ASAT", "24", "UI/l", "<35"), "U/L", "U/L", "UI/L"},
		{pg("en", "GGT", "61", "U/L"), "UI/L", "UI/L", "U/L"},
		{pg("fr", "TSH", "1,92", "mUI/L"), "mU/L", "mU/L", "mUI/L"},
		{pg("en", "GGT", "61"), "U/L", "UIL", "U/L"},
		{pg("fr", "GGT", "61"), "U/L", "UIL", "UI/L"},
		{pg("fr", "GGT", "61"), "U/L", "UL", "UI/L"},
		{pg("fr", "GGT", "61"), "U/L", "U/L", "U/L"},
		{pg("fr", "U/L", "UI/L"), "U/L", "UIL", "U/L"},
		{pg("fr", "UI/L"), "IU/L", "IU/L", "IU/L"},
	} {
		if got := pageUnitSpelling(c.pg, c.in, c.read); got != c.want {
			t.Errorf("pageUnitSpelling(%q, read %q, %s) = %q, want %q", c.in, c.read, c.pg.lang, got, c.want)
		}
	}
}

// TestOCRQualitative: a word result OCR misread is mended only into the
// qualitative vocabulary: a stray letter before it, a look-alike letter in
// it, an accent its language spells it with.
func TestOCRQualitative(t *testing.T) {
	for _, c := range []struct{ in, lang, want string }{
		{"Nao reativo", "pt", "Não reativo"},
		{"Négatit", "fr", "Négatif"}, // t for f, not negativ
		{"I Négatit", "fr", "Négatif"},
		{"E Negativo", "pt", "Negativo"},
		{"Limpido", "es", "Límpido"},
		{"Limpido", "it", "Limpido"}, // Italian spells it so
		{"Negative", "en", "Negative"},
		{"A Rh(+)", "es", "A Rh(+)"},
		{"Amarelo citrino", "pt", "Amarelo citrino"},
		{"12,5", "fr", "12,5"},
	} {
		if got := fixOCRQualitative(c.in, c.lang); got != c.want {
			t.Errorf("fixOCRQualitative(%q, %s) = %q, want %q", c.in, c.lang, got, c.want)
		}
	}
}
