package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/orders"
)

// orderRecorder is an orders.Events that remembers each status change.
type orderRecorder struct {
	mu     sync.Mutex
	events []string // order id + " " + last event status
}

func (r *orderRecorder) OrderChanged(_ context.Context, o *assay.Order, view any) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	// The event's data is the client view: its last_event is the order's.
	var v struct {
		LastEvent struct{ Status string } `json:"last_event"`
	}
	b, err := json.Marshal(view)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	status := o.LastEvent().Status
	if v.LastEvent.Status != status {
		status = "view-mismatch:" + v.LastEvent.Status
	}
	r.events = append(r.events, o.ID+" "+status)
	return nil
}

func (r *orderRecorder) statuses(orderID string) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, e := range r.events {
		if id, st, _ := strings.Cut(e, " "); id == orderID {
			out = append(out, st)
		}
	}
	return out
}

type orderEnv struct {
	*env
	server *api.Server
	orders *orders.Service
	rec    *orderRecorder
	teamB  string
}

// newOrderEnv is newEnv with seeded catalogues for teams A and B, in a
// sandbox deployment where delegated physicians are enforced from enforce.
func newOrderEnv(t *testing.T, enforce time.Time) *orderEnv {
	t.Helper()
	e := newEnv(t)
	ctx := context.Background()
	b, err := e.store.Authenticate(ctx, e.keyB)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{e.teamA, b.ID} {
		if err := e.store.SeedCatalogue(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	rec := &orderRecorder{}
	svc := &orders.Service{Store: e.store, Environment: "sandbox", PublicURL: "http://assay.test",
		DelegatedPhysicianEnforcement: enforce, Events: rec}
	s := &api.Server{Services: api.Services{Teams: e.store, Users: e.store, Orders: svc, Catalogue: svc}, Redis: e.store, Storage: e.blobs, Tokens: e.tokens}
	e.handler = s.Handler()
	return &orderEnv{env: e, server: s, orders: svc, rec: rec, teamB: b.ID}
}

// labTest returns the id of team A's seeded lab test with the given name.
func (e *orderEnv) labTest(name string) string {
	e.t.Helper()
	tests, err := e.store.ListLabTests(context.Background(), e.teamA)
	if err != nil {
		e.t.Fatal(err)
	}
	for _, t := range tests {
		if t.Name == name {
			return t.ID
		}
	}
	e.t.Fatalf("no lab test %q", name)
	return ""
}

func (e *orderEnv) addAccount(lab, flow, status string, notes *string) string {
	e.t.Helper()
	a, err := e.store.CreateLabAccount(context.Background(), e.teamA, assay.LabAccount{Lab: lab, DelegatedFlow: flow, Status: status, DefaultClinicalNotes: notes})
	if err != nil {
		e.t.Fatal(err)
	}
	return a.ID
}

func (e *orderEnv) doHeaders(key, method, path, body string, headers map[string]string) (int, []byte) {
	e.t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("x-service-api-key", key)
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	return rec.Code, rec.Body.Bytes()
}

func testkitBody(user, labTest string) string {
	return `{"user_id":"` + user + `","lab_test_id":"` + labTest + `","shipping_details":{"receiver_name":"Jo Doe",
		"first_line":"1 Main St","city":"San Francisco","state":"CA","zip":"94105","country":"US","phone_number":"+14155550123"}}`
}

// orderBody is a POST /v3/order body; extra is spliced in as more fields.
func orderBody(user, labTest, extra string) string {
	b := `{"user_id":"` + user + `","lab_test_id":"` + labTest + `",
		"patient_details":{"first_name":"Jo","last_name":"Doe","dob":"1990-01-31","gender":"female","phone_number":"+1 415 555 0123","email":"jo@example.com"},
		"patient_address":{"first_line":"1 Main St","city":"San Francisco","state":"CA","zip":"94105","country":"US","access_notes":"Gate code 1234"}`
	if extra != "" {
		b += "," + extra
	}
	return b + "}"
}

type postOrder struct {
	Order struct {
		ID        string           `json:"id"`
		Status    string           `json:"status"`
		SampleID  *string          `json:"sample_id"`
		Physician *assay.Physician `json:"physician"`
		Account   string           `json:"lab_account_id"`
		Origin    string           `json:"origin"`
		Details   struct {
			Type string `json:"type"`
		} `json:"details"`
		Events    []map[string]any `json:"events"`
		LastEvent map[string]any   `json:"last_event"`
		Shipping  map[string]any   `json:"shipping_details"`
		Patient   map[string]any   `json:"patient_address"`
		ReqURL    *string          `json:"requisition_form_url"`
		Tx        struct {
			ID     string
			Status string
			Orders []map[string]any
		} `json:"order_transaction"`
	} `json:"order"`
	Status  string `json:"status"`
	Message string `json:"message"`
}

func decodeOrder(t *testing.T, body []byte) postOrder {
	t.Helper()
	var p postOrder
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	return p
}

// conformsOrder checks a PostOrderResponse against the upstream schema. The
// interface gives patient_details.dob as a date where the upstream schema
// says date-time, so dob is checked separately.
func conformsOrder(t *testing.T, schema string, body []byte) {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	order := v
	if o, ok := v["order"].(map[string]any); ok {
		order = o
	}
	if pd, ok := order["patient_details"].(map[string]any); ok {
		if dob, _ := pd["dob"].(string); len(dob) != 10 {
			t.Errorf("patient_details.dob %q is not a date", dob)
		}
		pd["dob"] = pd["dob"].(string) + "T00:00:00Z"
	}
	b, _ := json.Marshal(v)
	conformsTo(t, schema, b)
}

func TestLabCatalogue(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	code, body := e.do(e.keyA, "GET", "/v3/lab_tests", nil, "")
	if code != 200 {
		t.Fatalf("lab tests: %d %s", code, body)
	}
	var tests []json.RawMessage
	if err := json.Unmarshal(body, &tests); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	methods := map[string]bool{}
	labs := map[string]bool{}
	for _, raw := range tests {
		conformsTo(t, "ClientFacingLabTest", raw)
		var lt struct {
			Method string
			Lab    struct{ Slug string }
		}
		if err := json.Unmarshal(raw, &lt); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		methods[lt.Method] = true
		labs[lt.Lab.Slug] = true
	}
	if !methods["testkit"] || !methods["walk_in_test"] || !methods["at_home_phlebotomy"] || len(labs) < 3 {
		t.Errorf("seeded catalogue: methods %v, labs %v", methods, labs)
	}

	code, body = e.do(e.keyA, "GET", "/v3/lab_tests/markers?lab_slug=quest", nil, "")
	if code != 200 {
		t.Fatalf("markers: %d %s", code, body)
	}
	conformsTo(t, "GetMarkersResponse", body)
	var mk struct {
		Markers []struct {
			LabID int `json:"lab_id"`
		}
		Total int
	}
	if err := json.Unmarshal(body, &mk); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if mk.Total == 0 {
		t.Fatal("no quest markers")
	}
	for _, m := range mk.Markers {
		if m.LabID != 1 {
			t.Errorf("lab_slug=quest returned a marker of lab %d", m.LabID)
		}
	}
	_, all := e.doJSON(e.keyA, "GET", "/v3/lab_tests/markers", "")
	if all["total"].(float64) <= float64(mk.Total) {
		t.Errorf("unfiltered markers %v not more than quest's %d", all["total"], mk.Total)
	}

	pending := e.addAccount("labcorp", assay.FlowOrderDelegated, "pending", nil)
	code, body = e.do(e.keyA, "GET", "/v3/lab_test/lab_account", nil, "")
	if code != 200 {
		t.Fatalf("lab accounts: %d %s", code, body)
	}
	conformsTo(t, "GetTeamLabAccountsResponse", body)
	var accts struct{ Data []map[string]any }
	if err := json.Unmarshal(body, &accts); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	for _, a := range accts.Data {
		if _, ok := a["delegated_flow"].(string); !ok {
			t.Errorf("account without delegated_flow: %v", a)
		}
		if _, ok := a["physician"]; ok {
			t.Errorf("account leaks the service physician: %v", a)
		}
	}
	for _, q := range []string{"status=PENDING", "status=pending", "lab_account_id=" + pending} {
		_, m := e.doJSON(e.keyA, "GET", "/v3/lab_test/lab_account?"+q, "")
		data := m["data"].([]any)
		if len(data) != 1 || data[0].(map[string]any)["id"] != pending {
			t.Errorf("%s: %v", q, data)
		}
	}
	if code, m := e.doJSON(e.keyA, "GET", "/v3/lab_test/lab_account?status=closed", ""); code != 422 || detailLoc(t, m) != "query.status" {
		t.Errorf("bad status: %d %v", code, m)
	}
	// Team B sees its own catalogue only.
	_, m := e.doJSON(e.keyB, "GET", "/v3/lab_test/lab_account?lab_account_id="+pending, "")
	if len(m["data"].([]any)) != 0 {
		t.Errorf("team B sees team A's account")
	}
}

func TestTestkitOrder(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	user := e.createUser(e.keyA, "kit-1")
	kit := e.labTest("Heart Health Testkit")
	code, body := e.do(e.keyA, "POST", "/v3/order/testkit", strings.NewReader(testkitBody(user, kit)), "application/json")
	if code != 200 {
		t.Fatalf("create: %d %s", code, body)
	}
	conformsOrder(t, "PostOrderResponse", body)
	p := decodeOrder(t, body)
	o := p.Order
	if p.Status != "success" || p.Message == "" || o.Status != "received" || o.Details.Type != "testkit" {
		t.Errorf("wrapper/status: %+v", p)
	}
	if len(o.Events) != 2 || o.Events[0]["status"] != "received.testkit.ordered" || o.Events[1]["status"] != "received.testkit.awaiting_registration" {
		t.Fatalf("events: %v", o.Events)
	}
	for _, ev := range o.Events {
		if v, ok := ev["status_detail"]; !ok || v != nil {
			t.Errorf("event status_detail must be present and null: %v", ev)
		}
		if ev["id"] == nil || ev["created_at"] == nil {
			t.Errorf("event without id or created_at: %v", ev)
		}
	}
	if fmt.Sprint(o.LastEvent) != fmt.Sprint(o.Events[1]) {
		t.Errorf("last_event %v != last of events %v", o.LastEvent, o.Events[1])
	}
	if o.Shipping["country"] != "United States" || o.Shipping["second_line"] != nil {
		t.Errorf("shipping: %v", o.Shipping)
	}
	if o.Tx.Status != "active" || len(o.Tx.Orders) != 1 || o.Tx.Orders[0]["low_level_status"] != "awaiting_registration" {
		t.Errorf("order_transaction: %+v", o.Tx)
	}
	if got := e.rec.statuses(o.ID); len(got) != 1 || got[0] != "received.testkit.awaiting_registration" {
		t.Errorf("order events sent: %v", got)
	}

	code, body = e.do(e.keyA, "GET", "/v3/order/"+o.ID, nil, "")
	if code != 200 {
		t.Fatalf("get: %d %s", code, body)
	}
	conformsOrder(t, "ClientFacingOrder", body)
	if code, _ := e.doJSON(e.keyB, "GET", "/v3/order/"+o.ID, ""); code != 404 {
		t.Errorf("team B reads team A's order: %d", code)
	}
	if code, m := e.doJSON(e.keyA, "GET", "/v3/order/nope", ""); code != 422 || detailLoc(t, m) != "path.order_id" {
		t.Errorf("bad order id: %d", code)
	}

	for _, tc := range []struct {
		name, body, loc string
	}{
		{"alpha-3 country", strings.Replace(testkitBody(user, kit), `"US"`, `"USA"`, 1), "body.shipping_details.country"},
		{"bad zip", strings.Replace(testkitBody(user, kit), `94105`, `941`, 1), "body.shipping_details.zip"},
		{"local phone", strings.Replace(testkitBody(user, kit), `+14155550123`, `4155550123`, 1), "body.shipping_details.phone_number"},
		{"no shipping", `{"user_id":"` + user + `","lab_test_id":"` + kit + `"}`, "body.shipping_details"},
		{"walk-in test", testkitBody(user, e.labTest("Metabolic Walk-in Panel")), "body.lab_test_id"},
		{"unknown test", testkitBody(user, "00000000-0000-4000-8000-000000000000"), "body.lab_test_id"},
		{"another team's user", testkitBody(e.createUser(e.keyB, "b"), kit), "body.user_id"},
	} {
		code, m := e.doJSON(e.keyA, "POST", "/v3/order/testkit", tc.body)
		if code != 422 || detailLoc(t, m) != tc.loc {
			t.Errorf("%s: %d %v, want 422 at %s", tc.name, code, m, tc.loc)
		}
	}
}

func TestListAndCancelOrders(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	u1, u2 := e.createUser(e.keyA, "u1"), e.createUser(e.keyA, "u2")
	kit := e.labTest("Heart Health Testkit")
	var ids []string
	for _, u := range []string{u1, u1, u2} {
		_, body := e.do(e.keyA, "POST", "/v3/order/testkit", strings.NewReader(testkitBody(u, kit)), "application/json")
		ids = append(ids, decodeOrder(t, body).Order.ID)
	}
	code, body := e.do(e.keyA, "POST", "/v3/order/"+ids[0]+"/cancel", nil, "")
	if code != 200 {
		t.Fatalf("cancel: %d %s", code, body)
	}
	if o := decodeOrder(t, body).Order; o.Status != "cancelled" || o.LastEvent["status"] != "cancelled.testkit.cancelled" || o.Tx.Status != "cancelled" {
		t.Errorf("cancelled order: %+v", o)
	}
	if code, _ := e.doJSON(e.keyA, "POST", "/v3/order/"+ids[0]+"/cancel", ""); code != 409 {
		t.Errorf("second cancel: %d", code)
	}
	if code, _ := e.doJSON(e.keyB, "POST", "/v3/order/"+ids[1]+"/cancel", ""); code != 404 {
		t.Errorf("team B cancels team A's order: %d", code)
	}
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"", []string{ids[2], ids[1], ids[0]}},
		{"?user_id=" + u1, []string{ids[1], ids[0]}},
		{"?status=cancelled", []string{ids[0]}},
		{"?status=awaiting_registration", []string{ids[2], ids[1]}},
		{"?user_id=" + u1 + "&status=received", []string{ids[1]}},
		{"?page=2&size=2", []string{ids[0]}},
	} {
		code, body := e.do(e.keyA, "GET", "/v3/orders"+tc.query, nil, "")
		if code != 200 {
			t.Fatalf("%s: %d %s", tc.query, code, body)
		}
		conformsTo(t, "GetOrdersResponse", body)
		var page struct {
			Orders []struct{ ID string }
			Total  int
		}
		if err := json.Unmarshal(body, &page); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		var got []string
		for _, o := range page.Orders {
			got = append(got, o.ID)
		}
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%s: got %v, want %v", tc.query, got, tc.want)
		}
	}
	if _, m := e.doJSON(e.keyB, "GET", "/v3/orders", ""); m["total"].(float64) != 0 {
		t.Errorf("team B lists team A's orders: %v", m)
	}
	if code, m := e.doJSON(e.keyA, "GET", "/v3/orders?size=101", ""); code != 422 || detailLoc(t, m) != "query.size" {
		t.Errorf("size=101: %d", code)
	}
	// An unknown status is a 422, not an empty list; upstream paginates with page and size.
	for _, q := range []string{"status=cancelld", "status=received.testkit.beamed_up", "page=0", "offset=0&limit=10"} {
		if code, m := e.doJSON(e.keyA, "GET", "/v3/orders?"+q, ""); code != 422 || !strings.HasPrefix(detailLoc(t, m), "query.") {
			t.Errorf("%s: %d %v", q, code, m)
		}
	}
}

