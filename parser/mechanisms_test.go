package parser

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
)

// rowsOf parses data and returns each result as name|value|unit|min-max|flag.
func rowsOf(t *testing.T, data []byte) []string {
	t.Helper()
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range rep.Results {
		unit, flag := "", ""
		if r.Units != nil {
			unit = *r.Units
		}
		if r.Flag != nil {
			flag = *r.Flag
		}
		out = append(out, r.TestName+"|"+r.Value+"|"+unit+"|"+fmtRange(r.MinReferenceRange, r.MaxReferenceRange)+"|"+flag)
	}
	return out
}

func fmtRange(lo, hi *float64) string {
	s := func(f *float64) string {
		if f == nil {
			return ""
		}
		return trimFloat(*f)
	}
	return s(lo) + "-" + s(hi)
}

func trimFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func checkRows(t *testing.T, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d rows %q, want %d %q", len(got), got, len(want), want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d = %q, want %q", i, got[i], want[i])
		}
	}
}

// TestSuperscriptMarksDropped prints lab-site markers after test names in a
// smaller, raised font: they must not glue onto the name, and a power in a
// unit must stay.
func TestSuperscriptMarksDropped(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printHeader(text)
	rows := [][]string{
		{"TSH", "01", "2.10", "mIU/L", "0.40 - 4.00"},
		{"Free T4", "02", "1.2", "ng/dL", "0.8 - 1.8"},
		{"Platelets", "", "250", "x10", "150 - 400"},
	}
	for i, r := range rows {
		y := 110 + float64(i)*16
		text(40, y, 9, r[0])
		if r[1] != "" {
			pdf.SetFont("Helvetica", "", 9)
			text(40+pdf.GetStringWidth(r[0])+0.5, y-3.5, 5.5, r[1])
		}
		text(220, y, 9, r[2])
		text(300, y, 9, r[3])
		if r[3] == "x10" {
			pdf.SetFont("Helvetica", "", 9)
			w := pdf.GetStringWidth("x10")
			text(300+w+0.3, y-3.5, 5.5, "9")
			pdf.SetFont("Helvetica", "", 5.5)
			w2 := pdf.GetStringWidth("9")
			text(300+w+0.6+w2, y, 9, "/L")
		}
		text(380, y, 9, r[4])
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"TSH|2.10|mIU/L|0.4-4|", "Free T4|1.2|ng/dL|0.8-1.8|", "Platelets|250|x10^9/L|150-400|"})
}

// TestFlagColumnBesideRange reads "(H) 0.60-1.35" in the range column as a
// flag and a range.
func TestFlagColumnBesideRange(t *testing.T) {
	data := makeTablePDF(t, []string{"Patient: Sample, Jane"},
		[]string{"Test", "Result", "Units", "Reference Range"},
		[]float64{170, 80, 60, 140},
		[]pdfRow{
			{"Creatinine", "1.52", "mg/dL", "(H) 0.60-1.35"},
			{"Sodium", "139", "mmol/L", "136-145"},
			{"Potassium", "3.1", "mmol/L", "(L) 3.5-5.1"},
		})
	checkRows(t, rowsOf(t, data), []string{"Creatinine|1.52|mg/dL|0.6-1.35|(H)", "Sodium|139|mmol/L|136-145|", "Potassium|3.1|mmol/L|3.5-5.1|(L)"})
}

// TestColonLines reads "Name : value [H] unit range unit" lines under a
// header whose columns they do not keep.
func TestColonLines(t *testing.T) {
	data := makeLinesPDF(t, []string{
		"Patient Name : Mr. Sample Person        Age/Sex : 45 Y / M",
		"",
		"Test Name                      Result        Unit       Bio. Ref. Interval",
		"HAEMOGLOBIN : 11.2 [L] g/dL 13.0 - 17.0 g/dL",
		"TOTAL LEUCOCYTE COUNT : 7600 /cumm 4000 - 11000 /cumm",
		"PLATELET COUNT : 2.1 lakh/cumm 1.5 - 4.1 lakh/cumm",
		"SERUM CREATININE : 1.6 [H] mg/dL 0.7 - 1.3 mg/dL",
	})
	checkRows(t, rowsOf(t, data), []string{
		"HAEMOGLOBIN|11.2|g/dL|13-17|[L]",
		"TOTAL LEUCOCYTE COUNT|7600|/cumm|4000-11000|",
		"PLATELET COUNT|2.1|lakh/cumm|1.5-4.1|",
		"SERUM CREATININE|1.6|mg/dL|0.7-1.3|[H]",
	})
}

// placedPDF starts a page on which text(x, y, size, s) prints s at a
// baseline position in Helvetica.
func placedPDF() (*fpdf.Fpdf, func(x, y, size float64, s string)) {
	fpdf.SetDefaultCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	return pdf, func(x, y, size float64, s string) {
		pdf.SetFont("Helvetica", "", size)
		pdf.Text(x, y, s)
	}
}

// printHeader prints the usual column labels at y=90, over the columns
// printRows uses.
func printHeader(text func(x, y, size float64, s string)) {
	for i, h := range []string{"Test", "Result", "Units", "Reference Range"} {
		text([]float64{40, 220, 300, 380}[i], 90, 9, h)
	}
}

// printRows prints rows of name, second name line, value, unit and range
// from y, rowGap apart; a second name line sits wrapGap under the first.
func printRows(text func(x, y, size float64, s string), y, rowGap, wrapGap float64, rows [][]string) {
	for _, r := range rows {
		text(40, y, 9, r[0])
		text(220, y, 9, r[2])
		text(300, y, 9, r[3])
		text(380, y, 9, r[4])
		if r[1] != "" {
			y += wrapGap
			text(40, y, 9, r[1])
		}
		y += rowGap
	}
}

// printColumns prints a header of labels at y=90 and rows 16 apart from
// y=110, each label and cell at its column's x.
func printColumns(text func(x, y, size float64, s string), xs []float64, header []string, rows [][]string) {
	for i, h := range header {
		text(xs[i], 90, 9, h)
	}
	for i, r := range rows {
		for j, c := range r {
			text(xs[j], 110+float64(i)*16, 9, c)
		}
	}
}

