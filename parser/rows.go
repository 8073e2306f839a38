package parser

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
)

// rowDraft is a result row before interpretation.
type rowDraft struct {
	t        *table
	tableIdx int
	page     *page
	words    []word // every word of the row, for provenance
	name     []word
	value    []word
	flag     []word
	unit     []word
	rng      []word
	// colRng is the range cell as the table's columns read it, before a
	// reading by token types may drop it (see loneBound)
	colRng   []word
	outRange bool // value printed in an "Out of Range" column
	panel    string
	y        float64
	extra    bool // name completed from a neighbouring line
	// flagged: the report prints flags, so an out-of-range value read
	// without one may hold it as a last digit (see flagReadAsDigit)
	flagged bool
	line    *line // the line the row's value is on
	// wordResult: the value is a word the row's test reports (a blood
	// group), not a number or a qualitative result
	wordResult bool
	// kindOnly: the row's label only said which kind of result it is
	// ("Percentage"); its name is its parent line's
	kindOnly bool
}

// wrapsIntoNext says whether name-only line li of pg is the first line of
// a name whose row stands on the line under it, every cell aligned to the
// row's foot ("Tempo di tromboplastina parziale" / "attivata (aPTT) 33,8
// sec"): that line holds a value in table t, stands closer to line li than
// li does to the line above, and its name goes on from li's.
func wrapsIntoNext(pg *page, li int, t *table, above *line) bool {
	if li+1 >= len(pg.lines) || above == nil || above.page != pg {
		return false
	}
	l, next := pg.lines[li], pg.lines[li+1]
	if below := next.y0 - l.y1; below >= 0.6*(l.y0-above.y1) || below > 0.6*l.height() {
		return false
	}
	cols := t.assign(wordsIn(next.words, t.x0, t.x1))
	if len(cols[colName]) == 0 || len(cols[colResult]) == 0 || !valueish(joinWords(cols[colResult])) {
		return false
	}
	return continuesName(joinWords(cols[colName]))
}

// continuesName says whether a line's name goes on from the line above:
// it begins with a word in lower case or with a bracket, or closes one it
// does not open. The word is four letters or more, all lower case: a name
// of its own may begin in lower case with capitals after ("pH", "eGFR",
// "aPTT"), and OCR reads specks as short words ("on VDRL").
func continuesName(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	first, _, _ := strings.Cut(s, " ")
	bare := strings.TrimRight(first, "),.;:")
	lower := utf8.RuneCountInString(bare) >= 4 && !strings.ContainsFunc(bare, func(c rune) bool { return !unicode.IsLower(c) })
	// a bracket closed after a word ("Clauss)", "D3),"), not a speck's ("C)")
	closes := strings.Count(s, ")") > strings.Count(s, "(") && (utf8.RuneCountInString(bare) >= 2 || !strings.Contains(first, ")"))
	return lower || r == '(' || closes
}

// headsKindRows says whether the line after line li of pg starts with a
// label that only says which kind of result it is ("Percentage 76.2").
func headsKindRows(pg *page, li int) bool {
	if li+1 >= len(pg.lines) {
		return false
	}
	var lead []word
	for _, w := range pg.lines[li+1].words {
		if startsNumber(w.text) {
			break
		}
		lead = append(lead, w)
	}
	return len(lead) > 0 && resultKindRE.MatchString(joinWords(lead))
}

// resultKindRE is a row label that only says which kind of result the
// row is of the test named on the line above it.
var resultKindRE = regexp.MustCompile(`(?i)^(percentage|percent|%|relative( count| value)?|absolute( count| value)?|abs\.?( count)?|pourcentage|valeur (absolue|relative)|absolue?|relati(f|ve)|porcentaje|valor (absoluto|relativo)|absoluto|relativo|percentuale|valore (assoluto|relativo)|assoluto|prozent(ual)?|absolut|relativ|yüzde|mutlak|percentual|contagem absoluta)$`)

var (
	methodLineRE = regexp.MustCompile(`(?i)^(method|methodology|specimen|sample type|note|comment|comments|interpretation|remarks?)\b\s*[:\-]?`)
	footerLineRE = regexp.MustCompile(`(?i)^((?:page|p[aá]gina|p[aá]g\.|seite|sayfa|folha)\s+\d+|\d+\s*/\s*\d+$|end of report|\*+\s*end|printed|report (printed|generated)|this (report|test)|results? (relate|pertain)|electronically|verified by|approved by|authori[sz]ed by|pathologist|signature)`)
	labelLineRE  = regexp.MustCompile(`(?i)^(patient|name|dob|date|age|sex|gender|specimen|accession|sample|collected|received|reported|physician|doctor|ordering|ref(erring)?\.? (by|dr)|lab|address|phone|fax|id|mrn|account|client)\b[^:]{0,25}:`)
)

