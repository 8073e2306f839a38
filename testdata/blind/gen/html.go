package main

import (
	"fmt"
	"html"
	"math"
	"strings"
)

func esc(s string) string { return html.EscapeString(s) }

// Layout is one report family: where it is modelled from, what it prints,
// and how it is scanned.
type Layout struct {
	Name, Country, Language string
	Classes                 []int // hard-case classes of the README
	ScanDPI, PDFDPI         int
	Rotate                  float64    // scan rotation in degrees
	LowRes                  bool       // also a 100 dpi image-only PDF
	HeldOut                 bool       // never opened while tuning (SPLIT.md)
	Session                 int        // authoring session of a later family (0 = the first)
	Extra                   []string   // further captures: "fold", "showthru", "photodim" (session 12), "screen", "pen" (session 13), "turn" (session 15), "scanapp", "shadow", "2up" (session 25), "dark", "ncr", "glare", "photocopy" (session 27), "receipt", "upside", "sideways", "flash" (session 28), "sleeve", "slip", "stain", "crumple", "focus" (session 29), "blinds", "fax204", "cloth", "halftone" (session 31), "hand", "bw", "close", "torn" (session 32), "inkjet", "barrel", "lidopen", "spread" (session 33), "askew", "tent", "flicker", "note" (session 34), "smudge", "zoom", "wet" (session 35), "fringe", "ghost", "mirror" (session 36), "gutter", "tonerghost", "night" (session 37)
	Screen                  *Screen    // the patient-portal page of the "screen" capture
	Pen                     *Pen       // the hand annotations of the "pen" capture
	FaxHead                 string     // the fax machine's header line of the "fax204" capture (session 31)
	Close                   string     // the section title the "close" capture's picture ends above (session 32)
	Sticky                  [2]float64 // the top-left corner (mm) of the sticky note of the "note" capture (session 34)
	Build                   func() *Report
	HTML                    func(*Report) string
}

// report builds the layout's document and labels it with the layout.
func (l *Layout) report() *Report {
	rep := l.Build()
	rep.Layout, rep.Country, rep.Language = l.Name, l.Country, l.Language
	return rep
}

// date prints an ISO date in a layout's style: "dmy/", "dmy.", "mdy/", "dMony".
func date(iso, style string) string {
	if iso == "" {
		return ""
	}
	var y, m, d int
	fmt.Sscanf(iso, "%d-%d-%d", &y, &m, &d)
	switch style {
	case "dmy.":
		return fmt.Sprintf("%02d.%02d.%d", d, m, y)
	case "mdy/":
		return fmt.Sprintf("%02d/%02d/%d", m, d, y)
	case "dMony":
		mon := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[m-1]
		return fmt.Sprintf("%02d-%s-%d", d, mon, y)
	}
	return fmt.Sprintf("%02d/%02d/%d", d, m, y)
}

