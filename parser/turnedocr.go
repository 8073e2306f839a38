package parser

import (
	"context"
	"image"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/otiai10/gosseract/v2"

	"github.com/assayhq/assay/parser/imaging"
)

// maxTurnedStacks bounds the crops readTurnedWords reads on one page.
const maxTurnedStacks = 24

// readTurnedWords reads the words of a page printed a quarter turn (a cumulative
// report's dated column headings, set upward), which the page's reading
// makes into stacks of one- or two-letter specks. Each stack is cut out,
// turned level both ways and read as one line; a confident reading replaces
// the specks, laid level at the stack's middle as the text layer's turned
// words are (see turnedWords), so that headings side by side make one line.
func (p *OCRPool) readTurnedWords(ctx context.Context, in *image.Gray, dpi int, lang string, boxes []gosseract.BoundingBox) ([]gosseract.BoundingBox, error) {
	stacks := turnedColumns(in, turnedStacks(boxes))
	if len(stacks) > maxTurnedStacks {
		return boxes, nil
	}
	type reading struct {
		r    image.Rectangle
		text string
		conf float64
	}
	// the stacks of a page turn one way: each is read both ways, and the
	// way read with more confidence over all of them is taken
	var ways [2][]reading
	var sure [2]float64
	for _, r := range stacks {
		crop := imaging.Clone(in.SubImage(r.Inset(-2).Intersect(in.Rect)).(*image.Gray))
		zoom := 1
		if r.Dx() < 28 {
			// a line of text under about 20 pixels reads poorly
			crop, zoom = imaging.Upscale2x(crop), 2
		}
		for k, cw := range []bool{false, true} {
			ws, err := p.ocrWords(ctx, imaging.EncodeSpix(imaging.Turn(crop, cw)), zoom*dpi, gosseract.PSM_SINGLE_LINE, false, ocrLanguages(lang))
			if err != nil {
				return nil, err
			}
			var texts []string
			conf := 0.0
			for _, w := range ws {
				if t := cleanOCRWord(w.Word); t != "" {
					texts = append(texts, t)
					conf += w.Confidence
				}
			}
			if len(texts) > 0 {
				conf /= float64(len(texts))
			}
			ways[k] = append(ways[k], reading{r, strings.Join(texts, " "), conf})
			sure[k] += conf
		}
	}
	way := ways[0]
	if sure[1] > sure[0] {
		way = ways[1]
	}
	var read []reading
	for _, t := range way {
		alnum := 0
		for _, c := range t.text {
			if unicode.IsLetter(c) || unicode.IsDigit(c) {
				alnum++
			}
		}
		// the page's reading there must be specks: a word it read whole
		// (a column of values whose rows nearly touch reads as a stack
		// too) is no turned word's
		if slices.ContainsFunc(boxes, func(bx gosseract.BoundingBox) bool {
			w := strings.TrimSpace(bx.Word)
			return centredIn(bx, t.r) && bx.Confidence >= minTurnedConf && (utf8.RuneCountInString(w) >= 3 || isUnitToken(w))
		}) {
			continue
		}
		// a turned word heads a column: a date (which reads as one even
		// when Tesseract is unsure of its glyphs: a bold date read at 23),
		// or a word of letters (digits read turned from a column of values
		// are neither)
		date := normalizeDate(t.text, false) != "" || normalizeDate(t.text, true) != ""
		if alnum >= 3 && (date || t.conf >= minTurnedConf && turnedLabelRE.MatchString(t.text)) {
			read = append(read, t)
		}
	}
	// a turned heading stands beside another (one turned word alone is
	// more often a margin's print than a column's label)
	var keep []reading
	for i, a := range read {
		for j, b := range read {
			if i != j && abs(float64(a.r.Min.Y+a.r.Max.Y-b.r.Min.Y-b.r.Max.Y)/2) <= float64(a.r.Dx()) &&
				abs(float64(a.r.Min.X-b.r.Min.X)) <= 12*float64(a.r.Dx()) {
				keep = append(keep, a)
				break
			}
		}
	}
	for k, t := range keep {
		boxes = slices.DeleteFunc(boxes, func(bx gosseract.BoundingBox) bool { return centredIn(bx, t.r) })
		mid, half := (t.r.Min.Y+t.r.Max.Y)/2, (t.r.Dx()+1)/2
		boxes = append(boxes, gosseract.BoundingBox{
			Box:        image.Rect(t.r.Min.X, mid-half, t.r.Max.X, mid+half),
			Word:       t.text,
			Confidence: t.conf,
			BlockNum:   2000 + k, // a line of its own, until lines are built by position
		})
	}
	return boxes, nil
}

// centredIn says whether a word box's centre lies in r.
func centredIn(bx gosseract.BoundingBox, r image.Rectangle) bool {
	return image.Pt((bx.Box.Min.X+bx.Box.Max.X)/2, (bx.Box.Min.Y+bx.Box.Max.Y)/2).In(r)
}

// turnedLabelRE is a turned heading that is no date: a word of three
// letters or more.
var turnedLabelRE = regexp.MustCompile(`\p{L}{3,}`)

// minTurnedConf is the mean confidence a turned crop's reading needs to
// replace the specks the page's reading made of it.
const minTurnedConf = 70

