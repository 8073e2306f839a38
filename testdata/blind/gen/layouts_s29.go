package main

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// Session 29 family: five layouts written blind in session 29. hu_lab,
// lb_hosp, hn_lab and bd_diag are dev and live here with the shared
// helpers; the held-out layout lives in layouts_s29_held.go, which a tuner
// must not open.

// s29Date prints an ISO date as a Hungarian LIS does ("ymd.":
// "2026.06.17.") or with dashes ("dmy-": "21-06-2026"); other styles as
// date().
func s29Date(iso, style string) string {
	var y, m, d int
	fmt.Sscanf(iso, "%d-%d-%d", &y, &m, &d)
	switch style {
	case "ymd.":
		return fmt.Sprintf("%d.%02d.%02d.", y, m, d)
	case "dmy-":
		return fmt.Sprintf("%02d-%02d-%d", d, m, y)
	}
	return date(iso, style)
}

// s29Phase is one line of a range cell that prints a range per
// menstrual-cycle phase (class 105): "Lutealphase: 1,7 - 7,7".
type s29Phase struct{ label, rng string }

// s29Cycle adds a hormone row whose range cell prints one line per cycle
// phase (class 105): the truth range text is the lines joined by a space,
// as class 24 joins tiers, and min/max are the bounds of the line of the
// patient's phase, which the clinical details give; flag and
// interpretation follow that line.
func s29Cycle(b *builder, name, value, unit, phase string, ps []s29Phase) *Row {
	var ts []s11Tier
	for _, p := range ps {
		ts = append(ts, s11Tier{p.label, p.rng, p.label == phase})
	}
	return s11Tiered(b, name, value, unit, ts)
}

// s29LinesCell prints the range cell of the rows in phases one line per
// phase, and any other row's range on one line.
func s29LinesCell(phases map[string][]s29Phase) func(*Row) string {
	return func(r *Row) string {
		ps, ok := phases[r.Name]
		if !ok {
			return esc(r.RangeText)
		}
		var b strings.Builder
		for _, p := range ps {
			fmt.Fprintf(&b, `<div class="ph"><span class="pl">%s:</span> %s</div>`, esc(p.label), esc(p.rng))
		}
		return b.String()
	}
}

// s29Crit adds a row beyond the lab's critical limit (class 107): the
// builder finds it out of range, then it becomes critical with the
// critical flag the lab prints ("HH" over "H", "LL" over "L"); the
// call-back note printed under it is no row and in no field.
func s29Crit(b *builder, name, value, unit, rng, flag, note string) *Row {
	r := b.n(name, value, unit, rng)
	if r.Interp != "abnormal" || r.Flag == "" || !strings.HasPrefix(flag, r.Flag) {
		panic(name + ": a critical flag on a value that is not out of range that way")
	}
	r.Interp, r.Flag, r.Note = "critical", flag, note
	return r
}

// s29Pend is a test printed with a word in place of its result because
// the result is not known yet (class 108: "En cours", "Em curso"): printed
// in the section whose panel is sec, after the row named after (first when
// after is empty), with its unit and range; it is no truth row.
type s29Pend struct{ sec, after, name, word, unit, rng string }

// s29SedRe reads a count printed as a range per field ("10-15").
var s29SedRe = regexp.MustCompile(`^(\d+)-(\d+)$`)

// s29Sed adds a sediment count printed as a range per microscope field
// (class 109: "10-15" x campo against "0 - 5"): the value as printed,
// type "range", abnormal when the whole count lies above or below the
// reference range and normal when it lies inside; a count straddling a
// bound is a mistake in the layout.
func s29Sed(b *builder, name, value, unit, rng string) *Row {
	m := s29SedRe.FindStringSubmatch(value)
	if m == nil {
		panic(name + ": not a count range: " + value)
	}
	a, _ := strconv.ParseFloat(m[1], 64)
	c, _ := strconv.ParseFloat(m[2], 64)
	lo, hi := b.parseRange(rng)
	r := &Row{Name: name, Value: value, Unit: unit, RangeText: rng, Lo: lo, Hi: hi, Type: "range", Interp: "normal"}
	switch {
	case !math.IsNaN(hi) && a > hi:
		r.Interp, r.Flag = "abnormal", b.high
	case !math.IsNaN(lo) && c < lo:
		r.Interp, r.Flag = "abnormal", b.low
	case !math.IsNaN(hi) && c > hi, !math.IsNaN(lo) && a < lo:
		panic(name + ": count " + value + " straddles " + rng)
	}
	b.cur.Rows = append(b.cur.Rows, r)
	return r
}

// s29SexRow adds a row whose reference range the lab prints in two
// columns, men's then women's (class 110): the truth range is the column
// of the patient's sex; the other column is in no field.
func s29SexRow(b *builder, sexes map[string][2]string, female bool, name, value, unit string) *Row {
	c, ok := sexes[name]
	if !ok {
		panic(name + ": no sex columns")
	}
	if female {
		return b.n(name, value, unit, c[1])
	}
	return b.n(name, value, unit, c[0])
}

// s29Rows writes sections into a result table: a title row per section
// (title says how, "" for none), a row per result (classes "ab" when out
// of range and "cr" when critical), its note row (the call-back line of a
// critical value, class 107), and the pending tests of pend after the rows
// they follow (class 108), printed through the same columns but no truth
// rows. cells writes a row's cells, so a layout may span columns.
func s29Rows(b *strings.Builder, secs []*Section, ncols int, pend []s29Pend, title func(*Section) string, cells func(*Row) string) {
	pendRow := func(p s29Pend) {
		r := &Row{Name: p.name, Value: p.word, Unit: p.unit, RangeText: p.rng, Interp: "pending", Lo: none, Hi: none}
		b.WriteString(`<tr class="r pd">` + cells(r) + `</tr>`)
	}
	pendAfter := func(sec, after string) {
		for _, p := range pend {
			if p.sec == sec && p.after == after {
				pendRow(p)
			}
		}
	}
	for _, s := range secs {
		if s.Title != "" {
			b.WriteString(title(s))
		}
		pendAfter(s.Panel, "")
		for _, r := range s.Rows {
			cls := "r"
			switch r.Interp {
			case "critical":
				cls += " cr"
			case "abnormal":
				cls += " ab"
			}
			b.WriteString(`<tr class="` + cls + `">` + cells(r) + `</tr>`)
			if r.Note != "" {
				fmt.Fprintf(b, `<tr class="note"><td></td><td colspan="%d">%s</td></tr>`, ncols-1, esc(r.Note))
			}
			pendAfter(s.Panel, r.Name)
		}
	}
}

