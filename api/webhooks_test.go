package api_test

import (
	"context"
	"strings"
	"testing"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
)

func TestWebhookEndpointAPI(t *testing.T) {
	e := newHookedEnv(t)
	ctx := context.Background()
	const base = "/v1/webhooks/endpoints"

	for _, tc := range []struct{ body, loc string }{
		{`{}`, "body.url"},
		{`{"url":"ftp://hooks.example/x"}`, "body.url"},
		{`{"url":"/relative"}`, "body.url"},
		{`{"url":"https://h.example","filter_types":["lab_report.parsing_job.updated","Not A Type"]}`, "body.filter_types.1"},
		{`{"url":"https://h.example","filter_types":["labtest.order.*","bogus.event"]}`, "body.filter_types.1"},
		{`{"url":"https://h.example","secret":"whsec_c2hvcnQ="}`, "body.secret"},
		{`{"url":"https://h.example","secret":"plain-secret-of-enough-length-000000"}`, "body.secret"},
		{`{"url":"https://h.example","disabled":"no"}`, "body.disabled"},
	} {
		code, m := e.doJSON(e.keyA, "POST", base, tc.body)
		if code != 422 || detailLoc(t, m) != tc.loc {
			t.Errorf("create %s: %d %v, want 422 at %s", tc.body, code, m, tc.loc)
		}
	}

	secret := store.NewWebhookSecret()
	code, m := e.doJSON(e.keyA, "POST", base, `{"url":"https://hooks.example/assay","description":"prod","filter_types":["lab_report.parsing_job.updated"],"secret":"`+secret+`"}`)
	if code != 200 || m["secret"] != secret || m["url"] != "https://hooks.example/assay" || m["disabled"] != false || m["id"] == nil {
		t.Fatalf("create: %d %v", code, m)
	}
	id := m["id"].(string)
	code, m = e.doJSON(e.keyA, "POST", base, `{"url":"http://localhost:9000/in"}`)
	if code != 200 || !strings.HasPrefix(m["secret"].(string), "whsec_") || len(m["filter_types"].([]any)) != 0 {
		t.Fatalf("create with a generated secret: %d %v", code, m)
	}
	other := m["id"].(string)

	code, m = e.doJSON(e.keyA, "GET", base, "")
	if eps := m["endpoints"].([]any); code != 200 || len(eps) != 2 || eps[0].(map[string]any)["id"] != id {
		t.Errorf("list: %d %v", code, m)
	}
	for _, ep := range m["endpoints"].([]any) {
		if _, leaked := ep.(map[string]any)["secret"]; leaked {
			t.Error("list shows a secret")
		}
	}
	if code, m = e.doJSON(e.keyB, "GET", base, ""); code != 200 || len(m["endpoints"].([]any)) != 0 {
		t.Errorf("team B's list: %d %v", code, m)
	}
	for _, method := range []string{"GET", "PATCH", "DELETE"} {
		if code, _ := e.doJSON(e.keyB, method, base+"/"+id, `{}`); code != 404 {
			t.Errorf("team B %s: %d", method, code)
		}
	}
	if code, _ := e.doJSON(e.keyB, "POST", base+"/"+id+"/rotate_secret", ""); code != 404 {
		t.Errorf("team B rotates: %d", code)
	}
	if code, m := e.doJSON(e.keyA, "GET", base+"/nope", ""); code != 422 || detailLoc(t, m) != "path.endpoint_id" {
		t.Errorf("bad id: %d %v", code, m)
	}

	code, m = e.doJSON(e.keyA, "PATCH", base+"/"+id, `{"disabled":true,"filter_types":[]}`)
	if code != 200 || m["disabled"] != true || len(m["filter_types"].([]any)) != 0 || m["url"] != "https://hooks.example/assay" {
		t.Errorf("disable: %d %v", code, m)
	}
	if code, m := e.doJSON(e.keyA, "PATCH", base+"/"+id, `{"url":"gopher://x"}`); code != 422 || detailLoc(t, m) != "body.url" {
		t.Errorf("patch bad url: %d %v", code, m)
	}
	if code, m := e.doJSON(e.keyA, "PATCH", base+"/"+id, `{"secret":"`+secret+`"}`); code != 422 || detailLoc(t, m) != "body.secret" {
		t.Errorf("patch secret: %d %v", code, m)
	}
	// Enabling clears the reason the service disabled it for.
	if err := e.store.DisableEndpoint(ctx, id, "The receiver answered 410 Gone."); err != nil {
		t.Fatal(err)
	}
	if code, m = e.doJSON(e.keyA, "PATCH", base+"/"+id, `{"disabled":false}`); code != 200 || m["disabled"] != false || m["disabled_reason"] != nil {
		t.Errorf("enable: %d %v", code, m)
	}

	code, m = e.doJSON(e.keyA, "POST", base+"/"+id+"/rotate_secret", "")
	newSecret, _ := m["secret"].(string)
	if code != 200 || !strings.HasPrefix(newSecret, "whsec_") || newSecret == secret || m["previous_secret_expires_at"] == nil {
		t.Fatalf("rotate: %d %v", code, m)
	}
	d, err := e.store.EndpointForDelivery(ctx, id)
	if err != nil || len(d.Secrets) != 2 || d.Secrets[0] != newSecret || d.Secrets[1] != secret {
		t.Errorf("secrets after rotation: %v %v", d, err)
	}

	if code, _ := e.doJSON(e.keyA, "DELETE", base+"/"+other, ""); code != 200 {
		t.Errorf("delete: %d", code)
	}
	if code, _ := e.doJSON(e.keyA, "GET", base+"/"+other, ""); code != 404 {
		t.Errorf("deleted endpoint: %d", code)
	}
}

