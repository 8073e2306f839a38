package main

import (
	"fmt"
	"strings"
)

// Session 10 family: five layouts written blind in session 10. co_lab,
// ie_hosp, it_osp and pt_pub are dev and live here; ch_romand is held out and
// lives in layouts_s10_held.go, which a tuner must not open.

// lookup prints a per-row column the truth does not hold (a test code, a
// method), kept beside the rows by truth name; a row without an entry is a
// mistake in the layout.
func lookup(layout string, m map[string]string) func(*Row) string {
	return func(r *Row) string {
		v, ok := m[r.Name]
		if !ok {
			panic(layout + ": no entry for row " + r.Name)
		}
		return esc(v)
	}
}

// redBold prints an abnormal value in bold red and nothing else: no flag
// letter (class 21).
func redBold(r *Row) string {
	if abnormal(r) {
		return `<b class="ab">` + esc(r.Value) + `</b>`
	}
	return esc(r.Value)
}

// unitInName prints the unit in parentheses inside the name cell (class 19).
func unitInName(r *Row) string {
	if r.Unit == "" {
		return nameCell(r)
	}
	return nameCell(r) + " (" + esc(r.Unit) + ")"
}

// rows prints result rows under section headings; cols decide the cells.
func rows(secs []*Section, cols []col) string {
	var b strings.Builder
	for _, s := range secs {
		sectionRows(&b, s, cols)
	}
	return b.String()
}

