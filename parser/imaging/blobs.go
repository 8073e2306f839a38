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
	t := otsu(hist)
	label := make([]int32, w*h)
	for y := 0; y < h; y++ {
		row := g.Pix[g.PixOffset(r.Min.X, r.Min.Y+y):][:w]
		for x, v := range row {
			if v <= t {
				label[y*w+x] = -1 // ink, not labelled yet
			}
		}
	}
	var blobs []Blob
	var stack []int
	for i, l := range label {
		if l != -1 {
			continue
		}
		id := int32(len(blobs) + 1)
		b := Blob{Rectangle: image.Rect(i%w, i/w, i%w+1, i/w+1)}
		label[i] = id
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := p%w, p/w
			b.Area++
			b.Rectangle = b.Union(image.Rect(x, y, x+1, y+1))
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					nx, ny := x+dx, y+dy
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					if q := ny*w + nx; label[q] == -1 {
						label[q] = id
						stack = append(stack, q)
					}
				}
			}
		}
		b.Rectangle = b.Add(r.Min)
		blobs = append(blobs, b)
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