// findRows walks every line of every page under the active table layout and
// collects result rows.
func findRows(doc *document, skip map[string]bool, decimalComma bool) []*rowDraft {
	var out []*rowDraft
	var active []*table
	panels := map[int]string{}
	parents := map[int][]word{} // the name line over rows that only say their kind
	type pending struct {
		text  string
		words []word
		l     *line
		wraps bool // the first line of the next row's name (see wrapsIntoNext)
	}
	pend := map[int]*pending{}
	last := map[int]*rowDraft{}
	lastLine := map[int]*line{}
	// each line's header tables, read once: whether the document has a
	// header at all, the rows each one heads, and the lines up to the next
	// one, whose cells tell what a garbled label heads
	headers := map[*page][][]*table{}
	hasHeader := false
	headed := map[*page]bool{} // pages that print a header
	var firstHeader []*table   // the document's first header's tables
	for _, pg := range doc.pages {
		hs := make([][]*table, len(pg.lines))
		for i := range pg.lines {
			hs[i] = detectHeader(headerLine(pg, i), pg.width)
			headed[pg] = headed[pg] || hs[i] != nil
			if firstHeader == nil {
				firstHeader = hs[i]
			}
		}
		hasHeader = hasHeader || headed[pg]
		headers[pg] = hs
	}
	joined := map[*line]bool{}         // second lines of wrapped values
	nameLines := map[*line]*rowDraft{} // second lines of wrapped names
	tierLines := map[*line]*rowDraft{} // further lines of wrapped ranges
	rowGap := map[*page]float64{}
	monthFirst := !decimalComma && !ukDates(doc)
	for _, pg := range doc.pages {
		rowGap[pg] = typicalLineGap(pg)
		pg.misread = nil
		pg.cumulative = cumulativeColumns(pg, monthFirst)
	}
	var prev *line  // the line before, on this page
	freePanel := "" // section heading for rows outside any table
	var free *table // stands in for a table on pages without a header
	var lastFree *rowDraft
	valueCols := map[*page]*valueColumn{} // result columns of pages without a header
	var title []word                      // the last words that could name a block's test
	var titlePage *page                   // the page they are on
	var block *rowDraft                   // the last block's row, until its range
	var titleLine *line                   // the line title is on
	for _, pg := range doc.pages {
		prev = nil
		// a scanned page whose header OCR could not read, before any other
		// header, is laid out as the document's others are: its rows,
		// from the first line that reads as one, stand in the first
		// header's columns
		borrow := -1
		if active == nil && !headed[pg] && pg.ocr && firstHeader != nil {
			for li, l := range pg.lines {
				if typedRow(l.words, pg, decimalComma) != nil {
					borrow = li
					break
				}
			}
		}
		for li, l := range pg.lines {
			if li == borrow {
				active = firstHeader
				pend = map[int]*pending{}
				last = map[int]*rowDraft{}
				lastLine = map[int]*line{}
			}
			before := prev
			if !pg.ocr || !allDebris(l.words) {
				prev = l
			}
			if hs := headers[pg]; hs[li] != nil {
				ts := hs[li]
				next := li + 1
				for next < len(hs) && hs[next] == nil {
					next++
				}
				for _, t := range ts {
					kindsByConsensus(t, pg.lines[li+1:next], pg, decimalComma)
				}
				active = ts
				pend = map[int]*pending{}
				last = map[int]*rowDraft{}
				lastLine = map[int]*line{}
				for ti, t := range ts {
					switch {
					case t.panel != "":
						panels[ti] = t.panel
					case before != nil && l.y0-before.y1 < 4*l.height() && isHeading(before.words, before.text()) &&
						mostlyLetters(before.text()) && !labelLineRE.MatchString(before.text()):
						// a section heading printed just above the section's own header
						panels[ti] = cleanName(before.text())
					}
				}
				continue
			}
			if joined[l] {
				continue
			}
			rows, n := acrossRows(pg, li)
			if rows == nil {
				rows, n = paragraphRows(pg, li, decimalComma)
			}
			if rows != nil {
				panel := freePanel
				if active != nil {
					if p := pend[0]; p != nil {
						panels[0] = p.text
						delete(pend, 0)
					}
					panel = panels[0]
				}
				for _, d := range rows {
					d.panel = panel
				}
				out = append(out, rows...)
				for k := 1; k <= n; k++ {
					joined[pg.lines[li+k]] = true
				}
				continue
			}
			// a test printed as its own block (see labelledLine); its
			// lines repeat from page to page as running lines do
			if fields := labelledLine(l, pg.ocr); fields != nil {
				k, rest := fields[0].kind, fields[0].words
				if k == colResult && title != nil && titlePage == pg {
					if d := labelledRow(title, rest, pg, decimalComma); d != nil {
						d.t, d.line, d.y, d.panel = &table{}, l, l.y0, freePanel
						d.words = append(append([]word{}, title...), l.words...)
						d.fill(fields[1:])
						out = append(out, d)
						block, title = d, nil
						continue
					}
				}
				if k == colRange && block != nil && block.page == pg && len(block.rng) == 0 {
					block.fill(fields)
					block.words = append(block.words, l.words...)
					continue
				}
				// a table row's range printed on a line of its own under it
				if n := len(out); k == colRange && n > 0 && out[n-1].page == pg && out[n-1].line == before &&
					len(out[n-1].rng) == 0 && len(rest) > 0 {
					out[n-1].fill(fields)
					out[n-1].words = append(out[n-1].words, l.words...)
					continue
				}
			}
			// a result card, as a patient app shows one: the test's name
			// with a status word beside it, the value and unit on a line of
			// their own under it, then a labelled range (see cardRow)
			if !hasHeader && title != nil && titlePage == pg && before != nil && before == titleLine {
				if d := cardRow(title, titleLine, l, pg, decimalComma); d != nil {
					if n := len(out); n > 0 && out[n-1].line == before {
						out, lastFree = out[:n-1], nil // the name line read as a row of its own
					}
					d.t, d.line, d.y, d.panel = &table{}, l, l.y0, freePanel
					d.words = append(append([]word{}, title...), l.words...)
					out = append(out, d)
					block, title = d, nil
					continue
				}
			}
			if skip[lineKey(l)] {
				continue
			}
			if ws := blockTitle(l, pg.ocr); ws != nil {
				title, titlePage, titleLine, block = ws, pg, l, nil
			}
			if active == nil {
				if hasHeader {
					continue
				}
				// a report without table headers: read "name ..... value flag
				// unit Ref: range" lines
				if free == nil {
					free = &table{}
				}
				col, ok := valueCols[pg]
				if !ok {
					col = findValueColumn(pg, decimalComma)
					valueCols[pg] = col
				}
				d := freeRow(l, free, decimalComma, col)
				if alt := typedRowIn(l.words, pg, decimalComma, col); betterTyped(alt, d, decimalComma) {
					alt.t = free
					d = alt
				}
				if d != nil {
					d.panel, d.line = freePanel, l
					if pg.ocr && d.page == pg {
						pg.misread = addMisread(pg.misread, misreadCells(d, decimalComma))
					}
					out = append(out, d)
					lastFree = d
				} else if lastFree != nil && freeNameContinues(lastFree, before, l) && !notePrint(pg, l.words, lastFree.name) {
					lastFree.joinName(l.words, l.words)
				} else if t := l.text(); isHeading(l.words, t) && mostlyLetters(t) && !labelLineRE.MatchString(t) &&
					!strings.Contains(t, ":") && len(l.words) <= 8 {
					freePanel = cleanName(t)
				}
				continue
			}
			for ti, t := range active {
				ws := besideTable(wordsIn(l.words, t.x0, t.x1), t)
				if len(ws) == 0 {
					continue
				}
				text := joinWords(ws)
				if footerLineRE.MatchString(text) || labelLineRE.MatchString(text) {
					continue
				}
				// the line above in this table, whatever it held: gaps are
				// measured from it
				above := lastLine[ti]
				if !pg.ocr || !allDebris(ws) {
					lastLine[ti] = l
				}
				if methodLineRE.MatchString(text) {
					continue
				}
				cols := t.assign(ws)
				d := &rowDraft{t: t, tableIdx: ti, page: pg, words: ws, name: cols[colName],
					flag: cols[colFlag], unit: cols[colUnit], rng: cols[colRange], colRng: cols[colRange], y: l.y0, line: l}
				if t.analyte != nil {
					// a grid's row: the analyte over the column, at the
					// time point the row's label says
					label := wordsIn(l.words, t.labelX0, t.labelX1)
					if len(label) == 0 || len(cols[colResult]) == 0 {
						continue
					}
					d.name = append(append([]word{}, t.analyte...), label...)
					if ti > 0 {
						d.words = append(append([]word{}, label...), ws...)
					}
				}
				d.value = cols[colResult]
				d.unit, d.rng = unitRunOn(d.unit, d.rng)
				// a range cell of labelled tiers wrapped over lines
				// ("Varones: 13.0 - 17.0" / "Mujeres: 12.0 - 16.0")
				if prev := last[ti]; prev != nil && len(prev.rng) > 0 && len(cols[colRange]) == len(ws) && above != nil &&
					(above == prev.line || tierLines[above] == prev) && l.page == prev.page &&
					l.y0-above.y1 < 0.8*l.height() && rangeTierRE.MatchString(text) {
					prev.rng = append(slices.Clip(prev.rng), ws...)
					prev.words = append(slices.Clip(prev.words), ws...)
					tierLines[l] = prev
					continue
				}
				if len(d.value) == 0 && len(cols[colAltResult]) > 0 {
					// a test printed only in a header's second unit
					d.value, d.rng = cols[colAltResult], cols[colAltRange]
				}
				if pg.ocr {
					// before the typed reading judges the range
					d.rng = trimRangeCell(dropBarMarks(d.rng), decimalComma)
				}
				// "Name : value": a colon set apart lands in the value column
				if len(d.value) > 1 && d.value[0].text == ":" {
					d.value = d.value[1:]
				}
				// a value printed a little off its column lands in the unit or
				// flag column; take it back when the result column is empty
				if len(d.value) == 0 && !t.has(colInRange) {
					for _, k := range []colKind{colUnit, colFlag} {
						// (not an OCR speck: "(Gamma GT)  3  n" is a wrapped name)
						if ws := cols[k]; len(ws) > 0 && startsNumber(ws[0].text) && !(pg.ocr && onlyMarks(ws) && len([]rune(ws[0].text)) == 1) {
							d.value = ws[:1]
							if k == colUnit {
								d.unit = ws[1:]
							} else {
								d.flag = ws[1:]
							}
							break
						}
					}
				}
				// a value whose comparator is in words runs on into the flag
				// or unit column ("More than | 2500 H")
				for _, cell := range []*[]word{&d.flag, &d.unit} {
					if c := *cell; len(d.value) > 0 && len(c) > 0 && startsNumber(c[0].text) && !strings.ContainsAny(joinWords(d.value), "0123456789") {
						if pv, ok := parseValue(joinWords(d.value)+" "+c[0].text, decimalComma); ok && pv.cmp != "" {
							d.value, *cell = append(slices.Clip(d.value), c[0]), c[1:]
						}
					}
				}
				if len(d.value) == 0 && len(cols[colInRange]) > 0 {
					d.value = cols[colInRange]
				}
				if len(d.value) == 0 && len(cols[colOutRange]) > 0 {
					d.value, d.outRange = cols[colOutRange], true
				}
				// a garbled cell of the column reading is worth reading again
				// even when the typed reading, which skips it, wins
				var misread []misreadCell
				if pg.ocr {
					misread = misreadCells(d, decimalComma)
				}
				// the reading by token types, when it explains the line better
				typedWords := ws
				if alt := slices.Concat(cols[colAltResult], cols[colAltRange]); len(alt) > 0 && len(d.value) > 0 && d.value[0].idx != alt[0].idx {
					// the other unit's cells are not this row's fields
					typedWords = slices.DeleteFunc(slices.Clone(ws), func(w word) bool {
						return slices.ContainsFunc(alt, func(a word) bool { return a.idx == w.idx })
					})
				}
				if alt := typedRow(typedWords, pg, decimalComma); !d.outRange && betterTyped(alt, d, decimalComma) && !shiftsLeft(alt, d) {
					rng := alt.rng
					if len(rng) == 0 && !usesWords(alt, d.rng) {
						// the range column's cell, which the typed reading
						// could not read as a range ("40- 10,0": a decimal
						// comma lost), is still the row's range to mend
						rng = d.rng
					}
					d.name, d.value, d.flag, d.unit, d.rng = alt.name, alt.value, alt.flag, alt.unit, rng
					if pg.ocr {
						misread = addMisread(misread, misreadCells(d, decimalComma))
					}
				}
				if next := wrappedValue(d, l, t, pg); next != nil {
					// "nicht" / "nachweisbar": a qualitative result wrapped in
					// a narrow column; its second line is not a row
					d.value = append(d.value, next.words...)
					joined[next] = true
				}
				// the last number of a name ("VIH 1 et 2") that the result
				// column took from before the result
				if n := len(d.name); n >= 2 && len(d.value) > 1 && allDigits(d.value[0].text) && allDigits(d.name[n-2].text) &&
					shortFunctionWords()[d.name[n-1].text] && valueish(joinWords(d.value[1:])) {
					d.name, d.value = append(d.name[:n:n], d.value[0]), d.value[1:]
				}
				// a qualitative result whose first word the name took
				if n := len(d.name); len(d.value) > 0 {
					if start, _ := valueSpan(append(d.name[:n:n], d.value[0]), n); start == n-1 {
						d.value = append([]word{d.name[n-1]}, d.value...)
						d.name = d.name[:n-1]
					}
				}
				hasValue := len(d.value) > 0 && valueish(joinWords(d.value))
				pg.misread = append(pg.misread, misread...)
				name := cleanName(joinWords(d.name))
				// words in the result column of a test that reports words
				// ("Blood Group" / "O Rhesus D Positive"), or of a row whose
				// unit and range say a result was due ("Haemolysed")
				// (a short word too: a genotype "AS", a blood group "AB")
				withheld := unreported(joinWords(d.value)) && (len(d.unit) > 0 || len(d.rng) > 0)
				if !hasValue && len(d.value) > 0 && len(d.name) > 0 && t.has(colResult) && wordsOfLetters(joinWords(d.value)) &&
					(loinc.Default().ReportsText(name) || withheld) {
					hasValue, d.wordResult = true, true
					if len(d.unit) > 0 && !isUnitToken(joinWords(d.unit)) && !withheld {
						// a long result runs on under the unit's heading
						d.value, d.unit = append(d.value, d.unit...), nil
					}
				}
				if more := wrappedSentence(d, l, t, pg); more != nil && !joined[more[0]] {
					// a result written as a sentence, wrapped in its cell
					if len(d.unit) > 0 && !isUnitToken(joinWords(d.unit)) {
						d.value, d.unit = append(d.value, d.unit...), nil
					}
					for _, m := range more {
						mw := wordsIn(m.words, t.x0, t.x1)
						d.value = append(d.value, mw...)
						d.words = append(slices.Clip(d.words), mw...)
						joined[m] = true
					}
					hasValue, d.wordResult = true, true
				}
				if !hasValue {
					// a range in brackets on a line of its own under its row,
					// in the name column of a report with no range column
					if prev := last[ti]; prev != nil && prev.page == pg && above == prev.line && len(prev.rng) == 0 &&
						len(cols[colName]) == len(ws) && bracketedRange(text, decimalComma) {
						prev.rng = ws
						prev.words = append(slices.Clip(prev.words), ws...)
						continue
					}
					// a name-only line: method note, wrapped name, or panel heading
					// (a unit alone outside the name column is a merged
					// unit cell's, see mergedUnits)
					if methodLineRE.MatchString(text) || len(cols[colName]) == 0 && readsAsUnit(text, pg) {
						continue
					}
					paren := strings.HasPrefix(text, "(") && strings.Contains(text, ")") && hasLetters(text)
					if !mostlyLetters(text) && !paren || (pg.ocr && allDebris(ws)) {
						continue
					}
					// a line in smaller or lighter print than the row above
					// or the heading waiting above is a note on it (the
					// specimen and method, a comment): no name, no heading
					if prev := last[ti]; prev != nil && prev.page == pg && notePrint(pg, ws, prev.name) ||
						pend[ti] != nil && pend[ti].l.page == pg && notePrint(pg, ws, pend[ti].words) {
						continue
					}
					// the row's name again in a second language, right under it
					// and closer than rows are to each other ("Plaquettes" /
					// "Platelets"): no part of it, and no heading
					wraps := wrapsIntoNext(pg, li, t, above)
					if prev := last[ti]; prev != nil && above == prev.line && len(d.value) == 0 && !paren && !wraps &&
						l.y0-above.y1 < 0.6*rowGap[pg] && !isHeading(ws, name) && translatedName(prev.name, name) {
						continue
					}
					// continuation of the previous row's name, printed just below it
					// (right under the row's lines: a footer under a note is no name)
					// (a kind-only row's label never wraps, and a line over
					// kind-only rows is their parent: "Neutrophils" /
					// "Percentage 76.2")
					if prev := last[ti]; prev != nil && above != nil && (len(d.value) == 0 || pg.ocr && onlyMarks(d.value)) &&
						!prev.kindOnly && !headsKindRows(pg, li) && !wraps &&
						(above == prev.line || nameLines[above] == prev) &&
						l.y0-above.y1 < 0.8*l.height() && l.page == prev.page &&
						len(d.name) > 0 && (len(d.name) == len(ws) || pg.ocr && onlyMarks(ws[len(d.name):])) &&
						!strings.ContainsAny(name, ":;<>=") &&
						// (a sentence under the last row, a footnote, would
						// make the name one no test has)
						plausibleName(cleanName(joinWords(prev.name)+" "+name)) &&
						// (the name above asks to go on; or the line is not
						// set in from it, as a line set in heads the rows set
						// in under it, "Leucocitos" / "  Fórmula
						// leucocitaria", and it reads as no heading)
						(endsOpen(joinWords(prev.name)) || completesName(prev.name, name) ||
							(len(prev.name) == 0 || ws[0].x0 <= prev.name[0].x0+0.8*l.height() || paren) &&
								(!isHeading(ws, name) ||
									// closer than rows are to each other: the second line of a
									// wrapped cell, even in upper case ("WHITE BLOOD CELL" / "COUNT")
									// (or an abbreviation in brackets: "(MCV)")
									!ws[0].bold && above == prev.line && (l.y0-above.y1 < 0.6*rowGap[pg] && !caseBreak(prev.name, ws) && !departmentHeading(name) || paren))) {
						prev.joinName(d.name, ws)
						nameLines[l] = prev
						continue
					}
					if pg.ocr && allUnsure(ws) && !isHeading(ws, text) {
						continue // specks, or a rule through print: no heading
					}
					pend[ti] = &pending{text: cleanName(text), words: ws, l: l, wraps: wraps}
					continue
				}
				// "Prediabetes: 5.7 - 6.4" and similar notes under a row
				// (a colon in brackets is OCR's subscript: "(CO: total)")
				if name == "" || strings.Contains(name, ": ") && strings.Contains(bracketedRE.ReplaceAllString(name, ""), ": ") ||
					strings.HasSuffix(strings.TrimSpace(joinWords(d.name)), ":") && !wholeRow(d, decimalComma) {
					continue
				}
				// a blank line without a new heading ends the section
				if pend[ti] == nil && above != nil && above.page == pg &&
					l.y0-above.y1 > 0.9*l.height() && !d.extra {
					panels[ti] = t.panel
				}
				if p := pend[ti]; p != nil && p.l.page == pg && notePrint(pg, p.words, d.name) {
					delete(pend, ti) // a note above the row, not its heading
				}
				kindOnly := resultKindRE.MatchString(strings.TrimSpace(joinWords(d.name)))
				if p := pend[ti]; p != nil {
					// a name line right above the row without a gap is the first half
					// of a wrapped name; over rows that only say which kind of
					// result they are ("Percentage", "Absolute Count") it names
					// them; otherwise it is a heading
					switch {
					case p.l.page == pg && l.y0-p.l.y1 < 0.45*l.height() && !isHeading(p.words, p.text) && endsOpen(p.text),
						p.wraps && above == p.l && !isHeading(p.words, p.text):
						d.name = append(append([]word{}, p.words...), d.name...)
						d.words = append(append([]word{}, p.words...), d.words...)
						d.extra = true
					case kindOnly:
						parents[ti] = p.words
					default:
						panels[ti] = p.text
					}
					delete(pend, ti)
				}
				if ws := parents[ti]; kindOnly && ws != nil {
					d.name, d.kindOnly = append([]word{}, ws...), true
				} else if !kindOnly {
					delete(parents, ti)
				}
				d.panel = panels[ti]
				if l.side != "" {
					d.panel = cleanName(l.side)
				}
				out = append(out, d)
				last[ti] = d
			}
		}
	}
	// results read left table first, then right, page by page
	sort.SliceStable(out, func(a, b int) bool {
		pa, pb := out[a].page, out[b].page
		if pa.file != pb.file {
			return pa.file < pb.file
		}
		if pa.number != pb.number {
			return pa.number < pb.number
		}
		return out[a].tableIdx < out[b].tableIdx
	})
	return out
}

