// Package data holds Assay's reference data, embedded in the binary: the
// LOINC table generated from public LOINC extracts (see LOINC_NOTICE.txt),
// the hand-written alias table, unit synonyms, the excluded codes and the
// hand-written typical reference limits of common tests.
package data

//go:generate go run ./gen -src ../../shared/data/loinc -out .

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

var (
	// loinc.tsv.gz is every active laboratory code (about 57,000), gzip'd:
	// 1.7 MB in the binary instead of 10 MB.
	//go:embed loinc.tsv.gz
	loincGz []byte
	//go:embed aliases.tsv
	aliasesTSV string
	//go:embed units.tsv
	unitsTSV string
	//go:embed excluded.tsv
	excludedTSV string
	//go:embed limits.tsv
	limitsTSV string
	// names.tsv is generated from faker's name lists (names.LICENSE)
	//go:embed names.tsv
	namesTSV string
	//go:embed LOINC_NOTICE.txt
	Notice string
)

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
	Consumer    string   // LOINC consumer name ("Glucose, Blood")
	NameDE      string   // German name
	// Translations are names in other languages and their synonyms.
	Translations []string
	// Core codes are on the common-test lists (Top 2000 and the like); ULO
	// codes are in LOINC's Universal Lab Orders value set.
	Core, ULO bool
	Group     string // LOINC group of codes that are the same test
}

// Table is a LOINC table: its codes, and the deprecated codes with the code
// that replaces each.
type Table struct {
	Version string
	Codes   []Code
	MapTo   map[string]string
}

// Embedded parses the table built into the binary.
func Embedded() (*Table, error) {
	return ReadTable(bytes.NewReader(loincGz))
}

// EmbeddedVersion is the version of the embedded table.
func EmbeddedVersion() (string, error) {
	return ReadVersion(bytes.NewReader(loincGz))
}

// ReadVersion reads only the version line of a gzip'd table.
func ReadVersion(r io.Reader) (string, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return "", fmt.Errorf("loinc table: %w", err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for i := 0; i < 5 && sc.Scan(); i++ {
		if v, ok := strings.CutPrefix(sc.Text(), "# version\t"); ok {
			return v, nil
		}
	}
	return "", fmt.Errorf("loinc table: no version line")
}

// ReadTable parses a gzip'd table as written by data/build (the embedded one
// or one made by `assay loinc import`).
func ReadTable(r io.Reader) (*Table, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("loinc table: %w", err)
	}
	t := &Table{MapTo: map[string]string{}}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if v, ok := strings.CutPrefix(line, "# version\t"); ok {
			t.Version = v
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		switch len(f) {
		case 2:
			t.MapTo[f[0]] = f[1]
		case 21:
			us, _ := strconv.Atoi(f[6])
			si, _ := strconv.Atoi(f[7])
			t.Codes = append(t.Codes, Code{
				Code: f[0], LongName: f[1], ShortName: f[2], DisplayName: f[3], Consumer: f[4], Class: f[5],
				RankUS: us, RankSI: si, Component: f[8], Property: f[9], Time: f[10], System: f[11], Scale: f[12],
				Method: f[13], Units: split(f[14]), Pair: f[15], Related: split(f[16]), NameDE: f[17],
				Translations: split(f[18]), Core: strings.Contains(f[19], "c"), ULO: strings.Contains(f[19], "u"),
				Group: f[20],
			})
		default:
			return nil, fmt.Errorf("loinc table line %d: %d columns, want 21", n, len(f))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("loinc table: %w", err)
	}
	if t.Version == "" || len(t.Codes) == 0 {
		return nil, fmt.Errorf("loinc table: no version line or no codes")
	}
	return t, zr.Close()
}

// Alias is a name printed on real reports for a code, in a language.
type Alias struct {
	Code string
	Lang string // en, es, it, de, pt, fr
	Name string
}

// Codes parses the embedded LOINC table.
func Codes() ([]Code, error) {
	t, err := Embedded()
	if err != nil {
		return nil, err
	}
	return t.Codes, nil
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

// Limit is a test's typical adult reference limits in one unit; a limit
// not printed is NaN.
type Limit struct {
	Component string
	Units     []string
	Low, High float64
}

// Limits returns the typical reference limits of common tests
// (limits.tsv), by which an OCR'd bound's order of magnitude is judged.
func Limits() ([]Limit, error) {
	var out []Limit
	for n, f := range rows(limitsTSV) {
		if len(f) < 3 || len(f) > 4 {
			return nil, fmt.Errorf("limits.tsv row %d: %d columns, want 3 or 4", n, len(f))
		}
		l := Limit{Component: f[0], Units: split(f[1]), Low: math.NaN(), High: math.NaN()}
		for i, p := range []*float64{&l.Low, &l.High} {
			if i+2 >= len(f) || f[i+2] == "" {
				continue
			}
			v, err := strconv.ParseFloat(f[i+2], 64)
			if err != nil {
				return nil, fmt.Errorf("limits.tsv row %d: %w", n, err)
			}
			*p = v
		}
		if len(l.Units) == 0 {
			l.Units = []string{""}
		}
		out = append(out, l)
	}
	return out, nil
}

// NameUse is how often a word appears in locale lists of given names and
// of family names.
type NameUse struct{ Given, Family int }

// PersonNames returns names.tsv: the words of given and family names in
// faker's locale name lists, lower case, by which a patient's name printed
// without a comma is split into given and family names.
func PersonNames() (map[string]NameUse, error) {
	out := map[string]NameUse{}
	for n, f := range rows(namesTSV) {
		if len(f) != 3 {
			return nil, fmt.Errorf("names.tsv row %d: %d columns, want 3", n, len(f))
		}
		g, err1 := strconv.Atoi(f[1])
		fam, err2 := strconv.Atoi(f[2])
		if err := errors.Join(err1, err2); err != nil {
			return nil, fmt.Errorf("names.tsv row %d: %w", n, err)
		}
		out[f[0]] = NameUse{Given: g, Family: fam}
	}
	return out, nil
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
