package store

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// Webhook records: endpoints with their signing secrets, messages with their
// delivery log, and per-endpoint delivery chains. A chain is a Redis list of
// the message ids of one ordering key (a parsing job): only its head is
// being delivered, so a job's events reach each endpoint in order.

const secretPrefix = "whsec_"

// NewWebhookSecret returns a fresh Standard Webhooks secret: whsec_ and the
// base64 of 24 random bytes.
func NewWebhookSecret() string {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return secretPrefix + base64.StdEncoding.EncodeToString(b)
}

// ValidWebhookSecret reports whether s is whsec_ and the base64 of 24 to 64 bytes.
func ValidWebhookSecret(s string) bool {
	if !strings.HasPrefix(s, secretPrefix) {
		return false
	}
	b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(s, secretPrefix))
	return err == nil && len(b) >= 24 && len(b) <= 64
}

type endpointRecord struct {
	assay.WebhookEndpoint
	TeamID              string    `json:"team_id"`
	Secret              string    `json:"secret"`
	PreviousSecret      string    `json:"previous_secret,omitempty"`
	PreviousSecretUntil time.Time `json:"previous_secret_until"`
}

func (s *Store) endpointKey(id string) string { return s.key("webhook", id) }

// CreateEndpoint saves a new endpoint of a team with secret, or with a new
// secret when secret is empty, and returns the endpoint and its secret.
func (s *Store) CreateEndpoint(ctx context.Context, teamID string, ep assay.WebhookEndpoint, secret string) (*assay.WebhookEndpoint, string, error) {
	if secret == "" {
		secret = NewWebhookSecret()
	} else if !ValidWebhookSecret(secret) {
		return nil, "", assay.Invalid("secret must be whsec_ followed by the base64 of 24 to 64 bytes", "body", "secret")
	}
	now := s.Now()
	ep.ID, ep.CreatedAt, ep.UpdatedAt = uuid.NewString(), now, now
	if ep.FilterTypes == nil {
		ep.FilterTypes = []string{}
	}
	rec := endpointRecord{WebhookEndpoint: ep, TeamID: teamID, Secret: secret}
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.endpointKey(ep.ID), mustJSON(rec), 0)
		p.ZAdd(ctx, s.key("team", teamID, "webhooks"), redis.Z{Score: float64(now.UnixNano()), Member: ep.ID})
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	return &ep, secret, nil
}

func (s *Store) endpoint(ctx context.Context, teamID, id string) (*endpointRecord, error) {
	var r endpointRecord
	if err := s.getJSON(ctx, s.endpointKey(id), &r); err != nil || (teamID != "" && r.TeamID != teamID) {
		if err == nil || assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "Webhook endpoint not found.")
		}
		return nil, err
	}
	return &r, nil
}

// FindEndpoint returns a team's endpoint; another team's is ENOTFOUND.
func (s *Store) FindEndpoint(ctx context.Context, teamID, id string) (*assay.WebhookEndpoint, error) {
	r, err := s.endpoint(ctx, teamID, id)
	if err != nil {
		return nil, err
	}
	return &r.WebhookEndpoint, nil
}