// usesWords says whether any of ws is one of d's name, value, flag or unit
// words.
func usesWords(d *rowDraft, ws []word) bool {
	for _, f := range [][]word{d.name, d.value, d.flag, d.unit} {
		if sharesWord(f, ws) {
			return true
		}
	}
	return false
}

// sharesWord says whether a and b hold one word of the page in common.
func sharesWord(a, b []word) bool {
	return slices.ContainsFunc(a, func(w word) bool {
		return slices.ContainsFunc(b, func(x word) bool { return x.idx == w.idx })
	})
}

// bracketedRE is a bracketed part of a name.
var bracketedRE = regexp.MustCompile(`\([^()]*\)`)

// readNumberRE is a value cell read well: a number, a comparator before it
// and a flag (bare or bracketed) and specks after it allowed.
var readNumberRE = regexp.MustCompile(`^[<>≤≥]?\s*(?:\d+(?:[.,]\d+)?|\.\d+)\s*(?:[A-Za-z*+↑↓]{1,2}|\[[A-Za-z]{1,2}\]|\([A-Za-z]{1,2}\))?[\s.,:;'’]*$`)

// misreadCells lists the cells of an OCR row worth reading again on their
// own: a value cell garbled beside a numeric range, and beside a value that
// reads, a garbled range or unit cell.
func misreadCells(d *rowDraft, decimalComma bool) []misreadCell {
	var cells []misreadCell
	// a unit a value's or a range's cell took after its number is no part
	// of it, and the cell's alphabet would lose it
	withoutUnit := func(ws []word) []word {
		for len(ws) > 1 && readsAsSlashUnit(ws[len(ws)-1].text, d.page.lang) {
			ws = ws[:len(ws)-1]
		}
		return ws
	}
	if misreadValue(d, decimalComma) {
		// (the range and unit cells below are judged only beside a value
		// that reads)
		cells = append(cells, misreadCell{idx: wordIndices(withoutUnit(d.value)), kind: colResult})
	}
	if misreadRange(d, decimalComma) {
		cells = append(cells, misreadCell{idx: wordIndices(withoutUnit(rangeCell(d))), kind: colRange})
	} else if misreadFlagRange(d, decimalComma) {
		cells = append(cells, misreadCell{idx: wordIndices(d.flag), kind: colRange})
	}
	if misreadUnit(d) {
		cells = append(cells, misreadCell{idx: wordIndices(d.unit), kind: colUnit, name: d.testName()})
	}
	return cells
}

