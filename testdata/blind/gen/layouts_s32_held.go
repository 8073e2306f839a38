package main

import (
	"fmt"
	"strings"
)

// Session 32 held-out layout. A tuner must not open this file (SPLIT.md).

// plHist are pl_kur's results at admission (04.07.2026) and at the
// previous stay (10.06.2025), newest first, arrows after them.
var plHist = map[string][]string{
	"Leukozyten":            {"7,9", "8,1"},
	"Erythrozyten":          {"4,61", "4,72"},
	"Hämoglobin":            {"14,2", "14,6"},
	"Hämatokrit":            {"42,1", "43,0"},
	"Thrombozyten":          {"231", "244"},
	"Blutsenkung (1. Std.)": {"24 ↑", "12"},
	"Glukose nüchtern":      {"131 ↑", "118 ↑"},
	"HbA1c":                 {"6,9 ↑", "6,6 ↑"},
	"Kreatinin":             {"1,41 ↑", "1,22 ↑"},
	"eGFR (CKD-EPI)":        {"52 ↓", "61"},
	"Harnsäure":             {"8,4 ↑", "7,9 ↑"},
	"Natrium":               {"139", "141"},
	"Kalium":                {"4,8", "4,6"},
	"Gesamtcholesterin":     {"238 ↑", "221 ↑"},
	"LDL-Cholesterin":       {"158 ↑", "141 ↑"},
	"HDL-Cholesterin":       {"41", "44"},
	"Triglyzeride":          {"196 ↑", "171 ↑"},
	"GOT (AST)":             {"29", "26"},
	"GPT (ALT)":             {"44 ↑", "38"},
	"Gamma-GT":              {"71 ↑", "58"},
	"CRP":                   {"11,6 ↑", "3,1"},
	"Lipoprotein (a)":       {"", "62 ↑"},
	"Ferritin":              {"", "96"},
}

// plOnlyOld are tests printed with older results only: no result at
// discharge, so no truth row.
var plOnlyOld = map[string]*Row{
	"Klinische Chemie": {Name: "Ferritin", Unit: "ng/ml", RangeText: "30 - 400"},
	"Fettstoffwechsel": {Name: "Lipoprotein (a)", Unit: "mg/dl", RangeText: "< 30"},
}

