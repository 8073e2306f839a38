package store

import (
	"context"
	"encoding/json"
	"time"

	"github.com/assayhq/assay"
	"github.com/redis/go-redis/v9"
)

// CreateOrder saves a new order and indexes it by team, by user and by
// order transaction.
func (s *Store) CreateOrder(ctx context.Context, o *assay.Order) error {
	score := float64(o.CreatedAt.UnixNano())
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.key("order", o.ID), mustJSON(o), 0)
		p.ZAdd(ctx, s.key("team", o.TeamID, "orders"), redis.Z{Score: score, Member: o.ID})
		p.ZAdd(ctx, s.key("team", o.TeamID, "user", o.UserID, "orders"), redis.Z{Score: score, Member: o.ID})
		p.RPush(ctx, s.key("order_transaction", o.TransactionID), o.ID)
		return nil
	})
	return err
}

// FindOrder returns a team's order; another team's order is ENOTFOUND.
func (s *Store) FindOrder(ctx context.Context, teamID, id string) (*assay.Order, error) {
	var o assay.Order
	if err := s.getJSON(ctx, s.key("order", id), &o); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "Order not found.")
		}
		return nil, err
	}
	if o.TeamID != teamID {
		return nil, assay.Errorf(assay.ENOTFOUND, "Order not found.")
	}
	if err := s.notErased(ctx, teamID, o.UserID, assay.Errorf(assay.ENOTFOUND, "Order not found.")); err != nil {
		return nil, err
	}
	return &o, nil
}

// UpdateOrder applies fn to a team's order under optimistic locking.
func (s *Store) UpdateOrder(ctx context.Context, teamID, id string, fn func(*assay.Order) error) (*assay.Order, error) {
	o, err := updateJSON(ctx, s, s.key("order", id), func(o *assay.Order) error {
		if o.TeamID != teamID {
			return assay.Errorf(assay.ENOTFOUND, "Order not found.")
		}
		if err := s.notErased(ctx, teamID, o.UserID, assay.Errorf(assay.ENOTFOUND, "Order not found.")); err != nil {
			return err
		}
		return fn(o)
	})
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return nil, assay.Errorf(assay.ENOTFOUND, "Order not found.")
	}
	return o, err
}

// OrderFilter is assay.OrderFilter, kept under its old name for callers.
type OrderFilter = assay.OrderFilter

// ListOrders returns a page of a team's orders, newest first, and the
// number of orders matching the filter.
func (s *Store) ListOrders(ctx context.Context, teamID string, f OrderFilter, offset, limit int) ([]*assay.Order, int, error) {
	zkey := s.key("team", teamID, "orders")
	if f.UserID != "" {
		if erased, err := s.UserErased(ctx, teamID, f.UserID); err != nil || erased {
			return []*assay.Order{}, 0, err
		}
		zkey = s.key("team", teamID, "user", f.UserID, "orders")
	}
	ids, err := s.rdb.ZRevRange(ctx, zkey, 0, -1).Result()
	if err != nil {
		return nil, 0, err
	}
	out := []*assay.Order{}
	total := 0
	// Orders are read in batches; the status filter needs each record.
	for start := 0; start < len(ids); start += 200 {
		end := min(start+200, len(ids))
		keys := make([]string, 0, end-start)
		for _, id := range ids[start:end] {
			keys = append(keys, s.key("order", id))
		}
		vals, err := s.rdb.MGet(ctx, keys...).Result()
		if err != nil {
			return nil, 0, err
		}
		for _, v := range vals {
			str, ok := v.(string)
			if !ok {
				continue
			}
			var o assay.Order
			if err := json.Unmarshal([]byte(str), &o); err != nil {
				return nil, 0, err
			}
			if o.TeamID != teamID || !f.Match(&o) {
				continue
			}
			if total >= offset && len(out) < limit {
				out = append(out, &o)
			}
			total++
		}
	}
	return out, total, nil
}

