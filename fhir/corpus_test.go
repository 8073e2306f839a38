package fhir

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
)

// TestCorpusBundles exports every testdata report's parsed output and
// checks what the FHIR schema cannot: one Observation per result, every
// reference resolving inside the Bundle, and the share of quantities with
// a UCUM code. (The schema itself is checked by the Node step of
// api/sdk_test.go.)
func TestCorpusBundles(t *testing.T) {
	goldens, err := filepath.Glob("../testdata/reports/*.golden.json")
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no golden reports: %v", err)
	}
	var quantities, coded, codings, results int
	missing := map[string]int{}
	for _, g := range goldens {
		b, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		var r assay.ParsedLabReport
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s: %v", g, err)
		}
		loinc.Default().Annotate(&r)
		bundle := FromReport(g, &r, Subject{ClientUserID: "c"}, time.Time{})
		urls := map[string]bool{}
		for _, e := range bundle.Entry {
			urls[e.FullURL] = true
		}
		report := bundle.Entry[0].Resource.(*DiagnosticReport)
		if len(report.Result) != len(r.Results) {
			t.Errorf("%s: %d results, %d observations", g, len(r.Results), len(report.Result))
		}
		for _, ref := range append(report.Result, report.Specimen...) {
			if !urls[ref.Reference] {
				t.Errorf("%s: dangling reference %s", g, ref.Reference)
			}
		}
		for _, e := range bundle.Entry {
			o, ok := e.Resource.(*Observation)
			if !ok {
				continue
			}
			results++
			if o.Specimen != nil && !urls[o.Specimen.Reference] {
				t.Errorf("%s: dangling specimen %s", g, o.Specimen.Reference)
			}
			if len(o.Code.Coding) > 0 {
				codings++
			}
			if o.ValueQuantity == nil && o.ValueString == nil && o.ValueCodeableConcept == nil {
				t.Errorf("%s: %s has no value", g, o.Code.Text)
			}
			if q := o.ValueQuantity; q != nil && q.Unit != "" {
				quantities++
				if q.Code != "" {
					coded++
				} else {
					missing[q.Unit]++
				}
			}
		}
	}
	share := float64(coded) / float64(quantities)
	t.Logf("%d reports, %d observations, %d with a LOINC coding; %d of %d quantities with a unit have a UCUM code (%.1f%%); without: %v",
		len(goldens), results, codings, coded, quantities, 100*share, missing)
	if share < 0.95 {
		t.Errorf("only %.1f%% of printed units map to UCUM; add the spellings to unitSpellings: %v", 100*share, missing)
	}
}
