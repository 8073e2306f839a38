package parser

import (
	"bytes"
	"context"
	"errors"
	"github.com/assayhq/assay/parser/imaging"
	"github.com/assayhq/assay/parser/imaging/imagingtest"
	"image/png"
	"testing"
	"time"
)

// checkFuzzOutcome asserts the parser's contract on arbitrary input: it
// returns (never panics, never hangs), and an error on bad input is a
// *Failure or a context error, not an internal error.
func checkFuzzOutcome(t *testing.T, p *Parser, data []byte) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	rep, err := p.Parse(ctx, []Input{{Name: "fuzz", Data: data}})
	if err == nil {
		if rep == nil {
			t.Fatal("nil report without error")
		}
		return
	}
	var f *Failure
	if !errors.As(err, &f) && !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("unexpected error type %T: %v", err, err)
	}
}

func FuzzParsePDF(f *testing.F) {
	good := samplePDF(f)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"))
	f.Add([]byte("%PDF-"))
	p := &Parser{} // text layer only: image-only pages fail without OCR
	recoverParsePanics = false
	f.Cleanup(func() { recoverParsePanics = true })
	f.Fuzz(func(t *testing.T, data []byte) {
		if DetectType(data) != "application/pdf" {
			data = append([]byte("%PDF-1.4\n"), data...)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_, err := p.Parse(ctx, []Input{{Name: "fuzz.pdf", Data: data}})
		var fl *Failure
		if err != nil && !errors.As(err, &fl) && err.Error() != "parser: page without a text layer needs an OCR pool" {
			t.Fatalf("unexpected error type %T: %v", err, err)
		}
	})
}

func FuzzParseImage(f *testing.F) {
	scan := renderPNG(f, samplePDF(f), "60")
	f.Add(scan)
	f.Add(scan[:len(scan)/2])
	f.Add([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\xff\xff\x00\x00\xff\xff\x08\x00\x00\x00\x00"))
	f.Add([]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00"))
	// a small photo of a sheet on a desk, so that rectification and the
	// photo clean-up are fuzzed too
	var photo bytes.Buffer
	if err := png.Encode(&photo, imagingtest.Photograph(imagingtest.Page(), imaging.Quad{{X: 30, Y: 25}, {X: 410, Y: 44}, {X: 398, Y: 530}, {X: 41, Y: 520}}, 440, 560)); err != nil {
		f.Fatal(err)
	}
	f.Add(photo.Bytes())
	pool := NewOCRPool(1)
	f.Cleanup(func() { pool.Close() })
	p := &Parser{OCR: pool}
	recoverParsePanics = false
	f.Cleanup(func() { recoverParsePanics = true })
	f.Fuzz(func(t *testing.T, data []byte) {
		checkFuzzOutcome(t, p, data)
	})
}
