package main

import (
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Variant is one scanned or photographed copy of a text PDF.
type Variant struct {
	Suffix  string
	Kind    string // scan or photo
	Format  string // png, jpg or pdf (image-only)
	DPI     int
	Rotate  float64 // degrees, counter-clockwise
	Noise   float64 // gaussian sigma in grey levels
	Speckle float64 // share of pixels turned to dark specks
	Blur    int     // box-blur passes
	Quality int     // JPEG quality (jpg and pdf)
	Fade    float64 // 0..1: ink contrast lost (faded toner on grey paper)
	PerPage bool    // png/jpg: one file per page, one job (else page 1 only)
	// Photo: perspective skew, uneven lighting, downscale to this width.
	PhotoWidth int
}

func seedOf(s string) int64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return int64(h.Sum64() & 0x7fffffffffffffff)
}

// rasterize renders every page of a PDF to greyscale images with pdftoppm.
func rasterize(ctx context.Context, pdf []byte, dpi int) ([]*image.Gray, error) {
	dir, err := os.MkdirTemp("", "assay-gen-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, "pdftoppm", "-r", fmt.Sprint(dpi), "-gray", "-png", in, filepath.Join(dir, "p"))
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("pdftoppm: %v: %s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "p-*.png"))
	sort.Strings(files) // p-1 .. p-9 (our documents have few pages)
	var pages []*image.Gray
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		pages = append(pages, toGray(img))
	}
	return pages, nil
}

func toGray(img image.Image) *image.Gray {
	if g, ok := img.(*image.Gray); ok {
		return g
	}
	b := img.Bounds()
	g := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			g.Set(x, y, color.GrayModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)))
		}
	}
	return g
}

// sample reads src at a fractional position with bilinear interpolation.
func sample(src *image.Gray, x, y float64, bg uint8) float64 {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return float64(bg)
		}
		return float64(src.Pix[y*src.Stride+x])
	}
	top := at(x0, y0)*(1-fx) + at(x0+1, y0)*fx
	bot := at(x0, y0+1)*(1-fx) + at(x0+1, y0+1)*fx
	return top*(1-fy) + bot*fy
}

func clamp8(v float64) uint8 {
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v + 0.5)
}

func rotate(src *image.Gray, deg float64) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dst := image.NewGray(image.Rect(0, 0, w, h))
	a := deg * math.Pi / 180
	cos, sin := math.Cos(a), math.Sin(a)
	cx, cy := float64(w)/2, float64(h)/2
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			sx := cos*dx - sin*dy + cx
			sy := sin*dx + cos*dy + cy
			dst.Pix[y*dst.Stride+x] = clamp8(sample(src, sx, sy, 255))
		}
	}
	return dst
}

func boxBlur(src *image.Gray) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dst := image.NewGray(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sum, n := 0, 0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					xx, yy := x+dx, y+dy
					if xx >= 0 && yy >= 0 && xx < w && yy < h {
						sum += int(src.Pix[yy*src.Stride+xx])
						n++
					}
				}
			}
			dst.Pix[y*dst.Stride+x] = uint8(sum / n)
		}
	}
	return dst
}

func addNoise(img *image.Gray, sigma, speckle float64, rng *rand.Rand) {
	for i, p := range img.Pix {
		v := float64(p)
		if sigma > 0 {
			v += rng.NormFloat64() * sigma
		}
		if speckle > 0 && rng.Float64() < speckle {
			v = 60 + rng.Float64()*80
		}
		img.Pix[i] = clamp8(v)
	}
}

// homography returns the 3x3 matrix mapping the unit square to the quad
// (Heckbert's square-to-quad).
func homography(q [4][2]float64) [9]float64 {
	x0, y0, x1, y1, x2, y2, x3, y3 := q[0][0], q[0][1], q[1][0], q[1][1], q[2][0], q[2][1], q[3][0], q[3][1]
	sx := x0 - x1 + x2 - x3
	sy := y0 - y1 + y2 - y3
	dx1, dx2, dy1, dy2 := x1-x2, x3-x2, y1-y2, y3-y2
	den := dx1*dy2 - dx2*dy1
	g := (sx*dy2 - dx2*sy) / den
	h := (dx1*sy - sx*dy1) / den
	return [9]float64{
		x1 - x0 + g*x1, x3 - x0 + h*x3, x0,
		y1 - y0 + g*y1, y3 - y0 + h*y3, y0,
		g, h, 1,
	}
}

func invert3(m [9]float64) [9]float64 {
	a, b, c, d, e, f, g, h, i := m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]
	A, B, C := e*i-f*h, -(d*i - f*g), d*h-e*g
	det := a*A + b*B + c*C
	return [9]float64{
		A / det, -(b*i - c*h) / det, (b*f - c*e) / det,
		B / det, (a*i - c*g) / det, -(a*f - c*d) / det,
		C / det, -(a*h - b*g) / det, (a*e - b*d) / det,
	}
}

