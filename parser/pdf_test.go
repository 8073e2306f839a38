package parser

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"

	"github.com/assayhq/assay"
)

// pdfRow is one printed table row of a generated test PDF.
type pdfRow []string

// makeTablePDF draws a simple report: metadata lines, then a table with the
// given header and column widths, using core fonts (no /Widths array).
func makeTablePDF(t testing.TB, meta []string, header []string, widths []float64, rows []pdfRow) []byte {
	t.Helper()
	fpdf.SetDefaultCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.SetCompression(false)
	pdf.AddPage()
	// core fonts are Windows-1252: accented letters of the report languages
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	pdf.SetFont("Helvetica", "B", 14)
	pdf.CellFormat(0, 18, "Acme Clinical Laboratory", "", 1, "L", false, 0, "")
	pdf.SetFont("Helvetica", "", 9)
	for _, m := range meta {
		pdf.CellFormat(0, 12, tr(m), "", 1, "L", false, 0, "")
	}
	pdf.Ln(8)
	if len(header) == 0 {
		var buf bytes.Buffer
		if err := pdf.Output(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	pdf.SetFont("Helvetica", "B", 9)
	for i, h := range header {
		pdf.CellFormat(widths[i], 14, tr(h), "B", 0, "L", false, 0, "")
	}
	pdf.Ln(-1)
	for _, r := range rows {
		if len(r) == 1 {
			pdf.SetFont("Helvetica", "B", 9)
			pdf.CellFormat(0, 14, tr(r[0]), "", 1, "L", false, 0, "")
			pdf.SetFont("Helvetica", "", 9)
			continue
		}
		pdf.SetFont("Helvetica", "", 9)
		for i, c := range r {
			pdf.CellFormat(widths[i], 13, tr(c), "", 0, "L", false, 0, "")
		}
		pdf.Ln(-1)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// makeLinesPDF prints lines in Courier, as plain-text lab systems do.
func makeLinesPDF(t testing.TB, lines []string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	pdf.SetFont("Courier", "", 9)
	for _, l := range lines {
		pdf.CellFormat(0, 12, l, "", 1, "L", false, 0, "")
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func parseOne(t testing.TB, p *Parser, data []byte) (*assay.ParsedLabReport, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	return p.Parse(ctx, []Input{{Name: "report", Data: data}})
}

// readPDFText opens a PDF and returns every page's glyphs.
func readPDFText(ctx context.Context, data []byte) ([]pdfGlyphs, error) {
	pages, _, err := readPDFPages(ctx, data)
	return pages, err
}