// Colombia: IPS clinical lab, two pages; a numeric LIS code column left of
// the name (class 18) and a Técnica column between the unit and the range
// (class 22); decimal points, commas group thousands; H/L after the value.
func coLab() *Layout {
	codes := map[string]string{
		"Leucocitos": "1101", "Neutrófilos": "1102", "Linfocitos": "1103", "Monocitos": "1104", "Eosinófilos": "1105",
		"Basófilos": "1106", "Recuento de glóbulos rojos": "1110", "Hemoglobina": "1111", "Hematocrito": "1112",
		"VCM": "1113", "HCM": "1114", "CHCM": "1115", "RDW-CV": "1116", "Recuento de plaquetas": "1120",
		"Glucosa basal": "2001", "Creatinina": "2010", "Nitrógeno ureico (BUN)": "2012", "Colesterol total": "2020",
		"Colesterol HDL": "2021", "Colesterol LDL": "2022", "Triglicéridos": "2023", "Hemoglobina glicosilada (HbA1c)": "2030",
		"Transaminasa pirúvica (ALT)": "2041", "TSH": "3001", "Color": "4001", "Densidad": "4002", "pH": "4003",
		"Proteínas": "4004", "Nitritos": "4005", "VDRL": "5001",
	}
	methods := map[string]string{
		"Leucocitos": "Impedancia", "Neutrófilos": "Citometría de flujo", "Linfocitos": "Citometría de flujo",
		"Monocitos": "Citometría de flujo", "Eosinófilos": "Citometría de flujo", "Basófilos": "Citometría de flujo",
		"Recuento de glóbulos rojos": "Impedancia", "Hemoglobina": "Espectrofotometría", "Hematocrito": "Impedancia",
		"VCM": "Calculado", "HCM": "Calculado", "CHCM": "Calculado", "RDW-CV": "Calculado", "Recuento de plaquetas": "Impedancia",
		"Glucosa basal": "Enzimático (hexoquinasa)", "Creatinina": "Jaffé cinético", "Nitrógeno ureico (BUN)": "Ureasa - GLDH",
		"Colesterol total": "Enzimático colorimétrico", "Colesterol HDL": "Homogéneo directo", "Colesterol LDL": "Calculado (Friedewald)",
		"Triglicéridos": "Enzimático colorimétrico", "Hemoglobina glicosilada (HbA1c)": "HPLC", "Transaminasa pirúvica (ALT)": "Cinético UV (IFCC)",
		"TSH": "Electroquimioluminiscencia", "Color": "Físico", "Densidad": "Tira reactiva", "pH": "Tira reactiva",
		"Proteínas": "Tira reactiva", "Nitritos": "Tira reactiva", "VDRL": "Floculación",
	}
	return &Layout{Name: "co_lab", Country: "CO", Language: "es", Classes: []int{6, 8, 18, 22}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.8, LowRes: true, Session: 10,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HEMATOLOGÍA - CUADRO HEMÁTICO", "CUADRO HEMÁTICO")
			b.n("Leucocitos", "7,850", "/µL", "4,500 - 11,000")
			b.n("Neutrófilos", "68.2", "%", "40.0 - 70.0")
			b.n("Linfocitos", "21.5", "%", "20.0 - 45.0")
			b.n("Monocitos", "6.9", "%", "2.0 - 10.0")
			b.n("Eosinófilos", "2.8", "%", "1.0 - 6.0")
			b.n("Basófilos", "0.6", "%", "0.0 - 2.0")
			b.n("Recuento de glóbulos rojos", "4.12", "x10^6/µL", "4.00 - 5.20")
			b.n("Hemoglobina", "11.9", "g/dL", "12.0 - 16.0")
			b.n("Hematocrito", "36.4", "%", "36.0 - 46.0")
			b.n("VCM", "88.3", "fL", "80.0 - 100.0")
			b.n("HCM", "28.9", "pg", "27.0 - 33.0")
			b.n("CHCM", "32.7", "g/dL", "32.0 - 36.0")
			b.n("RDW-CV", "15.1", "%", "11.5 - 14.5")
			b.n("Recuento de plaquetas", "285,000", "/µL", "150,000 - 450,000")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucosa basal", "104", "mg/dL", "70 - 100")
			b.n("Creatinina", "0.78", "mg/dL", "0.50 - 1.10")
			b.n("Nitrógeno ureico (BUN)", "13.6", "mg/dL", "7.0 - 18.0")
			b.n("Colesterol total", "231", "mg/dL", "< 200")
			b.n("Colesterol HDL", "38", "mg/dL", "> 45")
			b.n("Colesterol LDL", "158", "mg/dL", "< 130")
			b.n("Triglicéridos", "176", "mg/dL", "< 150")
			b.newPage("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Hemoglobina glicosilada (HbA1c)", "5.9", "%", "4.0 - 5.6")
			b.n("Transaminasa pirúvica (ALT)", "29", "U/L", "0 - 33")
			b.panel("HORMONAS", "HORMONAS")
			b.n("TSH", "3.21", "µUI/mL", "0.27 - 4.20")
			b.panel("UROANÁLISIS", "UROANÁLISIS")
			b.q("Color", "Amarillo", "", true)
			b.n("Densidad", "1.020", "", "1.005 - 1.030")
			b.n("pH", "6.0", "", "5.0 - 8.0")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Nitritos", "Positivo", "Negativo", false)
			b.panel("SEROLOGÍA", "SEROLOGÍA")
			b.q("VDRL", "No reactivo", "No reactivo", true)
			return b.report(Meta{First: "Valentina", Last: "Ospina Restrepo", DOB: "1987-10-03", Gender: "female",
				Lab: "Laboratorio Clínico Cordillera IPS", Collected: "2026-03-30", Reported: "2026-03-31", Specimen: "2603300418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Código", "c0", lookup("co_lab", codes)}, {"Examen", "c1", nameCell}, {"Resultado", "c2", valFlagCell},
				{"Unidades", "c3", unitCell}, {"Técnica", "c4", lookup("co_lab", methods)}, {"Valores de referencia", "c5", rangeCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="logo"><div class="mk">C</div></td><td><div class="ln">Laboratorio Clínico Cordillera IPS</div>` +
					`<div class="la">NIT 900.418.227-3 · Carrera 43A # 18 Sur - 135, Local 204 · Medellín, Antioquia · PBX (604) 448 2190</div></td>` +
					fmt.Sprintf(`<td class="pn">Página %d de %d</td></tr></table>`, p, n) +
					kv("pt", 3, "Paciente:", "VALENTINA OSPINA RESTREPO", "Documento:", "CC 1.036.482.917", "Orden No.:", m.Specimen,
						"Fecha de nacimiento:", date(m.DOB, ""), "Edad:", "38 Años", "Sexo:", "Femenino",
						"Entidad:", "EPS Salud Andina - Contributivo", "Médico:", "Dr. Andrés F. Zuluaga", "Sede:", "El Poblado",
						"Fecha de toma:", date(m.Collected, "")+" 06:52", "Fecha de validación:", date(m.Reported, "")+" 11:18", "Tipo de muestra:", "Suero, sangre total, orina")
			}
			foot := `<div class="ft">H: valor por encima del intervalo de referencia · L: valor por debajo del intervalo de referencia. ` +
				`Los intervalos de referencia corresponden a la población adulta y a la técnica empleada.</div>` +
				`<table class="sg"><tr><td><div class="sig">Luisa F. Cardona</div>Bact. Luisa Fernanda Cardona M.<br>Bacterióloga - T.P. 43.118.902</td>` +
				`<td><div class="sig">J. Mejía</div>Bact. Jorge Iván Mejía R.<br>Coordinador técnico</td></tr></table>`
			body := pagedBody(byPage(r), head, func(b *strings.Builder, secs []*Section) {
				fmt.Fprintf(b, `<table class="rs">%s%s</table>`, headRow(cols), rows(secs, cols))
			}, foot, `<div class="cont">Continúa en la página siguiente</div>`)
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.8pt;color:#1a1a1a}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:2.2px solid #1f5aa6;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.logo{width:15mm}` +
				`.mk{width:12mm;height:12mm;border:2px solid #1f5aa6;border-radius:2mm;color:#1f5aa6;font-size:20pt;font-weight:bold;text-align:center;line-height:11mm}` +
				`.ln{font-size:14.5pt;font-weight:bold;color:#1f5aa6}.la{font-size:7.2pt;color:#555}.pn{text-align:right;font-size:8pt;width:30mm}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt;border:0.6px solid #9bb3d6}.pt td{padding:0.6mm 1.2mm}.pt .k{font-weight:bold;width:13%;white-space:nowrap}.pt .v{width:20%}` +
				`.rs{width:100%}.hd th{background:#1f5aa6;color:#fff;padding:1.1mm 1.2mm;font-size:8pt}` +
				`.r td{vertical-align:baseline;padding:0.8mm 1.2mm;border-bottom:0.4px solid #d5dbe5}.c0{width:9%;color:#444}.c1{width:28%}.c2{width:12%}.c3{width:10%}.c4{width:19%;font-size:7.6pt;color:#333}` +
				`.sec td{padding:3mm 1.2mm 0.8mm;font-weight:bold;color:#1f5aa6;font-size:9.2pt;border-bottom:0.8px solid #1f5aa6}` +
				`.cont{margin-top:4mm;text-align:right;font-size:7.6pt;font-style:italic}.ft{margin-top:5mm;font-size:7.4pt;color:#333}` +
				`.sg{width:100%;margin-top:8mm;font-size:7.8pt}.sg td{width:50%;text-align:center}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#23305e;border-bottom:0.6px solid #000;margin:0 14mm 1mm}`
			return page("A4", css, body)
		}}
}

