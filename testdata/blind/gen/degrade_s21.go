package main

import (
	"image"
	"image/color"
	"math"
)

// Session 21 captures, each seeded by the document name so a re-run writes
// the same bytes: a page a patient marked with a highlighter before it was
// scanned (class 64), a phone photo of a page whose lower part curls up
// (class 65), and a scan of a print from a laser printer low on toner
// (class 66).

// highlight draws translucent highlighter strokes over the abnormal values
// of page 1 (rendered at dpi), as a patient marks them before scanning: a
// chisel-tipped band a little taller than the text, slightly sloped, with
// ragged ends and uneven ink, yellow and green in turn; the first stroke
// runs over the whole line from the name to the flag. A value printed more
// than once on the page is left unmarked (there is no telling which one the
// patient meant). Word boxes come from the text PDF (pdftotext -bbox).
func highlight(page image.Image, bs []box, dpi int, rows []*Row, seed string) *image.RGBA {
	b := page.Bounds()
	w, h := b.Dx(), b.Dy()
	r := rngFor(seed + "/highlight")
	s, mm := float64(dpi)/72, float64(dpi)/25.4
	alpha := make([]float32, w*h)
	tint := make([]uint8, w*h) // 1 yellow, 2 green
	inks := [][3]float64{{0, 0, 0}, {255, 236, 40}, {120, 230, 95}}
	n := 0
	for _, row := range rows {
		vb, err := find(bs, row.Value)
		if err != nil {
			continue
		}
		x0, x1 := vb.x0, vb.x1
		for _, o := range bs { // the flag printed to the right on the same line
			if row.Flag != "" && o.text == row.Flag && o.x0 > vb.x1 && o.x0-vb.x1 < 160 && math.Abs(o.y0-vb.y0) < 2 {
				x1 = math.Max(x1, o.x1)
				break
			}
		}
		if n == 0 {
			if nb, err := find(bs, row.Name); err == nil && math.Abs(nb.y0-vb.y0) < 2 {
				x0 = nb.x0
			}
		}
		col := uint8(1 + n%2)
		n++
		// the band, in pixels
		bx0, bx1 := x0*s-1.2*mm-r.Float64()*mm, x1*s+1.2*mm+r.Float64()*mm
		cy := (vb.y0+vb.y1)/2*s + (r.Float64()-0.5)*0.4*mm
		half := (vb.y1-vb.y0)/2*s + 0.7*mm
		slope := (r.Float64() - 0.5) * 0.025
		ph := r.Float64() * 6
		for px := int(bx0) - 4; px <= int(bx1)+4; px++ {
			if px < 0 || px >= w {
				continue
			}
			fx := float64(px)
			// ragged, slanted chisel ends
			endL := bx0 + (r.Float64()-0.5)*0.6*mm
			endR := bx1 + (r.Float64()-0.5)*0.6*mm
			yc := cy + (fx-bx0)*slope + 0.25*mm*math.Sin(ph+fx/(11*mm))
			for py := int(yc-half) - 3; py <= int(yc+half)+3; py++ {
				if py < 0 || py >= h {
					continue
				}
				fy := float64(py)
				t := fy - yc
				if fx < endL+0.5*t*0.6 || fx > endR+0.5*t*0.6 {
					continue
				}
				edge := math.Min(1, math.Max(0, half+0.5-math.Abs(t)))               // anti-aliased top and bottom
				streak := 0.82 + 0.12*math.Sin(ph*3+fy/(0.35*mm)) + 0.06*r.Float64() // the felt tip leaves lines along the stroke
				a := float32(edge * streak)
				if i := py*w + px; a > alpha[i] {
					alpha[i], tint[i] = a, col
				}
			}
		}
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.RGBAModel.Convert(page.At(b.Min.X+x, b.Min.Y+y)).(color.RGBA)
			a := float64(alpha[y*w+x]) * 0.85
			if a == 0 {
				out.SetRGBA(x, y, c)
				continue
			}
			k := inks[tint[y*w+x]]
			// highlighter ink is a filter: it multiplies what is under it
			f := func(v uint8, ink float64) uint8 { return clamp8(float64(v) * (1 - a + a*ink/255)) }
			out.SetRGBA(x, y, color.RGBA{f(c.R, k[0]), f(c.G, k[1]), f(c.B, k[2]), 255})
		}
	}
	return out
}

