package imaging

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
)

// The photo's preparation is fast by the work it leaves out and the rows
// it splits among processors, and must give what the plain code gave to
// the byte (the parser's golden files depend on it). These tests hold it
// to that code, kept here as the reference, with one, two and three
// processors.

// refRectify is RectifySheet's pixels as first written.
func refRectify(g *image.Gray, q Quad, outW, outH int) []uint8 {
	m := SquareToQuad(q)
	out := make([]uint8, outW*outH)
	w, h := g.Rect.Dx(), g.Rect.Dy()
	sx, sy := 1/float64(outW), 1/float64(outH)
	for y := range outH {
		v := (float64(y) + 0.5) * sy
		for x := range outW {
			u := (float64(x) + 0.5) * sx
			den := m[6]*u + m[7]*v + m[8]
			px := (m[0]*u+m[1]*v+m[2])/den - 0.5
			py := (m[3]*u+m[4]*v+m[5])/den - 0.5
			if !(px >= 0 && py >= 0) {
				out[y*outW+x] = 255
				continue
			}
			x0, y0 := int(px), int(py)
			if x0+1 >= w || y0+1 >= h {
				out[y*outW+x] = 255
				continue
			}
			fx, fy := px-float64(x0), py-float64(y0)
			o := y0*g.Stride + x0
			p00, p10 := float64(g.Pix[o]), float64(g.Pix[o+1])
			p01, p11 := float64(g.Pix[o+g.Stride]), float64(g.Pix[o+g.Stride+1])
			top := p00 + (p10-p00)*fx
			bot := p01 + (p11-p01)*fx
			out[y*outW+x] = uint8(top + (bot-top)*fy + 0.5)
		}
	}
	return out
}

// refFlatten is FlattenLighting as first written.
func refFlatten(g *image.Gray) {
	const block = 32
	w, h := g.Rect.Dx(), g.Rect.Dy()
	bw, bh := (w+block-1)/block, (h+block-1)/block
	paper := make([]float64, bw*bh)
	for by := range bh {
		for bx := range bw {
			var hist [256]int
			n := 0
			for y := by * block; y < min(h, (by+1)*block); y++ {
				for x := bx * block; x < min(w, (bx+1)*block); x++ {
					hist[g.Pix[y*g.Stride+x]]++
					n++
				}
			}
			k, acc := 255, 0
			for ; k > 0; k-- {
				acc += hist[k]
				if acc*10 >= n {
					break
				}
			}
			paper[by*bw+bx] = float64(k)
		}
	}
	grown := make([]float64, len(paper))
	for by := range bh {
		for bx := range bw {
			m := 0.0
			for y := max(0, by-1); y <= min(bh-1, by+1); y++ {
				for x := max(0, bx-1); x <= min(bw-1, bx+1); x++ {
					m = math.Max(m, paper[y*bw+x])
				}
			}
			grown[by*bw+bx] = math.Max(m, 64)
		}
	}
	at := func(bx, by int) float64 {
		bx, by = max(0, min(bw-1, bx)), max(0, min(bh-1, by))
		return grown[by*bw+bx]
	}
	for y := range h {
		fy := (float64(y)+0.5)/block - 0.5
		by := int(math.Floor(fy))
		ty := fy - float64(by)
		for x := range w {
			fx := (float64(x)+0.5)/block - 0.5
			bx := int(math.Floor(fx))
			tx := fx - float64(bx)
			top := at(bx, by) + (at(bx+1, by)-at(bx, by))*tx
			bot := at(bx, by+1) + (at(bx+1, by+1)-at(bx, by+1))*tx
			bg := top + (bot-top)*ty
			g.Pix[y*g.Stride+x] = Clamp8(float64(g.Pix[y*g.Stride+x]) * 255 / bg)
		}
	}
}

// refSharpen is Sharpen as first written: each row's window sums scaled to
// a full window, summed down the clamped column window.
func refSharpen(g *image.Gray, radius int, amount float64) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	win := int32(2*radius + 1)
	rows := make([]int32, w*h)
	for y := range h {
		for x := range w {
			var s int32
			a, b := max(0, x-radius), min(w, x+radius+1)
			for k := a; k < b; k++ {
				s += int32(g.Pix[y*g.Stride+k])
			}
			rows[y*w+x] = s * win / int32(b-a)
		}
	}
	out := make([]uint8, w*h)
	for y := range h {
		a, b := max(0, y-radius), min(h, y+radius+1)
		div := float64(int32(b-a) * win)
		for x := range w {
			var c int32
			for k := a; k < b; k++ {
				c += rows[k*w+x]
			}
			v := float64(g.Pix[y*g.Stride+x])
			out[y*w+x] = Clamp8(v + amount*(v-float64(c)/div))
		}
	}
	for y := range h {
		copy(g.Pix[y*g.Stride:y*g.Stride+w], out[y*w:])
	}
}

