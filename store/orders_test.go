package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
)

func TestSeedCatalogueIsIdempotent(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	team, _, err := s.CreateTeam(ctx, "Lab", false)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SeedCatalogue(ctx, team.ID); err != nil {
		t.Fatal(err)
	}
	tests1, _ := s.ListLabTests(ctx, team.ID)
	accts1, _ := s.ListLabAccounts(ctx, team.ID)
	// An operator's change survives a second seeding.
	if _, err := s.SetLabAccountStatus(ctx, team.ID, accts1[0].ID, "suspended"); err != nil {
		t.Fatal(err)
	}
	if err := s.SeedCatalogue(ctx, team.ID); err != nil {
		t.Fatal(err)
	}
	tests2, _ := s.ListLabTests(ctx, team.ID)
	accts2, _ := s.ListLabAccounts(ctx, team.ID)
	labs, _ := s.ListLabs(ctx, team.ID)
	if len(tests2) != len(tests1) || len(accts2) != len(accts1) || len(labs) < 3 {
		t.Errorf("second seed: %d/%d tests, %d/%d accounts, %d labs", len(tests2), len(tests1), len(accts2), len(accts1), len(labs))
	}
	if accts2[0].Status != "suspended" {
		t.Errorf("seeding overwrote an operator's change: %s", accts2[0].Status)
	}
	for _, a := range accts2 {
		if !a.ServiceOwned || a.DelegatedFlow != assay.FlowNotDelegated || a.Physician == nil {
			t.Errorf("seeded account: %+v", a)
		}
	}
	quest, _ := s.ListMarkers(ctx, team.ID, "quest")
	all, _ := s.ListMarkers(ctx, team.ID, "")
	none, _ := s.ListMarkers(ctx, team.ID, "no_such_lab")
	if len(quest) == 0 || len(all) <= len(quest) || len(none) != 0 {
		t.Errorf("markers: quest %d, all %d, unknown lab %d", len(quest), len(all), len(none))
	}
	other, _, _ := s.CreateTeam(ctx, "Other", false)
	if got, _ := s.ListLabTests(ctx, other.ID); len(got) != 0 {
		t.Errorf("an unseeded team has %d lab tests", len(got))
	}
	if err := s.SeedCatalogue(ctx, uuid.NewString()); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("seeding an unknown team: %v", err)
	}
	if _, err := s.CreateLabAccount(ctx, team.ID, assay.LabAccount{Lab: "quest", DelegatedFlow: "sometimes", Status: "active"}); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("bad delegated_flow: %v", err)
	}
}

func TestOrdersAndIdempotencyKeys(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	team := uuid.NewString()
	user := uuid.NewString()
	base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	var ids []string
	for i := 0; i < 3; i++ {
		o := &assay.Order{ID: uuid.NewString(), TeamID: team, UserID: user, TransactionID: uuid.NewString(), CreatedAt: base.Add(time.Duration(i) * time.Minute)}
		o.AddEvent("received.testkit.ordered", nil, o.CreatedAt)
		if err := s.CreateOrder(ctx, o); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, o.ID)
	}
	if _, err := s.UpdateOrder(ctx, team, ids[0], func(o *assay.Order) error {
		o.AddEvent("cancelled.testkit.cancelled", nil, base.Add(time.Hour))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.FindOrder(ctx, uuid.NewString(), ids[0]); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("another team finds the order: %v", err)
	}
	if _, err := s.UpdateOrder(ctx, uuid.NewString(), ids[0], func(*assay.Order) error { return nil }); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("another team updates the order: %v", err)
	}
	for _, tc := range []struct {
		f             store.OrderFilter
		offset, limit int
		want          []string
		total         int
	}{
		{store.OrderFilter{}, 0, 10, []string{ids[2], ids[1], ids[0]}, 3},
		{store.OrderFilter{Statuses: []string{"received"}}, 0, 10, []string{ids[2], ids[1]}, 2},
		{store.OrderFilter{Statuses: []string{"cancelled.testkit.cancelled"}}, 0, 10, []string{ids[0]}, 1},
		{store.OrderFilter{UserID: user}, 1, 1, []string{ids[1]}, 3},
		{store.OrderFilter{UserID: uuid.NewString()}, 0, 10, nil, 0},
	} {
		got, total, err := s.ListOrders(ctx, team, tc.f, tc.offset, tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		var gotIDs []string
		for _, o := range got {
			gotIDs = append(gotIDs, o.ID)
		}
		if total != tc.total || len(gotIDs) != len(tc.want) || (len(gotIDs) > 0 && gotIDs[0] != tc.want[0]) {
			t.Errorf("%+v: got %v (total %d), want %v (total %d)", tc.f, gotIDs, total, tc.want, tc.total)
		}
	}

	claim, err := s.ClaimIdempotencyKey(ctx, team, "/v3/order", "k", "h1")
	if err != nil || !claim.Claimed {
		t.Fatalf("first claim: %+v %v", claim, err)
	}
	if c, _ := s.ClaimIdempotencyKey(ctx, team, "/v3/order", "k", "h1"); !c.Pending {
		t.Errorf("claim while pending: %+v", c)
	}
	if err := s.CompleteIdempotencyKey(ctx, team, "/v3/order", "k", "h1", ids[0]); err != nil {
		t.Fatal(err)
	}
	if c, _ := s.ClaimIdempotencyKey(ctx, team, "/v3/order", "k", "h1"); c.Claimed || c.OrderID != ids[0] {
		t.Errorf("repeat: %+v", c)
	}
	if c, _ := s.ClaimIdempotencyKey(ctx, team, "/v3/order", "k", "h2"); !c.Mismatch {
		t.Errorf("other body: %+v", c)
	}
	if c, _ := s.ClaimIdempotencyKey(ctx, team, "/v3/order/testkit", "k", "h2"); !c.Claimed {
		t.Errorf("other route: %+v", c)
	}
	if err := s.ReleaseIdempotencyKey(ctx, team, "/v3/order/testkit", "k"); err != nil {
		t.Fatal(err)
	}
	if c, _ := s.ClaimIdempotencyKey(ctx, team, "/v3/order/testkit", "k", "h3"); !c.Claimed {
		t.Errorf("after release: %+v", c)
	}
}