// ListEndpoints returns a team's endpoints, oldest first.
func (s *Store) ListEndpoints(ctx context.Context, teamID string) ([]*assay.WebhookEndpoint, error) {
	ids, err := s.rdb.ZRange(ctx, s.key("team", teamID, "webhooks"), 0, -1).Result()
	if err != nil {
		return nil, err
	}
	eps := []*assay.WebhookEndpoint{}
	for _, id := range ids {
		ep, err := s.FindEndpoint(ctx, teamID, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		eps = append(eps, ep)
	}
	return eps, nil
}

// UpdateEndpoint applies fn to a team's endpoint and saves it.
func (s *Store) UpdateEndpoint(ctx context.Context, teamID, id string, fn func(*assay.WebhookEndpoint) error) (*assay.WebhookEndpoint, error) {
	if _, err := s.endpoint(ctx, teamID, id); err != nil {
		return nil, err
	}
	r, err := updateJSON(ctx, s, s.endpointKey(id), func(r *endpointRecord) error {
		if err := fn(&r.WebhookEndpoint); err != nil {
			return err
		}
		r.UpdatedAt = s.Now()
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &r.WebhookEndpoint, nil
}

// DisableEndpoint disables an endpoint on the service's own decision, e.g.
// after the receiver answered 410 Gone.
func (s *Store) DisableEndpoint(ctx context.Context, id, reason string) error {
	_, err := updateJSON(ctx, s, s.endpointKey(id), func(r *endpointRecord) error {
		r.Disabled, r.DisabledReason, r.UpdatedAt = true, &reason, s.Now()
		return nil
	})
	return err
}

// DeleteEndpoint removes a team's endpoint. Its queued messages fail at
// their next attempt.
func (s *Store) DeleteEndpoint(ctx context.Context, teamID, id string) error {
	if _, err := s.endpoint(ctx, teamID, id); err != nil {
		return err
	}
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Del(ctx, s.endpointKey(id))
		p.ZRem(ctx, s.key("team", teamID, "webhooks"), id)
		return nil
	})
	return err
}

// RotateSecret gives an endpoint a new secret (a fresh one when secret is
// empty). The old secret keeps signing, next to the new one, for overlap.
func (s *Store) RotateSecret(ctx context.Context, teamID, id, secret string, overlap time.Duration) (string, error) {
	if secret == "" {
		secret = NewWebhookSecret()
	} else if !ValidWebhookSecret(secret) {
		return "", assay.Invalid("secret must be whsec_ followed by the base64 of 24 to 64 bytes", "body", "secret")
	}
	if _, err := s.endpoint(ctx, teamID, id); err != nil {
		return "", err
	}
	_, err := updateJSON(ctx, s, s.endpointKey(id), func(r *endpointRecord) error {
		now := s.Now()
		r.PreviousSecret, r.PreviousSecretUntil = r.Secret, now.Add(overlap)
		r.Secret, r.UpdatedAt = secret, now
		return nil
	})
	return secret, err
}

// DeliveryEndpoint is an endpoint as the delivery worker needs it.
type DeliveryEndpoint struct {
	assay.WebhookEndpoint
	TeamID string
	// Secrets sign each attempt: the current one, then the previous one
	// while its rotation overlap lasts.
	Secrets []string
}

// EndpointForDelivery returns an endpoint with the secrets that sign now.
func (s *Store) EndpointForDelivery(ctx context.Context, id string) (*DeliveryEndpoint, error) {
	r, err := s.endpoint(ctx, "", id)
	if err != nil {
		return nil, err
	}
	d := &DeliveryEndpoint{WebhookEndpoint: r.WebhookEndpoint, TeamID: r.TeamID, Secrets: []string{r.Secret}}
	if r.PreviousSecret != "" && s.Now().Before(r.PreviousSecretUntil) {
		d.Secrets = append(d.Secrets, r.PreviousSecret)
	}
	return d, nil
}

// --- messages ---

// Message is a webhook message as stored: its log plus the team and the
// ordering key of its delivery chain.
type Message struct {
	assay.WebhookMessage
	TeamID   string `json:"team_id"`
	OrderKey string `json:"order_key"`
}

func (s *Store) messageKey(id string) string { return s.key("whmsg", id) }
func (s *Store) chainKey(endpointID, orderKey string) string {
	return s.key("webhook", endpointID, "chain", orderKey)
}

// AddMessage saves a new message and appends it to its endpoint's chain for
// orderKey. It reports whether the message is the chain's head, i.e. whether
// the caller must queue its delivery now. Messages older than retention are
// dropped from the endpoint's log on the way.
//
// A message whose id is already stored (the same event published again) is
// not added twice; head then says whether it is still waiting at the head
// of its chain.
func (s *Store) AddMessage(ctx context.Context, m *Message, retention time.Duration) (head bool, err error) {
	if old, err := s.GetMessage(ctx, m.ID); err == nil {
		if old.Status != assay.MessagePending {
			return false, nil
		}
		h, err := s.ChainHead(ctx, old.EndpointID, old.OrderKey)
		return h == old.ID || h == "", err
	} else if assay.ErrorCode(err) != assay.ENOTFOUND {
		return false, err
	}
	now := s.Now()
	m.CreatedAt, m.Status, m.Sends = now, assay.MessagePending, 1
	if m.Attempts == nil {
		m.Attempts = []assay.WebhookAttempt{}
	}
	idx := s.key("webhook", m.EndpointID, "messages")
	if err := s.trimMessages(ctx, idx, now.Add(-retention)); err != nil {
		return false, err
	}
	var n *redis.IntCmd
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.messageKey(m.ID), mustJSON(m), retention)
		p.ZAdd(ctx, idx, redis.Z{Score: float64(now.UnixNano()), Member: m.ID})
		p.ZAdd(ctx, s.undeliveredMessagesKey(), redis.Z{Score: float64(now.UnixNano()), Member: m.ID})
		n = p.RPush(ctx, s.chainKey(m.EndpointID, m.OrderKey), m.ID)
		return nil
	})
	if err != nil {
		return false, err
	}
	return n.Val() == 1, nil
}

func (s *Store) trimMessages(ctx context.Context, idx string, before time.Time) error {
	old, err := s.rdb.ZRangeByScore(ctx, idx, &redis.ZRangeBy{Min: "-inf", Max: "(" + strconv.FormatInt(before.UnixNano(), 10)}).Result()
	if err != nil || len(old) == 0 {
		return err
	}
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		for _, id := range old {
			p.Del(ctx, s.messageKey(id))
			p.ZRem(ctx, idx, id)
		}
		return nil
	})
	return err
}

