// Package parser turns uploaded lab reports (text PDFs, scans and photos)
// into structured results with provenance and per-field confidence.
//
// Pipeline: document → positioned words (PDF glyphs, or Tesseract word boxes)
// → lines → table columns → result rows → values, ranges and flags.
package parser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"regexp"
	"strings"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/parser/imaging"
)

// Version identifies the parser's output; bump it when results change.
const Version = "2026.12.07"

// Limits that bound the work done for one job; the rest are in Limits.
const (
	maxFiles     = 20
	maxImagePix  = 40_000_000 // decoded pixels per image
	maxImageSide = 20_000
)

// Input is one uploaded file.
type Input struct {
	Name string
	Data []byte
}

// DetectType sniffs magic bytes: "application/pdf", "image/jpeg", "image/png", or "" when none.
func DetectType(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return "image/png"
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		return "image/jpeg"
	}
	// PDF readers accept a header within the first KiB.
	head := data
	if len(head) > 1024 {
		head = head[:1024]
	}
	if bytes.Contains(head, []byte("%PDF-")) {
		return "application/pdf"
	}
	return ""
}

// Failure is a parse outcome that retrying cannot change. Reason is assay.FailureInvalidInput,
// assay.FailureLowQuality or assay.FailureNotEnglish. Detail is client-safe (no patient data).
// Limit names the resource bound the document exceeded (LimitPages...), if any.
type Failure struct{ Reason, Detail, Limit string }

func (f *Failure) Error() string {
	if f.Detail == "" {
		return "parse failure: " + f.Reason
	}
	return "parse failure: " + f.Reason + ": " + f.Detail
}

func invalidInput(format string, args ...any) *Failure {
	return &Failure{Reason: assay.FailureInvalidInput, Detail: fmt.Sprintf(format, args...)}
}

// recoverParsePanics is switched off by the fuzz tests so that the fuzzer
// sees parser bugs that production turns into invalid_input.
var recoverParsePanics = true

// Annotator fills LOINC fields of results (implemented by loinc.Matcher, written by someone else).
type Annotator interface {
	Annotate(r *assay.ParsedLabReport)
}

// Parser is safe for concurrent use.
type Parser struct {
	OCR       *OCRPool  // required for images and image-only PDF pages
	Annotator Annotator // optional
	Limits    Limits    // zero fields take DefaultLimits
}

