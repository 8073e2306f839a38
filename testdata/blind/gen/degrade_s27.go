package main

import (
	"fmt"
	"image"
	"image/color"
	"math"
)

// Session 27 captures, each seeded by the document name so a re-run writes
// the same bytes: the pink carbonless copy of a hand-filled form scanned in
// colour (class 93), a phone photo of a glossy sheet with the glare of a
// ceiling light on it (class 94), and a photocopy of a photocopy (class
// 95). The dark-mode portal screenshot (class 92) is HTML printed by
// Chromium, as the session-13 screenshot.

// s27Blur is a separable box blur of radius rad over a w×h float plane.
func s27Blur(a []float64, w, h, rad int) []float64 {
	tmp, out := make([]float64, len(a)), make([]float64, len(a))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s, n := 0.0, 0
			for k := max(0, x-rad); k <= min(w-1, x+rad); k++ {
				s, n = s+a[y*w+k], n+1
			}
			tmp[y*w+x] = s / float64(n)
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			s, n := 0.0, 0
			for k := max(0, y-rad); k <= min(h-1, y+rad); k++ {
				s, n = s+tmp[k*w+x], n+1
			}
			out[y*w+x] = s / float64(n)
		}
	}
	return out
}

// ncrCopy is page 1 of the carbonless copy under a hand-filled form (class
// 93), scanned in colour: pink paper with a faint mottle, the pre-printed
// form in a bluish press ink, a little soft, and what was written by hand
// on the top sheet come through as the copy's blue-violet capsule ink:
// fuzzier, grainy and paler where the pen pressed less. The sheet is turned
// deg degrees on the glass; colour noise. Same size as the page.
func ncrCopy(page image.Image, seed string, deg float64) *image.RGBA {
	r := rngFor(seed + "/ncr")
	src := rgbaOf(page)
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	printed, written := make([]float64, w*h), make([]float64, w*h)
	for i := 0; i < w*h; i++ {
		cr, cg, cb := float64(src.Pix[4*i]), float64(src.Pix[4*i+1]), float64(src.Pix[4*i+2])
		ink := 1 - (0.299*cr+0.587*cg+0.114*cb)/255
		if cb-(cr+cg)/2 > 40 && ink > 0.08 { // blue ballpoint
			written[i] = math.Min(1, ink*1.25)
		} else {
			printed[i] = ink
		}
	}
	printed = s27Blur(printed, w, h, 1)
	written = s27Blur(s27Blur(written, w, h, 1), w, h, 1)
	// the pressure of the pen: each stroke transfers unevenly
	pr := make([]float64, w*h)
	for i := range pr {
		pr[i] = 0.55 + 0.45*r.Float64()
	}
	pr = s27Blur(pr, w, h, 1)
	ph1, ph2 := r.Float64()*6, r.Float64()*6
	paper := func(x, y float64) [3]float64 {
		m := 2.2*math.Sin(x/97+ph1)*math.Sin(y/131+ph2) + 1.6*math.Sin((x+y)/53+ph2)
		return [3]float64{246 + m, 211 + m, 221 + m}
	}
	inkP, inkW := [3]float64{58, 52, 96}, [3]float64{72, 58, 160}
	cx, cy := float64(w)/2, float64(h)/2
	s, c := math.Sincos(deg * math.Pi / 180)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	at := func(a []float64, x, y float64) float64 {
		x0, y0 := int(math.Floor(x)), int(math.Floor(y))
		fx, fy := x-float64(x0), y-float64(y0)
		v := func(x, y int) float64 {
			if x < 0 || y < 0 || x >= w || y >= h {
				return 0
			}
			return a[y*w+x]
		}
		return (v(x0, y0)*(1-fx)+v(x0+1, y0)*fx)*(1-fy) + (v(x0, y0+1)*(1-fx)+v(x0+1, y0+1)*fx)*fy
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := c*dx-s*dy+cx, s*dx+c*dy+cy
			var px [3]float64
			if sx < 0 || sy < 0 || sx > float64(w-1) || sy > float64(h-1) {
				px = [3]float64{238, 238, 236} // the scanner's lid
			} else {
				p, k := at(printed, sx, sy), at(written, sx, sy)*at(pr, sx, sy)
				px = paper(sx, sy)
				for ch := 0; ch < 3; ch++ {
					px[ch] = px[ch]*(1-0.93*p) + inkP[ch]*0.93*p
					px[ch] = px[ch]*(1-0.85*k) + inkW[ch]*0.85*k
				}
			}
			n := r.NormFloat64() * 3
			out.SetRGBA(x, y, color.RGBA{clamp8(px[0] + n + r.NormFloat64()*1.5), clamp8(px[1] + n + r.NormFloat64()*1.5),
				clamp8(px[2] + n + r.NormFloat64()*1.5), 255})
		}
	}
	return out
}

