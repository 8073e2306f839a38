package jobs

import (
	"context"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
)

// SweepOutbox publishes job events that were saved with their change but
// never published, and queues messages that were stored but never queued
// (or whose chain a crash left stalled), all older than grace. It returns
// how many events and sends it queued.
func (w *Webhooks) SweepOutbox(ctx context.Context, grace time.Duration) (int, error) {
	before := time.Now().Add(-grace)
	n := 0
	keys, err := w.Store.StrandedJobEvents(ctx, before)
	if err != nil {
		return n, err
	}
	for _, key := range keys {
		jobID, eventType, ok := store.ParseJobEventKey(key)
		job, err := w.Store.GetJob(ctx, jobID)
		if !ok || assay.ErrorCode(err) == assay.ENOTFOUND {
			if err := w.Store.AckJobEvent(ctx, key); err != nil {
				return n, err
			}
			continue
		} else if err != nil {
			return n, err
		}
		// The job as it is now, under the lost event's id.
		if err := w.publishJob(ctx, eventType, job, key); err != nil {
			return n, err
		}
		n++
	}

	ids, err := w.Store.StrandedMessages(ctx, before)
	if err != nil {
		return n, err
	}
	for _, id := range ids {
		queued, err := w.unstall(ctx, id)
		if err != nil {
			return n, err
		}
		if queued {
			n++
		}
	}
	return n, nil
}

// unstall queues an undelivered message if it heads its chain, first
// dropping a finished head a crash left in the chain.
func (w *Webhooks) unstall(ctx context.Context, id string) (bool, error) {
	m, err := w.Store.GetMessage(ctx, id)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return false, w.Store.ForgetMessage(ctx, id)
	} else if err != nil {
		return false, err
	}
	if m.Status != assay.MessagePending {
		return false, w.Store.ForgetMessage(ctx, id)
	}
	head, err := w.Store.ChainHead(ctx, m.EndpointID, m.OrderKey)
	if err != nil {
		return false, err
	}
	if head != "" && head != m.ID {
		hm, err := w.Store.GetMessage(ctx, head)
		if err == nil && hm.Status == assay.MessagePending {
			return false, nil // the head's delivery queues this one
		} else if err != nil && assay.ErrorCode(err) != assay.ENOTFOUND {
			return false, err
		}
		if head, err = w.Store.PopChain(ctx, m.EndpointID, m.OrderKey, head); err != nil {
			return false, err
		}
		if head != "" && head != m.ID {
			return false, nil // a later sweep reaches it
		}
	}
	return w.enqueue(ctx, &m.WebhookMessage)
}

// SweepParses queues the parse of every job created before grace ago that
// is still upload_pending or started: its task may have been lost between
// the record and the queue, or with the last writes of a crashed Redis.
// Queueing uses the job id as task id, so a job whose task is still queued
// or running is left alone. It returns how many parses it queued.
func SweepParses(ctx context.Context, st *store.Store, q *Client, grace time.Duration) (int, error) {
	ids, err := st.OwedParses(ctx, time.Now().Add(-grace))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		job, err := st.GetJob(ctx, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			if err := st.ForgetParse(ctx, id); err != nil {
				return n, err
			}
			continue
		} else if err != nil {
			return n, err
		}
		if job.Status != assay.JobUploadPending && job.Status != assay.JobStarted {
			if err := st.ForgetParse(ctx, id); err != nil {
				return n, err
			}
			continue
		}
		queued, err := q.RequeueParse(ctx, job)
		if err != nil {
			return n, err
		}
		if queued {
			n++
		}
	}
	return n, nil
}
