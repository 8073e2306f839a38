package api_test

import (
	"context"
	"encoding/json"
	"os"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// Responses are checked against the upstream OpenAPI schemas, so that SDKs
// generated from the upstream description accept them unchanged. The
// schemas are a committed copy (testdata/upstream-schemas.json, which names
// its source), validated with kin-openapi.

var (
	upstreamOnce sync.Once
	upstreamDoc  *openapi3.T
	upstreamErr  error
)

func upstream(t *testing.T) *openapi3.T {
	t.Helper()
	upstreamOnce.Do(func() {
		var file struct {
			Schemas json.RawMessage `json:"schemas"`
		}
		b, err := os.ReadFile(upstreamSchemas)
		if err == nil {
			err = json.Unmarshal(b, &file)
		}
		if err != nil {
			upstreamErr = err
			return
		}
		doc := []byte(`{"openapi":"3.1.0","info":{"title":"upstream schemas","version":"1"},"paths":{},"components":{"schemas":` + string(file.Schemas) + `}}`)
		upstreamDoc, upstreamErr = openapi3.NewLoader().LoadFromData(doc)
		if upstreamErr == nil {
			upstreamErr = upstreamDoc.Validate(context.Background())
		}
	})
	if upstreamErr != nil {
		t.Fatalf("upstream schemas (%s): %v", upstreamSchemas, upstreamErr)
	}
	return upstreamDoc
}

// conformsTo fails the test when body does not match the named upstream schema.
func conformsTo(t *testing.T, schema string, body []byte) {
	t.Helper()
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("response is not JSON: %v", err)
	}
	if err := checkUpstream(t, schema, v); err != nil {
		t.Errorf("response does not conform to upstream %s:\n  %v\nbody: %s", schema, err, body)
	}
}

func checkUpstream(t *testing.T, schema string, v any) error {
	t.Helper()
	s := upstream(t).Components.Schemas[schema]
	if s == nil {
		t.Fatalf("no upstream schema %s in %s; add it to the list in generateOpenAPI and regenerate", schema, upstreamSchemas)
	}
	return s.Value.VisitJSON(v, openapi3.MultiErrors(), openapi3.EnableFormatValidation(), uuidFormat)
}

// uuidFormat checks format: uuid, which kin-openapi leaves unchecked by default.
var uuidFormat = openapi3.WithStringFormatValidator("uuid", openapi3.NewRegexpFormatValidator(openapi3.FormatOfStringForUUIDOfRFC9562))

func TestConformanceCheckerCatchesMismatches(t *testing.T) {
	good := `{"id":"8eb0217f-4683-4a3c-adca-faf95ac65739","job_id":"8eb0217f-4683-4a3c-adca-faf95ac65739","status":"pending_review","needs_human_review":false,"is_reviewed":false,"data":null}`
	var v any
	json.Unmarshal([]byte(good), &v)
	if err := checkUpstream(t, "ParsingJob", v); err != nil {
		t.Errorf("checker rejected a good job (statuses are non-exhaustive): %v", err)
	}
	for _, bad := range []string{
		`{"status":"completed","needs_human_review":false,"is_reviewed":false}`,          // no id
		`{"id":"x","status":"completed","needs_human_review":false,"is_reviewed":false}`, // id not a uuid
		`{"id":"8eb0217f-4683-4a3c-adca-faf95ac65739","status":"completed","needs_human_review":"no","is_reviewed":false}`,
		`{"id":"8eb0217f-4683-4a3c-adca-faf95ac65739","status":"completed","needs_human_review":false,"is_reviewed":false,"data":{"metadata":{},"results":[{"test_name":"x"}]}}`,
	} {
		var v any
		json.Unmarshal([]byte(bad), &v)
		if err := checkUpstream(t, "ParsingJob", v); err == nil {
			t.Errorf("checker accepted %s", bad)
		}
	}
}
