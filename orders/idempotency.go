package orders

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"

	"github.com/assayhq/assay"
)

// Idempotent runs create once per Idempotency-Key: a repeat with the same
// body within 24 h gets the first order back, a repeat with another body
// gets 422, and a failed create does not use up the key.
func (s *Service) Idempotent(ctx context.Context, teamID string, k assay.IdempotencyKey, create func() (*assay.Order, string, error)) (*assay.Order, string, error) {
	if k.Key == "" {
		return create()
	}
	if len(k.Key) > 255 {
		return nil, "", assay.InvalidAs("string_too_long", "Idempotency key should have at most 255 characters", "header", k.Header)
	}
	hash := canonicalHash(k.Body)
	claim, err := s.Store.ClaimIdempotencyKey(ctx, teamID, k.Scope, k.Key, hash)
	switch {
	case err != nil:
		return nil, "", err
	case claim.Mismatch:
		return nil, "", assay.InvalidAs("value_error", "This idempotency key was already used with a different request body.", "header", k.Header)
	case claim.Pending:
		return nil, "", assay.Errorf(assay.ECONFLICT, "A request with this idempotency key is still being processed.")
	case !claim.Claimed:
		o, err := s.Store.FindOrder(ctx, teamID, claim.OrderID)
		return o, "Order created.", err
	}
	o, msg, err := create()
	if err != nil {
		_ = s.Store.ReleaseIdempotencyKey(ctx, teamID, k.Scope, k.Key)
		return nil, "", err
	}
	if err := s.Store.CompleteIdempotencyKey(ctx, teamID, k.Scope, k.Key, hash, o.ID); err != nil {
		return nil, "", err
	}
	return o, msg, nil
}

// canonicalHash hashes a JSON body so that key order and spacing do not
// matter when an Idempotency-Key is reused.
func canonicalHash(body []byte) string {
	var v any
	if err := json.Unmarshal(body, &v); err == nil {
		if b, err := json.Marshal(v); err == nil {
			body = b
		}
	}
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:])
}
