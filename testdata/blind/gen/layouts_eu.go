package main

import "strings"

// Italy: private clinical lab, two pages, site footnote markers as
// superscripts after names that wrap in a narrow column, no flags (bold only).
func itLab() *Layout {
	return &Layout{Name: "it_lab", Country: "IT", Language: "it", Classes: []int{1, 6}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("EMOCROMO COMPLETO", "EMOCROMO COMPLETO")
			b.n("Leucociti (WBC)", "6,82", "10^3/µL", "4,00 - 10,00")
			b.n("Eritrociti (RBC)", "4,21", "10^6/µL", "4,20 - 5,40")
			b.n("Emoglobina", "11,4", "g/dL", "12,0 - 16,0")
			b.n("Ematocrito", "35,8", "%", "36,0 - 46,0")
			b.n("Volume corpuscolare medio (MCV)", "85,0", "fL", "80,0 - 99,0")
			b.n("Contenuto emoglobinico medio (MCH)", "27,1", "pg", "27,0 - 32,0")
			b.n("Piastrine", "248", "10^3/µL", "150 - 400")
			b.panel("CHIMICA CLINICA", "CHIMICA CLINICA")
			b.n("Glucosio", "96", "mg/dL", "70 - 100")
			b.n("Creatinina", "0,78", "mg/dL", "0,50 - 0,90").sup("(1)")
			b.n("Azotemia", "31", "mg/dL", "15 - 45")
			b.n("Colesterolo totale", "224", "mg/dL", "< 200")
			b.n("Colesterolo HDL", "58", "mg/dL", "> 45")
			b.n("Trigliceridi", "132", "mg/dL", "< 150")
			b.n("Alanina aminotransferasi (ALT/GPT)", "19", "U/L", "0 - 35").sup("(2)")
			b.n("Aspartato aminotransferasi (AST/GOT)", "22", "U/L", "0 - 35").sup("(2)")
			b.n("Gamma-glutamiltransferasi (Gamma GT)", "14", "U/L", "5 - 36").sup("(2)")
			b.n("Ferritina", "9,6", "ng/mL", "15,0 - 150,0").sup("(1)")
			b.newPage("ORMONI TIROIDEI", "ORMONI TIROIDEI")
			b.n("Tireotropina (TSH)", "2,31", "µUI/mL", "0,27 - 4,20").sup("(1)")
			b.n("Tiroxina libera (FT4)", "13,2", "pg/mL", "9,3 - 17,0").sup("(1)")
			b.panel("ESAME URINE CHIMICO-FISICO", "ESAME URINE CHIMICO-FISICO")
			b.q("Colore", "giallo paglierino", "", true)
			b.q("Aspetto", "limpido", "", true)
			b.n("pH", "6,0", "", "5,0 - 8,0")
			b.q("Proteine", "assenti", "assenti", true)
			b.q("Corpi chetonici", "assenti", "assenti", true)
			b.q("Nitriti", "negativo", "negativo", true)
			b.q("Esterasi leucocitaria", "tracce", "assente", false).comment()
			b.panel("SIEROLOGIA", "SIEROLOGIA")
			b.q("HBsAg (antigene di superficie epatite B)", "negativo", "negativo", true).sup("(1)")
			b.q("Anticorpi anti-HCV", "negativo", "negativo", true).sup("(1)")
			return b.report(Meta{First: "Chiara", Last: "Brunetti", DOB: "1987-04-12", Gender: "female",
				Lab: "Laboratorio Analisi Cliniche San Marco", Collected: "2026-03-09", Reported: "2026-03-10", Specimen: "VR26-0309-4471"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<div class="lh"><div class="ln">Laboratorio Analisi Cliniche San Marco</div>` +
				`<div class="la">Via Cesare Battisti 18 · 37122 Verona · Tel. 045 800 1122 · Direttore sanitario: Dott.ssa L. Ferraro</div></div>` +
				kv("pt", 2, "Paziente", "BRUNETTI CHIARA", "Data di nascita", date(m.DOB, ""), "Sesso", "F",
					"N. accettazione", m.Specimen, "Data prelievo", date(m.Collected, ""), "Data referto", date(m.Reported, ""))
			cols := []col{{"Esame", "c1", nameCell}, {"Risultato", "c2", valCell}, {"Unità di misura", "c3", unitCell},
				{"Valori di riferimento", "c4", rangeCell}}
			foot := `<div class="ft">(1) Esame eseguito presso il laboratorio di Verona Sud (service).<br>` +
				`(2) Metodo IFCC senza piridossalfosfato, 37 °C.<br>I valori in grassetto sono al di fuori dei valori di riferimento.` +
				`<br>Il Direttore del Laboratorio: Dott. Paolo Zanetti</div>`
			css := `body{font-family:"Liberation Sans";font-size:9.6pt;color:#111}.lh{border-bottom:2px solid #1b4f8a;margin-bottom:3mm}` +
				`.ln{font-size:16pt;color:#1b4f8a;font-weight:bold}.la{font-size:7.5pt;color:#444;margin:1mm 0 2mm}` +
				`.pt{width:100%;margin-bottom:4mm;font-size:9pt}.pt .k{color:#555;width:22%}.pt .v{font-weight:bold}` +
				`.rs{width:100%}.hd th{border-bottom:1px solid #1b4f8a;font-size:8.5pt;color:#1b4f8a;padding:1mm}` +
				`.c1{width:26%}.c2{width:14%}.c3{width:17%}.r td{padding:0.9mm 1mm}` +
				`.sec td{padding-top:3mm;font-weight:bold;font-size:9pt;text-decoration:underline}.ft{margin-top:6mm;font-size:7.5pt;color:#333}` +
				`.pb{margin-top:12mm}`
			return page("A4", css, `<div class="pg">`+head+strings.Replace(table(r, "it", cols, false), `<table class="rs it pb">`,
				`<table class="rs it pb"><tr><td colspan="4" style="font-size:8pt;color:#555">Paziente: BRUNETTI CHIARA · N. accettazione `+m.Specimen+` · Pagina 2 di 2</td></tr>`, 1)+foot+`</div>`)
		}}
}

// Spain: hospital lab, SI and conventional groups side by side (leukocyte
// formula % and absolute, HbA1c NGSP and IFCC), flag stuck after the value.
func esLab() *Layout {
	return &Layout{Name: "es_lab", Country: "ES", Language: "es", Classes: []int{5, 6, 8}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.2, LowRes: true,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("HEMATIMETRÍA", "HEMATIMETRÍA")
			b.n("Hematíes", "4,92", "x10^6/µL", "4,50 - 5,90")
			b.n("Hemoglobina", "15,1", "g/dL", "13,5 - 17,5")
			b.n("Hematocrito", "44,6", "%", "41,0 - 53,0")
			b.n("VCM", "90,7", "fL", "80,0 - 100,0")
			b.n("Leucocitos", "8,45", "x10^3/µL", "4,00 - 11,00")
			b.n("Plaquetas", "142", "x10^3/µL", "150 - 400")
			b.panel("FÓRMULA LEUCOCITARIA", "FÓRMULA LEUCOCITARIA")
			b.n("Neutrófilos", "62,1", "%", "40,0 - 75,0").alt("5,25", "x10^3/µL", "2,00 - 7,50")
			b.n("Linfocitos", "27,4", "%", "20,0 - 45,0").alt("2,32", "x10^3/µL", "1,00 - 4,00")
			b.n("Monocitos", "7,3", "%", "2,0 - 10,0").alt("0,62", "x10^3/µL", "0,20 - 1,00")
			b.n("Eosinófilos", "2,8", "%", "1,0 - 6,0").alt("0,24", "x10^3/µL", "0,05 - 0,50")
			b.n("Basófilos", "0,4", "%", "0,0 - 2,0").alt("0,03", "x10^3/µL", "0,00 - 0,20")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glucosa", "118", "mg/dL", "74 - 106")
			b.n("Urea", "38", "mg/dL", "17 - 43")
			b.n("Creatinina", "1,02", "mg/dL", "0,70 - 1,20")
			b.n("Filtrado glomerular (CKD-EPI)", ">90", "mL/min/1,73m²", "> 60")
			b.n("Ácido úrico", "7,9", "mg/dL", "3,4 - 7,0")
			b.n("Colesterol total", "187", "mg/dL", "< 200")
			b.n("Colesterol HDL", "44", "mg/dL", "> 40")
			b.n("Colesterol LDL", "117", "mg/dL", "< 130")
			b.n("Triglicéridos", "131", "mg/dL", "< 150")
			b.n("Hemoglobina glicada (HbA1c)", "6,1", "%", "4,0 - 5,6").alt("43", "mmol/mol", "20 - 38")
			b.panel("ORINA (TIRA REACTIVA)", "ORINA")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Nitritos", "Negativo", "Negativo", true)
			b.q("Sangre", "Positivo", "Negativo", false)
			return b.report(Meta{First: "Javier", Last: "Morales Ortega", DOB: "1964-11-03", Gender: "male",
				Lab: "Laboratorio Clínico Hospital Levante", Collected: "2026-02-16", Reported: "2026-02-17", Specimen: "2602160388"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td><div class="ln">Hospital Levante</div><div>Servicio de Análisis Clínicos</div>` +
				`<div class="la">Avda. de Aragón 41, 46021 Valencia</div></td><td class="rt">INFORME DE RESULTADOS<br>Laboratorio Clínico Hospital Levante</td></tr></table>` +
				kv("pt", 3, "Paciente:", "MORALES ORTEGA, JAVIER", "Fecha de nacimiento:", date(m.DOB, ""), "Sexo:", "Hombre",
					"Nº de muestra:", m.Specimen, "Fecha de extracción:", date(m.Collected, ""), "Fecha de informe:", date(m.Reported, ""))
			g := func(f func(*Group) string) func(*Row) string { return altCell(f) }
			cols := []col{{"Prueba", "c1", nameCell}, {"Resultado", "c2", valFlagCell}, {"Unidades", "c3", unitCell},
				{"Valores de referencia", "c4", rangeCell}, {"Resultado", "c5", g(func(a *Group) string { return a.Value })},
				{"Unidades", "c6", g(func(a *Group) string { return a.Unit })}, {"Valores de referencia", "c7", g(func(a *Group) string { return a.Range })}}
			css := `body{font-family:"DejaVu Sans";font-size:8.4pt}.top{width:100%;border-bottom:1px solid #000;margin-bottom:2mm}` +
				`.ln{font-size:14pt;font-weight:bold}.la{font-size:7pt}.rt{text-align:right;font-weight:bold;font-size:9pt}` +
				`.pt{width:100%;margin-bottom:3mm;background:#eee}.pt td{padding:0.6mm 1mm}.pt .k{font-weight:bold}` +
				`.rs{width:100%}.hd th{background:#d9d9d9;padding:1mm;font-size:7.6pt}.r td{padding:0.7mm 1mm;border-bottom:0.5px dotted #aaa}` +
				`.c1{width:27%}.c5,.c6,.c7{color:#333;background:#f6f6f6}.sec td{font-weight:bold;padding-top:2.5mm;border-bottom:1px solid #000}` +
				`.ft{font-size:7pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "es", cols, false)+
				`<div class="ft">H: valor superior al intervalo de referencia; L: valor inferior. Validado por: Dra. M. Ferrer Soler, Facultativa Especialista.</div></div>`)
		}}
}

// Germany: MVZ lab, narrow flag column just left of the range column.
func deLab() *Layout {
	return &Layout{Name: "de_lab", Country: "DE", Language: "de", Classes: []int{2, 6}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.4,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("Hämatologie", "Hämatologie")
			b.n("Leukozyten", "7,9", "/nl", "3,9 - 10,5")
			b.n("Erythrozyten", "4,31", "/pl", "3,90 - 5,20")
			b.n("Hämoglobin", "12,9", "g/dl", "12,0 - 15,4")
			b.n("Hämatokrit", "38,4", "%", "35,5 - 45,5")
			b.n("MCV", "89,1", "fl", "80,0 - 99,0")
			b.n("MCH", "29,9", "pg", "27,0 - 33,5")
			b.n("MCHC", "33,6", "g/dl", "31,5 - 36,0")
			b.n("Thrombozyten", "412", "/nl", "150 - 370")
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Natrium", "139", "mmol/l", "136 - 145")
			b.n("Kalium", "3,3", "mmol/l", "3,5 - 5,1")
			b.n("Kreatinin", "0,71", "mg/dl", "0,51 - 0,95")
			b.n("eGFR (CKD-EPI)", ">90", "ml/min/1,73m²", "> 60")
			b.n("Harnstoff", "29", "mg/dl", "17 - 43")
			b.n("Harnsäure", "4,2", "mg/dl", "2,4 - 5,7")
			b.n("GOT (AST)", "24", "U/l", "< 35")
			b.n("GPT (ALT)", "41", "U/l", "< 35")
			b.n("Gamma-GT", "33", "U/l", "< 40")
			b.n("CRP (hochsensitiv)", "1,8", "mg/l", "< 5,0")
			b.n("TSH basal", "1,84", "mU/l", "0,27 - 4,20")
			b.panel("Urinstatus", "Urinstatus")
			b.q("Nitrit", "negativ", "negativ", true)
			b.q("Eiweiß", "negativ", "negativ", true)
			b.q("Blut", "nicht nachweisbar", "nicht nachweisbar", true)
			return b.report(Meta{First: "Sabine", Last: "Hoffmeister", DOB: "1979-06-21", Gender: "female",
				Lab: "MVZ Labor Rheinland", Collected: "2026-03-02", Reported: "2026-03-03", Specimen: "4127730591"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<div class="ln">MVZ Labor Rheinland</div><div class="la">Fachärzte für Laboratoriumsmedizin · Bonner Straße 211 · 50968 Köln</div>` +
				`<div class="box">` + kv("pt", 2, "Patient:", "Hoffmeister, Sabine", "Geburtsdatum:", date(m.DOB, "dmy."), "Geschlecht:", "weiblich",
				"Auftragsnummer:", m.Specimen, "Entnahme:", date(m.Collected, "dmy.")+" 08:12", "Befunddatum:", date(m.Reported, "dmy.")) + `</div>` +
				`<div class="bt">Endbefund</div>`
			cols := []col{{"Untersuchung", "c1", nameCell}, {"Ergebnis", "c2", valCell}, {"Einheit", "c3", unitCell},
				{"", "c4", flagCell}, {"Referenzbereich", "c5", rangeCell}}
			css := `body{font-family:"Liberation Serif";font-size:10pt}.ln{font-size:15pt;font-weight:bold;font-family:"Liberation Sans"}` +
				`.la{font-size:8pt;border-bottom:0.5px solid #000;padding-bottom:1mm;margin-bottom:3mm}.box{border:1px solid #000;padding:1.5mm;margin-bottom:3mm}` +
				`.pt{width:100%}.pt .k{width:18%}.bt{font-size:12pt;font-weight:bold;margin:2mm 0}.rs{width:100%}` +
				`.hd th{border-top:1px solid #000;border-bottom:1px solid #000;padding:1mm;font-style:italic}.r td{padding:0.6mm 1mm}` +
				`.c1{width:38%}.c2{width:14%;text-align:right}.c3{width:16%}.c4{width:5%;text-align:center}` +
				`.sec td{font-weight:bold;padding-top:3mm}.ft{margin-top:5mm;font-size:8pt}`
			return page("A4", css, `<div class="pg">`+head+table(r, "de", cols, false)+
				`<div class="ft">H = über, L = unter dem Referenzbereich. Befund elektronisch freigegeben durch Dr. med. K. Vogt.</div></div>`)
		}}
}

// France: biology lab, results in g/L or mg/L with the mmol/L or µmol/L
// conversion in a second column group; no flags, abnormal values in bold.
func frLab() *Layout {
	return &Layout{Name: "fr_lab", Country: "FR", Language: "fr", Classes: []int{5, 6}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.6,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HÉMATOLOGIE — Numération formule sanguine", "NUMÉRATION FORMULE SANGUINE")
			b.n("Hématies", "4,62", "T/L", "4,28 - 6,00")
			b.n("Hémoglobine", "13,9", "g/dL", "13,4 - 16,7")
			b.n("Hématocrite", "41,8", "%", "39,0 - 49,0")
			b.n("VGM", "90,5", "fL", "78,0 - 98,0")
			b.n("Leucocytes", "6,40", "G/L", "4,00 - 10,00").alt("6 400", "/mm³", "")
			b.n("Polynucléaires neutrophiles", "58,3", "%", "").alt("3,73", "G/L", "1,40 - 7,70")
			b.n("Lymphocytes", "31,2", "%", "").alt("2,00", "G/L", "1,00 - 4,80")
			b.n("Plaquettes", "198", "G/L", "150 - 400")
			b.panel("BIOCHIMIE SANGUINE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,08", "g/L", "0,70 - 1,10").alt("6,00", "mmol/L", "3,89 - 6,11")
			b.n("Créatinine", "11,2", "mg/L", "7,2 - 11,8").alt("99", "µmol/L", "64 - 104")
			b.n("DFG estimé (CKD-EPI)", "72", "mL/min/1,73m²", "> 60")
			b.n("Cholestérol total", "2,38", "g/L", "< 2,00").alt("6,15", "mmol/L", "< 5,17")
			b.n("Cholestérol HDL", "0,52", "g/L", "> 0,40").alt("1,34", "mmol/L", "> 1,03")
			b.n("Triglycérides", "1,12", "g/L", "< 1,50").alt("1,28", "mmol/L", "< 1,71")
			b.n("Cholestérol LDL calculé", "1,64", "g/L", "< 1,60").alt("4,24", "mmol/L", "< 4,13")
			b.n("Sodium", "141", "mmol/L", "136 - 145")
			b.n("Potassium", "4,6", "mmol/L", "3,5 - 5,1")
			b.n("Gamma GT", "61", "UI/L", "< 55")
			b.n("TSH ultrasensible", "3,05", "mUI/L", "0,27 - 4,20")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Mathieu", Last: "Garnier", DOB: "1958-09-30", Gender: "male",
				Lab: "Laboratoire de Biologie Médicale Bioaxe", Collected: "2026-03-12", Reported: "2026-03-12", Specimen: "260312-0457"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td class="lb"><div class="ln">Laboratoire de Biologie Médicale Bioaxe</div>` +
				`<div class="la">Site Lyon Part-Dieu · 12 rue Servient · 69003 Lyon · Biologistes : Dr A. Roux, Dr C. Bertin</div></td>` +
				`<td class="adr">Monsieur GARNIER Mathieu<br>8 chemin des Tilleuls<br>69130 Écully</td></tr></table>` +
				kv("pt", 2, "Patient :", "GARNIER Mathieu", "Né(e) le :", date(m.DOB, ""), "Sexe :", "Masculin",
					"Dossier n° :", m.Specimen, "Prélevé le :", date(m.Collected, "")+" à 07h45", "Édité le :", date(m.Reported, ""))
			g := func(f func(*Group) string) func(*Row) string { return altCell(f) }
			cols := []col{{"", "c1", nameCell}, {"Résultat", "c2", valCell}, {"Unité", "c3", unitCell}, {"Valeurs de référence", "c4", rangeCell},
				{"", "c5", g(func(a *Group) string { return a.Value })}, {"", "c6", g(func(a *Group) string { return a.Unit })},
				{"", "c7", g(func(a *Group) string { return a.Range })}}
			css := `body{font-family:"DejaVu Sans Condensed","DejaVu Sans";font-size:9pt}.top{width:100%;margin-bottom:3mm}.ln{font-size:13pt;font-weight:bold;color:#7a1f3d}` +
				`.la{font-size:7pt}.adr{width:38%;border:0.5px solid #999;padding:2mm;font-size:9pt}.pt{width:100%;margin-bottom:3mm}` +
				`.pt .k{color:#666}.rs{width:100%}.hd th{font-size:7.5pt;color:#7a1f3d;border-bottom:1px solid #7a1f3d;padding:1mm}` +
				`.r td{padding:0.8mm 1mm}.c1{width:30%}.c5,.c6,.c7{color:#555;font-size:8pt}.c5{text-align:right}` +
				`.sec td{background:#f3e6ea;font-weight:bold;padding:1mm}.ft{font-size:7pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "fr", cols, false)+
				`<div class="ft">Les résultats en gras sont en dehors des valeurs de référence. Compte rendu validé par Dr A. Roux.</div></div>`)
		}}
}
