package parser

import (
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/assayhq/assay"
	"github.com/go-pdf/fpdf"
)

// TestRaisedDotsAndTickBoxesOnAScan reads a 200 dpi scan (blind dev layout
// ug_lab) whose decimals are raised dots and whose qualitative results are
// the ticked one of printed boxes: Tesseract reads the dots as dashes or
// colons or drops them, and the boxes as "O", "©" or nothing; the pixels
// tell a point from a dash and a ticked box from an empty one.
func TestRaisedDotsAndTickBoxesOnAScan(t *testing.T) {
	got := blindScanRows(t, "ug_lab-scan200.jpg")
	for name, want := range map[string]string{
		"White cell count":           "11.8 4.0-10.0",
		"Neutrophils":                "8.9 2.0-7.5",
		"Lymphocytes":                "2.1 1.0-4.0",
		"Haematocrit":                "0.33 0.36 — 0.46",
		"Potassium":                  "3.3 3.5-5.1",
		"Syphilis (RPR)":             "Non-reactive Non-reactive",
		"Urine pregnancy test (hCG)": "Negative Negative",
		"Malaria RDT (Pf/Pan)":       "Positive Negative",
	} {
		if got[name] != want {
			t.Errorf("%s = %q, want %q", name, got[name], want)
		}
	}
}

// TestAnalyteGrid reads a stimulation test printed as a grid: the tests
// head the result columns, each with its unit in brackets and its own
// reference column, and the rows are time points. Each cell is a row named
// by its test and time point; a dash in a reference column is no range.
func TestAnalyteGrid(t *testing.T) {
	pdf, print := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
	xs := []float64{40, 140, 210, 330, 400}
	text(40, 70, 10, "SHORT SYNACTHEN TEST")
	for i, h := range []string{"Sample", "Cortisol (nmol/L)", "Reference", "ACTH (ng/L)", "Reference"} {
		text(xs[i], 90, 9, h)
	}
	for i, r := range [][]string{
		{"Baseline", "312", "170 - 540", "24", "7 - 63"},
		{"30 minutes", "598", "—", "", ""},
		{"60 minutes", "702", "> 550", "", ""},
	} {
		for k, c := range r {
			if c != "" {
				text(xs[k], 110+16*float64(i), 9, c)
			}
		}
	}
	for i, h := range []string{"Test", "Result", "Units", "Reference Range"} {
		text([]float64{40, 220, 300, 380}[i], 180, 9, h)
	}
	text(40, 200, 9, "Sodium")
	text(220, 200, 9, "139")
	text(300, 200, 9, "mmol/L")
	text(380, 200, 9, "135 - 145")
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s|%s|%s", r.TestName, r.Value, sDeref(r.Units), sDeref(r.ReferenceRangeText))
	})
	sort.Strings(got)
	want := []string{
		"ACTH Baseline|24|ng/L|7 - 63",
		"Cortisol 30 minutes|598|nmol/L|",
		"Cortisol 60 minutes|702|nmol/L|> 550",
		"Cortisol Baseline|312|nmol/L|170 - 540",
		"Sodium|139|mmol/L|135 - 145",
	}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestNameWrappedAboveItsValue reads rows whose cells stand at the foot of
