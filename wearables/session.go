package wearables

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
)

// Sessions turns a sign-in token, once, into a device session: a long-lived
// refresh token and short-lived access tokens with which the team's app
// pushes the user's data. Tokens are random and kept only as hashes.
type Sessions struct {
	Store      *store.Store
	Verify     assay.SignInVerifier
	AccessTTL  time.Duration // default 1 h
	RefreshTTL time.Duration // default 365 days
}

func (s *Sessions) accessTTL() time.Duration {
	if s.AccessTTL > 0 {
		return s.AccessTTL
	}
	return time.Hour
}

func (s *Sessions) refreshTTL() time.Duration {
	if s.RefreshTTL > 0 {
		return s.RefreshTTL
	}
	return 365 * 24 * time.Hour
}

func tokenHash(t string) string {
	sum := sha256.Sum256([]byte(t))
	return hex.EncodeToString(sum[:])
}

func newToken(prefix string) string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return prefix + base64.RawURLEncoding.EncodeToString(b)
}

// SignIn exchanges a sign-in token for a session. A token is good for one
// exchange: a second use is refused, as is a token of a deleted user.
func (s *Sessions) SignIn(ctx context.Context, signInToken string) (*assay.DeviceSession, error) {
	if signInToken == "" || len(signInToken) > 4096 {
		return nil, assay.Invalid("sign_in_token is required", "body", "sign_in_token")
	}
	teamID, userID, exp, err := s.Verify(signInToken)
	if err != nil {
		return nil, err
	}
	if _, err := s.Store.FindUser(ctx, teamID, userID); err != nil {
		return nil, assay.Errorf(assay.EUNAUTHORIZED, "Invalid sign-in token.")
	}
	// Remember the token until shortly after it expires; after that the
	// signature check refuses it anyway.
	first, err := s.Store.UseOnce(ctx, "signin:"+tokenHash(signInToken), time.Until(exp)+time.Minute)
	if err != nil {
		return nil, err
	}
	if !first {
		return nil, assay.Errorf(assay.EUNAUTHORIZED, "This sign-in token was already used; request a new one.")
	}
	refresh := newToken("rt_")
	if err := s.Store.PutDeviceToken(ctx, "refresh", tokenHash(refresh), store.DeviceToken{TeamID: teamID, UserID: userID}, s.refreshTTL()); err != nil {
		return nil, err
	}
	return s.issueAccess(ctx, teamID, userID, refresh)
}

// Refresh issues a new access token for a refresh token.
func (s *Sessions) Refresh(ctx context.Context, refreshToken string) (*assay.DeviceSession, error) {
	if refreshToken == "" || len(refreshToken) > 200 {
		return nil, assay.Invalid("refresh_token is required", "body", "refresh_token")
	}
	t, err := s.Store.FindDeviceToken(ctx, "refresh", tokenHash(refreshToken))
	if err != nil {
		return nil, err
	}
	return s.issueAccess(ctx, t.TeamID, t.UserID, refreshToken)
}

func (s *Sessions) issueAccess(ctx context.Context, teamID, userID, refresh string) (*assay.DeviceSession, error) {
	access := newToken("at_")
	t := store.DeviceToken{TeamID: teamID, UserID: userID, Refresh: tokenHash(refresh)}
	if err := s.Store.PutDeviceToken(ctx, "access", tokenHash(access), t, s.accessTTL()); err != nil {
		return nil, err
	}
	return &assay.DeviceSession{UserID: userID, TeamID: teamID, AccessToken: access, RefreshToken: refresh,
		TokenType: "bearer", ExpiresIn: int(s.accessTTL().Seconds())}, nil
}

// Authenticate returns the team and user of an access token, or EUNAUTHORIZED.
func (s *Sessions) Authenticate(ctx context.Context, accessToken string) (teamID, userID string, err error) {
	if accessToken == "" || len(accessToken) > 200 {
		return "", "", assay.Errorf(assay.EUNAUTHORIZED, "Missing or invalid access token.")
	}
	t, err := s.Store.FindDeviceToken(ctx, "access", tokenHash(accessToken))
	if err != nil {
		return "", "", err
	}
	return t.TeamID, t.UserID, nil
}

var errNoSessions = assay.Errorf(assay.EFORBIDDEN, "Device sessions are not enabled on this deployment.")

// SignIn exchanges a sign-in token, once, for a device session.
func (s *Service) SignIn(ctx context.Context, signInToken string) (*assay.DeviceSession, error) {
	if s.Sessions == nil {
		return nil, errNoSessions
	}
	return s.Sessions.SignIn(ctx, signInToken)
}

// Refresh issues a new access token for a refresh token.
func (s *Service) Refresh(ctx context.Context, refreshToken string) (*assay.DeviceSession, error) {
	if s.Sessions == nil {
		return nil, errNoSessions
	}
	return s.Sessions.Refresh(ctx, refreshToken)
}

// AuthenticateDevice returns the team and user of a device access token.
func (s *Service) AuthenticateDevice(ctx context.Context, accessToken string) (string, string, error) {
	if s.Sessions == nil {
		return "", "", errNoSessions
	}
	return s.Sessions.Authenticate(ctx, accessToken)
}
