package parser

import "testing"

// TestSexSignRange reads a range that gives the men's and the women's
// bounds after the signs ♂ and ♀, on one line, by the patient's sex; without
// it the range is ambiguous.
func TestSexSignRange(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, c := range []struct {
		in, gender string
		min, max   *float64
		ok         bool
	}{
		{"♂ 13,0 - 17,0 ♀ 12,0 - 16,0", "male", f(13), f(17), true},
		{"♂ 13,0 - 17,0 ♀ 12,0 - 16,0", "female", f(12), f(16), true},
		{"♂ < 15 ♀ < 20", "male", nil, f(15), true},
		{"♀ < 33 ♂ < 41", "male", nil, f(41), true},
		{"♂ 13,0 - 17,0 ♀ 12,0 - 16,0", "", nil, nil, false},
	} {
		r := parseRange(c.in, c.gender, true)
		if r.ok != c.ok || !sameBound(r.min, c.min) || !sameBound(r.max, c.max) || r.text != c.in {
			t.Errorf("parseRange(%q, %s) = %v %v %v %q", c.in, c.gender, r.ok, bound(r.min), bound(r.max), r.text)
		}
	}
}

func sameBound(a, b *float64) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

func bound(a *float64) any {
	if a == nil {
		return "-"
	}
	return *a
}

