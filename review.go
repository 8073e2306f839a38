package assay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Review edit operations.
const (
	EditUpdate         = "update"          // correct fields of a result row
	EditAcceptLoinc    = "accept_loinc"    // confirm one of the row's LOINC matches
	EditReplaceLoinc   = "replace_loinc"   // set a LOINC code the matcher did not propose
	EditAdd            = "add"             // add a row the parser missed
	EditRemove         = "remove"          // remove a row that is not a result
	EditUpdateMetadata = "update_metadata" // correct report metadata
)

// ReviewEdit is one edit of a review request. Index points at a result row as
// the reviewer saw it (the job's results before this review).
type ReviewEdit struct {
	Op        string                     `json:"op"`
	Index     *int                       `json:"index,omitempty"`
	Fields    map[string]json.RawMessage `json:"fields,omitempty"`
	LoincCode string                     `json:"loinc_code,omitempty"`
	Result    *LabReportResult           `json:"result,omitempty"`
}

// Review is one human review of a parsing job, as kept in its audit trail.
type Review struct {
	ID       string `json:"id"`
	JobID    string `json:"job_id"`
	Reviewer string `json:"reviewer"`
	// ReviewerID is set when a signed-in reviewer of the review desk
	// submitted the review; Reviewer is then their email.
	ReviewerID string         `json:"reviewer_id,omitempty"`
	Comment    *string        `json:"comment"`
	CreatedAt  time.Time      `json:"created_at"`
	FromStatus string         `json:"from_status"`
	ToStatus   string         `json:"to_status"`
	Changes    []ReviewChange `json:"changes"`
}

// ReviewChange is one value a review changed. Old and New are JSON values;
// Old is absent for an added row, New for a removed one. Index is the row in
// the results before the review, except for an added row, where it is the
// row in the reviewed results.
type ReviewChange struct {
	Op    string          `json:"op"`
	Index *int            `json:"index,omitempty"`
	Field string          `json:"field,omitempty"`
	Old   json.RawMessage `json:"old,omitempty"`
	New   json.RawMessage `json:"new,omitempty"`
}

// LoincTable is what a review needs of the LOINC matcher (loinc.Default()):
// Lookup for codes a reviewer types, Annotate for rows a reviewer adds
// without a code.
type LoincTable interface {
	Lookup(code string) (LoincMatch, bool)
	Annotate(report *ParsedLabReport)
}

// Fields a reviewer may not set directly: LOINC goes through accept_loinc and
// replace_loinc, and provenance and confidence describe the machine's reading.
var protectedResultFields = map[string]bool{
	"loinc_matches": true, "loinc_match_status": true, "provenance": true, "confidence": true, "review_reasons": true,
}