// Poland: the laboratory of a spa clinic in Kołobrzeg (Kolberg) on the
// Baltic coast that writes its reports in German for its German guests,
// one A4 page (Nimbus Sans). A cumulative stay report ("Kurverlauf"): the
// discharge check, the admission check and the previous stay as columns
// headed by dates turned a quarter turn, newest first, the newest marked by
// nothing but its date (class 135); a box above the table repeating the
// abnormal discharge results with their arrows (class 130); the sections
// and rows numbered as an outline (class 133: "2.3 Kreatinin"); tests with
// older results only; ↑ / ↓ after the value; decimal commas; conventional
// units (mg/dl); dd.mm.yyyy. Also a 100 dpi fax (class 8).
func plKur() *Layout {
	return &Layout{Name: "pl_kur", Country: "PL", Language: "de", Classes: []int{6, 8, 10, 130, 133, 135}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.9,
		LowRes: true, HeldOut: true, Session: 32,
		Build: func() *Report {
			b := &builder{comma: true, high: "↑", low: "↓"}
			b.panel("1. Blutbild", "Blutbild")
			b.n("Leukozyten", "6,4", "10^3/µl", "4,0 - 10,0")
			b.n("Erythrozyten", "4,52", "10^6/µl", "4,50 - 5,90")
			b.n("Hämoglobin", "13,9", "g/dl", "13,5 - 17,5")
			b.n("Hämatokrit", "41,2", "%", "40,0 - 52,0")
			b.n("Thrombozyten", "226", "10^3/µl", "150 - 400")
			b.n("Blutsenkung (1. Std.)", "16", "mm", "< 15")
			b.panel("2. Klinische Chemie", "Klinische Chemie")
			b.n("Glukose nüchtern", "112", "mg/dl", "70 - 99")
			b.n("HbA1c", "6,7", "%", "4,0 - 5,6")
			b.n("Kreatinin", "1,32", "mg/dl", "0,70 - 1,20")
			b.n("eGFR (CKD-EPI)", "56", "ml/min/1,73 m²", "> 60")
			b.n("Harnsäure", "7,6", "mg/dl", "3,4 - 7,0")
			b.n("Natrium", "140", "mmol/l", "136 - 145")
			b.n("Kalium", "4,5", "mmol/l", "3,5 - 5,1")
			b.n("GOT (AST)", "24", "U/l", "< 50")
			b.n("GPT (ALT)", "35", "U/l", "< 41")
			b.n("Gamma-GT", "52", "U/l", "< 60")
			b.n("CRP", "4,2", "mg/l", "< 5,0")
			b.panel("3. Fettstoffwechsel", "Fettstoffwechsel")
			b.n("Gesamtcholesterin", "204", "mg/dl", "< 200")
			b.n("LDL-Cholesterin", "129", "mg/dl", "< 116")
			b.n("HDL-Cholesterin", "44", "mg/dl", "> 40")
			b.n("Triglyzeride", "148", "mg/dl", "< 150")
			return b.report(Meta{First: "Hans-Jürgen", Last: "Wendland", DOB: "1952-04-27", Gender: "male",
				Lab: "Kurklinik Bałtyk", Collected: "2026-07-24", Reported: "2026-07-24", Specimen: "KB-26-18041"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			nums := s32Outline(r)
			cols := []col{{"Untersuchung", "c1", s32NumName(nums)}, {"@0", "cd", valFlagCell}, {"@1", "cd", s32Hist(plHist, 0)}, {"@2", "cd", s32Hist(plHist, 1)},
				{"Einheit", "c4", unitCell}, {"Referenzbereich", "c5", rangeCell}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			for i, s := range r.Sections {
				sectionRows(&t, s, cols)
				if x, ok := plOnlyOld[s.Panel]; ok { // numbered on after the section's rows
					t.WriteString(fmt.Sprintf(`<tr class="r"><td class="c1"><span class="no">%d.%d</span> `, i+1, len(s.Rows)+1) + esc(x.Name) + `</td><td class="cd"><span class="dash">--</span></td>` +
						`<td class="cd">` + s32Hist(plHist, 0)(x) + `</td><td class="cd">` + s32Hist(plHist, 1)(x) + `</td>` +
						`<td class="c4">` + esc(x.Unit) + `</td><td class="c5">` + esc(x.RangeText) + `</td></tr>`)
				}
			}
			t.WriteString(`</table>`)
			tab := t.String()
			heads := []string{date(m.Collected, "dmy.") + `<br>Entlassung`, `04.07.2026<br>Aufnahme`, `10.06.2025<br>Vorkur`}
			for i, h := range heads {
				tab = strings.Replace(tab, fmt.Sprintf(">@%d<", i), ">"+s32Vert(h)+"<", 1)
			}
			body := `<div class="pg"><table class="top"><tr><td><div class="ln">Kurklinik Bałtyk</div>` +
				`<div class="li">Labor der Kurklinik · Laboratorium Uzdrowiska</div>` +
				`<div class="la">ul. Sułkowskiego 18 · 78-100 Kołobrzeg (Kolberg) · Polen · Tel. +48 94 354 18 27 · Leitung: Dr. n. med. Ewa Zielińska</div></td>` +
				`<td class="acc">Deutschsprachiger<br>Patientenservice<br>Tel. +48 94 354 18 00</td></tr></table>` +
				`<div class="tt">LABORBEFUND · KURVERLAUF</div>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>Wendland, Hans-Jürgen</b></td><td class="k">Auftragsnummer</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Geboren am</td><td class="v">` + date(m.DOB, "dmy.") + ` · männlich</td><td class="k">Probenahme</td><td class="v">` + date(m.Collected, "dmy.") + ` 07:10</td></tr>` +
				`<tr><td class="k">Aufenthalt</td><td class="v">04.07.2026 – 25.07.2026, Haus Bursztyn, Zi. 214</td><td class="k">Befunddatum</td><td class="v">` + date(m.Reported, "dmy.") + ` 12:30</td></tr>` +
				`<tr><td class="k">Kurarzt</td><td class="v">lek. med. Tomasz Wiśniewski</td><td class="k">Kostenträger</td><td class="v">Selbstzahler</td></tr></table>` +
				s32Summary(r, "Auffällige Werte der Entlassungsuntersuchung", " · ") +
				tab +
				`<div class="ft">Spalten von links nach rechts: jüngster Befund zuerst. ↑ über, ↓ unter dem Referenzbereich. -- : nicht bestimmt. ` +
				`eGFR nach CKD-EPI aus Kreatinin, Alter und Geschlecht berechnet.</div>` +
				`<table class="sg"><tr><td>Technisch freigegeben: ` + date(m.Reported, "dmy.") + ` 11:58</td>` +
				`<td class="rt"><span class="sig">Zielińska</span><br>Dr. n. med. Ewa Zielińska<br>Fachärztin für Labordiagnostik</td></tr></table>` +
				`<div class="pgn">Seite 1/1 · Kurklinik Bałtyk · Kołobrzeg</div></div>`
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.5pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 16mm}` +
				`.top{width:100%;border-bottom:1.6px solid #006d77;margin-bottom:1.5mm}.top td{vertical-align:bottom;padding-bottom:1.2mm}` +
				`.ln{font-size:16pt;font-weight:bold;color:#006d77}.li{font-size:8.4pt;color:#006d77}.la{font-size:6.8pt;color:#444}` +
				`.acc{width:36mm;text-align:right;font-size:6.8pt;color:#555}.tt{text-align:center;font-weight:bold;font-size:11pt;margin:1.5mm 0 1.5mm}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:2mm;background:#eef6f6}.pt td{padding:0.45mm 1.5mm}.pt .k{width:15%;color:#555}.pt .v{width:35%}` +
				`.sum{border-left:1.2mm solid #c0392b;background:#fcf3f2;padding:1.2mm 2.2mm;margin-bottom:2.5mm;font-size:8pt;line-height:1.45}.sumt{font-weight:bold;margin-bottom:0.4mm}.si{white-space:nowrap}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.8mm 1.3mm;border-bottom:1px solid #333;border-top:1px solid #333;vertical-align:bottom}` +
				`.vt{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;margin:0 auto;font-size:7.4pt;line-height:1.25}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:2mm 1.3mm 0.4mm;color:#006d77}.r td{padding:0.4mm 1.3mm;border-bottom:0.3px solid #ddd}` +
				`.no{display:inline-block;width:7mm;color:#444}.c1{width:31%}.cd{width:10%;text-align:center!important}.c4{width:14%}.c5{width:25%}.dash{color:#888}` +
				`.ft{margin-top:2.5mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:4mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:14mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}
