package main

import (
	"image"
)

// Session 15 capture: a landscape page scanned turned a quarter turn
// (class 54). The sheet was laid upright on the glass, so the image is
// portrait and the text runs up the page, bottom to top; the result then
// goes through scan() for the small skew, noise and specks of any flatbed
// copy. It is a pure pixel copy, so a re-run writes the same bytes.

// turn90 rotates a page a quarter turn anticlockwise: the page's top edge
// becomes the left edge of the image, read from the bottom up.
func turn90(page image.Image) *image.RGBA {
	src := rgbaOf(page)
	w, h := src.Rect.Dx(), src.Rect.Dy()
	out := image.NewRGBA(image.Rect(0, 0, h, w))
	for y := 0; y < w; y++ {
		for x := 0; x < h; x++ {
			// out(x, y) shows the page at column w-1-y of row x
			si, di := src.PixOffset(w-1-y, x), out.PixOffset(x, y)
			copy(out.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return out
}
