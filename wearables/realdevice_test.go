package wearables_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

// TestRealDeviceFIT imports a FIT file recorded by a real device (a Garmin
// Forerunner 255 triathlon: swim, bike and run in one file) from the FIT
// library's own test data in the module cache. It is read where the Go
// tool keeps the module and never copied into this repository: its origin
// (a Garmin forum post) carries no licence of its own.
func TestRealDeviceFIT(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/muktihari/fit").Output()
	if err != nil {
		t.Fatalf("locate the FIT module: %v", err)
	}
	file := filepath.Join(strings.TrimSpace(string(out)), "testdata", "from_garmin_forums", "triathlon_summary_last.fit")
	e := newEnv(t)
	im := e.importFile(file, "")
	if im.Status != assay.ImportCompleted || im.Workouts != 1 {
		t.Fatalf("import: %+v %v", im, im.FailureReason)
	}
	ws, err := e.svc.Workouts(context.Background(), e.team, e.user, ts(time.Unix(0, 0)), ts(time.Now()), "")
	if err != nil || len(ws) != 1 {
		t.Fatalf("workouts: %v %v", ws, err)
	}
	w := ws[0]
	st := e.stream(w.ID)
	t.Logf("%s %s %s–%s, %d points, distance %.0f m, max hr %v", w.Source.Slug, w.Sport.Slug,
		w.TimeStart.Format(time.RFC3339), w.TimeEnd.Format(time.RFC3339), len(st.Time), *w.Distance, *w.MaxHR)
	if w.Source.Slug != "garmin" || w.Sport.Slug != "triathlon" || len(st.Time) < 1000 || len(st.Heartrate) != len(st.Time) || w.Distance == nil || *w.Distance < 1000 {
		t.Errorf("workout: %+v, %d points", w, len(st.Time))
	}
}
