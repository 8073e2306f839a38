package parser

import (
	"context"
	"image"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// word is one positioned word, top-left origin, in the page's unit.
type word struct {
	text           string
	x0, y0, x1, y1 float64
	conf           float64    // 0..1; 1 for PDF text
	size           float64    // font size (PDF) or box height (OCR)
	baseline       float64    // PDF only, top-left origin
	yKey           float64    // deskewed vertical centre used for line clustering
	bold           bool       // PDF font is bold
	group          int        // OCR: Tesseract block/paragraph/line, words of one line share it
	orig           [4]float64 // x0, y0, x1, y1 as found on the page, before deskewing
	idx            int        // position in page.words, set by buildLines
	// OCR: the word's pixels hold more full-height glyphs than its text
	// has digits, so the reading dropped one ("38" read as 8)
	glyphsLost bool
	// span is the height a word set turned a quarter stands over (it is
	// laid level at its middle); 0 for level text. turn is +1 when it reads
	// upward, -1 downward.
	span float64
	turn int
	// comma: OCR read a decimal comma whose tail the pixels show, so it is
	// no point misread on a page that prints points (see fixOCRValue)
	comma bool
}

func (w word) yc() float64 { return (w.y0 + w.y1) / 2 }

// page is the positioned text of one page of one file.
type page struct {
	file, number  int // file index from 0, page number from 1
	words         []word
	width, height float64
	unit          string // "pt" or "px"
	ocr           bool
	photo         bool // OCR pages: a photographed sheet, rectified before reading
	lines         []*line
	gray          *image.Gray // OCR pages: the image, kept for a second reading
	dpi           int
	// rendered marks an image-only PDF page OCR'd from a rendering at dpi:
	// its provenance is given in points, whatever resolution it was read at.
	rendered bool
	lang     string // OCR pages: the language Tesseract read them in
	// resampled reads an image-only PDF page again, rendered at the highest dpi its bounds allow
	// instead of its scan's own resolution (nil for other pages).
	resampled func(ctx context.Context, lang string) (*page, error)
	// toImage maps word coordinates back to the uploaded image's pixels when
	// OCR read a rectified copy of a photographed sheet.
	toImage func(x, y float64) (float64, float64)
	// turned maps the pixels of a page read a quarter turn from how it was
	// uploaded (gray is the turned image) back to the upload's
	turned func(x, y float64) (float64, float64)
	// ocrIn is the image Tesseract read, ocrScale its pixels per word unit:
	// value cells are cut from it to be read again (see rereadCells).
	ocrIn    *image.Gray
	ocrScale float64
	// misread lists the value, range and unit cells of result rows that did
	// not read as what their column holds; findRows fills it
	misread []misreadCell
	// cumulative holds a cumulative report's dated result columns on the
	// page (nil: none seen); see cumulativeColumns
	cumulative *cumulativeCols
	// sexCols is the page's range column split by sex (nil: none seen);
	// see findSexColumns
	sexCols *sexColumns
}

// misreadCell is a cell to read again: its words' indices in page.words, and
// its column.
type misreadCell struct {
	idx  []int
	kind colKind // colResult, colRange or colUnit
	name string  // the row's test name, which a unit must fit
}

type document struct{ pages []*page }

// line is a row of words sharing a baseline, left to right.
type line struct {
	words          []word
	x0, y0, x1, y1 float64
	yKey           float64
	page           *page
	index          int // position on the page, top to bottom
	// side is the title set turned beside the line, in a cell merged over
	// its section's rows (see sideTitles)
	side string
}

func (l *line) text() string { return joinWords(l.words) }

// joinWords joins words with spaces, except text-layer words whose gap is
// far narrower than a space (kerned pieces of one word). OCR gaps are too
// noisy for that; see repairOCRNameWords.
func joinWords(ws []word) string {
	var b strings.Builder
	for i, w := range ws {
		if i > 0 {
			p := ws[i-1]
			h := math.Max(w.y1-w.y0, p.y1-p.y0)
			if w.conf < 1 || w.x0-p.x1 >= 0.12*h || math.Abs(w.yc()-p.yc()) > 0.5*h {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w.text)
	}
	return b.String()
}

func (l *line) height() float64 { return l.y1 - l.y0 }

func (l *line) mid() float64 { return (l.y0 + l.y1) / 2 }

// sideTitle is a title set turned beside the rows of its section, over
// [y0, y1).
type sideTitle struct {
	text   string
	y0, y1 float64
}

// sideTitles takes out of ws the section titles set turned a quarter in a
// cell merged over their rows, left of them ("HÉMATOLOGIE" up the side of
// the blood count): a turned word standing over three lines or more (h is
// the page's text height) with words beside it and none left of it. Laid
// level at its middle, it would read as the first word of the row there.
// (A cumulative report's turned date headings stand over its columns, right
// of the names.)
func sideTitles(ws []word, h float64) ([]word, []sideTitle) {
	var sides []sideTitle
	out := ws[:0:0]
	for _, w := range turnedPhrases(ws) {
		if w.span < 3*h || !mostlyLetters(w.text) {
			out = append(out, w)
			continue
		}
		y0, y1 := w.yc()-w.span/2, w.yc()+w.span/2
		beside, left := 0, false
		for _, o := range ws {
			if o.span > 0 || o.yc() <= y0 || o.yc() >= y1 {
				continue
			}
			if o.x0 >= w.x1-0.1*h {
				beside++
			} else {
				left = true
			}
		}
		if left || beside < 4 {
			out = append(out, w)
			continue
		}
		sides = append(sides, sideTitle{strings.TrimSpace(w.text), y0, y1})
	}
	if len(sides) == 0 {
		return ws, nil
	}
	return out, sides
}

// turnedPhrases returns ws with the words of each phrase set turned joined
// into one word: turned the same way, in one column, each starting a space
// along from the last ("BLOOD" / "COUNT" up the side of a table).
func turnedPhrases(ws []word) []word {
	var out []word
	used := make([]bool, len(ws))
	for i, w := range ws {
		if used[i] {
			continue
		}
		if w.span == 0 {
			out = append(out, w)
			continue
		}
		for {
			// the next word along: above an upward phrase, below a downward one
			next := -1
			for j, o := range ws {
				if used[j] || j == i || o.turn != w.turn || o.span == 0 || math.Abs(o.xc()-w.xc()) > 0.3*w.size {
					continue
				}
				gap := (w.yc() - w.span/2) - (o.yc() + o.span/2) // o above w
				if w.turn < 0 {
					gap = (o.yc() - o.span/2) - (w.yc() + w.span/2)
				}
				if gap >= -0.1*w.size && gap <= 0.45*w.size { // a space, not the next cell
					next = j
					break
				}
			}
			if next < 0 {
				break
			}
			o := ws[next]
			used[next] = true
			y0 := min(w.yc()-w.span/2, o.yc()-o.span/2)
			y1 := max(w.yc()+w.span/2, o.yc()+o.span/2)
			w.text += " " + o.text
			w.span = y1 - y0
			mid := (y0 + y1) / 2
			w.y0, w.y1 = mid-0.5*w.size, mid+0.5*w.size
			w.x0, w.x1 = min(w.x0, o.x0), max(w.x1, o.x1)
		}
		out = append(out, w)
	}
	return out
}

// medianWordHeight is the typical text height of a page.
func medianWordHeight(ws []word) float64 {
	if len(ws) == 0 {
		return 10
	}
	hs := make([]float64, 0, len(ws))
	for _, w := range ws {
		hs = append(hs, w.y1-w.y0)
	}
	sort.Float64s(hs)
	return math.Max(hs[len(hs)/2], 1)
}

// estimateSkew returns the page's text slope (dy/dx) from pairs of
// horizontally adjacent words of similar height; scans are often rotated by
// a degree or two, which across a page is more than a line's height.
func estimateSkew(ws []word) float64 {
	h := medianWordHeight(ws)
	idx := make([]int, len(ws))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return ws[idx[a]].x0 < ws[idx[b]].x0 })
	var slopes []float64
	for ai, i := range idx {
		a := ws[i]
		if a.y1-a.y0 > 2*h || a.y1-a.y0 < 0.5*h {
			continue
		}
		// nearest word to the right that overlaps vertically
		for _, j := range idx[ai+1:] {
			b := ws[j]
			if b.x0 < a.x1 {
				continue
			}
			if b.x0-a.x1 > 6*h {
				break
			}
			if b.y1-b.y0 > 2*h || b.y1-b.y0 < 0.5*h {
				continue
			}
			ov := math.Min(a.y1, b.y1) - math.Max(a.y0, b.y0)
			if ov < 0.5*h {
				continue
			}
			dx := b.xc() - a.xc()
			if dx > 0 {
				slopes = append(slopes, (b.y1-a.y1)/dx)
			}
			break
		}
	}
	if len(slopes) < 5 {
		return 0
	}
	sort.Float64s(slopes)
	s := slopes[len(slopes)/2]
	if math.Abs(s) > 0.1 {
		return 0
	}
	return s
}

