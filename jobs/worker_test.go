package jobs_test

import (
	"testing"
	"time"

	"github.com/assayhq/assay/jobs"
	"github.com/hibiken/asynq"
)

// startWorker runs w's task handlers on a real asynq server over aopt,
// polling fast, until the test ends.
func startWorker(t *testing.T, aopt asynq.RedisConnOpt, w *jobs.Worker, concurrency int, schedule []time.Duration) {
	t.Helper()
	srv := asynq.NewServer(aopt, asynq.Config{
		Concurrency:              concurrency,
		Queues:                   jobs.Queues,
		RetryDelayFunc:           jobs.RetryDelay(schedule),
		TaskCheckInterval:        10 * time.Millisecond,
		DelayedTaskCheckInterval: 20 * time.Millisecond,
		LogLevel:                 asynq.FatalLevel,
	})
	if err := srv.Start(w.Mux()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Shutdown)
}
