package main

import (
	"image"
	"image/color"
	"math"
)

// Session 29 captures, each seeded by the document name so a re-run writes
// the same bytes: a phone photo of the page inside a glossy plastic sleeve
// (class 112), a scan through a document feeder that let the page slip
// (class 113), a colour scan of a copy with a coffee stain (class 114), a
// scan of a page crumpled into a ball and flattened again (class 115), and
// a phone photo focused on the wrong plane (class 116).

// sleevePhoto is a phone photo of page 1 kept in a clear plastic sleeve
// (a sheet protector) from a binder (class 112): the sleeve is a little
// larger than the page, its reinforced, frosted strip with the eleven
// binder holes along the left; the film lays a milky, slightly cool veil
// over the page (the black print greyed, the paper a little dimmer), and
// the window behind the photographer is reflected in the glossy film as
// two long soft bright streaks across the page, with the glints of the
// film's wrinkles lower down. Perspective, warm uneven light and blur as
// photo(); width pixels wide.
func sleevePhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/sleeve")
	p := rgbaOf(page)
	pw, ph := p.Bounds().Dx(), p.Bounds().Dy()
	mm := float64(pw) / 210
	left, right, top, bottom := int(15*mm), int(3*mm), int(2*mm), int(5*mm)
	cw, chh := pw+left+right, ph+top+bottom
	c := image.NewRGBA(image.Rect(0, 0, cw, chh))
	desk := [3]float64{96, 84, 70}
	tint := [3]float64{0.965, 0.982, 1.0}
	holeX := 7 * mm
	var holes []float64
	for i := 0; i < 11; i++ {
		holes = append(holes, float64(chh)/2+float64(i-5)*20*mm)
	}
	for y := 0; y < chh; y++ {
		for x := 0; x < cw; x++ {
			var v [3]float64
			film := true
			px, py := x-left, y-top
			switch {
			case px >= 0 && py >= 0 && px < pw && py < ph:
				i := p.PixOffset(px, py)
				v = [3]float64{float64(p.Pix[i]), float64(p.Pix[i+1]), float64(p.Pix[i+2])}
			case float64(x) < 12.5*mm: // the frosted strip
				v = desk
				for k := range v {
					v[k] = v[k]*0.42 + 212*0.58
				}
				for _, hy := range holes {
					if math.Hypot(float64(x)-holeX, float64(y)-hy) < 2.7*mm {
						v, film = desk, false
					}
				}
			default: // the desk through the clear film
				v = desk
			}
			if film {
				for k := range v {
					v[k] = (v[k]*0.8 + 40) * tint[k]
				}
			}
			o := c.PixOffset(x, y)
			c.Pix[o], c.Pix[o+1], c.Pix[o+2], c.Pix[o+3] = clamp8(v[0]), clamp8(v[1]), clamp8(v[2]), 255
		}
	}
	img := photo(c, seed, width)
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	// the window's reflection: two long streaks, steep, across the page
	ang := (0.25 + 0.25*r.Float64()) * []float64{-1, 1}[r.Intn(2)]
	ux, uy := math.Cos(ang), math.Sin(ang) // across the streaks
	c1x, c1y := w*(0.38+0.2*r.Float64()), h*0.5
	wid1, wid2 := w*(0.035+0.015*r.Float64()), w*(0.012+0.006*r.Float64())
	gap := w * (0.09 + 0.04*r.Float64())
	ph1, ph2 := r.Float64()*6, r.Float64()*6
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			fx, fy := float64(x), float64(y)
			d := (fx-c1x)*ux + (fy-c1y)*uy
			along := -(fx-c1x)*uy + (fy-c1y)*ux
			fade := 0.75 + 0.25*math.Sin(along/h*3.1+ph1) // the streak brightens and dims along its length
			a := 0.5*fade*math.Exp(-(d/wid1)*(d/wid1)) + 0.36*fade*math.Exp(-((d-gap)/wid2)*((d-gap)/wid2))
			// glints of the wrinkled film in the lower part
			if fy > h*0.62 {
				wv := math.Sin(fx/w*19+ph2+2.5*math.Sin(fy/h*7)) * math.Sin(fy/h*23+ph1)
				a += 0.16 * math.Pow(math.Max(0, wv), 14) * smooth(0.62, 0.75, fy/h)
			}
			if a < 0.004 {
				continue
			}
			a = math.Min(a, 0.8)
			i := img.PixOffset(x, y)
			for ch := 0; ch < 3; ch++ {
				img.Pix[i+ch] = clamp8(float64(img.Pix[i+ch])*(1-a) + 250*a)
			}
		}
	}
	return img
}

