package loinc

import (
	"fmt"
	"os"
	"testing"
)

func TestZZCorpus(t *testing.T) {
	f, _ := os.Open("/tmp/loincwork/corpus.tsv")
	cases, err := ReadEvalSet(f)
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	for _, c := range cases {
		r := Default().Match(c.Query)
		n[r.Status]++
		top, name, conf := "", "", 0.0
		if len(r.Matches) > 0 {
			top, name, conf = r.Matches[0].LoincCode, r.Matches[0].LoincName, r.Matches[0].ConfidenceScore
		}
		fmt.Printf("%-12s %.2f %-30q %-12q %-25q -> %s %s\n", r.Status, conf, c.Query.Name, c.Query.Unit, c.Query.Panel, top, name)
	}
	fmt.Println(n)
}
