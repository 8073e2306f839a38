package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/localredis"
	"github.com/spf13/cobra"
)

// devDir holds everything `assay dev` keeps between runs.
const devDir = ".assay"

func newDevCmd() *cobra.Command {
	var sample string
	cmd := &cobra.Command{
		Use:   "dev",
		Short: "Run a complete local service: Redis (with AOF), local storage, a dev team, the API and workers",
		Long: "Run everything a developer needs from the repository root. Unless ASSAY_REDIS_URL is set, a private\n" +
			"redis-server is started with persistence under .assay/redis. Files go to .assay/blobs. A dev team\n" +
			"with lab report parsing is created once and reused; its key, the Redis URL and the storage settings are\n" +
			"written to .assay/dev.env, which admin commands run from the repository read.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			// The dev service is plain http: the desk's cookie cannot be Secure.
			for env, def := range map[string]string{"ASSAY_LOG_FORMAT": "text", "ASSAY_STORAGE_DIR": filepath.Join(devDir, "blobs"),
				"ASSAY_REVIEW_COOKIE_SECURE": "false"} {
				if os.Getenv(env) == "" {
					os.Setenv(env, def)
				}
			}
			// A URL sourced from an earlier run's dev.env names that run's
			// private server, which is gone: start a new one.
			if u := os.Getenv("ASSAY_REDIS_URL"); u != "" && u == readEnvFile(devEnvFile)["ASSAY_REDIS_URL"] {
				os.Unsetenv("ASSAY_REDIS_URL")
			}
			if os.Getenv("ASSAY_REDIS_URL") == "" {
				srv, err := localredis.Start(ctx, localredis.Options{Dir: filepath.Join(devDir, "redis"), AppendOnly: true})
				if err != nil {
					return fmt.Errorf("start redis-server: %w", err)
				}
				defer srv.Stop()
				os.Setenv("ASSAY_REDIS_URL", "redis://"+srv.Addr()+"/0")
			}
			cfg, err := loadConfig()
			if err != nil {
				return err
			}
			setupLogging(cfg)
			app, err := openApp(ctx, cfg)
			if err != nil {
				return err
			}
			defer app.Close()
			creds, err := ensureDevTeam(ctx, app.Store, devEnvFile, cfg.PublicURL)
			if err != nil {
				return err
			}
			if creds.ReviewLink, err = devReviewerLink(ctx, app, creds.TeamID); err != nil {
				return err
			}
			return app.Run(ctx, func(string) { printWelcome(cmd.OutOrStdout(), creds, sample) })
		},
	}
	cmd.Flags().StringVar(&sample, "sample", "testdata/sample-report.pdf", "sample report the printed curl uploads")
	return cmd
}

type devCreds struct {
	URL, TeamID, APIKey, UserID string
	ReviewLink                  string // one-time sign-in link of the dev reviewer
}

// devReviewerEmail is the email of the dev team's reviewer (emails are
// unique across teams, and the dev team may be recreated).
func devReviewerEmail(teamID string) string { return "reviewer-" + teamID[:8] + "@dev.assay.local" }

// devReviewerLink makes sure the dev team has a reviewer and returns a fresh
// one-time sign-in link for it (each run prints a new one).
func devReviewerLink(ctx context.Context, app *App, teamID string) (string, error) {
	acc := app.accounts()
	email := devReviewerEmail(teamID)
	r, _, err := app.Store.ReviewerByEmail(ctx, email)
	var tok string
	switch {
	case assay.ErrorCode(err) == assay.ENOTFOUND:
		_, tok, err = acc.Create(ctx, teamID, email)
	case err != nil:
	case r.Disabled:
		return "(the dev reviewer " + email + " is disabled)", nil
	default:
		tok, err = acc.NewLink(ctx, r.ID)
	}
	if err != nil {
		return "", fmt.Errorf("dev reviewer: %w", err)
	}
	return signInLink(app.Config.PublicURL, tok), nil
}

