package parser

import (
	"context"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ledongthuc/pdf"
)

// minNativePPI is the lowest image resolution a page is rendered at (faxes
// are 100 dpi; below 70 an image is a logo, not the page).
const minNativePPI = 70

// minResampledPPI is the lowest scan resolution that is also read resampled
// to rasterDPI (measured: 200 dpi clean scans lose rows at their own
// resolution, blurred ones lose more resampled). Below it a scan (a fax, a
// 150 dpi scan) has few pixels a letter, which Tesseract reads better
// enlarged smoothly, so it is read both ways too (see OCRPool.enlarged).
const minResampledPPI = 180

// pdfGlyphs is the text layer of one page, read under recover.
type pdfGlyphs struct {
	width, height float64
	text          []glyph
	bars          []bar
	boxW, boxH    float64 // the page size pdftoppm renders (checkPDFPage)
	imagePPI      int     // resolution of the page's widest image, 0 without one
}

// readPDFPages opens a PDF and returns every page's glyphs, and the bytes
// they were read from: data itself, or data decrypted (see openPDF), which
// the pages' rendering must use too. ledongthuc/pdf panics on malformed
// input, so every call into it happens under recover.
func readPDFPages(ctx context.Context, data []byte) (pages []pdfGlyphs, read []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			pages, read, err = nil, nil, invalidInput("the PDF is malformed")
		}
	}()
	r, data, err := openPDF(ctx, data)
	if err != nil {
		return nil, nil, err
	}
	n := r.NumPage()
	if n <= 0 {
		return nil, nil, invalidInput("the PDF has no pages")
	}
	b := budgetOf(ctx)
	if err := b.addPages(n); err != nil {
		return nil, nil, err
	}
	for i := 1; i <= n; i++ {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		p := r.Page(i)
		if p.V.IsNull() {
			return nil, nil, invalidInput("page %d of the PDF is missing", i)
		}
		boxW, boxH, err := b.checkPDFPage(p, i)
		if err != nil {
			return nil, nil, err
		}
		g := pdfGlyphs{width: 612, height: 792, boxW: boxW, boxH: boxH}
		if box := inheritedKey(p.V, "MediaBox"); box.Kind() == pdf.Array && box.Len() == 4 {
			x0, y0 := box.Index(0).Float64(), box.Index(1).Float64()
			x1, y1 := box.Index(2).Float64(), box.Index(3).Float64()
			if x1-x0 > 10 && y1-y0 > 10 && x1-x0 < 20000 && y1-y0 < 20000 {
				g.width, g.height = x1-x0, y1-y0
			}
		}
		g.text, g.bars = pageGlyphs(p)
		g.imagePPI = widestImagePPI(p.V, g.width)
		pages = append(pages, g)
	}
	return pages, data, nil
}

// widestImagePPI is the resolution at which the page's widest image XObject
// would span the page's width: a scan's own resolution on an image-only page.
func widestImagePPI(pg pdf.Value, width float64) int {
	xo := inheritedKey(pg, "Resources").Key("XObject")
	widest := int64(0)
	for _, k := range xo.Keys() {
		if x := xo.Key(k); x.Key("Subtype").Name() == "Image" {
			widest = max(widest, x.Key("Width").Int64())
		}
	}
	if widest <= 0 || width <= 0 {
		return 0
	}
	return int(math.Round(float64(widest) * 72 / width))
}

// inheritedKey looks a page attribute up through the page tree.
func inheritedKey(v pdf.Value, key string) pdf.Value {
	for depth := 0; depth < 32 && !v.IsNull(); depth++ {
		if k := v.Key(key); !k.IsNull() {
			return k
		}
		v = v.Key("Parent")
	}
	return pdf.Value{}
}

