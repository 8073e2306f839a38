package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/fhir"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/parser"
	"github.com/spf13/cobra"
)

func newParseCmd() *cobra.Command {
	var compact, patientDetails bool
	var format, clientUserID string
	cmd := &cobra.Command{
		Use:   "parse FILE...",
		Short: "Parse local lab report files (no Redis or S3) and print {metadata, results} JSON for each",
		Long: "Parse each file on its own, as a one-file job, and print the same {metadata, results} JSON the API\n" +
			"returns, one JSON document per file in order. A file that cannot be parsed prints its failure reason\n" +
			"on stderr, and the command exits non-zero after the others are done.",
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "json" && format != "fhir" {
				return fmt.Errorf("--format must be json or fhir, not %q", format)
			}
			pool := parser.NewOCRPool(1)
			defer pool.Close()
			p := &parser.Parser{OCR: pool, Annotator: loinc.Default()}
			enc := json.NewEncoder(cmd.OutOrStdout())
			if !compact {
				enc.SetIndent("", "  ")
			}
			failed := 0
			for _, name := range args {
				report, err := parseFile(cmd, p, name)
				if err != nil {
					failed++
					fmt.Fprintf(cmd.ErrOrStderr(), "%s: %v\n", name, err)
					continue
				}
				var out any = report
				if format == "fhir" {
					// The same Bundle as GET .../job/{job_id}/fhir, its ids derived from the file name.
					out = fhir.FromReport(name, report, fhir.Subject{ClientUserID: clientUserID, PatientDetails: patientDetails}, time.Now())
				}
				if err := enc.Encode(out); err != nil {
					return err
				}
			}
			if failed > 0 {
				return fmt.Errorf("%d of %d files failed", failed, len(args))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&compact, "compact", false, "print one JSON document per line")
	cmd.Flags().StringVar(&format, "format", "json", "json ({metadata, results}) or fhir (a FHIR R4 Bundle)")
	cmd.Flags().StringVar(&clientUserID, "client-user-id", "", "with --format fhir: the patient's identifier (subject.identifier)")
	cmd.Flags().BoolVar(&patientDetails, "patient-details", false, "with --format fhir: add a Patient with the printed name, sex and date of birth")
	return cmd
}

func parseFile(cmd *cobra.Command, p *parser.Parser, name string) (*assay.ParsedLabReport, error) {
	st, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if st.Size() > assay.MaxUploadBytes {
		return nil, errors.New("file is larger than 10 MB")
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	if parser.DetectType(data) == "" {
		return nil, errors.New("not a PDF, JPEG or PNG")
	}
	report, err := p.Parse(cmd.Context(), []parser.Input{{Name: name, Data: data}})
	var failure *parser.Failure
	if errors.As(err, &failure) {
		return nil, fmt.Errorf("failed: %s (%s)", failure.Reason, failure.Detail)
	}
	return report, err
}
