package api_test

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestNodeSDK runs the upstream Node SDK (api/testdata/sdk, pinned in its
// package-lock.json) against the real handler on a real Redis: it lists lab
// tests, creates a testkit order and reads it back, and the SDK's own
// response validation must accept every answer. node and npm are required.
func TestNodeSDK(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatalf("node is required for the SDK test: %v", err)
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Fatalf("npm is required for the SDK test: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	install := exec.CommandContext(ctx, npm, "ci", "--no-audit", "--no-fund", "--loglevel=error")
	install.Dir = "testdata/sdk"
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("npm ci: %v\n%s", err, out)
	}

	e := newOrderEnv(t, time.Now())
	srv := httptest.NewServer(e.handler)
	defer srv.Close()
	user := e.createUser(e.keyA, "sdk-user")

	run := exec.CommandContext(ctx, node, "check.mjs")
	run.Dir = "testdata/sdk"
	run.Env = append(os.Environ(), "ASSAY_BASE_URL="+srv.URL, "ASSAY_API_KEY="+e.keyA, "ASSAY_USER_ID="+user)
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("SDK script failed: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), `"ok":true`) {
		t.Fatalf("SDK script output: %s", out)
	}
	t.Logf("SDK: %s", strings.TrimSpace(string(out)))
}
