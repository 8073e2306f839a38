package main

import (
	"fmt"
	"math"
	"strings"
)

// Session 37 family: five layouts written blind in session 37. hr_lab,
// ba_lab, tz_hosp and td_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s37_held.go, which a tuner must not
// open.

// s37Flag adds a flag printed as a sign (class 179): the builder's high and
// low marks are "+" and "-", so nothing is needed beyond them; s37Signs is
// the legend such a report prints under its table.
const s37Signs = "+ über dem Referenzbereich, - unter dem Referenzbereich"

// s37MU is the expanded measurement uncertainty a laboratory prints beside
// a result (class 181): pct of the value, written with the value's own
// number of decimals and at least one unit of its last place, "± 0,011".
func s37MU(value string, pct float64, comma bool) string {
	b := &builder{comma: comma}
	v, ok := b.num(value)
	if !ok {
		return "—"
	}
	dec := 0
	sep := "."
	if comma {
		sep = ","
	}
	if i := strings.LastIndex(value, sep); i >= 0 {
		dec = len(value) - i - 1
	}
	step := math.Pow(10, -float64(dec))
	u := math.Max(step, math.Round(v*pct/step)*step)
	s := fmt.Sprintf("%.*f", dec, u)
	if comma {
		s = strings.ReplaceAll(s, ".", ",")
	}
	return "± " + s
}

// s37MUCell prints a row's measurement uncertainty, a dash for a row that
// has none (qualitative results, comparators).
func s37MUCell(comma bool, pct map[string]float64, def float64) func(*Row) string {
	return func(r *Row) string {
		if r.Type != "numeric" {
			return "—"
		}
		p, ok := pct[r.Name]
		if !ok {
			p = def
		}
		return esc(s37MU(r.Value, p, comma))
	}
}

// s37Sex adds a row whose range cell prints the men's and the women's
// ranges on one line, each after its sign (class 182: "♂ 13,0 - 17,0 ♀
// 12,0 - 16,0"); the bounds are those of the patient's sex.
func s37Sex(b *builder, name, value, unit, male, female string) *Row {
	part := male
	if b.sex == "female" {
		part = female
	}
	lo, hi := b.parseRange(part)
	return b.nr(name, value, unit, "♂ "+male+" ♀ "+female, lo, hi)
}

// s37SexCell prints the range cell of class 182 with the signs a little
// larger and in colour, the ranges as text beside them.
func s37SexCell(r *Row) string {
	t := esc(r.RangeText)
	t = strings.ReplaceAll(t, "♂", `<span class="mx">♂</span>`)
	return strings.ReplaceAll(t, "♀", `<span class="fx">♀</span>`)
}

// s37Glued prints the value with its flag letter glued to it, no space
// between (class 183: "9.8L", "412H").
func s37Glued(r *Row) string { return esc(r.Value + r.Flag) }

