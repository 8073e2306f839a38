package main

// Session 33 held-out layout. A tuner must not open this file (SPLIT.md).

// ttTicks are tt_lab's ticked results (class 146).
var ttTicks = map[string][]string{}

// ttDelta is tt_lab's change since the previous visit (class 144).
var ttDelta = map[string]string{
	"WBC": "+8%", "Haemoglobin": "−4%", "Platelets": "−21%", "Glucose (fasting)": "+19%", "HbA1c": "+11%",
	"Creatinine": "+14%", "Potassium": "+2%", "Total cholesterol": "−6%", "Triglycerides": "+15%", "HDL cholesterol": "−10%",
	"ALT": "0%", "PSA": "+9%",
}

// Trinidad and Tobago: a private medical laboratory in St. Augustine
// (English), one A4 page (Liberation Sans). Test / (cmp) / Result / Flag /
// Change / Units / Reference Range: decimals written with a raised dot
// (class 145), comparators in a narrow column of their own left of the
// number (class 141), the change since the previous visit in a column that
// is no result (class 144), the serology as ticked boxes among the printed
// options (class 146); H / L; dd-Mon-yyyy. Also a 100 dpi fax (class 8).
func ttLab() *Layout {
	return &Layout{Name: "tt_lab", Country: "TT", Language: "en", Classes: []int{8, 141, 144, 145, 146}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.8,
		LowRes: true, HeldOut: true, Session: 33,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY", "HAEMATOLOGY")
			s33Dot(b, "WBC", "5·6", "x10^9/L", "4·0 – 11·0")
			s33Dot(b, "Haemoglobin", "13·8", "g/dL", "13·0 – 17·0")
			s33Dot(b, "Haematocrit", "0·41", "L/L", "0·40 – 0·52")
			s33Dot(b, "MCV", "88·1", "fL", "80·0 – 98·0")
			s33Dot(b, "Platelets", "142", "x10^9/L", "150 – 400")
			b.panel("CHEMISTRY", "CHEMISTRY")
			s33Dot(b, "Glucose (fasting)", "7·4", "mmol/L", "3·6 – 6·0")
			s33Dot(b, "HbA1c", "7·2", "%", "4·0 – 6·0")
			s33Dot(b, "Creatinine", "118", "µmol/L", "62 – 115")
			s33Dot(b, "eGFR (CKD-EPI)", "> 90", "mL/min/1·73 m²", "> 60")
			s33Dot(b, "Potassium", "4·9", "mmol/L", "3·5 – 5·1")
			s33Dot(b, "Total cholesterol", "5·9", "mmol/L", "< 5·2")
			s33Dot(b, "Triglycerides", "2·3", "mmol/L", "< 1·7")
			s33Dot(b, "HDL cholesterol", "0·9", "mmol/L", "> 1·0")
			s33Dot(b, "ALT", "31", "U/L", "0 – 41")
			s33Dot(b, "C-reactive protein", "< 0·5", "mg/L", "0·0 – 5·0")
			s33Dot(b, "Troponin I (hs)", "< 2·0", "ng/L", "< 34")
			s33Dot(b, "PSA", "1·12", "ng/mL", "0·00 – 4·00")
			b.panel("SEROLOGY", "SEROLOGY")
			s33Tick(b, ttTicks, "Hepatitis B surface antigen", []string{"Positive", "Negative"}, 1, "Negative")
			s33Tick(b, ttTicks, "HIV 1/2 antigen/antibody", []string{"Reactive", "Non-reactive"}, 1, "Non-reactive")
			s33Tick(b, ttTicks, "VDRL", []string{"Reactive", "Non-reactive"}, 1, "Non-reactive")
			s33Tick(b, ttTicks, "Dengue NS1 antigen", []string{"Positive", "Negative"}, 0, "Negative")
			return s33CmpCells(b.report(Meta{First: "Rajesh", Last: "Maharaj", DOB: "1962-12-03", Gender: "male",
				Lab: "St. Augustine Medical Laboratory", Collected: "2026-07-17", Reported: "2026-07-18", Specimen: "SAML-2607-4418"}))
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test", "c1", nameCell}, {"", "c0", s33Cmp}, {"Result", "c2", s33TickCell(ttTicks, s33Num)}, {"Flag", "c3", flagCell},
				{"Change", "c6", func(x *Row) string {
					if _, ok := ttTicks[x.Name]; ok {
						return ""
					}
					return s33Delta(ttDelta)(x)
				}}, {"Units", "c4", unitCell}, {"Reference Range", "c5", rangeCell}}
			body := `<div class="pg"><table class="top"><tr><td><div class="ln">St. Augustine Medical Laboratory</div>` +
				`<div class="la">41 Eastern Main Road, St. Augustine, Trinidad and Tobago, W.I. · Tel. (868) 662-4182 · results@example.tt</div></td>` +
				`<td class="acc">Medical Director<br>Dr. Anand Persad, MB BS, FRCPath</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>MAHARAJ, Rajesh</b></td><td class="k">Accession No.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">D.O.B.</td><td class="v">` + date(m.DOB, "dMony") + ` &nbsp; Sex: M</td><td class="k">Collected</td><td class="v">` + date(m.Collected, "dMony") + ` 07:55</td></tr>` +
				`<tr><td class="k">Referred by</td><td class="v">Dr. K. Ramdass, Curepe Health Centre</td><td class="k">Reported</td><td class="v">` + date(m.Reported, "dMony") + ` 10:20</td></tr>` +
				`<tr><td class="k">Previous visit</td><td class="v">12-Mar-2026</td><td class="k">Specimen</td><td class="v">Serum, EDTA whole blood</td></tr></table>` +
				s33Table(r, "tt", cols, nil) +
				`<div class="ft">Change: per cent difference from the result of the previous visit (12-Mar-2026), for information only. ` +
				`&lt; / &gt;: result below the limit of detection or above the upper limit of measurement. Serology: the ticked box (☑) is the result.</div>` +
				`<table class="sg"><tr><td>Verified by: S. Mohammed, MLT</td><td class="rt"><span class="sig">A. Persad</span><br>Dr. Anand Persad</td></tr></table>` +
				`<div class="pgn">Page 1 of 1</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.5pt;color:#121212}.pg{height:296mm;position:relative;padding:11mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #7a1f3d;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#7a1f3d}.la{font-size:6.9pt;color:#444}.acc{width:46mm;text-align:right;font-size:7pt;color:#444}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:2.5mm;border:0.5px solid #aaa}.pt td{padding:0.5mm 1.4mm}.pt .k{width:15%;color:#555}.pt .v{width:35%}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.8mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222;background:#f3e8ec}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:2.3mm 1.2mm 0.5mm;color:#7a1f3d}.r td{padding:0.5mm 1.2mm}` +
				`.c1{width:26%}.c0{width:4%;text-align:center}.c2{width:21%;padding-left:2mm!important}.c3{width:5%}` +
				`.c6{width:8%;color:#555}.c4{width:13%}.c5{width:23%}.bx{font-family:"DejaVu Sans";font-size:9.5pt}.tk{white-space:nowrap}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}
