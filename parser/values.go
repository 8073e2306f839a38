package parser

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/assayhq/assay"
)

// numberRE matches a printed number: digits with an optional decimal point
// or comma and optional thousands separators.
// (a raised dot between digits is a decimal point, as British and some
// Commonwealth labs print it: "11·8")
const numberPat = `[-+]?(?:\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?:[,.' ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,·]\d+)?|[.,]\d+)`

var (
	numberRE = regexp.MustCompile(`^` + numberPat + `$`)
	// a value with an optional comparator and a flag stuck to it
	valueRE = regexp.MustCompile(`^(?P<cmp><=|>=|≤|≥|<|>)?\s*(?P<num>` + numberPat + `)\s*(?P<flag>\[?\(?(?:HH|LL|H|L|A|C)\)?\]?|\*+|↑|↓|High|Low|HIGH|LOW)?$`)
	// a titre: "1:160", or as French and Spanish reports print it, "1/320"
	ratioRE = regexp.MustCompile(`^(\d+)\s*:\s*(\d+)$|^(1)\s*/\s*(\d{2,})$`)
	// a number in scientific notation: the mantissa, then the power of ten
	// as an E or as "x 10^"
	sciValueRE = regexp.MustCompile(`^(<=|>=|≤|≥|<|>)?\s*(\d+(?:[.,]\d+)?)\s*(?:[eE]([+-]?\d{1,2})|[xX×]\s*10\^([+-]?\d{1,2}))$`)
	plusRE     = regexp.MustCompile(`^(?:[1-4]\+|\+{1,4})$`)
	// a value beyond the method's range with its comparator in words
	// ("Less than 3.0", "inférieur à 6", "mayor que 2500"); the value keeps
	// the words as printed
	valueWordCmpRE = regexp.MustCompile(`^(?i:(` + cmpWords(false, true) + `)|(` + cmpWords(true, true) + `))\s*(` + numberPat + `)$`)
	// a span of counts such as "2-4" (cells per high-power field)
	countRangeRE = regexp.MustCompile(`^(\d{1,3})\s*-\s*(\d{1,3})$`)
)

// parseNumber converts a printed number to float. decimalComma says the
// document writes "5,4" for 5.4; otherwise a comma followed by three digits is
// a thousands separator.
func parseNumber(s string, decimalComma bool) (float64, bool) {
	s = strings.TrimSpace(s)
	s = strings.ReplaceAll(s, "'", "")
	s = strings.ReplaceAll(s, " ", "")
	if s == "" {
		return 0, false
	}
	if strings.Contains(s, "·") {
		f, err := strconv.ParseFloat(strings.Replace(s, "·", ".", 1), 64)
		return f, err == nil
	}
	lastDot := strings.LastIndex(s, ".")
	lastComma := strings.LastIndex(s, ",")
	switch {
	case lastDot >= 0 && lastComma >= 0:
		if lastComma > lastDot { // 1.234,5
			s = strings.ReplaceAll(s, ".", "")
			s = strings.Replace(s, ",", ".", 1)
		} else { // 1,234.5
			s = strings.ReplaceAll(s, ",", "")
		}
	case lastComma >= 0:
		frac := s[lastComma+1:]
		if strings.Count(s, ",") > 1 || (!decimalComma && len(frac) == 3) {
			s = strings.ReplaceAll(s, ",", "")
		} else {
			s = strings.Replace(s, ",", ".", 1)
		}
	case strings.Count(s, ".") > 1: // 1.234.567
		s = strings.ReplaceAll(s, ".", "")
	case lastDot >= 0 && decimalComma && len(s)-lastDot-1 == 3 && lastDot > 0:
		s = strings.ReplaceAll(s, ".", "") // 1.234 in a decimal-comma document
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, false
	}
	return f, true
}

