package desk

import (
	"encoding/json"
	"net/url"
	"testing"

	"github.com/assayhq/assay"
)

func TestEditsFromForm(t *testing.T) {
	units, lab := "mg/dL", "Lab A"
	min := 70.0
	data := &assay.ParsedLabReport{
		Metadata: assay.ResultMetadata{LabName: &lab, Gender: "female"},
		Results: []assay.LabReportResult{
			{TestName: "Glucose", Value: "105", Units: &units, MinReferenceRange: &min,
				LoincMatches: []assay.LoincMatch{{LoincCode: "2345-7"}, {LoincCode: "2339-0"}}},
			{TestName: "Footer", Value: "x"},
		},
	}
	// The form as the page sends it untouched.
	same := url.Values{"r.0.test_name": {"Glucose"}, "r.0.value": {"105"}, "r.0.units": {"mg/dL"},
		"r.0.min_reference_range": {"70"}, "r.0.max_reference_range": {""}, "r.0.interpretation": {""},
		"r.0.loinc": {"2345-7"}, "r.0.loinc_accept": {""},
		"r.1.test_name": {"Footer"}, "r.1.value": {"x"}, "r.1.loinc": {""},
		"m.lab_name": {"Lab A"}, "m.gender": {"female"}, "m.dob": {""}}
	with := func(kv ...string) url.Values {
		f := url.Values{}
		for k, v := range same {
			f[k] = v
		}
		for i := 0; i < len(kv); i += 2 {
			f.Set(kv[i], kv[i+1])
		}
		return f
	}
	for _, tc := range []struct {
		name string
		form url.Values
		want string // the edits as JSON
	}{
		{"untouched", same, `null`},
		{"value and range", with("r.0.value", " 106 ", "r.0.min_reference_range", ""),
			`[{"op":"update","index":0,"fields":{"min_reference_range":null,"value":"106"}}]`},
		{"accept the top match", with("r.0.loinc_accept", "1"), `[{"op":"accept_loinc","index":0,"loinc_code":"2345-7"}]`},
		{"another proposed match", with("r.0.loinc", "2339-0"), `[{"op":"accept_loinc","index":0,"loinc_code":"2339-0"}]`},
		{"a code the matcher did not propose", with("r.0.loinc", "1558-6"), `[{"op":"replace_loinc","index":0,"loinc_code":"1558-6"}]`},
		{"remove wins over edits", with("r.1.remove", "1", "r.1.value", "y"), `[{"op":"remove","index":1}]`},
		{"metadata", with("m.lab_name", "", "m.dob", "1980-02-03"),
			`[{"op":"update_metadata","fields":{"dob":"1980-02-03","lab_name":null}}]`},
		{"added rows, empty ones ignored", with("n.2.test_name", "Vitamin D", "n.2.value", "31", "n.2.loinc", "1989-3", "n.1.test_name", ""),
			`[{"op":"add","result":{"test_name":"Vitamin D","value":"31","sample_type":"","measurement_kind":"","type":null,"units":null,"max_reference_range":null,"min_reference_range":null,"source_panel_name":null,"loinc_matches":[{"loinc_code":"1989-3","loinc_name":"","display_name":"","aliases":null,"confidence_score":0}],"loinc_match_status":null,"interpretation":null,"is_above_max_range":null,"is_below_min_range":null}}]`},
	} {
		edits, _, err := editsFromForm(data, tc.form)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		got, _ := json.Marshal(edits)
		if string(got) != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
		}
	}
	if _, _, err := editsFromForm(data, with("r.0.max_reference_range", "ninety")); err == nil || err.(*formError).Input != "r.0.max_reference_range" {
		t.Errorf("a bad number: %v", err)
	}
}
