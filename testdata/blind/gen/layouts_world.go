package main

// Turkey: hospital biochemistry lab, narrow (H)/(L) column left of the range,
// long Turkish names wrapped over two lines with the value on the first.
func trLab() *Layout {
	return &Layout{Name: "tr_lab", Country: "TR", Language: "tr", Classes: []int{2, 4, 6, 8}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.8, LowRes: true, HeldOut: true,
		Build: func() *Report {
			b := &builder{comma: true, high: "(H)", low: "(L)"}
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("WBC (Lökosit)", "9,12", "10^3/µL", "4,5 - 11,0")
			b.n("Hemoglobin (HGB)", "10,8", "g/dL", "12,0 - 16,0")
			b.n("Hematokrit (HCT)", "33,9", "%", "36,0 - 46,0")
			b.n("Ortalama eritrosit hacmi (MCV)", "76,4", "fL", "80,0 - 100,0").html("Ortalama eritrosit<br>hacmi (MCV)")
			b.n("Trombosit (PLT)", "265", "10^3/µL", "150 - 450")
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Açlık kan şekeri (Glukoz)", "88", "mg/dL", "70 - 100").html("Açlık kan şekeri<br>(Glukoz)")
			b.n("Üre", "24", "mg/dL", "17 - 43")
			b.n("Kreatinin", "0,64", "mg/dL", "0,51 - 0,95")
			b.n("Alanin aminotransferaz (ALT)", "17", "U/L", "0 - 35").html("Alanin<br>aminotransferaz (ALT)")
			b.n("Aspartat aminotransferaz (AST)", "21", "U/L", "0 - 35").html("Aspartat<br>aminotransferaz (AST)")
			b.n("Demir (Fe)", "34", "µg/dL", "50 - 170")
			b.n("Ferritin", "6,2", "ng/mL", "13 - 150")
			b.n("Vitamin B12", "312", "pg/mL", "197 - 771")
			b.n("25-Hidroksi vitamin D", "14,6", "ng/mL", "30 - 100").html("25-Hidroksi<br>vitamin D")
			b.n("Tiroid stimülan hormon (TSH)", "1,92", "µIU/mL", "0,27 - 4,20").html("Tiroid stimülan<br>hormon (TSH)")
			b.panel("TAM İDRAR TAHLİLİ", "TAM İDRAR TAHLİLİ")
			b.q("İdrarda protein", "Negatif", "Negatif", true)
			b.q("İdrarda nitrit", "Negatif", "Negatif", true)
			b.q("İdrarda lökosit esteraz", "Pozitif", "Negatif", false)
			return b.report(Meta{First: "Zeynep", Last: "Aydınoğlu", DOB: "1991-02-14", Gender: "female",
				Lab: "Ege Yaşam Hastanesi Biyokimya Laboratuvarı", Collected: "2026-03-04", Reported: "2026-03-04", Specimen: "2603040172"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<div class="ln">EGE YAŞAM HASTANESİ</div><div class="la">Biyokimya Laboratuvarı · Mustafa Kemal Sahil Bulvarı No: 64 · Karşıyaka / İzmir</div>` +
				`<div class="bt">LABORATUVAR SONUÇ RAPORU</div>` +
				kv("pt", 2, "Hasta Adı Soyadı", "ZEYNEP AYDINOĞLU", "Protokol No", "H-558201", "Doğum Tarihi", date(m.DOB, "dmy."), "Cinsiyet", "Kadın",
					"Numune Alma Tarihi", date(m.Collected, "dmy.")+" 09:05", "Onay Tarihi", date(m.Reported, "dmy.")+" 14:37", "Barkod No", m.Specimen, "Bölüm", "Dahiliye Polikliniği")
			cols := []col{{"Test Adı", "c1", nameCell}, {"Sonuç", "c2", valCell}, {"Birim", "c3", unitCell}, {"", "c4", flagCell},
				{"Referans Aralığı", "c5", rangeCell}}
			css := `body{font-family:"DejaVu Sans";font-size:9pt}.ln{text-align:center;font-size:14pt;font-weight:bold}.la{text-align:center;font-size:7.5pt}` +
				`.bt{text-align:center;font-weight:bold;margin:2mm 0;border-top:1px solid #000;border-bottom:1px solid #000;padding:1mm}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.5pt}.pt .k{font-weight:bold;width:20%}.rs{width:100%}` +
				`.hd th{border-bottom:1.5px solid #000;padding:1mm}.r td{padding:0.8mm 1mm;border-bottom:0.5px solid #ccc}` +
				`.c1{width:30%}.c2{width:12%}.c3{width:13%}.c4{width:6%;padding-left:0;padding-right:0}.sec td{font-weight:bold;padding-top:3mm;font-size:9.5pt}` +
				`.ft{font-size:7.5pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "tr", cols, false)+
				`<div class="ft">(H): Yüksek, (L): Düşük. Sonuçlar Uzm. Dr. Hakan Özdemir tarafından onaylanmıştır.</div></div>`)
		}}
}

// Switzerland: German-language lab with decimal points, the reference range
// drawn as a bar with its bounds printed above and a marker at the value.
func chLab() *Layout {
	return &Layout{Name: "ch_lab", Country: "CH", Language: "de", Classes: []int{6, 7}, ScanDPI: 200, PDFDPI: 200, Rotate: 1.1, HeldOut: true,
		Build: func() *Report {
			b := &builder{}
			b.panel("Hämatologie", "Hämatologie")
			b.n("Hämoglobin", "148", "g/l", "134 - 170")
			b.n("Hämatokrit", "0.44", "l/l", "0.40 - 0.50")
			b.n("Erythrozyten", "4.85", "T/l", "4.40 - 5.80")
			b.n("Leukozyten", "5.2", "G/l", "3.5 - 10.0")
			b.n("Thrombozyten", "139", "G/l", "150 - 450")
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Natrium", "141", "mmol/l", "136 - 145")
			b.n("Kalium", "4.8", "mmol/l", "3.5 - 5.1")
			b.n("Kreatinin", "112", "µmol/l", "62 - 106")
			b.n("Harnstoff", "7.9", "mmol/l", "2.8 - 8.1")
			b.n("Glukose", "5.4", "mmol/l", "4.1 - 5.6")
			b.n("Cholesterin total", "5.9", "mmol/l", "< 5.0")
			b.n("ASAT", "27", "U/l", "< 50")
			b.n("ALAT", "33", "U/l", "< 50")
			b.n("CRP", "14.2", "mg/l", "< 5.0")
			b.n("HbA1c", "6.4", "%", "4.8 - 5.9")
			b.n("PSA total", "3.1", "µg/l", "< 4.0")
			b.n("Ferritin", "210", "µg/l", "30 - 400")
			return b.report(Meta{First: "Reto", Last: "Brunner", DOB: "1961-01-09", Gender: "male",
				Lab: "Labor Seeland AG", Collected: "2026-02-23", Reported: "2026-02-24", Specimen: "SL-2602-88314"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td><div class="ln">Labor Seeland AG</div><div class="la">Zentralstrasse 42 · 2502 Biel/Bienne · www.labor-seeland.ch</div></td>` +
				`<td class="adr">Praxis Dr. med. U. Keller<br>Bahnhofplatz 3<br>3250 Lyss</td></tr></table>` +
				kv("pt", 3, "Patient", "Brunner Reto", "Geb.-Datum", date(m.DOB, "dmy."), "Geschlecht", "M",
					"Auftrag", m.Specimen, "Entnahme", date(m.Collected, "dmy."), "Befund vom", date(m.Reported, "dmy."))
			lo := func(r *Row) string { return numRe.FindAllString(r.RangeText, -1)[0] }
			hi := func(r *Row) string { return numRe.FindAllString(r.RangeText, -1)[1] }
			cols := []col{{"Analyse", "c1", nameCell}, {"Resultat", "c2", valCell}, {"Einheit", "c3", unitCell},
				{"Referenzbereich", "c4", barCell(lo, hi)}}
			css := `body{font-family:"Liberation Sans";font-size:9.4pt}.top{width:100%;margin-bottom:3mm}.ln{font-size:15pt;font-weight:bold;color:#0b5d3b}` +
				`.la{font-size:7.5pt}.adr{width:35%;font-size:8.5pt}.pt{width:100%;margin-bottom:3mm;border-top:2px solid #0b5d3b;border-bottom:2px solid #0b5d3b}` +
				`.pt .k{color:#0b5d3b}.rs{width:100%}.hd th{padding:1mm;font-size:8.5pt;border-bottom:1px solid #999}` +
				`.r td{padding:1mm;height:9mm}.c1{width:32%}.c2{width:14%;text-align:right;padding-right:4mm}.c3{width:14%}.c4{width:40%}` +
				`.gr{width:62mm}.gb{position:relative;height:3.6mm;font-size:7pt;color:#333}.gb .lo{position:absolute;left:25%;transform:translateX(-50%)}` +
				`.gb .hi{position:absolute;left:75%;transform:translateX(-50%)}.bar{position:relative;height:2.2mm;background:#ddd;border-radius:1mm}` +
				`.ok{position:absolute;left:25%;width:50%;top:0;bottom:0;background:#8fcfa8}` +
				`.mk{position:absolute;top:-1mm;width:0;height:0;margin-left:-1.3mm;border-left:1.3mm solid transparent;border-right:1.3mm solid transparent;border-top:2mm solid #000}` +
				`.rt{font-size:8.5pt}.sec td{font-weight:bold;font-size:10pt;padding-top:3mm;color:#0b5d3b}.ft{font-size:7.5pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "ch", cols, false)+
				`<div class="ft">Grüner Bereich: Referenzbereich. Fett: ausserhalb des Referenzbereichs. Visiert: Dr. phil. nat. S. Meier, FAMH.</div></div>`)
		}}
}

// Brazil: private lab, footnote markers after names, long names wrapped with
// the value on the first line, "de a" ranges, thousands with dots.
func brLab() *Layout {
	return &Layout{Name: "br_lab", Country: "BR", Language: "pt", Classes: []int{1, 4, 6}, ScanDPI: 200, PDFDPI: 150, Rotate: -1.6, HeldOut: true,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HEMOGRAMA COMPLETO", "HEMOGRAMA")
			b.n("Hemácias", "4,48", "milhões/mm³", "3,90 a 5,03")
			b.n("Hemoglobina", "13,2", "g/dL", "12,0 a 15,5")
			b.n("Hematócrito", "39,7", "%", "35,0 a 45,0")
			b.n("Leucócitos", "11.870", "/mm³", "3.500 a 10.500")
			b.n("Plaquetas", "287.000", "/mm³", "150.000 a 450.000")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicose", "102", "mg/dL", "70 a 99").sup("1")
			b.n("Hemoglobina glicada (HbA1c)", "5,9", "%", "até 5,6").html("Hemoglobina glicada<sup>1</sup><br>(HbA1c)")
			b.n("Ureia", "27", "mg/dL", "10 a 50")
			b.n("Creatinina", "0,81", "mg/dL", "0,50 a 1,10").sup("1")
			b.n("Colesterol total", "176", "mg/dL", "< 190")
			b.n("HDL-colesterol", "61", "mg/dL", "> 40")
			b.n("LDL-colesterol", "93", "mg/dL", "< 130")
			b.n("Triglicérides", "110", "mg/dL", "< 150")
			b.n("Hormônio tireoestimulante (TSH)", "5,84", "µUI/mL", "0,45 a 4,50").html("Hormônio tireoestimulante<sup>2</sup><br>(TSH)")
			b.n("Tiroxina livre (T4 livre)", "1,02", "ng/dL", "0,70 a 1,80").sup("2")
			b.n("Vitamina D (25-hidroxi)", "27,4", "ng/mL", "> 20").html("Vitamina D<sup>2</sup><br>(25-hidroxi)")
			b.panel("URINA TIPO I (EAS)", "URINA TIPO I")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Glicose urinária", "Negativo", "Negativo", true)
			b.q("Nitrito", "Negativo", "Negativo", true)
			b.q("Sangue", "Traços", "Negativo", false).comment()
			return b.report(Meta{First: "Ana Beatriz", Last: "Carvalho Nunes", DOB: "1983-12-05", Gender: "female",
				Lab: "Laboratório Diagnóstico Paulista", Collected: "2026-03-06", Reported: "2026-03-07", Specimen: "0326-114587-09"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<div class="ln">Laboratório Diagnóstico Paulista</div><div class="la">Rua Vergueiro, 1855 · Vila Mariana · São Paulo - SP · CNES 2077845 · Responsável técnico: Dr. Marcos T. Lima - CRM-SP 98765</div>` +
				kv("pt", 2, "Paciente:", "ANA BEATRIZ CARVALHO NUNES", "Data de Nascimento:", date(m.DOB, ""), "Sexo:", "Feminino",
					"Pedido:", m.Specimen, "Data da Coleta:", date(m.Collected, ""), "Data de Liberação:", date(m.Reported, ""),
					"Médico Solicitante:", "Dra. Fernanda Alves", "Convênio:", "Particular")
			cols := []col{{"Exame", "c1", nameCell}, {"Resultado", "c2", valCell}, {"Unidade", "c3", unitCell}, {"Valores de Referência", "c4", rangeCell}}
			css := `body{font-family:"DejaVu Serif";font-size:9pt}.ln{font-size:15pt;color:#00557f;font-family:"DejaVu Sans";font-weight:bold}` +
				`.la{font-size:6.8pt;color:#555;margin-bottom:2mm}.pt{width:100%;background:#eef5f9;margin-bottom:3mm;font-size:8.5pt}.pt td{padding:0.6mm 1.5mm}` +
				`.pt .k{font-weight:bold;width:20%}.rs{width:100%}.hd th{background:#00557f;color:#fff;padding:1mm;font-family:"DejaVu Sans";font-size:8pt}` +
				`.r td{padding:0.9mm 1mm}.c1{width:34%}.c2{width:15%}.c3{width:18%}.sec td{font-weight:bold;color:#00557f;padding-top:3mm;border-bottom:0.5px solid #00557f}` +
				`.ft{font-size:7pt;margin-top:5mm}`
			return page("A4", css, `<div class="pg">`+head+table(r, "br", cols, false)+
				`<div class="ft">1 - Material: soro, método enzimático colorimétrico. 2 - Exame realizado em laboratório de apoio (quimioluminescência).<br>`+
				`Liberado eletronicamente por Dra. Patrícia Moura - CRBM 12345.</div></div>`)
		}}
}

// Mexico: Spanish, decimal points, accreditation markers after names and the
// range drawn as a bar with the bounds above it.
func mxLab() *Layout {
	return &Layout{Name: "mx_lab", Country: "MX", Language: "es", Classes: []int{1, 6, 7}, ScanDPI: 150, PDFDPI: 150, Rotate: 1.8,
		Build: func() *Report {
			b := &builder{}
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucosa", "126", "mg/dL", "70 - 100").sup("A")
			b.n("Urea", "32.1", "mg/dL", "16.6 - 48.5").sup("A")
			b.n("Nitrógeno ureico (BUN)", "15.0", "mg/dL", "7.8 - 20.2").sup("A")
			b.n("Creatinina", "1.08", "mg/dL", "0.70 - 1.20").sup("A")
			b.n("Ácido úrico", "8.4", "mg/dL", "3.4 - 7.0").sup("A")
			b.n("Colesterol total", "241", "mg/dL", "< 200").sup("A")
			b.n("Triglicéridos", "288", "mg/dL", "< 150").sup("A")
			b.n("Colesterol HDL", "38", "mg/dL", "> 40").sup("A")
			b.panel("PERFIL HEPÁTICO", "PERFIL HEPÁTICO")
			b.n("Bilirrubina total", "0.74", "mg/dL", "0.20 - 1.20").sup("S")
			b.n("Aspartato aminotransferasa (AST/TGO)", "35", "U/L", "5 - 40").sup("S")
			b.n("Alanina aminotransferasa (ALT/TGP)", "52", "U/L", "5 - 41").sup("S")
			b.n("Fosfatasa alcalina", "96", "U/L", "40 - 129").sup("S")
			b.n("Gamma glutamil transferasa (GGT)", "71", "U/L", "8 - 61").sup("S")
			b.n("Albúmina", "4.3", "g/dL", "3.5 - 5.2")
			return b.report(Meta{First: "Luis Fernando", Last: "Ibarra Solís", DOB: "1975-08-22", Gender: "male",
				Lab: "Laboratorios Clínicos del Bajío", Collected: "2026-03-11", Reported: "2026-03-11", Specimen: "LB-110326-0931"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			head := `<table class="top"><tr><td class="logo">LCB</td><td><div class="ln">Laboratorios Clínicos del Bajío</div>` +
				`<div class="la">Blvd. Adolfo López Mateos 1520 Ote., León, Gto. · Tel. 477 712 4400</div></td></tr></table>` +
				kv("pt", 2, "Paciente:", "IBARRA SOLÍS LUIS FERNANDO", "Folio:", m.Specimen, "Fecha de nacimiento:", date(m.DOB, ""), "Sexo:", "Masculino",
					"Fecha de toma:", date(m.Collected, ""), "Fecha de emisión:", date(m.Reported, ""), "Médico:", "A QUIEN CORRESPONDA", "Edad:", "50 años")
			lo := func(r *Row) string { return numRe.FindAllString(r.RangeText, -1)[0] }
			hi := func(r *Row) string { return numRe.FindAllString(r.RangeText, -1)[1] }
			cols := []col{{"Prueba", "c1", nameCell}, {"Resultado", "c2", valCell}, {"Unidades", "c3", unitCell},
				{"Intervalo de referencia", "c4", barCell(lo, hi)}}
			css := `body{font-family:"DejaVu Sans";font-size:9pt}.top{margin-bottom:2mm}.logo{font-size:20pt;font-weight:bold;color:#fff;background:#c0392b;padding:2mm 3mm;border-radius:2mm}` +
				`.top td{vertical-align:middle;padding-right:3mm}.ln{font-size:14pt;font-weight:bold;color:#c0392b}.la{font-size:7.5pt}` +
				`.pt{width:100%;margin-bottom:3mm;border:0.5px solid #c0392b}.pt td{padding:0.5mm 1.5mm}.pt .k{font-weight:bold}` +
				`.rs{width:100%}.hd th{border-bottom:1.5px solid #c0392b;padding:1mm;font-size:8pt}.r td{padding:1mm;height:9mm;border-bottom:0.5px solid #eee}` +
				`.c1{width:28%}.c2{width:13%;font-size:10pt}.c3{width:12%}.gr{width:70mm}.gb{position:relative;height:3.4mm;font-size:7pt}` +
				`.gb .lo{position:absolute;left:25%;transform:translateX(-50%)}.gb .hi{position:absolute;left:75%;transform:translateX(-50%)}` +
				`.bar{position:relative;height:2mm;background:linear-gradient(to right,#f5b7b1 0,#f5b7b1 25%,#abebc6 25%,#abebc6 75%,#f5b7b1 75%)}` +
				`.ok{display:none}.mk{position:absolute;top:-0.8mm;width:1.2mm;height:3.6mm;margin-left:-0.6mm;background:#222}` +
				`.rt{font-size:8.5pt}.sec td{font-weight:bold;padding-top:3mm;color:#c0392b}.ft{font-size:7pt;margin-top:5mm}`
			return page("Letter", css, `<div class="pg">`+head+table(r, "mx", cols, false)+
				`<div class="ft">A Prueba acreditada ante la EMA (ISO 15189). S Prueba subrogada a laboratorio externo.<br>QFB. Rosa Elena Guerrero, Cédula Profesional 4567123.</div></div>`)
		}}
}
