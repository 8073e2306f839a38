package parser

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// The second reading of a line: by the types of its tokens instead of by
// columns. A row is a name (the words before the first value), then a value,
// a flag, a unit and a range in any order. It reads rows whose cells stray
// from the header's columns: colon lines ("Hemoglobin : 13.5 g/dL 13-17"),
// flags beside ranges, layouts without column gaps.

// unitTokenRE is what a unit looks like: a known unit, a ratio of letters
// ("mg/dL", "/nl"), a power of ten, a percent sign, or a short letter word.
var unitTokenRE = regexp.MustCompile(`^(%|[a-zA-Zµμ]{1,6}(/[a-zA-Zµμ0-9.²³]{1,10}){1,3}|/[a-zA-Zµμ]{1,5}[0-9²³]?|[xX×]?\s?10\^?[0-9]{1,2}/[a-zA-Zµμ]{1,3}|10[³⁶⁹]/[a-zA-Zµμ]{1,3}|[xX×]10[⁹¹²³⁶]+/[a-zA-Zµμ]{1,3}|fL|fl|pg|sec|s|mm|ratio|index|IU|U|mU|%s)$`)

func isUnitToken(s string) bool {
	if unitTokenRE.MatchString(s) {
		return true
	}
	if periodUnit(s) {
		return true
	}
	for _, k := range knownUnits {
		if strings.EqualFold(s, k) {
			return true
		}
	}
	return false
}

// rangeSpan returns how many words from ws[0] read as a reference range with
// a bound (1 to 4 words: "13.0-17.0", "13.0 - 17.0", "< 200", "0,5 bis 1,2"),
// or 0.
func rangeSpan(ws []word, decimalComma bool) int {
	for n := min(4, len(ws)); n >= 1; n-- {
		t := joinWords(ws[:n])
		if !startsNumber(t) && !strings.ContainsAny(t[:1], "<>≤≥([") {
			return 0
		}
		r := parseRange(t, "", decimalComma)
		if r.ok && (r.min != nil || r.max != nil) && r.unit == "" {
			// a lone number is a value, not a range
			if r.min != nil && r.max != nil || strings.ContainsAny(t, "<>≤≥") {
				return n
			}
		}
	}
	return 0
}

// garbledRangeSpan is rangeSpan for two bounds OCR read with a garbled
// separator between them ("4,00 + 10,00" for 4,00 ÷ 10,00), as fixOCRRange
// mends it.
func garbledRangeSpan(ws []word, decimalComma bool) int {
	for n := min(4, len(ws)); n >= 2; n-- {
		if t := joinWords(ws[:n]); startsNumber(t) {
			if r := parseRange(fixOCRRange(t), "", decimalComma); r.min != nil && r.max != nil && r.unit == "" {
				return n
			}
		}
	}
	return 0
}

// typedRow reads a line's words by token type. It returns nil when the
// line does not read as a row: a name, a value, and a unit or a range.
func typedRow(ws []word, pg *page, decimalComma bool) *rowDraft {
	return typedRowIn(ws, pg, decimalComma, nil)
}

