package parser

import "testing"

// TestSidebarBesideTable prints the patient's details as a sidebar of
// labels with their values under them, left of a table whose unit column
// comes before the result and whose rows carry an earlier result with its
// date: the sidebar is no part of any test's name, its fields are read
// under their labels, and the lab's two-line logo is its name.
func TestSidebarBesideTable(t *testing.T) {
	pdf, text := placedPDF()
	text(30, 64, 10, "Laboratorio")
	text(30, 76, 10, "Mburucuya")
	for i, h := range []string{"DETERMINACION", "UNIDAD", "RESULTADO", "VALORES DE REFERENCIA"} {
		text([]float64{200, 330, 390, 470}[i], 50, 8, h)
	}
	rows := [][]string{{"Globulos rojos", "mill/mm3", "4,21", "4,20 - 5,40"}, {"Hemoglobina", "g/dL", "11,4", "12,0 - 16,0"},
		{"Hematocrito", "%", "35,1", "37,0 - 47,0"}, {"Glicemia", "mg/dL", "92", "70 - 110"}, {"Creatinina", "mg/dL", "0,78", "0,50 - 1,10"},
		{"Urea", "mg/dL", "27", "15 - 45"}}
	for i, r := range rows {
		for j, c := range r {
			text([]float64{200, 330, 390, 470}[j], 84+float64(i)*13, 8, c)
		}
	}
	// the sidebar: each label on the line of a row, its value on the next
	for i, s := range []string{"PACIENTE", "BENITEZ ORTIZ, LIZ MABEL", "Sexo", "Femenino", "Fecha de nacimiento", "22/09/1987"} {
		text(30, 90+float64(i)*13, 8, s)
	}
	rep, err := parseOne(t, &Parser{}, output(t, pdf))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rep.Results {
		got = append(got, r.TestName+"|"+r.Value+"|"+sDeref(r.Units))
	}
	checkRows(t, got, []string{"Globulos rojos|4,21|mill/mm3", "Hemoglobina|11,4|g/dL", "Hematocrito|35,1|%", "Glicemia|92|mg/dL",
		"Creatinina|0,78|mg/dL", "Urea|27|mg/dL"})
	m := rep.Metadata
	if sDeref(m.PatientFirstName) != "Liz Mabel" || sDeref(m.PatientLastName) != "Benitez Ortiz" || m.Gender != "female" ||
		sDeref(m.DOB) != "1987-09-22" || sDeref(m.LabName) != "Laboratorio Mburucuya" {
		t.Errorf("metadata = first %q last %q gender %q dob %q lab %q", sDeref(m.PatientFirstName), sDeref(m.PatientLastName), m.Gender,
			sDeref(m.DOB), sDeref(m.LabName))
	}
}

// TestHeaderlessRowsUnitBeforeValueAndEarlierResult reads rows printed
// without a header: the unit of a column printed before the result, and an
// earlier result with its date between the result and the unit.
func TestHeaderlessRowsUnitBeforeValueAndEarlierResult(t *testing.T) {
	pg := &page{ocr: true}
	at := func(x float64, s string) word {
		return word{text: s, x0: x, x1: x + 6*float64(len(s)), y0: 100, y1: 110, conf: 0.9}
	}
	d := typedRow([]word{at(40, "Hemoglobina"), at(200, "g/dL"), at(300, "12,4"), at(400, "12,0"), at(430, "-"), at(440, "16,0")}, pg, true)
	if d == nil || joinWords(d.name) != "Hemoglobina" || joinWords(d.unit) != "g/dL" || joinWords(d.rng) != "12,0 - 16,0" {
		t.Errorf("unit before value: %+v", d)
	}
	d = typedRow([]word{at(40, "WBC"), at(200, "11.2"), at(230, "High"), at(260, "8.9"), at(300, "11/18/2025"), at(400, "x10E3/uL"),
		at(470, "3.4-10.8")}, pg, false)
	if d == nil || joinWords(d.value) != "11.2" || joinWords(d.unit) != "x10E3/uL" || joinWords(d.rng) != "3.4-10.8" {
		t.Errorf("earlier result: %+v", d)
	}
	// a unit word in the name itself, printed close, stays the name's
	if name, unit := unitBeforeValue([]word{at(40, "Urine"), at(76, "pH")}, pg); len(name) != 2 || unit != nil {
		t.Errorf("unitBeforeValue split %q from a name", joinWords(unit))
	}
}

