package main

import (
	"fmt"
	"strings"
)

// Session 7 family: five layouts written blind in session 7 (dev split).

// unitHTML sets the printed unit as HTML (an exponent in <sup>); the truth
// unit keeps the exponent as a Unicode superscript, as a reader sees it.
func (r *Row) unitHTML(h string) *Row { r.HTMLUnit = h; return r }

// unitHTMLCell prints the unit, with its HTML form when it has one.
func unitHTMLCell(r *Row) string {
	if r.HTMLUnit != "" {
		return r.HTMLUnit
	}
	return esc(r.Unit)
}

// isoDate prints an ISO date as y/m/d ("ymd/") or d-m-y ("dmy-").
func isoDate(iso, style string) string {
	var y, m, d int
	fmt.Sscanf(iso, "%d-%d-%d", &y, &m, &d)
	if style == "ymd/" {
		return fmt.Sprintf("%d/%02d/%02d", y, m, d)
	}
	return fmt.Sprintf("%02d-%02d-%d", d, m, y)
}

func abnormal(r *Row) bool { return r.Interp == "abnormal" || r.Interp == "critical" }

// New Zealand: community laboratory, the value printed in an IN RANGE or an
// OUT OF RANGE column; haematology carries its unit in the value cell,
// chemistry at the end of the reference-range cell.
func nzComm() *Layout {
	return &Layout{Name: "nz_comm", Country: "NZ", Language: "en", Classes: []int{9}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.8, Session: 7,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY", "HAEMATOLOGY")
			b.n("Haemoglobin", "128", "g/L", "115 - 155")
			b.n("Red cell count", "4.31", "x10^12/L", "3.80 - 5.20")
			b.n("Haematocrit", "0.39", "L/L", "0.35 - 0.46")
			b.n("MCV", "82", "fL", "80 - 99")
			b.n("White cell count", "11.8", "x10^9/L", "4.0 - 11.0")
			b.n("Neutrophils", "8.4", "x10^9/L", "1.9 - 7.5")
			b.n("Lymphocytes", "2.6", "x10^9/L", "1.0 - 4.0")
			b.n("Platelets", "402", "x10^9/L", "150 - 400")
			b.panel("BIOCHEMISTRY", "BIOCHEMISTRY")
			b.n("Sodium", "139", "mmol/L", "135 - 145")
			b.n("Potassium", "5.6", "mmol/L", "3.5 - 5.2")
			b.n("Creatinine", "94", "umol/L", "45 - 90")
			b.n("eGFR", "59", "mL/min/1.73m2", "> 60").note("eGFR calculated with the CKD-EPI 2021 equation.")
			b.n("Glucose (fasting)", "6.4", "mmol/L", "4.0 - 6.0")
			b.n("HbA1c", "44", "mmol/mol", "<41")
			b.n("Cholesterol", "5.9", "mmol/L", "<5.0")
			b.n("Triglyceride", "1.4", "mmol/L", "<2.0")
			b.n("HDL cholesterol", "1.12", "mmol/L", ">1.00")
			b.n("ALT", "22", "U/L", "<35")
			b.n("Ferritin", "18", "ug/L", "20 - 200")
			b.n("TSH", "2.1", "mU/L", "0.27 - 4.20")
			b.n("CRP", "<1", "mg/L", "<5")
			b.panel("SEROLOGY", "SEROLOGY")
			b.q("Hepatitis B surface antigen", "Not detected", "Not detected", true)
			b.q("Hepatitis C antibody", "Not detected", "Not detected", true)
			return b.report(Meta{First: "Mereana", Last: "Walsh", DOB: "1972-08-14", Gender: "female",
				Lab: "Kowhai Community Laboratories", Collected: "2026-03-16", Reported: "2026-03-17", Specimen: "26-K418825"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			inCell := map[*Row]bool{} // unit printed in the value cell
			for _, s := range r.Sections {
				for _, row := range s.Rows {
					inCell[row] = s.Panel == "HAEMATOLOGY"
				}
			}
			val := func(row *Row) string {
				v := valFlagCell(row)
				if inCell[row] && row.Unit != "" {
					v += " " + esc(row.Unit)
				}
				return v
			}
			in := func(row *Row) string {
				if abnormal(row) {
					return ""
				}
				return val(row)
			}
			out := func(row *Row) string {
				if !abnormal(row) {
					return ""
				}
				return val(row)
			}
			rng := func(row *Row) string {
				if inCell[row] || row.Unit == "" {
					return esc(row.RangeText)
				}
				return esc(row.RangeText + " " + row.Unit)
			}
			head := `<table class="top"><tr><td><div class="ln">Kowhai Community Laboratories</div>` +
				`<div class="la">27 Ward Street, Hamilton 3204 · Ph 07 858 3300 · IANZ accredited laboratory</div></td>` +
				`<td class="to">Copy to: Dr R. Ngata<br>Te Rapa Family Health Centre</td></tr></table>` +
				kv("pt", 3, "PATIENT", "WALSH, Mereana", "NHI", "ZKT4821", "DOB", date(m.DOB, ""),
					"SEX", "F", "LAB REF", m.Specimen, "REQUESTED BY", "Dr R. Ngata",
					"COLLECTED", date(m.Collected, "")+" 08:35", "RECEIVED", date(m.Collected, "")+" 11:02", "REPORTED", date(m.Reported, "")+" 09:14")
			cols := []col{{"TEST", "c1", nameCell}, {"IN RANGE", "c2", in}, {"OUT OF RANGE", "c3", out}, {"REFERENCE RANGE", "c4", rng}}
			css := `body{font-family:"Liberation Sans";font-size:9.2pt}.top{width:100%;border-bottom:2.5px solid #2e6b30;margin-bottom:2mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#2e6b30}.la{font-size:7.5pt;padding-bottom:1mm}.to{text-align:right;font-size:8pt}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.3pt}.pt .k{font-weight:bold;color:#444;width:11%}.pt .v{width:22%}` +
				`.rs{width:100%}.hd th{background:#2e6b30;color:#fff;padding:1.2mm;font-size:8pt}.r td{padding:0.8mm 1.2mm;border-bottom:0.5px solid #ddd}` +
				`.c1{width:34%}.c2{width:19%}.c3{width:19%;color:#000}.sec td{font-weight:bold;padding:3mm 1mm 1mm;color:#2e6b30;font-size:9.5pt}` +
				`.note td{font-size:7.5pt;color:#444;padding:0 1.2mm 1mm 6mm;font-style:italic}.ft{font-size:7.5pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "nz", cols, false)+
				`<div class="ft">H = above, L = below the reference range. Reference ranges are for adult females.<br>`+
				`Authorised by Dr K. Sandhu, Chemical Pathologist. Tests performed at Kowhai Community Laboratories, Hamilton.</div></div>`)
		}}
}

// zaHist are the older results of za_path, newest first, with their flags.
var zaHist = map[string][3]string{
	"Haemoglobin":                         {"11.2 L", "12.6", "12.9"},
	"Red cell count":                      {"4.12", "4.35", "4.40"},
	"Haematocrit":                         {"0.352 L", "0.381", "0.389"},
	"MCV":                                 {"85.4", "87.6", "88.4"},
	"White cell count":                    {"5.91", "7.02", "6.35"},
	"Platelet count":                      {"298", "341", "287"},
	"Sodium":                              {"140", "139", "141"},
	"Potassium":                           {"4.9", "4.6", "4.4"},
	"Chloride":                            {"103", "", "102"},
	"Urea":                                {"8.1 H", "6.2", "5.4"},
	"Creatinine":                          {"118 H", "96 H", "88"},
	"eGFR":                                {"51 L", "65", "75"},
	"Glucose (fasting)":                   {"8.3 H", "9.1 H", ""},
	"HbA1c":                               {"8.4 H", "8.8 H", ""},
	"Total cholesterol":                   {"5.3 H", "", "5.6 H"},
	"LDL cholesterol":                     {"3.0 H", "", "3.4 H"},
	"Urine albumin/creatinine ratio":      {"9.1 H", "", ""},
	"Hepatitis B surface antigen (HBsAg)": {"", "", ""},
}

// South Africa: private pathology practice, cumulative report with the
// current request in the left-most (shaded) result column and three older
// requests to its right, each with its own H/L flags.
func zaPath() *Layout {
	return &Layout{Name: "za_path", Country: "ZA", Language: "en", Classes: []int{8, 10}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.1, LowRes: true, Session: 7,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("FULL BLOOD COUNT", "FULL BLOOD COUNT")
			b.n("Haemoglobin", "10.4", "g/dL", "12.1 - 16.3")
			b.n("Red cell count", "3.91", "x10^12/L", "3.80 - 4.80")
			b.n("Haematocrit", "0.331", "L/L", "0.360 - 0.460")
			b.n("MCV", "84.7", "fL", "83.1 - 101.6")
			b.n("White cell count", "6.84", "x10^9/L", "3.92 - 10.40")
			b.n("Platelet count", "312", "x10^9/L", "186 - 454")
			b.panel("UREA, ELECTROLYTES AND CREATININE", "UREA, ELECTROLYTES AND CREATININE")
			b.n("Sodium", "138", "mmol/L", "136 - 145")
			b.n("Potassium", "5.4", "mmol/L", "3.5 - 5.1")
			b.n("Chloride", "104", "mmol/L", "98 - 107")
			b.n("Urea", "9.8", "mmol/L", "2.1 - 7.1")
			b.n("Creatinine", "142", "umol/L", "49 - 90")
			b.n("eGFR", "40", "mL/min/1.73 m²", "> 60")
			b.panel("GLUCOSE, HbA1c AND LIPIDS", "GLUCOSE, HbA1c AND LIPIDS")
			b.n("Glucose (fasting)", "7.6", "mmol/L", "3.9 - 5.6")
			b.n("HbA1c", "7.9", "%", "< 6.5")
			b.n("Total cholesterol", "4.6", "mmol/L", "< 5.0")
			b.n("LDL cholesterol", "2.4", "mmol/L", "< 1.8")
			b.panel("URINE AND SEROLOGY", "URINE AND SEROLOGY")
			b.n("Urine albumin/creatinine ratio", "12.4", "mg/mmol", "< 3.0")
			b.q("Hepatitis B surface antigen (HBsAg)", "Negative", "Negative", true)
			return b.report(Meta{First: "Thandeka", Last: "Mokoena", DOB: "1980-05-23", Gender: "female",
				Lab: "Highveld Pathology Laboratories", Collected: "2026-03-18", Reported: "2026-03-18", Specimen: "JH26-0318-5521"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			hist := func(i int) func(*Row) string {
				return func(row *Row) string {
					h := zaHist[row.Name][i]
					if h == "" {
						return `<span class="dash">--</span>`
					}
					if v, f, ok := strings.Cut(h, " "); ok {
						return esc(v) + " " + esc(f)
					}
					return esc(h)
				}
			}
			cols := []col{{"Test", "c1", nameCell}, {"@0", "cur", valFlagCell}, {"@1", "old", hist(0)}, {"@2", "old", hist(1)},
				{"@3", "old", hist(2)}, {"Units", "cu", unitCell}, {"Reference range", "cr", rangeCell}}
			heads := []string{
				isoDate(m.Collected, "ymd/") + `<br>07:52<br><b>CURRENT</b><br>` + m.Specimen,
				`2026/01/09<br>08:20<br><br>JH26-0109-2174`,
				`2025/10/02<br>09:41<br><br>JH25-1002-6630`,
				`2025/06/17<br>10:05<br><br>JH25-0617-3318`,
			}
			tab := table(r, "za", cols, false)
			for i, h := range heads {
				tab = strings.Replace(tab, fmt.Sprintf(">@%d<", i), ">"+h+"<", 1)
			}
			head := `<table class="top"><tr><td><div class="ln">HIGHVELD PATHOLOGY LABORATORIES</div>` +
				`<div class="la">Dr A. Naidoo &amp; Partners · Practice No. 5201234 · 14 Jan Smuts Avenue, Rosebank, Johannesburg 2196 · Tel 011 447 2900</div></td>` +
				`<td class="doc">Dr N. Pillay<br>Melville Medical Centre<br>Practice No. 0412345</td></tr></table>` +
				`<div class="bt">CUMULATIVE REPORT</div>` +
				kv("pt", 3, "Patient:", "MOKOENA, THANDEKA (MRS)", "Date of birth:", isoDate(m.DOB, "ymd/"), "Sex:", "F",
					"Lab no.:", m.Specimen, "Collected:", isoDate(m.Collected, "ymd/")+" 07:52", "Reported:", isoDate(m.Reported, "ymd/")+" 15:36",
					"Medical aid:", "Discovery Health", "Ward:", "Outpatient", "Page:", "1 of 1")
			css := `body{font-family:"DejaVu Sans";font-size:8.3pt}.top{width:100%;margin-bottom:1mm}.ln{font-size:13.5pt;font-weight:bold;letter-spacing:0.3pt}` +
				`.la{font-size:6.8pt}.doc{text-align:right;font-size:8pt;width:28%}` +
				`.bt{text-align:center;font-weight:bold;font-size:10pt;border-top:1.5px solid #000;border-bottom:1.5px solid #000;padding:0.8mm;margin-bottom:1.5mm}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt}.pt .k{font-weight:bold}.rs{width:100%}` +
				`.hd th{font-size:7pt;font-weight:normal;border-bottom:1px solid #000;padding:0.8mm 1mm;vertical-align:bottom}` +
				`.r td{padding:0.7mm 1mm}.c1{width:27%}.cur{width:11%;background:#e4e4e4;font-weight:bold}th.cur{font-weight:bold}` +
				`.old{width:10%;color:#333}.cu{width:13%;white-space:nowrap}.dash{color:#888}` +
				`.sec td{font-weight:bold;padding-top:2.5mm;text-decoration:underline}.ft{font-size:7pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+tab+
				`<div class="ft">The shaded column holds the results of this request; older results are shown for comparison. `+
				`H = high, L = low. eGFR by CKD-EPI 2021 (without race coefficient).<br>Electronically authorised by Dr A. Naidoo, MBChB, FCPath(SA) Chem.</div></div>`)
		}}
}

// Chile: private clinical lab, two independent tables side by side
// (haematology left, chemistry and serology right), decimal commas, "*"
// after values outside the range.
func clLab() *Layout {
	return &Layout{Name: "cl_lab", Country: "CL", Language: "es", Classes: []int{6, 11}, ScanDPI: 200, PDFDPI: 200, Rotate: 1.3, Session: 7,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			b.n("Recuento de eritrocitos", "4,38", "x10^6/µL", "4,00 - 5,20")
			b.n("Hemoglobina", "11,6", "g/dL", "12,0 - 16,0")
			b.n("Hematocrito", "35,4", "%", "36,0 - 46,0")
			b.n("VCM", "80,8", "fL", "80,0 - 100,0")
			b.n("HCM", "26,5", "pg", "27,0 - 33,0")
			b.n("CHCM", "32,8", "g/dL", "32,0 - 36,0")
			b.n("Recuento de leucocitos", "7,20", "x10^3/µL", "4,50 - 11,00")
			b.n("Segmentados", "61", "%", "40 - 75")
			b.n("Linfocitos", "29", "%", "20 - 45")
			b.n("Recuento de plaquetas", "318", "x10^3/µL", "150 - 450")
			b.n("VHS", "22", "mm/h", "0 - 20")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glucosa", "92", "mg/dL", "70 - 99")
			b.n("Nitrógeno ureico (BUN)", "11,2", "mg/dL", "6,0 - 20,0")
			b.n("Creatinina", "0,68", "mg/dL", "0,51 - 0,95")
			b.n("Ácido úrico", "4,1", "mg/dL", "2,4 - 5,7")
			b.n("Colesterol total", "212", "mg/dL", "< 200")
			b.n("Colesterol HDL", "54", "mg/dL", "> 50")
			b.n("Colesterol LDL", "135", "mg/dL", "< 130")
			b.n("Triglicéridos", "114", "mg/dL", "< 150")
			b.n("GOT/AST", "19", "U/L", "< 32")
			b.n("GPT/ALT", "23", "U/L", "< 33")
			b.n("TSH", "3,42", "µUI/mL", "0,27 - 4,20")
			b.panel("SEROLOGÍA", "SEROLOGÍA")
			b.q("VDRL", "No reactivo", "No reactivo", true)
			b.q("Factor reumatoideo", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Catalina", Last: "Fuentes Rojas", DOB: "1990-07-19", Gender: "female",
				Lab: "Laboratorio Clínico Andes Salud", Collected: "2026-03-19", Reported: "2026-03-19", Specimen: "2603-118842"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Examen", "c1", nameCell}, {"Resultado", "c2", valFlagCell}, {"Unidad", "c3", unitCell}, {"Valor de referencia", "c4", rangeCell}}
			left := table(&Report{Sections: r.Sections[:1]}, "cl", cols, false)
			right := table(&Report{Sections: r.Sections[1:]}, "cl", cols, false)
			head := `<table class="top"><tr><td class="logo">A<span>S</span></td><td><div class="ln">Laboratorio Clínico Andes Salud</div>` +
				`<div class="la">Av. Providencia 1208, of. 402 · Providencia, Santiago · Fono +56 2 2946 1100 · Acreditado ISP</div></td></tr></table>` +
				kv("pt", 3, "Paciente:", "FUENTES ROJAS CATALINA", "RUT:", "17.654.321-K", "Sexo:", "Femenino",
					"Fecha nac.:", isoDate(m.DOB, "dmy-"), "Edad:", "35 años", "N° orden:", m.Specimen,
					"Toma de muestra:", isoDate(m.Collected, "dmy-")+" 08:10", "Emisión:", isoDate(m.Reported, "dmy-")+" 17:45", "Procedencia:", "Dr. Felipe Araya")
			css := `body{font-family:"Liberation Sans";font-size:8.1pt}.top{margin-bottom:2mm;border-bottom:2px solid #0a5c8a;width:100%}` +
				`.top td{vertical-align:middle}.logo{width:14mm;font-size:17pt;font-weight:bold;color:#0a5c8a}.logo span{color:#5aa02c}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0a5c8a}.la{font-size:7pt;padding-bottom:1mm}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:7.8pt}.pt .k{font-weight:bold}.sbs{width:100%}.half{width:49%}.gap{width:2%}` +
				`.rs{width:100%}.hd th{border-top:1px solid #0a5c8a;border-bottom:1px solid #0a5c8a;font-size:7pt;padding:0.8mm;color:#0a5c8a}` +
				`.r td{padding:0.6mm 0.8mm}.c1{width:40%}.c2{width:17%;white-space:nowrap}.c3{width:17%}` +
				`.sec td{font-weight:bold;font-size:8.5pt;padding:1.5mm 0.8mm 0.8mm;background:#e9f2f8}.ft{font-size:7pt;margin-top:6mm}`
			return page("A4", css, `<div class="pg">`+head+`<table class="sbs"><tr><td class="half">`+left+`</td><td class="gap"></td><td class="half">`+right+`</td></tr></table>`+
				`<div class="ft">(*) Resultado fuera del valor de referencia. Muestra: sangre venosa, suero.<br>`+
				`Validado por: TM Javiera Soto Muñoz, Tecnólogo Médico. Director técnico: Dr. Rodrigo Valdés C.</div></div>`)
		}}
}

// Belgium: hospital laboratory in Liège, a dense grid with a border on every
// cell, decimal commas, H/B (haut/bas) in a narrow column after the result.
func beLab() *Layout {
	return &Layout{Name: "be_lab", Country: "BE", Language: "fr", Classes: []int{6, 12}, ScanDPI: 150, PDFDPI: 150, Rotate: -0.6, Session: 7,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B"}
			b.panel("HÉMATOLOGIE", "HÉMATOLOGIE")
			b.n("Globules rouges", "4,05", "10^6/µL", "3,90 - 5,20")
			b.n("Hémoglobine", "12,4", "g/dL", "11,7 - 15,5")
			b.n("Hématocrite", "37,9", "%", "35,0 - 46,0")
			b.n("VGM", "93,6", "fL", "80,0 - 98,0")
			b.n("TCMH", "30,6", "pg", "26,0 - 34,0")
			b.n("Globules blancs", "3,42", "10^3/µL", "4,00 - 10,00")
			b.n("Neutrophiles", "1,46", "10^3/µL", "1,80 - 7,50")
			b.n("Lymphocytes", "1,51", "10^3/µL", "1,00 - 4,00")
			b.n("Plaquettes", "164", "10^3/µL", "150 - 400")
			b.panel("HÉMOSTASE", "HÉMOSTASE")
			b.n("Temps de Quick", "78", "%", "70 - 120")
			b.n("INR", "1,14", "", "0,80 - 1,20")
			b.panel("CHIMIE", "CHIMIE")
			b.n("Glucose à jeun", "104", "mg/dL", "70 - 99")
			b.n("Urée", "34", "mg/dL", "17 - 49")
			b.n("Créatinine", "0,86", "mg/dL", "0,51 - 0,95")
			b.n("eGFR (CKD-EPI)", "74", "mL/min/1,73m²", "> 60")
			b.n("Sodium", "140", "mmol/L", "136 - 145")
			b.n("Potassium", "3,3", "mmol/L", "3,5 - 5,1")
			b.n("Bilirubine totale", "0,6", "mg/dL", "0,3 - 1,2")
			b.n("ASAT (GOT)", "28", "U/L", "< 35")
			b.n("ALAT (GPT)", "41", "U/L", "< 35")
			b.n("Gamma-GT", "88", "U/L", "< 38")
			b.n("Phosphatases alcalines", "96", "U/L", "35 - 104")
			b.n("CRP", "12,6", "mg/L", "< 5,0")
			b.n("TSH", "1,92", "mUI/L", "0,27 - 4,20")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Élodie", Last: "Lambert", DOB: "1966-02-11", Gender: "female",
				Lab: "Laboratoire Biomédical Mosan", Collected: "2026-03-20", Reported: "2026-03-20", Specimen: "2603200417"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td><div class="ln">Laboratoire Biomédical Mosan</div>` +
				`<div class="la">Biologie clinique · Boulevard d'Avroy 112 · 4000 Liège · Tél. 04 221 37 00 · Agrément INAMI 8-21437-54-998</div></td>` +
				`<td class="adr">Docteur M. Dubois<br>Rue Saint-Gilles 58<br>4000 Liège</td></tr></table>` +
				kv("pt", 3, "Patient", "LAMBERT Élodie", "Né(e) le", date(m.DOB, ""), "Sexe", "F",
					"N° de demande", m.Specimen, "Prélevé le", date(m.Collected, "")+" 07:30", "Validé le", date(m.Reported, "")+" 16:12")
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", valCell}, {"", "c3", flagCell}, {"Unité", "c4", unitCell},
				{"Valeurs de référence", "c5", rangeCell}}
			css := `body{font-family:"DejaVu Sans Condensed","DejaVu Sans";font-size:8pt}.top{width:100%;margin-bottom:2mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#6b1d1d}.la{font-size:6.8pt}.adr{width:32%;font-size:8pt;border:0.5px solid #000;padding:1.5mm}` +
				`.pt{width:100%;margin-bottom:3mm;border:0.6px solid #000}.pt td{border:0.6px solid #000;padding:0.6mm 1mm}.pt .k{background:#eee;font-weight:bold}` +
				`.rs{width:100%;border:1px solid #000}.rs td,.rs th{border:0.6px solid #000}.hd th{background:#d8d8d8;padding:0.7mm 1mm;font-size:7.6pt}` +
				`.r td{padding:0.45mm 1mm}.c1{width:36%}.c2{width:12%;text-align:right}.c3{width:4%;text-align:center;font-weight:bold}.c4{width:16%}` +
				`.sec td{background:#f0f0f0;font-weight:bold;padding:0.6mm 1mm}.ft{font-size:7pt;margin-top:4mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "be", cols, false)+
				`<div class="ft">H : valeur supérieure, B : valeur inférieure aux valeurs de référence. `+
				`Résultats validés par Dr F. Delvaux, biologiste clinique. Protocole complet.</div></div>`)
		}}
}

// United Arab Emirates: hospital laboratory run in the Indian style (Test Name
// / Result / Flag / Units / Bio. Ref. Interval), units as each analyser's
// master prints them (×10⁹/L, x10^3/µL, 10³/mm³, 10*12/L, exponents in
// <sup>, Greek mu), two pages with the header repeated.
func aeHosp() *Layout {
	return &Layout{Name: "ae_hosp", Country: "AE", Language: "en", Classes: []int{13}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.5, Session: 7,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - COMPLETE BLOOD COUNT (CBC)", "COMPLETE BLOOD COUNT")
			b.n("Haemoglobin", "12.6", "g/dL", "13.0 - 17.0")
			b.n("RBC Count", "4.38", "10*12/L", "4.50 - 5.50")
			b.n("Haematocrit (PCV)", "38.2", "%", "40.0 - 50.0")
			b.n("MCV", "87.2", "fL", "83.0 - 101.0")
			b.n("MCH", "28.8", "pg", "27.0 - 32.0")
			b.n("RDW-CV", "14.9", "%", "11.6 - 14.0")
			b.n("Total WBC Count", "11.6", "×10⁹/L", "4.0 - 10.0")
			b.n("Absolute Neutrophil Count", "8.1", "x10^3/µL", "2.0 - 7.0")
			b.n("Absolute Lymphocyte Count", "2.4", "x10³/μL", "1.0 - 3.0").unitHTML("x10<sup>3</sup>/μL")
			b.n("Absolute Eosinophil Count", "0.62", "×10⁹/L", "0.02 - 0.50").unitHTML("×10<sup>9</sup>/L")
			b.n("Platelet Count", "182", "10³/mm³", "150 - 410")
			b.panel("CLINICAL BIOCHEMISTRY - RENAL PROFILE", "RENAL PROFILE")
			b.n("Creatinine", "118", "µmol/L", "62 - 106")
			b.n("eGFR (CKD-EPI 2021)", "64", "mL/min/1.73m²", "> 60")
			b.n("Sodium", "134", "mEq/L", "136 - 145")
			b.n("Potassium", "4.6", "mEq/L", "3.5 - 5.1")
			b.newPage("DIABETES PROFILE", "DIABETES PROFILE")
			b.n("HbA1c (NGSP)", "7.8", "%", "4.0 - 5.6")
			b.n("HbA1c (IFCC)", "62", "mmol/mol", "20 - 38")
			b.n("Fasting Insulin", "18.6", "μIU/mL", "2.6 - 24.9")
			b.panel("LIVER, IRON AND ENDOCRINE", "LIVER, IRON AND ENDOCRINE")
			b.n("ALT (SGPT)", "47", "U/L", "0 - 41")
			b.n("Ferritin", "22.4", "ng/mL", "30.0 - 400.0")
			b.n("TSH", "6.82", "mIU/L", "0.27 - 4.20")
			b.n("Vitamin D, 25-Hydroxy", "14.2", "ng/mL", "30.0 - 100.0")
			b.panel("URINE AND SEROLOGY", "URINE AND SEROLOGY")
			b.q("Urine Ketones", "Negative", "Negative", true)
			b.q("HBsAg", "Non-Reactive", "Non-Reactive", true)
			return b.report(Meta{First: "Faisal", Last: "Al Mansoori", DOB: "1978-11-02", Gender: "male",
				Lab: "Gulf Crescent Specialty Hospital", Collected: "2026-03-21", Reported: "2026-03-22", Specimen: "GC2603210388"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test Name", "c1", nameCell}, {"Result", "c2", valCell}, {"Flag", "c3", flagCell}, {"Units", "c4", unitHTMLCell},
				{"Bio. Ref. Interval", "c5", rangeCell}}
			var pages [][]*Section
			for _, s := range r.Sections {
				if s.NewPage || pages == nil {
					pages = append(pages, nil)
				}
				c := *s
				c.NewPage = false
				pages[len(pages)-1] = append(pages[len(pages)-1], &c)
			}
			head := `<table class="top"><tr><td class="logo">GC</td><td><div class="ln">GULF CRESCENT SPECIALTY HOSPITAL</div>` +
				`<div class="la">Department of Pathology &amp; Laboratory Medicine · Al Majaz 2, Sharjah, U.A.E. · Tel +971 6 511 4400 · CAP accredited</div></td></tr></table>` +
				kv("pt", 3, "Patient Name", ": Mr. FAISAL AL MANSOORI", "MRN", ": 00-41-77820", "Accession No.", ": "+m.Specimen,
					"DOB / Age", ": "+date(m.DOB, "dMony")+" / 47 Y", "Gender", ": Male", "Location", ": OPD - Internal Medicine",
					"Referring Dr.", ": Dr. Priya Menon", "Collected", ": "+date(m.Collected, "dMony")+" 08:05", "Reported", ": "+date(m.Reported, "dMony")+" 12:40")
			var body strings.Builder
			for i, secs := range pages {
				cls := "pg"
				if i > 0 {
					cls += " pb"
				}
				fmt.Fprintf(&body, `<div class="%s">%s<div class="bt">LABORATORY REPORT</div>%s`, cls, head, table(&Report{Sections: secs}, "ae", cols, false))
				if i < len(pages)-1 {
					fmt.Fprintf(&body, `<div class="cont">Continued on next page</div>`)
				} else {
					body.WriteString(`<div class="ft">H = High, L = Low. Units as reported by the analyser. ` +
						`<br>*** End of Report ***<br>Dr. Ramesh Iyer, MD (Pathology), Consultant Clinical Pathologist</div>`)
				}
				fmt.Fprintf(&body, `<div class="pn">Page %d of %d</div></div>`, i+1, len(pages))
			}
			css := `body{font-family:"Liberation Sans";font-size:9.2pt}.pg{height:296mm;position:relative}.top{width:100%;border-bottom:2px solid #0d4f6e;margin-bottom:2mm}` +
				`.top td{vertical-align:middle}.logo{width:14mm;height:12mm;text-align:center;font-size:15pt;font-weight:bold;color:#fff;background:#0d4f6e}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0d4f6e;padding-left:2mm}.la{font-size:7.3pt;padding-left:2mm}` +
				`.pt{width:100%;margin-bottom:2mm;font-size:8.2pt}.pt .k{font-weight:bold;width:12%}.pt .v{width:21%}` +
				`.bt{text-align:center;font-weight:bold;border-top:1px solid #000;border-bottom:1px solid #000;padding:0.8mm;margin-bottom:2mm}` +
				`.rs{width:100%}.hd th{border-bottom:1.2px solid #000;padding:1mm;font-size:8.5pt}.r td{padding:0.9mm 1mm}` +
				`.c1{width:36%}.c2{width:12%}.c3{width:7%}.c4{width:17%}.sec td{font-weight:bold;padding:3mm 1mm 1mm;color:#0d4f6e}` +
				`.cont{margin-top:4mm;font-size:8pt;font-style:italic}.ft{margin-top:6mm;font-size:8pt;text-align:center}` +
				`.pn{position:absolute;bottom:8mm;right:13mm;font-size:7.5pt}`
			return page("A4", css, body.String())
		}}
}
