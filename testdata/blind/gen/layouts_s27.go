package main

import (
	"fmt"
	"strings"
)

// Session 27 family: five layouts written blind in session 27. jm_lab,
// ve_lab, mo_lab and ht_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s27_held.go, which a tuner must not
// open.

// s27Void adds a row whose result cell holds a word in place of a value
// (class 90: "Haemolysed", "hämolytisch"): the unit and the range are
// printed as on any row, the word is the value, there is nothing to
// compare, so the row is a comment with interpretation unknown and no flag.
func s27Void(b *builder, name, word, unit, rng string) *Row {
	r := b.n(name, word, unit, rng)
	r.Type = "comment"
	return r
}

// s27QualCell prints the value and, after it in the same cell, the
// qualifier the lab added to it (class 90: "312 (repeated)"); the
// qualifier is in no truth field.
func s27QualCell(q map[string]string) func(*Row) string {
	return func(r *Row) string {
		s := valCell(r)
		if w := q[r.Name]; w != "" {
			s += ` <span class="ql">` + esc(w) + `</span>`
		}
		return s
	}
}

// s27PairHead is the heading row of a table holding two tests to a line
// (class 87): the half's headings, a gutter, the same headings again.
func s27PairHead(half []col) string {
	h := `<tr class="hd">`
	for _, c := range half {
		h += `<th class="` + c.class + `">` + esc(c.head) + `</th>`
	}
	h += `<th class="gap"></th>`
	for _, c := range half {
		h += `<th class="` + c.class + ` rh">` + esc(c.head) + `</th>`
	}
	return h + `</tr>`
}

// s27Pairs writes a section two tests to a line (class 87): its title
// across the table, then the first test in the left half and the next one
// in the right half of every line, in the section's order, so the truth's
// reading order is line by line, left before right. A section of an odd
// number of tests leaves the right half of its last line empty.
func s27Pairs(b *strings.Builder, s *Section, half []col, title string) {
	if title != "" {
		fmt.Fprintf(b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, 2*len(half)+1, title)
	}
	for i := 0; i < len(s.Rows); i += 2 {
		b.WriteString(`<tr class="r">`)
		for _, c := range half {
			b.WriteString(td(c.class, c.cell(s.Rows[i])))
		}
		b.WriteString(`<td class="gap"></td>`)
		for _, c := range half {
			cell := ""
			if i+1 < len(s.Rows) {
				cell = c.cell(s.Rows[i+1])
			}
			b.WriteString(td(c.class+" rh", cell))
		}
		b.WriteString(`</tr>`)
	}
}