// ApplyReview applies edits to a copy of data and returns the reviewed data
// and every change it made. Errors are EINVALID with the location of the
// offending edit, e.g. ["body", "edits", "2", "index"].
func ApplyReview(data *ParsedLabReport, edits []ReviewEdit, table LoincTable) (*ParsedLabReport, []ReviewChange, error) {
	out := &ParsedLabReport{}
	if data != nil {
		if err := json.Unmarshal(mustMarshal(data), out); err != nil {
			return nil, nil, err
		}
	}
	n := len(out.Results)
	removed := make([]bool, n)
	var added []LabReportResult
	var changes []ReviewChange
	for i, e := range edits {
		loc := func(field ...string) []string { return append([]string{"body", "edits", strconv.Itoa(i)}, field...) }
		needRow := func() (int, error) {
			if e.Index == nil {
				return 0, Invalid("Field required", loc("index")...)
			}
			if *e.Index < 0 || *e.Index >= n {
				return 0, Invalid(fmt.Sprintf("No result row %d (the job has %d)", *e.Index, n), loc("index")...)
			}
			if removed[*e.Index] {
				return 0, Invalid(fmt.Sprintf("Result row %d is removed by an earlier edit", *e.Index), loc("index")...)
			}
			return *e.Index, nil
		}
		switch e.Op {
		case EditUpdate:
			row, err := needRow()
			if err != nil {
				return nil, nil, err
			}
			cs, err := updateFields(&out.Results[row], e.Fields, protectedResultFields, loc("fields"))
			if err != nil {
				return nil, nil, err
			}
			for _, c := range cs {
				c.Op, c.Index = EditUpdate, intPtr(row)
				changes = append(changes, c)
			}
			if touchesRange(e.Fields) {
				recomputeRange(&out.Results[row])
				if _, set := e.Fields["interpretation"]; !set {
					reinterpret(&out.Results[row], e.Fields)
				}
			}
		case EditAcceptLoinc:
			row, err := needRow()
			if err != nil {
				return nil, nil, err
			}
			r := &out.Results[row]
			if len(r.LoincMatches) == 0 {
				return nil, nil, Invalid("The row has no LOINC match to accept; use replace_loinc", loc("op")...)
			}
			pick := r.LoincMatches[0]
			if e.LoincCode != "" {
				found := false
				for _, m := range r.LoincMatches {
					if m.LoincCode == e.LoincCode {
						pick, found = m, true
						break
					}
				}
				if !found {
					return nil, nil, Invalid("The code is not one of the row's LOINC matches; use replace_loinc", loc("loinc_code")...)
				}
			}
			changes = append(changes, setLoinc(r, row, EditAcceptLoinc, pick))
		case EditReplaceLoinc:
			row, err := needRow()
			if err != nil {
				return nil, nil, err
			}
			m, ok := table.Lookup(strings.TrimSpace(e.LoincCode))
			if e.LoincCode == "" || !ok {
				return nil, nil, Invalid("Unknown LOINC code", loc("loinc_code")...)
			}
			changes = append(changes, setLoinc(&out.Results[row], row, EditReplaceLoinc, m))
		case EditRemove:
			row, err := needRow()
			if err != nil {
				return nil, nil, err
			}
			removed[row] = true
			changes = append(changes, ReviewChange{Op: EditRemove, Index: intPtr(row), Old: mustMarshal(out.Results[row])})
		case EditAdd:
			if e.Result == nil {
				return nil, nil, Invalid("Field required", loc("result")...)
			}
			r := *e.Result
			if strings.TrimSpace(r.TestName) == "" {
				return nil, nil, Invalid("test_name must not be empty", loc("result", "test_name")...)
			}
			// A reviewer's row was not read from the document.
			r.Provenance, r.Confidence, r.ReviewReasons = nil, nil, nil
			if len(r.LoincMatches) == 0 {
				// Matched as a parsed row would be; the reviewer can accept or replace it later.
				one := &ParsedLabReport{Results: []LabReportResult{r}}
				table.Annotate(one)
				r = one.Results[0]
				r.Confidence, r.ReviewReasons = nil, nil
			}
			if r.SampleType == "" {
				r.SampleType = "unknown"
			}
			if r.MeasurementKind == "" {
				r.MeasurementKind = "unknown"
			}
			if r.LoincMatches == nil {
				r.LoincMatches = []LoincMatch{}
			}
			if len(r.LoincMatches) > 0 {
				for j, m := range r.LoincMatches {
					full, ok := table.Lookup(m.LoincCode)
					if !ok {
						return nil, nil, Invalid("Unknown LOINC code", loc("result", "loinc_matches", strconv.Itoa(j), "loinc_code")...)
					}
					full.ConfidenceScore = 1
					r.LoincMatches[j] = full
				}
				r.LoincMatchStatus = strPtr(LoincAutoMatch)
			} else if r.LoincMatchStatus == nil {
				r.LoincMatchStatus = strPtr(LoincNoMatch)
			}
			if r.IsAboveMaxRange == nil && r.IsBelowMinRange == nil {
				recomputeRange(&r)
			}
			if r.Interpretation == nil {
				reinterpret(&r, nil)
			}
			added = append(added, r)
			// Index is fixed below, once removals are known.
			changes = append(changes, ReviewChange{Op: EditAdd, Index: intPtr(len(added) - 1), New: mustMarshal(r)})
		case EditUpdateMetadata:
			cs, err := updateFields(&out.Metadata, e.Fields, nil, loc("fields"))
			if err != nil {
				return nil, nil, err
			}
			for _, c := range cs {
				c.Op = EditUpdateMetadata
				changes = append(changes, c)
			}
		default:
			return nil, nil, Invalid("op must be one of update, accept_loinc, replace_loinc, add, remove, update_metadata", loc("op")...)
		}
	}
	results := make([]LabReportResult, 0, n+len(added))
	for i, r := range out.Results {
		if !removed[i] {
			results = append(results, r)
		}
	}
	kept := len(results)
	results = append(results, added...)
	for i := range changes {
		if changes[i].Op == EditAdd {
			changes[i].Index = intPtr(kept + *changes[i].Index)
		}
	}
	// Every remaining row was seen by the reviewer: its flags are resolved.
	// The machine's flags stay in the kept machine output.
	for i := range results {
		results[i].ReviewReasons = nil
	}
	out.Results = results
	return out, changes, nil
}

