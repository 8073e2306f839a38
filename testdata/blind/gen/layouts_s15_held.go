package main

import (
	"fmt"
	"strings"
)

// Session 15 held-out layout. A tuner must never open this file nor the
// li_lab-* documents (SPLIT.md).

// liTiers are the range cells printed over several lines, one per sex or
// per sex and age group; the patient is a woman of 53, so her line is the
// normal one and gives the bounds (class 55).
var liTiers = map[string][]s11Tier{
	"Hämoglobin":   {{"Männer", "135 - 172", false}, {"Frauen", "120 - 154", true}},
	"Hämatokrit":   {{"Männer", "0.40 - 0.50", false}, {"Frauen", "0.35 - 0.45", true}},
	"Erythrozyten": {{"Männer", "4.5 - 5.9", false}, {"Frauen", "4.0 - 5.2", true}},
	"Blutsenkung (BSR)": {{"Frauen < 50 J.", "< 20", false}, {"Frauen ≥ 50 J.", "< 30", true},
		{"Männer < 50 J.", "< 15", false}, {"Männer ≥ 50 J.", "< 20", false}},
	"Ferritin":        {{"Männer", "30 - 400", false}, {"Frauen < 50 J.", "15 - 150", false}, {"Frauen ≥ 50 J.", "15 - 250", true}},
	"Kreatinin":       {{"Männer", "62 - 106", false}, {"Frauen", "44 - 80", true}},
	"Harnsäure":       {{"Männer", "202 - 417", false}, {"Frauen", "143 - 339", true}},
	"Gamma-GT":        {{"Männer", "< 60", false}, {"Frauen", "< 40", true}},
	"ALAT (GPT)":      {{"Männer", "< 50", false}, {"Frauen", "< 35", true}},
	"HDL-Cholesterin": {{"Männer", "> 1.0", false}, {"Frauen", "> 1.2", true}},
	"Alkalische Phosphatase": {{"Frauen 18 - 49 J.", "35 - 104", false}, {"Frauen ≥ 50 J.", "40 - 130", true},
		{"Männer", "40 - 129", false}},
}

