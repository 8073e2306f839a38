package main

import (
	"fmt"
	"strings"
)

// Session 31 family: five layouts written blind in session 31. it_bz,
// tr_univ, pa_lab and np_lab are dev and live here with the shared
// helpers; the held-out layout lives in layouts_s31_held.go, which a tuner
// must not open.

// s31Hyph prints a row's name broken at the end of its line with a hyphen
// (class 117): printed is the name as the lab prints it, "|" where the
// line breaks ("Alkalische Phos-|phatase"); the truth name is the word
// joined without the break hyphen ("Alkalische Phosphatase"), which the
// layout must have given the row. The words looked for on the page are the
// printed halves.
func s31Hyph(r *Row, printed string) *Row {
	parts := strings.Split(printed, "|")
	if len(parts) != 2 || !strings.HasSuffix(parts[0], "-") || parts[0][:len(parts[0])-1]+parts[1] != r.Name {
		panic(r.Name + ": not the name broken with a hyphen: " + printed)
	}
	r.HTMLName = esc(parts[0]) + "<br>" + esc(parts[1])
	r.Words = strings.Fields(parts[0] + " " + parts[1])
	return r
}

// s31Marks prints a raised footnote marker right after the value of the
// rows named in marks (class 125), the value bold when out of range; the
// marker is no part of the value.
func s31Marks(marks map[string]string) func(*Row) string {
	return func(r *Row) string {
		m, ok := marks[r.Name]
		if !ok {
			return valCell(r)
		}
		return valCell(r) + "<sup>" + esc(m) + "</sup>"
	}
}

// s31Col is one column of an absolutely positioned result grid (class
// 119): its left edge and width in mm, its heading and its cell.
type s31Col struct {
	x, w        float64
	head, class string
	cell        func(*Row) string
}

// s31Grid lays the sections out as a report designer does, every cell an
// absolutely positioned box at its own place on the page (mm from the top
// of the page: the heading row at top, the first row under it), and writes
// the boxes into the page column by column: every name of the page top to
// bottom, then every result, every flag, unit and range, then the section
// titles and last the column headings. The page looks like any table, but
// its text layer runs down the columns instead of along the rows. It
// returns the boxes and the bottom of the last row.
func s31Grid(secs []*Section, cols []s31Col, top, rowH, secH float64, title func(*Section) string) (string, float64) {
	type place struct {
		r *Row
		y float64
	}
	var rows []place
	var titles strings.Builder
	y := top + rowH + 1
	for _, s := range secs {
		if s.Title != "" {
			fmt.Fprintf(&titles, `<div class="a st" style="top:%.1fmm">%s</div>`, y+secH-rowH-0.2, title(s))
			fmt.Fprintf(&titles, `<div class="a sr" style="top:%.1fmm"></div>`, y+secH-0.6)
			y += secH
		}
		for _, r := range s.Rows {
			rows = append(rows, place{r, y})
			y += rowH
		}
	}
	var b strings.Builder
	for _, c := range cols {
		for _, p := range rows {
			cls := "a " + c.class
			if abnormal(p.r) {
				cls += " ab"
			}
			fmt.Fprintf(&b, `<div class="%s" style="left:%.1fmm;top:%.1fmm;width:%.1fmm">%s</div>`, cls, c.x, p.y, c.w, c.cell(p.r))
		}
	}
	b.WriteString(titles.String())
	for _, c := range cols {
		fmt.Fprintf(&b, `<div class="a hd %s" style="left:%.1fmm;top:%.1fmm;width:%.1fmm">%s</div>`, c.class, c.x, top, c.w, esc(c.head))
	}
	return b.String(), y
}

// s31Track prints text letter-spaced (tracked), as letterheads, headings
// and the patient's name are in some reports (class 120): the letters keep
// their words, the gap between two letters as wide as a thin space.
func s31Track(text string) string { return `<span class="trk">` + esc(text) + `</span>` }

// s31Bars draws a linear barcode wide mm across, its bars seeded by the
// code it stands for, with the human-readable code under it (class 124).
func s31Bars(code string, wide, high float64) string {
	r := rngFor(code + "/bars")
	var b strings.Builder
	x := 10.0 // quiet zone
	var rects strings.Builder
	for i := 0; i < 11+7*len(code); i++ {
		w := float64(1 + r.Intn(3))
		if i%2 == 0 {
			fmt.Fprintf(&rects, `<rect x="%.0f" y="0" width="%.0f" height="40"/>`, x, w)
		}
		x += w
	}
	for _, w := range []float64{2, 3, 1, 1, 2} { // the stop pattern
		fmt.Fprintf(&rects, `<rect x="%.0f" y="0" width="%.0f" height="40"/>`, x, w)
		x += w + 1
	}
	fmt.Fprintf(&b, `<div class="bc"><svg width="%.1fmm" height="%.1fmm" viewBox="0 0 %.0f 40" preserveAspectRatio="none" shape-rendering="crispEdges">%s</svg>`,
		wide, high, x+10, rects.String())
	fmt.Fprintf(&b, `<div class="bct">%s</div></div>`, esc(code))
	return b.String()
}

// South Tyrol (Italy): a private laboratory in Brixen / Bressanone whose
// German reports carry a bilingual German and Italian letterhead, one A4
// page (Liberation Sans). An amended report ("Korrigierter Befund"): three
// results changed since the first report print the first value struck
// through before the corrected one (class 118). Untersuchung / Ergebnis /
// (flag) / Einheit / Referenzbereich, the name column narrow, so long names
// break at the end of the line with a hyphen (class 117: "Alkalische
// Phos-" / "phatase"); raised footnote markers right after some values
// (class 125: "18,4¹" external laboratory, "412²" confirmed by a repeat);
// H / L; decimal commas; Italian conventional units (mg/dl, 10^3/µl);
// codice fiscale; dd.mm.yyyy. Also photographed in sunlight falling through
// a venetian blind (class 129).
var bzOld = map[string]string{"Kreatinin": "1,42", "Kalium": "6,2", "C-reaktives Protein (CRP)": "3,8"}