func (w word) xc() float64 { return (w.x0 + w.x1) / 2 }

// gluedUnitRE is a value with its unit printed against it ("10,9g/dL",
// "187x10^3/µL", "34mm/h", "58,3%"). The unit starts with a letter: "1073/ul"
// is 10^3/µL misread, not 1073 /ul.
var gluedUnitRE = regexp.MustCompile(`^([<>≤≥]?[0-9]+(?:[.,][0-9]+)?)([\p{L}µμ×].+|%)$`)

// splitGluedUnits splits each word that is a value and a unit run together
// into the two words the row reading expects, each with its share of the
// box by characters. A lone letter ("24h", "5U") stays glued: names print
// such tokens too.
func splitGluedUnits(pg *page) {
	splitWords(pg, func(text string) (string, string, int, bool) {
		m := gluedUnitRE.FindStringSubmatch(text)
		if m == nil || !gluedUnit(m[2], pg) {
			return "", "", 0, false
		}
		return m[1], m[2], utf8.RuneCountInString(m[1]), true
	})
}

// gluedLabelRE is a label and the text after its colon read as one word.
var gluedLabelRE = regexp.MustCompile(`^(\p{L}[\p{L}.]{2,}):+(\S+)$`)

// splitGluedLabels splits a field's label from its text where they were
// read as one word ("Reference::2.0-", "Result:128"): the label of a result,
// unit, range or flag column (see fieldLabelKind).
func splitGluedLabels(pg *page) {
	splitWords(pg, func(text string) (string, string, int, bool) {
		m := gluedLabelRE.FindStringSubmatch(text)
		if m == nil {
			return "", "", 0, false
		}
		if _, ok := fieldLabelKind(m[1], pg.ocr); !ok {
			return "", "", 0, false
		}
		return m[1] + ":", m[2], utf8.RuneCountInString(text) - utf8.RuneCountInString(m[2]), true
	})
}

