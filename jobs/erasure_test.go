package jobs_test

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
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

type eraseEnv struct {
	t       *testing.T
	store   *store.Store
	blobs   store.Blobs
	blobDir string
	erasure *jobs.Erasure
	hooks   *jobs.Webhooks
	team    string
}

// fakeWearables stands for another service's UserDataEraser.
type fakeWearables struct{ deleted []string }

func (f *fakeWearables) DeleteUser(_ context.Context, teamID, userID string) error {
	f.deleted = append(f.deleted, teamID+"/"+userID)
	return nil
}

func newEraseEnv(t *testing.T, withWorker bool, erasers ...assay.UserDataEraser) *eraseEnv {
	t.Helper()
	st, aopt := storetest.Store(t)
	dir := t.TempDir()
	blobs, err := store.NewLocalBlobs(dir)
	if err != nil {
		t.Fatal(err)
	}
	client := jobs.NewClient(aopt, 3)
	t.Cleanup(func() { client.Close() })
	hooks := jobs.NewWebhooks(st, client, 2*time.Second, fastSchedule, time.Hour)
	er := &jobs.Erasure{Store: st, Blobs: blobs, Client: client, Erasers: erasers}
	if withWorker {
		startWorker(t, aopt, &jobs.Worker{Store: st, Blobs: blobs, Events: hooks, Erasure: er}, 4, fastSchedule)
	}
	team, _, err := st.CreateTeam(context.Background(), "Erase", true)
	if err != nil {
		t.Fatal(err)
	}
	return &eraseEnv{t: t, store: st, blobs: blobs, blobDir: dir, erasure: er, hooks: hooks, team: team.ID}
}

// patient makes a user with a reviewed job (two files, results naming
// them), a job pending review, webhook messages about both and an order.
func (e *eraseEnv) patient(first, last string) (userID string, jobIDs []string, orderID string) {
	e.t.Helper()
	ctx := context.Background()
	u, err := e.store.CreateUser(ctx, e.team, store.UserCreate{ClientUserID: "client-" + first})
	if err != nil {
		e.t.Fatal(err)
	}
	report := &assay.ParsedLabReport{
		Metadata: assay.ResultMetadata{PatientFirstName: &first, PatientLastName: &last, DOB: ptr("1970-01-02")},
		Results:  []assay.LabReportResult{{TestName: "Glucose", Value: "99", LoincMatches: []assay.LoincMatch{}}},
	}
	for i, status := range []string{assay.JobPendingReview, assay.JobPendingReview} {
		j := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobStarted, TeamID: e.team, UserID: u.UserID, NeedsHumanReview: true}
		for f := 0; f < 2; f++ {
			key := fmt.Sprintf("teams/%s/jobs/%s/%d", e.team, j.ID, f)
			body := []byte("%PDF report of " + first + " " + last)
			if err := e.blobs.Put(ctx, key, bytes.NewReader(body), int64(len(body)), "application/pdf"); err != nil {
				e.t.Fatal(err)
			}
			j.Files = append(j.Files, assay.JobFile{Key: key, Name: first + ".pdf", ContentType: "application/pdf", Size: int64(len(body))})
		}
		if err := e.store.CreateJob(ctx, j); err != nil {
			e.t.Fatal(err)
		}
		saved, _, err := e.store.CommitResult(ctx, j.ID, assay.SourceParse, func(j *assay.ParsingJob, _ *assay.ResultVersion) (bool, error) {
			j.Status, j.Data = status, report
			return true, nil
		})
		if err != nil {
			e.t.Fatal(err)
		}
		if i == 0 {
			if _, _, err := e.store.ReviewJob(ctx, e.team, j.ID, func(j *assay.ParsingJob) (*assay.Review, error) {
				return &assay.Review{Reviewer: "rev", Changes: []assay.ReviewChange{}}, nil
			}); err != nil {
				e.t.Fatal(err)
			}
			saved, _ = e.store.GetJob(ctx, j.ID)
		}
		if err := e.hooks.PublishJob(ctx, assay.EventParsingJobUpdated, saved); err != nil {
			e.t.Fatal(err)
		}
		jobIDs = append(jobIDs, j.ID)
	}
	o := &assay.Order{ID: uuid.NewString(), TeamID: e.team, UserID: u.UserID, TransactionID: uuid.NewString(), CreatedAt: time.Now(),
		PatientDetails: &assay.PatientDetails{FirstName: first, LastName: last, DOB: "1970-01-02", Email: ptr(first + "@example.com")},
		PatientAddress: &assay.Address{ReceiverName: first + " " + last, FirstLine: "1 " + last + " Street"}}
	if err := e.store.CreateOrder(ctx, o); err != nil {
		e.t.Fatal(err)
	}
	if err := e.store.SaveAppointment(ctx, &assay.Appointment{OrderID: o.ID, UserID: u.UserID}); err != nil {
		e.t.Fatal(err)
	}
	return u.UserID, jobIDs, o.ID
}

