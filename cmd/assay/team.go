package main

import (
	"fmt"

	"github.com/assayhq/assay"
	"github.com/spf13/cobra"
)

func newTeamCmd() *cobra.Command {
	team := &cobra.Command{Use: "team", Short: "Manage teams and their API keys"}

	var name string
	var parsing bool
	create := &cobra.Command{
		Use:   "create --name NAME [--enable-lab-report-parsing]",
		Short: "Create a team and print its id and a new API key",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			t, key, err := app.Store.CreateTeam(cmd.Context(), name, parsing)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "team_id: %s\napi_key: %s\n", t.ID, key)
			return nil
		},
	}
	create.Flags().StringVar(&name, "name", "", "team name (required)")
	create.Flags().BoolVar(&parsing, "enable-lab-report-parsing", false, "enable the lab report parser for the team")
	_ = create.MarkFlagRequired("name")

	list := &cobra.Command{
		Use:   "list",
		Short: "List teams",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			teams, err := app.Store.ListTeams(cmd.Context())
			if err != nil {
				return err
			}
			for _, t := range teams {
				fmt.Fprintf(cmd.OutOrStdout(), "%s\t%s\tlab_report_parsing=%v\n", t.ID, t.Name, t.LabReportParsingEnabled)
			}
			return nil
		},
	}

	newKey := &cobra.Command{
		Use:   "new-key TEAM_ID",
		Short: "Mint another API key for a team (existing keys keep working)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			key, err := app.Store.CreateAPIKey(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "api_key: %s\n", key)
			return nil
		},
	}

	var enable bool
	setParsing := &cobra.Command{
		Use:   "set-lab-report-parsing TEAM_ID --enabled=true|false",
		Short: "Enable or disable lab report parsing for a team",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			t, err := app.Store.UpdateTeam(cmd.Context(), args[0], func(t *assay.Team) error {
				t.LabReportParsingEnabled = enable
				return nil
			})
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s\tlab_report_parsing=%v\n", t.ID, t.LabReportParsingEnabled)
			return nil
		},
	}
	setParsing.Flags().BoolVar(&enable, "enabled", true, "whether parsing is enabled")

	var review bool
	setReview := &cobra.Command{
		Use:   "set-review-default TEAM_ID --enabled=true|false",
		Short: "Send every parsing job of a team to human review (or stop doing so)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			t, err := app.Store.UpdateTeam(cmd.Context(), args[0], func(t *assay.Team) error {
				t.ReviewByDefault = review
				return nil
			})
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s\treview_by_default=%v\n", t.ID, t.ReviewByDefault)
			return nil
		},
	}
	setReview.Flags().BoolVar(&review, "enabled", true, "whether every job goes to review")

	team.AddCommand(create, list, newKey, setParsing, setReview)
	return team
}

func openAdminApp(cmd *cobra.Command) (*App, error) {
	cfg, err := loadConfig()
	if err != nil {
		return nil, err
	}
	return openApp(cmd.Context(), cfg)
}
