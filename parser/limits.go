package parser

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"io"
	"math"
	"sync"
	"time"

	"github.com/ledongthuc/pdf"
)

// Limits bound the memory and time one job may take. Every bound is checked
// from headers and dictionaries before the pixels or streams it guards are
// allocated. A zero field takes its value from DefaultLimits.
type Limits struct {
	MaxPages       int     // pages per document, all files together
	MaxPageSide    float64 // longest side of a PDF page, in points (× UserUnit)
	MaxPagePixels  int64   // pixels a page is rendered or an image decoded at
	MaxDocPixels   int64   // rendered and decoded pixels of all pages together
	MinRasterDPI   int     // a large page is rendered at a lower dpi, never below this
	MaxImageSide   int     // width or height of an image, uploaded or embedded
	MaxImagePixels int64   // pixels of an image embedded in a PDF
	// MaxDecodedBytes bounds an uploaded image once decoded (a 16-bit RGBA
	// PNG takes 8 bytes a pixel).
	MaxDecodedBytes int64
	MaxStreamBytes  int64         // decompressed size of one PDF content, form or ToUnicode stream
	OCRPageTimeout  time.Duration // OCR of one page or image
	RasterMemory    int64         // address space of the pdftoppm child
	RasterCPU       time.Duration // CPU time of the pdftoppm child
	RasterTimeout   time.Duration // wall time of the pdftoppm child
}

// DefaultLimits are the documented defaults (README, "Reliability").
// A 300 dpi letter page is 8.4 Mpx and A3 17.4 Mpx, so ordinary pages keep
// their full resolution; a 12–40 Mpx phone photo is accepted.
var DefaultLimits = Limits{
	MaxPages:        50,
	MaxPageSide:     4000, // 55 in: beyond A0, and past any printed report
	MaxPagePixels:   25_000_000,
	MaxDocPixels:    500_000_000,
	MinRasterDPI:    100,
	MaxImageSide:    maxImageSide,
	MaxImagePixels:  maxImagePix,
	MaxDecodedBytes: 160 << 20, // a 40 Mpx 8-bit RGB PNG
	MaxStreamBytes:  32 << 20,
	OCRPageTimeout:  90 * time.Second,
	RasterMemory:    512 << 20,
	RasterCPU:       30 * time.Second,
	RasterTimeout:   60 * time.Second,
}

// withDefaults fills zero fields from DefaultLimits.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	set := func(v *int64, def int64) {
		if *v <= 0 {
			*v = def
		}
	}
	if l.MaxPages <= 0 {
		l.MaxPages = d.MaxPages
	}
	if l.MaxPageSide <= 0 {
		l.MaxPageSide = d.MaxPageSide
	}
	if l.MinRasterDPI <= 0 {
		l.MinRasterDPI = d.MinRasterDPI
	}
	if l.MaxImageSide <= 0 {
		l.MaxImageSide = d.MaxImageSide
	}
	set(&l.MaxPagePixels, d.MaxPagePixels)
	// a rendered page is decoded under the image pixel limit
	l.MaxPagePixels = min(l.MaxPagePixels, maxImagePix)
	set(&l.MaxDocPixels, d.MaxDocPixels)
	set(&l.MaxImagePixels, d.MaxImagePixels)
	set(&l.MaxDecodedBytes, d.MaxDecodedBytes)
	set(&l.MaxStreamBytes, d.MaxStreamBytes)
	set(&l.RasterMemory, d.RasterMemory)
	for _, p := range []struct{ v, def *time.Duration }{
		{&l.OCRPageTimeout, &d.OCRPageTimeout}, {&l.RasterCPU, &d.RasterCPU}, {&l.RasterTimeout, &d.RasterTimeout},
	} {
		if *p.v <= 0 {
			*p.v = *p.def
		}
	}
	return l
}

// Names of the bounds, kept with a failed job (assay.ParsingJob.ResourceLimit).
const (
	LimitPages        = "pages"
	LimitPageSize     = "page_size"
	LimitPagePixels   = "page_pixels"
	LimitDocPixels    = "document_pixels"
	LimitImageSize    = "image_size"
	LimitStreamSize   = "stream_size"
	LimitOCRTime      = "ocr_time"
	LimitRasterMemory = "render_memory"
	LimitRasterTime   = "render_time"
	LimitRasterPixels = "render_pixels"
)

// overLimit is the failure of a job that hit a resource bound: invalid
// input that is never retried, and never re-parsed unless asked for by id.
func overLimit(limit, format string, args ...any) *Failure {
	f := invalidInput(format, args...)
	f.Limit = limit
	return f
}