// qualitative values and whether they read as a positive finding.
var qualitativeValues = map[string]bool{
	"negative": false, "neg": false, "positive": true, "pos": true,
	"not detected": false, "detected": true, "none detected": false,
	"reactive": true, "non reactive": false, "non-reactive": false, "nonreactive": false,
	"trace": true, "absent": false, "present": true, "nil": false, "none": false,
	"none seen": false, "normal": false, "abnormal": true, "clear": false, "cloudy": true,
	"hazy": true, "turbid": true, "yellow": false, "pale yellow": false, "straw": false,
	"amber": false, "few": true, "rare": true, "moderate": true, "many": true,
	"small": true, "large": true, "indeterminate": true, "equivocal": true,
	"not seen": false, "seen": true, "occasional": true,
	// the other languages the parser reads, folded (see foldAccents)
	"negativo": false, "negativa": false, "positivo": true, "positiva": true, "assente": false, "presente": true,
	"assenti": false, "ausente": false, "ausencia": false, "non rilevato": false, "rilevato": true, "no detectado": false,
	"detectado": true, "nao detectado": false, "nao detetado": false, "nao reagente": false, "reagente": true,
	"nao reativo": false, "reativo": true, "nao reactivo": false, "no reactivo": false, "reactivo": true, "non reattivo": false, "reattivo": true, "tracce": true, "trazas": true,
	"reactiva": true, "reativa": true, "reattiva": true, // a serology (la serología) is feminine
	"indosabile": false, "normale": false, "normales": false, "limpido": false, "limpio": false, "torbido": true,
	"turbio": true, "turvo": true, "giallo paglierino": false, "amarillo": false, "amarelo": false, "giallo": false,
	"negativ": false, "positiv": true, "nicht nachweisbar": false, "nachweisbar": true, "nicht nachgewiesen": false,
	"nachgewiesen": true, "nicht reaktiv": false, "reaktiv": true, "spuren": true, "grenzwertig": true, "klar": false,
	"trub": true, "gelb": false, "hellgelb": false,
	"negatif": false, "positif": true, "absente": false, "non detecte": false, "detecte": true,
	"non reactif": false, "reactif": true, "traces": true, "limpide": false, "trouble": true, "jaune": false,
	"jaune clair": false, "pozitif": true, "saptanmadi": false, "saptandi": true, "tespit edilmedi": false,
	"tespit edildi": true, "eser": true, "berrak": false, "bulanik": true, "sari": false,
	"acik sari": false,
	// how many cells or crystals a urine sediment shows, in each language
	"numerous": true, "abundant": true, "scanty": true,
	"rares": true, "quelques": true, "nombreux": true, "nombreuses": true, "assez nombreux": true, "assez nombreuses": true,
	"escasos": true, "escasas": true, "raros": true, "raras": true, "aislados": true, "aisladas": true, "algunos": true,
	"algunas": true, "abundantes": true, "moderados": true, "moderadas": true, "numerosos": true, "numerosas": true,
	"rari": true, "scarsi": true, "scarse": true, "alcuni": true, "alcune": true, "numerosi": true, "numerose": true,
	"poucos": true, "poucas": true, "alguns": true, "algumas": true,
	"vereinzelt": true, "wenige": true, "reichlich": true, "massenhaft": true, "zahlreich": true,
	"nadir": true, "bol": true,
}

// unreportedValues are words a lab prints in a test's result cell when it
// reports no result: the sample was unfit (haemolysed, clotted, too little)
// or the result is not ready or was not done, in each language read
// (folded). The row is still the lab's answer for that test.
var unreportedValues = map[string]bool{
	"haemolysed": true, "hemolysed": true, "hemolyzed": true, "haemolyzed": true, "clotted": true, "lipaemic": true,
	"lipemic": true, "not done": true, "not performed": true, "qns": true, "insufficient sample": true,
	"insufficient": true, "pending": true, "to follow": true, "cancelled": true, "canceled": true, "see comment": true,
	"see note": true, "see report": true, "hamolytisch": true, "hamolysiert": true, "geronnen": true, "lipamisch": true, "nicht durchgefuhrt": true,
	"folgt": true, "siehe kommentar": true, "siehe bemerkung": true, "nicht bestimmbar": true, "material fehlt": true,
	"hemolyse": true, "hemolysee": true, "coagule": true, "lipemique": true, "non fait": true, "non realise": true,
	"en cours": true, "a suivre": true, "voir commentaire": true, "voir note": true, "ininterpretable": true,
	"hemolizado": true, "hemolizada": true, "coagulado": true, "coagulada": true, "lipemico": true, "lipemica": true,
	"no realizado": true, "pendiente": true, "en proceso": true, "ver comentario": true, "ver nota": true,
	"muestra insuficiente": true, "emolizzato": true, "emolizzata": true, "coagulato": true, "coagulata": true,
	"non eseguito": true, "in corso": true, "vedi nota": true, "vedi commento": true, "campione insufficiente": true,
	"hemolisado": true, "hemolisada": true, "nao realizado": true, "em andamento": true, "pendente": true,
	"ver observacao": true, "amostra insuficiente": true, "hemolizli": true, "pihtili": true, "calisilmadi": true, "beklemede": true, "yetersiz numune": true,
}

// unreported says whether a result cell holds no result but the reason
// there is none (see unreportedValues).
func unreported(s string) bool {
	return unreportedValues[foldAccents(strings.Trim(strings.TrimSpace(s), ".*()"))]
}

