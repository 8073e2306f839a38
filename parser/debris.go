package parser

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

var leaderDebrisRE = regexp.MustCompile(`(?i)^[ceaousnwlmrv.,:;'\x60~…·\-]{2,}$`)

// isDebris says whether an OCR word is what dot leaders, rules and specks
// read as ("cece", "eee", "6...") rather than a word of a test name.
func isDebris(w string) bool {
	if strings.Contains(w, "..") || leaderRE.MatchString(w) {
		return true
	}
	if len(w) < 3 || !leaderDebrisRE.MatchString(w) || nameVocab()[strings.ToLower(strings.Trim(w, ".,:;"))] || unitStem(w) {
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

// unitStems are the first three letters of the known units that begin
// with three letters (mmo of mmol/L, mos of mOsm/kg).
var unitStems = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, k := range knownUnits {
		r := []rune(strings.ToLower(k))
		if len(r) >= 4 && unicode.IsLetter(r[0]) && unicode.IsLetter(r[1]) && unicode.IsLetter(r[2]) {
			out[string(r[:3])] = true
		}
	}
	return out
})

// unitStem says whether w begins as a known unit does: a unit whose slash
// OCR merged into a letter ("mmovL" for mmol/L) repeats a letter as leaders
// read as letters do, but is no debris.
func unitStem(w string) bool {
	r := []rune(strings.ToLower(w))
	return len(r) >= 4 && unitStems()[string(r[:3])]
}

var shortDebrisRE = regexp.MustCompile(`^[a-z0-9]{1,2}$`)

// trimDebris cuts a name at the first debris word: leaders read as letters,
// or a short lower-case fragment after the name ("Calcium ec").
func trimDebris(ws []word) []word {
	for i, w := range ws {
		if i > 0 && (isDebris(w.text) || shortDebrisRE.MatchString(w.text) && !allDigits(w.text) && !nameGoesOn(ws[i+1:]) &&
			!(shortFunctionWords()[w.text] && i+1 < len(ws) && allDigits(ws[i+1].text))) {
			return ws[:i]
		}
	}
	return ws
}

// shortFunctionWords are the words of one or two letters among the report
// languages' frequent words (et, de, y, e, ve...): between two numbers of a
// name ("VIH 1 et 2") such a word is the name's own, not debris.
var shortFunctionWords = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, ws := range languageWords {
		for _, w := range ws {
			if utf8.RuneCountInString(w) <= 2 {
				out[w] = true
			}
		}
	}
	return out
})

// nameGoesOn says whether a word of the name follows: a short word before
// one is the name's own ("Velocidade de sedimentação", "Glicemia em jejum").
func nameGoesOn(ws []word) bool {
	for _, w := range ws {
		if len([]rune(w.text)) >= 3 && hasLetters(w.text) && mostlyLetters(w.text) && !isDebris(w.text) {
			return true
		}
	}
	return false
}

// unsureWordConfidence is the OCR confidence under which a word is more
// likely specks or a rule through print than text: headings and names
// read at 0.8 or more, the junk that took a section's heading from it at
// 0.03 to 0.34.
const unsureWordConfidence = 0.4

// allUnsure says whether OCR read every word of a line below
// unsureWordConfidence. findRows takes such a line for no section's heading
// unless it reads as one (in capitals, or with a panel's word): a title in a
// dark band reads unsure too.
func allUnsure(ws []word) bool {
	for _, w := range ws {
		if w.conf >= unsureWordConfidence {
			return false
		}
	}
	return true
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

// speckConfidence is the OCR confidence under which a lone mark is taken
// for a speck (see dropLoneSpecks). It is above unsureWordConfidence, which
// judges words of any shape: a word that is only marks and stands alone in
// a column gap is a speck at 0.49 too ("Sodio i ; 141").
const speckConfidence = 0.6

// dropLoneSpecks drops from an OCR line's words, in reading order, the
// ones Tesseract made of specks in the gap between two columns: read under
// speckConfidence, alone with a word's height h of paper on each side, and
// of nothing a cell holds (marks such as ";", "‘’»", a lone "i"). Left in,
// they stand between a name and its value and the row reads as none (a
// faded print's "Sodio i ; 141").
func dropLoneSpecks(ws []word, h float64) []word {
	speck := func(w word) bool {
		if w.conf >= speckConfidence {
			return false
		}
		return w.text == "i" || w.text == "j" || strings.Trim(w.text, ".,;'`‘’\"«»©®|_~·•") == ""
	}
	kept := ws[:0]
	for i, w := range ws {
		alone := (i == 0 || w.x0-ws[i-1].x1 > h) && (i == len(ws)-1 || ws[i+1].x0-w.x1 > h)
		if i > 0 && alone && speck(w) {
			continue
		}
		kept = append(kept, w)
	}
	return kept
}
