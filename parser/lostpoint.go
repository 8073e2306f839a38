package parser

import (
	"image"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/assayhq/assay/parser/imaging"
)

// lostPointWordRE matches OCR words that may have lost a printed decimal
// separator, or read one as a dash or colon: a number, or a range of two,
// and a flag or per cent sign after.
var lostPointWordRE = regexp.MustCompile(`^\d+(?:[-–:.,]\d+){0,3}[HL%]?$`)

// readSeparatorRE counts the separators a page's numbers were read with.
var readSeparatorRE = regexp.MustCompile(`\d([.,])\d`)

// lostPoint is a separator or a range's dash seen in a word's pixels and not
// in its text: it follows the rune at index after; comma tells a separator's
// shape (a tail below the baseline).
type lostPoint struct {
	after   int
	comma   bool
	dash    bool // a range's dash, not a separator
	replace bool // the separator was read as the rune after (a dash or colon)
	raised  bool // a dot at mid-height, which only a page printing such dots holds
	seen    bool // a comma read as printed, its tail below the baseline seen
}

// findLostPoints looks in word box r of the image Tesseract read for the
// points and commas it dropped from text: a small solid blob sitting on the
// digits' baseline in the gap between two digits, or a flat bar at
// mid-height there for a range's dash. Tesseract loses them on bold and noisy
// print (`68H` for 6.8 H) while they stay plain on the page.
//
// up and down count the separators the word was read with whose dot is
// raised or on the baseline: the page's print decides whether a round mark
// at mid-height is a point or a short hyphen (see raisedPoints).
func findLostPoints(g *image.Gray, r image.Rectangle, text string) (ps []lostPoint, up, down int) {
	if g == nil || !lostPointWordRE.MatchString(text) {
		return nil, 0, 0
	}
	// room below for a comma's tail, which Tesseract's box leaves out
	// when it did not read the comma
	blobs := imaging.Blobs(g, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Max.Y+r.Dy()/3+1))
	tall, H := tallGlyphs(blobs)
	if tall == nil {
		return nil, 0, 0 // too small to tell a point from a speck
	}
	// every rune but dashes and separators stands full height; when the blobs and runes
	// disagree (touching digits, a split glyph), the gaps cannot be named
	runes := []rune(text)
	var glyph []int // rune index of each full-height glyph
	for i, c := range runes {
		if !strings.ContainsRune(separatorRunes, c) {
			glyph = append(glyph, i)
		}
	}
	// end[k] is the index in glyph of tall glyph k's last rune; where
	// digits touch, only a plain run of digits is shared out by width (a
	// separator read already would be placed by guess)
	end, ok := glyphRuns(tall, len(glyph))
	if !ok || len(tall) < len(glyph) && len(glyph) != len(runes) {
		return nil, 0, 0
	}
	bottoms := make([]int, len(tall))
	for i, b := range tall {
		bottoms[i] = b.Max.Y
	}
	sort.Ints(bottoms)
	base := float64(bottoms[len(bottoms)/2])
	var out []lostPoint
	hasDash := strings.ContainsAny(text, "-–")
	for _, b := range blobs {
		w, h := float64(b.Dx()), float64(b.Dy())
		top, bottom := float64(b.Min.Y), float64(b.Max.Y)
		mid := (top + bottom) / 2
		dash := !hasDash && h <= 0.22*H && w >= 2*h && w >= 0.2*H && w <= 0.8*H &&
			mid > base-0.7*H && mid < base-0.2*H && float64(b.Area) >= 0.6*w*h
		if !dash && !(raisedDot(b, base, H) && dotWide(b, H)) {
			if h > 0.45*H || w > 0.34*H || h < 0.08*H || w < 0.08*H || b.Area < 3 || float64(b.Area) < 0.4*w*h {
				continue
			}
			if bottom < base-0.1*H || top < base-0.36*H || bottom > base+0.36*H {
				continue // not on the baseline: a speck above, the next line
			}
		}
		k := sort.Search(len(tall), func(i int) bool { return tall[i].Min.X >= b.Max.X-1 })
		if k == 0 || k == len(tall) || tall[k-1].Max.X > b.Min.X+1 {
			continue // not in a gap between two glyphs
		}
		left, right := glyph[end[k-1]], glyph[end[k-1]+1]
		if right != left+1 || !isDigit(runes[left]) || !isDigit(runes[right]) {
			continue
		}
		if dash {
			if len(tall) < len(glyph) {
				continue // a dash among touching glyphs may be a sign's bar (≥)
			}
			out = append(out, lostPoint{after: left, dash: true})
			hasDash = true
			continue
		}
		for _, p := range out {
			if !p.dash && sameDigitRun(runes, p.after, left) {
				return nil, 0, 0 // two points in one number: specks, not print
			}
		}
		out = append(out, lostPoint{after: left, comma: bottom > base+0.12*H || h > 1.6*w, raised: raisedDot(b, base, H)})
	}
	// a separator read as a dash or colon: its gap holds one round dot,
	// on the baseline or raised to mid-height (5·6 read as 5-6 or 5:6),
	// where a dash is a flat bar and a colon two dots. Separators read as
	// printed say where the page's points sit.
	for k := 1; k < len(tall); k++ {
		left := glyph[end[k-1]]
		if left+2 >= len(runes) || glyph[end[k-1]+1] != left+2 || !strings.ContainsRune("-–:.,", runes[left+1]) ||
			!isDigit(runes[left]) || !isDigit(runes[left+2]) {
			continue
		}
		var in []imaging.Blob
		for _, b := range blobs {
			if b.Min.X >= tall[k-1].Max.X-1 && b.Max.X <= tall[k].Min.X+1 && b.Area >= 2 {
				in = append(in, b)
			}
		}
		if len(in) != 1 {
			continue
		}
		b, sep := in[0], runes[left+1]
		onBase := float64(b.Max.Y) <= base+0.12*H && float64(b.Max.Y) >= base-0.1*H
		raised := raisedDot(b, base, H)
		switch {
		case sep == '.' || sep == ',':
			if raised {
				up++
			} else if onBase {
				down++
			}
			if float64(b.Max.Y) >= base+0.05*H && float64(b.Dy()) >= 1.45*float64(b.Dx()) {
				// a comma's tail below the baseline (a point is as wide as
				// high): read as printed, or as a point
				out = append(out, lostPoint{after: left, comma: true, seen: true, replace: sep == '.'})
			}
			continue
		case sep == ':' && raised:
			up++ // a colon is two dots
		}
		if !raised && !(onBase && round(b, H)) {
			continue
		}
		// a short hyphen blurred in a photo grows round too: read as a
		// dash, the mark must be a dot's width
		if sep != ':' && !dotWide(b, H) {
			continue
		}
		out = append(out, lostPoint{after: left, replace: true, raised: raised})
	}
	return out, up, down
}

