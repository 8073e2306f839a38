package main

import (
	"fmt"
	"regexp"
	"strings"
)

// Session 21 family: five layouts written blind in session 21. sg_lab,
// qc_lab, do_lab and ch_tic are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s21_held.go, which a tuner must not
// open.

// s21LeadRe finds a decimal written without its leading zero (".85",
// ".70-1.30", class 57).
var s21LeadRe = regexp.MustCompile(`(^|[^\d])\.(\d)`)

// s21Zero puts the leading zero back so the number can be read.
func s21Zero(s string) string { return s21LeadRe.ReplaceAllString(s, "${1}0.$2") }

// s21MaxWords and s21MinWords are bounds written in words (class 59): "up
// to 200" and "less than 5.0" are a maximum, "greater than 60" a minimum, in
// every language of the family.
var s21MaxWords = []string{"up to", "less than", "below", "jusqu'à", "jusqu’à", "inférieur à", "inférieure à",
	"hasta", "menor de", "menor que", "fino a", "inferiore a", "até", "inferior a", "<", "≤"}
var s21MinWords = []string{"greater than", "more than", "above", "supérieur à", "supérieure à", "mayor de",
	"mayor que", "superiore a", "superior a", "maior que", ">", "≥"}

// s21Bounds reads the bounds of a printed range: words or comparators
// before a single number, or two numbers; decimals without a leading zero
// and commas or dots grouping thousands are read as the builder reads them.
func s21Bounds(b *builder, rng string) (lo, hi float64) {
	r := s21Zero(rng)
	nums := numRe.FindAllString(r, -1)
	if len(nums) == 1 {
		v, _ := b.num(nums[0])
		t := strings.ToLower(r)
		for _, w := range s21MaxWords {
			if strings.Contains(t, w) {
				return none, v
			}
		}
		for _, w := range s21MinWords {
			if strings.Contains(t, w) {
				return v, none
			}
		}
		panic("s21: range without a bound word: " + rng)
	}
	return b.parseRange(r)
}

// s21n adds a numeric row as printed (".85", "7,500", "up to 200"); its
// bounds and interpretation come from the numbers a reader sees.
func s21n(b *builder, name, value, unit, rng string) *Row {
	lo, hi := s21Bounds(b, rng)
	r := b.nr(name, s21Zero(value), unit, rng, lo, hi)
	r.Value = value
	return r
}

// s21Titre adds a titre (class 63): the value is the printed ratio
// ("1:160"), type "ratio" as testdata/reports writes titres, no numeric
// bounds; abnormal says whether the titre is above the range.
func s21Titre(b *builder, name, value, rng string, abnormal bool) *Row {
	r := &Row{Name: name, Value: value, RangeText: rng, Lo: none, Hi: none, Type: "ratio", Interp: "normal"}
	if abnormal {
		r.Interp, r.Flag = "abnormal", b.high
	}
	b.cur.Rows = append(b.cur.Rows, r)
	return r
}

// s21Q adds a qualitative result printed beside a numeric range (class 63,
// "Non-reactive" against "< 1.00"): the bounds are the printed numbers, the
// interpretation follows the word.
func s21Q(b *builder, name, value, rng string, normal bool) *Row {
	r := b.q(name, value, rng, normal)
	r.Lo, r.Hi = s21Bounds(b, rng)
	return r
}

// s21Bi prints a bilingual name cell (class 61): the report-language name
// (the truth name) and the English name under it in small italics.
func (r *Row) s21Bi(en string) *Row {
	r.HTMLName = esc(r.Name) + `<div class="en">` + esc(en) + `</div>`
	return r
}

// s21Tables prints a page's sections; before every panel its heading row
// and the column headings again (class 62), then the rows, a note row under
// a row that has one (class 58).
func s21Tables(b *strings.Builder, secs []*Section, cols []col, title func(*Section) string) {
	b.WriteString(`<table class="rs">`)
	for _, s := range secs {
		fmt.Fprintf(b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), title(s))
		b.WriteString(headRow(cols))
		for _, r := range s.Rows {
			cls := "r"
			if abnormal(r) {
				cls += " ab"
			}
			b.WriteString(`<tr class="` + cls + `">`)
			for _, c := range cols {
				b.WriteString(td(c.class, c.cell(r)))
			}
			b.WriteString(`</tr>`)
			if r.Note != "" {
				fmt.Fprintf(b, `<tr class="note"><td></td><td colspan="%d">%s</td></tr>`, len(cols)-1, esc(r.Note))
			}
		}
	}
	b.WriteString(`</table>`)
}

func s21Title(s *Section) string { return esc(s.Title) }

// s21RangeUnit prints the range with the unit after it (class 60); a row
// without a unit prints the range alone.
func s21RangeUnit(r *Row) string {
	if r.Unit == "" {
		return esc(r.RangeText)
	}
	return esc(r.RangeText) + " " + esc(r.Unit)
}

