package main

import (
	"image"
	"math"
)

// Session 33 captures, each seeded by the document name so a re-run writes
// the same bytes: a scan of an inkjet print whose head had clogged nozzles
// (class 148), a phone photo taken close with a wide-angle lens, the page
// bowed by barrel distortion (class 149), a scan with the scanner's lid
// left open (class 150), and a phone photo of both pages of a report laid
// side by side on the desk (class 151).

// inkjet is page 1 as an inkjet printer with clogged nozzles prints it
// (class 148): the head lays the page down in horizontal swaths about
// 11 mm high; three groups of dead nozzles leave the same thin white lines
// across every swath (the ink missing along them, a little of it bled in),
// each swath is laid a fraction of a pixel to 1.5 px off sideways and a
// little darker or lighter than the last, and the ink spreads into the
// paper (a slight blur). The caller scans it.
func inkjet(page image.Image, seed string, dpi int) *image.Gray {
	r := rngFor(seed + "/inkjet")
	src := boxBlur(toGray(page))
	b := src.Bounds()
	px := float64(dpi) / 25.4 // pixels per mm
	swath := 10.6 * px
	type dead struct{ at, w, loss float64 }
	deads := []dead{
		{(0.18 + 0.08*r.Float64()) * swath, (0.16 + 0.05*r.Float64()) * px, 0.9},
		{(0.47 + 0.08*r.Float64()) * swath, (0.30 + 0.08*r.Float64()) * px, 0.93},
		{(0.78 + 0.08*r.Float64()) * swath, (0.12 + 0.04*r.Float64()) * px, 0.8},
	}
	n := int(float64(b.Dy())/swath) + 2
	off, dens := make([]float64, n), make([]float64, n)
	for i := range off {
		off[i] = (r.Float64() - 0.5) * 3 * float64(dpi) / 200
		dens[i] = 1 + (r.Float64()-0.5)*0.14
	}
	out := image.NewGray(b)
	for y := 0; y < b.Dy(); y++ {
		s := int(float64(y) / swath)
		pos := float64(y) - float64(s)*swath
		loss := 0.0
		for _, d := range deads { // the share of this pixel row a dead line covers
			cover := math.Min(pos+1, d.at+d.w) - math.Max(pos, d.at)
			if cover > 0 {
				loss = math.Max(loss, d.loss*math.Min(1, cover))
			}
		}
		for x := 0; x < b.Dx(); x++ {
			v := grayAt(src, float64(x)+off[s], float64(y))
			ink := (255 - v) * dens[s] * (1 - loss)
			out.Pix[out.PixOffset(x, y)] = clamp8(255 - ink)
		}
	}
	return out
}

// rgbaAt samples an RGBA image bilinearly; outside it is the colour bg.
func rgbaAt(p *image.RGBA, x, y float64, bg [3]float64) [3]float64 {
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	var c [3]float64
	for _, t := range [4][3]float64{{0, 0, (1 - fx) * (1 - fy)}, {1, 0, fx * (1 - fy)}, {0, 1, (1 - fx) * fy}, {1, 1, fx * fy}} {
		xx, yy := x0+int(t[0]), y0+int(t[1])
		v := bg
		if (image.Point{xx, yy}).In(p.Rect) {
			i := p.PixOffset(xx, yy)
			v = [3]float64{float64(p.Pix[i]), float64(p.Pix[i+1]), float64(p.Pix[i+2])}
		}
		for k := range c {
			c[k] += t[2] * v[k]
		}
	}
	return c
}

// barrelPhoto is a phone photo of page 1 taken close with the wide-angle
// lens (class 149): photographed as photo() (perspective, warm uneven
// light, blur), then bowed by the lens's barrel distortion, a point at
// radius ρ from the middle (as a share of the half-diagonal) drawn at
// ρ/(1 + kρ²) with k 0.13–0.17, so the rows and columns bulge outwards,
// most near the edges, and the corners fall into the desk; vignetting
// darkens the corners; width pixels wide.
func barrelPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/barrel")
	src := photo(page, seed, width)
	b := src.Rect
	w, h := float64(b.Dx()), float64(b.Dy())
	cx, cy := w/2+(r.Float64()-0.5)*0.04*w, h/2+(r.Float64()-0.5)*0.04*h
	rad := math.Hypot(w/2, h/2)
	k := 0.13 + 0.04*r.Float64()
	// the picture is a little tighter than the scene, as a close shot is
	zoom := 0.9
	out := image.NewRGBA(b)
	desk := [3]float64{70, 60, 50}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dx, dy := (float64(x)-cx)/rad, (float64(y)-cy)/rad
			p2 := dx*dx + dy*dy
			f := (1 + k*p2) * zoom
			c := rgbaAt(src, cx+dx*f*rad, cy+dy*f*rad, desk)
			vig := 1 - 0.32*p2
			o := out.PixOffset(x, y)
			out.Pix[o], out.Pix[o+1], out.Pix[o+2], out.Pix[o+3] = clamp8(c[0]*vig), clamp8(c[1]*vig), clamp8(c[2]*vig), 255
		}
	}
	return out
}

