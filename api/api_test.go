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
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/orders"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
)

func TestMain(m *testing.M) { storetest.Main(m) }

type env struct {
	t         *testing.T
	handler   http.Handler
	store     *store.Store
	blobs     store.Blobs
	tokens    *api.SignInTokens
	inspector *asynq.Inspector
	keyA      string
	keyB      string
	teamA     string
	teamB     string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	return newEnvWith(t, nil)
}

// newEnvWith is newEnv with a hook that finishes configuring the server
// and its job service before the handler is built.
func newEnvWith(t *testing.T, configure func(s *api.Server, js *jobs.Service, hooks *jobs.Webhooks)) *env {
	t.Helper()
	st, aopt := storetest.Store(t)
	blobs, err := store.NewLocalBlobs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	q := jobs.NewClient(aopt, 3)
	t.Cleanup(func() { q.Close() })
	insp := asynq.NewInspector(aopt)
	t.Cleanup(func() { insp.Close() })
	tokens := &api.SignInTokens{Key: []byte("0123456789abcdef0123456789abcdef"), TTL: time.Hour, Region: "us", Environment: "sandbox"}
	js := &jobs.Service{Store: st, Blobs: blobs, Queue: q}
	hooks := jobs.NewWebhooks(st, q, 15*time.Second, jobs.DefaultRetrySchedule, time.Hour)
	ordersvc := &orders.Service{Store: st}
	users := &jobs.Users{Store: st, Erasure: &jobs.Erasure{Store: st, Blobs: blobs, Client: q}}
	s := &api.Server{Services: api.Services{Teams: st, Users: users, Jobs: js, Orders: ordersvc, Catalogue: ordersvc, Webhooks: hooks},
		Redis: st, Storage: blobs, Tokens: tokens}
	if configure != nil {
		configure(s, js, hooks)
	}
	ctx := context.Background()
	a, keyA, err := st.CreateTeam(ctx, "A", true)
	if err != nil {
		t.Fatal(err)
	}
	b, keyB, err := st.CreateTeam(ctx, "B", true)
	if err != nil {
		t.Fatal(err)
	}
	return &env{t: t, handler: s.Handler(), store: st, blobs: blobs, tokens: tokens, inspector: insp,
		keyA: keyA, keyB: keyB, teamA: a.ID, teamB: b.ID}
}

// do sends a request as the team owning key and returns status and body.
func (e *env) do(key, method, path string, body io.Reader, contentType string) (int, []byte) {
	e.t.Helper()
	req := httptest.NewRequest(method, path, body)
	if key != "" {
		req.Header.Set("x-service-api-key", key)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	return rec.Code, rec.Body.Bytes()
}

func (e *env) doJSON(key, method, path, body string) (int, map[string]any) {
	e.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	code, b := e.do(key, method, path, r, "application/json")
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		e.t.Fatalf("%s %s: response is not a JSON object: %s", method, path, b)
	}
	return code, m
}

func (e *env) createUser(key, clientID string) string {
	e.t.Helper()
	code, m := e.doJSON(key, "POST", "/v2/user", `{"client_user_id":"`+clientID+`"}`)
	if code != 200 {
		e.t.Fatalf("create user: %d %v", code, m)
	}
	return m["user_id"].(string)
}

// detailLoc returns the loc of the first validation error in a 422 body.
func detailLoc(t *testing.T, m map[string]any) string {
	t.Helper()
	items, ok := m["detail"].([]any)
	if !ok || len(items) == 0 {
		t.Fatalf("422 body has no detail list: %v", m)
	}
	item := items[0].(map[string]any)
	if _, ok := item["msg"].(string); !ok {
		t.Errorf("detail item without msg: %v", item)
	}
	if _, ok := item["type"].(string); !ok {
		t.Errorf("detail item without type: %v", item)
	}
	var parts []string
	for _, p := range item["loc"].([]any) {
		parts = append(parts, fmt.Sprint(p))
	}
	return strings.Join(parts, ".")
}

