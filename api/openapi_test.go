package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/orders"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
	"github.com/go-chi/chi/v5"
	"go.yaml.in/yaml/v3"
)

var update = flag.Bool("update", false, "regenerate api/openapi.json and api/testdata/upstream-schemas.json from ../shared/reference/upstream-openapi.yml")

const (
	// upstreamSource is read only with -update; the tests use what it wrote.
	upstreamSource  = "../../shared/reference/upstream-openapi.yml"
	extensionsFile  = "openapi_extensions.yaml"
	upstreamSchemas = "testdata/upstream-schemas.json"
	regenerate      = "go test ./api -run TestOpenAPIDocument -update"
)

// deskPath is where the reviewers' HTML desk is mounted (api/routes.go).
const deskPath = "/review"

// route is one method and pattern the router serves.
type route struct{ method, pattern string }

func (r route) String() string { return r.method + " " + r.pattern }

var paramRE = regexp.MustCompile(`\{[^}]+\}`)

// normPath makes paths comparable whatever their parameter names.
func normPath(p string) string {
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	return paramRE.ReplaceAllString(p, "{}")
}

// servedRoutes walks the router. A trailing-slash alias is the same route;
// a handler mounted for every method (/metrics) is a GET; the queue
// dashboard and the reviewers' desk under /review (HTML UIs with their own
// sign-in, mounted only when configured) are not API and not documented.
func servedRoutes(t *testing.T) []route {
	t.Helper()
	// Order routes are registered only with an order service.
	h := (&api.Server{Services: api.Services{Orders: &orders.Service{}}}).Handler().(chi.Routes)
	methods := map[string]map[string]bool{}
	err := chi.Walk(h, func(method, pattern string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		if strings.HasPrefix(pattern, api.AdminPath) || pattern == deskPath || strings.HasPrefix(pattern, deskPath+"/") {
			return nil
		}
		if len(pattern) > 1 {
			pattern = strings.TrimSuffix(pattern, "/")
		}
		if methods[pattern] == nil {
			methods[pattern] = map[string]bool{}
		}
		methods[pattern][method] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []route
	for p, ms := range methods {
		if len(ms) >= 9 { // r.Handle: every method
			ms = map[string]bool{"GET": true}
		}
		for m := range ms {
			out = append(out, route{m, p})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

func loadDoc(t *testing.T, data []byte) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(data)
	if err != nil {
		t.Fatalf("api/openapi.json does not load: %v", err)
	}
	return doc
}

// TestOpenAPIDocument checks that the served document is valid OpenAPI 3.1.
// With -update it first regenerates it (and the upstream schemas the tests
// use) from ../shared, the one time the tests read it.
func TestOpenAPIDocument(t *testing.T) {
	if *update {
		generateOpenAPI(t)
		t.Log("regenerated api/openapi.json and " + upstreamSchemas + "; rebuild to embed it")
		return
	}
	e := newEnv(t)
	code, body := e.do("", "GET", "/openapi.json", nil, "")
	if code != 200 || !bytes.Equal(body, api.OpenAPIDocument) {
		t.Fatalf("GET /openapi.json without a key: %d", code)
	}
	doc := loadDoc(t, body)
	if doc.OpenAPI != "3.1.0" {
		t.Errorf("openapi: %q, want 3.1.0", doc.OpenAPI)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("api/openapi.json is not valid OpenAPI 3.1: %v", err)
	}
	scheme := doc.Components.SecuritySchemes["ServiceApiKey"]
	if scheme == nil || scheme.Value.In != "header" || scheme.Value.Name != "x-service-api-key" {
		t.Errorf("security scheme: %+v", scheme)
	}
	// The extensions the issue names are described.
	res := doc.Components.Schemas["LabReportResult"].Value.Properties
	for _, p := range []string{"provenance", "confidence", "review_reasons"} {
		if res[p] == nil {
			t.Errorf("LabReportResult lacks %s", p)
		}
	}
	if !contains(doc.Components.Schemas["ParsingJob"].Value.Required, "job_id") {
		t.Error("ParsingJob does not require job_id")
	}
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// TestOpenAPIRouteCoverage checks the router against the document, both
// ways, so that a new route cannot ship undocumented.
func TestOpenAPIRouteCoverage(t *testing.T) {
	doc := loadDoc(t, api.OpenAPIDocument)
	documented := map[route]bool{}
	for p, item := range doc.Paths.Map() {
		for m := range item.Operations() {
			documented[route{m, normPath(p)}] = true
		}
	}
	served := map[route]bool{}
	for _, r := range servedRoutes(t) {
		served[route{r.method, normPath(r.pattern)}] = true
		if !documented[route{r.method, normPath(r.pattern)}] {
			t.Errorf("%s is served but not in api/openapi.json. If the upstream API has it, run `%s` "+
				"(it copies the upstream operation); otherwise describe it under paths: %q: %s: in api/%s and run that command.",
				r, regenerate, r.pattern, strings.ToLower(r.method), extensionsFile)
		}
	}
	for r := range documented {
		if !served[r] {
			t.Errorf("api/openapi.json describes %s, which the router does not serve: register it, or remove it from api/%s and run `%s`.",
				r, extensionsFile, regenerate)
		}
	}
}

// responseValidator checks every response of a handler against the
// OpenAPI document, as a client generated from it would read them.
type responseValidator struct {
	t      *testing.T
	router routers.Router
	mu     sync.Mutex
	seen   map[string]int // operation -> responses checked
	errs   []string
}

func newResponseValidator(t *testing.T) *responseValidator {
	t.Helper()
	doc := loadDoc(t, api.OpenAPIDocument)
	doc.Servers = nil // match any host
	r, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	return &responseValidator{t: t, router: r, seen: map[string]int{}}
}

// wrap returns h with every answer validated.
func (v *responseValidator) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		v.check(r, rec)
		for k, vs := range rec.Header() {
			w.Header()[k] = vs
		}
		w.WriteHeader(rec.Code)
		_, _ = w.Write(rec.Body.Bytes())
	})
}

func (v *responseValidator) check(r *http.Request, rec *httptest.ResponseRecorder) {
	req := r.Clone(context.Background())
	req.URL.Host, req.URL.Scheme = "", ""
	rt, params, err := v.router.FindRoute(req)
	v.mu.Lock()
	defer v.mu.Unlock()
	if err != nil {
		v.errs = append(v.errs, fmt.Sprintf("%s %s: not in the document: %v", r.Method, r.URL.Path, err))
		return
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: rt},
		Status:                 rec.Code,
		Header:                 rec.Header(),
		Body:                   io.NopCloser(bytes.NewReader(rec.Body.Bytes())),
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true,
			SchemaValidationOptions: []openapi3.SchemaValidationOption{uuidFormat}},
	}
	name := rt.Method + " " + rt.Path
	v.seen[name]++
	if err := openapi3filter.ValidateResponse(context.Background(), in); err != nil {
		body := rec.Body.String()
		if len(body) > 600 {
			body = body[:600] + "…"
		}
		v.errs = append(v.errs, fmt.Sprintf("%s (%d) does not match api/openapi.json: %v\nbody: %s", name, rec.Code, err, body))
	}
}

