package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestParseFormatFHIR: `assay parse --format fhir` prints the API's Bundle
// for a local file, with the patient only as an identifier unless asked.
func TestParseFormatFHIR(t *testing.T) {
	run := cliEnv(t)
	out, err := run("parse", "--format", "fhir", "--client-user-id", "patient-42", "../../testdata/sample-report.pdf")
	if err != nil {
		t.Fatal(err)
	}
	var b struct {
		ResourceType string `json:"resourceType"`
		Type         string `json:"type"`
		Entry        []struct {
			Resource map[string]any `json:"resource"`
		} `json:"entry"`
	}
	if err := json.Unmarshal([]byte(out), &b); err != nil {
		t.Fatalf("not JSON: %v\n%.300s", err, out)
	}
	obs := 0
	for _, e := range b.Entry {
		if e.Resource["resourceType"] == "Observation" {
			obs++
		}
	}
	if b.ResourceType != "Bundle" || b.Type != "collection" || obs != 30 || !strings.Contains(out, `"value": "patient-42"`) {
		t.Errorf("bundle: %s %s, %d observations", b.ResourceType, b.Type, obs)
	}
	if strings.Contains(out, "Jane") || strings.Contains(out, "1985-03-14") {
		t.Error("patient details printed without --patient-details")
	}
	if out, err := run("parse", "--format", "fhir", "--client-user-id", "p", "--patient-details", "../../testdata/sample-report.pdf"); err != nil || !strings.Contains(out, `"birthDate": "1985-03-14"`) {
		t.Errorf("--patient-details: %v", err)
	}
	if _, err := run("parse", "--format", "xml", "../../testdata/sample-report.pdf"); err == nil {
		t.Error("--format xml accepted")
	}
}

func TestTeamFHIRPatientDetails(t *testing.T) {
	run := cliEnv(t)
	out, err := run("team", "create", "--name", "FHIR Co")
	if err != nil {
		t.Fatal(err)
	}
	team := strings.TrimPrefix(strings.Split(out, "\n")[0], "team_id: ")
	if out, err := run("team", "set-fhir-patient-details", team); err != nil || !strings.Contains(out, "fhir_patient_details=true") {
		t.Errorf("set-fhir-patient-details: %q %v", out, err)
	}
	if out, err := run("team", "set-fhir-patient-details", team, "--enabled=false"); err != nil || !strings.Contains(out, "fhir_patient_details=false") {
		t.Errorf("set-fhir-patient-details --enabled=false: %q %v", out, err)
	}
}
