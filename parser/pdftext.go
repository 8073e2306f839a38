package parser

import (
	"math"
	"strings"
	"unicode/utf16"

	"github.com/ledongthuc/pdf"
)

// glyph is one shown character, in PDF user space (origin bottom-left).
type glyph struct {
	s        string
	x, y, w  float64
	size     float64
	font     string
	fontBold bool
	// turned is +1 for text set turned a quarter anticlockwise (it reads
	// upward), −1 clockwise (downward), 0 otherwise
	turned int
	// oblique: set at a slant, as a watermark across the page is ("COPIE",
	// "DUPLICATA"), which prints no result
	oblique bool
}

// maxGlyphsPerPage bounds the work a hostile content stream can cause.
const maxGlyphsPerPage = 400_000

// bar is a thin horizontal filled rectangle in PDF user space (a rule, an
// underline, a line through struck text).
type bar struct {
	x0, x1, y, thick float64
}

// maxBarsPerPage bounds the bars kept of one page.
const maxBarsPerPage = 20_000

// mat is a PDF transformation matrix [a b c d e f].
type mat [6]float64

var identity = mat{1, 0, 0, 1, 0, 0}

func (m mat) mul(n mat) mat {
	return mat{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

// pdfFont decodes a font's codes to text and knows their advance widths.
// The library's ToUnicode reader mis-decodes ranges whose offset crosses a
// byte (U+2264 "≤" comes out as "d"), and its Content() leaves every glyph at
// one X when a standard font has no /Widths; this reader does both itself.
type pdfFont struct {
	name      string
	bold      bool
	twoByte   bool
	toUni     *toUnicodeMap
	enc       pdf.TextEncoding // simple fonts without ToUnicode
	widths    map[int]float64  // 1/1000 em
	defWidth  float64
	firstChar int
	std       bool // no widths: use standard metrics
}

func loadFont(v pdf.Value) *pdfFont {
	f := &pdfFont{widths: map[int]float64{}, defWidth: 500}
	base := v.Key("BaseFont").Name()
	if i := strings.Index(base, "+"); i >= 0 {
		base = base[i+1:]
	}
	f.name = base
	f.bold = strings.Contains(strings.ToLower(base), "bold")
	if v.Key("Subtype").Name() == "Type0" {
		f.twoByte = true
		desc := v.Key("DescendantFonts").Index(0)
		f.defWidth = 1000
		if dw := desc.Key("DW"); dw.Kind() == pdf.Integer || dw.Kind() == pdf.Real {
			f.defWidth = dw.Float64()
		}
		w := desc.Key("W")
		for i := 0; i < w.Len() && i < 200_000; {
			c := int(w.Index(i).Int64())
			next := w.Index(i + 1)
			if next.Kind() == pdf.Array {
				for j := 0; j < next.Len() && j < 65536; j++ {
					f.widths[c+j] = next.Index(j).Float64()
				}
				i += 2
				continue
			}
			hi := int(next.Int64())
			wd := w.Index(i + 2).Float64()
			for c2 := c; c2 <= hi && c2-c < 65536; c2++ {
				f.widths[c2] = wd
			}
			i += 3
		}
	} else {
		f.firstChar = int(v.Key("FirstChar").Int64())
		ws := v.Key("Widths")
		for i := 0; i < ws.Len() && i < 256; i++ {
			f.widths[f.firstChar+i] = ws.Index(i).Float64()
		}
		f.std = ws.Len() == 0
	}
	if tu := v.Key("ToUnicode"); tu.Kind() == pdf.Stream {
		f.toUni = readToUnicode(tu, v)
	}
	if f.toUni == nil && !f.twoByte {
		lf := pdf.Font{V: v}
		f.enc = lf.Encoder()
	}
	return f
}

// decode splits raw string bytes into codes with their text.
func (f *pdfFont) decode(raw string, emit func(code int, text string)) {
	if f.twoByte {
		for i := 0; i+1 < len(raw); i += 2 {
			code := int(raw[i])<<8 | int(raw[i+1])
			emit(code, f.toUni.lookup(code))
		}
		return
	}
	for i := 0; i < len(raw); i++ {
		code := int(raw[i])
		var t string
		switch {
		case f.toUni != nil:
			t = f.toUni.lookup(code)
		case f.enc != nil:
			t = f.enc.Decode(raw[i : i+1])
		default:
			t = string(rune(code))
		}
		emit(code, t)
	}
}

// width is the advance of a code in ems.
func (f *pdfFont) width(code int, text string) float64 {
	if w, ok := f.widths[code]; ok && w > 0 {
		return w / 1000
	}
	if f.std || len(f.widths) == 0 {
		return standardWidth(f.name, text)
	}
	return f.defWidth / 1000
}

// toUnicodeMap is a parsed ToUnicode CMap.
type toUnicodeMap struct {
	chars  map[int]string
	ranges []uniRange
}

type uniRange struct {
	lo, hi int
	dst    int      // first code point, when dst is a string
	list   []string // explicit targets, when dst is an array
}

func (m *toUnicodeMap) lookup(code int) string {
	if m == nil {
		return string(rune(code))
	}
	if s, ok := m.chars[code]; ok {
		return s
	}
	for _, r := range m.ranges {
		if code >= r.lo && code <= r.hi {
			if r.list != nil {
				if i := code - r.lo; i < len(r.list) {
					return r.list[i]
				}
				return ""
			}
			return string(rune(r.dst + code - r.lo))
		}
	}
	return ""
}

func bytesToInt(s string) int {
	n := 0
	for i := 0; i < len(s) && i < 4; i++ {
		n = n<<8 | int(s[i])
	}
	return n
}

func utf16BE(s string) string {
	u := make([]uint16, 0, len(s)/2)
	for i := 0; i+1 < len(s); i += 2 {
		u = append(u, uint16(s[i])<<8|uint16(s[i+1]))
	}
	return string(utf16.Decode(u))
}

// firstRune returns the code point a UTF-16BE target starts with.
func firstRune(s string) int {
	r := []rune(utf16BE(s))
	if len(r) == 0 {
		return 0
	}
	return int(r[0])
}

// readToUnicode parses a CMap stream. The interpreter's "begin" needs a
// dictionary operand; scratch, any dictionary value (the font's) serves.
func readToUnicode(v, scratch pdf.Value) *toUnicodeMap {
	m := &toUnicodeMap{chars: map[int]string{}}
	n := -1
	pdf.Interpret(v, func(stk *pdf.Stack, op string) {
		switch op {
		case "findresource":
			stk.Pop()
			stk.Pop()
			stk.Push(scratch)
		case "begincmap":
			stk.Push(scratch)
		case "endcmap":
			stk.Pop()
		case "defineresource":
			stk.Pop()
			val := stk.Pop()
			stk.Pop()
			stk.Push(val)
		case "beginbfchar", "beginbfrange", "begincodespacerange":
			n = int(stk.Pop().Int64())
		case "endbfchar":
			for i := 0; i < n && stk.Len() >= 2; i++ {
				repl, orig := stk.Pop().RawString(), stk.Pop().RawString()
				m.chars[bytesToInt(orig)] = utf16BE(repl)
			}
			n = -1
		case "endbfrange":
			for i := 0; i < n && stk.Len() >= 3; i++ {
				dst, hi, lo := stk.Pop(), stk.Pop().RawString(), stk.Pop().RawString()
				r := uniRange{lo: bytesToInt(lo), hi: bytesToInt(hi)}
				if dst.Kind() == pdf.Array {
					for j := 0; j < dst.Len() && j < 65536; j++ {
						r.list = append(r.list, utf16BE(dst.Index(j).RawString()))
					}
				} else {
					r.dst = firstRune(dst.RawString())
				}
				m.ranges = append(m.ranges, r)
			}
			n = -1
		case "endcodespacerange":
			for i := 0; i < n && stk.Len() >= 2; i++ {
				stk.Pop()
				stk.Pop()
			}
			n = -1
		}
	})
	return m
}

// Form XObjects a page draws are interpreted as part of it (a generator
// that wraps the page in one, or a letterhead stamped as one), within
// these bounds: nesting depth, and operators over the whole page, after
// which no further form is entered (a form drawn over and over, or one that
// draws itself, stays cheap).
const (
	maxFormDepth  = 8
	maxOpsPerPage = 4_000_000
)

// textState is the graphics and text state a content stream changes.
type textState struct {
	ctm, tm, tlm               mat
	tc, tw, th, tl, tfs, trise float64
	font                       *pdfFont
}

// pageGlyphs interprets a page's content stream and returns its glyphs
// and its thin horizontal bars.
func pageGlyphs(p pdf.Page) ([]glyph, []bar) {
	contents := p.V.Key("Contents")
	if contents.IsNull() {
		return nil, nil
	}
	var out []glyph
	var bars []bar
	ops := 0
	interpretGlyphs(contents, inheritedKey(p.V, "Resources"), textState{ctm: identity, tm: identity, tlm: identity, th: 1}, 0, &ops, &out, &bars)
	return out, bars
}

// interpretGlyphs interprets one content stream (a page's or a form's)
// drawn with resources res from state g, appending its glyphs to out.
func interpretGlyphs(contents, res pdf.Value, g textState, depth int, ops *int, out *[]glyph, bars *[]bar) {
	fontDict := res.Key("Font")
	var path []bar // rectangles of the path being built, kept when filled
	fonts := map[string]*pdfFont{}
	var stack []textState
	show := func(raw string) {
		f := g.font
		if f == nil {
			return
		}
		f.decode(raw, func(code int, text string) {
			w0 := f.width(code, text)
			trm := mat{g.tfs * g.th, 0, 0, g.tfs, 0, g.trise}.mul(g.tm).mul(g.ctm)
			if len(*out) < maxGlyphsPerPage {
				gl := glyph{
					s: text, x: trm[4], y: trm[5],
					w:    w0 * math.Hypot(trm[0], trm[1]),
					size: math.Hypot(trm[2], trm[3]),
					font: f.name, fontBold: f.bold,
				}
				switch a, b := math.Abs(trm[0]), math.Abs(trm[1]); {
				case b > 4*a:
					gl.turned = 1
					if trm[1] < 0 {
						gl.turned = -1
					}
				case b > 0.25*a:
					gl.oblique = true // 14° to 76° off level
				}
				*out = append(*out, gl)
			}
			tx := w0*g.tfs + g.tc
			if text == " " && (!f.twoByte) {
				tx += g.tw
			}
			g.tm = mat{1, 0, 0, 1, tx * g.th, 0}.mul(g.tm)
		})
	}
	num := func(v pdf.Value) float64 { return v.Float64() }
	pdf.Interpret(contents, func(stk *pdf.Stack, op string) {
		*ops++
		n := stk.Len()
		args := make([]pdf.Value, n)
		for i := n - 1; i >= 0; i-- {
			args[i] = stk.Pop()
		}
		switch op {
		case "Do":
			if n != 1 || depth >= maxFormDepth || *ops >= maxOpsPerPage {
				break
			}
			xo := res.Key("XObject").Key(args[0].Name())
			if xo.Kind() != pdf.Stream || xo.Key("Subtype").Name() != "Form" {
				break
			}
			sub := g
			if m := xo.Key("Matrix"); m.Kind() == pdf.Array && m.Len() == 6 {
				sub.ctm = mat{num(m.Index(0)), num(m.Index(1)), num(m.Index(2)), num(m.Index(3)), num(m.Index(4)), num(m.Index(5))}.mul(g.ctm)
			}
			r := xo.Key("Resources")
			if r.IsNull() {
				r = res
			}
			interpretGlyphs(xo, r, sub, depth+1, ops, out, bars)
		case "re":
			// only axis-aligned rectangles a few points tall at most
			if n == 4 && g.ctm[1] == 0 && g.ctm[2] == 0 && len(path) < 64 {
				x, y, w, h := num(args[0]), num(args[1]), num(args[2]), num(args[3])
				x0, x1 := x*g.ctm[0]+g.ctm[4], (x+w)*g.ctm[0]+g.ctm[4]
				y0, y1 := y*g.ctm[3]+g.ctm[5], (y+h)*g.ctm[3]+g.ctm[5]
				if x1 < x0 {
					x0, x1 = x1, x0
				}
				if t := math.Abs(y1 - y0); t > 0 && t < 3 && x1-x0 > 3*t {
					path = append(path, bar{x0: x0, x1: x1, y: (y0 + y1) / 2, thick: t})
				}
			}
		case "f", "F", "f*", "B", "B*", "b", "b*":
			for _, b := range path {
				if len(*bars) < maxBarsPerPage {
					*bars = append(*bars, b)
				}
			}
			path = path[:0]
		case "n", "S", "s":
			path = path[:0]
		case "q":
			if len(stack) < 64 {
				stack = append(stack, g)
			}
		case "Q":
			if k := len(stack); k > 0 {
				g = stack[k-1]
				stack = stack[:k-1]
			}
		case "cm":
			if n == 6 {
				g.ctm = mat{num(args[0]), num(args[1]), num(args[2]), num(args[3]), num(args[4]), num(args[5])}.mul(g.ctm)
			}
		case "BT":
			g.tm, g.tlm = identity, identity
		case "Tc":
			if n == 1 {
				g.tc = num(args[0])
			}
		case "Tw":
			if n == 1 {
				g.tw = num(args[0])
			}
		case "Tz":
			if n == 1 {
				g.th = num(args[0]) / 100
			}
		case "TL":
			if n == 1 {
				g.tl = num(args[0])
			}
		case "Ts":
			if n == 1 {
				g.trise = num(args[0])
			}
		case "Tf":
			if n == 2 {
				name := args[0].Name()
				f, ok := fonts[name]
				if !ok {
					f = loadFont(fontDict.Key(name))
					fonts[name] = f
				}
				g.font, g.tfs = f, num(args[1])
			}
		case "TD", "Td":
			if n == 2 {
				if op == "TD" {
					g.tl = -num(args[1])
				}
				g.tlm = mat{1, 0, 0, 1, num(args[0]), num(args[1])}.mul(g.tlm)
				g.tm = g.tlm
			}
		case "Tm":
			if n == 6 {
				g.tm = mat{num(args[0]), num(args[1]), num(args[2]), num(args[3]), num(args[4]), num(args[5])}
				g.tlm = g.tm
			}
		case "T*":
			g.tlm = mat{1, 0, 0, 1, 0, -g.tl}.mul(g.tlm)
			g.tm = g.tlm
		case "Tj":
			if n == 1 {
				show(args[0].RawString())
			}
		case "'", "\"":
			if op == "\"" && n == 3 {
				g.tw, g.tc = num(args[0]), num(args[1])
				args = args[2:]
			}
			g.tlm = mat{1, 0, 0, 1, 0, -g.tl}.mul(g.tlm)
			g.tm = g.tlm
			if len(args) == 1 {
				show(args[0].RawString())
			}
		case "TJ":
			if n == 1 {
				a := args[0]
				for i := 0; i < a.Len(); i++ {
					x := a.Index(i)
					if x.Kind() == pdf.String {
						show(x.RawString())
					} else {
						g.tm = mat{1, 0, 0, 1, -num(x) / 1000 * g.tfs * g.th, 0}.mul(g.tm)
					}
				}
			}
		}
	})
}
