// Package store keeps Assay's records in Redis and uploaded files in blob
// storage (a local directory or S3).
package store

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// Store reads and writes records in Redis. Every key starts with prefix.
type Store struct {
	rdb    *redis.Client
	prefix string
	// KeyLabel goes into new API keys, e.g. "us_sandbox" gives "sk_us_sandbox_...".
	KeyLabel string
	Now      func() time.Time
}

// New returns a Store over rdb.
func New(rdb *redis.Client, prefix string) *Store {
	return &Store{rdb: rdb, prefix: prefix, KeyLabel: "us_sandbox", Now: func() time.Time { return time.Now().UTC() }}
}

// Redis returns the underlying client.
func (s *Store) Redis() *redis.Client { return s.rdb }

// Ping checks that Redis answers.
func (s *Store) Ping(ctx context.Context) error { return s.rdb.Ping(ctx).Err() }

func (s *Store) key(parts ...string) string { return s.prefix + strings.Join(parts, ":") }

func (s *Store) getJSON(ctx context.Context, key string, v any) error {
	b, err := s.rdb.Get(ctx, key).Bytes()
	if errors.Is(err, redis.Nil) {
		return assay.Errorf(assay.ENOTFOUND, "Not found.")
	} else if err != nil {
		return err
	}
	return json.Unmarshal(b, v)
}

