package main

import (
	"fmt"
	"strings"
)

// Session 33 family: five layouts written blind in session 33. si_kp,
// az_hast, ug_lab and tl_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s33_held.go, which a tuner must not
// open.

// s33Cmp is the narrow comparator column left of the result (class 141):
// the "<" or ">" of a comparator value, nothing for any other value.
func s33Cmp(r *Row) string {
	if c, _, ok := s33SplitCmp(r.Value); ok {
		return `<b>` + esc(c) + `</b>`
	}
	return ""
}

// s33Num is the result cell beside the comparator column: the value
// without its comparator, bold when abnormal.
func s33Num(r *Row) string {
	v := r.Value
	if _, n, ok := s33SplitCmp(v); ok {
		v = n
	}
	if abnormal(r) {
		return "<b>" + esc(v) + "</b>"
	}
	return esc(v)
}

// s33CmpCells marks the report's comparator values as printed in two
// cells (class 141), so verify looks for the comparator and the number
// apart.
func s33CmpCells(rep *Report) *Report {
	for _, s := range rep.Sections {
		for _, r := range s.Rows {
			if c, n, ok := s33SplitCmp(r.Value); ok {
				r.Cells = []string{c, n}
			}
		}
	}
	return rep
}

// s33SplitCmp splits "< 0,5" into "<" and "0,5".
func s33SplitCmp(v string) (string, string, bool) {
	for _, c := range []string{"<", ">", "≤", "≥"} {
		if strings.HasPrefix(v, c) {
			return c, strings.TrimSpace(strings.TrimPrefix(v, c)), true
		}
	}
	return "", v, false
}

// s33Dil is a result measured above the method's range and repeated on a
// diluted sample (class 142): the first measurement, printed as a
// comparator value above the row, and the remark line under it are no
// rows; the row is the repeat.
type s33Dil struct {
	First, Remark, Label string
}

// s33Dilute prints a repeat on a diluted sample: the truth row is the
// repeat, named without the dilution label printed after its name; the
// first line and the remark are printed before it by s33Before.
func s33Dilute(dil map[string]s33Dil, r *Row) *Row {
	r.HTMLName = esc(r.Name) + ` <span class="dil">` + esc(dil[r.Name].Label) + `</span>`
	return r
}

// s33Before prints, before a repeated row, the first measurement (the
// comparator value with the flag of a value above the range) and the
// remark explaining the repeat.
func s33Before(dil map[string]s33Dil, cols []col, high string) func(*Row) string {
	return func(r *Row) string {
		d, ok := dil[r.Name]
		if !ok {
			return ""
		}
		first := &Row{Name: r.Name, Value: d.First, Unit: r.Unit, RangeText: r.RangeText, Flag: high, Interp: "abnormal"}
		var b strings.Builder
		b.WriteString(`<tr class="r pre">`)
		for _, c := range cols {
			b.WriteString(`<td class="` + c.class + `">` + c.cell(first) + `</td>`)
		}
		fmt.Fprintf(&b, `</tr><tr class="note"><td colspan="%d">%s</td></tr>`, len(cols), esc(d.Remark))
		return b.String()
	}
}