// TransactionOrders returns the orders of an order transaction, in the
// order they were created.
func (s *Store) TransactionOrders(ctx context.Context, teamID, txID string) ([]*assay.Order, error) {
	ids, err := s.rdb.LRange(ctx, s.key("order_transaction", txID), 0, -1).Result()
	if err != nil {
		return nil, err
	}
	var out []*assay.Order
	for _, id := range ids {
		o, err := s.FindOrder(ctx, teamID, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

// --- idempotency keys ---

// IdempotencyTTL is how long an Idempotency-Key is remembered.
const IdempotencyTTL = 24 * time.Hour

type idempotencyRecord struct {
	BodyHash string `json:"body_hash"`
	OrderID  string `json:"order_id"` // empty while the first request runs
}

// IdempotencyClaim is the outcome of ClaimIdempotencyKey.
type IdempotencyClaim struct {
	Claimed  bool   // this request owns the key and must create the order
	OrderID  string // the order created under the key, when not Claimed
	Mismatch bool   // the key was used with a different body
	Pending  bool   // the first request with this key is still running
}

func (s *Store) idempotencyKey(teamID, scope, key string) string {
	return s.key("team", teamID, "idempotency", scope, sha256Hex(key))
}

// ClaimIdempotencyKey claims key for a request with the given body hash.
func (s *Store) ClaimIdempotencyKey(ctx context.Context, teamID, scope, key, bodyHash string) (IdempotencyClaim, error) {
	k := s.idempotencyKey(teamID, scope, key)
	ok, err := s.rdb.SetNX(ctx, k, mustJSON(idempotencyRecord{BodyHash: bodyHash}), IdempotencyTTL).Result()
	if err != nil {
		return IdempotencyClaim{}, err
	}
	if ok {
		return IdempotencyClaim{Claimed: true}, nil
	}
	var r idempotencyRecord
	if err := s.getJSON(ctx, k, &r); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND { // expired in between: try once more
			return s.ClaimIdempotencyKey(ctx, teamID, scope, key, bodyHash)
		}
		return IdempotencyClaim{}, err
	}
	switch {
	case r.BodyHash != bodyHash:
		return IdempotencyClaim{Mismatch: true}, nil
	case r.OrderID == "":
		return IdempotencyClaim{Pending: true}, nil
	}
	return IdempotencyClaim{OrderID: r.OrderID}, nil
}

// CompleteIdempotencyKey records the order created under a claimed key. The
// key keeps its original expiry.
func (s *Store) CompleteIdempotencyKey(ctx context.Context, teamID, scope, key, bodyHash, orderID string) error {
	return s.rdb.SetArgs(ctx, s.idempotencyKey(teamID, scope, key),
		mustJSON(idempotencyRecord{BodyHash: bodyHash, OrderID: orderID}), redis.SetArgs{KeepTTL: true}).Err()
}

// ReleaseIdempotencyKey frees a claimed key after the request failed, so
// that the client can retry with it.
func (s *Store) ReleaseIdempotencyKey(ctx context.Context, teamID, scope, key string) error {
	return s.rdb.Del(ctx, s.idempotencyKey(teamID, scope, key)).Err()
}

// --- appointments ---

// SaveAppointment creates or replaces the appointment of an order.
func (s *Store) SaveAppointment(ctx context.Context, a *assay.Appointment) error {
	return s.rdb.Set(ctx, s.key("appointment", a.OrderID), mustJSON(a), 0).Err()
}

// FindAppointment returns the appointment of a team's order.
func (s *Store) FindAppointment(ctx context.Context, teamID, orderID string) (*assay.Appointment, error) {
	var a assay.Appointment
	err := s.getJSON(ctx, s.key("appointment", orderID), &a)
	if assay.ErrorCode(err) == assay.ENOTFOUND || (err == nil && a.TeamID != teamID) {
		return nil, assay.Errorf(assay.ENOTFOUND, "Appointment not found.")
	} else if err != nil {
		return nil, err
	}
	return &a, nil
}
