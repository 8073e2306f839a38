package main

import (
	"image"
	"math"
)

// Session 36 captures, each seeded by the document name so a re-run writes
// the same bytes: a colour scan from a sheet-fed scanner whose red, green
// and blue lines do not register (class 176), a phone photo with the ghost
// of a second frame its multi-frame merge failed to align (class 177) and a
// phone photo from the front camera, saved mirrored (class 178).

// s36Sample reads a float plane bilinearly at (x, y); outside it is bg.
func s36Sample(p []float64, w, h int, x, y, bg float64) float64 {
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return bg
		}
		return p[y*w+x]
	}
	return (at(x0, y0)*(1-fx)+at(x0+1, y0)*fx)*(1-fy) + (at(x0, y0+1)*(1-fx)+at(x0+1, y0+1)*fx)*fy
}

// s36Planes are the three colour planes of an image as floats.
func s36Planes(img image.Image) ([3][]float64, int, int) {
	p := rgbaOf(img)
	return s35Planes(p), p.Rect.Dx(), p.Rect.Dy()
}

// s36Join puts three float planes back into an opaque RGBA image.
func s36Join(ps [3][]float64, w, h int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < w*h; i++ {
		for c := 0; c < 3; c++ {
			out.Pix[4*i+c] = clamp8(ps[c][i])
		}
		out.Pix[4*i+3] = 255
	}
	return out
}

// fringeScan is page 1 through a sheet-fed colour scanner (class 176)
// whose contact sensor reads the red, the green and the blue of a line one
// after the other while the rollers move the sheet on: where the feed runs
// unevenly the three colours of a line are not read at the same place, so
// the red image lies below the green and the blue about as far above it,
// by an amount that drifts slowly down the page (mostly 0.1–0.4 mm, at
// most half a millimetre) and wavers with the rollers' gears, and the red
// lies a fraction of a pixel sideways. Black print
// gets a red fringe on one edge of every stroke and a cyan one on the
// other, thin lines turn colour; then turned deg degrees on the light
// backing with colour noise as the colour scans of earlier sessions.
func fringeScan(page image.Image, seed string, dpi int, deg float64) *image.RGBA {
	r := rngFor(seed + "/fringe")
	ps, w, h := s36Planes(page)
	mm := float64(dpi) / 25.4
	base := (0.18 + 0.08*r.Float64()) * mm
	drift := (0.08 + 0.06*r.Float64()) * mm
	a1, p1, f1 := (0.05+0.04*r.Float64())*mm, (8+6*r.Float64())*mm, r.Float64()*2*math.Pi
	a2, p2, f2 := (0.03+0.03*r.Float64())*mm, (1.6+1.2*r.Float64())*mm, r.Float64()*2*math.Pi
	side := (0.2 + 0.3*r.Float64()) * float64(dpi) / 200
	var out [3][]float64
	for c := range out {
		out[c] = make([]float64, w*h)
	}
	for y := 0; y < h; y++ {
		t := float64(y) / float64(h)
		d := base + drift*math.Sin(math.Pi*t+f1/3) + a1*math.Sin(2*math.Pi*float64(y)/p1+f1) + a2*math.Sin(2*math.Pi*float64(y)/p2+f2)
		for x := 0; x < w; x++ {
			i := y*w + x
			out[0][i] = s36Sample(ps[0], w, h, float64(x)+side, float64(y)-d, 255)
			out[1][i] = ps[1][i]
			out[2][i] = s36Sample(ps[2], w, h, float64(x)-side*0.4, float64(y)+d*0.92, 255)
		}
	}
	return colourTurn(s36Join(out, w, h), r, deg, [3]float64{232, 233, 231})
}

// ghostPhoto is a phone photo of page 1 as photo() (perspective, warm
// uneven light, blur) that the camera merged from several quick frames
// while the hand moved (class 177): the merge aligned some tiles of the
// picture and not others, so over part of it a faint second copy of the
// print lies a few pixels off, turned a fraction of a degree, at 12–42 % of
// the strength of the first and fading smoothly to nothing where the
// frames were aligned. width pixels wide.
func ghostPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/ghost")
	img := photo(page, seed, width)
	ps, w, h := s36Planes(img)
	sg := func() float64 {
		if r.Intn(2) == 0 {
			return -1
		}
		return 1
	}
	dx, dy := (5+4*r.Float64())*sg(), (2.5+3*r.Float64())*sg()
	th := (0.12 + 0.18*r.Float64()) * sg() * math.Pi / 180
	sn, cs := math.Sincos(th)
	cx, cy := (0.3+0.4*r.Float64())*float64(w), (0.3+0.4*r.Float64())*float64(h)
	// where the merge failed: a few soft blobs over the picture
	type blob struct{ x, y, rx, ry, a float64 }
	blobs := make([]blob, 3+r.Intn(2))
	for i := range blobs {
		blobs[i] = blob{r.Float64() * float64(w), (0.15 + 0.7*r.Float64()) * float64(h),
			(0.25 + 0.2*r.Float64()) * float64(w), (0.18 + 0.15*r.Float64()) * float64(h), 0.6 + 0.4*r.Float64()}
	}
	var out [3][]float64
	for c := range out {
		out[c] = make([]float64, w*h)
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			f := 0.0
			for _, b := range blobs {
				u, v := (float64(x)-b.x)/b.rx, (float64(y)-b.y)/b.ry
				f = math.Max(f, b.a*math.Exp(-(u*u+v*v)))
			}
			a := 0.12 + 0.3*f
			ex, ey := float64(x)-cx, float64(y)-cy
			sx, sy := cs*ex-sn*ey+cx-dx, sn*ex+cs*ey+cy-dy
			i := y*w + x
			for c := 0; c < 3; c++ {
				g := s36Sample(ps[c], w, h, sx, sy, ps[c][i])
				out[c][i] = (1-a)*ps[c][i] + a*g
			}
		}
	}
	return s36Join(out, w, h)
}

// mirrorPhoto is a phone photo of page 1 taken with the front (selfie)
// camera, as during a video consultation, which saves the picture as its
// preview shows it, mirrored (class 178): the page reversed left to right,
// every line reading from right to left and the letterhead at the top
// right; perspective and warm uneven light as photo(), the front camera's
// simpler lens a little softer and its small sensor noisier. width pixels
// wide.
func mirrorPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/mirror")
	ps, w, h := s36Planes(photo(page, seed, width))
	var out [3][]float64
	for c := range out {
		soft := s27Blur(ps[c], w, h, 1)
		out[c] = make([]float64, w*h)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := y*w + (w - 1 - x)
				out[c][y*w+x] = 0.55*soft[i] + 0.45*ps[c][i]
			}
		}
	}
	for i := 0; i < w*h; i++ {
		n := r.NormFloat64() * 3.5
		for c := 0; c < 3; c++ {
			out[c][i] += n + r.NormFloat64()*1.5
		}
	}
	return s36Join(out, w, h)
}
