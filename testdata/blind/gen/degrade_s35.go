package main

import (
	"image"
	"math"
)

// Session 35 captures, each seeded by the document name so a re-run writes
// the same bytes: a phone photo through a greasy fingerprint on the lens
// (class 168), a phone photo taken from afar with the digital zoom (class
// 169) and a colour scan of an inkjet copy on which water dripped and made
// the ink run (class 170).

// s35Planes splits an RGBA image into three float planes.
func s35Planes(img *image.RGBA) [3][]float64 {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	var ps [3][]float64
	for c := range ps {
		ps[c] = make([]float64, w*h)
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			o := img.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				ps[c][y*w+x] = float64(img.Pix[o+c])
			}
		}
	}
	return ps
}

// smudgePhoto is a phone photo of page 1 as photo() (perspective, warm
// uneven light, blur) taken through a greasy fingerprint on the lens (class
// 168): over an oval patch of the picture, turned at a random angle and
// fading out at its edges, the light of the page is scattered into a
// milky veil, the print gets soft glowing halos and is smeared along the
// direction the finger wiped, with faint ridges of the print across it; the
// contrast of the print under it falls to about a half, elsewhere the
// picture is as photo(). width pixels wide.
func smudgePhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/smudge")
	img := photo(page, seed, width)
	w, h := img.Rect.Dx(), img.Rect.Dy()
	cx, cy := (0.35+0.3*r.Float64())*float64(w), (0.32+0.36*r.Float64())*float64(h)
	ax, ay := (0.28+0.1*r.Float64())*float64(w), (0.2+0.1*r.Float64())*float64(h)
	th := r.Float64() * math.Pi
	sn, cs := math.Sincos(th)
	strength := 0.62 + 0.16*r.Float64()
	period, phase := 9+6*r.Float64(), r.Float64()*2*math.Pi
	ps := s35Planes(img)
	var glow [3][]float64
	for c := range ps {
		glow[c] = s27Blur(ps[c], w, h, 7)
	}
	out := image.NewRGBA(img.Rect)
	copy(out.Pix, img.Pix)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			u, v := cs*dx+sn*dy, -sn*dx+cs*dy // along and across the wipe
			d2 := (u*u)/(ax*ax) + (v*v)/(ay*ay)
			if d2 > 4 {
				continue
			}
			ridge := 0.78 + 0.22*math.Sin(2*math.Pi*v/period+phase+0.15*math.Sin(u/23))
			a := strength * math.Exp(-1.6*d2) * ridge
			o := out.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				// the smear: the picture averaged along the wipe
				sm, n := 0.0, 0.0
				for k := -4; k <= 4; k++ {
					sx, sy := x+int(math.Round(float64(3*k)*cs)), y+int(math.Round(float64(3*k)*sn))
					if sx >= 0 && sy >= 0 && sx < w && sy < h {
						sm, n = sm+ps[c][sy*w+sx], n+1
					}
				}
				sm /= n
				veil := 0.45*sm + 0.35*glow[c][y*w+x] + 0.2*[3]float64{236, 230, 214}[c]
				out.Pix[o+c] = clamp8(ps[c][y*w+x]*(1-a) + veil*a)
			}
		}
	}
	return out
}

// zoomPhoto is a phone photo of page 1 taken from across the room with the
// phone's digital zoom (class 169): the camera keeps only a small crop of
// its sensor, so the picture (perspective, warm uneven light as photo())
// holds the page at 800–880 pixels across (a 4.5–5× zoom of a 4000-pixel sensor); the phone blows it up to width
// pixels, bilinear, soft and with the crop's noise grown into blotches, and
// sharpens it hard, leaving bright and dark halos round the print.
func zoomPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/zoom")
	small := 800 + r.Intn(81)
	src := photo(shrink(page, int(float64(small)/0.86)), seed, small)
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	s := float64(sw) / float64(width)
	height := int(float64(sh)/s + 0.5)
	ps := s35Planes(src)
	var up [3][]float64
	for c := range up {
		up[c] = make([]float64, width*height)
	}
	for y := 0; y < height; y++ {
		fy := math.Min(math.Max((float64(y)+0.5)*s-0.5, 0), float64(sh-1))
		y0 := int(fy)
		y1, ty := min(y0+1, sh-1), fy-float64(y0)
		for x := 0; x < width; x++ {
			fx := math.Min(math.Max((float64(x)+0.5)*s-0.5, 0), float64(sw-1))
			x0 := int(fx)
			x1, tx := min(x0+1, sw-1), fx-float64(x0)
			for c := 0; c < 3; c++ {
				p := ps[c]
				up[c][y*width+x] = (p[y0*sw+x0]*(1-tx)+p[y0*sw+x1]*tx)*(1-ty) + (p[y1*sw+x0]*(1-tx)+p[y1*sw+x1]*tx)*ty
			}
		}
	}
	amount := 0.9 + 0.3*r.Float64()
	out := image.NewRGBA(image.Rect(0, 0, width, height))
	for c := 0; c < 3; c++ {
		bl := s27Blur(up[c], width, height, 2)
		for i, v := range up[c] {
			out.Pix[4*i+c] = clamp8(v + amount*(v-bl[i]))
		}
	}
	for i := 3; i < len(out.Pix); i += 4 {
		out.Pix[i] = 255
	}
	return out
}

