package main

import (
	"fmt"
	"regexp"
	"strings"
)

// Session 12 family: five layouts written blind in session 12. sm_osp,
// sn_lab, ng_diag and mz_hosp are dev and live here; ec_lab is held out and
// lives in layouts_s12_held.go, which a tuner must not open.

// s12GroupRe finds a space that groups thousands ("7 800", "4 210 000").
var s12GroupRe = regexp.MustCompile(`(\d) (\d{3})\b`)

// s12Ungroup drops the spaces that group thousands (class 37).
func s12Ungroup(s string) string {
	for {
		t := s12GroupRe.ReplaceAllString(s, "$1$2")
		if t == s {
			return t
		}
		s = t
	}
}

// s12n adds a numeric row whose value or range may group thousands with a
// space: the row keeps the printed text, its bounds and interpretation come
// from the numbers without the spaces ("4 000 à 10 000" → 4000, 10000).
func s12n(b *builder, name, value, unit, rng string) *Row {
	lo, hi := b.parseRange(s12Ungroup(rng))
	r := b.nr(name, s12Ungroup(value), unit, rng, lo, hi)
	r.Value = value
	return r
}

// s12Sub prints the name with a small grey line under it, the specimen and
// method of the test (class 36), looked up by truth name; "" prints none, a
// row without an entry is a mistake in the layout.
func s12Sub(layout string, m map[string]string) func(*Row) string {
	return func(r *Row) string {
		s, ok := m[r.Name]
		if !ok {
			panic(layout + ": no specimen/method line for row " + r.Name)
		}
		if s == "" {
			return nameCell(r)
		}
		return nameCell(r) + `<div class="mt">` + esc(s) + `</div>`
	}
}

