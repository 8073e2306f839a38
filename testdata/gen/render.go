package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-pdf/fpdf"
)

// Col is one table column: header text, width (pt) and the cell text of a row.
type Col struct {
	Head  string
	W     float64
	Align string // L, C or R
	Cell  func(r *Row) string
	Bold  func(r *Row) bool // draw this cell bold (e.g. abnormal values)
}

// Doc is one generated report: metadata, table layout and content.
type Doc struct {
	Name      string // file name stem of the text PDF
	Layout    string // layout family
	Meta      Meta
	A4        bool
	Landscape bool
	Font      string  // core font family, or "DejaVu" (embedded TTF)
	Size      float64 // body font size
	RowH      float64
	X0        float64 // table left edge
	Bottom    float64 // last usable y before the footer
	Cols      []Col
	Sections  []Section
	HeadBold  bool
	Rules     bool // horizontal rule under the column headings

	// Side by side: a second table at RightX with its own columns.
	Right     []Section
	RightCols []Col
	RightX    float64

	DecimalComma bool // numbers use a decimal comma

	NameWrap        bool    // wrap long names inside the first column
	Leaders         bool    // dot leaders after the name
	Grid            bool    // ruled cell borders, shaded heading row
	SerialW         float64 // width of a serial-number column before the name (0 = none)
	HeadsPerSection bool    // column headings repeated under every section title
	MethodSz        float64 // font size of "Method:" lines

	Header func(p *fpdf.Fpdf, d *Doc, page int) float64 // draws the page head, returns table top y
	Footer func(p *fpdf.Fpdf, d *Doc, page int)

	pages  int
	serial int
}

func (d *Doc) rowsInOrder() []*Row {
	var out []*Row
	for _, s := range d.Sections {
		out = append(out, s.Rows...)
	}
	for _, s := range d.Right {
		out = append(out, s.Rows...)
	}
	return out
}

func (d *Doc) newPDF() *fpdf.Fpdf {
	size := "Letter"
	if d.A4 {
		size = "A4"
	}
	orient := "P"
	if d.Landscape {
		orient = "L"
	}
	p := fpdf.New(orient, "pt", size, "")
	p.SetCompression(true)
	p.SetCatalogSort(true)
	p.SetAutoPageBreak(false, 0)
	p.SetMargins(0, 0, 0)
	p.SetCreator("assay corpus generator", false)
	p.SetProducer("assay corpus generator", false)
	if d.Font == "DejaVu" {
		for _, f := range [][2]string{{"", "DejaVuSans.ttf"}, {"B", "DejaVuSans-Bold.ttf"}, {"I", "DejaVuSans-Oblique.ttf"}} {
			style, file := f[0], f[1]
			b, err := os.ReadFile(filepath.Join(fontDir, file))
			if err != nil {
				p.SetError(err)
				return p
			}
			p.AddUTF8FontFromBytes("DejaVu", style, b)
		}
	}
	p.AliasNbPages("{nb}")
	return p
}

// font sets the body font; style is "", "B" or "I".
func (d *Doc) font(p *fpdf.Fpdf, style string, size float64) {
	p.SetFont(d.Font, style, size)
}

// text draws s with its top-left corner at x, y (baseline computed from size).
func text(p *fpdf.Fpdf, x, y float64, s string) {
	_, size := p.GetFontSize()
	p.Text(x, y+size*0.8, s)
}

// cellText draws s inside a column of width w with the given alignment.
func cellText(p *fpdf.Fpdf, x, y, w float64, align, s string) {
	if s == "" {
		return
	}
	sw := p.GetStringWidth(s)
	switch align {
	case "R":
		x += w - sw - 3
	case "C":
		x += (w - sw) / 2
	default:
		x += 2
	}
	text(p, x, y, s)
}

func (d *Doc) drawHeads(p *fpdf.Fpdf, x, y float64, cols []Col) float64 {
	style := ""
	if d.HeadBold {
		style = "B"
	}
	d.font(p, style, d.Size)
	cx := x
	if d.SerialW > 0 {
		cols = append([]Col{{Head: "S.No", W: d.SerialW, Align: "C"}}, cols...)
	}
	for _, c := range cols {
		if d.Grid {
			p.SetFillColor(215, 215, 215)
			p.SetLineWidth(0.5)
			p.Rect(cx, y-3, c.W, d.RowH, "FD")
		}
		cellText(p, cx, y, c.W, c.Align, c.Head)
		cx += c.W
	}
	y += d.RowH
	if d.Rules {
		p.SetLineWidth(0.6)
		p.Line(x, y-2, cx, y-2)
		y += 3
	}
	return y
}

func (d *Doc) nameLines(p *fpdf.Fpdf, r *Row, w float64) []string {
	if !d.NameWrap || p.GetStringWidth(r.Name) <= w-4 {
		return []string{r.Name}
	}
	return p.SplitText(r.Name, w-4)
}

