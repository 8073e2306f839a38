package parser

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay/data"
	"github.com/assayhq/assay/loinc"
)

// Corrections for Tesseract's usual confusions on lab reports. They apply
// to OCR pages only; text PDFs are taken as printed.

// knownUnits are units as labs print them; an OCR'd unit that is one edit
// away from one of them (after folding look-alike characters) is read as it.
var knownUnits = []string{
	"mg/dL", "g/dL", "g/L", "mg/L", "ug/dL", "µg/dL", "mcg/dL", "ng/dL", "ng/mL", "pg/mL", "ug/L", "µg/L", "ng/L",
	"mmol/L", "umol/L", "µmol/L", "nmol/L", "pmol/L", "mol/L", "mEq/L", "mOsm/kg",
	"U/L", "IU/L", "mU/L", "mIU/L", "uIU/mL", "µIU/mL", "mIU/mL", "IU/mL", "U/mL", "kU/L",
	"%", "fL", "pg", "L/L", "sec", "seconds", "ratio", "mm/hr", "mm/h", "mm", "Index",
	"x10^9/L", "x10^12/L", "10^9/L", "10^12/L", "/nl", "/pl", "/nL", "/pL", "/µl", "x10E3/uL", "x10E6/uL", "10^3/uL", "10^6/uL", "x10^3/uL", "x10^6/uL", "K/uL", "M/uL",
	"/cumm", "mill/cumm", "lakh/cumm", "lakhs/cumm", "thou/cumm", "mm/1st hr", "thou/mm3", "cells/uL", "/uL", "/HPF", "/LPF", "T/L", "G/L",
	"mL/min/1.73m²", "mL/min/1.73m2", "mL/min", "g/24h", "mg/24h", "mmol/24h", "mL/24h", "µmol/24h", "mEq/24h", "mg/g", "mg/mmol", "mmol/mol", "copies/mL", "titre", "AU/mL",
	"gm/dL", "mIU/L", "pH", "S/CO", "COI",
	// as printed in the other report languages
	"UI/L", "mUI/L", "UI/mL", "mUI/mL", "µUI/mL", "/mm³", "mL/min/1,73m²", "mm/h", "Gpt/L", "Tpt/L", "/µL", "x10^3/µL", "x10^6/µL",
	"10^3/µL", "10^6/µL", "mil/mm³", "milhões/mm³", "milhares/mm³", "miles/mm³", "millones/mm³", "mil/µL", "milhões/µL",
	"x10E9/L", "x10E12/L", "10E9/L", "10E12/L", "IE/L", "mIE/L", "IE/mL", "mIE/mL", "µIE/mL", "mval/l", "µkat/l", "mm/1h", "mm/1st hour", "mm in 1st hour", "/champ", "/campo", "x campo",
	"mill/mm³", "mm/hora", "mm/1a hora", "mm/ora", "mm/1a ora", "mm/saat",
}

// readOnlyUnits are units labs print that stand too near a commoner one
// to mend a reading into: read as printed they stay ("/cmm"), but "/mm?"
// is /mm³, not /cmm.
var readOnlyUnits = []string{"/cmm", "million/cmm"}

// foldedKnownUnits are knownUnits through foldUnit, folded once.
var foldedKnownUnits = func() []string {
	f := make([]string, len(knownUnits))
	for i, k := range knownUnits {
		f[i] = foldUnit(k)
	}
	return f
}()

// unitSpellingPreference breaks ties between known units equally near an
// OCR'd token, which differ in how they spell the same unit: a power of ten
// printed as a superscript (the OCR read no "E") is written x10^3, as the
// text path writes a printed superscript; micro is µ on reports in
// languages other than English, u on English ones, unless OCR read a µ.
func unitSpellingPreference(k, read, lang string) int {
	p := 0
	if strings.Contains(k, "^") && !strings.ContainsAny(read, "Ee") {
		p += 2
	}
	// a reading that starts with a descender (p, y) or an H where the unit
	// starts with micro saw a µ: Tesseract reads a printed u as u
	micro := strings.ContainsAny(read, "µμ") || lang != "" && lang != "en" ||
		(strings.HasPrefix(k, "u") || strings.HasPrefix(k, "µ")) && read != "" && strings.ContainsRune("pyH", rune(read[0]))
	if strings.Contains(k, "µ") == micro {
		p++
	}
	if writesUI(lang) && strings.Contains(k, "UI") {
		p++
	}
	return p
}

// writesUI says whether reports in lang write international units UI:
// French, Spanish, Italian and Portuguese ones do.
func writesUI(lang string) bool {
	switch lang {
	case "fr", "es", "it", "pt":
		return true
	}
	return false
}

// slashLMisreads are what OCR makes of a unit's closing "/L" or "/l".
var slashLMisreads = []string{"A", "N", "n", "it", "It", "/t", "fl"}

// unitMisreads are confusions too far for the edit-distance rule.
var unitMisreads = map[string]string{"gh": "g/L", "gfl": "g/L", "gf": "g/L", "gt": "g/L", "ua": "U/L", "iul": "IU/L", "w/l": "IU/L", "la": "L/L"}

// fieldUnitRE is a per-field count unit whose slash and h or l Tesseract
// misread ("npf", "Mnpf", "[npf" for "/hpf").
var fieldUnitRE = regexp.MustCompile(`(?i)^\W?.?([nh]|[l1I|])pf$`)

// garbledPowerRE is a count unit as OCR garbles its raised power of ten:
// the multiplication sign (x, ×, *), 10 (its 1 read as l or I), the
// exponent (a digit, beside a caret read as 7, °, % or a quote; a letter is
// an E, as in x10E3), the slash (/, 7, %, ?) and the volume (L, also read as
// I or 1 after a slash, or with the slash as A; µL with its µ read as u, p,
// y or i; mm³ with its ³ read as anything; the raised digit and slash read
// as a Y): "x107 3/pL", "x1079/L", "103/mm*", "x10YyuL".
var garbledPowerRE = regexp.MustCompile(`^([xX×*]{0,2})[1lI][0oO]([^/a-zA-Z]{0,3}?|[Yy]{1,2})(?:[/7%?]?((?:[µμuUpyi]|pi)[lL]|[lL]|mm.{0,3})|/[I|1]|A)$`)

// powerOfTenUnit reads a garbled count unit (see garbledPowerRE) whose
// exponent can still be read.
func powerOfTenUnit(u, lang string) (string, bool) {
	x, exp, vol, ok := garbledPower(u, lang)
	// an exponent lost (a degree sign, a quote): 10^9 or 10^12 per litre,
	// 10^3 or 10^6 per µL, is a thousandfold question the print does not
	// answer here (see countExponent)
	if !ok || exp == "" {
		return "", false
	}
	return x + "10^" + exp + "/" + vol, true
}

// garbledPower splits a garbled count unit (see garbledPowerRE) into its
// multiplication sign ("x" or ""), its exponent ("" when OCR lost it or
// read it as no power of ten a count is printed in) and its volume.
func garbledPower(u, lang string) (x, exp, vol string, ok bool) {
	m := garbledPowerRE.FindStringSubmatch(strings.ReplaceAll(u, " ", ""))
	if m == nil {
		return "", "", "", false
	}
	exp = strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' && r != '7' { // a 7 is a caret or slash read
			return r
		}
		return -1
	}, m[2])
	switch d := strings.ToLower(m[3]); {
	case d == "" || d == "l": // "" is /I, /1 or A
		vol = "L"
	case strings.HasPrefix(d, "mm"):
		vol = "mm³"
	default:
		micro := "µ"
		if lang == "en" && !strings.ContainsAny(u, "µμ") {
			micro = "u"
		}
		vol = micro + "L"
	}
	switch exp {
	case "3", "6", "9", "12":
	default:
		exp = ""
	}
	if m[1] != "" {
		x = "x"
	}
	return x, exp, vol, true
}