// readPDF returns the words of every page: from the text layer when it is
// usable, otherwise by rendering the page and running OCR.
func (p *Parser) readPDF(ctx context.Context, index int, data []byte) ([]*page, error) {
	// an encrypted file comes back decrypted, for pdftoppm too
	glyphPages, data, err := readPDFPages(ctx, data)
	if err != nil {
		return nil, err
	}
	var out []*page
	for i, g := range glyphPages {
		pg := wordsFromGlyphs(g)
		pg.file, pg.number = index, i+1
		if !usableTextLayer(pg) {
			if p.OCR == nil {
				return nil, fmt.Errorf("parser: page without a text layer needs an OCR pool")
			}
			b := budgetOf(ctx)
			maxDPI, err := b.rasterDPIFor(i+1, g.boxW, g.boxH)
			if err != nil {
				return nil, err
			}
			// a scan is rendered at its own resolution, pixel for pixel, and
			// then read like an uploaded image of it (resampling to 300 dpi
			// lost 60% of the rows of 150-200 dpi scans)
			dpi := maxDPI
			if g.imagePPI >= minNativePPI && g.imagePPI < dpi {
				dpi = g.imagePPI
			}
			img, err := rasterizePage(ctx, b.lim, data, i+1, g.boxW, g.boxH, dpi)
			if err != nil {
				return nil, err
			}
			ocrPage, err := b.ocrWithin(ctx, i+1, func() (*page, error) { return p.OCR.recognizeRaster(ctx, img, dpi) })
			if err != nil {
				return nil, err
			}
			switch {
			case dpi < minResampledPPI:
				ocrPage.resampled = p.OCR.enlarged(ocrPage.gray, dpi, maxDPI)
			case dpi != maxDPI:
				// clean scans of this resolution sometimes read better
				// resampled; Parse keeps the reading with more rows
				num, w, h := i+1, g.boxW, g.boxH
				ocrPage.resampled = func(ctx context.Context, lang string) (*page, error) {
					img, err := rasterizePage(ctx, b.lim, data, num, w, h, maxDPI)
					if err != nil {
						return nil, err
					}
					g, err := decodePGM(img)
					if err != nil {
						return nil, invalidInput("a page of the PDF cannot be rendered")
					}
					return p.OCR.recognizeGrayIn(ctx, g, maxDPI, firstReading, lang)
				}
			}
			ocrPage.file, ocrPage.number, ocrPage.rendered = index, i+1, true
			pg = ocrPage
		}
		out = append(out, pg)
	}
	return out, nil
}

// usableTextLayer says whether a page's text layer is real text: image-only
// pages have none, and fonts without a Unicode mapping give control
// characters or private-use glyphs.
func usableTextLayer(pg *page) bool {
	var good, total int
	for _, w := range pg.words {
		for _, r := range w.text {
			total++
			if r == utf8.RuneError || unicode.IsControl(r) || unicode.In(r, unicode.Co) {
				continue
			}
			if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) {
				good++
			}
		}
	}
	return total >= 20 && float64(good) >= 0.9*float64(total)
}

// ligatures spells out typographic ligatures, which fonts map to one code.
var ligatures = strings.NewReplacer("ﬁ", "fi", "ﬂ", "fl", "ﬀ", "ff", "ﬃ", "ffi", "ﬄ", "ffl", "ﬅ", "st", "ﬆ", "st")

// wordsFromGlyphs groups glyphs into words: a space, a jump in baseline, or
// a horizontal gap wider than a fraction of the font size ends a word.
// Coordinates are converted to a top-left origin.
func wordsFromGlyphs(g pdfGlyphs) *page {
	pg := &page{width: g.width, height: g.height, unit: "pt"}
	var cur []rune
	var cx0, cx1, cbase, csize float64
	var cbold bool
	flush := func() {
		if len(cur) > 0 {
			t := string(cur)
			if strings.TrimSpace(t) != "" {
				pg.words = append(pg.words, word{
					text: t,
					x0:   cx0, x1: cx1,
					y0:   g.height - cbase - 0.78*csize,
					y1:   g.height - cbase + 0.22*csize,
					conf: 1, size: csize, baseline: g.height - cbase, bold: cbold,
				})
			}
		}
		cur = cur[:0]
	}
	var turned []glyph
	for _, t := range g.text {
		if t.s == "" || t.oblique {
			continue
		}
		if t.turned != 0 {
			turned = append(turned, t)
			continue
		}
		size := t.size
		if size <= 0 || size > 500 {
			size = 10
		}
		x, w := t.x, t.w
		isSpace := strings.TrimSpace(t.s) == ""
		if isSpace {
			flush()
			continue
		}
		if len(cur) > 0 {
			gap := x - cx1
			// a change of font size starts a new word: superscript marks
			// stand apart (see dropRaisedMarks)
			if abs(t.y-cbase) > 0.3*size || gap > 0.22*size || gap < -0.6*size || size < maxMarkSize*csize || csize < maxMarkSize*size {
				flush()
			}
		}
		if len(cur) == 0 {
			cx0, cbase, csize = x, t.y, size
			cbold = t.fontBold
		}
		cur = append(cur, []rune(ligatures.Replace(t.s))...)
		cx1 = x + w
	}
	flush()
	pg.words = append(pg.words, turnedWords(turned, g.height)...)
	pg.words = dropRaisedMarks(dropStruck(pg.words, g))
	return pg
}

