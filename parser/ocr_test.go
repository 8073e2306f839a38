package parser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/otiai10/gosseract/v2"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/parser/imaging"
)

// sampleRows is the table most tests print.
var sampleRows = []pdfRow{
	{"CHEMISTRY"},
	{"Glucose", "105", "H", "mg/dL", "70-99"},
	{"Sodium", "140", "", "mmol/L", "136 - 145"},
	{"Potassium", "3.1", "L", "mmol/L", "3.5-5.1"},
	{"Creatinine", "0.91", "", "mg/dL", "0.70-1.30"},
	{"Cholesterol, Total", "187", "", "mg/dL", "<200"},
}

func samplePDF(t testing.TB) []byte {
	return makeTablePDF(t,
		[]string{"Patient Name: Sample, Jane    DOB: 03/15/1980    Sex: Female", "Collected: 01/10/2026    Reported: 01/11/2026"},
		[]string{"Test", "Result", "Flag", "Units", "Reference Interval"},
		[]float64{170, 80, 40, 70, 120}, sampleRows)
}

// renderPNG rasterises page 1 of a PDF with pdftoppm, as a scanner would.
func renderPNG(t testing.TB, pdfData []byte, dpi string) []byte {
	t.Helper()
	cmd := exec.Command("pdftoppm", "-r", dpi, "-png", "-gray", "-f", "1", "-l", "1", "-")
	cmd.Stdin = bytes.NewReader(pdfData)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftoppm (poppler-utils) is required: %v", err)
	}
	return out
}

