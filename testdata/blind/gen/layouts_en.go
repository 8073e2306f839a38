package main

// layouts is the corpus, in the order the README lists it.
func layouts() []*Layout {
	return []*Layout{itLab(), esLab(), deLab(), frLab(), trLab(), chLab(), brLab(), mxLab(), inSrl(), inMetro(), usClinic(), ukLab(),
		usRef(), auPath(), caLab(), ptHosp(), atLab(),
		nzComm(), zaPath(), clLab(), beLab(), aeHosp(),
		trPriv(), brBlock(), deKlinik(), phHosp(), arLab(),
		coLab(), ieHosp(), itOsp(), ptPub(), chRomand(),
		peLab(), maLab(), keHosp(), aoClin(), cyHast(),
		smOsp(), snLab(), ngDiag(), mzHosp(), ecLab(),
		uyLab(), tnLab(), pkLab(), luLab(), itAsl(),
		mtLab(), cmLab(), boLab(), cvHosp(), liLab(),
		sgLab(), qcLab(), doLab(), chTic(), brLaudo(),
		prRef(), deMvz(), pyLab(), ciLab(), trSehir(),
		ghLab(), gtLab(), dzLab(), lkHosp(), mgLab(),
		jmLab(), veLab(), moLab(), htLab(), naLab(),
		myAbg(), vaLab(), mcLab(), crLab(), stLab(),
		huLab(), lbHosp(), hnLab(), bdDiag(), gwLab(),
		itBz(), trUniv(), paLab(), npLab(), bfLab(),
		czLab(), gaLab(), tgLab(), svLab(), plKur(),
		siKp(), azHast(), ugLab(), tlLab(), ttLab(),
		alLab(), niLab(), bjLab(), bwLab(), geHast(),
		krHosp(), mkHast(), cdLab(), cuLab(), jpClin(),
		egLab(), omLab(), gqHosp(), mlLab(), gnLab(),
		hrLab(), baLab(), tzHosp(), tdLab(), bgLab()}
}

// colonCols print Indian "Name : value flag unit range unit" lines.
var colonCols = []col{{"Test Description", "c1", nameCell}, {"", "c0", func(*Row) string { return ":" }},
	{"Observed Value", "c2", valFlagCell}, {"Unit", "c3", unitCell}, {"Biological Ref. Interval", "c4", rangeUnitCell}}

