package main

// Session 10, HELD OUT: a tuner must not open this file (SPLIT.md).

// Switzerland (Romandie): private medical lab, French, decimal points, SI
// units; a landscape page (class 23), a Méthode / appareil column between the
// result and the range whose instrument names carry digits (class 22), and
// abnormal values only in bold red with no flag (class 21).
func chRomand() *Layout {
	methods := map[string]string{
		"Hémoglobine": "Photométrie SLS · Sysmex XN-1000", "Hématocrite": "Calcul · Sysmex XN-1000",
		"Érythrocytes": "Impédance · Sysmex XN-1000", "VGM": "Calcul · Sysmex XN-1000",
		"Leucocytes": "Cytométrie de flux · Sysmex XN-1000", "Thrombocytes": "Impédance · Sysmex XN-1000",
		"Glucose": "Hexokinase · Cobas c 503", "Créatinine": "Enzymatique · Cobas c 503",
		"eGFR (CKD-EPI)": "Calcul CKD-EPI 2021", "Sodium": "Potentiométrie ISE · Cobas c 503",
		"Potassium": "Potentiométrie ISE · Cobas c 503", "ALAT": "IFCC sans P5P · Cobas c 503",
		"ASAT": "IFCC sans P5P · Cobas c 503", "Gamma-GT": "IFCC · Cobas c 503",
		"Cholestérol total": "CHOD-PAP · Cobas c 503", "Cholestérol HDL": "Homogène · Cobas c 503",
		"Cholestérol LDL": "Calcul (Martin-Hopkins)", "Triglycérides": "GPO-PAP · Cobas c 503",
		"CRP": "Immunoturbidimétrie · Cobas c 503", "TSH": "ECLIA · Cobas e 801",
		"HbA1c": "HPLC · Tosoh G11", "Anticorps anti-VHC": "ECLIA · Cobas e 801",
	}
	return &Layout{Name: "ch_romand", Country: "CH", Language: "fr", Classes: []int{6, 21, 22, 23}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9, HeldOut: true, Session: 10,
		Build: func() *Report {
			b := &builder{}
			b.panel("HÉMATOLOGIE", "HÉMATOLOGIE")
			b.n("Hémoglobine", "152", "g/l", "135-168")
			b.n("Hématocrite", "0.45", "l/l", "0.40-0.50")
			b.n("Érythrocytes", "5.02", "T/l", "4.30-5.70")
			b.n("VGM", "89", "fl", "80-98")
			b.n("Leucocytes", "10.9", "G/l", "4.0-10.0")
			b.n("Thrombocytes", "228", "G/l", "150-350")
			b.panel("CHIMIE CLINIQUE", "CHIMIE CLINIQUE")
			b.n("Glucose", "6.4", "mmol/l", "3.9-5.6")
			b.n("Créatinine", "78", "µmol/l", "62-106")
			b.n("eGFR (CKD-EPI)", ">90", "ml/min/1.73m²", "> 60")
			b.n("Sodium", "141", "mmol/l", "136-145")
			b.n("Potassium", "4.0", "mmol/l", "3.5-5.1")
			b.n("ALAT", "62", "U/l", "< 50")
			b.n("ASAT", "41", "U/l", "< 50")
			b.n("Gamma-GT", "35", "U/l", "< 60")
			b.n("Cholestérol total", "6.1", "mmol/l", "< 5.0")
			b.n("Cholestérol HDL", "1.28", "mmol/l", "> 1.00")
			b.n("Cholestérol LDL", "4.1", "mmol/l", "< 3.0")
			b.n("Triglycérides", "1.9", "mmol/l", "< 1.7")
			b.n("CRP", "<3", "mg/l", "< 5")
			b.panel("ENDOCRINOLOGIE", "ENDOCRINOLOGIE")
			b.n("TSH", "2.46", "mU/l", "0.27-4.20")
			b.n("HbA1c", "6.1", "%", "4.0-6.0")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Anticorps anti-VHC", "négatif", "négatif", true)
			return b.report(Meta{First: "Laurent", Last: "Dubochet", DOB: "1971-08-29", Gender: "male",
				Lab: "Laboratoire Médical du Léman", Collected: "2026-04-03", Reported: "2026-04-03", Specimen: "L26-0403-1187"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", redBold}, {"Unité", "c3", unitCell},
				{"Méthode / appareil", "c4", lookup("ch_romand", methods)}, {"Valeurs de référence", "c5", rangeCell}}
			head := `<table class="top"><tr><td class="lg">LML</td><td><div class="ln">Laboratoire Médical du Léman SA</div>` +
				`<div class="la">Avenue de Marcelin 21 · 1110 Morges · Tél. 021 804 37 00 · Laboratoire reconnu selon ISO 15189 (SAS)<br>` +
				`Direction médicale : Dr Catherine Jaquier, FAMH médecine de laboratoire</div></td>` +
				`<td class="dst">Dr Philippe Rochat<br>Médecine interne générale FMH<br>Rue Louis-de-Savoie 58<br>1110 Morges</td></tr></table>` +
				`<div class="bt">RAPPORT D'ANALYSES · rapport final</div>` +
				kv("pt", 4, "Patient :", "DUBOCHET Laurent", "Né le :", date(m.DOB, "dmy."), "Sexe :", "masculin", "N° AVS :", "756.4418.2207.93",
					"N° de demande :", m.Specimen, "Prélèvement :", date(m.Collected, "dmy.")+" 07:45", "Réception :", date(m.Collected, "dmy.")+" 09:20",
					"Validation :", date(m.Reported, "dmy.")+" 15:02")
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.8pt;color:#161616}.pg{padding:9mm 12mm 8mm 12mm}` +
				`.top{width:100%;margin-bottom:1.5mm}.top td{vertical-align:top}` +
				`.lg{width:22mm;font-size:20pt;font-weight:bold;color:#fff;background:#7a1f3d;text-align:center;vertical-align:middle!important}` +
				`.ln{font-size:14pt;font-weight:bold;color:#7a1f3d;padding-left:3mm}.la{font-size:7.4pt;color:#444;padding-left:3mm}` +
				`.dst{width:62mm;font-size:8.2pt;border-left:0.6px solid #999;padding-left:3mm}` +
				`.bt{border-top:1.4px solid #7a1f3d;border-bottom:0.6px solid #7a1f3d;font-weight:bold;letter-spacing:1pt;padding:0.8mm 0;margin-bottom:1.5mm;font-size:8.6pt}` +
				`.pt{width:100%;margin-bottom:2.5mm;font-size:8pt}.pt td{padding:0.4mm 1mm}.pt .k{color:#7a1f3d;width:9%;white-space:nowrap}.pt .v{width:16%}` +
				`.rs{width:100%}.hd th{background:#efe4e8;padding:0.9mm 1.2mm;font-size:8pt;border-bottom:0.8px solid #7a1f3d}` +
				`.r td{vertical-align:baseline;padding:0.45mm 1.2mm;border-bottom:0.3px solid #e2e2e2}.c1{width:22%}.c2{width:10%;text-align:right;padding-right:4mm!important}.c3{width:11%}` +
				`.c4{width:30%;font-size:7.6pt;color:#3a3a3a}.ab{color:#cc0000}` +
				`.sec td{font-weight:bold;color:#7a1f3d;padding:1.8mm 1.2mm 0.3mm;font-size:8.8pt}` +
				`.ft{margin-top:3mm;font-size:7.2pt;color:#333;border-top:0.5px solid #999;padding-top:1mm}`
			return page("A4 landscape", css, `<div class="pg">`+head+`<table class="rs">`+headRow(cols)+rows(r.Sections, cols)+`</table>`+
				`<div class="ft">Les résultats hors des valeurs de référence sont imprimés en rouge. Valeurs de référence pour adultes, selon le sexe du patient. `+
				`Validé par : Dr Catherine Jaquier, FAMH · Page 1/1</div></div>`)
		}}
}
