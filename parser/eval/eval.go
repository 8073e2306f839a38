// Package eval scores the parser on a corpus of documents with ground truth (used by `assay eval` and the
// corpus tests).
package eval

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"
	"unicode"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/parser"
)

// Document kinds of the corpus, in report order.
const (
	KindTextPDF = "text_pdf"
	KindScan    = "scan"
	KindPhoto   = "photo"
)

// Truth is a corpus ground-truth file (<name>.truth.json): a ParsedLabReport
// plus the corpus keys kind, layout, dpi and pages.
type Truth struct {
	Kind    string `json:"kind"`
	Layout  string `json:"layout"`
	Format  string `json:"format"`
	DPI     int    `json:"dpi,omitempty"`
	Pages   int    `json:"pages"`
	Variant string `json:"variant,omitempty"`
	// DecimalComma: the report prints numbers with a decimal comma (5,4).
	DecimalComma bool `json:"decimal_comma,omitempty"`
	// Files lists a job's files in upload order when it has several (e.g. one
	// photo per page); otherwise the document is <name>.pdf|png|jpg.
	Files    []string             `json:"files,omitempty"`
	Metadata assay.ResultMetadata `json:"metadata"`
	Results  []TruthRow           `json:"results"`
}

// TruthRow is one expected result row.
type TruthRow struct {
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

// CorpusDoc is a document (one parse job) of a corpus directory and its truth.
type CorpusDoc struct {
	Name  string   // truth file name without .truth.json
	Paths []string // the job's files, in upload order
	Truth Truth
}

// LoadCorpus lists the documents of dir that have a truth file, sorted by name.
func LoadCorpus(dir string) ([]CorpusDoc, error) {
	truths, err := filepath.Glob(filepath.Join(dir, "*.truth.json"))
	if err != nil {
		return nil, err
	}
	if len(truths) == 0 {
		return nil, fmt.Errorf("no *.truth.json files in %s", dir)
	}
	sort.Strings(truths)
	var docs []CorpusDoc
	for _, tf := range truths {
		stem := strings.TrimSuffix(tf, ".truth.json")
		b, err := os.ReadFile(tf)
		if err != nil {
			return nil, err
		}
		var t Truth
		if err := json.Unmarshal(b, &t); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Base(tf), err)
		}
		if t.Pages < 1 {
			t.Pages = 1
		}
		var paths []string
		for _, f := range t.Files {
			paths = append(paths, filepath.Join(dir, f))
		}
		if len(paths) == 0 {
			for _, ext := range []string{".pdf", ".png", ".jpg", ".jpeg"} {
				if _, err := os.Stat(stem + ext); err == nil {
					paths = []string{stem + ext}
					break
				}
			}
		}
		if len(paths) == 0 {
			return nil, fmt.Errorf("%s: no document (.pdf, .png, .jpg) beside it", filepath.Base(tf))
		}
		docs = append(docs, CorpusDoc{Name: filepath.Base(stem), Paths: paths, Truth: t})
	}
	return docs, nil
}

// RowDiff is a truth row the parser missed or got partly wrong.
type RowDiff struct {
	TestName string   `json:"test_name"`
	Missing  bool     `json:"missing,omitempty"`
	GotName  string   `json:"got_name,omitempty"` // when matched by a fuzzy name
	Fields   []string `json:"fields,omitempty"`   // name, value, unit, range, interpretation
	Want     string   `json:"want,omitempty"`
	Got      string   `json:"got,omitempty"`
}

// Counts are row tallies; the rates of a KindScore are derived from them.
type Counts struct {
	TruthRows   int `json:"truth_rows"`
	PredRows    int `json:"predicted_rows"`
	Matched     int `json:"matched_rows"`
	NameExact   int `json:"name_exact"`
	ValueExact  int `json:"value_exact"`
	UnitExact   int `json:"unit_exact"`
	RangeExact  int `json:"range_exact"`
	InterpExact int `json:"interpretation_exact"`
	PanelExact  int `json:"panel_exact"`
	ExactRows   int `json:"exact_rows"` // name, value, unit and range all exact
	MetaFields  int `json:"metadata_fields"`
	MetaExact   int `json:"metadata_exact"`
}

