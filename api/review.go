package api

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
)

// EventPublisher sends webhook events and re-sends webhook messages.
type EventPublisher interface {
	PublishJob(ctx context.Context, eventType string, job *assay.ParsingJob) error
	Resend(ctx context.Context, teamID, endpointID, msgID string) (*assay.WebhookMessage, error)
}

// reviewRoutes registers the reviewer API and the webhook endpoint API.
func (s *Server) reviewRoutes(r chi.Router) {
	r.Get("/lab_report/v1/parser/review", s.listPendingReview)
	r.Get("/lab_report/v1/parser/job/{job_id}/file/{index}", s.getJobFile)
	r.Post("/lab_report/v1/parser/job/{job_id}/review", s.submitReview)
	r.Get("/lab_report/v1/parser/job/{job_id}/review", s.getReviews)
	s.webhookRoutes(r)
}

// publishJob sends a parsing-job event when webhooks are configured.
func (s *Server) publishJob(ctx context.Context, eventType string, job *assay.ParsingJob) error {
	if s.Events == nil {
		return nil
	}
	if err := s.Events.PublishJob(ctx, eventType, job); err != nil {
		return fmt.Errorf("publish %s: %w", eventType, err)
	}
	return nil
}

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
			writeError(w, r, invalid("uuid_parsing", "Input should be a valid UUID", "query", "user_id"))
			return
		}
		userID = id.String()
	}
	jobs, total, err := s.Store.ListPendingReview(r.Context(), teamFrom(r.Context()).ID, userID, offset, limit)
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
	job, err := s.Store.FindJob(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	idx, err := strconv.Atoi(chi.URLParam(r, "index"))
	if err != nil || idx < 0 {
		writeError(w, r, invalid("int_parsing", "Input should be a valid non-negative integer", "path", "index"))
		return
	}
	if idx >= len(job.Files) {
		writeError(w, r, assay.Errorf(assay.ENOTFOUND, "The job has no file %d.", idx))
		return
	}
	f := job.Files[idx]
	rc, err := s.Blobs.Get(r.Context(), f.Key)
	if err != nil {
		writeError(w, r, fmt.Errorf("read upload: %w", err))
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
		s.logger().WarnContext(r.Context(), "file stream cut short", "job_id", job.ID, "err", err.Error())
	}
}

type reviewRequest struct {
	Reviewer *string            `json:"reviewer"`
	Comment  *string            `json:"comment"`
	Edits    []assay.ReviewEdit `json:"edits"`
}

func (s *Server) submitReview(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var in reviewRequest
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	if in.Reviewer == nil {
		writeError(w, r, invalid("missing", "Field required", "body", "reviewer"))
		return
	}
	if rv := strings.TrimSpace(*in.Reviewer); rv == "" || len(rv) > 256 {
		writeError(w, r, invalid("string_too_short", "reviewer must be 1 to 256 characters", "body", "reviewer"))
		return
	}
	if in.Comment != nil && len(*in.Comment) > 4000 {
		writeError(w, r, invalid("string_too_long", "comment must be at most 4000 characters", "body", "comment"))
		return
	}
	job, review, err := s.SubmitReview(r.Context(), teamFrom(r.Context()).ID, id,
		assay.Review{Reviewer: strings.TrimSpace(*in.Reviewer), Comment: in.Comment}, in.Edits)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"job": job.View(), "review": review})
}

// SubmitReview applies edits to a team's pending_review job as the review
// who (its Reviewer, ReviewerID and Comment), and sends the update event. The
// API route and the review desk both submit through it.
func (s *Server) SubmitReview(ctx context.Context, teamID, jobID string, who assay.Review, edits []assay.ReviewEdit) (*assay.ParsingJob, *assay.Review, error) {
	job, review, err := s.Store.ReviewJob(ctx, teamID, jobID, func(j *assay.ParsingJob) (*assay.Review, error) {
		reviewed, changes, err := assay.ApplyReview(j.Data, edits, lookupLoinc)
		if err != nil {
			return nil, err
		}
		j.Data = reviewed
		rv := who
		rv.Changes = changes
		return &rv, nil
	})
	if err != nil {
		return nil, nil, err
	}
	// The review is saved; a failed event is logged, not the review undone.
	if err := s.publishJob(ctx, assay.EventParsingJobUpdated, job); err != nil {
		s.logger().ErrorContext(ctx, "review event not published", "job_id", job.ID, "err", err.Error())
	}
	return job, review, nil
}

func (s *Server) getReviews(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	machine, reviews, err := s.Store.JobReviews(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"job_id": id, "machine_output": machine, "reviews": reviews})
}

// lookupLoinc finds a code in the LOINC table, through the one matcher.
func lookupLoinc(code string) (assay.LoincMatch, bool) {
	return loinc.Default().Lookup(code)
}
