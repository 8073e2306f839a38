package main

import "strings"

// Held-out layout of the session-12 family: a tuner must not open this file
// nor the ec_lab documents (SPLIT.md).

// Ecuador: private clinical lab in Quito (Spanish), one page. Ranges joined
// by an en dash ("70 – 100") and one-sided "≤ 200" / "≥ 40" (class 31); the
// flag is the word "Alto" or "Bajo" in an Interpretación column (class 32);
// abnormal rows on a pale orange band (class 35); a small grey specimen and
// method line under the name of every chemistry and hormone test (class 36);
// decimal points.
func ecLab() *Layout {
	method := map[string]string{
		"Leucocitos": "", "Neutrófilos": "", "Linfocitos": "", "Monocitos": "", "Eosinófilos": "", "Glóbulos rojos": "",
		"Hemoglobina": "", "Hematocrito": "", "VCM": "", "HCM": "", "Plaquetas": "",
		"Glucosa en ayunas": "Suero – Hexoquinasa", "Urea": "Suero – Ureasa / GLDH", "Creatinina": "Suero – Jaffé cinético",
		"Ácido úrico": "Suero – Uricasa / POD", "Colesterol total": "Suero – CHOD-PAP", "Colesterol HDL": "Suero – Directo homogéneo",
		"Colesterol LDL": "Calculado (Friedewald)", "Triglicéridos": "Suero – GPO-PAP", "TGO (AST)": "Suero – IFCC sin piridoxal fosfato",
		"TGP (ALT)": "Suero – IFCC sin piridoxal fosfato",
		"TSH":       "Suero – Quimioluminiscencia (CLIA)", "T4 libre": "Suero – Quimioluminiscencia (CLIA)", "PSA total": "Suero – Quimioluminiscencia (CLIA)",
		"Densidad": "", "pH": "", "Proteínas": "", "Nitritos": "",
	}
	secSub := map[string]string{
		"BIOMETRÍA HEMÁTICA":                      "Sangre total (EDTA) – Citometría de flujo fluorescente",
		"ELEMENTAL Y MICROSCÓPICO DE ORINA (EMO)": "Orina de chorro medio – Tira reactiva y microscopía",
	}
	return &Layout{Name: "ec_lab", Country: "EC", Language: "es", Classes: []int{6, 31, 32, 35, 36}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7,
		HeldOut: true, Session: 12,
		Build: func() *Report {
			b := &builder{high: "Alto", low: "Bajo"}
			b.panel("BIOMETRÍA HEMÁTICA", "BIOMETRÍA HEMÁTICA")
			b.n("Leucocitos", "5.62", "x10^3/µL", "4.50 – 11.00")
			b.n("Neutrófilos", "58.3", "%", "45.0 – 70.0")
			b.n("Linfocitos", "33.1", "%", "20.0 – 40.0")
			b.n("Monocitos", "6.2", "%", "2.0 – 10.0")
			b.n("Eosinófilos", "2.4", "%", "1.0 – 5.0")
			b.n("Glóbulos rojos", "5.61", "x10^6/µL", "4.50 – 5.90")
			b.n("Hemoglobina", "17.9", "g/dL", "13.5 – 17.5")
			b.n("Hematocrito", "53.4", "%", "41.0 – 53.0")
			b.n("VCM", "95.2", "fL", "80.0 – 100.0")
			b.n("HCM", "31.9", "pg", "27.0 – 33.0")
			b.n("Plaquetas", "241", "x10^3/µL", "150 – 450")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucosa en ayunas", "104", "mg/dL", "70 – 100")
			b.n("Urea", "31", "mg/dL", "15 – 45")
			b.n("Creatinina", "1.02", "mg/dL", "0.70 – 1.20")
			b.n("Ácido úrico", "7.6", "mg/dL", "3.4 – 7.0")
			b.n("Colesterol total", "232", "mg/dL", "≤ 200")
			b.n("Colesterol HDL", "36", "mg/dL", "≥ 40")
			b.n("Colesterol LDL", "151", "mg/dL", "≤ 130")
			b.n("Triglicéridos", "226", "mg/dL", "≤ 150")
			b.n("TGO (AST)", "27", "U/L", "≤ 40")
			b.n("TGP (ALT)", "38", "U/L", "≤ 41")
			b.panel("HORMONAS Y MARCADORES", "HORMONAS Y MARCADORES")
			b.n("TSH", "1.86", "µUI/mL", "0.35 – 4.94")
			b.n("T4 libre", "1.12", "ng/dL", "0.70 – 1.48")
			b.n("PSA total", "1.4", "ng/mL", "≤ 4.00")
			b.panel("ELEMENTAL Y MICROSCÓPICO DE ORINA (EMO)", "ELEMENTAL Y MICROSCÓPICO DE ORINA (EMO)")
			b.n("Densidad", "1.025", "", "1.005 – 1.030")
			b.n("pH", "5.5", "", "5.0 – 8.0")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Nitritos", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Diego Fernando", Last: "Cevallos Andrade", DOB: "1971-12-03", Gender: "male",
				Lab: "Laboratorio Clínico Guayacán", Collected: "2026-04-27", Reported: "2026-04-27", Specimen: "2604270391"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			interp := func(row *Row) string {
				if row.Flag == "" {
					return ""
				}
				return `<b>` + esc(row.Flag) + `</b>`
			}
			cols := []col{{"Examen", "c1", s12Sub("ec_lab", method)}, {"Resultado", "c2", valCell}, {"Unidad", "c3", unitCell},
				{"Valor de referencia", "c4", rangeCell}, {"Interpretación", "c5", interp}}
			var tab strings.Builder
			tab.WriteString(`<table class="rs">` + headRow(cols))
			for _, s := range r.Sections {
				s12Rows(&tab, s, cols, secSub)
			}
			tab.WriteString(`</table>`)
			head := `<table class="top"><tr><td class="lg"><div class="mk">G</div></td><td><div class="ln">Laboratorio Clínico Guayacán</div>` +
				`<div class="la">Av. República de El Salvador N34-211 y Suiza, Quito · (02) 246 1873 · RUC 1791841827001 · ` +
				`Acreditado SAE LEC 18-041</div></td><td class="st">INFORME DE RESULTADOS</td></tr></table>` +
				kv("pt", 3, "Paciente:", "CEVALLOS ANDRADE DIEGO FERNANDO", "Cédula:", "1711418273", "Orden:", m.Specimen,
					"Fecha de nacimiento:", date(m.DOB, ""), "Edad:", "54 años", "Sexo:", "Masculino",
					"Médico:", "Dra. Gabriela Paredes Mora", "Toma de muestra:", date(m.Collected, "")+" 07:12", "Validación:", date(m.Reported, "")+" 13:05")
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#141414}` +
				`.top{width:100%;border-bottom:2px solid #1c6e7d;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:15mm}` +
				`.mk{width:13mm;height:13mm;background:#1c6e7d;color:#fff;font-size:20pt;font-weight:bold;text-align:center;line-height:13mm;border-radius:2mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#1c6e7d;padding-left:2mm}.la{font-size:7.2pt;color:#555;padding-left:2mm}` +
				`.st{text-align:right;font-weight:bold;font-size:10pt;width:45mm;color:#1c6e7d}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt}.pt td{padding:0.5mm 1mm}.pt .k{font-weight:bold;width:13%;white-space:nowrap}.pt .v{width:20%}` +
				`.rs{width:100%}.hd th{background:#1c6e7d;color:#fff;padding:1mm 1.2mm;font-size:8pt}` +
				`.r td{padding:0.6mm 1.2mm 0.5mm;border-bottom:0.3px solid #dfe6e8}.ab td{background:#fde3c4}` +
				`.c1{width:38%}.c2{width:11%;text-align:right;padding-right:4mm!important}.c3{width:11%}.c4{width:18%}.c5{color:#a14a00}` +
				`.mt{font-size:6.9pt;color:#808080;line-height:1.15}` +
				`.sec td{font-weight:bold;padding:2.4mm 1.2mm 0.3mm;font-size:9pt;color:#1c6e7d}.ssub td{font-size:6.9pt;color:#808080;padding:0 1.2mm 0.6mm}` +
				`.ft{margin-top:5mm;font-size:7.3pt;color:#333}.sg{margin-top:7mm;margin-left:112mm;text-align:center;font-size:8pt}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d2f6b;border-bottom:0.6px solid #000;margin:0 10mm 1mm}`
			return page("A4", css, `<div class="pg">`+head+tab.String()+
				`<div class="ft">Interpretación: Alto / Bajo = resultado por encima / por debajo del valor de referencia. Valores de referencia para adultos. `+
				`Los resultados se refieren únicamente a la muestra analizada.</div>`+
				`<div class="sg"><div class="sig">M. Jaramillo</div>Dra. María Belén Jaramillo<br>Bioquímica Clínica - Reg. SENESCYT 1027-2009-418273</div></div>`)
		}}
}
