package main

// Session 36 held-out layout. A tuner must not open this file (SPLIT.md).

// gnCrit are the critical limits gn_lab prints in its column of their own
// (class 173), by test; the other rows print nothing there.
var gnCrit = map[string]string{
	"Leucocytes": "< 1,0 / > 50,0", "Hémoglobine": "< 6,0", "Plaquettes": "< 30 / > 1000", "INR": "> 4,5",
	"Glycémie à jeun": "< 0,40 / > 4,00", "Sodium": "< 120 / > 160", "Potassium": "< 2,8 / > 6,2",
}

// Guinea: the laboratory of a private polyclinic in Conakry, the report of
// a patient followed for heart failure and diabetes, one A4 page (Nimbus
// Sans Narrow). Analyse / Résultat / (flag) / Unité / Valeurs de référence
// / Seuils critiques / Validé le: beside the reference range a column of
// the laboratory's critical limits (class 173), at the right the day and
// time each result was validated and the biologist's initials (class 175,
// the NT-proBNP and the troponin the next day); results beyond the
// method's limits written in words, `inférieur à 2,0`, `supérieur à 35000`
// (class 174); H / B; decimal commas; dd/mm/yyyy. Also a 100 dpi fax
// (class 8).
func gnLab() *Layout {
	return &Layout{Name: "gn_lab", Country: "GN", Language: "fr", Classes: []int{6, 8, 173, 174, 175}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.0,
		LowRes: true, HeldOut: true, Session: 36,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B"}
			c := func(name, value, unit, rng string) *Row { return s36Cmp(b, name, value, unit, rng) }
			b.panel("HÉMATOLOGIE", "HÉMATOLOGIE")
			b.n("Leucocytes", "9,2", "G/L", "4,0 - 10,0")
			b.n("Hémoglobine", "12,1", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "37,0", "%", "40,0 - 52,0")
			b.n("VGM", "91", "fL", "80 - 100")
			b.n("Plaquettes", "164", "G/L", "150 - 400")
			b.n("Polynucléaires neutrophiles", "6,1", "G/L", "1,8 - 7,5")
			b.n("Lymphocytes", "2,2", "G/L", "1,0 - 4,0")
			b.panel("HÉMOSTASE", "HÉMOSTASE")
			b.n("Taux de prothrombine", "68", "%", "70 - 100")
			b.n("INR", "1,31", "", "0,80 - 1,20")
			b.n("Fibrinogène", "3,4", "g/L", "2,0 - 4,0")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,38", "g/L", "0,70 - 1,10")
			b.n("Urée", "0,58", "g/L", "0,15 - 0,45")
			b.n("Créatinine", "14,6", "mg/L", "7,0 - 13,0")
			b.n("Acide urique", "78", "mg/L", "35 - 72")
			b.n("Sodium", "134", "mmol/L", "136 - 145")
			b.n("Potassium", "5,3", "mmol/L", "3,5 - 5,1")
			b.n("ASAT", "31", "UI/L", "< 35")
			b.n("ALAT", "28", "UI/L", "< 45")
			b.n("Cholestérol total", "2,14", "g/L", "< 2,00")
			c("Procalcitonine", "inférieur à 0,05", "ng/mL", "< 0,50")
			b.panel("MARQUEURS CARDIAQUES ET DIABÈTE", "MARQUEURS CARDIAQUES ET DIABÈTE")
			c("Troponine I ultrasensible", "inférieur à 2,0", "ng/L", "< 34")
			c("NT-proBNP", "supérieur à 35000", "pg/mL", "< 125")
			b.n("Hémoglobine glyquée (HbA1c)", "7,2", "%", "4,0 - 6,0")
			return b.report(Meta{First: "Mamadou Saliou", Last: "Diallo", DOB: "1965-02-08", Gender: "male",
				Lab: "Polyclinique Camayenne-Santé", Collected: "2026-07-14", Reported: "2026-07-15", Specimen: "PCS-2607-1186"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			st := s36Stamps(r, []string{"14/07/2026 09:12", "14/07/2026 10:05", "14/07/2026 11:26", "14/07/2026 12:02"},
				[]string{"F.B.", "F.B.", "I.S.", "I.S."},
				map[string]string{"NT-proBNP": "I.S. @ 15/07/2026 09:48", "Troponine I ultrasensible": "I.S. @ 15/07/2026 09:41"}, "02/01 15:04")
			val := map[*Row]string{}
			for k, v := range st {
				val[k] = v[0] + " · " + v[1]
			}
			crit := func(r *Row) string {
				if c, ok := gnCrit[r.Name]; ok {
					return esc(c)
				}
				return ""
			}
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", valCell}, {"", "c3", flagCell}, {"Unité", "c4", unitCell},
				{"Valeurs de référence", "c5", rangeCell}, {"Seuils critiques", "c6", crit}, {"Validé le", "c7", s36Cell(val)}}
			logo := `<svg width="14mm" height="14mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#c8102e"/>` +
				`<circle cx="20" cy="20" r="12" fill="#fcd116"/><path d="M20 11 V29 M11 20 H29" stroke="#009460" stroke-width="4.5"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">POLYCLINIQUE CAMAYENNE-SANTÉ</div><div class="li">Laboratoire de biologie médicale</div>` +
				`<div class="la">Corniche Nord, quartier Camayenne, commune de Dixinn, Conakry · République de Guinée · Tél. +224 622 41 44 18</div></td>` +
				`<td class="acc">COMPTE RENDU<br>DE RÉSULTATS</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>M. DIALLO Mamadou Saliou</b></td><td class="k">N° de demande</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Né le</td><td class="v">` + date(m.DOB, "") + ` (61 ans) · Sexe : M</td><td class="k">N° patient</td><td class="v">CS-0048213</td></tr>` +
				`<tr><td class="k">Prescripteur</td><td class="v">Dr Kadiatou Bah (Cardiologie)</td><td class="k">Prélevé le</td><td class="v">` + date(m.Collected, "") + ` à 07:45</td></tr>` +
				`<tr><td class="k">Nature</td><td class="v">Sang veineux (EDTA, citrate, sérum)</td><td class="k">Édité le</td><td class="v">` + date(m.Reported, "") + ` à 10:30</td></tr></table>` +
				s36Table(r, "gn", cols, nil) +
				`<div class="ft">H / B : résultat au-dessus / au-dessous des valeurs de référence. Seuils critiques : valeurs imposant l'appel immédiat du prescripteur ; ` +
				`aucun résultat de ce dossier ne les atteint. « Inférieur à » / « supérieur à » : résultat hors des limites de mesure de la méthode. ` +
				`Validé le : date, heure et initiales du biologiste qui a validé le résultat.</div>` +
				`<table class="sg"><tr><td>Biologistes : F.B. Dr Fanta Barry · I.S. Dr Ibrahima Sow</td>` +
				`<td class="rt"><span class="sig">I. Sow</span><br>Dr Ibrahima Sow<br>Biologiste responsable</td></tr></table>` +
				`<div class="pgn">Page 1/1 · Polyclinique Camayenne-Santé · Laboratoire</div></div>`
			css := `body{font-family:"Nimbus Sans Narrow","Liberation Sans Narrow";font-size:8.8pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 13mm 9mm 14mm}` +
				`.top{width:100%;border-bottom:2px solid #009460;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:17mm}` +
				`.ln{font-size:14.5pt;font-weight:bold;color:#006b45}.li{font-size:9pt;color:#006b45}.la{font-size:7pt;color:#444}` +
				`.acc{width:34mm;text-align:right;font-weight:bold;font-size:10pt;color:#006b45}` +
				`.pt{width:100%;font-size:8.6pt;margin-bottom:2.5mm;border:0.6px solid #999}.pt td{padding:0.5mm 1.3mm}.pt .k{width:14%;color:#444}.pt .v{width:36%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:8.2pt;padding:0.8mm 1.1mm;border-top:1px solid #222;border-bottom:1px solid #222;background:#eaf4ef}` +
				`.sec td{font-weight:bold;font-size:8.9pt;padding:2.1mm 1.1mm 0.5mm;color:#006b45}.r td{padding:0.5mm 1.1mm;border-bottom:0.3px solid #e2e2e2}` +
				`.c1{width:27%}.c2{width:14%;white-space:nowrap}.c3{width:4%;text-align:center}.c4{width:9%;white-space:nowrap}.c5{width:15%;white-space:nowrap}` +
				`.c6{width:15%;white-space:nowrap;color:#8a1020}.c7{width:16%;white-space:nowrap;font-size:7.8pt;color:#444}` +
				`.ft{margin-top:3mm;font-size:7.6pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:8.2pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:14mm;right:13mm;bottom:6mm;text-align:center;font-size:7pt;color:#666}`
			return page("A4", css, body)
		}}
}
