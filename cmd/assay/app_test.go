package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store/storetest"
)

func TestMain(m *testing.M) {
	// The service logs every request; tests only want warnings and errors.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	storetest.Main(m)
}

// startService runs API and workers in-process on a private Redis and a
// private MinIO, as `assay serve` would with that configuration.
func startService(t *testing.T) (*App, string) {
	t.Helper()
	app, base, _ := startServiceEnv(t, nil)
	return app, base
}

// startServiceEnv is startService with extra environment, and returns the
// environment it used so that another process can join the same service.
func startServiceEnv(t *testing.T, extra map[string]string) (*App, string, map[string]string) {
	t.Helper()
	addr, db := storetest.Redis(t)
	s3 := storetest.MinIO(t)
	env := map[string]string{
		"ASSAY_REDIS_URL":            fmt.Sprintf("redis://%s/%d", addr, db),
		"ASSAY_LISTEN_ADDR":          "127.0.0.1:0",
		"ASSAY_STORAGE":              "s3",
		"ASSAY_S3_BUCKET":            s3.Bucket,
		"ASSAY_S3_REGION":            s3.Region,
		"ASSAY_S3_ENDPOINT":          s3.Endpoint,
		"ASSAY_S3_ACCESS_KEY_ID":     s3.AccessKey,
		"ASSAY_S3_SECRET_ACCESS_KEY": s3.SecretKey,
		"ASSAY_S3_PATH_STYLE":        "true",
		"ASSAY_WORKER_CONCURRENCY":   "2",
		"ASSAY_SHUTDOWN_TIMEOUT":     "20s",
	}
	for k, v := range extra {
		env[k] = v
	}
	cfg, err := assay.LoadConfig(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	app, err := openApp(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ready := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- app.Run(ctx, func(a string) { ready <- a }) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("service stopped with %v", err)
		}
		app.Close()
	})
	select {
	case a := <-ready:
		return app, "http://" + a, env
	case err := <-done:
		t.Fatalf("service did not start: %v", err)
	case <-time.After(30 * time.Second):
		t.Fatal("service did not start in 30s")
	}
	return nil, "", nil
}

type client struct {
	t    *testing.T
	base string
	key  string
}

func (c *client) call(method, path string, body io.Reader, contentType string) (int, []byte) {
	c.t.Helper()
	req, _ := http.NewRequest(method, c.base+path, body)
	req.Header.Set("x-service-api-key", c.key)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

func (c *client) upload(userID, name string, data []byte) assay.ParsingJobView {
	c.t.Helper()
	return c.uploadFiles(userID, map[string][]byte{name: data})
}

// uploadMany uploads several files as one job, in order.
func (c *client) uploadMany(userID string, files [][]byte) assay.ParsingJobView {
	c.t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.WriteField("user_id", userID)
	for i, data := range files {
		fw, _ := w.CreateFormFile("file", fmt.Sprintf("part-%d", i))
		fw.Write(data)
	}
	w.Close()
	return c.post(&buf, w.FormDataContentType())
}

func (c *client) uploadFiles(userID string, files map[string][]byte) assay.ParsingJobView {
	c.t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.WriteField("user_id", userID)
	for name, data := range files {
		fw, _ := w.CreateFormFile("file", name)
		fw.Write(data)
	}
	w.Close()
	return c.post(&buf, w.FormDataContentType())
}

func (c *client) post(body io.Reader, contentType string) assay.ParsingJobView {
	c.t.Helper()
	code, b := c.call("POST", "/lab_report/v1/parser/job", body, contentType)
	if code != 200 {
		c.t.Fatalf("upload: %d %s", code, b)
	}
	var job assay.ParsingJobView
	if err := json.Unmarshal(b, &job); err != nil {
		c.t.Fatalf("decode JSON: %v", err)
	}
	return job
}

// wait polls a job until it leaves upload_pending/started.
func (c *client) wait(id string) assay.ParsingJobView {
	c.t.Helper()
	return c.waitFor(id, 3*time.Minute)
}

func (c *client) waitFor(id string, timeout time.Duration) assay.ParsingJobView {
	c.t.Helper()
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		code, b := c.call("GET", "/lab_report/v1/parser/job/"+id, nil, "")
		if code != 200 {
			c.t.Fatalf("get job: %d %s", code, b)
		}
		var job assay.ParsingJobView
		if err := json.Unmarshal(b, &job); err != nil {
			c.t.Fatalf("decode JSON: %v", err)
		}
		if job.Status != assay.JobUploadPending && job.Status != assay.JobStarted {
			return job
		}
		time.Sleep(100 * time.Millisecond)
	}
	c.t.Fatalf("job %s did not finish in %s", id, timeout)
	return assay.ParsingJobView{}
}