func TestAuthentication(t *testing.T) {
	e := newEnv(t)
	for _, key := range []string{"", "sk_us_sandbox_wrong"} {
		for _, route := range []struct{ method, path string }{
			{"GET", "/v2/user/"}, {"POST", "/v2/user"}, {"GET", "/v2/user/00000000-0000-0000-0000-000000000000"},
			{"POST", "/lab_report/v1/parser/job"}, {"GET", "/lab_report/v1/parser/job/00000000-0000-0000-0000-000000000000"},
		} {
			code, m := e.doJSON(key, route.method, route.path, "")
			if code != 401 || m["detail"] == nil {
				t.Errorf("%s %s with key %q: %d %v, want 401 with detail", route.method, route.path, key, code, m)
			}
		}
	}
	if code, _ := e.doJSON(e.keyA, "GET", "/v2/user/", ""); code != 200 {
		t.Errorf("valid key: %d", code)
	}
}

func TestValidationErrors(t *testing.T) {
	e := newEnv(t)
	for _, tc := range []struct {
		method, path, body, loc string
	}{
		{"GET", "/v2/user/not-a-uuid", "", "path.user_id"},
		{"DELETE", "/v2/user/123", "", "path.user_id"},
		{"POST", "/v2/user/nope/sign_in_token", "", "path.user_id"},
		{"GET", "/lab_report/v1/parser/job/xyz", "", "path.job_id"},
		{"POST", "/v2/user", `{}`, "body.client_user_id"},
		{"POST", "/v2/user", `{"client_user_id": 5}`, "body.client_user_id"},
		{"POST", "/v2/user", `{"client_user_id": ""}`, "body.client_user_id"},
		{"POST", "/v2/user", `not json`, "body"},
		{"POST", "/v2/user", `{"client_user_id":"x","fallback_birth_date":"31/12/1990"}`, "body.fallback_birth_date"},
		{"POST", "/v2/user", `{"client_user_id":"x","fallback_time_zone":"Mars/Olympus"}`, "body.fallback_time_zone"},
		{"GET", "/v2/user/?limit=501", "", "query.limit"},
		{"GET", "/v2/user/?limit=abc", "", "query.limit"},
		{"GET", "/v2/user/?offset=-1", "", "query.offset"},
	} {
		code, m := e.doJSON(e.keyA, tc.method, tc.path, tc.body)
		if code != 422 {
			t.Errorf("%s %s %s: %d %v, want 422", tc.method, tc.path, tc.body, code, m)
			continue
		}
		if loc := detailLoc(t, m); loc != tc.loc {
			t.Errorf("%s %s %s: loc %s, want %s", tc.method, tc.path, tc.body, loc, tc.loc)
		}
	}
}

