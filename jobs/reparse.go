package jobs

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/store"
	"github.com/hibiken/asynq"
)

// TypeReparse re-parses a finished job with the current parser and LOINC
// table. It runs on QueueReparse, the lowest-weight queue.
const TypeReparse = "lab_report:reparse"

// QueueReparse holds batch re-parses. Its weight is 1 against 6 for new
// uploads, so that a free worker takes an upload first nine times in ten
// and re-parsing never holds uploads back for long; strict priority is
// not used because it would starve re-parsing under steady uploads.
const QueueReparse = "reparse"

// ReparseMaxRetry bounds retries of a re-parse that hit a storage or Redis
// error; a document the parser rejects is not retried.
const ReparseMaxRetry = 3

// reparseRetention keeps finished re-parse tasks, and so their task ids,
// for a week: a second enqueue of the same run and job in that time is a
// no-op even if the run record were lost.
const reparseRetention = 7 * 24 * time.Hour

// ReparsePayload is the payload of a TypeReparse task.
type ReparsePayload struct {
	RunID           string `json:"run_id"`
	JobID           string `json:"job_id"`
	IncludeReviewed bool   `json:"include_reviewed,omitempty"`
}

// ReparseTaskID is the task id of a job's re-parse in a run, so that one
// run never queues a job twice.
func ReparseTaskID(runID, jobID string) string { return "reparse:" + runID + ":" + jobID }

// EnqueueReparse queues the re-parse of a job in a run. It returns false,
// and no error, when that task already exists.
func (c *Client) EnqueueReparse(ctx context.Context, p ReparsePayload) (bool, error) {
	payload, err := json.Marshal(p)
	if err != nil {
		return false, err
	}
	_, err = c.c.EnqueueContext(ctx, asynq.NewTask(TypeReparse, payload),
		asynq.TaskID(ReparseTaskID(p.RunID, p.JobID)), asynq.Queue(QueueReparse), asynq.MaxRetry(ReparseMaxRetry),
		asynq.Timeout(ParseTimeout), asynq.Retention(reparseRetention))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return false, nil
	}
	return err == nil, err
}

// HandleReparse parses a job's files again with the current parser and
// matcher. Results that differ from the job's become a new result version
// and the team gets lab_report.parsing_job.updated; the same results only
// mark the job as checked with this parser, and send nothing. A document
// that fails to re-parse keeps its results. A job a human reviewed is
// skipped unless the run includes reviewed jobs; then new machine results
// send it back to review (the reviewed version stays in the history, and a
// rollback restores it), so that a review is never overwritten silently.
// The outcome is recorded in the run.
func (w *Worker) HandleReparse(ctx context.Context, t *asynq.Task) error {
	var p ReparsePayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.JobID == "" || p.RunID == "" {
		return fmt.Errorf("bad reparse payload: %w", asynq.SkipRetry)
	}
	log := w.logger().With("job_id", p.JobID, "run_id", p.RunID, "task", TypeReparse)
	start := time.Now()
	finish := func(outcome string) error { return w.Store.FinishRunJob(ctx, p.RunID, p.JobID, outcome) }

	job, err := w.Store.GetJob(ctx, p.JobID)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		log.Info("reparse skipped: job not found")
		return finish(store.ReparseSkipped)
	} else if err != nil {
		return err
	}
	switch {
	case job.Status == assay.JobUploadPending || job.Status == assay.JobStarted:
		log.Info("reparse skipped: job is being parsed", "status", job.Status)
		return finish(store.ReparseSkipped)
	case job.IsReviewed && !p.IncludeReviewed:
		log.Info("reparse skipped: job was reviewed")
		return finish(store.ReparseSkipped)
	}

	inputs, err := w.readFiles(ctx, job)
	if err != nil {
		return w.reparseRetryOrFail(ctx, p, err)
	}
	report, err := w.Parser.Parse(ctx, inputs)
	var failure *parser.Failure
	if errors.As(err, &failure) {
		log.Info("reparse failed; the job keeps its results", "failure_reason", failure.Reason)
		if ferr := finish(store.ReparseFailed); ferr != nil {
			return ferr
		}
		return fmt.Errorf("%s: %w", failure.Reason, asynq.SkipRetry)
	} else if err != nil {
		return w.reparseRetryOrFail(ctx, p, err)
	}

	// A reviewed job is compared with the machine output the reviewer saw.
	baseline := job.Data
	if job.IsReviewed {
		if baseline, err = w.Store.MachineResult(ctx, job.ID); err != nil {
			return err
		}
	}
	changed := !sameResults(baseline, report)
	saved, _, err := w.Store.CommitResult(ctx, job.ID, assay.SourceReparse, func(j *assay.ParsingJob, _ *assay.ResultVersion) (bool, error) {
		if j.ResultVersion != job.ResultVersion || j.Status != job.Status || j.IsReviewed != job.IsReviewed {
			// A review or rollback got there first: compare again.
			return false, errJobMoved
		}
		j.CheckedParserVersion, j.CheckedLoincVersion = parser.Version, w.LoincVersion
		if !changed {
			return false, nil
		}
		// A reviewed job goes back to review; one that needed review still
		// does, and new doubts add it.
		if j.IsReviewed {
			j.IsReviewed, j.NeedsHumanReview = false, true
		}
		j.SetResult(report, parser.Version, w.LoincVersion)
		return true, nil
	})
	if errors.Is(err, errJobMoved) {
		return w.reparseRetryOrFail(ctx, p, err) // compared again with the job as it is now
	} else if err != nil {
		return err
	}
	outcome := store.ReparseUnchanged
	if changed {
		outcome = store.ReparseChanged
		if err := w.statusChanged(ctx, saved); err != nil {
			return err
		}
	}
	log.Info("reparse done", "outcome", outcome, "status", saved.Status, "result_version", saved.ResultVersion,
		"results", len(report.Results), "duration_ms", time.Since(start).Milliseconds())
	return finish(outcome)
}

var errJobMoved = errors.New("job changed during the re-parse")

// sameResults compares what clients see of two reports: metadata and
// results, provenance and confidence included.
func sameResults(a, b *assay.ParsedLabReport) bool {
	if a == nil || b == nil {
		return a == b
	}
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

// reparseRetryOrFail returns err for asynq to retry, except on the last
// attempt, where the run records the job as failed.
func (w *Worker) reparseRetryOrFail(ctx context.Context, p ReparsePayload, err error) error {
	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, _ := asynq.GetMaxRetry(ctx)
	w.logger().Warn("reparse attempt failed", "job_id", p.JobID, "run_id", p.RunID, "err", err.Error(), "retry", retried, "max_retry", maxRetry)
	if retried < maxRetry {
		return err
	}
	if ferr := w.Store.FinishRunJob(ctx, p.RunID, p.JobID, store.ReparseFailed); ferr != nil {
		return ferr
	}
	return err
}