// report fails the test for every mismatch and returns the operations seen.
func (v *responseValidator) report() map[string]int {
	v.t.Helper()
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, e := range v.errs {
		v.t.Error(e)
	}
	return v.seen
}

// TestOpenAPIResponses validates real answers of the parsing, review,
// versions, FHIR, user and webhook routes against the document; the SDK
// test validates the order routes' answers the same way.
func TestOpenAPIResponses(t *testing.T) {
	v := newResponseValidator(t)
	e := newHookedEnv(t)
	e.handler = v.wrap(e.handler)

	user := e.createUser(e.keyA, "openapi-user")
	code, resp := e.do(e.keyA, "POST", "/v1/webhooks/endpoints", strings.NewReader(`{"url":"https://hooks.example/assay"}`), "application/json")
	var ep struct{ ID string }
	if err := json.Unmarshal(resp, &ep); code != 200 || err != nil {
		t.Fatalf("create endpoint: %d %s", code, resp)
	}
	e.doJSON(e.keyA, "GET", "/v2/user/?offset=0&limit=10", "")
	e.doJSON(e.keyA, "GET", "/v2/user/"+user, "")
	e.doJSON(e.keyA, "POST", "/v2/user/"+user+"/sign_in_token", "")
	e.doJSON(e.keyA, "GET", "/v2/user/not-a-uuid", "")
	e.doJSON("", "GET", "/v2/user/"+user, "")
	e.do("", "GET", "/healthz", nil, "")

	body, ct := multipartBody(t, map[string]string{"user_id": user, "needs_human_review": "true"}, map[string][]byte{"report.pdf": samplePDF(t)})
	code, resp = e.do(e.keyA, "POST", "/lab_report/v1/parser/job", body, ct)
	if code != 200 {
		t.Fatalf("create job: %d %s", code, resp)
	}
	var job struct {
		ID    string `json:"id"`
		JobID string `json:"job_id"`
	}
	json.Unmarshal(resp, &job)
	if job.JobID != job.ID {
		t.Errorf("job_id %q, id %q", job.JobID, job.ID)
	}
	// Not parsed yet: no export.
	if code, _ := e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID+"/fhir", nil, ""); code != http.StatusConflict {
		t.Errorf("FHIR export of an unparsed job: %d, want 409", code)
	}
	e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID, nil, "")
	// A parsed job waiting for review, then reviewed.
	job.ID = e.pendingJob(user, samplePDF(t)).ID
	e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID, nil, "")
	e.do(e.keyA, "GET", "/lab_report/v1/parser/review?limit=5", nil, "")
	e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID+"/file/0", nil, "")
	code, resp = e.do(e.keyA, "POST", "/lab_report/v1/parser/job/"+job.ID+"/review",
		strings.NewReader(`{"reviewer":"dr-lee","edits":[{"op":"update","index":0,"fields":{"value":"101"}}]}`), "application/json")
	if code != 200 {
		t.Fatalf("review: %d %s", code, resp)
	}
	e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID+"/review", nil, "")
	e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID+"/versions", nil, "")
	code, resp = e.do(e.keyA, "GET", "/lab_report/v1/parser/job/"+job.ID+"/fhir", nil, "")
	if code != 200 || !bytes.Contains(resp, []byte(`"resourceType":"Bundle"`)) {
		t.Errorf("FHIR export of a reviewed job: %d %s", code, resp)
	}
	if code, _ := e.do(e.keyB, "GET", "/lab_report/v1/parser/job/"+job.ID+"/fhir", nil, ""); code != 404 {
		t.Errorf("team B exports team A's job: %d", code)
	}

	e.do(e.keyA, "GET", "/v1/webhooks/endpoints", nil, "")
	e.do(e.keyA, "GET", "/v1/webhooks/endpoints/"+ep.ID, nil, "")
	e.do(e.keyA, "PATCH", "/v1/webhooks/endpoints/"+ep.ID, strings.NewReader(`{"description":"ops"}`), "application/json")
	e.do(e.keyA, "POST", "/v1/webhooks/endpoints/"+ep.ID+"/rotate_secret", nil, "")
	// The webhook events carry the ParsingJob with job_id too.
	_, resp = e.do(e.keyA, "GET", "/v1/webhooks/endpoints/"+ep.ID+"/messages?limit=100", nil, "")
	var msgs struct {
		Messages []struct {
			Payload struct {
				EventType string `json:"event_type"`
				Data      struct {
					ID    string `json:"id"`
					JobID string `json:"job_id"`
				} `json:"data"`
			} `json:"payload"`
		} `json:"messages"`
	}
	json.Unmarshal(resp, &msgs)
	events := 0
	for _, m := range msgs.Messages {
		if strings.HasPrefix(m.Payload.EventType, "lab_report.parsing_job.") {
			events++
			if m.Payload.Data.JobID == "" || m.Payload.Data.JobID != m.Payload.Data.ID {
				t.Errorf("%s event without job_id: %+v", m.Payload.EventType, m.Payload.Data)
			}
		}
	}
	if events == 0 {
		t.Error("no parsing-job webhook event recorded")
	}
	e.do(e.keyA, "DELETE", "/v1/webhooks/endpoints/"+ep.ID, nil, "")
	e.do(e.keyA, "DELETE", "/v2/user/"+user, nil, "")

	seen := v.report()
	for _, op := range []string{"POST /lab_report/v1/parser/job", "GET /lab_report/v1/parser/job/{job_id}",
		"GET /lab_report/v1/parser/job/{job_id}/fhir", "POST /lab_report/v1/parser/job/{job_id}/review",
		"GET /lab_report/v1/parser/job/{job_id}/versions", "GET /v1/webhooks/endpoints"} {
		if seen[op] == 0 {
			t.Errorf("no response of %s was validated (seen: %v)", op, seen)
		}
	}
}