// shiftsLeft says whether the typed reading alt of a table row takes its
// value from the column reading d's range cell while d's result cell holds
// digits it leaves out: a garbled result ("$0'355b", read as part of the
// name or as debris) and a bound taken for the result, which the columns
// rule out.
func shiftsLeft(alt, d *rowDraft) bool {
	return len(alt.value) > 0 && sharesWord(alt.value, d.rng) && !sharesWord(alt.value, d.value) &&
		strings.ContainsFunc(joinWords(d.value), isDigit)
}

// readsAsSlashUnit says whether an OCR word is a unit with its slash
// ("ug/dl", "mmol/L"): a garbled digit run ("L9L") mends to a unit too, but
// reads no slash.
func readsAsSlashUnit(t, lang string) bool {
	return strings.Contains(t, "/") && hasLetters(t) && isKnownUnit(fixOCRUnitIn(t, lang))
}

// addMisread adds the cells of more that a holds no word of.
func addMisread(a, more []misreadCell) []misreadCell {
	for _, c := range more {
		if !slices.ContainsFunc(a, func(o misreadCell) bool {
			return slices.ContainsFunc(o.idx, func(i int) bool { return slices.Contains(c.idx, i) })
		}) {
			a = append(a, c)
		}
	}
	return a
}

// valueReads says whether a row's value cell reads as a number.
func valueReads(d *rowDraft) bool {
	return len(d.value) > 0 && readNumberRE.MatchString(joinWords(d.value))
}

// misreadValue says whether a row's value cell holds something that is not a
// number although the row's range is numeric: print OCR garbled ("add?" for a
// bold 11.2 L), worth reading again on its own. A number beside a range is
// read again when it lies far outside the range (farOutsideRange: a point
// or a digit lost) or its pixels hold a digit more than it reads
// (word.glyphsLost).
func misreadValue(d *rowDraft, decimalComma bool) bool {
	if len(d.value) == 0 || len(d.value) > 3 {
		return false
	}
	rr := parseRange(joinWords(d.rng), "", decimalComma)
	if valueReads(d) {
		return farOutsideRange(joinWords(d.value), rr, decimalComma) ||
			(rr.min != nil || rr.max != nil) && slices.ContainsFunc(d.value, func(w word) bool { return w.glyphsLost }) ||
			rr.max == nil && farAboveTypical(d, decimalComma)
	}
	return rr.min != nil || rr.max != nil || bothGarbled(d, rr)
}

