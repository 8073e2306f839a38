package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/redis/go-redis/v9"
)

// JobSelection chooses the jobs of a batch re-parse. Empty fields do not
// filter. ParserVersion and LoincVersion are those of the re-parsing
// build: they make a run of the same selection with a newer parser a new
// run. Fresh, if set, also makes it one.
type JobSelection struct {
	JobIDs          []string  `json:"job_ids,omitempty"`
	TeamID          string    `json:"team_id,omitempty"`
	UserID          string    `json:"user_id,omitempty"`
	Statuses        []string  `json:"statuses,omitempty"`
	CreatedAfter    time.Time `json:"created_after,omitzero"`
	CreatedBefore   time.Time `json:"created_before,omitzero"`
	ParserOlderThan string    `json:"parser_older_than,omitempty"`
	IncludeReviewed bool      `json:"include_reviewed,omitempty"`
	ParserVersion   string    `json:"parser_version"`
	LoincVersion    string    `json:"loinc_version"`
	Fresh           string    `json:"fresh,omitempty"`
}

// DefaultReparseStatuses are re-parsed when a selection names no status:
// jobs with results. Failed jobs are re-parsed only when asked for.
var DefaultReparseStatuses = []string{assay.JobCompleted, assay.JobPendingReview}

// Matches reports whether a job is in the selection (job ids aside, except
// that a job failed on a resource bound is chosen only by its id).
func (sel *JobSelection) Matches(j *assay.ParsingJob) bool {
	statuses := sel.Statuses
	if len(statuses) == 0 {
		statuses = DefaultReparseStatuses
	}
	switch {
	case sel.TeamID != "" && j.TeamID != sel.TeamID,
		sel.UserID != "" && j.UserID != sel.UserID,
		!slices.Contains(statuses, j.Status),
		!sel.CreatedAfter.IsZero() && j.CreatedAt.Before(sel.CreatedAfter),
		!sel.CreatedBefore.IsZero() && !j.CreatedAt.Before(sel.CreatedBefore),
		j.IsReviewed && !sel.IncludeReviewed,
		// a document over a resource bound would only hit it again
		j.ResourceLimit != "" && !slices.Contains(sel.JobIDs, j.ID):
		return false
	}
	if sel.ParserOlderThan != "" {
		// A job checked with a newer parser, even without changes, is done.
		v := j.ParserVersion
		if j.CheckedParserVersion != "" && OlderVersion(v, j.CheckedParserVersion) {
			v = j.CheckedParserVersion
		}
		if !OlderVersion(v, sel.ParserOlderThan) {
			return false
		}
	}
	return true
}

// OlderVersion reports whether version a is older than b, comparing
// dot-separated numbers ("2026.9.2" < "2026.11.1"); an empty version (a
// job parsed before versions were stamped) is older than any other.
func OlderVersion(a, b string) bool {
	if a == "" || b == "" {
		return a == "" && b != ""
	}
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) || i < len(pb); i++ {
		var x, y string
		if i < len(pa) {
			x = pa[i]
		}
		if i < len(pb) {
			y = pb[i]
		}
		nx, ex := strconv.Atoi(x)
		ny, ey := strconv.Atoi(y)
		if x == "" {
			nx, ex = 0, nil
		}
		if y == "" {
			ny, ey = 0, nil
		}
		if ex == nil && ey == nil {
			if nx != ny {
				return nx < ny
			}
			continue
		}
		if x != y {
			return x < y
		}
	}
	return false
}

// SelectJobs calls fn with every selected job, in a stable order: the
// given job ids in order, else team by team (by id) and oldest first.
// Jobs that no longer exist are left out.
func (s *Store) SelectJobs(ctx context.Context, sel *JobSelection, fn func(*assay.ParsingJob) error) error {
	visit := func(id string) error {
		j, err := s.GetJob(ctx, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil
		} else if err != nil {
			return err
		}
		if !sel.Matches(j) {
			return nil
		}
		if erased, err := s.UserErased(ctx, j.TeamID, j.UserID); err != nil || erased {
			return err // an erased user's job is never re-parsed
		}
		return fn(j)
	}
	if len(sel.JobIDs) > 0 {
		for _, id := range sel.JobIDs {
			if err := visit(id); err != nil {
				return err
			}
		}
		return nil
	}
	teams := []string{sel.TeamID}
	if sel.TeamID == "" {
		ids, err := s.rdb.SMembers(ctx, s.key("teams")).Result()
		if err != nil {
			return err
		}
		slices.Sort(ids)
		teams = ids
	}
	min, max := "-inf", "+inf"
	if !sel.CreatedAfter.IsZero() {
		min = strconv.FormatInt(sel.CreatedAfter.UnixNano(), 10)
	}
	if !sel.CreatedBefore.IsZero() {
		max = "(" + strconv.FormatInt(sel.CreatedBefore.UnixNano(), 10)
	}
	const page = 500
	for _, team := range teams {
		for offset := int64(0); ; offset += page {
			ids, err := s.rdb.ZRangeByScore(ctx, s.key("team", team, "jobs"),
				&redis.ZRangeBy{Min: min, Max: max, Offset: offset, Count: page}).Result()
			if err != nil {
				return err
			}
			for _, id := range ids {
				if err := visit(id); err != nil {
					return err
				}
			}
			if len(ids) < page {
				break
			}
		}
	}
	return nil
}