// booleanValues are qualitative results the upstream types as "boolean".
var booleanValues = map[string]bool{
	"negative": true, "neg": true, "positive": true, "pos": true, "not detected": true, "detected": true,
	"none detected": true, "reactive": true, "non reactive": true, "non-reactive": true, "nonreactive": true,
	"negativo": true, "negativa": true, "positivo": true, "positiva": true, "negativ": true, "positiv": true,
	"negatif": true, "positif": true, "pozitif": true, "nicht nachweisbar": true, "nachweisbar": true,
	"nicht nachgewiesen": true, "nachgewiesen": true, "no detectado": true, "detectado": true, "non rilevato": true,
	"rilevato": true, "nao detectado": true, "nao detetado": true, "non detecte": true, "detecte": true,
	"saptanmadi": true, "saptandi": true, "tespit edilmedi": true, "tespit edildi": true, "no reactivo": true,
	"reactivo": true, "non reattivo": true, "reattivo": true, "nicht reaktiv": true, "reaktiv": true,
	"non reactif": true, "reactif": true, "nao reagente": true, "reagente": true, "nao reativo": true, "reativo": true,
	"nao reactivo": true, "reactiva": true, "reativa": true, "reattiva": true,
}

func isQualitative(s string) bool {
	_, _, ok := qualitative(foldAccents(strings.TrimSpace(s)))
	return ok || plusRE.MatchString(strings.TrimSpace(s))
}

// degrees are the words that grade a finding.
var degrees = map[string]bool{"slightly": true, "mildly": true, "very": true, "ligeramente": true, "levemente": true,
	"muy": true, "leicht": true, "stark": true, "legerement": true, "tres": true, "leggermente": true, "molto": true,
	"lievemente": true, "hafif": true, "cok": true, "muito": true,
	// as abbreviated in a narrow result cell ("Lig. turbio")
	"sl.": true, "lig.": true, "lev.": true, "leg.": true, "legg.": true}

// negators are the words that deny a finding in the languages read.
var negators = map[string]bool{"no": true, "non": true, "nao": true, "not": true, "nicht": true, "kein": true, "keine": true}

// qualitative reads a folded qualitative result: whether it reports a
// finding, and whether the upstream types it boolean. A negator before a
// finding denies it whatever the wording ("nao reactivo", "non-reactif").
func qualitative(low string) (positive, boolean, ok bool) {
	if pos, ok := qualitativeValues[low]; ok {
		return pos, booleanValues[low], true
	}
	neg, rest, found := strings.Cut(strings.Replace(low, "-", " ", 1), " ")
	if !found {
		return false, false, false
	}
	if degrees[neg] {
		// "ligeramente turbio": the finding, however much of it
		pos, ok := qualitativeValues[rest]
		return pos, false, ok
	}
	if !negators[neg] {
		return false, false, false
	}
	if pos, ok := qualitativeValues[rest]; ok && pos {
		return false, booleanValues[rest], true
	}
	// "no organisms seen", "no growth"
	words := strings.Fields(rest)
	if len(words) > 0 && len(words) <= 4 && findingWords[words[len(words)-1]] {
		return false, false, true
	}
	return false, false, false
}

// findingWords end a sentence that reports what was looked for.
var findingWords = map[string]bool{"seen": true, "detected": true, "found": true, "isolated": true, "observed": true, "identified": true, "growth": true}

// flagInfo is a printed abnormal flag.
type flagInfo struct {
	printed  string
	above    bool
	below    bool
	critical bool
}

// parseFlag reads a flag token such as H, LL, (H), [H], *, ↑, High.
func parseFlag(s string) (flagInfo, bool) {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "=") || strings.HasSuffix(t, "_") {
		t = strings.TrimRight(t, "=_") // OCR specks after a flag: "H="
	}
	core := strings.Trim(t, "[]() ")
	f := flagInfo{printed: t}
	switch strings.ToUpper(foldAccents(core)) {
	case "H", "HIGH", "↑", "▲", "▴", "△", "⬆", "HI", "ALTO", "ALTA", "HOCH", "ERHOHT", "ELEVE", "ELEVEE", "HAUT", "YUKSEK":
		f.above = true
	case "L", "LOW", "↓", "▼", "▾", "▽", "⬇", "LO", "B", "BAJO", "BAJA", "BASSO", "BASSA", "BAIXO", "BAIXA", "NIEDRIG", "ERNIEDRIGT", "BAS", "BASSE", "DUSUK":
		f.below = true
	case "HH", "H*", "↑↑", "CH", "CRITICAL HIGH", "PANIC HIGH":
		f.above, f.critical = true, true
	case "LL", "L*", "↓↓", "CL", "CRITICAL LOW", "PANIC LOW":
		f.below, f.critical = true, true
	case "A", "*", "**", "ABN", "ABNORMAL", "AB":
	case "C", "CRIT", "CRITICAL", "!":
		f.critical = true
	default:
		return flagInfo{}, false
	}
	return f, true
}

// signFlag reads a flag printed as plus or minus signs, as German-language
// reports mark high and low values ("+", "++", "-"). Only a cell beside the
// value is read so: elsewhere a sign is a grade ("2+") or a range's dash.
func signFlag(s string) (flagInfo, bool) {
	switch s {
	case "+", "++", "+++":
		return flagInfo{printed: s, above: true}, true
	case "-", "--", "–", "−":
		return flagInfo{printed: s, below: true}, true
	}
	return flagInfo{}, false
}

