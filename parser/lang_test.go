package parser

import (
	"errors"
	"strings"
	"testing"

	"github.com/assayhq/assay"
)

// TestReadsSixLanguages parses one small text-PDF report per language: header
// words, decimal commas, qualitative values and flag words of each, and the
// language in the metadata.
func TestReadsSixLanguages(t *testing.T) {
	type row struct{ name, value, unit, interp string }
	tests := []struct {
		lang   string
		meta   []string
		header []string
		rows   []pdfRow
		want   []row
	}{
		{"de",
			[]string{"Patient: Mustermann, Max   Geburtsdatum: 04.05.1969   Geschlecht: männlich", "Entnahme: 18.02.2026   Befunddatum: 19.02.2026   Auftragsnummer: 26021800"},
			[]string{"Untersuchung", "Ergebnis", "Einheit", "Referenzbereich"},
			[]pdfRow{{"Blutbild"}, {"Leukozyten", "6,1", "/nl", "4,0 - 10,0"}, {"Hämoglobin", "12,2 niedrig", "g/dl", "13,5 - 17,5"},
				{"Glukose", "93", "mg/dl", "70 - 99"}, {"Nitrit im Urin", "nicht nachweisbar", "", "negativ"}},
			[]row{{"Leukozyten", "6,1", "/nl", "normal"}, {"Hämoglobin", "12,2", "g/dl", "abnormal"}, {"Glukose", "93", "mg/dl", "normal"}, {"Nitrit im Urin", "nicht nachweisbar", "", "normal"}}},
		{"it",
			[]string{"Paziente: Rossi Mario   Data di nascita: 12.03.1975   Sesso: M", "Data prelievo: 03.02.2026   Data referto: 04.02.2026   N. campione: 4471"},
			[]string{"Esame", "Risultato", "Unità di misura", "Valori di riferimento"},
			[]pdfRow{{"Emocromo"}, {"Globuli bianchi", "7,20", "10^3/µL", "4,00 - 10,00"}, {"Emoglobina", "17,9 alto", "g/dL", "13,0 - 17,0"},
				{"Glicemia", "88", "mg/dL", "70 - 110"}, {"Proteine urinarie", "assente", "", "assente"}},
			[]row{{"Globuli bianchi", "7,20", "10^3/µL", "normal"}, {"Emoglobina", "17,9", "g/dL", "abnormal"}, {"Glicemia", "88", "mg/dL", "normal"}, {"Proteine urinarie", "assente", "", "normal"}}},
		{"es",
			[]string{"Paciente: García López, Ana   Fecha de nacimiento: 21/07/1982   Sexo: Mujer", "Fecha de toma: 10/01/2026   Fecha de informe: 11/01/2026   Nº de muestra: 88120"},
			[]string{"Prueba", "Resultado", "Unidades", "Valores de referencia"},
			[]pdfRow{{"Bioquímica"}, {"Glucosa", "102", "mg/dL", "74 - 106"}, {"Creatinina", "0,71", "mg/dL", "0,50 - 0,90"},
				{"Colesterol total", "245 H", "mg/dL", "< 200"}, {"Prueba de embarazo", "negativo", "", "negativo"}},
			[]row{{"Glucosa", "102", "mg/dL", "normal"}, {"Creatinina", "0,71", "mg/dL", "normal"}, {"Colesterol total", "245", "mg/dL", "abnormal"}, {"Prueba de embarazo", "negativo", "", "normal"}}},
		{"fr",
			[]string{"Nom: Martin Claire   Date de naissance: 02.11.1990   Sexe: F", "Prélevé le: 05/03/2026   Validé le: 05/03/2026   N° dossier: 260305"},
			[]string{"Examen", "Résultat", "Unités", "Valeurs de référence"},
			[]pdfRow{{"Hématologie"}, {"Leucocytes", "5,9", "G/L", "4,0 à 10,0"}, {"Hémoglobine", "13,2", "g/dL", "12,0 à 16,0"},
				{"Ferritine", "8 bas", "µg/L", "15 à 150"}, {"Recherche de sang", "négatif", "", "négatif"}},
			[]row{{"Leucocytes", "5,9", "G/L", "normal"}, {"Hémoglobine", "13,2", "g/dL", "normal"}, {"Ferritine", "8", "µg/L", "abnormal"}, {"Recherche de sang", "négatif", "", "normal"}}},
		{"pt",
			[]string{"Paciente: Souza, João   Data de nascimento: 30/09/1979   Sexo: Masculino", "Data da coleta: 14/02/2026   Data do laudo: 15/02/2026   Protocolo: 55012"},
			[]string{"Exame", "Resultado", "Unidade", "Valores de referência"},
			[]pdfRow{{"Hemograma"}, {"Leucócitos", "8.400", "/mm³", "4.000 a 11.000"}, {"Hemoglobina", "15,1", "g/dL", "13,0 a 17,0"},
				{"Glicose", "126 alto", "mg/dL", "70 a 99"}, {"Pesquisa de sangue", "negativo", "", "negativo"}},
			[]row{{"Leucócitos", "8.400", "/mm³", "normal"}, {"Hemoglobina", "15,1", "g/dL", "normal"}, {"Glicose", "126", "mg/dL", "abnormal"}, {"Pesquisa de sangue", "negativo", "", "normal"}}},
		{"tr",
			[]string{"Hasta Adi: Yilmaz Ayse   Dogum Tarihi: 01.01.1985   Cinsiyet: Kadin", "Numune Alma Tarihi: 20.01.2026   Rapor Tarihi: 21.01.2026   Protokol No: 7781"},
			[]string{"Tetkik", "Sonuç", "Birim", "Referans Araligi"},
			[]pdfRow{{"Biyokimya"}, {"Glukoz", "91", "mg/dL", "74 - 106"}, {"Kreatinin", "0,68", "mg/dL", "0,51 - 0,95"},
				{"Hemoglobin", "10,9 düsük", "g/dL", "11,7 - 15,5"}, {"Idrar protein", "negatif", "", "negatif"}},
			[]row{{"Glukoz", "91", "mg/dL", "normal"}, {"Kreatinin", "0,68", "mg/dL", "normal"}, {"Hemoglobin", "10,9", "g/dL", "abnormal"}, {"Idrar protein", "negatif", "", "normal"}}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			data := makeTablePDF(t, tt.meta, tt.header, []float64{170, 100, 90, 130}, tt.rows)
			rep, err := parseOne(t, &Parser{}, data)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Metadata.Language != tt.lang {
				t.Errorf("language = %q, want %q", rep.Metadata.Language, tt.lang)
			}
			if rep.Metadata.DOB == nil || rep.Metadata.Gender == "" {
				t.Errorf("metadata: dob %v, gender %q; want both read", rep.Metadata.DOB, rep.Metadata.Gender)
			}
			if len(rep.Results) != len(tt.want) {
				t.Fatalf("got %d results, want %d: %+v", len(rep.Results), len(tt.want), rep.Results)
			}
			for i, w := range tt.want {
				r := rep.Results[i]
				unit := ""
				if r.Units != nil {
					unit = *r.Units
				}
				if r.TestName != w.name || r.Value != w.value || unit != w.unit || *r.Interpretation != w.interp {
					t.Errorf("row %d = %q %q %q %s, want %+v", i, r.TestName, r.Value, unit, *r.Interpretation, w)
				}
			}
		})
	}
}

