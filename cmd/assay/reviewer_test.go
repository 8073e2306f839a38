package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image/png"
	"mime/multipart"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

// reviewerCLI runs an assay command against the service whose environment
// is env.
func reviewerCLI(t *testing.T, env map[string]string, args ...string) string {
	t.Helper()
	for k, v := range env {
		t.Setenv(k, v)
	}
	out, err := runCLI(context.Background(), args...)
	if err != nil {
		t.Fatalf("assay %s: %v", strings.Join(args, " "), err)
	}
	return out
}

var linkRe = regexp.MustCompile(`sign_in_link: (\S+)`)

// TestReviewDeskInBrowser runs desk/e2e/desk.mjs in headless Chromium against
// a real service (API and workers, private Redis and MinIO): a scan uploaded
// with needs_human_review is parsed, two reviewers made with `assay reviewer
// create` sign in from their links, one corrects a value and a LOINC code and
// submits, the other's late submit conflicts. node, npm and chromium are
// required.
func TestReviewDeskInBrowser(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is required for the browser test: %v", err)
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatalf("npm is required for the browser test: %v", err)
	}
	chromium := "/usr/bin/chromium"
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("Debian's chromium is required for the browser test: %v", err)
	}
	e2e, _ := filepath.Abs("../../desk/e2e")
	outDir, _ := filepath.Abs("../../bin")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	install := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund", "--loglevel=error")
	install.Dir = e2e
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("npm ci: %v\n%s", err, out)
	}

	app, base, env := startServiceEnv(t, nil)
	env["ASSAY_PUBLIC_URL"] = base
	team, key, err := app.Store.CreateTeam(ctx, "Desk", true)
	if err != nil {
		t.Fatal(err)
	}
	c := &client{t: t, base: base, key: key}
	code, b := c.call("POST", "/v2/user", strings.NewReader(`{"client_user_id":"desk-patient"}`), "application/json")
	if code != 200 {
		t.Fatalf("create user: %d %s", code, b)
	}
	var user assay.User
	json.Unmarshal(b, &user)
	scan, err := os.ReadFile("../../testdata/reports/us_labcorp-scan300.png")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	w.WriteField("user_id", user.UserID)
	w.WriteField("needs_human_review", "true")
	fw, _ := w.CreateFormFile("file", "us_labcorp-scan300.png")
	fw.Write(scan)
	w.Close()
	job := c.wait(c.post(&buf, w.FormDataContentType()).ID)
	if job.Status != assay.JobPendingReview || job.Data == nil || len(job.Data.Results) < 4 {
		t.Fatalf("uploaded scan: status %s", job.Status)
	}
	oldValue := job.Data.Results[0].Value

	email1, email2 := "ann@desk.test", "bob@desk.test"
	link1 := linkRe.FindStringSubmatch(reviewerCLI(t, env, "reviewer", "create", "--team", team.ID, "--email", email1))
	link2 := linkRe.FindStringSubmatch(reviewerCLI(t, env, "reviewer", "create", "--team", team.ID, "--email", email2))
	if link1 == nil || link2 == nil || !strings.HasPrefix(link1[1], base+"/review/signin/") {
		t.Fatalf("reviewer create printed no sign-in link: %v %v", link1, link2)
	}

	newValue := "123.4"
	run := exec.CommandContext(ctx, node, "desk.mjs")
	run.Dir = e2e
	run.Env = append(os.Environ(), "BASE="+base, "LINK1="+link1[1], "LINK2="+link2[1], "EMAIL1="+email1,
		"JOB_ID="+job.ID, "API_KEY="+key, "OUT_DIR="+outDir, "NEW_VALUE="+newValue, "CHROMIUM="+chromium)
	var stderr bytes.Buffer
	run.Stderr = &stderr
	out, err := run.Output()
	var summary struct {
		OK               bool     `json:"ok"`
		Problems         []string `json:"problems"`
		BoxesCompared    int      `json:"boxesCompared"`
		WorstBoxOffsetPx float64  `json:"worstBoxOffsetPx"`
		LoincChosen      string   `json:"loincChosen"`
		QueueScreenshot  string   `json:"queueScreenshot"`
		JobScreenshot    string   `json:"jobScreenshot"`
		ConflictMessage  string   `json:"conflictMessage"`
	}
	if jerr := json.Unmarshal(bytes.TrimSpace(out), &summary); jerr != nil {
		t.Fatalf("desk.mjs: %v (output %q)\n%s", err, out, stderr.String())
	}
	for _, p := range summary.Problems {
		t.Errorf("browser: %s", p)
	}
	if err != nil || !summary.OK {
		t.Fatalf("desk.mjs failed: %v\n%s", err, stderr.String())
	}
	t.Logf("browser: %d boxes within %.2f px of their provenance; LOINC %s chosen; conflict: %q",
		summary.BoxesCompared, summary.WorstBoxOffsetPx, summary.LoincChosen, summary.ConflictMessage)

	// The API sees the reviewed job and the trail names the reviewer.
	code, b = c.call("GET", "/lab_report/v1/parser/job/"+job.ID, nil, "")
	var after assay.ParsingJobView
	json.Unmarshal(b, &after)
	if code != 200 || after.Status != assay.JobCompleted || !after.IsReviewed {
		t.Fatalf("after the review: %d status %s reviewed %v", code, after.Status, after.IsReviewed)
	}
	if got := after.Data.Results[0].Value; got != newValue || got == oldValue {
		t.Errorf("row 1 value %q, want %q", got, newValue)
	}
	if m := after.Data.Results[1].LoincMatches; len(m) != 1 || m[0].LoincCode != summary.LoincChosen {
		t.Errorf("row 2 LOINC %+v, want %s", m, summary.LoincChosen)
	}
	n := len(job.Data.Results)
	if res := after.Data.Results; len(res) != n || res[n-1].TestName != "Vitamin D, 25-Hydroxy" || res[n-1].LoincMatches[0].LoincCode != "1989-3" ||
		res[n-2].TestName != job.Data.Results[n-2].TestName {
		t.Errorf("the last row was not replaced by the added one: %d rows, last %+v", len(res), res[len(res)-1])
	}
	if ln := after.Data.Metadata.LabName; ln == nil || *ln != "Meridian Reference Laboratories (checked)" {
		t.Errorf("lab name %v", ln)
	}
	code, b = c.call("GET", "/lab_report/v1/parser/job/"+job.ID+"/review", nil, "")
	var trail struct {
		Reviews []assay.Review `json:"reviews"`
	}
	json.Unmarshal(b, &trail)
	if code != 200 || len(trail.Reviews) != 1 || trail.Reviews[0].Reviewer != email1 || trail.Reviews[0].ReviewerID == "" {
		t.Errorf("audit trail: %d %s", code, b)
	}

	for _, p := range []string{summary.QueueScreenshot, summary.JobScreenshot} {
		checkScreenshot(t, p)
	}

	// reviewer list and disable.
	reviewerCLI(t, env, "reviewer", "disable", email2)
	list := reviewerCLI(t, env, "reviewer", "list", "--team", team.ID)
	if !regexp.MustCompile(email1+`\s+active`).MatchString(list) || !regexp.MustCompile(email2+`\s+disabled`).MatchString(list) {
		t.Errorf("reviewer list:\n%s", list)
	}
}

