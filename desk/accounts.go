package desk

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"golang.org/x/crypto/bcrypt"
)

// LinkTTL is how long a one-time sign-in link stays valid.
const LinkTTL = 72 * time.Hour

// Password length rules: bcrypt reads at most 72 bytes.
const (
	minPassword = 12
	maxPassword = 72
)

// bcryptCost is the work factor of password hashes (about 0.3 s on one
// core of the build machine).
const bcryptCost = 11

// Accounts holds the rules of reviewer accounts: who may sign in, with what
// password, and for how long.
type Accounts struct {
	Store      *store.Store
	SessionTTL time.Duration
}

// Create adds a reviewer to a team and returns it with a one-time sign-in
// token (the path /review/signin/TOKEN).
func (a *Accounts) Create(ctx context.Context, teamID, email string) (*assay.Reviewer, string, error) {
	email = store.NormalizeEmail(email)
	at := strings.IndexByte(email, '@')
	if at < 1 || at == len(email)-1 || strings.ContainsAny(email, " \t\r\n<>\"") || len(email) > 254 {
		return nil, "", assay.Invalid("Not an email address.", "email")
	}
	r, err := a.Store.CreateReviewer(ctx, teamID, email)
	if err != nil {
		return nil, "", err
	}
	tok, err := a.Store.CreateSignInLink(ctx, r.ID, LinkTTL)
	if err != nil {
		return nil, "", err
	}
	return r, tok, nil
}

// NewLink mints a fresh one-time sign-in token for a reviewer, e.g. after a
// forgotten password. Using it sets a new password.
func (a *Accounts) NewLink(ctx context.Context, reviewerID string) (string, error) {
	r, err := a.Store.FindReviewer(ctx, reviewerID)
	if err != nil {
		return "", err
	}
	if r.Disabled {
		return "", assay.Errorf(assay.EFORBIDDEN, "The reviewer is disabled.")
	}
	return a.Store.CreateSignInLink(ctx, reviewerID, LinkTTL)
}

// LinkOwner returns the reviewer a still-valid sign-in token belongs to.
func (a *Accounts) LinkOwner(ctx context.Context, token string) (*assay.Reviewer, error) {
	id, err := a.Store.PeekSignInLink(ctx, token)
	if err != nil {
		return nil, err
	}
	return a.active(ctx, id)
}

// UseLink sets the password of the link's reviewer, uses the link up and
// starts a session.
func (a *Accounts) UseLink(ctx context.Context, token, password, confirm string) (string, *store.ReviewerSession, error) {
	if _, err := a.LinkOwner(ctx, token); err != nil {
		return "", nil, err
	}
	if err := checkPassword(password, confirm); err != nil {
		return "", nil, err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcryptCost)
	if err != nil {
		return "", nil, err
	}
	id, err := a.Store.UseSignInLink(ctx, token) // a second, concurrent use loses here
	if err != nil {
		return "", nil, err
	}
	if _, err := a.Store.SetReviewerPassword(ctx, id, string(hash)); err != nil {
		return "", nil, err
	}
	return a.Store.CreateReviewerSession(ctx, id, a.SessionTTL)
}

func checkPassword(password, confirm string) error {
	switch {
	case utf8.RuneCountInString(password) < minPassword:
		return assay.Invalid("The password must have at least 12 characters.", "password")
	case len(password) > maxPassword:
		return assay.Invalid("The password must be at most 72 bytes long.", "password")
	case password != confirm:
		return assay.Invalid("The two passwords differ.", "confirm")
	}
	return nil
}

// dummyHash is compared against when the email is unknown, so that a wrong
// email and a wrong password take the same time.
var dummyHash, _ = bcrypt.GenerateFromPassword([]byte("not a password of anyone"), bcryptCost)

// SignIn checks an email and password and starts a session.
func (a *Accounts) SignIn(ctx context.Context, email, password string) (string, *store.ReviewerSession, error) {
	bad := assay.Errorf(assay.EUNAUTHORIZED, "Wrong email or password.")
	r, hash, err := a.Store.ReviewerByEmail(ctx, email)
	if assay.ErrorCode(err) == assay.ENOTFOUND || (err == nil && hash == "") {
		_ = bcrypt.CompareHashAndPassword(dummyHash, []byte(password))
		return "", nil, bad
	} else if err != nil {
		return "", nil, err
	}
	if bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) != nil {
		return "", nil, bad
	}
	if r.Disabled {
		return "", nil, assay.Errorf(assay.EFORBIDDEN, "This reviewer account is disabled.")
	}
	return a.Store.CreateReviewerSession(ctx, r.ID, a.SessionTTL)
}

// Session returns the reviewer of a live session. A disabled reviewer's
// session is over.
func (a *Accounts) Session(ctx context.Context, token string) (*assay.Reviewer, *store.ReviewerSession, error) {
	sess, err := a.Store.ReviewerSession(ctx, token)
	if err != nil {
		return nil, nil, err
	}
	r, err := a.active(ctx, sess.ReviewerID)
	if err != nil {
		_ = a.Store.EndReviewerSession(ctx, token, sess.ReviewerID)
		return nil, nil, assay.Errorf(assay.EUNAUTHORIZED, "Not signed in.")
	}
	return r, sess, nil
}

// SignOut ends a session.
func (a *Accounts) SignOut(ctx context.Context, token, reviewerID string) error {
	return a.Store.EndReviewerSession(ctx, token, reviewerID)
}

// Disable disables a reviewer and signs them out everywhere.
func (a *Accounts) Disable(ctx context.Context, reviewerID string) (*assay.Reviewer, error) {
	return a.Store.DisableReviewer(ctx, reviewerID)
}

func (a *Accounts) active(ctx context.Context, id string) (*assay.Reviewer, error) {
	r, err := a.Store.FindReviewer(ctx, id)
	if err != nil {
		return nil, err
	}
	if r.Disabled {
		return nil, assay.Errorf(assay.EFORBIDDEN, "This reviewer account is disabled.")
	}
	return r, nil
}
