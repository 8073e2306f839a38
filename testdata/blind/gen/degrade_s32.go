package main

import (
	"fmt"
	"image"
	"math"
)

// Session 32 captures, each seeded by the document name so a re-run writes
// the same bytes: a phone photo of page 1 held up in one hand (class 137),
// a scan in the scanner's black-and-white mode whose greys are dithered
// (class 138), a close-up phone photo holding only the upper part of page 1
// (class 139), and a scan of a copy whose top right corner was torn off and
// taped back a little askew (class 140).

// handPhoto is a phone photo of page 1 held up in the left hand in front
// of a dim room (class 137): the sheet, held only at its left edge, bows
// towards the camera round a vertical axis, so its middle comes nearer and
// the rows arch (higher and lower edges bend, the columns near the edges
// crowd together), light and shade follow the bend; the thumb lies over the
// left margin, clear of the print; the room behind is a soft warm blur.
// Perspective, warm uneven light and blur as photo(); width pixels wide.
func handPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/hand")
	p := rgbaOf(page)
	pw, ph := p.Bounds().Dx(), p.Bounds().Dy()
	mm := float64(pw) / 210
	mx, my := int(0.16*float64(pw)), int(0.09*float64(ph))
	cw, chh := pw+2*mx, ph+2*my
	c := image.NewRGBA(image.Rect(0, 0, cw, chh))
	// the bow: depth z(u) = bow·sin(πu/pw), the slope foreshortens x and the
	// nearer middle is drawn a little larger
	bow := (0.06 + 0.03*r.Float64()) * float64(pw)
	xs := make([]float64, pw+1) // canvas x of page column u, before centring
	for u := 1; u <= pw; u++ {
		slope := bow * math.Pi / float64(pw) * math.Cos(math.Pi*float64(u)/float64(pw))
		xs[u] = xs[u-1] + 1/math.Sqrt(1+slope*slope)
	}
	x0 := (float64(cw) - xs[pw]) / 2
	scaleAt := func(u float64) float64 { return 1 + 0.045*math.Sin(math.Pi*u/float64(pw)) }
	ph1, ph2 := r.Float64()*6, r.Float64()*6
	cy := float64(chh) / 2
	// the hand: the thumb in front of the page, a capsule from the palm (off
	// the page, lower left) to its tip on the left margin; the palm and the
	// fingers behind the page show only beside it
	tipX, tipY := x0+2.5*mm, cy+(0.06+0.1*r.Float64())*float64(ph)
	baseX, baseY := x0-30*mm, tipY+(16+6*r.Float64())*mm
	thR := 7.2 * mm
	palmX, palmY := x0-34*mm, tipY+40*mm
	ax, ay := tipX-baseX, tipY-baseY
	alen := math.Hypot(ax, ay)
	// thumb says how deep a canvas point lies inside the thumb (0 outside, 1
	// on its ridge) and whether it is on the nail
	thumb := func(fx, fy float64) (float64, bool) {
		t := math.Max(0, math.Min(1, ((fx-baseX)*ax+(fy-baseY)*ay)/(alen*alen)))
		d := math.Hypot(fx-baseX-t*ax, fy-baseY-t*ay) / thR
		if d >= 1 {
			return 0, false
		}
		nx, ny := fx-(tipX-0.45*thR*ax/alen), fy-(tipY-0.45*thR*ay/alen)
		along, across := (nx*ax+ny*ay)/alen, (-nx*ay+ny*ax)/alen
		return math.Sqrt(1 - d*d), along*along/(5*mm*5*mm)+across*across/(3.6*mm*3.6*mm) < 1
	}
	ui := 0
	for x := 0; x < cw; x++ {
		fx := float64(x) - x0
		for ui < pw && xs[ui+1] < fx {
			ui++
		}
		var u float64
		inX := fx >= 0 && fx <= xs[pw]
		if inX {
			u = float64(ui) + (fx-xs[ui])/math.Max(1e-9, xs[min(ui+1, pw)]-xs[ui])
		}
		s := scaleAt(u)
		// the slope's light: the left half turned to the lamp, the right away
		shade := 1 + 0.1*math.Cos(math.Pi*u/float64(pw))
		for y := 0; y < chh; y++ {
			fy := float64(y)
			v := (fy-cy)/s + float64(ph)/2
			var px [3]float64
			if inX && v >= 0 && v < float64(ph) {
				i := p.PixOffset(min(int(u), pw-1), int(v))
				for k := 0; k < 3; k++ {
					px[k] = float64(p.Pix[i+k]) * shade
				}
			} else {
				// the room: warm dark wall, a lighter blur of a window or lamp
				g := 0.5 + 0.5*math.Sin(fx/(140*mm)+ph1)*math.Cos(fy/(190*mm)+ph2)
				px = [3]float64{58 + 40*g, 48 + 30*g, 40 + 18*g}
			}
			skin := [3]float64{204, 150, 121}
			if !(inX && v >= 0 && v < float64(ph)) { // the palm behind the page
				if dx, dy := (fx+x0-palmX)/(24*mm), (fy-palmY)/(42*mm); dx*dx+dy*dy < 1 {
					e := math.Sqrt(1 - dx*dx - dy*dy)
					for k := range px {
						px[k] = skin[k] * (0.5 + 0.38*e)
					}
				}
			}
			if e, nail := thumb(fx+x0, fy); e > 0 {
				for k := range px {
					px[k] = skin[k] * (0.6 + 0.42*e)
				}
				if nail {
					px = [3]float64{px[0] * 1.07, px[1] * 1.12, px[2] * 1.15}
				}
			} else if e, _ := thumb(fx+x0-1.2*mm, fy-1.6*mm); e > 0 { // its soft shadow on the paper
				for k := range px {
					px[k] *= 1 - 0.25*e
				}
			}
			o := c.PixOffset(x, y)
			c.Pix[o], c.Pix[o+1], c.Pix[o+2], c.Pix[o+3] = clamp8(px[0]), clamp8(px[1]), clamp8(px[2]), 255
		}
	}
	// the room fills the picture: photograph wider, keep the middle
	ph0 := photo(c, seed, width*5/4)
	b := ph0.Rect
	return ph0.SubImage(image.Rect(b.Dx()/10, b.Dy()*7/100, b.Dx()/10+width, b.Dy()*93/100)).(*image.RGBA)
}