// bothGarbled says whether a row's value and range cells both read as no
// number and no range, yet hold the digits of one ("$.4" beside "254-— 7.2",
// printed 9.4 H beside 2.1 - 7.1): each is read again.
func bothGarbled(d *rowDraft, rr refRange) bool {
	return !valueReads(d) && !rr.ok && strings.ContainsFunc(joinWords(d.value), isDigit) &&
		len(numberRunRE.FindAllString(joinWords(d.rng), -1)) >= 2
}

// atypicalFactor is how many times a test's typical limit a number read in
// its row must lie above it (or below, for a bound) before OCR, not the lab,
// is suspected: a separator or a digit lost or added. The range mending
// (boundsByMagnitude) and the cells read again (farAboveTypical,
// atypicalBound) judge by it.
const atypicalFactor = 5.0 // (a float constant: 1/atypicalFactor is 0.2)

// farAboveTypical says whether a value read without a decimal separator, in
// a row whose range gives no upper bound to judge it by, is five times the
// test's typical upper limit in its unit or more (potassium "46" mmol/l):
// a separator lost more often than a result is that far out. The cell is
// read again; only readings that agree replace it.
func farAboveTypical(d *rowDraft, decimalComma bool) bool {
	n := cellNumber(joinWords(d.value))
	if n == "" || strings.ContainsAny(n, ".,<>") || len(d.unit) == 0 {
		return false
	}
	f, ok := parseNumber(n, decimalComma)
	if !ok {
		return false
	}
	_, high, ok := loinc.Default().TypicalLimits(d.testName(), fixOCRUnitIn(joinWords(d.unit), d.page.lang))
	return ok && high > 0 && !math.IsNaN(high) && f >= atypicalFactor*high
}

// farOutsideRange says whether a number lies above twice its range's upper
// bound or below half its lower one: a separator or a digit lost ("44"
// beside 3,5 - 5,1; "2,6" beside 41 - 53; "224" for 22.4 beside 30 - 100)
// as often as a result is that far out. The cell is read again; only
// readings that agree replace it, so a true result far out of range stays
// (twice rather than four times: blind dev 3474 → 3477 exact rows, none
// lost).
func farOutsideRange(v string, rr refRange, decimalComma bool) bool {
	n := cellNumber(v)
	if n == "" || strings.ContainsAny(n, "<>") {
		return false
	}
	f, ok := parseNumber(n, decimalComma)
	return ok && (rr.max != nil && *rr.max > 0 && f > 2**rr.max || rr.min != nil && *rr.min > 0 && f < *rr.min/2)
}

// misreadRange says whether a row whose value reads as a number has a range
// cell with digits in it that does not read as a range ("1:23,5=51"), or
// reads as one with a bound far from the test's typical limit
// (atypicalBound).
func misreadRange(d *rowDraft, decimalComma bool) bool {
	rng := rangeCell(d)
	if len(rng) == 0 || len(rng) > 5 {
		return false
	}
	t := joinWords(rng)
	rr := parseRange(t, "", decimalComma)
	if !valueReads(d) {
		return len(d.value) <= 3 && bothGarbled(d, rr)
	}
	return atypicalBound(d, rr) ||
		rr.min == nil && rr.max == nil && rr.textual == "" && strings.ContainsAny(t, "0123456789")
}

// atypicalBound says whether a range read has a bound atypicalFactor times
// above or below the test's typical limit on its side in the printed unit: a
// digit or a separator lost or added ("<4" for <41, "3,2 - 3,6" for 32 - 36).
// Read again, only agreeing readings replace it, so a lab's own unusual
// limits stay.
func atypicalBound(d *rowDraft, rr refRange) bool {
	if rr.min == nil && rr.max == nil || len(d.unit) == 0 {
		return false
	}
	low, high, ok := loinc.Default().TypicalLimits(d.testName(), fixOCRUnitIn(joinWords(d.unit), d.page.lang))
	if !ok {
		return false
	}
	off := func(b *float64, typical float64) bool {
		if b == nil || *b <= 0 || math.IsNaN(typical) || typical <= 0 {
			return false
		}
		r := *b / typical
		return r >= atypicalFactor || r <= 1/atypicalFactor
	}
	return off(rr.min, low) || off(rr.max, high)
}

// rangeCell is a row's range cell without the unit it starts with when the
// row has no unit cell ("mg/dl 70-110": the unit column's boundary fell
// left of the unit; see unitBeforeRange): read again alone, the range must
// not take the unit's place.
func rangeCell(d *rowDraft) []word {
	if len(d.unit) == 0 && leadingUnit(d) {
		return d.rng[1:]
	}
	return d.rng
}

// misreadFlagRange says whether a row with no range has a flag cell with
// digits in it: a flag column's letter and the range beside it read as one
// garbled word ("1:23,5=51" for L 3,5 - 5,1).
func misreadFlagRange(d *rowDraft, decimalComma bool) bool {
	if len(d.rng) > 0 || len(d.flag) == 0 || len(d.flag) > 5 || !valueReads(d) {
		return false
	}
	t := joinWords(d.flag)
	rr := parseRange(t, "", decimalComma)
	return rr.min == nil && rr.max == nil && utf8.RuneCountInString(t) >= 4 && strings.ContainsAny(t, "0123456789")
}

// misreadUnit says whether a row whose value reads as a number has a unit
// cell that is no known unit, even mended ("Wis" for UI/L).
func misreadUnit(d *rowDraft) bool {
	if len(d.unit) == 0 || len(d.unit) > 3 || !valueReads(d) {
		return false
	}
	return !isKnownUnit(fixOCRUnitIn(joinWords(d.unit), d.page.lang))
}

func wordIndices(ws []word) []int {
	idx := make([]int, len(ws))
	for i, w := range ws {
		idx[i] = w.idx
	}
	return idx
}

// valueish says whether a result cell holds something a value parser could
// read (a number, a qualitative word, a ratio), possibly followed by a unit.
func valueish(s string) bool {
	if _, ok := parseValue(s, false); ok {
		return true
	}
	// a percentage OCR read without its space ("41.5%"), or a speck after
	// the number ("124:"); buildResult mends both
	if n, ok := strings.CutSuffix(s, "%"); ok {
		if _, ok := parseValue(n, false); ok {
			return true
		}
	}
	if t := strings.TrimRight(s, ".,:;'`°º"); t != s && t != "" {
		if _, ok := parseValue(t, false); ok {
			return true
		}
	}
	f := strings.Fields(s)
	for k := len(f) - 1; k >= 1; k-- {
		if _, ok := parseValue(strings.Join(f[:k], " "), false); ok {
			return true
		}
	}
	return false
}

var (
	leaderRE = regexp.MustCompile(`^[.…·_\-,:]{2,}$`)
	// noRangeRE is a range cell saying no interval is set for the test
	noRangeRE  = regexp.MustCompile(`(?i)^(not estab(lished|\.)?|not applicable|n/a|no establecido|non (établi|etabli)|nicht (definiert|etabliert))$`)
	refLabelRE = regexp.MustCompile(`(?i)^(ref(erence)?( range| interval)?|range|normal|nr)\s*[:.;,'’]?$`)
)

