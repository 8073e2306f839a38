package assay_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

func ptr[T any](v T) *T { return &v }

func fixtureReport() *assay.ParsedLabReport {
	return &assay.ParsedLabReport{
		Metadata: assay.ResultMetadata{Gender: "female", LabName: ptr("Quest")},
		Results: []assay.LabReportResult{
			{TestName: "Glucose", Value: "5.4", Units: ptr("mmol/L"), MinReferenceRange: ptr(3.9), MaxReferenceRange: ptr(5.6),
				IsAboveMaxRange: ptr(false), IsBelowMinRange: ptr(false), LoincMatchStatus: ptr(assay.LoincAutoMatch),
				LoincMatches: []assay.LoincMatch{{LoincCode: "14749-6", LoincName: "Glucose [Moles/volume] in Serum or Plasma", ConfidenceScore: 0.93}}},
			{TestName: "Chol", Value: "4.1", Units: ptr("mmol/L"), LoincMatchStatus: ptr(assay.LoincNeedsReview),
				ReviewReasons: []string{"ambiguous_loinc_match"},
				Confidence:    &assay.FieldConfidence{Loinc: 0.5},
				LoincMatches: []assay.LoincMatch{
					{LoincCode: "2093-3", LoincName: "Cholesterol [Mass/volume] in Serum or Plasma", ConfidenceScore: 0.51},
					{LoincCode: "14647-2", LoincName: "Cholesterol [Moles/volume] in Serum or Plasma", ConfidenceScore: 0.49}}},
			{TestName: "Page 2 of 3", Value: "3", ReviewReasons: []string{"low_ocr_confidence"}},
		},
	}
}

// fakeTable is a two-code LOINC table; Annotate matches rows by name.
type fakeTable struct{}

var lookup fakeTable

func (fakeTable) Annotate(r *assay.ParsedLabReport) {
	for i := range r.Results {
		if m, ok := lookup.Lookup(map[string]string{"Glucose": "2345-7"}[r.Results[i].TestName]); ok {
			r.Results[i].LoincMatches, r.Results[i].LoincMatchStatus = []assay.LoincMatch{m}, ptr(assay.LoincAutoMatch)
		}
	}
}

func (fakeTable) Lookup(code string) (assay.LoincMatch, bool) {
	table := map[string]string{"2345-7": "Glucose [Mass/volume] in Serum or Plasma", "2160-0": "Creatinine [Mass/volume] in Serum or Plasma"}
	name, ok := table[code]
	return assay.LoincMatch{LoincCode: code, LoincName: name, DisplayName: name, Aliases: []string{}}, ok
}

func TestApplyReview(t *testing.T) {
	in := fixtureReport()
	before, _ := json.Marshal(in)
	edits := []assay.ReviewEdit{
		{Op: assay.EditUpdate, Index: ptr(0), Fields: map[string]json.RawMessage{"value": json.RawMessage(`"6.1"`), "units": json.RawMessage(`"mmol/L"`)}},
		{Op: assay.EditAcceptLoinc, Index: ptr(1), LoincCode: "14647-2"},
		{Op: assay.EditRemove, Index: ptr(2)},
		{Op: assay.EditAdd, Result: &assay.LabReportResult{TestName: "Creatinine", Value: "1.4", Units: ptr("mg/dL"), MaxReferenceRange: ptr(1.2),
			LoincMatches: []assay.LoincMatch{{LoincCode: "2160-0"}}}},
		{Op: assay.EditUpdateMetadata, Fields: map[string]json.RawMessage{"lab_name": json.RawMessage(`"Quest Diagnostics"`)}},
	}
	out, changes, err := assay.ApplyReview(in, edits, lookup)
	if err != nil {
		t.Fatal(err)
	}
	if after, _ := json.Marshal(in); string(after) != string(before) {
		t.Error("ApplyReview changed its input")
	}
	if len(out.Results) != 3 {
		t.Fatalf("%d results, want 3", len(out.Results))
	}
	g := out.Results[0]
	if g.Value != "6.1" || g.IsAboveMaxRange == nil || !*g.IsAboveMaxRange || *g.IsBelowMinRange {
		t.Errorf("corrected glucose: value %s, above %v, below %v", g.Value, g.IsAboveMaxRange, g.IsBelowMinRange)
	}
	c := out.Results[1]
	if len(c.LoincMatches) != 1 || c.LoincMatches[0].LoincCode != "14647-2" || *c.LoincMatchStatus != assay.LoincAutoMatch ||
		c.LoincMatches[0].ConfidenceScore != 1 || c.Confidence.Loinc != 1 || c.ReviewReasons != nil {
		t.Errorf("accepted LOINC row: %+v", c)
	}
	a := out.Results[2]
	if a.TestName != "Creatinine" || a.LoincMatches[0].LoincName == "" || *a.LoincMatchStatus != assay.LoincAutoMatch ||
		a.SampleType != "unknown" || a.IsAboveMaxRange == nil || !*a.IsAboveMaxRange {
		t.Errorf("added row: %+v", a)
	}
	if *out.Metadata.LabName != "Quest Diagnostics" || out.Metadata.Gender != "female" {
		t.Errorf("metadata: %+v", out.Metadata)
	}

	var got []string
	for _, ch := range changes {
		idx := -1
		if ch.Index != nil {
			idx = *ch.Index
		}
		got = append(got, strings.Join([]string{ch.Op, strconv.Itoa(idx), ch.Field, string(ch.Old), string(ch.New)}, "|"))
	}
	// Units did not change, so only the value is recorded for row 0.
	wantPrefixes := []string{
		`update|0|value|"5.4"|"6.1"`,
		`accept_loinc|1|loinc_matches|[{"loinc_code":"2093-3"`,
		`remove|2||{"test_name":"Page 2 of 3"`,
		`add|2|||{"test_name":"Creatinine"`,
		`update_metadata|-1|lab_name|"Quest"|"Quest Diagnostics"`,
	}
	if len(got) != len(wantPrefixes) {
		t.Fatalf("changes:\n%s", strings.Join(got, "\n"))
	}
	for i, w := range wantPrefixes {
		if !strings.HasPrefix(got[i], w) {
			t.Errorf("change %d = %s, want prefix %s", i, got[i], w)
		}
	}
}

