package store_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
)

func TestWearableRecords(t *testing.T) {
	s := newStore(t)
	ctx := context.Background()
	team, _, err := s.CreateTeam(ctx, "W", true)
	if err != nil {
		t.Fatal(err)
	}
	u, err := s.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "w"})
	if err != nil {
		t.Fatal(err)
	}

	// Connected sources: once per slug, with provider repeated.
	src := assay.Source{Name: "Garmin", Slug: "garmin", Logo: "data:,"}
	for i, want := range []bool{true, false} {
		added, err := s.AddConnectedSource(ctx, team.ID, u.UserID, src)
		if err != nil || added != want {
			t.Fatalf("add %d: %v %v", i, added, err)
		}
	}
	got, _ := s.FindUser(ctx, team.ID, u.UserID)
	if len(got.ConnectedSources) != 1 || got.ConnectedSources[0].Provider != src {
		t.Fatalf("connected_sources: %+v", got.ConnectedSources)
	}
	if _, err := s.AddConnectedSource(ctx, "other", u.UserID, src); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("other team: %v", err)
	}

	// Summaries: next sees the stored version; nil keeps it.
	put := func(body string) {
		t.Helper()
		err := s.UpsertSummary(ctx, "activity", u.UserID, "a1", 100, func(old []byte) ([]byte, error) {
			if body == "" {
				return nil, nil
			}
			return []byte(body), nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	put(`{"v":1}`)
	put("")
	if b, _ := s.GetSummary(ctx, "activity", u.UserID, "a1"); string(b) != `{"v":1}` {
		t.Errorf("kept: %s", b)
	}
	put(`{"v":2}`)
	raw, err := s.RangeSummaries(ctx, "activity", u.UserID, 50, 150)
	if err != nil || len(raw) != 1 || string(raw[0]) != `{"v":2}` {
		t.Errorf("range: %q %v", raw, err)
	}
	if raw, _ := s.RangeSummaries(ctx, "activity", u.UserID, 101, 200); len(raw) != 0 {
		t.Errorf("out of range: %q", raw)
	}

	// Samples: the same key replaces, time order on read.
	t0 := time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)
	sample := func(min int, v float64) store.KeyedSample {
		ts := t0.Add(time.Duration(min) * time.Minute)
		b, _ := json.Marshal(assay.Sample{Timestamp: ts, Unit: "bpm", Value: v})
		return store.KeyedSample{Key: "fitbit||" + ts.Format(time.RFC3339), Score: float64(ts.Unix()), JSON: b}
	}
	if err := s.PutSamples(ctx, u.UserID, "heartrate", []store.KeyedSample{sample(2, 70), sample(1, 60)}); err != nil {
		t.Fatal(err)
	}
	if err := s.PutSamples(ctx, u.UserID, "heartrate", []store.KeyedSample{sample(2, 72)}); err != nil {
		t.Fatal(err)
	}
	ss, err := s.RangeSeries(ctx, u.UserID, "heartrate", t0, t0.Add(time.Hour))
	if err != nil || len(ss) != 2 || ss[0].Value != 60 || ss[1].Value != 72 {
		t.Fatalf("samples: %+v %v", ss, err)
	}

	// Workout owners are team-scoped.
	if err := s.SetWorkoutOwner(ctx, "w1", team.ID, u.UserID); err != nil {
		t.Fatal(err)
	}
	if owner, err := s.WorkoutOwner(ctx, team.ID, "w1"); err != nil || owner != u.UserID {
		t.Errorf("owner: %s %v", owner, err)
	}
	if _, err := s.WorkoutOwner(ctx, "other", "w1"); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("other team's workout: %v", err)
	}

	// Once-only names and device tokens.
	if ok, _ := s.UseOnce(ctx, "x", time.Minute); !ok {
		t.Error("first use refused")
	}
	if ok, _ := s.UseOnce(ctx, "x", time.Minute); ok {
		t.Error("second use accepted")
	}
	if err := s.PutDeviceToken(ctx, "access", "h1", store.DeviceToken{TeamID: team.ID, UserID: u.UserID}, time.Minute); err != nil {
		t.Fatal(err)
	}
	if tok, err := s.FindDeviceToken(ctx, "access", "h1"); err != nil || tok.UserID != u.UserID {
		t.Errorf("token: %+v %v", tok, err)
	}

	// Imports and deletion.
	im := &assay.Import{ID: "i1", TeamID: team.ID, UserID: u.UserID, Status: assay.ImportPending}
	if err := s.CreateImport(ctx, im); err != nil {
		t.Fatal(err)
	}
	if _, err := s.FindImport(ctx, "other", "i1"); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("other team's import: %v", err)
	}
	if err := s.AddUserBlob(ctx, u.UserID, "teams/x/streams/w1.json"); err != nil {
		t.Fatal(err)
	}
	blobs, err := s.DeleteWearables(ctx, u.UserID)
	if err != nil || len(blobs) != 1 {
		t.Fatalf("delete: %v %v", blobs, err)
	}
	if keys, _ := s.Redis().Keys(ctx, "test:wear:*").Result(); len(keys) != 1 || keys[0] != "test:wear:used:x" {
		t.Errorf("left: %v", keys)
	}
	if _, err := s.FindDeviceToken(ctx, "access", "h1"); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("token after delete: %v", err)
	}
}
