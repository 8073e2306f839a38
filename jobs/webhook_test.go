package jobs_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// fastSchedule keeps the shape of the production schedule (growing delays)
// at test speed.
var fastSchedule = []time.Duration{20 * time.Millisecond, 50 * time.Millisecond, 100 * time.Millisecond,
	150 * time.Millisecond, 200 * time.Millisecond, 250 * time.Millisecond, 250 * time.Millisecond}

type hookEnv struct {
	t     *testing.T
	store *store.Store
	hooks *jobs.Webhooks
	team  string
	user  *assay.User
}

// newHookEnv runs a real asynq server with the webhook handler on a private
// Redis database.
func newHookEnv(t *testing.T, schedule []time.Duration) *hookEnv {
	t.Helper()
	st, aopt := storetest.Store(t)
	client := jobs.NewClient(aopt, 3)
	t.Cleanup(func() { client.Close() })
	hooks := jobs.NewWebhooks(st, client, 2*time.Second, schedule, time.Hour)
	startWorker(t, aopt, &jobs.Worker{Store: st, Events: hooks}, 4, schedule)
	ctx := context.Background()
	team, _, err := st.CreateTeam(ctx, "Hooks", true)
	if err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "client-7"})
	if err != nil {
		t.Fatal(err)
	}
	return &hookEnv{t: t, store: st, hooks: hooks, team: team.ID, user: u}
}

func (e *hookEnv) endpoint(url string, filter ...string) (*assay.WebhookEndpoint, string) {
	e.t.Helper()
	ep, secret, err := e.store.CreateEndpoint(context.Background(), e.team, assay.WebhookEndpoint{URL: url, FilterTypes: filter}, "")
	if err != nil {
		e.t.Fatal(err)
	}
	return ep, secret
}

// publishLifecycle sends the events of one job's life: created, then
// updated for started, pending_review and completed.
func (e *hookEnv) publishLifecycle(jobID string) {
	e.t.Helper()
	ctx := context.Background()
	job := &assay.ParsingJob{ID: jobID, TeamID: e.team, UserID: e.user.UserID}
	for i, status := range lifecycle {
		job.Status = status
		typ := assay.EventParsingJobUpdated
		if i == 0 {
			typ = assay.EventParsingJobCreated
		}
		if err := e.hooks.PublishJob(ctx, typ, job); err != nil {
			e.t.Fatal(err)
		}
	}
}

var lifecycle = []string{assay.JobUploadPending, assay.JobStarted, assay.JobPendingReview, assay.JobCompleted}

// messages returns an endpoint's log.
func (e *hookEnv) messages(epID string) []*assay.WebhookMessage {
	e.t.Helper()
	msgs, _, err := e.store.ListMessages(context.Background(), e.team, epID, "", 0, 1000)
	if err != nil {
		e.t.Fatal(err)
	}
	return msgs
}

// waitFor polls cond until it holds or 30 s pass.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// delivery is one request a receiver got.
type delivery struct {
	header http.Header
	body   []byte
	status int
}

// receiver records every request and answers with what respond returns.
type receiver struct {
	mu      sync.Mutex
	got     []delivery
	respond func(n int, id string) int // n counts requests, from 1
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	r.mu.Lock()
	status := http.StatusNoContent
	if r.respond != nil {
		status = r.respond(len(r.got)+1, req.Header.Get("webhook-id"))
	}
	r.got = append(r.got, delivery{header: req.Header.Clone(), body: body, status: status})
	r.mu.Unlock()
	w.WriteHeader(status)
}

func (r *receiver) deliveries() []delivery {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]delivery(nil), r.got...)
}

// delivered returns the accepted deliveries.
func (r *receiver) delivered() []delivery {
	var out []delivery
	for _, d := range r.deliveries() {
		if d.status >= 200 && d.status < 300 {
			out = append(out, d)
		}
	}
	return out
}

type envelope struct {
	EventType    string               `json:"event_type"`
	Data         assay.ParsingJobView `json:"data"`
	TeamID       string               `json:"team_id"`
	UserID       string               `json:"user_id"`
	ClientUserID string               `json:"client_user_id"`
}

