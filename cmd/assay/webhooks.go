package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/spf13/cobra"
)

func newWebhookCmd() *cobra.Command {
	cmd := &cobra.Command{Use: "webhook", Short: "Manage a team's webhook endpoints"}
	var teamID string
	cmd.PersistentFlags().StringVar(&teamID, "team", "", "team id (required)")
	_ = cmd.MarkPersistentFlagRequired("team")

	list := &cobra.Command{
		Use:   "list --team TEAM_ID",
		Short: "List the team's endpoints",
		Args:  cobra.NoArgs,
		RunE: withApp(func(cmd *cobra.Command, _ []string, app *App) error {
			eps, err := app.Store.ListEndpoints(cmd.Context(), teamID)
			if err != nil {
				return err
			}
			for _, ep := range eps {
				printEndpoint(cmd.OutOrStdout(), ep)
			}
			return nil
		}),
	}

	var (
		url, description string
		eventTypes       []string
	)
	create := &cobra.Command{
		Use:   "create --team TEAM_ID --url URL [--event-type TYPE]...",
		Short: "Add an endpoint and print its id and signing secret",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !strings.HasPrefix(url, "https://") && !strings.HasPrefix(url, "http://") {
				return fmt.Errorf("--url must be an http or https URL")
			}
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			if _, err := app.Store.FindTeam(cmd.Context(), teamID); err != nil {
				return fmt.Errorf("team %s: %w", teamID, err)
			}
			// The API's service, so the CLI accepts exactly what the API accepts.
			svc := &jobs.Webhooks{Store: app.Store}
			in := assay.WebhookEndpointInput{URL: &url, Description: &description}
			if len(eventTypes) > 0 {
				in.FilterTypes = &eventTypes
			}
			ep, secret, err := svc.CreateEndpoint(cmd.Context(), teamID, in)
			if err != nil {
				return err
			}
			printEndpoint(cmd.OutOrStdout(), ep)
			fmt.Fprintf(cmd.OutOrStdout(), "secret: %s\n", secret)
			return nil
		},
	}
	create.Flags().StringVar(&url, "url", "", "receiver URL (required)")
	create.Flags().StringVar(&description, "description", "", "what the endpoint is for")
	create.Flags().StringArrayVar(&eventTypes, "event-type", nil, "only send this event type (repeatable; default: all)")
	_ = create.MarkFlagRequired("url")

	setDisabled := func(use, short string, disabled bool) *cobra.Command {
		return &cobra.Command{
			Use:   use + " --team TEAM_ID ENDPOINT_ID",
			Short: short,
			Args:  cobra.ExactArgs(1),
			RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
				ep, err := app.Store.UpdateEndpoint(cmd.Context(), teamID, args[0], func(ep *assay.WebhookEndpoint) error {
					ep.Disabled, ep.DisabledReason = disabled, nil
					return nil
				})
				if err != nil {
					return err
				}
				printEndpoint(cmd.OutOrStdout(), ep)
				return nil
			}),
		}
	}

	rotate := &cobra.Command{
		Use:   "rotate-secret --team TEAM_ID ENDPOINT_ID",
		Short: "Give an endpoint a new secret; the old one keeps signing for ASSAY_WEBHOOK_SECRET_OVERLAP",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			secret, err := app.Store.RotateSecret(cmd.Context(), teamID, args[0], "", app.Config.WebhookSecretOverlap)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "secret: %s\nprevious secret signs for another %s\n", secret, app.Config.WebhookSecretOverlap)
			return nil
		}),
	}

	del := &cobra.Command{
		Use:   "delete --team TEAM_ID ENDPOINT_ID",
		Short: "Remove an endpoint",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			if err := app.Store.DeleteEndpoint(cmd.Context(), teamID, args[0]); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "deleted %s\n", args[0])
			return nil
		}),
	}

	cmd.AddCommand(list, create,
		setDisabled("disable", "Stop sending to an endpoint", true),
		setDisabled("enable", "Resume sending to an endpoint", false),
		rotate, del)
	return cmd
}

func printEndpoint(w io.Writer, ep *assay.WebhookEndpoint) {
	types := "all"
	if len(ep.FilterTypes) > 0 {
		types = strings.Join(ep.FilterTypes, ",")
	}
	state := "enabled"
	if ep.Disabled {
		state = "disabled"
		if ep.DisabledReason != nil {
			state += " (" + *ep.DisabledReason + ")"
		}
	}
	fmt.Fprintf(w, "%s\t%s\tevents=%s\t%s\n", ep.ID, ep.URL, types, state)
}
