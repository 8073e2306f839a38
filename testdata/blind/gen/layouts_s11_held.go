package main

import (
	"fmt"
	"strings"
)

// Held-out layout of the session-11 family: a tuner must not open this file
// nor the cy_hast documents (SPLIT.md).

// Northern Cyprus: university hospital central laboratory (Turkish), two
// pages. Multi-tier ranges over several lines for glucose, HbA1c, lipids and
// vitamin D (class 24); ▲ / ▼ in a narrow flag column (class 29); the
// previous result and its date in two columns right of the range (class 27);
// page 2 has no column headings and starts with rows of the page-1 section
// without its title (class 30); decimal points.
var cyTiers = map[string][]s11Tier{
	"Açlık kan şekeri": {{"Normal", "70 - 99", true}, {"Bozulmuş açlık glukozu", "100 - 125", false}, {"Diyabet", "≥ 126", false}},
	"HbA1c":            {{"Normal", "< 5.7", true}, {"Prediyabet", "5.7 - 6.4", false}, {"Diyabet", "≥ 6.5", false}},
	"Total kolesterol": {{"İstenen", "< 200", true}, {"Sınırda yüksek", "200 - 239", false}, {"Yüksek", "≥ 240", false}},
	"LDL kolesterol": {{"Optimal", "< 100", true}, {"Optimale yakın", "100 - 129", false}, {"Sınırda yüksek", "130 - 159", false},
		{"Yüksek", "160 - 189", false}, {"Çok yüksek", "≥ 190", false}},
	"Trigliserid": {{"Normal", "< 150", true}, {"Sınırda yüksek", "150 - 199", false}, {"Yüksek", "200 - 499", false},
		{"Çok yüksek", "≥ 500", false}},
	"25-OH Vitamin D": {{"Eksiklik", "< 20", false}, {"Yetersizlik", "20 - 29", false}, {"Yeterli", "30 - 100", true},
		{"Toksisite", "> 100", false}},
}

