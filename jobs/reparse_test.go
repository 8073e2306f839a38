package jobs_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
)

type reparseEnv struct {
	t      *testing.T
	store  *store.Store
	blobs  store.Blobs
	client *jobs.Client
	team   string
	user   string
	ep     string
}

// newReparseEnv runs a real asynq server with the parse, re-parse and
// webhook handlers, the real parser and LOINC matcher, local blob storage,
// and a webhook endpoint that accepts everything.
func newReparseEnv(t *testing.T, concurrency int) *reparseEnv {
	t.Helper()
	st, aopt := storetest.Store(t)
	blobs, err := store.NewLocalBlobs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	client := jobs.NewClient(aopt, 3)
	t.Cleanup(func() { client.Close() })
	hooks := jobs.NewWebhooks(st, client, 2*time.Second, fastSchedule, time.Hour)
	matcher := loinc.Default()
	w := &jobs.Worker{Store: st, Blobs: blobs, Parser: &parser.Parser{Annotator: matcher},
		LoincVersion: matcher.TableVersion(), Events: hooks}
	startWorker(t, aopt, w, concurrency, fastSchedule)
	ctx := context.Background()
	team, _, err := st.CreateTeam(ctx, "Reparse", true)
	if err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "client-r"})
	if err != nil {
		t.Fatal(err)
	}
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	t.Cleanup(recv.Close)
	ep, _, err := st.CreateEndpoint(ctx, team.ID, assay.WebhookEndpoint{URL: recv.URL}, "")
	if err != nil {
		t.Fatal(err)
	}
	return &reparseEnv{t: t, store: st, blobs: blobs, client: client, team: team.ID, user: u.UserID, ep: ep.ID}
}

