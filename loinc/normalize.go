package loinc

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// foldRune maps accented Latin letters to ASCII so that Spanish, Italian,
// German, Portuguese and French names index like English ones.
func foldRune(r rune) rune {
	switch r {
	case 'á', 'à', 'â', 'ä', 'ã', 'å', 'ą', 'ă':
		return 'a'
	case 'é', 'è', 'ê', 'ë', 'ę', 'ě':
		return 'e'
	case 'í', 'ì', 'î', 'ï', 'ı':
		return 'i'
	case 'ó', 'ò', 'ô', 'ö', 'õ', 'ø', 'ő':
		return 'o'
	case 'ú', 'ù', 'û', 'ü', 'ű', 'ů':
		return 'u'
	case 'ç', 'ć', 'č':
		return 'c'
	case 'ñ', 'ń', 'ň':
		return 'n'
	case 'ß', 'ś', 'š', 'ş', 'ș':
		return 's'
	// Polish, Czech, Turkish and Romanian letters a report may print or
	// drop the mark of ("całkowity", "şeker"): as a letter, not a break
	// between words ("ca" and "kowity", calcium's symbol)
	case 'ł':
		return 'l'
	case 'ź', 'ż', 'ž':
		return 'z'
	case 'ğ':
		return 'g'
	case 'ř':
		return 'r'
	case 'ý':
		return 'y'
	case 'ţ', 'ț', 'ť':
		return 't'
	case 'đ', 'ď':
		return 'd'
	case 'µ', 'μ':
		return 'u'
	case 'ơ':
		return 'o'
	case 'ư':
		return 'u'
	}
	switch {
	case r >= 0x1E00 && r <= 0x1EFF:
		if f := latinExtra[r-0x1E00]; f != 0 {
			return unicode.ToLower(f)
		}
	case r >= 0xFF01:
		return foldWidth(r)
	}
	return r
}

// spelling maps British and variant spellings (and a few tokenisation
// artefacts) to the spelling LOINC uses.
var spelling = map[string]string{
	"haemoglobin": "hemoglobin", "haematocrit": "hematocrit", "haem": "hem", "leucocyte": "leukocyte",
	"leucocytes": "leukocytes", "leukocytes": "leukocytes", "oestradiol": "estradiol", "faeces": "feces",
	"faecal": "fecal", "colour": "color", "sulphate": "sulfate", "caeruloplasmin": "ceruloplasmin",
	"haemoglobina": "hemoglobina", "haematology": "hematology", "anaemia": "anemia", "oesinophil": "eosinophil",
	"esinophil": "eosinophil", "eosinophiles": "eosinophils", "neutrophiles": "neutrophils", "lymphocytes": "lymphocytes",
	"glycosylated": "glycated", "glycosilated": "glycated", "glycated": "glycated", "haemolysis": "hemolysis",
	"aluminium": "aluminum", "sulphur": "sulfur", "foetal": "fetal", "paediatric": "pediatric",
	"thyroxin": "thyroxine", "hdlc": "hdl", "ldlc": "ldl", "vldlc": "vldl", "hba1c": "hba1c", "a1c": "a1c",
	"lipoproteins": "lipoprotein", "mcgs": "mcg",
	// Compounds and abbreviations that reports write both ways.
	"hydroxyvitamin": "hydroxy vitamin", "dihydroxyvitamin": "dihydroxy vitamin", "oh": "hydroxy",
	"vit": "vitamin", "hydroxycholecalciferol": "hydroxy cholecalciferol", "calculated": "calc",
	"calculation": "calc", "titre": "titer", "titres": "titer", "calculate": "calc", "cal": "calc",
	// Blood-gas analysers print standard bicarbonate as HCO3-std.
	"std": "standard",
	// Vietnamese and Indonesian spellings of lab words (canxi, urê, ureum,
	// leukosit) and Vietnamese "toàn phần" (total).
	"canxi": "calcium", "ure": "urea", "ureum": "urea", "leukosit": "leukocyte", "toan": "total",
}

