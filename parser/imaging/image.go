package imaging

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
)

// ToGray converts a decoded image to 8-bit grayscale.
func ToGray(img image.Image) *image.Gray {
	if g, ok := img.(*image.Gray); ok {
		return g
	}
	b := img.Bounds()
	g := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	switch src := img.(type) {
	case *image.YCbCr: // JPEG: luma is the gray level
		for y := 0; y < b.Dy(); y++ {
			copy(g.Pix[y*g.Stride:y*g.Stride+b.Dx()], src.Y[(y+b.Min.Y-src.Rect.Min.Y)*src.YStride+(b.Min.X-src.Rect.Min.X):])
		}
	default:
		draw.Draw(g, g.Rect, img, b.Min, draw.Src)
	}
	return g
}

// rowParts splits n rows into consecutive parts of at least minPart rows
// (or one part): four for each processor, so that one held up by other
// work leaves its share to the others.
func rowParts(n, minPart int) [][2]int {
	k := max(1, min(4*runtime.GOMAXPROCS(0), n/max(1, minPart)))
	parts := make([][2]int, k)
	for i := range parts {
		parts[i] = [2]int{i * n / k, (i + 1) * n / k}
	}
	return parts
}

// inParallel runs f(0) to f(n-1), on one goroutine per processor that
// takes the next i until none is left, and returns when all are done.
// Each f(i) must write only its own results, which then do not depend on
// which goroutine ran it. A panic in any is raised again in the caller
// (where Parse recovers it).
func inParallel(n int, f func(i int)) {
	var next atomic.Int64
	panics := make([]any, n)
	work := func() {
		for {
			i := int(next.Add(1) - 1)
			if i >= n {
				return
			}
			func() {
				defer func() { panics[i] = recover() }()
				f(i)
			}()
		}
	}
	var wg sync.WaitGroup
	for range min(n, runtime.GOMAXPROCS(0)) - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
}

// Upscale2x doubles a grayscale image with bilinear interpolation. Tesseract
// reads best with an x-height of 20 px or more; 150–200 dpi scans fall short.
func Upscale2x(src *image.Gray) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	dst := image.NewGray(image.Rect(0, 0, 2*w, 2*h))
	at := func(x, y int) int {
		if x >= w {
			x = w - 1
		}
		if y >= h {
			y = h - 1
		}
		return int(src.Pix[y*src.Stride+x])
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p00, p10, p01, p11 := at(x, y), at(x+1, y), at(x, y+1), at(x+1, y+1)
			o := 2*y*dst.Stride + 2*x
			dst.Pix[o] = uint8(p00)
			dst.Pix[o+1] = uint8((p00 + p10 + 1) / 2)
			dst.Pix[o+dst.Stride] = uint8((p00 + p01 + 1) / 2)
			dst.Pix[o+dst.Stride+1] = uint8((p00 + p10 + p01 + p11 + 2) / 4)
		}
	}
	return dst
}

// Turn rotates g a quarter turn, clockwise or anticlockwise, into a new
// image whose origin is at (0, 0).
func Turn(g *image.Gray, clockwise bool) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	out := image.NewGray(image.Rect(0, 0, h, w))
	for y := 0; y < h; y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x, v := range row {
			if clockwise {
				out.Pix[x*out.Stride+h-1-y] = v
			} else {
				out.Pix[(w-1-x)*out.Stride+y] = v
			}
		}
	}
	return out
}

// Mirror flips g left to right into a new image whose origin is at (0, 0):
// a phone's front camera saves the page so.
func Mirror(g *image.Gray) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		dst := out.Pix[y*out.Stride : y*out.Stride+w]
		for x, v := range row {
			dst[w-1-x] = v
		}
	}
	return out
}

// EncodePGM writes a binary PGM: the page as the tesseract command line is
// given it in the benchmarks (Tesseract itself gets EncodeSpix).
func EncodePGM(g *image.Gray) []byte {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	var buf bytes.Buffer
	buf.Grow(w*h + 32)
	fmt.Fprintf(&buf, "P5\n%d %d\n255\n", w, h)
	for y := 0; y < h; y++ {
		buf.Write(g.Pix[y*g.Stride : y*g.Stride+w])
	}
	return buf.Bytes()
}

