package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/jobs"
	"github.com/google/uuid"
)

// hookedEnv is an env whose server publishes webhook events through a real
// jobs.Webhooks (deliveries are queued; no worker runs them here).
type hookedEnv struct {
	*env
	hooks *jobs.Webhooks
}

func newHookedEnv(t *testing.T) *hookedEnv {
	t.Helper()
	var hooks *jobs.Webhooks
	e := newEnvWith(t, func(s *api.Server, js *jobs.Service, h *jobs.Webhooks) {
		hooks = h
		h.SecretOverlap = time.Hour
		js.Events = h
	})
	return &hookedEnv{env: e, hooks: hooks}
}

func fptr(f float64) *float64 { return &f }
func sptr(s string) *string   { return &s }

// pendingJob stores a parsed job of team A waiting for review, with its file.
func (e *hookedEnv) pendingJob(userID string, file []byte) *assay.ParsingJob {
	e.t.Helper()
	ctx := context.Background()
	id := uuid.NewString()
	key := "teams/" + e.teamA + "/jobs/" + id + "/0"
	if err := e.blobs.Put(ctx, key, bytes.NewReader(file), int64(len(file)), "application/pdf"); err != nil {
		e.t.Fatal(err)
	}
	j := &assay.ParsingJob{
		ID: id, Status: assay.JobPendingReview, NeedsHumanReview: true, TeamID: e.teamA, UserID: userID,
		Files: []assay.JobFile{{Key: key, Name: "report.pdf", ContentType: "application/pdf", Size: int64(len(file))}},
		Data: &assay.ParsedLabReport{Metadata: assay.ResultMetadata{Gender: "male"}, Results: []assay.LabReportResult{
			{TestName: "Glucose", Value: "105", Units: sptr("mg/dL"), SampleType: "serum_plasma_blood", MeasurementKind: "direct",
				MinReferenceRange: fptr(65), MaxReferenceRange: fptr(99), LoincMatchStatus: sptr(assay.LoincAutoMatch),
				LoincMatches: []assay.LoincMatch{{LoincCode: "2345-7", LoincName: "Glucose [Mass/volume] in Serum or Plasma", DisplayName: "Glucose", Aliases: []string{}, ConfidenceScore: 0.97}}},
			{TestName: "BUN", Value: "l4", Units: sptr("mg/dL"), SampleType: "unknown", MeasurementKind: "unknown",
				LoincMatchStatus: sptr(assay.LoincNeedsReview), ReviewReasons: []string{"low_ocr_confidence", "ambiguous_loinc_match"},
				LoincMatches: []assay.LoincMatch{
					{LoincCode: "3094-0", LoincName: "Urea nitrogen [Mass/volume] in Serum or Plasma", DisplayName: "BUN", Aliases: []string{}, ConfidenceScore: 0.6},
					{LoincCode: "6299-2", LoincName: "Urea nitrogen [Mass/volume] in Blood", DisplayName: "BUN Bld", Aliases: []string{}, ConfidenceScore: 0.55}}},
			{TestName: "Reviewed by", Value: "J. Smith", SampleType: "unknown", MeasurementKind: "unknown", LoincMatches: []assay.LoincMatch{},
				LoincMatchStatus: sptr(assay.LoincNoMatch), ReviewReasons: []string{"no_loinc_match"}},
		}},
	}
	if err := e.store.CreateJob(ctx, j); err != nil {
		e.t.Fatal(err)
	}
	if err := e.store.QueueForReview(ctx, j); err != nil {
		e.t.Fatal(err)
	}
	return j
}

