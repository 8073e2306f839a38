package parser

import "testing"

func TestMetaLabel(t *testing.T) {
	tests := []struct {
		label string
		want  metaField
	}{
		{"Date of birth", metaDOB},
		{"F. Nacimiento", metaDOB},
		{"Fecha nac.", metaDOB},
		{"Geb.-Datum", metaDOB},
		{"Data de nasc.", metaDOB},
		{"Lugar de nacimiento", metaNone}, // the birthplace
		{"Nacionalidad", metaNone},
		{"DOB / Age", metaDOB},
		{"F. Toma", metaCollected},
		{"Fecha de emisión", metaReported},
		{"Emisión", metaReported},
		{"Befund vom", metaReported},
		{"Data stampa", metaReported},
		{"Dossier n°", metaSpecimen},
		{"N° de demande", metaSpecimen},
		{"Auftrags-Nr.", metaSpecimen},
		{"Ordem de serviço", metaSpecimen},
		{"N.º processo", metaSpecimen},
		{"Folio", metaSpecimen},
		{"MRN", metaOther},
		{"Médico requisitante", metaOther},
		{"Edad", metaAge},
		{"Fecha", metaDate},
		{"LAB/26/041187", metaNone},     // a value: labels hold no digits
		{"Onay Tarihi ©", metaReported}, // OCR debris at its end
		// a label in two languages: either half names the field
		{"Naissance / DOB", metaDOB},
		{"Prélevé / Collected", metaCollected},
		{"Émis / Issued", metaReported},
		{"N° requête / Accession", metaSpecimen},
		{"Issued", metaReported},
		{"Age / Sex", metaAgeSex}, // one label of two fields, not two languages
	}
	for _, tt := range tests {
		if got := metaLabel(tt.label); got != tt.want {
			t.Errorf("metaLabel(%q) = %d, want %d", tt.label, got, tt.want)
		}
	}
}

func TestSpecimenRank(t *testing.T) {
	// the sample's own number before the request's, the patient's file last
	if a, b, c := specimenRank("Barcode No"), specimenRank("Protocol No"), specimenRank("N.º processo"); !(a < b && b < c) {
		t.Errorf("ranks barcode %d, protocol %d, processo %d; want increasing", a, b, c)
	}
}

func TestSplitPairs(t *testing.T) {
	lead, pairs := splitPairs("03/11/1964 Sexo: Hombre")
	if lead != "03/11/1964" || len(pairs) != 1 || pairs[0].label != "Sexo" || pairs[0].value != "Hombre" {
		t.Errorf("splitPairs = %q %+v", lead, pairs)
	}
	// a label inside a longer one is not that label
	if _, pairs := splitPairs("Il Direttore del Laboratorio: Dott. Mario Rossi"); len(pairs) != 0 {
		t.Errorf("director's line read as %+v", pairs)
	}
}

func TestSplitPersonNameByLexicon(t *testing.T) {
	tests := []struct{ in, lang, first, last string }{
		{"GONZÁLEZ PÉREZ ANDREA", "es", "Andrea", "González Pérez"},
		{"ANDREA GONZÁLEZ PÉREZ", "es", "Andrea", "González Pérez"},
		{"ROSSI LORENZO", "it", "Lorenzo", "Rossi"},
		{"LORENZO ROSSI", "it", "Lorenzo", "Rossi"},
		{"KODRA BLERINA", "it", "Blerina", "Kodra"}, // names the lexicon lacks: Cognome Nome
		{"AYŞE NUR DEMİR", "tr", "Ayşe Nur", "Demir"},
		{"KARIM EL AMRANI", "fr", "Karim", "El Amrani"},
		{"SILVA, ANA PAULA R.", "pt", "Ana Paula", "Silva"},
		{"Mr. John A. Smith", "en", "John", "Smith"},
		{">Mr. RAHUL EXAMPLE", "en", "Rahul", "Example"}, // the label's colon read glued to the title
	}
	for _, tt := range tests {
		if f, l := splitPersonName(tt.in, tt.lang); f != tt.first || l != tt.last {
			t.Errorf("splitPersonName(%q) = %q %q; want %q %q", tt.in, f, l, tt.first, tt.last)
		}
	}
}

