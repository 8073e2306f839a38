package main

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// Row is one printed result row and its ground truth.
type Row struct {
	Name      string // truth test name (wrapped names joined by a space, no footnote marker)
	HTMLName  string // printed name as HTML when it differs (superscript marker, forced wrap)
	HTMLUnit  string // printed unit as HTML when it differs (exponent in <sup>)
	Value     string // printed value, without the flag
	Unit      string // printed unit, "" when none
	RangeText string // printed reference range ("" when none)
	Lo, Hi    float64
	Flag      string // printed flag, "" when none
	Interp    string // normal, abnormal, critical, unknown
	Type      string // numeric, range, boolean, comment
	Alt       *Group // second value/unit/range group printed on the same row (not a truth row)
	Note      string // line printed under the row (method, comment); not a result
	Cont      string // end of RangeText printed at the top of the next page (class 99)

	Words []string // the printed words of a name broken with a hyphen (class 117), looked for instead of the name's
	Cells []string // the comparator and the number of a value printed in two cells (class 141), looked for instead of the value

	panel string
	page  int
}

// Group is the right-hand value/unit/range group of a two-unit row.
type Group struct{ Value, Unit, Range string }

// Section is a panel heading with its rows.
type Section struct {
	Title   string // printed heading
	Panel   string // truth source_panel_name ("" = none)
	NewPage bool   // starts on a new page
	Rows    []*Row
}

// Meta is what the report prints about the patient and the sample.
type Meta struct {
	First, Last, DOB, Gender, Lab, Collected, Reported, Specimen string // dates ISO
}

// Report is one layout's document.
type Report struct {
	Layout, Country, Language string
	Comma                     bool
	Meta                      Meta
	Sections                  []*Section
	Pages                     int
}

var none = math.NaN()

// builder makes rows whose flag and interpretation follow from value and range,
// so a layout cannot print a flag that contradicts its numbers.
type builder struct {
	comma      bool
	high, low  string // printed flags ("" = the layout prints none)
	sections   []*Section
	cur        *Section
	sex        string
	critHi     map[string]float64
	pageBreaks int
}

func (b *builder) panel(title, panel string) {
	b.cur = &Section{Title: title, Panel: panel}
	b.sections = append(b.sections, b.cur)
}

func (b *builder) newPage(title, panel string) {
	b.panel(title, panel)
	b.cur.NewPage = true
}

var numRe = regexp.MustCompile(`\d+(?:[.,]\d+)*`)

func (b *builder) num(s string) (float64, bool) {
	m := numRe.FindString(s)
	if m == "" {
		return 0, false
	}
	if b.comma { // dots group thousands (6.540), the comma is the decimal point
		m = strings.ReplaceAll(strings.ReplaceAll(m, ".", ""), ",", ".")
	} else {
		m = strings.ReplaceAll(m, ",", "")
	}
	f, err := strconv.ParseFloat(m, 64)
	return f, err == nil
}

// parseRange reads the bounds of a printed range: "a - b", "a a b", "< b",
// "≤ b", "até b", "fino a b", "> a", "≥ a"...
func (b *builder) parseRange(r string) (lo, hi float64) {
	nums := numRe.FindAllString(r, -1)
	if len(nums) >= 2 {
		l, _ := b.num(nums[0])
		h, _ := b.num(nums[1])
		return l, h
	}
	if len(nums) == 1 {
		v, _ := b.num(nums[0])
		t := strings.ToLower(r)
		for _, p := range []string{"<", "≤", "até", "fino a", "hasta", "bis", "inférieur", "inferior", "kadar"} {
			if strings.Contains(t, p) {
				return none, v
			}
		}
		return v, none
	}
	return none, none
}

// n adds a numeric row; the range bounds are read from its printed text.
func (b *builder) n(name, value, unit, rng string) *Row {
	lo, hi := b.parseRange(rng)
	return b.nr(name, value, unit, rng, lo, hi)
}

// nr adds a numeric row with explicit bounds (sex-specific ranges).
func (b *builder) nr(name, value, unit, rng string, lo, hi float64) *Row {
	r := &Row{Name: name, Value: value, Unit: unit, RangeText: rng, Lo: lo, Hi: hi, Type: "numeric", Interp: "normal"}
	if strings.ContainsAny(value, "<>≤≥") {
		r.Type = "range"
	}
	v, ok := b.num(value)
	switch {
	case !ok || (math.IsNaN(lo) && math.IsNaN(hi)):
		r.Interp = "unknown"
	case !math.IsNaN(hi) && v > hi && !strings.HasPrefix(value, "<"):
		r.Interp, r.Flag = "abnormal", b.high
	case !math.IsNaN(lo) && v < lo && !strings.HasPrefix(value, ">"):
		r.Interp, r.Flag = "abnormal", b.low
	}
	b.cur.Rows = append(b.cur.Rows, r)
	return r
}

