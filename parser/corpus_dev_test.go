package parser

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

type truthDoc struct {
	Kind     string   `json:"kind"`
	Files    []string `json:"files"`
	Layout   string `json:"layout"`
	Metadata map[string]any
	Results  []struct {
		TestName string   `json:"test_name"`
		Value    string   `json:"value"`
		Units    *string  `json:"units"`
		Min      *float64 `json:"min_reference_range"`
		Max      *float64 `json:"max_reference_range"`
		Interp   string   `json:"interpretation"`
		Flag     *string  `json:"flag"`
		Panel    *string  `json:"source_panel_name"`
		Type     string   `json:"type"`
	} `json:"results"`
}

func normName(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// TestCorpusDiff compares the parser with the corpus truth files named by
// PARSER_CORPUS (a glob) and prints every mismatch; a development aid.
func TestCorpusDiff(t *testing.T) {
	pattern := os.Getenv("PARSER_CORPUS")
	if pattern == "" {
		return
	}
	files, _ := filepath.Glob(pattern)
	sort.Strings(files)
	pool := NewOCRPool(1)
	defer pool.Close()
	p := &Parser{OCR: pool}
	type tally struct{ docs, truth, found, exact int }
	kinds := map[string]*tally{}
	for _, tf := range files {
		var td truthDoc
		b, err := os.ReadFile(tf)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, &td); err != nil {
			t.Fatal(err)
		}
		base := strings.TrimSuffix(tf, ".truth.json")
		var doc string
		for _, ext := range []string{".pdf", ".png", ".jpg"} {
			if _, err := os.Stat(base + ext); err == nil {
				doc = base + ext
			}
		}
		data, _ := os.ReadFile(doc)
		inputs := []Input{{Name: doc, Data: data}}
		if len(td.Files) > 0 {
			inputs = nil
			for _, f := range td.Files {
				b, _ := os.ReadFile(filepath.Join(filepath.Dir(tf), f))
				inputs = append(inputs, Input{Name: f, Data: b})
			}
			doc = base
		}
		start := time.Now()
		rep, err := p.Parse(context.Background(), inputs)
		k := kinds[td.Kind]
		if k == nil {
			k = &tally{}
			kinds[td.Kind] = k
		}
		k.docs++
		k.truth += len(td.Results)
		if err != nil {
			t.Logf("%s: ERROR %v", doc, err)
			continue
		}
		var log []string
		used := map[int]bool{}
		exact := 0
		for _, want := range td.Results {
			idx := -1
			for i, r := range rep.Results {
				if !used[i] && NormalizeTestName(r.TestName) == NormalizeTestName(want.TestName) {
					idx = i
					break
				}
			}
			if idx < 0 {
				log = append(log, fmt.Sprintf("  MISSING %q = %q", want.TestName, want.Value))
				continue
			}
			used[idx] = true
			k.found++
			got := rep.Results[idx]
			gu := ""
			if got.Units != nil {
				gu = *got.Units
			}
			wu := ""
			if want.Units != nil {
				wu = *want.Units
			}
			var diffs []string
			if !SameValue(want.Value, got.Value) {
				diffs = append(diffs, fmt.Sprintf("value %q want %q", got.Value, want.Value))
			}
			if !SameUnit(wu, gu) {
				diffs = append(diffs, fmt.Sprintf("unit %q want %q", gu, wu))
			}
			if !eqPtr(got.MinReferenceRange, want.Min) || !eqPtr(got.MaxReferenceRange, want.Max) {
				diffs = append(diffs, fmt.Sprintf("range %q %v-%v want %v-%v", sDeref(got.ReferenceRangeText), fDeref(got.MinReferenceRange), fDeref(got.MaxReferenceRange), fDeref(want.Min), fDeref(want.Max)))
			}
			if len(diffs) == 0 {
				exact++
			}
			if *got.Interpretation != want.Interp {
				diffs = append(diffs, fmt.Sprintf("interp %s want %s", *got.Interpretation, want.Interp))
			}
			if sDeref(got.SourcePanelName) != sDeref(want.Panel) {
				diffs = append(diffs, fmt.Sprintf("panel %q want %q", sDeref(got.SourcePanelName), sDeref(want.Panel)))
			}
			if sDeref(got.Type) != want.Type {
				diffs = append(diffs, fmt.Sprintf("type %q want %q", sDeref(got.Type), want.Type))
			}
			if sDeref(got.Flag) != sDeref(want.Flag) {
				diffs = append(diffs, fmt.Sprintf("flag %q want %q", sDeref(got.Flag), sDeref(want.Flag)))
			}
			if len(diffs) > 0 {
				log = append(log, fmt.Sprintf("  %q: %s", want.TestName, strings.Join(diffs, "; ")))
			}
		}
		for i, r := range rep.Results {
			if !used[i] {
				log = append(log, fmt.Sprintf("  EXTRA %q = %q", r.TestName, r.Value))
			}
		}
		k.exact += exact
		var gm map[string]any
		mj, _ := json.Marshal(rep.Metadata)
		json.Unmarshal(mj, &gm)
		var metaDiffs []string
		for k, v := range td.Metadata {
			if fmt.Sprint(gm[k]) != fmt.Sprint(v) {
				metaDiffs = append(metaDiffs, fmt.Sprintf("%s=%v want %v", k, gm[k], v))
			}
		}
		sort.Strings(metaDiffs)
		mb, tb := strings.Join(metaDiffs, "; "), ""
		t.Logf("%s [%s] %d/%d exact, %d got, %s\n  meta %s\n  want %s\n%s", doc, td.Kind, exact, len(td.Results), len(rep.Results),
			time.Since(start).Round(time.Millisecond), mb, tb, strings.Join(log, "\n"))
	}
	for kind, k := range kinds {
		t.Logf("%s: %d docs, rows %d, found %d, exact %d (%.3f)", kind, k.docs, k.truth, k.found, k.exact, float64(k.exact)/float64(max(k.truth, 1)))
	}
}