// parsedValue is a result cell split into value and flag.
type parsedValue struct {
	value    string // as printed, without flag
	kind     string // assay.Type*
	num      *float64
	cmp      string // "<", ">", "<=", ">=" for bound values
	flag     *flagInfo
	positive *bool // qualitative finding
}

// parseValue reads a result cell: "87.7", "87.7 [H]", "87.7H", "<0.5",
// "Negative", "1:40", "2+".
func parseValue(s string, decimalComma bool) (parsedValue, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return parsedValue{}, false
	}
	// an asterisk before the number marks it abnormal, beside a flag
	// letter or alone ("*10,6 B", "*14"); OCR reads a small one as a
	// quote mark ("“106")
	var flag *flagInfo
	if rest := strings.TrimLeft(s, "*“”„‘’'`\""); rest != s && rest != "" && isDigit(rune(rest[0])) {
		if strings.HasPrefix(s, "*") {
			if f, ok := parseFlag("*"); ok {
				flag = &f
			}
		}
		s = rest
	}
	// flag as a separate trailing or leading token
	if fields := strings.Fields(s); len(fields) > 1 {
		if f, ok := parseFlag(fields[len(fields)-1]); ok {
			flag = &f
			s = strings.TrimSpace(strings.Join(fields[:len(fields)-1], " "))
		} else if f, ok := parseFlag(fields[0]); ok && len(fields[0]) <= 4 && fields[0] != "A" {
			flag = &f
			s = strings.TrimSpace(strings.Join(fields[1:], " "))
		}
	}
	if m := sciValueRE.FindStringSubmatch(s); m != nil {
		// scientific notation, as viral loads print: "2.4E+05", "1,2 x 10^3"
		mant, ok := parseNumber(m[2], decimalComma)
		exp, err := strconv.Atoi(m[3] + m[4]) // (Atoi takes a leading +)
		if ok && err == nil {
			n := mant * math.Pow(10, float64(exp))
			v := parsedValue{kind: assay.TypeNumeric, flag: flag, num: &n, value: s}
			if m[1] != "" {
				v.cmp, v.kind = normalizeCmp(m[1]), assay.TypeRange
			}
			return v, true
		}
	}
	if m := valueRE.FindStringSubmatch(s); m != nil {
		cmp, num, fl := m[1], m[2], m[3]
		v := parsedValue{kind: assay.TypeNumeric, flag: flag}
		if fl != "" {
			f, ok := parseFlag(fl)
			if !ok {
				return parsedValue{}, false
			}
			v.flag = &f
		}
		n, ok := parseNumber(num, decimalComma)
		if !ok {
			return parsedValue{}, false
		}
		v.num = &n
		v.value = strings.TrimSpace(s[:len(s)-len(fl)])
		if cmp != "" {
			v.cmp = normalizeCmp(cmp)
			v.kind = assay.TypeRange
		}
		return v, true
	}
	if m := valueWordCmpRE.FindStringSubmatch(s); m != nil {
		if n, ok := parseNumber(m[3], decimalComma); ok {
			v := parsedValue{value: s, kind: assay.TypeRange, num: &n, cmp: "<", flag: flag}
			if m[2] != "" {
				v.cmp = ">"
			}
			return v, true
		}
	}
	if m := countRangeRE.FindStringSubmatch(s); m != nil {
		// cells per field printed as a span: "2-4"
		lo, ok1 := parseNumber(m[1], decimalComma)
		hi, ok2 := parseNumber(m[2], decimalComma)
		if ok1 && ok2 && lo <= hi {
			return parsedValue{value: s, kind: assay.TypeRange, num: &hi, flag: flag}, true
		}
	}
	if m := ratioRE.FindStringSubmatch(s); m != nil {
		return parsedValue{value: s, kind: assay.TypeRatio, flag: flag}, true
	}
	if pos, boolean, ok := qualitative(foldAccents(s)); ok {
		kind := assay.TypeComment
		if boolean {
			kind = assay.TypeBoolean
		}
		return parsedValue{value: s, kind: kind, flag: flag, positive: &pos}, true
	}
	if plusRE.MatchString(s) {
		t := true
		return parsedValue{value: s, kind: assay.TypeComment, flag: flag, positive: &t}, true
	}
	return parsedValue{}, false
}

func normalizeCmp(c string) string {
	switch c {
	case "≤":
		return "<="
	case "≥":
		return ">="
	}
	return c
}

// refRange is a parsed reference range.
type refRange struct {
	text     string
	min, max *float64
	textual  string // "Negative" etc. for qualitative ranges
	ok       bool   // parsed into numbers or a known text range
	unit     string // unit printed after the range, if any
}

