package main

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// Session 36 family: five layouts written blind in session 36. eg_lab,
// om_lab, gq_hosp and ml_lab are dev and live here with the shared helpers;
// the held-out layout lives in layouts_s36_held.go, which a tuner must not
// open.

// s36LessWords and s36MoreWords open a result written as a comparator in
// words in the result cell (class 174): "Less than 3.0" is below 3, "More
// than 2500" above 2500, in each language of the family.
var s36LessWords = []string{"less than", "inférieur à", "inférieure à", "menor de"}
var s36MoreWords = []string{"more than", "greater than", "supérieur à", "supérieure à", "mayor de"}

// s36CmpWord splits a result written as a comparator in words into the
// comparator ('<' or '>') and the number after the words; ok is false for
// any other result.
func s36CmpWord(value string) (cmp byte, num string, ok bool) {
	t := strings.ToLower(value)
	for _, w := range s36LessWords {
		if strings.HasPrefix(t, w+" ") {
			return '<', strings.TrimSpace(value[len(w):]), true
		}
	}
	for _, w := range s36MoreWords {
		if strings.HasPrefix(t, w+" ") {
			return '>', strings.TrimSpace(value[len(w):]), true
		}
	}
	return 0, "", false
}

// s36Cmp adds a row whose result is a comparator written in words (class
// 174: "Less than 3.0", "inférieur à 6", "supérieur à 35000"): type "range"
// as a comparator value of class 46, the bounds those of the printed range
// (words or comparators, as s21Bounds reads them), and the interpretation
// follows the number: a result below n is out of range only if n is at or
// below the minimum, one above n only if n is at or above the maximum.
func s36Cmp(b *builder, name, value, unit, rng string) *Row {
	cmp, n, ok := s36CmpWord(value)
	if !ok {
		panic("s36: no comparator word in " + value)
	}
	lo, hi := none, none
	if rng != "" {
		lo, hi = s21Bounds(b, rng)
	}
	r := b.nr(name, n, unit, rng, lo, hi)
	r.Value, r.Type, r.Interp, r.Flag = value, "range", "normal", ""
	v, _ := b.num(n)
	switch {
	case math.IsNaN(lo) && math.IsNaN(hi):
		r.Interp = "unknown"
	case cmp == '<' && !math.IsNaN(lo) && v <= lo:
		r.Interp, r.Flag = "abnormal", b.low
	case cmp == '>' && !math.IsNaN(hi) && v >= hi:
		r.Interp, r.Flag = "abnormal", b.high
	}
	return r
}

// s36Words adds a numeric row whose range may be written in words ("Up to
// 6.0", "More than 45"), read as s21Bounds reads it.
func s36Words(b *builder, name, value, unit, rng string) *Row {
	lo, hi := s21Bounds(b, rng)
	return b.nr(name, value, unit, rng, lo, hi)
}

// s36Crit makes a row beyond the lab's critical limit critical (class 107,
// here beside the critical-limits column of class 173): the builder found
// it out of range that way, the lab prints its critical flag.
func s36Crit(r *Row, flag string) *Row {
	if r.Interp != "abnormal" {
		panic(r.Name + ": a critical flag on a value in range")
	}
	r.Interp, r.Flag = "critical", flag
	return r
}

// s36Ditto says, for each row of a section, whether its unit cell and its
// range cell print a ditto mark (class 171): a row whose unit is the unit
// of the row above prints the mark in the unit cell, and a numeric row
// whose range is the range of the numeric row above prints it in the range
// cell, as a typist repeats what stands above (a qualitative row only
// under a qualitative one: "Négatif" under "Négatif").
func s36Ditto(rows []*Row) (unit, rng []bool) {
	unit, rng = make([]bool, len(rows)), make([]bool, len(rows))
	num := func(r *Row) bool { return r.Type == "numeric" || r.Type == "range" }
	for i := 1; i < len(rows); i++ {
		p, r := rows[i-1], rows[i]
		unit[i] = r.Unit != "" && r.Unit == p.Unit
		rng[i] = num(r) == num(p) && r.RangeText != "" && r.RangeText == p.RangeText
	}
	return unit, rng
}

