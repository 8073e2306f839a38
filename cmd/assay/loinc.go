package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/assayhq/assay/data"
	"github.com/assayhq/assay/data/build"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/loinc/loinceval"
)

// newLoincCmd is `assay loinc`: match printed test names to LOINC and
// evaluate the matcher on a labelled set.
func newLoincCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "loinc",
		Short: "Match printed lab test names to LOINC codes",
		// The table comes from ASSAY_LOINC_TABLE when it exists.
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			_, err := loadConfig()
			return err
		},
	}

	var q loinc.Query
	var tsv string
	match := &cobra.Command{
		Use:   "match <printed name> | --tsv FILE",
		Short: "Print the ranked LOINC matches for a printed test name as JSON, or for every row of a TSV as a line",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if tsv != "" {
				if len(args) > 0 {
					return fmt.Errorf("give a name or --tsv, not both")
				}
				return matchTSV(cmd.OutOrStdout(), tsv)
			}
			if len(args) != 1 {
				return fmt.Errorf("give the printed name, or --tsv FILE")
			}
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
	match.Flags().StringVar(&tsv, "tsv", "", "match every row of a file loinc eval reads (TSV of name, unit, specimen, panel, value, loinc, the code may be empty; or JSON mappings): one line each with the status, the top three codes, the top code's confidence and name")
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
				rank := "not in top 3"
				if e.Rank > 0 {
					rank = fmt.Sprintf("#%d", e.Rank)
				}
				fmt.Fprintf(out, "line %d [%s] %q unit=%q specimen=%q panel=%q value=%q: want %s (%s) got %s (%s %.3f)\n",
					e.Case.Line, e.Case.Split(), e.Case.Query.Name, e.Case.Query.Unit, e.Case.Query.Specimen,
					e.Case.Query.Panel, e.Case.Query.Value, e.Case.Want, rank, e.Got, e.Status, e.Score)
			}
			return nil
		},
	}
	eval.Flags().StringVar(&split, "split", "", "only this split: tune, holdout or all (default: report each)")
	eval.Flags().BoolVar(&showAll, "all-errors", false, "list every error even when there are many")
	eval.Flags().BoolVar(&curve, "curve", false, "print the calibration curve: auto_match precision and coverage per threshold")

	var out string
	imp := &cobra.Command{
		Use:   "import DIR",
		Short: "Build the LOINC table from an official LOINC release (LoincTable/Loinc.csv, AccessoryFiles/...) unpacked in DIR",
		Long: "Build the LOINC table from an official LOINC release downloaded from loinc.org and unpacked in DIR:\n" +
			"LoincTable/Loinc.csv (laboratory codes, RELATEDNAMES2 synonyms, deprecations), LoincTable/MapTo.csv,\n" +
			"and any AccessoryFiles (ConsumerName, GroupFile, LoincUniversalLabOrdersValueSet, LinguisticVariants).\n" +
			"The table is written to ASSAY_LOINC_TABLE (or --out), where workers and `assay loinc match` read it;\n" +
			"restart the workers, then `assay reparse` re-parses old jobs with it.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				cfg, err := loadConfig()
				if err != nil {
					return err
				}
				out = cfg.LoincTable
			}
			n, version, err := importRelease(args[0], out)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %d codes of %s to %s\n", n, version, out)
			return nil
		},
	}
	imp.Flags().StringVar(&out, "out", "", "where to write the table (default: ASSAY_LOINC_TABLE)")

	cmd.AddCommand(match, eval, imp)
	return cmd
}

// importRelease builds a table from the release in dir, keeping what the
// embedded table knows of each code (commonness, pairs, units), checks that
// a matcher builds from it, and writes it to out atomically.
func importRelease(dir, out string) (int, string, error) {
	emb, err := data.Embedded()
	if err != nil {
		return 0, "", err
	}
	prior := make(map[string]build.Prior, len(emb.Codes))
	for _, c := range emb.Codes {
		prior[c.Code] = build.Prior{RankUS: c.RankUS, RankSI: c.RankSI, Core: c.Core, ULO: c.ULO, Pair: c.Pair,
			Group: c.Group, Units: c.Units}
	}
	t, _, err := build.FromRelease(dir, data.Excluded(), prior)
	if err != nil {
		return 0, "", err
	}
	if t.Len() == 0 {
		return 0, "", fmt.Errorf("%s: no active laboratory codes", dir)
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return 0, "", err
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), ".loinc-table-*")
	if err != nil {
		return 0, "", err
	}
	defer os.Remove(tmp.Name())
	if err := t.Write(tmp); err != nil {
		tmp.Close()
		return 0, "", err
	}
	if err := tmp.Close(); err != nil {
		return 0, "", err
	}
	if _, err := loinc.Load(tmp.Name()); err != nil {
		return 0, "", fmt.Errorf("the imported table does not load: %w", err)
	}
	return t.Len(), t.Version, os.Rename(tmp.Name(), out)
}

// matchTSV matches every row of a labelled set's file (a TSV of name, unit,
// specimen, panel, value and code, or JSON mappings, as loinc eval reads
// them; the code may be empty) and prints a line each: status, name, unit,
// specimen, the top three codes, the top code's confidence and long name,
// and the row's own code.
func matchTSV(w io.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	cases, err := loinceval.Read(path, f)
	if err != nil {
		return err
	}
	m := loinc.Default()
	out := bufio.NewWriter(w)
	for _, c := range cases {
		q := c.Query
		r := m.Match(q)
		var codes []string
		long, conf := "", 0.0
		for i, mt := range r.Matches {
			codes = append(codes, mt.LoincCode)
			if i == 0 {
				long, conf = mt.LoincName, mt.ConfidenceScore
			}
		}
		fmt.Fprintf(out, "%s\t%s\t%s\t%s\t%s\t%.3f\t%s\t%s\n", r.Status, q.Name, q.Unit, q.Specimen, strings.Join(codes, ","), conf, long, c.Want)
	}
	return out.Flush()
}
