package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Session 35 family: five layouts written blind in session 35. kr_hosp,
// mk_hast, cd_lab and cu_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s35_held.go, which a tuner must not
// open.

// s35Round drops the float noise of a sum (7.40 - 0.05 = 7.35, not
// 7.3500000000000005).
func s35Round(f float64) float64 {
	if math.IsNaN(f) {
		return f
	}
	return math.Round(f*1e6) / 1e6
}

// s35Num reads a printed number with its sign ("-9,4", "−9,4"), the comma
// the decimal point where comma is set.
func s35Num(s string, comma bool) float64 {
	s = strings.TrimSpace(strings.ReplaceAll(s, "−", "-"))
	if comma {
		s = strings.ReplaceAll(strings.ReplaceAll(s, ".", ""), ",", ".")
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic("s35: number " + s)
	}
	return f
}

// s35TildeBounds reads a range written with a tilde between its bounds
// (class 163): "4.0~10.0" is 4 to 10, "~40" (nothing before the tilde) is
// up to 40, "60~" (nothing after it) is 60 and above.
func s35TildeBounds(rng string, comma bool) (lo, hi float64) {
	l, h, ok := strings.Cut(rng, "~")
	if !ok {
		panic("s35: no tilde in " + rng)
	}
	lo, hi = none, none
	if strings.TrimSpace(l) != "" {
		lo = s35Num(l, comma)
	}
	if strings.TrimSpace(h) != "" {
		hi = s35Num(h, comma)
	}
	if math.IsNaN(lo) && math.IsNaN(hi) {
		panic("s35: empty tilde range")
	}
	return lo, hi
}

// s35Tilde adds a numeric row whose range is written with a tilde (class
// 163).
func s35Tilde(b *builder, name, value, unit, rng string) *Row {
	lo, hi := s35TildeBounds(rng, b.comma)
	return b.nr(name, value, unit, rng, lo, hi)
}

// s35PMBounds reads a range written as a centre and a deviation (class
// 166): "7,40 ± 0,05" is 7.35 to 7.45, "0 ± 2" is -2 to 2.
func s35PMBounds(rng string, comma bool) (lo, hi float64) {
	c, d, ok := strings.Cut(rng, "±")
	if !ok {
		panic("s35: no ± in " + rng)
	}
	cv, dv := s35Num(c, comma), s35Num(d, comma)
	return s35Round(cv - dv), s35Round(cv + dv)
}

// s35PM adds a row whose range is written as a centre ± a deviation (class
// 166); the value may be signed ("-9,4" against "0 ± 2"), so the flag and
// the interpretation are read with its sign.
func s35PM(b *builder, name, value, unit, rng string) *Row {
	lo, hi := s35PMBounds(rng, b.comma)
	r := b.nr(name, value, unit, rng, lo, hi)
	v := s35Num(value, b.comma)
	r.Interp, r.Flag = "normal", ""
	switch {
	case v > hi:
		r.Interp, r.Flag = "abnormal", b.high
	case v < lo:
		r.Interp, r.Flag = "abnormal", b.low
	}
	return r
}

// s35FlagFirst is the flag column of class 164, printed at the left margin
// before the test name.
func s35FlagFirst(r *Row) string {
	if r.Flag == "" {
		return ""
	}
	return "<b>" + esc(r.Flag) + "</b>"
}

// s35Runs gives, for each row of a section, how many rows its merged unit
// cell spans (class 167): the first row of a run of two or more
// consecutive numeric rows with the same unit spans the run, the other
// rows of the run 0 (no unit cell of their own), every other row 1.
func s35Runs(rows []*Row) []int {
	span := make([]int, len(rows))
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && rows[i].Unit != "" && rows[j].Unit == rows[i].Unit && rows[j].Type == rows[i].Type && rows[i].Type == "numeric" {
			j++
		}
		span[i] = j - i
		i = j
	}
	return span
}

