package main

import (
	"fmt"
	"math"
	"strings"
)

// Session 32 family: five layouts written blind in session 32. cz_lab,
// ga_lab, tg_lab and sv_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s32_held.go, which a tuner must not
// open.

// s32Low says whether an abnormal row lies below its range (else above).
func s32Low(r *Row, comma bool) bool {
	v, _ := (&builder{comma: comma}).num(r.Value)
	return !math.IsNaN(r.Lo) && v < r.Lo
}

// s32Pos prints the value in one of three position columns (class 132):
// pos 0 below the range, 1 within it, 2 above it; the cell of any other
// column stays empty.
func s32Pos(pos int, comma bool) func(*Row) string {
	return func(r *Row) string {
		p := 1
		if abnormal(r) {
			p = 2
			if s32Low(r, comma) {
				p = 0
			}
		}
		if p != pos {
			return ""
		}
		return valCell(r)
	}
}

// s32Summary prints the box of the results outside their ranges that a
// report puts above its table (class 130): name, value and unit again, with
// the row's flag after them when the report prints one. The box repeats
// rows of the table; it holds none of its own.
func s32Summary(rep *Report, title, sep string) string {
	var items []string
	for _, s := range rep.Sections {
		for _, r := range s.Rows {
			if !abnormal(r) {
				continue
			}
			it := `<span class="si">` + esc(r.Name) + ` <b>` + esc(r.Value) + `</b> ` + esc(r.Unit)
			if r.Flag != "" {
				it += ` ` + esc(r.Flag)
			}
			items = append(items, it+`</span>`)
		}
	}
	return `<div class="sum"><div class="sumt">` + esc(title) + `</div>` + strings.Join(items, sep) + `</div>`
}

// s32Outline numbers a report's rows as an outline (class 133): the
// section title carries its number ("2. BIOCHIMIE", printed by the layout),
// each row "2.1", "2.2"... in front of its name in the name cell.
func s32Outline(rep *Report) map[*Row]string {
	m := map[*Row]string{}
	for i, s := range rep.Sections {
		for j, r := range s.Rows {
			m[r] = fmt.Sprintf("%d.%d", i+1, j+1)
		}
	}
	return m
}

// s32NumName prints the outline number before the name in the name cell.
func s32NumName(nums map[*Row]string) func(*Row) string {
	return func(r *Row) string { return `<span class="no">` + nums[r] + `</span> ` + nameCell(r) }
}

// s32Band adds a row whose range depends on the patient's age and is
// printed not in the row but in a table of age bands under the panel
// (class 131): the range cell of the row refers to the table; the truth
// range is the band of the patient's age, as printed in the table.
func s32Band(b *builder, bands map[string][]string, band int, name, value, unit string) *Row {
	bs, ok := bands[name]
	if !ok {
		panic("s32: no age bands for " + name)
	}
	return b.n(name, value, unit, bs[band])
}

// s32Vert prints a column heading turned a quarter turn, read bottom to
// top, as narrow date columns of a cumulative report are (class 135).
func s32Vert(text string) string { return `<div class="vt">` + text + `</div>` }

// s32Hist prints an older result of a cumulative report ("--" when none),
// its flag after it.
func s32Hist(hist map[string][]string, i int) func(*Row) string {
	return func(r *Row) string {
		h := hist[r.Name]
		if i >= len(h) || h[i] == "" {
			return `<span class="dash">--</span>`
		}
		return esc(h[i])
	}
}

