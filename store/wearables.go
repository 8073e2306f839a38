package store

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"time"

	"github.com/assayhq/assay"
	"github.com/redis/go-redis/v9"
)

// Wearable records. Per user: summaries (activity, workouts) in a hash by id
// with a sorted-set index by time; timeseries samples per resource in a hash
// by sample key with a sorted-set index by timestamp, so that a sample sent
// again replaces the earlier one; the blob keys of the user's streams and
// import files; the user's imports and device tokens. A workout's owner is
// kept under its id, because the stream route names only the workout.

func (s *Store) wearKey(userID string, parts ...string) string {
	return s.key(append([]string{"wear", "u", userID}, parts...)...)
}

// wearSummaryKinds and wearSeriesResources name every per-user record kind,
// so that DeleteWearables finds them all.
var (
	wearSummaryKinds    = []string{"activity", "workouts"}
	wearSeriesResources = []string{"steps", "calories_active", "glucose", "heartrate"}
)

// WearSeriesResources returns the timeseries resources the store keeps.
func WearSeriesResources() []string { return append([]string(nil), wearSeriesResources...) }

// AddConnectedSource adds src to a user's connected_sources unless a source
// with its slug is there. It reports whether it was added.
func (s *Store) AddConnectedSource(ctx context.Context, teamID, userID string, src assay.Source) (bool, error) {
	if _, err := s.FindUser(ctx, teamID, userID); err != nil {
		return false, err
	}
	added := false
	_, err := updateJSON(ctx, s, s.key("user", userID), func(u *assay.User) error {
		added = false
		for _, c := range u.ConnectedSources {
			if c.Source.Slug == src.Slug {
				return nil
			}
		}
		u.ConnectedSources = append(u.ConnectedSources, assay.ConnectedSource{CreatedOn: s.Now(), Source: src, Provider: src})
		added = true
		return nil
	})
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return false, assay.Errorf(assay.ENOTFOUND, "User not found.")
	}
	return added, err
}

// UpsertSummary replaces the summary id of a user's kind (activity or
// workouts) with what next returns, given the stored one (nil when new).
// next returning nil leaves the record as it is. score orders the index
// (unix seconds of the summary's time). It runs next again when another
// writer changed the record first, so next must have no side effects.
func (s *Store) UpsertSummary(ctx context.Context, kind, userID, id string, score float64, next func(old []byte) ([]byte, error)) error {
	h, z := s.wearKey(userID, kind), s.wearKey(userID, kind, "by_time")
	return s.watch(ctx, func(tx *redis.Tx) error {
		old, err := tx.HGet(ctx, h, id).Bytes()
		if errors.Is(err, redis.Nil) {
			old = nil
		} else if err != nil {
			return err
		}
		b, err := next(old)
		if err != nil || b == nil {
			return err
		}
		_, err = tx.TxPipelined(ctx, func(p redis.Pipeliner) error {
			p.HSet(ctx, h, id, b)
			p.ZAdd(ctx, z, redis.Z{Score: score, Member: id})
			return nil
		})
		return err
	}, h)
}

// GetSummary returns one summary of a user's kind.
func (s *Store) GetSummary(ctx context.Context, kind, userID, id string) ([]byte, error) {
	b, err := s.rdb.HGet(ctx, s.wearKey(userID, kind), id).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, assay.Errorf(assay.ENOTFOUND, "Not found.")
	}
	return b, err
}

// RangeSummaries returns a user's summaries of kind whose score lies in
// [from, to], in time order.
func (s *Store) RangeSummaries(ctx context.Context, kind, userID string, from, to float64) ([][]byte, error) {
	return s.rangeIndexed(ctx, s.wearKey(userID, kind), s.wearKey(userID, kind, "by_time"), from, to)
}

func (s *Store) rangeIndexed(ctx context.Context, h, z string, from, to float64) ([][]byte, error) {
	ids, err := s.rdb.ZRangeByScore(ctx, z, &redis.ZRangeBy{Min: fmtScore(from), Max: fmtScore(to)}).Result()
	if err != nil || len(ids) == 0 {
		return [][]byte{}, err
	}
	out := make([][]byte, 0, len(ids))
	const chunk = 1000
	for i := 0; i < len(ids); i += chunk {
		vals, err := s.rdb.HMGet(ctx, h, ids[i:min(i+chunk, len(ids))]...).Result()
		if err != nil {
			return nil, err
		}
		for _, v := range vals {
			if str, ok := v.(string); ok {
				out = append(out, []byte(str))
			}
		}
	}
	return out, nil
}