// q adds a qualitative row; normal says whether the value is the expected one.
func (b *builder) q(name, value, rng string, normal bool) *Row {
	r := &Row{Name: name, Value: value, RangeText: rng, Lo: none, Hi: none, Type: "boolean", Interp: "normal"}
	if rng == "" {
		r.Interp, r.Type = "unknown", "comment"
	} else if !normal {
		r.Interp = "abnormal"
	}
	b.cur.Rows = append(b.cur.Rows, r)
	return r
}

// comment marks a qualitative row whose values are not a yes/no (colour, aspect).
func (r *Row) comment() *Row { r.Type = "comment"; return r }

// html sets the printed name (superscript marker or forced line break).
func (r *Row) html(h string) *Row { r.HTMLName = h; return r }

// alt sets the second unit group printed on the same row.
func (r *Row) alt(v, u, rng string) *Row { r.Alt = &Group{v, u, rng}; return r }

func (r *Row) note(s string) *Row { r.Note = s; return r }

// sup prints a footnote marker after the name in a raised smaller font.
func (r *Row) sup(marker string) *Row {
	r.HTMLName = esc(r.Name) + "<sup>" + esc(marker) + "</sup>"
	return r
}

func (b *builder) report(m Meta) *Report {
	rep := &Report{Comma: b.comma, Meta: m, Sections: b.sections, Pages: 1}
	for _, s := range b.sections {
		if s.NewPage {
			rep.Pages++
		}
		for _, r := range s.Rows {
			r.panel, r.page = s.Panel, rep.Pages
		}
	}
	return rep
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
	SourcePanel    *string  `json:"source_panel_name"`
	Type           string   `json:"type"`
	Page           int      `json:"page"`
}

type truthMeta struct {
	First     string  `json:"patient_first_name"`
	Last      string  `json:"patient_last_name"`
	DOB       *string `json:"dob"`
	Gender    string  `json:"gender"`
	Lab       string  `json:"lab_name"`
	Reported  *string `json:"date_reported"`
	Collected *string `json:"date_collected"`
	Specimen  *string `json:"specimen_number"`
	Language  string  `json:"language"`
}

type truth struct {
	Kind     string     `json:"kind"`
	Layout   string     `json:"layout"`
	Format   string     `json:"format"`
	DPI      *int       `json:"dpi"`
	Pages    int        `json:"pages"`
	Variant  *string    `json:"variant"`
	Comma    *bool      `json:"decimal_comma"`
	Language string     `json:"language"`
	Country  string     `json:"country"`
	Split    string     `json:"split"`
	Session  int        `json:"session,omitempty"`
	Classes  []int      `json:"classes"`
	Metadata truthMeta  `json:"metadata"`
	Results  []truthRow `json:"results"`
}

func strp(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func fp(f float64) *float64 {
	if math.IsNaN(f) {
		return nil
	}
	return &f
}

// truthJSON is the ground truth of a document that holds pages 1..maxPage.
func truthJSON(l *Layout, rep *Report, kind, format string, dpi, maxPage int, variant string) ([]byte, error) {
	t := truth{Kind: kind, Layout: rep.Layout, Format: format, Pages: min(rep.Pages, maxPage), Variant: strp(variant),
		Language: rep.Language, Country: rep.Country, Classes: l.Classes, Split: "dev", Session: l.Session}
	if l.HeldOut {
		t.Split = "held-out"
	}
	if dpi > 0 {
		t.DPI = &dpi
	}
	if rep.Comma {
		c := true
		t.Comma = &c
	}
	m := rep.Meta
	t.Metadata = truthMeta{First: m.First, Last: m.Last, DOB: strp(m.DOB), Gender: m.Gender, Lab: m.Lab,
		Reported: strp(m.Reported), Collected: strp(m.Collected), Specimen: strp(m.Specimen), Language: rep.Language}
	for _, s := range rep.Sections {
		for _, r := range s.Rows {
			if r.page > maxPage {
				continue
			}
			t.Results = append(t.Results, truthRow{TestName: r.Name, Value: r.Value, Units: strp(r.Unit),
				Min: fp(r.Lo), Max: fp(r.Hi), RangeText: strp(r.RangeText), Interpretation: r.Interp,
				Flag: strp(r.Flag), SourcePanel: strp(r.panel), Type: r.Type, Page: r.page})
		}
	}
	if len(t.Results) == 0 {
		return nil, fmt.Errorf("%s: no rows", rep.Layout)
	}
	out, err := json.MarshalIndent(t, "", "  ")
	return append(out, '\n'), err
}
