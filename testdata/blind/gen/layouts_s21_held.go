package main

import (
	"fmt"
	"strings"
)

// Session 21 held-out layout. A tuner must not open this file.

// Brazil: private clinical laboratory "laudo" in Campinas (Portuguese), two
// pages. Exame / Resultado / Valores de referência and no unit column: the
// unit follows the range (`12,0 a 16,0 g/dL`, class 60); bounds in words
// (`até 33`, `inferior a 190`, `superior a 40`, class 59); interpretive notes
// under rows and a method-change footnote, with numbers and units (class
// 58); serology with an index, a qualitative result against a numeric
// range and a VDRL titre (class 63); decimal commas, dots grouping
// thousands; no flags, abnormal in bold; CPF, dd/mm/yyyy.
func brLaudo() *Layout {
	return &Layout{Name: "br_laudo", Country: "BR", Language: "pt", Classes: []int{6, 58, 59, 60, 63}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.0,
		HeldOut: true, Session: 21,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			s21n(b, "Hemácias", "4,52", "milhões/mm³", "4,00 a 5,20")
			s21n(b, "Hemoglobina", "13,1", "g/dL", "12,0 a 16,0")
			s21n(b, "Hematócrito", "39,8", "%", "36,0 a 46,0")
			s21n(b, "VCM", "88,1", "fL", "80,0 a 100,0")
			s21n(b, "Leucócitos", "6.840", "/mm³", "3.600 a 11.000")
			s21n(b, "Plaquetas", "312.000", "/mm³", "150.000 a 450.000")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			s21n(b, "Glicose", "112", "mg/dL", "70 a 99").
				note("Glicemia de jejum entre 100 e 125 mg/dL: glicemia de jejum alterada; igual ou superior a 126 mg/dL em duas ocasiões: diabetes.")
			s21n(b, "Hemoglobina glicada (HbA1c)", "6,0", "%", "inferior a 5,7").
				note("HbA1c entre 5,7 e 6,4 %: risco aumentado para diabetes (ADA 2026).")
			s21n(b, "Creatinina", "0,84", "mg/dL", "0,50 a 0,90")
			s21n(b, "Ureia", "28", "mg/dL", "15 a 45")
			s21n(b, "Colesterol total", "214", "mg/dL", "inferior a 190")
			s21n(b, "Colesterol HDL", "52", "mg/dL", "superior a 40")
			s21n(b, "Colesterol LDL", "138", "mg/dL", "inferior a 130").
				note("Meta de LDL conforme o risco cardiovascular: alto, inferior a 70 mg/dL; muito alto, inferior a 50 mg/dL.")
			s21n(b, "Triglicérides", "141", "mg/dL", "inferior a 150")
			s21n(b, "TGO (AST)", "22", "U/L", "até 32")
			s21n(b, "TGP (ALT)", "27", "U/L", "até 33")
			s21n(b, "TSH", "5,12", "µUI/mL", "0,27 a 4,20")
			s21n(b, "Vitamina B12", "388", "pg/mL", "197 a 771")
			b.newPage("SOROLOGIA", "SOROLOGIA")
			s21Q(b, "Anti-HIV 1 e 2", "Não reagente", "inferior a 1,00", true)
			s21n(b, "HBsAg", "0,32", "S/CO", "inferior a 1,00")
			s21n(b, "Anti-HCV", "0,09", "S/CO", "inferior a 1,00")
			s21Titre(b, "VDRL", "1:8", "Não reagente", true)
			return b.report(Meta{First: "Luciana", Last: "Ferraz Bittencourt", DOB: "1983-04-17", Gender: "female",
				Lab: "Laboratório Ipê Roxo de Análises Clínicas", Collected: "2026-05-14", Reported: "2026-05-15", Specimen: "4182-0514-26"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="ln">Laboratório Ipê Roxo</div><div class="ls">de Análises Clínicas</div>` +
					`<div class="la">Rua Barão de Jaguara, 1418 - Centro - Campinas/SP - CEP 13015-418 · (19) 3418-2270 · CNES 4182273</div></td>` +
					`<td class="rb">Resp. Técnico: Dr. Otávio Pinheiro Lemos<br>CRBM-1 41822</td></tr></table>` +
					`<table class="pt"><tr><td class="k">Paciente:</td><td><b>LUCIANA FERRAZ BITTENCOURT</b></td><td class="k">Protocolo:</td><td><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Nascimento:</td><td>` + date(m.DOB, "") + ` (43 anos) · Sexo: Feminino</td><td class="k">CPF:</td><td>418.227.036-51</td></tr>` +
					`<tr><td class="k">Médico:</td><td>Dra. Renata Siqueira Prado - CRM/SP 141822</td><td class="k">Coleta:</td><td>` + date(m.Collected, "") + ` 07:22</td></tr>` +
					`<tr><td class="k">Convênio:</td><td>Particular</td><td class="k">Liberação:</td><td>` + date(m.Reported, "") + ` 16:40</td></tr></table>` +
					fmt.Sprintf(`<div class="pgn">Página %d de %d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs"><tr class="hd"><th class="c1">Exame</th><th class="c2">Resultado</th><th class="c5">Valores de referência</th></tr>`)
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="3">%s</td></tr>`, esc(s.Title))
					for _, row := range s.Rows {
						s13Row(b, "r", td("c1", nameCell(row)), td("c2", valCell(row)), td("c5", s21RangeUnit(row)))
						if row.Note != "" {
							fmt.Fprintf(b, `<tr class="note"><td colspan="3">Nota: %s</td></tr>`, esc(row.Note))
						}
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="fn">* A partir de 01/03/2026 a creatinina passou a ser dosada por método enzimático; ` +
				`os resultados podem ser até 0,10 mg/dL inferiores aos anteriores.</div>` +
				`<div class="fn">Sorologia: índice (S/CO) inferior a 1,00 = não reagente. VDRL reagente em qualquer título deve ser confirmado por teste treponêmico.</div>` +
				`<div class="fn">Resultados fora dos valores de referência em negrito. Laudo liberado eletronicamente.</div>` +
				`<div class="sg"><span class="sig">O. Lemos</span><br>Dr. Otávio Pinheiro Lemos · CRBM-1 41822<br>Responsável Técnico</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Continua na próxima página</div>`)
			css := `body{font-family:"P052","DejaVu Serif";font-size:9pt;color:#141414}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:2px solid #6b2c7a;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.4mm}` +
				`.ln{font-size:17pt;font-weight:bold;color:#6b2c7a}.ls{font-size:9pt;color:#6b2c7a;letter-spacing:1pt}.la{font-size:7.2pt;color:#555}` +
				`.rb{text-align:right;font-size:7.6pt;color:#333}` +
				`.pt{width:100%;font-size:8.4pt;border:0.5px solid #bbb;margin-bottom:1mm}.pt td{padding:0.5mm 1.5mm}.pt .k{font-weight:bold;width:11%;white-space:nowrap}` +
				`.pgn{text-align:right;font-size:7.4pt;margin-bottom:1mm}` +
				`.rs{width:100%}.hd th{border-bottom:1px solid #6b2c7a;padding:0.8mm 1.8mm;font-size:8.6pt;color:#6b2c7a}` +
				`.sec td{font-weight:bold;font-size:9.4pt;padding:3mm 1.8mm 0.6mm;letter-spacing:0.6pt}` +
				`.r td{padding:0.7mm 1.8mm;border-bottom:0.3px dotted #bbb}.c1{width:44%}.c2{width:20%}.c5{width:36%}` +
				`.note td{font-size:7.5pt;font-style:italic;color:#444;padding:0.2mm 1.8mm 1mm 6mm}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.6pt}.fn{margin-top:2.5mm;font-size:7.5pt;color:#333}` +
				`.sg{margin-top:8mm;margin-left:105mm;text-align:center;font-size:8pt}.sig{font-family:"Z003",cursive;font-size:16pt;color:#1f2f75}`
			return page("A4", css, body)
		}}
}
