package main

import (
	"bytes"
	"compress/zlib"
	"context"
	"fmt"
	"image"
	"math"
)

// Session 31 captures, each seeded by the document name so a re-run writes
// the same bytes: a phone photo of a page lying on a checked tablecloth
// (class 126), a scan of a print whose greys a laser printer laid down as a
// halftone dot screen, with the moiré the scanner makes of it (class 127),
// a fax sent at standard resolution, 204 × 98 dpi, bilevel, with the
// sending machine's header line (class 128), and a phone photo in sunlight
// falling through a venetian blind (class 129).

// clothPhoto is a phone photo of page 1 lying a little askew on a red and
// white checked (gingham) tablecloth (class 126): the cloth fills the
// picture round the page, its checks about 12 mm wide, darker where the
// red threads cross, woven and wrinkled; the page casts a soft shadow on
// it. Perspective, warm uneven light and blur as photo(); width pixels wide.
func clothPhoto(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed + "/cloth")
	p := rgbaOf(page)
	pw, ph := p.Bounds().Dx(), p.Bounds().Dy()
	mm := float64(pw) / 216
	mx, my := int(0.17*float64(pw)), int(0.11*float64(ph))
	cw, chh := pw+2*mx, ph+2*my
	c := image.NewRGBA(image.Rect(0, 0, cw, chh))
	ang := (1.5 + 2*r.Float64()) * []float64{-1, 1}[r.Intn(2)] * math.Pi / 180
	sa, ca := math.Sincos(ang)
	clothAng := (4 + 6*r.Float64()) * math.Pi / 180
	sc, cc := math.Sincos(clothAng)
	check := (11 + 3*r.Float64()) * mm
	pcx, pcy := float64(cw)/2, float64(chh)/2
	shx, shy := 2.2*mm, 3.4*mm // the shadow falls down and to the right
	ph1, ph2 := r.Float64()*6, r.Float64()*6
	// inPage maps a canvas point to the page (rotated about the centre) and
	// says how far inside the page's edge it is (negative outside).
	inPage := func(x, y float64) (float64, float64, float64) {
		dx, dy := x-pcx, y-pcy
		u, v := ca*dx+sa*dy+float64(pw)/2, -sa*dx+ca*dy+float64(ph)/2
		return u, v, math.Min(math.Min(u, float64(pw)-u), math.Min(v, float64(ph)-v))
	}
	for y := 0; y < chh; y++ {
		for x := 0; x < cw; x++ {
			fx, fy := float64(x), float64(y)
			u, v, in := inPage(fx, fy)
			var px [3]float64
			if in >= 0 {
				i := p.PixOffset(min(int(u), pw-1), min(int(v), ph-1))
				px = [3]float64{float64(p.Pix[i]) * 0.99, float64(p.Pix[i+1]) * 0.985, float64(p.Pix[i+2]) * 0.97}
			} else {
				// the cloth: a red band every other half check each way
				cu, cv := cc*fx+sc*fy, -sc*fx+cc*fy
				a := 0.0
				if int(math.Floor(cu/(check/2)))%2 == 0 {
					a += 0.5
				}
				if int(math.Floor(cv/(check/2)))%2 == 0 {
					a += 0.5
				}
				weave := 0.05 * math.Sin(cu/(0.35*mm)) * math.Sin(cv/(0.35*mm))
				wrinkle := 0.07*math.Sin(cu/(37*mm)+ph1+1.5*math.Sin(cv/(53*mm))) + 0.04*math.Sin(cv/(21*mm)+ph2)
				red, white := [3]float64{178, 28, 38}, [3]float64{240, 236, 228}
				_, _, sIn := inPage(fx-shx, fy-shy)
				shadow := 1 - 0.42*math.Exp(math.Min(0, sIn)/(2.6*mm))
				for k := range px {
					px[k] = (white[k]*(1-a) + red[k]*a) * (1 + weave + wrinkle) * shadow
				}
			}
			o := c.PixOffset(x, y)
			c.Pix[o], c.Pix[o+1], c.Pix[o+2], c.Pix[o+3] = clamp8(px[0]), clamp8(px[1]), clamp8(px[2]), 255
		}
	}
	return photo(c, seed, width)
}