// job stores a file and a job with the given status and results, as an
// older parser would have left it.
func (e *reparseEnv) job(file string, data []byte, status string, results *assay.ParsedLabReport) *assay.ParsingJob {
	e.t.Helper()
	ctx := context.Background()
	if data == nil {
		var err error
		if data, err = os.ReadFile("../testdata/reports/" + file); err != nil {
			e.t.Fatal(err)
		}
	}
	j := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobStarted, TeamID: e.team, UserID: e.user}
	key := "teams/" + e.team + "/jobs/" + j.ID + "/0"
	if err := e.blobs.Put(ctx, key, bytes.NewReader(data), int64(len(data)), parser.DetectType(data)); err != nil {
		e.t.Fatal(err)
	}
	j.Files = []assay.JobFile{{Key: key, Name: file, ContentType: parser.DetectType(data), Size: int64(len(data))}}
	if err := e.store.CreateJob(ctx, j); err != nil {
		e.t.Fatal(err)
	}
	if status == assay.JobUploadPending {
		saved, err := e.store.UpdateJob(ctx, j.ID, func(j *assay.ParsingJob) error { j.Status = status; return nil })
		if err != nil {
			e.t.Fatal(err)
		}
		return saved
	}
	saved, _, err := e.store.CommitResult(ctx, j.ID, assay.SourceParse, func(j *assay.ParsingJob, _ *assay.ResultVersion) (bool, error) {
		j.Status, j.Data, j.ParserVersion, j.LoincVersion = status, results, "2026.1.1", "old"
		return true, nil
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return saved
}

// reparse queues jobs in a run and waits for their outcomes.
func (e *reparseEnv) reparse(runID string, includeReviewed bool, ids ...string) store.RunProgress {
	e.t.Helper()
	ctx := context.Background()
	for _, id := range ids {
		if _, err := e.client.EnqueueReparse(ctx, jobs.ReparsePayload{RunID: runID, JobID: id, IncludeReviewed: includeReviewed}); err != nil {
			e.t.Fatal(err)
		}
		if _, err := e.store.MarkQueued(ctx, runID, id); err != nil {
			e.t.Fatal(err)
		}
	}
	var p store.RunProgress
	waitFor(e.t, "run "+runID, func() bool {
		p, _ = e.store.RunProgress(ctx, runID)
		return p.Done() == p.Queued
	})
	return p
}

func (e *reparseEnv) updatedEvents() int {
	n := 0
	for _, m := range e.messages() {
		if m.EventType == assay.EventParsingJobUpdated {
			n++
		}
	}
	return n
}

func (e *reparseEnv) messages() []*assay.WebhookMessage {
	msgs, _, err := e.store.ListMessages(context.Background(), e.team, e.ep, "", 0, 1000)
	if err != nil {
		e.t.Fatal(err)
	}
	return msgs
}

func (e *reparseEnv) versions(id string) []assay.ResultVersion {
	e.t.Helper()
	_, vs, err := e.store.JobVersions(context.Background(), e.team, id)
	if err != nil {
		e.t.Fatal(err)
	}
	return vs
}

func stale() *assay.ParsedLabReport {
	return &assay.ParsedLabReport{Metadata: assay.ResultMetadata{Gender: "other"},
		Results: []assay.LabReportResult{{TestName: "Glucose", Value: "1"}}}
}

func TestReparseRecordsVersionsAndSendsUpdatedOnlyWhenChanged(t *testing.T) {
	e := newReparseEnv(t, 2)
	ctx := context.Background()
	job := e.job("eu_de-text.pdf", nil, assay.JobCompleted, stale())

	p := e.reparse("run1", false, job.ID)
	if p != (store.RunProgress{Queued: 1, Changed: 1}) {
		t.Fatalf("first re-parse: %+v", p)
	}
	got, _ := e.store.GetJob(ctx, job.ID)
	vs := e.versions(job.ID)
	if got.ResultVersion != 2 || len(vs) != 2 || vs[1].Source != assay.SourceReparse || vs[1].ParserVersion != parser.Version ||
		got.ParserVersion != parser.Version || len(got.Data.Results) < 5 {
		t.Fatalf("after re-parse: version %d of %d, parser %s, %d results", got.ResultVersion, len(vs), got.ParserVersion, len(got.Data.Results))
	}
	if vs[0].Data.Results[0].Value != "1" || vs[0].ParserVersion != "2026.1.1" {
		t.Errorf("the old version was not kept: %+v", vs[0])
	}
	if n := e.updatedEvents(); n != 1 {
		t.Errorf("%d updated events after a changing re-parse, want 1", n)
	}

	// The same parser again: nothing new but the check marker.
	if p := e.reparse("run2", false, job.ID); p != (store.RunProgress{Queued: 1, Unchanged: 1}) {
		t.Fatalf("second re-parse: %+v", p)
	}
	again, _ := e.store.GetJob(ctx, job.ID)
	if again.ResultVersion != 2 || len(e.versions(job.ID)) != 2 || again.CheckedParserVersion != parser.Version {
		t.Errorf("unchanged re-parse: version %d, %d versions, checked %q", again.ResultVersion, len(e.versions(job.ID)), again.CheckedParserVersion)
	}
	if n := e.updatedEvents(); n != 1 {
		t.Errorf("%d updated events after an unchanged re-parse, want still 1", n)
	}

	// Rolling back restores version 1 as version 3; a re-parse then changes it again.
	rolled, _, err := e.store.RollbackJob(ctx, job.ID, 1)
	if err != nil || rolled.Data.Results[0].Value != "1" || rolled.ResultVersion != 3 {
		t.Fatalf("rollback: %+v, %v", rolled, err)
	}
	if p := e.reparse("run3", false, job.ID); p.Changed != 1 {
		t.Errorf("re-parse after rollback: %+v", p)
	}
	if vs := e.versions(job.ID); len(vs) != 4 || vs[2].Source != assay.SourceRollback || vs[3].Source != assay.SourceReparse {
		t.Errorf("history after rollback and re-parse: %d versions", len(vs))
	}
}

func TestReparseLeavesReviewedFailedAndBusyJobs(t *testing.T) {
	e := newReparseEnv(t, 2)
	ctx := context.Background()
	reviewed := e.job("eu_fr-text.pdf", nil, assay.JobPendingReview, stale())
	if _, _, err := e.store.ReviewJob(ctx, e.team, reviewed.ID, func(j *assay.ParsingJob) (*assay.Review, error) {
		return &assay.Review{Reviewer: "dr"}, nil
	}); err != nil {
		t.Fatal(err)
	}
	broken := e.job("broken.pdf", []byte("%PDF-1.4\nnot really a pdf"), assay.JobCompleted, stale())
	busy := e.job("eu_de-text.pdf", nil, assay.JobUploadPending, nil)
	events := e.updatedEvents()

	p := e.reparse("run1", false, reviewed.ID, broken.ID, busy.ID)
	if p != (store.RunProgress{Queued: 3, Skipped: 2, Failed: 1}) {
		t.Fatalf("progress %+v", p)
	}
	for _, id := range []string{reviewed.ID, broken.ID} {
		j, _ := e.store.GetJob(ctx, id)
		if j.Data.Results[0].Value != "1" || j.Status != assay.JobCompleted || j.FailureReason != nil {
			t.Errorf("job %s changed: status %s", id, j.Status)
		}
	}
	if n := e.updatedEvents(); n != events {
		t.Errorf("%d updated events, want %d", n, events)
	}

	// With reviewed jobs included, new machine results go back to review
	// and the reviewed version stays in the history.
	if p := e.reparse("run2", true, reviewed.ID); p.Changed != 1 {
		t.Fatalf("include reviewed: %+v", p)
	}
	j, _ := e.store.GetJob(ctx, reviewed.ID)
	if j.IsReviewed || j.Status != assay.JobPendingReview {
		t.Errorf("re-parsed reviewed job: reviewed %v status %s", j.IsReviewed, j.Status)
	}
	if _, n, _ := e.store.ListPendingReview(ctx, e.team, "", 0, 10); n != 1 {
		t.Errorf("%d jobs in review, want the re-parsed one", n)
	}
	vs := e.versions(reviewed.ID)
	if len(vs) != 3 || vs[1].Source != assay.SourceReview || !vs[1].IsReviewed {
		t.Fatalf("history: %d versions", len(vs))
	}
	back, _, err := e.store.RollbackJob(ctx, reviewed.ID, 2)
	if err != nil || !back.IsReviewed || back.Status != assay.JobCompleted {
		t.Errorf("rollback to the review: %+v, %v", back, err)
	}
}

// TestReparseNeverStarvesUploads fills the re-parse queue, then uploads:
// the upload must finish long before the re-parses do.
func TestReparseNeverStarvesUploads(t *testing.T) {
	e := newReparseEnv(t, 2)
	ctx := context.Background()
	const n = 40
	ids := make([]string, n)
	for i := range ids {
		ids[i] = e.job("eu_de-text.pdf", nil, assay.JobCompleted, stale()).ID
	}
	for _, id := range ids {
		if _, err := e.client.EnqueueReparse(ctx, jobs.ReparsePayload{RunID: "flood", JobID: id}); err != nil {
			t.Fatal(err)
		}
		e.store.MarkQueued(ctx, "flood", id)
	}
	upload := e.job("eu_fr-text.pdf", nil, assay.JobUploadPending, nil)
	if err := e.client.EnqueueParse(ctx, upload); err != nil {
		t.Fatal(err)
	}
	var done int
	waitFor(t, "the upload", func() bool {
		j, _ := e.store.GetJob(ctx, upload.ID)
		if j.Status == assay.JobCompleted || j.Status == assay.JobPendingReview {
			p, _ := e.store.RunProgress(ctx, "flood")
			done = p.Done()
			return true
		}
		return false
	})
	// A free worker takes the upload first 9 times in 10, so it waits for
	// a handful of re-parses at most.
	if done > n/2 {
		t.Errorf("the upload finished after %d of %d re-parses", done, n)
	}
	t.Logf("upload finished after %d of %d queued re-parses", done, n)
	if vs := e.versions(upload.ID); len(vs) != 1 || vs[0].Source != assay.SourceParse {
		t.Errorf("the upload's parse recorded %d versions", len(vs))
	}
	e.reparse("flood", false)
}
