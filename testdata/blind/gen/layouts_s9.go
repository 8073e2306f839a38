package main

import (
	"fmt"
	"strings"
)

// Session 9 family: five layouts written blind in session 9. tr_priv,
// br_block, de_klinik and ph_hosp are dev and live here; ar_lab is held out
// and lives in layouts_s9_ar.go, which a tuner must not open.

// flagAs prints another flag on an abnormal row ("++" far outside the range).
func (r *Row) flagAs(f string) *Row {
	if r.Flag != "" {
		r.Flag = f
	}
	return r
}

// zebra shades every other result row of a table, restarting under each heading.
func zebra(tab string) string {
	const row, sec = `<tr class="r">`, `<tr class="sec">`
	var b strings.Builder
	odd := false
	for {
		i := strings.Index(tab, "<tr ")
		if i < 0 {
			b.WriteString(tab)
			return b.String()
		}
		b.WriteString(tab[:i])
		tab = tab[i:]
		switch {
		case strings.HasPrefix(tab, row):
			if odd {
				b.WriteString(`<tr class="r z">`)
			} else {
				b.WriteString(row)
			}
			odd = !odd
			tab = tab[len(row):]
		case strings.HasPrefix(tab, sec):
			odd = false
			b.WriteString(sec)
			tab = tab[len(sec):]
		default:
			b.WriteString("<tr ")
			tab = tab[len("<tr "):]
		}
	}
}

// byPage groups a report's sections by the page they start on.
func byPage(r *Report) [][]*Section {
	var pages [][]*Section
	for _, s := range r.Sections {
		if s.NewPage || pages == nil {
			pages = append(pages, nil)
		}
		c := *s
		c.NewPage = false
		pages[len(pages)-1] = append(pages[len(pages)-1], &c)
	}
	return pages
}

// pagedBody lays a report out page by page: each page a "pg" div (with a
// page break before all but the first) holding head(page, pages), what
// content writes for the page's sections, then last on the last page or
// more on the others.
func pagedBody(pages [][]*Section, head func(p, n int) string, content func(b *strings.Builder, secs []*Section), last, more string) string {
	var b strings.Builder
	for i, secs := range pages {
		cls := "pg"
		if i > 0 {
			cls += " pb"
		}
		fmt.Fprintf(&b, `<div class="%s">%s`, cls, head(i+1, len(pages)))
		content(&b, secs)
		if i == len(pages)-1 {
			b.WriteString(last)
		} else {
			b.WriteString(more)
		}
		b.WriteString(`</div>`)
	}
	return b.String()
}

