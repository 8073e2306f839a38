package main

import (
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"strings"
)

// Test is one analyte with US (conventional) and SI reporting conventions.
type Test struct {
	Name, SIName string
	Unit         string
	Lo, Hi       float64 // male (or unisex) range, US units
	FLo, FHi     float64 // female range when it differs (0,0 = same)
	Dec          int
	SIUnit       string
	F            float64 // SI value = US value * F
	SILo, SIHi   float64
	SIFLo, SIFHi float64
	SIDec        int
	Typical      float64 // typical US value
}

var catalog = map[string]Test{
	"glucose":   {Name: "Glucose", Unit: "mg/dL", Lo: 70, Hi: 99, Dec: 0, SIUnit: "mmol/L", F: 0.0555, SILo: 3.9, SIHi: 5.5, SIDec: 1, Typical: 92},
	"bun":       {Name: "BUN", SIName: "Urea", Unit: "mg/dL", Lo: 6, Hi: 20, Dec: 0, SIUnit: "mmol/L", F: 0.357, SILo: 2.5, SIHi: 7.8, SIDec: 1, Typical: 14},
	"creat":     {Name: "Creatinine", Unit: "mg/dL", Lo: 0.76, Hi: 1.27, FLo: 0.57, FHi: 1.00, Dec: 2, SIUnit: "umol/L", F: 88.4, SILo: 59, SIHi: 104, SIFLo: 45, SIFHi: 84, SIDec: 0, Typical: 0.86},
	"sodium":    {Name: "Sodium", Unit: "mmol/L", Lo: 134, Hi: 144, Dec: 0, SIUnit: "mmol/L", F: 1, SILo: 133, SIHi: 146, SIDec: 0, Typical: 139},
	"potassium": {Name: "Potassium", Unit: "mmol/L", Lo: 3.5, Hi: 5.2, Dec: 1, SIUnit: "mmol/L", F: 1, SILo: 3.5, SIHi: 5.3, SIDec: 1, Typical: 4.3},
	"chloride":  {Name: "Chloride", Unit: "mmol/L", Lo: 96, Hi: 106, Dec: 0, SIUnit: "mmol/L", F: 1, SILo: 95, SIHi: 108, SIDec: 0, Typical: 101},
	"co2":       {Name: "Carbon Dioxide, Total", SIName: "Bicarbonate", Unit: "mmol/L", Lo: 20, Hi: 29, Dec: 0, SIUnit: "mmol/L", F: 1, SILo: 22, SIHi: 29, SIDec: 0, Typical: 24},
	"calcium":   {Name: "Calcium", Unit: "mg/dL", Lo: 8.7, Hi: 10.2, Dec: 1, SIUnit: "mmol/L", F: 0.2495, SILo: 2.20, SIHi: 2.60, SIDec: 2, Typical: 9.4},
	"protein":   {Name: "Protein, Total", SIName: "Total Protein", Unit: "g/dL", Lo: 6.0, Hi: 8.5, Dec: 1, SIUnit: "g/L", F: 10, SILo: 60, SIHi: 80, SIDec: 0, Typical: 7.1},
	"albumin":   {Name: "Albumin", Unit: "g/dL", Lo: 3.8, Hi: 4.9, Dec: 1, SIUnit: "g/L", F: 10, SILo: 35, SIHi: 50, SIDec: 0, Typical: 4.4},
	"bili":      {Name: "Bilirubin, Total", SIName: "Bilirubin", Unit: "mg/dL", Lo: 0.0, Hi: 1.2, Dec: 1, SIUnit: "umol/L", F: 17.1, SILo: 0, SIHi: 21, SIDec: 0, Typical: 0.6},
	"alp":       {Name: "Alkaline Phosphatase", Unit: "IU/L", Lo: 44, Hi: 121, Dec: 0, SIUnit: "U/L", F: 1, SILo: 30, SIHi: 130, SIDec: 0, Typical: 72},
	"ast":       {Name: "AST (SGOT)", SIName: "AST", Unit: "IU/L", Lo: 0, Hi: 40, Dec: 0, SIUnit: "U/L", F: 1, SILo: 0, SIHi: 40, SIDec: 0, Typical: 22},
	"alt":       {Name: "ALT (SGPT)", SIName: "ALT", Unit: "IU/L", Lo: 0, Hi: 44, Dec: 0, SIUnit: "U/L", F: 1, SILo: 0, SIHi: 41, SIDec: 0, Typical: 25},
	"wbc":       {Name: "WBC", SIName: "White Cell Count", Unit: "x10E3/uL", Lo: 3.4, Hi: 10.8, Dec: 1, SIUnit: "x10^9/L", F: 1, SILo: 4.0, SIHi: 11.0, SIDec: 1, Typical: 6.2},
	"rbc":       {Name: "RBC", SIName: "Red Cell Count", Unit: "x10E6/uL", Lo: 4.14, Hi: 5.80, FLo: 3.77, FHi: 5.28, Dec: 2, SIUnit: "x10^12/L", F: 1, SILo: 4.50, SIHi: 5.90, SIFLo: 3.80, SIFHi: 5.20, SIDec: 2, Typical: 4.75},
	"hgb":       {Name: "Hemoglobin", SIName: "Haemoglobin", Unit: "g/dL", Lo: 13.0, Hi: 17.7, FLo: 11.1, FHi: 15.9, Dec: 1, SIUnit: "g/L", F: 10, SILo: 130, SIHi: 180, SIFLo: 115, SIFHi: 165, SIDec: 0, Typical: 14.1},
	"hct":       {Name: "Hematocrit", SIName: "Haematocrit", Unit: "%", Lo: 37.5, Hi: 51.0, FLo: 34.0, FHi: 46.6, Dec: 1, SIUnit: "L/L", F: 0.01, SILo: 0.40, SIHi: 0.52, SIFLo: 0.37, SIFHi: 0.47, SIDec: 2, Typical: 42.2},
	"mcv":       {Name: "MCV", Unit: "fL", Lo: 79, Hi: 97, Dec: 0, SIUnit: "fL", F: 1, SILo: 80, SIHi: 100, SIDec: 0, Typical: 89},
	"mch":       {Name: "MCH", Unit: "pg", Lo: 26.6, Hi: 33.0, Dec: 1, SIUnit: "pg", F: 1, SILo: 27.0, SIHi: 32.0, SIDec: 1, Typical: 30.1},
	"mchc":      {Name: "MCHC", Unit: "g/dL", Lo: 31.5, Hi: 35.7, Dec: 1, SIUnit: "g/L", F: 10, SILo: 320, SIHi: 360, SIDec: 0, Typical: 33.8},
	"rdw":       {Name: "RDW", Unit: "%", Lo: 11.6, Hi: 15.4, Dec: 1, SIUnit: "%", F: 1, SILo: 11.5, SIHi: 15.0, SIDec: 1, Typical: 13.2},
	"plt":       {Name: "Platelets", SIName: "Platelet Count", Unit: "x10E3/uL", Lo: 150, Hi: 450, Dec: 0, SIUnit: "x10^9/L", F: 1, SILo: 150, SIHi: 400, SIDec: 0, Typical: 262},
	"neut":      {Name: "Neutrophils", Unit: "%", Lo: 40, Hi: 74, Dec: 0, SIUnit: "%", F: 1, SILo: 40, SIHi: 75, SIDec: 0, Typical: 58},
	"lymph":     {Name: "Lymphs", SIName: "Lymphocytes", Unit: "%", Lo: 14, Hi: 46, Dec: 0, SIUnit: "%", F: 1, SILo: 20, SIHi: 45, SIDec: 0, Typical: 31},
	"mono":      {Name: "Monocytes", Unit: "%", Lo: 4, Hi: 12, Dec: 0, SIUnit: "%", F: 1, SILo: 2, SIHi: 10, SIDec: 0, Typical: 7},
	"eos":       {Name: "Eos", SIName: "Eosinophils", Unit: "%", Lo: 0, Hi: 5, Dec: 0, SIUnit: "%", F: 1, SILo: 1, SIHi: 6, SIDec: 0, Typical: 3},
	"chol":      {Name: "Cholesterol, Total", SIName: "Total Cholesterol", Unit: "mg/dL", Lo: none, Hi: 200, Dec: 0, SIUnit: "mmol/L", F: 0.02586, SILo: none, SIHi: 5.0, SIDec: 1, Typical: 182},
	"trig":      {Name: "Triglycerides", Unit: "mg/dL", Lo: none, Hi: 150, Dec: 0, SIUnit: "mmol/L", F: 0.01129, SILo: none, SIHi: 1.7, SIDec: 1, Typical: 118},
	"hdl":       {Name: "HDL Cholesterol", Unit: "mg/dL", Lo: 40, Hi: none, Dec: 0, SIUnit: "mmol/L", F: 0.02586, SILo: 1.0, SIHi: none, SIDec: 1, Typical: 52},
	"ldl":       {Name: "LDL Cholesterol Calc", SIName: "LDL Cholesterol", Unit: "mg/dL", Lo: none, Hi: 100, Dec: 0, SIUnit: "mmol/L", F: 0.02586, SILo: none, SIHi: 3.0, SIDec: 1, Typical: 96},
	"tsh":       {Name: "TSH", Unit: "uIU/mL", Lo: 0.450, Hi: 4.500, Dec: 3, SIUnit: "mIU/L", F: 1, SILo: 0.27, SIHi: 4.20, SIDec: 2, Typical: 2.140},
	"ft4":       {Name: "Free T4", Unit: "ng/dL", Lo: 0.82, Hi: 1.77, Dec: 2, SIUnit: "pmol/L", F: 12.87, SILo: 12.0, SIHi: 22.0, SIDec: 1, Typical: 1.21},
	"t3":        {Name: "Total T3", Unit: "ng/dL", Lo: 80, Hi: 200, Dec: 1, SIUnit: "nmol/L", F: 0.01536, SILo: 1.2, SIHi: 3.1, SIDec: 2, Typical: 112},
	"t4":        {Name: "Total T4", Unit: "ug/dL", Lo: 5.1, Hi: 14.1, Dec: 2, SIUnit: "nmol/L", F: 12.87, SILo: 66, SIHi: 181, SIDec: 0, Typical: 8.4},
	"a1c":       {Name: "Hemoglobin A1c", SIName: "HbA1c", Unit: "%", Lo: 4.8, Hi: 5.6, Dec: 1, SIUnit: "%", F: 1, SILo: 4.0, SIHi: 5.6, SIDec: 1, Typical: 5.3},
	"vitd":      {Name: "Vitamin D, 25-Hydroxy", Unit: "ng/mL", Lo: 30.0, Hi: 100.0, Dec: 1, SIUnit: "nmol/L", F: 2.496, SILo: 50, SIHi: 125, SIDec: 0, Typical: 34.2},
	"b12":       {Name: "Vitamin B12", Unit: "pg/mL", Lo: 232, Hi: 1245, Dec: 0, SIUnit: "pmol/L", F: 0.738, SILo: 145, SIHi: 569, SIDec: 0, Typical: 540},
	"ferritin":  {Name: "Ferritin", Unit: "ng/mL", Lo: 30, Hi: 400, FLo: 15, FHi: 150, Dec: 0, SIUnit: "ug/L", F: 1, SILo: 30, SIHi: 400, SIFLo: 15, SIFHi: 150, SIDec: 0, Typical: 88},
	"iron":      {Name: "Iron, Serum", SIName: "Iron", Unit: "ug/dL", Lo: 38, Hi: 169, Dec: 0, SIUnit: "umol/L", F: 0.179, SILo: 10, SIHi: 30, SIDec: 1, Typical: 96},
	"uric":      {Name: "Uric Acid", Unit: "mg/dL", Lo: 3.7, Hi: 8.6, FLo: 2.6, FHi: 6.0, Dec: 1, SIUnit: "umol/L", F: 59.48, SILo: 200, SIHi: 430, SIFLo: 140, SIFHi: 360, SIDec: 0, Typical: 5.1},
}

