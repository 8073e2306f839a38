package parser

import (
	"maps"
	"slices"
	"testing"
)

// TestLostDigits rejects a value cell read again that lost a digit of its
// first reading, but not one that dropped a mark read as a trailing 1.
func TestLostDigits(t *testing.T) {
	for _, c := range []struct {
		first, again string
		lost         bool
	}{
		{"112", "12", true}, // printed 11,2
		{"302", "3", true},  // printed 30.2
		{"2141", "214*", false},
		{"1280001", "128000.", false},
		{"32S", "3.2", false},
		{"2,4", "12,4", false},
		{"“e e", "46*", false},
		{"4020", "11.2L", false}, // another reading altogether
		{"2711", "27.1", false},  // a mark after the number
		{"632", "6.3", false},
		{"1532", "15.2", false},  // the point read as a digit
		{"8:25\"", "8 *", false}, // a garbled first reading
	} {
		if got := lostDigits(c.first, c.again); got != c.lost {
			t.Errorf("lostDigits(%q, %q) = %v, want %v", c.first, c.again, got, c.lost)
		}
	}
}

// TestMisreadValueCellLeavesUnit reads again a garbled value cell that took
// the unit printed after it without the unit, which the cell's digit
// alphabet would lose.
func TestMisreadValueCellLeavesUnit(t *testing.T) {
	pg := &page{ocr: true, lang: "pt"}
	pg.words = wordsAt("Ferro@20 38:@450 ug/dl@520 50-170@700", 100)
	for i := range pg.words {
		pg.words[i].idx = i
	}
	d := &rowDraft{page: pg, name: pg.words[:1], value: pg.words[1:3], rng: pg.words[3:]}
	d.value[0].text = "3S:" // garbled: not a number
	cells := misreadCells(d, true)
	i := slices.IndexFunc(cells, func(c misreadCell) bool { return c.kind == colResult })
	if i < 0 || !slices.Equal(cells[i].idx, []int{1}) {
		t.Fatalf("value cell to read again = %+v, want the word at 1 alone", cells)
	}
}

// TestGarbledResultStaysInItsColumn keeps a garbled result in the result
// column, to be read again: the reading by token types would drop it as
// debris and take the range's lower bound for the result.
func TestGarbledResultStaysInItsColumn(t *testing.T) {
	var pg *page
	got := ocrTable(t, "en", false, []string{
		"TEST@107 RESULT@490 FLAG@575 UNITS@639 REFERENCE@757 RANGE@864",
		"SODIUM@106 136@524 mmol/L@639 135@758 -@789 145@812",
		"POTASSIUM@106 $0'355b@523 mmal/i,@638 3.5@759 =-5i1@800",
		"CHLORIDE@106 101@524 mmol/L@639 98@758 -@789 107@812",
	}, func(p *page) { pg = p })
	checkRows(t, got, []string{"SODIUM|136|mmol/L|135 - 145", "CHLORIDE|101|mmol/L|98 - 107"})
	if !slices.ContainsFunc(pg.misread, func(c misreadCell) bool {
		return c.kind == colResult && len(c.idx) == 1 && pg.words[c.idx[0]].text == "$0'355b"
	}) {
		t.Errorf("cells to read again = %+v, want the garbled result", pg.misread)
	}
}

// TestRangeInWordsIsNoUnit reads header-less rows whose reference column
// prints a bound in words and the unit after it ("hasta 200 mg/dL"): the
// words start the range, and a speck read before a flag letter ("oH")
// leaves the flag a flag.
func TestRangeInWordsIsNoUnit(t *testing.T) {
	got := ocrTable(t, "es", false, []string{
		"Glucosa@183 104@773 oH@836 70-100@907 mg/dL@973",
		"Colesterol@180 total@270 212@771 H@836 hasta@907 200@957 mg/dL@991",
		"Colesterol@179 HDL@268 38@781 L@837 mayor@907 de@963 40@991 mg/dL@1015",
		"Colesterol@179 LDL@268 141@773 oH@836 menor@908 de@966 130@996 mg/dL@1027",
		"TGO@179 (AST)@220 28@781 hasta@908 40@958 U/L@982",
	}, nil)
	checkRows(t, got, []string{"Glucosa|104||70-100 mg/dL", "Colesterol total|212||hasta 200 mg/dL",
		"Colesterol HDL|38||mayor de 40 mg/dL", "Colesterol LDL|141||menor de 130 mg/dL", "TGO (AST)|28||hasta 40 U/L"})
}

