package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
)

// pageText extracts the text of every page of a PDF with pdftotext.
func pageText(ctx context.Context, pdf []byte, pages int) ([]string, error) {
	dir, in, err := tempPDF(pdf)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	var out []string
	for p := 1; p <= pages+1; p++ {
		b, err := exec.CommandContext(ctx, "pdftotext", "-f", fmt.Sprint(p), "-l", fmt.Sprint(p), in, "-").Output()
		if err != nil {
			if p == pages+1 {
				break // no such page: the plan holds
			}
			return nil, fmt.Errorf("pdftotext page %d: %v", p, err)
		}
		if p == pages+1 {
			return nil, fmt.Errorf("rendered more than the %d pages planned", pages)
		}
		out = append(out, squash(string(b)))
	}
	return out, nil
}

var spaces = regexp.MustCompile(`\s+`)

func squash(s string) string { return spaces.ReplaceAllString(s, " ") }

// supDigits folds superscript digits to plain ones: a unit printed with its
// exponent in <sup> (truth "×10⁹/L") reaches the text layer as "×109/L", or
// as "×10 /L" with the "9" apart when the raised glyph is read as its own word.
var supDigits = strings.NewReplacer("⁰", "0", "¹", "1", "²", "2", "³", "3", "⁴", "4",
	"⁵", "5", "⁶", "6", "⁷", "7", "⁸", "8", "⁹", "9")

var supRun = regexp.MustCompile(`[⁰¹²³⁴⁵⁶⁷⁸⁹]+`)

// printed says whether a truth token is on the page text, up to superscripts.
func printed(text, w string) bool {
	if strings.Contains(text, w) {
		return true
	}
	if !supRun.MatchString(w) {
		return false
	}
	if strings.Contains(supDigits.Replace(text), supDigits.Replace(w)) {
		return true
	}
	for _, p := range strings.Fields(supRun.ReplaceAllString(w, " ")) {
		if !strings.Contains(text, p) {
			return false
		}
	}
	for _, e := range supRun.FindAllString(w, -1) {
		if !strings.Contains(text, " "+supDigits.Replace(e)+" ") {
			return false
		}
	}
	return true
}

// verify checks that every truth row is printed on its page: each word of the
// name, the value, the unit and every number of the range.
func verify(ctx context.Context, pdf []byte, rep *Report) error {
	texts, err := pageText(ctx, pdf, rep.Pages)
	if err != nil {
		return err
	}
	return verifyPages(texts, rep)
}

// verifyPages checks the truth rows against the text of every page.
func verifyPages(texts []string, rep *Report) error {
	var missing []string
	for _, s := range rep.Sections {
		for _, r := range s.Rows {
			t := texts[r.page-1]
			want := strings.Fields(r.Name)
			if r.Words != nil { // a name broken at the line end with a hyphen (class 117): pdftotext
				for _, w := range want { // joins the halves, pdftotext -layout keeps them apart
					if !printed(t, w) {
						want = append([]string(nil), r.Words...)
						break
					}
				}
			}
			if r.Cells != nil { // a comparator in a column of its own (class 141): pdftotext may
				want = append(want, r.Cells...) // read the two cells apart
			} else {
				want = append(want, r.Value)
			}
			want = append(want, r.Unit, r.Flag)
			rng := r.RangeText
			if r.Cont != "" { // the end of the range is at the top of the next page (class 99)
				rng = strings.TrimSuffix(rng, r.Cont)
				for _, w := range numRe.FindAllString(r.Cont, -1) {
					if r.page >= len(texts) || !printed(texts[r.page], w) {
						missing = append(missing, fmt.Sprintf("page %d row %q: %q", r.page+1, r.Name, w))
					}
				}
			}
			want = append(want, numRe.FindAllString(rng, -1)...)
			if r.RangeText != "" && len(numRe.FindAllString(r.RangeText, -1)) == 0 {
				want = append(want, r.RangeText)
			}
			for _, w := range want {
				if w != "" && !printed(t, w) {
					missing = append(missing, fmt.Sprintf("page %d row %q: %q", r.page, r.Name, w))
				}
			}
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("not printed as the truth says:\n  %s", strings.Join(missing, "\n  "))
	}
	return nil
}
