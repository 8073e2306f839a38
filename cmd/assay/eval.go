package main

import (
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strings"

	"github.com/assayhq/assay/parser"
	"github.com/assayhq/assay/parser/eval"
	"github.com/spf13/cobra"
)

func newEvalCmd() *cobra.Command {
	var (
		asJSON, check, diffs       bool
		minText, minScan, minPhoto float64
		workers                    int
		kinds, layouts, skip       []string
	)
	cmd := &cobra.Command{
		Use:   "eval DIR",
		Short: "Score the parser on a corpus: every document in DIR with a <name>.truth.json ground truth",
		Long: "Parse every document of DIR that has a <name>.truth.json beside it (testdata/reports is the generated\n" +
			"corpus), match the results to the truth rows by test name, and print per document kind (text_pdf, scan,\n" +
			"photo) the row recall and precision, the exact-match rates of value, unit, range and interpretation, the\n" +
			"share of rows exact on name, value, unit and range, and the median time per page.\n" +
			"With --check, exit non-zero when a kind's exact-row rate is below its --min-* target.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			pool := parser.NewOCRPool(workers)
			defer pool.Close()
			docs, err := eval.LoadCorpus(args[0])
			if err != nil {
				return err
			}
			docs = filterDocs(docs, kinds, layouts, skip)
			if len(docs) == 0 {
				return fmt.Errorf("no document of %s matches the filters", args[0])
			}
			report, err := eval.EvaluateDocs(cmd.Context(), &parser.Parser{OCR: pool}, args[0], docs)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(report); err != nil {
					return err
				}
			} else {
				if err := report.Write(out); err != nil {
					return err
				}
				if diffs {
					fmt.Fprintln(out)
					if err := report.WriteDiffs(out); err != nil {
						return err
					}
				}
			}
			if !check {
				return nil
			}
			missed := report.Check(map[string]float64{
				eval.KindTextPDF: minText, eval.KindScan: minScan, eval.KindPhoto: minPhoto,
			})
			if len(missed) > 0 {
				// also on stdout: Tesseract may have silenced stderr by then
				fmt.Fprintf(out, "\naccuracy targets missed:\n  %s\n", strings.Join(missed, "\n  "))
				return fmt.Errorf("accuracy targets missed:\n  %s", strings.Join(missed, "\n  "))
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.BoolVar(&asJSON, "json", false, "print the report as JSON (with per-row diffs)")
	f.BoolVar(&diffs, "diffs", false, "also print every missed or inexact row, with values (synthetic corpora only)")
	f.BoolVar(&check, "check", false, "exit non-zero when an exact-row rate is below its target")
	f.Float64Var(&minText, "min-text-pdf", 0.99, "target exact-row rate for text PDFs")
	f.Float64Var(&minScan, "min-scan", 0.95, "target exact-row rate for scans")
	f.Float64Var(&minPhoto, "min-photo", 0.90, "target exact-row rate for photos")
	f.StringSliceVar(&kinds, "kind", nil, "only documents of these kinds (text_pdf, scan, photo)")
	f.StringSliceVar(&layouts, "layout", nil, "only documents of these layouts (the truth's \"layout\")")
	f.StringSliceVar(&skip, "skip-layout", nil, "leave out documents of these layouts")
	f.IntVar(&workers, "workers", min(runtime.NumCPU(), 4), "documents parsed at once (one Tesseract client each)")
	return cmd
}

// filterDocs keeps the documents of the given kinds and layouts (all when a
// list is empty), less the skipped layouts.
func filterDocs(docs []eval.CorpusDoc, kinds, layouts, skip []string) []eval.CorpusDoc {
	var out []eval.CorpusDoc
	for _, d := range docs {
		if (len(kinds) == 0 || slices.Contains(kinds, d.Truth.Kind)) &&
			(len(layouts) == 0 || slices.Contains(layouts, d.Truth.Layout)) && !slices.Contains(skip, d.Truth.Layout) {
			out = append(out, d)
		}
	}
	return out
}
