package parser

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay/loinc"
)

// nameVocab is the set of words (lower case, letters only, four or more
// letters) used in the names of common tests: their LOINC names and the
// English printed-name aliases.
// OCR name repair checks words against it.
var nameVocab = sync.OnceValue(func() map[string]bool {
	v := map[string]bool{}
	// The common tests only: the rare codes of the full table would let
	// OCR debris pass for words.
	loinc.Default().CommonNames(func(s string) { addWords(v, s) })
	return v
})

// addWords adds the words of s (lower case, letters only, four or more
// letters) to v.
func addWords(v map[string]bool, s string) {
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if utf8.RuneCountInString(w) >= 4 {
			v[w] = true
		}
	}
}

func lettersOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// repairOCRNameWords joins words Tesseract split ("THY ROID" → "THYROID")
// when the joined word is a known test-name word and the halves are not,
// and corrects a word one letter away from exactly one known word.
func repairOCRNameWords(name, lang string) string {
	voc := vocabularyFor(lang)
	vocab := voc.set
	if len(vocab) == 0 {
		return name
	}
	ws := strings.Fields(name)
	var out []string
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if i+1 < len(ws) {
			joined := lettersOnly(w + ws[i+1])
			a, b := lettersOnly(w), lettersOnly(ws[i+1])
			if a != "" && b != "" && !(vocab[a] && vocab[b]) {
				if vocab[joined] {
					out = append(out, w+ws[i+1])
					i++
					continue
				}
				if len(joined) >= 8 && !vocab[a] && !vocab[b] {
					if fixed := correctWord(w+ws[i+1], voc); fixed != w+ws[i+1] {
						out = append(out, fixed)
						i++
						continue
					}
				}
			}
		}
		if i+1 < len(ws) && strings.ToLower(w) == w {
			if k, ok := voc.accented[foldAccents(w)+" "+foldAccents(lettersOnly(ws[i+1]))]; ok {
				w = k
			}
		}
		if len(ws) == 1 {
			if k, ok := voc.accented[foldAccents(strings.ToLower(w))]; ok && utf8.RuneCountInString(w) == utf8.RuneCountInString(k) {
				w = recase(w, k)
			}
		}
		out = append(out, abbreviationIn(correctWord(w, voc), voc.abbrevs, len(ws) == 1))
	}
	return strings.Join(out, " ")
}

// labAbbreviations are short test names printed in capitals.
var labAbbreviations = []string{"RDW", "LDL", "HDL", "MCV", "MCH", "MCHC", "WBC", "RBC", "CO2", "BUN", "ALT", "AST", "ALP",
	"GGT", "TSH", "INR", "ESR", "CRP", "PSA", "LDH", "CK", "FT4", "FT3", "T3", "T4", "PTH", "HCT", "HGB", "PLT", "MPV", "TIBC"}

// abbreviationIn is correctAbbreviation for a word that may hold one within
// brackets or before a hyphen ("(REC)", "ROW-CV"); alone, a name in lower or
// mixed case is read as capitals ("wec" for WBC: a photo's small capitals),
// and a thin letter OCR added is dropped ("MICH").
func abbreviationIn(w string, abbrevs []string, alone bool) string {
	core, rest, _ := strings.Cut(w, "-")
	inner := strings.TrimLeft(core, "([")
	lead := core[:len(core)-len(inner)]
	core = strings.TrimRight(inner, ")]")
	trail := inner[len(core):]
	fixed := correctAbbreviation(core, abbrevs)
	up := strings.ToUpper(core)
	// (a name printed in mixed case, "Hct", stays as printed)
	if fixed == core && len(core) >= 3 && len(core) <= 5 && (alone || up == core) && !slices.Contains(abbrevs, up) {
		if a := correctAbbreviation(up, abbrevs); a != up {
			fixed = a
		} else if a := thinLetterAdded(up, abbrevs); a != "" {
			fixed = a
		}
	}
	if fixed == core {
		return w
	}
	if strings.Contains(w, "-") {
		return lead + fixed + trail + "-" + rest
	}
	return lead + fixed + trail
}

// thinLetterAdded is the one abbreviation that up reads as with one I or L
// that OCR added (a speck or a stroke read as a letter); "" when none or
// several.
func thinLetterAdded(up string, abbrevs []string) string {
	found := ""
	for i := 0; i < len(up); i++ {
		if up[i] != 'I' && up[i] != 'L' {
			continue
		}
		if c := up[:i] + up[i+1:]; slices.Contains(abbrevs, c) {
			if found != "" && found != c {
				return ""
			}
			found = c
		}
	}
	return found
}