// Ireland: hospital laboratory report printed on a landscape page (class
// 23), a mnemonic test-code column left of the name (class 18), H/L in a
// flag column, a sparse comment column.
func ieHosp() *Layout {
	codes := map[string]string{
		"Sodium": "NA", "Potassium": "K", "Urea": "UREA", "Creatinine": "CREA", "eGFR": "EGFR",
		"Bilirubin (Total)": "TBIL", "Alkaline Phosphatase": "ALP", "ALT": "ALT", "Gamma GT": "GGT", "Albumin": "ALB",
		"Total Cholesterol": "CHOL", "Triglycerides": "TRIG", "HDL Cholesterol": "HDL", "LDL Cholesterol": "LDL", "HbA1c": "HBA1C",
		"TSH": "TSH", "Free T4": "FT4", "CRP": "CRP",
		"White Cell Count": "WCC", "Red Cell Count": "RCC", "Haemoglobin": "HB", "Haematocrit": "HCT", "MCV": "MCV",
		"Platelets": "PLT", "Neutrophils": "NEUT", "Lymphocytes": "LYMPH",
	}
	comments := map[string]string{
		"Potassium": "Sample received unhaemolysed", "eGFR": "CKD-EPI; interpret with caution in AKI",
		"HbA1c": "IFCC standardised", "LDL Cholesterol": "Calculated (Friedewald)", "Platelets": "No clumps seen on film",
	}
	return &Layout{Name: "ie_hosp", Country: "IE", Language: "en", Classes: []int{18, 23}, ScanDPI: 200, PDFDPI: 150, Rotate: -1.1, Session: 10,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("RENAL PROFILE", "RENAL PROFILE")
			b.n("Sodium", "138", "mmol/L", "135-145")
			b.n("Potassium", "5.4", "mmol/L", "3.5-5.3")
			b.n("Urea", "8.9", "mmol/L", "2.5-7.8")
			b.n("Creatinine", "112", "µmol/L", "59-104")
			b.n("eGFR", "58", "mL/min/1.73m2", ">60")
			b.panel("LIVER PROFILE", "LIVER PROFILE")
			b.n("Bilirubin (Total)", "11", "µmol/L", "<21")
			b.n("Alkaline Phosphatase", "96", "U/L", "30-130")
			b.n("ALT", "47", "U/L", "<41")
			b.n("Gamma GT", "38", "U/L", "<60")
			b.n("Albumin", "41", "g/L", "35-50")
			b.panel("LIPID PROFILE", "LIPID PROFILE")
			b.n("Total Cholesterol", "5.9", "mmol/L", "<5.0")
			b.n("Triglycerides", "1.6", "mmol/L", "<1.7")
			b.n("HDL Cholesterol", "1.12", "mmol/L", ">1.00")
			b.n("LDL Cholesterol", "4.07", "mmol/L", "<3.00")
			b.panel("DIABETES / ENDOCRINOLOGY", "DIABETES / ENDOCRINOLOGY")
			b.n("HbA1c", "44", "mmol/mol", "20-42")
			b.n("TSH", "1.84", "mIU/L", "0.27-4.20")
			b.n("Free T4", "15.2", "pmol/L", "12.0-22.0")
			b.n("CRP", "<1", "mg/L", "<5")
			b.panel("FULL BLOOD COUNT", "FULL BLOOD COUNT")
			b.n("White Cell Count", "6.8", "x10^9/L", "4.0-11.0")
			b.n("Red Cell Count", "4.71", "x10^12/L", "4.50-6.50")
			b.n("Haemoglobin", "14.2", "g/dL", "13.0-17.0")
			b.n("Haematocrit", "0.421", "L/L", "0.400-0.540")
			b.n("MCV", "89.4", "fL", "80.0-100.0")
			b.n("Platelets", "141", "x10^9/L", "150-400")
			b.n("Neutrophils", "4.1", "x10^9/L", "2.0-7.5")
			b.n("Lymphocytes", "1.9", "x10^9/L", "1.5-4.0")
			return b.report(Meta{First: "Declan", Last: "Fitzmaurice", DOB: "1962-02-17", Gender: "male",
				Lab: "Shannonvale University Hospital", Collected: "2026-03-31", Reported: "2026-03-31", Specimen: "26C0418273"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Code", "c0", lookup("ie_hosp", codes)}, {"Test", "c1", nameCell}, {"Result", "c2", valCell},
				{"Flag", "c3", flagCell}, {"Units", "c4", unitCell}, {"Reference Range", "c5", rangeCell},
				{"Comment", "c6", func(row *Row) string { return esc(comments[row.Name]) }}}
			tab := `<table class="rs">` + headRow(cols) + rows(r.Sections, cols) + `</table>`
			head := `<table class="top"><tr><td><div class="ln">SHANNONVALE UNIVERSITY HOSPITAL</div>` +
				`<div class="la">Department of Laboratory Medicine · Clinical Biochemistry &amp; Haematology · Ballinacurra Road, Limerick V94 K2X7 · ` +
				`Tel. 061 482 300 · INAB accredited laboratory</div></td><td class="st">LABORATORY REPORT<br><span>FINAL - AUTHORISED</span></td></tr></table>` +
				kv("pt", 4, "Patient:", "FITZMAURICE, Declan", "MRN:", "H0418273", "DOB:", date(m.DOB, "dMony"), "Sex:", "M",
					"Location:", "OPD Diabetes Clinic", "Consultant:", "Dr. Aoife Ní Bhriain", "Requested by:", "Dr. K. Brosnan (GP)", "Specimen No:", m.Specimen,
					"Collected:", date(m.Collected, "dMony")+" 08:35", "Received:", date(m.Collected, "dMony")+" 09:12",
					"Authorised:", date(m.Reported, "dMony")+" 14:06", "Specimen:", "Serum / EDTA blood")
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#111}.pg{padding:9mm 11mm 8mm 11mm}` +
				`.top{width:100%;border-bottom:2px solid #0b6e4f;margin-bottom:1.5mm}.top td{vertical-align:bottom;padding-bottom:1mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#0b6e4f;letter-spacing:0.5pt}.la{font-size:7.4pt;color:#444}` +
				`.st{text-align:right;font-weight:bold;font-size:11pt}.st span{font-size:8pt;color:#0b6e4f}` +
				`.pt{width:100%;margin-bottom:2.5mm;font-size:8pt;background:#eef5f1}.pt td{padding:0.5mm 1.2mm}.pt .k{font-weight:bold;width:8%;white-space:nowrap}.pt .v{width:17%}` +
				`.rs{width:100%}.hd th{border-top:1px solid #000;border-bottom:1px solid #000;padding:0.8mm 1.2mm;font-size:7.8pt}` +
				`.r td{vertical-align:baseline;padding:0.45mm 1.2mm}.c0{width:6%;font-family:"Liberation Mono","DejaVu Sans Mono";color:#333}.c1{width:17%}.c2{width:7%;text-align:right}` +
				`.c3{width:4%;font-weight:bold;text-align:center}.c4{width:10%}.c5{width:11%}.c6{font-size:7.4pt;font-style:italic;color:#333}` +
				`.sec td{font-weight:bold;padding:1.8mm 1.2mm 0.4mm;font-size:8.4pt;color:#0b6e4f}` +
				`.ft{margin-top:3mm;font-size:7.2pt;border-top:0.6px solid #000;padding-top:1mm}`
			return page("A4 landscape", css, `<div class="pg">`+head+tab+
				`<div class="ft">H = above reference range, L = below reference range. Reference ranges apply to adults. `+
				`Authorised by: Dr. Padraig Lenihan, Consultant Chemical Pathologist · Page 1 of 1 · End of report</div></div>`)
		}}
}