func TestUsers(t *testing.T) {
	e := newEnv(t)
	code, body := e.do(e.keyA, "POST", "/v2/user", strings.NewReader(`{"client_user_id":"u-1","fallback_time_zone":"Europe/London","fallback_birth_date":"1990-01-31"}`), "application/json")
	if code != 200 {
		t.Fatalf("create: %d %s", code, body)
	}
	conformsTo(t, "ClientFacingUser", body)
	var u map[string]any
	if err := json.Unmarshal(body, &u); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if u["client_user_id"] != "u-1" || u["team_id"] != e.teamA {
		t.Errorf("created user: %v", u)
	}
	id := u["user_id"].(string)

	code, m := e.doJSON(e.keyA, "POST", "/v2/user", `{"client_user_id":"u-1"}`)
	if code != 400 || m["detail"].(map[string]any)["user_id"] != id {
		t.Errorf("duplicate client_user_id: %d %v", code, m)
	}
	e.createUser(e.keyA, "u-2")
	e.createUser(e.keyB, "u-1") // the same client id in another team is fine

	code, body = e.do(e.keyA, "GET", "/v2/user/?offset=1&limit=1", nil, "")
	if code != 200 {
		t.Fatalf("list: %d %s", code, body)
	}
	conformsTo(t, "PaginatedUsersResponse", body)
	var list struct {
		Users         []map[string]any
		Total, Offset int
		Limit         int
	}
	if err := json.Unmarshal(body, &list); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if list.Total != 2 || list.Offset != 1 || list.Limit != 1 || len(list.Users) != 1 || list.Users[0]["client_user_id"] != "u-2" {
		t.Errorf("list page: %+v", list)
	}

	code, body = e.do(e.keyA, "GET", "/v2/user/"+id, nil, "")
	if code != 200 {
		t.Fatalf("get: %d", code)
	}
	conformsTo(t, "ClientFacingUser", body)
	if code, _ := e.doJSON(e.keyB, "GET", "/v2/user/"+id, ""); code != 404 {
		t.Errorf("team B reads team A's user: %d", code)
	}
	if code, _ := e.doJSON(e.keyB, "DELETE", "/v2/user/"+id, ""); code != 404 {
		t.Errorf("team B deletes team A's user: %d", code)
	}
	job := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobCompleted, TeamID: e.teamA, UserID: id}
	if err := e.store.CreateJob(context.Background(), job); err != nil {
		t.Fatal(err)
	}
	if code, _ := e.doJSON(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID, ""); code != 200 {
		t.Fatalf("job before delete: %d", code)
	}
	code, body = e.do(e.keyA, "DELETE", "/v2/user/"+id, nil, "")
	if code != 200 {
		t.Fatalf("delete: %d %s", code, body)
	}
	conformsTo(t, "UserSuccessResponse", body)
	if code, _ := e.doJSON(e.keyA, "GET", "/v2/user/"+id, ""); code != 404 {
		t.Errorf("deleted user: %d", code)
	}
	// The user's data answers 404 at once, before the erasure task ran.
	if code, _ := e.doJSON(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID, ""); code != 404 {
		t.Errorf("job of the deleted user: %d", code)
	}
	if code, _ := e.doJSON(e.keyA, "DELETE", "/v2/user/"+id, ""); code != 404 {
		t.Errorf("second delete: %d", code)
	}
	if r, err := e.store.FindErasure(context.Background(), e.teamA, id); err != nil || r.Status != assay.ErasureQueued {
		t.Errorf("erasure record: %+v %v", r, err)
	}
}

func TestSignInToken(t *testing.T) {
	e := newEnv(t)
	id := e.createUser(e.keyA, "mobile")
	code, body := e.do(e.keyA, "POST", "/v2/user/"+id+"/sign_in_token", nil, "")
	if code != 200 {
		t.Fatalf("sign_in_token: %d %s", code, body)
	}
	conformsTo(t, "UserSignInTokenResponse", body)
	var r struct{ UserID, SignInToken string }
	json.Unmarshal(body, &struct {
		UserID      *string `json:"user_id"`
		SignInToken *string `json:"sign_in_token"`
	}{&r.UserID, &r.SignInToken})
	claims, err := e.tokens.Verify(r.SignInToken)
	if err != nil {
		t.Fatalf("verify: %v", err)
	}
	if claims.Subject != id || claims.TeamID != e.teamA || claims.Region != "us" || claims.ExpiresAt == nil {
		t.Errorf("claims: %+v", claims)
	}
	// Tampered, foreign-key and expired tokens are rejected.
	if _, err := e.tokens.Verify(r.SignInToken + "x"); err == nil {
		t.Error("tampered token verified")
	}
	other := &api.SignInTokens{Key: []byte("another-key-another-key-another-key"), TTL: time.Hour}
	if _, err := other.Verify(r.SignInToken); err == nil {
		t.Error("token verified with another key")
	}
	late := *e.tokens
	late.Now = func() time.Time { return time.Now().Add(2 * time.Hour) }
	if _, err := late.Verify(r.SignInToken); err == nil {
		t.Error("expired token verified")
	}
	if code, _ := e.doJSON(e.keyB, "POST", "/v2/user/"+id+"/sign_in_token", ""); code != 404 {
		t.Errorf("team B gets a token for team A's user: %d", code)
	}
}

