package api

import (
	"context"
	"net/http"
	"time"
)

// healthz and readyz answer liveness and readiness probes without authentication.
// /healthz says the process serves HTTP; /readyz checks Redis and storage.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
	defer cancel()
	checks := map[string]string{"redis": "ok", "storage": "ok"}
	status := http.StatusOK
	if err := s.Redis.Ping(ctx); err != nil {
		checks["redis"], status = "unreachable", http.StatusServiceUnavailable
	}
	if err := s.Storage.Ping(ctx); err != nil {
		checks["storage"], status = "unreachable", http.StatusServiceUnavailable
	}
	writeJSON(w, status, map[string]any{"status": map[bool]string{true: "ok", false: "unavailable"}[status == http.StatusOK], "checks": checks})
}
