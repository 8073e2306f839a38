package assay

import (
	"context"
	"time"
)

// Erasure statuses.
const (
	ErasureQueued    = "queued"    // the user is tombstoned; their data is still being deleted
	ErasureCompleted = "completed" // every record and file carrying their data is gone
)

// Erasure is the record of one user's erasure: DELETE /v2/user/{id}
// tombstones the user at once (every API read of their data answers 404)
// and queues a resumable task that deletes what carries their data. It
// holds ids and counts only.
type Erasure struct {
	TeamID      string         `json:"team_id"`
	UserID      string         `json:"user_id"`
	Status      string         `json:"status"`
	RequestedAt time.Time      `json:"requested_at"`
	UpdatedAt   time.Time      `json:"updated_at"`
	CompletedAt *time.Time     `json:"completed_at,omitempty"`
	Runs        int            `json:"runs"`                 // task runs, 1 unless a run was interrupted or failed
	Erased      map[string]int `json:"erased"`               // records deleted or redacted, by kind
	LastError   string         `json:"last_error,omitempty"` // of the last failed run
}

// UserDataEraser deletes what one part of Assay keeps about a user of a
// team (the wearables service, for one). The erasure task calls every
// registered eraser on each run, so DeleteUser must be idempotent.
type UserDataEraser interface {
	DeleteUser(ctx context.Context, teamID, userID string) error
}
