package store_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
)

func TestWebhookSecrets(t *testing.T) {
	a, b := store.NewWebhookSecret(), store.NewWebhookSecret()
	if a == b || !strings.HasPrefix(a, "whsec_") || !store.ValidWebhookSecret(a) {
		t.Errorf("secrets %q %q", a, b)
	}
	for s, want := range map[string]bool{
		"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw":          true,  // 24 bytes
		"whsec_c2hvcnQ=":                                  false, // 5 bytes
		"MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw":                false, // no prefix
		"whsec_not base64 at all, not at all, not at all": false,
	} {
		if got := store.ValidWebhookSecret(s); got != want {
			t.Errorf("ValidWebhookSecret(%q) = %v", s, got)
		}
	}
}

func TestEndpointsAreTeamScoped(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	ep, secret, err := s.CreateEndpoint(ctx, "team-a", assay.WebhookEndpoint{URL: "https://a.example"}, "")
	if err != nil || !store.ValidWebhookSecret(secret) || ep.FilterTypes == nil {
		t.Fatalf("create: %+v %q %v", ep, secret, err)
	}
	if _, err := s.FindEndpoint(ctx, "team-b", ep.ID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("team B finds team A's endpoint: %v", err)
	}
	if _, err := s.UpdateEndpoint(ctx, "team-b", ep.ID, func(*assay.WebhookEndpoint) error { return nil }); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("team B updates: %v", err)
	}
	if _, err := s.RotateSecret(ctx, "team-b", ep.ID, "", time.Hour); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("team B rotates: %v", err)
	}
	if err := s.DeleteEndpoint(ctx, "team-b", ep.ID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("team B deletes: %v", err)
	}

	// The previous secret signs until the overlap ends.
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	s.Now = func() time.Time { return now }
	next, err := s.RotateSecret(ctx, "team-a", ep.ID, "", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	d, _ := s.EndpointForDelivery(ctx, ep.ID)
	if len(d.Secrets) != 2 || d.Secrets[0] != next || d.Secrets[1] != secret || d.TeamID != "team-a" {
		t.Errorf("during the overlap: %+v", d)
	}
	now = now.Add(time.Hour)
	if d, _ := s.EndpointForDelivery(ctx, ep.ID); len(d.Secrets) != 1 || d.Secrets[0] != next {
		t.Errorf("after the overlap: %v", d.Secrets)
	}
}

func TestMessageChains(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	msg := func(job string) *store.Message {
		return &store.Message{WebhookMessage: assay.WebhookMessage{ID: "msg_" + strings.ReplaceAll(uuid.NewString(), "-", ""),
			EndpointID: "ep", EventType: assay.EventParsingJobUpdated, Payload: []byte(`{}`)}, TeamID: "t", OrderKey: job}
	}
	a1, a2, b1 := msg("job-a"), msg("job-a"), msg("job-b")
	for _, tc := range []struct {
		m        *store.Message
		wantHead bool
	}{{a1, true}, {a2, false}, {b1, true}} {
		head, err := s.AddMessage(ctx, tc.m, time.Hour)
		if err != nil || head != tc.wantHead {
			t.Errorf("AddMessage(%s of %s) head %v, want %v (%v)", tc.m.ID, tc.m.OrderKey, head, tc.wantHead, err)
		}
	}
	// Popping a message that is not the head changes nothing.
	if next, err := s.PopChain(ctx, "ep", "job-a", a2.ID); err != nil || next != a1.ID {
		t.Errorf("pop of a non-head: next %s, %v", next, err)
	}
	if next, _ := s.PopChain(ctx, "ep", "job-a", a1.ID); next != a2.ID {
		t.Errorf("pop of the head: next %s, want %s", next, a2.ID)
	}
	if next, _ := s.PopChain(ctx, "ep", "job-a", a2.ID); next != "" {
		t.Errorf("pop of the last: next %q", next)
	}
	if head, _ := s.ChainHead(ctx, "ep", "job-b"); head != b1.ID {
		t.Errorf("other chain's head %s", head)
	}

	// Re-sending puts a finished message back on its chain.
	if _, _, err := s.Requeue(ctx, "t", "ep", a1.ID); assay.ErrorCode(err) != assay.ECONFLICT {
		t.Errorf("re-send of a pending message: %v", err)
	}
	if _, err := s.UpdateMessage(ctx, a1.ID, func(m *store.Message) error { m.Status = assay.MessageFailed; return nil }); err != nil {
		t.Fatal(err)
	}
	m, head, err := s.Requeue(ctx, "t", "ep", a1.ID)
	if err != nil || !head || m.Sends != 2 || m.Status != assay.MessagePending {
		t.Errorf("re-send: %+v head=%v %v", m, head, err)
	}
	if _, _, err := s.Requeue(ctx, "other", "ep", a1.ID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("re-send by another team: %v", err)
	}
}

func TestMessageRetention(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	if _, _, err := s.CreateEndpoint(ctx, "t", assay.WebhookEndpoint{URL: "https://a.example"}, ""); err != nil {
		t.Fatal(err)
	}
	eps, _ := s.ListEndpoints(ctx, "t")
	ep := eps[0].ID
	now := time.Now().UTC()
	s.Now = func() time.Time { return now }
	old := &store.Message{WebhookMessage: assay.WebhookMessage{ID: "msg_old", EndpointID: ep, Payload: []byte(`{}`)}, TeamID: "t", OrderKey: "j"}
	if _, err := s.AddMessage(ctx, old, 24*time.Hour); err != nil {
		t.Fatal(err)
	}
	// Updates keep the expiry.
	if _, err := s.UpdateMessage(ctx, old.ID, func(m *store.Message) error { m.Status = assay.MessageSucceeded; return nil }); err != nil {
		t.Fatal(err)
	}
	if ttl := s.Redis().TTL(ctx, "test:whmsg:msg_old").Val(); ttl <= 23*time.Hour {
		t.Errorf("TTL after update: %v", ttl)
	}
	// A message added two days later drops the old one from the log.
	now = now.Add(48 * time.Hour)
	fresh := &store.Message{WebhookMessage: assay.WebhookMessage{ID: "msg_new", EndpointID: ep, Payload: []byte(`{}`)}, TeamID: "t", OrderKey: "k"}
	if _, err := s.AddMessage(ctx, fresh, 24*time.Hour); err != nil {
		t.Fatal(err)
	}
	msgs, total, err := s.ListMessages(ctx, "t", ep, "", 0, 10)
	if err != nil || total != 1 || msgs[0].ID != "msg_new" {
		t.Errorf("log after retention: %d %v", total, err)
	}
}