// freeRow reads a result line printed without a table header: a name
// (often followed by dot leaders), a value with an optional flag, then a
// unit and a reference range ("Ref: 70-99") in any order. The line must
// carry a unit or a range besides the value, which keeps metadata lines out.
//
// col is the page's result column (nil when unknown): a value-like word
// left of it belongs to the name ("Protéine C réactive", "VIH 1 et 2").
func freeRow(l *line, t *table, decimalComma bool, col *valueColumn) *rowDraft {
	var ws []word
	for _, w := range l.words {
		if !leaderRE.MatchString(w.text) {
			ws = append(ws, w)
		}
	}
	if len(ws) < 3 || labelLineRE.MatchString(joinWords(ws)) || footerLineRE.MatchString(joinWords(ws)) || notDoneNow(l.words, l.page) {
		return nil
	}
	// the value is the first number-like word after at least one name word
	vi := col.pick(ws, func(i int) (bool, bool) {
		if startsNumber(ws[i].text) || isQualitative(ws[i].text) {
			_, ok := parseValue(ws[i].text, false)
			return ok, false
		}
		return false, false
	})
	if vi < 0 {
		return wordResultRow(l, t, ws, col)
	}
	vi, ve := valueSpan(ws, vi)
	d := &rowDraft{t: t, page: l.page, words: ws, name: ws[:vi], value: ws[vi:ve], y: l.y0}
	rest := ws[ve:]
	if v, f, n := earlierResults(ws[vi:], l.page, decimalComma); n > 0 {
		d.value, d.flag, rest = v, f, ws[vi+n:]
	} else if len(rest) > 0 {
		if _, ok := parseFlag(rest[0].text); ok || l.page.ocr && isFlagWord(fixOCRFlag(rest[0].text)) {
			d.flag, rest = rest[:1], rest[1:]
		}
	}
	if n := previousResult(rest); n > 0 {
		rest = rest[n:]
	}
	// unit: the words before the range starts
	ri := len(rest)
	for i, w := range rest {
		if refLabelRE.MatchString(w.text) || startsNumber(w.text) || strings.HasPrefix(w.text, "(") || noRange(rest[i:]) > 0 ||
			rangeInWords(rest[i:]) ||
			l.page.ocr && strings.ContainsAny(w.text[:1], "{[") && len(w.text) > 1 && startsNumber(strings.TrimLeft(w.text[1:], "<>≤≥ ")) ||
			strings.ContainsAny(w.text[:1], "<>≤≥") && i+1 < len(rest) && startsNumber(rest[i+1].text) {
			ri = i
			break
		}
	}
	if isQualitative(joinWords(rest)) {
		ri = 0 // a qualitative reference ("Not detected"), no unit
	}
	d.unit = rest[:ri]
	if name, unit := unitBeforeValue(d.name, l.page); unit != nil {
		d.name = name
		if len(d.unit) == 0 {
			d.unit = unit
		}
	}
	rng := rest[ri:]
	if len(rng) > 0 && refLabelRE.MatchString(rng[0].text) {
		rng = rng[1:]
	}
	d.rng = rng
	if len(d.unit) == 0 && len(d.rng) == 0 {
		return wordResultRow(l, t, ws, col)
	}
	if l.page.ocr {
		d.name = trimDebris(d.name)
	}
	d.name = dropApartLead(d.name)
	if n := joinWords(d.name); len(d.unit) > 3 || !nameish(n) || strings.Contains(n, ":") || numberSign(n) {
		return nil
	}
	return d
}

// rangeInWords says whether ws starts with a bound printed in words before
// its number ("hasta 200", "mayor de 40", "fino a 20"), which is the range,
// not a unit.
func rangeInWords(ws []word) bool {
	for k := 1; k <= 3 && k < len(ws); k++ {
		if startsNumber(ws[k].text) {
			s := joinWords(ws[:k+1])
			return hasLetters(ws[0].text) && (rangeUpperRE.MatchString(s) || rangeLowerRE.MatchString(s))
		}
	}
	return false
}

// wordResultRow reads a header-less line whose result is words, standing
// in the page's result column (col, known from the numeric rows), beside
// the name of a test that reports words: "Groupe sanguin ABO - Rhésus   O
// Rhésus positif". Such a line has no unit or range to vouch for it; the
// column and the test do.
func wordResultRow(l *line, t *table, ws []word, col *valueColumn) *rowDraft {
	if col == nil {
		return nil
	}
	// the value starts after the line's widest gap, a column's, and
	// stands in the column (its span's end, for a right-aligned one)
	at, gap := -1, 0.0
	for i := 1; i < len(ws); i++ {
		if g := ws[i].x0 - ws[i-1].x1; g > gap {
			at, gap = i, g
		}
	}
	if at < 0 || gap < 2*(ws[at].y1-ws[at].y0) {
		return nil
	}
	span := ws[at]
	span.x1 = ws[len(ws)-1].x1
	name, value := cleanName(joinWords(ws[:at])), joinWords(ws[at:])
	if !col.fits(ws[at]) && !col.fits(span) || !nameish(name) || !wordsOfLetters(value) || isQualitative(value) ||
		!loinc.Default().ReportsText(name) {
		return nil
	}
	return &rowDraft{t: t, page: l.page, words: ws, name: ws[:at], value: ws[at:], y: l.y0, wordResult: true}
}

// typicalLineGap is the median vertical gap between consecutive lines of a
// page: the spacing of table rows on a report page.
//
// The gaps from each line that prints a number to the next such line are
// the rows' own when most rows have a line under them: a table that prints
// each name again in a second language under it ("Sodium" / "Sodium", in
// smaller print) has lines twice as close as its rows.
func typicalLineGap(pg *page) float64 {
	var gaps, rowGaps []float64
	numbered := func(l *line) bool {
		return slices.ContainsFunc(l.words, func(w word) bool { return startsNumber(w.text) })
	}
	var last *line // the last line that prints a number
	for i, l := range pg.lines {
		if i > 0 {
			if g := l.y0 - pg.lines[i-1].y1; g > 0 {
				gaps = append(gaps, g)
			}
		}
		if !numbered(l) {
			continue
		}
		if last != nil {
			if g := l.y0 - last.y1; g > 0 {
				rowGaps = append(rowGaps, g)
			}
		}
		last = l
	}
	if len(rowGaps) >= minColumnRows && len(rowGaps)*3 < len(gaps)*2 {
		return median(rowGaps) // (two lines a row or more)
	}
	return median(gaps)
}

// onlyMarks says whether OCR words are specks or a graphic range's marker
// (one or two characters each), not cells of a row.
func onlyMarks(ws []word) bool {
	for _, w := range ws {
		if utf8.RuneCountInString(w.text) > 2 {
			return false
		}
	}
	return true
}

// completesName says whether a name-only line completes the row above's name
// into a test name the LOINC table knows, which the first line alone is not
// ("MEAN CORPUSCULAR" / "VOLUME").
func completesName(first []word, rest string) bool {
	head := cleanName(joinWords(first))
	m := loinc.Default()
	return !m.KnownName(head) && m.KnownName(head+" "+rest)
}

// translatedName says whether rest, the line under a row's name first, is
// that name in another language: each is a name the table knows whole,
// and together they are none. (An abbreviation in brackets, "(MCV)", is the
// name's own: the caller leaves those out.)
func translatedName(first []word, rest string) bool {
	head, tail := cleanName(joinWords(first)), cleanName(rest)
	m := loinc.Default()
	if m.KnownName(head + " " + tail) {
		return false
	}
	if m.KnownName(head) && m.KnownName(tail) {
		return true
	}
	// names the table does not hold whole ("Glucose à jeun" / "Fasting
	// glucose"): each reads, on its own, as a test among the other's
	// candidates (a unit would tell mass from moles), and the second starts
	// as a name does, not as the rest of a phrase ("Contenuto
	// emoglobinico" / "medio (MCH)")
	if r, _ := utf8.DecodeRuneInString(tail); !unicode.IsUpper(r) {
		return false
	}
	a, b := m.Match(loinc.Query{Name: head}), m.Match(loinc.Query{Name: tail})
	if a.Status == assay.LoincNoMatch || b.Status == assay.LoincNoMatch {
		return false
	}
	for _, x := range a.Matches {
		for _, y := range b.Matches {
			if x.LoincCode == y.LoincCode && x.ConfidenceScore >= translationScore && y.ConfidenceScore >= translationScore {
				return true
			}
		}
	}
	return false
}

