package main

import (
	"image"
	"math"
)

// Session 37 captures, each seeded by the document name so a re-run writes
// the same bytes: a scan of a page bound into a folder whose left edge
// rises off the glass towards the binding (class 184), a scan of a laser
// print whose drum laid a faint ghost of the page further down it (class
// 185) and a phone photo in the camera's night mode (class 186).

// s37Gray is a grey image as a float plane.
func s37Gray(img image.Image) ([]float64, int, int) {
	g := toGray(img)
	w, h := g.Rect.Dx(), g.Rect.Dy()
	p := make([]float64, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p[y*w+x] = float64(g.Pix[g.PixOffset(x+g.Rect.Min.X, y+g.Rect.Min.Y)])
		}
	}
	return p, w, h
}

// s37ToGray puts a float plane back into a grey image.
func s37ToGray(p []float64, w, h int) *image.Gray {
	out := image.NewGray(image.Rect(0, 0, w, h))
	for i, v := range p {
		out.Pix[i] = clamp8(v)
	}
	return out
}

// gutterScan is page 1 of a report bound at its left edge into the
// patient's folder (a report booklet stapled and taped along the left),
// pressed face down on the scanner's glass (class 184): towards the binding
// the page rises off the glass, so over its leftmost 20–28 mm the print is
// squeezed sideways more and more (foreshortened as the page turns away),
// the lines bend a little towards the middle of the page's height, the
// print softens out of the glass's depth of field, and the light falls off
// into a dark grey gutter shadow at the very edge; the rest of the page
// lies flat. Then scanned as scan() (grey, turned deg degrees, noise,
// specks).
func gutterScan(page image.Image, seed string, dpi int, deg float64) *image.Gray {
	r := rngFor(seed + "/gutter")
	src, w, h := s37Gray(page)
	soft := s27Blur(src, w, h, max(1, dpi/100))
	mm := float64(dpi) / 25.4
	L := (20 + 8*r.Float64()) * mm
	a := 0.9 + 0.5*r.Float64()                  // how much harder the squeeze grows towards the binding
	bend := (0.8 + 0.6*r.Float64()) * mm        // how far a line end is pulled at the very edge
	dark := 0.72 + 0.1*r.Float64()              // the gutter shadow's depth at the edge
	cy := (0.45 + 0.1*r.Float64()) * float64(h) // the row the binding bows round
	out := make([]float64, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx := float64(x)
			if fx >= L {
				out[y*w+x] = src[y*w+x]
				continue
			}
			t := (L - fx) / L // 0 at the flat part, 1 at the edge
			sx := L * (1 - (t+a*t*t)/(1+a))
			sy := float64(y) + bend*t*t*(float64(y)-cy)/cy
			v := s36Sample(src, w, h, sx, sy, 255)
			s := s36Sample(soft, w, h, sx, sy, 255)
			b := math.Min(1, 1.6*t)
			v = (1-b)*v + b*s
			out[y*w+x] = v * (1 - dark*math.Pow(t, 2.2))
		}
	}
	return scan(s37ToGray(out, w, h), seed, deg, 6, 0.0004, false)
}

// tonerGhostScan is page 1 of a laser print whose drum (or fuser roller)
// did not release all the toner of one turn before the next (class 185):
// a faint copy of the page lies one drum turn (70–82 mm) further down,
// 6–10 % as dark as the print and a little soft, and a fainter one two
// turns down; a light grey fog of stray toner over the paper. Then scanned
// as scan() (grey, turned deg degrees, noise, specks).
func tonerGhostScan(page image.Image, seed string, dpi int, deg float64) *image.Gray {
	r := rngFor(seed + "/tonerghost")
	src, w, h := s37Gray(page)
	soft := s27Blur(src, w, h, 1)
	mm := float64(dpi) / 25.4
	turn := (70 + 12*r.Float64()) * mm
	a1 := 0.06 + 0.04*r.Float64()
	dx := (r.Float64() - 0.5) * 1.5
	fog := 3 + 3*r.Float64()
	out := make([]float64, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := src[y*w+x]
			g1 := 255 - s36Sample(soft, w, h, float64(x)-dx, float64(y)-turn, 255)
			g2 := 255 - s36Sample(soft, w, h, float64(x)-2*dx, float64(y)-2*turn, 255)
			ink := a1*g1 + 0.4*a1*g2
			out[y*w+x] = v - ink*v/255 - fog
		}
	}
	return scan(s37ToGray(out, w, h), seed, deg, 6, 0.0004, false)
}

// nightPhoto is a phone photo of page 1 in a dark room that the camera's
// night mode brightened (class 186): the picture taken as photo() but with
// little light (a third of the exposure, heavy sensor noise in colour),
// then the night mode's merge and noise reduction smooth it hard, so thin
// strokes and the small print lose contrast and smear into a painterly
// texture, the tone curve lifts the shadows and flattens the contrast, a
// sharpening pass lays bright halos along the edges of the print, and the
// light is warm and yellow. width pixels wide.
func nightPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/night")
	ps, w, h := s36Planes(photo(page, seed, width))
	gain := 0.3 + 0.08*r.Float64()
	for i := 0; i < w*h; i++ {
		l := r.NormFloat64() * 9
		for c := 0; c < 3; c++ {
			ps[c][i] = ps[c][i]*gain + l + r.NormFloat64()*7
		}
	}
	warm := [3]float64{1.06, 1.0, 0.8}
	var out [3][]float64
	for c := 0; c < 3; c++ {
		s1 := s27Blur(ps[c], w, h, 1)
		s2 := s27Blur(s1, w, h, 1)
		wide := s27Blur(s2, w, h, 3)
		out[c] = make([]float64, w*h)
		for i := range s2 {
			v := 0.75*s2[i] + 0.25*s1[i]
			v += 0.9 * (v - wide[i]) // the sharpening halo
			v = 255 * math.Pow(math.Max(0, v)/255/gain/1.05, 0.8) * warm[c]
			out[c][i] = 20 + 0.88*v
		}
	}
	return s36Join(out, w, h)
}
