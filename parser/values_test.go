package parser

import (
	"math"
	"strings"
	"testing"

	"github.com/assayhq/assay"
)

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in           string
		decimalComma bool
		want         float64
		ok           bool
	}{
		{"5.4", false, 5.4, true},
		{"5,4", true, 5.4, true},
		{"5,4", false, 5.4, true},
		{"1,234", false, 1234, true},
		{"1,234.5", false, 1234.5, true},
		{"1.234,5", true, 1234.5, true},
		{"1,42,000", false, 142000, true},
		{"7,800", false, 7800, true},
		{".5", false, 0.5, true},
		{"abc", false, 0, false},
	}
	for _, tt := range tests {
		got, ok := parseNumber(tt.in, tt.decimalComma)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("parseNumber(%q, %v) = %v, %v; want %v, %v", tt.in, tt.decimalComma, got, ok, tt.want, tt.ok)
		}
	}
}

func TestParseValue(t *testing.T) {
	tests := []struct {
		in, value, kind, flag, cmp string
	}{
		{"87.7", "87.7", assay.TypeNumeric, "", ""},
		{"87.7 [H]", "87.7", assay.TypeNumeric, "[H]", ""},
		{"87.7H", "87.7", assay.TypeNumeric, "H", ""},
		{"112H", "112", assay.TypeNumeric, "H", ""},
		{"0.310L", "0.310", assay.TypeNumeric, "L", ""},
		{"5.6 (H)", "5.6", assay.TypeNumeric, "(H)", ""},
		{"250 HH", "250", assay.TypeNumeric, "HH", ""},
		{"3.2 ↓", "3.2", assay.TypeNumeric, "↓", ""},
		{"6,3 *", "6,3", assay.TypeNumeric, "*", ""},
		{"*10,6", "10,6", assay.TypeNumeric, "*", ""}, // an asterisk glued before the value
		{"*3,6 B", "3,6", assay.TypeNumeric, "B", ""},
		{"“106", "106", assay.TypeNumeric, "", ""}, // an asterisk OCR read as a quote mark
		{"Não reativo", "Não reativo", assay.TypeBoolean, "", ""},
		{"<0.5", "<0.5", assay.TypeRange, "", "<"},
		{">90", ">90", assay.TypeRange, "", ">"},
		{"≤5.7", "≤5.7", assay.TypeRange, "", "<="},
		{"1,42,000", "1,42,000", assay.TypeNumeric, "", ""},
		{"Negative", "Negative", assay.TypeBoolean, "", ""},
		{"Not Detected", "Not Detected", assay.TypeBoolean, "", ""},
		{"Non Reactive", "Non Reactive", assay.TypeBoolean, "", ""},
		{"Trace", "Trace", assay.TypeComment, "", ""},
		{"1+", "1+", assay.TypeComment, "", ""},
		{"1:40", "1:40", assay.TypeRatio, "", ""},
		{"Yellow", "Yellow", assay.TypeComment, "", ""},
		{"Rares", "Rares", assay.TypeComment, "", ""}, // sediment grades in the other languages
		{"Escasas", "Escasas", assay.TypeComment, "", ""},
		{"vereinzelt", "vereinzelt", assay.TypeComment, "", ""},
		{"2.4E+05", "2.4E+05", assay.TypeNumeric, "", ""},
		{"2.4E+05 H", "2.4E+05", assay.TypeNumeric, "H", ""},
		{"<1.5E+01", "<1.5E+01", assay.TypeRange, "", "<"},
		{"1.2 x 10^3", "1.2 x 10^3", assay.TypeNumeric, "", ""},
	}
	for _, tt := range tests {
		v, ok := parseValue(tt.in, false)
		if !ok {
			t.Errorf("parseValue(%q) failed", tt.in)
			continue
		}
		flag := ""
		if v.flag != nil {
			flag = v.flag.printed
		}
		if v.value != tt.value || v.kind != tt.kind || flag != tt.flag || v.cmp != tt.cmp {
			t.Errorf("parseValue(%q) = %q %q flag %q cmp %q; want %q %q %q %q", tt.in, v.value, v.kind, flag, v.cmp, tt.value, tt.kind, tt.flag, tt.cmp)
		}
	}
	for _, bad := range []string{"", "mg/dL", "Glucose", "see note"} {
		if _, ok := parseValue(bad, false); ok {
			t.Errorf("parseValue(%q) succeeded", bad)
		}
	}
	// a power of ten is read into the number
	for in, want := range map[string]float64{"2.4E+05": 240000, "1,2E-03": 0.0012, "3 x 10^6": 3e6} {
		if v, ok := parseValue(in, true); !ok || v.num == nil || math.Abs(*v.num-want) > want*1e-9 {
			t.Errorf("parseValue(%q) = %v, want %v", in, v.num, want)
		}
	}
}

