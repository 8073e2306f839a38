package parser

import "strings"

// Advance widths (1/1000 em) of ASCII 32..126 in the standard Helvetica and
// Helvetica-Bold fonts. PDFs that use the standard 14 fonts often carry no
// /Widths array; these let word boxes and gaps be measured anyway.
var helveticaWidths = [95]int{
	278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
	1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
	667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
	333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
	556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
}

var helveticaBoldWidths = [95]int{
	278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
	975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
	667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
	333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
	611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
}

// standardWidth returns the advance of s in ems for a standard font name.
// Times is approximated from Helvetica; Courier is monospaced.
func standardWidth(font, s string) float64 {
	f := strings.ToLower(font)
	if strings.Contains(f, "courier") || strings.Contains(f, "mono") {
		return 0.6 * float64(len([]rune(s)))
	}
	table := &helveticaWidths
	if strings.Contains(f, "bold") {
		table = &helveticaBoldWidths
	}
	scale := 1.0
	if strings.Contains(f, "times") || strings.Contains(f, "serif") && !strings.Contains(f, "sans") {
		scale = 0.9
	}
	var w float64
	for _, r := range s {
		if r >= 32 && r <= 126 {
			w += float64(table[r-32])
		} else {
			w += 556
		}
	}
	return w / 1000 * scale
}
