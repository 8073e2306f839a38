package store

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/assayhq/assay"
	"github.com/redis/go-redis/v9"
)

// Result versions: every result a job gets (parse, re-parse, review,
// rollback) is appended to the Redis list job:<id>:versions, whose entry i
// is version i+1. The list only grows, and it is written in the same
// transaction as the job record, whose ResultVersion names the current
// entry.

func (s *Store) versionsKey(jobID string) string { return s.key("job", jobID, "versions") }

// newVersions returns the history entries that record after's results,
// replacing before's, and sets after.ResultVersion. A job that got results
// before versions existed first gets an entry for those, so that nothing is
// lost.
func newVersions(before, after *assay.ParsingJob, source string, now time.Time) []assay.ResultVersion {
	var out []assay.ResultVersion
	n := before.ResultVersion
	if n == 0 && before.Data != nil {
		src := assay.SourceParse
		if before.IsReviewed {
			src = assay.SourceReview
		}
		n = 1
		out = append(out, versionOf(before, n, src, before.UpdatedAt))
	}
	n++
	out = append(out, versionOf(after, n, source, now))
	after.ResultVersion = n
	return out
}

func versionOf(j *assay.ParsingJob, n int, source string, at time.Time) assay.ResultVersion {
	return assay.ResultVersion{
		Version: n, Source: source, ParserVersion: j.ParserVersion, LoincVersion: j.LoincVersion,
		Status: j.Status, NeedsHumanReview: j.NeedsHumanReview, IsReviewed: j.IsReviewed,
		CreatedAt: at, Data: j.Data,
	}
}

// readJob reads a job inside a WATCH transaction as two independent
// copies: the job as it was, and the one the caller changes.
func (s *Store) readJob(ctx context.Context, tx *redis.Tx, key string) (before, j *assay.ParsingJob, err error) {
	b, err := tx.Get(ctx, key).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil, assay.Errorf(assay.ENOTFOUND, "Parsing job not found.")
	} else if err != nil {
		return nil, nil, err
	}
	before, j = new(assay.ParsingJob), new(assay.ParsingJob)
	if err := json.Unmarshal(b, before); err != nil {
		return nil, nil, err
	}
	if err := json.Unmarshal(b, j); err != nil {
		return nil, nil, err
	}
	return before, j, nil
}

// CommitResult applies fn to a job atomically, moving it into or out of the
// review queue as its status requires, and, when fn returns true,
// appends the job's new results to its history as the current version. v
// is that version; fn may set its RestoredVersion. When fn returns false
// the job is saved without a new version (and the returned version is
// nil). A job leaving pending_review leaves the review queue in the same
// transaction. fn may run more than once when writers race.
func (s *Store) CommitResult(ctx context.Context, jobID, source string, fn func(j *assay.ParsingJob, v *assay.ResultVersion) (bool, error)) (*assay.ParsingJob, *assay.ResultVersion, error) {
	key := s.key("job", jobID)
	var (
		job *assay.ParsingJob
		ver *assay.ResultVersion
	)
	err := s.watch(ctx, func(tx *redis.Tx) error {
		before, j, err := s.readJob(ctx, tx, key)
		if err != nil {
			return err
		}
		draft := &assay.ResultVersion{Source: source}
		record, err := fn(j, draft)
		if err != nil {
			return err
		}
		now := s.Now()
		j.UpdatedAt = now
		var vs []assay.ResultVersion
		if record {
			vs = newVersions(before, j, source, now)
			vs[len(vs)-1].RestoredVersion = draft.RestoredVersion
		}
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.Set(ctx, key, mustJSON(j), 0)
			for _, v := range vs {
				p.RPush(ctx, s.versionsKey(j.ID), mustJSON(v))
			}
			s.moveInReviewQueue(ctx, p, before, j)
			if record || j.Status != before.Status {
				s.stageJobEvent(ctx, p, j, assay.EventParsingJobUpdated)
			}
			if j.Status != before.Status {
				s.trackParse(ctx, p, j)
			}
			return nil
		})
		job, ver = j, nil
		if len(vs) > 0 {
			ver = &vs[len(vs)-1]
		}
		return err
	}, key)
	if err != nil {
		return nil, nil, err
	}
	return job, ver, nil
}

// JobVersions returns a team's job and its result history, oldest first.
// Another team's job is ENOTFOUND.
func (s *Store) JobVersions(ctx context.Context, teamID, jobID string) (*assay.ParsingJob, []assay.ResultVersion, error) {
	j, err := s.FindJob(ctx, teamID, jobID)
	if err != nil {
		return nil, nil, err
	}
	out, err := listJSON[assay.ResultVersion](ctx, s, s.versionsKey(jobID))
	if err != nil {
		return nil, nil, err
	}
	return j, out, nil
}

// JobVersion returns version n of a job's results.
func (s *Store) JobVersion(ctx context.Context, jobID string, n int) (*assay.ResultVersion, error) {
	if n < 1 {
		return nil, assay.Errorf(assay.ENOTFOUND, "Result version %d not found.", n)
	}
	b, err := s.rdb.LIndex(ctx, s.versionsKey(jobID), int64(n-1)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, assay.Errorf(assay.ENOTFOUND, "Result version %d not found.", n)
	} else if err != nil {
		return nil, err
	}
	var v assay.ResultVersion
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, err
	}
	return &v, nil
}

// RollbackJob makes version `to` of a job's results current again, with the
// job state that went with it, by appending a rollback version that copies
// it. History is never rewritten. Rolling back to the current version, or
// a job that is being parsed, is ECONFLICT.
func (s *Store) RollbackJob(ctx context.Context, jobID string, to int) (*assay.ParsingJob, *assay.ResultVersion, error) {
	target, err := s.JobVersion(ctx, jobID, to)
	if err != nil {
		return nil, nil, err
	}
	return s.CommitResult(ctx, jobID, assay.SourceRollback, func(j *assay.ParsingJob, v *assay.ResultVersion) (bool, error) {
		if j.Status == assay.JobUploadPending || j.Status == assay.JobStarted {
			return false, assay.Errorf(assay.ECONFLICT, "Parsing job is %s; roll back once it has finished.", j.Status)
		}
		if j.ResultVersion == to {
			return false, assay.Errorf(assay.ECONFLICT, "Result version %d is already current.", to)
		}
		j.Data = target.Data
		j.ParserVersion, j.LoincVersion = target.ParserVersion, target.LoincVersion
		j.Status, j.NeedsHumanReview, j.IsReviewed = target.Status, target.NeedsHumanReview, target.IsReviewed
		j.ClearFailure()
		v.RestoredVersion = &to
		return true, nil
	})
}

// MachineResult returns the newest machine output of a job (the results of
// its newest version that no human reviewed), or nil if it has none. A
// re-parse of a reviewed job compares with it, not with the reviewed data.
func (s *Store) MachineResult(ctx context.Context, jobID string) (*assay.ParsedLabReport, error) {
	raw, err := s.rdb.LRange(ctx, s.versionsKey(jobID), 0, -1).Result()
	if err != nil {
		return nil, err
	}
	for i := len(raw) - 1; i >= 0; i-- {
		var v assay.ResultVersion
		if err := json.Unmarshal([]byte(raw[i]), &v); err != nil {
			return nil, err
		}
		if !v.IsReviewed {
			return v.Data, nil
		}
	}
	// Jobs reviewed before versions existed keep their machine output here.
	var machine *assay.ParsedLabReport
	b, err := s.rdb.Get(ctx, s.key("job", jobID, "machine")).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	return machine, json.Unmarshal(b, &machine)
}
