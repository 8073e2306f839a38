package parser

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/go-pdf/fpdf"
)

// twoUpPDF prints sheets side by side on one landscape page, as a report
// printed two pages to a sheet: each sheet repeats the lab's header and the
// column headings over its own rows. Each sheet sits a little lower than the
// one before, as the pages of an open folder do in a photo, so that its rows
// fall between the other's.
func twoUpPDF(sheets ...[][3]string) *fpdf.Fpdf {
	fpdf.SetDefaultCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf := fpdf.New("L", "pt", "Letter", "")
	pdf.AddPage()
	text := func(x, y, size float64, s string) {
		pdf.SetFont("Helvetica", "", size)
		pdf.Text(x, y, s)
	}
	for i, rows := range sheets {
		x, y0 := 30+396*float64(i), 7*float64(i)
		text := func(x, y, size float64, s string) { text(x, y+y0, size, s) }
		text(x, 40, 12, "Riverside Clinical Laboratory")
		text(x, 56, 8, "Patient: DOE, JANE   Collected: 03/02/2026")
		for k, h := range []string{"Test", "Result", "Reference Range"} {
			text(x+[]float64{0, 170, 250}[k], 80, 8, h)
		}
		for k, r := range rows {
			y := 96 + 14*float64(k)
			text(x, y, 8, r[0])
			text(x+170, y, 8, r[1])
			text(x+250, y, 8, r[2])
		}
	}
	return pdf
}

// TestTwoSheetsSideBySide reads a page that holds two pages of one report
// side by side: each row is read on its own sheet, not joined to the row
// beside it on the other.
func TestTwoSheetsSideBySide(t *testing.T) {
	pdf := twoUpPDF(
		[][3]string{{"Sodium", "139", "135 - 145"}, {"Potassium", "4.2", "3.5 - 5.1"}, {"Chloride", "101", "98 - 107"}, {"Urea", "5.1", "2.5 - 7.8"}},
		[][3]string{{"Glucose", "5.4", "3.9 - 5.5"}, {"Calcium", "2.31", "2.15 - 2.55"}, {"Magnesium", "0.84", "0.70 - 1.00"}},
	)
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s|%s", r.TestName, r.Value, sDeref(r.ReferenceRangeText))
	})
	sort.Strings(got)
	want := []string{
		"Calcium|2.31|2.15 - 2.55", "Chloride|101|98 - 107", "Glucose|5.4|3.9 - 5.5", "Magnesium|0.84|0.70 - 1.00",
		"Potassium|4.2|3.5 - 5.1", "Sodium|139|135 - 145", "Urea|5.1|2.5 - 7.8",
	}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestSpreadSheets tells two sheets side by side from one sheet whose
// values stand far from their names.
func TestSpreadSheets(t *testing.T) {
	sheet := [][3]string{{"Sodium", "139", "135 - 145"}, {"Potassium", "4.2", "3.5 - 5.1"}, {"Chloride", "101", "98 - 107"},
		{"Urea", "5.1", "2.5 - 7.8"}, {"Glucose", "5.4", "3.9 - 5.5"}, {"Calcium", "2.31", "2.15 - 2.55"}}
	for _, tc := range []struct {
		name   string
		sheets [][][3]string
		split  bool
	}{
		{"two sheets", [][][3]string{sheet, sheet[:4]}, true},
		{"one sheet", [][][3]string{sheet}, false},
	} {
		doc, err := (&Parser{}).readPDF(t.Context(), 0, output(t, twoUpPDF(tc.sheets...)))
		if err != nil {
			t.Fatal(err)
		}
		if _, _, split := spreadSheets(doc[0]); split != tc.split {
			t.Errorf("%s: split = %v, want %v", tc.name, split, tc.split)
		}
	}
}