// turnedWords reads text set turned a quarter (the dated column headings of
// a cumulative report, printed upward) into words as they read, each laid
// level at the middle of where it stands, so that headings turned side by
// side make one line.
func turnedWords(gs []glyph, height float64) []word {
	var out []word
	var cur []glyph
	flush := func() {
		if len(cur) == 0 {
			return
		}
		var b strings.Builder
		x0, x1 := math.Inf(1), math.Inf(-1)
		y0, y1 := math.Inf(1), math.Inf(-1)
		size := cur[0].size
		for _, t := range cur {
			b.WriteString(ligatures.Replace(t.s))
			// the letters stand left of an upward baseline, right of a
			// downward one
			lo, hi := t.x-0.78*t.size, t.x+0.22*t.size
			if t.turned < 0 {
				lo, hi = t.x-0.22*t.size, t.x+0.78*t.size
			}
			end := t.y + float64(t.turned)*t.w
			x0, x1 = math.Min(x0, lo), math.Max(x1, hi)
			y0, y1 = min(y0, t.y, end), max(y1, t.y, end)
		}
		if text := b.String(); strings.TrimSpace(text) != "" {
			mid := height - (y0+y1)/2
			out = append(out, word{
				text: text, x0: x0, x1: x1, y0: mid - 0.5*size, y1: mid + 0.5*size,
				conf: 1, size: size, baseline: mid + 0.5*size, bold: cur[0].fontBold, span: y1 - y0, turn: cur[0].turned,
			})
		}
		cur = cur[:0]
	}
	for _, t := range gs {
		if t.size <= 0 || t.size > 500 {
			t.size = 10 // as level text's
		}
		if strings.TrimSpace(t.s) == "" || math.IsNaN(t.x+t.y+t.w) || math.IsInf(t.x+t.y+t.w, 0) {
			flush()
			continue
		}
		if n := len(cur); n > 0 {
			last := cur[n-1]
			// the next letter of a word: same direction, same baseline,
			// and just past the last along it
			along := (t.y - last.y) * float64(t.turned)
			if t.turned != last.turned || abs(t.x-last.x) > 0.3*t.size || along < -0.2*t.size || along > last.w+0.22*t.size {
				flush()
			}
		}
		cur = append(cur, t)
	}
	flush()
	return out
}

// dropStruck drops the words a thin bar crosses at mid-height: text struck
// through, as a corrected value printed before its correction. A rule
// between rows passes above or below the letters, an underline under them,
// and a ruled form's lines run on past the text: a line through struck text
// begins and ends where its words do.
func dropStruck(ws []word, g pdfGlyphs) []word {
	if len(g.bars) == 0 {
		return ws
	}
	budget := maxStruckSteps
	out := make([]word, 0, len(ws))
	for _, w := range ws {
		if budget <= 0 || !struck(w, ws, g, &budget) {
			out = append(out, w)
		}
	}
	return out
}

// maxStruckSteps bounds the work dropStruck does on a hostile page (many
// bars over many words): past it, words are kept as they are.
const maxStruckSteps = 20_000_000

func struck(w word, ws []word, g pdfGlyphs, budget *int) bool {
	base, size := w.baseline, w.size
	for _, b := range g.bars {
		*budget--
		y := g.height - b.y // top-left origin, as the words
		if b.thick > 0.2*size || y > base-0.12*size || y < base-0.6*size {
			continue
		}
		if over := math.Min(b.x1, w.x1) - math.Max(b.x0, w.x0); over < 0.7*(w.x1-w.x0) {
			continue
		}
		*budget -= len(ws)
		starts, ends := false, false
		for _, v := range ws {
			if math.Abs(v.baseline-base) < 0.3*size {
				starts = starts || math.Abs(v.x0-b.x0) < 0.5*size
				ends = ends || math.Abs(v.x1-b.x1) < 0.5*size
			}
		}
		if starts && ends {
			return true
		}
	}
	return false
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}
