package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/wearables"
)

type wearEnv struct {
	*env
	svc *wearables.Service
}

// newWearEnv serves the wearable routes over real Redis, local blobs, the
// real asynq queue and the real webhook publisher.
func newWearEnv(t *testing.T) *wearEnv {
	t.Helper()
	var svc *wearables.Service
	e := newEnvWith(t, func(s *api.Server, js *jobs.Service, hooks *jobs.Webhooks) {
		q := js.Queue.(*jobs.Client)
		svc = &wearables.Service{Store: js.Store, Blobs: js.Blobs, Events: hooks, Queue: q}
		svc.Sessions = &wearables.Sessions{Store: js.Store, Verify: s.Tokens.SessionVerifier()}
		s.Wearables = svc
		s.Users = wearables.ErasingUsers{UserService: s.Users, Wearables: svc}
	})
	return &wearEnv{env: e, svc: svc}
}

// upload posts a multipart import with the given parts (name, file name,
// content) as the team owning key.
func (e *wearEnv) upload(key, userID string, provider string, name string, content io.Reader) (int, map[string]any) {
	e.t.Helper()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		if provider != "" {
			_ = mw.WriteField("provider", provider)
		}
		fw, _ := mw.CreateFormFile("file", name)
		_, err := io.Copy(fw, content)
		if err == nil {
			err = mw.Close()
		}
		pw.CloseWithError(err)
	}()
	code, b := e.do(key, "POST", "/v2/user/"+userID+"/import", pr, mw.FormDataContentType())
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		e.t.Fatalf("import answer is not JSON: %d %s", code, b)
	}
	return code, m
}

// importFile uploads a file and runs the queued import as a worker would.
func (e *wearEnv) importFile(key, userID, path string) map[string]any {
	e.t.Helper()
	f, err := os.Open(path)
	if err != nil {
		e.t.Fatal(err)
	}
	defer f.Close()
	code, m := e.upload(key, userID, "", path, f)
	if code != 200 || m["status"] != assay.ImportPending {
		e.t.Fatalf("import: %d %v", code, m)
	}
	id := m["id"].(string)
	if _, err := e.inspector.GetTaskInfo(jobs.QueueImports, "import:"+id); err != nil {
		e.t.Fatalf("import task not queued: %v", err)
	}
	if _, err := e.svc.RunImport(context.Background(), id); err != nil {
		e.t.Fatal(err)
	}
	code, m = e.doJSON(key, "GET", "/v2/user/"+userID+"/import/"+id, "")
	if code != 200 || m["status"] != assay.ImportCompleted {
		e.t.Fatalf("import after run: %d %v", code, m)
	}
	return m
}