// TestUnsupportedLanguageFails keeps not_english for languages the parser
// does not read.
func TestUnsupportedLanguageFails(t *testing.T) {
	dutch := makeTablePDF(t,
		[]string{"Patiënt: de Vries, Jan   Geboortedatum: 04.05.1969   Geslacht: man", "Datum van het onderzoek en de uitslag voor de patiënt met het bloed"},
		[]string{"Onderzoek", "Uitslag", "Eenheid", "Referentiewaarde"},
		[]float64{170, 80, 70, 120},
		[]pdfRow{{"Bloed"}, {"Leukocyten van het bloed", "6,1", "/nl", "4,0 - 10,0"}, {"Hemoglobine in het bloed", "8,8", "mmol/l", "8,5 - 11,0"}})
	_, err := parseOne(t, &Parser{}, dutch)
	var f *Failure
	if !errors.As(err, &f) || f.Reason != assay.FailureNotEnglish {
		t.Fatalf("err = %v, want failure not_english", err)
	}
}

// TestSharedFunctionWords counts the words Spanish, Portuguese and French
// share with Dutch ("de", "en") for all of them: a Spanish report full of
// "de" is Spanish, not Dutch.
func TestSharedFunctionWords(t *testing.T) {
	var ws []word
	for _, s := range strings.Fields("Fecha de toma Citometria de flujo Citometria de flujo Tipo de muestra Recuento de globulos rojos " +
		"en sangre de la muestra Hemoglobina Leucocitos Glucosa Creatinina Citometria de flujo") {
		ws = append(ws, word{text: s})
	}
	lang, f := detectLanguage(&document{pages: []*page{{words: ws}}})
	if f != nil || lang != "es" {
		t.Errorf("detectLanguage = %q, %v; want es", lang, f)
	}
}

