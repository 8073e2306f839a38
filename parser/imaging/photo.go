package imaging

import (
	"encoding/binary"
	"image"
	"math"
	"math/bits"
	"sort"
)

// Phone photos show the sheet as a quadrilateral on a darker background:
// perspective tilts every line by a different angle and leans the columns,
// which a single deskew angle cannot undo. FindSheet finds the sheet's four
// edges and RectifySheet maps it back to an upright rectangle before OCR.

type Point struct{ X, Y float64 }

// Quad is a sheet's corners: top-left, top-right, bottom-right, bottom-left.
type Quad [4]Point

// RectQuad is the quad of a whole upright w×h image.
func RectQuad(w, h float64) Quad { return Quad{{0, 0}, {w, 0}, {w, h}, {0, h}} }

// Homography maps (x, y) to ((a x + b y + c)/(g x + h y + 1), (d x + e y + f)/(g x + h y + 1)).
type Homography [9]float64

func (m Homography) Apply(x, y float64) (float64, float64) {
	den := m[6]*x + m[7]*y + m[8]
	return (m[0]*x + m[1]*y + m[2]) / den, (m[3]*x + m[4]*y + m[5]) / den
}

// SquareToQuad maps the unit square onto q (Heckbert's projective mapping),
// (0,0) to q[0], (1,0) to q[1], (1,1) to q[2] and (0,1) to q[3].
func SquareToQuad(q Quad) Homography {
	x0, y0, x1, y1, x2, y2, x3, y3 := q[0].X, q[0].Y, q[1].X, q[1].Y, q[2].X, q[2].Y, q[3].X, q[3].Y
	sx, sy := x0-x1+x2-x3, y0-y1+y2-y3
	dx1, dx2, dy1, dy2 := x1-x2, x3-x2, y1-y2, y3-y2
	den := dx1*dy2 - dx2*dy1
	g := (sx*dy2 - dx2*sy) / den
	h := (dx1*sy - sx*dy1) / den
	return Homography{
		x1 - x0 + g*x1, x3 - x0 + h*x3, x0,
		y1 - y0 + g*y1, y3 - y0 + h*y3, y0,
		g, h, 1,
	}
}

// Sheet is a rectified photo: the upright page, and the mapping from its
// pixels back to the photo's (for provenance).
type Sheet struct {
	Gray    *image.Gray
	ToPhoto func(x, y float64) (float64, float64)
}

// Limits for accepting a found sheet: smaller or stranger quads are more
// likely a table border or a shadow than the paper.
const (
	minSheetArea   = 0.30 // of the image
	minDarkBorder  = 0.60 // share of the image's outer frame darker than the paper
	maxEdgeResidue = 1.5  // RMS distance of edge points from their fitted line, in analysis pixels
)

// analysisWidth is the width at which the sheet is searched for; edges are
// fitted over hundreds of points, so sub-pixel precision survives.
const analysisWidth = 480

// FindSheet returns the corners of the paper in g, in g's pixels, when g is
// a photo of a sheet on a darker background; ok is false for scans and for
// photos cropped to the paper.
func FindSheet(g *image.Gray) (q Quad, ok bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	f := max(1, w/analysisWidth)
	sw, sh := w/f, h/f
	if sw < 64 || sh < 64 {
		return q, false
	}
	small := make([]uint8, sw*sh)
	var hist [256]int
	cols := make([]int, sw*f) // a band of f rows' column sums
	for y := range sh {
		clear(cols)
		for yy := y * f; yy < (y+1)*f; yy++ {
			for x, v := range g.Pix[yy*g.Stride : yy*g.Stride+len(cols)] {
				cols[x] += int(v)
			}
		}
		for x := range sw {
			sum := 0
			for _, c := range cols[x*f : x*f+f] {
				sum += c
			}
			v := uint8(sum / (f * f))
			small[y*sw+x] = v
			hist[v]++
		}
	}
	// Paper is what is brighter than Otsu's threshold. When shadows fall
	// across the page (a window's blind), the shaded paper is darker than
	// that threshold, but still brighter than the background: the dark
	// class, split again, separates them.
	t := otsu(hist[:])
	above := func(t uint8) []bool {
		m := make([]bool, len(small))
		for i, v := range small {
			m[i] = v > t
		}
		return m
	}
	paper := above(t)
	if q, ok = sheetAt(paper, sw, sh, f, w, h, fitEdge); ok || t == 0 {
		return q, ok
	}
	if q, ok = sheetAt(above(otsu(hist[:t])), sw, sh, f, w, h, fitEdge); ok {
		return q, ok
	}
	// On a patterned cloth, bright squares of the pattern hide the paper's
	// edges. The paper is the largest bright region, and of it the squares
	// that touch its edge remain, their outer edges lined up: the paper's
	// edge is the innermost line that many of the points lie on.
	return sheetAt(largestRegion(paper, sw, sh), sw, sh, f, w, h, fitEdgeConsensus)
}

// largestRegion keeps the largest 4-connected region of mask (sw×sh).
func largestRegion(mask []bool, sw, sh int) []bool {
	label := make([]int32, len(mask))
	var stack []int
	best, bestN, next := int32(0), 0, int32(0)
	for i, m := range mask {
		if !m || label[i] != 0 {
			continue
		}
		next++
		label[i] = next
		stack = append(stack[:0], i)
		n := 0
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n++
			x := j % sw
			for _, k := range [4]int{j - 1, j + 1, j - sw, j + sw} {
				if k < 0 || k >= len(mask) || (k == j-1 && x == 0) || (k == j+1 && x == sw-1) {
					continue
				}
				if mask[k] && label[k] == 0 {
					label[k] = next
					stack = append(stack, k)
				}
			}
		}
		if n > bestN {
			best, bestN = next, n
		}
	}
	out := make([]bool, len(mask))
	for i, l := range label {
		out[i] = l != 0 && l == best
	}
	return out
}