// generateOpenAPI writes api/openapi.json: every served route, with the
// upstream operation where the upstream has the route and the one in
// openapi_extensions.yaml otherwise, the schemas they use, Assay's patches,
// and x-service-api-key as the security scheme.
func generateOpenAPI(t *testing.T) {
	up := readYAML(t, upstreamSource)
	ext := readYAML(t, extensionsFile)
	upSchemas := up["components"].(map[string]any)["schemas"].(map[string]any)
	type upOp struct {
		path string
		op   map[string]any
	}
	upOps := map[route]upOp{}
	for p, item := range up["paths"].(map[string]any) {
		for m, op := range item.(map[string]any) {
			if o, ok := op.(map[string]any); ok {
				upOps[route{strings.ToUpper(m), normPath(p)}] = upOp{p, o}
			}
		}
	}
	extPaths, _ := ext["paths"].(map[string]any)
	extSchemas, _ := ext["schemas"].(map[string]any)

	paths := map[string]any{}
	var missing []string
	upstreamUsed := map[string]any{}
	for _, r := range servedRoutes(t) {
		var op map[string]any
		if item, ok := extPaths[r.pattern].(map[string]any); ok {
			op, _ = item[strings.ToLower(r.method)].(map[string]any)
		}
		if op == nil {
			u, ok := upOps[route{r.method, normPath(r.pattern)}]
			if !ok {
				missing = append(missing, r.String())
				continue
			}
			op = deepCopy(u.op).(map[string]any)
			delete(op, "security") // the document-wide x-service-api-key applies
			renamePathParams(op, u.path, r.pattern)
			upstreamUsed[r.String()] = op
		} else {
			op = deepCopy(op).(map[string]any)
		}
		responses := op["responses"].(map[string]any)
		if _, ok := responses["default"]; !ok {
			responses["default"] = map[string]any{"description": "An error: 401 without a valid key, 404 for another team's resources, 409, 413, 422 (HTTPValidationError), ...",
				"content": map[string]any{"application/json": map[string]any{"schema": ref("Error")}}}
		}
		item, _ := paths[r.pattern].(map[string]any)
		if item == nil {
			item = map[string]any{}
			paths[r.pattern] = item
		}
		item[strings.ToLower(r.method)] = op
	}
	if len(missing) > 0 {
		t.Fatalf("routes neither upstream nor in api/%s: %s", extensionsFile, strings.Join(missing, ", "))
	}

	info := ext["info"].(map[string]any)
	info["version"] = assay.Version
	doc := map[string]any{
		"openapi":  "3.1.0",
		"info":     info,
		"servers":  []any{map[string]any{"url": "/", "description": "This Assay deployment"}},
		"security": []any{map[string]any{"ServiceApiKey": []any{}}},
		"tags":     ext["tags"],
		"paths":    paths,
		"webhooks": ext["webhooks"],
	}
	schemas := map[string]any{}
	var resolve func(v any)
	resolve = func(v any) {
		walkRefs(v, func(kind, name string) {
			if kind != "schemas" {
				return
			}
			if _, done := schemas[name]; done {
				return
			}
			s, ok := extSchemas[name]
			if !ok {
				if s, ok = upSchemas[name]; !ok {
					t.Fatalf("unknown schema %s", name)
				}
				s = deepCopy(s)
			}
			schemas[name] = s
			resolve(s)
		})
	}
	resolve(doc)
	for name, p := range ext["patches"].(map[string]any) {
		resolve(map[string]any{"$ref": "#/components/schemas/" + name})
		resolve(p)
		patchSchema(t, schemas[name].(map[string]any), p.(map[string]any))
	}
	doc["components"] = map[string]any{
		"schemas":    schemas,
		"parameters": ext["parameters"],
		"securitySchemes": map[string]any{"ServiceApiKey": map[string]any{
			"type": "apiKey", "in": "header", "name": "x-service-api-key", "description": "The team's API key (assay team create / new-key)."}},
	}
	dropRefDefaults(doc)
	dropInvalidExamples(t, doc, schemas)
	writeJSON(t, "openapi.json", doc)

	// The upstream schemas the conformance checks use, as upstream wrote
	// them except for enums, which it marks non-exhaustive.
	ups := map[string]any{}
	var upResolve func(v any)
	upResolve = func(v any) {
		walkRefs(v, func(kind, name string) {
			if _, done := ups[name]; done || kind != "schemas" || upSchemas[name] == nil {
				return
			}
			ups[name] = stripEnums(deepCopy(upSchemas[name]))
			upResolve(ups[name])
		})
	}
	upResolve(upstreamUsed)
	for _, name := range []string{"ParsingJob", "ClientFacingUser", "PaginatedUsersResponse", "UserSuccessResponse", "UserSignInTokenResponse",
		"ClientFacingLabTest", "GetMarkersResponse", "GetTeamLabAccountsResponse", "GetOrdersResponse", "AppointmentAvailabilitySlots", "ClientFacingAppointment"} {
		upResolve(ref(name))
	}
	dropRefDefaults(ups)
	writeJSON(t, upstreamSchemas, map[string]any{
		"x-source": "components.schemas of ../shared/reference/upstream-openapi.yml (" + fmt.Sprint(up["info"].(map[string]any)["title"], " ", up["info"].(map[string]any)["version"]) +
			"), those the served routes use; enums (upstream marks them non-exhaustive) and examples removed. Regenerate: " + regenerate,
		"schemas": ups,
	})
}