func TestParseRange(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	tests := []struct {
		in, gender string
		min, max   *float64
		textual    string
		unit       string
	}{
		{"70-99", "", f(70), f(99), "", ""},
		{"70 - 99", "", f(70), f(99), "", ""},
		{"(13.0 - 18.0)", "", f(13), f(18), "", ""},
		{"0.35 --5.50", "", f(0.35), f(5.5), "", ""}, // a dash OCR read twice
		{"<200", "", nil, f(200), "", ""},
		// bounds in words, accents and all as OCR reads them
		{"jusqu'à 6,0 %", "", nil, f(6), "", "%"},
		{"jusqu’a 33 U/L", "", nil, f(33), "", "U/L"},
		{"inférieur a 5,2 mmol/L", "", nil, f(5.2), "", "mmol/L"},
		{"supérieur & 60 mL/min", "", f(60), nil, "", "mL/min"},
		{"menos de 200", "", nil, f(200), "", ""},
		{"più di 40", "", f(40), nil, "", ""},
		{"mehr als 10", "", f(10), nil, "", ""},
		{"inférieur à 1:80", "", nil, nil, "inférieur à 1:80", ""}, // a titre compares as a ratio
		{"< 5.7", "", nil, f(5.7), "", ""},
		{"> OR = 40", "", f(40), nil, "", ""},
		{">=40", "", f(40), nil, "", ""},
		{"≥40", "", f(40), nil, "", ""},
		{"≤5.7", "", nil, f(5.7), "", ""},
		{"(> 60)", "", f(60), nil, "", ""},
		{"0.40-4.50 mIU/L", "", f(0.4), f(4.5), "", "mIU/L"},
		// a tilde joins the bounds, or leaves one side open (Korea, Japan)
		{"4.0~10.0", "", f(4), f(10), "", ""},
		{"130～400", "", f(130), f(400), "", ""},
		{"~40", "", nil, f(40), "", ""},
		{"60~", "", f(60), nil, "", ""},
		{"3.5~5:2", "", nil, nil, "", ""}, // OCR's misreading of 3.5-5.2: mended later, not 3.5 to 5
		{"40~ mg/dL", "", f(40), nil, "", "mg/dL"},
		// a centre and its deviation
		{"7,40 ± 0,05", "", f(7.35), f(7.45), "", ""},
		{"0±2", "", f(-2), f(2), "", ""},
		{"24 +/- 2 mmol/L", "", f(22), f(26), "", "mmol/L"},
		{"13,5 + 17,5", "", nil, nil, "", ""}, // no deviation: an Italian ÷ OCR read as a plus
		{"<5.7 % of total Hgb", "", nil, f(5.7), "", "% of total Hgb"},
		{"1,50,000 - 4,10,000", "", f(150000), f(410000), "", ""},
		{"M: 13-17 F: 12-15", "female", f(12), f(15), "", ""},
		{"M: 13-17 F: 12-15", "male", f(13), f(17), "", ""},
		{"M: 13.0 - 17.0 F: 11.1 - 15.9", "female", f(11.1), f(15.9), "", ""},
		{"M: 13-17 F: 12-15", "", nil, nil, "", ""},
		{"Negative", "", nil, nil, "Negative", ""},
		{"Non Reactive", "", nil, nil, "Non Reactive", ""},
		{"<1:40", "", nil, nil, "<1:40", ""},
		{"(Négatif)", "", nil, nil, "Négatif", ""},
		{"[3.5 - 5.0]", "", f(3.5), f(5), "", ""},
		{"4,00 ÷ 10,00", "", f(4), f(10), "", ""},
		{"(4 000 à 10 000)", "", f(4000), f(10000), "", ""},
		// labelled tiers: the patient's sex, else the tier called normal
		{"Varones: 13.0 - 17.0 Mujeres: 12.0 - 16.0", "female", f(12), f(16), "", ""},
		{"Varones: 13.0 - 17.0 Mujeres: 12.0 - 16.0", "male", f(13), f(17), "", ""},
		{"Varones: 13.0 - 17.0 Mujeres: 12.0 - 16.0", "", nil, nil, "", ""},
		{"Deseable: < 200 Limítrofe alto: 200 - 239 Alto: ≥ 240", "", nil, f(200), "", ""},
		{"Deficiencia: < 20 Insuficiencia: 20 - 29 Suficiencia: 30 - 100", "", f(30), f(100), "", ""},
		{"Prediabetes: 5.7 - 6.4 Diabetes: ≥ 6.5", "", nil, nil, "", ""},
	}
	for _, tt := range tests {
		r := parseRange(tt.in, tt.gender, strings.ContainsAny(tt.in, ",÷"))
		if !eqPtr(r.min, tt.min) || !eqPtr(r.max, tt.max) || r.textual != tt.textual || r.unit != tt.unit {
			t.Errorf("parseRange(%q, %q) = %v-%v %q %q; want %v-%v %q %q", tt.in, tt.gender, fDeref(r.min), fDeref(r.max), r.textual, r.unit,
				fDeref(tt.min), fDeref(tt.max), tt.textual, tt.unit)
		}
	}
	if r := parseRange("4,50-5,90", "", true); !eqPtr(r.min, f(4.5)) || !eqPtr(r.max, f(5.9)) {
		t.Errorf("decimal comma range = %v-%v", fDeref(r.min), fDeref(r.max))
	}
	// bounds of one magnitude: a lower bound read with the decimal mark
	// before three digits, far below the upper one, is a thousands group
	for _, c := range []struct {
		in       string
		min, max float64
	}{
		{"3,500 a 10.500", 3500, 10500},
		{"3.500 a 10.500", 3500, 10500},
		{"1,500 - 4,500", 1.5, 4.5},
		{"0,005 - 10", 0.005, 10}, // no thousands group starts with 0
		{"1,250 - 9,000", 1.25, 9},
	} {
		if r := parseRange(c.in, "", true); !eqPtr(r.min, f(c.min)) || !eqPtr(r.max, f(c.max)) {
			t.Errorf("parseRange(%q) = %v-%v, want %v-%v", c.in, fDeref(r.min), fDeref(r.max), c.min, c.max)
		}
	}
}

