package wearables_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/assayhq/assay/wearables"
	"github.com/assayhq/assay/wearables/wearablestest"
	"github.com/muktihari/fit/profile/typedef"
	"github.com/redis/go-redis/v9"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// events records what the service publishes, in order.
type events struct {
	mu  sync.Mutex
	evs []assay.Event
	max int
}

func (e *events) Publish(_ context.Context, ev assay.Event, _ string) error {
	b, _ := json.Marshal(ev)
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.max > 0 && len(b) > e.max {
		return errors.New("over the limit")
	}
	var round assay.Event
	_ = json.Unmarshal(b, &round)
	e.evs = append(e.evs, round)
	return nil
}

func (e *events) ofType(t string) []assay.Event {
	e.mu.Lock()
	defer e.mu.Unlock()
	var out []assay.Event
	for _, ev := range e.evs {
		if ev.EventType == t {
			out = append(out, ev)
		}
	}
	return out
}

// queue runs imports as soon as they are queued, like a worker would.
type queue struct{ s *wearables.Service }

func (q *queue) EnqueueImport(ctx context.Context, im *assay.Import) error { return nil }

type env struct {
	t      *testing.T
	svc    *wearables.Service
	ev     *events
	rdb    *redis.Client
	team   string
	user   string
	blobs  *store.LocalBlobs
	client string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	addr, db := storetest.Redis(t)
	rdb := redis.NewClient(&redis.Options{Addr: addr, DB: db})
	t.Cleanup(func() { rdb.Close() })
	st := store.New(rdb, "test:")
	blobs, err := store.NewLocalBlobs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	team, _, err := st.CreateTeam(ctx, "A", true)
	if err != nil {
		t.Fatal(err)
	}
	u, err := st.CreateUser(ctx, team.ID, store.UserCreate{ClientUserID: "rider-1"})
	if err != nil {
		t.Fatal(err)
	}
	ev := &events{}
	svc := &wearables.Service{Store: st, Blobs: blobs, Events: ev}
	svc.Queue = &queue{svc}
	return &env{t: t, svc: svc, ev: ev, rdb: rdb, team: team.ID, user: u.UserID, blobs: blobs, client: u.ClientUserID}
}

func (e *env) importFile(path, provider string) *assay.Import {
	e.t.Helper()
	f, err := os.Open(path)
	if err != nil {
		e.t.Fatal(err)
	}
	defer f.Close()
	ctx := context.Background()
	im, err := e.svc.CreateImport(ctx, e.team, e.user, path, provider, f)
	if err != nil {
		e.t.Fatalf("create import %s: %v", path, err)
	}
	done, err := e.svc.RunImport(ctx, im.ID)
	if err != nil {
		e.t.Fatalf("run import %s: %v", path, err)
	}
	return done
}

func ptr[T any](v T) *T { return &v }

