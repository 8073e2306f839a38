package main

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Session 28 family: five layouts written blind in session 28. my_abg,
// va_lab, mc_lab and cr_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s28_held.go, which a tuner must not
// open.

// s28SciRe reads a value a reader reads as one number: an optional sign, a
// mantissa and, written out, a power of ten ("-11.2", "1.2 x 10^3",
// "3,4 × 10⁴").
var s28SciRe = regexp.MustCompile(`^([<>≤≥]\s*)?([+-]?\d+(?:[.,]\d+)?)(?:\s*[x×]\s*10\^?([0-9⁰¹²³⁴⁵⁶⁷⁸⁹]+))?$`)

// s28Num is the number a reader sees in a printed value (classes 97 and
// 102): the sign kept, the power of ten applied; comma says the comma is
// the decimal mark.
func s28Num(s string, comma bool) (float64, bool) {
	m := s28SciRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, false
	}
	mant := m[2]
	if comma {
		mant = strings.ReplaceAll(mant, ",", ".")
	}
	v, err := strconv.ParseFloat(mant, 64)
	if err != nil {
		return 0, false
	}
	if m[3] != "" {
		e, err := strconv.Atoi(supDigits.Replace(m[3]))
		if err != nil {
			return 0, false
		}
		v *= math.Pow(10, float64(e))
	}
	return v, true
}

// s28Row adds a row whose value carries a sign or a power of ten, against
// bounds given as a reader reads them ("[-2.0 - 3.0]" → -2, 3; "< 1.0 x
// 10^4" → max 10000); flag and interpretation follow the number.
func s28Row(b *builder, name, value, unit, rng string, lo, hi float64) *Row {
	r := &Row{Name: name, Value: value, Unit: unit, RangeText: rng, Lo: lo, Hi: hi, Type: "numeric", Interp: "normal"}
	if strings.ContainsAny(value, "<>≤≥") {
		r.Type = "range"
	}
	v, ok := s28Num(value, b.comma)
	switch {
	case !ok || (math.IsNaN(lo) && math.IsNaN(hi)):
		r.Interp = "unknown"
	case !math.IsNaN(hi) && v > hi && !strings.HasPrefix(value, "<"):
		r.Interp, r.Flag = "abnormal", b.high
	case !math.IsNaN(lo) && v < lo && !strings.HasPrefix(value, ">"):
		r.Interp, r.Flag = "abnormal", b.low
	}
	b.cur.Rows = append(b.cur.Rows, r)
	return r
}

// s28Split adds a row whose range cell holds two lines, the first printed at
// the foot of one page and the second at the top of the next (class 99):
// the truth range is the whole cell, its lines joined by a space; lo and
// hi are the bounds of the patient's line.
func s28Split(b *builder, name, value, unit, first, second string, lo, hi float64) *Row {
	r := b.nr(name, value, unit, first+" "+second, lo, hi)
	r.Cont = second
	return r
}

// s28Right right-aligns s in n characters.
func s28Right(s string, n int) string {
	if k := utf8.RuneCountInString(s); k < n {
		return strings.Repeat(" ", n-k) + s
	}
	return s
}

