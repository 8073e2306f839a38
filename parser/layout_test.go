package parser

import (
	"testing"

	"github.com/assayhq/assay"
)

func TestParseTextPDFTable(t *testing.T) {
	data := makeTablePDF(t,
		[]string{"Patient Name: Sample, Jane    DOB: 03/15/1980    Sex: Female", "Collected: 01/10/2026    Reported: 01/11/2026    Accession: AB123456"},
		[]string{"Test", "Result", "Flag", "Units", "Reference Interval"},
		[]float64{170, 80, 40, 70, 120},
		[]pdfRow{
			{"COMPREHENSIVE METABOLIC PANEL"},
			{"Glucose", "105", "H", "mg/dL", "70-99"},
			{"Sodium", "140", "", "mmol/L", "136 - 145"},
			{"Creatinine", "0.62", "L", "mg/dL", "0.70-1.30"},
			{"LIPID PANEL"},
			{"Cholesterol, Total", "187", "", "mg/dL", "<200"},
			{"HDL Cholesterol", "62", "", "mg/dL", "> OR = 40"},
			{"Urine Protein", "Negative", "", "", "Negative"},
		})
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		name, value, unit, panel, interp string
		min, max                         *float64
	}
	f := func(v float64) *float64 { return &v }
	wants := []want{
		{"Glucose", "105", "mg/dL", "COMPREHENSIVE METABOLIC PANEL", assay.InterpretationAbnormal, f(70), f(99)},
		{"Sodium", "140", "mmol/L", "COMPREHENSIVE METABOLIC PANEL", assay.InterpretationNormal, f(136), f(145)},
		{"Creatinine", "0.62", "mg/dL", "COMPREHENSIVE METABOLIC PANEL", assay.InterpretationAbnormal, f(0.7), f(1.3)},
		{"Cholesterol, Total", "187", "mg/dL", "LIPID PANEL", assay.InterpretationNormal, nil, f(200)},
		{"HDL Cholesterol", "62", "mg/dL", "LIPID PANEL", assay.InterpretationNormal, f(40), nil},
		{"Urine Protein", "Negative", "", "LIPID PANEL", assay.InterpretationNormal, nil, nil},
	}
	if len(rep.Results) != len(wants) {
		t.Fatalf("got %d results, want %d: %+v", len(rep.Results), len(wants), rep.Results)
	}
	for i, w := range wants {
		r := rep.Results[i]
		unit := ""
		if r.Units != nil {
			unit = *r.Units
		}
		panel := ""
		if r.SourcePanelName != nil {
			panel = *r.SourcePanelName
		}
		if r.TestName != w.name || r.Value != w.value || unit != w.unit || panel != w.panel || *r.Interpretation != w.interp {
			t.Errorf("row %d = %q %q %q %q %q, want %+v", i, r.TestName, r.Value, unit, panel, *r.Interpretation, w)
		}
		if !eqPtr(r.MinReferenceRange, w.min) || !eqPtr(r.MaxReferenceRange, w.max) {
			t.Errorf("row %d range = %v-%v, want %v-%v", i, fDeref(r.MinReferenceRange), fDeref(r.MaxReferenceRange), fDeref(w.min), fDeref(w.max))
		}
		if r.Provenance == nil || r.Provenance.Page != 1 || r.Provenance.Unit != "pt" || r.Provenance.OCR {
			t.Errorf("row %d provenance = %+v", i, r.Provenance)
		}
		if r.LoincMatches != nil || r.LoincMatchStatus != nil || r.SampleType != "unknown" || r.MeasurementKind != "unknown" {
			t.Errorf("row %d defaults wrong: %+v", i, r)
		}
	}
	m := rep.Metadata
	if sDeref(m.PatientFirstName) != "Jane" || sDeref(m.PatientLastName) != "Sample" || sDeref(m.DOB) != "1980-03-15" ||
		m.Gender != "female" || sDeref(m.DateCollected) != "2026-01-10" || sDeref(m.DateReported) != "2026-01-11" ||
		sDeref(m.SpecimenNumber) != "AB123456" || sDeref(m.LabName) != "Acme Clinical Laboratory" {
		t.Errorf("metadata = first %q last %q dob %q gender %q collected %q reported %q specimen %q lab %q",
			sDeref(m.PatientFirstName), sDeref(m.PatientLastName), sDeref(m.DOB), m.Gender,
			sDeref(m.DateCollected), sDeref(m.DateReported), sDeref(m.SpecimenNumber), sDeref(m.LabName))
	}
}

