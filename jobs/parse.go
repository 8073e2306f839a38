package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/store"
	"github.com/hibiken/asynq"
)

// Worker runs parse tasks.
type Worker struct {
	Store        *store.Store
	Blobs        store.Blobs
	Parser       *parser.Parser
	LoincVersion string
	Logger       *slog.Logger
	// Events, if set, sends a lab_report.parsing_job.updated webhook on every
	// status change and delivers webhooks.
	Events *Webhooks
	// Imports, if set, runs wearable imports.
	Imports *Imports
	// Erasure, if set, runs user erasures.
	Erasure *Erasure
}

// Mux routes task types to the worker's handlers.
func (w *Worker) Mux() *asynq.ServeMux {
	mux := asynq.NewServeMux()
	mux.HandleFunc(TypeParse, w.measureParse(w.HandleParse))
	mux.HandleFunc(TypeReparse, w.measureParse(w.HandleReparse))
	if w.Events != nil {
		mux.HandleFunc(TypeDeliverWebhook, w.Events.HandleDeliver)
	}
	if w.Imports != nil {
		mux.HandleFunc(TypeImport, w.Imports.HandleImport)
	}
	if w.Erasure != nil {
		mux.HandleFunc(TypeEraseUser, w.Erasure.HandleErase)
	}
	return mux
}

func (w *Worker) logger() *slog.Logger {
	if w.Logger != nil {
		return w.Logger
	}
	return slog.Default()
}

// HandleParse parses the files of one job and records the outcome. Input
// that cannot be parsed fails the job without retries; storage and Redis
// errors are returned so that asynq retries them.
func (w *Worker) HandleParse(ctx context.Context, t *asynq.Task) error {
	var p ParsePayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.JobID == "" {
		return fmt.Errorf("bad parse payload: %w", asynq.SkipRetry)
	}
	log := w.logger().With("job_id", p.JobID, "task", TypeParse)
	start := time.Now()

	job, err := w.Store.GetJob(ctx, p.JobID)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		log.Warn("parse task for a missing job")
		return fmt.Errorf("job %s not found: %w", p.JobID, asynq.SkipRetry)
	} else if err != nil {
		return err
	}
	switch job.Status {
	case assay.JobCompleted, assay.JobFailed, assay.JobPendingReview:
		// A re-delivery after a crash or an error after the outcome was
		// recorded: finish what may not have happened (at least once).
		log.Info("parse task for a finished job; re-sending its status", "status", job.Status)
		return w.statusChanged(ctx, job)
	}
	started, err := w.Store.UpdateJob(ctx, job.ID, func(j *assay.ParsingJob) error {
		j.Status = assay.JobStarted
		return nil
	})
	if err != nil {
		return err
	}
	if err := w.statusChanged(ctx, started); err != nil {
		return err
	}

	inputs, err := w.readFiles(ctx, job)
	if err != nil {
		return w.retryOrFail(ctx, log, job.ID, err)
	}
	report, err := w.Parser.Parse(ctx, inputs)
	var failure *parser.Failure
	if errors.As(err, &failure) {
		failed, uerr := w.Store.UpdateJob(ctx, job.ID, func(j *assay.ParsingJob) error {
			j.Status = assay.JobFailed
			j.Fail(failure.Reason, failure.Detail, failure.Limit)
			j.ParserVersion = parser.Version
			return nil
		})
		if uerr != nil {
			return uerr
		}
		if err := w.statusChanged(ctx, failed); err != nil {
			return err
		}
		log.Info("parse failed", "failure_reason", failure.Reason, "resource_limit", failure.Limit, "duration_ms", time.Since(start).Milliseconds())
		return fmt.Errorf("%s: %w", failure.Reason, asynq.SkipRetry)
	} else if err != nil {
		return w.retryOrFail(ctx, log, job.ID, err)
	}

	done, _, err := w.Store.CommitResult(ctx, job.ID, assay.SourceParse, func(j *assay.ParsingJob, _ *assay.ResultVersion) (bool, error) {
		j.SetResult(report, parser.Version, w.LoincVersion)
		return true, nil
	})
	if err != nil {
		return err
	}
	if err := w.statusChanged(ctx, done); err != nil {
		return err
	}
	log.Info("parse done", "status", done.Status, "results", len(report.Results),
		"files", len(inputs), "duration_ms", time.Since(start).Milliseconds())
	return nil
}

func (w *Worker) readFiles(ctx context.Context, job *assay.ParsingJob) ([]parser.Input, error) {
	inputs := make([]parser.Input, 0, len(job.Files))
	for _, f := range job.Files {
		rc, err := w.Blobs.Get(ctx, f.Key)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f.Key, err)
		}
		data, err := io.ReadAll(io.LimitReader(rc, assay.MaxUploadBytes+1))
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f.Key, err)
		}
		inputs = append(inputs, parser.Input{Name: f.Name, Data: data})
	}
	return inputs, nil
}

// retryOrFail returns err for asynq to retry, except on the last attempt,
// where the job is marked failed so that it never stays "started".
func (w *Worker) retryOrFail(ctx context.Context, log *slog.Logger, jobID string, err error) error {
	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, _ := asynq.GetMaxRetry(ctx)
	log.Warn("parse attempt failed", "err", err.Error(), "retry", retried, "max_retry", maxRetry)
	if retried < maxRetry {
		return err
	}
	failed, uerr := w.Store.UpdateJob(ctx, jobID, func(j *assay.ParsingJob) error {
		j.Status = assay.JobFailed
		j.Fail(assay.FailureInternalError, "the job could not be completed after retries", "")
		return nil
	})
	if uerr != nil {
		return uerr
	}
	if serr := w.statusChanged(ctx, failed); serr != nil {
		return serr
	}
	return err
}

// statusChanged tells the team about a job's new status with a
// lab_report.parsing_job.updated event (the review queue follows the status
// inside the store's transaction).
func (w *Worker) statusChanged(ctx context.Context, job *assay.ParsingJob) error {
	if w.Events == nil {
		return nil
	}
	return Announce(ctx, w.Events, w.logger(), assay.EventParsingJobUpdated, job)
}