func output(t *testing.T, pdf *fpdf.Fpdf) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestWrappedNameValueOnFirstLine joins an upper-case second line of a
// wrapped name, printed closer than rows are to each other.
func TestWrappedNameValueOnFirstLine(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printHeader(text)
	printRows(text, 112, 20, 10, [][]string{{"WHITE BLOOD CELL", "COUNT", "7.2", "x10^9/L", "4.0 - 11.0"}, {"HEMOGLOBIN", "", "14.1", "g/dL", "13.5 - 17.5"},
		{"RED BLOOD CELL", "COUNT", "4.61", "x10^12/L", "4.50 - 5.90"}, {"HEMATOCRIT", "", "42.0", "%", "41.0 - 53.0"}, {"PLATELETS", "", "250", "x10^9/L", "150 - 400"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"WHITE BLOOD CELL COUNT|7.2|x10^9/L|4-11|", "HEMOGLOBIN|14.1|g/dL|13.5-17.5|",
		"RED BLOOD CELL COUNT|4.61|x10^12/L|4.5-5.9|", "HEMATOCRIT|42.0|%|41-53|", "PLATELETS|250|x10^9/L|150-400|"})
}

// TestImageOnlyPageResolution finds the resolution of the scan an
// image-only PDF page holds, at which the page is then rendered for OCR.
func TestImageOnlyPageResolution(t *testing.T) {
	for _, dpi := range []string{"100", "150", "200"} {
		pages, err := readPDFText(context.Background(), imagePDF(t, renderPNG(t, samplePDF(t), dpi)))
		if err != nil {
			t.Fatal(err)
		}
		if got := strconv.Itoa(pages[0].imagePPI); got != dpi {
			t.Errorf("image ppi = %s, want %s", got, dpi)
		}
	}
	pages, err := readPDFText(context.Background(), samplePDF(t))
	if err != nil {
		t.Fatal(err)
	}
	if pages[0].imagePPI != 0 {
		t.Errorf("text page image ppi = %d, want 0", pages[0].imagePPI)
	}
}

// TestCumulativeColumns reads a cumulative report whose result columns are
// headed by their collection dates: the current result is the one under the
// latest date, wherever that column is, and the earlier ones are skipped to
// reach the unit and range; a test not done this time ("--" in the current
// column) is no row. The dates may be turned a quarter, as headings of
// narrow columns are, and the page's footer in Spanish is no row either.
func TestCumulativeColumns(t *testing.T) {
	for _, c := range []struct{ newestFirst, turned bool }{{true, false}, {false, false}, {true, true}} {
		pdf, print := placedPDF()
		tr := pdf.UnicodeTranslatorFromDescriptor("")
		text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
		text(40, 60, 10, "Patient: SAMPLE, JANE")
		dates := []string{"2026/03/18", "2026/01/09", "2025/10/02"}
		if !c.newestFirst {
			dates = []string{"2025/10/02", "2026/01/09", "2026/03/18"}
		}
		for i, d := range dates {
			x := 180 + float64(i)*60
			if !c.turned {
				text(x, 100, 8, d)
				continue
			}
			pdf.TransformBegin()
			pdf.TransformRotate(90, x+12, 102)
			text(x+12, 102, 7, d)
			pdf.TransformEnd()
		}
		text(40, 115, 9, "Test")
		text(380, 115, 9, "Units")
		text(450, 115, 9, "Reference range")
		rows := [][]string{
			{"Haemoglobin", "10.4 L", "11.2 L", "12.6", "g/dL", "12.1 - 16.3"},
			{"Platelet count", "312", "298", "341", "x10^9/L", "186 - 454"},
			{"Chloride", "104", "--", "102", "mmol/L", "98 - 107"},
			{"Magnesium", "--", "0.82", "0.85", "mmol/L", "0.70 - 1.00"},
		}
		for i, r := range rows {
			y := 135 + float64(i)*16
			text(40, y, 9, r[0])
			vals := r[1:4]
			if !c.newestFirst {
				vals = []string{vals[2], vals[1], vals[0]}
			}
			for j, v := range vals {
				text(180+float64(j)*60, y, 9, v)
			}
			text(380, y, 9, r[4])
			text(450, y, 9, r[5])
		}
		text(180, 700, 8, "Página 1 de 1 · Laboratorio Clínico · resultados en línea")
		checkRows(t, rowsOf(t, output(t, pdf)), []string{
			"Haemoglobin|10.4|g/dL|12.1-16.3|L",
			"Platelet count|312|x10^9/L|186-454|",
			"Chloride|104|mmol/L|98-107|",
		})
	}
}

// TestSideBySideTablesWrappedHeader reads two tables printed side by side
// under one header whose range label wraps onto a second line ("Valor de" /
// "referencia").
func TestSideBySideTablesWrappedHeader(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 10, "Paciente: MUESTRA, ANA")
	for _, x := range []float64{40, 306} {
		text(x, 100, 9, "Examen")
		text(x+100, 100, 9, "Resultado")
		text(x+145, 100, 9, "Unidad")
		text(x+190, 100, 9, "Valor de")
		text(x+190, 110, 9, "referencia")
	}
	left := [][]string{{"Hemoglobina", "11,6", "g/dL", "12,0 - 16,0"}, {"VCM", "80,8", "fL", "80,0 - 100,0"}}
	right := [][]string{{"Glucosa", "92", "mg/dL", "70 - 99"}, {"Creatinina", "0,68", "mg/dL", "0,51 - 0,95"}}
	for i := range left {
		y := 130 + float64(i)*14
		for k, r := range [][]string{left[i], right[i]} {
			x := 40 + 266*float64(k)
			text(x, y, 9, r[0])
			text(x+100, y, 9, r[1])
			text(x+145, y, 9, r[2])
			text(x+190, y, 9, r[3])
		}
	}
	got := rowsOf(t, output(t, pdf))
	slices.Sort(got)
	checkRows(t, got, []string{
		"Creatinina|0,68|mg/dL|0.51-0.95|",
		"Glucosa|92|mg/dL|70-99|",
		"Hemoglobina|11,6|g/dL|12-16|",
		"VCM|80,8|fL|80-100|",
	})
}