// cmpPhrases are comparators written out before a number, as reports in the
// supported languages print them, in one table for result cells ("less than
// 3.0", a value beyond the method's limits) and reference ranges ("up to 5",
// "bis 5", "at least 40").
var cmpPhrases = []struct {
	pat            string // case-insensitive alternation
	more           bool   // a lower bound: the value is above the number
	result, bounds bool   // printed in a result cell, in a range
}{
	{`less than|below|kleiner als|weniger als|menor que|menor de|menos de|inferior a|inferiore a|minore di|moins de|abaixo de|inf[ée]rieure? [àaá@&]|inf\.? [àaá@]`, false, true, true},
	{`lower than`, false, true, false},
	{`up ?to|bis|unter|hasta|fino a|meno di|jusqu['’][àa]|até|ate|en fazla|at most`, false, false, true},
	{`more than|greater than|above|sup[ée]rieure? [àaá@&]|sup\.? [àaá@]|plus de|mayor que|mayor de|más de|mas de|superior a|superiore a|maggiore di|größer als|grösser als|mehr als|acima de|maior que|maior de|mais de`, true, true, true},
	{`higher than`, true, true, false},
	{`over|über|uber|ab|più di|piu di|oltre|en az|at least`, true, false, true},
}

// cmpWords is the alternation of the phrases of one direction printed in a
// result cell (result) or in a range.
func cmpWords(more, result bool) string {
	var alts []string
	for _, c := range cmpPhrases {
		if c.more == more && (result && c.result || !result && c.bounds) {
			alts = append(alts, c.pat)
		}
	}
	return strings.Join(alts, "|")
}

// tildePat is a tilde as reports print it: ASCII, the wave dash and the
// full-width tilde.
const tildePat = `[~〜～]`

var (
	rangeBetweenRE = regexp.MustCompile(`^\(?\s*(` + numberPat + `)\s*(?:[-–—](?:\s*[-–—])?|÷|to|TO|\.\.|(?i:bis|a|à|al|até|ate|ila))\s*(` + numberPat + `)\s*\)?\s*(.*)$`)
	rangeUpperRE   = regexp.MustCompile(`^\(?\s*(?:<=|=<|≤|` + tildePat + `|<\s*OR\s*=|<\s*or\s*=|<|(?i:` + cmpWords(false, false) + `))\s*(` + numberPat + `)\s*\)?\s*(.*)$`)
	rangeLowerRE   = regexp.MustCompile(`^\(?\s*(?:>=|=>|≥|>\s*OR\s*=|>\s*or\s*=|>|(?i:` + cmpWords(true, false) + `))\s*(` + numberPat + `)\s*\)?\s*(.*)$`)
	// a bound with its comparator after it, as languages with
	// postpositions print it, a case ending on the number ("41'e kadar",
	// "200'ün altında", "40'ın üzerinde", "5'ten küçük"), and as English
	// does ("5.0 or less", "40 and above")
	rangeUpperAfterRE = regexp.MustCompile(`^\(?\s*(` + numberPat + `)(?:['’]\p{L}{1,4})?\s+(?i:(?:or|and|ve|o|ou|oder|e)\s+)?(?i:kadar|altında|altinda|altı|alti|aşağısı|asagisi|küçük|kucuk|less|lower|below|under|menos|weniger|darunter|meno)(?:\s+|$)\)?\s*(.*)$`)
	rangeLowerAfterRE = regexp.MustCompile(`^\(?\s*(` + numberPat + `)(?:['’]\p{L}{1,4})?\s+(?i:(?:or|and|ve|o|ou|oder|e)\s+)?(?i:üzerinde|uzerinde|üstünde|ustunde|üstü|ustu|büyük|buyuk|fazla|more|higher|above|over|más|mas|mais|mehr|darüber|più|oltre)(?:\s+|$)\)?\s*(.*)$`)
	// a range as its centre and the deviation either side ("7,40 ± 0,05").
	// OCR reads ± as a plus, but Italian ranges' ÷ too ("13,5+17,5",
	// "35+5,1" for 3,5 ÷ 5,1), so a plus alone is no deviation.
	rangeDeviationRE = regexp.MustCompile(`^\(?\s*(` + numberPat + `)\s*(±|\+/-|\+-)\s*(` + numberPat + `)\s*\)?\s*(.*)$`)
	// a tilde joins a range's bounds in East Asian reports, and with one
	// side left empty bounds it on the other ("~40" up to 40, "60~" from 60).
	// What follows is no separator and digits: "3.5~5:2" is OCR's 3.5-5.2,
	// mended later, not a range to 5.
	rangeTildeRE = regexp.MustCompile(`^\(?\s*(` + numberPat + `)\s*` + tildePat + `\s*(` + numberPat + `)\s*\)?\s*((?:[^0-9.,:].*)?)$`)
	rangeFromRE  = regexp.MustCompile(`^\(?\s*(` + numberPat + `)\s*` + tildePat + `\s*\)?\s*((?:[^0-9.,:].*)?)$`)
	twoBoundsRE  = regexp.MustCompile(`^(` + numberPat + `)\s+(` + numberPat + `)$`)
	ratioRangeRE = regexp.MustCompile(`^(?:<=|>=|≤|≥|<|>)?\s*(?:\d+\s*:\s*\d+(?:\s*-\s*\d+\s*:\s*\d+)?|1\s*/\s*\d{2,})$`)
	sexRangeRE   = regexp.MustCompile(`(?i)\b(M|Male|Men|F|Female|Women)\s*[:=]?\s*([^MFmfWw]+?)\s*(?:[,;/]\s*)?(?:(M|Male|Men|F|Female|Women)\s*[:=]?\s*(.+))$`)
)

