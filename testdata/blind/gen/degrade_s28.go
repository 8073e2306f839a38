package main

import (
	"image"
	"image/color"
	"math"
)

// Session 28 captures, each seeded by the document name so a re-run writes
// the same bytes: a phone photo of a faded, curled thermal strip (class
// 98), a page fed into the scanner upside down (class 100), a photo taken
// with the phone held sideways (class 103) and a flash photo (class 104).

// thermalFade is a thermal print some weeks old: the cream paper greyed a
// little, the black faded to an uneven grey-brown (lighter in soft patches
// and towards one edge, as heat and light reach it), and one dead dot of
// the print head leaving a thin white line down the whole strip.
func thermalFade(page image.Image, seed string) *image.RGBA {
	r := rngFor(seed + "/thermal")
	src := rgbaOf(page)
	w, h := src.Rect.Dx(), src.Rect.Dy()
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	ph1, ph2, ph3 := r.Float64()*6, r.Float64()*6, r.Float64()*6
	dead := int(float64(w) * (0.3 + 0.4*r.Float64()))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := src.PixOffset(x, y)
			lum := (0.299*float64(src.Pix[i]) + 0.587*float64(src.Pix[i+1]) + 0.114*float64(src.Pix[i+2])) / 255
			ink := 1 - lum
			fx, fy := float64(x)/float64(w), float64(y)/float64(h)
			// how much of the print is left: patches, and less towards the right edge
			keep := 0.66 + 0.12*math.Sin(fy*17+ph1)*math.Sin(fx*5+ph2) + 0.08*math.Sin(fy*41+ph3) - 0.14*fx
			if x == dead || x == dead+1 {
				keep *= 0.12
			}
			k := ink * keep
			paper := [3]float64{247, 244, 234}
			tone := [3]float64{70, 62, 58}
			o := out.PixOffset(x, y)
			for c := 0; c < 3; c++ {
				out.Pix[o+c] = clamp8(paper[c]*(1-k) + tone[c]*k + r.NormFloat64()*2)
			}
			out.Pix[o+3] = 255
		}
	}
	return out
}

// receiptPhoto is a phone photo of the thermal strip (class 98): faded as
// thermalFade, then photographed lying on the desk with its lower end
// curling up as thermal paper does (curlPhoto: perspective, warm uneven
// light, blur, the curl bright on its rise and shadowed at the lip).
func receiptPhoto(page image.Image, seed string, width int) *image.RGBA {
	return curlPhoto(thermalFade(page, seed), seed, width)
}

// rot180 turns a page upside down (class 100: fed into the scanner head
// first), a pixel copy.
func rot180(page image.Image) *image.RGBA {
	src := rgbaOf(page)
	w, h := src.Rect.Dx(), src.Rect.Dy()
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			si, di := src.PixOffset(w-1-x, h-1-y), out.PixOffset(x, y)
			copy(out.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return out
}

// turnCW turns a page a quarter turn clockwise, so its text runs down the
// image (class 103: the phone held sideways, its top to the right).
func turnCW(page image.Image) *image.RGBA {
	src := rgbaOf(page)
	w, h := src.Rect.Dx(), src.Rect.Dy()
	out := image.NewRGBA(image.Rect(0, 0, h, w))
	for y := 0; y < w; y++ {
		for x := 0; x < h; x++ {
			// out(x, y) shows the page at column y of row h-1-x
			si, di := src.PixOffset(y, h-1-x), out.PixOffset(x, y)
			copy(out.Pix[di:di+4], src.Pix[si:si+4])
		}
	}
	return out
}

// sidewaysPhoto is a phone photo of page 1 taken with the phone held in
// landscape and its top to the right (class 103): a landscape picture of
// the portrait page, whose lines run down the picture; perspective, warm
// uneven light and blur as photo().
func sidewaysPhoto(page image.Image, seed string, width int) *image.RGBA {
	return photo(turnCW(page), seed, width)
}

// flashPhoto is a phone photo of page 1 taken with the flash in a dim room
// (class 104): the flash's round hot spot a little off the middle washes
// the paper and the print under it out towards white, the light falls off
// fast to dark corners, the white balance is cold, and the hand moved a
// little (a short horizontal smear) with sensor noise in the dark parts.
func flashPhoto(page image.Image, seed string, width int) *image.RGBA {
	img := photo(page, seed, width)
	r := rngFor(seed + "/flash")
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	// the shake: a 5-pixel horizontal smear
	sm := image.NewRGBA(b)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var s [3]int
			n := 0
			for k := -2; k <= 2; k++ {
				if xx := x + k; xx >= 0 && xx < w {
					i := img.PixOffset(xx, y)
					s[0], s[1], s[2] = s[0]+int(img.Pix[i]), s[1]+int(img.Pix[i+1]), s[2]+int(img.Pix[i+2])
					n++
				}
			}
			o := sm.PixOffset(x, y)
			sm.Pix[o], sm.Pix[o+1], sm.Pix[o+2], sm.Pix[o+3] = uint8(s[0]/n), uint8(s[1]/n), uint8(s[2]/n), 255
		}
	}
	cx, cy := float64(w)*(0.44+0.12*r.Float64()), float64(h)*(0.38+0.14*r.Float64())
	rad := float64(w) * (0.16 + 0.04*r.Float64())
	diag := math.Hypot(float64(w), float64(h)) / 2
	out := image.NewRGBA(b)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			d := math.Hypot(float64(x)-cx, float64(y)-cy)
			hot := 0.64*math.Exp(-(d/rad)*(d/rad)) + 0.14*math.Exp(-(d/(2.6*rad))*(d/(2.6*rad)))
			fall := 1.18 - 0.95*math.Pow(d/diag, 1.6) // the flash's light falls off with distance
			fall = math.Max(0.18, fall)
			i := sm.PixOffset(x, y)
			noise := r.NormFloat64() * (3 + 9*(1-math.Min(1, fall)))
			cool := [3]float64{0.93, 1.0, 1.1}
			var px [3]uint8
			for c := 0; c < 3; c++ {
				v := float64(sm.Pix[i+c]) * fall * cool[c]
				v = v*(1-hot) + 255*hot
				px[c] = clamp8(v + noise)
			}
			out.SetRGBA(x, y, color.RGBA{px[0], px[1], px[2], 255})
		}
	}
	return out
}
