package loinc

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestProbes prints the matcher's answer for every row of the TSV named by
// LOINC_PROBES (name, unit, specimen, panel, value, loinc): status, the top
// three codes and the top code's long name, for reading auto matches by
// hand. Skipped unless the variable is set.
func TestProbes(t *testing.T) {
	path := os.Getenv("LOINC_PROBES")
	if path == "" {
		t.Skip("LOINC_PROBES not set")
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m := Default()
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := strings.Split(line, "\t")
		for len(c) < 6 {
			c = append(c, "")
		}
		r := m.Match(Query{Name: c[0], Unit: c[1], Specimen: c[2], Panel: c[3], Value: c[4]})
		var codes []string
		long := ""
		conf := 0.0
		for i, mt := range r.Matches {
			codes = append(codes, mt.LoincCode)
			if i == 0 {
				long, conf = mt.LoincName, mt.ConfidenceScore
			}
		}
		fmt.Fprintf(out, "%s\t%s\t%s\t%s\t%s\t%.3f\t%s\t%s\n", r.Status, c[0], c[1], c[2], strings.Join(codes, ","), conf, long, c[5])
	}
}
