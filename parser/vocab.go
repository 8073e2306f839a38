package parser

import (
	"strings"
	"sync"
	"unicode"

	"github.com/assayhq/assay/loinc"
)

// nameVocab is the set of words (lower case, letters only, four or more
// letters) used in the names of common tests: their LOINC names and the
// English printed-name aliases.
// OCR name repair checks words against it.
var nameVocab = sync.OnceValue(func() map[string]bool {
	v := map[string]bool{}
	add := func(s string) {
		for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
			if len(w) >= 4 {
				v[w] = true
			}
		}
	}
	// The common tests only: the rare codes of the full table would let
	// OCR debris pass for words.
	loinc.Default().CommonNames(add)
	return v
})

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
func repairOCRNameWords(name string) string {
	vocab := nameVocab()
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
					if fixed := correctWord(w+ws[i+1], vocab); fixed != w+ws[i+1] {
						out = append(out, fixed)
						i++
						continue
					}
				}
			}
		}
		out = append(out, correctAbbreviation(correctWord(w, vocab)))
	}
	return strings.Join(out, " ")
}

// labAbbreviations are short test names printed in capitals.
var labAbbreviations = []string{"RDW", "LDL", "HDL", "MCV", "MCH", "MCHC", "WBC", "RBC", "CO2", "BUN", "ALT", "AST", "ALP",
	"GGT", "TSH", "INR", "ESR", "CRP", "PSA", "LDH", "CK", "FT4", "FT3", "T3", "T4", "PTH", "HCT", "HGB", "PLT", "MPV", "TIBC"}

var abbrevLookAlikes = map[[2]byte]bool{{'O', 'D'}: true, {'D', 'O'}: true, {'Z', '2'}: true, {'O', '0'}: true, {'0', 'O'}: true,
	{'I', '1'}: true, {'1', 'I'}: true, {'B', '8'}: true, {'8', 'B'}: true, {'S', '5'}: true, {'5', 'S'}: true, {'G', '6'}: true}

// correctAbbreviation fixes one look-alike character in a short capitalised
// word that is not a known abbreviation ("ROW" → "RDW", "COZ" → "CO2").
func correctAbbreviation(w string) string {
	if len(w) < 3 || len(w) > 4 || strings.ToUpper(w) != w {
		return w
	}
	for _, a := range labAbbreviations {
		if a == w {
			return w
		}
	}
	for _, a := range labAbbreviations {
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
			return a
		}
	}
	return w
}

// ocrLookAlikes are letters Tesseract confuses; four-letter words are only
// corrected along these.
var ocrLookAlikes = map[[2]byte]bool{
	{'i', 'l'}: true, {'l', 'i'}: true, {'t', 'l'}: true, {'l', 't'}: true, {'o', 'd'}: true, {'d', 'o'}: true,
	{'e', 'c'}: true, {'c', 'e'}: true, {'o', 'a'}: true, {'a', 'o'}: true, {'n', 'u'}: true, {'u', 'n'}: true,
}

// correctWord fixes one misread letter in a word of four or more letters
// that is not a known word, when exactly one known word is that close.
func correctWord(w string, vocab map[string]bool) string {
	lw := lettersOnly(w)
	if len(lw) < 4 || len(lw) != len([]rune(w)) || vocab[lw] {
		return w
	}
	match := ""
	if len(lw) >= 6 {
		// a letter lost or doubled: "Haematocrt", "Cholesteroll"
		for k := range vocab {
			if (len(k) == len(lw)+1 || len(k) == len(lw)-1) && editDistance(k, lw) == 1 {
				if match != "" && match != k {
					return w
				}
				match = k
			}
		}
		if match != "" {
			return recase(w, match)
		}
	}
	for k := range vocab {
		if len(k) != len(lw) {
			continue
		}
		diff := 0
		for i := 0; i < len(k) && diff <= 1; i++ {
			if k[i] != lw[i] {
				diff++
				if len(lw) < 5 && !ocrLookAlikes[[2]byte{lw[i], k[i]}] {
					diff = 2
				}
			}
		}
		if diff == 1 {
			if match != "" {
				return w
			}
			match = k
		}
	}
	if match == "" {
		return w
	}
	return recase(w, match)
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
