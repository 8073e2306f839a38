package fhir

import (
	"encoding/json"
	"regexp"
	"strings"
	"sync"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/data"
)

// observation maps one result row. Subject, dates and specimen are set by
// the caller, which shares them across the report.
func observation(fullURL string, r assay.LabReportResult, decimalComma bool) *Observation {
	o := &Observation{
		ResourceType: "Observation", ID: idOf(fullURL), Status: "final",
		Category: []CodeableConcept{{Coding: []Coding{{System: ObservationCat, Code: "laboratory", Display: "Laboratory"}}}},
		Code:     CodeableConcept{Text: strings.TrimSpace(r.TestName)},
	}
	// Only a confident (or reviewer-confirmed) match is a coding; the
	// others stay in the API's loinc_matches for a person to pick.
	if len(r.LoincMatches) > 0 && str(r.LoincMatchStatus) == assay.LoincAutoMatch {
		m := r.LoincMatches[0]
		o.Code.Coding = []Coding{{System: LOINC, Code: m.LoincCode, Display: m.LoincName}}
	}
	unit := str(r.Units)
	if q := quantity(r.Value, unit, decimalComma); q != nil && (r.Type == nil || numericType(*r.Type)) {
		o.ValueQuantity = q
	} else if cc := qualitative(r.Value); cc != nil {
		o.ValueCodeableConcept = cc
	} else if v := strings.TrimSpace(r.Value); v != "" {
		o.ValueString = &v
	}
	if rr := referenceRange(r, unit); rr != nil {
		o.ReferenceRange = []ReferenceRange{*rr}
	}
	if c := interpretation(r); c != nil {
		o.Interpretation = []CodeableConcept{*c}
	}
	return o
}

func numericType(t string) bool {
	return t == assay.TypeNumeric || t == assay.TypePercentage
}

var numberRE = regexp.MustCompile(`^(<=|>=|<|>)?\s*([+-]?[0-9][0-9.,]*)$`)

// quantity reads a printed number ("5.4", "5,4" on a decimal-comma report,
// "7,500", "<0.5") as a Quantity with the printed unit and its UCUM code.
func quantity(value, unit string, decimalComma bool) *Quantity {
	v := strings.NewReplacer("≤", "<=", "≥", ">=", "−", "-", " ", "").Replace(strings.TrimSpace(value))
	m := numberRE.FindStringSubmatch(v)
	if m == nil {
		return nil
	}
	num, ok := decimal(m[2], decimalComma)
	if !ok {
		return nil
	}
	q := &Quantity{Value: num, Comparator: m[1]}
	if unit != "" {
		q.Unit = unit
		if code := ucumCode(unit); code != "" {
			q.System, q.Code = UCUM, code
		}
	}
	return q
}

