package main

import (
	"bytes"
	"context"
	"image"
	"math/rand"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
)

func init() {
	fpdf.SetDefaultCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	fpdf.SetDefaultModificationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
}

// Every family renders the same bytes twice, and its truth matches the text
// pdftotext reads from it.
func TestFamiliesDeterministicAndTruthful(t *testing.T) {
	for _, f := range families {
		a, b := f.build(), f.build()
		pa, err := a.Render()
		if err != nil {
			t.Fatalf("%s: %v", a.Layout, err)
		}
		pb, err := b.Render()
		if err != nil {
			t.Fatalf("%s: %v", b.Layout, err)
		}
		if !bytes.Equal(pa, pb) {
			t.Errorf("%s: two renders differ", a.Layout)
		}
		if err := verifyText(context.Background(), a, pa); err != nil {
			t.Errorf("%s: %v", a.Layout, err)
		}
		if len(f.variants) < 2 {
			t.Errorf("%s: %d scanned variants, want at least 2", a.Layout, len(f.variants))
		}
	}
}

func TestImagePDFDeterministic(t *testing.T) {
	pages := make([]*image.Gray, 2)
	for i := range pages {
		pages[i] = image.NewGray(image.Rect(0, 0, 85, 110))
		addNoise(pages[i], 30, 0.01, rand.New(rand.NewSource(int64(i))))
	}
	a, err := imagePDF(pages, 75, 612, 792)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := imagePDF(pages, 75, 612, 792)
	if !bytes.Equal(a, b) {
		t.Error("image-only PDF differs between runs")
	}
	// pdftoppm must read it back as two pages of the right size
	got, err := rasterize(context.Background(), a, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Rect.Dx() != 85 || got[0].Rect.Dy() != 110 {
		t.Errorf("rasterized %d pages, first %v", len(got), got[0].Rect)
	}
}