func TestWearableRoutesValidation(t *testing.T) {
	e := newWearEnv(t)
	user := e.createUser(e.keyA, "rider")
	im := e.importFile(e.keyA, user, "../testdata/wearables/ride-garmin.fit")
	_, ws := e.doJSON(e.keyA, "GET", "/v2/summary/workouts/"+user+"?start_date=2026-11-01", "")
	workout := ws["workouts"].([]any)[0].(map[string]any)["id"].(string)
	importID := im["id"].(string)

	for _, tc := range []struct{ method, path, body, loc string }{
		{"GET", "/v2/user/providers/nope", "", "path.user_id"},
		{"GET", "/v2/user/nope/import/" + importID, "", "path.user_id"},
		{"GET", "/v2/user/" + user + "/import/nope", "", "path.import_id"},
		{"GET", "/v2/summary/activity/nope?start_date=2026-11-01", "", "path.user_id"},
		{"GET", "/v2/summary/activity/" + user, "", "query.start_date"},
		{"GET", "/v2/summary/activity/" + user + "?start_date=yesterday", "", "query.start_date"},
		{"GET", "/v2/summary/workouts/" + user + "?start_date=2026-11-05&end_date=2026-11-01", "", "query.end_date"},
		{"GET", "/v2/summary/workouts/" + user + "?start_date=2026-11-01&provider=nope", "", "query.provider"},
		{"GET", "/v2/timeseries/nope/steps?start_date=2026-11-01", "", "path.user_id"},
		{"GET", "/v2/timeseries/workouts/nope/stream", "", "path.workout_id"},
		{"POST", "/v2/user/nope/import", "", "path.user_id"},
		{"POST", "/v2/ingest/sleep", `{}`, "path.resource"},
		{"POST", "/v2/ingest/steps", `{"provider":"fitbit","data":[]}`, "body.user_id"},
		{"POST", "/v2/ingest/steps", `{"user_id":"x","provider":"fitbit","data":[]}`, "body.user_id"},
		{"POST", "/v2/ingest/steps", `{"user_id":"` + user + `","data":[]}`, "body.provider"},
		{"POST", "/v2/ingest/steps", `{"user_id":"` + user + `","provider":"fitbit","data":{}}`, "body.data"},
		{"POST", "/v2/ingest/steps", `{"user_id":"` + user + `","provider":"fitbit","data":[]}`, "body.data"},
		{"POST", "/v2/ingest/steps", `{"user_id":"` + user + `","provider":"nope","data":[{"timestamp":"2026-11-03T10:00:00Z","value":1}]}`, "body.provider"},
		{"POST", "/v2/ingest/steps", `{"user_id":"` + user + `","provider":"fitbit","data":[{"value":1}]}`, "body.data.0.timestamp"},
		{"POST", "/v2/ingest/steps", `{"user_id":"` + user + `","provider":"fitbit","data":[{"timestamp":"2026-11-03T10:00:00Z","value":-1}]}`, "body.data.0.value"},
		{"POST", "/v2/ingest/steps", `{"user_id":"` + user + `","provider":"fitbit","data":[{"timestamp":"2026-11-03T10:00:00Z","value":"many"}]}`, "body.data.value"},
		{"POST", "/v2/ingest/glucose", `{"user_id":"` + user + `","provider":"dexcom","data":[{"timestamp":"2026-11-03T10:00:00Z","value":5,"unit":"g"}]}`, "body.data.0.unit"},
		{"POST", "/v2/ingest/activity", `{"user_id":"` + user + `","provider":"oura","data":[{"calendar_date":"03/11/2026"}]}`, "body.data.0.calendar_date"},
		{"POST", "/v2/ingest/workouts", `{"user_id":"` + user + `","provider":"strava","data":[{"time_start":"2026-11-03T10:00:00Z","time_end":"2026-11-03T11:00:00Z"}]}`, "body.data.0.provider_id"},
		{"POST", "/v2/ingest/workouts", `{"user_id":"` + user + `","provider":"strava","data":[{"provider_id":"a","time_start":"2026-11-03T10:00:00Z","time_end":"2026-11-03T11:00:00Z","stream":{"time":[1,2],"heartrate":[1]}}]}`, "body.data.0.stream.heartrate"},
		{"POST", "/v2/auth/sign_in", `{}`, "body.sign_in_token"},
		{"POST", "/v2/auth/refresh", `{}`, "body.refresh_token"},
	} {
		code, m := e.doJSON(e.keyA, tc.method, tc.path, tc.body)
		if code != 422 {
			t.Errorf("%s %s: %d %v, want 422", tc.method, tc.path, code, m)
			continue
		}
		if loc := detailLoc(t, m); loc != tc.loc {
			t.Errorf("%s %s: loc %s, want %s", tc.method, tc.path, loc, tc.loc)
		}
	}

	// Another team sees none of it.
	for _, path := range []string{
		"/v2/user/providers/" + user,
		"/v2/user/" + user + "/import/" + importID,
		"/v2/summary/activity/" + user + "?start_date=2026-11-01",
		"/v2/summary/workouts/" + user + "?start_date=2026-11-01",
		"/v2/timeseries/" + user + "/steps?start_date=2026-11-01",
		"/v2/timeseries/workouts/" + workout + "/stream",
	} {
		if code, m := e.doJSON(e.keyB, "GET", path, ""); code != 404 || m["detail"] == nil {
			t.Errorf("team B GET %s: %d %v", path, code, m)
		}
	}
	if code, m := e.upload(e.keyB, user, "", "ride.fit", strings.NewReader("x")); code != 404 {
		t.Errorf("team B import: %d %v", code, m)
	}
	if code, m := e.doJSON(e.keyB, "POST", "/v2/ingest/steps", `{"user_id":"`+user+`","provider":"fitbit","data":[{"timestamp":"2026-11-03T10:00:00Z","value":1}]}`); code != 404 {
		t.Errorf("team B ingest: %d %v", code, m)
	}
	if code, _ := e.doJSON("", "POST", "/v2/ingest/steps", `{}`); code != 401 {
		t.Errorf("ingest without a key: %d", code)
	}
	if code, _ := e.doJSON(e.keyA, "GET", "/v2/timeseries/"+user+"/sleep?start_date=2026-11-01", ""); code != 404 {
		t.Errorf("unknown resource: %d", code)
	}
	// Files: not a known format is 422; over 100 MB is 413.
	if code, m := e.upload(e.keyA, user, "", "ride.fit", strings.NewReader("%PDF-1.4 not a ride")); code != 422 || detailLoc(t, m) != "body.file" {
		t.Errorf("PDF as a ride: %d %v", code, m)
	}
	fit, _ := os.ReadFile("../testdata/wearables/ride-garmin.fit")
	big := io.MultiReader(bytes.NewReader(fit), io.LimitReader(zeroReader{}, wearables.MaxImportBytes))
	if code, m := e.upload(e.keyA, user, "", "big.fit", big); code != 413 {
		t.Errorf("101 MB file: %d %v", code, m)
	}
}

