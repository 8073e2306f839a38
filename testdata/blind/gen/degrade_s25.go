package main

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
)

// Session 25 captures, each seeded by the document name so a re-run writes
// the same bytes: a page captured with a phone scanner app in black and
// white (class 80), a phone photo with the shadow of the hand and phone
// across the table (class 82), and two pages printed 2-up on one landscape
// sheet and scanned (class 85).

// encodePNG writes an image as a PNG.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	err := png.Encode(&buf, img)
	return buf.Bytes(), err
}

// scanApp is page 1 as a phone scanner app saves it in its black-and-white
// mode (class 80). The phone's picture: the app found the page's corners a
// little off, so the crop leaves dark wedges of the desk along some edges
// and the page is not quite square in the frame; uneven light and the
// shadow of the fingers holding the sheet darken blotches at the border;
// the lens softens the strokes and the sensor adds noise. The app then
// thresholds every pixel against the mean of its neighbourhood (a
// Bradley-style adaptive threshold, anything dark enough black whatever its
// surroundings), so the picture is pure black and white: text bold and a
// little ragged, grey rules and tints either black or gone, the desk and
// the shadows thick black blotches at the edges, and a few speckles where
// noise or dust crossed the threshold. Same size as the page.
func scanApp(page image.Image, seed string) *image.Gray {
	r := rngFor(seed + "/scanapp")
	src := toGray(page)
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	fw, fh := float64(w), float64(h)
	// where the page's corners land in the app's picture: inward shows desk
	off := func() float64 { return (r.Float64()*2.2 - 0.3) * 0.01 * fw }
	dst := [4][2]float64{{off(), off()}, {fw - off(), off()}, {fw - off(), fh - off()}, {off(), fh - off()}}
	src4 := [4][2]float64{{0, 0}, {fw, 0}, {fw, fh}, {0, fh}}
	hm := homography(dst, src4) // picture pixel -> page pixel
	// blotches: the shadows of the fingers and of the sheet's lifted edge,
	// longer along the edge than deep, their outline ragged
	type blot struct{ x, y, along, depth, ph, k float64 }
	var blots []blot
	mm := fw / 216 // pixels per millimetre, near enough for A4 and Letter
	for i, n := 0, 5+r.Intn(3); i < n; i++ {
		b := blot{along: (8 + 14*r.Float64()) * mm, depth: (3 + 4*r.Float64()) * mm, ph: r.Float64() * 6, k: 5 + float64(r.Intn(4))}
		switch r.Intn(4) {
		case 0:
			b.x, b.y = 0, fh*r.Float64()
		case 1:
			b.x, b.y = fw, fh*r.Float64()
		case 2:
			b.x, b.y = fw*r.Float64(), 0
		default:
			b.x, b.y = fw*r.Float64(), fh
		}
		blots = append(blots, b)
	}
	lx, ly := fw*(0.2+0.6*r.Float64()), fh*(0.1+0.3*r.Float64()) // brightest spot
	grey := image.NewGray(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x), float64(y)
			d := hm[6]*fx + hm[7]*fy + hm[8]
			sx, sy := (hm[0]*fx+hm[1]*fy+hm[2])/d, (hm[3]*fx+hm[4]*fy+hm[5])/d
			var v float64
			if sx < 0 || sy < 0 || sx > fw-1 || sy > fh-1 {
				v = 52 // the desk
			} else {
				v = grayAt(src, sx, sy)
				light := 0.97 - 0.22*math.Hypot(fx-lx, fy-ly)/math.Hypot(fw, fh)
				for _, b := range blots {
					t, p := fx-b.x, fy-b.y // along and across the edge
					if b.x == 0 || b.x == fw {
						t, p = p, t
					}
					u := t / b.along
					if math.Abs(u) >= 1 {
						continue
					}
					// a ragged hill rising from the edge
					prof := b.depth * math.Sqrt(1-u*u) * (1 + 0.22*math.Sin(b.k*u+b.ph) + 0.1*math.Sin(2.9*b.k*u+1.7*b.ph))
					light *= 1 - 0.75*(1-smooth(-0.6*mm, 0.6*mm, math.Abs(p)-prof))
				}
				v *= light
			}
			grey.Pix[grey.PixOffset(x, y)] = clamp8(v + r.NormFloat64()*7)
		}
	}
	grey = boxBlur(grey)
	// the adaptive threshold over a window of about 3 mm, from an integral image
	rad := int(1.6 * mm)
	sum := make([]int64, (w+1)*(h+1))
	for y := 0; y < h; y++ {
		var row int64
		for x := 0; x < w; x++ {
			row += int64(grey.Pix[grey.PixOffset(x, y)])
			sum[(y+1)*(w+1)+x+1] = sum[y*(w+1)+x+1] + row
		}
	}
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		y0, y1 := max(0, y-rad), min(h, y+rad+1)
		for x := 0; x < w; x++ {
			x0, x1 := max(0, x-rad), min(w, x+rad+1)
			s := sum[y1*(w+1)+x1] - sum[y0*(w+1)+x1] - sum[y1*(w+1)+x0] + sum[y0*(w+1)+x0]
			mean := float64(s) / float64((y1-y0)*(x1-x0))
			v := float64(grey.Pix[grey.PixOffset(x, y)])
			c := uint8(255)
			if v < 100 || v < mean*0.84 {
				c = 0
			}
			out.Pix[out.PixOffset(x, y)] = c
		}
	}
	// speckles: dust and noise that crossed the threshold, more near the edges
	for i, n := 0, 60+r.Intn(40); i < n; i++ {
		x, y := r.Float64()*fw, r.Float64()*fh
		if r.Intn(3) > 0 { // most pulled towards an edge
			if r.Intn(2) == 0 {
				x = math.Mod(x, 0.08*fw) + float64(r.Intn(2))*0.92*fw
			} else {
				y = math.Mod(y, 0.06*fh) + float64(r.Intn(2))*0.94*fh
			}
		}
		sr := 0.6 + 1.4*r.Float64()
		for dy := -2; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				if p := (image.Point{int(x) + dx, int(y) + dy}); p.In(out.Rect) && math.Hypot(float64(dx), float64(dy)) <= sr {
					out.Pix[out.PixOffset(p.X, p.Y)] = 0
				}
			}
		}
	}
	return out
}