// stopwords carry no identity in a printed test name.
var stopwords = map[string]bool{
	"of": true, "in": true, "the": true, "and": true, "by": true, "for": true, "on": true, "at": true,
	"de": true, "del": true, "la": true, "el": true, "los": true, "las": true, "di": true, "della": true,
	"delle": true, "dei": true, "der": true, "die": true, "das": true, "im": true, "des": true, "du": true,
	"le": true, "les": true, "en": true, "em": true, "do": true, "da": true, "dos": true,
	"test": true, "level": true, "levels": true, "value": true, "result": true, "results": true,
	"y": true, "et": true, "und": true, "con": true, "nel": true, "nella": true, "au": true, "l": true, "il": true,
	"lo": true, "das'": true,
	// Words of report furniture rather than test names.
	"comment": true, "comments": true, "interpretation": true, "note": true, "notes": true, "remark": true,
	"remarks": true, "method": true,
	// Vietnamese: "định lượng" (quantitative assay), "toàn phần" (total)
	"dinh": true, "luong": true, "phan": true,
}

// greekLetters are the Greek letters lab names print (β-hCG, γ-GT, α1-AT,
// β2-microglobulin, κ/λ light chains), spelt as LOINC spells them: dropped,
// "β-HB" (beta-hydroxybutyrate) read as HB and "β2-MG" as Mg.
var greekLetters = map[rune]string{
	'α': "alpha", 'β': "beta", 'γ': "gamma", 'δ': "delta", 'κ': "kappa", 'λ': "lambda",
}

func greekName(r rune) (string, bool) {
	if r < 'α' || r > 'ω' {
		return "", false
	}
	g, ok := greekLetters[r]
	return g, ok
}

// tokenize lower-cases, folds accents, splits on punctuation (keeping %),
// fixes spelling and drops stopwords and plural s. The returned tokens are
// the identity of a name.
func tokenize(s string) []string {
	for i := 0; i < len(s); i++ {
		if s[i] == 0xD0 || s[i] == 0xD1 { // Cyrillic
			s = latinCyrillic(s)
			break
		}
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	prevSpace := true
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		i += size
		if r >= 0x0E00 && isCJK(r) {
			// 白细胞计数, 総ビリルビン, 총콜레스테롤: the run's words
			j := i
			for j < len(s) {
				r2, n := utf8.DecodeRuneInString(s[j:])
				if !isCJK(r2) {
					break
				}
				j += n
			}
			writeCJK(&b, s[i-size:j])
			i, prevSpace = j, true
			continue
		}
		r = foldRune(unicode.ToLower(r))
		if g, ok := greekName(r); ok {
			// "β-HB", "β2-MG", "γ-GT": the letter is a word of the name
			if !prevSpace {
				b.WriteByte(' ')
			}
			b.WriteString(g)
			b.WriteByte(' ')
			prevSpace = true
			continue
		}
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			prevSpace = false
		case r == '+' && strings.HasPrefix(s[i:], "+") && !prevSpace:
			// "Ca++": a doubled charge after a symbol is a word of the
			// name (the ion measured free), not a separator; "Ca" alone
			// is another name
			b.WriteString(" ++ ")
			i++
			prevSpace = true
		case r == '%' || r == '#':
			if !prevSpace {
				b.WriteByte(' ')
			}
			b.WriteRune(r)
			b.WriteByte(' ')
			prevSpace = true
		default:
			if !prevSpace {
				b.WriteByte(' ')
				prevSpace = true
			}
		}
	}
	fields := mergeLetters(strings.Fields(b.String()))
	out := make([]string, 0, len(fields)+2)
	for _, f := range fields {
		if stopwords[f] {
			continue
		}
		if sp, ok := spelling[f]; ok {
			if strings.IndexByte(sp, ' ') > 0 {
				out = append(out, strings.Fields(sp)...)
				continue
			}
			f = sp
		}
		out = append(out, singular(f))
	}
	return out
}

func singular(t string) string {
	n := len(t)
	if n > 3 && t[n-1] == 's' && t[n-2] != 's' && t[n-2] != 'u' && t[n-2] != 'i' {
		return t[:n-1]
	}
	return t
}

// trigrams returns the character trigrams of a token padded with spaces.
func trigrams(t string) []string {
	p := " " + t + " "
	if len(p) < 3 {
		return []string{p}
	}
	out := make([]string, 0, len(p)-2)
	for i := 0; i+3 <= len(p); i++ {
		out = append(out, p[i:i+3])
	}
	return out
}

