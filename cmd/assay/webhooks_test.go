package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

// flaggedResults counts the results the machine was unsure of.
func flaggedResults(d *assay.ParsedLabReport) int {
	n := 0
	for _, r := range d.Results {
		if len(r.ReviewReasons) > 0 {
			n++
		}
	}
	return n
}

// hookReceiver keeps every webhook request it gets and accepts them all.
type hookReceiver struct {
	mu  sync.Mutex
	got []struct {
		header http.Header
		body   []byte
	}
}

func (h *hookReceiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b, _ := io.ReadAll(r.Body)
	h.mu.Lock()
	h.got = append(h.got, struct {
		header http.Header
		body   []byte
	}{r.Header.Clone(), b})
	h.mu.Unlock()
	w.WriteHeader(http.StatusOK)
}

func (h *hookReceiver) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.got)
}

func (c *client) json(method, path, body string, want int) map[string]any {
	c.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	code, b := c.call(method, path, r, "application/json")
	if code != want {
		c.t.Fatalf("%s %s: %d %s, want %d", method, path, code, b, want)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		c.t.Fatalf("%s %s: %v: %s", method, path, err, b)
	}
	return m
}

// TestReviewAndWebhooksEndToEnd uploads a report that asks for review, lets
// the workers parse it, reviews it through the API, and checks the job,
// its audit trail and the signed webhooks the team received, in order.
func TestReviewAndWebhooksEndToEnd(t *testing.T) {
	app, base := startService(t)
	ctx := context.Background()
	_, key, err := app.Store.CreateTeam(ctx, "Review", true)
	if err != nil {
		t.Fatal(err)
	}
	c := &client{t: t, base: base, key: key}
	user := c.json("POST", "/v2/user", `{"client_user_id":"rev-1"}`, 200)["user_id"].(string)

	rec := &hookReceiver{}
	hooks := httptest.NewServer(rec)
	defer hooks.Close()
	ep := c.json("POST", "/v1/webhooks/endpoints", `{"url":"`+hooks.URL+`/assay","filter_types":["lab_report.parsing_job.created","lab_report.parsing_job.updated"]}`, 200)
	secret := ep["secret"].(string)

	pdf, err := os.ReadFile("../../testdata/sample-report.pdf")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	mw.WriteField("user_id", user)
	mw.WriteField("needs_human_review", "true")
	fw, _ := mw.CreateFormFile("file", "report.pdf")
	fw.Write(pdf)
	mw.Close()
	code, b := c.call("POST", "/lab_report/v1/parser/job", &buf, mw.FormDataContentType())
	if code != 200 {
		t.Fatalf("upload: %d %s", code, b)
	}
	var created assay.ParsingJobView
	if err := json.Unmarshal(b, &created); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	job := c.wait(created.ID)
	if job.Status != assay.JobPendingReview || !job.NeedsHumanReview || job.IsReviewed || job.Data == nil || len(job.Data.Results) < 26 {
		t.Fatalf("parsed job: status %s, needs review %v, reviewed %v", job.Status, job.NeedsHumanReview, job.IsReviewed)
	}
	machine, _ := json.Marshal(job.Data)

	// The reviewer finds the job in the queue and reads the original file.
	queue := c.json("GET", "/lab_report/v1/parser/review?user_id="+user, "", 200)
	if queue["total"].(float64) != 1 || queue["jobs"].([]any)[0].(map[string]any)["id"] != job.ID {
		t.Fatalf("review queue: %v", queue)
	}
	code, file := c.call("GET", "/lab_report/v1/parser/job/"+job.ID+"/file/0", nil, "")
	if code != 200 || !bytes.Equal(file, pdf) {
		t.Fatalf("original file: %d, %d bytes (want %d)", code, len(file), len(pdf))
	}

	lymphs := -1
	for i, r := range job.Data.Results {
		if r.TestName == "Lymphs" {
			lymphs = i
		}
	}
	review := fmt.Sprintf(`{"reviewer":"dr.lee@lab.example","comment":"checked against the PDF","edits":[
		{"op":"update","index":0,"fields":{"value":"110"}},
		{"op":"accept_loinc","index":1,"loinc_code":"6299-2"},
		{"op":"replace_loinc","index":3,"loinc_code":"33914-3"},
		{"op":"remove","index":%d},
		{"op":"add","result":{"test_name":"Hemoglobin A1c","value":"5.6","units":"%%","type":"numeric","loinc_matches":[{"loinc_code":"4548-4"}]}}]}`, lymphs)
	done := c.json("POST", "/lab_report/v1/parser/job/"+job.ID+"/review", review, 200)
	if rv := done["review"].(map[string]any); rv["reviewer"] != "dr.lee@lab.example" || len(rv["changes"].([]any)) != 5 {
		t.Errorf("review record: %v", rv)
	}
	c.json("POST", "/lab_report/v1/parser/job/"+job.ID+"/review", `{"reviewer":"late@lab.example"}`, 409)

	code, b = c.call("GET", "/lab_report/v1/parser/job/"+job.ID, nil, "")
	var final assay.ParsingJobView
	if err := json.Unmarshal(b, &final); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if code != 200 || final.Status != assay.JobCompleted || !final.IsReviewed {
		t.Fatalf("reviewed job: %d %s reviewed=%v", code, final.Status, final.IsReviewed)
	}
	res := final.Data.Results
	if len(res) != len(job.Data.Results) || res[0].Value != "110" || res[1].LoincMatches[0].LoincCode != "6299-2" ||
		// 33914-3 (eGFR MDRD) is deprecated: a review edit gets its replacement.
		res[3].LoincMatches[0].LoincCode != "77147-7" || res[len(res)-1].TestName != "Hemoglobin A1c" ||
		res[len(res)-1].LoincMatches[0].LoincName != "Hemoglobin A1c/Hemoglobin.total in Blood" {
		t.Errorf("reviewed results: %+v", res)
	}
	for _, r := range res {
		if r.TestName == "Lymphs" {
			t.Error("the removed row is still there")
		}
	}
	trail := c.json("GET", "/lab_report/v1/parser/job/"+job.ID+"/review", "", 200)
	kept, _ := json.Marshal(trail["machine_output"])
	if !jsonEqual(t, kept, machine) {
		t.Error("the machine output was not kept as parsed")
	}
	if rs := trail["reviews"].([]any); len(rs) != 1 || rs[0].(map[string]any)["to_status"] != "completed" {
		t.Errorf("audit trail: %v", rs)
	}
	if q := c.json("GET", "/lab_report/v1/parser/review", "", 200); q["total"].(float64) != 0 {
		t.Errorf("review queue after the review: %v", q)
	}

	// Webhooks: created, started, pending_review, then the review's completed.
	deadline := time.Now().Add(60 * time.Second)
	for rec.count() < 4 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	wh, err := standardwebhooks.NewWebhook(secret)
	if err != nil {
		t.Fatal(err)
	}
	var seq []string
	rec.mu.Lock()
	for _, d := range rec.got {
		if err := wh.Verify(d.body, d.header); err != nil {
			t.Errorf("webhook %s: %v", d.header.Get("webhook-id"), err)
		}
		var ev struct {
			EventType    string               `json:"event_type"`
			Data         assay.ParsingJobView `json:"data"`
			UserID       string               `json:"user_id"`
			ClientUserID string               `json:"client_user_id"`
		}
		if err := json.Unmarshal(d.body, &ev); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		if ev.Data.ID != job.ID || ev.UserID != user || ev.ClientUserID != "rev-1" {
			t.Errorf("webhook envelope: %s", d.body)
		}
		seq = append(seq, fmt.Sprintf("%s:%s:%v", strings.TrimPrefix(ev.EventType, "lab_report.parsing_job."), ev.Data.Status, ev.Data.IsReviewed))
	}
	rec.mu.Unlock()
	want := "created:upload_pending:false updated:started:false updated:pending_review:false updated:completed:true"
	if strings.Join(seq, " ") != want {
		t.Errorf("webhooks arrived as\n%s\nwant\n%s", strings.Join(seq, " "), want)
	}

	// The delivery log shows each message and its attempt.
	log := c.json("GET", "/v1/webhooks/endpoints/"+ep["id"].(string)+"/messages", "", 200)
	if log["total"].(float64) != 4 {
		t.Fatalf("delivery log: %v", log)
	}
	for _, m := range log["messages"].([]any) {
		m := m.(map[string]any)
		at := m["attempts"].([]any)
		if m["status"] != "succeeded" || len(at) != 1 || at[0].(map[string]any)["status_code"].(float64) != 200 {
			t.Errorf("logged message: %v", m)
		}
	}
}