// shadowPhoto is a phone photo of page 1 (perspective, warm uneven light
// and blur, as photo()) taken with the lamp behind the photographer, so the
// shadow of the hand and the phone falls across the page (class 82): a
// forearm coming in from the right edge, the hand and the phone at its end,
// lying diagonally over the lower right part of the table. The shadow is
// soft-edged (the phone is well above the page), takes more than half
// the light, is a little bluer than the lamp-lit paper (what lights it is the
// room's daylight) and noisier.
func shadowPhoto(page image.Image, seed string, width int) *image.RGBA {
	img := photo(page, seed, width)
	r := rngFor(seed + "/shadow")
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	ang := (24 + 12*r.Float64()) * math.Pi / 180
	ux, uy := -math.Cos(ang), -math.Sin(ang) // from the right edge towards the upper left
	vx, vy := -uy, ux
	ax, ay := 1.08*w, (0.70+0.08*r.Float64())*h // where the forearm enters
	arm := (0.50 + 0.06*r.Float64()) * w
	bx, by := ax+ux*arm, ay+uy*arm // the wrist
	pen := 0.022 * w
	segDist := func(x, y, x0, y0, x1, y1 float64) float64 {
		dx, dy := x1-x0, y1-y0
		t := math.Max(0, math.Min(1, ((x-x0)*dx+(y-y0)*dy)/(dx*dx+dy*dy)))
		return math.Hypot(x-x0-t*dx, y-y0-t*dy)
	}
	// the phone: a rounded rectangle beyond the hand, along the arm
	pcx, pcy := bx+ux*0.18*w, by+uy*0.18*w
	pl, pw, pr := 0.15*w, 0.078*w, 0.022*w
	mask := func(x, y float64) float64 {
		d := segDist(x, y, ax, ay, bx, by) - 0.062*w                        // forearm
		d = math.Min(d, math.Hypot(x-bx-ux*0.03*w, y-by-uy*0.03*w)-0.085*w) // hand
		// fingers round the phone's edge
		d = math.Min(d, segDist(x, y, bx+ux*0.05*w+vx*0.06*w, by+uy*0.05*w+vy*0.06*w, bx+ux*0.14*w+vx*0.075*w, by+uy*0.14*w+vy*0.075*w)-0.018*w)
		px, py := (x-pcx)*ux+(y-pcy)*uy, (x-pcx)*vx+(y-pcy)*vy
		qx, qy := math.Abs(px)-pl+pr, math.Abs(py)-pw+pr
		box := math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - pr
		d = math.Min(d, box)
		return 1 - smooth(-pen, pen, d)
	}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			k := mask(float64(x), float64(y))
			if k <= 0 {
				continue
			}
			i := img.PixOffset(x, y)
			n := r.NormFloat64() * 3.5 * k
			tint := [3]float64{0.90, 0.96, 1.07}
			for c := 0; c < 3; c++ {
				f := 1 - 0.56*k
				v := float64(img.Pix[i+c]) * f * (1 + (tint[c]-1)*k)
				img.Pix[i+c] = clamp8(v + n)
			}
		}
	}
	return img
}

// twoUp is a landscape sheet at the pages' resolution with two portrait
// pages printed side by side on it, as a printer driver's "2 pages per
// sheet" lays them (class 85): each page scaled down to fit the sheet's
// height within a 5 mm margin, centred in its half, page 1 on the left.
func twoUp(p1, p2 image.Image, dpi int) *image.RGBA {
	pw, ph := p1.Bounds().Dx(), p1.Bounds().Dy()
	sw, sh := ph, pw // the same paper turned landscape
	m := int(5 * float64(dpi) / 25.4)
	nw := int(float64(pw) * float64(sh-2*m) / float64(ph))
	sheet := image.NewRGBA(image.Rect(0, 0, sw, sh))
	fillRect(sheet, 0, 0, sw, sh, color.RGBA{255, 255, 255, 255})
	for k, p := range []image.Image{p1, p2} {
		s := shrink(p, nw)
		x0 := k*sw/2 + (sw/2-nw)/2
		y0 := (sh - s.Bounds().Dy()) / 2
		draw.Draw(sheet, image.Rect(x0, y0, x0+nw, y0+s.Bounds().Dy()), s, image.Point{}, draw.Src)
	}
	return sheet
}
