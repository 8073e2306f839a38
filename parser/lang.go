package parser

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Languages the parser reads, by ISO 639-1 code, with the Tesseract
// traineddata that reads each.
var supportedLanguages = map[string]string{
	"en": "eng", "de": "deu", "es": "spa", "it": "ita", "fr": "fra", "pt": "por", "tr": "tur",
}

var languageNames = map[string]string{
	"en": "English", "de": "German", "es": "Spanish", "it": "Italian", "fr": "French", "pt": "Portuguese",
	"tr": "Turkish", "nl": "Dutch",
}

// Words that are frequent in lab reports of each language, written without
// accents: OCR in English drops them, and text is folded before counting.
// Dutch is recognised only to fail clearly; the function words it shares
// with Spanish, Portuguese and French ("de", "en") count for all of them.
var languageWords = map[string][]string{
	"en": {"the", "and", "of", "test", "result", "results", "reference", "range", "units", "patient", "name", "date", "report", "normal", "high", "low", "blood", "count", "total", "collected", "reported", "specimen", "interval", "flag", "cholesterol", "glucose", "hemoglobin", "haemoglobin", "negative", "positive", "sex", "age", "for", "method"},
	"de": {"der", "die", "das", "und", "ergebnis", "einheit", "referenzbereich", "befund", "geburtsdatum", "untersuchung", "normalbereich", "blutbild", "geschlecht", "datum", "weiblich", "mannlich", "probe", "auftrag", "wert", "mit", "fur", "von", "labor", "eingang", "gesamt", "harn", "nachweisbar", "negativ", "leukozyten", "erythrozyten", "hamoglobin", "kreatinin", "entnahme", "normwert", "referenzwerte"},
	"fr": {"le", "la", "les", "des", "du", "de", "en", "et", "resultat", "resultats", "unite", "unites", "valeurs", "reference", "nom", "prenom", "naissance", "prelevement", "sexe", "examen", "analyses", "biologie", "numeration", "glycemie", "pour", "sur", "usuelles", "anterieurs", "negatif", "leucocytes", "hematies", "hemoglobine", "creatinine", "dossier", "medicale"},
	"es": {"el", "los", "las", "del", "de", "en", "y", "resultado", "resultados", "unidad", "unidades", "valores", "referencia", "paciente", "nombre", "fecha", "nacimiento", "sexo", "analisis", "muestra", "hemograma", "para", "con", "prueba", "pruebas", "leucocitos", "hematies", "hemoglobina", "glucosa", "creatinina", "negativo", "bioquimica", "orina", "informe", "hombre", "mujer"},
	"pt": {"o", "os", "da", "do", "das", "dos", "de", "resultado", "resultados", "unidade", "valores", "referencia", "paciente", "nome", "data", "nascimento", "sexo", "exame", "exames", "amostra", "hemograma", "para", "com", "leucocitos", "hemacias", "hemoglobina", "glicose", "creatinina", "nao", "coleta", "laudo", "masculino", "feminino", "urina", "bioquimica"},
	"it": {"il", "lo", "gli", "della", "delle", "e", "risultato", "risultati", "unita", "valori", "riferimento", "paziente", "nome", "data", "nascita", "sesso", "esame", "esami", "campione", "emocromo", "per", "con", "globuli", "bianchi", "rossi", "emoglobina", "glicemia", "creatinina", "assente", "negativo", "prelievo", "referto", "urine", "chimica"},
	"tr": {"ve", "sonuc", "sonuclar", "birim", "referans", "araligi", "hasta", "adi", "soyadi", "tarihi", "dogum", "cinsiyet", "numune", "tetkik", "kadin", "erkek", "deger", "degeri", "icin", "ile", "tam", "kan", "sayimi", "hemoglobin", "glukoz", "kreatinin", "negatif", "idrar", "biyokimya", "rapor", "onay", "kabul"},
	"nl": {"de", "het", "een", "en", "van", "uitslag", "eenheid", "referentiewaarde", "patient", "naam", "geboortedatum", "geslacht", "datum", "onderzoek", "bloed", "voor", "met", "referentiewaarden", "uitslagen"},
}

