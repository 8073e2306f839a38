package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Session 13 family: five layouts written blind in session 13. uy_lab,
// tn_lab, pk_lab and lu_lab are dev and live here; the held-out layout lives
// in layouts_s13_held.go, which a tuner must not open.

// s13MinMax builds the range of a row whose bounds are printed in two
// columns (class 41): "lo - hi" when both are printed, "< hi" or "> lo"
// when one column is empty, as the corpus writes one-sided ranges.
func s13MinMax(mn, mx string) string {
	switch {
	case mn != "" && mx != "":
		return mn + " - " + mx
	case mx != "":
		return "< " + mx
	case mn != "":
		return "> " + mn
	}
	return ""
}

// s13Bounds splits a range built by s13MinMax back into its two columns;
// a text range ("No reactivo") has none.
func s13Bounds(rng string) (mn, mx string, ok bool) {
	switch {
	case strings.HasPrefix(rng, "< "):
		return "", rng[2:], true
	case strings.HasPrefix(rng, "> "):
		return rng[2:], "", true
	}
	if lo, hi, found := strings.Cut(rng, " - "); found {
		return lo, hi, true
	}
	return "", "", false
}

// s13Sci adds a numeric row printed in scientific notation (class 46,
// "2.4E+05", "1,2 x 10^3"): the interpretation follows the number it
// stands for, the value is kept as printed.
func s13Sci(b *builder, name, printed string, v float64, unit, rng string) *Row {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if b.comma {
		s = strings.ReplaceAll(s, ".", ",")
	}
	r := b.n(name, s, unit, rng)
	r.Value = printed
	return r
}

// s13Row writes one result row: cls on the <tr>, then the cells.
func s13Row(b *strings.Builder, cls string, cells ...string) {
	b.WriteString(`<tr class="` + cls + `">`)
	for _, c := range cells {
		b.WriteString(c)
	}
	b.WriteString(`</tr>`)
}

func td(class, content string) string { return `<td class="` + class + `">` + content + `</td>` }

// s13Dir is the direction of an abnormal value: "hi", "lo" or "".
func s13Dir(b *builder, r *Row) string {
	if !abnormal(r) {
		return ""
	}
	v, ok := b.num(r.Value)
	if ok && !math.IsNaN(r.Lo) && v < r.Lo {
		return "lo"
	}
	return "hi"
}

