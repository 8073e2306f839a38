package loinc

import (
	"fmt"
	"os"
	"testing"
)

func TestZZEval(t *testing.T) {
	f, _ := os.Open("../testdata/loinc/eval.tsv")
	cases, err := ReadEvalSet(f)
	if err != nil {
		t.Fatal(err)
	}
	split := os.Getenv("SPLIT")
	if split == "" {
		split = "tune"
	}
	rep := Default().Evaluate(Filter(cases, split))
	fmt.Printf("%s cases=%d acc1=%.4f acc3=%.4f autoP=%.4f autoCov=%.4f errors=%d autoErrors=%d\n", split, rep.Cases, rep.AccuracyAt1, rep.AccuracyAt3, rep.AutoPrecision, rep.AutoCoverage, len(rep.Errors), len(rep.AutoErrors))
	if os.Getenv("V") != "" {
		for _, e := range rep.Errors {
			fmt.Printf("%-5s %q u=%q sp=%q p=%q v=%q want %s got %s %.3f\n", e.Status[:4], e.Case.Query.Name, e.Case.Query.Unit, e.Case.Query.Specimen, e.Case.Query.Panel, e.Case.Query.Value, e.Case.Want, e.Got, e.Score)
		}
	}
}