// halftone is page 1 as a laser printer puts it on paper (class 127): the
// solid black of the text stays solid, but every grey and colour (the
// letterhead, the shaded bands, the table's tints, the anti-aliased edges
// of the letters) is laid down as a dot screen of about 85 lines per inch
// at 45°, the dot growing with the tone; the screen is sampled at dpi as
// the scanner's sensor does (two by two points a pixel, averaged), so
// it beats against the pixel grid into a moiré of slow bands. Grey, the
// size of the page; the caller scans it.
func halftone(page image.Image, seed string, dpi int) *image.Gray {
	src := toGray(page)
	r := rngFor(seed + "/halftone")
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	period := float64(dpi) / (82 + 10*r.Float64())
	th := (45 + 3*(r.Float64()-0.5)) * math.Pi / 180
	st, ct := math.Sincos(th)
	out := image.NewGray(src.Bounds())
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			d := 1 - float64(src.Pix[src.PixOffset(x, y)])/255
			var v float64
			switch {
			case d > 0.9: // solid toner
				v = 18
			case d < 0.03: // bare paper
				v = 250
			default:
				ink := 0
				for j := 0; j < 2; j++ {
					for i := 0; i < 2; i++ {
						sx, sy := float64(x)+(float64(i)-0.5)/2, float64(y)+(float64(j)-0.5)/2
						u, vv := (sx*ct+sy*st)/period, (-sx*st+sy*ct)/period
						t := 0.5 - 0.25*(math.Cos(2*math.Pi*u)+math.Cos(2*math.Pi*vv))
						if 1-grayAt(src, sx, sy)/255 > t {
							ink++
						}
					}
				}
				f := float64(ink) / 4
				v = 250*(1-f) + 18*f
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(v)
		}
	}
	return out
}

// faxHeader renders the header line a fax machine prints across the top of
// every page it sends (date, time, its number, its name, the page number),
// in the machine's own small monospaced type, at 200 dpi.
func faxHeader(ctx context.Context, text string) (image.Image, error) {
	pdf, err := printPDF(ctx, page("216mm 4.5mm", `body{font-family:"DejaVu Sans Mono";font-size:7pt}`,
		`<div style="padding:0.8mm 4mm 0;white-space:pre">`+esc(text)+`</div>`))
	if err != nil {
		return nil, err
	}
	pages, err := rasterize(ctx, pdf, 200)
	if err != nil {
		return nil, err
	}
	if len(pages) != 1 {
		return nil, fmt.Errorf("fax header: %d pages", len(pages))
	}
	return pages[0], nil
}

// Fax resolution at standard mode: 1728 dots across (204 dpi), 3.85 lines
// a millimetre (98 lines per inch).
const faxDots, faxXDPI, faxYDPI = 1728, 204.0, 98.0

// faxStandard is one page as a fax machine sends it at standard resolution
// (class 128), from the page rendered at 200 dpi: 1728 dots across, but
// only 98 lines an inch down the page, so the picture is half as tall as it
// is wide for the same inches and each line averages a band of the page;
// every dot black or white against a threshold (no greys: light tints drop
// out, thin rules break up); the sheet fed a little askew; the sending
// machine's header line (head, rendered at 200 dpi) over the top margin;
// a few lines repeated where the line was noisy and the receiver filled in
// the previous line, and a few specks.
func faxStandard(page, head image.Image, seed string) *image.Gray {
	src := toGray(page)
	r := rngFor(seed + "/fax")
	pw, ph := float64(src.Bounds().Dx()), float64(src.Bounds().Dy())
	rows := int(math.Round(ph / 200 * faxYDPI))
	out := image.NewGray(image.Rect(0, 0, faxDots, rows))
	skew := (0.3 + 0.5*r.Float64()) * []float64{-1, 1}[r.Intn(2)] * math.Pi / 180
	s, c := math.Sincos(skew)
	left := (faxDots - pw/200*faxXDPI) / 2
	var hg *image.Gray
	if head != nil {
		hg = toGray(head)
	}
	for y := 0; y < rows; y++ {
		for x := 0; x < faxDots; x++ {
			// the page point under this dot, in 200 dpi pixels
			px, py := (float64(x)-left)/faxXDPI*200, float64(y)/faxYDPI*200
			dx, dy := px-pw/2, py-ph/2
			sx, sy := c*dx-s*dy+pw/2, s*dx+c*dy+ph/2
			v := 0.0
			for _, o := range []float64{-0.7, 0, 0.7} { // the line's height on the page
				v += grayAt(src, sx, sy+o)
			}
			v /= 3
			if hg != nil && py < float64(hg.Bounds().Dy()) { // the header line, printed straight
				hv := 0.0
				for _, o := range []float64{-0.7, 0, 0.7} {
					hv += grayAt(hg, px+float64(hg.Bounds().Dx()-int(pw))/2, py+o)
				}
				v = math.Min(v, hv/3)
			}
			out.Pix[out.PixOffset(x, y)] = 255
			if v+r.NormFloat64()*12 < 150 || r.Float64() < 0.00015 {
				out.Pix[out.PixOffset(x, y)] = 0
			}
		}
	}
	// noisy lines: the receiver repeats the line before
	for i := 0; i < 3; i++ {
		y0 := 40 + r.Intn(rows-60)
		n := 1 + r.Intn(3)
		for y := y0; y < y0+n && y < rows; y++ {
			copy(out.Pix[y*out.Stride:y*out.Stride+faxDots], out.Pix[(y0-1)*out.Stride:(y0-1)*out.Stride+faxDots])
		}
	}
	return out
}

