package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The session-36 layouts: ditto marks stand for the unit or range above and
// the truth resolves them; Indian digit grouping is read as the number it
// groups; the critical-limits column is printed and in no field; a
// comparator written in words is a comparator value; the per-row validation
// stamps are printed and in no field.
func TestSession36Helpers(t *testing.T) {
	// class 171
	rows := []*Row{{Unit: "%", RangeText: "1 - 4", Type: "numeric"}, {Unit: "%", RangeText: "1 - 4", Type: "numeric"},
		{Unit: "g/L", RangeText: "1 - 4", Type: "numeric"}, {Unit: "", RangeText: "Négatif", Type: "boolean"},
		{Unit: "", RangeText: "Négatif", Type: "boolean"}, {Unit: "g/L", RangeText: "Négatif", Type: "numeric"}}
	if u, r := s36Ditto(rows); fmt.Sprint(u) != "[false true false false false false]" || fmt.Sprint(r) != "[false true true false true false]" {
		t.Fatalf("s36Ditto = %v, %v", u, r)
	}
	ml := mlLab()
	rep := ml.report()
	h := ml.HTML(rep)
	units, rngs := 0, 0
	for _, s := range rep.Sections {
		u, r := s36Ditto(s.Rows)
		for i := range s.Rows {
			units += btoi(u[i])
			rngs += btoi(r[i])
			if u[i] && s.Rows[i].Unit != s.Rows[i-1].Unit || r[i] && s.Rows[i].RangeText != s.Rows[i-1].RangeText {
				t.Fatalf("ml_lab: ditto on %s does not repeat the row above", s.Rows[i].Name)
			}
		}
	}
	if units < 6 || rngs < 2 || strings.Count(h, `<span class="dt">&#34;</span>`) != units || strings.Count(h, `<span class="dt">id.</span>`) != rngs {
		t.Fatalf("ml_lab: %d unit and %d range dittos", units, rngs)
	}
	if text := pdfText(t, ml); strings.Count(text, ` " `) < units || strings.Count(text, "id.") < rngs {
		t.Fatalf("ml_lab: the ditto marks are not in the text layer")
	}
	if x := rowNamed(t, rep, "Transaminases ALAT (TGP)", ""); x.Unit != "UI/L" || x.RangeText != "< 35" || x.Hi != 35 {
		t.Fatalf("ml_lab ALAT %+v", x)
	}
	if x := rowNamed(t, rep, "Sérologie VIH 1 et 2", ""); x.RangeText != "Négatif" || x.Interp != "normal" {
		t.Fatalf("ml_lab VIH %+v", x)
	}

	// class 172
	for n, want := range map[int]string{999: "999", 11600: "11,600", 100000: "1,00,000", 245000: "2,45,000", 4580000: "45,80,000",
		12345678: "1,23,45,678"} {
		if got := s36Lakh(n); got != want {
			t.Fatalf("s36Lakh(%d) = %q", n, got)
		}
	}
	lakh := regexp.MustCompile(`\b\d{1,2}(?:,\d\d)+,\d{3}\b`)
	om := omLab().report()
	grouped := 0
	for _, r := range rowsOf(om) {
		if lakh.MatchString(r.Value) {
			grouped++
		}
	}
	if grouped < 3 {
		t.Fatalf("om_lab: %d values grouped in lakhs", grouped)
	}
	if x := rowNamed(t, om, "Platelet Count", ""); x.Value != "1,32,000" || x.Lo != 150000 || x.Hi != 410000 || x.Flag != "L" {
		t.Fatalf("om_lab platelets %+v", x)
	}
	if x := rowNamed(t, om, "Total RBC Count", ""); x.Lo != 4500000 || x.Hi != 5500000 || x.Interp != "normal" {
		t.Fatalf("om_lab RBC %+v", x)
	}
	if x := rowNamed(t, om, "HBV DNA Quantitative (Real-time PCR)", ""); x.Value != "2,18,400" || x.Hi != 20 || x.Flag != "H" {
		t.Fatalf("om_lab HBV DNA %+v", x)
	}

	// class 173: the critical limits are printed, in no field; a value
	// beyond them is critical
	for _, c := range []struct {
		l    *Layout
		crit map[string]string
	}{{gqHosp(), gqCrit}, {gnLab(), gnCrit}} {
		rep := c.l.report()
		text := pdfText(t, c.l)
		names := map[string]bool{}
		for _, r := range rowsOf(rep) {
			names[r.Name] = true
			for _, v := range c.crit {
				if r.RangeText == v {
					t.Fatalf("%s: %s has the critical limits as its range", c.l.Name, r.Name)
				}
			}
		}
		if len(c.crit) < 6 {
			t.Fatalf("%s: %d critical limits", c.l.Name, len(c.crit))
		}
		for n, v := range c.crit {
			if !names[n] || !strings.Contains(text, v) {
				t.Fatalf("%s: critical limits of %s (%s) not printed", c.l.Name, n, v)
			}
		}
	}
	gq := gqHosp().report()
	if x := rowNamed(t, gq, "Potasio", ""); x.Interp != "critical" || x.Flag != "HH" || x.RangeText != "3,5 - 5,1" || x.Hi != 5.1 {
		t.Fatalf("gq_hosp potassium %+v", x)
	}
	if x := rowNamed(t, gq, "Glucosa", ""); x.Interp != "abnormal" || x.Flag != "L" {
		t.Fatalf("gq_hosp glucose %+v", x)
	}

	// class 174
	for _, c := range []struct {
		v, n string
		cmp  byte
	}{{"Less than 3.0", "3.0", '<'}, {"More than 2500", "2500", '>'}, {"inférieur à 6", "6", '<'}, {"supérieur à 35000", "35000", '>'}} {
		if cmp, n, ok := s36CmpWord(c.v); !ok || cmp != c.cmp || n != c.n {
			t.Fatalf("s36CmpWord(%q) = %c %q %v", c.v, cmp, n, ok)
		}
	}
	if _, _, ok := s36CmpWord("4.6"); ok {
		t.Fatal("s36CmpWord read a number as a comparator")
	}
	mustPanic(t, "a comparator row without words", func() { s36Cmp(&builder{cur: &Section{}}, "x", "4.6", "", "< 5") })
	eg := egLab().report()
	for _, c := range []struct {
		name, interp, flag string
	}{{"C-Reactive Protein (Quantitative)", "normal", ""}, {"Total IgE", "abnormal", "H"}, {"eGFR (CKD-EPI 2021)", "normal", ""},
		{"Anti-TPO Antibodies", "normal", ""}} {
		if x := rowNamed(t, eg, c.name, ""); x.Type != "range" || x.Interp != c.interp || x.Flag != c.flag {
			t.Fatalf("eg_lab %s %+v", c.name, x)
		}
	}
	if x := rowNamed(t, gnLab().report(), "NT-proBNP", ""); x.Type != "range" || x.Interp != "abnormal" || x.Flag != "H" || x.Value != "supérieur à 35000" {
		t.Fatalf("gn_lab NT-proBNP %+v", x)
	}
	for _, l := range []*Layout{egLab(), mlLab(), gnLab()} {
		text, n := pdfText(t, l), 0
		for _, r := range rowsOf(l.report()) {
			if _, _, ok := s36CmpWord(r.Value); ok {
				n++
				if !strings.Contains(text, r.Value) {
					t.Fatalf("%s: %q not printed whole", l.Name, r.Value)
				}
			}
		}
		if n < 2 {
			t.Fatalf("%s: %d comparators in words", l.Name, n)
		}
	}

	// class 175: every row has its validation stamp, printed, in no field;
	// the report's date is the header's, on or after every stamp
	stamp := regexp.MustCompile(`\d\d/\d\d(?:/\d{4})? \d\d:\d\d`)
	for _, l := range []*Layout{egLab(), gnLab()} {
		rep := l.report()
		h := l.HTML(rep)
		text := pdfText(t, l)
		got := 0
		for _, m := range regexp.MustCompile(`<td class="c7">([^<]*)</td>|<td class="c6">([^<]*)</td>`).FindAllStringSubmatch(h, -1) {
			if s := stamp.FindString(m[1] + m[2]); s != "" {
				got++
				if !strings.Contains(text, s) {
					t.Fatalf("%s: stamp %s not printed", l.Name, s)
				}
				if d := s[3:5] + s[0:2]; d > rep.Meta.Reported[5:7]+rep.Meta.Reported[8:10] {
					t.Fatalf("%s: stamp %s after the report date", l.Name, s)
				}
			}
		}
		if got != len(rowsOf(rep)) {
			t.Fatalf("%s: %d stamps for %d rows", l.Name, got, len(rowsOf(rep)))
		}
		for _, r := range rowsOf(rep) {
			if stamp.MatchString(r.Name + " " + r.Value + " " + r.RangeText) {
				t.Fatalf("%s: a stamp in the truth of %s", l.Name, r.Name)
			}
		}
	}
	mustPanic(t, "a late stamp for no row", func() {
		s36Stamps(eg, []string{"13/07/2026 10:14", "13/07/2026 12:38", "14/07/2026 11:05"}, []string{"a", "b", "c"},
			map[string]string{"Nothing": "x @ 15/07/2026 10:00"}, "02/01 15:04")
	})

	for _, l := range []*Layout{egLab(), omLab(), gqHosp(), mlLab(), gnLab()} {
		rep := l.report()
		if n := len(rowsOf(rep)); n < 20 || n > 30 {
			t.Fatalf("%s has %d rows", l.Name, n)
		}
		if l.Session != 36 || l.HeldOut != (l.Name == "gn_lab") || len(l.Extra)+btoi(l.LowRes) != 1 || rep.Pages != 1 {
			t.Fatalf("%s: session %d, held out %v, extras %v, %d pages", l.Name, l.Session, l.HeldOut, l.Extra, rep.Pages)
		}
	}
}