// countExponent reads a count unit whose raised exponent OCR lost
// ("*10°%L", "x10°/pL" beside a leukocyte count) from what the test is
// counted in: LOINC's units for the codes its name matches give one power
// of ten per µL (leukocytes 10^3, erythrocytes 10^6), which is 10^6 more
// per litre. When they give none or several, the unit stays as read.
func countExponent(unit, name, lang string) string {
	x, exp, vol, ok := garbledPower(unit, lang)
	if !ok || exp != "" {
		return unit
	}
	is := loinc.Default().UsualUnit(name)
	if is == nil {
		return unit
	}
	shift := 0
	if vol == "L" {
		shift = 6
	}
	found := ""
	for _, e := range []int{3, 6, 9, 12} {
		if e-shift >= 3 && is("10^"+strconv.Itoa(e-shift)+"/uL") {
			if found != "" {
				return unit
			}
			found = strconv.Itoa(e)
		}
	}
	if found == "" {
		return unit
	}
	return x + "10^" + found + "/" + vol
}

// foldUnit maps look-alike characters together (a superscript's caret
// reads as a degree sign or an asterisk).
func foldUnit(s string) string {
	s = strings.ToLower(s)
	return strings.NewReplacer("v", "u", "|", "l", "1", "l", "i", "l", "!", "l", "0", "o", "µ", "u", "μ", "u", "²", "2", "?", "2", " ", "",
		"°", "^", "*", "^").Replace(s)
}

// isKnownUnit says whether u is one of knownUnits, in any case.
func isKnownUnit(u string) bool {
	for _, k := range knownUnits {
		if strings.EqualFold(u, k) {
			return true
		}
	}
	return false
}

// fixOCRUnit returns the unit Tesseract most likely misread on an English
// report.
func fixOCRUnit(u string) string { return fixOCRUnitIn(u, "en") }

// fixOCRUnitIn returns the unit Tesseract most likely misread on a report
// in lang.
func fixOCRUnitIn(u, lang string) string { return fixOCRUnitFor(u, lang, nil) }

// fixOCRUnitFor is fixOCRUnitIn for a row whose test the unit must fit
// (fits, when known, says whether a unit can express it): among the known
// units near the reading, one that fits the test wins over a closer one that
// cannot ("ml" beside Leukozyten is /nl, not fL).
func fixOCRUnitFor(u, lang string, fits func(string) bool) string {
	v, _ := mendOCRUnit(u, lang, fits)
	return v
}

// mendOCRUnit is fixOCRUnitFor; inferred says the unit was read from a
// reading farther from it than a unit is taken for on its own, because the
// test is reported in it: a row to check.
func mendOCRUnit(u, lang string, fits func(string) bool) (unit string, inferred bool) {
	u = strings.Trim(dropMarks(u), " .,:;'`‘’\"~=_-")
	if u == "" {
		return u, false
	}
	if v, ok := powerOfTenUnit(u, lang); ok {
		return v, false
	}
	// a unit per 24 hours keeps its hour word as printed: "mmol/24 h"
	if per, _, _ := strings.Cut(u, " "); periodUnit(u) && isKnownUnit(per+"h") {
		return u, false
	}
	// no unit starts "Imm": it is a count per mm³ whose slash OCR read as
	// a letter ("Immé", "lmm?")
	if len(u) > 3 && strings.ContainsRune("Il|", rune(u[0])) && strings.HasPrefix(u[1:], "mm") {
		u = "/" + u[1:]
	}
	if slices.ContainsFunc(readOnlyUnits, func(k string) bool { return strings.EqualFold(u, k) }) {
		return u, false
	}
	if isKnownUnit(u) {
		if fits != nil && !fits(u) && !fits(strings.ToLower(u)) {
			// a unit the test is never reported in, a slash and a raised
			// digit from one it is ("mm" beside a leukocyte count: /mm³)
			fu := foldUnit(u)
			if k := nearestFitting(readUnitDistance(u, fu, lang), u, lang, 3, fits); k != "" && perVolume(k) {
				return k, true
			}
		}
		return u, false
	}
	if v, ok := unitMisreads[strings.ToLower(u)]; ok {
		if u[0] == 'G' && v[0] == 'g' {
			return "G" + v[1:], false // "Gh": giga per litre, not grams
		}
		return v, false
	}
	if m := fieldUnitRE.FindStringSubmatch(u); m != nil {
		if strings.ContainsAny(m[1], "nhNH") {
			return "/hpf", false
		}
		return "/lpf", false
	}
	// "/L" lost ("mmol") or read as a letter or two ("LA", "UN", "mUN",
	// "git"): the unit without it must be a known one's
	cands := []string{u + "/L"}
	for _, suffix := range slashLMisreads {
		if p, ok := strings.CutSuffix(u, suffix); ok && p != "" {
			cands = append(cands, p+"/L")
		}
	}
	for _, cand := range cands {
		for _, k := range knownUnits {
			if strings.EqualFold(cand, k) && (len(cand) > 3 || cand != u+"/L") {
				return k, false
			}
		}
	}
	fu := foldUnit(u)
	dist := readUnitDistance(u, fu, lang)
	// distances in half edits: a lost slash ("TL" for T/L) is the likelier
	// misreading, so it counts half
	best, bestD, bestP := "", 6, -1
	for i, k := range knownUnits {
		if perVolume(u) && !perVolume(k) {
			continue // a slash read first is printed: "/mm" is /mm³, not mm
		}
		d := dist(foldedKnownUnits[i])
		if p := unitSpellingPreference(k, u, lang); d < bestD || d == bestD && p > bestP {
			best, bestD, bestP = k, d, p
		}
	}
	limit := 2
	switch {
	case len(fu) < 2:
		limit = 0
	case len(fu) >= 8:
		limit = 3 // a long unit has room for a misread letter and a lost slash
	}
	if fits != nil && best != "" && bestD <= limit+1 && !fits(best) {
		if k := nearestFitting(dist, u, lang, limit+1, fits); k != "" {
			return k, false
		}
	}
	if fits != nil && bestD > limit {
		// what the test is reported in narrows the choice: the nearest unit
		// that fits it may be a little farther than an unknown test's (but
		// a unit read whole and cut short, "mL/min/1.73", is as printed)
		if k := nearestFitting(dist, u, lang, limit+2, fits); k != "" && !strings.HasPrefix(foldUnit(k), fu) {
			return k, true
		}
	}
	if best != "" && bestD <= limit {
		return best, false
	}
	return u, false
}

// dropMarks removes from a unit cell's reading the words that hold nothing
// a unit is written with: an arrow or a flag mark beside it read as "+",
// "«" or "▼" ("mm/h «" is mm/h, not the nearer mm/hr).
func dropMarks(u string) string {
	if !strings.Contains(u, " ") {
		return u
	}
	ws := strings.Fields(u)
	kept := ws[:0]
	for _, w := range ws {
		if strings.IndexFunc(w, func(r rune) bool {
			return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("/%^³²°", r)
		}) >= 0 {
			kept = append(kept, w)
		}
	}
	if len(kept) == 0 {
		return u
	}
	return strings.Join(kept, " ")
}

// perVolume says whether a unit starts with its slash (a count per volume).
func perVolume(u string) bool { return strings.HasPrefix(u, "/") }

// readUnitDistance measures, in half edits, how far the reading u (folded:
// fu) is from a folded known unit. On a report in a language that writes
// international units UI, the glyph after a U, or an upper-case V not beside
// a slash, may be an I and a slash printed close together ("UV!" and "UNL"
// for UI/l, "HUVML" for µUI/mL, "mUyL" for mUI/L): read so, at a half edit
// more. (Elsewhere "UVL" is U/L; a U read beside its slash keeps it.)
func readUnitDistance(u, fu, lang string) func(fk string) int {
	var alts []string
	if writesUI(lang) {
		if i := strings.IndexByte(u, 'V'); i > 0 && !strings.Contains(u[i-1:min(len(u), i+2)], "/") {
			alts = append(alts, foldUnit(u[:i]+"I/"+u[i+1:]))
		}
		if i := strings.IndexByte(u, 'U'); i >= 0 && i+1 < len(u) {
			// (an I or l there is the I, or the slash read as one:
			// "UIL" is either, see pageUnitSpelling)
			if r, n := utf8.DecodeRuneInString(u[i+1:]); !strings.ContainsRune("/Il1|", r) && !strings.HasPrefix(u[i+1+n:], "/") {
				alts = append(alts, foldUnit(u[:i+1]+"I/"+u[i+1+n:]))
			}
		}
	}
	return func(fk string) int {
		d := unitDistance(fu, fk)
		for _, fv := range alts {
			d = min(d, unitDistance(fv, fk)+1)
		}
		return d
	}
}