// Style is how a family prints numbers, ranges, names and flags.
type Style struct {
	SI        bool
	Comma     bool // decimal comma
	Thousands string
	Indian    bool // 2,50,000 grouping
	Upper     bool
	Female    bool
	Names     map[string]string // per-family name overrides
	Units     map[string]string
	Between   func(lo, hi string) string
	Below     func(hi string) string // value must be below hi
	Above     func(lo string) string // value must be at or above lo
	HiFlag    string
	LoFlag    string
	CritHi    string
	CritLo    string
	rng       *rand.Rand
}

func (s *Style) fmt(v float64, dec int) string {
	str := strconv.FormatFloat(v, 'f', dec, 64)
	intPart, frac, _ := strings.Cut(str, ".")
	neg := strings.HasPrefix(intPart, "-")
	intPart = strings.TrimPrefix(intPart, "-")
	if s.Thousands != "" && len(intPart) > 3 {
		var groups []string
		head := intPart[:len(intPart)-3]
		tail := intPart[len(intPart)-3:]
		size := 3
		if s.Indian {
			size = 2
		}
		for len(head) > size {
			groups = append([]string{head[len(head)-size:]}, groups...)
			head = head[:len(head)-size]
		}
		groups = append([]string{head}, groups...)
		intPart = strings.Join(append(groups, tail), s.Thousands)
	}
	if neg {
		intPart = "-" + intPart
	}
	if frac == "" {
		return intPart
	}
	if s.Comma {
		return intPart + "," + frac
	}
	return intPart + "." + frac
}