// sheetAt finds the sheet in the sw×sh analysis image (g reduced by f)
// whose paper pixels are set in mask, fitting its edges with fit.
func sheetAt(mask []bool, sw, sh, f, w, h int, fit func(pts []Point, inward float64) (a, b float64, good bool)) (q Quad, ok bool) {
	bright := func(x, y int) bool { return mask[y*sw+x] }

	// The outer frame must be mostly background.
	frame, dark := 0, 0
	bw := max(2, sw/50)
	for y := range sh {
		for x := range sw {
			if x >= bw && x < sw-bw && y >= bw && y < sh-bw {
				continue
			}
			frame++
			if !bright(x, y) {
				dark++
			}
		}
	}
	if float64(dark) < minDarkBorder*float64(frame) {
		return q, false
	}

	var lines [4][2]float64 // left, right: x = a y + b; top, bottom: y = a x + b
	for i := range lines {
		a, b, good := fit(edgePoints(mask, sw, sh, i), float64(1-i%2*2))
		if !good {
			return q, false
		}
		lines[i] = [2]float64{a, b}
	}
	// Edge pixels sit on the paper side of the boundary; +0.5 centres them.
	corner := func(vi, hi int) Point {
		av, bv := lines[vi][0], lines[vi][1]
		ah, bh := lines[hi][0], lines[hi][1]
		y := (ah*bv + bh) / (1 - ah*av)
		x := av*y + bv
		return Point{(x + 0.5) * float64(f), (y + 0.5) * float64(f)}
	}
	q = Quad{corner(0, 2), corner(1, 2), corner(1, 3), corner(0, 3)}

	// Plausibility: inside the image (give or take), convex, big enough.
	for _, c := range q {
		if math.IsNaN(c.X) || math.IsNaN(c.Y) || c.X < -0.02*float64(w) || c.X > 1.02*float64(w) || c.Y < -0.02*float64(h) || c.Y > 1.02*float64(h) {
			return q, false
		}
	}
	if !convex(q) || quadArea(q) < minSheetArea*float64(w)*float64(h) {
		return q, false
	}
	return q, true
}

// edgePoints returns, for edge i (left, right, top, bottom), where each row
// or column of mask (sw×sh) first has a run of bright pixels, from that
// side: the paper's edge.
func edgePoints(mask []bool, sw, sh, i int) (pts []Point) {
	bright := func(x, y int) bool { return mask[y*sw+x] }
	run := max(3, sw/40)
	switch i {
	case 0, 1:
		for y := range sh {
			at := func(k int) bool { return bright(k, y) }
			if i == 1 {
				at = func(k int) bool { return bright(sw-1-k, y) }
			}
			if x, found := firstRun(sw, run, at); found {
				if i == 1 {
					x = sw - 1 - x
				}
				pts = append(pts, Point{float64(y), float64(x)})
			}
		}
	default:
		for x := range sw {
			at := func(k int) bool { return bright(x, k) }
			if i == 3 {
				at = func(k int) bool { return bright(x, sh-1-k) }
			}
			if y, found := firstRun(sh, run, at); found {
				if i == 3 {
					y = sh - 1 - y
				}
				pts = append(pts, Point{float64(x), float64(y)})
			}
		}
	}
	return pts
}

// firstRun returns the index of the first of n positions that starts run
// consecutive true values of at(i).
func firstRun(n, run int, at func(int) bool) (int, bool) {
	count := 0
	for i := range n {
		if at(i) {
			count++
			if count == run {
				return i - run + 1, true
			}
		} else {
			count = 0
		}
	}
	return 0, false
}

// fitEdge fits v = a u + b to points {u, v} by least squares, dropping the
// ends of the edge (corners, where the neighbouring edge takes over) and
// then outliers; good is false when too few points remain or they do not
// lie on a straight line. (Which side is inward, the second argument, is
// fitEdgeConsensus's.)
func fitEdge(pts []Point, _ float64) (a, b float64, good bool) {
	if len(pts) < 20 {
		return 0, 0, false
	}
	n := len(pts)
	pts = pts[n/10 : n-n/10]
	use := append([]Point(nil), pts...)
	for iter := 0; iter < 4; iter++ {
		if len(use) < 10 {
			return 0, 0, false
		}
		var ok bool
		if a, b, ok = leastSquares(use); !ok {
			return 0, 0, false
		}
		res := make([]float64, len(pts))
		for i, p := range pts {
			res[i] = math.Abs(p.Y - (a*p.X + b))
		}
		sorted := append([]float64(nil), res...)
		sort.Float64s(sorted)
		limit := math.Max(2, 3*sorted[len(sorted)/2])
		use = use[:0]
		var ss float64
		for i, p := range pts {
			if res[i] <= limit {
				use = append(use, p)
				ss += res[i] * res[i]
			}
		}
		if iter == 3 {
			return a, b, len(use) >= len(pts)/2 && math.Sqrt(ss/float64(max(1, len(use)))) <= maxEdgeResidue && math.Abs(a) < 0.2
		}
	}
	return a, b, false
}

// leastSquares fits v = a u + b to points {u, v}; ok is false when their
// u are all one.
func leastSquares(pts []Point) (a, b float64, ok bool) {
	var su, sv, suu, suv float64
	for _, p := range pts {
		su += p.X
		sv += p.Y
		suu += p.X * p.X
		suv += p.X * p.Y
	}
	m := float64(len(pts))
	den := m*suu - su*su
	if den == 0 {
		return 0, 0, false
	}
	a = (m*suv - su*sv) / den
	return a, (sv - a*su) / m, true
}

// fitEdgeConsensus fits v = a u + b to the innermost line (toward larger v
// when inward is 1, smaller when −1) that at least a third of the points
// {u, v} lie within 1.5 analysis pixels of, trying the lines through points
// half the edge apart, then refits those points by least squares.
func fitEdgeConsensus(pts []Point, inward float64) (a, b float64, good bool) {
	if len(pts) < 20 {
		return 0, 0, false
	}
	n := len(pts)
	pts = pts[n/10 : n-n/10]
	n = len(pts)
	const near = 1.5
	mid := (pts[0].X + pts[n-1].X) / 2
	best := math.Inf(-1)
	for i := 0; i < n/2; i += max(1, n/200) {
		p, q := pts[i], pts[i+n/2]
		if p.X == q.X {
			continue
		}
		sa := (q.Y - p.Y) / (q.X - p.X)
		sb := p.Y - sa*p.X
		c := 0
		for _, r := range pts {
			if math.Abs(r.Y-(sa*r.X+sb)) <= near {
				c++
			}
		}
		if in := inward * (sa*mid + sb); c*3 >= n && in > best {
			best, a, b = in, sa, sb
		}
	}
	if math.IsInf(best, -1) {
		return 0, 0, false
	}
	var use []Point
	for _, r := range pts {
		if math.Abs(r.Y-(a*r.X+b)) <= near {
			use = append(use, r)
		}
	}
	if fa, fb, ok := leastSquares(use); ok {
		a, b = fa, fb
	}
	return a, b, math.Abs(a) < 0.2
}

