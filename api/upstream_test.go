package api_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
)

// The upstream OpenAPI description sits beside the repository (../shared in
// a checkout and in CI). Responses are checked against its schemas so that
// SDKs generated from it accept them unchanged.
const upstreamSpec = "../../shared/reference/upstream-openapi.yml"

var (
	upstreamOnce    sync.Once
	upstreamSchemas map[string]any
	upstreamErr     error
)

func schemas(t *testing.T) map[string]any {
	t.Helper()
	upstreamOnce.Do(func() {
		b, err := os.ReadFile(upstreamSpec)
		if err != nil {
			upstreamErr = err
			return
		}
		var doc map[string]any
		if err := yaml.Unmarshal(b, &doc); err != nil {
			upstreamErr = err
			return
		}
		upstreamSchemas = doc["components"].(map[string]any)["schemas"].(map[string]any)
	})
	if upstreamErr != nil {
		abs, _ := filepath.Abs(upstreamSpec)
		t.Fatalf("cannot read the upstream OpenAPI description at %s: %v", abs, upstreamErr)
	}
	return upstreamSchemas
}

// conformsTo fails the test when body does not match the named upstream schema.
func conformsTo(t *testing.T, schema string, body []byte) {
	t.Helper()
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("response is not JSON: %v", err)
	}
	s := schemas(t)
	if errs := check(s, map[string]any{"$ref": "#/components/schemas/" + schema}, v, "$"); len(errs) > 0 {
		t.Errorf("response does not conform to upstream %s:\n  %s\nbody: %s", schema, strings.Join(errs, "\n  "), body)
	}
}

var (
	uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)
	dateRE = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
)

// check validates v against the subset of JSON Schema the upstream uses.
// Enums are not checked: the upstream marks them non-exhaustive.
func check(all map[string]any, schema map[string]any, v any, path string) []string {
	if ref, ok := schema["$ref"].(string); ok {
		name := strings.TrimPrefix(ref, "#/components/schemas/")
		sub, ok := all[name].(map[string]any)
		if !ok {
			return []string{path + ": unknown schema " + name}
		}
		return check(all, sub, v, path)
	}
	if anyOf, ok := schema["anyOf"].([]any); ok {
		var first []string
		for _, alt := range anyOf {
			errs := check(all, alt.(map[string]any), v, path)
			if len(errs) == 0 {
				return nil
			}
			if first == nil {
				first = errs
			}
		}
		return append([]string{path + ": matches no anyOf branch"}, first...)
	}
	var errs []string
	switch schema["type"] {
	case "null":
		if v != nil {
			errs = append(errs, path+": want null")
		}
	case "string":
		s, ok := v.(string)
		if !ok {
			return []string{fmt.Sprintf("%s: want string, got %T", path, v)}
		}
		switch schema["format"] {
		case "uuid":
			if !uuidRE.MatchString(s) {
				errs = append(errs, path+": not a uuid")
			}
		case "date-time":
			if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
				errs = append(errs, path+": not a date-time")
			}
		case "date":
			if !dateRE.MatchString(s) {
				errs = append(errs, path+": not a date")
			}
		}
	case "integer":
		f, ok := v.(float64)
		if !ok || f != float64(int64(f)) {
			errs = append(errs, fmt.Sprintf("%s: want integer, got %v", path, v))
		}
	case "number":
		if _, ok := v.(float64); !ok {
			errs = append(errs, fmt.Sprintf("%s: want number, got %T", path, v))
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			errs = append(errs, fmt.Sprintf("%s: want boolean, got %T", path, v))
		}
	case "array":
		arr, ok := v.([]any)
		if !ok {
			return []string{fmt.Sprintf("%s: want array, got %T", path, v)}
		}
		if items, ok := schema["items"].(map[string]any); ok {
			for i, it := range arr {
				errs = append(errs, check(all, items, it, fmt.Sprintf("%s[%d]", path, i))...)
			}
		}
	case "object":
		obj, ok := v.(map[string]any)
		if !ok {
			return []string{fmt.Sprintf("%s: want object, got %T", path, v)}
		}
		for _, r := range asList(schema["required"]) {
			if _, ok := obj[r]; !ok {
				errs = append(errs, path+": missing required "+r)
			}
		}
		props, _ := schema["properties"].(map[string]any)
		for k, pv := range obj {
			if ps, ok := props[k].(map[string]any); ok {
				errs = append(errs, check(all, ps, pv, path+"."+k)...)
			}
		}
	}
	return errs
}

func asList(v any) []string {
	var out []string
	l, _ := v.([]any)
	for _, x := range l {
		out = append(out, x.(string))
	}
	return out
}

func TestConformanceCheckerCatchesMismatches(t *testing.T) {
	s := schemas(t)
	ref := map[string]any{"$ref": "#/components/schemas/ParsingJob"}
	for _, bad := range []string{
		`{"status":"completed","needs_human_review":false,"is_reviewed":false}`,          // no id
		`{"id":"x","status":"completed","needs_human_review":false,"is_reviewed":false}`, // id not a uuid
		`{"id":"8eb0217f-4683-4a3c-adca-faf95ac65739","status":"completed","needs_human_review":"no","is_reviewed":false}`,
		`{"id":"8eb0217f-4683-4a3c-adca-faf95ac65739","status":"completed","needs_human_review":false,"is_reviewed":false,"data":{"metadata":{},"results":[{"test_name":"x"}]}}`,
	} {
		var v any
		json.Unmarshal([]byte(bad), &v)
		if errs := check(s, ref, v, "$"); len(errs) == 0 {
			t.Errorf("checker accepted %s", bad)
		}
	}
}