var fhirDecimal = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?$`)

// decimal turns a printed number into a FHIR decimal, keeping its digits.
func decimal(s string, decimalComma bool) (json.Number, bool) {
	s = strings.TrimPrefix(s, "+")
	if strings.Contains(s, ",") {
		if decimalComma && strings.Count(s, ",") == 1 {
			s = strings.ReplaceAll(s, ".", "")
			s = strings.Replace(s, ",", ".", 1)
		} else if thousands.MatchString(s) {
			s = strings.ReplaceAll(s, ",", "")
		} else {
			return "", false
		}
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	if strings.HasPrefix(s, ".") {
		s = "0" + s
	}
	for len(s) > 1 && s[0] == '0' && s[1] != '.' {
		s = s[1:]
	}
	if neg {
		s = "-" + s
	}
	if !fhirDecimal.MatchString(s) {
		return "", false
	}
	return json.Number(s), true
}

// thousands matches comma-grouped thousands (and Indian lakhs): 7,500,
// 1,42,000.
var thousands = regexp.MustCompile(`^-?[0-9]{1,3}(,[0-9]{2})*,[0-9]{3}(\.[0-9]+)?$`)

// commaDecimal matches a comma that can only be a decimal mark: "0,86",
// "5,4", "12,3456".
var commaDecimal = regexp.MustCompile(`[0-9],([0-9]{1,2}|[0-9]{4,})([^0-9]|$)`)

// usesDecimalComma reports whether the report prints decimal commas, from
// values and ranges that cannot be read as thousands.
func usesDecimalComma(r *assay.ParsedLabReport) bool {
	for _, res := range r.Results {
		if commaDecimal.MatchString(res.Value) || commaDecimal.MatchString(str(res.ReferenceRangeText)) {
			return true
		}
	}
	return false
}

func referenceRange(r assay.LabReportResult, unit string) *ReferenceRange {
	rr := &ReferenceRange{Text: str(r.ReferenceRangeText)}
	bound := func(f *float64) *Quantity {
		if f == nil {
			return nil
		}
		q := quantity(formatFloat(*f), unit, false)
		if q != nil {
			q.Comparator = "" // SimpleQuantity has no comparator
		}
		return q
	}
	rr.Low, rr.High = bound(r.MinReferenceRange), bound(r.MaxReferenceRange)
	if rr.Low == nil && rr.High == nil && rr.Text == "" {
		return nil
	}
	return rr
}

func formatFloat(f float64) string {
	b, _ := json.Marshal(f)
	return string(b)
}

// interpretation maps the result's interpretation and range flags to the
// v3 ObservationInterpretation codes.
func interpretation(r assay.LabReportResult) *CodeableConcept {
	above := r.IsAboveMaxRange != nil && *r.IsAboveMaxRange
	below := r.IsBelowMinRange != nil && *r.IsBelowMinRange
	var code string
	switch str(r.Interpretation) {
	case assay.InterpretationNormal:
		code = "N"
	case assay.InterpretationAbnormal:
		code = pick(above, below, "H", "L", "A")
	case assay.InterpretationCritical:
		code = pick(above, below, "HH", "LL", "AA")
	default:
		return nil
	}
	return &CodeableConcept{Coding: []Coding{{System: Interpretation, Code: code, Display: interpretationDisplay[code]}}}
}

func pick(above, below bool, hi, lo, other string) string {
	switch {
	case above:
		return hi
	case below:
		return lo
	}
	return other
}

var interpretationDisplay = map[string]string{
	"N": "Normal", "H": "High", "L": "Low", "A": "Abnormal",
	"HH": "Critical high", "LL": "Critical low", "AA": "Critical abnormal",
}

// qualitativeCodes are SNOMED CT qualifier values for the findings printed
// on reports; other words stay a valueString.
var qualitativeCodes = map[string]Coding{
	"negative":     {System: SNOMED, Code: "260385009", Display: "Negative"},
	"neg":          {System: SNOMED, Code: "260385009", Display: "Negative"},
	"positive":     {System: SNOMED, Code: "10828004", Display: "Positive"},
	"pos":          {System: SNOMED, Code: "10828004", Display: "Positive"},
	"not detected": {System: SNOMED, Code: "260415000", Display: "Not detected"},
	"detected":     {System: SNOMED, Code: "260373001", Display: "Detected"},
	"non reactive": {System: SNOMED, Code: "131194007", Display: "Non-Reactive"},
	"non-reactive": {System: SNOMED, Code: "131194007", Display: "Non-Reactive"},
	"nonreactive":  {System: SNOMED, Code: "131194007", Display: "Non-Reactive"},
	"reactive":     {System: SNOMED, Code: "11214006", Display: "Reactive"},
	"absent":       {System: SNOMED, Code: "2667000", Display: "Absent"},
	"present":      {System: SNOMED, Code: "52101004", Display: "Present"},
	"trace":        {System: SNOMED, Code: "260405006", Display: "Trace"},
}

func qualitative(value string) *CodeableConcept {
	v := strings.TrimSpace(value)
	if c, ok := qualitativeCodes[strings.ToLower(strings.Join(strings.Fields(v), " "))]; ok {
		return &CodeableConcept{Coding: []Coding{c}, Text: v}
	}
	return nil
}

// specimenType maps the result's sample type to HL7 v2 table 0487; nil when
// the report did not say.
func specimenType(sampleType string) *CodeableConcept {
	switch sampleType {
	case "serum_plasma_blood":
		return &CodeableConcept{Text: "Serum, plasma or blood"}
	case "capillary_blood":
		return &CodeableConcept{Coding: []Coding{{System: SpecimenType, Code: "BLDC", Display: "Blood capillary"}}, Text: "Capillary blood"}
	case "urine":
		return &CodeableConcept{Coding: []Coding{{System: SpecimenType, Code: "UR", Display: "Urine"}}, Text: "Urine"}
	case "stool":
		return &CodeableConcept{Coding: []Coding{{System: SpecimenType, Code: "STL", Display: "Stool = Fecal"}}, Text: "Stool"}
	case "saliva":
		return &CodeableConcept{Coding: []Coding{{System: SpecimenType, Code: "SAL", Display: "Saliva"}}, Text: "Saliva"}
	}
	return nil
}

var (
	ucumOnce sync.Once
	ucumSyn  map[string]string   // printed spelling -> UCUM
	ucumSet  map[string]struct{} // UCUM units of the LOINC table
)

// unitSpellings are printed forms the synonym table lacks, as UCUM.
var unitSpellings = map[string]string{
	"K/uL": "10*3/uL", "k/uL": "10*3/uL", "Thousand/uL": "10*3/uL", "x10E3/uL": "10*3/uL", "X10E3/uL": "10*3/uL",
	"10^3/uL": "10*3/uL", "x10^3/uL": "10*3/uL", "M/uL": "10*6/uL", "Million/uL": "10*6/uL", "x10E6/uL": "10*6/uL",
	"10^6/uL": "10*6/uL", "x10^6/uL": "10*6/uL", "x10^9/L": "10*9/L", "10^9/L": "10*9/L", "G/L": "10*9/L",
	"x10^12/L": "10*12/L", "10^12/L": "10*12/L", "T/L": "10*12/L", "gm/dL": "g/dL", "gm/dl": "g/dL", "g/dl": "g/dL",
	"mg/dl": "mg/dL", "ng/dl": "ng/dL", "ug/dl": "ug/dL", "mmol/l": "mmol/L", "umol/l": "umol/L", "U/l": "U/L",
	"mU/l": "mU/L", "mU/L": "mU/L", "% of total Hgb": "%", "mg/l": "mg/L", "fl": "fL", "sec": "s", "mL/min/1.73m2": "mL/min/{1.73_m2}",
	"mL/min/1.73m²": "mL/min/{1.73_m2}", "mL/min/1.73": "mL/min/{1.73_m2}", "/cumm": "/uL", "cells/uL": "/uL",
	"mill/cumm": "10*6/uL", "/nl": "10*9/L", "/pl": "10*12/L", "miU/L": "m[IU]/L", "mIU/L": "m[IU]/L",
	"uIU/mL": "u[IU]/mL", "IU/L": "[IU]/L", "/hpf": "/[HPF]", "mm": "mm", "L/L": "L/L",
}

// ucumCode returns the UCUM code of a printed unit, or "" when it is not
// known: the printed form itself when the LOINC table uses it, else the
// synonym tables.
func ucumCode(unit string) string {
	ucumOnce.Do(func() {
		ucumSyn = data.UnitSynonyms()
		ucumSet = map[string]struct{}{}
		if codes, err := data.Codes(); err == nil {
			for _, c := range codes {
				for _, u := range c.Units {
					ucumSet[u] = struct{}{}
				}
			}
		}
	})
	u := strings.ReplaceAll(strings.TrimSpace(unit), "µ", "u")
	if c, ok := unitSpellings[u]; ok {
		return c
	}
	if _, ok := ucumSet[u]; ok {
		return u
	}
	if c, ok := ucumSyn[u]; ok {
		return c
	}
	return ""
}
