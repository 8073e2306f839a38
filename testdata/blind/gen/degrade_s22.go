package main

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
)

// Session 22 captures, each seeded by the document name so a re-run writes
// the same bytes: a phone photo of a computer monitor showing the report
// (class 74), a photo recompressed by a messaging app (class 75), and a
// colour scan of a stapled, hole-punched page on watermarked stationery
// (class 76).

// rgbaOf copies an image into an RGBA whose bounds start at 0,0.
func rgbaOf(img image.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Bounds(), img, b.Min, draw.Src)
	return out
}

// fillRect paints a rectangle of an RGBA.
func fillRect(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	draw.Draw(img, image.Rect(x0, y0, x1, y1), &image.Uniform{c}, image.Point{}, draw.Src)
}

// viewerScreen is what the monitor shows: a PDF viewer, its dark toolbar
// on top (icons and a page box, no legible text), the page fitted to the
// window's height on the viewer's grey with a soft drop shadow, and the
// desktop's taskbar below. It returns the screen and where the page is.
func viewerScreen(page image.Image) (*image.RGBA, image.Point) {
	p := rgbaOf(page)
	pw, ph := p.Bounds().Dx(), p.Bounds().Dy()
	tool, gap, task := ph*35/1000, ph*8/1000, ph*26/1000
	side := pw * 12 / 100
	sw, sh := pw+2*side, tool+gap+ph+gap+task
	s := image.NewRGBA(image.Rect(0, 0, sw, sh))
	fillRect(s, 0, 0, sw, sh, color.RGBA{82, 86, 89, 255})
	fillRect(s, 0, 0, sw, tool, color.RGBA{50, 54, 57, 255})
	ic := tool / 3
	for i := 0; i < 4; i++ { // toolbar icons
		x := side/4 + i*ic*2
		fillRect(s, x, ic, x+ic, 2*ic, color.RGBA{190, 193, 196, 255})
	}
	fillRect(s, sw/2-ic*3, ic-ic/4, sw/2+ic*3, 2*ic+ic/4, color.RGBA{32, 33, 36, 255}) // page box
	for i := 0; i < 3; i++ {
		x := sw - side/3 - i*ic*2
		fillRect(s, x, ic, x+ic, 2*ic, color.RGBA{190, 193, 196, 255})
	}
	ty := sh - task
	fillRect(s, 0, ty, sw, sh, color.RGBA{28, 30, 36, 255})
	for i, c := range []color.RGBA{{0, 120, 212, 255}, {240, 200, 60, 255}, {220, 60, 50, 255}, {60, 170, 90, 255}, {200, 200, 205, 255}} {
		x := sw/2 - 5*task/2 + i*task
		fillRect(s, x+task/4, ty+task/4, x+3*task/4, ty+3*task/4, c)
	}
	at := image.Point{side, tool + gap}
	// drop shadow under the page, then the page
	sd := ph / 250
	for y := at.Y - sd; y < at.Y+ph+3*sd && y < ty; y++ {
		for x := at.X - sd; x < at.X+pw+3*sd; x++ {
			dx := math.Max(0, math.Max(float64(at.X-x), float64(x-(at.X+pw-1))))
			dy := math.Max(0, math.Max(float64(at.Y-y), float64(y-(at.Y+ph-1))))
			d := math.Hypot(dx, dy) / float64(3*sd)
			if d > 0 && d < 1 {
				i := s.PixOffset(x, y)
				k := 1 - 0.45*(1-d)
				for c := 0; c < 3; c++ {
					s.Pix[i+c] = uint8(float64(s.Pix[i+c]) * k)
				}
			}
		}
	}
	draw.Draw(s, image.Rect(at.X, at.Y, at.X+pw, at.Y+ph), p, image.Point{}, draw.Src)
	return s, at
}