// Italy: hospital laboratory (UOC Patologia Clinica); the unit printed in
// parentheses inside the name cell with no unit column (class 19), abnormal
// values only in bold red with no flag (class 21); decimal commas.
func itOsp() *Layout {
	return &Layout{Name: "it_osp", Country: "IT", Language: "it", Classes: []int{6, 19, 21}, ScanDPI: 150, PDFDPI: 150, Rotate: 1.3, Session: 10,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("EMATOLOGIA - Emocromo", "Emocromo")
			b.n("Leucociti", "11,6", "10^3/µL", "4,0 - 10,0")
			b.n("Eritrociti", "4,62", "10^6/µL", "4,20 - 5,40")
			b.n("Emoglobina", "13,1", "g/dL", "12,0 - 16,0")
			b.n("Ematocrito", "39,8", "%", "36,0 - 46,0")
			b.n("MCV", "86,1", "fL", "80,0 - 99,0")
			b.n("MCH", "28,4", "pg", "27,0 - 32,0")
			b.n("Piastrine", "412", "10^3/µL", "150 - 400")
			b.n("Neutrofili", "74,3", "%", "40,0 - 75,0")
			b.n("Linfociti", "17,2", "%", "20,0 - 45,0")
			b.panel("CHIMICA CLINICA", "CHIMICA CLINICA")
			b.n("Glucosio", "98", "mg/dL", "70 - 100")
			b.n("Creatinina", "0,84", "mg/dL", "0,51 - 0,95")
			b.n("Sodio", "140", "mmol/L", "136 - 145")
			b.n("Potassio", "3,3", "mmol/L", "3,5 - 5,1")
			b.n("Colesterolo totale", "242", "mg/dL", "< 200")
			b.n("Colesterolo HDL", "58", "mg/dL", "> 45")
			b.n("Trigliceridi", "131", "mg/dL", "< 150")
			b.n("GOT/AST", "22", "U/L", "< 35")
			b.n("GPT/ALT", "19", "U/L", "< 35")
			b.n("Proteina C reattiva", "2,4", "mg/dL", "< 0,5")
			b.panel("ORMONI TIROIDEI", "ORMONI TIROIDEI")
			b.n("TSH", "2,85", "mUI/L", "0,35 - 4,94")
			b.n("FT4", "0,91", "ng/dL", "0,70 - 1,48")
			b.panel("ESAME URINE", "ESAME URINE")
			b.q("Colore", "giallo paglierino", "", true)
			b.n("Peso specifico", "1015", "", "1005 - 1030")
			b.n("pH", "6,0", "", "5,0 - 8,0")
			b.q("Proteine", "assenti", "assenti", true)
			b.q("Nitriti", "negativo", "negativo", true)
			b.panel("SIEROLOGIA", "SIEROLOGIA")
			b.q("HBsAg", "Negativo", "Negativo", true)
			b.q("Anticorpi anti-HCV", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Giulia", Last: "Bernasconi", DOB: "1974-05-21", Gender: "female",
				Lab: "Ospedale San Lorenzo di Valdicorsa", Collected: "2026-04-01", Reported: "2026-04-01", Specimen: "2604010427"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Esame", "c1", unitInName}, {"Risultato", "c2", redBold}, {"Valori di riferimento", "c3", rangeCell}}
			head := `<table class="top"><tr><td class="lg"><div class="ln">Azienda Sanitaria Locale Valdicorsa</div>` +
				`<div class="lo">OSPEDALE SAN LORENZO</div><div class="la">U.O.C. Patologia Clinica - Laboratorio Analisi<br>Direttore: Dott.ssa Marina Ferretti · ` +
				`Via dei Cappuccini, 14 - 52036 Valdicorsa (AR) · Tel. 0575 980 411</div></td>` +
				`<td class="ref">Referto n. <b>` + m.Specimen + `</b><br>Accettazione: ` + date(m.Collected, "") + ` 07:41<br>Stampa: ` + date(m.Reported, "") + ` 13:27</td></tr></table>` +
				kv("pt", 3, "Paziente:", "BERNASCONI GIULIA", "Nata il:", date(m.DOB, ""), "Sesso:", "F",
					"Cod. fiscale:", "BRNGLI74E61A390K", "Provenienza:", "Ambulatorio esterno", "Medico richiedente:", "Dr. Stefano Lucarelli")
			css := `body{font-family:"P052","DejaVu Serif";font-size:9.4pt;color:#111}` +
				`.top{width:100%;border-bottom:1.2px solid #000;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.2mm}` +
				`.ln{font-size:8pt;letter-spacing:1pt;color:#444}.lo{font-size:15pt;font-weight:bold;letter-spacing:1pt}.la{font-size:7.6pt}` +
				`.ref{text-align:right;font-size:8pt;width:52mm}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.4pt}.pt td{padding:0.5mm 1mm}.pt .k{font-style:italic;width:13%;white-space:nowrap}.pt .v{width:20%}` +
				`.rs{width:100%}.hd th{font-size:8.6pt;border-bottom:0.8px solid #000;padding:0.8mm 1mm;font-style:italic;font-weight:normal}` +
				`.r td{padding:0.55mm 1mm}.c1{width:48%}.c2{width:18%;text-align:right;padding-right:8mm!important}` +
				`.ab{color:#d00000}.sec td{font-weight:bold;padding:2.6mm 1mm 0.6mm;font-size:9.4pt;text-decoration:underline}` +
				`.ft{margin-top:5mm;font-size:7.6pt}.sg{margin-top:6mm;margin-left:110mm;text-align:center;font-size:8.2pt}`
			return page("A4", css, `<div class="pg">`+head+`<table class="rs">`+headRow(cols)+rows(r.Sections, cols)+`</table>`+
				`<div class="ft">I valori al di fuori dell'intervallo di riferimento sono evidenziati in grassetto rosso. `+
				`Referto firmato digitalmente ai sensi del D.Lgs. 82/2005. Pagina 1 di 1</div>`+
				`<div class="sg">Il Dirigente Biologo<br><b>Dott. Matteo Ruggeri</b></div></div>`)
		}}
}

