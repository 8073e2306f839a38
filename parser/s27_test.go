package parser

import (
	"strings"
	"testing"
)

// TestAccentedWordsAreNotEnglish reads a short French page that OCR in
// English left with a few words English shares once folded ("Négative",
// "Cholestérol"): a word printed with an accent is no English word.
func TestAccentedWordsAreNotEnglish(t *testing.T) {
	var ws []word
	for _, s := range strings.Fields("LABORATOIRE DE LA Riviera Patient Dossier le le RESULTS Hémoglobine de Négative Négative " +
		"Glycémie Créatinine total Cholestérol DE") {
		ws = append(ws, word{text: s})
	}
	lang, f := detectLanguage(&document{pages: []*page{{words: ws}}})
	if f != nil || lang != "fr" {
		t.Errorf("detectLanguage = %q, %v; want fr", lang, f)
	}
}