// dither is page 1 as a flatbed scanner saves it in its black-and-white
// mode (class 138): grey, turned a little on the glass, then every pixel
// black or white by error diffusion (Floyd–Steinberg, serpentine, the
// threshold jittered a little), so the text stays solid while the greys,
// tints and coloured bands become a fine scatter of dots, and the
// anti-aliased edges of the letters fray. The caller wraps it 1 bit a dot.
func dither(page image.Image, seed string, deg float64) *image.Gray {
	g := scan(page, seed, deg, 4, 0.0002, false)
	r := rngFor(seed + "/dither")
	w, h := g.Rect.Dx(), g.Rect.Dy()
	cur, next := make([]float64, w+2), make([]float64, w+2)
	out := image.NewGray(g.Rect)
	for y := 0; y < h; y++ {
		for i := range next {
			next[i] = 0
		}
		ltr := y%2 == 0
		for k := 0; k < w; k++ {
			x, d := k, 1
			if !ltr {
				x, d = w-1-k, -1
			}
			v := float64(g.Pix[g.PixOffset(x, y)]) + cur[x+1]
			o := 0.0
			if v > 128+r.NormFloat64()*10 {
				o = 255
			}
			out.Pix[out.PixOffset(x, y)] = uint8(o)
			e := v - o
			cur[x+1+d] += e * 7 / 16
			next[x+1-d] += e * 3 / 16
			next[x+1] += e * 5 / 16
			next[x+1+d] += e * 1 / 16
		}
		cur, next = next, cur
	}
	return out
}

