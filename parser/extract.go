package parser

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/assayhq/assay"
)

// Quality thresholds for OCR pages.
const (
	minMeanOCRConfidence = 0.45 // below this a page is unreadable
	lowFieldConfidence   = 0.6  // below this a field goes to review
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
	outRange bool // value printed in an "Out of Range" column
	panel    string
	y        float64
	extra    bool // name completed from a neighbouring line
}

// medianOCRConfidence is the median confidence of OCR words with two or
// more letters or digits; dot leaders and specks would drag a mean down on
// a perfectly readable page.
func medianOCRConfidence(doc *document) float64 {
	var cs []float64
	for _, pg := range doc.pages {
		if !pg.ocr {
			continue
		}
		for _, w := range pg.words {
			n := 0
			for _, r := range w.text {
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					n++
				}
			}
			if n >= 2 {
				cs = append(cs, w.conf)
			}
		}
	}
	if len(cs) == 0 {
		return 0
	}
	sort.Float64s(cs)
	return cs[len(cs)/2]
}

// extract turns positioned words into a report.
func extract(doc *document) (*assay.ParsedLabReport, error) {
	var words, ocrWords int
	var confSum float64
	for _, pg := range doc.pages {
		buildLines(pg)
		words += len(pg.words)
		if pg.ocr {
			for _, w := range pg.words {
				ocrWords++
				confSum += w.conf
			}
		}
	}
	if words == 0 {
		return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "no readable text was found"}
	}
	if ocrWords > 0 && medianOCRConfidence(doc) < minMeanOCRConfidence {
		return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "the image is too blurry or low-resolution to read reliably"}
	}
	if f := detectLanguage(doc); f != nil {
		return nil, f
	}
	decimalComma := usesDecimalComma(doc)
	skip := repeatedLines(doc)
	meta := extractMetadata(doc)
	drafts := findRows(doc, skip)
	if len(drafts) == 0 {
		if looksLikeLabReport(doc) {
			return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "the report looks like a lab report but no result rows could be read"}
		}
		return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "no lab results were found in the document"}
	}
	report := &assay.ParsedLabReport{Metadata: meta, Results: []assay.LabReportResult{}}
	for _, d := range drafts {
		if r, ok := buildResult(d, meta.Gender, decimalComma); ok {
			report.Results = append(report.Results, r)
		}
	}
	if len(report.Results) == 0 {
		return nil, &Failure{Reason: assay.FailureLowQuality, Detail: "no result rows could be read"}
	}
	// A report that prints no flags at all leaves interpretation to the
	// range; a value outside it is then no sign of a misread.
	flagsPrinted := false
	for _, r := range report.Results {
		flagsPrinted = flagsPrinted || r.Flag != nil
	}
	if !flagsPrinted {
		for i := range report.Results {
			r := &report.Results[i]
			if j := indexOf(r.ReviewReasons, "value_outside_printed_range_without_flag"); j >= 0 {
				r.ReviewReasons = append(r.ReviewReasons[:j], r.ReviewReasons[j+1:]...)
				if len(r.ReviewReasons) == 0 {
					r.ReviewReasons = nil
				}
			}
		}
	}
	return report, nil
}

var (
	methodLineRE = regexp.MustCompile(`(?i)^(method|methodology|specimen|sample type|note|comment|comments|interpretation|remarks?)\b\s*[:\-]?`)
	footerLineRE = regexp.MustCompile(`(?i)^(page\s+\d+|\d+\s*/\s*\d+$|end of report|\*+\s*end|printed|report (printed|generated)|this (report|test)|results? (relate|pertain)|electronically|verified by|approved by|authori[sz]ed by|pathologist|signature)`)
	labelLineRE  = regexp.MustCompile(`(?i)^(patient|name|dob|date|age|sex|gender|specimen|accession|sample|collected|received|reported|physician|doctor|ordering|ref(erring)?\.? (by|dr)|lab|address|phone|fax|id|mrn|account|client)\b[^:]{0,25}:`)
)

