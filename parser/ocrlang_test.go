package parser

import "testing"

// OCR repair of test names in a report's own language: diacritics OCR lost
// are restored and look-alike letters mended against that language's
// printed names, while words of the language that are not test names
// (a panel's "COMPLETO", an inflected "SANGUÍNEA") stay as printed.
func TestRepairOCRNameWordsByLanguage(t *testing.T) {
	tests := []struct{ lang, in, want string }{
		{"de", "Hamoglobin", "Hämoglobin"},
		{"de", "Hamatokrit", "Hämatokrit"},
		{"de", "Harnsdure", "Harnsäure"},
		{"es", "Hemogiobina", "Hemoglobina"},
		{"fr", "Piaquettes", "Plaquettes"},
		{"it", "Colestefolo HDL", "Colesterolo HDL"},
		{"it", "EMOCROMO COMPLETO", "EMOCROMO COMPLETO"},
		{"es", "QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA"},
		{"en", "Haemoglobin", "Haemoglobin"},
		{"en", "Hemoglobn", "Hemoglobin"},
		// a plural is printed, not a letter OCR added
		{"fr", "Phosphatases alcalines", "Phosphatases alcalines"},
		{"en", "Ketones", "Ketones"},
		{"es", "Factor reumatoideo", "Factor reumatoideo"},
		// a short name in capitals, one look-alike off the language's own
		{"es", "VOM", "VCM"},
		{"es", "HCM", "HCM"},
		{"en", "VOM", "VOM"},
	}
	for _, tc := range tests {
		if got := repairOCRNameWords(tc.in, tc.lang); got != tc.want {
			t.Errorf("repairOCRNameWords(%q, %s) = %q, want %q", tc.in, tc.lang, got, tc.want)
		}
	}
}

// A misread unit equally near several spellings of the same unit takes the
// one a printed superscript and the report's language make likely.
func TestFixOCRUnitSpelling(t *testing.T) {
	tests := []struct{ in, lang, want string }{
		{"x10%3/uL", "es", "x10^3/µL"},
		{"x10%3/uL", "en", "x10^3/uL"},
		{"x10E3/uL", "en", "x10E3/uL"},
		{"x10E3/uL", "es", "x10E3/uL"},
		{"10°3/pL", "it", "10^3/µL"},
	}
	for _, tc := range tests {
		if got := fixOCRUnitIn(tc.in, tc.lang); got != tc.want {
			t.Errorf("fixOCRUnitIn(%q, %s) = %q, want %q", tc.in, tc.lang, got, tc.want)
		}
	}
}

// Faint and worn print misreads glyph pairs as one letter, and faded
// strokes as another; a name word that only such misreadings separate
// from one known word is that word.
func TestRepairFaintPrintNames(t *testing.T) {
	tests := []struct{ lang, in, want string }{
		{"es", "Hematocnto", "Hematocrito"},
		{"es", "Hemoglobma", "Hemoglobina"},
		{"es", "Unfocitos", "Linfocitos"},
		{"fr", "Trigycénides", "Triglycérides"},
		{"es", "Bilinubina total", "Bilirrubina total"},
		{"en", "Tnigtycerides", "Triglycerides"},
		// an inflection stays as printed
		{"es", "Bilirrubina directo", "Bilirrubina directo"},
		{"fr", "Phosphatases alcalines", "Phosphatases alcalines"},
		{"en", "Random", "Random"},
	}
	for _, tc := range tests {
		if got := repairOCRNameWords(tc.in, tc.lang); got != tc.want {
			t.Errorf("repairOCRNameWords(%q, %s) = %q, want %q", tc.in, tc.lang, got, tc.want)
		}
	}
	quals := []struct{ lang, in, want string }{
		{"es", "Negatvo", "Negativo"},
		{"es", "Amanilo", "Amarillo"},
		{"en", "Negatlve", "Negative"},
		// an accent read is the language's: no English word is meant
		{"fr", "Négauve", "Négauve"},
	}
	for _, tc := range quals {
		if got := fixOCRQualitative(tc.in, tc.lang); got != tc.want {
			t.Errorf("fixOCRQualitative(%q, %s) = %q, want %q", tc.in, tc.lang, got, tc.want)
		}
	}
}

// A word of some LOINC name is printed as it reads, though a common test's
// word is a few faint-print misreadings away.
func TestPrintedWordNotMended(t *testing.T) {
	if got := repairOCRNameWords("COMPREHENSIVE METABOLIC PANEL", "en"); got != "COMPREHENSIVE METABOLIC PANEL" {
		t.Errorf("repairOCRNameWords = %q", got)
	}
}