// refRemoveRules is RemoveRules as first written: horizontal rules, then
// vertical ones as the horizontal rules of the transposed image.
func refRemoveRules(g *image.Gray, minH, minV, thick int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	mask := make([]bool, w*h)
	refMarkRules(g.Pix, g.Stride, w, h, minH, thick, func(x, y int) { mask[y*w+x] = true })
	t := make([]uint8, w*h)
	for y := range h {
		for x := range w {
			t[x*h+y] = g.Pix[y*g.Stride+x]
		}
	}
	refMarkRules(t, h, h, w, minV, thick, func(x, y int) { mask[x*w+y] = true })
	for y := range h {
		for x := range w {
			if mask[y*w+x] {
				g.Pix[y*g.Stride+x] = 255
			}
		}
	}
}

func refMarkRules(pix []uint8, stride, w, h, minLen, thick int, set func(x, y int)) {
	const ink, fringe = 200, 235
	reach := max(1, thick/3)
	row := func(y int) []uint8 {
		y = max(0, min(h-1, y))
		return pix[y*stride : y*stride+w]
	}
	line := make([]uint8, w)
	for y := range h {
		up, mid, down := row(y-1), row(y), row(y+1)
		for x := range line {
			line[x] = uint8(max(0, int(up[x])+int(mid[x])+int(down[x])-2*255))
		}
		for i := 0; i < w; {
			if line[i] >= ink {
				i++
				continue
			}
			e := i
			for e < w && line[e] < ink {
				e++
			}
			if e-i >= minLen {
				above, below := row(y-thick), row(y+thick)
				clear := 0
				for k := i; k < e; k++ {
					if above[k] >= ink && below[k] >= ink && min(above[k], below[k]) >= mid[k]+16 {
						clear++
					}
				}
				if clear*10 >= (e-i)*6 {
					for d := -reach; d <= reach; d++ {
						if yy := y + d; yy >= 0 && yy < h {
							for k := i; k < e; k++ {
								if pix[yy*stride+k] < fringe {
									set(k, yy)
								}
							}
						}
					}
				}
			}
			i = e
		}
	}
}

// refInkBlobs is inkBlobs as first written.
func refInkBlobs(g *image.Gray, r image.Rectangle, ink uint8, neighbours [][2]int, maxArea int) []Blob {
	w, h := r.Dx(), r.Dy()
	isInk := func(x, y int) bool { return g.Pix[g.PixOffset(r.Min.X+x, r.Min.Y+y)] <= ink }
	label := make([]bool, w*h)
	var blobs []Blob
	var stack []int
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			o := y*w + x
			if label[o] || !isInk(x, y) {
				continue
			}
			b := Blob{Rectangle: image.Rect(x, y, x+1, y+1)}
			label[o] = true
			stack = append(stack[:0], o)
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				px, py := p%w, p/w
				b.Area++
				b.Rectangle = b.Union(image.Rect(px, py, px+1, py+1))
				if maxArea > 0 && b.Area > maxArea {
					continue
				}
				for _, d := range neighbours {
					nx, ny := px+d[0], py+d[1]
					if nx < 0 || ny < 0 || nx >= w || ny >= h {
						continue
					}
					if q := ny*w + nx; !label[q] && isInk(nx, ny) {
						label[q] = true
						stack = append(stack, q)
					}
				}
			}
			b.Rectangle = b.Add(r.Min)
			blobs = append(blobs, b)
		}
	}
	return blobs
}

// refPhoto draws a w×h photo of a ruled page with text, dot leaders and
// grain, lit unevenly, on a darker desk.
func refPhoto(w, h int, seed uint64) *image.Gray {
	rng := rand.New(rand.NewPCG(seed, 7))
	g := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := 90.0
			if x > w/12 && x < w-w/12 && y > h/14 && y < h-h/14 {
				v = 240
				switch {
				case y%37 < 9 && (x/9)%4 != 3 && x%3 != 0: // text
					v = 40 + float64(rng.IntN(60))
				case y%37 == 20 || y%37 == 21 && x%2 == 0: // a rule, stepping
					v = 60 + float64(rng.IntN(100))
				case x%97 == 50 || x%97 == 51: // column rules
					v = 120 + float64(rng.IntN(80))
				case y%37 == 14 && x%11 < 2 && (x/200)%2 == 0: // leaders
					v = 30
				case (x/64+y/64)%5 == 4: // a shaded box
					v = 200
				}
			}
			light := 1 - 0.35*math.Hypot(float64(x)/float64(w), float64(y)/float64(h))/math.Sqrt2
			g.Pix[y*g.Stride+x] = Clamp8(v*light + float64(rng.IntN(21)-10))
		}
	}
	return g
}