func TestParseFlag(t *testing.T) {
	tests := []struct {
		in                     string
		above, below, critical bool
	}{
		{"H", true, false, false}, {"L", false, true, false}, {"HH", true, false, true}, {"LL", false, true, true},
		{"A", false, false, false}, {"*", false, false, false}, {"High", true, false, false}, {"Low", false, true, false},
		{"(H)", true, false, false}, {"B", false, true, false}, // bas, bajo, baixo
		{"[H]", true, false, false}, {"↑", true, false, false}, {"↓", false, true, false},
	}
	for _, tt := range tests {
		f, ok := parseFlag(tt.in)
		if !ok || f.above != tt.above || f.below != tt.below || f.critical != tt.critical {
			t.Errorf("parseFlag(%q) = %+v, %v", tt.in, f, ok)
		}
	}
	if _, ok := parseFlag("mg/dL"); ok {
		t.Error("mg/dL read as a flag")
	}
}

func TestInterpret(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	num := func(v float64) parsedValue { return parsedValue{kind: assay.TypeNumeric, num: f(v)} }
	hi := &flagInfo{printed: "H", above: true}
	crit := &flagInfo{printed: "LL", below: true, critical: true}
	tests := []struct {
		name   string
		pv     parsedValue
		flag   *flagInfo
		rr     refRange
		interp string
		above  *bool
	}{
		{"in range", num(80), nil, refRange{min: f(70), max: f(99), ok: true}, assay.InterpretationNormal, new(false)},
		{"above without flag", num(105), nil, refRange{min: f(70), max: f(99), ok: true}, assay.InterpretationAbnormal, new(true)},
		{"printed flag", num(105), hi, refRange{min: f(70), max: f(99), ok: true}, assay.InterpretationAbnormal, new(true)},
		{"critical", num(40), crit, refRange{min: f(70), max: f(99), ok: true}, assay.InterpretationCritical, new(false)},
		{"no range", num(5), nil, refRange{}, assay.InterpretationUnknown, nil},
		{"less-than value under limit", parsedValue{kind: assay.TypeRange, num: f(0.5), cmp: "<"}, nil, refRange{min: f(0), max: f(5), ok: true}, assay.InterpretationNormal, new(false)},
		{"qualitative match", parsedValue{value: "Negative", positive: new(false)}, nil, refRange{textual: "Negative", ok: true}, assay.InterpretationNormal, nil},
		{"qualitative mismatch", parsedValue{value: "Positive", positive: new(true)}, nil, refRange{textual: "Negative", ok: true}, assay.InterpretationAbnormal, nil},
		// a word beside a cut-off: below it is the negative side
		{"negative word under a cut-off", parsedValue{value: "Non-reactive", positive: new(false)}, nil, refRange{max: f(1), ok: true}, assay.InterpretationNormal, nil},
		{"positive word under a cut-off", parsedValue{value: "Reactive", positive: new(true)}, nil, refRange{max: f(1), ok: true}, assay.InterpretationAbnormal, nil},
		{"word against a lower bound", parsedValue{value: "Reactive", positive: new(true)}, nil, refRange{min: f(10), ok: true}, assay.InterpretationUnknown, nil},
	}
	for _, tt := range tests {
		got, above, _, _ := interpret(tt.pv, tt.flag, tt.rr, false)
		if got != tt.interp || (above == nil) != (tt.above == nil) || (above != nil && *above != *tt.above) {
			t.Errorf("%s: interpret = %s above %v; want %s above %v", tt.name, got, above, tt.interp, tt.above)
		}
	}
}