func TestFITImport(t *testing.T) {
	e := newEnv(t)
	im := e.importFile("../testdata/wearables/ride-garmin.fit", "")
	if im.Status != assay.ImportCompleted || im.Format != wearables.FormatFIT || im.Workouts != 1 {
		t.Fatalf("import: %+v", im)
	}
	ctx := context.Background()
	ws, err := e.svc.Workouts(ctx, e.team, e.user, ts(wearablestest.Start.Add(-time.Hour)), ts(wearablestest.Start.Add(24*time.Hour)), "")
	if err != nil || len(ws) != 1 {
		t.Fatalf("workouts: %v %v", ws, err)
	}
	w := ws[0]
	if w.Source.Slug != "garmin" || w.Source.Provider != "garmin" || w.Sport.Slug != "cycling" || !w.HasStream {
		t.Errorf("workout source/sport: %+v", w)
	}
	if !w.TimeStart.Equal(wearablestest.Start) || w.TimeEnd.Sub(w.TimeStart) != 1799*time.Second {
		t.Errorf("workout times: %v %v", w.TimeStart, w.TimeEnd)
	}
	if w.TimezoneOffset == nil || *w.TimezoneOffset != 3600 || w.CalendarDate != "2026-11-02" {
		t.Errorf("local time: %v %s", w.TimezoneOffset, w.CalendarDate)
	}
	ride := wearablestest.Ride(1800)
	last := ride[len(ride)-1]
	if w.Distance == nil || *w.Distance < last.Dist-1 || *w.Distance > last.Dist+1 {
		t.Errorf("distance %v, want about %v", w.Distance, last.Dist)
	}
	if w.MaxHR == nil || w.AverageWatts == nil || w.ElevHigh == nil || w.Calories == nil {
		t.Errorf("summary from stream missing: %+v", w)
	}
	st := e.stream(w.ID)
	if len(st.Time) != 1800 || len(st.Heartrate) != 1800 || len(st.Lat) != 1800 || len(st.Power) != 1800 {
		t.Fatalf("stream lengths: time %d hr %d lat %d power %d", len(st.Time), len(st.Heartrate), len(st.Lat), len(st.Power))
	}
	p := ride[900]
	if st.Time[900] != p.T.Unix() || *st.Heartrate[900] != float64(p.HR) || *st.Power[900] != float64(p.Power) {
		t.Errorf("stream point 900: t %d hr %v power %v, want %d %d %d", st.Time[900], *st.Heartrate[900], *st.Power[900], p.T.Unix(), p.HR, p.Power)
	}
	if d := *st.Lat[900] - p.Lat; d > 1e-5 || d < -1e-5 {
		t.Errorf("lat %v, want %v", *st.Lat[900], p.Lat)
	}
	if d := *st.Altitude[900] - p.Alt; d > 0.2 || d < -0.2 {
		t.Errorf("altitude %v, want %v", *st.Altitude[900], p.Alt)
	}
	// Connection, workout and stream events, the stream one shallow.
	conn := e.ev.ofType(assay.EventConnectionCreated)
	if len(conn) != 1 || conn[0].ClientUserID != "rider-1" {
		t.Fatalf("connection events: %+v", conn)
	}
	se := e.ev.ofType(assay.EventWorkoutStreamCreated)
	if len(se) != 1 {
		t.Fatalf("stream events: %d", len(se))
	}
	data := se[0].Data.(map[string]any)
	for _, k := range []string{"message", "provider_id", "sport", "workout_id", "user_id", "source"} {
		if _, ok := data[k]; !ok {
			t.Errorf("stream event lacks %s: %v", k, data)
		}
	}
	if _, ok := data["time"]; ok {
		t.Error("stream event carries the stream")
	}
	if len(e.ev.ofType(assay.EventWorkoutsCreated)) != 1 {
		t.Error("no workouts.created event")
	}
	// The same file again replaces the workout: still one, no new events.
	n := len(e.ev.evs)
	e.importFile("../testdata/wearables/ride-garmin.fit", "")
	ws, _ = e.svc.Workouts(ctx, e.team, e.user, ts(wearablestest.Start.Add(-time.Hour)), ts(wearablestest.Start.Add(24*time.Hour)), "")
	if len(ws) != 1 || len(e.ev.evs) != n {
		t.Errorf("re-import: %d workouts, %d new events", len(ws), len(e.ev.evs)-n)
	}
}

func (e *env) stream(workoutID string) assay.Stream {
	e.t.Helper()
	rc, _, err := e.svc.Stream(context.Background(), e.team, workoutID)
	if err != nil {
		e.t.Fatal(err)
	}
	defer rc.Close()
	var st assay.Stream
	if err := json.NewDecoder(rc).Decode(&st); err != nil {
		e.t.Fatal(err)
	}
	return st
}

func TestGPXAndTCXImports(t *testing.T) {
	for _, tc := range []struct{ file, format, source string }{
		{"ride-strava.gpx", wearables.FormatGPX, "strava"},
		{"ride-polar.tcx", wearables.FormatTCX, "polar"},
	} {
		t.Run(tc.format, func(t *testing.T) {
			e := newEnv(t)
			im := e.importFile("../testdata/wearables/"+tc.file, "")
			if im.Status != assay.ImportCompleted || im.Format != tc.format || im.Workouts != 1 {
				t.Fatalf("import: %+v", im)
			}
			ws, err := e.svc.Workouts(context.Background(), e.team, e.user, ts(wearablestest.Start), ts(wearablestest.Start.Add(time.Hour)), "")
			if err != nil || len(ws) != 1 {
				t.Fatalf("workouts: %v %v", ws, err)
			}
			w := ws[0]
			if w.Source.Slug != tc.source || w.Sport.Slug != "cycling" {
				t.Errorf("source %s sport %s", w.Source.Slug, w.Sport.Slug)
			}
			ride := wearablestest.Ride(600)
			if w.Distance == nil || *w.Distance < ride[599].Dist*0.95 || *w.Distance > ride[599].Dist*1.05 {
				t.Errorf("distance %v, want about %v", w.Distance, ride[599].Dist)
			}
			st := e.stream(w.ID)
			if len(st.Time) != 600 || len(st.Heartrate) != 600 || len(st.Cadence) != 600 || len(st.VelocitySmooth) != 600 {
				t.Fatalf("stream: %d points, hr %d cad %d speed %d", len(st.Time), len(st.Heartrate), len(st.Cadence), len(st.VelocitySmooth))
			}
			if *st.Heartrate[300] != float64(ride[300].HR) || *st.Power[300] != float64(ride[300].Power) {
				t.Errorf("point 300: hr %v power %v", *st.Heartrate[300], *st.Power[300])
			}
		})
	}
}

