package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"golang.org/x/time/rate"
)

// runCLI runs one assay command in-process and returns its stdout.
func runCLI(ctx context.Context, args ...string) (string, error) {
	out, _, err := runCLIStderr(ctx, args...)
	return out, err
}

// reparseFixture is a Redis with finished jobs of two teams and no workers,
// so that queued re-parses stay in the queue to be counted.
type reparseFixture struct {
	app          *App
	teamA, teamB string
	jobsA        []string // not reviewed, oldest first
	reviewedA    string
	inspector    *asynq.Inspector
}

func newReparseFixture(t *testing.T) *reparseFixture {
	t.Helper()
	addr, db := storetest.Redis(t)
	t.Setenv("ASSAY_REDIS_URL", fmt.Sprintf("redis://%s/%d", addr, db))
	t.Setenv("ASSAY_STORAGE_DIR", t.TempDir())
	cfg, err := assay.LoadConfig(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	app, err := openApp(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Close)
	ctx := context.Background()
	f := &reparseFixture{app: app, inspector: asynq.NewInspector(app.asynq)}
	t.Cleanup(func() { f.inspector.Close() })
	for i, name := range []string{"A", "B"} {
		team, _, err := app.Store.CreateTeam(ctx, name, true)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			f.teamA = team.ID
		} else {
			f.teamB = team.ID
		}
	}
	add := func(team string, reviewed bool) string {
		j := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobCompleted, TeamID: team, UserID: "u",
			IsReviewed: reviewed, ParserVersion: "2026.1.1", Data: &assay.ParsedLabReport{Results: []assay.LabReportResult{}}}
		if err := app.Store.CreateJob(ctx, j); err != nil {
			t.Fatal(err)
		}
		return j.ID
	}
	for range 5 {
		f.jobsA = append(f.jobsA, add(f.teamA, false))
	}
	f.reviewedA = add(f.teamA, true)
	add(f.teamB, false)
	return f
}

// queued returns the job ids of the pending re-parse tasks, failing on a
// job queued twice.
func (f *reparseFixture) queued(t *testing.T) []string {
	t.Helper()
	tasks, err := f.inspector.ListPendingTasks(jobs.QueueReparse, asynq.PageSize(1000))
	if err != nil && !strings.Contains(err.Error(), "not found") {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var ids []string
	for _, task := range tasks {
		var p jobs.ReparsePayload
		if err := json.Unmarshal(task.Payload, &p); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		if seen[p.JobID] {
			t.Errorf("job %s queued twice", p.JobID)
		}
		if task.ID != jobs.ReparseTaskID(p.RunID, p.JobID) {
			t.Errorf("task id %s for run %s job %s", task.ID, p.RunID, p.JobID)
		}
		seen[p.JobID] = true
		ids = append(ids, p.JobID)
	}
	return ids
}

func TestReparseDryRunQueuesNothing(t *testing.T) {
	f := newReparseFixture(t)
	out, err := runCLI(context.Background(), "reparse", "--team", f.teamA, "--dry-run")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range f.jobsA {
		if !strings.Contains(out, id) {
			t.Errorf("dry run does not list job %s", id)
		}
	}
	if strings.Contains(out, f.reviewedA) || !strings.Contains(out, "dry run: 5 jobs would be queued") {
		t.Errorf("dry run printed:\n%s", out)
	}
	if q := f.queued(t); len(q) != 0 {
		t.Errorf("dry run queued %d jobs", len(q))
	}
	if keys, _ := f.app.Redis.Keys(context.Background(), "*reparse:run*").Result(); len(keys) != 0 {
		t.Errorf("dry run wrote %v", keys)
	}
}

// cancelAfter is a limiter that lets n jobs through, then cancels the run
// as Ctrl-C would.
type cancelAfter struct {
	n      int
	cancel context.CancelFunc
}

func (c *cancelAfter) Wait(ctx context.Context) error {
	if c.n == 0 {
		c.cancel()
		return ctx.Err()
	}
	c.n--
	return nil
}

func TestReparseResumesWithoutQueueingTwice(t *testing.T) {
	f := newReparseFixture(t)
	ctx := context.Background()
	flags := &reparseFlags{team: f.teamA}
	sel, err := flags.selection(loinc.Default().TableVersion())
	if err != nil {
		t.Fatal(err)
	}
	run, _, err := f.app.Store.StartRun(ctx, runID(sel), sel)
	if err != nil {
		t.Fatal(err)
	}
	// Interrupted after two jobs...
	cctx, cancel := context.WithCancel(ctx)
	n, err := queueRun(cctx, f.app.Store, f.app.Queue, run, f.jobsA, &cancelAfter{n: 2, cancel: cancel}, nil)
	if n != 2 || err == nil {
		t.Fatalf("interrupted run queued %d, %v", n, err)
	}
	// ...and a third queued just before the kill, before the run recorded it.
	if _, err := f.app.Queue.EnqueueReparse(ctx, jobs.ReparsePayload{RunID: run.ID, JobID: f.jobsA[2]}); err != nil {
		t.Fatal(err)
	}

	out, err := runCLI(ctx, "reparse", "--team", f.teamA, "--no-wait")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "resuming re-parse run "+run.ID) || !strings.Contains(out, "queued 3 new jobs") {
		t.Errorf("resume printed:\n%s", out)
	}
	if q := f.queued(t); len(q) != 5 {
		t.Errorf("%d jobs queued, want the 5 of team A once each", len(q))
	}
	if p, _ := f.app.Store.RunProgress(ctx, run.ID); p.Queued != 5 {
		t.Errorf("run progress %+v", p)
	}

	out, err = runCLI(ctx, "reparse", "--resume", run.ID, "--no-wait")
	if err != nil || !strings.Contains(out, "queued 0 new jobs") {
		t.Errorf("second resume: %v\n%s", err, out)
	}
	if q := f.queued(t); len(q) != 5 {
		t.Errorf("%d jobs queued after the second resume", len(q))
	}

	// --new starts another run of the same selection.
	if out, err = runCLI(ctx, "reparse", "--job", f.jobsA[0], "--job", f.reviewedA, "--include-reviewed", "--new", "--no-wait"); err != nil || !strings.Contains(out, "queued 2 new jobs") {
		t.Errorf("new run: %v\n%s", err, out)
	}
	if _, err := runCLI(ctx, "reparse", "--status", "started"); err == nil {
		t.Error("--status started was accepted")
	}
	if _, err := runCLI(ctx, "reparse", "--created-after", "yesterday"); err == nil {
		t.Error("a bad --created-after was accepted")
	}
}