func (c *Counts) add(o Counts) {
	c.TruthRows += o.TruthRows
	c.PredRows += o.PredRows
	c.Matched += o.Matched
	c.NameExact += o.NameExact
	c.ValueExact += o.ValueExact
	c.UnitExact += o.UnitExact
	c.RangeExact += o.RangeExact
	c.InterpExact += o.InterpExact
	c.PanelExact += o.PanelExact
	c.ExactRows += o.ExactRows
	c.MetaFields += o.MetaFields
	c.MetaExact += o.MetaExact
}

// DocScore is the score of one document.
type DocScore struct {
	Name    string        `json:"name"`
	Kind    string        `json:"kind"`
	Layout  string        `json:"layout"`
	Pages   int           `json:"pages"`
	Elapsed time.Duration `json:"elapsed_ns"`
	Error   string        `json:"error,omitempty"`
	Counts
	Diffs []RowDiff `json:"diffs,omitempty"`

	// Output is the parser's result (nil on error); not part of the report.
	Output *assay.ParsedLabReport `json:"-"`
}

// ExactRate is the share of truth rows exact on name, value, unit and range.
func (d *DocScore) ExactRate() float64 { return evalRatio(d.ExactRows, d.TruthRows) }

// KindScore aggregates the documents of one kind.
type KindScore struct {
	Kind         string  `json:"kind"`
	Docs         int     `json:"docs"`
	Failed       int     `json:"failed"`
	Pages        int     `json:"pages"`
	Recall       float64 `json:"row_recall"`
	Precision    float64 `json:"row_precision"`
	ValueRate    float64 `json:"value_exact_rate"`
	UnitRate     float64 `json:"unit_exact_rate"`
	RangeRate    float64 `json:"range_exact_rate"`
	InterpRate   float64 `json:"interpretation_exact_rate"`
	PanelRate    float64 `json:"panel_exact_rate"`
	ExactRate    float64 `json:"exact_row_rate"`
	MetadataRate float64 `json:"metadata_exact_rate"`
	MedianPageMs float64 `json:"median_ms_per_page"`
	Counts
}

// Report is the result of Evaluate.
type Report struct {
	Dir           string      `json:"dir"`
	ParserVersion string      `json:"parser_version"`
	Kinds         []KindScore `json:"kinds"`
	Docs          []DocScore  `json:"documents"`
}

// Kind returns the score of one kind (zero value when the corpus has none).
func (r *Report) Kind(kind string) KindScore {
	for _, k := range r.Kinds {
		if k.Kind == kind {
			return k
		}
	}
	return KindScore{Kind: kind}
}

// Check returns one message per kind whose exact-row rate is below its
// minimum in min (kinds absent from the corpus are reported too).
func (r *Report) Check(min map[string]float64) []string {
	var missed []string
	kinds := make([]string, 0, len(min))
	for k := range min {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		k := r.Kind(kind)
		switch {
		case k.Docs == 0:
			missed = append(missed, fmt.Sprintf("%s: no documents in the corpus", kind))
		case k.ExactRate < min[kind]:
			missed = append(missed, fmt.Sprintf("%s: exact-row rate %.1f%% is below the target %.1f%%", kind, 100*k.ExactRate, 100*min[kind]))
		}
	}
	return missed
}

// Evaluate parses every corpus document of dir that has a truth file and
// scores the output against it. Documents run concurrently, one per OCR
// client. A document that fails to parse scores zero rows; Evaluate itself
// fails only when the corpus cannot be read or ctx ends.
func Evaluate(ctx context.Context, p *parser.Parser, dir string) (*Report, error) {
	docs, err := LoadCorpus(dir)
	if err != nil {
		return nil, err
	}
	return EvaluateDocs(ctx, p, dir, docs)
}

// EvaluateDocs is Evaluate on some documents of the corpus in dir.
func EvaluateDocs(ctx context.Context, p *parser.Parser, dir string, docs []CorpusDoc) (*Report, error) {
	workers := 1
	if p.OCR != nil && p.OCR.Size() > 1 {
		workers = p.OCR.Size()
	}
	scores := make([]DocScore, len(docs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				scores[i] = evalDocument(ctx, p, docs[i])
			}
		}()
	}
	for i := range docs {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return newEvalReport(dir, scores), nil
}

