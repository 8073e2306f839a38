package parser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay/parser/imaging"
	"github.com/otiai10/gosseract/v2"
)

// OCRPool holds one gosseract client per worker goroutine; clients are not goroutine-safe.
type OCRPool struct {
	clients chan *gosseract.Client
	size    int
	// ObservePage, if set, gets the recognition time of every page or image
	// (for metrics). Set it before the first use.
	ObservePage func(time.Duration)
}

// Size is the number of Tesseract clients, the pool's useful concurrency.
func (p *OCRPool) Size() int { return p.size }

// NewOCRPool makes a pool of size Tesseract clients (at least one).
func NewOCRPool(size int) *OCRPool {
	if size < 1 {
		size = 1
	}
	// OpenMP threads inside Tesseract fight goroutine parallelism (omp.go);
	// cmd/assay starts with OMP_THREAD_LIMIT=1.
	p := &OCRPool{clients: make(chan *gosseract.Client, size), size: size}
	for range size {
		p.clients <- gosseract.NewClient()
	}
	return p
}

// Close frees every client. Call it once, when no Parse is running.
func (p *OCRPool) Close() error {
	if p == nil {
		return nil
	}
	var errs []error
	for range p.size {
		c := <-p.clients
		errs = append(errs, c.Close())
	}
	return errors.Join(errs...)
}

