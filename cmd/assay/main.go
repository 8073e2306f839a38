// Command assay is Assay's one binary: the server (API and workers), the
// local parser, and admin commands.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
	"github.com/spf13/cobra"
)

func main() {
	limitOpenMPThreads()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := newRootCmd().ExecuteContext(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "assay:", err)
		os.Exit(1)
	}
}

// limitOpenMPThreads gives Tesseract one OpenMP thread per call, since
// workers get parallelism from goroutines. libgomp reads OMP_THREAD_LIMIT
// only when the process loads it, so setting it from Go is too late: the
// process re-executes itself once with it set. An explicit value is kept.
func limitOpenMPThreads() {
	if os.Getenv("OMP_THREAD_LIMIT") != "" {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		return // parser/omp.go still runs each parallel region on one thread
	}
	os.Setenv("OMP_THREAD_LIMIT", "1")
	err = syscall.Exec(exe, os.Args, os.Environ())
	fmt.Fprintln(os.Stderr, "assay: could not re-execute with OMP_THREAD_LIMIT=1:", err)
}

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "assay",
		Short:         "Assay parses lab reports into structured, LOINC-coded results",
		Version:       assay.Version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(newServeCmd(), newDevCmd(), newParseCmd(), newTeamCmd(), newConfigCmd(), newEvalCmd(), newLoincCmd(), newWebhookCmd(), newCatalogueCmd(), newReparseCmd(), newReviewerCmd(), newErasureCmd())
	return root
}

// loadConfig reads the environment configuration.
func loadConfig() (*assay.Config, error) {
	cfg, err := assay.LoadConfig(os.Getenv)
	if err != nil {
		return nil, fmt.Errorf("invalid configuration:\n%w", err)
	}
	if err := loinc.UseTable(cfg.LoincTable); err != nil {
		return nil, fmt.Errorf("ASSAY_LOINC_TABLE: %w", err)
	}
	return cfg, nil
}