// splitWords splits the words of pg that split cuts in two (the head's
// text, the tail's and how many of the word's characters the head covers),
// each part with its share of the box by characters.
func splitWords(pg *page, split func(text string) (head, tail string, headRunes int, ok bool)) {
	var out []word
	for i, w := range pg.words {
		head, tail, n, ok := split(w.text)
		if !ok {
			if out != nil {
				out = append(out, w)
			}
			continue
		}
		if out == nil {
			out = append(make([]word, 0, len(pg.words)+8), pg.words[:i]...)
		}
		h, t := w, w
		cut := w.x0 + (w.x1-w.x0)*float64(n)/float64(utf8.RuneCountInString(w.text))
		h.text, h.x1 = head, cut
		t.text, t.x0 = tail, cut
		out = append(out, h, t)
	}
	if out != nil {
		pg.words = out
	}
}

var (
	thousandsHeadRE = regexp.MustCompile(`^[({\[<>≤≥]?\d{1,3}(?: \d{3})*$`)
	thousandsTailRE = regexp.MustCompile(`^\d{3}(?:[.,]\d+)?\)?$`)
)

// joinThousands joins numbers printed with a space between thousands
// groups ("8 200", "4 210 000", "(150 000"), as French and Portuguese
// reports print them: a group of three digits a space after a short number
// on its baseline continues it. Columns stand much further apart.
func joinThousands(pg *page) {
	joinWordPairs(pg, func(a, b word) bool { return thousandsGroup(a, b, pg.ocr) })
}

