package imaging

import (
	"image"
	"sort"
)

// Blob is a connected piece of ink: its bounding box and pixel count.
type Blob struct {
	image.Rectangle
	Area int
}

// maxBlobPix bounds the region Blobs labels; a word's box is far smaller.
const maxBlobPix = 1 << 20

// Blobs returns the 8-connected pieces of ink in r of g, with ink told from
// paper by Otsu's threshold of r alone, so uneven light elsewhere on a photo
// does not matter. Pieces are in no particular order; nil when r is empty,
// too large or holds no contrast.
func Blobs(g *image.Gray, r image.Rectangle) []Blob {
	r = r.Intersect(g.Rect)
	ink, ok := inkLevel(g, r)
	if !ok {
		return nil
	}
	return inkBlobs(g, r, ink, neighbours8, 0)
}

// inkLevel is Otsu's threshold of r in g, the darkest grey that is paper;
// ok is false when r is empty or too large for Blobs, or holds paper only or
// ink too faint to tell.
func inkLevel(g *image.Gray, r image.Rectangle) (ink uint8, ok bool) {
	w, h := r.Dx(), r.Dy()
	if w <= 0 || h <= 0 || w*h > maxBlobPix {
		return 0, false
	}
	hist := make([]int, 256)
	lo, hi := uint8(255), uint8(0)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := g.Pix[g.PixOffset(r.Min.X, y):][:w]
		for _, v := range row {
			hist[v]++
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if int(hi)-int(lo) < 48 {
		return 0, false
	}
	return otsu(hist), true
}

var (
	neighbours4 = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	neighbours8 = [][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}
)

// inkBlobs labels the connected pieces of pixels no lighter than ink in r of
// g, joined across the given neighbours. A piece stops growing past maxArea
// pixels when that is above 0 (its rest then makes pieces of its own).
func inkBlobs(g *image.Gray, r image.Rectangle, ink uint8, neighbours [][2]int, maxArea int) []Blob {
	w, h := r.Dx(), r.Dy()
	if w <= 0 || h <= 0 {
		return nil
	}
	pix, stride := g.Pix, g.Stride
	base := g.PixOffset(r.Min.X, r.Min.Y)
	isInk := func(x, y int) bool { return pix[base+y*stride+x] <= ink }
	paper := newByteBound(int(ink) + 1) // finds the next ink pixel 8 at a time
	// a bit per pixel, set once it joins a piece
	label := make([]uint64, (w*h+63)/64)
	labelled := func(q int) bool { return label[q>>6]&(1<<(q&63)) != 0 }
	mark := func(q int) { label[q>>6] |= 1 << (q & 63) }
	var blobs []Blob
	type point struct{ x, y int }
	var stack []point
	for y := 0; y < h; y++ {
		row := pix[base+y*stride : base+y*stride+w]
		for x := 0; x < w; x++ {
			for x+8 <= w && !paper.any(le64(row[x:])) {
				x += 8
			}
			if x == w {
				break
			}
			if row[x] > ink || labelled(y*w+x) {
				continue
			}
			x0, y0, x1, y1, area := x, y, x+1, y+1, 0
			mark(y*w + x)
			stack = append(stack[:0], point{x, y})
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				area++
				x0, y0, x1, y1 = min(x0, p.x), min(y0, p.y), max(x1, p.x+1), max(y1, p.y+1)
				if maxArea > 0 && area > maxArea {
					continue
				}
				for _, d := range neighbours {
					nx, ny := p.x+d[0], p.y+d[1]
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					if q := ny*w + nx; !labelled(q) && isInk(nx, ny) {
						mark(q)
						stack = append(stack, point{nx, ny})
					}
				}
			}
			blobs = append(blobs, Blob{image.Rect(x0, y0, x1, y1).Add(r.Min), area})
		}
	}
	return blobs
}

// Binarize sets every pixel of g to black or white at Otsu's threshold of g.
// Tesseract reads a small cut-out of a noisy scan far better so: its own
// thresholding of the cut-out takes the paper's grain for ink.
func Binarize(g *image.Gray) {
	hist := make([]int, 256)
	for _, v := range g.Pix {
		hist[v]++
	}
	t := otsu(hist)
	for i, v := range g.Pix {
		if v <= t {
			g.Pix[i] = 0
		} else {
			g.Pix[i] = 255
		}
	}
}