// typedRowIn is typedRow on a page whose results stand in column col (nil
// when unknown): a value-like word left of it is part of the name.
func typedRowIn(ws []word, pg *page, decimalComma bool, col *valueColumn) *rowDraft {
	var toks []word
	for _, w := range ws {
		if leaderRE.MatchString(w.text) || w.text == ":" || (pg.ocr && isDebris(w.text)) {
			continue
		}
		toks = append(toks, w)
	}
	if len(toks) < 3 || notDoneNow(ws, pg) {
		return nil
	}
	// the name runs to the first value; a colon may end it
	vi := col.pick(toks, func(i int) (bool, bool) {
		t := toks[i].text
		if rangeSpan(toks[i:], decimalComma) >= 2 {
			return false, true // a range before any value: a note such as "Prediabetes: 5.7 - 6.4"
		}
		return (startsNumber(t) || isQualitative(t)) && valueish(t), false
	})
	if vi < 1 {
		return nil
	}
	vi, ve := valueSpan(toks, vi)
	name := append([]word{}, toks[:vi]...)
	if last := &name[len(name)-1]; strings.HasSuffix(last.text, ":") {
		c := *last
		c.text = strings.TrimRight(c.text, ":")
		name[len(name)-1] = c
		if c.text == "" {
			name = name[:len(name)-1]
		}
	}
	// a flag column printed before the value: "Potassium L 3.2"
	var flag []word
	if n := len(name); n > 1 {
		// (not the letter ending "Vitamin C", "Apolipoprotein B")
		if t := name[n-1].text; t != "C" && t != "B" && (isFlagWord(t) || pg.ocr && isFlagWord(fixOCRFlag(t))) {
			flag, name = name[n-1:], name[:n-1]
		}
	}
	var unit []word
	if len(flag) == 0 {
		name, unit = unitBeforeValue(name, pg)
	}
	name = dropApartLead(name)
	if len(name) == 0 {
		return nil
	}
	d := &rowDraft{page: pg, words: ws, name: name, value: toks[vi:ve], flag: flag, unit: unit, y: toks[0].y0}
	rest := toks[ve:]
	if v, f, n := earlierResults(toks[vi:], pg, decimalComma); n > 0 {
		d.value, rest = v, toks[vi+n:]
		if f != nil {
			d.flag = f
		}
	}
	unitAgain := false // the unit printed a second time, after the range
	for len(rest) > 0 {
		if n := noRange(rest); len(d.rng) == 0 && n > 0 {
			d.rng, rest = rest[:n], rest[n:]
			continue
		}
		if n := previousResult(rest); n > 0 {
			rest = rest[n:] // an earlier result and its date: history, not this row's
			continue
		}
		w := rest[0]
		switch {
		case len(d.rng) == 0 && rangeSpan(rest, decimalComma) > 0:
			n := rangeSpan(rest, decimalComma)
			d.rng, rest = rest[:n], rest[n:]
			continue
		case len(d.rng) == 0 && pg.ocr && garbledRangeSpan(rest, decimalComma) > 0:
			n := garbledRangeSpan(rest, decimalComma)
			d.rng, rest = rest[:n], rest[n:]
			continue
		case len(d.flag) == 0 && (isFlagWord(w.text) || pg.ocr && isFlagWord(fixOCRFlag(w.text))):
			d.flag = rest[:1]
		case readsAsUnit(w.text, pg):
			// a unit in two words ("x10^9 /L") continues; a unit repeated
			// after the range is the same unit
			if len(d.unit) == 0 {
				d.unit = rest[:1]
			} else if prev := d.unit[len(d.unit)-1]; prev.x1 == toks[len(toks)-len(rest)-1].x1 {
				d.unit = append(d.unit, w)
			} else {
				unitAgain = true
			}
		case startsNumber(w.text):
			// a second value (the other unit system, or a previous
			// result): the row's own reading ends here
			rest = nil
			continue
		default:
			if refLabelRE.MatchString(w.text) {
				break
			}
			// the second word of a unit: "mm/1st hr"
			if u := len(d.unit); u > 0 && len(w.text) <= 3 && hasLetters(w.text) {
				if unitAgain {
					break
				}
				if d.unit[u-1].x1 == toks[len(toks)-len(rest)-1].x1 {
					d.unit = append(d.unit, w)
					break
				}
			}
			if prev := toks[len(toks)-len(rest)-1]; len(d.rng) > 0 && w.x0-prev.x1 > 2*(w.y1-w.y0) {
				// a column of other words past the range (a comment, the
				// name again in a script OCR reads as garble): the row's
				// own reading ends at its range
				rest = nil
				continue
			}
			return nil // a word of no type: not a row this reading explains
		}
		rest = rest[1:]
	}
	if len(d.unit) == 0 && len(d.rng) == 0 {
		return nil
	}
	if n := joinWords(d.name); !nameish(n) || numberSign(n) {
		return nil
	}
	return d
}

// numberSign says whether a name holds a number sign that labels an
// identifier ("Lab # 2605", "Sample #"): one that ends a test's name
// ("Neutrophils #", "NEUT#") is an absolute count's.
func numberSign(n string) bool {
	n = strings.TrimSpace(n)
	i := strings.IndexByte(n, '#')
	if i < 0 {
		return false
	}
	letters, _ := letterCount(n[:i])
	return i != len(n)-1 || letters < 3 || idLabelRE.MatchString(n)
}

// idLabelRE is a label an identifier's number sign follows.
var idLabelRE = regexp.MustCompile(`(?i)\b(?:lab|sample|specimen|accession|order|patient|mrn|report|req|requisition|account|acct|id|no|page|case|ref|bed|room|file|chart|visit|encounter|episode|barcode|tube|rack|run|batch|lot)\s*#$`)

// resultDateRE is a date printed beside an earlier result.
var resultDateRE = regexp.MustCompile(`^\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})$`)