// Parse reads every file of one job (in order) and returns metadata and results. Provenance.File is the index
// into files. Errors that are not *Failure are internal (and retried by the caller).
func (p *Parser) Parse(ctx context.Context, files []Input) (report *assay.ParsedLabReport, err error) {
	// A panic here is a parser bug on this document; it would recur on every
	// retry, so the job fails with invalid_input instead of crashing the worker.
	if recoverParsePanics {
		defer func() {
			if r := recover(); r != nil {
				report, err = nil, invalidInput("the document could not be processed")
			}
		}()
	}
	if len(files) == 0 {
		return nil, invalidInput("no file to parse")
	}
	if len(files) > maxFiles {
		return nil, invalidInput("too many files (at most %d)", maxFiles)
	}
	ctx = withBudget(ctx, p.Limits)
	var doc document
	for i, f := range files {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		pages, err := p.readFile(ctx, i, f)
		if err != nil {
			return nil, err
		}
		doc.pages = append(doc.pages, pages...)
	}
	if p.OCR != nil && hasOCRPages(&doc) {
		// OCR reads in English first; a report in another language is read
		// again with that language's model, which keeps its accents
		if lang, f := detectLanguage(&doc); f == nil && lang != "en" {
			en := append([]*page(nil), doc.pages...)
			if err := p.rereadOCRPages(ctx, &doc, firstReading, lang); err != nil {
				return nil, err
			}
			for i, pg := range doc.pages {
				if pg != en[i] {
					keepDigits(en[i], pg)
				}
			}
		}
	}
	report, err = extract(&doc)
	// keep makes alt's reading the document's when it is better typed (or
	// as good, with onTie)
	keep := func(alt *document, onTie bool) {
		r2, err2 := extract(alt)
		if err2 != nil {
			return
		}
		if err == nil {
			if q, q2 := readingQuality(report), readingQuality(r2); q2 < q || q2 == q && !onTie {
				return
			}
		}
		doc, report, err = *alt, r2, nil
	}
	// image-only pages read at their scan's resolution and resampled: the
	// resampled reading wins a tie
	if alt, ok, rerr := p.readResampled(ctx, &doc); rerr != nil {
		return nil, rerr
	} else if ok {
		keep(alt, true)
	}
	// ruled tables read again with Tesseract's own layout analysis
	if alt, ok, rerr := p.readRuled(ctx, &doc); rerr != nil {
		return nil, rerr
	} else if ok {
		keep(alt, false)
	}
	if alt, ok, rerr := p.readRowRuled(ctx, &doc); rerr != nil {
		return nil, rerr
	} else if ok {
		keep(alt, false)
	}
	var f *Failure
	lowQuality := errors.As(err, &f) && f.Reason == assay.FailureLowQuality
	if p.OCR != nil && hasOCRPages(&doc) && (lowQuality || err == nil && len(report.Results) < fewOCRRows) {
		// a second reading: photos in another segmentation mode, scans
		// deskewed and cleaned; see recognizeGrayIn
		if rerr := p.rereadOCRPages(ctx, &doc, cleanedReading, ""); rerr != nil {
			return nil, rerr
		}
		if r2, err2 := extract(&doc); err2 == nil && (err != nil || len(r2.Results) > len(report.Results)) {
			report, err = r2, nil
		}
	}
	var rep *assay.ParsedLabReport // nil when the document failed
	if err == nil {
		rep = report
	}
	if only := turnable(&doc, rep); p.OCR != nil && len(only) > 0 {
		// a page scanned or photographed a quarter turned (a landscape
		// report on a portrait scanner) or upside down, or photographed
		// mirrored by a front camera, reads as nothing upright: read it
		// turned each way and mirrored, and keep the best
		base := doc
		for _, quarters := range []int{1, 3, 2, mirrored} {
			alt, rerr := p.readTurned(ctx, &base, only, quarters)
			if rerr != nil {
				return nil, rerr
			}
			keep(alt, false)
		}
	}
	if err == nil && p.OCR != nil && hasOCRPages(&doc) {
		// cells read again that agree replace garbled ones unless the
		// document then reads worse: a digit a bold value lost (1.8 for
		// 11.8) leaves the row as well-formed as before (blind dev 3477 →
		// 3480 exact rows against requiring a better reading)
		//
		// A second round reads the cells the first one's readings show
		// garbled: a range read again puts a value that read as a number
		// far outside it ("32S" beside 4.0-11.0, printed 3.2 L).
		tried := map[cellKey]bool{}
		for range 2 {
			alt, r2, ok, rerr := p.rereadCells(ctx, &doc, tried)
			if rerr != nil {
				return nil, rerr
			}
			if !ok || readingQuality(r2) < readingQuality(report) {
				break
			}
			doc, report = *alt, r2
		}
	}
	if err != nil {
		return nil, err
	}
	if p.Annotator != nil {
		p.Annotator.Annotate(report)
	}
	return report, nil
}

// readFile turns one file into positioned words per page.
func (p *Parser) readFile(ctx context.Context, index int, f Input) ([]*page, error) {
	switch DetectType(f.Data) {
	case "application/pdf":
		return p.readPDF(ctx, index, f.Data)
	case "image/png", "image/jpeg":
		if p.OCR == nil {
			return nil, errors.New("parser: image input needs an OCR pool")
		}
		b := budgetOf(ctx)
		if err := b.addPages(1); err != nil {
			return nil, err
		}
		if err := b.checkImage(f.Data); err != nil {
			return nil, err
		}
		pg, err := b.ocrWithin(ctx, 1, func() (*page, error) { return p.OCR.recognizeImage(ctx, f.Data) })
		if err != nil {
			return nil, err
		}
		pg.file, pg.number = index, 1
		return []*page{pg}, nil
	default:
		return nil, invalidInput("file %d is not a PDF, JPEG or PNG", index+1)
	}
}