// ensureDevTeam reuses the dev team and key recorded in envPath when they
// still work, and creates what is missing. It rewrites envPath.
func ensureDevTeam(ctx context.Context, st *store.Store, envPath, url string) (*devCreds, error) {
	old := readEnvFile(envPath)
	c := &devCreds{URL: url, TeamID: old["ASSAY_TEAM_ID"], APIKey: old["ASSAY_API_KEY"], UserID: old["ASSAY_USER_ID"]}

	if t, err := st.Authenticate(ctx, c.APIKey); err == nil && t.ID == c.TeamID {
		// Key and team are still good.
	} else if _, err := st.FindTeam(ctx, c.TeamID); c.TeamID != "" && err == nil {
		if c.APIKey, err = st.CreateAPIKey(ctx, c.TeamID); err != nil {
			return nil, err
		}
	} else {
		t, key, err := st.CreateTeam(ctx, "Dev team", true)
		if err != nil {
			return nil, err
		}
		c.TeamID, c.APIKey, c.UserID = t.ID, key, ""
	}
	if _, err := st.UpdateTeam(ctx, c.TeamID, func(t *assay.Team) error { t.LabReportParsingEnabled = true; return nil }); err != nil {
		return nil, err
	}
	if err := st.SeedCatalogue(ctx, c.TeamID); err != nil {
		return nil, fmt.Errorf("seed the lab-test catalogue: %w", err)
	}
	if _, err := st.FindUser(ctx, c.TeamID, c.UserID); c.UserID == "" || err != nil {
		u, err := st.CreateUser(ctx, c.TeamID, store.UserCreate{ClientUserID: "dev-user"})
		if conflict, ok := err.(*store.ConflictError); ok {
			u, err = conflict.User, nil
		}
		if err != nil {
			return nil, err
		}
		c.UserID = u.UserID
	}
	if err := os.MkdirAll(filepath.Dir(envPath), 0o700); err != nil {
		return nil, err
	}
	// The Redis and storage settings let admin commands run from the
	// repository reach this service (adminEnv).
	body := fmt.Sprintf("ASSAY_URL=%s\nASSAY_API_KEY=%s\nASSAY_TEAM_ID=%s\nASSAY_USER_ID=%s\n", c.URL, c.APIKey, c.TeamID, c.UserID) + devServiceEnv()
	if err := os.WriteFile(envPath, []byte(body), 0o600); err != nil {
		return nil, err
	}
	return c, nil
}

func readEnvFile(path string) map[string]string {
	out := map[string]string{}
	f, err := os.Open(path)
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), "="); ok {
			out[k] = v
		}
	}
	return out
}

func printWelcome(w io.Writer, c *devCreds, sample string) {
	if abs, err := filepath.Abs(sample); err == nil {
		sample = abs
	}
	post := fmt.Sprintf("curl -s -X POST %s/lab_report/v1/parser/job -H 'x-service-api-key: %s' -F user_id=%s -F file=@%s",
		c.URL, c.APIKey, c.UserID, sample)
	fmt.Fprintf(w, `
Assay is running at %[1]s
  team:     %[2]s
  API key:  %[3]s
  user:     %[4]s  (client_user_id dev-user)
  (also written to .assay/dev.env)

Review desk: %[6]s
  (one-time sign-in link of the dev reviewer %[7]s: choose a password, then review
   jobs uploaded with -F needs_human_review=true)

Parse the bundled sample report (upload, wait, fetch the result):

JOB_ID=$(%[5]s | sed -E 's/.*"id":"([^"]+)".*/\1/') && sleep 3 && curl -s %[1]s/lab_report/v1/parser/job/$JOB_ID -H 'x-service-api-key: %[3]s'

Import the bundled FIT ride (a Garmin workout), then read its per-second stream:

curl -s -X POST %[1]s/v2/user/%[4]s/import -H 'x-service-api-key: %[3]s' -F file=@%[8]s && sleep 2 && WORKOUT_ID=$(curl -s '%[1]s/v2/summary/workouts/%[4]s?start_date=2026-11-01&end_date=2026-11-03' -H 'x-service-api-key: %[3]s' | sed -E 's/.*"workouts":\[\{"id":"([^"]+)".*/\1/') && curl -s %[1]s/v2/timeseries/workouts/$WORKOUT_ID/stream -H 'x-service-api-key: %[3]s' | head -c 300; echo

Press Ctrl-C to stop.
`, c.URL, c.TeamID, c.APIKey, c.UserID, post, c.ReviewLink, devReviewerEmail(c.TeamID),
		filepath.Join(filepath.Dir(sample), "wearables", "ride-garmin.fit"))
}