// checkScreenshot fails unless the PNG at path shows a page: many colours
// and much that is not the background.
func checkScreenshot(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot %s: %v", path, err)
	}
	colours := map[uint32]int{}
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y += 2 {
		for x := bounds.Min.X; x < bounds.Max.X; x += 2 {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[(r>>11)<<10|(g>>11)<<5|b>>11]++
		}
	}
	top, total := 0, 0
	for _, n := range colours {
		total += n
		top = max(top, n)
	}
	if len(colours) < 20 || float64(top)/float64(total) > 0.9 || bounds.Dx() < 800 {
		t.Errorf("screenshot %s looks blank: %d colours, the commonest covers %.0f%%", path, len(colours), 100*float64(top)/float64(total))
	}
}

// TestDevReviewerLink: `assay dev` gives the dev team one reviewer and a
// working one-time link on every start.
func TestDevReviewerLink(t *testing.T) {
	app, _ := startService(t)
	ctx := context.Background()
	team, _, err := app.Store.CreateTeam(ctx, "Dev team", true)
	if err != nil {
		t.Fatal(err)
	}
	var tokens []string
	for range 2 {
		link, err := devReviewerLink(ctx, app, team.ID)
		if err != nil || !strings.HasPrefix(link, app.Config.PublicURL+"/review/signin/") {
			t.Fatalf("dev reviewer link %q, %v", link, err)
		}
		tokens = append(tokens, strings.TrimPrefix(link, app.Config.PublicURL+"/review/signin/"))
	}
	rs, _ := app.Store.ListReviewers(ctx, team.ID)
	if len(rs) != 1 || rs[0].Email != devReviewerEmail(team.ID) {
		t.Fatalf("dev reviewers: %+v", rs)
	}
	for _, tok := range tokens {
		if r, err := app.accounts().LinkOwner(ctx, tok); err != nil || r.ID != rs[0].ID {
			t.Errorf("link %s: %v", tok[:6], err)
		}
	}
}
