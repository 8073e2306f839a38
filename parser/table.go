package parser

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

type colKind int

const (
	colOther colKind = iota
	colName
	colResult
	colInRange
	colOutRange
	colFlag
	colUnit
	colRange
	colPrevious // earlier results of a cumulative report: read, then ignored
	// the second value and range of a header that labels its columns by
	// unit ("% /mm³ Ref. (%) Ref. (/mm³)"): read when the first is empty
	colAltResult
	colAltRange
	// a range printed as two columns, each labelled ("Min" / "Max"):
	// read as one range column whose bounds' places the table keeps
	colLow
	colHigh
)

// column is one table column, spanning [x0, x1) on the page.
type column struct {
	kind   colKind
	x0, x1 float64
	hx0    float64 // header cell start
	hx1    float64
	label  string
	unit   string // the unit a column's label names ("%", "Ref. (/mm³)")
	cell   int    // the header cell the label is in (see headerCells)
	// garbled: words of the label OCR garbled, read as more of it (they
	// still count as unknown words when a header is judged)
	garbled int
	// analyte: the test a result column's label names, in a grid whose
	// rows are time points or the like (see analyteColumns)
	analyte []word
}

// table is a column layout found from a header line; it stays active until
// the next header, including on following pages.
type table struct {
	cols   []column
	x0, x1 float64 // horizontal extent: side-by-side tables split the page
	panel  string  // section name printed as the name column's header
	// lowX and highX are the centres of a range printed as two columns,
	// lower and upper bound (see boundColumns); 0 when it is one cell
	lowX, highX float64
	// analyte names the table's results in a grid of tests across and
	// time points down: a row's name is the analyte and the row's label,
	// printed in [labelX0, labelX1) (see analyteColumns)
	analyte          []word
	labelX0, labelX1 float64
}

// headerCue is a column label's pattern and the column it heads.
type headerCue struct {
	kind colKind
	re   *regexp.Regexp
}

// headerCueREs recognise column labels, matched on folded text (lower case,
// without accents) in the seven languages the parser reads.
var headerCueREs = []headerCue{
	{colPrevious, regexp.MustCompile(`^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$|^\d{4}-\d{2}-\d{2}$|(?i)^\d{1,2}[ -](jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[ -]\d{2,4}$`)},
	{colPrevious, regexp.MustCompile(`(?i)^(previous|prior|last|earlier|historical)( results?| values?)?( and date| \(date\)| date)?$|^(vorwerte?|fruhere werte|precedenti?|valore precedente|anteriore?s?|resultados? anteriores?|resultats? anterieurs?|anterieurs?|onceki( sonuc)?)$`)},
	{colResult, regexp.MustCompile(`(?i)^(current|today'?s|latest) (results?|values?)( and flags?| / flags?)?$`)},
	{colInRange, regexp.MustCompile(`(?i)^(in|within) (normal )?range$`)},
	{colOutRange, regexp.MustCompile(`(?i)^(out of|outside( of)?) (normal )?range$`)},
	{colRange, regexp.MustCompile(`(?i)^(bio\.? ?ref\.?( interval| range)?|biological ref(erence)?\.?( interval| range)?|ref(erence|\.)? ?(range|interval|values?|limits?)s?|normal (range|values?|limits?)|standard (range|values?)|reference|range|expected (range|values?)|ref\.?|limits)$`)},
	{colRange, regexp.MustCompile(`(?i)^((valori|intervallo|range|limiti) (di )?riferimento|valori (normali|di riferimento)|v\.? ?rif\.?|riferimento|(valor(es)?|intervalo|rango|limites) (de )?(referencia|normal(es)?)|valores normales|v\.? ?ref\.?|referencia|referenzbereich|referenzwerte?|referenzintervall|normbereich|normalbereich|normwerte?|(valeurs?|intervalle|limites) (de )?(reference|normales?|usuelles?)|valeurs usuelles|normes|referans( araligi| degerleri?| aralik)?|ref\.? araligi)$`)},
	// the first line of a wrapped range header: "Valores de" / "referencia"
	{colRange, regexp.MustCompile(`(?i)^(valor(es)?|valori|valeurs|intervalo|intervallo|intervalle|rango|limites|reference|normal) (de|di|of)$`)},
	{colName, regexp.MustCompile(`(?i)^(tests?( name| description)?|investigations?|parameters?|analytes?|components?|descriptions?|examinations?|test performed|name)$`)},
	{colName, regexp.MustCompile(`(?i)^(esam[ei]|analisi|parametr[oi]|prov[ae]|pruebas?|determinacion(es)?|analisis|estudios?|untersuchung(en)?|analysen?|parameter|bezeichnung|examens?|parametres?|exames?|analises?|tetkik( adi)?|test adi|testler|analit)$`)},
	{colResult, regexp.MustCompile(`(?i)^(results?|values?|your (result|value)|observed values?|result values?|current result|findings?)$`)},
	{colResult, regexp.MustCompile(`(?i)^(risultat[oi]|esito|valore|resultados?|valor|ergebnis(se)?|befund|messwert|wert|resultats?|valeurs?|sonuc(lar)?|sonucu|deger)$`)},
	{colFlag, regexp.MustCompile(`(?i)^(flags?|status|abn(ormal)?|h/l|indicator|alert|remarks?)$`)},
	{colFlag, regexp.MustCompile(`(?i)^(kennz(eichen|\.)?|bewertung|indicador|alerta|segnalazione|indicateur|sinalizador|durum)$`)},
	{colLow, regexp.MustCompile(`(?i)^(min\.?|minimum|minimo|min\. value|lower (limit|bound)|valeur (basse|min(imale)?)|untere? (grenze|wert)|von|limite inf(eriore?)?\.?|alt (sinir|limit))$`)},
	{colHigh, regexp.MustCompile(`(?i)^(max\.?|maximum|maximo|massimo|max\. value|upper (limit|bound)|valeur (haute|max(imale)?)|obere? (grenze|wert)|bis|limite sup(eriore?)?\.?|ust (sinir|limit))$`)},
	{colUnit, regexp.MustCompile(`(?i)^(units?|uom|unit of measure)$`)},
	{colUnit, regexp.MustCompile(`(?i)^(unita( di misura)?|u\.? ?m\.?|unidad(es)?( de medida)?|unidades?|einheit(en)?|unites?|birim(i)?)$`)},
}