// rereadOCRPages runs OCR again on every OCR page of doc: the second
// reading (see recognizeGrayIn), or the first one in language lang ("" keeps
// each page's language).
func (p *Parser) rereadOCRPages(ctx context.Context, doc *document, how reading, lang string) error {
	return p.rereadPages(ctx, doc, doc, nil, how, lang)
}

// rereadPages reads the OCR pages of from that only accepts (all when nil)
// again, how and in lang, into the same places of into.
func (p *Parser) rereadPages(ctx context.Context, from, into *document, only func(*page) bool, how reading, lang string) error {
	for i, pg := range from.pages {
		if !pg.ocr || pg.gray == nil || only != nil && !only(pg) {
			continue
		}
		l := lang
		if l == "" {
			l = pg.lang
		}
		np, err := p.OCR.recognizeGrayIn(ctx, pg.gray, pg.dpi, how, l)
		if err != nil {
			return err
		}
		np.file, np.number, np.rendered, np.resampled, np.turned = pg.file, pg.number, pg.rendered, pg.resampled, pg.turned
		into.pages[i] = np
	}
	return nil
}

// minTableRules is the number of long vertical lines from which a scanned
// page counts as a ruled table. A frame has two; the ruled tables of the
// blind corpus have six to nine, its other scans none.
const minTableRules = 3

// readRuled returns doc with its scanned pages that hold a ruled table read
// again in layoutReading; ok is false when there is none. Read as one block
// (the first reading), a table whose cells are boxed by rules loses whole
// rows: Tesseract takes the rules for letters and the row's words for
// debris. Its own layout analysis, as its command line uses, finds the cells
// (the blind corpus's ruled scans, with the rule debris dropped: 7/25 →
// 19/25 and 15/25 → 24/25 exact rows). Other pages read worse so (row lines
// split into cells; all dev scans so: 81.8 → 83.4%, photos 83.3 → 77.8%),
// and photos have their own second reading.
func (p *Parser) readRuled(ctx context.Context, doc *document) (*document, bool, error) {
	only := scansWhere(doc, func(g *image.Gray) bool { return imaging.VerticalRules(g) >= minTableRules })
	if only == nil {
		return nil, false, nil
	}
	alt := &document{pages: append([]*page(nil), doc.pages...)}
	if err := p.rereadPages(ctx, doc, alt, only, layoutReading, ""); err != nil {
		return nil, false, err
	}
	// the first reading may have been too garbled to tell the language
	if lang, f := detectLanguage(alt); f == nil && lang != "en" && !allIn(doc, only, lang) {
		if err := p.rereadPages(ctx, doc, alt, only, layoutReading, lang); err != nil {
			return nil, false, err
		}
	}
	return alt, true, nil
}

// minRowRules is the number of long horizontal lines from which a scanned
// page counts as a table ruled row by row. A table's header and section
// rules make up to a dozen; the blind dev scans with a rule under every row
// have 27 to 34.
const minRowRules = 16

// readRowRuled returns doc with its scanned pages ruled row by row read
// again cleaned (see recognizeGrayIn's second reading: turned upright, rules
// removed); ok is false when there is none. A rule under every row, slanted
// a little by the scanner, runs into the descenders of the row above it,
// and Tesseract reads the row's words as debris (a blind dev scan: 11 of 25
// rows read, 23 so).
func (p *Parser) readRowRuled(ctx context.Context, doc *document) (*document, bool, error) {
	only := scansWhere(doc, func(g *image.Gray) bool { return imaging.HorizontalRules(g) >= minRowRules })
	if only == nil {
		return nil, false, nil
	}
	alt := &document{pages: append([]*page(nil), doc.pages...)}
	if err := p.rereadPages(ctx, doc, alt, only, cleanedReading, ""); err != nil {
		return nil, false, err
	}
	return alt, true, nil
}

