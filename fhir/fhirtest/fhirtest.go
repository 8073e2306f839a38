// Package fhirtest exports the testdata corpus as FHIR Bundles, for the
// tests that check them (fhir's invariants, the FHIR R4 schema in the Node
// step of api's SDK test).
package fhirtest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/fhir"
	"github.com/assayhq/assay/loinc"
)

// Doc is one corpus report: its parsed output and its Bundle.
type Doc struct {
	Name   string
	Report *assay.ParsedLabReport
	Bundle *fhir.Bundle
}

// Corpus exports every report of dir (its *.golden.json parser output,
// LOINC-annotated as a worker does), with patient details so that the
// Patient is exported too, in name order.
func Corpus(t testing.TB, dir string) []Doc {
	t.Helper()
	goldens, err := filepath.Glob(filepath.Join(dir, "*.golden.json"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no *.golden.json reports in %s: %v", dir, err)
	}
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	var docs []Doc
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
		name := strings.TrimSuffix(filepath.Base(g), ".golden.json")
		docs = append(docs, Doc{Name: name, Report: &r,
			Bundle: fhir.FromReport(name, &r, fhir.Subject{ClientUserID: "corpus-" + name, PatientDetails: true}, at)})
	}
	return docs
}