// TestPartlyGluedHeaderLabel reads a label of which OCR ran only some words
// together ("Valoridi riferimento").
func TestPartlyGluedHeaderLabel(t *testing.T) {
	for in, want := range map[string]colKind{
		"Valoridi riferimento": colRange,
		"Valori diriferimento": colRange,
		"Unitàdi misura":       colUnit,
		"Datadi nascita":       colOther,
	} {
		if got, _ := ocrHeaderKind(in); got != want {
			t.Errorf("ocrHeaderKind(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestUnitCellEndingInSpeck builds the row whose OCR'd unit cell is split
// into words and ends in a comma ("mmo 1 / L,"): only commas between words
// mark an address line.
func TestUnitCellEndingInSpeck(t *testing.T) {
	pg := ocrPage("en", []string{
		"TEST@107 RESULT@490 FLAG@575 UNITS@639 REFERENCE@757 RANGE@864",
		"UREA@106 9.4@523 H@576 mmo@636 1@673 /@684 L,@693 2.1@758 -@790 7.1@822",
		"Lab@106 Street,@200 Nairobi,@300 Kenya@400",
	})
	var got []string
	for _, r := range builtResults(pg, false) {
		got = append(got, r.TestName+"|"+r.Value+"|"+*r.Units)
	}
	if !slices.Equal(got, []string{"UREA|9.4|mmol/L"}) {
		t.Errorf("rows = %q, want UREA|9.4|mmol/L", got)
	}
}

// TestAsteriskReadAsDegree reads a result marked with a small raised
// asterisk that OCR read as a degree sign ("22°").
func TestAsteriskReadAsDegree(t *testing.T) {
	for in, want := range map[string]string{"22°": "22*", "9º": "9*", "38,5°": "38,5*", "°": "°", "12.4": "12.4"} {
		if got := fixOCRValue(in, true); got != want {
			t.Errorf("fixOCRValue(%q) = %q, want %q", in, got, want)
		}
	}
	if !valueish("22°") {
		t.Error(`valueish("22°") = false, want true`)
	}
	v, ok := parseValue(fixOCRValue("22°", false), false)
	if !ok || v.value != "22" || v.flag == nil {
		t.Errorf("parseValue(22*) = %+v %v, want 22 flagged", v, ok)
	}
}

// TestSecondLanguageNameUnderEachRow reads a table that prints each test's
// name again in a second language, in smaller print, under its row: the
// lines are twice as close as the rows, and the second name is no part of
// the first, even when the table does not hold either whole. A wrapped
// name's second line still joins it.
func TestSecondLanguageNameUnderEachRow(t *testing.T) {
	pg := &page{ocr: true, width: 1100, height: 1400, lang: "fr"}
	add := func(spec string, y, h float64) {
		ws := wordsAt(spec, y)
		for i := range ws {
			ws[i].y1 = y + h
		}
		pg.words = append(pg.words, ws...)
	}
	add("Analyse@100 Résultat@630 Valeurs@830 de@890 référence@920", 60, 20)
	y := 100.0
	for _, r := range [][2]string{
		{"Glucose@100 à@170 jeun@190 6,3@735 H@790 3,6-6,0@835 mmol/L@905", "Fasting@100 glucose@160"},
		{"Sodium@100 140@735 135@835 -@870 145@880 mmol/L@915", "Sodium@100"},
		{"Alanine@100 aminotransférase@170 (ALT)@310 22@740 jusqu'à@835 33@895 U/L@920", "Alanine@100 aminotransferase@160 (ALT)@275"},
		{"Potassium@100 4,6@735 3,5-5,0@835 mmol/L@905", "Potassium@100"},
		{"Antigène@100 de@190 surface@220 du@290 virus@320 12@735 <1@835 UI/L@905", "de@100 l'hépatite@125 B@210"},
		{"Créatinine@100 68@740 50@835 -@860 90@870 µmol/L@905", "Creatinine@100"},
		{"Contenuto@100 emoglobinico@190 27,1@735 27,0@835 -@870 32,0@880 pg@905", "medio@100 (MCH)@150"},
	} {
		add(r[0], y, 20)
		add(r[1], y+26, 14)
		y += 48
	}
	buildLines(pg)
	var got []string
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, true) {
		got = append(got, cleanName(joinWords(d.name)))
	}
	want := []string{"Glucose à jeun", "Sodium", "Alanine aminotransférase (ALT)", "Potassium",
		"Antigène de surface du virus de l'hépatite B", "Créatinine", "Contenuto emoglobinico medio (MCH)"}
	if !slices.Equal(got, want) {
		t.Errorf("names = %q, want %q", got, want)
	}
}

// TestCellReadAgainKeepsItsBox reads a row whose range cell was read again
// ("8,5 - 5,0" as 3,5-5,0): the new reading spans the cell, so the unit
// printed after the range stays in the range's cell.
func TestCellReadAgainKeepsItsBox(t *testing.T) {
	pg := ocrPage("fr", []string{
		"Analyse@104 /@170 Test@179 Résultat@632 /@700 Result@710 Valeurs@833 de@895 référence@920 /@997 Reference@1007 values@1089",
		"Sodium@106 140@732 135@836 -@870 145@882 mmol/L@916",
		"Potassium@103 4,6@736 8,5@835 -@865 5,0@876 mmol/L@906",
		"Chlorure@106 101@732 98@836 -@870 107@882 mmol/L@916",
	})
	pg.width = 1300
	for i := range pg.words {
		pg.words[i].x1 = pg.words[i].x0 + 7*float64(len([]rune(pg.words[i].text)))
		pg.words[i].y1 = pg.words[i].y0 + 15
	}
	k := slices.IndexFunc(pg.words, func(w word) bool { return w.text == "8,5" })
	drop := map[int]bool{}
	takeReading(pg.words, misreadCell{idx: []int{k, k + 1, k + 2}, kind: colRange}, "3,5-5,0", drop)
	pg.words = slices.Delete(pg.words, k+1, k+3)
	buildLines(pg)
	var got []string
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, true) {
		got = append(got, joinWords(d.name)+"|"+joinWords(d.rng)+"|"+joinWords(d.unit))
	}
	if !slices.Contains(got, "Potassium|3,5-5,0 mmol/L|") || !slices.Equal(slices.Sorted(maps.Keys(drop)), []int{k + 1, k + 2}) {
		t.Errorf("rows = %q, dropped %v; want the range with its unit, and the cell's other words", got, drop)
	}
}