// slipScan is one page through a document feeder whose rollers let it
// slip (class 113): the top of the page is fed straight, then the page
// turns a little more with every line, up to 1.5–2.4° at the bottom, and
// drifts sideways as it goes on at that angle; where the rollers slipped
// the page lagged, so a band of it is stretched; the feeder's glass had a
// speck of dust, which draws a thin grey streak down the whole scan; the
// feeder's backing is light grey beyond the page. Grey, blurred, with
// noise, the size of the page.
func slipScan(page image.Image, seed string) *image.Gray {
	src := toGray(page)
	r := rngFor(seed + "/slip")
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	sign := []float64{-1, 1}[r.Intn(2)]
	maxRad := sign * (1.5 + 0.9*r.Float64()) * math.Pi / 180
	start := 0.22 + 0.12*r.Float64()
	band := 0.5 + 0.25*r.Float64()
	cx := float64(w) * (0.4 + 0.2*r.Float64()) // the roller that kept its grip
	theta, drift, ys := make([]float64, h), make([]float64, h), make([]float64, h)
	acc, yy := 0.0, 0.0
	for y := 0; y < h; y++ {
		t := float64(y) / float64(h)
		th := maxRad * smooth(start, 1, t)
		theta[y], drift[y], ys[y] = th, acc, yy
		acc -= math.Sin(th)
		speed := 1 - 0.07*math.Exp(-((t-band)/0.025)*((t-band)/0.025))
		yy += speed * math.Cos(th)
	}
	dust := int(float64(w) * (0.15 + 0.7*r.Float64()))
	tmp := image.NewGray(src.Bounds())
	for y := 0; y < h; y++ {
		s, c := math.Sincos(theta[y])
		for x := 0; x < w; x++ {
			dx := float64(x) - cx
			sx, sy := cx+dx*c+drift[y], ys[y]+dx*s
			v := 226.0 // the feeder's backing
			if sx >= 0 && sy >= 0 && sx <= float64(w-1) && sy <= float64(h-1) {
				v = grayAt(src, sx, sy)
			}
			if x == dust || x == dust+1 {
				v *= 0.62
			}
			tmp.Pix[tmp.PixOffset(x, y)] = clamp8(v)
		}
	}
	tmp = boxBlur(tmp)
	for i, v := range tmp.Pix {
		tmp.Pix[i] = clamp8(7 + float64(v)*0.94 + r.NormFloat64()*5)
	}
	return tmp
}

