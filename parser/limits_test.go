package parser

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

// TestHostileFiles parses the files of testdata/hostile that exceed a
// limit: each ends as invalid_input with the bound it hit named, in well
// under a second except where a page is rendered. (form-draws-itself.pdf
// exceeds none: its bound is the form depth, see
// TestFormDrawingItselfStaysBounded.)
func TestHostileFiles(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	p := &Parser{OCR: pool}
	cases := []struct {
		file, limit string
		detail      string // part of the reason the API returns
	}{
		{"page-11000pt.pdf", LimitPageSize, "11000 × 11000 pt"},
		{"page-5000pt.pdf", LimitPageSize, "5000 × 5000 pt"},
		{"userunit-15000pt.pdf", LimitPageSize, "15000 × 15000 pt"},
		{"flate-bomb.pdf", LimitStreamSize, "decompresses to more than 32 MB"},
		{"embedded-image-60000px.pdf", LimitImageSize, "60000 × 60000 image"},
		{"pages-500.pdf", LimitPages, "more than 50 pages"},
		{"png-header-60000px.png", LimitImageSize, "60000 × 60000 pixels"},
		{"jpeg-header-65000px.jpg", LimitImageSize, "65000 × 65000 pixels"},
		{"png-16bit-5000px.png", LimitImageSize, "more than 160 MB decoded"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("../testdata/hostile", c.file))
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			_, err = p.Parse(context.Background(), []Input{{Name: c.file, Data: data}})
			took := time.Since(start)
			var f *Failure
			if !errors.As(err, &f) || f.Reason != assay.FailureInvalidInput || f.Limit != c.limit || !strings.Contains(f.Detail, c.detail) {
				t.Fatalf("got %v (%#v), want invalid_input on %s with %q", err, f, c.limit, c.detail)
			}
			t.Logf("%s: %s in %s", c.file, f.Detail, took.Round(time.Millisecond))
		})
	}
}

// TestLargePageRenderedAtLowerDPI renders a blank 3000 pt page: it fits
// the page pixel limit only below 300 dpi, so it is rendered at 120 dpi
// and read (blank, so it has no results).
func TestLargePageRenderedAtLowerDPI(t *testing.T) {
	b := &budget{lim: DefaultLimits}
	dpi, err := b.rasterDPIFor(1, 3000, 3000)
	if err != nil || dpi != 120 {
		t.Fatalf("3000 pt page: dpi %d, %v; want 120", dpi, err)
	}
	if px := pixelsAt(3000, 3000, dpi); px > DefaultLimits.MaxPagePixels {
		t.Fatalf("%d pixels at %d dpi, over the limit", px, dpi)
	}
	if dpi, err := b.rasterDPIFor(2, 612, 792); err != nil || dpi != rasterDPI {
		t.Fatalf("letter page: dpi %d, %v", dpi, err)
	}
	var f *Failure
	if _, err := b.rasterDPIFor(3, 3999, 3999); !errors.As(err, &f) || f.Limit != LimitPagePixels {
		t.Fatalf("3999 pt page: %v, want a page_pixels failure", err)
	}

	pool := NewOCRPool(1)
	defer pool.Close()
	data, err := os.ReadFile("../testdata/hostile/page-3000pt-blank.pdf")
	if err != nil {
		t.Fatal(err)
	}
	_, err = (&Parser{OCR: pool}).Parse(context.Background(), []Input{{Data: data}})
	if !errors.As(err, &f) || f.Limit != "" {
		t.Fatalf("blank 3000 pt page: %v; want a failure that is not a resource bound", err)
	}
}

// TestDocumentPixelBudget counts pixels across pages and files.
func TestDocumentPixelBudget(t *testing.T) {
	b := &budget{lim: Limits{MaxDocPixels: 20_000_000}.withDefaults()}
	if _, err := b.rasterDPIFor(1, 612, 792); err != nil {
		t.Fatal(err)
	}
	if _, err := b.rasterDPIFor(2, 612, 792); err != nil {
		t.Fatal(err)
	}
	var f *Failure
	if _, err := b.rasterDPIFor(3, 612, 792); !errors.As(err, &f) || f.Limit != LimitDocPixels {
		t.Fatalf("third letter page over 20 Mpx: %v", err)
	}
}

// TestRasterLimits runs pdftoppm under a memory limit too small for the
// page and a CPU-time budget it fits, and checks the failure names memory.
func TestRasterLimits(t *testing.T) {
	data, err := os.ReadFile("../testdata/hostile/page-3000pt-blank.pdf")
	if err != nil {
		t.Fatal(err)
	}
	img, err := rasterizePage(context.Background(), DefaultLimits, data, 1, 3000, 3000, 120)
	if err != nil || len(img) < 25_000_000 {
		t.Fatalf("render at the default limits: %d bytes, %v", len(img), err)
	}
	lim := DefaultLimits
	lim.RasterMemory = 40 << 20
	_, err = rasterizePage(context.Background(), lim, data, 1, 3000, 3000, 120)
	var f *Failure
	if !errors.As(err, &f) || f.Limit != LimitRasterMemory {
		t.Fatalf("render within 40 MB: %v, want a render_memory failure", err)
	}
	// A page larger than its MediaBox says is cut off at the expected size.
	_, err = rasterizePage(context.Background(), DefaultLimits, data, 1, 612, 792, 120)
	if !errors.As(err, &f) || f.Limit != LimitRasterPixels {
		t.Fatalf("render of a page bigger than declared: %v, want a render_pixels failure", err)
	}
}

// TestOCRPageTimeout gives up on a page that takes longer than the limit.
func TestOCRPageTimeout(t *testing.T) {
	b := &budget{lim: Limits{OCRPageTimeout: 50 * time.Millisecond}.withDefaults()}
	release := make(chan struct{})
	defer close(release)
	_, err := b.ocrWithin(context.Background(), 4, func() (*page, error) { <-release; return nil, nil })
	var f *Failure
	if !errors.As(err, &f) || f.Limit != LimitOCRTime || !strings.Contains(f.Detail, "page 4") {
		t.Fatalf("%v, want an ocr_time failure", err)
	}
}
