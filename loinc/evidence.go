package loinc

import (
	"strings"
)

// specimen is the sample a result was measured in, as far as the row says.
type specimen uint8

const (
	specNone specimen = iota
	specSerum
	specBlood
	specCapillary
	specUrine
	specCSF
	specStool
	specSaliva
	specOther
	// specSerumOrBlood is the upstream sample type serum_plasma_blood: it
	// rules out urine and the rest but does not choose between them.
	specSerumOrBlood
	specAmbiguous specimen = 255
)

// specimenWords are specimen names printed inside test names or specimen
// columns, in the six languages of the alias table.
var specimenWords = map[string]specimen{
	"serum": specSerum, "ser": specSerum, "plasma": specSerum, "plas": specSerum, "serpl": specSerum,
	"suero": specSerum, "siero": specSerum, "soro": specSerum, "serique": specSerum, "serico": specSerum,
	"plasmatique": specSerum, "plasmatico": specSerum,
	"blood": specBlood, "bld": specBlood, "sangre": specBlood, "sangue": specBlood, "blut": specBlood,
	"sang": specBlood, "wb": specBlood, "edta": specBlood,
	"capillary": specCapillary, "fingerstick": specCapillary, "capilar": specCapillary, "capillare": specCapillary,
	"kapillar": specCapillary, "capillaire": specCapillary,
	"urine": specUrine, "ur": specUrine, "urin": specUrine, "orina": specUrine, "urina": specUrine,
	"harn": specUrine, "ua": specUrine, "urinary": specUrine, "urinaire": specUrine, "urinario": specUrine, "spot": specUrine,
	"csf": specCSF, "liquor": specCSF, "cerebrospinal": specCSF, "lcr": specCSF,
	"stool": specStool, "feces": specStool, "fece": specStool, "fecal": specStool, "stuhl": specStool,
	"heces": specStool, "feci": specStool, "selle": specStool, "faece": specStool,
	"saliva": specSaliva, "salivary": specSaliva, "salive": specSaliva, "speichel": specSaliva,
}

// weakSpecimenWords appear in analyte names more often than they name the
// sample: "blood urea nitrogen", "white blood cells", "blood sugar" are
// serum or blood tests alike. Only "whole blood" is strong evidence.
var weakSpecimenWords = map[string]bool{"blood": true, "sangre": true, "sangue": true, "blut": true, "sang": true}

// specimenOf maps a specimen column value (or an upstream sample type) to a
// specimen.
func specimenOf(s string) specimen {
	l := strings.ToLower(strings.TrimSpace(s))
	switch l {
	case "", "unknown":
		return specNone
	case "serum_plasma_blood":
		return specSerumOrBlood
	case "capillary_blood":
		return specCapillary
	case "other":
		return specNone // says only that it is none of the named ones
	case "whole blood", "blood", "edta blood", "edta whole blood":
		return specBlood
	}
	for _, t := range tokenize(l) {
		if sp, ok := specimenWords[t]; ok && len(t) > 1 {
			return sp
		}
	}
	return specOther
}

// systemSpecimen maps a LOINC system to the specimen it belongs to.
func systemSpecimen(system string) specimen {
	switch system {
	case "Ser/Plas", "Ser", "Plas", "PPP", "Ser/Plas/Bld", "Ser+Plas", "PRP":
		return specSerum
	case "Bld", "BldA", "BldV", "BldMV", "RBC", "Bld.dot", "BldCo", "Retic", "Hgb", "WBC", "Plt":
		return specBlood
	case "BldC":
		return specCapillary
	case "Urine", "Urine sed", "Urine+Ser/Plas":
		return specUrine
	case "CSF":
		return specCSF
	case "Stool":
		return specStool
	case "Saliva":
		return specSaliva
	case "":
		return specNone
	}
	return specOther
}

// specimenDistance is 0 when a code's specimen fits the row's, 0.5 for serum,
// plasma and blood (near each other), 1 for urine and the rest.
func specimenDistance(want, have specimen, system string) float64 {
	if want == have || want == specNone {
		return 0
	}
	if want == specSerumOrBlood && (have == specSerum || have == specBlood || have == specCapillary) {
		return 0
	}
	if system == "Ser/Plas/Bld" && (want == specBlood || want == specCapillary) {
		return 0
	}
	near := func(a, b specimen) bool {
		blood := func(s specimen) bool { return s == specSerum || s == specBlood || s == specCapillary }
		return blood(a) && blood(b)
	}
	if near(want, have) {
		return 0.5
	}
	return 1
}