// previousResult is the number of words at the start of ws that print an
// earlier result with its date ("14.2 11/18/2025", "8.9 H 11/18/2025",
// "11/18/2025 14.2"), history beside the current result; 0 when they do
// not.
func previousResult(ws []word) int {
	num := func(i int) bool {
		return i < len(ws) && startsNumber(ws[i].text) && !resultDateRE.MatchString(ws[i].text)
	}
	date := func(i int) bool { return i < len(ws) && resultDateRE.MatchString(ws[i].text) }
	switch {
	case num(0) && date(1):
		return 2
	case num(0) && len(ws) > 2 && isFlagWord(ws[1].text) && date(2):
		return 3
	case date(0) && num(1):
		return 2
	}
	return 0
}

// unitBeforeValue splits from the name words of a row read without a
// header the unit of a unit column printed before the result column
// ("Hémoglobine   g/dL   12,4"): a last word that reads as a unit, apart
// from the name by a column's gap. The name is returned whole otherwise.
func unitBeforeValue(name []word, pg *page) ([]word, []word) {
	n := len(name)
	// (a bracketed word is the name's abbreviation: "(GGT)")
	if n > 1 && !strings.ContainsAny(name[n-1].text, "()[]") && readsAsUnit(name[n-1].text, pg) &&
		name[n-1].x0-name[n-2].x1 >= 2*medianWordHeight(name) {
		return name[:n-1], name[n-1:]
	}
	return name, nil
}

// readsAsUnit says whether a word of a row on pg is a unit, as printed or,
// on an OCR page, once mended, or a count's power of ten OCR garbled that
// the row's test will mend ("x10%/uL", "x10/uL": see countExponent).
func readsAsUnit(t string, pg *page) bool {
	if isUnitToken(t) {
		return true
	}
	if !pg.ocr {
		return false
	}
	_, _, _, power := garbledPower(t, pg.lang)
	return power || isUnitToken(fixOCRUnitIn(t, pg.lang))
}

// valueSpan is where the result found at ws[vi] starts and ends: one word
// earlier when the two make a qualitative result whose first word reads as
// part of the name ("antigen Not" / "detected"), and a name word stays
// before it.
func valueSpan(ws []word, vi int) (int, int) {
	if vi >= 2 && vi < len(ws) && isQualitative(ws[vi-1].text+" "+ws[vi].text) {
		return vi - 1, vi + 1
	}
	// a comparator in words before the number ("Less than 3.0")
	for k := 2; k >= 1 && vi < len(ws); k-- {
		if vi-k >= 1 && valueWordCmpRE.MatchString(joinWords(ws[vi-k:vi+1])) {
			return vi - k, vi + 1
		}
	}
	return vi, vi + 1
}

// earlierResults reads the run of results a cumulative report prints
// before the unit and range ("10.4 L 11.2 L 12.6 12.9 g/dL 12.1 - 16.3"):
// it returns the current one, its flag, and the run's length in words. It
// reads only under the page's dated result columns, each value of the run
// under one of them; on an OCR page the run may hold debris (a garbled
// earlier result), and the unit after it may be garbled too. n is 0 when ws
// holds one result only, or nothing typed follows the run.
func earlierResults(ws []word, pg *page, decimalComma bool) (value, flag []word, n int) {
	cc := pg.cumulative
	if cc == nil {
		return nil, nil, 0
	}
	type result struct{ v, f []word }
	var run []result
	i := 0
	for i < len(ws) {
		t := ws[i].text
		if spelledRange(ws[i:], decimalComma) {
			break
		}
		if !(startsNumber(t) && valueish(t) || notDoneRE.MatchString(t)) || !cc.under(ws[i]) {
			if pg.ocr && len(run) > 0 && !readsAsUnit(t, pg) && (utf8.RuneCountInString(t) <= 2 || strings.ContainsAny(t, "0123456789") || cc.under(ws[i])) {
				i++ // debris between results, or a result garbled under its date ("Sisk:")
				continue
			}
			break
		}
		r := result{v: ws[i : i+1]}
		i++
		if i < len(ws) && isFlagWord(ws[i].text) {
			r.f = ws[i : i+1]
			i++
		}
		run = append(run, r)
	}
	if len(run) < 2 || i >= len(ws) {
		return nil, nil, 0
	}
	if !readsAsUnit(ws[i].text, pg) && rangeSpan(ws[i:], decimalComma) == 0 {
		return nil, nil, 0
	}
	cur := run[0]
	for _, r := range run[1:] {
		if math.Abs(r.v[0].xc()-cc.current) < math.Abs(cur.v[0].xc()-cc.current) {
			cur = r
		}
	}
	if notDoneRE.MatchString(cur.v[0].text) || math.Abs(cur.v[0].xc()-cc.current) > cc.reach {
		return nil, nil, 0
	}
	return cur.v, cur.f, i
}