func TestApplyReviewReplaceLoinc(t *testing.T) {
	out, changes, err := assay.ApplyReview(fixtureReport(), []assay.ReviewEdit{{Op: assay.EditReplaceLoinc, Index: ptr(0), LoincCode: "2345-7"}}, lookup)
	if err != nil {
		t.Fatal(err)
	}
	m := out.Results[0].LoincMatches
	if len(m) != 1 || m[0].LoincCode != "2345-7" || m[0].LoincName != "Glucose [Mass/volume] in Serum or Plasma" {
		t.Errorf("replaced match: %+v", m)
	}
	if len(changes) != 1 || !strings.Contains(string(changes[0].Old), "14749-6") {
		t.Errorf("changes: %+v", changes)
	}
	// No edits at all still resolves the flags: the reviewer accepted the rest.
	out, changes, err = assay.ApplyReview(fixtureReport(), nil, lookup)
	if err != nil || len(changes) != 0 || out.Results[1].ReviewReasons != nil || len(out.Results) != 3 {
		t.Errorf("empty review: %v %v %+v", err, changes, out.Results[1])
	}
}

// A changed value or range recomputes interpretation and flag with the
// range flags; a reviewer's added row is matched to LOINC.
func TestApplyReviewReinterprets(t *testing.T) {
	in := &assay.ParsedLabReport{Results: []assay.LabReportResult{
		{TestName: "BUN", Value: "15", MinReferenceRange: ptr(6.0), MaxReferenceRange: ptr(20.0),
			IsAboveMaxRange: ptr(false), IsBelowMinRange: ptr(false), Interpretation: ptr(assay.InterpretationNormal)},
		{TestName: "Potassium", Value: "7.1", MinReferenceRange: ptr(3.5), MaxReferenceRange: ptr(5.1), Flag: ptr("H"),
			IsAboveMaxRange: ptr(true), IsBelowMinRange: ptr(false), Interpretation: ptr(assay.InterpretationAbnormal)},
	}}
	out, _, err := assay.ApplyReview(in, []assay.ReviewEdit{
		{Op: assay.EditUpdate, Index: ptr(0), Fields: map[string]json.RawMessage{"value": json.RawMessage(`"25"`)}},
		{Op: assay.EditUpdate, Index: ptr(1), Fields: map[string]json.RawMessage{"value": json.RawMessage(`"4.2"`)}},
		{Op: assay.EditAdd, Result: &assay.LabReportResult{TestName: "Glucose", Value: "50", MinReferenceRange: ptr(70.0)}},
	}, lookup)
	if err != nil {
		t.Fatal(err)
	}
	bun, k, g := out.Results[0], out.Results[1], out.Results[2]
	if *bun.Interpretation != assay.InterpretationAbnormal || bun.Flag == nil || *bun.Flag != "H" || !*bun.IsAboveMaxRange {
		t.Errorf("BUN 25 (6-20): interpretation %v flag %v", *bun.Interpretation, bun.Flag)
	}
	if *k.Interpretation != assay.InterpretationNormal || k.Flag != nil || *k.IsAboveMaxRange {
		t.Errorf("potassium back in range: interpretation %v flag %v", *k.Interpretation, k.Flag)
	}
	if len(g.LoincMatches) != 1 || g.LoincMatches[0].LoincCode != "2345-7" || *g.LoincMatchStatus != assay.LoincAutoMatch ||
		*g.Interpretation != assay.InterpretationAbnormal || *g.Flag != "L" {
		t.Errorf("added glucose: %+v", g)
	}
}

