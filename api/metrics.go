package api

import (
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

// HTTP metrics are labelled by route pattern, never by raw path, so ids
// do not explode the series count.
var (
	httpRequests = promauto.NewCounterVec(prometheus.CounterOpts{
		Name: "assay_http_requests_total",
		Help: "HTTP requests by route pattern, method and status code.",
	}, []string{"route", "method", "status"})
	httpDuration = promauto.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "assay_http_request_duration_seconds",
		Help:    "HTTP request latency by route pattern and method.",
		Buckets: prometheus.DefBuckets,
	}, []string{"route", "method"})
)

func observeRequest(route, method string, status int, d time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	httpRequests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	httpDuration.WithLabelValues(route, method).Observe(d.Seconds())
}