// glarePhoto is a phone photo of page 1 (perspective, warm uneven light and
// blur, as photo()) of a glossy coated sheet lying under a ceiling light,
// so the lamp's reflection lies on the page (class 94): an elongated
// specular spot that washes the paper and the print under it almost to
// white (the print keeps a faint trace in its core), a softer halo round
// it, and the colour drained where the reflection is strong.
func glarePhoto(page image.Image, seed string, width int) *image.RGBA {
	img := photo(page, seed, width)
	r := rngFor(seed + "/glare")
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	cx, cy := w*(0.40+0.20*r.Float64()), h*(0.30+0.15*r.Float64())
	ang := (r.Float64()*2 - 1) * 0.5
	ux, uy := math.Cos(ang), math.Sin(ang)
	rx, ry := (0.15+0.04*r.Float64())*w, (0.050+0.015*r.Float64())*w
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			u, v := (dx*ux+dy*uy)/rx, (-dx*uy+dy*ux)/ry
			d := math.Hypot(u, v)
			a := 0.62*math.Exp(-d*d*1.3) + 0.26*(1-smooth(0.55, 1.05, d)) + 0.12*math.Exp(-d*d*0.15)
			if a < 0.004 {
				continue
			}
			a = math.Min(a, 0.9)
			i := img.PixOffset(x, y)
			grey := (float64(img.Pix[i]) + float64(img.Pix[i+1]) + float64(img.Pix[i+2])) / 3
			for ch := 0; ch < 3; ch++ {
				c := float64(img.Pix[i+ch])
				c = c*(1-0.7*a) + grey*0.7*a // the reflection drains the colour
				img.Pix[i+ch] = clamp8(c*(1-a) + 255*a)
			}
		}
	}
	return img
}

// photocopy is page 1 as a photocopy of a photocopy (class 95): each
// generation lays the sheet a little askew and off the copier's corner (the
// glass beyond its edge copies black), blurs it through the optics, adds
// toner dust, and pushes the tones apart (darks fill in, light greys and
// tints drop out to white); the drum's scratch repeats a mark down the
// page. The caller scans the second copy.
func photocopy(page image.Image, seed string) *image.Gray {
	g := toGray(page)
	w, h := g.Bounds().Dx(), g.Bounds().Dy()
	mm := float64(w) / 210
	for gen := 0; gen < 2; gen++ {
		s := fmt.Sprint(seed, "/copy", gen)
		r := rngFor(s)
		// off the corner: shift the sheet right and down, black beyond it
		ox, oy := int((1.2+2.2*r.Float64())*mm), int((0.8+2.0*r.Float64())*mm)
		shifted := image.NewGray(g.Rect)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				v := uint8(34)
				if sx, sy := x-ox, y-oy; sx >= 0 && sy >= 0 {
					v = g.Pix[g.PixOffset(sx, sy)]
				}
				shifted.Pix[shifted.PixOffset(x, y)] = v
			}
		}
		g = scan(shifted, s, (r.Float64()*2-1)*0.35, 4, 0.0003, gen == 0)
		// the drum's scratch: a short dark mark every 94 mm down the page
		dx := r.Float64() * float64(w)
		for y0 := r.Float64() * 94 * mm; y0 < float64(h); y0 += 94 * mm {
			for y := int(y0); y < int(y0+1.6*mm) && y < h; y++ {
				for x := int(dx); x < int(dx+0.5*mm) && x < w; x++ {
					g.Pix[g.PixOffset(x, y)] = 30
				}
			}
		}
		// toner dust: a grey haze of fine dots
		for i, n := 0, w*h/900; i < n; i++ {
			x, y := r.Intn(w), r.Intn(h)
			g.Pix[g.PixOffset(x, y)] = uint8(140 + r.Intn(70))
		}
		lo, hi := 64.0, 226.0
		for i, v := range g.Pix {
			g.Pix[i] = clamp8((float64(v) - lo) * 255 / (hi - lo))
		}
	}
	return g
}
