package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
)

// chromiumFlags start a headless Chromium that touches no network and no profile.
var chromiumFlags = []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
	"--no-first-run", "--disable-component-update", "--disable-sync", "--no-pdf-header-footer"}

// pdfDate matches the creation and modification dates Chromium stamps into a PDF.
var pdfDate = regexp.MustCompile(`\(D:\d{14}[^)]*\)`)

// printPDF renders an HTML page to a text PDF with headless Chromium.
func printPDF(ctx context.Context, html string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "assay-blind-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "report.html"), filepath.Join(dir, "report.pdf")
	if err := os.WriteFile(in, []byte(html), 0o644); err != nil {
		return nil, err
	}
	args := append(append([]string{}, chromiumFlags...), "--user-data-dir="+filepath.Join(dir, "profile"),
		"--print-to-pdf="+out, "file://"+in)
	cmd := exec.CommandContext(ctx, "chromium", args...)
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("chromium: %v: %s", err, b)
	}
	pdf, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	// Only the digits change, so the xref offsets stay valid and the bytes stable.
	return pdfDate.ReplaceAllFunc(pdf, func(m []byte) []byte {
		return append([]byte("(D:20260301000000"), m[17:]...)
	}), nil
}

// tempPDF writes a PDF into a fresh temp dir for the poppler tools; the caller removes dir.
func tempPDF(pdf []byte) (dir, path string, err error) {
	if dir, err = os.MkdirTemp("", "assay-blind-"); err != nil {
		return "", "", err
	}
	path = filepath.Join(dir, "in.pdf")
	if err = os.WriteFile(path, pdf, 0o644); err != nil {
		os.RemoveAll(dir)
	}
	return dir, path, err
}

// rasterize renders every page of a PDF with pdftoppm (colour PNG).
func rasterize(ctx context.Context, pdf []byte, dpi int) ([]image.Image, error) {
	dir, in, err := tempPDF(pdf)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	cmd := exec.CommandContext(ctx, "pdftoppm", "-r", fmt.Sprint(dpi), "-png", in, filepath.Join(dir, "p"))
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pdftoppm: %v: %s", err, b)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "p-*.png"))
	sort.Strings(files)
	var pages []image.Image
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		pages = append(pages, img)
	}
	return pages, nil
}