func cyHast() *Layout {
	prev := map[string]s11Prev{
		"Açlık kan şekeri": {"109", "14.10.2025"}, "HbA1c": {"5.9", "14.10.2025"}, "Üre": {"29", "14.10.2025"},
		"Kreatinin": {"0.79", "14.10.2025"}, "eGFR (CKD-EPI)": {"84", "14.10.2025"}, "Sodyum": {"140", "14.10.2025"},
		"Potasyum": {"4.4", "14.10.2025"}, "ALT": {"21", "14.10.2025"}, "AST": {"", ""},
		"Total kolesterol": {"229", "14.10.2025"}, "LDL kolesterol": {"151", "14.10.2025"}, "HDL kolesterol": {"49", "14.10.2025"},
		"Trigliserid": {"164", "14.10.2025"}, "WBC": {"6.85", "02.06.2025"}, "RBC": {"4.41", "02.06.2025"}, "HGB": {"12.5", "02.06.2025"},
		"HCT": {"38.1", "02.06.2025"}, "MCV": {"87.9", "02.06.2025"}, "MCH": {"", ""}, "RDW": {"14.2", "02.06.2025"},
		"PLT": {"236", "02.06.2025"}, "NEU%": {"", ""}, "LYM%": {"", ""}, "MONO%": {"", ""}, "EOS%": {"", ""},
		"TSH": {"4.61", "14.10.2025"}, "Serbest T4": {"1.08", "14.10.2025"}, "25-OH Vitamin D": {"17.2", "14.10.2025"},
		"Vitamin B12": {"", ""}, "Ferritin": {"24", "02.06.2025"}, "Dansite": {"", ""}, "pH": {"", ""}, "Protein": {"", ""}, "Glukoz": {"", ""},
	}
	return &Layout{Name: "cy_hast", Country: "CY", Language: "tr", Classes: []int{6, 24, 27, 29, 30}, ScanDPI: 150, PDFDPI: 200, Rotate: 1.0,
		HeldOut: true, Session: 11,
		Build: func() *Report {
			b := &builder{high: "▲", low: "▼"}
			t := func(name, value, unit string) *Row { return s11Tiered(b, name, value, unit, cyTiers[name]) }
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			t("Açlık kan şekeri", "118", "mg/dL")
			t("HbA1c", "6.1", "%")
			b.n("Üre", "31", "mg/dL", "17 - 43")
			b.n("Kreatinin", "0.82", "mg/dL", "0.51 - 0.95")
			b.n("eGFR (CKD-EPI)", "81", "mL/dk/1.73m²", "> 60")
			b.n("Sodyum", "139", "mmol/L", "136 - 146")
			b.n("Potasyum", "4.6", "mmol/L", "3.5 - 5.1")
			b.n("ALT", "17", "U/L", "< 35")
			b.n("AST", "21", "U/L", "< 35")
			t("Total kolesterol", "247", "mg/dL")
			t("LDL kolesterol", "168", "mg/dL")
			b.n("HDL kolesterol", "52", "mg/dL", "> 50")
			t("Trigliserid", "136", "mg/dL")
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("WBC", "7.12", "10^3/µL", "4.0 - 10.0")
			b.n("RBC", "4.36", "10^6/µL", "3.90 - 5.20")
			b.n("HGB", "12.8", "g/dL", "12.0 - 15.5")
			b.n("HCT", "38.9", "%", "36.0 - 46.0")
			b.n("MCV", "89.2", "fL", "80.0 - 100.0")
			b.n("MCH", "29.4", "pg", "27.0 - 33.0")
			b.n("RDW", "14.9", "%", "11.5 - 14.5")
			b.n("PLT", "221", "10^3/µL", "150 - 400")
			b.n("NEU%", "61.4", "%", "40.0 - 75.0")
			b.n("LYM%", "28.0", "%", "20.0 - 45.0")
			b.newPage("", "HEMOGRAM")
			b.n("MONO%", "6.8", "%", "2.0 - 10.0")
			b.n("EOS%", "2.1", "%", "1.0 - 6.0")
			b.panel("HORMON / VİTAMİN", "HORMON / VİTAMİN")
			b.n("TSH", "5.84", "mIU/L", "0.27 - 4.20")
			b.n("Serbest T4", "1.02", "ng/dL", "0.93 - 1.70")
			t("25-OH Vitamin D", "14.6", "ng/mL")
			b.n("Vitamin B12", "212", "pg/mL", "197 - 771")
			b.n("Ferritin", "18", "ng/mL", "13 - 150")
			b.panel("TAM İDRAR TETKİKİ", "TAM İDRAR TETKİKİ")
			b.n("Dansite", "1.018", "", "1.005 - 1.030")
			b.n("pH", "6.0", "", "5.0 - 8.0")
			b.q("Protein", "Negatif", "Negatif", true)
			b.q("Glukoz", "Negatif", "Negatif", true)
			return b.report(Meta{First: "Ayşe", Last: "Ozansoy", DOB: "1973-09-27", Gender: "female",
				Lab: "Beşparmak Üniversitesi Hastanesi", Collected: "2026-04-13", Reported: "2026-04-13", Specimen: "2604130562"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			pv := func(f func(s11Prev) string) func(*Row) string {
				return func(row *Row) string {
					p, ok := prev[row.Name]
					if !ok {
						panic("cy_hast: no previous entry for " + row.Name)
					}
					return esc(f(p))
				}
			}
			cols := []col{{"Tetkik Adı", "c1", nameCell}, {"Sonuç", "c2", valCell}, {"", "c3", flagCell}, {"Birim", "c4", unitCell},
				{"Referans Aralığı", "c5", s11TierCell(cyTiers)},
				{"Önceki Sonuç", "c6", pv(func(p s11Prev) string { return p.value })},
				{"Önceki Tarih", "c7", pv(func(p s11Prev) string { return p.date })}}
			pages := s11Pages(r)
			var body strings.Builder
			for i, secs := range pages {
				if i == 0 {
					body.WriteString(`<div class="pg"><table class="top"><tr><td><div class="ln">BEŞPARMAK ÜNİVERSİTESİ HASTANESİ</div>` +
						`<div class="la">Merkez Laboratuvarı · Tıbbi Biyokimya ve Hematoloji · Girne Yolu 14. km, Lefkoşa - KKTC</div></td>` +
						`<td class="st">LABORATUVAR SONUÇ RAPORU</td></tr></table>` +
						kv("pt", 3, "Hasta Adı Soyadı:", "AYŞE OZANSOY", "Protokol No:", "HT-2026-118402", "Barkod:", m.Specimen,
							"Doğum Tarihi:", date(m.DOB, "dmy."), "Cinsiyet:", "Kadın", "Bölüm:", "Dahiliye Polikliniği",
							"İsteyen Hekim:", "Uzm. Dr. Hüseyin Kaymak", "Numune Alma:", date(m.Collected, "dmy.")+" 08:26", "Onay Tarihi:", date(m.Reported, "dmy.")+" 14:58") +
						`<table class="rs">` + headRow(cols))
				} else {
					fmt.Fprintf(&body, `<div class="pg pb"><table class="rs">`)
				}
				for _, s := range secs {
					var sb strings.Builder
					sectionRows(&sb, s, cols)
					body.WriteString(sb.String())
				}
				body.WriteString(`</table>`)
				if i == len(pages)-1 {
					body.WriteString(`<div class="ft">▲ Referans aralığının üstünde · ▼ Referans aralığının altında. Lipid sınır değerleri NCEP ATP III, glukoz ve HbA1c ADA, ` +
						`vitamin D Endocrine Society önerilerine göredir. Önceki sonuç: hastanın laboratuvarımızdaki son sonucu.</div>` +
						`<div class="sg">Onaylayan<br><b>Doç. Dr. Emine Tanseli</b><br>Tıbbi Biyokimya Uzmanı</div>`)
				}
				fmt.Fprintf(&body, `<div class="pno">Sayfa %d / %d · Barkod %s</div></div>`, i+1, len(pages), m.Specimen)
			}
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.4pt;color:#111}.pg{height:296mm;position:relative}` +
				`.top{width:100%;border-bottom:2px solid #7a1f3d;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#7a1f3d}.la{font-size:7.2pt;color:#444}.st{text-align:right;font-weight:bold;font-size:10pt}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8pt;background:#f6eef1}.pt td{padding:0.5mm 1.2mm}.pt .k{font-weight:bold;width:12%;white-space:nowrap}.pt .v{width:21%}` +
				`.rs{width:100%}.hd th{border-top:1px solid #7a1f3d;border-bottom:1px solid #7a1f3d;padding:0.8mm 1mm;font-size:7.9pt}` +
				`.r td{padding:0.5mm 1mm;border-bottom:0.3px solid #e4dde0}.c1{width:23%}.c2{width:8%;text-align:right}.c3{width:3%;text-align:center}.c4{width:11%}` +
				`.c5{width:27%;font-size:7.6pt}.c6{width:10%;text-align:right;color:#555}.c7{color:#555;font-size:7.6pt}.tr{line-height:1.22}` +
				`.sec td{font-weight:bold;padding:2.4mm 1mm 0.5mm;font-size:8.8pt;color:#7a1f3d}` +
				`.ft{margin-top:5mm;font-size:7.2pt;color:#333}.sg{margin-top:6mm;margin-left:120mm;text-align:center;font-size:7.8pt}` +
				`.pno{position:absolute;bottom:8mm;right:13mm;font-size:7.2pt;color:#444}`
			return page("A4", css, body.String())
		}}
}