// lidOpenScan is page 1 scanned with the scanner's lid left open (class
// 150): the glass is a little wider than the page (216 mm), so beyond the
// page's edges the scan is the near-black of the room above the glass,
// with the glow of a ceiling light leaking in at one corner; the page lies
// a little askew and off the corner; its lower edge, curling up off the
// glass, darkens and blurs over its last 12–18 mm; grey, noise, specks.
func lidOpenScan(page image.Image, seed string, dpi int, deg float64) *image.Gray {
	r := rngFor(seed + "/lidopen")
	src := toGray(page)
	pb := src.Bounds()
	mm := float64(dpi) / 25.4
	W, H := int(216*mm), int(305*mm)
	out := image.NewGray(image.Rect(0, 0, W, H))
	ox, oy := (1.5+2*r.Float64())*mm, (0.8+1.5*r.Float64())*mm
	s, c := math.Sincos(deg * math.Pi / 180)
	pw, ph := float64(pb.Dx()), float64(pb.Dy())
	lift := (12 + 6*r.Float64()) * mm
	glowX, glowY := float64(W)*(0.85+0.3*r.Float64()), -20*mm
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			// the glass point back in the page: undo the offset, then the turn about the page's centre
			gx, gy := float64(x)-ox-pw/2, float64(y)-oy-ph/2
			u, v := c*gx+s*gy+pw/2, -s*gx+c*gy+ph/2
			var val float64
			if u < 0 || v < 0 || u >= pw || v >= ph {
				d := math.Hypot(float64(x)-glowX, float64(y)-glowY)
				val = 16 + 110*math.Exp(-d/(60*mm)) + r.NormFloat64()*3
			} else {
				t := math.Max(0, (v-(ph-lift))/lift) // 0 on the glass, 1 at the lifted edge
				if t > 0 {
					rad := 1 + 4*t*mm/8
					val = (grayAt(src, u, v) + grayAt(src, u-rad, v) + grayAt(src, u+rad, v) + grayAt(src, u, v-rad) + grayAt(src, u, v+rad)) / 5
					val *= 1 - 0.6*t*t
				} else {
					val = grayAt(src, u, v)
				}
				val = 8 + val*0.94 + r.NormFloat64()*6
			}
			if r.Float64() < 0.0004 {
				val = 40
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(val)
		}
	}
	return out
}

// spreadPhoto is a phone photo of both pages of a two-page report laid
// side by side on the desk (class 151): page 2 to the right of page 1,
// turned about 1°–1.8° and lying over the right margin of page 1 by a few
// millimetres, its soft shadow on page 1 beside its edge; photographed as
// photo() (perspective, warm uneven light, blur), width pixels wide.
func spreadPhoto(p1, p2 image.Image, seed string, dpi, width int) *image.RGBA {
	r := rngFor(seed + "/spread")
	a, b2 := rgbaOf(p1), rgbaOf(p2)
	mm := float64(dpi) / 25.4
	pw, ph := a.Rect.Dx(), a.Rect.Dy()
	m := int(14 * mm)
	over := (4.5 + 1.5*r.Float64()) * mm
	W, H := 2*pw+2*m, ph+2*m
	canvas := image.NewRGBA(image.Rect(0, 0, W, H))
	desk := [3]float64{96, 84, 70}
	deg := 1 + 0.8*r.Float64()
	s, c := math.Sincos(deg * math.Pi / 180)
	// page 2's centre on the canvas
	c2x, c2y := float64(m+pw)-over+float64(pw)/2, float64(m)+float64(ph)/2+(r.Float64()-0.5)*4*mm
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			fx, fy := float64(x), float64(y)
			// page 2 first: it lies on top
			dx, dy := fx-c2x, fy-c2y
			u, v := c*dx+s*dy+float64(pw)/2, -s*dx+c*dy+float64(ph)/2
			var px [3]float64
			if u >= 0 && v >= 0 && u < float64(pw) && v < float64(ph) {
				px = rgbaAt(b2, u, v, desk)
			} else {
				u1, v1 := fx-float64(m), fy-float64(m)
				if u1 >= 0 && v1 >= 0 && u1 < float64(pw) && v1 < float64(ph) {
					px = rgbaAt(a, u1, v1, desk)
				} else {
					px = desk
				}
				// page 2's shadow, down and to the left of its edges
				su, sv := c*(dx+1.5*mm)+s*(dy-1.2*mm)+float64(pw)/2, -s*(dx+1.5*mm)+c*(dy-1.2*mm)+float64(ph)/2
				if su >= -2*mm && sv >= -2*mm && su < float64(pw) && sv < float64(ph)+2*mm {
					dEdge := math.Min(math.Min(su+2*mm, sv+2*mm), float64(ph)+2*mm-sv)
					f := 1 - 0.28*math.Max(0, math.Min(1, dEdge/(2*mm)))
					for k := range px {
						px[k] *= f
					}
				}
			}
			o := canvas.PixOffset(x, y)
			canvas.Pix[o], canvas.Pix[o+1], canvas.Pix[o+2], canvas.Pix[o+3] = clamp8(px[0]), clamp8(px[1]), clamp8(px[2]), 255
		}
	}
	return photo(canvas, seed, width)
}