// The session-36 captures are seeded; the fringe scan colours the edges of
// black print red and cyan; the ghost photo doubles the print; the mirror
// photo is the photo reversed left to right.
func TestSession36CapturesDeterministic(t *testing.T) {
	page := ruledPage()
	f1, f2 := fringeScan(page, "seed", 50, 0.4), fringeScan(page, "seed", 50, 0.4)
	if string(f1.Pix) != string(f2.Pix) || f1.Rect != page.Rect {
		t.Fatal("fringeScan is not deterministic")
	}
	red, cyan := 0, 0
	for i := 0; i < len(f1.Pix); i += 4 {
		r, b := int(f1.Pix[i]), int(f1.Pix[i+2])
		if r > b+60 {
			red++
		}
		if b > r+60 {
			cyan++
		}
	}
	if red == 0 || cyan == 0 {
		t.Fatalf("fringeScan: %d red and %d cyan fringe pixels", red, cyan)
	}

	g1, g2 := ghostPhoto(page, "seed", 300), ghostPhoto(page, "seed", 300)
	p := photo(page, "seed", 300)
	if string(g1.Pix) != string(g2.Pix) || g1.Rect != p.Rect || string(g1.Pix) == string(p.Pix) {
		t.Fatal("ghostPhoto is not deterministic or adds no ghost")
	}

	m1, m2 := mirrorPhoto(page, "seed", 300), mirrorPhoto(page, "seed", 300)
	if string(m1.Pix) != string(m2.Pix) || m1.Rect != p.Rect {
		t.Fatal("mirrorPhoto is not deterministic")
	}
	// the mirrored picture matches the photo flipped, up to softening and noise
	w, h := p.Rect.Dx(), p.Rect.Dy()
	diff, flipped := 0.0, 0.0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			a := float64(m1.Pix[m1.PixOffset(x, y)])
			diff += math.Abs(a - float64(p.Pix[p.PixOffset(w-1-x, y)]))
			flipped += math.Abs(a - float64(p.Pix[p.PixOffset(x, y)]))
		}
	}
	if diff >= flipped {
		t.Fatalf("mirrorPhoto is not mirrored: %.0f against the flipped photo, %.0f against the photo", diff, flipped)
	}
}

// The committed session-36 documents exist with their kinds.
func TestSession36Documents(t *testing.T) {
	n := 0
	for _, l := range []*Layout{egLab(), omLab(), gqHosp(), mlLab(), gnLab()} {
		for _, v := range variants(l) {
			if _, err := os.Stat(filepath.Join(committed, l.Name+"-"+v.suffix+"."+v.format)); err != nil {
				t.Fatal(err)
			}
			n++
		}
	}
	if n != 25 {
		t.Fatalf("%d session-36 documents", n)
	}
}