func TestProviderOverrideAndBadFiles(t *testing.T) {
	e := newEnv(t)
	im := e.importFile("../testdata/wearables/ride-strava.gpx", "wahoo")
	ws, _ := e.svc.Workouts(context.Background(), e.team, e.user, ts(wearablestest.Start), ts(wearablestest.Start.Add(time.Hour)), "wahoo")
	if im.Status != assay.ImportCompleted || len(ws) != 1 || ws[0].Source.Slug != "wahoo" {
		t.Fatalf("provider override: %+v %+v", im, ws)
	}
	ctx := context.Background()
	// Not a known format: refused at once, whatever its name.
	if _, err := e.svc.CreateImport(ctx, e.team, e.user, "ride.fit", "", strings.NewReader("hello, not a ride")); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("plain text: %v", err)
	}
	if _, err := e.svc.CreateImport(ctx, e.team, e.user, "ride.fit", "nope", strings.NewReader("x")); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("unknown provider: %v", err)
	}
	// A truncated FIT file and a GPX without times fail with a reason.
	fit, _ := os.ReadFile("../testdata/wearables/ride-garmin.fit")
	for name, body := range map[string][]byte{
		"truncated.fit": fit[:len(fit)/2],
		"empty.gpx":     []byte(`<?xml version="1.0"?><gpx creator="x"><trk><trkseg><trkpt lat="1" lon="2"></trkpt></trkseg></trk></gpx>`),
	} {
		im, err := e.svc.CreateImport(ctx, e.team, e.user, name, "", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		done, err := e.svc.RunImport(ctx, im.ID)
		if err != nil || done.Status != assay.ImportFailed || done.FailureReason == nil || !strings.HasPrefix(*done.FailureReason, "invalid_input") {
			t.Errorf("%s: %+v %v", name, done, err)
		}
	}
	// Over 100 MB: ETOOLARGE, and nothing is kept.
	big := &zeros{n: wearables.MaxImportBytes + 10, head: fit[:14]}
	if _, err := e.svc.CreateImport(ctx, e.team, e.user, "big.fit", "", big); assay.ErrorCode(err) != assay.ETOOLARGE {
		t.Errorf("101 MB file: %v", err)
	}
}

// zeros reads head then zero bytes, n in all.
type zeros struct {
	n    int64
	head []byte
	off  int64
}

func (z *zeros) Read(p []byte) (int, error) {
	if z.off >= z.n {
		return 0, os.ErrClosed
	}
	k := int64(len(p))
	if z.n-z.off < k {
		k = z.n - z.off
	}
	for i := int64(0); i < k; i++ {
		if z.off+i < int64(len(z.head)) {
			p[i] = z.head[z.off+i]
		} else {
			p[i] = 0
		}
	}
	z.off += k
	return int(k), nil
}