// monitorPhoto is a phone photo of a computer monitor showing page 1 in a
// PDF viewer (class 74): the screen's pixels are lit red, green and blue
// stripes with a dark grid between them, which the camera samples at a
// slightly different pitch, so moiré fringes run across the picture; a
// bright band of reflected window light crosses the screen; the monitor is
// seen a little from the side (slight perspective), the dark bezel and the
// wall above and the desk below show at the edges; the screen's cool white,
// vignetting and sensor noise. The page is rendered at the dpi of the
// screen's pixels; the photo is width pixels wide.
func monitorPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/monitor")
	scr, _ := viewerScreen(page)
	sw, sh := float64(scr.Bounds().Dx()), float64(scr.Bounds().Dy())
	w := float64(width)
	k := 0.94 * w / sw
	height := int(sh * k / 0.90)
	h := float64(height)
	j := func(v, s float64) float64 { return v + (r.Float64()-0.5)*0.03*s }
	// where the screen's corners land in the photo: the left edge nearer the camera
	dst := [4][2]float64{{j(0.035*w, w), j(0.055*h, h)}, {j(0.965*w, w), j(0.045*h, h)},
		{j(0.955*w, w), j(0.955*h, h)}, {j(0.03*w, w), j(0.965*h, h)}}
	src := [4][2]float64{{0, 0}, {sw, 0}, {sw, sh}, {0, sh}}
	hm := homography(dst, src) // photo pixel -> screen pixel
	bezel := sh * 0.035
	// the glare band: a line across the photo, its width and strength
	ang := (25 + 20*r.Float64()) * math.Pi / 180
	if r.Intn(2) == 0 {
		ang = -ang
	}
	gx, gy := w*(0.3+0.4*r.Float64()), h*(0.3+0.4*r.Float64())
	nx, ny := -math.Sin(ang), math.Cos(ang)
	gw := w * (0.06 + 0.03*r.Float64())
	gs := 40 + 16*r.Float64()
	white := [3]float64{212, 219, 236}
	black := [3]float64{24, 26, 34}
	out := image.NewRGBA(image.Rect(0, 0, width, height))
	const n = 3
	moire := 0.35 + 0.1*r.Float64()
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			var acc, flat [3]float64
			var env [3]float64 // what is not screen: bezel, wall, desk
			ne := 0.0
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					fx := float64(x) + (float64(sx)+0.5)/n - 0.5
					fy := float64(y) + (float64(sy)+0.5)/n - 0.5
					d := hm[6]*fx + hm[7]*fy + hm[8]
					u, v := (hm[0]*fx+hm[1]*fy+hm[2])/d, (hm[3]*fx+hm[4]*fy+hm[5])/d
					switch {
					case v < -bezel:
						env[0], env[1], env[2], ne = env[0]+150, env[1]+141, env[2]+128, ne+1 // wall
					case v > sh+bezel*1.4:
						env[0], env[1], env[2], ne = env[0]+92, env[1]+80, env[2]+68, ne+1 // desk
					case v < 0 || v >= sh:
						env[0], env[1], env[2], ne = env[0]+20, env[1]+20, env[2]+23, ne+1 // bezel
					default:
						// the viewer goes on beyond the picture's sides
						iu, iv := int(math.Max(0, math.Min(sw-1, math.Floor(u)))), int(math.Floor(v))
						fu, fv := u-math.Floor(u), v-math.Floor(v)
						sub := int(fu * 3)
						if sub > 2 {
							sub = 2
						}
						t := fu*3 - float64(sub)
						mask := 1.0
						if t < 0.12 || t > 0.88 || fv < 0.07 || fv > 0.93 {
							mask = 0.12 // the dark grid between the subpixels
						}
						i := scr.PixOffset(iu, iv)
						acc[sub] += float64(scr.Pix[i+sub]) * 3 * mask / 0.69
						for c := 0; c < 3; c++ {
							flat[c] += float64(scr.Pix[i+c])
						}
					}
				}
			}
			fx, fy := float64(x), float64(y)
			dd := (fx-gx)*nx + (fy-gy)*ny
			glare := gs*math.Exp(-dd*dd/(gw*gw)) + 14*math.Exp(-dd*dd/(9*gw*gw))
			vig := 1 - 0.28*(math.Pow((fx-w/2)/(w/2), 2)+math.Pow((fy-h/2)/(h/2), 2))/2
			ns := float64(n * n)
			scrFrac := 1 - ne/ns
			var px [3]float64
			for c := 0; c < 3; c++ {
				// the light of this channel: what the lens resolves of the
				// subpixels beats with the sensor's grid (moiré) over the
				// blurred average
				lit := ((1-moire)*flat[c] + moire*acc[c]) / ns / 255
				sv := black[c]*scrFrac + (white[c]-black[c])*lit
				ev := 0.0
				if ne > 0 {
					ev = env[c] / ns
				}
				px[c] = (sv+ev)*vig + glare*(0.9+0.05*float64(c)) + r.NormFloat64()*3.2
			}
			out.SetRGBA(x, y, color.RGBA{clamp8(px[0]), clamp8(px[1]), clamp8(px[2]), 255})
		}
	}
	return out
}

