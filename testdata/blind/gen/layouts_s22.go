package main

import (
	"fmt"
	"strings"
)

// Session 22 family: five layouts written blind in session 22. pr_ref,
// de_mvz, py_lab and ci_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s22_held.go, which a tuner must not
// open.

// s22Spec prints the specimen column (class 70), which no truth field
// holds: the specimen of the row's panel, or of the row itself under the
// key "panel|name"; a row without either is a mistake in the layout.
func s22Spec(layout string, m map[string]string) func(*Row) string {
	return func(r *Row) string {
		if v, ok := m[r.panel+"|"+r.Name]; ok {
			return esc(v)
		}
		if v, ok := m[r.panel]; ok {
			return esc(v)
		}
		panic(layout + ": no specimen for row " + r.panel + "|" + r.Name)
	}
}

// s22ParenFlag prints the value and, after it in the same cell, the flag
// word the lab prints in parentheses (class 73: "5,9 (Alto)"); the builder's
// high and low flags carry the parentheses, since that is what is printed.
func s22ParenFlag(r *Row) string {
	if r.Flag == "" {
		return valCell(r)
	}
	return valCell(r) + ` <span class="pf">` + esc(r.Flag) + `</span>`
}

// s22Rows writes a page's sections into a result table whose cells the
// columns decide: a title row per section (printed reverse, white on a
// band, where the layout's CSS says so, class 67), then a row per result
// with the class "ab" when it is out of range, and a note row under a row
// that has one.
func s22Rows(b *strings.Builder, secs []*Section, cols []col) {
	for _, s := range secs {
		if s.Title != "" {
			fmt.Fprintf(b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
		}
		for _, r := range s.Rows {
			cls := "r"
			if abnormal(r) {
				cls += " ab"
			}
			b.WriteString(`<tr class="` + cls + `">`)
			for _, c := range cols {
				b.WriteString(td(c.class, c.cell(r)))
			}
			b.WriteString(`</tr>`)
			if r.Note != "" {
				fmt.Fprintf(b, `<tr class="note"><td></td><td colspan="%d">%s</td></tr>`, len(cols)-1, r.Note)
			}
		}
	}
}

// Puerto Rico: island reference laboratory printing in the style of the
// large US reference labs, two Letter pages in dense small print (7.2 pt,
// class 68): Test / Current Result and Flag / Previous Result and Date /
// Units / Reference Interval; the flag word (High / Low) follows the value
// in the result cell; the previous result and its date are history; a
// two-digit performing-site code raised after every test name (class 1);
// "Please Note" comment lines under HbA1c and vitamin D (class 58);
// differential percentages against "Not Estab."; US units (x10E3/uL,
// mg/dL, IU/L); ">59", ">39"; mm/dd/yyyy. Also photographed off a
// computer monitor (class 74).
func prRef() *Layout {
	prev := map[string]string{
		"WBC": "8.9", "RBC": "4.70", "Hemoglobin": "14.2", "Hematocrit": "42.5", "MCV": "90", "MCH": "30.2", "MCHC": "33.4",
		"RDW": "13.8", "Platelets": "251", "Neutrophils": "62", "Lymphs": "27", "Monocytes": "8", "Eos": "2", "Basos": "1",
		"Neutrophils (Absolute)": "5.5", "Lymphs (Absolute)": "2.4", "Monocytes(Absolute)": "0.7", "Eos (Absolute)": "0.2",
		"Baso (Absolute)": "0.1", "Immature Granulocytes": "0", "Immature Grans (Abs)": "0.0",
		"Glucose": "104", "BUN": "15", "Creatinine": "1.02", "eGFR": "84", "BUN/Creatinine Ratio": "15", "Sodium": "139",
		"Potassium": "4.4", "Chloride": "101", "Carbon Dioxide, Total": "24", "Calcium": "9.4", "Protein, Total": "7.0",
		"Albumin": "4.5", "Globulin, Total": "2.5", "Bilirubin, Total": "0.5", "Alkaline Phosphatase": "81", "AST (SGOT)": "29",
		"ALT (SGPT)": "38", "Cholesterol, Total": "231", "Triglycerides": "162", "HDL Cholesterol": "40", "VLDL Cholesterol Cal": "29",
		"LDL Chol Calc (NIH)": "162", "Hemoglobin A1c": "5.9", "TSH": "1.870", "Vitamin D, 25-Hydroxy": "19.6", "Prostate Specific Ag": "",
	}
	return &Layout{Name: "pr_ref", Country: "PR", Language: "en", Classes: []int{1, 58, 68, 74}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.8,
		Extra: []string{"monitor"}, Session: 22,
		Build: func() *Report {
			b := &builder{high: "High", low: "Low"}
			b.panel("CBC With Differential/Platelet", "CBC With Differential/Platelet")
			b.n("WBC", "11.2", "x10E3/uL", "3.4-10.8")
			b.n("RBC", "4.61", "x10E6/uL", "4.14-5.80")
			b.n("Hemoglobin", "13.9", "g/dL", "13.0-17.7")
			b.n("Hematocrit", "41.8", "%", "37.5-51.0")
			b.n("MCV", "91", "fL", "79-97")
			b.n("MCH", "30.2", "pg", "26.6-33.0")
			b.n("MCHC", "33.3", "g/dL", "31.5-35.7")
			b.n("RDW", "14.1", "%", "11.6-15.4")
			b.n("Platelets", "238", "x10E3/uL", "150-450")
			b.n("Neutrophils", "74", "%", "Not Estab.")
			b.n("Lymphs", "17", "%", "Not Estab.")
			b.n("Monocytes", "7", "%", "Not Estab.")
			b.n("Eos", "1", "%", "Not Estab.")
			b.n("Basos", "1", "%", "Not Estab.")
			b.n("Neutrophils (Absolute)", "8.3", "x10E3/uL", "1.4-7.0")
			b.n("Lymphs (Absolute)", "1.9", "x10E3/uL", "0.7-3.1")
			b.n("Monocytes(Absolute)", "0.8", "x10E3/uL", "0.1-0.9")
			b.n("Eos (Absolute)", "0.1", "x10E3/uL", "0.0-0.4")
			b.n("Baso (Absolute)", "0.1", "x10E3/uL", "0.0-0.2")
			b.n("Immature Granulocytes", "0", "%", "Not Estab.")
			b.n("Immature Grans (Abs)", "0.0", "x10E3/uL", "0.0-0.1")
			b.panel("Comp. Metabolic Panel (14)", "Comp. Metabolic Panel (14)")
			b.n("Glucose", "112", "mg/dL", "70-99")
			b.n("BUN", "17", "mg/dL", "6-24")
			b.n("Creatinine", "1.08", "mg/dL", "0.76-1.27")
			b.n("eGFR", "79", "mL/min/1.73", ">59")
			b.n("BUN/Creatinine Ratio", "16", "", "9-20")
			b.n("Sodium", "140", "mmol/L", "134-144")
			b.n("Potassium", "4.6", "mmol/L", "3.5-5.2")
			b.n("Chloride", "102", "mmol/L", "96-106")
			b.n("Carbon Dioxide, Total", "23", "mmol/L", "20-29")
			b.n("Calcium", "9.6", "mg/dL", "8.7-10.2")
			b.n("Protein, Total", "7.1", "g/dL", "6.0-8.5")
			b.n("Albumin", "4.4", "g/dL", "3.8-4.9")
			b.n("Globulin, Total", "2.7", "g/dL", "1.5-4.5")
			b.n("Bilirubin, Total", "0.6", "mg/dL", "0.0-1.2")
			b.n("Alkaline Phosphatase", "88", "IU/L", "44-121")
			b.n("AST (SGOT)", "34", "IU/L", "0-40")
			b.n("ALT (SGPT)", "51", "IU/L", "0-44")
			b.newPage("Lipid Panel", "Lipid Panel")
			b.n("Cholesterol, Total", "224", "mg/dL", "100-199")
			b.n("Triglycerides", "187", "mg/dL", "0-149")
			b.n("HDL Cholesterol", "41", "mg/dL", ">39")
			b.n("VLDL Cholesterol Cal", "33", "mg/dL", "5-40")
			b.n("LDL Chol Calc (NIH)", "150", "mg/dL", "0-99")
			b.panel("Hemoglobin A1c", "Hemoglobin A1c")
			b.n("Hemoglobin A1c", "6.1", "%", "4.8-5.6").
				note(`Please Note:<br>&#160;&#160;&#160;Prediabetes: 5.7 - 6.4<br>&#160;&#160;&#160;Diabetes: &gt;6.4<br>` +
					`&#160;&#160;&#160;Glycemic control for adults with diabetes: &lt;7.0`)
			b.panel("TSH", "TSH")
			b.n("TSH", "2.140", "uIU/mL", "0.450-4.500")
			b.panel("Vitamin D, 25-Hydroxy", "Vitamin D, 25-Hydroxy")
			b.n("Vitamin D, 25-Hydroxy", "24.8", "ng/mL", "30.0-100.0").
				note(`Vitamin D deficiency has been defined by the Institute of Medicine and an Endocrine Society practice guideline ` +
					`as a level of serum 25-OH vitamin D less than 20 ng/mL (1,2). The Endocrine Society went on to further define ` +
					`vitamin D insufficiency as a level between 21 and 29 ng/mL (2).`)
			b.panel("Prostate-Specific Ag, Serum", "Prostate-Specific Ag, Serum")
			b.n("Prostate Specific Ag", "1.4", "ng/mL", "0.0-4.0")
			return b.report(Meta{First: "Jose Luis", Last: "Rivera Santiago", DOB: "1968-03-14", Gender: "male",
				Lab: "Caribe Reference Laboratories", Collected: "2026-05-04", Reported: "2026-05-06", Specimen: "124-418-2207-0"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			name := func(row *Row) string { return esc(row.Name) + `<sup class="lc">01</sup>` }
			cur := func(row *Row) string {
				if row.Flag == "" {
					return esc(row.Value)
				}
				return `<b>` + esc(row.Value) + `</b><span class="fl">` + esc(row.Flag) + `</span>`
			}
			pv := func(row *Row) string {
				p, ok := prev[row.Name]
				if !ok {
					panic("pr_ref: no previous result for " + row.Name)
				}
				if p == "" {
					return ""
				}
				return `<span class="pv">` + esc(p) + `</span><span class="pd">11/18/2025</span>`
			}
			cols := []col{{"Test", "c1", name}, {"Current Result and Flag", "c2", cur}, {"Previous Result and Date", "c3", pv},
				{"Units", "c4", unitCell}, {"Reference Interval", "c5", rangeCell}}
			head := func(p, n int) string {
				top := `<table class="top"><tr><td class="lg"><div class="lm"><span>C</span>R</div></td>` +
					`<td class="lt"><div class="ln">Caribe Reference Laboratories</div><div class="la">1650 Ave. Ponce de León, San Juan, PR 00909-4182 · 787-555-0110</div></td>` +
					`<td class="pr">Patient Report</td></tr></table>`
				if p > 1 {
					return top + `<table class="p2"><tr><td>Patient: <b>RIVERA SANTIAGO, JOSE LUIS</b></td><td>DOB: ` + date(m.DOB, "mdy/") + `</td>` +
						`<td>Patient ID: 7041826</td><td>Control ID: 70418822</td><td>Date Collected: ` + date(m.Collected, "mdy/") + `</td></tr></table>`
				}
				return top +
					`<table class="ids"><tr><td>Specimen ID: <b>` + m.Specimen + `</b></td><td>Control ID: 70418822</td><td>Acct #: 41822070</td>` +
					`<td>Phone: 787-555-0148</td><td>Rte: 00</td></tr></table>` +
					`<table class="hdr"><tr><td class="pn" colspan="3">RIVERA SANTIAGO, JOSE LUIS</td>` +
					`<td class="ph" rowspan="2">Centro Médico Familiar Hato Rey<br>Ave. Roosevelt 418 Ste 2<br>San Juan PR 00918</td></tr>` +
					`<tr><td class="bx"><div class="bt">Patient Details</div>DOB: ` + date(m.DOB, "mdy/") + `<br>Age(y/m/d): 058/01/20<br>Gender: M<br>Patient ID: 7041826</td>` +
					`<td class="bx"><div class="bt">Specimen Details</div>Date collected: ` + date(m.Collected, "mdy/") + ` 0815 Local<br>` +
					`Date received: ` + date(m.Collected, "mdy/") + `<br>Date entered: ` + date(m.Collected, "mdy/") + `<br>` +
					`Date reported: ` + date(m.Reported, "mdy/") + ` 0412 ET</td>` +
					`<td class="bx"><div class="bt">Physician Details</div>Ordering: E ORTIZ<br>Referring:<br>ID:<br>NPI: 1418227046</td></tr></table>` +
					`<div class="gc"><b>General Comments &amp; Additional Information</b><br>Clinical Info: FASTING &#160;&#160; Total Volume: Not Provided &#160;&#160; Fasting: Yes</div>` +
					`<div class="gc"><b>Ordered Items</b><br>CBC With Differential/Platelet; Comp. Metabolic Panel (14); Lipid Panel; Hemoglobin A1c; TSH; ` +
					`Vitamin D, 25-Hydroxy; Prostate-Specific Ag, Serum; Venipuncture</div>` +
					`<div class="dc">Date Collected: ` + date(m.Collected, "mdy/") + `</div>`
			}
			foot := func(p, n int) string {
				return fmt.Sprintf(`<div class="ft"><table class="lab"><tr><td>01</td><td>CR</td><td>Caribe Reference Laboratories, Inc.</td>`+
					`<td>1650 Ave. Ponce de León, San Juan, PR 00909-4182</td><td>Dir: Maritza Colón Feliciano, MD</td></tr></table>`+
					`<div class="fi">For inquiries, the physician may contact <b>Branch: 787-555-0190 Lab: 787-555-0110</b></div>`+
					`<table class="fb"><tr><td>Date Issued: 05/06/26 0415 ET</td><td class="fc">FINAL REPORT</td><td class="fr">Page %d of %d</td></tr></table>`+
					`<div class="fx">This document contains private and confidential health information protected by state and federal law. `+
					`If you have received this document in error, please call 787-555-0110.</div></div>`, p, n)
			}
			pages := byPage(r)
			var b strings.Builder
			for i, secs := range pages {
				cls := "pg"
				if i > 0 {
					cls += " pb"
				}
				fmt.Fprintf(&b, `<div class="%s">%s<table class="rs">%s`, cls, head(i+1, len(pages)), headRow(cols))
				s22Rows(&b, secs, cols)
				b.WriteString(`</table>`)
				if i == len(pages)-1 {
					b.WriteString(`<div class="fl2">Flags: High / Low = above / below the reference interval. Previous results shown for comparison only.</div>`)
				}
				b.WriteString(foot(i+1, len(pages)) + `</div>`)
			}
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:7.2pt;color:#111;line-height:1.15}.pg{height:279mm;position:relative;padding:10mm 11mm}` +
				`.top{width:100%;border-bottom:1.2px solid #123a6b;margin-bottom:1.2mm}.top td{vertical-align:middle;padding-bottom:0.8mm}.lg{width:11mm}` +
				`.lm{width:9mm;height:9mm;background:#123a6b;color:#fff;font:bold 10pt "Liberation Sans";text-align:center;line-height:9mm}.lm span{color:#f2b233}` +
				`.ln{font-size:11pt;font-weight:bold;color:#123a6b}.la{font-size:6.6pt;color:#444}.pr{text-align:right;font-size:11pt;font-weight:bold}` +
				`.ids{width:100%;font-size:7pt;border-bottom:0.5px solid #999;margin-bottom:1mm}.ids td{padding:0.3mm 1mm 0.6mm 0}` +
				`.hdr{width:100%;font-size:7pt;margin-bottom:1mm}.pn{font-size:10pt;font-weight:bold;padding:0.5mm 0 1mm}.bx{width:24%;padding-right:2mm}` +
				`.bt{font-weight:bold;border-bottom:0.5px solid #777;margin-bottom:0.4mm}.ph{width:28%;font-size:7pt;padding-left:4mm;vertical-align:top}` +
				`.gc{font-size:6.9pt;border-top:0.5px solid #999;padding:0.6mm 0}.dc{font-weight:bold;font-size:7.4pt;margin:1.2mm 0 0.6mm}` +
				`.p2{width:100%;font-size:7pt;border-bottom:0.5px solid #999;margin-bottom:1.5mm}.p2 td{padding:0.3mm 1mm 0.6mm 0}` +
				`.rs{width:100%}.hd th{background:#d9d9d9;font-size:7pt;font-weight:bold;padding:0.5mm 1mm;border-top:0.6px solid #555;border-bottom:0.6px solid #555}` +
				`.sec td{font-weight:bold;font-size:7.4pt;padding:1.2mm 1mm 0.2mm}.r td{padding:0.12mm 1mm}` +
				`.c1{width:31%;padding-left:3mm!important}.c2{width:17%}.c3{width:19%}.c4{width:13%}.c5{width:20%}` +
				`.lc{font-size:5pt;color:#333;margin-left:0.6mm}.fl{font-weight:bold;margin-left:2.5mm}.pv{display:inline-block;width:11mm}.pd{color:#222}` +
				`.note td{font-size:6.8pt;padding:0.1mm 1mm 0.6mm 6mm;color:#222}` +
				`.fl2{margin-top:2mm;font-size:6.8pt}` +
				`.ft{position:absolute;left:11mm;right:11mm;bottom:8mm;font-size:6.6pt;border-top:0.6px solid #555;padding-top:0.8mm}` +
				`.lab{width:100%}.lab td{padding:0 1.5mm 0 0}.fi{margin:0.5mm 0}.fb{width:100%;font-weight:bold}.fc{text-align:center}.fr{text-align:right}.fx{font-size:6.2pt;color:#444}`
			return page("Letter", css, b.String())
		}}
}

// Germany: MVZ laboratory (German), two A4 pages with a wide left margin
// for the binder holes. Untersuchung / Material / Ergebnis / (flag) /
// Einheit / Referenzbereich: the specimen (EDTA-Blut, Citratplasma,
// Serum, Fluorid-Plasma, Urin) between the name and the result (class 70);
// section titles printed white on a dark petrol band (class 67); a thin
// rule right under every result row (class 69); H / L in a narrow column;
// decimal commas, conventional German units (mg/dl, /nl, /pl); "< 35",
// "> 60"; urine strip results "negativ"; dd.mm.yyyy. Also scanned in
// colour at 300 dpi from a stapled, hole-punched copy on the lab's
// watermarked stationery (class 76).
func deMvz() *Layout {
	spec := map[string]string{"Hämatologie": "EDTA-Blut", "Gerinnung": "Citratplasma", "Klinische Chemie": "Serum",
		"Klinische Chemie|Glucose nüchtern": "Fluorid-Plasma", "Endokrinologie": "Serum", "Eisenstoffwechsel und Vitamine": "Serum",
		"Diabetes": "EDTA-Blut", "Urinstatus": "Urin"}
	return &Layout{Name: "de_mvz", Country: "DE", Language: "de", Classes: []int{6, 67, 69, 70, 76}, ScanDPI: 150, PDFDPI: 200, Rotate: -0.7,
		Extra: []string{"colour"}, Session: 22,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("Hämatologie", "Hämatologie")
			b.n("Leukozyten", "7,9", "/nl", "3,9 - 10,2")
			b.n("Erythrozyten", "4,12", "/pl", "3,92 - 5,08")
			b.n("Hämoglobin", "11,6", "g/dl", "11,9 - 14,6")
			b.n("Hämatokrit", "35,2", "%", "35,5 - 45,0")
			b.n("MCV", "85,4", "fl", "80,0 - 99,0")
			b.n("MCH", "28,2", "pg", "27,0 - 33,5")
			b.n("MCHC", "33,0", "g/dl", "31,5 - 36,0")
			b.n("Thrombozyten", "318", "/nl", "150 - 370")
			b.panel("Gerinnung", "Gerinnung")
			b.n("Quick", "96", "%", "70 - 130")
			b.n("INR", "1,02", "", "0,85 - 1,15")
			b.n("PTT", "31", "s", "25 - 37")
			b.panel("Klinische Chemie", "Klinische Chemie")
			b.n("Natrium", "139", "mmol/l", "136 - 145")
			b.n("Kalium", "4,3", "mmol/l", "3,5 - 5,1")
			b.n("Kreatinin", "0,82", "mg/dl", "0,50 - 0,90")
			b.n("eGFR (CKD-EPI)", "86", "ml/min/1,73m²", "> 60")
			b.n("Harnsäure", "5,1", "mg/dl", "2,4 - 5,7")
			b.n("GOT (ASAT)", "24", "U/l", "< 35")
			b.n("GPT (ALAT)", "41", "U/l", "< 35")
			b.n("Gamma-GT", "58", "U/l", "< 40")
			b.n("Glucose nüchtern", "94", "mg/dl", "70 - 99")
			b.n("Cholesterin", "231", "mg/dl", "< 200")
			b.n("HDL-Cholesterin", "58", "mg/dl", "> 45")
			b.n("LDL-Cholesterin", "152", "mg/dl", "< 130")
			b.n("Triglyceride", "118", "mg/dl", "< 150")
			b.n("CRP", "2,4", "mg/l", "< 5,0")
			b.newPage("Endokrinologie", "Endokrinologie")
			b.n("TSH basal", "3,84", "µIU/ml", "0,27 - 4,20")
			b.n("fT4", "1,12", "ng/dl", "0,93 - 1,70")
			b.panel("Eisenstoffwechsel und Vitamine", "Eisenstoffwechsel und Vitamine")
			b.n("Ferritin", "12", "ng/ml", "13 - 150")
			b.n("Eisen", "48", "µg/dl", "50 - 170")
			b.n("Vitamin B12", "386", "pg/ml", "197 - 771")
			b.n("25-OH-Vitamin D", "23", "ng/ml", "30 - 100")
			b.panel("Diabetes", "Diabetes")
			b.n("HbA1c", "5,4", "%", "< 5,7")
			b.panel("Urinstatus", "Urinstatus")
			b.n("pH", "6,0", "", "5,0 - 8,0")
			b.n("Spezifisches Gewicht", "1,021", "g/ml", "1,010 - 1,030")
			b.q("Leukozyten", "negativ", "negativ", true)
			b.q("Nitrit", "negativ", "negativ", true)
			b.q("Eiweiß", "negativ", "negativ", true)
			b.q("Glucose", "negativ", "negativ", true)
			b.q("Ketonkörper", "negativ", "negativ", true)
			b.q("Blut", "negativ", "negativ", true)
			return b.report(Meta{First: "Katharina", Last: "Schröder", DOB: "1979-08-14", Gender: "female",
				Lab: "MVZ Laborzentrum Nordhessen", Collected: "2026-05-14", Reported: "2026-05-15", Specimen: "2605140873"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Untersuchung", "c1", nameCell}, {"Material", "c2", s22Spec("de_mvz", spec)}, {"Ergebnis", "c3", valCell},
				{"", "c4", flagCell}, {"Einheit", "c5", unitCell}, {"Referenzbereich", "c6", rangeCell}}
			logo := `<svg width="16mm" height="16mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#0d5c63"/>` +
				`<path d="M20 6 C 27 17, 31 22, 31 27 A 11 11 0 0 1 9 27 C 9 22, 13 17, 20 6 Z" fill="#e4572e"/>` +
				`<circle cx="20" cy="27" r="4.5" fill="#fff"/></svg>`
			head := func(p, n int) string {
				top := `<table class="top"><tr><td class="lg">` + logo + `</td><td><div class="ln">MVZ Laborzentrum Nordhessen</div>` +
					`<div class="ls">Fachärzte für Laboratoriumsmedizin · Mikrobiologie · Transfusionsmedizin</div></td>` +
					`<td class="ad">Am Lindenhof 14 · 34117 Kassel<br>Tel. 0561 418 227-0 · Fax 0561 418 227-99<br>www.laborzentrum-nordhessen.example.de</td></tr></table>`
				if p > 1 {
					return top + `<table class="p2"><tr><td>Patient: <b>Schröder, Katharina</b>, geb. ` + date(m.DOB, "dmy.") + `</td>` +
						`<td>Auftrag: ` + m.Specimen + `</td><td class="rt">Seite ` + fmt.Sprint(p) + ` von ` + fmt.Sprint(n) + `</td></tr></table>`
				}
				return top +
					`<table class="win"><tr><td class="adr"><div class="snd">MVZ Laborzentrum Nordhessen · Am Lindenhof 14 · 34117 Kassel</div>` +
					`Gemeinschaftspraxis<br>Dr. med. Annette Vogt und Jan Hoffmeister<br>Fachärzte für Allgemeinmedizin<br>Friedrich-Ebert-Straße 88<br>34119 Kassel</td>` +
					`<td class="inf"><div class="bf">Laborbefund</div><span class="eb">Endbefund</span>` +
					kv("kv", 1, "Auftragsnummer:", m.Specimen, "Abnahme:", date(m.Collected, "dmy.")+" 08:10", "Eingang:", date(m.Collected, "dmy.")+" 13:22",
						"Befunddatum:", date(m.Reported, "dmy.")+" 09:47", "Seite:", fmt.Sprintf("%d von %d", p, n)) + `</td></tr></table>` +
					`<table class="pat"><tr><td>Patient: <b>Schröder, Katharina</b></td><td>geb. am: <b>` + date(m.DOB, "dmy.") + `</b></td>` +
					`<td>Geschlecht: weiblich</td><td>Versicherung: AOK Hessen</td></tr></table>`
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				s22Rows(b, secs, cols)
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">H = oberhalb, L = unterhalb des Referenzbereichs. Referenzbereiche alters- und geschlechtsbezogen (Frauen, 46 Jahre). ` +
				`Die mit Fluorid-Plasma bestimmte Glucose entspricht der nüchtern abgenommenen Probe.</div>` +
				`<table class="sg"><tr><td>Technische Validation:<br>Sabine Kühn, MTL</td>` +
				`<td>Medizinische Validation:<br><span class="sig">Dr. Brandt</span><br>Dr. med. Thomas Brandt, Facharzt für Laboratoriumsmedizin</td></tr></table>` +
				`<div class="acc">Akkreditiert nach DIN EN ISO 15189 · D-ML-41822-01-00</div>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">Fortsetzung auf Seite 2</div>`)
			css := `body{font-family:"Nimbus Sans","Liberation Sans";font-size:8.5pt;color:#111}.pg{height:296mm;padding:11mm 12mm 10mm 24mm}` +
				`.top{width:100%;border-bottom:1.2px solid #0d5c63;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1.2mm}.lg{width:18mm}` +
				`.ln{font-size:14.5pt;font-weight:bold;color:#0d5c63}.ls{font-size:7.4pt;color:#e4572e}.ad{text-align:right;font-size:7pt;color:#444}` +
				`.win{width:100%;margin-bottom:2mm}.adr{width:55%;font-size:8.6pt;padding-top:3mm;line-height:1.25}.snd{font-size:6.2pt;text-decoration:underline;color:#555;margin-bottom:1mm}` +
				`.inf{vertical-align:top}.bf{font-size:12pt;font-weight:bold}.eb{font-size:7.6pt;color:#0d5c63;font-weight:bold}` +
				`.kv{font-size:7.8pt;margin-top:1mm}.kv td{padding:0.2mm 2mm 0.2mm 0}.kv .k{color:#555}` +
				`.pat{width:100%;font-size:8.4pt;border-top:0.8px solid #0d5c63;border-bottom:0.8px solid #0d5c63;margin-bottom:2.5mm}.pat td{padding:1mm 2mm 1mm 0}` +
				`.p2{width:100%;font-size:8pt;margin-bottom:2.5mm;border-bottom:0.8px solid #0d5c63}.p2 td{padding:0.6mm 0}.rt{text-align:right}` +
				`.rs{width:100%}.hd th{font-size:7.6pt;font-weight:bold;color:#0d5c63;padding:0.5mm 1.2mm;border-bottom:1px solid #0d5c63}` +
				`.sec td{background:#0d4f57;color:#fff;font-weight:bold;font-size:8.6pt;padding:0.7mm 1.5mm;letter-spacing:0.3pt;border-top:2.2mm solid #fff}` +
				`.r td{padding:0.5mm 1.2mm 0.05mm;border-bottom:0.5px solid #444;line-height:1.1}` +
				`.c1{width:31%}.c2{width:15%;color:#333}.c3{width:11%;text-align:right}.c4{width:4%;text-align:center;font-weight:bold}.c5{width:15%}.c6{width:24%}` +
				`.cont{margin-top:3mm;text-align:right;font-size:7.4pt;font-style:italic}.ft{margin-top:4mm;font-size:7.2pt;color:#333}` +
				`.sg{width:100%;margin-top:6mm;font-size:7.8pt}.sg td{width:50%;vertical-align:bottom}.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}` +
				`.acc{margin-top:4mm;font-size:6.8pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Paraguay: private clinical laboratory in Asunción (Spanish), two A4
// pages laid out in two columns: a shaded sidebar on the left holds the
// patient, order and date details (class 71), the results table fills the
// right; Determinación / Unidad / Resultado / Valores de referencia, the
// unit column before the result (class 72); an out-of-range value carries
// the word "(Alto)" or "(Bajo)" after it in the same cell (class 73);
// decimal commas and dots grouping thousands ("11.400", "150.000 -
// 450.000"); C.I. number; dd/mm/yyyy. Also photographed and sent through a
// messaging app, downscaled and recompressed (class 75).
func pyLab() *Layout {
	return &Layout{Name: "py_lab", Country: "PY", Language: "es", Classes: []int{6, 71, 72, 73, 75}, ScanDPI: 200, PDFDPI: 150, Rotate: 1.2,
		Extra: []string{"chat"}, Session: 22,
		Build: func() *Report {
			b := &builder{comma: true, high: "(Alto)", low: "(Bajo)"}
			b.panel("HEMATOLOGÍA - Hemograma completo", "Hemograma completo")
			b.n("Glóbulos rojos", "4,21", "mill/mm³", "4,20 - 5,40")
			b.n("Hemoglobina", "11,4", "g/dL", "12,0 - 16,0")
			b.n("Hematocrito", "35,1", "%", "37,0 - 47,0")
			b.n("VCM", "83,4", "fL", "80,0 - 100,0")
			b.n("HCM", "27,1", "pg", "27,0 - 32,0")
			b.n("CHCM", "32,5", "g/dL", "32,0 - 36,0")
			b.n("Glóbulos blancos", "11.400", "/mm³", "4.500 - 10.500")
			b.n("Neutrófilos segmentados", "71", "%", "50 - 70")
			b.n("Linfocitos", "22", "%", "20 - 40")
			b.n("Monocitos", "5", "%", "2 - 8")
			b.n("Eosinófilos", "2", "%", "1 - 4")
			b.n("Basófilos", "0", "%", "0 - 1")
			b.n("Plaquetas", "265.000", "/mm³", "150.000 - 450.000")
			b.n("VSG (1ª hora)", "28", "mm", "0 - 20")
			b.panel("QUÍMICA CLÍNICA", "QUÍMICA CLÍNICA")
			b.n("Glicemia", "92", "mg/dL", "70 - 110")
			b.n("Urea", "27", "mg/dL", "15 - 45")
			b.n("Creatinina", "0,78", "mg/dL", "0,50 - 1,10")
			b.n("Ácido úrico", "4,6", "mg/dL", "2,4 - 5,7")
			b.n("Colesterol total", "214", "mg/dL", "< 200")
			b.n("Colesterol HDL", "48", "mg/dL", "> 45")
			b.n("Colesterol LDL", "139", "mg/dL", "< 130")
			b.n("Triglicéridos", "135", "mg/dL", "< 150")
			b.n("GOT (AST)", "22", "U/L", "< 32")
			b.n("GPT (ALT)", "19", "U/L", "< 33")
			b.panel("HORMONAS", "HORMONAS")
			b.n("TSH", "5,92", "µUI/mL", "0,35 - 4,94")
			b.n("T4 libre", "0,84", "ng/dL", "0,70 - 1,48")
			b.n("Ferritina", "9", "ng/mL", "13 - 150")
			b.newPage("ORINA SIMPLE - Examen físico-químico", "Examen físico-químico")
			b.q("Color", "Amarillo claro", "", true).comment()
			b.q("Aspecto", "Límpido", "", true).comment()
			b.n("pH", "6,0", "", "5,0 - 8,0")
			b.n("Densidad", "1,020", "", "1,005 - 1,030")
			b.q("Proteínas", "Negativo", "Negativo", true)
			b.q("Glucosa", "Negativo", "Negativo", true)
			b.q("Nitritos", "Negativo", "Negativo", true)
			b.panel("SEROLOGÍA", "SEROLOGÍA")
			b.q("VDRL", "No reactivo", "No reactivo", true)
			b.q("Chagas IgG (ELISA)", "No reactivo", "No reactivo", true)
			return b.report(Meta{First: "Liz Mabel", Last: "Benítez Ortiz", DOB: "1987-09-22", Gender: "female",
				Lab: "Laboratorio Mburucuyá", Collected: "2026-05-18", Reported: "2026-05-18", Specimen: "26-051873"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"DETERMINACIÓN", "c1", nameCell}, {"UNIDAD", "c2", unitCell}, {"RESULTADO", "c3", s22ParenFlag},
				{"VALORES DE REFERENCIA", "c4", rangeCell}}
			side := func(p, n int) string {
				return `<td class="sb"><div class="lg"><div class="fl">❀</div><div class="ln">Laboratorio<br>Mburucuyá</div>` +
					`<div class="lt">Análisis clínicos</div></div>` +
					`<div class="bk">PACIENTE</div><div class="pn">BENÍTEZ ORTIZ, LIZ MABEL</div>` +
					`<div class="k">C.I. Nº</div><div class="v">4.182.736</div>` +
					`<div class="k">Sexo</div><div class="v">Femenino</div>` +
					`<div class="k">Fecha de nacimiento</div><div class="v">` + date(m.DOB, "") + `</div>` +
					`<div class="k">Edad</div><div class="v">38 años</div>` +
					`<div class="bk">ORDEN</div>` +
					`<div class="k">Nº de orden</div><div class="v"><b>` + m.Specimen + `</b></div>` +
					`<div class="k">Médico solicitante</div><div class="v">Dr. Hugo Giménez Sanabria</div>` +
					`<div class="k">Procedencia</div><div class="v">Ambulatorio · IPS Previsión</div>` +
					`<div class="k">Fecha de extracción</div><div class="v">` + date(m.Collected, "") + ` 07:20</div>` +
					`<div class="k">Fecha de informe</div><div class="v">` + date(m.Reported, "") + ` 15:40</div>` +
					fmt.Sprintf(`<div class="pgn">Página %d de %d</div>`, p, n) +
					`<div class="ad">Avda. Mcal. López 4182 c/ Tte. Vera<br>Asunción, Paraguay<br>Tel. (021) 418 227<br>Reg. MSPyBS Nº 0418</div></td>`
			}
			pages := byPage(r)
			var b strings.Builder
			for i, secs := range pages {
				cls := "pg"
				if i > 0 {
					cls += " pb"
				}
				fmt.Fprintf(&b, `<div class="%s"><table class="lay"><tr>%s<td class="mn">`, cls, side(i+1, len(pages)))
				b.WriteString(`<div class="tt">INFORME DE RESULTADOS</div><table class="rs">` + headRow(cols))
				s22Rows(&b, secs, cols)
				b.WriteString(`</table>`)
				if i == len(pages)-1 {
					b.WriteString(`<div class="ft">(Alto) / (Bajo): resultado por encima / por debajo de los valores de referencia. ` +
						`Valores de referencia para mujeres adultas.</div>` +
						`<table class="sg"><tr><td><span class="sig">M. Acosta</span><br>Bioq. María José Acosta<br>Mat. Prof. Nº 1827</td>` +
						`<td>Bioq. Ramón Villalba<br>Director Técnico</td></tr></table>`)
				} else {
					b.WriteString(`<div class="cont">continúa en la página siguiente</div>`)
				}
				b.WriteString(`</td></tr></table></div>`)
			}
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#141414}.pg{height:296mm;padding:10mm 11mm 10mm 9mm}` +
				`.lay{width:100%;height:276mm}.lay>tbody>tr>td{vertical-align:top}` +
				`.sb{width:50mm;background:#eef3ea;border-right:2px solid #5b8c3a;padding:3mm 3mm 3mm 3mm;font-size:7.8pt}` +
				`.lg{text-align:center;border-bottom:1px solid #5b8c3a;padding-bottom:2mm;margin-bottom:2mm}.fl{font-size:20pt;color:#7b3f9e;line-height:1}` +
				`.ln{font-size:12pt;font-weight:bold;color:#5b8c3a;line-height:1.1}.lt{font-size:7pt;color:#7b3f9e;letter-spacing:0.5pt}` +
				`.bk{margin-top:3mm;font-size:7pt;font-weight:bold;color:#fff;background:#5b8c3a;padding:0.5mm 1.5mm;letter-spacing:0.8pt}` +
				`.pn{font-weight:bold;font-size:8.8pt;margin:1.2mm 0 1mm}.k{color:#555;font-size:6.8pt;margin-top:1.2mm}.v{font-size:8pt}` +
				`.pgn{margin-top:5mm;font-size:7pt;color:#555}.ad{margin-top:8mm;font-size:6.6pt;color:#555;border-top:0.5px solid #9ab;padding-top:1.5mm}` +
				`.mn{padding-left:5mm}.tt{font-size:11pt;font-weight:bold;color:#5b8c3a;letter-spacing:1pt;border-bottom:1.5px solid #5b8c3a;padding:1mm 0 1.2mm;margin-bottom:2mm}` +
				`.rs{width:100%}.hd th{font-size:7.2pt;color:#333;padding:0.6mm 1.4mm;border-bottom:1px solid #333}` +
				`.sec td{font-weight:bold;font-size:8.4pt;color:#5b8c3a;padding:2.4mm 1.4mm 0.6mm;border-bottom:0.5px solid #5b8c3a}` +
				`.r td{padding:0.65mm 1.4mm}.c1{width:38%}.c2{width:14%;color:#444}.c3{width:21%}.c4{width:27%}.pf{font-weight:bold;font-size:7.8pt}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.4pt}.ft{margin-top:5mm;font-size:7.2pt;color:#333}` +
				`.sg{width:100%;margin-top:8mm;font-size:7.8pt}.sg td{width:50%;text-align:center;vertical-align:bottom}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#2a2a7a}`
			return page("A4", css, b.String())
		}}
}

// Côte d'Ivoire: private medical analysis laboratory in Abidjan (French),
// two A4 pages. Analyses / Unités / Résultats / (flag) / Valeurs de
// référence: the unit column before the result (class 72); the column
// headings printed white on an orange band and the section titles white on
// a green band (class 67); a hairline right under every result row (class
// 69); H / B (haut / bas) in a narrow column; decimal commas, French
// African units (g/L glycaemia and lipids, mg/L creatinine, 10³/µL);
// "Goutte épaisse" and serology as words; dd/mm/yyyy; a 100 dpi fax.
func ciLab() *Layout {
	return &Layout{Name: "ci_lab", Country: "CI", Language: "fr", Classes: []int{6, 8, 67, 69, 72}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.1,
		LowRes: true, Session: 22,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "B"}
			b.panel("HÉMATOLOGIE - NUMÉRATION FORMULE SANGUINE", "NUMÉRATION FORMULE SANGUINE")
			b.n("Globules blancs", "5,2", "10³/µL", "4,0 - 10,0")
			b.n("Globules rouges", "4,62", "10⁶/µL", "4,50 - 5,90")
			b.n("Hémoglobine", "12,4", "g/dL", "13,0 - 17,0")
			b.n("Hématocrite", "38,6", "%", "40,0 - 52,0")
			b.n("VGM", "83,5", "fL", "80,0 - 100,0")
			b.n("TCMH", "26,8", "pg", "27,0 - 32,0")
			b.n("CCMH", "32,1", "g/dL", "32,0 - 36,0")
			b.n("Plaquettes", "148", "10³/µL", "150 - 400")
			b.n("Polynucléaires neutrophiles", "48", "%", "45 - 70")
			b.n("Lymphocytes", "41", "%", "20 - 40")
			b.n("Monocytes", "7", "%", "2 - 10")
			b.n("Polynucléaires éosinophiles", "4", "%", "1 - 5")
			b.n("Vitesse de sédimentation (1re heure)", "18", "mm", "< 15")
			b.panel("PARASITOLOGIE", "PARASITOLOGIE")
			b.q("Goutte épaisse (Plasmodium)", "Négative", "Négative", true)
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "1,18", "g/L", "0,70 - 1,10")
			b.n("Urée", "0,31", "g/L", "0,15 - 0,45")
			b.n("Créatinine", "11,2", "mg/L", "7,0 - 13,0")
			b.n("Acide urique", "72", "mg/L", "34 - 70")
			b.n("Transaminases ASAT (GOT)", "28", "UI/L", "< 40")
			b.n("Transaminases ALAT (GPT)", "35", "UI/L", "< 41")
			b.n("Cholestérol total", "2,16", "g/L", "< 2,00")
			b.n("Cholestérol HDL", "0,42", "g/L", "> 0,40")
			b.n("Triglycérides", "1,12", "g/L", "< 1,50")
			b.n("Protéine C réactive (CRP)", "4", "mg/L", "< 6")
			b.newPage("IMMUNO-SÉROLOGIE", "IMMUNO-SÉROLOGIE")
			b.q("Sérologie VIH 1+2 (dépistage)", "Négatif", "Négatif", true)
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			b.q("Anticorps anti-VHC", "Négatif", "Négatif", true)
			b.panel("HORMONOLOGIE - MARQUEURS", "MARQUEURS")
			b.n("Hémoglobine glyquée (HbA1c)", "6,4", "%", "4,0 - 6,0")
			b.n("TSH ultrasensible", "1,74", "µUI/mL", "0,27 - 4,20")
			b.n("PSA total", "0,86", "ng/mL", "< 4,00")
			return b.report(Meta{First: "Koffi Serge", Last: "Kouassi", DOB: "1982-02-11", Gender: "male",
				Lab: "Laboratoire d'Analyses Médicales de la Riviera", Collected: "2026-05-20", Reported: "2026-05-21", Specimen: "LR26-05-2071"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"ANALYSES", "c1", nameCell}, {"UNITÉS", "c2", unitCell}, {"RÉSULTATS", "c3", valCell},
				{"", "c4", flagCell}, {"VALEURS DE RÉFÉRENCE", "c5", rangeCell}}
			head := func(p, n int) string {
				return `<table class="top"><tr><td class="lg"><div class="lo">LAM<br><span>R</span></div></td>` +
					`<td><div class="ln">LABORATOIRE D'ANALYSES MÉDICALES DE LA RIVIERA</div>` +
					`<div class="ls">Biochimie · Hématologie · Immunologie · Parasitologie · Bactériologie</div>` +
					`<div class="la">Riviera 3, Boulevard des Perles, lot 418 · 01 BP 4182 Abidjan 01 · Tél. (+225) 27 22 41 82 27 · Agrément MSHP n° 0418</div></td></tr></table>` +
					kv("pt", 3, "Patient :", "M. KOUASSI Koffi Serge", "Né le :", date(m.DOB, "")+" (44 ans)", "Dossier n° :", m.Specimen,
						"Prescripteur :", "Dr N'Guessan Aya (PMI Cocody)", "Prélevé le :", date(m.Collected, "")+" à 07h45", "Édité le :", date(m.Reported, "")+" à 11h20") +
					fmt.Sprintf(`<div class="pgn">Page %d/%d</div>`, p, n)
			}
			content := func(b *strings.Builder, secs []*Section) {
				b.WriteString(`<table class="rs">` + headRow(cols))
				s22Rows(b, secs, cols)
				b.WriteString(`</table>`)
			}
			foot := `<div class="ft">H : valeur haute · B : valeur basse par rapport aux valeurs de référence (homme adulte). ` +
				`Tout résultat anormal doit être interprété par le médecin traitant.</div>` +
				`<table class="sg"><tr><td>Le Biologiste<br><span class="sig">Dr Diabaté</span><br>Dr Mariam Diabaté, Pharmacien Biologiste</td></tr></table>`
			body := pagedBody(byPage(r), head, content, foot, `<div class="cont">... suite page suivante</div>`)
			css := `body{font-family:"Liberation Sans Narrow","Liberation Sans";font-size:9pt;color:#111}.pg{height:296mm}` +
				`.top{width:100%;margin-bottom:2mm;border-bottom:2px solid #f77f00}.top td{vertical-align:middle;padding-bottom:1.5mm}.lg{width:18mm}` +
				`.lo{width:15mm;height:15mm;border-radius:50%;background:#009a44;color:#fff;font:bold 8pt "Liberation Sans";text-align:center;padding-top:3mm;line-height:1.1}` +
				`.lo span{color:#f7b500;font-size:10pt}.ln{font-size:13pt;font-weight:bold;color:#009a44}.ls{font-size:8pt;color:#f77f00;font-weight:bold}.la{font-size:7pt;color:#444}` +
				`.pt{width:100%;font-size:8.4pt;background:#f6f6f6;border:0.5px solid #bbb}.pt td{padding:0.6mm 1.5mm}.pt .k{font-weight:bold;white-space:nowrap;width:11%}.pt .v{width:22%}` +
				`.pgn{text-align:right;font-size:7.4pt;margin:0.8mm 0 1.5mm}` +
				`.rs{width:100%}.hd th{background:#f77f00;color:#fff;font-size:8.2pt;font-weight:bold;padding:1mm 1.5mm;letter-spacing:0.3pt}` +
				`.sec td{background:#009a44;color:#fff;font-weight:bold;font-size:8.8pt;padding:0.7mm 1.5mm;border-top:2mm solid #fff}` +
				`.r td{padding:0.7mm 1.5mm 0.1mm;border-bottom:0.4px solid #333;line-height:1.1}` +
				`.c1{width:40%}.c2{width:13%;color:#333}.c3{width:12%;text-align:right;font-weight:bold}.c4{width:5%;text-align:center;font-weight:bold}.c5{width:30%;padding-left:5mm!important}` +
				`.cont{margin-top:3mm;text-align:right;font-style:italic;font-size:7.6pt}.ft{margin-top:5mm;font-size:7.6pt;color:#333}` +
				`.sg{width:100%;margin-top:7mm;font-size:8pt}.sg td{text-align:right;padding-right:10mm}.sig{font-family:"Z003",cursive;font-size:16pt;color:#1d2f6b}`
			return page("A4", css, body)
		}}
}