// TestCreateOrderRules covers the spec's rules for order creation, 1 to 4.
func TestCreateOrderRules(t *testing.T) {
	enforced := time.Now().Add(-time.Hour)
	e := newOrderEnv(t, enforced)
	user := e.createUser(e.keyA, "patient")
	questWalkIn := e.labTest("Metabolic Walk-in Panel")
	labcorpWalkIn := e.labTest("Essentials Walk-in Panel")

	post := func(body string) (int, []byte) {
		return e.do(e.keyA, "POST", "/v3/order", strings.NewReader(body), "application/json")
	}

	// Rule 3, last sentence: a team with no client accounts uses Assay's own account and physician.
	code, body := post(orderBody(user, questWalkIn, ""))
	if code != 200 {
		t.Fatalf("order: %d %s", code, body)
	}
	conformsOrder(t, "PostOrderResponse", body)
	own := decodeOrder(t, body).Order
	if own.Physician == nil || own.Physician.NPI != "1234567893" || own.Status != "received" ||
		own.Events[len(own.Events)-1]["status"] != "received.walk_in_test.requisition_created" || own.Patient["access_notes"] != "Gate code 1234" ||
		own.Patient["country"] != "United States" || own.SampleID == nil {
		t.Errorf("order under the service's account: %+v", own)
	}

	notes := "Fasting 12 hours."
	questDelegated := e.addAccount("quest", assay.FlowOrderDelegated, "active", &notes)
	labcorpFully := e.addAccount("labcorp", assay.FlowFullyDelegated, "active", nil)
	questPlain := e.addAccount("quest", assay.FlowNotDelegated, "active", nil)
	physician := `"physician":{"first_name":"Ana","last_name":"Lee","npi":"1234567893"}`

	// Rule 1: a lab account limits the order to its lab's tests and markers.
	for _, tc := range []struct{ name, body, loc string }{
		{"test of another lab", orderBody(user, labcorpWalkIn, `"lab_account_id":"`+questDelegated+`",`+physician), "body.lab_test_id"},
		{"order set of another lab", orderBody(user, "", `"order_set":{"lab_test_ids":["`+labcorpWalkIn+`"],"lab_account_id":"`+questDelegated+`"},`+physician), "body.order_set.lab_test_ids"},
		{"marker of another lab", orderBody(user, "", `"order_set":{"add_on":{"marker_ids":[2001]}},"collection_method":"walk_in_test","lab_account_id":"`+questDelegated+`",`+physician), "body.order_set.lab_test_ids"},
		{"unknown account", orderBody(user, questWalkIn, `"lab_account_id":"00000000-0000-4000-8000-000000000000"`), "body.lab_account_id"},
		// Rule 3: a delegated account needs a physician after the grace period.
		{"order_delegated without physician", orderBody(user, questWalkIn, `"lab_account_id":"`+questDelegated+`"`), "body.physician"},
		{"fully_delegated without physician", orderBody(user, labcorpWalkIn, `"lab_account_id":"`+labcorpFully+`"`), "body.physician"},
		{"bad npi", orderBody(user, questWalkIn, `"lab_account_id":"`+questDelegated+`","physician":{"first_name":"A","last_name":"B","npi":"1234567890"}`), "body.physician.npi"},
		// Rule 4: at most 1,000 characters of comments.
		{"long comment", orderBody(user, questWalkIn, `"lab_account_id":"`+questPlain+`","clinical_notes":"`+strings.Repeat("x", 1001)+`"`), "body.clinical_notes"},
		{"comment at a lab without requisitions", orderBody(user, "", `"order_set":{"lab_test_ids":["`+e.labTest("Vitamin D Testkit")+`"]},"clinical_notes":"hi"`), "body.clinical_notes"},
		{"missing patient", `{"user_id":"` + user + `","lab_test_id":"` + questWalkIn + `"}`, "body.patient_details"},
		{"bad dob", strings.Replace(orderBody(user, questWalkIn, ""), "1990-01-31", "31/01/1990", 1), "body.patient_details.dob"},
		{"bad email", strings.Replace(orderBody(user, questWalkIn, ""), "jo@example.com", "jo", 1), "body.patient_details.email"},
		{"long access notes", strings.Replace(orderBody(user, questWalkIn, ""), "Gate code 1234", strings.Repeat("g", 1001), 1), "body.patient_address.access_notes"},
	} {
		code, body := post(tc.body)
		var m map[string]any
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		if code != 422 || detailLoc(t, m) != tc.loc {
			t.Errorf("%s: %d %s, want 422 at %s", tc.name, code, body, tc.loc)
		}
		if tc.loc == "body.physician" && !strings.Contains(string(body), questDelegated) && !strings.Contains(string(body), labcorpFully) {
			t.Errorf("%s: the error does not name the account: %s", tc.name, body)
		}
	}

	// Rule 3: with a physician the delegated order goes through and keeps it.
	code, body = post(orderBody(user, questWalkIn, `"lab_account_id":"`+questDelegated+`",`+physician+`,"clinical_notes":"Patient on statins."`))
	if code != 200 {
		t.Fatalf("delegated order: %d %s", code, body)
	}
	del := decodeOrder(t, body).Order
	if del.Account != questDelegated || del.Physician == nil || del.Physician.LastName != "Lee" {
		t.Errorf("delegated order: %+v", del)
	}
	// Rule 4: the account's default comment and the order's are concatenated on the requisition.
	if del.ReqURL == nil || !strings.HasSuffix(*del.ReqURL, "/v3/order/"+del.ID+"/requisition/pdf") {
		t.Fatalf("requisition_form_url: %v", del.ReqURL)
	}
	code, pdf := e.do(e.keyA, "GET", "/v3/order/"+del.ID+"/requisition/pdf", nil, "")
	if code != 200 || !strings.HasPrefix(string(pdf), "%PDF") {
		t.Fatalf("requisition: %d", code)
	}
	text := pdfText(t, pdf)
	if i, j := strings.Index(text, "Fasting 12 hours."), strings.Index(text, "Patient on statins."); i < 0 || j < i {
		t.Errorf("requisition comments not concatenated (account default first): %q", text)
	}

	// Without lab_account_id, the team's client account at the lab wins over Assay's own.
	code, body = post(orderBody(user, labcorpWalkIn, physician))
	if code != 200 || decodeOrder(t, body).Order.Account != labcorpFully {
		t.Errorf("resolved account: %d %s", code, body)
	}
	// A non-delegated order uses the service's physician even if one is given.
	code, body = post(orderBody(user, questWalkIn, `"lab_account_id":"`+questPlain+`",`+physician))
	if o := decodeOrder(t, body).Order; code != 200 || o.Physician == nil || o.Physician.NPI != "1234567893" || o.Physician.LastName == "Lee" {
		t.Errorf("non-delegated physician: %d %s", code, body)
	}

	// Rule 2: INCORRECT_LAB resolves a fresh account; the old order is cancelled and joins the transaction.
	recreate := func(prev, extra string) (int, []byte) {
		b := orderBody(user, questWalkIn, `"previous_order_id":"`+prev+`","update_reason":"INCORRECT_LAB",`+physician+extra)
		return e.do(e.keyA, "POST", "/v3/order/create", strings.NewReader(b), "application/json")
	}
	code, body = recreate(del.ID, "")
	if code != 200 {
		t.Fatalf("recreate: %d %s", code, body)
	}
	re := decodeOrder(t, body).Order
	if re.Account == questDelegated || re.Account == "" || re.Origin != "recreation" || re.Tx.ID != del.Tx.ID || len(re.Tx.Orders) != 2 {
		t.Errorf("recreated order: account %s (incorrect %s), origin %s, tx %+v", re.Account, questDelegated, re.Origin, re.Tx)
	}
	if _, m := e.doJSON(e.keyA, "GET", "/v3/order/"+del.ID, ""); m["status"] != "cancelled" {
		t.Errorf("recreated-from order: %v", m["status"])
	}
	if code, m := e.doJSON(e.keyA, "POST", "/v3/order/create", orderBody(user, questWalkIn, `"previous_order_id":"`+re.ID+`","update_reason":"INCORRECT_LAB","lab_account_id":"`+re.Account+`"`)); code != 422 || detailLoc(t, m) != "body.lab_account_id" {
		t.Errorf("recreate with the incorrect account again: %d %v", code, m)
	}
	// Without update_reason, /v3/order/create resolves an account like /v3/order.
	code, body = e.do(e.keyA, "POST", "/v3/order/create", strings.NewReader(orderBody(user, questWalkIn, physician)), "application/json")
	if o := decodeOrder(t, body).Order; code != 200 || o.Account != questDelegated || o.Origin != "initial" {
		t.Errorf("create without reason: %d %s", code, body)
	}
}