// notDoneNow says whether a line of a cumulative report prints under the
// current dated column that the test was not done this time ("--"): its
// results are all earlier ones, and it is no row.
func notDoneNow(ws []word, pg *page) bool {
	cc := pg.cumulative
	if cc == nil {
		return false
	}
	now := func(w word) bool { return math.Abs(w.xc()-cc.current) <= cc.reach }
	// (a speck is no mark, and a number under the column is a result)
	return slices.ContainsFunc(ws, func(w word) bool { return now(w) && w.text != "." && notDoneRE.MatchString(w.text) }) &&
		!slices.ContainsFunc(ws, func(w word) bool { return now(w) && startsNumber(w.text) })
}

// cumulativeCols are the dated result columns of a cumulative report: the
// centres of the dates heading them, the current one's, and how far from
// its date a value may sit.
type cumulativeCols struct {
	cols           []float64
	current, reach float64
}

// under says whether w sits under one of the dated columns.
func (cc *cumulativeCols) under(w word) bool {
	for _, x := range cc.cols {
		if math.Abs(w.xc()-x) <= cc.reach {
			return true
		}
	}
	return false
}

// spelledRange says whether ws starts with a range that says it is one
// (a dash, "to", "<"), not with two results side by side.
func spelledRange(ws []word, decimalComma bool) bool {
	n := rangeSpan(ws, decimalComma)
	if n == 0 {
		return false
	}
	for _, w := range ws[:n] {
		if !startsNumber(w.text) || strings.ContainsAny(strings.TrimLeft(w.text, "0123456789.,"), "-–—÷<>≤≥") {
			return true
		}
	}
	return false
}

// notDoneRE is what a cumulative report prints for a test not done then.
var notDoneRE = regexp.MustCompile(`^(--+|—|–|-|n/?a|\.)$`)

// currentMarkRE heads a cumulative report's current result column.
var currentMarkRE = regexp.MustCompile(`(?i)^(current|latest|this|aktuell|actual|actuel|attuale|atual|güncel)$`)

// cumulativeColumns finds a cumulative report's result columns on a page: a
// line of nothing but two or more dates (each column's collection date). The
// current column is under a word saying so, or else under the latest date.
func cumulativeColumns(pg *page, monthFirst bool) *cumulativeCols {
	var cc *cumulativeCols
	latest, mark := "", -1.0
	for _, l := range pg.lines {
		if len(l.words) <= 3 {
			for _, w := range l.words {
				if currentMarkRE.MatchString(w.text) {
					mark = w.xc()
				}
			}
		}
		if cc != nil || len(l.words) < 2 {
			continue
		}
		ws := l.words
		if pg.ocr {
			// specks OCR reads beside the dates ("j", ":") are no words
			ws = slices.DeleteFunc(slices.Clone(ws), func(w word) bool {
				return utf8.RuneCountInString(w.text) == 1 || !hasAlnum(w.text)
			})
			if len(ws) < 2 {
				continue
			}
		}
		dates := make([]string, len(ws))
		for i, w := range ws {
			if dates[i] = normalizeDate(w.text, monthFirst); dates[i] == "" {
				dates = nil
				break
			}
		}
		if dates == nil {
			continue
		}
		cc = &cumulativeCols{reach: math.Inf(1)}
		for i, w := range ws {
			cc.cols = append(cc.cols, w.xc())
			if i > 0 {
				cc.reach = math.Min(cc.reach, (w.xc()-ws[i-1].xc())/2)
			}
			if dates[i] > latest {
				cc.current, latest = w.xc(), dates[i]
			}
		}
	}
	if cc != nil && mark >= 0 && cc.under(word{x0: mark, x1: mark}) {
		cc.current = mark
	}
	return cc
}

var numberRunRE = regexp.MustCompile(`\d+(?:[.,]\d+)?`)

// isFlagWord accepts the flags a value column prints on their own.
func isFlagWord(s string) bool {
	_, ok := parseFlag(s)
	return ok && s != "A"
}

// betterTyped says whether the reading by token types alt explains a line
// better than the column reading d: d has a field of the wrong type (or no
// value), and alt has more well-typed fields.
func betterTyped(alt, d *rowDraft, decimalComma bool) bool {
	if alt == nil {
		return false
	}
	if d == nil {
		return true
	}
	sd, bad := typedScore(d, decimalComma)
	sa, _ := typedScore(alt, decimalComma)
	return bad > 0 && sa > sd
}