func eqPtr(a, b *float64) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return *a == *b
}

func fDeref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

func sDeref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func TestParseFlagBeforeResultAndRangeColumns(t *testing.T) {
	data := makeTablePDF(t, []string{"Patient: Sample, Jane   Sex: F"},
		[]string{"Test Name", "In Range", "Out Of Range", "Reference Range"},
		[]float64{170, 80, 80, 140},
		[]pdfRow{
			{"GLUCOSE", "", "112 H", "65-99 mg/dL"},
			{"SODIUM", "140", "", "135-146 mmol/L"},
			{"LDL-CHOLESTEROL", "", "131 H", "<100 mg/dL"},
		})
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ name, value, flag, interp, unit string }{
		{"GLUCOSE", "112", "H", "abnormal", "mg/dL"}, {"SODIUM", "140", "", "normal", "mmol/L"}, {"LDL-CHOLESTEROL", "131", "H", "abnormal", "mg/dL"},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("got %d results", len(rep.Results))
	}
	for i, w := range want {
		r := rep.Results[i]
		if r.TestName != w.name || r.Value != w.value || sDeref(r.Flag) != w.flag || sDeref(r.Interpretation) != w.interp || sDeref(r.Units) != w.unit {
			t.Errorf("row %d = %q %q flag %q %q unit %q; want %+v", i, r.TestName, r.Value, sDeref(r.Flag), sDeref(r.Interpretation), sDeref(r.Units), w)
		}
	}

	data = makeTablePDF(t, nil, []string{"Test", "Flag", "Result", "Units", "Reference Range"}, []float64{170, 40, 80, 70, 120},
		[]pdfRow{{"Potassium", "L", "3.2", "mmol/L", "3.5 - 5.3"}, {"Sodium", "", "138", "mmol/L", "133 - 146"}})
	rep, err = parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != 2 || rep.Results[0].Value != "3.2" || sDeref(rep.Results[0].Flag) != "L" || !*rep.Results[0].IsBelowMinRange {
		t.Fatalf("flag before result: %+v", rep.Results)
	}
}

// A table longer than a page continues on the next page without a header.
func TestParseTableContinuesOnNextPage(t *testing.T) {
	var rows []pdfRow
	for i := range 70 {
		rows = append(rows, pdfRow{"Analyte " + string(rune('A'+i%26)) + string(rune('a'+i/26)), "5.0", "", "mmol/L", "3.0 - 7.0"})
	}
	data := makeTablePDF(t, []string{"Patient: Sample, Jane"}, []string{"Test", "Result", "Flag", "Units", "Reference Interval"},
		[]float64{170, 80, 40, 70, 120}, rows)
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != 70 {
		t.Fatalf("got %d results, want 70", len(rep.Results))
	}
	if last := rep.Results[69].Provenance; last.Page != 2 {
		t.Errorf("last row on page %d, want 2", last.Page)
	}
}

// Reports without a table header: name, dot leaders, value, flag, unit and
// "Ref:" range on one line.
func TestParseHeaderlessLines(t *testing.T) {
	pdf := makeLinesPDF(t, []string{
		"Patient: EXAMPLE, THOMAS      DOB: 01/29/1963    Sex: M",
		"",
		"BASIC METABOLIC PANEL",
		"Glucose, Fasting .............          131   H   mg/dL        Ref: 70-99",
		"Creatinine ...................         0.88       mg/dL        Ref: 0.76-1.27",
		"CO2 ..........................           25       mmol/L       Ref: 20-29",
	})
	rep, err := parseOne(t, &Parser{}, pdf)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ name, value, flag, unit string }{
		{"Glucose, Fasting", "131", "H", "mg/dL"}, {"Creatinine", "0.88", "", "mg/dL"}, {"CO2", "25", "", "mmol/L"},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("got %d results: %+v", len(rep.Results), rep.Results)
	}
	for i, w := range want {
		r := rep.Results[i]
		if r.TestName != w.name || r.Value != w.value || sDeref(r.Flag) != w.flag || sDeref(r.Units) != w.unit ||
			sDeref(r.SourcePanelName) != "BASIC METABOLIC PANEL" || r.MinReferenceRange == nil {
			t.Errorf("row %d = %q %q %q %q panel %q", i, r.TestName, r.Value, sDeref(r.Flag), sDeref(r.Units), sDeref(r.SourcePanelName))
		}
	}
}