// turnedStacks finds the stacks of specks a quarter-turned word becomes in a
// page's reading: three or more words of one or two characters each, one
// under the other at one place across, touching or nearly, standing at
// least two and a half times as tall as wide. A column of flags is no stack:
// its rows leave gaps.
func turnedStacks(boxes []gosseract.BoundingBox) []image.Rectangle {
	var short []image.Rectangle
	for _, b := range boxes {
		n := utf8.RuneCountInString(strings.TrimSpace(b.Word))
		if n >= 1 && n <= 2 && b.Box.Dx() > 0 && b.Box.Dy() > 0 {
			short = append(short, b.Box)
		}
	}
	stacks, counts := stackUp(short, func(s, b image.Rectangle) bool {
		cx, sx := b.Min.X+b.Max.X, s.Min.X+s.Max.X
		return b.Min.Y <= s.Max.Y+s.Dx()/4 && abs(float64(cx-sx))/2 <= float64(s.Dx())/2 && b.Dx() <= 2*s.Dx() && s.Dx() <= 2*b.Dx()
	})
	var out []image.Rectangle
	for k, s := range stacks {
		if counts[k] >= 2 && s.Dy()*2 >= 5*s.Dx() {
			out = append(out, s)
		}
	}
	return out
}

// stackUp gathers boxes, top to bottom, into stacks: a box joins a stack
// when joins says so, until no box joins any more. It returns each stack's
// bounds and how many boxes it holds.
func stackUp(rs []image.Rectangle, joins func(stack, r image.Rectangle) bool) (stacks []image.Rectangle, counts []int) {
	rs = slices.Clone(rs)
	slices.SortFunc(rs, func(a, b image.Rectangle) int { return a.Min.Y - b.Min.Y })
	used := make([]bool, len(rs))
	for i := range rs {
		if used[i] {
			continue
		}
		s, n := rs[i], 1
		used[i] = true
		for grew := true; grew; {
			grew = false
			for j := i + 1; j < len(rs); j++ {
				if !used[j] && joins(s, rs[j]) {
					s, n, grew = s.Union(rs[j]), n+1, true
					used[j] = true
				}
			}
		}
		stacks, counts = append(stacks, s), append(counts, n)
	}
	return stacks, counts
}

// turnedColumns finds every turned word in the bands of the page where
// seeds (stacks the page's reading showed) stand: Tesseract makes some turned
// words into specks and drops others whole. Across each band the ink is cut
// into pieces the size of a letter, and pieces one under the other at one
// place across, a letter's gap apart or less, make a column; a column as wide
// as the seeds and at least two and a half times as tall is a turned word.
// Where a band is too large to look at, the seeds are kept as they are.
func turnedColumns(in *image.Gray, seeds []image.Rectangle) []image.Rectangle {
	if len(seeds) == 0 {
		return nil
	}
	slices.SortFunc(seeds, func(a, b image.Rectangle) int { return a.Min.Y - b.Min.Y })
	var out []image.Rectangle
	for i := 0; i < len(seeds); {
		// seeds overlapping down the page share a band
		band, ws := seeds[i], []int{seeds[i].Dx()}
		j := i + 1
		for ; j < len(seeds) && seeds[j].Min.Y < band.Max.Y; j++ {
			band = band.Union(seeds[j])
			ws = append(ws, seeds[j].Dx())
		}
		slices.Sort(ws)
		w := ws[len(ws)/2]
		h := band.Dy()
		// the band is looked at in tiles overlapping by more than a
		// column's width
		top, bottom := max(in.Rect.Min.Y, band.Min.Y-h/2), min(in.Rect.Max.Y, band.Max.Y+h/2)
		step := turnedTilePix / max(1, bottom-top)
		var cols []image.Rectangle
		if step > 4*w && h < 20*w {
			for x := in.Rect.Min.X; x < in.Rect.Max.X; x += step - 3*w {
				for _, c := range blobColumns(imaging.Blobs(in, image.Rect(x, top, x+step, bottom)), w) {
					if !slices.ContainsFunc(cols, c.Overlaps) {
						cols = append(cols, c)
					}
				}
			}
		}
		for _, sd := range seeds[i:j] {
			if !slices.ContainsFunc(cols, sd.Overlaps) {
				cols = append(cols, sd)
			}
		}
		out = append(out, cols...)
		i = j
	}
	return out
}

// turnedTilePix bounds the pixels turnedColumns labels at once.
const turnedTilePix = 1 << 19

// blobColumns gathers pieces of ink of about a letter's size w into the
// columns a turned word's letters make, a letter's width apart or less
// (a thin letter may read as no piece).
func blobColumns(bs []imaging.Blob, w int) []image.Rectangle {
	var ls []image.Rectangle
	for _, b := range bs {
		// letters turned may run together into one piece down the page
		if b.Dx() <= w+w/2 && b.Dx()+b.Dy() >= w/3 {
			ls = append(ls, b.Rectangle)
		}
	}
	cols, _ := stackUp(ls, func(c, b image.Rectangle) bool {
		return b.Max.X > c.Min.X && b.Min.X < c.Max.X && b.Min.Y <= c.Max.Y+w && b.Max.Y >= c.Min.Y-w && c.Union(b).Dx() <= w+w/2
	})
	var out []image.Rectangle
	for _, c := range cols {
		if 2*c.Dy() >= 5*c.Dx() && 5*c.Dx() >= 3*w {
			out = append(out, c)
		}
	}
	return out
}
