package store_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
)

func report(value string) *assay.ParsedLabReport {
	return &assay.ParsedLabReport{Metadata: assay.ResultMetadata{Gender: "other"},
		Results: []assay.LabReportResult{{TestName: "Glucose", Value: value}}}
}

// commit records a result as the parse or re-parse would.
func commit(t *testing.T, s *store.Store, jobID, source, parserVersion, value string, status string) *assay.ResultVersion {
	t.Helper()
	_, v, err := s.CommitResult(context.Background(), jobID, source, func(j *assay.ParsingJob, _ *assay.ResultVersion) (bool, error) {
		j.Data, j.ParserVersion, j.LoincVersion, j.Status = report(value), parserVersion, "2.80", status
		j.NeedsHumanReview = status == assay.JobPendingReview
		return true, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestResultVersionsAppendRollbackAndScope(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	job := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobStarted, TeamID: "team-a", UserID: "u"}
	if err := s.CreateJob(ctx, job); err != nil {
		t.Fatal(err)
	}
	if v := commit(t, s, job.ID, assay.SourceParse, "1.0", "90", assay.JobCompleted); v.Version != 1 {
		t.Fatalf("first parse is version %d", v.Version)
	}
	if v := commit(t, s, job.ID, assay.SourceReparse, "1.1", "95", assay.JobPendingReview); v.Version != 2 {
		t.Fatalf("re-parse is version %d", v.Version)
	}
	// The re-parse put the job in the review queue; the rollback takes it out.
	got, _ := s.GetJob(ctx, job.ID)
	if err := s.QueueForReview(ctx, got); err != nil {
		t.Fatal(err)
	}

	j, v, err := s.RollbackJob(ctx, job.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if v.Version != 3 || v.Source != assay.SourceRollback || v.RestoredVersion == nil || *v.RestoredVersion != 1 {
		t.Errorf("rollback version %+v", v)
	}
	if j.ResultVersion != 3 || j.Data.Results[0].Value != "90" || j.ParserVersion != "1.0" || j.Status != assay.JobCompleted || j.NeedsHumanReview {
		t.Errorf("rolled-back job: version %d value %s parser %s status %s review %v",
			j.ResultVersion, j.Data.Results[0].Value, j.ParserVersion, j.Status, j.NeedsHumanReview)
	}
	if _, n, _ := s.ListPendingReview(ctx, "team-a", "", 0, 10); n != 0 {
		t.Errorf("%d jobs still in review after rolling back to a completed version", n)
	}

	_, vs, err := s.JobVersions(ctx, "team-a", job.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		source, parser, value string
	}{{assay.SourceParse, "1.0", "90"}, {assay.SourceReparse, "1.1", "95"}, {assay.SourceRollback, "1.0", "90"}}
	if len(vs) != len(want) {
		t.Fatalf("%d versions, want %d", len(vs), len(want))
	}
	for i, w := range want {
		if vs[i].Version != i+1 || vs[i].Source != w.source || vs[i].ParserVersion != w.parser || vs[i].LoincVersion != "2.80" ||
			vs[i].Data.Results[0].Value != w.value || vs[i].CreatedAt.IsZero() {
			t.Errorf("version %d = %+v, want %+v", i+1, vs[i], w)
		}
	}

	for _, tc := range []struct {
		to   int
		code string
	}{{3, assay.ECONFLICT}, {0, assay.ENOTFOUND}, {4, assay.ENOTFOUND}} {
		if _, _, err := s.RollbackJob(ctx, job.ID, tc.to); assay.ErrorCode(err) != tc.code {
			t.Errorf("rollback to %d: %v, want %s", tc.to, err, tc.code)
		}
	}
	if _, _, err := s.JobVersions(ctx, "team-b", job.ID); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("another team read the versions: %v", err)
	}
}

func TestVersionsBackfillLegacyJobAndRecordReviews(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	// A job parsed before versions existed: results but no history.
	job := &assay.ParsingJob{ID: uuid.NewString(), Status: assay.JobPendingReview, NeedsHumanReview: true,
		TeamID: "team-a", UserID: "u", Data: report("7.1"), ParserVersion: "0.9"}
	if err := s.CreateJob(ctx, job); err != nil {
		t.Fatal(err)
	}
	reviewed, _, err := s.ReviewJob(ctx, "team-a", job.ID, func(j *assay.ParsingJob) (*assay.Review, error) {
		j.Data = report("7.2")
		return &assay.Review{Reviewer: "dr"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	_, vs, err := s.JobVersions(ctx, "team-a", job.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 2 || reviewed.ResultVersion != 2 {
		t.Fatalf("%d versions, current %d; want the machine output then the review", len(vs), reviewed.ResultVersion)
	}
	if vs[0].Source != assay.SourceParse || vs[0].ParserVersion != "0.9" || vs[0].Data.Results[0].Value != "7.1" || vs[0].IsReviewed {
		t.Errorf("backfilled version %+v", vs[0])
	}
	if vs[1].Source != assay.SourceReview || vs[1].ReviewID == "" || !vs[1].IsReviewed || vs[1].Data.Results[0].Value != "7.2" {
		t.Errorf("review version %+v", vs[1])
	}
	machine, err := s.MachineResult(ctx, job.ID)
	if err != nil || machine == nil || machine.Results[0].Value != "7.1" {
		t.Errorf("machine result %+v, %v", machine, err)
	}
}

func TestOlderVersion(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"2026.9.2", "2026.11.1", true},
		{"2026.11.1", "2026.9.2", false},
		{"2026.11.1", "2026.11.1", false},
		{"2026.11", "2026.11.1", true},
		{"", "2026.11.1", true},
		{"2026.11.1", "", false},
		{"1.0-beta", "1.0-rc", true},
	} {
		if got := store.OlderVersion(tc.a, tc.b); got != tc.want {
			t.Errorf("OlderVersion(%q, %q) = %v", tc.a, tc.b, got)
		}
	}
}

func TestSelectJobs(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	type spec struct {
		team, user, status, parser, checked string
		reviewed                            bool
	}
	specs := []spec{
		{"t1", "u1", assay.JobCompleted, "2026.9.1", "", false},
		{"t1", "u2", assay.JobPendingReview, "2026.9.1", "", false},
		{"t1", "u1", assay.JobFailed, "2026.9.1", "", false},
		{"t1", "u1", assay.JobStarted, "", "", false},
		{"t2", "u3", assay.JobCompleted, "2026.11.1", "", false},
		{"t2", "u3", assay.JobCompleted, "2026.9.1", "", true},
		{"t2", "u3", assay.JobCompleted, "2026.9.1", "2026.11.1", false},
	}
	teams := map[string]string{}
	for _, name := range []string{"t1", "t2"} {
		team, _, err := s.CreateTeam(ctx, name, true)
		if err != nil {
			t.Fatal(err)
		}
		teams[name] = team.ID
	}
	ids := make([]string, len(specs))
	for i, sp := range specs {
		s.Now = func() time.Time { return base.Add(time.Duration(i) * 24 * time.Hour) }
		j := &assay.ParsingJob{ID: uuid.NewString(), TeamID: teams[sp.team], UserID: sp.user, Status: sp.status,
			ParserVersion: sp.parser, CheckedParserVersion: sp.checked, IsReviewed: sp.reviewed}
		if err := s.CreateJob(ctx, j); err != nil {
			t.Fatal(err)
		}
		ids[i] = j.ID
	}
	for _, tc := range []struct {
		name string
		sel  store.JobSelection
		want []int
	}{
		{"default statuses, not reviewed", store.JobSelection{}, []int{0, 1, 4, 6}},
		{"team", store.JobSelection{TeamID: teams["t1"]}, []int{0, 1}},
		{"user", store.JobSelection{UserID: "u1"}, []int{0}},
		{"failed on request", store.JobSelection{Statuses: []string{assay.JobFailed}}, []int{2}},
		{"created range", store.JobSelection{CreatedAfter: base.Add(24 * time.Hour), CreatedBefore: base.Add(4 * 24 * time.Hour)}, []int{1}},
		{"parser older, checked counts", store.JobSelection{ParserOlderThan: "2026.11.1"}, []int{0, 1}},
		{"include reviewed", store.JobSelection{TeamID: teams["t2"], IncludeReviewed: true}, []int{4, 5, 6}},
		{"job ids keep their order and filters", store.JobSelection{JobIDs: []string{ids[4], ids[3], ids[0]}}, []int{4, 0}},
	} {
		var got []string
		if err := s.SelectJobs(ctx, &tc.sel, func(j *assay.ParsingJob) error { got = append(got, j.ID); return nil }); err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, i := range tc.want {
			want = append(want, ids[i])
		}
		if len(got) != len(want) {
			t.Errorf("%s: got %d jobs, want %v", tc.name, len(got), tc.want)
			continue
		}
		seen := map[string]bool{}
		for _, id := range got {
			seen[id] = true
		}
		for _, id := range want {
			if !seen[id] {
				t.Errorf("%s: job %d missing", tc.name, slices.Index(ids, id))
			}
		}
	}
}

func TestRunCountsEachJobOnce(t *testing.T) {
	ctx := context.Background()
	s := newStore(t)
	sel := &store.JobSelection{TeamID: "t1", ParserVersion: "2026.11.1"}
	run, created, err := s.StartRun(ctx, "r1", sel)
	if err != nil || !created {
		t.Fatalf("StartRun = %v, %v", created, err)
	}
	if _, created, err := s.StartRun(ctx, "r1", sel); err != nil || created {
		t.Fatalf("resume: created %v, %v", created, err)
	}
	if _, _, err := s.StartRun(ctx, "r1", &store.JobSelection{TeamID: "t2"}); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("resume with another selection: %v", err)
	}
	for _, id := range []string{"a", "b", "c"} {
		if ok, err := s.MarkQueued(ctx, run.ID, id); !ok || err != nil {
			t.Fatalf("MarkQueued(%s) = %v, %v", id, ok, err)
		}
	}
	if ok, _ := s.MarkQueued(ctx, run.ID, "a"); ok {
		t.Error("a job was marked queued twice")
	}
	s.FinishRunJob(ctx, run.ID, "a", store.ReparseChanged)
	s.FinishRunJob(ctx, run.ID, "a", store.ReparseUnchanged) // a re-delivered task
	s.FinishRunJob(ctx, run.ID, "b", store.ReparseFailed)
	// A task that ran before the CLI recorded its job still counts once.
	s.FinishRunJob(ctx, run.ID, "d", store.ReparseSkipped)
	if ok, _ := s.MarkQueued(ctx, run.ID, "d"); ok {
		t.Error("a finished job was marked queued")
	}
	p, err := s.RunProgress(ctx, run.ID)
	if err != nil {
		t.Fatal(err)
	}
	if want := (store.RunProgress{Queued: 4, Changed: 1, Failed: 1, Skipped: 1}); p != want {
		t.Errorf("progress %+v, want %+v", p, want)
	}
	if st, _ := s.RunJobState(ctx, run.ID, "a"); st != store.ReparseChanged {
		t.Errorf("job a is %q", st)
	}
}