func decode(t *testing.T, body []byte) envelope {
	t.Helper()
	var env envelope
	if err := json.Unmarshal(body, &env); err != nil {
		t.Fatalf("body is not the envelope: %v: %s", err, body)
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(body, &keys); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if len(keys) != 5 {
		t.Errorf("envelope has keys %v, want exactly event_type, data, team_id, user_id, client_user_id", keys)
	}
	return env
}

// checkOrder asserts that each job's accepted events came in lifecycle order
// and returns how many jobs were seen.
func checkOrder(t *testing.T, ds []delivery) int {
	t.Helper()
	seen := map[string][]string{}
	for _, d := range ds {
		env := decode(t, d.body)
		seen[env.Data.ID] = append(seen[env.Data.ID], env.Data.Status)
	}
	for job, statuses := range seen {
		if strings.Join(statuses, ",") != strings.Join(lifecycle, ",") {
			t.Errorf("job %s: events arrived as %v, want %v", job, statuses, lifecycle)
		}
	}
	return len(seen)
}

func TestWebhooksAreSignedFilteredAndOrdered(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	// The receiver fails a third of the first attempts, so that retries
	// interleave with later events.
	failed := map[string]bool{}
	all := &receiver{respond: func(n int, id string) int {
		if n%3 == 0 && !failed[id] {
			failed[id] = true
			return http.StatusInternalServerError
		}
		return http.StatusOK
	}}
	created := &receiver{}
	allSrv, createdSrv := httptest.NewServer(all), httptest.NewServer(created)
	defer allSrv.Close()
	defer createdSrv.Close()
	epAll, secretAll := e.endpoint(allSrv.URL + "/hooks?token=abc")
	epCreated, secretCreated := e.endpoint(createdSrv.URL, assay.EventParsingJobCreated)
	e.endpoint("http://127.0.0.1:1/never", "daily.data.activity.created")

	const jobs = 5
	for i := 0; i < jobs; i++ {
		e.publishLifecycle(uuid.NewString())
	}
	waitFor(t, "every event at both endpoints", func() bool {
		return len(all.delivered()) == jobs*len(lifecycle) && len(created.delivered()) == jobs
	})
	if n := checkOrder(t, all.delivered()); n != jobs {
		t.Errorf("events of %d jobs, want %d", n, jobs)
	}
	if len(failed) == 0 {
		t.Error("the receiver failed no attempt; the test exercised no retry")
	}

	for name, c := range map[string]struct {
		r      *receiver
		secret string
	}{"all": {all, secretAll}, "created": {created, secretCreated}} {
		wh, err := standardwebhooks.NewWebhook(c.secret)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range c.r.deliveries() {
			if err := wh.Verify(d.body, d.header); err != nil {
				t.Errorf("%s: signature of %s does not verify with the reference library: %v", name, d.header.Get("webhook-id"), err)
			}
			if ct := d.header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("%s: content type %q", name, ct)
			}
			env := decode(t, d.body)
			if env.TeamID != e.team || env.UserID != e.user.UserID || env.ClientUserID != "client-7" {
				t.Errorf("%s: envelope %+v", name, env)
			}
			if name == "created" && env.EventType != assay.EventParsingJobCreated {
				t.Errorf("filtered endpoint got %s", env.EventType)
			}
		}
	}
	// Another secret does not verify.
	wh, _ := standardwebhooks.NewWebhook(secretCreated)
	if d := all.deliveries()[0]; wh.Verify(d.body, d.header) == nil {
		t.Error("a delivery verifies with another endpoint's secret")
	}

	// The log records every attempt, and every retry kept the message id.
	ids := map[string]int{}
	for _, d := range all.deliveries() {
		ids[d.header.Get("webhook-id")]++
	}
	msgs := e.messages(epAll.ID)
	if len(msgs) != jobs*len(lifecycle) || len(ids) != len(msgs) {
		t.Fatalf("%d messages logged, %d distinct webhook-ids received", len(msgs), len(ids))
	}
	for _, m := range msgs {
		if m.Status != assay.MessageSucceeded || len(m.Attempts) != ids[m.ID] {
			t.Errorf("message %s: status %s, %d attempts logged, %d received", m.ID, m.Status, len(m.Attempts), ids[m.ID])
		}
		last := m.Attempts[len(m.Attempts)-1]
		if last.StatusCode != 200 || last.NextRetryAt != nil {
			t.Errorf("message %s: last attempt %+v", m.ID, last)
		}
		if failed[m.ID] && (m.Attempts[0].StatusCode != 500 || m.Attempts[0].NextRetryAt == nil) {
			t.Errorf("message %s: failed first attempt logged as %+v", m.ID, m.Attempts[0])
		}
	}
	if got := len(e.messages(epCreated.ID)); got != jobs {
		t.Errorf("filtered endpoint logged %d messages, want %d", got, jobs)
	}
}