// shrink scales an image down to width pixels wide by averaging the
// source pixels under each output pixel.
func shrink(img image.Image, width int) *image.RGBA {
	src := rgbaOf(img)
	sw, sh := src.Bounds().Dx(), src.Bounds().Dy()
	s := float64(sw) / float64(width)
	height := int(float64(sh)/s + 0.5)
	out := image.NewRGBA(image.Rect(0, 0, width, height))
	for y := 0; y < height; y++ {
		y0, y1 := int(float64(y)*s), int(math.Ceil(float64(y+1)*s))
		y1 = min(y1, sh)
		for x := 0; x < width; x++ {
			x0, x1 := int(float64(x)*s), int(math.Ceil(float64(x+1)*s))
			x1 = min(x1, sw)
			var acc [3]int
			n := 0
			for yy := y0; yy < y1; yy++ {
				for xx := x0; xx < x1; xx++ {
					i := src.PixOffset(xx, yy)
					acc[0] += int(src.Pix[i])
					acc[1] += int(src.Pix[i+1])
					acc[2] += int(src.Pix[i+2])
					n++
				}
			}
			out.SetRGBA(x, y, color.RGBA{uint8(acc[0] / n), uint8(acc[1] / n), uint8(acc[2] / n), 255})
		}
	}
	return out
}

// chatPhoto is a phone photo of page 1 as a messaging app passes it on
// (class 75): the phone's picture (perspective, warm uneven light and blur
// as photo(), 1800 px wide, saved as a JPEG at q92), then scaled down to
// 1280 px wide; the caller recompresses it at q50.
func chatPhoto(page image.Image, seed string) (*image.RGBA, error) {
	data, err := encodeJPEG(photo(page, seed, 1800), 92)
	if err != nil {
		return nil, err
	}
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return shrink(img, 1280), nil
}

// stationery is the faint pattern pre-printed on the lab's paper: two
// families of fine wavy guilloche lines crossing each other and, between
// them, the lab's mark (a ring round a dot) repeated in staggered rows;
// the alpha of the tint at a pixel (mm pixels per millimetre).
func stationery(x, y, mm float64) float64 {
	line := func(t, period float64) float64 {
		d := math.Abs(t-math.Round(t/period)*period) / mm // distance in mm
		return math.Max(0, 1-d/0.12)
	}
	a := 0.0
	a = math.Max(a, line(y+1.6*mm*math.Sin(2*math.Pi*x/(9*mm)), 3.2*mm))
	a = math.Max(a, line(y-1.6*mm*math.Sin(2*math.Pi*x/(9*mm)+1.3), 3.2*mm))
	a *= 0.55
	// the mark, every 42 mm, each row shifted by half a tile
	tile := 42 * mm
	row := math.Floor(y / tile)
	cx := (math.Floor(x/tile-0.5*math.Mod(row, 2)) + 0.5 + 0.5*math.Mod(row, 2)) * tile
	cy := (row + 0.5) * tile
	d := math.Hypot(x-cx, y-cy) / mm
	if math.Abs(d-8) < 1.1 || d < 2.6 {
		a = math.Max(a, 0.9)
	}
	return a
}

