package fhir

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

func sp(s string) *string   { return &s }
func fp(f float64) *float64 { return &f }
func bp(b bool) *bool       { return &b }

func sampleReport() *assay.ParsedLabReport {
	return &assay.ParsedLabReport{
		Metadata: assay.ResultMetadata{PatientFirstName: sp("Jo Ann"), PatientLastName: sp("Doe"), DOB: sp("1990-01-31"),
			Gender: "female", LabName: sp("Acme Labs"), DateCollected: sp("2026-02-18"), DateReported: sp("2026-02-19"),
			SpecimenNumber: sp("S-1")},
		Results: []assay.LabReportResult{
			{TestName: "Glucose", Value: "126", Type: sp(assay.TypeNumeric), Units: sp("mg/dL"), SampleType: "serum_plasma_blood",
				MinReferenceRange: fp(70), MaxReferenceRange: fp(99), ReferenceRangeText: sp("70 - 99"),
				Interpretation: sp(assay.InterpretationAbnormal), IsAboveMaxRange: bp(true), IsBelowMinRange: bp(false),
				LoincMatches:     []assay.LoincMatch{{LoincCode: "2345-7", LoincName: "Glucose [Mass/volume] in Serum or Plasma", ConfidenceScore: 0.98}},
				LoincMatchStatus: sp(assay.LoincAutoMatch)},
			{TestName: "WBC", Value: "3,1", Type: sp(assay.TypeNumeric), Units: sp("x10^9/L"), MinReferenceRange: fp(4), MaxReferenceRange: fp(10),
				Interpretation: sp(assay.InterpretationCritical), IsBelowMinRange: bp(true),
				LoincMatches:     []assay.LoincMatch{{LoincCode: "6690-2", LoincName: "Leukocytes"}},
				LoincMatchStatus: sp(assay.LoincNeedsReview)},
			{TestName: "CRP", Value: "<0,5", Type: sp(assay.TypeNumeric), Units: sp("mg/L"), MaxReferenceRange: fp(5), Interpretation: sp(assay.InterpretationNormal)},
			{TestName: "Protein", Value: "Negative", Type: sp(assay.TypeBoolean), SampleType: "urine", Interpretation: sp(assay.InterpretationNormal)},
			{TestName: "Colour", Value: "Pale Yellow", Type: sp(assay.TypeComment), SampleType: "urine"},
		},
	}
}