// s33Table prints the sections as one result table, as table() does, with
// before(r) printed ahead of every row (the first measurement of a diluted
// repeat).
func s33Table(rep *Report, class string, cols []col, before func(*Row) string) string {
	var b strings.Builder
	head := headRow(cols)
	b.WriteString(`<table class="rs ` + class + `">` + head)
	for _, s := range rep.Sections {
		if s.NewPage {
			b.WriteString(`</table><table class="rs ` + class + ` pb">` + head)
		}
		if s.Title != "" {
			fmt.Fprintf(&b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
		}
		for _, r := range s.Rows {
			if before != nil {
				b.WriteString(before(r))
			}
			b.WriteString(`<tr class="r">`)
			for _, c := range cols {
				b.WriteString(`<td class="` + c.class + `">` + c.cell(r) + `</td>`)
			}
			b.WriteString(`</tr>`)
			if r.Note != "" {
				fmt.Fprintf(&b, `<tr class="note"><td colspan="%d">%s</td></tr>`, len(cols), esc(r.Note))
			}
		}
	}
	b.WriteString(`</table>`)
	return b.String()
}

// s33Tr adds a row whose one-sided range is written in Turkish words, the
// case suffix glued to the number by an apostrophe (class 143): "200'e
// kadar", "130'un altında", "5'ten küçük" are the maximum, "40'ın
// üzerinde" the minimum; a range "a - b" is read as usual.
func s33Tr(b *builder, name, value, unit, rng string) *Row {
	lo, hi := b.parseRange(rng)
	if nums := numRe.FindAllString(rng, -1); len(nums) == 1 {
		v, _ := b.num(nums[0])
		lo, hi = none, none
		switch {
		case strings.Contains(rng, "kadar"), strings.Contains(rng, "altında"), strings.Contains(rng, "küçük"), strings.Contains(rng, "az"):
			hi = v
		case strings.Contains(rng, "üzerinde"), strings.Contains(rng, "büyük"), strings.Contains(rng, "fazla"):
			lo = v
		default:
			panic("s33: Turkish range " + rng)
		}
	}
	return b.nr(name, value, unit, rng, lo, hi)
}

// s33Dot adds a row whose decimals are written with a raised (middle) dot,
// "5·2", "3·5 – 5·1" (class 145): value and range kept as printed, the
// bounds and the interpretation read the dot as the decimal point.
func s33Dot(b *builder, name, value, unit, rng string) *Row {
	dot := strings.NewReplacer("·", ".")
	lo, hi := b.parseRange(dot.Replace(rng))
	r := b.nr(name, dot.Replace(value), unit, rng, lo, hi)
	r.Value = value
	return r
}

// s33Tick adds a qualitative result printed as a ticked box among the
// printed options (class 146): the value is the ticked option; the others
// are in no field.
func s33Tick(b *builder, opts map[string][]string, name string, options []string, ticked int, rng string) *Row {
	opts[name] = options
	return b.q(name, options[ticked], rng, options[ticked] == rng)
}

// s33TickCell prints a ticked result's options, ☑ before the ticked one
// and ☐ before the others; a row without options prints its value.
func s33TickCell(opts map[string][]string, value func(*Row) string) func(*Row) string {
	return func(r *Row) string {
		o, ok := opts[r.Name]
		if !ok {
			return value(r)
		}
		var parts []string
		for _, x := range o {
			box := `<span class="bx">☐</span>`
			if x == r.Value {
				box = `<span class="bx">☑</span>`
			}
			parts = append(parts, box+` `+esc(x))
		}
		return `<span class="tk">` + strings.Join(parts, `&nbsp;&nbsp;&nbsp;`) + `</span>`
	}
}

// s33Delta prints the change since the previous result (class 144), a
// column that is no result: "—" where there is no earlier one.
func s33Delta(d map[string]string) func(*Row) string {
	return func(r *Row) string {
		if x, ok := d[r.Name]; ok {
			return esc(x)
		}
		return "—"
	}
}

// siDil are si_kp's results measured above the method's range and
// repeated on a diluted sample (class 142).
var siDil = map[string]s33Dil{
	"Trigliceridi": {"> 1000", "Valore superiore al limite di linearità del metodo: determinazione ripetuta su campione diluito 1:5.", "(campione diluito 1:5)"},
	"Ferritina":    {"> 1500", "Valore superiore al limite di linearità del metodo: determinazione ripetuta su campione diluito 1:10.", "(campione diluito 1:10)"},
}

// Slovenia: the laboratory of a diagnostic centre in Koper (Capodistria),
// in the bilingual coastal municipalities, reporting in Italian to an
// Italian-speaking patient, one A4 page (Liberation Sans). Esame / (cmp) /
// Risultato / (flag) / Unità / Valori di riferimento: the comparator of a
// value outside the measuring range printed in a narrow column of its own
// left of the number (class 141: "<" | "0,10"); two results above the
// method's range repeated on a diluted sample, the first measurement
// ("> 1000") and the remark printed above the repeat (class 142); H / L;
// decimal commas; dd/mm/yyyy. Also scanned from an inkjet print with
// clogged nozzles (class 148).
func siKp() *Layout {
	return &Layout{Name: "si_kp", Country: "SI", Language: "it", Classes: []int{6, 141, 142, 148}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9,
		Extra: []string{"inkjet"}, Session: 33,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("EMOCROMO", "EMOCROMO")
			b.n("Leucociti", "7,42", "10^3/µL", "4,00 - 10,00")
			b.n("Eritrociti", "4,61", "10^6/µL", "4,20 - 5,40")
			b.n("Emoglobina", "13,1", "g/dL", "12,0 - 16,0")
			b.n("Ematocrito", "39,8", "%", "37,0 - 47,0")
			b.n("MCV", "86,3", "fL", "80,0 - 99,0")
			b.n("Piastrine", "412", "10^3/µL", "150 - 400")
			b.panel("CHIMICA CLINICA", "CHIMICA CLINICA")
			b.n("Glucosio", "104", "mg/dL", "70 - 100")
			b.n("Creatinina", "0,78", "mg/dL", "0,50 - 0,90")
			b.n("Azotemia", "32", "mg/dL", "10 - 50")
			b.n("Bilirubina totale", "0,64", "mg/dL", "0,20 - 1,20")
			b.n("Bilirubina diretta", "< 0,10", "mg/dL", "0,00 - 0,30")
			b.n("AST (GOT)", "21", "U/L", "5 - 34")
			b.n("ALT (GPT)", "17", "U/L", "< 55")
			b.n("Colesterolo totale", "268", "mg/dL", "< 200")
			b.n("Colesterolo HDL", "38", "mg/dL", "> 45")
			s33Dilute(siDil, b.n("Trigliceridi", "1640", "mg/dL", "< 150"))
			b.panel("PROTEINE E INFIAMMAZIONE", "PROTEINE E INFIAMMAZIONE")
			b.n("Proteina C reattiva", "< 0,3", "mg/dL", "< 0,5")
			b.n("Procalcitonina", "< 0,05", "ng/mL", "< 0,50")
			b.panel("ORMONI E MARCATORI", "ORMONI E MARCATORI")
			b.n("TSH", "2,14", "µUI/mL", "0,35 - 4,94")
			b.n("Beta-hCG", "< 1,2", "mUI/mL", "< 5,0")
			s33Dilute(siDil, b.n("Ferritina", "2380", "ng/mL", "13 - 150"))
			b.n("Vitamina B12", "> 2000", "pg/mL", "187 - 883")
			return s33CmpCells(b.report(Meta{First: "Martina", Last: "Vatovec", DOB: "1971-05-19", Gender: "female",
				Lab: "Centro Diagnostico Capodistria", Collected: "2026-07-16", Reported: "2026-07-17", Specimen: "2607160352"}))
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Esame", "c1", nameCell}, {"", "c0", s33Cmp}, {"Risultato", "c2", s33Num}, {"", "c3", flagCell},
				{"Unità di misura", "c4", unitCell}, {"Valori di riferimento", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="6" fill="#0f6e8c"/>` +
				`<path d="M8 26 Q14 16 20 26 T32 26" stroke="#fff" stroke-width="3" fill="none"/><circle cx="20" cy="13" r="4" fill="#fff"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Centro Diagnostico Capodistria</div><div class="li">Diagnostični center Koper</div>` +
				`<div class="la">Laboratorio di analisi cliniche · Via dei Cappuccini 7 / Kapucinska ulica 7 · 6000 Koper – Capodistria · Slovenija · tel. +386 5 611 42 70</div></td>` +
				`<td class="acc">Direttore del laboratorio<br>Dr. Marko Bržan, spec. biochimica medica</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paziente</td><td class="v"><b>VATOVEC MARTINA</b></td><td class="k">N. richiesta</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Data di nascita</td><td class="v">` + date(m.DOB, "") + ` · Sesso: F</td><td class="k">Prelievo</td><td class="v">` + date(m.Collected, "") + ` ore 07:40</td></tr>` +
				`<tr><td class="k">EMŠO</td><td class="v">1905971505118</td><td class="k">Data referto</td><td class="v">` + date(m.Reported, "") + ` ore 11:15</td></tr>` +
				`<tr><td class="k">Medico richiedente</td><td class="v">Dr. Ivana Sancin, medicina generale, Isola</td><td class="k">Materiale</td><td class="v">siero, sangue intero EDTA</td></tr></table>` +
				`<div class="tt">REFERTO DI LABORATORIO</div>` +
				s33Table(r, "si", cols, s33Before(siDil, cols, "H")) +
				`<div class="ft">H: valore superiore, L: valore inferiore all'intervallo di riferimento. I segni &lt; e &gt; indicano un valore ` +
				`inferiore al limite di rilevabilità o superiore al limite di linearità del metodo.</div>` +
				`<table class="sg"><tr><td>Referto validato elettronicamente il ` + date(m.Reported, "") + ` alle 11:12</td>` +
				`<td class="rt"><span class="sig">Bržan</span><br>Dr. Marko Bržan</td></tr></table>` +
				`<div class="pgn">Pagina 1 di 1 · Centro Diagnostico Capodistria – Diagnostični center Koper</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.5pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 16mm}` +
				`.top{width:100%;border-bottom:1.5px solid #0f6e8c;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0f6e8c}.li{font-size:9pt;color:#0f6e8c;font-style:italic}.la{font-size:6.8pt;color:#444}` +
				`.acc{width:44mm;text-align:right;font-size:6.8pt;color:#555}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:1mm;border:0.5px solid #999}.pt td{padding:0.5mm 1.5mm}.pt .k{color:#555;width:17%}.pt .v{width:33%}` +
				`.tt{text-align:center;font-weight:bold;font-size:11pt;margin:2mm 0 1.5mm}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.8mm 1.3mm;border-bottom:1px solid #333;border-top:1px solid #333}` +
				`.sec td{font-weight:bold;font-size:8.8pt;padding:2.2mm 1.3mm 0.5mm;color:#0f6e8c}.r td{padding:0.45mm 1.3mm}` +
				`.note td{font-size:7pt;font-style:italic;color:#333;padding:0 1.3mm 0.5mm 6mm}.dil{font-size:7.4pt;color:#333}` +
				`.c1{width:34%}.c0{width:4%;text-align:center}.c2{width:11%;text-align:left;padding-left:2mm!important}` +
				`.c3{width:4%}.c4{width:15%}.c5{width:32%}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:4mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:14mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// azDelta is az_hast's change since the previous result (14.04.2026).
var azDelta = map[string]string{
	"WBC": "+%12", "RBC": "−%2", "HGB": "−%3", "HCT": "−%1", "MCV": "%0", "PLT": "+%9",
	"Açlık kan şekeri": "+%14", "Kreatinin": "+%6", "ALT": "+%38", "AST": "+%15", "GGT": "+%22",
	"Total kolesterol": "+%11", "LDL kolesterol": "+%16", "HDL kolesterol": "−%8", "Trigliserid": "+%27",
	"Ürik asit": "+%5", "TSH": "−%10", "HbA1c": "+%7",
}

// Azerbaijan: a Turkish private hospital in Baku reporting in Turkish, one
// A4 page (DejaVu Sans). Tetkik / Sonuç / (↑ ↓) / Önceki Sonuca Göre
// Değişim / Birim / Referans Aralığı: one-sided ranges written in Turkish
// words with the case suffix glued to the number by an apostrophe (class
// 143: "41'e kadar", "130'un altında", "40'ın üzerinde", "5'ten küçük");
// a column of the change since the previous result ("+%38", "−%8"), which
// is no result (class 144); decimal commas; dd.mm.yyyy. Also photographed
// close with a wide-angle lens, the page bowed by barrel distortion
// (class 149).
func azHast() *Layout {
	return &Layout{Name: "az_hast", Country: "AZ", Language: "tr", Classes: []int{6, 16, 143, 144, 149}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.1,
		Extra: []string{"barrel"}, Session: 33,
		Build: func() *Report {
			b := &builder{comma: true, high: "↑", low: "↓"}
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("WBC", "8,9", "10^3/µL", "4,5 - 11,0")
			b.n("RBC", "5,12", "10^6/µL", "4,5 - 5,9")
			b.n("HGB", "15,1", "g/dL", "13,5 - 17,5")
			b.n("HCT", "45,2", "%", "41 - 53")
			b.n("MCV", "88,3", "fL", "80 - 100")
			b.n("PLT", "268", "10^3/µL", "150 - 400")
			s33Tr(b, "Sedimantasyon", "22", "mm/saat", "20'ye kadar")
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Açlık kan şekeri", "118", "mg/dL", "70 - 100")
			s33Tr(b, "Üre", "34", "mg/dL", "50'ye kadar")
			b.n("Kreatinin", "1,08", "mg/dL", "0,7 - 1,2")
			s33Tr(b, "ALT", "62", "U/L", "41'e kadar")
			s33Tr(b, "AST", "38", "U/L", "40'a kadar")
			s33Tr(b, "GGT", "71", "U/L", "60'a kadar")
			s33Tr(b, "Total kolesterol", "236", "mg/dL", "200'ün altında")
			s33Tr(b, "LDL kolesterol", "158", "mg/dL", "130'un altında")
			s33Tr(b, "HDL kolesterol", "38", "mg/dL", "40'ın üzerinde")
			s33Tr(b, "Trigliserid", "212", "mg/dL", "150'nin altında")
			b.n("Ürik asit", "7,9", "mg/dL", "3,4 - 7,0")
			s33Tr(b, "CRP", "4,2", "mg/L", "5'ten küçük")
			b.panel("HORMON VE VİTAMİN", "HORMON VE VİTAMİN")
			b.n("TSH", "1,84", "mIU/L", "0,27 - 4,2")
			b.n("Vitamin B12", "188", "ng/L", "197 - 771")
			s33Tr(b, "25-OH Vitamin D", "14", "ng/mL", "30'un üzerinde")
			s33Tr(b, "HbA1c", "6,1", "%", "5,7'nin altında")
			return b.report(Meta{First: "Rauf", Last: "Hüseynov", DOB: "1979-09-02", Gender: "male",
				Lab: "Özel Hazar Şifa Hastanesi", Collected: "2026-07-14", Reported: "2026-07-14", Specimen: "2607140961"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Tetkik", "c1", nameCell}, {"Sonuç", "c2", valCell}, {"", "c3", flagCell},
				{"Önceki Sonuca Göre Değişim", "c6", s33Delta(azDelta)}, {"Birim", "c4", unitCell}, {"Referans Aralığı", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#b3182b"/>` +
				`<rect x="16" y="8" width="8" height="24" fill="#fff"/><rect x="8" y="16" width="24" height="8" fill="#fff"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">ÖZEL HAZAR ŞİFA HASTANESİ</div><div class="la">Merkez Laboratuvarı · Neftçilər prospekti 118, AZ1010 Bakı, Azərbaycan · Tel: +994 12 418 27 00</div></td>` +
				`<td class="acc">Laboratuvar Sorumlusu<br>Uz. Dr. Selin Aktaş</td></tr></table>` +
				`<div class="tt">LABORATUVAR SONUÇ RAPORU</div>` +
				`<table class="pt"><tr><td class="k">Hasta Adı Soyadı</td><td class="v">: <b>RAUF HÜSEYNOV</b></td><td class="k">Barkod No</td><td class="v">: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Doğum Tarihi</td><td class="v">: ` + date(m.DOB, "dmy.") + `</td><td class="k">Numune Alma Tarihi</td><td class="v">: ` + date(m.Collected, "dmy.") + ` 08:12</td></tr>` +
				`<tr><td class="k">Cinsiyet</td><td class="v">: Erkek</td><td class="k">Onay Tarihi</td><td class="v">: ` + date(m.Reported, "dmy.") + ` 15:47</td></tr>` +
				`<tr><td class="k">Protokol No</td><td class="v">: 418270</td><td class="k">Önceki Sonuç Tarihi</td><td class="v">: 14.04.2026</td></tr>` +
				`<tr><td class="k">İsteyen Hekim</td><td class="v">: Uz. Dr. Kemal Yıldız (Dahiliye)</td><td class="k">Numune Türü</td><td class="v">: Serum, Tam kan (EDTA)</td></tr></table>` +
				s33Table(r, "az", cols, nil) +
				`<div class="ft">↑ : referans aralığının üzerinde, ↓ : referans aralığının altında. Değişim sütunu, aynı tetkikin ` +
				`14.04.2026 tarihli önceki sonucuna göre yüzde farkı gösterir; sonuç değildir.</div>` +
				`<table class="sg"><tr><td>Elektronik olarak onaylanmıştır.</td>` +
				`<td class="rt"><span class="sig">S. Aktaş</span><br>Uz. Dr. Selin Aktaş<br>Tıbbi Biyokimya Uzmanı</td></tr></table>` +
				`<div class="pgn">Sayfa 1 / 1 · Özel Hazar Şifa Hastanesi Merkez Laboratuvarı</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:7.9pt;color:#121212}.pg{height:296mm;position:relative;padding:10mm 13mm 9mm 14mm}` +
				`.top{width:100%;border-bottom:2px solid #b3182b;margin-bottom:1.5mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:13pt;font-weight:bold;color:#b3182b}.la{font-size:6.6pt;color:#444}.acc{width:40mm;text-align:right;font-size:6.7pt;color:#555}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:1.5mm 0}` +
				`.pt{width:100%;font-size:7.7pt;margin-bottom:2mm;background:#f4f4f4}.pt td{padding:0.45mm 1.4mm}.pt .k{width:17%;color:#333}.pt .v{width:33%}` +
				`.rs{width:100%}.hd th{font-size:7.2pt;padding:0.7mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222;vertical-align:bottom}` +
				`.sec td{font-weight:bold;font-size:8.3pt;padding:2mm 1.2mm 0.5mm;color:#b3182b}.r td{padding:0.42mm 1.2mm;border-bottom:0.3px solid #e2e2e2}` +
				`.c1{width:28%}.c2{width:10%;text-align:right}.c3{width:4%;text-align:center}.c6{width:15%;text-align:center!important;color:#555}` +
				`.c4{width:12%}.c5{width:31%}` +
				`.ft{margin-top:3mm;font-size:6.9pt;color:#333}.sg{width:100%;margin-top:4mm;font-size:7.5pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:14pt;color:#1b2d6b}.pgn{position:absolute;left:14mm;right:13mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// ugTicks are ug_lab's ticked results (class 146).
var ugTicks = map[string][]string{}

// Uganda: a private medical laboratory in Kampala (English, in the older
// British style), one A4 page (Liberation Serif headings, Liberation
// Sans). Decimals written with a raised dot (class 145: "11·8", "4·0 –
// 10·0", "0·33 L/L"); the serology and parasitology results printed as
// ticked boxes among the printed options (class 146: "☑ Seen ☐ Not seen");
// Test / Result / Flag / Units / Reference Range; H / L; ×10⁹/L; dd/mm/yyyy.
// Also scanned with the scanner's lid left open (class 150).
func ugLab() *Layout {
	return &Layout{Name: "ug_lab", Country: "UG", Language: "en", Classes: []int{13, 145, 146, 150}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.6,
		Extra: []string{"lidopen"}, Session: 33,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - FULL BLOOD COUNT", "FULL BLOOD COUNT")
			s33Dot(b, "White cell count", "11·8", "×10⁹/L", "4·0 – 10·0")
			s33Dot(b, "Neutrophils", "8·9", "×10⁹/L", "2·0 – 7·5")
			s33Dot(b, "Lymphocytes", "2·1", "×10⁹/L", "1·0 – 4·0")
			s33Dot(b, "Haemoglobin", "10·6", "g/dL", "12·0 – 16·0")
			s33Dot(b, "Haematocrit", "0·33", "L/L", "0·36 – 0·46")
			s33Dot(b, "MCV", "74·2", "fL", "80·0 – 100·0")
			s33Dot(b, "MCH", "23·9", "pg", "27·0 – 32·0")
			s33Dot(b, "Platelets", "412", "×10⁹/L", "150 – 400")
			s33Dot(b, "ESR (Westergren)", "38", "mm/hr", "0 – 20")
			b.panel("CLINICAL CHEMISTRY", "CLINICAL CHEMISTRY")
			s33Dot(b, "Urea", "4·6", "mmol/L", "2·5 – 7·8")
			s33Dot(b, "Creatinine", "71", "µmol/L", "45 – 90")
			s33Dot(b, "Sodium", "136", "mmol/L", "135 – 145")
			s33Dot(b, "Potassium", "3·3", "mmol/L", "3·5 – 5·1")
			s33Dot(b, "Random blood glucose", "6·2", "mmol/L", "3·9 – 7·8")
			s33Dot(b, "ALT", "24", "U/L", "0 – 33")
			s33Dot(b, "Total bilirubin", "12·4", "µmol/L", "0·0 – 21·0")
			b.panel("SEROLOGY AND PARASITOLOGY", "SEROLOGY AND PARASITOLOGY")
			s33Tick(b, ugTicks, "Malaria parasites (blood smear)", []string{"Seen", "Not seen"}, 0, "Not seen")
			s33Tick(b, ugTicks, "Malaria RDT (Pf/Pan)", []string{"Positive", "Negative"}, 0, "Negative")
			s33Tick(b, ugTicks, "Hepatitis B surface antigen", []string{"Positive", "Negative"}, 1, "Negative")
			s33Tick(b, ugTicks, "Syphilis (RPR)", []string{"Reactive", "Non-reactive"}, 1, "Non-reactive")
			s33Tick(b, ugTicks, "Urine pregnancy test (hCG)", []string{"Positive", "Negative"}, 1, "Negative")
			s33Tick(b, ugTicks, "H. pylori stool antigen", []string{"Positive", "Negative"}, 1, "Negative")
			return b.report(Meta{First: "Grace", Last: "Ssebuliba", DOB: "1993-02-08", Gender: "female",
				Lab: "Kololo Hill Medical Laboratory", Collected: "2026-07-13", Reported: "2026-07-13", Specimen: "KHL/26/07/1184"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test", "c1", nameCell}, {"Result", "c2", s33TickCell(ugTicks, valCell)}, {"Flag", "c3", flagCell},
				{"Units", "c4", unitCell}, {"Reference Range", "c5", rangeCell}}
			body := `<div class="pg"><div class="ln">KOLOLO HILL MEDICAL LABORATORY</div>` +
				`<div class="la">Plot 14 Kololo Hill Drive · P.O. Box 41827, Kampala, Uganda · Tel. +256 414 418 270 · Accredited member of the Uganda Medical Laboratory Network</div>` +
				`<div class="tt">LABORATORY REPORT</div>` +
				`<table class="pt"><tr><td class="k">Patient</td><td class="v"><b>Ms Grace SSEBULIBA</b></td><td class="k">Lab No.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Date of birth</td><td class="v">` + date(m.DOB, "") + ` &nbsp; Sex: F</td><td class="k">Collected</td><td class="v">` + date(m.Collected, "") + ` 09:05</td></tr>` +
				`<tr><td class="k">Clinician</td><td class="v">Dr. P. Okello, Kololo Family Clinic</td><td class="k">Reported</td><td class="v">` + date(m.Reported, "") + ` 16:30</td></tr>` +
				`<tr><td class="k">Clinical notes</td><td class="v">Fever 4 days, epigastric pain</td><td class="k">Specimen</td><td class="v">Blood (EDTA, plain), urine, stool</td></tr></table>` +
				table(r, "ug", cols, false) +
				`<div class="ft">Results outside the reference range are flagged H (high) or L (low). Qualitative results: the ticked box (☑) is the result.</div>` +
				`<table class="sg"><tr><td>Performed by: J. Mugisha, Medical Laboratory Technologist</td>` +
				`<td class="rt"><span class="sig">A. Namutebi</span><br>Checked and authorised: Dr. A. Namutebi, Pathologist</td></tr></table>` +
				`<div class="pgn">Page 1 of 1 · End of report</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.8pt;color:#111}.pg{height:296mm;position:relative;padding:11mm 15mm 9mm 16mm}` +
				`.ln{font-family:"Liberation Serif";font-size:17pt;font-weight:bold;text-align:center;color:#1c3d6e}` +
				`.la{font-size:7pt;text-align:center;color:#333;border-bottom:1.2px solid #1c3d6e;padding-bottom:1.5mm}` +
				`.tt{font-family:"Liberation Serif";text-align:center;font-weight:bold;font-size:11.5pt;margin:2.5mm 0 1.5mm}` +
				`.pt{width:100%;font-size:8.4pt;margin-bottom:2mm}.pt td{padding:0.45mm 1.4mm}.pt .k{width:15%;color:#444}.pt .v{width:35%}` +
				`.rs{width:100%}.hd th{font-size:8.2pt;padding:0.9mm 1.4mm;border-top:1.2px solid #111;border-bottom:1.2px solid #111}` +
				`.sec td{font-family:"Liberation Serif";font-weight:bold;font-size:9.6pt;padding:2.5mm 1.4mm 0.6mm;text-decoration:underline}` +
				`.r td{padding:0.55mm 1.4mm}.c1{width:31%}.c2{width:25%}.c3{width:6%}.c4{width:12%}.c5{width:26%}` +
				`.bx{font-family:"DejaVu Sans";font-size:10pt}.tk{white-space:nowrap}` +
				`.ft{margin-top:3mm;font-size:7.4pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:15mm;bottom:6mm;text-align:center;font-size:7pt;color:#666}`
			return page("A4", css, body)
		}}
}

// tlOGTT is tl_lab's oral glucose tolerance test (class 147): one line per
// time point, glucose and insulin across with a range each ("" = none,
// printed "—").
var tlOGTT = []struct{ Time, Glu, GluRange, Ins, InsRange string }{
	{"Basal", "104", "70 - 99", "18,2", "2,6 - 24,9"},
	{"30 min", "168", "", "96,4", ""},
	{"60 min", "192", "", "142,0", ""},
	{"120 min", "156", "inferior a 140", "118,5", ""},
}

const tlGrid = "PROVA DE TOLERÂNCIA À GLICOSE ORAL"

// Timor-Leste: a private clinical laboratory in Dili (Portuguese), two A4
// pages (Liberation Sans). Page 1: Exame / Resultado / Unidade / Valores de
// referência, no flags (abnormal values bold, class 21), counts per mm³ with
// dots grouping thousands, `até` and `inferior a` (class 59); page 2: the
// oral glucose tolerance test printed as a grid, the time points down and
// glucose and insulin across, each with its own range column (class 147),
// then three further rows. Decimal commas; dd/mm/yyyy. Also photographed
// with both pages laid side by side on the desk (class 151).
func tlLab() *Layout {
	return &Layout{Name: "tl_lab", Country: "TL", Language: "pt", Classes: []int{6, 21, 59, 147, 151}, ScanDPI: 150, PDFDPI: 200, Rotate: 1.2,
		Extra: []string{"spread"}, Session: 33,
		Build: func() *Report {
			b := &builder{comma: true}
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			b.n("Eritrócitos", "4,02", "milhões/mm³", "4,50 - 5,90")
			b.n("Hemoglobina", "12,4", "g/dL", "13,5 - 17,5")
			b.n("Hematócrito", "37,6", "%", "41,0 - 53,0")
			b.n("VCM", "93,5", "fL", "80,0 - 100,0")
			b.n("HCM", "30,8", "pg", "27,0 - 33,0")
			b.n("Leucócitos", "6.800", "/mm³", "4.000 - 10.000")
			b.n("Neutrófilos", "4.150", "/mm³", "1.800 - 7.500")
			b.n("Linfócitos", "1.980", "/mm³", "1.000 - 4.000")
			b.n("Eosinófilos", "520", "/mm³", "até 500")
			b.n("Plaquetas", "188.000", "/mm³", "150.000 - 450.000")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glicose em jejum", "104", "mg/dL", "70 - 99")
			b.n("Ureia", "31", "mg/dL", "15 - 45")
			b.n("Creatinina", "1,02", "mg/dL", "0,70 - 1,30")
			b.n("Ácido úrico", "6,1", "mg/dL", "3,5 - 7,2")
			b.n("Colesterol total", "214", "mg/dL", "inferior a 190")
			b.n("Triglicéridos", "168", "mg/dL", "inferior a 150")
			b.n("ALT", "29", "U/L", "até 41")
			b.n("AST", "24", "U/L", "até 40")
			b.newPage(tlGrid, tlGrid)
			for _, t := range tlOGTT {
				b.n("Glicose "+t.Time, t.Glu, "mg/dL", t.GluRange)
				b.n("Insulina "+t.Time, t.Ins, "µUI/mL", t.InsRange)
			}
			b.panel("OUTROS EXAMES", "OUTROS EXAMES")
			b.n("Hemoglobina glicada (HbA1c)", "6,0", "%", "4,0 - 5,6")
			b.n("Peptídeo C", "3,1", "ng/mL", "1,1 - 4,4")
			b.n("TSH", "2,05", "µUI/mL", "0,35 - 4,94")
			return b.report(Meta{First: "Agostinho", Last: "da Costa Belo", DOB: "1968-10-24", Gender: "male",
				Lab: "Laboratório Clínico Lafaek", Collected: "2026-07-15", Reported: "2026-07-16", Specimen: "LCL-26-03177"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Exame", "c1", nameCell}, {"Resultado", "c2", valCell}, {"Unidade", "c4", unitCell}, {"Valores de referência", "c5", rangeCell}}
			head := func(pg int) string {
				return `<table class="top"><tr><td><div class="ln">Laboratório Clínico Lafaek</div>` +
					`<div class="la">Rua de Caicoli, n.º 27 · Díli · Timor-Leste · Tel. +670 331 4182 · Director técnico: Dr. Júlio Soares Ximenes</div></td>` +
					fmt.Sprintf(`<td class="acc">Processo n.º <b>%s</b><br>Página %d de 2</td></tr></table>`, m.Specimen, pg) +
					`<table class="pt"><tr><td class="k">Nome</td><td class="v"><b>Agostinho DA COSTA BELO</b></td><td class="k">Data da colheita</td><td class="v">` + date(m.Collected, "") + ` 07:30</td></tr>` +
					`<tr><td class="k">Data de nascimento</td><td class="v">` + date(m.DOB, "") + ` · Masculino</td><td class="k">Data do relatório</td><td class="v">` + date(m.Reported, "") + `</td></tr>` +
					`<tr><td class="k">Médico</td><td class="v">Dra. Filomena Guterres</td><td class="k">Proveniência</td><td class="v">Consulta externa</td></tr></table>`
			}
			var p1, p2 []*Section
			for _, s := range r.Sections {
				if s.Title == tlGrid || len(p2) > 0 {
					p2 = append(p2, s)
				} else {
					p1 = append(p1, s)
				}
			}
			grid := p2[0].Rows
			cell := func(x *Row, rng string) string {
				if rng == "" {
					rng = "—"
				}
				return `<td class="gv">` + valCell(x) + `</td><td class="gr">` + esc(rng) + `</td>`
			}
			g := `<div class="gt">` + esc(tlGrid) + `</div><div class="gs">Sobrecarga oral com 75 g de glicose anidra · colheitas aos 0, 30, 60 e 120 minutos</div>` +
				`<table class="grid"><tr class="hd"><th>Tempo</th><th>Glicose (mg/dL)</th><th>Referência</th><th>Insulina (µUI/mL)</th><th>Referência</th></tr>`
			for i, t := range tlOGTT {
				g += `<tr class="r"><td class="gt0">` + esc(t.Time) + `</td>` + cell(grid[2*i], t.GluRange) + cell(grid[2*i+1], t.InsRange) + `</tr>`
			}
			g += `</table><div class="gn">Interpretação (OMS): glicose às 2 horas de 140 a 199 mg/dL – tolerância diminuída à glicose; 200 mg/dL ou mais – diabetes.</div>`
			body := `<div class="pg">` + head(1) + `<div class="tt">RELATÓRIO DE ANÁLISES CLÍNICAS</div>` +
				table(&Report{Sections: p1}, "tl", cols, false) +
				`<div class="ft">Valores fora do intervalo de referência impressos a negrito. Continua na página 2.</div></div>` +
				`<div class="pg pb">` + head(2) + g +
				table(&Report{Sections: p2[1:]}, "tl", cols, false) +
				`<table class="sg"><tr><td>Validado em ` + date(m.Reported, "") + `</td><td class="rt"><span class="sig">J. Ximenes</span><br>Dr. Júlio Soares Ximenes<br>Patologista clínico</td></tr></table></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.8pt;color:#131313}.pg{height:296mm;position:relative;padding:11mm 16mm 10mm 17mm}` +
				`.top{width:100%;border-bottom:1.5px solid #2e7d32;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#2e7d32}.la{font-size:6.9pt;color:#444}.acc{width:42mm;text-align:right;font-size:7.6pt}` +
				`.pt{width:100%;font-size:8.3pt;margin-bottom:2mm}.pt td{padding:0.45mm 1.4mm}.pt .k{width:18%;color:#555}.pt .v{width:32%}` +
				`.tt{text-align:center;font-weight:bold;font-size:11pt;margin:2mm 0}` +
				`.rs{width:100%;margin-bottom:2mm}.hd th{font-size:8pt;padding:0.8mm 1.4mm;border-bottom:1px solid #2e7d32;color:#2e7d32}` +
				`.sec td{font-weight:bold;font-size:9.2pt;padding:2.4mm 1.4mm 0.6mm}.r td{padding:0.5mm 1.4mm}` +
				`.c1{width:38%}.c2{width:16%;text-align:right;padding-right:5mm!important}.c4{width:16%}.c5{width:30%}` +
				`.gt{font-weight:bold;font-size:9.6pt;margin-top:4mm}.gs{font-size:7.4pt;color:#555;margin-bottom:1.5mm}` +
				`.grid{width:100%;margin-bottom:1.5mm}.grid th,.grid td{border:0.6px solid #888;padding:0.8mm 1.6mm}.grid th{background:#eef5ee;color:#2e7d32}` +
				`.gt0{font-weight:bold;width:16%}.gv{text-align:right;width:17%}.gr{width:21%;color:#333}` +
				`.gn{font-size:7.2pt;color:#333;margin-bottom:3mm}.ft{margin-top:3mm;font-size:7.2pt;color:#333}` +
				`.sg{width:100%;margin-top:6mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}`
			return page("A4", css, body)
		}}
}