// nearestFitting is the known unit nearest to the reading u (dist measures
// how near) within limit half edits that fits the test; "" when none does.
func nearestFitting(dist func(string) int, u, lang string, limit int, fits func(string) bool) string {
	best, bestD, bestP := "", limit+1, -1
	for i, k := range knownUnits {
		d := dist(foldedKnownUnits[i])
		if p := unitSpellingPreference(k, u, lang); d <= limit && (d < bestD || d == bestD && p > bestP) && fits(k) {
			best, bestD, bestP = k, d, p
		}
	}
	return best
}

func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

var (
	ocrColonDecimalRE = regexp.MustCompile(`^([<>]?\d+)[:;](\d{1,2})$`)
	ocrCommaDecimalRE = regexp.MustCompile(`^([<>]?\d+),(\d{1,2})$`)
)

// commaSeen says whether a cell's words hold a decimal comma whose tail OCR's
// pixels show: a report may print its results with commas and its ranges
// with points, and such a comma is no point misread.
func commaSeen(ws []word) bool {
	return slices.ContainsFunc(ws, func(w word) bool { return w.comma })
}

// fixOCRValue repairs a result cell: trailing specks, a decimal point read as
// a colon ("2:5"), or as a comma in a document that uses decimal points.
func fixOCRValue(s string, decimalComma bool) string {
	s = strings.TrimRight(s, " .,:;'`‘’\"~_")
	// a small raised asterisk marking the result read as a degree sign
	// ("22°" for 22*)
	if t := strings.TrimRight(s, "°º"); t != s && t != "" && isDigit(rune(t[len(t)-1])) {
		s = t + "*"
	}
	// a decimal printed without its leading zero keeps its point (".98")
	if t := strings.TrimLeft(s, " :;'`‘’\"~_"); leadingPointRE.MatchString(t) && !strings.ContainsAny(t[1:], ".,") {
		s = t
	} else {
		s = strings.TrimLeft(s, " .,:;'`‘’\"~_")
	}
	// no result is printed with a leading zero: "<05" is < 0,5 with its
	// separator lost
	if m := leadingZeroRE.FindStringSubmatch(s); m != nil {
		return m[1] + "0" + decimalSeparator(decimalComma) + m[2]
	}
	if m := ocrColonDecimalRE.FindStringSubmatch(s); m != nil && m[1] != "1" {
		return m[1] + "." + m[2]
	}
	if !decimalComma {
		if m := ocrCommaDecimalRE.FindStringSubmatch(s); m != nil {
			return m[1] + "." + m[2]
		}
	}
	return s
}

// leadingZeroRE is a number led by a zero and no separator after it, a
// comparator before it kept.
var leadingZeroRE = regexp.MustCompile(`^((?:[<>≤≥]=?\s*)?)0(\d{1,3})$`)

var (
	// HbA1c with its 1 read as a letter: l, I, i, |, t, ï ("HbAtc", "HBAIC")
	ocrHbA1cRE = regexp.MustCompile(`\bH([bBD])[Aa]\s*[1lIiL|tïíì]{1,2}\s*([cC])\b`)
	ocrA1cRE   = regexp.MustCompile(`\bA[lIi|tïíì]c\b`)
	ocrOHRE    = regexp.MustCompile(`\b(\d+)-0H\b`)
	ocrOxideRE = regexp.MustCompile(`\b([a-zA-Z]*C)0([23])\b`) // C02, HC03, pC02
	// a blood gas's oxygen with its O read as a zero: "p02", "ct02c",
	// "pc02" (pCO2)
	ocrO2RE = regexp.MustCompile(`\b(p|ct|s)([cC]?)0(2)`)
	// T4 with its 4 read as an A, before "free" in a report language
	ocrT4RE = regexp.MustCompile(`\b(F?T)[Aa](\s+(?i:libre|livre|libera|free|frei|serbest))\b`)
	// the first hour of a sedimentation rate with its ordinal misread:
	// "Ire heure", "1* hora", "1? ora"
	ocrFirstHourRE = regexp.MustCompile(`(\(|\s)(?:[Il]re|ire)(\s+heure)|(\(|\s)1[*?](\s*(?:hora|ora))\b`)
	// the CKD-EPI equation with its I read as L, a brace or a bracket
	ocrCKDEPIRE  = regexp.MustCompile(`\bCK[DO]-EP[Ll1|}\]]`)
	ocrBangLRE   = regexp.MustCompile(`([a-z])!`)
	ocrBangCapRE = regexp.MustCompile(`([A-Z])!`)
)

// fixOCRName repairs test-name tokens Tesseract often gets wrong.
func fixOCRName(s string) string { return fixOCRNameIn(s, "en") }

// fixOCRNameIn is fixOCRName for a report in lang; misread words are mended
// against that language's test names (see vocabularyFor).
func fixOCRNameIn(s, lang string) string {
	// a sample prefix glued to the name ("B-Hämatokrit", "fS-Glucosio"):
	// the name after it is mended as a name
	if m := samplePrefixRE.FindStringSubmatch(strings.TrimLeft(s, "= ")); m != nil {
		return m[1] + fixOCRNameIn(m[2], lang)
	}
	s = ocrHbA1cRE.ReplaceAllStringFunc(s, func(m string) string {
		g := ocrHbA1cRE.FindStringSubmatch(m)
		b := g[1]
		if b == "D" {
			b = "b" // a b read as D ("HDA1c")
		}
		return "H" + b + "A1" + g[2]
	})
	s = ocrA1cRE.ReplaceAllString(s, "A1c")
	s = ocrBangLRE.ReplaceAllString(s, "${1}l")
	s = ocrBangCapRE.ReplaceAllString(s, "${1}L")
	s = ocrOHRE.ReplaceAllString(s, "$1-OH")
	s = ocrOxideRE.ReplaceAllString(s, "${1}O$2")
	s = ocrO2RE.ReplaceAllStringFunc(s, func(m string) string {
		g := ocrO2RE.FindStringSubmatch(m)
		return g[1] + strings.ToUpper(g[2]) + "O" + g[3]
	})
	s = ocrT4RE.ReplaceAllString(s, "${1}4$2")
	s = ocrFirstHourRE.ReplaceAllStringFunc(s, func(m string) string {
		g := ocrFirstHourRE.FindStringSubmatch(m)
		if g[2] != "" {
			return g[1] + "1re" + g[2]
		}
		return g[3] + "1ª" + g[4]
	})
	s = ocrCKDEPIRE.ReplaceAllString(s, "CKD-EPI")
	s = ocrNameMarkRE.ReplaceAllString(s, "$1") // before the words are mended
	if lang == "en" {                           // elsewhere a lone letter is a word: "HDL e LDL", "SODIO y POTASIO"
		s = strayLetterRE.ReplaceAllString(s, "$1 $2")
	}
	s = repairOCRNameWords(s, lang)
	// dot leaders read as letters at the end of a name
	if f := strings.Fields(s); len(f) > 1 {
		for i := 1; i < len(f); i++ {
			if isDebris(f[i]) {
				s = strings.Join(f[:i], " ")
				break
			}
		}
	}
	s = strings.Trim(s, " .,:;'`‘’\"~_-–—|")
	// a footnote or lab-site mark printed small after the name, which OCR
	// reads as a quote, an asterisk, ® or ? ("Urea”", "(AST/TGO)®")
	return ocrNameMarkRE.ReplaceAllString(s, "$1")
}

