package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	"github.com/assayhq/assay/jobs"
	"github.com/hibiken/asynq"
)

// errRecycle ends App.Run when the worker process should start afresh.
var errRecycle = errors.New("worker memory past ASSAY_WORKER_RECYCLE_RSS_MB; restarting")

// returnMemoryAbove is the resident size above which a finished parse job
// is followed by handing free memory back to the OS: a forced GC and
// scavenge for Go's heap, malloc_trim for Tesseract's and Leptonica's.
var returnMemoryAbove int64 = 128 << 20

// memoryGuard returns memory after large parse jobs, and asks for a
// restart once the process stays larger than limit even so (C heap
// fragmentation Go cannot give back).
type memoryGuard struct {
	limit   int64
	recycle chan struct{}
	once    sync.Once
}

func newMemoryGuard(limitMB int) *memoryGuard {
	return &memoryGuard{limit: int64(limitMB) << 20, recycle: make(chan struct{})}
}

// middleware runs after every parse and re-parse task.
func (g *memoryGuard) middleware(next asynq.Handler) asynq.Handler {
	return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
		err := next.ProcessTask(ctx, t)
		if t.Type() == jobs.TypeParse || t.Type() == jobs.TypeReparse {
			g.afterJob()
		}
		return err
	})
}

func (g *memoryGuard) afterJob() {
	before := residentBytes()
	if before < returnMemoryAbove {
		return
	}
	debug.FreeOSMemory()
	mallocTrim()
	after := residentBytes()
	slog.Info("worker memory returned", "rss_before_mb", before>>20, "rss_after_mb", after>>20)
	if after > g.limit {
		g.once.Do(func() {
			slog.Warn("worker memory stays past the recycle limit; restarting after in-flight jobs",
				"rss_mb", after>>20, "limit_mb", g.limit>>20)
			close(g.recycle)
		})
	}
}

// residentBytes is this process's resident set size (0 if unknown).
func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}