// TestMergedSlashUnit mends a unit whose l and slash OCR read as one v,
// which leader debris must not swallow either.
func TestMergedSlashUnit(t *testing.T) {
	fits := unitFitsTest("Sodium")
	for _, in := range []string{"mmovL", "mmove", "mmovl"} {
		if got := fixOCRUnitFor(in, "en", fits); got != "mmol/L" {
			t.Errorf("fixOCRUnitFor(%q, Sodium) = %q, want mmol/L", in, got)
		}
		if isDebris(in) {
			t.Errorf("isDebris(%q) = true", in)
		}
	}
	// a U before it is U/L's: "UVL" is not UI/L
	if got := fixOCRUnitIn("UVL", "en"); got != "U/L" {
		t.Errorf("fixOCRUnitIn(UVL) = %q, want U/L", got)
	}
	for _, in := range []string{"cece", "eee", "mmm"} {
		if !isDebris(in) {
			t.Errorf("isDebris(%q) = false", in)
		}
	}
}

// TestKeepDigits gives a word read again in the report's language the
// English reading's number where its own lost a digit or a separator.
func TestKeepDigits(t *testing.T) {
	box := func(s string, x float64) word { return word{text: s, x0: x, x1: x + 30, y0: 100, y1: 112} }
	en := &page{ocr: true, words: []word{box("2,4", 100), box("<0,5", 200), box("27,4", 300), box("10", 400), box("Proteina", 10)}}
	it := &page{ocr: true, words: []word{box("2A", 100), box("<05", 200), box("27,1)", 300), box("10³/µL", 400), box("Proteína", 10)}}
	keepDigits(en, it)
	want := []string{"2,4", "<0,5", "27,1)", "10³/µL", "Proteína"}
	for i, w := range it.words {
		if w.text != want[i] {
			t.Errorf("word %d = %q, want %q", i, w.text, want[i])
		}
	}
}

// TestHeaderlessNameApartAndNoRange drops what stands a column's gap
// before a header-less row's name (a sidebar's word, a code), and reads
// "Not Estab." as a range cell that sets no interval.
func TestHeaderlessNameApartAndNoRange(t *testing.T) {
	pg := &page{ocr: true}
	at := func(x float64, s string) word {
		return word{text: s, x0: x, x1: x + 6*float64(len(s)), y0: 100, y1: 110, conf: 0.9}
	}
	d := typedRow([]word{at(10, "Sexo"), at(120, "Neutrophils"), at(220, "74"), at(260, "%"), at(300, "Not"), at(320, "Estab.")}, pg, false)
	if d == nil || joinWords(d.name) != "Neutrophils" || joinWords(d.unit) != "%" || joinWords(d.rng) != "Not Estab." {
		t.Fatalf("row = %+v", d)
	}
	for _, tc := range []struct {
		in   []word
		want string
	}{
		{[]word{at(10, "HB"), at(50, "Hemoglobin")}, "Hemoglobin"},
		{[]word{at(10, "Sexo"), at(120, "CHCM")}, "CHCM"},
		{[]word{at(40, "Glucose"), at(200, "Serum")}, "Glucose"},
		{[]word{at(10, "Femenino"), at(120, "Zzyzx")}, "Femenino Zzyzx"},
		{[]word{at(40, "Vitamin"), at(86, "B12")}, "Vitamin B12"},
	} {
		if got := joinWords(dropApartLead(tc.in)); got != tc.want {
			t.Errorf("dropApartLead = %q, want %q", got, tc.want)
		}
	}
}