// samplePrefixRE is a name led by its sample's letters and a hyphen, as
// Nordic and Central European laboratories print it ("B-" blood, "S-"
// serum, "P-" plasma, "U-" urine, "fS-" fasting serum, "dU-" a day's urine).
var samplePrefixRE = regexp.MustCompile(`^([fdca]?[BSPUE]-)(\p{L}.*)$`)

// strayLetterRE is a lone lower-case letter between upper-case words: a
// speck read as a letter ("BLOOD UREA i NITROGEN").
var strayLetterRE = regexp.MustCompile(`\b(\p{Lu}{2,}) \p{Ll} (\p{Lu}{2,})\b`)

var ocrNameMarkRE = regexp.MustCompile(`([\p{L})\]])\s*[”“"*®©™?¹²³⁰-⁹'’°†‡§#!]+$`)

// differentialRE is a name ending in a white cell's short name and the
// mark after it, "%" or "#" (a share or a count, as analysers print them:
// NEUT%, LYM#), read as another glyph: "NEUTS", "EOS’", "(NEUM)".
var differentialRE = regexp.MustCompile(`^(.*?)\b(NEUT|NEU|LYMPH|LYM|MONO|MON|EOS|BASO|BAS)([S5890%’'®°#MH])(\)?)$`)

// differentialMark gives back the mark a white cell's short name ends in
// (raw: the name as read; name: as mended), from the row's unit: a share
// is printed "%", a count "#".
func differentialMark(raw, name, unit string) string {
	m := differentialRE.FindStringSubmatch(raw)
	if m == nil || unit == "" {
		return name
	}
	mark := "#"
	switch {
	case unit == "%" && strings.ContainsAny(m[3], "S5890%’'®°"):
		mark = "%"
	case unit != "%" && strings.ContainsAny(m[3], "#MH"):
	default:
		return name
	}
	return m[1] + m[2] + mark + m[4]
}

// fixOCRFlag reads an arrow Tesseract took for a letter, and drops specks
// next to a flag letter ("(lL)").
func fixOCRFlag(s string) string {
	switch strings.TrimSpace(s) {
	case "T", "t", "tT", "Tt", "4", "+":
		return "↑"
	}
	core := strings.Trim(s, "()[]{} ")
	switch core {
	case "l", "lt", "lI", "Lt": // a lower-case l for L, a bracket read as t
		return strings.Replace(strings.NewReplacer("{", "(", "}", ")").Replace(s), core, "L", 1)
	}
	// a speck read before the letter ("oH", "=H")
	if t := strings.TrimLeft(core, "o=.,'‘’`"); t != core && (t == "H" || t == "L") {
		return t
	}
	if len(core) <= 3 && strings.ContainsAny(core, "HLA") {
		s = strings.Map(func(r rune) rune {
			switch r {
			case 'l', 'i', '|', '—', '-':
				return -1
			case '{':
				return '('
			case '}':
				return ')'
			}
			return r
		}, s)
	}
	return s
}

var (
	ocrLoneBoundRE = regexp.MustCompile(`^([23s=])\s*(\d+(?:[.,]\d+)?)$`)
	// specks or an arrow mark beside the dash of a range, or the dash read
	// as = or *, or an Italian range's ÷ read as + or ▼ ("3.5 -.5.2",
	// "3,5;=5,2", "3.5. * 5.2", "13,5+17,5", "40,0 ▼ 75,0", "0,5 ↓ - 0,95"),
	// and the unit the range cell may end with
	ocrSpeckDashRE = regexp.MustCompile(`^(\(?\s*\d+(?:[.,]\d+)?)[\s.,:;'"\x60~°↓↑▼▲]*[-–—=*+÷▼▲]+[\s.,:;'"\x60~°↓↑▼▲]*(\d+(?:[.,]\d+)?\s*\)?)(\s+[^\d\s]\S*)?$`)
	// a decimal separator read as a colon or semicolon ("37:5 51.0")
	// (not in a ratio: "1:40")
	ocrColonInNumberRE = regexp.MustCompile(`(\d{2,}|\b[02-9])[;:](\d)`)
	// a zero read as a letter or a sign before the decimals ("@.2-1.2",
	// "§.00-1.70")
	ocrZeroRE = regexp.MustCompile(`(^|[\s<>≤≥(-])[@Oo§®]([.,]\d)`)
	// a bound's last digit read as a letter: "<4i", "1O"
	ocrLastOneRE  = regexp.MustCompile(`(\d)[iIl|]$`)
	ocrLastZeroRE = regexp.MustCompile(`(\d)[oO]$`)
	ocrBetweenRE  = regexp.MustCompile(`^(\(?\s*\d+(?:[.,]\d+)?)\s*(?:[=~]|\s)\s*(\d+(?:[.,]\d+)?\s*\)?)$`)
)

// fixOCRRange repairs a reference range Tesseract garbled: "≥60" read as
// "260" or "=60", "≤5.2" as "35.2" or "s5.2", and a dash read as "=" or
// lost ("96 106"). Only called when the range did not parse as printed.
func fixOCRRange(s string) string {
	s = strings.Trim(s, " .,:;'`‘’\"~_")
	// a rule or speck before the lower bound reads as a long dash (a
	// negative bound is printed with a hyphen-minus)
	s = strings.TrimLeft(s, "—– ")
	// a bracket OCR read for a parenthesis: "{27 à 32)"
	if s != "" && strings.ContainsRune("{[", rune(s[0])) {
		s = "(" + s[1:]
	}
	if len(s) > 1 && s[0] == '(' && strings.ContainsRune("}]", rune(s[len(s)-1])) {
		s = s[:len(s)-1] + ")"
	}
	// a closing parenthesis read as a stroke after the last digit:
	// "(30 - 1001" for (30 - 100)
	if unclosedBracket(s) {
		s = s[:len(s)-1] + ")"
	}
	sep := "."
	if strings.Contains(s, ",") {
		sep = ","
	}
	s = ocrColonInNumberRE.ReplaceAllString(s, "${1}"+sep+"${2}")
	s = spaceForDecimal(s)
	s = ocrZeroRE.ReplaceAllString(s, "${1}0${2}")
	s = ocrLastOneRE.ReplaceAllString(s, "${1}1")
	s = ocrLastZeroRE.ReplaceAllString(s, "${1}0")
	if m := ocrLoneBoundRE.FindStringSubmatch(s); m != nil {
		if m[1] == "2" || m[1] == "=" {
			return "≥" + m[2]
		}
		return "≤" + m[2]
	}
	if m := ocrBetweenRE.FindStringSubmatch(s); m != nil {
		return m[1] + " - " + m[2]
	}
	if m := ocrSpeckDashRE.FindStringSubmatchIndex(s); m != nil {
		lo, hi, rest := s[m[2]:m[3]], s[m[4]:m[5]], ""
		if m[6] >= 0 {
			rest = s[m[6]:m[7]]
		}
		if plusDeviation(s[m[3]:m[4]], lo, hi) {
			return lo + " ± " + hi + rest
		}
		return lo + " - " + hi + rest
	}
	return s
}

// plusDeviation tells a centre ± deviation range OCR read as a plus
// ("40+5", "7,40 + 0,05") from an Italian ÷ read as one ("13,5+17,5",
// "35+5,1" for 3,5 ÷ 5,1): a deviation is below its centre and printed
// to no more decimals than it.
func plusDeviation(sep, lo, hi string) bool {
	if strings.Trim(sep, " .,:;'\"`~°") != "+" {
		return false
	}
	lo, hi = strings.TrimLeft(lo, "( "), strings.TrimRight(hi, ") ")
	c, ok1 := parseNumber(lo, strings.Contains(lo, ","))
	d, ok2 := parseNumber(hi, strings.Contains(hi, ","))
	return ok1 && ok2 && d > 0 && d < c && decimalsOf(hi) <= decimalsOf(lo)
}

// invertedLowerRE is a range whose lower bound has one digit before its
// decimals, a digit OCR reads for a zero (6, 8, 9).
var invertedLowerRE = regexp.MustCompile(`^(\(?\s*)[689]([.,]\d+\s*[-–—]\s*\d)`)