func evalDocument(ctx context.Context, p *parser.Parser, d CorpusDoc) DocScore {
	s := DocScore{Name: d.Name, Kind: d.Truth.Kind, Layout: d.Truth.Layout, Pages: d.Truth.Pages}
	var inputs []parser.Input
	for _, path := range d.Paths {
		data, err := os.ReadFile(path)
		if err != nil {
			s.Error = err.Error()
			s.Counts = Score(&d.Truth, nil, nil)
			return s
		}
		inputs = append(inputs, parser.Input{Name: filepath.Base(path), Data: data})
	}
	start := time.Now()
	out, err := p.Parse(ctx, inputs)
	s.Elapsed = time.Since(start)
	if err != nil {
		s.Error = err.Error()
		var f *parser.Failure
		if errors.As(err, &f) {
			s.Error = f.Error()
		}
		out = nil
	}
	s.Output = out
	s.Counts = Score(&d.Truth, out, &s.Diffs)
	return s
}

func newEvalReport(dir string, scores []DocScore) *Report {
	r := &Report{Dir: dir, ParserVersion: parser.Version, Docs: scores}
	byKind := map[string]*KindScore{}
	perPage := map[string][]float64{}
	for _, s := range scores {
		k := byKind[s.Kind]
		if k == nil {
			k = &KindScore{Kind: s.Kind}
			byKind[s.Kind] = k
		}
		k.Docs++
		k.Pages += s.Pages
		if s.Error != "" {
			k.Failed++
		}
		k.add(s.Counts)
		if s.Error == "" {
			perPage[s.Kind] = append(perPage[s.Kind], float64(s.Elapsed.Microseconds())/1000/float64(max(s.Pages, 1)))
		}
	}
	order := map[string]int{KindTextPDF: 0, KindScan: 1, KindPhoto: 2}
	for _, k := range byKind {
		k.Recall = evalRatio(k.Matched, k.TruthRows)
		k.Precision = evalRatio(k.Matched, k.PredRows)
		k.ValueRate = evalRatio(k.ValueExact, k.Matched)
		k.UnitRate = evalRatio(k.UnitExact, k.Matched)
		k.RangeRate = evalRatio(k.RangeExact, k.Matched)
		k.InterpRate = evalRatio(k.InterpExact, k.Matched)
		k.PanelRate = evalRatio(k.PanelExact, k.Matched)
		k.ExactRate = evalRatio(k.ExactRows, k.TruthRows)
		k.MetadataRate = evalRatio(k.MetaExact, k.MetaFields)
		k.MedianPageMs = evalMedian(perPage[k.Kind])
		r.Kinds = append(r.Kinds, *k)
	}
	sort.Slice(r.Kinds, func(i, j int) bool {
		oi, iok := order[r.Kinds[i].Kind]
		oj, jok := order[r.Kinds[j].Kind]
		if iok != jok {
			return iok
		}
		if oi != oj {
			return oi < oj
		}
		return r.Kinds[i].Kind < r.Kinds[j].Kind
	})
	return r
}