// EncodeSpix writes g in Leptonica's own serialization ("spix"): a 28-byte
// header and the raster as Leptonica holds it, 32-bit words with the first
// pixel in the most significant byte, in the machine's (little-endian)
// order. Leptonica copies it in one go; it reads a PGM a byte at a time,
// which cost 0.23 s of a photo's 2 s (a 2400×3100 page).
func EncodeSpix(g *image.Gray) []byte {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	wpl := (w + 3) / 4 // words per line
	out := make([]byte, 28+4*wpl*h)
	le := binary.LittleEndian
	copy(out, "spix")
	for i, v := range []int{w, h, 8, wpl, 0, 4 * wpl * h} { // width, height, depth, wpl, colours, raster bytes
		le.PutUint32(out[4+4*i:], uint32(v))
	}
	raster := out[28:]
	var word [4]byte
	for y := range h {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		line := raster[y*4*wpl : (y+1)*4*wpl]
		x := 0
		for ; x+4 <= w; x += 4 {
			le.PutUint32(line[x:], binary.BigEndian.Uint32(row[x:]))
		}
		if x < w {
			word = [4]byte{}
			copy(word[:], row[x:])
			le.PutUint32(line[x:], binary.BigEndian.Uint32(word[:]))
		}
	}
	return out
}

// DecodePGM reads the binary PGM that pdftoppm -gray writes, refusing rasters over maxPix pixels.
func DecodePGM(data []byte, maxPix int64) (*image.Gray, error) {
	fields := make([]int, 0, 3)
	i := 2
	if len(data) < 2 || string(data[:2]) != "P5" {
		return nil, fmt.Errorf("not a PGM")
	}
	for len(fields) < 3 {
		for i < len(data) && (data[i] == ' ' || data[i] == '\n' || data[i] == '\r' || data[i] == '\t') {
			i++
		}
		if i < len(data) && data[i] == '#' {
			for i < len(data) && data[i] != '\n' {
				i++
			}
			continue
		}
		j := i
		for j < len(data) && data[j] >= '0' && data[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(string(data[i:j]))
		if err != nil {
			return nil, fmt.Errorf("bad PGM header")
		}
		fields = append(fields, n)
		i = j
	}
	i++ // single whitespace before the raster
	w, h, maxv := fields[0], fields[1], fields[2]
	if w <= 0 || h <= 0 || maxv != 255 || int64(w)*int64(h) > maxPix || len(data)-i < w*h {
		return nil, fmt.Errorf("bad PGM size")
	}
	g := image.NewGray(image.Rect(0, 0, w, h))
	copy(g.Pix, data[i:i+w*h])
	return g, nil
}

// Downscale2x halves a grayscale image by averaging 2x2 blocks; very large
// photos are read no better at full size and cost far more OCR time.
func Downscale2x(src *image.Gray) *image.Gray {
	w, h := src.Rect.Dx()/2, src.Rect.Dy()/2
	dst := image.NewGray(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		r0 := src.Pix[(2*y)*src.Stride:]
		r1 := src.Pix[(2*y+1)*src.Stride:]
		for x := 0; x < w; x++ {
			sum := int(r0[2*x]) + int(r0[2*x+1]) + int(r1[2*x]) + int(r1[2*x+1])
			dst.Pix[y*dst.Stride+x] = uint8((sum + 2) / 4)
		}
	}
	return dst
}

// Clone returns a copy of g that shares no pixels with it.
func Clone(g *image.Gray) *image.Gray {
	c := *g
	c.Pix = append([]uint8(nil), g.Pix...)
	return &c
}

// SpeckleRatio is the share of dark pixels with at most one dark neighbour:
// scanner noise, as opposed to strokes of text.
func SpeckleRatio(g *image.Gray) float64 {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	iso, dark := 0, 0
	for y := 1; y < h-1; y++ {
		row := g.Pix[y*g.Stride:]
		up := g.Pix[(y-1)*g.Stride:]
		down := g.Pix[(y+1)*g.Stride:]
		for x := 1; x < w-1; x++ {
			if row[x] >= 128 {
				continue
			}
			dark++
			n := 0
			for _, v := range [8]uint8{up[x-1], up[x], up[x+1], row[x-1], row[x+1], down[x-1], down[x], down[x+1]} {
				if v < 128 {
					n++
				}
			}
			if n <= 1 {
				iso++
			}
		}
	}
	if dark == 0 {
		return 0
	}
	return float64(iso) / float64(dark)
}

var _ = color.Gray{}

// WhitenFaint sets every pixel of g lighter than halfway between its ink
// and its paper to white: the faint marks of a scan (shaded rows, dotted
// rules, grain) that Tesseract's global threshold keeps as ink when many of
// them lie on the page. Ink is the darkest half per cent, paper the median;
// strokes keep their grey edges.
func WhitenFaint(g *image.Gray) {
	hist := grayHist(g)
	t := uint8((Quantile(hist, 0.005) + Quantile(hist, 0.5)) / 2)
	for i, v := range g.Pix {
		if v > t {
			g.Pix[i] = 255
		}
	}
}

// DarkBands finds the dark bands of a page that may hold light text (a
// table header printed in reverse video): runs of rows at least half
// darker than halfway to the paper, 4 pixels to a twentieth of the page
// tall (a photo's desk or a picture is no band), as wide as their dark run.
func DarkBands(g *image.Gray) []image.Rectangle {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w < 100 || h < 100 {
		return nil
	}
	mid := bandInk(g)
	dark := func(y int) (n, x0, x1 int) {
		x0 = w
		for x, v := range g.Pix[y*g.Stride : y*g.Stride+w] {
			if v < mid {
				n++
				x0, x1 = min(x0, x), x+1
			}
		}
		return n, x0, x1
	}
	var out []image.Rectangle
	for y0 := 0; y0 < h; {
		if n, _, _ := dark(y0); n < w/2 {
			y0++
			continue
		}
		y1, x0, x1 := y0, w, 0
		for ; y1 < h; y1++ {
			n, a, b := dark(y1)
			if n < w/2 {
				break
			}
			x0, x1 = min(x0, a), max(x1, b)
		}
		if y1-y0 >= 4 && y1-y0 <= h/20 {
			out = append(out, image.Rect(x0, y0, x1, y1).Add(g.Rect.Min))
		}
		y0 = y1
	}
	return out
}

// bandInk is the grey halfway between black and the paper (the median).
func bandInk(g *image.Gray) uint8 {
	return uint8(Quantile(grayHist(g), 0.5) / 2)
}

// grayHist counts g's pixels by grey level.
func grayHist(g *image.Gray) []int {
	hist := make([]int, 256)
	for _, v := range g.Pix {
		hist[v]++
	}
	return hist
}

// Quantile is the darkest grey level below which lies more than the share
// q of the pixels counted in hist (indexed by grey level).
func Quantile(hist []int, q float64) int {
	total := 0
	for _, c := range hist {
		total += c
	}
	n, want := 0, int(q*float64(total))
	for v, c := range hist {
		if n += c; n > want {
			return v
		}
	}
	return 255
}

// InvertBand cuts band r out of g as dark text on white paper: the band's
// dark ground becomes paper, its light strokes ink.
func InvertBand(g *image.Gray, r image.Rectangle) *image.Gray {
	mid := bandInk(g)
	r = r.Intersect(g.Rect)
	out := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			v := g.GrayAt(x, y).Y
			if v < mid {
				v = 255
			} else {
				v = 255 - v
			}
			out.Pix[(y-r.Min.Y)*out.Stride+x-r.Min.X] = v
		}
	}
	return out
}