var abbrevLookAlikes = map[[2]byte]bool{{'O', 'D'}: true, {'D', 'O'}: true, {'O', 'C'}: true, {'C', 'O'}: true, {'Z', '2'}: true, {'O', '0'}: true, {'0', 'O'}: true,
	{'I', '1'}: true, {'1', 'I'}: true, {'B', '8'}: true, {'8', 'B'}: true, {'S', '5'}: true, {'5', 'S'}: true, {'G', '6'}: true,
	{'E', 'B'}: true}

// correctAbbreviation fixes one look-alike character in a short capitalised
// word that is not one of the known abbreviations abbrevs ("ROW" → "RDW",
// "COZ" → "CO2", "VOM" → "VCM" in Spanish).
func correctAbbreviation(w string, abbrevs []string) string {
	if len(w) < 3 || len(w) > 4 || strings.ToUpper(w) != w {
		return w
	}
	if slices.Contains(abbrevs, w) {
		return w
	}
	found := ""
	for _, a := range abbrevs {
		if len(a) != len(w) {
			continue
		}
		diff := 0
		for i := 0; i < len(a); i++ {
			if a[i] != w[i] {
				if !abbrevLookAlikes[[2]byte{w[i], a[i]}] {
					diff = 2
					break
				}
				diff++
			}
		}
		if diff == 1 {
			if found != "" && found != a {
				return w // two abbreviations one look-alike away
			}
			found = a
		}
	}
	if found != "" {
		return found
	}
	return w
}

// ocrLookAlikes are letters Tesseract confuses; four-letter words are only
// corrected along these.
var ocrLookAlikes = map[[2]rune]bool{
	{'i', 'l'}: true, {'l', 'i'}: true, {'t', 'l'}: true, {'l', 't'}: true, {'o', 'd'}: true, {'d', 'o'}: true,
	{'e', 'c'}: true, {'c', 'e'}: true, {'o', 'a'}: true, {'a', 'o'}: true, {'n', 'u'}: true, {'u', 'n'}: true,
	{'f', 'r'}: true, {'r', 'f'}: true, {'f', 't'}: true, {'t', 'f'}: true, {'h', 'b'}: true, {'b', 'h'}: true,
}

// ocrConfusable says whether OCR plausibly read want as got: a look-alike
// pair, or a letter with a diacritic on either side ("Harnsdure").
func ocrConfusable(got, want rune) bool {
	return ocrLookAlikes[[2]rune{got, want}] || got >= 0x80 || want >= 0x80
}

func isVowel(r rune) bool { return strings.ContainsRune("aeiou", r) }

// vocabulary is the known name words of one language, for OCR repair.
type vocabulary struct {
	// small: only a few hundred printed names (a language other than
	// English), so a real word of the language is often near a known one
	// without being a misreading of it; corrections must look like OCR's.
	small bool
	set   map[string]bool
	// abbrevs are the short names printed in capitals: labAbbreviations,
	// and a language's own ("VCM", "HCM" in Spanish)
	abbrevs []string
	words   []vocabWord
	// folded maps a word with its diacritics dropped to the word, or to ""
	// when two words fold alike.
	folded map[string]string
	// accented maps a short word printed with an accent and the word after
	// it, both folded, to the accented word: OCR drops the accent ("a
	// jeun" is "à jeun"), and the short word alone may be another ("(a)");
	// and a short accented name printed alone, folded, to itself ("Üre")
	accented map[string]string
}

// vocabWord is a known name word as runes, for the edit comparisons.
type vocabWord struct {
	s string
	r []rune
}

func newVocabulary(set map[string]bool) *vocabulary {
	v := &vocabulary{set: set, folded: map[string]string{}}
	for k := range set {
		v.words = append(v.words, vocabWord{k, []rune(k)})
		f := foldAccents(k)
		if have, ok := v.folded[f]; ok && have != k {
			v.folded[f] = ""
			continue
		}
		v.folded[f] = k
	}
	return v
}

var vocabularies sync.Map // language -> *vocabulary