// stainScan is a colour scan at dpi of page 1 of a copy that had coffee
// spilt on it (class 114): an irregular brown spill over part of the table,
// lighter inside and darker at its dried rim, the ring a cup left beside
// it, and a few drops; the paper inside the spill cockled a little. The
// sheet is turned deg degrees on a light lid; colour noise.
func stainScan(page image.Image, seed string, dpi int, deg float64) *image.RGBA {
	r := rngFor(seed + "/stain")
	p := rgbaOf(page)
	w, h := p.Bounds().Dx(), p.Bounds().Dy()
	fw, fh := float64(w), float64(h)
	mm := float64(dpi) / 25.4
	cx, cy := fw*(0.42+0.2*r.Float64()), fh*(0.4+0.2*r.Float64())
	rad := (24 + 7*r.Float64()) * mm
	var ph [4]float64
	for i := range ph {
		ph[i] = r.Float64() * 2 * math.Pi
	}
	edge := func(th float64) float64 {
		return rad * (1 + 0.1*math.Sin(2*th+ph[0]) + 0.06*math.Sin(5*th+ph[1]) + 0.035*math.Sin(11*th+ph[2]) + 0.02*math.Sin(23*th+ph[3]))
	}
	// the cup's ring, overlapping the spill
	ra := r.Float64() * 2 * math.Pi
	rr := (35 + 3*r.Float64()) * mm
	rx, ry := cx+math.Cos(ra)*rad*1.35, cy+math.Sin(ra)*rad*1.1
	// drops
	type drop struct{ x, y, r float64 }
	var drops []drop
	for i := 0; i < 5; i++ {
		a := r.Float64() * 2 * math.Pi
		d := rad * (1.15 + 0.6*r.Float64())
		drops = append(drops, drop{cx + math.Cos(a)*d, cy + math.Sin(a)*d, (1.2 + 2.5*r.Float64()) * mm})
	}
	coffee := [3]float64{112, 62, 22}
	stained := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x), float64(y)
			a, cockle := 0.0, 0.0
			d := math.Hypot(fx-cx, fy-cy)
			if d < rad*1.3 {
				e := edge(math.Atan2(fy-cy, fx-cx))
				if d < e {
					mottle := 0.5 + 0.5*math.Sin(fx/(7*mm)+ph[0])*math.Sin(fy/(9*mm)+ph[1])
					a = 0.2 + 0.08*mottle + 0.38*math.Exp(-((e-d)/(1.2*mm))*((e-d)/(1.2*mm)))
					cockle = 0.025 * math.Sin(fx/(5*mm)+fy/(11*mm)+ph[2])
				}
			}
			if dr := math.Abs(math.Hypot(fx-rx, fy-ry) - rr); dr < 3*mm {
				ang := math.Atan2(fy-ry, fx-rx)
				strength := math.Max(0, math.Sin(ang+ph[3])*0.7+0.3)
				a += 0.3 * strength * math.Exp(-(dr/(0.65*mm))*(dr/(0.65*mm)))
			}
			for _, dp := range drops {
				if dd := math.Hypot(fx-dp.x, fy-dp.y); dd < dp.r {
					a += 0.14 + 0.3*math.Exp(-((dp.r-dd)/(0.5*mm))*((dp.r-dd)/(0.5*mm)))
				}
			}
			a = math.Min(a, 0.62)
			i := p.PixOffset(x, y)
			o := stained.PixOffset(x, y)
			for k := 0; k < 3; k++ {
				v := float64(p.Pix[i+k]) * (1 - a*(1-coffee[k]/255)) * (1 + cockle)
				stained.Pix[o+k] = clamp8(v)
			}
			stained.Pix[o+3] = 255
		}
	}
	return colourTurn(stained, r, deg, [3]float64{240, 240, 237})
}

