package main

import (
	"image"
	"math"
)

// Session 34 captures, each seeded by the document name so a re-run writes
// the same bytes: a scan of a page laid crooked on the glass and cropped to
// it without deskewing (class 159), a phone photo of a page that had been
// folded in half and lies with its upper half raised (class 160), a phone
// photo under a flickering LED light (class 161) and a colour scan of a
// copy with a sticky note on it (class 162).

// askewScan is page 1 laid crooked on the scanner's glass (class 159):
// turned 5°–8° one way or the other, and saved by scanning software that
// crops the scan to the page it finds without straightening it, so the
// picture is the page's turned bounding box with a margin of 1.5–3.5 mm,
// the light grey of the lid in the four corner triangles and a thin
// shadow along the page's edges; grey, noise, specks.
func askewScan(page image.Image, seed string, dpi int) *image.Gray {
	r := rngFor(seed + "/askew")
	src := toGray(page)
	pw, ph := float64(src.Rect.Dx()), float64(src.Rect.Dy())
	mm := float64(dpi) / 25.4
	deg := 5 + 3*r.Float64()
	if r.Intn(2) == 0 {
		deg = -deg
	}
	s, c := math.Sincos(deg * math.Pi / 180)
	m := (1.5 + 2*r.Float64()) * mm
	W := int(pw*math.Abs(c) + ph*math.Abs(s) + 2*m)
	H := int(pw*math.Abs(s) + ph*math.Abs(c) + 2*m)
	cx, cy := float64(W)/2+(r.Float64()-0.5)*mm, float64(H)/2+(r.Float64()-0.5)*mm
	lid := 224 + 8*r.Float64()
	out := image.NewGray(image.Rect(0, 0, W, H))
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			// back into the page: undo the turn about the page's centre
			dx, dy := float64(x)-cx, float64(y)-cy
			u, v := c*dx+s*dy+pw/2, -s*dx+c*dy+ph/2
			var val float64
			if u >= 0 && v >= 0 && u < pw && v < ph {
				val = 8 + grayAt(src, u, v)*0.94
			} else {
				du := math.Max(0, math.Max(-u, u-pw))
				dv := math.Max(0, math.Max(-v, v-ph))
				val = lid - 90*math.Exp(-math.Hypot(du, dv)/(0.5*mm))
			}
			val += r.NormFloat64() * 6
			if r.Float64() < 0.0004 {
				val = 40
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(val)
		}
	}
	return out
}

// tentPhoto is a phone photo of page 1 after it had been folded in half
// across the middle (class 160): the lower half lies flat on the desk, the
// upper half stays raised towards the camera round the crease, so in the
// picture it is foreshortened (74–84 % of its height), its top edge wider
// than the crease (4–7 %, nearer the lens) and lit differently from the
// lower half (darker, turned away from the light), the desk showing above it; a shadowed valley with a thin
// bright ridge along the crease; then photographed as photo()
// (perspective, warm uneven light, blur), width pixels wide.
func tentPhoto(page image.Image, seed string, dpi, width int) *image.RGBA {
	r := rngFor(seed + "/tent")
	p := rgbaOf(page)
	pw, ph := float64(p.Rect.Dx()), float64(p.Rect.Dy())
	mm := float64(dpi) / 25.4
	fold := ph / 2
	k := 0.74 + 0.1*r.Float64()
	widen := 0.04 + 0.03*r.Float64()
	pad := math.Ceil(pw*widen/2 + 6*mm)
	W, H := int(pw+2*pad), int(ph+8*mm)
	top := 8*mm + fold*(1-k) // the raised top edge in the canvas
	crease := 8*mm + fold
	light := 0.8 + 0.1*r.Float64() // turned away from the ceiling light
	desk := [3]float64{96, 84, 70}
	canvas := image.NewRGBA(image.Rect(0, 0, W, H))
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			fx, fy := float64(x)-pad, float64(y)
			px, shade, on := desk, 1.0, false
			switch {
			case fy >= crease: // the lower half, flat
				v := fy - 8*mm
				if on = fx >= 0 && fx < pw && v < ph; on {
					px = rgbaAt(p, fx, v, desk)
					shade = 1 - 0.3*math.Exp(-(fy-crease)/(2.2*mm))
				}
			case fy >= top: // the upper half, raised
				t := (crease - fy) / (crease - top) // 0 at the crease, 1 at the top edge
				v := fold * (1 - t)
				sc := 1 + widen*t
				u := (fx-pw/2)/sc + pw/2
				if on = u >= 0 && u < pw; on {
					px = rgbaAt(p, u, v, desk)
					shade = light*(1-0.07*t) - 0.16*math.Exp(-(crease-fy)/(1.6*mm)) + 0.1*math.Exp(-math.Abs(crease-fy-2.2*mm)/(0.5*mm))
				}
			default: // the desk beyond the raised edge, in its shadow near it
				shade = 1 - 0.3*math.Exp(-(top-fy)/(5*mm))
			}
			if !on && fy >= top && fy < crease {
				shade = 0.82
			}
			o := canvas.PixOffset(x, y)
			canvas.Pix[o], canvas.Pix[o+1], canvas.Pix[o+2], canvas.Pix[o+3] = clamp8(px[0]*shade), clamp8(px[1]*shade), clamp8(px[2]*shade), 255
		}
	}
	return photo(canvas, seed, width)
}

