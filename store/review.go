package store

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// Review records: a team-wide and a per-user index of the jobs waiting for
// review (oldest first), the machine output of each reviewed job, and the
// audit trail of its reviews.

func (s *Store) reviewIndex(teamID, userID string) string {
	if userID == "" {
		return s.key("team", teamID, "review")
	}
	return s.key("team", teamID, "user", userID, "review")
}

// QueueForReview puts a pending_review job into the review lists. It is
// idempotent; a job keeps its first place in the queue.
func (s *Store) QueueForReview(ctx context.Context, j *assay.ParsingJob) error {
	z := redis.Z{Score: float64(j.UpdatedAt.UnixNano()), Member: j.ID}
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.ZAddNX(ctx, s.reviewIndex(j.TeamID, ""), z)
		p.ZAddNX(ctx, s.reviewIndex(j.TeamID, j.UserID), z)
		return nil
	})
	return err
}

// moveInReviewQueue queues p's update of a job from before to after in the
// review lists: a job enters them when it becomes pending_review and leaves
// when it stops being so. It runs inside the transaction that saves the job.
func (s *Store) moveInReviewQueue(ctx context.Context, p redis.Pipeliner, before, after *assay.ParsingJob) {
	switch {
	case after.Status == assay.JobPendingReview:
		z := redis.Z{Score: float64(after.UpdatedAt.UnixNano()), Member: after.ID}
		p.ZAddNX(ctx, s.reviewIndex(after.TeamID, ""), z)
		p.ZAddNX(ctx, s.reviewIndex(after.TeamID, after.UserID), z)
	case before.Status == assay.JobPendingReview:
		p.ZRem(ctx, s.reviewIndex(after.TeamID, ""), after.ID)
		p.ZRem(ctx, s.reviewIndex(after.TeamID, after.UserID), after.ID)
	}
}

// ListPendingReview returns a page of the team's jobs waiting for review,
// oldest first, optionally only those of one user, and the total count.
func (s *Store) ListPendingReview(ctx context.Context, teamID, userID string, offset, limit int) ([]*assay.ParsingJob, int, error) {
	if erased, err := s.UserErased(ctx, teamID, userID); err != nil || erased {
		return []*assay.ParsingJob{}, 0, err
	}
	idx := s.reviewIndex(teamID, userID)
	total, err := s.rdb.ZCard(ctx, idx).Result()
	if err != nil {
		return nil, 0, err
	}
	jobs := []*assay.ParsingJob{}
	if limit == 0 {
		return jobs, int(total), nil
	}
	ids, err := s.rdb.ZRange(ctx, idx, int64(offset), int64(offset+limit-1)).Result()
	if err != nil {
		return nil, 0, err
	}
	for _, id := range ids {
		j, err := s.GetJob(ctx, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, 0, err
		}
		jobs = append(jobs, j)
	}
	return jobs, int(total), nil
}

// ReviewJob applies a review to a team's pending_review job atomically. apply
// edits the job's data and returns the review with its changes; ReviewJob
// completes the job, keeps the machine output (first review only), appends
// the review to the audit trail and the reviewed results to the job's
// result versions. A job that is not pending review, including
// one that a concurrent review has just completed, is ECONFLICT.
func (s *Store) ReviewJob(ctx context.Context, teamID, jobID string, apply func(*assay.ParsingJob) (*assay.Review, error)) (*assay.ParsingJob, *assay.Review, error) {
	key := s.key("job", jobID)
	var (
		job *assay.ParsingJob
		rev *assay.Review
	)
	err := s.watch(ctx, func(tx *redis.Tx) error {
		before, j, err := s.readJob(ctx, tx, key)
		if err != nil {
			return err
		}
		if j.TeamID != teamID {
			return assay.Errorf(assay.ENOTFOUND, "Parsing job not found.")
		}
		if err := s.notErased(ctx, teamID, j.UserID, assay.Errorf(assay.ENOTFOUND, "Parsing job not found.")); err != nil {
			return err
		}
		if j.Status != assay.JobPendingReview {
			return assay.Errorf(assay.ECONFLICT, "Parsing job is %s, not pending_review; it may have been reviewed already.", j.Status)
		}
		machine := mustJSON(j.Data)
		from := j.Status
		r, err := apply(j)
		if err != nil {
			return err
		}
		now := s.Now()
		j.Status, j.IsReviewed, j.UpdatedAt = assay.JobCompleted, true, now
		r.ID, r.JobID, r.CreatedAt, r.FromStatus, r.ToStatus = uuid.NewString(), j.ID, now, from, j.Status
		if r.Changes == nil {
			r.Changes = []assay.ReviewChange{}
		}
		versions := newVersions(before, j, assay.SourceReview, now)
		versions[len(versions)-1].ReviewID = r.ID
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.Set(ctx, key, mustJSON(j), 0)
			for _, v := range versions {
				p.RPush(ctx, s.versionsKey(j.ID), mustJSON(v))
			}
			p.SetNX(ctx, s.key("job", j.ID, "machine"), machine, 0)
			p.RPush(ctx, s.key("job", j.ID, "reviews"), mustJSON(r))
			s.moveInReviewQueue(ctx, p, before, j)
			s.stageJobEvent(ctx, p, j, assay.EventParsingJobUpdated)
			return nil
		})
		job, rev = j, r
		return err
	}, key)
	if err != nil {
		return nil, nil, err
	}
	return job, rev, nil
}

// JobReviews returns the machine output kept at the first review (nil if the
// job was never reviewed) and the job's reviews, oldest first.
func (s *Store) JobReviews(ctx context.Context, teamID, jobID string) (*assay.ParsedLabReport, []assay.Review, error) {
	if _, err := s.FindJob(ctx, teamID, jobID); err != nil {
		return nil, nil, err
	}
	var machine *assay.ParsedLabReport
	b, err := s.rdb.Get(ctx, s.key("job", jobID, "machine")).Bytes()
	if err != nil && !errors.Is(err, redis.Nil) {
		return nil, nil, err
	} else if err == nil {
		if err := json.Unmarshal(b, &machine); err != nil {
			return nil, nil, err
		}
	}
	reviews, err := listJSON[assay.Review](ctx, s, s.key("job", jobID, "reviews"))
	if err != nil {
		return nil, nil, err
	}
	return machine, reviews, nil
}