// Jamaica: private medical laboratory in Kingston (English), two Letter
// pages. TEST / RESULT / FLAG / UNITS / REFERENCE RANGE; the result cell
// carries the lab's qualifiers after the value (class 90: "312 (repeated)",
// "98 (confirmed on smear)", "9.8 (verified)"), a comparator ("< 0.5"),
// and the word "Haemolysed" in place of the potassium and LDH results; the
// chemistry section runs over the page break and goes on at the top of
// page 2 under "CHEMISTRY (cont'd)" and the column headings again (class
// 91); H / L; US units (mg/dL, x10^3/uL); dd/mm/yyyy; TRN. Also a
// screenshot of the lab's patient portal in dark mode (class 92).
func jmLab() *Layout {
	qual := map[string]string{"Platelet Count": "(confirmed on smear)", "Glucose (Fasting)": "(repeated)",
		"Creatinine": "(repeated)", "HbA1c": "(verified)"}
	return &Layout{Name: "jm_lab", Country: "JM", Language: "en", Classes: []int{90, 91, 92}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.8,
		Extra: []string{"dark"}, Session: 27,
		Screen: &Screen{HTML: jmScreen, Rows: func(rep *Report) []*Row {
			var out []*Row
			for _, r := range rep.Sections[0].Rows[:5] {
				chip := map[string]string{"H": "High", "L": "Low"}[r.Flag]
				out = append(out, screenRow(r, chip, "Complete Blood Count"))
			}
			return out
		}},
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - COMPLETE BLOOD COUNT", "COMPLETE BLOOD COUNT")
			b.n("White Blood Cell Count", "6.8", "x10^3/uL", "4.0 - 11.0")
			b.n("Red Blood Cell Count", "4.02", "x10^6/uL", "4.20 - 5.40")
			b.n("Haemoglobin", "11.4", "g/dL", "12.0 - 16.0")
			b.n("Haematocrit", "35.2", "%", "37.0 - 47.0")
			b.n("MCV", "87.6", "fL", "80.0 - 100.0")
			b.n("MCH", "28.4", "pg", "27.0 - 33.0")
			b.n("MCHC", "32.4", "g/dL", "32.0 - 36.0")
			b.n("RDW-CV", "15.8", "%", "11.5 - 14.5")
			b.n("Platelet Count", "98", "x10^3/uL", "150 - 400")
			b.n("Neutrophils", "58", "%", "40 - 75")
			b.n("Lymphocytes", "31", "%", "20 - 45")
			b.n("Monocytes", "7", "%", "2 - 10")
			b.n("Eosinophils", "3", "%", "1 - 6")
			b.n("Basophils", "1", "%", "0 - 2")
			b.q("Sickle Cell Screen", "NEGATIVE", "NEGATIVE", true)
			b.panel("CHEMISTRY", "CHEMISTRY")
			b.n("Glucose (Fasting)", "312", "mg/dL", "70 - 99")
			b.n("Urea Nitrogen (BUN)", "18", "mg/dL", "7 - 20")
			b.n("Creatinine", "1.42", "mg/dL", "0.57 - 1.11")
			b.n("eGFR", "46", "mL/min/1.73m2", "> 60")
			b.n("Sodium", "136", "mmol/L", "136 - 145")
			s27Void(b, "Potassium", "Haemolysed", "mmol/L", "3.5 - 5.1")
			b.n("Chloride", "101", "mmol/L", "98 - 107")
			b.newPage("CHEMISTRY (cont'd)", "CHEMISTRY")
			b.n("Total Cholesterol", "232", "mg/dL", "< 200")
			b.n("HDL Cholesterol", "41", "mg/dL", "> 50")
			b.n("Triglycerides", "188", "mg/dL", "< 150")
			b.n("LDL Cholesterol (calc.)", "153", "mg/dL", "< 130")
			b.n("AST (SGOT)", "24", "U/L", "5 - 34")
			b.n("ALT (SGPT)", "31", "U/L", "0 - 55")
			b.n("Alkaline Phosphatase", "96", "U/L", "40 - 150")
			b.n("Total Bilirubin", "0.6", "mg/dL", "0.2 - 1.2")
			b.n("Uric Acid", "6.4", "mg/dL", "2.6 - 6.0")
			s27Void(b, "LDH", "Haemolysed", "U/L", "125 - 220")
			b.panel("ENDOCRINOLOGY", "ENDOCRINOLOGY")
			b.n("HbA1c", "9.8", "%", "4.0 - 5.6")
			b.n("TSH", "2.35", "uIU/mL", "0.35 - 4.94")
			b.n("Free T4", "1.02", "ng/dL", "0.70 - 1.48")
			b.panel("SEROLOGY / IMMUNOLOGY", "SEROLOGY / IMMUNOLOGY")
			b.n("C-Reactive Protein", "< 0.5", "mg/dL", "0.0 - 0.5")
			b.q("VDRL", "NON-REACTIVE", "NON-REACTIVE", true)
			b.q("HBsAg", "NON-REACTIVE", "NON-REACTIVE", true)
			return b.report(Meta{First: "Shanice", Last: "Campbell-Brown", DOB: "1979-09-23", Gender: "female",
				Lab: "Liguanea Medical Laboratory", Collected: "2026-06-02", Reported: "2026-06-03", Specimen: "LML-2606-04127"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"TEST", "c1", nameCell}, {"RESULT", "c2", s27QualCell(qual)}, {"FLAG", "c3", flagCell},
				{"UNITS", "c4", unitCell}, {"REFERENCE RANGE", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#0a6b3b"/>` +
				`<path d="M20 6 C 27 13 27 22 20 34 C 13 22 13 13 20 6 Z" fill="#f2c418"/><path d="M20 10 V 31" stroke="#0a6b3b" stroke-width="1.4"/></svg>`
			head := func(p, n int) string {
				h := `<table class="top"><tr><td class="lg">` + logo + `</td><td><div class="ln">LIGUANEA MEDICAL LABORATORY</div>` +
					`<div class="ls">Clinical Laboratory Services · Haematology · Chemistry · Serology · Microbiology</div>` +
					`<div class="la">27 Hope Road, Kingston 10, Jamaica W.I. · Tel: (876) 927-4182 · Fax: (876) 927-4190 · results@liguanea-lab.example.jm</div></td>` +
					`<td class="acc">Accredited by JANAAC<br>ISO 15189 · Cert. No. ML-0418</td></tr></table>`
				if p > 1 {
					return h + `<table class="p2"><tr><td>Patient: <b>CAMPBELL-BROWN, SHANICE A.</b></td><td>Lab No.: <b>` + m.Specimen + `</b></td>` +
						fmt.Sprintf(`<td class="rt">Page %d of %d</td></tr></table>`, p, n)
				}
				return h + `<div class="tt">LABORATORY REPORT</div>` +
					`<table class="pt"><tr><td class="k">Patient Name:</td><td class="v"><b>CAMPBELL-BROWN, SHANICE A.</b></td>` +
					`<td class="k">Lab No.:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Date of Birth:</td><td class="v">` + date(m.DOB, "") + ` (46 Y)</td>` +
					`<td class="k">Collected:</td><td class="v">` + date(m.Collected, "") + ` 07:52</td></tr>` +
					`<tr><td class="k">Sex:</td><td class="v">Female</td><td class="k">Received:</td><td class="v">` + date(m.Collected, "") + ` 09:10</td></tr>` +
					`<tr><td class="k">TRN:</td><td class="v">118-427-063</td><td class="k">Reported:</td><td class="v">` + date(m.Reported, "") + ` 11:35</td></tr>` +
					`<tr><td class="k">Physician:</td><td class="v">Dr. Marcia Henry-Walters</td><td class="k">Location:</td><td class="v">Outpatient · Page ` +
					fmt.Sprintf("%d of %d", p, n) + `</td></tr></table>`
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				for _, s := range secs {
					sectionRows(b, s, cols)
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="cm"><b>Comments:</b> Specimen received haemolysed: potassium and LDH not reported, please submit a fresh ` +
				`sample. Glucose and creatinine repeated on a second aliquot; platelet count confirmed on a blood smear (no clumps seen).</div>` +
				`<div class="ft">H = above reference range · L = below reference range · Reference ranges for adult females.</div>` +
				`<table class="sg"><tr><td>Performed by: K. Thompson, MT (ASCP)</td><td class="sr">Verified by:<br><span class="sig">D. Morrison</span>` +
				`<br>Dr. Dwayne Morrison, MBBS, DM (Path.) · Consultant Pathologist</td></tr></table>` +
				`<div class="end">*** END OF REPORT ***</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continued on page 2</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:9pt;color:#151515}.pg{height:279mm;padding:11mm 13mm 9mm 13mm}` +
				`.top{width:100%;border-bottom:2px solid #0a6b3b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:18mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#0a6b3b;letter-spacing:0.6pt}.ls{font-size:7.8pt;color:#8a6d00;font-weight:bold}.la{font-size:7pt;color:#444}` +
				`.acc{text-align:right;font-size:7pt;color:#555;width:34mm}` +
				`.tt{text-align:center;font-size:11pt;font-weight:bold;letter-spacing:1.2pt;margin:2mm 0}` +
				`.pt{width:100%;font-size:8.6pt;border:0.7px solid #777;margin-bottom:3mm}.pt td{padding:0.6mm 1.5mm}.pt .k{white-space:nowrap;width:14%;color:#333}.pt .v{width:36%}` +
				`.p2{width:100%;font-size:8.6pt;border-bottom:0.8px solid #0a6b3b;margin-bottom:3mm}.p2 td{padding:0.6mm 0}.rt{text-align:right}` +
				`.rs{width:100%}.hd th{font-size:8.2pt;padding:1mm 1.5mm;border-top:1.2px solid #222;border-bottom:1.2px solid #222}` +
				`.sec td{font-weight:bold;font-size:9.2pt;padding:2.6mm 1.5mm 0.8mm;color:#0a6b3b}` +
				`.r td{padding:0.65mm 1.5mm;border-bottom:0.3px solid #e2e2e2}.ql{font-size:7.8pt;font-style:italic;color:#333}` +
				`.c1{width:31%;padding-left:4mm!important}.c2{width:24%}.c3{width:7%;text-align:center}.c4{width:15%}.c5{width:23%}` +
				`.cont{margin-top:4mm;text-align:right;font-style:italic;font-size:7.8pt}` +
				`.cm{margin-top:5mm;font-size:8pt;border:0.6px solid #999;padding:1.5mm 2mm}.ft{margin-top:3mm;font-size:7.6pt;color:#333}` +
				`.sg{width:100%;margin-top:7mm;font-size:8pt}.sg td{vertical-align:bottom}.sr{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:16pt;color:#1b2a6b}.end{text-align:center;margin-top:6mm;font-size:8pt;letter-spacing:1pt}`
			return page("Letter", css, body)
		}}
}

// jmScreen is the lab's patient portal on a phone in dark mode (class 92):
// light text on a near-black background, result cards in dark grey with a
// coloured status chip; the sixth card is cut off by the navigation bar.
func jmScreen(rep *Report) string {
	m := rep.Meta
	chip := map[string]string{"H": `<span class="chip hi">High</span>`, "L": `<span class="chip lo">Low</span>`, "": `<span class="chip ok">Normal</span>`}
	var cards strings.Builder
	for _, r := range rep.Sections[0].Rows[:6] {
		fmt.Fprintf(&cards, `<div class="card"><div class="row1"><span class="nm">%s</span>%s</div>`+
			`<div class="val">%s <span class="un">%s</span></div><div class="rg">Reference: %s %s</div></div>`,
			esc(r.Name), chip[r.Flag], esc(r.Value), esc(r.Unit), esc(r.RangeText), esc(r.Unit))
	}
	body := `<div class="sb"><span class="tm">8:17</span><span class="ic"><i class="sig"></i><i class="sig s2"></i><i class="sig s3"></i>` +
		`<i class="sig s4"></i> LTE <span class="bat"><span class="lvl"></span></span> 64%</span></div>` +
		`<div class="ab"><span class="bk">&#8592;</span><span class="tt">My Results</span><span class="sh">&#8942;</span></div>` +
		`<div class="pc"><div class="pn">Shanice Campbell-Brown</div>` +
		`<div class="pl">Lab No. ` + esc(m.Specimen) + ` · Female · 46 Y</div>` +
		`<div class="pl">Collected ` + date(m.Collected, "") + ` · Reported ` + date(m.Reported, "") + `</div>` +
		`<div class="pl lab">Liguanea Medical Laboratory · Hope Road</div></div>` +
		`<div class="tabs"><span class="on">Haematology</span><span>Chemistry</span><span>Other</span></div>` +
		`<div class="gh">Complete Blood Count</div>` + cards.String() +
		`<div class="nav"><span class="on">&#8962;<br>Home</span><span>&#9636;<br>Results</span><span>&#9993;<br>Messages</span><span>&#9787;<br>Account</span></div>` +
		`<div class="hb"></div>`
	css := `body{font-family:"DejaVu Sans","Liberation Sans";background:#101214;color:#e7e9ec;position:relative}` +
		`.sb{height:30px;background:#101214;color:#e7e9ec;font-size:12px;padding:8px 16px 0;display:flex;justify-content:space-between}` +
		`.ic{display:flex;align-items:flex-end;gap:2px}.sig{display:inline-block;width:3px;height:4px;background:#e7e9ec}.s2{height:6px}.s3{height:8px}.s4{height:10px;margin-right:3px}` +
		`.bat{display:inline-block;width:20px;height:10px;border:1.2px solid #e7e9ec;border-radius:2px;margin:0 3px 0 6px;padding:1px}.lvl{display:block;width:64%;height:100%;background:#e7e9ec}` +
		`.ab{height:54px;background:#181b1f;color:#f1f3f4;display:flex;align-items:center;padding:0 14px;font-size:19px;border-bottom:1px solid #2a2e33}` +
		`.bk{font-size:22px;width:36px}.tt{flex:1;font-weight:bold}.sh{font-size:20px}` +
		`.pc{background:#1d2126;margin:10px 12px 0;border-radius:12px;padding:10px 14px}` +
		`.pn{font-size:16px;font-weight:bold}.pl{font-size:12px;color:#a9afb7;margin-top:3px}.lab{color:#6fd39b}` +
		`.tabs{display:flex;gap:8px;margin:10px 12px 0}.tabs span{font-size:12.5px;padding:6px 11px;border-radius:16px;background:#23282e;color:#b8bec6}` +
		`.tabs .on{background:#2f7d55;color:#f4fff8}.gh{font-size:14px;font-weight:bold;color:#6fd39b;margin:12px 16px 6px}` +
		`.card{background:#1d2126;margin:0 12px 8px;border-radius:12px;padding:9px 14px 8px;height:96px}` +
		`.row1{display:flex;justify-content:space-between;align-items:center}.nm{font-size:14.5px;font-weight:bold;color:#eef0f2}` +
		`.chip{font-size:11.5px;padding:3px 10px;border-radius:11px;font-weight:bold}.hi{background:#4a1f22;color:#ff8a80}.lo{background:#4a3512;color:#ffc46b}` +
		`.ok{background:#173b27;color:#7ee2a4}.val{font-size:23px;font-weight:bold;margin-top:4px;color:#f5f6f7}.un{font-size:14px;font-weight:normal;color:#a9afb7}` +
		`.rg{font-size:12px;color:#9aa1a9;margin-top:3px}` +
		`.nav{position:absolute;left:0;right:0;bottom:0;height:78px;background:#181b1f;border-top:1px solid #2a2e33;display:flex;justify-content:space-around;` +
		`padding-top:8px;font-size:11px;color:#8d949c;text-align:center;line-height:1.5}.nav span{font-size:11px}.nav .on{color:#6fd39b;font-weight:bold}` +
		`.hb{position:absolute;bottom:7px;left:145px;width:122px;height:5px;border-radius:3px;background:#d8dadd}`
	return screenPage(css, body)
}

// Venezuela: private clinical laboratory in Caracas (Spanish), one Letter
// page. Every printed line holds two tests side by side in one table row
// (class 87): Examen / Resultado / Unidades / Valores de referencia, a
// gutter, then the same four columns again, the heading printed twice; a
// section's tests fill the lines left, right, left, right. No flags,
// abnormal values in bold; decimal commas, dots grouping thousands
// (11.400 /mm³, 150.000 - 450.000); bounds in words (hasta 200, mayor de
// 40); urine colour and aspect unranged; cédula; dd/mm/yyyy. Also a
// photocopy of a photocopy (class 95).
func veLab() *Layout {
	return &Layout{Name: "ve_lab", Country: "VE", Language: "es", Classes: []int{6, 87, 95}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.9,
		Extra: []string{"photocopy"}, Session: 27,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HEMATOLOGÍA COMPLETA", "HEMATOLOGÍA COMPLETA")
			b.n("Hemoglobina", "13,8", "g/dL", "13,0 - 17,0")
			b.n("Hematocrito", "41,5", "%", "40,0 - 52,0")
			b.n("Glóbulos rojos", "4,62", "x10⁶/mm³", "4,50 - 5,90")
			b.n("VCM", "89,8", "fL", "80,0 - 100,0")
			b.n("HCM", "29,9", "pg", "27,0 - 32,0")
			b.n("CHCM", "33,3", "g/dL", "32,0 - 36,0")
			b.n("Leucocitos", "11.400", "/mm³", "5.000 - 10.000")
			b.n("Plaquetas", "245.000", "/mm³", "150.000 - 450.000")
			b.n("Segmentados", "74", "%", "55 - 65")
			b.n("Linfocitos", "19", "%", "25 - 35")
			b.n("Monocitos", "5", "%", "2 - 8")
			b.n("Eosinófilos", "2", "%", "1 - 4")
			b.n("VSG", "18", "mm/h", "0 - 15")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glicemia", "118", "mg/dL", "70 - 110")
			b.n("Urea", "34", "mg/dL", "15 - 45")
			b.n("Creatinina", "1,12", "mg/dL", "0,70 - 1,30")
			b.n("Ácido úrico", "7,9", "mg/dL", "3,4 - 7,0")
			b.n("Colesterol total", "238", "mg/dL", "hasta 200")
			b.n("Triglicéridos", "196", "mg/dL", "hasta 150")
			b.n("Colesterol HDL", "38", "mg/dL", "mayor de 40")
			b.n("Colesterol LDL", "161", "mg/dL", "hasta 130")
			b.n("TGO", "28", "U/L", "hasta 40")
			b.n("TGP", "45", "U/L", "hasta 41")
			b.n("Bilirrubina total", "0,82", "mg/dL", "0,20 - 1,20")
			b.n("Bilirrubina directa", "0,21", "mg/dL", "0,00 - 0,30")
			b.n("Proteínas totales", "7,1", "g/dL", "6,4 - 8,3")
			b.n("Albúmina", "4,2", "g/dL", "3,5 - 5,2")
			b.n("Fosfatasa alcalina", "92", "U/L", "40 - 129")
			b.n("Calcio", "9,4", "mg/dL", "8,6 - 10,2")
			b.panel("UROANÁLISIS", "UROANÁLISIS")
			b.q("Color", "Amarillo", "", true).comment()
			b.q("Aspecto", "Lig. turbio", "", true).comment()
			b.n("Densidad", "1,020", "", "1,005 - 1,030")
			b.n("pH", "6,0", "", "5,0 - 8,0")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Glucosa", "Negativo", "Negativo", true)
			b.q("Nitritos", "Negativo", "Negativo", true)
			b.q("Cetonas", "Negativo", "Negativo", true)
			b.panel("SEROLOGÍA", "SEROLOGÍA")
			b.q("VDRL", "No reactivo", "No reactivo", true)
			b.q("HBsAg", "No reactivo", "No reactivo", true)
			return b.report(Meta{First: "José Gregorio", Last: "Rondón Pacheco", DOB: "1968-04-30", Gender: "male",
				Lab: "Laboratorio Clínico Los Caobos", Collected: "2026-06-04", Reported: "2026-06-04", Specimen: "26-06-0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			half := []col{{"Examen", "c1", nameCell}, {"Resultado", "c2", valCell}, {"Unidades", "c3", unitCell}, {"Valores de referencia", "c4", rangeCell}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + s27PairHead(half))
			for _, s := range r.Sections {
				s27Pairs(&t, s, half, esc(s.Title))
			}
			t.WriteString(`</table>`)
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#7b2d26" stroke-width="2.4"/>` +
				`<path d="M20 8 v24 M12 14 q8 6 16 0 M11 22 q9 7 18 0" stroke="#2e6b34" stroke-width="2.2" fill="none"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATORIO CLÍNICO LOS CAOBOS, C.A.</div>` +
				`<div class="ls">Hematología · Química · Inmunología · Microbiología · Uroanálisis</div>` +
				`<div class="la">Av. Libertador, Edif. Roraima, P.B., Local 4, Los Caobos, Caracas 1050 · Telf. (0212) 418.27.70 · RIF J-30418227-0</div></td>` +
				`<td class="reg">M.P.P.S. Reg. N° 4182<br>Lcda. Carmen Elena Briceño<br>Bioanalista · C.I.B. 10.418</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paciente:</td><td class="v"><b>RONDÓN PACHECO, JOSÉ GREGORIO</b></td>` +
				`<td class="k">N° de orden:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Cédula:</td><td class="v">V-9.418.227</td><td class="k">Fecha de toma:</td><td class="v">` + date(m.Collected, "") + `</td></tr>` +
				`<tr><td class="k">Fecha de nac.:</td><td class="v">` + date(m.DOB, "") + ` (58 años) · Sexo: M</td>` +
				`<td class="k">Fecha de entrega:</td><td class="v">` + date(m.Reported, "") + `</td></tr>` +
				`<tr><td class="k">Médico:</td><td class="v">Dr. Luis Alberto Marcano</td><td class="k">Procedencia:</td><td class="v">Particular</td></tr></table>` +
				`<div class="tt">RESULTADOS DE LABORATORIO</div>` + t.String() +
				`<div class="ft">Valores en negrita: fuera del intervalo de referencia. Muestra tomada en ayunas de 12 horas.</div>` +
				`<table class="sg"><tr><td class="sgn"><span class="sig">C. E. Briceño</span><br>Lcda. Carmen Elena Briceño · Bioanalista</td></tr></table>` +
				`<div class="pgn">Página 1 de 1 · Este informe no es válido sin sello y firma del bioanalista</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#141414}.pg{height:279mm;padding:10mm 11mm 9mm 11mm;position:relative}` +
				`.top{width:100%;border-bottom:2px solid #7b2d26;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:19mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#7b2d26}.ls{font-size:7.8pt;color:#2e6b34;font-weight:bold}.la{font-size:7pt;color:#444}` +
				`.reg{text-align:right;font-size:7pt;color:#444;width:40mm}` +
				`.pt{width:100%;font-size:8.5pt;border:0.6px solid #999;margin-bottom:2.5mm}.pt td{padding:0.6mm 1.5mm}.pt .k{font-weight:bold;white-space:nowrap;width:14%}.pt .v{width:36%}` +
				`.tt{text-align:center;font-size:10.5pt;font-weight:bold;letter-spacing:1pt;margin:2mm 0 2.5mm}` +
				`.rs{width:100%;table-layout:fixed}.hd th{font-size:7.8pt;padding:0.8mm 0.8mm;border-top:1px solid #333;border-bottom:1px solid #333;background:#efe7e5}` +
				`.hd th.gap{background:none;border:none}` +
				`.sec td{font-weight:bold;font-size:8.8pt;padding:2.4mm 0.8mm 0.6mm;color:#7b2d26;border-bottom:0.5px solid #b99}` +
				`.rs{font-family:"Liberation Sans Narrow","Liberation Sans";font-size:8.8pt}` +
				`.r td{padding:0.85mm 0.8mm;white-space:nowrap;border-bottom:0.3px dotted #bbb}.r td.gap{border:none}` +
				`.c1{width:16%}.c2{width:10.5%;text-align:right;padding-right:2mm!important}.c3{width:8.5%}.c4{width:12.5%}.gap{width:5%}` +
				`td.c1.rh,th.c1.rh{border-left:0.6px solid #999;padding-left:2mm}` +
				`.ft{margin-top:5mm;font-size:7.6pt;color:#333;border-top:0.5px solid #999;padding-top:1.2mm}` +
				`.sg{width:100%;margin-top:8mm;font-size:7.8pt}.sgn{text-align:right;padding-right:10mm}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d3a7a}` +
				`.pgn{position:absolute;left:11mm;right:11mm;bottom:8mm;text-align:center;font-size:7pt;color:#666}`
			return page("Letter", css, body)
		}}
}

// s27DecCell prints a value in a result column aligned on the decimal
// point (class 89): the digits before the point right-aligned in a fixed
// box, the point and the decimals left-aligned in the next, so "128",
// "5.20" and "0.390" line up on their points; trailing zeros are kept as
// the analyser gives them. An abnormal value is bold.
func s27DecCell(r *Row) string {
	ip, fp := r.Value, ""
	if i := strings.Index(r.Value, "."); i >= 0 {
		ip, fp = r.Value[:i], r.Value[i:]
	}
	s := `<span class="ip">` + esc(ip) + `</span><span class="fp">` + esc(fp) + `</span>`
	if abnormal(r) {
		return `<b>` + s + `</b>`
	}
	return s
}

// Macau: private clinical laboratory in Macau (Portuguese), two A4 pages
// set in a serif face (C059) with italic section headings (class 89):
// Análise / Resultado / (flag) / Unidades / Intervalo de referência, the
// result column aligned on the decimal point with the analyser's trailing
// zeros (5.20, 0.390, 12.80, 2.150); H / L in a narrow column; decimal
// points and SI units as the territory's labs print them (g/L, L/L,
// mmol/L, µmol/L, 10^9/L); BIR number; dd/mm/yyyy. Also photographed with
// the glare of a ceiling light on the glossy sheet (class 94).
func moLab() *Layout {
	return &Layout{Name: "mo_lab", Country: "MO", Language: "pt", Classes: []int{6, 89, 94}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.6,
		Extra: []string{"glare"}, Session: 27,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("Hematologia", "Hematologia")
			b.n("Leucócitos", "5.20", "10^9/L", "3.50 - 9.50")
			b.n("Eritrócitos", "4.35", "10^12/L", "3.80 - 5.10")
			b.n("Hemoglobina", "128", "g/L", "115 - 150")
			b.n("Hematócrito", "0.390", "L/L", "0.350 - 0.450")
			b.n("VCM", "89.7", "fL", "82.0 - 100.0")
			b.n("HCM", "29.4", "pg", "27.0 - 34.0")
			b.n("CHCM", "328", "g/L", "316 - 354")
			b.n("RDW-CV", "12.80", "%", "11.00 - 15.00")
			b.n("Plaquetas", "186", "10^9/L", "125 - 350")
			b.n("Neutrófilos", "61.2", "%", "40.0 - 75.0")
			b.n("Linfócitos", "28.5", "%", "20.0 - 50.0")
			b.n("Monócitos", "7.10", "%", "3.00 - 10.00")
			b.n("Eosinófilos", "2.70", "%", "0.40 - 8.00")
			b.n("Basófilos", "0.50", "%", "0.00 - 1.00")
			b.panel("Bioquímica", "Bioquímica")
			b.n("Glicose em jejum", "6.20", "mmol/L", "3.90 - 6.10")
			b.n("Ureia", "5.40", "mmol/L", "2.60 - 7.50")
			b.n("Creatinina", "62", "µmol/L", "45 - 84")
			b.n("Ácido úrico", "402", "µmol/L", "155 - 357")
			b.n("Sódio", "140", "mmol/L", "137 - 147")
			b.n("Potássio", "4.10", "mmol/L", "3.50 - 5.30")
			b.n("Colesterol total", "5.86", "mmol/L", "< 5.20")
			b.n("Triglicéridos", "1.20", "mmol/L", "< 1.70")
			b.n("Colesterol HDL", "1.30", "mmol/L", "> 1.04")
			b.n("Colesterol LDL", "3.90", "mmol/L", "< 3.40")
			b.n("ALT", "18", "U/L", "7 - 40")
			b.n("AST", "21", "U/L", "13 - 35")
			b.n("GGT", "15", "U/L", "7 - 45")
			b.n("Fosfatase alcalina", "68", "U/L", "50 - 135")
			b.n("Bilirrubina total", "11.0", "µmol/L", "3.4 - 20.5")
			b.newPage("Endocrinologia", "Endocrinologia")
			b.n("TSH", "2.150", "mUI/L", "0.270 - 4.200")
			b.n("T4 livre", "15.80", "pmol/L", "12.00 - 22.00")
			b.n("Hemoglobina glicada (HbA1c)", "6.10", "%", "4.00 - 6.00")
			b.panel("Marcadores tumorais", "Marcadores tumorais")
			b.n("Alfa-fetoproteína (AFP)", "2.40", "ng/mL", "< 7.00")
			b.n("Antigénio carcinoembrionário (CEA)", "1.60", "ng/mL", "< 5.00")
			return b.report(Meta{First: "Wai Man", Last: "Leong", DOB: "1986-01-17", Gender: "female",
				Lab: "Laboratório de Análises Clínicas da Praia Grande", Collected: "2026-06-05", Reported: "2026-06-05", Specimen: "PG26060418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Análise", "c1", nameCell}, {"Resultado", "c2", s27DecCell}, {"", "c3", flagCell},
				{"Unidades", "c4", unitCell}, {"Intervalo de referência", "c5", rangeCell}}
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="3" fill="none" stroke="#1d4e6e" stroke-width="1.6"/>` +
				`<path d="M8 29 q6 -7 12 0 t12 0" stroke="#1d4e6e" stroke-width="1.8" fill="none"/><path d="M8 33 q6 -7 12 0 t12 0" stroke="#6d9ab8" stroke-width="1.4" fill="none"/>` +
				`<path d="M20 7 l6 14 h-12 z" fill="#b8860b"/></svg>`
			head := func(p, n int) string {
				h := `<table class="top"><tr><td class="lg">` + logo + `</td><td><div class="ln">Laboratório de Análises Clínicas da Praia Grande</div>` +
					`<div class="la">Avenida da Praia Grande, n.º 418, Edifício Comercial Nam Wan, 7.º andar · Macau · Tel. (853) 2841 8270 · Fax (853) 2841 8271</div>` +
					`<div class="la">Licença dos Serviços de Saúde n.º AL-0418 · Director Técnico: Dr. Rui Manuel Sequeira</div></td></tr></table>`
				pt := `<table class="pt"><tr><td class="k">Nome</td><td class="v"><b>LEONG WAI MAN</b></td>` +
					`<td class="k">N.º de processo</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Data de nascimento</td><td class="v">` + date(m.DOB, "") + ` (40 anos)</td>` +
					`<td class="k">Data da colheita</td><td class="v">` + date(m.Collected, "") + ` 08:20</td></tr>` +
					`<tr><td class="k">Sexo</td><td class="v">Feminino</td><td class="k">Data do relatório</td><td class="v">` + date(m.Reported, "") + ` 16:45</td></tr>` +
					`<tr><td class="k">BIR n.º</td><td class="v">1/418227/3</td><td class="k">Médico requisitante</td><td class="v">Dra. Helena Ip Sou Kam</td></tr></table>`
				if p > 1 {
					pt = `<table class="p2"><tr><td>Nome: <b>LEONG WAI MAN</b></td><td>N.º de processo: ` + m.Specimen + `</td>` +
						fmt.Sprintf(`<td class="rt">Página %d de %d</td></tr></table>`, p, n)
				}
				return h + `<div class="tt">Relatório de Análises Clínicas</div>` + pt
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				for _, s := range secs {
					sectionRows(b, s, cols)
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">H: valor acima do intervalo de referência; L: valor abaixo do intervalo de referência. ` +
				`Intervalos de referência para mulheres adultas. Amostra colhida em jejum.</div>` +
				`<table class="sg"><tr><td>Validado por<br><span class="sig">R. M. Sequeira</span><br>Dr. Rui Manuel Sequeira<br>Especialista em Patologia Clínica</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot,
				`<div class="cont">(continua na página seguinte)</div><div class="pgn">Página 1 de 2</div>`)
			css := `body{font-family:"C059","Century Schoolbook L",serif;font-size:9.6pt;color:#161616}.pg{height:296mm;position:relative}` +
				`.top{width:100%;border-bottom:1.4px solid #1d4e6e;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:19mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#1d4e6e}.la{font-size:7.6pt;color:#444}` +
				`.tt{text-align:center;font-size:12pt;font-style:italic;margin:2.5mm 0}` +
				`.pt{width:100%;font-size:9pt;border-top:0.8px solid #1d4e6e;border-bottom:0.8px solid #1d4e6e;margin-bottom:3mm}.pt td{padding:0.7mm 1.5mm}` +
				`.pt .k{white-space:nowrap;width:18%;color:#555;font-style:italic}.pt .v{width:32%}` +
				`.p2{width:100%;font-size:9pt;border-bottom:0.8px solid #1d4e6e;margin-bottom:3mm}.p2 td{padding:0.6mm 0}.rt{text-align:right}` +
				`.rs{width:100%}.hd th{font-size:9pt;font-weight:bold;padding:1mm 1.5mm;border-bottom:1px solid #222;border-top:1px solid #222}.hd th.c2{text-align:center}` +
				`.sec td{font-style:italic;font-weight:bold;font-size:11pt;padding:3.2mm 1.5mm 0.8mm;color:#1d4e6e}` +
				`.r td{padding:0.8mm 1.5mm}.ip{display:inline-block;width:13mm;text-align:right}.fp{display:inline-block;width:9mm;text-align:left}` +
				`.c1{width:36%;padding-left:5mm!important}.c2{width:20%;white-space:nowrap}.c3{width:5%;text-align:center}.c4{width:14%}.c5{width:25%}` +
				`.cont{margin-top:4mm;text-align:right;font-style:italic;font-size:8.4pt}` +
				`.ft{margin-top:8mm;font-size:8.4pt;color:#333;font-style:italic}` +
				`.sg{width:100%;margin-top:8mm;font-size:8.8pt}.sg td{text-align:right;padding-right:10mm}.sig{font-family:"Z003",cursive;font-size:17pt;color:#1b2a6b}` +
				`.pgn{position:absolute;left:13mm;right:13mm;bottom:10mm;text-align:center;font-size:8pt;color:#555}`
			return page("A4", css, body)
		}}
}

// s27Line is one printed line of a pre-printed form: the test's name, unit
// and range, and what the technician wrote on it ("" = left blank).
type s27Line struct{ name, unit, rng, val string }

// s27Form is a titled block of a pre-printed form.
type s27Form struct {
	title string
	lines []s27Line
}

// s27Hand prints a value written by hand (class 88): blue ballpoint in a
// script face, each value a little turned, shifted and sized differently
// (seeded by the layout and the text, so a re-run draws the same).
func s27Hand(seed, text string, size float64) string {
	r := rngFor(seed + "/" + text)
	return fmt.Sprintf(`<span class="hw" style="transform:translate(%.2fmm,%.2fmm) rotate(%.1fdeg);font-size:%.1fpt">%s</span>`,
		r.Float64()*4, 0.5+(r.Float64()*2-1)*0.4, (r.Float64()*2-1)*3.2, size+r.Float64()*2.5, esc(text))
}

// Haiti: small private medical laboratory in Port-au-Prince (French), one
// Letter page: a pre-printed form (the lab's letterhead, the tests with
// their units and normal values in printed type, a dotted line for every
// result) filled in by hand in blue ballpoint (class 88): the patient's
// name, age, dates and every value written in script, each a little
// turned and off its line; tests not requested are left blank. No flags;
// decimal commas written by hand (10,8); counts per mm³ without grouping;
// the age, no date of birth. Also the pink carbonless (NCR) copy the
// patient takes home, scanned in colour (class 93).
func htLab() *Layout {
	form := []s27Form{
		{"HÉMATOLOGIE", []s27Line{
			{"Globules blancs", "/mm³", "5000 - 10000", "6800"},
			{"Globules rouges", "millions/mm³", "4,2 - 5,4", "3,9"},
			{"Hémoglobine", "g/dL", "12 - 16", "10,8"},
			{"Hématocrite", "%", "37 - 47", "33"},
			{"VGM", "fL", "80 - 100", "84"},
			{"Plaquettes", "/mm³", "150000 - 400000", "212000"},
			{"Neutrophiles", "%", "50 - 70", "62"},
			{"Lymphocytes", "%", "20 - 40", "30"},
			{"Éosinophiles", "%", "1 - 4", "6"},
			{"Monocytes", "%", "2 - 8", "2"},
			{"Vitesse de sédimentation", "mm/h", "0 - 20", "38"},
			{"Groupe sanguin / Rhésus", "", "", "O Rh+"},
			{"Test de falciformation", "", "Négatif", "Négatif"},
			{"Électrophorèse de l'hémoglobine", "", "AA", ""},
		}},
		{"PARASITOLOGIE", []s27Line{
			{"Goutte épaisse (malaria)", "", "Négatif", "Négatif"},
			{"Selles (examen parasitologique)", "", "", ""},
		}},
		{"CHIMIE SANGUINE", []s27Line{
			{"Glycémie à jeun", "mg/dL", "70 - 110", "146"},
			{"Hémoglobine glyquée (HbA1c)", "%", "4 - 6", "7,4"},
			{"Urée", "mg/dL", "15 - 45", "28"},
			{"Créatinine", "mg/dL", "0,6 - 1,2", "0,9"},
			{"Acide urique", "mg/dL", "2,5 - 6,0", ""},
			{"Cholestérol total", "mg/dL", "< 200", "224"},
			{"HDL cholestérol", "mg/dL", "> 40", ""},
			{"Triglycérides", "mg/dL", "< 150", "131"},
			{"SGOT (ASAT)", "U/L", "< 40", "22"},
			{"SGPT (ALAT)", "U/L", "< 40", "19"},
			{"Bilirubine totale", "mg/dL", "0,2 - 1,2", ""},
		}},
		{"SÉROLOGIE", []s27Line{
			{"RPR (syphilis)", "", "Non réactif", "Non réactif"},
			{"Antigène HBs", "", "Négatif", "Négatif"},
			{"Widal (typhoïde)", "", "< 1/80", ""},
			{"Test de grossesse (β-hCG)", "", "Négatif", "Négatif"},
		}},
		{"URINES", []s27Line{
			{"Glucose (urine)", "", "Négatif", "Négatif"},
			{"Protéines (urine)", "", "Négatif", "Négatif"},
		}},
	}
	return &Layout{Name: "ht_lab", Country: "HT", Language: "fr", Classes: []int{6, 88, 93}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.7,
		Extra: []string{"ncr"}, Session: 27,
		Build: func() *Report {
			b := &builder{comma: true}
			for _, f := range form {
				b.panel(f.title, f.title)
				for _, l := range f.lines {
					switch {
					case l.val == "":
					case numRe.MatchString(l.val) && numRe.MatchString(l.rng):
						b.n(l.name, l.val, l.unit, l.rng)
					case l.rng == "":
						b.q(l.name, l.val, "", true).comment()
					default:
						b.q(l.name, l.val, l.rng, l.val == l.rng)
					}
				}
			}
			return b.report(Meta{First: "Marie-Carmelle", Last: "Jean-Baptiste", Gender: "female",
				Lab: "Laboratoire Médical Sainte-Claire", Collected: "2026-06-08", Reported: "2026-06-09", Specimen: "0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			hand := func(text string) string { return s27Hand("ht_lab", text, 11.5) }
			var t strings.Builder
			t.WriteString(`<table class="rs"><tr class="hd"><th class="c1">ANALYSES</th><th class="c2">RÉSULTATS</th>` +
				`<th class="c3">UNITÉS</th><th class="c4">VALEURS NORMALES</th></tr>`)
			for _, f := range form {
				fmt.Fprintf(&t, `<tr class="sec"><td colspan="4">%s</td></tr>`, esc(f.title))
				for _, l := range f.lines {
					v := ""
					if l.val != "" {
						v = hand(l.val)
					}
					fmt.Fprintf(&t, `<tr class="r"><td class="c1">%s</td><td class="c2">%s</td><td class="c3">%s</td><td class="c4">%s</td></tr>`,
						esc(l.name), v, esc(l.unit), esc(l.rng))
				}
			}
			t.WriteString(`</table>`)
			field := func(label, val, w string) string {
				return `<span class="fl">` + esc(label) + `</span><span class="fv" style="width:` + w + `">` + hand(val) + `</span>`
			}
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#00209f" stroke-width="2"/>` +
				`<path d="M17 8 h6 v9 h9 v6 h-9 v9 h-6 v-9 h-9 v-6 h9 z" fill="#d21034"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATOIRE MÉDICAL SAINTE-CLAIRE</div>` +
				`<div class="ls">Analyses médicales · Hématologie · Chimie · Sérologie · Parasitologie</div>` +
				`<div class="la">Delmas 33, Rue Charbonnière #18, Port-au-Prince, Haïti · Tél. (509) 2941-8270 / 3418-2270</div></td>` +
				`<td class="no">N° ` + hand(m.Specimen) + `</td></tr></table>` +
				`<div class="tt">RÉSULTATS D'ANALYSES</div>` +
				`<div class="fr">` + field("Nom :", "Jean-Baptiste", "62mm") + field("Prénom :", "Marie-Carmelle", "58mm") + `</div>` +
				`<div class="fr">` + field("Âge :", "47 ans", "22mm") + `<span class="fl">Sexe :</span><span class="bx">M</span><span class="bx">F ` +
				`<span class="tk">✓</span></span>` + field("Médecin :", "Dr Pierre-Louis", "62mm") + `</div>` +
				`<div class="fr">` + field("Date du prélèvement :", date(m.Collected, ""), "36mm") + field("Date du résultat :", date(m.Reported, ""), "36mm") + `</div>` +
				t.String() +
				`<table class="sg"><tr><td class="obs">Observations : <span class="ob">` + hand("Revoir le médecin") + `</span></td>` +
				`<td class="sgn">Le technologiste :<br><span class="sig">J. Dorvil</span></td></tr></table>` +
				`<div class="pgn">Les résultats ne sont valables qu'avec la signature et le cachet du laboratoire.</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#1a1a1a}.pg{height:279mm;padding:10mm 12mm 9mm 12mm;position:relative}` +
				`.top{width:100%;border-bottom:2px solid #00209f;margin-bottom:1.5mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:19mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#00209f}.ls{font-size:7.8pt;color:#d21034;font-weight:bold}.la{font-size:7pt;color:#333}` +
				`.no{width:30mm;text-align:right;font-size:10pt;font-weight:bold;color:#d21034;white-space:nowrap}` +
				`.tt{text-align:center;font-size:11pt;font-weight:bold;letter-spacing:1.5pt;margin:1.5mm 0 2mm}` +
				`.fr{margin:0 0 1.6mm;white-space:nowrap}.fl{font-weight:bold;margin-right:1.5mm}.fv{display:inline-block;border-bottom:0.6px dotted #444;` +
				`height:5.2mm;vertical-align:bottom;margin-right:5mm;overflow:visible}` +
				`.bx{display:inline-block;border:0.7px solid #333;padding:0 1.2mm;margin-right:2mm;position:relative;min-width:7mm}` +
				`.tk{font-family:"DejaVu Sans";color:#1c3a9e;font-size:11pt;position:absolute;left:2.5mm;top:-2mm}` +
				`.hw{display:inline-block;font-family:"Z003",cursive;color:#1c3a9e;line-height:1;white-space:nowrap}` +
				`.rs{width:100%;margin-top:2mm;border:0.8px solid #333}.hd th{font-size:8pt;padding:1mm 1.5mm;border-bottom:0.8px solid #333;background:#e9ecf5}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:1.4mm 1.5mm 0.4mm;background:#f3f4f8;border-top:0.6px solid #333}` +
				`.r td{padding:0 1.5mm;height:4.75mm;vertical-align:baseline}.r .c2{border-bottom:0.6px dotted #555;padding-left:3mm}` +
				`.r .c2 .hw{line-height:0.7}` +
				`.c1{width:40%}.c2{width:23%}.c3{width:14%}.c4{width:23%}` +
				`.sg{width:100%;margin-top:5mm;font-size:8.4pt}.sg td{vertical-align:bottom}.obs{width:60%}.ob{display:inline-block;min-width:60mm;border-bottom:0.6px dotted #444}` +
				`.sgn{text-align:right;padding-right:8mm}.sig{font-family:"Z003",cursive;font-size:16pt;color:#1c3a9e}` +
				`.pgn{position:absolute;left:12mm;right:12mm;bottom:8mm;text-align:center;font-size:7pt;color:#555}`
			return page("Letter", css, body)
		}}
}