// TestLanguageFromTestNames finds a report's language from its test names
// when OCR garbled its headings and function words, as on a photo of a
// folded sheet: the Italian words are the names' ("protrombina",
// "globuline", "totale"), and English's own names are no evidence.
func TestLanguageFromTestNames(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Risuitato Vatori ci riferimento Tempo di protrombina attivita 82 Proteine totali 7,1 Alfa-1 globuline 4,1 " +
			"Beta giobuline 11,2 Gamma globuline 15,2 Tiroxina libera 0,98 Anticorpi anti-tireoglobulina 22 " +
			"Acido folico 4,2 Vitamina B12 (cianocobalamina) 312 Sideremia 48", "it"},
		{"Prothrombin time 12.1 Total protein 7.1 Gamma globulin 15.2 Free thyroxine 0.98 Folic acid 4.2 " +
			"Vitamin B12 312 Serum iron 48 Transferrin 342 Ferritin 9", "en"},
	} {
		var ws []word
		for _, s := range strings.Fields(tc.text) {
			ws = append(ws, word{text: s})
		}
		if lang, f := detectLanguage(&document{pages: []*page{{words: ws}}}); f != nil || lang != tc.want {
			t.Errorf("detectLanguage(%.30q…) = %q, %v; want %s", tc.text, lang, f, tc.want)
		}
	}
}