// headerHintRE is the cheap first test of a header line: every header names a
// result or a range column somehow.
var headerHintRE = regexp.MustCompile(`result|value|range|finding|ergebnis|befund|wert|risultat|esito|valor|resultad|valeur|resultat|sonuc|deger|referen|riferiment|norm|ref\.? ?\(`)

var (
	dateHeaderRE = regexp.MustCompile(`\d`)
	headerDateRE = regexp.MustCompile(`\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[ -](jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)
)

func headerKind(s string) (colKind, bool) {
	s = foldAccents(strings.TrimSpace(strings.Trim(s, ":")))
	for _, c := range headerCueREs {
		if c.re.MatchString(s) {
			return c.kind, true
		}
	}
	// OCR reads a period as a comma and adds specks ("Ref, values", "FLAG’",
	// "Unité."), and reads the rules of a ruled table as brackets ("[Résultat]")
	if t := strings.ReplaceAll(strings.Trim(s, ":'‘’`\"[]|."), ",", "."); t != s {
		return headerKind(t)
	}
	return colOther, false
}

// ruleMarksRE is a rule's marks OCR read glued before a label's capital:
// dashes, bars, brackets and the digit or letters a bar reads as.
var ruleMarksRE = regexp.MustCompile(`^[—–\-_|\[\](){}!1Il]*[—–\-_|\[\](){}!]+[1Il]?(\p{Lu}\p{Ll})`)

// narrowMarkedLabels moves the start of a label OCR read with a rule's
// marks glued before it (`"RESULT` boxed from the rule's start) to where
// its letters begin: the label's letters are as wide as the other labels'
// letters. Columns split halfway between labels, so a box grown over a
// rule would push a long name's last word into the result column.
func narrowMarkedLabels(cols []column) {
	marked := func(label string) bool {
		r, _ := utf8.DecodeRuneInString(label)
		return strings.ContainsRune(ruleMarks, r)
	}
	var ws []float64
	for _, c := range cols {
		if n := utf8.RuneCountInString(c.label); n >= 3 && mostlyLetters(c.label) && !marked(c.label) {
			ws = append(ws, (c.hx1-c.hx0)/float64(n))
		}
	}
	if len(ws) < 2 {
		return
	}
	cw := medianOf(ws)
	for i, c := range cols {
		if !marked(c.label) {
			continue
		}
		// the letters after the last mark of the first word
		first, _, _ := strings.Cut(c.label, " ")
		k := strings.LastIndexAny(first, ruleMarks)
		_, size := utf8.DecodeRuneInString(first[k:])
		n := utf8.RuneCountInString(c.label[k+size:])
		if x := c.hx1 - 1.2*cw*float64(n); n >= 3 && x > c.hx0 {
			cols[i].hx0 = x
		}
	}
}

// ruleMarks are what a rule's dashes, bars and stars read as.
const ruleMarks = "=—–-_|*\"”“'~"

// afterRuleRun reads a label in capitals after a rule's marks OCR read
// glued before it ("==S=S”*SCWREFERENCE"): two marks or more before it,
// and at most three letters, which the rule's end read as, after the last.
func afterRuleRun(s string) (colKind, bool) {
	marks, since := 0, 0
	for j, r := range s {
		switch {
		case strings.ContainsRune(ruleMarks, r):
			marks, since = marks+1, 0
			continue
		case r >= 'A' && r <= 'Z':
			if marks >= 2 && since <= 3 && len(s)-j >= 4 {
				if k, ok := headerKind(s[j:]); ok {
					return k, ok
				}
			}
			since++
		default:
			return colOther, false
		}
	}
	return colOther, false
}

// gluedHeaderCueREs are headerCueREs with every space optional, for a
// label whose words OCR ran together.
var gluedHeaderCueREs = sync.OnceValue(func() []headerCue {
	out := make([]headerCue, len(headerCueREs))
	for i, c := range headerCueREs {
		out[i] = headerCue{c.kind, regexp.MustCompile(strings.ReplaceAll(c.re.String(), " ", " ?"))}
	}
	return out
})