// scansWhere says which of doc's scanned (not photographed) OCR pages test
// accepts; nil when none does.
func scansWhere(doc *document, test func(*image.Gray) bool) func(*page) bool {
	in := map[*page]bool{}
	for _, pg := range doc.pages {
		if pg.ocr && pg.gray != nil && !pg.photo && test(pg.gray) {
			in[pg] = true
		}
	}
	if len(in) == 0 {
		return nil
	}
	return func(pg *page) bool { return in[pg] }
}

// allIn reports whether every page of doc that only accepts was read in lang.
func allIn(doc *document, only func(*page) bool, lang string) bool {
	for _, pg := range doc.pages {
		if only(pg) && pg.lang != lang {
			return false
		}
	}
	return true
}

// readResampled returns doc with its image-only PDF pages read again
// resampled (see page.resampled); ok is false when there is none.
func (p *Parser) readResampled(ctx context.Context, doc *document) (*document, bool, error) {
	alt := &document{pages: append([]*page(nil), doc.pages...)}
	ok := false
	for i, pg := range alt.pages {
		if pg.resampled == nil {
			continue
		}
		np, err := pg.resampled(ctx, pg.lang)
		if err != nil {
			return nil, false, err
		}
		np.file, np.number, np.rendered = pg.file, pg.number, true
		alt.pages[i], ok = np, true
	}
	return alt, ok, nil
}

// poorReading says whether OCR'd rows look misread as a whole: fewer than
// fewOCRRows, or most of them named as no test is.
func poorReading(rs []assay.LabReportResult) bool {
	known := 0
	for _, res := range rs {
		if loinc.Default().KnownName(res.TestName) {
			known++
		}
	}
	return len(rs) < fewOCRRows || 2*known < len(rs)
}

// turnable lists the pages of doc that may lie turned and whose rows in
// report (nil when the document failed) read poorly.
func turnable(doc *document, report *assay.ParsedLabReport) map[*page]bool {
	only := map[*page]bool{}
	for _, pg := range doc.pages {
		if !mayLieTurned(pg) {
			continue
		}
		var rs []assay.LabReportResult
		if report != nil {
			for _, r := range report.Results {
				if p := r.Provenance; p != nil && p.File == pg.file && p.Page == pg.number {
					rs = append(rs, r)
				}
			}
		}
		if poorReading(rs) {
			only[pg] = true
		}
	}
	return only
}

// turnBelowConfidence is the median word confidence under which a page
// may lie turned: Tesseract reads a quarter-turned page at about 0.34, the
// blind corpus's upright pages that read as few known tests at 0.89 and
// more, and reading them turned too cost 19% more time on the corpus.
const turnBelowConfidence = 0.6

// mayLieTurned says whether an OCR page may have been read a quarter turn
// from upright: its words read with low confidence.
func mayLieTurned(pg *page) bool {
	return pg.ocr && pg.gray != nil && pg.turned == nil && pageOCRConfidence(pg) < turnBelowConfidence
}

// mirrored, as readTurned's quarters, reads a page flipped left to right.
const mirrored = -1

