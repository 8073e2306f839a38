package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/assayhq/assay/data"
)

var update = flag.Bool("update", false, "rewrite testdata/want.tsv")

// TestGenerate builds the table from a small committed extract of each
// source file (testdata/src, rows of 26 codes) and compares it with
// testdata/want.tsv: the generator's output is reproducible and reviewed.
func TestGenerate(t *testing.T) {
	out := t.TempDir()
	n, dropped, err := generate("testdata/src", "..", out)
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 || dropped < 2 {
		t.Errorf("generated %d codes, dropped %d", n, dropped)
	}
	f, err := os.Open(filepath.Join(out, "loinc.tsv.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("testdata/want.tsv", got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/want.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("generated table differs from testdata/want.tsv (go test ./data/gen -update, then review the diff)")
	}

	f.Seek(0, io.SeekStart)
	tb, err := data.ReadTable(f)
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]data.Code{}
	for _, c := range tb.Codes {
		by[c.Code] = c
	}
	// Deprecated codes are gone and map to their replacement (the first
	// of several); race-based codes are gone.
	for _, c := range []string{"2532-0", "33914-3", "48642-3"} {
		if _, ok := by[c]; ok {
			t.Errorf("%s is in the table", c)
		}
	}
	if tb.MapTo["2532-0"] != "14804-9" || tb.MapTo["33914-3"] != "77147-7" {
		t.Errorf("map to: %v", tb.MapTo)
	}
	// A code known from the Long Common Name only gets its axes from it.
	if c := by["46099-8"]; c.Property != "MCnc" || c.System != "Ser/Plas" || c.Core {
		t.Errorf("46099-8 = %+v", c)
	}
	// German names, flags and groups.
	if c := by["2345-7"]; !strings.Contains(c.NameDE, "Glucose") || !c.Core || !c.ULO || c.Group == "" {
		t.Errorf("2345-7 = %+v", c)
	}
	// A code known only by its consumer name gets component and system from it.
	if c := by["76683-2"]; c.Component != "Mean platelet component" || c.System != "Ser/Plas/Bld" {
		t.Errorf("76683-2 = %+v", c)
	}
}

// TestEmbeddedTable: the committed table parses, is large and is the
// version the generator names.
func TestEmbeddedTable(t *testing.T) {
	tb, err := data.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if len(tb.Codes) < 50000 || len(tb.MapTo) < 2000 {
		t.Errorf("embedded table: %d codes, %d deprecated", len(tb.Codes), len(tb.MapTo))
	}
	if !strings.HasPrefix(tb.Version, "loinc-2.74") {
		t.Errorf("version %q", tb.Version)
	}
}
