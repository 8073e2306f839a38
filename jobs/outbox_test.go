package jobs_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
)

// Each test stops a change between its write and its enqueue, as a crash
// would, and checks that the sweep sends what was lost, once.

func (e *hookEnv) savedJob() *assay.ParsingJob {
	e.t.Helper()
	ctx := context.Background()
	j := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobUploadPending, TeamID: e.team, UserID: e.user.UserID}
	if err := e.store.CreateJob(ctx, j); err != nil {
		e.t.Fatal(err)
	}
	// The created event as Submit sends it.
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobCreated, j); err != nil {
		e.t.Fatal(err)
	}
	return j
}

func (e *hookEnv) sweep() int {
	e.t.Helper()
	n, err := e.hooks.SweepOutbox(context.Background(), 0)
	if err != nil {
		e.t.Fatal(err)
	}
	return n
}

// statuses returns the job statuses delivered, in order.
func statuses(t *testing.T, r *receiver) []string {
	var out []string
	for _, d := range r.delivered() {
		out = append(out, decode(t, d.body).Data.Status)
	}
	return out
}

// A status change saved, then a crash before its event was published.
func TestOutboxSendsAJobEventLostInACrash(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	r := &receiver{}
	srv := httptest.NewServer(r)
	defer srv.Close()
	e.endpoint(srv.URL)
	ctx := context.Background()
	j := e.savedJob()
	started, err := e.store.UpdateJob(ctx, j.ID, func(j *assay.ParsingJob) error { j.Status = assay.JobStarted; return nil })
	if err != nil {
		t.Fatal(err)
	}
	// crash: no PublishJob
	waitFor(t, "the created event", func() bool { return len(r.delivered()) == 1 })
	if n := e.sweep(); n != 1 {
		t.Errorf("sweep queued %d events, want 1", n)
	}
	waitFor(t, "the lost event", func() bool { return len(r.delivered()) == 2 })
	if got := statuses(t, r); got[1] != assay.JobStarted {
		t.Errorf("delivered %v", got)
	}
	// The worker's redelivery publishes the same change again: same
	// webhook-id, no new message; and the outbox is empty.
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobUpdated, started); err != nil {
		t.Fatal(err)
	}
	if n := e.sweep(); n != 0 {
		t.Errorf("second sweep queued %d", n)
	}
	if msgs := e.messages(e.hooks.Store.Redis().ZRange(ctx, "test:team:"+e.team+":webhooks", 0, 0).Val()[0]); len(msgs) != 2 {
		t.Errorf("%d messages, want 2 (created, started)", len(msgs))
	}
}

// A message stored, then a crash before its delivery was queued: the
// chain of that job stalls until the sweep.
func TestOutboxUnstallsAChainWhoseMessageWasNeverQueued(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	r := &receiver{}
	srv := httptest.NewServer(r)
	defer srv.Close()
	ep, _ := e.endpoint(srv.URL)
	ctx := context.Background()
	jobID := uuid.NewString()
	for i, status := range []string{assay.JobStarted, assay.JobCompleted} {
		m := &store.Message{WebhookMessage: assay.WebhookMessage{ID: "msg_stalled" + status, EndpointID: ep.ID,
			EventType: assay.EventParsingJobUpdated,
			Payload:   []byte(`{"event_type":"lab_report.parsing_job.updated","data":{"id":"` + jobID + `","status":"` + status + `"},"team_id":"` + e.team + `","user_id":"u","client_user_id":"c"}`)},
			TeamID: e.team, OrderKey: jobID}
		head, err := e.store.AddMessage(ctx, m, 3600e9)
		if err != nil || head != (i == 0) {
			t.Fatalf("add: head %v %v", head, err)
		}
	}
	// crash: the head was never queued, and the second waits behind it.
	if n := e.sweep(); n != 1 {
		t.Errorf("sweep queued %d sends, want 1 (the head)", n)
	}
	waitFor(t, "the stalled chain", func() bool { return len(r.delivered()) == 2 })
	if got := statuses(t, r); got[0] != assay.JobStarted || got[1] != assay.JobCompleted {
		t.Errorf("delivered %v", got)
	}
	if n := e.sweep(); n != 0 {
		t.Errorf("second sweep queued %d", n)
	}
}