// India: diagnostic centre, colon after the name, flag between value and unit.
func inSrl() *Layout {
	return &Layout{Name: "in_srl", Country: "IN", Language: "en", Classes: []int{3}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.0,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - COMPLETE BLOOD COUNT", "COMPLETE BLOOD COUNT")
			b.n("Haemoglobin", "11.2", "g/dL", "13.0 - 17.0")
			b.n("Total Leucocyte Count", "10800", "/cumm", "4000 - 10000")
			b.n("RBC Count", "4.12", "mill/cumm", "4.50 - 5.50")
			b.n("Packed Cell Volume", "36.4", "%", "40.0 - 50.0")
			b.n("MCV", "88.3", "fL", "83.0 - 101.0")
			b.n("Platelet Count", "1.85", "lakhs/cumm", "1.50 - 4.10")
			b.n("ESR (Westergren)", "24", "mm/1st hr", "0 - 15")
			b.panel("BIOCHEMISTRY", "BIOCHEMISTRY")
			b.n("Fasting Blood Sugar", "131", "mg/dL", "70 - 100")
			b.n("HbA1c", "6.8", "%", "4.0 - 5.6")
			b.n("Serum Creatinine", "0.94", "mg/dL", "0.70 - 1.30")
			b.n("Blood Urea Nitrogen", "12.4", "mg/dL", "7.0 - 18.7")
			b.n("Serum Uric Acid", "6.1", "mg/dL", "3.5 - 7.2")
			b.n("Total Cholesterol", "212", "mg/dL", "< 200")
			b.n("Vitamin B12", "148", "pg/mL", "211 - 911")
			b.n("25 OH Vitamin D", "18.2", "ng/mL", "30 - 100")
			b.n("TSH", "2.14", "µIU/mL", "0.35 - 5.50")
			return b.report(Meta{First: "Rohan", Last: "Deshpande", Gender: "male",
				Lab: "Sai Diagnostics & Research Centre", Collected: "2026-03-05", Reported: "2026-03-05", Specimen: "SDR2603050417"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<div class="ln">SAI DIAGNOSTICS &amp; RESEARCH CENTRE</div><div class="la">NABL Accredited · Shop 4-7, Karve Road, Kothrud, Pune 411038 · Ph: 020-2543 8800</div>` +
				kv("pt", 2, "Patient Name :", "Mr. ROHAN DESHPANDE", "Sample ID :", m.Specimen, "Age / Sex :", "34 Yrs / Male",
					"Collected On :", date(m.Collected, "dMony")+" 08:40 AM", "Ref. By :", "Dr. S. Kulkarni", "Reported On :", date(m.Reported, "dMony")+" 05:15 PM")
			css := `body{font-family:"Liberation Sans";font-size:9.5pt}.ln{font-size:16pt;font-weight:bold;color:#8b1a1a;text-align:center}` +
				`.la{text-align:center;font-size:7.5pt;border-bottom:2px solid #8b1a1a;padding-bottom:1mm;margin-bottom:2mm}` +
				`.pt{width:100%;margin-bottom:3mm;border-bottom:1px solid #000}.pt .k{font-weight:bold;width:17%}.rs{width:100%}` +
				`.hd th{border-top:1px solid #000;border-bottom:1px solid #000;padding:1mm;font-size:8.5pt}.r td{padding:0.8mm 1mm}` +
				`.c1{width:32%}.c0{width:2%}.c2{width:14%}.c3{width:14%}.sec td{text-align:center;font-weight:bold;padding:3mm 0 1mm;text-decoration:underline}` +
				`.ft{margin-top:6mm;font-size:8pt;text-align:center}`
			return page("A4", css, `<div class="pg">`+head+table(r, "srl", colonCols, false)+
				`<div class="ft">*** End of Report ***<br>Dr. Meera Joshi, MD (Pathology) · Consultant Pathologist</div></div>`)
		}}
}

// India: small-town lab, serif type, [H]/[L] flags, sex-specific range.
func inMetro() *Layout {
	return &Layout{Name: "in_metro", Country: "IN", Language: "en", Classes: []int{3, 8}, ScanDPI: 150, PDFDPI: 150, Rotate: -1.3, LowRes: true, HeldOut: true,
		Build: func() *Report {
			b := &builder{high: "[H]", low: "[L]"}
			b.panel("HAEMATOLOGY", "HAEMATOLOGY")
			b.nr("Haemoglobin", "12.1", "g/dL", "M: 13.0 - 17.0 F: 12.0 - 15.0", 12.0, 15.0)
			b.panel("LIVER FUNCTION TEST (LFT)", "LIVER FUNCTION TEST")
			b.n("Bilirubin Total", "1.6", "mg/dL", "0.3 - 1.2")
			b.n("Bilirubin Direct", "0.4", "mg/dL", "0.0 - 0.3")
			b.n("SGOT (AST)", "28", "U/L", "5 - 40")
			b.n("SGPT (ALT)", "46", "U/L", "7 - 35")
			b.n("Alkaline Phosphatase", "92", "U/L", "44 - 147")
			b.n("Total Protein", "7.2", "g/dL", "6.4 - 8.3")
			b.n("Albumin", "4.1", "g/dL", "3.5 - 5.2")
			b.n("Globulin", "3.1", "g/dL", "2.0 - 3.5")
			b.n("A/G Ratio", "1.32", "", "1.10 - 2.20")
			b.panel("KIDNEY FUNCTION TEST (KFT)", "KIDNEY FUNCTION TEST")
			b.n("Blood Urea", "22", "mg/dL", "15 - 40")
			b.n("Creatinine", "0.66", "mg/dL", "0.50 - 1.10")
			b.n("Sodium", "137", "mEq/L", "136 - 145")
			b.n("Potassium", "4.0", "mEq/L", "3.5 - 5.1")
			b.n("Chloride", "109", "mEq/L", "98 - 107")
			b.n("Calcium", "8.2", "mg/dL", "8.6 - 10.3")
			return b.report(Meta{First: "Ananya", Last: "Chatterjee", Gender: "female",
				Lab: "MetroCare Pathology Laboratory", Collected: "2026-02-27", Reported: "2026-02-28", Specimen: "MC/26/02/3391"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td><div class="ln">MetroCare Pathology Laboratory</div><div class="la">22/1B, Lake Gardens, Kolkata - 700045 · metrocarelab@example.in</div></td>` +
				`<td class="qr">Lab No.<br><b>` + m.Specimen + `</b></td></tr></table>` +
				kv("pt", 2, "Name", ": Ms. ANANYA CHATTERJEE", "Age/Gender", ": 29 Y / Female", "Referred By", ": Dr. P. Banerjee, MBBS",
					"Sample Collected", ": "+date(m.Collected, "dMony"), "Lab No.", ": "+m.Specimen, "Report Date", ": "+date(m.Reported, "dMony"))
			css := `body{font-family:"Liberation Serif";font-size:10.5pt}.top{width:100%;border-bottom:3px double #000;margin-bottom:2mm}` +
				`.ln{font-size:18pt;font-weight:bold;font-style:italic}.la{font-size:8pt}.qr{text-align:right;font-size:8pt}` +
				`.pt{width:100%;margin-bottom:3mm}.pt .k{width:17%}.rs{width:100%}.hd th{border-bottom:1px solid #000;padding:1mm;font-size:9pt}` +
				`.r td{padding:0.5mm 1mm}.c1{width:33%}.c0{width:2%}.c2{width:15%}.c3{width:12%}.sec td{font-weight:bold;padding:3mm 0 1mm;font-size:11pt}` +
				`.ft{margin-top:8mm;font-size:9pt;text-align:right}`
			return page("A4", css, `<div class="pg">`+head+table(r, "metro", colonCols, false)+
				`<div class="ft">Dr. S. Mukherjee<br>MD (Path), Consultant</div></div>`)
		}}
}

// US: community hospital lab, (H)/(L) in a narrow column left of the range,
// upper-case names wrapped with the value on the first line.
func usClinic() *Layout {
	return &Layout{Name: "us_clinic", Country: "US", Language: "en", Classes: []int{2, 4}, ScanDPI: 200, PDFDPI: 200, Rotate: -0.7,
		Build: func() *Report {
			b := &builder{high: "(H)", low: "(L)"}
			b.panel("CBC WITH DIFFERENTIAL", "CBC WITH DIFFERENTIAL")
			b.n("WHITE BLOOD CELL COUNT", "12.8", "K/uL", "4.0-10.5").html("WHITE BLOOD CELL<br>COUNT")
			b.n("RED BLOOD CELL COUNT", "4.71", "M/uL", "4.20-5.80").html("RED BLOOD CELL<br>COUNT")
			b.n("HEMOGLOBIN", "14.6", "g/dL", "13.2-17.1")
			b.n("HEMATOCRIT", "43.2", "%", "38.5-50.0")
			b.n("MEAN CORPUSCULAR VOLUME", "91.7", "fL", "80.0-100.0").html("MEAN CORPUSCULAR<br>VOLUME")
			b.n("PLATELET COUNT", "221", "K/uL", "140-400")
			b.n("ABSOLUTE NEUTROPHILS", "9.6", "K/uL", "1.5-7.8").html("ABSOLUTE<br>NEUTROPHILS")
			b.panel("COMPREHENSIVE METABOLIC PANEL", "COMPREHENSIVE METABOLIC PANEL")
			b.n("GLUCOSE", "104", "mg/dL", "65-99")
			b.n("BLOOD UREA NITROGEN", "19", "mg/dL", "7-25").html("BLOOD UREA<br>NITROGEN")
			b.n("CREATININE", "1.31", "mg/dL", "0.70-1.28")
			b.n("SODIUM", "136", "mmol/L", "135-146")
			b.n("POTASSIUM", "3.4", "mmol/L", "3.5-5.3")
			b.n("CARBON DIOXIDE, TOTAL", "24", "mmol/L", "20-32").html("CARBON DIOXIDE,<br>TOTAL")
			b.n("ALKALINE PHOSPHATASE", "88", "U/L", "36-130").html("ALKALINE<br>PHOSPHATASE")
			b.n("ALANINE AMINOTRANSFERASE", "29", "U/L", "9-46").html("ALANINE<br>AMINOTRANSFERASE")
			b.n("ASPARTATE AMINOTRANSFERASE", "31", "U/L", "10-35").html("ASPARTATE<br>AMINOTRANSFERASE")
			b.n("BILIRUBIN, TOTAL", "0.8", "mg/dL", "0.2-1.2")
			b.n("EGFR", ">60", "mL/min/1.73m2", "> OR = 60")
			return b.report(Meta{First: "Travis", Last: "Holloway", DOB: "1969-05-17", Gender: "male",
				Lab: "Cedar Valley Medical Center Laboratory", Collected: "2026-03-13", Reported: "2026-03-13", Specimen: "W26-072-00481"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<div class="ln">CEDAR VALLEY MEDICAL CENTER LABORATORY</div><div class="la">1400 Ridgeway Ave, Waterloo, IA 50702 · CLIA 16D0987654 · Director: R. Lindqvist, MD</div>` +
				kv("pt", 3, "PATIENT:", "HOLLOWAY, TRAVIS", "DOB:", date(m.DOB, "mdy/"), "SEX:", "M",
					"ACCESSION:", m.Specimen, "COLLECTED:", date(m.Collected, "mdy/")+" 07:22", "REPORTED:", date(m.Reported, "mdy/")+" 11:48")
			cols := []col{{"TEST", "c1", nameCell}, {"RESULT", "c2", valCell}, {"UNITS", "c3", unitCell}, {"FLAG", "c4", flagCell},
				{"REFERENCE RANGE", "c5", rangeCell}}
			css := `body{font-family:"DejaVu Sans Mono";font-size:8.8pt}.ln{font-size:12pt;font-weight:bold}.la{font-size:7pt;margin-bottom:2mm}` +
				`.pt{width:100%;border-top:1px solid #000;border-bottom:1px solid #000;margin-bottom:3mm}.pt .k{font-weight:bold}` +
				`.rs{width:100%}.hd th{border-bottom:1px dashed #000;padding:1mm}.r td{padding:0.7mm 1mm}` +
				`.c1{width:36%}.c2{width:12%}.c3{width:15%}.c4{width:7%;padding:0.7mm 0}.sec td{font-weight:bold;padding-top:3mm}` +
				`.ft{font-size:7pt;margin-top:5mm}`
			return page("Letter", css, `<div class="pg">`+head+table(r, "us", cols, false)+
				`<div class="ft">(H) HIGH  (L) LOW. Results verified by MLS(ASCP) J. Ortiz.</div></div>`)
		}}
}

// UK: GP pathology report, lab-site codes as superscripts after the name,
// long names wrapped with the value on the first line, flag after the value.
func ukLab() *Layout {
	return &Layout{Name: "uk_lab", Country: "GB", Language: "en", Classes: []int{1, 4}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.5,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("Full Blood Count", "Full Blood Count")
			b.n("Haemoglobin", "118", "g/L", "115 - 165").sup("01")
			b.n("White cell count", "6.1", "x10^9/L", "4.0 - 11.0").sup("01")
			b.n("Platelet count", "451", "x10^9/L", "150 - 450").sup("01")
			b.n("Mean cell volume", "101", "fL", "80 - 100").sup("01")
			b.n("Neutrophils", "3.9", "x10^9/L", "2.0 - 7.5").sup("01")
			b.panel("Urea and Electrolytes", "Urea and Electrolytes")
			b.n("Sodium", "133", "mmol/L", "133 - 146").sup("02")
			b.n("Potassium", "5.4", "mmol/L", "3.5 - 5.3").sup("02")
			b.n("Urea", "9.8", "mmol/L", "2.5 - 7.8").sup("02")
			b.n("Creatinine", "128", "umol/L", "45 - 84").sup("02")
			b.n("Estimated glomerular filtration rate", "36", "mL/min/1.73m2", "> 60").html("Estimated glomerular<sup>02</sup><br>filtration rate")
			b.panel("Endocrinology", "Endocrinology")
			b.n("TSH", "4.92", "mU/L", "0.27 - 4.20").sup("01")
			b.n("Free thyroxine (FT4)", "11.8", "pmol/L", "12.0 - 22.0").sup("01")
			b.n("Glycated haemoglobin (HbA1c)", "52", "mmol/mol", "20 - 41").html("Glycated haemoglobin<sup>02</sup><br>(HbA1c)")
			b.n("Vitamin B12", "230", "ng/L", "187 - 883").sup("01")
			b.n("Serum folate", "2.4", "ug/L", "3.9 - 26.8").sup("01")
			b.n("C-reactive protein", "<4", "mg/L", "0 - 5").sup("02")
			return b.report(Meta{First: "Harriet", Last: "Pemberton", DOB: "1948-10-02", Gender: "female",
				Lab: "Thameside Pathology Partnership", Collected: "2026-03-10", Reported: "2026-03-11", Specimen: "TP26.0310.7715"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td><div class="ln">Thameside Pathology Partnership</div><div class="la">Blood Sciences · Kingsmead Hospital, Station Road, Reading RG1 7TP</div></td>` +
				`<td class="req">Requested by: Dr A. Whitfield<br>Abbey Lane Surgery (K81042)</td></tr></table>` +
				kv("pt", 2, "Patient name", "Mrs Harriet PEMBERTON", "NHS number", "943 476 5919", "Date of birth", date(m.DOB, "dMony"), "Sex", "Female",
					"Lab number", m.Specimen, "Sample taken", date(m.Collected, "dMony")+" 09:40", "Sample type", "Blood", "Reported", date(m.Reported, "dMony")+" 13:02")
			cols := []col{{"Test", "c1", nameCell}, {"Result", "c2", valFlagCell}, {"Units", "c3", unitCell}, {"Reference range", "c4", rangeCell}}
			css := `body{font-family:"Liberation Sans Narrow","Liberation Sans";font-size:10pt}.top{width:100%;background:#005eb8;color:#fff;margin-bottom:3mm}` +
				`.top td{padding:2mm}.ln{font-size:14pt;font-weight:bold}.la,.req{font-size:8pt}.req{text-align:right}` +
				`.pt{width:100%;margin-bottom:3mm}.pt .k{color:#005eb8;width:16%}.rs{width:86%}.hd th{border-bottom:1px solid #005eb8;color:#005eb8;padding:1mm}` +
				`.r td{padding:0.8mm 1mm}.c1{width:30%}.c2{width:17%}.c3{width:20%}.sec td{font-weight:bold;background:#e8edee;padding:1mm}` +
				`.ft{font-size:8pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "uk", cols, true)+
				`<div class="ft">Performing laboratory: 01 = Kingsmead Hospital Blood Sciences; 02 = Royal Berkshire Biochemistry.<br>`+
				`eGFR calculated by CKD-EPI 2009. H = above, L = below the reference range.</div></div>`)
		}}
}