// periodUnitRE is a unit per 24 hours whose hour word is printed apart
// ("mmol/24 h", "ml/24 Std"); hourWordRE is that word.
var (
	periodUnitRE = regexp.MustCompile(`^[\p{L}µμ]{1,5}/24$`)
	hourWordRE   = regexp.MustCompile(`^(?i:h|hr|hrs|hours?|std\.?|stunden|horas?|heures?|ore|saat)$`)
)

// periodUnit says whether s is a unit per 24 hours with its hour word, as
// joinPeriodUnits joins it: "mmol/24 h".
func periodUnit(s string) bool {
	per, hours, ok := strings.Cut(s, " ")
	return ok && periodUnitRE.MatchString(per) && hourWordRE.MatchString(hours)
}

// joinPeriodUnits joins a unit per 24 hours printed with a space before its
// hour word ("mmol/24 h"): apart, the h reads as a high flag.
func joinPeriodUnits(pg *page) {
	joinWordPairs(pg, func(a, b word) bool {
		if !periodUnitRE.MatchString(a.text) || !hourWordRE.MatchString(b.text) {
			return false
		}
		h := math.Max(a.y1-a.y0, 1)
		gap := b.x0 - a.x1
		return gap > -0.1*h && gap < 0.7*h && math.Abs(b.y1-a.y1) < 0.3*h
	})
}

// joinSpacedLetters joins the letters of words printed letter-spaced
// ("H E M O G R A M", a patient's name in a banner) into their words: a run
// of four or more single letters on one baseline, less than a letter's
// height apart, is split where a gap is clearly wider than the letters' own.
func joinSpacedLetters(pg *page) {
	single := func(w word) bool {
		r := []rune(w.text)
		return len(r) == 1 && unicode.IsLetter(r[0])
	}
	var out []word
	changed := false
	for i := 0; i < len(pg.words); {
		j := i + 1
		if single(pg.words[i]) {
			h := pg.words[i].y1 - pg.words[i].y0
			for j < len(pg.words) && single(pg.words[j]) {
				a, b := pg.words[j-1], pg.words[j]
				if gap := b.x0 - a.x1; gap < 0 || gap > 2.5*h || math.Abs(b.yc()-a.yc()) > 0.3*h {
					break
				}
				j++
			}
		}
		if j-i < 4 {
			out = append(out, pg.words[i:j]...)
			i = j
			continue
		}
		run := pg.words[i:j]
		least := math.Inf(1)
		for k := 1; k < len(run); k++ {
			least = math.Min(least, run[k].x0-run[k-1].x1)
		}
		h := run[0].y1 - run[0].y0
		if least > h {
			out = append(out, run...) // letters a column apart
			i = j
			continue
		}
		w := run[0]
		for k := 1; k < len(run); k++ {
			if gap := run[k].x0 - run[k-1].x1; gap > 1.8*least && gap > least+0.15*h {
				out = append(out, w)
				w = run[k]
				continue
			}
			w.text += run[k].text
			w.x1 = run[k].x1
			w.y0, w.y1 = math.Min(w.y0, run[k].y0), math.Max(w.y1, run[k].y1)
			w.conf = math.Min(w.conf, run[k].conf)
		}
		out = append(out, w)
		changed = true
		i = j
	}
	if changed {
		pg.words = out
	}
}

