// Package loinceval scores the LOINC matcher on labelled sets of printed
// names: accuracy, auto_match precision and coverage, and the calibration
// curve that chose the auto_match threshold.
package loinceval

import (
	"bufio"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"strings"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
)

// EvalCase is one labelled row of an evaluation set: a printed result and the
// LOINC code a careful human coder would assign.
type EvalCase struct {
	Line  int
	Query loinc.Query
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
		out = append(out, EvalCase{Line: line, Want: strings.TrimSpace(f[5]), Query: loinc.Query{
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
	// Rank is the wanted code's place among the matches (2 or 3), or 0
	// when it is not among them.
	Rank int
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
	// Scored are the top answers with their confidence, for Curve.
	Scored []Scored
}

// Scored is one case's top confidence and whether the top code was right.
type Scored struct {
	Confidence float64
	Right      bool
}

// Evaluate runs the matcher over cases.
func Evaluate(m *loinc.Matcher, cases []EvalCase) EvalReport {
	rep := EvalReport{Cases: len(cases)}
	var at1, at3, auto, autoOK int
	for _, c := range cases {
		if cur, ok := m.Lookup(c.Want); ok {
			c.Want = cur.LoincCode // a deprecated label counts as its replacement
		}
		res := m.Match(c.Query)
		if len(res.Matches) > 0 && res.Status != assay.LoincNoMatch {
			conf := res.Matches[0].ConfidenceScore
			if res.Status != assay.LoincAutoMatch && conf >= loinc.AutoMatchThreshold {
				conf = loinc.AutoMatchThreshold - 0.001 // held back by a rule, not by its score
			}
			rep.Scored = append(rep.Scored, Scored{conf, res.Matches[0].LoincCode == c.Want})
		}
		got, rank := "", 0
		score := 0.0
		if len(res.Matches) > 0 {
			got, score = res.Matches[0].LoincCode, res.Matches[0].ConfidenceScore
		}
		for i, mt := range res.Matches {
			if mt.LoincCode == c.Want {
				rank = i + 1
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
			e := EvalError{Case: c, Got: got, Status: res.Status, Score: score, Rank: rank}
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

// Point is one point of a calibration curve: auto-matching every answer at
// or above Threshold would auto-match Coverage of the cases with Precision.
type Point struct {
	Threshold, Precision, Coverage float64
}

// Curve is auto_match precision against coverage for a set of thresholds.
func (r EvalReport) Curve(thresholds []float64) []Point {
	var out []Point
	for _, th := range thresholds {
		n, ok := 0, 0
		for _, s := range r.Scored {
			if s.Confidence >= th {
				n++
				if s.Right {
					ok++
				}
			}
		}
		p := Point{Threshold: th}
		if n > 0 {
			p.Precision = float64(ok) / float64(n)
		}
		if r.Cases > 0 {
			p.Coverage = float64(n) / float64(r.Cases)
		}
		out = append(out, p)
	}
	return out
}

// ReadMappings reads a JSON array of hospital mappings (labItemName,
// labUnit, labSampleType, loincCode), the format of the loincAI sets, as
// evaluation cases.
func ReadMappings(r io.Reader) ([]EvalCase, error) {
	var rows []struct {
		Name     string `json:"labItemName"`
		Unit     string `json:"labUnit"`
		Specimen string `json:"labSampleType"`
		Code     string `json:"loincCode"`
	}
	if err := json.NewDecoder(r).Decode(&rows); err != nil {
		return nil, err
	}
	out := make([]EvalCase, 0, len(rows))
	for i, row := range rows {
		out = append(out, EvalCase{Line: i + 1, Want: strings.TrimSpace(row.Code),
			Query: loinc.Query{Name: row.Name, Unit: row.Unit, Specimen: row.Specimen}})
	}
	return out, nil
}

// Read reads an evaluation set: JSON mappings when the name ends in .json,
// else the TSV format of ReadEvalSet.
func Read(name string, r io.Reader) ([]EvalCase, error) {
	if strings.HasSuffix(strings.ToLower(name), ".json") {
		return ReadMappings(r)
	}
	return ReadEvalSet(r)
}