func TestAppleHealthExport(t *testing.T) {
	e := newEnv(t)
	im := e.importFile("../testdata/wearables/export.zip", "")
	if im.Status != assay.ImportCompleted || im.Format != wearables.FormatAppleZip {
		t.Fatalf("import: %+v %v", im, *im.FailureReason)
	}
	// 3 days × 16 hours: steps from watch and phone, energy, heart rate and
	// four glucose readings an hour.
	if im.Workouts != 3 || im.Activities != 3 || im.Samples != 3*16*(2+1+1+4) {
		t.Errorf("counts: %+v", im)
	}
	ctx := context.Background()
	from, to := wearablestest.Start.AddDate(0, 0, -1), wearablestest.Start.AddDate(0, 0, 5)
	steps, err := e.svc.Series(ctx, e.team, e.user, "steps", ts(from), ts(to))
	if err != nil || len(steps) != 3*16*2 {
		t.Fatalf("steps: %d %v", len(steps), err)
	}
	if steps[0].Start == nil || steps[0].End == nil || steps[0].Unit != "count" || steps[0].Type == nil || steps[0].TimezoneOffset == nil || *steps[0].TimezoneOffset != -8*3600 {
		t.Errorf("step sample: %+v", steps[0])
	}
	glucose, _ := e.svc.Series(ctx, e.team, e.user, "glucose", ts(from), ts(to))
	if len(glucose) != 3*16*4 {
		t.Fatalf("glucose: %d", len(glucose))
	}
	for _, g := range glucose {
		if g.Unit != "mg/dL" || g.Value < 85 || g.Value > 135 {
			t.Fatalf("glucose sample not in mg/dL: %+v", g)
		}
	}
	acts, _ := e.svc.Activities(ctx, e.team, e.user, ts(from), ts(to), "")
	if len(acts) != 3 || acts[0].CalendarDate != "2026-11-02" || acts[0].Steps == nil || acts[0].Distance == nil {
		t.Fatalf("activities: %+v", acts)
	}
	var want float64
	for _, s := range steps {
		if s.Timestamp.Add(-8*time.Hour).Format(time.DateOnly) == "2026-11-02" {
			want += s.Value
		}
	}
	if float64(*acts[0].Steps) != want || *acts[0].Distance != 16*350 {
		t.Errorf("day 1: steps %v (want %v), distance %v", *acts[0].Steps, want, *acts[0].Distance)
	}
	ws, _ := e.svc.Workouts(ctx, e.team, e.user, ts(from), ts(to), "")
	if len(ws) != 3 || ws[0].Sport.Slug != "cycling" || !ws[0].HasStream || *ws[0].Calories != 310.5 || *ws[0].Distance != 14200 {
		t.Fatalf("workouts: %+v", ws)
	}
	if st := e.stream(ws[0].ID); len(st.Time) != 360 || len(st.Lat) != 360 {
		t.Errorf("route stream: %d points", len(st.Time))
	}
	if len(e.ev.ofType(assay.EventActivityCreated)) != 3 || len(e.ev.ofType(assay.EventGlucoseCreated)) == 0 {
		t.Error("missing activity or glucose events")
	}
}

func TestSampleReplacement(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	t0 := time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)
	send := func(v float64) {
		t.Helper()
		out, err := e.svc.PutSamples(ctx, e.team, e.user, "steps", "health_connect", "phone",
			[]assay.Sample{{Timestamp: t0, Start: &t0, End: ptr(t0.Add(time.Hour)), Value: v}})
		if err != nil {
			t.Fatal(err)
		}
		if len(out) != 1 || out[0].Type == nil || *out[0].Type != "phone" || out[0].Unit != "count" {
			t.Errorf("stored sample: %+v", out)
		}
	}
	send(100)
	send(250) // the bucket was incomplete; the new value replaces it
	got, err := e.svc.Series(ctx, e.team, e.user, "steps", ts(t0.Add(-time.Hour)), ts(t0.Add(time.Hour)))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Value != 250 {
		t.Fatalf("after a resend: %+v", got)
	}
	// Another source type at the same time is another sample.
	if _, err := e.svc.PutSamples(ctx, e.team, e.user, "steps", "health_connect", "watch",
		[]assay.Sample{{Timestamp: t0, Value: 7}}); err != nil {
		t.Fatal(err)
	}
	got, _ = e.svc.Series(ctx, e.team, e.user, "steps", ts(t0.Add(-time.Hour)), ts(t0.Add(time.Hour)))
	if len(got) != 2 {
		t.Fatalf("two source types: %+v", got)
	}
	// One event per batch, samples at data.data and an integer source_id;
	// one connection event for the source.
	evs := e.ev.ofType(assay.EventStepsCreated)
	if len(evs) != 3 {
		t.Fatalf("steps events: %d", len(evs))
	}
	data := evs[1].Data.(map[string]any)
	samples := data["data"].([]any)
	if len(samples) != 1 || samples[0].(map[string]any)["value"].(float64) != 250 {
		t.Errorf("event samples: %v", samples)
	}
	if id, ok := data["source_id"].(float64); !ok || id != float64(int(id)) || id <= 0 {
		t.Errorf("source_id: %v", data["source_id"])
	}
	if data["user_id"] != e.user || evs[1].UserID != e.user || evs[1].ClientUserID != "rider-1" {
		t.Errorf("envelope: %+v", evs[1])
	}
	if n := len(e.ev.ofType(assay.EventConnectionCreated)); n != 1 {
		t.Errorf("connection events: %d", n)
	}
	u, _ := e.svc.Store.FindUser(ctx, e.team, e.user)
	if len(u.ConnectedSources) != 1 || u.ConnectedSources[0].Source.Slug != "health_connect" || u.ConnectedSources[0].Provider.Slug != "health_connect" {
		t.Errorf("connected_sources: %+v", u.ConnectedSources)
	}
}