// readTurned returns doc with its pages only holds read turned clockwise by
// quarters (1, 2 or 3) quarter turns from how they were uploaded, or
// mirrored, in the language the turned reading shows.
func (p *Parser) readTurned(ctx context.Context, doc *document, only map[*page]bool, quarters int) (*document, error) {
	alt := &document{pages: append([]*page(nil), doc.pages...)}
	for i, pg := range doc.pages {
		if !only[pg] {
			continue
		}
		var g *image.Gray
		switch quarters {
		case mirrored:
			g = imaging.Mirror(pg.gray)
		case 2:
			g = imaging.Turn(imaging.Turn(pg.gray, true), true)
		default:
			g = imaging.Turn(pg.gray, quarters != 3)
		}
		np, err := p.OCR.recognizeGrayIn(ctx, g, pg.dpi, firstReading, "en")
		if err != nil {
			return nil, err
		}
		w, h := float64(pg.gray.Rect.Dx()), float64(pg.gray.Rect.Dy())
		switch quarters {
		case mirrored:
			np.turned = func(x, y float64) (float64, float64) { return w - x, y }
		case 1:
			np.turned = func(x, y float64) (float64, float64) { return y, h - x }
		case 2:
			np.turned = func(x, y float64) (float64, float64) { return w - x, h - y }
		default:
			np.turned = func(x, y float64) (float64, float64) { return w - y, x }
		}
		np.file, np.number, np.rendered = pg.file, pg.number, pg.rendered
		alt.pages[i] = np
	}
	// (the turned pages, whose gray is the turned image, read again)
	if lang, f := detectLanguage(alt); f == nil && lang != "en" {
		turned := func(pg *page) bool { return pg.turned != nil }
		if err := p.rereadPages(ctx, alt, alt, turned, firstReading, lang); err != nil {
			return nil, err
		}
	}
	return alt, nil
}

// readingQuality scores a reading of a document: a point per row, and one
// more for each of its range parsed, its unit known, its value judged
// against its range and no review reason.
func readingQuality(r *assay.ParsedLabReport) int {
	n := 0
	for _, res := range r.Results {
		n++
		if res.MinReferenceRange != nil || res.MaxReferenceRange != nil {
			n++
		}
		if res.Units != nil && isUnitToken(*res.Units) {
			n++
		}
		if len(res.ReviewReasons) == 0 {
			n++
		}
		if res.Interpretation != nil && *res.Interpretation != assay.InterpretationUnknown {
			n++
		}
	}
	return n
}

// fewOCRRows is the result count under which an OCR'd document is read a
// second time; lab reports rarely hold fewer rows.
const fewOCRRows = 5

func hasOCRPages(doc *document) bool {
	for _, pg := range doc.pages {
		if pg.ocr {
			return true
		}
	}
	return false
}

// rereadCells reads again, each cut out on its own, the value, range and unit
// cells of result rows that OCR garbled in the page's reading (see
// misreadCells), and returns the report extracted with their new readings;
// ok is false when no cell read better. Read alone, a cell gets Tesseract's
// whole attention: the line it sits in no longer decides its baseline, size
// and letters.
//
// tried holds the cells read again before, which are not read again; the
// cells read now are added to it.
func (p *Parser) rereadCells(ctx context.Context, doc *document, tried map[cellKey]bool) (*document, *assay.ParsedLabReport, bool, error) {
	// marks the garbled cells of the pages doc holds now: the last extract
	// may have read another set (a resampled or second reading not kept),
	// and it costs milliseconds against a page's OCR
	if _, err := extract(doc); err != nil {
		return nil, nil, false, err
	}
	decimalComma := usesDecimalComma(doc)
	alt := &document{pages: append([]*page(nil), doc.pages...)}
	changed := false
	for i, pg := range alt.pages {
		if pg.ocrIn == nil || len(pg.misread) == 0 {
			continue
		}
		np := *pg
		np.words = append([]word(nil), pg.words...)
		drop := map[int]bool{}
		for _, kind := range []colKind{colResult, colRange, colUnit} {
			var cells []misreadCell
			for _, c := range pg.misread {
				if key := pg.cellKey(c); c.kind == kind && !tried[key] {
					tried[key] = true
					cells = append(cells, c)
				}
			}
			if len(cells) == 0 {
				continue
			}
			texts, err := p.readCellsAgain(ctx, pg, cells, kind)
			if err != nil {
				return nil, nil, false, err
			}
			n := len(cellTextHeights)
			for k, c := range cells {
				t, ok := agreedCell(texts[k*n:(k+1)*n], c, pg.lang, decimalComma)
				if !ok {
					continue // the readings disagree
				}
				if readSeparatorRE.MatchString(pg.words[c.idx[0]].text) && !readSeparatorRE.MatchString(t) {
					continue // a point the first reading showed is lost
				}
				if kind == colResult && lostDigits(cellWords(pg, c), t) {
					continue
				}
				if kind == colRange {
					t = keepComparators(cellWords(pg, c), t)
				}
				takeReading(np.words, c, t, drop)
				changed = true
			}
		}
		if len(drop) > 0 {
			kept := np.words[:0:0]
			for j, w := range np.words {
				if !drop[j] {
					kept = append(kept, w)
				}
			}
			np.words = kept
		}
		alt.pages[i] = &np
	}
	if !changed {
		return nil, nil, false, nil
	}
	r, err := extract(alt)
	if err != nil {
		return nil, nil, false, nil
	}
	return alt, r, true, nil
}

