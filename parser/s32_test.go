package parser

import (
	"github.com/assayhq/assay"
	"strings"
	"testing"
)

// TestOutlineNumbersAndTitres prints a report that numbers its sections
// and tests ("2. BIOCHIMIE", "2.4 Transaminases ASAT") and writes titres
// as fractions ("1/320" against "< 1/160"): the numbers are in no name or
// panel, a titre is a ratio compared by its dilution, and a flag with no
// unit after it is no unit.
func TestOutlineNumbersAndTitres(t *testing.T) {
	pdf, print := placedPDF()
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	text := func(x, y, size float64, s string) { print(x, y, size, tr(s)) }
	for i, h := range []string{"Analyses", "Résultats", "Unités", "Valeurs de référence"} {
		text([]float64{40, 220, 300, 380}[i], 90, 9, h)
	}
	row := func(y float64, cells ...string) {
		for i, c := range cells {
			if c != "" {
				text([]float64{40, 62, 220, 262, 300, 380}[i], y, 9, c)
			}
		}
	}
	text(40, 110, 9, "2. BIOCHIMIE")
	row(126, "2.4", "Transaminases ASAT", "58", "H", "UI/L", "< 40")
	row(142, "2.5", "Urémie", "0,28", "", "g/L", "0,15 - 0,45")
	text(40, 162, 9, "3. SÉRODIAGNOSTIC DE WIDAL")
	row(178, "3.1", "Salmonella Typhi O", "1/320", "H", "", "< 1/160")
	row(194, "3.2", "Salmonella Typhi H", "1/80", "", "", "< 1/160")
	rep, err := parseOne(t, &Parser{}, output(t, pdf))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rep.Results {
		panel := ""
		if r.SourcePanelName != nil {
			panel = *r.SourcePanelName
		}
		typ, interp := "", ""
		if r.Type != nil {
			typ = *r.Type
		}
		if r.Interpretation != nil {
			interp = *r.Interpretation
		}
		got = append(got, strings.Join([]string{panel, r.TestName, r.Value, typ, interp}, "|"))
	}
	checkRows(t, got, []string{
		"BIOCHIMIE|Transaminases ASAT|58|numeric|abnormal",
		"BIOCHIMIE|Urémie|0,28|numeric|normal",
		"SÉRODIAGNOSTIC DE WIDAL|Salmonella Typhi O|1/320|ratio|abnormal",
		"SÉRODIAGNOSTIC DE WIDAL|Salmonella Typhi H|1/80|ratio|normal",
	})
	if u := rep.Results[2].Units; u != nil {
		t.Errorf("the titre's unit is %q, want none (its H is the flag)", *u)
	}
}

// TestResultsInRunningText writes results as sentences, parted by
// semicolons, one range wrapped to the next line: each part is a row.
func TestResultsInRunningText(t *testing.T) {
	pdf, text := placedPDF()
	printHeader(text)
	printRows(text, 110, 16, 0, [][]string{{"Glucose", "", "92", "mg/dL", "70 - 99"}})
	text(40, 150, 9, "ELECTROLYTES")
	text(40, 166, 9, "Sodium : 137 mmol/L (135 - 145) ; Potassium : 3.3 mmol/L (3.5 - 5.0) ; Calcium : 2.31 mmol/L")
	text(40, 178, 9, "(2.20 - 2.70).")
	text(40, 196, 9, "Comment: mild hypokalaemia ; repeat in a week.")
	checkRows(t, rowsOf(t, output(t, pdf)), []string{
		"Glucose|92|mg/dL|70-99|",
		"Sodium|137|mmol/L|135-145|",
		"Potassium|3.3|mmol/L|3.5-5|",
		"Calcium|2.31|mmol/L|2.2-2.7|",
	})
}

// TestRangesByAgeBand sends rows to a table of ranges by age band ("see
// table A"): a row's range is its test's cell under the patient's band,
// the age taken from the birth and collection dates.
func TestRangesByAgeBand(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 50, 9, "Patient: Kossi Agbeko")
	text(40, 62, 9, "Date of birth: 12 Mar 2018")
	text(300, 62, 9, "Collected: 13 Jul 2026")
	printHeader(text)
	printRows(text, 110, 16, 0, [][]string{
		{"Hemoglobin", "", "10.9", "g/dL", "see table A"},
		{"Platelets", "", "362", "10^9/L", "150 - 450"},
		{"Creatinine", "", "38", "umol/L", "see table A"},
	})
	text(40, 180, 9, "Table A - Reference ranges by age")
	for i, h := range []string{"Test", "Unit", "1 - 3 years", "4 - 6 years", "7 - 12 years", "13 - 17 years"} {
		text([]float64{40, 160, 230, 310, 390, 470}[i], 196, 9, h)
	}
	for i, r := range [][]string{
		{"Hemoglobin", "g/dL", "10.5 - 13.5", "11.0 - 14.0", "11.5 - 15.5", "12.0 - 16.0"},
		{"Creatinine", "umol/L", "15 - 31", "23 - 37", "27 - 62", "44 - 88"},
	} {
		for j, c := range r {
			text([]float64{40, 160, 230, 310, 390, 470}[j], 212+float64(i)*14, 9, c)
		}
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{
		"Hemoglobin|10.9|g/dL|11.5-15.5|",
		"Platelets|362|10^9/L|150-450|",
		"Creatinine|38|umol/L|27-62|",
	})
}

// TestDatedHeaderReadEitherWay heads a cumulative report's result columns
// with dates among its labels that read as different days month first or
// day first (11/05 and 12/01): the right-most column stays the result, as
// when the dates are not read; dates that only read one way pick the latest.
func TestDatedHeaderReadEitherWay(t *testing.T) {
	for _, c := range []struct {
		dates [2]string
		want  string
	}{
		{[2]string{"11/05/2024", "12/01/2024"}, "Glucose|97|mg/dL|70-99|"},
		{[2]string{"25/03/2024", "02/01/2024"}, "Glucose|104|mg/dL|70-99|"},
	} {
		pdf, text := placedPDF()
		for i, h := range []string{"Test", c.dates[0], c.dates[1], "Units", "Reference Range"} {
			text([]float64{40, 200, 260, 330, 400}[i], 90, 9, h)
		}
		for i, cell := range []string{"Glucose", "104", "97", "mg/dL", "70 - 99"} {
			text([]float64{40, 200, 260, 330, 400}[i], 110, 9, cell)
		}
		checkRows(t, rowsOf(t, output(t, pdf)), []string{c.want})
	}
}

// TestPatientAge counts whole years to the day, leap years included.
func TestPatientAge(t *testing.T) {
	s := func(v string) *string { return &v }
	for _, c := range []struct {
		dob, at string
		want    int
	}{
		{"2018-03-12", "2026-07-13", 8},
		{"2020-03-01", "2023-03-01", 3},
		{"2019-03-01", "2024-02-29", 4},
		{"2018-07-14", "2026-07-13", 7},
	} {
		got, ok := patientAge(assay.ResultMetadata{DOB: s(c.dob), DateCollected: s(c.at)})
		if !ok || got != c.want {
			t.Errorf("age born %s on %s = %d, %v; want %d", c.dob, c.at, got, ok, c.want)
		}
	}
}