func TestWebhookReceiverOutage(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	// Reserve a port, then close it: the receiver is down.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	ep, secret := e.endpoint("http://" + addr + "/in")

	jobIDs := []string{uuid.NewString(), uuid.NewString()}
	for _, id := range jobIDs {
		e.publishLifecycle(id)
	}
	// Wait until the head of each job's chain has failed twice.
	waitFor(t, "two failed attempts per chain", func() bool {
		failing := 0
		for _, m := range e.messages(ep.ID) {
			if len(m.Attempts) >= 2 {
				failing++
			}
		}
		return failing == len(jobIDs)
	})
	for _, m := range e.messages(ep.ID) {
		for _, a := range m.Attempts {
			if a.StatusCode != 0 || a.Error != "connection refused" || a.NextRetryAt == nil {
				t.Errorf("attempt while down: %+v", a)
			}
		}
	}

	// The receiver comes back on the same address.
	rec := &receiver{}
	srv := httptest.NewUnstartedServer(rec)
	srv.Listener.Close()
	if srv.Listener, err = net.Listen("tcp", addr); err != nil {
		t.Fatalf("listen again on %s: %v", addr, err)
	}
	srv.Start()
	defer srv.Close()

	want := len(jobIDs) * len(lifecycle)
	waitFor(t, "every message after the outage", func() bool { return len(rec.delivered()) == want })
	checkOrder(t, rec.delivered())
	wh, _ := standardwebhooks.NewWebhook(secret)
	logged := map[string]*assay.WebhookMessage{}
	for _, m := range e.messages(ep.ID) {
		logged[m.ID] = m
	}
	for _, d := range rec.delivered() {
		id := d.header.Get("webhook-id")
		m := logged[id]
		if m == nil {
			t.Errorf("delivery with unknown webhook-id %s", id)
			continue
		}
		// The body is the message as first published, under its original id.
		if string(d.body) != string(m.Payload) {
			t.Errorf("%s: body differs from the logged payload", id)
		}
		if err := wh.Verify(d.body, d.header); err != nil {
			t.Errorf("%s: %v", id, err)
		}
		delete(logged, id)
	}
	if len(logged) != 0 {
		t.Errorf("%d messages never arrived", len(logged))
	}
	for _, m := range e.messages(ep.ID) {
		if m.Status != assay.MessageSucceeded {
			t.Errorf("message %s: %s", m.ID, m.Status)
		}
	}
}

func TestWebhook410DisablesEndpoint(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	rec := &receiver{respond: func(int, string) int { return http.StatusGone }}
	srv := httptest.NewServer(rec)
	defer srv.Close()
	ep, _ := e.endpoint(srv.URL)
	ctx := context.Background()
	job := &assay.ParsingJob{ID: uuid.NewString(), TeamID: e.team, UserID: e.user.UserID, Status: assay.JobUploadPending}
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobCreated, job); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the endpoint to be disabled", func() bool {
		got, err := e.store.FindEndpoint(ctx, e.team, ep.ID)
		return err == nil && got.Disabled
	})
	got, _ := e.store.FindEndpoint(ctx, e.team, ep.ID)
	if got.DisabledReason == nil || !strings.Contains(*got.DisabledReason, "410") {
		t.Errorf("disabled reason: %v", got.DisabledReason)
	}
	waitFor(t, "the message to fail", func() bool {
		m := e.messages(ep.ID)
		return len(m) == 1 && m[0].Status == assay.MessageFailed
	})
	m := e.messages(ep.ID)[0]
	if len(m.Attempts) != 1 || m.Attempts[0].StatusCode != 410 || m.Attempts[0].NextRetryAt != nil {
		t.Errorf("a 410 was retried or mislogged: %+v", m.Attempts)
	}
	// A disabled endpoint gets no new messages.
	job.Status = assay.JobStarted
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobUpdated, job); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	if len(e.messages(ep.ID)) != 1 || len(rec.deliveries()) != 1 {
		t.Errorf("disabled endpoint: %d messages, %d requests", len(e.messages(ep.ID)), len(rec.deliveries()))
	}
}

