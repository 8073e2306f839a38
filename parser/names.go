package parser

import (
	"regexp"
	"strings"
	"unicode"
)

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

// hasAlnum says whether s holds a letter or a digit: a word, not a speck
// or a rule OCR read as punctuation.
func hasAlnum(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
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
	leadingCountRE = regexp.MustCompile(`^\d+\s`)
	hydroxyRE      = regexp.MustCompile(`(?i)^\d{1,2}\s?(oh|hydroxy)\b`) // "25 OH Vitamin D"
)

// plausibleName rejects addresses and sentences that happen to end in a
// number (a postcode, a phone number) and so look like a result row.
func plausibleName(s string) bool {
	if s == "" || !hasLetters(s) || len(s) > 90 || len(strings.Fields(s)) > 12 {
		return false
	}
	return (!leadingCountRE.MatchString(s) || hydroxyRE.MatchString(s)) && !strings.ContainsAny(s, ";<>")
}

var nameTrimRE = regexp.MustCompile(`[\s.:…_]+$`)

func cleanName(s string) string {
	s = strings.TrimSpace(nameTrimRE.ReplaceAllString(s, ""))
	return strings.Join(strings.Fields(s), " ")
}
