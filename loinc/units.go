package loinc

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// unitClass is a set of measurement kinds a unit can express. A printed unit
// says which LOINC property fits: mg/dL is a mass concentration (MCnc),
// mmol/L a substance concentration (SCnc), 10^3/uL a number concentration
// (NCnc), % a fraction (never an absolute count).
type unitClass uint32

const (
	ucMass unitClass = 1 << iota
	ucSubst
	ucNumber
	ucFraction
	ucMolFraction
	ucCatalytic
	ucArbitrary
	ucEntVol
	ucEntMass
	ucGFR
	ucTime
	ucVelocity
	ucPressure
	ucRate
	ucRatio
	ucTiter
	ucPerArea
	ucOsmol
	ucPH
	ucLength
	ucTemp
)

var propertyClass = map[string]unitClass{
	"MCnc": ucMass, "SCnc": ucSubst, "NCnc": ucNumber, "NFr": ucFraction, "VFr": ucFraction,
	"MFr": ucFraction, "SFr": ucFraction | ucMolFraction, "Ratio": ucRatio | ucFraction, "CCnc": ucCatalytic,
	"ACnc": ucArbitrary, "EntVol": ucEntVol, "EntMass": ucEntMass, "ArVRat": ucGFR, "Time": ucTime,
	"Vel": ucVelocity, "PPres": ucPressure, "MRat": ucRate, "SRat": ucRate, "MRto": ucRatio, "SRto": ucRatio,
	"Titr": ucTiter, "Naric": ucPerArea, "Osmol": ucOsmol, "LsCnc": ucPH, "RelTime": ucRatio | ucFraction, "NRto": ucRatio,
	"MCnt": ucMass | ucRatio, "EntCat": ucCatalytic, "RelMCnc": ucFraction, "RelACnc": ucFraction,
	"RelCCnc": ucFraction, "MoM": ucRatio, "CCnt": ucCatalytic,
}

var (
	unitAnnotation = regexp.MustCompile(`\{[^}]*\}`)
	reNumber       = regexp.MustCompile(`^(10[0-9]{1,2}|[0-9.]+)?(cells?|cel|cell)?/(ul|l|ml|nl|pl|hl)$`)
	reMass         = regexp.MustCompile(`^(kg|g|mg|ug|ng|pg|fg)/(dl|l|ml|100ml|ul|cl)$`)
	reSubst        = regexp.MustCompile(`^(mol|mmol|umol|nmol|pmol|fmol|meq|ueq)/(l|dl|ml|ul)$`)
	reEnzyme       = regexp.MustCompile(`^(u|iu|ui|ukat|nkat|mkat|kat|e)/(l|dl)$`)
	reArb          = regexp.MustCompile(`^(m|u|k)?(iu|ui|u|arbu|arb'u|au|ie|e)/(l|dl|ml|ul)$`)
	reRate         = regexp.MustCompile(`/(24h|24hr|24hrs|d|day|24hour|h|hr|min)$`)
	reRatio        = regexp.MustCompile(`^(mg|ug|g|mmol|umol|nmol)/(g|mg|mmol|umol|mol)[.·・]?(creat|creatinine|crea|cre|crn|cr)?$`)
)

var unitSpelling = strings.NewReplacer(
	"mcg", "ug", "mcl", "ul", "cu.mm", "ul", "cumm", "ul", "cmm", "ul", "mm3", "ul", "microl", "ul",
	"x10e", "10", "x10", "10", "10e", "10", "thou/", "103/", "lakhs/", "105/", "lakh/", "105/",
	"mill/", "106/", "million/", "106/", "/ltr", "/l", "/litre", "/l", "/liter", "/l",
)

// matchSpelling folds spellings the matcher reads as evidence of a unit's
// kind: gm for gram (Indian and Asian reports), the East Asian myriad and
// thousand per volume. Only the matcher folds them (see matchUnit).
var matchSpelling = strings.NewReplacer("gms/", "g/", "gm/", "g/", "萬/", "104/", "万/", "104/", "千/", "103/",
	// Portuguese, Spanish and Italian counts (milhões/mm³, millones/µL,
	// milioni/µL: 10^6; mil/mm³: 10^3) and the German creatinine of a
	// ratio (mg/g Krea)
	"milhoes/", "106/", "millones/", "106/", "milioni/", "106/", "mil/", "103/", "krea", "crea")

// cyrillicUnit spells the prefixes and units of a transliterated
// Russian unit as Latin ones do: мк is micro, Ед (единица) the unit, мМЕ
// milli-international units, ч the hour.
var cyrillicUnit = strings.NewReplacer("mkmol", "umol", "mkg", "ug", "mkl", "ul", "mked", "uu", "med/", "mu/",
	"mme/", "mu/", "me/", "iu/", "ed/", "u/", "/ch", "/h")