func TestReviewQueueAndFile(t *testing.T) {
	e := newHookedEnv(t)
	u1, u2 := e.createUser(e.keyA, "p1"), e.createUser(e.keyA, "p2")
	first := e.pendingJob(u1, []byte("%PDF-1.4 first"))
	time.Sleep(2 * time.Millisecond)
	second := e.pendingJob(u2, []byte("%PDF-1.4 second"))

	code, m := e.doJSON(e.keyA, "GET", "/lab_report/v1/parser/review", "")
	if code != 200 || m["total"].(float64) != 2 {
		t.Fatalf("queue: %d %v", code, m)
	}
	items := m["jobs"].([]any)
	if items[0].(map[string]any)["id"] != first.ID || items[1].(map[string]any)["id"] != second.ID {
		t.Errorf("queue is not oldest first: %v", items)
	}
	it := items[0].(map[string]any)
	if it["user_id"] != u1 || it["status"] != "pending_review" || len(it["files"].([]any)) != 1 || it["created_at"] == nil {
		t.Errorf("queue item: %v", it)
	}
	body, _ := json.Marshal(it)
	conformsTo(t, "ParsingJob", body)

	for _, tc := range []struct {
		key, query string
		want       []string
	}{
		{e.keyA, "?user_id=" + u2, []string{second.ID}},
		{e.keyA, "?limit=1&offset=1", []string{second.ID}},
		{e.keyA, "?user_id=" + uuid.NewString(), nil},
		{e.keyB, "", nil},
	} {
		code, m := e.doJSON(tc.key, "GET", "/lab_report/v1/parser/review"+tc.query, "")
		var got []string
		for _, j := range m["jobs"].([]any) {
			got = append(got, j.(map[string]any)["id"].(string))
		}
		if code != 200 || strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("queue%s: %d %v, want %v", tc.query, code, got, tc.want)
		}
	}
	code, m = e.doJSON(e.keyA, "GET", "/lab_report/v1/parser/review?user_id=nope", "")
	if code != 422 || detailLoc(t, m) != "query.user_id" {
		t.Errorf("bad user filter: %d %v", code, m)
	}

	code, b := e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+first.ID+"/file/0", nil, "")
	if code != 200 || string(b) != "%PDF-1.4 first" {
		t.Errorf("file: %d %q", code, b)
	}
	req := httptestRequest(e.env, "GET", "/lab_report/v1/parser/job/"+first.ID+"/file/0")
	if req.Header().Get("Content-Type") != "application/pdf" || !strings.Contains(req.Header().Get("Content-Disposition"), `"report.pdf"`) {
		t.Errorf("file headers: %v", req.Header())
	}
	for _, tc := range []struct {
		key, path string
		want      int
	}{
		{e.keyA, "/lab_report/v1/parser/job/" + first.ID + "/file/1", 404},
		{e.keyA, "/lab_report/v1/parser/job/" + first.ID + "/file/x", 422},
		{e.keyB, "/lab_report/v1/parser/job/" + first.ID + "/file/0", 404},
		{"", "/lab_report/v1/parser/job/" + first.ID + "/file/0", 401},
	} {
		if code, _ := e.do(tc.key, "GET", tc.path, nil, ""); code != tc.want {
			t.Errorf("GET %s: %d, want %d", tc.path, code, tc.want)
		}
	}
}

// httptestRequest serves one request as team A and returns the recorder.
func httptestRequest(e *env, method, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	req, _ := http.NewRequest(method, path, nil)
	req.Header.Set("x-service-api-key", e.keyA)
	e.handler.ServeHTTP(rec, req)
	return rec
}