func evalRatio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func evalMedian(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// Score compares a parse output (nil when parsing failed) with the truth.
// Rows are matched by normalised test name, in page order, then by a close
// name for rows left over (OCR misspellings); a row matched only by a close
// name is never exact. When diffs is not nil, every miss is appended to it.
func Score(t *Truth, got *assay.ParsedLabReport, diffs *[]RowDiff) Counts {
	c := Counts{TruthRows: len(t.Results)}
	c.MetaFields, c.MetaExact = evalScoreMetadata(t.Metadata, got, diffs)
	if got == nil {
		for _, w := range t.Results {
			if diffs != nil {
				*diffs = append(*diffs, RowDiff{TestName: w.TestName, Missing: true})
			}
		}
		return c
	}
	c.PredRows = len(got.Results)
	match := evalMatchRows(t.Results, got.Results)
	for i, w := range t.Results {
		j := match[i].index
		if j < 0 {
			if diffs != nil {
				*diffs = append(*diffs, RowDiff{TestName: w.TestName, Missing: true})
			}
			continue
		}
		g := got.Results[j]
		c.Matched++
		var bad []string
		nameOK := match[i].exact
		if nameOK {
			c.NameExact++
		} else {
			bad = append(bad, "name")
		}
		valueOK := SameValueOn(w.Value, g.Value, t.DecimalComma)
		if valueOK {
			c.ValueExact++
		} else {
			bad = append(bad, "value")
		}
		unitOK := SameUnit(evalStr(w.Units), evalStr(g.Units))
		if unitOK {
			c.UnitExact++
		} else {
			bad = append(bad, "unit")
		}
		rangeOK := evalSameBound(w.Min, g.MinReferenceRange) && evalSameBound(w.Max, g.MaxReferenceRange)
		if rangeOK {
			c.RangeExact++
		} else {
			bad = append(bad, "range")
		}
		if w.Interpretation == evalStr(g.Interpretation) {
			c.InterpExact++
		} else {
			bad = append(bad, "interpretation")
		}
		// panels are informative, not part of an exact row
		if strings.EqualFold(strings.TrimSpace(evalStr(w.Panel)), strings.TrimSpace(evalStr(g.SourcePanelName))) {
			c.PanelExact++
		}
		if nameOK && valueOK && unitOK && rangeOK {
			c.ExactRows++
		}
		if len(bad) > 0 && diffs != nil {
			d := RowDiff{TestName: w.TestName, Fields: bad,
				Want: evalDescribeRow(w.Value, w.Units, w.Min, w.Max, w.Interpretation),
				Got:  evalDescribeRow(g.Value, g.Units, g.MinReferenceRange, g.MaxReferenceRange, evalStr(g.Interpretation))}
			if !nameOK {
				d.GotName = g.TestName
			}
			*diffs = append(*diffs, d)
		}
	}
	return c
}

func evalDescribeRow(value string, unit *string, lo, hi *float64, interp string) string {
	b := func(f *float64) string {
		if f == nil {
			return "-"
		}
		return strconv.FormatFloat(*f, 'g', -1, 64)
	}
	return fmt.Sprintf("%q %q [%s, %s] %s", value, evalStr(unit), b(lo), b(hi), interp)
}

func evalStr(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

type evalRowMatch struct {
	index int // into the predicted rows, -1 when none
	exact bool
}

// evalMatchRows pairs truth rows with predicted rows: first equal normalised
// names, preferring the next predicted row after the previous match (page
// order), then close names (similarity >= 0.8) for what is left.
func evalMatchRows(want []TruthRow, got []assay.LabReportResult) []evalRowMatch {
	out := make([]evalRowMatch, len(want))
	used := make([]bool, len(got))
	gotNames := make([]string, len(got))
	for j, g := range got {
		gotNames[j] = NormalizeTestName(g.TestName)
	}
	last := -1
	for i, w := range want {
		out[i] = evalRowMatch{index: -1}
		name := NormalizeTestName(w.TestName)
		best := -1
		for j := range got {
			if used[j] || gotNames[j] != name {
				continue
			}
			if best < 0 || (best < last && j > last) {
				best = j
			}
			if j > last {
				break
			}
		}
		if best >= 0 {
			out[i] = evalRowMatch{index: best, exact: true}
			used[best] = true
			last = best
		}
	}
	for i, w := range want {
		if out[i].index >= 0 {
			continue
		}
		name := NormalizeTestName(w.TestName)
		best, bestSim := -1, 0.8
		for j := range got {
			if used[j] {
				continue
			}
			if s := evalSimilarity(name, gotNames[j]); s >= bestSim {
				best, bestSim = j, s
			}
		}
		if best >= 0 {
			out[i] = evalRowMatch{index: best}
			used[best] = true
		}
	}
	return out
}

// NormalizeTestName lower-cases a test name and keeps letters and digits,
// single-spaced, so "Glucose, Fasting" and "GLUCOSE FASTING" compare equal.
func NormalizeTestName(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		} else {
			space = true
		}
	}
	return b.String()
}