func round(v float64, dec int) float64 {
	p := math.Pow(10, float64(dec))
	return math.Round(v*p) / p
}

// Num builds a numeric row. v is in US units (0 = typical value with a
// little jitter); crit marks a critical value.
func (s *Style) Num(key string, v float64, crit bool) *Row {
	t, ok := catalog[key]
	if !ok {
		panic("unknown test " + key)
	}
	name, unit, lo, hi, dec := t.Name, t.Unit, t.Lo, t.Hi, t.Dec
	if s.Female && t.FHi != 0 {
		lo, hi = t.FLo, t.FHi
	}
	auto := v == 0
	if auto {
		v = t.Typical * (1 + (s.rng.Float64()-0.5)*0.06)
		if (!math.IsNaN(lo) && v < lo) || (!math.IsNaN(hi) && v > hi) {
			v = t.Typical
		}
	}
	if s.SI {
		if t.SIName != "" {
			name = t.SIName
		}
		unit, lo, hi, dec = t.SIUnit, t.SILo, t.SIHi, t.SIDec
		if s.Female && t.SIFHi != 0 {
			lo, hi = t.SIFLo, t.SIFHi
		}
		v = v * t.F
		// SI ranges are not exact conversions: keep default values normal
		if auto && ((!math.IsNaN(lo) && v < lo) || (!math.IsNaN(hi) && v > hi)) {
			switch {
			case math.IsNaN(lo):
				v = hi * 0.8
			case math.IsNaN(hi):
				v = lo * 1.3
			default:
				v = lo + (hi-lo)*0.45
			}
		}
	}
	if n, ok := s.Names[key]; ok {
		name = n
	}
	if u, ok := s.Units[key]; ok {
		unit = u
	}
	if s.Upper {
		name = strings.ToUpper(name)
	}
	v = round(v, dec)
	r := &Row{Name: name, Value: s.fmt(v, dec), Unit: unit, Lo: lo, Hi: hi, Type: "numeric", Interp: "normal"}
	switch {
	case math.IsNaN(lo):
		r.RangeText = s.Below(s.fmt(hi, dec))
	case math.IsNaN(hi):
		r.RangeText = s.Above(s.fmt(lo, dec))
	default:
		r.RangeText = s.Between(s.fmt(lo, dec), s.fmt(hi, dec))
	}
	high := !math.IsNaN(hi) && (v > hi || (math.IsNaN(lo) && v >= hi))
	low := !math.IsNaN(lo) && v < lo
	switch {
	case high && crit:
		r.Flag, r.Interp = s.CritHi, "critical"
	case low && crit:
		r.Flag, r.Interp = s.CritLo, "critical"
	case high:
		r.Flag, r.Interp = s.HiFlag, "abnormal"
	case low:
		r.Flag, r.Interp = s.LoFlag, "abnormal"
	}
	return r
}