// ArrowHead tells an arrow from the glyph in r of g: 1 when its ink is
// wide at the top and narrow below (↑), -1 when wide at the bottom (↓), 0
// for anything else. Blur at scan resolutions softens the head, hence the
// modest ratios; the caller knows the glyph stands apart from a number.
func ArrowHead(g *image.Gray, r image.Rectangle) int {
	r = r.Intersect(g.Rect)
	h := r.Dy()
	if h < 9 || r.Dx() < 3 {
		return 0
	}
	top, mid, bottom, _ := thirdWidths(g, r)
	switch {
	case top >= 1.25*mid && top >= 1.5*bottom:
		return 1
	case bottom >= 1.25*mid && bottom >= 1.5*top:
		return -1
	}
	return 0
}

// Triangle tells a solid triangle from the glyph in r of g: 1 when it
// points up (▲), -1 when down (▼), 0 for anything else. Its width grows
// steadily from the point to the base, where an arrow's head sits on a
// stem of one width.
func Triangle(g *image.Gray, r image.Rectangle) int {
	r = r.Intersect(g.Rect)
	if r.Dy() < 6 || r.Dx() < 6 || r.Dx() > 2*r.Dy() || r.Dy() > 2*r.Dx() {
		return 0
	}
	top, mid, bottom, ink := thirdWidths(g, r)
	steady := func(narrow, mid, wide float64) bool {
		return wide >= 1.25*mid && mid >= 1.4*narrow && mid > 0
	}
	// solid: a letter of that outline (A, V) is hollow
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for _, v := range g.Pix[g.PixOffset(r.Min.X, y):][:r.Dx()] {
			if v <= ink {
				n++
			}
		}
	}
	if float64(n) < 0.75*(top+mid+bottom)*float64(r.Dy())/3 {
		return 0
	}
	switch {
	case steady(top, mid, bottom):
		return 1
	case steady(bottom, mid, top):
		return -1
	}
	return 0
}

