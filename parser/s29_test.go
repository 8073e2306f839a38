package parser

import (
	"strconv"
	"testing"

	"github.com/assayhq/assay"
)

// builtResultsFor is builtResults for a patient of the given sex.
func builtResultsFor(pg *page, gender string, decimalComma bool) map[string]assay.LabReportResult {
	joinPeriodUnits(pg)
	buildLines(pg)
	out := map[string]assay.LabReportResult{}
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, decimalComma) {
		if r, ok := buildResult(d, gender, decimalComma); ok {
			out[r.TestName] = r
		}
	}
	return out
}

func bounds(r assay.LabReportResult) string {
	f := func(p *float64) string {
		if p == nil {
			return "-"
		}
		return strconv.FormatFloat(*p, 'f', -1, 64)
	}
	return f(r.MinReferenceRange) + ".." + f(r.MaxReferenceRange)
}

// TestRangeColumnPerSex reads a range column split in two under its header
// by sex labels: a row that prints a range under each label has the
// patient's; a range printed once, across both, is the row's; without the
// patient's sex the row reads as before.
func TestRangeColumnPerSex(t *testing.T) {
	lines := []string{
		"Examen@20 Resultado@300 Unidades@420 Valores@560 de@640 referencia@670",
		"Hombres@560 Mujeres@760",
		"Hemoglobina@20 12.6@300 g/dL@420 13.5@560 -@610 17.5@630 12.0@760 -@810 16.0@830",
		"Glucosa@20 92@300 mg/dL@420 70@660 -@690 100@710",
	}
	for _, c := range []struct{ gender, hb string }{{"female", "12..16"}, {"male", "13.5..17.5"}, {"", "13.5..17.5"}} {
		rs := builtResultsFor(ocrPage("es", lines), c.gender, false)
		if got := bounds(rs["Hemoglobina"]); got != c.hb {
			t.Errorf("%q: Hemoglobina %s, want %s", c.gender, got, c.hb)
		}
		if got := bounds(rs["Glucosa"]); got != "70..100" {
			t.Errorf("%q: Glucosa %s, want 70..100", c.gender, got)
		}
	}
	// a line of two sex words that stand as words of a sentence is no
	// sub-header
	rs := builtResultsFor(ocrPage("es", []string{
		"Examen@20 Resultado@300 Unidades@420 Valores@560 de@640 referencia@670",
		"Hombres@560 mujeres@640",
		"Hemoglobina@20 12.6@300 g/dL@420 13.5@560 -@610 17.5@630 12.0@760 -@810 16.0@830",
	}), "female", false)
	if got := bounds(rs["Hemoglobina"]); got != "13.5..17.5" {
		t.Errorf("no sub-header: Hemoglobina %s, want 13.5..17.5", got)
	}
}

// TestUnitPerDayWithItsHourWord reads a unit per 24 hours printed with a
// space before its hour word as one unit: the h is no high flag.
func TestUnitPerDayWithItsHourWord(t *testing.T) {
	rs := builtResultsFor(ocrPage("de", []string{
		"Untersuchung@20 Ergebnis@300 Einheit@420 Referenzbereich@600",
		"Kreatinin@20 11,2@300 mmol/24@420 h@500 7,0@600 -@640 13,0@660",
		"Sammelmenge@20 1850@300 ml/24@420 Std.@490",
		"Albumin@20 34@300 H@380 mg/24@420 h@480 <@600 30@620",
	}), "", true)
	for name, want := range map[string]struct{ unit, interp string }{
		"Kreatinin":   {"mmol/24 h", "normal"},
		"Sammelmenge": {"ml/24 Std", "unknown"},
		"Albumin":     {"mg/24 h", "abnormal"},
	} {
		r, ok := rs[name]
		if !ok {
			t.Errorf("%s: no row", name)
			continue
		}
		if deref(r.Units) != want.unit || deref(r.Interpretation) != want.interp {
			t.Errorf("%s: unit %q, %s; want %q, %s", name, deref(r.Units), deref(r.Interpretation), want.unit, want.interp)
		}
	}
}

// TestUnitRunsIntoTheRangeColumn gives a unit wider than its column the
// words it ran on into the range's.
func TestUnitRunsIntoTheRangeColumn(t *testing.T) {
	rs := builtResultsFor(ocrPage("en", []string{
		"Test@20 Result@300 Unit@420 Range@560",
		"ESR@20 32@300 mm@420 in@450 1st@560 hour@600 0@700 -@720 20@740",
		"Haemoglobin@20 10.9@300 g/dL@420 12.0@560 -@610 15.0@630",
	}), "", false)
	if r := rs["ESR"]; deref(r.Units) != "mm in 1st hour" || bounds(r) != "0..20" {
		t.Errorf("ESR: unit %q, range %s; want mm in 1st hour, 0..20", deref(r.Units), bounds(r))
	}
	if r := rs["Haemoglobin"]; deref(r.Units) != "g/dL" || bounds(r) != "12..15" {
		t.Errorf("Haemoglobin: unit %q, range %s", deref(r.Units), bounds(r))
	}
}

// TestNameReadWithAColon reads a row whose name OCR read with a colon
// ("Globules blancs:") as a row when it holds a value, a unit and a range;
// a note's label and bounds under a row stay no row.
func TestNameReadWithAColon(t *testing.T) {
	rs := builtResultsFor(ocrPage("fr", []string{
		"Analyse@20 Résultat.@300 Flag@400 Unité@480 Valeurs@620 de@700 référence@740",
		"Globules@20 blancs:@110 18.6@300 =H@400 10^3/µL@480 4.0-@620 10.0@680",
		"Globules@20 rouges@110 2.81@300 L@400 10^6/µL@480 4.50@620 -@670 5.90@690",
		"Prédiabète:@20 5.7@300 -@340 6.4@360",
		"Souhaitable:@20 <@620 200@640",
	}), "", false)
	if r, ok := rs["Globules blancs"]; !ok || r.Value != "18.6" || bounds(r) != "4..10" {
		t.Errorf("Globules blancs: %+v", r)
	}
	if len(rs) != 2 {
		t.Errorf("%d rows, want 2 (the notes are no rows)", len(rs))
	}
}

// TestRuleMarksBeforeAHeaderLabel reads a header label that a ruled
// table's marks were read glued before ("—1Valoridi riferimento"); marks
// alone, or a word that starts with a digit, label nothing.
func TestRuleMarksBeforeAHeaderLabel(t *testing.T) {
	for in, want := range map[string]colKind{
		"—1Valoridi riferimento": colRange,
		"|Risultato":             colResult,
		"[—Unità":                colUnit,
		"—|":                     colOther,
		"1Valori":                colOther,
	} {
		if got, _ := ocrHeaderKind(in); got != want {
			t.Errorf("%q: %v, want %v", in, got, want)
		}
	}
}