func TestHonorificGender(t *testing.T) {
	for in, want := range map[string]string{"Madame DIOP Awa": "female", "M. BENALI Karim": "male", "Mrs Jane Doe": "female", "Dr Jane Doe": "", "Jane Doe": ""} {
		if got := honorificGender(in); got != want {
			t.Errorf("honorificGender(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestExtractMetadataSpanish(t *testing.T) {
	data := makeTablePDF(t,
		[]string{
			"Paciente: GARCÍA LÓPEZ, Ana Lucía     F. Nacimiento: 05/06/1971     Sexo: Femenino",
			"Protocolo N°: P-2026-7781     Nº de muestra: 2605-0419     F. Toma: 02/05/2026 07:10     Fecha de emisión: 03/05/2026",
		},
		[]string{"Prueba", "Resultado", "Unidades", "Valores de referencia"},
		[]float64{170, 80, 70, 120},
		[]pdfRow{
			{"Glucosa", "92", "mg/dL", "70 - 110"},
			{"Colesterol total", "187", "mg/dL", "< 200"},
			{"Creatinina", "0,81", "mg/dL", "0,60 - 1,10"},
		})
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metadata
	if sDeref(m.PatientFirstName) != "Ana Lucía" || sDeref(m.PatientLastName) != "García López" || sDeref(m.DOB) != "1971-06-05" ||
		m.Gender != "female" || sDeref(m.DateCollected) != "2026-05-02" || sDeref(m.DateReported) != "2026-05-03" ||
		sDeref(m.SpecimenNumber) != "2605-0419" {
		t.Errorf("metadata = first %q last %q dob %q gender %q collected %q reported %q specimen %q",
			sDeref(m.PatientFirstName), sDeref(m.PatientLastName), sDeref(m.DOB), m.Gender,
			sDeref(m.DateCollected), sDeref(m.DateReported), sDeref(m.SpecimenNumber))
	}
}

func TestDropLogo(t *testing.T) {
	for in, want := range map[string]string{
		"AS Laboratorio Clínico Andes Salud":   "Laboratorio Clínico Andes Salud",
		"HGAG Hospital Geral de Achada Grande": "Hospital Geral de Achada Grande",
		"© Laboratoire Biomédical du Wouri":    "Laboratoire Biomédical du Wouri",
		"eG Nilüfer Tıbbi Tahlil Laboratuvarı": "Nilüfer Tıbbi Tahlil Laboratuvarı",
		"(me) Hospital Geral de Achada Grande": "Hospital Geral de Achada Grande",
		"St. Benedict's Mission Hospital":      "St. Benedict's Mission Hospital",
		"ST. BENEDICT'S MISSION HOSPITAL":      "ST. BENEDICT'S MISSION HOSPITAL",
		"NHS Blood Sciences Laboratory":        "NHS Blood Sciences Laboratory",
		"Lab Corp Diagnostics":                 "Lab Corp Diagnostics",
	} {
		if got := dropLogoInitials(dropLogoDebris(in)); got != want {
			t.Errorf("dropLogo(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMisreadDateLabel(t *testing.T) {
	for in, want := range map[string]metaField{"dos": metaDOB, "recenved": metaCollected, "authorlsed": metaReported, "lab": metaNone, "sex": metaNone} {
		if got := misreadDateLabel(in); got != want {
			t.Errorf("misreadDateLabel(%q) = %d, want %d", in, got, want)
		}
	}
}

func TestExtractMetadataPatientLabel(t *testing.T) {
	// a German patient label: the name above an unlabelled birth date and sex
	data := makeTablePDF(t,
		[]string{"Mustermann, Erika", "geb. 12.08.1964 weiblich", "Auftrags-Nr.: 2603250184     Entnahme: 25.03.2026 06:20"},
		[]string{"Untersuchung", "Ergebnis", "Einheit", "Referenzbereich"},
		[]float64{170, 80, 70, 120},
		[]pdfRow{
			{"Natrium", "137", "mmol/l", "136 - 145"},
			{"Kalium", "4,1", "mmol/l", "3,5 - 5,1"},
			{"Kreatinin", "0,81", "mg/dl", "0,50 - 0,90"},
		})
	rep, err := parseOne(t, &Parser{}, data)
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metadata
	if sDeref(m.PatientFirstName) != "Erika" || sDeref(m.PatientLastName) != "Mustermann" || sDeref(m.DOB) != "1964-08-12" ||
		m.Gender != "female" || sDeref(m.DateCollected) != "2026-03-25" || sDeref(m.SpecimenNumber) != "2603250184" {
		t.Errorf("metadata = first %q last %q dob %q gender %q collected %q specimen %q",
			sDeref(m.PatientFirstName), sDeref(m.PatientLastName), sDeref(m.DOB), m.Gender,
			sDeref(m.DateCollected), sDeref(m.SpecimenNumber))
	}
}

// A printed age settles the order of day and month that the language does
// not: 61 years from 11/02/1964 to 05/08/2026 is month first (Nov 2 to May
// 8), where day first gives 62.
func TestAgeOrder(t *testing.T) {
	found := map[metaField]string{metaDOB: "11/02/1964", metaDate: "05/08/2026 7:48 AM"}
	tests := []struct {
		age        string
		monthFirst bool
		want       bool
	}{
		{"61 años", false, true},
		{"62 años", false, false},
		{"61 años", true, true},
		{"62", true, false},
		{"", false, false},
		{"8 meses", false, false}, // no age in years
	}
	for _, tt := range tests {
		if got := ageOrder(found, tt.age, tt.monthFirst); got != tt.want {
			t.Errorf("ageOrder(%q, %v) = %v, want %v", tt.age, tt.monthFirst, got, tt.want)
		}
	}
}

func TestIsReportTitle(t *testing.T) {
	for s, want := range map[string]bool{
		"LABORATORY REPORT":          true,
		"Rapport de laboratoire":     true,
		"Informe de laboratorio":     true,
		"Final Laboratory Report":    true,
		"Meranti Medical Laboratory": false,
		"Laboratorio Clínico Andes":  false,
	} {
		if got := isReportTitle(s); got != want {
			t.Errorf("isReportTitle(%q) = %v, want %v", s, got, want)
		}
	}
}
