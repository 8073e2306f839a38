package main

import (
	"fmt"
	"strings"
)

// Session 13 held-out layout. A tuner must never open this file nor the
// it_asl-* documents (SPLIT.md).

// Italy: laboratory of a local public-health authority (ASL), two pages,
// a monospaced LIS print inside ruled boxes. The reference range is printed
// as two columns, LIM. INF. and LIM. SUP., one of them empty for a one-sided
// range and both spanned by a text range (class 41); the urine examination
// gives dipstick grades ("tracce", "+", "++") and sediment counts per field
// ("/campo", 0 - 2) (class 43); comparator results "< 0,5", "> 2000"
// (class 46); H / L in a narrow column; decimal commas; codice fiscale.
func itAsl() *Layout {
	return &Layout{Name: "it_asl", Country: "IT", Language: "it", Classes: []int{6, 41, 43, 46}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.0,
		HeldOut: true, Session: 13,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			mm := func(name, value, unit, mn, mx string) *Row { return b.n(name, value, unit, s13MinMax(mn, mx)) }
			b.panel("EMATOLOGIA", "EMATOLOGIA")
			mm("LEUCOCITI", "5,42", "10^3/µL", "4,00", "10,00")
			mm("ERITROCITI", "4,21", "10^6/µL", "3,90", "5,20")
			mm("EMOGLOBINA", "11,4", "g/dL", "12,0", "15,5")
			mm("EMATOCRITO", "35,2", "%", "36,0", "46,0")
			mm("VOLUME CORPUSCOLARE MEDIO (MCV)", "83,6", "fL", "80,0", "98,0")
			mm("PIASTRINE", "318", "10^3/µL", "150", "400")
			b.panel("CHIMICA CLINICA", "CHIMICA CLINICA")
			mm("GLUCOSIO", "88", "mg/dL", "60", "99")
			mm("CREATININA", "0,74", "mg/dL", "0,50", "0,90")
			mm("SODIO", "140", "mmol/L", "136", "145")
			mm("POTASSIO", "4,1", "mmol/L", "3,5", "5,1")
			mm("COLESTEROLO TOTALE", "212", "mg/dL", "", "190")
			mm("COLESTEROLO HDL", "61", "mg/dL", "45", "")
			mm("TRIGLICERIDI", "96", "mg/dL", "", "150")
			mm("AST (GOT)", "18", "U/L", "", "35")
			mm("ALT (GPT)", "14", "U/L", "", "35")
			mm("FERRITINA", "9", "ng/mL", "15", "150")
			mm("PROTEINA C REATTIVA (PCR)", "< 0,5", "mg/dL", "", "0,5")
			mm("VITAMINA B12", "> 2000", "pg/mL", "191", "663")
			b.newPage("ESAME URINE - CHIMICO-FISICO", "CHIMICO-FISICO")
			b.q("COLORE", "giallo", "", true).comment()
			b.q("ASPETTO", "limpido", "", true).comment()
			mm("PH", "6,0", "", "5,0", "8,0")
			mm("PESO SPECIFICO", "1,018", "", "1,005", "1,030")
			b.q("PROTEINE", "tracce", "assenti", false).comment()
			b.q("GLUCOSIO", "assente", "assente", true)
			b.q("EMOGLOBINA", "++", "assente", false).comment()
			b.q("ESTERASI LEUCOCITARIA", "+", "assente", false).comment()
			b.panel("ESAME URINE - SEDIMENTO", "SEDIMENTO")
			mm("EMAZIE", "8", "/campo", "0", "2")
			mm("LEUCOCITI", "4", "/campo", "0", "5")
			b.q("CELLULE EPITELIALI", "rare", "", true).comment()
			return b.report(Meta{First: "Rosalba", Last: "Di Cioccio", DOB: "1958-06-19", Gender: "female",
				Lab: "ASL Valle del Liri - Laboratorio Analisi", Collected: "2026-04-28", Reported: "2026-04-29", Specimen: "2604280417"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="rg">SERVIZIO SANITARIO NAZIONALE<br>AZIENDA SANITARIA LOCALE<br><b>ASL VALLE DEL LIRI</b></td>` +
					`<td class="uo">U.O.C. PATOLOGIA CLINICA - LABORATORIO ANALISI<br>Presidio Ospedaliero di Valle Rovina<br>` +
					`Via dei Sette Ponti, 41 - Tel. 0776 418 227<br>Direttore: Dott. Pasquale Iacobucci</td></tr></table>` +
					`<table class="pt"><tr><td>COGNOME E NOME<br><b>DI CIOCCIO ROSALBA</b></td><td>DATA DI NASCITA<br><b>` + date(m.DOB, "") + `</b></td>` +
					`<td>SESSO<br><b>F</b></td><td>CODICE FISCALE<br><b>DCCRSL58H59A418K</b></td></tr>` +
					`<tr><td>PROVENIENZA<br><b>PUNTO PRELIEVI DISTRETTO 2</b></td><td>N. RICHIESTA<br><b>` + m.Specimen + `</b></td>` +
					`<td>DATA PRELIEVO<br><b>` + date(m.Collected, "") + `</b></td><td>DATA REFERTO<br><b>` + date(m.Reported, "") + `</b></td></tr></table>` +
					fmt.Sprintf(`<div class="pgn">REFERTO DI LABORATORIO - PAG. %d/%d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs"><tr class="hd"><th class="c1">ESAME</th><th class="c2">RISULTATO</th><th class="c3"></th>` +
					`<th class="c4">U.M.</th><th class="c5">LIM. INF.</th><th class="c6">LIM. SUP.</th></tr>`)
				for _, s := range secs {
					fmt.Fprintf(b, `<tr class="sec"><td colspan="6">%s</td></tr>`, esc(s.Title))
					for _, row := range s.Rows {
						cells := []string{td("c1", nameCell(row)), td("c2", esc(row.Value)), td("c3", esc(row.Flag)), td("c4", unitCell(row))}
						if mn, mx, ok := s13Bounds(row.RangeText); ok {
							cells = append(cells, td("c5", esc(mn)), td("c6", esc(mx)))
						} else {
							cells = append(cells, `<td class="c5 tx" colspan="2">`+esc(row.RangeText)+`</td>`)
						}
						s13Row(b, "r", cells...)
					}
				}
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">H = VALORE SUPERIORE AL LIMITE - L = VALORE INFERIORE AL LIMITE. I LIMITI DI RIFERIMENTO SONO RIFERITI AL SESSO E ALL'ETA' ` +
				`DEL PAZIENTE. SEDIMENTO: CONTEGGIO MEDIO SU 10 CAMPI A 400 X.</div>` +
				`<div class="sg">REFERTO FIRMATO DIGITALMENTE AI SENSI DEL D.LGS. 82/2005<br>IL DIRIGENTE BIOLOGO: DOTT.SSA CARMELA PALOMBO</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">SEGUE ---&gt;</div>`)
			css := `body{font-family:"Liberation Mono","Nimbus Mono PS";font-size:8.6pt;color:#101010}.pg{height:296mm}` +
				`.top{width:100%;border:1px solid #000;margin-bottom:1.5mm}.top td{padding:1.5mm 2mm;vertical-align:middle;font-size:8pt}` +
				`.rg{width:44%;border-right:1px solid #000}.rg b{font-size:11pt}.uo{text-align:right}` +
				`.pt{width:100%;border:1px solid #000;border-collapse:collapse;margin-bottom:1mm}.pt td{border:0.6px solid #000;padding:0.6mm 1.5mm;font-size:6.8pt;color:#333}` +
				`.pt b{font-size:8.6pt;color:#000}.pgn{text-align:center;font-weight:bold;background:#dedede;border:1px solid #000;padding:0.6mm;margin-bottom:1.5mm}` +
				`.rs{width:100%;border:1px solid #000}.hd th{border-bottom:1px solid #000;padding:0.8mm 1.5mm;font-size:8pt}` +
				`.r td{padding:0.45mm 1.5mm}.c1{width:41%}.c2{width:14%;text-align:right}.c3{width:4%;font-weight:bold;text-align:center}.c4{width:13%}` +
				`.c5,.c6{width:14%;text-align:right}.tx{text-align:center!important}` +
				`.sec td{font-weight:bold;padding:1.8mm 1.5mm 0.5mm;text-decoration:underline}` +
				`.cont{margin-top:3mm;text-align:right}.ft{margin-top:4mm;font-size:7.2pt;border-top:1px solid #000;padding-top:1mm}` +
				`.sg{margin-top:6mm;text-align:right;font-size:7.6pt}`
			return page("A4", css, body)
		}}
}