func pdfText(t *testing.T, pdf []byte) string {
	t.Helper()
	cmd := exec.Command("pdftotext", "-layout", "-", "-")
	cmd.Stdin = strings.NewReader(string(pdf))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext (poppler-utils) is required: %v", err)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

// TestDelegatedGracePeriod: before the enforcement date a delegated order
// without physician is accepted with a warning (rule 3).
func TestDelegatedGracePeriod(t *testing.T) {
	e := newOrderEnv(t, time.Now().Add(24*time.Hour))
	user := e.createUser(e.keyA, "p")
	acct := e.addAccount("quest", assay.FlowOrderDelegated, "active", nil)
	code, body := e.do(e.keyA, "POST", "/v3/order", strings.NewReader(orderBody(user, e.labTest("Metabolic Walk-in Panel"), `"lab_account_id":"`+acct+`"`)), "application/json")
	p := decodeOrder(t, body)
	if code != 200 || !strings.Contains(p.Message, "Warning") || p.Order.Physician != nil {
		t.Errorf("grace period: %d %s", code, body)
	}
}

func TestImportAcceptsPendingAccount(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	user := e.createUser(e.keyA, "imp")
	pending := e.addAccount("quest", assay.FlowNotDelegated, "pending", nil)
	extra := `"lab_account_id":"` + pending + `","collection_method":"walk_in_test","billing_type":"client_bill","sample_id":"S-123"`
	body := strings.Replace(orderBody(user, "", `"order_set":{"lab_test_ids":["`+e.labTest("Metabolic Walk-in Panel")+`"]},`+extra), `"lab_test_id":"",`, "", 1)
	body = strings.Replace(body, `"first_line":"1 Main St"`, `"receiver_name":"Jo Doe","first_line":"1 Main St"`, 1)
	if code, m := e.doJSON(e.keyA, "POST", "/v3/order", body); code != 422 || detailLoc(t, m) != "body.lab_account_id" {
		t.Errorf("POST /v3/order with a pending account: %d %v", code, m)
	}
	code, resp := e.do(e.keyA, "POST", "/v3/order/import", strings.NewReader(body), "application/json")
	if code != 200 {
		t.Fatalf("import: %d %s", code, resp)
	}
	conformsOrder(t, "PostOrderResponse", resp)
	o := decodeOrder(t, resp).Order
	if o.Account != pending || o.SampleID == nil || *o.SampleID != "S-123" || o.LastEvent["status"] != "received.walk_in_test.requisition_bypassed" {
		t.Errorf("imported order: %+v", o)
	}
	if code, m := e.doJSON(e.keyA, "POST", "/v3/order/import", strings.Replace(body, `,"sample_id":"S-123"`, "", 1)); code != 422 {
		t.Errorf("import without sample_id: %d %v", code, m)
	}
}

func TestOrderIdempotency(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	user := e.createUser(e.keyA, "idem")
	kit := e.labTest("Heart Health Testkit")
	body := testkitBody(user, kit)
	first := func(code int, b []byte) string {
		t.Helper()
		if code != 200 {
			t.Fatalf("%d %s", code, b)
		}
		return decodeOrder(t, b).Order.ID
	}
	id1 := first(e.doHeaders(e.keyA, "POST", "/v3/order/testkit", body, map[string]string{"Idempotency-Key": "k-1"}))
	// Same key, same body (spacing differs): the first order again.
	id2 := first(e.doHeaders(e.keyA, "POST", "/v3/order/testkit", strings.ReplaceAll(body, "\n", " "), map[string]string{"Idempotency-Key": "k-1"}))
	if id1 != id2 {
		t.Errorf("same key and body gave two orders: %s %s", id1, id2)
	}
	// The upstream header name works too.
	if id := first(e.doHeaders(e.keyA, "POST", "/v3/order/testkit", body, map[string]string{"X-Idempotency-Key": "k-1"})); id != id1 {
		t.Errorf("X-Idempotency-Key: %s", id)
	}
	code, b := e.doHeaders(e.keyA, "POST", "/v3/order/testkit", strings.Replace(body, "Jo Doe", "Jo Roe", 1), map[string]string{"Idempotency-Key": "k-1"})
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if code != 422 || detailLoc(t, m) != "header.Idempotency-Key" {
		t.Errorf("same key, other body: %d %s", code, b)
	}
	// Other teams and other keys are independent; no key means no dedup.
	if id := first(e.doHeaders(e.keyA, "POST", "/v3/order/testkit", body, map[string]string{"Idempotency-Key": "k-2"})); id == id1 {
		t.Error("another key returned the first order")
	}
	if id := first(e.doHeaders(e.keyA, "POST", "/v3/order/testkit", body, nil)); id == id1 {
		t.Error("no key returned the first order")
	}
	// A failed request does not use up its key.
	bad := strings.Replace(body, `"US"`, `"XX"`, 1)
	if code, _ := e.doHeaders(e.keyA, "POST", "/v3/order/testkit", bad, map[string]string{"Idempotency-Key": "k-3"}); code != 422 {
		t.Errorf("bad body: %d", code)
	}
	first(e.doHeaders(e.keyA, "POST", "/v3/order/testkit", body, map[string]string{"Idempotency-Key": "k-3"}))
	// Keys expire after 24 hours.
	keys, _ := e.store.Redis().Keys(context.Background(), "test:team:"+e.teamA+":idempotency:*").Result()
	if len(keys) != 3 {
		t.Fatalf("idempotency keys: %v", keys)
	}
	for _, k := range keys {
		ttl := e.store.Redis().TTL(context.Background(), k).Val()
		if ttl <= 23*time.Hour || ttl > 24*time.Hour {
			t.Errorf("key %s expires in %v", k, ttl)
		}
	}
	// Concurrent first requests with one key create one order.
	var wg sync.WaitGroup
	ids := make([]string, 8)
	codes := make([]int, 8)
	for i := range ids {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			c, b := e.doHeaders(e.keyA, "POST", "/v3/order/testkit", body, map[string]string{"Idempotency-Key": "race"})
			codes[i] = c
			if c == 200 {
				var p postOrder
				if err := json.Unmarshal(b, &p); err != nil {
					t.Errorf("decode JSON: %v", err)
				}
				ids[i] = p.Order.ID
			}
		}(i)
	}
	wg.Wait()
	seen := map[string]bool{}
	for i, c := range codes {
		if c != 200 && c != 409 {
			t.Errorf("concurrent request: %d", c)
		}
		if ids[i] != "" {
			seen[ids[i]] = true
		}
	}
	if len(seen) != 1 {
		t.Errorf("concurrent requests with one key created %d orders", len(seen))
	}
}

