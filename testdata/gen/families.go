package main

import (
	"strings"

	"github.com/go-pdf/fpdf"
)

// Cell accessors shared by families.
func cName(r *Row) string  { return r.Name }
func cValue(r *Row) string { return r.Value }
func cFlag(r *Row) string  { return r.Flag }
func cUnit(r *Row) string  { return r.Unit }
func cRange(r *Row) string { return r.RangeText }
func cExtra(i int) func(r *Row) string {
	return func(r *Row) string {
		if i < len(r.Extra) {
			return r.Extra[i]
		}
		return ""
	}
}

func withExtra(rows []*Row, extra ...string) []*Row {
	for _, r := range rows {
		r.Extra = extra
	}
	return rows
}

// footerLines draws centred footer lines at the bottom of the page.
func footerLines(p *fpdf.Fpdf, font string, size, pageW, y float64, lines ...string) {
	p.SetFont(font, "", size)
	for _, l := range lines {
		w := p.GetStringWidth(l)
		text(p, (pageW-w)/2, y, l)
		y += size + 3
	}
}

// usLabcorp: Tests | Result | Flag | Units | Reference Interval | Lab,
// High/Low flags, one page, CMP + CBC + lipids. Also the sample report.
func usLabcorp() *Doc {
	s := newStyle(101)
	s.Female = true
	s.HiFlag, s.LoFlag, s.CritHi, s.CritLo = "High", "Low", "Critical High", "Critical Low"
	s.Below = func(hi string) string { return "<" + hi }
	s.Above = func(lo string) string { return ">" + lo }
	cmp := []*Row{
		s.Num("glucose", 105, false), s.Num("bun", 0, false), s.Num("creat", 0, false),
		Raw("eGFR", "88", "mL/min/1.73", ">59", 59, none, "", "normal", "numeric"),
		s.Num("sodium", 0, false), s.Num("potassium", 0, false), s.Num("chloride", 0, false),
		s.Num("co2", 0, false), s.Num("calcium", 0, false), s.Num("protein", 0, false),
		s.Num("albumin", 0, false), s.Num("bili", 0, false), s.Num("alp", 0, false),
		s.Num("ast", 0, false), s.Num("alt", 51, false),
	}
	cbc := []*Row{
		s.Num("wbc", 0, false), s.Num("rbc", 0, false), s.Num("hgb", 10.8, false),
		s.Num("hct", 0, false), s.Num("mcv", 0, false), s.Num("mch", 0, false),
		s.Num("mchc", 0, false), s.Num("rdw", 0, false), s.Num("plt", 0, false),
		s.Num("neut", 0, false), s.Num("lymph", 0, false),
	}
	lipid := []*Row{s.Num("chol", 212, false), s.Num("trig", 0, false), s.Num("hdl", 0, false), s.Num("ldl", 0, false)}
	d := &Doc{
		Layout: "us_labcorp", Font: "Helvetica", Size: 8.5, RowH: 12.5, X0: 36, Bottom: 720,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Jane", Last: "Sample", DOB: "1985-03-14", Gender: "female",
			Lab: "Meridian Reference Laboratories", Collected: "2026-01-13", Reported: "2026-01-15", Specimen: "MR2026-0415-0001"},
		Cols: []Col{
			{Head: "Tests", W: 190, Align: "L", Cell: cName},
			{Head: "Result", W: 62, Align: "R", Cell: cValue},
			{Head: "Flag", W: 62, Align: "L", Cell: cFlag},
			{Head: "Units", W: 82, Align: "L", Cell: cUnit},
			{Head: "Reference Interval", W: 114, Align: "L", Cell: cRange},
			{Head: "Lab", W: 30, Align: "L", Cell: cExtra(0)},
		},
		Sections: []Section{
			{Title: "Comp. Metabolic Panel (14)", Panel: "Comp. Metabolic Panel (14)", Rows: withExtra(cmp, "01")},
			{Title: "CBC With Differential/Platelet", Panel: "CBC With Differential/Platelet", Rows: withExtra(cbc, "01")},
			{Title: "Lipid Panel", Panel: "Lipid Panel", Rows: withExtra(lipid, "02")},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Helvetica", "B", 15)
		text(p, 36, 30, "Meridian Reference Laboratories")
		p.SetFont("Helvetica", "", 7.5)
		text(p, 36, 50, "1200 Example Parkway, Springfield, ST 00000    Client Services 555-010-0100")
		p.SetLineWidth(1)
		p.Line(36, 64, 576, 64)
		y := kv(p, "Helvetica", 8, 36, 72, 82, 190, [][2]string{
			{"Patient Name:", "Sample, Jane"}, {"Specimen ID:", "MR2026-0415-0001"},
			{"DOB:", "03/14/1985"}, {"Sex:", "Female"},
			{"Date Collected:", "01/13/2026 08:15"}, {"Date Reported:", "01/15/2026 14:02"},
			{"Ordering Physician:", "A. Placeholder, MD"}, {"Account Number:", "00012345"},
		}, 2)
		p.Line(36, y+2, 576, y+2)
		return y + 12
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		p.SetLineWidth(0.5)
		p.Line(36, 742, 576, 742)
		p.SetFont("Helvetica", "", 7)
		text(p, 36, 748, "01 Meridian Reference Laboratories, 1200 Example Parkway, Springfield, ST 00000   Dir: B. Example, MD")
		text(p, 36, 758, "02 Meridian Lipid Center, 40 Sample Road, Springfield, ST 00000   Dir: C. Demo, PhD")
		text(p, 500, 770, sprintf("Page %d of {nb}", page))
		text(p, 36, 770, "Final Report - Synthetic test document, not a real patient")
	}
	return d
}

