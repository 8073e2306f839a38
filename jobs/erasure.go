package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/hibiken/asynq"
)

// TypeEraseUser deletes what carries an erased user's data.
const TypeEraseUser = "user:erase"

// QueueErasure runs erasures, ahead of re-parses.
const QueueErasure = "erasure"

// ErasePayload is the payload of a TypeEraseUser task: ids only.
type ErasePayload struct {
	TeamID string `json:"team_id"`
	UserID string `json:"user_id"`
}

// Erasure erases users: DeleteUser tombstones the user at once and queues
// HandleErase, which deletes their jobs (records, result versions, review
// trails, files), redacts their webhook message bodies and their orders'
// patient details, and calls every Erasers entry. Each step is idempotent,
// so an interrupted erasure resumes by running again; the sweeper queues
// any erasure left unqueued.
type Erasure struct {
	Store  *store.Store
	Blobs  store.Blobs
	Client *Client
	// Erasers delete the user's data kept by other services, e.g. the
	// wearables service: append it here (one line in cmd/assay/serve.go).
	Erasers []assay.UserDataEraser
	Logger  *slog.Logger
}

func (e *Erasure) logger() *slog.Logger {
	if e.Logger != nil {
		return e.Logger
	}
	return slog.Default()
}

// Users is the assay.UserService of the API: the store's users, with
// DeleteUser going through the erasure.
type Users struct {
	*store.Store
	Erasure *Erasure
}

var _ assay.UserService = (*Users)(nil)

// DeleteUser erases a team's user (Erasure.DeleteUser).
func (u *Users) DeleteUser(ctx context.Context, teamID, userID string) error {
	return u.Erasure.DeleteUser(ctx, teamID, userID)
}

// DeleteUser tombstones a team's user, so that every read of their data
// answers 404 from now on, and queues the erasure of that data. A failure
// to queue is logged and left to the sweeper: the deletion stands.
func (e *Erasure) DeleteUser(ctx context.Context, teamID, userID string) error {
	if err := e.Store.DeleteUser(ctx, teamID, userID); err != nil {
		return err
	}
	if err := e.Enqueue(ctx, teamID, userID); err != nil {
		e.logger().ErrorContext(ctx, "erasure not queued; the sweeper will queue it", "team_id", teamID, "user_id", userID, "err", err.Error())
	}
	return nil
}

// Enqueue queues the erasure task of a user; the task id makes a second
// queueing of a queued erasure a no-op.
func (e *Erasure) Enqueue(ctx context.Context, teamID, userID string) error {
	payload, err := json.Marshal(ErasePayload{TeamID: teamID, UserID: userID})
	if err != nil {
		return err
	}
	_, err = e.Client.c.EnqueueContext(ctx, asynq.NewTask(TypeEraseUser, payload),
		asynq.TaskID("erase:"+teamID+":"+userID), asynq.Queue(QueueErasure), asynq.MaxRetry(25), asynq.Timeout(30*time.Minute))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	return err
}

// HandleErase runs (or resumes) one user's erasure and records its
// progress in the erasure record.
func (e *Erasure) HandleErase(ctx context.Context, t *asynq.Task) error {
	var p ErasePayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.TeamID == "" || p.UserID == "" {
		return fmt.Errorf("bad erase payload: %w", asynq.SkipRetry)
	}
	log := e.logger().With("team_id", p.TeamID, "user_id", p.UserID, "task", TypeEraseUser)
	rec, err := e.Store.UpdateErasure(ctx, p.TeamID, p.UserID, func(r *assay.Erasure) error { r.Runs++; return nil })
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return fmt.Errorf("no erasure record: %w", asynq.SkipRetry)
	} else if err != nil {
		return err
	}
	if rec.Status == assay.ErasureCompleted {
		return nil
	}
	counts, err := e.erase(ctx, p.TeamID, p.UserID)
	_, uerr := e.Store.UpdateErasure(ctx, p.TeamID, p.UserID, func(r *assay.Erasure) error {
		for k, n := range counts {
			r.Erased[k] += n
		}
		r.LastError = ""
		if err != nil {
			r.LastError = err.Error()
			return nil
		}
		now := time.Now().UTC()
		r.Status, r.CompletedAt = assay.ErasureCompleted, &now
		return nil
	})
	if err != nil {
		log.Warn("erasure interrupted; it resumes on retry", "err", err.Error())
		return err
	}
	if uerr != nil {
		return uerr
	}
	log.Info("user erased", "erased", counts)
	return nil
}

// erase deletes or redacts what carries the user's data and returns how
// many records of each kind it touched.
func (e *Erasure) erase(ctx context.Context, teamID, userID string) (map[string]int, error) {
	counts := map[string]int{}
	jobs, err := e.Store.UserJobs(ctx, teamID, userID)
	if err != nil {
		return counts, err
	}
	for _, j := range jobs {
		// Files first: a record whose files are gone can be found again
		// on a retry; files whose record is gone could not.
		for _, f := range j.Files {
			if err := e.Blobs.Delete(ctx, f.Key); err != nil {
				return counts, fmt.Errorf("delete file of job %s: %w", j.ID, err)
			}
			counts["files"]++
		}
		if err := e.Store.DeleteJob(ctx, j); err != nil {
			return counts, err
		}
		counts["parsing_jobs"]++
	}
	n, err := e.Store.EraseUserMessages(ctx, teamID, userID)
	counts["webhook_messages"] += n
	if err != nil {
		return counts, err
	}
	n, err = e.Store.EraseUserOrders(ctx, teamID, userID)
	counts["orders"] += n
	if err != nil {
		return counts, err
	}
	if err := e.Store.DropUserIndexes(ctx, teamID, userID); err != nil {
		return counts, err
	}
	for _, x := range e.Erasers {
		if err := x.DeleteUser(ctx, teamID, userID); err != nil {
			return counts, fmt.Errorf("%T: %w", x, err)
		}
		counts["other_services"]++
	}
	return counts, nil
}

// SweepErasures queues every erasure requested before olderThan ago and
// not completed: one whose queueing failed, or whose task was lost.
func (e *Erasure) SweepErasures(ctx context.Context, olderThan time.Duration) (int, error) {
	pending, err := e.Store.PendingErasures(ctx, time.Now().Add(-olderThan))
	if err != nil {
		return 0, err
	}
	for _, p := range pending {
		if err := e.Enqueue(ctx, p[0], p[1]); err != nil {
			return 0, err
		}
	}
	return len(pending), nil
}
