package parser

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// benchPDF is a one-page report with 36 result rows.
func benchPDF(b *testing.B) []byte {
	rows := []pdfRow{{"COMPREHENSIVE METABOLIC PANEL"}}
	for i := range 35 {
		rows = append(rows, pdfRow{fmt.Sprintf("Analyte number %d", i+1), fmt.Sprintf("%d.%d", 50+i, i%10), "", "mg/dL", "10 - 99"})
	}
	return makeTablePDF(b,
		[]string{"Patient Name: Sample, Jane    DOB: 03/15/1980    Sex: Female", "Collected: 01/10/2026    Reported: 01/11/2026"},
		[]string{"Test", "Result", "Flag", "Units", "Reference Interval"},
		[]float64{170, 80, 40, 70, 120}, rows)
}

func BenchmarkParseTextPDF(b *testing.B) {
	data := benchPDF(b)
	p := &Parser{}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := p.Parse(context.Background(), []Input{{Name: "r.pdf", Data: data}}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPdftotextLayout is the reference for BenchmarkParseTextPDF: the
// target is within 3x of it (it includes starting the process).
func BenchmarkPdftotextLayout(b *testing.B) {
	data := benchPDF(b)
	for b.Loop() {
		cmd := exec.Command("pdftotext", "-layout", "-", "-")
		cmd.Stdin = bytes.NewReader(data)
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkOCRPage(b *testing.B) {
	data := renderPNG(b, benchPDF(b), "300")
	pool := NewOCRPool(1)
	defer pool.Close()
	p := &Parser{OCR: pool}
	for b.Loop() {
		if _, err := p.Parse(context.Background(), []Input{{Name: "r.png", Data: data}}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTesseractCLI is the reference for BenchmarkOCRPage: the target is
// within 10% of it.
func BenchmarkTesseractCLI(b *testing.B) {
	data := renderPNG(b, benchPDF(b), "300")
	path := filepath.Join(b.TempDir(), "page.png")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		cmd := exec.Command("tesseract", path, "-", "--psm", "6", "tsv")
		cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
	}
}
