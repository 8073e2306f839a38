package loinc

import "github.com/assayhq/assay"

// Annotate fills the LOINC fields of every result of a parsed report:
// LoincMatches, LoincMatchStatus, SampleType, MeasurementKind and
// Confidence.Loinc, and adds the review reason of results that were not
// matched automatically. It satisfies parser.Annotator.
func (m *Matcher) Annotate(r *assay.ParsedLabReport) {
	if r == nil {
		return
	}
	for i := range r.Results {
		res := &r.Results[i]
		q := Query{Name: res.TestName, Value: res.Value}
		if res.Units != nil {
			q.Unit = *res.Units
		}
		if res.SourcePanelName != nil {
			q.Panel = *res.SourcePanelName
		}
		if res.SampleType != "" && res.SampleType != "unknown" {
			q.Specimen = res.SampleType
		}
		out := m.Match(q)
		res.LoincMatches = out.Matches
		if res.LoincMatches == nil {
			res.LoincMatches = []assay.LoincMatch{}
		}
		status := out.Status
		res.LoincMatchStatus = &status
		if res.SampleType == "" || res.SampleType == "unknown" {
			res.SampleType = out.SampleType
		}
		res.MeasurementKind = out.MeasurementKind
		if res.Confidence == nil {
			res.Confidence = &assay.FieldConfidence{}
		}
		res.Confidence.Loinc = 0
		if len(out.Matches) > 0 {
			res.Confidence.Loinc = out.Matches[0].ConfidenceScore
		}
		if out.Reason != "" && !contains(res.ReviewReasons, out.Reason) {
			res.ReviewReasons = append(res.ReviewReasons, out.Reason)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