func TestWebhookExhaustedRetriesThenResend(t *testing.T) {
	schedule := []time.Duration{10 * time.Millisecond, 20 * time.Millisecond}
	e := newHookEnv(t, schedule)
	var mu sync.Mutex
	up := false
	rec := &receiver{respond: func(int, string) int {
		mu.Lock()
		defer mu.Unlock()
		if up {
			return http.StatusOK
		}
		return http.StatusServiceUnavailable
	}}
	srv := httptest.NewServer(rec)
	defer srv.Close()
	ep, secret := e.endpoint(srv.URL)
	ctx := context.Background()
	jobID := uuid.NewString()
	e.publishLifecycle(jobID)

	// Each message gets 1 + len(schedule) attempts, then fails, and the
	// chain moves on to the next event of the job.
	waitFor(t, "every message to fail", func() bool {
		n := 0
		for _, m := range e.messages(ep.ID) {
			if m.Status == assay.MessageFailed {
				n++
			}
		}
		return n == len(lifecycle)
	})
	byStatus := map[string]*assay.WebhookMessage{}
	for _, m := range e.messages(ep.ID) {
		if len(m.Attempts) != 1+len(schedule) {
			t.Errorf("message %s: %d attempts, want %d", m.ID, len(m.Attempts), 1+len(schedule))
		}
		for i, a := range m.Attempts {
			if a.StatusCode != 503 || a.Attempt != i+1 || (a.NextRetryAt == nil) != (i == len(schedule)) {
				t.Errorf("message %s attempt %d: %+v", m.ID, i, a)
			}
		}
		var env envelope
		if err := json.Unmarshal(m.Payload, &env); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		byStatus[env.Data.Status] = m
	}

	// A failed message is re-sent with its original id once the receiver is back.
	mu.Lock()
	up = true
	mu.Unlock()
	target := byStatus[assay.JobPendingReview]
	if _, err := e.hooks.Resend(ctx, e.team, ep.ID, target.ID); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the re-sent message", func() bool { return len(rec.delivered()) == 1 })
	d := rec.delivered()[0]
	wh, _ := standardwebhooks.NewWebhook(secret)
	if d.header.Get("webhook-id") != target.ID || wh.Verify(d.body, d.header) != nil {
		t.Errorf("re-send: id %s (want %s), verify %v", d.header.Get("webhook-id"), target.ID, wh.Verify(d.body, d.header))
	}
	m, err := e.store.FindMessage(ctx, e.team, ep.ID, target.ID)
	if err != nil {
		t.Fatal(err)
	}
	last := m.Attempts[len(m.Attempts)-1]
	if m.Status != assay.MessageSucceeded || m.Sends != 2 || !last.Resend || last.StatusCode != 200 || last.Attempt != 2+len(schedule) {
		t.Errorf("after re-send: status %s, sends %d, last attempt %+v", m.Status, m.Sends, last)
	}
	// Another team cannot re-send it.
	if _, err := e.hooks.Resend(ctx, "other-team", ep.ID, target.ID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("re-send by another team: %v", err)
	}
}

