package imaging

import "image"

// VerticalRules counts the vertical lines on a scanned page that run for at
// least a sixth of its height: the column rules of a ruled table (and a
// frame's two sides). A scan turned by a degree or two still counts, since
// a line may drift by a pixel from one strip of the page to the next.
func VerticalRules(g *image.Gray) int { return rulesDown(g, 6) }

// HorizontalRules counts the horizontal lines on a scanned page that run for
// at least a third of its width: a table's row rules (one under every row),
// its header's and its sections' rules.
func HorizontalRules(g *image.Gray) int {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	t := image.NewGray(image.Rect(0, 0, h, w))
	for y := range h {
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		for x, v := range row {
			t.Pix[x*t.Stride+y] = v
		}
	}
	return rulesDown(t, 3)
}

// rulesDown counts the vertical lines of g that run for at least 1/part of
// its height.
func rulesDown(g *image.Gray, part int) int {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	const strips = 48
	sh := h / strips
	if w < 8 || sh < 4 {
		return 0
	}
	hist := make([]int, 256)
	for y := 0; y < h; y += 2 {
		for _, v := range g.Pix[y*g.Stride : y*g.Stride+w] {
			hist[v]++
		}
	}
	t := otsu(hist)
	// ruled[s][x]: column x is ink down (nearly) all of strip s, give or
	// take a pixel sideways
	ruled := make([][]bool, strips)
	count := make([]int, w)
	for s := range strips {
		clear(count)
		for y := s * sh; y < (s+1)*sh; y++ {
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			for x := range w {
				if row[x] <= t || x > 0 && row[x-1] <= t || x+1 < w && row[x+1] <= t {
					count[x]++
				}
			}
		}
		ruled[s] = make([]bool, w)
		for x, c := range count {
			ruled[s][x] = c*10 >= sh*9
		}
	}
	// follow each line down the strips; a line is counted once, at its
	// first strip, and its columns are used up as it is followed
	const drift = 2
	need := strips / part
	n := 0
	for s := range strips {
		for x := 0; x < w; x++ {
			if !ruled[s][x] {
				continue
			}
			length, cx := 0, x
			for ss := s; ss < strips; ss++ {
				found := -1
				for dx := -drift; dx <= drift; dx++ {
					if xx := cx + dx; xx >= 0 && xx < w && ruled[ss][xx] {
						found = xx
						break
					}
				}
				if found < 0 {
					break
				}
				// clear the line's columns here so it is not found again: a
				// thick line is a run of ruled columns
				lo, hi := found, found
				for lo > 0 && ruled[ss][lo-1] {
					lo--
				}
				for hi+1 < w && ruled[ss][hi+1] {
					hi++
				}
				for xx := lo; xx <= hi; xx++ {
					ruled[ss][xx] = false
				}
				length, cx = length+1, (lo+hi)/2
			}
			if length >= need {
				n++
			}
		}
	}
	return n
}
