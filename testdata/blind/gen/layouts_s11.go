package main

import (
	"fmt"
	"strings"
)

// Session 11 family: five layouts written blind in session 11. pe_lab,
// ma_lab, ke_hosp and ao_clin are dev and live here; cy_hast is held out and
// lives in layouts_s11_held.go, which a tuner must not open.

// s11Tier is one labelled line of a reference-range cell printed over several
// lines ("Deseable: < 200", "Limítrofe alto: 200 - 239", ...). The normal
// tier (desirable, optimal, sufficient, or the patient's sex) gives the bounds.
type s11Tier struct {
	label, rng string
	normal     bool
}

// s11Tiered adds a numeric row whose range cell prints every tier on its own
// line (class 24): the truth range text is the tiers joined by a space, as
// printed, and min/max are the bounds of the normal tier.
func s11Tiered(b *builder, name, value, unit string, ts []s11Tier) *Row {
	var parts []string
	lo, hi, found := none, none, false
	for _, t := range ts {
		parts = append(parts, t.label+": "+t.rng)
		if t.normal {
			if found {
				panic(name + ": two normal tiers")
			}
			lo, hi = b.parseRange(t.rng)
			found = true
		}
	}
	if !found {
		panic(name + ": no normal tier")
	}
	return b.nr(name, value, unit, strings.Join(parts, " "), lo, hi)
}

// s11TierCell prints a row's range cell, one line per tier for the rows in
// tiers; other rows print their range on one line.
func s11TierCell(tiers map[string][]s11Tier) func(*Row) string {
	return func(r *Row) string {
		ts, ok := tiers[r.Name]
		if !ok {
			return esc(r.RangeText)
		}
		var b strings.Builder
		for _, t := range ts {
			b.WriteString(`<div class="tr">` + esc(t.label+": "+t.rng) + `</div>`)
		}
		return b.String()
	}
}

// s11Pages splits a report's sections at every page break.
func s11Pages(r *Report) [][]*Section {
	var out [][]*Section
	for _, s := range r.Sections {
		if s.NewPage || len(out) == 0 {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], s)
	}
	return out
}

func s11Abnormal(r *Row) bool { return r.Interp == "abnormal" || r.Interp == "critical" }

// s11Prev is a previous result printed beside the current one (class 27): a
// value and the date it was measured; never a truth row.
type s11Prev struct{ value, date string }

// s11Ink is a picture drawn by a script on a canvas when the page loads and
// pasted as a PNG: a rubber stamp, a signature or a watermark is ink on the
// page, not text, so it is in no text layer. draw paints in millimetres on a
// canvas of w×h mm at 12 px/mm (about 300 dpi); rnd() is a seeded generator.
func s11Ink(id, style string, w, h float64, draw string) string {
	return fmt.Sprintf(`<img id="%s" alt="" style="%s;width:%.1fmm;height:%.1fmm">`+
		`<script>(function(){var c=document.createElement('canvas');c.width=%d;c.height=%d;var g=c.getContext('2d');`+
		`var W=%.1f,H=%.1f,sd=%d;function rnd(){sd=(sd*1103515245+12345)%%2147483648;return sd/2147483648;}g.scale(12,12);%s;`+
		`document.getElementById('%s').src=c.toDataURL('image/png');})();</script>`,
		id, style, w, h, int(w*12), int(h*12), w, h, len(id)*7919+17, draw, id)
}

// s11Stamp draws a round lab stamp (ring text, centre lines) with uneven ink.
func s11Stamp(ring string, centre []string, rgba string, tilt float64) string {
	var lines []string
	for _, l := range centre {
		lines = append(lines, "'"+strings.ReplaceAll(l, "'", `\'`)+"'")
	}
	return fmt.Sprintf(`var R=Math.min(W,H)/2-1;g.translate(W/2,H/2);g.rotate(%.3f);g.strokeStyle=g.fillStyle='%s';`+
		`g.lineWidth=0.7;g.beginPath();g.arc(0,0,R,0,2*Math.PI);g.stroke();g.lineWidth=0.35;g.beginPath();g.arc(0,0,R-5.2,0,2*Math.PI);g.stroke();`+
		`var s='%s';g.font='bold 2.9px "Nimbus Sans"';g.textAlign='center';g.textBaseline='middle';`+
		`for(var i=0;i<s.length;i++){g.save();g.rotate(2*Math.PI*i/s.length);g.translate(0,-(R-2.6));g.fillText(s[i],0,0);g.restore();}`+
		`var L=[%s];g.font='bold 2.7px "Nimbus Sans"';for(var j=0;j<L.length;j++){g.fillText(L[j],0,(j-(L.length-1)/2)*3.4);}`+
		`g.setTransform(1,0,0,1,0,0);g.globalCompositeOperation='destination-out';`+
		`for(var k=0;k<2600;k++){var x=rnd()*W*12,y=rnd()*H*12,r=0.6+rnd()*2.4;g.fillStyle='rgba(0,0,0,'+(0.25+rnd()*0.6)+')';g.beginPath();g.arc(x,y,r,0,2*Math.PI);g.fill();}`,
		tilt, rgba, strings.ReplaceAll(ring, "'", `\'`), strings.Join(lines, ","))
}