// joinWordPairs joins each word that join says continues the word before
// it into that word, a space between.
func joinWordPairs(pg *page, join func(a, b word) bool) {
	// extract reads a page more than once: the words are copied only when
	// a pair joins
	joins := false
	for i := 1; i < len(pg.words) && !joins; i++ {
		joins = join(pg.words[i-1], pg.words[i])
	}
	if !joins {
		return
	}
	out := make([]word, 0, len(pg.words))
	for _, w := range pg.words {
		if k := len(out) - 1; k >= 0 && join(out[k], w) {
			out[k].text += " " + w.text
			out[k].x1 = w.x1
			continue
		}
		out = append(out, w)
	}
	pg.words = out
}

// thousandsGroup says whether b is a thousands group continuing number a.
func thousandsGroup(a, b word, ocr bool) bool {
	if !thousandsHeadRE.MatchString(a.text) || !thousandsTailRE.MatchString(b.text) {
		return false
	}
	h := math.Max(a.y1-a.y0, 1)
	space := 0.5 * h // a text layer's box is the font size
	if ocr {
		space = 0.7 * h // OCR's is the digits' height
	}
	gap := b.x0 - a.x1
	return gap > -0.1*h && gap < space && math.Abs(b.y1-a.y1) < 0.25*h && math.Abs((b.y1-b.y0)-h) < 0.3*h
}

// gluedUnit says whether the rest of a word after its value is a unit: a
// known one or, read by OCR, one misread ("x10A3/uL"), but not a rest with
// a decimal number of its own, which is a range's ("1,0a5,0%").
func gluedUnit(rest string, pg *page) bool {
	if isUnitToken(rest) {
		return true
	}
	if numberRunRE.MatchString(rest) && strings.ContainsAny(rest, ".,") {
		return false
	}
	return readsAsUnit(rest, pg)
}

// buildLines clusters a page's words into lines by (deskewed) vertical
// position and sorts them top to bottom. OCR words keep Tesseract's own line
// grouping: its lines are fragments that are joined across table columns.
func buildLines(pg *page) {
	if len(pg.words) == 0 {
		return
	}
	slope := 0.0
	if pg.ocr {
		slope = estimateSkew(pg.words)
	}
	ws := make([]word, len(pg.words))
	copy(ws, pg.words)
	for i := range ws {
		w := &ws[i]
		w.idx = i
		w.orig = [4]float64{w.x0, w.y0, w.x1, w.y1}
		if pg.toImage != nil {
			w.orig = boxToImage(pg.toImage, w.orig)
		}
		if pg.turned != nil {
			w.orig = boxToImage(pg.turned, w.orig)
		}
		if pg.ocr {
			// rotate into the page's frame so that lines are level and
			// columns upright; provenance keeps the image's coordinates
			xc, yc := w.xc(), w.yc()
			dx, dy := slope*yc, -slope*xc
			w.x0, w.x1, w.y0, w.y1 = w.x0+dx, w.x1+dx, w.y0+dy, w.y1+dy
			w.yKey = w.yc()
		} else {
			w.yKey = w.baseline
		}
	}
	h := medianWordHeight(ws)
	ws, sides := sideTitles(ws, h)
	tol := 0.5 * h
	if !pg.ocr {
		tol = 0.3 * h
	}
	type fragment struct {
		words []word
		yKey  float64
	}
	var frags []*fragment
	if pg.ocr {
		byGroup := map[int]*fragment{}
		for _, w := range ws {
			f := byGroup[w.group]
			if f == nil {
				f = &fragment{}
				byGroup[w.group] = f
				frags = append(frags, f)
			}
			f.words = append(f.words, w)
		}
		for _, f := range frags {
			ys := make([]float64, len(f.words))
			for i, w := range f.words {
				ys[i] = w.yKey
			}
			sort.Float64s(ys)
			f.yKey = ys[len(ys)/2]
		}
	} else {
		for _, w := range ws {
			frags = append(frags, &fragment{words: []word{w}, yKey: w.yKey})
		}
	}
	sort.SliceStable(frags, func(a, b int) bool { return frags[a].yKey < frags[b].yKey })
	var lines []*line
	for _, f := range frags {
		var best *line
		bestD := math.Inf(1)
		// only recent lines can match, since fragments are sorted by yKey
		for k := len(lines) - 1; k >= 0 && k >= len(lines)-3; k-- {
			d := math.Abs(lines[k].yKey - f.yKey)
			if d < tol && d < bestD {
				best, bestD = lines[k], d
			}
		}
		if best == nil {
			best = &line{yKey: f.yKey, page: pg}
			lines = append(lines, best)
		}
		n, m := float64(len(best.words)), float64(len(f.words))
		best.yKey = (best.yKey*n + f.yKey*m) / (n + m)
		best.words = append(best.words, f.words...)
	}
	if !pg.ocr {
		lines = joinOffsetLines(lines, h)
	}
	for _, l := range lines {
		sort.Slice(l.words, func(a, b int) bool { return l.words[a].x0 < l.words[b].x0 })
		if pg.ocr {
			l.words = dropLoneSpecks(l.words, h)
		}
		l.words = tickedChoice(l.words)
		l.x0, l.y0 = math.Inf(1), math.Inf(1)
		l.x1, l.y1 = math.Inf(-1), math.Inf(-1)
		for _, w := range l.words {
			l.x0, l.y0 = math.Min(l.x0, w.x0), math.Min(l.y0, w.y0)
			l.x1, l.y1 = math.Max(l.x1, w.x1), math.Max(l.y1, w.y1)
		}
	}
	sort.SliceStable(lines, func(a, b int) bool { return lines[a].yKey < lines[b].yKey })
	for _, st := range sides {
		for _, l := range lines {
			if l.yKey > st.y0 && l.yKey < st.y1 {
				l.side = st.text
			}
		}
	}
	for i, l := range lines {
		l.index = i
	}
	pg.lines = lines
	pg.sexCols = findSexColumns(lines)
	if pg.ocr {
		alignColons(lines, h)
	}
}