func (p *OCRPool) checkout(ctx context.Context) (*gosseract.Client, error) {
	select {
	case c := <-p.clients:
		return c, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// freshClient checks out a client set to langs; done closes it and refills
// its slot. A reused TessBaseAPI reads a page differently after some earlier
// pages (seen in the corpus: a whole column lost after a photo was read), so
// every reading gets a fresh client; initialising one costs about 60 ms,
// which the tesseract CLI pays per page too. The slot is refilled with a
// client that initialises lazily on its first page.
func (p *OCRPool) freshClient(ctx context.Context, langs []string) (c *gosseract.Client, done func(), err error) {
	if c, err = p.checkout(ctx); err != nil {
		return nil, nil, err
	}
	done = func() {
		c.Close()
		p.clients <- gosseract.NewClient()
	}
	if len(langs) > 0 {
		if err := c.SetLanguage(langs...); err != nil {
			done()
			return nil, nil, fmt.Errorf("ocr: language: %w", err)
		}
	}
	return c, done, nil
}

// ocrWords runs Tesseract on an encoded image and returns its word boxes
// with block, paragraph and line numbers.
func (p *OCRPool) ocrWords(ctx context.Context, data []byte, dpi int, psm gosseract.PageSegMode, localThreshold bool, langs []string) ([]gosseract.BoundingBox, error) {
	c, done, err := p.freshClient(ctx, langs)
	if err != nil {
		return nil, err
	}
	defer done()
	if err := c.SetImageFromBytes(data); err != nil {
		return nil, fmt.Errorf("ocr: set image: %w", err)
	}
	// Set as a variable: SetPageSegMode on a client that has not initialised
	// yet is lost when Tesseract initialises.
	if err := c.SetVariable("tessedit_pageseg_mode", strconv.Itoa(int(psm))); err != nil {
		return nil, fmt.Errorf("ocr: page segmentation mode: %w", err)
	}
	if err := c.SetVariable("user_defined_dpi", strconv.Itoa(dpi)); err != nil {
		return nil, fmt.Errorf("ocr: set dpi: %w", err)
	}
	c.SetVariable("debug_file", os.DevNull)
	if localThreshold {
		// Sauvola: see photoThresholding
		if err := c.SetVariable("thresholding_method", photoThresholding); err != nil {
			return nil, fmt.Errorf("ocr: thresholding: %w", err)
		}
	}

	start := time.Now()
	boxes, err := c.GetBoundingBoxesVerbose()
	if p.ObservePage != nil {
		p.ObservePage(time.Since(start))
	}
	if err != nil {
		return nil, fmt.Errorf("ocr: %w", err)
	}
	return boxes, nil
}

// ocrPageSegMode is Tesseract's page segmentation mode. Measured on the
// corpus (22 scans, 12 photos; exact rows): single block 477/525 and
// 193/267, sparse text 472 and 191, single column 474 and 123, automatic
// 450 and 82. Automatic layout analysis splits table rows into columns of
// blocks and loses rows; a single block keeps each printed row one line.
const ocrPageSegMode = gosseract.PSM_SINGLE_BLOCK

// photoThresholding is Tesseract's thresholding_method for photos: Sauvola's
// local threshold. Measured on the corpus's 12 photos and 36 held-out ones
// (exact rows): 87.8% against 86.3% with the default global Otsu.
const photoThresholding = "2"

// ocrRetryPageSegMode is tried on photos when a document yields no rows in
// the first reading: ruled tables (a grid around every cell) read as debris
// in a single block and well as sparse text (measured: 0/26 → 23/26 rows).
// Scans are read a second time deskewed and cleaned instead (see
// recognizeGray).
const ocrRetryPageSegMode = gosseract.PSM_SPARSE_TEXT

// decodeImage checks the image header against the pixel limits, then decodes
// it fully so that a truncated or corrupt file fails here and not in
// Leptonica.
func decodeImage(data []byte) (image.Image, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, invalidInput("the image cannot be read")
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > maxImageSide || cfg.Height > maxImageSide ||
		int64(cfg.Width)*int64(cfg.Height) > maxImagePix {
		return nil, invalidInput("the image is too large (%dx%d pixels)", cfg.Width, cfg.Height)
	}
	var img image.Image
	switch format {
	case "png":
		img, err = png.Decode(bytes.NewReader(data))
	case "jpeg":
		img, err = jpeg.Decode(bytes.NewReader(data))
	default:
		return nil, invalidInput("unsupported image format")
	}
	if err != nil {
		return nil, invalidInput("the image is truncated or corrupt")
	}
	return img, nil
}

// recognizeImage OCRs one PNG or JPEG page.
func (p *OCRPool) recognizeImage(ctx context.Context, data []byte) (*page, error) {
	img, err := decodeImage(data)
	if err != nil {
		return nil, err
	}
	g := imaging.ToGray(img)
	return p.recognizeGray(ctx, g, guessDPI(g.Rect.Dx(), g.Rect.Dy()), firstReading)
}

// guessDPI assumes a letter or A4 page filling the image, which holds for
// scans and roughly for photos; Tesseract uses it to scale its size priors.
func guessDPI(w, h int) int {
	short := math.Min(float64(w), float64(h))
	dpi := int(math.Round(short / 8.4))
	return max(70, min(dpi, 600))
}

// upscaleBelowDPI is the resolution under which a page is doubled before
// OCR: Tesseract loses decimal points and thin strokes on small text. Noisy
// scans are left alone, because doubling makes Tesseract read the specks as
// characters (measured on the corpus: photos 0.67 → 0.73 exact rows, noisy
// 150 dpi scans worse).
const upscaleBelowDPI = 210

// maxSpeckleForUpscale is the share of dark pixels that are isolated specks
// above which a page counts as noisy (photos measure ≤ 0.003, noisy scans
// ≥ 0.01).
const maxSpeckleForUpscale = 0.005

// crookedDegrees is the skew from which a scan is turned upright before its
// first reading. Below it, scans read better as they are (see
// recognizeGrayIn); the corpus's scans lie within 2.4°, its crooked feeds at
// 5–8°.
const crookedDegrees = 3.5

// maxOCRPixels is the size above which a page is halved before OCR
// (a 300 dpi letter page is 8.4 Mpx, a 12 Mpx phone photo fits).
const maxOCRPixels = 16_000_000

// ocrScale is the factor by which a w×h page at dpi is resized before OCR:
// halved when huge, doubled when small unless noisy says it is specked.
func ocrScale(w, h float64, dpi int, noisy func() bool) float64 {
	switch {
	case w*h > maxOCRPixels:
		return 0.5
	case dpi < upscaleBelowDPI && w*h*4 <= maxOCRPixels && !noisy():
		return 2
	}
	return 1
}

// preparePhoto rectifies the sheet q of photo g straight to the size OCR
// reads and cleans it. It returns the sheet, the factor from the sheet's
// own size (in photo pixels) to the prepared image's, and the prepared
// image's dpi.
func preparePhoto(g *image.Gray, q imaging.Quad) (s *imaging.Sheet, scale float64, dpi int) {
	sw, sh := imaging.SheetSize(q)
	dpi = guessDPI(int(sw), int(sh))
	scale = ocrScale(sw, sh, dpi, func() bool { return false })
	s = imaging.RectifySheet(g, q, int(math.Round(sw*scale)), int(math.Round(sh*scale)))
	imaging.CleanPhoto(s.Gray)
	return s, scale, max(70, int(float64(dpi)*scale))
}

// uprightScan turns scan g upright by its skew quad q (from
// imaging.FindSkew) at scale, and returns the image OCR reads, its dpi, and
// the map from its coordinates over scale back to g's.
func uprightScan(g *image.Gray, q imaging.Quad, scale float64, dpi int) (*image.Gray, int, func(x, y float64) (float64, float64)) {
	w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
	s := imaging.RectifySheet(g, q, int(math.Round(w*scale)), int(math.Round(h*scale)))
	return s.Gray, max(70, int(float64(dpi)*scale)), func(x, y float64) (float64, float64) { return s.ToPhoto(x*scale, y*scale) }
}

// recognizeGray OCRs a grayscale page, for the first or the second time;
// word boxes are reported in the page's own pixels, or for a rectified
// (photographed or deskewed) page in its rectified pixels with page.toImage
// mapping them back.
func (p *OCRPool) recognizeGray(ctx context.Context, g *image.Gray, dpi int, how reading) (*page, error) {
	return p.recognizeGrayIn(ctx, g, dpi, how, "en")
}

// enlarged reads a low-resolution page again from its native pixels g at
// dpi, enlarged a whole number of times up to maxDPI with a smooth cubic:
// Tesseract misreads strokes a pixel or two wide, and pdftoppm's rendering
// at maxDPI only copies them into blocks (dev faxes: 73 → 93 of 223 rows
// exact). Its levels are stretched (imaging.StretchInk), without which
// noisy 150 dpi scans read worse enlarged (dev 76.2 → 58.0% exact rows when
// the enlarged reading was the only one); with it, as a second reading,
// the blind dev 150 dpi PDF scans went from 557 to 622 of 810 rows.
func (p *OCRPool) enlarged(g *image.Gray, dpi, maxDPI int) func(ctx context.Context, lang string) (*page, error) {
	k := maxDPI / dpi
	if g == nil || k < 2 {
		return nil
	}
	return func(ctx context.Context, lang string) (*page, error) {
		up := imaging.UpscaleCubic(g, k)
		imaging.StretchInk(up)
		return p.recognizeGrayIn(ctx, up, dpi*k, firstReading, lang)
	}
}

// reading is how a page is read.
type reading int

const (
	// firstReading reads the page as it is, as one block of lines.
	firstReading reading = iota
	// cleanedReading reads it again turned upright and cleaned (scans), or
	// as sparse text (photos); see recognizeGrayIn.
	cleanedReading
	// layoutReading reads it as the first reading does, but lets
	// Tesseract find the page's blocks itself, as its command line does.
	layoutReading
)

// ocrLanguages are the traineddata that read a report in lang: its own
// language's, then English's for the test names and units English lends.
func ocrLanguages(lang string) []string {
	if t, ok := supportedLanguages[lang]; ok && lang != "en" {
		return []string{t, "eng"}
	}
	return []string{"eng"}
}

// recognizeGrayIn is recognizeGray with Tesseract's models for the report
// language lang (ISO 639-1).
func (p *OCRPool) recognizeGrayIn(ctx context.Context, g *image.Gray, dpi int, how reading, lang string) (*page, error) {
	origDPI := dpi
	w, h := g.Rect.Dx(), g.Rect.Dy()
	noisy := func() bool { return imaging.SpeckleRatio(g) >= maxSpeckleForUpscale }
	scale := 1.0
	in := g
	var toImage func(x, y float64) (float64, float64)
	q, photo := imaging.FindSheet(g)
	psm := ocrPageSegMode
	second := how == cleanedReading
	switch {
	case second && photo:
		psm = ocrRetryPageSegMode
	case how == layoutReading:
		psm = gosseract.PSM_AUTO
	}
	switch {
	case photo:
		var s *imaging.Sheet
		s, scale, dpi = preparePhoto(g, q)
		sw, sh := imaging.SheetSize(q)
		in, w, h = s.Gray, int(math.Round(sw)), int(math.Round(sh))
		toImage = func(x, y float64) (float64, float64) { return s.ToPhoto(x*scale, y*scale) }
	case second:
		// A second reading of a scan, after the first found no rows or
		// too few: turned upright and cleaned like a photo, which rescues
		// ruled grids that a rotated scan hides from Tesseract. Measured on
		// scans of the corpus and of three held-out seeds (exact rows):
		// 95.6 → 96.2%, 95.2 → 95.4%, 94.9 → 95.0% and 89.1 → 94.9%.
		// Faint marks are whitened last: dotted rules between rows made a
		// blind dev scan unreadable (3 → 25 of 27 rows found). Whitened on
		// every first reading instead, blurred scans lost strokes (dev scans
		// 76.7 → 59.9% exact rows).
		scale = ocrScale(float64(w), float64(h), dpi, noisy)
		q, ok := imaging.FindSkew(g)
		if !ok {
			q = imaging.RectQuad(float64(w), float64(h))
		}
		in, dpi, toImage = uprightScan(g, q, scale, dpi)
		imaging.FlattenLighting(in)
		imaging.RemoveRules(in, in.Rect.Dx()*6/100, in.Rect.Dy()*4/100, 8)
		imaging.WhitenFaint(in)
	default:
		// On the first reading scans are read as they are: deskewing or
		// cleaning every scan before OCR lowered the corpus's scans from
		// 95.2% exact rows to 92.2% and 85.3% (resampling softens sharp
		// scans); skew is undone on word boxes.
		scale = ocrScale(float64(w), float64(h), dpi, noisy)
		if q, ok := imaging.FindSkew(g); ok && math.Abs(imaging.SkewOf(q)) >= crookedDegrees {
			// a page fed crooked: Tesseract runs its lines into each
			// other, so it is turned upright first
			in, dpi, toImage = uprightScan(g, q, scale, dpi)
		} else {
			switch scale {
			case 0.5:
				in, dpi = imaging.Downscale2x(g), max(dpi/2, 70)
			case 2:
				in, dpi = imaging.Upscale2x(g), dpi*2
			default:
				in = imaging.Clone(g)
			}
		}
		// Specks and dotted rules garble the rows beside them; clearing
		// them changes nothing else (dev scans 72.0 → 74.8% exact rows).
		imaging.RemoveSpecks(in, dpi)
	}
	boxes, err := p.ocrWords(ctx, imaging.EncodeSpix(in), dpi, psm, photo, ocrLanguages(lang))
	if err != nil {
		return nil, err
	}
	if boxes, err = p.readDarkBands(ctx, in, dpi, lang, boxes); err != nil {
		return nil, err
	}
	if boxes, err = p.readTurnedWords(ctx, in, dpi, lang, boxes); err != nil {
		return nil, err
	}
	pg := &page{ocr: true, photo: photo, width: float64(w), height: float64(h), unit: "px", gray: g, dpi: origDPI, toImage: toImage, lang: lang, ocrIn: in, ocrScale: scale}
	lost := map[int][]lostPoint{}
	ups, downs := 0, 0              // separators read raised and on the baseline
	dotted, plain := 0, 0           // zeros read as 0 with a mark inside, and without
	misreadZeros := map[int][]int{} // word index → runes that are dotted zeros
	for _, bx := range boxes {
		text := cleanOCRWord(bx.Word)
		if text == "" {
			continue
		}
		r := bx.Box
		num, arrow, ar, glued := gluedArrow(in, r, text)
		if glued {
			text, r.Max.X = num, ar.Min.X-1
		} else if num, end, ok := raisedMark(in, r, text); ok {
			text, r.Max.X = num, end
		}
		ps, up, down := findLostPoints(in, r, text)
		if ps != nil {
			lost[len(pg.words)] = ps
		}
		zeros, plainZeros, misread := dottedDigits(in, r, text)
		dotted, plain = dotted+len(zeros), plain+len(plainZeros)
		if misread != nil {
			misreadZeros[len(pg.words)] = misread
		}
		ups, downs = ups+up, downs+down
		w := word{
			text: text,
			x0:   float64(r.Min.X) / scale, y0: float64(r.Min.Y) / scale,
			x1: float64(r.Max.X) / scale, y1: float64(r.Max.Y) / scale,
			conf:  math.Max(0, math.Min(1, bx.Confidence/100)),
			size:  float64(r.Dy()) / scale,
			group: bx.BlockNum<<20 | bx.ParNum<<10 | bx.LineNum,
		}
		if k := len(pg.words) - 1; !glued && k >= 0 && pg.words[k].group == w.group {
			if a := loneArrow(in, r, text, pg.words[k], scale); a != "" {
				w.text = a
			}
		}
		w.glyphsLost = !glued && lostGlyphs(in, r, text)
		pg.words = append(pg.words, w)
		if glued {
			w.text, w.x0, w.x1 = arrow, float64(ar.Min.X)/scale, float64(bx.Box.Max.X)/scale
			pg.words = append(pg.words, w)
		}
	}
	dropRuleBrackets(pg.words)
	if dotted >= 2 && dotted >= plain {
		for i, at := range misreadZeros {
			runes := []rune(pg.words[i].text)
			for _, k := range at {
				// (unless the word was read again since: a lone arrow)
				if k < len(runes) && strings.ContainsRune("689"+zeroLike, runes[k]) {
					runes[k] = '0'
				}
			}
			pg.words[i].text = string(runes)
		}
	}
	if len(lost) > 0 {
		sep := pageSeparator(pg.words)
		raised := raisedPoints(ups, downs)
		for i, ps := range lost {
			if !raised {
				ps = slices.DeleteFunc(ps, func(p lostPoint) bool { return p.raised })
			}
			pg.words[i].comma = slices.ContainsFunc(ps, func(p lostPoint) bool { return p.seen })
			pg.words[i].text = withLostPoints(pg.words[i].text, ps, sep)
		}
	}
	pg.words = dropOverlaid(pg.words)
	pg.words = readTickBoxes(in, scale, pg.words)
	return pg, nil
}

// dropOverlaid keeps one of two words that read nearly alike and whose
// boxes mostly cover each other: Tesseract read the same print twice, as two
// lines (a header over a rule: "RESULTADO:" and "RESULTADO"). The more
// confident reading stays.
// (Words that differ are kept: a box Tesseract stretched over a phrase,
// "Fecha" over "Fecha de nacimiento", covers words read right.)
func dropOverlaid(ws []word) []word {
	drop := make([]bool, len(ws))
	order := make([]int, len(ws)) // by left edge: only words that overlap are compared
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return ws[order[a]].x0 < ws[order[b]].x0 })
	for oi, i := range order {
		for _, j := range order[oi+1:] {
			a, b := ws[i], ws[j]
			if b.x0 >= a.x1 {
				break
			}
			ix := math.Min(a.x1, b.x1) - math.Max(a.x0, b.x0)
			iy := math.Min(a.y1, b.y1) - math.Max(a.y0, b.y0)
			if ix <= 0.5*math.Max(a.x1-a.x0, b.x1-b.x0) || iy <= 0.5*math.Min(a.y1-a.y0, b.y1-b.y0) || !sameReading(a.text, b.text) {
				continue
			}
			if a.conf < b.conf {
				drop[i] = true
			} else {
				drop[j] = true
			}
		}
	}
	kept := ws[:0]
	for i, w := range ws {
		if !drop[i] {
			kept = append(kept, w)
		}
	}
	return kept
}

