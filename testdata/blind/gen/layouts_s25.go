package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Session 25 family: five layouts written blind in session 25. gh_lab,
// gt_lab, dz_lab and lk_hosp are dev and live here with the shared
// helpers; the held-out layout lives in layouts_s25_held.go, which a tuner
// must not open.

// s25Pad left-justifies s in a field of n characters (runes, as a
// fixed-pitch printer counts them); a longer s is kept whole.
func s25Pad(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return s + strings.Repeat(" ", n-k)
	}
	return s
}

// s25Line lays cells out in fixed-width fields (the last one unpadded),
// as a line printer does, and trims the spaces at the end.
func s25Line(widths []int, cells ...string) string {
	var b strings.Builder
	for i, c := range cells {
		if i < len(cells)-1 && i < len(widths) {
			b.WriteString(s25Pad(c, widths[i]))
		} else {
			b.WriteString(c)
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// s25Centre centres s in a line of n characters.
func s25Centre(s string, n int) string {
	k := utf8.RuneCountInString(s)
	if k >= n {
		return s
	}
	return strings.Repeat(" ", (n-k)/2) + s
}

// s25Bracket prints a unit in square brackets (class 78: "[mmol/L]"); a
// row without a unit prints nothing.
func s25Bracket(u string) string {
	if u == "" {
		return ""
	}
	return "[" + u + "]"
}

// s25Pins is the pin pattern of a 9-pin dot-matrix head laid over the
// printed text (class 77): white gaps between the pin rows (1/72 inch
// apart, twelve to a 1/6-inch text line, one of them wider where a worn
// pin leaves a streak through every line) and thinner gaps between the dot
// columns (1/100 inch), so each stroke of the monospaced glyphs breaks up
// into dots. Drawn as vector rectangles in white over lines text lines of
// lineMM millimetres, widthMM wide; the text layer under it is untouched.
func s25Pins(widthMM float64, lines int, lineMM float64) string {
	h := float64(lines) * lineMM
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="pins" viewBox="0 0 %.2f %.2f" width="%.2fmm" height="%.2fmm" fill="#fff">`, widthMM, h, widthMM, h)
	pitch := lineMM / 12
	for l := 0; l < lines; l++ {
		for p := 0; p < 12; p++ {
			g := 0.085
			if p == 7 {
				g = 0.15 // the worn pin
			}
			y := float64(l)*lineMM + float64(p+1)*pitch - g
			fmt.Fprintf(&b, `<rect x="0" y="%.3f" width="%.2f" height="%.3f"/>`, y, widthMM, g)
		}
	}
	for x := 0.254; x < widthMM; x += 0.254 {
		fmt.Fprintf(&b, `<rect x="%.3f" y="0" width="0.045" height="%.2f"/>`, x-0.045, h)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// s25Item is one line of a results table laid out in newspaper columns:
// a section title or a result row.
type s25Item struct {
	title string
	row   *Row
}

// s25Flow lays the sections out as the lines of one long table and cuts
// it in two after half its lines (class 79): the left column takes the
// first half, the right column the rest, wherever the cut falls, so a
// section begun at the foot of the left column goes on at the head of the
// right one without its title.
func s25Flow(secs []*Section) (left, right []s25Item) {
	var all []s25Item
	for _, s := range secs {
		if s.Title != "" {
			all = append(all, s25Item{title: s.Title})
		}
		for _, r := range s.Rows {
			all = append(all, s25Item{row: r})
		}
	}
	n := (len(all) + 1) / 2
	return all[:n], all[n:]
}

// s25FlowTable writes one newspaper column: its own heading row, then its
// lines; an out-of-range row has the class "ab".
func s25FlowTable(items []s25Item, cols []col) string {
	var b strings.Builder
	b.WriteString(`<table class="rs">` + headRow(cols))
	for _, it := range items {
		if it.row == nil {
			fmt.Fprintf(&b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(it.title))
			continue
		}
		cls := "r"
		if abnormal(it.row) {
			cls += " ab"
		}
		b.WriteString(`<tr class="` + cls + `">`)
		for _, c := range cols {
			b.WriteString(td(c.class, c.cell(it.row)))
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</table>`)
	return b.String()
}

// s25Columns prints the results as two newspaper columns side by side
// with a rule between them (class 79).
func s25Columns(rep *Report, cols []col) string {
	left, right := s25Flow(rep.Sections)
	return `<table class="np"><tr><td class="npl">` + s25FlowTable(left, cols) + `</td><td class="npg"></td><td class="npr">` +
		s25FlowTable(right, cols) + `</td></tr></table>`
}

// s25Star prints the flag column of class 83: "*" against an out-of-range
// row, nothing otherwise.
func s25Star(r *Row) string {
	if r.Flag == "" {
		return ""
	}
	return `<b>` + esc(r.Flag) + `</b>`
}

// Ghana: private medical laboratory in Accra (English), two pages of a
// laboratory information system printed on a 9-pin dot-matrix printer on
// continuous green-bar paper, 9.5 x 11 inches (class 77): monospaced
// characters broken into dots by the pin rows (a worn pin streaks every
// line), ribbon ink a little uneven from line to line, 80 columns at 10
// characters and 6 lines to the inch aligned with spaces, green bands half
// an inch high behind every other three lines, tractor-feed strips with
// their sprocket holes and perforations at both margins. TEST / RESULT /
// UNITS / REFERENCE RANGE / FLAG, the unit printed in square brackets in
// the column after the result (class 78: "[mmol/L]"); H / L; SI chemistry
// (mmol/L, umol/L, g/L) and a Sysmex three-part differential; malaria film,
// sickling and G6PD as words; dd/mm/yyyy; NHIS number.
func ghLab() *Layout {
	return &Layout{Name: "gh_lab", Country: "GH", Language: "en", Classes: []int{77, 78}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9,
		Session: 25,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - FULL BLOOD COUNT", "FULL BLOOD COUNT")
			b.n("White Blood Cells (WBC)", "11.6", "x10^9/L", "4.0 - 10.0")
			b.n("Red Blood Cells (RBC)", "4.21", "x10^12/L", "4.50 - 5.90")
			b.n("Haemoglobin (HGB)", "11.8", "g/dL", "13.0 - 17.0")
			b.n("Haematocrit (HCT)", "36.1", "%", "40.0 - 50.0")
			b.n("MCV", "85.7", "fL", "80.0 - 100.0")
			b.n("MCH", "28.0", "pg", "27.0 - 32.0")
			b.n("MCHC", "32.7", "g/dL", "31.5 - 34.5")
			b.n("RDW-CV", "15.2", "%", "11.5 - 14.5")
			b.n("Platelets (PLT)", "388", "x10^9/L", "150 - 400")
			b.n("Neutrophils %", "71.2", "%", "40.0 - 75.0")
			b.n("Lymphocytes %", "20.4", "%", "20.0 - 45.0")
			b.n("Mixed Cells %", "8.4", "%", "3.0 - 15.0")
			b.n("Neutrophils #", "8.26", "x10^9/L", "2.00 - 7.50")
			b.n("Lymphocytes #", "2.37", "x10^9/L", "1.00 - 4.00")
			b.n("Mixed Cells #", "0.97", "x10^9/L", "0.10 - 1.50")
			b.n("ESR (Westergren)", "32", "mm/hr", "0 - 15")
			b.panel("HAEMATOLOGY - SCREENING TESTS", "SCREENING TESTS")
			b.q("Blood Film for MPs", "NO MPS SEEN", "", true).comment()
			b.q("Sickling Test", "NEGATIVE", "NEGATIVE", true)
			b.q("G6PD Screen", "NO DEFECT", "", true).comment()
			b.panel("CHEMISTRY - BLOOD GLUCOSE", "BLOOD GLUCOSE")
			b.n("Fasting Blood Sugar (FBS)", "7.4", "mmol/L", "3.9 - 6.1")
			b.panel("CHEMISTRY - RENAL FUNCTION TESTS", "RENAL FUNCTION TESTS")
			b.n("Urea", "6.2", "mmol/L", "2.5 - 7.1")
			b.n("Creatinine", "121", "umol/L", "62 - 106")
			b.n("Sodium", "138", "mmol/L", "135 - 145")
			b.n("Potassium", "4.9", "mmol/L", "3.5 - 5.1")
			b.n("Chloride", "101", "mmol/L", "98 - 107")
			b.panel("CHEMISTRY - LIVER FUNCTION TESTS", "LIVER FUNCTION TESTS")
			b.n("Total Protein", "74", "g/L", "66 - 83")
			b.n("Albumin", "39", "g/L", "35 - 52")
			b.n("Total Bilirubin", "15.8", "umol/L", "0.0 - 21.0")
			b.n("AST (SGOT)", "36", "U/L", "0 - 40")
			b.n("ALT (SGPT)", "58", "U/L", "0 - 41")
			b.n("Alkaline Phosphatase", "112", "U/L", "40 - 129")
			b.n("Gamma GT", "84", "U/L", "10 - 71")
			b.newPage("CHEMISTRY - LIPID PROFILE", "LIPID PROFILE")
			b.n("Total Cholesterol", "6.24", "mmol/L", "0.00 - 5.20")
			b.n("Triglycerides", "1.96", "mmol/L", "0.00 - 1.70")
			b.n("HDL Cholesterol", "0.96", "mmol/L", "> 1.04")
			b.n("LDL Cholesterol", "4.39", "mmol/L", "0.00 - 3.40")
			b.panel("CHEMISTRY - SPECIAL TESTS", "SPECIAL TESTS")
			b.n("HbA1c", "7.6", "%", "4.0 - 6.0")
			b.n("Uric Acid", "462", "umol/L", "202 - 416")
			b.n("PSA (Total)", "1.42", "ng/mL", "0.00 - 4.00")
			b.panel("SEROLOGY", "SEROLOGY")
			b.q("HBsAg (Rapid)", "NON-REACTIVE", "NON-REACTIVE", true)
			b.q("HCV Antibody (Rapid)", "NON-REACTIVE", "NON-REACTIVE", true)
			return b.report(Meta{First: "Kwame", Last: "Asante-Mensah", DOB: "1980-03-14", Gender: "male",
				Lab: "Korle-Gonno Medical Laboratory Services", Collected: "2026-05-19", Reported: "2026-05-19", Specimen: "KG2605-1842"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			const cols = 80
			w := []int{30, 12, 13, 19}
			rule := func(c string) string { return strings.Repeat(c, cols) }
			head := func(p, n int) []string {
				l := []string{
					"<b>" + esc(s25Centre("KORLE-GONNO MEDICAL LABORATORY SERVICES", cols)) + "</b>",
					esc(s25Centre("No. 14 Castle Road, Adabraka - P.O. Box AN 7418, Accra", cols)),
					esc(s25Centre("Tel: 0302 224 182 / 024 418 2270   HeFRA Licence No. MLF/GAR/0418", cols)),
					rule("="),
				}
				if p == 1 {
					l = append(l, "<b>"+esc(s25Centre("LABORATORY REPORT", cols))+"</b>",
						esc(s25Line([]int{15, 35, 15}, "PATIENT NAME :", "ASANTE-MENSAH, KWAME", "LAB NO.      :", m.Specimen)),
						esc(s25Line([]int{15, 35, 15}, "SEX / AGE    :", "MALE / 46 YEARS", "DATE OF BIRTH:", date(m.DOB, ""))),
						esc(s25Line([]int{15, 35, 15}, "NHIS NO.     :", "0418-2270-53", "COLLECTED    :", date(m.Collected, "")+" 08:14")),
						esc(s25Line([]int{15, 35, 15}, "REQUESTED BY :", "DR. E. OWUSU-ANSAH", "REPORTED     :", date(m.Reported, "")+" 15:02")),
						esc(s25Line([]int{15, 35, 15}, "CLINIC/WARD  :", "OPD - MEDICAL", "PAGE         :", fmt.Sprintf("%d OF %d", p, n))))
				} else {
					l = append(l, esc(s25Line([]int{15, 35, 15}, "PATIENT NAME :", "ASANTE-MENSAH, KWAME", "LAB NO.      :", m.Specimen)),
						esc(s25Line([]int{15, 35, 15}, "SEX / AGE    :", "MALE / 46 YEARS", "PAGE         :", fmt.Sprintf("%d OF %d", p, n))))
				}
				return append(l, rule("-"), "<b>"+esc(s25Line(w, "TEST", "RESULT", "UNITS", "REFERENCE RANGE", "FLAG"))+"</b>", rule("-"))
			}
			body := func(secs []*Section) []string {
				var l []string
				for i, s := range secs {
					if i > 0 {
						l = append(l, "")
					}
					l = append(l, "<b>"+esc(s.Title)+"</b>")
					for _, row := range s.Rows {
						l = append(l, esc(s25Line(w, "  "+row.Name, row.Value, s25Bracket(row.Unit), row.RangeText, row.Flag)))
					}
				}
				return l
			}
			last := []string{rule("-"), "H = ABOVE REFERENCE RANGE     L = BELOW REFERENCE RANGE",
				"RESULTS RELATE ONLY TO THE SPECIMEN RECEIVED. PLEASE CORRELATE CLINICALLY.", "",
				esc(s25Line([]int{44}, "VERIFIED BY : J. K. BOATENG (MLS)", "AUTHORISED : DR. A. LARYEA")), "",
				esc(s25Centre("*** END OF REPORT ***", cols))}
			more := []string{"", esc(s25Centre("*** CONTINUED ON PAGE 2 ***", cols))}
			const lineMM = 25.4 / 6
			pages := byPage(r)
			var b strings.Builder
			for i, secs := range pages {
				lines := append(head(i+1, len(pages)), body(secs)...)
				if i == len(pages)-1 {
					lines = append(lines, last...)
				} else {
					lines = append(lines, more...)
				}
				for len(lines) < 60 {
					lines = append(lines, "")
				}
				lines = append(lines, esc(s25Line([]int{34, 30}, "KGLAB-LIS 3.2   USER: JKB", "PRINTED: "+date(m.Reported, "")+" 15:04",
					fmt.Sprintf("PAGE %d", i+1))))
				if len(lines) > 61 {
					panic(fmt.Sprintf("gh_lab: page %d has %d lines", i+1, len(lines)))
				}
				var pre strings.Builder
				for k, ln := range lines {
					// the ribbon inks some lines a little darker than others
					shade := []string{"#26262f", "#30303a", "#2a2a33", "#36363f", "#2c2c35"}[(k*7+i*3)%5]
					fmt.Fprintf(&pre, `<span style="color:%s">%s</span>`+"\n", shade, ln)
				}
				cls := "pg"
				if i > 0 {
					cls += " pb"
				}
				var bars, holes strings.Builder
				for y := 1; float64(y)*12.7 < 279.4; y += 2 {
					fmt.Fprintf(&bars, `<rect x="0" y="%.1f" width="215.9" height="12.7"/>`, float64(y)*12.7)
				}
				for y := 6.35; y < 279.4; y += 12.7 {
					fmt.Fprintf(&holes, `<circle cx="6.35" cy="%.2f" r="2"/><circle cx="234.95" cy="%.2f" r="2"/>`, y, y)
				}
				fmt.Fprintf(&b, `<div class="%s"><pre>%s</pre>%s`+
					`<svg class="bars" viewBox="0 0 215.9 279.4" width="215.9mm" height="279.4mm" fill="#d6ebd2">%s</svg>`+
					`<svg class="strip" viewBox="0 0 241.3 279.4" width="241.3mm" height="279.4mm">`+
					`<g fill="#e2e2e0" stroke="#a9a9a6" stroke-width="0.25">%s</g>`+
					`<g stroke="#b8b8b4" stroke-width="0.25" stroke-dasharray="1.2 0.8"><line x1="12.7" y1="0" x2="12.7" y2="279.4"/>`+
					`<line x1="228.6" y1="0" x2="228.6" y2="279.4"/><line x1="0" y1="0.3" x2="241.3" y2="0.3"/></g></svg></div>`,
					cls, pre.String(), s25Pins(203.2, len(lines), lineMM), bars.String(), holes.String())
			}
			css := `.pg{position:relative;width:241.3mm;height:279.4mm;overflow:hidden;padding:0}` +
				`pre{position:absolute;left:19.05mm;top:12.7mm;margin:0;font:11.6pt/4.2333mm "DejaVu Sans Mono";letter-spacing:0}` +
				`pre b{font-weight:bold}.pins{position:absolute;left:19.05mm;top:12.7mm}` +
				`.bars{position:absolute;left:12.7mm;top:0;mix-blend-mode:multiply}.strip{position:absolute;left:0;top:0}`
			return page("241.3mm 279.4mm", css, b.String())
		}}
}

// Guatemala: private clinical laboratory in Guatemala City (Spanish), one
// Letter page. The results flow down two newspaper columns (class 79): the
// table fills the left half of the page, then goes on at the top of the
// right half under a heading row of its own, the chemistry section begun
// at the foot of the left column continuing without its title. Prueba /
// Resultado / (flag) / Unidades / Valores de referencia; H / L in a narrow
// column; decimal points, US units (mg/dL, x10³/µL); "> 45" for HDL; DPI
// number; dd/mm/yyyy. Also captured with a phone scanner app (class 80).
func gtLab() *Layout {
	return &Layout{Name: "gt_lab", Country: "GT", Language: "es", Classes: []int{6, 79, 80}, ScanDPI: 200, PDFDPI: 150, Rotate: -1.0,
		Extra: []string{"scanapp"}, Session: 25,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HEMATOLOGÍA COMPLETA", "HEMATOLOGÍA COMPLETA")
			b.n("Glóbulos rojos", "4.12", "x10⁶/µL", "4.00 - 5.20")
			b.n("Hemoglobina", "11.3", "g/dL", "12.0 - 15.5")
			b.n("Hematocrito", "34.9", "%", "36.0 - 46.0")
			b.n("VCM", "84.7", "fL", "80.0 - 100.0")
			b.n("HCM", "27.4", "pg", "27.0 - 33.0")
			b.n("CHCM", "32.4", "g/dL", "32.0 - 36.0")
			b.n("RDW", "14.9", "%", "11.5 - 14.5")
			b.n("Glóbulos blancos", "8.6", "x10³/µL", "4.5 - 11.0")
			b.n("Neutrófilos", "64", "%", "40 - 70")
			b.n("Linfocitos", "27", "%", "20 - 45")
			b.n("Monocitos", "6", "%", "2 - 10")
			b.n("Eosinófilos", "3", "%", "1 - 4")
			b.n("Basófilos", "0", "%", "0 - 1")
			b.n("Plaquetas", "312", "x10³/µL", "150 - 450")
			b.n("Eritrosedimentación", "24", "mm/h", "0 - 20")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucosa pre-prandial", "104", "mg/dL", "70 - 100")
			b.n("Nitrógeno de urea", "11", "mg/dL", "7 - 20")
			b.n("Creatinina", "0.74", "mg/dL", "0.50 - 1.10")
			b.n("Ácido úrico", "4.8", "mg/dL", "2.6 - 6.0")
			b.n("Colesterol total", "221", "mg/dL", "0 - 200")
			b.n("Triglicéridos", "186", "mg/dL", "0 - 150")
			b.n("Colesterol HDL", "44", "mg/dL", "> 45")
			b.n("Colesterol LDL", "140", "mg/dL", "0 - 130")
			b.n("TGO (AST)", "22", "U/L", "0 - 32")
			b.n("TGP (ALT)", "27", "U/L", "0 - 33")
			b.n("Fosfatasa alcalina", "81", "U/L", "35 - 104")
			b.n("Bilirrubina total", "0.6", "mg/dL", "0.2 - 1.2")
			b.panel("INMUNOLOGÍA Y HORMONAS", "INMUNOLOGÍA Y HORMONAS")
			b.n("TSH", "3.12", "µUI/mL", "0.27 - 4.20")
			b.n("T4 libre", "1.18", "ng/dL", "0.93 - 1.70")
			b.n("Ferritina", "11", "ng/mL", "13 - 150")
			b.n("Proteína C reactiva", "2.1", "mg/L", "0.0 - 5.0")
			b.n("Hemoglobina A1c", "5.6", "%", "4.0 - 5.6")
			return b.report(Meta{First: "María Fernanda", Last: "López Chávez", DOB: "1991-11-09", Gender: "female",
				Lab: "Laboratorio Clínico San Cristóbal", Collected: "2026-05-18", Reported: "2026-05-18", Specimen: "260518-0327"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Prueba", "c1", nameCell}, {"Resultado", "c2", valCell}, {"", "c3", flagCell},
				{"Unidades", "c4", unitCell}, {"Valores de referencia", "c5", rangeCell}}
			logo := `<svg width="17mm" height="13mm" viewBox="0 0 50 38"><path d="M2 36 L19 8 L25 16 L31 5 L48 36 Z" fill="#1f5f8b"/>` +
				`<path d="M14 16 L19 8 L23 14 L21 13 L19 15 L17 13 Z M28 10 L31 5 L35 12 L33 11 L31 13 L29 11 Z" fill="#fff"/>` +
				`<path d="M2 36 Q 25 26 48 36 Z" fill="#3d9a4a"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Laboratorio Clínico San Cristóbal</div><div class="ls">Análisis clínicos · Microbiología · Inmunología · Hormonas</div>` +
				`<div class="la">Boulevard Los Próceres 24-69, Zona 10, Ciudad de Guatemala · PBX 2418-2700 · WhatsApp 4182-7000</div></td>` +
				`<td class="lic">Licencia Sanitaria<br>MSPAS No. 0418-2019</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paciente:</td><td class="v"><b>LÓPEZ CHÁVEZ, MARÍA FERNANDA</b></td>` +
				`<td class="k">No. de orden:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Edad / Sexo:</td><td class="v">34 años / Femenino</td><td class="k">Fecha de toma:</td><td class="v">` + date(m.Collected, "") + ` 07:42</td></tr>` +
				`<tr><td class="k">Fecha de nac.:</td><td class="v">` + date(m.DOB, "") + `</td><td class="k">Fecha de reporte:</td><td class="v">` + date(m.Reported, "") + ` 13:15</td></tr>` +
				`<tr><td class="k">DPI:</td><td class="v">2418 27051 0101</td><td class="k">Médico:</td><td class="v">Dr. Carlos Estuardo Morales Pérez</td></tr></table>` +
				`<div class="tt">INFORME DE RESULTADOS</div>` + s25Columns(r, cols) +
				`<div class="ft">H = valor por encima del rango de referencia · L = valor por debajo del rango de referencia. ` +
				`Muestra: sangre venosa, ayuno de 10 horas. Valores de referencia para mujeres adultas.</div>` +
				`<table class="sg"><tr><td class="qr">` + s25QR("gt_lab", 17) + `<br>Verifique este informe en<br>sancristobal-lab.example.gt</td>` +
				`<td class="sgn"><span class="sig">Ana L. Cifuentes</span><br>Licda. Ana Lucía Cifuentes Reyes<br>Química Bióloga · Colegiado No. 4182</td></tr></table>` +
				`<div class="pgn">Página 1 de 1 · Resultados validados electrónicamente</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.8pt;color:#161616}.pg{height:279mm;padding:10mm 11mm 9mm 11mm;position:relative}` +
				`.top{width:100%;border-bottom:1.6px solid #1f5f8b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:20mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#1f5f8b}.ls{font-size:7.8pt;color:#3d9a4a;font-weight:bold}.la{font-size:7pt;color:#444}` +
				`.lic{text-align:right;font-size:7pt;color:#444;width:30mm}` +
				`.pt{width:100%;font-size:8.6pt;border:0.6px solid #9ab;margin-bottom:3mm}.pt td{padding:0.6mm 1.5mm}.pt .k{color:#1f5f8b;font-weight:bold;white-space:nowrap;width:15%}.pt .v{width:35%}` +
				`.tt{text-align:center;font-size:10.5pt;font-weight:bold;letter-spacing:1pt;color:#1f5f8b;margin:2mm 0 3mm}` +
				`.np{width:100%;table-layout:fixed}.np>tbody>tr>td{vertical-align:top}.npl,.npr{width:48.6%}.npg{width:2.8%;background:linear-gradient(#889,#889) no-repeat center/0.5px 100%}` +
				`.rs{width:100%;table-layout:fixed}.hd th{font-size:7.8pt;color:#1f5f8b;padding:0.6mm 0.8mm;border-top:1px solid #1f5f8b;border-bottom:1px solid #1f5f8b;background:#eef4f8}` +
				`.sec td{font-weight:bold;font-size:8.8pt;padding:2.4mm 0.8mm 0.5mm;color:#1f5f8b;border-bottom:0.5px solid #9ab}` +
				`.r td{padding:0.8mm 0.8mm;line-height:11pt;white-space:nowrap;overflow:hidden}.ab .c2{font-weight:bold}` +
				`.c1{width:37%}.c2{width:15%;text-align:right}.c3{width:5%;text-align:center;font-weight:bold}.c4{width:17%}.c5{width:26%;padding-left:1.5mm!important}` +
				`.ft{margin-top:6mm;font-size:7.6pt;color:#333;border-top:0.5px solid #9ab;padding-top:1.2mm}` +
				`.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.qr{width:50%;color:#555;font-size:6.8pt}` +
				`.sgn{text-align:center}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d3a7a}` +
				`.pgn{position:absolute;left:11mm;right:11mm;bottom:8mm;text-align:center;font-size:7pt;color:#666}`
			return page("Letter", css, body)
		}}
}

// s25QR draws a QR-like verification code sizeMM wide: 25 x 25 modules,
// the three finder squares in the corners and seeded modules elsewhere (a
// picture of a code, in no text layer; it encodes nothing).
func s25QR(seed string, sizeMM float64) string {
	r := rngFor(seed + "/qr")
	const n = 25
	var b strings.Builder
	fmt.Fprintf(&b, `<svg width="%.1fmm" height="%.1fmm" viewBox="-2 -2 %d %d" shape-rendering="crispEdges"><rect x="-2" y="-2" width="%d" height="%d" fill="#fff"/>`,
		sizeMM, sizeMM, n+4, n+4, n+4, n+4)
	finder := func(x, y int) bool {
		for _, c := range [][2]int{{0, 0}, {n - 7, 0}, {0, n - 7}} {
			if dx, dy := x-c[0], y-c[1]; dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7 {
				return true
			}
		}
		return false
	}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if !finder(x, y) && r.Intn(2) == 0 {
				fmt.Fprintf(&b, `<rect x="%d" y="%d" width="1" height="1"/>`, x, y)
			}
		}
	}
	for _, c := range [][2]int{{0, 0}, {n - 7, 0}, {0, n - 7}} {
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="7" height="7"/><rect x="%d" y="%d" width="5" height="5" fill="#fff"/><rect x="%d" y="%d" width="3" height="3"/>`,
			c[0], c[1], c[0]+1, c[1]+1, c[0]+2, c[1]+2)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// Algeria: private medical laboratory in Algiers (French), two A4 pages,
// bilingual French and Arabic (class 81): the letterhead in French on the
// left and in Arabic on the right, the patient labels in both languages,
// every section title with its Arabic title at the right end of its band,
// and the results table with a last column giving each test's name in
// Arabic, right to left. Analyses / Résultats / (flag) / Unités / Valeurs
// de référence / التحليل; ↑ / ↓ in a narrow column; decimal commas;
// Algerian units (glycaemia, urea, lipids in g/L, creatinine, uric acid,
// calcium in mg/L, 10³/mm³); dd/mm/yyyy. Also photographed with the shadow
// of the hand and phone across the table (class 82).
func dzLab() *Layout {
	ar := map[string]string{
		"Globules blancs": "الكريات البيضاء", "Globules rouges": "الكريات الحمراء", "Hémoglobine": "خضاب الدم (الهيموغلوبين)",
		"Hématocrite": "الهيماتوكريت", "VGM": "متوسط حجم الكرية", "TCMH": "متوسط هيموغلوبين الكرية", "CCMH": "متوسط تركيز الهيموغلوبين",
		"Plaquettes": "الصفائح الدموية", "Polynucléaires neutrophiles": "العدلات", "Lymphocytes": "اللمفاويات", "Monocytes": "الوحيدات",
		"Polynucléaires éosinophiles": "الحمضات", "VS 1re heure": "سرعة ترسب الدم (الساعة الأولى)",
		"Glycémie à jeun": "نسبة السكر في الدم على الريق", "Urée": "اليوريا", "Créatinine": "الكرياتينين", "Acide urique": "حمض البول",
		"Cholestérol total": "الكوليسترول الكلي", "Cholestérol HDL": "الكوليسترول عالي الكثافة", "Cholestérol LDL": "الكوليسترول منخفض الكثافة",
		"Triglycérides": "الدهون الثلاثية", "TGO (ASAT)": "ناقلة أمين الأسبارتات", "TGP (ALAT)": "ناقلة أمين الألانين",
		"Gamma GT": "غاما غلوتاميل ترانسفيراز", "Phosphatases alcalines": "الفوسفاتاز القلوية", "Bilirubine totale": "البيليروبين الكلي",
		"Calcémie": "الكالسيوم في الدم", "Hémoglobine glyquée (HbA1c)": "الهيموغلوبين السكري", "TSH us": "الهرمون المنبه للغدة الدرقية",
		"PSA total": "المستضد البروستاتي النوعي", "Ferritine": "الفيريتين", "Vitamine D (25-OH)": "فيتامين د",
		"CRP": "البروتين المتفاعل C", "Antigène HBs": "مستضد التهاب الكبد ب", "Anticorps anti-VHC": "أضداد فيروس التهاب الكبد ج",
	}
	arTitle := map[string]string{"HÉMOGRAMME (FNS)": "تعداد الدم الكامل", "VITESSE DE SÉDIMENTATION": "سرعة ترسب الدم",
		"BIOCHIMIE": "الكيمياء الحيوية", "HORMONOLOGIE": "الهرمونات", "SÉROLOGIE": "الأمصال"}
	return &Layout{Name: "dz_lab", Country: "DZ", Language: "fr", Classes: []int{6, 81, 82}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.7,
		Extra: []string{"shadow"}, Session: 25,
		Build: func() *Report {
			b := &builder{comma: true, high: "↑", low: "↓"}
			b.panel("HÉMOGRAMME (FNS)", "HÉMOGRAMME (FNS)")
			b.n("Globules blancs", "9,8", "10³/mm³", "4,0 - 10,0")
			b.n("Globules rouges", "5,21", "10⁶/mm³", "4,50 - 5,90")
			b.n("Hémoglobine", "15,1", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "45,2", "%", "40,0 - 52,0")
			b.n("VGM", "86,8", "fL", "80,0 - 100,0")
			b.n("TCMH", "29,0", "pg", "27,0 - 32,0")
			b.n("CCMH", "33,4", "g/dL", "32,0 - 36,0")
			b.n("Plaquettes", "138", "10³/mm³", "150 - 400")
			b.n("Polynucléaires neutrophiles", "58", "%", "45 - 70")
			b.n("Lymphocytes", "33", "%", "20 - 40")
			b.n("Monocytes", "6", "%", "2 - 10")
			b.n("Polynucléaires éosinophiles", "3", "%", "1 - 5")
			b.panel("VITESSE DE SÉDIMENTATION", "VITESSE DE SÉDIMENTATION")
			b.n("VS 1re heure", "22", "mm", "< 15")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,32", "g/L", "0,70 - 1,10")
			b.n("Urée", "0,38", "g/L", "0,15 - 0,45")
			b.n("Créatinine", "12,4", "mg/L", "7,0 - 13,0")
			b.n("Acide urique", "78", "mg/L", "35 - 72")
			b.n("Cholestérol total", "2,28", "g/L", "1,40 - 2,00")
			b.n("Cholestérol HDL", "0,38", "g/L", "> 0,40")
			b.n("Cholestérol LDL", "1,52", "g/L", "< 1,60")
			b.n("Triglycérides", "1,89", "g/L", "0,50 - 1,50")
			b.n("TGO (ASAT)", "31", "UI/L", "< 40")
			b.n("TGP (ALAT)", "44", "UI/L", "< 41")
			b.n("Gamma GT", "52", "UI/L", "8 - 61")
			b.n("Phosphatases alcalines", "88", "UI/L", "40 - 130")
			b.n("Bilirubine totale", "7", "mg/L", "< 12")
			b.n("Calcémie", "94", "mg/L", "85 - 105")
			b.newPage("HORMONOLOGIE", "HORMONOLOGIE")
			b.n("Hémoglobine glyquée (HbA1c)", "7,2", "%", "4,0 - 6,0")
			b.n("TSH us", "2,36", "µUI/mL", "0,27 - 4,20")
			b.n("PSA total", "1,85", "ng/mL", "< 4,00")
			b.n("Ferritine", "212", "ng/mL", "30 - 400")
			b.n("Vitamine D (25-OH)", "14,2", "ng/mL", "30 - 100")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.n("CRP", "8", "mg/L", "< 6")
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			b.q("Anticorps anti-VHC", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Karim", Last: "Haddad", DOB: "1974-02-07", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales El Nour", Collected: "2026-05-21", Reported: "2026-05-21", Specimen: "26/05-1187"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			arCell := func(row *Row) string {
				a, ok := ar[row.Name]
				if !ok {
					panic("dz_lab: no Arabic name for " + row.Name)
				}
				return `<span dir="rtl">` + esc(a) + `</span>`
			}
			cols := []col{{"Analyses", "c1", nameCell}, {"Résultats", "c2", valCell}, {"", "c3", flagCell}, {"Unités", "c4", unitCell},
				{"Valeurs de référence", "c5", rangeCell}, {"التحاليل", "c6", arCell}}
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18.5" fill="none" stroke="#0b6e4f" stroke-width="2"/>` +
				`<path d="M15 8 h10 v3 h-2 v9 l8 12 a2 2 0 0 1 -2 3 h-18 a2 2 0 0 1 -2 -3 l8 -12 v-9 h-2 z" fill="#0b6e4f"/>` +
				`<path d="M12.5 29 l4.5 -7 h6 l4.5 7 z" fill="#c8a228"/></svg>`
			head := func(p, n int) string {
				top := `<table class="top"><tr><td class="fr"><div class="ln">Laboratoire d'Analyses Médicales El Nour</div>` +
					`<div class="ld">Dr Samia BENALI · Biologiste</div>` +
					`<div class="la">Cité des 1000 Logements, Bt 12, Bab Ezzouar, Alger · Tél. 023 41 82 27 · Agrément n° 418/DSP/2011</div></td>` +
					`<td class="lg">` + logo + `</td>` +
					`<td class="ar" dir="rtl"><div class="ln">مخبر التحاليل الطبية النور</div>` +
					`<div class="ld">الدكتورة سامية بن علي · أخصائية في البيولوجيا الطبية</div>` +
					`<div class="la">حي 1000 مسكن، عمارة 12، باب الزوار، الجزائر · الهاتف 023 41 82 27</div></td></tr></table>`
				if p > 1 {
					return top + `<table class="p2"><tr><td>Patient : <b>M. HADDAD Karim</b></td><td>N° dossier : ` + m.Specimen + `</td>` +
						fmt.Sprintf(`<td class="rt">Page %d/%d</td></tr></table>`, p, n)
				}
				lab := func(fr, a string) string { return `<td class="k">` + fr + ` / <span dir="rtl">` + a + `</span></td>` }
				return top + `<div class="tt">COMPTE RENDU D'ANALYSES <span class="tta" dir="rtl">نتائج التحاليل الطبية</span></div>` +
					`<table class="pt"><tr>` + lab("Patient", "المريض") + `<td class="v"><b>M. HADDAD Karim</b></td>` +
					lab("N° dossier", "رقم الملف") + `<td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr>` + lab("Né le", "تاريخ الميلاد") + `<td class="v">` + date(m.DOB, "") + ` (52 ans)</td>` +
					lab("Prélevé le", "تاريخ السحب") + `<td class="v">` + date(m.Collected, "") + ` à 08:05</td></tr>` +
					`<tr>` + lab("Sexe", "الجنس") + `<td class="v">Masculin</td>` +
					lab("Édité le", "تاريخ الطبع") + `<td class="v">` + date(m.Reported, "") + ` à 15:30</td></tr>` +
					`<tr>` + lab("Prescripteur", "الطبيب المعالج") + `<td class="v">Dr MEZIANE Nabil</td>` +
					lab("Page", "الصفحة") + fmt.Sprintf(`<td class="v">%d/%d</td></tr></table>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="5">%s</td><td class="sa" dir="rtl">%s</td></tr>`, esc(s.Title), esc(arTitle[s.Title]))
					for _, row := range s.Rows {
						cls := "r"
						if abnormal(row) {
							cls += " ab"
						}
						b.WriteString(`<tr class="` + cls + `">`)
						for _, c := range cols {
							b.WriteString(td(c.class, c.cell(row)))
						}
						b.WriteString(`</tr>`)
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">↑ / ↓ : valeur supérieure / inférieure aux valeurs de référence (homme adulte). ` +
				`<span dir="rtl">↑ / ↓ : قيمة أعلى / أدنى من القيم المرجعية</span></div>` +
				`<table class="sg"><tr><td>Validé par :<br><span class="sig">S. Benali</span><br>Dr Samia BENALI, Biologiste</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Suite page 2 · <span dir="rtl">يتبع</span></div>`)
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:9pt;color:#141414}.pg{height:296mm}` +
				`[dir=rtl]{font-family:"DejaVu Sans";unicode-bidi:embed}` +
				`.top{width:100%;border-bottom:2px solid #0b6e4f;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}` +
				`.fr{width:46%}.lg{width:10%;text-align:center}.ar{width:44%;text-align:right}` +
				`.ln{font-size:11.5pt;font-weight:bold;color:#0b6e4f}.ar .ln{font-size:13pt}.ld{font-size:8pt;color:#8a6d10;font-weight:bold}.la{font-size:7pt;color:#444}` +
				`.tt{text-align:center;font-size:10.5pt;font-weight:bold;letter-spacing:0.5pt;margin:2mm 0}.tta{margin-left:6mm;font-size:10.5pt}` +
				`.pt{width:100%;font-size:8.4pt;border:0.6px solid #0b6e4f;background:#f3f8f5;margin-bottom:3mm}.pt td{padding:0.7mm 1.5mm}` +
				`.pt .k{white-space:nowrap;width:22%;color:#0b6e4f;font-weight:bold}.pt .k span{font-weight:normal}.pt .v{width:28%}` +
				`.p2{width:100%;font-size:8.4pt;border-bottom:0.8px solid #0b6e4f;margin-bottom:3mm}.p2 td{padding:0.6mm 0}.rt{text-align:right}` +
				`.rs{width:100%}.hd th{font-size:8.2pt;padding:0.8mm 1.2mm;border-top:1px solid #0b6e4f;border-bottom:1px solid #0b6e4f;color:#0b6e4f}` +
				`.hd th.c6{text-align:right;font-family:"DejaVu Sans"}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:2.2mm 1.2mm 0.6mm;border-bottom:0.6px solid #0b6e4f;color:#0b6e4f}.sec .sa{text-align:right}` +
				`.r td{padding:0.75mm 1.2mm;border-bottom:0.3px dotted #bbb}.ab .c2{font-weight:bold}` +
				`.c1{width:29%}.c2{width:9%;text-align:right}.c3{width:4%;text-align:center;font-weight:bold}.c4{width:11%}.c5{width:17%}` +
				`.c6{width:30%;text-align:right;font-size:8.4pt;color:#333}` +
				`.cont{margin-top:4mm;text-align:right;font-style:italic;font-size:7.6pt}.ft{margin-top:6mm;font-size:7.8pt;color:#333}` +
				`.sg{width:100%;margin-top:7mm;font-size:8pt}.sg td{text-align:right;padding-right:12mm}.sig{font-family:"Z003",cursive;font-size:16pt;color:#1d2f6b}`
			return page("A4", css, body)
		}}
}

// Sri Lanka: private hospital laboratory in Colombo (English), two A4
// pages. TEST / RESULT / REFERENCE RANGE / UNITS / FLAG: the reference
// range printed before the unit and "*" in a flag column of its own after
// them (class 83); the differential count printed as each cell type's
// name on a line of its own with two indented sub-results under it,
// Percentage and Absolute Count, each with its own range and unit, and the
// serum electrolytes as a parent line with Sodium, Potassium and Chloride
// indented under it (class 84); mg/dL chemistry, x10^3/uL counts; age
// instead of a date of birth; dd/mm/yyyy; a 100 dpi fax. Also printed two
// pages to a landscape sheet and scanned (class 85).
func lkHosp() *Layout {
	parent := map[string]string{"Sodium": "Serum Electrolytes", "Potassium": "Serum Electrolytes", "Chloride": "Serum Electrolytes"}
	return &Layout{Name: "lk_hosp", Country: "LK", Language: "en", Classes: []int{8, 83, 84, 85}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.6,
		LowRes: true, Extra: []string{"2up"}, Session: 25,
		Build: func() *Report {
			b := &builder{high: "*", low: "*"}
			// kids adds a cell type's two sub-results: the rows are named
			// by the cell type, the sub-result's label is what is printed
			kids := func(name, pct, pctRng, abs, absRng string) {
				b.n(name, pct, "%", pctRng).html("Percentage")
				b.n(name, abs, "x10^3/uL", absRng).html("Absolute Count")
			}
			b.panel("FULL BLOOD COUNT", "FULL BLOOD COUNT")
			b.n("Haemoglobin", "11.2", "g/dL", "11.5 - 16.5")
			b.n("RBC Count", "4.05", "x10^6/uL", "3.80 - 4.80")
			b.n("Packed Cell Volume (PCV)", "34.6", "%", "36.0 - 46.0")
			b.n("MCV", "85.4", "fL", "83.0 - 101.0")
			b.n("MCH", "27.7", "pg", "27.0 - 32.0")
			b.n("MCHC", "32.4", "g/dL", "31.5 - 34.5")
			b.n("RDW-CV", "13.9", "%", "11.6 - 14.0")
			b.n("Platelet Count", "286", "x10^3/uL", "150 - 410")
			b.n("WBC Count", "11.6", "x10^3/uL", "4.0 - 10.0")
			b.panel("DIFFERENTIAL COUNT", "DIFFERENTIAL COUNT")
			kids("Neutrophils", "76.2", "40.0 - 80.0", "8.84", "2.00 - 7.00")
			kids("Lymphocytes", "15.8", "20.0 - 40.0", "1.83", "1.00 - 3.00")
			kids("Monocytes", "5.6", "2.0 - 10.0", "0.65", "0.20 - 1.00")
			kids("Eosinophils", "2.1", "1.0 - 6.0", "0.24", "0.02 - 0.50")
			kids("Basophils", "0.3", "0.0 - 2.0", "0.03", "0.00 - 0.10")
			b.panel("ERYTHROCYTE SEDIMENTATION RATE", "ERYTHROCYTE SEDIMENTATION RATE")
			b.n("ESR (1st Hour)", "38", "mm/1st hr", "0 - 20")
			b.newPage("BIOCHEMISTRY", "BIOCHEMISTRY")
			b.n("Fasting Plasma Glucose", "128", "mg/dL", "70 - 110")
			b.n("HbA1c", "6.8", "%", "4.0 - 6.0")
			b.n("Serum Creatinine", "0.92", "mg/dL", "0.50 - 1.10")
			b.n("Blood Urea", "28", "mg/dL", "15 - 45")
			b.n("Sodium", "139", "mmol/L", "135 - 145")
			b.n("Potassium", "5.4", "mmol/L", "3.5 - 5.1")
			b.n("Chloride", "103", "mmol/L", "98 - 107")
			b.panel("LIPID PROFILE", "LIPID PROFILE")
			b.n("Total Cholesterol", "246", "mg/dL", "140 - 200")
			b.n("Triglycerides", "168", "mg/dL", "10 - 150")
			b.n("HDL Cholesterol", "42", "mg/dL", "40 - 60")
			b.n("LDL Cholesterol", "170", "mg/dL", "< 130")
			b.n("VLDL Cholesterol", "34", "mg/dL", "10 - 41")
			b.n("Total Cholesterol / HDL Ratio", "5.9", "", "2.0 - 5.0")
			b.panel("LIVER ENZYMES", "LIVER ENZYMES")
			b.n("SGOT (AST)", "24", "U/L", "10 - 35")
			b.n("SGPT (ALT)", "31", "U/L", "10 - 35")
			b.panel("THYROID FUNCTION", "THYROID FUNCTION")
			b.n("TSH", "4.8", "uIU/mL", "0.4 - 4.0")
			return b.report(Meta{First: "Dilrukshi", Last: "Perera", Gender: "female",
				Lab: "Lakeside Nawala Hospital", Collected: "2026-05-21", Reported: "2026-05-21", Specimen: "LN2605-19274"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"TEST", "c1", nameCell}, {"RESULT", "c2", valCell}, {"REFERENCE RANGE", "c3", rangeCell},
				{"UNITS", "c4", unitCell}, {"FLAG", "c5", s25Star}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><rect x="1" y="1" width="38" height="38" rx="7" fill="#7a1f3d"/>` +
				`<path d="M16 7 h8 v9 h9 v8 h-9 v9 h-8 v-9 h-9 v-8 h9 z" fill="#fff"/><path d="M6 33 q7 -5 14 0 t14 0" stroke="#f1b434" stroke-width="2" fill="none"/></svg>`
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="lg">` + logo + `</td><td><div class="ln">LAKESIDE NAWALA HOSPITAL</div>` +
					`<div class="ls">Laboratory Services · Department of Pathology</div>` +
					`<div class="la">No. 418, Nawala Road, Rajagiriya, Sri Lanka · Tel: 011 241 8270 · Hotline 1418 · lab@lakeside-nawala.example.lk</div></td>` +
					`<td class="acc">SLAB accredited<br>ISO 15189:2022<br>Reg. No. PHSRC/L/418</td></tr></table>` +
					`<div class="tt">LABORATORY REPORT</div>` +
					`<table class="pt"><tr><td class="k">Patient Name</td><td class="v">: <b>Mrs. DILRUKSHI PERERA</b></td>` +
					`<td class="k">Lab Ref. No</td><td class="v">: <b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Age / Gender</td><td class="v">: 52 Y 04 M / Female</td><td class="k">Collected On</td><td class="v">: ` + date(m.Collected, "") + ` 07:35</td></tr>` +
					`<tr><td class="k">Referred By</td><td class="v">: Dr. S. Jayawardena (MBBS, MD)</td><td class="k">Reported On</td><td class="v">: ` + date(m.Reported, "") + ` 13:20</td></tr>` +
					`<tr><td class="k">OPD / BHT No</td><td class="v">: OPD-0418227</td><td class="k">Page</td><td class="v">: ` + fmt.Sprintf("%d of %d", p, n) + `</td></tr></table>`
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
					last := ""
					for _, row := range s.Rows {
						// the parent line a child row hangs under: a
						// cell type's name, or the electrolytes' heading
						par, kid := parent[row.Name], false
						if row.HTMLName != "" {
							par = row.Name
						}
						if par != "" {
							kid = true
							if par != last {
								fmt.Fprintf(b, `<tr class="par"><td colspan="%d">%s</td></tr>`, len(cols), esc(par))
							}
						}
						last = par
						cls := "r"
						if kid {
							cls += " kid"
						}
						b.WriteString(`<tr class="` + cls + `">`)
						for _, c := range cols {
							b.WriteString(td(c.class, c.cell(row)))
						}
						b.WriteString(`</tr>`)
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">* Result outside the biological reference range. Reference ranges apply to adult females.<br>` +
				`Fasting sample (12 hours). Please correlate with clinical findings.</div>` +
				`<table class="sg"><tr><td>Checked by<br><b>K. M. S. Fernando</b><br>Medical Laboratory Technologist</td>` +
				`<td>Authorised by<br><span class="sig">N. Wickramasinghe</span><br><b>Dr. (Mrs.) N. Wickramasinghe</b><br>MBBS, MD (Chemical Pathology)<br>Consultant Chemical Pathologist</td></tr></table>` +
				`<div class="end">-- End of Report --</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continued on next page ...</div>`)
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:9pt;color:#121212}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:2px solid #7a1f3d;margin-bottom:1.5mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:18mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#7a1f3d;letter-spacing:0.5pt}.ls{font-size:8.4pt;font-weight:bold;color:#444}.la{font-size:7pt;color:#555}` +
				`.acc{text-align:right;font-size:7pt;color:#555;width:30mm}` +
				`.tt{text-align:center;font-size:11pt;font-weight:bold;letter-spacing:1.5pt;margin:2mm 0;text-decoration:underline}` +
				`.pt{width:100%;font-size:8.8pt;margin-bottom:3mm;border-top:0.8px solid #888;border-bottom:0.8px solid #888}.pt td{padding:0.7mm 1mm}` +
				`.pt .k{width:15%;white-space:nowrap;color:#333}.pt .v{width:35%}` +
				`.rs{width:100%}.hd th{font-size:8.4pt;padding:1mm 1.5mm;background:#f1e4e9;border-top:1px solid #7a1f3d;border-bottom:1px solid #7a1f3d}` +
				`.sec td{font-weight:bold;font-size:9.4pt;padding:2.6mm 1.5mm 0.8mm;text-decoration:underline}` +
				`.par td{padding:1mm 1.5mm 0.2mm 5mm;font-weight:bold}` +
				`.r td{padding:0.7mm 1.5mm}.r .c1{padding-left:5mm}.kid .c1{padding-left:11mm;font-style:italic}` +
				`.c1{width:37%}.c2{width:13%;text-align:right;padding-right:6mm!important;font-weight:bold}.c3{width:21%}.c4{width:17%}.c5{width:12%;text-align:center;font-size:12pt;line-height:9pt}` +
				`.cont{margin-top:4mm;text-align:right;font-style:italic;font-size:7.8pt}.ft{margin-top:6mm;font-size:8pt;color:#333}` +
				`.sg{width:100%;margin-top:8mm;font-size:8.2pt}.sg td{width:50%;vertical-align:bottom}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2a6b}` +
				`.end{text-align:center;margin-top:6mm;font-size:8pt;letter-spacing:1pt}`
			return page("A4", css, body)
		}}
}