func TestNormalizeDate(t *testing.T) {
	tests := []struct {
		in         string
		monthFirst bool
		want       string
	}{
		{"2026-01-13", true, "2026-01-13"},
		{"01/13/2026 08:15", true, "2026-01-13"},
		{"13/01/2026", true, "2026-01-13"},
		{"02/03/2026", true, "2026-02-03"},
		{"02/03/2026", false, "2026-03-02"},
		{"18.02.2026 07:55", false, "2026-02-18"},
		{"05/Mar/2026 07:50AM", false, "2026-03-05"},
		{"17-Jun-1990", false, "1990-06-17"},
		{"12 Apr 2026 08:30", false, "2026-04-12"},
		{"Jan 5, 2026", true, "2026-01-05"},
		// written out in the report's language, weekday and time around
		{"giovedì 16 luglio 2026, ore 07:52:41", false, "2026-07-16"},
		{"lunes, 13 de julio de 2026 — 07:41:18", false, "2026-07-13"},
		{"21 de marzo de 1997 (29 años)", false, "1997-03-21"},
		{"16 Mayıs 2026 Cuma", false, "2026-05-16"},
		{"16. Dezember 2026", false, "2026-12-16"},
		{"jeudi 16 juillet 2026 à 07 h 30", false, "2026-07-16"},
		{"13 de julho de 2026", false, "2026-07-13"},
		{"62/20/2026", true, ""},
		{"unknown", true, ""},
	}
	for _, tt := range tests {
		if got := normalizeDate(tt.in, tt.monthFirst); got != tt.want {
			t.Errorf("normalizeDate(%q, %v) = %q, want %q", tt.in, tt.monthFirst, got, tt.want)
		}
	}
}

func TestSplitPersonName(t *testing.T) {
	tests := []struct{ in, first, last string }{
		{"Mme NGO NKOT Brigitte Solange", "Brigitte Solange", "Ngo Nkot"},
		{"Ivanilda Lopes Furtado", "Ivanilda", "Lopes Furtado"}, // (pt)
		{"María José Pérez Gómez", "María José", "Pérez Gómez"}, // (pt)
		{"Sample, Jane", "Jane", "Sample"},
		{"SAMPLE, JANE M", "Jane", "Sample"},
		{"Jane Sample", "Jane", "Sample"},
		{"Ms. PRIYA TESTCASE", "Priya", "Testcase"},
		{"EXEMPLE Jean", "Jean", "Exemple"},
		{"EXAMPLE, J OHN", "John", "Example"},
	}
	for _, tt := range tests {
		if f, l := splitPersonName(tt.in, "pt"); f != tt.first || l != tt.last {
			t.Errorf("splitPersonName(%q) = %q %q; want %q %q", tt.in, f, l, tt.first, tt.last)
		}
	}
}

