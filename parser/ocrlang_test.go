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