func (d *Doc) rowHeight(p *fpdf.Fpdf, r *Row, cols []Col) float64 {
	d.font(p, "", d.Size)
	h := float64(len(d.nameLines(p, r, cols[0].W))) * d.RowH
	if r.Method != "" {
		h += d.MethodSz + 3
	}
	h += float64(len(r.Notes)) * (d.MethodSz + 3)
	return h
}

func (d *Doc) drawRow(p *fpdf.Fpdf, x, y float64, r *Row, cols []Col) float64 {
	d.font(p, "", d.Size)
	if d.SerialW > 0 {
		d.serial++
		if d.Grid {
			p.SetLineWidth(0.5)
			p.Rect(x, y-3, d.SerialW, d.rowHeight(p, r, cols), "D")
		}
		cellText(p, x, y, d.SerialW, "C", fmt.Sprint(d.serial))
		x += d.SerialW
	}
	lines := d.nameLines(p, r, cols[0].W)
	for i, l := range lines {
		cellText(p, x, y+float64(i)*d.RowH, cols[0].W, cols[0].Align, l)
	}
	if d.Leaders && len(lines) == 1 {
		// dot leaders from the name to the value column
		start := x + 2 + p.GetStringWidth(lines[0]+" ")
		dot := p.GetStringWidth(".")
		n := int((x + cols[0].W - 4 - start) / dot)
		if n > 0 {
			text(p, start, y, strings.Repeat(".", n))
		}
	}
	if d.Grid {
		h := d.rowHeight(p, r, cols)
		gx := x
		p.SetLineWidth(0.5)
		for _, c := range cols {
			p.Rect(gx, y-3, c.W, h, "D")
			gx += c.W
		}
		d.font(p, "", d.Size)
	}
	cx := x + cols[0].W
	for _, c := range cols[1:] {
		bold := c.Bold != nil && c.Bold(r)
		if bold {
			d.font(p, "B", d.Size)
		}
		cellText(p, cx, y, c.W, c.Align, c.Cell(r))
		if bold {
			d.font(p, "", d.Size)
		}
		cx += c.W
	}
	y += float64(len(lines)) * d.RowH
	if r.Method != "" {
		d.font(p, "I", d.MethodSz)
		text(p, x+2, y-1, "Method: "+r.Method)
		y += d.MethodSz + 3
	}
	for _, n := range r.Notes {
		d.font(p, "I", d.MethodSz)
		text(p, x+14, y-1, n)
		y += d.MethodSz + 3
	}
	return y
}

func (d *Doc) drawSectionTitle(p *fpdf.Fpdf, x, y float64, title string) float64 {
	d.font(p, "B", d.Size+0.5)
	text(p, x+2, y+2, title)
	return y + d.RowH + 3
}

// Render draws the text PDF and records on which page each row lands.
func (d *Doc) Render() ([]byte, error) {
	p := d.newPDF()
	page := 1
	p.AddPage()
	y := d.Header(p, d, page)
	top := y
	if !d.HeadsPerSection {
		y = d.drawHeads(p, d.X0, y, d.Cols)
	}
	for _, s := range d.Sections {
		for i, r := range s.Rows {
			need := d.rowHeight(p, r, d.Cols)
			if i == 0 && s.Title != "" {
				need += d.RowH + 3
			}
			if y+need > d.Bottom {
				d.Footer(p, d, page)
				page++
				p.AddPage()
				y = d.Header(p, d, page)
				if !d.HeadsPerSection || i > 0 {
					y = d.drawHeads(p, d.X0, y, d.Cols)
				}
			}
			if i == 0 && s.Title != "" {
				y = d.drawSectionTitle(p, d.X0, y, s.Title)
				if d.HeadsPerSection {
					y = d.drawHeads(p, d.X0, y, d.Cols)
				}
			}
			r.page, r.panel = page, s.Panel
			y = d.drawRow(p, d.X0, y, r, d.Cols)
		}
		y += d.RowH * 0.4
	}
	if len(d.Right) > 0 {
		ry := d.drawHeads(p, d.RightX, top, d.RightCols)
		for _, s := range d.Right {
			if s.Title != "" {
				ry = d.drawSectionTitle(p, d.RightX, ry, s.Title)
			}
			for _, r := range s.Rows {
				r.page, r.panel = page, s.Panel
				ry = d.drawRow(p, d.RightX, ry, r, d.RightCols)
			}
			ry += d.RowH * 0.4
		}
		if ry > d.Bottom {
			return nil, fmt.Errorf("%s: right table overflows the page", d.Name)
		}
	}
	d.Footer(p, d, page)
	d.pages = page
	var buf bytes.Buffer
	if err := p.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// kv draws "label value" pairs in rows, starting at x, y; returns the y below.
func kv(p *fpdf.Fpdf, font string, size, x, y, labelW, valueW float64, pairs [][2]string, perRow int) float64 {
	for i, kv := range pairs {
		col := i % perRow
		cx := x + float64(col)*(labelW+valueW)
		p.SetFont(font, "B", size)
		text(p, cx, y, kv[0])
		p.SetFont(font, "", size)
		text(p, cx+labelW, y, kv[1])
		if col == perRow-1 || i == len(pairs)-1 {
			y += size + 4
		}
	}
	return y
}