// ukNHS: Test | Result | Flag | Units | Normal range, SI units, British
// spellings, "(130 - 180)" ranges, (H)/(L) flags, two pages.
func ukNHS() *Doc {
	s := newStyle(202)
	s.SI = true
	s.Between = func(lo, hi string) string { return "(" + lo + " - " + hi + ")" }
	s.Below = func(hi string) string { return "(< " + hi + ")" }
	s.Above = func(lo string) string { return "(> " + lo + ")" }
	s.HiFlag, s.LoFlag = "(H)", "(L)"
	s.Names = map[string]string{"alp": "Alkaline Phosphatase", "protein": "Total Protein", "lymph": "Lymphocytes", "eos": "Eosinophils", "ldl": "LDL Cholesterol", "chol": "Total Cholesterol"}
	fbc := []*Row{
		s.Num("hgb", 12.4, false), s.Num("wbc", 0, false), s.Num("plt", 0, false), s.Num("rbc", 0, false),
		s.Num("hct", 0, false), s.Num("mcv", 0, false), s.Num("mch", 0, false), s.Num("mchc", 0, false),
		s.Num("rdw", 0, false), s.Num("neut", 0, false), s.Num("lymph", 0, false), s.Num("mono", 0, false), s.Num("eos", 0, false),
	}
	for _, r := range fbc[9:] { // differential in absolute counts
		r.Unit = "x10^9/L"
	}
	fbc[9].Name, fbc[9].Value, fbc[9].RangeText, fbc[9].Lo, fbc[9].Hi = "Neutrophils", "3.6", "(2.0 - 7.5)", 2.0, 7.5
	fbc[10].Name, fbc[10].Value, fbc[10].RangeText, fbc[10].Lo, fbc[10].Hi = "Lymphocytes", "1.9", "(1.2 - 3.6)", 1.2, 3.6
	fbc[11].Name, fbc[11].Value, fbc[11].RangeText, fbc[11].Lo, fbc[11].Hi = "Monocytes", "0.5", "(0.2 - 1.0)", 0.2, 1.0
	fbc[12].Name, fbc[12].Value, fbc[12].RangeText, fbc[12].Lo, fbc[12].Hi = "Eosinophils", "0.62", "(0.00 - 0.40)", 0.0, 0.4
	fbc[12].Flag, fbc[12].Interp = "(H)", "abnormal"
	ue := []*Row{s.Num("sodium", 0, false), s.Num("potassium", 5.6, false), s.Num("bun", 0, false), s.Num("creat", 0, false),
		Raw("eGFR", ">90", "mL/min/1.73m2", "(> 60)", 60, none, "", "normal", "range")}
	lft := []*Row{s.Num("bili", 0, false), s.Num("alt", 0, false), s.Num("alp", 0, false), s.Num("albumin", 0, false), s.Num("protein", 0, false)}
	lip := []*Row{s.Num("chol", 0, false), s.Num("hdl", 0, false), s.Num("ldl", 0, false), s.Num("trig", 2.1/0.01129, false)}
	other := []*Row{
		Raw("HbA1c (IFCC)", "39", "mmol/mol", "(20 - 41)", 20, 41, "", "normal", "numeric"),
		Raw("C-Reactive Protein", "<0.5", "mg/L", "(0 - 5)", 0, 5, "", "normal", "range"),
		s.Num("ferritin", 0, false), s.Num("tsh", 0, false), s.Num("ft4", 0, false),
		s.Num("vitd", 19.0, false),
	}
	d := &Doc{
		Layout: "uk_nhs", A4: true, Font: "Arial", Size: 9, RowH: 14, X0: 40, Bottom: 560,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Oliver", Last: "Specimen", DOB: "1972-07-22", Gender: "male",
			Lab: "Riverside Hospitals NHS Trust Pathology", Collected: "2026-02-18", Reported: "2026-02-19", Specimen: "RV26-118842"},
		Cols: []Col{
			{Head: "Test", W: 170, Align: "L", Cell: cName},
			{Head: "Result", W: 60, Align: "R", Cell: cValue},
			{Head: "Flag", W: 40, Align: "C", Cell: cFlag},
			{Head: "Units", W: 85, Align: "L", Cell: cUnit},
			{Head: "Normal range", W: 120, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "Full Blood Count", Panel: "Full Blood Count", Rows: fbc},
			{Title: "Urea & Electrolytes", Panel: "Urea & Electrolytes", Rows: ue},
			{Title: "Liver Function Tests", Panel: "Liver Function Tests", Rows: lft},
			{Title: "Lipid Profile", Panel: "Lipid Profile", Rows: lip},
			{Title: "Other Chemistry", Panel: "Other Chemistry", Rows: other},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Arial", "B", 13)
		text(p, 40, 32, "Riverside Hospitals NHS Trust Pathology")
		p.SetFont("Arial", "", 8)
		text(p, 40, 50, "Department of Clinical Biochemistry and Haematology - Tel 01000 000000")
		y := kv(p, "Arial", 8.5, 40, 70, 78, 170, [][2]string{
			{"Name:", "SPECIMEN, Oliver"}, {"Hospital No:", "RV0001234"},
			{"Date of Birth:", "22/07/1972"}, {"NHS No:", "000 000 0000"},
			{"Sex:", "M"}, {"Lab No:", "RV26-118842"},
			{"Collected:", "18/02/2026 09:40"}, {"Reported:", "19/02/2026 11:05"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(40, y+2, 555, y+2)
		return y + 12
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Arial", 7.5, 595, 790,
			"Results relate only to the sample as received. Synthetic report for software testing.",
			sprintf("SPECIMEN, Oliver   RV26-118842   Page %d of {nb}", page))
	}
	return d
}

// inLal: Test Name | Results | Units | Bio. Ref. Interval with Method lines,
// wrapped names, sex-specific ranges, Indian thousands grouping, no flags.
func inLal() *Doc {
	s := newStyle(303)
	s.Female = true
	s.Thousands, s.Indian = ",", true
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.Below = func(hi string) string { return "< " + hi }
	s.Above = func(lo string) string { return "> " + lo }
	s.HiFlag, s.LoFlag = "", ""
	sexRange := func(r *Row, m, f string) *Row {
		r.RangeText = "M: " + m + " F: " + f
		return r
	}
	hb := sexRange(s.Num("hgb", 11.6, false), "13.0 - 17.0", "11.1 - 15.9")
	hb.Name, hb.Unit, hb.Method = "Haemoglobin", "g/dL", "Photometry"
	pcv := sexRange(s.Num("hct", 0, false), "40.0 - 50.0", "34.0 - 46.6")
	pcv.Name, pcv.Method = "Packed Cell Volume (PCV)", "Calculated"
	rbc := sexRange(s.Num("rbc", 0, false), "4.50 - 5.50", "3.77 - 5.28")
	rbc.Name, rbc.Unit, rbc.Method = "RBC Count", "mill/cumm", "Electrical Impedance"
	tlc := Raw("Total Leukocyte Count (TLC)", "7,800", "/cumm", "4,000 - 10,000", 4000, 10000, "", "normal", "numeric")
	tlc.Method = "Electrical Impedance"
	plt := Raw("Platelet Count", "1,42,000", "/cumm", "1,50,000 - 4,10,000", 150000, 410000, "", "abnormal", "numeric")
	plt.Method = "Electrical Impedance"
	mcv := s.Num("mcv", 0, false)
	mcv.Name = "Mean Corpuscular Volume (MCV)"
	mch := s.Num("mch", 0, false)
	mch.Name = "Mean Corpuscular Hemoglobin (MCH)"
	mchc := s.Num("mchc", 0, false)
	mchc.Name, mchc.Unit = "Mean Corpuscular Hemoglobin Concentration (MCHC)", "g/dL"
	cbc := []*Row{hb, pcv, rbc, tlc, plt, mcv, mch, mchc}

	gluc := s.Num("glucose", 0, false)
	gluc.Name, gluc.Method = "Glucose Fasting (F), Plasma", "Hexokinase"
	a1c := s.Num("a1c", 6.1, false)
	a1c.Name, a1c.Method, a1c.RangeText, a1c.Lo, a1c.Hi = "Glycosylated Hemoglobin (HbA1c), Whole Blood", "HPLC", "4.0 - 5.6", 4.0, 5.6
	diab := []*Row{gluc, a1c}

	lip := []*Row{s.Num("chol", 0, false), s.Num("trig", 168, false), s.Num("hdl", 0, false), s.Num("ldl", 0, false)}
	lip[0].Name, lip[0].Method = "Cholesterol, Total", "CHOD-POD"
	lip[1].Method = "GPO-POD"
	lip[2].Name, lip[2].Method = "HDL Cholesterol, Direct", "Direct Enzymatic"
	lip[3].Name, lip[3].Method = "LDL Cholesterol, Calculated", "Calculated"

	kft := []*Row{s.Num("bun", 0, false), s.Num("creat", 0, false), s.Num("uric", 6.9, false), s.Num("calcium", 0, false)}
	kft[0].Name, kft[0].Method = "Blood Urea Nitrogen (BUN), Serum", "Urease-GLDH"
	kft[1].Name, kft[1].Method = "Creatinine, Serum", "Jaffe, Kinetic"
	kft[2].Name, kft[2].Method = "Uric Acid, Serum", "Uricase"
	kft[3].Name, kft[3].Method = "Calcium, Total, Serum", "Arsenazo III"

	lft := []*Row{s.Num("bili", 0, false), s.Num("ast", 0, false), s.Num("alt", 0, false), s.Num("alp", 0, false), s.Num("protein", 0, false), s.Num("albumin", 0, false)}
	lft[0].Name, lft[0].Method = "Bilirubin Total, Serum", "Diazo"
	lft[1].Name, lft[1].Unit = "AST (SGOT), Serum", "U/L"
	lft[2].Name, lft[2].Unit = "ALT (SGPT), Serum", "U/L"
	lft[3].Name, lft[3].Unit, lft[3].Method = "Alkaline Phosphatase, Serum", "U/L", "IFCC-AMP Buffer"
	lft[4].Name, lft[4].Unit, lft[4].Method = "Protein, Total, Serum", "gm/dL", "Biuret"
	lft[5].Name, lft[5].Unit, lft[5].Method = "Albumin, Serum", "gm/dL", "BCG"

	d := &Doc{
		Layout: "in_lal", A4: true, Font: "Helvetica", Size: 9, RowH: 13, X0: 40, Bottom: 610,
		HeadBold: true, Rules: true, NameWrap: true, MethodSz: 7,
		Meta: Meta{First: "Priya", Last: "Testcase", DOB: "", Gender: "female",
			Lab: "Lotus Path Labs Ltd.", Collected: "2026-03-05", Reported: "2026-03-06", Specimen: "LPL0403261187"},
		Cols: []Col{
			{Head: "Test Name", W: 175, Align: "L", Cell: cName},
			{Head: "Results", W: 80, Align: "R", Cell: cValue},
			{Head: "Units", W: 90, Align: "L", Cell: cUnit},
			{Head: "Bio. Ref. Interval", W: 170, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "COMPLETE BLOOD COUNT (CBC)", Panel: "COMPLETE BLOOD COUNT (CBC)", Rows: cbc},
			{Title: "DIABETES PANEL", Panel: "DIABETES PANEL", Rows: diab},
			{Title: "LIPID PROFILE, BASIC", Panel: "LIPID PROFILE, BASIC", Rows: lip},
			{Title: "KIDNEY PANEL", Panel: "KIDNEY PANEL", Rows: kft},
			{Title: "LIVER FUNCTION TEST", Panel: "LIVER FUNCTION TEST", Rows: lft},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Helvetica", "B", 14)
		text(p, 40, 28, "Lotus Path Labs Ltd.")
		p.SetFont("Helvetica", "", 7.5)
		text(p, 40, 46, "National Reference Lab, Block Z, Sample Nagar, New Delhi 110000")
		y := kv(p, "Helvetica", 8.5, 40, 66, 78, 180, [][2]string{
			{"Name", ": Ms. PRIYA TESTCASE"}, {"Lab No.", ": LPL0403261187"},
			{"Age / Gender", ": 34 Years / Female"}, {"Ref By", ": Dr. SELF"},
			{"Collected", ": 05/Mar/2026 07:50AM"}, {"Reported", ": 06/Mar/2026 12:30PM"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(40, y+2, 555, y+2)
		return y + 12
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Helvetica", 7.5, 595, 775,
			"Dr. Sample Pathologist MD (Path)   |   Synthetic report generated for software testing",
			sprintf("Page %d of {nb}", page))
	}
	// the wrapped MCHC name and two pages come from the narrow name column
	for _, r := range lft {
		r.Name = strings.TrimSpace(r.Name)
	}
	return d
}