// raisedPoints says whether a page prints its decimal points raised, by
// the separators its words were read with (see findLostPoints): a round
// mark at mid-height is a point only there; elsewhere it is a hyphen that
// blur made round.
func raisedPoints(up, down int) bool { return up >= 2 && up > down }

// separatorRunes are the runes a number is read with that are no
// full-height glyph of their own.
const separatorRunes = "-–.,:"

// round says whether blob b is a point's size and shape for glyphs H tall:
// small, as wide as high and solid, where a dash is a flat bar.
func round(b imaging.Blob, H float64) bool {
	w, h := float64(b.Dx()), float64(b.Dy())
	return w <= 0.3*H && h <= 0.3*H && w >= 0.08*H && h >= 0.08*H && w <= 1.5*h && h <= 1.5*w && float64(b.Area) >= 0.55*w*h
}

// raisedDot says whether blob b is a decimal point printed raised to the
// middle of the digits (5·6), as British and older print sets it.
func raisedDot(b imaging.Blob, base, H float64) bool {
	mid := float64(b.Min.Y+b.Max.Y) / 2
	return round(b, H) && mid > base-0.65*H && mid < base-0.25*H
}

// dotWide says whether blob b is no wider than a point for glyphs H tall:
// a dot is about a stroke wide, a hyphen a quarter of a digit's height or
// more (photos of the corpus: dots up to 0.24, hyphens from 0.26).
func dotWide(b imaging.Blob, H float64) bool {
	return float64(b.Dx()) <= 0.24*H && float64(b.Dx()) <= 1.25*float64(b.Dy())
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// glyphRuns shares n runes out over a word's full-height glyphs, left to
// right, and returns the index of each glyph's last rune. One rune each
// when the counts agree; when digits touch (bold or blurred print makes
// "96" one blob) each blob gets runes in proportion to its width, at least
// one, and ok is false unless that accounts for all n.
func glyphRuns(tall []imaging.Blob, n int) (end []int, ok bool) {
	if len(tall) > n || len(tall) == 0 {
		return nil, false
	}
	width := 0
	for _, t := range tall {
		width += t.Dx()
	}
	end = make([]int, len(tall))
	at := -1
	for k, t := range tall {
		c := 1
		if len(tall) < n {
			c = max(1, int(math.Round(float64(t.Dx()*n)/float64(width))))
		}
		at += c
		end[k] = at
	}
	return end, at == n-1
}

// sameDigitRun reports whether runes i and j belong to one run of digits.
func sameDigitRun(runes []rune, i, j int) bool {
	if i > j {
		i, j = j, i
	}
	for k := i; k <= j; k++ {
		if !isDigit(runes[k]) {
			return false
		}
	}
	return true
}

// pageSeparator is the decimal separator most of a page's numbers were read
// with, or 0 when neither leads.
func pageSeparator(ws []word) byte {
	points, commas := 0, 0
	for _, w := range ws {
		for _, m := range readSeparatorRE.FindAllStringSubmatch(w.text, -1) {
			if m[1] == "," {
				commas++
			} else {
				points++
			}
		}
	}
	switch {
	case commas > points:
		return ','
	case points > commas:
		return '.'
	}
	return 0
}

// withLostPoints writes the separators found back into text, in the page's
// separator sep. A mark of the other shape before three digits is a
// thousands separator, which the value reads right without.
func withLostPoints(text string, ps []lostPoint, sep byte) string {
	runes := []rune(text)
	var b strings.Builder
	skip := -1
	for i, r := range runes {
		if i == skip {
			continue
		}
		b.WriteRune(r)
		for _, p := range ps {
			if p.after != i {
				continue
			}
			if p.seen {
				if p.replace {
					b.WriteByte(',')
					skip = i + 1
				}
				continue
			}
			if p.dash {
				b.WriteByte('-')
				continue
			}
			if p.replace {
				skip = i + 1
			}
			s := sep
			if s == 0 {
				s = '.'
				if p.comma {
					s = ','
				}
			} else if p.comma != (s == ',') && digitsAfter(runes, i) == 3 {
				continue
			}
			b.WriteByte(s)
		}
	}
	return b.String()
}

func digitsAfter(runes []rune, i int) int {
	n := 0
	for k := i + 1; k < len(runes) && isDigit(runes[k]); k++ {
		n++
	}
	return n
}

// tallGlyphs returns the full-height glyphs among a word's ink blobs, left
// to right (pieces overlapping across joined, as the circles and stroke of
// a per cent sign), and the word's height; nil when the word is too small
// to tell a point from a speck.
func tallGlyphs(blobs []imaging.Blob) ([]imaging.Blob, float64) {
	hmax := 0
	for _, b := range blobs {
		hmax = max(hmax, b.Dy())
	}
	if hmax < 8 {
		return nil, 0
	}
	H := float64(hmax)
	var big []imaging.Blob
	for _, b := range blobs {
		if float64(b.Dy()) >= 0.4*H {
			big = append(big, b)
		}
	}
	sort.Slice(big, func(i, j int) bool { return big[i].Min.X < big[j].Min.X })
	var tall []imaging.Blob
	for _, b := range big {
		if n := len(tall); n > 0 && b.Min.X < tall[n-1].Max.X-1 {
			tall[n-1].Rectangle = tall[n-1].Union(b.Rectangle)
			tall[n-1].Area += b.Area
			continue
		}
		tall = append(tall, b)
	}
	for i := 0; i < len(tall); i++ {
		if float64(tall[i].Dy()) < 0.6*H {
			tall = append(tall[:i], tall[i+1:]...)
			i--
		}
	}
	return tall, H
}

// gluedArrow finds an arrow flag printed a space after a number and read
// into it as a digit ("188 ↑" as 1881, "37 ↓" as 374): the word's last
// glyph stands a space apart while its digits sit close, and its ink is
// an arrow's head over or under a stem. It returns the number without the
// arrow's rune and the arrow, and the arrow's box.
func gluedArrow(g *image.Gray, r image.Rectangle, text string) (string, string, image.Rectangle, bool) {
	if g == nil || numberRunRE.FindString(text) != text {
		return "", "", image.Rectangle{}, false
	}
	rest := strings.TrimLeft(text, "0123456789")
	sepAt := len(text) - len(rest) // glyphs before the separator, if any
	if rest == "" {
		sepAt = -1
	}
	n := len(text)
	if sepAt >= 0 {
		n--
	}
	blobs := imaging.Blobs(g, r)
	tall, H := tallGlyphs(blobs)
	m := len(tall)
	if n < 2 || m < 2 || m > n || sepAt == n-1 || float64(tall[m-1].Dx()) > 0.9*H {
		return "", "", image.Rectangle{}, false
	}
	last := tall[m-1].Min.X - tall[m-2].Max.X
	if m < n {
		// bold or blurred digits touch and make fewer blobs than runes:
		// only a word space tells the mark from the number then
		if float64(last) < 0.5*H {
			return "", "", image.Rectangle{}, false
		}
	} else {
		// one glyph per rune: two digits touching make one wide blob, and
		// the count then matches only by chance
		for _, t := range tall {
			if float64(t.Dx()) > 0.9*H {
				return "", "", image.Rectangle{}, false
			}
		}
		// the gaps between the number's own digits, where no separator sits
		widest := 0
		for k := 1; k < n-1; k++ {
			if k != sepAt {
				widest = max(widest, tall[k].Min.X-tall[k-1].Max.X)
			}
		}
		if float64(last) < 0.3*H || last < 3*max(widest, 1) {
			return "", "", image.Rectangle{}, false
		}
	}
	// a point or comma in the gap makes it the number's own ("1.7" read
	// as 17 keeps its 7)
	for _, b := range blobs {
		if b.Min.X >= tall[m-2].Max.X && b.Max.X <= tall[m-1].Min.X {
			return "", "", image.Rectangle{}, false
		}
	}
	arrow := arrowMark(g, tall[m-1].Rectangle)
	if arrow == "" {
		return "", "", image.Rectangle{}, false
	}
	return text[:len(text)-1], arrow, tall[m-1].Rectangle, true
}

// arrowMark is the flag a glyph's ink draws (imaging.ArrowHead): "↑", "↓",
// or "" when it is no arrow.
func arrowMark(g *image.Gray, r image.Rectangle) string {
	switch imaging.ArrowHead(g, r) {
	case 1:
		return "↑"
	case -1:
		return "↓"
	}
	return ""
}

// loneArrow reads an arrow or triangle flag Tesseract made a word of its
// own and took for a digit or a letter ("138 ↓" as 138 4, "10,9 g/dL ▼" as
// g/dL v): one glyph a word space after a number (prev, in page units at
// scale), whose ink is an arrow's head over or under a stem, or a solid
// triangle (also after a unit). It returns the flag, or "" for anything else.
func loneArrow(g *image.Gray, r image.Rectangle, text string, prev word, scale float64) string {
	// what Tesseract reads an arrow or a triangle as; never a word such as
	// the "a" of "3,90 a 5,03"
	const arrowReads, triangleReads = "14tTfIlJ!|?+", "vVyY¥«»^4+*"
	if utf8.RuneCountInString(text) != 1 || !strings.Contains(arrowReads+triangleReads, text) {
		return ""
	}
	// a triangle may follow the unit, or a value with its unit glued on
	afterNumber := numberRE.MatchString(prev.text)
	if !afterNumber && !isUnitToken(prev.text) && !startsNumber(prev.text) {
		return ""
	}
	h := float64(r.Dy())
	if gap := float64(r.Min.X) - prev.x1*scale; gap < 0.2*h || gap > 1.5*h {
		return ""
	}
	tall, H := tallGlyphs(imaging.Blobs(g, r))
	if len(tall) != 1 {
		return ""
	}
	if strings.Contains(triangleReads, text) {
		switch imaging.Triangle(g, tall[0].Rectangle) {
		case 1:
			return "▲"
		case -1:
			return "▼"
		}
	}
	if !afterNumber || !strings.Contains(arrowReads, text) || float64(tall[0].Dx()) > 0.9*H {
		return ""
	}
	return arrowMark(g, tall[0].Rectangle)
}

// lostGlyphs says whether a number word's box holds more digits than its
// text: more full-height glyphs, or a single digit read from ink as wide as
// two. Tesseract drops a digit so in a shaded row ("38" read as 8).
func lostGlyphs(g *image.Gray, r image.Rectangle, text string) bool {
	if g == nil || numberRunRE.FindString(text) != text {
		return false
	}
	tall, H := tallGlyphs(imaging.Blobs(g, r))
	if len(tall) == 0 {
		return false
	}
	digits := digitsIn(text)
	// a digit is at most about 0.65 of its height wide, even bold; wider
	// ink read as one digit is two touching (longer numbers vary too much
	// in width to tell)
	span := float64(tall[len(tall)-1].Max.X - tall[0].Min.X)
	return len(tall) > digits || len(text) == 1 && span > 1.5*0.65*H
}

// raisedMarkWordRE is a number of two digits or more with one more glyph
// after it, which may be a footnote mark printed raised (`412²`, `14,2ᵇ`)
// and read on the line; an asterisk is a flag.
var raisedMarkWordRE = regexp.MustCompile(`^\d+(?:[.,]\d+)?[0-9a-z?'"°¹²³ᵃᵇᶜ]$`)

// raisedMark finds a footnote mark printed small and raised after a number
// and read into it (`412²` as 4127): the word's last piece of ink stands
// clear of the digits, between four and seven tenths of their height (a
// broken digit's pieces are smaller), and ends well above their baseline. It returns the number without the mark's rune and
// where the number's ink ends. A power of ten (`10³`) is left as read.
func raisedMark(g *image.Gray, r image.Rectangle, text string) (string, int, bool) {
	if g == nil || !raisedMarkWordRE.MatchString(text) || len(text) == 3 && strings.HasPrefix(text, "10") {
		return "", 0, false
	}
	_, n := utf8.DecodeLastRuneInString(text)
	if digitsIn(text[:len(text)-n]) < 2 {
		return "", 0, false // "30" is no 3 with a mark
	}
	blobs := imaging.Blobs(g, r)
	hmax := 0
	for _, b := range blobs {
		hmax = max(hmax, b.Dy())
	}
	if hmax < 14 {
		return "", 0, false // too small to tell a mark from a broken digit
	}
	H := float64(hmax)
	// the digits: blobs of full height, their baseline the lowest bottom
	base, end, top := 0, 0, r.Max.Y
	for _, b := range blobs {
		if float64(b.Dy()) >= 0.85*H {
			base, end, top = max(base, b.Max.Y), max(end, b.Max.X), min(top, b.Min.Y)
		}
	}
	var mark image.Rectangle
	for _, b := range blobs {
		if b.Min.X >= end && b.Area > 2 {
			mark = mark.Union(b.Rectangle)
		}
	}
	// a superscript's top is level with the digits' (an asterisk flag's
	// stands lower and is read as the flag it is)
	if mark.Empty() || float64(mark.Dy()) > 0.7*H || float64(mark.Dy()) < 0.4*H || float64(base-mark.Max.Y) < 0.3*H || float64(mark.Min.Y-top) > 0.15*H {
		return "", 0, false
	}
	return text[:len(text)-n], end, true
}

func digitsIn(s string) int {
	n := 0
	for _, c := range s {
		if isDigit(c) {
			n++
		}
	}
	return n
}