// GetMessage returns a message by id whatever its team; workers use it.
func (s *Store) GetMessage(ctx context.Context, id string) (*Message, error) {
	var m Message
	if err := s.getJSON(ctx, s.messageKey(id), &m); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "Webhook message not found.")
		}
		return nil, err
	}
	return &m, nil
}

// FindMessage returns a message of a team's endpoint.
func (s *Store) FindMessage(ctx context.Context, teamID, endpointID, id string) (*assay.WebhookMessage, error) {
	m, err := s.GetMessage(ctx, id)
	if err != nil {
		return nil, err
	}
	if m.TeamID != teamID || m.EndpointID != endpointID {
		return nil, assay.Errorf(assay.ENOTFOUND, "Webhook message not found.")
	}
	return &m.WebhookMessage, nil
}

// ListMessages returns a page of an endpoint's messages, newest first,
// optionally only those with the given status, and the total that match.
func (s *Store) ListMessages(ctx context.Context, teamID, endpointID, status string, offset, limit int) ([]*assay.WebhookMessage, int, error) {
	if _, err := s.endpoint(ctx, teamID, endpointID); err != nil {
		return nil, 0, err
	}
	ids, err := s.rdb.ZRevRange(ctx, s.key("webhook", endpointID, "messages"), 0, -1).Result()
	if err != nil {
		return nil, 0, err
	}
	out := []*assay.WebhookMessage{}
	total := 0
	for _, id := range ids {
		m, err := s.GetMessage(ctx, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, 0, err
		}
		if status != "" && m.Status != status {
			continue
		}
		if total >= offset && len(out) < limit {
			out = append(out, &m.WebhookMessage)
		}
		total++
	}
	return out, total, nil
}

// UpdateMessage applies fn to a message and saves it, keeping its expiry.
func (s *Store) UpdateMessage(ctx context.Context, id string, fn func(*Message) error) (*Message, error) {
	ttl, err := s.rdb.TTL(ctx, s.messageKey(id)).Result()
	if err != nil {
		return nil, err
	}
	m, err := updateJSON(ctx, s, s.messageKey(id), fn)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return nil, assay.Errorf(assay.ENOTFOUND, "Webhook message not found.")
	} else if err != nil {
		return nil, err
	}
	if ttl > 0 {
		if err := s.rdb.Expire(ctx, s.messageKey(id), ttl).Err(); err != nil {
			return nil, err
		}
	}
	if m.Status == assay.MessagePending {
		err = s.rdb.ZAdd(ctx, s.undeliveredMessagesKey(), redis.Z{Score: float64(s.Now().UnixNano()), Member: id}).Err()
	} else {
		err = s.ForgetMessage(ctx, id)
	}
	if err != nil {
		return nil, err
	}
	return m, nil
}

// Requeue marks a finished message of a team's endpoint pending again and
// appends it to its chain (a re-send). It reports whether the message is the
// chain's head. A message still pending is ECONFLICT.
func (s *Store) Requeue(ctx context.Context, teamID, endpointID, id string) (*Message, bool, error) {
	if _, err := s.FindMessage(ctx, teamID, endpointID, id); err != nil {
		return nil, false, err
	}
	m, err := s.UpdateMessage(ctx, id, func(m *Message) error {
		if m.Status == assay.MessagePending {
			return assay.Errorf(assay.ECONFLICT, "The message is still being delivered.")
		}
		m.Status = assay.MessagePending
		m.Sends++
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	n, err := s.rdb.RPush(ctx, s.chainKey(m.EndpointID, m.OrderKey), m.ID).Result()
	if err != nil {
		return nil, false, err
	}
	return m, n == 1, nil
}

// ChainHead returns the message id at the head of a chain, or "".
func (s *Store) ChainHead(ctx context.Context, endpointID, orderKey string) (string, error) {
	id, err := s.rdb.LIndex(ctx, s.chainKey(endpointID, orderKey), 0).Result()
	if errors.Is(err, redis.Nil) {
		return "", nil
	}
	return id, err
}

var popChain = redis.NewScript(`
if redis.call('LINDEX', KEYS[1], 0) == ARGV[1] then redis.call('LPOP', KEYS[1]) end
return redis.call('LINDEX', KEYS[1], 0)`)

// PopChain removes id from the head of its chain, if it is there, and
// returns the new head or "".
func (s *Store) PopChain(ctx context.Context, endpointID, orderKey, id string) (string, error) {
	next, err := popChain.Run(ctx, s.rdb, []string{s.chainKey(endpointID, orderKey)}, id).Text()
	if errors.Is(err, redis.Nil) {
		return "", nil
	}
	return next, err
}