// ocrHeaderKind is headerKind for OCR'd text, which also reads a label one
// look-alike letter off.
func ocrHeaderKind(s string) (colKind, bool) {
	if k, ok := headerKind(s); ok {
		return k, ok
	}
	// words of a label run together ("Valoresdereferencia"), or some of
	// them ("Valoridi riferimento")
	if f := foldAccents(strings.TrimSpace(strings.Trim(s, ":"))); len(f) >= 8 {
		for _, c := range gluedHeaderCueREs() {
			if c.re.MatchString(f) {
				return c.kind, true
			}
		}
	}
	s = strings.TrimSpace(strings.Trim(s, ":"))
	// a ruled table's rule read as a letter glued to the label ("TValeurs")
	if rs := []rune(s); len(rs) > 3 && strings.ContainsRune("IlT", rs[0]) && unicode.IsUpper(rs[1]) && unicode.IsLower(rs[2]) {
		if k, ok := headerKind(string(rs[1:])); ok {
			return k, ok
		}
	}
	// a rule's marks read before the label ("—1Valoridi riferimento")
	if m := ruleMarksRE.FindStringSubmatchIndex(s); m != nil {
		return ocrHeaderKind(s[m[2]:])
	}
	if k, ok := afterRuleRun(s); ok {
		return k, ok
	}
	return lookAlikeHeaderKind(foldAccents(s))
}

// lookAlikeHeaderKind reads a label one OCR look-alike letter away from a
// known one ("Biological Ret. interval"): the kind, when every such reading
// that is a label agrees on it.
func lookAlikeHeaderKind(s string) (colKind, bool) {
	if len(s) < 4 || len(s) > 40 {
		return colOther, false
	}
	rs := []rune(strings.ToLower(s))
	kind, found := colOther, false
	for i, r := range rs {
		for pair := range ocrLookAlikes {
			if pair[0] != r {
				continue
			}
			rs[i] = pair[1]
			for _, c := range headerCueREs {
				if c.re.MatchString(string(rs)) {
					if found && c.kind != kind {
						return colOther, false
					}
					kind, found = c.kind, true
					break
				}
			}
			rs[i] = r
		}
	}
	return kind, found
}

// headerCells splits a candidate header line into labelled cells. Words
// closer than gapEms font sizes belong to one cell; a cell that is not a
// known label as a whole is split into words that are.
func headerCells(l *line) []column {
	headerKind := headerKind
	unitOf := func(s string) string { return s }
	if l.page != nil && l.page.ocr {
		headerKind = ocrHeaderKind
		unitOf = func(s string) string { return fixOCRUnitIn(s, l.page.lang) }
	}
	var cols []column
	for ci, c := range joinSlashCells(splitCells(l, 0.9)) {
		if !hasAlnum(c.text()) && !isUnitToken(c.text()) {
			continue // a rule or speck read as "|" or "—" labels no column ("%" may)
		}
		if k, ok := headerKind(c.text()); ok {
			cols = append(cols, column{cell: ci, kind: k, hx0: c.x0, hx1: c.x1, label: c.text()})
			continue
		}
		if k, u, ok := unitLabel(c.text(), headerKind, unitOf); ok {
			cols = append(cols, column{cell: ci, kind: k, hx0: c.x0, hx1: c.x1, label: c.text(), unit: u})
			continue
		}
		if k, ok := bilingualLabel(c.text(), headerKind); ok {
			cols = append(cols, column{cell: ci, kind: k, hx0: c.x0, hx1: c.x1, label: c.text()})
			continue
		}
		// "Result Flag Units" printed with narrow gaps: try word pairs then words
		ws := c.words
		for i := 0; i < len(ws); {
			if i+2 < len(ws) {
				if k, ok := headerKind(joinWords(ws[i : i+3])); ok {
					cols = append(cols, column{cell: ci, kind: k, hx0: ws[i].x0, hx1: ws[i+2].x1, label: joinWords(ws[i : i+3])})
					i += 3
					continue
				}
			}
			if i+1 < len(ws) {
				if k, ok := headerKind(joinWords(ws[i : i+2])); ok {
					cols = append(cols, column{cell: ci, kind: k, hx0: ws[i].x0, hx1: ws[i+1].x1, label: joinWords(ws[i : i+2])})
					i += 2
					continue
				}
			}
			k, _ := headerKind(ws[i].text)
			if n := len(cols); k == colOther && n > 0 && cols[n-1].cell == ci && cols[n-1].kind != colOther && startsLower(ws[i].text) {
				// a label's later words are lower case and its first word
				// capitalised: a garbled lower-case word in the label's
				// cell ("Valori di miermento") is more of the label
				cols[n-1].hx1, cols[n-1].label = ws[i].x1, cols[n-1].label+" "+ws[i].text
				cols[n-1].garbled++
				i++
				continue
			}
			cols = append(cols, column{cell: ci, kind: k, hx0: ws[i].x0, hx1: ws[i].x1, label: ws[i].text})
			i++
		}
	}
	return cols
}

// joinSlashCells joins the cells a slash between two languages' labels
// stands between ("Analyse" "/ Test", OCR's gaps being wider than print's):
// one label, which bilingualLabel reads.
func joinSlashCells(cells []cell) []cell {
	out := cells[:0:0]
	for _, c := range cells {
		if n := len(out); n > 0 && (strings.HasSuffix(out[n-1].text(), "/") || strings.HasPrefix(c.text(), "/")) &&
			!strings.ContainsAny(out[n-1].text()+c.text(), "0123456789") { // (a date and its time are no label)
			out[n-1].words = append(out[n-1].words[:len(out[n-1].words):len(out[n-1].words)], c.words...)
			out[n-1].x1 = c.x1
			continue
		}
		out = append(out, c)
	}
	return out
}

