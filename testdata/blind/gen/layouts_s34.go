package main

import (
	"fmt"
	"strings"
	"time"
)

// Session 34 family: five layouts written blind in session 34. al_lab,
// ni_lab, bj_lab and bw_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s34_held.go, which a tuner must not
// open.

// s34Months and s34Days name the months and the weekdays (Sunday first) of
// the languages whose reports write their dates out in words (class 157).
var s34Months = map[string][]string{
	"es": {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	"it": {"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
	"tr": {"Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"},
}

var s34Days = map[string][]string{
	"es": {"domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"},
	"it": {"domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"},
	"tr": {"Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"},
}

// s34Words writes an ISO date out in words in a report's language (class
// 157), with its weekday when day is set: "lunes, 13 de julio de 2026",
// "giovedì 16 luglio 2026", "14 Temmuz 2026 Salı"; without it "21 de
// marzo de 1997".
func s34Words(iso, lang string, day bool) string {
	t, err := time.Parse("2006-01-02", iso)
	if err != nil {
		panic("s34: date " + iso)
	}
	mon, wd := s34Months[lang][t.Month()-1], s34Days[lang][t.Weekday()]
	switch lang {
	case "es":
		s := fmt.Sprintf("%d de %s de %d", t.Day(), mon, t.Year())
		if day {
			s = wd + ", " + s
		}
		return s
	case "it":
		s := fmt.Sprintf("%d %s %d", t.Day(), mon, t.Year())
		if day {
			s = wd + " " + s
		}
		return s
	case "tr":
		s := fmt.Sprintf("%d %s %d", t.Day(), mon, t.Year())
		if day {
			s += " " + wd
		}
		return s
	}
	panic("s34: language " + lang)
}

// s34Mixed adds a row of a report whose results are written with a decimal
// comma and whose reference ranges with a decimal point (class 154): the
// value is read with the comma, the range with the point ("1,020" against
// "1.005 - 1.030").
func s34Mixed(b *builder, name, value, unit, rng string) *Row {
	lo, hi := (&builder{}).parseRange(rng)
	return b.nr(name, value, unit, rng, lo, hi)
}

// s34Cut is a test name as a LIS with a name field of w characters prints
// it (class 153): cut after w characters, the trailing space dropped, no
// ellipsis.
func s34Cut(name string, w int) string {
	r := []rune(name)
	if len(r) <= w {
		return name
	}
	return strings.TrimRight(string(r[:w]), " ")
}

// s34Status is the status column of class 156: the flag of an abnormal
// value, "N" beside every value inside its range, nothing where there is
// no range.
func s34Status(r *Row) string {
	switch {
	case r.Flag != "":
		return "<b>" + esc(r.Flag) + "</b>"
	case r.Interp == "normal":
		return "N"
	}
	return ""
}

// s34NameCell prints a name that may wrap in a narrow column (class 152):
// a word holding a hyphen is kept whole on its line, so a line never ends
// inside "anti-TPO" or "D-dimero".
func s34NameCell(r *Row) string {
	ws := strings.Fields(r.Name)
	for i, w := range ws {
		w = esc(w)
		if strings.Contains(w, "-") {
			w = `<span style="white-space:nowrap">` + w + `</span>`
		}
		ws[i] = w
	}
	return strings.Join(ws, " ")
}

// s34Long adds a qualitative result long enough to wrap over two or three
// lines of its cell (class 158); verify looks for its words one by one, as
// the lines of the cell may be read apart.
func s34Long(b *builder, name, value, rng string, normal bool) *Row {
	r := b.q(name, value, rng, normal)
	r.Cells = strings.Fields(value)
	return r
}

// s34Table prints the sections as one result table. With turned set, no
// title row is printed: the title of each section stands turned a quarter
// turn (read bottom to top) in a cell left of its rows, merged down all of
// them (class 155).
func s34Table(rep *Report, class string, cols []col, turned bool) string {
	var b strings.Builder
	head := headRow(cols)
	if turned {
		head = `<tr class="hd"><th class="pn"></th>` + strings.TrimPrefix(head, `<tr class="hd">`)
	}
	b.WriteString(`<table class="rs ` + class + `">` + head)
	for _, s := range rep.Sections {
		if s.NewPage {
			b.WriteString(`</table><table class="rs ` + class + ` pb">` + head)
		}
		if !turned && s.Title != "" {
			fmt.Fprintf(&b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
		}
		span := 0
		for _, r := range s.Rows {
			span++
			if r.Note != "" {
				span++
			}
		}
		for i, r := range s.Rows {
			cls := "r"
			if i == 0 {
				cls += " first"
			}
			b.WriteString(`<tr class="` + cls + `">`)
			if turned && i == 0 {
				fmt.Fprintf(&b, `<td class="pn" rowspan="%d"><div class="tv">%s</div></td>`, span, esc(s.Title))
			}
			for _, c := range cols {
				b.WriteString(`<td class="` + c.class + `">` + c.cell(r) + `</td>`)
			}
			b.WriteString(`</tr>`)
			if r.Note != "" {
				fmt.Fprintf(&b, `<tr class="note"><td colspan="%d">%s</td></tr>`, len(cols), esc(r.Note))
			}
		}
	}
	b.WriteString(`</table>`)
	return b.String()
}

// Albania: an Italian-run private laboratory in Tirana reporting in
// Italian, one A4 page (Liberation Sans). Esame / Risultato / (flag) /
// Unità di misura / Valori di riferimento: the name column is narrow, so
// long names wrap over two or three lines, and every row is aligned to its
// foot, the value, flag, unit and range standing on the last line of the
// name (class 152); the collection and report dates written out in words
// with the weekday and the time to the second ("giovedì 16 luglio 2026,
// ore 07:52:41", class 157); H / L; decimal commas. Also photographed after
// being folded in half, its upper half raised off the desk (class 160).
func alLab() *Layout {
	return &Layout{Name: "al_lab", Country: "AL", Language: "it", Classes: []int{6, 152, 157, 160}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.7,
		Extra: []string{"tent"}, Session: 34,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("COAGULAZIONE", "COAGULAZIONE")
			b.n("Tempo di protrombina (PT) - attività", "82", "%", "70 - 120")
			b.n("Tempo di protrombina (PT) - INR", "1,12", "", "0,80 - 1,20")
			b.n("Tempo di tromboplastina parziale attivata (aPTT)", "33,8", "sec", "25,0 - 36,0")
			b.n("Fibrinogeno funzionale (metodo di Clauss)", "452", "mg/dL", "200 - 400")
			b.n("D-dimero (unità equivalenti di fibrinogeno)", "0,38", "µg/mL", "< 0,50")
			b.panel("METABOLISMO DEL FERRO", "METABOLISMO DEL FERRO")
			b.n("Sideremia", "48", "µg/dL", "50 - 170")
			b.n("Transferrina", "342", "mg/dL", "200 - 360")
			b.n("Capacità totale di legame del ferro (TIBC)", "428", "µg/dL", "250 - 450")
			b.n("Indice di saturazione della transferrina", "11,2", "%", "20,0 - 50,0")
			b.n("Ferritina", "9", "ng/mL", "13 - 150")
			b.panel("FUNZIONALITÀ TIROIDEA", "FUNZIONALITÀ TIROIDEA")
			b.n("Ormone tireostimolante (TSH), terza generazione", "5,86", "µUI/mL", "0,27 - 4,20")
			b.n("Tiroxina libera (FT4)", "0,98", "ng/dL", "0,93 - 1,70")
			b.n("Triiodotironina libera (FT3)", "2,71", "pg/mL", "2,00 - 4,40")
			b.n("Anticorpi anti-tireoperossidasi (anti-TPO)", "186", "UI/mL", "< 34")
			b.n("Anticorpi anti-tireoglobulina (anti-Tg), metodo ECLIA", "22", "UI/mL", "< 115")
			b.panel("PROTEINE SIERICHE", "PROTEINE SIERICHE")
			b.n("Proteine totali", "7,1", "g/dL", "6,4 - 8,3")
			b.n("Albumina (elettroforesi capillare)", "58,9", "%", "55,8 - 66,1")
			b.n("Alfa-1 globuline", "4,1", "%", "2,9 - 4,9")
			b.n("Alfa-2 globuline", "10,6", "%", "7,1 - 11,8")
			b.n("Beta globuline", "11,2", "%", "8,4 - 13,1")
			b.n("Gamma globuline", "15,2", "%", "11,1 - 18,8")
			b.panel("VITAMINE", "VITAMINE")
			b.n("25-idrossi-vitamina D totale (D2 + D3), chemiluminescenza", "17,4", "ng/mL", "30,0 - 100,0")
			b.n("Acido folico (folati sierici)", "4,2", "ng/mL", "3,9 - 26,8")
			b.n("Vitamina B12 (cianocobalamina)", "312", "pg/mL", "197 - 771")
			return b.report(Meta{First: "Blerina", Last: "Kodra", DOB: "1979-11-02", Gender: "female",
				Lab: "Laboratorio Analisi San Luca", Collected: "2026-07-16", Reported: "2026-07-16", Specimen: "2607160418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Esame", "c1", s34NameCell}, {"Risultato", "c2", valCell}, {"", "c3", flagCell},
				{"Unità di misura", "c4", unitCell}, {"Valori di riferimento", "c5", rangeCell}}
			logo := `<svg width="14mm" height="14mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#7b2d26" stroke-width="2.5"/>` +
				`<path d="M20 8 V32 M11 17 H29" stroke="#7b2d26" stroke-width="4"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Laboratorio Analisi San Luca</div><div class="li">Laboratori Mjekësor San Luca · Tiranë</div>` +
				`<div class="la">Rruga e Durrësit 118, 1001 Tiranë, Shqipëri · tel. +355 4 227 1846 · Direttore sanitario: Dott.ssa Chiara Benedetti, specialista in patologia clinica</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paziente</td><td class="v"><b>KODRA BLERINA</b></td><td class="k">N. accettazione</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Nata il</td><td class="v">` + date(m.DOB, "") + ` · Sesso: F</td><td class="k">Medico curante</td><td class="v">Dr. Arben Muça</td></tr>` +
				`<tr><td class="k">Prelievo</td><td class="v">` + s34Words(m.Collected, "it", true) + `, ore 07:52:41</td>` +
				`<td class="k">Referto</td><td class="v">` + s34Words(m.Reported, "it", true) + `, ore 13:08:19</td></tr></table>` +
				`<div class="tt">REFERTO DEGLI ESAMI DI LABORATORIO</div>` +
				s34Table(r, "al", cols, false) +
				`<div class="ft">H: valore superiore, L: valore inferiore all'intervallo di riferimento. Sideremia e ferritina: intervalli per il sesso femminile. ` +
				`I risultati si riferiscono esclusivamente al campione esaminato.</div>` +
				`<table class="sg"><tr><td>Referto firmato digitalmente</td>` +
				`<td class="rt"><span class="sig">C. Benedetti</span><br>Dott.ssa Chiara Benedetti</td></tr></table>` +
				`<div class="pgn">Pagina 1 di 1 · Laboratorio Analisi San Luca, Tiranë</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.8pt;color:#161616}.pg{height:296mm;position:relative;padding:10mm 15mm 9mm 16mm}` +
				`.top{width:100%;border-bottom:1.6px solid #7b2d26;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:17mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#7b2d26}.li{font-size:8.6pt;font-style:italic;color:#7b2d26}.la{font-size:6.8pt;color:#444}` +
				`.pt{width:100%;font-size:8.4pt;margin-bottom:1mm}.pt td{padding:0.5mm 1.4mm}.pt .k{color:#555;width:15%}.pt .v{width:35%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:2.5mm 0 1.5mm;letter-spacing:0.3pt}` +
				`.rs{width:100%}.hd th{font-size:8pt;padding:0.8mm 1.4mm;border-bottom:1px solid #333;border-top:1px solid #333;vertical-align:bottom}` +
				`.sec td{font-weight:bold;font-size:8.9pt;padding:2.4mm 1.4mm 0.6mm;color:#7b2d26}` +
				`.r td{padding:0.7mm 1.4mm;vertical-align:bottom;border-bottom:0.4px dotted #bbb}` +
				`.c1{width:31%}.c2{width:12%;text-align:right;padding-right:3mm!important}.c3{width:4%}.c4{width:15%}.c5{width:38%}` +
				`.ft{margin-top:3mm;font-size:7.1pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:15mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Nicaragua: a private clinical laboratory in Managua, the first-trimester
// prenatal panel of a pregnant woman, one Letter page (Liberation Sans).
// Examen / Resultado / (flag) / Unidades / Valores de referencia: the
// results printed with a decimal comma, the reference ranges, typed into
// the LIS by hand, with a decimal point (class 154: "10,8" against "11.0 -
// 14.0", "1,020" against "1.005 - 1.030"); the dates of birth, collection
// and report written out in words, the last two with the weekday and the
// time to the second (class 157); H / L; x10³/µL. Also scanned laid crooked
// on the glass and cropped without deskewing (class 159).
func niLab() *Layout {
	return &Layout{Name: "ni_lab", Country: "NI", Language: "es", Classes: []int{6, 154, 157, 159}, ScanDPI: 200, PDFDPI: 200, Rotate: 0.8,
		Extra: []string{"askew"}, Session: 34,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("HEMATOLOGÍA", "HEMATOLOGÍA")
			s34Mixed(b, "Hemoglobina", "10,8", "g/dL", "11.0 - 14.0")
			s34Mixed(b, "Hematocrito", "32,6", "%", "33.0 - 42.0")
			s34Mixed(b, "Glóbulos blancos", "9,4", "x10³/µL", "4.5 - 11.0")
			s34Mixed(b, "Plaquetas", "248", "x10³/µL", "150 - 450")
			s34Mixed(b, "Volumen corpuscular medio (VCM)", "79,2", "fL", "80.0 - 98.0")
			s34Mixed(b, "Hemoglobina corpuscular media (HCM)", "26,1", "pg", "27.0 - 33.0")
			b.panel("INMUNOHEMATOLOGÍA", "INMUNOHEMATOLOGÍA")
			b.q("Grupo sanguíneo (ABO)", "O", "", true)
			b.q("Factor Rh (D)", "Positivo", "", true)
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			s34Mixed(b, "Glucosa en ayunas", "84", "mg/dL", "70 - 92")
			s34Mixed(b, "Hemoglobina glicosilada (HbA1c)", "5,1", "%", "4.0 - 5.6")
			s34Mixed(b, "Creatinina", "0,52", "mg/dL", "0.40 - 0.90")
			s34Mixed(b, "Nitrógeno ureico (BUN)", "7,9", "mg/dL", "7.0 - 18.0")
			s34Mixed(b, "Ácido úrico", "3,1", "mg/dL", "2.4 - 5.7")
			s34Mixed(b, "TSH", "2,84", "µUI/mL", "0.10 - 2.50")
			s34Mixed(b, "T4 libre", "1,08", "ng/dL", "0.93 - 1.70")
			b.panel("INMUNOLOGÍA Y SEROLOGÍA", "INMUNOLOGÍA Y SEROLOGÍA")
			b.q("VDRL", "No reactivo", "No reactivo", true)
			b.q("VIH 1+2 (prueba rápida)", "No reactivo", "No reactivo", true)
			b.q("Antígeno de superficie de hepatitis B", "Negativo", "Negativo", true)
			s34Mixed(b, "Toxoplasma gondii IgG", "0,9", "UI/mL", "< 1.6")
			s34Mixed(b, "Rubéola IgG", "46,2", "UI/mL", "> 10.0")
			b.panel("EXAMEN GENERAL DE ORINA", "EXAMEN GENERAL DE ORINA")
			s34Mixed(b, "Densidad", "1,020", "", "1.005 - 1.030")
			s34Mixed(b, "pH", "6,0", "", "5.0 - 8.0")
			b.q("Proteínas", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Yahoska", Last: "Marín Téllez", DOB: "1997-03-21", Gender: "female",
				Lab: "Laboratorio Clínico Xolotlán", Collected: "2026-07-13", Reported: "2026-07-13", Specimen: "XL-2607-1183"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Examen", "c1", nameCell}, {"Resultado", "c2", valCell}, {"", "c3", flagCell},
				{"Unidades", "c4", unitCell}, {"Valores de referencia", "c5", rangeCell}}
			logo := `<svg width="16mm" height="14mm" viewBox="0 0 46 40"><path d="M3 34 L16 10 L23 20 L30 6 L43 34 Z" fill="#1f5f8b"/>` +
				`<path d="M3 36 H43" stroke="#3a9d5d" stroke-width="3"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATORIO CLÍNICO XOLOTLÁN</div>` +
				`<div class="la">Km 4½ Carretera a Masaya, del semáforo 2 c. al sur · Managua, Nicaragua · Tel. (505) 2278 4418 · Lic. Marvin Gutiérrez Obando, Regente</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paciente:</td><td class="v"><b>Yahoska Marín Téllez</b></td><td class="k">Orden No.:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Fecha de nacimiento:</td><td class="v">` + s34Words(m.DOB, "es", false) + ` (29 años)</td><td class="k">Sexo:</td><td class="v">Femenino</td></tr>` +
				`<tr><td class="k">Médico:</td><td class="v">Dra. Ivania Rocha Sandino</td><td class="k">Procedencia:</td><td class="v">Control prenatal, 11 semanas</td></tr>` +
				`<tr><td class="k">Fecha de toma:</td><td class="v" colspan="3">` + s34Words(m.Collected, "es", true) + ` — 07:41:18</td></tr>` +
				`<tr><td class="k">Fecha de emisión:</td><td class="v" colspan="3">` + s34Words(m.Reported, "es", true) + ` — 14:22:05</td></tr></table>` +
				`<div class="tt">RESULTADOS DE LABORATORIO · PERFIL PRENATAL</div>` +
				s34Table(r, "ni", cols, false) +
				`<div class="ft">H: por encima, L: por debajo del valor de referencia. Valores de referencia de TSH y glucosa para el primer trimestre del embarazo.</div>` +
				`<table class="sg"><tr><td>Procesó: Br. Keyling Aráuz</td>` +
				`<td class="rt"><span class="sig">M. Gutiérrez</span><br>Lic. Marvin Gutiérrez Obando<br>Químico-Farmacéutico, Regente</td></tr></table>` +
				`<div class="pgn">Página 1 de 1 · Este reporte no es válido sin firma y sello del laboratorio</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.9pt;color:#141414}.pg{height:278mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #1f5f8b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:19mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#1f5f8b;letter-spacing:0.4pt}.la{font-size:7pt;color:#444}` +
				`.pt{width:100%;font-size:8.5pt;margin-bottom:1mm}.pt td{padding:0.45mm 1.4mm}.pt .k{color:#444;width:17%}.pt .v{width:33%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:2.5mm 0 1.5mm;color:#1f5f8b}` +
				`.rs{width:100%}.hd th{font-size:8.2pt;padding:0.8mm 1.4mm;background:#e3eef6;border-bottom:1px solid #1f5f8b}` +
				`.sec td{font-weight:bold;font-size:8.9pt;padding:2.2mm 1.4mm 0.5mm;border-bottom:0.5px solid #9ab}.r td{padding:0.5mm 1.4mm}` +
				`.c1{width:38%}.c2{width:13%;text-align:right;padding-right:3mm!important}.c3{width:4%}.c4{width:14%}.c5{width:31%}` +
				`.ft{margin-top:3mm;font-size:7.2pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("Letter", css, body)
		}}
}

// Benin: a private medical laboratory in Cotonou, one A4 page (Liberation
// Sans). (panel) / Analyse / Résultat / Unité / Valeurs de référence: no
// title rows; each section's title stands turned a quarter turn, read from
// the bottom up, in a shaded cell left of its rows and merged down them
// (class 155); the blood film, the haemoglobin electrophoresis, the thick
// film and the stool examination reported as sentences that wrap over two
// or three lines of the result cell (class 158); no flags, abnormal values
// in bold (class 21); French units (g/L, mg/L, UI/L); decimal commas;
// dd/mm/yyyy. Also scanned in colour with a yellow sticky note stuck on it
// below the results (class 162).
func bjLab() *Layout {
	return &Layout{Name: "bj_lab", Country: "BJ", Language: "fr", Classes: []int{6, 21, 155, 158, 162}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.6,
		Extra: []string{"note"}, Sticky: [2]float64{118, 214}, Session: 34,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HÉMATOLOGIE", "HÉMATOLOGIE")
			b.n("Globules blancs", "11,6", "10³/µL", "4,0 - 10,0")
			b.n("Globules rouges", "4,38", "10⁶/µL", "4,50 - 5,90")
			b.n("Hémoglobine", "11,9", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "36,4", "%", "40,0 - 52,0")
			b.n("VGM", "83,1", "fL", "80,0 - 100,0")
			b.n("Plaquettes", "136", "10³/µL", "150 - 400")
			b.n("Vitesse de sédimentation (1re heure)", "42", "mm", "< 15")
			s34Long(b, "Frottis sanguin", "Anisocytose modérée, quelques cellules cibles, polynucléaires d'aspect normal, absence de blastes", "", true)
			s34Long(b, "Électrophorèse de l'hémoglobine", "Profil AS : présence d'hémoglobine S à l'état hétérozygote (trait drépanocytaire)", "", true)
			b.q("Groupe sanguin ABO / Rhésus", "B Rhésus positif", "", true)
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "0,94", "g/L", "0,70 - 1,10")
			b.n("Créatininémie", "10,2", "mg/L", "7,0 - 13,0")
			b.n("Urée sanguine", "0,31", "g/L", "0,15 - 0,45")
			b.n("Transaminases ALAT", "62", "UI/L", "< 45")
			b.n("Transaminases ASAT", "41", "UI/L", "< 40")
			b.n("Protéine C réactive", "38", "mg/L", "< 6")
			b.panel("PARASITOLOGIE", "PARASITOLOGIE")
			s34Long(b, "Goutte épaisse", "Positive : présence de trophozoïtes de Plasmodium falciparum", "Négative", false)
			b.n("Densité parasitaire", "1850", "trophozoïtes/µL", "")
			s34Long(b, "Examen parasitologique des selles", "Kystes d'Entamoeba coli (non pathogène) ; absence d'œufs et de larves d'helminthes", "", true)
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			b.q("Sérologie VIH 1 et 2 (test rapide)", "Non réactif", "Non réactif", true)
			b.n("Antistreptolysines O (ASLO)", "180", "UI/mL", "< 200")
			return b.report(Meta{First: "Rodrigue", Last: "Houngbédji", DOB: "1988-09-14", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales Les Cocotiers", Collected: "2026-07-15", Reported: "2026-07-15", Specimen: "LC-26-07-2231"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", valCell}, {"Unité", "c4", unitCell}, {"Valeurs de référence", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#0b7a4b"/>` +
				`<path d="M20 7 C14 16 12 21 12 25 A8 8 0 0 0 28 25 C28 21 26 16 20 7 Z" fill="#fff"/><path d="M16 25 H24 M20 21 V29" stroke="#c8102e" stroke-width="2.4"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATOIRE D'ANALYSES MÉDICALES LES COCOTIERS</div>` +
				`<div class="la">Lot 1284, quartier Les Cocotiers · 01 BP 4418 Cotonou · République du Bénin · Tél. +229 21 30 44 18 · Agrément n° 2019/0412/MS/DNSP</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Nom et prénom</td><td class="v"><b>HOUNGBÉDJI Rodrigue</b></td><td class="k">N° de dossier</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Né le</td><td class="v">` + date(m.DOB, "") + ` · Sexe : M</td><td class="k">Prélevé le</td><td class="v">` + date(m.Collected, "") + ` à 08 h 20</td></tr>` +
				`<tr><td class="k">Prescripteur</td><td class="v">Dr Aurelle Dossou-Yovo, CHU de Cotonou</td><td class="k">Édité le</td><td class="v">` + date(m.Reported, "") + ` à 17 h 05</td></tr></table>` +
				`<div class="tt">COMPTE RENDU D'ANALYSES</div>` +
				s34Table(r, "bj", cols, true) +
				`<div class="ft">Les valeurs hors des limites de référence sont imprimées en gras.</div>` +
				`<table class="sg"><tr><td class="sl"><span class="sig">A. Zinsou</span><br>Dr Armelle Zinsou<br>Pharmacien biologiste, responsable du laboratoire</td><td></td></tr></table>` +
				`<div class="pgn">LAM Les Cocotiers · Page 1/1</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.7pt;color:#151515}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #0b7a4b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:13pt;font-weight:bold;color:#0b7a4b}.la{font-size:6.8pt;color:#444}` +
				`.pt{width:100%;font-size:8.3pt;margin-bottom:1mm;border:0.5px solid #999}.pt td{padding:0.5mm 1.4mm}.pt .k{color:#555;width:15%}.pt .v{width:35%}` +
				`.tt{text-align:center;font-weight:bold;font-size:11pt;margin:2.5mm 0 1.5mm}` +
				`.rs{width:100%;border-bottom:1px solid #333}.hd th{font-size:8pt;padding:0.8mm 1.4mm;border-bottom:1px solid #333;border-top:1px solid #333}` +
				`.r td{padding:0.55mm 1.4mm}.r.first td{border-top:0.8px solid #666}` +
				`.pn{width:7mm;background:#e4f1ea;border-right:0.8px solid #666;vertical-align:middle!important;padding:1mm 0!important}` +
				`.tv{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:bold;font-size:7.6pt;color:#0b7a4b;margin:0 auto;letter-spacing:0.3pt}` +
				`.c1{width:29%}.c2{width:32%}.c4{width:13%;white-space:nowrap}.c5{width:22%}` +
				`.ft{margin-top:2.5mm;font-size:7.1pt;color:#333}.sg{width:100%;margin-top:4mm;font-size:7.8pt}.sg td{vertical-align:bottom}.sl{width:50%}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;bottom:6mm;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// bwField is the width of bw_lab's LIS name field: the report prints the
// test names cut to it (class 153).
const bwField = 20

// bwFull maps each of bw_lab's printed names to the full name the LIS
// holds (class 153); the truth is the printed one.
var bwFull = map[string]string{}

// Botswana: a private diagnostic laboratory in Gaborone, the monitoring
// panel of a patient on antiretroviral treatment, one A4 page (Liberation
// Sans letterhead, the results in Liberation Mono). Test / Result / Flag /
// Units / Reference Range: the test names cut off after the LIS's
// 20-character name field, no ellipsis ("Gamma Glutamyltransf", "HIV-1
// Viral Load (Qu", class 153); a status column printing N beside every
// value inside its range and H or L beside the others, nothing for a
// result without a range (class 156); dd/mm/yyyy. Also photographed under
// a flickering LED light (rolling-shutter bands, class 161).
func bwLab() *Layout {
	return &Layout{Name: "bw_lab", Country: "BW", Language: "en", Classes: []int{153, 156, 161}, ScanDPI: 150, PDFDPI: 200, Rotate: 1.1,
		Extra: []string{"flicker"}, Session: 34,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			n := func(name, value, unit, rng string) *Row {
				bwFull[s34Cut(name, bwField)] = name
				return b.n(s34Cut(name, bwField), value, unit, rng)
			}
			b.panel("HAEMATOLOGY", "HAEMATOLOGY")
			n("White Cell Count", "4.1", "x10^9/L", "4.0 - 11.0")
			n("Haemoglobin", "12.6", "g/dL", "13.0 - 17.0")
			n("Mean Corpuscular Volume", "104.2", "fL", "80.0 - 100.0")
			n("Mean Corpuscular Haemoglobin", "34.6", "pg", "27.0 - 32.0")
			n("Platelet Count", "212", "x10^9/L", "150 - 400")
			n("Absolute Neutrophil Count", "1.9", "x10^9/L", "2.0 - 7.5")
			b.panel("IMMUNOLOGY / VIROLOGY", "IMMUNOLOGY / VIROLOGY")
			n("CD4 Absolute Count", "386", "cells/uL", "410 - 1590")
			n("CD4 Percentage of Lymphocytes", "21", "%", "31 - 60")
			n("HIV-1 Viral Load (Quantitative)", "< 40", "copies/mL", "")
			b.panel("RENAL FUNCTION", "RENAL FUNCTION")
			n("Urea", "5.2", "mmol/L", "2.5 - 6.7")
			n("Creatinine", "98", "umol/L", "64 - 104")
			n("Estimated Glomerular Filtration Rate (CKD-EPI)", "82", "mL/min/1.73m2", "> 60")
			n("Sodium", "139", "mmol/L", "136 - 145")
			n("Potassium", "4.6", "mmol/L", "3.5 - 5.1")
			n("Inorganic Phosphate", "0.74", "mmol/L", "0.81 - 1.45")
			b.panel("LIVER FUNCTION", "LIVER FUNCTION")
			n("Alanine Aminotransferase (ALT)", "38", "U/L", "0 - 41")
			n("Aspartate Aminotransferase (AST)", "44", "U/L", "0 - 40")
			n("Alkaline Phosphatase", "96", "U/L", "40 - 129")
			n("Gamma Glutamyltransferase", "88", "U/L", "10 - 71")
			n("Total Bilirubin", "9.8", "umol/L", "0 - 21")
			b.panel("LIPIDS AND GLUCOSE", "LIPIDS AND GLUCOSE")
			n("Total Cholesterol", "5.8", "mmol/L", "< 5.2")
			n("Triglycerides", "2.4", "mmol/L", "< 1.7")
			n("HDL Cholesterol", "0.92", "mmol/L", "> 1.04")
			n("LDL Cholesterol (Calculated)", "3.8", "mmol/L", "< 3.0")
			n("Fasting Plasma Glucose", "5.4", "mmol/L", "3.9 - 6.1")
			return b.report(Meta{First: "Kagiso", Last: "Mmolawa", DOB: "1981-06-30", Gender: "male",
				Lab: "Tlotlo Diagnostic Laboratories", Collected: "2026-07-16", Reported: "2026-07-17", Specimen: "TDL26-071455"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test", "c1", nameCell}, {"Result", "c2", valCell}, {"Flag", "c3", s34Status},
				{"Units", "c4", unitCell}, {"Reference Range", "c5", rangeCell}}
			body := `<div class="pg"><table class="top"><tr><td><div class="ln">TLOTLO DIAGNOSTIC LABORATORIES</div>` +
				`<div class="la">Plot 54362, Block 8 Industrial · Private Bag 00418, Gaborone, Botswana · Tel. +267 318 4418 · Fax +267 318 4419</div></td>` +
				`<td class="acc">LABORATORY REPORT<br><span>Final</span></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>MMOLAWA, KAGISO</b></td><td class="k">Lab No</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">DOB / Sex</td><td class="v">` + date(m.DOB, "") + ` / M</td><td class="k">Collected</td><td class="v">` + date(m.Collected, "") + ` 09:41</td></tr>` +
				`<tr><td class="k">Requested by</td><td class="v">Dr T. Sebina, Bontleng Wellness Clinic</td><td class="k">Authorised</td><td class="v">` + date(m.Reported, "") + ` 11:02</td></tr>` +
				`<tr><td class="k">Specimen</td><td class="v">Whole blood (EDTA), serum, plasma (fluoride)</td><td class="k">Clinic No</td><td class="v">BWC-00-41127</td></tr></table>` +
				s34Table(r, "bw", cols, false) +
				`<div class="ft">Flag: N = within the reference range, H = above, L = below. Reference ranges are those of adult males.</div>` +
				`<table class="sg"><tr><td>Tested by: O. Ramotswa, Medical Laboratory Scientist</td>` +
				`<td class="rt"><span class="sig">N. Kgosi</span><br>Authorised by: Dr N. Kgosi, Pathologist</td></tr></table>` +
				`<div class="pgn">Page 1 of 1 · *** End of report ***</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#111}.pg{height:296mm;position:relative;padding:11mm 15mm 9mm 16mm}` +
				`.top{width:100%;border-bottom:2px solid #00558c;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#00558c}.la{font-size:6.9pt;color:#444}.acc{width:42mm;text-align:right;font-weight:bold;font-size:10pt;color:#00558c}` +
				`.acc span{font-size:7.5pt;color:#444;font-weight:normal}` +
				`.pt{width:100%;font-size:8.3pt;margin-bottom:2.5mm;background:#f1f5f8}.pt td{padding:0.5mm 1.4mm}.pt .k{width:15%;color:#444}.pt .v{width:35%}` +
				`.rs{width:100%;font-family:"Liberation Mono","DejaVu Sans Mono";font-size:8.4pt}` +
				`.hd th{font-family:"Liberation Sans";font-size:8pt;padding:0.8mm 1.4mm;border-top:1px solid #222;border-bottom:1px solid #222}` +
				`.sec td{font-family:"Liberation Sans";font-weight:bold;font-size:8.8pt;padding:2.3mm 1.4mm 0.5mm;color:#00558c}.r td{padding:0.45mm 1.4mm}` +
				`.c1{width:33%;white-space:nowrap}.c2{width:12%;text-align:right;padding-right:3mm!important}.c3{width:7%;text-align:center}.c4{width:18%}.c5{width:30%}` +
				`.ft{margin-top:3mm;font-size:7.2pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:15mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}