// translationScore is the matcher's confidence two names on lines of their
// own must both have in one code to be the same test in two languages.
const translationScore = 0.5

// joinName adds the name words and all the words of the line that holds
// the rest of d's name. It copies: a row's name and value can share one
// array, and appending in place would overwrite the value.
func (d *rowDraft) joinName(name, words []word) {
	d.name = append(slices.Clip(d.name), name...)
	d.words = append(slices.Clip(d.words), words...)
	d.extra = true
}

// freeNameContinues reports a line of a report without table headers that
// holds only the rest of row d's name, wrapped under its start right below
// it: "Hepatitis B surface antigen  Negative" / "(HBsAg)".
func freeNameContinues(d *rowDraft, above, l *line) bool {
	if above != d.line || len(d.name) == 0 || l.page != d.page || l.y0-above.y1 > 0.5*l.height() {
		return false
	}
	t := l.text()
	paren := strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") && hasLetters(t)
	if !paren && (!mostlyLetters(t) || isHeading(l.words, t) || caseBreak(d.name, l.words)) || len(l.words) > 4 {
		return false
	}
	return math.Abs(l.x0-d.name[0].x0) < l.height()
}

// caseBreak reports a line in capitals under a name printed in mixed case:
// a cell's text keeps one style, so the line is a heading, not the rest of
// the name (a ruled table's shaded section row sits as close below a row as
// the rows do).
func caseBreak(name, ws []word) bool {
	lower := func(ws []word) bool {
		return strings.IndexFunc(joinWords(ws), unicode.IsLower) >= 0
	}
	return lower(name) && !lower(ws)
}

// wrappedValue returns the next line when it holds only the rest of d's
// result cell, which together with it reads as a qualitative result ("nicht"
// / "nachweisbar") that neither line is alone.
func wrappedValue(d *rowDraft, l *line, t *table, pg *page) *line {
	if len(d.value) == 0 || l.index+1 >= len(pg.lines) || valueish(joinWords(d.value)) {
		return nil
	}
	next := pg.lines[l.index+1]
	if next.y0-l.y1 > 0.8*l.height() {
		return nil
	}
	ws := wordsIn(next.words, t.x0, t.x1)
	if len(ws) == 0 || len(t.assign(ws)[colResult]) != len(ws) {
		return nil
	}
	if !isQualitative(joinWords(d.value) + " " + joinWords(ws)) {
		return nil
	}
	return next
}

// wrappedSentence returns the lines under row d's line l that go on with
// its result cell: a result written as a sentence and wrapped over the
// cell's lines ("Anisocytose modérée, quelques cellules" / "cibles,
// polynucléaires d'aspect normal,"). Each line stands close under the last,
// holds words in the result column alone (or run on under the unit's
// heading), and the first goes on in lower case (continuesSentence).
func wrappedSentence(d *rowDraft, l *line, t *table, pg *page) []*line {
	if len(d.value) == 0 || len(d.name) == 0 || !t.has(colResult) || startsNumber(d.value[0].text) || !hasLetters(d.value[0].text) {
		return nil
	}
	var out []*line
	last := l
	for k := l.index + 1; k < len(pg.lines); k++ {
		next := pg.lines[k]
		if next.y0-last.y1 > 0.5*l.height() {
			break
		}
		ws := wordsIn(next.words, t.x0, t.x1)
		cols := t.assign(ws)
		if len(ws) == 0 || len(cols[colResult]) == 0 || len(cols[colResult])+len(cols[colUnit]) != len(ws) ||
			!wordsOfLetters(joinWords(ws)) || len(out) == 0 && !continuesSentence(joinWords(ws)) {
			break
		}
		out = append(out, next)
		last = next
	}
	return out
}

// continuesSentence says whether a line goes on with the sentence above:
// it begins in lower case ("de Plasmodium", "l'état") or as continuesName
// says.
func continuesSentence(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r) || continuesName(s)
}

// besideTable drops from a table's line ws the words printed left of its
// name column, before a gutter: a sidebar of patient details beside the
// table ("Sexo" / "Femenino" left of "CHCM g/dL 32,5"), a code column with
// no heading, or a form's feed holes read as letters. Only words that end a
// line height before the name column's label qualify, so a heading over
// names centred, or a title printed outdented over them, stays.
func besideTable(ws []word, t *table) []word {
	var name *column
	for i := range t.cols {
		if t.cols[i].kind == colName && t.cols[i].label != "" {
			name = &t.cols[i]
			break
		}
	}
	if name == nil || len(ws) == 0 {
		return ws
	}
	h := medianWordHeight(ws)
	cut := 0
	for j := 1; j <= len(ws) && ws[j-1].x1 < name.hx0-h; j++ {
		// after the gutter the line goes on in the name column (a result
		// there is the row's own, its name printed left of the label); a
		// sign or two OCR read from a mark in the margin (a title set
		// turned beside the rows) needs a narrower one
		gutter := 2 * h
		if w := ws[j-1]; w.conf < 1 && utf8.RuneCountInString(w.text) <= 2 {
			gutter = h
		}
		if j == len(ws) || ws[j].x0-ws[j-1].x1 >= gutter && ws[j].x0 < name.x1 {
			cut = j
		}
	}
	return ws[cut:]
}

// noRange is the number of words at the start of ws that say no reference
// interval is set ("Not Estab.", "N/A"), 0 when they do not.
func noRange(ws []word) int {
	for n := min(2, len(ws)); n >= 1; n-- {
		if noRangeRE.MatchString(joinWords(ws[:n])) {
			return n
		}
	}
	return 0
}

// leadingFlags moves a flag printed before the test's name, at the row's
// left margin ("H  WBC", "*  Glucosa"), from the name to the flag, when the
// report marks rows so: two or more names on a page open with a flag word
// of one letter or sign set apart from the name. One such name alone may
// be a name ("H pylori").
func leadingFlags(drafts []*rowDraft) {
	lead := func(d *rowDraft) bool {
		if len(d.name) < 2 || len(d.flag) > 0 {
			return false
		}
		w, next := d.name[0], d.name[1]
		h := medianWordHeight(d.name)
		r, n := utf8.DecodeRuneInString(w.text)
		return (n == len(w.text) || w.text == "HH" || w.text == "LL") && next.x0-w.x1 >= 0.5*h && !unicode.IsLower(r) &&
			isFlagWord(w.text) && hasLetters(joinWords(d.name[1:]))
	}
	count := map[*page]int{}
	for _, d := range drafts {
		if lead(d) {
			count[d.page]++
		}
	}
	for _, d := range drafts {
		if count[d.page] >= 2 && lead(d) {
			d.flag, d.name = d.name[:1:1], d.name[1:]
		}
	}
}

// stampDateRE is a date as a row's stamp prints it, OCR's misreadings of
// its digits and first slash allowed ("14)07/2026", "1307/2026").
var stampDateRE = regexp.MustCompile(`^[0-9OAS]{1,2}[/.)-]?[0-9O]{1,2}[/.-](?:19|20)\d\d$`)

// stampTimeRE is a time of day, and stampInitialsRE a person's initials.
var (
	stampTimeRE     = regexp.MustCompile(`^\d{1,2}[:.h]\d{2}$`)
	stampInitialsRE = regexp.MustCompile(`^(?:\p{Lu}\.?){1,3}\p{Lu}?\.?$`)
)