// Malaysia: the blood-gas analyser of a hospital emergency department,
// printed on its 80 mm thermal roll (class 96): monospaced lines under the
// analyser's group headings (Blood Gas Values, Oximetry Values, Electrolyte
// Values, Metabolite Values, Temperature Corrected Values, Acid Base Status,
// Oxygen Status), each line name / value / arrow / unit / range in square
// brackets; the input parameters (temperature, FO2(I)) are no results;
// signed values and ranges (class 97: cBase(B) -11.2 against [-2.0 - 3.0]);
// the temperature-corrected values print no range. Patient fields as the
// analyser asks for them (MyKad number, last and first name, birth date).
// Also photographed curled and faded (class 98).
func myAbg() *Layout {
	return &Layout{Name: "my_abg", Country: "MY", Language: "en", Classes: []int{16, 96, 97, 98}, ScanDPI: 200, PDFDPI: 200, Rotate: 1.1,
		Extra: []string{"receipt"}, Session: 28,
		Build: func() *Report {
			b := &builder{high: "↑", low: "↓"}
			b.panel("Blood Gas Values", "Blood Gas Values")
			b.n("pH", "7.284", "", "[7.350 - 7.450]")
			b.n("pCO2", "31.2", "mmHg", "[35.0 - 45.0]")
			b.n("pO2", "88.4", "mmHg", "[83.0 - 108]")
			b.panel("Oximetry Values", "Oximetry Values")
			b.n("ctHb", "11.8", "g/dL", "[12.0 - 17.5]")
			b.n("sO2", "95.6", "%", "[95.0 - 99.0]")
			b.n("FO2Hb", "93.9", "%", "[94.0 - 97.0]")
			b.n("FCOHb", "1.2", "%", "[0.5 - 1.5]")
			b.n("FHHb", "4.3", "%", "[0.0 - 5.0]")
			b.n("FMetHb", "0.6", "%", "[0.0 - 1.5]")
			b.n("Hctc", "36.3", "%", "[37.0 - 50.0]")
			b.panel("Electrolyte Values", "Electrolyte Values")
			b.n("cK+", "5.6", "mmol/L", "[3.5 - 5.0]")
			b.n("cNa+", "131", "mmol/L", "[136 - 146]")
			b.n("cCa2+", "1.09", "mmol/L", "[1.15 - 1.29]")
			b.n("cCl−", "104", "mmol/L", "[98 - 106]")
			b.panel("Metabolite Values", "Metabolite Values")
			b.n("cGlu", "16.8", "mmol/L", "[3.9 - 5.8]")
			b.n("cLac", "3.4", "mmol/L", "[0.5 - 1.6]")
			b.panel("Temperature Corrected Values", "Temperature Corrected Values")
			b.n("pH(T)", "7.268", "", "")
			b.n("pCO2(T)", "33.0", "mmHg", "")
			b.n("pO2(T)", "96.2", "mmHg", "")
			b.panel("Acid Base Status", "Acid Base Status")
			s28Row(b, "cBase(B)", "-11.2", "mmol/L", "[-2.0 - 3.0]", -2, 3)
			s28Row(b, "cBase(Ecf)", "-11.8", "mmol/L", "[-2.0 - 3.0]", -2, 3)
			b.n("cHCO3−(P,st)", "15.2", "mmol/L", "[22.0 - 26.0]")
			b.n("cHCO3−(P)", "14.3", "mmol/L", "[22.0 - 28.0]")
			b.n("Anion Gap,K+", "18.3", "mmol/L", "[10.0 - 20.0]")
			b.n("mOsmc", "278.8", "mmol/kg", "[275.0 - 295.0]")
			b.panel("Oxygen Status", "Oxygen Status")
			b.n("ctO2c", "15.6", "Vol%", "[18.8 - 22.3]")
			b.n("p50c", "27.9", "mmHg", "[24.0 - 28.0]")
			return b.report(Meta{First: "Mei Ling", Last: "Tan", DOB: "1971-03-12", Gender: "female",
				Lab: "Hospital Seri Cempaka", Collected: "2026-06-14", Reported: "2026-06-14", Specimen: "ED260614-0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			const w = 44
			line := func(k, v string) string { return s25Line([]int{18}, k, v) }
			var t []string
			add := func(s ...string) { t = append(t, s...) }
			rule := strings.Repeat("-", w)
			add(s25Centre("HOSPITAL SERI CEMPAKA", w), s25Centre("Jabatan Kecemasan & Trauma (ED)", w),
				s25Centre("Blood gas analyser BGA-2 / SN 41827", w), rule,
				s25Line([]int{26}, "PATIENT REPORT", "Syringe - S 65uL"), rule,
				line("Sample #", "4182"), line("Accession no.", m.Specimen), line("Patient ID", "710312-08-5532"),
				line("Last name", "TAN"), line("First name", "MEI LING"), line("Sex", "Female"),
				line("Birth date", date(m.DOB, "")), line("Sample type", "Arterial"),
				line("Sample time", date(m.Collected, "")+" 03:41"), line("Operator", "SN ROZITA"), "",
				"Input parameters", line("T", "38.4  °C"), line("FO2(I)", "21.0  %"), "")
			for _, s := range r.Sections {
				add(s.Title)
				for _, x := range s.Rows {
					add(strings.TrimRight(s25Pad(x.Name, 13)+s28Right(x.Value, 7)+" "+s25Pad(x.Flag, 2)+s25Pad(x.Unit, 8)+x.RangeText, " "))
				}
				add("")
			}
			add(rule, "↑ / ↓  value above / below reference range", "Reference ranges: adult, arterial", rule,
				line("Printed", date(m.Reported, "")+" 03:43"), line("Signature", "........................"), "", s25Centre("* * *", w))
			body := `<div class="pg"><pre>` + esc(strings.Join(t, "\n")) + `</pre></div>`
			css := `body{color:#111}.pg{padding:5mm 3mm 6mm 4mm}pre{font-family:"DejaVu Sans Mono","Liberation Mono",monospace;font-size:7pt;line-height:1.32;margin:0}`
			return page("80mm 250mm", css, body)
		}}
}

// Vatican City: the clinical laboratory of the state's health service
// (Italian), two A4 pages. Esame / Risultato / (flag) / Unità di misura /
// Valori di riferimento; H / L; decimal commas; sex ranges printed on two
// lines (Uomini / Donne). The last row of page 1 is cut by the page break
// (class 99): its name, value, unit and the first line of its range at the
// foot of page 1, the second line of the range at the top of page 2, under
// the repeated column headings, in a row of its own with empty cells. Also
// a scan of page 1 fed in upside down (class 100).
func vaLab() *Layout {
	return &Layout{Name: "va_lab", Country: "VA", Language: "it", Classes: []int{6, 24, 99, 100}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.8,
		Extra: []string{"upside"}, Session: 28,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("EMOCROMO", "EMOCROMO")
			b.n("Leucociti", "7,42", "10^3/µL", "4,00 - 10,00")
			b.n("Eritrociti", "4,38", "10^6/µL", "4,50 - 5,90")
			b.n("Emoglobina", "13,1", "g/dL", "13,5 - 17,5")
			b.n("Ematocrito", "39,6", "%", "40,0 - 52,0")
			b.n("MCV", "90,4", "fL", "80,0 - 99,0")
			b.n("MCH", "29,9", "pg", "27,0 - 33,0")
			b.n("MCHC", "33,1", "g/dL", "32,0 - 36,0")
			b.n("RDW", "14,9", "%", "11,5 - 14,5")
			b.n("Piastrine", "231", "10^3/µL", "150 - 400")
			b.n("Neutrofili", "62,1", "%", "40,0 - 75,0")
			b.n("Linfociti", "27,4", "%", "20,0 - 45,0")
			b.n("Monociti", "7,2", "%", "2,0 - 10,0")
			b.n("Eosinofili", "2,8", "%", "1,0 - 6,0")
			b.n("Basofili", "0,5", "%", "0,0 - 1,0")
			b.n("VES (1ª ora)", "24", "mm/h", "< 20")
			b.panel("CHIMICA CLINICA", "CHIMICA CLINICA")
			b.n("Glucosio", "104", "mg/dL", "70 - 100")
			b.n("Urea", "41", "mg/dL", "17 - 49")
			b.n("Sodio", "139", "mmol/L", "136 - 145")
			b.n("Potassio", "4,6", "mmol/L", "3,5 - 5,1")
			b.n("Calcio", "9,4", "mg/dL", "8,6 - 10,2")
			b.n("Colesterolo totale", "226", "mg/dL", "< 200")
			b.n("Colesterolo HDL", "44", "mg/dL", "> 40")
			b.n("Trigliceridi", "168", "mg/dL", "< 150")
			b.n("AST (GOT)", "27", "U/L", "< 40")
			b.n("ALT (GPT)", "38", "U/L", "< 41")
			b.n("Gamma GT", "62", "U/L", "< 60")
			s28Split(b, "Creatinina", "1,18", "mg/dL", "Uomini: 0,70 - 1,20", "Donne: 0,50 - 0,90", 0.7, 1.2)
			b.newPage("", "CHIMICA CLINICA")
			b.n("eGFR (CKD-EPI)", "68", "mL/min/1,73m²", "> 60")
			b.nr("Acido urico", "7,6", "mg/dL", "Uomini: 3,4 - 7,0 Donne: 2,4 - 5,7", 3.4, 7.0)
			b.n("Bilirubina totale", "0,84", "mg/dL", "0,30 - 1,20")
			b.n("Ferro", "88", "µg/dL", "65 - 175")
			b.nr("Ferritina", "312", "ng/mL", "Uomini: 30 - 400 Donne: 13 - 150", 30, 400)
			b.panel("ENDOCRINOLOGIA E MARCATORI", "ENDOCRINOLOGIA E MARCATORI")
			b.n("TSH", "2,84", "µUI/mL", "0,27 - 4,20")
			b.n("PSA totale", "3,1", "ng/mL", "< 4,00")
			b.n("Emoglobina glicata (HbA1c IFCC)", "43", "mmol/mol", "20 - 42")
			return b.report(Meta{First: "Francesco", Last: "Del Vecchio", DOB: "1962-09-21", Gender: "male",
				Lab: "Laboratorio di Analisi Cliniche", Collected: "2026-06-15", Reported: "2026-06-16", Specimen: "2606150418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			sexCell := func(x *Row) string {
				t := x.RangeText
				if x.Cont != "" {
					t = strings.TrimSuffix(t, " "+x.Cont) // the rest is on the next page
				}
				for _, sex := range []string{" Donne:"} {
					t = strings.Replace(t, sex, "<br>"+strings.TrimSpace(sex), 1)
				}
				return strings.ReplaceAll(esc(t), "&lt;br&gt;", "<br>")
			}
			cols := []col{{"Esame", "c1", nameCell}, {"Risultato", "c2", valCell}, {"", "c3", flagCell},
				{"Unità di misura", "c4", unitCell}, {"Valori di riferimento", "c5", sexCell}}
			var split *Row
			head := func(p, n int) string {
				h := `<table class="top"><tr><td class="lg"><svg width="15mm" height="17mm" viewBox="0 0 36 40">` +
					`<path d="M4 4 h28 v16 q0 14 -14 18 q-14 -4 -14 -18 z" fill="none" stroke="#7a5c12" stroke-width="1.6"/>` +
					`<path d="M11 12 l14 14 M25 12 l-14 14" stroke="#b8902a" stroke-width="2.4"/><circle cx="18" cy="8.5" r="2.2" fill="#7a5c12"/></svg></td>` +
					`<td><div class="st">STATO DELLA CITTÀ DEL VATICANO</div><div class="ln">Direzione di Sanità ed Igiene</div>` +
					`<div class="ls">Laboratorio di Analisi Cliniche</div>` +
					`<div class="la">Via del Pellegrino · 00120 Città del Vaticano · Tel. +39 06 698 84182 · laboratorio.dsi@example.va</div></td>` +
					`<td class="rq">Direttore: Prof. Dott. Luigi M. Santoro<br>Specialista in Patologia Clinica</td></tr></table>`
				if p > 1 {
					return h + `<table class="p2"><tr><td>Paziente: <b>DEL VECCHIO FRANCESCO</b> · nato il ` + date(m.DOB, "") + `</td>` +
						`<td>N. accettazione: ` + m.Specimen + `</td>` + fmt.Sprintf(`<td class="rt">Pagina %d di %d</td></tr></table>`, p, n)
				}
				return h + `<table class="pt"><tr><td class="k">Paziente</td><td class="v"><b>DEL VECCHIO FRANCESCO</b></td>` +
					`<td class="k">N. accettazione</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Data di nascita</td><td class="v">` + date(m.DOB, "") + ` · Sesso: M</td>` +
					`<td class="k">Data prelievo</td><td class="v">` + date(m.Collected, "") + ` ore 07:50</td></tr>` +
					`<tr><td class="k">Tessera FAS</td><td class="v">04182-27</td>` +
					`<td class="k">Data referto</td><td class="v">` + date(m.Reported, "") + ` ore 12:10</td></tr>` +
					`<tr><td class="k">Medico richiedente</td><td class="v">Dott. Paolo Ceccarelli</td><td class="k">Provenienza</td><td class="v">Ambulatorio DSI</td></tr></table>` +
					`<div class="tt">REFERTO</div>`
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				if split != nil { // the row cut by the page break goes on here
					fmt.Fprintf(b, `<tr class="r cn"><td class="c1"></td><td class="c2"></td><td class="c3"></td><td class="c4"></td><td class="c5">%s</td></tr>`,
						esc(split.Cont))
					split = nil
				}
				for _, s := range secs {
					sectionRows(b, s, cols)
					if n := len(s.Rows); n > 0 && s.Rows[n-1].Cont != "" {
						split = s.Rows[n-1]
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">H: valore superiore ai limiti di riferimento · L: valore inferiore ai limiti di riferimento. ` +
				`eGFR calcolato con la formula CKD-EPI 2009. Campione prelevato a digiuno.</div>` +
				`<table class="sg"><tr><td>Il Dirigente Biologo<br><span class="sig">M. Gentile</span><br>Dott.ssa Marta Gentile</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="pgn">Pagina 1 di 2</div>`)
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:9pt;color:#161616}.pg{height:296mm;position:relative;padding:11mm 13mm 10mm 13mm}` +
				`.top{width:100%;border-bottom:1.4px solid #7a5c12;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:18mm}` +
				`.st{font-size:7.4pt;letter-spacing:1.2pt;color:#7a5c12}.ln{font-size:14pt;font-weight:bold;color:#3b2c08}.ls{font-size:10pt;font-weight:bold;color:#7a5c12}` +
				`.la{font-size:7pt;color:#444}.rq{text-align:right;font-size:7.4pt;color:#444;width:48mm}` +
				`.pt{width:100%;font-size:8.8pt;border:0.7px solid #b9a56a;margin-bottom:2mm}.pt td{padding:0.7mm 1.5mm}.pt .k{color:#555;width:17%;white-space:nowrap}.pt .v{width:33%}` +
				`.p2{width:100%;font-size:8.6pt;border-bottom:0.8px solid #7a5c12;margin-bottom:3mm}.p2 td{padding:0.6mm 0}.rt{text-align:right}` +
				`.tt{text-align:center;font-size:11pt;font-weight:bold;letter-spacing:2pt;margin:2mm 0}` +
				`.rs{width:100%}.hd th{font-size:8.4pt;padding:1mm 1.5mm;border-top:1px solid #333;border-bottom:1px solid #333;background:#f3efe3}` +
				`.sec td{font-weight:bold;font-size:9.4pt;padding:3mm 1.5mm 0.8mm;border-bottom:0.5px solid #b9a56a}` +
				`.r td{padding:1.5mm 1.5mm;border-bottom:0.3px solid #e4e0d6}.r.cn td{border-bottom:0.3px solid #e4e0d6;padding-top:0.4mm}` +
				`.c1{width:36%}.c2{width:12%;text-align:right;padding-right:4mm!important}.c3{width:5%;text-align:center}.c4{width:17%}.c5{width:30%}` +
				`.ft{margin-top:7mm;font-size:7.8pt;color:#333}.sg{width:100%;margin-top:8mm;font-size:8.6pt}.sg td{text-align:right;padding-right:12mm}` +
				`.sig{font-family:"Z003",cursive;font-size:16pt;color:#1b2a6b}` +
				`.pgn{position:absolute;left:13mm;right:13mm;bottom:9mm;text-align:right;font-size:7.6pt;color:#555}`
			return page("A4", css, body)
		}}
}

// s28ValRange prints the result cell of class 101: the value (bold when out
// of range), its unit, and right after them, smaller, the reference range
// in parentheses.
func s28ValRange(r *Row) string {
	s := valCell(r)
	if r.Unit != "" {
		s += ` <span class="u">` + esc(r.Unit) + `</span>`
	}
	if r.RangeText != "" {
		s += ` <span class="rg">` + esc(r.RangeText) + `</span>`
	}
	return s
}

// Monaco: private medical biology laboratory in Monte-Carlo (French), one A4
// page. Analyse / Résultat / Antériorité: the result cell holds the value,
// its unit and, right after them in a smaller grey type, the reference
// range in parentheses (class 101: "11,6 g/dL (12,0 – 16,0)"), no range
// column; abnormal values only in bold; the previous result and its date in
// the last column; decimal commas; French units (T/L, G/L, g/L, µmol/L,
// UI/L, mUI/L). Also photographed with the phone held sideways (class 103).
func mcLab() *Layout {
	prev := map[string]string{"Hémoglobine": "12,1 (14/01/2026)", "Hématocrite": "37,4 (14/01/2026)", "Leucocytes": "7,02 (14/01/2026)",
		"Plaquettes": "276 (14/01/2026)", "Cholestérol total": "2,41 (14/01/2026)", "Ferritine": "14 (14/01/2026)",
		"TSH": "1,88 (14/01/2026)", "Vitamine D (25-OH)": "15 (14/01/2026)", "Glycémie à jeun": "0,94 (14/01/2026)"}
	return &Layout{Name: "mc_lab", Country: "MC", Language: "fr", Classes: []int{6, 21, 27, 101, 103}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.9,
		Extra: []string{"sideways"}, Session: 28,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HÉMATOLOGIE - NUMÉRATION FORMULE SANGUINE", "NUMÉRATION FORMULE SANGUINE")
			b.n("Hématies", "4,21", "T/L", "(4,00 – 5,20)")
			b.n("Hémoglobine", "11,6", "g/dL", "(12,0 – 16,0)")
			b.n("Hématocrite", "36,2", "%", "(37,0 – 47,0)")
			b.n("VGM", "86,0", "fL", "(80,0 – 100,0)")
			b.n("TCMH", "27,6", "pg", "(27,0 – 32,0)")
			b.n("CCMH", "32,0", "g/dL", "(32,0 – 36,0)")
			b.n("Leucocytes", "6,84", "G/L", "(4,00 – 10,00)")
			b.n("Polynucléaires neutrophiles", "4,12", "G/L", "(1,80 – 7,50)")
			b.n("Polynucléaires éosinophiles", "0,21", "G/L", "(0,04 – 0,80)")
			b.n("Polynucléaires basophiles", "0,03", "G/L", "(< 0,20)")
			b.n("Lymphocytes", "1,98", "G/L", "(1,00 – 4,00)")
			b.n("Monocytes", "0,50", "G/L", "(0,20 – 1,00)")
			b.n("Plaquettes", "298", "G/L", "(150 – 400)")
			b.panel("HÉMOSTASE", "HÉMOSTASE")
			b.n("Taux de prothrombine", "94", "%", "(70 – 120)")
			b.n("TCA (ratio patient/témoin)", "1,05", "", "(< 1,20)")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,02", "g/L", "(0,70 – 1,10)")
			b.n("Créatinine", "64", "µmol/L", "(45 – 84)")
			b.n("DFG (CKD-EPI)", "> 90", "mL/min/1,73m²", "(> 60)")
			b.n("Urée", "0,32", "g/L", "(0,15 – 0,45)")
			b.n("Sodium", "140", "mmol/L", "(136 – 145)")
			b.n("Potassium", "4,3", "mmol/L", "(3,5 – 5,1)")
			b.n("Cholestérol total", "2,34", "g/L", "(< 2,00)")
			b.n("Cholestérol HDL", "0,58", "g/L", "(> 0,40)")
			b.n("Cholestérol LDL calculé", "1,52", "g/L", "(< 1,60)")
			b.n("Triglycérides", "1,20", "g/L", "(< 1,50)")
			b.n("ASAT (TGO)", "22", "UI/L", "(< 35)")
			b.n("ALAT (TGP)", "19", "UI/L", "(< 35)")
			b.n("Gamma-GT", "18", "UI/L", "(< 38)")
			b.n("Ferritine", "9", "µg/L", "(15 – 150)")
			b.n("Protéine C réactive (CRP)", "< 1,0", "mg/L", "(< 5,0)")
			b.panel("HORMONOLOGIE ET VITAMINES", "HORMONOLOGIE ET VITAMINES")
			b.n("TSH", "1,62", "mUI/L", "(0,27 – 4,20)")
			b.n("Vitamine D (25-OH)", "18", "ng/mL", "(30 – 100)")
			return b.report(Meta{First: "Stéphanie", Last: "Gastaud", DOB: "1984-07-09", Gender: "female",
				Lab: "Laboratoire Monte-Carlo Biologie", Collected: "2026-06-16", Reported: "2026-06-16", Specimen: "2606160418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", s28ValRange},
				{"Antériorité", "c3", func(x *Row) string { return esc(prev[x.Name]) }}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			for _, s := range r.Sections {
				sectionRows(&t, s, cols)
			}
			t.WriteString(`</table>`)
			body := `<div class="pg"><table class="top"><tr><td><div class="ln">Laboratoire Monte-Carlo Biologie</div>` +
				`<div class="ls">Laboratoire de biologie médicale · Biologistes : Dr Hélène Rapaire-Médecin, Dr Marc Olivié</div>` +
				`<div class="la">27, boulevard des Moulins · MC 98000 Monaco · Tél. +377 93 41 82 70 · Agrément DASS n° 418</div></td>` +
				`<td class="lg"><svg width="15mm" height="15mm" viewBox="0 0 40 40"><rect x="3" y="3" width="34" height="34" rx="17" fill="#ce1126"/>` +
				`<rect x="3" y="20" width="34" height="17" rx="0" fill="#fff"/><circle cx="20" cy="20" r="17" fill="none" stroke="#ce1126" stroke-width="2"/></svg></td></tr></table>` +
				`<table class="ad"><tr><td class="pr">Prescripteur : Dr Jean-Luc Médecin<br>Médecine générale · Monaco</td>` +
				`<td><div class="pn">Madame GASTAUD Stéphanie</div><div>Née le ` + date(m.DOB, "") + `</div>` +
				`<div>Dossier n° <b>` + m.Specimen + `</b></div><div>Prélevé le ` + date(m.Collected, "") + ` à 08:05 · Édité le ` +
				date(m.Reported, "") + ` à 17:30</div></td></tr></table>` +
				`<div class="tt">COMPTE RENDU D'ANALYSES DE BIOLOGIE MÉDICALE</div>` + t.String() +
				`<div class="ft">Les valeurs de référence figurent entre parenthèses après chaque résultat. Les résultats hors des valeurs de référence ` +
				`sont imprimés en gras. Antériorité : dernier résultat connu du laboratoire.</div>` +
				`<table class="sg"><tr><td>Compte rendu validé par le Dr Hélène Rapaire-Médecin, biologiste<br><span class="sig">H. Rapaire</span></td></tr></table>` +
				`<div class="pgn">Page 1/1</div></div>`
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:9pt;color:#161616}.pg{height:296mm;position:relative;padding:11mm 14mm 10mm 14mm}` +
				`.top{width:100%;margin-bottom:2mm}.top td{vertical-align:middle}.lg{width:17mm;text-align:right}` +
				`.ln{font-size:15pt;font-weight:bold;color:#ce1126}.ls{font-size:7.6pt;color:#333}.la{font-size:7pt;color:#555}` +
				`.ad{width:100%;margin:1mm 0 2mm}.ad td{vertical-align:top;font-size:8.6pt}.pr{width:50%;color:#444;padding-top:5mm}` +
				`.pn{font-size:10.5pt;font-weight:bold}` +
				`.tt{text-align:center;font-size:10pt;font-weight:bold;border-top:1px solid #ce1126;border-bottom:1px solid #ce1126;padding:1mm 0;margin:1mm 0 1mm}` +
				`.rs{width:100%}.hd th{font-size:8pt;color:#666;font-weight:normal;padding:1mm 1.5mm;border-bottom:0.6px solid #999}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:2.4mm 1.5mm 0.6mm;color:#ce1126}` +
				`.r td{padding:0.72mm 1.5mm}.c1{width:40%}.c2{width:40%}.c3{width:20%;color:#666;font-size:8pt}` +
				`.u{font-size:8.6pt}.rg{font-size:7.6pt;color:#666;margin-left:1.5mm}` +
				`.ft{margin-top:4mm;font-size:7.4pt;color:#444;font-style:italic}.sg{width:100%;margin-top:4mm;font-size:8pt}.sg td{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2a6b}` +
				`.pgn{position:absolute;left:14mm;right:14mm;bottom:8mm;text-align:center;font-size:7pt;color:#777}`
			return page("A4", css, body)
		}}
}

// Costa Rica: private clinical laboratory in San José (Spanish), one Letter
// page. Análisis / Resultado / (flag) / Unidades / Valores de referencia;
// H / L; decimal points; the HIV viral load and the urine culture's colony
// count written in scientific notation with a multiplication sign and a
// caret (class 102: "1.2 x 10^3" copias/mL against "< 20", "1.5 x 10^5"
// UFC/mL against "< 1.0 x 10^4"); CD4 count; cédula; dd/mm/yyyy. Also a
// flash photo (class 104).
func crLab() *Layout {
	return &Layout{Name: "cr_lab", Country: "CR", Language: "es", Classes: []int{6, 102, 104}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7,
		Extra: []string{"flash"}, Session: 28,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HEMATOLOGÍA - Hemograma completo", "Hemograma completo")
			b.n("Leucocitos", "4.1", "x10^3/µL", "4.5 - 11.0")
			b.n("Eritrocitos", "4.52", "x10^6/µL", "4.50 - 5.90")
			b.n("Hemoglobina", "13.9", "g/dL", "13.5 - 17.5")
			b.n("Hematocrito", "41.8", "%", "41.0 - 53.0")
			b.n("VCM", "92.5", "fL", "80.0 - 100.0")
			b.n("HCM", "30.8", "pg", "26.0 - 34.0")
			b.n("CHCM", "33.3", "g/dL", "31.0 - 37.0")
			b.n("Plaquetas", "168", "x10^3/µL", "150 - 450")
			b.n("Neutrófilos", "54", "%", "40 - 70")
			b.n("Linfocitos", "33", "%", "20 - 40")
			b.n("Monocitos", "9", "%", "2 - 10")
			b.n("Eosinófilos", "3", "%", "1 - 4")
			b.n("Basófilos", "1", "%", "0 - 1")
			b.panel("QUÍMICA CLÍNICA", "QUÍMICA CLÍNICA")
			b.n("Glucosa", "96", "mg/dL", "70 - 100")
			b.n("Creatinina", "1.08", "mg/dL", "0.70 - 1.20")
			b.n("Nitrógeno ureico (BUN)", "14", "mg/dL", "7 - 20")
			b.n("Colesterol total", "214", "mg/dL", "< 200")
			b.n("Triglicéridos", "246", "mg/dL", "< 150")
			b.n("Colesterol HDL", "36", "mg/dL", "> 40")
			b.n("TGO (AST)", "31", "U/L", "5 - 40")
			b.n("TGP (ALT)", "48", "U/L", "7 - 41")
			b.panel("INMUNOLOGÍA", "INMUNOLOGÍA")
			b.n("Linfocitos T CD4+", "412", "células/µL", "500 - 1500")
			b.n("Linfocitos T CD4+ (porcentaje)", "24", "%", "30 - 60")
			b.n("Relación CD4/CD8", "0.52", "", "1.00 - 3.60")
			b.q("RPR (sífilis)", "No reactivo", "No reactivo", true)
			b.panel("BIOLOGÍA MOLECULAR", "BIOLOGÍA MOLECULAR")
			s28Row(b, "Carga viral VIH-1", "1.2 x 10^3", "copias/mL", "< 20", none, 20)
			b.n("Carga viral VIH-1 (log10)", "3.08", "", "< 1.30")
			b.q("ADN del VHB", "No detectado", "No detectado", true)
			b.panel("MICROBIOLOGÍA - Urocultivo", "Urocultivo")
			s28Row(b, "Recuento de colonias", "1.5 x 10^5", "UFC/mL", "< 1.0 x 10^4", none, 10000)
			b.q("Microorganismo aislado", "Escherichia coli", "", true).comment()
			return b.report(Meta{First: "Andrés Felipe", Last: "Quesada Solano", DOB: "1988-02-11", Gender: "male",
				Lab: "Laboratorio Clínico Santa Lucía", Collected: "2026-06-17", Reported: "2026-06-19", Specimen: "SL-260617-0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Análisis", "c1", nameCell}, {"Resultado", "c2", valCell}, {"", "c3", flagCell},
				{"Unidades", "c4", unitCell}, {"Valores de referencia", "c5", rangeCell}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			for _, s := range r.Sections {
				sectionRows(&t, s, cols)
			}
			t.WriteString(`</table>`)
			body := `<div class="pg"><table class="top"><tr><td class="lg"><svg width="15mm" height="15mm" viewBox="0 0 40 40">` +
				`<rect x="2" y="2" width="36" height="36" rx="6" fill="#00529b"/><path d="M16 8 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 v-8 h8 z" fill="#fff"/>` +
				`<circle cx="20" cy="20" r="3" fill="#d52b1e"/></svg></td>` +
				`<td><div class="ln">LABORATORIO CLÍNICO SANTA LUCÍA</div><div class="ls">Microbiología y Química Clínica · Regente: Dra. Laura Monge Vargas, Microbióloga, Cód. MQC 4182</div>` +
				`<div class="la">Barrio Escalante, de la Iglesia Santa Teresita 300 m este, San José, Costa Rica · Tel. 2241-8270 · Permiso de funcionamiento MS 4182-2026</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paciente:</td><td class="v"><b>QUESADA SOLANO ANDRÉS FELIPE</b></td>` +
				`<td class="k">Orden N°:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Cédula:</td><td class="v">1-1418-0227</td><td class="k">Fecha de toma:</td><td class="v">` + date(m.Collected, "") + ` 07:15</td></tr>` +
				`<tr><td class="k">Nacimiento:</td><td class="v">` + date(m.DOB, "") + ` (38 años) · Masculino</td>` +
				`<td class="k">Fecha de reporte:</td><td class="v">` + date(m.Reported, "") + ` 15:40</td></tr>` +
				`<tr><td class="k">Médico:</td><td class="v">Dr. Esteban Rojas Chacón</td><td class="k">Procedencia:</td><td class="v">Consulta externa</td></tr></table>` +
				t.String() +
				`<div class="ft">H: valor alto · L: valor bajo. Carga viral VIH-1 por PCR en tiempo real, límite de cuantificación 20 copias/mL. ` +
				`Urocultivo: recuento significativo a partir de 1.0 x 10^5 UFC/mL; antibiograma en informe aparte.</div>` +
				`<table class="sg"><tr><td><span class="sig">L. Monge</span><br>Dra. Laura Monge Vargas · Microbióloga Química Clínica</td></tr></table>` +
				`<div class="pgn">Página 1 de 1 · Resultados confidenciales</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.8pt;color:#141414}.pg{height:279mm;position:relative;padding:10mm 12mm 9mm 12mm}` +
				`.top{width:100%;border-bottom:2px solid #00529b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#00529b}.ls{font-size:7.4pt;color:#d52b1e;font-weight:bold}.la{font-size:7pt;color:#444}` +
				`.pt{width:100%;font-size:8.6pt;border:0.6px solid #8aa;margin-bottom:2.5mm}.pt td{padding:0.6mm 1.5mm}.pt .k{font-weight:bold;white-space:nowrap;width:14%}.pt .v{width:36%}` +
				`.rs{width:100%}.hd th{font-size:8.2pt;padding:1mm 1.5mm;background:#e4edf6;border-bottom:1px solid #00529b}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:2.2mm 1.5mm 0.6mm;color:#00529b;border-bottom:0.4px solid #9bb}` +
				`.r td{padding:0.75mm 1.5mm}.c1{width:36%}.c2{width:15%}.c3{width:5%;text-align:center}.c4{width:14%}.c5{width:30%}` +
				`.ft{margin-top:4mm;font-size:7.4pt;color:#333;border-top:0.5px solid #999;padding-top:1mm}` +
				`.sg{width:100%;margin-top:6mm;font-size:7.8pt}.sg td{text-align:right;padding-right:10mm}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d3a7a}` +
				`.pgn{position:absolute;left:12mm;right:12mm;bottom:8mm;text-align:center;font-size:7pt;color:#666}`
			return page("Letter", css, body)
		}}
}