// matchWords are units the matcher reads in the report languages as the
// unit LOINC writes: seconds (seg, segundos, secondi, Sek., sn) and a count
// per microscope field (/campo, /champ, /Gesichtsfeld, /GF, /cga, wpw),
// which is per high-power field.
var matchWords = map[string]string{"seg": "s", "segs": "s", "segundo": "s", "segundos": "s", "secondi": "s",
	"sek": "s", "sekunden": "s", "sn": "s", "saniye": "s"}

// matchUnit is normUnit of a printed unit as the matcher reads it: with
// matchSpelling, and without a D-dimer's basis ("µg/mL FEU"), which is
// evidence of its own (basisOf). The parser's unit checks keep normUnit
// and classOf.
func matchUnit(u string) string {
	if strings.ContainsFunc(u, func(r rune) bool { return r >= 0x400 && r <= 0x4FF }) {
		// ммоль/л, мкмоль/л, г/л, Ед/л, мм/ч
		u = cyrillicUnit.Replace(latinCyrillic(strings.ToLower(u)))
	}
	s := matchSpelling.Replace(normUnit(u))
	if w, ok := matchWords[strings.TrimSuffix(s, ".")]; ok {
		return w
	}
	if perField(s) {
		return "/hpf"
	}
	return strings.TrimSuffix(strings.TrimSuffix(s, "feu"), "ddu")
}

// perField reports a count per microscope field: /campo (Spanish,
// Portuguese, Italian), /champ (French), /Gesichtsfeld or /GF (German),
// /cga (Italian: campo a grande ingrandimento), wpw (Polish: w polu
// widzenia).
func perField(s string) bool {
	for _, w := range [...]string{"campo", "champ", "gesichtsfeld", "/gf", "/cga", "wpw"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// normUnit canonicalises a printed or UCUM unit: lower case, µ and mc to u,
// mm3/cumm to uL, 10^9 and x10*9 to 109, UCUM annotations and brackets out.
func normUnit(u string) string {
	u = strings.ToLower(strings.TrimSpace(u))
	if u == "" {
		return ""
	}
	var b strings.Builder
	for _, r := range u {
		r = foldRune(r)
		switch r {
		case ' ', '[', ']', '(', ')', '^', '*', '\t':
			continue
		case '×':
			r = 'x'
		case '⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹': // 10⁹/L, /mm³
			r = '0' + rune(slices.Index([]rune("⁰¹²³⁴⁵⁶⁷⁸⁹"), r))
		}
		b.WriteRune(r)
	}
	s := b.String()
	if strings.IndexByte(s, '{') >= 0 {
		s = unitAnnotation.ReplaceAllString(s, "")
	}
	s = unitSpelling.Replace(s)
	if strings.HasPrefix(s, "k/") {
		s = "103" + s[1:]
	}
	if strings.HasPrefix(s, "m/") {
		s = "106" + s[1:]
	}
	return s
}

// classOf returns the measurement kinds a unit can express (0 if unknown).
func classOf(unit string) unitClass { return classify(unit, normUnit(unit)) }

// matchClass is classOf of a printed unit as the matcher reads it (see
// matchUnit).
func matchClass(unit string) unitClass {
	s := matchUnit(unit)
	if s == "ku/l" || s == "kiu/l" {
		// kU/L (cholinesterase in German reports): an enzyme's activity
		return ucCatalytic | ucArbitrary
	}
	return classify(unit, s)
}

// classify returns the measurement kinds of unit, normalised as s.
func classify(unit, s string) unitClass {
	// French and German haematology print giga (10^9) and tera (10^12) per litre.
	switch strings.TrimSpace(unit) {
	case "G/L", "G/l", "T/L", "T/l", "Giga/L", "Tera/L":
		return ucNumber
	}
	raw := strings.ToLower(unit)
	if s == "" {
		switch {
		case strings.Contains(raw, "ratio"):
			return ucRatio
		case strings.Contains(raw, "titer"):
			return ucTiter
		case strings.Contains(raw, "ph"):
			return ucPH
		}
		return 0
	}
	switch {
	case s == "mg%" || s == "g%" || s == "gm%" || s == "gms%" || s == "gm/dl%" || s == "g/dl%" || s == "mgm%":
		return ucMass
	case strings.Contains(s, "%") || s == "l/l" || s == "ml/ml":
		// a volume per volume: the SI haematocrit (0.42 L/L)
		return ucFraction
	case s == "mmol/mol":
		return ucMolFraction
	case strings.Contains(s, "ml/min"):
		return ucGFR
	case s == "fl" || s == "um3":
		return ucEntVol
	case s == "pg" || s == "pg/cell" || s == "pg/rbc":
		return ucEntMass
	case s == "s" || s == "sec" || s == "secs" || s == "second" || s == "seconds" || s == "min" || s == "minutes":
		return ucTime
	case strings.HasPrefix(s, "mm/h") || s == "mm/1h" || s == "mm/1sthr" || s == "mm/hr" || s == "mm/1sthour" || s == "mm":
		return ucVelocity
	case s == "mmhg" || s == "kpa":
		return ucPressure
	case strings.HasPrefix(s, "mosm/"):
		return ucOsmol
	case s == "ph":
		return ucPH
	case strings.Contains(s, "hpf") || strings.Contains(s, "lpf"):
		return ucPerArea
	case strings.Contains(s, "ratio") || s == "inr" || s == "index":
		return ucRatio
	case strings.Contains(s, "titer") || strings.HasPrefix(s, "1:"):
		return ucTiter
	case s == "cel" || s == "degc" || s == "c":
		return ucTemp
	case reNumber.MatchString(s):
		return ucNumber
	case reMass.MatchString(s):
		return ucMass
	case reSubst.MatchString(s):
		return ucSubst
	case reEnzyme.MatchString(s):
		return ucCatalytic | ucArbitrary
	case reArb.MatchString(s):
		return ucArbitrary
	case reRatio.MatchString(s):
		return ucRatio
	case s == "ng/ml/h" || s == "ng/ml/hr" || s == "ug/l/h":
		return ucCatalytic
	case reRate.MatchString(s):
		return ucRate
	}
	return 0
}

// basisOf is the reporting basis a D-dimer's unit or name prints: "feu"
// (fibrinogen equivalent units) or "ddu" (D-dimer units), or "". The two
// differ about twofold and LOINC codes them apart.
func basisOf(s string) string {
	switch {
	case containsFold(s, "feu"):
		return "feu"
	case containsFold(s, "ddu"):
		return "ddu"
	}
	return ""
}

// containsFold reports whether s holds sub (lower-case ASCII) in any case,
// without allocating: every row's unit and name are searched.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		j := 0
		for j < len(sub) && s[i+j]|0x20 == sub[j] {
			j++
		}
		if j == len(sub) {
			return true
		}
	}
	return false
}

