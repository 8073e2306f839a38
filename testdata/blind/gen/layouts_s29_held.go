package main

import "strings"

// Session 29 held-out layout. A tuner must not open this file (SPLIT.md).

// Guinea-Bissau: a private clinical laboratory in Bissau (Portuguese), one
// A4 page (Nimbus Sans). Análise / Resultado / (flag) / Unidades / Valores
// de referência printed in two columns, Homens and Mulheres (class 110),
// the patient a man; "*" in a narrow column after an out-of-range value;
// tests not yet done printed with "Em curso" in place of the value (class
// 108); the urine sediment counted per field as a range ("6-8" /campo,
// class 109) and dipstick grades; decimal commas; glycaemia and
// creatinine in g/L and mg/L; dd/mm/yyyy. Also photographed with the focus
// on the wrong plane (class 116).
var gwSex = map[string][2]string{
	"Eritrócitos": {"4,50 - 5,90", "4,00 - 5,20"},
	"Hemoglobina": {"13,0 - 17,0", "12,0 - 15,5"},
	"Hematócrito": {"40,0 - 52,0", "36,0 - 46,0"},
	"VS":          {"0 - 15", "0 - 20"},
	"Creatinina":  {"7,0 - 13,0", "5,0 - 11,0"},
	"Ácido úrico": {"35 - 72", "26 - 60"},
	"Gama GT":     {"< 55", "< 38"},
}

var gwUrine = map[string]bool{"Exame químico (tira reagente)": true, "Sedimento urinário": true}

var gwPending = []s29Pend{
	{"BIOQUÍMICA", "Gama GT", "PSA total", "Em curso", "ng/mL", "< 4,0"},
	{"SEROLOGIA E PARASITOLOGIA", "AgHBs", "Carga viral VHB", "Em curso", "UI/mL", ""},
	{"Sedimento urinário", "Cilindros", "Urocultura", "Em curso", "UFC/mL", "< 10 000"},
}