// s12Rows prints a section: its title, a grey line under the title when
// secSub has one, then its rows; an abnormal row carries the class "ab"
// (a layout may band it, class 35) and a note gets a row of its own.
func s12Rows(b *strings.Builder, s *Section, cols []col, secSub map[string]string) {
	if s.Title != "" {
		fmt.Fprintf(b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
		if t := secSub[s.Title]; t != "" {
			fmt.Fprintf(b, `<tr class="ssub"><td colspan="%d">%s</td></tr>`, len(cols), esc(t))
		}
	}
	for _, r := range s.Rows {
		cls := "r"
		if abnormal(r) {
			cls += " ab"
		}
		b.WriteString(`<tr class="` + cls + `">`)
		for _, c := range cols {
			b.WriteString(`<td class="` + c.class + `">` + c.cell(r) + "</td>")
		}
		b.WriteString("</tr>")
		if r.Note != "" {
			fmt.Fprintf(b, `<tr class="note"><td colspan="%d">%s</td></tr>`, len(cols), esc(r.Note))
		}
	}
}

// San Marino: private diagnostic centre (Italian), two pages printed on both
// sides of one thin sheet. Ranges joined by "÷" ("4,00 ÷ 10,00") and
// one-sided "≤ 40" / "≥ 60" (class 31); a small grey specimen and method line
// under the name of every chemistry test, and under the Emocromo and urine
// titles (class 36); "*" in a narrow column after an out-of-range value; a
// comment line inside the table; page 2 repeats the letterhead and goes on
// under "CHIMICA CLINICA (segue)"; a dark scan with the back page showing
// through (class 39).
func smOsp() *Layout {
	method := map[string]string{
		"Globuli bianchi (WBC)": "", "Globuli rossi (RBC)": "", "Emoglobina (HGB)": "", "Ematocrito (HCT)": "", "MCV": "", "MCH": "",
		"MCHC": "", "Piastrine (PLT)": "", "Neutrofili": "", "Linfociti": "", "Monociti": "", "Eosinofili": "",
		"Glucosio": "Plasma (NaF) - Esochinasi", "Urea": "Siero - Ureasi/GLDH cinetico", "Creatinina": "Siero - Jaffè compensato, tracciabile IDMS",
		"eGFR (CKD-EPI 2021)": "Calcolato", "Sodio": "Siero - ISE indiretto", "Potassio": "Siero - ISE indiretto",
		"AST (GOT)": "Siero - IFCC senza piridossal-fosfato", "ALT (GPT)": "Siero - IFCC senza piridossal-fosfato",
		"Gamma GT":           "Siero - IFCC (L-γ-glutamil-3-carbossi-4-nitroanilide)",
		"Colesterolo totale": "Siero - CHOD-PAP", "Colesterolo HDL": "Siero - Metodo diretto omogeneo",
		"Colesterolo LDL (calcolato)": "Formula di Friedewald", "Trigliceridi": "Siero - GPO-PAP",
		"TSH": "Siero - Chemiluminescenza (CMIA)", "FT4": "Siero - Chemiluminescenza (CMIA)", "PSA totale": "Siero - Chemiluminescenza (CMIA)",
		"Colore": "", "Peso specifico": "", "pH": "", "Proteine": "",
		"HBsAg": "Siero - Chemiluminescenza (CMIA)",
	}
	secSub := map[string]string{
		"EMOCROMO":                         "Sangue intero (K3-EDTA) - Citofluorimetria e impedenziometria (Sysmex XN-1000)",
		"ESAME CHIMICO-FISICO DELLE URINE": "Urine del primo mattino - Striscia reattiva, lettura in riflettometria",
	}
	return &Layout{Name: "sm_osp", Country: "SM", Language: "it", Classes: []int{6, 31, 36, 39}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.6,
		Extra: []string{"showthru"}, Session: 12,
		Build: func() *Report {
			b := &builder{comma: true, high: "*", low: "*"}
			b.panel("EMOCROMO", "EMOCROMO")
			b.n("Globuli bianchi (WBC)", "6,84", "10^3/µL", "4,00 ÷ 10,00")
			b.n("Globuli rossi (RBC)", "5,12", "10^6/µL", "4,50 ÷ 5,90")
			b.n("Emoglobina (HGB)", "15,2", "g/dL", "13,5 ÷ 17,5")
			b.n("Ematocrito (HCT)", "45,8", "%", "40,0 ÷ 52,0")
			b.n("MCV", "89,5", "fL", "80,0 ÷ 99,0")
			b.n("MCH", "29,7", "pg", "27,0 ÷ 33,0")
			b.n("MCHC", "33,2", "g/dL", "32,0 ÷ 36,0")
			b.n("Piastrine (PLT)", "138", "10^3/µL", "150 ÷ 400")
			b.n("Neutrofili", "62,4", "%", "40,0 ÷ 75,0")
			b.n("Linfociti", "27,9", "%", "20,0 ÷ 45,0")
			b.n("Monociti", "7,1", "%", "2,0 ÷ 10,0")
			b.n("Eosinofili", "2,2", "%", "1,0 ÷ 6,0")
			b.panel("CHIMICA CLINICA", "CHIMICA CLINICA")
			b.n("Glucosio", "118", "mg/dL", "60 ÷ 110")
			b.n("Urea", "38", "mg/dL", "15 ÷ 50")
			b.n("Creatinina", "1,08", "mg/dL", "0,70 ÷ 1,20")
			b.n("eGFR (CKD-EPI 2021)", "78", "mL/min/1,73m²", "≥ 60")
			b.n("Sodio", "141", "mmol/L", "136 ÷ 145")
			b.n("Potassio", "5,3", "mmol/L", "3,5 ÷ 5,1").
				note("Campione lievemente emolizzato: il valore del potassio può risultare sovrastimato.")
			b.n("AST (GOT)", "29", "U/L", "≤ 40")
			b.n("ALT (GPT)", "52", "U/L", "≤ 41")
			b.n("Gamma GT", "61", "U/L", "8 ÷ 61")
			b.newPage("CHIMICA CLINICA (segue)", "CHIMICA CLINICA")
			b.n("Colesterolo totale", "226", "mg/dL", "< 200")
			b.n("Colesterolo HDL", "47", "mg/dL", "> 40")
			b.n("Colesterolo LDL (calcolato)", "148", "mg/dL", "< 115")
			b.n("Trigliceridi", "154", "mg/dL", "< 150")
			b.panel("ENDOCRINOLOGIA E MARCATORI", "ENDOCRINOLOGIA E MARCATORI")
			b.n("TSH", "2,41", "µUI/mL", "0,35 ÷ 4,94")
			b.n("FT4", "1,02", "ng/dL", "0,70 ÷ 1,48")
			b.n("PSA totale", "3,6", "ng/mL", "≤ 4,00")
			b.panel("ESAME CHIMICO-FISICO DELLE URINE", "ESAME CHIMICO-FISICO DELLE URINE")
			b.q("Colore", "giallo paglierino", "", true)
			b.n("Peso specifico", "1,020", "", "1,005 ÷ 1,030")
			b.n("pH", "6,0", "", "5,0 ÷ 7,5")
			b.q("Proteine", "assenti", "assenti", true)
			b.panel("SIEROLOGIA", "SIEROLOGIA")
			b.q("HBsAg", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Davide", Last: "Mularoni", DOB: "1969-08-14", Gender: "male",
				Lab: "Centro Diagnostico Titano", Collected: "2026-04-20", Reported: "2026-04-21", Specimen: "26042000815"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Esame", "c1", s12Sub("sm_osp", method)}, {"Risultato", "c2", valCell}, {"", "c3", flagCell},
				{"Unità di misura", "c4", unitCell}, {"Valori di riferimento", "c5", rangeCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="lg"><div class="t1">CENTRO DIAGNOSTICO TITANO</div>` +
					`<div class="t2">Laboratorio Analisi Cliniche · Autorizzazione sanitaria n. 118/2009</div>` +
					`<div class="t3">Via XXVIII Luglio, 212 - 47893 Borgo Maggiore (RSM) · Tel. 0549 904 218 · laboratorio@cdtitano.sm<br>` +
					`Direttore tecnico: Dott.ssa Elena Ceccoli, Biologa</div></td>` +
					fmt.Sprintf(`<td class="rs2">Repubblica di San Marino<br><b>REFERTO DI LABORATORIO</b><br>Pagina %d di %d</td></tr></table>`, p, n) +
					kv("pt", 3, "Paziente:", "MULARONI DAVIDE", "Nato il:", date(m.DOB, ""), "Sesso:", "M",
						"Codice ISS:", "041827-M", "Medico richiedente:", "Dott. Luca Gasperoni", "N. accettazione:", m.Specimen,
						"Data prelievo:", date(m.Collected, "")+" ore 07:55", "Data referto:", date(m.Reported, "")+" ore 11:40", "Provenienza:", "Esterno")
			}
			foot := `<div class="ft">* Valore al di fuori dell'intervallo di riferimento. Gli intervalli di riferimento si riferiscono alla popolazione adulta ` +
				`e al metodo indicato. Il referto è valido solo se integro in tutte le sue pagine.</div>` +
				`<div class="sg">Il Responsabile del Laboratorio<br><span class="sig">E. Ceccoli</span><br>Dott.ssa Elena Ceccoli - Biologa</div>`
			body := pagedBody(byPage(r), head, func(b *strings.Builder, secs []*Section) {
				fmt.Fprintf(b, `<table class="rs">%s`, headRow(cols))
				for _, s := range secs {
					s12Rows(b, s, cols, secSub)
				}
				b.WriteString(`</table>`)
			}, foot, `<div class="cont">segue a pagina 2</div>`)
			css := `body{font-family:"Liberation Sans Narrow","Nimbus Sans Narrow";font-size:9.2pt;color:#111}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:1.4px solid #2b4c8c;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.2mm}` +
				`.t1{font-size:16pt;font-weight:bold;color:#2b4c8c;letter-spacing:0.8pt}.t2{font-size:8.6pt;font-style:italic}.t3{font-size:7.4pt;color:#444}` +
				`.rs2{text-align:right;font-size:8pt;width:48mm}.rs2 b{font-size:9.4pt;color:#2b4c8c}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.4pt;border:0.6px solid #2b4c8c}.pt td{padding:0.5mm 1.2mm}.pt .k{width:13%;white-space:nowrap;color:#2b4c8c}.pt .v{width:20%;font-weight:bold}` +
				`.rs{width:100%}.hd th{font-size:8.4pt;border-top:0.8px solid #000;border-bottom:0.8px solid #000;padding:0.8mm 1.2mm}` +
				`.r td{padding:0.7mm 1.2mm 0.5mm}.c1{width:44%}.c2{width:11%;text-align:right;white-space:nowrap}.c3{width:3%;font-weight:bold}.c4{width:14%}` +
				`.mt{font-size:7pt;color:#7a7a7a;font-style:italic;line-height:1.15}` +
				`.sec td{font-weight:bold;padding:2.6mm 1.2mm 0.4mm;font-size:9.4pt;color:#2b4c8c}.ssub td{font-size:7pt;color:#7a7a7a;font-style:italic;padding:0 1.2mm 0.6mm}` +
				`.note td{font-size:7.6pt;font-style:italic;padding:0.2mm 1.2mm 1mm 8mm}` +
				`.cont{margin-top:4mm;text-align:right;font-size:7.8pt;font-style:italic}.ft{margin-top:6mm;font-size:7.6pt;border-top:0.5px solid #999;padding-top:1mm}` +
				`.sg{margin-top:7mm;margin-left:112mm;text-align:center;font-size:8.2pt}.sig{font-family:"Z003",cursive;font-size:16pt;color:#1b2a6b}`
			return page("A4", css, body)
		}}
}

// Senegal: private medical analysis lab in Dakar (French), one page with no
// column headings at all: section titles and rows only (class 34); counts
// per mm³ with thousands grouped by a space ("8 200", "4 210 000", class 37);
// every range in parentheses joined by "à" ("(4 000 à 10 000)", class 31);
// VGM in µ³; no flags, abnormal values in bold; a copy folded in three
// (class 38).
func snLab() *Layout {
	return &Layout{Name: "sn_lab", Country: "SN", Language: "fr", Classes: []int{6, 31, 34, 37, 38}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.9,
		Extra: []string{"fold"}, Session: 12,
		Build: func() *Report {
			b := &builder{comma: true}
			n := func(name, value, unit, rng string) *Row { return s12n(b, name, value, unit, rng) }
			b.panel("HÉMOGRAMME (NFS)", "HÉMOGRAMME (NFS)")
			n("Globules blancs", "8 200", "/mm³", "(4 000 à 10 000)")
			n("Polynucléaires neutrophiles", "4 510", "/mm³", "(2 000 à 7 500)")
			n("Lymphocytes", "2 420", "/mm³", "(1 500 à 4 000)")
			n("Monocytes", "560", "/mm³", "(200 à 1 000)")
			n("Polynucléaires éosinophiles", "710", "/mm³", "(50 à 500)")
			n("Globules rouges", "4 210 000", "/mm³", "(4 000 000 à 5 400 000)")
			n("Hémoglobine", "10,8", "g/dl", "(12,0 à 16,0)")
			n("Hématocrite", "33,5", "%", "(37,0 à 47,0)")
			n("VGM", "79,6", "µ³", "(80 à 100)")
			n("TCMH", "25,7", "pg", "(27 à 32)")
			n("CCMH", "32,2", "%", "(32 à 36)")
			n("Plaquettes", "312 000", "/mm³", "(150 000 à 400 000)")
			n("Vitesse de sédimentation (1re heure)", "24", "mm", "(< 20)")
			b.panel("BIOCHIMIE SANGUINE", "BIOCHIMIE SANGUINE")
			n("Glycémie à jeun", "0,94", "g/l", "(0,70 à 1,10)")
			n("Urée", "0,21", "g/l", "(0,15 à 0,45)")
			n("Créatininémie", "8,9", "mg/l", "(6,0 à 12,0)")
			n("Uricémie", "41", "mg/l", "(25 à 60)")
			n("Transaminases ASAT (TGO)", "24", "UI/l", "(< 35)")
			n("Transaminases ALAT (TGP)", "19", "UI/l", "(< 35)")
			n("Cholestérol total", "2,14", "g/l", "(1,40 à 2,00)")
			n("Cholestérol HDL", "0,52", "g/l", "(> 0,40)")
			n("Triglycérides", "0,88", "g/l", "(0,40 à 1,50)")
			n("Protéine C réactive (CRP)", "4,1", "mg/l", "(< 6)")
			n("Fer sérique", "42", "µg/dl", "(50 à 170)")
			n("Ferritine", "9", "ng/ml", "(15 à 150)")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Sérologie VIH 1 et 2", "Négatif", "(Négatif)", true)
			b.q("Antigène HBs", "Négatif", "(Négatif)", true)
			b.panel("PARASITOLOGIE", "PARASITOLOGIE")
			b.q("Goutte épaisse (recherche de Plasmodium)", "Négative", "(Négative)", true)
			b.panel("IMMUNO-HÉMATOLOGIE", "IMMUNO-HÉMATOLOGIE")
			b.q("Groupe sanguin ABO - Rhésus", "O Rhésus positif", "", true)
			return b.report(Meta{First: "Khady", Last: "Sène", DOB: "1990-02-17", Gender: "female",
				Lab: "Laboratoire d'Analyses Médicales Le Baobab", Collected: "2026-04-22", Reported: "2026-04-22", Specimen: "2604-0873"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			res := func(row *Row) string {
				if row.Type == "comment" {
					return `<b>` + esc(row.Value) + `</b>`
				}
				return valCell(row)
			}
			cols := []col{{"", "c1", nameCell}, {"", "c2", res}, {"", "c3", unitCell}, {"", "c4", rangeCell}}
			var tab strings.Builder
			tab.WriteString(`<table class="rs">`)
			for _, s := range r.Sections {
				s12Rows(&tab, s, cols, nil)
			}
			tab.WriteString(`</table>`)
			head := `<table class="top"><tr><td class="lg"><div class="b1">LE BAOBAB</div><div class="b2">Laboratoire d'Analyses Médicales</div></td>` +
				`<td class="ad">Dr Mamadou Lamine Diallo - Pharmacien Biologiste<br>Dr Awa Ndoye Fall - Médecin Biologiste<br>` +
				`Rue 10 x Boulevard de l'Est, Point E - Dakar · BP 15 418 Dakar-Fann<br>Tél. 33 864 21 70 · NINEA 004418273 2G3</td></tr></table>` +
				`<table class="pat"><tr><td>Dossier n° <b>` + m.Specimen + `</b><br>Prélevé le ` + date(m.Collected, "") + ` à 08 h 10<br>` +
				`Édité le ` + date(m.Reported, "") + ` à 16 h 45<br>Prescripteur : Dr Ousmane Badji</td>` +
				`<td class="pn"><b>Madame SÈNE Khady</b><br>Née le ` + date(m.DOB, "") + `<br>Villa n° 4127, Sacré-Cœur 3<br>Dakar</td></tr></table>` +
				`<div class="tt">COMPTE RENDU D'ANALYSES</div>`
			css := `body{font-family:"Nimbus Roman","Liberation Serif";font-size:9.6pt;color:#141414}` +
				`.top{width:100%;border-bottom:1.8px double #5a3a12;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.5mm}` +
				`.b1{font-size:21pt;font-weight:bold;color:#5a3a12;letter-spacing:2pt}.b2{font-size:9pt;font-style:italic;color:#5a3a12}` +
				`.ad{text-align:right;font-size:7.8pt;color:#333}` +
				`.pat{width:100%;margin:1mm 0 2mm;font-size:8.8pt}.pat td{vertical-align:top}.pn{width:70mm;border:0.7px solid #555;padding:1.5mm 3mm}` +
				`.tt{text-align:center;font-size:11pt;font-weight:bold;letter-spacing:1.5pt;margin:1mm 0 1mm}` +
				`.rs{width:100%}.r td{padding:0.45mm 1.5mm}.c1{width:44%}.c2{width:15%;text-align:right;padding-right:3mm!important;white-space:nowrap}` +
				`.c3{width:9%}.c4{white-space:nowrap}` +
				`.sec td{text-align:center;font-weight:bold;font-size:9.8pt;padding:2.4mm 0 0.8mm;text-decoration:underline;letter-spacing:0.6pt}` +
				`.ft{margin-top:4mm;font-size:7.8pt;font-style:italic}.sg{margin-top:5mm;margin-left:118mm;text-align:center;font-size:8.6pt}` +
				`.foot{position:absolute;bottom:8mm;left:13mm;right:13mm;border-top:0.5px solid #5a3a12;font-size:7pt;color:#555;text-align:center;padding-top:1mm}` +
				`.pg{height:296mm;position:relative}`
			return page("A4", css, `<div class="pg">`+head+tab.String()+
				`<div class="ft">Les valeurs entre parenthèses sont les valeurs usuelles de l'adulte. Les résultats anormaux sont imprimés en gras.</div>`+
				`<div class="sg">Le Biologiste<br><br><b>Dr Awa Ndoye Fall</b></div>`+
				`<div class="foot">Laboratoire agréé par le Ministère de la Santé et de l'Action sociale - Arrêté n° 08417 · Page 1/1</div></div>`)
		}}
}

// Nigeria: private diagnostic centre in Lagos, one dense page. The flag is a
// word, "High" or "Low", in a REMARK column (class 32), and each abnormal row
// is printed on a pink band across the page (class 35); Age/Sex instead of a
// date of birth; genotype and blood group rows with no range; a phone photo
// taken at an angle in a dim room (class 40).
func ngDiag() *Layout {
	return &Layout{Name: "ng_diag", Country: "NG", Language: "en", Classes: []int{32, 35, 40}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.1,
		Extra: []string{"photodim"}, Session: 12,
		Build: func() *Report {
			b := &builder{high: "High", low: "Low"}
			b.panel("HAEMATOLOGY - FULL BLOOD COUNT", "FULL BLOOD COUNT")
			b.n("Haemoglobin", "10.9", "g/dL", "12.0 - 16.0")
			b.n("Packed Cell Volume (PCV)", "33", "%", "36 - 46")
			b.n("Red Blood Cell Count", "4.02", "x10^12/L", "3.80 - 4.80")
			b.n("MCV", "82.1", "fL", "80.0 - 100.0")
			b.n("MCH", "27.1", "pg", "27.0 - 32.0")
			b.n("MCHC", "33.0", "g/dL", "31.5 - 34.5")
			b.n("Total White Blood Cell Count", "11.8", "x10^9/L", "4.0 - 10.0")
			b.n("Neutrophils", "74", "%", "40 - 70")
			b.n("Lymphocytes", "19", "%", "20 - 40")
			b.n("Monocytes", "5", "%", "2 - 10")
			b.n("Eosinophils", "2", "%", "1 - 6")
			b.n("Platelet Count", "265", "x10^9/L", "150 - 400")
			b.n("ESR (Westergren)", "38", "mm/hr", "0 - 20")
			b.panel("BLOOD GROUP & GENOTYPE", "BLOOD GROUP & GENOTYPE")
			b.q("Blood Group", "O Rhesus D Positive", "", true)
			b.q("Haemoglobin Genotype", "AS", "", true)
			b.panel("PARASITOLOGY", "PARASITOLOGY")
			b.q("Malaria Parasite (Thick Film)", "Not Seen", "Not Seen", true)
			b.panel("CLINICAL CHEMISTRY - ELECTROLYTES, UREA & CREATININE", "ELECTROLYTES, UREA & CREATININE")
			b.n("Sodium", "138", "mmol/L", "135 - 145")
			b.n("Potassium", "3.3", "mmol/L", "3.5 - 5.1")
			b.n("Chloride", "101", "mmol/L", "98 - 107")
			b.n("Bicarbonate", "24", "mmol/L", "22 - 29")
			b.n("Urea", "4.1", "mmol/L", "2.5 - 7.1")
			b.n("Creatinine", "71", "µmol/L", "45 - 90")
			b.panel("CLINICAL CHEMISTRY - GLUCOSE & LIPID PROFILE", "GLUCOSE & LIPID PROFILE")
			b.n("Fasting Blood Sugar", "6.4", "mmol/L", "3.9 - 6.1")
			b.n("HbA1c", "6.0", "%", "4.0 - 5.6")
			b.n("Total Cholesterol", "4.6", "mmol/L", "< 5.2")
			b.n("Triglycerides", "1.1", "mmol/L", "< 1.7")
			b.n("HDL Cholesterol", "1.3", "mmol/L", "> 1.2")
			b.n("LDL Cholesterol", "2.8", "mmol/L", "< 3.4")
			b.panel("SEROLOGY", "SEROLOGY")
			b.q("HBsAg (Rapid)", "Negative", "Negative", true)
			b.q("Anti-HCV (Rapid)", "Negative", "Negative", true)
			b.q("HIV 1 & 2 Screening", "Non-Reactive", "Non-Reactive", true)
			return b.report(Meta{First: "Chiamaka", Last: "Okafor", Gender: "female",
				Lab: "Lekki Crest Diagnostics", Collected: "2026-04-23", Reported: "2026-04-23", Specimen: "LCD-2604-11873"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			remark := func(row *Row) string {
				if row.Flag == "" {
					return ""
				}
				return `<b class="rm">` + esc(row.Flag) + `</b>`
			}
			cols := []col{{"INVESTIGATION", "c1", nameCell}, {"RESULT", "c2", valCell}, {"UNIT", "c3", unitCell},
				{"REFERENCE RANGE", "c4", rangeCell}, {"REMARK", "c5", remark}}
			var tab strings.Builder
			tab.WriteString(`<table class="rs">` + headRow(cols))
			for _, s := range r.Sections {
				s12Rows(&tab, s, cols, nil)
			}
			tab.WriteString(`</table>`)
			head := `<table class="top"><tr><td class="lg"><div class="mk">LCD</div></td><td><div class="ln">LEKKI CREST DIAGNOSTICS LTD</div>` +
				`<div class="ls">Medical Laboratory · Radiology · Wellness</div>` +
				`<div class="la">Plot 14B Admiralty Way, Lekki Phase 1, Lagos · 0803 418 2276, 0907 221 4418 · results@lekkicrestdx.ng · RC 1482271</div></td>` +
				`<td class="acc">MLSCN Accredited<br>Laboratory No. LAG/ML/0418</td></tr></table>` +
				`<div class="tt">LABORATORY REPORT</div>` +
				kv("pt", 3, "Patient Name:", "MRS. CHIAMAKA OKAFOR", "Age/Sex:", "40 Yrs / F", "Lab No.:", m.Specimen,
					"Referred By:", "Dr. T. Adeyemi (Crestview Family Clinic)", "Sample:", "Blood (EDTA, Fluoride, Plain)", "Patient ID:", "LCD-P-0041827",
					"Collected:", date(m.Collected, "dMony")+" 08:42 AM", "Reported:", date(m.Reported, "dMony")+" 03:15 PM", "Payment:", "HMO - Avon Healthcare")
			css := `body{font-family:"DejaVu Sans","Liberation Sans";font-stretch:condensed;font-size:8pt;color:#111}` +
				`.top{width:100%;margin-bottom:1mm}.top td{vertical-align:middle}.lg{width:19mm}` +
				`.mk{width:17mm;height:17mm;border-radius:50%;background:#0a6b3d;color:#fff;font-weight:bold;font-size:13pt;text-align:center;line-height:17mm}` +
				`.ln{font-size:16pt;font-weight:bold;color:#0a6b3d;padding-left:2mm}.ls{font-size:8.4pt;color:#c28a00;padding-left:2mm;font-weight:bold}` +
				`.la{font-size:7pt;color:#444;padding-left:2mm}.acc{text-align:right;font-size:7.4pt;color:#0a6b3d;width:38mm}` +
				`.tt{background:#0a6b3d;color:#fff;text-align:center;font-weight:bold;font-size:10pt;letter-spacing:2pt;padding:0.8mm;margin:1mm 0 1.5mm}` +
				`.pt{width:100%;margin-bottom:2.5mm;font-size:7.8pt;border:0.6px solid #0a6b3d}.pt td{padding:0.45mm 1.2mm}.pt .k{font-weight:bold;width:11%;white-space:nowrap}.pt .v{width:22%}` +
				`.rs{width:100%}.hd th{border-top:1px solid #000;border-bottom:1px solid #000;padding:0.7mm 1.2mm;font-size:7.8pt}` +
				`.r td{padding:0.5mm 1.2mm;border-bottom:0.3px solid #ddd}.ab td{background:#f7c9c9}.c1{width:38%}.c2{width:12%;font-weight:bold;white-space:nowrap}.c3{width:12%}.c4{width:20%}` +
				`.rm{color:#b00000}.sec td{font-weight:bold;padding:2.2mm 1.2mm 0.5mm;font-size:8.4pt;color:#0a6b3d;border-bottom:0.8px solid #0a6b3d}` +
				`.ft{margin-top:4mm;font-size:7.2pt;color:#333}.sg{width:100%;margin-top:7mm;font-size:7.6pt}.sg td{width:50%;text-align:center}` +
				`.sig{font-family:"Z003",cursive;font-size:14pt;color:#1a2a6e;border-bottom:0.6px solid #000;margin:0 16mm 1mm}.end{text-align:center;margin-top:4mm;font-size:7.6pt;font-weight:bold}`
			return page("A4", css, `<div class="pg">`+head+tab.String()+
				`<div class="ft">Remark: High / Low = result above / below the reference range of the laboratory. Reference ranges are for adults. `+
				`Results relate only to the sample received. Please correlate clinically.</div>`+
				`<table class="sg"><tr><td><div class="sig">E. Nwosu</div>Emeka J. Nwosu, AMLSCN<br>Medical Laboratory Scientist</td>`+
				`<td><div class="sig">F. Adebayo</div>Dr. (Mrs.) Folake O. Adebayo, FMCPath<br>Consultant Pathologist</td></tr></table>`+
				`<div class="end">*** END OF REPORT ***</div></div>`)
		}}
}

// Mozambique: private clinic laboratory in Maputo (Portuguese), two pages.
// The reference range column comes before the result, and the unit after it:
// Análise / Valores de referência / Resultado / Unidade (class 33); counts
// per mm³ with thousands grouped by a space ("9 850", "150 000 - 400 000",
// class 37); ↑ / ↓ after an out-of-range value (class 16); decimal commas;
// header repeated on page 2; a 100 dpi fax.
func mzHosp() *Layout {
	return &Layout{Name: "mz_hosp", Country: "MZ", Language: "pt", Classes: []int{6, 8, 16, 33, 37}, ScanDPI: 200, PDFDPI: 150, Rotate: -1.3,
		LowRes: true, Session: 12,
		Build: func() *Report {
			b := &builder{comma: true, high: "↑", low: "↓"}
			n := func(name, value, unit, rng string) *Row { return s12n(b, name, value, unit, rng) }
			b.panel("HEMOGRAMA", "HEMOGRAMA")
			n("Leucócitos", "9 850", "/mm³", "4 000 - 10 000")
			n("Neutrófilos", "71,2", "%", "40 - 75")
			n("Linfócitos", "19,6", "%", "20 - 45")
			n("Monócitos", "6,1", "%", "2 - 10")
			n("Eosinófilos", "2,7", "%", "1 - 6")
			n("Eritrócitos", "4,88", "x10^6/mm³", "4,50 - 5,90")
			n("Hemoglobina", "14,1", "g/dL", "13,5 - 17,5")
			n("Hematócrito", "42,6", "%", "41,0 - 53,0")
			n("VGM", "87,3", "fL", "80 - 100")
			n("HGM", "28,9", "pg", "27 - 33")
			n("CHGM", "33,1", "g/dL", "32 - 36")
			n("Plaquetas", "128 000", "/mm³", "150 000 - 400 000")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			n("Glicemia", "96", "mg/dL", "70 - 110")
			n("Ureia", "61", "mg/dL", "10 - 50")
			n("Creatinina", "1,42", "mg/dL", "0,70 - 1,30")
			n("Ácido úrico", "7,9", "mg/dL", "3,4 - 7,0")
			n("Sódio", "139", "mmol/L", "136 - 145")
			n("Potássio", "4,8", "mmol/L", "3,5 - 5,1")
			n("AST (GOT)", "33", "U/L", "< 40")
			n("ALT (GPT)", "28", "U/L", "< 41")
			n("Fosfatase alcalina", "88", "U/L", "40 - 129")
			n("Bilirrubina total", "0,7", "mg/dL", "< 1,2")
			b.newPage("PERFIL LIPÍDICO", "PERFIL LIPÍDICO")
			n("Colesterol total", "214", "mg/dL", "< 200")
			n("Colesterol HDL", "38", "mg/dL", "> 40")
			n("Colesterol LDL", "139", "mg/dL", "< 130")
			n("Triglicéridos", "185", "mg/dL", "< 150")
			b.panel("URINA II", "URINA II")
			n("Densidade", "1,015", "", "1,005 - 1,030")
			n("pH", "6,0", "", "5,0 - 8,0")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Glicose", "Negativo", "Negativo", true)
			b.panel("SEROLOGIA E PARASITOLOGIA", "SEROLOGIA E PARASITOLOGIA")
			b.q("HIV 1/2 (teste rápido)", "Não reactivo", "Não reactivo", true)
			b.q("Sífilis (RPR)", "Não reactivo", "Não reactivo", true)
			b.q("Pesquisa de plasmódio", "Negativo", "Negativo", true)
			return b.report(Meta{First: "Hélder", Last: "Macuácua", DOB: "1978-07-05", Gender: "male",
				Lab: "Clínica Polana Saúde", Collected: "2026-04-24", Reported: "2026-04-24", Specimen: "LC26-041902"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Análise", "c1", nameCell}, {"Valores de referência", "c2", rangeCell}, {"Resultado", "c3", valFlagCell},
				{"Unidade", "c4", unitCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td><div class="ln">CLÍNICA POLANA SAÚDE</div>` +
					`<div class="la">Laboratório de Análises Clínicas · Av. Julius Nyerere, n.º 1214, Maputo · Tel. +258 21 418 227 · NUIT 400 418 273</div></td>` +
					fmt.Sprintf(`<td class="st">RELATÓRIO DE ANÁLISES<br><span>Página %d de %d</span></td></tr></table>`, p, n) +
					kv("pt", 3, "Nome:", "HÉLDER MACUÁCUA", "Data de nasc.:", date(m.DOB, ""), "Sexo:", "Masculino",
						"N.º de processo:", "CPS-0041827", "Requisição:", m.Specimen, "Médico:", "Dr.ª Lurdes Chissano",
						"Colheita:", date(m.Collected, "")+" 07:35", "Validação:", date(m.Reported, "")+" 14:20", "Proveniência:", "Consulta externa")
			}
			foot := `<div class="ft">↑ resultado acima dos valores de referência · ↓ resultado abaixo dos valores de referência. ` +
				`Valores de referência para adultos do sexo masculino.</div>` +
				`<div class="sg">O Técnico Superior de Laboratório<br><br><b>Abel Sitoe</b><br>Validado por: Dr. Rui Nhantumbo, Patologista Clínico</div>`
			body := pagedBody(byPage(r), head, func(b *strings.Builder, secs []*Section) {
				fmt.Fprintf(b, `<table class="rs">%s`, headRow(cols))
				for _, s := range secs {
					s12Rows(b, s, cols, nil)
				}
				b.WriteString(`</table>`)
			}, foot, `<div class="cont">(continua na página seguinte)</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.8pt;color:#151515}.pg{height:296mm}` +
				`.top{width:100%;border-bottom:2px solid #b5651d;margin-bottom:2mm}.top td{vertical-align:bottom;padding-bottom:1.2mm}` +
				`.ln{font-size:15pt;font-weight:bold;color:#b5651d;letter-spacing:0.6pt}.la{font-size:7.3pt;color:#444}` +
				`.st{text-align:right;font-weight:bold;font-size:10pt}.st span{font-weight:normal;font-size:8pt}` +
				`.pt{width:100%;margin-bottom:3mm;font-size:8.2pt;background:#fbf1e6}.pt td{padding:0.6mm 1.2mm}.pt .k{font-weight:bold;width:12%;white-space:nowrap}.pt .v{width:21%}` +
				`.rs{width:100%}.hd th{border-bottom:1.2px solid #b5651d;padding:0.9mm 1.2mm;font-size:8.2pt;color:#b5651d}` +
				`.r td{padding:0.8mm 1.2mm;border-bottom:0.3px dotted #bbb}.c1{width:38%}.c2{width:24%;color:#333}.c3{width:18%;text-align:right;padding-right:5mm!important}` +
				`.sec td{font-weight:bold;padding:3mm 1.2mm 0.6mm;font-size:9pt}` +
				`.cont{margin-top:4mm;text-align:right;font-size:7.8pt;font-style:italic}.ft{margin-top:6mm;font-size:7.6pt}` +
				`.sg{margin-top:7mm;margin-left:105mm;text-align:center;font-size:8.2pt}`
			return page("A4", css, body)
		}}
}
