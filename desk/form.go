package desk

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/assayhq/assay"
)

// The job form names its inputs r.I.FIELD for result row I (as the reviewer
// saw it), n.K.FIELD for an added row, m.FIELD for metadata. editsFromForm
// turns what changed into the review edits ApplyReview understands, so
// every rule stays in the one review logic.

// rowFields are the result fields the desk edits in place, with their kind.
var rowFields = []struct{ Name, Kind string }{
	{"test_name", "string"}, {"value", "string"}, {"units", "nstring"},
	{"min_reference_range", "number"}, {"max_reference_range", "number"},
	{"reference_range_text", "nstring"}, {"interpretation", "nstring"},
}

// metaFields are the metadata fields, all optional strings but gender.
var metaFields = []string{"patient_first_name", "patient_last_name", "dob", "gender", "lab_name",
	"date_reported", "date_collected", "specimen_number"}

// interpretations are the values of the interpretation select.
var interpretations = []string{assay.InterpretationNormal, assay.InterpretationAbnormal, assay.InterpretationCritical, assay.InterpretationUnknown}

// genders are the values of the gender select.
var genders = []string{"female", "male", "other"}

// fieldJSON encodes a form value as the JSON value of a field of kind.
func fieldJSON(kind, v string) (json.RawMessage, error) {
	v = strings.TrimSpace(v)
	switch kind {
	case "nstring":
		if v == "" {
			return json.RawMessage("null"), nil
		}
	case "number":
		if v == "" {
			return json.RawMessage("null"), nil
		}
		f, err := strconv.ParseFloat(strings.ReplaceAll(v, ",", ""), 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", v)
		}
		return json.Marshal(f)
	}
	return json.Marshal(v)
}

// formValue is the form text of a field's JSON value.
func formValue(raw json.RawMessage) string {
	var v any
	if json.Unmarshal(raw, &v) != nil || v == nil {
		return ""
	}
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return string(raw)
}

func fieldsOf(v any) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	b, _ := json.Marshal(v)
	_ = json.Unmarshal(b, &m)
	return m
}

func sameJSON(a, b json.RawMessage) bool {
	var x, y bytes.Buffer
	if len(a) == 0 {
		a = json.RawMessage("null")
	}
	if len(b) == 0 {
		b = json.RawMessage("null")
	}
	if json.Compact(&x, a) != nil || json.Compact(&y, b) != nil {
		return bytes.Equal(a, b)
	}
	return bytes.Equal(x.Bytes(), y.Bytes())
}

// formError is a form value that cannot be sent: it names the input.
type formError struct {
	Input string
	Msg   string
}

func (e *formError) Error() string { return e.Msg }

// editsFromForm compares the posted form with the data the reviewer saw and
// returns the edits and the comment.
func editsFromForm(data *assay.ParsedLabReport, f url.Values) ([]assay.ReviewEdit, *string, error) {
	if data == nil {
		data = &assay.ParsedLabReport{}
	}
	var edits []assay.ReviewEdit
	for i, res := range data.Results {
		p := fmt.Sprintf("r.%d.", i)
		idx := i
		if f.Get(p+"remove") == "1" {
			edits = append(edits, assay.ReviewEdit{Op: assay.EditRemove, Index: &idx})
			continue
		}
		old := fieldsOf(res)
		changed := map[string]json.RawMessage{}
		for _, fd := range rowFields {
			if !f.Has(p + fd.Name) {
				continue
			}
			nv, err := fieldJSON(fd.Kind, f.Get(p+fd.Name))
			if err != nil {
				return nil, nil, &formError{p + fd.Name, fmt.Sprintf("Row %d, %s: %v.", i+1, strings.ReplaceAll(fd.Name, "_", " "), err)}
			}
			if !sameJSON(old[fd.Name], nv) {
				changed[fd.Name] = nv
			}
		}
		if len(changed) > 0 {
			edits = append(edits, assay.ReviewEdit{Op: assay.EditUpdate, Index: &idx, Fields: changed})
		}
		code := strings.TrimSpace(f.Get(p + "loinc"))
		if code == "" {
			continue
		}
		top, known := "", false
		for k, m := range res.LoincMatches {
			if k == 0 {
				top = m.LoincCode
			}
			known = known || m.LoincCode == code
		}
		switch {
		case !known:
			edits = append(edits, assay.ReviewEdit{Op: assay.EditReplaceLoinc, Index: &idx, LoincCode: code})
		case code != top || f.Get(p+"loinc_accept") == "1":
			edits = append(edits, assay.ReviewEdit{Op: assay.EditAcceptLoinc, Index: &idx, LoincCode: code})
		}
	}
	added, err := addedRows(f)
	if err != nil {
		return nil, nil, err
	}
	edits = append(edits, added...)
	meta := map[string]json.RawMessage{}
	old := fieldsOf(data.Metadata)
	for _, name := range metaFields {
		if !f.Has("m." + name) {
			continue
		}
		kind := "nstring"
		if name == "gender" {
			kind = "string"
		}
		nv, _ := fieldJSON(kind, f.Get("m."+name))
		if !sameJSON(old[name], nv) {
			meta[name] = nv
		}
	}
	if len(meta) > 0 {
		edits = append(edits, assay.ReviewEdit{Op: assay.EditUpdateMetadata, Fields: meta})
	}
	var comment *string
	if c := strings.TrimSpace(f.Get("comment")); c != "" {
		if len(c) > 4000 {
			return nil, nil, &formError{"comment", "The comment must be at most 4000 characters."}
		}
		comment = &c
	}
	return edits, comment, nil
}

// addedKeys returns the keys K of the added rows n.K.* in a form, in order.
func addedKeys(f url.Values) []int {
	var keys []int
	seen := map[int]bool{}
	for name := range f {
		rest, ok := strings.CutPrefix(name, "n.")
		if !ok {
			continue
		}
		ks, _, _ := strings.Cut(rest, ".")
		if k, err := strconv.Atoi(ks); err == nil && k >= 0 && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	sort.Ints(keys)
	return keys
}

// addedRows reads the rows the reviewer added (n.K.*), in the order added;
// a row left empty is ignored.
func addedRows(f url.Values) ([]assay.ReviewEdit, error) {
	var edits []assay.ReviewEdit
	for n, k := range addedKeys(f) {
		p := fmt.Sprintf("n.%d.", k)
		if strings.TrimSpace(f.Get(p+"test_name")) == "" && strings.TrimSpace(f.Get(p+"value")) == "" {
			continue
		}
		fields := map[string]json.RawMessage{}
		for _, fd := range rowFields {
			nv, err := fieldJSON(fd.Kind, f.Get(p+fd.Name))
			if err != nil {
				return nil, &formError{p + fd.Name, fmt.Sprintf("Added row %d, %s: %v.", n+1, strings.ReplaceAll(fd.Name, "_", " "), err)}
			}
			fields[fd.Name] = nv
		}
		b, _ := json.Marshal(fields)
		var res assay.LabReportResult
		if err := json.Unmarshal(b, &res); err != nil {
			return nil, err
		}
		if code := strings.TrimSpace(f.Get(p + "loinc")); code != "" {
			res.LoincMatches = []assay.LoincMatch{{LoincCode: code}}
		}
		edits = append(edits, assay.ReviewEdit{Op: assay.EditAdd, Result: &res})
	}
	return edits, nil
}