func gwLab() *Layout {
	return &Layout{Name: "gw_lab", Country: "GW", Language: "pt", Classes: []int{6, 43, 108, 109, 110, 116}, ScanDPI: 150, PDFDPI: 200, Rotate: 1.2,
		HeldOut: true, Extra: []string{"focus"}, Session: 29,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			sx := func(name, value, unit string) *Row { return s29SexRow(b, gwSex, false, name, value, unit) }
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			sx("Eritrócitos", "4,12", "x10¹²/L")
			sx("Hemoglobina", "12,4", "g/dL")
			sx("Hematócrito", "37,1", "%")
			b.n("VGM", "90,0", "fL", "80,0 - 100,0")
			b.n("HGM", "30,1", "pg", "27,0 - 33,0")
			b.n("CHGM", "33,4", "g/dL", "32,0 - 36,0")
			b.n("Leucócitos", "5,6", "x10⁹/L", "4,0 - 10,0")
			b.n("Neutrófilos", "48", "%", "40 - 75")
			b.n("Linfócitos", "41", "%", "20 - 45")
			b.n("Plaquetas", "142", "x10⁹/L", "150 - 400")
			sx("VS", "14", "mm/1.ª h")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicemia", "1,04", "g/L", "0,70 - 1,10")
			sx("Creatinina", "13,8", "mg/L")
			sx("Ácido úrico", "64", "mg/L")
			b.n("Transaminase GPT (ALT)", "52", "U/L", "< 45")
			sx("Gama GT", "48", "U/L")
			b.panel("SEROLOGIA E PARASITOLOGIA", "SEROLOGIA E PARASITOLOGIA")
			b.q("Pesquisa de Plasmodium (gota espessa)", "Negativo", "Negativo", true)
			b.q("Teste rápido VIH 1/2", "Não reactivo", "Não reactivo", true)
			b.q("AgHBs", "Reactivo", "Não reactivo", false).Flag = "*"
			b.panel("Exame químico (tira reagente)", "Exame químico (tira reagente)")
			b.n("Densidade", "1,020", "", "1,005 - 1,030")
			b.n("pH", "6,0", "", "5,0 - 8,0")
			b.q("Proteínas", "Vestígios", "Negativo", false).comment().Flag = "*"
			b.q("Glicose", "Negativo", "Negativo", true)
			b.q("Sangue", "Negativo", "Negativo", true)
			b.q("Nitritos", "Negativo", "Negativo", true)
			b.q("Leucócitos", "+", "Negativo", false).comment().Flag = "*"
			b.panel("Sedimento urinário", "Sedimento urinário")
			s29Sed(b, "Leucócitos", "6-8", "/campo", "0 - 5")
			s29Sed(b, "Eritrócitos", "0-2", "/campo", "0 - 3")
			b.q("Células epiteliais", "Raras", "", true)
			b.q("Cilindros", "Ausentes", "", true)
			return b.report(Meta{First: "Domingos Mário", Last: "Nhaga", DOB: "1979-05-02", Gender: "male",
				Lab: "Laboratório de Análises Clínicas Geba", Collected: "2026-06-22", Reported: "2026-06-23", Specimen: "GB-26-0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cells := func(x *Row) string {
				s := td("c1", nameCell(x)) + td("c2", valCell(x)) + td("c3", flagCell(x)) + td("c4", unitCell(x))
				if c, ok := gwSex[x.Name]; ok && !gwUrine[x.panel] {
					return s + td("c5", esc(c[0])) + td("c6", esc(c[1]))
				}
				return s + `<td class="c56" colspan="2">` + rangeCell(x) + `</td>`
			}
			var t strings.Builder
			t.WriteString(`<table class="rs"><tr class="hd"><th class="c1" rowspan="2">Análise</th><th class="c2" rowspan="2">Resultado</th>` +
				`<th class="c3" rowspan="2"></th><th class="c4" rowspan="2">Unidades</th><th class="c56" colspan="2">Valores de referência</th></tr>` +
				`<tr class="hd2"><th class="c5">Homens</th><th class="c6">Mulheres</th></tr>`)
			s29Rows(&t, r.Sections, 6, gwPending, func(s *Section) string {
				if gwUrine[s.Panel] {
					h := ""
					if s.Panel == "Exame químico (tira reagente)" {
						h = `<tr class="sec"><td colspan="6">URINA II - EXAME SUMÁRIO</td></tr>`
					}
					return h + `<tr class="sub"><td colspan="6">` + esc(s.Title) + `</td></tr>`
				}
				return `<tr class="sec"><td colspan="6">` + esc(s.Title) + `</td></tr>`
			}, cells)
			t.WriteString(`</table>`)
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="4" fill="#0b6e4f"/>` +
				`<path d="M8 27 q6 -8 12 0 t12 0" fill="none" stroke="#fcd116" stroke-width="2.6"/><path d="M20 7 l2.4 5 5.4 0.6 -4 3.7 1.1 5.3 -4.9 -2.7 -4.9 2.7 1.1 -5.3 -4 -3.7 5.4 -0.6 z" fill="#ce1126"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Laboratório de Análises Clínicas Geba</div><div class="ls">Hematologia · Bioquímica · Imunologia · Parasitologia</div>` +
				`<div class="la">Bairro de Santa Luzia, Rua 12, Bissau · República da Guiné-Bissau · Tel. +245 95 418 2700 · lab.geba@example.gw</div></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Nome:</td><td class="v"><b>Domingos Mário Nhaga</b></td><td class="k">N.º de registo:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Data de nasc.:</td><td class="v">` + date(m.DOB, "") + ` · Sexo: Masculino</td><td class="k">Colheita:</td><td class="v">` + date(m.Collected, "") + ` 08:20</td></tr>` +
				`<tr><td class="k">Médico:</td><td class="v">Dr. Aliu Djaló</td><td class="k">Relatório:</td><td class="v">` + date(m.Reported, "") + ` 11:05</td></tr></table>` +
				`<div class="tt">BOLETIM DE ANÁLISES</div>` + t.String() +
				`<div class="ft">* Resultado fora dos valores de referência. Valores de referência segundo o sexo. Em curso: resultado a enviar logo que disponível.</div>` +
				`<table class="sg"><tr><td><span class="sig">F. Sanhá</span><br>Dra. Fatumata Sanhá · Técnica Superior de Análises Clínicas</td></tr></table>` +
				`<div class="pgn">Página 1 de 1</div></div>`
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.3pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 13mm 9mm 13mm}` +
				`.top{width:100%;border-bottom:2px solid #0b6e4f;margin-bottom:1.8mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0b6e4f}.ls{font-size:7.6pt;color:#ce1126}.la{font-size:6.8pt;color:#444}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:1.5mm}.pt td{padding:0.45mm 1.4mm}.pt .k{color:#555;white-space:nowrap;width:13%}.pt .v{width:37%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;letter-spacing:1pt;margin:1.5mm 0}` +
				`.rs{width:100%}.hd th,.hd2 th{font-size:7.8pt;padding:0.6mm 1.4mm;background:#eef3ef}.hd th{border-top:1px solid #0b6e4f}` +
				`.hd2 th{border-bottom:1px solid #0b6e4f}.hd .c56{text-align:center}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:2mm 1.4mm 0.4mm;color:#0b6e4f;border-bottom:0.5px solid #8a9}` +
				`.sub td{font-weight:bold;font-size:8pt;padding:1mm 1.4mm 0.2mm 4mm;color:#333}` +
				`.r td{padding:0.5mm 1.4mm}.r.pd td{color:#555;font-style:italic}` +
				`.c1{width:33%}.c2{width:12%;text-align:right;padding-right:3mm!important}.c3{width:4%}.c4{width:13%}.c5{width:19%}.c6{width:19%}td.c56{text-align:center}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{text-align:right;padding-right:8mm}` +
				`.sig{font-family:"Z003",cursive;font-size:14pt;color:#1d3a7a}` +
				`.pgn{position:absolute;left:13mm;right:13mm;bottom:7mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}
