package parser

import (
	"bytes"
	"context"
	"fmt"
	"github.com/assayhq/assay/parser/imaging"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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

// warm parses in once before timing: the first parse of a process loads
// the LOINC table and starts Tesseract's model, which a running worker has
// done already; the benchmarks measure a page, not start-up.
func warm(b *testing.B, p *Parser, in Input) {
	b.Helper()
	if _, err := p.Parse(context.Background(), []Input{in}); err != nil {
		b.Fatal(err)
	}
}

func BenchmarkParseTextPDF(b *testing.B) {
	data := benchPDF(b)
	p := &Parser{}
	b.SetBytes(int64(len(data)))
	warm(b, p, Input{Name: "r.pdf", Data: data})
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
	warm(b, p, Input{Name: "r.png", Data: data})
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

// benchPhoto is a corpus photo: a letter page on a desk, 1500 px wide.
func benchPhoto(b *testing.B) []byte {
	data, err := os.ReadFile("../testdata/reports/us_labcorp-photo.jpg")
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// benchPhotoGray is benchPhoto decoded, and the sheet found in it.
func benchPhotoGray(b *testing.B) (*image.Gray, imaging.Quad) {
	img, err := decodeImage(benchPhoto(b))
	if err != nil {
		b.Fatal(err)
	}
	g := imaging.ToGray(img)
	q, ok := imaging.FindSheet(g)
	if !ok {
		b.Fatal("no sheet found in the bench photo")
	}
	return g, q
}

// BenchmarkPhotoPrep is the work done on a photo before OCR: finding the
// sheet, rectifying it at the size OCR reads and cleaning it.
func BenchmarkPhotoPrep(b *testing.B) {
	g, _ := benchPhotoGray(b)
	for b.Loop() {
		q, _ := imaging.FindSheet(g)
		preparePhoto(g, q)
	}
}

// BenchmarkOCRPhoto parses benchPhoto end to end (decode, prepare, OCR,
// layout).
func BenchmarkOCRPhoto(b *testing.B) {
	data := benchPhoto(b)
	pool := NewOCRPool(1)
	defer pool.Close()
	p := &Parser{OCR: pool}
	warm(b, p, Input{Name: "r.jpg", Data: data})
	for b.Loop() {
		if _, err := p.Parse(context.Background(), []Input{{Name: "r.jpg", Data: data}}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTesseractCLIPhoto is the reference for BenchmarkOCRPhoto: the
// tesseract command on the image OCR reads, with the same settings.
func BenchmarkTesseractCLIPhoto(b *testing.B) {
	s, _, dpi := preparePhoto(benchPhotoGray(b))
	path := filepath.Join(b.TempDir(), "photo.pgm")
	if err := os.WriteFile(path, imaging.EncodePGM(s.Gray), 0o600); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		cmd := exec.Command("tesseract", path, "-", "--psm", "6", "--dpi", strconv.Itoa(dpi),
			"-c", "thresholding_method="+photoThresholding, "tsv")
		cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
	}
}