// TestFlagBeforeName reads a flag printed at the left margin, before the
// test's name, as the row's flag and not as part of its name.
func TestFlagBeforeName(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	for i, r := range [][]string{
		{"H", "WBC", "11.8", "x10^3/uL", "4.0 - 10.0"},
		{"", "RBC", "4.21", "x10^6/uL", "4.20 - 6.30"},
		{"L", "Hemoglobin", "12.9", "g/dL", "13.0 - 17.0"},
		{"", "Platelet", "156", "x10^3/uL", "130 - 400"},
	} {
		y := 110 + 16*float64(i)
		if r[0] != "" {
			text(28, y, 9, r[0])
		}
		for k, c := range r[1:] {
			text([]float64{40, 220, 300, 380}[k], y, 9, c)
		}
	}
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s|%s", r.TestName, r.Value, sDeref(r.Flag))
	})
	want := []string{"WBC|11.8|H", "RBC|4.21|", "Hemoglobin|12.9|L", "Platelet|156|"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestMergedUnitCells reads a unit printed once for the rows that share it,
// in a cell merged down them: at the run's middle, on the middle row's line
// or between two rows. Rows beside no such middle keep no unit.
func TestMergedUnitCells(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	rows := [][]string{
		{"Hemoglobin", "112", "g/L", "120 - 160"},
		{"Leukocytes", "6.8", "", "4.5 - 11.0"},
		{"Platelets", "246", "", "150 - 400"},
		{"Neutrophils", "0.61", "", "0.55 - 0.65"},
		{"Lymphocytes", "0.33", "", "0.25 - 0.40"},
		{"ESR", "34", "mm/h", "0 - 20"},
		{"Sodium", "139", "", "136 - 145"},
		{"Potassium", "4.4", "mmol/L", "3.5 - 5.1"},
		{"Chloride", "104", "", "98 - 107"},
		{"Calcium", "9.3", "mg/dL", "8.6 - 10.2"},
	}
	for i, r := range rows {
		y := 110 + 16*float64(i)
		for k, c := range r {
			if c != "" {
				text([]float64{40, 220, 300, 380}[k], y, 9, c)
			}
		}
	}
	text(300, 110+16*1.5, 9, "x10^9/L") // between Leukocytes and Platelets
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s", r.TestName, sDeref(r.Units))
	})
	want := []string{"Hemoglobin|g/L", "Leukocytes|x10^9/L", "Platelets|x10^9/L", "Neutrophils|", "Lymphocytes|",
		"ESR|mm/h", "Sodium|mmol/L", "Potassium|mmol/L", "Chloride|mmol/L", "Calcium|mg/dL"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestSlantedWatermark drops text set at a slant across the rows, as a
// watermark written into the text layer is ("DUPLICATA" letter by letter):
// its letters join no name, value or unit. Ranges given as a centre and a
// deviation read as their bounds.
func TestSlantedWatermark(t *testing.T) {
	pdf, print := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
	printHeader(text)
	rows := [][]string{
		{"pH", "7.31", "", "7.40 ± 0.05"},
		{"pCO2", "31", "mmHg", "40 ± 5"},
		{"Bicarbonate", "15.6", "mmol/L", "24 ± 2"},
		{"Creatinine", "21.4", "mg/L", "7 - 13"},
	}
	for i, r := range rows {
		for k, c := range r {
			if c != "" {
				text([]float64{40, 220, 300, 380}[k], 110+16*float64(i), 9, c)
			}
		}
	}
	pdf.TransformBegin()
	pdf.TransformRotate(35, 200, 170)
	for i, c := range "COPIE" {
		text(200+28*float64(i), 170, 40, string(c))
	}
	pdf.TransformEnd()
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s|%s|%v-%v", r.TestName, r.Value, sDeref(r.Units), fDeref(r.MinReferenceRange), fDeref(r.MaxReferenceRange))
	})
	want := []string{"pH|7.31||7.35-7.45", "pCO2|31|mmHg|35-45", "Bicarbonate|15.6|mmol/L|22-26", "Creatinine|21.4|mg/L|7-13"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestDottedZerosOnAPhoto reads a photo (blind dev layout bw_lab) of a
// report printed in a monospaced font whose zeros carry a dot, which
// Tesseract reads as 6, 8, 9 or @: the dot in the glyph's middle makes them
// zeros again.
func TestDottedZerosOnAPhoto(t *testing.T) {
	got := blindScanRows(t, "bw_lab-photo.jpg")
	for name, want := range map[string]string{
		"Alanine Aminotransfe": "38 0 - 41",
		"Aspartate Aminotrans": "44 0 - 40",
		"Alkaline Phosphatase": "96 40 - 129",
		"Creatinine":           "98 64 - 104",
		"Total Bilirubin":      "9.8 0 - 21",
		"Absolute Neutrophil":  "1.9 2.0 - 7.5",
	} {
		if got[name] != want {
			t.Errorf("%s = %q, want %q", name, got[name], want)
		}
	}
}

// TestGarbledPowerIsAUnit takes a count's unit whose raised power OCR
// garbled for a unit, on an OCR page only: a cumulative report's run of
// earlier results had passed it over as debris.
func TestGarbledPowerIsAUnit(t *testing.T) {
	ocr, text := &page{ocr: true, lang: "es"}, &page{}
	for _, s := range []string{"x10%/uL", "x10/uL"} {
		if !readsAsUnit(s, ocr) || readsAsUnit(s, text) {
			t.Errorf("readsAsUnit(%q) = %v on OCR, %v in text; want true, false", s, readsAsUnit(s, ocr), readsAsUnit(s, text))
		}
	}
	if readsAsUnit("38.1", ocr) {
		t.Error("a number read as a unit")
	}
}

// TestLabNameWords names a lab by a clinic's, polyclinic's or Turkish
// hospital's word, and writes a name printed in capitals in title case,
// each part of a hyphenated word too.
func TestLabNameWords(t *testing.T) {
	for _, s := range []string{"CLINIQUE NGALIEMA-LUMIÈRE", "Policlínico Docente Playa Norte", "ÖZEL VARDAR ŞİFA HASTANESİ"} {
		if !namesLab(s) {
			t.Errorf("namesLab(%q) = false", s)
		}
	}
	if got := titleCaseIfUpper("CLINIQUE NGALIEMA-LUMIÈRE", "fr"); got != "Clinique Ngaliema-Lumière" {
		t.Errorf("titleCaseIfUpper = %q", got)
	}
}

// TestMetaLabelsS35 reads the Turkish sample-taking label without its
// "date" word and the French lab number's label.
func TestMetaLabelsS35(t *testing.T) {
	for label, want := range map[string]metaField{"Numune Alma": metaCollected, "N° labo": metaSpecimen, "Numune": metaSpecimen} {
		if got := metaLabel(label); got != want {
			t.Errorf("metaLabel(%q) = %v, want %v", label, got, want)
		}
	}
}
