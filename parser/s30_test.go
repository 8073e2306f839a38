package parser

import (
	"strconv"
	"strings"
	"testing"
)

// boxedPage is an OCR page of lines of "text@x0-x1" words, each line 50
// pixels below the last and 40 high, as Tesseract boxes a 300-dpi page.
func boxedPage(lines []string) *page {
	pg := &page{ocr: true, width: 2850, height: 3300, lang: "en"}
	for li, spec := range lines {
		y := float64(100 + 50*li)
		for _, tok := range strings.Fields(spec) {
			i := strings.LastIndex(tok, "@")
			x0s, x1s, _ := strings.Cut(tok[i+1:], "-")
			x0, _ := strconv.ParseFloat(x0s, 64)
			x1, _ := strconv.ParseFloat(x1s, 64)
			pg.words = append(pg.words, word{text: tok[:i], x0: x0, x1: x1, y0: y, y1: y + 40, size: 40, conf: 0.9, group: li + 1})
		}
	}
	return pg
}

// TestHeaderWithGarbledNameLabelAndMarkedLabels reads a fan-fold scan's
// header whose name label OCR garbled ("vest" for TEST) beside a punched
// hole read as "O", whose result label it boxed from a rule's start
// (`"RESULT`) and whose range label it read after the rule's marks: the
// cells left of the first label are the name column, the hole's specks in
// the margin are no part of a name, and a long name's last word stays in it.
func TestHeaderWithGarbledNameLabelAndMarkedLabels(t *testing.T) {
	header := "O@69-116 vest@236-372 =@513-556 =@599-649 \"RESULT@862-1289 UNITS.@1414-1608 ==S=S”*SCWREFERENCE@1769-2104 RANGE@2134-2278 FLAG.@2397-2534 CO@2770-2814"
	rows := []string{
		"Oo@57-101 Total@305-437 Cholesterol@479-785 6.24@1119-1227 [mmol/L]@1475-1690 0.00@1846-1960 -@1998-2020 5.20@2051-2160 H@2399-2425",
		"Triglycerides@305-640 1.96@1122-1227 mmol/L@1474-1650 0.00@1845-1960 -@1998-2020 1.70@2053-2160 H@2398-2425",
		"O@69-116 HbA1c@303-430 7.6@1121-1200 %@1474-1500 4.0@1846-1925 -@1968-1990 6.0@2020-2100 H@2398-2425",
	}
	got := draftRows(false, boxedPage(append([]string{header}, rows...)))
	want := []string{
		"Total Cholesterol|6.24|[mmol/L]|0.00 - 5.20",
		"Triglycerides|1.96|mmol/L|0.00 - 1.70",
		"HbA1c|7.6|%|4.0 - 6.0",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLabelAfterRuleMarks reads a capitals label after a rule's marks OCR
// glued before it, and only after marks.
func TestLabelAfterRuleMarks(t *testing.T) {
	for in, want := range map[string]colKind{
		"==S=S”*SCWREFERENCE RANGE": colRange,
		"——RESULT":                  colResult,
		"SCWREFERENCE RANGE":        colOther, // letters without a rule
		"==ABCDREFERENCE RANGE":     colOther, // more letters than a rule's end reads as
	} {
		if got, _ := ocrHeaderKind(in); got != want {
			t.Errorf("%q: %v, want %v", in, got, want)
		}
	}
}

// TestZeroReadAsLookAlike reads a range whose lower bound OCR read with a
// 6 or a sign for the zero ("6.00 - 5.20", "§.00-- 1.70"), and a value read
// with an 8 for its zero when its low flag says it is below the bound it
// reads above; a value whose flag agrees with it stays.
func TestZeroReadAsLookAlike(t *testing.T) {
	lines := []string{
		"Test@100-200 Result@700-850 Units@1000-1150 Reference@1300-1550 Range@1580-1720 Flag@1900-2000",
		"Cholesterol@100-400 6.24@700-800 mmol/L@1000-1170 6.00@1300-1400 -@1420-1440 5.20@1460-1560 H@1900-1925",
		"Triglycerides@100-440 1.96@700-800 mmol/L@1000-1170 §.00--@1300-1440 1.70@1460-1560 H@1900-1925",
		"HDL@100-200 Cholesterol@220-520 8.96@700-800 mmol/L@1000-1170 >@1300-1320 1.04@1340-1440 L@1900-1925",
		"Albumin@100-300 8.96@700-800 g/L@1000-1100 >@1300-1320 1.04@1340-1440 H@1900-1925",
	}
	got := map[string]string{}
	for _, r := range builtResults(boxedPage(lines), false) {
		got[r.TestName] = r.Value + " " + bounds(r)
	}
	for name, want := range map[string]string{
		"Cholesterol":     "6.24 0..5.2",
		"Triglycerides":   "1.96 0..1.7",
		"HDL Cholesterol": "0.96 1.04..-",
		"Albumin":         "8.96 1.04..-",
	} {
		if got[name] != want {
			t.Errorf("%s: %q, want %q", name, got[name], want)
		}
	}
}

// TestNumberSignEndsACountsName reads a row whose name ends in a number
// sign, an absolute count's ("Neutrophils #"), where there is no header to
// read it by; a number sign after an identifier's label, or inside a name,
// still makes no row.
func TestNumberSignEndsACountsName(t *testing.T) {
	pg := boxedPage([]string{
		"Neutrophils@171-380 #@402-422 8.26@714-788 [x10*9/L]@952-1113 2.60@1199-1273 -@1299-1308 7.50@1335-1408 H@1567-1583",
		"Lymphocytes@171-380 %@402-422 28.4@714-788 %@952-980 20.0@1199-1273 -@1299-1308 45.0@1335-1408",
		"Sample@171-300 #@320-340 2605@714-800 mL@952-990 1@1199-1220 -@1299-1308 2@1335-1350",
	})
	pg.width = 1900
	got := strings.Join(draftRows(false, pg), "\n")
	want := "Neutrophils #|8.26|[x10*9/L]|2.60 - 7.50 H\nLymphocytes %|28.4|%|20.0 - 45.0"
	if got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
	// the sign stays in the name of a count, not of a share
	rs := builtResults(pg, false)
	if len(rs) != 2 || rs[0].TestName != "Neutrophils #" || rs[1].TestName != "Lymphocytes %" {
		t.Errorf("names: %+v", rs)
	}
	if got := countSign("Glucose#", "Glucose", "mg/dL", "en"); got != "Glucose" {
		t.Errorf("a mark after a test in mg/dL read as %q", got)
	}
	for n, want := range map[string]bool{"Neutrophils #": false, "NEUT#": false, "Lab #": true, "Patient #": true, "Lot # 12": true, "#": true} {
		if numberSign(n) != want {
			t.Errorf("numberSign(%q) = %v, want %v", n, !want, want)
		}
	}
}
