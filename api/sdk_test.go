package api_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/fhir/fhirtest"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/orders"
	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/wearables"
	"github.com/hibiken/asynq"
	"net/http/httptest"
)

// inlineQueue runs the real parse handler as soon as a job is queued, in
// place of an asynq worker.
type inlineQueue struct {
	w  *jobs.Worker
	wg sync.WaitGroup
}

func (q *inlineQueue) EnqueueParse(_ context.Context, job *assay.ParsingJob) error {
	payload, err := json.Marshal(jobs.ParsePayload{JobID: job.ID})
	if err != nil {
		return err
	}
	q.wg.Add(1)
	go func() {
		defer q.wg.Done()
		_ = q.w.HandleParse(context.Background(), asynq.NewTask(jobs.TypeParse, payload))
	}()
	return nil
}

// TestNodeSDK runs api/testdata/sdk/check.mjs: the official Node SDK
// (pinned in its package-lock.json) calls every SDK method whose route Assay
// serves against the real handler on a real Redis, with real parsing, and
// every answer is also validated against api/openapi.json. The same Node
// step validates /openapi.json as OpenAPI 3.1 and the FHIR export of every
// testdata report against the FHIR R4 JSON schema. node and npm are
// required.
func TestNodeSDK(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is required for the SDK test: %v", err)
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatalf("npm is required for the SDK test: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	install := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund", "--loglevel=error")
	install.Dir = "testdata/sdk"
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("npm ci: %v\n%s", err, out)
	}

	queue := &inlineQueue{}
	e := newEnvWith(t, func(s *api.Server, js *jobs.Service, _ *jobs.Webhooks) {
		svc := &orders.Service{Store: js.Store, Environment: "sandbox", PublicURL: "http://assay.test"}
		s.Orders, s.Catalogue = svc, svc
		pool := parser.NewOCRPool(1)
		t.Cleanup(func() { pool.Close() })
		m := loinc.Default()
		queue.w = &jobs.Worker{Store: js.Store, Blobs: js.Blobs, Parser: &parser.Parser{OCR: pool, Annotator: m}, LoincVersion: m.TableVersion()}
		js.Queue = queue
		// Wearable data, pushed with the team's key (no imports: no queue).
		ws := &wearables.Service{Store: js.Store, Blobs: js.Blobs}
		s.Wearables = ws
		s.Users = wearables.ErasingUsers{UserService: s.Users, Wearables: ws}
	})
	t.Cleanup(queue.wg.Wait)
	if err := e.store.SeedCatalogue(context.Background(), e.teamA); err != nil {
		t.Fatal(err)
	}
	v := newResponseValidator(t)
	srv := httptest.NewServer(v.wrap(e.handler))
	defer srv.Close()

	var routes []string
	for _, r := range servedRoutes(t) {
		routes = append(routes, r.method+" "+normPath(r.pattern))
	}
	routesJSON, _ := json.Marshal(routes)
	fhirDir := exportCorpusBundles(t)

	sample, _ := filepath.Abs("../testdata/sample-report.pdf")
	run := exec.CommandContext(ctx, node, "check.mjs")
	run.Dir = "testdata/sdk"
	run.Env = append(os.Environ(), "ASSAY_BASE_URL="+srv.URL, "ASSAY_API_KEY="+e.keyA, "ASSAY_ROUTES="+string(routesJSON),
		"ASSAY_FHIR_DIR="+fhirDir, "ASSAY_SAMPLE_REPORT="+sample)
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("SDK script failed: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), `"ok":true`) {
		t.Fatalf("SDK script output: %s", out)
	}
	t.Logf("SDK:\n%s", strings.TrimSpace(string(out)))
	v.report()
}

// exportCorpusBundles writes the FHIR Bundle of every testdata report into
// a temporary directory.
func exportCorpusBundles(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range fhirtest.Corpus(t, "../testdata/reports") {
		out, err := json.Marshal(d.Bundle)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, d.Name+".json"), out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