// bilingualLabel reads a label printed in two languages, "Résultat /
// Result" or "Analyse / Test": one column, of the kind its known halves
// agree on.
func bilingualLabel(text string, kindOf func(string) (colKind, bool)) (colKind, bool) {
	parts := strings.Split(text, " / ")
	if len(parts) != 2 || strings.ContainsAny(text, "0123456789") {
		return 0, false
	}
	var kind colKind
	known := 0
	for _, p := range parts {
		k, ok := kindOf(strings.TrimSpace(p))
		if !ok {
			continue
		}
		if known > 0 && k != kind {
			return 0, false
		}
		kind = k
		known++
	}
	return kind, known > 0
}

// headerLine is line i of pg as a header reads it: a header whose labels
// wrap ("Valor de" / "referencia") has each of the next line's words joined
// to the label words above it, which become one word, when together they
// make a known label.
func headerLine(pg *page, i int) *line {
	l := pg.lines[i]
	if i+1 >= len(pg.lines) || len(l.words) < 2 {
		return l
	}
	next := pg.lines[i+1]
	if next.y0-l.y1 > 0.8*l.height() || len(next.words) > len(l.words) {
		return l
	}
	ws := append([]word(nil), l.words...)
	for _, w := range next.words {
		if !mostlyLetters(w.text) || strings.ContainsAny(w.text, "0123456789") {
			return l
		}
		first, last := -1, -1
		for k, h := range ws {
			if math.Min(w.x1, h.x1)-math.Max(w.x0, h.x0) > 0 {
				if first < 0 {
					first = k
				}
				last = k
			}
		}
		if first < 0 {
			return l
		}
		m := ws[first]
		for _, h := range ws[first+1 : last+1] {
			m.text += " " + h.text
			m.x1 = math.Max(m.x1, h.x1)
		}
		m.text += " " + w.text
		m.x1 = math.Max(m.x1, w.x1)
		if _, ok := headerKind(m.text); !ok {
			return l // a row under the header, not the rest of a label
		}
		ws = append(ws[:first], append([]word{m}, ws[last+1:]...)...)
	}
	c := *l
	c.words = ws
	return &c
}