func TestDeliveryLogAndResendAPI(t *testing.T) {
	e := newHookedEnv(t)
	ctx := context.Background()
	ep, _, err := e.store.CreateEndpoint(ctx, e.teamA, assay.WebhookEndpoint{URL: "https://hooks.example/in"}, "")
	if err != nil {
		t.Fatal(err)
	}
	user := e.createUser(e.keyA, "p1")
	job := &assay.ParsingJob{ID: uuid.NewString(), TeamID: e.teamA, UserID: user, Status: assay.JobUploadPending}
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobCreated, job); err != nil {
		t.Fatal(err)
	}
	job.Status = assay.JobStarted
	if err := e.hooks.PublishJob(ctx, assay.EventParsingJobUpdated, job); err != nil {
		t.Fatal(err)
	}
	base := "/v1/webhooks/endpoints/" + ep.ID + "/messages"
	code, m := e.doJSON(e.keyA, "GET", base, "")
	if code != 200 || m["total"].(float64) != 2 {
		t.Fatalf("log: %d %v", code, m)
	}
	msgs := m["messages"].([]any)
	newest, oldest := msgs[0].(map[string]any), msgs[1].(map[string]any)
	if newest["event_type"] != assay.EventParsingJobUpdated || oldest["event_type"] != assay.EventParsingJobCreated || oldest["status"] != "pending" {
		t.Errorf("log is not newest first: %v", msgs)
	}
	id := oldest["id"].(string)
	// Only the head of the job's chain is queued; the second waits for it.
	if info, err := e.inspector.GetTaskInfo(jobs.QueueWebhooks, id+".1"); err != nil || info.Type != jobs.TypeDeliverWebhook {
		t.Errorf("queued delivery: %+v %v", info, err)
	}
	if _, err := e.inspector.GetTaskInfo(jobs.QueueWebhooks, newest["id"].(string)+".1"); err == nil {
		t.Error("the second event of the job was queued before the first was delivered")
	}

	if code, m := e.doJSON(e.keyA, "GET", base+"?status=failed", ""); code != 200 || m["total"].(float64) != 0 {
		t.Errorf("failed filter: %d %v", code, m)
	}
	if code, m := e.doJSON(e.keyA, "GET", base+"?status=lost", ""); code != 422 || detailLoc(t, m) != "query.status" {
		t.Errorf("bad status filter: %d %v", code, m)
	}
	if code, m := e.doJSON(e.keyA, "GET", base+"/"+id, ""); code != 200 || m["id"] != id || m["payload"] == nil {
		t.Errorf("get message: %d %v", code, m)
	}
	if code, m := e.doJSON(e.keyA, "GET", base+"/not-a-message", ""); code != 422 || detailLoc(t, m) != "path.message_id" {
		t.Errorf("bad message id: %d %v", code, m)
	}
	if code, _ := e.doJSON(e.keyB, "GET", base, ""); code != 404 {
		t.Errorf("team B reads the log: %d", code)
	}

	// A message still being delivered cannot be re-sent; a failed one can.
	if code, _ := e.doJSON(e.keyA, "POST", base+"/"+id+"/resend", ""); code != 409 {
		t.Errorf("re-send of a pending message: %d", code)
	}
	if _, err := e.store.UpdateMessage(ctx, id, func(m *store.Message) error {
		m.Status = assay.MessageFailed
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.store.PopChain(ctx, ep.ID, job.ID, id); err != nil {
		t.Fatal(err)
	}
	code, m = e.doJSON(e.keyA, "POST", base+"/"+id+"/resend", "")
	if code != 202 || m["status"] != "pending" || m["sends"].(float64) != 2 || m["id"] != id {
		t.Errorf("re-send: %d %v", code, m)
	}
	if code, _ := e.doJSON(e.keyB, "POST", base+"/"+id+"/resend", ""); code != 404 {
		t.Errorf("team B re-sends: %d", code)
	}
	// A disabled endpoint takes no re-sends.
	e.store.UpdateMessage(ctx, id, func(m *store.Message) error { m.Status = assay.MessageFailed; return nil })
	e.store.DisableEndpoint(ctx, ep.ID, "The receiver answered 410 Gone.")
	if code, _ := e.doJSON(e.keyA, "POST", base+"/"+id+"/resend", ""); code != 409 {
		t.Errorf("re-send to a disabled endpoint: %d", code)
	}
}