// vocabularyFor returns the name words OCR repair checks a report in lang
// against: for English the common tests' LOINC names and English aliases,
// for another language its own printed names only, so that a word of that
// language is never "corrected" into an English one ("COMPLETO").
func vocabularyFor(lang string) *vocabulary {
	if lang == "" {
		lang = "en"
	}
	if v, ok := vocabularies.Load(lang); ok {
		return v.(*vocabulary)
	}
	if lang == "en" {
		nv := newVocabulary(nameVocab())
		nv.abbrevs = labAbbreviations
		v, _ := vocabularies.LoadOrStore(lang, nv)
		return v.(*vocabulary)
	}
	// one pass over the language's printed names: their words, the short
	// accented words with the word after each, and their capitalised
	// abbreviations
	set := map[string]bool{}
	accented := map[string]string{}
	abbrevs := slices.Clone(labAbbreviations)
	loinc.Default().LanguageNames(lang, func(s string) {
		addWords(set, s)
		ws := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
		for i := 0; i+1 < len(ws); i++ {
			if n := utf8.RuneCountInString(ws[i]); n < 4 && n < len(ws[i]) {
				accented[foldAccents(ws[i])+" "+foldAccents(ws[i+1])] = ws[i]
			}
		}
		if len(ws) == 1 && utf8.RuneCountInString(ws[0]) < 4 && utf8.RuneCountInString(ws[0]) < len(ws[0]) {
			accented[foldAccents(ws[0])] = ws[0] // a short name alone: "Üre"
		}
		for _, f := range strings.Fields(s) {
			if len(f) >= 3 && len(f) <= 4 && strings.ToUpper(f) == f && strings.IndexFunc(f, unicode.IsLetter) >= 0 &&
				strings.IndexFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) < 0 &&
				!slices.Contains(abbrevs, f) {
				abbrevs = append(abbrevs, f)
			}
		}
	})
	nv := newVocabulary(set)
	nv.small, nv.accented, nv.abbrevs = true, accented, abbrevs
	v, _ := vocabularies.LoadOrStore(lang, nv)
	return v.(*vocabulary)
}

// correctWord fixes a word of four or more letters that is not a known
// word: diacritics that OCR dropped or changed ("Hamoglobin", "Antigéne")
// are restored when one known word folds alike, and one misread, lost or
// doubled letter is corrected when exactly one known word is that close.
func correctWord(w string, voc *vocabulary) string {
	lw := lettersOnly(w)
	rw := []rune(lw)
	if len(rw) < 4 || len(rw) != len([]rune(w)) || voc.set[lw] {
		return w
	}
	if k := voc.folded[foldAccents(lw)]; k != "" {
		return recase(w, k)
	}
	match := ""
	if len(rw) >= 6 {
		// a letter lost or doubled: "Haematocrt", "Cholesteroll"
		for _, k := range voc.words {
			if (len(k.r) == len(rw)+1 || len(k.r) == len(rw)-1) && editDistance(k.s, lw) == 1 && !inflected(k.s, lw, voc.small) {
				if match != "" && match != k.s {
					return w
				}
				match = k.s
			}
		}
		if match != "" {
			return recase(w, match)
		}
	}
	for _, k := range voc.words {
		if len(k.r) != len(rw) {
			continue
		}
		diff := 0
		for i := 0; i < len(k.r) && diff <= 1; i++ {
			if k.r[i] != rw[i] {
				diff++
				switch {
				case len(rw) < 5 && !ocrLookAlikes[[2]rune{rw[i], k.r[i]}]:
					diff = 2
				case voc.small && !ocrConfusable(rw[i], k.r[i]):
					diff = 2
				case voc.small && i == len(rw)-1 && isVowel(rw[i]) && isVowel(k.r[i]):
					diff = 2 // an inflection (sanguínea, sanguíneo), not a misreading
				}
			}
		}
		if diff == 1 {
			if match != "" {
				return w
			}
			match = k.s
		}
	}
	if match == "" {
		// (a word of any LOINC name is printed, not misread: "metabolic" is
		// no misreading of the common tests' "metabolite")
		if loinc.Default().KnownWord(lw) {
			return w
		}
		if k := glyphNearest(rw, voc.words, voc.small); k != "" {
			return recase(w, k)
		}
		return w
	}
	return recase(w, match)
}

// glyphNearest is the one known word that rw reads as through the misreadings
// of worn or faint print, which one-letter edits do not describe: two glyphs
// printed close read as one ("ri" as n, "in" as m, "li" as U), an r or a T
// with its stroke faded read as n or I, a thin letter lost or doubled
// ("Hematocnto", "Hemoglobma", "Unfocitos", "Trigycénides"). At most two
// such misreadings in a word of seven letters or more, one in a shorter
// word; "" when none is that near, or two words are.
func glyphNearest(rw []rune, words []vocabWord, small bool) string {
	if len(rw) < 5 {
		return ""
	}
	limit := 1
	if len(rw) >= 7 {
		limit = 2
	}
	best, bestD, tie := "", limit+1, false
	var buf []int
	for _, k := range words {
		if d := len(k.r) - len(rw); d < -limit || d > limit {
			continue
		}
		if n := (len(rw) + 1) * (len(k.r) + 1); cap(buf) < n {
			buf = make([]int, n, n+2*limit+8)
		}
		d := glyphDistance(rw, k.r, small, limit, buf)
		if d > limit || inflected(k.s, string(rw), small) || derived(k.r, rw) {
			continue
		}
		switch {
		case d < bestD:
			best, bestD, tie = k.s, d, false
		case d == bestD && k.s != best:
			tie = true
		}
	}
	if tie || small && sameButEnding(rw, []rune(best)) {
		return ""
	}
	return best
}

