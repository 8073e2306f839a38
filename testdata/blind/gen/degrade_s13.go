package main

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// Session 13 captures: a phone screenshot of the lab's patient portal
// (class 44) and a page a clinician annotated by hand before it was scanned
// (class 45). Both are seeded by the document name or built from fixed
// HTML, so a re-run writes the same bytes.

// Screen is the patient-portal page of a layout (class 44): HTML for a phone
// screen of 411×891 CSS px (1080×2340 device pixels) and the rows its first
// screen shows, as the portal prints them (names, values, chips); only those
// are the truth of the screenshot.
type Screen struct {
	HTML func(*Report) string
	Rows func(*Report) []*Row
}

// screenDPI rasterises a 4.2857 × 9.2857 in page to 1080 × 2340 pixels.
const screenDPI = 252

// screenPage wraps a portal body into a page the size of a phone screen.
func screenPage(css, body string) string {
	return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>@page{size:4.2857in 9.2857in;margin:0}` +
		`*{box-sizing:border-box}html,body{margin:0;width:411.43px;height:891.43px;overflow:hidden}` + css +
		`</style></head><body>` + body + `</body></html>`
}

// screenReport is the report the screenshot shows: its visible rows only, on
// one page.
func screenReport(l *Layout, rep *Report) *Report {
	s := *rep
	s.Pages = 1
	sec := &Section{}
	for _, r := range l.Screen.Rows(rep) {
		r.page = 1
		sec.Rows = append(sec.Rows, r)
	}
	s.Sections = []*Section{sec}
	return &s
}

// screenRow copies a report row as a portal card prints it: same name,
// value, unit and range, the status chip word as its flag ("" for a chip
// that says the value is in range) and the portal's heading as its panel.
func screenRow(r *Row, chip, panel string) *Row {
	c := *r
	c.Flag, c.panel, c.HTMLName, c.HTMLUnit, c.Note = chip, panel, "", "", ""
	return &c
}

// screenshot prints the portal page, checks that it shows its truth rows and
// rasterises it to a PNG the size of a phone screen.
func screenshot(ctx context.Context, l *Layout, rep *Report) ([]byte, error) {
	srep := screenReport(l, rep)
	pdf, err := printPDF(ctx, l.Screen.HTML(rep))
	if err != nil {
		return nil, err
	}
	if err := verify(ctx, pdf, srep); err != nil {
		return nil, fmt.Errorf("screen: %w", err)
	}
	pages, err := rasterize(ctx, pdf, screenDPI)
	if err != nil {
		return nil, err
	}
	if len(pages) != 1 {
		return nil, fmt.Errorf("screen: %d pages rendered, want 1", len(pages))
	}
	b := pages[0].Bounds()
	if b.Dx() < 1080 || b.Dx() > 1084 || b.Dy() < 2340 || b.Dy() > 2344 {
		return nil, fmt.Errorf("screen: %dx%d pixels, want about 1080x2340", b.Dx(), b.Dy())
	}
	img := image.NewNRGBA(image.Rect(0, 0, 1080, 2340)) // the screen: pdftoppm rounds a pixel or two up
	draw.Draw(img, img.Rect, pages[0], b.Min, draw.Src)
	var buf bytes.Buffer
	err = (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, img)
	return buf.Bytes(), err
}

// Pen is what a clinician wrote on page 1 before scanning it (class 45):
// circles round some printed words (tokens of the text layer, found with
// pdftotext -bbox), a tick after others, an underline under a name, and a
// short scribbled note of NoteWords words starting at Note (mm from the top
// left of the page). Tokens must be printed once on page 1.
type Pen struct {
	Circle, Tick, Underline []string
	Note                    [2]float64
	NoteWords               int
}

// box is a word's box on a page, in points from the top left.
type box struct {
	x0, y0, x1, y1 float64
	text           string
}

var bboxRe = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)

// wordBoxes reads the boxes of the words of page 1 of a PDF.
func wordBoxes(ctx context.Context, pdf []byte) ([]box, error) {
	dir, in, err := tempPDF(pdf)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out, err := exec.CommandContext(ctx, "pdftotext", "-bbox", "-f", "1", "-l", "1", in, "-").Output()
	if err != nil {
		return nil, fmt.Errorf("pdftotext -bbox: %v", err)
	}
	var bs []box
	for _, m := range bboxRe.FindAllStringSubmatch(string(out), -1) {
		var f [4]float64
		for i := range f {
			f[i], _ = strconv.ParseFloat(m[i+1], 64)
		}
		bs = append(bs, box{f[0], f[1], f[2], f[3], html.UnescapeString(m[5])})
	}
	return bs, nil
}

// find returns the box of a token (one or more words in a row on one line).
func find(bs []box, token string) (box, error) {
	ws := strings.Fields(token)
	var found []box
	for i := range bs {
		if i+len(ws) > len(bs) {
			break
		}
		ok := true
		for j, w := range ws {
			if bs[i+j].text != w || math.Abs(bs[i+j].y0-bs[i].y0) > 2 {
				ok = false
				break
			}
		}
		if ok {
			last := bs[i+len(ws)-1]
			found = append(found, box{bs[i].x0, bs[i].y0, last.x1, math.Max(bs[i].y1, last.y1), token})
		}
	}
	if len(found) != 1 {
		return box{}, fmt.Errorf("pen: %q printed %d times on page 1, want once", token, len(found))
	}
	return found[0], nil
}

// ink is a pen's stroke mask over a page: how much ink covers each pixel.
type ink struct {
	w, h int
	a    []float32
	r    *rand.Rand
}

// dot lays a round nib of radius rad at (x, y), anti-aliased.
func (k *ink) dot(x, y, rad float64) {
	for py := int(y - rad - 1); py <= int(y+rad+1); py++ {
		for px := int(x - rad - 1); px <= int(x+rad+1); px++ {
			if px < 0 || py < 0 || px >= k.w || py >= k.h {
				continue
			}
			a := float32(math.Max(0, math.Min(1, rad+0.5-math.Hypot(float64(px)-x, float64(py)-y))))
			if i := py*k.w + px; a > k.a[i] {
				k.a[i] = a
			}
		}
	}
}

// stroke draws a polyline with a ballpoint: the width swells and thins with
// the pressure, and the stroke thins out at its ends.
func (k *ink) stroke(pts [][2]float64, width float64) {
	phase := k.r.Float64() * 6
	total := 0.0
	for i := 1; i < len(pts); i++ {
		total += math.Hypot(pts[i][0]-pts[i-1][0], pts[i][1]-pts[i-1][1])
	}
	done := 0.0
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		d := math.Hypot(b[0]-a[0], b[1]-a[1])
		for s := 0.0; s < d; s += 0.4 {
			t := s / math.Max(d, 1e-9)
			pos := done + s
			end := math.Min(1, math.Min(pos, total-pos)/(3*width)+0.45)
			rad := width / 2 * (0.85 + 0.22*math.Sin(phase+pos/(9*width))) * end
			k.dot(a[0]+(b[0]-a[0])*t, a[1]+(b[1]-a[1])*t, rad)
		}
		done += d
	}
}

// circle rings a box by hand: an ellipse a little larger than the box, not
// quite closed and overlapping itself, tilted and wobbling.
func (k *ink) circle(b box, s, mm, width float64) {
	cx, cy := (b.x0+b.x1)/2*s, (b.y0+b.y1)/2*s
	rx, ry := (b.x1-b.x0)/2*s+3.2*mm, (b.y1-b.y0)/2*s+1.0*mm
	t0, tilt := k.r.Float64()*2*math.Pi, (k.r.Float64()-0.5)*0.12
	sweep := 2*math.Pi*1.12 + k.r.Float64()*0.3
	ph := k.r.Float64() * 6
	var pts [][2]float64
	for a := 0.0; a <= sweep; a += 0.03 {
		t := t0 + a
		grow := 1 + 0.07*math.Sin(2*t+ph) + 0.05*a/sweep // wobble, and the loop ends wider than it began
		x, y := rx*grow*math.Cos(t), ry*grow*math.Sin(t)
		pts = append(pts, [2]float64{cx + x*math.Cos(tilt) - y*math.Sin(tilt), cy + x*math.Sin(tilt) + y*math.Cos(tilt)})
	}
	k.stroke(pts, width)
}

// tick draws a check mark just after a box.
func (k *ink) tick(b box, s, mm, width float64) {
	x, y := b.x1*s+2.2*mm, (b.y0+b.y1)/2*s
	j := func() float64 { return (k.r.Float64() - 0.5) * 0.5 * mm }
	var pts [][2]float64
	ctrl := [][2]float64{{x, y - 0.3*mm}, {x + 1.1*mm + j(), y + 1.5*mm + j()}, {x + 4.2*mm + j(), y - 2.6*mm + j()}}
	for i := 1; i < len(ctrl); i++ {
		for t := 0.0; t <= 1; t += 0.05 {
			bow := math.Sin(t*math.Pi) * 0.25 * mm
			pts = append(pts, [2]float64{ctrl[i-1][0] + (ctrl[i][0]-ctrl[i-1][0])*t + bow, ctrl[i-1][1] + (ctrl[i][1]-ctrl[i-1][1])*t})
		}
	}
	k.stroke(pts, width)
}

// underline draws a quick line under a box, sloping a little.
func (k *ink) underline(b box, s, mm, width float64) {
	x0, x1, y := b.x0*s-1*mm, b.x1*s+2.5*mm, b.y1*s+0.1*mm
	slope, ph := (k.r.Float64()-0.3)*0.03, k.r.Float64()*6
	var pts [][2]float64
	for x := x0; x <= x1; x += 2 {
		pts = append(pts, [2]float64{x, y + (x-x0)*slope + 0.25*mm*math.Sin(ph+(x-x0)/(7*mm))})
	}
	k.stroke(pts, width)
}

// scribble writes a short note in a quick cursive nobody can read: each word
// a run of loops (prolate cycloids) with ascenders and descenders, slanted,
// on a drifting baseline.
func (k *ink) scribble(x, y, mm, width float64, words int) {
	xh := 2.1 * mm
	drift := (k.r.Float64() - 0.5) * 0.04
	for w := 0; w < words; w++ {
		letters := 3 + k.r.Intn(5)
		var pts [][2]float64
		for l := 0; l < letters; l++ {
			h := xh * (0.8 + 0.3*k.r.Float64())
			switch k.r.Intn(6) {
			case 0:
				h *= 2.3 // ascender
			case 1:
				h *= -1.6 // descender
			}
			adv := xh * (0.9 + 0.35*k.r.Float64())
			for t := 0.0; t <= 2*math.Pi; t += 0.12 {
				px := x + adv*t/(2*math.Pi) - 0.3*adv*math.Sin(t)
				up := h * (1 - math.Cos(t)) / 2 // below the line for a descender
				py := y - up + (px-x)*drift
				pts = append(pts, [2]float64{px + 0.35*up, py})
			}
			x += adv
		}
		k.stroke(pts, width)
		x += 1.6 * xh
	}
}

// penMarks draws a Pen's marks in blue ballpoint ink on page 1 rendered at
// dpi, placing them with the word boxes of the text PDF.
func penMarks(page image.Image, bs []box, dpi int, p *Pen, seed string) (*image.RGBA, error) {
	b := page.Bounds()
	k := &ink{w: b.Dx(), h: b.Dy(), a: make([]float32, b.Dx()*b.Dy()), r: rngFor(seed + "/pen")}
	s, mm := float64(dpi)/72, float64(dpi)/25.4
	width := 0.42 * mm
	for _, t := range p.Circle {
		bx, err := find(bs, t)
		if err != nil {
			return nil, err
		}
		k.circle(bx, s, mm, width)
	}
	for _, t := range p.Tick {
		bx, err := find(bs, t)
		if err != nil {
			return nil, err
		}
		k.tick(bx, s, mm, width)
	}
	for _, t := range p.Underline {
		bx, err := find(bs, t)
		if err != nil {
			return nil, err
		}
		k.underline(bx, s, mm, width)
	}
	if p.NoteWords > 0 {
		k.scribble(p.Note[0]*mm, p.Note[1]*mm, mm, width*0.9, p.NoteWords)
	}
	out := image.NewRGBA(b)
	pen := [3]float64{26, 42, 138}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			c := color.RGBAModel.Convert(page.At(b.Min.X+x, b.Min.Y+y)).(color.RGBA)
			a := float64(k.a[y*b.Dx()+x]) * 0.88
			out.SetRGBA(x, y, color.RGBA{clamp8(float64(c.R)*(1-a) + pen[0]*a), clamp8(float64(c.G)*(1-a) + pen[1]*a),
				clamp8(float64(c.B)*(1-a) + pen[2]*a), 255})
		}
	}
	return out, nil
}
