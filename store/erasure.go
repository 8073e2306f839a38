package store

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/redis/go-redis/v9"
)

// Erasure of a user (assay.Erasure). The tombstone, a member of the team's
// erased_users set, hides the user's jobs and orders from every read at
// once; the erasure task then deletes or redacts the records and the store
// keeps only the tombstone and the erasure record (ids and counts).

func (s *Store) erasedKey(teamID string) string { return s.key("team", teamID, "erased_users") }
func (s *Store) erasureKey(teamID, userID string) string {
	return s.key("team", teamID, "erasure", userID)
}

// erasuresKey indexes unfinished erasures by request time, for the sweeper.
func (s *Store) erasuresKey() string { return s.key("erasures", "pending") }

// TombstoneUser removes a team's user and records their erasure as queued,
// in one transaction. A user already erased is ENOTFOUND.
func (s *Store) TombstoneUser(ctx context.Context, teamID, userID string) (*assay.Erasure, error) {
	u, err := s.FindUser(ctx, teamID, userID)
	if err != nil {
		return nil, err
	}
	// Their jobs leave the team's review queue and their orders the team's
	// list in the same transaction.
	reviewIDs, err := s.rdb.ZRange(ctx, s.reviewIndex(teamID, userID), 0, -1).Result()
	if err != nil {
		return nil, err
	}
	orderIDs, err := s.rdb.ZRange(ctx, s.key("team", teamID, "user", userID, "orders"), 0, -1).Result()
	if err != nil {
		return nil, err
	}
	now := s.Now()
	e := &assay.Erasure{TeamID: teamID, UserID: userID, Status: assay.ErasureQueued, RequestedAt: now, UpdatedAt: now, Erased: map[string]int{}}
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Del(ctx, s.key("user", userID))
		p.ZRem(ctx, s.key("team", teamID, "users"), userID)
		p.HDel(ctx, s.key("team", teamID, "client_user_ids"), u.ClientUserID)
		p.SAdd(ctx, s.erasedKey(teamID), userID)
		if len(reviewIDs) > 0 {
			p.ZRem(ctx, s.reviewIndex(teamID, ""), toAny(reviewIDs)...)
		}
		if len(orderIDs) > 0 {
			p.ZRem(ctx, s.key("team", teamID, "orders"), toAny(orderIDs)...)
		}
		p.Set(ctx, s.erasureKey(teamID, userID), mustJSON(e), 0)
		p.ZAdd(ctx, s.erasuresKey(), redis.Z{Score: float64(now.UnixNano()), Member: teamID + " " + userID})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return e, nil
}

// UserErased reports whether a team's user was erased (or is being erased).
func (s *Store) UserErased(ctx context.Context, teamID, userID string) (bool, error) {
	if userID == "" {
		return false, nil
	}
	return s.rdb.SIsMember(ctx, s.erasedKey(teamID), userID).Result()
}

// FindErasure returns the erasure record of a team's user.
func (s *Store) FindErasure(ctx context.Context, teamID, userID string) (*assay.Erasure, error) {
	var e assay.Erasure
	if err := s.getJSON(ctx, s.erasureKey(teamID, userID), &e); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "No erasure of this user.")
		}
		return nil, err
	}
	return &e, nil
}

// UpdateErasure applies fn to an erasure record; a completed erasure leaves
// the sweeper's index.
func (s *Store) UpdateErasure(ctx context.Context, teamID, userID string, fn func(*assay.Erasure) error) (*assay.Erasure, error) {
	e, err := updateJSON(ctx, s, s.erasureKey(teamID, userID), func(e *assay.Erasure) error {
		if err := fn(e); err != nil {
			return err
		}
		e.UpdatedAt = s.Now()
		return nil
	})
	if err != nil {
		return nil, err
	}
	if e.Status == assay.ErasureCompleted {
		if err := s.rdb.ZRem(ctx, s.erasuresKey(), teamID+" "+userID).Err(); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// PendingErasures returns the team and user of every erasure requested
// before t and not completed.
func (s *Store) PendingErasures(ctx context.Context, before time.Time) ([][2]string, error) {
	members, err := s.rdb.ZRangeByScore(ctx, s.erasuresKey(), &redis.ZRangeBy{Min: "-inf", Max: strconv.FormatInt(before.UnixNano(), 10)}).Result()
	if err != nil {
		return nil, err
	}
	out := make([][2]string, 0, len(members))
	for _, m := range members {
		if team, user, ok := strings.Cut(m, " "); ok {
			out = append(out, [2]string{team, user})
		}
	}
	return out, nil
}

// UserJobs returns every parsing job of a team's user.
func (s *Store) UserJobs(ctx context.Context, teamID, userID string) ([]*assay.ParsingJob, error) {
	ids, err := s.rdb.ZRange(ctx, s.key("team", teamID, "jobs"), 0, -1).Result()
	if err != nil {
		return nil, err
	}
	var out []*assay.ParsingJob
	const batch = 200
	for len(ids) > 0 {
		n := min(batch, len(ids))
		keys := make([]string, n)
		for i, id := range ids[:n] {
			keys[i] = s.key("job", id)
		}
		ids = ids[n:]
		vals, err := s.rdb.MGet(ctx, keys...).Result()
		if err != nil {
			return nil, err
		}
		for _, v := range vals {
			str, ok := v.(string)
			if !ok {
				continue
			}
			var j assay.ParsingJob
			if err := json.Unmarshal([]byte(str), &j); err != nil {
				return nil, err
			}
			if j.UserID == userID {
				out = append(out, &j)
			}
		}
	}
	return out, nil
}

// DeleteJob deletes a job's record, its result versions, machine output
// and review trail, and takes it out of every index. Its files are the
// caller's (Blobs).
func (s *Store) DeleteJob(ctx context.Context, j *assay.ParsingJob) error {
	// Its unpublished events too (the outbox is short: entries live until
	// published).
	events, err := s.rdb.ZRange(ctx, s.jobEventsKey(), 0, -1).Result()
	if err != nil {
		return err
	}
	var mine []string
	for _, e := range events {
		if strings.HasPrefix(e, j.ID+" ") {
			mine = append(mine, e)
		}
	}
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		if len(mine) > 0 {
			p.ZRem(ctx, s.jobEventsKey(), toAny(mine)...)
		}
		p.Del(ctx, s.key("job", j.ID), s.versionsKey(j.ID), s.key("job", j.ID, "machine"), s.key("job", j.ID, "reviews"))
		p.ZRem(ctx, s.key("team", j.TeamID, "jobs"), j.ID)
		p.ZRem(ctx, s.owedParsesKey(), j.ID)
		p.ZRem(ctx, s.reviewIndex(j.TeamID, ""), j.ID)
		p.ZRem(ctx, s.reviewIndex(j.TeamID, j.UserID), j.ID)
		return nil
	})
	return err
}