// Liechtenstein: private medical laboratory in Schaan (German, Swiss
// conventions: decimal points, SI units g/l, l/l, G/l, T/l), two pages.
// Analyse / Resultat / (flag) / Einheit / Referenzbereich under a dark
// header bar with white text, light blue zebra rows (class 17); the range
// cell of the sex- and age-dependent tests prints one line per sex or per
// sex and age group ("Männer: 135 - 172" / "Frauen: 120 - 154", "Frauen ≥
// 50 J.: < 30"), the patient's line giving the bounds (classes 24, 55);
// "+" / "-" in a narrow flag column; dd.mm.yyyy, AHV number.
func liLab() *Layout {
	return &Layout{Name: "li_lab", Country: "LI", Language: "de", Classes: []int{6, 17, 24, 55}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.9,
		HeldOut: true, Session: 15,
		Build: func() *Report {
			b := &builder{high: "+", low: "-"}
			t := func(name, value, unit string) *Row { return s11Tiered(b, name, value, unit, liTiers[name]) }
			b.panel("HÄMATOLOGIE", "HÄMATOLOGIE")
			t("Hämoglobin", "118", "g/l")
			t("Hämatokrit", "0.37", "l/l")
			t("Erythrozyten", "4.21", "T/l")
			b.n("MCV", "88", "fl", "80 - 98")
			b.n("Leukozyten", "6.1", "G/l", "3.5 - 10.0")
			b.n("Thrombozyten", "288", "G/l", "150 - 450")
			t("Blutsenkung (BSR)", "24", "mm/h")
			t("Ferritin", "12", "µg/l")
			b.panel("KLINISCHE CHEMIE", "KLINISCHE CHEMIE")
			t("Kreatinin", "71", "µmol/l")
			b.n("eGFR (CKD-EPI)", "86", "ml/min/1.73m²", "> 60")
			t("Harnsäure", "361", "µmol/l")
			b.n("Natrium", "140", "mmol/l", "136 - 145")
			b.n("Kalium", "4.3", "mmol/l", "3.5 - 5.1")
			t("Gamma-GT", "46", "U/l")
			t("ALAT (GPT)", "22", "U/l")
			t("Alkalische Phosphatase", "112", "U/l")
			b.n("Glukose nüchtern", "5.4", "mmol/l", "4.1 - 5.6")
			b.n("HbA1c", "5.8", "%", "< 5.7")
			b.newPage("LIPIDE", "LIPIDE")
			b.n("Cholesterin total", "6.4", "mmol/l", "< 5.0")
			t("HDL-Cholesterin", "1.48", "mmol/l")
			b.n("LDL-Cholesterin", "4.2", "mmol/l", "< 3.0")
			b.n("Triglyceride", "1.3", "mmol/l", "< 1.7")
			b.panel("ENDOKRINOLOGIE / VITAMINE", "ENDOKRINOLOGIE / VITAMINE")
			b.n("TSH", "3.12", "mU/l", "0.27 - 4.20")
			b.n("25-OH-Vitamin D", "42", "nmol/l", "50 - 150")
			b.panel("ENTZÜNDUNG", "ENTZÜNDUNG")
			b.n("CRP", "1.8", "mg/l", "< 5")
			return b.report(Meta{First: "Sandra", Last: "Wohlwend", DOB: "1973-03-09", Gender: "female",
				Lab: "Medizinisches Labor Rheinau AG", Collected: "2026-05-06", Reported: "2026-05-07", Specimen: "26-050641"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analyse", "c1", nameCell}, {"Resultat", "c2", valCell}, {"", "c3", flagCell}, {"Einheit", "c4", unitCell},
				{"Referenzbereich", "c5", s11TierCell(liTiers)}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="ln">Medizinisches Labor Rheinau AG</div>` +
					`<div class="ls">Labormedizin · Hämatologie · Klinische Chemie · Immunologie</div></td>` +
					`<td class="ad">Im Malarsch 4 · FL-9494 Schaan<br>Tel. +423 232 41 82 · info@labor-rheinau.li<br>` +
					`Leitung: Dr. sc. nat. Thomas Ospelt, FAMH</td></tr></table>` +
					`<table class="pt"><tr><td class="k">Patientin</td><td class="v"><b>Wohlwend Sandra</b></td><td class="k">Geburtsdatum</td><td class="v">` +
					date(m.DOB, "dmy.") + ` (53 J.)</td><td class="k">Geschlecht</td><td class="v">weiblich</td></tr>` +
					`<tr><td class="k">AHV-Nr.</td><td class="v">756.4182.2736.41</td><td class="k">Auftrag</td><td class="v">` + m.Specimen +
					`</td><td class="k">Auftraggeber</td><td class="v">Dr. med. Markus Frick, Triesen</td></tr>` +
					`<tr><td class="k">Entnahme</td><td class="v">` + date(m.Collected, "dmy.") + ` 08:10</td><td class="k">Befunddatum</td><td class="v">` +
					date(m.Reported, "dmy.") + fmt.Sprintf(`</td><td class="k">Seite</td><td class="v">%d von %d</td></tr></table>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(zebra(s15Table("", secs, cols)))
			}
			foot := `<div class="ft">+ über dem Referenzbereich, - unter dem Referenzbereich. Geschlechts- und altersabhängige Referenzbereiche: ` +
				`massgebend ist die Zeile für Geschlecht und Alter der Patientin. Endgültiger Befund.</div>` +
				`<div class="sg">Medizinisch validiert<br><span class="sig">T. Ospelt</span><br>Dr. sc. nat. Thomas Ospelt, FAMH Labormedizin</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Fortsetzung Seite 2</div>`)
			css := `body{font-family:"Liberation Sans","Nimbus Sans";font-size:8.7pt;color:#151515}.pg{height:296mm}` +
				`.top{width:100%;margin-bottom:2.5mm}.top td{vertical-align:bottom;padding-bottom:1.5mm;border-bottom:3px solid #123a5e}` +
				`.ln{font-size:16pt;font-weight:bold;color:#123a5e}.ls{font-size:8pt;color:#b8860b}.ad{text-align:right;font-size:7.4pt;color:#333}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.2pt;border:0.6px solid #123a5e}.pt td{padding:0.6mm 1.4mm}.pt .k{color:#123a5e;width:11%}.pt .v{width:22%}` +
				`.rs{width:100%}.hd th{background:#123a5e;color:#fff;padding:1.2mm 1.6mm;font-size:8.4pt}` +
				`.r td{padding:0.8mm 1.6mm;vertical-align:top}.z td{background:#dcebf7}` +
				`.c1{width:34%}.c2{width:12%;text-align:right}.c3{width:4%;font-weight:bold;text-align:center}.c4{width:16%}.c5{width:34%}` +
				`.tr{white-space:nowrap}.sec td{font-weight:bold;color:#123a5e;padding:2.6mm 1.6mm 0.6mm;font-size:9pt;border-bottom:1px solid #123a5e}` +
				`.cont{margin-top:4mm;text-align:right;font-size:7.8pt;font-style:italic}.ft{margin-top:5mm;font-size:7.6pt;color:#333}` +
				`.sg{margin-top:7mm;margin-left:115mm;text-align:center;font-size:8.2pt}.sig{font-family:"Z003",cursive;font-size:15pt;color:#123a5e}`
			return page("A4", css, body)
		}}
}