// colourScan is a colour flatbed scan (class 76) of page 1 rendered at dpi,
// printed on the lab's stationery (stationery()), punched for a binder (two
// holes 80 mm apart in the left margin, through which the scanner's dark
// lid shows, a thin shadow on the paper round them) and stapled at the top
// left (the staple's crown, its shadow and the paper puckered towards the
// corner); then scanned slightly turned, on a dark lid, with colour noise.
func colourScan(page image.Image, seed string, dpi int) *image.RGBA {
	r := rngFor(seed + "/colour")
	p := rgbaOf(page)
	w, h := p.Bounds().Dx(), p.Bounds().Dy()
	mm := float64(dpi) / 25.4
	tint := [3]float64{30, 120, 128}
	// holes and staple, in page pixels
	hx := 12 * mm
	holes := []float64{float64(h)/2 - 40*mm, float64(h)/2 + 40*mm}
	hr := 2.75 * mm
	sa := (-38 - 6*r.Float64()) * math.Pi / 180
	scx, scy := (10+r.Float64())*mm, (9+r.Float64())*mm
	half := 6.2 * mm
	ax, ay := scx-half*math.Cos(sa), scy-half*math.Sin(sa)
	bx, by := scx+half*math.Cos(sa), scy+half*math.Sin(sa)
	segDist := func(x, y, x0, y0, x1, y1 float64) float64 {
		vx, vy := x1-x0, y1-y0
		t := math.Max(0, math.Min(1, ((x-x0)*vx+(y-y0)*vy)/(vx*vx+vy*vy)))
		return math.Hypot(x-x0-t*vx, y-y0-t*vy)
	}
	paper := image.NewRGBA(image.Rect(0, 0, w, h))
	lid := [3]float64{34, 34, 37}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x), float64(y)
			i := p.PixOffset(x, y)
			var c [3]float64
			a := 0.065 * stationery(fx, fy, mm)
			for k := 0; k < 3; k++ {
				c[k] = float64(p.Pix[i+k]) * (1 - a + a*tint[k]/255) * [3]float64{0.985, 0.978, 0.955}[k]
			}
			// paper puckered by the staple: faint shadow wedges towards the corner
			for _, e := range [][2]float64{{ax, ay}, {bx, by}} {
				d := segDist(fx, fy, e[0], e[1], e[0]-9*mm, e[1]-4*mm)
				if d < 1.5*mm {
					for k := range c {
						c[k] *= 1 - 0.07*(1-d/(1.5*mm))
					}
				}
			}
			// the staple's shadow, then the staple
			if d := segDist(fx, fy, ax+0.5*mm, ay+0.7*mm, bx+0.5*mm, by+0.7*mm); d < 0.9*mm {
				for k := range c {
					c[k] *= 1 - 0.5*(1-smooth(0.2*mm, 0.9*mm, d))
				}
			}
			if d := segDist(fx, fy, ax, ay, bx, by); d < 0.42*mm {
				m := 115 + 100*(1-math.Pow(d/(0.42*mm), 2))
				c = [3]float64{m, m + 2, m + 8}
			}
			for _, e := range [][2]float64{{ax, ay}, {bx, by}} { // the legs through the paper
				if math.Hypot(fx-e[0], fy-e[1]) < 0.45*mm {
					c = [3]float64{70, 70, 74}
				}
			}
			// binder holes: the dark lid inside, a thin shadow on the paper below-right
			for _, cy := range holes {
				d := math.Hypot(fx-hx, fy-cy)
				if d < hr {
					c = lid
				} else if d < hr+0.6*mm && (fx-hx)+(fy-cy) > 0 {
					for k := range c {
						c[k] *= 0.8 + 0.2*(d-hr)/(0.6*mm)
					}
				}
			}
			paper.SetRGBA(x, y, color.RGBA{clamp8(c[0]), clamp8(c[1]), clamp8(c[2]), 255})
		}
	}
	// the scan: a slight turn on the dark lid, bilinear, colour noise
	deg := (0.2 + 0.3*r.Float64()) * float64(1-2*r.Intn(2))
	sn, cs := math.Sincos(deg * math.Pi / 180)
	cx, cy := float64(w)/2, float64(h)/2
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	at := func(x, y, k int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return lid[k]
		}
		return float64(paper.Pix[paper.PixOffset(x, y)+k])
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx, sy := cs*dx-sn*dy+cx, sn*dx+cs*dy+cy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			tx, ty := sx-float64(x0), sy-float64(y0)
			var v [3]uint8
			g := r.NormFloat64() * 2.2
			for k := 0; k < 3; k++ {
				s := (at(x0, y0, k)*(1-tx)+at(x0+1, y0, k)*tx)*(1-ty) + (at(x0, y0+1, k)*(1-tx)+at(x0+1, y0+1, k)*tx)*ty
				v[k] = clamp8(4 + s*0.975 + g + r.NormFloat64()*1.6)
			}
			out.SetRGBA(x, y, color.RGBA{v[0], v[1], v[2], 255})
		}
	}
	return out
}
