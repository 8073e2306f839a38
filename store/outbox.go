package store

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/redis/go-redis/v9"
)

// The outbox. A change of a parsing job that clients hear about (created,
// a new status, a new result) is written together with an entry naming its
// event, in the same transaction; publishing the event acknowledges the
// entry. A webhook message is indexed as undelivered in the transaction
// that stores it, until its delivery ends. What a crash leaves behind is
// found by the sweeper (jobs.Sweeper) through StrandedJobEvents and
// StrandedMessages.

func (s *Store) jobEventsKey() string           { return s.key("outbox", "job_events") }
func (s *Store) undeliveredMessagesKey() string { return s.key("outbox", "undelivered") }
func (s *Store) owedParsesKey() string          { return s.key("outbox", "parses") }

// trackParse keeps the index of jobs whose first parse is owed, in the
// pipeline that saves the job: a job enters it when created and leaves it
// when its status is no longer upload_pending or started. The sweeper
// re-queues what stays there, so a parse task lost between the record and
// the queue (two writes; or a Redis crash) is not lost for good.
func (s *Store) trackParse(ctx context.Context, p redis.Pipeliner, j *assay.ParsingJob) {
	if j.Status == assay.JobUploadPending || j.Status == assay.JobStarted {
		p.ZAddNX(ctx, s.owedParsesKey(), redis.Z{Score: float64(j.CreatedAt.UnixNano()), Member: j.ID})
		return
	}
	p.ZRem(ctx, s.owedParsesKey(), j.ID)
}

// OwedParses returns the ids of jobs created before t whose parse has not
// ended.
func (s *Store) OwedParses(ctx context.Context, before time.Time) ([]string, error) {
	return s.rdb.ZRangeByScore(ctx, s.owedParsesKey(), &redis.ZRangeBy{Min: "-inf", Max: strconv.FormatInt(before.UnixNano(), 10)}).Result()
}

// ForgetParse drops a job from the owed-parse index.
func (s *Store) ForgetParse(ctx context.Context, jobID string) error {
	return s.rdb.ZRem(ctx, s.owedParsesKey(), jobID).Err()
}

// JobEventKey names the event of one saved change of a job: job id, event
// type and the change's time. A message's webhook-id derives from it, so
// publishing the same change twice sends one message.
func JobEventKey(j *assay.ParsingJob, eventType string) string {
	return j.ID + " " + eventType + " " + strconv.FormatInt(j.UpdatedAt.UnixNano(), 10)
}

// ParseJobEventKey returns the job id and event type of a JobEventKey.
func ParseJobEventKey(key string) (jobID, eventType string, ok bool) {
	parts := strings.Split(key, " ")
	if len(parts) != 3 {
		return "", "", false
	}
	return parts[0], parts[1], true
}

// stageJobEvent adds the outbox entry of j's event to a transaction.
func (s *Store) stageJobEvent(ctx context.Context, p redis.Pipeliner, j *assay.ParsingJob, eventType string) {
	p.ZAdd(ctx, s.jobEventsKey(), redis.Z{Score: float64(s.Now().UnixNano()), Member: JobEventKey(j, eventType)})
}

// AckJobEvent removes a published event from the outbox.
func (s *Store) AckJobEvent(ctx context.Context, key string) error {
	return s.rdb.ZRem(ctx, s.jobEventsKey(), key).Err()
}

// StrandedJobEvents returns the outbox entries written before t and not
// acknowledged: events a crash kept from being published.
func (s *Store) StrandedJobEvents(ctx context.Context, before time.Time) ([]string, error) {
	return s.rdb.ZRangeByScore(ctx, s.jobEventsKey(), &redis.ZRangeBy{Min: "-inf", Max: strconv.FormatInt(before.UnixNano(), 10)}).Result()
}

// StrandedMessages returns the ids of messages stored before t whose
// delivery has not ended.
func (s *Store) StrandedMessages(ctx context.Context, before time.Time) ([]string, error) {
	return s.rdb.ZRangeByScore(ctx, s.undeliveredMessagesKey(), &redis.ZRangeBy{Min: "-inf", Max: strconv.FormatInt(before.UnixNano(), 10)}).Result()
}

// ForgetMessage drops a message from the undelivered index.
func (s *Store) ForgetMessage(ctx context.Context, id string) error {
	return s.rdb.ZRem(ctx, s.undeliveredMessagesKey(), id).Err()
}
