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

	"github.com/assayhq/assay"
)

// Version identifies the parser's output; bump it when results change.
const Version = "2026.11.2"

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
	report, err = extract(&doc)
	var f *Failure
	lowQuality := errors.As(err, &f) && f.Reason == assay.FailureLowQuality
	if p.OCR != nil && (lowQuality || err == nil && len(report.Results) < fewOCRRows && hasOCRPages(&doc)) {
		// a second reading: photos in another segmentation mode, scans
		// deskewed and cleaned; see recognizeGray
		if retry, rerr := p.rereadOCRPages(ctx, &doc); rerr != nil {
			return nil, rerr
		} else if retry {
			if r2, err2 := extract(&doc); err2 == nil && (err != nil || len(r2.Results) > len(report.Results)) {
				report, err = r2, nil
			}
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

// rereadOCRPages runs OCR a second time on every OCR page of doc. It reports
// whether there was any page to read.
func (p *Parser) rereadOCRPages(ctx context.Context, doc *document) (bool, error) {
	any := false
	for i, pg := range doc.pages {
		if !pg.ocr || pg.gray == nil {
			continue
		}
		np, err := p.OCR.recognizeGray(ctx, pg.gray, pg.dpi, true)
		if err != nil {
			return false, err
		}
		np.file, np.number = pg.file, pg.number
		doc.pages[i] = np
		any = true
	}
	return any, nil
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
