package eval

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/assayhq/assay"
)

func TestSameValueOn(t *testing.T) {
	tests := []struct {
		want, got string
		comma     bool
		same      bool
	}{
		{"5.4", "5.4", false, true},
		{"5,4", "5.4", true, true},
		{"5,4", "5,4", true, true},
		{"2,190", "2.19", true, true},
		{"2,190", "2190", true, false},
		{"2,190", "2190", false, true},
		{"7,500", "7500", false, true},
		{"1,42,000", "142000", false, true},
		{"1,015", "1015", false, true},
		{"0,98", "0.98", true, true},
		{"4,88", "4.88", true, true},
		{"<0.5", "< 0.5", false, true},
		{"<0,5", "<0.5", true, true},
		{">90", "90", false, false},
		{"≥60", ">=60", false, true},
		{"NEGATIVE", "Negative", false, true},
		{"Non Reactive", "Non-Reactive", false, true},
		{"1:80", "1:80", false, true},
		{"1:80", "1:40", false, false},
		{"1+", "1+", false, true},
		{"6.0", "6", false, true},
		{"5.4", "5.5", false, false},
		{"11·8", "11.8", false, true},
		{"11·8", "11,8", true, true},
		{"11·8", "11.9", false, false},
		{"Trace", "", false, false},
	}
	for _, tt := range tests {
		if got := SameValueOn(tt.want, tt.got, tt.comma); got != tt.same {
			t.Errorf("SameValueOn(%q, %q, %v) = %v, want %v", tt.want, tt.got, tt.comma, got, tt.same)
		}
		if tt.same && !SameValue(tt.want, tt.got) {
			t.Errorf("SameValue(%q, %q) = false, want true", tt.want, tt.got)
		}
	}
}

func TestSameUnit(t *testing.T) {
	tests := []struct {
		want, got string
		same      bool
	}{
		{"mg/dL", "mg/dl", true},
		{"mL/min/1.73m²", "mL/min/1.73m2", true},
		{"µIU/mL", "uIU/mL", true},
		{"x10^9/L", "x10^9/L", true},
		{"×10⁹/L", "x10^9/L", true},
		{"x10³/μL", "x10^3/µL", true},
		{"10*12/L", "x10^12/L", true},
		{"x10^9/L", "x10^12/L", false},
		{"% of total Hgb", "%", false},
		{"", "", true},
		{"mmol/L", "", false},
	}
	for _, tt := range tests {
		if got := SameUnit(tt.want, tt.got); got != tt.same {
			t.Errorf("SameUnit(%q, %q) = %v, want %v", tt.want, tt.got, got, tt.same)
		}
	}
}

func TestNormalizeTestName(t *testing.T) {
	tests := map[string]string{
		"Glucose, Fasting":            "glucose fasting",
		"GLUCOSE  FASTING":            "glucose fasting",
		"Vitamin D,25-OH,Total,IA":    "vitamin d 25 oh total ia",
		" HbA1c (IFCC) ":              "hba1c ifcc",
		"% TRANSFERRIN SATURATION":    "transferrin saturation",
		"Bilirubin, Total":            "bilirubin total",
		"Mean Corpuscular Hemoglobin": "mean corpuscular hemoglobin",
	}
	for in, want := range tests {
		if got := NormalizeTestName(in); got != want {
			t.Errorf("NormalizeTestName(%q) = %q, want %q", in, got, want)
		}
	}
}

func sp(s string) *string   { return &s }
func fp(f float64) *float64 { return &f }

func TestScore(t *testing.T) {
	truth := &Truth{
		Kind: KindScan,
		Metadata: assay.ResultMetadata{PatientFirstName: sp("Jane"), PatientLastName: sp("Sample"),
			DateCollected: sp("2026-01-13"), Gender: "female"},
		Results: []TruthRow{
			{TestName: "Glucose", Value: "105", Units: sp("mg/dL"), Min: fp(70), Max: fp(99), Interpretation: "abnormal"},
			{TestName: "Haemoglobin", Value: "12,4", Units: sp("g/dL"), Min: fp(13), Max: fp(17), Interpretation: "abnormal"},
			{TestName: "Cholesterol, Total", Value: "182", Units: sp("mg/dL"), Max: fp(200), Interpretation: "normal"},
			{TestName: "Glucose, Urine", Value: "Negative", Interpretation: "normal"},
			{TestName: "Nitrite", Value: "Negative", Interpretation: "normal"},
		},
	}
	got := &assay.ParsedLabReport{
		Metadata: assay.ResultMetadata{PatientFirstName: sp("JANE"), PatientLastName: sp("Sampel"), Gender: "female"},
		Results: []assay.LabReportResult{
			{TestName: "GLUCOSE", Value: "105", Units: sp("mg/dl"), MinReferenceRange: fp(70), MaxReferenceRange: fp(99), Interpretation: sp("abnormal")},
			{TestName: "Haemog1obin", Value: "12.4", Units: sp("g/dL"), MinReferenceRange: fp(13), MaxReferenceRange: fp(17), Interpretation: sp("abnormal")},
			{TestName: "Cholesterol Total", Value: "182", Units: sp("mg/dL"), MinReferenceRange: fp(0), MaxReferenceRange: fp(200), Interpretation: sp("normal")},
			{TestName: "Glucose Urine", Value: "Negative", Interpretation: sp("normal")},
			{TestName: "Page 1 of 2", Value: "2"},
		},
	}
	var diffs []RowDiff
	c := Score(truth, got, &diffs)
	want := Counts{TruthRows: 5, PredRows: 5, Matched: 4, NameExact: 3, ValueExact: 4, UnitExact: 4, RangeExact: 3,
		InterpExact: 4, PanelExact: 4, ExactRows: 2, MetaFields: 4, MetaExact: 2}
	if c != want {
		t.Errorf("Score counts\n got %+v\nwant %+v", c, want)
	}
	if len(diffs) != 5 {
		t.Fatalf("diffs = %+v", diffs)
	}
	if diffs[0].TestName != "metadata.patient_last_name" || diffs[1].TestName != "metadata.date_collected" {
		t.Errorf("metadata diffs = %+v", diffs[:2])
	}
	if diffs[2].GotName != "Haemog1obin" || strings.Join(diffs[2].Fields, ",") != "name" {
		t.Errorf("fuzzy-name diff = %+v", diffs[2])
	}
	if strings.Join(diffs[3].Fields, ",") != "range" {
		t.Errorf("range diff = %+v", diffs[3])
	}
	if !diffs[4].Missing || diffs[4].TestName != "Nitrite" {
		t.Errorf("missing-row diff = %+v", diffs[4])
	}

	failed := Score(truth, nil, nil)
	if failed.Matched != 0 || failed.TruthRows != 5 || failed.MetaExact != 0 {
		t.Errorf("Score of a failed parse = %+v", failed)
	}
}