// dropStamps drops what rows end with when each result is stamped as it
// is validated: a date, a time and the validator's initials ("13/07/2026
// 10:14 H.M."). They fill no field, and a table that names no column for
// them would read them into the range. A page must show three.
func dropStamps(doc *document) {
	for _, pg := range doc.pages {
		var xs []float64
		for _, l := range pg.lines {
			if ws := withoutStamp(l.words); len(ws) < len(l.words) {
				xs = append(xs, l.words[len(ws)].x0)
			}
		}
		if len(xs) < 3 {
			continue
		}
		// the stamps' column: a row whose stamp OCR garbled past reading
		// ("LHOH2RG 12.44") ends in it all the same
		sort.Float64s(xs)
		col := xs[len(xs)/2]
		for _, l := range pg.lines {
			ws := withoutStamp(l.words)
			if len(ws) == len(l.words) {
				ws = beforeStampColumn(l.words, col)
			}
			if len(ws) < len(l.words) {
				l.words = ws
				l.x1 = ws[len(ws)-1].x1
			}
		}
	}
}

// beforeStampColumn is ws without the last three words or fewer when they
// start at the stamps' column (x col), apart from the words before them,
// after a result.
func beforeStampColumn(ws []word, col float64) []word {
	h := medianWordHeight(ws)
	for k := max(2, len(ws)-3); k < len(ws); k++ {
		if math.Abs(ws[k].x0-col) > h || ws[k].x0-ws[k-1].x1 < h {
			continue
		}
		for _, w := range ws[1:k] {
			if startsNumber(w.text) && !strings.Contains(w.text, "/") {
				return ws[:k]
			}
		}
		return ws
	}
	return ws
}

// withoutStamp is ws without a stamp it ends with (see dropStamps): a
// date and a time, maybe initials, after a number that is no date (a
// result; not a label's date, nor a cumulative report's dated headings).
func withoutStamp(ws []word) []word {
	result := false
	for i := 1; i+1 < len(ws); i++ {
		if !stampDateRE.MatchString(ws[i].text) {
			result = result || startsNumber(ws[i].text) && !strings.Contains(ws[i].text, "/")
			continue
		}
		if !result || !stampTimeRE.MatchString(ws[i+1].text) {
			return ws
		}
		rest := ws[i+2:]
		if len(rest) > 0 && stampInitialsRE.MatchString(rest[0].text) {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return ws[:i]
		}
		return ws
	}
	return ws
}

// samplePrefixes mends a sample prefix OCR misread ("$-Triglyzeride",
// "8-Trombociti", "5-GGT") on a page whose names show sample prefixes on
// three rows: the glyph becomes the letter it looks like when the page
// prints that prefix ("5-HIAA" stays elsewhere).
func samplePrefixes(drafts []*rowDraft) {
	seen := map[*page]map[string]int{} // the clean prefixes a page prints, and on how many rows
	for _, d := range drafts {
		if len(d.name) == 0 || !d.page.ocr {
			continue
		}
		if m := samplePrefixRE.FindStringSubmatch(d.name[0].text); m != nil {
			if seen[d.page] == nil {
				seen[d.page] = map[string]int{}
			}
			seen[d.page][m[1]]++
		}
	}
	rows := func(pg *page) (n int) {
		for _, c := range seen[pg] {
			n += c
		}
		return n
	}
	for _, d := range drafts {
		if len(d.name) == 0 || rows(d.page) < 3 {
			continue
		}
		t := d.name[0].text
		r, size := utf8.DecodeRuneInString(t)
		l, ok := prefixLookAlikes[r]
		if !ok || !strings.HasPrefix(t[size:], "-") || seen[d.page][string(l)+"-"] == 0 || !hasLetters(t[size:]) {
			continue
		}
		name := slices.Clone(d.name)
		name[0].text = string(l) + t[size:]
		d.name = name
	}
}

// prefixLookAlikes are what OCR reads for a sample prefix's letter.
var prefixLookAlikes = map[rune]rune{'$': 'S', '§': 'S', '5': 'S', '8': 'B', '6': 'B'}

// flagsBeforeUnit takes a flag a row's unit cell starts with: OCR may
// join a flag column that has no header of its own to the unit cell after
// it ("H x10³/µL", "L mg/dL"). As with leadingFlags, a page must show it
// on two rows.
func flagsBeforeUnit(drafts []*rowDraft) {
	lead := func(d *rowDraft) bool {
		if len(d.unit) < 2 || len(d.flag) > 0 || !d.page.ocr {
			return false
		}
		w, next := d.unit[0], d.unit[1]
		return (w.text == "H" || w.text == "L" || w.text == "HH" || w.text == "LL") &&
			next.x0-w.x1 >= 0.5*medianWordHeight(d.unit) && hasLetters(joinWords(d.unit[1:]))
	}
	count := map[*page]int{}
	for _, d := range drafts {
		if lead(d) {
			count[d.page]++
		}
	}
	// on such a page a flag garbled into another letter ("La", "E") goes
	// too, before a cell that reads as a unit
	garbled := func(d *rowDraft) bool {
		if len(d.unit) < 2 || len(d.flag) > 0 {
			return false
		}
		w, r := d.unit[0], []rune(d.unit[0].text)
		return len(r) <= 2 && unicode.IsUpper(r[0]) && d.unit[1].x0-w.x1 >= 0.5*medianWordHeight(d.unit) &&
			readsAsUnit(joinWords(d.unit[1:]), d.page)
	}
	for _, d := range drafts {
		if count[d.page] >= 2 && (lead(d) || garbled(d)) {
			d.flag, d.unit = d.unit[:1:1], d.unit[1:]
		}
	}
}

// dropApartLead reads a header-less row's name whose words a column's gap
// splits. A code column's code ("HB   Hemoglobin") or a margin's speck read
// as a letter goes. Of a sidebar's text before the name ("Sexo   CHCM") or
// a specimen column after it ("Glucose   Serum"), the part the LOINC table
// knows as a test's name is kept; the whole when it knows neither or both.
func dropApartLead(name []word) []word {
	if len(name) < 2 {
		return name
	}
	h := medianWordHeight(name)
	known := func(ws []word) bool { return loinc.Default().KnownName(joinWords(ws)) }
	for i := len(name) - 1; i >= 1; i-- {
		if name[i].x0-name[i-1].x1 >= 3*h {
			switch l, r := known(name[:i]), known(name[i:]); {
			case r && !l:
				name = name[i:]
			case l && !r:
				name = name[:i]
			}
			break
		}
	}
	for len(name) > 1 && utf8.RuneCountInString(name[0].text) <= 3 &&
		name[1].x0-name[0].x1 >= 2*h && hasLetters(joinWords(name[1:])) {
		name = name[1:]
	}
	return name
}

// unitRunOn gives back to a unit the words it ran on into the range column,
// when the unit is wider than its header: "mm in" | "1st hour 0 - 20".
func unitRunOn(unit, rng []word) ([]word, []word) {
	if len(unit) == 0 {
		return unit, rng
	}
	for n := min(3, len(rng)-1); n >= 1; n-- {
		if isKnownUnit(joinWords(unit) + " " + joinWords(rng[:n])) {
			return append(slices.Clip(unit), rng[:n]...), rng[n:]
		}
	}
	return unit, rng
}

// wholeRow says whether a draft holds every cell of a result row: a value,
// a unit and a range. A note under a row ("Prediabetes: 5.7 - 6.4") prints
// a label and bounds, not all three; a name OCR read with a colon
// ("Globules blancs:") does not make a row a note.
func wholeRow(d *rowDraft, decimalComma bool) bool {
	if len(d.value) == 0 || len(d.unit) == 0 || len(d.rng) == 0 || !startsNumber(d.value[0].text) {
		return false
	}
	return readsAsUnit(joinWords(d.unit), d.page) && rangeSpan(d.rng, decimalComma) > 0
}
