package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/assayhq/assay/store/storetest"
)

// runCLIStderr runs `assay ARGS...` in-process and returns stdout and stderr.
func runCLIStderr(ctx context.Context, args ...string) (string, string, error) {
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs(args)
	err := cmd.ExecuteContext(ctx)
	return out.String(), errOut.String(), err
}

// repoWithDevEnv makes a repository whose .assay/dev.env points at a
// private Redis, and runs the test from a directory inside it with no
// ASSAY_REDIS_URL in the environment.
func repoWithDevEnv(t *testing.T) (redisURL string) {
	addr, db := storetest.Redis(t)
	redisURL = fmt.Sprintf("redis://:s3cret@%s/%d", addr, db)
	repo := t.TempDir()
	os.WriteFile(filepath.Join(repo, "go.mod"), []byte("module x\n"), 0o600)
	os.MkdirAll(filepath.Join(repo, ".assay"), 0o700)
	os.MkdirAll(filepath.Join(repo, "cmd", "assay"), 0o700)
	env := "ASSAY_URL=http://localhost:8080\nASSAY_API_KEY=sk_x\nASSAY_REDIS_URL=" + redisURL + "\nASSAY_STORAGE_DIR=" + filepath.Join(repo, ".assay", "blobs") + "\n"
	os.WriteFile(filepath.Join(repo, ".assay", "dev.env"), []byte(env), 0o600)
	t.Setenv("ASSAY_REDIS_URL", "")
	t.Setenv("ASSAY_STORAGE_DIR", "")
	t.Chdir(filepath.Join(repo, "cmd", "assay"))
	return redisURL
}

// Admin commands run from the repository reach the dev service's Redis, not
// the default one, and say so.
func TestAdminCommandsUseDevEnv(t *testing.T) {
	ctx := context.Background()
	redisURL := repoWithDevEnv(t)
	// storetest's Redis has no password; the dev.env URL carries one only in
	// the config test below.
	plain := strings.Replace(redisURL, ":s3cret@", "", 1)
	os.WriteFile(".."+"/../.assay/dev.env", []byte("ASSAY_REDIS_URL="+plain+"\n"), 0o600)

	out, errOut, err := runCLIStderr(ctx, "team", "create", "--name", "Dev-env team")
	if err != nil {
		t.Fatalf("team create: %v (stderr %q)", err, errOut)
	}
	if !strings.Contains(errOut, filepath.Join(".assay", "dev.env")) || !strings.Contains(errOut, "ASSAY_REDIS_URL") {
		t.Errorf("stderr does not name dev.env: %q", errOut)
	}
	team := strings.TrimPrefix(strings.Split(out, "\n")[0], "team_id: ")
	// The team is in the dev Redis: listing it through the same URL finds it.
	t.Setenv("ASSAY_REDIS_URL", plain)
	if out, _, err := runCLIStderr(ctx, "team", "list"); err != nil || !strings.Contains(out, team) {
		t.Errorf("team list on the dev Redis: %q %v", out, err)
	}
	// The environment wins over the file, and then nothing is said.
	if _, errOut, err := runCLIStderr(ctx, "team", "list"); err != nil || strings.Contains(errOut, "dev.env") {
		t.Errorf("with ASSAY_REDIS_URL set: stderr %q %v", errOut, err)
	}
}

// `assay config` prints the values in effect, where each comes from, and
// masks secrets.
func TestConfigPrintsValuesInEffect(t *testing.T) {
	ctx := context.Background()
	repoWithDevEnv(t)
	t.Setenv("ASSAY_SIGNING_KEY", strings.Repeat("x", 40))
	t.Setenv("ASSAY_WORKER_CONCURRENCY", "3")
	out, errOut, err := runCLIStderr(ctx, "config")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"ASSAY_REDIS_URL=redis://:xxxxx@", "# .assay/dev.env",
		"ASSAY_SIGNING_KEY=****\t# environment",
		"ASSAY_WORKER_CONCURRENCY=3\t# environment",
		"ASSAY_LOG_LEVEL=info\t# default",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("config output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "s3cret") || strings.Contains(out, strings.Repeat("x", 40)) {
		t.Errorf("config printed a secret:\n%s", out)
	}
	if !strings.Contains(errOut, "dev.env") {
		t.Errorf("stderr: %q", errOut)
	}
	if out, _, _ := runCLIStderr(ctx, "config", "--table"); !strings.HasPrefix(out, "| Variable | Default | Meaning |") {
		t.Errorf("config --table: %q", out)
	}
}

// A dev.env with the Redis of a stopped dev service fails loudly and says
// where the URL came from, instead of falling back to a default Redis.
func TestStaleDevEnvFailsLoudly(t *testing.T) {
	ctx := context.Background()
	repoWithDevEnv(t)
	os.WriteFile("../../.assay/dev.env", []byte("ASSAY_REDIS_URL=redis://127.0.0.1:1/0\n"), 0o600)
	_, _, err := runCLIStderr(ctx, "team", "list")
	if err == nil || !strings.Contains(err.Error(), "make run") || !strings.Contains(err.Error(), "127.0.0.1:1") {
		t.Errorf("team list with a stale dev.env: %v", err)
	}
}
