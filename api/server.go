// Package api is Assay's HTTP interface: the chi router, team API-key auth,
// thin handlers and the error shapes.
package api

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Enqueuer queues background work for a job.
type Enqueuer interface {
	EnqueueParse(ctx context.Context, job *assay.ParsingJob) error
}

// Server holds what the handlers need.
type Server struct {
	// Order settings: the deployment environment (simulation runs only in
	// sandbox), the base URL put in requisition links, the date from which
	// delegated lab accounts need a physician on each order, and where
	// order status changes go (nil: nowhere yet).
	Environment                   string
	PublicURL                     string
	DelegatedPhysicianEnforcement time.Time
	OrderEvents                   OrderEvents

	Store  *store.Store
	Blobs  store.Blobs
	Queue  Enqueuer
	Tokens *SignInTokens
	Logger *slog.Logger
	// Events, if set, sends lab_report.parsing_job.* webhooks and re-sends
	// webhook messages.
	Events EventPublisher
	// WebhookSecretOverlap is how long a rotated-out secret keeps signing.
	WebhookSecretOverlap time.Duration
	// Admin, if set, serves the queue dashboard under AdminPath.
	Admin http.Handler
	// Desk, if set, serves the reviewers' web desk under /review.
	Desk http.Handler
}

// Handler returns the router with every route.
func (s *Server) Handler() http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID)
	r.Use(s.logRequests)
	r.Use(s.recoverPanics)
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, map[string]string{"detail": "Not Found"})
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"detail": "Method Not Allowed"})
	})

	r.Get("/healthz", s.healthz)
	r.Get("/readyz", s.readyz)
	r.Handle("/metrics", promhttp.Handler())
	if s.Admin != nil {
		r.Mount(AdminPath, s.Admin)
	}
	if s.Desk != nil {
		r.Mount("/review", s.Desk)
	}

	r.Group(func(r chi.Router) {
		r.Use(s.authenticate)
		s.orderRoutes(r)

		r.Post("/v2/user", s.createUser)
		r.Post("/v2/user/", s.createUser)
		r.Get("/v2/user", s.listUsers)
		r.Get("/v2/user/", s.listUsers)
		r.Get("/v2/user/{user_id}", s.getUser)
		r.Delete("/v2/user/{user_id}", s.deleteUser)
		r.Post("/v2/user/{user_id}/sign_in_token", s.createSignInToken)

		r.Post("/lab_report/v1/parser/job", s.createParsingJob)
		r.Get("/lab_report/v1/parser/job/{job_id}", s.getParsingJob)
		s.reviewRoutes(r)
		s.versionRoutes(r)
	})
	return r
}

type ctxKey int

const teamKey ctxKey = 0

func teamFrom(ctx context.Context) *assay.Team { return ctx.Value(teamKey).(*assay.Team) }

// authenticate resolves the x-service-api-key header to a team.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		team, err := s.Store.Authenticate(r.Context(), r.Header.Get("x-service-api-key"))
		if err != nil {
			writeError(w, r, err)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), teamKey, team)))
	})
}

// logRequests logs method, route, status and latency; never bodies or query
// values, which can carry patient data.
func (s *Server) logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		next.ServeHTTP(ww, r)
		route := chi.RouteContext(r.Context()).RoutePattern()
		observeRequest(route, r.Method, ww.Status(), time.Since(start))
		s.logger().InfoContext(r.Context(), "http request",
			"request_id", middleware.GetReqID(r.Context()),
			"method", r.Method, "route", route, "status", ww.Status(),
			"bytes", ww.BytesWritten(), "duration_ms", time.Since(start).Milliseconds())
	})
}

func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.logger().ErrorContext(r.Context(), "handler panic", "request_id", middleware.GetReqID(r.Context()), "panic", v)
				writeJSON(w, http.StatusInternalServerError, map[string]string{"detail": "Internal error."})
			}
		}()
		next.ServeHTTP(w, r)
	})
}

func (s *Server) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.Default()
}

// drain reads what is left of a body so that keep-alive connections survive.
func drain(r io.Reader, max int64) { _, _ = io.Copy(io.Discard, io.LimitReader(r, max)) }