func TestSubmitReview(t *testing.T) {
	e := newHookedEnv(t)
	ctx := context.Background()
	user := e.createUser(e.keyA, "p1")
	job := e.pendingJob(user, []byte("%PDF-1.4"))
	machine, _ := json.Marshal(job.Data)
	_, _, err := e.store.CreateEndpoint(ctx, e.teamA, assay.WebhookEndpoint{URL: "https://hooks.example/a"}, "")
	if err != nil {
		t.Fatal(err)
	}
	path := "/lab_report/v1/parser/job/" + job.ID + "/review"

	for _, tc := range []struct {
		body, loc string
	}{
		{`{}`, "body.reviewer"},
		{`{"reviewer":"  "}`, "body.reviewer"},
		{`{"reviewer":"a","edits":[{"op":"remove","index":7}]}`, "body.edits.0.index"},
		{`{"reviewer":"a","edits":[{"op":"update","index":0,"fields":{"value":5}}]}`, "body.edits.0.fields.value"},
		{`{"reviewer":"a","edits":[{"op":"replace_loinc","index":1,"loinc_code":"1234-5"}]}`, "body.edits.0.loinc_code"},
		{`{"reviewer":"a","edits":"all"}`, "body.edits"},
	} {
		code, m := e.doJSON(e.keyA, "POST", path, tc.body)
		if code != 422 || detailLoc(t, m) != tc.loc {
			t.Errorf("%s: %d %v, want 422 at %s", tc.body, code, m, tc.loc)
		}
	}
	if code, _ := e.doJSON(e.keyB, "POST", path, `{"reviewer":"b"}`); code != 404 {
		t.Errorf("team B reviews team A's job: %d", code)
	}
	if j, _ := e.store.GetJob(ctx, job.ID); j.Status != assay.JobPendingReview {
		t.Fatalf("rejected reviews changed the job to %s", j.Status)
	}

	code, m := e.doJSON(e.keyA, "POST", path, `{"reviewer":"dr.lee","comment":"BUN was misread","edits":[
		{"op":"update","index":1,"fields":{"value":"14","min_reference_range":6,"max_reference_range":24}},
		{"op":"accept_loinc","index":1,"loinc_code":"3094-0"},
		{"op":"remove","index":2},
		{"op":"add","result":{"test_name":"Creatinine","value":"0.85","units":"mg/dL","loinc_matches":[{"loinc_code":"2160-0"}]}},
		{"op":"update_metadata","fields":{"lab_name":"LabCorp"}}]}`)
	if code != 200 {
		t.Fatalf("review: %d %v", code, m)
	}
	body, _ := json.Marshal(m["job"])
	conformsTo(t, "ParsingJob", body)
	var got assay.ParsingJobView
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if got.Status != assay.JobCompleted || !got.IsReviewed || !got.NeedsHumanReview {
		t.Errorf("reviewed job: %s reviewed=%v", got.Status, got.IsReviewed)
	}
	r := got.Data.Results
	if len(r) != 3 || r[1].Value != "14" || *r[1].IsAboveMaxRange || *r[1].IsBelowMinRange || r[1].LoincMatches[0].LoincCode != "3094-0" ||
		*r[1].LoincMatchStatus != assay.LoincAutoMatch || r[1].ReviewReasons != nil || r[2].TestName != "Creatinine" ||
		r[2].LoincMatches[0].LoincName != "Creatinine [Mass/volume] in Serum or Plasma" || *got.Data.Metadata.LabName != "LabCorp" {
		t.Errorf("reviewed results: %s", body)
	}
	// The GET shows the same, and the job left the queue.
	code, b := e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID, nil, "")
	var again assay.ParsingJobView
	if err := json.Unmarshal(b, &again); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if code != 200 || again.Status != assay.JobCompleted || len(again.Data.Results) != 3 {
		t.Errorf("GET after review: %d %s", code, b)
	}
	if _, m := e.doJSON(e.keyA, "GET", "/lab_report/v1/parser/review", ""); m["total"].(float64) != 0 {
		t.Errorf("queue after review: %v", m)
	}

	// The audit trail keeps the machine output and who changed what.
	code, m = e.doJSON(e.keyA, "GET", path, "")
	if code != 200 {
		t.Fatalf("audit: %d %v", code, m)
	}
	kept, _ := json.Marshal(m["machine_output"])
	if !jsonSame(t, kept, machine) {
		t.Errorf("machine output changed:\n%s\nwant\n%s", kept, machine)
	}
	reviews := m["reviews"].([]any)
	if len(reviews) != 1 {
		t.Fatalf("reviews: %v", reviews)
	}
	rv := reviews[0].(map[string]any)
	if rv["reviewer"] != "dr.lee" || rv["comment"] != "BUN was misread" || rv["from_status"] != "pending_review" || rv["to_status"] != "completed" || rv["created_at"] == nil {
		t.Errorf("review record: %v", rv)
	}
	var ops []string
	for _, c := range rv["changes"].([]any) {
		c := c.(map[string]any)
		ops = append(ops, c["op"].(string)+":"+strOr(c["field"]))
	}
	if want := "update:max_reference_range update:min_reference_range update:value accept_loinc:loinc_matches remove: add: update_metadata:lab_name"; strings.Join(ops, " ") != want {
		t.Errorf("changes %v, want %s", ops, want)
	}
	if code, _ := e.doJSON(e.keyB, "GET", path, ""); code != 404 {
		t.Errorf("team B reads the audit trail: %d", code)
	}

	// A second review of the completed job conflicts.
	if code, m := e.doJSON(e.keyA, "POST", path, `{"reviewer":"late"}`); code != 409 || m["detail"] == nil {
		t.Errorf("second review: %d %v", code, m)
	}

	// The review published lab_report.parsing_job.updated with the reviewed job.
	eps, _ := e.store.ListEndpoints(ctx, e.teamA)
	msgs, _, _ := e.store.ListMessages(ctx, e.teamA, eps[0].ID, "", 0, 10)
	if len(msgs) != 1 || msgs[0].EventType != assay.EventParsingJobUpdated || !strings.Contains(string(msgs[0].Payload), `"is_reviewed":true`) {
		t.Errorf("review event: %+v", msgs)
	}
}

func TestConcurrentReviewsConflict(t *testing.T) {
	e := newHookedEnv(t)
	job := e.pendingJob(e.createUser(e.keyA, "p1"), []byte("%PDF-1.4"))
	const n = 8
	codes := make(chan int, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			rec := httptest.NewRecorder()
			req, _ := http.NewRequest("POST", "/lab_report/v1/parser/job/"+job.ID+"/review",
				strings.NewReader(`{"reviewer":"r`+string(rune('0'+i))+`","edits":[{"op":"update","index":0,"fields":{"value":"`+string(rune('0'+i))+`"}}]}`))
			req.Header.Set("x-service-api-key", e.keyA)
			e.handler.ServeHTTP(rec, req)
			codes <- rec.Code
		}(i)
	}
	wg.Wait()
	close(codes)
	count := map[int]int{}
	for c := range codes {
		count[c]++
	}
	if count[200] != 1 || count[409] != n-1 {
		t.Errorf("concurrent reviews answered %v, want one 200 and %d 409", count, n-1)
	}
	_, reviews, err := e.store.JobReviews(context.Background(), e.teamA, job.ID)
	if err != nil || len(reviews) != 1 {
		t.Fatalf("audit trail after the race: %d reviews, %v", len(reviews), err)
	}
	j, _ := e.store.GetJob(context.Background(), job.ID)
	if j.Data.Results[0].Value != string(reviews[0].Reviewer[1]) {
		t.Errorf("saved value %q is not the winner's (%s)", j.Data.Results[0].Value, reviews[0].Reviewer)
	}
}

func strOr(v any) string {
	s, _ := v.(string)
	return s
}

func jsonSame(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		t.Fatal("not JSON")
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}