type zeroReader struct{}

func (zeroReader) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

func TestIngestReplacesSamplesAndSendsWebhooks(t *testing.T) {
	e := newWearEnv(t)
	user := e.createUser(e.keyA, "walker")
	code, ep := e.doJSON(e.keyA, "POST", "/v1/webhooks/endpoints", `{"url":"https://example.invalid/hook","filter_types":["daily.data.*","provider.connection.created"]}`)
	if code != 200 && code != 201 {
		t.Fatalf("endpoint: %d %v", code, ep)
	}
	batch := func(v int) string {
		return fmt.Sprintf(`{"user_id":%q,"provider":"health_connect","source_type":"phone","data":[
			{"timestamp":"2026-11-03T10:00:00Z","start":"2026-11-03T10:00:00Z","end":"2026-11-03T11:00:00Z","value":%d,"timezone_offset":3600},
			{"timestamp":"2026-11-03T11:00:00Z","start":"2026-11-03T11:00:00Z","end":"2026-11-03T12:00:00Z","value":40}]}`, user, v)
	}
	for _, v := range []int{100, 350} {
		if code, m := e.doJSON(e.keyA, "POST", "/v2/ingest/steps", batch(v)); code != 200 {
			t.Fatalf("ingest: %d %v", code, m)
		}
	}
	code, body := e.do(e.keyA, "GET", "/v2/timeseries/"+user+"/steps?start_date=2026-11-03&end_date=2026-11-03", nil, "")
	var samples []assay.Sample
	if err := json.Unmarshal(body, &samples); code != 200 || err != nil {
		t.Fatalf("read: %d %s", code, body)
	}
	if len(samples) != 2 || samples[0].Value != 350 || samples[1].Value != 40 {
		t.Fatalf("after the same sample twice: %+v", samples)
	}
	// connected_sources is filled, and the user's providers list it.
	_, u := e.doJSON(e.keyA, "GET", "/v2/user/"+user, "")
	cs := u["connected_sources"].([]any)
	if len(cs) != 1 || cs[0].(map[string]any)["source"].(map[string]any)["slug"] != "health_connect" {
		t.Fatalf("connected_sources: %v", cs)
	}
	_, ps := e.doJSON(e.keyA, "GET", "/v2/user/providers/"+user, "")
	if len(ps["providers"].([]any)) != 1 {
		t.Errorf("user providers: %v", ps)
	}
	// The webhook log holds the connection and the two batches, each in the
	// spec's envelope.
	msgs, _, err := e.store.ListMessages(context.Background(), e.teamA, ep["id"].(string), "", 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for i := len(msgs) - 1; i >= 0; i-- {
		types = append(types, msgs[i].EventType)
		var env map[string]any
		if err := json.Unmarshal(msgs[i].Payload, &env); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"event_type", "data", "team_id", "user_id", "client_user_id"} {
			if _, ok := env[k]; !ok {
				t.Errorf("%s envelope lacks %s", msgs[i].EventType, k)
			}
		}
		if env["client_user_id"] != "walker" || env["user_id"] != user {
			t.Errorf("envelope: %v", env)
		}
	}
	if strings.Join(types, ",") != "provider.connection.created,daily.data.steps.created,daily.data.steps.created" {
		t.Errorf("events: %v", types)
	}
	// The providers catalogue.
	code, body = e.do(e.keyA, "GET", "/v2/providers", nil, "")
	var cat []map[string]any
	if err := json.Unmarshal(body, &cat); code != 200 || err != nil || len(cat) < 10 {
		t.Errorf("providers: %d %s", code, body)
	}
	// Deleting the user deletes its wearable data.
	if code, _ := e.doJSON(e.keyA, "DELETE", "/v2/user/"+user, ""); code != 200 {
		t.Fatal("delete user")
	}
	if keys, _ := e.store.Redis().Keys(context.Background(), "test:wear:u:"+user+"*").Result(); len(keys) != 0 {
		t.Errorf("left after deletion: %v", keys)
	}
}

