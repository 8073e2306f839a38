package parser

import (
	"math"
	"regexp"
	"strings"
)

// numberTokenRE is a word that reads as one number, with a comparator or
// thousands and decimal separators.
var numberTokenRE = regexp.MustCompile(`^[<>≤≥]?\d+(?:[.,]\d+)*$`)

// keepDigits gives the words of a page read again in its language (lang)
// the digits the English reading of the same pixels (en) read: the report
// language's model keeps accents, but reads a digit or a separator as a
// letter or loses it more often ("2A" and "<05" for 2,4 and <0,5, which
// the English model read). A word takes the English reading of its box
// when that is one number and its own is none (its digits among the
// English ones, in order), or is the same digits without the separator.
func keepDigits(en, lang *page) {
	if !en.ocr || !lang.ocr {
		return
	}
	for i := range lang.words {
		l := &lang.words[i]
		if !strings.ContainsAny(l.text, "0123456789") {
			continue
		}
		e, ok := sameBox(en.words, *l)
		if !ok || e.text == l.text || !numberTokenRE.MatchString(e.text) {
			continue
		}
		switch {
		case strings.ContainsAny(l.text, "/^°%¹²³⁴⁵⁶⁷⁸⁹⁰") || isUnitToken(l.text):
			continue // a unit ("10³/µL"), not a misread number
		case !numberTokenRE.MatchString(l.text) && subsequence(digitsOf(l.text), digitsOf(e.text)):
		case digitsOf(l.text) == digitsOf(e.text) && strings.ContainsAny(e.text, ".,") && !strings.ContainsAny(l.text, ".,"):
		default:
			continue
		}
		l.text = e.text
	}
}

// sameBox is the word of ws whose box is about w's: on its line, and
// overlapping most of both widths.
func sameBox(ws []word, w word) (word, bool) {
	h := w.y1 - w.y0
	for _, c := range ws {
		if math.Abs(c.yc()-w.yc()) > 0.5*h {
			continue
		}
		ov := math.Min(c.x1, w.x1) - math.Max(c.x0, w.x0)
		if ov > 0.7*(c.x1-c.x0) && ov > 0.7*(w.x1-w.x0) {
			return c, true
		}
	}
	return word{}, false
}

// digitsOf is s's digits alone.
func digitsOf(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// subsequence says whether the runes of a appear in b in order.
func subsequence(a, b string) bool {
	i := 0
	for _, r := range b {
		if i < len(a) && rune(a[i]) == r {
			i++
		}
	}
	return i == len(a)
}