// cleanOCRWord drops what Tesseract reads off table rules and cell borders:
// words of bars, underscores, tildes and quotes, and bars stuck to a word.
// A lone dash or equals sign can be part of a range and stays.
func cleanOCRWord(s string) string {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, "|¦_~‘’“”\"") && strings.Trim(s, "|¦_~‘’“”\"-—–=.,:;'`") == "" {
		return ""
	}
	if strings.HasPrefix(s, "|U") {
		return "I" + s[1:] // IU/L, whose I reads as a bar
	}
	// CO2 and HCO3 with a zero for their O; a test name, never a number
	s = ocrOxideRE.ReplaceAllString(s, "${1}O$2")
	return strings.Trim(s, "|¦_")
}

// dropRuleBrackets drops a bracket at a word's edge that no other bracket
// of its line pairs with: a cell border of a ruled table read into the
// word beside it (`3,42]`, `104[`, `[Négatif`), not a range printed in
// brackets and split into words (`(80`, `-`, `100)`). A lone parenthesis
// goes only after a number (`41)`); after letters it may close a
// parenthesis of the name whose opening Tesseract put on another line.
func dropRuleBrackets(ws []word) {
	// Tesseract gives a line's words one after another
	for start, end := 0, 0; start < len(ws); start = end {
		for end = start + 1; end < len(ws) && ws[end].group == ws[start].group; end++ {
		}
		for _, pair := range [2][2]byte{{'[', ']'}, {'(', ')'}} {
			// pair the line's brackets in order; keep the lone ones at a
			// word's edge
			var open []int // words holding a bracket not closed yet
			var lone []int
			for i := start; i < end; i++ {
				t := ws[i].text
				for k := 0; k < len(t); k++ {
					switch t[k] {
					case pair[0]:
						open = append(open, i)
					case pair[1]:
						if len(open) > 0 {
							open = open[:len(open)-1]
						} else if k == len(t)-1 {
							lone = append(lone, i)
						}
					}
				}
			}
			for _, i := range open {
				if t := ws[i].text; len(t) > 1 && (t[0] == pair[0] || t[len(t)-1] == pair[0]) && pair[0] == '[' {
					ws[i].text = strings.Trim(t, "[")
				}
			}
			for _, i := range lone {
				t := ws[i].text
				if len(t) > 1 && (pair[1] == ']' || numberRE.MatchString(t[:len(t)-1])) {
					ws[i].text = t[:len(t)-1]
				}
			}
		}
	}
}