// panelSpecimen reads the specimen implied by a panel heading.
func panelSpecimen(panel string) specimen {
	p := " " + strings.ToLower(panel) + " "
	switch {
	case p == "  ":
		return specNone
	case strings.Contains(p, "urin") || strings.Contains(p, "orina") || strings.Contains(p, " ua ") ||
		strings.Contains(p, "harn") || strings.Contains(p, "dipstick"):
		return specUrine
	case strings.Contains(p, "stool") || strings.Contains(p, "fecal") || strings.Contains(p, "faecal") ||
		strings.Contains(p, "stuhl"):
		return specStool
	case strings.Contains(p, "csf") || strings.Contains(p, "cerebrospinal"):
		return specCSF
	case strings.Contains(p, "coag") || strings.Contains(p, "gerinnung") || strings.Contains(p, "hemostas") ||
		strings.Contains(p, "haemostas"):
		return specSerum // citrated plasma
	case strings.Contains(p, "cbc") || strings.Contains(p, "blood count") || strings.Contains(p, "hemogram") ||
		strings.Contains(p, "haemogram") || strings.Contains(p, "hematolog") || strings.Contains(p, "haematolog") ||
		strings.Contains(p, "hemograma") || strings.Contains(p, "emocromo") || strings.Contains(p, "blutbild") ||
		strings.Contains(p, "numeration") || strings.Contains(p, "differential") || strings.Contains(p, "fbc"):
		return specBlood
	case strings.Contains(p, "lipid") || strings.Contains(p, "metabolic") || strings.Contains(p, "chemistry") ||
		strings.Contains(p, "liver") || strings.Contains(p, "hepatic") || strings.Contains(p, "renal") ||
		strings.Contains(p, "kidney") || strings.Contains(p, "thyroid") || strings.Contains(p, "electrolyte") ||
		strings.Contains(p, "serum") || strings.Contains(p, "iron") || strings.Contains(p, "biochem") ||
		strings.Contains(p, "cmp") || strings.Contains(p, "bmp") || strings.Contains(p, "lft") || strings.Contains(p, "kft") ||
		strings.Contains(p, "vitamin") || strings.Contains(p, "hormone") || strings.Contains(p, "bioqu") ||
		strings.Contains(p, "chimi") || strings.Contains(p, "chemie") || strings.Contains(p, "quimica") ||
		strings.Contains(p, "chimica"):
		return specSerum
	}
	return specNone
}

// urinalysisPanel reports a urinalysis (dipstick) section, as opposed to
// urine chemistry.
func urinalysisPanel(panel string) bool {
	p := " " + strings.ToLower(panel) + " "
	if strings.Contains(p, "chemi") || strings.Contains(p, "24") {
		return false
	}
	for _, w := range []string{"urinalysis", " ua ", "dipstick", "urine routine", "urine analysis", "complete urine",
		"urine examination", "strip", "urinanalyse", "urinstatus", "esame urine", "examen d'urine", "orina completa",
		"sedimento", "urine test", "feme", "urine full", "urine r/e", "urine re ", "urine routine"} {
		if strings.Contains(p, w) {
			return true
		}
	}
	return false
}

// urineValues are results only a urinalysis prints: colours, clarity and
// dipstick grades.
var urineValues = map[string]bool{
	"yellow": true, "pale yellow": true, "straw": true, "amber": true, "dark yellow": true, "light yellow": true,
	"clear": true, "slightly cloudy": true, "cloudy": true, "turbid": true, "hazy": true, "slightly turbid": true,
	"trace": true, "1+": true, "2+": true, "3+": true, "4+": true, "+": true, "++": true, "+++": true, "nil": true,
	"small": true, "moderate": true, "large": true,
}

// qualitativeValues are non-numeric results.
var qualitativeValues = map[string]bool{
	"negative": true, "positive": true, "neg": true, "pos": true, "absent": true, "present": true,
	"not detected": true, "detected": true, "reactive": true, "non reactive": true, "nonreactive": true,
	"non-reactive": true, "normal": true, "abnormal": true, "negativo": true, "positivo": true, "negatif": true,
	"positif": true, "negativ": true,
}

// valueKind says whether a printed value is qualitative (and urine-like).
func valueKind(v string) (qualitative, urine bool) {
	l := strings.ToLower(strings.TrimSpace(v))
	if l == "" {
		return false, false
	}
	if urineValues[l] {
		return true, true
	}
	if qualitativeValues[l] {
		return true, false
	}
	for _, r := range l {
		if r >= '0' && r <= '9' {
			return false, false
		}
	}
	return true, false
}

// methodWords flag calculated versus directly measured results.
var calcWords = map[string]bool{
	"calc": true, "calculated": true, "calculation": true, "computed": true, "friedewald": true, "nih": true,
	"martin": true, "hopkins": true, "derived": true, "calculado": true, "calcolato": true, "berechnet": true,
	"calcule": true, "sampson": true,
}

var directWords = map[string]bool{
	"direct": true, "measured": true, "directo": true, "diretto": true, "direkt": true, "direto": true,
}

var timedWords = map[string]bool{"24": true, "24h": true, "24hr": true, "24hour": true, "24hrs": true}