// Uruguay: private clinical laboratory in Montevideo (Spanish), one page.
// The reference range is printed as two columns, Mín. and Máx., one of them
// empty for a one-sided range (class 41); the leukocyte formula is indented
// under the Leucocitos row, every cell type twice, first in % and then in
// /mm³, under the same name (class 48); glucose and urea in g/L
// (Glicemia, Azoemia), decimal commas, dots group thousands; "*" after an
// out-of-range value; C.I. number; a 100 dpi fax.
func uyLab() *Layout {
	children := map[string]bool{"Neutrófilos": true, "Linfocitos": true, "Monocitos": true, "Eosinófilos": true}
	return &Layout{Name: "uy_lab", Country: "UY", Language: "es", Classes: []int{6, 8, 41, 48}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.9,
		LowRes: true, Session: 13,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			mm := func(name, value, unit, mn, mx string) *Row { return b.n(name, value, unit, s13MinMax(mn, mx)) }
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			mm("Glóbulos rojos", "4,62", "mill/mm³", "4,20", "5,40")
			mm("Hemoglobina", "12,1", "g/dL", "12,0", "16,0")
			mm("Hematocrito", "37,4", "%", "37,0", "47,0")
			mm("VCM", "81,0", "fL", "80,0", "100,0")
			mm("HCM", "26,2", "pg", "27,0", "32,0")
			mm("CHCM", "32,4", "g/dL", "32,0", "36,0")
			mm("ADE", "15,1", "%", "11,5", "14,5")
			mm("Plaquetas", "287.000", "/mm³", "150.000", "400.000")
			mm("Leucocitos", "7.850", "/mm³", "4.000", "10.000")
			mm("Neutrófilos", "61,3", "%", "40,0", "75,0")
			mm("Neutrófilos", "4.812", "/mm³", "1.800", "7.500")
			mm("Linfocitos", "28,6", "%", "20,0", "45,0")
			mm("Linfocitos", "2.245", "/mm³", "1.000", "4.000")
			mm("Monocitos", "6,4", "%", "2,0", "10,0")
			mm("Monocitos", "502", "/mm³", "200", "800")
			mm("Eosinófilos", "3,7", "%", "1,0", "6,0")
			mm("Eosinófilos", "291", "/mm³", "40", "500")
			b.panel("QUÍMICA CLÍNICA", "QUÍMICA CLÍNICA")
			mm("Glicemia", "0,96", "g/L", "0,70", "1,10")
			mm("Azoemia", "0,32", "g/L", "0,15", "0,45")
			mm("Creatininemia", "0,84", "mg/dL", "0,50", "1,10")
			mm("Uricemia", "5,9", "mg/dL", "2,4", "5,7")
			mm("Colesterol total", "224", "mg/dL", "", "200")
			mm("Colesterol HDL", "52", "mg/dL", "40", "")
			mm("Colesterol LDL", "146", "mg/dL", "", "130")
			mm("Triglicéridos", "128", "mg/dL", "", "150")
			mm("TGO (AST)", "22", "U/L", "", "32")
			mm("TGP (ALT)", "19", "U/L", "", "33")
			mm("Fosfatasa alcalina", "88", "U/L", "35", "104")
			mm("TSH", "2,84", "µUI/mL", "0,27", "4,20")
			mm("Ferritina", "11", "ng/mL", "13", "150")
			b.panel("SEROLOGÍA", "SEROLOGÍA")
			b.q("VDRL", "No reactivo", "No reactivo", true)
			return b.report(Meta{First: "María Laura", Last: "Fernández Pereira", DOB: "1984-09-12", Gender: "female",
				Lab: "Laboratorio Arazatí", Collected: "2026-04-22", Reported: "2026-04-23", Specimen: "260422-0318"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			var t strings.Builder
			t.WriteString(`<table class="rs"><tr class="h1"><th rowspan="2" class="c1">Análisis</th><th rowspan="2" class="c2">Resultado</th>` +
				`<th rowspan="2" class="c3"></th><th rowspan="2" class="c4">Unidades</th><th colspan="2" class="vr">Valores de referencia</th></tr>` +
				`<tr class="h2"><th class="c5">Mín.</th><th class="c6">Máx.</th></tr>`)
			for _, s := range r.Sections {
				fmt.Fprintf(&t, `<tr class="sec"><td colspan="6">%s</td></tr>`, esc(s.Title))
				for _, row := range s.Rows {
					name := td("c1", nameCell(row))
					if children[row.Name] {
						name = td("c1 ch", nameCell(row))
					}
					if row.Name == "Neutrófilos" && row.Unit == "%" {
						t.WriteString(`<tr class="fl"><td colspan="6">Fórmula leucocitaria</td></tr>`)
					}
					cells := []string{name, td("c2", valCell(row)), td("c3", esc(row.Flag)), td("c4", unitCell(row))}
					if mn, mx, ok := s13Bounds(row.RangeText); ok {
						cells = append(cells, td("c5", esc(mn)), td("c6", esc(mx)))
					} else {
						cells = append(cells, `<td class="c5 tx" colspan="2">`+esc(row.RangeText)+`</td>`)
					}
					s13Row(&t, "r", cells...)
				}
			}
			t.WriteString(`</table>`)
			head := `<table class="top"><tr><td class="lg"><div class="mk">A</div></td><td><div class="ln">LABORATORIO ARAZATÍ</div>` +
				`<div class="ls">Análisis Clínicos · Bioquímica · Hematología · Inmunología</div></td>` +
				`<td class="ad">Bv. Artigas 2417 esq. Chaná - 11600 Montevideo<br>Tel. 2708 4417 · WhatsApp 094 418 227<br>` +
				`Habilitación MSP N° 4182 · RUT 21 418227 0014</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paciente:</td><td class="v"><b>FERNÁNDEZ PEREIRA, María Laura</b></td>` +
				`<td class="k">C.I.:</td><td class="v">3.418.227-5</td><td class="k">N° de orden:</td><td class="v">` + m.Specimen + `</td></tr>` +
				`<tr><td class="k">Fecha de nac.:</td><td class="v">` + date(m.DOB, "") + ` (41 años)</td><td class="k">Sexo:</td><td class="v">Femenino</td>` +
				`<td class="k">Extracción:</td><td class="v">` + date(m.Collected, "") + ` 07:40</td></tr>` +
				`<tr><td class="k">Médico:</td><td class="v">Dr. Gonzalo Silveira</td><td class="k">Prestador:</td><td class="v">Cooperativa Médica del Plata</td>` +
				`<td class="k">Emisión:</td><td class="v">` + date(m.Reported, "") + ` 12:15</td></tr></table>`
			css := `body{font-family:"Liberation Sans","Nimbus Sans";font-size:8.6pt;color:#161616}.pg{height:296mm;position:relative}` +
				`.top{width:100%;border-bottom:2px solid #1f5f8b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:15mm}` +
				`.mk{width:12mm;height:12mm;border:2px solid #1f5f8b;border-radius:2mm;color:#1f5f8b;font:bold 17pt "Liberation Serif";text-align:center;line-height:12mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#1f5f8b;letter-spacing:1pt}.ls{font-size:7.8pt;color:#555}.ad{text-align:right;font-size:7.4pt;color:#333}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.2pt;border:0.7px solid #999}.pt td{padding:0.6mm 1.4mm}.pt .k{color:#555;white-space:nowrap;width:11%}` +
				`.rs{width:100%}.rs th{font-size:8pt;padding:0.6mm 1.4mm;background:#e4edf4;color:#1f5f8b}.h1 th{border-top:1px solid #1f5f8b}` +
				`.h2 th{border-bottom:1px solid #1f5f8b;text-align:right}.vr{text-align:center!important;border-bottom:0.5px solid #9ab}` +
				`.r td{padding:0.5mm 1.4mm;border-bottom:0.3px solid #e2e2e2}.c1{width:40%}.ch{padding-left:7mm!important}` +
				`.c2{width:13%;text-align:right}.c3{width:3%;font-weight:bold}.c4{width:14%}.c5,.c6{width:15%;text-align:right}.tx{text-align:center!important}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:2.4mm 1.4mm 0.6mm;color:#1f5f8b;border-bottom:0.6px solid #1f5f8b}` +
				`.fl td{font-style:italic;padding:1mm 1.4mm 0.2mm 4mm;color:#444}` +
				`.ft{margin-top:4mm;font-size:7.4pt;color:#333}.sg{margin-top:6mm;margin-left:115mm;text-align:center;font-size:8pt}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#223a7a}` +
				`.foot{position:absolute;bottom:9mm;left:13mm;right:13mm;border-top:0.5px solid #1f5f8b;font-size:6.8pt;color:#666;padding-top:1mm}`
			return page("A4", css, `<div class="pg">`+head+t.String()+
				`<div class="ft">(*) Valor fuera del intervalo de referencia. Valores de referencia para mujeres adultas; una sola columna indica límite `+
				`inferior (Mín.) o superior (Máx.). Método hematológico: citometría de flujo (Sysmex XN-550).</div>`+
				`<div class="sg"><span class="sig">A. Bentancor</span><br>Q.F. Ana Laura Bentancor<br>Directora Técnica</div>`+
				`<div class="foot">Los resultados corresponden exclusivamente a la muestra analizada. Informe validado electrónicamente. Página 1 de 1</div></div>`)
		}}
}

// Tunisia: private medical biology lab in Ariana (French, a line of Arabic
// in the letterhead), two pages, one small table per section. The
// ionogram's columns are headed "Résultat (mmol/l)" and "Valeurs usuelles
// (mmol/l)" with no unit column, and the lipid panel's title carries "(g/l)"
// for all its rows (class 42); the urine examination (ECBU) gives dipstick
// grades "++", "+", "Traces", "Négatif" and sediment counts per field
// "/champ" with "0 - 5" ranges (class 43); no flags, abnormal in bold;
// decimal commas; a copy a doctor annotated in blue ballpoint (class 45).
func tnLab() *Layout {
	type tab struct{ resHead, refHead string } // a section with its unit in the headings
	inHead := map[string]tab{
		"IONOGRAMME SANGUIN":    {"Résultat (mmol/l)", "Valeurs usuelles (mmol/l)"},
		"BILAN LIPIDIQUE (g/l)": {"Résultat", "Valeurs usuelles"},
	}
	return &Layout{Name: "tn_lab", Country: "TN", Language: "fr", Classes: []int{6, 42, 43, 45}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.8,
		Extra: []string{"pen"}, Session: 13,
		Pen: &Pen{Circle: []string{"1,32", "7,4"}, Tick: []string{"14,6", "4,6"}, Underline: []string{"Cholestérol LDL"},
			Note: [2]float64{166, 196}, NoteWords: 2},
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HÉMATOLOGIE - NUMÉRATION FORMULE SANGUINE", "NUMÉRATION FORMULE SANGUINE")
			b.n("Globules blancs", "6,9", "10³/mm³", "4,0 - 10,0")
			b.n("Globules rouges", "5,02", "10⁶/mm³", "4,50 - 5,80")
			b.n("Hémoglobine", "14,6", "g/dl", "13,0 - 17,0")
			b.n("Hématocrite", "43,8", "%", "40,0 - 52,0")
			b.n("VGM", "87,2", "fl", "80 - 100")
			b.n("TCMH", "29,1", "pg", "27 - 32")
			b.n("CCMH", "33,3", "g/dl", "32 - 36")
			b.n("Plaquettes", "242", "10³/mm³", "150 - 400")
			b.panel("BIOCHIMIE SANGUINE", "BIOCHIMIE SANGUINE")
			b.n("Glycémie à jeun", "1,32", "g/l", "0,70 - 1,10")
			b.n("Hémoglobine glyquée (HbA1c)", "7,4", "%", "4,0 - 6,0")
			b.n("Urée", "0,31", "g/l", "0,15 - 0,45")
			b.n("Créatinine", "98", "µmol/l", "62 - 106")
			b.n("Acide urique", "412", "µmol/l", "208 - 428")
			b.n("ASAT (TGO)", "31", "UI/l", "< 40")
			b.n("ALAT (TGP)", "48", "UI/l", "< 41")
			b.panel("IONOGRAMME SANGUIN", "IONOGRAMME SANGUIN")
			b.n("Sodium (Na⁺)", "139", "mmol/l", "135 - 145")
			b.n("Potassium (K⁺)", "4,6", "mmol/l", "3,5 - 5,0")
			b.n("Chlore (Cl⁻)", "103", "mmol/l", "98 - 107")
			b.n("Calcium total", "2,38", "mmol/l", "2,20 - 2,60")
			b.n("Réserve alcaline (CO₂ total)", "21", "mmol/l", "22 - 29")
			b.panel("BILAN LIPIDIQUE (g/l)", "BILAN LIPIDIQUE")
			b.n("Cholestérol total", "2,31", "g/l", "< 2,00")
			b.n("Cholestérol HDL", "0,38", "g/l", "> 0,40")
			b.n("Cholestérol LDL", "1,62", "g/l", "< 1,60")
			b.n("Triglycérides", "1,55", "g/l", "< 1,50")
			b.newPage("Examen chimique (bandelette urinaire)", "Examen chimique (bandelette urinaire)")
			b.n("pH", "5,5", "", "5,0 - 8,0")
			b.n("Densité", "1,025", "", "1,005 - 1,030")
			b.q("Leucocytes", "++", "Négatif", false).comment()
			b.q("Nitrites", "Négatif", "Négatif", true)
			b.q("Protéines", "Traces", "Négatif", false).comment()
			b.q("Glucose", "+", "Négatif", false).comment()
			b.q("Sang", "Négatif", "Négatif", true)
			b.panel("Examen cytologique (culot urinaire)", "Examen cytologique (culot urinaire)")
			b.n("Hématies", "3", "/champ", "0 - 5")
			b.n("Leucocytes", "22", "/champ", "0 - 5")
			b.q("Cellules épithéliales", "Rares", "", true)
			return b.report(Meta{First: "Karim", Last: "Jaziri", DOB: "1967-03-29", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales Dr Hela Trabelsi", Collected: "2026-04-21", Reported: "2026-04-22", Specimen: "26-04-0873"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			res := func(row *Row) string {
				if row.Interp == "abnormal" {
					return `<b>` + esc(row.Value) + `</b>`
				}
				return esc(row.Value)
			}
			area := map[string]string{"Examen chimique (bandelette urinaire)": "EXAMEN CYTOBACTÉRIOLOGIQUE DES URINES (ECBU)"}
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="ln">Laboratoire d'Analyses Médicales</div><div class="dr">Dr Hela TRABELSI</div>` +
					`<div class="dq">Biologiste - Ancienne Interne des Hôpitaux de Tunis</div></td>` +
					`<td class="ar"><div class="arb">مخبر التحاليل الطبية</div><div>الدكتورة هالة الطرابلسي</div></td></tr></table>` +
					`<div class="adr">Immeuble Yasmine, Av. Hédi Nouira, Ennasr II - 2037 Ariana · Tél. 71 822 418 · Fax 71 822 419 · labo.trabelsi@planet.tn</div>` +
					`<table class="pt"><tr><td>Patient : <b>M. JAZIRI Karim</b></td><td>Né le : ` + date(m.DOB, "") + `</td><td>Dossier N° : <b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td>Prescripteur : Dr Sami Mrad</td><td>Prélevé le : ` + date(m.Collected, "") + ` à 08h05</td>` +
					fmt.Sprintf(`<td>Édité le : %s - Page %d/%d</td></tr></table>`, date(m.Reported, ""), p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				for _, s := range secs {
					if a := area[s.Title]; a != "" {
						b.WriteString(`<div class="area">` + esc(a) + `</div>`)
					}
					b.WriteString(`<div class="st">` + esc(s.Title) + `</div><table class="rs">`)
					t, shared := inHead[s.Title]
					if shared {
						fmt.Fprintf(b, `<tr class="hd"><th class="c1">Analyse</th><th class="c2">%s</th><th class="c4 w">%s</th></tr>`, esc(t.resHead), esc(t.refHead))
					} else {
						b.WriteString(`<tr class="hd"><th class="c1">Analyse</th><th class="c2">Résultat</th><th class="c3">Unité</th><th class="c4">Valeurs usuelles</th></tr>`)
					}
					for _, row := range s.Rows {
						if shared {
							s13Row(b, "r", td("c1", nameCell(row)), td("c2", res(row)), td("c4 w", rangeCell(row)))
						} else {
							s13Row(b, "r", td("c1", nameCell(row)), td("c2", res(row)), td("c3", unitCell(row)), td("c4", rangeCell(row)))
						}
					}
					b.WriteString(`</table>`)
				}
			}
			foot := `<div class="ft">Les résultats anormaux sont imprimés en caractères gras. Valeurs usuelles de l'adulte. ` +
				`Culture de l'urine : pas de germe isolé (&lt; 10³ UFC/ml).</div>` +
				`<div class="sg">Le Biologiste<br><span class="sig">H. Trabelsi</span><br>Dr Hela TRABELSI</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">.../...</div>`)
			css := `body{font-family:"Liberation Serif","Nimbus Roman";font-size:9.6pt;color:#121212}.pg{height:296mm}` +
				`.top{width:100%}.top td{vertical-align:top}.ln{font-size:12pt;font-weight:bold;font-variant:small-caps;color:#0d4d3c}` +
				`.dr{font-size:15pt;font-weight:bold;color:#0d4d3c}.dq{font-size:8pt;font-style:italic}` +
				`.ar{text-align:right;font-family:"DejaVu Sans";font-size:9pt;color:#0d4d3c}.arb{font-size:12pt;font-weight:bold}` +
				`.adr{font-size:7.6pt;border-top:1.5px solid #0d4d3c;border-bottom:0.5px solid #0d4d3c;padding:0.8mm 0;margin:1mm 0 2mm;text-align:center}` +
				`.pt{width:100%;font-size:8.8pt;margin-bottom:2mm;background:#eef4f1}.pt td{padding:0.7mm 2mm;width:33%}` +
				`.area{text-align:center;font-weight:bold;font-size:10.5pt;margin:2mm 0 1mm;letter-spacing:0.5pt}` +
				`.st{font-weight:bold;font-size:9.8pt;margin:2.8mm 0 0.6mm;color:#0d4d3c;border-bottom:1px solid #0d4d3c}` +
				`.rs{width:100%;margin-bottom:0.5mm}.hd th{font-size:8.2pt;font-weight:normal;font-style:italic;color:#444;padding:0.3mm 1.5mm;border-bottom:0.4px solid #aaa}` +
				`.r td{padding:0.35mm 1.5mm}.c1{width:42%}.c2{width:18%;text-align:right!important;padding-right:6mm!important}.c3{width:14%}.w{width:40%}` +
				`.cont{margin-top:3mm;text-align:right}.ft{margin-top:4mm;font-size:8pt;font-style:italic}` +
				`.sg{margin-top:5mm;margin-left:120mm;text-align:center;font-size:9pt}.sig{font-family:"Z003",cursive;font-size:16pt;color:#203070}`
			return page("A4", css, body)
		}}
}