// zeroForLookAlike reads a range whose lower bound is above its upper one
// ("6.00 - 5.20") with the lower bound's digit a zero, OCR's commonest
// misreading of 0.00 at a range's start; parsing says whether it then reads.
func zeroForLookAlike(s string) (string, bool) {
	if !invertedLowerRE.MatchString(s) {
		return s, false
	}
	return invertedLowerRE.ReplaceAllString(s, "${1}0${2}"), true
}

// unclosedBracket says whether a range OCR read opens a parenthesis and
// ends, without closing it, in a stroke after a digit: the parenthesis
// read as 1, l, I, J or a bar.
func unclosedBracket(s string) bool {
	rs := []rune(strings.TrimSpace(s))
	n := len(rs)
	return n > 3 && rs[0] == '(' && !strings.ContainsAny(s, ")]}") && strings.ContainsRune("1lIJ|", rs[n-1]) && isDigit(rs[n-2])
}

// spacedBoundRE is a range one of whose bounds OCR read with a space for
// its decimal separator: "27 0 - 33,0", "4,50 - 5 80".
var spacedBoundRE = regexp.MustCompile(`^(\d+)(?: (\d+)|([.,]\d+))\s*-\s*(\d+)(?: (\d+)|([.,]\d+))$`)

// spaceForDecimal puts the other bound's separator back where OCR read a
// space in one bound, when the digits after the space are as many as the
// other bound's decimals (bounds are printed to one precision).
func spaceForDecimal(s string) string {
	m := spacedBoundRE.FindStringSubmatch(s)
	if m == nil || (m[2] == "") == (m[5] == "") {
		return s // no bound, or both, split by a space
	}
	lo, hi := m[1]+m[3], m[4]+m[6]
	if m[2] != "" {
		if len(m[6]) != len(m[2])+1 {
			return s
		}
		lo = m[1] + m[6][:1] + m[2]
	} else {
		if len(m[3]) != len(m[5])+1 {
			return s
		}
		hi = m[4] + m[3][:1] + m[5]
	}
	return lo + " - " + hi
}

// flagReadAsDigit drops the last digit of a value outside its range on a
// report that prints flags, when none was read beside it and the value has
// more decimals than its range, and at least two: a flag printed close to the
// value is read as a digit ("7.6H" as 7.65, "18.2L" as 18.21). The value
// must stay outside the range, where its lost flag put it.
func flagReadAsDigit(value, rangeText string, rr refRange, decimalComma bool) (string, float64, bool) {
	sep := "."
	if decimalComma {
		sep = ","
	}
	whole, frac, ok := strings.Cut(value, sep)
	if !ok && len(value) >= 3 && allDigits(value) && strings.HasSuffix(value, "1") && rr.max != nil && *rr.max > 0 {
		// a whole number: an arrow after it read as a 1 ("214 ↑" as
		// 2141) puts it ten times above its range, where the number
		// without the 1 stands above it by less than three times
		v, _ := parseNumber(value, decimalComma)
		fixed := value[:len(value)-1]
		f, _ := parseNumber(fixed, decimalComma)
		if v > 5**rr.max && f > *rr.max && f <= 3**rr.max {
			return fixed, f, true
		}
		return "", 0, false
	}
	if !ok || len(frac) < 2 || !allDigits(whole) || !allDigits(frac) {
		return "", 0, false
	}
	for _, n := range numberRunRE.FindAllString(rangeText, -1) {
		if _, f, ok := strings.Cut(n, sep); ok && len(f) >= len(frac) {
			return "", 0, false
		}
	}
	fixed := whole + sep + frac[:len(frac)-1]
	v, ok := parseNumber(fixed, decimalComma)
	if !ok || !(rr.max != nil && v > *rr.max || rr.min != nil && v < *rr.min) {
		return "", 0, false
	}
	return fixed, v, true
}

// inferDecimalPoint restores a decimal point OCR lost ("44" for "4.4") when
// the value is far above a reference range that itself has decimals and
// moving the point one or two places lands in or near the range, on the side
// a printed flag names (none: anywhere near it), or the value sits inside the
// range beside a low flag and the moved point puts it below. The caller marks
// the row for review.
func inferDecimalPoint(value string, rangeText string, rr refRange, flag *flagInfo, decimalComma bool) (string, float64, bool) {
	if rr.max == nil || !allDigits(value) || len(value) < 2 || !strings.ContainsAny(rangeText, ".,") {
		return "", 0, false
	}
	v, err := strconv.ParseFloat(value, 64)
	// a low flag beside a value inside the range contradicts it as read
	lowFlagContradicted := flag != nil && flag.below && rr.min != nil && v >= *rr.min && v <= *rr.max
	if err != nil || v <= 3**rr.max && !lowFlagContradicted {
		return "", 0, false
	}
	lo := 0.0
	if rr.min != nil {
		lo = *rr.min / 2
	}
	for places := 1; places <= 2 && places < len(value); places++ {
		f := v / math.Pow(10, float64(places))
		if flag != nil && !(flag.above && f > *rr.max || flag.below && rr.min != nil && f < *rr.min) {
			continue
		}
		if f >= lo && f <= 2**rr.max {
			return withDecimals(value, places, decimalComma), f, true
		}
	}
	return "", 0, false
}

// zeroReadAsDigit reads a value whose one digit before the point is a
// zero's look-alike (6, 8, 9) as a zero, when the printed flag says the
// value is on the other side of a bound than it reads ("8.96 L" beside
// "> 1.04") and 0.96 is on the flag's side.
func zeroReadAsDigit(value string, rr refRange, flag *flagInfo) (string, float64, bool) {
	if flag == nil || len(value) < 3 || !strings.ContainsRune("689", rune(value[0])) || value[1] != '.' && value[1] != ',' || !allDigits(value[2:]) {
		return "", 0, false
	}
	comma := value[1] == ','
	fixed := "0" + value[1:]
	v, ok1 := parseNumber(value, comma)
	f, ok2 := parseNumber(fixed, comma)
	if !ok1 || !ok2 {
		return "", 0, false
	}
	below := func(x float64) bool { return rr.min != nil && x < *rr.min }
	if flag.below && !flag.above && !below(v) && below(f) {
		return fixed, f, true
	}
	return "", 0, false
}

func allDigits(s string) bool {
	for _, r := range s {
		if !isDigit(r) {
			return false
		}
	}
	return s != ""
}

var loneBoundRE = regexp.MustCompile(`^[^\d<>≤≥]{0,2}?(\d+(?:[.,]\d+)?)$`)

// fixOCRBound repairs a one-sided reference range whose comparator OCR lost
// ("5.0" for "<5.0") or flipped ("≥5.2" for "≤5.2"), using the printed flag
// (or its absence in a table that prints flags) to tell an upper limit from
// a lower one. It updates rr and returns the corrected text.
func fixOCRBound(pv parsedValue, flag *flagInfo, text string, rr *refRange, flagColumn bool) (string, bool) {
	v := *pv.num
	noFlag := flag == nil && flagColumn
	if !rr.ok {
		m := loneBoundRE.FindStringSubmatch(strings.TrimSpace(text))
		if m == nil {
			return "", false
		}
		b, ok := parseNumber(m[1], false)
		if !ok {
			return "", false
		}
		switch {
		case flag != nil && flag.below, flag == nil && v >= b:
			*rr = refRange{text: "≥" + m[1], min: &b, ok: true}
		default:
			*rr = refRange{text: "≤" + m[1], max: &b, ok: true}
		}
		return rr.text, true
	}
	// OCR confuses ≥ and ≤ with each other, not with < or >
	if !strings.ContainsAny(text, "≥≤") {
		return "", false
	}
	switch {
	case rr.min != nil && rr.max == nil && ((flag != nil && flag.above) || (noFlag && v < *rr.min)):
		b := *rr.min
		*rr = refRange{text: "≤" + strings.TrimLeft(text, "<>≤≥= "), max: &b, ok: true}
		return rr.text, true
	case rr.max != nil && rr.min == nil && ((flag != nil && flag.below) || (noFlag && v > *rr.max)):
		b := *rr.max
		*rr = refRange{text: "≥" + strings.TrimLeft(text, "<>≤≥= "), min: &b, ok: true}
		return rr.text, true
	}
	return "", false
}