// decodePGM reads a rasterised PDF page within the image pixel limit.
func decodePGM(data []byte) (*image.Gray, error) { return imaging.DecodePGM(data, maxImagePix) }

// cellChars are the characters a numeric value cell can hold: digits,
// separators, comparators, the letters and marks of flags, and the colon
// that often stands before the value. Limiting Tesseract to them keeps a
// bold digit from turning into a letter.
const cellChars = "0123456789.,:<>-+*HLhlAB"

// rangeChars are those of a range cell: bounds, separators, the dash and
// comparators, and a flag or colon printed before it.
const rangeChars = "0123456789.,:<>-–+*HLhl"

// readCells reads each image as one line of a cell holding only chars (any
// when ""), with one client for all of them (they are small and of one page).
func (p *OCRPool) readCells(ctx context.Context, cells []*image.Gray, dpi int, langs []string, chars string) ([]string, error) {
	c, done, err := p.freshClient(ctx, langs)
	if err != nil {
		return nil, err
	}
	defer done()
	vars := map[string]string{
		"tessedit_pageseg_mode": strconv.Itoa(int(gosseract.PSM_SINGLE_LINE)),
		"user_defined_dpi":      strconv.Itoa(dpi),
		"debug_file":            os.DevNull,
	}
	if chars != "" {
		vars["tessedit_char_whitelist"] = chars
	}
	for k, v := range vars {
		if err := c.SetVariable(gosseract.SettableVariable(k), v); err != nil {
			return nil, fmt.Errorf("ocr: %s: %w", k, err)
		}
	}
	out := make([]string, len(cells))
	for i, g := range cells {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if g == nil {
			continue
		}
		if err := c.SetImageFromBytes(imaging.EncodeSpix(g)); err != nil {
			return nil, fmt.Errorf("ocr: set image: %w", err)
		}
		// (not observed as a page: a cell takes milliseconds and would
		// skew assay_ocr_page_seconds)
		text, err := c.Text()
		if err != nil {
			return nil, fmt.Errorf("ocr: %w", err)
		}
		out[i] = strings.Join(strings.Fields(text), " ")
	}
	return out, nil
}

