package imaging_test

import (
	"image"
	"testing"

	"github.com/assayhq/assay/parser/imaging"
	"github.com/assayhq/assay/parser/imaging/imagingtest"
)

func TestVerticalRules(t *testing.T) {
	// ruled draws a table's column rules over a page of text bars, each
	// line from y0 to y1, leaning by lean pixels over its length as on a
	// scan turned by about a degree, and w pixels wide.
	ruled := func(xs []int, y0, y1, lean, w int) *image.Gray {
		g := imagingtest.Page()
		for _, x := range xs {
			for y := y0; y < y1; y++ {
				dx := lean * (y - y0) / (y1 - y0)
				for k := range w {
					g.Pix[y*g.Stride+x+dx+k] = 30
				}
			}
		}
		return g
	}
	for _, tc := range []struct {
		name string
		g    *image.Gray
		want int
	}{
		{"text only", imagingtest.Page(), 0},
		{"five rules", ruled([]int{90, 300, 420, 560, 760}, 80, 1010, 0, 2), 5},
		{"five rules, turned", ruled([]int{90, 300, 420, 560, 760}, 80, 1010, 16, 1), 5},
		{"a frame", ruled([]int{40, 810}, 30, 1070, 0, 3), 2},
		{"short rules", ruled([]int{300, 420, 560}, 100, 200, 0, 2), 0},
	} {
		if got := imaging.VerticalRules(tc.g); got != tc.want {
			t.Errorf("%s: VerticalRules = %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestHorizontalRules(t *testing.T) {
	// ruled draws rules across the page at ys, from x0 to x1, dropping by
	// lean pixels over their length as on a scan turned by about a degree.
	ruled := func(ys []int, x0, x1, lean int) *image.Gray {
		g := imagingtest.Page()
		for _, y := range ys {
			for x := x0; x < x1; x++ {
				g.Pix[(y+lean*(x-x0)/(x1-x0))*g.Stride+x] = 30
			}
		}
		return g
	}
	var rows []int // under each line of the page's text bars
	for y := 126; y < 1000; y += 40 {
		rows = append(rows, y)
	}
	for _, tc := range []struct {
		name string
		g    *image.Gray
		want int
	}{
		{"text only", imagingtest.Page(), 0},
		{"a rule under every row", ruled(rows, 60, 790, 0), len(rows)},
		{"a rule under every row, turned", ruled(rows, 60, 790, 12), len(rows)},
		{"short underlines", ruled(rows, 60, 200, 0), 0},
	} {
		if got := imaging.HorizontalRules(tc.g); got != tc.want {
			t.Errorf("%s: HorizontalRules = %d, want %d", tc.name, got, tc.want)
		}
	}
}