// imagePDF wraps a PNG into a PDF page without a text layer.
func imagePDF(t testing.TB, pngData []byte) []byte {
	t.Helper()
	pdf := fpdf.New("P", "pt", "Letter", "")
	pdf.AddPage()
	pdf.RegisterImageOptionsReader("scan", fpdf.ImageOptions{ImageType: "PNG"}, bytes.NewReader(pngData))
	pdf.ImageOptions("scan", 0, 0, 612, 792, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func checkSampleRows(t *testing.T, rep *assay.ParsedLabReport, unit string, ocr bool) {
	t.Helper()
	want := []struct{ name, value, unit, interp string }{
		{"Glucose", "105", "mg/dL", "abnormal"}, {"Sodium", "140", "mmol/L", "normal"},
		{"Potassium", "3.1", "mmol/L", "abnormal"}, {"Creatinine", "0.91", "mg/dL", "normal"},
		{"Cholesterol, Total", "187", "mg/dL", "normal"},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("got %d results, want %d", len(rep.Results), len(want))
	}
	for i, w := range want {
		r := rep.Results[i]
		if r.TestName != w.name || r.Value != w.value || sDeref(r.Units) != w.unit || sDeref(r.Interpretation) != w.interp {
			t.Errorf("row %d = %q %q %q %q, want %+v", i, r.TestName, r.Value, sDeref(r.Units), sDeref(r.Interpretation), w)
		}
		if p := r.Provenance; p == nil || p.Unit != unit || p.OCR != ocr || p.Page != 1 || p.X1 <= p.X0 || p.Y1 <= p.Y0 {
			t.Errorf("row %d provenance = %+v", i, p)
		}
		if sDeref(r.SourcePanelName) != "CHEMISTRY" {
			t.Errorf("row %d panel = %q", i, sDeref(r.SourcePanelName))
		}
		if c := r.Confidence; c == nil || c.Value <= 0 || c.Value > 1 {
			t.Errorf("row %d confidence = %+v", i, c)
		}
	}
}

func TestParseScanPNG(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	rep, err := parseOne(t, &Parser{OCR: pool}, renderPNG(t, samplePDF(t), "300"))
	if err != nil {
		t.Fatal(err)
	}
	checkSampleRows(t, rep, "px", true)
}

func TestParseImageOnlyPDF(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	rep, err := parseOne(t, &Parser{OCR: pool}, imagePDF(t, renderPNG(t, samplePDF(t), "200")))
	if err != nil {
		t.Fatal(err)
	}
	// boxes on a PDF page are in points, whatever resolution OCR read it at
	checkSampleRows(t, rep, "pt", true)
}

// TestParseTurnedScan reads a page scanned a quarter turn (text running up
// the image): every row is read, with its box in the uploaded image, tall
// and narrow as the turned row is.
func TestParseTurnedScan(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	img, err := png.Decode(bytes.NewReader(renderPNG(t, samplePDF(t), "200")))
	if err != nil {
		t.Fatal(err)
	}
	turned := imaging.Turn(imaging.ToGray(img), false)
	var buf bytes.Buffer
	if err := png.Encode(&buf, turned); err != nil {
		t.Fatal(err)
	}
	rep, err := parseOne(t, &Parser{OCR: pool}, buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	checkSampleRows(t, rep, "px", true)
	w, h := float64(turned.Rect.Dx()), float64(turned.Rect.Dy())
	for _, r := range rep.Results {
		p := r.Provenance
		if p.X0 < 0 || p.X1 > w || p.Y0 < 0 || p.Y1 > h || p.Y1-p.Y0 < 3*(p.X1-p.X0) {
			t.Errorf("%s: box %+v is not a turned row inside the %gx%g image", r.TestName, p, w, h)
		}
	}
}

// TestParseTurnedPageAmongUpright reads a two-page scan whose second page
// was laid on the scanner a quarter turned: the upright page's rows keep
// the document from reading poorly as a whole, and the turned page is read
// turned all the same.
func TestParseTurnedPageAmongUpright(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	cbc := makeTablePDF(t, []string{"Patient Name: Sample, Jane    DOB: 03/15/1980"},
		[]string{"Test", "Result", "Flag", "Units", "Reference Interval"}, []float64{170, 80, 40, 70, 120},
		[]pdfRow{{"HEMATOLOGY"}, {"Hemoglobin", "13.2", "", "g/dL", "12.0-15.5"}, {"Hematocrit", "39.8", "", "%", "36.0-46.0"},
			{"Platelet Count", "251", "", "x10^3/uL", "150-400"}, {"MCV", "88.1", "", "fL", "80.0-100.0"},
			{"RDW", "13.1", "", "%", "11.5-14.5"}})
	img, err := png.Decode(bytes.NewReader(renderPNG(t, cbc, "200")))
	if err != nil {
		t.Fatal(err)
	}
	var turned bytes.Buffer
	if err := png.Encode(&turned, imaging.Turn(imaging.ToGray(img), true)); err != nil {
		t.Fatal(err)
	}
	pdf := fpdf.New("P", "pt", "Letter", "")
	for i, page := range [][]byte{renderPNG(t, samplePDF(t), "200"), turned.Bytes()} {
		w, h := 612.0, 792.0
		if i == 1 {
			w, h = h, w
		}
		pdf.AddPageFormat(map[bool]string{false: "P", true: "L"}[i == 1], fpdf.SizeType{Wd: 612, Ht: 792})
		name := fmt.Sprintf("scan%d", i)
		pdf.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: "PNG"}, bytes.NewReader(page))
		pdf.ImageOptions(name, 0, 0, w, h, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	rep, err := parseOne(t, &Parser{OCR: pool}, buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, r := range rep.Results {
		got[r.TestName+" "+r.Value] = r.Provenance.Page
	}
	for name, page := range map[string]int{"Glucose 105": 1, "Sodium 140": 1, "Hemoglobin 13.2": 2, "Platelet Count 251": 2, "RDW 13.1": 2} {
		if got[name] != page {
			t.Errorf("%s: page %d, want %d (read: %v)", name, got[name], page, got)
		}
	}
}

func TestParseTextPDFProvenance(t *testing.T) {
	rep, err := parseOne(t, &Parser{}, samplePDF(t))
	if err != nil {
		t.Fatal(err)
	}
	checkSampleRows(t, rep, "pt", false)
}

func TestParseFailures(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	p := &Parser{OCR: pool}
	good := samplePDF(t)
	pngData := renderPNG(t, good, "100")
	blank := image.NewGray(image.Rect(0, 0, 850, 1100))
	for i := range blank.Pix {
		blank.Pix[i] = 255
	}
	var blankPNG bytes.Buffer
	png.Encode(&blankPNG, blank)
	tests := []struct {
		name   string
		data   []byte
		reason string
	}{
		{"not a document", []byte("hello, this is plain text"), assay.FailureInvalidInput},
		{"empty", nil, assay.FailureInvalidInput},
		{"truncated PDF", good[:len(good)/3], assay.FailureInvalidInput},
		{"PDF header only", []byte("%PDF-1.4\n%%EOF"), assay.FailureInvalidInput},
		{"truncated PNG", pngData[:len(pngData)/2], assay.FailureInvalidInput},
		{"corrupt JPEG", []byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00garbage"), assay.FailureInvalidInput},
		{"blank page", blankPNG.Bytes(), assay.FailureLowQuality},
	}
	for _, tt := range tests {
		_, err := parseOne(t, p, tt.data)
		var f *Failure
		if !errors.As(err, &f) || f.Reason != tt.reason {
			t.Errorf("%s: err = %v, want failure %s", tt.name, err, tt.reason)
			continue
		}
	}
}

func TestParseHonoursCancellation(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := (&Parser{OCR: pool}).Parse(ctx, []Input{{Name: "a.pdf", Data: samplePDF(t)}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
}

func TestParseMultipleFiles(t *testing.T) {
	pdfData := samplePDF(t)
	rep, err := (&Parser{}).Parse(context.Background(), []Input{{Name: "a.pdf", Data: pdfData}, {Name: "b.pdf", Data: pdfData}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Results) != 10 || rep.Results[0].Provenance.File != 0 || rep.Results[9].Provenance.File != 1 {
		t.Fatalf("got %d results, files %d..%d", len(rep.Results), rep.Results[0].Provenance.File, rep.Results[len(rep.Results)-1].Provenance.File)
	}
}

// The pool gives every page a fresh Tesseract client, so a page reads the
// same whatever was read before it.
func TestOCRDeterministicAcrossPages(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	p := &Parser{OCR: pool}
	scan := renderPNG(t, samplePDF(t), "200")
	noisy := image.NewGray(image.Rect(0, 0, 600, 800))
	for i := range noisy.Pix {
		noisy.Pix[i] = uint8(200 + i%55)
	}
	noisy.Set(10, 10, color.Gray{0})
	var other bytes.Buffer
	png.Encode(&other, noisy)
	first, err := parseOne(t, p, scan)
	if err != nil {
		t.Fatal(err)
	}
	parseOne(t, p, other.Bytes())
	second, err := parseOne(t, p, scan)
	if err != nil {
		t.Fatal(err)
	}
	if len(first.Results) != len(second.Results) {
		t.Fatalf("results differ: %d then %d", len(first.Results), len(second.Results))
	}
	for i := range first.Results {
		if first.Results[i].Value != second.Results[i].Value || first.Results[i].TestName != second.Results[i].TestName {
			t.Errorf("row %d differs between runs", i)
		}
	}
}

var _ = time.Second

func TestDropRuleBrackets(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Globules blancs 3,42] B 10^3/µL", "Globules blancs 3,42 B 10^3/µL"},
		{"Glucose 104[ H mg/dL", "Glucose 104 H mg/dL"},
		{"Antigène HBs Négatif] [Négatif", "Antigène HBs Négatif Négatif"},
		{"ALAT 41) H U/L <35", "ALAT 41 H U/L <35"},
		{"MCV 92 fL (80 - 100)", "MCV 92 fL (80 - 100)"}, // a range printed in brackets
		{"Chloride 101 mmol/L [98 - 107]", "Chloride 101 mmol/L [98 - 107]"},
		{"ALT (GPT) 41 U/L", "ALT (GPT) 41 U/L"},
		{"Calcium (as CaCO3) 9.1", "Calcium (as CaCO3) 9.1"},
		{"Sodium 140 [H] mmol/L", "Sodium 140 [H] mmol/L"},
	} {
		var ws []word
		for _, f := range strings.Fields(tc.in) {
			ws = append(ws, word{text: f, group: 7})
		}
		dropRuleBrackets(ws)
		var got []string
		for _, w := range ws {
			got = append(got, w.text)
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("dropRuleBrackets(%q) = %q, want %q", tc.in, g, tc.want)
		}
	}
}

func TestCleanOCRWord(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"|", ""},
		{"‘|", ""},
		{"~—-", ""},
		{"=“", ""},
		{`"`, ""},
		{"|Colour", "Colour"},
		{"mmol/L|", "mmol/L"},
		{"|U/L", "IU/L"},
		{"H_", "H"},
		{"C02", "CO2"},
		{"pC02", "pCO2"},
		{"1.02", "1.02"},
		{"-", "-"},
		{"=", "="},
		{"—", "—"},
		{"13.0", "13.0"},
		{"[H]", "[H]"},
		{" 5.2 ", "5.2"},
	} {
		if got := cleanOCRWord(c.in); got != c.want {
			t.Errorf("cleanOCRWord(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestBoxToImage(t *testing.T) {
	// a sheet rotated by 90°: x' = H - y, y' = x
	to := func(x, y float64) (float64, float64) { return 100 - y, x }
	got := boxToImage(to, [4]float64{10, 20, 30, 25})
	want := [4]float64{75, 10, 80, 30}
	if got != want {
		t.Errorf("boxToImage = %v, want %v", got, want)
	}
}

// TestLabelScore prefers the reading of a header band with more column
// labels and less garble.
func TestLabelScore(t *testing.T) {
	good := labelScore(strings.Fields("Test IN RANGE OUT OF RANGE REFERENCE RANGE"))
	garbled := labelScore(strings.Fields("Test WN RANGE OUT OF RANGE REFERENCE RANGE Be"))
	if good <= garbled {
		t.Errorf("labelScore: clean header %d, garbled %d; want the clean one higher", good, garbled)
	}
}

// TestParseFaxPDF reads a grainy 100 dpi image-only PDF, as a fax arrives:
// its pixels are too few a stroke for Tesseract until they are enlarged.
func TestParseFaxPDF(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	img, err := png.Decode(bytes.NewReader(renderPNG(t, samplePDF(t), "100")))
	if err != nil {
		t.Fatal(err)
	}
	g := imaging.ToGray(img)
	// grain: a fixed pseudo-random speckle of light grey
	seed := uint32(1)
	for i := range g.Pix {
		seed = seed*1664525 + 1013904223
		if seed>>24 < 40 && g.Pix[i] > 200 {
			g.Pix[i] -= uint8(seed >> 26)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, g); err != nil {
		t.Fatal(err)
	}
	rep, err := parseOne(t, &Parser{OCR: pool}, imagePDF(t, buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	checkSampleRows(t, rep, "pt", true)
}

// Leptonica reads EncodeSpix's raster as the page it is: Tesseract's words
// on it are those on the same page as a PGM (odd widths included, whose
// lines end in a padded word).
func TestSpixReadsAsPGM(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(renderPNG(t, samplePDF(t), "150")))
	if err != nil {
		t.Fatal(err)
	}
	g := imaging.ToGray(img)
	w := g.Rect.Dx() - 1
	for w%4 == 0 {
		w--
	}
	odd := g.SubImage(image.Rect(1, 0, 1+w, g.Rect.Dy())).(*image.Gray) // shifted, and not a whole number of words wide
	for _, page := range []*image.Gray{g, odd} {
		read := func(data []byte) string {
			c := gosseract.NewClient()
			defer c.Close()
			if err := c.SetImageFromBytes(data); err != nil {
				t.Fatal(err)
			}
			c.SetVariable("user_defined_dpi", "150")
			boxes, err := c.GetBoundingBoxesVerbose()
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, w := range boxes {
				fmt.Fprintf(&b, "%s %v %.1f|", w.Word, w.Box, w.Confidence)
			}
			return b.String()
		}
		pgm, spix := read(imaging.EncodePGM(page)), read(imaging.EncodeSpix(page))
		if !strings.Contains(pgm, "Glucose") {
			t.Fatalf("the PGM page reads as %.200q", pgm)
		}
		if spix != pgm {
			t.Errorf("width %d: spix reads\n%.300s\nPGM reads\n%.300s", page.Rect.Dx(), spix, pgm)
		}
	}
}