// diceTrigram is the Dice coefficient of the trigram sets of a and b.
func diceTrigram(a, b string) float64 {
	ta, tb := trigrams(a), trigrams(b)
	common := 0
	used := make([]bool, len(tb))
	for _, x := range ta {
		for j, y := range tb {
			if !used[j] && x == y {
				used[j] = true
				common++
				break
			}
		}
	}
	return 2 * float64(common) / float64(len(ta)+len(tb))
}

// mergeLetters joins runs of single letters, so that dotted abbreviations
// (S.G.O.T., R.B.C., E.S.R.) read like their undotted forms.
func mergeLetters(fields []string) []string {
	single := func(f string) bool { return len(f) == 1 && f[0] >= 'a' && f[0] <= 'z' }
	out := fields[:0]
	for i := 0; i < len(fields); {
		j := i
		for j < len(fields) && single(fields[j]) {
			j++
		}
		if j-i >= 2 {
			out = append(out, strings.Join(fields[i:j], ""))
			i = j
			continue
		}
		out = append(out, fields[i])
		i++
	}
	return out
}

// foldOCR maps the letters OCR confuses (l/1/i, 0/o, rn/m) to one form, so
// that "Creatinlne" and "Cholesteroi" find their words.
func foldOCR(t string) string {
	hasLetter := false
	for i := 0; i < len(t); i++ {
		if t[i] >= 'a' && t[i] <= 'z' {
			hasLetter = true
			break
		}
	}
	if !hasLetter {
		return t
	}
	return ocrFolder.Replace(t)
}

var ocrFolder = strings.NewReplacer("l", "i", "1", "i", "0", "o", "rn", "m", "vv", "w")

// sampleSuffixes are the endings French, Italian and Spanish give a test's
// name to say the sample it is measured in (Albuminémie, Natriurie,
// Glycorachie; Magnesiemia, Proteinuria, Glicorrachia; Glucorraquia), as
// the tokenizer folds them, longest first, with the specimen they name.
var sampleSuffixes = [...]struct{ suffix, specimen string }{
	{"rrachia", "CSF"}, {"rraquia", "CSF"}, {"rachie", "CSF"}, {"rachia", "CSF"},
	{"emie", "Serum"}, {"emia", "Serum"},
	{"urie", "Urine"}, {"uria", "Urine"},
}

// sampleStems are the stems those names are built on, in the three
// languages, and the analyte they name in English.
var sampleStems = map[string]string{
	"albumin": "albumin", "microalbumin": "microalbumin",
	"magnes": "magnesium", "magnesi": "magnesium",
	"calc": "calcium", "calci": "calcium",
	"kali": "potassium", "potassi": "potassium", "potasi": "potassium",
	"natr": "sodium", "natri": "sodium", "sodi": "sodium",
	"protid": "total protein", "protein": "protein", "proteino": "protein",
	"creatinin": "creatinine",
	"ur":        "urea", "azot": "urea",
	"phosphor": "phosphorus", "fosfor": "phosphorus", "phosphat": "phosphate", "fosfat": "phosphate",
	"cholesterol": "cholesterol", "colesterol": "cholesterol",
	"triglycerid": "triglyceride", "triglicerid": "triglyceride",
	"uric":     "uric acid",
	"ferritin": "ferritin",
	"chlor":    "chloride", "clor": "chloride", "chloro": "chloride", "cloro": "chloride",
	"bilirubin": "bilirubin",
	"glyc":      "glucose", "glic": "glucose", "gluc": "glucose", "glyco": "glucose", "glico": "glucose", "gluco": "glucose",
	"glycos": "glucose", "glicos": "glucose", "glucos": "glucose",
	"sider":  "iron",
	"lactat": "lactate", "lacto": "lactate",
	"ammoni": "ammonia", "amoni": "ammonia",
	"amylas": "amylase", "amilas": "amylase",
	"lipas": "lipase",
}

// sampleSuffix reads a folded word that names a test by its sample's
// suffix ("albuminemie": albumin in serum, "natriurie": sodium in urine,
// "glycorachie": glucose in CSF) as the analyte's English words and the
// sample; ok is false for any other word ("anemia" has no analyte stem).
func sampleSuffix(t string) (words, specimen string, ok bool) {
	for _, s := range sampleSuffixes {
		if stem, cut := strings.CutSuffix(t, s.suffix); cut {
			if w, known := sampleStems[stem]; known {
				return w, s.specimen, true
			}
			return "", "", false
		}
	}
	return "", "", false
}