func TestMatchRowsPageOrder(t *testing.T) {
	// Two rows share a name (e.g. Glucose in chemistry and in urinalysis):
	// each truth row takes the next predicted row after the previous match.
	want := []TruthRow{{TestName: "Glucose"}, {TestName: "Sodium"}, {TestName: "Glucose"}}
	got := []assay.LabReportResult{{TestName: "Glucose"}, {TestName: "Sodium"}, {TestName: "Glucose"}}
	m := evalMatchRows(want, got)
	for i, w := range []int{0, 1, 2} {
		if m[i].index != w || !m[i].exact {
			t.Errorf("truth row %d matched %+v, want index %d", i, m[i], w)
		}
	}
}

func TestEvalReportCheckAndWrite(t *testing.T) {
	r := newEvalReport("corpus", []DocScore{
		{Name: "a-text", Kind: KindTextPDF, Pages: 1, Counts: Counts{TruthRows: 10, PredRows: 10, Matched: 10, ExactRows: 10}},
		{Name: "a-scan", Kind: KindScan, Pages: 2, Counts: Counts{TruthRows: 10, PredRows: 9, Matched: 9, ExactRows: 9}},
		{Name: "b-scan", Kind: KindScan, Pages: 1, Error: "parse failure: low_quality", Counts: Counts{TruthRows: 10}},
	})
	if k := r.Kind(KindScan); k.Docs != 2 || k.Failed != 1 || k.ExactRate != 0.45 || k.Recall != 0.45 || k.Precision != 1 {
		t.Errorf("scan score = %+v", k)
	}
	missed := r.Check(map[string]float64{KindTextPDF: 0.99, KindScan: 0.95, KindPhoto: 0.90})
	if len(missed) != 2 || !strings.HasPrefix(missed[0], "photo: no documents") || !strings.HasPrefix(missed[1], "scan: exact-row rate 45.0%") {
		t.Errorf("Check = %q", missed)
	}
	var buf bytes.Buffer
	if err := r.Write(&buf); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"text_pdf", "100.0%", "45.0%", "b-scan", "low_quality"} {
		if !strings.Contains(buf.String(), s) {
			t.Errorf("report lacks %q:\n%s", s, buf.String())
		}
	}
}

func TestLoadCorpus(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a-text.pdf", "%PDF-1.4")
	write("a-text.truth.json", `{"kind":"text_pdf","layout":"a","pages":1,"metadata":{"gender":"female"},"results":[{"test_name":"Glucose","value":"92"}]}`)
	write("b-photos-p1.jpg", "x")
	write("b-photos-p2.jpg", "x")
	write("b-photos.truth.json", `{"kind":"photo","layout":"b","pages":2,"files":["b-photos-p1.jpg","b-photos-p2.jpg"],"metadata":{},"results":[]}`)
	docs, err := LoadCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 2 || docs[0].Name != "a-text" || docs[1].Name != "b-photos" {
		t.Fatalf("docs = %+v", docs)
	}
	if len(docs[0].Paths) != 1 || filepath.Base(docs[0].Paths[0]) != "a-text.pdf" || docs[0].Truth.Results[0].TestName != "Glucose" {
		t.Errorf("single-file doc = %+v", docs[0])
	}
	if len(docs[1].Paths) != 2 || filepath.Base(docs[1].Paths[1]) != "b-photos-p2.jpg" {
		t.Errorf("multi-file doc = %+v", docs[1])
	}

	write("c-scan.truth.json", `{"kind":"scan","results":[]}`)
	if _, err := LoadCorpus(dir); err == nil || !strings.Contains(err.Error(), "c-scan.truth.json") {
		t.Errorf("truth without a document: err = %v", err)
	}
	if _, err := LoadCorpus(t.TempDir()); err == nil {
		t.Error("empty directory: no error")
	}
}
