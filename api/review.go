package api

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
)

// reviewItem is a job in the review queue: the upstream ParsingJob plus
// what a reviewer needs to find the patient's file.
type reviewItem struct {
	assay.ParsingJobView
	UserID    string     `json:"user_id"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt time.Time  `json:"updated_at"`
	Files     []fileInfo `json:"files"`
}

type fileInfo struct {
	Index       int    `json:"index"`
	Name        string `json:"name"`
	ContentType string `json:"content_type"`
	Size        int64  `json:"size"`
}

func (s *Server) listPendingReview(w http.ResponseWriter, r *http.Request) {
	offset, limit, err := pageQuery(r, 50)
	if err != nil {
		writeError(w, r, err)
		return
	}
	userID := ""
	if v := r.URL.Query().Get("user_id"); v != "" {
		id, err := uuid.Parse(v)
		if err != nil {
			writeError(w, r, assay.InvalidAs("uuid_parsing", "Input should be a valid UUID", "query", "user_id"))
			return
		}
		userID = id.String()
	}
	jobs, total, err := s.Jobs.ListPendingReview(r.Context(), teamFrom(r.Context()).ID, userID, offset, limit)
	if err != nil {
		writeError(w, r, err)
		return
	}
	items := make([]reviewItem, 0, len(jobs))
	for _, j := range jobs {
		it := reviewItem{ParsingJobView: j.View(), UserID: j.UserID, CreatedAt: j.CreatedAt, UpdatedAt: j.UpdatedAt, Files: []fileInfo{}}
		for i, f := range j.Files {
			it.Files = append(it.Files, fileInfo{Index: i, Name: f.Name, ContentType: f.ContentType, Size: f.Size})
		}
		items = append(items, it)
	}
	writeJSON(w, http.StatusOK, map[string]any{"jobs": items, "total": total, "offset": offset, "limit": limit})
}

// getJobFile streams an uploaded file of a job from blob storage.
func (s *Server) getJobFile(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	idx, err := strconv.Atoi(chi.URLParam(r, "index"))
	if err != nil || idx < 0 {
		writeError(w, r, assay.InvalidAs("int_parsing", "Input should be a valid non-negative integer", "path", "index"))
		return
	}
	f, rc, err := s.Jobs.OpenFile(r.Context(), teamFrom(r.Context()).ID, id, idx)
	if err != nil {
		writeError(w, r, err)
		return
	}
	defer rc.Close()
	w.Header().Set("Content-Type", f.ContentType)
	w.Header().Set("Content-Length", strconv.FormatInt(f.Size, 10))
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", strings.ReplaceAll(f.Name, `"`, "")))
	w.Header().Set("Cache-Control", "private, no-store")
	w.WriteHeader(http.StatusOK)
	// Headers are out: a storage error mid-stream can only cut the body short.
	if _, err := io.Copy(w, rc); err != nil {
		s.logger().WarnContext(r.Context(), "file stream cut short", "job_id", id, "err", err.Error())
	}
}

func (s *Server) submitReview(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var in assay.ReviewSubmission
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	job, review, err := s.Jobs.Review(r.Context(), teamFrom(r.Context()).ID, id, in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"job": job.View(), "review": review})
}

func (s *Server) getReviews(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	machine, reviews, err := s.Jobs.JobReviews(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"job_id": id, "machine_output": machine, "reviews": reviews})
}