// wetScan is page 1 of an inkjet copy on which water dripped (class 170),
// scanned in colour: 5–7 drops of irregular outline (8–16 mm across) over
// the middle of the page; inside each the dye ink has run and feathered
// (the print spread out and softened, still readable) and turned
// blue-violet, the paper cockled (faint shading) and a little grey, a
// brownish tide line at the drop's edge; then turned deg degrees on a light
// lid with colour noise, as the colour scans of earlier sessions.
func wetScan(page image.Image, seed string, dpi int, deg float64) *image.RGBA {
	r := rngFor(seed + "/wet")
	p := rgbaOf(page)
	w, h := p.Rect.Dx(), p.Rect.Dy()
	mm := float64(dpi) / 25.4
	dark := make([]float64, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			o := p.PixOffset(x, y)
			dark[y*w+x] = 255 - (0.299*float64(p.Pix[o]) + 0.587*float64(p.Pix[o+1]) + 0.114*float64(p.Pix[o+2]))
		}
	}
	near := s27Blur(dark, w, h, int(math.Round(0.3*mm)))
	far := s27Blur(dark, w, h, int(math.Round(0.8*mm)))
	type drop struct{ x, y, rad, p1, p2, p3 float64 }
	n := 5 + r.Intn(3)
	drops := make([]drop, n)
	for i := range drops {
		drops[i] = drop{(0.25 + 0.6*r.Float64()) * float64(w), (0.25 + 0.47*r.Float64()) * float64(h), (4 + 4*r.Float64()) * mm,
			r.Float64() * 2 * math.Pi, r.Float64() * 2 * math.Pi, r.Float64() * 2 * math.Pi}
	}
	out := image.NewRGBA(p.Rect)
	copy(out.Pix, p.Pix)
	for _, d := range drops {
		ext := d.rad*1.3 + mm
		for y := max(0, int(d.y-ext)); y < min(h, int(d.y+ext)); y++ {
			for x := max(0, int(d.x-ext)); x < min(w, int(d.x+ext)); x++ {
				dx, dy := float64(x)-d.x, float64(y)-d.y
				th := math.Atan2(dy, dx)
				edge := d.rad * (1 + 0.12*math.Sin(3*th+d.p1) + 0.07*math.Sin(5*th+d.p2) + 0.04*math.Sin(9*th+d.p3))
				dist := math.Hypot(dx, dy) - edge // < 0 inside
				if dist > 0.7*mm {
					continue
				}
				o := out.PixOffset(x, y)
				i := y*w + x
				if dist < 0 {
					wet := math.Min(1, -dist/(0.8*mm))
					ink := (1-wet)*dark[i] + wet*math.Min(255, 1.1*(0.65*near[i]+0.35*far[i]))
					cockle := 1 - 0.025*math.Sin(dx/(1.7*mm)+d.p1)*math.Sin(dy/(2.3*mm)+d.p2) - 0.03
					paper := [3]float64{246 * cockle, 243 * cockle, 234 * cockle}
					tint := [3]float64{0.9, 0.95, 0.62}
					for c := 0; c < 3; c++ {
						out.Pix[o+c] = clamp8(paper[c] - ink*tint[c]*(1-0.25*wet) - ink*0.25*wet*[3]float64{0.95, 1, 0.8}[c])
					}
				}
				if math.Abs(dist) < 0.45*mm { // the tide line
					t := 1 - math.Abs(dist)/(0.45*mm)
					f := [3]float64{1 - 0.16*t, 1 - 0.18*t, 1 - 0.26*t}
					for c := 0; c < 3; c++ {
						out.Pix[o+c] = clamp8(float64(out.Pix[o+c]) * f[c])
					}
				}
			}
		}
	}
	return colourTurn(out, r, deg, [3]float64{238, 238, 235})
}