// closePhoto is a close-up phone photo of the upper part of page 1 (class
// 139): the phone held close over the top of the page, so the picture's
// lower edge runs across the page at cutPt points from its top (what lies
// below is out of the frame) while the top of the page and a strip of the
// desk above it are in it; the far (upper) part of the page a little
// smaller than the near part, a small turn; warm light falling off from
// one side, sensor noise, the 2×2 blur of photo(); width pixels wide.
func closePhoto(page image.Image, seed string, cutPt float64, dpi, width int) (*image.RGBA, error) {
	r := rngFor(seed + "/close")
	p := rgbaOf(page)
	pw, ph := float64(p.Rect.Dx()), float64(p.Rect.Dy())
	cut := cutPt * float64(dpi) / 72
	if cut < 0.2*ph || cut > 0.95*ph {
		return nil, fmt.Errorf("close-up: cut at %.0f of %.0f pixels", cut, ph)
	}
	u := func(lo, hi float64) float64 { return (lo + (hi-lo)*r.Float64()) * pw }
	// the frame's corners on the page: wider at the top (farther away), the
	// lower edge along the cut
	tilt := u(-0.015, 0.015)
	src := [4][2]float64{{-u(0.05, 0.09), -u(0.04, 0.07) + tilt}, {pw + u(0.05, 0.09), -u(0.04, 0.07) - tilt},
		{pw + u(0.0, 0.02), cut}, {-u(0.0, 0.02), cut}}
	w := float64(width)
	h := math.Round(w * (cut - math.Min(src[0][1], src[1][1])) / (src[2][0] - src[3][0]))
	dst := [4][2]float64{{0, 0}, {w, 0}, {w, h}, {0, h}}
	hm := homography(dst, src) // photo pixel -> page pixel
	lx, ly := r.Float64()*w, r.Float64()*h
	out := image.NewRGBA(image.Rect(0, 0, width, int(h)))
	for y := 0; y < int(h); y++ {
		for x := 0; x < width; x++ {
			fx, fy := float64(x), float64(y)
			d := hm[6]*fx + hm[7]*fy + hm[8]
			sx, sy := (hm[0]*fx+hm[1]*fy+hm[2])/d, (hm[3]*fx+hm[4]*fy+hm[5])/d
			var acc [3]float64
			for _, o := range [][2]float64{{-0.6, -0.6}, {0.6, -0.6}, {-0.6, 0.6}, {0.6, 0.6}} {
				px, py := int(sx+o[0]), int(sy+o[1])
				if px >= 0 && py >= 0 && px < int(pw) && py < int(ph) && float64(py) < cut+2 {
					i := p.PixOffset(px, py)
					acc[0], acc[1], acc[2] = acc[0]+float64(p.Pix[i]), acc[1]+float64(p.Pix[i+1]), acc[2]+float64(p.Pix[i+2])
				} else { // the desk
					acc[0], acc[1], acc[2] = acc[0]+96, acc[1]+84, acc[2]+70
				}
			}
			light := 1.03 - 0.32*math.Hypot(fx-lx, fy-ly)/math.Hypot(w, h)
			n := r.NormFloat64() * 4
			o := out.PixOffset(x, y)
			out.Pix[o], out.Pix[o+1], out.Pix[o+2], out.Pix[o+3] = clamp8(acc[0]/4*light+n), clamp8(acc[1]/4*light*0.97+n), clamp8(acc[2]/4*light*0.88+n), 255
		}
	}
	return out, nil
}

// closeReport is the report a close-up photo shows: the sections above the
// title the picture ends before, on one page.
func closeReport(l *Layout, rep *Report) *Report {
	s := *rep
	s.Pages = 1
	s.Sections = nil
	for _, sec := range rep.Sections {
		if sec.Title == l.Close {
			break
		}
		s.Sections = append(s.Sections, sec)
	}
	if len(s.Sections) == len(rep.Sections) {
		panic(l.Name + ": the close-up ends before no section")
	}
	return &s
}

