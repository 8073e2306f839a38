package main

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
)

// TestResourceBoundFailsOnceWithReason uploads the 11000 pt page:
// the job fails on its first run as invalid_input with the reason in the
// API's failure_detail, is not retried, and reparse --status failed leaves
// it alone unless it is named.
func TestResourceBoundFailsOnceWithReason(t *testing.T) {
	app, base := startService(t)
	ctx := context.Background()
	team, key, err := app.Store.CreateTeam(ctx, "Bounds", true)
	if err != nil {
		t.Fatal(err)
	}
	c := &client{t: t, base: base, key: key}
	_, b := c.call("POST", "/v2/user", strings.NewReader(`{"client_user_id":"b"}`), "application/json")
	var user assay.User
	json.Unmarshal(b, &user)
	data, err := os.ReadFile("../../testdata/hostile/page-11000pt.pdf")
	if err != nil {
		t.Fatal(err)
	}
	job := c.waitFor(c.upload(user.UserID, "big.pdf", data).ID, 30*time.Second)
	if job.Status != assay.JobFailed || job.FailureReason == nil || *job.FailureReason != assay.FailureInvalidInput ||
		job.FailureDetail == nil || !strings.Contains(*job.FailureDetail, "11000 × 11000 pt") {
		t.Fatalf("job: %+v", job)
	}
	stored, err := app.Store.GetJob(ctx, job.ID)
	if err != nil || stored.ResourceLimit != "page_size" {
		t.Fatalf("stored job: %+v, %v", stored, err)
	}
	if d := stored.UpdatedAt.Sub(stored.CreatedAt); d > 10*time.Second {
		t.Errorf("failing took %s", d)
	}
	var picked []string
	sel := &store.JobSelection{TeamID: team.ID, Statuses: []string{assay.JobFailed}}
	app.Store.SelectJobs(ctx, sel, func(j *assay.ParsingJob) error { picked = append(picked, j.ID); return nil })
	if len(picked) != 0 {
		t.Errorf("reparse --status failed picks %v", picked)
	}
	sel.JobIDs = []string{job.ID}
	app.Store.SelectJobs(ctx, sel, func(j *assay.ParsingJob) error { picked = append(picked, j.ID); return nil })
	if len(picked) != 1 {
		t.Errorf("reparse --job %s --status failed picks %v", job.ID, picked)
	}
}