// otsu returns the threshold that best separates a histogram's two classes.
func otsu(hist []int) uint8 {
	var total, sum float64
	for i, c := range hist {
		total += float64(c)
		sum += float64(i) * float64(c)
	}
	var wb, sb, best float64
	var t uint8
	for i, c := range hist {
		wb += float64(c)
		if wb == 0 {
			continue
		}
		wf := total - wb
		if wf == 0 {
			break
		}
		sb += float64(i) * float64(c)
		mb, mf := sb/wb, (sum-sb)/wf
		if v := wb * wf * (mb - mf) * (mb - mf); v > best {
			best, t = v, uint8(i)
		}
	}
	return t
}

func convex(q Quad) bool {
	sign := 0.0
	for i := range 4 {
		a, b, c := q[i], q[(i+1)%4], q[(i+2)%4]
		cr := (b.X-a.X)*(c.Y-b.Y) - (b.Y-a.Y)*(c.X-b.X)
		if cr == 0 || sign != 0 && (cr > 0) != (sign > 0) {
			return false
		}
		sign = cr
	}
	return true
}

func quadArea(q Quad) float64 {
	var s float64
	for i := range 4 {
		a, b := q[i], q[(i+1)%4]
		s += a.X*b.Y - b.X*a.Y
	}
	return math.Abs(s) / 2
}

func Dist(a, b Point) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }

// SheetSize is the rectified sheet's size in photo pixels at its nearest
// edges, so that no part of the page loses resolution.
func SheetSize(q Quad) (w, h float64) {
	return math.Max(Dist(q[0], q[1]), Dist(q[3], q[2])), math.Max(Dist(q[0], q[3]), Dist(q[1], q[2]))
}

// RectifySheet resamples the sheet q of g into an upright outW×outH image
// (bilinear); toPhoto maps the result's pixels back to g's. The products of
// the homography's terms with a column's or a row's coordinate are formed
// once per column and row, in the order Homography.Apply adds them, so the
// result is Apply's to the bit.
func RectifySheet(g *image.Gray, q Quad, outW, outH int) *Sheet {
	m := SquareToQuad(q)
	out := image.NewGray(image.Rect(0, 0, outW, outH))
	sx, sy := 1/float64(outW), 1/float64(outH)
	cols := make([][3]float64, outW)
	for x := range cols {
		u := (float64(x) + 0.5) * sx
		cols[x] = [3]float64{m[0] * u, m[3] * u, m[6] * u}
	}
	var gray [256]float64
	for v := range gray {
		gray[v] = float64(v)
	}
	parts := rowParts(outH, 64)
	inParallel(len(parts), func(i int) {
		pxs, pys := make([]float64, outW), make([]float64, outW)
		for y := parts[i][0]; y < parts[i][1]; y++ {
			v := (float64(y) + 0.5) * sy
			bv, ev, hv := m[1]*v, m[4]*v, m[7]*v
			rectifyRow(out.Pix[y*out.Stride:y*out.Stride+outW], cols, bv, ev, hv, &m, g, &gray, pxs, pys)
		}
	})
	return &Sheet{
		Gray: out,
		ToPhoto: func(x, y float64) (float64, float64) {
			return m.Apply(x*sx, y*sy)
		},
	}
}

// rectifyRow resamples one row of RectifySheet's output, given the row's
// products bv, ev and hv; gray[v] is float64(v), and pxs and pys hold a
// row's source coordinates. The quotients are formed first, apart from
// the sampling that waits on them, so that many are under way at once.
func rectifyRow(row []uint8, cols [][3]float64, bv, ev, hv float64, m *Homography, g *image.Gray, gray *[256]float64, pxs, pys []float64) {
	m2, m5, m8 := m[2], m[5], m[8]
	pxs, pys = pxs[:len(cols)], pys[:len(cols)]
	for x := range cols {
		c := &cols[x]
		den := c[2] + hv + m8
		pxs[x] = (c[0]+bv+m2)/den - 0.5
		pys[x] = (c[1]+ev+m5)/den - 0.5
	}
	pix, stride := g.Pix, g.Stride
	// the pixel and its right and lower neighbours must be in g: for a
	// non-negative p, int(p)+1 < n when p < n-1
	maxX, maxY := float64(g.Rect.Dx()-1), float64(g.Rect.Dy()-1)
	row = row[:len(pxs)]
	for x, px := range pxs {
		py := pys[x]
		if !(px >= 0 && py >= 0 && px < maxX && py < maxY) { // (NaN too)
			row[x] = 255
			continue
		}
		x0, y0 := int(px), int(py) // floor: both are non-negative
		fx, fy := px-float64(x0), py-float64(y0)
		o := y0*stride + x0
		r0, r1 := pix[o:o+2], pix[o+stride:o+stride+2]
		p00, p10 := gray[r0[0]], gray[r0[1]]
		p01, p11 := gray[r1[0]], gray[r1[1]]
		top := p00 + (p10-p00)*fx
		bot := p01 + (p11-p01)*fx
		row[x] = uint8(top + (bot-top)*fy + 0.5)
	}
}

// CleanPhoto prepares a rectified photo (at about 300 dpi) for Tesseract.
// Measured on the corpus's 12 photos and 36 held-out ones (exact rows,
// with Sauvola thresholding): rectification alone 58%, with flattened
// lighting, rule removal and sharpening 87.8%, and with dot leaders removed
// 88.4%. The sizes are in pixels of a letter page 2700 px wide.
func CleanPhoto(g *image.Gray) {
	if grid, bw, bh := shadeGrid(g); grid != nil && shadeShare(grid, bw, bh) >= minShadeShare {
		divideOut(g, shadeBlock, bw, bh, grid, true)
	} else {
		FlattenLighting(g)
	}
	Sharpen(g, 2, 0.7)
	RemoveRules(g, g.Rect.Dx()*6/100, g.Rect.Dy()*4/100, 8)
	RemoveLeaders(g)
}

// FlattenLighting divides out the paper's brightness, estimated per block,
// so that ink is equally dark under a lamp and in the shadow of the phone.
func FlattenLighting(g *image.Gray) {
	const block = 32
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w == 0 || h == 0 {
		return
	}
	bw, bh := (w+block-1)/block, (h+block-1)/block
	paper, _ := blockLevels(g, block, bw, bh)
	// A block filled with ink (a shaded header) takes its neighbours' paper.
	divideOut(g, block, bw, bh, spread(paper, bw, bh, 1, true), false)
}

