package parser

import (
	"slices"
	"strings"
	"testing"

	"github.com/assayhq/assay"
)

// ocrPage lays out an OCR page from wordsAt specs, one line each, 40
// pixels apart.
func ocrPage(lang string, lines []string) *page {
	pg := &page{ocr: true, width: 1100, height: 1400, lang: lang}
	for i, spec := range lines {
		pg.words = append(pg.words, wordsAt(spec, float64(100+40*i))...)
	}
	return pg
}

// ocrTable lays out an ocrPage and returns its rows as
// "name|value|unit|range".
func ocrTable(t *testing.T, lang string, decimalComma bool, lines []string, edit func(pg *page)) []string {
	t.Helper()
	pg := ocrPage(lang, lines)
	if edit != nil {
		edit(pg)
	}
	return draftRows(decimalComma, pg)
}

// draftRows lays out pages as one document and returns its row drafts as
// "name|value|unit|range".
func draftRows(decimalComma bool, pages ...*page) []string {
	for _, pg := range pages {
		buildLines(pg)
	}
	var got []string
	for _, d := range findRows(&document{pages: pages}, nil, decimalComma) {
		got = append(got, strings.Join([]string{joinWords(d.name), joinWords(d.value), joinWords(d.unit), joinWords(d.rng)}, "|"))
	}
	return got
}

// builtResults lays out an OCR page and builds the results of its rows.
func builtResults(pg *page, decimalComma bool) []assay.LabReportResult {
	buildLines(pg)
	var out []assay.LabReportResult
	for _, d := range findRows(&document{pages: []*page{pg}}, nil, decimalComma) {
		if r, ok := buildResult(d, "", decimalComma); ok {
			out = append(out, r)
		}
	}
	return out
}

// TestHeaderBesideSidebarWithGarbledLabels reads a header that a sidebar's
// words share a line with (they do not count against it), that OCR read
// twice (a garbled reading over the name label is no column), and whose
// unit label OCR garbled ("PAD" for UNIDAD): the column's cells, units,
// say it is the unit column.
func TestHeaderBesideSidebarWithGarbledLabels(t *testing.T) {
	got := ocrTable(t, "es", true, []string{
		"Laboratorio@20 5@200 AAA@300 DETERMINACION@310 PAD@560 RESULTADO@680 7@790 VALORES@820 DE@900 REFERENCIA@930",
		"Sexo@20 Glicemia@310 mg/dL@560 92@680 70@820 -@850 110@870",
		"Femenino@20 Urea@310 mg/dL@560 27@680 15@820 -@850 45@870",
		"Creatinina@310 mg/dL@560 0,78@680 0,50@820 -@870 1,10@890",
		"Edad@20 Hematocrito@310 %@560 35,1@680 37,0@820 -@870 47,0@890",
	}, func(pg *page) {
		for i := range pg.words {
			if pg.words[i].text == "AAA" {
				pg.words[i].x1, pg.words[i].conf = 450, 0.5 // over DETERMINACION and the rule under it
			}
		}
	})
	checkRows(t, got, []string{"Glicemia|92|mg/dL|70 - 110", "Urea|27|mg/dL|15 - 45", "Creatinina|0,78|mg/dL|0,50 - 1,10",
		"Hematocrito|35,1|%|37,0 - 47,0"})
}

// TestRangeColumnByConsensus reads a table whose range label OCR garbled
// into two words ("Referenzbereich" as "Fleece beeches"): the cells under
// them read as ranges, so together they are the range column.
func TestRangeColumnByConsensus(t *testing.T) {
	got := ocrTable(t, "de", true, []string{
		"Untersuchung@20 Material@250 Ergebnis@450 Einheit@600 Fleece@750 beeches@830",
		"Natrium@20 Serum@250 139@450 mmol/l@600 136@750 -@790 145@810",
		"Kalium@20 Serum@250 4,3@450 mmol/l@600 3,5@750 -@790 5,1@810",
		"Kreatinin@20 Serum@250 0,82@450 mg/dl@600 0,50@750 -@800 0,90@820",
		"Triglyceride@20 Serum@250 118@450 mg/dl@600 <@750 150@770",
	}, nil)
	checkRows(t, got, []string{"Natrium|139|mmol/l|136 - 145", "Kalium|4,3|mmol/l|3,5 - 5,1", "Kreatinin|0,82|mg/dl|0,50 - 0,90",
		"Triglyceride|118|mg/dl|< 150"})
}

// TestDropOverlaid keeps one of two readings of the same print, and both of
// two words that read differently: one whose box Tesseract stretched over
// the other, or a garbled second reading (the header drops that one, see
// dropOverlaidCells).
func TestDropOverlaid(t *testing.T) {
	ws := []word{
		{text: "RESULTADO:", x0: 808, x1: 908, y0: 117, y1: 141, conf: 0.94},
		{text: "RESULTADO", x0: 796, x1: 905, y0: 115, y1: 150, conf: 0.74},
		{text: "UNIDAD", x0: 697, x1: 763, y0: 115, y1: 139, conf: 0.9},
		{text: "IMDAD", x0: 702, x1: 765, y0: 115, y1: 150, conf: 0.1},
		{text: "Fecha", x0: 78, x1: 210, y0: 352, y1: 366, conf: 0.85},
		{text: "nacimiento", x0: 142, x1: 210, y0: 352, y1: 366, conf: 0.63},
		{text: "RESULTADO", x0: 808, x1: 908, y0: 300, y1: 320, conf: 0.9}, // the same word on another line
	}
	var got []string
	for _, w := range dropOverlaid(ws) {
		got = append(got, w.text)
	}
	if want := "RESULTADO: UNIDAD IMDAD Fecha nacimiento RESULTADO"; strings.Join(got, " ") != want {
		t.Errorf("dropOverlaid = %q, want %q", strings.Join(got, " "), want)
	}
}

// TestResultColumnByConsensus reads a header whose result and range labels
// OCR garbled ("ESUITADO", "VALORESPERENEREICA") after a unit column: no
// label says where the values stand, the numbers under the garbled label
// do, and the ranges under the other one make it the range column.
func TestResultColumnByConsensus(t *testing.T) {
	pg := &page{ocr: true, width: 1100, height: 1400, lang: "es"}
	for i, spec := range []string{
		"DETERMINACION@40 UNIDAD@300 ESUITADO@420 VALORESPERENEREICA@560",
		"Hemoglobina@40 g/dL@300 11,4@420 12,0@560 -@610 16,0@630",
		"Glicemia@40 mg/dL@300 92@420 70@560 -@590 110@610",
		"Urea@40 mg/dL@300 27@420 15@560 -@590 45@610",
		"Creatinina@40 mg/dL@300 0,78@420 0,50@560 -@610 1,10@630",
	} {
		pg.words = append(pg.words, wordsAt(spec, float64(100+40*i))...)
	}
	buildLines(pg)
	ts := detectHeader(pg.lines[0], pg.width)
	if len(ts) != 1 {
		t.Fatalf("detectHeader = %d tables, want 1", len(ts))
	}
	kindsByConsensus(ts[0], pg.lines[1:], pg, true)
	var kinds []colKind
	for _, c := range ts[0].cols {
		kinds = append(kinds, c.kind)
	}
	if want := []colKind{colName, colUnit, colResult, colRange}; !slices.Equal(kinds, want) {
		t.Errorf("column kinds = %v, want %v", kinds, want)
	}
}
