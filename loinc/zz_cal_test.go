package loinc

import (
	"fmt"
	"os"
	"testing"
)

func TestZZCal(t *testing.T) {
	f, _ := os.Open("../testdata/loinc/eval.tsv")
	cases, _ := ReadEvalSet(f)
	cases = Filter(cases, "tune")
	type pt struct {
		c  float64
		ok bool
	}
	var pts []pt
	for _, c := range cases {
		r := Default().Match(c.Query)
		if len(r.Matches) == 0 {
			continue
		}
		pts = append(pts, pt{r.Matches[0].ConfidenceScore, r.Matches[0].LoincCode == c.Want})
	}
	for _, th := range []float64{0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9} {
		n, ok := 0, 0
		for _, p := range pts {
			if p.c >= th {
				n++
				if p.ok {
					ok++
				}
			}
		}
		fmt.Printf("th=%.2f auto=%d prec=%.4f cov=%.4f\n", th, n, float64(ok)/float64(n), float64(n)/float64(len(cases)))
	}
	for _, p := range pts {
		if p.ok && p.c < 0.8 {
			fmt.Printf("%.3f ", p.c)
		}
	}
	fmt.Println()
}
