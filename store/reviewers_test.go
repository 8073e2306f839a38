package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

func TestReviewerAccounts(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	team, _, err := s.CreateTeam(ctx, "Acme", true)
	if err != nil {
		t.Fatal(err)
	}
	other, _, _ := s.CreateTeam(ctx, "Other", true)
	r, err := s.CreateReviewer(ctx, team.ID, " Ann@Example.org ")
	if err != nil || r.Email != "ann@example.org" || r.HasPassword {
		t.Fatalf("CreateReviewer = %+v, %v", r, err)
	}
	if _, err := s.CreateReviewer(ctx, other.ID, "ann@example.ORG"); assay.ErrorCode(err) != assay.ECONFLICT {
		t.Errorf("same email twice: %v", err)
	}
	if _, err := s.CreateReviewer(ctx, "no-team", "bob@example.org"); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("unknown team: %v", err)
	}
	bob, _ := s.CreateReviewer(ctx, other.ID, "bob@example.org")
	if list, _ := s.ListReviewers(ctx, team.ID); len(list) != 1 || list[0].ID != r.ID {
		t.Errorf("team's reviewers: %+v", list)
	}
	if list, _ := s.ListReviewers(ctx, ""); len(list) != 2 || list[1].ID != bob.ID {
		t.Errorf("all reviewers: %+v", list)
	}

	// A sign-in link works once and expires.
	tok, err := s.CreateSignInLink(ctx, r.ID, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	if id, err := s.PeekSignInLink(ctx, tok); err != nil || id != r.ID {
		t.Errorf("peek = %q, %v", id, err)
	}
	if id, err := s.UseSignInLink(ctx, tok); err != nil || id != r.ID {
		t.Errorf("use = %q, %v", id, err)
	}
	if _, err := s.UseSignInLink(ctx, tok); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("second use: %v", err)
	}
	short, _ := s.CreateSignInLink(ctx, r.ID, 50*time.Millisecond)
	time.Sleep(120 * time.Millisecond)
	if _, err := s.PeekSignInLink(ctx, short); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("expired link: %v", err)
	}

	if _, err := s.SetReviewerPassword(ctx, r.ID, "hash"); err != nil {
		t.Fatal(err)
	}
	got, hash, err := s.ReviewerByEmail(ctx, "ANN@example.org")
	if err != nil || got.ID != r.ID || hash != "hash" || !got.HasPassword {
		t.Errorf("ReviewerByEmail = %+v %q %v", got, hash, err)
	}

	// Sessions: found by token, expire, and end when the reviewer is disabled.
	stok, sess, err := s.CreateReviewerSession(ctx, r.ID, time.Hour)
	if err != nil || sess.CSRF == "" {
		t.Fatal(err)
	}
	if got, err := s.ReviewerSession(ctx, stok); err != nil || got.ReviewerID != r.ID || got.CSRF != sess.CSRF {
		t.Errorf("session = %+v, %v", got, err)
	}
	if _, err := s.ReviewerSession(ctx, "forged"); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("forged token: %v", err)
	}
	s.Now = func() time.Time { return time.Now().UTC().Add(2 * time.Hour) }
	if _, err := s.ReviewerSession(ctx, stok); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("expired session: %v", err)
	}
	s.Now = func() time.Time { return time.Now().UTC() }
	stok2, _, _ := s.CreateReviewerSession(ctx, r.ID, time.Hour)
	d, err := s.DisableReviewer(ctx, r.ID)
	if err != nil || !d.Disabled || d.DisabledAt == nil {
		t.Fatalf("disable = %+v, %v", d, err)
	}
	for _, tk := range []string{stok, stok2} {
		if _, err := s.ReviewerSession(ctx, tk); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
			t.Errorf("session of a disabled reviewer: %v", err)
		}
	}
	if _, err := s.DisableReviewer(ctx, "nobody"); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("disable unknown: %v", err)
	}
}