// detectHeader returns the tables a header line defines (two for side-by-side
// tables), or nil when the line is not a table header.
func detectHeader(l *line, pageWidth float64) []*table {
	if len(l.words) < 2 || len(l.words) > 24 {
		return nil
	}
	// cheap test first: every header names a result column somehow
	low := foldAccents(l.text())
	if !headerHintRE.MatchString(low) && !headerDateRE.MatchString(low) {
		return nil
	}
	cols := unitGroups(headerCells(l))
	if l.page != nil && l.page.ocr {
		cols = dropOverlaidCells(cols)
		narrowMarkedLabels(cols)
	}
	cols, grid := analyteColumns(cols, l)
	// a cumulative report heads its result columns with collection dates;
	// the latest is this collection, or the right-most one when the dates
	// do not all read, or read either way name different columns (reports
	// print the newest first or last)
	hasResultCue := false
	for _, c := range cols {
		hasResultCue = hasResultCue || c.kind == colResult || c.kind == colInRange || c.kind == colOutRange
	}
	// a line of nothing but dates heads no table of its own: it is the
	// dated columns over a cumulative report's labels (see
	// cumulativeColumns)
	if !slices.ContainsFunc(cols, func(c column) bool { return c.kind != colPrevious }) {
		return nil
	}
	if !hasResultCue {
		var dated []int
		for i, c := range cols {
			if c.kind == colPrevious && dateHeaderRE.MatchString(c.label) {
				dated = append(dated, i)
			}
		}
		if len(dated) > 0 {
			cur := dated[len(dated)-1]
			if a, b := latestDated(cols, dated, false), latestDated(cols, dated, true); a >= 0 && a == b {
				cur = a
			}
			cols[cur].kind = colResult
		}
	}
	if !hasResultCue && l.page != nil && l.page.ocr {
		garbledResultLabel(cols)
		resultByConsensus(cols, l)
	}
	known, garbled := 0, 0
	hasName, hasResult := false, false
	labelCells := map[int]bool{}
	for _, c := range cols {
		garbled += c.garbled
		if c.kind != colOther {
			known++
			labelCells[c.cell] = true
		}
		hasName = hasName || c.kind == colName
		hasResult = hasResult || c.kind == colResult || c.kind == colInRange || c.kind == colOutRange
	}
	// cells left of a labelled name column are no part of the header (a
	// sidebar or a logo printed on its line) and do not count against it
	lead := max(0, slices.IndexFunc(cols, func(c column) bool { return c.kind == colName }))
	if known < 2 || !hasResult || known*2 < len(cols)+garbled-lead {
		return nil
	}
	// two labels in one run of words are a title ("Test Results" over an
	// app's screen), not a table's header; three ("Test Result Units"
	// printed close) still are
	if known == 2 && len(labelCells) == 1 {
		return nil
	}
	_ = hasName
	// split side-by-side tables where a column kind repeats; an unlabelled
	// column just before the repeat belongs to the new table
	var groups [][]column
	seen := map[colKind]bool{}
	for i, c := range cols {
		if len(groups) == 0 || (c.kind != colOther && c.kind != colPrevious && seen[c.kind]) || resultStartsGroup(cols, i, seen) {
			var carry []column
			if n := len(groups); n > 0 {
				g := groups[n-1]
				if last := g[len(g)-1]; last.kind == colOther && len(g) > 1 {
					carry = []column{last}
					groups[n-1] = g[:len(g)-1]
				}
			}
			groups = append(groups, carry)
			seen = map[colKind]bool{}
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], c)
		seen[c.kind] = true
	}
	for _, g := range groups {
		unlabelledResult(g)
	}
	// a table beside another heads its own results: a repeated label with
	// none after it is the same label read as two ("Vator di" and
	// "riferimento"), one column
	for gi := len(groups) - 1; gi > 0; gi-- {
		if slices.ContainsFunc(groups[gi], func(c column) bool {
			return c.kind == colResult || c.kind == colInRange || c.kind == colOutRange
		}) {
			continue
		}
		prev := groups[gi-1]
		for _, c := range groups[gi] {
			if last := &prev[len(prev)-1]; last.kind == c.kind {
				last.hx1, last.label = c.hx1, last.label+" "+c.label
				continue
			}
			prev = append(prev, c)
		}
		groups[gi-1] = prev
		groups = slices.Delete(groups, gi, gi+1)
	}
	var tables []*table
	for gi, g := range groups {
		hasName := false
		for _, c := range g {
			hasName = hasName || c.kind == colName
		}
		t := &table{}
		if !hasName {
			g = leadingNameCells(g)
			// the name column is often unlabelled, or labelled with the
			// section's name ("Haematology"); insert it at the left margin
			if g[0].kind == colOther {
				g[0].kind = colName
				if !grid {
					t.panel = cleanName(g[0].label) // a grid's is what its rows are ("Time")
				}
			} else {
				g = append([]column{{kind: colName, hx0: g[0].hx0 - 1, hx1: g[0].hx0 - 1}}, g...)
			}
		}
		t.cols = g
		t.x0 = 0
		if gi > 0 {
			t.x0 = g[0].hx0 - 2
			tables[gi-1].x1 = t.x0
		}
		t.x1 = math.Inf(1)
		tables = append(tables, t)
	}
	for _, t := range tables {
		sort.Slice(t.cols, func(a, b int) bool { return t.cols[a].hx0 < t.cols[b].hx0 })
		for i := range t.cols {
			if i == 0 {
				t.cols[i].x0 = t.x0
			} else {
				t.cols[i].x0 = (t.cols[i-1].hx1 + t.cols[i].hx0) / 2
				t.cols[i-1].x1 = t.cols[i].x0
			}
		}
		t.cols[len(t.cols)-1].x1 = t.x1
		for i, c := range t.cols {
			switch c.kind {
			case colLow:
				t.lowX, t.cols[i].kind = (c.hx0+c.hx1)/2, colRange
			case colHigh:
				t.highX, t.cols[i].kind = (c.hx0+c.hx1)/2, colRange
			}
		}
		if t.lowX == 0 || t.highX <= t.lowX {
			t.lowX, t.highX = 0, 0
		}
	}
	if grid {
		// every table of the grid names its rows by the first one's labels
		first := tables[0]
		for _, t := range tables {
			for _, c := range t.cols {
				if c.kind == colResult && c.analyte != nil {
					t.analyte = c.analyte
				}
			}
			t.labelX0, t.labelX1 = first.cols[0].x0, first.cols[0].x1
		}
	}
	return tables
}

// analyteColumns reads a header that names tests over its result columns,
// each with its unit in brackets and followed by its range column ("Time
// Glucose (mg/dL) Reference Insulin (µU/mL) Reference"): a tolerance test
// or a day profile, whose rows are time points. Those columns become result
// columns in their unit, each heading a table of its own; it reports
// whether the header is such a grid (two such columns or more, and no
// result column labelled otherwise).
func analyteColumns(cols []column, l *line) ([]column, bool) {
	type cand struct {
		from, to    int // the columns [from, to) of one header cell
		label, unit string
	}
	var at []cand
	for i := 0; i < len(cols); i++ {
		c := cols[i]
		if c.kind == colResult || c.kind == colInRange || c.kind == colOutRange {
			return cols, false
		}
		if i == 0 || c.kind != colOther {
			continue
		}
		// the cell's words, which headerCells made a column each
		j := i + 1
		label := c.label
		for j < len(cols) && cols[j].kind == colOther && cols[j].cell == c.cell {
			label += " " + cols[j].label
			j++
		}
		if m := unitLabelRE.FindStringSubmatch(label); m != nil && j < len(cols) && cols[j].kind == colRange &&
			mostlyLetters(m[1]) && isUnitToken(m[2]) {
			at = append(at, cand{i, j, label, m[2]})
		}
		i = j - 1
	}
	if len(at) < 2 {
		return cols, false
	}
	out := append([]column{}, cols[:at[0].from]...)
	for k, a := range at {
		c := cols[a.from]
		c.hx1, c.label = cols[a.to-1].hx1, a.label
		for _, w := range wordsIn(l.words, c.hx0, c.hx1+0.01) {
			if strings.HasPrefix(w.text, "(") {
				break
			}
			c.analyte = append(c.analyte, w)
		}
		if len(c.analyte) == 0 {
			return cols, false
		}
		c.kind, c.unit = colResult, a.unit
		out = append(out, c)
		end := len(cols)
		if k+1 < len(at) {
			end = at[k+1].from
		}
		out = append(out, cols[a.to:end]...)
	}
	return out, true
}