// joinOffsetLines joins to a neighbouring line a short line of full-size
// words that sits off that line's baseline by less than offsetLine of a
// word's height h and beside its words, not under them: a value typed into
// a form field, or written by hand on a form, has its own baseline, off the
// printed label's ("Globules blancs" … "6800" 0.4 of a line lower). Lines of
// a table are a line's height or more apart; a raised mark is smaller print.
func joinOffsetLines(lines []*line, h float64) []*line {
	const offsetLine, shortLine = 0.6, 3
	fullSize := func(l *line) bool {
		for _, w := range l.words {
			if w.y1-w.y0 < 0.8*h {
				return false
			}
		}
		return true
	}
	beside := func(a, b *line) bool {
		for _, u := range a.words {
			for _, v := range b.words {
				if u.x0 < v.x1 && v.x0 < u.x1 {
					return false
				}
			}
		}
		return true
	}
	out := lines[:0]
	for i, l := range lines {
		if len(l.words) <= shortLine && fullSize(l) {
			var to *line
			bestD := offsetLine * h
			for _, n := range []*line{prevLine(out), nextLine(lines, i)} {
				if n == nil || len(n.words) <= len(l.words) {
					continue
				}
				if d := math.Abs(n.yKey - l.yKey); d < bestD && beside(l, n) {
					to, bestD = n, d
				}
			}
			if to != nil {
				to.words = append(to.words, l.words...)
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

func prevLine(ls []*line) *line {
	if len(ls) == 0 {
		return nil
	}
	return ls[len(ls)-1]
}

func nextLine(ls []*line, i int) *line {
	if i+1 >= len(ls) {
		return nil
	}
	return ls[i+1]
}

// colonMisreadRE is what OCR makes of a lone colon: a speck, a quote or a
// sign, or one or two small letters.
var colonMisreadRE = regexp.MustCompile(`^([>»=;:|!.,'"‘’]{1,2}|[a-z]{1,2})$`)

// alignColons reads as a colon any lone mark printed where most lines print
// their name–value colon ("Haemoglobin : 13.2"): in such a layout a ">" or
// "»" in the colon column is the colon, not a comparator. The column is found
// by the alignment of many lines, not by the glyph.
func alignColons(lines []*line, h float64) {
	var xs []float64
	for _, l := range lines {
		for i, w := range l.words {
			if w.text == ":" && i > 0 && i < len(l.words)-1 {
				xs = append(xs, w.xc())
			}
		}
	}
	if len(xs) < 4 {
		return
	}
	sort.Float64s(xs)
	tol := 0.6 * h
	best, center := 0, 0.0
	for i := range xs {
		j := i
		for j < len(xs) && xs[j]-xs[i] <= 2*tol {
			j++
		}
		if j-i > best {
			best, center = j-i, (xs[i]+xs[j-1])/2
		}
	}
	if best < 4 {
		return
	}
	for _, l := range lines {
		for i := 0; i < len(l.words); i++ {
			w := &l.words[i]
			// any lone mark there is the colon too when the value follows
			mark := utf8.RuneCountInString(w.text) <= 2 && i+1 < len(l.words) && startsNumber(l.words[i+1].text)
			if i > 0 && i < len(l.words)-1 && math.Abs(w.xc()-center) <= tol && w.x1-w.x0 <= 1.2*h && (colonMisreadRE.MatchString(w.text) || mark) {
				w.text = ":"
				continue
			}
			// a colon read into the value it stands before ("1.2.14" for
			// ": 2.14"), told by the word starting in the colon column and
			// reading as a number only without its first mark
			if i == 0 || math.Abs(w.x0-center) > tol || numberRE.MatchString(w.text) {
				continue
			}
			if m := colonPrefixRE.FindStringSubmatch(w.text); m != nil && numberRE.MatchString(m[2]) {
				frac := float64(utf8.RuneCountInString(m[1])) / float64(utf8.RuneCountInString(w.text))
				colon, value := *w, *w
				colon.text, colon.x1 = ":", w.x0+frac*(w.x1-w.x0)
				value.text, value.x0 = m[2], colon.x1+0.3*h
				l.words = append(l.words[:i], append([]word{colon, value}, l.words[i+1:]...)...)
				i++
			}
		}
	}
}

// colonPrefixRE splits a colon misread as a mark or a digit with a point
// from the value glued after it.
var colonPrefixRE = regexp.MustCompile(`^([:;!|il1I]\.?|[.,'])(.+)$`)

// cell is a run of words in a line separated from its neighbours by a gap
// wider than ordinary word spacing.
type cell struct {
	words  []word
	x0, x1 float64
}

func (c cell) text() string { return joinWords(c.words) }

// splitCells splits a line at gaps wider than gapEms font sizes.
func splitCells(l *line, gapEms float64) []cell {
	var cells []cell
	for i, w := range l.words {
		size := w.size
		if l.page != nil && l.page.ocr {
			size = (w.y1 - w.y0) * 1.3
		}
		if i == 0 || w.x0-cells[len(cells)-1].x1 > gapEms*size {
			cells = append(cells, cell{x0: w.x0, x1: w.x1})
		}
		c := &cells[len(cells)-1]
		c.words = append(c.words, w)
		c.x1 = math.Max(c.x1, w.x1)
	}
	return cells
}

// boxToImage maps a box's corners through to and returns their bounding box.
func boxToImage(to func(x, y float64) (float64, float64), b [4]float64) [4]float64 {
	out := [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, c := range [4][2]float64{{b[0], b[1]}, {b[2], b[1]}, {b[2], b[3]}, {b[0], b[3]}} {
		x, y := to(c[0], c[1])
		out[0], out[1] = math.Min(out[0], x), math.Min(out[1], y)
		out[2], out[3] = math.Max(out[2], x), math.Max(out[3], y)
	}
	return out
}