// thirdWidths is the mean extent of the ink across the top, middle and
// bottom third of r, ink being no lighter than ink, the grey halfway
// between r's extremes.
func thirdWidths(g *image.Gray, r image.Rectangle) (top, mid, bottom float64, ink uint8) {
	h := r.Dy()
	lo, hi := uint8(255), uint8(0)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for _, v := range g.Pix[g.PixOffset(r.Min.X, y):][:r.Dx()] {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	ink = lo + (hi-lo)/2
	width := func(y0, y1 int) float64 {
		sum := 0
		for y := r.Min.Y + y0; y < r.Min.Y+y1; y++ {
			row := g.Pix[g.PixOffset(r.Min.X, y):][:r.Dx()]
			l, rt := -1, -1
			for x, v := range row {
				if v <= ink {
					if l < 0 {
						l = x
					}
					rt = x
				}
			}
			if l >= 0 {
				sum += rt - l + 1
			}
		}
		return float64(sum) / float64(max(1, y1-y0))
	}
	return width(0, h/3), width(h/3, 2*h/3), width(2*h/3, h), ink
}

// RemoveSpecks whitens what a scan adds to a page besides its print:
// specks, pieces of ink at most half a millimetre across with no other ink
// within a millimetre, nor on their baseline within two, and the dots of
// dotted rules, twelve or more such pieces in a row at a steady pitch.
// Tesseract reads both as letters beside a row and garbles it. A decimal
// point or an accent lies closer to its digits and letters than a speck; a
// dotted rule's dots are too small and too many to be a line of text. Ink
// is anything a quarter of the way from the paper to the print, as faint as
// the dots Tesseract still keeps.
func RemoveSpecks(g *image.Gray, dpi int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w < 3 || h < 3 {
		return
	}
	hist := grayHist(g)
	paper, ink := Quantile(hist, 0.5), Quantile(hist, 0.005)
	t := uint8(paper - (paper-ink)/4)
	side := max(2, dpi/40)
	reach := max(3, dpi/25) // a millimetre
	alone := max(6, dpi/12) // two
	// sum[y*(w+1)+x]: ink pixels above and left of (x, y)
	sum := make([]int32, (w+1)*(h+1))
	for y := range h {
		var acc int32
		for x, v := range g.Pix[y*g.Stride:][:w] {
			if v <= t {
				acc++
			}
			sum[(y+1)*(w+1)+x+1] = sum[y*(w+1)+x+1] + acc
		}
	}
	inkIn := func(r image.Rectangle) int32 {
		r = r.Intersect(image.Rect(0, 0, w, h))
		return sum[r.Max.Y*(w+1)+r.Max.X] - sum[r.Min.Y*(w+1)+r.Max.X] - sum[r.Max.Y*(w+1)+r.Min.X] + sum[r.Min.Y*(w+1)+r.Min.X]
	}
	whiten := func(r image.Rectangle) {
		r = r.Inset(-1).Intersect(image.Rect(0, 0, w, h))
		for y := r.Min.Y; y < r.Max.Y; y++ {
			row := g.Pix[y*g.Stride:][:w]
			for x := r.Min.X; x < r.Max.X; x++ {
				row[x] = 255
			}
		}
	}
	var dots, dashes []image.Rectangle
	for _, b := range inkBlobs(g, g.Rect, t, neighbours8, 16*side*side) {
		r := b.Rectangle.Sub(g.Rect.Min)
		if r.Dy() <= side+1 && r.Dx() > side && r.Dx() <= 4*side && r.Dx() >= 2*r.Dy() {
			dashes = append(dashes, r)
		}
		if r.Dx() <= side && r.Dy() <= side && b.Area <= side*side {
			dots = append(dots, r)
		}
	}
	// dotted rules: chains of dots on one line, nearest right neighbour first
	sort.Slice(dots, func(i, j int) bool { return dots[i].Min.X < dots[j].Min.X })
	used := make([]bool, len(dots))
	for i := range dots {
		if used[i] {
			continue
		}
		chain := chainFrom(i, len(dots), used, func(k, j int) bool {
			return dots[j].Min.X-dots[k].Max.X > 2*reach
		}, func(k, j int) bool {
			cy, ly := dots[j].Min.Y+dots[j].Max.Y, dots[k].Min.Y+dots[k].Max.Y
			return dots[j].Min.X-dots[k].Max.X >= 1 && abs(cy-ly) <= 2
		}, func(p, k, j int) bool {
			pitch := dots[k].Min.X - dots[p].Min.X
			return abs(dots[j].Min.X-dots[k].Min.X-pitch)*3 <= pitch+2
		})
		if len(chain) < 12 {
			continue
		}
		// and the dashes on its line where dots ran together
		line := dots[chain[0]]
		for _, k := range chain {
			used[k] = true
			whiten(dots[k])
			line = line.Union(dots[k])
		}
		line = image.Rect(line.Min.X-3*reach, line.Min.Y-1, line.Max.X+3*reach, line.Max.Y+1)
		for _, d := range dashes {
			if d.Overlaps(line) && d.Min.Y >= line.Min.Y && d.Max.Y <= line.Max.Y {
				whiten(d)
			}
		}
	}
	// specks: the dots left that stand alone, but for the sparse dots of a
	// leader, which Tesseract reads as such when they are all there
	for i, r := range dots {
		if used[i] || inkIn(r.Inset(-reach)) != inkIn(r) || hasPartner(dots, i, 2*reach) {
			continue
		}
		// on the baseline of print beside it: a monospace font's decimal
		// point, a millimetre from its digits
		baseline := func(x0, x1 int) bool { return inkIn(image.Rect(x0, r.Max.Y-2, x1, r.Max.Y)) > 0 }
		if !baseline(r.Min.X-alone, r.Min.X) && !baseline(r.Max.X, r.Max.X+alone) {
			whiten(r)
		}
	}
}

// chainFrom links dots, sorted by left edge, into a run from dot i along
// one line at a steady pitch, nearest right neighbour first: tooFar(k, j)
// ends the search past dot k, links(k, j) says whether dot j may follow dot
// k, and steady(p, k, j) whether the step to j keeps the pitch of p to k.
func chainFrom(i, n int, used []bool, tooFar, links func(k, j int) bool, steady func(p, k, j int) bool) []int {
	chain := []int{i}
	for {
		k := chain[len(chain)-1]
		next := -1
		for j := k + 1; j < n; j++ {
			if tooFar(k, j) {
				break
			}
			if used[j] || !links(k, j) || len(chain) >= 2 && !steady(chain[len(chain)-2], k, j) {
				continue
			}
			next = j
			break
		}
		if next < 0 {
			return chain
		}
		chain = append(chain, next)
	}
}

// hasPartner reports whether another of dots, sorted by left edge, lies on
// the line of dots[i] within reach of it.
func hasPartner(dots []image.Rectangle, i, reach int) bool {
	r := dots[i]
	lo := sort.Search(len(dots), func(j int) bool { return dots[j].Min.X >= r.Min.X-reach-r.Dx() })
	for j := lo; j < len(dots) && dots[j].Min.X <= r.Max.X+reach; j++ {
		if j != i && abs(dots[j].Min.Y+dots[j].Max.Y-r.Min.Y-r.Max.Y) <= 2 {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