func TestApplyReviewRejects(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit []assay.ReviewEdit
		loc  string
	}{
		{"unknown op", []assay.ReviewEdit{{Op: "merge", Index: ptr(0)}}, "body.edits.0.op"},
		{"no index", []assay.ReviewEdit{{Op: assay.EditRemove}}, "body.edits.0.index"},
		{"index out of range", []assay.ReviewEdit{{Op: assay.EditRemove, Index: ptr(3)}}, "body.edits.0.index"},
		{"edit of a removed row", []assay.ReviewEdit{{Op: assay.EditRemove, Index: ptr(1)}, {Op: assay.EditAcceptLoinc, Index: ptr(1)}}, "body.edits.1.index"},
		{"unknown field", []assay.ReviewEdit{{Op: assay.EditUpdate, Index: ptr(0), Fields: map[string]json.RawMessage{"valu": json.RawMessage(`"1"`)}}}, "body.edits.0.fields.valu"},
		{"wrong type", []assay.ReviewEdit{{Op: assay.EditUpdate, Index: ptr(0), Fields: map[string]json.RawMessage{"max_reference_range": json.RawMessage(`"high"`)}}}, "body.edits.0.fields.max_reference_range"},
		{"protected field", []assay.ReviewEdit{{Op: assay.EditUpdate, Index: ptr(0), Fields: map[string]json.RawMessage{"loinc_matches": json.RawMessage(`[]`)}}}, "body.edits.0.fields.loinc_matches"},
		{"no fields", []assay.ReviewEdit{{Op: assay.EditUpdate, Index: ptr(0)}}, "body.edits.0.fields"},
		{"unknown LOINC", []assay.ReviewEdit{{Op: assay.EditReplaceLoinc, Index: ptr(0), LoincCode: "9999-9"}}, "body.edits.0.loinc_code"},
		{"accept a code not proposed", []assay.ReviewEdit{{Op: assay.EditAcceptLoinc, Index: ptr(1), LoincCode: "2345-7"}}, "body.edits.0.loinc_code"},
		{"accept with no matches", []assay.ReviewEdit{{Op: assay.EditAcceptLoinc, Index: ptr(2)}}, "body.edits.0.op"},
		{"add without name", []assay.ReviewEdit{{Op: assay.EditAdd, Result: &assay.LabReportResult{Value: "1"}}}, "body.edits.0.result.test_name"},
		{"add without result", []assay.ReviewEdit{{Op: assay.EditAdd}}, "body.edits.0.result"},
	} {
		_, _, err := assay.ApplyReview(fixtureReport(), tc.edit, lookup)
		var loc string
		if e, ok := err.(*assay.Error); ok && e.Code == assay.EINVALID {
			loc = strings.Join(e.Loc, ".")
		}
		if loc != tc.loc {
			t.Errorf("%s: error %v at %q, want EINVALID at %s", tc.name, err, loc, tc.loc)
		}
	}
}

func TestWebhookConfig(t *testing.T) {
	env := func(kv map[string]string) func(string) string { return func(k string) string { return kv[k] } }
	cfg, err := assay.LoadConfig(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	want := []time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour}
	if len(cfg.WebhookRetrySchedule) != len(want) || cfg.WebhookTimeout != 15*time.Second || cfg.WebhookSecretOverlap != 24*time.Hour {
		t.Fatalf("webhook defaults: %+v", cfg)
	}
	var total time.Duration
	for i, d := range want {
		if cfg.WebhookRetrySchedule[i] != d {
			t.Errorf("retry %d: %v, want %v", i, cfg.WebhookRetrySchedule[i], d)
		}
		total += d
	}
	if total < 24*time.Hour || total > 30*time.Hour {
		t.Errorf("retries span %v, want about a day", total)
	}
	cfg, err = assay.LoadConfig(env(map[string]string{"ASSAY_WEBHOOK_RETRY_SCHEDULE": "10ms, 1s"}))
	if err != nil || len(cfg.WebhookRetrySchedule) != 2 || cfg.WebhookRetrySchedule[0] != 10*time.Millisecond {
		t.Errorf("custom schedule: %v %v", cfg.WebhookRetrySchedule, err)
	}
	for _, bad := range []string{"5s,,1m", "soon", "5s,-1s"} {
		if _, err := assay.LoadConfig(env(map[string]string{"ASSAY_WEBHOOK_RETRY_SCHEDULE": bad})); err == nil || !strings.Contains(err.Error(), "ASSAY_WEBHOOK_RETRY_SCHEDULE") {
			t.Errorf("schedule %q: %v", bad, err)
		}
	}
}