// unitLabelRE is a column label naming its unit in brackets ("Ref. (%)").
var unitLabelRE = regexp.MustCompile(`^(.*?)\s*\(([^()]+)\)$`)

// unitLabel reads a header cell that names a unit: a unit alone heads a
// result column in that unit, a label with its unit in brackets the
// label's column in that unit. unitOf mends an OCR'd unit ("/mms").
func unitLabel(s string, headerKind func(string) (colKind, bool), unitOf func(string) string) (colKind, string, bool) {
	s = strings.TrimSpace(s)
	// (two letters OCR mends into a unit are more often a speck's reading,
	// "Ei" for fL, than a unit heading a column)
	if u := unitOf(s); isUnitToken(u) && (u == s || len([]rune(s)) > 2) {
		return colResult, u, true
	}
	if m := unitLabelRE.FindStringSubmatch(s); m != nil && isUnitToken(unitOf(m[2])) {
		if k, ok := headerKind(m[1]); ok && (k == colResult || k == colRange) {
			return k, unitOf(m[2]), true
		}
	}
	return colOther, "", false
}

// unitGroups reads a header that prints each test in two units, its
// columns labelled by unit ("Relativo (%)", "/mm³", "Ref. (%)", "Ref.
// (/mm³)"): the range column naming the first result's unit is its range,
// and the other unit's result and range become the alternative read when a
// row prints only that unit. A unit alone is a label only in such a header;
// elsewhere it is a word of some other line ("Glucose mg/dL Ref:").
func unitGroups(cols []column) []column {
	var res, rng []int
	for i, c := range cols {
		switch {
		case c.unit != "" && c.kind == colResult:
			res = append(res, i)
		case c.unit != "" && c.kind == colRange:
			rng = append(rng, i)
		}
	}
	// two ranges labelled by unit with two unlabelled (or OCR-garbled)
	// columns before them and after the name: those are the values, in
	// the ranges' order
	if len(rng) == 2 && len(res) < 2 && rng[0] == 3 && rng[1] > rng[0] && !strings.EqualFold(cols[rng[0]].unit, cols[rng[1]].unit) &&
		(cols[1].kind == colOther || cols[1].unit != "") && (cols[2].kind == colOther || cols[2].unit != "") {
		cols[1].kind, cols[1].unit = colResult, cols[rng[0]].unit
		cols[2].kind, cols[2].unit = colResult, cols[rng[1]].unit
		res = []int{1, 2}
	}
	if len(res) != 2 || len(rng) != 2 || !strings.EqualFold(cols[res[0]].unit, cols[rng[0]].unit) ||
		!strings.EqualFold(cols[res[1]].unit, cols[rng[1]].unit) || strings.EqualFold(cols[res[0]].unit, cols[res[1]].unit) {
		for i := range cols {
			if cols[i].unit != "" && !unitLabelRE.MatchString(cols[i].label) {
				cols[i].kind = colOther
			}
		}
		return cols
	}
	cols[res[1]].kind, cols[rng[1]].kind = colAltResult, colAltRange
	return cols
}

// resultStartsGroup says whether the result column cols[i] begins a second,
// side-by-side table although the first one shows no result label (OCR
// garbled it): it follows the first table's unit or range column, and the
// unit or range column repeats after it.
func resultStartsGroup(cols []column, i int, seen map[colKind]bool) bool {
	if cols[i].kind != colResult || seen[colResult] || !(seen[colUnit] || seen[colRange]) {
		return false
	}
	for _, c := range cols[i+1:] {
		if (c.kind == colUnit || c.kind == colRange) && seen[c.kind] {
			return true
		}
	}
	return false
}

// garbledResultLabel labels as the result column a word OCR garbled
// between a test-name label and a unit or range label, on a header line
// naming no result column ("Analyse  Réeultat  Unité  Valeurs usuelles"):
// a table's other labels say where its values stand. The word must look
// like a label, letters and long enough, not a speck or a code.
func garbledResultLabel(cols []column) {
	i := unlabelledResultCell(cols)
	if i < 1 || cols[i-1].kind != colName {
		return
	}
	if l := strings.TrimSpace(cols[i].label); utf8.RuneCountInString(l) >= 5 && mostlyLetters(l) && !strings.Contains(l, " ") {
		cols[i].kind = colResult
	}
}

// dropOverlaidCells drops the unlabelled cells of a header line that lie
// over a label: Tesseract read the header's print twice, once as its labels
// and once, with the rule under it, as garble ("AAA" over "DETERMINACIÓN").
func dropOverlaidCells(cols []column) []column {
	return slices.DeleteFunc(cols, func(c column) bool {
		if c.kind != colOther {
			return false
		}
		for _, k := range cols {
			if k.kind != colOther && math.Min(c.hx1, k.hx1)-math.Max(c.hx0, k.hx0) > 0.5*(k.hx1-k.hx0) {
				return true
			}
		}
		return false
	})
}