// ratioFits reports whether a ratio unit's two quantities fit a LOINC
// ratio property: a mass ratio (MRto) divides mass by mass (mg/g), a
// substance ratio (SRto) moles by moles; mg/mmol is neither, and LOINC
// files it under the plain ratio.
func ratioFits(property, unit string) bool {
	if property != "MRto" && property != "SRto" {
		return true
	}
	m := reRatio.FindStringSubmatch(unit)
	if m == nil {
		return true
	}
	mole := func(u string) bool { return strings.HasSuffix(u, "mol") }
	num, den := mole(m[1]), mole(m[2])
	if num != den {
		return false
	}
	return num == (property == "SRto")
}

var (
	scaleVolume = map[string]float64{"l": 1, "dl": 0.1, "100ml": 0.1, "cl": 0.01, "ml": 1e-3, "ul": 1e-6, "nl": 1e-9, "pl": 1e-12}
	scalePrefix = map[string]float64{"k": 1e3, "": 1, "m": 1e-3, "u": 1e-6, "n": 1e-9, "p": 1e-12, "f": 1e-15}
	scaleNumRE  = regexp.MustCompile(`^(?:(k|m|u|n|p|f)?(g|mol)|(k|m|u)?(iu|ui|u)|10([0-9]{1,2})|cells?)?$`)
)

// UnitScale reads a per-volume unit as a kind of quantity (mass, moles,
// count or enzyme units) and how many of its base per litre one of it is:
// mg/dL is mass at 0.01 g/L, 10^3/µL and G/L count at 10^9 per litre. ok
// is false for any other unit. Units of one kind compare by their factors.
func UnitScale(unit string) (kind string, factor float64, ok bool) {
	switch strings.TrimSpace(unit) {
	case "G/L", "G/l", "Giga/L":
		return "count", 1e9, true
	case "T/L", "T/l", "Tera/L":
		return "count", 1e12, true
	}
	num, den, found := strings.Cut(normUnit(unit), "/")
	vol, okVol := scaleVolume[den]
	m := scaleNumRE.FindStringSubmatch(num)
	if !found || !okVol || m == nil {
		return "", 0, false
	}
	switch {
	case m[2] == "g":
		kind, factor = "mass", scalePrefix[m[1]]
	case m[2] == "mol":
		kind, factor = "moles", scalePrefix[m[1]]
	case m[4] != "":
		kind, factor = "units", scalePrefix[m[3]]
	case m[5] != "":
		e, _ := strconv.Atoi(m[5])
		kind, factor = "count", math.Pow(10, float64(e))
	default:
		kind, factor = "count", 1
	}
	return kind, factor / vol, true
}