// sexSigns writes the signs for male and female as the letters of a
// sex's range.
var sexSigns = strings.NewReplacer("♂", " M: ", "♀", " F: ")

// garbledSexRangeRE is two ranges, each after a mark OCR made of a sex's
// sign ("2 13,0-17,0 ° 12,0-16,0", "¢<40 % <32", "v 35-72 9% 26-60"); the
// first mark may be lost. No slash, bracket or dash: "3.5-5.0 / 35-50" is
// one range in two units, "0-36 — 0-46" OCR's raised dots; and no single
// numbers ("0,36 a 0,46").
var garbledSexRangeRE = regexp.MustCompile(`^(?:` + sexMarkPat + `\s*)?(` + boundPat + `)\s+` + sexMarkPat + `\s*(` + boundPat + `)$`)

const (
	sexMarkPat = `(?:[^\p{L}\d\s<>≤≥/()\-–—−‒~÷|.,:;]{1,2}|\d%?|\p{L})`
	boundPat   = `(?:[<>≤≥]\s*)?\d+(?:[.,]\d+)?(?:\s*-\s*\d+(?:[.,]\d+)?)?`
)

// sexLabelled writes a range whose sexes are marked by sign as one labelled
// by letters, as sexRangeRE reads it: the signs for male and female ("♂
// 13,0 - 17,0 ♀ 12,0 - 16,0"), or, with the patient's sex known, two
// ranges of one shape after glyphs OCR could not read, the men's first as
// reports print them.
func sexLabelled(s, gender string) (string, bool) {
	if strings.ContainsAny(s, "♂♀") {
		return sexSigns.Replace(s), true
	}
	if men, women, ok := garbledSexRange(s); ok && gender != "" {
		return "M: " + men + " F: " + women, true
	}
	return "", false
}

// garbledSexRange splits s into the men's and the women's ranges when it
// prints two of one shape after marks OCR garbled (see garbledSexRangeRE).
func garbledSexRange(s string) (men, women string, ok bool) {
	m := garbledSexRangeRE.FindStringSubmatch(s)
	if m == nil || boundShape(m[1]) == "" || boundShape(m[1]) != boundShape(m[2]) {
		return "", "", false
	}
	return m[1], m[2], true
}

// boundShape tells a range between two bounds from a one-sided one and
// which side: a sex's ranges are printed alike.
func boundShape(s string) string {
	switch r, _ := utf8.DecodeRuneInString(s); {
	case r == '<' || r == '≤':
		return "<"
	case r == '>' || r == '≥':
		return ">"
	case strings.Contains(s, "-"):
		return "-"
	}
	return ""
}

// thousandsGroupRE is a number that may be a thousands group: one to three
// digits not led by a zero, a mark, three digits.
var thousandsGroupRE = regexp.MustCompile(`^[1-9]\d{0,2}[.,]\d{3}$`)

// sciBoundRE is a number in scientific notation with a multiplication sign
// and a caret, and what follows it (a slash makes the power a unit's).
var sciBoundRE = regexp.MustCompile(`(\d+(?:[.,]\d+)?)\s*[x×*]\s*10\s*\^\s*(-?\d{1,2})(/?)`)

// sciBound writes the bounds of s printed in scientific notation as plain
// numbers in the document's decimal separator.
func sciBound(s string, decimalComma bool) string {
	return sciBoundRE.ReplaceAllStringFunc(s, func(m string) string {
		g := sciBoundRE.FindStringSubmatch(m)
		f, ok := parseNumber(g[1], decimalComma)
		exp, err := strconv.Atoi(g[2])
		if g[3] != "" || !ok || err != nil {
			return m
		}
		t := strconv.FormatFloat(f*math.Pow(10, float64(exp)), 'f', -1, 64)
		return strings.Replace(t, ".", decimalSeparator(decimalComma), 1)
	})
}

