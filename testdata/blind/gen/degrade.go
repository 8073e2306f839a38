package main

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand"
)

func rngFor(s string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(s))
	return rand.New(rand.NewSource(int64(h.Sum64() >> 1)))
}

func clamp8(v float64) uint8 { return uint8(math.Max(0, math.Min(255, math.Round(v)))) }

func toGray(img image.Image) *image.Gray {
	b := img.Bounds()
	g := image.NewGray(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g.Set(x, y, color.GrayModel.Convert(img.At(x, y)))
		}
	}
	return g
}

// grayAt samples a grey image bilinearly; outside the page is white paper.
func grayAt(g *image.Gray, x, y float64) float64 {
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	px := func(x, y int) float64 {
		if !(image.Point{x, y}).In(g.Rect) {
			return 255
		}
		return float64(g.Pix[g.PixOffset(x, y)])
	}
	return (px(x0, y0)*(1-fx)+px(x0+1, y0)*fx)*(1-fy) + (px(x0, y0+1)*(1-fx)+px(x0+1, y0+1)*fx)*fy
}

// scan is a flatbed copy: rotated, grey, noisy, with a few specks and optional blur.
func scan(page image.Image, seed string, deg, noise, specks float64, blur bool) *image.Gray {
	src := toGray(page)
	if blur {
		src = boxBlur(src)
	}
	r := rngFor(seed)
	b := src.Bounds()
	out := image.NewGray(b)
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	s, c := math.Sincos(deg * math.Pi / 180)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			v := grayAt(src, c*dx-s*dy+cx, s*dx+c*dy+cy)
			v = 8 + v*0.94 + r.NormFloat64()*noise // grey paper, toner not quite black
			if r.Float64() < specks {
				v = 40
			}
			out.Pix[out.PixOffset(x, y)] = clamp8(v)
		}
	}
	return out
}

func boxBlur(g *image.Gray) *image.Gray {
	b := g.Bounds()
	out := image.NewGray(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			sum, n := 0, 0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if p := (image.Point{x + dx, y + dy}); p.In(b) {
						sum += int(g.Pix[g.PixOffset(p.X, p.Y)])
						n++
					}
				}
			}
			out.Pix[out.PixOffset(x, y)] = uint8(sum / n)
		}
	}
	return out
}

// homography solves the projective map sending src[i] to dst[i].
func homography(src, dst [4][2]float64) [9]float64 {
	var a [8][9]float64
	for i := 0; i < 4; i++ {
		x, y, u, v := src[i][0], src[i][1], dst[i][0], dst[i][1]
		a[2*i] = [9]float64{x, y, 1, 0, 0, 0, -u * x, -u * y, u}
		a[2*i+1] = [9]float64{0, 0, 0, x, y, 1, -v * x, -v * y, v}
	}
	for c := 0; c < 8; c++ {
		p := c
		for r := c + 1; r < 8; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		for r := 0; r < 8; r++ {
			if r != c {
				f := a[r][c] / a[c][c]
				for k := c; k < 9; k++ {
					a[r][k] -= f * a[c][k]
				}
			}
		}
	}
	var h [9]float64
	for i := 0; i < 8; i++ {
		h[i] = a[i][8] / a[i][i]
	}
	h[8] = 1
	return h
}