// takeReading puts the text t that cell c of words ws read again into the
// cell's first word, and marks its other words in drop. The new reading is
// the whole cell's, so the word takes the cell's box: with its first word's
// box, a unit after the cell would stand a column's gap away.
func takeReading(ws []word, c misreadCell, t string, drop map[int]bool) {
	w := &ws[c.idx[0]]
	w.text = t
	for _, j := range c.idx[1:] {
		drop[j] = true
		o := ws[j]
		w.x0, w.x1 = min(w.x0, o.x0), max(w.x1, o.x1)
		w.y0, w.y1 = min(w.y0, o.y0), max(w.y1, o.y1)
	}
}

// cellWords is the text of cell c as the page reads it.
func cellWords(pg *page, c misreadCell) string {
	var ws []word
	for _, j := range c.idx {
		ws = append(ws, pg.words[j])
	}
	return joinWords(ws)
}

// lostDigits says whether a value cell read again as again holds fewer
// digits than its first reading, a number, left out of them: a digit lost
// ("12" for a first "112", printed 11,2; "3" for "302"). One digit fewer at
// the end is a mark or a flag the first reading took for a digit ("214*"
// for "2141", "27.1" for "2711").
func lostDigits(first, again string) bool {
	if !readNumberRE.MatchString(first) {
		return false // a garbled first reading ("8:25\"" for 8 *) tells no digits
	}
	f, a := digitsOf(first), digitsOf(again)
	if len(a) >= len(f) || !subsequence(a, f) {
		return false // as many digits, or a reading of other ones ("11.2L" for "4020")
	}
	if len(f) == len(a)+1 && strings.ContainsAny(again, ".,") && !strings.ContainsAny(first, ".,") {
		return false // the point read as a digit ("1532" for 15.2)
	}
	rest, ok := strings.CutPrefix(f, a)
	return !ok || len(rest) > 1
}

// cellKey names a cell read again across the readings of its page: the
// page, the column kind and the top left of the cell's words, which the word
// that takes its new reading keeps (see takeReading).
type cellKey struct {
	file, page int
	kind       colKind
	x0, y0     float64
}

func (pg *page) cellKey(c misreadCell) cellKey {
	k := cellKey{file: pg.file, page: pg.number, kind: c.kind, x0: math.Inf(1), y0: math.Inf(1)}
	for _, j := range c.idx {
		k.x0, k.y0 = min(k.x0, pg.words[j].x0), min(k.y0, pg.words[j].y0)
	}
	return k
}

// keepComparators gives a range read again the ≥ or ≤ the first reading
// showed: the cell alphabet has none, so its > or < stands for it.
func keepComparators(first, again string) string {
	if strings.Contains(first, "≥") {
		again = strings.Replace(again, ">", "≥", 1)
	}
	if strings.Contains(first, "≤") {
		again = strings.Replace(again, "<", "≤", 1)
	}
	return again
}