// Portugal: public hospital clinical pathology service, two pages; every
// result row is followed by its own line "Valores de referência: … unit"
// (class 20); "*" after an out-of-range value; decimal commas; ISO dates.
func ptPub() *Layout {
	return &Layout{Name: "pt_pub", Country: "PT", Language: "pt", Classes: []int{6, 20}, ScanDPI: 200, PDFDPI: 200, Rotate: -0.6, Session: 10,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			b.panel("HEMATOLOGIA - Hemograma com fórmula leucocitária", "Hemograma com fórmula leucocitária")
			b.n("Eritrócitos", "4,31", "x10^12/L", "3,80 - 4,80")
			b.n("Hemoglobina", "11,4", "g/dL", "12,0 - 15,0")
			b.n("Hematócrito", "35,2", "%", "36,0 - 46,0")
			b.n("Volume globular médio", "81,7", "fL", "83,0 - 101,0")
			b.n("Hemoglobina globular média", "26,5", "pg", "27,0 - 32,0")
			b.n("Conc. hemoglobina globular média", "32,4", "g/dL", "31,5 - 34,5")
			b.n("RDW", "15,8", "%", "11,6 - 14,0")
			b.n("Leucócitos", "6,2", "x10^9/L", "4,0 - 10,0")
			b.n("Neutrófilos", "3,6", "x10^9/L", "2,0 - 7,0")
			b.n("Linfócitos", "1,9", "x10^9/L", "1,0 - 3,0")
			b.n("Plaquetas", "318", "x10^9/L", "150 - 410")
			b.n("Velocidade de sedimentação", "22", "mm/h", "< 20")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicose", "88", "mg/dL", "70 - 110")
			b.n("Ureia", "28", "mg/dL", "10 - 50")
			b.n("Creatinina", "0,71", "mg/dL", "0,51 - 0,95")
			b.n("Ácido úrico", "4,2", "mg/dL", "2,6 - 6,0")
			b.n("Sódio", "141", "mmol/L", "136 - 145")
			b.n("Potássio", "4,1", "mmol/L", "3,5 - 5,1")
			b.newPage("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Ferro", "38", "µg/dL", "50 - 170")
			b.n("Ferritina", "9", "ng/mL", "15 - 150")
			b.n("Colesterol total", "187", "mg/dL", "< 190")
			b.n("Colesterol HDL", "61", "mg/dL", "> 45")
			b.n("Triglicéridos", "94", "mg/dL", "< 150")
			b.panel("ENDOCRINOLOGIA", "ENDOCRINOLOGIA")
			b.n("TSH", "1,37", "µUI/mL", "0,35 - 4,94")
			b.panel("URINA TIPO II", "URINA TIPO II")
			b.n("Densidade", "1,015", "", "1,005 - 1,030")
			b.n("pH", "6,0", "", "5,0 - 8,0")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Nitritos", "Negativo", "Negativo", true)
			b.panel("IMUNOLOGIA", "IMUNOLOGIA")
			b.q("Antigénio HBs", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Maria Inês", Last: "Quintela Barros", DOB: "1958-11-08", Gender: "female",
				Lab: "Hospital Dr. Afonso Correia", Collected: "2026-04-02", Reported: "2026-04-02", Specimen: "26040200733"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			row := func(row *Row) string {
				ref := "Valores de referência: " + esc(row.RangeText)
				if row.Unit != "" {
					ref += " " + esc(row.Unit)
				}
				return `<tr class="r"><td class="c1">` + nameCell(row) + `</td><td class="c2">` + valFlagCell(row) + `</td><td class="c3">` + unitCell(row) + `</td></tr>` +
					`<tr class="vr"><td colspan="3">` + ref + `</td></tr>`
			}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="sns">SNS<span>SERVIÇO NACIONAL<br>DE SAÚDE</span></td>` +
					`<td><div class="ln">Hospital Dr. Afonso Correia</div><div class="la">Unidade Local de Saúde do Baixo Vouga Interior · ` +
					`Serviço de Patologia Clínica<br>Rua do Hospital, 51 · 3680-214 Oliveira do Vouga · Tel. 232 700 410</div></td>` +
					fmt.Sprintf(`<td class="pn">Pág. %d/%d</td></tr></table>`, p, n) +
					kv("pt", 2, "Nome:", "MARIA INÊS QUINTELA BARROS", "N.º processo:", "0418827",
						"Data de nascimento:", m.DOB, "N.º utente SNS:", "284 719 306",
						"Sexo:", "Feminino", "Episódio:", "Consulta externa - Medicina Interna",
						"N.º pedido:", m.Specimen, "Colheita:", m.Collected+" 08:10", "Médico:", "Dr. Nuno Vasconcelos", "Validação:", m.Reported+" 16:44")
			}
			foot := `<div class="ft">(*) Resultado fora dos valores de referência. Os valores de referência aplicam-se a adultos do sexo do utente.</div>` +
				`<div class="sg">Validado por: Dra. Helena Sarmento Pires<br>Especialista em Patologia Clínica - OM 38 412</div>`
			body := pagedBody(byPage(r), head, func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs"><tr class="hd"><th class="c1">Análise</th><th class="c2">Resultado</th><th class="c3">Unidades</th></tr>`)
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="3">%s</td></tr>`, esc(s.Title))
					for _, rw := range s.Rows {
						b.WriteString(row(rw))
					}
				}
				b.WriteString(`</table>`)
			}, foot, `<div class="cont">(continua)</div>`)
			css := `body{font-family:"URW Bookman","DejaVu Serif";font-size:8.8pt;color:#141414}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:1.6px solid #3d6b35;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}` +
				`.sns{width:30mm;font-family:"Liberation Sans";font-size:19pt;font-weight:bold;color:#3d6b35}.sns span{display:block;font-size:5.6pt;letter-spacing:0.5pt;line-height:1.2}` +
				`.ln{font-size:13.5pt;font-weight:bold}.la{font-size:7.2pt;color:#444}.pn{width:20mm;text-align:right;font-size:8pt}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt}.pt td{padding:0.4mm 1mm}.pt .k{color:#3d6b35;width:16%;white-space:nowrap}.pt .v{width:34%}` +
				`.rs{width:100%}.hd th{border-bottom:1px solid #3d6b35;padding:0.8mm 1mm;font-size:8.2pt;color:#3d6b35}` +
				`.r td{padding:1.1mm 1mm 0 1mm}.c1{width:52%}.c2{width:16%}` +
				`.vr td{padding:0 1mm 1.1mm 7mm;font-size:7.4pt;color:#505050;border-bottom:0.4px dotted #aaa}` +
				`.sec td{padding:3mm 1mm 0.6mm;font-weight:bold;font-size:9pt;color:#3d6b35}` +
				`.cont{margin-top:3mm;text-align:right;font-size:7.6pt;font-style:italic}.ft{margin-top:5mm;font-size:7.4pt}.sg{margin-top:6mm;font-size:8pt;text-align:right}`
			return page("A4", css, body)
		}}
}
