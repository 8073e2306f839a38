package api_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/store/storetest"
	"github.com/hibiken/asynq"
)

func TestMetricsCountRequestsByRoute(t *testing.T) {
	e := newEnv(t)
	e.doJSON(e.keyA, "GET", "/v2/user/00000000-0000-4000-8000-000000000000", "")
	code, body := e.do("", "GET", "/metrics", nil, "")
	if code != 200 {
		t.Fatalf("/metrics: %d", code)
	}
	want := `assay_http_requests_total{method="GET",route="/v2/user/{user_id}",status="404"}`
	if !strings.Contains(string(body), want) {
		t.Errorf("/metrics lacks %s", want)
	}
	if strings.Contains(string(body), "00000000-0000-4000-8000-000000000000") {
		t.Error("/metrics labels carry raw ids")
	}
}

func TestQueueDashboardIsReadOnlyRedactedAndBehindTheAdminKey(t *testing.T) {
	addr, db := storetest.Redis(t)
	opt := asynq.RedisClientOpt{Addr: addr, DB: db}
	c := asynq.NewClient(opt)
	defer c.Close()
	if _, err := c.EnqueueContext(context.Background(), asynq.NewTask("lab_report:parse", []byte(`{"job_id":"secret-ish"}`)), asynq.Queue("parse")); err != nil {
		t.Fatal(err)
	}
	h := (&api.Server{Admin: api.QueueDashboard(opt, "admin-key-for-tests")}).Handler()
	get := func(method, path, user, pass string) (int, string) {
		req := httptest.NewRequest(method, path, nil)
		if pass != "" {
			req.SetBasicAuth(user, pass)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	if code, _ := get("GET", api.AdminPath+"/", "", ""); code != http.StatusUnauthorized {
		t.Errorf("dashboard without key: %d", code)
	}
	if code, _ := get("GET", api.AdminPath+"/", "admin", "wrong"); code != http.StatusUnauthorized {
		t.Errorf("dashboard with a wrong key: %d", code)
	}
	if code, _ := get("GET", api.AdminPath+"/", "admin", "admin-key-for-tests"); code != 200 {
		t.Errorf("dashboard with the key: %d", code)
	}
	code, body := get("GET", api.AdminPath+"/api/queues/parse/pending_tasks", "admin", "admin-key-for-tests")
	if code != 200 || !strings.Contains(body, "redacted") || strings.Contains(body, "secret-ish") {
		t.Errorf("pending tasks: %d %s", code, body)
	}
	if code, _ := get("DELETE", api.AdminPath+"/api/queues/parse", "admin", "admin-key-for-tests"); code != http.StatusMethodNotAllowed {
		t.Errorf("dashboard allowed a DELETE: %d", code)
	}
}
