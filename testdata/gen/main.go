// Command gen writes Assay's synthetic lab-report corpus: text PDFs drawn
// with fpdf, scanned and photographed variants made from them, and a
// <name>.truth.json ground truth for each document. All names and ids are
// invented. Output is deterministic (fixed seeds and PDF dates).
package main

import (
	"context"
	"flag"
	"fmt"
	"image"
	"log"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

var fontDir = "/usr/share/fonts/truetype/dejavu"

// Set by flags; see main.
var seedSalt, onlyKind string

// family is a layout family and the scanned variants made of it.
type family struct {
	build    func() *Doc
	variants []Variant
}

var families = []family{
	{usLabcorp, []Variant{
		{Suffix: "scan300", Kind: "scan", Format: "png", DPI: 300, Rotate: 0.8, Speckle: 0.0004},
		{Suffix: "scan200faded", Kind: "scan", Format: "jpg", DPI: 200, Rotate: -0.4, Fade: 0.45, Noise: 5, Quality: 78},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1500},
	}},
	{ukNHS, []Variant{
		{Suffix: "scan200", Kind: "scan", Format: "pdf", DPI: 200, Rotate: -1.2, Noise: 6, Quality: 75},
		{Suffix: "scan150", Kind: "scan", Format: "png", DPI: 150, Rotate: 1.0, Blur: 1, Speckle: 0.0005},
		{Suffix: "photos", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1500, PerPage: true},
	}},
	{inLal, []Variant{
		{Suffix: "scan300", Kind: "scan", Format: "pdf", DPI: 300, Rotate: 1.5, Noise: 5, Quality: 70},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 80, PhotoWidth: 1600},
	}},
	{usQuest, []Variant{
		{Suffix: "scan200", Kind: "scan", Format: "pdf", DPI: 200, Rotate: 1.8, Noise: 4, Quality: 75},
		{Suffix: "scan300", Kind: "scan", Format: "jpg", DPI: 300, Rotate: -0.5, Noise: 3, Quality: 85},
	}},
	{usHospital, []Variant{
		{Suffix: "scan150", Kind: "scan", Format: "jpg", DPI: 150, Noise: 3, Quality: 80},
		{Suffix: "scan300", Kind: "scan", Format: "pdf", DPI: 300, Rotate: -1.0, Speckle: 0.0005, Quality: 80},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 80, PhotoWidth: 1500},
	}},
	{inThyro, []Variant{
		{Suffix: "scan200", Kind: "scan", Format: "jpg", DPI: 200, Rotate: 1.2, Noise: 5, Quality: 75},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 80, PhotoWidth: 1400},
	}},
	{seaSG, []Variant{
		{Suffix: "scan300", Kind: "scan", Format: "png", DPI: 300, Rotate: 2.0, Speckle: 0.0003},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1500},
	}},
	{euDE, []Variant{
		{Suffix: "scan150", Kind: "scan", Format: "png", DPI: 150},
		{Suffix: "scan200", Kind: "scan", Format: "pdf", DPI: 200, Rotate: -1.5, Noise: 5, Blur: 1, Quality: 75},
	}},
	{usCumulative, []Variant{
		{Suffix: "scan300", Kind: "scan", Format: "png", DPI: 300, Rotate: -1.3, Speckle: 0.0004},
		{Suffix: "scan200", Kind: "scan", Format: "jpg", DPI: 200, Noise: 4, Quality: 80},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1800},
	}},
	{seaPH, []Variant{
		{Suffix: "scan200", Kind: "scan", Format: "pdf", DPI: 200, Rotate: 1.1, Noise: 4, Quality: 78},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1500},
	}},
	{auCumulative, []Variant{
		{Suffix: "scan300", Kind: "scan", Format: "png", DPI: 300, Rotate: 0.6, Speckle: 0.0003},
		{Suffix: "scan150", Kind: "scan", Format: "jpg", DPI: 150, Noise: 3, Quality: 85},
	}},
	{usInline, []Variant{
		{Suffix: "scan200", Kind: "scan", Format: "png", DPI: 200, Rotate: -0.9, Speckle: 0.0004},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1500},
	}},
	{usPortal, []Variant{
		{Suffix: "scan300", Kind: "scan", Format: "pdf", DPI: 300, Rotate: 0.7, Noise: 4, Quality: 78},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1600},
	}},
	{inGrid, []Variant{
		{Suffix: "scan200", Kind: "scan", Format: "jpg", DPI: 200, Rotate: 1.0, Noise: 4, Quality: 80},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1500},
	}},
	{euFR, []Variant{
		{Suffix: "scan300", Kind: "scan", Format: "jpg", DPI: 300, Rotate: -0.7, Noise: 4, Quality: 80},
		{Suffix: "photo", Kind: "photo", Format: "jpg", DPI: 200, Quality: 82, PhotoWidth: 1600},
	}},
}