// Qual builds a qualitative row; abnormal when the value differs from the
// printed normal (or flag is set).
func Qual(name, value, normal, flag string) *Row {
	r := &Row{Name: name, Value: value, RangeText: normal, Lo: none, Hi: none, Flag: flag, Interp: "normal", Type: "comment"}
	switch strings.ToLower(value) {
	case "negative", "positive", "reactive", "non reactive", "non-reactive", "detected", "not detected":
		r.Type = "boolean"
	}
	if strings.Contains(value, ":") {
		r.Type = "ratio"
	}
	switch {
	case flag != "" || (normal != "" && !strings.EqualFold(value, normal)):
		r.Interp = "abnormal"
	case normal == "":
		r.Interp = "unknown" // nothing printed to judge it by
	}
	return r
}

// Raw builds a numeric row with an explicit printed value and range.
func Raw(name, value, unit, rng string, lo, hi float64, flag, interp, typ string) *Row {
	return &Row{Name: name, Value: value, Unit: unit, RangeText: rng, Lo: lo, Hi: hi, Flag: flag, Interp: interp, Type: typ}
}

func newStyle(seed int64) *Style {
	return &Style{
		rng:     rand.New(rand.NewSource(seed)),
		Between: func(lo, hi string) string { return lo + "-" + hi },
		Below:   func(hi string) string { return "<" + hi },
		Above:   func(lo string) string { return ">" + lo },
		HiFlag:  "H", LoFlag: "L", CritHi: "HH", CritLo: "LL",
	}
}

func sprintf(f string, a ...any) string { return fmt.Sprintf(f, a...) }
