package parser

import (
	"strings"
	"unicode"

	"github.com/assayhq/assay"
)

// Words that are frequent in lab reports of each language. English is the
// only supported language; the others are recognised to fail clearly.
var languageWords = map[string][]string{
	"english":    {"the", "and", "of", "test", "result", "results", "reference", "range", "units", "patient", "name", "date", "report", "normal", "high", "low", "blood", "count", "total", "collected", "reported", "specimen", "interval", "flag", "cholesterol", "glucose", "hemoglobin", "haemoglobin", "negative", "positive", "sex", "age", "of", "for", "method"},
	"german":     {"der", "die", "das", "und", "ergebnis", "einheit", "referenzbereich", "befund", "patient", "geburtsdatum", "untersuchung", "normalbereich", "blutbild", "geschlecht", "datum", "weiblich", "männlich", "probe", "auftrag", "wert", "mit", "für", "von", "labor", "eingang"},
	"french":     {"le", "la", "les", "des", "du", "et", "résultat", "résultats", "unité", "unités", "valeurs", "référence", "nom", "prénom", "naissance", "date", "prélèvement", "sexe", "examen", "analyses", "biologie", "numération", "glycémie", "pour", "sur"},
	"spanish":    {"el", "la", "los", "las", "de", "del", "y", "resultado", "resultados", "unidad", "unidades", "valores", "referencia", "paciente", "nombre", "fecha", "nacimiento", "sexo", "análisis", "examen", "muestra", "hemograma", "para", "con"},
	"portuguese": {"o", "os", "da", "do", "das", "dos", "e", "resultado", "resultados", "unidade", "valores", "referência", "paciente", "nome", "data", "nascimento", "sexo", "exame", "amostra", "hemograma", "para", "com"},
	"italian":    {"il", "lo", "gli", "della", "delle", "e", "risultato", "risultati", "unità", "valori", "riferimento", "paziente", "nome", "data", "nascita", "sesso", "esame", "campione", "emocromo", "per", "con"},
	"dutch":      {"de", "het", "een", "en", "van", "uitslag", "eenheid", "referentiewaarde", "patiënt", "naam", "geboortedatum", "geslacht", "datum", "onderzoek", "bloed", "voor", "met"},
}

// detectLanguage fails documents whose text is clearly not English. Scripts
// other than Latin count as not English too.
func detectLanguage(doc *document) *Failure {
	score := map[string]int{}
	var latin, other int
	for _, pg := range doc.pages {
		for _, w := range pg.words {
			for _, r := range w.text {
				if unicode.IsLetter(r) {
					if unicode.Is(unicode.Latin, r) {
						latin++
					} else {
						other++
					}
				}
			}
			t := strings.ToLower(strings.Trim(w.text, ".,:;()[]"))
			for lang, words := range languageWords {
				for _, lw := range words {
					if t == lw {
						score[lang]++
						break
					}
				}
			}
		}
	}
	detail := "the report is not in English; only English-language reports are supported"
	if other > 50 && other > 2*latin {
		return &Failure{Reason: assay.FailureNotEnglish, Detail: detail}
	}
	best, bestN := "english", score["english"]
	for lang, n := range score {
		if n > bestN {
			best, bestN = lang, n
		}
	}
	if best != "english" && bestN >= 8 && bestN > 2*score["english"] {
		return &Failure{Reason: assay.FailureNotEnglish, Detail: "the report appears to be in " + strings.ToUpper(best[:1]) + best[1:] + "; only English-language reports are supported"}
	}
	return nil
}