// s11Signature draws a quick handwritten signature as pen strokes.
func s11Signature(rgba string) string {
	return `g.strokeStyle='` + rgba + `';g.lineCap='round';g.lineWidth=0.45;g.beginPath();g.moveTo(2,H*0.7);` +
		`g.bezierCurveTo(W*0.12,H*0.05,W*0.18,H*0.95,W*0.26,H*0.45);g.bezierCurveTo(W*0.33,H*0.1,W*0.36,H*0.8,W*0.44,H*0.55);` +
		`g.bezierCurveTo(W*0.52,H*0.3,W*0.55,H*0.75,W*0.63,H*0.5);g.bezierCurveTo(W*0.72,H*0.2,W*0.78,H*0.9,W*0.86,H*0.4);` +
		`g.bezierCurveTo(W*0.9,H*0.25,W*0.95,H*0.35,W-1,H*0.3);g.stroke();g.lineWidth=0.35;g.beginPath();g.moveTo(W*0.08,H*0.85);` +
		`g.bezierCurveTo(W*0.35,H*0.7,W*0.65,H*0.95,W*0.92,H*0.72);g.stroke()`
}

// Peru: private clinical lab in Lima, two pages. Lipids, glucose, HbA1c and
// vitamin D print a multi-tier range over several lines in the range cell, and
// haemoglobin-type rows a two-line sex range (class 24); no flags, abnormal in
// bold; page 2 has neither the letterhead nor the column headings and starts
// with rows of the page-1 section without repeating its title (class 30).
var peTiers = map[string][]s11Tier{
	"Hemoglobina": {{"Varones", "13.0 - 17.0", false}, {"Mujeres", "12.0 - 16.0", true}},
	"Hematocrito": {{"Varones", "40.0 - 52.0", false}, {"Mujeres", "36.0 - 46.0", true}},
	"Hematíes":    {{"Varones", "4.50 - 5.90", false}, {"Mujeres", "4.00 - 5.20", true}},
	"Glucosa basal": {{"Normal", "70 - 99", true}, {"Glucosa alterada en ayunas", "100 - 125", false},
		{"Diabetes", "≥ 126", false}},
	"Hemoglobina glicosilada (HbA1c)": {{"Normal", "< 5.7", true}, {"Prediabetes", "5.7 - 6.4", false}, {"Diabetes", "≥ 6.5", false}},
	"Colesterol total":                {{"Deseable", "< 200", true}, {"Limítrofe alto", "200 - 239", false}, {"Alto", "≥ 240", false}},
	"Colesterol LDL": {{"Óptimo", "< 100", true}, {"Cercano al óptimo", "100 - 129", false}, {"Limítrofe alto", "130 - 159", false},
		{"Alto", "160 - 189", false}, {"Muy alto", "≥ 190", false}},
	"Triglicéridos": {{"Normal", "< 150", true}, {"Limítrofe alto", "150 - 199", false}, {"Alto", "200 - 499", false},
		{"Muy alto", "≥ 500", false}},
	"Vitamina D 25-OH total": {{"Deficiencia", "< 20", false}, {"Insuficiencia", "20 - 29", false}, {"Suficiencia", "30 - 100", true},
		{"Toxicidad", "> 100", false}},
}