// a row: a long name wraps and the value, unit and range sit on its last
// line, the first line closer to the second than to the row above. A name
// that wraps under its value (the value on the first line) still joins the
// row above.
func TestNameWrappedAboveItsValue(t *testing.T) {
	pdf, print := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
	printHeader(text)
	row := func(y float64, name, value, unit, rng string) {
		text(40, y, 9, name)
		text(220, y, 9, value)
		text(300, y, 9, unit)
		text(380, y, 9, rng)
	}
	row(110, "Prothrombin time", "12.1", "s", "11.0 - 13.5")
	text(40, 126, 9, "Activated partial thromboplastin")
	row(136, "time (aPTT)", "33.8", "s", "25.0 - 36.0")
	row(152, "Fibrinogen", "3.1", "g/L", "2.0 - 4.0")
	text(40, 168, 9, "Total iron binding capacity")
	row(178, "(TIBC)", "62", "umol/L", "45 - 72")
	row(194, "Transferrin saturation, calculated from", "18", "%", "20 - 50")
	text(40, 204, 9, "iron and TIBC")
	row(220, "Ferritin", "9", "ug/L", "13 - 150")
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string { return r.TestName + "|" + r.Value })
	want := []string{"Prothrombin time|12.1", "Activated partial thromboplastin time (aPTT)|33.8", "Fibrinogen|3.1",
		"Total iron binding capacity (TIBC)|62", "Transferrin saturation, calculated from iron and TIBC|18", "Ferritin|9"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestSentenceResultWrapped reads a result written as a sentence and
// wrapped over its cell's lines as one value.
func TestSentenceResultWrapped(t *testing.T) {
	pdf, print := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
	printHeader(text)
	text(40, 110, 9, "Haemoglobin")
	text(220, 110, 9, "13.2")
	text(300, 110, 9, "g/dL")
	text(380, 110, 9, "12.0 - 16.0")
	text(40, 126, 9, "Blood film")
	text(220, 126, 9, "Mild anisocytosis, a few target")
	text(220, 136, 9, "cells, no blasts seen")
	text(40, 152, 9, "Platelets")
	text(220, 152, 9, "250")
	text(300, 152, 9, "x10^9/L")
	text(380, 152, 9, "150 - 400")
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string { return r.TestName + "|" + r.Value })
	want := []string{"Haemoglobin|13.2", "Blood film|Mild anisocytosis, a few target cells, no blasts seen", "Platelets|250"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestTurnedSectionTitles reads section titles set turned up the side of
// their rows, in a merged cell left of the names, as the rows' panel, not
// as a word of the row they stand level with.
func TestTurnedSectionTitles(t *testing.T) {
	pdf, print := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
	for i, h := range []string{"Test", "Result", "Units", "Reference Range"} {
		text([]float64{60, 220, 300, 380}[i], 90, 9, h)
	}
	turned := func(x, y float64, s string) {
		pdf.TransformBegin()
		pdf.TransformRotate(90, x, y)
		text(x, y, 9, s)
		pdf.TransformEnd()
	}
	rows := [][]string{
		{"Haemoglobin", "13.2", "g/dL", "12.0 - 16.0"}, {"White cells", "6.1", "x10^9/L", "4.0 - 11.0"},
		{"Platelets", "250", "x10^9/L", "150 - 400"}, {"MCV", "88", "fL", "80 - 100"},
		{"Sodium", "139", "mmol/L", "135 - 145"}, {"Potassium", "4.1", "mmol/L", "3.5 - 5.1"},
		{"Urea", "5.2", "mmol/L", "2.5 - 7.8"}, {"Creatinine", "71", "umol/L", "45 - 90"},
	}
	for i, r := range rows {
		y := 110 + 14*float64(i)
		if i >= 4 {
			y += 10 // the next section's cell
		}
		for k, c := range r {
			text([]float64{60, 220, 300, 380}[k], y, 9, c)
		}
	}
	turned(50, 158, "BLOOD COUNT")
	turned(50, 222, "CHEMISTRY")
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return r.TestName + "|" + r.Value + "|" + sDeref(r.SourcePanelName)
	})
	want := []string{"Haemoglobin|13.2|BLOOD COUNT", "White cells|6.1|BLOOD COUNT", "Platelets|250|BLOOD COUNT", "MCV|88|BLOOD COUNT",
		"Sodium|139|CHEMISTRY", "Potassium|4.1|CHEMISTRY", "Urea|5.2|CHEMISTRY", "Creatinine|71|CHEMISTRY"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// pdfRows parses a built PDF and returns each result as row says.
func pdfRows(t *testing.T, pdf *fpdf.Fpdf, row func(assay.LabReportResult) string) []string {
	t.Helper()
	rep, err := parseOne(t, &Parser{}, output(t, pdf))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rep.Results {
		got = append(got, row(r))
	}
	return got
}
