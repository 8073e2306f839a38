package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/wearables"
	"github.com/hibiken/asynq"
)

// TypeImport reads a wearable import file (FIT, GPX, TCX, Apple Health
// export) into a user's data. It runs on QueueImports.
const TypeImport = "wearables:import"

// QueueImports holds wearable imports.
const QueueImports = "imports"

// ImportTimeout bounds one import attempt: a 100 MB export is the slow case.
const ImportTimeout = 30 * time.Minute

// ImportPayload is the payload of a TypeImport task.
type ImportPayload struct {
	ImportID string `json:"import_id"`
}

// EnqueueImport queues the reading of an import. The task id is the import
// id, so an import is never queued twice.
func (c *Client) EnqueueImport(ctx context.Context, im *assay.Import) error {
	payload, err := json.Marshal(ImportPayload{ImportID: im.ID})
	if err != nil {
		return err
	}
	_, err = c.c.EnqueueContext(ctx, asynq.NewTask(TypeImport, payload),
		asynq.TaskID("import:"+im.ID), asynq.Queue(QueueImports), asynq.MaxRetry(c.MaxRetry),
		asynq.Timeout(ImportTimeout), asynq.Retention(24*time.Hour))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	return err
}

// Imports runs import tasks through the wearables service.
type Imports struct {
	Service *wearables.Service
	Logger  *slog.Logger
}

// HandleImport reads one import. A file that cannot be read ends the import
// failed without retries; storage and Redis errors are retried, and the
// last retry fails the import so that it never stays started.
func (h *Imports) HandleImport(ctx context.Context, t *asynq.Task) error {
	var p ImportPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.ImportID == "" {
		return fmt.Errorf("bad import payload: %w", asynq.SkipRetry)
	}
	log := h.Logger
	if log == nil {
		log = slog.Default()
	}
	log = log.With("import_id", p.ImportID, "task", TypeImport)
	start := time.Now()
	im, err := h.Service.RunImport(ctx, p.ImportID)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return fmt.Errorf("import %s not found: %w", p.ImportID, asynq.SkipRetry)
	}
	if err != nil {
		retried, _ := asynq.GetRetryCount(ctx)
		max, _ := asynq.GetMaxRetry(ctx)
		if retried >= max {
			reason := "storage_error: the file could not be read after retries"
			if _, uerr := h.Service.Store.UpdateImport(ctx, p.ImportID, func(x *assay.Import) error {
				x.Status, x.FailureReason = assay.ImportFailed, &reason
				return nil
			}); uerr != nil {
				return uerr
			}
		}
		log.Warn("import attempt failed", "err", err.Error(), "retried", retried)
		return err
	}
	log.Info("import finished", "status", im.Status, "format", im.Format, "workouts", im.Workouts,
		"samples", im.Samples, "activities", im.Activities, "duration_ms", time.Since(start).Milliseconds())
	return nil
}