// evalSimilarity is 1 - edit distance / longer length.
func evalSimilarity(a, b string) float64 {
	ra, rb := []rune(a), []rune(b)
	if len(ra) == 0 && len(rb) == 0 {
		return 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return 1 - float64(prev[len(rb)])/float64(max(len(ra), len(rb)))
}

// SameValueOn compares printed values of a report: case and spacing are
// ignored, and numbers compare by value, so "7,500" equals "7500" and
// "1,42,000" equals "142000"; on a decimal-comma report "5,4" equals "5.4"
// and "2,190" is 2.19. A comparator ("<", ">=") must match.
func SameValueOn(want, got string, decimalComma bool) bool {
	return evalCanonValue(want, decimalComma) == evalCanonValue(got, decimalComma)
}

// SameValue is SameValueOn when the report's decimal mark is unknown: the
// values are equal under either convention.
func SameValue(want, got string) bool {
	return SameValueOn(want, got, false) || SameValueOn(want, got, true)
}

var raisedDecimalRE = regexp.MustCompile(`(\d)·(\d)`)

func evalCanonValue(s string, decimalComma bool) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), ""))
	s = strings.NewReplacer("≤", "<=", "≥", ">=", "−", "-", "–", "-").Replace(s)
	// a raised dot between digits is a decimal point ("11·8")
	s = raisedDecimalRE.ReplaceAllString(s, "$1.$2")
	prefix := ""
	for _, p := range []string{"<=", ">=", "<", ">"} {
		if strings.HasPrefix(s, p) {
			prefix, s = p, s[len(p):]
			break
		}
	}
	num := s
	if decimalComma && strings.Contains(num, ",") {
		num = strings.Replace(strings.ReplaceAll(num, ".", ""), ",", ".", 1)
	}
	if f, ok := evalParseNumber(num); ok {
		return prefix + strconv.FormatFloat(f, 'f', -1, 64)
	}
	return prefix + strings.ReplaceAll(s, "-", "")
}