// TestWebhookCLI manages endpoints with `assay webhook`.
func TestWebhookCLI(t *testing.T) {
	run := cliEnv(t)
	t.Setenv("ASSAY_WEBHOOK_SECRET_OVERLAP", "2h")
	out, err := run("team", "create", "--name", "CLI")
	if err != nil {
		t.Fatal(err)
	}
	team := strings.TrimSpace(strings.TrimPrefix(strings.Split(out, "\n")[0], "team_id:"))

	out, err = run("webhook", "create", "--team", team, "--url", "https://hooks.example/in", "--event-type", assay.EventParsingJobUpdated)
	if err != nil {
		t.Fatal(err)
	}
	fields := strings.Fields(out)
	if len(fields) < 6 || fields[1] != "https://hooks.example/in" || fields[2] != "events="+assay.EventParsingJobUpdated || fields[3] != "enabled" || !strings.HasPrefix(fields[5], "whsec_") {
		t.Fatalf("create printed %q", out)
	}
	id, secret := fields[0], fields[5]

	if out, err = run("webhook", "disable", "--team", team, id); err != nil || !strings.Contains(out, "\tdisabled") {
		t.Errorf("disable: %q %v", out, err)
	}
	if out, err = run("webhook", "list", "--team", team); err != nil || !strings.Contains(out, id) || !strings.Contains(out, "disabled") {
		t.Errorf("list: %q %v", out, err)
	}
	if out, err = run("webhook", "enable", "--team", team, id); err != nil || !strings.Contains(out, "\tenabled") {
		t.Errorf("enable: %q %v", out, err)
	}
	out, err = run("webhook", "rotate-secret", "--team", team, id)
	if err != nil || !strings.HasPrefix(out, "secret: whsec_") || strings.Contains(out, secret) || !strings.Contains(out, "2h0m0s") {
		t.Errorf("rotate-secret: %q %v", out, err)
	}
	if _, err = run("webhook", "disable", "--team", "00000000-0000-4000-8000-000000000000", id); err == nil {
		t.Error("another team disabled the endpoint")
	}
	if _, err = run("webhook", "create", "--team", team, "--url", "ftp://x"); err == nil {
		t.Error("an ftp URL was accepted")
	}
	// The API's rule: an event type Assay sends, or a group of them.
	if _, err = run("webhook", "create", "--team", team, "--url", "https://hooks.example/in", "--event-type", "bogus.event"); err == nil ||
		!strings.Contains(err.Error(), "Not an event type") {
		t.Errorf("--event-type bogus.event: %v", err)
	}
	if out, err = run("webhook", "create", "--team", team, "--url", "https://hooks.example/in", "--event-type", "labtest.order.*"); err != nil {
		t.Errorf("--event-type labtest.order.*: %v", err)
	} else if _, err = run("webhook", "delete", "--team", team, strings.Fields(out)[0]); err != nil {
		t.Error(err)
	}
	if out, err = run("webhook", "delete", "--team", team, id); err != nil {
		t.Errorf("delete: %q %v", out, err)
	}
	if out, _ = run("webhook", "list", "--team", team); strings.TrimSpace(out) != "" {
		t.Errorf("list after delete: %q", out)
	}
}