// agreedCell is the text most of a cell's readings agree on (at least two,
// and more than agree on anything else): the same known unit, the same
// well-formed range or the same number.
func agreedCell(readings []string, c misreadCell, lang string, decimalComma bool) (string, bool) {
	votes := map[string]int{}
	first := map[string]string{}
	var fits func(string) bool
	if c.kind == colUnit {
		fits = unitFitsTest(c.name)
	}
	// a flag letter two or more readings show after the number ("18.2L")
	// is read as a digit by others ("18.24"), never the other way round
	flagged := map[string]string{}
	if c.kind == colResult {
		seen := map[string]int{}
		for _, a := range readings {
			t := trimCellLead(a, ":;. ")
			n := cellNumber(t)
			if f, ok := parseFlag(strings.TrimSpace(t[len(n):])); n != "" && readNumberRE.MatchString(t) && ok && (f.above || f.below) {
				if seen[n]++; seen[n] >= 2 {
					flagged[n] = t
				}
			}
		}
	}
	for _, a := range readings {
		var t, key string
		switch c.kind {
		case colUnit:
			t = fixOCRUnitFor(a, lang, fits)
			if !isKnownUnit(t) {
				continue
			}
			key = strings.ToLower(t)
		case colRange:
			t = strings.TrimLeft(a, ":;.*HLhl ") // (a range keeps no lone point: ".6-20" is a speck before 6-20)
			rr := parseRange(t, "", decimalComma)
			if rr.min == nil && rr.max == nil || rr.min != nil && rr.max != nil && *rr.min > *rr.max {
				continue
			}
			key = cellNumbers(t)
		default:
			t = trimCellLead(a, ":;. ")
			if !readNumberRE.MatchString(t) {
				continue
			}
			key = cellNumber(t)
			if f, ok := flagged[key[:max(0, len(key)-1)]]; ok && t == key {
				t, key = f, key[:len(key)-1]
			}
		}
		if _, ok := first[key]; !ok {
			first[key] = t
		}
		votes[key]++
	}
	best, n, tie := "", 1, false
	for k, v := range votes {
		switch {
		case v > n:
			best, n, tie = k, v, false
		case v == n:
			tie = true
		}
	}
	if best == "" || tie {
		return "", false
	}
	return first[best], true
}

// cellTextHeights are the word heights, in pixels, at which a garbled
// cell is read again: Tesseract misreads small bold digits at a 150 dpi
// scan's own size and reads them well once they are 40 to 90 pixels tall.
var cellTextHeights = []float64{40, 50, 60, 75, 90}

// readCellsAgain reads each cell, binarized, at every one of
// cellTextHeights: texts[k*n+j] is cell k's j-th reading (n readings each),
// and only what most readings agree on replaces the garbled one.
func (p *Parser) readCellsAgain(ctx context.Context, pg *page, cells []misreadCell, kind colKind) ([]string, error) {
	var crops []*image.Gray
	for _, c := range cells {
		g, h := cellImage(pg, c.idx)
		for k, th := range cellTextHeights {
			if g == nil {
				crops = append(crops, nil)
				continue
			}
			s := th / h
			if s < 1 {
				s = 1 + float64(k)/4 // big print: still distinct sizes
			}
			w, ht := float64(g.Rect.Dx()), float64(g.Rect.Dy())
			r := imaging.RectifySheet(g, imaging.RectQuad(w, ht), int(math.Round(w*s)), int(math.Round(ht*s))).Gray
			if kind == colResult {
				// a shaded row's edge would turn black at the cut-out's
				// own threshold; bold digits keep their strokes (thin
				// units and ranges lose theirs, so they are left alone)
				imaging.WhitenFaint(r)
			}
			imaging.Binarize(r)
			crops = append(crops, r)
		}
	}
	chars := "" // units: any letter
	switch kind {
	case colResult:
		chars = cellChars
	case colRange:
		chars = rangeChars
	}
	texts, err := p.OCR.readCells(ctx, crops, int(float64(pg.dpi)*pg.ocrScale), ocrLanguages(pg.lang), chars)
	if err != nil || kind != colResult {
		return texts, err
	}
	// the digits-only alphabet reads an arrow flag as a digit ("37 ↓" as
	// 374); the cut-out's pixels tell it, as on the page
	for i, t := range texts {
		if crops[i] == nil {
			continue
		}
		if num, arrow, _, ok := gluedArrow(crops[i], crops[i].Rect, t); ok {
			texts[i] = num + " " + arrow
		}
	}
	return texts, nil
}