// faxPDF wraps bilevel fax pages into a PDF with no text layer, each page
// image 1 bit a dot, Flate-compressed, its page as large as the paper the
// dots stand for at xdpi across and ydpi down.
func faxPDF(pages []*image.Gray, xdpi, ydpi float64) ([]byte, error) {
	return imageOnlyPDF(len(pages), func(i int) (pdfImage, error) {
		p := pages[i]
		b := p.Bounds()
		stride := (b.Dx() + 7) / 8
		bits := make([]byte, stride*b.Dy())
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				if p.Pix[p.PixOffset(b.Min.X+x, b.Min.Y+y)] >= 128 { // 1 is white in DeviceGray
					bits[y*stride+x/8] |= 0x80 >> (x % 8)
				}
			}
		}
		var z bytes.Buffer
		zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
		if _, err := zw.Write(bits); err != nil {
			return pdfImage{}, err
		}
		if err := zw.Close(); err != nil {
			return pdfImage{}, err
		}
		return pdfImage{
			w: float64(b.Dx()) * 72 / xdpi, h: float64(b.Dy()) * 72 / ydpi,
			dict: fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode /Length %d >>",
				b.Dx(), b.Dy(), z.Len()),
			data: z.Bytes(),
		}, nil
	})
}

// blindsPhoto is a phone photo of page 1 on a desk by a window with a
// venetian blind half open in the afternoon sun (class 129): the sunlight
// falls across the page in parallel slanting bands, each with a soft
// penumbra, warm and so bright that the paper burns out to white and the
// print under it pales, the shade between them dim and cool; the bands
// cover most of the page and fade out towards one corner, where the
// window's frame shades everything. Perspective, warm uneven light and blur
// as photo(); width pixels wide.
func blindsPhoto(page image.Image, seed string, width int) *image.RGBA {
	img := photo(page, seed, width)
	r := rngFor(seed + "/blinds")
	w, h := float64(img.Rect.Dx()), float64(img.Rect.Dy())
	tilt := (14 + 12*r.Float64()) * []float64{-1, 1}[r.Intn(2)] * math.Pi / 180
	st, ct := math.Sincos(tilt)
	period := h * (0.055 + 0.02*r.Float64())
	lit := 0.5 + 0.15*r.Float64() // the share of a period in sun
	soft := period * 0.09
	off := r.Float64() * period
	// the window's frame: sun only inside a large, soft-edged region
	fx0, fy0 := w*(0.02+0.1*r.Float64()), h*(0.02+0.08*r.Float64())
	fx1, fy1 := w*(0.85+0.13*r.Float64()), h*(0.72+0.2*r.Float64())
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			fx, fy := float64(x), float64(y)
			d := math.Mod(-fx*st+fy*ct+off+10*period, period) // position across the bands
			sun := smooth(-soft, soft, d) * (1 - smooth(lit*period-soft, lit*period+soft, d))
			if d > period-soft { // the next band's rising edge
				sun = math.Max(sun, smooth(period-soft, period+soft, d))
			}
			frame := smooth(fx0, fx0+w*0.06, fx) * (1 - smooth(fx1-w*0.06, fx1, fx)) * smooth(fy0, fy0+h*0.05, fy) * (1 - smooth(fy1-h*0.05, fy1, fy))
			sun *= frame
			gain := [3]float64{0.6 + 0.95*sun, 0.6 + 0.85*sun, 0.66 + 0.6*sun}
			i := img.PixOffset(x, y)
			for k := 0; k < 3; k++ {
				img.Pix[i+k] = clamp8(float64(img.Pix[i+k])*gain[k] + 18*sun)
			}
		}
	}
	return img
}
