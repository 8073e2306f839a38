package store

import (
	"context"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// UserCreate and ConflictError are the root types, under their old names.
type (
	UserCreate    = assay.UserCreate
	ConflictError = assay.UserConflictError
)

// CreateUser creates a user in a team. A client_user_id already used in the
// team gives a *assay.UserConflictError.
func (s *Store) CreateUser(ctx context.Context, teamID string, in UserCreate) (*assay.User, error) {
	now := s.Now()
	u := &assay.User{
		UserID:           uuid.NewString(),
		TeamID:           teamID,
		ClientUserID:     in.ClientUserID,
		CreatedOn:        now,
		ConnectedSources: []assay.ConnectedSource{},
		IngestionStart:   in.IngestionStart,
		IngestionEnd:     in.IngestionEnd,
	}
	if in.FallbackTimeZone != nil {
		u.FallbackTimeZone = &assay.FallbackTimeZone{ID: *in.FallbackTimeZone, SourceSlug: "manual", UpdatedAt: now}
	}
	if in.FallbackBirthDate != nil {
		u.FallbackBirthDate = &assay.FallbackBirthDate{Value: *in.FallbackBirthDate, SourceSlug: "manual", UpdatedAt: now}
	}
	// HSETNX claims the client_user_id atomically; the loser gets the winner.
	ok, err := s.rdb.HSetNX(ctx, s.key("team", teamID, "client_user_ids"), in.ClientUserID, u.UserID).Result()
	if err != nil {
		return nil, err
	}
	if !ok {
		id, err := s.rdb.HGet(ctx, s.key("team", teamID, "client_user_ids"), in.ClientUserID).Result()
		if err != nil {
			return nil, err
		}
		existing, err := s.FindUser(ctx, teamID, id)
		if err != nil {
			return nil, err
		}
		return nil, &ConflictError{User: existing}
	}
	_, err = s.rdb.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.Set(ctx, s.key("user", u.UserID), mustJSON(u), 0)
		p.ZAdd(ctx, s.key("team", teamID, "users"), redis.Z{Score: float64(now.UnixNano()), Member: u.UserID})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// FindUser returns a team's user; another team's user is ENOTFOUND.
func (s *Store) FindUser(ctx context.Context, teamID, userID string) (*assay.User, error) {
	var u assay.User
	if err := s.getJSON(ctx, s.key("user", userID), &u); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.Errorf(assay.ENOTFOUND, "User not found.")
		}
		return nil, err
	}
	if u.TeamID != teamID {
		return nil, assay.Errorf(assay.ENOTFOUND, "User not found.")
	}
	return &u, nil
}

// ListUsers returns a page of a team's users, oldest first, and the total.
func (s *Store) ListUsers(ctx context.Context, teamID string, offset, limit int) ([]*assay.User, int, error) {
	zkey := s.key("team", teamID, "users")
	total, err := s.rdb.ZCard(ctx, zkey).Result()
	if err != nil {
		return nil, 0, err
	}
	users := []*assay.User{}
	if limit == 0 || int64(offset) >= total {
		return users, int(total), nil
	}
	ids, err := s.rdb.ZRange(ctx, zkey, int64(offset), int64(offset+limit-1)).Result()
	if err != nil {
		return nil, 0, err
	}
	for _, id := range ids {
		u, err := s.FindUser(ctx, teamID, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, 0, err
		}
		users = append(users, u)
	}
	return users, int(total), nil
}

// DeleteUser removes a team's user and tombstones them (TombstoneUser):
// their jobs and orders answer 404 from now on. The erasure task
// (jobs.Erasure) deletes the records and files that carry their data.
func (s *Store) DeleteUser(ctx context.Context, teamID, userID string) error {
	_, err := s.TombstoneUser(ctx, teamID, userID)
	return err
}