func TestSimulateOrder(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	user := e.createUser(e.keyA, "sim")
	kit := e.labTest("Heart Health Testkit")
	newKit := func() string {
		_, b := e.do(e.keyA, "POST", "/v3/order/testkit", strings.NewReader(testkitBody(user, kit)), "application/json")
		return decodeOrder(t, b).Order.ID
	}
	id := newKit()
	code, body := e.do(e.keyA, "POST", "/v3/order/"+id+"/test?final_status=collecting_sample.testkit.transit_customer", nil, "")
	if code != 200 {
		t.Fatalf("simulate: %d %s", code, body)
	}
	conformsOrder(t, "PostOrderResponse", body)
	o := decodeOrder(t, body).Order
	var got []string
	for _, ev := range o.Events {
		got = append(got, ev["status"].(string))
	}
	want := []string{"received.testkit.ordered", "received.testkit.awaiting_registration", "received.testkit.registered",
		"received.testkit.requisition_created", "collecting_sample.testkit.transit_customer"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("events %v, want %v", got, want)
	}
	if o.Status != "collecting_sample" || o.LastEvent["status"] != want[len(want)-1] || o.Tx.Orders[0]["low_level_status"] != "transit_customer" {
		t.Errorf("after simulate: status %s, last %v, tx %v", o.Status, o.LastEvent, o.Tx.Orders)
	}
	if sent := e.rec.statuses(id); strings.Join(sent, " ") != strings.Join(want[1:], " ") {
		t.Errorf("one order event per status change: %v", sent)
	}
	// The two problem-in-transit statuses, with a status_detail.
	code, body = e.do(e.keyA, "POST", "/v3/order/"+id+"/test?final_status=problem_in_transit_customer&status_detail=fulfillment_error", nil, "")
	if o := decodeOrder(t, body).Order; code != 200 || o.LastEvent["status"] != "collecting_sample.testkit.problem_in_transit_customer" || o.LastEvent["status_detail"] != "fulfillment_error" {
		t.Errorf("problem_in_transit_customer: %d %s", code, body)
	}
	code, body = e.do(e.keyA, "POST", "/v3/order/"+newKit()+"/test?final_status=collecting_sample.testkit.problem_in_transit_lab", nil, "")
	if o := decodeOrder(t, body).Order; code != 200 || o.LastEvent["status"] != "collecting_sample.testkit.problem_in_transit_lab" || o.Events[len(o.Events)-2]["status"] != "collecting_sample.testkit.transit_lab" {
		t.Errorf("problem_in_transit_lab: %d %s", code, body)
	}
	// Default: completed; then nothing more.
	code, body = e.do(e.keyA, "POST", "/v3/order/"+id+"/test", nil, "")
	if o := decodeOrder(t, body).Order; code != 200 || o.Status != "completed" || o.Tx.Status != "completed" {
		t.Errorf("complete: %d %s", code, body)
	}
	if code, _ := e.doJSON(e.keyA, "POST", "/v3/order/"+id+"/test", ""); code != 409 {
		t.Errorf("simulate a completed order: %d", code)
	}
	for _, q := range []string{"final_status=nonsense", "final_status=received.walk_in_test.ordered", "final_status=ordered", "status_detail=bad"} {
		if code, m := e.doJSON(e.keyA, "POST", "/v3/order/"+newKit()+"/test?"+q, ""); code != 422 || !strings.HasPrefix(detailLoc(t, m), "query.") {
			t.Errorf("%s: %d %v", q, code, m)
		}
	}
	// Production deployments refuse.
	e.orders.Environment = "production"
	e.handler = e.server.Handler()
	if code, _ := e.doJSON(e.keyA, "POST", "/v3/order/"+newKit()+"/test", ""); code != 403 {
		t.Errorf("simulate in production: %d", code)
	}
}

