package api_test

import (
	"context"
	"strings"
	"testing"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

// TestFHIRExportPatientDetails: the export names the patient only by
// client_user_id until the team enables patient details.
func TestFHIRExportPatientDetails(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	user := e.createUser(e.keyA, "patient-42")
	name, dob := "Zelda", "1971-04-05"
	job := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobCompleted, TeamID: e.teamA, UserID: user,
		Data: &assay.ParsedLabReport{Metadata: assay.ResultMetadata{PatientFirstName: &name, DOB: &dob, Gender: "female"},
			Results: []assay.LabReportResult{{TestName: "Glucose", Value: "90", Units: sptr("mg/dL"), SampleType: "unknown", MeasurementKind: "unknown"}}}}
	if err := e.store.CreateJob(ctx, job); err != nil {
		t.Fatal(err)
	}
	path := "/lab_report/v1/parser/job/" + job.ID + "/fhir"
	code, body := e.do(e.keyA, "GET", path, nil, "")
	if code != 200 || !strings.Contains(string(body), `"value":"patient-42"`) || strings.Contains(string(body), name) || strings.Contains(string(body), dob) {
		t.Fatalf("export without the team setting: %d %s", code, body)
	}
	if _, err := e.store.UpdateTeam(ctx, e.teamA, func(t *assay.Team) error { t.FHIRPatientDetails = true; return nil }); err != nil {
		t.Fatal(err)
	}
	code, body = e.do(e.keyA, "GET", path, nil, "")
	if code != 200 || !strings.Contains(string(body), `"resourceType":"Patient"`) || !strings.Contains(string(body), `"birthDate":"`+dob+`"`) {
		t.Errorf("export with patient details: %d %s", code, body)
	}
	if code, _ := e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+uuid.NewString()+"/fhir", nil, ""); code != 404 {
		t.Errorf("unknown job: %d", code)
	}
	if code, _ := e.do(e.keyA, "GET", "/lab_report/v1/parser/job/nope/fhir", nil, ""); code != 422 {
		t.Errorf("bad job id: %d", code)
	}
}
