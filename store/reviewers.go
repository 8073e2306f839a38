package store

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// Reviewer accounts of the review desk, their one-time sign-in links and
// their sessions. Links and sessions are kept only as SHA-256 hashes of their
// tokens, with a Redis TTL: an expired one is simply gone.

type reviewerRecord struct {
	assay.Reviewer
	PasswordHash string `json:"password_hash,omitempty"`
}

// ReviewerSession is a signed-in reviewer's session.
type ReviewerSession struct {
	ReviewerID string    `json:"reviewer_id"`
	CSRF       string    `json:"csrf"`
	CreatedAt  time.Time `json:"created_at"`
	ExpiresAt  time.Time `json:"expires_at"`
}

func (s *Store) reviewerKey(id string) string { return s.key("reviewer", id) }
func (s *Store) reviewerEmails() string       { return s.key("reviewer_emails") }
func (s *Store) reviewerSessions(id string) string {
	return s.key("reviewer", id, "sessions")
}

// NormalizeEmail is the form of an email address that accounts are keyed by.
func NormalizeEmail(e string) string { return strings.ToLower(strings.TrimSpace(e)) }

// CreateReviewer adds a reviewer to a team. An email address belongs to at
// most one reviewer in the deployment (it is what they sign in with).
func (s *Store) CreateReviewer(ctx context.Context, teamID, email string) (*assay.Reviewer, error) {
	if _, err := s.FindTeam(ctx, teamID); err != nil {
		return nil, assay.Errorf(assay.ENOTFOUND, "Team not found.")
	}
	email = NormalizeEmail(email)
	r := assay.Reviewer{ID: uuid.NewString(), TeamID: teamID, Email: email, CreatedAt: s.Now()}
	ok, err := s.rdb.HSetNX(ctx, s.reviewerEmails(), email, r.ID).Result()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, assay.Errorf(assay.ECONFLICT, "A reviewer with this email already exists.")
	}
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.reviewerKey(r.ID), mustJSON(reviewerRecord{Reviewer: r}), 0)
		p.ZAdd(ctx, s.key("reviewers"), redis.Z{Score: float64(r.CreatedAt.UnixNano()), Member: r.ID})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &r, nil
}

func (s *Store) reviewerRecord(ctx context.Context, id string) (*reviewerRecord, error) {
	var r reviewerRecord
	if err := s.getJSON(ctx, s.reviewerKey(id), &r); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "Reviewer not found.")
		}
		return nil, err
	}
	return &r, nil
}

// FindReviewer returns a reviewer by id.
func (s *Store) FindReviewer(ctx context.Context, id string) (*assay.Reviewer, error) {
	r, err := s.reviewerRecord(ctx, id)
	if err != nil {
		return nil, err
	}
	return &r.Reviewer, nil
}

// ReviewerByEmail returns a reviewer and their password hash ("" until set).
func (s *Store) ReviewerByEmail(ctx context.Context, email string) (*assay.Reviewer, string, error) {
	id, err := s.rdb.HGet(ctx, s.reviewerEmails(), NormalizeEmail(email)).Result()
	if errors.Is(err, redis.Nil) {
		return nil, "", assay.Errorf(assay.ENOTFOUND, "Reviewer not found.")
	} else if err != nil {
		return nil, "", err
	}
	r, err := s.reviewerRecord(ctx, id)
	if err != nil {
		return nil, "", err
	}
	return &r.Reviewer, r.PasswordHash, nil
}