// parseRange reads a printed reference range. gender ("male", "female" or
// "") picks the side of a sex-specific range.
func parseRange(s string, gender string, decimalComma bool) refRange {
	s = strings.TrimSpace(s)
	r := refRange{text: s}
	if s == "" {
		return r
	}
	// a range in square brackets reads as one in parentheses: "[3.5 - 5.0]"
	if in, ok := strings.CutPrefix(s, "["); ok && strings.HasSuffix(in, "]") {
		sub := parseRange("("+in[:len(in)-1]+")", gender, decimalComma)
		sub.text = s
		return sub
	}
	// a bound in scientific notation ("< 1.0 x 10^4", a count of colonies
	// or copies) is the number it writes; "x10^9/L" after a bound is a unit
	if t := sciBound(s, decimalComma); t != s {
		sub := parseRange(t, gender, decimalComma)
		sub.text = s
		return sub
	}
	num := func(t string) *float64 {
		f, ok := parseNumber(t, decimalComma)
		if !ok {
			return nil
		}
		return &f
	}
	if t, ok := sexLabelled(s, gender); ok {
		sub := parseRange(t, gender, decimalComma)
		sub.text = s
		return sub
	}
	if m := sexRangeRE.FindStringSubmatch(s); m != nil {
		first, second := strings.ToLower(m[1][:1]), strings.ToLower(m[3][:1])
		if first != second {
			pick := ""
			switch {
			case gender == "male" && (first == "m"):
				pick = m[2]
			case gender == "male" && second == "m":
				pick = m[4]
			case gender == "female" && (first == "f" || first == "w"):
				pick = m[2]
			case gender == "female" && (second == "f" || second == "w"):
				pick = m[4]
			}
			if pick == "" {
				return r // ambiguous without the patient's sex
			}
			sub := parseRange(pick, "", decimalComma)
			sub.text = s
			return sub
		}
	}
	if tiers := rangeTiers(s); tiers != nil {
		if pick, ok := pickTier(tiers, gender); ok {
			sub := parseRange(pick, "", decimalComma)
			sub.text = s
			return sub
		}
		if len(tiers) > 1 {
			return r // no tier is this patient's, or the normal one
		}
	}
	if ratioRangeRE.MatchString(s) {
		// titres ("<1:40") compare as ratios, not as numbers
		r.textual, r.ok = s, true
		return r
	}
	if m := rangeDeviationRE.FindStringSubmatch(s); m != nil && plausibleUnit(m[4]) {
		c, d := num(m[1]), num(m[3])
		if c != nil && d != nil && *d > 0 {
			// to the bounds' own decimals: 7.40 - 0.05 is 7.35, not 7.3500000000000005
			k := math.Pow(10, float64(max(decimalsOf(m[1]), decimalsOf(m[3]))))
			lo, hi := math.Round((*c-*d)*k)/k, math.Round((*c+*d)*k)/k
			r.min, r.max, r.ok, r.unit = &lo, &hi, true, strings.TrimSpace(m[4])
			return r
		}
	}
	m := rangeTildeRE.FindStringSubmatch(s)
	if m == nil {
		m = rangeBetweenRE.FindStringSubmatch(s)
	}
	if m != nil && plausibleUnit(m[3]) {
		lo, hi := num(m[1]), num(m[2])
		// a range's bounds are of one magnitude: a lower bound with three
		// decimals some thousand times below the upper one is a thousands
		// group read with the decimal mark ("3,500 a 10.500" in a report
		// that groups thousands with points)
		if lo != nil && hi != nil && *lo > 0 && *hi / *lo > 500 && thousandsGroupRE.MatchString(m[1]) {
			if k := *lo * 1000; k <= *hi && *hi/k <= 100 {
				lo = &k
			}
		}
		if lo != nil && hi != nil && *lo <= *hi {
			r.min, r.max, r.ok, r.unit = lo, hi, true, strings.TrimSpace(m[3])
			return r
		}
	}
	// a graphic range: the two bounds printed apart above a drawn bar
	if m := twoBoundsRE.FindStringSubmatch(s); m != nil {
		lo, hi := num(m[1]), num(m[2])
		if lo != nil && hi != nil && *lo < *hi {
			r.min, r.max, r.ok = lo, hi, true
			return r
		}
	}
	// one bound: a comparator or its words; a titre's bound in words
	// ("inférieur à 1:80") is a ratio too
	titre := func(m []string) bool { return ratioRangeRE.MatchString(m[1] + strings.ReplaceAll(m[2], " ", "")) }
	for _, after := range []struct {
		re    *regexp.Regexp
		upper bool
	}{{rangeUpperAfterRE, true}, {rangeLowerAfterRE, false}, {rangeFromRE, false}} {
		if m := after.re.FindStringSubmatch(s); m != nil && plausibleUnit(m[2]) {
			if b := num(m[1]); b != nil {
				if after.upper {
					r.max = b
				} else {
					r.min = b
				}
				r.ok, r.unit = true, strings.TrimSpace(m[2])
				return r
			}
		}
	}
	if m := rangeUpperRE.FindStringSubmatch(s); m != nil {
		if titre(m) {
			r.textual, r.ok = s, true
			return r
		}
		if hi := num(m[1]); hi != nil && plausibleUnit(m[2]) {
			r.max, r.ok, r.unit = hi, true, strings.TrimSpace(m[2])
			return r
		}
	}
	if m := rangeLowerRE.FindStringSubmatch(s); m != nil {
		if titre(m) {
			r.textual, r.ok = s, true
			return r
		}
		if lo := num(m[1]); lo != nil && plausibleUnit(m[2]) {
			r.min, r.ok, r.unit = lo, true, strings.TrimSpace(m[2])
			return r
		}
	}
	// a qualitative reference, bare or in parentheses ("(Négatif)")
	if isQualitative(s) {
		r.textual, r.ok = s, true
	} else if in, ok := strings.CutPrefix(s, "("); ok && strings.HasSuffix(in, ")") && isQualitative(in[:len(in)-1]) {
		r.textual, r.ok = in[:len(in)-1], true
	}
	return r
}