var bzMarks = map[string]string{"Thrombozyten": "2", "Glukose": "2", "25-OH-Vitamin D": "1", "Thyreoperoxidase-Antikörper (TPO-AK)": "1"}

func itBz() *Layout {
	return &Layout{Name: "it_bz", Country: "IT", Language: "de", Classes: []int{6, 117, 118, 125, 129}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.7,
		Extra: []string{"blinds"}, Session: 31,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("Hämatologie", "Hämatologie")
			b.n("Leukozyten", "7,8", "10^3/µl", "4,0 - 10,0")
			b.n("Erythrozyten", "4,62", "10^6/µl", "4,20 - 5,40")
			b.n("Hämoglobin", "13,1", "g/dl", "12,0 - 16,0")
			b.n("Hämatokrit", "39,8", "%", "36,0 - 46,0")
			b.n("MCV", "86,1", "fl", "80,0 - 99,0")
			b.n("Thrombozyten", "412", "10^3/µl", "150 - 400")
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Glukose", "104", "mg/dl", "70 - 100")
			s31Hyph(b.n("Glykiertes Hämoglobin (HbA1c)", "5,6", "%", "4,0 - 6,0"), "Glykiertes Hämo-|globin (HbA1c)")
			b.n("Kreatinin", "0,98", "mg/dl", "0,50 - 1,10")
			b.n("Harnstoff", "34", "mg/dl", "17 - 43")
			b.n("Harnsäure", "5,1", "mg/dl", "2,4 - 5,7")
			b.n("Natrium", "139", "mmol/l", "136 - 145")
			b.n("Kalium", "4,4", "mmol/l", "3,5 - 5,1")
			b.n("Gesamtbilirubin", "0,8", "mg/dl", "0,3 - 1,2")
			s31Hyph(b.n("Aspartat-Aminotransferase (GOT)", "28", "U/l", "< 35"), "Aspartat-Amino-|transferase (GOT)")
			s31Hyph(b.n("Alanin-Aminotransferase (GPT)", "51", "U/l", "< 35"), "Alanin-Amino-|transferase (GPT)")
			s31Hyph(b.n("Gamma-Glutamyltransferase (GGT)", "64", "U/l", "< 38"), "Gamma-Glutamyltrans-|ferase (GGT)")
			s31Hyph(b.n("Alkalische Phosphatase", "88", "U/l", "35 - 104"), "Alkalische Phos-|phatase")
			s31Hyph(b.n("Laktatdehydrogenase (LDH)", "212", "U/l", "135 - 214"), "Laktatdehydro-|genase (LDH)")
			b.n("Cholesterin gesamt", "231", "mg/dl", "< 200")
			b.n("HDL-Cholesterin", "58", "mg/dl", "> 45")
			b.n("LDL-Cholesterin", "152", "mg/dl", "< 115")
			b.n("Triglyzeride", "104", "mg/dl", "< 150")
			b.n("C-reaktives Protein (CRP)", "0,4", "mg/dl", "< 0,5")
			b.panel("Eisenstoffwechsel und Vitamine", "Eisenstoffwechsel und Vitamine")
			b.n("Ferritin", "22", "ng/ml", "13 - 150")
			b.n("Transferrinsättigung", "14", "%", "16 - 45")
			b.n("Vitamin B12", "284", "pg/ml", "197 - 771")
			b.n("25-OH-Vitamin D", "18,4", "ng/ml", "30 - 100")
			b.panel("Schilddrüse", "Schilddrüse")
			b.n("TSH", "2,84", "µIU/ml", "0,27 - 4,20")
			b.n("Freies Thyroxin (fT4)", "1,21", "ng/dl", "0,93 - 1,70")
			s31Hyph(b.n("Thyreoperoxidase-Antikörper (TPO-AK)", "48", "IU/ml", "< 34"), "Thyreoperoxidase-Anti-|körper (TPO-AK)")
			return b.report(Meta{First: "Maria Theresia", Last: "Oberhofer", DOB: "1971-05-09", Gender: "female",
				Lab: "Labor Dr. Pichler", Collected: "2026-07-10", Reported: "2026-07-11", Specimen: "2607104182"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			marks := s31Marks(bzMarks)
			val := func(x *Row) string {
				if old, ok := bzOld[x.Name]; ok {
					return `<span class="old">` + esc(old) + `</span> ` + marks(x)
				}
				return marks(x)
			}
			cols := []col{{"Untersuchung", "c1", nameCell}, {"Ergebnis", "c2", val}, {"", "c3", flagCell},
				{"Einheit", "c4", unitCell}, {"Referenzbereich", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="5" fill="#7a1f2b"/>` +
				`<path d="M8 30 L16 14 L21 22 L25 16 L33 30 Z" fill="#fff"/><path d="M14.5 17 L16 14 L17.6 17 Z" fill="#7a1f2b"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">Labor Dr. Pichler</div><div class="li">Laboratorio Dr. Pichler</div>` +
				`<div class="la">Medizinisches Analysenlabor · Laboratorio di analisi cliniche · Große Lauben 18 · Portici Maggiori 18 · 39042 Brixen / Bressanone (BZ) · Tel. 0472 418 270</div></td>` +
				`<td class="acc">Vertragslabor des Südtiroler Sanitätsbetriebes<br>Laboratorio convenzionato con l'Azienda Sanitaria dell'Alto Adige</td></tr></table>` +
				`<div class="amd">KORRIGIERTER BEFUND · REFERTO RETTIFICATO – ersetzt den Befund vom ` + date("2026-07-10", "dmy.") + `</div>` +
				`<table class="pt"><tr><td class="k">Patientin</td><td class="v"><b>Oberhofer Maria Theresia</b></td><td class="k">Auftragsnr.</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Geburtsdatum</td><td class="v">` + date(m.DOB, "dmy.") + ` (55 J.) · weiblich</td><td class="k">Entnahme</td><td class="v">` + date(m.Collected, "dmy.") + ` 07:35</td></tr>` +
				`<tr><td class="k">Steuernummer</td><td class="v">BRHMTH71E49B160K</td><td class="k">Befund vom</td><td class="v">` + date(m.Reported, "dmy.") + ` 10:05</td></tr>` +
				`<tr><td class="k">Einsender</td><td class="v" colspan="3">Dr. med. Georg Kerschbaumer, Arzt für Allgemeinmedizin, Klausen</td></tr></table>` +
				table(r, "bz", cols, false) +
				`<div class="ft"><p><span class="old">4,9</span> Durchgestrichene Werte wurden im Befund vom ` + date("2026-07-10", "dmy.") + ` mitgeteilt und sind ungültig: ` +
				`Kalium und Kreatinin aus hämolytischer Probe, CRP einer anderen Probe zugeordnet; neu gemessen aus der Rückstellprobe am ` + date("2026-07-11", "dmy.") + `.</p>` +
				`<p><sup>1</sup> Fremdleistung: Partnerlabor Innsbruck (akkreditiert nach ISO 15189). <sup>2</sup> Wert durch Wiederholungsmessung bestätigt. ` +
				`H = über, L = unter dem Referenzbereich.</p></div>` +
				`<table class="sg"><tr><td>Korrektur freigegeben: ` + date(m.Reported, "dmy.") + ` 10:02</td>` +
				`<td class="rt"><span class="sig">Pichler</span><br>Dr. med. Herbert Pichler<br>Facharzt für Labormedizin · Specialista in patologia clinica</td></tr></table>` +
				`<div class="pgn">Seite 1 / 1 · Pagina 1 / 1 · Befund elektronisch unterzeichnet</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#161616}.pg{height:296mm;position:relative;padding:9mm 13mm 9mm 14mm}` +
				`.top{width:100%;border-bottom:1.8px solid #7a1f2b;margin-bottom:1.6mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:17mm}` +
				`.ln{font-size:14.5pt;font-weight:bold;color:#7a1f2b}.li{font-size:10pt;color:#7a1f2b;font-style:italic}.la{font-size:6.7pt;color:#444}` +
				`.acc{width:50mm;text-align:right;font-size:6.6pt;color:#555}` +
				`.amd{background:#7a1f2b;color:#fff;font-weight:bold;font-size:8.8pt;padding:0.8mm 2mm;margin-bottom:1.6mm}` +
				`.pt{width:100%;font-size:8.3pt;margin-bottom:2mm;border:0.6px solid #bbb}.pt td{padding:0.45mm 1.6mm}.pt .k{color:#555;width:15%;white-space:nowrap}.pt .v{width:35%}` +
				`.rs{width:100%}.hd th{font-size:8pt;padding:0.8mm 1.4mm;border-top:1px solid #333;border-bottom:1px solid #333}` +
				`.sec td{font-weight:bold;font-size:9pt;padding:1.9mm 1.4mm 0.4mm;color:#7a1f2b}` +
				`.r td{padding:0.35mm 1.4mm;border-bottom:0.3px solid #ddd}.c1{width:27%}.c2{width:19%;text-align:right;padding-right:4mm!important}` +
				`.c3{width:5%;text-align:center}.c4{width:14%}.c5{width:35%}.old{text-decoration:line-through;color:#777;font-weight:normal;margin-right:1.2mm}` +
				`.ft{margin-top:2.6mm;font-size:7pt;color:#333}.ft p{margin:0 0 0.8mm}` +
				`.sg{width:100%;margin-top:3mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.pgn{position:absolute;left:14mm;right:13mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Turkey: the central laboratory of a university hospital, one A4 page
// exported by the hospital information system's report designer (DejaVu
// Sans): every cell an absolutely positioned text box written into the page
// column by column (class 119), so the PDF text layer runs down the columns
// while the page reads as a table; the title, the section headings and the
// patient's name letter-spaced (class 120: "H E M O G R A M"); Tetkik Adı
// / Sonuç / (flag) / Birim / Referans Aralığı; ↑ / ↓ in a narrow column;
// decimal commas; TC Kimlik No; dd.mm.yyyy. Also faxed to the family
// physician at standard resolution, 204 × 98 dpi (class 128).
func trUniv() *Layout {
	return &Layout{Name: "tr_univ", Country: "TR", Language: "tr", Classes: []int{6, 119, 120, 128}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.9,
		Extra: []string{"fax204"}, Session: 31,
		FaxHead: "11.07.2026 14:22   +90 366 418 27 00   ILGAZ UNV.TIP FAK.HST.MRK.LAB   S.01/01",
		Build: func() *Report {
			b := &builder{comma: true, high: "↑", low: "↓"}
			b.panel("HEMOGRAM", "HEMOGRAM")
			b.n("WBC", "6,42", "10^3/µL", "4,5 - 11,0")
			b.n("RBC", "4,38", "10^6/µL", "4,0 - 5,2")
			b.n("HGB", "11,4", "g/dL", "12,0 - 16,0")
			b.n("HCT", "35,2", "%", "36,0 - 46,0")
			b.n("MCV", "80,4", "fL", "80,0 - 100,0")
			b.n("MCH", "26,0", "pg", "27,0 - 33,0")
			b.n("PLT", "298", "10^3/µL", "150 - 400")
			b.panel("BİYOKİMYA", "BİYOKİMYA")
			b.n("Glukoz (açlık)", "118", "mg/dL", "74 - 106")
			b.n("HbA1c", "5,9", "%", "4,0 - 6,0")
			b.n("Üre", "31", "mg/dL", "17 - 43")
			b.n("Kreatinin", "0,71", "mg/dL", "0,51 - 0,95")
			b.n("Ürik asit", "4,6", "mg/dL", "2,6 - 6,0")
			b.n("Sodyum", "141", "mmol/L", "136 - 146")
			b.n("Potasyum", "3,3", "mmol/L", "3,5 - 5,1")
			b.n("Klor", "104", "mmol/L", "101 - 109")
			b.n("Kalsiyum", "9,4", "mg/dL", "8,8 - 10,6")
			b.n("ALT", "19", "U/L", "0 - 35")
			b.n("AST", "22", "U/L", "0 - 35")
			b.n("ALP", "74", "U/L", "35 - 104")
			b.n("GGT", "17", "U/L", "6 - 42")
			b.n("Total bilirubin", "0,54", "mg/dL", "0,30 - 1,20")
			b.n("Albümin", "4,3", "g/dL", "3,5 - 5,2")
			b.n("Total kolesterol", "236", "mg/dL", "0 - 200")
			b.n("Trigliserid", "188", "mg/dL", "0 - 150")
			b.n("HDL kolesterol", "44", "mg/dL", "40 - 60")
			b.n("LDL kolesterol", "154", "mg/dL", "0 - 130")
			b.panel("HORMON", "HORMON")
			b.n("TSH", "5,86", "µIU/mL", "0,27 - 4,20")
			b.n("Serbest T4", "0,98", "ng/dL", "0,93 - 1,70")
			b.n("Vitamin B12", "191", "pg/mL", "197 - 771")
			b.n("Ferritin", "12,4", "ng/mL", "13,0 - 150,0")
			return b.report(Meta{First: "Ayşe Nur", Last: "Karakaya", DOB: "1984-11-02", Gender: "female",
				Lab: "Ilgaz Üniversitesi Tıp Fakültesi Hastanesi", Collected: "2026-07-11", Reported: "2026-07-11", Specimen: "1026071104182"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []s31Col{{14, 62, "Tetkik Adı", "c1", nameCell}, {78, 20, "Sonuç", "c2", valCell}, {100, 6, "", "c3", flagCell},
				{108, 26, "Birim", "c4", unitCell}, {136, 46, "Referans Aralığı", "c5", rangeCell}}
			grid, bottom := s31Grid(r.Sections, cols, 84, 4.75, 7.4, func(s *Section) string { return s31Track(s.Title) })
			// the header block: its labels first, then its values, each a box of its own
			labels := []struct {
				x, y float64
				k, v string
			}{{14, 56, "Hasta Adı Soyadı", s31Track("AYŞE NUR KARAKAYA")}, {14, 61, "TC Kimlik No", "418*****270"},
				{14, 66, "Doğum Tarihi / Cinsiyet", date(m.DOB, "dmy.") + " / Kadın"}, {14, 71, "Klinik / Doktor", "Aile Hekimliği Polikliniği / Dr. Emre Aksoy"},
				{112, 56, "Barkod No", "<b>" + m.Specimen + "</b>"}, {112, 61, "Protokol No", "2026/418270"},
				{112, 66, "Numune Alma Tarihi", date(m.Collected, "dmy.") + " 08:12"}, {112, 71, "Onay Tarihi", date(m.Reported, "dmy.") + " 13:58"}}
			var head strings.Builder
			for _, l := range labels {
				fmt.Fprintf(&head, `<div class="a k" style="left:%.1fmm;top:%.1fmm">%s</div>`, l.x, l.y, esc(l.k))
			}
			for _, l := range labels {
				fmt.Fprintf(&head, `<div class="a v" style="left:%.1fmm;top:%.1fmm">: %s</div>`, l.x+34, l.y, l.v)
			}
			logo := `<svg class="a" style="left:14mm;top:10mm" width="20mm" height="20mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18.5" fill="none" stroke="#8b1c1c" stroke-width="1.6"/>` +
				`<circle cx="20" cy="20" r="14" fill="none" stroke="#8b1c1c" stroke-width="0.6"/><path d="M20 9 v22 M14 14 q6 5 12 0 M14 22 q6 5 12 0" stroke="#8b1c1c" stroke-width="1.6" fill="none"/></svg>`
			body := `<div class="pg">` + grid + head.String() + logo +
				`<div class="a lh" style="left:38mm;top:10mm;width:140mm">T.C.<br>ILGAZ ÜNİVERSİTESİ<br>TIP FAKÜLTESİ HASTANESİ</div>` +
				`<div class="a ls" style="left:38mm;top:25.5mm;width:140mm">Merkez Laboratuvarı · Tıbbi Biyokimya Anabilim Dalı</div>` +
				`<div class="a tt" style="left:14mm;top:38mm;width:182mm">` + s31Track("LABORATUVAR SONUÇ RAPORU") + `</div>` +
				`<div class="a rl" style="left:14mm;top:48mm;width:182mm"></div><div class="a rl" style="left:14mm;top:77mm;width:182mm"></div>` +
				`<div class="a rl2" style="left:14mm;top:89.4mm;width:182mm"></div>` +
				fmt.Sprintf(`<div class="a ft" style="left:14mm;top:%.1fmm;width:182mm">↑ : referans aralığının üstünde, ↓ : referans aralığının altında. `+
					`Sonuçlar laboratuvar uzmanı tarafından onaylanmıştır. Bu rapor elektronik olarak imzalanmıştır; ıslak imza gerektirmez.</div>`, bottom+5) +
				fmt.Sprintf(`<div class="a sg" style="left:120mm;top:%.1fmm;width:76mm">Onaylayan<br><b>Doç. Dr. Selin Aydoğdu</b><br>Tıbbi Biyokimya Uzmanı</div>`, bottom+16) +
				`<div class="a pgn" style="left:14mm;top:284mm;width:182mm">Sayfa 1 / 1 · Yazdırma: ` + date(m.Reported, "dmy.") + ` 14:20 · HBYS Rapor No: LAB-R-0418270</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:7.9pt;color:#141414}.pg{height:297mm;position:relative}` +
				`.a{position:absolute;white-space:nowrap;line-height:1.25}.trk{letter-spacing:0.42em}` +
				`.lh{font-size:11pt;font-weight:bold;color:#8b1c1c;line-height:1.3}.ls{font-size:8.4pt;color:#333}` +
				`.tt{text-align:center;font-size:12pt;font-weight:bold}.rl{border-top:1.2px solid #8b1c1c;height:0}.rl2{border-top:0.8px solid #333;height:0}` +
				`.k{color:#444;font-size:7.8pt}.v{font-size:8pt}` +
				`.hd{font-weight:bold;font-size:7.8pt}.c2{text-align:right}.c3{text-align:center;font-weight:bold}.ab.c2{font-weight:bold}` +
				`.st{left:14mm;font-weight:bold;font-size:8.8pt;color:#8b1c1c}.sr{left:14mm;width:182mm;border-top:0.5px solid #c9a0a0;height:0}` +
				`.ft{font-size:6.9pt;color:#333;white-space:normal}.sg{font-size:7.8pt;text-align:center;line-height:1.4}.pgn{text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Panama: the patient portal of a private clinical laboratory in Panama
// City, printed from the browser on two Letter pages (Liberation Sans): the
// browser's own header and footer on every page (class 121: the print date
// and time and the page's title at the top, the portal's address and "1/2"
// at the bottom), the site's navigation bar and buttons printed with the
// page; the order card carries a barcode of the order number with the
// number under it and a QR code to check the report (class 124). Prueba /
// Resultado / Estado / Unidades / Valor de referencia, the flag a coloured
// chip (H / L); decimal points; x10³/µL; cédula; dd/mm/yyyy. Also
// photographed lying on a checked tablecloth (class 126).
func paLab() *Layout {
	return &Layout{Name: "pa_lab", Country: "PA", Language: "es", Classes: []int{6, 121, 124, 126}, ScanDPI: 150, PDFDPI: 200, Rotate: 1.1,
		Extra: []string{"cloth"}, Session: 31,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("Hematología – Hemograma completo", "Hemograma completo")
			b.n("Leucocitos", "11.8", "x10³/µL", "4.5 - 11.0")
			b.n("Neutrófilos", "74.2", "%", "40.0 - 70.0")
			b.n("Linfocitos", "18.6", "%", "20.0 - 40.0")
			b.n("Monocitos", "5.4", "%", "2.0 - 10.0")
			b.n("Eosinófilos", "1.5", "%", "1.0 - 5.0")
			b.n("Basófilos", "0.3", "%", "0.0 - 1.0")
			b.n("Eritrocitos", "4.71", "x10⁶/µL", "4.00 - 5.20")
			b.n("Hemoglobina", "13.2", "g/dL", "12.0 - 16.0")
			b.n("Hematocrito", "40.1", "%", "36.0 - 46.0")
			b.n("VCM", "85.1", "fL", "80.0 - 100.0")
			b.n("HCM", "28.0", "pg", "27.0 - 33.0")
			b.n("CHCM", "32.9", "g/dL", "32.0 - 36.0")
			b.n("Plaquetas", "268", "x10³/µL", "150 - 450")
			b.panel("Química clínica", "Química clínica")
			b.n("Glucosa", "98", "mg/dL", "70 - 99")
			b.n("Nitrógeno ureico (BUN)", "14", "mg/dL", "7 - 20")
			b.n("Creatinina", "0.78", "mg/dL", "0.50 - 1.10")
			b.n("Ácido úrico", "6.4", "mg/dL", "2.4 - 5.7")
			b.newPage("Perfil lipídico", "Perfil lipídico")
			b.n("Colesterol total", "214", "mg/dL", "< 200")
			b.n("Triglicéridos", "231", "mg/dL", "< 150")
			b.n("Colesterol HDL", "38", "mg/dL", "> 45")
			b.n("Colesterol LDL", "130", "mg/dL", "< 130")
			b.panel("Pruebas hepáticas", "Pruebas hepáticas")
			b.n("AST (TGO)", "24", "U/L", "< 32")
			b.n("ALT (TGP)", "38", "U/L", "< 33")
			b.n("Fosfatasa alcalina", "81", "U/L", "35 - 104")
			b.n("Bilirrubina total", "0.6", "mg/dL", "0.2 - 1.2")
			b.panel("Endocrinología", "Endocrinología")
			b.n("TSH", "1.92", "µUI/mL", "0.27 - 4.20")
			b.n("Hemoglobina glicosilada (HbA1c)", "5.8", "%", "4.0 - 5.6")
			return b.report(Meta{First: "Itzel Marisol", Last: "Quintero Batista", DOB: "1986-02-14", Gender: "female",
				Lab: "Laboratorio Clínico Istmo Diagnóstico", Collected: "2026-07-10", Reported: "2026-07-11", Specimen: "2607-04182"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			chip := func(x *Row) string {
				switch x.Flag {
				case "H":
					return `<span class="chip hi">H</span>`
				case "L":
					return `<span class="chip lo">L</span>`
				}
				return ""
			}
			cols := []col{{"Prueba", "c1", nameCell}, {"Resultado", "c2", valCell}, {"Estado", "c3", chip},
				{"Unidades", "c4", unitCell}, {"Valor de referencia", "c5", rangeCell}}
			var pages [][]*Section
			for _, s := range r.Sections {
				if s.NewPage || len(pages) == 0 {
					pages = append(pages, nil)
				}
				pages[len(pages)-1] = append(pages[len(pages)-1], s)
			}
			const url = "https://pacientes.istmodiagnostico.example.pa/resultados/orden/2607-04182?vista=imprimir"
			chrome := func(n int) string {
				return `<div class="bh"><span>14/7/26, 10:32</span><span class="bt">Resultados | Portal del Paciente – Istmo Diagnóstico</span><span></span></div>` +
					fmt.Sprintf(`<div class="bf"><span>%s</span><span>%d/%d</span></div>`, url, n, len(pages))
			}
			var body strings.Builder
			for i, secs := range pages {
				cls := "pg"
				if i > 0 {
					cls += " pb"
				}
				body.WriteString(`<div class="` + cls + `">` + chrome(i+1) + `<div class="in">`)
				if i == 0 {
					body.WriteString(`<div class="nav"><span class="brand"><span class="dot"></span>Istmo Diagnóstico</span>` +
						`<span class="mn">Inicio</span><span class="mn on">Mis resultados</span><span class="mn">Citas</span><span class="mn">Sucursales</span>` +
						`<span class="usr">Itzel Q. ▾ · Cerrar sesión</span></div>` +
						`<div class="crumb">Inicio › Mis resultados › Orden ` + m.Specimen + `</div>` +
						`<div class="card"><table class="oc"><tr><td class="pd">` +
						`<div class="h1">Resultados de laboratorio</div>` +
						`<table class="pt"><tr><td class="k">Paciente</td><td><b>Itzel Marisol Quintero Batista</b></td><td class="k">Orden</td><td><b>` + m.Specimen + `</b></td></tr>` +
						`<tr><td class="k">Cédula</td><td>8-842-1937</td><td class="k">Fecha de toma</td><td>` + date(m.Collected, "") + ` 07:48</td></tr>` +
						`<tr><td class="k">Fecha de nacimiento</td><td>` + date(m.DOB, "") + ` (40 años) · Femenino</td><td class="k">Fecha de validación</td><td>` + date(m.Reported, "") + ` 16:20</td></tr>` +
						`<tr><td class="k">Médico</td><td>Dra. Yaneth Córdoba</td><td class="k">Sucursal</td><td>Obarrio – Calle 53 Este</td></tr></table></td>` +
						`<td class="codes">` + s31Bars(m.Specimen, 44, 11) + `<div class="qr">` + s25QR("pa_lab", 19) + `</div>` +
						`<div class="qv">Código de verificación<br><b>ID-7F3K-92QX</b></div></td></tr></table>` +
						`<div class="btns"><span class="btn">⤓ Descargar PDF</span><span class="btn">Imprimir</span><span class="btn g">Compartir con mi médico</span></div></div>`)
				}
				var t strings.Builder
				t.WriteString(`<table class="rs">` + headRow(cols))
				for _, s := range secs {
					sectionRows(&t, s, cols)
				}
				t.WriteString(`</table>`)
				body.WriteString(`<div class="card">` + t.String() + `</div>`)
				if i == len(pages)-1 {
					body.WriteString(`<div class="note">H: valor por encima del rango de referencia · L: valor por debajo del rango de referencia. ` +
						`Resultados validados por Lic. Ricardo Samaniego, Tecnólogo Médico (Reg. CTM 4182). La interpretación de los resultados corresponde a su médico.</div>` +
						`<div class="foot">Laboratorio Clínico Istmo Diagnóstico · Calle 53 Este, Obarrio, Ciudad de Panamá · Tel. 263-4182 · © 2026 · Aviso de privacidad · Ayuda</div>`)
				}
				body.WriteString(`</div></div>`)
			}
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.6pt;color:#1f2933}.pg{height:279.4mm;position:relative;padding:0}` +
				`.in{padding:13mm 11mm 12mm 11mm}.bh,.bf{position:absolute;left:6mm;right:6mm;font-family:"DejaVu Sans";font-size:6.6pt;color:#222;display:flex;justify-content:space-between}` +
				`.bh{top:4.5mm}.bf{bottom:4.5mm}.bt{text-align:center}` +
				`.nav{display:flex;align-items:center;background:#0b5d6b;color:#fff;padding:2mm 3mm;border-radius:1.5mm;margin-bottom:1.5mm}` +
				`.brand{font-weight:bold;font-size:10.5pt;margin-right:8mm}.dot{display:inline-block;width:3.4mm;height:3.4mm;border-radius:50%;background:#f2b134;margin-right:1.5mm;vertical-align:-0.5mm}` +
				`.mn{margin-right:5mm;font-size:8.2pt;opacity:0.85}.mn.on{opacity:1;font-weight:bold;border-bottom:0.6mm solid #f2b134}.usr{margin-left:auto;font-size:7.6pt}` +
				`.crumb{font-size:7.2pt;color:#5b6b7a;margin:0 0 2mm 1mm}` +
				`.card{border:0.4mm solid #d5dde5;border-radius:2mm;padding:2.5mm 3mm;margin-bottom:2.5mm;background:#fff}` +
				`.oc{width:100%}.oc td{vertical-align:top}.h1{font-size:13pt;font-weight:bold;color:#0b5d6b;margin-bottom:1.5mm}` +
				`.pt td{padding:0.5mm 2.5mm 0.5mm 0;font-size:8.2pt}.pt .k{color:#5b6b7a}` +
				`.codes{width:48mm;text-align:center}.bc{display:inline-block}.bct{font-family:"DejaVu Sans Mono";font-size:8pt;letter-spacing:0.5pt}` +
				`.qr{display:inline-block;margin-top:1mm}.qv{font-size:6.4pt;color:#5b6b7a}` +
				`.btns{margin-top:2mm}.btn{display:inline-block;border:0.35mm solid #0b5d6b;color:#0b5d6b;border-radius:1.2mm;padding:0.8mm 2.5mm;margin-right:2mm;font-size:7.6pt}` +
				`.btn.g{background:#0b5d6b;color:#fff}` +
				`.rs{width:100%}.hd th{font-size:7.6pt;color:#5b6b7a;font-weight:normal;text-transform:uppercase;padding:1mm 1.5mm;border-bottom:0.4mm solid #0b5d6b}` +
				`.sec td{font-weight:bold;font-size:9.2pt;color:#0b5d6b;padding:2.4mm 1.5mm 0.8mm}.r td{padding:0.9mm 1.5mm;border-bottom:0.25mm solid #e6ebf0}` +
				`.c1{width:36%}.c2{width:14%;font-weight:bold}.c3{width:10%}.c4{width:15%}.c5{width:25%}` +
				`.chip{display:inline-block;border-radius:2mm;padding:0 2mm;font-size:7.2pt;font-weight:bold;color:#fff}.chip.hi{background:#d64545}.chip.lo{background:#2f6fd6}` +
				`.note{font-size:7pt;color:#5b6b7a;margin:1mm 1mm 3mm}.foot{font-size:6.8pt;color:#8795a1;text-align:center;border-top:0.3mm solid #d5dde5;padding-top:1.5mm}`
			return page("Letter", css, body.String())
		}}
}

// Nepal: a private diagnostic centre in Lalitpur (English), one A4 page
// (Liberation Sans). Test Name / Result / Flag / Unit / Reference Range;
// the differential count and the serum electrolytes printed across (class
// 122): the test names as the headings of a small table, the results in
// the row under them with H / L after the value, then a row of units and a
// row of ranges; the dates in the Nepali calendar (Bikram Sambat) with the
// Gregorian date after them (class 123: "2083-03-28 BS (12-07-2026 AD)");
// the age and no date of birth; cells/cumm, gm/dl. Also scanned from a
// print whose greys and colours a laser printer laid down as a halftone
// dot screen, so the scan shows a moiré (class 127).
var npAcross = map[string]bool{"DIFFERENTIAL LEUCOCYTE COUNT": true, "SERUM ELECTROLYTES": true}

func npLab() *Layout {
	return &Layout{Name: "np_lab", Country: "NP", Language: "en", Classes: []int{122, 123, 127}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.6,
		Extra: []string{"halftone"}, Session: 31,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("COMPLETE BLOOD COUNT", "COMPLETE BLOOD COUNT")
			b.n("Haemoglobin", "12.1", "gm/dl", "13.0 - 17.0")
			b.n("Total Leucocyte Count", "9800", "cells/cumm", "4000 - 11000")
			b.n("RBC Count", "4.41", "million/cumm", "4.50 - 5.50")
			b.n("PCV", "37.8", "%", "40.0 - 50.0")
			b.n("MCV", "85.7", "fl", "83.0 - 101.0")
			b.n("MCH", "27.4", "pg", "27.0 - 32.0")
			b.n("MCHC", "32.0", "gm/dl", "31.5 - 34.5")
			b.n("Platelet Count", "210000", "cells/cumm", "150000 - 450000")
			b.n("ESR", "28", "mm/hr", "0 - 15")
			b.panel("DIFFERENTIAL LEUCOCYTE COUNT", "DIFFERENTIAL LEUCOCYTE COUNT")
			b.n("Neutrophils", "72", "%", "40 - 75")
			b.n("Lymphocytes", "17", "%", "20 - 45")
			b.n("Monocytes", "4", "%", "2 - 10")
			b.n("Eosinophils", "7", "%", "1 - 6")
			b.n("Basophils", "0", "%", "0 - 1")
			b.panel("BIOCHEMISTRY", "BIOCHEMISTRY")
			b.n("Blood Sugar (Fasting)", "126", "mg/dl", "70 - 110")
			b.n("Urea", "28", "mg/dl", "15 - 45")
			b.n("Creatinine", "1.1", "mg/dl", "0.6 - 1.4")
			b.n("Uric Acid", "7.9", "mg/dl", "3.4 - 7.0")
			b.panel("SERUM ELECTROLYTES", "SERUM ELECTROLYTES")
			b.n("Sodium", "137", "mmol/L", "135 - 145")
			b.n("Potassium", "4.6", "mmol/L", "3.5 - 5.0")
			b.n("Chloride", "109", "mmol/L", "98 - 107")
			b.panel("LIPID PROFILE", "LIPID PROFILE")
			b.n("Total Cholesterol", "224", "mg/dl", "< 200")
			b.n("Triglycerides", "198", "mg/dl", "< 150")
			b.n("HDL Cholesterol", "36", "mg/dl", "> 40")
			b.n("LDL Cholesterol", "148", "mg/dl", "< 130")
			b.panel("LIVER FUNCTION TEST", "LIVER FUNCTION TEST")
			b.n("SGPT (ALT)", "54", "U/L", "5 - 40")
			b.n("SGOT (AST)", "38", "U/L", "5 - 40")
			b.n("Total Bilirubin", "0.9", "mg/dl", "0.2 - 1.2")
			b.n("Alkaline Phosphatase", "96", "U/L", "40 - 129")
			return b.report(Meta{First: "Ramesh Kumar", Last: "Shrestha", Gender: "male",
				Lab: "Bagmati Valley Diagnostic Centre", Collected: "2026-07-12", Reported: "2026-07-13", Specimen: "83-04182"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Test Name", "c1", nameCell}, {"Result", "c2", valCell}, {"Flag", "c3", flagCell},
				{"Unit", "c4", unitCell}, {"Reference Range", "c5", rangeCell}}
			var t strings.Builder
			t.WriteString(`<table class="rs">` + headRow(cols))
			for _, s := range r.Sections {
				if !npAcross[s.Panel] {
					sectionRows(&t, s, cols)
					continue
				}
				// the panel across: names as headings, then results, units, ranges
				fmt.Fprintf(&t, `<tr class="sec"><td colspan="5">%s</td></tr><tr class="ac"><td colspan="5"><table class="x">`, esc(s.Title))
				line := func(label, cls string, cell func(*Row) string) {
					t.WriteString(`<tr class="` + cls + `"><td class="xl">` + label + `</td>`)
					for _, x := range s.Rows {
						t.WriteString(`<td>` + cell(x) + `</td>`)
					}
					t.WriteString(`</tr>`)
				}
				line("", "xh", nameCell)
				line("Result", "xv", valFlagCell)
				line("Unit", "xu", unitCell)
				line("Ref. Range", "xr", rangeCell)
				t.WriteString(`</table></td></tr>`)
			}
			t.WriteString(`</table>`)
			logo := `<svg width="17mm" height="15mm" viewBox="0 0 44 40"><path d="M2 36 L14 14 L20 24 L27 8 L42 36 Z" fill="#1c4e8a"/>` +
				`<path d="M23.5 14.5 L27 8 L30.6 14.6 L28.4 13.4 L26.4 15.2 Z" fill="#fff"/><path d="M2 36 H42" stroke="#c8102e" stroke-width="2.4"/></svg>`
			bs := func(bsDate, iso string) string { return bsDate + ` BS (` + s29Date(iso, "dmy-") + ` AD)` }
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">BAGMATI VALLEY DIAGNOSTIC CENTRE PVT. LTD.</div>` +
				`<div class="la">Kumaripati-5, Lalitpur, Nepal · Tel: 01-5418270, 9851041827 · PAN: 604182701 · Reg. No. 41827/077/078</div></td>` +
				`<td class="acc">NPHL Registered<br>Laboratory</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient Name</td><td class="v">: <b>Mr. Ramesh Kumar Shrestha</b></td><td class="k">Lab No.</td><td class="v">: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Age / Sex</td><td class="v">: 46 Y / M</td><td class="k">Sample Collected</td><td class="v">: ` + bs("2083-03-28", m.Collected) + ` 07:50 AM</td></tr>` +
				`<tr><td class="k">Referred By</td><td class="v">: Dr. Sunita Maharjan, MD</td><td class="k">Reported On</td><td class="v">: ` + bs("2083-03-29", m.Reported) + ` 11:20 AM</td></tr>` +
				`<tr><td class="k">Address</td><td class="v">: Jawalakhel, Lalitpur</td><td class="k">Reg. Date</td><td class="v">: 2083-03-28 BS</td></tr></table>` +
				`<div class="tt">LABORATORY REPORT</div>` + t.String() +
				`<div class="ft">H: High, L: Low. Sample: Blood (EDTA) and Serum. Please correlate clinically. ` +
				`Results relate only to the sample received. Dates are given in Bikram Sambat (BS) with the Gregorian (AD) date in brackets.</div>` +
				`<table class="sg"><tr><td>Lab Technologist<br><span class="sig">Bikash</span><br>Bikash Tamang, B.Sc. MLT<br>NHPC Reg. No. A-4182 MLT</td>` +
				`<td class="rt">Pathologist<br><span class="sig">A. Joshi</span><br>Dr. Anjali Joshi, MD (Pathology)<br>NMC No. 14182</td></tr></table>` +
				`<div class="pgn">Page 1 of 1 · Printed: 2083-03-29 BS 11:24 AM · -- End of Report --</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.2pt;color:#111}.pg{height:296mm;position:relative;padding:9mm 12mm 9mm 12mm}` +
				`.top{width:100%;border-bottom:2px solid #1c4e8a;margin-bottom:1.6mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:19mm}` +
				`.ln{font-size:13pt;font-weight:bold;color:#1c4e8a}.la{font-size:6.9pt;color:#444}` +
				`.acc{width:26mm;text-align:center;font-size:7pt;font-weight:bold;color:#fff;background:#c8102e;padding:1mm!important}` +
				`.pt{width:100%;font-size:8pt;background:#e9eef5;margin-bottom:1.5mm}.pt td{padding:0.5mm 1.4mm}.pt .k{width:14%;color:#333}.pt .v{width:36%}` +
				`.tt{text-align:center;font-weight:bold;font-size:10.5pt;margin:1.5mm 0 1mm;background:#d8dde3;padding:0.6mm}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.6mm 1.2mm;background:#1c4e8a;color:#fff}` +
				`.sec td{font-weight:bold;font-size:8.3pt;padding:1.5mm 1.2mm 0.3mm;color:#1c4e8a;border-bottom:0.5px solid #9bb}` +
				`.r td{padding:0.38mm 1.2mm}.c1{width:34%}.c2{width:14%;font-weight:bold}.c3{width:7%;text-align:center}.c4{width:17%}.c5{width:28%}` +
				`.ac td{padding:0.5mm 1.2mm 0.8mm}.x{width:100%;border:0.5px solid #888}.x td{border:0.5px solid #aaa;padding:0.4mm 1.2mm;text-align:center;width:15%}` +
				`.x td.xl{width:12%;text-align:left;color:#333;background:#eef1f5}.xh td{font-weight:bold;background:#eef1f5}.xv td{font-weight:bold}.xu td,.xr td{font-size:7.6pt}` +
				`.ft{margin-top:2.4mm;font-size:6.9pt;color:#333}.sg{width:100%;margin-top:2.5mm;font-size:7.4pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:13pt;color:#1b2d6b}` +
				`.pgn{position:absolute;left:12mm;right:12mm;bottom:6mm;text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}
