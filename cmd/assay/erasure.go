package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"
)

func newErasureCmd() *cobra.Command {
	var teamID string
	cmd := &cobra.Command{
		Use:   "erasure --team TEAM_ID USER_ID",
		Short: "Show the erasure of a deleted user: status, runs and what was erased (ids and counts only)",
		Args:  cobra.ExactArgs(1),
		RunE: withApp(func(cmd *cobra.Command, args []string, app *App) error {
			e, err := app.Store.FindErasure(cmd.Context(), teamID, args[0])
			if err != nil {
				return err
			}
			b, err := json.MarshalIndent(e, "", "  ")
			if err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), string(b))
			return nil
		}),
	}
	cmd.Flags().StringVar(&teamID, "team", "", "team id (required)")
	_ = cmd.MarkFlagRequired("team")
	return cmd
}