// Photos through a window's blind: a shadow with sharp edges falls across
// the page. The paper is then estimated on blocks a quarter as wide as
// FlattenLighting's, and a block's darkness counts as ink only when it is
// narrower than two blocks (a morphological closing), so a wider shadow
// is divided out. Where the closing leaves print brighter than the paper
// around it (white letters on a filled band), the band is kept as
// FlattenLighting keeps it.

// shadeBlock is the block shadeGrid estimates the paper on, in pixels.
const shadeBlock = 8

// shadeGrid is the paper level per block of g (bw×bh blocks) under sharp
// shadows.
func shadeGrid(g *image.Gray) (grid []float64, bw, bh int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w == 0 || h == 0 {
		return nil, 0, 0
	}
	bw, bh = (w+shadeBlock-1)/shadeBlock, (h+shadeBlock-1)/shadeBlock
	paper, top := blockLevels(g, shadeBlock, bw, bh)
	closed := spread(spread(paper, bw, bh, 1, true), bw, bh, 1, false)
	wide := spread(paper, bw, bh, 4, true)
	for i, c := range closed {
		if top[i] > c*1.25 {
			closed[i] = wide[i]
		}
	}
	return closed, bw, bh
}

// shadeShare is the share of the blocks of grid (bw×bh, from shadeGrid) in
// a shadow with sharp edges: paper under three quarters as bright as the
// brightest within five blocks.
func shadeShare(grid []float64, bw, bh int) float64 {
	wide := spread(grid, bw, bh, 5, true)
	n := 0
	for i, c := range grid {
		if c < 0.75*wide[i] {
			n++
		}
	}
	return float64(n) / float64(len(grid))
}

// minShadeShare is the share of blocks in sharp shadows from which a photo
// is flattened by shadeGrid (a photo through a blind measures 0.26; the
// other photos of both corpora 0.05 or less).
const minShadeShare = 0.10

// blockLevels returns, for each block of g, the 90th percentile of its grey
// levels (paper, unless ink fills the block) and its brightest level but
// for 1% of pixels.
func blockLevels(g *image.Gray, block, bw, bh int) (paper, top []float64) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	paper, top = make([]float64, bw*bh), make([]float64, bw*bh)
	parts := rowParts(bh, 2)
	inParallel(len(parts), func(i int) {
		for by := parts[i][0]; by < parts[i][1]; by++ {
			for bx := range bw {
				r := image.Rect(bx*block, by*block, min(w, (bx+1)*block), min(h, (by+1)*block))
				paper[by*bw+bx], top[by*bw+bx] = blockPaper(g, r)
			}
		}
	})
	return paper, top
}

// spread returns, for each block, the largest value (dilate) or the
// smallest among the blocks within r of it, never below 64: along rows,
// then along columns, which over a square is the same.
func spread(v []float64, bw, bh, r int, dilate bool) []float64 {
	pick := func(a, b float64) float64 {
		if dilate {
			return max(a, b)
		}
		return min(a, b)
	}
	rows := make([]float64, len(v))
	for by := range bh {
		row := v[by*bw : (by+1)*bw]
		for bx := range bw {
			m := row[bx]
			for x := max(0, bx-r); x <= min(bw-1, bx+r); x++ {
				m = pick(m, row[x])
			}
			rows[by*bw+bx] = m
		}
	}
	out := make([]float64, len(v))
	for by := range bh {
		for bx := range bw {
			m := rows[by*bw+bx]
			for y := max(0, by-r); y <= min(bh-1, by+r); y++ {
				m = pick(m, rows[y*bw+bx])
			}
			out[by*bw+bx] = max(m, 64)
		}
	}
	return out
}

// divideOut divides each pixel of g by the paper level grown, given per
// block and interpolated bilinearly between block centres. With sharp,
// near centres that differ by a shadow's edge the darkest is taken
// instead: interpolated, shaded paper by the edge would be left grey, a
// line that rule removal then cuts through the print with.
func divideOut(g *image.Gray, block, bw, bh int, grown []float64, sharp bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	at := func(bx, by int) float64 {
		bx, by = max(0, min(bw-1, bx)), max(0, min(bh-1, by))
		return grown[by*bw+bx]
	}
	// Each column's block and its offset in it, once for the page; the
	// paper interpolated along each row of block centres and the next
	// (top, and bottom − top), once per 32 rows. The sums are those of a
	// bilinear interpolation of at(), in the same order.
	colB, colT := make([]int, w), make([]float64, w)
	for x := range w {
		fx := (float64(x)+0.5)/float64(block) - 0.5
		colB[x] = int(math.Floor(fx))
		colT[x] = fx - float64(colB[x])
	}
	var gray, scaled [256]float64 // v, and v·255
	for v := range gray {
		gray[v], scaled[v] = float64(v), float64(v)*255
	}
	parts := rowParts(h, 64)
	inParallel(len(parts), func(i int) {
		up, down := make([]float64, bw+2), make([]float64, bw+2) // at(bx, ·) for bx from -1
		top, dif := make([]float64, w), make([]float64, w)       // top, and bottom − top
		lastBy := math.MinInt
		for y := parts[i][0]; y < parts[i][1]; y++ {
			fy := (float64(y)+0.5)/float64(block) - 0.5
			by := int(math.Floor(fy))
			ty := fy - float64(by)
			if by != lastBy {
				lastBy = by
				for bx := range up {
					up[bx], down[bx] = at(bx-1, by), at(bx-1, by+1)
				}
				for x := range w {
					b, tx := colB[x]+1, colT[x]
					t := up[b] + (up[b+1]-up[b])*tx
					bot := down[b] + (down[b+1]-down[b])*tx
					top[x], dif[x] = t, bot-t
					if sharp {
						lo := min(up[b], up[b+1], down[b], down[b+1])
						if max(up[b], up[b+1], down[b], down[b+1]) > lo*1.3 {
							top[x], dif[x] = lo, 0
						}
					}
				}
			}
			row := g.Pix[y*g.Stride : y*g.Stride+w]
			top, dif := top[:len(row)], dif[:len(row)]
			for x, v := range row {
				bg := top[x] + dif[x]*ty
				// Clamp8(v·255/bg): 255 when v ≥ bg, and the quotient is
				// neither negative nor over 255 (bg is positive)
				if gray[v] >= bg {
					row[x] = 255
				} else {
					row[x] = uint8(scaled[v]/bg + 0.5)
				}
			}
		}
	})
}

