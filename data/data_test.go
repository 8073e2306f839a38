package data

import (
	"math"
	"os"
	"strings"
	"testing"
)

func TestTable(t *testing.T) {
	codes, err := Codes()
	if err != nil {
		t.Fatal(err)
	}
	byCode := map[string]Code{}
	for _, c := range codes {
		if _, dup := byCode[c.Code]; dup {
			t.Errorf("duplicate code %s", c.Code)
		}
		byCode[c.Code] = c
	}
	for code, want := range map[string]string{
		"2345-7": "Ser/Plas", "718-7": "Bld", "2161-8": "Urine", "98979-8": "Ser/Plas/Bld",
	} {
		if byCode[code].System != want {
			t.Errorf("%s system %q, want %q", code, byCode[code].System, want)
		}
	}
	if c := byCode["13457-7"]; !strings.Contains(strings.ToLower(c.Method), "calc") || c.Property != "MCnc" {
		t.Errorf("13457-7 = %+v", c)
	}
	if c := byCode["14647-2"]; c.Pair != "2093-3" || c.Property != "SCnc" {
		t.Errorf("14647-2 pair/property = %q/%q", c.Pair, c.Property)
	}
	for code := range Excluded() {
		if _, ok := byCode[code]; ok {
			t.Errorf("excluded code %s is in the table", code)
		}
	}
}

func TestAliasesNameTableCodes(t *testing.T) {
	codes, _ := Codes()
	have := map[string]bool{}
	for _, c := range codes {
		have[c.Code] = true
	}
	aliases, err := Aliases()
	if err != nil {
		t.Fatal(err)
	}
	langs := map[string]bool{"en": true, "es": true, "it": true, "de": true, "pt": true, "fr": true, "tr": true}
	perCode := map[string]map[string]bool{}
	for _, a := range aliases {
		if !have[a.Code] {
			t.Errorf("alias %q names %s, which is not in the table", a.Name, a.Code)
		}
		if !langs[a.Lang] {
			t.Errorf("alias %q: unknown language %q", a.Name, a.Lang)
		}
		if perCode[a.Code] == nil {
			perCode[a.Code] = map[string]bool{}
		}
		perCode[a.Code][a.Lang] = true
	}
	full, five := 0, 0
	for _, l := range perCode {
		if len(l) == 7 {
			full++
		}
		if l["es"] && l["it"] && l["fr"] && l["pt"] && l["tr"] {
			five++
		}
	}
	if full < 150 {
		t.Errorf("%d codes have names in all seven languages, want at least 150", full)
	}
	// Issue 13: Spanish, Italian, French, Portuguese and Turkish names of at
	// least the 300 most common tests (German comes from LOINC's translation).
	if five < 300 {
		t.Errorf("%d codes have es, it, fr, pt and tr names, want at least 300", five)
	}
}

// TestNotice: the LOINC notice ships next to the data and at the repo root.
func TestNotice(t *testing.T) {
	const notice = "This material contains content from LOINC (http://loinc.org). LOINC is copyright © 1995-2025, " +
		"Regenstrief Institute, Inc. and the Logical Observation Identifiers Names and Codes (LOINC) Committee and is " +
		"available at no cost under the license at http://loinc.org/license. LOINC® is a registered United States " +
		"trademark of Regenstrief Institute, Inc."
	if !strings.Contains(Notice, notice) {
		t.Error("data/LOINC_NOTICE.txt lacks the LOINC notice")
	}
	root, err := os.ReadFile("../NOTICE")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(root), notice) {
		t.Error("NOTICE lacks the LOINC notice")
	}
	lic, err := os.ReadFile("LOINC_LICENSE.txt")
	if err != nil || !strings.Contains(string(lic), "Regenstrief") {
		t.Errorf("data/LOINC_LICENSE.txt missing or wrong: %v", err)
	}
}

// TestLimitsNameTableComponents: every line of limits.tsv names a component
// of the table (so that a misspelt one cannot sit unused) and a low below
// its high.
func TestLimitsNameTableComponents(t *testing.T) {
	codes, err := Codes()
	if err != nil {
		t.Fatal(err)
	}
	components := map[string]bool{}
	for _, c := range codes {
		components[strings.ToLower(c.Component)] = true
	}
	lims, err := Limits()
	if err != nil {
		t.Fatal(err)
	}
	if len(lims) < 50 {
		t.Fatalf("%d lines of limits, want the common tests", len(lims))
	}
	for _, l := range lims {
		if !components[strings.ToLower(l.Component)] {
			t.Errorf("limits.tsv: %q is no component of the table", l.Component)
		}
		if math.IsNaN(l.Low) && math.IsNaN(l.High) || l.Low >= l.High {
			t.Errorf("limits.tsv: %s %v: low %v, high %v", l.Component, l.Units, l.Low, l.High)
		}
	}
}

func TestPersonNames(t *testing.T) {
	m, err := PersonNames()
	if err != nil {
		t.Fatal(err)
	}
	if len(m) < 20000 {
		t.Errorf("names.tsv holds %d words, want the generated 28,000", len(m))
	}
	if u := m["john"]; u.Given <= u.Family {
		t.Errorf("john = %+v, want mostly a given name", u)
	}
	if u := m["smith"]; u.Family <= u.Given {
		t.Errorf("smith = %+v, want mostly a family name", u)
	}
}
