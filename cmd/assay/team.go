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
		RunE: withApp(func(cmd *cobra.Command, _ []string, app *App) error {
			t, key, err := app.Store.CreateTeam(cmd.Context(), name, parsing)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "team_id: %s\napi_key: %s\n", t.ID, key)
			// A sandbox team starts with the demo catalogue README promises; a
			// production team gets only what an operator imports.
			if app.Config.Environment != "production" {
				if err := app.Store.SeedCatalogue(cmd.Context(), t.ID); err != nil {
					return fmt.Errorf("seed the lab-test catalogue: %w", err)
				}
				fmt.Fprintln(cmd.ErrOrStderr(), "sandbox team: seeded the demo catalogue (five labs, their markers, lab tests and Assay's lab accounts)")
			}
			return nil
		}),
	}
	create.Flags().StringVar(&name, "name", "", "team name (required)")
	create.Flags().BoolVar(&parsing, "enable-lab-report-parsing", false, "enable the lab report parser for the team")
	_ = create.MarkFlagRequired("name")

	list := &cobra.Command{
		Use:   "list",
		Short: "List teams",
		Args:  cobra.NoArgs,
		RunE: withApp(func(cmd *cobra.Command, _ []string, app *App) error {
			teams, err := app.Store.ListTeams(cmd.Context())
			if err != nil {
				return err
			}
			for _, t := range teams {
				fmt.Fprintf(cmd.OutOrStdout(), "%s\t%s\tlab_report_parsing=%v\n", t.ID, t.Name, t.LabReportParsingEnabled)
			}
			return nil
		}),
	}

	newKey := &cobra.Command{
		Use:   "new-key TEAM_ID",
		Short: "Mint another API key for a team (existing keys keep working)",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			key, err := app.Store.CreateAPIKey(cmd.Context(), args[0])
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "api_key: %s\n", key)
			return nil
		}),
	}

	setParsing := teamSwitchCmd("set-lab-report-parsing", "Enable or disable lab report parsing for a team",
		"lab_report_parsing", func(t *assay.Team) *bool { return &t.LabReportParsingEnabled })
	setReview := teamSwitchCmd("set-review-default", "Send every parsing job of a team to human review (or stop doing so)",
		"review_by_default", func(t *assay.Team) *bool { return &t.ReviewByDefault })

	setFHIR := teamSwitchCmd("set-fhir-patient-details", "Let FHIR exports of a team carry patient names, sex and date of birth (or stop doing so)",
		"fhir_patient_details", func(t *assay.Team) *bool { return &t.FHIRPatientDetails })

	team.AddCommand(create, list, newKey, setParsing, setReview, setFHIR)
	return team
}

// teamSwitchCmd sets one boolean setting of a team from --enabled.
func teamSwitchCmd(name, short, label string, field func(*assay.Team) *bool) *cobra.Command {
	var enabled bool
	cmd := &cobra.Command{
		Use:   name + " TEAM_ID --enabled=true|false",
		Short: short,
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			t, err := app.Store.UpdateTeam(cmd.Context(), args[0], func(t *assay.Team) error {
				*field(t) = enabled
				return nil
			})
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s\t%s=%v\n", t.ID, label, *field(t))
			return nil
		}),
	}
	cmd.Flags().BoolVar(&enabled, "enabled", true, "the new value")
	return cmd
}

// withApp runs an admin command with the service's connections open.
func withApp(run func(cmd *cobra.Command, args []string, app *App) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		app, err := openAdminApp(cmd)
		if err != nil {
			return err
		}
		defer app.Close()
		return run(cmd, args, app)
	}
}
