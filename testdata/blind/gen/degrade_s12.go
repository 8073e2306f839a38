package main

import (
	"image"
	"image/color"
	"math"
)

// Session 12 captures: what real uploads show besides a clean flatbed scan.
// Each is seeded by the document name, so a re-run writes the same bytes.

// fold is a page that was folded in three to fit an envelope and then laid on
// the scanner (class 38): each crease is a soft dark valley with a thin
// bright ridge beside it, slightly out of focus because the paper lifts off
// the glass there; the three panels no longer line up (a few pixels of
// sideways shift) and each is shaded towards its creases. The result goes
// through scan() for rotation, noise and specks.
func fold(page image.Image, seed string) *image.Gray {
	src := toGray(page)
	soft := boxBlur(boxBlur(src))
	r := rngFor(seed + "/fold")
	b := src.Bounds()
	h := float64(b.Dy())
	px := h / 297 // pixels per millimetre
	creases := []float64{h/3 + (r.Float64()-0.5)*6*px, 2*h/3 + (r.Float64()-0.5)*6*px}
	shift := []float64{0, (r.Float64() - 0.5) * 1.6 * px, (r.Float64() - 0.5) * 2.4 * px}
	depth := []float64{0.22 + r.Float64()*0.10, 0.18 + r.Float64()*0.10}
	out := image.NewGray(b)
	for y := 0; y < b.Dy(); y++ {
		fy := float64(y)
		panel := 0
		for _, c := range creases {
			if fy >= c {
				panel++
			}
		}
		shade, focus := 1.0, 0.0
		for i, c := range creases {
			d := (fy - c) / px // millimetres from the crease
			shade *= 1 - depth[i]*math.Exp(-d*d/(2*0.55*0.55))
			shade *= 1 - 0.06*math.Exp(-math.Abs(d)/9) // the panel lifts towards the crease
			shade += 0.08 * math.Exp(-(d+1.4)*(d+1.4)/(2*0.3*0.3))
			focus = math.Max(focus, math.Exp(-d*d/(2*1.5*1.5)))
		}
		for x := 0; x < b.Dx(); x++ {
			sx := float64(x) - shift[panel]
			v := grayAt(src, sx, fy)
			if focus > 0.05 {
				v = v*(1-focus) + grayAt(soft, sx, fy)*focus
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(v * shade)
		}
	}
	return out
}

// showThrough is a page of thin paper printed on both sides and scanned a
// little dark (class 39): the back page shows through mirrored, soft and
// faint, and the paper is greyer than on a clean scan. back is nil for a
// sheet printed on one side.
func showThrough(front, back image.Image) *image.Gray {
	f := toGray(front)
	b := f.Bounds()
	var bk *image.Gray
	if back != nil {
		bk = boxBlur(boxBlur(toGray(back)))
	}
	out := image.NewGray(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			v := float64(f.Pix[f.PixOffset(x, y)])
			if bk != nil {
				if p := (image.Point{b.Dx() - 1 - x, y}); p.In(bk.Rect) {
					v *= 1 - 0.17*(1-float64(bk.Pix[bk.PixOffset(p.X, p.Y)])/255)
				}
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(v*0.86 + 2)
		}
	}
	return out
}

// photoDim is a phone picture taken at an angle in a dim room (class 40): a
// strong keystone (the far edge of the page much shorter than the near one)
// and a turn, warm tungsten light falling off across the page, the soft
// shadow of the phone over one corner, a little motion blur and the sensor
// noise of a dark picture.
func photoDim(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed)
	pb := page.Bounds()
	pw, ph := float64(pb.Dx()), float64(pb.Dy())
	w := float64(width)
	height := int(w*ph/pw*0.9) + 1
	h := float64(height)
	j := func(v, s float64) float64 { return v + (r.Float64()-0.5)*0.02*s }
	dst := [4][2]float64{{j(0.16*w, w), j(0.06*h, h)}, {j(0.83*w, w), j(0.04*h, h)}, {j(0.965*w, w), j(0.955*h, h)}, {j(0.035*w, w), j(0.975*h, h)}}
	src := [4][2]float64{{0, 0}, {pw, 0}, {pw, ph}, {0, ph}}
	hm := homography(dst, src) // photo pixel -> page pixel
	at := func(fx, fy float64) (float64, float64) {
		d := hm[6]*fx + hm[7]*fy + hm[8]
		return (hm[0]*fx + hm[1]*fy + hm[2]) / d, (hm[3]*fx + hm[4]*fy + hm[5]) / d
	}
	lx, ly := w*(0.1+0.2*r.Float64()), -0.2*h      // the lamp, beyond the far edge
	shx, shy := w*(0.75+0.15*r.Float64()), h*1.05  // the phone's shadow, from the near edge
	shr := w * (0.32 + 0.08*r.Float64())           // its radius
	mx, my := 0.6+0.4*r.Float64(), 0.3*r.Float64() // motion direction, in photo pixels
	rgba := func(x, y float64) (float64, float64, float64, bool) {
		ix, iy := int(x), int(y)
		if !(image.Point{ix, iy}).In(pb) {
			return 0, 0, 0, false
		}
		cr, cg, cb, _ := page.At(ix, iy).RGBA()
		return float64(cr >> 8), float64(cg >> 8), float64(cb >> 8), true
	}
	out := image.NewRGBA(image.Rect(0, 0, width, height))
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			fx, fy := float64(x), float64(y)
			var cr, cg, cb, n float64
			for _, m := range []float64{0, 0.7, 1.4} { // motion blur
				for _, o := range [][2]float64{{-0.35, -0.35}, {0.35, -0.35}, {-0.35, 0.35}, {0.35, 0.35}} { // footprint
					sx, sy := at(fx+o[0]+m*mx, fy+o[1]+m*my)
					if vr, vg, vb, ok := rgba(sx, sy); ok {
						cr, cg, cb, n = cr+vr, cg+vg, cb+vb, n+1
					} else {
						cr, cg, cb, n = cr+78, cg+60, cb+44, n+1 // desk
					}
				}
			}
			cr, cg, cb = cr/n, cg/n, cb/n
			dist := math.Hypot(fx-lx, fy-ly) / math.Hypot(w, h)
			light := 0.80 - 0.42*dist
			if s := math.Hypot(fx-shx, fy-shy) / shr; s < 1.25 {
				light *= 1 - 0.30*(1-smooth(0.75, 1.25, s))
			}
			noise := r.NormFloat64() * 6
			out.Set(x, y, color.RGBA{clamp8(cr*light + noise + r.NormFloat64()*3), clamp8(cg*light*0.86 + noise + r.NormFloat64()*3),
				clamp8(cb*light*0.62 + noise + r.NormFloat64()*4), 255})
		}
	}
	return out
}

// smooth is the smoothstep from 0 at a to 1 at b.
func smooth(a, b, x float64) float64 {
	t := math.Max(0, math.Min(1, (x-a)/(b-a)))
	return t * t * (3 - 2*t)
}
