package main

// Session 35 held-out layout. A tuner must not open this file (SPLIT.md).

// Japan: the clinical laboratory of an international clinic in Tokyo, the
// English report of a foreign patient's health check, one A4 page
// (Liberation Sans). (flag) / Test / Result / Unit / Reference Range: the
// flag H or L at the left margin before the test name (class 164); every
// range written with a tilde between its bounds (3.3~8.6), one-sided ones
// with nothing before or after it (~0.14, 60.0~, class 163); the blood count
// in the Japanese units (x10³/µL, x10⁴/µL, class 13); the word COPY written
// diagonally across the results as text (class 165); dates yyyy/mm/dd. Also
// a 100 dpi fax (class 8).
func jpClin() *Layout {
	return &Layout{Name: "jp_clin", Country: "JP", Language: "en", Classes: []int{8, 13, 163, 164, 165}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.6,
		LowRes: true, HeldOut: true, Session: 35,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			t := func(name, value, unit, rng string) *Row { return s35Tilde(b, name, value, unit, rng) }
			b.panel("HEMATOLOGY", "HEMATOLOGY")
			t("WBC", "9.8", "x10³/µL", "3.3~8.6")
			t("RBC", "452", "x10⁴/µL", "435~555")
			t("Hemoglobin", "14.1", "g/dL", "13.7~16.8")
			t("Hematocrit", "42.3", "%", "40.7~50.1")
			t("MCV", "93.6", "fL", "83.6~98.2")
			t("Platelets", "23.4", "x10⁴/µL", "15.8~34.8")
			b.panel("BIOCHEMISTRY", "BIOCHEMISTRY")
			t("Total Protein", "7.4", "g/dL", "6.6~8.1")
			t("Albumin", "4.5", "g/dL", "4.1~5.1")
			t("AST", "24", "U/L", "13~30")
			t("ALT", "46", "U/L", "10~42")
			t("LD (IFCC)", "188", "U/L", "124~222")
			t("γ-GT", "84", "U/L", "13~64")
			t("CK", "142", "U/L", "59~248")
			t("BUN", "15.2", "mg/dL", "8.0~20.0")
			t("Creatinine", "0.88", "mg/dL", "0.65~1.07")
			t("eGFR", "78.4", "mL/min/1.73m²", "60.0~")
			t("Uric Acid", "7.9", "mg/dL", "3.7~7.8")
			t("Na", "141", "mmol/L", "138~145")
			t("K", "4.2", "mmol/L", "3.6~4.8")
			t("Cl", "103", "mmol/L", "101~108")
			t("CRP", "0.42", "mg/dL", "~0.14")
			b.panel("GLUCOSE / LIPIDS", "GLUCOSE / LIPIDS")
			t("Glucose (Fasting)", "104", "mg/dL", "73~109")
			t("HbA1c (NGSP)", "5.8", "%", "4.9~6.0")
			t("LDL Cholesterol", "148", "mg/dL", "65~163")
			t("HDL Cholesterol", "52", "mg/dL", "38~90")
			t("Triglycerides", "188", "mg/dL", "40~234")
			return b.report(Meta{First: "Lukas", Last: "Hartmann", DOB: "1988-02-19", Gender: "male",
				Lab: "Shiba Koen International Clinic", Collected: "2026-07-16", Reported: "2026-07-17", Specimen: "26071605512"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			ymd := func(iso string) string { return iso[:4] + "/" + iso[5:7] + "/" + iso[8:] }
			cols := []col{{"", "c0", s35FlagFirst}, {"Test", "c1", nameCell}, {"Result", "c2", valCell},
				{"Unit", "c4", unitCell}, {"Reference Range", "c5", rangeCell}}
			logo := `<svg width="14mm" height="14mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="6" fill="#c0392b"/>` +
				`<circle cx="20" cy="20" r="9" fill="#fff"/></svg>`
			body := `<div class="pg">` + s35Watermark("COPY", "118mm") +
				`<table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Shiba Koen International Clinic</div><div class="li">Clinical Laboratory · Health Check Center</div>` +
				`<div class="la">3-4-18 Shibakoen, Minato-ku, Tokyo 105-0011, Japan · Tel. +81-3-5403-4418</div></td>` +
				`<td class="acc">Laboratory Results</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>HARTMANN, Lukas</b></td><td class="k">Sample No.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Date of Birth</td><td class="v">` + ymd(m.DOB) + ` (38) · Male</td><td class="k">Patient ID</td><td class="v">0072614</td></tr>` +
				`<tr><td class="k">Collected</td><td class="v">` + ymd(m.Collected) + ` 09:05</td><td class="k">Reported</td><td class="v">` + ymd(m.Reported) + ` 10:30</td></tr></table>` +
				s35Table(r, "jp", cols, false) +
				`<div class="ft">H: above the reference range, L: below the reference range. Reference ranges: JCCLS common reference intervals (adult male).</div>` +
				`<table class="sg"><tr><td>Physician: Dr. Haruka Mori</td>` +
				`<td class="rt"><span class="sig">T. Ishikawa</span><br>Takeshi Ishikawa, MT (Japan)</td></tr></table>` +
				`<div class="pgn">1 / 1 · Shiba Koen International Clinic</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.7pt;color:#131313}.pg{height:296mm;position:relative;padding:11mm 15mm 9mm 16mm;overflow:hidden}` +
				`.top{width:100%;border-bottom:1.6px solid #c0392b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:17mm}` +
				`.ln{font-size:14pt;font-weight:bold}.li{font-size:8.4pt;color:#c0392b}.la{font-size:6.7pt;color:#444}.acc{width:38mm;text-align:right;font-size:10pt;font-weight:bold}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:2.5mm;border-top:0.6px solid #999;border-bottom:0.6px solid #999}.pt td{padding:0.6mm 1.4mm}.pt .k{width:14%;color:#555}.pt .v{width:36%}` +
				`.rs{width:100%;border-bottom:1px solid #333}.hd th{font-size:8pt;padding:0.8mm 1.4mm;border-top:1px solid #333;border-bottom:1px solid #333}` +
				`.sec td{font-weight:bold;font-size:8.7pt;padding:2.2mm 1.4mm 0.5mm;background:#f6eceb}.r td{padding:0.5mm 1.4mm;border-bottom:0.3px dotted #bbb}` +
				`.c0{width:5%;text-align:center;color:#c0392b}.c1{width:33%}.c2{width:12%;text-align:right;padding-right:4mm!important}.c4{width:18%}.c5{width:32%}` +
				`.ft{margin-top:3mm;font-size:7.1pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:15mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}` +
				s35WatermarkCSS("210mm")
			return page("A4", css, body)
		}}
}
