package main

import (
	"encoding/json"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/assayhq/assay"
	"github.com/spf13/cobra"
)

// catalogueFile is what `catalogue import` reads: labs, then markers, then
// lab tests (whose lab and markers are named by slug and id).
type catalogueFile struct {
	Labs     []assay.Lab      `json:"labs"`
	Markers  []assay.Marker   `json:"markers"`
	LabTests []*assay.LabTest `json:"lab_tests"`
}

func newCatalogueCmd() *cobra.Command {
	cat := &cobra.Command{Use: "catalogue", Short: "Manage a team's lab-test catalogue and lab accounts"}

	seed := &cobra.Command{
		Use:   "seed TEAM_ID",
		Short: "Give a team the sandbox catalogue (idempotent; keeps operator changes)",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			if err := app.Store.SeedCatalogue(cmd.Context(), args[0]); err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), "catalogue seeded")
			return nil
		}),
	}

	importCmd := &cobra.Command{
		Use:   "import TEAM_ID FILE.json",
		Short: `Add or replace labs, markers and lab tests from {"labs":[...],"markers":[...],"lab_tests":[...]}`,
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			b, err := os.ReadFile(args[1])
			if err != nil {
				return err
			}
			var f catalogueFile
			if err := json.Unmarshal(b, &f); err != nil {
				return fmt.Errorf("%s: %w", args[1], err)
			}
			app, err := openAdminApp(cmd)
			if err != nil {
				return err
			}
			defer app.Close()
			ctx, team := cmd.Context(), args[0]
			if _, err := app.Store.FindTeam(ctx, team); err != nil {
				return err
			}
			for _, l := range f.Labs {
				if err := app.Store.PutLab(ctx, team, l); err != nil {
					return fmt.Errorf("lab %s: %w", l.Slug, err)
				}
			}
			for _, m := range f.Markers {
				if err := app.Store.PutMarker(ctx, team, m); err != nil {
					return fmt.Errorf("marker %d: %w", m.ID, err)
				}
			}
			for _, t := range f.LabTests {
				if err := app.Store.PutLabTest(ctx, team, t); err != nil {
					return fmt.Errorf("lab test %s: %w", t.Name, err)
				}
				fmt.Fprintf(cmd.OutOrStdout(), "lab test %s\t%s\n", t.ID, t.Name)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "imported %d labs, %d markers, %d lab tests\n", len(f.Labs), len(f.Markers), len(f.LabTests))
			return nil
		},
	}

	list := &cobra.Command{
		Use:   "list TEAM_ID",
		Short: "List a team's labs, lab tests and lab accounts",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			ctx, team := cmd.Context(), args[0]
			labs, err := app.Store.ListLabs(ctx, team)
			if err != nil {
				return err
			}
			tests, err := app.Store.ListLabTests(ctx, team)
			if err != nil {
				return err
			}
			accts, err := app.Store.ListLabAccounts(ctx, team)
			if err != nil {
				return err
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "LAB\tID\tNAME\tMETHODS\tREQUISITIONS")
			for _, l := range labs {
				fmt.Fprintf(w, "%s\t%d\t%s\t%v\t%v\n", l.Slug, l.ID, l.Name, l.CollectionMethods, l.Requisitions)
			}
			fmt.Fprintln(w, "\nLAB TEST\tLAB\tMETHOD\tMARKERS\tNAME")
			for _, t := range tests {
				fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\n", t.ID, t.Lab.Slug, t.Method, len(t.Markers), t.Name)
			}
			fmt.Fprintln(w, "\nLAB ACCOUNT\tLAB\tSTATUS\tDELEGATED FLOW\tOWNER")
			for _, a := range accts {
				owner := "client"
				if a.ServiceOwned {
					owner = "assay"
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\n", a.ID, a.Lab, a.Status, a.DelegatedFlow, owner)
			}
			return w.Flush()
		}),
	}

	acct := &cobra.Command{Use: "lab-account", Short: "Manage a team's own lab accounts"}
	var lab, flow, status, name, notes string
	add := &cobra.Command{
		Use:   "add TEAM_ID --lab SLUG --delegated-flow FLOW [--status active|pending] [--name N] [--default-clinical-notes TEXT]",
		Short: "Add a client lab account (orders at its lab use it before Assay's own)",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			a := assay.LabAccount{Lab: lab, DelegatedFlow: flow, Status: status}
			if name != "" {
				a.AccountName = &name
			}
			if notes != "" {
				if len([]rune(notes)) > assay.MaxClinicalNotes {
					return fmt.Errorf("--default-clinical-notes: at most %d characters", assay.MaxClinicalNotes)
				}
				a.DefaultClinicalNotes = &notes
			}
			created, err := app.Store.CreateLabAccount(cmd.Context(), args[0], a)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "lab_account_id: %s\n", created.ID)
			return nil
		}),
	}
	add.Flags().StringVar(&lab, "lab", "", "lab slug, e.g. quest (required)")
	add.Flags().StringVar(&flow, "delegated-flow", assay.FlowNotDelegated, "order_delegated, result_delegated, fully_delegated or not_delegated")
	add.Flags().StringVar(&status, "status", assay.LabAccountActive, "active, pending, suspended or ready_to_launch")
	add.Flags().StringVar(&name, "name", "", "account name")
	add.Flags().StringVar(&notes, "default-clinical-notes", "", "comment printed on every requisition before the order's own")
	_ = add.MarkFlagRequired("lab")

	setStatus := &cobra.Command{
		Use:   "set-status TEAM_ID LAB_ACCOUNT_ID STATUS",
		Short: "Change a lab account's status (e.g. pending to active)",
		Args:  cobra.ExactArgs(3),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			a, err := app.Store.SetLabAccountStatus(cmd.Context(), args[0], args[1], args[2])
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s: %s\n", a.ID, a.Status)
			return nil
		}),
	}
	acct.AddCommand(add, setStatus)
	cat.AddCommand(seed, importCmd, list, acct)
	return cat
}