// dropInvalidExamples removes the upstream examples (of schemas, request
// and response bodies) that do not match their own schema, such as times
// without a zone in date-time fields.
func dropInvalidExamples(t *testing.T, doc map[string]any, schemas map[string]any) {
	t.Helper()
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := openapi3.NewLoader().LoadFromData(b)
	if err != nil {
		t.Fatal(err)
	}
	valid := func(mt *openapi3.MediaType) bool {
		return mt.Example == nil || mt.Schema == nil ||
			mt.Schema.Value.VisitJSON(mt.Example, openapi3.EnableJSONSchema2020(), openapi3.EnableFormatValidation()) == nil
	}
	paths := doc["paths"].(map[string]any)
	for p, item := range loaded.Paths.Map() {
		for m, op := range item.Operations() {
			raw := paths[p].(map[string]any)[strings.ToLower(m)].(map[string]any)
			if op.RequestBody != nil {
				for ct, mt := range op.RequestBody.Value.Content {
					if !valid(mt) {
						delete(raw["requestBody"].(map[string]any)["content"].(map[string]any)[ct].(map[string]any), "example")
					}
				}
			}
			for code, resp := range op.Responses.Map() {
				for ct, mt := range resp.Value.Content {
					if !valid(mt) {
						delete(raw["responses"].(map[string]any)[code].(map[string]any)["content"].(map[string]any)[ct].(map[string]any), "example")
					}
				}
			}
		}
	}
	for name, s := range loaded.Components.Schemas {
		if ex := s.Value.Example; ex != nil {
			if err := s.Value.VisitJSON(ex, openapi3.EnableJSONSchema2020(), openapi3.EnableFormatValidation()); err != nil {
				delete(schemas[name].(map[string]any), "example")
			}
		}
	}
}

