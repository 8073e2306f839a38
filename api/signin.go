package api

import (
	"errors"
	"time"

	"github.com/assayhq/assay"
	"github.com/golang-jwt/jwt/v5"
)

// SignInTokens issues and verifies mobile sign-in tokens: HS256 JWTs that name
// the user, team, region and environment, and expire.
type SignInTokens struct {
	Key         []byte
	TTL         time.Duration
	Region      string
	Environment string
	Now         func() time.Time
}

// SignInClaims are the claims of a sign-in token. Subject is the user id.
type SignInClaims struct {
	TeamID      string `json:"team_id"`
	Region      string `json:"region"`
	Environment string `json:"environment"`
	jwt.RegisteredClaims
}

const tokenIssuer = "assay"

func (t *SignInTokens) now() time.Time {
	if t.Now != nil {
		return t.Now()
	}
	return time.Now()
}

// Issue returns a signed token for a team's user.
func (t *SignInTokens) Issue(teamID, userID string) (string, error) {
	now := t.now()
	claims := SignInClaims{
		TeamID:      teamID,
		Region:      t.Region,
		Environment: t.Environment,
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    tokenIssuer,
			Subject:   userID,
			Audience:  jwt.ClaimStrings{"mobile-sdk"},
			IssuedAt:  jwt.NewNumericDate(now),
			ExpiresAt: jwt.NewNumericDate(now.Add(t.TTL)),
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.Key)
}

// Verify checks a token's signature, issuer and expiry and returns its claims.
func (t *SignInTokens) Verify(token string) (*SignInClaims, error) {
	var claims SignInClaims
	_, err := jwt.ParseWithClaims(token, &claims, func(*jwt.Token) (any, error) { return t.Key, nil },
		jwt.WithValidMethods([]string{jwt.SigningMethodHS256.Alg()}),
		jwt.WithIssuer(tokenIssuer),
		jwt.WithAudience("mobile-sdk"),
		jwt.WithExpirationRequired(),
		jwt.WithTimeFunc(t.now))
	if err != nil {
		if errors.Is(err, jwt.ErrTokenExpired) {
			return nil, assay.Errorf(assay.EUNAUTHORIZED, "Sign-in token expired.")
		}
		return nil, assay.Errorf(assay.EUNAUTHORIZED, "Invalid sign-in token.")
	}
	return &claims, nil
}