// colourTurn scans a page in colour: turned deg degrees about its centre
// on a lid of colour lid, the paper a little warm, colour noise from r.
func colourTurn(p *image.RGBA, r interface{ NormFloat64() float64 }, deg float64, lid [3]float64) *image.RGBA {
	w, h := p.Bounds().Dx(), p.Bounds().Dy()
	out := image.NewRGBA(p.Bounds())
	cx, cy := float64(w)/2, float64(h)/2
	s, c := math.Sincos(deg * math.Pi / 180)
	paper := [3]float64{0.985, 0.978, 0.958}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := c*dx-s*dy+cx, s*dx+c*dy+cy
			var px [3]float64
			if sx < 0 || sy < 0 || sx > float64(w-1) || sy > float64(h-1) {
				px = lid
			} else {
				x0, y0 := int(sx), int(sy)
				x1, y1 := min(x0+1, w-1), min(y0+1, h-1)
				fx, fy := sx-float64(x0), sy-float64(y0)
				for k := 0; k < 3; k++ {
					v00, v10 := float64(p.Pix[p.PixOffset(x0, y0)+k]), float64(p.Pix[p.PixOffset(x1, y0)+k])
					v01, v11 := float64(p.Pix[p.PixOffset(x0, y1)+k]), float64(p.Pix[p.PixOffset(x1, y1)+k])
					px[k] = ((v00*(1-fx)+v10*fx)*(1-fy) + (v01*(1-fx)+v11*fx)*fy) * paper[k]
				}
			}
			n := r.NormFloat64() * 3
			out.SetRGBA(x, y, color.RGBA{clamp8(px[0] + n + r.NormFloat64()*1.5), clamp8(px[1] + n + r.NormFloat64()*1.5),
				clamp8(px[2] + n + r.NormFloat64()*1.5), 255})
		}
	}
	return out
}

// crumple is page 1 after it was crumpled into a ball and smoothed out
// again on the scanner's glass (class 115): the sheet breaks into facets
// whose edges are creases running in every direction, a few long ones and
// many short ones; each crease scans as a thin dark valley with a bright
// ridge beside it (the lamp grazing the fold), the facets tilt a little
// towards or away from the lamp (lighter or darker) and did not lie back
// exactly where they were, so the print is shifted a fraction of a
// millimetre from one facet to the next. Grey, the size of the page; the
// caller scans it.
func crumple(page image.Image, seed string, dpi int) *image.Gray {
	src := toGray(page)
	r := rngFor(seed + "/crumple")
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	mm := float64(dpi) / 25.4
	// a facet: its seed point, how far it lay back off its place, and its
	// tilt to the lamp (a shade and a shading gradient across it)
	type facet struct{ x, y, dx, dy, shade, gx, gy float64 }
	grid := func(cols, rows int, shift, shade, slope float64) []facet {
		var fs []facet
		for j := 0; j < rows; j++ {
			for i := 0; i < cols; i++ {
				fs = append(fs, facet{(float64(i) + 0.1 + 0.8*r.Float64()) * float64(w) / float64(cols),
					(float64(j) + 0.1 + 0.8*r.Float64()) * float64(h) / float64(rows),
					(r.Float64()*2 - 1) * shift * mm, (r.Float64()*2 - 1) * shift * mm, (r.Float64()*2 - 1) * shade,
					(r.Float64()*2 - 1) * slope / (40 * mm), (r.Float64()*2 - 1) * slope / (40 * mm)})
			}
		}
		return fs
	}
	major, minor := grid(5, 7, 0.22, 0.03, 0.035), grid(9, 12, 0, 0.01, 0.012)
	// nearest returns the nearest and second nearest facets of a point and
	// its distance to the crease between them.
	nearest := func(fs []facet, x, y float64) (int, int, float64) {
		a, b := -1, -1
		da, db := math.Inf(1), math.Inf(1)
		for i, f := range fs {
			d := (x-f.x)*(x-f.x) + (y-f.y)*(y-f.y)
			switch {
			case d < da:
				b, db, a, da = a, da, i, d
			case d < db:
				b, db = i, d
			}
		}
		sep := math.Hypot(fs[b].x-fs[a].x, fs[b].y-fs[a].y)
		return a, b, (db - da) / (2 * sep)
	}
	// a crease is a valley or a ridge, as the fold went: its ridge catches
	// the lamp on the side of the facet that rises
	side := func(a, b int) float64 {
		s := 1.0
		if (min(a, b)*7+max(a, b)*13+a*b)%3 == 0 {
			s = -1
		}
		if a > b {
			s = -s
		}
		return s
	}
	g2 := func(d, c, wd float64) float64 { return math.Exp(-((d - c) / wd) * ((d - c) / wd)) }
	out := image.NewGray(src.Bounds())
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x), float64(y)
			a, b, d := nearest(major, fx, fy)
			fa := major[a]
			light := 1 + fa.shade + fa.gx*(fx-fa.x) + fa.gy*(fy-fa.y)
			v := grayAt(src, fx-fa.dx, fy-fa.dy)
			v -= 34 * g2(d, 0, 0.13*mm)
			v += 12 * side(a, b) * g2(d, 0.4*mm, 0.28*mm)
			v *= 1 - 0.035*math.Exp(-d/(1.4*mm))
			ma, mb, md := nearest(minor, fx, fy)
			fm := minor[ma]
			light += fm.shade + fm.gx*(fx-fm.x) + fm.gy*(fy-fm.y)
			v -= 11 * g2(md, 0, 0.1*mm)
			v += 5 * side(ma, mb) * g2(md, 0.28*mm, 0.2*mm)
			out.Pix[out.PixOffset(x, y)] = clamp8(v * light)
		}
	}
	return out
}