// photo simulates a phone photo: the page as a slightly skewed quad on a
// darker desk, uneven lighting, blur, noise, then downscaled to width.
func photo(src *image.Gray, width int, rng *rand.Rand) *image.Gray {
	w, h := float64(src.Rect.Dx()), float64(src.Rect.Dy())
	margin := 0.05
	W, H := w*(1+2*margin), h*(1+2*margin)
	j := func() float64 { return (rng.Float64() - 0.5) * 0.035 * w }
	quad := [4][2]float64{
		{w*margin + j(), h*margin + j()},
		{W - w*margin + j(), h*margin + j() + 0.012*w},
		{W - w*margin + j(), H - h*margin + j()},
		{w*margin + j() + 0.02*w, H - h*margin + j()},
	}
	inv := invert3(homography(quad))
	out := image.NewGray(image.Rect(0, 0, int(W), int(H)))
	lx, ly := rng.Float64(), rng.Float64() // brightest spot
	for y := 0; y < int(H); y++ {
		for x := 0; x < int(W); x++ {
			fx, fy := float64(x), float64(y)
			den := inv[6]*fx + inv[7]*fy + inv[8]
			u := (inv[0]*fx + inv[1]*fy + inv[2]) / den
			v := (inv[3]*fx + inv[4]*fy + inv[5]) / den
			var val float64
			if u < 0 || v < 0 || u > 1 || v > 1 {
				val = 95 // desk
			} else {
				val = sample(src, u*w, v*h, 255)
			}
			dist := math.Hypot(fx/W-lx, fy/H-ly)
			light := 1.02 - 0.32*dist
			out.Pix[y*out.Stride+x] = clamp8(val*light + 8)
		}
	}
	out = downscale(out, width)
	out = boxBlur(out)
	addNoise(out, 4, 0, rng)
	return out
}

func downscale(src *image.Gray, width int) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	if width >= w {
		return src
	}
	f := float64(w) / float64(width)
	nh := int(float64(h) / f)
	dst := image.NewGray(image.Rect(0, 0, width, nh))
	for y := 0; y < nh; y++ {
		for x := 0; x < width; x++ {
			// area average over the source footprint
			sx0, sy0 := int(float64(x)*f), int(float64(y)*f)
			sx1, sy1 := int(float64(x+1)*f), int(float64(y+1)*f)
			sum, n := 0, 0
			for yy := sy0; yy < sy1 && yy < h; yy++ {
				for xx := sx0; xx < sx1 && xx < w; xx++ {
					sum += int(src.Pix[yy*src.Stride+xx])
					n++
				}
			}
			if n > 0 {
				dst.Pix[y*dst.Stride+x] = uint8(sum / n)
			}
		}
	}
	return dst
}

// degrade applies a variant's transforms to one rasterised page.
func degrade(img *image.Gray, v Variant, rng *rand.Rand) *image.Gray {
	if v.PhotoWidth > 0 {
		return photo(img, v.PhotoWidth, rng)
	}
	if v.Rotate != 0 {
		img = rotate(img, v.Rotate)
	}
	if v.Fade > 0 {
		// paper greys to ~225 and ink lightens toward it
		for i, p := range img.Pix {
			ink := (255 - float64(p)) * (1 - v.Fade)
			img.Pix[i] = clamp8(225 - ink*225/255)
		}
	}
	for i := 0; i < v.Blur; i++ {
		img = boxBlur(img)
	}
	if v.Noise > 0 || v.Speckle > 0 {
		addNoise(img, v.Noise, v.Speckle, rng)
	}
	return img
}

func encodeJPEG(img image.Image, q int) ([]byte, error) {
	var buf bytes.Buffer
	err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q})
	return buf.Bytes(), err
}

func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	err := enc.Encode(&buf, img)
	return buf.Bytes(), err
}

// imagePDF wraps page images (as JPEG) into an image-only PDF of the given
// page size (pt). Written by hand: fpdf orders same-size images by map
// iteration, which would make the bytes differ from run to run.
func imagePDF(pages []*image.Gray, q int, wPt, hPt float64) ([]byte, error) {
	var buf bytes.Buffer
	var offsets []int
	obj := func(body string, stream []byte) {
		offsets = append(offsets, buf.Len())
		fmt.Fprintf(&buf, "%d 0 obj\n%s\n", len(offsets), body)
		if stream != nil {
			buf.WriteString("stream\n")
			buf.Write(stream)
			buf.WriteString("\nendstream\n")
		}
		buf.WriteString("endobj\n")
	}
	buf.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	n := len(pages)
	// objects: 1 catalog, 2 pages, 3 info, then per page: page, content, image
	kids := make([]string, n)
	for i := range pages {
		kids[i] = fmt.Sprintf("%d 0 R", 4+3*i)
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>", nil)
	obj(fmt.Sprintf("<< /Type /Pages /Count %d /Kids [%s] >>", n, strings.Join(kids, " ")), nil)
	obj("<< /Producer (assay corpus generator) /CreationDate (D:20260101000000Z) >>", nil)
	for i, img := range pages {
		jpg, err := encodeJPEG(img, q)
		if err != nil {
			return nil, err
		}
		contentObj, imageObj := 5+3*i, 6+3*i
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /XObject << /Im%d %d 0 R >> >> /Contents %d 0 R >>",
			wPt, hPt, i, imageObj, contentObj), nil)
		content := []byte(fmt.Sprintf("q %.2f 0 0 %.2f 0 0 cm /Im%d Do Q", wPt, hPt, i))
		obj(fmt.Sprintf("<< /Length %d >>", len(content)), content)
		b := img.Bounds()
		obj(fmt.Sprintf("<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>",
			b.Dx(), b.Dy(), len(jpg)), jpg)
	}
	xref := buf.Len()
	fmt.Fprintf(&buf, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, off := range offsets {
		fmt.Fprintf(&buf, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&buf, "trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref)
	return buf.Bytes(), nil
}