// findRows walks every line of every page under the active table layout and
// collects result rows.
func findRows(doc *document, skip map[string]bool) []*rowDraft {
	var out []*rowDraft
	var active []*table
	panels := map[int]string{}
	type pending struct {
		text  string
		words []word
		l     *line
	}
	pend := map[int]*pending{}
	last := map[int]*rowDraft{}
	lastLine := map[int]*line{}
	hasHeader := false
	for _, pg := range doc.pages {
		for _, l := range pg.lines {
			if detectHeader(l, pg.width) != nil {
				hasHeader = true
				break
			}
		}
	}
	var prev *line  // the line before, on this page
	freePanel := "" // section heading for rows outside any table
	var free *table // stands in for a table on pages without a header
	for _, pg := range doc.pages {
		prev = nil
		for _, l := range pg.lines {
			before := prev
			if !pg.ocr || !allDebris(l.words) {
				prev = l
			}
			if ts := detectHeader(l, pg.width); ts != nil {
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
			if skip[lineKey(l)] {
				continue
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
				if d := freeRow(l, free); d != nil {
					d.panel = freePanel
					out = append(out, d)
				} else if t := l.text(); isHeading(l.words, t) && mostlyLetters(t) && !labelLineRE.MatchString(t) &&
					!strings.Contains(t, ":") && len(l.words) <= 8 {
					freePanel = cleanName(t)
				}
				continue
			}
			for ti, t := range active {
				ws := wordsIn(l.words, t.x0, t.x1)
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
					flag: cols[colFlag], unit: cols[colUnit], rng: cols[colRange], y: l.y0}
				d.value = cols[colResult]
				// a value printed a little off its column lands in the unit or
				// flag column; take it back when the result column is empty
				if len(d.value) == 0 && !t.has(colInRange) {
					for _, k := range []colKind{colUnit, colFlag} {
						if ws := cols[k]; len(ws) > 0 && startsNumber(ws[0].text) {
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
				if len(d.value) == 0 && len(cols[colInRange]) > 0 {
					d.value = cols[colInRange]
				}
				if len(d.value) == 0 && len(cols[colOutRange]) > 0 {
					d.value, d.outRange = cols[colOutRange], true
				}
				hasValue := len(d.value) > 0 && valueish(joinWords(d.value))
				name := cleanName(joinWords(d.name))
				if !hasValue {
					// a name-only line: method note, wrapped name, or panel heading
					if methodLineRE.MatchString(text) {
						continue
					}
					if !mostlyLetters(text) || (pg.ocr && allDebris(ws)) {
						continue
					}
					// continuation of the previous row's name, printed just below it
					if prev := last[ti]; prev != nil && above != nil && len(d.value) == 0 &&
						l.y0-above.y1 < 0.8*l.height() && l.page == prev.page &&
						len(d.name) > 0 && len(d.name) == len(ws) && !strings.ContainsAny(name, ":;<>=") &&
						(!isHeading(ws, name) || endsOpen(joinWords(prev.name))) {
						prev.name = append(prev.name, d.name...)
						prev.words = append(prev.words, ws...)
						prev.extra = true
						continue
					}
					pend[ti] = &pending{text: cleanName(text), words: ws, l: l}
					continue
				}
				// "Prediabetes: 5.7 - 6.4" and similar notes under a row
				if name == "" || strings.Contains(name, ": ") || strings.HasSuffix(strings.TrimSpace(joinWords(d.name)), ":") {
					continue
				}
				// a blank line without a new heading ends the section
				if pend[ti] == nil && above != nil && above.page == pg &&
					l.y0-above.y1 > 0.9*l.height() && !d.extra {
					panels[ti] = t.panel
				}
				if p := pend[ti]; p != nil {
					// a name line right above the row without a gap is the first half
					// of a wrapped name; otherwise it is a heading
					if p.l.page == pg && l.y0-p.l.y1 < 0.45*l.height() && !isHeading(p.words, p.text) && endsOpen(p.text) {
						d.name = append(append([]word{}, p.words...), d.name...)
						d.words = append(append([]word{}, p.words...), d.words...)
						d.extra = true
					} else {
						panels[ti] = p.text
					}
					delete(pend, ti)
				}
				d.panel = panels[ti]
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
	if t := strings.TrimRight(s, ".,:;'`"); t != s && t != "" {
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

var leaderDebrisRE = regexp.MustCompile(`(?i)^[ceaousnwlmrv.,:;'\x60~…·\-]{2,}$`)

// isDebris says whether an OCR word is what dot leaders, rules and specks
// read as ("cece", "eee", "6...") rather than a word of a test name.
func isDebris(w string) bool {
	if strings.Contains(w, "..") || leaderRE.MatchString(w) {
		return true
	}
	if len(w) < 3 || !leaderDebrisRE.MatchString(w) || nameVocab()[strings.ToLower(strings.Trim(w, ".,:;"))] {
		return false
	}
	// leaders read as letters repeat them: "cece", "eee", "ccc"
	seen := map[rune]bool{}
	for _, r := range strings.ToLower(w) {
		if seen[r] && unicode.IsLetter(r) {
			return true
		}
		seen[r] = true
	}
	return false
}

var shortDebrisRE = regexp.MustCompile(`^[a-z0-9]{1,2}$`)

// trimDebris cuts a name at the first debris word: leaders read as letters,
// or a short lower-case fragment after the name ("Calcium ec").
func trimDebris(ws []word) []word {
	for i, w := range ws {
		if i > 0 && (isDebris(w.text) || shortDebrisRE.MatchString(w.text) && !allDigits(w.text)) {
			return ws[:i]
		}
	}
	return ws
}

// allDebris says whether every word of a line is debris.
func allDebris(ws []word) bool {
	for _, w := range ws {
		if !isDebris(w.text) && len([]rune(w.text)) > 1 {
			return false
		}
	}
	return true
}

// nameish accepts short names with digits ("CO2") but not rules or specks.
func nameish(s string) bool {
	letters, other := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsSpace(r), unicode.IsDigit(r):
		default:
			other++
		}
	}
	return letters >= 2 && letters >= other
}

// mostlyLetters rejects rules, specks and other OCR debris as headings.
func mostlyLetters(s string) bool {
	letters, other := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsSpace(r):
		default:
			other++
		}
	}
	return letters >= 3 && letters >= 2*other
}

func hasLetters(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// endsOpen says whether a name stops mid-phrase, so the next line continues it.
func endsOpen(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasSuffix(s, ",") || strings.HasSuffix(s, "-") || strings.HasSuffix(s, "/") ||
		strings.HasSuffix(s, "(") || strings.HasSuffix(s, "&")
}

func startsLower(s string) bool {
	for _, r := range s {
		return unicode.IsLower(r) || r == '(' || r == '&' || r == '-'
	}
	return false
}

// isHeading says whether a name-only line reads as a section heading rather
// than half of a wrapped test name: bold or upper case or a panel word.
func isHeading(ws []word, text string) bool {
	if len(ws) > 0 && ws[0].bold {
		return true
	}
	letters, upper := 0, 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	if letters >= 3 && upper == letters {
		return true
	}
	return panelWordRE.MatchString(text)
}

var panelWordRE = regexp.MustCompile(`(?i)\b(panel|profile|count|function tests?|urinalysis|chemistry|haematology|hematology|lipids?|thyroid|metabolic|serology|immunology|vitamins?|electrolytes|hormones?|cbc|cmp|bmp|lft|kft|rft)\b`)

var (
	stuckUnitRE    = regexp.MustCompile(`^([<>≤≥]?\d[\d.,]*)(%|[a-zA-Zµ/][^\s]*)(\s.*)?$`)
	zeroPaddedRE   = regexp.MustCompile(`^0\d{2,}$`)
	leadingCountRE = regexp.MustCompile(`^\d+\s`)
)

// plausibleName rejects addresses and sentences that happen to end in a
// number (a postcode, a phone number) and so look like a result row.
func plausibleName(s string) bool {
	if s == "" || !hasLetters(s) || len(s) > 90 || len(strings.Fields(s)) > 12 {
		return false
	}
	return !leadingCountRE.MatchString(s) && !strings.ContainsAny(s, ";<>")
}

var nameTrimRE = regexp.MustCompile(`[\s.:…_]+$`)

func cleanName(s string) string {
	s = strings.TrimSpace(nameTrimRE.ReplaceAllString(s, ""))
	return strings.Join(strings.Fields(s), " ")
}

// buildResult interprets a row draft.
func buildResult(d *rowDraft, gender string, decimalComma bool) (assay.LabReportResult, bool) {
	r := assay.LabReportResult{SampleType: "unknown", MeasurementKind: "unknown"}
	r.TestName = cleanName(joinWords(d.name))
	ocr := d.page.ocr
	if ocr {
		r.TestName = fixOCRName(r.TestName)
	}
	conf := assay.FieldConfidence{TestName: meanConf(d.name)}
	var reasons []string

	valueText := joinWords(d.value)
	if ocr {
		valueText = fixOCRValue(valueText, decimalComma)
	}
	pv, ok := parseValue(valueText, decimalComma)
	unitFromValue := ""
	if !ok {
		// unit stuck to the value: "41.5%"
		if m := stuckUnitRE.FindStringSubmatch(valueText); m != nil {
			if v, ok2 := parseValue(m[1], decimalComma); ok2 {
				valueText = m[1] + " " + m[2] + m[3]
				_ = v
			}
		}
	}
	if !ok {
		pv, ok = parseValue(valueText, decimalComma)
	}
	if !ok {
		// value and unit in one cell: "5.4 mmol/L"
		f := strings.Fields(valueText)
		for k := len(f) - 1; k >= 1; k-- {
			if v, ok2 := parseValue(strings.Join(f[:k], " "), decimalComma); ok2 {
				pv, ok = v, true
				rest := strings.Join(f[k:], " ")
				if fl, isFlag := parseFlag(rest); isFlag && pv.flag == nil {
					pv.flag = &fl
				} else {
					unitFromValue = rest
				}
				break
			}
		}
	}
	if !ok || !plausibleName(r.TestName) || zeroPaddedRE.MatchString(pv.value) {
		return r, false
	}
	r.Value = pv.value
	conf.Value = meanConf(d.value)

	// flag: its own column, or stuck to the value
	flag := pv.flag
	if ft := strings.TrimSpace(joinWords(d.flag)); ft != "" {
		if ocr {
			ft = fixOCRFlag(ft)
		}
		if f, ok := parseFlag(ft); ok {
			flag = &f
		}
	}
	if flag != nil {
		s := flag.printed
		r.Flag = &s
	}

	// units
	unit := strings.TrimSpace(joinWords(d.unit))
	if strings.Contains(unit, ",") && len(strings.Fields(unit)) >= 3 {
		return r, false // an address line in a footer, not a result
	}
	if unit == "" {
		unit = unitFromValue
	}
	conf.Units = meanConf(d.unit)
	if unitFromValue != "" && len(d.unit) == 0 {
		conf.Units = meanConf(d.value)
	}

	// reference range
	rangeText := strings.TrimSpace(joinWords(d.rng))
	rr := parseRange(rangeText, gender, decimalComma)
	if ocr && rangeText != "" && (!rr.ok || (rr.min == nil) != (rr.max == nil) && !strings.ContainsAny(rangeText, "<>≤≥")) {
		if fixed := fixOCRRange(rangeText); fixed != rangeText {
			if r2 := parseRange(fixed, gender, decimalComma); r2.ok {
				rr, rangeText = r2, fixed
			}
		}
	}
	if unit == "" && rr.unit != "" {
		unit = rr.unit
	}
	if ocr && unit != "" {
		unit = fixOCRUnit(unit)
	}
	if unit != "" {
		r.Units = &unit
	}
	if rangeText != "" {
		r.ReferenceRangeText = &rangeText
		r.MinReferenceRange, r.MaxReferenceRange = rr.min, rr.max
		conf.ReferenceRange = meanConf(d.rng)
		if !rr.ok {
			conf.ReferenceRange *= 0.5
			reasons = append(reasons, "unparsed_range")
		}
	}

	if ocr && pv.num != nil {
		if fixed, ok := fixOCRBound(pv, flag, rangeText, &rr, d.t.has(colFlag)); ok {
			rangeText = fixed
			r.ReferenceRangeText = &rangeText
			r.MinReferenceRange, r.MaxReferenceRange = rr.min, rr.max
			conf.ReferenceRange *= 0.5
			reasons = append(reasons, "ocr_range_comparator_inferred")
			if i := indexOf(reasons, "unparsed_range"); i >= 0 {
				reasons = append(reasons[:i], reasons[i+1:]...)
			}
		}
	}
	if ocr && pv.kind == assay.TypeNumeric {
		if fixed, num, ok := inferDecimalPoint(pv.value, rangeText, rr, flag, decimalComma); ok {
			pv.value, pv.num = fixed, &num
			r.Value = fixed
			conf.Value *= 0.5
			reasons = append(reasons, "ocr_decimal_point_inferred")
		}
	}

	// type
	kind := pv.kind
	r.Type = &kind

	// interpretation
	interp, above, below, ic := interpret(pv, flag, rr, d.outRange)
	r.Interpretation = &interp
	r.IsAboveMaxRange, r.IsBelowMinRange = above, below
	conf.Interpretation = ic * math.Min(conf.Value, 1)
	if flag == nil && !d.outRange && interp == assay.InterpretationAbnormal && rr.ok && (rr.min != nil || rr.max != nil) {
		reasons = append(reasons, "value_outside_printed_range_without_flag")
	}

	if d.panel != "" {
		p := d.panel
		if ocr {
			p = fixOCRName(p)
		}
		r.SourcePanelName = &p
	}
	x0, y0, x1, y1 := bbox(d.words)
	r.Provenance = &assay.Provenance{File: d.page.file, Page: d.page.number, X0: round2(x0), Y0: round2(y0),
		X1: round2(x1), Y1: round2(y1), Unit: d.page.unit, OCR: d.page.ocr}
	if d.page.ocr {
		if conf.TestName < lowFieldConfidence || conf.Value < lowFieldConfidence ||
			(r.Units != nil && conf.Units < lowFieldConfidence) {
			reasons = append(reasons, "low_ocr_confidence")
		}
	}
	conf.TestName, conf.Value = round2(conf.TestName), round2(conf.Value)
	conf.Units, conf.ReferenceRange, conf.Interpretation = round2(conf.Units), round2(conf.ReferenceRange), round2(conf.Interpretation)
	r.Confidence = &conf
	r.ReviewReasons = reasons
	return r, true
}

// interpret derives interpretation and range flags from a printed flag, or
// from the value and range when none is printed. The last value is the
// confidence of the interpretation.
func interpret(pv parsedValue, flag *flagInfo, rr refRange, outRange bool) (string, *bool, *bool, float64) {
	bp := func(b bool) *bool { return &b }
	var above, below *bool
	if pv.num != nil && (rr.min != nil || rr.max != nil) {
		v := *pv.num
		a, b := false, false
		if rr.max != nil {
			a = v > *rr.max || (v == *rr.max && pv.cmp == ">")
		}
		if rr.min != nil {
			b = v < *rr.min || (v == *rr.min && pv.cmp == "<")
		}
		// "<0.5" against an upper limit above it is within range
		if pv.cmp == "<" || pv.cmp == "<=" {
			a = rr.max != nil && v > *rr.max
		}
		above, below = bp(a), bp(b)
	}
	if flag != nil {
		switch {
		case flag.above:
			above, below = bp(true), bp(false)
		case flag.below:
			above, below = bp(false), bp(true)
		}
		if flag.critical {
			return assay.InterpretationCritical, above, below, 1
		}
		return assay.InterpretationAbnormal, above, below, 1
	}
	if outRange {
		return assay.InterpretationAbnormal, above, below, 0.9
	}
	if above != nil {
		if *above || *below {
			return assay.InterpretationAbnormal, above, below, 0.8
		}
		return assay.InterpretationNormal, above, below, 0.95
	}
	if pv.positive != nil && rr.textual != "" {
		if strings.EqualFold(strings.TrimSpace(pv.value), strings.TrimSpace(rr.textual)) {
			return assay.InterpretationNormal, nil, nil, 0.95
		}
		want := qualitativeValues[strings.ToLower(rr.textual)]
		if *pv.positive != want {
			return assay.InterpretationAbnormal, nil, nil, 0.8
		}
		return assay.InterpretationNormal, nil, nil, 0.8
	}
	return assay.InterpretationUnknown, nil, nil, 0.5
}

func indexOf(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

func meanConf(ws []word) float64 {
	if len(ws) == 0 {
		return 0
	}
	var s float64
	for _, w := range ws {
		s += w.conf
	}
	return s / float64(len(ws))
}

func bbox(ws []word) (x0, y0, x1, y1 float64) {
	x0, y0 = math.Inf(1), math.Inf(1)
	x1, y1 = math.Inf(-1), math.Inf(-1)
	for _, w := range ws {
		o := w.orig
		if o == [4]float64{} {
			o = [4]float64{w.x0, w.y0, w.x1, w.y1}
		}
		x0, y0 = math.Min(x0, o[0]), math.Min(y0, o[1])
		x1, y1 = math.Max(x1, o[2]), math.Max(y1, o[3])
	}
	return
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

var digitsRE = regexp.MustCompile(`\d+`)

// lineKey identifies a line's text independent of page numbers and dates.
func lineKey(l *line) string {
	return digitsRE.ReplaceAllString(strings.ToLower(l.text()), "#")
}

// repeatedLines returns the keys of lines printed on most pages of a file
// near the same vertical position: running headers and footers.
func repeatedLines(doc *document) map[string]bool {
	skip := map[string]bool{}
	byFile := map[int][]*page{}
	for _, pg := range doc.pages {
		byFile[pg.file] = append(byFile[pg.file], pg)
	}
	for _, pages := range byFile {
		if len(pages) < 2 {
			continue
		}
		count := map[string]int{}
		for _, pg := range pages {
			seen := map[string]bool{}
			for _, l := range pg.lines {
				// only the top and bottom fifth of a page hold running text
				if l.y0 > 0.2*pg.height && l.y1 < 0.8*pg.height {
					continue
				}
				k := lineKey(l)
				if !seen[k] {
					seen[k] = true
					count[k]++
				}
			}
		}
		for k, n := range count {
			if n >= 2 && n*2 >= len(pages) {
				skip[k] = true
			}
		}
	}
	return skip
}

var decimalCommaRE = regexp.MustCompile(`(^|[\s(<>])\d+,\d{1,2}($|[\s)])`)

// usesDecimalComma says whether numbers are printed "5,4" rather than "5.4".
func usesDecimalComma(doc *document) bool {
	commas, dots := 0, 0
	for _, pg := range doc.pages {
		for _, w := range pg.words {
			if decimalCommaRE.MatchString(w.text) {
				commas++
			} else if strings.Contains(w.text, ".") && numberRE.MatchString(strings.Trim(w.text, "()<>")) {
				dots++
			}
		}
	}
	return commas > dots
}

var labCueRE = regexp.MustCompile(`(?i)\b(mg/dl|mmol/l|g/dl|u/l|iu/l|reference (range|interval)|result|hemoglobin|haemoglobin|glucose|cholesterol|creatinine|specimen|laboratory)\b`)

func looksLikeLabReport(doc *document) bool {
	n := 0
	for _, pg := range doc.pages {
		for _, l := range pg.lines {
			if labCueRE.MatchString(l.text()) {
				n++
			}
		}
	}
	return n >= 2
}

var (
	leaderRE   = regexp.MustCompile(`^[.…·_\-,:]{2,}$`)
	refLabelRE = regexp.MustCompile(`(?i)^(ref(erence)?( range| interval)?|range|normal|nr)\s*[:.;,'’]?$`)
)

// freeRow reads a result line printed without a table header: a name
// (often followed by dot leaders), a value with an optional flag, then a
// unit and a reference range ("Ref: 70-99") in any order. The line must
// carry a unit or a range besides the value, which keeps metadata lines out.
func freeRow(l *line, t *table) *rowDraft {
	var ws []word
	for _, w := range l.words {
		if !leaderRE.MatchString(w.text) {
			ws = append(ws, w)
		}
	}
	if len(ws) < 3 || labelLineRE.MatchString(joinWords(ws)) || footerLineRE.MatchString(joinWords(ws)) {
		return nil
	}
	// the value is the first number-like word after at least one name word
	vi := -1
	for i := 1; i < len(ws); i++ {
		if startsNumber(ws[i].text) || isQualitative(ws[i].text) {
			if _, ok := parseValue(ws[i].text, false); ok {
				vi = i
				break
			}
		}
	}
	if vi < 0 {
		return nil
	}
	d := &rowDraft{t: t, page: l.page, words: ws, name: ws[:vi], value: ws[vi : vi+1], y: l.y0}
	rest := ws[vi+1:]
	if len(rest) > 0 {
		if _, ok := parseFlag(rest[0].text); ok {
			d.flag, rest = rest[:1], rest[1:]
		}
	}
	// unit: the words before the range starts
	ri := len(rest)
	for i, w := range rest {
		if refLabelRE.MatchString(w.text) || startsNumber(w.text) || strings.HasPrefix(w.text, "(") {
			ri = i
			break
		}
	}
	d.unit = rest[:ri]
	rng := rest[ri:]
	if len(rng) > 0 && refLabelRE.MatchString(rng[0].text) {
		rng = rng[1:]
	}
	d.rng = rng
	if len(d.unit) == 0 && len(d.rng) == 0 {
		return nil
	}
	if l.page.ocr {
		d.name = trimDebris(d.name)
	}
	if n := joinWords(d.name); len(d.unit) > 3 || !nameish(n) || strings.ContainsAny(n, ":#") {
		return nil
	}
	return d
}
