// Package build makes Assay's LOINC table: from the public LOINC extracts
// (data/gen, the embedded default) or from an official LOINC release that an
// operator downloads (`assay loinc import`). Both write the same gzip'd TSV,
// which package data reads.
package build

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Notice is the LOINC notice every copy of the table carries.
const Notice = "This material contains content from LOINC (http://loinc.org). LOINC is copyright © 1995-2025, " +
	"Regenstrief Institute, Inc. and the Logical Observation Identifiers Names and Codes (LOINC) Committee and is " +
	"available at no cost under the license at http://loinc.org/license. LOINC® is a registered United States " +
	"trademark of Regenstrief Institute, Inc."

// Columns of a table row, in order (package data reads them by position).
var Columns = []string{"code", "long_common_name", "short_name", "display_name", "consumer_name", "class",
	"rank_us", "rank_si", "component", "property", "time", "system", "scale", "method", "units", "pair",
	"related_names", "name_de", "translations", "flags", "group"}

// Record is one active laboratory code.
type Record struct {
	Code, Long, Short, Display, Consumer, Class string
	RankUS, RankSI                              int
	Component, Property, Time, System           string
	Scale, Method                               string
	Units                                       []string
	Pair                                        string
	Related                                     []string
	NameDE                                      string
	Translations                                []string // names in other languages, with their synonyms
	// Core codes come from the common-test lists (Top 2000, the full-column
	// subset, extra.tsv); ULO codes are in the Universal Lab Orders set.
	Core, ULO bool
	Group     string // "same test" group of the LOINC group file
	axes      bool   // the axis columns come from LOINC itself
}

// Table is a set of records and the deprecation map.
type Table struct {
	Version string
	recs    map[string]*Record
	// MapTo maps a deprecated code to the code that replaces it (resolved
	// through chains).
	MapTo map[string]string
}

func newTable(version string) *Table {
	return &Table{Version: version, recs: map[string]*Record{}, MapTo: map[string]string{}}
}

func (t *Table) get(code string) *Record {
	r := t.recs[code]
	if r == nil {
		r = &Record{Code: code}
		t.recs[code] = r
	}
	return r
}

// Len is the number of codes in the table.
func (t *Table) Len() int { return len(t.recs) }

// finish drops deprecated, excluded and nameless codes and resolves the
// deprecation map; it returns how many codes it dropped.
func (t *Table) finish(excluded map[string]string) int {
	// Resolve chains (a → b → c) and drop maps to codes we do not ship.
	for from := range t.MapTo {
		to, seen := t.MapTo[from], map[string]bool{from: true}
		for next, ok := t.MapTo[to]; ok && !seen[to]; next, ok = t.MapTo[to] {
			seen[to] = true
			to = next
		}
		t.MapTo[from] = to
	}
	dropped := 0
	for code, r := range t.recs {
		_, deprecated := t.MapTo[code]
		_, bad := excluded[code]
		if deprecated || bad || raceBased(r.Long) || raceBased(r.Consumer) || r.Long == "" {
			delete(t.recs, code)
			dropped++
		}
	}
	for from, to := range t.MapTo {
		if _, ok := t.recs[to]; !ok {
			delete(t.MapTo, from)
		}
	}
	for _, r := range t.recs {
		if r.Pair != "" {
			if _, ok := t.recs[r.Pair]; !ok {
				r.Pair = ""
			}
		}
	}
	return dropped
}

// Write writes the table as gzip'd TSV. The output is byte-for-byte
// reproducible (no gzip time stamp, sorted rows).
func (t *Table) Write(w io.Writer) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(zw)
	fmt.Fprintf(bw, "# %s\n", Notice)
	fmt.Fprintf(bw, "# version\t%s\n", clean(t.Version))
	fmt.Fprintf(bw, "# %s\n", strings.Join(Columns, "\t"))
	codes := make([]string, 0, len(t.recs))
	for c := range t.recs {
		codes = append(codes, c)
	}
	sort.Slice(codes, func(i, j int) bool { return codeLess(codes[i], codes[j]) })
	for _, code := range codes {
		r := t.recs[code]
		flags := ""
		if r.Core {
			flags += "c"
		}
		if r.ULO {
			flags += "u"
		}
		fields := []string{r.Code, r.Long, r.Short, r.Display, r.Consumer, r.Class, strconv.Itoa(r.RankUS),
			strconv.Itoa(r.RankSI), r.Component, r.Property, r.Time, r.System, r.Scale, r.Method,
			strings.Join(r.Units, "|"), r.Pair, strings.Join(r.Related, "|"), r.NameDE,
			strings.Join(r.Translations, "|"), flags, r.Group}
		for i := range fields {
			fields[i] = clean(fields[i])
		}
		fmt.Fprintln(bw, strings.Join(fields, "\t"))
	}
	froms := make([]string, 0, len(t.MapTo))
	for f := range t.MapTo {
		froms = append(froms, f)
	}
	sort.Slice(froms, func(i, j int) bool { return codeLess(froms[i], froms[j]) })
	fmt.Fprintln(bw, "# deprecated\treplacement")
	for _, f := range froms {
		fmt.Fprintf(bw, "%s\t%s\n", f, t.MapTo[f])
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// raceBased reports names of codes computed with a race coefficient.
func raceBased(name string) bool {
	l := strings.ToLower(name)
	return strings.Contains(l, "black") || strings.Contains(l, "african")
}
