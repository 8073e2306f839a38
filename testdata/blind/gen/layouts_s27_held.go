package main

import (
	"fmt"
	"strings"
)

// Session 27 held-out layout. A tuner must not open this file (SPLIT.md).

// Namibia: German-language private laboratory in Windhoek, two A4 pages.
// Two tests side by side on every printed line (class 87): Untersuchung /
// Ergebnis / (flag) / Einheit / Referenzbereich, a gutter, the same five
// columns again; the result cell carries the lab's qualifiers after the
// value (class 90: "7,9 (wiederholt)", "412 (Ausstrich)") and the word
// "hämolytisch" in place of the potassium and LDH results; the clinical
// chemistry runs over the page break and goes on at the top of page 2
// under "Klinische Chemie (Fortsetzung)" and the column headings again
// (class 91); H / L; decimal commas, SI units written the German way
// (mmol/l, µmol/l, /nl, /pl, U/l); dd.mm.yyyy.
func naLab() *Layout {
	qual := map[string]string{"Glukose nüchtern": "(wiederholt)", "Thrombozyten": "(Ausstrich)", "Kreatinin": "(wiederholt)"}
	return &Layout{Name: "na_lab", Country: "NA", Language: "de", Classes: []int{6, 87, 90, 91}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.0,
		HeldOut: true, Session: 27,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("Hämatologie", "Hämatologie")
			b.n("Leukozyten", "8,9", "/nl", "3,9 - 10,2")
			b.n("Erythrozyten", "4,21", "/pl", "4,30 - 5,75")
			b.n("Hämoglobin", "12,6", "g/dl", "13,5 - 17,5")
			b.n("Hämatokrit", "38,1", "%", "39,5 - 50,5")
			b.n("MCV", "90,5", "fl", "80,0 - 99,0")
			b.n("MCH", "29,9", "pg", "27,0 - 33,5")
			b.n("MCHC", "33,1", "g/dl", "31,5 - 36,0")
			b.n("Thrombozyten", "412", "/nl", "150 - 370")
			b.n("Neutrophile", "68", "%", "40 - 75")
			b.n("Lymphozyten", "22", "%", "20 - 45")
			b.n("Monozyten", "8", "%", "2 - 10")
			b.n("Eosinophile", "2", "%", "1 - 6")
			b.n("Basophile", "0,6", "%", "0,0 - 1,0")
			b.n("Retikulozyten", "1,2", "%", "0,5 - 2,0")
			b.panel("Gerinnung", "Gerinnung")
			b.n("Quick", "92", "%", "70 - 120")
			b.n("INR", "1,05", "", "0,85 - 1,15")
			b.n("aPTT", "31", "s", "26 - 36")
			b.n("Fibrinogen", "3,9", "g/l", "1,8 - 3,5")
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Glukose nüchtern", "7,9", "mmol/l", "3,9 - 5,6")
			b.n("HbA1c", "7,4", "%", "4,0 - 6,0")
			b.n("Natrium", "139", "mmol/l", "135 - 145")
			s27Void(b, "Kalium", "hämolytisch", "mmol/l", "3,5 - 5,1")
			b.n("Chlorid", "102", "mmol/l", "98 - 107")
			b.n("Calcium", "2,38", "mmol/l", "2,15 - 2,55")
			b.n("Kreatinin", "118", "µmol/l", "62 - 106")
			b.n("Harnstoff", "7,8", "mmol/l", "2,8 - 7,2")
			b.n("eGFR (CKD-EPI)", "61", "ml/min/1,73m²", "> 60")
			b.n("Harnsäure", "452", "µmol/l", "200 - 420")
			b.n("Gesamteiweiß", "72", "g/l", "64 - 83")
			b.n("Albumin", "43", "g/l", "35 - 52")
			b.newPage("Klinische Chemie (Fortsetzung)", "Klinische Chemie")
			b.n("Cholesterin gesamt", "6,12", "mmol/l", "< 5,20")
			b.n("Triglyceride", "2,31", "mmol/l", "< 1,70")
			b.n("HDL-Cholesterin", "0,98", "mmol/l", "> 1,00")
			b.n("LDL-Cholesterin", "4,08", "mmol/l", "< 3,00")
			b.n("GOT (AST)", "34", "U/l", "< 50")
			b.n("GPT (ALT)", "61", "U/l", "< 50")
			b.n("Gamma-GT", "88", "U/l", "< 60")
			b.n("Alkalische Phosphatase", "102", "U/l", "40 - 130")
			b.n("Bilirubin gesamt", "14", "µmol/l", "< 21")
			s27Void(b, "LDH", "hämolytisch", "U/l", "< 250")
			b.n("CRP", "< 5", "mg/l", "< 5")
			b.panel("Schilddrüse", "Schilddrüse")
			b.n("TSH", "1,84", "mU/l", "0,27 - 4,20")
			b.n("fT4", "16,2", "pmol/l", "12,0 - 22,0")
			b.panel("Serologie", "Serologie")
			b.q("HBs-Antigen", "negativ", "negativ", true)
			b.q("Anti-HCV", "negativ", "negativ", true)
			return b.report(Meta{First: "Dieter", Last: "Brandt", DOB: "1957-11-02", Gender: "male",
				Lab: "Labor Dr. Hartmann & Partner", Collected: "2026-06-10", Reported: "2026-06-10", Specimen: "W-2606-41827"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			half := []col{{"Untersuchung", "c1", nameCell}, {"Ergebnis", "c2", s27QualCell(qual)}, {"", "c3", flagCell},
				{"Einheit", "c4", unitCell}, {"Normbereich", "c5", rangeCell}}
			head := func(p, n int) string {
				h := `<table class="top"><tr><td><div class="ln">Labor Dr. Hartmann &amp; Partner</div>` +
					`<div class="ls">Fachärzte für Laboratoriumsmedizin · Mikrobiologie · Transfusionsmedizin</div>` +
					`<div class="la">Independence Avenue 418, Windhoek-Zentrum · Tel. +264 61 241 827 · Fax +264 61 241 828 · HPCNA Reg. Nr. PR 0418</div></td>` +
					`<td class="lg"><svg width="14mm" height="14mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" fill="#003a70"/>` +
					`<path d="M10 30 V10 h5 v8 h10 v-8 h5 v20 h-5 v-8 h-10 v8 z" fill="#fff"/><circle cx="32" cy="8" r="4" fill="#f2a900"/></svg></td></tr></table>`
				if p > 1 {
					return h + `<table class="p2"><tr><td>Patient: <b>Brandt, Dieter</b> · geb. ` + date(m.DOB, "dmy.") + `</td><td>Auftragsnr.: ` + m.Specimen + `</td>` +
						fmt.Sprintf(`<td class="rt">Seite %d von %d</td></tr></table>`, p, n)
				}
				return h + `<table class="ad"><tr><td class="addr">Praxis Dr. med. S. van Wyk<br>Allgemeinmedizin<br>Sam Nujoma Drive 27<br>Klein Windhoek</td>` +
					`<td><table class="pt"><tr><td class="k">Patient</td><td class="v"><b>Brandt, Dieter</b></td></tr>` +
					`<tr><td class="k">Geburtsdatum</td><td class="v">` + date(m.DOB, "dmy.") + ` (68 J.) · männlich</td></tr>` +
					`<tr><td class="k">Auftragsnummer</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Probenentnahme</td><td class="v">` + date(m.Collected, "dmy.") + ` 07:40</td></tr>` +
					`<tr><td class="k">Befunddatum</td><td class="v">` + date(m.Reported, "dmy.") + ` 14:25</td></tr>` +
					`<tr><td class="k">Seite</td><td class="v">` + fmt.Sprintf("%d von %d", p, n) + `</td></tr></table></td></tr></table>` +
					`<div class="tt">Laborbefund · Endbefund</div>` +
					`<table class="ka"><tr><td class="k">Material</td><td>EDTA-Blut, Citratplasma, Serum, Fluorid-Plasma</td>` +
					`<td class="k">Eingang</td><td>` + date(m.Collected, "dmy.") + ` 09:05</td></tr>` +
					`<tr><td class="k">Klinische Angaben</td><td colspan="3">Diabetes mellitus Typ 2, Kontrolle; Hypertonie; Müdigkeit seit 3 Monaten</td></tr></table>`
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + s27PairHead(half))
				for _, s := range secs {
					s27Pairs(b, s, half, esc(s.Title))
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="cm"><b>Kommentar:</b> Probe hämolytisch – Kalium und LDH nicht auswertbar, bitte Kontrolle aus frischer Probe. ` +
				`Glukose und Kreatinin aus einem zweiten Aliquot wiederholt; Thrombozytenzahl im Ausstrich bestätigt.</div>` +
				`<div class="ft">H = oberhalb, L = unterhalb des Referenzbereichs. Referenzbereiche für Männer.</div>` +
				`<table class="sg"><tr><td>Mit freundlichen kollegialen Grüßen<br><span class="sig">A. Hartmann</span><br>Dr. med. Anke Hartmann · Fachärztin für Laboratoriumsmedizin</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Fortsetzung auf Seite 2</div>`)
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#151515}.pg{height:296mm;padding:11mm 11mm 10mm 12mm}` +
				`.top{width:100%;border-bottom:1.6px solid #003a70;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:16mm;text-align:right}` +
				`.ln{font-size:15pt;font-weight:bold;color:#003a70}.ls{font-size:7.8pt;color:#555;font-weight:bold}.la{font-size:7pt;color:#444}` +
				`.ad{width:100%;margin-bottom:2mm}.ad td{vertical-align:top}.addr{width:48%;font-size:9pt;padding-top:4mm}` +
				`.pt{width:100%;font-size:8.4pt;border:0.6px solid #9ab}.pt td{padding:0.5mm 1.5mm}.pt .k{width:36%;color:#003a70}` +
				`.p2{width:100%;font-size:8.4pt;border-bottom:0.8px solid #003a70;margin-bottom:3mm}.p2 td{padding:0.6mm 0}.rt{text-align:right}` +
				`.tt{font-size:11pt;font-weight:bold;margin:2mm 0 2mm;color:#003a70}` +
				`.ka{width:100%;font-size:8.2pt;margin-bottom:3mm;background:#f4f6f9}.ka td{padding:0.8mm 1.5mm}.ka .k{color:#003a70;font-weight:bold;white-space:nowrap;width:16%}` +
				`.rs{width:100%;table-layout:fixed}.hd th{font-size:7.8pt;padding:0.8mm 0.7mm;border-top:1px solid #003a70;border-bottom:1px solid #003a70;background:#e8eef5}` +
				`.hd th.gap{background:none;border:none}` +
				`.sec td{font-weight:bold;font-size:8.8pt;padding:2.4mm 0.7mm 0.6mm;color:#003a70;border-bottom:0.5px solid #9ab}` +
				`.rs{font-family:"Liberation Sans Narrow","Liberation Sans";font-size:9pt}` +
				`.r td{padding:1.5mm 0.7mm;white-space:nowrap;border-bottom:0.3px solid #e1e4e8}.r td.gap{border:none}` +
				`.ql{font-size:7pt;color:#333}` +
				`.c1{width:16%}.c2{width:12%;text-align:right;padding-right:1.5mm!important}.c3{width:2.5%;font-weight:bold}.c4{width:8.5%}.c5{width:9%}.gap{width:4%}` +
				`td.c1.rh,th.c1.rh{border-left:0.6px solid #9ab;padding-left:1.8mm}` +
				`.cont{margin-top:4mm;text-align:right;font-style:italic;font-size:7.6pt}` +
				`.cm{margin-top:5mm;font-size:8pt;border-left:2px solid #003a70;padding:1mm 2mm}.ft{margin-top:3mm;font-size:7.6pt;color:#333}` +
				`.sg{width:100%;margin-top:7mm;font-size:8pt}.sig{font-family:"Z003",cursive;font-size:16pt;color:#1b2a6b}`
			return page("A4", css, body)
		}}
}
