package parser

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
)

// TestGarbledLabelTailIsTheLabel reads a range label whose later words OCR
// garbled ("Valori di miermento"): lower-case words in the label's cell are
// more of it, not columns of their own that take the upper bounds.
func TestGarbledLabelTailIsTheLabel(t *testing.T) {
	got := ocrTable(t, "it", false, []string{
		"Analisi@20 Risultato@340 Unità@645 Valori@785 di@847 miermento@870",
		"Emoglobina@20 128@400 g/l@650 120@785 -@825 160@855",
		"Ematocrito@20 0.39@400 l/l@650 0.36@785 -@835 0.46@855",
		"Leucociti@20 9.8@400 G/l@650 3.5@785 -@825 10.0@855",
	}, nil)
	checkRows(t, got, []string{"Emoglobina|128|g/l|120 - 160", "Ematocrito|0.39|l/l|0.36 - 0.46", "Leucociti|9.8|G/l|3.5 - 10.0"})
}

// TestLabelReadAsTwoIsOneColumn reads a range label OCR split in two cells
// that both read as range labels ("Vator di" and "riferimento"): a repeated
// label heads a table beside the first only when a result column follows it.
func TestLabelReadAsTwoIsOneColumn(t *testing.T) {
	got := ocrTable(t, "it", false, []string{
		"Analisi@20 Risultato@340 Unità@645 Valori@785 di@850 riferimento@920",
		"ALAT@20 (GPT)@70 38@400 U/l@650 fino@785 a@830 35@930",
		"ASAT@20 (GOT)@70 26@400 U/l@650 fino@785 a@830 35@930",
		"Gamma-GT@20 29@400 U/l@650 fino@785 a@830 40@930",
	}, func(pg *page) {
		for i := range pg.words {
			if pg.words[i].text == "di" {
				pg.words[i].x1 = 880 // a gap of a column's width before riferimento
			}
		}
	})
	checkRows(t, got, []string{"ALAT (GPT)|38|U/l|fino a 35", "ASAT (GOT)|26|U/l|fino a 35", "Gamma-GT|29|U/l|fino a 40"})
}

// TestRangeUnitOverMisreadUnitCell takes the unit a range cell ends with
// over a unit cell that reads as a unit the test is never reported in (a
// flag H read as pH) or that was mended from something else.
func TestRangeUnitOverMisreadUnitCell(t *testing.T) {
	pg := ocrPage("es", []string{
		"Prueba@20 Resultado@400 Unidad@500 Valor@600 de@660 referencia@690",
		"Triglicéridos@20 165@400 pH@500 menor@600 de@660 150@690 mg/dL@730",
		"Glucosa@20 104@400 mm@500 70@600 -@630 100@650 mg/dL@700",
		"Colesterol@20 total@120 212@400 mg/dL@500 hasta@600 200@660 mg/dL@700",
	})
	var got []string
	for _, r := range builtResults(pg, false) {
		if r.Units != nil {
			got = append(got, r.TestName+"|"+*r.Units)
		}
	}
	if want := []string{"Triglicéridos|mg/dL", "Glucosa|mg/dL", "Colesterol total|mg/dL"}; !slices.Equal(got, want) {
		t.Errorf("rows = %q, want %q", got, want)
	}
}

// TestGroupedThousandsTellTheSeparator decides a page's decimal separator
// with the counts it prints grouped: a photo's reading turns many decimal
// points into commas ("42,8"), but "11,200" and "150,000" group thousands
// with the comma, so the page writes decimals with a point; and the other
// way round for "150.000".
func TestGroupedThousandsTellTheSeparator(t *testing.T) {
	doc := func(texts ...string) *document {
		pg := &page{ocr: true}
		for _, s := range texts {
			pg.words = append(pg.words, word{text: s})
		}
		return &document{pages: []*page{pg}}
	}
	if usesDecimalComma(doc("42,8", "13,5", "2,4", "1,8", "4.86", "11,200", "4,500", "11,000", "150,000")) {
		t.Error("commas that group thousands read as a decimal-comma page")
	}
	if !usesDecimalComma(doc("4.21", "35.1", "11,4", "3.500", "10.500", "150.000")) {
		t.Error("points that group thousands read as a decimal-point page")
	}
	// a specific gravity prints three decimals, not a grouping
	if !usesDecimalComma(doc("1,021", "5,2", "4,1", "6.0")) {
		t.Error("1,021 read as a grouped thousand")
	}
}

// TestTextInsideFormXObject reads a text PDF whose page draws its text
// through a form XObject (a generator that wraps the page in one, or a
// letterhead stamped as one): its text layer is the form's.
func TestTextInsideFormXObject(t *testing.T) {
	fpdf.SetDefaultCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	tpl := pdf.CreateTemplate(func(tp *fpdf.Tpl) {
		tp.SetFont("Helvetica", "", 9)
		for i, h := range []string{"Test", "Result", "Units", "Reference Range"} {
			tp.Text([]float64{40, 220, 300, 380}[i], 90, h)
		}
		for i, r := range [][]string{{"Glucose", "92", "mg/dL", "70 - 99"}, {"Creatinine", "1.4", "mg/dL", "0.6 - 1.2"}, {"Sodium", "139", "mmol/L", "135 - 145"}} {
			for j, c := range r {
				tp.Text([]float64{40, 220, 300, 380}[j], 110+float64(i)*16, c)
			}
		}
	})
	pdf.UseTemplate(tpl)
	got := rowsOf(t, output(t, pdf))
	checkRows(t, got, []string{"Glucose|92|mg/dL|70-99|", "Creatinine|1.4|mg/dL|0.6-1.2|", "Sodium|139|mmol/L|135-145|"})
}