// focusPhoto is a phone photo of page 1 whose camera focused on the wrong
// plane (class 116): the top of the page sharp, then the blur growing down
// the page as it tilts away from the plane of focus, to about two pixels at
// the bottom (a tent-shaped kernel, two box passes whose radius follows the
// row), the sensor noise still sharp on top. Perspective, warm uneven light
// as photo(); width pixels wide.
func focusPhoto(page image.Image, seed string, width int) *image.RGBA {
	img := photo(page, seed, width)
	r := rngFor(seed + "/focus")
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	sharp := 0.16 + 0.1*r.Float64()
	rmax := 1.7 + 0.6*r.Float64()
	rad := make([]float64, h)
	for y := range rad {
		rad[y] = rmax * math.Pow(smooth(sharp, 1.02, float64(y)/float64(h)), 1.2)
	}
	planes := make([][]float64, 3)
	for k := range planes {
		planes[k] = make([]float64, w*h)
		for i := 0; i < w*h; i++ {
			planes[k][i] = float64(img.Pix[4*i+k])
		}
		for pass := 0; pass < 2; pass++ {
			planes[k] = s29RowBlur(planes[k], w, h, rad)
		}
	}
	out := image.NewRGBA(img.Bounds())
	for i := 0; i < w*h; i++ {
		n := r.NormFloat64() * 2.2
		for k := 0; k < 3; k++ {
			out.Pix[4*i+k] = clamp8(planes[k][i] + n)
		}
		out.Pix[4*i+3] = 255
	}
	return out
}

// s29RowBlur is a box blur of a w×h plane whose radius is rad[y] at row y
// (fractional radii blend the two nearest whole ones): horizontally along
// each row, then vertically with the radius of the output row.
func s29RowBlur(a []float64, w, h int, rad []float64) []float64 {
	box := func(get func(int) float64, n int, i int, r float64) float64 {
		k := int(r)
		f := r - float64(k)
		sum := func(k int) float64 {
			s, c := 0.0, 0
			for j := max(0, i-k); j <= min(n-1, i+k); j++ {
				s, c = s+get(j), c+1
			}
			return s / float64(c)
		}
		if f < 0.01 {
			return sum(k)
		}
		return sum(k)*(1-f) + sum(k+1)*f
	}
	tmp, out := make([]float64, len(a)), make([]float64, len(a))
	for y := 0; y < h; y++ {
		row := a[y*w : (y+1)*w]
		for x := 0; x < w; x++ {
			if rad[y] < 0.05 {
				tmp[y*w+x] = row[x]
				continue
			}
			tmp[y*w+x] = box(func(j int) float64 { return row[j] }, w, x, rad[y])
		}
	}
	for x := 0; x < w; x++ {
		for y := 0; y < h; y++ {
			if rad[y] < 0.05 {
				out[y*w+x] = tmp[y*w+x]
				continue
			}
			out[y*w+x] = box(func(j int) float64 { return tmp[j*w+x] }, h, y, rad[y])
		}
	}
	return out
}
