package jobs_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/assayhq/assay/wearables"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

type importEnv struct {
	svc        *wearables.Service
	team, user string
	mu         sync.Mutex
	bodies     [][]byte
}

// newImportEnv runs a real asynq server with the import and webhook
// handlers, local blobs and a webhook receiver that keeps every body.
func newImportEnv(t *testing.T, maxRetry int, wrap func(store.Blobs) store.Blobs) *importEnv {
	t.Helper()
	addr, db := storetest.Redis(t)
	rdb := redis.NewClient(&redis.Options{Addr: addr, DB: db})
	t.Cleanup(func() { rdb.Close() })
	st := store.New(rdb, "test:")
	blobs, err := store.NewLocalBlobs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var bl store.Blobs = blobs
	if wrap != nil {
		bl = wrap(blobs)
	}
	aopt := asynq.RedisClientOpt{Addr: addr, DB: db}
	client := jobs.NewClient(aopt, maxRetry)
	t.Cleanup(func() { client.Close() })
	hooks := jobs.NewWebhooks(st, client, 2*time.Second, fastSchedule, time.Hour)
	e := &importEnv{}
	e.svc = &wearables.Service{Store: st, Blobs: bl, Events: hooks, Queue: client, MaxEventBytes: 64 << 10}
	w := &jobs.Worker{Store: st, Blobs: bl, Events: hooks, Imports: &jobs.Imports{Service: e.svc}}
	srv := asynq.NewServer(aopt, asynq.Config{
		Concurrency: 2, Queues: jobs.Queues, RetryDelayFunc: jobs.RetryDelay(fastSchedule),
		TaskCheckInterval: 10 * time.Millisecond, DelayedTaskCheckInterval: 20 * time.Millisecond,
		LogLevel: asynq.FatalLevel,
	})
	if err := srv.Start(w.Mux()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Shutdown)
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		e.mu.Lock()
		e.bodies = append(e.bodies, b)
		e.mu.Unlock()
	}))
	t.Cleanup(recv.Close)
	ctx := context.Background()
	team, _, err := st.CreateTeam(ctx, "Imports", true)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.CreateEndpoint(ctx, team.ID, assay.WebhookEndpoint{URL: recv.URL}, ""); err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "importer"})
	if err != nil {
		t.Fatal(err)
	}
	e.team, e.user = team.ID, u.UserID
	return e
}

func (e *importEnv) waitImport(t *testing.T, id string) *assay.Import {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		im, err := e.svc.FindImport(context.Background(), e.team, e.user, id)
		if err != nil {
			t.Fatal(err)
		}
		if im.Status == assay.ImportCompleted || im.Status == assay.ImportFailed {
			return im
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("import %s did not finish", id)
	return nil
}

func TestImportTaskDeliversEvents(t *testing.T) {
	e := newImportEnv(t, 3, nil)
	f, err := os.Open("../testdata/wearables/export.zip")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	im, err := e.svc.CreateImport(context.Background(), e.team, e.user, "export.zip", "", f)
	if err != nil {
		t.Fatal(err)
	}
	done := e.waitImport(t, im.ID)
	if done.Status != assay.ImportCompleted || done.Workouts != 3 || done.Activities != 3 {
		t.Fatalf("import: %+v", done)
	}
	// Every event reaches the endpoint in the spec's envelope, none over
	// the size limit; streams are announced, not sent.
	want := map[string]int{"provider.connection.created": 1, "daily.data.activity.created": 3,
		"daily.data.workouts.created": 3, "daily.data.workout_stream.created": 3}
	deadline := time.Now().Add(30 * time.Second)
	for {
		got := map[string]int{}
		e.mu.Lock()
		for _, b := range e.bodies {
			if len(b) > 64<<10 {
				t.Fatalf("a webhook of %d bytes", len(b))
			}
			var ev assay.Event
			if err := json.Unmarshal(b, &ev); err != nil || ev.UserID != e.user || ev.ClientUserID != "importer" || ev.TeamID != e.team {
				t.Fatalf("envelope: %s", b)
			}
			got[ev.EventType]++
		}
		e.mu.Unlock()
		ok := got["daily.data.steps.created"] > 0 && got["daily.data.glucose.created"] > 0
		for k, n := range want {
			ok = ok && got[k] == n
		}
		if ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("events delivered: %v", got)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestImportTaskFailsAfterLastRetry(t *testing.T) {
	// Storage cannot be read: the error is retried until the retries run
	// out (none here, asynq's delays are long), and then the import fails
	// instead of staying started.
	e := newImportEnv(t, 0, func(b store.Blobs) store.Blobs { return unreadable{b} })
	f, err := os.Open("../testdata/wearables/ride-garmin.fit")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	im, err := e.svc.CreateImport(context.Background(), e.team, e.user, "ride.fit", "", f)
	if err != nil {
		t.Fatal(err)
	}
	done := e.waitImport(t, im.ID)
	if done.Status != assay.ImportFailed || done.FailureReason == nil || !strings.HasPrefix(*done.FailureReason, "storage_error") {
		t.Fatalf("import: %+v", done)
	}
}

func TestImportTaskBadFile(t *testing.T) {
	e := newImportEnv(t, 3, nil)
	bad, err := e.svc.CreateImport(context.Background(), e.team, e.user, "bad.gpx", "", strings.NewReader(`<gpx creator="x"></gpx>`))
	if err != nil {
		t.Fatal(err)
	}
	if done := e.waitImport(t, bad.ID); done.Status != assay.ImportFailed || *done.FailureReason != "invalid_input: the GPX file has no timed track points" {
		t.Fatalf("bad file: %+v", done)
	}
}

// unreadable is blob storage that keeps files but cannot read them back.
type unreadable struct{ store.Blobs }

func (unreadable) Get(context.Context, string) (io.ReadCloser, error) {
	return nil, errors.New("storage unavailable")
}
