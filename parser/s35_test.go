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