// blockPaper returns the 90th percentile of the grey levels in r of g, the
// paper unless ink fills the block, and the 99th.
func blockPaper(g *image.Gray, r image.Rectangle) (paper, top float64) {
	if n := r.Dx() * r.Dy(); n <= 100 {
		return smallBlockPaper(g, r, n)
	}
	// two histograms, even and odd columns: paper repeats a grey level,
	// and one counter bumped over and over waits on itself
	var hist [2][256]int32
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := g.Pix[y*g.Stride+r.Min.X : y*g.Stride+r.Max.X]
		for len(row) >= 2 {
			hist[0][row[0]]++
			hist[1][row[1]]++
			row = row[2:]
		}
		if len(row) == 1 {
			hist[0][row[0]]++
		}
	}
	n := r.Dx() * r.Dy()
	k, acc := 255, 0
	for ; k > 0; k-- {
		acc += int(hist[0][k]) + int(hist[1][k])
		if acc*10 >= n {
			break
		}
	}
	t, acc := 255, 0
	for ; t > 0; t-- {
		acc += int(hist[0][t]) + int(hist[1][t])
		if acc*100 >= n {
			break
		}
	}
	return float64(k), float64(t)
}

// smallBlockPaper is blockPaper for a block of n ≤ 100 pixels (shadeGrid's
// 8 × 8), where clearing and scanning two histograms costs more than the
// pixels: its levels are the ⌈n/10⌉-th and the largest, kept as it reads.
func smallBlockPaper(g *image.Gray, r image.Rectangle, n int) (paper, top float64) {
	k := (n + 9) / 10
	var buf [10]uint8 // the k largest so far, largest first
	big := buf[:0]
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for _, v := range g.Pix[y*g.Stride+r.Min.X : y*g.Stride+r.Max.X] {
			if len(big) == k && v <= big[k-1] {
				continue
			}
			i := len(big)
			if i < k {
				big = append(big, v)
			} else {
				i = k - 1
			}
			for ; i > 0 && big[i-1] < v; i-- {
				big[i] = big[i-1]
			}
			big[i] = v
		}
	}
	return float64(big[k-1]), float64(big[0])
}

func Clamp8(v float64) uint8 {
	switch {
	case v <= 0:
		return 0
	case v >= 255:
		return 255
	}
	return uint8(v + 0.5)
}

// round8 is Clamp8 without branches, for a v far from overflowing an
// int: v+0.5 truncates to 0 or less for v ≤ 0, to 255 or more for v ≥ 255.
func round8(v float64) uint8 {
	return uint8(min(max(int(v+0.5), 0), 255))
}

// RemoveRules whitens straight horizontal and vertical strokes much longer
// than any letter: table rules and underlines, which Tesseract otherwise
// reads as debris or merges with the text that touches them. A rule may
// step by a pixel over its length (the photo was not perfectly flat), is a
// few pixels wide with a grey fringe, and has paper on both sides (a shaded
// box is not a rule).
//
// The rules are found on the original pixels, bands of rows and of columns
// at once, and their pixels darker than the fringe whitened only after, so
// the order they are found in does not matter.
func RemoveRules(g *image.Gray, minH, minV, thick int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	if w <= 0 || h <= 0 {
		return
	}
	groups := (w + 7) / 8
	f := &ruleFinder{g: g, w: w, h: h, thick: thick, reach: max(1, thick/3), groups: groups, words: (groups + 63) / 64}
	f.quiet = make([]uint64, h*f.words)
	rows := rowParts(h, 64)
	k := len(rows)
	inParallel(k, func(i int) { f.findQuiet(rows[i][0], rows[i][1]) })
	found := make([][]ruleSpan, 2*k) // bands of rows, then of columns
	inParallel(2*k, func(i int) {
		if i < k {
			found[i] = f.rows(rows[i][0], rows[i][1], max(1, minH))
		} else {
			found[i] = f.cols((i-k)*groups/k, (i-k+1)*groups/k, max(1, minV))
		}
	})
	pix, stride := g.Pix, g.Stride
	for _, spans := range found {
		for _, s := range spans {
			if s.vertical {
				for y := s.lo; y < s.hi; y++ {
					if p := &pix[y*stride+s.at]; *p < ruleFringe {
						*p = 255
					}
				}
				continue
			}
			r := pix[s.at*stride : s.at*stride+w]
			for x := s.lo; x < s.hi; x++ {
				if r[x] < ruleFringe {
					r[x] = 255
				}
			}
		}
	}
}

// RemoveRules' grey levels: a rule's ink, and the fringe whitened with it.
// A pixel is ink when it and its two neighbours across the line add up to
// ink as one pixel (a thin line that a photo spread over two rows is as
// dark as one that fell on one row): a+b+c-2·255 < ruleInk. Then one of
// them is below rulePaper: where none is (paper, mostly), eight pixels at
// a time are passed over.
const (
	ruleInk, ruleFringe = 200, 235
	ruleInkSum          = ruleInk + 2*255
	rulePaper           = (ruleInkSum + 2) / 3
)

// A ruleSpan is a rule's stretch of row (or column) at, from lo to hi.
type ruleSpan struct {
	vertical   bool
	at, lo, hi int
}

// ruleFinder finds the rules of RemoveRules.
type ruleFinder struct {
	g            *image.Gray
	w, h         int
	thick, reach int // reach: the line's core and fringe, not a shaded box beside it
	// Group k of a row is its pixels 8k to 8k+7. quiet holds a bit per
	// group, words to a row: set when no pixel of the group is below
	// rulePaper (never for a last group of fewer than 8).
	groups, words int
	quiet         []uint64
}

// row is row y of the image, clamped to it; quietRow is its quiet bits.
func (f *ruleFinder) row(y int) []uint8 {
	y = max(0, min(f.h-1, y))
	return f.g.Pix[y*f.g.Stride : y*f.g.Stride+f.w]
}

func (f *ruleFinder) quietRow(y int) []uint64 {
	y = max(0, min(f.h-1, y))
	return f.quiet[y*f.words : (y+1)*f.words]
}