// dropBarMarks removes what OCR reads of a graphic range's position marker
// ("16.6 1 48.5", "70 100 1"): a short mark standing apart from the two
// bounds printed far apart above the bar, between them or past either end.
func dropBarMarks(ws []word) []word {
	if len(ws) != 3 && len(ws) != 4 {
		return ws
	}
	h := medianWordHeight(ws)
	apart := func(i int) bool {
		if utf8.RuneCountInString(ws[i].text) > 2 {
			return false
		}
		return (i == 0 || ws[i].x0-ws[i-1].x1 >= h) && (i == len(ws)-1 || ws[i+1].x0-ws[i].x1 >= h)
	}
	// a bound may carry a speck ("70,"); bounds read in the wrong order may
	// have lost a decimal point, which boundPrecision restores later
	clean := func(w word) word { w.text = strings.TrimRight(w.text, ".,:;"); return w }
	isBound := func(w word) bool { return numberRE.MatchString(clean(w).text) }
	bounds := func(a, b word, ordered bool) bool {
		lo, ok1 := parseNumber(clean(a).text, false)
		hi, ok2 := parseNumber(clean(b).text, false)
		return isBound(a) && isBound(b) && ok1 && ok2 && (lo < hi || !ordered) && b.x0-a.x1 >= 4*h
	}
	n := len(ws)
	// marks between the bounds
	inner := true
	for i := 1; i < n-1; i++ {
		inner = inner && apart(i)
	}
	if inner && bounds(ws[0], ws[n-1], false) {
		return []word{clean(ws[0]), clean(ws[n-1])}
	}
	// one mark past an end (the value lies outside the range); a two-digit
	// end may be a bound that lost its decimal point ("35 1 5.2")
	mark := func(i int) bool { return apart(i) && utf8.RuneCountInString(ws[i].text) == 1 }
	if n == 3 {
		if mark(2) && bounds(ws[0], ws[1], true) {
			return []word{clean(ws[0]), clean(ws[1])}
		}
		if mark(0) && bounds(ws[1], ws[2], true) {
			return []word{clean(ws[1]), clean(ws[2])}
		}
	}
	return ws
}

// trimRangeCell cuts what OCR adds to a range cell: specks before or after
// it (": >0,40", "<2,00 ."), and a second column group that an unlabelled
// header leaves in the last column ("0,70-1,10   6,00 mmol/L 3,89-6,11"),
// recognised as a wide gap after a range that reads whole.
func trimRangeCell(ws []word, decimalComma bool) []word {
	speck := func(w word) bool { return strings.Trim(w.text, ".,:;'`‘’\"~_-–—|") == "" }
	for len(ws) > 0 && speck(ws[0]) {
		ws = ws[1:]
	}
	h := medianWordHeight(ws)
	for i := 1; i < len(ws); i++ {
		if ws[i].x0-ws[i-1].x1 < 3*h {
			continue
		}
		head := ws[:i]
		for len(head) > 0 && speck(head[len(head)-1]) {
			head = head[:len(head)-1]
		}
		if rr := parseRange(joinWords(head), "", decimalComma); rr.ok && (rr.min != nil || rr.max != nil || rr.textual != "") {
			return head
		}
	}
	for len(ws) > 0 && speck(ws[len(ws)-1]) {
		ws = ws[:len(ws)-1]
	}
	return ws
}

var rangeIntRE = regexp.MustCompile(`\d+(?:[.,]\d+)?`)

// inferRangeSeparators restores the decimal separators OCR lost from both
// bounds of a range. Bounds are printed to one precision, so a bound with a
// leading zero ("027-420") gives it; otherwise the value's own decimals do,
// when the range as read lies far above a value that has decimals (or above
// a value flagged high) and the value falls within or near the range so
// restored ("11,2" beside "72-118"), on the side a printed flag names.
func inferRangeSeparators(value, rangeText string, rr refRange, flag *flagInfo, decimalComma bool) (string, bool) {
	nums := rangeIntRE.FindAllString(rangeText, -1)
	if len(nums) == 1 {
		return oneBoundSeparator(value, rangeText, nums[0], rr, flag, decimalComma)
	}
	if len(nums) != 2 || strings.ContainsAny(rangeText, "<>≤≥") {
		return "", false
	}
	if strings.ContainsAny(nums[0], ".,") != strings.ContainsAny(nums[1], ".,") {
		return boundPrecision(value, rangeText, nums, flag, decimalComma)
	}
	if rr.min == nil || rr.max == nil || strings.ContainsAny(nums[0]+nums[1], ".,") {
		return "", false
	}
	places := 0
	for _, n := range nums {
		if len(n) > 1 && n[0] == '0' {
			places = len(n) - 1
		}
	}
	if places == 0 {
		_, frac, ok := strings.Cut(value, decimalSeparator(decimalComma))
		v, vok := parseNumber(value, decimalComma)
		// the range as read lies far above the value, or on the wrong side
		// of it for the printed flag ("9.8 H" beside "25-78")
		flagContradicted := flag != nil && flag.above && vok && v < *rr.min
		if !ok || !vok || len(frac) == 0 || !allDigits(frac) || v >= *rr.min/3 && !flagContradicted {
			return "", false
		}
		places = len(frac)
		f := math.Pow(10, float64(places))
		lo, hi := *rr.min/f, *rr.max/f
		if flag != nil && !(flag.above && v > hi || flag.below && v < lo) || v < lo/2 || v > 2*hi {
			return "", false
		}
	}
	for _, n := range nums {
		if len(n) <= places {
			return "", false
		}
	}
	return withBounds(rangeText, func(i int, n string) string {
		if i >= 2 {
			return n
		}
		return withDecimals(n, places, decimalComma)
	}), true
}

// oneBoundSeparator restores the separator OCR lost from a one-sided
// range's bound ("<18" for <1.8) when the printed flag contradicts the
// range as read and agrees with it restored: "2.4 H" cannot lie above 18,
// and does above 1.8. The bound takes the value's decimals.
func oneBoundSeparator(value, rangeText, bound string, rr refRange, flag *flagInfo, decimalComma bool) (string, bool) {
	_, frac, ok := strings.Cut(value, decimalSeparator(decimalComma))
	v, vok := parseNumber(value, decimalComma)
	if flag == nil || !ok || !vok || !allDigits(frac) || len(frac) == 0 || !allDigits(bound) || len(bound) <= len(frac) {
		return "", false
	}
	b, _ := parseNumber(bound, false)
	restored := b / math.Pow(10, float64(len(frac)))
	switch {
	case rr.max != nil && rr.min == nil && flag.above && v <= b && v > restored:
	case rr.min != nil && rr.max == nil && flag.below && v >= b && v < restored:
	default:
		return "", false
	}
	return strings.Replace(rangeText, bound, withDecimals(bound, len(frac), decimalComma), 1), true
}

// unitDistance is the edit distance from an OCR'd unit to a known one in
// half edits: a slash the reading lost costs half an edit, unless a letter
// read just before it may be the slash ("UIL" is U/L rather than UI/L).
// unitLookAlike are what Tesseract reads for a unit's characters (the
// read one first, both folded): a µ as p, a slash as f, 7 or l (an I or 1
// folds to l), an l as t.
// Each costs half an edit.
var unitLookAlike = map[[2]rune]bool{{'p', 'u'}: true, {'h', 'u'}: true, {'y', 'u'}: true, {'f', '/'}: true, {'7', '/'}: true, {'t', 'l'}: true, {'l', '/'}: true}