// Czechia: the central laboratory of a spa in Karlovy Vary (Karlsbad) that
// writes its reports in German for its German-speaking guests, one A4 page
// (Liberation Sans). The value is printed in one of three position columns
// (class 132): erniedrigt / im Referenzbereich / erhöht, and no flag; a box
// above the table repeats the results outside their ranges (class 130);
// Czech SI units (Hb in g/l, 10^9/l, enzymes in µkat/l); decimal commas;
// rodné číslo; dd.mm.yyyy. Also photographed held in the hand (class 137).
func czLab() *Layout {
	return &Layout{Name: "cz_lab", Country: "CZ", Language: "de", Classes: []int{6, 130, 132, 137}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.8,
		Extra: []string{"hand"}, Session: 32,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("Hämatologie", "Hämatologie")
			b.n("Leukozyten", "6,8", "10^9/l", "4,0 - 10,0")
			b.n("Erythrozyten", "4,02", "10^12/l", "3,80 - 5,20")
			b.n("Hämoglobin", "116", "g/l", "120 - 160")
			b.n("Hämatokrit", "0,356", "l/l", "0,350 - 0,470")
			b.n("MCV", "84,2", "fl", "82,0 - 98,0")
			b.n("Thrombozyten", "284", "10^9/l", "150 - 400")
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Natrium", "141", "mmol/l", "136 - 146")
			b.n("Kalium", "4,3", "mmol/l", "3,8 - 5,0")
			b.n("Harnstoff", "6,9", "mmol/l", "2,8 - 8,0")
			b.n("Kreatinin", "96", "µmol/l", "44 - 80")
			b.n("Harnsäure", "412", "µmol/l", "143 - 339")
			b.n("Glukose", "6,4", "mmol/l", "3,9 - 5,6")
			b.n("Bilirubin gesamt", "11,2", "µmol/l", "2,0 - 17,0")
			b.n("ALT", "0,42", "µkat/l", "0,10 - 0,55")
			b.n("AST", "0,51", "µkat/l", "0,10 - 0,60")
			b.n("GGT", "0,88", "µkat/l", "0,14 - 0,68")
			b.n("Alkalische Phosphatase", "1,12", "µkat/l", "0,58 - 1,74")
			b.panel("Lipide", "Lipide")
			b.n("Cholesterin gesamt", "6,12", "mmol/l", "2,90 - 5,00")
			b.n("HDL-Cholesterin", "1,48", "mmol/l", "1,20 - 2,70")
			b.n("LDL-Cholesterin", "4,05", "mmol/l", "1,20 - 3,00")
			b.n("Triglyzeride", "1,35", "mmol/l", "0,45 - 1,70")
			b.panel("Eisenstoffwechsel, Vitamine, Entzündung", "Eisenstoffwechsel, Vitamine, Entzündung")
			b.n("Ferritin", "9", "µg/l", "15 - 150")
			b.n("25-OH-Vitamin D", "38", "nmol/l", "75 - 250")
			b.n("CRP", "2,1", "mg/l", "0,0 - 5,0")
			return b.report(Meta{First: "Brigitte", Last: "Hollmann", DOB: "1958-11-04", Gender: "female",
				Lab: "Zentrallabor Kurbad Karlsbad", Collected: "2026-07-13", Reported: "2026-07-13", Specimen: "2607130418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Untersuchung", "c1", nameCell}, {"erniedrigt", "cp", s32Pos(0, true)}, {"im Referenzbereich", "cp cm", s32Pos(1, true)},
				{"erhöht", "cp", s32Pos(2, true)}, {"Einheit", "c4", unitCell}, {"Referenzbereich", "c5", rangeCell}}
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#1d5c8c" stroke-width="3"/>` +
				`<path d="M20 8 C14 16 14 22 20 30 C26 22 26 16 20 8 Z" fill="#1d5c8c"/><path d="M10 31 Q20 26 30 31" stroke="#1d5c8c" stroke-width="2" fill="none"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Zentrallabor Kurbad Karlsbad</div><div class="li">Centrální laboratoř Lázně Karlovy Vary s.r.o.</div>` +
				`<div class="la">Lázeňská 14 · 360 01 Karlovy Vary · Tschechische Republik · Tel. +420 353 418 270 · IČO 41827063</div></td>` +
				`<td class="acc">Akkreditiert nach<br>ČSN EN ISO 15189<br>Nr. 8041</td></tr></table>` +
				`<div class="tt">LABORBEFUND</div>` +
				`<table class="pt"><tr><td class="k">Name</td><td class="v"><b>Hollmann, Brigitte</b></td><td class="k">Auftragsnummer</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Geburtsdatum</td><td class="v">` + date(m.DOB, "dmy.") + ` · weiblich</td><td class="k">Probenahme</td><td class="v">` + date(m.Collected, "dmy.") + ` 07:20</td></tr>` +
				`<tr><td class="k">Rodné číslo</td><td class="v">586104/418</td><td class="k">Befunddatum</td><td class="v">` + date(m.Reported, "dmy.") + ` 13:45</td></tr>` +
				`<tr><td class="k">Einsender</td><td class="v">MUDr. Pavel Novotný, Kurarzt, Haus Mozart</td><td class="k">Material</td><td class="v">Serum, EDTA-Blut</td></tr></table>` +
				s32Summary(r, "Befunde außerhalb des Referenzbereichs", " · ") +
				table(r, "cz", cols, false) +
				`<div class="ft">Die Lage des Ergebnisses zum Referenzbereich ergibt sich aus der Spalte, in der es steht. ` +
				`Enzymaktivitäten in µkat/l (1 µkat/l = 60 U/l), Bestimmung bei 37 °C.</div>` +
				`<table class="sg"><tr><td>Befund validiert: ` + date(m.Reported, "dmy.") + ` 13:41</td>` +
				`<td class="rt"><span class="sig">Dvořáková</span><br>MUDr. Jana Dvořáková<br>Fachärztin für Labormedizin</td></tr></table>` +
				`<div class="pgn">Seite 1 von 1 · Zentrallabor Kurbad Karlsbad · Centrální laboratoř Lázně Karlovy Vary</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#151515}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 16mm}` +
				`.top{width:100%;border-bottom:1.6px solid #1d5c8c;margin-bottom:1.5mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#1d5c8c}.li{font-size:8.6pt;color:#1d5c8c}.la{font-size:6.8pt;color:#444}` +
				`.acc{width:34mm;text-align:right;font-size:6.8pt;color:#555}.tt{text-align:center;font-weight:bold;font-size:11pt;letter-spacing:1pt;margin:1mm 0 1.5mm}` +
				`.pt{width:100%;font-size:8.3pt;margin-bottom:2mm;border-top:0.5px solid #999;border-bottom:0.5px solid #999}.pt td{padding:0.45mm 1.5mm}.pt .k{color:#555;width:15%}.pt .v{width:35%}` +
				`.sum{border:1px solid #b23a3a;background:#fbf0f0;padding:1.4mm 2.2mm;margin-bottom:2.5mm;font-size:8pt;line-height:1.45}.sumt{font-weight:bold;color:#b23a3a;margin-bottom:0.4mm}` +
				`.si{white-space:nowrap}.rs{width:100%}.hd th{font-size:7.8pt;padding:0.8mm 1.4mm;border-bottom:1px solid #333;border-top:1px solid #333}` +
				`.hd th.cp{text-align:center}.sec td{font-weight:bold;font-size:9pt;padding:2mm 1.4mm 0.4mm;color:#1d5c8c}` +
				`.r td{padding:0.4mm 1.4mm;border-bottom:0.3px solid #ddd}.c1{width:27%}.cp{width:11%;text-align:center!important}.cm{width:15%;background:#f1f5f8}` +
				`.c4{width:11%}.c5{width:25%}.ft{margin-top:2.5mm;font-size:7pt;color:#333}` +
				`.sg{width:100%;margin-top:4mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.pgn{position:absolute;left:16mm;right:14mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Gabon: a private medical analysis laboratory in Libreville (French), one
// A4 page (DejaVu Sans). The sections and their rows numbered as an outline
// (class 133: "2. BIOCHIMIE", "2.4 Transaminases ASAT"), the number in the
// name cell; the Widal–Félix serodiagnosis as titres written as fractions
// (class 136: "1/320" against "< 1/160"); counts per mm³ with thousands
// grouped by a space (class 37); Analyses / Résultats / (flag) / Unités /
// Valeurs de référence; H / B; decimal commas; dd/mm/yyyy. Also scanned in
// the scanner's black-and-white mode, greys dithered (class 138).
func gaLab() *Layout {
	return &Layout{Name: "ga_lab", Country: "GA", Language: "fr", Classes: []int{6, 37, 133, 136, 138}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.7,
		Extra: []string{"bw"}, Session: 32,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B"}
			b.panel("1. HÉMATOLOGIE", "HÉMATOLOGIE")
			s12n(b, "Globules blancs", "6 400", "/mm³", "4 000 - 10 000")
			b.n("Globules rouges", "4,12", "10⁶/mm³", "4,50 - 5,90")
			b.n("Hémoglobine", "12,1", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "36,8", "%", "40,0 - 52,0")
			b.n("VGM", "89,3", "fL", "80,0 - 100,0")
			b.n("TCMH", "29,4", "pg", "27,0 - 32,0")
			b.n("CCMH", "32,9", "g/dL", "32,0 - 36,0")
			s12n(b, "Plaquettes", "98 000", "/mm³", "150 000 - 400 000")
			b.n("Vitesse de sédimentation (1re heure)", "32", "mm", "< 15")
			b.panel("2. BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "0,92", "g/L", "0,70 - 1,10")
			b.n("Créatininémie", "11,8", "mg/L", "7,0 - 13,0")
			b.n("Urémie", "0,28", "g/L", "0,15 - 0,45")
			b.n("Transaminases ASAT", "58", "UI/L", "< 40")
			b.n("Transaminases ALAT", "72", "UI/L", "< 41")
			b.n("Bilirubine totale", "14", "mg/L", "< 12")
			b.n("Protéine C réactive (CRP)", "48", "mg/L", "< 6")
			b.panel("3. SÉRODIAGNOSTIC DE WIDAL ET FÉLIX", "SÉRODIAGNOSTIC DE WIDAL ET FÉLIX")
			s21Titre(b, "Salmonella Typhi O", "1/320", "< 1/160", true)
			s21Titre(b, "Salmonella Typhi H", "1/80", "< 1/160", false)
			s21Titre(b, "Salmonella Paratyphi A O", "1/40", "< 1/160", false)
			s21Titre(b, "Salmonella Paratyphi A H", "1/40", "< 1/160", false)
			s21Titre(b, "Salmonella Paratyphi B O", "1/80", "< 1/160", false)
			s21Titre(b, "Salmonella Paratyphi B H", "1/40", "< 1/160", false)
			b.panel("4. PARASITOLOGIE", "PARASITOLOGIE")
			b.q("Goutte épaisse (Plasmodium)", "Négative", "Négative", true)
			return b.report(Meta{First: "Landry Ghislain", Last: "Mba Obiang", DOB: "1984-02-17", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales de l'Estuaire", Collected: "2026-07-15", Reported: "2026-07-15", Specimen: "LBV-26-07418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			nums := s32Outline(r)
			cols := []col{{"Analyses", "c1", s32NumName(nums)}, {"Résultats", "c2", valCell}, {"", "c3", flagCell},
				{"Unités", "c4", unitCell}, {"Valeurs de référence", "c5", rangeCell}}
			logo := `<svg width="17mm" height="17mm" viewBox="0 0 40 40"><rect x="1" y="1" width="38" height="38" rx="19" fill="#009e60"/>` +
				`<rect x="1" y="14" width="38" height="12" fill="#fcd116"/><rect x="1" y="26" width="38" height="13" rx="0" fill="#3a75c4"/>` +
				`<path d="M15 6 h10 v6 h6 v10 h-6 v6 h-10 v-6 h-6 v-10 h6 z" fill="#fff" transform="translate(0,3) scale(1)"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATOIRE D'ANALYSES MÉDICALES DE L'ESTUAIRE</div>` +
				`<div class="la">Boulevard Triomphal Omar Bongo · BP 4182 Libreville · Gabon · Tél. (+241) 011 41 82 70 · labo.estuaire@example.ga</div>` +
				`<div class="la">Biologiste responsable : Dr Patricia Nzé Ondo, Pharmacien biologiste</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Nom et prénoms</td><td class="v">: <b>M. MBA OBIANG Landry Ghislain</b></td><td class="k">N° de dossier</td><td class="v">: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Date de naissance</td><td class="v">: ` + date(m.DOB, "") + ` (42 ans)</td><td class="k">Prélevé le</td><td class="v">: ` + date(m.Collected, "") + ` à 08 h 05</td></tr>` +
				`<tr><td class="k">Sexe</td><td class="v">: Masculin</td><td class="k">Édité le</td><td class="v">: ` + date(m.Reported, "") + ` à 17 h 30</td></tr>` +
				`<tr><td class="k">Prescripteur</td><td class="v">: Dr Ella Mintsa (CHU d'Owendo)</td><td class="k">Renseignements</td><td class="v">: Fièvre depuis 5 jours</td></tr></table>` +
				`<div class="tt">RÉSULTATS D'ANALYSES</div>` +
				table(r, "ga", cols, false) +
				`<div class="ft">H : supérieur aux valeurs de référence · B : inférieur aux valeurs de référence. ` +
				`Sérodiagnostic de Widal et Félix : titre significatif à partir de 1/160 pour les agglutinines O et H ; ` +
				`un titre isolé doit être contrôlé sur un second prélèvement à 10 – 15 jours d'intervalle.</div>` +
				`<table class="sg"><tr><td>Validé le ` + date(m.Reported, "") + `</td><td class="rt">Le Biologiste<br><span class="sig">Nzé Ondo</span><br>Dr Patricia Nzé Ondo</td></tr></table>` +
				`<div class="pgn">Page 1/1 · Toute reproduction partielle de ce compte rendu est interdite</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:7.9pt;color:#121212}.pg{height:296mm;position:relative;padding:9mm 13mm 9mm 14mm}` +
				`.top{width:100%;border-bottom:2px solid #009e60;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:20mm}` +
				`.ln{font-size:12pt;font-weight:bold;color:#00704a}.la{font-size:6.6pt;color:#444}` +
				`.pt{width:100%;font-size:7.8pt;margin-bottom:1.5mm;background:#eef5f1}.pt td{padding:0.5mm 1.4mm}.pt .k{width:15%;color:#333}.pt .v{width:35%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:2mm 0 1mm;text-decoration:underline}` +
				`.rs{width:100%}.hd th{font-size:7.6pt;padding:0.7mm 1.3mm;border-top:1px solid #222;border-bottom:1px solid #222;background:#e4e4e4}` +
				`.sec td{font-weight:bold;font-size:8.4pt;padding:2mm 1.3mm 0.5mm}.r td{padding:0.42mm 1.3mm}` +
				`.no{display:inline-block;width:8mm;color:#333}.c1{width:41%}.c2{width:13%;text-align:right;padding-right:3mm!important}.c3{width:5%;text-align:center}.c4{width:12%}.c5{width:29%}` +
				`.ft{margin-top:3mm;font-size:6.9pt;color:#333}.sg{width:100%;margin-top:3mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:14pt;color:#1b2d6b}.pgn{position:absolute;left:14mm;right:13mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// tgBands are tg_lab's reference ranges by age band (class 131), printed in
// a table under the biochemistry: 1 – 3 ans, 4 – 6 ans, 7 – 12 ans, 13 – 17
// ans. The patient is 8, so the third band is the range.
var tgBands = map[string][]string{
	"Globules blancs":             {"6,0 – 17,5", "5,5 – 15,5", "4,5 – 13,5", "4,5 – 11,0"},
	"Hémoglobine":                 {"10,5 – 13,5", "11,0 – 14,0", "11,5 – 15,5", "12,0 – 16,0"},
	"Hématocrite":                 {"33 – 39", "34 – 40", "35 – 45", "36 – 47"},
	"VGM":                         {"70 – 86", "75 – 87", "77 – 95", "78 – 98"},
	"Polynucléaires neutrophiles": {"1,5 – 8,5", "1,5 – 8,0", "1,5 – 8,0", "1,8 – 8,0"},
	"Lymphocytes":                 {"3,0 – 9,5", "2,0 – 8,0", "1,5 – 6,5", "1,2 – 5,2"},
	"Créatinine":                  {"15 – 31", "23 – 37", "27 – 62", "44 – 88"},
	"Phosphatases alcalines":      {"145 – 320", "140 – 300", "150 – 420", "110 – 510"},
}

var tgBandHeads = []string{"1 – 3 ans", "4 – 6 ans", "7 – 12 ans", "13 – 17 ans"}

// tgProse are tg_lab's panels reported as a paragraph (class 134).
var tgProse = map[string]bool{"IONOGRAMME SANGUIN": true, "BILAN MARTIAL": true}

// Togo: a private medical analysis laboratory in Lomé (French), a child's
// report, one A4 page (Liberation Serif headings, Liberation Sans text).
// The blood count and the biochemistry are a table whose age-dependent
// rows print "voir tableau A" in the range column, the ranges by age band
// in a small table under the biochemistry (class 131); the electrolytes and
// the iron studies written as a paragraph, the results run together and
// separated by semicolons, each with its unit and its range in parentheses
// (class 134); no flags, abnormal values in bold (class 21); decimal
// commas; dd/mm/yyyy. Also photographed close up, the picture holding only
// the upper part of the page (class 139).
func tgLab() *Layout {
	return &Layout{Name: "tg_lab", Country: "TG", Language: "fr", Classes: []int{6, 21, 131, 134, 139}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.1,
		Extra: []string{"close"}, Close: "IONOGRAMME SANGUIN", Session: 32,
		Build: func() *Report {
			b := &builder{comma: true}
			const band = 2 // 7 – 12 ans
			b.panel("HÉMOGRAMME", "HÉMOGRAMME")
			s32Band(b, tgBands, band, "Globules blancs", "8,6", "G/L")
			b.n("Globules rouges", "4,38", "T/L", "4,00 – 5,20")
			s32Band(b, tgBands, band, "Hémoglobine", "10,9", "g/dL")
			s32Band(b, tgBands, band, "Hématocrite", "33,0", "%")
			s32Band(b, tgBands, band, "VGM", "75", "fL")
			b.n("TCMH", "24,9", "pg", "25,0 – 33,0")
			b.n("Plaquettes", "362", "G/L", "150 – 450")
			s32Band(b, tgBands, band, "Polynucléaires neutrophiles", "3,1", "G/L")
			s32Band(b, tgBands, band, "Lymphocytes", "4,6", "G/L")
			b.n("Polynucléaires éosinophiles", "0,9", "G/L", "< 0,5")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "0,84", "g/L", "0,60 – 1,00")
			s32Band(b, tgBands, band, "Créatinine", "38", "µmol/L")
			b.n("Urée", "3,1", "mmol/L", "2,5 – 6,0")
			s32Band(b, tgBands, band, "Phosphatases alcalines", "286", "UI/L")
			b.n("ASAT", "31", "UI/L", "< 40")
			b.n("ALAT", "18", "UI/L", "< 40")
			b.n("Protéine C réactive", "14", "mg/L", "< 6")
			b.panel("IONOGRAMME SANGUIN", "IONOGRAMME SANGUIN")
			b.n("Sodium", "137", "mmol/L", "(135 – 145)")
			b.n("Potassium", "3,3", "mmol/L", "(3,5 – 5,0)")
			b.n("Chlorures", "103", "mmol/L", "(98 – 107)")
			b.n("Calcium total", "2,31", "mmol/L", "(2,20 – 2,70)")
			b.panel("BILAN MARTIAL", "BILAN MARTIAL")
			b.n("Fer sérique", "5,8", "µmol/L", "(9,0 – 21,5)")
			b.n("Ferritine", "9", "µg/L", "(15 – 150)")
			b.n("Transferrine", "3,4", "g/L", "(2,0 – 3,6)")
			return b.report(Meta{First: "Kossi Elom", Last: "Agbeko", DOB: "2018-03-12", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales Le Golfe", Collected: "2026-07-13", Reported: "2026-07-14", Specimen: "26-07-0413"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			rng := func(x *Row) string {
				if _, ok := tgBands[x.Name]; ok {
					return `<i>voir tableau A</i>`
				}
				return esc(x.RangeText)
			}
			cols := []col{{"Analyses", "c1", nameCell}, {"Résultats", "c2", valCell}, {"Unités", "c4", unitCell}, {"Valeurs de référence", "c5", rng}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			var prose []*Section
			for _, s := range r.Sections {
				if tgProse[s.Panel] {
					prose = append(prose, s)
					continue
				}
				sectionRows(&t, s, cols)
			}
			t.WriteString(`</table>`)
			// the table of age bands
			t.WriteString(`<div class="bt">Tableau A – Valeurs de référence selon l'âge (enfants)</div><table class="bd"><tr><th>Analyse</th><th>Unité</th>`)
			for i, h := range tgBandHeads {
				cls := ""
				if i == 2 {
					cls = ` class="me"`
				}
				t.WriteString(`<th` + cls + `>` + h + `</th>`)
			}
			t.WriteString(`</tr>`)
			for _, s := range r.Sections {
				for _, x := range s.Rows {
					bs, ok := tgBands[x.Name]
					if !ok {
						continue
					}
					t.WriteString(`<tr><td>` + esc(x.Name) + `</td><td>` + esc(x.Unit) + `</td>`)
					for _, v := range bs {
						t.WriteString(`<td>` + esc(v) + `</td>`)
					}
					t.WriteString(`</tr>`)
				}
			}
			t.WriteString(`</table>`)
			for _, s := range prose {
				var items []string
				for _, x := range s.Rows {
					items = append(items, esc(x.Name)+` : `+valCell(x)+` `+esc(x.Unit)+` `+esc(x.RangeText))
				}
				fmt.Fprintf(&t, `<div class="ph">%s</div><p class="pr">%s.</p>`, esc(s.Title), strings.Join(items, ` ; `))
			}
			t.WriteString(`<p class="cm"><b>Commentaire :</b> hypokaliémie modérée et carence martiale (fer sérique et ferritine abaissés, ` +
				`anémie microcytaire) ; hyperéosinophilie à 0,9 G/L, rechercher une parasitose intestinale (examen parasitologique des selles).</p>`)
			body := `<div class="pg"><table class="top"><tr><td><div class="ln">Laboratoire d'Analyses Médicales Le Golfe</div>` +
				`<div class="la">Boulevard du 13 Janvier, Nyékonakpoè · BP 4182 Lomé · Togo · Tél. (+228) 22 41 82 70</div></td>` +
				`<td class="acc">Agréé par le Ministère de la Santé<br>et de l'Hygiène Publique</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>AGBEKO Kossi Elom</b> (enfant)</td><td class="k">N° d'ordre</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Né le</td><td class="v">` + date(m.DOB, "") + ` · 8 ans · Masculin</td><td class="k">Prélèvement</td><td class="v">` + date(m.Collected, "") + ` à 07 h 50</td></tr>` +
				`<tr><td class="k">Médecin</td><td class="v">Dr Akouvi Mensah, pédiatre</td><td class="k">Compte rendu du</td><td class="v">` + date(m.Reported, "") + `</td></tr></table>` +
				`<div class="tt">COMPTE RENDU D'ANALYSES</div>` + t.String() +
				`<div class="ft">Les résultats en gras sont en dehors des valeurs de référence. Valeurs de référence pédiatriques : voir tableau A (colonne de l'âge du patient).</div>` +
				`<table class="sg"><tr><td></td><td class="rt">Le Biologiste<br><span class="sig">Amegee</span><br>Dr Yawo Amegee, Biologiste médical</td></tr></table>` +
				`<div class="pgn">Page 1/1</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#161616}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:1.5px solid #7a4a12;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.2mm}` +
				`.ln{font-family:"Liberation Serif";font-size:16pt;font-weight:bold;color:#7a4a12}.la{font-size:7pt;color:#444}.acc{text-align:right;font-size:7pt;color:#555}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:1.5mm}.pt td{padding:0.4mm 1.4mm}.pt .k{width:15%;color:#555}.pt .v{width:35%}` +
				`.tt{text-align:center;font-family:"Liberation Serif";font-weight:bold;font-size:11.5pt;margin:2mm 0 1.5mm;border-top:0.6px solid #7a4a12;border-bottom:0.6px solid #7a4a12;padding:0.6mm}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.7mm 1.4mm;border-bottom:1px solid #333;font-style:italic}` +
				`.sec td{font-family:"Liberation Serif";font-weight:bold;font-size:9.6pt;padding:2mm 1.4mm 0.4mm;color:#7a4a12}.r td{padding:0.38mm 1.4mm;line-height:1.3}` +
				`.c1{width:40%}.c2{width:14%}.c4{width:14%}.c5{width:32%}` +
				`.bt{font-weight:bold;font-size:8pt;margin:3mm 0 0.8mm}.bd{width:100%;font-size:7.6pt}.bd th,.bd td{border:0.5px solid #999;padding:0.35mm 1.3mm}` +
				`.bd th{background:#f3ece3;font-weight:bold}.bd th.me{background:#e8d9c3}` +
				`.ph{font-family:"Liberation Serif";font-weight:bold;font-size:9.6pt;color:#7a4a12;margin:3.5mm 0 0.6mm}.pr{margin:0;line-height:1.5;text-align:justify}` +
				`.cm{margin:3.5mm 0 0;font-size:8pt}.ft{margin-top:2mm;font-size:7pt;color:#333}` +
				`.sg{width:100%;margin-top:4mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// svHist are sv_lab's older results, newest first, flags after them;
// svOnlyOld are tests printed with older results only, whose newest column
// is "--": no result on this report, so no truth row.
var svHist = map[string][]string{
	"Hemoglobina":             {"12.8", "13.0", "12.6"},
	"Hematocrito":             {"38.9", "39.4", "38.1"},
	"Glóbulos blancos":        {"7.9", "8.4", "6.9"},
	"Plaquetas":               {"268", "301", "255"},
	"Glucosa en ayunas":       {"156 H", "171 H", "149 H"},
	"Hemoglobina glicosilada": {"8.4 H", "9.1 H", ""},
	"Creatinina":              {"1.02", "0.98", "0.91"},
	"Nitrógeno ureico (BUN)":  {"19", "17", "16"},
	"Ácido úrico":             {"6.1", "5.8", ""},
	"Colesterol total":        {"231 H", "", "248 H"},
	"Triglicéridos":           {"244 H", "", "312 H"},
	"Colesterol HDL":          {"39 L", "", "37 L"},
	"Colesterol LDL":          {"143 H", "", "149 H"},
	"TGO (AST)":               {"27", "", ""},
	"TGP (ALT)":               {"41 H", "", ""},
	"Microalbuminuria":        {"38 H", "", "41 H"},
	"Potasio":                 {"4.4", "4.6", ""},
	"Sodio":                   {"139", "140", ""},
}

var svOnlyOld = []*Row{{Name: "Microalbuminuria", Unit: "mg/g", RangeText: "< 30"}}

// El Salvador: a private clinical laboratory in San Salvador (Spanish),
// one Letter page (Liberation Sans): a cumulative report of a diabetic
// patient, the date columns headed by dates turned a quarter turn (class
// 135), newest first; the newest column is this report, marked by nothing
// but its date (the "Fecha de toma" of the header); one test with older
// results only ("--" in the newest column). H / L after the value;
// decimal points; DUI; dd/mm/yyyy. Also scanned from a copy whose top right
// corner was torn off and taped back (class 140).
func svLab() *Layout {
	return &Layout{Name: "sv_lab", Country: "SV", Language: "es", Classes: []int{6, 10, 135, 140}, ScanDPI: 200, PDFDPI: 150, Rotate: -1.0,
		Extra: []string{"torn"}, Session: 32,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HEMATOLOGÍA", "HEMATOLOGÍA")
			b.n("Hemoglobina", "12.4", "g/dL", "12.0 - 16.0")
			b.n("Hematocrito", "37.6", "%", "36.0 - 46.0")
			b.n("Glóbulos blancos", "8.2", "x10³/µL", "4.5 - 11.0")
			b.n("Plaquetas", "274", "x10³/µL", "150 - 450")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucosa en ayunas", "138", "mg/dL", "70 - 100")
			b.n("Hemoglobina glicosilada", "7.6", "%", "4.0 - 5.6")
			b.n("Creatinina", "1.14", "mg/dL", "0.50 - 1.10")
			b.n("Nitrógeno ureico (BUN)", "21", "mg/dL", "7 - 20")
			b.n("Ácido úrico", "6.4", "mg/dL", "2.4 - 5.7")
			b.n("Sodio", "138", "mmol/L", "136 - 145")
			b.n("Potasio", "4.9", "mmol/L", "3.5 - 5.1")
			b.n("Calcio", "9.4", "mg/dL", "8.6 - 10.3")
			b.n("Fósforo", "4.7", "mg/dL", "2.5 - 4.5")
			b.panel("PERFIL LIPÍDICO", "PERFIL LIPÍDICO")
			b.n("Colesterol total", "196", "mg/dL", "< 200")
			b.n("Triglicéridos", "188", "mg/dL", "< 150")
			b.n("Colesterol HDL", "42", "mg/dL", "> 45")
			b.n("Colesterol LDL", "116", "mg/dL", "< 130")
			b.panel("PRUEBAS HEPÁTICAS", "PRUEBAS HEPÁTICAS")
			b.n("TGO (AST)", "24", "U/L", "< 32")
			b.n("TGP (ALT)", "36", "U/L", "< 33")
			b.n("Bilirrubina total", "0.7", "mg/dL", "0.2 - 1.2")
			return b.report(Meta{First: "Rosa Emilia", Last: "Henríquez Alvarado", DOB: "1967-09-30", Gender: "female",
				Lab: "Laboratorio Clínico Cuscatlán", Collected: "2026-07-14", Reported: "2026-07-14", Specimen: "CU-2607-1418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Examen", "c1", nameCell}, {"@0", "cd cur", valFlagCell}, {"@1", "cd", s32Hist(svHist, 0)}, {"@2", "cd", s32Hist(svHist, 1)},
				{"@3", "cd", s32Hist(svHist, 2)}, {"Unidades", "c4", unitCell}, {"Rango de referencia", "c5", rangeCell}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			for _, s := range r.Sections {
				sectionRows(&t, s, cols)
				if s.Panel == "QUÍMICA SANGUÍNEA" {
					for _, x := range svOnlyOld {
						t.WriteString(`<tr class="r">`)
						for i, c := range cols {
							if i == 1 {
								t.WriteString(`<td class="` + c.class + `"><span class="dash">--</span></td>`)
								continue
							}
							t.WriteString(`<td class="` + c.class + `">` + c.cell(x) + `</td>`)
						}
						t.WriteString(`</tr>`)
					}
				}
			}
			t.WriteString(`</table>`)
			tab := t.String()
			for i, d := range []string{date(m.Collected, ""), "02/04/2026", "11/12/2025", "22/08/2025"} {
				tab = strings.Replace(tab, fmt.Sprintf(">@%d<", i), ">"+s32Vert(d)+"<", 1)
			}
			seal := `<svg width="30mm" height="30mm" viewBox="0 0 60 60"><circle cx="30" cy="30" r="27" fill="none" stroke="#0f47af" stroke-width="2"/>` +
				`<circle cx="30" cy="30" r="21" fill="none" stroke="#0f47af" stroke-width="0.8"/><path d="M30 14 L42 38 H18 Z" fill="none" stroke="#0f47af" stroke-width="2"/>` +
				`<path d="M20 44 H40" stroke="#0f47af" stroke-width="2"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td><div class="ln">Laboratorio Clínico Cuscatlán</div>` +
				`<div class="la">Colonia Escalón, Paseo General Escalón # 4182 · San Salvador, El Salvador · PBX 2241-8270</div>` +
				`<div class="la">Registro CSSP N.º 1418 · Lic. Mauricio Ernesto Rivas, Químico Biólogo · JVPQF N.º 4182</div></td>` +
				`<td class="seal">` + seal + `</td></tr></table>` +
				`<div class="tt">REPORTE ACUMULATIVO DE RESULTADOS</div>` +
				`<table class="pt"><tr><td class="k">Paciente</td><td class="v"><b>Rosa Emilia Henríquez Alvarado</b></td><td class="k">N.º de orden</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Fecha de nacimiento</td><td class="v">` + date(m.DOB, "") + ` · 58 años · Femenino</td><td class="k">Fecha de toma</td><td class="v">` + date(m.Collected, "") + ` 06:55</td></tr>` +
				`<tr><td class="k">DUI</td><td class="v">04182706-3</td><td class="k">Fecha de reporte</td><td class="v">` + date(m.Reported, "") + ` 14:10</td></tr>` +
				`<tr><td class="k">Médico</td><td class="v">Dr. Julio César Portillo, Medicina Interna</td><td class="k">Sucursal</td><td class="v">Escalón</td></tr></table>` +
				tab +
				`<div class="ft">Resultados ordenados del más reciente (izquierda) al más antiguo. H: alto, L: bajo. ` +
				`-- : examen no realizado en esa fecha. Metas del paciente diabético: HbA1c &lt; 7.0 %, LDL &lt; 100 mg/dL.</div>` +
				`<table class="sg"><tr><td>Validado: ` + date(m.Reported, "") + ` 14:02</td><td class="rt"><span class="sig">M. Rivas</span><br>Lic. Mauricio Ernesto Rivas<br>Químico Biólogo</td></tr></table>` +
				`<div class="pgn">Página 1 de 1 · Laboratorio Clínico Cuscatlán · resultados en línea: cuscatlan.example.sv</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.5pt;color:#161616}.pg{height:279mm;position:relative;padding:9mm 13mm 9mm 14mm}` +
				`.top{width:100%;margin-bottom:1mm}.top td{vertical-align:top}.seal{width:58mm;text-align:right;padding-right:4mm}` +
				`.ln{font-size:16pt;font-weight:bold;color:#0f47af;margin-top:3mm}.la{font-size:7pt;color:#444}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:2mm 0 1.5mm;color:#fff;background:#0f47af;padding:0.8mm}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:2mm}.pt td{padding:0.45mm 1.4mm}.pt .k{width:15%;color:#555}.pt .v{width:35%}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.8mm 1.2mm;border-bottom:1px solid #333;border-top:1px solid #333;vertical-align:bottom}` +
				`.vt{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;margin:0 auto;font-size:7.6pt}` +
				`.sec td{font-weight:bold;font-size:8.8pt;padding:2mm 1.2mm 0.4mm;color:#0f47af}.r td{padding:0.4mm 1.2mm;border-bottom:0.3px solid #ddd}` +
				`.c1{width:29%}.cd{width:9%;text-align:center!important}.c4{width:11%}.c5{width:24%}.dash{color:#888}` +
				`.ft{margin-top:2.5mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:4mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:14mm;right:13mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("Letter", css, body)
		}}
}