// kindsByConsensus labels the columns of t under labels no kind was read
// from (OCR garbled "UNIDAD" as "PAD", "Referenzbereich" as "Fleece
// beeches") by what their cells hold in the rows under the header (lines,
// those of page pg up to the next header): a run of such columns
// right of the name column whose cells mostly read as units is the unit
// column, as ranges the range column, when t has none. What a column holds
// says what it is when its label cannot.
func kindsByConsensus(t *table, lines []*line, pg *page, decimalComma bool) {
	name := slices.IndexFunc(t.cols, func(c column) bool { return c.kind == colName })
	if name < 0 || !slices.ContainsFunc(t.cols[name+1:], func(c column) bool { return c.kind == colOther && mostlyLetters(c.label) }) {
		return
	}
	for i := name + 1; i < len(t.cols); i++ {
		if t.cols[i].kind != colOther {
			continue
		}
		j, lettered := i, false
		for ; j < len(t.cols) && t.cols[j].kind == colOther; j++ {
			lettered = lettered || mostlyLetters(t.cols[j].label)
		}
		if !lettered {
			i = j
			continue
		}
		units, ranges, cells := 0, 0, 0
		for _, l := range lines {
			ws := wordsIn(l.words, math.Max(t.cols[i].x0, t.x0), math.Min(t.cols[j-1].x1, t.x1))
			if len(ws) == 0 {
				continue
			}
			cells++
			if len(ws) == 1 && readsAsUnit(ws[0].text, pg) {
				units++
			}
			if rangeSpan(ws, decimalComma) == len(ws) || rangeInWords(ws) && startsNumber(ws[len(ws)-1].text) {
				ranges++
			}
		}
		kind := colOther
		switch {
		case cells < 3:
		case units*3 >= cells*2 && !t.has(colUnit):
			kind = colUnit
		case ranges*3 >= cells*2 && !t.has(colRange):
			kind = colRange
		}
		for k := i; k < j && kind != colOther; k++ {
			t.cols[k].kind = kind
		}
		i = j
	}
}

// consensusLines is how many lines under a header are read to tell what
// its garbled labels head.
const consensusLines = 12

// resultByConsensus labels as the result column, on an OCR header line that
// names none, the garbled label just right of the name or unit label whose
// cells in the lines under it mostly hold a number ("ESUITADO" over 4,21,
// 11,4, 35,1): where the unit column comes before the result, no
// neighbouring label says where the values stand, the values themselves
// do. (A garbled label after another garbled one is left alone: "IN RANGE"
// and "OUT OF RANGE" read as garble head values too, in two columns.)
func resultByConsensus(cols []column, l *line) {
	name := slices.IndexFunc(cols, func(c column) bool { return c.kind == colName })
	if name < 0 || slices.ContainsFunc(cols, func(c column) bool { return c.kind == colResult }) {
		return
	}
	pg := l.page
	var below []*line
	for i := l.index + 1; i < len(pg.lines) && len(below) < consensusLines; i++ {
		below = append(below, pg.lines[i])
	}
	for i := name + 1; i < len(cols); i++ {
		c := cols[i]
		if c.kind != colOther || !mostlyLetters(c.label) || utf8.RuneCountInString(c.label) < 4 ||
			cols[i-1].kind != colName && cols[i-1].kind != colUnit {
			continue
		}
		x0, x1 := (cols[i-1].hx1+c.hx0)/2, math.Inf(1)
		if i+1 < len(cols) {
			x1 = (c.hx1 + cols[i+1].hx0) / 2
		}
		numbers, cells := 0, 0
		for _, bl := range below {
			ws := wordsIn(bl.words, x0, x1)
			if len(ws) == 0 {
				continue
			}
			cells++
			if startsNumber(ws[0].text) {
				numbers++
			}
		}
		if cells >= 3 && numbers*3 >= cells*2 {
			cols[i].kind = colResult
			return
		}
	}
}

// latestDated is the index of the column among dated whose label is the
// latest date, the dates read month first or not; -1 when a label is no
// date. (Read both ways, the two agree unless the order matters.)
func latestDated(cols []column, dated []int, monthFirst bool) int {
	cur, latest := -1, ""
	for _, i := range dated {
		d := normalizeDate(cols[i].label, monthFirst)
		if d == "" {
			return -1
		}
		if d > latest {
			cur, latest = i, d
		}
	}
	return cur
}

// unlabelledResult labels as the result column the unlabelled cell just left
// of the unit (or range) column of a table that has none: a header word OCR
// garbled ("Resultado" read as "nesunauo") still heads the values.
func unlabelledResult(g []column) {
	for _, c := range g {
		if c.kind == colResult || c.kind == colInRange || c.kind == colOutRange {
			return
		}
	}
	if i := unlabelledResultCell(g); i >= 0 {
		g[i].kind = colResult
	}
}

// unlabelledResultCell is the index of the unlabelled cell, not the first,
// just left of the first unit or range column of g; -1 when there is none.
func unlabelledResultCell(g []column) int {
	for i := 2; i < len(g); i++ {
		if (g[i].kind == colUnit || g[i].kind == colRange) && g[i-1].kind == colOther {
			return i - 1
		}
	}
	return -1
}

