package main

// Session 25 held-out layout. A tuner must not open this file (SPLIT.md).

// Madagascar: private medical laboratory in Antananarivo (French), one A4
// page. The results flow down two newspaper columns, the haemostasis
// section begun at the foot of the left column continuing at the top of
// the right one under its own heading row (class 79). Analyse / Résultat /
// Valeurs de réf. / Unité / *: the reference range before the unit and "*"
// in a column of its own after them (class 83), the unit in square
// brackets (class 78: "[mmol/L]"); manual and semi-quantitative results
// printed as approximations, "~1,4" or "env. 35", and results below the
// measuring range with a comparator glued to the number, "<5", "<200"
// (class 86); malaria
// thick film; decimal commas, French units (G/L, T/L, mmol/L, µmol/L);
// dd/mm/yyyy.
func mgLab() *Layout {
	return &Layout{Name: "mg_lab", Country: "MG", Language: "fr", Classes: []int{6, 78, 79, 83, 86}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.1,
		HeldOut: true, Session: 25,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			b.panel("HÉMOGRAMME", "HÉMOGRAMME")
			b.n("Leucocytes", "10,9", "G/L", "4,0 - 10,0")
			b.n("Hématies", "4,62", "T/L", "4,50 - 5,80")
			b.n("Hémoglobine", "13,1", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "39,8", "%", "40,0 - 52,0")
			b.n("VGM", "86,1", "fL", "80,0 - 100,0")
			b.n("TCMH", "28,4", "pg", "27,0 - 32,0")
			b.n("Plaquettes", "176", "G/L", "150 - 400")
			b.n("Neutrophiles", "71", "%", "45 - 70")
			b.n("Lymphocytes", "21", "%", "20 - 40")
			b.n("Éosinophiles", "6", "%", "1 - 5")
			b.n("Monocytes", "2", "%", "2 - 10")
			b.n("Réticulocytes", "~1,4", "%", "0,5 - 2,0")
			b.n("VS 1re heure", "env. 35", "mm", "< 20")
			b.panel("PALUDISME", "PALUDISME")
			b.q("Goutte épaisse", "Positive", "Négative", false).Flag = "*"
			b.n("Densité parasitaire", "env. 850", "/µL", "")
			b.panel("HÉMOSTASE", "HÉMOSTASE")
			b.n("Taux de prothrombine", "~100", "%", "70 - 100")
			b.n("INR", "1,0", "", "0,8 - 1,2")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "5,9", "mmol/L", "3,9 - 5,8")
			b.n("Urée", "5,1", "mmol/L", "2,5 - 7,5")
			b.n("Créatinine", "96", "µmol/L", "62 - 106")
			b.n("ASAT", "41", "UI/L", "< 40")
			b.n("ALAT", "63", "UI/L", "< 41")
			b.n("CRP", "<5", "mg/L", "< 6")
			b.n("Cholestérol total", "5,42", "mmol/L", "< 5,20")
			b.n("Triglycérides", "1,38", "mmol/L", "< 1,70")
			b.panel("IMMUNOLOGIE", "IMMUNOLOGIE")
			b.n("ASLO", "<200", "UI/mL", "< 200")
			b.n("Facteur rhumatoïde", "<8", "UI/mL", "< 8")
			b.n("TSH ultrasensible", "1,96", "mUI/L", "0,27 - 4,20")
			b.panel("URINES", "URINES")
			b.n("Microalbuminurie", "<10", "mg/L", "< 30")
			b.n("Leucocytes urinaires", "env. 25", "/µL", "< 10")
			b.n("Hématies urinaires", "~5", "/µL", "< 10")
			return b.report(Meta{First: "Hery Andrianina", Last: "Rakotomalala", DOB: "1984-08-12", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales Analamanga", Collected: "2026-05-22", Reported: "2026-05-22", Specimen: "AN-2605-0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			unit := func(row *Row) string { return esc(s25Bracket(row.Unit)) }
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", valCell}, {"Valeurs de réf.", "c3", rangeCell},
				{"Unité", "c4", unit}, {"", "c5", s25Star}}
			logo := `<svg width="15mm" height="17mm" viewBox="0 0 36 40"><path d="M15 39 L16 20 Q10 14 4 12 Q11 12 16 17 Q15 9 11 3 Q17 8 18 16 Q20 8 26 4 Q21 10 20 17 Q25 12 32 12 Q25 14 20 20 L21 39 Z" fill="#9c4a1a"/>` +
				`<ellipse cx="18" cy="8" rx="15" ry="6.5" fill="#3f7d3a" opacity="0.85"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATOIRE D'ANALYSES MÉDICALES ANALAMANGA</div>` +
				`<div class="ls">Biologie médicale · Hématologie · Biochimie · Parasitologie · Immunologie</div>` +
				`<div class="la">Lot IVG 418 bis Antanimena · 101 Antananarivo · Tél. 020 22 418 27 / 034 41 827 00 · Agrément MSANP n° 418</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient :</td><td class="v"><b>M. RAKOTOMALALA Hery Andrianina</b></td>` +
				`<td class="k">N° d'enregistrement :</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Né le :</td><td class="v">` + date(m.DOB, "") + ` (41 ans) · Sexe : M</td>` +
				`<td class="k">Prélèvement :</td><td class="v">` + date(m.Collected, "") + ` à 07h50</td></tr>` +
				`<tr><td class="k">Prescripteur :</td><td class="v">Dr RANDRIANARISOA Voahangy</td>` +
				`<td class="k">Édition :</td><td class="v">` + date(m.Reported, "") + ` à 16h10</td></tr></table>` +
				`<div class="tt">RÉSULTATS D'ANALYSES</div>` + s25Columns(r, cols) +
				`<div class="ft">* : résultat en dehors des valeurs de référence. ~ ou env. : valeur approchée (méthode manuelle ou semi-quantitative). ` +
				`&lt; : inférieur au seuil de mesure. Valeurs de référence : homme adulte.</div>` +
				`<table class="sg"><tr><td>Le Biologiste<br><span class="sig">L. Razafindrakoto</span><br>Dr RAZAFINDRAKOTO Lalao, Pharmacien Biologiste</td></tr></table>` +
				`<div class="pgn">Page 1/1 · Les résultats ne concernent que les échantillons analysés.</div></div>`
			css := `body{font-family:"Liberation Sans Narrow","Liberation Sans";font-size:9.2pt;color:#151515}.pg{height:296mm;position:relative}` +
				`.top{width:100%;border-bottom:2px solid #9c4a1a;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#9c4a1a}.ls{font-size:8pt;color:#3f7d3a;font-weight:bold}.la{font-size:7.4pt;color:#444}` +
				`.pt{width:100%;font-size:8.8pt;border:0.6px solid #b98b6e;background:#fbf6f1;margin-bottom:2mm}.pt td{padding:0.7mm 1.5mm}` +
				`.pt .k{white-space:nowrap;width:17%;font-weight:bold;color:#6b3412}.pt .v{width:33%}` +
				`.tt{text-align:center;font-size:11pt;font-weight:bold;letter-spacing:1pt;color:#9c4a1a;margin:2mm 0 2.5mm}` +
				`.np{width:100%;table-layout:fixed}.np>tbody>tr>td{vertical-align:top}.npl,.npr{width:48.5%}.npg{width:3%;background:linear-gradient(#9c4a1a,#9c4a1a) no-repeat center/0.6px 100%}` +
				`.rs{width:100%;table-layout:fixed}.hd th{font-size:8.2pt;padding:0.8mm 0.8mm;border-bottom:1px solid #9c4a1a;border-top:1px solid #9c4a1a;color:#6b3412}` +
				`.sec td{font-weight:bold;font-size:9.2pt;padding:2.4mm 0.8mm 0.5mm;color:#9c4a1a;border-bottom:0.5px solid #c9a28a}` +
				`.r td{padding:0.75mm 0.8mm;white-space:nowrap;overflow:hidden}.ab .c2{font-weight:bold}` +
				`.c1{width:36%}.c2{width:16%;text-align:right;padding-right:2mm!important;font-family:"Liberation Sans"}.c3{width:22%;padding-left:2.5mm!important}.c4{width:19%}.c5{width:7%;text-align:center;font-size:12pt;line-height:9pt}` +
				`.ft{margin-top:6mm;font-size:7.8pt;color:#333;border-top:0.5px solid #c9a28a;padding-top:1.2mm}` +
				`.sg{width:100%;margin-top:7mm;font-size:8.4pt}.sg td{text-align:right;padding-right:12mm}.sig{font-family:"Z003",cursive;font-size:16pt;color:#1d2f6b}` +
				`.pgn{position:absolute;left:13mm;right:13mm;bottom:10mm;text-align:center;font-size:7.4pt;color:#666}`
			return page("A4", css, body)
		}}
}