// fakeClockLimiter is a real rate.Limiter driven by a simulated clock:
// every Wait takes a token and moves the clock to when it was available.
type fakeClockLimiter struct {
	lim   *rate.Limiter
	now   time.Time
	waits int
}

func (f *fakeClockLimiter) Wait(context.Context) error {
	r := f.lim.ReserveN(f.now, 1)
	f.now = f.now.Add(r.DelayFrom(f.now))
	f.waits++
	return nil
}

func TestReparseRateLimitTakesOneTokenPerQueuedJob(t *testing.T) {
	f := newReparseFixture(t)
	ctx := context.Background()
	sel := &store.JobSelection{TeamID: f.teamA, ParserVersion: "test"}
	run, _, err := f.app.Store.StartRun(ctx, "rate", sel)
	if err != nil {
		t.Fatal(err)
	}
	f.app.Store.MarkQueued(ctx, run.ID, f.jobsA[0]) // queued before: no token
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	lim := &fakeClockLimiter{lim: rate.NewLimiter(4, 1), now: start}
	n, err := queueRun(ctx, f.app.Store, f.app.Queue, run, f.jobsA, lim, nil)
	if err != nil || n != 4 {
		t.Fatalf("queued %d, %v", n, err)
	}
	// 4 jobs at 4 per second: the first token is free, then one every 250 ms.
	if lim.waits != 4 || lim.now.Sub(start) != 750*time.Millisecond {
		t.Errorf("%d tokens over %s, want 4 over 750ms", lim.waits, lim.now.Sub(start))
	}
}

func TestReparseVersionsAPIAndRollbackCLI(t *testing.T) {
	app, base, env := startServiceEnv(t, nil)
	for k, v := range env {
		t.Setenv(k, v)
	}
	ctx := context.Background()
	team, key, err := app.Store.CreateTeam(ctx, "Versions", true)
	if err != nil {
		t.Fatal(err)
	}
	_, otherKey, _ := app.Store.CreateTeam(ctx, "Other", true)
	u, _ := app.Store.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "v-1"})
	c := &client{t: t, base: base, key: key}
	pdf, err := os.ReadFile("../../testdata/reports/eu_de-text.pdf")
	if err != nil {
		t.Fatal(err)
	}
	job := c.wait(c.upload(u.UserID, "report.pdf", pdf).ID)

	// The same parser finds nothing new.
	out, err := runCLI(ctx, "reparse", "--job", job.ID)
	if err != nil || !strings.Contains(out, "1 queued, 0 changed, 1 unchanged") {
		t.Fatalf("reparse: %v\n%s", err, out)
	}
	// Results an older parser left behind change.
	if _, err := app.Store.UpdateJob(ctx, job.ID, func(j *assay.ParsingJob) error {
		j.Data.Results = j.Data.Results[:1]
		j.ParserVersion, j.CheckedParserVersion = "2026.1.1", ""
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	out, err = runCLI(ctx, "reparse", "--job", job.ID, "--parser-older-than", "2026.2", "--rate", "50")
	if err != nil || !strings.Contains(out, "1 queued, 1 changed") {
		t.Fatalf("reparse of old results: %v\n%s", err, out)
	}

	code, b := c.call("GET", "/lab_report/v1/parser/job/"+job.ID+"/versions", nil, "")
	var got struct {
		Current  int                   `json:"current_version"`
		Versions []assay.ResultVersion `json:"versions"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if code != 200 || got.Current != 2 || len(got.Versions) != 2 || got.Versions[0].Source != assay.SourceParse || got.Versions[1].Source != assay.SourceReparse {
		t.Fatalf("versions: %d %s", code, b)
	}
	if code, _ := (&client{t: t, base: base, key: otherKey}).call("GET", "/lab_report/v1/parser/job/"+job.ID+"/versions", nil, ""); code != 404 {
		t.Errorf("another team got %d", code)
	}

	out, err = runCLI(ctx, "reparse", "--rollback", job.ID, "--to-version", "1")
	if err != nil || !strings.Contains(out, "version 1 restored as version 3") {
		t.Fatalf("rollback: %v\n%s", err, out)
	}
	_, b = c.call("GET", "/lab_report/v1/parser/job/"+job.ID+"/versions", nil, "")
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if v := got.Versions[len(got.Versions)-1]; got.Current != 3 || v.Source != assay.SourceRollback || v.RestoredVersion == nil || *v.RestoredVersion != 1 {
		t.Errorf("versions after rollback: %s", b)
	}
	if _, err := runCLI(ctx, "reparse", "--rollback", job.ID); err == nil {
		t.Error("a rollback without --to-version was accepted")
	}
}
