package loinc

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"io"
	"strings"

	"github.com/assayhq/assay"
)

// EvalCase is one labelled row of an evaluation set: a printed result and the
// LOINC code a careful human coder would assign.
type EvalCase struct {
	Line  int
	Query Query
	Want  string
}

// Split names the half of the evaluation set a case belongs to: "tune" (70%)
// for calibrating the matcher, "holdout" (30%) for reporting. The split is a
// hash of the printed name, unit, specimen and panel so that it is stable.
func (c EvalCase) Split() string {
	h := fnv.New32a()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s", c.Query.Name, c.Query.Unit, c.Query.Specimen, c.Query.Panel)
	if h.Sum32()%10 < 7 {
		return "tune"
	}
	return "holdout"
}

// ReadEvalSet reads a TSV of name, unit, specimen, panel, value, loinc_code
// rows; # lines are comments.
func ReadEvalSet(r io.Reader) ([]EvalCase, error) {
	var out []EvalCase
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(t) == "" || strings.HasPrefix(t, "#") {
			continue
		}
		f := strings.Split(t, "\t")
		if len(f) != 6 {
			return nil, fmt.Errorf("line %d: %d columns, want 6 (name, unit, specimen, panel, value, loinc)", line, len(f))
		}
		out = append(out, EvalCase{Line: line, Want: strings.TrimSpace(f[5]), Query: Query{
			Name: f[0], Unit: f[1], Specimen: f[2], Panel: f[3], Value: f[4]}})
	}
	return out, sc.Err()
}

// EvalError is a case the matcher got wrong at rank 1.
type EvalError struct {
	Case   EvalCase
	Got    string
	Status string
	Score  float64
}

// EvalReport summarises a run over an evaluation set.
type EvalReport struct {
	Cases       int
	AccuracyAt1 float64
	AccuracyAt3 float64
	// AutoPrecision is the share of auto_match results whose top code is
	// right; AutoCoverage the share of cases that were auto-matched.
	AutoPrecision float64
	AutoCoverage  float64
	Errors        []EvalError
	// AutoErrors are wrong auto matches: silent errors.
	AutoErrors []EvalError
}

// Evaluate runs the matcher over cases.
func (m *Matcher) Evaluate(cases []EvalCase) EvalReport {
	rep := EvalReport{Cases: len(cases)}
	var at1, at3, auto, autoOK int
	for _, c := range cases {
		res := m.Match(c.Query)
		got := ""
		score := 0.0
		if len(res.Matches) > 0 {
			got, score = res.Matches[0].LoincCode, res.Matches[0].ConfidenceScore
		}
		for i, mt := range res.Matches {
			if mt.LoincCode == c.Want {
				at3++
				if i == 0 {
					at1++
				}
			}
		}
		if res.Status == assay.LoincAutoMatch {
			auto++
			if got == c.Want {
				autoOK++
			}
		}
		if got != c.Want {
			e := EvalError{Case: c, Got: got, Status: res.Status, Score: score}
			rep.Errors = append(rep.Errors, e)
			if res.Status == assay.LoincAutoMatch {
				rep.AutoErrors = append(rep.AutoErrors, e)
			}
		}
	}
	if n := float64(len(cases)); n > 0 {
		rep.AccuracyAt1 = float64(at1) / n
		rep.AccuracyAt3 = float64(at3) / n
		rep.AutoCoverage = float64(auto) / n
	}
	if auto > 0 {
		rep.AutoPrecision = float64(autoOK) / float64(auto)
	}
	return rep
}

// Filter returns the cases of one split ("tune" or "holdout"); "" or "all"
// returns every case.
func Filter(cases []EvalCase, split string) []EvalCase {
	if split == "" || split == "all" {
		return cases
	}
	var out []EvalCase
	for _, c := range cases {
		if c.Split() == split {
			out = append(out, c)
		}
	}
	return out
}