// TestEndToEnd uploads a text PDF, a PNG scan and an image-only PDF through
// the API, lets the workers parse them from S3, and checks that the API
// returns exactly what `assay parse` prints for the same file.
func TestEndToEnd(t *testing.T) {
	app, base := startService(t)
	ctx := context.Background()
	team, key, err := app.Store.CreateTeam(ctx, "E2E", true)
	if err != nil {
		t.Fatal(err)
	}
	c := &client{t: t, base: base, key: key}
	code, b := c.call("POST", "/v2/user", strings.NewReader(`{"client_user_id":"e2e"}`), "application/json")
	if code != 200 {
		t.Fatalf("create user: %d %s", code, b)
	}
	var user assay.User
	if err := json.Unmarshal(b, &user); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}

	docs := []string{"../../testdata/sample-report.pdf", "../../testdata/reports/us_labcorp-scan300.png", "../../testdata/reports/uk_nhs-scan200.pdf"}
	ids := map[string]string{}
	for _, path := range docs {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ids[path] = c.upload(user.UserID, filepath.Base(path), data).ID
	}
	for _, path := range docs {
		job := c.wait(ids[path])
		// A job with results the machine was unsure of waits for review.
		wantStatus := assay.JobCompleted
		if job.Data != nil && flaggedResults(job.Data) > 0 {
			wantStatus = assay.JobPendingReview
		}
		if job.Status != wantStatus || job.Data == nil || len(job.Data.Results) == 0 {
			reason := "<nil>"
			if job.FailureReason != nil {
				reason = *job.FailureReason
			}
			t.Errorf("%s: status %s, failure_reason %s, has data %v", path, job.Status, reason, job.Data != nil)
			continue
		}
		want := runParseCLI(t, path)
		got, _ := json.Marshal(job.Data)
		if !jsonEqual(t, got, want) {
			t.Errorf("%s: the API's data differs from `assay parse`:\napi:   %.400s\nparse: %.400s", path, got, want)
		}
		for _, r := range job.Data.Results {
			if r.LoincMatchStatus == nil || r.Provenance == nil || r.Confidence == nil {
				t.Errorf("%s: result %q lacks loinc status, provenance or confidence", path, r.TestName)
				break
			}
		}
	}

	// A random-bytes "PDF" passes the magic check, fails as invalid_input,
	// is not retried, and keeps its file.
	junk := make([]byte, 4096)
	rand.Read(junk)
	junk = append([]byte("%PDF-1.7\n"), junk...)
	bad := c.wait(c.upload(user.UserID, "junk.pdf", junk).ID)
	if bad.Status != assay.JobFailed || bad.FailureReason == nil || *bad.FailureReason != assay.FailureInvalidInput {
		t.Fatalf("random-bytes PDF: status %s, reason %v", bad.Status, bad.FailureReason)
	}
	stored, err := app.Store.FindJob(ctx, team.ID, bad.ID)
	if err != nil {
		t.Fatal(err)
	}
	rc, err := app.Blobs.Get(ctx, stored.Files[0].Key)
	if err != nil {
		t.Fatalf("failed job lost its file: %v", err)
	}
	kept, _ := io.ReadAll(rc)
	rc.Close()
	if !bytes.Equal(kept, junk) {
		t.Error("failed job's stored file differs from the upload")
	}
	if stored.ParserVersion == "" {
		t.Error("failed job does not record the parser version")
	}

	// Another team cannot see the job.
	_, otherKey, _ := app.Store.CreateTeam(ctx, "Other", true)
	other := &client{t: t, base: base, key: otherKey}
	if code, _ := other.call("GET", "/lab_report/v1/parser/job/"+bad.ID, nil, ""); code != 404 {
		t.Errorf("another team's job: %d, want 404", code)
	}
}

// runParseCLI runs `assay parse FILE --compact` and returns its JSON output.
func runParseCLI(t *testing.T, path string) []byte {
	t.Helper()
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs([]string{"parse", "--compact", path})
	if err := cmd.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("assay parse %s: %v\n%s", path, err, errOut.String())
	}
	return bytes.TrimSpace(out.Bytes())
}

func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

func TestParseCLIReportsFailures(t *testing.T) {
	dir := t.TempDir()
	txt := filepath.Join(dir, "notes.pdf")
	os.WriteFile(txt, []byte("plain text"), 0o600)
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs([]string{"parse", txt})
	if err := cmd.ExecuteContext(context.Background()); err == nil {
		t.Fatal("parse of a text file succeeded")
	}
	if !strings.Contains(errOut.String(), "not a PDF, JPEG or PNG") || out.Len() != 0 {
		t.Errorf("stderr %q, stdout %q", errOut.String(), out.String())
	}
}

func TestDevTeamIsCreatedOnceAndReused(t *testing.T) {
	app, _ := startService(t)
	ctx := context.Background()
	envPath := filepath.Join(t.TempDir(), "dev.env")
	t.Setenv("ASSAY_REDIS_URL", "redis://127.0.0.1:7/0") // as `assay dev` sets it for its private server
	first, err := ensureDevTeam(ctx, app.Store, envPath, "http://localhost:8080")
	if err != nil {
		t.Fatal(err)
	}
	again, err := ensureDevTeam(ctx, app.Store, envPath, "http://localhost:8080")
	if err != nil {
		t.Fatal(err)
	}
	if *again != *first {
		t.Errorf("second run changed the dev team: %+v vs %+v", again, first)
	}
	b, _ := os.ReadFile(envPath)
	// The Redis of the service is recorded for admin commands (adminEnv).
	for _, want := range []string{"ASSAY_URL=http://localhost:8080\n", "ASSAY_API_KEY=" + first.APIKey + "\n", "ASSAY_REDIS_URL=redis://127.0.0.1:7/0\n"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("dev.env lacks %q:\n%s", want, b)
		}
	}
	// A lost key is replaced, and the team is kept.
	os.WriteFile(envPath, []byte("ASSAY_TEAM_ID="+first.TeamID+"\nASSAY_API_KEY=sk_lost\n"), 0o600)
	third, err := ensureDevTeam(ctx, app.Store, envPath, "http://localhost:8080")
	if err != nil {
		t.Fatal(err)
	}
	if third.TeamID != first.TeamID || third.APIKey == "sk_lost" {
		t.Errorf("after losing the key: %+v", third)
	}
	teams, _ := app.Store.ListTeams(ctx)
	if len(teams) != 1 || !teams[0].LabReportParsingEnabled {
		t.Errorf("teams after three runs: %d", len(teams))
	}
}