// foldAccents lower-cases s and drops diacritics ("Unità" → "unita",
// "Sonuç" → "sonuc", "ı" → "i").
func foldAccents(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		ascii = ascii && s[i] < 0x80
	}
	if ascii {
		return strings.ToLower(s)
	}
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	out, _, err := transform.String(t, strings.ToLower(s))
	if err != nil {
		out = strings.ToLower(s)
	}
	return strings.NewReplacer("ı", "i", "ß", "ss", "ø", "o", "æ", "ae", "œ", "oe").Replace(out)
}

var languageIndex = func() map[string][]string {
	idx := map[string][]string{}
	for lang, words := range languageWords {
		for _, w := range words {
			idx[w] = append(idx[w], lang)
		}
	}
	return idx
}()

// nameWordLanguages maps the words of five letters or more (folded) that
// the printed test names of other languages than English use, and
// English's do not, to those languages: a report's test names tell its
// language where a photo's OCR garbles the headings and function words
// ("Risuitato", "Vatori") but reads "protrombina", "totale" or "libera".
// Like the function words, a word two languages share counts for both.
var nameWordLanguages = sync.OnceValue(func() map[string][]string {
	english := map[string]bool{}
	for w := range nameVocab() {
		english[foldAccents(w)] = true
	}
	out := map[string][]string{}
	for _, lang := range []string{"de", "es", "it", "fr", "pt", "tr"} {
		for w := range vocabularyFor(lang).set {
			f := foldAccents(w)
			if utf8.RuneCountInString(f) >= 5 && !english[f] && !slices.Contains(out[f], lang) {
				out[f] = append(out[f], lang)
			}
		}
	}
	return out
})

// detectLanguage picks the report's language (ISO 639-1) from its words. It
// fails documents in an unsupported language or a non-Latin script.
func detectLanguage(doc *document) (string, *Failure) {
	score := map[string]int{}
	own := map[string]int{} // words of one language only: not "de", "en", "la"
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
			text := strings.Trim(w.text, ".,:;()[]")
			folded := foldAccents(text)
			langs := languageIndex[folded]
			if len(langs) == 0 {
				langs = nameWordLanguages()[folded]
			}
			if folded != strings.ToLower(text) {
				// English writes no accents: "Négative" and "Cholestérol"
				// are another language's words
				langs = slices.DeleteFunc(slices.Clone(langs), func(l string) bool { return l == "en" })
			}
			for _, lang := range langs {
				score[lang]++
				if len(langs) == 1 {
					own[lang]++
				}
			}
		}
	}
	supported := "only reports in English, German, Spanish, Italian, French, Portuguese and Turkish are supported"
	if other > 50 && other > 2*latin {
		return "", &Failure{Reason: assay.FailureNotEnglish, Detail: "the report is not in a Latin script; " + supported}
	}
	best, bestN := "en", score["en"]
	for _, lang := range []string{"de", "es", "it", "fr", "pt", "tr", "nl"} {
		if n := score[lang]; n > bestN {
			best, bestN = lang, n
		}
	}
	// English test names and units fill reports of every language; another
	// language must clearly outnumber it, or, in a bilingual report (every
	// label and name also in English, as in Quebec), outnumber it by a
	// quarter and by the words it shares with no other language (a lab code
	// "EN" in every row counts for French, Spanish and Dutch): the lab's own
	// language is the report's
	_, known := supportedLanguages[best]
	bilingual := known && bestN >= 20 && 4*bestN >= 5*score["en"] && own[best] >= 12 && own[best] > own["en"]
	if best == "en" || bestN < 8 || (bestN <= 2*score["en"] && !bilingual) {
		return "en", nil
	}
	if _, ok := supportedLanguages[best]; !ok {
		return "", &Failure{Reason: assay.FailureNotEnglish, Detail: "the report appears to be in " + languageNames[best] + "; " + supported}
	}
	return best, nil
}