// assign distributes a line's words (inside the table's extent) over its
// columns by word centre.
// A long test name can run past the midpoint to the next header, so a word
// that continues a name without a column gap stays in the name unless it is
// a number.
func (t *table) assign(ws []word) map[colKind][]word {
	out := map[colKind][]word{}
	prevKind, prevX1, prevSize := colOther, math.Inf(-1), 0.0
	for _, w := range ws {
		xc := w.xc()
		if xc < t.x0 || xc >= t.x1 {
			continue
		}
		kind := colOther
		for _, c := range t.cols {
			if xc >= c.x0 && xc < c.x1 {
				kind = c.kind
				break
			}
		}
		if kind == colOther {
			// centred in a gap between columns: a word OCR ran across two
			// cells ("L 3,5 - 5,1" as one word) belongs to the one it
			// covers most
			best := 0.0
			for _, c := range t.cols {
				if ov := math.Min(w.x1, c.x1) - math.Max(w.x0, c.x0); ov > best {
					best, kind = ov, c.kind
				}
			}
		}
		size := math.Max(w.size, prevSize)
		if prevKind == colName && kind != colName && w.x0-prevX1 < 0.9*size && !startsNumber(w.text) {
			kind = colName
		}
		out[kind] = append(out[kind], w)
		prevKind, prevX1, prevSize = kind, w.x1, w.size
	}
	return out
}

func startsNumber(s string) bool {
	s = strings.TrimLeft(s, "<>≤≥=+-")
	return s != "" && (s[0] >= '0' && s[0] <= '9' || s[0] == '.')
}

func (t *table) has(k colKind) bool {
	for _, c := range t.cols {
		if c.kind == k {
			return true
		}
	}
	return false
}

// wordsIn returns the words of a line whose centre lies in [x0, x1).
func wordsIn(ws []word, x0, x1 float64) []word {
	var out []word
	for _, w := range ws {
		if xc := w.xc(); xc >= x0 && xc < x1 {
			out = append(out, w)
		}
	}
	return out
}

// boundColumns finds the tables whose reference range is printed as two
// columns, lower and upper bound ("Mín." / "Máx."), by their rows: in most
// range cells two numbers stand far apart (more than three numbers' widths,
// where "4.0 - 11.0" stands close), at two places that line up. A row that
// fills one of them prints a one-sided range (see loneBound).
func boundColumns(drafts []*rowDraft, decimalComma bool) {
	type pairs struct{ lo, hi, w []float64 }
	by := map[*table]*pairs{}
	for _, d := range drafts {
		if d.t == nil || len(d.rng) != 2 {
			continue
		}
		a, b := d.rng[0], d.rng[1]
		if _, ok := parseNumber(a.text, decimalComma); !ok {
			continue
		}
		if _, ok := parseNumber(b.text, decimalComma); !ok {
			continue
		}
		p := by[d.t]
		if p == nil {
			p = &pairs{}
			by[d.t] = p
		}
		p.lo, p.hi, p.w = append(p.lo, a.xc()), append(p.hi, b.xc()), append(p.w, a.x1-a.x0, b.x1-b.x0)
	}
	for t, p := range by {
		if len(p.lo) < 3 {
			continue
		}
		lo, hi, w := medianOf(p.lo), medianOf(p.hi), medianOf(p.w)
		if hi-lo < 3*w {
			continue
		}
		aligned := 0
		for i := range p.lo {
			if math.Abs(p.lo[i]-lo) < w && math.Abs(p.hi[i]-hi) < w {
				aligned++
			}
		}
		if aligned*3 >= len(p.lo)*2 {
			t.lowX, t.highX = lo, hi
		}
	}
}

// loneBound reads a range cell holding one bare number in a table whose
// range is two bound columns: under the upper bound it is "< n", under the
// lower one "> n".
func loneBound(d *rowDraft, decimalComma bool) (string, bool) {
	if d.t == nil || d.t.highX == 0 || len(d.colRng) != 1 {
		return "", false
	}
	// (a reading by token types finds no range in a bare number, and
	// drops it; it must not have made it another field)
	w := d.colRng[0]
	if len(d.rng) > 1 || len(d.rng) == 1 && d.rng[0].idx != w.idx ||
		slices.ContainsFunc(slices.Concat(d.value, d.unit, d.flag, d.name), func(o word) bool { return o.idx == w.idx }) {
		return "", false
	}
	// (one number: a cell read again holds its words as one, "5 41")
	if _, ok := parseNumber(w.text, decimalComma); !ok || strings.Contains(w.text, " ") {
		return "", false
	}
	if math.Abs(w.xc()-d.t.highX) < math.Abs(w.xc()-d.t.lowX) {
		return "< " + w.text, true
	}
	return "> " + w.text, true
}

// medianOf is the median of xs (which it sorts).
func medianOf(xs []float64) float64 {
	sort.Float64s(xs)
	return xs[len(xs)/2]
}

// leadingNameCells makes the unlabelled cells left of a header without a
// name label one cell when one of them reads as a word: names are printed
// left of every labelled column, so a speck at the margin ("O" of a
// punched hole) and a garbled "TEST" read as two cells are both the name
// column's, labelled by the word. Two words there are two columns (a code
// and a name), as before.
func leadingNameCells(g []column) []column {
	n := 0
	for n < len(g) && g[n].kind == colOther {
		n++
	}
	if n < 2 || n == len(g) {
		return g
	}
	var worded []column
	for _, c := range g[:n] {
		if l, _ := letterCount(c.label); l >= 3 {
			worded = append(worded, c)
		}
	}
	if len(worded) != 1 {
		return g
	}
	// specks left of the word are the margin's (see besideTable)
	m := worded[0]
	m.hx1 = g[n-1].hx1
	return append([]column{m}, g[n:]...)
}