// Pakistan: private reference laboratory in Lahore (English), two pages.
// Test / Result / Flag / Unit / Reference Range; counts in "x10E9/L"; the
// viral load printed in E-notation ("2.4E+05") and comparator results
// (">2000", "<0.5", ">1000", "<20") beside ordinary ones (class 46);
// Age/Gender instead of a date of birth; dd-Mon-yyyy; a 100 dpi fax; and a
// phone screenshot of the lab's patient app showing the first CBC results
// as cards with status chips (class 44).
func pkLab() *Layout {
	return &Layout{Name: "pk_lab", Country: "PK", Language: "en", Classes: []int{8, 44, 46}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.2,
		LowRes: true, Extra: []string{"screen"}, Session: 13,
		Screen: &Screen{HTML: pkScreen, Rows: func(rep *Report) []*Row {
			var out []*Row
			for _, r := range rep.Sections[0].Rows[:5] {
				chip := map[string]string{"H": "High", "L": "Low"}[r.Flag]
				out = append(out, screenRow(r, chip, "Complete Blood Count (CBC)"))
			}
			return out
		}},
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - COMPLETE BLOOD COUNT (CBC)", "COMPLETE BLOOD COUNT (CBC)")
			b.n("Haemoglobin", "12.4", "g/dL", "13.0 - 17.0")
			b.n("Total Leucocyte Count (TLC)", "11.6", "x10E9/L", "4.0 - 11.0")
			b.n("Red Blood Cells (RBC)", "4.71", "x10E12/L", "4.50 - 6.50")
			b.n("Haematocrit (HCT)", "38.2", "%", "40.0 - 54.0")
			b.n("MCV", "81.1", "fL", "76 - 96")
			b.n("MCH", "26.3", "pg", "27 - 32")
			b.n("MCHC", "32.5", "g/dL", "32 - 36")
			b.n("Platelet Count", "164", "x10E9/L", "150 - 400")
			b.n("Neutrophils", "72", "%", "40 - 75")
			b.n("Lymphocytes", "21", "%", "20 - 45")
			b.n("ESR (Westergren)", "28", "mm/1st hour", "0 - 15")
			b.panel("CLINICAL CHEMISTRY", "CLINICAL CHEMISTRY")
			b.n("Blood Glucose (Fasting)", "118", "mg/dL", "70 - 110")
			b.n("HbA1c", "6.3", "%", "4.0 - 5.6")
			b.n("Serum Urea", "34", "mg/dL", "10 - 50")
			b.n("Serum Creatinine", "1.1", "mg/dL", "0.6 - 1.3")
			b.n("ALT (SGPT)", "88", "U/L", "< 40")
			b.n("Alkaline Phosphatase", "142", "U/L", "40 - 129")
			b.n("Total Bilirubin", "0.9", "mg/dL", "0.1 - 1.2")
			b.n("C-Reactive Protein (CRP)", "<0.5", "mg/dL", "< 0.5")
			b.newPage("SPECIAL CHEMISTRY", "SPECIAL CHEMISTRY")
			b.n("Vitamin B12", ">2000", "pg/mL", "197 - 771")
			b.n("25-OH Vitamin D", "8.4", "ng/mL", "30 - 100")
			b.panel("VIROLOGY / SEROLOGY", "VIROLOGY / SEROLOGY")
			b.n("Anti-HCV (CMIA)", "14.62", "S/CO", "< 1.00")
			s13Sci(b, "HCV RNA Quantitative (Real-time PCR)", "2.4E+05", 240000, "IU/mL", "< 15")
			b.n("HBsAg (CMIA)", "0.31", "S/CO", "< 1.00")
			b.n("HBV DNA Quantitative (Real-time PCR)", "<20", "IU/mL", "< 20")
			b.n("Anti-HBs", ">1000", "mIU/mL", "> 10")
			return b.report(Meta{First: "Imran", Last: "Qureshi", Gender: "male",
				Lab: "Ravi Valley Clinical Laboratories", Collected: "2026-04-22", Reported: "2026-04-23", Specimen: "RVC-2604-41827"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test", "c1", nameCell}, {"Result", "c2", valCell}, {"Flag", "c3", flagCell}, {"Unit", "c4", unitCell},
				{"Reference Range", "c5", rangeCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="lg"><div class="mk">RV</div></td><td><div class="ln">RAVI VALLEY CLINICAL LABORATORIES (PVT) LTD.</div>` +
					`<div class="la">42-B, Main Boulevard, Gulberg III, Lahore · UAN 042-111-418-227 · www.ravivalleylabs.pk</div>` +
					`<div class="la">ISO 15189 accredited medical laboratory · Collection points in Lahore, Faisalabad and Sialkot</div></td></tr></table>` +
					kv("pt", 3, "Patient Name:", "Mr. IMRAN QURESHI", "Age / Gender:", "46 Y / Male", "MR #:", "RVC-P-418227",
						"Lab No.:", m.Specimen, "Referred By:", "Dr. Ayesha Siddiqui (FCPS)", "Panel:", "Self",
						"Collected On:", date(m.Collected, "dMony")+" 09:14", "Reported On:", date(m.Reported, "dMony")+" 17:40",
						"Page:", fmt.Sprintf("%d of %d", p, n))
			}
			content := func(b *strings.Builder, secs []*Section) {
				fmt.Fprintf(b, `<table class="rs">%s`, headRow(cols))
				for _, s := range secs {
					sectionRows(b, s, cols)
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">H = above reference range, L = below reference range. HCV RNA: lower limit of quantification 15 IU/mL; ` +
				`results are reported in scientific notation (2.4E+05 = 240,000 IU/mL). Electronically verified report, no signature required.</div>` +
				`<table class="sg"><tr><td>Dr. Sadia Malik<br>MBBS, FCPS (Chemical Pathology)<br>Consultant Chemical Pathologist</td>` +
				`<td>Dr. Usman Tariq<br>MBBS, MPhil (Virology)<br>Consultant Virologist</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continued on next page ...</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.8pt;color:#111}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:2.2px solid #7a1f2b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.4mm}.lg{width:17mm}` +
				`.mk{width:14mm;height:14mm;background:#7a1f2b;color:#fff;font-weight:bold;font-size:13pt;text-align:center;line-height:14mm;border-radius:1.5mm}` +
				`.ln{font-size:13.5pt;font-weight:bold;color:#7a1f2b}.la{font-size:7.4pt;color:#444}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.2pt;border-top:0.6px solid #999;border-bottom:0.6px solid #999}.pt td{padding:0.5mm 1.2mm}` +
				`.pt .k{font-weight:bold;width:12%;white-space:nowrap}.pt .v{width:21%}` +
				`.rs{width:100%}.hd th{background:#7a1f2b;color:#fff;padding:0.9mm 1.4mm;font-size:8.4pt}` +
				`.r td{padding:0.7mm 1.4mm;border-bottom:0.3px solid #ddd}.c1{width:40%}.c2{width:12%;text-align:right;padding-right:4mm!important}.c3{width:7%;color:#7a1f2b}` +
				`.c4{width:14%}.sec td{font-weight:bold;padding:2.8mm 1.4mm 0.6mm;font-size:9pt;color:#7a1f2b;text-decoration:underline}` +
				`.cont{margin-top:4mm;text-align:right;font-size:7.8pt;font-style:italic}.ft{margin-top:5mm;font-size:7.6pt;color:#333}` +
				`.sg{width:100%;margin-top:9mm;font-size:8pt}.sg td{width:50%;text-align:center;border-top:0.6px solid #000;padding-top:1mm}`
			return page("A4", css, body)
		}}
}

// pkScreen is Ravi Valley's patient app on a phone: status bar, app bar, the
// patient and report, a tab row, then one card per result of the CBC (name,
// value and unit, "Ref. range" line, a status chip); the sixth card is cut
// off by the bottom navigation bar.
func pkScreen(rep *Report) string {
	m := rep.Meta
	out := 0
	for _, s := range rep.Sections {
		for _, r := range s.Rows {
			if r.Flag != "" {
				out++
			}
		}
	}
	chip := map[string]string{"H": `<span class="chip hi">High</span>`, "L": `<span class="chip lo">Low</span>`, "": `<span class="chip ok">Normal</span>`}
	var cards strings.Builder
	for _, r := range rep.Sections[0].Rows[:6] {
		fmt.Fprintf(&cards, `<div class="card"><div class="row1"><span class="nm">%s</span>%s</div>`+
			`<div class="val">%s <span class="un">%s</span></div><div class="rg">Ref. range: %s %s</div></div>`,
			esc(r.Name), chip[r.Flag], esc(r.Value), esc(r.Unit), esc(r.RangeText), esc(r.Unit))
	}
	body := `<div class="sb"><span class="tm">9:41</span><span class="ic"><i class="sig"></i><i class="sig s2"></i><i class="sig s3"></i>` +
		`<i class="sig s4"></i> 4G <span class="bat"><span class="lvl"></span></span> 82%</span></div>` +
		`<div class="ab"><span class="bk">&#8592;</span><span class="tt">Test Results</span><span class="sh">&#8942;</span></div>` +
		`<div class="pc"><div class="pn">Imran Qureshi <span class="pg">46 Y · Male</span></div>` +
		`<div class="pl">Lab No. ` + esc(m.Specimen) + `</div>` +
		`<div class="pl">Collected ` + date(m.Collected, "dMony") + ` 09:14 · Reported ` + date(m.Reported, "dMony") + `</div>` +
		`<div class="pl lab">Ravi Valley Clinical Laboratories · Gulberg III</div></div>` +
		`<div class="tabs"><span class="on">All results</span><span>Out of range (` + fmt.Sprint(out) + `)</span><span>PDF</span></div>` +
		`<div class="gh">Complete Blood Count (CBC)</div>` + cards.String() +
		`<div class="nav"><span class="on">&#8962;<br>Home</span><span>&#9636;<br>Reports</span><span>&#9775;<br>Book test</span><span>&#9787;<br>Profile</span></div>` +
		`<div class="hb"></div>`
	css := `body{font-family:"DejaVu Sans","Liberation Sans";background:#f2f3f7;color:#1b1b1f;position:relative}` +
		`.sb{height:30px;background:#7a1f2b;color:#fff;font-size:12px;padding:8px 16px 0;display:flex;justify-content:space-between}` +
		`.ic{display:flex;align-items:flex-end;gap:2px}.sig{display:inline-block;width:3px;height:4px;background:#fff}.s2{height:6px}.s3{height:8px}.s4{height:10px;margin-right:3px}` +
		`.bat{display:inline-block;width:20px;height:10px;border:1.2px solid #fff;border-radius:2px;margin:0 3px 0 6px;padding:1px}.lvl{display:block;width:80%;height:100%;background:#fff}` +
		`.ab{height:54px;background:#7a1f2b;color:#fff;display:flex;align-items:center;padding:0 14px;font-size:19px}` +
		`.bk{font-size:22px;width:36px}.tt{flex:1;font-weight:bold}.sh{font-size:20px}` +
		`.pc{background:#fff;margin:10px 12px 0;border-radius:12px;padding:10px 14px;box-shadow:0 1px 3px rgba(0,0,0,.15)}` +
		`.pn{font-size:16px;font-weight:bold}.pg{font-weight:normal;color:#666;font-size:13px;margin-left:6px}.pl{font-size:12px;color:#555;margin-top:3px}.lab{color:#7a1f2b}` +
		`.tabs{display:flex;gap:8px;margin:10px 12px 0}.tabs span{font-size:12.5px;padding:6px 11px;border-radius:16px;background:#e3e4ea;color:#444}` +
		`.tabs .on{background:#7a1f2b;color:#fff}.gh{font-size:14px;font-weight:bold;color:#7a1f2b;margin:12px 16px 6px}` +
		`.card{background:#fff;margin:0 12px 8px;border-radius:12px;padding:9px 14px 8px;height:96px;box-shadow:0 1px 3px rgba(0,0,0,.15)}` +
		`.row1{display:flex;justify-content:space-between;align-items:center}.nm{font-size:14.5px;font-weight:bold}` +
		`.chip{font-size:11.5px;padding:3px 10px;border-radius:11px;font-weight:bold}.hi{background:#fde2e1;color:#b3261e}.lo{background:#fff0d6;color:#9a5b00}` +
		`.ok{background:#dff3e4;color:#1e7b3a}.val{font-size:23px;font-weight:bold;margin-top:4px}.un{font-size:14px;font-weight:normal;color:#555}` +
		`.rg{font-size:12px;color:#666;margin-top:3px}` +
		`.nav{position:absolute;left:0;right:0;bottom:0;height:78px;background:#fff;border-top:1px solid #ddd;display:flex;justify-content:space-around;` +
		`padding-top:8px;font-size:11px;color:#777;text-align:center;line-height:1.5}.nav span{font-size:11px}.nav .on{color:#7a1f2b;font-weight:bold}` +
		`.hb{position:absolute;bottom:7px;left:145px;width:122px;height:5px;border-radius:3px;background:#222}`
	return screenPage(css, body)
}

// Luxembourg: private medical laboratory (German report), two pages.
// Untersuchung / Ergebnis / Einheit / Referenzbereich / Trend / Vorbefund:
// an out-of-range result is printed in red (above) or blue (below) and
// nothing else marks it, and a Trend column of arrows compares the result
// with the previous one (↗ ↘ →), which is no flag (class 47); the
// leukocyte differential is indented under the Leukozyten row, and glucose
// and HbA1c are printed twice under the same name, in two units (class 48);
// "< 0,5", "> 90", "> 1000" results (class 46); decimal commas, dd.mm.yyyy,
// a matricule number.
func luLab() *Layout {
	children := map[string]bool{"Neutrophile": true, "Lymphozyten": true, "Monozyten": true, "Eosinophile": true, "Basophile": true}
	prev := map[string]string{ // previous result by name and unit, 14.11.2025
		"Leukozyten|G/l": "5,88", "Neutrophile|%": "57,2", "Lymphozyten|%": "31,0", "Monozyten|%": "8,1", "Eosinophile|%": "3,0",
		"Basophile|%": "0,7", "Erythrozyten|T/l": "4,61", "Hämoglobin|g/dl": "13,9", "Hämatokrit|%": "41,6", "MCV|fl": "90,2",
		"MCH|pg": "30,2", "MCHC|g/dl": "33,4", "Thrombozyten|G/l": "219", "Glukose nüchtern|mg/dl": "104", "Glukose nüchtern|mmol/l": "5,8",
		"HbA1c|%": "6,3", "HbA1c|mmol/mol": "45", "Kreatinin|mg/dl": "0,98", "Harnsäure|mg/dl": "7,9", "Natrium|mmol/l": "140", "Kalium|mmol/l": "4,7", "Ferritin|µg/l": "298", "eGFR (CKD-EPI)|ml/min/1,73m²": "> 90", "Gamma-GT|U/l": "67",
		"ALT (GPT)|U/l": "29", "Cholesterin gesamt|mg/dl": "241", "HDL-Cholesterin|mg/dl": "52", "LDL-Cholesterin|mg/dl": "158",
		"Triglyzeride|mg/dl": "118", "TSH|mU/l": "2,04",
	}
	return &Layout{Name: "lu_lab", Country: "LU", Language: "de", Classes: []int{6, 46, 47, 48}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.6,
		Session: 13,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HÄMATOLOGIE", "HÄMATOLOGIE")
			b.n("Leukozyten", "6,42", "G/l", "4,00 - 10,00")
			b.n("Neutrophile", "60,9", "%", "40,0 - 75,0")
			b.n("Lymphozyten", "28,4", "%", "20,0 - 45,0")
			b.n("Monozyten", "7,8", "%", "2,0 - 10,0")
			b.n("Eosinophile", "2,5", "%", "1,0 - 6,0")
			b.n("Basophile", "0,4", "%", "0,0 - 1,5")
			b.n("Erythrozyten", "4,38", "T/l", "4,50 - 5,90")
			b.n("Hämoglobin", "13,1", "g/dl", "14,0 - 18,0")
			b.n("Hämatokrit", "39,8", "%", "40,0 - 52,0")
			b.n("MCV", "90,9", "fl", "80,0 - 99,0")
			b.n("MCH", "29,9", "pg", "27,0 - 33,0")
			b.n("MCHC", "32,9", "g/dl", "32,0 - 36,0")
			b.n("Thrombozyten", "231", "G/l", "150 - 400")
			b.panel("KLINISCHE CHEMIE", "KLINISCHE CHEMIE")
			b.n("Glukose nüchtern", "112", "mg/dl", "74 - 106")
			b.n("Glukose nüchtern", "6,2", "mmol/l", "4,1 - 5,9")
			b.n("HbA1c", "6,1", "%", "4,0 - 5,6")
			b.n("HbA1c", "43", "mmol/mol", "20 - 38")
			b.n("Kreatinin", "1,02", "mg/dl", "0,70 - 1,20")
			b.n("Harnsäure", "7,4", "mg/dl", "3,4 - 7,0")
			b.n("Natrium", "141", "mmol/l", "136 - 145")
			b.n("Kalium", "4,4", "mmol/l", "3,5 - 5,1")
			b.n("eGFR (CKD-EPI)", "> 90", "ml/min/1,73m²", "> 60")
			b.n("Gamma-GT", "58", "U/l", "< 60")
			b.n("ALT (GPT)", "33", "U/l", "< 50")
			b.n("CRP", "< 0,5", "mg/l", "< 5,0")
			b.n("Ferritin", "312", "µg/l", "30 - 400")
			b.newPage("LIPIDE", "LIPIDE")
			b.n("Cholesterin gesamt", "236", "mg/dl", "< 190")
			b.n("HDL-Cholesterin", "58", "mg/dl", "> 40")
			b.n("LDL-Cholesterin", "152", "mg/dl", "< 115")
			b.n("Triglyzeride", "128", "mg/dl", "< 150")
			b.panel("ENDOKRINOLOGIE / IMMUNOLOGIE", "ENDOKRINOLOGIE / IMMUNOLOGIE")
			b.n("TSH", "1,86", "mU/l", "0,27 - 4,20")
			b.n("Anti-HBs", "> 1000", "IU/l", "> 10")
			return b.report(Meta{First: "Jean-Paul", Last: "Kremer", DOB: "1961-11-03", Gender: "male",
				Lab: "Laboratoire Médical Alzette", Collected: "2026-04-27", Reported: "2026-04-28", Specimen: "2604271184"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			bd := &builder{comma: true}
			res := func(row *Row) string {
				switch s13Dir(bd, row) {
				case "hi":
					return `<span class="up">` + esc(row.Value) + `</span>`
				case "lo":
					return `<span class="dn">` + esc(row.Value) + `</span>`
				}
				return esc(row.Value)
			}
			trend := func(row *Row) (string, string) {
				p, ok := prev[row.Name+"|"+row.Unit]
				if !ok {
					return "", "neu"
				}
				a, _ := bd.num(p)
				c, _ := bd.num(row.Value)
				switch {
				case c > a*1.03:
					return "↗", p
				case c < a*0.97:
					return "↘", p
				}
				return "→", p
			}
			name := func(row *Row) string {
				if children[row.Name] {
					return `<span class="ch">` + nameCell(row) + `</span>`
				}
				return nameCell(row)
			}
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="ln">Laboratoire Médical Alzette</div>` +
					`<div class="ls">Medizinisches Labor · Laboratoire d'analyses médicales · agréé CNS</div></td>` +
					`<td class="ad">12, rue de l'Alzette · L-4011 Esch-sur-Alzette<br>Tel. (+352) 54 18 27-1 · info@labo-alzette.lu<br>` +
					`Verantwortlich: Dr. Anne Reuter, Fachärztin für Labormedizin</td></tr></table>` +
					`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>KREMER Jean-Paul</b></td><td class="k">Geb.-Datum</td><td class="v">` + date(m.DOB, "dmy.") +
					`</td><td class="k">Geschlecht</td><td class="v">männlich</td></tr>` +
					`<tr><td class="k">Matrikel</td><td class="v">1961110341827</td><td class="k">Auftrag</td><td class="v">` + m.Specimen +
					`</td><td class="k">Einsender</td><td class="v">Dr. Marc Weber, Esch</td></tr>` +
					`<tr><td class="k">Entnahme</td><td class="v">` + date(m.Collected, "dmy.") + ` 07:50</td><td class="k">Befund vom</td><td class="v">` +
					date(m.Reported, "dmy.") + fmt.Sprintf(`</td><td class="k">Seite</td><td class="v">%d / %d</td></tr></table>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs"><tr class="hd"><th class="c1">Untersuchung</th><th class="c2">Ergebnis</th><th class="c3">Einheit</th>` +
					`<th class="c4">Referenzbereich</th><th class="c5">Trend</th><th class="c6">Vorbefund<br>14.11.2025</th></tr>`)
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="6">%s</td></tr>`, esc(s.Title))
					for _, row := range s.Rows {
						arrow, p := trend(row)
						s13Row(b, "r", td("c1", name(row)), td("c2", res(row)), td("c3", unitCell(row)), td("c4", rangeCell(row)),
							td("c5", arrow), td("c6", esc(p)))
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">Werte außerhalb des Referenzbereichs: <span class="up">erhöht</span> / <span class="dn">erniedrigt</span>. ` +
				`Trend: Veränderung gegenüber dem Vorbefund (↗ gestiegen, ↘ gesunken, → unverändert). Referenzbereiche für Männer.</div>` +
				`<div class="sg">Technisch und medizinisch validiert<br><b>Dr. Anne Reuter</b></div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Fortsetzung auf Seite 2</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.9pt;color:#1a1a1a}.pg{height:296mm}` +
				`.top{width:100%;margin-bottom:2mm;border-bottom:0.8px solid #6b2c6b}.top td{vertical-align:bottom;padding-bottom:1.5mm}` +
				`.ln{font-size:15pt;color:#6b2c6b;font-weight:bold}.ls{font-size:7.6pt;color:#6b2c6b}.ad{text-align:right;font-size:7.3pt;color:#444}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.2pt;background:#f4eef4}.pt td{padding:0.6mm 1.4mm}.pt .k{color:#6b2c6b;width:10%}.pt .v{width:23%}` +
				`.rs{width:100%}.hd th{font-size:8pt;color:#6b2c6b;border-bottom:1px solid #6b2c6b;padding:0.6mm 1.4mm;vertical-align:bottom}` +
				`.r td{padding:0.55mm 1.4mm;border-bottom:0.3px solid #e4dce4}.c1{width:33%}.c2{width:12%;text-align:right;padding-right:4mm!important}` +
				`.c3{width:14%}.c4{width:17%}.c5{width:7%;text-align:center!important;font-size:10pt}.c6{width:12%;text-align:right!important;color:#555}` +
				`.ch{padding-left:6mm}.up{color:#d0021b}.dn{color:#0a4fd8}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:2.6mm 1.4mm 0.5mm;letter-spacing:0.4pt}` +
				`.cont{margin-top:4mm;text-align:right;font-size:7.8pt;font-style:italic}.ft{margin-top:5mm;font-size:7.6pt;color:#333}` +
				`.sg{margin-top:7mm;margin-left:120mm;text-align:center;font-size:8.2pt}`
			return page("A4", css, body)
		}}
}