// s29Cells writes a row's cells through the columns.
func s29Cells(cols []col) func(*Row) string {
	return func(r *Row) string {
		var b strings.Builder
		for _, c := range cols {
			b.WriteString(td(c.class, c.cell(r)))
		}
		return b.String()
	}
}

// s29Peak is one bump of an analyser histogram: its centre and width as
// fractions of the axis, and its height.
type s29Peak struct{ at, width, height float64 }

// s29Histo draws an analyser's histogram as the lab pastes it beside the
// blood count (class 111): a title, a filled curve, dashed discriminator
// lines with their labels, and an x axis whose numbers and unit are
// printed as text; none of it is a result.
func s29Histo(title string, ticks []string, unit string, peaks []s29Peak, marks map[string]float64) string {
	const w, h, x0, y0, x1, y1 = 120.0, 54.0, 8.0, 8.0, 114.0, 42.0
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="hg" viewBox="0 0 %.0f %.0f">`, w, h)
	fmt.Fprintf(&b, `<text x="%.1f" y="5.5" class="ht">%s</text>`, x0, esc(title))
	// the curve
	pts := []string{fmt.Sprintf("%.1f,%.1f", x0, y1)}
	top := 0.0
	f := func(t float64) float64 {
		v := 0.0
		for _, p := range peaks {
			d := (t - p.at) / p.width
			v += p.height * math.Exp(-d*d/2)
		}
		return v
	}
	for i := 0; i <= 80; i++ {
		top = math.Max(top, f(float64(i)/80))
	}
	for i := 0; i <= 80; i++ {
		t := float64(i) / 80
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x0+t*(x1-x0), y1-f(t)/top*(y1-y0-4)))
	}
	pts = append(pts, fmt.Sprintf("%.1f,%.1f", x1, y1))
	fmt.Fprintf(&b, `<polygon points="%s" class="hc"/>`, strings.Join(pts, " "))
	// discriminators, in a fixed order so the page is stable
	var keys []string
	for k := range marks {
		keys = append(keys, k)
	}
	sortStrings(keys)
	for _, k := range keys {
		x := x0 + marks[k]*(x1-x0)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" class="hd2"/><text x="%.1f" y="%.1f" class="hm">%s</text>`,
			x, y0+2, x, y1, x+1, y0+4, esc(k))
	}
	// axes and their numbers
	fmt.Fprintf(&b, `<path d="M%.1f %.1f V%.1f H%.1f" class="ha"/>`, x0, y0, y1, x1)
	for i, t := range ticks {
		x := x0 + float64(i)/float64(len(ticks)-1)*(x1-x0)
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" class="ha"/><text x="%.1f" y="%.1f" class="hx">%s</text>`,
			x, y1, x, y1+1.5, x, y1+6.5, esc(t))
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" class="hu">%s</text></svg>`, x1, y1+12, esc(unit))
	return b.String()
}

// s29Scatter draws the analyser's differential scattergram (class 111):
// clusters of dots labelled with the cell kinds, the axes named by the
// channels; seeded, so the page is stable.
func s29Scatter(title, xName, yName string, seed int) string {
	const w, h = 120.0, 74.0
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="hg sc" viewBox="0 0 %.0f %.0f"><text x="8" y="5.5" class="ht">%s</text>`, w, h, esc(title))
	b.WriteString(`<rect x="8" y="8" width="104" height="56" class="sf"/>`)
	sd := uint32(seed)
	rnd := func() float64 {
		sd = sd*1103515245 + 12345
		return float64(sd>>8&0xffff) / 65536
	}
	gauss := func() float64 { return rnd() + rnd() + rnd() - 1.5 }
	for _, c := range []struct {
		label          string
		cx, cy, sx, sy float64
		n              int
		fill           string
		lx, ly         float64
	}{{"NEUT", 62, 40, 9, 6, 150, "#3a78c2", 72, 52}, {"LYMPH", 30, 22, 5, 5, 55, "#c23a3a", 20, 14}, {"MONO", 48, 20, 5, 4, 22, "#2f9a4a", 52, 13},
		{"EO", 92, 28, 4, 4, 10, "#d08a1e", 96, 20}, {"BASO", 36, 52, 2, 2, 3, "#7a3ac2", 22, 60}} {
		for i := 0; i < c.n; i++ {
			x, y := c.cx+gauss()*c.sx, c.cy+gauss()*c.sy
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="0.55" fill="%s"/>`, 8+x, y+4, c.fill)
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" class="hm">%s</text>`, c.lx, c.ly, c.label)
	}
	fmt.Fprintf(&b, `<text x="112" y="70" class="hu">%s</text><text x="2" y="36" class="hu" transform="rotate(-90 4 36)">%s</text></svg>`,
		esc(xName), esc(yName))
	return b.String()
}

// sortStrings sorts a few strings in place (insertion sort, the standard
// library's sort is not needed for this).
func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// Hungary: a private medical laboratory in Sopron whose reports for
// patients from Austria are printed in German by a Hungarian LIS, one A4
// page (DejaVu Sans Condensed). Untersuchung / Ergebnis / (flag) / Einheit
// / Referenzbereich; H / T (hoch / tief) in a narrow column; decimal
// commas; Hungarian SI units (µmol/l, mmol/l, g/l) beside German ones (IE/l,
// mIE/l, ng/ml); Hungarian dates (2026.06.17.). The rows are grouped under
// specimen headings (class 106): "Serum" and "24-Stunden-Sammelurin", and
// Kreatinin, Natrium, Kalium, Gesamteiweiß and Glukose are printed under
// both. The sex hormones print one range line per cycle phase (class 105);
// the clinical details give cycle day 22, the luteal phase. Also
// photographed inside a glossy plastic sleeve (class 112).
var huPhases = map[string][]s29Phase{
	"FSH": {{"Follikelphase", "3,5 - 12,5"}, {"Ovulationsphase", "4,7 - 21,5"}, {"Lutealphase", "1,7 - 7,7"},
		{"Postmenopause", "25,8 - 134,8"}},
	"LH": {{"Follikelphase", "2,4 - 12,6"}, {"Ovulationsphase", "14,0 - 95,6"}, {"Lutealphase", "1,0 - 11,4"},
		{"Postmenopause", "7,7 - 58,5"}},
	"Östradiol (E2)": {{"Follikelphase", "12,5 - 166"}, {"Ovulationsphase", "85,8 - 498"}, {"Lutealphase", "43,8 - 211"},
		{"Postmenopause", "< 54,7"}},
	"Progesteron": {{"Follikelphase", "0,2 - 1,5"}, {"Ovulationsphase", "0,8 - 3,0"}, {"Lutealphase", "1,7 - 27,0"},
		{"Postmenopause", "< 0,8"}},
}