// budget counts the pages and pixels of one document across its files.
type budget struct {
	lim    Limits
	mu     sync.Mutex
	pages  int
	pixels int64
}

type budgetKey struct{}

// withBudget starts the accounting of one document.
func withBudget(ctx context.Context, lim Limits) context.Context {
	return context.WithValue(ctx, budgetKey{}, &budget{lim: lim.withDefaults()})
}

// budgetOf returns the document's budget, or a fresh one with the defaults
// for callers outside Parse.
func budgetOf(ctx context.Context) *budget {
	if b, ok := ctx.Value(budgetKey{}).(*budget); ok {
		return b
	}
	return &budget{lim: DefaultLimits}
}

// addPages counts n more pages of the document.
func (b *budget) addPages(n int) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.pages += n
	if b.pages > b.lim.MaxPages {
		return overLimit(LimitPages, "the document has more than %d pages (%d in this file); split it into smaller uploads", b.lim.MaxPages, n)
	}
	return nil
}

// addPixels counts the pixels of one more rendered or decoded page.
func (b *budget) addPixels(px int64) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.pixels += px
	if b.pixels > b.lim.MaxDocPixels {
		return overLimit(LimitDocPixels, "the document's pages add up to more than %d megapixels", b.lim.MaxDocPixels/1_000_000)
	}
	return nil
}

// rasterDPIFor returns the dpi a page of w×h points is rendered at:
// rasterDPI, lowered so that the page fits MaxPagePixels, or a failure when
// it would need less than MinRasterDPI. The page's pixels are counted.
func (b *budget) rasterDPIFor(num int, w, h float64) (int, error) {
	lim := b.lim
	dpi := rasterDPI
	if px := pixelsAt(w, h, dpi); px > lim.MaxPagePixels {
		dpi = int(math.Floor(72 * math.Sqrt(float64(lim.MaxPagePixels)/(w*h))))
		if dpi < lim.MinRasterDPI {
			return 0, overLimit(LimitPagePixels, "page %d (%.0f × %.0f pt) would take %d megapixels at %d dpi, the lowest readable resolution; at most %d are read",
				num, w, h, pixelsAt(w, h, lim.MinRasterDPI)/1_000_000, lim.MinRasterDPI, lim.MaxPagePixels/1_000_000)
		}
	}
	return dpi, b.addPixels(pixelsAt(w, h, dpi))
}

// pixelsAt is the pixel count of a w×h pt page rendered at dpi, as pdftoppm
// rounds it.
func pixelsAt(w, h float64, dpi int) int64 {
	pw, ph := rasterSide(w, dpi), rasterSide(h, dpi)
	return int64(pw) * int64(ph)
}

func rasterSide(pt float64, dpi int) int { return int(math.Ceil(pt * float64(dpi) / 72)) }

// checkPDFPage checks one page before it is read or rendered: its size,
// the size of its embedded images, and the decompressed size of the
// streams the parser reads. It returns the page's size in points.
func (b *budget) checkPDFPage(p pdf.Page, num int) (w, h float64, err error) {
	lim := b.lim
	w, h = 612, 792
	if box := inheritedKey(p.V, "MediaBox"); box.Kind() == pdf.Array && box.Len() == 4 {
		w = math.Abs(box.Index(2).Float64() - box.Index(0).Float64())
		h = math.Abs(box.Index(3).Float64() - box.Index(1).Float64())
	}
	if u := p.V.Key("UserUnit"); u.Kind() == pdf.Integer || u.Kind() == pdf.Real {
		if f := u.Float64(); f > 0 {
			w, h = w*f, h*f
		}
	}
	if math.IsNaN(w) || math.IsNaN(h) || w > lim.MaxPageSide || h > lim.MaxPageSide {
		return 0, 0, overLimit(LimitPageSize, "page %d is %.0f × %.0f pt; pages up to %.0f pt on a side are read", num, w, h, lim.MaxPageSide)
	}
	if w < 1 || h < 1 {
		return 0, 0, invalidInput("page %d has an empty MediaBox", num)
	}
	res := inheritedKey(p.V, "Resources")
	if err := b.checkStream(p.V.Key("Contents"), num, "content"); err != nil {
		return 0, 0, err
	}
	xobj := res.Key("XObject")
	for _, k := range xobj.Keys() {
		x := xobj.Key(k)
		switch x.Key("Subtype").Name() {
		case "Image":
			iw, ih := x.Key("Width").Int64(), x.Key("Height").Int64()
			if iw > int64(lim.MaxImageSide) || ih > int64(lim.MaxImageSide) || iw*ih > lim.MaxImagePixels {
				return 0, 0, overLimit(LimitImageSize, "page %d embeds a %d × %d image; images up to %d megapixels and %d pixels on a side are read",
					num, iw, ih, lim.MaxImagePixels/1_000_000, lim.MaxImageSide)
			}
		case "Form":
			if err := b.checkStream(x, num, "form"); err != nil {
				return 0, 0, err
			}
		}
	}
	fonts := res.Key("Font")
	for _, k := range fonts.Keys() {
		if err := b.checkStream(fonts.Key(k).Key("ToUnicode"), num, "font"); err != nil {
			return 0, 0, err
		}
	}
	return w, h, nil
}

