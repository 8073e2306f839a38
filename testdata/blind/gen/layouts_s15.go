package main

import (
	"fmt"
	"strings"
)

// Session 15 family: five layouts written blind in session 15. mt_lab,
// cm_lab, bo_lab and cv_hosp are dev and live here; the held-out layout
// lives in layouts_s15_held.go, which a tuner must not open.

// s15Table prints sections as one small table with its own header row.
func s15Table(class string, secs []*Section, cols []col) string {
	var b strings.Builder
	b.WriteString(`<table class="rs ` + class + `">` + headRow(cols))
	for _, s := range secs {
		sectionRows(&b, s, cols)
	}
	b.WriteString(`</table>`)
	return b.String()
}

// Malta: hospital pathology department (English), two pages. Every test is
// a labelled key–value block rather than a table row: the test name in bold
// on its own line, then "Result: 5.6   Units: mmol/L   Reference: 3.5 -
// 5.3   Flag: H" on the next (class 49); "Flag:" is printed only on an
// abnormal result and "Units:" only when the test has a unit (the
// qualitative hepatitis screen); a
// "Comment:" line under a few blocks is no result; SI units, dd/mm/yyyy,
// ID card number; a 100 dpi fax.
func mtLab() *Layout {
	comments := map[string]string{
		"eGFR":  "eGFR (CKD-EPI 2021) is not valid in acute kidney injury, pregnancy or extremes of muscle mass.",
		"HbA1c": "An HbA1c of 48 mmol/mol or above is consistent with diabetes mellitus (WHO 2011).",
		"ALT":   "Sample slightly haemolysed; interpret with caution.",
	}
	return &Layout{Name: "mt_lab", Country: "MT", Language: "en", Classes: []int{8, 49}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.8,
		LowRes: true, Session: 15,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - FULL BLOOD COUNT", "FULL BLOOD COUNT")
			b.n("Haemoglobin", "128", "g/L", "130 - 170")
			b.n("White Cell Count", "7.9", "x10^9/L", "4.0 - 11.0")
			b.n("Red Cell Count", "4.41", "x10^12/L", "4.50 - 5.50")
			b.n("Haematocrit", "0.392", "L/L", "0.400 - 0.500")
			b.n("Mean Cell Volume", "88.9", "fL", "83.0 - 101.0")
			b.n("Mean Cell Haemoglobin", "29.0", "pg", "27.0 - 32.0")
			b.n("Platelets", "262", "x10^9/L", "150 - 410")
			b.n("Neutrophils", "4.6", "x10^9/L", "2.0 - 7.0")
			b.n("Lymphocytes", "2.4", "x10^9/L", "1.0 - 3.0")
			b.panel("CLINICAL CHEMISTRY - RENAL PROFILE", "RENAL PROFILE")
			b.n("Sodium", "139", "mmol/L", "133 - 146")
			b.n("Potassium", "5.6", "mmol/L", "3.5 - 5.3")
			b.n("Urea", "9.1", "mmol/L", "2.5 - 7.8")
			b.n("Creatinine", "118", "µmol/L", "59 - 104")
			b.n("eGFR", "62", "mL/min/1.73m²", "> 60")
			b.panel("CLINICAL CHEMISTRY - LIVER PROFILE", "LIVER PROFILE")
			b.n("Bilirubin (Total)", "12", "µmol/L", "< 21")
			b.n("ALT", "44", "U/L", "< 41")
			b.n("Alkaline Phosphatase", "84", "U/L", "30 - 130")
			b.n("Albumin", "42", "g/L", "35 - 50")
			b.newPage("CLINICAL CHEMISTRY - LIPID PROFILE", "LIPID PROFILE")
			b.n("Total Cholesterol", "5.8", "mmol/L", "< 5.0")
			b.n("HDL Cholesterol", "1.04", "mmol/L", "> 1.00")
			b.n("Triglycerides", "2.1", "mmol/L", "< 1.7")
			b.panel("CLINICAL CHEMISTRY - DIABETES", "DIABETES")
			b.n("Glucose (Fasting)", "7.4", "mmol/L", "3.9 - 6.0")
			b.n("HbA1c", "49", "mmol/mol", "20 - 41")
			b.panel("ENDOCRINOLOGY - THYROID FUNCTION", "THYROID FUNCTION")
			b.n("TSH", "2.31", "mIU/L", "0.27 - 4.20")
			b.n("Free T4", "14.8", "pmol/L", "12.0 - 22.0")
			b.panel("INFLAMMATORY MARKERS", "INFLAMMATORY MARKERS")
			b.n("C-Reactive Protein", "3", "mg/L", "< 5")
			b.n("ESR", "18", "mm/hr", "1 - 12")
			b.panel("VIROLOGY - HEPATITIS SCREEN", "HEPATITIS SCREEN")
			b.q("Hepatitis B surface antigen", "Not detected", "Not detected", true)
			b.q("Anti-HCV antibodies", "Not detected", "Not detected", true)
			return b.report(Meta{First: "Kevin", Last: "Farrugia", DOB: "1968-08-14", Gender: "male",
				Lab: "Fleur-de-Lys General Hospital", Collected: "2026-05-04", Reported: "2026-05-05", Specimen: "P26-118247"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="cr"><div class="sh">&#10016;</div></td><td><div class="ln">FLEUR-DE-LYS GENERAL HOSPITAL</div>` +
					`<div class="ld">Department of Pathology · Clinical Chemistry · Haematology · Virology</div>` +
					`<div class="la">Triq il-Wied, Birkirkara BKR 4118, Malta · Tel. 2545 8000 · pathology.fdl@gov-health.example.mt</div></td>` +
					`<td class="rt">LABORATORY REPORT<br><span>Final · Authorised</span></td></tr></table>` +
					`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>FARRUGIA, Kevin</b></td><td class="k">ID Card No.</td><td class="v">0418268M</td>` +
					`<td class="k">Lab No.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Date of Birth</td><td class="v">` + date(m.DOB, "") + `</td><td class="k">Sex</td><td class="v">Male</td>` +
					`<td class="k">Collected</td><td class="v">` + date(m.Collected, "") + ` 07:55</td></tr>` +
					`<tr><td class="k">Location</td><td class="v">Mosta Health Centre (OPD)</td><td class="k">Requested by</td><td class="v">Dr Rita Grech</td>` +
					`<td class="k">Authorised</td><td class="v">` + date(m.Reported, "") + ` 11:42</td></tr></table>` +
					fmt.Sprintf(`<div class="pgn">Page %d of %d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				for _, s := range secs {
					b.WriteString(`<div class="sec">` + esc(s.Title) + `</div>`)
					for _, row := range s.Rows {
						b.WriteString(`<div class="blk"><div class="tn">` + nameCell(row) + `</div><div class="kl">`)
						b.WriteString(`<span class="f fr">Result: <b>` + esc(row.Value) + `</b></span>`)
						if row.Unit != "" {
							b.WriteString(`<span class="f fu">Units: ` + esc(row.Unit) + `</span>`)
						} else {
							b.WriteString(`<span class="f fu"></span>`)
						}
						b.WriteString(`<span class="f fx">Reference: ` + esc(row.RangeText) + `</span>`)
						if row.Flag != "" {
							b.WriteString(`<span class="f ff">Flag: <b>` + esc(row.Flag) + `</b></span>`)
						}
						b.WriteString(`</div>`)
						if c := comments[row.Name]; c != "" {
							b.WriteString(`<div class="cm">Comment: ` + esc(c) + `</div>`)
						}
						b.WriteString(`</div>`)
					}
				}
			}
			foot := `<div class="ft">Flags: H = above reference range, L = below reference range. Reference ranges are for adult males. ` +
				`Tests marked in the laboratory's scope of accreditation are listed at the front desk.</div>` +
				`<table class="sg"><tr><td>Validated by<br><b>Ms Marija Cassar</b><br>Senior Biomedical Scientist</td>` +
				`<td>Authorised by<br><span class="sig">J. Sciberras</span><br><b>Dr Joseph Sciberras</b> MD FRCPath<br>Consultant Chemical Pathologist</td></tr></table>` +
				`<div class="end">*** End of report ***</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continued overleaf</div>`)
			css := `body{font-family:"DejaVu Sans","Liberation Sans";font-size:8.1pt;color:#141414}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:2px solid #8c1c24;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}` +
				`.cr{width:14mm}.sh{width:11mm;height:13mm;background:#8c1c24;color:#fff;font-size:16pt;text-align:center;line-height:13mm;border-radius:0 0 5mm 5mm}` +
				`.ln{font-family:"Liberation Serif","DejaVu Serif";font-size:14.5pt;font-weight:bold;color:#8c1c24;letter-spacing:0.6pt}` +
				`.ld{font-size:7.8pt;color:#222}.la{font-size:7pt;color:#555}.rt{text-align:right;font-weight:bold;font-size:10pt}.rt span{font-size:7.6pt;color:#8c1c24}` +
				`.pt{width:100%;border:0.6px solid #8c1c24;font-size:7.9pt;margin-bottom:1mm}.pt td{padding:0.6mm 1.5mm}` +
				`.pt .k{color:#8c1c24;width:12%;white-space:nowrap}.pt .v{width:21%}.pgn{text-align:right;font-size:7.2pt;color:#555;margin-bottom:1mm}` +
				`.sec{font-weight:bold;font-size:8.8pt;background:#f3e6e7;border-left:3px solid #8c1c24;padding:0.8mm 2mm;margin:2.6mm 0 1mm}` +
				`.blk{padding:0.9mm 2mm 1mm 3mm;border-bottom:0.3px dotted #b9a0a2;break-inside:avoid}` +
				`.tn{font-weight:bold;font-size:8.7pt}.kl{margin-top:0.3mm}.f{display:inline-block;vertical-align:top}` +
				`.fr{width:40mm}.fu{width:40mm}.fx{width:52mm}.ff{width:20mm}` +
				`.cm{font-size:7.2pt;font-style:italic;color:#444;margin-top:0.3mm}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.6pt}.ft{margin-top:4mm;font-size:7.2pt;color:#333}` +
				`.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{width:50%;text-align:center;vertical-align:bottom}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d2f6b}.end{text-align:center;margin-top:4mm;font-size:7.4pt;letter-spacing:1pt}`
			return page("A4", css, body)
		}}
}

// Cameroon: private medical analysis lab in Douala (French), one page. Two
// independent tables side by side (class 50), haematology and parasitology
// on the left under Paramètre / Résultat / (flag) / Unité / Valeurs usuelles,
// biochemistry and serology on the right under Analyse / Résultat / (flag) /
// Normes / Unité (the unit after the range); an abnormal value is printed
// with an asterisk in front ("*10,6") and a French flag letter, H (haut) or
// B (bas), in the narrow column after it (class 51); decimal commas, g/L,
// mg/L, UI/L, 10³/µL; a 100 dpi fax.
func cmLab() *Layout {
	right := map[string]bool{"BIOCHIMIE": true, "SÉROLOGIE": true}
	return &Layout{Name: "cm_lab", Country: "CM", Language: "fr", Classes: []int{6, 8, 50, 51}, ScanDPI: 200, PDFDPI: 200, Rotate: -1.1,
		LowRes: true, Session: 15,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B"}
			b.panel("NUMÉRATION FORMULE SANGUINE", "NUMÉRATION FORMULE SANGUINE")
			b.n("Leucocytes", "3,6", "10³/µL", "4,0 - 10,0")
			b.n("Hématies", "4,12", "10⁶/µL", "3,80 - 5,20")
			b.n("Hémoglobine", "10,6", "g/dL", "12,0 - 16,0")
			b.n("Hématocrite", "36,4", "%", "36,0 - 46,0")
			b.n("VGM", "81,2", "fL", "80,0 - 100,0")
			b.n("TCMH", "25,7", "pg", "27,0 - 32,0")
			b.n("CCMH", "32,3", "g/dL", "32,0 - 36,0")
			b.n("Plaquettes", "198", "10³/µL", "150 - 400")
			b.n("Neutrophiles", "42,1", "%", "45,0 - 70,0")
			b.n("Lymphocytes", "46,3", "%", "20,0 - 40,0")
			b.n("Monocytes", "7,9", "%", "2,0 - 10,0")
			b.n("Éosinophiles", "3,7", "%", "1,0 - 5,0")
			b.n("VS 1ère heure", "28", "mm", "< 20")
			b.panel("PARASITOLOGIE", "PARASITOLOGIE")
			b.q("Goutte épaisse", "Négative", "Négative", true)
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,18", "g/L", "0,70 - 1,10")
			b.n("Urée", "0,24", "g/L", "0,15 - 0,45")
			b.n("Créatininémie", "8,4", "mg/L", "6,0 - 11,0")
			b.n("Acide urique", "52", "mg/L", "25 - 60")
			b.n("ASAT (TGO)", "24", "UI/L", "< 35")
			b.n("ALAT (TGP)", "19", "UI/L", "< 35")
			b.n("Cholestérol total", "2,14", "g/L", "< 2,00")
			b.n("Cholestérol HDL", "0,52", "g/L", "> 0,40")
			b.n("Triglycérides", "0,96", "g/L", "< 1,50")
			b.n("CRP", "14", "mg/L", "< 6")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Sérologie VIH 1 et 2", "Négatif", "Négatif", true)
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			b.q("TPHA", "Négatif", "Négatif", true)
			b.q("Test d'Emmel", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Brigitte Solange", Last: "Ngo Nkot", DOB: "1986-02-11", Gender: "female",
				Lab: "Laboratoire Biomédical du Wouri", Collected: "2026-05-06", Reported: "2026-05-06", Specimen: "LBW-2605-0914"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			val := func(row *Row) string {
				if row.Flag != "" {
					return `<b>*` + esc(row.Value) + `</b>`
				}
				return esc(row.Value)
			}
			flag := func(row *Row) string { return `<b>` + esc(row.Flag) + `</b>` }
			left := []col{{"Paramètre", "a1", nameCell}, {"Résultat", "a2", val}, {"", "a3", flag}, {"Unité", "a4", unitCell},
				{"Valeurs usuelles", "a5", rangeCell}}
			rcols := []col{{"Analyse", "b1", nameCell}, {"Résultat", "b2", val}, {"", "b3", flag}, {"Normes", "b4", rangeCell},
				{"Unité", "b5", unitCell}}
			var ls, rs []*Section
			for _, s := range r.Sections {
				if right[s.Title] {
					rs = append(rs, s)
				} else {
					ls = append(ls, s)
				}
			}
			head := `<table class="top"><tr><td class="lg"><div class="mk">LBW</div></td><td><div class="ln">LABORATOIRE BIOMÉDICAL DU WOURI</div>` +
				`<div class="ls">Analyses de biologie médicale · Hématologie · Biochimie · Parasitologie · Sérologie</div>` +
				`<div class="la">Rue Joss, immeuble Ebénézer, Akwa - BP 4182 Douala · Tél. (+237) 233 42 18 27 / 677 41 82 27 · ` +
				`Agrément MINSANTE N° 0418/A/MSP/SG</div></td></tr></table>` +
				`<div class="tt">COMPTE RENDU D'ANALYSES</div>` +
				`<table class="pt"><tr><td>Nom et prénoms : <b>Mme NGO NKOT Brigitte Solange</b></td><td>N° dossier : <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td>Date de naissance : ` + date(m.DOB, "") + ` (40 ans) · Sexe : F</td><td>Prélèvement : ` + date(m.Collected, "") + ` à 07h40</td></tr>` +
				`<tr><td>Prescripteur : Dr Essomba Ateba, Clinique de Bonapriso</td><td>Édition : ` + date(m.Reported, "") + ` à 15h10</td></tr></table>`
			two := `<table class="two"><tr><td class="L"><div class="tt2">HÉMATOLOGIE</div>` + s15Table("lt", ls, left) +
				`</td><td class="gap"></td><td class="R"><div class="tt2">BIOCHIMIE - SÉROLOGIE</div>` + s15Table("rt", rs, rcols) + `</td></tr></table>`
			foot := `<div class="ft">* Résultat hors des valeurs usuelles : H = haut, B = bas. Goutte épaisse : recherche de Plasmodium sur 200 champs. ` +
				`Valeurs usuelles de l'adulte (femme).</div>` +
				`<div class="sg">Le Biologiste responsable<br><span class="sig">Tchoumi</span><br><b>Dr Pauline TCHOUMI</b><br>Pharmacien biologiste</div>` +
				`<div class="foot">Ce compte rendu ne peut être reproduit que dans son intégralité. Résultats confidentiels remis au patient ou au prescripteur.</div>`
			css := `body{font-family:"Liberation Sans Narrow","Nimbus Sans Narrow";font-size:8.8pt;color:#151515}.pg{height:296mm;position:relative}` +
				`.top{width:100%;border-bottom:2px solid #0f6b3a}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:19mm}` +
				`.mk{width:16mm;height:16mm;border-radius:50%;background:#0f6b3a;color:#f5d000;font:bold 11pt "Liberation Sans";text-align:center;line-height:16mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#0f6b3a}.ls{font-size:8pt;color:#b3261e}.la{font-size:7.4pt;color:#444}` +
				`.tt{text-align:center;font-size:11pt;font-weight:bold;letter-spacing:1pt;margin:2.5mm 0 1.5mm}` +
				`.pt{width:100%;border:0.8px solid #0f6b3a;margin-bottom:3mm;font-size:8.4pt}.pt td{padding:0.7mm 2mm}` +
				`.two{width:100%}.two>tbody>tr>td{vertical-align:top}.L,.R{width:49%}.gap{width:2%}` +
				`.tt2{background:#0f6b3a;color:#fff;font-weight:bold;font-size:8.6pt;padding:0.8mm 1.5mm;letter-spacing:0.5pt}` +
				`.rs{width:100%}.hd th{font-size:7.6pt;border-bottom:0.8px solid #0f6b3a;padding:0.6mm 1mm;color:#0f6b3a}` +
				`.r td{padding:0.45mm 1mm;border-bottom:0.3px solid #dfe7e2}.sec td{font-weight:bold;padding:1.8mm 1mm 0.4mm;font-size:8.2pt;text-decoration:underline}` +
				`.a1{width:35%}.a2{width:15%;text-align:right!important}.a3{width:5%;text-align:center!important}.a4{width:15%}.a5{width:30%}` +
				`.b1{width:36%}.b2{width:14%;text-align:right!important}.b3{width:5%;text-align:center!important}.b4{width:27%}.b5{width:18%}` +
				`.ft{margin-top:5mm;font-size:7.6pt;color:#333}.sg{margin-top:6mm;margin-left:118mm;text-align:center;font-size:8.2pt}` +
				`.sig{font-family:"Z003",cursive;font-size:16pt;color:#1d3680}` +
				`.foot{position:absolute;bottom:9mm;left:13mm;right:13mm;border-top:0.5px solid #0f6b3a;font-size:6.8pt;color:#666;padding-top:1mm;text-align:center}`
			return page("A4", css, `<div class="pg">`+head+two+foot+`</div>`)
		}}
}

// Bolivia: small private clinical lab in La Paz (Spanish), two pages. Two
// columns only, Examen and Resultado: the reference range is printed in
// parentheses in the name cell, on a smaller line under the name for the
// blood count and after the name for the chemistry and urine (class 52), and
// the result cell holds the value and its unit ("95 mg/dL", class 53); no
// flags, abnormal in bold; altitude ranges for the blood count (3600 m);
// decimal points, "(hasta 200)", "(> 35)"; C.I. number; dd/mm/yyyy.
func boLab() *Layout {
	return &Layout{Name: "bo_lab", Country: "BO", Language: "es", Classes: []int{6, 52, 53}, ScanDPI: 150, PDFDPI: 150, Rotate: 1.3,
		Session: 15,
		Build: func() *Report {
			b := &builder{}
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			b.n("Glóbulos rojos", "5.92", "mill/mm³", "(5.10 - 6.40)")
			b.n("Hemoglobina", "18.9", "g/dL", "(15.5 - 18.5)")
			b.n("Hematocrito", "57", "%", "(47 - 55)")
			b.n("VCM", "91", "fL", "(80 - 98)")
			b.n("Glóbulos blancos", "6800", "/mm³", "(4500 - 10500)")
			b.n("Plaquetas", "245000", "/mm³", "(150000 - 400000)")
			b.n("Segmentados", "58", "%", "(55 - 65)")
			b.n("Linfocitos", "34", "%", "(25 - 35)")
			b.n("Eosinófilos", "4", "%", "(1 - 3)")
			b.n("Monocitos", "4", "%", "(2 - 6)")
			b.n("Velocidad de sedimentación", "8", "mm/hora", "(hasta 15)")
			b.q("Grupo sanguíneo y factor Rh", "O Rh (+) positivo", "", true)
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucosa", "95", "mg/dL", "(70 - 110)")
			b.n("Urea", "31", "mg/dL", "(15 - 45)")
			b.n("Creatinina", "1.1", "mg/dL", "(0.7 - 1.4)")
			b.n("Ácido úrico", "7.6", "mg/dL", "(3.4 - 7.0)")
			b.n("Colesterol total", "226", "mg/dL", "(hasta 200)")
			b.n("Triglicéridos", "188", "mg/dL", "(hasta 150)")
			b.n("Colesterol HDL", "42", "mg/dL", "(> 35)")
			b.n("Colesterol LDL", "146", "mg/dL", "(hasta 130)")
			b.n("Transaminasa GOT", "31", "U/L", "(hasta 38)")
			b.n("Transaminasa GPT", "44", "U/L", "(hasta 41)")
			b.newPage("EXAMEN GENERAL DE ORINA", "EXAMEN GENERAL DE ORINA")
			b.q("Color", "Amarillo", "", true).comment()
			b.q("Aspecto", "Límpido", "", true).comment()
			b.n("Densidad", "1.020", "", "(1.005 - 1.030)")
			b.n("pH", "6.0", "", "(5.0 - 8.0)")
			b.q("Proteínas", "Negativo", "(Negativo)", true)
			b.q("Glucosa", "Negativo", "(Negativo)", true)
			b.panel("SEROLOGÍA", "SEROLOGÍA")
			b.q("Chagas IgG (ELISA)", "No reactivo", "(No reactivo)", true)
			return b.report(Meta{First: "Rolando", Last: "Condori Apaza", DOB: "1979-10-23", Gender: "male",
				Lab: "Laboratorio Clínico Illimani", Collected: "2026-05-07", Reported: "2026-05-07", Specimen: "0518"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			under := map[string]bool{"HEMOGRAMA": true}
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="ln">Laboratorio Clínico &#8220;Illimani&#8221;</div>` +
					`<div class="ls">Hematología · Química sanguínea · Parasitología · Serología · Uroanálisis</div>` +
					`<div class="la">Av. 6 de Agosto N° 2418, Edif. Santa Rosa, P.B. - Zona Sopocachi · La Paz - Bolivia · Telf. 2-418227 · Cel. 71841822</div></td>` +
					`<td class="rb">Dra. Mirtha Ticona Huanca<br>BIOQUÍMICA - FARMACÉUTICA<br>Mat. Prof. T-418</td></tr></table>` +
					`<table class="pt"><tr><td class="k">Paciente:</td><td><b>` + esc(strings.ToUpper(m.Last+" "+m.First)) + `</b></td>` +
					`<td class="k">C.I.:</td><td>4182736 L.P.</td><td class="k">Orden N°:</td><td>` + m.Specimen + `</td></tr>` +
					`<tr><td class="k">Edad:</td><td>46 años (` + date(m.DOB, "") + `)</td><td class="k">Sexo:</td><td>Masculino</td>` +
					`<td class="k">Fecha:</td><td>` + date(m.Reported, "") + `</td></tr>` +
					`<tr><td class="k">Solicitado por:</td><td colspan="5">Dr. Marcelo Gutiérrez Siles</td></tr></table>` +
					fmt.Sprintf(`<div class="pgn">Hoja %d de %d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs"><tr class="hd"><th class="c1">EXAMEN</th><th class="c2">RESULTADO</th></tr>`)
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="2">%s</td></tr>`, esc(s.Title))
					for _, row := range s.Rows {
						name := nameCell(row)
						if row.RangeText != "" {
							if under[s.Title] {
								name += `<div class="rg">` + esc(row.RangeText) + `</div>`
							} else {
								name += ` <span class="ri">` + esc(row.RangeText) + `</span>`
							}
						}
						v := esc(row.Value)
						if row.Unit != "" {
							v += " " + esc(row.Unit)
						}
						if abnormal(row) {
							v = `<b>` + v + `</b>`
						}
						s13Row(b, "r", td("c1", name), td("c2", v))
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">Valores de referencia entre paréntesis, para adultos residentes en La Paz (3600 m s.n.m.). ` +
				`Resultados fuera de rango en negrilla.</div>` +
				`<div class="sg"><span class="sig">M. Ticona</span><br>Dra. Mirtha Ticona Huanca<br>BIOQUÍMICA - FARMACÉUTICA</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continúa en la hoja siguiente...</div>`)
			css := `body{font-family:"C059","DejaVu Serif";font-size:9.4pt;color:#101010}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:3px double #274b8c;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.5mm}` +
				`.ln{font-size:17pt;font-weight:bold;font-style:italic;color:#274b8c}.ls{font-size:8pt;color:#8a2a2a}.la{font-size:7.4pt}` +
				`.rb{text-align:right;font-size:7.6pt;color:#274b8c}` +
				`.pt{width:100%;margin-bottom:1mm;font-size:8.8pt}.pt td{padding:0.5mm 1.2mm}.pt .k{font-weight:bold;white-space:nowrap;width:12%}` +
				`.pgn{text-align:right;font-size:7.6pt;margin-bottom:1mm}` +
				`.rs{width:84%;margin-left:6%}.hd th{border-top:1px solid #000;border-bottom:1px solid #000;padding:1mm 2mm;font-size:9pt;letter-spacing:1pt}` +
				`.r td{padding:0.9mm 2mm;vertical-align:top}.c1{width:62%}.c2{width:38%}` +
				`.rg{font-size:7.8pt;color:#333;margin-top:0.2mm}.ri{font-size:8.2pt;color:#333}` +
				`.sec td{font-weight:bold;text-align:center;text-decoration:underline;padding:3mm 2mm 1mm;font-size:10pt}` +
				`.cont{margin-top:4mm;text-align:right;font-size:8pt;font-style:italic}.ft{margin-top:6mm;font-size:7.8pt}` +
				`.sg{margin-top:14mm;margin-left:110mm;text-align:center;font-size:8.2pt;border-top:0.6px solid #000;padding-top:1mm;width:60mm}` +
				`.sig{font-family:"Z003",cursive;font-size:16pt;color:#1f2f75;position:relative;top:-6mm}`
			return page("A4", css, body)
		}}
}

// Cape Verde: public hospital clinical pathology service in Praia
// (Portuguese), two landscape pages: Análise / Resultado / (flag) / Unidade /
// Valores de referência / Observações; "*" in a narrow column after an
// out-of-range value; decimal commas; x10^9/L, x10^12/L; urine and serology
// on page 2. Besides the ordinary captures, page 1 scanned turned a quarter
// turn: the landscape sheet laid upright on the glass, so the image is
// portrait and the text runs up the page (class 54).
func cvHosp() *Layout {
	obs := map[string]string{
		"Hemoglobina": "Anemia ligeira; sugere-se estudo do ferro", "Potássio": "Amostra sem hemólise",
		"Ferritina": "Compatível com ferropenia", "Nitritos": "Sugere-se urocultura",
	}
	return &Layout{Name: "cv_hosp", Country: "CV", Language: "pt", Classes: []int{6, 23, 54}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7,
		Extra: []string{"turn"}, Session: 15,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			b.panel("HEMATOLOGIA - HEMOGRAMA", "HEMOGRAMA")
			b.n("Eritrócitos", "4,08", "x10^12/L", "4,00 - 5,20")
			b.n("Hemoglobina", "11,2", "g/dL", "12,0 - 15,5")
			b.n("Hematócrito", "34,6", "%", "36,0 - 46,0")
			b.n("VGM", "84,8", "fL", "80,0 - 97,0")
			b.n("HGM", "27,5", "pg", "27,0 - 33,0")
			b.n("CHGM", "32,4", "g/dL", "32,0 - 36,0")
			b.n("RDW", "14,9", "%", "11,5 - 14,5")
			b.n("Leucócitos", "8,6", "x10^9/L", "4,0 - 11,0")
			b.n("Neutrófilos", "5,4", "x10^9/L", "1,8 - 7,5")
			b.n("Linfócitos", "2,3", "x10^9/L", "1,0 - 4,0")
			b.n("Plaquetas", "356", "x10^9/L", "150 - 400")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicose", "88", "mg/dL", "70 - 110")
			b.n("Ureia", "21", "mg/dL", "10 - 50")
			b.n("Creatinina", "0,68", "mg/dL", "0,50 - 0,90")
			b.n("Sódio", "138", "mmol/L", "135 - 145")
			b.n("Potássio", "3,3", "mmol/L", "3,5 - 5,1")
			b.n("AST (TGO)", "19", "U/L", "< 32")
			b.n("ALT (TGP)", "15", "U/L", "< 33")
			b.n("Ferro sérico", "38", "µg/dL", "50 - 170")
			b.n("Ferritina", "8", "ng/mL", "13 - 150")
			b.newPage("URINA II - EXAME SUMÁRIO", "EXAME SUMÁRIO")
			b.n("Densidade", "1,015", "", "1,005 - 1,030")
			b.n("pH", "6,5", "", "5,0 - 8,0")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Nitritos", "Positivo", "Negativo", false).Flag = "*"
			b.q("Leucócitos", "Positivo", "Negativo", false).Flag = "*"
			b.panel("IMUNOLOGIA - SEROLOGIA", "SEROLOGIA")
			b.q("VIH 1/2 (Ag/Ac)", "Não reativo", "Não reativo", true)
			b.q("AgHBs", "Não reativo", "Não reativo", true)
			b.q("VDRL", "Não reativo", "Não reativo", true)
			return b.report(Meta{First: "Ivanilda", Last: "Lopes Furtado", DOB: "1991-07-30", Gender: "female",
				Lab: "Hospital Geral de Achada Grande", Collected: "2026-05-05", Reported: "2026-05-06", Specimen: "HAG-2605-04127"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Análise", "c1", nameCell}, {"Resultado", "c2", valCell}, {"", "c3", flagCell}, {"Unidade", "c4", unitCell},
				{"Valores de referência", "c5", rangeCell}, {"Observações", "c6", func(row *Row) string { return esc(obs[row.Name]) }}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="em"><div class="es">HGAG</div></td><td><div class="rp">REPÚBLICA DE CABO VERDE · MINISTÉRIO DA SAÚDE</div>` +
					`<div class="ln">Hospital Geral de Achada Grande</div><div class="la">Serviço de Patologia Clínica · Achada Grande Frente, Praia, Ilha de Santiago · ` +
					`Tel. (+238) 261 41 82</div></td><td class="st">BOLETIM DE ANÁLISES CLÍNICAS<br><span>Validado</span></td></tr></table>` +
					kv("pt", 4, "Utente:", "Ivanilda Lopes Furtado", "N.º Processo:", m.Specimen, "Data nasc.:", date(m.DOB, "")+" (34 anos)", "Sexo:", "Feminino",
						"Proveniência:", "Consulta Externa - Ginecologia", "Médico:", "Dra. Edna Monteiro", "Colheita:", date(m.Collected, "")+" 08:20",
						"Validação:", date(m.Reported, "")+" 10:05") +
					fmt.Sprintf(`<div class="pgn">Página %d/%d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(s15Table("", secs, cols))
			}
			foot := `<div class="ft">(*) Resultado fora dos valores de referência. Valores de referência para mulheres adultas. ` +
				`Hemograma: Sysmex XN-350; Bioquímica: Mindray BS-240.</div>` +
				`<table class="sg"><tr><td>O Técnico de Laboratório<br><b>Nelson Gomes Varela</b></td>` +
				`<td>A Médica Patologista Clínica<br><span class="sig">C. Fortes</span><br><b>Dra. Carla Fortes Rodrigues</b></td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continua na página seguinte</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.5pt;color:#121212}.pg{height:209mm;padding:9mm 12mm 8mm 12mm}` +
				`.top{width:100%;border-bottom:2px solid #003893;margin-bottom:1.5mm}.top td{vertical-align:middle;padding-bottom:1mm}.em{width:18mm}` +
				`.es{width:15mm;height:15mm;border:2px solid #003893;border-radius:50%;color:#cf2027;font-weight:bold;font-size:8.5pt;text-align:center;line-height:15mm}` +
				`.rp{font-size:7pt;letter-spacing:0.6pt;color:#003893}.ln{font-size:14pt;font-weight:bold;color:#003893}.la{font-size:7.4pt;color:#444}` +
				`.st{text-align:right;font-weight:bold;font-size:10.5pt}.st span{font-size:8pt;color:#cf2027}` +
				`.pt{width:100%;font-size:8pt;background:#edf1f8}.pt td{padding:0.5mm 1.2mm}.pt .k{font-weight:bold;width:8%;white-space:nowrap}.pt .v{width:17%}` +
				`.pgn{text-align:right;font-size:7.2pt;margin:0.5mm 0 1mm}` +
				`.rs{width:100%}.hd th{background:#003893;color:#fff;padding:0.8mm 1.4mm;font-size:8pt}` +
				`.r td{padding:0.45mm 1.4mm;border-bottom:0.3px solid #d5dbe8}.c1{width:22%}.c2{width:9%;text-align:right}.c3{width:3%;font-weight:bold;text-align:center}` +
				`.c4{width:10%}.c5{width:16%}.c6{font-size:7.6pt;font-style:italic;color:#333}` +
				`.sec td{font-weight:bold;padding:1.8mm 1.4mm 0.4mm;color:#003893;font-size:8.6pt}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.6pt}.ft{margin-top:3mm;font-size:7.4pt;border-top:0.6px solid #003893;padding-top:1mm}` +
				`.sg{width:100%;margin-top:4mm;font-size:8pt}.sg td{width:50%;text-align:center;vertical-align:bottom}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d2f6b}`
			return page("A4 landscape", css, body)
		}}
}