// s35Table prints the sections as one result table, each section under a
// title row. With merge set, the cell of the column whose class is "cu"
// (the unit) is merged down a run of consecutive rows that share their unit
// and printed once, in the middle of the run (class 167).
func s35Table(rep *Report, class string, cols []col, merge bool) string {
	var b strings.Builder
	b.WriteString(`<table class="rs ` + class + `">` + headRow(cols))
	for _, s := range rep.Sections {
		if s.Title != "" {
			fmt.Fprintf(&b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
		}
		span := s35Runs(s.Rows)
		for i, r := range s.Rows {
			b.WriteString(`<tr class="r">`)
			for _, c := range cols {
				if merge && c.class == "cu" {
					switch {
					case span[i] == 0:
						continue
					case span[i] > 1:
						fmt.Fprintf(&b, `<td class="cu mg" rowspan="%d">%s</td>`, span[i], c.cell(r))
						continue
					}
				}
				b.WriteString(`<td class="` + c.class + `">` + c.cell(r) + `</td>`)
			}
			b.WriteString(`</tr>`)
		}
	}
	b.WriteString(`</table>`)
	return b.String()
}

// s35Watermark is a diagonal watermark written as text (class 165): large,
// light and turned across the page over the results, so its letters are in
// the text layer with the rows.
func s35Watermark(word, top string) string {
	return `<div class="wm" style="top:` + top + `">` + esc(word) + `</div>`
}

// s35WatermarkCSS styles s35Watermark on a page of width w.
func s35WatermarkCSS(w string) string {
	return `.wm{position:absolute;left:0;width:` + w + `;text-align:center;transform:rotate(-33deg);font-family:"Liberation Sans";` +
		`font-size:104pt;font-weight:bold;letter-spacing:6pt;color:rgba(120,120,120,0.17);z-index:5;white-space:nowrap}`
}

// South Korea: the Department of Laboratory Medicine of a university
// hospital in Seoul, the English report a foreign or Korean patient asks
// for, one A4 page (Liberation Sans). (flag) / Test Name / Result / Unit /
// Reference Range: the flag H or L printed at the left margin before the
// test name (class 164); every range written with a tilde between its
// bounds, no spaces (4.0~10.0), one-sided ones with nothing before or after
// the tilde (~40 up to 40, 40~ from 40 on, class 163); x10^3/uL (class 13);
// dates yyyy-mm-dd. Also photographed from across the room with the phone's
// digital zoom (class 169).
func krHosp() *Layout {
	return &Layout{Name: "kr_hosp", Country: "KR", Language: "en", Classes: []int{13, 163, 164, 169}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.9,
		Extra: []string{"zoom"}, Session: 35,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			t := func(name, value, unit, rng string) *Row { return s35Tilde(b, name, value, unit, rng) }
			b.panel("HEMATOLOGY", "HEMATOLOGY")
			t("WBC", "11.8", "x10^3/uL", "4.0~10.0")
			t("RBC", "4.21", "x10^6/uL", "4.20~6.30")
			t("Hemoglobin", "12.9", "g/dL", "13.0~17.0")
			t("Hematocrit", "38.6", "%", "39.0~52.0")
			t("MCV", "91.7", "fL", "81.0~96.0")
			t("MCH", "30.6", "pg", "27.0~33.0")
			t("Platelet", "156", "x10^3/uL", "130~400")
			t("Neutrophil", "78.4", "%", "40.0~74.0")
			t("Lymphocyte", "14.2", "%", "19.0~48.0")
			t("ESR", "28", "mm/hr", "0~15")
			b.panel("CHEMISTRY", "CHEMISTRY")
			t("Glucose (Fasting)", "118", "mg/dL", "70~110")
			t("BUN", "14.2", "mg/dL", "8.0~23.0")
			t("Creatinine", "0.94", "mg/dL", "0.70~1.20")
			t("eGFR (CKD-EPI)", "94", "mL/min/1.73m2", "60~")
			t("AST (GOT)", "68", "U/L", "~40")
			t("ALT (GPT)", "91", "U/L", "~40")
			t("Alkaline Phosphatase", "88", "U/L", "40~129")
			t("r-GTP", "142", "U/L", "11~63")
			t("Total Bilirubin", "1.4", "mg/dL", "0.2~1.2")
			t("Albumin", "4.1", "g/dL", "3.5~5.2")
			t("CRP", "0.84", "mg/dL", "~0.50")
			b.panel("LIPID", "LIPID")
			t("Total Cholesterol", "212", "mg/dL", "~199")
			t("Triglyceride", "186", "mg/dL", "~149")
			t("HDL Cholesterol", "38", "mg/dL", "40~")
			t("LDL Cholesterol (Calc.)", "137", "mg/dL", "~129")
			b.panel("SEROLOGY", "SEROLOGY")
			b.q("HBs Ag", "Negative", "Negative", true)
			b.q("Anti-HCV", "Negative", "Negative", true)
			return b.report(Meta{First: "Ji-hoon", Last: "Park", DOB: "1979-03-08", Gender: "male",
				Lab: "Hanmaeum University Hospital", Collected: "2026-07-14", Reported: "2026-07-14", Specimen: "2607141083"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"", "c0", s35FlagFirst}, {"Test Name", "c1", nameCell}, {"Result", "c2", valCell},
				{"Unit", "c4", unitCell}, {"Reference Range", "c5", rangeCell}}
			logo := `<svg width="14mm" height="14mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1d4e89"/>` +
				`<path d="M8 24 Q20 6 32 24" stroke="#fff" stroke-width="3" fill="none"/><circle cx="20" cy="27" r="4" fill="#e8b020"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">HANMAEUM UNIVERSITY HOSPITAL</div><div class="li">Department of Laboratory Medicine</div>` +
				`<div class="la">101 Daehak-ro 7-gil, Jongno-gu, Seoul 03080, Republic of Korea · Tel. +82-2-740-4418 · Accredited by the Korean Society for Laboratory Medicine</div></td>` +
				`<td class="acc">LABORATORY TEST REPORT<br><span>(English)</span></td></tr></table>` +
				`<table class="pt"><tr><td class="k">Name</td><td class="v"><b>PARK, Ji-hoon</b></td><td class="k">Reg. No.</td><td class="v">30481726</td>` +
				`<td class="k">Specimen No.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Sex / Age</td><td class="v">M / 47</td><td class="k">Date of Birth</td><td class="v">` + m.DOB + `</td>` +
				`<td class="k">Department</td><td class="v">Gastroenterology</td></tr>` +
				`<tr><td class="k">Physician</td><td class="v">Lee Min-jae, M.D.</td><td class="k">Collected</td><td class="v">` + m.Collected + ` 08:31</td>` +
				`<td class="k">Reported</td><td class="v">` + m.Reported + ` 14:06</td></tr></table>` +
				s35Table(r, "kr", cols, false) +
				`<div class="ft">H: higher than the reference range, L: lower than the reference range. Reference ranges are those of adult males.</div>` +
				`<table class="sg"><tr><td>Verified by: Choi Eun-ji, MT</td>` +
				`<td class="rt"><span class="sig">Kang S.W.</span><br>Kang Seung-woo, M.D., Ph.D.<br>Department of Laboratory Medicine</td></tr></table>` +
				`<div class="pgn">Page 1 / 1 · This report was issued at the patient's request.</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.7pt;color:#121212}.pg{height:296mm;position:relative;padding:10mm 15mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #1d4e89;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:17mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#1d4e89}.li{font-size:8.6pt;color:#1d4e89}.la{font-size:6.6pt;color:#444}` +
				`.acc{width:44mm;text-align:right;font-weight:bold;font-size:9.5pt;color:#1d4e89}.acc span{font-weight:normal;font-size:7.5pt;color:#555}` +
				`.pt{width:100%;font-size:8pt;margin-bottom:2.5mm;border:0.6px solid #8aa;background:#f4f7fb}.pt td{padding:0.55mm 1.4mm}.pt .k{color:#444;width:12%}.pt .v{width:21%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:8pt;padding:0.9mm 1.4mm;background:#dfe8f3;border-top:1px solid #222;border-bottom:1px solid #222}` +
				`.sec td{font-weight:bold;font-size:8.6pt;padding:2.1mm 1.4mm 0.5mm;color:#1d4e89}.r td{padding:0.5mm 1.4mm;border-bottom:0.3px solid #e3e3e3}` +
				`.c0{width:5%;text-align:center;color:#b00}.c1{width:33%}.c2{width:13%;text-align:right;padding-right:4mm!important}.c4{width:17%}.c5{width:32%}` +
				`.ft{margin-top:3mm;font-size:7.1pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:15mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// North Macedonia: the central laboratory of a Turkish private hospital in
// Skopje reporting in Turkish, one A4 page (DejaVu Sans). Tetkik Adı /
// Sonuç / (flag) / Birim / Referans Aralığı: where consecutive rows share
// their unit the unit cell is merged down them and the unit printed once,
// in the middle of the run (class 167: the four absolute leucocyte counts,
// the four mg/dL, the four U/L, the three mmol/L rows); H / L; decimal
// commas; dd.mm.yyyy. Also photographed through a greasy fingerprint on the
// phone's lens (class 168).
func mkHast() *Layout {
	return &Layout{Name: "mk_hast", Country: "MK", Language: "tr", Classes: []int{6, 167, 168}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.8,
		Extra: []string{"smudge"}, Session: 35,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("WBC (Lökosit)", "7,84", "10^3/µL", "4,5 - 11,0")
			b.n("NEU# (Nötrofil)", "4,92", "10^3/µL", "2,0 - 7,0")
			b.n("LYM# (Lenfosit)", "2,21", "10^3/µL", "1,0 - 4,8")
			b.n("MONO# (Monosit)", "0,52", "10^3/µL", "0,2 - 0,9")
			b.n("RBC (Eritrosit)", "4,02", "10^6/µL", "4,20 - 5,40")
			b.n("HGB (Hemoglobin)", "11,4", "g/dL", "12,0 - 16,0")
			b.n("HCT (Hematokrit)", "35,1", "%", "37,0 - 47,0")
			b.n("MCV", "87,3", "fL", "80,0 - 100,0")
			b.n("PLT (Trombosit)", "318", "10^3/µL", "150 - 400")
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Glukoz (açlık)", "96", "mg/dL", "74 - 106")
			b.n("Üre", "28", "mg/dL", "17 - 43")
			b.n("Kreatinin", "0,71", "mg/dL", "0,51 - 0,95")
			b.n("Ürik asit", "4,2", "mg/dL", "2,4 - 5,7")
			b.n("Alanin aminotransferaz (ALT)", "22", "U/L", "0 - 33")
			b.n("Aspartat aminotransferaz (AST)", "19", "U/L", "0 - 32")
			b.n("Gama glutamil transferaz (GGT)", "14", "U/L", "5 - 36")
			b.n("Alkalen fosfataz (ALP)", "71", "U/L", "35 - 105")
			b.n("Sodyum (Na)", "139", "mmol/L", "136 - 145")
			b.n("Potasyum (K)", "4,4", "mmol/L", "3,5 - 5,1")
			b.n("Klorür (Cl)", "104", "mmol/L", "98 - 107")
			b.n("Kalsiyum (Ca)", "9,3", "mg/dL", "8,6 - 10,2")
			b.panel("DEMİR PROFİLİ VE VİTAMİNLER", "DEMİR PROFİLİ VE VİTAMİNLER")
			b.n("Demir (Fe)", "38", "µg/dL", "50 - 170")
			b.n("Total demir bağlama kapasitesi", "412", "µg/dL", "250 - 450")
			b.n("Ferritin", "6,2", "ng/mL", "13 - 150")
			b.n("Vitamin B12", "286", "pg/mL", "197 - 771")
			b.n("Folik asit", "5,8", "ng/mL", "3,9 - 26,8")
			return b.report(Meta{First: "Nermin", Last: "Selimovska", DOB: "1984-05-22", Gender: "female",
				Lab: "Özel Vardar Şifa Hastanesi", Collected: "2026-07-15", Reported: "2026-07-15", Specimen: "2607150214"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Tetkik Adı", "c1", nameCell}, {"Sonuç", "c2", valCell}, {"", "c3", flagCell},
				{"Birim", "cu", unitCell}, {"Referans Aralığı", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><path d="M20 3 L36 12 V28 L20 37 L4 28 V12 Z" fill="#8a1538"/>` +
				`<path d="M20 11 V29 M11 20 H29" stroke="#fff" stroke-width="4.5"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">ÖZEL VARDAR ŞİFA HASTANESİ</div><div class="li">Merkez Laboratuvarı</div>` +
				`<div class="la">Bul. Partizanski Odredi No: 64, 1000 Üsküp / Kuzey Makedonya · Tel: +389 2 3094 418 · www.vardarsifa.mk</div></td>` +
				`<td class="acc">LABORATUVAR<br>SONUÇ RAPORU</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Hasta Adı Soyadı</td><td class="v"><b>Nermin SELİMOVSKA</b></td><td class="k">Barkod No</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Doğum Tarihi</td><td class="v">` + date(m.DOB, "dmy.") + ` · Cinsiyet: Kadın</td><td class="k">Hasta No</td><td class="v">0041827</td></tr>` +
				`<tr><td class="k">İsteyen Hekim</td><td class="v">Uz. Dr. Aydın Bajrami (Dahiliye)</td><td class="k">Numune</td><td class="v">Serum, tam kan (EDTA)</td></tr>` +
				`<tr><td class="k">Numune Alma</td><td class="v">` + date(m.Collected, "dmy.") + ` 08:24</td><td class="k">Onay Tarihi</td><td class="v">` + date(m.Reported, "dmy.") + ` 12:51</td></tr></table>` +
				s35Table(r, "mk", cols, true) +
				`<div class="ft">H: referans aralığının üzerinde, L: referans aralığının altında. Referans aralıkları yetişkin kadınlar içindir.</div>` +
				`<table class="sg"><tr><td>Elektronik olarak onaylanmıştır.</td>` +
				`<td class="rt"><span class="sig">S. Memeti</span><br>Uz. Dr. Selda Memeti<br>Tıbbi Biyokimya Uzmanı</td></tr></table>` +
				`<div class="pgn">Sayfa 1 / 1 · Sonuçlar yalnızca incelenen numuneye aittir.</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:8pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #8a1538;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:13.5pt;font-weight:bold;color:#8a1538}.li{font-size:8.4pt;color:#8a1538}.la{font-size:6.5pt;color:#444}` +
				`.acc{width:36mm;text-align:right;font-weight:bold;font-size:9pt;color:#8a1538}` +
				`.pt{width:100%;font-size:7.7pt;margin-bottom:2.5mm;background:#f6f1f3}.pt td{padding:0.5mm 1.4mm}.pt .k{width:16%;color:#333}.pt .v{width:34%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:7.5pt;padding:0.8mm 1.3mm;border-top:1px solid #222;border-bottom:1px solid #222}` +
				`.sec td{font-weight:bold;font-size:8.2pt;padding:2.2mm 1.3mm 0.6mm;color:#8a1538;border-bottom:0.6px solid #8a1538}` +
				`.r td{padding:0.6mm 1.3mm;border-bottom:0.3px solid #ddd}.cu.mg{vertical-align:middle;border-left:0.6px solid #999;border-right:0.6px solid #999;background:#faf7f8}` +
				`.c1{width:38%}.c2{width:11%;text-align:right;padding-right:3mm!important}.c3{width:4%}.cu{width:14%}.c5{width:33%}` +
				`.ft{margin-top:3mm;font-size:6.9pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.5pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:14pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// DR Congo: the laboratory of a private clinic in Kinshasa, the duplicate
// of an intensive-care patient's report handed to the family, one A4 page
// (Liberation Sans). Analyse / Résultat / Unité / Valeurs de référence: the
// word DUPLICATA written diagonally across the results as text, so its
// letters are in the text layer among the rows (class 165); the arterial
// blood gases with their ranges written as a centre and a deviation (7,40
// ± 0,05; 0 ± 2 for the base excess, whose result is negative, class 166);
// no flags, abnormal results in bold (class 21); g/L, mg/L; decimal commas;
// dd/mm/yyyy. Also scanned in colour after water dripped on the inkjet
// copy and made its ink run (class 170).
func cdLab() *Layout {
	return &Layout{Name: "cd_lab", Country: "CD", Language: "fr", Classes: []int{6, 21, 165, 166, 170}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7,
		Extra: []string{"wet"}, Session: 35,
		Build: func() *Report {
			b := &builder{comma: true}
			pm := func(name, value, unit, rng string) *Row { return s35PM(b, name, value, unit, rng) }
			b.panel("HÉMATOLOGIE", "HÉMATOLOGIE")
			b.n("Globules blancs", "14,2", "10³/µL", "4,0 - 10,0")
			b.n("Globules rouges", "3,86", "10⁶/µL", "4,50 - 5,90")
			b.n("Hémoglobine", "10,8", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "32,9", "%", "40,0 - 52,0")
			b.n("VGM", "85,2", "fL", "80,0 - 100,0")
			b.n("Plaquettes", "112", "10³/µL", "150 - 400")
			b.panel("GAZOMÉTRIE ARTÉRIELLE", "GAZOMÉTRIE ARTÉRIELLE")
			pm("pH", "7,31", "", "7,40 ± 0,05")
			pm("pCO2", "31", "mmHg", "40 ± 5")
			pm("pO2", "68", "mmHg", "90 ± 10")
			pm("Bicarbonates (HCO3-)", "15,6", "mmol/L", "24 ± 2")
			pm("Excès de base", "-9,4", "mmol/L", "0 ± 2")
			pm("Saturation en oxygène (SaO2)", "92", "%", "97 ± 2")
			pm("Trou anionique", "19", "mmol/L", "12 ± 4")
			b.n("Lactates", "3,8", "mmol/L", "0,5 - 2,2")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie", "1,42", "g/L", "0,70 - 1,10")
			b.n("Urée", "0,68", "g/L", "0,15 - 0,45")
			b.n("Créatinine", "21,4", "mg/L", "7,0 - 13,0")
			b.n("Sodium", "133", "mmol/L", "136 - 145")
			b.n("Potassium", "5,6", "mmol/L", "3,5 - 5,1")
			b.n("Chlorures", "99", "mmol/L", "98 - 107")
			b.n("Protéine C réactive", "96", "mg/L", "< 6")
			b.n("Procalcitonine", "4,2", "ng/mL", "< 0,5")
			b.panel("PARASITOLOGIE", "PARASITOLOGIE")
			b.q("Goutte épaisse", "Négative", "Négative", true)
			b.q("Test de diagnostic rapide du paludisme", "Négatif", "Négatif", true)
			return b.report(Meta{First: "Jean-Pierre", Last: "Mukendi Kabeya", DOB: "1968-11-03", Gender: "male",
				Lab: "Clinique Ngaliema-Lumière", Collected: "2026-07-16", Reported: "2026-07-16", Specimen: "CNL-2607-0388"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Analyse", "c1", nameCell}, {"Résultat", "c2", valCell}, {"Unité", "c4", unitCell}, {"Valeurs de référence", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#f2c230"/>` +
				`<path d="M20 8 V32 M8 20 H32" stroke="#0a5aa8" stroke-width="5"/></svg>`
			body := `<div class="pg">` + s35Watermark("DUPLICATA", "128mm") +
				`<table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">CLINIQUE NGALIEMA-LUMIÈRE</div><div class="li">Laboratoire de biologie médicale</div>` +
				`<div class="la">42, avenue de la Justice, commune de la Gombe, Kinshasa · République Démocratique du Congo · Tél. +243 81 540 4418</div></td>` +
				`<td class="acc">Page 1/1</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Nom</td><td class="v"><b>MUKENDI KABEYA Jean-Pierre</b></td><td class="k">N° labo</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Né le</td><td class="v">` + date(m.DOB, "") + ` · Sexe : M</td><td class="k">Service</td><td class="v">Soins intensifs, lit 4</td></tr>` +
				`<tr><td class="k">Prescripteur</td><td class="v">Dr Patience Lukusa</td><td class="k">Prélevé le</td><td class="v">` + date(m.Collected, "") + ` à 06 h 50</td></tr>` +
				`<tr><td class="k">Échantillons</td><td class="v">Sang veineux, sang artériel (seringue héparinée)</td><td class="k">Validé le</td><td class="v">` + date(m.Reported, "") + ` à 11 h 15</td></tr></table>` +
				`<div class="tt">RÉSULTATS D'ANALYSES</div>` +
				s35Table(r, "cd", cols, false) +
				`<div class="ft">Les résultats hors des valeurs de référence sont imprimés en gras. Gaz du sang : prélèvement artériel en air ambiant, température 37 °C.</div>` +
				`<table class="sg"><tr><td class="sl">Technicien : M. Nsimba</td><td class="rt"><span class="sig">E. Tshibangu</span><br>Dr Esther Tshibangu<br>Biologiste médicale</td></tr></table>` +
				`<div class="pgn">Clinique Ngaliema-Lumière · Laboratoire · Duplicata délivré le ` + date(m.Reported, "") + `</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.7pt;color:#151515}.pg{height:296mm;position:relative;padding:10mm 15mm 9mm 16mm;overflow:hidden}` +
				`.top{width:100%;border-bottom:2px solid #0a5aa8;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#0a5aa8}.li{font-size:8.6pt;font-style:italic;color:#0a5aa8}.la{font-size:6.7pt;color:#444}.acc{width:20mm;text-align:right;font-size:7pt;color:#555}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:1mm;border:0.5px solid #999}.pt td{padding:0.5mm 1.4mm}.pt .k{color:#555;width:14%}.pt .v{width:36%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:2.5mm 0 1.5mm}` +
				`.rs{width:100%;border-bottom:1px solid #333}.hd th{font-size:8pt;padding:0.8mm 1.4mm;border-top:1px solid #333;border-bottom:1px solid #333;background:#eef3f9}` +
				`.sec td{font-weight:bold;font-size:8.7pt;padding:2.2mm 1.4mm 0.5mm;color:#0a5aa8}.r td{padding:0.55mm 1.4mm}` +
				`.c1{width:38%}.c2{width:14%;text-align:right;padding-right:4mm!important}.c4{width:15%}.c5{width:33%}` +
				`.ft{margin-top:3mm;font-size:7.1pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:16mm;right:15mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}` +
				s35WatermarkCSS("210mm")
			return page("A4", css, body)
		}}
}