// evalParseNumber reads 5.4, 5,4, 7,500, 7.500,25, 1,42,000.
func evalParseNumber(s string) (float64, bool) {
	if s == "" {
		return 0, false
	}
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r == '.' || r == ',' || r == '-' || r == '+') {
			return 0, false
		}
	}
	dot, comma := strings.LastIndex(s, "."), strings.LastIndex(s, ",")
	switch {
	case dot >= 0 && comma >= 0:
		if dot > comma {
			s = strings.ReplaceAll(s, ",", "")
		} else {
			s = strings.ReplaceAll(s, ".", "")
			s = strings.Replace(s, ",", ".", 1)
		}
	case comma >= 0:
		if evalGroupedThousands(s) {
			s = strings.ReplaceAll(s, ",", "")
		} else {
			s = strings.Replace(s, ",", ".", 1)
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

// evalGroupedThousands reports whether every comma group is a thousands (or
// Indian lakh) group: 7,500 / 12,345,678 / 1,42,000.
func evalGroupedThousands(s string) bool {
	parts := strings.Split(strings.TrimLeft(s, "+-"), ",")
	if len(parts) < 2 || len(parts[0]) == 0 || len(parts[0]) > 3 || len(parts[len(parts)-1]) != 3 {
		return false
	}
	for _, p := range parts[1 : len(parts)-1] {
		if len(p) != 2 && len(p) != 3 {
			return false
		}
	}
	return true
}

// SameUnit compares units ignoring case, spaces, and µ/μ vs u, ² vs 2, and
// how a power of ten is written (x10^9, ×10⁹, 10*9, 10^9).
func SameUnit(want, got string) bool {
	canon := func(s string) string {
		s = strings.ToLower(strings.Join(strings.Fields(s), ""))
		s = strings.NewReplacer("µ", "u", "μ", "u", "²", "2", "³", "3", "⁶", "6", "⁹", "9", "¹²", "12",
			"×", "x", "10^", "10", "10*", "10").Replace(s)
		return strings.TrimPrefix(s, "x") // "x10^12/L" is "10^12/L"
	}
	return canon(want) == canon(got)
}

func evalSameBound(a, b *float64) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return math.Abs(*a-*b) <= 1e-6*math.Max(1, math.Abs(*a))
}

func evalScoreMetadata(want assay.ResultMetadata, got *assay.ParsedLabReport, diffs *[]RowDiff) (fields, exact int) {
	var g assay.ResultMetadata
	if got != nil {
		g = got.Metadata
	}
	// optional string fields: empty is absent
	gender := func(s string) *string {
		if s == "" {
			return nil
		}
		return &s
	}
	fieldsOf := []struct {
		name      string
		want, got *string
	}{
		{"patient_first_name", want.PatientFirstName, g.PatientFirstName},
		{"patient_last_name", want.PatientLastName, g.PatientLastName},
		{"dob", want.DOB, g.DOB},
		{"gender", gender(want.Gender), gender(g.Gender)},
		{"language", gender(want.Language), gender(g.Language)},
		{"lab_name", want.LabName, g.LabName},
		{"date_collected", want.DateCollected, g.DateCollected},
		{"date_reported", want.DateReported, g.DateReported},
		{"specimen_number", want.SpecimenNumber, g.SpecimenNumber},
	}
	for _, f := range fieldsOf {
		if f.want == nil {
			continue
		}
		fields++
		if f.got != nil && strings.EqualFold(strings.TrimSpace(*f.want), strings.TrimSpace(*f.got)) {
			exact++
		} else if diffs != nil && got != nil {
			*diffs = append(*diffs, RowDiff{TestName: "metadata." + f.name, Fields: []string{"metadata"},
				Want: fmt.Sprintf("%q", *f.want), Got: fmt.Sprintf("%q", evalStr(f.got))})
		}
	}
	return fields, exact
}

// Write prints the report as text: one line per kind, then one per document.
func (r *Report) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	pct := func(f float64) string { return fmt.Sprintf("%.1f%%", 100*f) }
	fmt.Fprintf(tw, "Assay parser %s on %s: %d documents\n\n", r.ParserVersion, r.Dir, len(r.Docs))
	fmt.Fprintln(tw, "kind\tdocs\tfailed\ttruth rows\trecall\tprecision\tvalue\tunit\trange\tinterp\tpanel\texact rows\tmetadata\tmedian ms/page\t")
	for _, k := range r.Kinds {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%.1f\t\n",
			k.Kind, k.Docs, k.Failed, k.TruthRows, pct(k.Recall), pct(k.Precision), pct(k.ValueRate),
			pct(k.UnitRate), pct(k.RangeRate), pct(k.InterpRate), pct(k.PanelRate), pct(k.ExactRate), pct(k.MetadataRate), k.MedianPageMs)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(tw)
	fmt.Fprintln(tw, "document\tkind\tpages\ttruth rows\tfound\tpredicted\texact rows\texact\tms\terror\t")
	for _, d := range r.Docs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%d\t%d\t%d\t%s\t%d\t%s\t\n", d.Name, d.Kind, d.Pages, d.TruthRows, d.Matched,
			d.PredRows, d.ExactRows, pct(d.ExactRate()), d.Elapsed.Milliseconds(), d.Error)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(tw, "\nrates: recall = matched/truth rows, precision = matched/predicted rows; value, unit, range, interp and")
	fmt.Fprintln(tw, "panel are exact shares of matched rows; exact rows = name, value, unit and range all exact / truth rows;")
	fmt.Fprintln(tw, "metadata = exact metadata fields / printed metadata fields.")
	return tw.Flush()
}

// WriteDiffs prints, per document, the truth rows that were missed or not
// exact. It prints result values: use it on synthetic corpora only.
func (r *Report) WriteDiffs(w io.Writer) error {
	for _, d := range r.Docs {
		if len(d.Diffs) == 0 {
			continue
		}
		if _, err := fmt.Fprintf(w, "== %s (%s)\n", d.Name, d.Kind); err != nil {
			return err
		}
		for _, x := range d.Diffs {
			switch {
			case x.Missing:
				fmt.Fprintf(w, "  missing  %s\n", x.TestName)
			default:
				name := ""
				if x.GotName != "" {
					name = fmt.Sprintf(" (got name %q)", x.GotName)
				}
				fmt.Fprintf(w, "  %-8s %s%s\n           want %s\n           got  %s\n", strings.Join(x.Fields, ","), x.TestName, name, x.Want, x.Got)
			}
		}
	}
	return nil
}