// dump returns every Redis key of the test database with its content, and
// every stored file with its content.
func (e *eraseEnv) dump() (keys, files map[string]string) {
	e.t.Helper()
	ctx := context.Background()
	rdb := e.store.Redis()
	all, err := rdb.Keys(ctx, "*").Result()
	if err != nil {
		e.t.Fatal(err)
	}
	keys = map[string]string{}
	for _, k := range all {
		var v any
		switch typ := rdb.Type(ctx, k).Val(); typ {
		case "string":
			v = rdb.Get(ctx, k).Val()
		case "list":
			v = rdb.LRange(ctx, k, 0, -1).Val()
		case "hash":
			v = rdb.HGetAll(ctx, k).Val()
		case "set":
			v = rdb.SMembers(ctx, k).Val()
		case "zset":
			v = rdb.ZRange(ctx, k, 0, -1).Val()
		default:
			v = typ
		}
		keys[k] = fmt.Sprint(v)
	}
	files = map[string]string{}
	filepath.WalkDir(e.blobDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			files[p] = string(b)
		}
		return nil
	})
	return keys, files
}

func holding(m map[string]string, needles ...string) []string {
	var out []string
	for k, v := range m {
		for _, n := range needles {
			if strings.Contains(k, n) || strings.Contains(v, n) {
				out = append(out, k)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestEraseUserLeavesNoTrace erases one of two patients and compares every
// Redis key and stored file of the team before and after: the erased
// patient's name, birth date, email, files and job ids are gone; the other
// patient's data is untouched.
func TestEraseUserLeavesNoTrace(t *testing.T) {
	wear := &fakeWearables{}
	e := newEraseEnv(t, false, wear)
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(500) }))
	defer recv.Close()
	if _, _, err := e.store.CreateEndpoint(context.Background(), e.team, assay.WebhookEndpoint{URL: recv.URL}, ""); err != nil {
		t.Fatal(err)
	}
	gone, goneJobs, goneOrder := e.patient("Erinys", "Vanisher")
	kept, keptJobs, keptOrder := e.patient("Keeper", "Stayton")
	ctx := context.Background()

	keys, files := e.dump()
	secrets := []string{"Erinys", "Vanisher", goneJobs[0], goneJobs[1]}
	if len(holding(keys, secrets...)) < 8 || len(holding(files, "Erinys")) != 4 {
		t.Fatalf("before: keys with the patient %v, files %v", holding(keys, secrets...), holding(files, "Erinys"))
	}

	// The tombstone hides everything at once, before the task runs.
	if err := e.store.DeleteUser(ctx, e.team, gone); err != nil {
		t.Fatal(err)
	}
	for _, id := range goneJobs {
		if _, err := e.store.FindJob(ctx, e.team, id); assay.ErrorCode(err) != assay.ENOTFOUND {
			t.Errorf("job of the erased user readable: %v", err)
		}
		if _, _, err := e.store.JobVersions(ctx, e.team, id); assay.ErrorCode(err) != assay.ENOTFOUND {
			t.Errorf("versions of the erased user readable: %v", err)
		}
	}
	if _, err := e.store.FindOrder(ctx, e.team, goneOrder); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("order of the erased user readable: %v", err)
	}
	pending, total, _ := e.store.ListPendingReview(ctx, e.team, "", 0, 10)
	if total != 1 || len(pending) != 1 || pending[0].UserID != kept {
		t.Errorf("review queue after the tombstone: %d jobs", total)
	}
	if os, n, _ := e.store.ListOrders(ctx, e.team, store.OrderFilter{}, 0, 10); n != 1 || os[0].ID != keptOrder {
		t.Errorf("orders after the tombstone: %d", n)
	}
	if err := e.store.SelectJobs(ctx, &store.JobSelection{TeamID: e.team}, func(j *assay.ParsingJob) error {
		if j.UserID == gone {
			t.Errorf("reparse selects job %s of the erased user", j.ID)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if err := e.store.DeleteUser(ctx, e.team, gone); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("second delete: %v", err)
	}
	// A job submitted for the user after the tombstone is refused.
	if err := e.store.CreateJob(ctx, &assay.ParsingJob{ID: uuid.NewString(), TeamID: e.team, UserID: gone}); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("job created for an erased user: %v", err)
	}

	// The task runs (here by hand: twice, as a resumed run would).
	for i := 0; i < 2; i++ {
		if err := e.erasure.HandleErase(ctx, eraseTask(e.team, gone)); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := e.store.FindErasure(ctx, e.team, gone)
	if err != nil || rec.Status != assay.ErasureCompleted || rec.Erased["parsing_jobs"] != 2 || rec.Erased["files"] != 4 ||
		rec.Erased["webhook_messages"] != 2 || rec.Erased["orders"] != 1 || rec.Erased["other_services"] != 1 {
		t.Errorf("erasure record: %+v %v", rec, err)
	}
	if len(wear.deleted) != 1 || wear.deleted[0] != e.team+"/"+gone {
		t.Errorf("wearables eraser calls: %v", wear.deleted)
	}

	keysAfter, filesAfter := e.dump()
	if left := holding(keysAfter, secrets...); len(left) != 0 {
		for _, k := range left {
			t.Errorf("after erasure %s still holds the patient: %.300s", k, keysAfter[k])
		}
	}
	if left := holding(filesAfter, "Erinys"); len(left) != 0 {
		t.Errorf("files left: %v", left)
	}
	// Only the tombstone, the erasure record and the redacted order (kept
	// as the lab transaction's record, hidden by the tombstone) name the user.
	want := []string{"test:order:" + goneOrder, "test:team:" + e.team + ":erased_users", "test:team:" + e.team + ":erasure:" + gone}
	sort.Strings(want)
	if left := holding(keysAfter, gone); strings.Join(left, ",") != strings.Join(want, ",") {
		t.Errorf("keys naming the erased user id: %v", left)
	}
	if o := keysAfter["test:order:"+goneOrder]; strings.Contains(o, "1970-01-02") || strings.Contains(o, "example.com") {
		t.Errorf("order keeps patient details: %s", o)
	}
	// The other patient's records are untouched; shared indexes keep them.
	keptIDs := []string{kept, keptJobs[0], keptJobs[1], keptOrder}
	for _, k := range holding(keys, append([]string{"Keeper", "Stayton"}, keptIDs...)...) {
		if strings.Contains(k, "asynq") {
			continue
		}
		if len(holding(map[string]string{k: keys[k]}, append(secrets, gone, goneOrder)...)) == 0 {
			if keysAfter[k] != keys[k] {
				t.Errorf("key %s of the other patient changed", k)
			}
			continue
		}
		for _, id := range keptIDs {
			if strings.Contains(keys[k], id) && !strings.Contains(keysAfter[k], id) {
				t.Errorf("shared key %s lost %s", k, id)
			}
		}
	}
	if len(holding(filesAfter, "Keeper")) != 4 {
		t.Errorf("the other patient's files: %v", holding(filesAfter, "Keeper"))
	}
	t.Logf("keys before %d, after %d; files before %d, after %d", len(keys), len(keysAfter), len(files), len(filesAfter))
}

// TestEraseUserThroughTheQueue: DeleteUser queues the task, a worker runs
// it; an erasure whose queueing was lost is queued by the sweeper.
func TestEraseUserThroughTheQueue(t *testing.T) {
	e := newEraseEnv(t, true)
	ctx := context.Background()
	a, _, _ := e.patient("Ada", "Queued")
	b, _, _ := e.patient("Bo", "Swept")
	users := &jobs.Users{Store: e.store, Erasure: e.erasure}
	if err := users.DeleteUser(ctx, e.team, a); err != nil {
		t.Fatal(err)
	}
	// b is tombstoned but its task never queued (a crash in between).
	if err := e.store.DeleteUser(ctx, e.team, b); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "queued erasure", func() bool {
		r, _ := e.store.FindErasure(ctx, e.team, a)
		return r != nil && r.Status == assay.ErasureCompleted
	})
	if r, _ := e.store.FindErasure(ctx, e.team, b); r.Status != assay.ErasureQueued {
		t.Fatalf("unqueued erasure: %+v", r)
	}
	n, err := e.erasure.SweepErasures(ctx, 0)
	if err != nil || n != 1 {
		t.Fatalf("sweep: %d %v", n, err)
	}
	waitFor(t, "swept erasure", func() bool {
		r, _ := e.store.FindErasure(ctx, e.team, b)
		return r != nil && r.Status == assay.ErasureCompleted
	})
	if n, _ := e.erasure.SweepErasures(ctx, 0); n != 0 {
		t.Errorf("completed erasures swept again: %d", n)
	}
	keys, _ := e.dump()
	if left := holding(keys, "Queued", "Swept"); len(left) != 0 {
		t.Errorf("keys left: %v", left)
	}
}

func eraseTask(team, user string) *asynq.Task {
	return asynq.NewTask(jobs.TypeEraseUser, []byte(`{"team_id":"`+team+`","user_id":"`+user+`"}`))
}

func ptr[T any](v T) *T { return &v }
