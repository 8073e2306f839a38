package parser

import (
	"strings"
	"testing"
)

// TestAccentedWordsAreNotEnglish reads a short French page that OCR in
// English left with a few words English shares once folded ("Négative",
// "Cholestérol"): a word printed with an accent is no English word.
func TestAccentedWordsAreNotEnglish(t *testing.T) {
	var ws []word
	for _, s := range strings.Fields("LABORATOIRE DE LA Riviera Patient Dossier le le RESULTS Hémoglobine de Négative Négative " +
		"Glycémie Créatinine total Cholestérol DE") {
		ws = append(ws, word{text: s})
	}
	lang, f := detectLanguage(&document{pages: []*page{{words: ws}}})
	if f != nil || lang != "fr" {
		t.Errorf("detectLanguage = %q, %v; want fr", lang, f)
	}
}

// TestValueOffItsLabelsBaseline reads values filled into a form (typed into
// a field or written by hand) whose baseline sits 4 pt under the printed
// name's, and a unit and range printed on the name's: each is one row.
func TestValueOffItsLabelsBaseline(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printHeader(text)
	rows := [][]string{{"Leukocytes", "6800", "/mm3", "5000 - 10000"}, {"Hemoglobin", "10.8", "g/dL", "12 - 16"},
		{"Eosinophils", "6", "%", "1 - 4"}, {"Creatinine", "0.9", "mg/dL", "0.6 - 1.2"}}
	for i, r := range rows {
		y := 112 + float64(i)*14
		text(40, y, 9, r[0])
		text(222, y+4, 9, r[1])
		text(300, y, 9, r[2])
		text(380, y, 9, r[3])
	}
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Leukocytes|6800|/mm3|5000-10000|", "Hemoglobin|10.8|g/dL|12-16|",
		"Eosinophils|6|%|1-4|", "Creatinine|0.9|mg/dL|0.6-1.2|"})
}

// TestResultWithheldIsARow keeps a row whose result cell says why there is
// no result (the sample was haemolysed), with its unit and range: the lab
// answered for that test.
func TestResultWithheldIsARow(t *testing.T) {
	pdf, text := placedPDF()
	text(40, 60, 9, "Patient: Sample, Jane    Collected: 01/10/2026")
	printHeader(text)
	printRows(text, 112, 16, 0, [][]string{{"Sodium", "", "139", "mmol/L", "136 - 145"}, {"Potassium", "", "Haemolysed", "mmol/L", "3.5 - 5.1"},
		{"Chloride", "", "101", "mmol/L", "98 - 107"}, {"LDH", "", "Not done", "U/L", "125 - 220"}})
	checkRows(t, rowsOf(t, output(t, pdf)), []string{"Sodium|139|mmol/L|136-145|", "Potassium|Haemolysed|mmol/L|3.5-5.1|",
		"Chloride|101|mmol/L|98-107|", "LDH|Not done|U/L|125-220|"})
}

// TestPowerOfTenWithoutSign mends a count unit printed 10^9/L, with no
// multiplication sign, whose caret OCR read as a 4.
func TestPowerOfTenWithoutSign(t *testing.T) {
	for read, want := range map[string]string{"1049/L": "10^9/L", "10^12/L": "10^12/L"} {
		if got := fixOCRUnitIn(read, "pt"); got != want {
			t.Errorf("fixOCRUnitIn(%q) = %q, want %q", read, got, want)
		}
	}
}

// TestAbbreviatedDegree reads a finding graded by an abbreviated word, as a
// narrow result cell prints it ("Lig. turbio", ligeramente turbio).
func TestAbbreviatedDegree(t *testing.T) {
	for _, s := range []string{"Lig. turbio", "Lev. turvo", "Sl. cloudy"} {
		if !isQualitative(s) {
			t.Errorf("isQualitative(%q) = false, want true", s)
		}
	}
}

// TestSpecksBetweenColumnsDropped reads rows of a faded print whose specks
// between the name and the result OCR read as unsure marks ("i", ";"): they
// are no part of the name, and the row reads. A mark read sure of itself,
// or one beside other words, stays.
func TestSpecksBetweenColumnsDropped(t *testing.T) {
	got := ocrTable(t, "it", false, []string{
		"Analisi@20 Risultato@400 Unità@550 Valori@700 di@770 riferimento@800",
		"Sodio@20 i@200 ;@300 141@400 mmol/l@550 136-145@700",
		"Potassio@20 ‘’»@250 4.4@400 mmol/l@550 3.5-5.1@700",
		"Calcio@20 2.31@400 mmol/l@550 2.10-2.55@700",
	}, func(pg *page) {
		for i := range pg.words {
			switch pg.words[i].text {
			case "i", ";", "‘’»":
				pg.words[i].conf = 0.4
			}
		}
	})
	checkRows(t, got, []string{"Sodio|141|mmol/l|136-145", "Potassio|4.4|mmol/l|3.5-5.1", "Calcio|2.31|mmol/l|2.10-2.55"})
}