// s36Table prints the sections as one result table, each under a title
// row. With dittos set ({unit mark, range mark}), the unit cell (column
// class "cu") and the range cell (column class "cr") of a row that repeats
// the row above print the marks instead (class 171).
func s36Table(rep *Report, class string, cols []col, dittos *[2]string) string {
	var b strings.Builder
	b.WriteString(`<table class="rs ` + class + `">` + headRow(cols))
	for _, s := range rep.Sections {
		if s.Title != "" {
			fmt.Fprintf(&b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
		}
		du, dr := s36Ditto(s.Rows)
		for i, r := range s.Rows {
			b.WriteString(`<tr class="r">`)
			for _, c := range cols {
				cell := c.cell(r)
				if dittos != nil && (c.class == "cu" && du[i] || c.class == "cr" && dr[i]) {
					m := dittos[0]
					if c.class == "cr" {
						m = dittos[1]
					}
					cell = `<span class="dt">` + esc(m) + `</span>`
				}
				b.WriteString(`<td class="` + c.class + `">` + cell + `</td>`)
			}
			b.WriteString(`</tr>`)
		}
	}
	b.WriteString(`</table>`)
	return b.String()
}

// s36Clock adds minutes to a printed "dd/mm/yyyy hh:mm" time and prints it
// in layout (a Go time layout).
func s36Clock(at string, minutes int, layout string) string {
	t, err := time.Parse("02/01/2006 15:04", at)
	if err != nil {
		panic("s36: time " + at)
	}
	return t.Add(time.Duration(minutes) * time.Minute).Format(layout)
}

// s36Stamps gives every row the time its result was validated and the
// initials of who validated it (class 175): the rows of section i from
// starts[i] on, a few minutes apart, by whos[i]; late moves a row's result
// to a later time of its own (a test run later or sent out).
func s36Stamps(rep *Report, starts, whos []string, late map[string]string, layout string) map[*Row][2]string {
	st := map[*Row][2]string{}
	for i, s := range rep.Sections {
		for j, r := range s.Rows {
			at, who := s36Clock(starts[i], 2*j+j%3, layout), whos[i]
			if l, ok := late[r.Name]; ok {
				w, t, _ := strings.Cut(l, " @ ")
				at, who = s36Clock(t, 0, layout), w
			}
			st[r] = [2]string{at, who}
		}
	}
	if len(late) > 0 {
		n := 0
		for _, s := range rep.Sections {
			for _, r := range s.Rows {
				if _, ok := late[r.Name]; ok {
					n++
				}
			}
		}
		if n != len(late) {
			panic("s36: a late stamp for no row")
		}
	}
	return st
}

// s36Cell prints a per-row text looked up in a table keyed by the row.
func s36Cell(m map[*Row]string) func(*Row) string {
	return func(r *Row) string { return esc(m[r]) }
}

// s36Lakh prints a whole number grouped in the Indian way (class 172): the
// last three digits, then groups of two (245000 → 2,45,000; 4580000 →
// 45,80,000; 11600 → 11,600).
func s36Lakh(n int) string {
	s := fmt.Sprint(n)
	if len(s) <= 3 {
		return s
	}
	head, tail := s[:len(s)-3], s[len(s)-3:]
	var parts []string
	for len(head) > 2 {
		parts = append([]string{head[len(head)-2:]}, parts...)
		head = head[:len(head)-2]
	}
	parts = append([]string{head}, parts...)
	return strings.Join(parts, ",") + "," + tail
}

// Egypt: a branch of a private laboratory chain in Cairo, one A4 page
// (Liberation Sans). Test / Result / Flag / Unit / Reference Range /
// Validated / By: the date and time each result was validated and the
// initials of who validated it in two columns of their own at the right
// (class 175), the vitamin D and the IgE two days after the blood count;
// results beyond the method's limits written as a comparator in words in
// the result cell (class 174: "Less than 3.0", "More than 2500", "More than
// 90"); ranges partly in words ("Up to 33", "Less than 200", "More than
// 45", class 59); H / L; x10^3/uL; the age and no date of birth; dates
// dd/mm/yyyy. Also a phone photo with a ghost of the print from a
// multi-frame merge (class 177).
func egLab() *Layout {
	return &Layout{Name: "eg_lab", Country: "EG", Language: "en", Classes: []int{59, 174, 175, 177}, ScanDPI: 150, PDFDPI: 200, Rotate: 0.8,
		Extra: []string{"ghost"}, Session: 36,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			w := func(name, value, unit, rng string) *Row { return s36Words(b, name, value, unit, rng) }
			c := func(name, value, unit, rng string) *Row { return s36Cmp(b, name, value, unit, rng) }
			b.panel("COMPLETE BLOOD COUNT (CBC)", "COMPLETE BLOOD COUNT (CBC)")
			b.n("Hemoglobin", "11.4", "g/dL", "12.0 - 15.5")
			b.n("RBCs Count", "4.38", "x10^6/uL", "3.80 - 5.20")
			b.n("Hematocrit (HCT)", "35.2", "%", "36.0 - 46.0")
			b.n("MCV", "80.4", "fL", "80.0 - 100.0")
			b.n("MCH", "26.0", "pg", "27.0 - 33.0")
			b.n("RDW-CV", "15.8", "%", "11.5 - 14.5")
			b.n("Platelets Count", "312", "x10^3/uL", "150 - 410")
			b.n("Total Leucocytic Count", "6.9", "x10^3/uL", "4.0 - 11.0")
			b.n("Neutrophils", "58", "%", "40 - 75")
			b.n("Lymphocytes", "33", "%", "20 - 45")
			b.panel("CLINICAL CHEMISTRY", "CLINICAL CHEMISTRY")
			b.n("Fasting Blood Glucose", "104", "mg/dL", "70 - 100")
			b.n("HbA1c", "5.9", "%", "4.0 - 5.6")
			w("ALT (SGPT)", "22", "U/L", "Up to 33")
			w("AST (SGOT)", "19", "U/L", "Up to 32")
			b.n("Serum Creatinine", "0.78", "mg/dL", "0.50 - 1.10")
			c("eGFR (CKD-EPI 2021)", "More than 90", "mL/min/1.73m2", "More than 60")
			b.n("Serum Uric Acid", "4.6", "mg/dL", "2.4 - 5.7")
			w("Total Cholesterol", "214", "mg/dL", "Less than 200")
			w("Triglycerides", "168", "mg/dL", "Less than 150")
			w("HDL Cholesterol", "48", "mg/dL", "More than 45")
			c("C-Reactive Protein (Quantitative)", "Less than 3.0", "mg/L", "Up to 6.0")
			b.panel("HORMONES & IMMUNOLOGY", "HORMONES & IMMUNOLOGY")
			b.n("TSH", "2.84", "uIU/mL", "0.27 - 4.20")
			c("Anti-TPO Antibodies", "Less than 9.0", "IU/mL", "Up to 34")
			b.n("Ferritin", "9.6", "ng/mL", "13 - 150")
			b.n("25-OH Vitamin D (Total)", "14.2", "ng/mL", "30 - 100")
			c("Total IgE", "More than 2500", "IU/mL", "Up to 100")
			return b.report(Meta{First: "Rania", Last: "El-Sherbiny", Gender: "female",
				Lab: "Dar El Tahlil Medical Laboratories", Collected: "2026-07-13", Reported: "2026-07-15", Specimen: "2607130586"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			st := s36Stamps(r, []string{"13/07/2026 10:14", "13/07/2026 12:38", "14/07/2026 11:05"}, []string{"H.M.", "A.S.", "N.F."},
				map[string]string{"25-OH Vitamin D (Total)": "M.K. @ 15/07/2026 14:52", "Total IgE": "M.K. @ 15/07/2026 15:31"}, "02/01/2006 15:04")
			when, who := map[*Row]string{}, map[*Row]string{}
			for k, v := range st {
				when[k], who[k] = v[0], v[1]
			}
			cols := []col{{"Test", "c1", nameCell}, {"Result", "c2", valCell}, {"Flag", "c3", flagCell}, {"Unit", "c4", unitCell},
				{"Reference Range", "c5", rangeCell}, {"Validated", "c6", s36Cell(when)}, {"By", "c7", s36Cell(who)}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><path d="M20 2 L37 34 H3 Z" fill="#0b6e6e"/>` +
				`<path d="M20 12 L29 30 H11 Z" fill="#f3b234"/><circle cx="20" cy="24" r="3" fill="#0b6e6e"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">DAR EL TAHLIL</div><div class="li">Medical Laboratories · Heliopolis Branch</div>` +
				`<div class="la">14 El Merghany St., Heliopolis, Cairo, Egypt · Hotline 19618 · www.dareltahlil.com.eg · ISO 15189 accredited</div></td>` +
				`<td class="acc">LABORATORY REPORT</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient Name</td><td class="v">: <b>Mrs. Rania El-Sherbiny</b></td><td class="k">Lab No.</td><td class="v">: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Age / Sex</td><td class="v">: 41 Years / Female</td><td class="k">Patient ID</td><td class="v">: 1049937</td></tr>` +
				`<tr><td class="k">Referred By</td><td class="v">: Dr. Hesham Abdel Aziz</td><td class="k">Collection Date</td><td class="v">: ` + date(m.Collected, "") + ` 08:20</td></tr>` +
				`<tr><td class="k">Branch</td><td class="v">: Heliopolis</td><td class="k">Report Date</td><td class="v">: ` + date(m.Reported, "") + ` 16:05</td></tr></table>` +
				s36Table(r, "eg", cols, nil) +
				`<div class="ft">H: higher than the reference range, L: lower than the reference range. Results reported as "Less than" or "More than" lie beyond the ` +
				`measuring range of the method. Each result is released when validated; the time and the initials of the validating chemist are printed beside it.</div>` +
				`<table class="sg"><tr><td>Checked by: Dr. Amr Farouk, Clinical Pathologist</td>` +
				`<td class="rt"><span class="sig">M. Kamel</span><br>Prof. Dr. Mona Kamel<br>Consultant of Clinical Pathology, Laboratory Director</td></tr></table>` +
				`<div class="pgn">Page 1 of 1 · Dar El Tahlil Medical Laboratories · This report is valid only with the laboratory's seal or electronic verification.</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.4pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 13mm 9mm 14mm}` +
				`.top{width:100%;border-bottom:2px solid #0b6e6e;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:16pt;font-weight:bold;letter-spacing:1pt;color:#0b6e6e}.li{font-size:8.6pt;color:#0b6e6e}.la{font-size:6.6pt;color:#444}` +
				`.acc{width:40mm;text-align:right;font-weight:bold;font-size:10pt;color:#0b6e6e}` +
				`.pt{width:100%;font-size:8.2pt;margin-bottom:2.5mm;border:0.6px solid #8aa;background:#f2f8f8}.pt td{padding:0.5mm 1.4mm}.pt .k{width:15%;color:#333}.pt .v{width:35%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:7.6pt;padding:0.8mm 1.1mm;background:#0b6e6e;color:#fff}` +
				`.sec td{font-weight:bold;font-size:8.4pt;padding:2mm 1.1mm 0.5mm;color:#0b6e6e;border-bottom:0.6px solid #0b6e6e}.r td{padding:0.5mm 1.1mm;border-bottom:0.3px solid #e2e2e2}` +
				`.c1{width:29%}.c2{width:15%;white-space:nowrap}.c3{width:5%;text-align:center}.c4{width:12%;white-space:nowrap}.c5{width:15%;white-space:nowrap}` +
				`.c6{width:17%;font-size:7.2pt;color:#444;white-space:nowrap}.c7{width:7%;font-size:7.2pt;color:#444}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:14mm;right:13mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Oman: the laboratory of a private polyclinic in Seeb, Muscat, run in the
// Indian style, one A4 page (DejaVu Sans). Investigation / Observed Value /
// Flag / Unit / Biological Reference Interval: counts written out in full
// and grouped the Indian way, the last three digits then pairs (class 172:
// 11,600 /cumm, 1,32,000 against 1,50,000 - 4,10,000, the red cells
// 45,80,000, an HBV DNA load of 2,18,400 IU/mL); H / L; mm/1st hr; dates
// dd/mm/yyyy. Also scanned in colour on a sheet-fed scanner whose red,
// green and blue lines do not register (class 176).
func omLab() *Layout {
	return &Layout{Name: "om_lab", Country: "OM", Language: "en", Classes: []int{172, 176}, ScanDPI: 200, PDFDPI: 150, Rotate: -0.9,
		Extra: []string{"fringe"}, Session: 36,
		Build: func() *Report {
			b := &builder{high: "H", low: "L"}
			b.panel("HAEMATOLOGY - COMPLETE BLOOD COUNT", "COMPLETE BLOOD COUNT")
			b.n("Haemoglobin", "13.6", "g/dL", "13.0 - 17.0")
			b.n("Total RBC Count", s36Lakh(4580000), "/cumm", s36Lakh(4500000)+" - "+s36Lakh(5500000))
			b.n("Packed Cell Volume (PCV)", "41.2", "%", "40.0 - 50.0")
			b.n("MCV", "89.9", "fL", "83.0 - 101.0")
			b.n("MCH", "29.7", "pg", "27.0 - 32.0")
			b.n("Total Leucocyte Count", s36Lakh(11600), "/cumm", s36Lakh(4000)+" - "+s36Lakh(11000))
			b.n("Neutrophils", "72", "%", "40 - 80")
			b.n("Lymphocytes", "20", "%", "20 - 40")
			b.n("Absolute Neutrophil Count", s36Lakh(8352), "/cumm", s36Lakh(2000)+" - "+s36Lakh(7000))
			b.n("Platelet Count", s36Lakh(132000), "/cumm", s36Lakh(150000)+" - "+s36Lakh(410000))
			b.n("ESR (Westergren)", "18", "mm/1st hr", "0 - 15")
			b.panel("BIOCHEMISTRY", "BIOCHEMISTRY")
			b.n("Fasting Blood Sugar", "142", "mg/dL", "70 - 100")
			b.n("HbA1c", "7.4", "%", "4.0 - 5.6")
			b.n("Blood Urea", "31", "mg/dL", "17 - 43")
			b.n("Serum Creatinine", "1.02", "mg/dL", "0.70 - 1.30")
			b.n("Serum Uric Acid", "7.8", "mg/dL", "3.5 - 7.2")
			b.n("SGPT (ALT)", "58", "U/L", "0 - 45")
			b.n("SGOT (AST)", "41", "U/L", "0 - 35")
			b.n("Serum Bilirubin (Total)", "0.9", "mg/dL", "0.3 - 1.2")
			b.n("Total Cholesterol", "196", "mg/dL", "< 200")
			b.n("Triglycerides", "244", "mg/dL", "< 150")
			b.n("HDL Cholesterol", "38", "mg/dL", "40 - 60")
			b.panel("SEROLOGY & VIROLOGY", "SEROLOGY & VIROLOGY")
			b.q("HBsAg (ECLIA)", "Reactive", "Non-Reactive", false)
			b.n("HBV DNA Quantitative (Real-time PCR)", s36Lakh(218400), "IU/mL", "< 20")
			return b.report(Meta{First: "Rajesh", Last: "Pillai", DOB: "1980-02-11", Gender: "male",
				Lab: "Al Hail Care Polyclinic", Collected: "2026-07-14", Reported: "2026-07-15", Specimen: "AHC2607140263"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Investigation", "c1", nameCell}, {"Observed Value", "c2", valCell}, {"Flag", "c3", flagCell},
				{"Unit", "c4", unitCell}, {"Biological Reference Interval", "c5", rangeCell}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#6a1b4d"/>` +
				`<path d="M20 9 V31 M9 20 H31" stroke="#fff" stroke-width="5"/><circle cx="20" cy="20" r="18" fill="none" stroke="#d4a017" stroke-width="2"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">AL HAIL CARE POLYCLINIC</div><div class="li">Department of Laboratory Medicine</div>` +
				`<div class="la">Way No. 4512, Al Hail North, Seeb, Muscat, Sultanate of Oman · Tel: +968 2453 4418 · MOH Licence No. PHC/LAB/2219</div></td>` +
				`<td class="acc">LABORATORY<br>REPORT</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Patient Name</td><td class="v">: <b>Mr. RAJESH PILLAI</b></td><td class="k">Lab No.</td><td class="v">: <b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Age / Sex</td><td class="v">: 46 Y / Male</td><td class="k">Resident Card No.</td><td class="v">: 11830472</td></tr>` +
				`<tr><td class="k">Date of Birth</td><td class="v">: ` + date(m.DOB, "") + `</td><td class="k">Sample Collected</td><td class="v">: ` + date(m.Collected, "") + ` 07:55 AM</td></tr>` +
				`<tr><td class="k">Ref. Doctor</td><td class="v">: Dr. Thomas Varghese (GP)</td><td class="k">Reported On</td><td class="v">: ` + date(m.Reported, "") + ` 01:20 PM</td></tr></table>` +
				s36Table(r, "om", cols, nil) +
				`<div class="ft">Note: cell counts are expressed per cubic millimetre (cumm). HBV DNA: lower limit of quantification 20 IU/mL. Kindly correlate clinically.</div>` +
				`<div class="end">*** End of Report ***</div>` +
				`<table class="sg"><tr><td>Lab Technologist: Ms. Shiny Mathew</td>` +
				`<td class="rt"><span class="sig">R. Iyer</span><br>Dr. Revathi Iyer, MD (Pathology)<br>Consultant Pathologist</td></tr></table>` +
				`<div class="pgn">Page 1 of 1 · Al Hail Care Polyclinic · Laboratory hours 7:00 AM – 10:00 PM</div></div>`
			css := `body{font-family:"DejaVu Sans";font-size:8.2pt;color:#151515}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #6a1b4d;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#6a1b4d}.li{font-size:8.4pt;color:#6a1b4d}.la{font-size:6.4pt;color:#444}` +
				`.acc{width:30mm;text-align:right;font-weight:bold;font-size:9.5pt;color:#6a1b4d}` +
				`.pt{width:100%;font-size:7.9pt;margin-bottom:2.5mm;border-top:1px solid #222;border-bottom:1px solid #222}.pt td{padding:0.5mm 1.2mm}.pt .k{width:17%;font-weight:bold}.pt .v{width:33%}` +
				`.rs{width:100%}.hd th{font-size:7.8pt;padding:0.9mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222;background:#f1e6ee}` +
				`.sec td{font-weight:bold;font-size:8.3pt;padding:2.4mm 1.2mm 0.6mm;text-decoration:underline}.r td{padding:0.6mm 1.2mm}` +
				`.c1{width:38%}.c2{width:15%;text-align:right;padding-right:4mm!important;white-space:nowrap}.c3{width:5%}.c4{width:12%}.c5{width:30%;white-space:nowrap}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.end{text-align:center;font-size:7.5pt;margin-top:2mm}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// gqCrit are the critical limits gq_hosp prints in its column of their own
// (class 173), by test; the other rows print a dash there.
var gqCrit = map[string]string{
	"Hemoglobina": "< 7,0", "Hematocrito": "< 20,0", "Leucocitos": "< 2,0 / > 30,0", "Plaquetas": "< 50 / > 1000",
	"Glucosa": "< 40 / > 450", "Sodio": "< 120 / > 160", "Potasio": "< 2,8 / > 6,2", "Calcio": "< 6,5 / > 13,0",
	"Bilirrubina total": "> 15,0", "Lactato": "> 4,0", "INR": "> 5,0",
}

// s36CritCell prints a row's critical limits from a table, a dash where
// the lab sets none.
func s36CritCell(crit map[string]string) func(*Row) string {
	return func(r *Row) string {
		if c, ok := crit[r.Name]; ok {
			return esc(c)
		}
		return "—"
	}
}

// Equatorial Guinea: the clinical laboratory of a private hospital in
// Malabo, the report of a patient admitted with malaria, one A4 page
// (Liberation Sans). Prueba / Resultado / (flag) / Unidades / Valores de
// referencia / Valores críticos: beside the reference range a column of the
// laboratory's critical (alert) limits, `< 2,8 / > 6,2`, a dash where
// there are none (class 173); H / L, and HH on the potassium beyond its
// critical limit (class 107) with the call-back line in the footer; the
// thick film positive, the parasite density with no range; decimal commas;
// dd/mm/yyyy. Also a photo taken with the phone's front camera, saved
// mirrored (class 178).
func gqHosp() *Layout {
	return &Layout{Name: "gq_hosp", Country: "GQ", Language: "es", Classes: []int{6, 107, 173, 178}, ScanDPI: 200, PDFDPI: 150, Rotate: 0.6,
		Extra: []string{"mirror"}, Session: 36,
		Build: func() *Report {
			b := &builder{comma: true, high: "H", low: "L"}
			b.panel("HEMATOLOGÍA", "HEMATOLOGÍA")
			b.n("Hemoglobina", "8,9", "g/dL", "13,0 - 17,0")
			b.n("Hematocrito", "27,1", "%", "40,0 - 52,0")
			b.n("VCM", "84,6", "fL", "80,0 - 100,0")
			b.n("Leucocitos", "14,8", "x10³/µL", "4,0 - 10,0")
			b.n("Neutrófilos", "81,2", "%", "40,0 - 75,0")
			b.n("Linfocitos", "12,4", "%", "20,0 - 45,0")
			b.n("Plaquetas", "98", "x10³/µL", "150 - 400")
			b.panel("PARASITOLOGÍA", "PARASITOLOGÍA")
			b.q("Gota gruesa", "Positiva", "Negativa", false)
			b.n("Densidad parasitaria", "12.400", "parásitos/µL", "")
			b.panel("BIOQUÍMICA", "BIOQUÍMICA")
			b.n("Glucosa", "46", "mg/dL", "70 - 110")
			b.n("Urea", "98", "mg/dL", "15 - 45")
			b.n("Creatinina", "2,84", "mg/dL", "0,70 - 1,20")
			b.n("Sodio", "129", "mmol/L", "136 - 145")
			s36Crit(b.n("Potasio", "6,4", "mmol/L", "3,5 - 5,1"), "HH")
			b.n("Cloruro", "97", "mmol/L", "98 - 107")
			b.n("Calcio", "8,1", "mg/dL", "8,6 - 10,2")
			b.n("Bilirrubina total", "2,6", "mg/dL", "0,2 - 1,2")
			b.n("GOT (AST)", "64", "U/L", "< 40")
			b.n("GPT (ALT)", "52", "U/L", "< 41")
			b.n("Lactato", "3,1", "mmol/L", "0,5 - 2,2")
			b.n("Proteína C reactiva", "186", "mg/L", "< 5")
			b.panel("COAGULACIÓN", "COAGULACIÓN")
			b.n("Tiempo de protrombina", "15,8", "s", "11,0 - 14,0")
			b.n("INR", "1,42", "", "0,80 - 1,20")
			return b.report(Meta{First: "Crisantos", Last: "Mba Nsue", DOB: "1968-04-19", Gender: "male",
				Lab: "Centro Hospitalario Ela Nguema", Collected: "2026-07-14", Reported: "2026-07-14", Specimen: "EN-26-071402"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"Prueba", "c1", nameCell}, {"Resultado", "c2", valCell}, {"", "c3", flagCell}, {"Unidades", "c4", unitCell},
				{"Valores de referencia", "c5", rangeCell}, {"Valores críticos", "c6", s36CritCell(gqCrit)}}
			logo := `<svg width="15mm" height="15mm" viewBox="0 0 40 40"><rect x="2" y="2" width="36" height="36" rx="4" fill="#1f7a3a"/>` +
				`<path d="M20 8 V32 M8 20 H32" stroke="#fff" stroke-width="5"/><path d="M6 34 H34" stroke="#d62b2b" stroke-width="3"/></svg>`
			body := `<div class="pg"><table class="top"><tr><td class="lg">` + logo + `</td>` +
				`<td><div class="ln">CENTRO HOSPITALARIO ELA NGUEMA</div><div class="li">Servicio de Análisis Clínicos · Laboratorio Central</div>` +
				`<div class="la">Carretera del Aeropuerto s/n, Ela Nguema, Malabo, Bioko Norte · República de Guinea Ecuatorial · Tel. +240 333 09 44 18</div></td>` +
				`<td class="acc">INFORME DE<br>LABORATORIO</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Paciente</td><td class="v"><b>D. Crisantos Mba Nsue</b></td><td class="k">N.º de petición</td><td class="v"><b>` + m.Specimen + `</b></td></tr>` +
				`<tr><td class="k">Fecha de nacimiento</td><td class="v">` + date(m.DOB, "") + ` (58 años) · Varón</td><td class="k">N.º de historia</td><td class="v">HC-0031877</td></tr>` +
				`<tr><td class="k">Servicio</td><td class="v">Medicina Interna · Cama 12</td><td class="k">Médico solicitante</td><td class="v">Dra. Pilar Eyang Ondo</td></tr>` +
				`<tr><td class="k">Fecha de extracción</td><td class="v">` + date(m.Collected, "") + ` 06:10</td><td class="k">Fecha de validación</td><td class="v">` + date(m.Reported, "") + ` 07:40</td></tr></table>` +
				s36Table(r, "gq", cols, nil) +
				`<div class="ft">H / L: resultado por encima o por debajo del intervalo de referencia. HH / LL: valor crítico (fuera de los valores críticos del laboratorio). ` +
				`Potasio 6,4 mmol/L: valor crítico comunicado por teléfono a la Dra. Pilar Eyang Ondo (Medicina Interna) el ` + date(m.Reported, "") + ` a las 07:12; muestra sin hemólisis. Gota gruesa: trofozoítos de Plasmodium falciparum.</div>` +
				`<table class="sg"><tr><td>Técnico: Lcda. Trinidad Bindang</td>` +
				`<td class="rt"><span class="sig">S. Ndong</span><br>Dr. Salvador Ndong Esono<br>Jefe del Servicio de Análisis Clínicos</td></tr></table>` +
				`<div class="pgn">Página 1 de 1 · Centro Hospitalario Ela Nguema · Laboratorio Central</div></div>`
			css := `body{font-family:"Liberation Sans","DejaVu Sans";font-size:8.5pt;color:#141414}.pg{height:296mm;position:relative;padding:10mm 14mm 9mm 15mm}` +
				`.top{width:100%;border-bottom:2px solid #1f7a3a;margin-bottom:2mm}.top td{vertical-align:middle;padding-bottom:1mm}.lg{width:18mm}` +
				`.ln{font-size:13.5pt;font-weight:bold;color:#1f7a3a}.li{font-size:8.4pt;color:#1f7a3a}.la{font-size:6.4pt;color:#444}` +
				`.acc{width:32mm;text-align:right;font-weight:bold;font-size:9.5pt;color:#1f7a3a}` +
				`.pt{width:100%;font-size:8pt;margin-bottom:2.5mm;border:0.6px solid #999}.pt td{padding:0.5mm 1.3mm}.pt .k{width:17%;color:#444}.pt .v{width:33%}` +
				`.rs{width:100%;border-bottom:1px solid #222}.hd th{font-size:7.8pt;padding:0.8mm 1.2mm;border-top:1px solid #222;border-bottom:1px solid #222;background:#e8f2eb}` +
				`.hd th.c6{color:#a11}.sec td{font-weight:bold;font-size:8.5pt;padding:2.1mm 1.2mm 0.5mm;color:#1f7a3a}.r td{padding:0.5mm 1.2mm;border-bottom:0.3px solid #e4e4e4}` +
				`.c1{width:32%}.c2{width:13%;white-space:nowrap}.c3{width:5%;color:#a11}.c4{width:12%;white-space:nowrap}.c5{width:18%;white-space:nowrap}` +
				`.c6{width:20%;white-space:nowrap;color:#a11;font-size:7.8pt}` +
				`.ft{margin-top:3mm;font-size:7pt;color:#333}.sg{width:100%;margin-top:5mm;font-size:7.6pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:15pt;color:#1b2d6b}.pgn{position:absolute;left:15mm;right:14mm;bottom:6mm;text-align:center;font-size:6.6pt;color:#666}`
			return page("A4", css, body)
		}}
}

// Mali: a private medical analysis laboratory in Bamako whose reports are
// typed into a word-processor form, one A4 page (Liberation Serif).
// ANALYSES / RÉSULTATS / UNITÉS / VALEURS USUELLES in a ruled table: where
// a row's unit is the unit of the row above the typist wrote a ditto mark
// (") in the unit cell, and where its range is the range above, "id." in
// the range cell (class 171); results beyond the method's limits written in
// words, `inférieur à 6` (class 174); no flags, abnormal results in bold
// (class 21); G/L, T/L, g/L, mg/L; decimal commas; dd/mm/yyyy. Also sent on
// as a 100 dpi fax (class 8).
func mlLab() *Layout {
	return &Layout{Name: "ml_lab", Country: "ML", Language: "fr", Classes: []int{6, 8, 21, 171, 174}, ScanDPI: 150, PDFDPI: 200, Rotate: -1.1,
		LowRes: true, Session: 36,
		Build: func() *Report {
			b := &builder{comma: true}
			c := func(name, value, unit, rng string) *Row { return s36Cmp(b, name, value, unit, rng) }
			b.panel("NUMÉRATION FORMULE SANGUINE", "NUMÉRATION FORMULE SANGUINE")
			b.n("Globules blancs", "5,8", "G/L", "4,0 - 10,0")
			b.n("Globules rouges", "3,92", "T/L", "3,80 - 5,20")
			b.n("Hémoglobine", "10,6", "g/dL", "12,0 - 16,0")
			b.n("Hématocrite", "32,4", "%", "36,0 - 46,0")
			b.n("VGM", "82,7", "fL", "80,0 - 100,0")
			b.n("TCMH", "27,0", "pg", "27,0 - 32,0")
			b.n("Plaquettes", "236", "G/L", "150 - 400")
			b.n("Polynucléaires neutrophiles", "52", "%", "40 - 75")
			b.n("Polynucléaires éosinophiles", "7", "%", "1 - 4")
			b.n("Lymphocytes", "35", "%", "20 - 45")
			b.n("Monocytes", "6", "%", "2 - 10")
			b.panel("BIOCHIMIE", "BIOCHIMIE")
			b.n("Glycémie à jeun", "0,92", "g/L", "0,70 - 1,10")
			b.n("Urée", "0,24", "g/L", "0,15 - 0,45")
			b.n("Créatinine", "8,4", "mg/L", "6,0 - 12,0")
			b.n("Acide urique", "42", "mg/L", "25 - 60")
			b.n("Cholestérol total", "1,86", "g/L", "1,50 - 2,00")
			b.n("Triglycérides", "0,94", "g/L", "0,40 - 1,50")
			b.n("Transaminases ASAT (TGO)", "24", "UI/L", "< 35")
			b.n("Transaminases ALAT (TGP)", "19", "UI/L", "< 35")
			c("Protéine C réactive (CRP)", "inférieur à 6", "mg/L", "< 6")
			b.n("Fer sérique", "38", "µg/dL", "50 - 170")
			b.n("Ferritine", "8", "ng/mL", "15 - 150")
			b.panel("SÉROLOGIE", "SÉROLOGIE")
			b.q("Antigène HBs", "Négatif", "Négatif", true)
			b.q("Sérologie VIH 1 et 2", "Négatif", "Négatif", true)
			c("Toxoplasmose IgG", "inférieur à 1,0", "UI/mL", "< 4,0")
			b.n("Rubéole IgG", "86", "UI/mL", "> 10")
			return b.report(Meta{First: "Fatoumata", Last: "Coulibaly", DOB: "1991-09-14", Gender: "female",
				Lab: "Laboratoire d'Analyses Médicales Le Djoliba", Collected: "2026-07-15", Reported: "2026-07-16", Specimen: "2607-0412"})
		},
		HTML: func(r *Report) string {
			m := r.Meta
			cols := []col{{"ANALYSES", "c1", nameCell}, {"RÉSULTATS", "c2", valCell}, {"UNITÉS", "cu", unitCell}, {"VALEURS USUELLES", "cr", rangeCell}}
			body := `<div class="pg"><table class="top"><tr><td class="hl"><div class="ln">LABORATOIRE D'ANALYSES MÉDICALES<br>LE DJOLIBA</div>` +
				`<div class="la">Hamdallaye ACI 2000, rue 331, porte 18 · BP 2418 Bamako · République du Mali<br>Tél. : (+223) 20 29 44 18 · labodjoliba@orangemali.ml</div></td>` +
				`<td class="hr">Biochimie · Hématologie<br>Sérologie · Parasitologie<br>Bactériologie</td></tr></table>` +
				`<table class="pt"><tr><td class="k">Dossier N° :</td><td class="v"><b>` + m.Specimen + `</b></td><td class="k">Date de prélèvement :</td><td class="v">` + date(m.Collected, "") + `</td></tr>` +
				`<tr><td class="k">Nom et prénom :</td><td class="v"><b>Mme COULIBALY Fatoumata</b></td><td class="k">Date de résultat :</td><td class="v">` + date(m.Reported, "") + `</td></tr>` +
				`<tr><td class="k">Née le :</td><td class="v">` + date(m.DOB, "") + ` (34 ans)</td><td class="k">Prescripteur :</td><td class="v">Dr Moussa Traoré (CSRéf Commune IV)</td></tr></table>` +
				`<div class="tt">COMPTE RENDU D'ANALYSES</div>` +
				s36Table(r, "ml", cols, &[2]string{`"`, "id."}) +
				`<div class="ft">Les résultats en gras sont en dehors des valeurs usuelles. " et id. : comme ci-dessus.</div>` +
				`<table class="sg"><tr><td></td><td class="rt">Bamako, le ` + date(m.Reported, "") + `<br><span class="sig">A. Keïta</span><br>Dr Aminata Keïta<br>Pharmacien biologiste</td></tr></table>` +
				`</div>`
			css := `body{font-family:"Liberation Serif","DejaVu Serif";font-size:10pt;color:#111}.pg{height:296mm;position:relative;padding:11mm 16mm 10mm 17mm}` +
				`.top{width:100%;border-bottom:2.5px double #222;margin-bottom:2.5mm}.top td{vertical-align:bottom;padding-bottom:1.5mm}` +
				`.ln{font-size:14pt;font-weight:bold;color:#173f7a}.la{font-size:7.6pt;margin-top:1mm}.hr{text-align:right;font-size:8pt;font-style:italic;width:40mm}` +
				`.pt{width:100%;font-size:9.4pt;margin-bottom:1mm}.pt td{padding:0.4mm 1mm}.pt .k{width:20%}.pt .v{width:30%}` +
				`.tt{text-align:center;font-weight:bold;font-size:11.5pt;text-decoration:underline;margin:2.5mm 0 2mm}` +
				`.rs{width:100%;border:1px solid #222}.rs td,.rs th{border:0.7px solid #444}.hd th{font-size:9pt;padding:1mm 1.5mm;text-align:center}` +
				`.sec td{font-weight:bold;font-size:9.6pt;padding:1.6mm 1.5mm 0.6mm;font-style:italic;text-decoration:underline}.r td{padding:0.45mm 1.5mm}` +
				`.c1{width:42%}.c2{width:17%;text-align:center;white-space:nowrap}.cu{width:14%;text-align:center}.cr{width:27%;text-align:center}.dt{font-size:10.5pt}` +
				`.ft{margin-top:2.5mm;font-size:8.4pt;font-style:italic}.sg{width:100%;margin-top:6mm;font-size:9pt}.sg td{vertical-align:bottom}.rt{text-align:right}` +
				`.sig{font-family:"Z003",cursive;font-size:16pt;color:#1b2d6b}`
			return page("A4", css, body)
		}}
}