// flickerPhoto is a phone photo of page 1 taken under an LED ceiling light
// that flickers at twice the mains frequency (class 161): the camera's
// rolling shutter reads the sensor row by row, so the flicker lays 6–10
// soft horizontal bands across the whole picture (page and desk alike),
// 22–32 % darker at their middle, a little green in the dark bands and
// magenta between them; photographed as photo() (perspective, warm uneven
// light, blur), width pixels wide.
func flickerPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/flicker")
	img := photo(page, seed, width)
	h := float64(img.Rect.Dy())
	period := h / (6 + 4*r.Float64())
	phase := r.Float64() * 2 * math.Pi
	amp := 0.22 + 0.1*r.Float64()
	for y := 0; y < img.Rect.Dy(); y++ {
		w := 0.5 + 0.5*math.Sin(2*math.Pi*float64(y)/period+phase)
		f := 1 - amp*math.Pow(w, 1.5)
		tint := [3]float64{f * (1 - 0.035*w + 0.02*(1-w)), f * (1 + 0.03*w - 0.015*(1-w)), f * (1 - 0.02*w + 0.02*(1-w))}
		for x := 0; x < img.Rect.Dx(); x++ {
			o := img.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				img.Pix[o+c] = clamp8(float64(img.Pix[o+c]) * tint[c])
			}
		}
	}
	return img
}

// noteScan is page 1 of a copy on which a square yellow sticky note (76
// mm) was stuck, its top-left corner at (at[0], at[1]) mm, turned 2°–5°,
// with a few words scribbled on it in blue ballpoint (class 162): the note
// hides what lies under it (the layout leaves that place empty), its lower
// part, lifted off the page, a little darker and casting a soft shadow on
// the page; then scanned in colour, turned deg degrees on a light lid,
// colour noise.
func noteScan(page image.Image, seed string, dpi int, at [2]float64, deg float64) *image.RGBA {
	r := rngFor(seed + "/note")
	p := rgbaOf(page)
	mm := float64(dpi) / 25.4
	size := 76 * mm
	tilt := 2 + 3*r.Float64()
	if r.Intn(2) == 0 {
		tilt = -tilt
	}
	sn, cs := math.Sincos(tilt * math.Pi / 180)
	cx, cy := at[0]*mm+size/2, at[1]*mm+size/2
	n := int(size) + 1
	k := &ink{w: n, h: n, a: make([]float32, n*n), r: r}
	width := 0.45 * mm
	k.scribble(7*mm, 22*mm, mm, width, 3)
	k.scribble(7*mm, 35*mm, mm, width, 2)
	k.scribble(9*mm, 48*mm, mm, width, 3)
	k.stroke([][2]float64{{8 * mm, 58 * mm}, {30 * mm, 59 * mm}, {52 * mm, 57.5 * mm}}, width)
	yellow, pen := [3]float64{252, 233, 112}, [3]float64{30, 45, 140}
	out := image.NewRGBA(p.Rect)
	for y := 0; y < p.Rect.Dy(); y++ {
		for x := 0; x < p.Rect.Dx(); x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			u, v := cs*dx+sn*dy+size/2, -sn*dx+cs*dy+size/2 // in the note
			o := p.PixOffset(x, y)
			base := [3]float64{float64(p.Pix[o]), float64(p.Pix[o+1]), float64(p.Pix[o+2])}
			var c [3]float64
			if u >= 0 && v >= 0 && u < size && v < size {
				lift := math.Max(0, (v-0.55*size)/(0.45*size))
				shade := 1 - 0.09*lift*lift - 0.03*math.Exp(-v/(4*mm))
				a := float64(k.a[int(v)*n+int(u)]) * 0.9
				for i := range c {
					c[i] = (yellow[i]*shade*0.97+base[i]*0.03)*(1-a) + pen[i]*a
				}
			} else {
				du := math.Max(0, math.Max(-u, u-size))
				dv := math.Max(0, math.Max(-v, v-size))
				d := math.Hypot(du, dv)
				sh := 0.0
				if v > 0.45*size && (u >= size || v >= size) { // the lifted part shades the page beside and below it
					sh = 0.28 * math.Min(1, (v-0.45*size)/(0.3*size)) * math.Exp(-d/(1.4*mm))
				}
				for i := range c {
					c[i] = base[i] * (1 - sh)
				}
			}
			out.Pix[o], out.Pix[o+1], out.Pix[o+2], out.Pix[o+3] = clamp8(c[0]), clamp8(c[1]), clamp8(c[2]), 255
		}
	}
	return colourTurn(out, r, deg, [3]float64{238, 238, 235})
}
