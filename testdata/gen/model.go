package main

import (
	"encoding/json"
	"math"
	"os"
)

// none marks an open end of a reference range.
var none = math.NaN()

// Row is one printed result row and its ground truth.
type Row struct {
	Name      string   // full test name, as printed (wrapped names joined by a space)
	Value     string   // printed value, without the flag
	Unit      string   // printed unit, "" when none
	RangeText string   // printed reference range
	Lo, Hi    float64  // truth range for the patient; NaN when open
	Flag      string   // printed flag, "" when none
	Interp    string   // normal, abnormal, critical
	Type      string   // numeric, range, comment, boolean, ratio...
	Method    string   // "Method: ..." line printed under the name, if any
	Notes     []string // comment lines printed under the row (not results)
	Extra     []string // family-specific extra cells (e.g. performing-lab code)

	panel string
	page  int
}

// Section is a panel heading and its rows.
type Section struct {
	Title string // printed heading; "" for none
	Panel string // truth source_panel_name ("" = no panel)
	Rows  []*Row
}

// Meta is the patient/report metadata printed on the report.
type Meta struct {
	First, Last, DOB, Gender, Lab, Collected, Reported, Specimen string
}

type truthRow struct {
	TestName       string   `json:"test_name"`
	Value          string   `json:"value"`
	Units          *string  `json:"units"`
	Min            *float64 `json:"min_reference_range"`
	Max            *float64 `json:"max_reference_range"`
	RangeText      *string  `json:"reference_range_text"`
	Interpretation string   `json:"interpretation"`
	Flag           *string  `json:"flag"`
	Panel          *string  `json:"source_panel_name"`
	Type           string   `json:"type"`
	Page           int      `json:"page"`
}

type truthMeta struct {
	PatientFirstName *string `json:"patient_first_name"`
	PatientLastName  *string `json:"patient_last_name"`
	DOB              *string `json:"dob"`
	Gender           string  `json:"gender"`
	LabName          *string `json:"lab_name"`
	DateReported     *string `json:"date_reported"`
	DateCollected    *string `json:"date_collected"`
	SpecimenNumber   *string `json:"specimen_number"`
}

// Truth is the <name>.truth.json file: a ParsedLabReport plus corpus keys.
type Truth struct {
	Kind    string `json:"kind"`
	Layout  string `json:"layout"`
	Format  string `json:"format"`
	DPI     int    `json:"dpi,omitempty"`
	Pages   int    `json:"pages"`
	Variant string `json:"variant,omitempty"`
	// DecimalComma: numbers on this report use a decimal comma (5,4).
	DecimalComma bool `json:"decimal_comma,omitempty"`
	// Files: the job's files in upload order, when it has several.
	Files    []string   `json:"files,omitempty"`
	Metadata truthMeta  `json:"metadata"`
	Results  []truthRow `json:"results"`
}

func strp(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func floatp(f float64) *float64 {
	if math.IsNaN(f) {
		return nil
	}
	return &f
}

// truthFor builds the truth of the rows printed on pages 1..maxPage.
func truthFor(d *Doc, kind, format string, dpi, maxPage int, variant string) Truth {
	t := Truth{Kind: kind, Layout: d.Layout, Format: format, DPI: dpi, Variant: variant, Pages: d.pages, DecimalComma: d.DecimalComma}
	if maxPage > 0 && maxPage < d.pages {
		t.Pages = maxPage
	}
	m := d.Meta
	t.Metadata = truthMeta{
		PatientFirstName: strp(m.First), PatientLastName: strp(m.Last), DOB: strp(m.DOB),
		Gender: m.Gender, LabName: strp(m.Lab), DateReported: strp(m.Reported),
		DateCollected: strp(m.Collected), SpecimenNumber: strp(m.Specimen),
	}
	t.Results = []truthRow{}
	for _, r := range d.rowsInOrder() {
		if r.page > t.Pages {
			continue
		}
		t.Results = append(t.Results, truthRow{
			TestName: r.Name, Value: r.Value, Units: strp(r.Unit),
			Min: floatp(r.Lo), Max: floatp(r.Hi), RangeText: strp(r.RangeText),
			Interpretation: r.Interp, Flag: strp(r.Flag), Panel: strp(r.panel),
			Type: r.Type, Page: r.page,
		})
	}
	return t
}

func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
