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
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

// Services are the application services the handlers call; each owns the
// rules of its domain. A new feature adds its service here and its routes in
// routes.go.
type Services struct {
	Teams     assay.TeamService
	Users     assay.UserService
	Jobs      assay.JobService
	Orders    assay.OrderService
	Catalogue assay.CatalogueService
	Webhooks  assay.WebhookService
	// Wearables is the device-data service: imports, pushes, device
	// sessions, summaries, timeseries and streams.
	Wearables assay.WearableService
}

// Server holds what the handlers need.
type Server struct {
	Services

	// Redis and Storage are what /readyz checks.
	Redis   Pinger
	Storage Pinger
	Tokens  *SignInTokens
	Logger  *slog.Logger
	// Admin, if set, serves the queue dashboard under AdminPath.
	Admin http.Handler
	// Desk, if set, serves the reviewers' web desk under /review.
	Desk http.Handler
}

// Pinger is a dependency /readyz checks.
type Pinger interface {
	Ping(ctx context.Context) error
}

// Handler returns the router with every route (routes.go).
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
	s.routes(r)
	return r
}

type ctxKey int

const teamKey ctxKey = 0

func teamFrom(ctx context.Context) *assay.Team { return ctx.Value(teamKey).(*assay.Team) }

// authenticate resolves the x-service-api-key header to a team.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		team, err := s.Teams.Authenticate(r.Context(), r.Header.Get("x-service-api-key"))
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