// ListReviewers returns the reviewers of a team (every team's if teamID is
// empty), oldest first.
func (s *Store) ListReviewers(ctx context.Context, teamID string) ([]*assay.Reviewer, error) {
	ids, err := s.rdb.ZRange(ctx, s.key("reviewers"), 0, -1).Result()
	if err != nil {
		return nil, err
	}
	out := []*assay.Reviewer{}
	for _, id := range ids {
		r, err := s.FindReviewer(ctx, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		if teamID == "" || r.TeamID == teamID {
			out = append(out, r)
		}
	}
	return out, nil
}

// SetReviewerPassword stores a password hash.
func (s *Store) SetReviewerPassword(ctx context.Context, id, hash string) (*assay.Reviewer, error) {
	r, err := updateJSON(ctx, s, s.reviewerKey(id), func(r *reviewerRecord) error {
		r.PasswordHash, r.HasPassword = hash, true
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &r.Reviewer, nil
}

// DisableReviewer disables a reviewer and ends all their sessions.
func (s *Store) DisableReviewer(ctx context.Context, id string) (*assay.Reviewer, error) {
	now := s.Now()
	r, err := updateJSON(ctx, s, s.reviewerKey(id), func(r *reviewerRecord) error {
		if !r.Disabled {
			r.Disabled, r.DisabledAt = true, &now
		}
		return nil
	})
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return nil, assay.Errorf(assay.ENOTFOUND, "Reviewer not found.")
	} else if err != nil {
		return nil, err
	}
	hashes, err := s.rdb.SMembers(ctx, s.reviewerSessions(id)).Result()
	if err != nil {
		return nil, err
	}
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		for _, h := range hashes {
			p.Del(ctx, s.key("review_session", h))
		}
		p.Del(ctx, s.reviewerSessions(id))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &r.Reviewer, nil
}

// NewToken returns a random URL-safe token of 32 bytes.
func NewToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// CreateSignInLink mints a one-time sign-in token for a reviewer, valid for ttl.
func (s *Store) CreateSignInLink(ctx context.Context, reviewerID string, ttl time.Duration) (string, error) {
	if _, err := s.FindReviewer(ctx, reviewerID); err != nil {
		return "", err
	}
	tok := NewToken()
	if err := s.rdb.Set(ctx, s.key("review_link", sha256Hex(tok)), reviewerID, ttl).Err(); err != nil {
		return "", err
	}
	return tok, nil
}

// PeekSignInLink returns the reviewer a sign-in token belongs to without
// using it up.
func (s *Store) PeekSignInLink(ctx context.Context, token string) (string, error) {
	id, err := s.rdb.Get(ctx, s.key("review_link", sha256Hex(token))).Result()
	if errors.Is(err, redis.Nil) {
		return "", assay.Errorf(assay.ENOTFOUND, "This sign-in link is not valid any more.")
	}
	return id, err
}

// UseSignInLink consumes a sign-in token: it works once.
func (s *Store) UseSignInLink(ctx context.Context, token string) (string, error) {
	id, err := s.rdb.GetDel(ctx, s.key("review_link", sha256Hex(token))).Result()
	if errors.Is(err, redis.Nil) {
		return "", assay.Errorf(assay.ENOTFOUND, "This sign-in link is not valid any more.")
	}
	return id, err
}

// CreateReviewerSession starts a session and returns its token.
func (s *Store) CreateReviewerSession(ctx context.Context, reviewerID string, ttl time.Duration) (string, *ReviewerSession, error) {
	now := s.Now()
	sess := &ReviewerSession{ReviewerID: reviewerID, CSRF: NewToken(), CreatedAt: now, ExpiresAt: now.Add(ttl)}
	tok := NewToken()
	h := sha256Hex(tok)
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.key("review_session", h), mustJSON(sess), ttl)
		p.SAdd(ctx, s.reviewerSessions(reviewerID), h)
		// The index lives as long as the newest session it lists.
		p.Expire(ctx, s.reviewerSessions(reviewerID), ttl)
		return nil
	})
	if err != nil {
		return "", nil, err
	}
	return tok, sess, nil
}

// ReviewerSession returns a live session by token.
func (s *Store) ReviewerSession(ctx context.Context, token string) (*ReviewerSession, error) {
	if token == "" || len(token) > 100 {
		return nil, assay.Errorf(assay.EUNAUTHORIZED, "Not signed in.")
	}
	b, err := s.rdb.Get(ctx, s.key("review_session", sha256Hex(token))).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, assay.Errorf(assay.EUNAUTHORIZED, "Not signed in.")
	} else if err != nil {
		return nil, err
	}
	var sess ReviewerSession
	if err := json.Unmarshal(b, &sess); err != nil {
		return nil, err
	}
	if !s.Now().Before(sess.ExpiresAt) {
		return nil, assay.Errorf(assay.EUNAUTHORIZED, "Session expired.")
	}
	return &sess, nil
}

// EndReviewerSession signs a session out.
func (s *Store) EndReviewerSession(ctx context.Context, token, reviewerID string) error {
	h := sha256Hex(token)
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Del(ctx, s.key("review_session", h))
		p.SRem(ctx, s.reviewerSessions(reviewerID), h)
		return nil
	})
	return err
}
