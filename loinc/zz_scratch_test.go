package loinc

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func TestScratch(t *testing.T) {
	for _, line := range strings.Split(os.Getenv("Q"), ";") {
		f := strings.Split(line, ",")
		for len(f) < 5 {
			f = append(f, "")
		}
		r := Default().Match(Query{Name: f[0], Unit: f[1], Specimen: f[2], Panel: f[3], Value: f[4]})
		b, _ := json.Marshal(r.Matches)
		_ = b
		t.Logf("%q -> %s %s %s", line, r.Status, r.SampleType, r.MeasurementKind)
		for _, m := range r.Matches {
			t.Logf("    %s %.3f %s | %s", m.LoincCode, m.ConfidenceScore, m.LoincName, m.DisplayName)
		}
	}
}