func TestFixOCR(t *testing.T) {
	units := map[string]string{"x1079/L": "x10^9/L", "x10°9/L": "x10^9/L", "mU/I": "mU/L", "U/|": "U/L", "mg/db": "mg/dL",
		"mmol/L.": "mmol/L", "gh": "g/L", "/nl": "/nl", "mill/cumm": "mill/cumm", "mL/min/1.73m?": "mL/min/1.73m²",
		"|U/L": "IU/L", "npf": "/hpf", "Mnpf": "/hpf", "[npf": "/hpf", "{npf": "/hpf", "/hpf": "/hpf", "Ilpf": "/lpf", "/LPF": "/LPF",
		"gf": "g/L", "gt": "g/L", "LA": "L/L", "W/L": "IU/L", "/mm": "/mm³", "/mm*": "/mm³",
		"mm/h «": "mm/h", "g/dl +": "g/dl", "% ▼": "%", "£ g/dl": "g/dl"}
	for in, want := range units {
		if got := fixOCRUnit(in); got != want {
			t.Errorf("fixOCRUnit(%q) = %q, want %q", in, got, want)
		}
	}
	values := map[string]string{"2:5": "2.5", "13:2": "13.2", "1:80": "1:80", "0,62": "0.62", "258:": "258",
		".98": ".98", ":.62": ".62", ". 12.4": "12.4", ".10800": "10800"} // a decimal printed without its leading zero keeps its point
	for in, want := range values {
		if got := fixOCRValue(in, false); got != want {
			t.Errorf("fixOCRValue(%q) = %q, want %q", in, got, want)
		}
	}
	ranges := map[string]string{"=60": "≥60", "260": "≥60", "s5.2": "≤5.2", "96 106": "96 - 106", "3.5 = 5.2": "3.5 - 5.2",
		"3.5 -.5.2": "3.5 - 5.2", "8.7.- 10.2": "8.7 - 10.2", "37.5: ° - 51.0": "37.5 - 51.0", "13.0 —- 17.7": "13.0 - 17.7",
		"3,5;=5,2": "3,5 - 5,2", "13;0'=:17,7": "13,0 - 17,7", "3.5. * 5.2": "3.5 - 5.2", "37:5 51.0": "37.5 - 51.0",
		"Negative <1:40": "Negative <1:40", "@.2-1.2": "0.2 - 1.2", "—1.50 - 4.10": "1.50 - 4.10", "O,5 - 1,2": "0,5 - 1,2",
		"<4i": "<41", "10-7i": "10 - 71", "40,0 ▼ 75,0": "40,0 - 75,0", "0,5 ↓ - 0,95 mg/dL": "0,5 - 0,95 mg/dL", "4,0 -.10,0 x1029/L": "4,0 - 10,0 x1029/L", "13,5+17,5": "13,5 - 17,5", "4,00 + 10,00": "4,00 - 10,00", "35+5,1": "35 - 5,1",
		// a centre ± deviation whose ± OCR read as a plus
		"40+5": "40 ± 5", "7,40 + 0,05": "7,40 ± 0,05", "97+2 %": "97 ± 2 %", "0 + 2": "0 - 2", "{27 à 32)": "(27 à 32)", "[4,0 - 10,0]": "(4,0 - 10,0)",
		// a decimal separator read as a space, in one bound only
		"27 0 - 33,0": "27,0 - 33,0", "4,50 - 5 80": "4,50 - 5,80", "27 0 - 33 0": "27 0 - 33 0", "4,5 - 5 80": "4,5 - 5 80"}
	for in, want := range ranges {
		if got := fixOCRRange(in); got != want {
			t.Errorf("fixOCRRange(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"(lL)": "(L)", "High": "High", "T": "↑", "{H)": "(H)", "(lt)": "(L)", "(l)": "(L)"} {
		if got := fixOCRFlag(in); got != want {
			t.Errorf("fixOCRFlag(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"HbAlc": "HbA1c", "HbAtc": "HbA1c", "HbAïc": "HbA1c", "HBAIC": "HBA1C", "(HbAtc)": "(HbA1c)"} {
		if got := fixOCRName(in); got != want {
			t.Errorf("fixOCRName(%q) = %q, want %q", in, got, want)
		}
	}
	names := map[string]string{
		"THY ROID STIMULATING HORMONE": "THYROID STIMULATING HORMONE",
		"Haematocrt":                   "Haematocrit",
		"HDL Cholesteroll":             "HDL Cholesterol",
		"ROW":                          "RDW",
		"COZ":                          "CO2",
		"C02":                          "CO2",
		"HC03":                         "HCO3",
		"pC02":                         "pCO2",
		"Hemoglobin Alc":               "Hemoglobin A1c",
		"Glucose, Fasting cece eee":    "Glucose, Fasting",
		"HbAic":                        "HbA1c",
		"Haemogiobin™":                 "Haemoglobin", // the mark goes before the word is mended
		"BLOOD UREA i NITROGEN":        "BLOOD UREA NITROGEN",
	}
	for in, want := range names {
		if got := fixOCRName(in); got != want {
			t.Errorf("fixOCRName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDetectType(t *testing.T) {
	tests := map[string]string{
		"%PDF-1.7\n":          "application/pdf",
		"\x89PNG\r\n\x1a\nxx": "image/png",
		"\xff\xd8\xff\xe0xx":  "image/jpeg",
		"GIF89a":              "",
		"":                    "",
	}
	for in, want := range tests {
		if got := DetectType([]byte(in)); got != want {
			t.Errorf("DetectType(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestQualitativeWording(t *testing.T) {
	for _, c := range []struct {
		in            string
		ok, pos, bool bool
	}{
		{"negatif", true, false, true},
		{"nao reactivo", true, false, true}, // a negator before any finding
		{"non-reactif", true, false, true},
		{"no reactiva", true, false, true}, // feminine: la serología
		{"reattiva", true, true, true},
		{"no mps seen", true, false, false}, // "no ... seen"
		{"no growth", true, false, false},
		{"ligeramente turbio", true, true, false}, // a graded finding
		{"no", false, false, false},
		{"no idea", false, false, false},
	} {
		pos, boolean, ok := qualitative(c.in)
		if ok != c.ok || pos != c.pos || boolean != c.bool {
			t.Errorf("qualitative(%q) = %v %v %v, want %v %v %v", c.in, pos, boolean, ok, c.pos, c.bool, c.ok)
		}
	}
}

// TestDropLogoInitials drops a logo's initials read before a lab's name.
func TestDropLogoInitials(t *testing.T) {
	for in, want := range map[string]string{
		"HGAG Hospital Geral de Achada Grande": "Hospital Geral de Achada Grande",
		"LBW Laboratoire Biomédical du Wouri":  "Laboratoire Biomédical du Wouri",
		"SRL Diagnostics Ltd":                  "SRL Diagnostics Ltd",
	} {
		if got := dropLogoInitials(in); got != want {
			t.Errorf("dropLogoInitials(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDifferentialMark: the % or # after a white cell's short name, read as
// another glyph, comes back from the row's unit.
func TestDifferentialMark(t *testing.T) {
	for _, c := range []struct{ raw, unit, want string }{
		{"NEUTS", "%", "NEUT%"}, {"EOS’", "%", "EOS%"}, {"LYMPH®", "%", "LYMPH%"}, {"Nötrofil (NEUM)", "10^3/µL", "Nötrofil (NEU#)"},
		{"NEUTS", "", "NEUTS"}, {"EOS", "%", "EOS"}, {"MONOS", "10^9/L", "MONOS"}, {"BASO%", "%", "BASO%"},
	} {
		if got := differentialMark(c.raw, c.raw, c.unit); got != c.want {
			t.Errorf("differentialMark(%q, %q) = %q, want %q", c.raw, c.unit, got, c.want)
		}
	}
}

// TestShortWordAccent: a short word the language's test names print with
// an accent before the next word gets it back ("a jeun" is "à jeun"); the
// same word elsewhere keeps its reading ("Lipoprotéine (a)").
func TestShortWordAccent(t *testing.T) {
	for in, want := range map[string]string{"Glycémie a jeun": "Glycémie à jeun", "Lipoprotéine (a)": "Lipoprotéine (a)", "Glycémie à jeun": "Glycémie à jeun"} {
		if got := fixOCRNameIn(in, "fr"); got != want {
			t.Errorf("fixOCRNameIn(%q, fr) = %q, want %q", in, got, want)
		}
	}
}

// The reading of a re-read cell keeps the point of a decimal printed
// without its leading zero, and only that: a colon misread as a point before
// a count or a number is cut.
func TestTrimCellLead(t *testing.T) {
	for in, want := range map[string]string{".98": ".98", ": .18": ".18", ".062 H": ".062 H", ".10800": "10800", ".12.4": "12.4", ": 12.4": "12.4", "..5": ".5"} {
		if got := trimCellLead(in, ":;. "); got != want {
			t.Errorf("trimCellLead(%q) = %q, want %q", in, got, want)
		}
	}
	if got := cellNumber(".98 L"); got != ".98" {
		t.Errorf("cellNumber(.98 L) = %q", got)
	}
}