// plausibleUnit says whether the text after a range can be a unit (short,
// no further numbers that would make the range something else).
func plausibleUnit(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return true
	}
	// a lone stroke or ring is a digit OCR read as a letter ("<4i" for <41)
	switch s {
	case "i", "l", "I", "|", "o", "O":
		return false
	}
	return len(s) <= 16 && !strings.ContainsAny(s, "<>≤≥") && !numberRE.MatchString(s)
}

// rangeTierRE is one tier of a labelled range: "Deseable: < 200",
// "Mujeres: 12.0 - 16.0".
var rangeTierRE = regexp.MustCompile(`^\p{L}[\p{L}\p{M} .'/]{0,30}:\s*\S*[0-9]`)

// tierLabelRE finds the labels of a range printed in tiers.
var tierLabelRE = regexp.MustCompile(`(?:^|\s)(\p{L}[\p{L}\p{M} .'/]{0,30}?)\s*:\s*`)

type rangeTier struct{ label, text string }

// rangeTiers splits a range printed as labelled tiers ("Normal: 70 - 99
// Diabetes: ≥ 126", "Varones: 13 - 17 Mujeres: 12 - 16") into its tiers;
// nil when it does not start with a label.
func rangeTiers(s string) []rangeTier {
	ms := tierLabelRE.FindAllStringSubmatchIndex(s, -1)
	if len(ms) == 0 || ms[0][0] != 0 {
		return nil
	}
	var tiers []rangeTier
	for i, m := range ms {
		end := len(s)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		tiers = append(tiers, rangeTier{label: foldAccents(strings.TrimSpace(s[m[2]:m[3]])), text: strings.TrimSpace(s[m[1]:end])})
	}
	return tiers
}

// Tier labels by what they say of the patient or of the value, folded.
var (
	maleTiers = map[string]bool{"m": true, "h": true, "male": true, "males": true, "men": true, "man": true,
		"masculino": true, "hombre": true, "hombres": true, "varon": true, "varones": true, "homme": true,
		"hommes": true, "mannlich": true, "manner": true, "mann": true, "maschi": true, "uomini": true, "uomo": true,
		"erkek": true, "homens": true}
	femaleTiers = map[string]bool{"f": true, "w": true, "female": true, "females": true, "women": true, "woman": true,
		"femenino": true, "mujer": true, "mujeres": true, "femme": true, "femmes": true, "weiblich": true,
		"frauen": true, "frau": true, "femmine": true, "donne": true, "donna": true, "kadin": true, "mulheres": true}
	normalTiers = map[string]bool{"normal": true, "normale": true, "normales": true, "desirable": true, "deseable": true,
		"desejavel": true, "souhaitable": true, "wunschenswert": true, "optimal": true, "optimo": true, "optima": true,
		"ottimale": true, "ideal": true, "sufficient": true, "sufficiency": true, "suficiente": true,
		"suficiencia": true, "sufficienza": true, "suffisance": true, "adequate": true, "adecuado": true,
		"recommended": true, "recomendado": true, "reference": true, "referencia": true}
)

// pickTier returns the tier that holds the patient's range: the one for
// their sex, else the one the report calls normal.
func pickTier(tiers []rangeTier, gender string) (string, bool) {
	var want map[string]bool
	switch gender {
	case "male":
		want = maleTiers
	case "female":
		want = femaleTiers
	}
	if want != nil {
		for _, t := range tiers {
			if want[t.label] {
				return t.text, true
			}
		}
	}
	for _, t := range tiers {
		if normalTiers[t.label] {
			return t.text, true
		}
	}
	return "", false
}

// decimalsOf is the number of digits after the last separator of a number
// as printed (0 without one).
func decimalsOf(n string) int {
	i := strings.LastIndexAny(n, ".,·")
	if i < 0 {
		return 0
	}
	return len(n) - i - 1
}