// Croatia: a medical-biochemistry laboratory in Rovinj (Rovigno), in the
// bilingual Istrian towns, reporting in Italian to a patient of the Italian
// community, one A4 page (Liberation Sans). Esame / Risultato / (flag) /
// Incertezza di misura / Unità / Intervallo di riferimento: every name
// opens with the sample it was measured in, glued to it by a hyphen as the
// Croatian laboratories write it (class 180: B-Emoglobina, S-Creatinina,
// fS-Glucosio, dU-Proteine); beside each result the laboratory's expanded
// measurement uncertainty, "± 0,4" (class 181); H / L; SI units (g/L
// haemoglobin, L/L, µmol/L, g/dU); decimal commas; dd.mm.yyyy. with the
// final dot. Also a phone photo in night mode (class 186).
func hrLab() *Layout {
	return &Layout{Name: "hr_lab", Country: "HR", Language: "it", Classes: []int{6, 180, 181, 186}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7,
		Extra: []string{"night"}, Session: 37,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("EMATOLOGIA", "EMATOLOGIA")
			b.n("B-Leucociti", "7,8", "x10^9/L", "3,4 - 9,7")
			b.n("B-Eritrociti", "4,12", "x10^12/L", "3,86 - 5,08")
			b.n("B-Emoglobina", "118", "g/L", "119 - 157")
			b.n("B-Ematocrito", "0,362", "L/L", "0,356 - 0,470")
			b.n("B-MCV", "87,9", "fL", "83,0 - 97,2")
			b.n("B-Trombociti", "268", "x10^9/L", "158 - 424")
			b.n("B-VES", "24", "mm/h", "< 20")
			b.panel("BIOCHIMICA", "BIOCHIMICA")
			b.n("fS-Glucosio", "6,8", "mmol/L", "4,4 - 6,4")
			b.n("S-Urea", "5,9", "mmol/L", "2,8 - 8,3")
			b.n("S-Creatinina", "71", "µmol/L", "49 - 90")
			b.n("S-Acido urico", "392", "µmol/L", "134 - 337")
			b.n("S-Colesterolo", "6,2", "mmol/L", "< 5,0")
			b.n("S-Trigliceridi", "1,9", "mmol/L", "< 1,7")
			b.n("S-Colesterolo HDL", "1,3", "mmol/L", "> 1,2")
			b.n("S-Colesterolo LDL", "4,0", "mmol/L", "< 3,0")
			b.n("S-AST", "24", "U/L", "8 - 30")
			b.n("S-ALT", "31", "U/L", "10 - 36")
			b.n("S-GGT", "41", "U/L", "9 - 35")
			b.n("S-Ferro", "11", "µmol/L", "8 - 30")
			b.n("S-Sodio", "140", "mmol/L", "137 - 146")
			b.n("S-Potassio", "4,3", "mmol/L", "3,9 - 5,1")
			b.n("S-PCR", "2,1", "mg/L", "< 5,0")
			b.panel("ORMONI", "ORMONI")
			b.n("S-TSH", "3,12", "mU/L", "0,35 - 4,94")
			b.n("S-fT4", "13,8", "pmol/L", "9,0 - 19,0")
			b.panel("URINE", "URINE")
			b.n("dU-Proteine", "0,21", "g/dU", "< 0,15")
			return b.report(Meta{First: "Marisa", Last: "Benussi", DOB: "1962-03-08", Gender: "female",
				Lab: "Laboratorio medico-biochimico Arupinum", Collected: "2026-07-16", Reported: "2026-07-16", Specimen: "26-071604"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			mu := s37MUCell(true, map[string]float64{"B-VES": 0.1, "S-PCR": 0.08, "S-TSH": 0.07, "dU-Proteine": 0.09}, 0.035)
			cols := []col{{"Esame", "c1", nameCell}, {"Risultato", "c2", valCell}, {"", "c3", flagCell}, {"Incertezza di misura", "c4", mu},
				{"Unità", "c5", unitCell}, {"Intervallo di riferimento", "c6", rangeCell}}
			logo := `<svg width="14mm" height="14mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#184e8c" stroke-width="3"/>` +
				`<path d="M12 28 L20 9 L28 28 Z" fill="#184e8c"/><path d="M8 30 Q20 24 32 30" stroke="#2a9fd6" stroke-width="3" fill="none"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Laboratorio medico-biochimico Arupinum</div><div class="lc">Medicinsko-biokemijski laboratorij Arupinum</div>` +
				`<div class="la">Via Carera / Ulica Carera 21, 52210 Rovigno / Rovinj · Croazia / Hrvatska · tel. +385 52 811 404 · OIB 58193047216</div></td>` +
				`<td class="acc">Referto di laboratorio<br><span>Nalaz laboratorija</span></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paziente</td><td class="v"><b>BENUSSI MARISA</b></td><td class="k">Richiesta n.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Data di nascita</td><td class="v">` + date(m.DOB, "dmy.") + `. · F</td><td class="k">OIB</td><td class="v">3*******517</td></tr>` +
				`<tr><td class="k">Medico richiedente</td><td class="v">dr. Sergio Rocco, medicina di famiglia</td><td class="k">Prelievo</td><td class="v">` + date(m.Collected, "dmy.") + `. 07:35</td></tr>` +
				`<tr><td class="k">Campioni</td><td class="v">B = sangue intero, S = siero, fS = siero a digiuno, dU = urina delle 24 ore</td><td class="k">Referto</td><td class="v">` + date(m.Reported, "dmy.") + `. 13:20</td></tr></table>` +
				s36Table(r, "hr", cols, nil) +
				`<div class="ft">H / L: risultato superiore / inferiore all'intervallo di riferimento. L'incertezza di misura è l'incertezza estesa (k = 2, livello di fiducia di circa il 95 %) ` +
				`stimata dai dati del controllo interno di qualità e delle valutazioni esterne. Laboratorio accreditato secondo HRN EN ISO 15189. dU: campione di urina raccolto nelle 24 ore (diuresi 1,6 L).</div>` +
				`<table class="sg"><tr><td>Analisi eseguite da: Ivana Šturman, mag. med. lab. diagn.</td>` +
				`<td class="rt"><span class="sig">L. Sponza</span><br>dr. sc. Lorena Sponza, spec. med. biochimica<br>Responsabile del laboratorio</td></tr></table>` +
				`<div class="pgn">Pagina 1 di 1 · Stranica 1 od 1 · Laboratorio medico-biochimico Arupinum</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.5pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #184e8c;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:17mm}` +
				`.ln{font-size:13pt;font-weight:bold;color:#184e8c}.lc{font-size:9pt;color:#2a6fb0;font-style:italic}.la{font-size:6.5pt;color:#444}` +
				`.acc{width:38mm;text-align:right;font-weight:bold;font-size:9.5pt;color:#184e8c}.acc span{font-weight:normal;font-style:italic;font-size:8pt}` +
				`.pt{width:100%;font-size:8pt;margin-bottom:2.5mm;border:0.6px solid #9ab}.pt td{padding:0.5mm 1.3mm}.pt .k{width:17%;color:#444}.pt .v{width:33%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:7.8pt;padding:0.8mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222;background:#e9f0f8}` +
				`.sec td{font-weight:bold;font-size:8.5pt;padding:2mm 1.2mm 0.5mm;color:#184e8c}.r td{padding:0.45mm 1.2mm;border-bottom:0.3px solid #e2e2e2}` +
				`.c1{width:30%}.c2{width:12%;text-align:right;padding-right:3mm!important;white-space:nowrap}.c3{width:4%;color:#a11}.c4{width:15%;color:#555;white-space:nowrap}` +
				`.c5{width:13%;white-space:nowrap}.c6{width:26%;white-space:nowrap}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Bosnia and Herzegovina: the laboratory of a private polyclinic in Bihać
// that writes its reports in German for patients who live in Germany and
// Austria and take them to their doctors there, one A4 page (DejaVu Sans).
// Untersuchung / Ergebnis / Kennz. / Einheit / Referenzbereich: the flag is
// a sign in a narrow column, + above the range and - below it (class 179);
// every name opens with its sample glued to it by a hyphen (class 180:
// B-Leukozyten, S-Kreatinin); SI units (g/l haemoglobin, l/l, µmol/l);
// decimal commas; dd.mm.yyyy. Also scanned bound into the patient's folder,
// its left edge lifted off the glass (class 184).
func baLab() *Layout {
	return &Layout{Name: "ba_lab", Country: "BA", Language: "de", Classes: []int{6, 179, 180, 184}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.8,
		Extra: []string{"gutter"}, Session: 37,
		Build: func() *Report {
			b := &builder{comma: true, high: "+", low: "-"}
			b.panel("HÄMATOLOGIE", "HÄMATOLOGIE")
			b.n("B-Leukozyten", "11,2", "x10^9/l", "3,4 - 9,7")
			b.n("B-Erythrozyten", "4,61", "x10^12/l", "4,34 - 5,72")
			b.n("B-Hämoglobin", "141", "g/l", "138 - 175")
			b.n("B-Hämatokrit", "0,428", "l/l", "0,415 - 0,530")
			b.n("B-MCV", "92,8", "fl", "83,0 - 97,2")
			b.n("B-Thrombozyten", "148", "x10^9/l", "158 - 424")
			b.n("B-Neutrophile", "78,4", "%", "44,0 - 72,0")
			b.n("B-Lymphozyten", "14,9", "%", "20,0 - 46,0")
			b.n("B-HbA1c", "7,2", "%", "4,0 - 6,0")
			b.panel("KLINISCHE CHEMIE", "KLINISCHE CHEMIE")
			b.n("S-Glukose", "7,9", "mmol/l", "4,4 - 6,4")
			b.n("S-Harnstoff", "6,8", "mmol/l", "2,8 - 8,3")
			b.n("S-Kreatinin", "104", "µmol/l", "64 - 104")
			b.n("S-Harnsäure", "455", "µmol/l", "182 - 403")
			b.n("S-Cholesterin", "5,4", "mmol/l", "< 5,0")
			b.n("S-Triglyzeride", "2,6", "mmol/l", "< 1,7")
			b.n("S-HDL-Cholesterin", "0,9", "mmol/l", "> 1,0")
			b.n("S-LDL-Cholesterin", "3,3", "mmol/l", "< 3,0")
			b.n("S-AST", "38", "U/l", "11 - 38")
			b.n("S-ALT", "62", "U/l", "12 - 48")
			b.n("S-GGT", "88", "U/l", "11 - 55")
			b.n("S-Bilirubin gesamt", "14", "µmol/l", "3 - 20")
			b.n("S-Natrium", "139", "mmol/l", "137 - 146")
			b.n("S-Kalium", "4,8", "mmol/l", "3,9 - 5,1")
			b.n("S-CRP", "12,4", "mg/l", "< 5,0")
			b.n("S-PSA gesamt", "1,8", "µg/l", "< 4,0")
			return b.report(Meta{First: "Senad", Last: "Mujić", DOB: "1971-11-02", Gender: "male",
				Lab: "Poliklinika Una-Lab", Collected: "2026-07-17", Reported: "2026-07-17", Specimen: "0717-2291"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Untersuchung", "c1", nameCell}, {"Ergebnis", "c2", valCell}, {"Kennz.", "c3", flagCell}, {"Einheit", "c4", unitCell},
				{"Referenzbereich", "c5", rangeCell}}
			logo := `<svg width="14mm" height="14mm" viewBox="0 0 40 40"><rect x="3" y="3" width="34" height="34" fill="#0d5c46"/>` +
				`<path d="M6 26 Q13 18 20 26 T34 26" stroke="#9fe0c9" stroke-width="3" fill="none"/><rect x="17" y="8" width="6" height="14" fill="#fff"/><rect x="13" y="12" width="14" height="6" fill="#fff"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">POLIKLINIKA UNA-LAB</div><div class="li">Medizinisch-biochemisches Labor · Medicinsko-biohemijski laboratorij</div>` +
				`<div class="la">Bosanska 114, 77000 Bihać · Bosnien und Herzegowina · Tel. +387 37 228 514 · info@una-lab.ba · Befunde auf Deutsch für Patienten aus dem Ausland</div></td>` +
				`<td class="acc">LABORBEFUND</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>Mujić, Senad</b></td><td class="k">Auftragsnr.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Geb.-Datum</td><td class="v">` + date(m.DOB, "dmy.") + ` · männlich</td><td class="k">Abnahme</td><td class="v">` + date(m.Collected, "dmy.") + ` 08:05</td></tr>` +
				`<tr><td class="k">Wohnort</td><td class="v">73033 Göppingen, Deutschland</td><td class="k">Befunddatum</td><td class="v">` + date(m.Reported, "dmy.") + ` 14:40</td></tr>` +
				`<tr><td class="k">Befund an</td><td class="v">Hausarztpraxis Dr. med. K. Weber, Göppingen</td><td class="k">Befundstatus</td><td class="v">Endbefund</td></tr></table>` +
				s36Table(r, "ba", cols, nil) +
				`<div class="ft">Kennzeichen: ` + esc(s37Signs) + `. Material: B = Vollblut (EDTA), S = Serum. ` +
				`Referenzbereiche für Erwachsene, geschlechtsspezifisch wo nötig. Die Übersetzung der Untersuchungsnamen ins Deutsche erfolgt durch das Labor.</div>` +
				`<table class="sg"><tr><td>Technische Validierung: Amra Kadić, dipl. ing. med. lab. dijagn.</td>` +
				`<td class="rt"><span class="sig">N. Begić</span><br>Mr. ph. Nermina Begić, spec. med. biohemije<br>Laborleiterin</td></tr></table>` +
				`<div class="pgn">Seite 1 von 1 · Poliklinika Una-Lab Bihać · Nachdruck nur vollständig</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:8.2pt;color:#151515}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 16mm}` +
				`.top{width:100%;border-bottom:2px solid #0d5c46;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:17mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0d5c46}.li{font-size:8pt;color:#0d5c46}.la{font-size:6.3pt;color:#444}` +
				`.acc{width:34mm;text-align:right;font-weight:bold;font-size:11pt;color:#0d5c46;letter-spacing:0.5pt}` +
				`.pt{width:100%;font-size:7.9pt;margin-bottom:2.5mm;border-top:1px solid #222;border-bottom:1px solid #222}.pt td{padding:0.5mm 1.2mm}.pt .k{width:15%;color:#444}.pt .v{width:35%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:7.8pt;padding:0.9mm 1.2mm;border-bottom:1px solid #222;background:#e4f1ec}` +
				`.sec td{font-weight:bold;font-size:8.3pt;padding:2.2mm 1.2mm 0.6mm}.r td{padding:0.5mm 1.2mm;border-bottom:0.3px dotted #bbb}` +
				`.c1{width:36%}.c2{width:14%;text-align:right;padding-right:3mm!important;white-space:nowrap}.c3{width:7%;text-align:center;font-size:9.5pt}.c4{width:14%}.c5{width:29%;white-space:nowrap}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Tanzania: the laboratory of a private hospital in Dar es Salaam, printed
// from its LIS on a laser printer, one A4 page (Liberation Sans, the
// results in Liberation Mono). TEST / RESULT / UNITS / REFERENCE RANGE: the
// flag letter glued to the value with no space, "9.8L", "12.6H" (class
// 183), no flag column; the analyser's abbreviations (WBC, HGB, NEUT#);
// SI units (x10^9/L, mmol/L, µmol/L) with haemoglobin in g/dL; rapid tests
// Negative / Non-reactive; dates dd/mm/yyyy. Also scanned from a print of
// a laser printer whose drum leaves a ghost of the page further down
// (class 185).
func tzHosp() *Layout {
	return &Layout{Name: "tz_hosp", Country: "TZ", Language: "en", Classes: []int{13, 183, 185}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.1,
		Extra: []string{"tonerghost"}, Session: 37,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("FULL BLOOD PICTURE", "FULL BLOOD PICTURE")
			b.n("WBC", "12.6", "x10^9/L", "4.0 - 10.0")
			b.n("RBC", "4.02", "x10^12/L", "3.80 - 4.80")
			b.n("HGB", "9.8", "g/dL", "12.0 - 15.0")
			b.n("HCT", "31.2", "%", "36.0 - 46.0")
			b.n("MCV", "77.6", "fL", "83.0 - 101.0")
			b.n("MCH", "24.4", "pg", "27.0 - 32.0")
			b.n("MCHC", "31.4", "g/dL", "31.5 - 34.5")
			b.n("PLT", "412", "x10^9/L", "150 - 410")
			b.n("NEUT#", "9.1", "x10^9/L", "2.0 - 7.0")
			b.n("LYMPH#", "2.6", "x10^9/L", "1.0 - 3.0")
			b.panel("CLINICAL CHEMISTRY", "CLINICAL CHEMISTRY")
			b.n("Glucose (Random)", "5.8", "mmol/L", "3.9 - 7.8")
			b.n("Urea", "3.2", "mmol/L", "2.5 - 7.8")
			b.n("Creatinine", "58", "µmol/L", "45 - 84")
			b.n("Sodium", "136", "mmol/L", "135 - 145")
			b.n("Potassium", "3.3", "mmol/L", "3.5 - 5.1")
			b.n("ALT", "18", "U/L", "0 - 33")
			b.n("AST", "24", "U/L", "0 - 32")
			b.n("Total Bilirubin", "11", "µmol/L", "0 - 21")
			b.n("Albumin", "32", "g/L", "35 - 52")
			b.n("CRP", "46", "mg/L", "0 - 5")
			b.panel("SEROLOGY & PARASITOLOGY", "SEROLOGY & PARASITOLOGY")
			b.q("Malaria RDT (Pf/Pan)", "Negative", "Negative", true)
			b.q("HIV 1/2 Rapid Test", "Non-reactive", "Non-reactive", true)
			b.q("HBsAg", "Negative", "Negative", true)
			return b.report(Meta{First: "Neema", Last: "Mushi", DOB: "1997-01-23", Gender: "female",
				Lab: "Msasani Peninsula Hospital", Collected: "2026-07-18", Reported: "2026-07-18", Specimen: "L2607-18342"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"TEST", "c1", nameCell}, {"RESULT", "c2", s37Glued}, {"UNITS", "c4", unitCell}, {"REFERENCE RANGE", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1d5fa8"/>` +
				`<path d="M20 7 V33 M7 20 H33" stroke="#fff" stroke-width="6"/><circle cx="20" cy="20" r="5" fill="#f0b323"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">MSASANI PENINSULA HOSPITAL</div><div class="li">Laboratory Department</div>` +
				`<div class="la">Plot 412, Haile Selassie Road, Msasani, P.O. Box 31877, Dar es Salaam, Tanzania · Tel. +255 22 260 1427 · lab@msasanihospital.co.tz</div></td>` +
				`<td class="acc">LABORATORY<br>RESULTS</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Name</td><td class="v"><b>NEEMA MUSHI</b></td><td class="k">Lab No</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Sex / DOB</td><td class="v">F / ` + date(m.DOB, "") + ` (29 Y)</td><td class="k">MRN</td><td class="v">MPH-0093318</td></tr>` +
				`<tr><td class="k">Ward / Clinic</td><td class="v">OPD – Internal Medicine</td><td class="k">Collected</td><td class="v">` + date(m.Collected, "") + ` 09:12</td></tr>` +
				`<tr><td class="k">Requested by</td><td class="v">Dr. Halima Said</td><td class="k">Reported</td><td class="v">` + date(m.Reported, "") + ` 11:47</td></tr></table>` +
				s36Table(r, "tz", cols, nil) +
				`<div class="ft">A letter after a result marks it outside the reference range: H high, L low. Full blood picture by Sysmex XN-550; chemistry by Cobas c 311.</div>` +
				`<table class="sg"><tr><td>Performed by: Baraka Mollel, Laboratory Scientist</td>` +
				`<td class="rt"><span class="sig">E. Kimaro</span><br>Dr. Esther Kimaro, MD, MMed (Haematology)<br>Head, Laboratory Department</td></tr></table>` +
				`<div class="pgn">Page 1 of 1 · Printed 18/07/2026 11:52 · Msasani Peninsula Hospital LIS</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#121212}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2.2px solid #1d5fa8;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:14.5pt;font-weight:bold;color:#1d5fa8}.li{font-size:9pt;color:#1d5fa8}.la{font-size:6.5pt;color:#444}` +
				`.acc{width:32mm;text-align:right;font-weight:bold;font-size:10pt;color:#1d5fa8}` +
				`.pt{width:100%;font-size:8.1pt;margin-bottom:2.5mm;border:0.8px solid #333}.pt td{padding:0.6mm 1.4mm}.pt .k{width:16%;font-weight:bold}.pt .v{width:34%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:8pt;padding:1mm 1.3mm;border-top:1.2px solid #222;border-bottom:1.2px solid #222}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:2.2mm 1.3mm 0.6mm;background:#eef3fa}.r td{padding:0.55mm 1.3mm}` +
				`.c1{width:38%}.c2{width:18%;font-family:"Liberation Mono","DejaVu Sans Mono";font-weight:bold;white-space:nowrap}.c4{width:16%;white-space:nowrap}.c5{width:28%;white-space:nowrap}` +
				`.ft{margin-top:3mm;font-size:7.1pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Chad: a private medical biology laboratory in N'Djamena, one A4 page
// (Liberation Sans). Analyses / Résultats / (flag) / Unités / Valeurs de
// référence: a test whose range depends on sex prints the men's range and
// the women's on one line, each after its sign, "♂ 13,0 - 17,0 ♀ 12,0 -
// 16,0" (class 182), the patient a man; H / B; G/L, T/L, g/L, mg/L;
// decimal commas; dd/mm/yyyy. Also sent on as a 100 dpi fax (class 8).
func tdLab() *Layout {
	return &Layout{Name: "td_lab", Country: "TD", Language: "fr", Classes: []int{6, 8, 182}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.2,
		LowRes: true, Session: 37,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B", sex: "male"}
			s := func(name, value, unit, male, female string) *Row { return s37Sex(b, name, value, unit, male, female) }
			b.panel("HÉMOGRAMME", "HÉMOGRAMME")
			b.n("Globules blancs", "6,2", "G/L", "4,0 - 10,0")
			s("Globules rouges", "4,38", "T/L", "4,50 - 5,90", "4,00 - 5,20")
			s("Hémoglobine", "12,4", "g/dL", "13,0 - 17,0", "12,0 - 16,0")
			s("Hématocrite", "38,1", "%", "40 - 52", "36 - 48")
			b.n("VGM", "87,0", "fL", "80 - 100")
			b.n("Plaquettes", "186", "G/L", "150 - 400")
			b.n("Polynucléaires neutrophiles", "3,1", "G/L", "1,8 - 7,5")
			b.n("Lymphocytes", "2,4", "G/L", "1,0 - 4,0")
			s("Vitesse de sédimentation (1re heure)", "28", "mm", "< 15", "< 20")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,02", "g/L", "0,70 - 1,10")
			b.n("Urée", "0,31", "g/L", "0,15 - 0,45")
			s("Créatinine", "13,8", "mg/L", "7,0 - 13,0", "5,0 - 11,0")
			s("Acide urique", "74", "mg/L", "35 - 72", "26 - 60")
			b.n("Cholestérol total", "1,94", "g/L", "< 2,00")
			s("Transaminases ASAT", "29", "UI/L", "< 40", "< 32")
			s("Transaminases ALAT", "47", "UI/L", "< 41", "< 33")
			s("Gamma GT", "66", "UI/L", "10 - 71", "6 - 42")
			s("Fer sérique", "92", "µg/dL", "65 - 175", "50 - 170")
			s("Ferritine", "210", "ng/mL", "30 - 400", "13 - 150")
			b.panel("SÉROLOGIE - PARASITOLOGIE", "SÉROLOGIE - PARASITOLOGIE")
			b.q("Goutte épaisse", "Négative", "Négative", true)
			b.q("Antigène HBs", "Positif", "Négatif", false)
			b.q("Sérologie VIH 1 et 2", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Issa", Last: "Mahamat Abakar", DOB: "1984-05-30", Gender: "male",
				Lab: "Laboratoire de Biologie Médicale du Chari", Collected: "2026-07-15", Reported: "2026-07-16", Specimen: "C26-07-1193"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analyses", "c1", nameCell}, {"Résultats", "c2", valCell}, {"", "c3", flagCell}, {"Unités", "c4", unitCell},
				{"Valeurs de référence", "c5", s37SexCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><path d="M4 30 Q20 6 36 30 Z" fill="#c2571a"/>` +
				`<path d="M4 33 Q20 26 36 33" stroke="#1a5fa0" stroke-width="3" fill="none"/><circle cx="20" cy="18" r="4" fill="#fff"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATOIRE DE BIOLOGIE MÉDICALE DU CHARI</div>` +
				`<div class="la">Avenue Charles de Gaulle, quartier Klémat, BP 5318 N'Djamena · République du Tchad · Tél. (+235) 22 52 18 44 · labochari@intnet.td</div></td>` +
				`<td class="acc">COMPTE RENDU<br>D'ANALYSES</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient :</td><td class="v"><b>M. MAHAMAT ABAKAR Issa</b></td><td class="k">N° de dossier :</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Né le :</td><td class="v">` + date(m.DOB, "") + ` (42 ans) · Sexe : M</td><td class="k">Prélevé le :</td><td class="v">` + date(m.Collected, "") + ` à 07:50</td></tr>` +
				`<tr><td class="k">Prescripteur :</td><td class="v">Dr Djimet Hassane Kaldé</td><td class="k">Édité le :</td><td class="v">` + date(m.Reported, "") + ` à 10:15</td></tr></table>` +
				s36Table(r, "td", cols, nil) +
				`<div class="ft">H : supérieur aux valeurs de référence ; B : inférieur aux valeurs de référence. ♂ : homme, ♀ : femme. ` +
				`Antigène HBs positif : contrôle conseillé (charge virale VHB, transaminases dans 3 mois).</div>` +
				`<table class="sg"><tr><td>Technicien : Mbaïdoum Ngarlem</td>` +
				`<td class="rt">N'Djamena, le ` + date(m.Reported, "") + `<br><span class="sig">H. Abdelkerim</span><br>Dr Hawa Abdelkerim, biologiste</td></tr></table>` +
				`<div class="pgn">Page 1/1 · Laboratoire de Biologie Médicale du Chari · Agrément n° 0412/MSP/SG/DGS</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #c2571a;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:12.5pt;font-weight:bold;color:#8e3c10}.la{font-size:6.5pt;color:#444;margin-top:0.8mm}` +
				`.acc{width:32mm;text-align:right;font-weight:bold;font-size:9.5pt;color:#8e3c10}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:2.5mm;background:#fbf3ec;border:0.6px solid #d7b89c}.pt td{padding:0.6mm 1.4mm}.pt .k{width:16%;color:#444}.pt .v{width:34%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:8pt;padding:0.9mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:2.2mm 1.2mm 0.6mm;color:#8e3c10}.r td{padding:0.5mm 1.2mm;border-bottom:0.3px solid #e6e6e6}` +
				`.c1{width:34%}.c2{width:12%;text-align:right;padding-right:3mm!important;white-space:nowrap}.c3{width:4%}.c4{width:11%;white-space:nowrap}.c5{width:39%;white-space:nowrap}` +
				`.mx{color:#1a5fa0;font-size:10pt}.fx{color:#b0306a;font-size:10pt;margin-left:2mm}` +
				`.ft{margin-top:3mm;font-size:7.1pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}
