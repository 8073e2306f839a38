// Command gen builds Assay's embedded LOINC table (data/loinc.tsv.gz) and
// unit synonym table (data/units.tsv) from the public LOINC extracts
// described in ../shared/data/loinc/SOURCES.md, plus the hand-written
// data/extra.tsv and data/excluded.tsv.
//
//	go run ./data/gen -src ../shared/data/loinc -out data
package main

import (
	"flag"
	"io"
	"log"
	"os"
	"path/filepath"

	"github.com/assayhq/assay/data/build"
)

func main() {
	src := flag.String("src", "/work/shared/data/loinc", "directory with the LOINC source extracts")
	out := flag.String("out", "data", "output directory (the data package)")
	hand := flag.String("hand", "", "directory with extra.tsv and excluded.tsv (default: -out)")
	flag.Parse()
	if *hand == "" {
		*hand = *out
	}
	n, dropped, err := generate(*src, *hand, *out)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %d codes (%d dropped as deprecated, excluded or race-based)", n, dropped)
}

// generate reads the extracts in src and the hand-written files in hand and
// writes loinc.tsv.gz and units.tsv to out.
func generate(src, hand, out string) (written, dropped int, err error) {
	t, dropped, err := build.FromExtracts(src, hand)
	if err != nil {
		return 0, 0, err
	}
	if err := writeFile(filepath.Join(out, "loinc.tsv.gz"), t.Write); err != nil {
		return 0, 0, err
	}
	if err := writeFile(filepath.Join(out, "units.tsv"), func(w io.Writer) error { return build.WriteUnits(src, w) }); err != nil {
		return 0, 0, err
	}
	return t.Len(), dropped, nil
}

func writeFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