// dropRefDefaults removes the empty-string defaults upstream puts beside a
// $ref (ClientFacingWorkout.sport: an object schema with `default: ""`),
// which OpenAPI validators reject: "" is not a value of the referenced schema.
func dropRefDefaults(v any) {
	switch x := v.(type) {
	case map[string]any:
		if _, isRef := x["$ref"]; isRef && x["default"] == "" {
			delete(x, "default")
		}
		for _, e := range x {
			dropRefDefaults(e)
		}
	case []any:
		for _, e := range x {
			dropRefDefaults(e)
		}
	}
}

func ref(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }

func readYAML(t *testing.T, path string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	var v map[string]any
	if err := yaml.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

func deepCopy(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			m[k] = deepCopy(e)
		}
		return m
	case []any:
		l := make([]any, len(x))
		for i, e := range x {
			l[i] = deepCopy(e)
		}
		return l
	}
	return v
}

// walkRefs calls fn for every #/components/KIND/NAME reference in v.
func walkRefs(v any, fn func(kind, name string)) {
	switch x := v.(type) {
	case map[string]any:
		if r, ok := x["$ref"].(string); ok && strings.HasPrefix(r, "#/components/") {
			parts := strings.SplitN(strings.TrimPrefix(r, "#/components/"), "/", 2)
			fn(parts[0], parts[1])
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			walkRefs(x[k], fn)
		}
	case []any:
		for _, e := range x {
			walkRefs(e, fn)
		}
	}
}

