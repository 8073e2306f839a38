// Package jobs defines Assay's background tasks (asynq), how they are
// enqueued, and the worker handlers that run them.
package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/assayhq/assay"
	"github.com/hibiken/asynq"
)

// Task types. Payloads carry ids only, never patient data.
const (
	TypeParse          = "lab_report:parse"
	TypeDeliverWebhook = "webhook:deliver"
)

// Queues and their priority weights.
const (
	QueueParse    = "parse"
	QueueWebhooks = "webhooks"
)

// Queues is the asynq queue configuration of a worker process.
var Queues = map[string]int{
	QueueParse:    6,
	QueueWebhooks: 3,
	QueueImports:  2,
	QueueErasure:  2,
	QueueReparse:  1,
}

// ParseTimeout bounds one parse attempt; OCR of a long scan is the slow case.
const ParseTimeout = 10 * time.Minute

// ParsePayload is the payload of a TypeParse task.
type ParsePayload struct {
	JobID string `json:"job_id"`
}

// Client enqueues tasks.
type Client struct {
	c        *asynq.Client
	MaxRetry int
}

// NewClient returns a Client over the given Redis connection.
func NewClient(opt asynq.RedisConnOpt, maxRetry int) *Client {
	return &Client{c: asynq.NewClient(opt), MaxRetry: maxRetry}
}

// Close closes the client's Redis connection.
func (c *Client) Close() error { return c.c.Close() }

// EnqueueParse queues the parse of a job. The task id is the job id, so a job
// is never queued twice.
func (c *Client) EnqueueParse(ctx context.Context, job *assay.ParsingJob) error {
	_, err := c.RequeueParse(ctx, job)
	return err
}

// RequeueParse queues a job's parse under the job id as task id and says
// whether it was queued now; false means its task already exists (queued,
// running, retrying, or kept after the end).
func (c *Client) RequeueParse(ctx context.Context, job *assay.ParsingJob) (bool, error) {
	payload, err := json.Marshal(ParsePayload{JobID: job.ID})
	if err != nil {
		return false, err
	}
	_, err = c.c.EnqueueContext(ctx, asynq.NewTask(TypeParse, payload),
		asynq.TaskID(job.ID), asynq.Queue(QueueParse), asynq.MaxRetry(c.MaxRetry),
		asynq.Timeout(ParseTimeout), asynq.Retention(24*time.Hour))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return false, nil
	}
	return err == nil, err
}