// tornScan is page 1 of a copy whose top right corner was torn off and
// taped back (class 140): a ragged tear from the top edge to the right
// edge; the torn piece put back a little askew and off, so a thin gap of
// the scanner's lid shows along the tear with the paper's white fibres
// beside it; a strip of clear tape across the tear, a little darker and
// glossy, its edges drawn as thin lines. Then scanned as scan().
func tornScan(page image.Image, seed string, dpi int, deg float64) *image.Gray {
	src := toGray(page)
	r := rngFor(seed + "/torn")
	w, h := src.Rect.Dx(), src.Rect.Dy()
	mm := float64(dpi) / 25.4
	// the tear: from (ax, 0) on the top edge to (w, by) on the right edge, bowed
	// towards the corner, ragged
	ax, by := float64(w)-(42+8*r.Float64())*mm, (30+8*r.Float64())*mm
	n := 700
	type pt struct{ x, y float64 }
	var path []pt
	jit := 0.0
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		x := ax + (float64(w)-ax)*t
		y := by * t
		bulge := math.Sin(math.Pi*t) * 6 * mm // the tear curves towards the corner
		jit = 0.93*jit + r.NormFloat64()*0.12*mm
		path = append(path, pt{x + bulge*0.6 + jit*0.7, y - bulge*0.8 + jit*0.7})
	}
	// side says how far (pixels) a point lies beyond the tear, on the corner's
	// side (positive) or the page's (negative): the distance to the nearest
	// point of the path, signed by the line from the first to the last point
	side := func(x, y float64) float64 {
		best := math.Inf(1)
		for _, q := range path {
			best = math.Min(best, math.Hypot(x-q.x, y-q.y))
		}
		lx, ly := float64(w)-ax, by
		cross := lx*(y-0) - ly*(x-ax)
		if cross < 0 { // above and right of the line: the corner
			return best
		}
		return -best
	}
	// the piece: shifted and turned about the tear's middle
	rot := (0.5 + 0.6*r.Float64()) * math.Pi / 180
	sr, cr := math.Sincos(rot)
	sx, sy := (0.8+0.8*r.Float64())*mm, (0.4+0.6*r.Float64())*mm
	mx, my := (ax+float64(w))/2, by/2
	gap := (0.55 + 0.35*r.Float64()) * mm
	// the tape: a band across the tear's middle, about 19 mm wide
	tang := math.Atan2(by, float64(w)-ax) - math.Pi/2 + (r.Float64()-0.5)*0.3
	st, ct := math.Sincos(tang)
	tw, tl := 19*mm/2, 22*mm
	out := image.NewGray(src.Rect)
	x0 := int(ax - 12*mm)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := float64(src.Pix[src.PixOffset(x, y)])
			fx, fy := float64(x), float64(y)
			if x >= x0 && fy < by+12*mm {
				d := side(fx, fy)
				switch {
				case d > gap/2: // the piece, put back askew
					dx, dy := fx-sx-mx, fy-sy-my
					v = grayAt(src, cr*dx+sr*dy+mx, -sr*dx+cr*dy+my)
					if d < gap/2+0.5*mm { // its torn edge: white fibres
						v = math.Max(v, 245)
					}
				case d > -gap/2: // the gap: the lid's shadow
					v = 70 + 30*r.Float64()
				case d > -gap/2-0.6*mm: // the page's torn edge
					v = math.Max(v, 246)
				}
				// the tape over the tear
				tx, ty := fx-mx, fy-my
				along, across := tx*ct+ty*st, -tx*st+ty*ct
				if math.Abs(across) < tw && math.Abs(along) < tl {
					v = v*0.93 + 4
					if math.Abs(math.Abs(across)-tw) < 0.18*mm || math.Abs(math.Abs(along)-tl) < 0.18*mm {
						v *= 0.8
					}
					v += 10 * math.Exp(-math.Pow((across-tw*0.3)/(1.5*mm), 2)) // the glossy streak
				}
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(v)
		}
	}
	return scan(out, seed, deg, 6, 0.0004, false)
}