func huLab() *Layout {
	return &Layout{Name: "hu_lab", Country: "HU", Language: "de", Classes: []int{6, 105, 106, 112}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.8,
		Extra: []string{"sleeve"}, Session: 29,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "T"}
			cyc := func(name, value, unit string) *Row {
				return s29Cycle(b, name, value, unit, "Lutealphase", huPhases[name])
			}
			b.panel("Serum", "Serum")
			cyc("FSH", "8,9", "IE/l")
			cyc("LH", "6,8", "IE/l")
			cyc("Östradiol (E2)", "236", "pg/ml")
			cyc("Progesteron", "1,4", "ng/ml")
			b.n("Prolaktin", "14,2", "ng/ml", "4,8 - 23,3")
			b.n("Testosteron", "0,38", "ng/ml", "0,08 - 0,48")
			b.n("SHBG", "62", "nmol/l", "32,4 - 128")
			b.n("DHEA-S", "214", "µg/dl", "98,8 - 340")
			b.n("AMH", "1,12", "ng/ml", "0,77 - 5,24")
			b.n("TSH", "2,31", "mIE/l", "0,27 - 4,20")
			b.n("fT4", "14,8", "pmol/l", "12,0 - 22,0")
			b.n("Natrium", "140", "mmol/l", "136 - 145")
			b.n("Kalium", "4,1", "mmol/l", "3,5 - 5,1")
			b.n("Kreatinin", "68", "µmol/l", "49 - 90")
			b.n("Harnstoff", "4,6", "mmol/l", "2,8 - 7,2")
			b.n("Gesamteiweiß", "71", "g/l", "64 - 83")
			b.n("Glukose", "4,9", "mmol/l", "3,9 - 6,1")
			b.panel("24-Stunden-Sammelurin", "24-Stunden-Sammelurin")
			b.n("Sammelmenge", "1850", "ml/24 h", "")
			b.n("Kreatinin", "11,2", "mmol/24 h", "7,0 - 13,0")
			b.n("Natrium", "162", "mmol/24 h", "40 - 220")
			b.n("Kalium", "58", "mmol/24 h", "25 - 125")
			b.n("Gesamteiweiß", "0,21", "g/24 h", "< 0,15")
			b.n("Albumin", "34", "mg/24 h", "< 30")
			b.n("Glukose", "0,6", "mmol/24 h", "< 2,8")
			b.n("Kreatinin-Clearance", "114", "ml/min", "75 - 130")
			return b.report(Meta{First: "Verena", Last: "Huber", DOB: "1989-03-14", Gender: "female",
				Lab: "Medizinisches Labor Sopron", Collected: "2026-06-17", Reported: "2026-06-18", Specimen: "2606170418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Untersuchung", "c1", nameCell}, {"Ergebnis", "c2", valCell}, {"", "c3", flagCell},
				{"Einheit", "c4", unitCell}, {"Referenzbereich", "c5", s29LinesCell(huPhases)}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			s29Rows(&t, r.Sections, len(cols), nil, func(s *Section) string {
				return `<tr class="sec"><td colspan="5"><span class="mt">Material:</span> ` + esc(s.Title) + `</td></tr>`
			}, s29Cells(cols))
			t.WriteString(`</table>`)
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#1d5c8a" stroke-width="2.4"/>` +
				`<path d="M15 9 h10 M17 9 v9 l-7 12 a3 3 0 0 0 3 4 h14 a3 3 0 0 0 3 -4 l-7 -12 v-9" fill="none" stroke="#1d5c8a" stroke-width="2"/>` +
				`<path d="M12.5 27 h15 l2 3.5 a2 2 0 0 1 -2 2.5 h-15 a2 2 0 0 1 -2 -2.5 z" fill="#c8102e"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td><td><div class="ln">Medizinisches Labor Sopron</div>` +
				`<div class="lh">Soproni Orvosi Laboratórium Kft. · H-9400 Sopron, Várkerület 41. · Tel.: +36 99 418 270 · befund@laborsopron.example.hu</div>` +
				`<div class="ls">Deutschsprachiger Befundservice für Patientinnen und Patienten aus Österreich</div></td>` +
				`<td class="ll">Laborleitung:<br>Dr. med. Zoltán Horváth<br>Facharzt für Labormedizin</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patientin</td><td class="v"><b>Huber, Verena</b></td><td class="k">Labornummer</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Geburtsdatum</td><td class="v">` + s29Date(m.DOB, "ymd.") + ` · weiblich</td><td class="k">Probenahme</td><td class="v">` + s29Date(m.Collected, "ymd.") + ` 07:45</td></tr>` +
				`<tr><td class="k">SV-Nummer</td><td class="v">4182 140389</td><td class="k">Eingang</td><td class="v">` + s29Date(m.Collected, "ymd.") + ` 09:10</td></tr>` +
				`<tr><td class="k">Wohnort</td><td class="v">Ruster Straße 12, A-7000 Eisenstadt</td><td class="k">Befunddatum</td><td class="v">` + s29Date(m.Reported, "ymd.") + ` 14:22</td></tr>` +
				`<tr><td class="k">Einsender</td><td class="v" colspan="3">Dr. med. univ. Eva Pinter, Fachärztin für Frauenheilkunde und Geburtshilfe, Eisenstadt</td></tr>` +
				`<tr><td class="k">Klinische Angaben</td><td class="v" colspan="3">Kinderwunsch · Zyklustag 22 (letzte Regel ` + s29Date("2026-05-27", "ymd.") + `) · keine Hormoneinnahme</td></tr></table>` +
				`<div class="tt">LABORBEFUND <span>(Endbefund)</span></div>` + t.String() +
				`<div class="ft">H = über dem Referenzbereich · T = unter dem Referenzbereich. Die Referenzbereiche der Sexualhormone gelten je Zyklusphase ` +
				`(Elecsys, Erwachsene Frauen). Kreatinin-Clearance berechnet aus Serum- und Urinkreatinin und der Sammelmenge. ` +
				`Die Untersuchungen wurden im Labor Sopron durchgeführt; akkreditiert von der NAH unter der Nummer NAH-1-1841/2026.</div>` +
				`<table class="sg"><tr><td>Technisch validiert: Katalin Szabó, Laborassistentin</td>` +
				`<td class="rt">Medizinisch validiert:<br><span class="sig">Horváth</span><br>Dr. med. Zoltán Horváth</td></tr></table>` +
				`<div class="pgn">Seite 1 / 1 · Ausdruck ` + s29Date(m.Reported, "ymd.") + ` 14:25</div></div>`
			css := `body{font-family:"DejaVu Sans Condensed","DejaVu Sans";font-size:8.1pt;color:#151515}.pg{height:296mm;position:relative;padding:10mm 13mm 9mm 14mm}` +
				`.top{width:100%;border-bottom:1.6px solid #1d5c8a;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.4mm}.lg{width:17mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#1d5c8a}.lh{font-size:6.8pt;color:#444}.ls{font-size:7.2pt;color:#c8102e;font-style:italic}` +
				`.ll{text-align:right;font-size:7pt;color:#444;width:40mm}` +
				`.pt{width:100%;font-size:8pt;background:#f1f5f9;margin-bottom:2mm}.pt td{padding:0.55mm 1.6mm}.pt .k{color:#555;width:17%;white-space:nowrap}.pt .v{width:33%}` +
				`.tt{font-size:10.5pt;font-weight:bold;letter-spacing:1pt;margin:2mm 0 1mm}.tt span{font-size:8pt;font-weight:normal;letter-spacing:0;color:#555}` +
				`.rs{width:100%}.hd th{font-size:7.6pt;color:#333;padding:0.8mm 1.4mm;border-bottom:1px solid #1d5c8a;border-top:1px solid #1d5c8a}` +
				`.sec td{font-weight:bold;font-size:8.8pt;padding:2.6mm 1.4mm 0.6mm;color:#1d5c8a;border-bottom:0.5px solid #9fb6c8}.mt{font-weight:normal;color:#666;font-size:7.6pt}` +
				`.r td{padding:0.62mm 1.4mm;border-bottom:0.3px dotted #c7d3dc}.c1{width:30%}.c2{width:12%;text-align:right;padding-right:3mm!important}` +
				`.c3{width:4%;text-align:center}.c4{width:14%}.c5{width:40%}.ph{line-height:1.22}.pl{display:inline-block;width:27mm;color:#444}` +
				`.ft{margin-top:3mm;font-size:6.9pt;color:#333}.sg{width:100%;margin-top:4mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.pgn{position:absolute;left:14mm;right:13mm;bottom:7mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Lebanon: the laboratory of a university hospital in Beirut (French),
// one A4 page, a preliminary report for the emergency department (Liberation
// Sans). Analyse / Résultat / Flag / Unité / Valeurs de référence; H / L,
// and HH / LL on the values beyond the critical limits (class 107), each
// row on a pale red band with the call-back line under it ("Valeur critique
// communiquée par téléphone au Dr R. Nassar … à 06:31"); the critical
// limits in the footer; tests whose results are not known yet printed with
// "En cours" in place of the value (class 108); decimal points,
// conventional units (mg/dL, mEq/L, 10³/µL); a French and Arabic
// letterhead; dd/mm/yyyy. Also scanned through a document feeder that let
// the page slip (class 113).
var lbPending = []s29Pend{
	{"BIOCHIMIE", "Protéine C réactive (CRP)", "Procalcitonine", "En cours", "ng/mL", "< 0.50"},
	{"MICROBIOLOGIE", "", "Hémocultures (2 paires)", "En cours", "", ""},
	{"MICROBIOLOGIE", "", "Examen cytobactériologique des urines (ECBU)", "En cours", "", ""},
}

func lbHosp() *Layout {
	const call = "Valeur critique communiquée par téléphone au Dr R. Nassar (Urgences) le 19/06/2026 à 06:31 – relue et confirmée (M. Saad)"
	return &Layout{Name: "lb_hosp", Country: "LB", Language: "fr", Classes: []int{6, 107, 108, 113}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.0,
		Extra: []string{"slip"}, Session: 29,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HÉMATOLOGIE - Numération Formule Sanguine", "Numération Formule Sanguine")
			b.n("Globules blancs", "18.6", "10³/µL", "4.0 - 10.0")
			b.n("Globules rouges", "2.31", "10⁶/µL", "4.50 - 5.90")
			s29Crit(b, "Hémoglobine", "6.4", "g/dL", "13.0 - 17.0", "LL", call)
			b.n("Hématocrite", "19.8", "%", "40.0 - 52.0")
			b.n("VGM", "85.7", "fL", "80.0 - 100.0")
			b.n("TCMH", "27.7", "pg", "27.0 - 33.0")
			b.n("CCMH", "32.3", "g/dL", "32.0 - 36.0")
			s29Crit(b, "Plaquettes", "41", "10³/µL", "150 - 400", "LL", call)
			b.n("Polynucléaires neutrophiles", "88.2", "%", "40.0 - 75.0")
			b.n("Lymphocytes", "6.9", "%", "20.0 - 45.0")
			b.n("Monocytes", "4.4", "%", "2.0 - 10.0")
			b.panel("HÉMOSTASE", "HÉMOSTASE")
			b.n("Taux de prothrombine", "58", "%", "70 - 120")
			b.n("INR", "1.52", "", "0.80 - 1.20")
			b.n("TCA (patient)", "38.4", "s", "25.0 - 36.0")
			b.n("Fibrinogène", "5.1", "g/L", "2.0 - 4.0")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glucose", "212", "mg/dL", "70 - 110")
			b.n("Urée", "96", "mg/dL", "15 - 45")
			b.n("Créatinine", "2.84", "mg/dL", "0.70 - 1.30")
			b.n("Sodium", "131", "mEq/L", "135 - 145")
			s29Crit(b, "Potassium", "6.9", "mEq/L", "3.5 - 5.1", "HH", call)
			b.n("Chlorures", "99", "mEq/L", "98 - 107")
			b.n("Bicarbonates", "15", "mEq/L", "22 - 29")
			b.n("Calcium", "8.1", "mg/dL", "8.6 - 10.2")
			s29Crit(b, "Lactates", "5.2", "mmol/L", "0.5 - 2.2", "HH", call)
			b.n("Protéine C réactive (CRP)", "186", "mg/L", "< 5.0")
			b.n("Troponine I hs", "28", "ng/L", "< 34")
			b.n("ASAT (TGO)", "61", "U/L", "< 40")
			b.n("ALAT (TGP)", "44", "U/L", "< 41")
			b.n("Bilirubine totale", "1.1", "mg/dL", "0.2 - 1.2")
			b.panel("MICROBIOLOGIE", "MICROBIOLOGIE")
			b.q("Antigène urinaire Legionella", "Négatif", "Négatif", true)
			b.q("Antigène urinaire pneumocoque", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Georges", Last: "Haddad", DOB: "1958-11-04", Gender: "male",
				Lab: "Hôpital Universitaire Al-Arz", Collected: "2026-06-19", Reported: "2026-06-19", Specimen: "2606190418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", valCell}, {"Flag", "c3", flagCell},
				{"Unité", "c4", unitCell}, {"Valeurs de référence", "c5", rangeCell}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			s29Rows(&t, r.Sections, len(cols), lbPending, func(s *Section) string {
				return `<tr class="sec"><td colspan="5">` + esc(s.Title) + `</td></tr>`
			}, s29Cells(cols))
			t.WriteString(`</table>`)
			logo := `<svg width="15mm" height="16mm" viewBox="0 0 40 44"><path d="M20 3 L31 15 H25 L34 25 H27 L37 36 H3 L13 25 H6 L15 15 H9 Z" fill="#1e7a3c"/>` +
				`<rect x="17.5" y="36" width="5" height="6" fill="#6b4a2b"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Hôpital Universitaire Al-Arz</div><div class="ls">Département de Pathologie et de Médecine de Laboratoire</div>` +
				`<div class="la">Rue de l'Hôpital, Achrafieh, Beyrouth, Liban · Tél. +961 1 418 270 · Fax +961 1 418 299</div></td>` +
				`<td class="ar"><div dir="rtl">مستشفى الأرز الجامعي</div><div dir="rtl" class="ars">دائرة علم الأمراض والمختبر</div></td></tr></table>` +
				`<div class="pre">RAPPORT PRÉLIMINAIRE – résultats partiels, certaines analyses sont en cours</div>` +
				`<table class="pt"><tr><td class="k">Patient :</td><td class="v"><b>M. HADDAD Georges</b></td><td class="k">N° de demande :</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Né le :</td><td class="v">` + date(m.DOB, "") + ` (67 ans) · Sexe : M</td><td class="k">N° de dossier :</td><td class="v">H-0418227</td></tr>` +
				`<tr><td class="k">Service :</td><td class="v">Urgences – Box 12</td><td class="k">Prélevé le :</td><td class="v">` + date(m.Collected, "") + ` 05:58</td></tr>` +
				`<tr><td class="k">Prescripteur :</td><td class="v">Dr Rami Nassar</td><td class="k">Édité le :</td><td class="v">` + date(m.Reported, "") + ` 07:12</td></tr></table>` +
				t.String() +
				`<div class="ft">H / L : valeur supérieure / inférieure aux valeurs de référence. HH / LL : valeur critique, communiquée sans délai au prescripteur. ` +
				`Seuils critiques du laboratoire : Potassium &gt; 6.5 mEq/L · Hémoglobine &lt; 7.0 g/dL · Plaquettes &lt; 50 10³/µL · Lactates &gt; 4.0 mmol/L · ` +
				`Glucose &lt; 40 ou &gt; 450 mg/dL. Un rapport complet sera édité dès la validation des analyses en cours.</div>` +
				`<table class="sg"><tr><td>Technicien : Michel Saad</td><td class="rt">Validation biologique :<br><span class="sig">N. Azar</span><br>Dr Nadine Azar, biologiste médicale</td></tr></table>` +
				`<div class="pgn">Page 1 / 1 · Document confidentiel – HUA-LAB-F-27 v4</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 12mm 9mm 12mm}` +
				`.top{width:100%;border-bottom:1.6px solid #1e7a3c;margin-bottom:1.6mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:17mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#1e7a3c}.ls{font-size:8pt;font-weight:bold;color:#333}.la{font-size:6.8pt;color:#555}` +
				`.ar{text-align:right;font-family:"DejaVu Sans";font-size:11pt;color:#1e7a3c;width:48mm}.ars{font-size:7.6pt;color:#333}` +
				`.pre{border:1.2px solid #b3261e;color:#b3261e;font-weight:bold;font-size:8.6pt;text-align:center;padding:0.8mm;margin-bottom:1.6mm;letter-spacing:0.3pt}` +
				`.pt{width:100%;font-size:8.2pt;border:0.6px solid #9aa;margin-bottom:2mm}.pt td{padding:0.5mm 1.5mm}.pt .k{color:#555;width:15%;white-space:nowrap}.pt .v{width:35%}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.8mm 1.4mm;background:#e6efe8;border-bottom:1px solid #1e7a3c}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:2.2mm 1.4mm 0.5mm;color:#1e7a3c;border-bottom:0.5px solid #9bb8a2}` +
				`.r td{padding:0.55mm 1.4mm}.r.cr td{background:#fbe3e1;font-weight:bold}.r.pd td{color:#555;font-style:italic}` +
				`.note td{font-size:6.9pt;color:#b3261e;font-style:italic;padding:0 1.4mm 0.6mm;background:#fbe3e1}` +
				`.c1{width:36%}.c2{width:12%;text-align:right;padding-right:3mm!important}.c3{width:6%;text-align:center}.c4{width:14%}.c5{width:32%}` +
				`.ft{margin-top:3mm;font-size:6.9pt;color:#333;border-top:0.5px solid #999;padding-top:1mm}` +
				`.sg{width:100%;margin-top:4mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.pgn{position:absolute;left:12mm;right:12mm;bottom:7mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Honduras: a private clinical laboratory in Tegucigalpa (Spanish), one
// Letter page (Liberation Sans). Examen / Resultado / Unidades / Valores de
// referencia printed in two columns, Hombres and Mujeres (class 110): a
// sex-dependent test prints the men's range in one and the women's in the
// other, any other test one range across both; the patient is a woman. No
// flags, abnormal values in bold (class 21). The urinalysis ("Examen
// general de orina") under the subtitles Examen físico, Examen químico and
// Examen microscópico: dipstick grades ("Trazas", "+", "++") and the
// sediment counted per field as a range ("10-15" x campo against "0 - 5",
// class 109) or described ("Escasas", "Abundantes"); decimal points;
// identity-card number; dd/mm/yyyy. Also a colour scan of a copy with a
// coffee stain over part of the table (class 114).
var hnSex = map[string][2]string{
	"Glóbulos rojos": {"4.50 - 5.90", "4.00 - 5.20"},
	"Hemoglobina":    {"13.5 - 17.5", "12.0 - 16.0"},
	"Hematocrito":    {"40.0 - 52.0", "36.0 - 48.0"},
	"VES":            {"0 - 15", "0 - 20"},
	"Creatinina":     {"0.70 - 1.30", "0.50 - 1.10"},
	"Ácido úrico":    {"3.4 - 7.0", "2.4 - 5.7"},
	"Ferritina":      {"30 - 400", "13 - 150"},
}

// hnUrine says which panels are the urinalysis's subtitles, printed under
// the title "EXAMEN GENERAL DE ORINA", which is no panel.
var hnUrine = map[string]bool{"Examen físico": true, "Examen químico": true, "Examen microscópico": true}

func hnLab() *Layout {
	return &Layout{Name: "hn_lab", Country: "HN", Language: "es", Classes: []int{6, 21, 43, 109, 110, 114}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.6,
		Extra: []string{"stain"}, Session: 29,
		Build: func() *Report {
			b := &builder{}
			sx := func(name, value, unit string) *Row { return s29SexRow(b, hnSex, true, name, value, unit) }
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			b.n("Glóbulos blancos", "8.9", "x10³/µL", "4.5 - 11.0")
			sx("Glóbulos rojos", "4.31", "x10⁶/µL")
			sx("Hemoglobina", "12.6", "g/dL")
			sx("Hematocrito", "37.8", "%")
			b.n("VCM", "87.7", "fL", "80.0 - 100.0")
			b.n("HCM", "29.2", "pg", "27.0 - 33.0")
			b.n("CHCM", "33.3", "g/dL", "32.0 - 36.0")
			b.n("Plaquetas", "312", "x10³/µL", "150 - 450")
			b.n("Neutrófilos", "64", "%", "40 - 70")
			b.n("Linfocitos", "28", "%", "20 - 40")
			sx("VES", "18", "mm/h")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucosa en ayunas", "92", "mg/dL", "70 - 100")
			sx("Creatinina", "0.92", "mg/dL")
			sx("Ácido úrico", "6.2", "mg/dL")
			b.n("Colesterol total", "188", "mg/dL", "< 200")
			b.n("Triglicéridos", "162", "mg/dL", "< 150")
			sx("Ferritina", "11", "ng/mL")
			b.panel("Examen físico", "Examen físico")
			b.q("Color", "Amarillo", "", true)
			b.q("Aspecto", "Ligeramente turbio", "", true)
			b.n("Densidad", "1.025", "", "1.005 - 1.030")
			b.n("pH", "6.0", "", "5.0 - 8.0")
			b.panel("Examen químico", "Examen químico")
			b.q("Proteínas", "Trazas", "Negativo", false).comment()
			b.q("Glucosa", "Negativo", "Negativo", true)
			b.q("Cuerpos cetónicos", "Negativo", "Negativo", true)
			b.q("Sangre", "+", "Negativo", false).comment()
			b.q("Nitritos", "Positivo", "Negativo", false)
			b.q("Esterasa leucocitaria", "++", "Negativo", false).comment()
			b.n("Urobilinógeno", "0.2", "mg/dL", "0.2 - 1.0")
			b.panel("Examen microscópico", "Examen microscópico")
			s29Sed(b, "Leucocitos", "10-15", "x campo", "0 - 5")
			s29Sed(b, "Eritrocitos", "4-6", "x campo", "0 - 3")
			s29Sed(b, "Cilindros hialinos", "0-1", "x campo", "0 - 2")
			b.q("Células epiteliales", "Escasas", "", true)
			b.q("Bacterias", "Abundantes", "", true)
			b.q("Cristales", "No se observan", "", true)
			return b.report(Meta{First: "Karla Yessenia", Last: "Mejía Banegas", DOB: "1997-01-23", Gender: "female",
				Lab: "Laboratorio Clínico Los Pinares", Collected: "2026-06-20", Reported: "2026-06-20", Specimen: "26-041827"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cells := func(x *Row) string {
				s := td("c1", nameCell(x)) + td("c2", valCell(x)) + td("c3", unitCell(x))
				if c, ok := hnSex[x.Name]; ok {
					return s + td("c4", esc(c[0])) + td("c5", esc(c[1]))
				}
				return s + `<td class="c45" colspan="2">` + rangeCell(x) + `</td>`
			}
			var t strings.Builder
			t.WriteString(`<table class="rs"><tr class="hd"><th class="c1" rowspan="2">Examen</th><th class="c2" rowspan="2">Resultado</th>` +
				`<th class="c3" rowspan="2">Unidades</th><th class="c45" colspan="2">Valores de referencia</th></tr>` +
				`<tr class="hd2"><th class="c4">Hombres</th><th class="c5">Mujeres</th></tr>`)
			s29Rows(&t, r.Sections, 5, nil, func(s *Section) string {
				if hnUrine[s.Panel] {
					h := ""
					if s.Panel == "Examen físico" {
						h = `<tr class="sec"><td colspan="5">EXAMEN GENERAL DE ORINA</td></tr>`
					}
					return h + `<tr class="sub"><td colspan="5">` + esc(s.Title) + `</td></tr>`
				}
				return `<tr class="sec"><td colspan="5">` + esc(s.Title) + `</td></tr>`
			}, cells)
			t.WriteString(`</table>`)
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><path d="M20 3 L30 21 H24 L33 35 H7 L16 21 H10 Z" fill="#1f6f43"/>` +
				`<rect x="18" y="35" width="4" height="4" fill="#6b4a2b"/><circle cx="31" cy="9" r="5" fill="#1b4f8f"/><path d="M29 7 h4 M31 5 v8" stroke="#fff" stroke-width="1.4"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">LABORATORIO CLÍNICO LOS PINARES</div><div class="ls">Análisis clínicos · Microbiología · Inmunología</div>` +
				`<div class="la">Colonia Palmira, Avenida República de Chile, Tegucigalpa, M.D.C., Honduras · Tel. 2232-4182 · laboratorio@lospinares.example.hn</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paciente:</td><td class="v"><b>MEJÍA BANEGAS, KARLA YESSENIA</b></td><td class="k">Orden No.:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Identidad:</td><td class="v">0801-1997-04182</td><td class="k">Fecha de toma:</td><td class="v">` + date(m.Collected, "") + ` 07:30</td></tr>` +
				`<tr><td class="k">Fecha de nac.:</td><td class="v">` + date(m.DOB, "") + ` · Edad: 29 años · Sexo: Femenino</td><td class="k">Fecha de entrega:</td><td class="v">` + date(m.Reported, "") + ` 15:00</td></tr>` +
				`<tr><td class="k">Médico:</td><td class="v">Dr. Óscar Funes Rivera</td><td class="k">Procedencia:</td><td class="v">Clínica privada</td></tr></table>` +
				t.String() +
				`<div class="ft">Los resultados fuera de los valores de referencia se imprimen en negrita. Valores de referencia según el sexo del paciente. ` +
				`Sedimento urinario examinado a 40x (campo de alto poder).</div>` +
				`<table class="sg"><tr><td><span class="sig">D. Rosales</span><br>Lic. Dania Rosales · Microbióloga y Química Clínica · Colegio No. 4182</td></tr></table>` +
				`<div class="pgn">Página 1 de 1</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.2pt;color:#141414}.pg{height:279mm;position:relative;padding:9mm 12mm 8mm 12mm}` +
				`.top{width:100%;border-bottom:2px solid #1f6f43;margin-bottom:1.6mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#1f6f43}.ls{font-size:7.6pt;color:#1b4f8f;font-weight:bold}.la{font-size:6.8pt;color:#444}` +
				`.pt{width:100%;font-size:8pt;border:0.6px solid #8a9;margin-bottom:2mm}.pt td{padding:0.45mm 1.5mm}.pt .k{font-weight:bold;white-space:nowrap;width:13%}.pt .v{width:37%}` +
				`.rs{width:100%}.hd th,.hd2 th{font-size:7.8pt;padding:0.6mm 1.4mm;background:#e3efe7}.hd th{border-top:1px solid #1f6f43}` +
				`.hd2 th{border-bottom:1px solid #1f6f43;font-size:7.4pt}.hd .c45{text-align:center;border-bottom:0.5px solid #8a9}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:1.8mm 1.4mm 0.4mm;color:#1f6f43;border-bottom:0.5px solid #8a9}` +
				`.sub td{font-weight:bold;font-style:italic;font-size:8pt;padding:1mm 1.4mm 0.2mm 4mm;color:#333}` +
				`.r td{padding:0.42mm 1.4mm}.c1{width:31%}.c2{width:17%}.c3{width:12%}.c4{width:20%}.c5{width:20%}td.c45{text-align:center}` +
				`.ft{margin-top:2.4mm;font-size:6.9pt;color:#333}.sg{width:100%;margin-top:3mm;font-size:7.6pt}.sg td{text-align:right;padding-right:8mm}` +
				`.sig{font-family:"Z003",cursive;font-size:14pt;color:#1d3a7a}` +
				`.pgn{position:absolute;left:12mm;right:12mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("Letter", css, body)
		}}
}

// Bangladesh: a private diagnostic centre in Dhaka (English), one A4 page
// (Liberation Sans). The blood count is printed as the haematology
// analyser's report: Test / Result / Flag / Unit / Reference Value, and
// beside the rows, in a column of its own, the analyser's WDF scattergram
// and its WBC, RBC and PLT histograms with their numbered axes (class
// 111); then biochemistry and serology; H / L; commas group thousands
// (11,800 /cmm, 150,000 - 450,000); ESR in "mm in 1st hour"; the age and
// no date of birth; dd-mm-yyyy. Also scanned after being crumpled and
// flattened (class 115).
func bdDiag() *Layout {
	return &Layout{Name: "bd_diag", Country: "BD", Language: "en", Classes: []int{56, 111, 115}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.9,
		Extra: []string{"crumple"}, Session: 29,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("COMPLETE BLOOD COUNT (CBC)", "COMPLETE BLOOD COUNT (CBC)")
			b.n("Haemoglobin", "10.9", "g/dL", "12.0 - 15.0")
			b.n("ESR (Westergren)", "32", "mm in 1st hour", "0 - 20")
			b.n("Total WBC Count", "11,800", "/cmm", "4,000 - 11,000")
			b.n("Total RBC Count", "4.02", "million/cmm", "3.80 - 4.80")
			b.n("HCT (PCV)", "33.6", "%", "36.0 - 46.0")
			b.n("MCV", "83.6", "fL", "83.0 - 101.0")
			b.n("MCH", "27.1", "pg", "27.0 - 32.0")
			b.n("MCHC", "32.4", "g/dL", "31.5 - 34.5")
			b.n("RDW-CV", "15.8", "%", "11.6 - 14.0")
			b.n("Platelet Count", "186,000", "/cmm", "150,000 - 450,000")
			b.n("MPV", "10.4", "fL", "7.5 - 11.5")
			b.panel("DIFFERENTIAL COUNT", "DIFFERENTIAL COUNT")
			b.n("Neutrophils", "76", "%", "40 - 75")
			b.n("Lymphocytes", "18", "%", "20 - 40")
			b.n("Monocytes", "4", "%", "2 - 10")
			b.n("Eosinophils", "2", "%", "1 - 6")
			b.n("Basophils", "0", "%", "0 - 1")
			b.panel("BIOCHEMISTRY", "BIOCHEMISTRY")
			b.n("Fasting Blood Sugar (FBS)", "6.9", "mmol/L", "3.9 - 6.1")
			b.n("HbA1c", "6.4", "%", "4.0 - 5.6")
			b.n("Serum Creatinine", "0.82", "mg/dL", "0.50 - 1.10")
			b.n("SGPT (ALT)", "46", "U/L", "< 33")
			b.n("Serum TSH", "2.8", "µIU/mL", "0.35 - 5.50")
			b.n("Serum Ferritin", "9.6", "ng/mL", "13.0 - 150.0")
			b.panel("SEROLOGY", "SEROLOGY")
			b.n("C-Reactive Protein (CRP)", "14.2", "mg/L", "< 6.0")
			b.q("Dengue NS1 Antigen", "Negative", "Negative", true)
			return b.report(Meta{First: "Farhana", Last: "Akter", Gender: "female",
				Lab: "Meghna Diagnostic & Consultation Centre", Collected: "2026-06-21", Reported: "2026-06-21", Specimen: "2606210418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test Name", "c1", nameCell}, {"Result", "c2", valCell}, {"Flag", "c3", flagCell},
				{"Unit", "c4", unitCell}, {"Reference Value", "c5", rangeCell}}
			title := func(s *Section) string { return `<tr class="sec"><td colspan="5">` + esc(s.Title) + `</td></tr>` }
			var cbc, rest strings.Builder
			cbc.WriteString(`<table class="rs">` + headRow(cols))
			s29Rows(&cbc, r.Sections[:2], len(cols), nil, title, s29Cells(cols))
			cbc.WriteString(`</table>`)
			rest.WriteString(`<table class="rs rs2">` + headRow(cols))
			s29Rows(&rest, r.Sections[2:], len(cols), nil, title, s29Cells(cols))
			rest.WriteString(`</table>`)
			plots := `<div class="an">Sysmex XN-550 · S/N 41827</div>` +
				s29Scatter("WDF", "SSC", "SFL", 41827) +
				s29Histo("WBC", []string{"0", "100", "200", "300", "400"}, "fL",
					[]s29Peak{{0.2, 0.06, 0.55}, {0.42, 0.1, 0.3}, {0.66, 0.1, 1}}, map[string]float64{"L1": 0.12, "L2": 0.32}) +
				s29Histo("RBC", []string{"0", "50", "100", "150", "200", "250"}, "fL",
					[]s29Peak{{0.33, 0.08, 1}, {0.45, 0.12, 0.18}}, map[string]float64{"LD": 0.1, "UD": 0.8}) +
				s29Histo("PLT", []string{"0", "10", "20", "30", "40"}, "fL",
					[]s29Peak{{0.22, 0.09, 1}, {0.4, 0.12, 0.3}}, map[string]float64{"LD": 0.05, "UD": 0.75})
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#006a4e"/>` +
				`<path d="M6 24 q7 -6 14 0 t14 0" fill="none" stroke="#fff" stroke-width="2.4"/><path d="M6 30 q7 -6 14 0 t14 0" fill="none" stroke="#fff" stroke-width="2.4"/>` +
				`<circle cx="20" cy="13" r="4.5" fill="#f42a41"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">MEGHNA DIAGNOSTIC &amp; CONSULTATION CENTRE LTD.</div>` +
				`<div class="la">House 41, Road 8/A, Dhanmondi R/A, Dhaka-1209 · Hotline: 09610-418270 · www.meghnadiagnostic.example.bd</div></td>` +
				`<td class="acc">ISO 15189:2022<br>Accredited Laboratory</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient ID</td><td class="v">: MD-2606-04182</td><td class="k">Lab ID</td><td class="v">: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Name</td><td class="v">: <b>Mrs. Farhana Akter</b></td><td class="k">Sample Collected</td><td class="v">: ` + s29Date(m.Collected, "dmy-") + ` 09:12 AM</td></tr>` +
				`<tr><td class="k">Age / Sex</td><td class="v">: 34 Years / Female</td><td class="k">Report Date</td><td class="v">: ` + s29Date(m.Reported, "dmy-") + ` 04:40 PM</td></tr>` +
				`<tr><td class="k">Ref. By</td><td class="v">: Dr. Nasrin Sultana, MBBS, FCPS (Medicine)</td><td class="k">Specimen</td><td class="v">: Blood (EDTA), Serum</td></tr></table>` +
				`<div class="tt">HAEMATOLOGY REPORT</div>` +
				`<table class="two"><tr><td class="l">` + cbc.String() + `</td><td class="p">` + plots + `</td></tr></table>` +
				`<div class="tt">BIOCHEMISTRY &amp; SEROLOGY REPORT</div>` + rest.String() +
				`<div class="ft">H: High, L: Low. Peripheral blood film: RBC mildly hypochromic with anisocytosis. Histograms and scattergram as produced by the analyser.</div>` +
				`<table class="sg"><tr><td>Checked by<br><br>Md. Rafiqul Islam<br>Medical Technologist (Lab)</td>` +
				`<td class="rt"><span class="sig">Shahana</span><br>Dr. Shahana Parvin<br>MBBS, M.Phil (Pathology)<br>Consultant Pathologist</td></tr></table>` +
				`<div class="pgn">Page 1 of 1 · This report is electronically verified · Printed by: counter-3</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.5pt;color:#111}.pg{height:296mm;position:relative;padding:10mm 12mm 9mm 12mm}` +
				`.top{width:100%;border-bottom:2px solid #006a4e;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.4mm}.lg{width:17mm}` +
				`.ln{font-size:13pt;font-weight:bold;color:#006a4e}.la{font-size:7pt;color:#444}.acc{text-align:center;font-size:7pt;color:#fff;background:#f42a41;width:28mm;padding:1mm!important}` +
				`.pt{width:100%;font-size:8.2pt;border-top:0.7px solid #777;border-bottom:0.7px solid #777;margin-bottom:1.5mm}.pt td{padding:0.5mm 1.2mm}.pt .k{width:15%;color:#333}.pt .v{width:35%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10pt;text-decoration:underline;margin:2mm 0 1mm}` +
				`.two{width:100%}.two .l{width:66%;padding-right:2mm}.two .p{width:34%;border-left:0.5px solid #bbb;padding-left:2mm}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.7mm 1.2mm;border-bottom:1px solid #333;border-top:1px solid #333}` +
				`.sec td{font-weight:bold;font-size:8.4pt;padding:1.8mm 1.2mm 0.4mm}.r td{padding:0.6mm 1.2mm}` +
				`.c1{width:34%}.c2{width:13%;font-weight:bold}.c3{width:7%;text-align:center}.c4{width:20%}.c5{width:26%}.rs2 .c1{width:40%}` +
				`.an{font-size:6.6pt;color:#555;margin-bottom:0.5mm}.hg{width:100%;display:block;margin-bottom:0.4mm}` +
				`.ht{font-size:5.4px;font-weight:bold;fill:#222}.hx{font-size:4.2px;fill:#333;text-anchor:middle}.hu{font-size:4.2px;fill:#333;text-anchor:end}` +
				`.hm{font-size:3.8px;fill:#444}.hc{fill:#9cc3e6;stroke:#1f5d99;stroke-width:0.5}.ha{stroke:#333;stroke-width:0.4;fill:none}` +
				`.hd2{stroke:#c00;stroke-width:0.35;stroke-dasharray:1,1}.sf{fill:#fafafa;stroke:#333;stroke-width:0.4}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:6mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.pgn{position:absolute;left:12mm;right:12mm;bottom:7mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}
