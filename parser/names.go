package parser

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/assayhq/assay/parser/imaging"
)

// nameish accepts short names with digits ("CO2") but not rules or specks.
func nameish(s string) bool {
	letters, other := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsSpace(r), unicode.IsDigit(r):
		default:
			other++
		}
	}
	return letters >= 2 && letters >= other
}

// mostlyLetters rejects rules, specks and other OCR debris as headings.
func mostlyLetters(s string) bool {
	letters, other := letterCount(s)
	return letters >= 3 && letters >= 2*other
}

// letterCount counts the letters of s and its other characters but spaces.
func letterCount(s string) (letters, other int) {
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsSpace(r):
		default:
			other++
		}
	}
	return letters, other
}

// wordsOfLetters says whether s is words of letters, however short, with
// few other characters among them ("AS", "A Rh+").
func wordsOfLetters(s string) bool {
	letters, other := letterCount(s)
	return letters >= 1 && letters >= 2*other
}

// hasAlnum says whether s holds a letter or a digit: a word, not a speck
// or a rule OCR read as punctuation.
func hasAlnum(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

func hasLetters(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// endsOpen says whether a name stops mid-phrase, so the next line continues it.
func endsOpen(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasSuffix(s, ",") || strings.HasSuffix(s, "-") || strings.HasSuffix(s, "/") ||
		strings.HasSuffix(s, "(") || strings.HasSuffix(s, "&")
}

// joinBrokenWords joins a word broken with a hyphen at a line's end
// ("Phos-" / "phatase", "Aspartat-Amino-" / "transferase"): the hyphen only
// breaks the word when the next line goes on in lower case; before a
// capital or a digit it belongs to the name ("Anti-" / "HBs" is Anti-HBs).
func joinBrokenWords(ws []word) []word {
	var out []word
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		for i+1 < len(ws) && brokenAt(w, ws[i+1]) {
			n := ws[i+1]
			if r, _ := utf8.DecodeRuneInString(n.text); unicode.IsLower(r) {
				w.text = strings.TrimSuffix(w.text, "-")
			}
			w.text += n.text
			w.x1, w.y0, w.y1 = n.x1, n.y0, n.y1 // it ends where the next word does
			i++
		}
		out = append(out, w)
	}
	return out
}

// brokenAt says whether w ends a line with a hyphen after a letter and the
// next word starts the line below with a letter or a digit.
func brokenAt(w, next word) bool {
	t := []rune(w.text)
	if len(t) < 3 || t[len(t)-1] != '-' || !unicode.IsLetter(t[len(t)-2]) {
		return false
	}
	h := math.Max(w.y1-w.y0, next.y1-next.y0)
	if next.yc()-w.yc() < 0.5*h || next.x0 >= w.x1 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(next.text)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

func startsLower(s string) bool {
	for _, r := range s {
		return unicode.IsLower(r) || r == '(' || r == '&' || r == '-'
	}
	return false
}

// isHeading says whether a name-only line reads as a section heading rather
// than half of a wrapped test name: bold or upper case or a panel word.
func isHeading(ws []word, text string) bool {
	if len(ws) > 0 && ws[0].bold {
		return true
	}
	// a title with the section's unit after it ("BILAN LIPIDIQUE (g/l)"):
	// the unit keeps its own case
	if name, _, ok := headingUnit(text); ok {
		text = name
	}
	letters, upper := 0, 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	if letters >= 3 && upper == letters {
		return true
	}
	return panelWordRE.MatchString(text)
}

var panelWordRE = regexp.MustCompile(`(?i)\b(panel|profile|count|function tests?|urinalysis|chemistry|haematology|hematology|lipids?|thyroid|metabolic|serology|immunology|vitamins?|electrolytes|hormones?|cbc|cmp|bmp|lft|kft|rft)\b`)

// departmentWords name a laboratory's departments, folded, in the report
// languages; glue words and "clinical" only join them.
var departmentWords = map[string]bool{"chemistry": true, "biochemistry": true, "haematology": true, "hematology": true,
	"serology": true, "immunology": true, "parasitology": true, "microbiology": true, "bacteriology": true, "virology": true,
	"urinalysis": true, "endocrinology": true, "coagulation": true, "haemostasis": true, "hemostasis": true,
	"toxicology": true, "biochimie": true, "hematologie": true, "serologie": true, "immunologie": true,
	"parasitologie": true, "bacteriologie": true, "microbiologie": true, "hemostase": true, "bioquimica": true,
	"hematologia": true, "serologia": true, "inmunologia": true, "parasitologia": true, "microbiologia": true,
	"quimica": true, "biochimica": true, "ematologia": true, "sierologia": true, "immunologia": true,
	"parassitologia": true, "chimica": true, "hamatologie": true, "chemie": true, "gerinnung": true,
	"sorologia": true, "imunologia": true, "biyokimya": true, "hematoloji": true, "seroloji": true, "immunoloji": true,
	"mikrobiyoloji": true, "hormones": true, "ormoni": true, "hormonas": true, "hormonios": true, "hormonlar": true,
	"coagulazione": true, "coagulacion": true, "coagulacao": true, "immunochimica": true, "virologia": true}

// departmentHeading says whether text only names laboratory departments
// ("CLINICAL CHEMISTRY", "SEROLOGY & PARASITOLOGY", "Klinische Chemie"):
// a section's title, never the second line of a test's name.
func departmentHeading(text string) bool {
	n := 0
	for _, w := range strings.Fields(strings.ToLower(foldAccents(text))) {
		w = strings.Trim(w, ".,;:()")
		switch {
		case departmentWords[w]:
			n++
		case w == "&" || w == "and" || w == "et" || w == "y" || w == "e" || w == "und" || w == "ve" ||
			strings.HasPrefix(w, "clinic") || strings.HasPrefix(w, "klinisch") || w == "special" || w == "general":
		default:
			return false
		}
	}
	return n > 0
}

var (
	leadingCountRE = regexp.MustCompile(`^\d+\s`)
	hydroxyRE      = regexp.MustCompile(`(?i)^\d{1,2}\s?(oh|hydroxy)\b`) // "25 OH Vitamin D"
)

// plausibleName rejects addresses and sentences that happen to end in a
// number (a postcode, a phone number) and so look like a result row.
func plausibleName(s string) bool {
	if s == "" || !hasLetters(s) || len(s) > 90 || len(strings.Fields(s)) > 12 {
		return false
	}
	return (!leadingCountRE.MatchString(s) || hydroxyRE.MatchString(s)) && !strings.ContainsAny(s, ";<>")
}

var nameTrimRE = regexp.MustCompile(`[\s.:…_]+$`)

func cleanName(s string) string {
	s = strings.TrimSpace(nameTrimRE.ReplaceAllString(s, ""))
	return strings.Join(strings.Fields(s), " ")
}

// printSize is the typical height of the words of ws that hold letters
// (the font size in a text layer); 0 when none do.
func printSize(ws []word) float64 {
	var hs []float64
	for _, w := range ws {
		if hasLetters(w.text) {
			hs = append(hs, w.y1-w.y0)
		}
	}
	if len(hs) == 0 {
		return 0
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}

// smallerPrint says whether ws is printed clearly smaller than ref: a
// method or specimen line, or a comment, under a test name.
func smallerPrint(ws, ref []word) bool {
	a, b := printSize(ws), printSize(ref)
	return a > 0 && b > 0 && a < 0.85*b
}

// continuedRE is the mark a heading repeated on the next page carries:
// "CHIMICA CLINICA (segue)", "HAEMATOLOGY (continued)".
var continuedRE = regexp.MustCompile(`(?i)\s*[(\[]\s*(?:continued|cont'?d?\.?|segue|seguito|suite|fortsetzung|forts\.?|continuación|continuacion|continuação|continuacao|devam|devamı)\s*[)\]]\s*$`)

// outlineRE is the number a report that numbers its sections and tests
// prints before a title or a name ("2. BIOCHIMIE", "2.4 Transaminases
// ASAT", "1.2.3", "3)").
var outlineRE = regexp.MustCompile(`^(?:\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}[.)])$`)

// withoutOutline is s without an outline number before its first word.
func withoutOutline(s string) string {
	first, rest, ok := strings.Cut(strings.TrimSpace(s), " ")
	if ok && outlineRE.MatchString(first) && hasLetters(rest) {
		return strings.TrimSpace(rest)
	}
	return s
}

// panelName is a heading as a panel's name, without a continuation mark
// or an outline number.
func panelName(s string) string {
	s = withoutOutline(s)
	if name, _, ok := headingUnit(s); ok {
		s = name // the unit is the rows' (see sharedUnit)
	}
	if t := continuedRE.ReplaceAllString(s, ""); t != "" {
		return t
	}
	return s
}

// headingUnit splits a section title that names its rows' unit in
// brackets ("BILAN LIPIDIQUE (g/l)") into the title and the unit.
func headingUnit(s string) (name, unit string, ok bool) {
	m := unitLabelRE.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil || m[1] == "" || !isUnitToken(m[2]) || m[2] == "s" || m[2] == "U" {
		return s, "", false
	}
	return m[1], m[2], true
}

// ocrHeadingUnit is headingUnit for a title OCR read on a page in lang: a
// unit with a slash may have a letter misread ("(g/1)").
func ocrHeadingUnit(s, lang string) (name, unit string, ok bool) {
	if name, u, ok := headingUnit(s); ok {
		return name, fixOCRUnitIn(u, lang), true
	}
	m := unitLabelRE.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil || m[1] == "" || !strings.Contains(m[2], "/") {
		return s, "", false
	}
	if u := fixOCRUnitIn(m[2], lang); u != m[2] && isUnitToken(u) {
		return m[1], u, true
	}
	return s, "", false
}

// inkOf is how dark the ink of words ws prints on OCR page pg and how
// light the paper between it is, in the image Tesseract read: the grey
// below which the darkest 2% of the pixels in their boxes lie (a stroke,
// however little of a box it fills), and the lightest tenth's.
func inkOf(pg *page, ws []word) (ink, paper int, ok bool) {
	g := pg.ocrIn
	if g == nil {
		return 0, 0, false
	}
	hist := make([]int, 256)
	n := 0
	for _, w := range ws {
		r := pg.ocrBox(w).Intersect(g.Rect)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			off := g.PixOffset(r.Min.X, y)
			for _, v := range g.Pix[off : off+r.Dx()] {
				hist[v]++
				n++
			}
		}
	}
	if n < 50 {
		return 0, 0, false
	}
	return imaging.Quantile(hist, 0.02), imaging.Quantile(hist, 0.9), true
}

// notePrint says whether name-only line ws on pg is a note on the row or
// heading ref above it (a specimen and method line, a comment): printed
// clearly smaller in a text layer; on a scan or photo, whose box heights
// vary too much to tell a size, in clearly lighter (grey) ink.
func notePrint(pg *page, ws, ref []word) bool {
	if !pg.ocr {
		return smallerPrint(ws, ref)
	}
	if isHeading(ws, joinWords(ws)) {
		return false // a heading in colour, not a note
	}
	ink, _, ok1 := inkOf(pg, ws)
	refInk, paper, ok2 := inkOf(pg, ref)
	return ok1 && ok2 && paper > refInk && float64(ink-refInk) > 0.3*float64(paper-refInk)
}