// TestTwoWordQualitativeResult keeps "Not detected" whole, however close
// its first word sits to the name, and reads a qualitative reference as the
// range, not the unit.
func TestTwoWordQualitativeResult(t *testing.T) {
	data := makeLinesPDF(t, []string{
		"Patient: SAMPLE, JANE",
		"",
		"Hepatitis B surface antigen Not detected Not detected",
		"Haemoglobin 128 g/L 115 - 155",
	})
	checkRows(t, rowsOf(t, data), []string{
		"Hepatitis B surface antigen|Not detected||-|",
		"Haemoglobin|128|g/L|115-155|",
	})
}

// TestEarlierResultsOnScans reads a scanned cumulative row whose earlier
// results OCR garbled ("=°=§=:118H" for 118 H, "ae" for --) and whose power
// unit it misread ("x10712/L"): the current value is the one under the
// current column, and the unit follows the run.
func TestEarlierResultsOnScans(t *testing.T) {
	cc := &cumulativeCols{cols: []float64{517, 677, 822, 967}, reach: 72}
	for _, c := range []struct {
		line    string
		current float64
		want    string // value, flag, unit
	}{
		{"142H@487 =°=§=:118H@602 96H@791 88@936 umol/L@1081 49-90@1281", 517, "142H  umol/L"},
		{"104@487 ae@592 103@648 102@937 mmol/L@1081 98@1281 -@1318 107@1335", 517, "104  mmol/L"},
		{"3.91@487 4.12@646 4.35@792 4.40@937 x10712/L@1082 3.80@1283 -@1341 4.80@1356", 967, "4.40  x10712/L"},
		{"10.4@487 L@520 11.2@646 12.6@793 g/dL@1081 12.1-16.3@1283", 517, "10.4 L g/dL"},
		// an earlier result garbled into letters under its date
		{"40L@487 Sisk:@652 65@792 75@937 mL/min/1.73@1081 >@1283 60@1300", 517, "40L  mL/min/1.73"},
	} {
		cc.current = c.current
		ws := wordsAt(c.line, 0)
		v, f, n := earlierResults(ws, &page{ocr: true, lang: "en", cumulative: cc}, false)
		got := joinWords(v) + " " + joinWords(f) + " "
		if n > 0 && n < len(ws) {
			got += ws[n].text
		}
		if got != c.want {
			t.Errorf("earlierResults(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

// TestNotCumulative keeps ordinary reports out of the cumulative reading: a
// line with a collection and a report date is no row of column dates, and
// two numbers side by side ("13.5 12.0 16.0", "7 500") stay as printed.
func TestNotCumulative(t *testing.T) {
	data := makeLinesPDF(t, []string{
		"Patient: SAMPLE, JANE",
		"Collected: 03/18/2026 Reported: 03/19/2026",
		"",
		"Haemoglobin 13.5 12.0 16.0 g/dL",
		"Glucose 5.4 mmol/L 3.9 - 6.1",
	})
	checkRows(t, rowsOf(t, data), []string{
		"Haemoglobin|13.5|g/dL|12-16|",
		"Glucose|5.4|mmol/L|3.9-6.1|",
	})
	if cc := cumulativeColumns(&page{lines: []*line{{words: wordsAt("Collected:@0 03/18/2026@100 Reported:@300 03/19/2026@400", 0)}}}, true); cc != nil {
		t.Errorf("a collection and a report date read as result columns: %+v", cc)
	}
}

// TestLetterEndingANameIsNoFlag keeps "B" and "C" in the name when the
// reading by token types wins, and a lone letter between words of a name
// in another language (a conjunction) stays.
func TestLetterEndingANameIsNoFlag(t *testing.T) {
	pg := &page{ocr: true, lang: "en"}
	d := typedRow(wordsAt("Apolipoprotein@0 B@150 95@300 mg/dL@360 60@460 -@490 117@500", 0), pg, false)
	if d == nil || joinWords(d.name) != "Apolipoprotein B" || len(d.flag) != 0 {
		t.Errorf("typedRow(Apolipoprotein B ...) = %+v", d)
	}
	for s, lang := range map[string]string{"HDL e LDL": "it", "SODIO y POTASIO": "es"} {
		if got := fixOCRNameIn(s, lang); got != s {
			t.Errorf("fixOCRNameIn(%q, %s) = %q", s, lang, got)
		}
	}
}

// TestHeaderlessWrappedName joins the second line of a name wrapped under
// its start in a report without table headers ("Hepatitis B surface
// antigen" / "(HBsAg)"), and a capitals heading under a mixed-case row
// starts a section instead.
func TestHeaderlessWrappedName(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printRows(text, 100, 16, 9, [][]string{{"Sodium", "", "140", "mmol/L", "136 - 145"}, {"Hepatitis B surface antigen", "(HBsAg)", "Negative", "", "Negative"},
		{"Potassium", "", "4.1", "mmol/L", "3.5 - 5.1"}, {"Chloride", "LIPIDS", "101", "mmol/L", "98 - 107"}, {"Total cholesterol", "", "4.6", "mmol/L", "< 5.0"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Sodium|140|mmol/L|136-145|", "Hepatitis B surface antigen (HBsAg)|Negative||-|",
		"Potassium|4.1|mmol/L|3.5-5.1|", "Chloride|101|mmol/L|98-107|", "Total cholesterol|4.6|mmol/L|-5|"})
}

// TestLabelledBlocks reads tests printed one block each: the name on a line
// of its own, then "Result: value unit" and "Reference range: range" lines,
// below a table and on a page without one.
func TestLabelledBlocks(t *testing.T) {
	blocks := func(text func(x, y, size float64, s string), y float64) {
		for _, b := range [][]string{{"GLUCOSE", "92 mg/dL", "70 - 99 mg/dL"}, {"HEPATITIS B SURFACE ANTIGEN", "Non-reactive", "Non-reactive"},
			{"FERRITIN", "11.4 ng/mL", "15.0 - 150.0 ng/mL"}} {
			text(40, y, 10, b[0])
			text(40, y+14, 8, "Specimen: Serum   Method: see the laboratory handbook")
			text(60, y+30, 9, "Result:")
			text(160, y+30, 9, b[1])
			text(60, y+42, 9, "Reference range: "+b[2])
			text(300, y+56, 7, "Released electronically by Dr A. Sample on 01/10/2026")
			y += 80
		}
	}
	want := []string{"GLUCOSE|92|mg/dL|70-99|", "HEPATITIS B SURFACE ANTIGEN|Non-reactive||-|", "FERRITIN|11.4|ng/mL|15-150|"}

	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	blocks(text, 100)
	checkRows(t, rowsOf(t, output(t, pdf)), want)

	pdf, text = placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printHeader(text)
	text(40, 110, 9, "Haemoglobin")
	text(220, 110, 9, "13.9")
	text(300, 110, 9, "g/dL")
	text(380, 110, 9, "12.0 - 15.5")
	blocks(text, 150)
	checkRows(t, rowsOf(t, output(t, pdf)), append([]string{"Haemoglobin|13.9|g/dL|12-15.5|"}, want...))
}

// TestSignFlags reads a flag printed as a sign beside the value, in a
// column without a header: on a test without a unit it is no unit.
func TestSignFlags(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printHeader(text)
	for i, r := range [][]string{{"Potassium", "5.6", "+", "mmol/L", "3.5 - 5.1"}, {"Sodium", "140", "", "mmol/L", "136 - 145"},
		{"INR", "1.31", "+", "", "0.85 - 1.15"}, {"Quick", "64", "-", "%", "70 - 130"}} {
		y := 110 + 16*float64(i)
		text(40, y, 9, r[0])
		text(220, y, 9, r[1])
		text(250, y, 9, r[2])
		text(300, y, 9, r[3])
		text(380, y, 9, r[4])
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Potassium|5.6|mmol/L|3.5-5.1|+", "Sodium|140|mmol/L|136-145|",
		"INR|1.31||0.85-1.15|+", "Quick|64|%|70-130|-"})
}

// TestBlockTitleOnScans drops OCR specks from a block's title line: marks
// of punctuation, and words far out in the margin.
func TestBlockTitleOnScans(t *testing.T) {
	w := func(text string, x0, x1 float64) word { return word{text: text, x0: x0, x1: x1, y0: 100, y1: 112} }
	for _, c := range []struct {
		words []word
		want  string
	}{
		{[]word{w("UREIA", 40, 90), w(":", 96, 98), w("E", 300, 306), w("SE", 420, 440)}, "UREIA"},
		{[]word{w("GLICOSE", 40, 100), w("Diese", 500, 540), w("she", 546, 570)}, "GLICOSE"},
		{[]word{w("HEMOGLOBINA", 40, 140), w("GLICADA", 146, 210), w("(HbA1c)", 216, 270)}, "HEMOGLOBINA GLICADA (HbA1c)"},
		{[]word{w("Material:", 40, 100), w("Soro", 106, 140)}, ""},
	} {
		l := &line{words: c.words, y0: 100, y1: 112}
		if got := joinWords(blockTitle(l, true)); got != c.want {
			t.Errorf("blockTitle(%q) = %q, want %q", l.text(), got, c.want)
		}
	}
}

// TestUnitLabelledColumnGroups reads a differential count printed in two
// units, its columns labelled by unit: a row takes the first unit's value
// and the range labelled with that unit, and a row printing only the second
// unit takes that one's value and range. A unit alone in some other line is
// no label.
func TestUnitLabelledColumnGroups(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Paciente: Ana Sample    Data da coleta: 24/03/2026")
	for i, h := range []string{"LEUCOGRAMA", "%", "/mm3", "Ref. (%)", "Ref. (/mm3)"} {
		text([]float64{40, 200, 260, 330, 430}[i], 90, 9, h)
	}
	rows := [][]string{
		{"Leucocitos", "", "6.800 /mm3", "", "3.500 a 10.500 /mm3"},
		{"Neutrofilos", "58,0 %", "3.944 /mm3", "40,0 a 70,0 %", "1.700 a 7.000 /mm3"},
		{"Linfocitos", "31,0 %", "2.108 /mm3", "20,0 a 45,0 %", "900 a 2.900 /mm3"},
		{"Monocitos", "7,0 %", "476 /mm3", "2,0 a 10,0 %", "300 a 900 /mm3"},
	}
	for i, r := range rows {
		y := 110 + float64(i)*16
		text(40, y, 9, r[0])
		for j, x := range []float64{200, 260, 330, 430} {
			if r[j+1] != "" {
				text(x, y, 9, r[j+1])
			}
		}
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Leucocitos|6.800|/mm3|3500-10500|", "Neutrofilos|58,0|%|40-70|",
		"Linfocitos|31,0|%|20-45|", "Monocitos|7,0|%|2-10|"})
}

// labelColumns reads header labels as headerCells reads a PDF's cells.
func labelColumns(labels []string) []column {
	var cols []column
	for _, l := range labels {
		k, known := headerKind(l)
		u := ""
		if !known {
			k, u, _ = unitLabel(l, headerKind, func(s string) string { return s })
		}
		cols = append(cols, column{kind: k, label: l, unit: u})
	}
	return cols
}

func TestUnitGroupsNeedPairedLabels(t *testing.T) {
	for _, labels := range [][]string{
		{"Test", "%", "Ref. (%)"},                     // one unit: no groups
		{"Test", "%", "/mm3", "Ref. (%)", "Ref. (%)"}, // ranges do not pair
		{"Glucose", "mg/dL", "Ref.", "(mg/dL)", "x"},  // a row, not a header
	} {
		for _, c := range unitGroups(labelColumns(labels)) {
			if c.kind == colAltResult || c.kind == colAltRange || isUnitToken(c.label) && c.kind != colOther {
				t.Errorf("%q: column %q is %v", labels, c.label, c.kind)
			}
		}
	}
}

// TestUnitGroupsFromRangeLabels takes the two columns before two ranges
// labelled by unit as their values when OCR garbled a value column's unit
// label ("/mm³" read as Imms).
func TestUnitGroupsFromRangeLabels(t *testing.T) {
	want := []colKind{colOther, colResult, colAltResult, colRange, colAltRange}
	for i, c := range unitGroups(labelColumns([]string{"LEUCOGRAMA", "%", "Imms", "Ref. (%)", "Ref. (/mm3)"})) {
		if c.kind != want[i] {
			t.Errorf("column %q is %v, want %v", c.label, c.kind, want[i])
		}
	}
}

// TestUnitInNameCell reads a unit printed in brackets after the name of a
// report with no unit column; a bracketed abbreviation or pH stays in the
// name.
func TestUnitInNameCell(t *testing.T) {
	for _, c := range []struct{ in, name, unit string }{
		{"Glucosio (mg/dL)", "Glucosio", "mg/dL"},
		{"Ematocrito (%)", "Ematocrito", "%"},
		{"Leucociti (10^3/µL)", "Leucociti", "10^3/µL"},
		{"Volume corpuscolare medio (MCV)", "", ""},
		{"Reaction (pH)", "", ""},
		{"Glucosio", "", ""},
	} {
		name, unit, ok := unitInName(c.in, nil)
		if name != c.name || unit != c.unit || ok != (c.name != "") {
			t.Errorf("unitInName(%q) = %q %q %v, want %q %q", c.in, name, unit, ok, c.name, c.unit)
		}
	}
	pdf, text := placedPDF()
	text(40, 60, 9, "Paziente: Sample Giulia    Data prelievo: 01/04/2026")
	printColumns(text, []float64{40, 300, 380}, []string{"Esame", "Risultato", "Valori di riferimento"},
		[][]string{{"Glucosio (mg/dL)", "92", "70 - 99"}, {"Ematocrito (%)", "39,8", "36,0 - 46,0"}, {"MCV (fL)", "86,1", "80,0 - 99,0"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Glucosio|92|mg/dL|70-99|", "Ematocrito|39,8|%|36-46|", "MCV|86,1|fL|80-99|"})
}

// TestRangeOnItsOwnLine reads a range printed on a labelled line of its own
// under its row ("Valores de referência: 3,80 - 4,80").
func TestRangeOnItsOwnLine(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Utente: Sample Maria    Data de colheita: 02/04/2026")
	text(40, 90, 9, "Analise")
	text(300, 90, 9, "Resultado")
	text(380, 90, 9, "Unidades")
	y := 110.0
	for _, r := range [][]string{{"Eritrocitos", "4,31", "x10^12/L", "3,80 - 4,80 x10^12/L"}, {"Hemoglobina", "11,4", "g/dL", "12,0 - 15,0 g/dL"}, {"Plaquetas", "214", "x10^9/L", "150 - 400 x10^9/L"}} {
		text(40, y, 9, r[0])
		text(300, y, 9, r[1])
		text(380, y, 9, r[2])
		text(52, y+11, 8, "Valores de referencia: "+r[3])
		y += 30
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Eritrocitos|4,31|x10^12/L|3.8-4.8|", "Hemoglobina|11,4|g/dL|12-15|", "Plaquetas|214|x10^9/L|150-400|"})
}

// TestValueAndUnitGlued reads a result cell that prints the unit against
// the value ("10,9g/dL"), with no unit column, but keeps a misread power of
// ten ("1073/ul") whole for the unit mending.
func TestValueAndUnitGlued(t *testing.T) {
	pg := &page{words: []word{{text: "10,9g/dL", x0: 100, x1: 140}, {text: "1073/ul", x0: 200, x1: 230}, {text: "24h", x0: 300, x1: 315}}}
	splitGluedUnits(pg)
	var got []string
	for _, w := range pg.words {
		got = append(got, w.text+"@"+trimFloat(w.x0))
	}
	if want := []string{"10,9@100", "g/dL@120", "1073/ul@200", "24h@300"}; !slices.Equal(got, want) {
		t.Errorf("split words = %q, want %q", got, want)
	}
	pdf, text := placedPDF()
	text(40, 60, 9, "Utente: Sample Maria    Data da colheita: 10/04/2026")
	printColumns(text, []float64{40, 300, 420}, []string{"Exame", "Resultado", "Valores de referencia"},
		[][]string{{"Hemoglobina", "10,9g/dL L", "12,0 - 15,5"}, {"Leucocitos", "6,4x10^3/uL", "4,0 - 10,0"}, {"VS", "34mm/h H", "< 20"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Hemoglobina|10,9|g/dL|12-15.5|L", "Leucocitos|6,4|x10^3/uL|4-10|", "VS|34|mm/h|-20|H"})
}

// TestRangeTiersOverLines reads a range cell printed as labelled tiers over
// several lines: the patient's sex picks one, else the tier called normal.
// A footer under a note line is not the rest of the last row's name.
func TestRangeTiersOverLines(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Paciente: Sample Rosa    Sexo: Femenino    Fecha: 06/04/2026")
	printHeader(text)
	y := 110.0
	for _, r := range [][]string{
		{"Hemoglobina", "11.6", "g/dL", "Varones: 13.0 - 17.0", "Mujeres: 12.0 - 16.0"},
		{"Colesterol total", "236", "mg/dL", "Deseable: < 200", "Limitrofe alto: 200 - 239", "Alto: >= 240"},
		{"Urea", "28", "mg/dL", "15 - 45"},
	} {
		text(40, y, 9, r[0])
		text(220, y, 9, r[1])
		text(300, y, 9, r[2])
		for _, tier := range r[3:] {
			text(380, y, 9, tier)
			y += 11
		}
		y += 5
	}
	text(40, y+20, 8, "Observaciones: los valores fuera de rango se imprimen en negrita. Informe validado y firmado")
	text(40, y+31, 8, "por el biologo. Pagina 1/1")
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Hemoglobina|11.6|g/dL|12-16|", "Colesterol total|236|mg/dL|-200|", "Urea|28|mg/dL|15-45|"})
}

// TestNotesUnderNames reads rows with a specimen and method line printed
// smaller under each name and under a heading, and a comment between rows:
// none of them is part of a name or a heading. A heading repeated on the
// next page with "(segue)" is the same panel. Ranges are joined by ÷.
func TestNotesUnderNames(t *testing.T) {
	pdf, text := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text(40, 60, 9, "Paziente: Sample Davide    Data prelievo: 20/04/2026")
	printColumns(text, []float64{40, 220, 300, 380}, []string{"Esame", "Risultato", "Unita", "Valori di riferimento"}, nil)
	y := 110.0
	text(40, y, 9, "CHIMICA CLINICA")
	text(40, y+9, 6.5, "Siero - metodi enzimatici (Cobas c503)")
	y += 24
	for _, r := range [][]string{
		{"Glucosio", "118", "mg/dL", "60 ÷ 110", "Plasma (NaF) - Esochinasi"},
		{"Potassio", "5,3", "mmol/L", "3,5 ÷ 5,1", "Siero - ISE indiretto"},
		{"Gamma GT", "61", "U/L", "8 ÷ 61", "Siero - IFCC"},
	} {
		text(40, y, 9, r[0])
		text(220, y, 9, r[1])
		text(300, y, 9, r[2])
		text(380, y, 9, tr(r[3]))
		text(40, y+9, 6.5, r[4])
		if r[0] == "Potassio" {
			text(60, y+18, 7, "Campione lievemente emolizzato: il valore puo risultare sovrastimato.")
			y += 9
		}
		y += 24
	}
	text(40, y, 9, "CHIMICA CLINICA (segue)")
	text(40, y+16, 9, "Trigliceridi")
	text(220, y+16, 9, "154")
	text(300, y+16, 9, "mg/dL")
	text(380, y+16, 9, "< 150")
	rep, err := parseOne(t, &Parser{}, output(t, pdf))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rep.Results {
		got = append(got, r.TestName+"|"+fmtRange(r.MinReferenceRange, r.MaxReferenceRange)+"|"+sDeref(r.SourcePanelName))
	}
	checkRows(t, got, []string{"Glucosio|60-110|CHIMICA CLINICA", "Potassio|3.5-5.1|CHIMICA CLINICA", "Gamma GT|8-61|CHIMICA CLINICA",
		"Trigliceridi|-150|CHIMICA CLINICA"})
}

// TestHeaderlessValueColumn reads a page without column headings whose
// results line up in one column: a number or a qualitative word inside a
// name ("C reactive", "VIH 1 et 2") stays in the name, numbers grouped by
// spaces ("4 210 000") are one number, and a qualitative reference in
// parentheses judges the result.
func TestHeaderlessValueColumn(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Madame Sample Khady    Preleve le 22/04/2026")
	y := 100.0
	for _, r := range [][]string{
		{"Globules blancs", "8 200", "/mm3", "(4 000 a 10 000)"},
		{"Globules rouges", "4 210 000", "/mm3", "(4 000 000 a 5 400 000)"},
		{"Hemoglobine", "10,8", "g/dl", "(12,0 a 16,0)"},
		{"Plaquettes", "312 000", "/mm3", "(150 000 a 400 000)"},
		{"Proteine C reactive (CRP)", "4,1", "mg/l", "(< 6)"},
		{"Serologie VIH 1 et 2", "Negatif", "", "(Negatif)"},
	} {
		text(40, y, 9, r[0])
		pdf.SetFont("Helvetica", "", 9)
		text(280-pdf.GetStringWidth(r[1]), y, 9, r[1]) // right-aligned
		text(300, y, 9, r[2])
		text(380, y, 9, r[3])
		y += 18
	}
	data := output(t, pdf)
	checkRows(t, rowsOf(t, data), []string{"Globules blancs|8 200|/mm3|4000-10000|", "Globules rouges|4 210 000|/mm3|4000000-5400000|",
		"Hemoglobine|10,8|g/dl|12-16|", "Plaquettes|312 000|/mm3|150000-400000|", "Proteine C reactive (CRP)|4,1|mg/l|-6|",
		"Serologie VIH 1 et 2|Negatif||-|"})
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	if r := rep.Results[len(rep.Results)-1]; sDeref(r.Interpretation) != "normal" {
		t.Errorf("Negatif beside (Negatif) is %q, want normal", sDeref(r.Interpretation))
	}
}

// TestWordResults reads a result printed as words in the result column of
// a test that reports words (a blood group), even where it runs on under
// the unit's heading; words beside a test measured in numbers are no row.
func TestWordResults(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 23/04/2026")
	printColumns(text, []float64{40, 220, 300, 380}, []string{"Investigation", "Result", "Unit", "Reference Range"},
		[][]string{{"Haemoglobin", "10.9", "g/dL", "12.0 - 16.0"}, {"Blood Group", "O Rhesus D", "Positive"}, {"Sodium", "see note"},
			{"Potassium", "4.1", "mmol/L", "3.5 - 5.1"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Haemoglobin|10.9|g/dL|12-16|", "Blood Group|O Rhesus D Positive||-|", "Potassium|4.1|mmol/L|3.5-5.1|"})
}

// TestBracketRanges reads ranges printed in square brackets, in a table and
// on a line read by its token types.
func TestBracketRanges(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 23/04/2026")
	printColumns(text, []float64{40, 220, 300, 380}, []string{"Test", "Result", "Unit", "Reference Range"},
		[][]string{{"Potassium", "4.1", "mmol/L", "[3.5 - 5.1]"}, {"Glucose", "6.4", "mmol/L", "[3.9 - 6.1]"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Potassium|4.1|mmol/L|3.5-5.1|", "Glucose|6.4|mmol/L|3.9-6.1|"})
	data := makeLinesPDF(t, []string{"Patient: SAMPLE, JANE", "", "Sodium 140 mmol/L [136 - 145]", "Urea 5.2 mmol/L [2.5 - 7.1]"})
	checkRows(t, rowsOf(t, data), []string{"Sodium|140|mmol/L|136-145|", "Urea|5.2|mmol/L|2.5-7.1|"})
}

// TestFootnoteUnderLastRow keeps a legend printed just under the last row
// out of its name: joined, it would make a name no test has.
func TestFootnoteUnderLastRow(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 23/04/2026")
	printHeader(text)
	printRows(text, 110, 16, 10, [][]string{{"Sodium", "", "140", "mmol/L", "136 - 145"},
		{"Malaria parasite", "Arrows mark a result above or below the reference values for adult men and women", "Negative", "", "Negative"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Sodium|140|mmol/L|136-145|", "Malaria parasite|Negative||-|"})
}

// TestRepeatedLineIsNoRow prints a signature with a registration number under
// every test block: it reads like a row (a name, then a number), but a line
// printed word for word three times is the report's own print, not a result.
// A known test printed three times stays.
func TestRepeatedLineIsNoRow(t *testing.T) {
	sig := pdfRow{"Released electronically by Dr. Ana Souza - CRBM", "12.604", "", "mm"}
	rows := []pdfRow{
		{"Glucose", "92", "", "mg/dL", "70 - 99"}, sig,
		{"Urea", "24", "", "mg/dL", "10 - 50"}, sig,
		{"Creatinine", "0.96", "H", "mg/dL", "0.50 - 0.90"}, sig,
	}
	data := makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result", "Flag", "Units", "Reference"},
		[]float64{220, 70, 40, 60, 110}, rows)
	checkRows(t, rowsOf(t, data), []string{
		"Glucose|92|mg/dL|70-99|", "Urea|24|mg/dL|10-50|", "Creatinine|0.96|mg/dL|0.5-0.9|H",
	})
	same := pdfRow{"Potassium", "4.1", "", "mmol/L", "3.5 - 5.1"}
	data = makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result", "Flag", "Units", "Reference"},
		[]float64{220, 70, 40, 60, 110}, []pdfRow{same, same, same})
	if got := rowsOf(t, data); len(got) != 3 {
		t.Errorf("a test printed three times: got %q, want it three times", got)
	}
}

// TestBoundColumns prints the reference range as two columns, lower and
// upper bound, under one heading: a row that fills only one of them has a
// one-sided range, told by which column its number stands in.
func TestBoundColumns(t *testing.T) {
	rows := []pdfRow{
		{"Glucose", "0.96", "", "g/L", "0.70", "1.10"},
		{"Urea", "0.32", "", "g/L", "0.15", "0.45"},
		{"Creatinine", "0.84", "", "mg/dL", "0.50", "1.10"},
		{"Uric acid", "5.9", "H", "mg/dL", "2.4", "5.7"},
		{"Total cholesterol", "224", "H", "mg/dL", "", "200"},
		{"HDL cholesterol", "52", "", "mg/dL", "40", ""},
	}
	data := makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result", "Flag", "Units", "Reference values", ""},
		[]float64{170, 60, 40, 60, 80, 80}, rows)
	checkRows(t, rowsOf(t, data), []string{
		"Glucose|0.96|g/L|0.7-1.1|", "Urea|0.32|g/L|0.15-0.45|", "Creatinine|0.84|mg/dL|0.5-1.1|",
		"Uric acid|5.9|mg/dL|2.4-5.7|H", "Total cholesterol|224|mg/dL|-200|H", "HDL cholesterol|52|mg/dL|40-|",
	})
}

// TestSharedUnit prints a unit once for many rows: in the result column's
// label, and after a section title, which stays the panel's name without it.
func TestSharedUnit(t *testing.T) {
	rows := []pdfRow{
		{"ELECTROLYTES"},
		{"Sodium", "139", "135 - 145"},
		{"Potassium", "4.6", "3.5 - 5.0"},
	}
	data := makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result (mmol/L)", "Reference"},
		[]float64{220, 100, 120}, rows)
	checkRows(t, rowsOf(t, data), []string{"Sodium|139|mmol/L|135-145|", "Potassium|4.6|mmol/L|3.5-5|"})
	// a section title's unit holds for its rows even where the header
	// above names another (a scan whose second header OCR missed)
	rows = append(rows, pdfRow{"LIPIDS (g/L)"}, pdfRow{"Total cholesterol", "2.31", "< 2.00"})
	data = makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result (mmol/L)", "Reference"},
		[]float64{220, 100, 120}, rows)
	checkRows(t, rowsOf(t, data), []string{"Sodium|139|mmol/L|135-145|", "Potassium|4.6|mmol/L|3.5-5|", "Total cholesterol|2.31|g/L|-2|"})

	rows = []pdfRow{
		{"LIPIDS (g/L)"},
		{"Total cholesterol", "2.31", "H", "< 2.00"},
		{"Triglycerides", "1.20", "", "< 1.50"},
		{"Blood group", "O positive", "", ""},
	}
	data = makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result", "Flag", "Reference"},
		[]float64{220, 80, 40, 120}, rows)
	checkRows(t, rowsOf(t, data)[:2], []string{"Total cholesterol|2.31|g/L|-2|H", "Triglycerides|1.20|g/L|-1.5|"})
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	if p := rep.Results[0].SourcePanelName; p == nil || *p != "LIPIDS" {
		t.Errorf("panel = %v, want LIPIDS", p)
	}
}

// TestSetInHeading prints a sub-heading set in under a complete row, with
// the rows it heads set in further: it heads them, it does not continue the
// name above.
func TestSetInHeading(t *testing.T) {
	rows := []pdfRow{
		{"Leukocytes", "7.85", "", "x10^3/uL", "4.0 - 10.0"},
		{"        Differential", ""},
		{"            Neutrophils", "61.3", "", "%", "40 - 75"},
		{"            Lymphocytes", "28.6", "", "%", "20 - 45"},
	}
	data := makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result", "Flag", "Units", "Reference"},
		[]float64{170, 60, 40, 70, 110}, rows)
	checkRows(t, rowsOf(t, data), []string{
		"Leukocytes|7.85|x10^3/uL|4-10|", "Neutrophils|61.3|%|40-75|", "Lymphocytes|28.6|%|20-45|",
	})
}

// TestResultCards reads a patient app's screen: under a "Test Results"
// title (two labels in one run of words, not a table's header), each test
// is a card of its name with a status word, the value and unit on a line of
// their own, and a labelled range.
func TestResultCards(t *testing.T) {
	data := makeLinesPDF(t, []string{
		"Back          Test Results",
		"Complete Blood Count (CBC)",
		"Haemoglobin                          Low",
		"12.4 g/dL",
		"Ref. range: 13.0 - 17.0 g/dL",
		"",
		"Red Blood Cells (RBC)             Normal",
		"4.71 x10E12/L",
		"Ref. range: 4.50 - 6.50 x10E12/L",
		"",
		"Total Leucocyte Count (TLC)         High",
		"11.6 x10E9/L",
		"Ref. range: 4.0 - 11.0 x10E9/L",
	})
	checkRows(t, rowsOf(t, data), []string{
		"Haemoglobin|12.4|g/dL|13-17|Low", "Red Blood Cells (RBC)|4.71|x10E12/L|4.5-6.5|",
		"Total Leucocyte Count (TLC)|11.6|x10E9/L|4-11|High",
	})
}

// TestMinMaxColumns labels the range's two columns "Min" and "Max" on the
// header line: one range, whose one-sided rows fill one column.
func TestMinMaxColumns(t *testing.T) {
	rows := []pdfRow{
		{"Glucose", "96", "", "mg/dL", "70", "110"},
		{"Total cholesterol", "224", "H", "mg/dL", "", "200"},
		{"HDL cholesterol", "52", "", "mg/dL", "40", ""},
	}
	data := makeTablePDF(t, []string{"Patient: Test, Ana"}, []string{"Test", "Result", "Flag", "Units", "Min", "Max"},
		[]float64{170, 60, 40, 60, 60, 60}, rows)
	checkRows(t, rowsOf(t, data), []string{
		"Glucose|96|mg/dL|70-110|", "Total cholesterol|224|mg/dL|-200|H", "HDL cholesterol|52|mg/dL|40-|",
	})
}

// TestUnitBeforeRange reads a row whose range cell starts with the unit,
// where a table without a "Units" label (or one OCR missed) puts it: it is
// the row's unit.
func TestUnitBeforeRange(t *testing.T) {
	pg := &page{}
	ws := func(texts ...string) []word {
		var out []word
		for i, s := range texts {
			out = append(out, word{text: s, x0: float64(100 + 40*i), x1: float64(130 + 40*i), conf: 1})
		}
		return out
	}
	for _, c := range []struct {
		rng        []string
		unit, rtxt string
	}{
		{[]string{"mg/dL", "10", "-", "50"}, "mg/dL", "10 - 50"},
		{[]string{"S/CO", "<", "1.00"}, "S/CO", "< 1.00"},
		{[]string{"135", "-", "145"}, "", "135 - 145"},
	} {
		d := &rowDraft{page: pg, name: ws("Serum", "Urea"), value: ws("34"), rng: ws(c.rng...)}
		r, ok := buildResult(d, "", false)
		if !ok {
			t.Fatalf("%q: no row", c.rng)
		}
		unit := ""
		if r.Units != nil {
			unit = *r.Units
		}
		if unit != c.unit || r.ReferenceRangeText == nil || *r.ReferenceRangeText != c.rtxt {
			t.Errorf("%q: unit %q, range %v; want %q, %q", c.rng, unit, r.ReferenceRangeText, c.unit, c.rtxt)
		}
	}
}

// TestLabelledFieldsOnOneLine reads a test printed as a block whose result
// line labels every field: "Result: 5.6   Units: mmol/L   Reference: 3.5 -
// 5.3   Flag: H" under the test's name.
func TestLabelledFieldsOnOneLine(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	text(40, 90, 10, "RENAL PROFILE")
	for i, r := range [][]string{{"Potassium", "5.6", "mmol/L", "3.5 - 5.3", "H"}, {"Sodium", "139", "mmol/L", "133 - 146", ""},
		{"Hepatitis B surface antigen", "Not detected", "", "Not detected", ""}} {
		y := 120 + 36*float64(i)
		text(40, y, 10, r[0])
		text(40, y+14, 9, "Result: "+r[1])
		if r[2] != "" {
			text(180, y+14, 9, "Units: "+r[2])
		}
		if i == 1 {
			text(300, y+14, 9, "Reference:"+r[3]) // glued to its label
		} else {
			text(300, y+14, 9, "Reference: "+r[3])
		}
		if r[4] != "" {
			text(440, y+14, 9, "Flag: "+r[4])
		}
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Potassium|5.6|mmol/L|3.5-5.3|H", "Sodium|139|mmol/L|133-146|",
		"Hepatitis B surface antigen|Not detected||-|"})
}

// TestRangeInNameCell reads a report with no range column that prints the
// range in brackets in the name cell: after the name, or on a line of its
// own under it; a method in brackets stays part of the name. An asterisk
// glued to a value marks it abnormal, and a flag letter before a unit is
// the row's flag, not part of the unit.
func TestRangeInNameCell(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Paciente: Sample, Jane    Fecha: 01/10/2026")
	text(40, 90, 9, "Examen")
	text(300, 90, 9, "Resultado")
	text(40, 110, 9, "Hemoglobina")
	text(300, 110, 9, "*11,2 B g/dL")
	text(40, 122, 9, "(12,0 - 16,0)")
	text(40, 140, 9, "Glucosa (70 - 110)")
	text(300, 140, 9, "95 mg/dL")
	text(40, 156, 9, "Colesterol total (hasta 200)")
	text(300, 156, 9, "226 mg/dL")
	text(40, 172, 9, "Chagas IgG (ELISA) (No reactivo)")
	text(300, 172, 9, "No reactivo")
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Hemoglobina|11,2|g/dL|12-16|B", "Glucosa|95|mg/dL|70-110|",
		"Colesterol total|226|mg/dL|-200|", "Chagas IgG (ELISA)|No reactivo||-|"})
}

// TestLabelledLineOnScans reads a labelled result line as OCR gives it: a
// colon read as a semicolon still ends a label.
func TestLabelledLineOnScans(t *testing.T) {
	l := &line{words: wordsAt("Result;@40 88.9@90 Units:@160 fL@210 Reference:@300 83.0@380 -@410 101.0@420", 100)}
	fields := labelledLine(l, true)
	var got []string
	for _, f := range fields {
		got = append(got, fmt.Sprintf("%d=%s", f.kind, joinWords(f.words)))
	}
	want := []string{fmt.Sprintf("%d=88.9", colResult), fmt.Sprintf("%d=fL", colUnit), fmt.Sprintf("%d=83.0 - 101.0", colRange)}
	if !slices.Equal(got, want) {
		t.Errorf("labelledLine = %q, want %q", got, want)
	}
}