func unitDistance(read, k string) int {
	ra, rb := []rune(read), []rune(k)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := 1; j <= len(rb); j++ {
		prev[j] = prev[j-1] + insertCost(ra, 0, rb[j-1])
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = 2 * i
		for j := 1; j <= len(rb); j++ {
			sub := 2
			switch {
			case ra[i-1] == rb[j-1]:
				sub = 0
			case unitLookAlike[[2]rune{ra[i-1], rb[j-1]}]:
				sub = 1
			}
			cur[j] = min(prev[j]+2, cur[j-1]+insertCost(ra, i, rb[j-1]), prev[j-1]+sub)
			if j >= 3 && ra[i-1] == 'u' && rb[j-2] == 'l' && rb[j-1] == '/' && rb[j-3] != 'u' {
				// a lower-case l and the slash leaning on it read as one v
				// (folded to u): "mmovL" for mmol/L; after a U the l is
				// UI/L's I, and "UVL" is U/L (see readUnitDistance)
				cur[j] = min(cur[j], prev[j-2]+1)
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// insertCost is the cost of the known unit's rune r missing from the
// reading before position i.
func insertCost(read []rune, i int, r rune) int {
	if r == '/' && (i == 0 || !strings.ContainsRune("Il1|i", read[i-1])) {
		return 1
	}
	return 2
}

// boundPrecision gives a bound printed without decimals beside one printed
// with k of them ("16.6  485") the same k, when the value then sits where
// its flag says (inside the range when unflagged) and did not before, or
// sits inside both readings while the one read spans ten times wider (a
// lost point makes it exactly ten times: the margin absorbs rounding).
func boundPrecision(value, rangeText string, nums []string, flag *flagInfo, decimalComma bool) (string, bool) {
	whole, fracd := 1, 0
	if strings.ContainsAny(nums[1], ".,") {
		whole, fracd = 0, 1
	}
	_, frac, _ := strings.Cut(strings.NewReplacer(",", ".").Replace(nums[fracd]), ".")
	k, n := len(frac), nums[whole]
	if k == 0 || len(n) <= k || !allDigits(n) {
		return "", false
	}
	v, ok := parseNumber(value, decimalComma)
	if !ok {
		return "", false
	}
	restored := withDecimals(n, k, decimalComma)
	bound := func(s string) float64 { f, _ := parseNumber(s, true); return f }
	lo, hi := bound(strings.ReplaceAll(nums[0], ".", ",")), bound(strings.ReplaceAll(nums[1], ".", ","))
	rlo, rhi := lo, hi
	if whole == 0 {
		rlo = bound(strings.ReplaceAll(restored, ".", ","))
	} else {
		rhi = bound(strings.ReplaceAll(restored, ".", ","))
	}
	if rlo >= rhi || lo <= 0 {
		return "", false
	}
	fits := func(lo, hi float64) bool {
		switch {
		case flag != nil && flag.above:
			return v > hi
		case flag != nil && flag.below:
			return v < lo
		}
		return v >= lo && v <= hi
	}
	if !fits(rlo, rhi) || lo < hi && fits(lo, hi) && hi/lo < 9.9*(rhi/rlo) {
		return "", false
	}
	return withBounds(rangeText, func(i int, s string) string {
		if i == whole {
			return restored
		}
		return s
	}), true
}

// withBounds rewrites the numbers of a range text, the i-th (from 0) by
// bound, leaving the rest of the text as printed.
func withBounds(rangeText string, bound func(i int, n string) string) string {
	i := -1
	return rangeIntRE.ReplaceAllStringFunc(rangeText, func(n string) string {
		i++
		return bound(i, n)
	})
}

func decimalSeparator(decimalComma bool) string {
	if decimalComma {
		return ","
	}
	return "."
}

// withDecimals writes the digits n with their last places digits after the
// document's decimal separator ("485", 1 → "48.5").
func withDecimals(n string, places int, decimalComma bool) string {
	return n[:len(n)-places] + decimalSeparator(decimalComma) + n[len(n)-places:]
}

// boundsByMagnitude restores the decimal separator OCR lost from a bound
// ("<12" for <1.2, "35 - 51" for 3.5 - 5.1) by its order of magnitude: a
// bound ten or a hundred times the test's typical limit on its side, in the
// unit printed, is read so when moving the separator lands it within a
// factor of two of that limit (loinc.Matcher.TypicalLimits). The lost
// separator leaves every digit, so the mended bound keeps them all; a bound
// that has a separator is as printed. A printed flag must still agree.
func boundsByMagnitude(name, unit, rangeText string, rr refRange, value *float64, flag *flagInfo, decimalComma bool) (string, bool) {
	nums := rangeIntRE.FindAllString(rangeText, -1)
	type side struct {
		bound float64
		low   bool
	}
	var sides []side // the bound each number of the range gives
	switch {
	case len(nums) == 2 && rr.min != nil && rr.max != nil:
		sides = []side{{*rr.min, true}, {*rr.max, false}}
	case len(nums) == 1 && rr.min != nil && rr.max == nil:
		sides = []side{{*rr.min, true}}
	case len(nums) == 1 && rr.max != nil && rr.min == nil:
		sides = []side{{*rr.max, false}}
	default:
		return "", false
	}
	low, high, ok := loinc.Default().TypicalLimits(name, unit)
	if !ok {
		return "", false
	}
	// the separator the range's other bound prints, else the report's
	dc := decimalComma
	for _, n := range nums {
		if strings.Contains(n, ".") {
			dc = false
		} else if strings.Contains(n, ",") {
			dc = true
		}
	}
	mended := slices.Clone(nums)
	changed := false
	for i, n := range nums {
		typical := high
		if sides[i].low {
			typical = low
		}
		b := sides[i].bound
		if strings.ContainsAny(n, ".,") || math.IsNaN(typical) || typical <= 0 || b/typical < atypicalFactor {
			continue
		}
		for places := 1; places <= 2; places++ {
			if c := b / math.Pow(10, float64(places)); c/typical >= 0.5 && c/typical <= 2 {
				// (a bound below one lost its leading zero too: "<5" for <0.5)
				padded := strings.Repeat("0", max(0, places+1-len(n))) + n
				mended[i], changed = withDecimals(padded, places, dc), true
				break
			}
		}
	}
	if !changed {
		return "", false
	}
	fixed := withBounds(rangeText, func(i int, n string) string {
		if i >= len(mended) {
			return n
		}
		return mended[i]
	})
	r2 := parseRange(fixed, "", decimalComma)
	if !r2.ok || r2.min != nil && r2.max != nil && *r2.min > *r2.max {
		return "", false
	}
	if value != nil && flag != nil && (flag.above && r2.max != nil && *value <= *r2.max || flag.below && r2.min != nil && *value >= *r2.min) {
		return "", false
	}
	return fixed, true
}

// microMisread gives back the µ OCR read as p or lost ("pmol/L", "mol/L"
// for µmol/L) when the test is reported in the µ unit and not in the one
// read (creatinine in µmol/L, never pmol/L), by LOINC's unit lists for the
// codes the test name matches (asked only for such a unit).
func microMisread(unit, name string) string {
	var micro string
	switch {
	case strings.HasPrefix(unit, "p") && len(unit) > 1:
		micro = "µ" + unit[1:]
	case strings.HasPrefix(unit, "mol/"):
		micro = "µ" + unit
	default:
		return unit
	}
	if is := loinc.Default().UsualUnit(name); is != nil && is(micro) && !is(unit) {
		return micro
	}
	return unit
}

// unitByMagnitude mends a unit OCR misread as another unit of the test, a
// prefix or a digit away ("mg/L" for mg/dL, "g/l" for µg/l, "10^3/µL" for
// 10^6/µL): the printed range and the value agree with each other, and
// their order of magnitude is the test's typical limits' in a unit near the
// reading, and five times or more off them in the unit read. The typical
// limits are loinc.Matcher.LimitsByUnit's (for the test the name names with
// the unit read and without it), carried to the unit read by
// loinc.UnitScale when it is not one they list; a unit of no kind they
// list is left alone ("mm" beside an ESR in mm/h). ok says the unit
// changed.
func unitByMagnitude(name, unit, rangeText string, rr refRange, value *float64) (string, bool) {
	if unit == "" || !rr.ok || value == nil || *value <= 0 {
		return unit, false
	}
	if rr.min != nil && *value < *rr.min/5 || rr.max != nil && *value > *rr.max*5 {
		return unit, false // a range that lost its separators, or the value did
	}
	comp, lims := loinc.Default().LimitsByUnit(name, unit)
	if len(lims) == 0 {
		return unit, false
	}
	// off is how far, in decades, the printed bounds are from the typical
	// limits on their side, scaled by k: the farther bound's distance
	// (above is positive; NaN when none compares) and the bound
	off := func(l data.Limit, k float64) (d, bound float64) {
		d = math.NaN()
		for _, s := range [...]struct {
			bound   *float64
			typical float64
		}{{rr.min, l.Low * k}, {rr.max, l.High * k}} {
			if s.bound == nil || *s.bound <= 0 || math.IsNaN(s.typical) || s.typical <= 0 {
				continue
			}
			if x := math.Log10(*s.bound / s.typical); math.IsNaN(d) || math.Abs(x) > math.Abs(d) {
				d, bound = x, *s.bound
			}
		}
		return d, bound
	}
	// whole says whether the range prints bound b without a separator
	whole := func(b float64) bool {
		for _, n := range rangeIntRE.FindAllString(rangeText, -1) {
			if f, err := strconv.ParseFloat(n, 64); err == nil && f == b && !strings.ContainsAny(n, ".,") {
				return true
			}
		}
		return false
	}
	fu := foldUnit(unit)
	kind, factor, scaled := loinc.UnitScale(unit)
	read, bound := math.NaN(), 0.0
	for _, l := range lims {
		for _, k := range l.Units {
			if foldUnit(k) == fu {
				read, bound = off(l, 1)
			} else if kk, kf, ok := loinc.UnitScale(k); math.IsNaN(read) && scaled && ok && kk == kind {
				read, bound = off(l, kf/factor)
			}
		}
	}
	switch {
	case math.IsNaN(read) || math.Abs(read) < math.Log10(5):
		return unit, false
	case read > 0 && read < math.Log10(250) && whole(bound):
		// a bound ten or a hundred times too high may have lost its
		// separator instead (see boundsByMagnitude)
		return unit, false
	}
	// the nearest unit, within two edits, whose limits the range is within
	// a factor of 2.5 of; none when two are as near
	best, bestD, tie := "", 5, false
	for _, l := range lims {
		if d, _ := off(l, 1); math.IsNaN(d) || math.Abs(d) > math.Log10(2.5) {
			continue
		}
		for _, k := range l.Units {
			switch d := unitDistance(fu, foldUnit(k)); {
			case d < bestD:
				best, bestD, tie = k, d, false
			case d == bestD && !strings.EqualFold(k, best):
				tie = true
			}
		}
	}
	if best == "" || tie {
		return unit, false
	}
	// a unit misread may make the name another test's: without it, the
	// name must name the same one
	if c, _ := loinc.Default().LimitsByUnit(name, ""); c != comp {
		return unit, false
	}
	return best, true
}

// unitFitsTest says whether a unit can express what the test name measures
// (any unit can when the name's kind is unknown). The name is matched on
// first use only: most units are read exactly and never ask.
func unitFitsTest(name string) func(string) bool {
	var check func(string) bool
	matched := false
	return func(u string) bool {
		if !matched {
			check, matched = loinc.Default().UnitCheck(name), true
		}
		return check == nil || check(u)
	}
}

// accentedWords are qualitative words spelt with an accent in a language,
// by their unaccented form: OCR often loses a tilde or an acute ("Nao
// reativo", "Negatif"), and without it the word is misspelt there.
var accentedWords = map[string]map[string]string{
	"pt": {"nao": "não", "limpido": "límpido"},
	"es": {"limpido": "límpido"},
	"fr": {"negatif": "négatif", "detecte": "détecté", "reactif": "réactif", "legerement": "légèrement"},
	"tr": {"saptanmadi": "saptanmadı", "saptandi": "saptandı", "bulanik": "bulanık", "sari": "sarı"},
}

// fixOCRQualitative mends a word result OCR misread on a page in lang: a
// speck or a stray letter before it ("I Négatif", "E Negativo"), a letter
// off in a word of the qualitative vocabulary ("Négatit", "NGo reactivo"),
// and an accent the language's spelling has and the reading lost. Only a
// reading that then is a qualitative result changes.
func fixOCRQualitative(s, lang string) string {
	s = strings.TrimSpace(s)
	if s == "" || startsNumber(s) || isQualitative(s) && !needsAccent(s, lang) {
		return s
	}
	words := strings.Fields(s)
	if len(words) > 1 && len([]rune(words[0])) == 1 && !isQualitative(s) {
		words = words[1:] // a speck or a letter from the column beside
	}
	for i, w := range words {
		if isQualitative(strings.Join(words, " ")) {
			break
		}
		if fixed, ok := nearQualitativeWord(w); ok {
			words[i] = fixed
		}
	}
	t := strings.Join(words, " ")
	if !isQualitative(t) {
		return s
	}
	for i, w := range words {
		if a, ok := accentedWords[lang][strings.ToLower(w)]; ok {
			words[i] = withCaseOf(a, w)
		}
	}
	return strings.Join(words, " ")
}

// needsAccent says whether a qualitative reading has a word the language
// spells with an accent, read without it.
func needsAccent(s, lang string) bool {
	for _, w := range strings.Fields(s) {
		if _, ok := accentedWords[lang][strings.ToLower(w)]; ok {
			return true
		}
	}
	return false
}

// nearQualitativeWord is the word of the qualitative vocabulary that w reads
// as with one letter OCR took for a look-alike ("Négatit": négatif; five
// letters or more, so that short words stay as read), in w's case.
func nearQualitativeWord(w string) (string, bool) {
	f := foldAccents(strings.ToLower(w))
	if len(f) < 5 {
		return "", false
	}
	found := ""
	for k := range qualitativeWords {
		if len(k) != len(f) {
			continue
		}
		diff, at := 0, 0
		for i := range len(k) {
			if k[i] != f[i] {
				diff, at = diff+1, i
			}
		}
		if diff != 1 || !letterLookAlike[[2]byte{f[at], k[at]}] {
			continue
		}
		if found != "" {
			return "", false // two words as near: leave it
		}
		found = k
	}
	if found == "" {
		// faint print's merged or faded glyphs ("Negatvo", "Amanilo"); an
		// accent read is the language's, so no word without one is meant
		found = glyphNearest([]rune(f), qualitativeVocab(), true)
		if found == "" || f != strings.ToLower(w) && foldAccents(found) == found {
			return "", false
		}
	}
	return withCaseOf(found, w), true
}

// qualitativeVocab is qualitativeWords for glyphNearest.
var qualitativeVocab = sync.OnceValue(func() []vocabWord {
	var ws []vocabWord
	for k := range qualitativeWords {
		ws = append(ws, vocabWord{k, []rune(k)})
	}
	slices.SortFunc(ws, func(a, b vocabWord) int { return strings.Compare(a.s, b.s) })
	return ws
})

// letterLookAlike are letters OCR reads for one another (read, printed).
var letterLookAlike = map[[2]byte]bool{{'t', 'f'}: true, {'f', 't'}: true, {'l', 'i'}: true, {'i', 'l'}: true,
	{'c', 'e'}: true, {'e', 'c'}: true, {'u', 'v'}: true, {'v', 'u'}: true, {'n', 'u'}: true, {'u', 'n'}: true,
	{'o', 'a'}: true, {'a', 'o'}: true, {'1', 'l'}: true, {'0', 'o'}: true}

// qualitativeWords are the words of the qualitative vocabulary.
var qualitativeWords = func() map[string]bool {
	m := map[string]bool{}
	for k := range qualitativeValues {
		for _, w := range strings.Fields(k) {
			m[w] = true
		}
	}
	return m
}()

// withCaseOf spells word w in the case of the reading like: all capitals,
// a capital first or lower case.
func withCaseOf(w, like string) string {
	switch {
	case like == strings.ToUpper(like) && len([]rune(like)) > 1:
		return strings.ToUpper(w)
	case like != "" && unicode.IsUpper([]rune(like)[0]):
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		return string(r)
	}
	return w
}