// findQuiet sets the quiet bits of rows y0 to y1.
func (f *ruleFinder) findQuiet(y0, y1 int) {
	paper := newByteBound(rulePaper)
	for y := y0; y < y1; y++ {
		row, q := f.row(y), f.quietRow(y)
		full := len(row) / 8 // groups of 8
		for j := range q {
			var word uint64
			for b := range min(64, full-64*j) {
				if !paper.any(le64(row[8*(64*j+b):])) {
					word |= 1 << b
				}
			}
			q[j] = word
		}
	}
}

// rows finds the horizontal rules on rows y0 to y1, at least minLen long,
// looking only at the groups that are not quiet in a row or either
// neighbour.
func (f *ruleFinder) rows(y0, y1, minLen int) (spans []ruleSpan) {
	w := f.w
	busy := make([]uint64, f.words)
	for y := y0; y < y1; y++ {
		up, mid, down := f.row(y-1), f.row(y), f.row(y+1)
		qu, qm, qd := f.quietRow(y-1), f.quietRow(y), f.quietRow(y+1)
		for j := range busy {
			busy[j] = ^(qu[j] & qm[j] & qd[j])
		}
		if n := f.groups % 64; n != 0 {
			busy[len(busy)-1] &= 1<<n - 1
		}
		run, next := 0, 0 // ink pixels ending before next, the first not looked at
		for j, word := range busy {
			for ; word != 0; word &= word - 1 {
				x0 := 8 * (64*j + bits.TrailingZeros64(word))
				if x0 > next { // paper from next on
					if run >= minLen {
						spans = f.horizontal(spans, y, next-run, next)
					}
					run = 0
				}
				next = min(w, x0+8)
				for x := x0; x < next; x++ {
					if int(up[x])+int(mid[x])+int(down[x]) < ruleInkSum {
						run++
						continue
					}
					if run >= minLen {
						spans = f.horizontal(spans, y, x-run, x)
					}
					run = 0
				}
			}
		}
		if run >= minLen { // (paper from next to the end)
			spans = f.horizontal(spans, y, next-run, next)
		}
	}
	return spans
}

// cols finds the vertical rules on the columns of groups g0 to g1, at
// least minLen long, following a run of ink per column down the rows. A
// group is looked at when it or a neighbouring group is not quiet, or
// when a run goes on in it.
func (f *ruleFinder) cols(g0, g1, minLen int) (spans []ruleSpan) {
	w, h := f.w, f.h
	x0 := 8 * g0
	runs := make([]int, max(0, min(w, 8*g1)-x0)) // ink rows ending at the current one, from x0
	band := make([]uint64, f.words)              // the bits of groups g0 to g1
	for k := g0; k < g1; k++ {
		band[k/64] |= 1 << (k % 64)
	}
	busy, active := make([]uint64, f.words), make([]uint64, f.words)
	for y := range h {
		mid, q := f.row(y), f.quietRow(y)
		for j := range busy {
			left, right := q[j]<<1, q[j]>>1 // bit k: the quiet bit of group k-1, k+1
			if j > 0 {
				left |= q[j-1] >> 63
			}
			if j+1 < len(q) {
				right |= q[j+1] << 63
			}
			busy[j] = ^(left & q[j] & right) & band[j]
		}
		for j := range busy {
			for word := busy[j] | active[j]; word != 0; word &= word - 1 {
				k := 64*j + bits.TrailingZeros64(word)
				bit := uint64(1) << (k % 64)
				on := busy[j]&bit != 0
				running := false
				for x := 8 * k; x < min(w, 8*k+8); x++ {
					i := x - x0
					// the left and right neighbours, clamped
					if on && int(mid[max(0, x-1)])+int(mid[x])+int(mid[min(w-1, x+1)]) < ruleInkSum {
						runs[i]++
						running = true
						continue
					}
					if r := runs[i]; r >= minLen {
						spans = f.vertical(spans, x, y-r, y)
					}
					runs[i] = 0
				}
				if running {
					active[j] |= bit
				} else {
					active[j] &^= bit
				}
			}
		}
	}
	for i, r := range runs {
		if r >= minLen {
			spans = f.vertical(spans, x0+i, h-r, h)
		}
	}
	return spans
}

// clearEnough says whether a run of n pixels has paper on both sides
// along most of it (crossing rules and touching letters interrupt it).
func clearEnough(clear, n int) bool { return clear*10 >= n*6 }

// horizontal adds the rule of the run of ink on row y from i to e, if it
// is one.
func (f *ruleFinder) horizontal(spans []ruleSpan, y, i, e int) []ruleSpan {
	mid, above, below := f.row(y), f.row(y-f.thick), f.row(y+f.thick)
	clear := 0
	// paper, and lighter than the run: inside a light shaded band every
	// pixel passes for paper while three rows of it add up to ink, and the
	// band's text went with it
	for k := i; k < e; k++ {
		if above[k] >= ruleInk && below[k] >= ruleInk && min(above[k], below[k]) >= mid[k]+16 {
			clear++
		}
	}
	if clearEnough(clear, e-i) {
		for yy := max(0, y-f.reach); yy <= min(f.h-1, y+f.reach); yy++ {
			spans = append(spans, ruleSpan{false, yy, i, e})
		}
	}
	return spans
}

// vertical adds the rule of the run of ink down column x from i to e, if
// it is one.
func (f *ruleFinder) vertical(spans []ruleSpan, x, i, e int) []ruleSpan {
	xa, xb := max(0, x-f.thick), min(f.w-1, x+f.thick)
	clear := 0 // as in horizontal
	for k := i; k < e; k++ {
		r := f.row(k)
		a, b := r[xa], r[xb]
		if a >= ruleInk && b >= ruleInk && min(a, b) >= r[x]+16 {
			clear++
		}
	}
	if clearEnough(clear, e-i) {
		for xx := max(0, x-f.reach); xx <= min(f.w-1, x+f.reach); xx++ {
			spans = append(spans, ruleSpan{true, xx, i, e})
		}
	}
	return spans
}

// le64 is the first eight bytes of b as one word, the first lowest.
func le64(b []uint8) uint64 { return binary.LittleEndian.Uint64(b) }

// A byteBound tells whether any of the eight bytes of a word is below a
// bound n from 1 to 256. For n up to 128, subtracting n from every byte
// sets the high bit of those below n among the bytes where it was clear
// (the others are 128 or more); a borrow into the byte above starts only
// at a byte below n, so the answer stands. For n over 128, a byte is
// below n when its high bit is clear or its low seven bits are below
// n-128.
type byteBound struct{ high, sub uint64 }

