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

// usQuest: Test Name | In Range | Out Of Range | Reference Range | Lab,
// upper-case wrapped names, flag stuck after the value in the out-of-range
// column, range followed by its unit, two pages with repeated header/footer.
func usQuest() *Doc {
	s := newStyle(404)
	s.Upper = true
	s.Thousands = ","
	s.Above = func(lo string) string { return "> OR = " + lo }
	s.Names = map[string]string{
		"bun": "Urea Nitrogen (BUN)", "co2": "Carbon Dioxide", "protein": "Protein, Total", "ast": "AST", "alt": "ALT",
		"wbc": "White Blood Cell Count", "rbc": "Red Blood Cell Count", "plt": "Platelet Count", "ldl": "LDL-Cholesterol",
		"vitd": "Vitamin D, 25-Hydroxy, Total, Immunoassay", "a1c": "Hemoglobin A1c", "hdl": "HDL Cholesterol", "chol": "Cholesterol, Total",
	}
	s.Units = map[string]string{"wbc": "Thousand/uL", "rbc": "Million/uL", "plt": "Thousand/uL", "alp": "U/L", "ast": "U/L", "alt": "U/L"}
	cmp := []*Row{
		s.Num("glucose", 0, false), s.Num("bun", 23, false), s.Num("creat", 0, false),
		Raw("EGFR NON-AFR. AMERICAN", ">90", "mL/min/1.73m2", "> OR = 60", 60, none, "", "normal", "range"),
		s.Num("sodium", 0, false), s.Num("potassium", 0, false), s.Num("chloride", 0, false), s.Num("co2", 0, false),
		s.Num("calcium", 0, false), s.Num("protein", 0, false), s.Num("albumin", 0, false),
		Raw("GLOBULIN", "2.6", "g/dL", "1.9-3.7", 1.9, 3.7, "", "normal", "numeric"),
		Raw("ALBUMIN/GLOBULIN RATIO", "1.7", "", "1.0-2.5", 1.0, 2.5, "", "normal", "numeric"),
		s.Num("bili", 1.4, false), s.Num("alp", 0, false), s.Num("ast", 0, false), s.Num("alt", 0, false),
	}
	cbc := []*Row{
		s.Num("wbc", 0, false), s.Num("rbc", 0, false), s.Num("hgb", 0, false), s.Num("hct", 0, false),
		s.Num("mcv", 0, false), s.Num("mch", 0, false), s.Num("mchc", 0, false), s.Num("rdw", 0, false),
		s.Num("plt", 0, false),
		Raw("ABSOLUTE NEUTROPHILS", "3,420", "cells/uL", "1500-7800", 1500, 7800, "", "normal", "numeric"),
		Raw("ABSOLUTE LYMPHOCYTES", "1,904", "cells/uL", "850-3900", 850, 3900, "", "normal", "numeric"),
		Raw("ABSOLUTE MONOCYTES", "1,012", "cells/uL", "200-950", 200, 950, "H", "abnormal", "numeric"),
		Raw("ABSOLUTE EOSINOPHILS", "140", "cells/uL", "15-500", 15, 500, "", "normal", "numeric"),
	}
	lipid := []*Row{
		s.Num("chol", 0, false), s.Num("hdl", 38, false), s.Num("trig", 0, false), s.Num("ldl", 131, false),
		Raw("CHOL/HDLC RATIO", "5.1", "", "<5.0", none, 5.0, "H", "abnormal", "numeric"),
	}
	other := []*Row{
		s.Num("a1c", 0, false), s.Num("tsh", 0, false), s.Num("vitd", 24.0, false),
	}
	other[0].RangeText, other[0].Lo, other[0].Hi = "<5.7", none, 5.7
	other[0].Unit = "% of total Hgb"
	other[1].Unit, other[1].RangeText, other[1].Lo, other[1].Hi = "mIU/L", "0.40-4.50", 0.40, 4.50
	other[1].Value = "2.14"
	d := &Doc{
		Layout: "us_quest", Font: "Helvetica", Size: 8, RowH: 13, X0: 36, Bottom: 600,
		HeadBold: true, Rules: true, NameWrap: true,
		Meta: Meta{First: "John", Last: "Example", DOB: "1968-09-30", Gender: "male",
			Lab: "Crestview Diagnostics", Collected: "2026-04-02", Reported: "2026-04-04", Specimen: "CV482913Q"},
		Cols: []Col{
			{Head: "Test Name", W: 140, Align: "L", Cell: cName},
			{Head: "In Range", W: 80, Align: "L", Cell: func(r *Row) string {
				if r.Flag == "" {
					return r.Value
				}
				return ""
			}},
			{Head: "Out Of Range", W: 90, Align: "L", Cell: func(r *Row) string {
				if r.Flag != "" {
					return r.Value + " " + r.Flag
				}
				return ""
			}},
			{Head: "Reference Range", W: 190, Align: "L", Cell: func(r *Row) string {
				return strings.TrimSpace(r.RangeText + " " + r.Unit)
			}},
			{Head: "Lab", W: 40, Align: "L", Cell: cExtra(0)},
		},
		Sections: []Section{
			{Title: "COMPREHENSIVE METABOLIC PANEL", Panel: "COMPREHENSIVE METABOLIC PANEL", Rows: withExtra(cmp, "EN")},
			{Title: "CBC (INCLUDES DIFF/PLT)", Panel: "CBC (INCLUDES DIFF/PLT)", Rows: withExtra(cbc, "EN")},
			{Title: "LIPID PANEL, STANDARD", Panel: "LIPID PANEL, STANDARD", Rows: withExtra(lipid, "EN")},
			{Title: "", Panel: "", Rows: withExtra(other, "Z4M")},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Helvetica", "B", 14)
		text(p, 36, 28, "Crestview Diagnostics")
		p.SetFont("Helvetica", "", 7.5)
		text(p, 400, 30, "Patient Report  |  Client Services 555-020-0200")
		p.SetLineWidth(0.8)
		p.Rect(36, 48, 540, 62, "D")
		kv(p, "Helvetica", 8, 42, 54, 78, 190, [][2]string{
			{"Patient:", "EXAMPLE, JOHN"}, {"Specimen:", "CV482913Q"},
			{"DOB:", "09/30/1968"}, {"Collected:", "04/02/2026 / 07:32 EDT"},
			{"Gender:", "M"}, {"Reported:", "04/04/2026 / 10:18 EDT"},
			{"Patient ID:", "00098765"}, {"Requisition:", "0005551"},
		}, 2)
		return 122
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		p.SetFont("Helvetica", "", 7)
		text(p, 36, 740, "EXAMPLE, JOHN - CV482913Q")
		text(p, 500, 740, sprintf("Page %d of {nb}", page))
		text(p, 36, 752, "EN  Crestview Diagnostics East, 10 Sample Drive, Anytown, ST 00000  Laboratory Director: D. Example, MD")
		text(p, 36, 762, "Z4M Crestview Diagnostics West, 20 Sample Drive, Anytown, ST 00000  Laboratory Director: E. Example, MD")
	}
	return d
}

// usHospital: monospaced hospital LIS printout, "70 - 99" ranges, "< 5.7",
// ">=40", H/L/HH/LL/A flags, urinalysis and coagulation.
func usHospital() *Doc {
	s := newStyle(505)
	s.Upper = true
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.Below = func(hi string) string { return "< " + hi }
	s.Above = func(lo string) string { return ">=" + lo }
	chem := []*Row{
		s.Num("sodium", 0, false), s.Num("potassium", 6.8, true), s.Num("chloride", 0, false), s.Num("co2", 0, false),
		s.Num("bun", 0, false), s.Num("creat", 1.41, false), s.Num("glucose", 45, true), s.Num("calcium", 0, false),
		s.Num("hdl", 0, false), s.Num("a1c", 0, false),
	}
	chem[8].Name = "HDL"
	chem[9].RangeText, chem[9].Lo, chem[9].Hi = "< 5.7", none, 5.7
	chem[9].Name = "HEMOGLOBIN A1C"
	heme := []*Row{s.Num("wbc", 11.9, false), s.Num("hgb", 0, false), s.Num("hct", 0, false), s.Num("plt", 0, false),
		Raw("PT", "12.1", "sec", "11.0 - 13.5", 11.0, 13.5, "", "normal", "numeric"),
		Raw("INR", "1.0", "", "0.9 - 1.1", 0.9, 1.1, "", "normal", "numeric"),
	}
	heme[0].Unit, heme[1].Unit, heme[3].Unit = "K/uL", "g/dL", "K/uL"
	ua := []*Row{
		Qual("COLOR", "YELLOW", "YELLOW", ""), Qual("CLARITY", "CLEAR", "CLEAR", ""),
		Raw("SPECIFIC GRAVITY", "1.020", "", "1.005 - 1.030", 1.005, 1.030, "", "normal", "numeric"),
		Raw("PH", "6.0", "", "5.0 - 8.0", 5.0, 8.0, "", "normal", "numeric"),
		Qual("PROTEIN", "NEGATIVE", "NEGATIVE", ""), Qual("GLUCOSE, UA", "NEGATIVE", "NEGATIVE", ""),
		Qual("KETONES", "NEGATIVE", "NEGATIVE", ""), Qual("BLOOD", "TRACE", "NEGATIVE", "A"),
		Qual("NITRITE", "POSITIVE", "NEGATIVE", "A"), Qual("LEUKOCYTE ESTERASE", "1+", "NEGATIVE", "A"),
	}
	d := &Doc{
		Layout: "us_hospital", Font: "Courier", Size: 8.5, RowH: 12, X0: 36, Bottom: 730,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Robert", Last: "Testpatient", DOB: "1958-11-02", Gender: "male",
			Lab: "Lakeside General Hospital Laboratory", Collected: "2026-02-20", Reported: "2026-02-20", Specimen: "H26-0042211"},
		Cols: []Col{
			{Head: "TEST", W: 150, Align: "L", Cell: cName},
			{Head: "RESULT", W: 70, Align: "R", Cell: cValue},
			{Head: "FLAG", W: 45, Align: "C", Cell: cFlag},
			{Head: "UNITS", W: 80, Align: "L", Cell: cUnit},
			{Head: "REFERENCE RANGE", W: 130, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "CHEMISTRY", Panel: "CHEMISTRY", Rows: chem},
			{Title: "HEMATOLOGY/COAGULATION", Panel: "HEMATOLOGY/COAGULATION", Rows: heme},
			{Title: "URINALYSIS", Panel: "URINALYSIS", Rows: ua},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Courier", "B", 11)
		text(p, 36, 30, "LAKESIDE GENERAL HOSPITAL LABORATORY")
		p.SetFont("Courier", "", 8)
		text(p, 36, 44, "500 HOSPITAL WAY, LAKESIDE, ST 00000   CLIA# 00D0000000")
		y := kv(p, "Courier", 8, 36, 64, 90, 180, [][2]string{
			{"PATIENT:", "TESTPATIENT, ROBERT"}, {"MRN:", "00000000"},
			{"DOB:", "11/02/1958"}, {"SEX:", "M"},
			{"ACCESSION:", "H26-0042211"}, {"LOCATION:", "ED"},
			{"COLLECTED:", "02/20/2026 06:12"}, {"REPORTED:", "02/20/2026 09:47"},
		}, 2)
		p.SetFont("Courier", "", 8)
		text(p, 36, y, strings.Repeat("-", 105))
		return y + 14
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		p.SetFont("Courier", "", 7.5)
		text(p, 36, 745, "HH/LL = CRITICAL VALUE, CALLED TO AND READ BACK BY RN A. NURSE 02/20/2026 07:05")
		text(p, 36, 756, "H = HIGH  L = LOW  A = ABNORMAL      *** SYNTHETIC TEST REPORT ***")
		text(p, 480, 768, sprintf("PAGE %d OF {nb}", page))
	}
	return d
}

// inThyro: TEST NAME | TECHNOLOGY | VALUE | UNITS | REFERENCE RANGE with
// flags stuck to values ("7.84 [H]").
func inThyro() *Doc {
	s := newStyle(606)
	s.Upper = true
	s.Thousands = ","
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.HiFlag, s.LoFlag = "[H]", "[L]"
	row := func(name, tech, val, unit, rng string, lo, hi float64, flag string) *Row {
		interp := "normal"
		if flag != "" {
			interp = "abnormal"
		}
		r := Raw(name, val, unit, rng, lo, hi, flag, interp, "numeric")
		r.Extra = []string{tech}
		return r
	}
	thy := []*Row{
		row("TOTAL TRIIODOTHYRONINE (T3)", "C.L.I.A", "112", "ng/dL", "60 - 200", 60, 200, ""),
		row("TOTAL THYROXINE (T4)", "C.L.I.A", "8.41", "ug/dL", "4.5 - 12", 4.5, 12, ""),
		row("THYROID STIMULATING HORMONE (TSH)", "C.L.I.A", "7.84", "uIU/mL", "0.3 - 5.5", 0.3, 5.5, "[H]"),
	}
	vit := []*Row{
		row("25-OH VITAMIN D (TOTAL)", "C.L.I.A", "17.52", "ng/mL", "30 - 100", 30, 100, "[L]"),
		row("VITAMIN B-12", "C.L.I.A", "1,015", "pg/mL", "211 - 911", 211, 911, "[H]"),
	}
	iron := []*Row{
		row("IRON", "PHOTOMETRY", "87.7", "ug/dL", "37 - 145", 37, 145, ""),
		row("TOTAL IRON BINDING CAPACITY (TIBC)", "PHOTOMETRY", "462.3", "ug/dL", "250 - 450", 250, 450, "[H]"),
		row("% TRANSFERRIN SATURATION", "CALCULATED", "18.97", "%", "13 - 45", 13, 45, ""),
		row("FERRITIN", "C.L.I.A", "9.2", "ng/mL", "10 - 291", 10, 291, "[L]"),
	}
	diab := []*Row{
		row("HbA1c", "H.P.L.C", "5.9", "%", "4.0 - 5.6", 4.0, 5.6, "[H]"),
		row("AVERAGE BLOOD GLUCOSE (ABG)", "CALCULATED", "123", "mg/dL", "90 - 120", 90, 120, "[H]"),
	}
	kid := []*Row{
		row("SERUM CREATININE", "PHOTOMETRY", "0.81", "mg/dL", "0.6 - 1.1", 0.6, 1.1, ""),
		row("BLOOD UREA NITROGEN (BUN)", "PHOTOMETRY", "11.4", "mg/dL", "7.94 - 20.07", 7.94, 20.07, ""),
		row("URIC ACID", "PHOTOMETRY", "4.2", "mg/dL", "2.6 - 6", 2.6, 6, ""),
	}
	d := &Doc{
		Layout: "in_thyro", A4: true, Font: "Times", Size: 9, RowH: 14, X0: 36, Bottom: 760,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Ananya", Last: "Demo", Gender: "female",
			Lab: "Sunrise Diagnostic Labs", Collected: "2026-04-12", Reported: "2026-04-13", Specimen: "TH26041200187"},
		Cols: []Col{
			{Head: "TEST NAME", W: 185, Align: "L", Cell: cName},
			{Head: "TECHNOLOGY", W: 75, Align: "L", Cell: cExtra(0)},
			{Head: "VALUE", W: 75, Align: "L", Cell: func(r *Row) string { return strings.TrimSpace(r.Value + " " + r.Flag) }},
			{Head: "UNITS", W: 60, Align: "L", Cell: cUnit},
			{Head: "REFERENCE RANGE", W: 120, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "THYROID PROFILE - TOTAL", Panel: "THYROID PROFILE - TOTAL", Rows: thy},
			{Title: "VITAMINS", Panel: "VITAMINS", Rows: vit},
			{Title: "IRON DEFICIENCY PROFILE", Panel: "IRON DEFICIENCY PROFILE", Rows: iron},
			{Title: "DIABETES", Panel: "DIABETES", Rows: diab},
			{Title: "KIDNEY PROFILE", Panel: "KIDNEY PROFILE", Rows: kid},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Times", "B", 16)
		text(p, 36, 26, "Sunrise Diagnostic Labs")
		p.SetFont("Times", "", 8)
		text(p, 36, 46, "D-00, Sample Industrial Area, Navi Mumbai 400000  |  Synthetic report for software testing")
		y := kv(p, "Times", 9, 36, 66, 120, 160, [][2]string{
			{"NAME", ": ANANYA DEMO (29Y/F)"}, {"SAMPLE ID", ": TH26041200187"},
			{"REF. BY", ": SELF"}, {"TEST ASKED", ": WELLNESS PROFILE"},
			{"SAMPLE COLLECTED ON", ": 12 Apr 2026 08:30"}, {"REPORT RELEASED ON", ": 13 Apr 2026 18:10"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(36, y+2, 560, y+2)
		return y + 12
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Times", 8, 595, 790, "~~ End of report ~~", sprintf("Page : %d of {nb}", page))
	}
	return d
}

// seaSG: Test | Flag | Result | Units | Reference Range with the flag column
// before the result, arrow flags, ≥/≤ ranges (DejaVu TTF), urine FEME and
// serology with qualitative values and a ratio.
func seaSG() *Doc {
	s := newStyle(707)
	s.SI = true
	s.Female = true
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.Below = func(hi string) string { return "≤" + hi }
	s.Above = func(lo string) string { return "≥" + lo }
	s.HiFlag, s.LoFlag = "↑", "↓"
	s.Names = map[string]string{"bun": "Urea", "glucose": "Glucose, Fasting"}
	renal := []*Row{s.Num("sodium", 0, false), s.Num("potassium", 3.2, false), s.Num("chloride", 0, false),
		s.Num("bun", 0, false), s.Num("creat", 0, false),
		Raw("eGFR (CKD-EPI)", ">90", "mL/min/1.73m²", "≥60", 60, none, "", "normal", "range")}
	lip := []*Row{s.Num("chol", 5.9/0.02586, false), s.Num("trig", 0, false), s.Num("hdl", 0, false), s.Num("ldl", 0, false),
		Raw("Total Chol/HDL Ratio", "4.1", "", "≤4.5", none, 4.5, "", "normal", "numeric")}
	lip[0].RangeText, lip[0].Lo, lip[0].Hi = "≤5.2", none, 5.2
	diab := []*Row{s.Num("glucose", 0, false), Raw("HbA1c", "5.8", "%", "≤5.7", none, 5.7, "↑", "abnormal", "numeric")}
	ua := []*Row{
		Qual("Colour", "Yellow", "", ""), Qual("Appearance", "Clear", "", ""),
		Raw("pH", "6.0", "", "5.0 - 8.0", 5.0, 8.0, "", "normal", "numeric"),
		Raw("Specific Gravity", "1.015", "", "1.005 - 1.030", 1.005, 1.030, "", "normal", "numeric"),
		Qual("Protein", "Trace", "Negative", ""), Qual("Glucose", "Negative", "Negative", ""),
		Qual("Ketones", "Negative", "Negative", ""), Qual("Blood", "1+", "Negative", ""),
		Qual("Leucocytes", "Negative", "Negative", ""), Qual("Nitrite", "Negative", "Negative", ""),
	}
	sero := []*Row{
		Qual("Hepatitis B Surface Antigen", "Non Reactive", "Non Reactive", ""),
		Qual("Anti-HCV", "Non Reactive", "Non Reactive", ""),
		Qual("ANA Titre", "1:80", "<1:40", "↑"),
		Qual("Dengue NS1 Antigen", "Not Detected", "Not Detected", ""),
		Qual("Syphilis TPPA", "Reactive", "Non Reactive", ""),
	}
	for _, r := range ua {
		if r.Name == "Glucose" {
			r.Name = "Glucose, Urine"
		}
	}
	d := &Doc{
		Layout: "sea_sg", A4: true, Font: "DejaVu", Size: 8.5, RowH: 13.5, X0: 36, Bottom: 770,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Nurul", Last: "Placeholder", DOB: "1990-06-17", Gender: "female",
			Lab: "Merlion Medical Laboratory", Collected: "2026-01-12", Reported: "2026-01-13", Specimen: "MML-26-0112-4471"},
		Cols: []Col{
			{Head: "Test", W: 175, Align: "L", Cell: cName},
			{Head: "Flag", W: 36, Align: "C", Cell: cFlag},
			{Head: "Result", W: 80, Align: "L", Cell: cValue},
			{Head: "Units", W: 90, Align: "L", Cell: cUnit},
			{Head: "Reference Range", W: 140, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "RENAL PANEL", Panel: "RENAL PANEL", Rows: renal},
			{Title: "LIPID PANEL", Panel: "LIPID PANEL", Rows: lip},
			{Title: "DIABETES SCREEN", Panel: "DIABETES SCREEN", Rows: diab},
			{Title: "URINE FEME", Panel: "URINE FEME", Rows: ua},
			{Title: "SEROLOGY", Panel: "SEROLOGY", Rows: sero},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("DejaVu", "B", 13)
		text(p, 36, 26, "Merlion Medical Laboratory")
		p.SetFont("DejaVu", "", 7.5)
		text(p, 36, 44, "8 Example Crescent #01-00, Singapore 000000  ·  Accredited laboratory (synthetic report)")
		y := kv(p, "DejaVu", 8, 36, 62, 88, 172, [][2]string{
			{"Patient Name:", "NURUL PLACEHOLDER"}, {"Lab Ref No:", "MML-26-0112-4471"},
			{"Date of Birth:", "17-Jun-1990"}, {"Gender:", "Female"},
			{"Collected:", "12-Jan-2026 08:05"}, {"Reported:", "13-Jan-2026 16:40"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(36, y+2, 560, y+2)
		return y + 12
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "DejaVu", 7, 595, 800, "↑ above reference range   ↓ below reference range", sprintf("Page %d of {nb}", page))
	}
	return d
}

// euDE: German-style report in English: decimal commas, value and unit in
// one cell ("5,4 mmol/L"), dd.mm.yyyy dates.
func euDE() *Doc {
	s := newStyle(808)
	s.Comma = true
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.Below = func(hi string) string { return "< " + hi }
	s.Above = func(lo string) string { return "> " + lo }
	s.HiFlag, s.LoFlag = "H", "L"
	s.Names = map[string]string{"wbc": "Leukocytes", "rbc": "Erythrocytes", "plt": "Thrombocytes", "bun": "Urea Nitrogen",
		"ast": "AST (GOT)", "alt": "ALT (GPT)", "ldl": "LDL Cholesterol", "chol": "Total Cholesterol", "protein": "Total Protein",
		"bili": "Bilirubin, total", "tsh": "TSH basal", "ft4": "Free T4"}
	s.Units = map[string]string{"wbc": "/nl", "rbc": "/pl", "plt": "/nl", "alp": "U/l", "ast": "U/l", "alt": "U/l", "tsh": "mU/l"}
	chem := []*Row{s.Num("glucose", 0, false), s.Num("creat", 0, false), s.Num("bun", 0, false), s.Num("sodium", 0, false),
		s.Num("potassium", 0, false), s.Num("calcium", 0, false), s.Num("bili", 0, false), s.Num("ast", 0, false),
		s.Num("alt", 57, false), s.Num("alp", 0, false),
		Raw("GGT", "71", "U/l", "< 60", none, 60, "H", "abnormal", "numeric"),
		Raw("CRP", "<0,5", "mg/l", "< 5,0", none, 5.0, "", "normal", "range"),
	}
	heme := []*Row{s.Num("wbc", 0, false), s.Num("rbc", 0, false), s.Num("hgb", 0, false), s.Num("hct", 0, false),
		s.Num("mcv", 0, false), s.Num("mch", 0, false), s.Num("mchc", 0, false), s.Num("plt", 0, false)}
	lip := []*Row{s.Num("chol", 236, false), s.Num("hdl", 0, false), s.Num("ldl", 162, false), s.Num("trig", 0, false)}
	endo := []*Row{s.Num("tsh", 0, false), s.Num("ft4", 0, false),
		Raw("HbA1c", "5,4", "%", "4,0 - 6,0", 4.0, 6.0, "", "normal", "numeric")}
	d := &Doc{
		Layout: "eu_de", A4: true, DecimalComma: true, Font: "Helvetica", Size: 9, RowH: 13.5, X0: 40, Bottom: 770,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Max", Last: "Mustermann", DOB: "1969-05-04", Gender: "male",
			Lab: "MVZ Labor Beispielstadt", Collected: "2026-02-18", Reported: "2026-02-18", Specimen: "2602180042"},
		Cols: []Col{
			{Head: "Test", W: 170, Align: "L", Cell: cName},
			{Head: "Result", W: 110, Align: "L", Cell: func(r *Row) string { return strings.TrimSpace(r.Value + " " + r.Unit) }},
			{Head: "Flag", W: 40, Align: "C", Cell: cFlag},
			{Head: "Reference range", W: 150, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "Clinical Chemistry", Panel: "Clinical Chemistry", Rows: chem},
			{Title: "Haematology", Panel: "Haematology", Rows: heme},
			{Title: "Lipids", Panel: "Lipids", Rows: lip},
			{Title: "Endocrinology", Panel: "Endocrinology", Rows: endo},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Helvetica", "B", 13)
		text(p, 40, 28, "MVZ Labor Beispielstadt")
		p.SetFont("Helvetica", "", 7.5)
		text(p, 40, 45, "Musterstrasse 1, 00000 Beispielstadt  -  Laboratory medicine, microbiology  -  synthetic report")
		y := kv(p, "Helvetica", 8.5, 40, 64, 90, 170, [][2]string{
			{"Patient:", "Mustermann, Max"}, {"Order no.:", "2602180042"},
			{"Date of birth:", "04.05.1969"}, {"Sex:", "male"},
			{"Sample taken:", "18.02.2026 07:55"}, {"Report date:", "18.02.2026 15:20"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(40, y+2, 555, y+2)
		return y + 12
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Helvetica", 7.5, 595, 800, "Validated by Dr. med. F. Beispiel, specialist in laboratory medicine", sprintf("Page %d/{nb}", page))
	}
	return d
}

// euFR: French-style report in English with two tables side by side
// (haematology left, biochemistry right), decimal commas and "*" flags
// stuck after the value.
func euFR() *Doc {
	s := newStyle(909)
	s.SI = true
	s.Comma = true
	s.Between = func(lo, hi string) string { return lo + "-" + hi }
	s.Below = func(hi string) string { return "<" + hi }
	s.Above = func(lo string) string { return ">" + lo }
	s.HiFlag, s.LoFlag = "*", "*"
	s.Names = map[string]string{"wbc": "Leukocytes", "rbc": "Erythrocytes", "plt": "Platelets", "hgb": "Haemoglobin",
		"hct": "Haematocrit", "bun": "Urea", "alp": "Alk. Phosphatase", "ast": "AST", "alt": "ALT"}
	s.Units = map[string]string{"wbc": "G/L", "rbc": "T/L", "plt": "G/L", "hct": "%"}
	heme := []*Row{s.Num("rbc", 0, false), s.Num("hgb", 0, false), s.Num("hct", 0, false), s.Num("mcv", 0, false),
		s.Num("mch", 0, false), s.Num("mchc", 0, false), s.Num("wbc", 0, false), s.Num("plt", 0, false),
		Raw("Neutrophils", "3,12", "G/L", "1,40-7,70", 1.4, 7.7, "", "normal", "numeric"),
		Raw("Lymphocytes", "0,98", "G/L", "1,00-4,80", 1.0, 4.8, "*", "abnormal", "numeric"),
		Raw("ESR, 1st hour", "8", "mm", "<15", none, 15, "", "normal", "numeric"),
	}
	// percentages for the haematocrit column
	heme[2].Value, heme[2].RangeText, heme[2].Lo, heme[2].Hi = "44,1", "40,0-52,0", 40, 52
	chem := []*Row{s.Num("glucose", 6.3/0.0555, false), s.Num("bun", 0, false), s.Num("creat", 0, false),
		s.Num("sodium", 0, false), s.Num("potassium", 0, false), s.Num("chloride", 0, false),
		s.Num("ast", 0, false), s.Num("alt", 0, false), s.Num("alp", 0, false),
		s.Num("chol", 0, false), s.Num("hdl", 0, false), s.Num("trig", 0, false), s.Num("tsh", 0, false)}
	d := &Doc{
		Layout: "eu_fr", A4: true, DecimalComma: true, Font: "Times", Size: 8.5, RowH: 13, X0: 30, Bottom: 780,
		HeadBold: true, Rules: true, NameWrap: true,
		Meta: Meta{First: "Jean", Last: "Exemple", DOB: "1990-10-23", Gender: "male",
			Lab: "Laboratoire Exemple Biologie", Collected: "2026-02-24", Reported: "2026-02-24", Specimen: "FR-26-000871"},
		Cols: []Col{
			{Head: "Haematology", W: 100, Align: "L", Cell: cName},
			{Head: "Result", W: 48, Align: "R", Cell: func(r *Row) string { return strings.TrimSpace(r.Value + " " + r.Flag) }},
			{Head: "Unit", W: 46, Align: "L", Cell: cUnit},
			{Head: "Ref. values", W: 72, Align: "L", Cell: cRange},
		},
		Sections: []Section{{Title: "", Panel: "Haematology", Rows: heme}},
		RightX:   304,
		RightCols: []Col{
			{Head: "Biochemistry", W: 96, Align: "L", Cell: cName},
			{Head: "Result", W: 48, Align: "R", Cell: func(r *Row) string { return strings.TrimSpace(r.Value + " " + r.Flag) }},
			{Head: "Unit", W: 50, Align: "L", Cell: cUnit},
			{Head: "Ref. values", W: 70, Align: "L", Cell: cRange},
		},
		Right: []Section{{Title: "", Panel: "Biochemistry", Rows: chem}},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Times", "B", 15)
		text(p, 30, 28, "Laboratoire Exemple Biologie")
		p.SetFont("Times", "I", 8)
		text(p, 30, 47, "12 rue de l'Exemple, 00000 Ville-Exemple  -  Medical biology laboratory (synthetic report)")
		y := kv(p, "Times", 9, 30, 66, 78, 190, [][2]string{
			{"Patient:", "EXEMPLE Jean"}, {"Record no.:", "FR-26-000871"},
			{"Born:", "23/10/1990"}, {"Sex:", "M"},
			{"Sampled:", "24/02/2026 08:10"}, {"Validated:", "24/02/2026 17:45"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(30, y+2, 565, y+2)
		return y + 14
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Times", 7.5, 595, 800, "* value outside the reference values", sprintf("Page %d/{nb}", page))
	}
	return d
}

// usCumulative: landscape clinic report with the current result and flag in
// one cell ("105H"), a previous-result column with dates, and comment lines
// (some with numbers and ranges) under rows that are not results.
func usCumulative() *Doc {
	s := newStyle(1010)
	s.Female = true
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.Below = func(hi string) string { return "<" + hi }
	s.Above = func(lo string) string { return ">=" + lo }
	prev := func(r *Row, v string) *Row {
		r.Extra = []string{v, "10/14/2025"}
		return r
	}
	chem := []*Row{
		prev(s.Num("glucose", 112, false), "101"), prev(s.Num("bun", 0, false), "15"), prev(s.Num("creat", 0, false), "0.79"),
		prev(s.Num("sodium", 0, false), "140"), prev(s.Num("potassium", 0, false), "4.1"),
		prev(s.Num("calcium", 0, false), "9.6"), prev(s.Num("alt", 0, false), "19"), prev(s.Num("ast", 0, false), "21"),
		prev(s.Num("uric", 0, false), "4.9"),
	}
	chem[0].Notes = []string{"Comment: Fasting specimen. Fasting glucose 100 - 125 mg/dL suggests impaired fasting glucose."}
	a1c := prev(s.Num("a1c", 6.1, false), "5.9")
	a1c.RangeText, a1c.Lo, a1c.Hi = "<5.7", none, 5.7
	a1c.Notes = []string{"Prediabetes: 5.7 - 6.4", "Diabetes: >6.4", "Glycemic control for adults with diabetes: <7.0"}
	lip := []*Row{prev(s.Num("chol", 0, false), "190"), prev(s.Num("trig", 0, false), "131"),
		prev(s.Num("hdl", 0, false), "55"), prev(s.Num("ldl", 118, false), "109")}
	lip[3].Notes = []string{"Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD."}
	thy := []*Row{prev(s.Num("tsh", 0.31, false), "0.52"), prev(s.Num("ft4", 0, false), "1.30"),
		prev(s.Num("vitd", 0, false), "27.5"), prev(s.Num("b12", 0, false), "498"), prev(s.Num("ferritin", 0, false), "61")}
	thy[1].Name = "T4, Free (Direct)"
	d := &Doc{
		Layout: "us_cumulative", Landscape: true, Font: "Helvetica", Size: 8.5, RowH: 13, X0: 36, Bottom: 540,
		HeadBold: true, Rules: true, MethodSz: 7,
		Meta: Meta{First: "Maria", Last: "Placeholder", DOB: "1979-12-05", Gender: "female",
			Lab: "Harborview Family Medicine Lab", Collected: "2026-03-17", Reported: "2026-03-18", Specimen: "HF-2603170093"},
		Cols: []Col{
			{Head: "Test", W: 190, Align: "L", Cell: cName},
			{Head: "Current Result and Flag", W: 120, Align: "L", Cell: func(r *Row) string { return r.Value + r.Flag }},
			{Head: "Previous Result and Date", W: 140, Align: "L", Cell: func(r *Row) string {
				return r.Extra[0] + "  " + r.Extra[1]
			}},
			{Head: "Units", W: 90, Align: "L", Cell: cUnit},
			{Head: "Reference Interval", W: 150, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "Chemistry Panel", Panel: "Chemistry Panel", Rows: chem},
			{Title: "Hemoglobin A1c", Panel: "Hemoglobin A1c", Rows: []*Row{a1c}},
			{Title: "Lipid Panel", Panel: "Lipid Panel", Rows: lip},
			{Title: "Thyroid and Vitamins", Panel: "Thyroid and Vitamins", Rows: thy},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Helvetica", "B", 14)
		text(p, 36, 24, "Harborview Family Medicine Lab")
		p.SetFont("Helvetica", "", 7.5)
		text(p, 520, 26, "77 Harbor Street, Bayside, ST 00000   Tel 555-030-0300")
		y := kv(p, "Helvetica", 8, 36, 46, 80, 160, [][2]string{
			{"Patient:", "Maria Placeholder"}, {"DOB:", "12/05/1979"}, {"Sex:", "F"},
			{"Specimen #:", "HF-2603170093"}, {"Collected:", "03/17/2026 08:20"}, {"Reported:", "03/18/2026 11:45"},
		}, 3)
		p.SetLineWidth(0.8)
		p.Line(36, y+2, 756, y+2)
		return y + 10
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		p.SetFont("Helvetica", "", 7)
		text(p, 36, 572, "Flags: H = above, L = below the reference interval. Previous results are shown for comparison only.")
		text(p, 36, 582, "Synthetic report for software testing; no real patient.")
		text(p, 700, 582, sprintf("Page %d of {nb}", page))
	}
	return d
}

// seaPH: Philippine hospital style: EXAMINATION | RESULT | REFERENCE VALUE |
// UNIT | REMARKS, the range printed before the unit, HIGH/LOW remarks, SI
// units, differential counts as fractions, a two-word surname.
func seaPH() *Doc {
	s := newStyle(1111)
	s.SI = true
	s.Upper = true
	s.Between = func(lo, hi string) string { return lo + "-" + hi }
	s.Below = func(hi string) string { return "<" + hi }
	s.Above = func(lo string) string { return ">" + lo }
	s.HiFlag, s.LoFlag = "HIGH", "LOW"
	s.Names = map[string]string{"hgb": "Hemoglobin", "hct": "Hematocrit", "alt": "SGPT (ALT)", "ast": "SGOT (AST)", "bun": "Blood Urea Nitrogen", "glucose": "Fasting Blood Sugar",
		"wbc": "WBC Count", "plt": "Platelet Count", "chol": "Total Cholesterol", "ldl": "LDL Cholesterol", "uric": "Uric Acid"}
	frac := func(name, v, rng string, lo, hi float64) *Row {
		return Raw(name, v, "", rng, lo, hi, "", "normal", "numeric")
	}
	heme := []*Row{s.Num("hgb", 12.6, false), s.Num("hct", 0, false), s.Num("wbc", 0, false), s.Num("plt", 0, false),
		frac("SEGMENTERS", "0.62", "0.50-0.70", 0.50, 0.70), frac("LYMPHOCYTES", "0.30", "0.20-0.40", 0.20, 0.40),
		frac("MONOCYTES", "0.05", "0.00-0.07", 0, 0.07), frac("EOSINOPHILS", "0.03", "0.00-0.05", 0, 0.05)}
	heme[1].Unit = "" // printed as a fraction without unit
	chem := []*Row{s.Num("glucose", 0, false), s.Num("bun", 0, false), s.Num("creat", 0, false), s.Num("uric", 7.6, false),
		s.Num("alt", 58, false), s.Num("ast", 0, false), s.Num("chol", 6.1/0.02586, false), s.Num("trig", 0, false),
		s.Num("hdl", 0, false), s.Num("ldl", 4.1/0.02586, false)}
	d := &Doc{
		Layout: "sea_ph", Font: "Arial", Size: 9, RowH: 14, X0: 40, Bottom: 720,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Juan", Last: "Dela Cruz", DOB: "1981-08-25", Gender: "male",
			Lab: "San Ejemplo Medical Center", Collected: "2026-03-21", Reported: "2026-03-21", Specimen: "SEMC-26-031944"},
		Cols: []Col{
			{Head: "EXAMINATION", W: 170, Align: "L", Cell: cName},
			{Head: "RESULT", W: 70, Align: "R", Cell: cValue},
			{Head: "REFERENCE VALUE", W: 120, Align: "C", Cell: cRange},
			{Head: "UNIT", W: 90, Align: "L", Cell: cUnit},
			{Head: "REMARKS", W: 70, Align: "L", Cell: cFlag},
		},
		Sections: []Section{
			{Title: "HEMATOLOGY", Panel: "HEMATOLOGY", Rows: heme},
			{Title: "CLINICAL CHEMISTRY", Panel: "CLINICAL CHEMISTRY", Rows: chem},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Arial", "B", 13)
		w := p.GetStringWidth("SAN EJEMPLO MEDICAL CENTER")
		text(p, (612-w)/2, 26, "SAN EJEMPLO MEDICAL CENTER")
		p.SetFont("Arial", "", 8)
		sub := "Department of Pathology and Laboratory Medicine - Example City, Philippines"
		text(p, (612-p.GetStringWidth(sub))/2, 42, sub)
		y := kv(p, "Arial", 8.5, 40, 62, 80, 190, [][2]string{
			{"Name:", "DELA CRUZ, JUAN"}, {"Lab No.:", "SEMC-26-031944"},
			{"Birthdate:", "08/25/1981"}, {"Age/Sex:", "44 / M"},
			{"Date Received:", "03/21/2026 07:30"}, {"Date Released:", "03/21/2026 13:15"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(40, y+2, 572, y+2)
		return y + 12
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Arial", 7.5, 612, 740, "MEDICAL TECHNOLOGIST: A. SAMPLE, RMT      PATHOLOGIST: B. EXAMPLE, MD, FPSP",
			"Synthetic report for software testing.", sprintf("Page %d of {nb}", page))
	}
	return d
}

// auCumulative: Australian cumulative report: one column per collection
// date, the latest (current) on the right, flags after the values in every
// column, then units and a bracketed reference range.
func auCumulative() *Doc {
	s := newStyle(1212)
	s.SI = true
	s.Female = true
	s.Between = func(lo, hi string) string { return "(" + lo + "-" + hi + ")" }
	s.Below = func(hi string) string { return "(<" + hi + ")" }
	s.Above = func(lo string) string { return "(>" + lo + ")" }
	s.Names = map[string]string{"wbc": "White Cell Count", "plt": "Platelets", "bun": "Urea", "alp": "ALP", "protein": "Total Protein",
		"hct": "Haematocrit", "creat": "Creatinine"}
	// earlier results: the same value shifted a little, same decimals
	history := func(r *Row, a, b string) *Row {
		r.Extra = []string{a, b}
		return r
	}
	fbe := []*Row{
		history(s.Num("hgb", 11.2, false), "121", "117"), history(s.Num("wbc", 0, false), "6.8", "7.1"),
		history(s.Num("plt", 0, false), "281", "266"), history(s.Num("hct", 0, false), "0.38", "0.36"),
		history(s.Num("mcv", 0, false), "88", "87"),
	}
	euc := []*Row{
		history(s.Num("sodium", 0, false), "139", "140"), history(s.Num("potassium", 5.5, false), "4.8", "5.4 H"),
		history(s.Num("bun", 0, false), "5.1", "5.6"), history(s.Num("creat", 0, false), "66", "70"),
		Raw("eGFR", ">90", "mL/min/1.73m2", "(>59)", 59, none, "", "normal", "range"),
	}
	euc[4].Extra = []string{">90", ">90"}
	lft := []*Row{history(s.Num("bili", 0, false), "9", "11"), history(s.Num("alp", 0, false), "77", "80"),
		history(s.Num("alt", 46, false), "22", "39"), history(s.Num("albumin", 0, false), "41", "42"),
		history(s.Num("protein", 0, false), "72", "70")}
	cur := func(r *Row) string { return strings.TrimSpace(r.Value + " " + r.Flag) }
	d := &Doc{
		Layout: "au_cumulative", A4: true, Font: "Helvetica", Size: 8.5, RowH: 13, X0: 36, Bottom: 760,
		HeadBold: true, Rules: true,
		Meta: Meta{First: "Olivia", Last: "Sample", DOB: "1988-08-08", Gender: "female",
			Lab: "Southern Cross Pathology", Collected: "2026-03-19", Reported: "2026-03-19", Specimen: "26-4418127"},
		Cols: []Col{
			{Head: "Test", W: 140, Align: "L", Cell: cName},
			{Head: "12/11/25", W: 62, Align: "R", Cell: cExtra(0)},
			{Head: "03/02/26", W: 62, Align: "R", Cell: cExtra(1)},
			{Head: "19/03/26", W: 62, Align: "R", Cell: cur},
			{Head: "Units", W: 90, Align: "L", Cell: cUnit},
			{Head: "Reference", W: 100, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "FULL BLOOD EXAMINATION", Panel: "FULL BLOOD EXAMINATION", Rows: fbe},
			{Title: "ELECTROLYTES, UREA, CREATININE", Panel: "ELECTROLYTES, UREA, CREATININE", Rows: euc},
			{Title: "LIVER FUNCTION TESTS", Panel: "LIVER FUNCTION TESTS", Rows: lft},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Helvetica", "B", 14)
		text(p, 36, 26, "Southern Cross Pathology")
		p.SetFont("Helvetica", "", 7.5)
		text(p, 36, 44, "NATA accredited laboratory (synthetic report)  -  1 Example Road, Exampleton NSW 0000")
		y := kv(p, "Helvetica", 8.5, 36, 62, 70, 190, [][2]string{
			{"Patient:", "SAMPLE, Olivia"}, {"Lab ID:", "26-4418127"},
			{"DOB:", "08/08/1988"}, {"Sex:", "F"},
			{"Collected:", "19/03/2026 09:12"}, {"Reported:", "19/03/2026 16:05"},
		}, 2)
		p.SetLineWidth(0.8)
		p.Line(36, y+2, 560, y+2)
		p.SetFont("Helvetica", "I", 7.5)
		text(p, 36, y+6, "Cumulative report: the right-most dated column is this collection.")
		return y + 20
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Helvetica", 7.5, 595, 800, "H = high, L = low. Tests performed by Southern Cross Pathology.", sprintf("Page %d of {nb}", page))
	}
	return d
}

// usInline: older LIS printout without a table grid: dot leaders from the
// name to the value, the flag between value and unit, "Ref:" ranges.
func usInline() *Doc {
	s := newStyle(1313)
	s.Between = func(lo, hi string) string { return "Ref: " + lo + "-" + hi }
	s.Below = func(hi string) string { return "Ref: <" + hi }
	s.Above = func(lo string) string { return "Ref: >" + lo }
	s.Names = map[string]string{"glucose": "Glucose, Fasting", "co2": "CO2", "bun": "Urea Nitrogen", "ldl": "LDL Cholesterol"}
	bmp := []*Row{s.Num("glucose", 131, false), s.Num("bun", 0, false), s.Num("creat", 0, false), s.Num("sodium", 0, false),
		s.Num("potassium", 0, false), s.Num("chloride", 0, false), s.Num("co2", 0, false), s.Num("calcium", 0, false)}
	lip := []*Row{s.Num("chol", 244, false), s.Num("trig", 0, false), s.Num("hdl", 0, false), s.Num("ldl", 152, false)}
	cbc := []*Row{s.Num("wbc", 0, false), s.Num("hgb", 0, false), s.Num("hct", 0, false), s.Num("plt", 0, false),
		s.Num("a1c", 7.2, false)}
	cbc[4].RangeText, cbc[4].Lo, cbc[4].Hi = "Ref: <5.7", none, 5.7
	d := &Doc{
		Layout: "us_inline", Font: "Courier", Size: 9, RowH: 13, X0: 50, Bottom: 720,
		HeadBold: true, Leaders: true,
		Meta: Meta{First: "Thomas", Last: "Example", DOB: "1963-01-29", Gender: "male",
			Lab: "Prairie Valley Clinic Laboratory", Collected: "2026-01-27", Reported: "2026-01-28", Specimen: "PV-0127-2231"},
		Cols: []Col{
			{Head: "", W: 230, Align: "L", Cell: cName},
			{Head: "", W: 60, Align: "R", Cell: cValue},
			{Head: "", W: 25, Align: "C", Cell: cFlag},
			{Head: "", W: 80, Align: "L", Cell: cUnit},
			{Head: "", W: 120, Align: "L", Cell: cRange},
		},
		Sections: []Section{
			{Title: "BASIC METABOLIC PANEL", Panel: "BASIC METABOLIC PANEL", Rows: bmp},
			{Title: "LIPID PANEL", Panel: "LIPID PANEL", Rows: lip},
			{Title: "HEMATOLOGY", Panel: "HEMATOLOGY", Rows: cbc},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Courier", "B", 11)
		text(p, 50, 30, "PRAIRIE VALLEY CLINIC LABORATORY")
		p.SetFont("Courier", "", 9)
		text(p, 50, 52, "Patient: EXAMPLE, THOMAS            DOB: 01/29/1963    Sex: M")
		text(p, 50, 65, "Specimen: PV-0127-2231              Collected: 01/27/2026 07:45")
		text(p, 50, 78, "Physician: R. DEMO, MD              Reported:  01/28/2026 10:02")
		text(p, 50, 92, strings.Repeat("=", 86))
		return 108
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		p.SetFont("Courier", "", 8)
		text(p, 50, 740, strings.Repeat("-", 95))
		text(p, 50, 752, "H=High L=Low   ** SYNTHETIC REPORT FOR SOFTWARE TESTING **")
		text(p, 470, 764, sprintf("Page %d of {nb}", page))
	}
	return d
}

// usPortal: patient-portal export: a block per panel with its own column
// headings, "Your Value" holding value and unit, the standard range with its
// unit, and flag words in the last column.
func usPortal() *Doc {
	s := newStyle(1414)
	s.Female = true
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.Below = func(hi string) string { return "<" + hi }
	s.Above = func(lo string) string { return ">=" + lo }
	s.HiFlag, s.LoFlag = "High", "Low"
	s.Names = map[string]string{"wbc": "WBC", "rbc": "RBC", "plt": "Platelets", "alt": "ALT", "ast": "AST", "bili": "Bilirubin, Total"}
	s.Units = map[string]string{"wbc": "K/uL", "rbc": "M/uL", "plt": "K/uL", "alt": "U/L", "ast": "U/L", "alp": "U/L"}
	cbc := []*Row{s.Num("wbc", 0, false), s.Num("rbc", 0, false), s.Num("hgb", 0, false), s.Num("hct", 0, false), s.Num("plt", 139, false)}
	hep := []*Row{s.Num("albumin", 0, false), s.Num("bili", 0, false), s.Num("alp", 0, false), s.Num("ast", 0, false), s.Num("alt", 0, false)}
	thy := []*Row{s.Num("tsh", 5.81, false), s.Num("ft4", 0, false)}
	vit := []*Row{s.Num("vitd", 21.3, false), s.Num("b12", 0, false), s.Num("ferritin", 0, false)}
	withUnit := func(v, u string) string { return strings.TrimSpace(v + " " + u) }
	d := &Doc{
		Layout: "us_portal", Font: "Helvetica", Size: 9, RowH: 15, X0: 48, Bottom: 720,
		HeadBold: true, Rules: true, HeadsPerSection: true,
		Meta: Meta{First: "Emily", Last: "Testperson", DOB: "1992-04-11", Gender: "female",
			Lab: "Lakeshore Health Lab Services", Collected: "2026-03-03", Reported: "2026-03-04", Specimen: "LS26-0303-7781"},
		Cols: []Col{
			{Head: "Component", W: 170, Align: "L", Cell: cName},
			{Head: "Your Value", W: 110, Align: "L", Cell: func(r *Row) string { return withUnit(r.Value, r.Unit) }},
			{Head: "Standard Range", W: 150, Align: "L", Cell: func(r *Row) string { return withUnit(r.RangeText, r.Unit) }},
			{Head: "Flag", W: 60, Align: "L", Cell: cFlag},
		},
		Sections: []Section{
			{Title: "CBC (NO DIFFERENTIAL)", Panel: "CBC (NO DIFFERENTIAL)", Rows: cbc},
			{Title: "HEPATIC FUNCTION PANEL", Panel: "HEPATIC FUNCTION PANEL", Rows: hep},
			{Title: "THYROID CASCADE", Panel: "THYROID CASCADE", Rows: thy},
			{Title: "VITAMINS AND IRON STORES", Panel: "VITAMINS AND IRON STORES", Rows: vit},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Helvetica", "B", 13)
		text(p, 48, 30, "Test Results - Lakeshore Health Lab Services")
		p.SetFont("Helvetica", "", 8.5)
		text(p, 48, 50, "Emily Testperson   |   Date of birth: 4/11/1992   |   Legal sex: Female")
		text(p, 48, 63, "Collected on Mar 3, 2026 8:02 AM   |   Resulted on Mar 4, 2026 9:40 AM   |   Specimen: LS26-0303-7781")
		p.SetLineWidth(0.6)
		p.Line(48, 78, 564, 78)
		return 90
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Helvetica", 7.5, 612, 750, "Printed from the patient portal. Synthetic report for software testing.", sprintf("Page %d of {nb}", page))
	}
	return d
}

// inGrid: Indian diagnostic centre with a fully ruled grid and shaded
// heading row, a serial-number column before the name, abnormal values in
// bold with no flag, and urine microscopy values that are ranges ("2-4").
func inGrid() *Doc {
	s := newStyle(1515)
	s.Between = func(lo, hi string) string { return lo + " - " + hi }
	s.Below = func(hi string) string { return "< " + hi }
	s.Above = func(lo string) string { return "> " + lo }
	s.HiFlag, s.LoFlag = "", ""
	s.Names = map[string]string{"hgb": "Haemoglobin", "wbc": "Total WBC Count", "plt": "Platelet Count", "hct": "PCV",
		"chol": "Total Cholesterol", "ldl": "LDL Cholesterol", "hdl": "HDL Cholesterol"}
	s.Units = map[string]string{"hgb": "gm/dL", "wbc": "10^3/uL", "plt": "10^3/uL"}
	cbc := []*Row{s.Num("hgb", 0, false), s.Num("wbc", 11.6, false), s.Num("plt", 0, false), s.Num("hct", 0, false),
		s.Num("mcv", 0, false), s.Num("mch", 0, false), s.Num("mchc", 0, false)}
	lip := []*Row{s.Num("chol", 0, false), s.Num("trig", 212, false), s.Num("hdl", 36, false), s.Num("ldl", 0, false),
		Raw("VLDL Cholesterol", "42", "mg/dL", "< 30", none, 30, "", "abnormal", "numeric")}
	elec := []*Row{s.Num("sodium", 0, false), s.Num("potassium", 0, false), s.Num("chloride", 0, false)}
	urine := []*Row{
		Qual("Colour", "Pale Yellow", "Pale Yellow", ""), Qual("Transparency", "Clear", "Clear", ""),
		Raw("Reaction (pH)", "6.0", "", "4.6 - 8.0", 4.6, 8.0, "", "normal", "numeric"),
		Raw("Specific Gravity", "1.020", "", "1.005 - 1.030", 1.005, 1.030, "", "normal", "numeric"),
		Qual("Protein", "Absent", "Absent", ""), Qual("Sugar", "Absent", "Absent", ""),
		Raw("Pus Cells", "2-4", "/hpf", "0 - 5", 0, 5, "", "normal", "range"),
		Raw("Epithelial Cells", "1-2", "/hpf", "0 - 5", 0, 5, "", "normal", "range"),
		Qual("RBCs", "Nil", "Nil", ""), Qual("Casts", "Absent", "Absent", ""), Qual("Crystals", "Absent", "Absent", ""),
	}
	for _, r := range urine {
		if r.Unit == "" && (r.Name == "RBCs") {
			r.Unit = "/hpf"
		}
	}
	abnormal := func(r *Row) bool { return r.Interp != "normal" && r.Interp != "unknown" }
	d := &Doc{
		Layout: "in_grid", A4: true, Font: "Arial", Size: 8.5, RowH: 15, X0: 36, Bottom: 780,
		HeadBold: true, Grid: true, SerialW: 30, NameWrap: true,
		Meta: Meta{First: "Rahul", Last: "Example", Gender: "male",
			Lab: "Greendale Diagnostics", Collected: "2026-04-19", Reported: "2026-04-19", Specimen: "GD2604190023"},
		Cols: []Col{
			{Head: "Investigation", W: 160, Align: "L", Cell: cName},
			{Head: "Observed Value", W: 85, Align: "C", Cell: cValue, Bold: abnormal},
			{Head: "Unit", W: 70, Align: "C", Cell: cUnit},
			{Head: "Biological Reference Interval", W: 145, Align: "C", Cell: cRange},
		},
		Sections: []Section{
			{Title: "HAEMATOLOGY - COMPLETE BLOOD COUNT", Panel: "HAEMATOLOGY - COMPLETE BLOOD COUNT", Rows: cbc},
			{Title: "BIOCHEMISTRY - LIPID PROFILE", Panel: "BIOCHEMISTRY - LIPID PROFILE", Rows: lip},
			{Title: "SERUM ELECTROLYTES", Panel: "SERUM ELECTROLYTES", Rows: elec},
			{Title: "URINE ROUTINE EXAMINATION", Panel: "URINE ROUTINE EXAMINATION", Rows: urine},
		},
	}
	d.Header = func(p *fpdf.Fpdf, d *Doc, page int) float64 {
		p.SetFont("Arial", "B", 15)
		text(p, 36, 24, "Greendale Diagnostics")
		p.SetFont("Arial", "", 7.5)
		text(p, 36, 42, "12 Example Layout, Sample Road, Bengaluru 560000  |  Synthetic report for software testing")
		p.SetLineWidth(0.6)
		p.Rect(36, 54, 520, 46, "D")
		kv(p, "Arial", 8.5, 42, 58, 110, 150, [][2]string{
			{"Patient Name", ": Mr. RAHUL EXAMPLE"}, {"Sample ID", ": GD2604190023"},
			{"Age/Gender", ": 41 Y / Male"}, {"Referred By", ": Dr. Self"},
			{"Sample Collected On", ": 19-Apr-2026 08:40"}, {"Report Date", ": 19-Apr-2026 15:10"},
		}, 2)
		return 112
	}
	d.Footer = func(p *fpdf.Fpdf, d *Doc, page int) {
		footerLines(p, "Arial", 7.5, 595, 805, "Values in bold are outside the biological reference interval.", sprintf("Page %d of {nb}", page))
	}
	return d
}
