package imaging

import (
	"image"
	"math/rand/v2"
	"testing"
)

// TestSmallBlockPaperMatchesHistogram checks the small-block path against
// the histogram's levels: the ⌈n/10⌉-th largest and the largest.
func TestSmallBlockPaperMatchesHistogram(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	g := image.NewGray(image.Rect(0, 0, 40, 40))
	for trial := range 500 {
		for i := range g.Pix {
			g.Pix[i] = uint8(rng.IntN(256))
			if trial%3 == 0 {
				g.Pix[i] = uint8(200 + rng.IntN(4)) // repeated levels
			}
		}
		r := image.Rect(rng.IntN(30), rng.IntN(30), 0, 0)
		r.Max = r.Min.Add(image.Pt(1+rng.IntN(10), 1+rng.IntN(10)))
		n := r.Dx() * r.Dy()
		var hist [256]int
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				hist[g.Pix[y*g.Stride+x]]++
			}
		}
		level := func(share int) float64 {
			acc := 0
			for v := 255; v > 0; v-- {
				if acc += hist[v]; acc*share >= n {
					return float64(v)
				}
			}
			return 0
		}
		p, top := smallBlockPaper(g, r, n)
		if p != level(10) || top != level(100) {
			t.Fatalf("block %v: got %v, %v; want %v, %v", r, p, top, level(10), level(100))
		}
	}
}