// photo is a phone picture of the page on a desk: perspective, uneven warm
// light, a little blur, downscaled to width pixels.
func photo(page image.Image, seed string, width int) *image.RGBA {
	r := rngFor(seed)
	pb := page.Bounds()
	pw, ph := float64(pb.Dx()), float64(pb.Dy())
	scale := float64(width) * 0.86 / pw
	height := int(ph*scale/0.86*0.97) + 1
	w, h := float64(width), float64(height)
	j := func(v float64) float64 { return v + (r.Float64()-0.5)*0.05*w }
	// where the page corners land in the photo
	dst := [4][2]float64{{j(0.07 * w), j(0.03 * h)}, {j(0.93 * w), j(0.045 * h)}, {j(0.95 * w), j(0.975 * h)}, {j(0.05 * w), j(0.96 * h)}}
	src := [4][2]float64{{0, 0}, {pw, 0}, {pw, ph}, {0, ph}}
	hm := homography(dst, src) // photo pixel -> page pixel
	lx, ly := r.Float64()*w, r.Float64()*h*0.5
	out := image.NewRGBA(image.Rect(0, 0, width, height))
	rgba := func(x, y int) (float64, float64, float64, bool) {
		if !(image.Point{x, y}).In(pb) {
			return 0, 0, 0, false
		}
		cr, cg, cb, _ := page.At(x, y).RGBA()
		return float64(cr >> 8), float64(cg >> 8), float64(cb >> 8), true
	}
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			fx, fy := float64(x), float64(y)
			d := hm[6]*fx + hm[7]*fy + hm[8]
			sx, sy := (hm[0]*fx+hm[1]*fy+hm[2])/d, (hm[3]*fx+hm[4]*fy+hm[5])/d
			// average a 2x2 footprint: the downscale plus a slight lens blur
			var cr, cg, cb float64
			n := 0.0
			for _, o := range [][2]float64{{-0.7, -0.7}, {0.7, -0.7}, {-0.7, 0.7}, {0.7, 0.7}} {
				if vr, vg, vb, ok := rgba(int(sx+o[0]/scale), int(sy+o[1]/scale)); ok {
					cr, cg, cb, n = cr+vr, cg+vg, cb+vb, n+1
				}
			}
			var pr, pg, pbv float64
			if n == 0 { // desk
				pr, pg, pbv = 96, 84, 70
			} else {
				pr, pg, pbv = cr/n, cg/n, cb/n
			}
			dist := math.Hypot(fx-lx, fy-ly) / math.Hypot(w, h)
			light := 1.02 - 0.38*dist
			noise := r.NormFloat64() * 4
			out.Set(x, y, color.RGBA{clamp8(pr*light*1.0 + noise), clamp8(pg*light*0.97 + noise), clamp8(pbv*light*0.88 + noise), 255})
		}
	}
	return out
}

func encodeJPEG(img image.Image, q int) ([]byte, error) {
	var buf bytes.Buffer
	err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q})
	return buf.Bytes(), err
}

// imagePDF wraps JPEG pages into a PDF with no text layer.
func imagePDF(pages []image.Image, dpi, q int) ([]byte, error) {
	return imageOnlyPDF(len(pages), func(i int) (pdfImage, error) {
		p := pages[i]
		data, err := encodeJPEG(p, q)
		if err != nil {
			return pdfImage{}, err
		}
		b := p.Bounds()
		cs := "/DeviceRGB"
		if _, ok := p.(*image.Gray); ok {
			cs = "/DeviceGray"
		}
		return pdfImage{
			w: float64(b.Dx()) * 72 / float64(dpi), h: float64(b.Dy()) * 72 / float64(dpi),
			dict: fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace %s /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>",
				b.Dx(), b.Dy(), cs, len(data)),
			data: data,
		}, nil
	})
}

// pdfImage is one page of an image-only PDF: its size in points and its
// image XObject's dictionary and stream.
type pdfImage struct {
	w, h float64
	dict string
	data []byte
}

// imageOnlyPDF writes a PDF of n pages, each one image filling it, with no
// text layer; page gives page i's image.
func imageOnlyPDF(n int, page func(i int) (pdfImage, error)) ([]byte, error) {
	var buf bytes.Buffer
	var offs []int
	obj := func(s string, stream []byte) {
		offs = append(offs, buf.Len())
		fmt.Fprintf(&buf, "%d 0 obj\n%s", len(offs), s)
		if stream != nil {
			buf.WriteString("\nstream\n")
			buf.Write(stream)
			buf.WriteString("\nendstream")
		}
		buf.WriteString("\nendobj\n")
	}
	buf.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	kids := ""
	for i := 0; i < n; i++ {
		kids += fmt.Sprintf("%d 0 R ", 3+3*i)
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>", nil)
	obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids, n), nil)
	for i := 0; i < n; i++ {
		im, err := page(i)
		if err != nil {
			return nil, err
		}
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << /Im0 %d 0 R >> >> /Contents %d 0 R >>",
			im.w, im.h, 4+3*i, 5+3*i), nil)
		obj(im.dict, im.data)
		content := fmt.Sprintf("q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q", im.w, im.h)
		obj(fmt.Sprintf("<< /Length %d >>", len(content)), []byte(content))
	}
	xref := buf.Len()
	fmt.Fprintf(&buf, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&buf, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&buf, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offs)+1, xref)
	return buf.Bytes(), nil
}
