// Command score splits an `assay eval --json` report of the blind corpus by
// kind, language, dev/held-out split and layout, reading the language and
// split from each document's truth file, and prints Markdown tables.
//
//	assay eval --json ../reports > eval.json && go run ./score -dir ../reports eval.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type doc struct {
	Name          string `json:"name"`
	Kind          string `json:"kind"`
	Layout        string `json:"layout"`
	Error         string `json:"error"`
	TruthRows     int    `json:"truth_rows"`
	PredictedRows int    `json:"predicted_rows"`
	MatchedRows   int    `json:"matched_rows"`
	ValueExact    int    `json:"value_exact"`
	UnitExact     int    `json:"unit_exact"`
	RangeExact    int    `json:"range_exact"`
	InterpExact   int    `json:"interpretation_exact"`
	ExactRows     int    `json:"exact_rows"`
	MetaFields    int    `json:"metadata_fields"`
	MetaExact     int    `json:"metadata_exact"`
}

type tally struct {
	docs, failed                                   int
	truth, pred, matched, value, unit, rng, interp int
	exact, metaFields, metaExact                   int
}

func (t *tally) add(d doc) {
	t.docs++
	if d.Error != "" {
		t.failed++
	}
	t.truth += d.TruthRows
	t.pred += d.PredictedRows
	t.matched += d.MatchedRows
	t.value += d.ValueExact
	t.unit += d.UnitExact
	t.rng += d.RangeExact
	t.interp += d.InterpExact
	t.exact += d.ExactRows
	t.metaFields += d.MetaFields
	t.metaExact += d.MetaExact
}

func pct(a, b int) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

func main() {
	dir := flag.String("dir", "../reports", "the corpus directory (truth files)")
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: score [-dir DIR] EVAL.json")
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	var rep struct {
		Documents []doc `json:"documents"`
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		log.Fatal(err)
	}
	groups := map[string]map[string]*tally{}
	add := func(by, key string, d doc) {
		if groups[by] == nil {
			groups[by] = map[string]*tally{}
		}
		if groups[by][key] == nil {
			groups[by][key] = &tally{}
		}
		groups[by][key].add(d)
	}
	for _, d := range rep.Documents {
		var t struct{ Language, Split string }
		tb, err := os.ReadFile(filepath.Join(*dir, d.Name+".truth.json"))
		if err != nil {
			log.Fatal(err)
		}
		if err := json.Unmarshal(tb, &t); err != nil {
			log.Fatal(err)
		}
		add("overall", "all", d)
		add("kind", d.Kind, d)
		add("language", t.Language, d)
		add("split", t.Split, d)
		add("split × kind", t.Split+" "+d.Kind, d)
		add("layout", d.Layout, d)
	}
	for _, by := range []string{"overall", "kind", "language", "split", "split × kind", "layout"} {
		fmt.Printf("### By %s\n\n| %s | docs | failed | truth rows | recall | precision | value | unit | range | interp. | exact rows | metadata |\n", by, by)
		fmt.Println("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
		var keys []string
		for k := range groups[by] {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			t := groups[by][k]
			fmt.Printf("| %s | %d | %d | %d | %s | %s | %s | %s | %s | %s | %s | %s |\n", strings.TrimSpace(k), t.docs, t.failed, t.truth,
				pct(t.matched, t.truth), pct(t.matched, t.pred), pct(t.value, t.matched), pct(t.unit, t.matched), pct(t.rng, t.matched),
				pct(t.interp, t.matched), pct(t.exact, t.truth), pct(t.metaExact, t.metaFields))
		}
		fmt.Println()
	}
}