// Outcomes of one job in a re-parse run.
const (
	ReparseQueued    = "queued"
	ReparseChanged   = "changed"   // new results, recorded as a new version
	ReparseUnchanged = "unchanged" // same results; nothing recorded but the check
	ReparseSkipped   = "skipped"   // not re-parsed: reviewed, gone, or busy
	ReparseFailed    = "failed"    // the re-parse failed; the job kept its results
)

// ReparseRun is a batch re-parse: its selection and how far it got.
type ReparseRun struct {
	ID        string       `json:"id"`
	Selection JobSelection `json:"selection"`
	CreatedAt time.Time    `json:"created_at"`
}

// RunProgress counts a run's jobs: every queued job, and those finished by
// outcome.
type RunProgress struct {
	Queued, Changed, Unchanged, Skipped, Failed int
}

// Done is the number of queued jobs that have finished, whatever the outcome.
func (p RunProgress) Done() int { return p.Changed + p.Unchanged + p.Skipped + p.Failed }

// A run is kept for 30 days after it was last touched.
const runTTL = 30 * 24 * time.Hour

func (s *Store) runKey(id string) string     { return s.key("reparse", "run", id) }
func (s *Store) runJobsKey(id string) string { return s.key("reparse", "run", id, "jobs") }

// StartRun creates run id with the selection, or returns the existing run
// of that id. Resuming a run with another selection is EINVALID.
func (s *Store) StartRun(ctx context.Context, id string, sel *JobSelection) (*ReparseRun, bool, error) {
	run := &ReparseRun{ID: id, Selection: *sel, CreatedAt: s.Now()}
	created, err := s.rdb.HSetNX(ctx, s.runKey(id), "run", mustJSON(run)).Result()
	if err != nil {
		return nil, false, err
	}
	if created {
		return run, true, s.touchRun(ctx, id)
	}
	old, err := s.FindRun(ctx, id)
	if err != nil {
		return nil, false, err
	}
	if string(mustJSON(old.Selection)) != string(mustJSON(sel)) {
		return nil, false, assay.Errorf(assay.EINVALID, "Re-parse run %s exists with another selection.", id)
	}
	return old, false, s.touchRun(ctx, id)
}

// FindRun returns a run by id.
func (s *Store) FindRun(ctx context.Context, id string) (*ReparseRun, error) {
	b, err := s.rdb.HGet(ctx, s.runKey(id), "run").Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, assay.Errorf(assay.ENOTFOUND, "Re-parse run %s not found.", id)
	} else if err != nil {
		return nil, err
	}
	var run ReparseRun
	return &run, json.Unmarshal(b, &run)
}

func (s *Store) touchRun(ctx context.Context, id string) error {
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Expire(ctx, s.runKey(id), runTTL)
		p.Expire(ctx, s.runJobsKey(id), runTTL)
		return nil
	})
	return err
}

// RunHasJob reports whether a job was already queued in a run.
func (s *Store) RunHasJob(ctx context.Context, runID, jobID string) (bool, error) {
	return s.rdb.HExists(ctx, s.runJobsKey(runID), jobID).Result()
}

// MarkQueued records that a job was queued in a run. It returns false when
// the job already had a state (queued, or finished if its task ran before
// the mark).
func (s *Store) MarkQueued(ctx context.Context, runID, jobID string) (bool, error) {
	ok, err := s.rdb.HSetNX(ctx, s.runJobsKey(runID), jobID, ReparseQueued).Result()
	if err != nil {
		return false, err
	}
	return ok, s.rdb.Expire(ctx, s.runJobsKey(runID), runTTL).Err()
}

// finishScript sets a job's outcome and counts it, once: a retried or
// re-delivered task does not count twice.
var finishScript = redis.NewScript(`
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if cur and cur ~= 'queued' then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HINCRBY', KEYS[2], 'n:' .. ARGV[2], 1)
return 1`)

// FinishRunJob records the outcome of a job in a run.
func (s *Store) FinishRunJob(ctx context.Context, runID, jobID, outcome string) error {
	switch outcome {
	case ReparseChanged, ReparseUnchanged, ReparseSkipped, ReparseFailed:
	default:
		return fmt.Errorf("unknown re-parse outcome %q", outcome)
	}
	return finishScript.Run(ctx, s.rdb, []string{s.runJobsKey(runID), s.runKey(runID)}, jobID, outcome).Err()
}

// RunJobState returns a job's state in a run ("" if it was never queued).
func (s *Store) RunJobState(ctx context.Context, runID, jobID string) (string, error) {
	v, err := s.rdb.HGet(ctx, s.runJobsKey(runID), jobID).Result()
	if errors.Is(err, redis.Nil) {
		return "", nil
	}
	return v, err
}

// RunProgress returns the counts of a run.
func (s *Store) RunProgress(ctx context.Context, runID string) (RunProgress, error) {
	var p RunProgress
	var n *redis.IntCmd
	var counts *redis.SliceCmd
	_, err := s.rdb.Pipelined(ctx, func(pl redis.Pipeliner) error {
		n = pl.HLen(ctx, s.runJobsKey(runID))
		counts = pl.HMGet(ctx, s.runKey(runID), "n:"+ReparseChanged, "n:"+ReparseUnchanged, "n:"+ReparseSkipped, "n:"+ReparseFailed)
		return nil
	})
	if err != nil {
		return p, err
	}
	p.Queued = int(n.Val())
	dst := []*int{&p.Changed, &p.Unchanged, &p.Skipped, &p.Failed}
	for i, v := range counts.Val() {
		if str, ok := v.(string); ok {
			*dst[i], _ = strconv.Atoi(str)
		}
	}
	return p, nil
}
