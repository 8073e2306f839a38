package main

import (
	"fmt"
	"strings"
)

// Session 31 held-out layout. A tuner must not open this file (SPLIT.md).

// Burkina Faso: a private medical analysis laboratory in Ouagadougou
// (French), one A4 page produced by the laboratory software's report
// designer (Liberation Sans): every cell an absolutely positioned box
// written into the page column by column (class 119); the title, the
// section headings and the patient's name letter-spaced (class 120);
// raised footnote letters right after some results (class 125: "14,2ᵇ"
// checked on a second sample, "ᵃ" sent to the reference laboratory);
// Analyses / Résultats / (flag) / Unités / Valeurs de référence; H / B
// (haut / bas); decimal commas, counts per mm³ with thousands grouped by a
// space (class 37: "7 800", "150 000 - 400 000"); g/L and mg/L;
// dd/mm/yyyy. Also a 100 dpi fax (class 8).
var bfMarks = map[string]string{"Plaquettes": "b", "Hémoglobine glyquée (HbA1c)": "a", "Créatinine": "b",
	"Protéine C réactive (CRP)": "a", "Antigène HBs": "a"}

func bfLab() *Layout {
	return &Layout{Name: "bf_lab", Country: "BF", Language: "fr", Classes: []int{6, 8, 37, 119, 120, 125}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.3,
		LowRes: true, HeldOut: true, Session: 31,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B"}
			b.panel("HÉMATOLOGIE", "HÉMATOLOGIE")
			s12n(b, "Globules blancs", "7 800", "/mm³", "4 000 - 10 000")
			b.n("Hématies", "3,92", "10^6/mm³", "4,50 - 5,90")
			b.n("Hémoglobine", "10,8", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "33,1", "%", "40,0 - 52,0")
			b.n("VGM", "84,4", "fL", "80,0 - 100,0")
			b.n("TCMH", "27,6", "pg", "27,0 - 32,0")
			b.n("CCMH", "32,6", "g/dL", "32,0 - 36,0")
			s12n(b, "Plaquettes", "145 000", "/mm³", "150 000 - 400 000")
			b.n("Polynucléaires neutrophiles", "58", "%", "40 - 75")
			b.n("Lymphocytes", "34", "%", "20 - 45")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,18", "g/L", "0,70 - 1,10")
			b.n("Hémoglobine glyquée (HbA1c)", "6,1", "%", "4,0 - 6,0")
			b.n("Urée", "0,32", "g/L", "0,15 - 0,45")
			b.n("Créatinine", "14,2", "mg/L", "7,0 - 13,0")
			b.n("Acide urique", "58", "mg/L", "35 - 72")
			b.n("Sodium", "139", "mmol/L", "135 - 145")
			b.n("Potassium", "4,2", "mmol/L", "3,5 - 5,1")
			b.n("ASAT (TGO)", "46", "UI/L", "< 40")
			b.n("ALAT (TGP)", "61", "UI/L", "< 41")
			b.n("Gamma GT", "88", "UI/L", "< 55")
			b.n("Cholestérol total", "1,92", "g/L", "< 2,00")
			b.n("Triglycérides", "1,46", "g/L", "< 1,50")
			b.n("Protéine C réactive (CRP)", "24", "mg/L", "< 6")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Antigène HBs", "Positif", "Négatif", false)
			b.q("Sérologie VIH 1 et 2", "Négatif", "Négatif", true)
			b.q("Sérologie syphilis (TPHA)", "Négatif", "Négatif", true)
			b.panel("PARASITOLOGIE", "PARASITOLOGIE")
			b.q("Goutte épaisse", "Négative", "Négative", true)
			return b.report(Meta{First: "Adama Boukary", Last: "Ouédraogo", DOB: "1979-08-21", Gender: "male",
				Lab: "Laboratoire Kadiogo Analyses", Collected: "2026-07-08", Reported: "2026-07-09", Specimen: "2607-0418"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []s31Col{{14, 66, "Analyses", "c1", nameCell}, {82, 22, "Résultats", "c2", s31Marks(bfMarks)}, {106, 6, "", "c3", flagCell},
				{114, 22, "Unités", "c4", unitCell}, {138, 44, "Valeurs de référence", "c5", rangeCell}}
			grid, bottom := s31Grid(r.Sections, cols, 86, 4.6, 7.2, func(s *Section) string { return s31Track(s.Title) })
			fields := []struct {
				x, y float64
				k, v string
			}{{14, 56, "Patient", s31Track("OUÉDRAOGO ADAMA BOUKARY")}, {14, 61, "Né le", date(m.DOB, "") + " · Sexe : Masculin"},
				{14, 66, "Prescripteur", "Dr Salif Kaboré (CMA de Pissy)"}, {14, 71, "Renseignements", "Bilan de contrôle, asthénie"},
				{124, 56, "N° d'enregistrement", "<b>" + m.Specimen + "</b>"}, {124, 61, "Prélevé le", date(m.Collected, "") + " à 07:40"},
				{124, 66, "Édité le", date(m.Reported, "") + " à 11:15"}, {124, 71, "Payeur", "Assuré CNSS"}}
			var head strings.Builder
			for _, f := range fields {
				fmt.Fprintf(&head, `<div class="a v" style="left:%.1fmm;top:%.1fmm">: %s</div>`, f.x+30, f.y, f.v)
			}
			for _, f := range fields {
				fmt.Fprintf(&head, `<div class="a k" style="left:%.1fmm;top:%.1fmm">%s</div>`, f.x, f.y, esc(f.k))
			}
			logo := `<svg class="a" style="left:14mm;top:10mm" width="19mm" height="19mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#00843d"/>` +
				`<path d="M20 7 L23.2 16.2 H33 L25 22 L28 31.2 L20 25.5 L12 31.2 L15 22 L7 16.2 H16.8 Z" fill="#fcd116"/><rect x="17" y="18" width="6" height="3" fill="#ef2b2d"/></svg>`
			body := `<div class="pg">` + head.String() + grid + logo +
				`<div class="a lh" style="left:37mm;top:10.5mm">` + s31Track("LABORATOIRE KADIOGO ANALYSES") + `</div>` +
				`<div class="a ls" style="left:37mm;top:17.5mm">Laboratoire d'analyses de biologie médicale · Agrément n° 2019-0418/MS/SG</div>` +
				`<div class="a ls" style="left:37mm;top:21.5mm">Avenue Kwame N'Krumah, secteur 4 · 01 BP 4182 Ouagadougou 01 · Tél. (+226) 25 41 82 70</div>` +
				`<div class="a tt" style="left:14mm;top:38mm;width:182mm">` + s31Track("COMPTE RENDU D'ANALYSES") + `</div>` +
				`<div class="a rl" style="left:14mm;top:48mm;width:182mm"></div><div class="a rl" style="left:14mm;top:77mm;width:182mm"></div>` +
				`<div class="a rl2" style="left:14mm;top:91.2mm;width:182mm"></div>` +
				fmt.Sprintf(`<div class="a ft" style="left:14mm;top:%.1fmm;width:182mm">H : supérieur aux valeurs de référence · B : inférieur aux valeurs de référence.<br>`+
					`a : analyse transmise au laboratoire de référence · b : résultat contrôlé sur un second prélèvement.</div>`, bottom+5) +
				fmt.Sprintf(`<div class="a sg" style="left:124mm;top:%.1fmm;width:72mm">Le Biologiste<br><span class="sig">Zongo</span><br>Dr Aminata Zongo, Pharmacien biologiste</div>`, bottom+15) +
				`<div class="a pgn" style="left:14mm;top:284mm;width:182mm">Page 1/1 · Ce compte rendu ne peut être reproduit que dans son intégralité</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#141414}.pg{height:297mm;position:relative}` +
				`.a{position:absolute;white-space:nowrap;line-height:1.25}.trk{letter-spacing:0.38em}` +
				`.lh{font-size:13pt;font-weight:bold;color:#00843d}.ls{font-size:7.2pt;color:#333}` +
				`.tt{text-align:center;font-size:12pt;font-weight:bold}.rl{border-top:1.2px solid #00843d;height:0}.rl2{border-top:0.8px solid #333;height:0}` +
				`.k{color:#444;font-size:8pt}.v{font-size:8.3pt}` +
				`.hd{font-weight:bold;font-size:8pt}.c2{text-align:right}.c3{text-align:center;font-weight:bold}.ab.c2{font-weight:bold}` +
				`.st{left:14mm;font-weight:bold;font-size:9pt;color:#00843d}.sr{left:14mm;width:182mm;border-top:0.5px solid #9cc9ac;height:0}` +
				`.ft{font-size:7pt;color:#333;white-space:normal}.sg{font-size:7.8pt;text-align:center;line-height:1.4}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.pgn{text-align:center;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}