// ocrBox is word w's box in the image Tesseract read (pg.ocrIn).
func (pg *page) ocrBox(w word) image.Rectangle {
	s := pg.ocrScale
	return image.Rect(int(w.x0*s), int(w.y0*s), int(math.Ceil(w.x1*s)), int(math.Ceil(w.y1*s)))
}

// cellImage cuts the words at indices cell out of the image Tesseract read,
// with a margin of paper.
func cellImage(pg *page, cell []int) (*image.Gray, float64) {
	var r image.Rectangle
	var h float64
	for _, j := range cell {
		w := pg.words[j]
		r = r.Union(pg.ocrBox(w))
		h = math.Max(h, (w.y1-w.y0)*pg.ocrScale)
	}
	pad := int(0.3*h) + 1
	r = image.Rect(r.Min.X-pad/2, r.Min.Y-pad, r.Max.X+pad/2, r.Max.Y+pad).Intersect(pg.ocrIn.Rect)
	if r.Empty() {
		return nil, 0
	}
	// paper: the lightest tenth of the cell
	hist := make([]int, 256)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			hist[pg.ocrIn.GrayAt(x, y).Y]++
		}
	}
	paper, n := uint8(255), 0
	for v := 255; v >= 0; v-- {
		if n += hist[v]; n*10 >= r.Dx()*r.Dy() {
			paper = uint8(v)
			break
		}
	}
	m := int(h) + 2
	g := image.NewGray(image.Rect(0, 0, r.Dx()+2*m, r.Dy()+2*m))
	for i := range g.Pix {
		g.Pix[i] = paper
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		copy(g.Pix[g.PixOffset(m, y-r.Min.Y+m):], pg.ocrIn.Pix[pg.ocrIn.PixOffset(r.Min.X, y):pg.ocrIn.PixOffset(r.Max.X, y)])
	}
	return g, h
}

// cellNumber is the number in a value cell's reading, without the colon
// before it or the flag after it ("" when there is none).
func cellNumber(s string) string {
	return cellNumberRE.FindString(trimCellLead(s, ":;. "))
}

// trimCellLead trims the marks cut from the start of a cell's reading, but
// for the point of a decimal printed without its leading zero (".98").
func trimCellLead(s, cut string) string {
	t := strings.TrimLeft(s, cut)
	if i := len(s) - len(t); i > 0 && s[i-1] == '.' && leadingPointRE.MatchString(s[i-1:]) {
		return s[i-1:]
	}
	return t
}

// leadingPointRE is a decimal printed without its leading zero: a point and
// one to three digits (".98", ".062"); a colon misread before a count
// (".10800") or a number (".12.4") is not one.
var leadingPointRE = regexp.MustCompile(`^[.,]\d{1,3}(?:[^\d.,]|$)`)

// cellNumbers is every number in a range cell's reading, in order.
func cellNumbers(s string) string {
	return strings.Join(rangeIntRE.FindAllString(s, -1), " ")
}

var cellNumberRE = regexp.MustCompile(`^[<>]?\s*(?:\d+(?:[.,]\d+)?|\.\d+)`)
