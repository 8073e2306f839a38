// Package imagingtest draws synthetic pages and photos of them for the tests of imaging and parser.
package imagingtest

import (
	"image"
	"math"

	"github.com/assayhq/assay/parser/imaging"
)

// invertHomography inverts a 3x3 projective map (for drawing test photos).
func invertHomography(m imaging.Homography) imaging.Homography {
	a, b, c, d, e, f, g, h, i := m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]
	A, B, C := e*i-f*h, -(d*i - f*g), d*h-e*g
	det := a*A + b*B + c*C
	return imaging.Homography{
		A / det, -(b*i - c*h) / det, (b*f - c*e) / det,
		B / det, (a*i - c*g) / det, -(a*f - c*d) / det,
		C / det, -(a*h - b*g) / det, (a*e - b*d) / det,
	}
}

// Page is a white 850×1100 page with a dark bar of "text" every 40 px.
func Page() *image.Gray {
	g := image.NewGray(image.Rect(0, 0, 850, 1100))
	for i := range g.Pix {
		g.Pix[i] = 250
	}
	for y := 100; y < 1000; y += 40 {
		for x := 100; x < 750; x++ {
			if (x/12)%3 == 2 { // gaps between "words"
				continue
			}
			for yy := y; yy < y+12; yy++ {
				g.Pix[yy*g.Stride+x] = 20
			}
		}
	}
	return g
}

// Photograph draws page as the quad q on a darker desk of the given size,
// with light falling off toward one corner.
func Photograph(page *image.Gray, q imaging.Quad, w, h int) *image.Gray {
	inv := invertHomography(imaging.SquareToQuad(q))
	out := image.NewGray(image.Rect(0, 0, w, h))
	pw, ph := float64(page.Rect.Dx()), float64(page.Rect.Dy())
	for y := range h {
		for x := range w {
			u, v := inv.Apply(float64(x)+0.5, float64(y)+0.5)
			val := 90.0
			if u >= 0 && v >= 0 && u < 1 && v < 1 {
				val = float64(page.Pix[int(v*ph)*page.Stride+int(u*pw)])
			}
			light := 1 - 0.3*math.Hypot(float64(x)/float64(w), float64(y)/float64(h))/math.Sqrt2
			out.Pix[y*out.Stride+x] = imaging.Clamp8(val * light)
		}
	}
	return out
}
