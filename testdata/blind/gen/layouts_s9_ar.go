package main

import (
	"fmt"
	"strings"
)

// Session 9, HELD OUT: a tuner must not open this file (SPLIT.md).

// Argentina: typewriter-style report with dot leaders between the name and
// the value, the range in parentheses at the end of the line, "*" before an
// abnormal value, underlined section titles; the leukocyte formula prints
// the % and the absolute count on one line.
func arLab() *Layout {
	return &Layout{Name: "ar_lab", Country: "AR", Language: "es", Classes: []int{5, 6, 15}, ScanDPI: 150, PDFDPI: 150, Rotate: 1.0, HeldOut: true, Session: 9,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			b.n("Glóbulos rojos", "4,16", "mill/mm3", "(4,20 - 5,40)")
			b.n("Hemoglobina", "12,4", "g/dl", "(12,0 - 16,0)")
			b.n("Hematocrito", "37", "%", "(37 - 47)")
			b.n("VCM", "88,9", "fl", "(80 - 100)")
			b.n("HCM", "29,8", "pg", "(27 - 32)")
			b.n("CHCM", "33,5", "g/dl", "(32 - 36)")
			b.n("Glóbulos blancos", "7.200", "/mm3", "(4.000 - 10.000)")
			b.panel("Fórmula leucocitaria", "Fórmula leucocitaria")
			b.n("Neutrófilos en cayado", "1", "%", "(0 - 5)").alt("72", "/mm3", "")
			b.n("Neutrófilos segmentados", "58", "%", "(50 - 70)").alt("4.176", "/mm3", "")
			b.n("Eosinófilos", "3", "%", "(1 - 4)").alt("216", "/mm3", "")
			b.n("Basófilos", "0", "%", "(0 - 1)").alt("0", "/mm3", "")
			b.n("Linfocitos", "33", "%", "(20 - 40)").alt("2.376", "/mm3", "")
			b.n("Monocitos", "5", "%", "(2 - 8)").alt("360", "/mm3", "")
			b.panel("", "HEMOGRAMA")
			b.n("Recuento de plaquetas", "254.000", "/mm3", "(150.000 - 400.000)")
			b.n("Eritrosedimentación", "28", "mm/1a hora", "(hasta 20)")
			b.panel("QUÍMICA CLÍNICA", "QUÍMICA CLÍNICA")
			b.n("Glucemia", "0,98", "g/l", "(0,70 - 1,10)")
			b.n("Uremia", "0,34", "g/l", "(0,15 - 0,45)")
			b.n("Creatininemia", "0,78", "mg/dl", "(0,50 - 0,90)")
			b.n("Uricemia", "6,1", "mg/dl", "(2,4 - 5,7)")
			b.n("Colesterol total", "2,34", "g/l", "(< 2,00)")
			b.n("Colesterol HDL", "0,56", "g/l", "(> 0,45)")
			b.n("Colesterol LDL", "1,49", "g/l", "(< 1,30)")
			b.n("Triglicéridos", "1,22", "g/l", "(< 1,50)")
			b.n("GOT (AST)", "21", "U/l", "(< 32)")
			b.n("GPT (ALT)", "18", "U/l", "(< 33)")
			b.n("Fosfatasa alcalina", "84", "U/l", "(35 - 104)")
			b.panel("IONOGRAMA PLASMÁTICO", "IONOGRAMA PLASMÁTICO")
			b.n("Sodio", "141", "mEq/l", "(135 - 145)")
			b.n("Potasio", "4,2", "mEq/l", "(3,5 - 5,1)")
			b.n("Cloro", "104", "mEq/l", "(98 - 107)")
			return b.report(Meta{First: "Lucía", Last: "Ferreyra", Gender: "female",
				Lab: "Laboratorio Bioquímico del Parque", Collected: "2026-03-27", Reported: "2026-03-27", Specimen: "26-04417"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			lead := func(name string, width int) string {
				n := width - len([]rune(name)) - 1
				if n < 3 {
					n = 3
				}
				return name + " " + strings.Repeat(".", n)
			}
			val := func(row *Row) string {
				if row.Flag != "" {
					return row.Flag + " " + row.Value
				}
				return row.Value
			}
			var body strings.Builder
			for _, s := range r.Sections {
				switch {
				case s.Title == "Fórmula leucocitaria":
					fmt.Fprintf(&body, `<div class="l sub">%s</div>`, esc(fmt.Sprintf("%-34s %9s %14s", s.Title, "Relativa", "Absoluta")))
				case s.Title != "":
					fmt.Fprintf(&body, `<div class="st">%s</div>`, esc(s.Title))
				}
				for _, row := range s.Rows {
					var l string
					if row.Alt != nil {
						l = fmt.Sprintf("  %s %9s %-2s %7s %-5s %s", lead(row.Name, 32), val(row), row.Unit, row.Alt.Value, row.Alt.Unit, row.RangeText)
					} else {
						l = fmt.Sprintf("%s %9s %-11s %s", lead(row.Name, 34), val(row), row.Unit, row.RangeText)
					}
					fmt.Fprintf(&body, `<div class="l">%s</div>`, esc(l))
				}
			}
			head := `<div class="ln">LABORATORIO BIOQUÍMICO DEL PARQUE</div>` +
				`<div class="la">Análisis Clínicos · Bacteriología · Endocrinología<br>` +
				`Dra. Silvia N. Ortega - Bioquímica M.P. 3412<br>Bv. Oroño 1730 - (2000) Rosario - Santa Fe - Tel. (0341) 421-7780</div>` +
				`<table class="pt"><tr><td>Paciente: <b>FERREYRA, LUCÍA</b></td><td>Protocolo N°: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td>Edad: 51 años &nbsp; Sexo: F</td><td>Fecha: ` + date(m.Collected, "") + `</td></tr>` +
				`<tr><td>Médico: Dr. Gustavo A. Pereyra</td><td>Obra social: OSPRO 210</td></tr></table>`
			css := `body{font-family:"Nimbus Mono PS","Liberation Mono";font-size:9.8pt;color:#111}` +
				`.ln{font-size:15pt;font-weight:bold;text-align:center;letter-spacing:1pt}.la{text-align:center;font-size:8.4pt;margin-bottom:2mm}` +
				`.pt{width:100%;border-top:1px solid #000;border-bottom:1px solid #000;margin-bottom:3mm;font-size:9.4pt}.pt td{padding:0.6mm 1mm}` +
				`.st{font-weight:bold;text-decoration:underline;margin:4mm 0 1.5mm}.l{white-space:pre;line-height:1.42}.sub{margin-top:1.5mm;text-decoration:underline}` +
				`.ft{margin-top:8mm;font-size:8.4pt}.sg{margin-top:10mm;margin-left:105mm;text-align:center;font-size:9pt}.sg div{border-top:0.8px solid #000;padding-top:1mm}`
			return page("A4", css, `<div class="pg">`+head+body.String()+
				`<div class="ft">(*) Valor fuera del rango de referencia. Muestra obtenida en ayunas de 12 horas. Fecha de entrega: `+date(m.Reported, "")+`</div>`+
				`<div class="sg"><div>Dra. Silvia N. Ortega<br>Bioquímica - M.P. 3412</div></div></div>`)
		}}
}
