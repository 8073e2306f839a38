package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/hibiken/asynq"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

var (
	parseJobs = promauto.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "assay_parse_job_duration_seconds",
		Help:    "Duration of parse and re-parse task runs by task, outcome (the job's status after the run, failed, or retry) and document kind (pdf, image, mixed).",
		Buckets: []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300},
	}, []string{"task", "outcome", "kind"})
	webhookDeliveries = promauto.NewCounterVec(prometheus.CounterOpts{
		Name: "assay_webhook_deliveries_total",
		Help: "Webhook delivery attempts by outcome (delivered, retrying, exhausted, gone, endpoint_disabled).",
	}, []string{"outcome"})
	// OCRPageSeconds is observed by the parser's OCR pool for every page.
	OCRPageSeconds = promauto.NewHistogram(prometheus.HistogramOpts{
		Name:    "assay_ocr_page_seconds",
		Help:    "Tesseract time per page or image.",
		Buckets: []float64{0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 10, 30},
	})
)

// measureParse records the duration and outcome of every parse task run.
func (w *Worker) measureParse(next asynq.HandlerFunc) asynq.HandlerFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		start := time.Now()
		err := next(ctx, t)
		outcome, kind := "retry", "unknown"
		if errors.Is(err, asynq.SkipRetry) {
			outcome = assay.JobFailed
		}
		if id := jobIDOf(t); id != "" {
			if job, gerr := w.Store.GetJob(ctx, id); gerr == nil {
				kind = documentKind(job.Files)
				if err == nil {
					outcome = job.Status
				}
			}
		}
		task := "parse"
		if t.Type() == TypeReparse {
			task = "reparse"
		}
		parseJobs.WithLabelValues(task, outcome, kind).Observe(time.Since(start).Seconds())
		return err
	}
}

// documentKind says whether a job's files are PDFs, images, or both.
func documentKind(files []assay.JobFile) string {
	var pdf, img bool
	for _, f := range files {
		if f.ContentType == "application/pdf" {
			pdf = true
		} else if strings.HasPrefix(f.ContentType, "image/") {
			img = true
		}
	}
	switch {
	case pdf && img:
		return "mixed"
	case pdf:
		return "pdf"
	case img:
		return "image"
	}
	return "unknown"
}

// jobIDOf reads the job id of a parse or re-parse task; both payloads carry job_id.
func jobIDOf(t *asynq.Task) string {
	var p ParsePayload
	if json.Unmarshal(t.Payload(), &p) != nil {
		return ""
	}
	return p.JobID
}