// typedScore counts the well-typed fields of a draft, and the ill-typed
// ones (a missing value counts as one).
func typedScore(d *rowDraft, decimalComma bool) (good, bad int) {
	ocr := d.page != nil && d.page.ocr
	n := 0
	if v := joinWords(d.value); v != "" {
		if ocr {
			v = fixOCRValue(v, decimalComma || commaSeen(d.value))
		}
		if pv, ok := parseValue(v, decimalComma); ok {
			n += 2
			if pv.flag != nil {
				n++
			}
		} else {
			n--
			bad++
		}
	} else {
		bad++
	}
	if nameish(cleanName(joinWords(d.name))) {
		n++
	}
	if u := strings.TrimSpace(joinWords(d.unit)); u != "" {
		if ocr {
			u = fixOCRUnit(u)
		}
		if isUnitToken(u) {
			n++
		} else {
			n--
			bad++
		}
	}
	if r := strings.TrimSpace(joinWords(d.rng)); r != "" {
		if rr := parseRange(r, "", decimalComma); rr.ok && (rr.min != nil || rr.max != nil || rr.textual != "") {
			n++
		} else if !ocr || len(numberRunRE.FindAllString(r, -1)) > 2 {
			// more numbers than a range holds: a second column group
			// OCR'd ranges are mended later (fixOCRRange, fixOCRBound)
			n--
			bad++
		}
	}
	if f := strings.TrimSpace(joinWords(d.flag)); f != "" {
		if ocr {
			f = fixOCRFlag(f)
		}
		if _, ok := parseFlag(f); ok {
			n++
		} else {
			n--
			bad++
		}
	}
	return n, bad
}

// valueColumn is where the results of a page printed without table headers
// stand, by the consensus of its lines that read as rows: their values'
// left edges, centres or right edges, whichever line up best, gather
// within reach of at.
type valueColumn struct {
	edge      int // 0 left edge, 1 centre, 2 right edge
	at, reach float64
}

// minColumnRows is the number of rows whose values must line up before
// their alignment counts as the page's result column.
const minColumnRows = 4

func (c *valueColumn) edgeOf(w word) float64 {
	switch c.edge {
	case 0:
		return w.x0
	case 1:
		return w.xc()
	}
	return w.x1
}

// fits says whether a value word stands in the column (any does when the
// column is unknown).
func (c *valueColumn) fits(w word) bool {
	return c == nil || math.Abs(c.edgeOf(w)-c.at) <= c.reach
}

// pick returns the index of a row's value among ws (from 1, after a name
// word), -1 when there is none: the first word that is one and stands in
// the column, or, when none does, the first that is one. is tells whether
// word i is a value, and whether the search stops there without one.
func (c *valueColumn) pick(ws []word, is func(i int) (value, stop bool)) int {
	first := -1
	for i := 1; i < len(ws); i++ {
		v, stop := is(i)
		if stop {
			break
		}
		if !v {
			continue
		}
		if c.fits(ws[i]) {
			return i
		}
		if first < 0 {
			first = i
		}
	}
	return first
}

// findValueColumn is the result column of page pg printed without table
// headers, read off the lines that read as rows on their own; nil when
// fewer than minColumnRows do or their values do not line up.
func findValueColumn(pg *page, decimalComma bool) *valueColumn {
	var vs []word
	for _, l := range pg.lines {
		d := freeRow(l, &table{}, decimalComma, nil)
		if alt := typedRow(l.words, pg, decimalComma); betterTyped(alt, d, decimalComma) {
			d = alt
		}
		if d != nil && len(d.value) > 0 {
			v := d.value[0]
			v.x1 = d.value[len(d.value)-1].x1
			vs = append(vs, v)
		}
	}
	if len(vs) < minColumnRows {
		return nil
	}
	em := medianWordHeight(pg.words)
	var best *valueColumn
	bestSpread := math.Inf(1)
	for edge := 0; edge < 3; edge++ {
		c := &valueColumn{edge: edge}
		xs := make([]float64, len(vs))
		for i, v := range vs {
			xs[i] = c.edgeOf(v)
		}
		slices.Sort(xs)
		c.at = xs[len(xs)/2]
		devs := make([]float64, len(xs))
		for i, x := range xs {
			devs[i] = math.Abs(x - c.at)
		}
		slices.Sort(devs)
		if spread := devs[len(devs)/2]; spread < bestSpread {
			best, bestSpread = c, spread
		}
	}
	best.reach = math.Max(2*em, 3*bestSpread)
	n := 0
	for _, v := range vs {
		if best.fits(v) {
			n++
		}
	}
	if 5*n < 3*len(vs) {
		return nil // no column most values share
	}
	return best
}
