package parser

import (
	"context"
	"fmt"
	"image"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/parser/imaging"
)

// TestDittoMarks reads a unit or range cell that holds a ditto mark (a
// quote mark, "id.") as the cell above it, through a run of marks.
func TestDittoMarks(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	for i, r := range [][]string{
		{"Neutrophils", "52", "%", "40 - 75"},
		{"Eosinophils", "7", `"`, "1 - 4"},
		{"Lymphocytes", "35", `"`, "20 - 45"},
		{"AST", "24", "U/L", "< 35"},
		{"ALT", "19", `"`, "id."},
	} {
		for k, c := range r {
			text([]float64{40, 220, 300, 380}[k], 110+16*float64(i), 9, c)
		}
	}
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s|%s", r.TestName, sDeref(r.Units), sDeref(r.ReferenceRangeText))
	})
	want := []string{"Neutrophils|%|40 - 75", "Eosinophils|%|1 - 4", "Lymphocytes|%|20 - 45", "AST|U/L|< 35", "ALT|U/L|< 35"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestValueComparatorInWords reads a result beyond the method's range with
// its comparator in words, kept as printed, also when it runs on past its
// column into the flag column.
func TestValueComparatorInWords(t *testing.T) {
	for _, c := range []struct{ in, cmp string }{
		{"Less than 3.0", "<"}, {"More than 2500", ">"}, {"inférieur à 6", "<"}, {"mayor que 200", ">"}, {"inferiore a 0,5", "<"},
	} {
		pv, ok := parseValue(c.in, false)
		if !ok || pv.cmp != c.cmp || pv.value != c.in || pv.kind != assay.TypeRange {
			t.Errorf("parseValue(%q) = %+v, %v; want %s, kept as printed", c.in, pv, ok, c.cmp)
		}
	}
	pdf, text := placedPDF()
	for i, h := range []string{"Test", "Result", "Flag", "Unit", "Reference Range"} {
		text([]float64{40, 200, 280, 320, 400}[i], 90, 9, h)
	}
	for i, r := range [][]string{
		{"TSH", "2.84", "", "uIU/mL", "0.27 - 4.20"},
		{"Anti-TPO", "Less than 9.0", "", "IU/mL", "Up to 34"},
		{"Total IgE", "More than 2500", "H", "IU/mL", "Up to 100"},
	} {
		for k, c := range r {
			text([]float64{40, 200, 290, 320, 400}[k], 110+16*float64(i), 9, c)
		}
	}
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s|%s|%s", r.TestName, r.Value, sDeref(r.Units), sDeref(r.Interpretation))
	})
	want := []string{"TSH|2.84|uIU/mL|normal", "Anti-TPO|Less than 9.0|IU/mL|normal", "Total IgE|More than 2500|IU/mL|abnormal"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
}

// TestPlusReadForPlusMinus mends a centre ± deviation range whose ± OCR
// read as a plus, and leaves an Italian ÷ read so as a range.
func TestPlusReadForPlusMinus(t *testing.T) {
	for in, want := range map[string]bool{"40+5": true, "7,40 + 0,05": true, "13,5+17,5": false, "35+5,1": false, "40-5": false, "2+2": false} {
		m := ocrSpeckDashRE.FindStringSubmatchIndex(in)
		if m == nil {
			t.Fatalf("%q: no range", in)
		}
		if got := plusDeviation(in[m[3]:m[4]], in[m[2]:m[3]], in[m[4]:m[5]]); got != want {
			t.Errorf("plusDeviation(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestOwnLabName completes a lab's name that only says what it is with
// the name of its own in capitals above or below it.
func TestOwnLabName(t *testing.T) {
	for _, c := range []struct{ lines [2]string }{
		{[2]string{"DAR EL TAHLIL", "Medical Laboratories - Heliopolis Branch"}},
		{[2]string{"LABORATOIRE D'ANALYSES MEDICALES", "LE DJOLIBA"}},
	} {
		pdf, text := placedPDF()
		text(40, 40, 14, c.lines[0])
		text(40, 58, 10, c.lines[1])
		printHeader(text)
		text(40, 110, 9, "Sodium")
		text(220, 110, 9, "139")
		text(300, 110, 9, "mmol/L")
		text(380, 110, 9, "136 - 145")
		rep, err := parseOne(t, &Parser{}, output(t, pdf))
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"DAR EL TAHLIL": "Dar El Tahlil Medical Laboratories",
			"LABORATOIRE D'ANALYSES MEDICALES": "Laboratoire d'Analyses Medicales Le Djoliba"}[c.lines[0]]
		if got := sDeref(rep.Metadata.LabName); got != want {
			t.Errorf("lab name = %q, want %q", got, want)
		}
	}
}

// TestMirror flips an image left to right.
func TestMirror(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 3, 2))
	copy(g.Pix, []uint8{1, 2, 3, 4, 5, 6})
	if got := imaging.Mirror(g).Pix; !slices.Equal(got, []uint8{3, 2, 1, 6, 5, 4}) {
		t.Errorf("Mirror = %v", got)
	}
}

// TestMirroredPhoto reads a photo a front camera saved mirrored (blind dev
// layout gq_hosp): read flipped, its rows come out.
func TestMirroredPhoto(t *testing.T) {
	data, err := os.ReadFile("../testdata/blind/reports/gq_hosp-mirror.jpg")
	if err != nil {
		t.Fatal(err)
	}
	pool := NewOCRPool(1)
	defer pool.Close()
	// (read every way a page may lie before mirrored: some 35 s alone,
	// longer beside other packages' tests)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	rep, err := (&Parser{OCR: pool}).Parse(ctx, []Input{{Name: "report", Data: data}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, r := range rep.Results {
		got[r.TestName] = r.Value
	}
	for name, want := range map[string]string{"Hemoglobina": "8,9", "Potasio": "6,4", "INR": "1,42"} {
		if got[name] != want {
			t.Errorf("%s = %q, want %q (of %d rows)", name, got[name], want, len(rep.Results))
		}
	}
}

// TestValidationStamps drops the date, time and initials each row ends
// with when its result was validated: with no column named for them, they
// would have read into the range.
func TestValidationStamps(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	for i, r := range [][]string{
		{"Hemoglobin", "11.4", "g/dL", "12.0-15.5", "13/07/2026", "10:14", "H.M."},
		{"Neutrophils", "58", "%", "40-75", "13/07/2026", "10:32", "H.M."},
		{"ALT", "22", "U/L", "Up to 33", "13/07/2026", "12:44", "A.S."},
		{"Creatinine", "0.78", "mg/dL", "0.50 - 1.10", "13/07/2026", "12:47", "A.S."},
	} {
		for k, c := range r {
			text([]float64{40, 220, 300, 380, 480, 530, 560}[k], 110+16*float64(i), 9, c)
		}
	}
	got := pdfRows(t, pdf, func(r assay.LabReportResult) string {
		return fmt.Sprintf("%s|%s|%s", r.TestName, r.Value, sDeref(r.ReferenceRangeText))
	})
	want := []string{"Hemoglobin|11.4|12.0-15.5", "Neutrophils|58|40-75", "ALT|22|Up to 33", "Creatinine|0.78|0.50 - 1.10"}
	if !slices.Equal(got, want) {
		t.Errorf("rows =\n%q\nwant\n%q", got, want)
	}
	if ws := withoutStamp([]word{{text: "Hb"}, {text: "11.4"}, {text: "12-15"}, {text: "14)07/2026"}, {text: "10:14"}, {text: "HM"}}); len(ws) != 3 {
		t.Errorf("withoutStamp kept %d words, want 3", len(ws))
	}
}