func TestActivityVersions(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	put := func(steps assay.Whole) assay.Activity {
		t.Helper()
		out, err := e.svc.PutActivities(ctx, e.team, e.user, "oura", "", []assay.Activity{{CalendarDate: "2026-11-03", Steps: &steps, TimezoneOffset: ptr(3600)}})
		if err != nil {
			t.Fatal(err)
		}
		return out[0]
	}
	a := put(1000)
	b := put(1000) // same content: no event
	c := put(4200) // new version replaces the old
	if a.ID != b.ID || b.ID != c.ID || !c.CreatedAt.Equal(a.CreatedAt) {
		t.Errorf("ids %s %s %s", a.ID, b.ID, c.ID)
	}
	if n, m := len(e.ev.ofType(assay.EventActivityCreated)), len(e.ev.ofType(assay.EventActivityUpdated)); n != 1 || m != 1 {
		t.Errorf("created %d updated %d", n, m)
	}
	up := e.ev.ofType(assay.EventActivityUpdated)[0].Data.(map[string]any)
	if up["id"] != a.ID || up["steps"].(float64) != 4200 || up["user_id"] != e.user || up["source"].(map[string]any)["slug"] != "oura" {
		t.Errorf("updated event data: %v", up)
	}
	got, _ := e.svc.Activities(ctx, e.team, e.user, ts(time.Date(2026, 11, 3, 0, 0, 0, 0, time.UTC)), ts(time.Date(2026, 11, 3, 23, 0, 0, 0, time.UTC)), "")
	if len(got) != 1 || *got[0].Steps != 4200 {
		t.Errorf("stored: %+v", got)
	}
	if _, err := e.svc.PutActivities(ctx, e.team, e.user, "oura", "", []assay.Activity{{CalendarDate: "3 Nov"}}); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("bad date: %v", err)
	}
	if _, err := e.svc.PutActivities(ctx, "other-team", e.user, "oura", "", []assay.Activity{{CalendarDate: "2026-11-03"}}); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("other team: %v", err)
	}
}

func TestWebhookSizeLimit(t *testing.T) {
	e := newEnv(t)
	e.svc.MaxEventBytes = 8 << 10
	e.ev.max = 8 << 10
	ctx := context.Background()
	t0 := time.Date(2026, 11, 3, 0, 0, 0, 0, time.UTC)
	var batch []assay.Sample
	for i := 0; i < 500; i++ {
		batch = append(batch, assay.Sample{Timestamp: t0.Add(time.Duration(i) * time.Minute), Value: float64(60 + i%40)})
	}
	if _, err := e.svc.PutSamples(ctx, e.team, e.user, "heartrate", "fitbit", "", batch); err != nil {
		t.Fatal(err)
	}
	evs := e.ev.ofType(assay.EventHeartrateCreated)
	total := 0
	for _, ev := range evs {
		total += len(ev.Data.(map[string]any)["data"].([]any))
	}
	if len(evs) < 2 || total != 500 {
		t.Errorf("%d events carrying %d samples", len(evs), total)
	}
	// A whole stream never goes into a webhook: a 3-hour ride is announced
	// in a few hundred bytes.
	fit, err := wearablestest.FIT(wearablestest.Ride(10800), typedef.ManufacturerWahooFitness, "ELEMNT")
	if err != nil {
		t.Fatal(err)
	}
	im, err := e.svc.CreateImport(ctx, e.team, e.user, "long.fit", "", bytes.NewReader(fit))
	if err != nil {
		t.Fatal(err)
	}
	if done, err := e.svc.RunImport(ctx, im.ID); err != nil || done.Status != assay.ImportCompleted {
		t.Fatalf("long ride: %+v %v", done, err)
	}
	if len(e.ev.ofType(assay.EventWorkoutStreamCreated)) != 1 {
		t.Error("no stream event for the long ride")
	}
}