// Cuba: the clinical laboratory of a teaching polyclinic in Havana, one
// Letter page (Liberation Serif headings, Liberation Sans). (flag) /
// Determinación / Resultado / Unidad / Valores de referencia: an asterisk at
// the left margin before the name of every result outside its range
// (class 164); SI units as Cuban laboratories use them (g/L, L/L, x10⁹/L,
// mmol/L, µmol/L), the leucocyte differential as fractions without a unit;
// the unit cell merged down consecutive rows that share it (class 167:
// six mmol/L rows, four U/L rows); decimal commas; dd/mm/yyyy. Also sent
// on as a 100 dpi fax (class 8).
func cuLab() *Layout {
	return &Layout{Name: "cu_lab", Country: "CU", Language: "es", Classes: []int{6, 8, 164, 167}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.2,
		LowRes: true, Session: 35,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			b.panel("HEMATOLOGÍA", "HEMATOLOGÍA")
			b.n("Hemoglobina", "112", "g/L", "120 - 160")
			b.n("Hematocrito", "0,36", "L/L", "0,37 - 0,47")
			b.n("Leucocitos", "6,8", "x10⁹/L", "4,5 - 11,0")
			b.n("Plaquetas", "246", "x10⁹/L", "150 - 400")
			b.n("Segmentados", "0,61", "", "0,55 - 0,65")
			b.n("Linfocitos", "0,33", "", "0,25 - 0,40")
			b.n("Monocitos", "0,04", "", "0,00 - 0,06")
			b.n("Eosinófilos", "0,02", "", "0,01 - 0,03")
			b.n("Eritrosedimentación", "34", "mm/h", "0 - 20")
			b.panel("QUÍMICA SANGUÍNEA", "QUÍMICA SANGUÍNEA")
			b.n("Glucemia", "6,8", "mmol/L", "4,2 - 6,1")
			b.n("Urea", "4,1", "mmol/L", "1,7 - 8,3")
			b.n("Colesterol total", "6,2", "mmol/L", "3,9 - 5,2")
			b.n("Triglicéridos", "2,4", "mmol/L", "0,4 - 1,7")
			b.n("HDL-colesterol", "0,98", "mmol/L", "> 1,15")
			b.n("LDL-colesterol", "4,1", "mmol/L", "< 3,4")
			b.n("Creatinina", "78", "µmol/L", "44 - 97")
			b.n("Ácido úrico", "398", "µmol/L", "155 - 357")
			b.n("TGP (ALAT)", "24", "U/L", "0 - 49")
			b.n("TGO (ASAT)", "21", "U/L", "0 - 46")
			b.n("GGT", "38", "U/L", "7 - 32")
			b.n("Fosfatasa alcalina", "188", "U/L", "100 - 290")
			b.n("Proteínas totales", "72", "g/L", "60 - 80")
			b.n("Albúmina", "41", "g/L", "35 - 50")
			b.panel("SEROLOGÍA", "SEROLOGÍA")
			b.q("Serología (VDRL)", "No reactiva", "No reactiva", true)
			b.q("VIH (anticuerpos)", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Yamilé", Last: "Rodríguez Cabrera", DOB: "1985-03-12", Gender: "female",
				Lab: "Policlínico Docente Playa Norte", Collected: "2026-07-16", Reported: "2026-07-17", Specimen: "26-0716-118"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"", "c0", s35FlagFirst}, {"Determinación", "c1", nameCell}, {"Resultado", "c2", valCell},
				{"Unidad", "cu", unitCell}, {"Valores de referencia", "c5", rangeCell}}
			body := `<div class="pg"><div class="min">REPÚBLICA DE CUBA · MINISTERIO DE SALUD PÚBLICA</div>` +
				`<div class="ln">Policlínico Docente Playa Norte</div><div class="li">Laboratorio Clínico</div>` +
				`<div class="la">Calle 84 No. 3107 e/ 31 y 33, Playa, La Habana · Teléf. 7 209 4418</div>` +
				`<div class="tt">INFORME DE RESULTADOS</div>` +
				`<table class="pt"><tr><td class="k">Paciente:</td><td class="v"><b>Yamilé Rodríguez Cabrera</b></td><td class="k">No. de orden:</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Carné de identidad:</td><td class="v">85031204518</td><td class="k">Historia clínica:</td><td class="v">41082</td></tr>` +
				`<tr><td class="k">Fecha de nacimiento:</td><td class="v">` + date(m.DOB, "") + ` · Sexo: F</td><td class="k">Consultorio:</td><td class="v">CMF No. 14 · Dra. Idania Pérez</td></tr>` +
				`<tr><td class="k">Fecha de extracción:</td><td class="v">` + date(m.Collected, "") + `</td><td class="k">Fecha del informe:</td><td class="v">` + date(m.Reported, "") + `</td></tr></table>` +
				s35Table(r, "cuba", cols, true) +
				`<div class="ft">(*) Resultado fuera de los valores de referencia. Fórmula leucocitaria expresada en fracción.</div>` +
				`<table class="sg"><tr><td>Realizado por: Téc. Yunior Castillo</td>` +
				`<td class="rt"><span class="sig">O. Almeida</span><br>Lic. Odalys Almeida Ruiz<br>Jefa del Laboratorio Clínico</td></tr></table>` +
				`<div class="pgn">Página 1 de 1</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:9pt;color:#141414}.pg{height:278mm;position:relative;padding:11mm 16mm 9mm 17mm}` +
				`.min{font-size:7.5pt;letter-spacing:0.4pt;color:#333;text-align:center}.ln{font-family:"Liberation Serif";font-size:15pt;font-weight:bold;text-align:center;margin-top:1mm}` +
				`.li{font-family:"Liberation Serif";font-size:11pt;text-align:center}.la{font-size:7pt;color:#444;text-align:center;padding-bottom:1.5mm;border-bottom:1.2px solid #222}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:2.5mm 0 1.5mm;letter-spacing:0.5pt}` +
				`.pt{width:100%;font-size:8.5pt;margin-bottom:2.5mm}.pt td{padding:0.45mm 1.2mm}.pt .k{color:#333;width:18%}.pt .v{width:32%}` +
				`.rs{width:100%;border:0.8px solid #333}.hd th{font-size:8.3pt;padding:0.9mm 1.3mm;border-bottom:0.8px solid #333;background:#eee}` +
				`.sec td{font-weight:bold;font-size:8.9pt;padding:2mm 1.3mm 0.5mm;text-decoration:underline}` +
				`.r td{padding:0.5mm 1.3mm}.cu.mg{vertical-align:middle;border-left:0.6px solid #777;border-right:0.6px solid #777;border-top:0.6px solid #777;border-bottom:0.6px solid #777}` +
				`.c0{width:4%;text-align:center}.c1{width:34%}.c2{width:14%;text-align:right;padding-right:4mm!important}.cu{width:15%}.c5{width:33%}` +
				`.ft{margin-top:3mm;font-size:7.5pt;color:#333}.sg{width:100%;margin-top:6mm;font-size:8pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:17mm;right:16mm;bottom:6mm;text-align:center;font-size:7pt;color:#666}`
			return page("Letter", css, body)
		}}
}