// TestDepartmentHeading: a line that only names departments is a section's
// title; a test's name is not.
func TestDepartmentHeading(t *testing.T) {
	for in, want := range map[string]bool{
		"CLINICAL CHEMISTRY":      true,
		"SEROLOGY & PARASITOLOGY": true,
		"Klinische Chemie":        true,
		"HÉMATOLOGIE":             true,
		"Biyokimya":               true,
		"ORMONI":                  true,
		"COUNT":                   false,
		"WHITE BLOOD CELL":        false,
		"Chemistry screen":        false,
		"CLINICAL":                false,
	} {
		if got := departmentHeading(in); got != want {
			t.Errorf("departmentHeading(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestSamplePrefixNames: a sample prefix glued to a name keeps the name
// after it mended as a name, and HbA1c read with a lower-case a is HbA1c.
func TestSamplePrefixNames(t *testing.T) {
	for _, c := range []struct{ in, lang, want string }{
		{"B-Hbalc", "de", "B-HbA1c"},
		{"Hbalc", "en", "HbA1c"},
		{"= S-Natrium", "de", "S-Natrium"},
		{"fS-Glucosio", "it", "fS-Glucosio"},
	} {
		if got := fixOCRNameIn(c.in, c.lang); got != c.want {
			t.Errorf("fixOCRNameIn(%q, %s) = %q, want %q", c.in, c.lang, got, c.want)
		}
	}
}

// TestSamplePrefixes mends a prefix letter OCR misread on a page whose names
// show sample prefixes on three rows, to a prefix the page prints; elsewhere
// a name led by a digit stays.
func TestSamplePrefixes(t *testing.T) {
	run := func(names ...string) []string {
		pg := &page{ocr: true, lang: "de"}
		var ds []*rowDraft
		for i, n := range names {
			ds = append(ds, &rowDraft{page: pg, name: wordsAt(n, float64(20*i))})
		}
		samplePrefixes(ds)
		var out []string
		for _, d := range ds {
			out = append(out, joinWords(d.name))
		}
		return out
	}
	got := run("S-Natrium", "S-Kalium", "B-Leukozyten", "$-Triglyzeride", "8-Thrombozyten", "5-GGT", "§-Harnstoff", "U-Protein")
	want := []string{"S-Natrium", "S-Kalium", "B-Leukozyten", "S-Triglyzeride", "B-Thrombozyten", "S-GGT", "S-Harnstoff", "U-Protein"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d: %q, want %q", i, got[i], want[i])
		}
	}
	// two prefixed rows are no evidence; a page printing no B- keeps 8-
	for i, g := range run("S-Natrium", "S-Kalium", "5-HIAA") {
		if w := []string{"S-Natrium", "S-Kalium", "5-HIAA"}[i]; g != w {
			t.Errorf("two prefixes: %q, want %q", g, w)
		}
	}
	for i, g := range run("S-Natrium", "S-Kalium", "S-Chlorid", "8-OHdG") {
		if w := []string{"S-Natrium", "S-Kalium", "S-Chlorid", "8-OHdG"}[i]; g != w {
			t.Errorf("no B- on the page: %q, want %q", g, w)
		}
	}
}

// TestGarbledSexRange reads two ranges of one shape, each after a mark OCR
// made of a sex's sign, as the men's and then the women's; without the
// patient's sex, or when the two differ in shape or a slash joins them, no.
func TestGarbledSexRange(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, c := range []struct {
		in, gender string
		min, max   *float64
		ok         bool
	}{
		{"2 13,0-17,0 ° 12,0-16,0", "male", f(13), f(17), true},
		{"2 13,0-17,0 ° 12,0-16,0", "female", f(12), f(16), true},
		{"¢<40 % <32", "female", nil, f(32), true},
		{"¢10-71 2% 6-42", "male", f(10), f(71), true},
		{"v 35-72 9% 26-60", "female", f(26), f(60), true},
		{"#<15 ¢%<20", "male", nil, f(15), true},
		{"2 13,0-17,0 ° 12,0-16,0", "", nil, nil, false},
		{"¢<40 % 26-60", "male", nil, nil, false},
		{"3,5-5,0 / 35-50", "male", f(3.5), f(5), true},
	} {
		r := parseRange(c.in, c.gender, true)
		if r.ok != c.ok || !sameBound(r.min, c.min) || !sameBound(r.max, c.max) {
			t.Errorf("parseRange(%q, %s) = %v %v %v", c.in, c.gender, r.ok, bound(r.min), bound(r.max))
		}
	}
}

// TestOCRNameGlyphs mends glyphs OCR misreads in common names: a blood
// gas's O2 read with a zero, T4's 4 as an A before "free", the ordinal of
// a sedimentation rate's first hour, CKD-EPI's I, HbA1c's b as D and 1 as L.
func TestOCRNameGlyphs(t *testing.T) {
	for _, c := range []struct{ in, lang, want string }{
		{"p02(T)", "en", "pO2(T)"},
		{"pc02(T)", "en", "pCO2(T)"},
		{"ct02c", "en", "ctO2c"},
		{"TA libre", "es", "T4 libre"},
		{"Ta libre", "es", "T4 libre"},
		{"FTA", "en", "FTA"},
		{"Vitesse de sédimentation (Ire heure)", "fr", "Vitesse de sédimentation (1re heure)"},
		{"Vitesse de sédimentation (ire heure)", "fr", "Vitesse de sédimentation (1re heure)"},
		{"VSG (1* hora)", "es", "VSG (1ª hora)"},
		{"VES (1? ora)", "it", "VES (1ª ora)"},
		{"DFGe (CKD-EPL)", "fr", "DFGe (CKD-EPI)"},
		{"eGFR (CKO-EP} 2021)", "en", "eGFR (CKD-EPI 2021)"},
		{"Hémoglobine glyquée (HDAlc)", "fr", "Hémoglobine glyquée (HbA1c)"},
		{"HbALc", "en", "HbA1c"},
		{"HBA1C", "en", "HBA1C"},
	} {
		if got := fixOCRNameIn(c.in, c.lang); got != c.want {
			t.Errorf("fixOCRNameIn(%q, %s) = %q, want %q", c.in, c.lang, got, c.want)
		}
	}
}

// TestNameTrailingSpeck drops a short lower-case word OCR doubts after a
// name, and keeps one it is sure of, a digit or a capital.
func TestNameTrailingSpeck(t *testing.T) {
	for _, c := range []struct {
		name string
		conf float64
		want string
	}{
		{"Total White Blood Cell Count ee", 0.22, "Total White Blood Cell Count"},
		{"Eos (Absolute) a", 0.06, "Eos (Absolute)"},
		{"Vitamin D", 0.3, "Vitamin D"},
		{"Thrombozyten u", 0.9, "Thrombozyten u"},
		{"Vitamin B12", 0.3, "Vitamin B12"},
	} {
		ws := wordsAt(c.name, 0)
		ws[len(ws)-1].conf = c.conf
		d := &rowDraft{page: &page{ocr: true, lang: "en"}, name: ws}
		if got := d.testName(); got != c.want {
			t.Errorf("testName(%q, conf %.2f) = %q, want %q", c.name, c.conf, got, c.want)
		}
	}
}

// TestLeadingZeroValue: a result OCR read with a leading zero and no
// separator lost the separator.
func TestLeadingZeroValue(t *testing.T) {
	for _, c := range []struct {
		in    string
		comma bool
		want  string
	}{
		{"<05", true, "<0,5"},
		{"< 03", false, "< 0.3"},
		{"03", false, "0.3"},
		{"0", false, "0"},
		{"0.5", false, "0.5"},
		{"105", false, "105"},
	} {
		if got := fixOCRValue(c.in, c.comma); got != c.want {
			t.Errorf("fixOCRValue(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestLabNameCase: a lab's name in capitals keeps its small words in lower
// case, and takes the accents its language spells its words with.
func TestLabNameCase(t *testing.T) {
	for _, c := range []struct{ in, lang, want string }{
		{"LABORATOIRE BIOMEDICAL DU WOURI", "fr", "Laboratoire Biomédical du Wouri"},
		{"LABORATOIRE D'ANALYSES MEDICALES DE LA RIVIERA", "fr", "Laboratoire d'Analyses Médicales de la Riviera"},
		{"LABORATORIO CLINICO LOS PINARES", "es", "Laboratorio Clínico Los Pinares"},
		{"LABORATOIRE D'ANALYSES MÉDICALES LE DJOLIBA", "fr", "Laboratoire d'Analyses Médicales Le Djoliba"},
		{"LABORATORIO CLINICO SAN LUCA", "it", "Laboratorio Clinico San Luca"},
		{"MEDICAL LABORATORY", "en", "Medical Laboratory"},
		{"ILGAZ ÜNİVERSİTESİ TIP FAKÜLTESİ HASTANESİ", "tr", "Ilgaz Üniversitesi Tıp Fakültesi Hastanesi"},
	} {
		if got := labNameAccents(titleCaseIfUpper(c.in, c.lang), c.lang); got != c.want {
			t.Errorf("%q (%s) = %q, want %q", c.in, c.lang, got, c.want)
		}
	}
}

// TestHonorifics: a title OCR read with a comma for its point, and the
// Spanish D. and Dña., are no part of the name.
func TestHonorifics(t *testing.T) {
	for _, c := range []struct{ in, first, last, gender string }{
		{"Mrs, Rania El-Sherbiny", "Rania", "El-Sherbiny", "female"},
		{"D. Crisantos Mba Nsue", "Crisantos", "Mba Nsue", "male"},
		{"Dña. María Laura Fernández", "María Laura", "Fernández", "female"},
	} {
		f, l := splitPersonName(c.in, "es")
		if f != c.first || l != c.last || honorificGender(c.in) != c.gender {
			t.Errorf("%q: %q %q %q, want %q %q %q", c.in, f, l, honorificGender(c.in), c.first, c.last, c.gender)
		}
	}
}

// TestNoSexRange: a dash between two ranges OCR made of raised dots, or a
// word between two numbers, is no pair of sexes' ranges.
func TestNoSexRange(t *testing.T) {
	for _, in := range []string{"0-36 — 0-46", "0,36 a 0,46", "0-36 ~ 0-46"} {
		if _, _, ok := garbledSexRange(in); ok {
			t.Errorf("%q read as two sexes' ranges", in)
		}
	}
}

// TestDerivedWordKept: a word made from a known word with a suffix is
// printed so; faint print's merged and lost glyphs are still mended.
func TestDerivedWordKept(t *testing.T) {
	for _, c := range []struct{ in, lang, want string }{
		{"Total Leucocytic Count", "en", "Total Leucocytic Count"},
		{"Hematócnio", "pt", "Hematócrito"},
		{"Entrocitos", "es", "Eritrocitos"},
	} {
		if got := fixOCRNameIn(c.in, c.lang); got != c.want {
			t.Errorf("fixOCRNameIn(%q, %s) = %q, want %q", c.in, c.lang, got, c.want)
		}
	}
}