// TestOCRReadsInTheReportLanguage scans a French and a German report: the
// first reading in English finds the language, the second keeps accents.
func TestOCRReadsInTheReportLanguage(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	p := &Parser{OCR: pool}
	fr := makeTablePDF(t,
		[]string{"Nom: Martin Claire   Date de naissance: 02.11.1990   Sexe: F", "Prélevé le: 05/03/2026   Validé le: 05/03/2026   N° dossier: 260305"},
		[]string{"Examen", "Résultat", "Unités", "Valeurs de référence"},
		[]float64{170, 100, 90, 130},
		[]pdfRow{{"Hématologie"}, {"Hématies", "4,52", "T/L", "4,00 à 5,40"}, {"Hémoglobine", "13,2", "g/dL", "12,0 à 16,0"},
			{"Hématocrite", "39,8", "%", "37,0 à 47,0"}, {"Créatinine", "72", "µmol/L", "45 à 90"}, {"Protéine C réactive", "négatif", "", "négatif"}})
	rep, err := parseOne(t, p, renderPNG(t, fr, "200"))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Metadata.Language != "fr" {
		t.Errorf("language = %q, want fr", rep.Metadata.Language)
	}
	want := []string{"Hématies", "Hémoglobine", "Hématocrite", "Créatinine", "Protéine C réactive"}
	if len(rep.Results) != len(want) {
		t.Fatalf("got %d results, want %d: %+v", len(rep.Results), len(want), rep.Results)
	}
	for i, w := range want {
		if rep.Results[i].TestName != w {
			t.Errorf("row %d name = %q, want %q", i, rep.Results[i].TestName, w)
		}
	}
	if rep.Results[1].Value != "13,2" {
		t.Errorf("value = %q, want 13,2", rep.Results[1].Value)
	}
}