func decode(t *testing.T, b *Bundle) map[string]any {
	t.Helper()
	raw, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// resources returns the bundle's resources of one type, in order.
func resources(m map[string]any, typ string) []map[string]any {
	var out []map[string]any
	for _, e := range m["entry"].([]any) {
		r := e.(map[string]any)["resource"].(map[string]any)
		if r["resourceType"] == typ {
			out = append(out, r)
		}
	}
	return out
}

func TestFromReport(t *testing.T) {
	at := time.Date(2026, 2, 20, 8, 0, 0, 0, time.UTC)
	b := FromReport("8eb0217f-4683-4a3c-adca-faf95ac65739", sampleReport(), Subject{ClientUserID: "patient-42"}, at)
	m := decode(t, b)
	if m["type"] != "collection" || m["timestamp"] != "2026-02-20T08:00:00Z" {
		t.Errorf("bundle: %v %v", m["type"], m["timestamp"])
	}
	if got := resources(m, "Patient"); len(got) != 0 {
		t.Errorf("patient exported without the team setting: %v", got)
	}
	raw, _ := json.Marshal(b)
	for _, secret := range []string{"Jo Ann", "Doe", "1990-01-31"} {
		if strings.Contains(string(raw), secret) {
			t.Errorf("bundle leaks %q without the team setting", secret)
		}
	}

	reports := resources(m, "DiagnosticReport")
	if len(reports) != 1 {
		t.Fatalf("want one DiagnosticReport, got %d", len(reports))
	}
	dr := reports[0]
	if dr["status"] != "final" || dr["effectiveDateTime"] != "2026-02-18" || dr["issued"] != "2026-02-19T00:00:00Z" {
		t.Errorf("report dates/status: %v", dr)
	}
	subj := dr["subject"].(map[string]any)["identifier"].(map[string]any)
	if subj["value"] != "patient-42" || subj["system"] != ClientUserIDSystem {
		t.Errorf("subject: %v", subj)
	}
	obs := resources(m, "Observation")
	if len(obs) != 5 || len(dr["result"].([]any)) != 5 {
		t.Fatalf("want 5 observations referenced, got %d", len(obs))
	}
	// Every reference resolves inside the bundle.
	urls := map[string]bool{}
	for _, e := range m["entry"].([]any) {
		urls[e.(map[string]any)["fullUrl"].(string)] = true
	}
	for _, ref := range dr["result"].([]any) {
		if !urls[ref.(map[string]any)["reference"].(string)] {
			t.Errorf("dangling result reference %v", ref)
		}
	}

	glucose := obs[0]
	coding := glucose["code"].(map[string]any)["coding"].([]any)[0].(map[string]any)
	if coding["system"] != LOINC || coding["code"] != "2345-7" || glucose["code"].(map[string]any)["text"] != "Glucose" {
		t.Errorf("glucose code: %v", glucose["code"])
	}
	q := glucose["valueQuantity"].(map[string]any)
	if q["value"] != 126.0 || q["unit"] != "mg/dL" || q["system"] != UCUM || q["code"] != "mg/dL" {
		t.Errorf("glucose value: %v", q)
	}
	rr := glucose["referenceRange"].([]any)[0].(map[string]any)
	if rr["low"].(map[string]any)["value"] != 70.0 || rr["high"].(map[string]any)["value"] != 99.0 || rr["text"] != "70 - 99" {
		t.Errorf("glucose range: %v", rr)
	}
	if interp(glucose) != "H" || interp(obs[1]) != "LL" || interp(obs[2]) != "N" {
		t.Errorf("interpretations: %s %s %s", interp(glucose), interp(obs[1]), interp(obs[2]))
	}
	if glucose["specimen"] == nil || obs[2]["specimen"] == nil {
		t.Error("specimen missing where the specimen number is known")
	}

	// A match that needs review is not a coding; the printed name stays.
	if _, ok := obs[1]["code"].(map[string]any)["coding"]; ok {
		t.Errorf("needs_review match exported as a coding: %v", obs[1]["code"])
	}
	wbc := obs[1]["valueQuantity"].(map[string]any)
	if wbc["value"] != 3.1 || wbc["code"] != "10*9/L" {
		t.Errorf("decimal comma / UCUM: %v", wbc)
	}
	crp := obs[2]["valueQuantity"].(map[string]any)
	if crp["value"] != 0.5 || crp["comparator"] != "<" {
		t.Errorf("comparator: %v", crp)
	}
	prot := obs[3]["valueCodeableConcept"].(map[string]any)
	if prot["coding"].([]any)[0].(map[string]any)["code"] != "260385009" || prot["text"] != "Negative" {
		t.Errorf("qualitative: %v", prot)
	}
	if obs[4]["valueString"] != "Pale Yellow" {
		t.Errorf("comment value: %v", obs[4])
	}
	urine := obs[3]["specimen"].(map[string]any)["reference"]
	if urine == glucose["specimen"].(map[string]any)["reference"] {
		t.Error("urine and blood share one specimen")
	}

	// Same input, same bundle: ids are derived from the job id.
	again, _ := json.Marshal(FromReport("8eb0217f-4683-4a3c-adca-faf95ac65739", sampleReport(), Subject{ClientUserID: "patient-42"}, at))
	if string(again) != string(raw) {
		t.Error("export is not deterministic")
	}
}

func interp(o map[string]any) string {
	l, _ := o["interpretation"].([]any)
	if len(l) == 0 {
		return ""
	}
	return l[0].(map[string]any)["coding"].([]any)[0].(map[string]any)["code"].(string)
}

func TestPatientDetailsOnlyWhenTheTeamAllows(t *testing.T) {
	b := FromReport("job", sampleReport(), Subject{ClientUserID: "patient-42", PatientDetails: true}, time.Time{})
	m := decode(t, b)
	pats := resources(m, "Patient")
	if len(pats) != 1 {
		t.Fatalf("want a Patient, got %d", len(pats))
	}
	p := pats[0]
	name := p["name"].([]any)[0].(map[string]any)
	if name["family"] != "Doe" || name["given"].([]any)[0] != "Jo" || p["birthDate"] != "1990-01-31" || p["gender"] != "female" {
		t.Errorf("patient: %v", p)
	}
	ref := resources(m, "DiagnosticReport")[0]["subject"].(map[string]any)["reference"]
	if ref == nil || !strings.HasPrefix(ref.(string), "urn:uuid:") {
		t.Errorf("subject does not reference the patient: %v", ref)
	}
}

func TestFromJobOnlyCompleted(t *testing.T) {
	user := &assay.User{ClientUserID: "patient-42"}
	for _, status := range []string{assay.JobUploadPending, assay.JobStarted, assay.JobFailed, assay.JobPendingReview} {
		job := &assay.ParsingJob{ID: "j", Status: status, Data: sampleReport()}
		if _, err := FromJob(job, user, &assay.Team{}); assay.ErrorCode(err) != assay.ECONFLICT {
			t.Errorf("%s: want a conflict, got %v", status, err)
		}
	}
	job := &assay.ParsingJob{ID: "j", Status: assay.JobCompleted, IsReviewed: true, Data: sampleReport()}
	b, err := FromJob(job, user, &assay.Team{FHIRPatientDetails: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(resources(decode(t, b), "Patient")) != 1 {
		t.Error("team setting ignored")
	}
}

func TestDecimal(t *testing.T) {
	for _, tc := range []struct {
		in    string
		comma bool
		want  string
		ok    bool
	}{
		{"5.40", false, "5.40", true}, {"7,500", false, "7500", true}, {"1,42,000", false, "142000", true},
		{"5,4", true, "5.4", true}, {"2,190", true, "2.190", true}, {".5", false, "0.5", true}, {"007", false, "7", true},
		{"-1.5", false, "-1.5", true}, {"1.2.3", false, "", false}, {"5,4", false, "", false},
	} {
		got, ok := decimal(tc.in, tc.comma)
		if ok != tc.ok || string(got) != tc.want {
			t.Errorf("decimal(%q, %v) = %q, %v; want %q, %v", tc.in, tc.comma, got, ok, tc.want, tc.ok)
		}
	}
}

func TestUCUM(t *testing.T) {
	for in, want := range map[string]string{"mg/dL": "mg/dL", "K/uL": "10*3/uL", "x10^12/L": "10*12/L", "µmol/L": "umol/L",
		"mmol/L": "mmol/L", "%": "%", "Sample Drive, Anytown, ST": ""} {
		if got := ucumCode(in); got != want {
			t.Errorf("ucumCode(%q) = %q, want %q", in, got, want)
		}
	}
}
