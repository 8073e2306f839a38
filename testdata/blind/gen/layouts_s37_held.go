package main

// Session 37 held-out layout. A tuner must not open this file (SPLIT.md).

// Bulgaria: a private medical laboratory in Kardzhali (Kırcaali), whose
// patients are mostly of the Turkish-speaking community, printing its
// reports in Turkish, one A4 page (DejaVu Sans). Tetkik / Sonuç / Ölçüm
// belirsizliği / Birim / Referans aralığı: the flag letter glued to the
// value (class 183, "112L", "5,9H"); beside each result the expanded
// measurement uncertainty, "± 3" (class 181); ranges that depend on sex
// print the men's and the women's on one line after their signs (class
// 182), the patient a woman; SI units (g/L haemoglobin, L/L, µmol/L);
// decimal commas; dd.mm.yyyy. Also a 100 dpi fax (class 8).
func bgLab() *Layout {
	return &Layout{Name: "bg_lab", Country: "BG", Language: "tr", Classes: []int{6, 8, 181, 182, 183}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9,
		LowRes: true, HeldOut: true, Session: 37,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L", sex: "female"}
			s := func(name, value, unit, male, female string) *Row { return s37Sex(b, name, value, unit, male, female) }
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("Lökosit (WBC)", "5,9", "x10^9/L", "3,5 - 10,5")
			s("Eritrosit (RBC)", "4,05", "x10^12/L", "4,40 - 5,90", "3,80 - 5,20")
			s("Hemoglobin (HGB)", "112", "g/L", "135 - 175", "120 - 160")
			s("Hematokrit (HCT)", "0,35", "L/L", "0,40 - 0,52", "0,36 - 0,48")
			b.n("MCV", "83,2", "fL", "80,0 - 100,0")
			b.n("Trombosit (PLT)", "301", "x10^9/L", "150 - 400")
			s("Sedimentasyon", "31", "mm/saat", "< 15", "< 25")
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Glukoz (açlık)", "5,6", "mmol/L", "3,9 - 6,1")
			b.n("Üre", "4,1", "mmol/L", "2,5 - 8,3")
			s("Kreatinin", "68", "µmol/L", "62 - 106", "44 - 80")
			s("Ürik asit", "298", "µmol/L", "202 - 416", "143 - 339")
			b.n("Total kolesterol", "5,9", "mmol/L", "< 5,2")
			b.n("Trigliserit", "1,4", "mmol/L", "< 1,7")
			s("AST", "21", "U/L", "< 40", "< 32")
			s("ALT", "19", "U/L", "< 41", "< 33")
			s("GGT", "14", "U/L", "< 60", "< 40")
			s("Demir", "6,8", "µmol/L", "11,6 - 31,3", "9,0 - 30,4")
			s("Ferritin", "7", "µg/L", "30 - 400", "13 - 150")
			b.panel("HORMON VE VİTAMİN", "HORMON VE VİTAMİN")
			b.n("TSH", "2,41", "mIU/L", "0,27 - 4,20")
			b.n("Vitamin B12", "182", "pmol/L", "145 - 569")
			return b.report(Meta{First: "Ayten", Last: "Halilova", DOB: "1979-08-12", Gender: "female",
				Lab: "Arda Tıp Laboratuvarı", Collected: "2026-07-20", Reported: "2026-07-20", Specimen: "KR-260720-047"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			mu := s37MUCell(true, map[string]float64{"Sedimentasyon": 0.1, "Ferritin": 0.08, "TSH": 0.07}, 0.04)
			cols := []col{{"Tetkik", "c1", nameCell}, {"Sonuç", "c2", s37Glued}, {"Ölçüm belirsizliği", "c3", mu}, {"Birim", "c4", unitCell},
				{"Referans aralığı", "c5", s37SexCell}}
			logo := `<svg width="14mm" height="14mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="18" fill="#7a1f2b"/>` +
				`<path d="M8 24 Q14 16 20 24 T32 24" stroke="#fff" stroke-width="3" fill="none"/><circle cx="20" cy="13" r="3" fill="#f2c14e"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">ARDA TIP LABORATUVARI</div><div class="li">Медико-диагностична лаборатория „Арда“ ООД</div>` +
				`<div class="la">Bulvar Bılgariya 47, 6600 Kırcaali (Кърджали) · Bulgaristan · Tel. +359 361 6 24 18 · ISO 15189 akrediteli</div></td>` +
				`<td class="acc">LABORATUVAR<br>SONUÇ RAPORU</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Hasta</td><td class="v"><b>Ayten Halilova</b></td><td class="k">Numune No</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Doğum tarihi</td><td class="v">` + date(m.DOB, "dmy.") + ` · Kadın</td><td class="k">ЕГН</td><td class="v">79******18</td></tr>` +
				`<tr><td class="k">İsteyen hekim</td><td class="v">Dr. Sevim Ahmedova</td><td class="k">Numune alma</td><td class="v">` + date(m.Collected, "dmy.") + ` 08:10</td></tr>` +
				`<tr><td class="k">Numune</td><td class="v">Tam kan (EDTA), serum</td><td class="k">Onay tarihi</td><td class="v">` + date(m.Reported, "dmy.") + ` 15:25</td></tr></table>` +
				s36Table(r, "bg", cols, nil) +
				`<div class="ft">Sonucun hemen arkasındaki H: referans aralığının üstünde, L: altında. ♂ erkek, ♀ kadın. Ölçüm belirsizliği: genişletilmiş belirsizlik (k = 2, yaklaşık %95 güven düzeyi).</div>` +
				`<table class="sg"><tr><td>Laborant: Gülay Mustafova</td>` +
				`<td class="rt"><span class="sig">N. Ismailova</span><br>Dr. Nurten İsmailova, klinik laboratuvar uzmanı<br>Laboratuvar sorumlusu</td></tr></table>` +
				`<div class="pgn">Sayfa 1 / 1 · Arda Tıp Laboratuvarı · Kırcaali</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:8.1pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #7a1f2b;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:17mm}` +
				`.ln{font-size:13pt;font-weight:bold;color:#7a1f2b}.li{font-size:8pt;color:#7a1f2b}.la{font-size:6.3pt;color:#444}` +
				`.acc{width:36mm;text-align:right;font-weight:bold;font-size:9.5pt;color:#7a1f2b}` +
				`.pt{width:100%;font-size:7.9pt;margin-bottom:2.5mm;border:0.6px solid #a88}.pt td{padding:0.5mm 1.3mm}.pt .k{width:16%;color:#444}.pt .v{width:34%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:7.7pt;padding:0.8mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222;background:#f5e9eb}` +
				`.sec td{font-weight:bold;font-size:8.3pt;padding:2.1mm 1.2mm 0.5mm;color:#7a1f2b}.r td{padding:0.5mm 1.2mm;border-bottom:0.3px solid #e4e4e4}` +
				`.c1{width:27%}.c2{width:11%;font-weight:bold;white-space:nowrap}.c3{width:15%;color:#555;white-space:nowrap}.c4{width:12%;white-space:nowrap}.c5{width:35%;white-space:nowrap}` +
				`.mx{color:#1a5fa0;font-size:9.5pt}.fx{color:#b0306a;font-size:9.5pt;margin-left:2mm}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}