func TestSecretRotationSignsWithBothSecrets(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	rec := &receiver{}
	srv := httptest.NewServer(rec)
	defer srv.Close()
	ep, oldSecret := e.endpoint(srv.URL)
	ctx := context.Background()
	newSecret, err := e.store.RotateSecret(ctx, e.team, ep.ID, "", time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	job := &assay.ParsingJob{ID: uuid.NewString(), TeamID: e.team, UserID: e.user.UserID, Status: assay.JobUploadPending}
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobCreated, job); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "delivery", func() bool { return len(rec.delivered()) == 1 })
	d := rec.delivered()[0]
	if sigs := strings.Fields(d.header.Get("webhook-signature")); len(sigs) != 2 {
		t.Fatalf("during the overlap: signatures %q, want two", d.header.Get("webhook-signature"))
	}
	for name, s := range map[string]string{"old": oldSecret, "new": newSecret} {
		wh, _ := standardwebhooks.NewWebhook(s)
		if err := wh.Verify(d.body, d.header); err != nil {
			t.Errorf("%s secret during the overlap: %v", name, err)
		}
	}

	// After the overlap only the new secret signs.
	if _, err := e.store.RotateSecret(ctx, e.team, ep.ID, newSecret, time.Nanosecond); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Millisecond)
	job.Status = assay.JobStarted
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobUpdated, job); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "second delivery", func() bool { return len(rec.delivered()) == 2 })
	d = rec.delivered()[1]
	if sigs := strings.Fields(d.header.Get("webhook-signature")); len(sigs) != 1 {
		t.Errorf("after the overlap: %d signatures", len(sigs))
	}
	wh, _ := standardwebhooks.NewWebhook(oldSecret)
	if wh.Verify(d.body, d.header) == nil {
		t.Error("the old secret still verifies after the overlap")
	}
}

func TestRetryDelay(t *testing.T) {
	f := jobs.RetryDelay(jobs.DefaultRetrySchedule)
	hook := asynq.NewTask(jobs.TypeDeliverWebhook, nil)
	want := []time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour}
	for n, d := range want {
		if got := f(n, fmt.Errorf("x"), hook); got != d {
			t.Errorf("retry %d: %v, want %v", n, got, d)
		}
	}
	// A parse retries within seconds, then backs off.
	parse := asynq.NewTask(jobs.TypeParse, nil)
	for n, d := range []time.Duration{2 * time.Second, 5 * time.Second, 15 * time.Second, 30 * time.Second, time.Minute, 5 * time.Minute, 15 * time.Minute, 30 * time.Minute, 30 * time.Minute} {
		if got := f(n, fmt.Errorf("x"), parse); got != d {
			t.Errorf("parse retry %d: %v, want %v", n, got, d)
		}
	}
	// Other tasks keep asynq's default backoff (15 s or more).
	if got := f(0, fmt.Errorf("x"), asynq.NewTask(jobs.TypeEraseUser, nil)); got < 15*time.Second {
		t.Errorf("erasure retry 0: %v, want asynq's default", got)
	}
	// A task whose worker died runs again at once.
	if got := f(3, asynq.ErrLeaseExpired, parse); got != time.Second {
		t.Errorf("lease expired: %v, want 1s", got)
	}
}

func TestWebhookReceiverTimeout(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	e.hooks.HTTP.Timeout = 100 * time.Millisecond // 15 s in production (ASSAY_WEBHOOK_TIMEOUT)
	release := make(chan struct{})
	defer close(release)
	rec := &receiver{}
	slowOnce := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("webhook-id") != "" && len(rec.deliveries()) == 0 {
			rec.ServeHTTP(httptest.NewRecorder(), r) // counted, but the answer comes too late
			select {
			case <-release:
			case <-time.After(time.Second):
			}
			return
		}
		rec.ServeHTTP(w, r)
	})
	srv := httptest.NewServer(slowOnce)
	defer srv.Close()
	ep, _ := e.endpoint(srv.URL)
	job := &assay.ParsingJob{ID: uuid.NewString(), TeamID: e.team, UserID: e.user.UserID, Status: assay.JobUploadPending}
	if err := e.hooks.PublishJob(context.Background(), assay.EventParsingJobCreated, job); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "delivery after a timeout", func() bool {
		m := e.messages(ep.ID)
		return len(m) == 1 && m[0].Status == assay.MessageSucceeded
	})
	a := e.messages(ep.ID)[0].Attempts
	if len(a) != 2 || a[0].Error != "timeout" || a[0].StatusCode != 0 || a[0].LatencyMS < 100 || a[1].StatusCode != 204 {
		t.Errorf("attempts: %+v", a)
	}
}
