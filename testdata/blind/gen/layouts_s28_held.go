package main

import (
	"fmt"
	"strings"
)

// Session 28 held-out layout. A tuner must not open this file (SPLIT.md).

// São Tomé and Príncipe: private clinical laboratory in São Tomé
// (Portuguese), two A4 pages. Análise / Resultado / (flag) / Unidades /
// Valores de referência; ↑ / ↓ in a narrow column; decimal commas; the
// malaria parasite density and the hepatitis B viral load in scientific
// notation with a multiplication sign and a raised exponent (class 102:
// "1,2 × 10³", "3,4 × 10⁴"); the last row of page 1, the creatinine, is cut
// by the page break (class 99): its sex range's second line, the women's,
// which is the patient's, at the top of page 2.
func stLab() *Layout {
	return &Layout{Name: "st_lab", Country: "ST", Language: "pt", Classes: []int{6, 8, 99, 102}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.2,
		LowRes: true, HeldOut: true, Session: 28,
		Build: func() *Report {
			b := &builder{comma: true, high: "↑", low: "↓"}
			b.panel("HEMATOLOGIA - Hemograma", "Hemograma")
			b.n("Eritrócitos", "3,92", "x10^12/L", "4,00 - 5,20")
			b.n("Hemoglobina", "10,4", "g/dL", "12,0 - 15,5")
			b.n("Hematócrito", "32,1", "%", "36,0 - 46,0")
			b.n("VGM", "81,9", "fL", "80,0 - 100,0")
			b.n("HGM", "26,5", "pg", "27,0 - 33,0")
			b.n("CHGM", "32,4", "g/dL", "32,0 - 36,0")
			b.n("RDW", "16,2", "%", "11,5 - 14,5")
			b.n("Leucócitos", "9,8", "x10^9/L", "4,0 - 10,0")
			b.n("Neutrófilos", "71", "%", "40 - 75")
			b.n("Linfócitos", "20", "%", "20 - 45")
			b.n("Monócitos", "7", "%", "2 - 10")
			b.n("Eosinófilos", "2", "%", "1 - 6")
			b.n("Plaquetas", "112", "x10^9/L", "150 - 400")
			b.n("Velocidade de sedimentação", "38", "mm/1.ª h", "< 20")
			b.panel("PARASITOLOGIA", "PARASITOLOGIA")
			b.q("Pesquisa de Plasmodium (gota espessa)", "Positivo", "Negativo", false)
			b.q("Espécie identificada", "P. falciparum", "", true).comment()
			s28Row(b, "Densidade parasitária", "1,2 × 10³", "/µL", "", none, none)
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicose", "92", "mg/dL", "70 - 110")
			b.n("Ureia", "48", "mg/dL", "15 - 45")
			b.n("Bilirrubina total", "2,4", "mg/dL", "0,2 - 1,2")
			b.n("Bilirrubina directa", "0,9", "mg/dL", "< 0,3")
			b.n("AST (TGO)", "64", "U/L", "< 32")
			b.n("ALT (TGP)", "58", "U/L", "< 33")
			b.n("Fosfatase alcalina", "118", "U/L", "35 - 104")
			s28Split(b, "Creatinina", "1,12", "mg/dL", "Homens: 0,70 - 1,20", "Mulheres: 0,50 - 0,90", 0.5, 0.9)
			b.newPage("", "BIOQUÍMICA")
			b.n("Proteína C reactiva", "48", "mg/L", "< 5")
			b.n("Sódio", "134", "mmol/L", "136 - 145")
			b.n("Potássio", "3,9", "mmol/L", "3,5 - 5,1")
			b.panel("SEROLOGIA E BIOLOGIA MOLECULAR", "SEROLOGIA E BIOLOGIA MOLECULAR")
			b.q("AgHBs", "Positivo", "Negativo", false)
			b.q("Anti-VHC", "Negativo", "Negativo", true)
			b.q("VIH 1/2 (Ag/Ac)", "Não reactivo", "Não reactivo", true)
			s28Row(b, "Carga viral VHB (ADN)", "3,4 × 10⁴", "UI/mL", "< 20", none, 20)
			return b.report(Meta{First: "Maria da Conceição", Last: "Neto", DOB: "1979-05-03", Gender: "female",
				Lab: "Laboratório de Análises Clínicas Monte Café", Collected: "2026-06-18", Reported: "2026-06-19", Specimen: "26/0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			rngCell := func(x *Row) string {
				t := x.RangeText
				if x.Cont != "" {
					t = strings.TrimSuffix(t, " "+x.Cont)
				}
				return esc(t)
			}
			cols := []col{{"Análise", "c1", nameCell}, {"Resultado", "c2", valCell}, {"", "c3", flagCell},
				{"Unidades", "c4", unitCell}, {"Valores de referência", "c5", rngCell}}
			var split *Row
			head := func(p, n int) string {
				h := `<table class="top"><tr><td><div class="ln">Laboratório de Análises Clínicas Monte Café</div>` +
					`<div class="ls">Hematologia · Bioquímica · Parasitologia · Serologia · Biologia Molecular</div>` +
					`<div class="la">Avenida Marginal 12 de Julho, n.º 27 · Cidade de São Tomé · São Tomé e Príncipe · Tel. +239 222 41 82</div></td>` +
					`<td class="lg"><svg width="14mm" height="14mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#12ad2b"/>` +
					`<path d="M20 7 C 30 16 30 25 20 33 C 10 25 10 16 20 7 Z" fill="#ffce00"/><path d="M20 11 V 31" stroke="#12ad2b" stroke-width="1.6"/></svg></td></tr></table>`
				if p > 1 {
					return h + `<table class="p2"><tr><td>Utente: <b>Maria da Conceição Neto</b></td><td>N.º de registo: ` + m.Specimen + `</td>` +
						fmt.Sprintf(`<td class="rt">Página %d/%d</td></tr></table>`, p, n)
				}
				return h + `<div class="tt">BOLETIM DE ANÁLISES CLÍNICAS</div>` +
					`<table class="pt"><tr><td class="k">Utente</td><td class="v"><b>Maria da Conceição Neto</b></td>` +
					`<td class="k">N.º de registo</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
					`<tr><td class="k">Data de nascimento</td><td class="v">` + date(m.DOB, "") + ` (47 anos)</td>` +
					`<td class="k">Data da colheita</td><td class="v">` + date(m.Collected, "") + ` 08:30</td></tr>` +
					`<tr><td class="k">Sexo</td><td class="v">Feminino</td><td class="k">Data do boletim</td><td class="v">` + date(m.Reported, "") + `</td></tr>` +
					`<tr><td class="k">Médico</td><td class="v">Dr. Aurélio Bragança</td><td class="k">Proveniência</td><td class="v">Consulta externa</td></tr></table>`
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				if split != nil {
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
			foot := `<div class="ft">↑ valor acima / ↓ valor abaixo do intervalo de referência. Densidade parasitária por microscopia (gota espessa). ` +
				`Carga viral VHB por PCR em tempo real, limite de quantificação 20 UI/mL.</div>` +
				`<table class="sg"><tr><td>O Director Técnico<br><span class="sig">J. Ceita</span><br>Dr. Jerónimo Ceita · Patologista Clínico</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="pgn">Página 1/2</div>`)
			css := `body{font-family:"Liberation Serif","DejaVu Serif";font-size:9.6pt;color:#151515}.pg{height:296mm;position:relative;padding:12mm 14mm 10mm 15mm}` +
				`.top{width:100%;border-bottom:1.6px solid #12ad2b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:16mm;text-align:right}` +
				`.ln{font-size:15pt;font-weight:bold;color:#0c6b1c}.ls{font-size:8pt;color:#8a6d00}.la{font-size:7.4pt;color:#444}` +
				`.tt{text-align:center;font-size:11.5pt;font-weight:bold;letter-spacing:1pt;margin:2mm 0}` +
				`.pt{width:100%;font-size:9.2pt;border:0.7px solid #888;margin-bottom:3mm}.pt td{padding:0.7mm 1.5mm}.pt .k{width:19%;color:#444}.pt .v{width:31%}` +
				`.p2{width:100%;font-size:9pt;border-bottom:0.8px solid #12ad2b;margin-bottom:3mm}.p2 td{padding:0.6mm 0}.rt{text-align:right}` +
				`.rs{width:100%}.hd th{font-size:9pt;padding:1mm 1.5mm;border-top:1.2px solid #222;border-bottom:0.8px solid #222}` +
				`.sec td{font-weight:bold;font-size:10pt;padding:3mm 1.5mm 0.8mm;text-decoration:underline}` +
				`.r td{padding:1.55mm 1.5mm}.c1{width:38%}.c2{width:14%}.c3{width:4%;text-align:center}.c4{width:14%}.c5{width:30%}` +
				`.ft{margin-top:7mm;font-size:8.2pt;color:#333}.sg{width:100%;margin-top:8mm;font-size:9pt}.sg td{text-align:right;padding-right:12mm}` +
				`.sig{font-family:"Z003",cursive;font-size:16pt;color:#1b2a6b}` +
				`.pgn{position:absolute;left:15mm;right:14mm;bottom:9mm;text-align:right;font-size:8pt;color:#555}`
			return page("A4", css, body)
		}}
}