// listJSON reads a Redis list of JSON records, first to last.
func listJSON[T any](ctx context.Context, s *Store, key string) ([]T, error) {
	raw, err := s.rdb.LRange(ctx, key, 0, -1).Result()
	if err != nil {
		return nil, err
	}
	out := make([]T, 0, len(raw))
	for _, r := range raw {
		var v T
		if err := json.Unmarshal([]byte(r), &v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only our own record types are marshalled
	}
	return b
}

// --- Teams and API keys ---

type teamRecord struct {
	assay.Team
	KeyHashes []string `json:"key_hashes"`
}

// CreateTeam creates a team and its first API key, which is returned in
// clear once and stored only as a hash.
func (s *Store) CreateTeam(ctx context.Context, name string, labReportParsing bool) (*assay.Team, string, error) {
	if strings.TrimSpace(name) == "" {
		return nil, "", assay.Invalid("Team name must not be empty.", "name")
	}
	t := assay.Team{ID: uuid.NewString(), Name: name, LabReportParsingEnabled: labReportParsing, CreatedAt: s.Now()}
	if err := s.rdb.Set(ctx, s.key("team", t.ID), mustJSON(teamRecord{Team: t}), 0).Err(); err != nil {
		return nil, "", err
	}
	if err := s.rdb.SAdd(ctx, s.key("teams"), t.ID).Err(); err != nil {
		return nil, "", err
	}
	key, err := s.CreateAPIKey(ctx, t.ID)
	if err != nil {
		return nil, "", err
	}
	return &t, key, nil
}

// FindTeam returns a team by id.
func (s *Store) FindTeam(ctx context.Context, id string) (*assay.Team, error) {
	var r teamRecord
	if err := s.getJSON(ctx, s.key("team", id), &r); err != nil {
		return nil, err
	}
	return &r.Team, nil
}

// ListTeams returns every team.
func (s *Store) ListTeams(ctx context.Context) ([]*assay.Team, error) {
	ids, err := s.rdb.SMembers(ctx, s.key("teams")).Result()
	if err != nil {
		return nil, err
	}
	var teams []*assay.Team
	for _, id := range ids {
		t, err := s.FindTeam(ctx, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		teams = append(teams, t)
	}
	return teams, nil
}

// UpdateTeam applies fn to a team and saves it.
func (s *Store) UpdateTeam(ctx context.Context, id string, fn func(*assay.Team) error) (*assay.Team, error) {
	r, err := updateJSON(ctx, s, s.key("team", id), func(r *teamRecord) error { return fn(&r.Team) })
	if err != nil {
		return nil, err
	}
	return &r.Team, nil
}

const apiKeyAlphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// CreateAPIKey mints a new API key for a team. Older keys keep working.
func (s *Store) CreateAPIKey(ctx context.Context, teamID string) (string, error) {
	if _, err := s.FindTeam(ctx, teamID); err != nil {
		return "", err
	}
	// A 64-bit selector collision between two live keys is vanishingly rare;
	// SETNX makes it a retry instead of an overwrite.
	for attempt := 0; attempt < 5; attempt++ {
		secret := make([]byte, 40)
		for i := range secret {
			n, err := rand.Int(rand.Reader, big.NewInt(int64(len(apiKeyAlphabet))))
			if err != nil {
				return "", err
			}
			secret[i] = apiKeyAlphabet[n.Int64()]
		}
		key := "sk_" + s.KeyLabel + "_" + string(secret)
		selector, digest := splitKeyHash(key)
		ok, err := s.rdb.SetNX(ctx, s.key("apikey", selector), teamID+" "+digest, 0).Result()
		if err != nil {
			return "", err
		}
		if ok {
			return key, nil
		}
	}
	return "", errors.New("could not mint a unique API key")
}

// splitKeyHash hashes an API key into a selector, under which its record is
// found, and the full digest, which the record keeps and which is compared in
// constant time. Only the digest is stored, never the key.
func splitKeyHash(key string) (selector, digest string) {
	digest = sha256Hex(key)
	return digest[:16], digest
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// Authenticate returns the team owning an API key, or EUNAUTHORIZED.
func (s *Store) Authenticate(ctx context.Context, key string) (*assay.Team, error) {
	unauthorized := assay.Errorf(assay.EUNAUTHORIZED, "Missing or invalid API key in the x-service-api-key header.")
	if key == "" || len(key) > 200 {
		return nil, unauthorized
	}
	selector, digest := splitKeyHash(key)
	record, err := s.rdb.Get(ctx, s.key("apikey", selector)).Result()
	if errors.Is(err, redis.Nil) {
		return nil, unauthorized
	} else if err != nil {
		return nil, err
	}
	teamID, stored, _ := strings.Cut(record, " ")
	if subtle.ConstantTimeCompare([]byte(stored), []byte(digest)) != 1 {
		return nil, unauthorized
	}
	t, err := s.FindTeam(ctx, teamID)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return nil, unauthorized
	}
	return t, err
}

// --- optimistic updates ---

// watch runs fn in a WATCH on keys and runs it again while another writer
// changes a watched key first. fn writes through tx.TxPipelined.
func (s *Store) watch(ctx context.Context, fn func(tx *redis.Tx) error, keys ...string) error {
	for attempt := 0; attempt < 100; attempt++ {
		err := s.rdb.Watch(ctx, fn, keys...)
		if !errors.Is(err, redis.TxFailedErr) {
			return err
		}
	}
	return fmt.Errorf("update %s: too much contention", strings.Join(keys, ", "))
}

// updateJSON reads the record at key, applies fn and writes it back inside a
// WATCH, retrying when another writer got there first. fn may run more than
// once and must not have side effects outside the record.
func updateJSON[T any](ctx context.Context, s *Store, key string, fn func(*T) error) (*T, error) {
	var out *T
	err := s.watch(ctx, func(tx *redis.Tx) error {
		b, err := tx.Get(ctx, key).Bytes()
		if errors.Is(err, redis.Nil) {
			return assay.Errorf(assay.ENOTFOUND, "Not found.")
		} else if err != nil {
			return err
		}
		v := new(T)
		if err := json.Unmarshal(b, v); err != nil {
			return err
		}
		if err := fn(v); err != nil {
			return err
		}
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.Set(ctx, key, mustJSON(v), 0)
			return nil
		})
		out = v
		return err
	}, key)
	if err != nil {
		return nil, err
	}
	return out, nil
}