func main() {
	out := flag.String("out", "../reports", "output directory")
	sample := flag.String("sample", "../sample-report.pdf", "where to copy the clean US sample report")
	only := flag.String("only", "", "generate only layouts whose name contains this")
	flag.StringVar(&seedSalt, "salt", "", "mixed into every variant's random seed: a non-empty salt makes a held-out set\n"+
		"with the same documents and fresh scan and photo distortions (do not write it over ../reports)")
	flag.StringVar(&onlyKind, "kind", "", "make only variants of this kind (scan or photo); the text PDF is always made")
	flag.StringVar(&fontDir, "fonts", fontDir, "directory with DejaVuSans*.ttf (Debian fonts-dejavu-core)")
	flag.Parse()

	fpdf.SetDefaultCreationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	fpdf.SetDefaultModificationDate(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	fpdf.SetDefaultCatalogSort(true)
	fpdf.SetDefaultCompression(true)

	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	for _, f := range families {
		d := f.build()
		if *only != "" && !strings.Contains(d.Layout, *only) {
			continue
		}
		if err := generate(ctx, d, f.variants, *out); err != nil {
			log.Fatalf("%s: %v", d.Layout, err)
		}
		if d.Layout == "us_labcorp" && *sample != "" {
			b, err := os.ReadFile(filepath.Join(*out, "us_labcorp-text.pdf"))
			if err != nil {
				log.Fatal(err)
			}
			if err := os.WriteFile(*sample, b, 0o644); err != nil {
				log.Fatal(err)
			}
		}
	}
}

func generate(ctx context.Context, d *Doc, variants []Variant, out string) error {
	pdf, err := d.Render()
	if err != nil {
		return err
	}
	if err := verifyText(ctx, d, pdf); err != nil {
		return err
	}
	stem := d.Layout + "-text"
	if err := os.WriteFile(filepath.Join(out, stem+".pdf"), pdf, 0o644); err != nil {
		return err
	}
	if err := writeJSON(filepath.Join(out, stem+".truth.json"), truthFor(d, "text_pdf", "pdf", 0, 0, "")); err != nil {
		return err
	}
	log.Printf("%s: %d pages, %d rows", stem, d.pages, len(d.rowsInOrder()))
	wPt, hPt := 612.0, 792.0
	if d.A4 {
		wPt, hPt = 595.28, 841.89
	}
	if d.Landscape {
		wPt, hPt = hPt, wPt
	}
	for _, v := range variants {
		if onlyKind != "" && v.Kind != onlyKind {
			continue
		}
		name := d.Layout + "-" + v.Suffix
		rng := rand.New(rand.NewSource(seedOf(name + seedSalt)))
		pages, err := rasterize(ctx, pdf, v.DPI)
		if err != nil {
			return err
		}
		if v.Format != "pdf" && !v.PerPage {
			pages = pages[:1] // a single image holds the first page only
		}
		for i := range pages {
			pages[i] = degrade(pages[i], v, rng)
		}
		var files []string
		size := 0
		write := func(file string, data []byte, err error) error {
			if err != nil {
				return err
			}
			files = append(files, file)
			size += len(data)
			return os.WriteFile(filepath.Join(out, file), data, 0o644)
		}
		switch {
		case v.Format == "pdf":
			var data []byte
			data, err = imagePDF(pages, v.Quality, wPt, hPt)
			err = write(name+".pdf", data, err)
		case v.PerPage:
			// one image per page, uploaded together as one job
			for i, pg := range pages {
				data, err := encodeImage(pg, v)
				if err = write(fmt.Sprintf("%s-p%d.%s", name, i+1, v.Format), data, err); err != nil {
					return err
				}
			}
		default:
			var data []byte
			data, err = encodeImage(pages[0], v)
			err = write(name+"."+v.Format, data, err)
		}
		if err != nil {
			return err
		}
		t := truthFor(d, v.Kind, v.Format, v.DPI, len(pages), describe(v))
		if v.PerPage {
			t.Files = files
		}
		if err := writeJSON(filepath.Join(out, name+".truth.json"), t); err != nil {
			return err
		}
		log.Printf("%s: %s, %d pages, %d rows, %d KB", name, strings.Join(files, " "), t.Pages, len(t.Results), size/1024)
	}
	return nil
}

func encodeImage(img *image.Gray, v Variant) ([]byte, error) {
	switch v.Format {
	case "png":
		return encodePNG(img)
	case "jpg":
		return encodeJPEG(img, v.Quality)
	}
	return nil, fmt.Errorf("unknown image format %q", v.Format)
}

func describe(v Variant) string {
	var parts []string
	if v.PhotoWidth > 0 {
		parts = append(parts, fmt.Sprintf("photo skew+lighting %dpx wide", v.PhotoWidth))
	}
	if v.Rotate != 0 {
		parts = append(parts, fmt.Sprintf("rotated %.1f deg", v.Rotate))
	}
	if v.Noise > 0 {
		parts = append(parts, fmt.Sprintf("noise %.0f", v.Noise))
	}
	if v.Speckle > 0 {
		parts = append(parts, "speckles")
	}
	if v.Blur > 0 {
		parts = append(parts, "blur")
	}
	if v.Fade > 0 {
		parts = append(parts, fmt.Sprintf("faded %.0f%%", 100*v.Fade))
	}
	if v.Quality > 0 {
		parts = append(parts, fmt.Sprintf("jpeg q%d", v.Quality))
	}
	return strings.Join(parts, ", ")
}
