package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/hibiken/asynq"
)

// buildAssay compiles this command into a temporary directory.
func buildAssay(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "assay")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// startWorkers runs `assay serve --workers-only` as a child process.
func startWorkers(t *testing.T, bin string, env map[string]string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--workers-only")
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	cmd.Env = append(cmd.Env, "ASSAY_LOG_LEVEL=warn")
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd
}

// slowJob starts the API (no workers) and uploads one job of three scans,
// which keeps a worker busy for several seconds.
func slowJob(t *testing.T, team string) (*App, *client, assay.ParsingJobView, map[string]string) {
	t.Helper()
	app, base, env := startServiceEnv(t, map[string]string{"ASSAY_RUN_WORKERS": "false"})
	_, key, err := app.Store.CreateTeam(context.Background(), team, true)
	if err != nil {
		t.Fatal(err)
	}
	c := &client{t: t, base: base, key: key}
	_, b := c.call("POST", "/v2/user", strings.NewReader(`{"client_user_id":"u"}`), "application/json")
	var user assay.User
	if err := json.Unmarshal(b, &user); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	var files [][]byte
	for _, p := range []string{"uk_nhs-scan200.pdf", "us_labcorp-scan300.png", "in_lal-scan300.pdf"} {
		data, err := os.ReadFile(filepath.Join("../../testdata/reports", p))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, data)
	}
	return app, c, c.uploadMany(user.UserID, files), env
}

// waitStarted waits until a worker has picked the job up.
func waitStarted(t *testing.T, app *App, id string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		j, err := app.Store.GetJob(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if j.Status == assay.JobStarted {
			return
		}
		if j.Status != assay.JobUploadPending || time.Now().After(deadline) {
			t.Fatalf("job reached %s before the worker could be stopped", j.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestWorkerCrashMidJob kills a worker process with SIGKILL while it parses,
// restarts it, and checks that the job still completes once, from the file
// that is still in storage.
func TestWorkerCrashMidJob(t *testing.T) {
	bin := buildAssay(t)
	app, c, job, env := slowJob(t, "Crash")
	ctx := context.Background()
	first := startWorkers(t, bin, env)
	waitStarted(t, app, job.ID)
	time.Sleep(300 * time.Millisecond) // inside OCR now
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	first.Wait()
	if j, _ := app.Store.GetJob(ctx, job.ID); j.Status != assay.JobStarted {
		t.Fatalf("after SIGKILL the job is %s; the kill came too late to test recovery", j.Status)
	}

	startWorkers(t, bin, env)
	done := c.waitFor(job.ID, 4*time.Minute)
	// Scans may carry review flags, so the job may wait for review; either way it finished with results.
	if (done.Status != assay.JobCompleted && done.Status != assay.JobPendingReview) || done.Data == nil || len(done.Data.Results) == 0 {
		t.Fatalf("after restart: status %s, data %v", done.Status, done.Data != nil)
	}
	stored, _ := app.Store.GetJob(ctx, job.ID)
	for _, f := range stored.Files {
		rc, err := app.Blobs.Get(ctx, f.Key)
		if err != nil {
			t.Fatalf("file %s lost: %v", f.Key, err)
		}
		rc.Close()
	}
	// Results of all three files, each once.
	seen := map[int]bool{}
	for _, r := range done.Data.Results {
		seen[r.Provenance.File] = true
	}
	if len(seen) != 3 {
		t.Errorf("results come from files %v, want 0, 1 and 2", seen)
	}
}

// TestWorkerSIGTERMRequeuesInFlightJobs stops a worker with SIGTERM while it
// parses, with a shutdown timeout shorter than the job: the process exits
// within the timeout, the job goes back to the queue, and the next worker
// completes it.
func TestWorkerSIGTERMRequeuesInFlightJobs(t *testing.T) {
	bin := buildAssay(t)
	app, c, job, env := slowJob(t, "Shutdown")
	ctx := context.Background()
	shortEnv := map[string]string{"ASSAY_SHUTDOWN_TIMEOUT": "1s"}
	for k, v := range env {
		if _, ok := shortEnv[k]; !ok {
			shortEnv[k] = v
		}
	}
	w := startWorkers(t, bin, shortEnv)
	waitStarted(t, app, job.ID)
	time.Sleep(200 * time.Millisecond)
	sent := time.Now()
	w.Process.Signal(syscall.SIGTERM)
	exited := make(chan error, 1)
	go func() { exited <- w.Wait() }()
	select {
	case err := <-exited:
		if err != nil {
			t.Errorf("worker exited with %v after SIGTERM", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("worker still running 20s after SIGTERM with a 1s shutdown timeout")
	}
	t.Logf("worker exited %s after SIGTERM", time.Since(sent).Round(time.Millisecond))

	// The parse outlives the 1 s timeout: the job is still started and its
	// task is back in the queue, not lost with the process.
	j, err := app.Store.GetJob(ctx, job.ID)
	if err != nil {
		t.Fatal(err)
	}
	if j.Status != assay.JobStarted {
		t.Fatalf("after SIGTERM the job is %s; the parse ended before the shutdown timeout, so nothing was requeued", j.Status)
	}
	insp := asynq.NewInspector(app.asynq)
	defer insp.Close()
	info, err := insp.GetTaskInfo(jobs.QueueParse, job.ID)
	if err != nil {
		t.Fatalf("parse task after SIGTERM: %v", err)
	}
	if info.State != asynq.TaskStatePending && info.State != asynq.TaskStateRetry {
		t.Fatalf("parse task is %s after SIGTERM, want pending or retry (requeued)", info.State)
	}
	startWorkers(t, bin, env)
	done := c.waitFor(job.ID, 4*time.Minute)
	if (done.Status != assay.JobCompleted && done.Status != assay.JobPendingReview) || done.Data == nil {
		t.Fatalf("after restart: status %s", done.Status)
	}
}