// checkStream decompresses a stream (or an array of them) into nothing,
// stopping past MaxStreamBytes: a few hundred bytes of Flate can expand to
// gigabytes. A stream the library cannot decode is left to the reader.
func (b *budget) checkStream(v pdf.Value, num int, what string) error {
	if v.Kind() == pdf.Array {
		for i := 0; i < v.Len() && i < 10_000; i++ {
			if err := b.checkStream(v.Index(i), num, what); err != nil {
				return err
			}
		}
		return nil
	}
	if v.Kind() != pdf.Stream {
		return nil
	}
	n, ok := streamSize(v, b.lim.MaxStreamBytes+1)
	if ok && n > b.lim.MaxStreamBytes {
		return overLimit(LimitStreamSize, "a %s stream of page %d decompresses to more than %d MB", what, num, b.lim.MaxStreamBytes>>20)
	}
	return nil
}

// streamSize reads at most max decompressed bytes of a stream.
func streamSize(v pdf.Value, max int64) (n int64, ok bool) {
	defer func() {
		if recover() != nil {
			n, ok = 0, false
		}
	}()
	r := v.Reader()
	defer r.Close()
	n, err := io.Copy(io.Discard, io.LimitReader(r, max))
	return n, err == nil
}

// checkImage checks an uploaded PNG or JPEG from its header: dimensions,
// pixels, and the memory its decoded form takes.
func (b *budget) checkImage(data []byte) error {
	lim := b.lim
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return invalidInput("the image cannot be read")
	}
	px := int64(cfg.Width) * int64(cfg.Height)
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return invalidInput("the image has no pixels")
	}
	if cfg.Width > lim.MaxImageSide || cfg.Height > lim.MaxImageSide || px > lim.MaxImagePixels {
		return overLimit(LimitImageSize, "the image is %d × %d pixels; images up to %d megapixels and %d pixels on a side are read",
			cfg.Width, cfg.Height, lim.MaxImagePixels/1_000_000, lim.MaxImageSide)
	}
	if px*bytesPerPixel(cfg.ColorModel) > lim.MaxDecodedBytes {
		return overLimit(LimitImageSize, "the image is %d × %d pixels at %d bytes a pixel; it would take more than %d MB decoded",
			cfg.Width, cfg.Height, bytesPerPixel(cfg.ColorModel), lim.MaxDecodedBytes>>20)
	}
	return b.addPixels(px)
}

// bytesPerPixel is what Go's decoders allocate per pixel for a color model.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	case color.YCbCrModel:
		return 3 // 4:4:4 at worst
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4
}

// ocrWithin runs one page's OCR, and gives up on it after OCRPageTimeout.
// Tesseract cannot be interrupted, so an abandoned page finishes in the
// background and its client goes back to the pool then; the job fails now.
func (b *budget) ocrWithin(ctx context.Context, num int, read func() (*page, error)) (*page, error) {
	type result struct {
		pg  *page
		err error
	}
	done := make(chan result, 1)
	go func() {
		// a panic here would escape Parse's recover
		defer func() {
			if r := recover(); r != nil {
				if !recoverParsePanics {
					panic(r)
				}
				done <- result{nil, invalidInput("page %d could not be processed", num)}
			}
		}()
		pg, err := read()
		done <- result{pg, err}
	}()
	t := time.NewTimer(b.lim.OCRPageTimeout)
	defer t.Stop()
	select {
	case r := <-done:
		return r.pg, r.err
	case <-t.C:
		return nil, overLimit(LimitOCRTime, "page %d could not be read within %s", num, b.lim.OCRPageTimeout)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