// page wraps a body into an A4 (or Letter) document with the layout's CSS.
func page(size, css, body string) string {
	return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>@page{size:` + size + `;margin:0}` +
		`*{box-sizing:border-box}body{margin:0}.pg{padding:12mm 13mm 10mm 13mm}` +
		`table{border-collapse:collapse}td,th{vertical-align:top;text-align:left}.pb{break-before:page}` +
		`sup{font-size:62%;vertical-align:super;line-height:0}` + css + `</style></head><body>` + body + `</body></html>`
}

// kv prints label/value pairs, perRow pairs to a line.
func kv(class string, perRow int, pairs ...string) string {
	var b strings.Builder
	b.WriteString(`<table class="` + class + `">`)
	for i := 0; i < len(pairs); i += 2 {
		if (i/2)%perRow == 0 {
			if i > 0 {
				b.WriteString("</tr>")
			}
			b.WriteString("<tr>")
		}
		b.WriteString(`<td class="k">` + esc(pairs[i]) + `</td><td class="v">` + esc(pairs[i+1]) + `</td>`)
	}
	b.WriteString("</tr></table>")
	return b.String()
}

// col is one result-table column.
type col struct {
	head, class string
	cell        func(*Row) string
}

func nameCell(r *Row) string {
	if r.HTMLName != "" {
		return r.HTMLName
	}
	return esc(r.Name)
}

func valCell(r *Row) string {
	if r.Interp == "abnormal" || r.Interp == "critical" {
		return "<b>" + esc(r.Value) + "</b>"
	}
	return esc(r.Value)
}

// valFlagCell prints the flag after the value in the same cell.
func valFlagCell(r *Row) string {
	if r.Flag == "" {
		return valCell(r)
	}
	return valCell(r) + " <b>" + esc(r.Flag) + "</b>"
}

func flagCell(r *Row) string  { return "<b>" + esc(r.Flag) + "</b>" }
func unitCell(r *Row) string  { return esc(r.Unit) }
func rangeCell(r *Row) string { return esc(r.RangeText) }

// rangeUnitCell prints the range followed by its unit ("13.0 - 17.0 g/dL").
func rangeUnitCell(r *Row) string {
	if r.RangeText == "" || r.Unit == "" || r.Type != "numeric" && r.Type != "range" {
		return esc(r.RangeText)
	}
	return esc(r.RangeText + " " + r.Unit)
}

func altCell(f func(*Group) string) func(*Row) string {
	return func(r *Row) string {
		if r.Alt == nil {
			return ""
		}
		return esc(f(r.Alt))
	}
}

// barCell draws the reference range as a bar with its bounds printed above
// and a marker at the value; ranges without two bounds stay text.
func barCell(loText, hiText func(*Row) string) func(*Row) string {
	return func(r *Row) string {
		if math.IsNaN(r.Lo) || math.IsNaN(r.Hi) {
			return `<div class="rt">` + esc(r.RangeText) + `</div>`
		}
		v, _ := (&builder{comma: strings.Contains(r.RangeText, ",")}).num(r.Value)
		pos := 25 + 50*(v-r.Lo)/(r.Hi-r.Lo)
		pos = math.Max(3, math.Min(97, pos))
		return fmt.Sprintf(`<div class="gr"><div class="gb"><span class="lo">%s</span><span class="hi">%s</span></div>`+
			`<div class="bar"><div class="ok"></div><div class="mk" style="left:%.1f%%"></div></div></div>`,
			esc(loText(r)), esc(hiText(r)), pos)
	}
}

// table prints the sections as one result table.
func table(rep *Report, class string, cols []col, headEvery bool) string {
	var b strings.Builder
	head := headRow(cols)
	open := func(pb bool) {
		cls := class
		if pb {
			cls += " pb"
		}
		b.WriteString(`<table class="rs ` + cls + `">`)
		b.WriteString(head)
	}
	open(false)
	for i, s := range rep.Sections {
		if s.NewPage {
			b.WriteString("</table>")
			open(true)
		} else if headEvery && i > 0 {
			b.WriteString(head)
		}
		sectionRows(&b, s, cols)
	}
	b.WriteString("</table>")
	return b.String()
}

// headRow prints the column labels as a table's header row.
func headRow(cols []col) string {
	h := `<tr class="hd">`
	for _, c := range cols {
		h += `<th class="` + c.class + `">` + esc(c.head) + "</th>"
	}
	return h + "</tr>"
}

// sectionRows prints a section's title row, then a row per result and a
// row under it for its note.
func sectionRows(b *strings.Builder, s *Section, cols []col) {
	if s.Title != "" {
		fmt.Fprintf(b, `<tr class="sec"><td colspan="%d">%s</td></tr>`, len(cols), esc(s.Title))
	}
	for _, r := range s.Rows {
		b.WriteString(`<tr class="r">`)
		for _, c := range cols {
			b.WriteString(`<td class="` + c.class + `">` + c.cell(r) + "</td>")
		}
		b.WriteString("</tr>")
		if r.Note != "" {
			fmt.Fprintf(b, `<tr class="note"><td colspan="%d">%s</td></tr>`, len(cols), esc(r.Note))
		}
	}
}