const lanes = 0x0101010101010101 // one in every byte

func newByteBound(n int) byteBound {
	if n <= 128 {
		return byteBound{0, lanes * uint64(n)}
	}
	return byteBound{lanes * 0x80, lanes * uint64(n-128)}
}

// any reports whether a byte of x is below the bound.
func (b byteBound) any(x uint64) bool {
	y := x &^ b.high
	return (b.high&^x|(y-b.sub)&^y)&(lanes*0x80) != 0
}

// Sharpen is an unsharp mask with a box blur of the given radius; photos
// are soft, and Tesseract loses decimal points and thin strokes in them.
// The blur window is clamped at the edges; both passes run along rows, the
// row sums held for the 2·radius+2 rows the column window spans.
func Sharpen(g *image.Gray, radius int, amount float64) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	// Bands of rows are sharpened at once, each in place; the rows a band
	// reads past its ends, which its neighbours sharpen, are copied first.
	parts := rowParts(h, max(64, 2*radius+1))
	saved := map[int][]uint8{}
	for _, p := range parts[1:] {
		for y := max(0, p[0]-radius); y < min(h, p[0]+radius); y++ {
			saved[y] = append([]uint8(nil), g.Pix[y*g.Stride:y*g.Stride+w]...)
		}
	}
	inParallel(len(parts), func(i int) {
		lo, hi := parts[i][0], parts[i][1]
		sharpenBand(g, lo, hi, radius, amount, func(y int) []uint8 {
			if y < lo || y >= hi {
				return saved[y]
			}
			return g.Pix[y*g.Stride : y*g.Stride+w]
		})
	})
}

// sharpenBand sharpens rows lo to hi of g (see Sharpen), reading the rows
// of the original image, inside the band and out, from src.
func sharpenBand(g *image.Gray, lo, hi, radius int, amount float64, src func(y int) []uint8) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	ring := 2*radius + 2
	// rows[(y%ring)*w+x]: the sum over row y's window, scaled to a full window
	rows := make([]int32, ring*w)
	pre := make([]int32, w+1)
	rowSums := func(y int) []int32 {
		out := rows[(y%ring)*w : (y%ring+1)*w]
		boxSums(out, src(y), pre, radius)
		return out
	}
	// slide a column window down the band; a row's sums are formed when
	// the window reaches it, before the row itself is sharpened
	col := make([]int32, w)
	first := max(0, lo-radius) // the window's top row at lo
	for y := first; y < min(h, lo+radius); y++ {
		for x, v := range rowSums(y) {
			col[x] += v
		}
	}
	n := min(h, lo+radius) - first // rows in the window
	win := int32(2*radius + 1)
	// A column sum is at most 255·win·n: below a few thousand for small
	// radii, its quotient by the window's size is looked up, not divided.
	var mean []float64
	meanDiv := math.NaN()
	if size := 255*int64(win)*int64(win) + 1; size <= 1<<16 {
		mean = make([]float64, size)
	}
	zero := make([]int32, w) // for no row entering or leaving the window
	for y := lo; y < hi; y++ {
		add, sub := zero, zero
		if in := y + radius; in < h {
			add = rowSums(in)
			n++
		}
		if out := y - radius - 1; out >= first {
			sub = rows[(out%ring)*w : (out%ring+1)*w]
			n--
		}
		div := float64(int32(n) * win)
		// row y is read no more (its sums are in rows): sharpened in place
		row := g.Pix[y*g.Stride : y*g.Stride+w]
		if mean == nil {
			for x := range col {
				col[x] += add[x] - sub[x]
				v := float64(row[x])
				row[x] = Clamp8(v + amount*(v-float64(col[x])/div))
			}
			continue
		}
		if div != meanDiv {
			for c := range mean {
				mean[c] = float64(c) / div
			}
			meanDiv = div
		}
		sharpenRow(row, col, add, sub, mean, amount)
	}
}

// boxSums sets out[x] to the sum of row over x's window of the given
// radius, clamped at the row's ends and scaled to a full window; pre
// holds len(row)+1 prefix sums.
func boxSums(out []int32, row []uint8, pre []int32, radius int) {
	w := len(row)
	var s int32
	ps := pre[1:][:w] // pre[x+1]
	for x, v := range row {
		s += int32(v)
		ps[x] = s
	}
	win := int32(2*radius + 1)
	edge := func(x int) {
		a, b := max(0, x-radius), min(w, x+radius+1)
		out[x] = (pre[b] - pre[a]) * win / int32(b-a)
	}
	// Columns lo to hi have their whole window in the row: scaled to a full
	// window, their sum is the sum itself (s·win/win, when that fits).
	lo := min(radius, w)
	hi := max(lo, w-radius)
	if 255*int64(win)*int64(win) > math.MaxInt32 {
		hi = lo
	}
	for x := range lo {
		edge(x)
	}
	if hi > lo {
		sums := out[lo:hi]
		lead, trail := pre[lo+radius+1:][:len(sums)], pre[lo-radius:][:len(sums)]
		for i, s := range lead {
			sums[i] = s - trail[i]
		}
	}
	for x := hi; x < w; x++ {
		edge(x)
	}
}

// sharpenRow moves the column sums col down a row, adding the row sums add
// and taking away sub, and sharpens row with their means, mean[sum].
func sharpenRow(row []uint8, col, add, sub []int32, mean []float64, amount float64) {
	row, add, sub = row[:len(col)], add[:len(col)], sub[:len(col)]
	for x, c := range col {
		c += add[x] - sub[x]
		col[x] = c
		v := float64(row[x])
		row[x] = round8(v + amount*(v-mean[c]))
	}
}

