package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestReproducible: the committed table is exactly what the generator makes
// from the source extracts (../shared/data/loinc) and the hand-written files.
func TestReproducible(t *testing.T) {
	src := filepath.Join("..", "..", "..", "shared", "data", "loinc")
	if _, err := os.Stat(filepath.Join(src, "SOURCES.md")); err != nil {
		t.Fatalf("LOINC source extracts not found at %s: %v", src, err)
	}
	out := t.TempDir()
	n, dropped := generate(src, "..", out)
	if n < 2500 || dropped < 2 {
		t.Errorf("generated %d codes, dropped %d", n, dropped)
	}
	for _, f := range []string{"loinc.tsv", "units.tsv"} {
		want, err := os.ReadFile(filepath.Join("..", f))
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(out, f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("data/%s is stale: run go generate ./data", f)
		}
	}
}
