package parser

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
)

var (
	stuckUnitRE  = regexp.MustCompile(`^([<>≤≥]?\d[\d.,]*)(%|[a-zA-Zµ/][^\s]*)(\s.*)?$`)
	zeroPaddedRE = regexp.MustCompile(`^0\d{2,}$`)
)

// sharedUnit is the unit a report prints once for many rows instead of on
// each: in the label of the result or range column ("Résultat (mmol/l)")
// of a table with no unit column of its own, or after the section title
// ("BILAN LIPIDIQUE (g/l)"); "" when there is none.
func sharedUnit(d *rowDraft) string {
	// the section's own title first: a table header OCR missed leaves the
	// header above in force
	if d.page.ocr {
		if _, u, ok := ocrHeadingUnit(d.panel, d.page.lang); ok {
			return u
		}
	} else if _, u, ok := headingUnit(d.panel); ok {
		return u
	}
	if d.t != nil && !d.t.has(colUnit) && !d.t.has(colAltResult) {
		for _, c := range d.t.cols {
			if c.unit != "" && (c.kind == colResult || c.kind == colRange) {
				return c.unit
			}
		}
	}
	return ""
}

// unitBeforeRange says whether a row without a unit has one at the start
// of its range cell ("mg/dL 10 - 50": the column boundary fell left of the
// unit, as when OCR missed the "Units" label), and returns the range after
// it.
func unitBeforeRange(d *rowDraft, gender string, decimalComma bool) (string, bool) {
	if !leadingUnit(d) {
		return "", false
	}
	bounded := func(r refRange) bool { return r.ok && (r.min != nil || r.max != nil) }
	rest := strings.TrimSpace(joinWords(d.rng[1:]))
	if !bounded(parseRange(rest, gender, decimalComma)) || bounded(parseRange(joinWords(d.rng), gender, decimalComma)) {
		return "", false
	}
	return rest, true
}

// leadingUnit says whether a row's range cell starts with a unit and goes
// on after it (OCR's reading of the unit mended).
func leadingUnit(d *rowDraft) bool {
	if len(d.rng) < 2 || startsNumber(d.rng[0].text) {
		return false
	}
	first := d.rng[0].text
	if d.page.ocr {
		first = fixOCRUnitIn(first, d.page.lang)
	}
	return isUnitToken(first)
}

// testName is the row's test name as printed, without an outline number
// before it, mended when OCR read it.
func (d *rowDraft) testName() string {
	ws := d.name
	if len(ws) > 1 && hasLetters(ws[1].text) && outlineRE.MatchString(ws[0].text) {
		ws = ws[1:]
	}
	// a speck after the name that OCR read as a short lower-case word it
	// doubts ("Count a", "Thrombozyten u", "(Absolute) oh")
	for d.page.ocr && len(ws) > 1 {
		w := ws[len(ws)-1]
		if w.conf >= 0.5 || utf8.RuneCountInString(w.text) > 3 || strings.ToLower(w.text) != w.text ||
			strings.ContainsAny(w.text, "0123456789)%#") || nameVocab()[w.text] {
			break
		}
		ws = ws[:len(ws)-1]
	}
	name := cleanName(joinWords(joinBrokenWords(ws)))
	if d.page.ocr {
		name = fixOCRNameIn(name, d.page.lang)
	}
	return name
}