// TestBilingualReport reads a Quebec report, every label printed in French
// and English ("Résultat / Result"): one column per bilingual heading, the
// French the report's language although English is as frequent, labels read
// by either half, bounds in words with a flag before them.
func TestBilingualReport(t *testing.T) {
	data := makeTablePDF(t,
		[]string{"Nom / Name: TREMBLAY, Julie    Naissance / DOB: 1967-12-03    Sexe / Sex: F",
			"Prélevé / Collected: 2026-05-13    Émis / Issued: 2026-05-14    N° requête / Accession: HR26-133-04172",
			"Laboratoire de biologie médicale du centre hospitalier · Medical biology laboratory of the hospital",
			"Les valeurs de référence sont celles de la femme adulte pour les analyses de biochimie et de la numération",
			"Les résultats sont validés par le biochimiste de garde du laboratoire et le dossier est transmis au prescripteur",
			"Reference values are those of the adult female for the chemistry tests and the blood count"},
		[]string{"Analyse / Test", "Résultat / Result", "Valeurs de référence / Reference values"},
		[]float64{190, 100, 200},
		[]pdfRow{
			{"Hémoglobine", "118", "B 120 - 160 g/L"},
			{"Leucocytes", "6,4", "4,0 - 11,0 x10^9/L"},
			{"Hémoglobine glyquée", "6,2", "H jusqu'à 6,0 %"},
			{"Cholestérol total", "5,6", "H inférieur à 5,2 mmol/L"},
			{"Créatinine", "68", "50 - 90 µmol/L"},
			{"Anticorps antinucléaires", "1:160", "inférieur à 1:80"},
		})
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metadata
	if m.Language != "fr" || sDeref(m.DOB) != "1967-12-03" || sDeref(m.DateCollected) != "2026-05-13" ||
		sDeref(m.DateReported) != "2026-05-14" || sDeref(m.SpecimenNumber) != "HR26-133-04172" {
		t.Errorf("metadata = lang %q dob %q collected %q reported %q specimen %q", m.Language, sDeref(m.DOB),
			sDeref(m.DateCollected), sDeref(m.DateReported), sDeref(m.SpecimenNumber))
	}
	f := func(v float64) *float64 { return &v }
	want := []struct {
		name, value, unit, flag string
		min, max                *float64
	}{
		{"Hémoglobine", "118", "g/L", "B", f(120), f(160)},
		{"Leucocytes", "6,4", "x10^9/L", "", f(4), f(11)},
		{"Hémoglobine glyquée", "6,2", "%", "H", nil, f(6)},
		{"Cholestérol total", "5,6", "mmol/L", "H", nil, f(5.2)},
		{"Créatinine", "68", "µmol/L", "", f(50), f(90)},
		{"Anticorps antinucléaires", "1:160", "", "", nil, nil},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("got %d rows, want %d: %+v", len(rep.Results), len(want), rep.Results)
	}
	for i, w := range want {
		r := rep.Results[i]
		if r.TestName != w.name || r.Value != w.value || sDeref(r.Units) != w.unit || sDeref(r.Flag) != w.flag ||
			!eqPtr(r.MinReferenceRange, w.min) || !eqPtr(r.MaxReferenceRange, w.max) {
			t.Errorf("row %d = %q %q %q flag %q %v-%v; want %+v", i, r.TestName, r.Value, sDeref(r.Units), sDeref(r.Flag),
				fDeref(r.MinReferenceRange), fDeref(r.MaxReferenceRange), w)
		}
	}
}

// A line under a row's name that is the same test named in another language
// is no part of the name; a wrapped name's second half is.
func TestTranslatedName(t *testing.T) {
	ws := func(s string) []word {
		var out []word
		for _, f := range strings.Fields(s) {
			out = append(out, word{text: f})
		}
		return out
	}
	for _, c := range []struct {
		first, rest string
		want        bool
	}{
		{"Plaquettes", "Platelets", true},
		{"Glucose à jeun", "Fasting glucose", true},      // not known whole, but each reads as the same test
		{"Contenuto emoglobinico", "medio (MCH)", false}, // the rest of a phrase, in lower case
		{"Hémoglobine", "Hemoglobin", true},
		{"Créatinine", "Creatinine", true},
		{"Cholesterol", "HDL", false},        // the joined name is the test
		{"White blood cell", "count", false}, // the rest is no name of its own
	} {
		if got := translatedName(ws(c.first), c.rest); got != c.want {
			t.Errorf("translatedName(%q, %q) = %v, want %v", c.first, c.rest, got, c.want)
		}
	}
}