// Turkey: private lab, biochemistry + haemogram + urine on one page, an arrow
// (↑ / ↓) printed right after an abnormal value is the flag.
func trPriv() *Layout {
	return &Layout{Name: "tr_priv", Country: "TR", Language: "tr", Classes: []int{6, 8, 16}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7, LowRes: true, Session: 9,
		Build: func() *Report {
			b := &builder{comma: true, high: "↑", low: "↓"}
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Glukoz (açlık)", "109", "mg/dL", "74 - 100")
			b.n("Üre", "31", "mg/dL", "17 - 43")
			b.n("Kreatinin", "0,94", "mg/dL", "0,67 - 1,17")
			b.n("Ürik asit", "7,8", "mg/dL", "3,5 - 7,2")
			b.n("Total kolesterol", "236", "mg/dL", "< 200")
			b.n("HDL kolesterol", "37", "mg/dL", "> 40")
			b.n("LDL kolesterol", "151", "mg/dL", "< 130")
			b.n("Trigliserid", "188", "mg/dL", "< 150")
			b.n("Alanin aminotransferaz (ALT)", "54", "U/L", "0 - 50")
			b.n("Aspartat aminotransferaz (AST)", "33", "U/L", "0 - 50")
			b.n("Gama glutamil transferaz (GGT)", "47", "U/L", "0 - 55")
			b.n("Sodyum (Na)", "139", "mmol/L", "136 - 146")
			b.n("Potasyum (K)", "4,4", "mmol/L", "3,5 - 5,1")
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("Lökosit (WBC)", "6,84", "10³/µL", "4,5 - 11,0")
			b.n("Nötrofil (NEU#)", "4,12", "10³/µL", "1,8 - 7,7")
			b.n("Lenfosit (LYM#)", "1,96", "10³/µL", "1,0 - 4,8")
			b.n("Eritrosit (RBC)", "5,21", "10⁶/µL", "4,5 - 5,9")
			b.n("Hemoglobin (HGB)", "15,4", "g/dL", "13,5 - 17,5")
			b.n("Hematokrit (HCT)", "45,8", "%", "41 - 53")
			b.n("Ortalama eritrosit hacmi (MCV)", "87,9", "fL", "80 - 100")
			b.n("Trombosit (PLT)", "138", "10³/µL", "150 - 400")
			b.panel("TAM İDRAR TAHLİLİ", "TAM İDRAR TAHLİLİ")
			b.n("Dansite", "1025", "", "1005 - 1030")
			b.n("pH", "5,5", "", "5,0 - 8,0")
			b.q("Protein", "Negatif", "Negatif", true)
			b.q("Glukoz", "Negatif", "Negatif", true)
			b.q("Keton", "Negatif", "Negatif", true)
			b.q("Nitrit", "Negatif", "Negatif", true)
			return b.report(Meta{First: "Mehmet Emre", Last: "Karagöz", DOB: "1979-09-12", Gender: "male",
				Lab: "Nilüfer Tıbbi Tahlil Laboratuvarı", Collected: "2026-03-23", Reported: "2026-03-23", Specimen: "2603237715"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			val := func(row *Row) string {
				if row.Flag == "" {
					return esc(row.Value)
				}
				return "<b>" + esc(row.Value) + ` <span class="ar">` + esc(row.Flag) + "</span></b>"
			}
			cols := []col{{"Tetkik", "c1", nameCell}, {"Sonuç", "c2", val}, {"Birim", "c3", unitCell}, {"Referans Değerleri", "c4", rangeCell}}
			head := `<table class="top"><tr><td class="logo"><div>N</div></td><td><div class="ln">Nilüfer Tıbbi Tahlil Laboratuvarı</div>` +
				`<div class="la">Özel Tıbbi Laboratuvar · Fevzi Çakmak Cad. No: 41/2 · Osmangazi / BURSA · Tel: 0224 220 48 48</div></td>` +
				`<td class="bc"><div class="bars"></div>` + m.Specimen + `</td></tr></table>` +
				`<div class="bt">TAHLİL SONUÇ RAPORU</div>` +
				kv("pt", 3, "Adı Soyadı", "MEHMET EMRE KARAGÖZ", "Doğum Tarihi", date(m.DOB, "dmy."), "Cinsiyet", "Erkek",
					"Protokol No", "P-2026-118406", "Kabul Tarihi", date(m.Collected, "dmy.")+" 08:14", "Onay Tarihi", date(m.Reported, "dmy.")+" 15:52",
					"Barkod No", m.Specimen, "Numune", "Serum, Tam kan, İdrar", "İsteyen Hekim", "Dr. Canan Yıldırım")
			css := `body{font-family:"URW Gothic","DejaVu Sans";font-size:9pt;color:#1b1b1b}` +
				`.top{width:100%;margin-bottom:2mm}.top td{vertical-align:middle}.logo{width:15mm}` +
				`.logo div{width:12mm;height:12mm;border-radius:6mm;background:#0f7b83;color:#fff;font-size:18pt;font-weight:bold;text-align:center;line-height:12mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#0f7b83}.la{font-size:7.2pt;color:#444}` +
				`.bc{width:36mm;text-align:center;font-size:7pt;letter-spacing:1pt}` +
				`.bars{height:8mm;background:repeating-linear-gradient(90deg,#000 0 0.4mm,#fff 0.4mm 0.7mm,#000 0.7mm 1.4mm,#fff 1.4mm 1.8mm)}` +
				`.bt{background:#0f7b83;color:#fff;text-align:center;font-weight:bold;letter-spacing:2pt;padding:1.2mm;margin-bottom:2mm}` +
				`.pt{width:100%;margin-bottom:4mm;background:#eef6f7;border:0.6px solid #9cc9cc;font-size:8.3pt}.pt td{padding:0.8mm 1.5mm}` +
				`.pt .k{color:#0f7b83;font-weight:bold;width:12%}.pt .v{width:21%}` +
				`.rs{width:100%}.hd th{color:#0f7b83;border-bottom:1.4px solid #0f7b83;padding:1mm 1.5mm;font-size:8.6pt}` +
				`.r td{padding:0.75mm 1.5mm;border-bottom:0.4px dotted #9a9a9a}.c1{width:42%}.c2{width:16%}.c3{width:14%}` +
				`.ar{font-family:"DejaVu Sans";font-size:9.5pt}` +
				`.sec td{padding:3mm 1.5mm 0.8mm;font-weight:bold;color:#0f7b83;font-size:9.6pt;border-bottom:0.6px solid #0f7b83}` +
				`.ft{margin-top:5mm;font-size:7.4pt;color:#333}.sg{margin-top:4mm;text-align:right;font-size:8pt}`
			return page("A4", css, `<div class="pg">`+head+table(r, "tp", cols, false)+
				`<div class="ft">↑ : Referans aralığının üzerinde &nbsp; ↓ : Referans aralığının altında. `+
				`Referans değerleri yaşa ve cinsiyete göre verilmiştir. Sayfa 1 / 1</div>`+
				`<div class="sg">Elektronik olarak onaylanmıştır.<br><b>Uzm. Dr. Selin Akyürek</b><br>Tıbbi Biyokimya Uzmanı</div></div>`)
		}}
}

// Brazil: lab-chain report where every test is its own block (name in
// capitals, "Resultado:" and "Valores de referência:" lines, material and
// method); only the haemogram is a compact table, its leucogram with a % and
// an absolute /mm³ group on each row. No flags.
func brBlock() *Layout {
	return &Layout{Name: "br_block", Country: "BR", Language: "pt", Classes: []int{5, 6, 14}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.9, Session: 9,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HEMOGRAMA COMPLETO", "HEMOGRAMA")
			b.n("Eritrócitos", "4,38", "milhões/mm³", "3,90 a 5,03")
			b.n("Hemoglobina", "12,6", "g/dL", "12,0 a 15,5")
			b.n("Hematócrito", "38,2", "%", "35,0 a 45,0")
			b.n("VCM", "87,2", "fL", "80,0 a 100,0")
			b.n("HCM", "28,8", "pg", "26,0 a 34,0")
			b.n("CHCM", "33,0", "g/dL", "31,0 a 36,0")
			b.n("RDW", "14,9", "%", "11,5 a 14,5")
			b.n("Leucócitos", "6.800", "/mm³", "3.500 a 10.500")
			b.n("Neutrófilos", "58,0", "%", "40,0 a 70,0").alt("3.944", "/mm³", "1.700 a 7.000")
			b.n("Linfócitos", "31,0", "%", "20,0 a 45,0").alt("2.108", "/mm³", "900 a 2.900")
			b.n("Monócitos", "7,0", "%", "2,0 a 10,0").alt("476", "/mm³", "300 a 900")
			b.n("Eosinófilos", "3,5", "%", "1,0 a 5,0").alt("238", "/mm³", "50 a 500")
			b.n("Basófilos", "0,5", "%", "0,0 a 2,0").alt("34", "/mm³", "0 a 100")
			b.n("Plaquetas", "245.000", "/mm³", "150.000 a 450.000")
			b.panel("", "")
			b.n("GLICOSE", "92", "mg/dL", "70 a 99").note("Material: Soro · Método: Enzimático (hexoquinase)")
			b.n("UREIA", "24", "mg/dL", "10 a 50").note("Material: Soro")
			b.n("CREATININA", "0,96", "mg/dL", "0,50 a 0,90").note("Material: Soro · Método: Jaffé cinético")
			b.n("HEMOGLOBINA GLICADA (HbA1c)", "5,8", "%", "Inferior a 5,7").note("Material: Sangue total (EDTA) · Método: HPLC")
			b.n("COLESTEROL TOTAL", "214", "mg/dL", "Inferior a 190").note("Material: Soro · Método: Enzimático colorimétrico")
			b.newPage("", "")
			b.n("COLESTEROL HDL", "52", "mg/dL", "Superior a 40").note("Material: Soro")
			b.n("COLESTEROL LDL", "138", "mg/dL", "Inferior a 130").note("Material: Soro · Método: Calculado (Martin/Hopkins)")
			b.n("TRIGLICERÍDEOS", "118", "mg/dL", "Inferior a 150").note("Material: Soro")
			b.n("TRANSAMINASE OXALACÉTICA - TGO (AST)", "21", "U/L", "Até 32").note("Material: Soro · Método: Cinético UV (IFCC)")
			b.n("TRANSAMINASE PIRÚVICA - TGP (ALT)", "19", "U/L", "Até 33").note("Material: Soro · Método: Cinético UV (IFCC)")
			b.n("TSH - HORMÔNIO TIREOESTIMULANTE", "5,12", "µUI/mL", "0,45 a 4,50").note("Material: Soro · Método: Eletroquimioluminescência")
			b.n("T4 LIVRE", "1,08", "ng/dL", "0,93 a 1,70").note("Material: Soro · Método: Eletroquimioluminescência")
			b.n("FERRITINA", "11,4", "ng/mL", "15,0 a 150,0").note("Material: Soro · Método: Quimioluminescência")
			b.n("25-HIDROXIVITAMINA D", "27,3", "ng/mL", "Superior a 20,0").note("Material: Soro · Método: Quimioluminescência")
			b.q("HBsAg - ANTÍGENO DE SUPERFÍCIE DO VÍRUS DA HEPATITE B", "Não reagente", "Não reagente", true).note("Material: Soro · Método: Quimioluminescência")
			return b.report(Meta{First: "Ana Beatriz", Last: "Carvalho Nogueira", DOB: "1984-12-05", Gender: "female",
				Lab: "Vitalis Medicina Diagnóstica", Collected: "2026-03-24", Reported: "2026-03-25", Specimen: "4471229038"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			released := date(m.Reported, "")
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="logo">vitalis<span>medicina diagnóstica</span></td>` +
					`<td class="un">Vitalis Medicina Diagnóstica · Unidade Moema · Av. Ibirapuera, 2.907 · São Paulo - SP<br>Central de atendimento (11) 3090-4400 · ` +
					`Responsável técnico: Dr. Marcelo T. Arruda - CRM-SP 87.412</td></tr></table>` +
					kv("pt", 2, "Paciente:", "ANA BEATRIZ CARVALHO NOGUEIRA", "Ordem de serviço:", m.Specimen,
						"Data de nascimento:", date(m.DOB, ""), "Data da coleta:", date(m.Collected, "")+" 07:48",
						"Sexo:", "Feminino", "Liberação:", released+" 10:26", "Médico(a):", "Dra. Fernanda L. Prado - CRM-SP 142.338",
						"Página:", fmt.Sprintf("%d de %d", p, n))
			}
			hemo := func(s *Section) string {
				var b strings.Builder
				b.WriteString(`<div class="ex"><div class="bn">HEMOGRAMA COMPLETO</div><div class="mt">Material: Sangue total (EDTA) · ` +
					`Método: Citometria de fluxo e impedância, revisão microscópica</div>`)
				b.WriteString(`<table class="hg"><tr class="hh"><td class="h1">ERITROGRAMA</td><td class="h2">Resultado</td><td class="h3" colspan="3">Valores de referência</td></tr>`)
				for _, row := range s.Rows {
					switch {
					case row.Name == "Leucócitos":
						b.WriteString(`<tr class="hh"><td class="h1">LEUCOGRAMA</td><td class="h2">%</td><td class="h2">/mm³</td>` +
							`<td class="h3">Ref. (%)</td><td class="h3">Ref. (/mm³)</td></tr>`)
						fmt.Fprintf(&b, `<tr><td>%s</td><td></td><td>%s %s</td><td></td><td>%s %s</td></tr>`,
							esc(row.Name), esc(row.Value), esc(row.Unit), esc(row.RangeText), esc(row.Unit))
					case row.Alt != nil:
						fmt.Fprintf(&b, `<tr><td class="in">%s</td><td>%s %s</td><td>%s %s</td><td>%s %s</td><td>%s %s</td></tr>`,
							esc(row.Name), esc(row.Value), esc(row.Unit), esc(row.Alt.Value), esc(row.Alt.Unit),
							esc(row.RangeText), esc(row.Unit), esc(row.Alt.Range), esc(row.Alt.Unit))
					case row.Name == "Plaquetas":
						b.WriteString(`<tr class="hh"><td class="h1">PLAQUETOGRAMA</td><td class="h2">Resultado</td><td class="h3" colspan="3">Valores de referência</td></tr>`)
						fallthrough
					default:
						fmt.Fprintf(&b, `<tr><td>%s</td><td colspan="2">%s %s</td><td colspan="2">%s %s</td></tr>`,
							esc(row.Name), esc(row.Value), esc(row.Unit), esc(row.RangeText), esc(row.Unit))
					}
				}
				b.WriteString(`</table><div class="lib">Liberado eletronicamente por Dra. Renata M. Siqueira - CRBM 12.604 em ` + released + `</div></div>`)
				return b.String()
			}
			block := func(row *Row) string {
				label, res := "Valores de referência:", esc(row.Value)
				if row.Unit != "" {
					res += " " + esc(row.Unit)
				}
				rng := esc(row.RangeText)
				if row.Unit != "" {
					rng += " " + esc(row.Unit)
				}
				if row.Type == "boolean" {
					label = "Valor de referência:"
				}
				mt := ""
				if row.Note != "" {
					mt = `<div class="mt">` + esc(row.Note) + `</div>`
				}
				return `<div class="ex"><div class="bn">` + esc(row.Name) + `</div>` + mt +
					`<div class="rl"><span class="lb">Resultado:</span> <b>` + res + `</b></div>` +
					`<div class="vr">` + label + ` ` + rng + `</div>` +
					`<div class="lib">Liberado eletronicamente por Dra. Renata M. Siqueira - CRBM 12.604 em ` + released + `</div></div>`
			}
			foot := `<div class="ft">Os valores de referência podem variar conforme idade, sexo e metodologia. ` +
				`A interpretação dos resultados cabe ao médico solicitante.</div>`
			body := pagedBody(byPage(r), head, func(b *strings.Builder, secs []*Section) {
				for _, s := range secs {
					if s.Panel != "" {
						b.WriteString(hemo(s))
						continue
					}
					for _, row := range s.Rows {
						b.WriteString(block(row))
					}
				}
			}, foot, "")
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:9pt;color:#222}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:3px solid #e2682a;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1mm}` +
				`.logo{font-size:22pt;font-weight:bold;color:#e2682a;letter-spacing:-0.5pt;width:55mm}` +
				`.logo span{display:block;font-size:7.5pt;font-weight:normal;color:#666;letter-spacing:1.5pt}` +
				`.un{font-size:7pt;color:#555;text-align:right}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt;border-bottom:0.5px solid #bbb}.pt td{padding:0.4mm 1mm}.pt .k{color:#777;width:17%}.pt .v{width:33%}` +
				`.ex{padding:1.6mm 1mm 1.2mm;border-bottom:0.5px solid #d0d0d0}` +
				`.bn{font-weight:bold;font-size:9.6pt;letter-spacing:0.3pt}.mt{font-size:7.3pt;color:#666;margin:0.4mm 0 0.8mm}` +
				`.rl{font-size:9.6pt;margin-left:6mm}.rl .lb{display:inline-block;width:26mm}` +
				`.vr{font-size:8.2pt;margin-left:6mm;color:#333}.lib{font-size:6.6pt;color:#888;text-align:right}` +
				`.hg{width:100%;margin:1mm 0 1mm 0;font-size:8.6pt}.hg td{padding:0.45mm 1mm}.hh td{color:#e2682a;font-weight:bold;font-size:7.8pt;` +
				`border-bottom:0.5px solid #e2682a;padding-top:1.8mm}.h1{width:26%}.h2{width:14%}.in{padding-left:4mm!important}` +
				`.ft{font-size:7pt;color:#555;margin-top:4mm}`
			return page("A4", css, body)
		}}
}

// Germany: hospital (Klinikum) central lab, two pages, light grey zebra
// shading, "+" / "-" / "++" in a narrow column right of the value.
func deKlinik() *Layout {
	return &Layout{Name: "de_klinik", Country: "DE", Language: "de", Classes: []int{6, 17}, ScanDPI: 150, PDFDPI: 150, Rotate: -1.4, Session: 9,
		Build: func() *Report {
			b := &builder{comma: true, high: "+", low: "-"}
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Natrium", "137", "mmol/l", "136 - 145")
			b.n("Kalium", "5,6", "mmol/l", "3,5 - 5,1")
			b.n("Calcium", "2,21", "mmol/l", "2,20 - 2,65")
			b.n("Kreatinin", "142", "µmol/l", "59 - 104")
			b.n("eGFR (CKD-EPI)", "43", "ml/min/1,73m²", "> 60")
			b.n("Harnstoff", "12,4", "mmol/l", "2,8 - 8,1")
			b.n("Glucose", "7,9", "mmol/l", "4,1 - 5,9")
			b.n("Bilirubin gesamt", "14", "µmol/l", "< 21")
			b.n("ALT (GPT)", "38", "U/l", "< 50")
			b.n("AST (GOT)", "31", "U/l", "< 50")
			b.n("Gamma-GT", "187", "U/l", "< 60").flagAs("++")
			b.n("Lipase", "42", "U/l", "13 - 60")
			b.n("Albumin", "31,4", "g/l", "35,0 - 52,0")
			b.n("CRP", "86,4", "mg/l", "< 5,0").flagAs("++")
			b.panel("Hämatologie", "Hämatologie")
			b.n("Leukozyten", "13,4", "G/l", "3,9 - 10,2")
			b.n("Erythrozyten", "4,21", "T/l", "4,30 - 5,75")
			b.n("Hämoglobin", "12,8", "g/dl", "13,5 - 17,2")
			b.n("Hämatokrit", "38,1", "%", "39,5 - 50,5")
			b.n("MCV", "90,5", "fl", "80,0 - 99,0")
			b.n("MCH", "30,4", "pg", "27,0 - 33,5")
			b.n("MCHC", "33,6", "g/dl", "31,5 - 36,0")
			b.n("Thrombozyten", "389", "G/l", "150 - 370")
			b.newPage("Gerinnung", "Gerinnung")
			b.n("Quick", "64", "%", "70 - 130")
			b.n("INR", "1,31", "", "0,85 - 1,15")
			b.n("aPTT", "34", "s", "25 - 37")
			b.n("Fibrinogen", "5,2", "g/l", "1,8 - 4,0")
			b.panel("Endokrinologie", "Endokrinologie")
			b.n("TSH", "1,92", "mU/l", "0,27 - 4,20")
			return b.report(Meta{First: "Jürgen", Last: "Oberländer", DOB: "1951-07-28", Gender: "male",
				Lab: "Klinikum Weserbergland", Collected: "2026-03-25", Reported: "2026-03-25", Specimen: "2603250184"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			fl := func(row *Row) string { return esc(row.Flag) }
			cols := []col{{"Parameter", "c1", nameCell}, {"Ergebnis", "c2", valCell}, {"", "c3", fl}, {"Einheit", "c4", unitCell},
				{"Normbereich", "c5", rangeCell}}
			head := `<table class="top"><tr><td><div class="ln">Klinikum Weserbergland</div>` +
				`<div class="la">Institut für Laboratoriumsmedizin · Zentrallabor<br>Chefarzt: Prof. Dr. med. Hartmut Vesper · ` +
				`Am Klinikum 3 · 31785 Hameln · Tel. 05151 97-4410</div></td>` +
				`<td class="lbl"><b>Oberländer, Jürgen</b><br>geb. ` + date(m.DOB, "dmy.") + ` &nbsp; männlich<br>Fall-Nr. 26031177 · Station 4B (Innere)</td></tr></table>` +
				`<table class="meta"><tr><td>Auftrags-Nr.: <b>` + m.Specimen + `</b></td><td>Entnahme: ` + date(m.Collected, "dmy.") + ` 06:20</td>` +
				`<td>Eingang: ` + date(m.Collected, "dmy.") + ` 06:58</td><td>Befund: ` + date(m.Reported, "dmy.") + ` 10:47</td><td class="st">Endbefund</td></tr></table>`
			pages := byPage(r)
			var body strings.Builder
			for i, secs := range pages {
				cls := "pg"
				if i > 0 {
					cls += " pb"
				}
				fmt.Fprintf(&body, `<div class="%s">%s%s`, cls, head, zebra(table(&Report{Sections: secs}, "dk", cols, false)))
				if i == len(pages)-1 {
					body.WriteString(`<div class="ft">Legende: + erhöht, - erniedrigt, ++ stark erhöht (über das Doppelte der oberen Normgrenze).<br>` +
						`eGFR nach CKD-EPI 2009. Medizinisch validiert: Dr. med. Ulrike Brandes, Fachärztin für Laboratoriumsmedizin.</div>`)
				} else {
					body.WriteString(`<div class="cont">Fortsetzung auf Seite 2</div>`)
				}
				fmt.Fprintf(&body, `<div class="pn">Oberländer, Jürgen · %s · Seite %d von %d</div></div>`, m.Specimen, i+1, len(pages))
			}
			css := `body{font-family:"Nimbus Sans Narrow","Liberation Sans Narrow";font-size:9.6pt}.pg{height:296mm;position:relative}` +
				`.top{width:100%;margin-bottom:2mm}.ln{font-size:16pt;font-weight:bold}.la{font-size:7.8pt;color:#333}` +
				`.lbl{width:62mm;border:0.6px solid #000;padding:1.5mm 2mm;font-size:9pt}` +
				`.meta{width:100%;border-top:1.6px solid #000;border-bottom:0.6px solid #000;margin-bottom:3mm;font-size:8.4pt}.meta td{padding:1mm 1.5mm}` +
				`.st{text-align:right;font-weight:bold}` +
				`.rs{width:100%}.hd th{background:#5a5a5a;color:#fff;padding:1mm 1.5mm;font-size:8.6pt}` +
				`.r td{padding:0.9mm 1.5mm}.r.z td{background:#ececec}` +
				`.c1{width:36%}.c2{width:11%;text-align:right}.c3{width:5%;font-weight:bold;text-align:left;padding-left:0.5mm}.c4{width:17%}` +
				`.sec td{font-weight:bold;font-size:10.2pt;padding:3.5mm 1.5mm 0.8mm;border-bottom:0.8px solid #000}` +
				`.cont{margin-top:4mm;font-size:8pt;text-align:right;font-style:italic}.ft{margin-top:6mm;font-size:8pt}` +
				`.pn{position:absolute;bottom:8mm;left:13mm;right:13mm;font-size:7.6pt;border-top:0.5px solid #000;padding-top:1mm;text-align:right}`
			return page("A4", css, body.String())
		}}
}

// Philippines: hospital lab printing SI and conventional units side by side
// (the SI group first, so it is the truth row), H/L after the value, a
// haematology table in SI only, signature block of the pathologist.
func phHosp() *Layout {
	return &Layout{Name: "ph_hosp", Country: "PH", Language: "en", Classes: []int{5}, ScanDPI: 200, PDFDPI: 200, Rotate: 1.2, Session: 9,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("CLINICAL CHEMISTRY", "CLINICAL CHEMISTRY")
			b.n("FBS", "5.8", "mmol/L", "4.1-5.9").alt("104.5", "mg/dL", "74-106")
			b.n("BUN", "5.2", "mmol/L", "2.5-6.4").alt("14.6", "mg/dL", "7-18")
			b.n("Creatinine", "102", "µmol/L", "53-97").alt("1.15", "mg/dL", "0.60-1.10")
			b.n("Uric Acid", "0.41", "mmol/L", "0.15-0.36").alt("6.9", "mg/dL", "2.6-6.0")
			b.n("Cholesterol", "5.92", "mmol/L", "<5.20").alt("229", "mg/dL", "<200")
			b.n("Triglycerides", "1.94", "mmol/L", "<1.70").alt("172", "mg/dL", "<150")
			b.n("HDL", "1.06", "mmol/L", ">1.04").alt("41", "mg/dL", ">40")
			b.n("LDL", "3.98", "mmol/L", "<3.36").alt("154", "mg/dL", "<130")
			b.n("SGPT/ALT", "48", "U/L", "0-33").alt("48", "U/L", "0-33")
			b.n("SGOT/AST", "31", "U/L", "0-32").alt("31", "U/L", "0-32")
			b.n("Na", "139", "mmol/L", "135-145").alt("139", "mEq/L", "135-145")
			b.n("K", "3.3", "mmol/L", "3.5-5.1").alt("3.3", "mEq/L", "3.5-5.1")
			b.n("Cl", "101", "mmol/L", "98-107").alt("101", "mEq/L", "98-107")
			b.n("Calcium", "2.31", "mmol/L", "2.10-2.55").alt("9.3", "mg/dL", "8.4-10.2")
			b.panel("HEMATOLOGY", "HEMATOLOGY")
			b.n("Hemoglobin", "118", "g/L", "120-160")
			b.n("Hematocrit", "0.36", "", "0.37-0.47")
			b.n("RBC Count", "4.21", "x10^12/L", "4.20-5.40")
			b.n("WBC Count", "11.2", "x10^9/L", "5.0-10.0")
			b.n("Segmenters", "0.74", "", "0.50-0.70")
			b.n("Lymphocytes", "0.20", "", "0.20-0.40")
			b.n("Monocytes", "0.04", "", "0.02-0.08")
			b.n("Eosinophils", "0.02", "", "0.01-0.04")
			b.n("Platelet Count", "312", "x10^9/L", "150-400")
			return b.report(Meta{First: "Maria Teresa", Last: "Villanueva", DOB: "1969-04-30", Gender: "female",
				Lab: "Mabini General Hospital", Collected: "2026-03-26", Reported: "2026-03-26", Specimen: "LAB-26-031874"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			flagged := func(v string, row *Row) string {
				if row.Flag == "" {
					return esc(v)
				}
				return "<b>" + esc(v) + " " + esc(row.Flag) + "</b>"
			}
			alt := func(f func(*Group) string) func(*Row) string {
				return func(row *Row) string { return esc(f(row.Alt)) }
			}
			chem := []col{{"TEST", "c1", nameCell}, {"RESULT", "c2", valFlagCell}, {"UNIT", "c3", unitCell}, {"REFERENCE RANGE", "c4", rangeCell},
				{"RESULT", "c5 g2", func(row *Row) string { return flagged(row.Alt.Value, row) }},
				{"UNIT", "c6 g2", alt(func(a *Group) string { return a.Unit })}, {"REFERENCE RANGE", "c7 g2", alt(func(a *Group) string { return a.Range })}}
			hema := []col{{"TEST", "c1", nameCell}, {"RESULT", "c2", valFlagCell}, {"UNIT", "c3", unitCell}, {"REFERENCE RANGE", "c4", rangeCell}}
			untitled := func(s *Section) *Report { c := *s; c.Title = ""; return &Report{Sections: []*Section{&c}} }
			chemTab := `<div class="tt">` + esc(r.Sections[0].Title) + `</div>` + strings.Replace(table(untitled(r.Sections[0]), "ph", chem, false), `<tr class="hd">`,
				`<tr class="grp"><th></th><th colspan="3">SI UNITS</th><th colspan="3" class="g2">CONVENTIONAL UNITS</th></tr><tr class="hd">`, 1)
			hemaTab := `<div class="tt">` + esc(r.Sections[1].Title) + `</div>` + table(untitled(r.Sections[1]), "ph hm", hema, false)
			head := `<div class="hdr"><div class="rp">Republic of the Philippines</div><div class="ln">MABINI GENERAL HOSPITAL</div>` +
				`<div class="la">Department of Pathology and Laboratory Medicine<br>P. Burgos Street, Batangas City 4200 · Tel. (043) 723-1180 · DOH License No. 04-0217-26-CL-2</div></div>` +
				kv("pt", 3, "Name:", "VILLANUEVA, MARIA TERESA R.", "Age/Sex:", "56 / F", "Birthdate:", date(m.DOB, "mdy/"),
					"Lab No.:", m.Specimen, "Ward/Room:", "OPD", "Hospital No.:", "00-218-447",
					"Physician:", "Dr. Ramon C. Evangelista", "Date Requested:", date(m.Collected, "mdy/")+" 7:05 AM", "Date Released:", date(m.Reported, "mdy/")+" 2:40 PM")
			sign := `<table class="sg"><tr>` +
				`<td><div class="sig">J.C. Reyes</div><div class="nm">JUAN CARLO M. REYES, RMT</div>Medical Technologist<br>PRC Lic. No. 0078123</td>` +
				`<td><div class="sig">A. Dimaculangan</div><div class="nm">ANGELICA P. DIMACULANGAN, RMT</div>Verified by<br>PRC Lic. No. 0069540</td>` +
				`<td><div class="sig">R. L. Santiago</div><div class="nm">ROSARIO L. SANTIAGO, MD, FPSP</div>Pathologist<br>PRC Lic. No. 0091234</td>` +
				`</tr></table>`
			css := `body{font-family:"C059","DejaVu Serif";font-size:9.4pt}.hdr{text-align:center;border-bottom:2.4px double #000;padding-bottom:1.5mm;margin-bottom:2mm}` +
				`.rp{font-size:8pt;font-style:italic}.ln{font-size:16pt;font-weight:bold;letter-spacing:1pt}.la{font-size:7.8pt}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.6pt}.pt td{padding:0.5mm 1mm}.pt .k{font-weight:bold;width:10%;white-space:nowrap}.pt .v{width:23%}` +
				`.rs{width:100%;margin-bottom:4mm}.grp th{text-align:center;font-size:8pt;padding:0.8mm;border-top:1px solid #000}` +
				`.hd th{font-size:8pt;border-bottom:1px solid #000;padding:0.8mm 1mm}.g2{border-left:1px solid #000}` +
				`.r td{padding:0.7mm 1mm}.c1{width:18%}.c2{width:10%}.c3{width:10%}.c4{width:14%}.c5{width:10%}.c6{width:9%}` +
				`.hm{width:62%}.hm .c1{width:34%}.hm .c2{width:18%}.hm .c3{width:18%}` +
				`.tt{font-weight:bold;text-align:center;letter-spacing:1.5pt;padding:1mm 0;font-size:10.5pt;border:1px solid #000;margin:2mm 0 1mm}` +
				`.sg{width:100%;margin-top:10mm;font-size:8pt;text-align:center}.sg td{width:33%;text-align:center;vertical-align:bottom}` +
				`.sig{font-family:"Z003","URW Chancery L",cursive;font-size:17pt;color:#1d2f6b;height:9mm}.nm{border-top:0.8px solid #000;margin:0 3mm;font-weight:bold;padding-top:0.5mm;font-size:7.4pt;white-space:nowrap}` +
				`.ft{font-size:7.4pt;margin-top:5mm;text-align:center}`
			return page("8.5in 13in", css, `<div class="pg">`+head+chemTab+hemaTab+sign+
				`<div class="ft">H - High, L - Low. Results relate only to the specimen received. Not valid without the pathologist's signature.</div></div>`)
		}}
}
