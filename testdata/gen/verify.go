package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// verifyText checks that every truth row's name words, value and printed
// range appear on its page of the text PDF as pdftotext reads it, so the
// truth cannot drift from what is drawn.
func verifyText(ctx context.Context, d *Doc, pdf []byte) error {
	dir, err := os.MkdirTemp("", "assay-gen-verify-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		return err
	}
	out, err := exec.CommandContext(ctx, "pdftotext", "-layout", in, "-").Output()
	if err != nil {
		return fmt.Errorf("pdftotext: %w", err)
	}
	pages := strings.Split(string(out), "\f")
	var problems []string
	for _, r := range d.rowsInOrder() {
		if r.page < 1 || r.page > len(pages) {
			problems = append(problems, fmt.Sprintf("%s: page %d out of range", r.Name, r.page))
			continue
		}
		text := pages[r.page-1]
		need := append(strings.Fields(r.Name), r.Value)
		if r.RangeText != "" {
			need = append(need, strings.Fields(r.RangeText)...)
		}
		if r.Unit != "" {
			need = append(need, r.Unit)
		}
		for _, s := range need {
			if !strings.Contains(text, s) {
				problems = append(problems, fmt.Sprintf("%s: %q not on page %d", r.Name, s, r.page))
			}
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("truth does not match the drawn text:\n  %s", strings.Join(problems, "\n  "))
	}
	return nil
}
