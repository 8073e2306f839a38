package main

// Session 34 held-out layout. A tuner must not open this file (SPLIT.md).

// Georgia: the central laboratory of a Turkish private hospital in Batumi
// reporting in Turkish, one A4 page (DejaVu Sans). (panel) / Tetkik Adı /
// Sonuç / Durum / Birim / Referans Aralığı: each section's title turned a
// quarter turn in a merged cell left of its rows, no title rows (class
// 155); a narrow name column, long names wrapping over two or three lines
// with every row aligned to its foot, the value on the name's last line
// (class 152); a status column printing N beside every value inside its
// range and H or L beside the others (class 156); the collection and
// approval dates written out in words with the weekday and the time to the
// second ("14 Temmuz 2026 Salı 08:12:33", class 157); decimal commas. Also
// a 100 dpi fax (class 8).
func geHast() *Layout {
	return &Layout{Name: "ge_hast", Country: "GE", Language: "tr", Classes: []int{6, 8, 152, 155, 156, 157}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.0,
		LowRes: true, HeldOut: true, Session: 34,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("KARDİYAK BELİRTEÇLER", "KARDİYAK BELİRTEÇLER")
			b.n("Yüksek duyarlıklı kardiyak troponin I (hs-cTnI)", "48,6", "ng/L", "< 34,2")
			b.n("Kreatin kinaz MB izoenzimi (CK-MB kütle)", "7,8", "ng/mL", "< 4,9")
			b.n("N-terminal pro-B tipi natriüretik peptit (NT-proBNP)", "1840", "pg/mL", "< 125")
			b.n("Miyoglobin", "96", "ng/mL", "28 - 72")
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Açlık kan şekeri (glukoz, serum)", "132", "mg/dL", "74 - 106")
			b.n("Üre", "52", "mg/dL", "17 - 43")
			b.n("Kreatinin", "1,34", "mg/dL", "0,67 - 1,17")
			b.n("Tahmini glomerüler filtrasyon hızı (eGFR, CKD-EPI)", "54", "mL/dk/1,73 m²", "> 60")
			b.n("Sodyum (Na)", "137", "mmol/L", "136 - 145")
			b.n("Potasyum (K)", "5,3", "mmol/L", "3,5 - 5,1")
			b.n("Magnezyum (Mg)", "1,9", "mg/dL", "1,6 - 2,6")
			b.n("Alanin aminotransferaz (ALT)", "44", "U/L", "< 50")
			b.n("Aspartat aminotransferaz (AST)", "61", "U/L", "< 50")
			b.n("Laktat dehidrogenaz (LDH)", "268", "U/L", "< 248")
			b.n("Yüksek dansiteli lipoprotein kolesterol (HDL)", "34", "mg/dL", "> 40")
			b.n("Düşük dansiteli lipoprotein kolesterol (LDL, direkt)", "148", "mg/dL", "< 130")
			b.n("C-reaktif protein (CRP, immünoturbidimetrik)", "12,4", "mg/L", "< 5")
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("Lökosit (WBC)", "10,2", "10^3/µL", "4,5 - 11,0")
			b.n("Hemoglobin (HGB)", "13,1", "g/dL", "13,5 - 17,5")
			b.n("Trombosit (PLT)", "214", "10^3/µL", "150 - 400")
			b.panel("KOAGÜLASYON", "KOAGÜLASYON")
			b.n("Protrombin zamanı (PT)", "13,8", "sn", "11,0 - 14,5")
			b.n("Protrombin zamanı (INR)", "1,18", "", "0,80 - 1,20")
			b.n("Aktive parsiyel tromboplastin zamanı (aPTT)", "31,2", "sn", "25,0 - 38,0")
			return b.report(Meta{First: "Giorgi", Last: "Abaşidze", DOB: "1959-04-11", Gender: "male",
				Lab: "Özel Acara Hayat Hastanesi", Collected: "2026-07-14", Reported: "2026-07-14", Specimen: "2607140937"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Tetkik Adı", "c1", s34NameCell}, {"Sonuç", "c2", valCell}, {"Durum", "c3", s34Status},
				{"Birim", "c4", unitCell}, {"Referans Aralığı", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><rect x="3" y="3" width="34" height="34" rx="17" fill="#0d5c63"/>` +
				`<path d="M20 10 V30 M10 20 H30" stroke="#fff" stroke-width="5"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">ÖZEL ACARA HAYAT HASTANESİ</div><div class="li">Merkez Laboratuvarı · Biyokimya Bölümü</div>` +
				`<div class="la">Şerif Himşiaşvili Cad. No: 41, Batum 6010, Gürcistan · Tel: +995 422 27 44 18</div></td>` +
				`<td class="acc">Sayfa 1 / 1</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Hasta Adı Soyadı</td><td class="v"><b>Giorgi ABAŞİDZE</b></td><td class="k">Barkod No</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Doğum Tarihi</td><td class="v">` + date(m.DOB, "dmy.") + ` · Cinsiyet: Erkek</td><td class="k">Protokol No</td><td class="v">2026-118406</td></tr>` +
				`<tr><td class="k">İsteyen Hekim</td><td class="v">Uz. Dr. Kerem Yazıcıoğlu (Kardiyoloji)</td><td class="k">Numune Türü</td><td class="v">Serum, tam kan, sitratlı plazma</td></tr>` +
				`<tr><td class="k">Numune Alma Tarihi</td><td class="v">` + s34Words(m.Collected, "tr", true) + ` 08:12:33</td>` +
				`<td class="k">Onay Tarihi</td><td class="v">` + s34Words(m.Reported, "tr", true) + ` 11:47:09</td></tr></table>` +
				`<div class="tt">LABORATUVAR SONUÇ RAPORU</div>` +
				s34Table(r, "ge", cols, true) +
				`<div class="ft">Durum: N referans aralığında, H referans aralığının üzerinde, L referans aralığının altında.</div>` +
				`<table class="sg"><tr><td>Elektronik olarak onaylanmıştır.</td>` +
				`<td class="rt"><span class="sig">N. Kılınç</span><br>Uz. Dr. Nesrin Kılınç<br>Tıbbi Biyokimya Uzmanı</td></tr></table>` +
				`<div class="pgn">Özel Acara Hayat Hastanesi Merkez Laboratuvarı · Sonuçlar yalnızca incelenen numuneye aittir.</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:8pt;color:#131313}.pg{height:296mm;position:relative;padding:10mm 13mm 9mm 14mm}` +
				`.top{width:100%;border-bottom:2px solid #0d5c63;margin-bottom:1.5mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:13pt;font-weight:bold;color:#0d5c63}.li{font-size:8pt;color:#0d5c63}.la{font-size:6.6pt;color:#444}.acc{width:30mm;text-align:right;font-size:7pt;color:#555}` +
				`.pt{width:100%;font-size:7.7pt;margin-bottom:1mm;background:#f3f6f6}.pt td{padding:0.45mm 1.4mm}.pt .k{width:16%;color:#333}.pt .v{width:34%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:2mm 0 1.5mm}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:7.3pt;padding:0.7mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222;vertical-align:bottom}` +
				`.r td{padding:0.6mm 1.2mm;vertical-align:bottom;border-bottom:0.3px solid #e0e0e0}.r.first td{border-top:0.8px solid #555}` +
				`.pn{width:7mm;background:#e6f0f1;border-right:0.8px solid #555;vertical-align:middle!important;padding:1mm 0!important}` +
				`.tv{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:bold;font-size:7pt;color:#0d5c63;margin:0 auto}` +
				`.c1{width:30%}.c2{width:11%;text-align:right;padding-right:3mm!important}.c3{width:7%;text-align:center}.c4{width:16%}.c5{width:29%}` +
				`.ft{margin-top:3mm;font-size:6.9pt;color:#333}.sg{width:100%;margin-top:4mm;font-size:7.5pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:14pt;color:#1b2d6b}.pgn{position:absolute;left:14mm;right:13mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}