// buildResult interprets a row draft.
func buildResult(d *rowDraft, gender string, decimalComma bool) (assay.LabReportResult, bool) {
	r := assay.LabReportResult{SampleType: "unknown", MeasurementKind: "unknown"}
	r.TestName = d.testName()
	// a report with no range column prints it in the name cell
	nameRange := ""
	if len(d.rng) == 0 {
		if name, rng, ok := rangeInName(r.TestName, decimalComma); ok {
			r.TestName, nameRange = name, rng
		}
	}
	ocr := d.page.ocr
	conf := assay.FieldConfidence{TestName: meanConf(d.name)}
	var reasons []string

	if ocr {
		gluedDecimals(d, decimalComma)
	}
	valueText := joinWords(d.value)
	if ocr {
		valueText = fixOCRQualitative(fixOCRValue(valueText, decimalComma || commaSeen(d.value)), d.page.lang)
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
	if !ok && d.wordResult && len(strings.Fields(valueText)) >= 4 {
		// a sentence: its first word is no value with the rest its unit
		// ("Positive : présence de trophozoïtes ...")
		pv, ok = parsedValue{value: strings.TrimSpace(valueText), kind: assay.TypeComment}, true
	}
	if !ok {
		// value and unit in one cell: "5.4 mmol/L"
		f := strings.Fields(valueText)
		for k := len(f) - 1; k >= 1; k-- {
			if v, ok2 := parseValue(strings.Join(f[:k], " "), decimalComma); ok2 {
				pv, ok = v, true
				rest := strings.Join(f[k:], " ")
				fl, isFlag := parseFlag(rest)
				if !isFlag {
					fl, isFlag = signFlag(rest)
				}
				if isFlag && pv.flag == nil {
					pv.flag = &fl
				} else {
					unitFromValue = rest
				}
				break
			}
		}
	}
	if !ok && d.wordResult {
		pv, ok = parsedValue{value: strings.TrimSpace(valueText), kind: assay.TypeComment}, true
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
			// a letter doubled in the reading: "HH" in a box no wider
			// than one H is H
			if w := d.flag[0]; len(d.flag) == 1 && (ft == "HH" || ft == "LL") && w.x1-w.x0 < 1.1*(w.y1-w.y0) {
				ft = ft[:1]
			}
		}
		if f, ok := parseFlag(ft); ok {
			flag = &f
		}
	}
	// a narrow flag column beside the range or the unit lands in their cell:
	// "(H) 0.60-1.35", "H mg/dL"
	for _, cell := range []*[]word{&d.rng, &d.unit} {
		if f, rest, ok := cutFlagWord(*cell, ocr); ok {
			*cell = rest
			if flag == nil {
				flag = &f
			}
		}
	}
	// a flag with no unit after it is all of the unit's cell ("1/320 H"),
	// unless it is a unit's own spelling ("L")
	// (as printed: OCR's mending reads flags into units, "fl" as "H")
	if len(d.unit) == 1 && d.unit[0].text != "L" && !slices.Contains(knownUnits, d.unit[0].text) {
		t := d.unit[0].text
		if f, ok := parseFlag(t); ok && strings.ToUpper(t) == t {
			d.unit = nil
			if flag == nil {
				flag = &f
			}
		}
	}
	// a range printed in brackets after the unit ("mg/L (< 5,0)", "mmHg
	// [35.0 - 45.0]") lands in the unit's cell, whole or its first part
	if i := bracketedRangeAt(d.unit); i > 0 {
		d.rng = append(slices.Clone(d.unit[i:]), d.rng...)
		d.unit = d.unit[:i]
	}
	// an unlabelled column of signs beside the value lands in the unit's
	// cell ("5,6  +  mmol/l"), or is all of it when the test has no unit
	if n := len(d.unit); n > 0 {
		// (a sign OCR doubts is a speck: "5.8  -  mmol/L")
		if f, ok := signFlag(d.unit[0].text); ok && (n == 1 || !startsNumber(d.unit[1].text)) && (!d.page.ocr || d.unit[0].conf >= 0.4) {
			d.unit = d.unit[1:]
			if flag == nil {
				flag = &f
			}
		}
	}
	if flag != nil {
		s := flag.printed
		r.Flag = &s
	}

	// units
	unit := unbracketed(strings.TrimSpace(joinWords(d.unit)))
	// (a comma ending the cell is a speck: "mmo 1 / L,")
	if strings.Contains(strings.TrimRight(unit, ",.;: "), ",") && len(strings.Fields(unit)) >= 3 {
		return r, false // an address line in a footer, not a result
	}
	rangeFromValue := ""
	if unit == "" {
		// (a result cell may hold the range too, in brackets after the unit:
		// "11,6 g/dL (12,0 – 16,0)")
		unit, rangeFromValue = cutBracketedRange(unitFromValue)
	}
	if unit == "" {
		// a report with no unit column prints it in the name cell:
		// "Glucosio (mg/dL)"
		if name, u, ok := unitInName(r.TestName, d.page); ok {
			r.TestName, unit = name, u
		}
	}
	if unit == "" && pv.num != nil {
		unit = sharedUnit(d)
	}
	conf.Units = meanConf(d.unit)
	if unitFromValue != "" && len(d.unit) == 0 {
		conf.Units = meanConf(d.value)
	}

	// reference range
	if ocr {
		d.rng = dropBarMarks(d.rng)
	}
	rngWords := d.rng // (a draft is built again when flags are judged: left whole)
	if cell, ok := sexColumnCell(d, gender, decimalComma); ok {
		rngWords = cell
	}
	rangeText := strings.TrimSpace(joinWords(rngWords))
	if strings.Trim(rangeText, "-–—−") == "" {
		rangeText = "" // a dash holds the place of a range the test has none of
	}
	if b, ok := loneBound(d, decimalComma); ok {
		rangeText = b
	}
	if rangeText == "" && nameRange != "" {
		rangeText, rngWords = nameRange, d.name
	}
	if rangeText == "" && rangeFromValue != "" {
		rangeText, rngWords = rangeFromValue, d.value
	}
	if unit == "" {
		if rest, ok := unitBeforeRange(d, gender, decimalComma); ok {
			unit, rangeText, conf.Units, rngWords = d.rng[0].text, rest, d.rng[0].conf, d.rng[1:]
		}
	}
	rr := parseRange(rangeText, gender, decimalComma)
	if ocr && rangeText != "" && (!rr.ok || (rr.min == nil) != (rr.max == nil) && !strings.ContainsAny(rangeText, "<>≤≥") || unclosedBracket(rangeText)) {
		if fixed := fixOCRRange(rangeText); fixed != rangeText {
			if r2 := parseRange(fixed, gender, decimalComma); r2.ok {
				rr, rangeText = r2, fixed
			}
		}
	}
	if ocr && rangeText != "" && !rr.ok {
		// (parseRange takes no range whose bounds are inverted)
		if fixed, ok := zeroForLookAlike(fixOCRRange(rangeText)); ok {
			if r2 := parseRange(fixed, gender, decimalComma); r2.ok {
				rr, rangeText = r2, fixed
			}
		}
	}
	if ocr && rr.min != nil && *rr.min < 0 && rr.max != nil && *rr.max > 0 {
		if fixed, ok := unsignedLowerBound(r.TestName, unit, rangeText); ok {
			if r2 := parseRange(fixed, gender, decimalComma); r2.ok {
				rr, rangeText = r2, fixed
			}
		}
	}
	if unit == "" && rr.unit != "" {
		unit = rr.unit
	}
	if ocr && unit != "" {
		var inferred bool
		read := unit
		fits := unitFitsTest(r.TestName)
		if unit, inferred = mendOCRUnit(unit, d.page.lang, fits); inferred {
			conf.Units *= 0.5
			reasons = append(reasons, "ocr_unit_inferred")
		}
		if !isKnownUnit(unit) && !countUnit(unit, d.page.lang) {
			if k, ok := pageUnitNear(d.page, unit, fits); ok {
				unit = k
				conf.Units *= 0.5
				reasons = append(reasons, "ocr_unit_inferred")
			}
		}
		unit = pageUnitSpelling(d.page, unit, read)
		unit = microMisread(unit, r.TestName)
		unit = countExponent(unit, r.TestName, d.page.lang)
		// the range cell's trailing unit is a second reading of it; it wins
		// over a unit cell that reads as no unit, one that was mended into
		// a unit while the range's reads as printed, or one the test is
		// never reported in ("H" beside it read as pH)
		mended := !strings.EqualFold(strings.TrimSpace(read), unit) && isKnownUnit(strings.Trim(rr.unit, " .,;:"))
		if ru := fixOCRUnitIn(rr.unit, d.page.lang); rr.unit != "" && isKnownUnit(ru) && !strings.EqualFold(ru, unit) &&
			(!isKnownUnit(unit) || mended || !fits(unit) && fits(ru)) {
			unit = ru
		}
		if u, ok := unitByMagnitude(r.TestName, unit, rangeText, rr, pv.num); ok {
			unit = u
			if !slices.Contains(reasons, "ocr_unit_inferred") {
				conf.Units *= 0.5
				reasons = append(reasons, "ocr_unit_inferred")
			}
		}
		raw := cleanName(joinWords(d.name))
		r.TestName = countSign(raw, differentialMark(raw, r.TestName, unit), unit, d.page.lang)
	}
	if unit != "" {
		r.Units = &unit
	}
	if rangeText != "" {
		r.ReferenceRangeText = &rangeText
		r.MinReferenceRange, r.MaxReferenceRange = rr.min, rr.max
		conf.ReferenceRange = meanConf(rngWords)
		if !rr.ok {
			conf.ReferenceRange *= 0.5
			reasons = append(reasons, "unparsed_range")
		}
	}

	// tookRange records a range OCR garbled and rr mended, read from fixed
	tookRange := func(fixed, reason string) {
		rangeText = fixed
		r.ReferenceRangeText = &rangeText
		r.MinReferenceRange, r.MaxReferenceRange = rr.min, rr.max
		conf.ReferenceRange *= 0.5
		reasons = append(reasons, reason)
		if i := indexOf(reasons, "unparsed_range"); i >= 0 {
			reasons = append(reasons[:i], reasons[i+1:]...)
		}
	}
	if ocr && pv.num != nil {
		if fixed, ok := fixOCRBound(pv, flag, rangeText, &rr, d.t.has(colFlag)); ok {
			tookRange(fixed, "ocr_range_comparator_inferred")
		}
	}
	// separators OCR lost from the bounds, restored from the bounds'
	// precision or the value, else from the test's typical limits
	separatorsMended := func(fixed string, ok bool) bool {
		r2 := parseRange(fixed, gender, decimalComma)
		if !ok || !r2.ok {
			return false
		}
		rr = r2
		tookRange(fixed, "ocr_range_separator_inferred")
		return true
	}
	if ocr {
		mended := pv.kind == assay.TypeNumeric && rangeText != "" &&
			separatorsMended(inferRangeSeparators(pv.value, rangeText, rr, flag, decimalComma))
		if !mended && rr.ok {
			separatorsMended(boundsByMagnitude(r.TestName, unit, rangeText, rr, pv.num, flag, decimalComma))
		}
	}
	if ocr && pv.kind == assay.TypeNumeric {
		if fixed, num, ok := inferDecimalPoint(pv.value, rangeText, rr, flag, decimalComma); ok {
			pv.value, pv.num = fixed, &num
			r.Value = fixed
			conf.Value *= 0.5
			reasons = append(reasons, "ocr_decimal_point_inferred")
		} else if fixed, num, ok := zeroReadAsDigit(pv.value, rr, flag); ok {
			pv.value, pv.num = fixed, &num
			r.Value = fixed
			conf.Value *= 0.5
			reasons = append(reasons, "ocr_zero_inferred")
		}
	}
	if ocr && d.flagged && flag == nil && !d.outRange && pv.kind == assay.TypeNumeric && pv.cmp == "" {
		if fixed, num, ok := flagReadAsDigit(pv.value, rangeText, rr, decimalComma); ok {
			pv.value, pv.num = fixed, &num
			r.Value = fixed
			conf.Value *= 0.5
			reasons = append(reasons, "ocr_flag_read_as_digit")
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
		p := panelName(d.panel)
		if ocr {
			p = fixOCRNameIn(p, d.page.lang)
		}
		r.SourcePanelName = &p
	}
	x0, y0, x1, y1 := bbox(d.words)
	boxUnit := d.page.unit
	if d.page.rendered && d.page.dpi > 0 {
		k := 72 / float64(d.page.dpi)
		x0, y0, x1, y1, boxUnit = x0*k, y0*k, x1*k, y1*k, "pt"
	}
	r.Provenance = &assay.Provenance{File: d.page.file, Page: d.page.number, X0: round2(x0), Y0: round2(y0),
		X1: round2(x1), Y1: round2(y1), Unit: boxUnit, OCR: d.page.ocr}
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

// titreBoundRE is a titre's one-sided reference: "< 1/160", "≥1:40".
var titreBoundRE = regexp.MustCompile(`^(<=|>=|≤|≥|<|>)\s*1\s*[:/]\s*(\d+)$`)

// titre is the dilution of a titre value ("1:160", "1/320": 160, 320).
func titre(s string) (float64, bool) {
	m := titreRE.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(m[1], 64)
	return v, err == nil
}

var titreRE = regexp.MustCompile(`^1\s*[:/]\s*(\d+)$`)

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
	// a titre against a titre's cut-off ("1/320" beside "< 1/160"): the
	// higher the dilution, the higher the titre
	if v, ok := titre(pv.value); ok && pv.kind == assay.TypeRatio {
		if m := titreBoundRE.FindStringSubmatch(strings.TrimSpace(rr.textual)); m != nil {
			lim, _ := strconv.ParseFloat(m[2], 64)
			in := v < lim
			switch m[1] {
			case "<=", "≤":
				in = v <= lim
			case ">":
				in = v > lim
			case ">=", "≥":
				in = v >= lim
			}
			if in {
				return assay.InterpretationNormal, nil, nil, 0.8
			}
			return assay.InterpretationAbnormal, nil, nil, 0.8
		}
	}
	// a word against a cut-off ("Non-reactive" beside "< 1.00"): below
	// the cut-off is the negative side
	if pv.positive != nil && pv.num == nil && rr.max != nil && rr.min == nil {
		if *pv.positive {
			return assay.InterpretationAbnormal, nil, nil, 0.8
		}
		return assay.InterpretationNormal, nil, nil, 0.8
	}
	if pv.positive != nil && rr.textual != "" {
		if strings.EqualFold(strings.TrimSpace(pv.value), strings.TrimSpace(rr.textual)) {
			return assay.InterpretationNormal, nil, nil, 0.95
		}
		want, _, _ := qualitative(foldAccents(strings.TrimSpace(rr.textual)))
		if *pv.positive != want {
			return assay.InterpretationAbnormal, nil, nil, 0.8
		}
		return assay.InterpretationNormal, nil, nil, 0.8
	}
	return assay.InterpretationUnknown, nil, nil, 0.5
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

// cutFlagWord splits a flag printed first in a cell of other words.
func cutFlagWord(ws []word, ocr bool) (flagInfo, []word, bool) {
	if len(ws) < 2 {
		return flagInfo{}, ws, false
	}
	t := ws[0].text
	if ocr {
		t = fixOCRFlag(t)
	}
	// bare letters are units or words ("L" is litre); a flag here is marked,
	// or stands before the range's number or a whole unit of its own ("B
	// g/dL") that it is no part of
	bare := len(ws[0].text) <= 2 && strings.ToUpper(t) == t
	beforeUnit := func() bool {
		u := joinWords(ws[1:])
		return (isKnownUnit(u) || perUnitRE.MatchString(u)) && !isKnownUnit(ws[0].text+u)
	}
	// (or before a bound in words: "H jusqu'à 6,0")
	wordBound := func() bool {
		rest := joinWords(ws[1:])
		return !startsNumber(rest) && (rangeUpperRE.MatchString(rest) || rangeLowerRE.MatchString(rest))
	}
	if !strings.ContainsAny(t, "()[]*↑↓") && !(bare && (startsNumber(ws[1].text) || strings.ContainsAny(ws[1].text, "<>≤≥") || beforeUnit() || wordBound())) {
		return flagInfo{}, ws, false
	}
	f, ok := parseFlag(t)
	if !ok {
		return flagInfo{}, ws, false
	}
	return f, ws[1:], true
}

// nameUnitRE is a name ending in a bracketed word that may be its unit.
var nameUnitRE = regexp.MustCompile(`^(.*\S)\s*\(([^()]+)\)$`)

// unitInName splits a unit printed in brackets after a test's name
// ("Leucociti (10^3/µL)") from it, when the bracket holds a known unit
// (mended on an OCR'd page); an abbreviation in brackets ("(MCV)") stays.
func unitInName(name string, pg *page) (string, string, bool) {
	m := nameUnitRE.FindStringSubmatch(name)
	if m == nil {
		return "", "", false
	}
	u := strings.TrimSpace(m[2])
	if strings.EqualFold(u, "pH") {
		return "", "", false // "Reaction (pH)" names the test
	}
	if pg != nil && pg.ocr {
		u = fixOCRUnitIn(u, pg.lang)
	}
	if !isKnownUnit(u) {
		v, ok := powerOfTenUnit(u, "")
		if !ok || !isUnitToken(v) {
			return "", "", false
		}
		u = v
	}
	return m[1], u, true
}

// bracketedRange says whether text is a reference range in brackets, as a
// report without a range column prints it in the name cell ("(70 - 110)",
// "(hasta 200)", "(Negativo)"): two bounds or one with its comparator, or
// the expected qualitative result. A lone number ("(1)", a footnote) or
// words ("(ELISA)") are no range.
func bracketedRange(text string, decimalComma bool) bool {
	in, ok := strings.CutPrefix(strings.TrimSpace(text), "(")
	if !ok || !strings.HasSuffix(in, ")") {
		return false
	}
	in = strings.TrimSpace(strings.TrimSuffix(in, ")"))
	if isQualitative(in) {
		return true
	}
	if _, ok := parseNumber(in, decimalComma); ok {
		return false
	}
	rr := parseRange(in, "", decimalComma)
	return rr.ok && (rr.min != nil || rr.max != nil)
}

// rangeInName splits a name cell that ends in a bracketed reference range
// ("Glucosa (70 - 110)") into the name and the range.
func rangeInName(name string, decimalComma bool) (string, string, bool) {
	m := nameUnitRE.FindStringSubmatch(name)
	if m == nil {
		return "", "", false
	}
	rng := "(" + m[2] + ")"
	if !bracketedRange(rng, decimalComma) {
		return "", "", false
	}
	return m[1], rng, true
}

// unbracketed is a unit cell without the brackets some labs print every
// unit in ("[mmol/L]", "(mg/dL)"); a lone bracket is one OCR lost the other
// of (no unit starts or ends with one).
func unbracketed(u string) string {
	if u == "" {
		return u
	}
	if strings.ContainsRune("[{", rune(u[0])) || u[0] == '(' && strings.HasSuffix(u, ")") {
		u = u[1:]
	}
	if strings.HasSuffix(u, "]") || strings.HasSuffix(u, "}") || strings.HasSuffix(u, ")") && !strings.Contains(u, "(") {
		u = u[:len(u)-1]
	}
	return strings.TrimSpace(u)
}

// pageUnitNear reads a unit OCR garbled beyond what mendOCRUnit takes on its
// own ("maid", "xIOESAA") as one the page prints legibly elsewhere, when
// that unit fits the row's test and is clearly the nearest of them: a report
// prints a handful of units over and over, so its own readings are a far
// smaller and likelier choice than every unit there is.
func pageUnitNear(pg *page, u string, fits func(string) bool) (string, bool) {
	u = strings.TrimSpace(dropMarks(u))
	fu := foldUnit(u)
	if utf8.RuneCountInString(fu) < 2 {
		return "", false
	}
	dist := readUnitDistance(u, fu, pg.lang)
	best, bestD, second := "", 1<<30, 1<<30
	seen := map[string]bool{}
	for _, w := range pg.words {
		k := strings.Trim(w.text, "()[]{}.,;:")
		if seen[k] || !strings.ContainsAny(k, "/^³") {
			continue
		}
		seen[k] = true
		if k = raisedPowers.Replace(k); !isKnownUnit(k) || fits != nil && !fits(k) {
			continue
		}
		switch d := dist(foldUnit(k)); {
		case d < bestD:
			best, bestD, second = k, d, bestD
		case d < second && foldUnit(k) != foldUnit(best):
			second = d
		}
	}
	// within half the unit's letters misread, and a full edit nearer than
	// any other unit of the page
	if best == "" || bestD > utf8.RuneCountInString(foldUnit(best)) || second < bestD+2 {
		return "", false
	}
	return best, true
}

// perUnitRE is a unit written as a word per volume ("células/µL",
// "copias/mL", "UFC/mL"): a unit, though no list holds it.
var perUnitRE = regexp.MustCompile(`^\pL{2,12}/\pL{1,3}$`)

// cutBracketedRange splits a cell's text into the unit and a range printed
// in brackets after it ("mg/L (< 5,0)"); see rangeOpensAt.
func cutBracketedRange(s string) (unit, rng string) {
	ws := strings.Fields(s)
	if i := rangeOpensAt(ws); i > 0 {
		return strings.Join(ws[:i], " "), strings.Join(ws[i:], " ")
	}
	return s, ""
}

// bracketedRangeAt is rangeOpensAt of a cell's words.
func bracketedRangeAt(ws []word) int {
	ts := make([]string, len(ws))
	for i, w := range ws {
		ts[i] = w.text
	}
	return rangeOpensAt(ts)
}

// rangeOpensAt is the index of the word that opens a range in brackets
// ("(<", "[35.0") after a word of the unit; -1 when none does. A bracket
// round a unit ("(10^9/L)") or a word ("(CKD-EPI)") is the unit's.
func rangeOpensAt(ts []string) int {
	for i := 1; i < len(ts); i++ {
		t := ts[i]
		if len(t) < 2 || t[0] != '(' && t[0] != '[' {
			continue
		}
		inner := strings.TrimLeft(t[1:], "<>≤≥= ")
		if inner == "" && i+1 < len(ts) {
			inner = ts[i+1]
		}
		if inner != "" && startsNumber(inner) && !strings.Contains(strings.Join(ts[i:], " "), "/") {
			return i
		}
	}
	return -1
}

// gluedDecimalsRE is a unit cell read with digits before the unit: the
// decimals of the value beside it, its separator lost ("4pg").
var gluedDecimalsRE = regexp.MustCompile(`^([\dASBZG]{1,2}?)([^\d\s.,].*)$`)

// decimalsRE is a number's decimals (a range's bound printed with them).
var decimalsRE = regexp.MustCompile(`\d[.,](\d+)`)

// digitLookAlikes are the capitals OCR reads for a digit of faint print
// ("Apg" for 4 pg); I and l are left out: "IU/L" is a unit.
var digitLookAlikes = strings.NewReplacer("A", "4", "S", "5", "B", "8", "Z", "2", "G", "6")

// gluedDecimals gives back to a whole-number value the decimals OCR glued to
// the unit beside it when it lost the separator between them ("27 4pg" for
// 27,4 pg; "27 Apg"): the digits sit closer to the value than a column's gap, what is
// left is a unit, and the range prints as many decimals.
func gluedDecimals(d *rowDraft, decimalComma bool) {
	if len(d.value) != 1 || len(d.unit) == 0 || !allDigits(d.value[0].text) {
		return
	}
	v, u := d.value[0], d.unit[0]
	m := gluedDecimalsRE.FindStringSubmatch(u.text)
	if m == nil || !isKnownUnit(m[2]) || isKnownUnit(u.text) || u.x0-v.x1 > 0.8*(v.y1-v.y0) {
		return
	}
	m[1] = digitLookAlikes.Replace(m[1])
	if !slices.ContainsFunc(decimalsRE.FindAllStringSubmatch(joinWords(d.rng), -1), func(g []string) bool { return len(g[1]) == len(m[1]) }) {
		return
	}
	v.text += decimalSeparator(decimalComma) + m[1]
	u.text = m[2]
	d.value = []word{v}
	d.unit = append([]word{u}, d.unit[1:]...)
}

// unsignedLowerBound drops the minus sign OCR read before a range's lower
// bound (a rule, a dot leader or a flag column's dash: "-4,500-11,000") when
// the test measures a quantity that is never negative: one of the common
// tests whose typical limits are known (loinc.Matcher.LimitsByUnit). A base
// excess keeps its sign.
func unsignedLowerBound(name, unit, rangeText string) (string, bool) {
	t := strings.TrimLeft(rangeText, " ")
	rest := strings.TrimLeft(t, "-–—")
	if rest == t || rest == "" || !unicode.IsDigit([]rune(rest)[0]) {
		return "", false
	}
	if _, lims := loinc.Default().LimitsByUnit(name, unit); lims == nil {
		return "", false
	}
	return rest, true
}

// countUnit says whether u reads as a count unit labs print: 10^9 or 10^12
// per litre, 10^3 or 10^6 per µL or mm³ (not "10^9/µL", a power misread).
func countUnit(u, lang string) bool {
	_, exp, vol, ok := garbledPower(u, lang)
	if vol == "L" {
		return ok && (exp == "9" || exp == "12")
	}
	return ok && (exp == "3" || exp == "6")
}

// countSign gives back the number sign a name read as raw ends in, which
// mending takes for a footnote's mark, when the row's unit is a count's:
// "Neutrophils #" in 10^9/L is the absolute count beside the share.
func countSign(raw, name, unit, lang string) string {
	if !strings.HasSuffix(raw, "#") || strings.HasSuffix(name, "#") || unit == "%" || !countUnit(unit, lang) && !perVolume(unit) {
		return name
	}
	if strings.HasSuffix(raw, " #") {
		return name + " #"
	}
	return name + "#"
}

// raisedPowers writes a count unit's raised power with a caret, as
// knownUnits and LOINC spell it.
var raisedPowers = strings.NewReplacer("10¹²", "10^12", "10³", "10^3", "10⁶", "10^6", "10⁹", "10^9")

// pageUnitSpelling gives a mended enzyme unit the spelling the page's own
// clean readings use: a lab prints international units one way, UI/L or
// U/L, and "UIL" is either with a slash lost or read as I. A page with no
// clean reading of either takes its language's usual spelling for a unit
// mended from what was read (French labs print UI/L).
func pageUnitSpelling(pg *page, unit, read string) string {
	if !strings.Contains(unit, "U/") && !strings.Contains(unit, "UI/") || strings.Contains(unit, "IU/") {
		return unit
	}
	plain := strings.Replace(unit, "UI/", "U/", 1)
	ui := strings.Replace(plain, "U/", "UI/", 1)
	var sawUI, sawPlain bool
	for _, w := range pg.words {
		if pg.ocr && w.conf < 0.6 {
			continue // a reading OCR doubts is no clean one
		}
		switch t := strings.Trim(w.text, "()[].,;:"); {
		case strings.EqualFold(t, ui):
			sawUI = true
		case strings.EqualFold(t, plain):
			sawPlain = true
		}
	}
	switch {
	case sawUI && !sawPlain:
		return ui
	case sawPlain && !sawUI:
		return plain
	case !sawUI && !sawPlain && pg.lang == "fr" && !strings.EqualFold(read, unit):
		return ui
	}
	return unit
}
