package imaging

import "image"

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
	w, h := r.Dx(), r.Dy()
	if w <= 0 || h <= 0 || w*h > maxBlobPix {
		return nil
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
		return nil // paper only, or ink too faint to tell
	}
	return inkBlobs(g, r, otsu(hist), neighbours8, 0)
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
	isInk := func(x, y int) bool { return g.Pix[g.PixOffset(r.Min.X+x, r.Min.Y+y)] <= ink }
	label := make([]bool, w*h)
	var blobs []Blob
	var stack []int
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			o := y*w + x
			if label[o] || !isInk(x, y) {
				continue
			}
			b := Blob{Rectangle: image.Rect(x, y, x+1, y+1)}
			label[o] = true
			stack = append(stack[:0], o)
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				px, py := p%w, p/w
				b.Area++
				b.Rectangle = b.Union(image.Rect(px, py, px+1, py+1))
				if maxArea > 0 && b.Area > maxArea {
					continue
				}
				for _, d := range neighbours {
					nx, ny := px+d[0], py+d[1]
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					if q := ny*w + nx; !label[q] && isInk(nx, ny) {
						label[q] = true
						stack = append(stack, q)
					}
				}
			}
			b.Rectangle = b.Add(r.Min)
			blobs = append(blobs, b)
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
	lo, hi := uint8(255), uint8(0)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for _, v := range g.Pix[g.PixOffset(r.Min.X, y):][:r.Dx()] {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	ink := lo + (hi-lo)/2
	// the ink's extent across each third of the glyph's height
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
		return float64(sum) / float64(y1-y0)
	}
	top, mid, bottom := width(0, h/3), width(h/3, 2*h/3), width(2*h/3, h)
	switch {
	case top >= 1.25*mid && top >= 1.5*bottom:
		return 1
	case bottom >= 1.25*mid && bottom >= 1.5*top:
		return -1
	}
	return 0
}
