package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/loinc/loinceval"
)

// newLoincCmd is `assay loinc`: match printed test names to LOINC and
// evaluate the matcher on a labelled set.
func newLoincCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "loinc",
		Short: "Match printed lab test names to LOINC codes",
	}

	var q loinc.Query
	match := &cobra.Command{
		Use:   "match <printed name>",
		Short: "Print the ranked LOINC matches for a printed test name as JSON",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			q.Name = args[0]
			res := loinc.Default().Match(q)
			enc := json.NewEncoder(cmd.OutOrStdout())
			enc.SetIndent("", "  ")
			return enc.Encode(struct {
				Query           loinc.Query `json:"query"`
				Status          string      `json:"loinc_match_status"`
				Reason          string      `json:"reason,omitempty"`
				SampleType      string      `json:"sample_type"`
				MeasurementKind string      `json:"measurement_kind"`
				Matches         any         `json:"loinc_matches"`
				TableVersion    string      `json:"table_version"`
			}{q, res.Status, res.Reason, res.SampleType, res.MeasurementKind, res.Matches, loinc.Default().TableVersion()})
		},
	}
	match.Flags().StringVar(&q.Unit, "unit", "", "printed unit, e.g. mg/dL")
	match.Flags().StringVar(&q.Specimen, "specimen", "", "specimen, e.g. serum, urine, blood")
	match.Flags().StringVar(&q.Panel, "panel", "", "panel or section heading, e.g. Urinalysis")
	match.Flags().StringVar(&q.Value, "value", "", "printed value (qualitative urine values are evidence)")

	var split string
	var showAll, curve bool
	eval := &cobra.Command{
		Use:   "eval FILE",
		Short: "Evaluate the matcher on a labelled TSV (name, unit, specimen, panel, value, loinc) or JSON mappings (labItemName, labUnit, labSampleType, loincCode)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			f, err := os.Open(args[0])
			if err != nil {
				return err
			}
			defer f.Close()
			cases, err := loinceval.Read(args[0], f)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			splits := []string{"tune", "holdout", "all"}
			if split != "" {
				splits = []string{split}
			}
			var last loinceval.EvalReport
			for _, s := range splits {
				rep := loinceval.Evaluate(loinc.Default(), loinceval.Filter(cases, s))
				fmt.Fprintf(out, "%-8s cases=%d accuracy@1=%.4f accuracy@3=%.4f auto_match precision=%.4f coverage=%.4f\n",
					s, rep.Cases, rep.AccuracyAt1, rep.AccuracyAt3, rep.AutoPrecision, rep.AutoCoverage)
				last = rep
			}
			if curve {
				fmt.Fprintln(out, "\nthreshold precision coverage")
				for _, p := range last.Curve([]float64{0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95}) {
					fmt.Fprintf(out, "%.2f      %.4f    %.4f\n", p.Threshold, p.Precision, p.Coverage)
				}
			}
			fmt.Fprintf(out, "\nerrors (%d, %d of them auto-matched):\n", len(last.Errors), len(last.AutoErrors))
			for _, e := range last.Errors {
				if !showAll && e.Status != "auto_match" && len(last.Errors) > 100 {
					continue
				}
				fmt.Fprintf(out, "line %d [%s] %q unit=%q specimen=%q panel=%q value=%q: want %s got %s (%s %.3f)\n",
					e.Case.Line, e.Case.Split(), e.Case.Query.Name, e.Case.Query.Unit, e.Case.Query.Specimen,
					e.Case.Query.Panel, e.Case.Query.Value, e.Case.Want, e.Got, e.Status, e.Score)
			}
			return nil
		},
	}
	eval.Flags().StringVar(&split, "split", "", "only this split: tune, holdout or all (default: report each)")
	eval.Flags().BoolVar(&showAll, "all-errors", false, "list every error even when there are many")
	eval.Flags().BoolVar(&curve, "curve", false, "print the calibration curve: auto_match precision and coverage per threshold")

	cmd.AddCommand(match, eval)
	return cmd
}