// withProcs runs f with GOMAXPROCS set to n.
func withProcs(n int, f func()) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(n))
	f()
}

func sameGray(t *testing.T, what string, got *image.Gray, want []uint8) {
	t.Helper()
	w, h := got.Rect.Dx(), got.Rect.Dy()
	for y := range h {
		if !bytes.Equal(got.Pix[y*got.Stride:y*got.Stride+w], want[y*w:(y+1)*w]) {
			for x := range w {
				if v := got.Pix[y*got.Stride+x]; v != want[y*w+x] {
					t.Fatalf("%s: pixel (%d, %d) = %d, want %d", what, x, y, v, want[y*w+x])
				}
			}
		}
	}
}

func grayOf(pix []uint8, w, h int) *image.Gray {
	return &image.Gray{Pix: slices.Clone(pix), Stride: w, Rect: image.Rect(0, 0, w, h)}
}

// TestPhotoPrepMatchesReference follows a photo through CleanPhoto's steps,
// each given the reference's result of the one before.
func TestPhotoPrepMatchesReference(t *testing.T) {
	photo := refPhoto(700, 900, 1)
	// leaning, and a little past the photo's left and bottom edges
	q := Quad{{-6, 30}, {660, 55}, {690, 904}, {25, 860}}
	for _, procs := range []int{1, 2, 3} {
		for _, scale := range []float64{1, 1.7} {
			sw, sh := SheetSize(q)
			w, h := int(sw*scale), int(sh*scale)
			name := fmt.Sprintf("%d procs, %d×%d", procs, w, h)
			want := refRectify(photo, q, w, h)
			withProcs(procs, func() {
				sameGray(t, name+", RectifySheet", RectifySheet(photo, q, w, h).Gray, want)
				steps := []struct {
					name     string
					got, ref func(*image.Gray)
				}{
					{"FlattenLighting", FlattenLighting, refFlatten},
					{"Sharpen", func(g *image.Gray) { Sharpen(g, 2, 0.7) }, func(g *image.Gray) { refSharpen(g, 2, 0.7) }},
					{"RemoveRules", func(g *image.Gray) { RemoveRules(g, w*6/100, h*4/100, 8) }, func(g *image.Gray) { refRemoveRules(g, w*6/100, h*4/100, 8) }},
				}
				for _, s := range steps {
					got, ref := grayOf(want, w, h), grayOf(want, w, h)
					s.got(got)
					s.ref(ref)
					sameGray(t, name+", "+s.name, got, ref.Pix)
					want = ref.Pix
				}
				for _, n := range [][][2]int{neighbours4, neighbours8} {
					for _, maxArea := range []int{0, 30} {
						g := grayOf(want, w, h)
						if got, ref := inkBlobs(g, g.Rect, 127, n, maxArea), refInkBlobs(g, g.Rect, 127, n, maxArea); !slices.Equal(got, ref) {
							t.Fatalf("%s: inkBlobs differ: %d blobs, want %d", name, len(got), len(ref))
						}
					}
				}
			})
		}
	}
}

// TestRectifyUprightMatchesReference rectifies whole images at their own
// size, as a level scan is, where a pixel may fall exactly on the last
// column or row.
func TestRectifyUprightMatchesReference(t *testing.T) {
	for _, size := range [][2]int{{256, 256}, {512, 128}, {300, 200}} {
		w, h := size[0], size[1]
		g := refPhoto(w, h, 2)
		q := RectQuad(float64(w), float64(h))
		sameGray(t, fmt.Sprintf("%d×%d", w, h), RectifySheet(g, q, w, h).Gray, refRectify(g, q, w, h))
	}
}