// derived says whether the reading r is the known word k, or k without its
// final vowel, with one to three letters more: a word made from it
// ("Leucocytic" from leucocyte, "dansiteli" from dansite), not faint print.
func derived(k, r []rune) bool {
	stem := k
	if len(stem) > 4 && isVowel(stem[len(stem)-1]) {
		stem = stem[:len(stem)-1]
	}
	n := len(r) - len(stem)
	return n >= 1 && n <= 3 && len(r) > len(k) && string(r[:len(stem)]) == string(stem)
}

// sameButEnding says whether two words differ only by their last letter,
// both vowels: an inflection in a language other than English (directa,
// directo), not a misreading.
func sameButEnding(a, b []rune) bool {
	n := len(a)
	return n > 0 && n == len(b) && string(a[:n-1]) == string(b[:n-1]) && isVowel(a[n-1]) && isVowel(b[n-1])
}

// glyphMerges are printed letter pairs that faint or worn print reads as
// one glyph (printed pair -> read letter).
var glyphMerges = map[string]rune{"ri": 'n', "rí": 'n', "rr": 'n', "in": 'm', "rn": 'm', "ni": 'm', "li": 'u', "ti": 'u', "cl": 'd'}

// glyphDistance counts the misreadings of faint print that turn the printed
// word k into the reading r (see glyphNearest): a look-alike letter, a
// merged pair, a thin letter (i, l, r, t, f) lost or doubled. Any other
// edit counts two, or more than limit in a small vocabulary, whose real
// words are often one letter from a known one.
func glyphDistance(r, k []rune, small bool, limit int, buf []int) int {
	other := 2
	if small {
		other = limit + 1
	}
	thin := func(c rune) bool { return strings.ContainsRune("ilrtfí", c) }
	inf := limit + 1
	// d[i*w+j]: the cost of reading k[:j] as r[:i]
	w := len(k) + 1
	d := buf[:(len(r)+1)*w]
	for i := range d {
		d[i] = inf
	}
	d[0] = 0
	for i := 0; i <= len(r); i++ {
		rowMin := inf
		for j := 0; j <= len(k); j++ {
			c := d[i*w+j]
			if c >= inf {
				continue
			}
			rowMin = min(rowMin, c)
			relax := func(i2, j2, cost int) {
				if i2 <= len(r) && j2 <= len(k) && c+cost < d[i2*w+j2] {
					d[i2*w+j2] = c + cost
				}
			}
			if i < len(r) && j < len(k) {
				switch {
				case r[i] == k[j]:
					relax(i+1, j+1, 0)
				case ocrConfusable(r[i], k[j]) || glyphLookAlikes[[2]rune{r[i], k[j]}]:
					relax(i+1, j+1, 1)
				default:
					relax(i+1, j+1, other)
				}
			}
			if i < len(r) && j+1 < len(k) && glyphMerges[string(k[j:j+2])] == r[i] {
				relax(i+1, j+2, 1)
			}
			if j < len(k) {
				cost := other
				if thin(k[j]) {
					cost = 1
				}
				relax(i, j+1, cost) // a printed letter lost
			}
			if i < len(r) {
				cost := other
				if thin(r[i]) {
					cost = 1
				}
				relax(i+1, j, cost) // a letter read that was not printed
			}
		}
		if rowMin >= inf {
			return inf // every later cell comes from this row
		}
	}
	return d[len(r)*w+len(k)]
}

// glyphLookAlikes are letters faint print reads for one another besides
// ocrLookAlikes (read, printed): an r whose arm merges with the next
// letter's stem reads as n, a T whose bar faded as I (lower-cased here).
var glyphLookAlikes = map[[2]rune]bool{{'n', 'r'}: true, {'i', 't'}: true, {'t', 'i'}: true}

// inflected reports two words that differ by a final s (singular and
// plural: "Phosphatases alcalines" is printed where LOINC says
// phosphatase) or, in a language other than English, by a final vowel
// ("reumatoideo", "reumatoide"): the same word inflected, not a letter OCR
// lost or added.
func inflected(a, b string, small bool) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	if !strings.HasPrefix(a, b) || len(a) != len(b)+1 {
		return false
	}
	last := rune(a[len(a)-1])
	return last == 's' || small && isVowel(last)
}

// recase writes match with the case pattern of the printed word w.
func recase(w, match string) string {
	upper := strings.ToUpper(w) == w
	rs := []rune(match)
	ws := []rune(w)
	for i := range rs {
		switch {
		case upper:
			rs[i] = unicode.ToUpper(rs[i])
		case i < len(ws) && unicode.IsUpper(ws[i]):
			rs[i] = unicode.ToUpper(rs[i])
		}
	}
	return string(rs)
}