// UpscaleCubic enlarges a grayscale image k times with the Mitchell–Netravali
// cubic (B = C = 1/3), one axis at a time. A fax's few pixels a stroke read
// far better smoothly enlarged than copied into blocks, as pdftoppm does.
func UpscaleCubic(src *image.Gray, k int) *image.Gray {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	if k < 2 || w == 0 || h == 0 {
		return Clone(src)
	}
	// the four taps' weights for each of the k output phases
	type taps struct {
		first int
		w     [4]float32
	}
	phases := make([]taps, k)
	for p := range k {
		x := (float64(p)+0.5)/float64(k) - 0.5
		first := int(math.Floor(x)) - 1
		var ws [4]float32
		var sum float64
		for i := range 4 {
			v := mitchell(x - float64(first+i))
			ws[i] = float32(v)
			sum += v
		}
		for i := range ws {
			ws[i] /= float32(sum)
		}
		phases[p] = taps{first, ws}
	}
	clampTo := func(v, n int) int { return min(max(v, 0), n-1) }
	// horizontal pass into a float buffer w*k wide, h high
	mid := make([]float32, w*k*h)
	for y := range h {
		row := src.Pix[y*src.Stride:]
		out := mid[y*w*k:]
		for x := range w {
			for p, t := range phases {
				var v float32
				for i, wt := range t.w {
					v += wt * float32(row[clampTo(x+t.first+i, w)])
				}
				out[x*k+p] = v
			}
		}
	}
	dst := image.NewGray(image.Rect(0, 0, w*k, h*k))
	W := w * k
	for y := range h {
		for p, t := range phases {
			out := dst.Pix[(y*k+p)*dst.Stride:]
			var rows [4][]float32
			for i := range 4 {
				yy := clampTo(y+t.first+i, h)
				rows[i] = mid[yy*W : (yy+1)*W]
			}
			for x := range W {
				v := t.w[0]*rows[0][x] + t.w[1]*rows[1][x] + t.w[2]*rows[2][x] + t.w[3]*rows[3][x]
				out[x] = Clamp8(float64(v))
			}
		}
	}
	return dst
}

// mitchell is the Mitchell–Netravali filter with B = C = 1/3.
func mitchell(x float64) float64 {
	const b, c = 1.0 / 3, 1.0 / 3
	x = math.Abs(x)
	switch {
	case x < 1:
		return ((12-9*b-6*c)*x*x*x + (-18+12*b+6*c)*x*x + (6 - 2*b)) / 6
	case x < 2:
		return ((-b-6*c)*x*x*x + (6*b+30*c)*x*x + (-12*b-48*c)*x + (8*b + 24*c)) / 6
	}
	return 0
}
