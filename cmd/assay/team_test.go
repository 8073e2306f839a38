package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/assayhq/assay/store/storetest"
)

// cliEnv points admin commands at a private Redis database and returns a
// function that runs `assay ARGS...` and its output.
func cliEnv(t *testing.T) func(args ...string) (string, error) {
	t.Helper()
	addr, db := storetest.Redis(t)
	t.Setenv("ASSAY_REDIS_URL", fmt.Sprintf("redis://%s/%d", addr, db))
	t.Setenv("ASSAY_STORAGE_DIR", t.TempDir())
	return func(args ...string) (string, error) {
		cmd := newRootCmd()
		var out, errOut bytes.Buffer
		cmd.SetOut(&out)
		cmd.SetErr(&errOut)
		cmd.SetArgs(args)
		err := cmd.ExecuteContext(context.Background())
		return out.String(), err
	}
}

func TestTeamCLI(t *testing.T) {
	run := cliEnv(t)
	if _, err := run("team", "create"); err == nil {
		t.Error("team create without --name succeeded")
	}
	out, err := run("team", "create", "--name", "Lab Co", "--enable-lab-report-parsing")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "team_id: ") || !strings.HasPrefix(lines[1], "api_key: sk_us_sandbox_") {
		t.Fatalf("team create printed %q", out)
	}
	team := strings.TrimPrefix(lines[0], "team_id: ")
	// A sandbox team has the catalogue README promises.
	if out, err := run("catalogue", "list", team); err != nil || !strings.Contains(out, "Heart Walk-in Panel") {
		t.Errorf("catalogue of a new sandbox team: %q %v", out, err)
	}
	t.Setenv("ASSAY_ENVIRONMENT", "production")
	t.Setenv("ASSAY_SIGNING_KEY", strings.Repeat("k", 32))
	out, err = run("team", "create", "--name", "Prod Co")
	if err != nil {
		t.Fatal(err)
	}
	prod := strings.TrimPrefix(strings.Split(out, "\n")[0], "team_id: ")
	if out, err := run("catalogue", "list", prod); err != nil || strings.Contains(out, "Heart Walk-in Panel") {
		t.Errorf("catalogue of a new production team: %q %v", out, err)
	}
	t.Setenv("ASSAY_ENVIRONMENT", "sandbox")

	if out, err := run("team", "list"); err != nil || !strings.Contains(out, team+"\tLab Co\tlab_report_parsing=true") {
		t.Errorf("team list: %q %v", out, err)
	}
	if out, err := run("team", "set-lab-report-parsing", team, "--enabled=false"); err != nil || !strings.Contains(out, "lab_report_parsing=false") {
		t.Errorf("set-lab-report-parsing: %q %v", out, err)
	}
	if out, err := run("team", "set-review-default", team); err != nil || !strings.Contains(out, "review_by_default=true") {
		t.Errorf("set-review-default: %q %v", out, err)
	}
	if out, err := run("team", "new-key", team); err != nil || !strings.HasPrefix(out, "api_key: sk_us_sandbox_") {
		t.Errorf("new-key: %q %v", out, err)
	}
	if _, err := run("team", "new-key", "00000000-0000-4000-8000-000000000000"); err == nil {
		t.Error("new-key for a missing team succeeded")
	}
}
