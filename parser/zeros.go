package parser

import (
	"image"
	"regexp"
	"strings"

	"github.com/assayhq/assay/parser/imaging"
)

// Monospaced fonts, which laboratory systems print with, mark the zero with
// a dot inside its oval, and Tesseract reads such a zero as 6, 8 or 9
// ("0 - 41" as 6-41, "100.0" as 108.8). The dot is a mark of its own in
// the middle of the glyph, which no 6, 8 or 9 has (see
// imaging.DottedZeros): a glyph read as one of them that holds it is a zero,
// once the page shows that its font marks its zeros: two glyphs read as 0
// or more hold one, and at least as many as do not (a blurred 9 on a photo
// may pass for one).

// dottedDigits returns the rune indices of text's digits whose glyphs in
// box r of g are marked zeros: zeros, those read as 0, and misread, those
// read as 6, 8, 9 or a sign like @; and plain, the zeros read as 0 that are
// not marked. All are nil unless the word's glyphs and digits pair off one
// to one.
func dottedDigits(g *image.Gray, r image.Rectangle, text string) (zeros, plain, misread []int) {
	if g == nil || !strings.ContainsAny(text, "0689"+zeroLike) || !numberOrRangeRE.MatchString(strings.Map(func(c rune) rune {
		if strings.ContainsRune(zeroLike, c) {
			return '0'
		}
		return c
	}, text)) {
		return nil, nil, nil
	}
	runes := []rune(text)
	var digits []int
	for i, c := range runes {
		if isDigit(c) || strings.ContainsRune(zeroLike, c) {
			digits = append(digits, i)
		}
	}
	tall, _ := tallGlyphs(imaging.Blobs(g, r))
	if len(tall) != len(digits) {
		return nil, nil, nil
	}
	boxes := make([]image.Rectangle, len(tall))
	for k, t := range tall {
		boxes[k] = t.Rectangle
	}
	for k, marked := range imaging.DottedZeros(g, r, boxes) {
		if !marked {
			if runes[digits[k]] == '0' {
				plain = append(plain, digits[k])
			}
			continue
		}
		switch i := digits[k]; {
		case runes[i] == '0':
			zeros = append(zeros, i)
		case strings.ContainsRune("689"+zeroLike, runes[i]):
			misread = append(misread, i)
		}
	}
	return zeros, plain, misread
}

// zeroLike are the signs Tesseract reads a marked zero as besides digits.
const zeroLike = "@Øøθ"

// numberOrRangeRE is a number, or a range of two, as one word.
var numberOrRangeRE = regexp.MustCompile(`^[<>≤≥]?\d+(?:[.,]\d+)*(?:[-–]\d+(?:[.,]\d+)*)?$`)
