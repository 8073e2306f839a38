package main

// Session-4 family: five more layouts written blind, all held out.

// United States: reference lab, the value printed in the IN RANGE column when
// normal and in the OUT OF RANGE column with H/L when not; the unit is in the
// value cell for some tests and at the end of the range cell for others.
func usRef() *Layout {
	unitInValue := map[string]bool{}
	return &Layout{Name: "us_ref", Country: "US", Language: "en", Classes: []int{9}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7, HeldOut: true, Session: 4,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			v := func(r *Row) { unitInValue[r.Name] = true }
			b.panel("COMPREHENSIVE METABOLIC PANEL", "COMPREHENSIVE METABOLIC PANEL")
			b.n("GLUCOSE", "104", "mg/dL", "65-99").note("Fasting reference interval")
			b.n("UREA NITROGEN (BUN)", "17", "mg/dL", "7-25")
			b.n("CREATININE", "1.08", "mg/dL", "0.70-1.33")
			b.n("EGFR", "79", "mL/min/1.73m2", "> OR = 60")
			v(b.n("SODIUM", "139", "mmol/L", "135-146"))
			v(b.n("POTASSIUM", "5.6", "mmol/L", "3.5-5.3"))
			v(b.n("CHLORIDE", "103", "mmol/L", "98-110"))
			v(b.n("CARBON DIOXIDE", "26", "mmol/L", "20-32"))
			b.n("CALCIUM", "9.6", "mg/dL", "8.6-10.3")
			b.n("ALBUMIN", "4.4", "g/dL", "3.6-5.1")
			b.n("ALT", "52", "U/L", "9-46")
			b.n("AST", "31", "U/L", "10-40")
			b.panel("LIPID PANEL, STANDARD", "LIPID PANEL, STANDARD")
			b.n("CHOLESTEROL, TOTAL", "212", "mg/dL", "<200")
			b.n("HDL CHOLESTEROL", "38", "mg/dL", "> OR = 40")
			b.n("TRIGLYCERIDES", "148", "mg/dL", "<150")
			b.n("LDL-CHOLESTEROL", "146", "mg/dL (calc)", "<100")
			b.panel("CBC (INCLUDES DIFF/PLT)", "CBC")
			v(b.n("WHITE BLOOD CELL COUNT", "6.4", "Thousand/uL", "3.8-10.8"))
			v(b.n("HEMOGLOBIN", "15.2", "g/dL", "13.2-17.1"))
			v(b.n("PLATELET COUNT", "412", "Thousand/uL", "140-400"))
			b.n("HEMOGLOBIN A1c", "5.5", "% of total Hgb", "<5.7")
			b.n("TSH", "2.87", "mIU/L", "0.40-4.50")
			return b.report(Meta{First: "Gregory", Last: "Halvorsen", DOB: "1972-08-19", Gender: "male",
				Lab: "Meridian Reference Laboratories", Collected: "2026-04-02", Reported: "2026-04-03", Specimen: "MR417268K"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			withUnit := func(r *Row, s string) string {
				if unitInValue[r.Name] && r.Unit != "" {
					return s + " " + esc(r.Unit)
				}
				return s
			}
			in := func(r *Row) string {
				if r.Flag != "" {
					return ""
				}
				return withUnit(r, esc(r.Value))
			}
			out := func(r *Row) string {
				if r.Flag == "" {
					return ""
				}
				return withUnit(r, "<b>"+esc(r.Value)+" "+esc(r.Flag)+"</b>")
			}
			rng := func(r *Row) string {
				if unitInValue[r.Name] || r.Unit == "" {
					return esc(r.RangeText)
				}
				return esc(r.RangeText + " " + r.Unit)
			}
			lab := func(*Row) string { return "MRL" }
			cols := []col{{"TEST NAME", "c1", nameCell}, {"IN RANGE", "c2", in}, {"OUT OF RANGE", "c3", out},
				{"REFERENCE RANGE", "c4", rng}, {"LAB", "c5", lab}}
			head := `<table class="top"><tr><td><div class="ln">Meridian Reference Laboratories</div><div class="la">2150 Commerce Park Dr, Columbus, OH 43219 · CLIA 36D0987123</div></td>` +
				`<td class="rt">Patient Information<br><b>HALVORSEN, GREGORY</b><br>DOB: ` + date(m.DOB, "mdy/") + ` AGE: 53<br>GENDER: M<br>ID: 88120457</td>` +
				`<td class="rt">Specimen Information<br>Specimen: ` + m.Specimen + `<br>Collected: ` + date(m.Collected, "mdy/") + ` / 07:42 EDT<br>Reported: ` + date(m.Reported, "mdy/") + ` / 16:18 EDT</td></tr></table>`
			foot := `<div class="ft">This test was performed using a kit that has not been cleared by the FDA; see lab notes.<br>` +
				`For adults, an EGFR &lt; 60 for 3 months or more indicates chronic kidney disease.<br>` +
				`PERFORMING SITE: MRL Meridian Reference Laboratories, 2150 Commerce Park Dr, Columbus, OH 43219 Laboratory Director: Anita R. Bhalla, MD, PhD</div>`
			css := `body{font-family:"Liberation Sans";font-size:8.8pt}.top{width:100%;border-bottom:2px solid #333;margin-bottom:3mm}.top td{padding:1mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#1d3f73}.la{font-size:7.5pt}.rt{font-size:8pt;width:28%}` +
				`.rs{width:100%}.hd th{background:#1d3f73;color:#fff;padding:1mm;font-size:8pt}.r td{padding:0.8mm 1mm;border-bottom:0.5px solid #ddd}` +
				`.c1{width:32%}.c2{width:15%}.c3{width:15%}.c4{width:28%}.c5{width:10%}.sec td{font-weight:bold;padding-top:3mm;background:#eef2f8}` +
				`.note td{font-size:7.5pt;color:#444;padding-left:6mm}.ft{font-size:7.2pt;margin-top:5mm;color:#333}`
			return page("Letter", css, `<div class="pg">`+head+table(r, "us", cols, false)+foot+`</div>`)
		}}
}

// Australia: cumulative pathology report, three dated result columns from
// oldest to newest; only the newest is this report's result.
func auPath() *Layout {
	older := map[string][2]string{}
	return &Layout{Name: "au_path", Country: "AU", Language: "en", Classes: []int{10}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.0, HeldOut: true, Session: 4,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			n := func(name, o1, o2, v, unit, rng string) {
				older[name] = [2]string{o1, o2}
				b.n(name, v, unit, rng)
			}
			b.panel("ELECTROLYTES, UREA, CREATININE", "ELECTROLYTES, UREA, CREATININE")
			n("Sodium", "139", "141", "138", "mmol/L", "(135-145)")
			n("Potassium", "4.9", "5.1", "5.4", "mmol/L", "(3.5-5.2)")
			n("Chloride", "102", "104", "101", "mmol/L", "(95-110)")
			n("Bicarbonate", "25", "24", "23", "mmol/L", "(22-32)")
			n("Urea", "8.1", "9.4", "10.6", "mmol/L", "(2.5-8.0)")
			n("Creatinine", "104", "118", "131", "umol/L", "(60-110)")
			n("eGFR", "64", "55", "48", "mL/min/1.73m2", "(>59)")
			b.panel("FULL BLOOD COUNT", "FULL BLOOD COUNT")
			n("Haemoglobin", "128", "124", "119", "g/L", "(130-180)")
			n("White Cell Count", "7.2", "6.8", "7.5", "x10^9/L", "(4.0-11.0)")
			n("Platelets", "244", "231", "226", "x10^9/L", "(150-450)")
			n("Neutrophils", "4.6", "4.1", "4.9", "x10^9/L", "(2.0-7.5)")
			b.panel("IRON STUDIES", "IRON STUDIES")
			n("Ferritin", "61", "42", "28", "ug/L", "(30-500)")
			n("Transferrin Saturation", "21", "18", "16", "%", "(20-50)")
			return b.report(Meta{First: "Colin", Last: "McAllister", DOB: "1949-06-27", Gender: "male",
				Lab: "Southern Cross Pathology", Collected: "2026-03-18", Reported: "2026-03-18", Specimen: "26-71845032"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			flagged := func(v, rng string) string {
				lo, hi := (&builder{}).parseRange(rng)
				x, _ := (&builder{}).num(v)
				if x > hi {
					return "<b>" + esc(v) + " H</b>"
				}
				if x < lo {
					return "<b>" + esc(v) + " L</b>"
				}
				return esc(v)
			}
			cols := []col{{"", "c1", nameCell},
				{"12/09/25", "c2", func(r *Row) string { return flagged(older[r.Name][0], r.RangeText) }},
				{"15/12/25", "c2", func(r *Row) string { return flagged(older[r.Name][1], r.RangeText) }},
				{date(m.Collected, "")[:6] + date(m.Collected, "")[8:], "c2 nw", valFlagCell},
				{"Units", "c3", unitCell}, {"Ref. range", "c4", rangeCell}}
			head := `<table class="top"><tr><td><div class="ln">SOUTHERN CROSS PATHOLOGY</div><div class="la">NATA Accreditation No. 2211 · 48 Flemington Rd, Parkville VIC 3052 · Ph (03) 9340 7100</div></td>` +
				`<td class="rt">MCALLISTER, COLIN<br>DOB: ` + date(m.DOB, "") + `  Sex: M<br>Medicare: 4412 88710 2-1<br>Lab No: ` + m.Specimen + `</td></tr></table>` +
				`<div class="rf">Requested by: Dr P. Nguyen, Brunswick Family Medical · Collected: ` + date(m.Collected, "") + ` 08:15 · Reported: ` + date(m.Reported, "") + ` 14:02</div>` +
				`<div class="cm">CUMULATIVE REPORT</div>`
			foot := `<div class="ft">Comment: Progressive decline in renal function. Iron deficiency not excluded; suggest repeat iron studies in 3 months.<br>` +
				`Results in the last column are from this request. Tests performed by Southern Cross Pathology, Parkville.</div>`
			css := `body{font-family:"DejaVu Sans";font-size:8.6pt}.top{width:100%;border-bottom:1px solid #000}.ln{font-size:13pt;font-weight:bold}` +
				`.la{font-size:7pt}.rt{width:34%;font-size:8.5pt}.rf{font-size:7.8pt;margin:1.5mm 0}.cm{font-weight:bold;text-align:center;margin:2mm 0;letter-spacing:1px}` +
				`.rs{width:100%}.hd th{border-bottom:1px solid #000;padding:1mm;font-size:8pt}.r td{padding:0.6mm 1mm}` +
				`.c1{width:30%}.c2{width:11%;text-align:right;padding-right:3mm}.nw{background:#eee}.c3{width:15%}.c4{width:18%}` +
				`.sec td{font-weight:bold;padding-top:3mm}.ft{font-size:7.5pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "au", cols, false)+foot+`</div>`)
		}}
}

// Canada: community lab, flag column left of the result, the unit printed at
// the end of the range cell.
func caLab() *Layout {
	return &Layout{Name: "ca_lab", Country: "CA", Language: "en", Classes: []int{2}, ScanDPI: 200, PDFDPI: 200, Rotate: 1.4, HeldOut: true, Session: 4,
		Build: func() *Report {
			b := &builder{high: "HI", low: "LO"}
			b.panel("HEMATOLOGY", "HEMATOLOGY")
			b.n("Hemoglobin", "131", "g/L", "120 - 160")
			b.n("WBC", "11.6", "x E9/L", "4.0 - 11.0")
			b.n("RBC", "4.31", "x E12/L", "4.00 - 5.10")
			b.n("Hematocrit", "0.39", "L/L", "0.35 - 0.45")
			b.n("Platelet Count", "318", "x E9/L", "150 - 400")
			b.panel("CHEMISTRY", "CHEMISTRY")
			b.n("Glucose Fasting", "6.3", "mmol/L", "3.6 - 6.0")
			b.n("Hemoglobin A1C", "0.061", "", "0.040 - 0.060")
			b.n("Creatinine", "68", "umol/L", "50 - 100")
			b.n("Sodium", "140", "mmol/L", "135 - 145")
			b.n("Potassium", "3.3", "mmol/L", "3.5 - 5.0")
			b.n("Alanine Aminotransferase", "24", "U/L", "< 36")
			b.n("Cholesterol", "5.42", "mmol/L", "< 5.20")
			b.n("HDL Cholesterol", "1.48", "mmol/L", "> 1.29")
			b.n("Triglycerides", "1.12", "mmol/L", "< 1.70")
			b.n("TSH", "1.84", "mU/L", "0.32 - 4.00")
			b.n("Vitamin B12", "168", "pmol/L", "> 220")
			return b.report(Meta{First: "Marie-Claude", Last: "Tremblay", DOB: "1980-10-30", Gender: "female",
				Lab: "Lakeshore Community Laboratories", Collected: "2026-01-27", Reported: "2026-01-28", Specimen: "L2601274418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test", "c1", nameCell}, {"Flag", "c2", flagCell}, {"Result", "c3", valCell},
				{"Reference Range - Units", "c4", rangeUnitCell}}
			head := `<div class="ln">Lakeshore Community Laboratories</div><div class="la">1280 Lakeshore Rd E, Mississauga ON L5E 1E9 · 1-877-555-0142</div>` +
				kv("pt", 2, "Patient:", "TREMBLAY, MARIE-CLAUDE", "Health #:", "4127 558 302 KT", "Date of Birth:", date(m.DOB, "dMony"), "Sex:", "F",
					"Accession:", m.Specimen, "Physician:", "Dr. S. Okafor", "Collected:", date(m.Collected, "dMony")+" 09:12", "Reported:", date(m.Reported, "dMony")+" 11:40")
			foot := `<div class="ft">HI = above reference range, LO = below reference range.<br>Hemoglobin A1C is reported as a fraction (0.061 = 6.1%).<br>` +
				`Final report. Medical Director: Dr. R. Szabo, FRCPC</div>`
			css := `body{font-family:"Liberation Sans";font-size:9.2pt}.ln{font-size:15pt;font-weight:bold;color:#7a1f1f}.la{font-size:7.5pt;margin-bottom:2mm}` +
				`.pt{width:100%;margin-bottom:3mm;border:1px solid #999}.pt td{padding:0.6mm 1.5mm}.pt .k{font-weight:bold;width:16%}` +
				`.rs{width:100%}.hd th{border-bottom:1.5px solid #7a1f1f;padding:1mm}.r td{padding:0.8mm 1mm}` +
				`.c1{width:38%}.c2{width:8%;font-weight:bold}.c3{width:14%}.c4{width:40%}.sec td{font-weight:bold;padding-top:3mm;color:#7a1f1f}` +
				`.ft{font-size:7.5pt;margin-top:5mm}`
			return page("Letter", css, `<div class="pg">`+head+table(r, "ca", cols, false)+foot+`</div>`)
		}}
}

// Portugal: hospital report with haematology and biochemistry side by side
// on one page, decimal commas.
func ptHosp() *Layout {
	return &Layout{Name: "pt_hosp", Country: "PT", Language: "pt", Classes: []int{6, 11}, ScanDPI: 200, PDFDPI: 200, Rotate: -0.6, HeldOut: true, Session: 4,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HEMATOLOGIA", "HEMATOLOGIA")
			b.n("Eritrócitos", "4,62", "x10^12/L", "4,50 - 5,50")
			b.n("Hemoglobina", "13,1", "g/dL", "13,0 - 17,0")
			b.n("Hematócrito", "39,4", "%", "40,0 - 50,0")
			b.n("VGM", "85,3", "fL", "83,0 - 101,0")
			b.n("HGM", "28,4", "pg", "27,0 - 32,0")
			b.n("Leucócitos", "5,9", "x10^9/L", "4,0 - 10,0")
			b.n("Neutrófilos", "3,4", "x10^9/L", "2,0 - 7,0")
			b.n("Linfócitos", "1,8", "x10^9/L", "1,0 - 3,0")
			b.n("Plaquetas", "201", "x10^9/L", "150 - 410")
			b.n("VS", "18", "mm/1.ª h", "< 15")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicose", "97", "mg/dL", "70 - 110")
			b.n("Ureia", "46", "mg/dL", "17 - 49")
			b.n("Creatinina", "1,21", "mg/dL", "0,67 - 1,17")
			b.n("Ácido úrico", "6,4", "mg/dL", "3,4 - 7,0")
			b.n("Sódio", "142", "mmol/L", "136 - 145")
			b.n("Potássio", "4,3", "mmol/L", "3,5 - 5,1")
			b.n("AST", "29", "U/L", "< 40")
			b.n("ALT", "35", "U/L", "< 41")
			b.n("Gama-GT", "72", "U/L", "10 - 71")
			b.n("Proteína C reativa", "0,8", "mg/dL", "< 0,5")
			return b.report(Meta{First: "Rui Miguel", Last: "Fonseca Tavares", DOB: "1958-05-21", Gender: "male",
				Lab: "Serviço de Patologia Clínica - Hospital de São Gonçalo", Collected: "2026-02-11", Reported: "2026-02-11", Specimen: "26021100734"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Análise", "c1", nameCell}, {"Resultado", "c2", valCell}, {"Unidades", "c3", unitCell},
				{"Valores de referência", "c4", rangeCell}}
			half := func(s *Section) string {
				return table(&Report{Sections: []*Section{s}}, "pt", cols, false)
			}
			head := `<div class="ln">Hospital de São Gonçalo, E.P.E.</div><div class="la">Serviço de Patologia Clínica · Rua Dr. Eduardo Torres, 4464-513 Matosinhos · Diretora de Serviço: Dra. Helena Queirós</div>` +
				kv("pt", 3, "Utente:", "RUI MIGUEL FONSECA TAVARES", "N.º processo:", "1187452", "Data nasc.:", date(m.DOB, ""),
					"Sexo:", "Masculino", "N.º amostra:", m.Specimen, "Colheita:", date(m.Collected, "")+" 08:30")
			body := `<table class="two"><tr><td class="h">` + half(r.Sections[0]) + `</td><td class="h">` + half(r.Sections[1]) + `</td></tr></table>`
			foot := `<div class="ft">Os resultados a negrito encontram-se fora dos valores de referência. Validado por: Dr. Nuno Barros Pires, especialista em Patologia Clínica, em ` + date(m.Reported, "") + ` 13:26.</div>`
			css := `body{font-family:"DejaVu Sans";font-size:7.6pt}.ln{font-size:13pt;font-weight:bold;color:#00553f}.la{font-size:6.8pt;margin-bottom:2mm}` +
				`.pt{width:100%;margin-bottom:3mm;background:#eef5f1}.pt td{padding:0.6mm 1mm}.pt .k{color:#00553f}` +
				`.two{width:100%}.two .h{width:50%;padding:0 1.5mm}.rs{width:100%}.hd th{border-bottom:1px solid #00553f;font-size:6.8pt;padding:0.8mm}` +
				`.r td{padding:0.6mm 0.8mm;border-bottom:0.4px solid #ccc}.c1{width:31%}.c2{width:17%;text-align:right;padding-right:2mm}.c3{width:20%}.c4{width:32%}` +
				`.sec td{font-weight:bold;font-size:8.4pt;padding-top:1mm;color:#00553f}.ft{font-size:7pt;margin-top:6mm}`
			return page("A4", css, `<div class="pg">`+head+body+foot+`</div>`)
		}}
}

// Austria: boxed grid with borders on every cell, +/- after abnormal values
// and * on abnormal qualitative ones, decimal commas, one-sided ranges.
func atLab() *Layout {
	return &Layout{Name: "at_lab", Country: "AT", Language: "de", Classes: []int{6, 12}, ScanDPI: 150, PDFDPI: 150, Rotate: 1.2, HeldOut: true, Session: 4,
		Build: func() *Report {
			b := &builder{comma: true, high: "+", low: "-"}
			b.panel("Blutbild", "Blutbild")
			b.n("Leukozyten", "7,8", "G/l", "4,0 - 10,0")
			b.n("Erythrozyten", "4,02", "T/l", "4,10 - 5,10")
			b.n("Hämoglobin", "12,6", "g/dl", "12,0 - 15,5")
			b.n("Hämatokrit", "37,2", "%", "36,0 - 46,0")
			b.n("MCV", "92,5", "fl", "80,0 - 96,0")
			b.n("Thrombozyten", "458", "G/l", "150 - 400")
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Natrium", "140", "mmol/l", "136 - 145")
			b.n("Kalium", "4,1", "mmol/l", "3,5 - 5,1")
			b.n("Kreatinin", "0,82", "mg/dl", "0,50 - 0,90")
			b.n("Harnsäure", "4,9", "mg/dl", "2,4 - 5,7")
			b.n("GOT (ASAT)", "23", "U/l", "< 35")
			b.n("GPT (ALAT)", "41", "U/l", "< 35")
			b.n("Gamma-GT", "18", "U/l", "< 40")
			b.n("CRP", "12,4", "mg/l", "< 5,0")
			b.n("Cholesterin", "231", "mg/dl", "< 200")
			b.n("HDL-Cholesterin", "64", "mg/dl", "> 45")
			b.n("TSH", "3,12", "mU/l", "0,27 - 4,20")
			b.panel("Harnstreifen", "Harnstreifen")
			b.q("Eiweiß", "negativ", "negativ", true)
			b.q("Nitrit", "positiv", "negativ", false).Flag = "*"
			b.q("Leukozyten (Harn)", "negativ", "negativ", true)
			return b.report(Meta{First: "Elisabeth", Last: "Gruber-Steindl", DOB: "1969-09-08", Gender: "female",
				Lab: "Labor Dr. Wallner & Partner", Collected: "2026-03-12", Reported: "2026-03-13", Specimen: "260312-0587"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Parameter", "c1", nameCell}, {"Befund", "c2", valFlagCell}, {"Einheit", "c3", unitCell},
				{"Normbereich", "c4", rangeCell}}
			head := `<table class="top"><tr><td><div class="ln">Labor Dr. Wallner &amp; Partner</div><div class="la">Fachärzte für medizinische und chemische Labordiagnostik · Landstraßer Hauptstraße 71 · 1030 Wien · Tel. 01 713 44 20</div></td></tr></table>` +
				kv("pt", 2, "Patientin:", "Gruber-Steindl Elisabeth", "SVNR:", "4471 080969", "Geb.-Datum:", date(m.DOB, "dmy."), "Probennr.:", m.Specimen,
					"Abnahme:", date(m.Collected, "dmy.")+" 07:50", "Befunddatum:", date(m.Reported, "dmy."))
			foot := `<div class="ft">+ über dem Normbereich, - unter dem Normbereich, * pathologischer Befund.<br>Zuweiser: Dr. med. univ. K. Fuchs, Allgemeinmedizin, 1030 Wien. Vidiert: Dr. T. Wallner</div>`
			css := `body{font-family:"Liberation Sans";font-size:9pt}.top{width:100%;margin-bottom:2mm}.ln{font-size:14pt;font-weight:bold}.la{font-size:7.2pt}` +
				`.pt{width:100%;margin-bottom:3mm}.pt .k{width:16%;color:#444}.pt .v{font-weight:bold}` +
				`.rs{width:100%;border:1.2px solid #000}.rs td,.rs th{border:0.7px solid #000;padding:0.8mm 1.5mm}.hd th{background:#e3e3e3}` +
				`.c1{width:36%}.c2{width:16%}.c3{width:16%}.c4{width:32%}.sec td{font-weight:bold;background:#f2f2f2}` +
				`.ft{font-size:7.5pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "at", cols, false)+foot+`</div>`)
		}}
}
