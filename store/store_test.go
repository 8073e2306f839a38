package store_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
)

func TestMain(m *testing.M) { storetest.Main(m) }

func newStore(t *testing.T) *store.Store {
	t.Helper()
	st, _ := storetest.Store(t)
	return st
}

func TestTeamsAndKeys(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	team, key, err := s.CreateTeam(ctx, "Acme", true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(key, "sk_us_sandbox_") {
		t.Errorf("key %q lacks region/environment prefix", key)
	}
	got, err := s.Authenticate(ctx, key)
	if err != nil || got.ID != team.ID || !got.LabReportParsingEnabled {
		t.Fatalf("Authenticate = %+v, %v", got, err)
	}
	// Keys are stored only as hashes.
	keys, _ := s.Redis().Keys(ctx, "*").Result()
	for _, k := range keys {
		v, _ := s.Redis().Get(ctx, k).Result()
		if strings.Contains(k, key) || strings.Contains(v, key) {
			t.Fatalf("API key stored in clear under %s", k)
		}
	}
	second, err := s.CreateAPIKey(ctx, team.ID)
	if err != nil || second == key {
		t.Fatalf("second key %q, %v", second, err)
	}
	for _, k := range []string{key, second} {
		if _, err := s.Authenticate(ctx, k); err != nil {
			t.Errorf("key %s... no longer works: %v", k[:12], err)
		}
	}
	for _, bad := range []string{"", "sk_us_sandbox_nope", key + "x", strings.Repeat("a", 500)} {
		if _, err := s.Authenticate(ctx, bad); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
			t.Errorf("Authenticate(%.20q) = %v, want unauthorized", bad, err)
		}
	}
	if _, _, err := s.CreateTeam(ctx, "  ", false); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("empty team name: %v", err)
	}
}

func TestUsers(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	a, _, _ := s.CreateTeam(ctx, "A", false)
	b, _, _ := s.CreateTeam(ctx, "B", false)

	u, err := s.CreateUser(ctx, a.ID, store.UserCreate{ClientUserID: "c1"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.CreateUser(ctx, a.ID, store.UserCreate{ClientUserID: "c1"})
	var conflict *store.ConflictError
	if !errors.As(err, &conflict) || conflict.User.UserID != u.UserID {
		t.Fatalf("duplicate client_user_id: %v", err)
	}
	// The same client_user_id in another team is a different user.
	if _, err := s.CreateUser(ctx, b.ID, store.UserCreate{ClientUserID: "c1"}); err != nil {
		t.Fatalf("same client_user_id in team B: %v", err)
	}
	if _, err := s.FindUser(ctx, b.ID, u.UserID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("team B sees team A's user: %v", err)
	}
	if err := s.DeleteUser(ctx, b.ID, u.UserID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("team B deletes team A's user: %v", err)
	}

	for i := 2; i <= 5; i++ {
		if _, err := s.CreateUser(ctx, a.ID, store.UserCreate{ClientUserID: fmt.Sprintf("c%d", i)}); err != nil {
			t.Fatal(err)
		}
	}
	page, total, err := s.ListUsers(ctx, a.ID, 1, 2)
	if err != nil || total != 5 || len(page) != 2 || page[0].ClientUserID != "c2" || page[1].ClientUserID != "c3" {
		t.Fatalf("ListUsers(1,2) = %d users, total %d, %v", len(page), total, err)
	}
	if page, _, _ := s.ListUsers(ctx, a.ID, 10, 2); len(page) != 0 {
		t.Errorf("page past the end has %d users", len(page))
	}

	if err := s.DeleteUser(ctx, a.ID, u.UserID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.FindUser(ctx, a.ID, u.UserID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("deleted user still found: %v", err)
	}
	// A deleted user's client_user_id can be used again.
	if _, err := s.CreateUser(ctx, a.ID, store.UserCreate{ClientUserID: "c1"}); err != nil {
		t.Errorf("reuse client_user_id after delete: %v", err)
	}
}

func TestJobsAreTeamScopedAndUpdatesDoNotLoseWrites(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	a, _, _ := s.CreateTeam(ctx, "A", true)
	b, _, _ := s.CreateTeam(ctx, "B", true)
	job := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobUploadPending, TeamID: a.ID, UserID: uuid.NewString(),
		Files: []assay.JobFile{{Key: "teams/x/jobs/y/0", Name: "r.pdf", ContentType: "application/pdf", Size: 3}}}
	if err := s.CreateJob(ctx, job); err != nil {
		t.Fatal(err)
	}
	if _, err := s.FindJob(ctx, b.ID, job.ID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("team B sees team A's job: %v", err)
	}
	got, err := s.FindJob(ctx, a.ID, job.ID)
	if err != nil || got.Files[0].Key != job.Files[0].Key || got.UserID != job.UserID {
		t.Fatalf("FindJob = %+v, %v", got, err)
	}

	// Concurrent read-modify-write updates must all land.
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, err := s.UpdateJob(ctx, job.ID, func(j *assay.ParsingJob) error {
				j.Files = append(j.Files, assay.JobFile{Key: fmt.Sprint(i)})
				return nil
			})
			if err != nil {
				t.Error(err)
			}
		}(i)
	}
	wg.Wait()
	got, _ = s.GetJob(ctx, job.ID)
	if len(got.Files) != 21 {
		t.Errorf("after 20 concurrent appends there are %d files, want 21", len(got.Files))
	}
	if _, err := s.UpdateJob(ctx, uuid.NewString(), func(*assay.ParsingJob) error { return nil }); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("update of a missing job: %v", err)
	}
}
