package jobs

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/assayhq/assay/store"
)

// Sweeper is the outbox's second half: every Interval it queues what was
// stored but never queued because a process died in between (or Redis
// refused the enqueue): erasures, parses, webhook messages at the head of a
// chain with no delivery task, and parsing jobs whose status changed
// without its event. Queueing is idempotent (task ids), so several processes may sweep.
type Sweeper struct {
	Interval time.Duration // 0: one minute
	// Grace is how old a stored item must be before it counts as stranded,
	// so the sweeper does not race the request that is queueing it.
	Grace    time.Duration // 0: one minute
	Erasure  *Erasure
	Webhooks *Webhooks
	// Store and Queue re-queue parses whose task was lost (both or neither).
	Store  *store.Store
	Queue  *Client
	Logger *slog.Logger
}

func (s *Sweeper) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.Default()
}

// Start runs the sweeper until the returned stop is called; stop waits
// for a sweep in progress to end.
func (s *Sweeper) Start(ctx context.Context) (stop func()) {
	interval, grace := s.Interval, s.Grace
	if interval <= 0 {
		interval = time.Minute
	}
	if grace <= 0 {
		grace = time.Minute
	}
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			s.SweepOnce(ctx, grace)
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return func() { cancel(); wg.Wait() }
}

// SweepOnce queues every stranded item older than grace and logs what it
// found; errors are logged and the next sweep tries again.
func (s *Sweeper) SweepOnce(ctx context.Context, grace time.Duration) {
	log := s.logger().With("component", "sweeper")
	if s.Erasure != nil {
		if n, err := s.Erasure.SweepErasures(ctx, grace); err != nil {
			log.Warn("erasure sweep failed", "err", err.Error())
		} else if n > 0 {
			log.Info("queued unfinished erasures", "count", n)
		}
	}
	if s.Store != nil && s.Queue != nil {
		if n, err := SweepParses(ctx, s.Store, s.Queue, grace); err != nil {
			log.Warn("parse sweep failed", "err", err.Error())
		} else if n > 0 {
			log.Warn("queued parses a crash left unqueued", "count", n)
		}
	}
	if s.Webhooks != nil {
		if n, err := s.Webhooks.SweepOutbox(ctx, grace); err != nil {
			log.Warn("outbox sweep failed", "err", err.Error())
		} else if n > 0 {
			log.Warn("queued events a crash left unqueued", "count", n)
		}
	}
}
