package store

import (
	"context"

	"github.com/assayhq/assay"
	"github.com/redis/go-redis/v9"
)

// CreateJob saves a new parsing job.
func (s *Store) CreateJob(ctx context.Context, j *assay.ParsingJob) error {
	now := s.Now()
	j.CreatedAt, j.UpdatedAt = now, now
	// Watching the tombstones: a job of a user erased since the caller
	// checked them is refused, so the erasure cannot miss it.
	erased := s.erasedKey(j.TeamID)
	return s.watch(ctx, func(tx *redis.Tx) error {
		gone, err := tx.SIsMember(ctx, erased, j.UserID).Result()
		if err != nil {
			return err
		}
		if gone {
			return assay.Errorf(assay.ENOTFOUND, "User not found.")
		}
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.Set(ctx, s.key("job", j.ID), mustJSON(j), 0)
			p.ZAdd(ctx, s.key("team", j.TeamID, "jobs"), redis.Z{Score: float64(now.UnixNano()), Member: j.ID})
			s.stageJobEvent(ctx, p, j, assay.EventParsingJobCreated)
			s.trackParse(ctx, p, j)
			return nil
		})
		return err
	}, erased)
}

// GetJob returns a job by id whatever its team; workers use it.
func (s *Store) GetJob(ctx context.Context, jobID string) (*assay.ParsingJob, error) {
	var j assay.ParsingJob
	if err := s.getJSON(ctx, s.key("job", jobID), &j); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "Parsing job not found.")
		}
		return nil, err
	}
	return &j, nil
}

// FindJob returns a team's job; another team's job is ENOTFOUND.
func (s *Store) FindJob(ctx context.Context, teamID, jobID string) (*assay.ParsingJob, error) {
	j, err := s.GetJob(ctx, jobID)
	if err != nil {
		return nil, err
	}
	if j.TeamID != teamID {
		return nil, assay.Errorf(assay.ENOTFOUND, "Parsing job not found.")
	}
	if err := s.notErased(ctx, teamID, j.UserID, assay.Errorf(assay.ENOTFOUND, "Parsing job not found.")); err != nil {
		return nil, err
	}
	return j, nil
}

// UpdateJob applies fn to a job atomically and returns the saved job. fn may
// run more than once when writers race.
// A changed status is saved with its updated event in the outbox.
func (s *Store) UpdateJob(ctx context.Context, jobID string, fn func(*assay.ParsingJob) error) (*assay.ParsingJob, error) {
	key := s.key("job", jobID)
	var out *assay.ParsingJob
	err := s.watch(ctx, func(tx *redis.Tx) error {
		before, j, err := s.readJob(ctx, tx, key)
		if err != nil {
			return err
		}
		if err := fn(j); err != nil {
			return err
		}
		j.UpdatedAt = s.Now()
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.Set(ctx, key, mustJSON(j), 0)
			if j.Status != before.Status {
				s.stageJobEvent(ctx, p, j, assay.EventParsingJobUpdated)
				s.trackParse(ctx, p, j)
			}
			return nil
		})
		out = j
		return err
	}, key)
	if err != nil {
		return nil, err
	}
	return out, nil
}