func TestDeleteUser(t *testing.T) {
	e := newEnv(t)
	e.importFile("../testdata/wearables/ride-garmin.fit", "")
	e.importFile("../testdata/wearables/export.zip", "")
	ctx := context.Background()
	ws, _ := e.svc.Workouts(ctx, e.team, e.user, ts(wearablestest.Start.AddDate(0, 0, -1)), ts(wearablestest.Start.AddDate(0, 0, 5)), "")
	if len(ws) != 4 {
		t.Fatalf("workouts before: %d", len(ws))
	}
	if err := e.svc.DeleteUser(ctx, "other-team", e.user); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Fatalf("other team: %v", err)
	}
	if err := e.svc.DeleteUser(ctx, e.team, e.user); err != nil {
		t.Fatal(err)
	}
	keys, err := e.rdb.Keys(ctx, "test:wear:*").Result()
	if err != nil || len(keys) != 0 {
		t.Errorf("wearable keys left: %v %v", keys, err)
	}
	var files []string
	_ = walk(e.blobs.Dir(), &files)
	if len(files) != 0 {
		t.Errorf("files left: %v", files)
	}
	if _, _, err := e.svc.Stream(ctx, e.team, ws[0].ID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("stream after delete: %v", err)
	}
}

func walk(dir string, out *[]string) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, en := range ents {
		p := dir + "/" + en.Name()
		if en.IsDir() {
			if err := walk(p, out); err != nil {
				return err
			}
		} else {
			*out = append(*out, p)
		}
	}
	return nil
}

func TestDeviceSessions(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	exp := time.Now().Add(time.Hour)
	sess := &wearables.Sessions{Store: e.svc.Store, Verify: func(tok string) (string, string, time.Time, error) {
		if tok != "good" && tok != "good-2" {
			return "", "", time.Time{}, assay.Errorf(assay.EUNAUTHORIZED, "Invalid sign-in token.")
		}
		return e.team, e.user, exp, nil
	}}
	s1, err := sess.SignIn(ctx, "good")
	if err != nil || s1.UserID != e.user || !strings.HasPrefix(s1.AccessToken, "at_") || !strings.HasPrefix(s1.RefreshToken, "rt_") {
		t.Fatalf("sign in: %+v %v", s1, err)
	}
	if _, err := sess.SignIn(ctx, "good"); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("second use: %v", err)
	}
	if _, err := sess.SignIn(ctx, "forged"); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("forged: %v", err)
	}
	team, user, err := sess.Authenticate(ctx, s1.AccessToken)
	if err != nil || team != e.team || user != e.user {
		t.Errorf("authenticate: %s %s %v", team, user, err)
	}
	s2, err := sess.Refresh(ctx, s1.RefreshToken)
	if err != nil || s2.AccessToken == s1.AccessToken {
		t.Fatalf("refresh: %+v %v", s2, err)
	}
	if _, _, err := sess.Authenticate(ctx, "at_nope"); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("bad access token: %v", err)
	}
	// Deleting the user ends its sessions.
	if err := e.svc.DeleteUser(ctx, e.team, e.user); err != nil {
		t.Fatal(err)
	}
	if _, _, err := sess.Authenticate(ctx, s2.AccessToken); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("access after delete: %v", err)
	}
	if _, err := sess.Refresh(ctx, s1.RefreshToken); assay.ErrorCode(err) != assay.EUNAUTHORIZED {
		t.Errorf("refresh after delete: %v", err)
	}
}

func TestWorkoutSportForms(t *testing.T) {
	for body, want := range map[string]string{
		`{"sport":"Biking"}`:                      "cycling",
		`{"sport":{"id":1,"slug":"running"}}`:     "running",
		`{"sport":"HKWorkoutActivityTypeHiking"}`: "hiking",
		`{"sport":"underwater_hockey"}`:           "other",
		`{"provider_id":"x","sport":null}`:        "other",
	} {
		var w assay.WorkoutInput
		if err := json.Unmarshal([]byte(body), &w); err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		e := newEnv(t)
		w.ProviderID, w.TimeStart, w.TimeEnd = "p", wearablestest.Start, wearablestest.Start.Add(time.Minute)
		out, err := e.svc.PutWorkouts(context.Background(), e.team, e.user, "strava", "", []assay.WorkoutInput{w})
		if err != nil || out[0].Sport.Slug != want {
			t.Errorf("%s: %+v %v, want %s", body, out, err, want)
		}
	}
}

// ts formats a time as a read's start_date or end_date.
func ts(t time.Time) string { return t.UTC().Format(time.RFC3339) }
