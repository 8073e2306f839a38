package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/store"
	"github.com/spf13/cobra"
	"golang.org/x/time/rate"
)

type reparseFlags struct {
	jobIDs          []string
	team, user      string
	statuses        []string
	after, before   string
	parserOlderThan string
	includeReviewed bool
	dryRun          bool
	rate            float64
	resume          string
	fresh           bool
	noWait          bool
	rollback        string
	toVersion       int
}

func newReparseCmd() *cobra.Command {
	var f reparseFlags
	cmd := &cobra.Command{
		Use:   "reparse [selection flags] | --resume RUN | --rollback JOB --to-version N",
		Short: "Re-parse finished jobs with the current parser and LOINC table, on the low-priority queue",
		Long: `Re-parse finished jobs with this build's parser and LOINC table.

Jobs whose results change get a new result version (the old ones are kept)
and a lab_report.parsing_job.updated webhook; unchanged jobs are only marked
as checked. Without --status, completed and pending_review jobs are chosen;
jobs a human reviewed are left alone unless --include-reviewed, and then new
results send them back to review. A job that failed on a resource bound
(too many pages, a page too large...) is chosen only with --job ID.

A run is identified by its selection and this build's parser and LOINC
versions: interrupted and started again with the same flags (or --resume
RUN), it goes on where it stopped and queues no job twice.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if f.rollback != "" {
				return runRollback(cmd, f.rollback, f.toVersion)
			}
			if cmd.Flags().Changed("to-version") {
				return errors.New("--to-version goes with --rollback JOB")
			}
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			return runReparse(cmd.Context(), app, &f, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	fl := cmd.Flags()
	fl.StringArrayVar(&f.jobIDs, "job", nil, "re-parse this job (repeatable)")
	fl.StringVar(&f.team, "team", "", "only jobs of this team")
	fl.StringVar(&f.user, "user", "", "only jobs of this user")
	fl.StringSliceVar(&f.statuses, "status", nil, "only jobs with this status (repeatable; default completed,pending_review)")
	fl.StringVar(&f.after, "created-after", "", "only jobs created at or after this time (RFC3339 or YYYY-MM-DD)")
	fl.StringVar(&f.before, "created-before", "", "only jobs created before this time (RFC3339 or YYYY-MM-DD)")
	fl.StringVar(&f.parserOlderThan, "parser-older-than", "", "only jobs whose results come from a parser older than VERSION")
	fl.BoolVar(&f.includeReviewed, "include-reviewed", false, "also re-parse reviewed jobs; changed results send them back to review")
	fl.BoolVar(&f.dryRun, "dry-run", false, "print the jobs that would be queued and queue nothing")
	fl.Float64Var(&f.rate, "rate", 0, "queue at most N jobs per second (0: no limit)")
	fl.StringVar(&f.resume, "resume", "", "resume the run with this id (its selection is reused)")
	fl.BoolVar(&f.fresh, "new", false, "start a new run even if this selection already ran with this parser")
	fl.BoolVar(&f.noWait, "no-wait", false, "return once the jobs are queued instead of waiting for their outcomes")
	fl.StringVar(&f.rollback, "rollback", "", "roll JOB back to an earlier result version (with --to-version)")
	fl.IntVar(&f.toVersion, "to-version", 0, "the result version --rollback restores")
	return cmd
}

// parseWhen reads an RFC3339 time or a date (midnight UTC).
func parseWhen(flag, v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	if t, err := time.Parse(time.RFC3339, v); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse(time.DateOnly, v); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("--%s %q: want RFC3339 (2026-01-31T12:00:00Z) or a date (2026-01-31)", flag, v)
}

var reparseStatuses = []string{assay.JobCompleted, assay.JobPendingReview, assay.JobFailed}

// selection turns the flags into a run's job selection.
func (f *reparseFlags) selection(loincVersion string) (*store.JobSelection, error) {
	sel := &store.JobSelection{
		JobIDs: f.jobIDs, TeamID: f.team, UserID: f.user, ParserOlderThan: f.parserOlderThan,
		IncludeReviewed: f.includeReviewed, ParserVersion: parser.Version, LoincVersion: loincVersion,
	}
	for _, s := range f.statuses {
		s = strings.TrimSpace(s)
		ok := false
		for _, allowed := range reparseStatuses {
			ok = ok || s == allowed
		}
		if !ok {
			return nil, fmt.Errorf("--status %q: want one of %s (jobs still being parsed are never re-parsed)", s, strings.Join(reparseStatuses, ", "))
		}
		if !slices.Contains(sel.Statuses, s) {
			sel.Statuses = append(sel.Statuses, s)
		}
	}
	var err error
	if sel.CreatedAfter, err = parseWhen("created-after", f.after); err != nil {
		return nil, err
	}
	if sel.CreatedBefore, err = parseWhen("created-before", f.before); err != nil {
		return nil, err
	}
	if f.fresh {
		sel.Fresh = time.Now().UTC().Format(time.RFC3339Nano)
	}
	return sel, nil
}

// runID names a run by its selection, so that the same command resumes it.
func runID(sel *store.JobSelection) string {
	b, _ := json.Marshal(sel)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// waiter paces the queueing; *rate.Limiter is one.
type waiter interface {
	Wait(ctx context.Context) error
}

func runReparse(ctx context.Context, app *App, f *reparseFlags, out, errOut io.Writer) error {
	var sel *store.JobSelection
	id := f.resume
	if id != "" {
		run, err := app.Store.FindRun(ctx, id)
		if err != nil {
			return err
		}
		if run.Selection.ParserVersion != parser.Version || run.Selection.LoincVersion != loinc.Default().TableVersion() {
			return fmt.Errorf("run %s re-parses with parser %s and LOINC %s; this build has %s and %s",
				id, run.Selection.ParserVersion, run.Selection.LoincVersion, parser.Version, loinc.Default().TableVersion())
		}
		sel = &run.Selection
	} else {
		var err error
		if sel, err = f.selection(loinc.Default().TableVersion()); err != nil {
			return err
		}
		id = runID(sel)
	}
	if f.rate < 0 {
		return errors.New("--rate must be at least 0")
	}

	// The selection is read in full first, so that the progress has a total.
	var ids []string
	if err := app.Store.SelectJobs(ctx, sel, func(j *assay.ParsingJob) error {
		ids = append(ids, j.ID)
		if f.dryRun {
			reviewed := ""
			if j.IsReviewed {
				reviewed = "\treviewed"
			}
			fmt.Fprintf(out, "%s\tteam=%s\tstatus=%s\tparser=%s\tcreated=%s%s\n", j.ID, j.TeamID, j.Status,
				orDash(j.ParserVersion), j.CreatedAt.Format(time.RFC3339), reviewed)
		}
		return nil
	}); err != nil {
		return err
	}
	if f.dryRun {
		fmt.Fprintf(out, "dry run: %d jobs would be queued in run %s (parser %s, LOINC %s); nothing was queued\n",
			len(ids), id, sel.ParserVersion, sel.LoincVersion)
		return nil
	}

	run, created, err := app.Store.StartRun(ctx, id, sel)
	if err != nil {
		return err
	}
	verb := "resuming"
	if created {
		verb = "starting"
	}
	fmt.Fprintf(out, "%s re-parse run %s: %d jobs selected (parser %s, LOINC %s)\n", verb, run.ID, len(ids), sel.ParserVersion, sel.LoincVersion)

	var limit waiter
	if f.rate > 0 {
		limit = rate.NewLimiter(rate.Limit(f.rate), 1)
	}
	prog := newProgress(errOut, len(ids))
	queued, err := queueRun(ctx, app.Store, app.Queue, run, ids, limit, func() { prog.show(ctx, app.Store, run.ID, false) })
	if err != nil {
		prog.show(context.WithoutCancel(ctx), app.Store, run.ID, true)
		if ctx.Err() != nil {
			return fmt.Errorf("interrupted after queueing %d jobs; run the same command or `assay reparse --resume %s` to go on", queued, run.ID)
		}
		return err
	}
	if f.noWait {
		prog.show(ctx, app.Store, run.ID, true)
		fmt.Fprintf(out, "queued %d new jobs in run %s; not waiting for outcomes\n", queued, run.ID)
		return nil
	}
	p, err := waitRun(ctx, app.Store, run.ID, 500*time.Millisecond, func() { prog.show(ctx, app.Store, run.ID, false) })
	prog.show(context.WithoutCancel(ctx), app.Store, run.ID, true)
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("stopped waiting; queued jobs still run. `assay reparse --resume %s` shows the outcome", run.ID)
		}
		return err
	}
	fmt.Fprintf(out, "run %s: %d queued, %d changed, %d unchanged, %d skipped, %d failed\n",
		run.ID, p.Queued, p.Changed, p.Unchanged, p.Skipped, p.Failed)
	return nil
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// queueRun queues the re-parse of every job of ids that the run has not
// queued yet, paced by limit (nil: no limit), and returns how many it
// queued. A job is queued (task id reparse:<run>:<job>) before the run
// records it, so an interruption between the two leaves at most a task
// whose id makes the next enqueue a no-op: no job is ever queued twice.
func queueRun(ctx context.Context, st *store.Store, q *jobs.Client, run *store.ReparseRun, ids []string, limit waiter, tick func()) (int, error) {
	queued := 0
	last := time.Now()
	for _, jobID := range ids {
		if err := ctx.Err(); err != nil {
			return queued, err
		}
		done, err := st.RunHasJob(ctx, run.ID, jobID)
		if err != nil {
			return queued, err
		} else if done {
			continue
		}
		if limit != nil {
			if err := limit.Wait(ctx); err != nil {
				return queued, err
			}
		}
		if _, err := q.EnqueueReparse(ctx, jobs.ReparsePayload{RunID: run.ID, JobID: jobID, IncludeReviewed: run.Selection.IncludeReviewed}); err != nil {
			return queued, fmt.Errorf("queue job %s: %w", jobID, err)
		}
		if _, err := st.MarkQueued(ctx, run.ID, jobID); err != nil {
			return queued, err
		}
		queued++
		if tick != nil && time.Since(last) > 200*time.Millisecond {
			tick()
			last = time.Now()
		}
	}
	return queued, nil
}

// waitRun polls the run until every queued job has an outcome.
func waitRun(ctx context.Context, st *store.Store, runID string, every time.Duration, tick func()) (store.RunProgress, error) {
	for {
		p, err := st.RunProgress(ctx, runID)
		if err != nil {
			return p, err
		}
		if p.Done() >= p.Queued {
			return p, nil
		}
		if tick != nil {
			tick()
		}
		select {
		case <-ctx.Done():
			return p, ctx.Err()
		case <-time.After(every):
		}
	}
}

// progress draws the run's counters on one line: redrawn in place on a
// terminal, one line every few seconds otherwise.
type progress struct {
	w         io.Writer
	tty       bool
	total     int
	start     time.Time
	startDone int
	started   bool
	lastLine  time.Time
}

func newProgress(w io.Writer, total int) *progress {
	tty := false
	if f, ok := w.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			tty = true
		}
	}
	return &progress{w: w, tty: tty, total: total, start: time.Now()}
}

func (p *progress) show(ctx context.Context, st *store.Store, runID string, final bool) {
	c, err := st.RunProgress(ctx, runID)
	if err != nil {
		return
	}
	if !p.started {
		p.started, p.startDone = true, c.Done()
	}
	if !p.tty && !final && time.Since(p.lastLine) < 5*time.Second {
		return
	}
	p.lastLine = time.Now()
	line := fmt.Sprintf("queued %d/%d  done %d  changed %d  unchanged %d  skipped %d  failed %d  ETA %s",
		c.Queued, p.total, c.Done(), c.Changed, c.Unchanged, c.Skipped, c.Failed, p.eta(c))
	switch {
	case p.tty && final:
		fmt.Fprintf(p.w, "\r\033[K%s\n", line)
	case p.tty:
		fmt.Fprintf(p.w, "\r\033[K%s", line)
	default:
		fmt.Fprintln(p.w, line)
	}
}

// eta extrapolates from the jobs finished since this process started.
func (p *progress) eta(c store.RunProgress) string {
	left := p.total - c.Done()
	if left <= 0 {
		return "0s"
	}
	finished := c.Done() - p.startDone
	elapsed := time.Since(p.start)
	if finished <= 0 || elapsed <= 0 {
		return "-"
	}
	return (time.Duration(float64(elapsed) / float64(finished) * float64(left))).Round(time.Second).String()
}

// runRollback makes an earlier result version of a job current again and
// tells the team its results changed.
func runRollback(cmd *cobra.Command, jobID string, to int) error {
	if to < 1 {
		return errors.New("--rollback needs --to-version N (N >= 1; see GET /lab_report/v1/parser/job/{job_id}/versions)")
	}
	app, err := openAdminApp(cmd)
	if err != nil {
		return err
	}
	defer app.Close()
	ctx := cmd.Context()
	job, v, err := app.Store.RollbackJob(ctx, jobID, to)
	if err != nil {
		return err
	}
	cfg := app.Config
	hooks := jobs.NewWebhooks(app.Store, app.Queue, cfg.WebhookTimeout, cfg.WebhookRetrySchedule, cfg.WebhookLogRetention)
	hooks.MaxBytes = cfg.WebhookMaxBytes
	if err := jobs.Announce(ctx, hooks, slog.Default(), assay.EventParsingJobUpdated, job); err != nil {
		return fmt.Errorf("rolled back, but the webhook was not published: %w", err)
	}
	fmt.Fprintf(cmd.OutOrStdout(), "job %s: version %d restored as version %d (status %s, parser %s)\n",
		job.ID, to, v.Version, job.Status, orDash(job.ParserVersion))
	return nil
}