// Singapore: private clinic-group laboratory (English), two pages. Test /
// Result / Flag / Units / Reference Interval; before every panel a dark
// panel bar and the column headings again (class 62); counts per µL in the
// US style with a comma grouping thousands ("7,500 /uL", "250,000 /uL",
// class 56); interpretive comment lines under the diabetes, renal and lipid
// rows and a method-change footnote, all with numbers and units (class 58);
// serology as S/CO indexes with the lab's word beside them, a titre and a
// qualitative result against a numeric range (class 63); H / L flags. Also
// scanned after the patient marked the abnormal values with a highlighter
// (class 64).
func sgLab() *Layout {
	words := map[string]string{"Hepatitis B Surface Antigen": "Non-reactive", "Anti-HCV": "Non-reactive",
		"Dengue NS1 Antigen": "Negative"}
	return &Layout{Name: "sg_lab", Country: "SG", Language: "en", Classes: []int{56, 58, 62, 63, 64}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9,
		Extra: []string{"highlight"}, Session: 21,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - FULL BLOOD COUNT", "FULL BLOOD COUNT")
			s21n(b, "Haemoglobin", "12.1", "g/dL", "13.0 - 17.0")
			s21n(b, "Red Blood Cells", "4.38", "x10^6/uL", "4.50 - 5.90")
			s21n(b, "Haematocrit", "37.2", "%", "40.0 - 52.0")
			s21n(b, "MCV", "84.9", "fL", "80.0 - 100.0")
			s21n(b, "MCH", "27.6", "pg", "27.0 - 33.0")
			s21n(b, "White Blood Cells", "7,500", "/uL", "4,000 - 10,000")
			s21n(b, "Neutrophils (Absolute)", "4,620", "/uL", "2,000 - 7,500")
			s21n(b, "Lymphocytes (Absolute)", "2,110", "/uL", "1,000 - 3,500")
			s21n(b, "Eosinophils (Absolute)", "640", "/uL", "40 - 440")
			s21n(b, "Platelets", "250,000", "/uL", "150,000 - 400,000")
			b.panel("CHEMISTRY - DIABETES SCREEN", "DIABETES SCREEN")
			s21n(b, "Glucose, Fasting", "6.4", "mmol/L", "3.9 - 6.0").
				note("Fasting glucose 6.1 - 6.9 mmol/L indicates impaired fasting glucose; 7.0 mmol/L or above is consistent with diabetes.")
			s21n(b, "HbA1c", "6.1", "%", "4.0 - 5.6").
				note("HbA1c 5.7 - 6.4 % indicates prediabetes; 6.5 % or above on two occasions is consistent with diabetes mellitus.")
			b.panel("CHEMISTRY - RENAL PANEL", "RENAL PANEL")
			s21n(b, "Urea", "5.2", "mmol/L", "2.8 - 8.1")
			s21n(b, "Creatinine", "104", "umol/L", "65 - 125")
			s21n(b, "eGFR (CKD-EPI)", "71", "mL/min/1.73m2", "> 60").
				note("eGFR < 60 mL/min/1.73m2 on two occasions at least 3 months apart suggests chronic kidney disease.")
			s21n(b, "Sodium", "139", "mmol/L", "135 - 145")
			s21n(b, "Potassium", "4.1", "mmol/L", "3.5 - 5.1")
			b.panel("CHEMISTRY - LIPID PANEL", "LIPID PANEL")
			s21n(b, "Total Cholesterol", "5.9", "mmol/L", "< 5.2")
			s21n(b, "HDL Cholesterol", "1.08", "mmol/L", "> 1.00")
			s21n(b, "LDL Cholesterol", "3.9", "mmol/L", "< 3.4").
				note("LDL-C target < 2.6 mmol/L for patients at high cardiovascular risk, < 1.8 mmol/L at very high risk.")
			s21n(b, "Triglycerides", "2.0", "mmol/L", "< 2.3")
			b.newPage("CHEMISTRY - LIVER PANEL", "LIVER PANEL")
			s21n(b, "Total Bilirubin", "14", "umol/L", "3 - 21")
			s21n(b, "ALT", "52", "U/L", "10 - 49")
			s21n(b, "AST", "31", "U/L", "< 34")
			s21n(b, "Alkaline Phosphatase", "78", "U/L", "45 - 129")
			s21n(b, "Gamma GT", "41", "U/L", "< 73")
			s21n(b, "Albumin", "44", "g/L", "35 - 50")
			b.panel("SEROLOGY - INFECTIOUS DISEASES", "INFECTIOUS DISEASES")
			s21n(b, "Hepatitis B Surface Antigen", "0.36", "S/CO", "< 1.00")
			s21n(b, "Hepatitis B Surface Antibody", ">1000", "mIU/mL", "> 10")
			s21n(b, "Anti-HCV", "0.08", "S/CO", "< 1.00")
			s21Q(b, "Syphilis Antibodies (CMIA)", "Non-reactive", "< 1.00", true)
			s21n(b, "Dengue NS1 Antigen", "0.12", "Index", "< 0.90")
			b.panel("IMMUNOLOGY", "IMMUNOLOGY")
			s21Titre(b, "ANA Titre (IIF, HEp-2)", "1:160", "< 1:80", true)
			s21n(b, "Rheumatoid Factor", "9", "IU/mL", "< 14")
			return b.report(Meta{First: "Wei Jie", Last: "Tan", DOB: "1971-09-18", Gender: "male",
				Lab: "Meranti Medical Laboratory", Collected: "2026-05-11", Reported: "2026-05-12", Specimen: "MML26-0511-3382"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			res := func(row *Row) string {
				v := valCell(row)
				if w := words[row.Name]; w != "" {
					v += ` <span class="wd">` + esc(w) + `</span>`
				}
				return v
			}
			cols := []col{{"Test", "c1", nameCell}, {"Result", "c2", res}, {"Flag", "c3", flagCell},
				{"Units", "c4", unitCell}, {"Reference Interval", "c5", rangeCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="lg"><div class="lf">M</div></td><td><div class="ln">MERANTI MEDICAL LABORATORY</div>` +
					`<div class="la">Blk 418 Bukit Merah View #02-27, Singapore 150418 · Tel 6418 2270 · MOH licence L/26/0418 · CAP-accredited</div></td>` +
					`<td class="rt">LABORATORY REPORT<br><span>FINAL</span></td></tr></table>` +
					`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>TAN WEI JIE</b></td><td class="k">NRIC</td><td class="v">S7141826J</td>` +
					`<td class="k">Lab No.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">DOB / Sex</td><td class="v">` + date(m.DOB, "") + ` / M</td><td class="k">Clinic</td><td class="v">Kampong Bahru Family Clinic</td>` +
					`<td class="k">Collected</td><td class="v">` + date(m.Collected, "") + ` 08:12</td></tr>` +
					`<tr><td class="k">Doctor</td><td class="v">Dr Lim Hui Min</td><td class="k">Received</td><td class="v">` + date(m.Collected, "") + ` 13:40</td>` +
					`<td class="k">Reported</td><td class="v">` + date(m.Reported, "") + ` 09:05</td></tr></table>` +
					fmt.Sprintf(`<div class="pgn">Page %d of %d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) { s21Tables(b, secs, cols, s21Title) }
			foot := `<div class="fn">* Method change: from 01/03/2026 creatinine is measured by an enzymatic method (Roche cobas c 503); ` +
				`results may be up to 8 umol/L lower than before. Reference interval 65 - 125 umol/L unchanged.</div>` +
				`<div class="fn">S/CO = signal to cut-off ratio. Index values below the cut-off are reported non-reactive / negative. ` +
				`ANA titres of 1:80 and below are seen in up to 10 % of healthy adults.</div>` +
				`<table class="sg"><tr><td>Verified by<br><b>Nur Aisyah Binte Rahman</b><br>Senior Medical Technologist</td>` +
				`<td>Authorised by<br><span class="sig">K. Chua</span><br><b>Dr Kenneth Chua Boon Hock</b><br>Consultant Pathologist</td></tr></table>` +
				`<div class="end">-- End of Report --</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continued on next page</div>`)
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#161616}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:2px solid #0b6e6e;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:15mm}` +
				`.lf{width:12mm;height:12mm;background:#0b6e6e;color:#fff;font:bold 15pt "Liberation Serif";text-align:center;line-height:12mm;border-radius:2mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0b6e6e;letter-spacing:0.5pt}.la{font-size:7pt;color:#555}` +
				`.rt{text-align:right;font-weight:bold;font-size:9pt}.rt span{color:#0b6e6e}` +
				`.pt{width:100%;border:0.6px solid #9bb;font-size:7.9pt}.pt td{padding:0.5mm 1.5mm}.pt .k{color:#0b6e6e;width:10%;white-space:nowrap}.pt .v{width:23%}` +
				`.pgn{text-align:right;font-size:7pt;color:#555;margin:0.6mm 0 1mm}` +
				`.rs{width:100%}.sec td{background:#0b6e6e;color:#fff;font-weight:bold;padding:0.8mm 1.5mm;font-size:8.4pt;letter-spacing:0.4pt}` +
				`.hd th{font-size:7.6pt;color:#0b6e6e;border-bottom:0.7px solid #0b6e6e;padding:0.5mm 1.5mm}` +
				`.r td{padding:0.55mm 1.5mm;border-bottom:0.3px solid #dde5e5}.c1{width:36%}.c2{width:19%}.c3{width:6%;text-align:center}` +
				`.c4{width:14%}.c5{width:25%}.wd{font-size:7.4pt;color:#333}` +
				`.note td{font-size:7.2pt;font-style:italic;color:#444;padding:0 1.5mm 0.9mm}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.4pt}.fn{margin-top:2.5mm;font-size:7.1pt;color:#333}` +
				`.sg{width:100%;margin-top:6mm;font-size:7.8pt}.sg td{width:50%;text-align:center;vertical-align:bottom}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d2f6b}.end{text-align:center;margin-top:4mm;font-size:7.4pt}`
			return page("A4", css, body)
		}}
}

// Quebec: hospital laboratory (French, bilingual), two pages. Every test
// name is printed in French with the English name under it in small
// italics in the same cell (class 61), section titles too; Analyse /
// Résultat / (flag) / Valeurs de référence and no unit column: the unit
// follows the range (`120 - 160 g/L`, class 60); bounds in words
// (`jusqu'à 6,0`, `inférieur à 5,2`, `supérieur à 60`, class 59); decimal
// commas; H / B flags; an ANA titre against `inférieur à 1:80` (class 63);
// ISO dates, RAMQ number; a 100 dpi fax.
func qcLab() *Layout {
	bi := func(r *Row, e string) { r.s21Bi(e) }
	return &Layout{Name: "qc_lab", Country: "CA", Language: "fr", Classes: []int{6, 8, 59, 60, 61, 63}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.2,
		LowRes: true, Session: 21,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B"}
			b.panel("HÉMATOLOGIE", "HÉMATOLOGIE")
			bi(s21n(b, "Hémoglobine", "118", "g/L", "120 - 160"), "Hemoglobin")
			bi(s21n(b, "Leucocytes", "6,4", "x10^9/L", "4,0 - 11,0"), "White blood cells")
			bi(s21n(b, "Érythrocytes", "4,02", "x10^12/L", "4,00 - 5,10"), "Red blood cells")
			bi(s21n(b, "Hématocrite", "0,36", "L/L", "0,36 - 0,46"), "Hematocrit")
			bi(s21n(b, "Volume globulaire moyen", "89", "fL", "80 - 100"), "Mean corpuscular volume")
			bi(s21n(b, "Plaquettes", "412", "x10^9/L", "150 - 400"), "Platelets")
			bi(s21n(b, "Neutrophiles", "3,9", "x10^9/L", "2,0 - 7,5"), "Neutrophils")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			bi(s21n(b, "Glucose à jeun", "6,3", "mmol/L", "3,6 - 6,0"), "Fasting glucose")
			bi(s21n(b, "Hémoglobine glyquée (HbA1c)", "6,2", "%", "jusqu'à 6,0"), "Glycated hemoglobin (HbA1c)")
			bi(s21n(b, "Créatinine", "68", "µmol/L", "50 - 90"), "Creatinine")
			bi(s21n(b, "DFGe (CKD-EPI)", "84", "mL/min/1,73m²", "supérieur à 60"), "eGFR (CKD-EPI)")
			bi(s21n(b, "Sodium", "140", "mmol/L", "135 - 145"), "Sodium")
			bi(s21n(b, "Potassium", "4,6", "mmol/L", "3,5 - 5,0"), "Potassium")
			bi(s21n(b, "Alanine aminotransférase (ALT)", "22", "U/L", "jusqu'à 33"), "Alanine aminotransferase (ALT)")
			bi(s21n(b, "Cholestérol total", "5,6", "mmol/L", "inférieur à 5,2"), "Total cholesterol")
			bi(s21n(b, "Cholestérol HDL", "1,42", "mmol/L", "supérieur à 1,0"), "HDL cholesterol")
			bi(s21n(b, "Triglycérides", "1,3", "mmol/L", "inférieur à 1,7"), "Triglycerides")
			bi(s21n(b, "Protéine C réactive", "3,1", "mg/L", "inférieur à 5,0"), "C-reactive protein")
			b.newPage("ENDOCRINOLOGIE", "ENDOCRINOLOGIE")
			bi(s21n(b, "Thyréostimuline (TSH)", "2,84", "mUI/L", "0,35 - 5,00"), "Thyroid stimulating hormone (TSH)")
			bi(s21n(b, "Ferritine", "12", "µg/L", "15 - 247"), "Ferritin")
			bi(s21n(b, "Vitamine B12", "301", "pmol/L", "supérieur à 148"), "Vitamin B12")
			b.panel("COAGULATION", "COAGULATION")
			bi(s21n(b, "RNI", "1,0", "", "0,9 - 1,2"), "INR")
			b.panel("IMMUNOLOGIE", "IMMUNOLOGIE")
			bi(s21Titre(b, "Anticorps antinucléaires (AAN)", "1:160", "inférieur à 1:80", true), "Antinuclear antibodies (ANA)")
			bi(s21n(b, "Facteur rhumatoïde", "9", "kUI/L", "jusqu'à 14"), "Rheumatoid factor")
			bi(b.q("Anticorps anti-transglutaminase IgA", "Négatif", "Négatif", true), "Anti-tissue transglutaminase IgA")
			return b.report(Meta{First: "Geneviève", Last: "Tremblay-Lacasse", DOB: "1967-12-03", Gender: "female",
				Lab: "Laboratoire de biologie médicale - Hôpital du Haut-Richelieu", Collected: "2026-05-13", Reported: "2026-05-14", Specimen: "HR26-133-04172"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			secEn := map[string]string{"HÉMATOLOGIE": "Hematology", "BIOCHIMIE": "Biochemistry", "ENDOCRINOLOGIE": "Endocrinology",
				"COAGULATION": "Coagulation", "IMMUNOLOGIE": "Immunology"}
			title := func(s *Section) string {
				return esc(s.Title) + ` <span class="se">/ ` + esc(secEn[s.Title]) + `</span>`
			}
			cols := []col{{"Analyse / Test", "c1", nameCell}, {"Résultat / Result", "c2", valCell}, {"", "c3", flagCell},
				{"Valeurs de référence / Reference values", "c5", s21RangeUnit}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="cs">Centre intégré de santé et de services sociaux de la Montérégie-Centre</div>` +
					`<div class="ln">Hôpital du Haut-Richelieu</div><div class="ls">Laboratoire de biologie médicale · Medical biology laboratory</div>` +
					`<div class="la">920, boul. du Séminaire Nord, Saint-Jean-sur-Richelieu (Québec) J3A 1B7 · 450 359-5000</div></td>` +
					`<td class="rb">RAPPORT DE LABORATOIRE<br><i>Laboratory report</i><br><span>Final</span></td></tr></table>` +
					`<table class="pt"><tr><td class="k">Nom / Name</td><td class="v"><b>TREMBLAY-LACASSE, Geneviève</b></td>` +
					`<td class="k">N° RAMQ / Health card</td><td class="v">TREG 6762 0318</td><td class="k">N° dossier / MRN</td><td class="v">H0418273</td></tr>` +
					`<tr><td class="k">Naissance / DOB</td><td class="v">` + m.DOB + `</td><td class="k">Sexe / Sex</td><td class="v">F</td>` +
					`<td class="k">N° requête / Accession</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Prescripteur / Ordered by</td><td class="v">Dre Isabelle Gagnon (GMF Saint-Luc)</td>` +
					`<td class="k">Prélevé / Collected</td><td class="v">` + m.Collected + ` 07:35</td><td class="k">Émis / Issued</td><td class="v">` + m.Reported + ` 10:20</td></tr></table>` +
					fmt.Sprintf(`<div class="pgn">Page %d / %d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), title(s))
					for _, row := range s.Rows {
						s13Row(b, "r", td("c1", nameCell(row)), td("c2", valCell(row)), td("c3", flagCell(row)), td("c5", s21RangeUnit(row)))
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">H : valeur supérieure à l'intervalle de référence / above reference interval · B : valeur inférieure / below reference interval. ` +
				`Intervalles de référence pour une femme adulte / adult female reference intervals.</div>` +
				`<div class="sg">Validé par / Validated by : <b>Marc-André Bouchard</b>, T.M. · Biochimiste clinique : <b>Dre Chantal Ouellet</b>, Ph. D.</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Suite à la page suivante / Continued on next page</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.6pt;color:#111}.pg{height:279mm}` +
				`.top{width:100%;border-bottom:1.6px solid #1b4f9c;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.2mm}` +
				`.cs{font-size:7pt;color:#1b4f9c}.ln{font-size:14pt;font-weight:bold;color:#1b4f9c}.ls{font-size:8.2pt}.la{font-size:7pt;color:#555}` +
				`.rb{text-align:right;font-weight:bold;font-size:9.6pt}.rb i{font-weight:normal;font-size:8pt}.rb span{color:#1b4f9c;font-size:8pt}` +
				`.pt{width:100%;font-size:7.8pt;border-top:0.5px solid #1b4f9c;border-bottom:0.5px solid #1b4f9c}.pt td{padding:0.5mm 1.2mm}` +
				`.pt .k{color:#444;white-space:nowrap;width:12%}.pt .v{width:21%}.pgn{text-align:right;font-size:7pt;margin:0.6mm 0 1mm}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;border-bottom:1px solid #1b4f9c;padding:0.6mm 1.5mm;background:#e8eef8}` +
				`.sec td{font-weight:bold;font-size:8.8pt;padding:2.2mm 1.5mm 0.5mm;color:#1b4f9c;border-bottom:0.4px solid #1b4f9c}.se{font-weight:normal;font-style:italic;font-size:7.8pt}` +
				`.r td{padding:0.6mm 1.5mm;border-bottom:0.3px solid #e2e6ee}.c1{width:46%}.c2{width:14%;text-align:right}.c3{width:5%;text-align:center;font-weight:bold}.c5{width:35%}` +
				`.en{font-size:7pt;font-style:italic;color:#555;line-height:1.1}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.4pt}.ft{margin-top:4mm;font-size:7.2pt;color:#333}` +
				`.sg{margin-top:5mm;font-size:7.8pt}`
			return page("Letter", css, body)
		}}
}

// Dominican Republic: private clinical laboratory in Santo Domingo
// (Spanish), one page in the US style: decimal points, commas grouping
// thousands in the counts (`11,200`, `150,000 - 450,000`, class 56),
// decimals without a leading zero (`.98`, `.70-1.30`, class 57), bounds in
// words (`hasta 200`, `menor de 150`, `mayor de 40`, class 59); Prueba /
// Resultado / (flag) / Valor de referencia and no unit column, the unit
// after the range (class 60); H / L; mm/dd/yyyy; cédula. Besides the
// ordinary captures, a phone photo of a page whose lower part curls up
// (class 65); a 100 dpi fax.
func doLab() *Layout {
	return &Layout{Name: "do_lab", Country: "DO", Language: "es", Classes: []int{6, 8, 56, 57, 59, 60, 65}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.1,
		LowRes: true, Extra: []string{"curl"}, Session: 21,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HEMATOLOGÍA - HEMOGRAMA COMPLETO", "HEMOGRAMA COMPLETO")
			s21n(b, "Hemoglobina", "14.2", "g/dL", "13.5 - 17.5")
			s21n(b, "Hematocrito", "42.8", "%", "41.0 - 53.0")
			s21n(b, "Glóbulos rojos", "4.86", "millones/uL", "4.50 - 5.90")
			s21n(b, "Glóbulos blancos", "11,200", "/uL", "4,500 - 11,000")
			s21n(b, "Neutrófilos", "74", "%", "40 - 70")
			s21n(b, "Linfocitos", "19", "%", "20 - 45")
			s21n(b, "Neutrófilos absolutos", "8,288", "/uL", "1,800 - 7,700")
			s21n(b, "Plaquetas", "198,000", "/uL", "150,000 - 450,000")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			s21n(b, "Glucosa", "104", "mg/dL", "70 - 100")
			s21n(b, "Creatinina", ".98", "mg/dL", ".70-1.30")
			s21n(b, "Nitrógeno ureico (BUN)", "18", "mg/dL", "7 - 20")
			s21n(b, "Ácido úrico", "6.8", "mg/dL", "3.5 - 7.2")
			s21n(b, "Colesterol total", "212", "mg/dL", "hasta 200")
			s21n(b, "Colesterol HDL", "38", "mg/dL", "mayor de 40")
			s21n(b, "Colesterol LDL", "141", "mg/dL", "menor de 130")
			s21n(b, "Triglicéridos", "165", "mg/dL", "menor de 150")
			s21n(b, "TGO (AST)", "28", "U/L", "hasta 40")
			s21n(b, "TGP (ALT)", "45", "U/L", "hasta 41")
			s21n(b, "Bilirrubina total", ".74", "mg/dL", ".20-1.20")
			s21n(b, "Bilirrubina directa", ".18", "mg/dL", ".00-.30")
			s21n(b, "Potasio", "4.3", "mEq/L", "3.5 - 5.1")
			s21n(b, "Hemoglobina glicosilada (HbA1c)", "5.9", "%", "menor de 5.7")
			b.panel("INMUNOLOGÍA - HORMONAS", "HORMONAS")
			s21n(b, "TSH", "1.85", "uUI/mL", ".35-4.94")
			s21n(b, "PSA total", ".62", "ng/mL", "hasta 4.00")
			return b.report(Meta{First: "Ramón Antonio", Last: "Peralta Guzmán", DOB: "1964-11-02", Gender: "male",
				Lab: "Laboratorio Clínico Las Américas", Collected: "2026-05-08", Reported: "2026-05-08", Specimen: "0508-2641"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td class="lg"><div class="lo">LA</div></td><td><div class="ln">Laboratorio Clínico Las Américas</div>` +
				`<div class="ls">Análisis clínicos · Hormonas · Inmunología · Pruebas especiales</div>` +
				`<div class="la">Av. Núñez de Cáceres #418, Ens. Naco, Santo Domingo, D.N. · Tel. 809-541-8227 · RNC 1-30-41822-7</div></td></tr></table>` +
				`<table class="pt"><tr><td>Paciente: <b>RAMÓN ANTONIO PERALTA GUZMÁN</b></td><td>Cédula: 001-4182736-5</td><td>Orden: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td>Edad: 61 años · Sexo: Masculino</td><td>F. nacimiento: ` + date(m.DOB, "mdy/") + `</td><td>Fecha: ` + date(m.Collected, "mdy/") + ` 7:48 AM</td></tr>` +
				`<tr><td>Médico: Dr. Héctor Almonte</td><td>Seguro: ARS Salud Segura</td><td>Impreso: ` + date(m.Reported, "mdy/") + ` 2:15 PM</td></tr></table>`
			var b strings.Builder
			b.WriteString(`<table class="rs"><tr class="hd"><th class="c1">PRUEBA</th><th class="c2">RESULTADO</th><th class="c3"></th>` +
				`<th class="c5">VALOR DE REFERENCIA</th></tr>`)
			for _, s := range r.Sections {
				fmt.Fprintf(&b, `<tr class="sec"><td colspan="4">%s</td></tr>`, esc(s.Title))
				for _, row := range s.Rows {
					s13Row(&b, "r", td("c1", nameCell(row)), td("c2", valCell(row)), td("c3", flagCell(row)), td("c5", s21RangeUnit(row)))
				}
			}
			b.WriteString(`</table>`)
			foot := `<div class="ft">H = Alto · L = Bajo. Valores de referencia para adultos. Muestra procesada en equipos Abbott Alinity y Sysmex XN.</div>` +
				`<table class="sg"><tr><td><span class="sig">Y. Batista</span><br>Lcda. Yokasta Batista, Bioanalista<br>Exequátur 418-09</td>` +
				`<td>Dra. Mercedes Liriano<br>Directora Técnica</td></tr></table>`
			css := `body{font-family:"URW Gothic","DejaVu Sans";font-size:8.7pt;color:#131313}.pg{height:279mm}` +
				`.top{width:100%;border-bottom:3px solid #c8102e;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:17mm}` +
				`.lo{width:14mm;height:14mm;background:#002d62;color:#fff;font:bold 12pt "URW Gothic";text-align:center;line-height:14mm;border-radius:50%}` +
				`.ln{font-size:15pt;font-weight:bold;color:#002d62}.ls{font-size:8pt;color:#c8102e}.la{font-size:7.2pt;color:#444}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:2mm;background:#f1f3f8}.pt td{padding:0.6mm 1.8mm}` +
				`.rs{width:100%}.hd th{font-size:8pt;border-top:1px solid #002d62;border-bottom:1px solid #002d62;padding:0.8mm 1.8mm;color:#002d62}` +
				`.sec td{font-weight:bold;padding:2.2mm 1.8mm 0.5mm;font-size:8.8pt;color:#c8102e}` +
				`.r td{padding:0.6mm 1.8mm}.c1{width:44%}.c2{width:16%;text-align:right}.c3{width:6%;text-align:center;font-weight:bold}.c5{width:34%;padding-left:6mm!important}` +
				`.ft{margin-top:5mm;font-size:7.4pt}.sg{width:100%;margin-top:9mm;font-size:8pt}.sg td{width:50%;text-align:center;vertical-align:bottom}` +
				`.sig{font-family:"Z003",cursive;font-size:16pt;color:#1d2f6b}`
			return page("Letter", css, `<div class="pg">`+head+b.String()+foot+`</div>`)
		}}
}

// Ticino: private medical laboratory in Lugano (Italian, Swiss
// conventions), two pages. Analisi / Risultato / (flag) / Unità / Valori di
// riferimento, repeated with a grey panel bar before every panel (class 62);
// bounds in words (`fino a 35`, `inferiore a 5.0`, `superiore a 60`, class
// 59); interpretive comment lines under rows and footnotes, with numbers and
// units, one a method change (class 58); decimal points, SI units; H / L.
// Also scanned from a low-toner laser print (faded, streaked, class 66).
func chTic() *Layout {
	return &Layout{Name: "ch_tic", Country: "CH", Language: "it", Classes: []int{6, 58, 59, 62, 66}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.8,
		Extra: []string{"faded"}, Session: 21,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("EMATOLOGIA - Emocromo", "Emocromo")
			s21n(b, "Emoglobina", "128", "g/l", "120 - 160")
			s21n(b, "Ematocrito", "0.39", "l/l", "0.36 - 0.46")
			s21n(b, "Eritrociti", "4.31", "T/l", "3.90 - 5.20")
			s21n(b, "Leucociti", "9.8", "G/l", "3.5 - 10.0")
			s21n(b, "Trombociti", "402", "G/l", "150 - 400")
			s21n(b, "VES (1 ora)", "24", "mm/h", "fino a 20")
			b.panel("CHIMICA CLINICA - Metabolismo", "Metabolismo")
			s21n(b, "Glucosio a digiuno", "5.8", "mmol/l", "3.9 - 5.6").
				note("Glicemia a digiuno 5.6 - 6.9 mmol/l: alterata glicemia a digiuno; da 7.0 mmol/l in due occasioni: diabete.")
			s21n(b, "HbA1c", "41", "mmol/mol", "inferiore a 39").
				note("HbA1c 39 - 47 mmol/mol (5.7 - 6.4 %): rischio aumentato di diabete; da 48 mmol/mol: diabete.")
			s21n(b, "Creatinina", "71", "µmol/l", "45 - 84")
			s21n(b, "eGFR (CKD-EPI)", "86", "ml/min/1.73m²", "superiore a 60")
			s21n(b, "Sodio", "141", "mmol/l", "136 - 145")
			s21n(b, "Potassio", "4.4", "mmol/l", "3.5 - 5.1")
			b.panel("CHIMICA CLINICA - Fegato e lipidi", "Fegato e lipidi")
			s21n(b, "ALAT (GPT)", "38", "U/l", "fino a 35")
			s21n(b, "ASAT (GOT)", "26", "U/l", "fino a 35")
			s21n(b, "Gamma-GT", "29", "U/l", "fino a 40")
			s21n(b, "Colesterolo totale", "6.1", "mmol/l", "inferiore a 5.0")
			s21n(b, "Colesterolo HDL", "1.6", "mmol/l", "superiore a 1.2")
			s21n(b, "Colesterolo LDL", "3.8", "mmol/l", "inferiore a 3.0").
				note("Obiettivo LDL secondo il rischio (AGLA 2024): rischio alto < 1.8 mmol/l, molto alto < 1.4 mmol/l.")
			s21n(b, "Trigliceridi", "1.4", "mmol/l", "inferiore a 1.7")
			b.newPage("ENDOCRINOLOGIA", "ENDOCRINOLOGIA")
			s21n(b, "TSH", "3.12", "mU/l", "0.27 - 4.20")
			s21n(b, "fT4", "15.2", "pmol/l", "12.0 - 22.0")
			s21n(b, "25-OH Vitamina D", "48", "nmol/l", "superiore a 75").
				note("25-OH vitamina D: carenza sotto 25 nmol/l, insufficienza 25 - 75 nmol/l.")
			b.panel("PROTEINE - Infiammazione e ferro", "Infiammazione e ferro")
			s21n(b, "Proteina C reattiva", "3.4", "mg/l", "inferiore a 5.0")
			s21n(b, "Ferritina", "22", "µg/l", "15 - 150")
			s21n(b, "Ferro", "11.8", "µmol/l", "6.6 - 26.0")
			return b.report(Meta{First: "Manuela", Last: "Bernasconi-Ghielmini", DOB: "1978-06-25", Gender: "female",
				Lab: "Laboratorio Medico Ceresio", Collected: "2026-05-12", Reported: "2026-05-13", Specimen: "26-051241"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analisi", "c1", nameCell}, {"Risultato", "c2", valCell}, {"", "c3", flagCell},
				{"Unità", "c4", unitCell}, {"Valori di riferimento", "c5", rangeCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="ln">Laboratorio Medico Ceresio SA</div>` +
					`<div class="la">Via Pretorio 18 · 6900 Lugano · Tel. 091 418 22 70 · laboratorio@ceresio-lab.example.ch · riconosciuto FAMH</div></td>` +
					`<td class="rb">Referto di laboratorio<br><span>definitivo</span></td></tr></table>` +
					kv("pt", 3, "Paziente:", "Bernasconi-Ghielmini Manuela", "Nata il:", date(m.DOB, "dmy.")+" (47 anni), F", "N. campione:", m.Specimen,
						"Medico:", "Dr. med. Fabio Cattaneo, Bellinzona", "Prelievo:", date(m.Collected, "dmy.")+" 07:50", "Referto:", date(m.Reported, "dmy.")+" 11:30") +
					fmt.Sprintf(`<div class="pgn">Pagina %d di %d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) { s21Tables(b, secs, cols, s21Title) }
			foot := `<div class="fn">* Metodo modificato dal 01.03.2026: la creatinina è misurata con metodo enzimatico (Cobas c 503); ` +
				`i valori possono risultare fino a 8 µmol/l più bassi dei precedenti.</div>` +
				`<div class="fn">Valori di riferimento per donne adulte. H = superiore, L = inferiore ai valori di riferimento.</div>` +
				`<div class="sg">Validato da: <b>Dr. sc. nat. Elena Poretti</b>, specialista FAMH in medicina di laboratorio</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">continua alla pagina seguente</div>`)
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.5pt;color:#111}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:1.5px solid #333;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.2mm}` +
				`.ln{font-size:14.5pt;font-weight:bold;color:#b0151d}.la{font-size:7pt;color:#555}.rb{text-align:right;font-size:10pt;font-weight:bold}.rb span{font-size:8pt;color:#b0151d}` +
				`.pt{width:100%;font-size:8pt}.pt td{padding:0.4mm 1.2mm}.pt .k{color:#555;white-space:nowrap;width:9%}.pt .v{width:24%}` +
				`.pgn{text-align:right;font-size:7pt;margin:0.6mm 0 1mm}` +
				`.rs{width:100%}.sec td{background:#d9d9d9;font-weight:bold;padding:0.8mm 1.5mm;font-size:8.6pt;margin-top:2mm;border-top:2mm solid #fff}` +
				`.hd th{font-size:7.5pt;color:#444;border-bottom:0.6px solid #777;padding:0.4mm 1.5mm;font-weight:normal;font-style:italic}` +
				`.r td{padding:0.55mm 1.5mm}.c1{width:38%}.c2{width:13%;text-align:right}.c3{width:5%;text-align:center;font-weight:bold}.c4{width:16%}.c5{width:28%}` +
				`.note td{font-size:7.2pt;color:#444;padding:0 1.5mm 0.8mm}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.4pt}.fn{margin-top:2.5mm;font-size:7.2pt;color:#333}.sg{margin-top:6mm;font-size:8pt}`
			return page("A4", css, body)
		}}
}

// s21Marked lists the abnormal rows of page 1 in print order: what a
// patient marks with a highlighter.
func s21Marked(rep *Report) []*Row {
	var rs []*Row
	for _, s := range rep.Sections {
		for _, r := range s.Rows {
			if r.page == 1 && abnormal(r) {
				rs = append(rs, r)
			}
		}
	}
	return rs
}