// A changed re-parse result saved, then a crash before its updated event.
func TestOutboxSendsAReparseResultLostInACrash(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	r := &receiver{}
	srv := httptest.NewServer(r)
	defer srv.Close()
	e.endpoint(srv.URL)
	ctx := context.Background()
	j := e.savedJob()
	commit := func(value string) *assay.ParsingJob {
		saved, _, err := e.store.CommitResult(ctx, j.ID, assay.SourceReparse, func(j *assay.ParsingJob, _ *assay.ResultVersion) (bool, error) {
			j.SetResult(&assay.ParsedLabReport{Results: []assay.LabReportResult{{TestName: "Glucose", Value: value}}}, "v", "l")
			return true, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return saved
	}
	done := commit("90")
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobUpdated, done); err != nil {
		t.Fatal(err)
	}
	commit("95") // the re-parse's changed result; crash before publishing
	waitFor(t, "created and completed", func() bool { return len(r.delivered()) == 2 })
	if n := e.sweep(); n != 1 {
		t.Errorf("sweep queued %d, want 1", n)
	}
	waitFor(t, "the re-parse's event", func() bool { return len(r.delivered()) == 3 })
	if v := decode(t, r.delivered()[2].body).Data.Data.Results[0].Value; v != "95" {
		t.Errorf("re-parse event carries %s", v)
	}
	// A re-parse that finds nothing new writes no event.
	if _, _, err := e.store.CommitResult(ctx, j.ID, assay.SourceReparse, func(*assay.ParsingJob, *assay.ResultVersion) (bool, error) { return false, nil }); err != nil {
		t.Fatal(err)
	}
	if n := e.sweep(); n != 0 {
		t.Errorf("unchanged re-parse swept %d", n)
	}
}

// A job whose record was saved but whose parse task was never queued (a
// crash between the two writes, or the last writes of a crashed Redis) is
// queued by the sweep, once; a job whose task exists and a finished job are
// left alone.
func TestSweepQueuesALostParse(t *testing.T) {
	st, aopt := storetest.Store(t)
	client := jobs.NewClient(aopt, 3)
	t.Cleanup(func() { client.Close() })
	ctx := context.Background()
	team, _, err := st.CreateTeam(ctx, "Sweep", true)
	if err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "client-8"})
	if err != nil {
		t.Fatal(err)
	}
	create := func() *assay.ParsingJob {
		j := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobUploadPending, TeamID: team.ID, UserID: u.UserID}
		if err := st.CreateJob(ctx, j); err != nil {
			t.Fatal(err)
		}
		return j
	}
	lost, queued, done := create(), create(), create()
	if err := client.EnqueueParse(ctx, queued); err != nil {
		t.Fatal(err)
	}
	if _, err := st.UpdateJob(ctx, done.ID, func(j *assay.ParsingJob) error { j.Status = assay.JobCompleted; return nil }); err != nil {
		t.Fatal(err)
	}
	// Grace: nothing is old enough yet.
	if n, err := jobs.SweepParses(ctx, st, client, time.Hour); err != nil || n != 0 {
		t.Fatalf("sweep with an hour's grace queued %d (%v), want 0", n, err)
	}
	if n, err := jobs.SweepParses(ctx, st, client, 0); err != nil || n != 1 {
		t.Fatalf("sweep queued %d (%v), want 1", n, err)
	}
	insp := asynq.NewInspector(aopt)
	defer insp.Close()
	for _, j := range []*assay.ParsingJob{lost, queued} {
		if _, err := insp.GetTaskInfo(jobs.QueueParse, j.ID); err != nil {
			t.Errorf("task of job %s: %v", j.ID, err)
		}
	}
	if n, err := jobs.SweepParses(ctx, st, client, 0); err != nil || n != 0 {
		t.Errorf("second sweep queued %d (%v), want 0", n, err)
	}
	owed, err := st.OwedParses(ctx, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(owed)
	want := []string{lost.ID, queued.ID}
	slices.Sort(want)
	if !slices.Equal(owed, want) {
		t.Errorf("owed parses %v, want %v (the finished job forgotten)", owed, want)
	}
}

// An event over the size limit is refused, never stored or sent; a
// parsing-job event over it leaves the outbox (a retry cannot shrink it)
// and the job's change stands.
func TestEventOverTheSizeLimit(t *testing.T) {
	e := newHookEnv(t, fastSchedule)
	r := &receiver{}
	srv := httptest.NewServer(r)
	defer srv.Close()
	ep, _ := e.endpoint(srv.URL)
	e.hooks.MaxBytes = 2 << 10
	ctx := context.Background()
	big := assay.Event{EventType: assay.EventStepsCreated, Data: map[string]string{"pad": strings.Repeat("x", 4<<10)}, TeamID: e.team, UserID: e.user.UserID}
	if err := e.hooks.Publish(ctx, big, "wear:"+e.user.UserID); !errors.Is(err, jobs.ErrEventTooLarge) {
		t.Errorf("publishing a 4 KB event under a 2 KB limit: %v", err)
	}
	j := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobUploadPending, TeamID: e.team, UserID: e.user.UserID,
		Data: &assay.ParsedLabReport{Results: make([]assay.LabReportResult, 40)}}
	if err := e.store.CreateJob(ctx, j); err != nil {
		t.Fatal(err)
	}
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobCreated, j); err != nil {
		t.Errorf("an oversized job event: %v, want it dropped without an error", err)
	}
	if n := e.sweep(); n != 0 {
		t.Errorf("the sweep found %d events; the oversized one must have left the outbox", n)
	}
	if msgs := e.messages(ep.ID); len(msgs) != 0 {
		t.Errorf("%d messages stored, want 0", len(msgs))
	}
}