func peLab() *Layout {
	return &Layout{Name: "pe_lab", Country: "PE", Language: "es", Classes: []int{6, 24, 30}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9, Session: 11,
		Build: func() *Report {
			b := &builder{}
			t := func(name, value, unit string) *Row { return s11Tiered(b, name, value, unit, peTiers[name]) }
			b.panel("HEMOGRAMA COMPLETO", "HEMOGRAMA COMPLETO")
			t("Hemoglobina", "11.6", "g/dL")
			t("Hematocrito", "36.1", "%")
			t("Hematíes", "4.18", "x10^6/µL")
			b.n("VCM", "86.4", "fL", "80.0 - 100.0")
			b.n("HCM", "27.8", "pg", "27.0 - 33.0")
			b.n("Leucocitos", "9.84", "x10^3/µL", "4.00 - 10.00")
			b.n("Abastonados", "2", "%", "0 - 5")
			b.n("Segmentados", "71", "%", "40 - 70")
			b.n("Linfocitos", "19", "%", "20 - 40")
			b.n("Monocitos", "6", "%", "2 - 10")
			b.n("Eosinófilos", "2", "%", "1 - 4")
			b.n("Plaquetas", "312", "x10^3/µL", "150 - 450")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			t("Glucosa basal", "108", "mg/dL")
			t("Hemoglobina glicosilada (HbA1c)", "5.9", "%")
			b.n("Urea", "28", "mg/dL", "15 - 45")
			b.n("Creatinina", "0.74", "mg/dL", "0.50 - 0.90")
			b.n("Ácido úrico", "5.1", "mg/dL", "2.4 - 5.7")
			t("Colesterol total", "236", "mg/dL")
			b.n("Colesterol HDL", "44", "mg/dL", "> 45")
			t("Colesterol LDL", "158", "mg/dL")
			t("Triglicéridos", "171", "mg/dL")
			b.n("TGO (AST)", "24", "U/L", "< 32")
			b.n("TGP (ALT)", "41", "U/L", "< 33")
			b.n("Gamma glutamil transferasa (GGT)", "18", "U/L", "6 - 42")
			b.newPage("", "BIOQUÍMICA")
			b.n("Proteínas totales", "7.1", "g/dL", "6.4 - 8.3")
			b.n("Albúmina", "4.3", "g/dL", "3.5 - 5.2")
			b.n("Hierro sérico", "48", "µg/dL", "50 - 170")
			b.panel("HORMONAS Y VITAMINAS", "HORMONAS Y VITAMINAS")
			b.n("TSH", "2.84", "µUI/mL", "0.27 - 4.20")
			b.n("T4 libre", "1.21", "ng/dL", "0.93 - 1.70")
			t("Vitamina D 25-OH total", "22.4", "ng/mL")
			b.panel("EXAMEN COMPLETO DE ORINA", "EXAMEN COMPLETO DE ORINA")
			b.q("Color", "Amarillo", "", true)
			b.q("Aspecto", "Ligeramente turbio", "", true)
			b.n("Densidad", "1.025", "", "1.005 - 1.030")
			b.n("pH", "5.5", "", "5.0 - 8.0")
			b.q("Nitritos", "Negativo", "Negativo", true)
			b.q("Proteínas", "Trazas", "Negativo", false)
			return b.report(Meta{First: "Rosa Elvira", Last: "Huamán Quispe", DOB: "1979-06-14", Gender: "female",
				Lab: "Laboratorio Clínico Pachacámac", Collected: "2026-04-06", Reported: "2026-04-07", Specimen: "260406-1187"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Examen", "c1", nameCell}, {"Resultado", "c2", valCell}, {"Unidades", "c3", unitCell},
				{"Valores de referencia", "c4", s11TierCell(peTiers)}}
			pages := s11Pages(r)
			var body strings.Builder
			for i, secs := range pages {
				if i == 0 {
					body.WriteString(`<div class="pg"><table class="top"><tr><td class="lg">P</td><td><div class="ln">Laboratorio Clínico Pachacámac</div>` +
						`<div class="la">Av. Benavides 3418, Santiago de Surco - Lima · RUC 20548817263 · Central (01) 448-2210 · resultados@labpachacamac.pe</div></td></tr></table>` +
						`<div class="tt">INFORME DE RESULTADOS</div>` +
						kv("pt", 3, "Paciente:", "HUAMÁN QUISPE, ROSA ELVIRA", "DNI:", "41827756", "N° Orden:", m.Specimen,
							"F. Nacimiento:", date(m.DOB, ""), "Edad:", "46 años", "Sexo:", "Femenino",
							"Médico:", "Dr. César Villanueva Ramos", "Procedencia:", "Consultorio externo", "Historia:", "HC-0077412",
							"F. Toma:", date(m.Collected, "")+" 07:20", "F. Resultado:", date(m.Reported, "")+" 12:45", "Muestra:", "Sangre total, suero, orina") +
						`<table class="rs">` + headRow(cols))
				} else {
					fmt.Fprintf(&body, `<div class="pg pb"><div class="run">HUAMÁN QUISPE, ROSA ELVIRA · Orden %s</div><table class="rs">`, m.Specimen)
				}
				for _, s := range secs {
					var sb strings.Builder
					sectionRows(&sb, s, cols)
					body.WriteString(sb.String())
				}
				body.WriteString(`</table>`)
				if i == len(pages)-1 {
					body.WriteString(`<div class="ft">Los valores de referencia de lípidos, glucosa y HbA1c siguen las guías ADA / NCEP ATP III; los de vitamina D, la Endocrine Society. ` +
						`Los valores fuera del rango se muestran en negrita.</div>` +
						`<div class="sg"><div class="sig">Carmen Salazar</div>Blga. Carmen R. Salazar Tello<br>Tecnóloga Médica - C.T.M.P. 8841<br>Jefa de Laboratorio</div>`)
				}
				fmt.Fprintf(&body, `<div class="pno">Página %d de %d</div></div>`, i+1, len(pages))
			}
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#161616}.pg{height:296mm;position:relative}` +
				`.top{width:100%;margin-bottom:1mm}.top td{vertical-align:middle}.lg{width:14mm;font-size:24pt;font-weight:bold;color:#fff;background:#b3262f;text-align:center;border-radius:50%}` +
				`.ln{font-size:15pt;font-weight:bold;color:#b3262f;padding-left:3mm}.la{font-size:7.2pt;color:#555;padding-left:3mm}` +
				`.tt{text-align:center;font-weight:bold;font-size:10pt;letter-spacing:1pt;border-top:1.2px solid #b3262f;border-bottom:1.2px solid #b3262f;padding:0.8mm;margin:1.5mm 0}` +
				`.pt{width:100%;margin-bottom:2.5mm;font-size:8pt}.pt td{padding:0.4mm 1mm}.pt .k{font-weight:bold;width:11%;white-space:nowrap}.pt .v{width:22%;white-space:nowrap}` +
				`.rs{width:100%}.hd th{border-bottom:1px solid #000;padding:0.8mm 1mm;font-size:8.2pt}` +
				`.r td{padding:0.55mm 1mm;border-bottom:0.3px solid #e2e2e2}.c1{width:40%}.c2{width:13%}.c3{width:13%}.c4{font-size:7.9pt}.tr{line-height:1.25}` +
				`.sec td{font-weight:bold;padding:2.4mm 1mm 0.6mm;font-size:9pt;color:#b3262f}` +
				`.run{font-size:7.4pt;color:#555;text-align:right;margin-bottom:3mm}` +
				`.ft{margin-top:5mm;font-size:7.3pt;color:#333}.sg{margin-top:6mm;margin-left:112mm;text-align:center;font-size:7.8pt}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1d2f6b;border-bottom:0.6px solid #000;margin:0 8mm 1mm}` +
				`.pno{position:absolute;bottom:8mm;right:13mm;font-size:7.4pt;color:#444}`
			return page("A4", css, body.String())
		}}
}

// Morocco: private medical analysis lab in Casablanca (French). A previous
// result with its date beside every current one (class 27), the biologist's
// round stamp and signature pasted over the last rows of the table (class
// 25); decimal commas, SI-style French units (T/l, G/l, g/l, mg/l, UI/l); no
// flags, abnormal in bold.
func maLab() *Layout {
	prev := map[string]s11Prev{
		"Hématies": {"4,71", "12/09/25"}, "Hémoglobine": {"13,9", "12/09/25"}, "Hématocrite": {"41,5", "12/09/25"},
		"VGM": {"88,1", "12/09/25"}, "TCMH": {"29,5", "12/09/25"}, "CCMH": {"", ""}, "Leucocytes": {"8,20", "12/09/25"},
		"Polynucléaires neutrophiles": {"5,10", "12/09/25"}, "Lymphocytes": {"2,40", "12/09/25"}, "Monocytes": {"", ""},
		"Plaquettes": {"231", "12/09/25"}, "Glycémie à jeun": {"1,18", "12/09/25"}, "Hémoglobine glyquée (HbA1c)": {"7,9", "12/09/25"},
		"Urée": {"0,35", "12/09/25"}, "Créatinine": {"10,8", "12/09/25"}, "Acide urique": {"69", "12/09/25"},
		"Cholestérol total": {"2,31", "12/09/25"}, "Cholestérol HDL": {"0,36", "12/09/25"}, "Cholestérol LDL": {"1,58", "12/09/25"},
		"Triglycérides": {"1,86", "12/09/25"}, "ASAT (TGO)": {"31", "12/09/25"}, "ALAT (TGP)": {"44", "12/09/25"},
		"Gamma GT": {"", ""}, "CRP": {"", ""}, "TSH ultrasensible": {"2,02", "03/03/25"}, "PSA total": {"2,4", "03/03/25"},
		"Antigène HBs": {"Négatif", "03/03/25"},
	}
	return &Layout{Name: "ma_lab", Country: "MA", Language: "fr", Classes: []int{6, 25, 27}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.2, Session: 11,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HÉMATOLOGIE - Numération formule sanguine", "Numération formule sanguine")
			b.n("Hématies", "4,62", "T/l", "4,50 - 5,90")
			b.n("Hémoglobine", "13,4", "g/dl", "13,0 - 17,0")
			b.n("Hématocrite", "40,2", "%", "40,0 - 52,0")
			b.n("VGM", "87,0", "fl", "80 - 100")
			b.n("TCMH", "29,0", "pg", "27 - 32")
			b.n("CCMH", "33,3", "g/dl", "32 - 36")
			b.n("Leucocytes", "11,40", "G/l", "4,00 - 10,00")
			b.n("Polynucléaires neutrophiles", "8,10", "G/l", "1,80 - 7,50")
			b.n("Lymphocytes", "2,30", "G/l", "1,00 - 4,00")
			b.n("Monocytes", "0,72", "G/l", "0,20 - 1,00")
			b.n("Plaquettes", "246", "G/l", "150 - 400")
			b.panel("BIOCHIMIE SANGUINE", "BIOCHIMIE SANGUINE")
			b.n("Glycémie à jeun", "1,32", "g/l", "0,70 - 1,10")
			b.n("Hémoglobine glyquée (HbA1c)", "7,4", "%", "4,0 - 6,0")
			b.n("Urée", "0,38", "g/l", "0,15 - 0,45")
			b.n("Créatinine", "11,2", "mg/l", "7,0 - 13,0")
			b.n("Acide urique", "74", "mg/l", "35 - 72")
			b.n("Cholestérol total", "2,14", "g/l", "< 2,00")
			b.n("Cholestérol HDL", "0,38", "g/l", "> 0,40")
			b.n("Cholestérol LDL", "1,42", "g/l", "< 1,60")
			b.n("Triglycérides", "1,71", "g/l", "< 1,50")
			b.n("ASAT (TGO)", "28", "UI/l", "< 40")
			b.n("ALAT (TGP)", "36", "UI/l", "< 41")
			b.n("Gamma GT", "52", "UI/l", "10 - 71")
			b.n("CRP", "8,4", "mg/l", "< 6,0")
			b.panel("HORMONOLOGIE", "HORMONOLOGIE")
			b.n("TSH ultrasensible", "1,86", "µUI/ml", "0,27 - 4,20")
			b.n("PSA total", "2,9", "ng/ml", "< 4,0")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Mohamed", Last: "El Idrissi", DOB: "1967-11-02", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales Anfa-Oasis", Collected: "2026-04-08", Reported: "2026-04-08", Specimen: "2604080312"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			prevCell := func(row *Row) string {
				p, ok := prev[row.Name]
				if !ok {
					panic("ma_lab: no previous entry for " + row.Name)
				}
				if p.value == "" {
					return `<span class="nd">—</span>`
				}
				return esc(p.value) + ` <span class="pd">(` + esc(p.date) + `)</span>`
			}
			cols := []col{{"Analyses", "c1", nameCell}, {"Résultat", "c2", valCell}, {"Unités", "c3", unitCell},
				{"Valeurs de référence", "c4", rangeCell}, {"Antériorités", "c5", prevCell}}
			stamp := s11Ink("stamp", "position:absolute;right:15mm;bottom:-6mm", 40, 40,
				s11Stamp("LABORATOIRE D'ANALYSES MÉDICALES ANFA-OASIS * CASABLANCA * ",
					[]string{"Dr Salma BENNANI", "Médecin Biologiste", "INPE 091842"}, "rgba(30,55,165,0.78)", -0.21))
			sig := s11Ink("sig", "position:absolute;right:38mm;bottom:-2mm", 46, 16, s11Signature("rgba(18,30,110,0.9)"))
			head := `<table class="top"><tr><td><div class="ln">Laboratoire d'Analyses Médicales Anfa-Oasis</div>` +
				`<div class="la">Dr Salma BENNANI - Médecin Biologiste, Lauréate de la Faculté de Médecine et de Pharmacie de Rabat<br>` +
				`Angle Bd Abdelmoumen et Rue Ibnou Katir, 3e étage - Casablanca · Tél. 05 22 98 41 17 · ICE 002418376000051</div></td>` +
				`<td class="ar">مختبر التحاليل الطبية<br>أنفا - الواحة</td></tr></table>` +
				kv("pt", 3, "Patient :", "M. EL IDRISSI Mohamed", "Né le :", date(m.DOB, ""), "Dossier n° :", m.Specimen,
					"Prescripteur :", "Dr Karim TAZI", "Organisme :", "CNSS / AMO", "Prélevé le :", date(m.Collected, "")+" à 08:05",
					"Sexe :", "Masculin", "Âge :", "58 ans", "Édité le :", date(m.Reported, "")+" à 17:32")
			tab := `<div class="wrap"><table class="rs">` + headRow(cols) + rows(r.Sections, cols) + `</table>` + stamp + sig + `</div>`
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.6pt;color:#111}` +
				`.top{width:100%;border-bottom:1.5px solid #0d6a62;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0d6a62}.la{font-size:7.2pt;color:#444}.ar{text-align:right;font-family:"DejaVu Sans";font-size:10pt;color:#0d6a62;width:40mm}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt;border:0.6px solid #0d6a62}.pt td{padding:0.5mm 1.2mm}.pt .k{font-weight:bold;width:11%;white-space:nowrap}.pt .v{width:22%}` +
				`.wrap{position:relative}.rs{width:100%}.hd th{background:#e3f0ee;border-top:0.8px solid #0d6a62;border-bottom:0.8px solid #0d6a62;padding:0.9mm 1.2mm;font-size:8pt}` +
				`.r td{padding:0.6mm 1.2mm}.c1{width:34%}.c2{width:11%;text-align:right;padding-right:4mm!important}.c3{width:10%}.c4{width:20%}.c5{color:#444}` +
				`.pd{font-size:7pt;color:#666}.nd{color:#999}.sec td{font-weight:bold;padding:2.4mm 1.2mm 0.6mm;font-size:9pt;color:#0d6a62;border-bottom:0.4px solid #0d6a62}` +
				`.ft{margin-top:14mm;font-size:7.2pt;color:#333;border-top:0.5px solid #999;padding-top:1mm}`
			return page("A4", css, `<div class="pg">`+head+tab+
				`<div class="ft">Antériorités : dernier résultat enregistré au laboratoire pour ce patient, avec sa date. Les valeurs hors normes sont imprimées en gras. `+
				`Compte rendu validé et signé par le biologiste. Page 1/1</div></div>`)
		}}
}