func fmtScore(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// KeyedSample is a timeseries sample as stored: Key identifies it (source
// provider, source type and timestamp), Score is its unix time.
type KeyedSample struct {
	Key   string
	Score float64
	JSON  []byte
}

// PutSamples stores samples of a user's resource; a sample whose key is
// already stored replaces it. All of them are written in one transaction.
func (s *Store) PutSamples(ctx context.Context, userID, resource string, samples []KeyedSample) error {
	h, z := s.wearKey(userID, "ts", resource), s.wearKey(userID, "ts", resource, "by_time")
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		for _, smp := range samples {
			p.HSet(ctx, h, smp.Key, smp.JSON)
			p.ZAdd(ctx, z, redis.Z{Score: smp.Score, Member: smp.Key})
		}
		return nil
	})
	return err
}

// RangeSamples returns a user's samples of resource with a time in [from,
// to], oldest first.
func (s *Store) RangeSamples(ctx context.Context, userID, resource string, from, to float64) ([][]byte, error) {
	return s.rangeIndexed(ctx, s.wearKey(userID, "ts", resource), s.wearKey(userID, "ts", resource, "by_time"), from, to)
}

// SetWorkoutOwner records the team and user of a workout id.
func (s *Store) SetWorkoutOwner(ctx context.Context, workoutID, teamID, userID string) error {
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.key("wear", "workout", workoutID), teamID+" "+userID, 0)
		p.SAdd(ctx, s.wearKey(userID, "workout_ids"), workoutID)
		return nil
	})
	return err
}

// WorkoutOwner returns the user of a team's workout; another team's is ENOTFOUND.
func (s *Store) WorkoutOwner(ctx context.Context, teamID, workoutID string) (string, error) {
	v, err := s.rdb.Get(ctx, s.key("wear", "workout", workoutID)).Result()
	if errors.Is(err, redis.Nil) {
		return "", assay.Errorf(assay.ENOTFOUND, "Workout not found.")
	} else if err != nil {
		return "", err
	}
	var team, user string
	for i := range v {
		if v[i] == ' ' {
			team, user = v[:i], v[i+1:]
			break
		}
	}
	if team != teamID {
		return "", assay.Errorf(assay.ENOTFOUND, "Workout not found.")
	}
	return user, nil
}

// AddUserBlob remembers a blob key holding a user's wearable data, so that
// deleting the user deletes it.
func (s *Store) AddUserBlob(ctx context.Context, userID, key string) error {
	return s.rdb.SAdd(ctx, s.wearKey(userID, "blobs"), key).Err()
}

// --- imports ---

func (s *Store) importKey(id string) string { return s.key("wear", "import", id) }

// CreateImport saves a new import record.
func (s *Store) CreateImport(ctx context.Context, im *assay.Import) error {
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.importKey(im.ID), mustJSON(im), 0)
		p.SAdd(ctx, s.wearKey(im.UserID, "imports"), im.ID)
		return nil
	})
	return err
}

// FindImport returns an import of a team; teamID "" finds any (workers).
func (s *Store) FindImport(ctx context.Context, teamID, id string) (*assay.Import, error) {
	var im assay.Import
	if err := s.getJSON(ctx, s.importKey(id), &im); err != nil || (teamID != "" && im.TeamID != teamID) {
		if err == nil || assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "Import not found.")
		}
		return nil, err
	}
	return &im, nil
}

// UpdateImport applies fn to an import and saves it.
func (s *Store) UpdateImport(ctx context.Context, id string, fn func(*assay.Import) error) (*assay.Import, error) {
	im, err := updateJSON(ctx, s, s.importKey(id), func(im *assay.Import) error {
		if err := fn(im); err != nil {
			return err
		}
		im.UpdatedAt = s.Now()
		return nil
	})
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return nil, assay.Errorf(assay.ENOTFOUND, "Import not found.")
	}
	return im, err
}

// --- device sessions ---

// DeviceToken is what a device token (refresh or access) stands for.
type DeviceToken struct {
	TeamID string `json:"team_id"`
	UserID string `json:"user_id"`
	// Refresh is the hash of the refresh token an access token came from.
	Refresh string `json:"refresh,omitempty"`
}

