package jobs

import (
	"context"
	"time"
)

// SweepOutbox queues events and deliveries stored but not queued.
func (w *Webhooks) SweepOutbox(ctx context.Context, grace time.Duration) (int, error) {
	return 0, nil
}