// multipartBody builds a parser job upload.
func multipartBody(t *testing.T, fields map[string]string, files map[string][]byte) (io.Reader, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, v := range fields {
		w.WriteField(k, v)
	}
	for name, data := range files {
		fw, _ := w.CreateFormFile("file", name)
		fw.Write(data)
	}
	w.Close()
	return &buf, w.FormDataContentType()
}

func samplePDF(t *testing.T) []byte {
	t.Helper()
	b, err := os.ReadFile("../testdata/sample-report.pdf")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCreateParsingJob(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	user := e.createUser(e.keyA, "patient-1")
	pdf := samplePDF(t)

	body, ct := multipartBody(t, map[string]string{"user_id": user, "needs_human_review": "true"}, map[string][]byte{"report.pdf": pdf})
	code, resp := e.do(e.keyA, "POST", "/lab_report/v1/parser/job", body, ct)
	if code != 200 {
		t.Fatalf("create job: %d %s", code, resp)
	}
	conformsTo(t, "ParsingJob", resp)
	var job map[string]any
	if err := json.Unmarshal(resp, &job); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	id := job["id"].(string)
	if job["status"] != "upload_pending" || job["needs_human_review"] != true || job["is_reviewed"] != false {
		t.Errorf("new job: %v", job)
	}
	for _, hidden := range []string{"team_id", "files", "user_id"} {
		if _, ok := job[hidden]; ok {
			t.Errorf("job response leaks internal field %s", hidden)
		}
	}

	// The task is queued under the job's id and the file is stored under a team-scoped key.
	info, err := e.inspector.GetTaskInfo(jobs.QueueParse, id)
	if err != nil || info.Type != jobs.TypeParse {
		t.Fatalf("queued task: %+v, %v", info, err)
	}
	stored, err := e.store.GetJob(ctx, id)
	if err != nil || len(stored.Files) != 1 || !strings.HasPrefix(stored.Files[0].Key, "teams/"+e.teamA+"/jobs/"+id+"/") {
		t.Fatalf("stored job: %+v, %v", stored, err)
	}
	rc, err := e.blobs.Get(ctx, stored.Files[0].Key)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(rc)
	rc.Close()
	if !bytes.Equal(got, pdf) {
		t.Error("stored file differs from the upload")
	}

	code, resp = e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+id, nil, "")
	if code != 200 {
		t.Fatalf("get job: %d", code)
	}
	conformsTo(t, "ParsingJob", resp)
	if code, _ := e.doJSON(e.keyB, "GET", "/lab_report/v1/parser/job/"+id, ""); code != 404 {
		t.Errorf("team B reads team A's job: %d", code)
	}
	if code, _ := e.doJSON(e.keyA, "GET", "/lab_report/v1/parser/job/00000000-0000-4000-8000-000000000000", ""); code != 404 {
		t.Errorf("unknown job: %d", code)
	}
}