// erasedPayload replaces the body of a webhook message about an erased
// user; the delivery log (attempts, status) stays.
var erasedPayload = json.RawMessage(`{"erased":true}`)

// EraseUserMessages redacts the body of every webhook message of the team
// about the user, and fails those not yet delivered so that they are never
// sent. It returns how many it redacted.
func (s *Store) EraseUserMessages(ctx context.Context, teamID, userID string) (int, error) {
	eps, err := s.rdb.ZRange(ctx, s.key("team", teamID, "webhooks"), 0, -1).Result()
	if err != nil {
		return 0, err
	}
	n := 0
	for _, ep := range eps {
		ids, err := s.rdb.ZRange(ctx, s.key("webhook", ep, "messages"), 0, -1).Result()
		if err != nil {
			return n, err
		}
		for _, id := range ids {
			m, err := s.GetMessage(ctx, id)
			if assay.ErrorCode(err) == assay.ENOTFOUND {
				continue
			} else if err != nil {
				return n, err
			}
			var ev struct {
				UserID string `json:"user_id"`
			}
			if json.Unmarshal(m.Payload, &ev) != nil || ev.UserID != userID {
				continue
			}
			_, err = s.UpdateMessage(ctx, id, func(m *Message) error {
				m.Payload, m.OrderKey = erasedPayload, ""
				if m.Status == assay.MessagePending {
					m.Status = assay.MessageFailed
					m.Attempts = append(m.Attempts, assay.WebhookAttempt{Attempt: len(m.Attempts) + 1, Timestamp: s.Now(), Error: "user erased"})
				}
				return nil
			})
			if err != nil && assay.ErrorCode(err) != assay.ENOTFOUND {
				return n, err
			}
			// The chain is of one job or order of the user: every message in
			// it is failed now, so it has nothing left to deliver.
			if m.OrderKey != "" {
				if err := s.rdb.Del(ctx, s.chainKey(m.EndpointID, m.OrderKey)).Err(); err != nil {
					return n, err
				}
			}
			n++
		}
	}
	return n, nil
}

// erasedName stands in for a patient's name on an order of an erased user,
// whose schema requires one.
const erasedName = "erased"

// EraseUserOrders redacts the patient details, addresses and free text of
// every order of the user and deletes their appointments. The orders stay
// (ids, tests, statuses) as the lab transaction's record, out of every
// list. It returns how many it redacted.
func (s *Store) EraseUserOrders(ctx context.Context, teamID, userID string) (int, error) {
	userIdx := s.key("team", teamID, "user", userID, "orders")
	ids, err := s.rdb.ZRange(ctx, userIdx, 0, -1).Result()
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		_, err := updateJSON(ctx, s, s.key("order", id), func(o *assay.Order) error {
			if o.PatientDetails != nil {
				o.PatientDetails = &assay.PatientDetails{FirstName: erasedName, LastName: erasedName}
			}
			o.PatientAddress, o.ShippingDetails = nil, nil
			o.Notes, o.ClinicalNotes, o.RequisitionComments, o.Passthrough = nil, nil, nil, nil
			return nil
		})
		if err != nil && assay.ErrorCode(err) != assay.ENOTFOUND {
			return 0, err
		}
		_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.Del(ctx, s.key("appointment", id))
			p.ZRem(ctx, s.key("team", teamID, "orders"), id)
			p.ZRem(ctx, userIdx, id)
			return nil
		})
		if err != nil {
			return 0, err
		}
	}
	return len(ids), nil
}

// DropUserIndexes deletes the per-user indexes of an erased user (emptied
// by the erasure).
func (s *Store) DropUserIndexes(ctx context.Context, teamID, userID string) error {
	return s.rdb.Del(ctx, s.reviewIndex(teamID, userID), s.key("team", teamID, "user", userID, "orders")).Err()
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// notErased turns a read of an erased user's record into ENOTFOUND.
func (s *Store) notErased(ctx context.Context, teamID, userID string, notFound error) error {
	erased, err := s.UserErased(ctx, teamID, userID)
	if err != nil {
		return err
	}
	if erased {
		return notFound
	}
	return nil
}