// TestFaintRulesMatchReference draws rules three pixels wide at the
// faintest grey that still adds up to ink, and a speck on them, which
// goes with the rule only when the whole rule is found; the rules run to
// the page's edges, or end on paper short of them.
func TestFaintRulesMatchReference(t *testing.T) {
	for grey := 233; grey <= 238; grey++ {
		for _, end := range []int{0, 8, 13} {
			g := image.NewGray(image.Rect(0, 0, 96, 88))
			for i := range g.Pix {
				g.Pix[i] = 255
			}
			for k := range 3 {
				for x := end / 3; x < 96-end; x++ {
					g.Pix[(30+k)*g.Stride+x] = uint8(grey)
				}
				for y := end / 3; y < 88-end; y++ {
					g.Pix[y*g.Stride+50+k] = uint8(grey)
				}
			}
			g.Pix[31*g.Stride+20] = 200
			g.Pix[60*g.Stride+51] = 200
			ref := grayOf(g.Pix, 96, 88)
			RemoveRules(g, 60, 60, 8)
			refRemoveRules(ref, 60, 60, 8)
			sameGray(t, fmt.Sprintf("rules of grey %d, %d short", grey, end), g, ref.Pix)
		}
	}
}

// TestSmallImagesMatchReference tries the steps on images a few pixels
// across, where the windows and runs meet both edges, of grey levels
// around the steps' thresholds.
func TestSmallImagesMatchReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		w, h := 1+rng.IntN(40), 1+rng.IntN(40)
		spread := 1 + rng.IntN(100) // narrow or wide, about any grey
		base := rng.IntN(257 - spread)
		pix := make([]uint8, w*h)
		for i := range pix {
			pix[i] = uint8(base + rng.IntN(spread))
		}
		name := fmt.Sprintf("%d×%d from %d", w, h, base)
		minH, minV, thick, radius := rng.IntN(6), rng.IntN(6), rng.IntN(9), rng.IntN(4)
		for _, procs := range []int{1, 3} {
			withProcs(procs, func() {
				got, ref := grayOf(pix, w, h), grayOf(pix, w, h)
				FlattenLighting(got)
				refFlatten(ref)
				sameGray(t, name+", FlattenLighting", got, ref.Pix)
				got, ref = grayOf(pix, w, h), grayOf(pix, w, h)
				Sharpen(got, radius, 0.7)
				refSharpen(ref, radius, 0.7)
				sameGray(t, fmt.Sprintf("%s, Sharpen radius %d", name, radius), got, ref.Pix)
				got, ref = grayOf(pix, w, h), grayOf(pix, w, h)
				RemoveRules(got, minH, minV, thick)
				refRemoveRules(ref, minH, minV, thick)
				sameGray(t, fmt.Sprintf("%s, RemoveRules(%d, %d, %d)", name, minH, minV, thick), got, ref.Pix)
			})
		}
		g := grayOf(pix, w, h)
		r := image.Rect(rng.IntN(w), rng.IntN(h), w, h)
		ink := uint8(base + rng.IntN(spread))
		if got, ref := inkBlobs(g, r, ink, neighbours8, 5), refInkBlobs(g, r, ink, neighbours8, 5); !slices.Equal(got, ref) {
			t.Fatalf("%s: inkBlobs in %v at %d differ", name, r, ink)
		}
	}
}

// TestByteBound checks the eight-bytes-at-once test against each byte's,
// for every bound, on words mixing bytes on both sides of it.
func TestByteBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf [8]byte
	for n := 1; n <= 256; n++ {
		b := newByteBound(n)
		for range 2000 {
			want := false
			for i := range buf {
				// mostly bytes near the bound, where the carries matter
				v := n - 3 + rng.IntN(7)
				if rng.IntN(4) == 0 {
					v = rng.IntN(256)
				}
				buf[i] = uint8(min(255, max(0, v)))
				want = want || int(buf[i]) < n
			}
			if got := b.any(binary.LittleEndian.Uint64(buf[:])); got != want {
				t.Fatalf("bound %d, bytes %v: any = %v", n, buf, got)
			}
		}
	}
}

// TestInParallel runs every part once, and raises a part's panic in the
// caller, where Parse recovers it.
func TestInParallel(t *testing.T) {
	withProcs(3, func() {
		done := make([]int, 20)
		inParallel(len(done), func(i int) { done[i]++ })
		for i, n := range done {
			if n != 1 {
				t.Fatalf("part %d ran %d times", i, n)
			}
		}
		defer func() {
			if r := recover(); r != "part 7" {
				t.Fatalf("recovered %v, want part 7's panic", r)
			}
		}()
		inParallel(len(done), func(i int) {
			if i == 7 {
				panic("part 7")
			}
		})
		t.Fatal("no panic")
	})
}
