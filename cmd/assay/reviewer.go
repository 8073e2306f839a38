package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"text/tabwriter"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/desk"
	"github.com/spf13/cobra"
)

// accounts returns the reviewer account rules over the app's store.
func (a *App) accounts() *desk.Accounts {
	return &desk.Accounts{Store: a.Store, SessionTTL: a.Config.ReviewSessionTTL}
}

// newDesk returns the review desk over the API server's services: it reads
// jobs and submits reviews through the same job service as the API.
func (a *App) newDesk(s *api.Server) http.Handler {
	d := &desk.Desk{
		Accounts: a.accounts(), Jobs: s.Jobs, Users: s.Users, Blobs: a.Blobs, Status: api.HTTPStatus,
		SecureCookie: a.Config.ReviewCookieSecure, Logger: slog.Default(),
	}
	return d.Handler()
}

// signInLink is the URL a reviewer opens to set a password and sign in.
func signInLink(publicURL, token string) string {
	return strings.TrimRight(publicURL, "/") + desk.Prefix + "/signin/" + token
}

func newReviewerCmd() *cobra.Command {
	cmd := &cobra.Command{Use: "reviewer", Short: "Manage the review desk's reviewer accounts"}

	var teamID, email string
	create := &cobra.Command{
		Use:   "create --team ID --email E",
		Short: "Add a reviewer to a team and print a one-time sign-in link",
		Args:  cobra.NoArgs,
		RunE: withApp(func(cmd *cobra.Command, _ []string, app *App) error {
			r, tok, err := app.accounts().Create(cmd.Context(), teamID, email)
			if err != nil {
				return cliError(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "reviewer_id: %s\nsign_in_link: %s\n(works once, for %s)\n",
				r.ID, signInLink(app.Config.PublicURL, tok), desk.LinkTTL)
			return nil
		}),
	}
	create.Flags().StringVar(&teamID, "team", "", "team id (required)")
	create.Flags().StringVar(&email, "email", "", "the reviewer's email address, used to sign in (required)")
	_ = create.MarkFlagRequired("team")
	_ = create.MarkFlagRequired("email")

	var listTeam string
	list := &cobra.Command{
		Use:   "list [--team ID]",
		Short: "List reviewers",
		Args:  cobra.NoArgs,
		RunE: withApp(func(cmd *cobra.Command, _ []string, app *App) error {
			rs, err := app.Store.ListReviewers(cmd.Context(), listTeam)
			if err != nil {
				return err
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tTEAM\tEMAIL\tSTATE\tCREATED")
			for _, r := range rs {
				state := "active"
				if r.Disabled {
					state = "disabled"
				} else if !r.HasPassword {
					state = "invited"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", r.ID, r.TeamID, r.Email, state, r.CreatedAt.Format("2006-01-02"))
			}
			return tw.Flush()
		}),
	}
	list.Flags().StringVar(&listTeam, "team", "", "only this team's reviewers")

	disable := &cobra.Command{
		Use:   "disable ID|EMAIL",
		Short: "Disable a reviewer and sign them out everywhere",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			id, err := reviewerID(cmd.Context(), app, args[0])
			if err != nil {
				return err
			}
			r, err := app.accounts().Disable(cmd.Context(), id)
			if err != nil {
				return cliError(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s\t%s\tdisabled\n", r.ID, r.Email)
			return nil
		}),
	}

	link := &cobra.Command{
		Use:   "link ID|EMAIL",
		Short: "Print a new one-time sign-in link (to set a forgotten password)",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			id, err := reviewerID(cmd.Context(), app, args[0])
			if err != nil {
				return err
			}
			tok, err := app.accounts().NewLink(cmd.Context(), id)
			if err != nil {
				return cliError(err)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "sign_in_link: %s\n", signInLink(app.Config.PublicURL, tok))
			return nil
		}),
	}

	cmd.AddCommand(create, list, disable, link)
	return cmd
}

// reviewerID accepts a reviewer id or email.
func reviewerID(ctx context.Context, app *App, arg string) (string, error) {
	if !strings.Contains(arg, "@") {
		return arg, nil
	}
	r, _, err := app.Store.ReviewerByEmail(ctx, arg)
	if err != nil {
		return "", cliError(err)
	}
	return r.ID, nil
}

// cliError shows an application error by its message.
func cliError(err error) error {
	if code := assay.ErrorCode(err); code != assay.EINTERNAL {
		return fmt.Errorf("%s", assay.ErrorMessage(err))
	}
	return err
}
