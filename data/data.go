// Package data holds Assay's reference data, embedded in the binary: the
// LOINC table generated from public LOINC extracts (see LOINC_NOTICE.txt),
// the hand-written alias table, unit synonyms and the excluded codes.
package data

//go:generate go run ./gen -src ../../shared/data/loinc -out .

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

var (
	//go:embed loinc.tsv
	loincTSV string
	//go:embed aliases.tsv
	aliasesTSV string
	//go:embed units.tsv
	unitsTSV string
	//go:embed excluded.tsv
	excludedTSV string
	//go:embed LOINC_NOTICE.txt
	Notice string
)

// Version names the LOINC content and the build of Assay's table.
const Version = "loinc-top2000-v1.6+po4dun-2.70+lhncbc-2.67/assay-1"

// Code is one LOINC term of Assay's table.
type Code struct {
	Code        string
	LongName    string // LOINC long common name
	ShortName   string
	DisplayName string
	Class       string
	RankUS      int // rank in the Top-2000 US list, 0 if absent
	RankSI      int // rank in the Top-2000 SI list, 0 if absent
	Component   string
	Property    string // MCnc, SCnc, NCnc, NFr, CCnc, ACnc, ...
	Time        string // Pt, 24H, ...
	System      string // Ser/Plas, Bld, Urine, ...
	Scale       string // Qn, Ql, Ord, Nar
	Method      string
	Units       []string // UCUM units, example first
	Pair        string   // SI/conventional counterpart, if any
	Related     []string // LOINC related names, axis words removed
}

// Alias is a name printed on real reports for a code, in a language.
type Alias struct {
	Code string
	Lang string // en, es, it, de, pt, fr
	Name string
}

// Codes parses the embedded LOINC table.
func Codes() ([]Code, error) {
	var out []Code
	for n, f := range rows(loincTSV) {
		if len(f) != 16 {
			return nil, fmt.Errorf("loinc.tsv row %d: %d columns, want 16", n, len(f))
		}
		us, _ := strconv.Atoi(f[5])
		si, _ := strconv.Atoi(f[6])
		out = append(out, Code{
			Code: f[0], LongName: f[1], ShortName: f[2], DisplayName: f[3], Class: f[4], RankUS: us, RankSI: si,
			Component: f[7], Property: f[8], Time: f[9], System: f[10], Scale: f[11], Method: f[12],
			Units: split(f[13]), Pair: f[14], Related: split(f[15]),
		})
	}
	return out, nil
}

// Aliases parses the hand-written alias table (code, language, names
// separated by |).
func Aliases() ([]Alias, error) {
	var out []Alias
	for n, f := range rows(aliasesTSV) {
		if len(f) != 3 {
			return nil, fmt.Errorf("aliases.tsv row %d: %d columns, want 3", n, len(f))
		}
		for _, name := range split(f[2]) {
			out = append(out, Alias{Code: f[0], Lang: f[1], Name: name})
		}
	}
	return out, nil
}

// UnitSynonyms maps printed unit spellings to UCUM.
func UnitSynonyms() map[string]string {
	out := map[string]string{}
	for _, f := range rows(unitsTSV) {
		if len(f) == 2 {
			out[f[0]] = f[1]
		}
	}
	return out
}

// Excluded returns the deprecated and race-based codes Assay never offers,
// with the reason.
func Excluded() map[string]string {
	out := map[string]string{}
	for _, f := range rows(excludedTSV) {
		if len(f) >= 2 {
			out[f[0]] = f[1]
		}
	}
	return out
}

func rows(s string) [][]string {
	var out [][]string
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimRight(line, "\r")
		// "# " starts a comment; "#/mL" is a printed unit.
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "# ") || line == "#" {
			continue
		}
		out = append(out, strings.Split(line, "\t"))
	}
	return out
}

func split(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	for _, p := range strings.Split(s, "|") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