func stripEnums(v any) any {
	switch x := v.(type) {
	case map[string]any:
		delete(x, "enum")
		delete(x, "example") // some do not match their schema, and checks need none
		for _, e := range x {
			stripEnums(e)
		}
	case []any:
		for _, e := range x {
			stripEnums(e)
		}
	}
	return v
}

// renamePathParams gives an upstream operation's path parameters the names
// of Assay's route, position by position.
func renamePathParams(op map[string]any, upPath, ourPath string) {
	from, to := paramRE.FindAllString(upPath, -1), paramRE.FindAllString(ourPath, -1)
	params, _ := op["parameters"].([]any)
	for i := range from {
		if i >= len(to) || from[i] == to[i] {
			continue
		}
		for _, p := range params {
			pm, _ := p.(map[string]any)
			if pm != nil && pm["in"] == "path" && "{"+fmt.Sprint(pm["name"])+"}" == from[i] {
				pm["name"] = strings.Trim(to[i], "{}")
			}
		}
	}
}

// patchSchema adds properties, required names and enum values to an
// upstream schema.
func patchSchema(t *testing.T, s, p map[string]any) {
	t.Helper()
	if props, ok := p["properties"].(map[string]any); ok {
		dst, _ := s["properties"].(map[string]any)
		if dst == nil {
			t.Fatalf("patch adds properties to a schema without any: %v", s["title"])
		}
		for k, v := range props {
			dst[k] = v
		}
	}
	for _, key := range []string{"required", "enum"} {
		if add, ok := p[key].([]any); ok {
			have, _ := s[key].([]any)
			for _, a := range add {
				found := false
				for _, h := range have {
					found = found || h == a
				}
				if !found {
					have = append(have, a)
				}
			}
			s[key] = have
		}
	}
}

func TestResponseValidatorCatchesMismatches(t *testing.T) {
	v := newResponseValidator(t)
	h := v.wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"8eb0217f-4683-4a3c-adca-faf95ac65739","status":"completed","needs_human_review":false,"is_reviewed":false}`))
	}))
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/lab_report/v1/parser/job/8eb0217f-4683-4a3c-adca-faf95ac65739", nil))
	if len(v.errs) != 1 || !strings.Contains(v.errs[0], "job_id") {
		t.Errorf("a ParsingJob without job_id passed: %v", v.errs)
	}
}