// TestFormDrawingItselfStaysBounded interprets testdata/hostile's form
// XObject that draws itself twice: the nesting stops at maxFormDepth and
// its text is still found.
func TestFormDrawingItselfStaysBounded(t *testing.T) {
	data, err := os.ReadFile("../testdata/hostile/form-draws-itself.pdf")
	if err != nil {
		t.Fatal(err)
	}
	pages, _, err := readPDFPages(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	// two draws per level, maxFormDepth levels: under 2^maxFormDepth forms
	if n := len(pages[0].text); n == 0 || n > (1<<maxFormDepth)*len("Glucose") {
		t.Errorf("%d glyphs from a form drawing itself", n)
	}
}

// TestChildRowsNamedByTheirKind names the rows under a parent line that
// only say which kind of result they are ("Percentage", "Absolute Count")
// after the parent; a row named in its own right keeps its name.
func TestChildRowsNamedByTheirKind(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	for i, r := range [][]string{
		{"Haemoglobin", "11.2", "g/dL", "11.5 - 16.5"},
		{"MCV", "85.4", "fL", "83.0 - 101.0"},
		{"WBC Count", "11.6", "x10^3/uL", "4.0 - 10.0"},
		{"Neutrophils", "", "", ""},
		{"  Percentage", "76.2", "%", "40.0 - 80.0"},
		{"  Absolute Count", "8.84", "x10^3/uL", "2.00 - 7.00"},
		{"Lymphocytes", "", "", ""},
		{"  Percentage", "15.8", "%", "20.0 - 40.0"},
		{"ESR (1st Hour)", "38", "mm/hr", "0 - 20"},
	} {
		for j, c := range r {
			if x := []float64{40, 220, 300, 380}[j]; c != "" {
				if strings.HasPrefix(c, " ") {
					x += 12 // indented under its parent
				}
				text(x, 110+float64(i)*16, 9, strings.TrimSpace(c))
			}
		}
	}
	got := rowsOf(t, output(t, pdf))
	checkRows(t, got[3:], []string{"Neutrophils|76.2|%|40-80|", "Neutrophils|8.84|x10^3/uL|2-7|", "Lymphocytes|15.8|%|20-40|", "ESR (1st Hour)|38|mm/hr|0-20|"})
}

// TestUnitsInBrackets reads a unit printed in brackets as the unit.
func TestUnitsInBrackets(t *testing.T) {
	for in, want := range map[string]string{"[mmol/L]": "mmol/L", "[x10^9/L": "x10^9/L", "(mg/dL)": "mg/dL", "g/L]": "g/L",
		"U/L (37°C)": "U/L (37°C)", "mmol/L": "mmol/L", "10^3/µL)": "10^3/µL"} {
		if got := unbracketed(in); got != want {
			t.Errorf("unbracketed(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestGenderWordOverAgeUnit reads the sex of an age-and-sex field whose
// age counts months with an M.
func TestGenderWordOverAgeUnit(t *testing.T) {
	for in, want := range map[string]string{
		"52 Y 04 M / Female": "female",
		"45 Y / M":           "male",
		"29Y/F":              "female",
		"38 M":               "male",
		"Masculino":          "male",
	} {
		if got := normalizeGender(in); got != want {
			t.Errorf("normalizeGender(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCommentColumnPastTheRange reads header-less rows followed, a column
// apart, by words of no type (a comment, or a name in a script OCR reads
// as garble): the row ends at its range.
func TestCommentColumnPastTheRange(t *testing.T) {
	pg := ocrPage("fr", []string{
		"Urée@20 0,38@300 g/L@400 0,15@500 -@545 0,45@560 Lisl@900",
		"Créatinine@20 12,4@300 mg/L@400 7,0-13,0@500 owl@900 SI@950",
		"Acide@20 urique@80 78@300 mg/L@400 35-72@500 Ugall@900 ass@960",
	})
	buildLines(pg)
	var got []string
	for _, l := range pg.lines {
		if d := typedRow(l.words, pg, true); d != nil {
			got = append(got, joinWords(d.name)+"|"+joinWords(d.value)+"|"+joinWords(d.unit)+"|"+joinWords(d.rng))
		}
	}
	checkRows(t, got, []string{"Urée|0,38|g/L|0,15 - 0,45", "Créatinine|12,4|mg/L|7,0-13,0", "Acide urique|78|mg/L|35-72"})
}

// TestPageWithUnreadHeaderTakesTheFirstHeader lays out a scanned page whose
// header OCR could not read (garble where the labels are) in the columns
// of the header the next page prints, from its first row on: a column of
// garble right of the range stays out of it.
func TestPageWithUnreadHeaderTakesTheFirstHeader(t *testing.T) {
	p1 := ocrPage("fr", []string{
		"Patient@20 M.@200 HADDAD@250 Karim@350 N°@600 dossier@640 26/05-1187@760",
		"im@20 en@300 ne@400 Ol@500 ee@900",
		"Hémoglobine@20 15,1@300 g/dL@400 13,0@500 -@545 17,0@560 ouslés@900",
		"VGM@20 86,8@300 fL@400 80,0@500 -@545 100,0@560 SII@900 par@950",
	})
	p2 := ocrPage("fr", []string{
		"Patient@20 M.@200 HADDAD@250 Karim@350 N°@600 dossier@640 26/05-1187@760",
		"Analyses@20 Résultats@300 Unités@400 Valeurs@500 de@580 référence@610 JJ@900",
		"CRP@20 8@300 mg/l@400 <6@500 Lisl@900",
	})
	p1.number, p2.number = 1, 2
	checkRows(t, draftRows(true, p1, p2), []string{"Hémoglobine|15,1|g/dL|13,0 - 17,0", "VGM|86,8|fL|80,0 - 100,0", "CRP|8|mg/l|<6"})
}