func TestDeviceSessionPush(t *testing.T) {
	e := newWearEnv(t)
	user := e.createUser(e.keyA, "phone-user")
	_, tok := e.doJSON(e.keyA, "POST", "/v2/user/"+user+"/sign_in_token", "")
	signIn := `{"sign_in_token":"` + tok["sign_in_token"].(string) + `"}`
	code, sess := e.doJSON("", "POST", "/v2/auth/sign_in", signIn)
	if code != 200 || sess["access_token"] == nil || sess["refresh_token"] == nil || sess["user_id"] != user {
		t.Fatalf("sign in: %d %v", code, sess)
	}
	if code, m := e.doJSON("", "POST", "/v2/auth/sign_in", signIn); code != 401 {
		t.Errorf("second sign-in with the same token: %d %v", code, m)
	}
	bearer := func(token, path, body string) (int, map[string]any) {
		req, _ := http.NewRequest("POST", path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		e.handler.ServeHTTP(rec, req)
		var m map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &m)
		return rec.Code, m
	}
	glucose := `{"provider":"freestyle_libre","data":[{"timestamp":"2026-11-03T08:00:00Z","value":5.5,"unit":"mmol/L"}]}`
	code, m := bearer(sess["access_token"].(string), "/v2/ingest/glucose", glucose)
	if code != 200 {
		t.Fatalf("push with the access token: %d %v", code, m)
	}
	got := m["data"].([]any)[0].(map[string]any)
	if got["unit"] != "mg/dL" || got["value"].(float64) != 99.1 {
		t.Errorf("glucose as stored: %v", got)
	}
	other := e.createUser(e.keyA, "someone-else")
	if code, _ := bearer(sess["access_token"].(string), "/v2/ingest/glucose", `{"user_id":"`+other+`",`+glucose[1:]); code != 403 {
		t.Errorf("push for another user: %d", code)
	}
	if code, _ := bearer("at_forged", "/v2/ingest/glucose", glucose); code != 401 {
		t.Errorf("forged access token: %d", code)
	}
	code, ref := e.doJSON("", "POST", "/v2/auth/refresh", `{"refresh_token":"`+sess["refresh_token"].(string)+`"}`)
	if code != 200 || ref["access_token"] == sess["access_token"] {
		t.Fatalf("refresh: %d %v", code, ref)
	}
	if code, _ := bearer(ref["access_token"].(string), "/v2/ingest/glucose", glucose); code != 200 {
		t.Errorf("push with the refreshed token: %d", code)
	}
}