// readDarkBands reads the light text of the page's dark bands (a table
// header printed in reverse video, which Tesseract reads as nothing or as
// specks) on its own, inverted, and puts those words in place of what the
// page's reading made of the band.
func (p *OCRPool) readDarkBands(ctx context.Context, in *image.Gray, dpi int, lang string, boxes []gosseract.BoundingBox) ([]gosseract.BoundingBox, error) {
	bands := imaging.DarkBands(in)
	for k, b := range bands {
		// read at its size, twice and four times it (a band's text is
		// small and its edges soft); the reading with more column labels
		// wins, the larger on a tie
		var words []gosseract.BoundingBox
		best := -1
		crop := imaging.InvertBand(in, b)
		for zoom := 1; zoom <= 4; zoom *= 2 {
			if zoom > 1 {
				crop = imaging.Upscale2x(crop)
			}
			ws, err := p.ocrWords(ctx, imaging.EncodeSpix(crop), zoom*dpi, gosseract.PSM_SINGLE_LINE, false, ocrLanguages(lang))
			if err != nil {
				return nil, err
			}
			texts := make([]string, len(ws))
			for i := range ws {
				r := ws[i].Box
				ws[i].Box = image.Rect(r.Min.X/zoom, r.Min.Y/zoom, (r.Max.X+zoom-1)/zoom, (r.Max.Y+zoom-1)/zoom)
				texts[i] = ws[i].Word
			}
			if labels := labelScore(texts); labels >= best {
				words, best = ws, labels
			}
		}
		inBand := func(bx gosseract.BoundingBox) bool { return centredIn(bx, b) }
		// the page's reading may have read the band well (light text on
		// a band of mid grey): the reading with more words of letters wins
		wordy := func(bs []gosseract.BoundingBox, keep func(gosseract.BoundingBox) bool) int {
			n := 0
			for _, bx := range bs {
				if keep(bx) && utf8.RuneCountInString(strings.TrimFunc(bx.Word, func(r rune) bool { return !unicode.IsLetter(r) })) >= 2 {
					n++
				}
			}
			return n
		}
		if wordy(words, func(gosseract.BoundingBox) bool { return true }) <= wordy(boxes, inBand) {
			continue
		}
		boxes = slices.DeleteFunc(boxes, inBand)
		for _, w := range words {
			w.Box = w.Box.Add(b.Min)
			w.BlockNum, w.ParNum, w.LineNum = 1000+k, 0, 0 // a line of its own
			boxes = append(boxes, w)
		}
	}
	return boxes, nil
}

// labelScore judges a reading of a header line: a point for each column
// label it holds (read as the longest run of one to three words that is
// one), a point off for each other word of letters (OCR garble).
func labelScore(words []string) int {
	score := 0
	for i := 0; i < len(words); {
		n := 0
		for k := min(3, len(words)-i); k >= 1 && n == 0; k-- {
			if _, ok := headerKind(strings.Join(words[i:i+k], " ")); ok {
				n = k
			}
		}
		switch {
		case n > 0:
			score++
			i += n
			continue
		case strings.ContainsFunc(words[i], unicode.IsLetter):
			score--
		}
		i++
	}
	return score
}

// sameReading says whether two OCR words read the same print: alike but for
// case, punctuation and a third of their letters.
func sameReading(a, b string) bool {
	fold := func(s string) string {
		return strings.ToLower(strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
	}
	a, b = fold(a), fold(b)
	n := max(utf8.RuneCountInString(a), utf8.RuneCountInString(b))
	return n > 0 && editDistance(a, b)*3 <= n
}