// curlPhoto is a phone picture of a page lying on a desk whose lower part
// curls up towards the camera, as a sheet that was rolled or kept in a bag
// does: flat down to about 60 % of its height, then bending round a
// cylinder, the corners lifting more than the middle, so the lower rows bow
// and crowd together; perspective, warm uneven light and blur as in photo(),
// and the curl catches the light on its rising part and falls into shadow
// at the lip. Output width pixels wide.
func curlPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed)
	pb := page.Bounds()
	pw, ph := float64(pb.Dx()), float64(pb.Dy())
	// the curl in page pixels: start, radius, and how much more the corners lift
	y0 := ph * (0.56 + 0.06*r.Float64())
	rad := ph * (0.16 + 0.04*r.Float64())
	corner := 0.25 + 0.15*r.Float64()
	cam := ph * 3.2 // camera height above the desk, for the foreshortening of the lifted part
	cx, cy := pw/2, ph*0.45
	// curl maps a flat page point to where it shows on the desk plane seen
	// from the camera, and its lift angle.
	curl := func(x, y float64) (float64, float64, float64) {
		if y <= y0 {
			return x, y, 0
		}
		u := (x - cx) / (pw / 2)
		rr := rad / (1 + corner*u*u) // corners bend round a tighter cylinder
		th := (y - y0) / rr
		if th > 1.6 {
			th = 1.6
		}
		yy := y0 + rr*math.Sin(th)
		z := rr * (1 - math.Cos(th))
		k := cam / (cam - z)
		return cx + (x-cx)*k, cy + (yy-cy)*k, th
	}
	// invert curl by fixed-point iteration: the map is close to the identity
	// and monotonic along each column
	uncurl := func(u, v float64) (float64, float64, float64) {
		x, y := u, v
		var th float64
		for i := 0; i < 12; i++ {
			fx, fy, t := curl(x, y)
			th = t
			x += u - fx
			y += (v - fy) * 1.3
			if y > ph*1.6 {
				y = ph * 1.6
			}
		}
		return x, y, th
	}
	scale := float64(width) * 0.86 / pw
	height := int(ph*scale/0.86*0.97) + 1
	w, h := float64(width), float64(height)
	j := func(v float64) float64 { return v + (r.Float64()-0.5)*0.05*w }
	// frame the page as it shows: its top corners and its curled bottom corners
	xl, yl, _ := curl(0, ph)
	xr, yr, _ := curl(pw, ph)
	dst := [4][2]float64{{j(0.08 * w), j(0.03 * h)}, {j(0.92 * w), j(0.04 * h)}, {j(0.95 * w), j(0.93 * h)}, {j(0.05 * w), j(0.92 * h)}}
	src := [4][2]float64{{0, 0}, {pw, 0}, {xr, yr}, {xl, yl}}
	hm := homography(dst, src) // photo pixel -> desk-plane pixel
	lx, ly := r.Float64()*w, r.Float64()*h*0.5
	out := image.NewRGBA(image.Rect(0, 0, width, height))
	rgba := func(x, y int) (float64, float64, float64, bool) {
		if !(image.Point{x, y}).In(pb) {
			return 0, 0, 0, false
		}
		cr, cg, cb, _ := page.At(pb.Min.X+x, pb.Min.Y+y).RGBA()
		return float64(cr >> 8), float64(cg >> 8), float64(cb >> 8), true
	}
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			fx, fy := float64(x), float64(y)
			d := hm[6]*fx + hm[7]*fy + hm[8]
			u, v := (hm[0]*fx+hm[1]*fy+hm[2])/d, (hm[3]*fx+hm[4]*fy+hm[5])/d
			sx, sy, th := uncurl(u, v)
			var cr, cg, cb, n float64
			for _, o := range [][2]float64{{-0.7, -0.7}, {0.7, -0.7}, {-0.7, 0.7}, {0.7, 0.7}} {
				if vr, vg, vb, ok := rgba(int(sx+o[0]/scale), int(sy+o[1]/scale)); ok {
					cr, cg, cb, n = cr+vr, cg+vg, cb+vb, n+1
				}
			}
			var pr, pg, pbv float64
			if n == 0 {
				pr, pg, pbv = 96, 84, 70 // desk
				// the curled lip casts a soft shadow on the desk below it
				if v > y0 && v < ph*1.08 {
					pr, pg, pbv = pr*0.8, pg*0.8, pbv*0.8
				}
			} else {
				pr, pg, pbv = cr/n, cg/n, cb/n
			}
			shade := 1.0
			if th > 0 {
				shade = 1 + 0.10*math.Sin(th*1.9) - 0.30*smooth(0.8, 1.6, th)
			}
			dist := math.Hypot(fx-lx, fy-ly) / math.Hypot(w, h)
			light := (1.02 - 0.38*dist) * shade
			noise := r.NormFloat64() * 4
			out.Set(x, y, color.RGBA{clamp8(pr*light + noise), clamp8(pg*light*0.97 + noise), clamp8(pbv*light*0.88 + noise), 255})
		}
	}
	return out
}

// faded is a print from a laser printer low on toner (the copy is then
// scanned with scan()): the text light grey and uneven across the page,
// toner grain, and one or two vertical streaks where the drum left almost
// no toner.
func faded(page image.Image, seed string) *image.Gray {
	g := toGray(page)
	r := rngFor(seed + "/faded")
	b := g.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	type wave struct{ fx, fy, ph, amp float64 }
	var waves []wave
	for i := 0; i < 4; i++ {
		waves = append(waves, wave{(0.5 + r.Float64()*2) * 2 * math.Pi / w, (0.5 + r.Float64()*2) * 2 * math.Pi / h, r.Float64() * 6, 0.05 + 0.04*r.Float64()})
	}
	px := w / 210 // pixels per millimetre
	nst := 1 + r.Intn(2)
	type streak struct{ x, half, depth float64 }
	var sts []streak
	for i := 0; i < nst; i++ {
		sts = append(sts, streak{w * (0.25 + 0.55*r.Float64()), (1.2 + 2.2*r.Float64()) * px, 0.55 + 0.2*r.Float64()})
	}
	out := image.NewGray(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			fx, fy := float64(x), float64(y)
			k := 0.50 - 0.10*fx/w // lighter towards the right
			for _, wv := range waves {
				k += wv.amp * math.Sin(fx*wv.fx+wv.ph) * math.Cos(fy*wv.fy+wv.ph*0.7)
			}
			for _, st := range sts {
				d := math.Abs(fx-st.x) / st.half
				k *= 1 - st.depth*(1-smooth(0.6, 1.4, d))
			}
			ink := 255 - float64(g.Pix[g.PixOffset(x, y)])
			if ink > 0 {
				ink *= k * (0.75 + 0.5*r.Float64()) // grain
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(255 - ink)
		}
	}
	return out
}