// UseOnce claims name (e.g. the hash of a sign-in token) for ttl. It
// reports false when it was claimed before.
func (s *Store) UseOnce(ctx context.Context, name string, ttl time.Duration) (bool, error) {
	return s.rdb.SetNX(ctx, s.key("wear", "used", name), "1", ttl).Result()
}

// PutDeviceToken stores a token by its hash (kind "refresh" or "access")
// for ttl (0: no expiry).
func (s *Store) PutDeviceToken(ctx context.Context, kind, hash string, t DeviceToken, ttl time.Duration) error {
	_, err := s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		k := s.key("wear", kind, hash)
		p.Set(ctx, k, mustJSON(t), ttl)
		p.SAdd(ctx, s.wearKey(t.UserID, "tokens"), k)
		return nil
	})
	return err
}

// FindDeviceToken returns the token with a hash, or EUNAUTHORIZED.
func (s *Store) FindDeviceToken(ctx context.Context, kind, hash string) (*DeviceToken, error) {
	var t DeviceToken
	if err := s.getJSON(ctx, s.key("wear", kind, hash), &t); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.EUNAUTHORIZED, "Invalid or expired device token.")
		}
		return nil, err
	}
	return &t, nil
}

// DeleteWearables removes every wearable record of a user: summaries,
// samples, workout owners, imports and device tokens. It returns the blob
// keys of the user's files, which the caller deletes.
func (s *Store) DeleteWearables(ctx context.Context, userID string) ([]string, error) {
	blobs, err := s.rdb.SMembers(ctx, s.wearKey(userID, "blobs")).Result()
	if err != nil {
		return nil, err
	}
	workouts, err := s.rdb.SMembers(ctx, s.wearKey(userID, "workout_ids")).Result()
	if err != nil {
		return nil, err
	}
	imports, err := s.rdb.SMembers(ctx, s.wearKey(userID, "imports")).Result()
	if err != nil {
		return nil, err
	}
	tokens, err := s.rdb.SMembers(ctx, s.wearKey(userID, "tokens")).Result()
	if err != nil {
		return nil, err
	}
	keys := []string{s.wearKey(userID, "blobs"), s.wearKey(userID, "imports"), s.wearKey(userID, "tokens"), s.wearKey(userID, "workout_ids")}
	for _, k := range wearSummaryKinds {
		keys = append(keys, s.wearKey(userID, k), s.wearKey(userID, k, "by_time"))
	}
	for _, r := range wearSeriesResources {
		keys = append(keys, s.wearKey(userID, "ts", r), s.wearKey(userID, "ts", r, "by_time"))
	}
	for _, id := range workouts {
		keys = append(keys, s.key("wear", "workout", id))
	}
	for _, id := range imports {
		keys = append(keys, s.importKey(id))
	}
	keys = append(keys, tokens...)
	for i := 0; i < len(keys); i += 500 {
		if err := s.rdb.Del(ctx, keys[i:min(i+500, len(keys))]...).Err(); err != nil {
			return nil, err
		}
	}
	return blobs, nil
}

// decodeAll unmarshals stored JSON records into T.
func decodeAll[T any](raw [][]byte) ([]T, error) {
	out := make([]T, 0, len(raw))
	for _, b := range raw {
		var v T
		if err := json.Unmarshal(b, &v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// RangeActivities returns a user's activity summaries dated in [from, to].
func (s *Store) RangeActivities(ctx context.Context, userID string, from, to time.Time) ([]assay.Activity, error) {
	raw, err := s.RangeSummaries(ctx, "activity", userID, float64(from.Unix()), float64(to.Unix()))
	if err != nil {
		return nil, err
	}
	return decodeAll[assay.Activity](raw)
}

// RangeWorkouts returns a user's workouts started in [from, to].
func (s *Store) RangeWorkouts(ctx context.Context, userID string, from, to time.Time) ([]assay.Workout, error) {
	raw, err := s.RangeSummaries(ctx, "workouts", userID, float64(from.Unix()), float64(to.Unix()))
	if err != nil {
		return nil, err
	}
	return decodeAll[assay.Workout](raw)
}

// RangeSeries returns a user's samples of resource timed in [from, to].
func (s *Store) RangeSeries(ctx context.Context, userID, resource string, from, to time.Time) ([]assay.Sample, error) {
	raw, err := s.RangeSamples(ctx, userID, resource, float64(from.Unix()), float64(to.Unix()))
	if err != nil {
		return nil, err
	}
	return decodeAll[assay.Sample](raw)
}
