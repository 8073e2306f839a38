package main

import (
	"fmt"
	"strings"
)

// Session 22 held-out layout. A tuner must not open this file (SPLIT.md).

// Turkey: public city hospital medical biochemistry laboratory (Turkish),
// two A4 pages. Tetkik Adı / Numune / Sonuç / Birim / Referans Aralığı
// under column headings printed white on a dark red band (class 67); the
// specimen between the name and the result (class 70); an out-of-range
// value carries "(Yüksek)" or "(Düşük)" after it in the same cell (class
// 73); decimal commas; dd.mm.yyyy.
func trSehir() *Layout {
	spec := map[string]string{"BİYOKİMYA": "Serum", "HEMOGRAM": "Tam Kan (EDTA)", "HORMON VE VİTAMİN": "Serum",
		"HORMON VE VİTAMİN|HbA1c": "Tam Kan (EDTA)", "TAM İDRAR TAHLİLİ": "İdrar"}
	return &Layout{Name: "tr_sehir", Country: "TR", Language: "tr", Classes: []int{6, 67, 70, 73}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9,
		HeldOut: true, Session: 22,
		Build: func() *Report {
			b := &builder{comma: true, high: "(Yüksek)", low: "(Düşük)"}
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Glukoz (açlık)", "126", "mg/dL", "74 - 106")
			b.n("Üre", "38", "mg/dL", "17 - 43")
			b.n("Kreatinin", "0,91", "mg/dL", "0,51 - 0,95")
			b.n("eGFR (CKD-EPI)", "67", "mL/dk/1,73m²", "> 60")
			b.n("Ürik asit", "6,4", "mg/dL", "2,6 - 6,0")
			b.n("Sodyum (Na)", "141", "mmol/L", "136 - 146")
			b.n("Potasyum (K)", "4,8", "mmol/L", "3,5 - 5,1")
			b.n("Kalsiyum (Ca)", "9,5", "mg/dL", "8,8 - 10,6")
			b.n("ALT", "18", "U/L", "0 - 35")
			b.n("AST", "21", "U/L", "0 - 35")
			b.n("Total kolesterol", "248", "mg/dL", "0 - 200")
			b.n("HDL kolesterol", "52", "mg/dL", "> 50")
			b.n("LDL kolesterol (direkt)", "168", "mg/dL", "0 - 130")
			b.n("Trigliserit", "142", "mg/dL", "0 - 150")
			b.n("CRP", "3,1", "mg/L", "0 - 5")
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("Lökosit (WBC)", "6,84", "10^3/µL", "4,49 - 12,68")
			b.n("Eritrosit (RBC)", "4,38", "10^6/µL", "3,93 - 5,22")
			b.n("Hemoglobin (HGB)", "12,9", "g/dL", "11,7 - 15,5")
			b.n("Hematokrit (HCT)", "39,4", "%", "35,0 - 46,0")
			b.n("MCV", "89,9", "fL", "80,0 - 100,0")
			b.n("Trombosit (PLT)", "452", "10^3/µL", "150 - 400")
			b.n("Nötrofil %", "58,2", "%", "40,0 - 74,0")
			b.newPage("HORMON VE VİTAMİN", "HORMON VE VİTAMİN")
			b.n("TSH", "0,21", "µIU/mL", "0,35 - 4,94")
			b.n("Serbest T4", "1,62", "ng/dL", "0,70 - 1,48")
			b.n("Vitamin B12", "212", "pg/mL", "197 - 771")
			b.n("25-OH Vitamin D", "14,6", "ng/mL", "30 - 100")
			b.n("HbA1c", "6,9", "%", "4,0 - 6,0")
			b.panel("TAM İDRAR TAHLİLİ", "TAM İDRAR TAHLİLİ")
			b.n("Dansite", "1,018", "", "1,005 - 1,030")
			b.n("pH", "5,5", "", "5,0 - 8,0")
			b.q("Protein", "Negatif", "Negatif", true)
			b.q("Glukoz", "Negatif", "Negatif", true)
			b.q("Lökosit esteraz", "Negatif", "Negatif", true)
			b.q("Nitrit", "Negatif", "Negatif", true)
			return b.report(Meta{First: "Ayşe Nur", Last: "Yıldırım", DOB: "1961-11-03", Gender: "female",
				Lab: "Yeşilırmak Şehir Hastanesi Tıbbi Biyokimya Laboratuvarı", Collected: "2026-05-19", Reported: "2026-05-19", Specimen: "2605194182"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Tetkik Adı", "c1", nameCell}, {"Numune", "c2", s22Spec("tr_sehir", spec)}, {"Sonuç", "c3", s22ParenFlag},
				{"Birim", "c4", unitCell}, {"Referans Aralığı", "c5", rangeCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="lg"><div class="lo">T.C.</div></td><td class="tc"><div class="l1">T.C. SAĞLIK BAKANLIĞI</div>` +
					`<div class="l2">YEŞİLIRMAK ŞEHİR HASTANESİ</div><div class="l3">Tıbbi Biyokimya Laboratuvarı</div></td>` +
					`<td class="rb">LABORATUVAR<br>SONUÇ RAPORU</td></tr></table>` +
					kv("pt", 3, "Hasta Adı Soyadı:", "AYŞE NUR YILDIRIM", "T.C. Kimlik No:", "418******27", "Protokol No:", "2026-0518-0227",
						"Doğum Tarihi:", date(m.DOB, "dmy."), "Cinsiyet:", "Kadın", "Barkod No:", m.Specimen,
						"İsteyen Hekim:", "Uzm. Dr. Serkan Aydın", "Bölüm:", "İç Hastalıkları Polikliniği", "Numune Alma:", date(m.Collected, "dmy.")+" 08:35",
						"Numune Kabul:", date(m.Collected, "dmy.")+" 09:02", "Onay Tarihi:", date(m.Reported, "dmy.")+" 14:12", "Sayfa:", fmt.Sprintf("%d / %d", p, n))
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				s22Rows(b, secs, cols)
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">(Yüksek) / (Düşük): sonuç referans aralığının üzerinde / altında. Referans aralıkları yetişkin kadın hastalar içindir.</div>` +
				`<table class="sg"><tr><td>Onaylayan:<br><b>Doç. Dr. Elif Karaca</b><br>Tıbbi Biyokimya Uzmanı</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Devamı sonraki sayfadadır.</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.6pt;color:#111}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:1.5px solid #8b1c24;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:16mm}` +
				`.lo{width:13mm;height:13mm;border-radius:50%;border:1.5px solid #8b1c24;color:#8b1c24;font-weight:bold;font-size:9pt;text-align:center;line-height:13mm}` +
				`.tc{text-align:center}.l1{font-size:9pt;font-weight:bold}.l2{font-size:12pt;font-weight:bold;color:#8b1c24}.l3{font-size:9pt}` +
				`.rb{width:34mm;text-align:right;font-weight:bold;font-size:9pt;color:#8b1c24}` +
				`.pt{width:100%;font-size:8pt;margin-bottom:3mm;border:0.6px solid #999}.pt td{padding:0.5mm 1.2mm}.pt .k{font-weight:bold;white-space:nowrap;width:12%}.pt .v{width:21%}` +
				`.rs{width:100%}.hd th{background:#8b1c24;color:#fff;font-size:8pt;padding:0.9mm 1.4mm}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:2.2mm 1.4mm 0.5mm;border-bottom:0.8px solid #8b1c24;color:#8b1c24}` +
				`.r td{padding:0.6mm 1.4mm}.c1{width:31%}.c2{width:16%;color:#333}.c3{width:17%}.c4{width:14%}.c5{width:22%}.pf{font-weight:bold}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.4pt}.ft{margin-top:5mm;font-size:7.4pt;color:#333}` +
				`.sg{width:100%;margin-top:7mm;font-size:8pt}.sg td{text-align:right}`
			return page("A4", css, body)
		}}
}