func TestCreateParsingJobRejects(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	user := e.createUser(e.keyA, "patient-1")
	otherUser := e.createUser(e.keyB, "patient-b")
	pdf := samplePDF(t)

	noParsing, noParsingKey, _ := e.store.CreateTeam(ctx, "C", false)
	_ = noParsing
	cUser := e.createUser(noParsingKey, "c-user")

	for _, tc := range []struct {
		name   string
		key    string
		fields map[string]string
		files  map[string][]byte
		status int
		loc    string
	}{
		{"text renamed to .pdf", e.keyA, map[string]string{"user_id": user}, map[string][]byte{"report.pdf": []byte("just some text, not a PDF\n")}, 422, "body.file"},
		{"html renamed to .png", e.keyA, map[string]string{"user_id": user}, map[string][]byte{"scan.png": []byte("<html><body>hi</body></html>")}, 422, "body.file"},
		{"12 MB", e.keyA, map[string]string{"user_id": user}, map[string][]byte{"big.pdf": append([]byte("%PDF-1.4\n"), make([]byte, 12<<20)...)}, 413, ""},
		{"no file", e.keyA, map[string]string{"user_id": user}, nil, 422, "body.file"},
		{"no user", e.keyA, nil, map[string][]byte{"r.pdf": pdf}, 422, "body.user_id"},
		{"bad user id", e.keyA, map[string]string{"user_id": "42"}, map[string][]byte{"r.pdf": pdf}, 422, "body.user_id"},
		{"bad needs_human_review", e.keyA, map[string]string{"user_id": user, "needs_human_review": "perhaps"}, map[string][]byte{"r.pdf": pdf}, 422, "body.needs_human_review"},
		{"another team's user", e.keyA, map[string]string{"user_id": otherUser}, map[string][]byte{"r.pdf": pdf}, 404, ""},
		{"parsing not enabled", noParsingKey, map[string]string{"user_id": cUser}, map[string][]byte{"r.pdf": pdf}, 403, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body, ct := multipartBody(t, tc.fields, tc.files)
			code, resp := e.do(tc.key, "POST", "/lab_report/v1/parser/job", body, ct)
			if code != tc.status {
				t.Fatalf("status %d, want %d: %s", code, tc.status, resp)
			}
			var m map[string]any
			if err := json.Unmarshal(resp, &m); err != nil || m["detail"] == nil {
				t.Fatalf("error body without detail: %s", resp)
			}
			if tc.loc != "" {
				if loc := detailLoc(t, m); loc != tc.loc {
					t.Errorf("loc %s, want %s", loc, tc.loc)
				}
			}
		})
	}
	if code, _ := e.do(e.keyA, "POST", "/lab_report/v1/parser/job", strings.NewReader(`{"user_id":"x"}`), "application/json"); code != 422 {
		t.Errorf("JSON body instead of multipart: %d", code)
	}
	// Nothing was queued by any rejected request.
	if qs, _ := e.inspector.Queues(); len(qs) > 0 {
		if info, err := e.inspector.GetQueueInfo(jobs.QueueParse); err == nil && info.Size > 0 {
			t.Errorf("%d tasks queued by rejected requests", info.Size)
		}
	}
}

// countingReader counts what the server pulled from the request body.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

func TestOversizeUploadIsNotReadToTheEnd(t *testing.T) {
	e := newEnv(t)
	user := e.createUser(e.keyA, "p")
	huge := append([]byte("%PDF-1.4\n"), make([]byte, 60<<20)...)
	body, ct := multipartBody(t, map[string]string{"user_id": user}, map[string][]byte{"huge.pdf": huge})
	cr := &countingReader{r: body}
	code, _ := e.do(e.keyA, "POST", "/lab_report/v1/parser/job", cr, ct)
	if code != 413 {
		t.Fatalf("status %d, want 413", code)
	}
	if cr.n > 11<<20 {
		t.Errorf("server read %d MB of a 60 MB upload before answering 413", cr.n>>20)
	}
}

func TestHealth(t *testing.T) {
	e := newEnv(t)
	if code, m := e.doJSON("", "GET", "/healthz", ""); code != 200 || m["status"] != "ok" {
		t.Errorf("healthz: %d %v", code, m)
	}
	if code, m := e.doJSON("", "GET", "/readyz", ""); code != 200 || m["status"] != "ok" {
		t.Errorf("readyz: %d %v", code, m)
	}
	e.store.Redis().Close()
	if code, m := e.doJSON("", "GET", "/readyz", ""); code != 503 || m["checks"].(map[string]any)["redis"] != "unreachable" {
		t.Errorf("readyz without redis: %d %v", code, m)
	}
}

func TestTeamReviewDefault(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	team, key, _ := e.store.CreateTeam(ctx, "Careful", true)
	if _, err := e.store.UpdateTeam(ctx, team.ID, func(t *assay.Team) error { t.ReviewByDefault = true; return nil }); err != nil {
		t.Fatal(err)
	}
	user := e.createUser(key, "p")
	body, ct := multipartBody(t, map[string]string{"user_id": user}, map[string][]byte{"r.pdf": samplePDF(t)})
	code, resp := e.do(key, "POST", "/lab_report/v1/parser/job", body, ct)
	var job map[string]any
	if err := json.Unmarshal(resp, &job); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if code != 200 || job["needs_human_review"] != true {
		t.Errorf("job of a review-by-default team: %d %v", code, job)
	}
}
