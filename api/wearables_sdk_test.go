package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestNodeSDKWearables reads wearable data with the upstream Node SDK
// (api/testdata/sdk/wearables.mjs) against the real handler: after a FIT
// import, then after a pushed batch (an activity summary, steps sent twice
// with a new value, and a workout with its stream). node and npm are
// required.
func TestNodeSDKWearables(t *testing.T) {
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

	e := newWearEnv(t)
	srv := httptest.NewServer(e.handler)
	defer srv.Close()
	user := e.createUser(e.keyA, "sdk-rider")
	run := func(expect map[string]any) {
		t.Helper()
		b, _ := json.Marshal(expect)
		cmd := exec.CommandContext(ctx, node, "wearables.mjs")
		cmd.Dir = "testdata/sdk"
		cmd.Env = append(os.Environ(), "ASSAY_BASE_URL="+srv.URL, "ASSAY_API_KEY="+e.keyA, "ASSAY_USER_ID="+user, "EXPECT="+string(b))
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), `"ok":true`) {
			t.Fatalf("SDK script: %v\n%s", err, out)
		}
		t.Logf("SDK: %s", strings.TrimSpace(string(out)))
	}

	e.importFile(e.keyA, user, "../testdata/wearables/ride-garmin.fit")
	run(map[string]any{"start": "2026-11-01", "end": "2026-11-04", "activities": 0, "workouts": 1, "steps": 0,
		"streams": map[string]int{"garmin": 1800}, "sources": []string{"garmin"}})

	push := func(resource, body string) {
		t.Helper()
		if code, m := e.doJSON(e.keyA, "POST", "/v2/ingest/"+resource, `{"user_id":"`+user+`","provider":"apple_health_kit","source_type":"watch",`+body+`}`); code != 200 {
			t.Fatalf("push %s: %d %v", resource, code, m)
		}
	}
	push("activity", `"data":[{"calendar_date":"2026-11-03","steps":5400,"calories_active":410.5,"distance":4100,"timezone_offset":-28800}]`)
	steps := func(first int) string {
		return fmt.Sprintf(`"data":[{"timestamp":"2026-11-03T16:00:00Z","start":"2026-11-03T16:00:00Z","end":"2026-11-03T17:00:00Z","value":%d},`+
			`{"timestamp":"2026-11-03T17:00:00Z","start":"2026-11-03T17:00:00Z","end":"2026-11-03T18:00:00Z","value":800}]`, first)
	}
	push("steps", steps(1200))
	push("steps", steps(1350)) // the first hour again, complete now
	push("workouts", `"data":[{"provider_id":"hk-run-1","title":"Evening Run","sport":{"slug":"running"},"time_start":"2026-11-03T18:00:00Z","time_end":"2026-11-03T18:00:04Z","calories":12,
		"stream":{"time":[1793728800,1793728801,1793728802,1793728803,1793728804],"heartrate":[120,122,null,125,126],"velocity_smooth":[2.9,3.0,3.1,3.0,2.9]}}]`)
	run(map[string]any{"start": "2026-11-01", "end": "2026-11-04", "activities": 1, "workouts": 2, "steps": 2, "stepValue": 1350,
		"streams": map[string]int{"garmin": 1800, "apple_health_kit": 5}, "sources": []string{"apple_health_kit", "garmin"}})
}