// Kenya: mission hospital laboratory, an old LIS printout on continuous
// paper in a thin monospace font: columns aligned with spaces, dashed and
// equals-sign rules between sections (class 26), ASCII units (umol/L,
// x10^9/L), H/L in a flag column; two pages, header repeated; a 100 dpi fax.
func keHosp() *Layout {
	return &Layout{Name: "ke_hosp", Country: "KE", Language: "en", Classes: []int{8, 26}, ScanDPI: 150, PDFDPI: 150, Rotate: 1.4, LowRes: true, Session: 11,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("FULL HAEMOGRAM", "FULL HAEMOGRAM")
			b.n("WBC", "3.2", "x10^9/L", "4.0 - 11.0")
			b.n("RBC", "4.41", "x10^12/L", "4.50 - 5.50")
			b.n("HGB", "12.1", "g/dL", "13.0 - 17.0")
			b.n("HCT", "37.5", "%", "40.0 - 50.0")
			b.n("MCV", "85.0", "fL", "80.0 - 100.0")
			b.n("MCH", "27.4", "pg", "27.0 - 32.0")
			b.n("MCHC", "32.3", "g/dL", "31.5 - 34.5")
			b.n("PLT", "138", "x10^9/L", "150 - 400")
			b.n("NEUT%", "48.2", "%", "40.0 - 75.0")
			b.n("LYMPH%", "41.0", "%", "20.0 - 45.0")
			b.n("MONO%", "7.9", "%", "2.0 - 10.0")
			b.n("EOS%", "2.5", "%", "1.0 - 6.0")
			b.panel("UREA, ELECTROLYTES & CREATININE", "UREA, ELECTROLYTES & CREATININE")
			b.n("UREA", "9.4", "mmol/L", "2.1 - 7.1")
			b.n("CREATININE", "128", "umol/L", "62 - 106")
			b.n("SODIUM", "136", "mmol/L", "135 - 145")
			b.n("POTASSIUM", "3.3", "mmol/L", "3.5 - 5.1")
			b.n("CHLORIDE", "101", "mmol/L", "98 - 107")
			b.panel("LIVER FUNCTION TESTS", "LIVER FUNCTION TESTS")
			b.n("TOTAL BILIRUBIN", "14.2", "umol/L", "3.4 - 20.5")
			b.n("DIRECT BILIRUBIN", "4.1", "umol/L", "0.0 - 8.6")
			b.n("ALT (SGPT)", "62", "U/L", "0 - 45")
			b.n("AST (SGOT)", "48", "U/L", "0 - 35")
			b.n("ALK. PHOSPHATASE", "104", "U/L", "40 - 130")
			b.n("GAMMA GT", "88", "U/L", "10 - 71")
			b.n("TOTAL PROTEIN", "74", "g/L", "64 - 83")
			b.n("ALBUMIN", "36", "g/L", "35 - 52")
			b.newPage("LIPID PROFILE", "LIPID PROFILE")
			b.n("TOTAL CHOLESTEROL", "5.9", "mmol/L", "< 5.2")
			b.n("TRIGLYCERIDES", "1.9", "mmol/L", "< 1.7")
			b.n("HDL CHOLESTEROL", "0.98", "mmol/L", "> 1.04")
			b.n("LDL CHOLESTEROL", "4.0", "mmol/L", "< 3.4")
			b.panel("DIABETES", "DIABETES")
			b.n("FASTING BLOOD SUGAR", "6.4", "mmol/L", "3.9 - 6.1")
			b.n("HBA1C", "6.8", "%", "4.0 - 6.0")
			b.panel("PARASITOLOGY / SEROLOGY", "PARASITOLOGY / SEROLOGY")
			b.q("BS FOR MPS", "NO MPS SEEN", "", true)
			b.q("H. PYLORI STOOL ANTIGEN", "NEGATIVE", "NEGATIVE", true)
			b.q("VDRL", "NON-REACTIVE", "NON-REACTIVE", true)
			return b.report(Meta{First: "Joseph", Last: "Kamau Njoroge", DOB: "1984-08-23", Gender: "male",
				Lab: "St. Benedict's Mission Hospital", Collected: "2026-04-09", Reported: "2026-04-09", Specimen: "LAB/26/041187"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			const width = 96
			rule := func(c string) string { return strings.Repeat(c, width) }
			var body strings.Builder
			pages := s11Pages(r)
			ink := []string{"#1c1c1c", "#303030", "#262626", "#3a3a3a", "#222"}
			n := 0
			line := func(s string) string {
				n++
				return fmt.Sprintf(`<span style="color:%s">%s</span>`+"\n", ink[(n*7)%len(ink)], esc(s))
			}
			for i, secs := range pages {
				cls := "pg"
				if i > 0 {
					cls += " pb"
				}
				fmt.Fprintf(&body, `<div class="%s"><div class="feed l"></div><div class="feed r"></div><pre>`, cls)
				body.WriteString(line(fmt.Sprintf("%-60s%36s", "ST. BENEDICT'S MISSION HOSPITAL - NYERI", fmt.Sprintf("PAGE %d OF %d", i+1, len(pages)))))
				body.WriteString(line("LABORATORY DEPARTMENT    P.O. BOX 2174-10100 NYERI    TEL 0720 418 226"))
				body.WriteString(line(rule("=")))
				body.WriteString(line(fmt.Sprintf("%-14s%-34s%-12s%s", "PATIENT NAME:", "KAMAU NJOROGE, JOSEPH", "LAB NO:", m.Specimen)))
				body.WriteString(line(fmt.Sprintf("%-14s%-34s%-12s%s", "AGE/SEX:", "41 Y / MALE", "OP/IP NO:", "OP-26-018842")))
				body.WriteString(line(fmt.Sprintf("%-14s%-34s%-12s%s", "DOB:", date(m.DOB, ""), "WARD:", "MOPC")))
				body.WriteString(line(fmt.Sprintf("%-14s%-34s%-12s%s", "REQ. BY:", "DR. W. MWANGI", "COLLECTED:", date(m.Collected, "")+" 08:14")))
				body.WriteString(line(fmt.Sprintf("%-14s%-34s%-12s%s", "SPECIMEN:", "BLOOD (EDTA/PLAIN), STOOL", "REPORTED:", date(m.Reported, "")+" 13:52")))
				body.WriteString(line(rule("=")))
				body.WriteString(line(fmt.Sprintf("%-32s%10s  %-6s%-11s%s", "TEST", "RESULT", "FLAG", "UNITS", "REFERENCE RANGE")))
				body.WriteString(line(rule("=")))
				for _, s := range secs {
					body.WriteString(line(""))
					body.WriteString(line(s.Title))
					body.WriteString(line(rule("-")))
					for _, row := range s.Rows {
						v := fmt.Sprintf("%10s", row.Value)
						if len(row.Value) > 10 {
							v = row.Value
						}
						body.WriteString(line(strings.TrimRight(fmt.Sprintf("%-32s%s  %-6s%-11s%s", row.Name, v, row.Flag, row.Unit, row.RangeText), " ")))
					}
				}
				body.WriteString(line(""))
				body.WriteString(line(rule("-")))
				if i == len(pages)-1 {
					body.WriteString(line("H = ABOVE REFERENCE RANGE   L = BELOW REFERENCE RANGE   MPS = MALARIA PARASITES"))
					body.WriteString(line("VERIFIED BY: K. OTIENO (MEDICAL LAB. TECHNOLOGIST)   AUTHORISED: DR. A. WANJIRU (PATHOLOGIST)"))
					body.WriteString(line(fmt.Sprintf("%56s", "*** END OF REPORT ***")))
				} else {
					body.WriteString(line(fmt.Sprintf("%60s", "*** CONTINUED ON NEXT PAGE ***")))
				}
				body.WriteString(`</pre></div>`)
			}
			css := `body{color:#222}.pg{height:296mm;position:relative;padding:10mm 15mm 8mm 17mm}` +
				`pre{margin:0;font-family:"Nimbus Mono PS","Liberation Mono";font-size:8.1pt;line-height:1.32}` +
				`.feed{position:absolute;top:0;bottom:0;width:8mm;background-image:radial-gradient(circle at 4mm 3.2mm,#fff 1.5mm,#8a8a8a 1.55mm,#fff 1.85mm);` +
				`background-size:8mm 12.7mm;border-color:#aaa;border-style:dashed;border-width:0}` +
				`.feed.l{left:0;border-right-width:0.5px}.feed.r{right:0;border-left-width:0.5px}`
			return page("A4", css, body.String())
		}}
}

// Angola: private clinic laboratory in Luanda (European Portuguese with
// Angolan usage). The unit is glued to the value in the result cell with no
// space ("10,9g/dL", "6,4x10^3/µL") and no unit column (class 28); the flag
// is a triangle ▲ / ▼ after it (class 29); the clinic's emblem is printed as a
// faint watermark under the table (class 25); decimal commas.
func aoClin() *Layout {
	return &Layout{Name: "ao_clin", Country: "AO", Language: "pt", Classes: []int{6, 25, 28, 29}, ScanDPI: 200, PDFDPI: 200, Rotate: -0.7, Session: 11,
		Build: func() *Report {
			b := &builder{comma: true, high: "▲", low: "▼"}
			b.panel("HEMATOLOGIA - Hemograma completo", "Hemograma completo")
			b.n("Eritrócitos", "3,98", "x10^6/µL", "4,00 - 5,20")
			b.n("Hemoglobina", "10,9", "g/dL", "12,0 - 15,5")
			b.n("Hematócrito", "33,8", "%", "36,0 - 46,0")
			b.n("VCM", "84,9", "fL", "80,0 - 100,0")
			b.n("HCM", "27,4", "pg", "27,0 - 33,0")
			b.n("CHCM", "32,2", "g/dL", "31,5 - 36,0")
			b.n("Leucócitos", "6,4", "x10^3/µL", "4,0 - 10,0")
			b.n("Neutrófilos", "58,3", "%", "40,0 - 75,0")
			b.n("Linfócitos", "30,1", "%", "20,0 - 45,0")
			b.n("Monócitos", "7,2", "%", "2,0 - 10,0")
			b.n("Eosinófilos", "4,4", "%", "1,0 - 6,0")
			b.n("Plaquetas", "187", "x10^3/µL", "150 - 400")
			b.n("Velocidade de sedimentação", "34", "mm/h", "< 20")
			b.panel("PARASITOLOGIA", "PARASITOLOGIA")
			b.q("Pesquisa de Plasmodium (gota espessa)", "Negativo", "Negativo", true)
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicemia em jejum", "86", "mg/dL", "70 - 110")
			b.n("Ureia", "24", "mg/dL", "15 - 45")
			b.n("Creatinina", "0,68", "mg/dL", "0,50 - 1,10")
			b.n("Ácido úrico", "3,9", "mg/dL", "2,4 - 6,0")
			b.n("AST / TGO", "19", "U/L", "< 35")
			b.n("ALT / TGP", "23", "U/L", "< 35")
			b.n("Bilirrubina total", "1,4", "mg/dL", "0,2 - 1,2")
			b.n("Colesterol total", "168", "mg/dL", "< 200")
			b.n("Triglicerídeos", "92", "mg/dL", "< 150")
			b.n("Ferro sérico", "41", "µg/dL", "60 - 160")
			b.panel("SEROLOGIA", "SEROLOGIA")
			b.q("VIH 1+2 (Ag/Ac)", "Não reactivo", "Não reactivo", true)
			b.q("AgHBs", "Não reactivo", "Não reactivo", true)
			b.q("VDRL", "Não reactivo", "Não reactivo", true)
			return b.report(Meta{First: "Esperança", Last: "Domingos Kiala", DOB: "1992-03-11", Gender: "female",
				Lab: "Centro Médico Kianda", Collected: "2026-04-10", Reported: "2026-04-10", Specimen: "LAB-2604-00917"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			res := func(row *Row) string {
				v := esc(row.Value + row.Unit)
				if s11Abnormal(row) {
					v = "<b>" + v + "</b>"
				}
				if row.Flag != "" {
					v += ` <span class="fl">` + esc(row.Flag) + `</span>`
				}
				return v
			}
			cols := []col{{"Exame", "c1", nameCell}, {"Resultado", "c2", res}, {"Valores de referência", "c3", rangeCell}}
			wm := s11Ink("wm", "position:absolute;left:22mm;top:10mm;z-index:0", 140, 140,
				`g.translate(W/2,H/2);g.rotate(-0.5);g.fillStyle=g.strokeStyle='rgba(0,84,140,0.13)';g.lineWidth=3;`+
					`g.beginPath();g.arc(0,-14,34,0,2*Math.PI);g.stroke();g.font='bold 40px "Nimbus Sans"';g.textAlign='center';g.textBaseline='middle';`+
					`g.fillText('K',0,-14);g.font='bold 13px "Nimbus Sans"';g.fillText('CENTRO MÉDICO',0,36);g.fillText('KIANDA',0,52)`)
			head := `<table class="top"><tr><td class="lg">K</td><td><div class="ln">CENTRO MÉDICO KIANDA</div>` +
				`<div class="la">Laboratório de Análises Clínicas · Rua Rainha Ginga, n.º 87, Ingombota - Luanda · NIF 5417209386 · Tel. +244 923 418 770</div></td>` +
				`<td class="ri">Boletim de Análises<br><b>` + m.Specimen + `</b></td></tr></table>` +
				kv("pt", 3, "Utente:", "ESPERANÇA DOMINGOS KIALA", "Data de nascimento:", date(m.DOB, ""), "Sexo:", "Feminino",
					"N.º de processo:", "CMK-118274", "Médico requisitante:", "Dr. Adão Mbala", "Proveniência:", "Consulta de Medicina Geral",
					"Data da colheita:", date(m.Collected, "")+" 07:48", "Data de emissão:", date(m.Reported, "")+" 15:10", "Amostra:", "Sangue total / soro")
			tab := `<div class="wrap">` + wm + `<table class="rs">` + headRow(cols) + rows(r.Sections, cols) + `</table></div>`
			css := `body{font-family:"URW Gothic","DejaVu Sans";font-size:8.7pt;color:#141414}` +
				`.top{width:100%;border-bottom:2px solid #00548c;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}` +
				`.lg{width:14mm;height:14mm;font-size:22pt;font-weight:bold;color:#00548c;border:2.2px solid #00548c;border-radius:50%;text-align:center}` +
				`.ln{font-size:15pt;font-weight:bold;color:#00548c;padding-left:3mm;letter-spacing:0.6pt}.la{font-size:7.2pt;color:#444;padding-left:3mm}` +
				`.ri{text-align:right;font-size:8pt;width:40mm}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt}.pt td{padding:0.5mm 1mm}.pt .k{color:#00548c;width:15%;white-space:nowrap}.pt .v{width:19%;white-space:nowrap}` +
				`.wrap{position:relative}.rs{width:100%;position:relative;z-index:1}.hd th{border-top:1px solid #00548c;border-bottom:1px solid #00548c;padding:0.9mm 1mm;font-size:8.2pt}` +
				`.r td{padding:0.7mm 1mm}.c1{width:45%}.c2{width:22%}.fl{font-size:8pt}` +
				`.sec td{font-weight:bold;padding:2.6mm 1mm 0.6mm;font-size:9pt;color:#00548c}` +
				`.ft{margin-top:5mm;font-size:7.3pt;color:#333}.sg{margin-top:6mm;margin-left:115mm;text-align:center;font-size:7.8pt}`
			return page("A4", css, `<div class="pg">`+head+tab+
				`<div class="ft">▲ valor acima do intervalo de referência · ▼ valor abaixo do intervalo de referência. Intervalos de referência para adultos.</div>`+
				`<div class="sg">O Director Técnico do Laboratório<br><br><b>Dr. Manuel Sebastião Neto</b><br>Médico Patologista Clínico</div></div>`)
		}}
}
