package jobs_test

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

func TestOrderChangesAreSentInOrderWithStatusDetail(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	rec := &receiver{}
	srv := httptest.NewServer(rec)
	defer srv.Close()
	e.endpoint(srv.URL, "labtest.order.*")

	ctx := context.Background()
	o := &assay.Order{ID: uuid.NewString(), TeamID: e.team, UserID: e.user.UserID}
	detail := "carrier delay"
	now := time.Now().UTC()
	for i, st := range []struct {
		status string
		detail *string
	}{
		{"received.testkit.ordered", nil},
		{"received.testkit.awaiting_registration", nil},
		{"collecting_sample.testkit.transit_customer", nil},
		{"collecting_sample.testkit.problem_in_transit_customer", &detail},
	} {
		o.AddEvent(st.status, st.detail, now.Add(time.Duration(i)*time.Second))
		view := map[string]any{"id": o.ID, "events": o.Events, "last_event": o.LastEvent()}
		if err := e.hooks.OrderChanged(ctx, o, view); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "four order events", func() bool { return len(rec.delivered()) == 4 })

	for i, d := range rec.delivered() {
		var env struct {
			EventType    string `json:"event_type"`
			ClientUserID string `json:"client_user_id"`
			Data         struct {
				LastEvent struct {
					Status       string  `json:"status"`
					StatusDetail *string `json:"status_detail"`
				} `json:"last_event"`
				Events []json.RawMessage `json:"events"`
			} `json:"data"`
		}
		if err := json.Unmarshal(d.body, &env); err != nil {
			t.Fatal(err)
		}
		want := "labtest.order.updated"
		if i == 0 {
			want = "labtest.order.created"
		}
		if env.EventType != want || env.ClientUserID != "client-7" || len(env.Data.Events) != i+1 {
			t.Errorf("event %d: type %s, client %s, %d events", i, env.EventType, env.ClientUserID, len(env.Data.Events))
		}
		var raw struct {
			Data map[string]json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal(d.body, &raw); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		if _, ok := raw.Data["last_event"]; !ok {
			t.Errorf("event %d lacks data.last_event", i)
		}
		if i == 3 && (env.Data.LastEvent.StatusDetail == nil || *env.Data.LastEvent.StatusDetail != detail) {
			t.Errorf("last event's status_detail = %v", env.Data.LastEvent.StatusDetail)
		}
	}
}
