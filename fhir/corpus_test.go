package fhir_test

import (
	"testing"

	"github.com/assayhq/assay/fhir"
	"github.com/assayhq/assay/fhir/fhirtest"
)

// TestCorpusBundles exports every testdata report's parsed output and
// checks what the FHIR schema cannot: one Observation per result, every
// reference resolving inside the Bundle, and the share of quantities with
// a UCUM code. (The schema itself is checked by the Node step of
// api/sdk_test.go.)
func TestCorpusBundles(t *testing.T) {
	docs := fhirtest.Corpus(t, "../testdata/reports")
	var quantities, coded, codings, results int
	missing := map[string]int{}
	for _, d := range docs {
		g, r, bundle := d.Name, d.Report, d.Bundle
		urls := map[string]bool{}
		for _, e := range bundle.Entry {
			urls[e.FullURL] = true
		}
		report := bundle.Entry[0].Resource.(*fhir.DiagnosticReport)
		if len(report.Result) != len(r.Results) {
			t.Errorf("%s: %d results, %d observations", g, len(r.Results), len(report.Result))
		}
		for _, ref := range append(report.Result, report.Specimen...) {
			if !urls[ref.Reference] {
				t.Errorf("%s: dangling reference %s", g, ref.Reference)
			}
		}
		for _, e := range bundle.Entry {
			o, ok := e.Resource.(*fhir.Observation)
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
		len(docs), results, codings, coded, quantities, 100*share, missing)
	if share < 0.95 {
		t.Errorf("only %.1f%% of printed units map to UCUM; add the spellings to unitSpellings in fhir/observation.go: %v", 100*share, missing)
	}
}