// updateFields overlays fields on v (a struct with JSON tags) and returns one
// change per field whose value changed. Unknown fields, protected fields and
// values of the wrong type are EINVALID.
func updateFields(v any, fields map[string]json.RawMessage, protected map[string]bool, loc []string) ([]ReviewChange, error) {
	if len(fields) == 0 {
		return nil, Invalid("Field required", loc...)
	}
	var before map[string]json.RawMessage
	if err := json.Unmarshal(mustMarshal(v), &before); err != nil {
		return nil, err
	}
	merged := make(map[string]json.RawMessage, len(before)+len(fields))
	for k, x := range before {
		merged[k] = x
	}
	for k, x := range fields {
		if protected[k] {
			return nil, Invalid(fmt.Sprintf("%s cannot be edited with this op", k), append(loc, k)...)
		}
		merged[k] = x
	}
	dec := json.NewDecoder(bytes.NewReader(mustMarshal(merged)))
	dec.DisallowUnknownFields()
	fresh := newLike(v)
	if err := dec.Decode(fresh); err != nil {
		field := ""
		if te, ok := err.(*json.UnmarshalTypeError); ok {
			field = te.Field
		} else if s := err.Error(); strings.HasPrefix(s, "json: unknown field ") {
			field = strings.Trim(strings.TrimPrefix(s, "json: unknown field "), `"`)
		}
		if field == "" {
			return nil, Invalid("Invalid value", loc...)
		}
		return nil, Invalid("Unknown field or invalid value", append(loc, field)...)
	}
	var after map[string]json.RawMessage
	if err := json.Unmarshal(mustMarshal(fresh), &after); err != nil {
		return nil, err
	}
	var changes []ReviewChange
	for k := range fields {
		if !bytes.Equal(compact(before[k]), compact(after[k])) {
			changes = append(changes, ReviewChange{Field: k, Old: orNull(before[k]), New: orNull(after[k])})
		}
	}
	sort.Slice(changes, func(i, j int) bool { return changes[i].Field < changes[j].Field })
	copyInto(v, fresh)
	return changes, nil
}

func newLike(v any) any {
	switch v.(type) {
	case *LabReportResult:
		return &LabReportResult{}
	case *ResultMetadata:
		return &ResultMetadata{}
	}
	panic(fmt.Sprintf("updateFields: unsupported type %T", v))
}

func copyInto(dst, src any) {
	switch d := dst.(type) {
	case *LabReportResult:
		*d = *src.(*LabReportResult)
	case *ResultMetadata:
		*d = *src.(*ResultMetadata)
	}
}

func setLoinc(r *LabReportResult, row int, op string, m LoincMatch) ReviewChange {
	old := mustMarshal(r.LoincMatches)
	m.ConfidenceScore = 1 // confirmed by a person
	if m.Aliases == nil {
		m.Aliases = []string{}
	}
	r.LoincMatches = []LoincMatch{m}
	r.LoincMatchStatus = strPtr(LoincAutoMatch)
	if r.Confidence != nil {
		c := *r.Confidence
		c.Loinc = 1
		r.Confidence = &c
	}
	return ReviewChange{Op: op, Index: intPtr(row), Field: "loinc_matches", Old: old, New: mustMarshal(r.LoincMatches)}
}

func touchesRange(fields map[string]json.RawMessage) bool {
	_, a := fields["is_above_max_range"]
	_, b := fields["is_below_min_range"]
	if a || b {
		return false // the reviewer set the flags themselves
	}
	for _, k := range []string{"value", "min_reference_range", "max_reference_range"} {
		if _, ok := fields[k]; ok {
			return true
		}
	}
	return false
}

// recomputeRange sets the above/below flags of a numeric value against its
// reference range; a value that is not a number clears them.
func recomputeRange(r *LabReportResult) {
	v, err := strconv.ParseFloat(strings.TrimSpace(strings.ReplaceAll(r.Value, ",", "")), 64)
	if err != nil {
		r.IsAboveMaxRange, r.IsBelowMinRange = nil, nil
		return
	}
	r.IsAboveMaxRange, r.IsBelowMinRange = nil, nil
	if r.MaxReferenceRange != nil {
		b := v > *r.MaxReferenceRange
		r.IsAboveMaxRange = &b
	}
	if r.MinReferenceRange != nil {
		b := v < *r.MinReferenceRange
		r.IsBelowMinRange = &b
	}
}

// reinterpret sets interpretation (and the flag, unless the reviewer set it)
// from the range flags, so an edited value cannot contradict them. A critical
// row that stays out of range stays critical.
func reinterpret(r *LabReportResult, fields map[string]json.RawMessage) {
	above := r.IsAboveMaxRange != nil && *r.IsAboveMaxRange
	below := r.IsBelowMinRange != nil && *r.IsBelowMinRange
	var interp string
	var flag *string
	switch {
	case above || below:
		interp = InterpretationAbnormal
		if r.Interpretation != nil && *r.Interpretation == InterpretationCritical {
			interp = InterpretationCritical
		}
		f := "L"
		if above {
			f = "H"
		}
		if interp == InterpretationCritical {
			f += f
		}
		flag = &f
	case r.IsAboveMaxRange != nil || r.IsBelowMinRange != nil:
		interp = InterpretationNormal
	default:
		interp = InterpretationUnknown
		flag = r.Flag // no numeric judgement: a printed flag stands
	}
	r.Interpretation = &interp
	if _, set := fields["flag"]; !set {
		r.Flag = flag
	}
}

func compact(b json.RawMessage) []byte {
	if len(b) == 0 {
		return []byte("null")
	}
	var buf bytes.Buffer
	if json.Compact(&buf, b) != nil {
		return b
	}
	return buf.Bytes()
}

func orNull(b json.RawMessage) json.RawMessage { return compact(b) }

func mustMarshal(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only our own types are marshalled
	}
	return b
}

func intPtr(i int) *int       { return &i }
func strPtr(s string) *string { return &s }