// TestUnknownOrderStatusIsReadable: statuses this version does not know
// (added later) do not break reads.
func TestUnknownOrderStatusIsReadable(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	user := e.createUser(e.keyA, "future")
	_, b := e.do(e.keyA, "POST", "/v3/order/testkit", strings.NewReader(testkitBody(user, e.labTest("Heart Health Testkit"))), "application/json")
	id := decodeOrder(t, b).Order.ID
	detail := "a_detail_from_the_future"
	if _, err := e.store.UpdateOrder(context.Background(), e.teamA, id, func(o *assay.Order) error {
		o.AddEvent("teleported.testkit.beamed_up", &detail, time.Now())
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	code, body := e.do(e.keyA, "GET", "/v3/order/"+id, nil, "")
	if code != 200 {
		t.Fatalf("get: %d %s", code, body)
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if m["status"] != "teleported" || m["last_event"].(map[string]any)["status_detail"] != detail {
		t.Errorf("order with a future status: %v", m)
	}
	if code, m := e.doJSON(e.keyA, "GET", "/v3/orders", ""); code != 200 || m["total"].(float64) != 1 {
		t.Errorf("list: %d %v", code, m)
	}
	if code, _ := e.doJSON(e.keyA, "POST", "/v3/order/"+id+"/test", ""); code != 409 {
		t.Errorf("simulate from a future status: %d", code)
	}
}

func TestPhlebotomyAppointments(t *testing.T) {
	e := newOrderEnv(t, time.Now())
	user := e.createUser(e.keyA, "phleb")
	atHome := e.labTest("Thyroid At-home Draw")
	newOrder := func() string {
		code, b := e.do(e.keyA, "POST", "/v3/order", strings.NewReader(orderBody(user, atHome, "")), "application/json")
		if code != 200 {
			t.Fatalf("order: %d %s", code, b)
		}
		return decodeOrder(t, b).Order.ID
	}
	id := newOrder()
	addr := `{"first_line":"1 Main St","city":"San Francisco","state":"CA","zip_code":"94105"}`
	code, body := e.do(e.keyA, "POST", "/v3/order/phlebotomy/appointment/availability", strings.NewReader(addr), "application/json")
	if code != 200 {
		t.Fatalf("availability: %d %s", code, body)
	}
	conformsTo(t, "AppointmentAvailabilitySlots", body)
	var avail struct {
		Slots []struct {
			Date  string
			Slots []struct {
				BookingKey string `json:"booking_key"`
			}
		}
		Timezone string
	}
	if err := json.Unmarshal(body, &avail); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if len(avail.Slots) != 14 || avail.Timezone != "America/Los_Angeles" {
		t.Fatalf("availability: %d days, tz %s", len(avail.Slots), avail.Timezone)
	}
	start := time.Now().AddDate(0, 0, 20).Format("2006-01-02")
	_, body = e.do(e.keyA, "POST", "/v3/order/phlebotomy/appointment/availability?start_date="+start, strings.NewReader(addr), "application/json")
	if err := json.Unmarshal(body, &avail); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if len(avail.Slots) != 14 || avail.Slots[0].Date != start || len(avail.Slots[13].Slots) == 0 {
		t.Fatalf("availability from %s: %+v", start, avail.Slots)
	}
	key1, key2 := avail.Slots[0].Slots[0].BookingKey, avail.Slots[1].Slots[1].BookingKey
	if code, m := e.doJSON(e.keyA, "POST", "/v3/order/phlebotomy/appointment/availability?start_date=tomorrow", addr); code != 422 || detailLoc(t, m) != "query.start_date" {
		t.Errorf("bad start_date: %d", code)
	}

	code, body = e.do(e.keyA, "POST", "/v3/order/"+id+"/phlebotomy/appointment/book", strings.NewReader(`{"booking_key":"`+key1+`","appointment_notes":"Ring twice"}`), "application/json")
	if code != 200 {
		t.Fatalf("book: %d %s", code, body)
	}
	conformsTo(t, "ClientFacingAppointment", body)
	var appt map[string]any
	if err := json.Unmarshal(body, &appt); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if appt["access_notes"] != "Gate code 1234" || appt["appointment_notes"] != "Ring twice" || appt["status"] != "confirmed" {
		t.Errorf("booked: %v", appt)
	}
	if _, m := e.doJSON(e.keyA, "GET", "/v3/order/"+id, ""); m["last_event"].(map[string]any)["status"] != "collecting_sample.at_home_phlebotomy.appointment_scheduled" {
		t.Errorf("order after booking: %v", m["last_event"])
	}
	if code, _ := e.doJSON(e.keyA, "POST", "/v3/order/"+id+"/phlebotomy/appointment/book", `{"booking_key":"`+key1+`"}`); code != 409 {
		t.Errorf("second booking: %d", code)
	}
	// Notes change on each reschedule; omitted notes keep the last ones.
	for _, tc := range []struct{ body, notes string }{
		{`{"booking_key":"` + key2 + `","appointment_notes":"Dog in yard"}`, "Dog in yard"},
		{`{"booking_key":"` + key1 + `"}`, "Dog in yard"},
		{`{"booking_key":"` + key2 + `","appointment_notes":"Call on arrival"}`, "Call on arrival"},
	} {
		code, body := e.do(e.keyA, "PATCH", "/v3/order/"+id+"/phlebotomy/appointment/reschedule", strings.NewReader(tc.body), "application/json")
		if code != 200 {
			t.Fatalf("reschedule: %d %s", code, body)
		}
		conformsTo(t, "ClientFacingAppointment", body)
		if err := json.Unmarshal(body, &appt); err != nil {
			t.Fatalf("decode JSON: %v", err)
		}
		if appt["appointment_notes"] != tc.notes || appt["access_notes"] != "Gate code 1234" {
			t.Errorf("rescheduled: notes %v, access %v", appt["appointment_notes"], appt["access_notes"])
		}
	}
	for _, tc := range []struct{ path, body, loc string }{
		{"book", `{"booking_key":"` + strings.Replace(key1, "_CA_", "_NY_", 1) + `"}`, "body.booking_key"},
		{"book", `{}`, "body.booking_key"},
		{"book", `{"booking_key":"` + key1 + `","appointment_notes":"` + strings.Repeat("n", 1001) + `"}`, "body.appointment_notes"},
		{"request", `{"address":` + addr + `,"provider":"nobody"}`, "body.provider"},
		{"request", `{"provider":"getlabs"}`, "body.address"},
	} {
		if code, m := e.doJSON(e.keyA, "POST", "/v3/order/"+newOrder()+"/phlebotomy/appointment/"+tc.path, tc.body); code != 422 || detailLoc(t, m) != tc.loc {
			t.Errorf("%s %s: %d %v, want 422 at %s", tc.path, tc.body, code, m, tc.loc)
		}
	}
	// A request (no slot yet) carries the order's access notes too.
	other := newOrder()
	code, body = e.do(e.keyA, "POST", "/v3/order/"+other+"/phlebotomy/appointment/request", strings.NewReader(`{"address":`+addr+`,"provider":"getlabs","appointment_notes":"Mornings only"}`), "application/json")
	if code != 200 {
		t.Fatalf("request: %d %s", code, body)
	}
	conformsTo(t, "ClientFacingAppointment", body)
	if err := json.Unmarshal(body, &appt); err != nil {
		t.Fatalf("decode JSON: %v", err)
	}
	if appt["status"] != "pending" || appt["access_notes"] != "Gate code 1234" || appt["appointment_notes"] != "Mornings only" || appt["start_at"] != nil {
		t.Errorf("requested: %v", appt)
	}
	if code, _ := e.doJSON(e.keyB, "GET", "/v3/order/"+other+"/phlebotomy/appointment", ""); code != 404 {
		t.Errorf("team B reads team A's appointment: %d", code)
	}
	// A walk-in order takes no at-home appointment.
	_, b := e.do(e.keyA, "POST", "/v3/order", strings.NewReader(orderBody(user, e.labTest("Metabolic Walk-in Panel"), "")), "application/json")
	if code, _ := e.doJSON(e.keyA, "POST", "/v3/order/"+decodeOrder(t, b).Order.ID+"/phlebotomy/appointment/book", `{"booking_key":"`+key1+`"}`); code != 422 {
		t.Errorf("booking a walk-in order: %d", code)
	}
	// Cancelling the order cancels its appointment.
	e.doJSON(e.keyA, "POST", "/v3/order/"+id+"/cancel", "")
	if _, m := e.doJSON(e.keyA, "GET", "/v3/order/"+id+"/phlebotomy/appointment", ""); m["status"] != "cancelled" {
		t.Errorf("appointment of a cancelled order: %v", m["status"])
	}
}