// RemoveLeaders whitens dot leaders ("GLUCOSE ........ 131"): Tesseract
// reads a row of dots as letters and garbles the name beside them. A
// leader is five or more small blobs on one baseline at a steady pitch;
// a decimal point is a lone dot.
func RemoveLeaders(g *image.Gray) {
	const ink = 128
	w, h := g.Rect.Dx(), g.Rect.Dy()
	type blob struct{ x0, y0, x1, y1, n int }
	var blobs []blob
	// big shapes are never dots: they stop growing early
	for _, b := range inkBlobs(g, g.Rect, ink-1, neighbours4, 4000) {
		blobs = append(blobs, blob{b.Min.X - g.Rect.Min.X, b.Min.Y - g.Rect.Min.Y, b.Max.X - 1 - g.Rect.Min.X, b.Max.Y - 1 - g.Rect.Min.Y, b.Area})
	}
	// letter height: the median height of letter-sized blobs
	var hs []int
	for _, b := range blobs {
		if bh := b.y1 - b.y0 + 1; bh >= 8 && bh <= h/20 {
			hs = append(hs, bh)
		}
	}
	if len(hs) < 20 {
		return
	}
	sort.Ints(hs)
	letter := float64(hs[len(hs)/2])
	maxDot := int(math.Max(2, 0.35*letter))
	// A leader dot sits on the baseline with nothing under it; the dot of
	// an i or j has the letter's stem just below.
	var dots []blob
	for _, b := range blobs {
		bw, bh := b.x1-b.x0+1, b.y1-b.y0+1
		if bw <= maxDot && bh <= maxDot && bw*3 >= bh && bh*3 >= bw &&
			blank(g, b.x0, b.y1+2, b.x1, b.y1+int(0.6*letter), ink) {
			dots = append(dots, b)
		}
	}
	// chain dots left to right along a baseline, nearest first
	sort.Slice(dots, func(i, j int) bool { return dots[i].x0 < dots[j].x0 })
	used := make([]bool, len(dots))
	for i := range dots {
		if used[i] {
			continue
		}
		chain := chainFrom(i, len(dots), used, func(k, j int) bool {
			return float64(dots[j].x0-dots[k].x1) > 1.2*letter
		}, func(k, j int) bool {
			last := dots[k]
			gap := dots[j].x0 - last.x1
			// nothing between the dots, nor above or below the gap
			// (the dots of i and j have letters under them)
			return gap > 0 && math.Abs(float64(dots[j].y1-last.y1)) <= 0.2*letter+1 &&
				blank(g, last.x1+1, min(last.y0, dots[j].y0)-int(0.6*letter), dots[j].x0-1, max(last.y1, dots[j].y1)+int(0.6*letter), ink)
		}, func(p, k, j int) bool {
			pitch := float64(dots[k].x0 - dots[p].x0)
			return math.Abs(float64(dots[j].x0-dots[k].x0)-pitch) <= 0.35*pitch+1
		})
		if len(chain) < 5 {
			continue
		}
		// each dot with the grey halo a soft photo leaves around it
		m := max(2, maxDot*2/3)
		for _, k := range chain {
			used[k] = true
			b := dots[k]
			for y := max(0, b.y0-m); y <= min(h-1, b.y1+m); y++ {
				for x := max(0, b.x0-m); x <= min(w-1, b.x1+m); x++ {
					g.Pix[y*g.Stride+x] = 255
				}
			}
		}
	}
}

// blank reports whether the box holds no pixel darker than ink.
func blank(g *image.Gray, x0, y0, x1, y1 int, ink uint8) bool {
	x0, y0 = max(0, x0), max(0, y0)
	x1, y1 = min(g.Rect.Dx()-1, x1), min(g.Rect.Dy()-1, y1)
	for y := y0; y <= y1; y++ {
		row := g.Pix[y*g.Stride:]
		for x := x0; x <= x1; x++ {
			if row[x] < ink {
				return false
			}
		}
	}
	return true
}

// MaxSkew is the largest rotation, in degrees, FindSkew looks for.
const MaxSkew = 10.0

// SkewOf is the rotation, in degrees, that quad q from FindSkew undoes.
func SkewOf(q Quad) float64 {
	return math.Atan2(q[1].Y-q[0].Y, q[1].X-q[0].X) * 180 / math.Pi
}

// FindSkew estimates a scan's rotation from the projection profile of its
// ink: rows of text line up with pixel rows when the angle is right, which
// makes the row sums peakiest. It returns the quad that, rectified, turns
// the page upright, or ok=false when the page is level already.
func FindSkew(g *image.Gray) (q Quad, ok bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	f := max(1, w/800)
	sw, sh := w/f, h/f
	if sw < 64 || sh < 64 {
		return q, false
	}
	var hist [256]int
	for y := range sh {
		for x := range sw {
			hist[g.Pix[(y*f)*g.Stride+x*f]]++
		}
	}
	t := otsu(hist[:])
	var ink []Point
	for y := range sh {
		for x := range sw {
			if g.Pix[(y*f)*g.Stride+x*f] <= t {
				ink = append(ink, Point{float64(x), float64(y)})
			}
		}
	}
	if len(ink) < 200 || len(ink) > sw*sh/3 {
		return q, false
	}
	bins := make([]float64, 2*sh+2*sw)
	score := func(deg float64) float64 {
		slope := math.Tan(deg * math.Pi / 180)
		clear(bins)
		for _, p := range ink {
			bins[int(p.Y-slope*p.X+float64(sw))]++
		}
		var s float64
		for _, b := range bins {
			s += b * b
		}
		return s
	}
	best, bestS := 0.0, score(0)
	for a := -3.0; a <= 3.0; a += 0.1 {
		if s := score(a); s > bestS {
			best, bestS = a, s
		}
	}
	// a page fed crooked turns further: looked for coarsely, then closer
	for a := 3.25; a <= MaxSkew; a += 0.25 {
		for _, d := range []float64{-a, a} {
			if s := score(d); s > bestS {
				best, bestS = d, s
			}
		}
	}
	if math.Abs(best) > 3 {
		for a := best - 0.2; a <= best+0.2; a += 0.05 {
			if s := score(a); s > bestS {
				best, bestS = a, s
			}
		}
	}
	for a := best - 0.1; a <= best+0.1; a += 0.02 {
		if s := score(a); s > bestS {
			best, bestS = a, s
		}
	}
	if math.Abs(best) < 0.2 {
		return q, false
	}
	// the upright page's pixel (x, y) is g's pixel rotated about the centre
	th := best * math.Pi / 180
	cs, sn := math.Cos(th), math.Sin(th)
	cx, cy := float64(w)/2, float64(h)/2
	src := func(x, y float64) Point {
		dx, dy := x-cx, y-cy
		return Point{cx + dx*cs - dy*sn, cy + dx*sn + dy*cs}
	}
	return Quad{src(0, 0), src(float64(w), 0), src(float64(w), float64(h)), src(0, float64(h))}, true
}