// cognateSpelling folds the spellings that tell the same Latin or Greek
// word apart across the report languages: ph and f, th and t, ch and k, y
// and i, z and s, w and v (phosphatase, fosfataza; cholesterol, kolesterol;
// erythrocyte, erytrocyt; glukoza, glucosa).
var cognateSpelling = strings.NewReplacer("ph", "f", "th", "t", "ch", "k", "ck", "k", "qu", "kv", "x", "ks", "y", "i",
	"w", "v", "z", "s", "ae", "e", "oe", "e")

// cognateWord is a word of five letters or more as its cognates in other
// languages spell it: cognateSpelling, c as it sounds (k, or s before e
// and i), doubled letters single, without final vowels and with a final d
// as t, keeping five letters (Kreatynina, kreatinin and creatinine are
// "kreatinin"; Trombocyty, trombosit and thrombocyte "trombosit";
// Trigliserit and triglyceride "trigliserit"; "Leuko" stays "leuko").
// Shorter words are symbols and abbreviations: left alone.
func cognateWord(t string) string {
	if len(t) < 5 {
		return t
	}
	r := cognateSpelling.Replace(t)
	out := make([]byte, 0, len(r))
	for i := 0; i < len(r); i++ {
		c := r[i]
		if c == 'c' {
			if i+1 < len(r) && (r[i+1] == 'e' || r[i+1] == 'i') {
				c = 's'
			} else {
				c = 'k'
			}
		}
		if len(out) > 0 && out[len(out)-1] == c {
			continue
		}
		out = append(out, c)
	}
	for len(out) > 5 && strings.IndexByte("aeiou", out[len(out)-1]) >= 0 {
		out = out[:len(out)-1]
	}
	if n := len(out); n > 4 && out[n-1] == 'd' {
		out[n-1] = 't'
	}
	return string(out)
}

// cognateKey is a name's words by cognateWord.
func cognateKey(toks []string) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(cognateWord(t))
	}
	return b.String()
}

// cyrillicLetters transliterate Russian, Ukrainian and Bulgarian letters
// as lab words borrowed from Latin and Greek are spelt in the alphabets the
// table holds: х as ch (холестерин, Cholesterin), ц as c (тромбоциты,
// Thrombocyten), ю and я as u and a after the consonant they soften
// (глюкоза, Glukose), the soft and hard signs dropped.
var cyrillicLetters = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'ґ': "g", 'д': "d", 'е': "e", 'ё': "e", 'є': "e", 'ж': "zh", 'з': "z",
	'и': "i", 'і': "i", 'ї': "i", 'й': "i", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r",
	'с': "s", 'т': "t", 'у': "u", 'ф': "f", 'х': "ch", 'ц': "c", 'ч': "ch", 'ш': "sh", 'щ': "sht", 'ъ': "", 'ы': "y",
	'ь': "", 'э': "e", 'ю': "u", 'я': "a",
}

// cyrillicLoans are the starts of words Russian writes with г for the
// Latin and Greek h (гемоглобин, гематокрит, гепатит, гормон,
// гомоцистеин, гистамин).
var cyrillicLoans = strings.NewReplacer(" gem", " hem", " gepat", " hepat", " gorm", " horm", " gomoc", " homoc",
	" gist", " hist", " gaptoglobin", " haptoglobin", " leik", " leuk")

// cyrillicElement is the ending -ий of an element's name (калий, натрий,
// кальций), which Latin writes -ium.
var cyrillicElement = regexp.MustCompile(`([a-z])ii\b`)

// latinCyrillic transliterates the Cyrillic letters of s (cyrillicLetters);
// other text is kept.
func latinCyrillic(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteByte(' ')
	for _, r := range s {
		if t, ok := cyrillicLetters[unicode.ToLower(r)]; ok {
			b.WriteString(t)
			continue
		}
		b.WriteRune(r)
	}
	t := cyrillicElement.ReplaceAllString(cyrillicLoans.Replace(b.String()), "${1}ium")
	return strings.TrimPrefix(t, " ")
}
