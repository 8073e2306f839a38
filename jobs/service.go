package jobs

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
)

// Enqueuer queues the parse of a job (a *Client, or a test double).
type Enqueuer interface {
	EnqueueParse(ctx context.Context, job *assay.ParsingJob) error
}

// JobEvents sends lab_report.parsing_job.* webhooks (a *Webhooks).
type JobEvents interface {
	PublishJob(ctx context.Context, eventType string, job *assay.ParsingJob) error
}

// Service is the assay.JobService: the rules of parsing jobs that the API
// calls.
type Service struct {
	Store  *store.Store
	Blobs  store.Blobs
	Queue  Enqueuer
	Events JobEvents // nil: no webhooks
	Logger *slog.Logger
}

var _ assay.JobService = (*Service)(nil)

// FileType returns the content type of an upload sniffed from its bytes
// (application/pdf, image/jpeg or image/png), or "" for anything else.
func (s *Service) FileType(data []byte) string { return parser.DetectType(data) }

// Submit stores the files of a new job, records it, announces it and
// queues its parse.
func (s *Service) Submit(ctx context.Context, team *assay.Team, sub assay.JobSubmission) (*assay.ParsingJob, error) {
	if !team.LabReportParsingEnabled {
		return nil, assay.Errorf(assay.EFORBIDDEN, "Lab report parsing is not enabled for this team.")
	}
	if _, err := s.Store.FindUser(ctx, team.ID, sub.UserID); err != nil {
		return nil, err
	}
	job := &assay.ParsingJob{
		ID:               uuid.NewString(),
		Status:           assay.JobUploadPending,
		NeedsHumanReview: sub.NeedsHumanReview || team.ReviewByDefault,
		TeamID:           team.ID,
		UserID:           sub.UserID,
	}
	for i, f := range sub.Files {
		key := fmt.Sprintf("teams/%s/jobs/%s/%d", team.ID, job.ID, i)
		if err := s.Blobs.Put(ctx, key, bytes.NewReader(f.Data), int64(len(f.Data)), f.ContentType); err != nil {
			return nil, fmt.Errorf("store upload: %w", err)
		}
		job.Files = append(job.Files, assay.JobFile{Key: key, Name: f.Name, ContentType: f.ContentType, Size: int64(len(f.Data))})
	}
	if err := s.Store.CreateJob(ctx, job); err != nil {
		// e.g. the user was erased meanwhile: their files must not stay.
		for _, f := range job.Files {
			_ = s.Blobs.Delete(ctx, f.Key)
		}
		return nil, err
	}
	// Published before the parse is queued, so that it precedes the
	// worker's updated events; the job is queued even if it fails.
	_ = Announce(ctx, s.Events, s.logger(), assay.EventParsingJobCreated, job)
	if err := s.Queue.EnqueueParse(ctx, job); err != nil {
		return nil, fmt.Errorf("enqueue parse: %w", err)
	}
	return job, nil
}

// FindJob returns a team's job.
func (s *Service) FindJob(ctx context.Context, teamID, id string) (*assay.ParsingJob, error) {
	return s.Store.FindJob(ctx, teamID, id)
}

// OpenFile returns the index-th uploaded file of a team's job and a reader
// of its bytes, which the caller closes.
func (s *Service) OpenFile(ctx context.Context, teamID, id string, index int) (*assay.JobFile, io.ReadCloser, error) {
	job, err := s.Store.FindJob(ctx, teamID, id)
	if err != nil {
		return nil, nil, err
	}
	if index < 0 || index >= len(job.Files) {
		return nil, nil, assay.Errorf(assay.ENOTFOUND, "The job has no file %d.", index)
	}
	f := job.Files[index]
	rc, err := s.Blobs.Get(ctx, f.Key)
	if err != nil {
		return nil, nil, fmt.Errorf("read upload: %w", err)
	}
	return &f, rc, nil
}

// ListPendingReview lists a team's jobs waiting for review, optionally of
// one user.
func (s *Service) ListPendingReview(ctx context.Context, teamID, userID string, offset, limit int) ([]*assay.ParsingJob, int, error) {
	return s.Store.ListPendingReview(ctx, teamID, userID, offset, limit)
}

// Review applies a reviewer's edits to a job pending review, LOINC codes
// looked up through the one matcher, and announces the reviewed job.
func (s *Service) Review(ctx context.Context, teamID, id string, in assay.ReviewSubmission) (*assay.ParsingJob, *assay.Review, error) {
	if in.Reviewer == nil {
		return nil, nil, assay.Missing("body", "reviewer")
	}
	reviewer := strings.TrimSpace(*in.Reviewer)
	if reviewer == "" || len(reviewer) > 256 {
		return nil, nil, assay.InvalidAs("string_too_short", "reviewer must be 1 to 256 characters", "body", "reviewer")
	}
	if in.Comment != nil && len(*in.Comment) > 4000 {
		return nil, nil, assay.InvalidAs("string_too_long", "comment must be at most 4000 characters", "body", "comment")
	}
	job, review, err := s.Store.ReviewJob(ctx, teamID, id, func(j *assay.ParsingJob) (*assay.Review, error) {
		reviewed, changes, err := assay.ApplyReview(j.Data, in.Edits, loinc.Default())
		if err != nil {
			return nil, err
		}
		j.Data = reviewed
		return &assay.Review{Reviewer: reviewer, ReviewerID: in.ReviewerID, Comment: in.Comment, Changes: changes}, nil
	})
	if err != nil {
		return nil, nil, err
	}
	_ = Announce(ctx, s.Events, s.logger(), assay.EventParsingJobUpdated, job)
	return job, review, nil
}

// JobReviews returns a job's machine output and its reviews.
func (s *Service) JobReviews(ctx context.Context, teamID, id string) (*assay.ParsedLabReport, []assay.Review, error) {
	return s.Store.JobReviews(ctx, teamID, id)
}

// JobVersions returns a job and every version of its result, oldest first.
func (s *Service) JobVersions(ctx context.Context, teamID, id string) (*assay.ParsingJob, []assay.ResultVersion, error) {
	return s.Store.JobVersions(ctx, teamID, id)
}

func (s *Service) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.Default()
}

// Announce is the one way a parsing-job event leaves (API, workers and the
// CLI), with one failure policy: the change it announces is already saved
// and stands; a failure is logged and returned. Only a parse task acts on
// it, by failing so that its redelivery sends the status again.
func Announce(ctx context.Context, events JobEvents, log *slog.Logger, eventType string, job *assay.ParsingJob) error {
	if events == nil {
		return nil
	}
	if err := events.PublishJob(ctx, eventType, job); err != nil {
		log.ErrorContext(ctx, "parsing-job event not published", "event_type", eventType, "job_id", job.ID, "err", err.Error())
		return fmt.Errorf("publish %s: %w", eventType, err)
	}
	return nil
}
