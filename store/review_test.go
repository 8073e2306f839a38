package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

func TestReviewQueue(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	var ids []string
	for i, user := range []string{"u1", "u2", "u1"} {
		j := &assay.ParsingJob{ID: uuid.NewString(), TeamID: "t", UserID: user, Status: assay.JobPendingReview,
			Data: &assay.ParsedLabReport{Results: []assay.LabReportResult{{TestName: "Na", Value: "140"}}}}
		if err := s.CreateJob(ctx, j); err != nil {
			t.Fatal(err)
		}
		j.UpdatedAt = j.UpdatedAt.Add(time.Duration(i) * time.Second)
		for range 2 { // idempotent
			if err := s.QueueForReview(ctx, j); err != nil {
				t.Fatal(err)
			}
		}
		ids = append(ids, j.ID)
	}
	jobs, total, err := s.ListPendingReview(ctx, "t", "", 1, 5)
	if err != nil || total != 3 || len(jobs) != 2 || jobs[0].ID != ids[1] || jobs[1].ID != ids[2] {
		t.Errorf("page 2: %d jobs of %d, %v", len(jobs), total, err)
	}
	if jobs, total, _ := s.ListPendingReview(ctx, "t", "u1", 0, 5); total != 2 || jobs[0].ID != ids[0] || jobs[1].ID != ids[2] {
		t.Errorf("u1's queue: %d", total)
	}

	// A failing apply leaves the job as it was; another team cannot review.
	if _, _, err := s.ReviewJob(ctx, "t", ids[0], func(*assay.ParsingJob) (*assay.Review, error) {
		return nil, assay.Invalid("bad edit", "body")
	}); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("failing apply: %v", err)
	}
	if _, _, err := s.ReviewJob(ctx, "other", ids[0], func(*assay.ParsingJob) (*assay.Review, error) { return &assay.Review{}, nil }); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("other team: %v", err)
	}
	j, rv, err := s.ReviewJob(ctx, "t", ids[0], func(j *assay.ParsingJob) (*assay.Review, error) {
		j.Data.Results[0].Value = "141"
		return &assay.Review{Reviewer: "r"}, nil
	})
	if err != nil || j.Status != assay.JobCompleted || !j.IsReviewed || rv.ID == "" || rv.JobID != ids[0] || rv.Changes == nil {
		t.Fatalf("review: %+v %+v %v", j, rv, err)
	}
	machine, reviews, err := s.JobReviews(ctx, "t", ids[0])
	if err != nil || machine.Results[0].Value != "140" || len(reviews) != 1 || reviews[0].Reviewer != "r" {
		t.Errorf("trail: %+v %+v %v", machine, reviews, err)
	}
	if _, total, _ := s.ListPendingReview(ctx, "t", "u1", 0, 5); total != 1 {
		t.Errorf("u1's queue after the review: %d", total)
	}
	if _, _, err := s.ReviewJob(ctx, "t", ids[0], func(*assay.ParsingJob) (*assay.Review, error) { return &assay.Review{}, nil }); assay.ErrorCode(err) != assay.ECONFLICT {
		t.Errorf("second review: %v", err)
	}
	if m, r, err := s.JobReviews(ctx, "t", ids[1]); err != nil || m != nil || len(r) != 0 {
		t.Errorf("unreviewed job's trail: %v %v %v", m, r, err)
	}
}
