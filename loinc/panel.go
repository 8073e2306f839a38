package loinc

import (
	"regexp"
	"slices"
	"strings"
)

// A printed order or panel name ("Lipid Panel", "CBC (includes Diff/Plt)")
// is matched to LOINC's panel codes by what the panel holds. LOINC names one
// panel several ways: by version ("Lipid 1996 panel - Serum or Plasma" and
// the newer "Lipid panel, Blood"), by system, and with a qualifier that
// adds to it ("CBC W Auto Differential panel") or says how a member is
// measured ("Lipid panel with direct LDL"). The codes of one panel share a
// family; the qualifier's content decides between them only when the name
// prints it, and codes that differ by version, system or method alone are
// twins a person chooses between (see panelTwin).

// panelParts is what a LOINC panel name says.
type panelParts struct {
	name   string // without version year and system: "Lipid panel", "CBC W Auto Differential panel"
	base   string // without its qualifier, for the family: "Lipid", "CBC"
	qual   string // the qualifier's content words, sorted: "differential"
	method string // the qualifier's method: "direct", "calc", "automated count", "manual count" or ""
	system string // the LOINC system its name prints, when the table gives none
}

var (
	panelWordRE = regexp.MustCompile(`(?i)\bpanel\b`)
	panelYearRE = regexp.MustCompile(`\b(19|20)\d\d\b`)
	// LOINC joins a panel to what it adds with W, WO, with or without.
	panelJoinRE = regexp.MustCompile(`(?i) (w|wo|with|without) `)
)

// panelSystems are the systems LOINC's panel names print after " - " or
// ", " where the table's system column is empty.
var panelSystems = map[string]string{
	"blood": "Bld", "serum or plasma": "Ser/Plas", "serum": "Ser", "plasma": "Plas", "urine": "Urine",
	"24 hour urine": "Urine", "urine sediment": "Urine sed", "platelet poor plasma": "PPP", "cord blood": "BldCo",
	"arterial blood": "BldA", "venous blood": "BldV", "capillary blood": "BldC", "cerebral spinal fluid": "CSF",
	"spinal fluid": "CSF", "stool": "Stool", "body fluid": "Body fld", "dried blood spot": "Bld.dot",
}

// qualMethods are the words of a panel qualifier that say how, not what:
// a directly measured or calculated member, an automated or manual count,
// a reflex or an order.
var qualMethods = map[string]string{
	"direct": "direct", "measured": "direct", "calc": "calc", "auto": "automated count",
	"automated": "automated count", "manual": "manual count", "method": "", "unspecified": "", "reflex": "",
	"ordered": "",
}

// parsePanel reads a LOINC long name as a panel's, or reports it is none.
func parsePanel(long string) (panelParts, bool) {
	if !panelWordRE.MatchString(long) {
		return panelParts{}, false
	}
	var p panelParts
	s := long
	if i := strings.Index(s, " by "); i > 0 {
		s = s[:i]
	}
	if i := strings.LastIndex(s, " - "); i > 0 {
		p.system = panelSystems[strings.ToLower(s[i+3:])]
		s = s[:i]
	} else if i := strings.LastIndex(s, ", "); i > 0 {
		if sys, ok := panelSystems[strings.ToLower(s[i+2:])]; ok {
			p.system, s = sys, s[:i]
		}
	}
	s = strings.Join(strings.Fields(panelYearRE.ReplaceAllString(s, "")), " ")
	p.name = s
	s = strings.Join(strings.Fields(panelWordRE.ReplaceAllString(s, "")), " ")
	base, qual, neg := s, "", false
	if loc := panelJoinRE.FindStringSubmatchIndex(s); loc != nil {
		base, qual = s[:loc[0]], s[loc[1]:]
		j := strings.ToLower(s[loc[2]:loc[3]])
		neg = j == "wo" || j == "without"
	} else if i := strings.Index(s, ", "); i > 0 {
		base, qual = s[:i], s[i+2:] // "Hemogram, Platelets and Differential"
	}
	p.base = base
	var content []string
	for _, t := range tokenize(qual) {
		if meth, ok := qualMethods[t]; ok {
			if meth == "direct" || meth == "calc" {
				// whether a member is measured or calculated: the
				// panel holds it either way (lipid panel, direct LDL)
				p.method = meth
				content = content[:0]
				break
			}
			if meth != "" {
				p.method = meth
			}
			continue
		}
		if neg {
			t = "no " + t
		}
		content = append(content, t)
	}
	slices.Sort(content)
	p.qual = strings.Join(slices.Compact(content), " ")
	return p, true
}

// panelPrinted are the words a report prints for "panel".
var panelPrinted = map[string]bool{"panel": true, "pnl": true, "profile": true}

// panelJoins join a printed panel name to what it adds ("CBC with diff",
// "w/ diff", "incl. diff", "(includes Diff/Plt)"; & and + do not survive
// tokenize, and "and" is a stopword).
var panelJoins = map[string]bool{"with": true, "w": true, "incl": true, "include": true, "including": true,
	"inc": true, "plus": true, "mit": true, "avec": true, "com": true}

// panelTerms are printed words for the content words of LOINC's panel
// qualifiers: abbreviations, and the differential as European reports
// name it (fórmula leucocitaria, formule leucocytaire, Differentialblutbild).
var panelTerms = map[string]string{
	"diff": "differential", "dif": "differential", "differentiel": "differential", "diferencial": "differential",
	"differenziale": "differential", "formula": "differential", "formule": "differential",
	"micro": "microscopic", "microscopy": "microscopic", "microscopia": "microscopic", "sediment": "microscopic",
	"plt": "platelet", "plts": "platelet",
}

// readPanel reads a printed name that is not a known name as a panel's:
// with its panel word read as LOINC's ("Lipid profile"), or as a panel's
// name followed by what it adds ("CBC with diff", "CBC & differential").
// The codes it names are bumped and their families marked named; it
// reports the weight they were named with, 0 when it read nothing.
func (m *Matcher) readPanel(core []string, sc *scratch) float64 {
	p := make([]string, 0, len(core))
	printed := false
	for _, t := range core {
		if panelPrinted[t] {
			printed = true
			continue
		}
		p = append(p, t)
	}
	if len(p) == 0 {
		return 0
	}
	if printed {
		if w := m.bumpPanels(p, sc); w > 0 {
			return w
		}
	}
	// "CBC with diff": the name of a panel, then what it adds.
	maybe := false
	for _, t := range p[1:] {
		if panelJoins[t] || panelTerms[t] != "" || m.qualWords[t] {
			maybe = true
			break
		}
	}
	if !maybe {
		return 0
	}
	for k := len(p) - 1; k >= 1; k-- {
		rest := p[k:]
		var fams []int32
		w := 0.0
		for _, ni := range m.panelNames(p[:k]) {
			nm := m.names[ni]
			if c := &m.codes[nm.code]; c.panel && !slices.Contains(fams, c.family) {
				fams = append(fams, c.family)
			}
			if m.codes[nm.code].panel {
				w = max(w, nm.weight)
			}
		}
		found := false
		for _, f := range fams {
			for _, sib := range m.families[f] {
				if q := m.codes[sib].panelQual; q != "" && qualPrinted(q, rest) {
					sc.bump(sib, w)
					found = true
				}
			}
			if found {
				sc.named = append(sc.named, f)
			}
		}
		if found {
			return w
		}
	}
	return 0
}

// panelNames are the names a panel's printed name (without its panel word)
// matches exactly: with LOINC's "panel", else as printed (CBC).
func (m *Matcher) panelNames(p []string) []int32 {
	key := strings.Join(p, " ")
	if names, ok := m.exact[key+" panel"]; ok {
		return names
	}
	return m.exact[key]
}

// bumpPanels bumps the panel codes p names, and returns their best weight.
func (m *Matcher) bumpPanels(p []string, sc *scratch) float64 {
	w := 0.0
	for _, ni := range m.panelNames(p) {
		nm := m.names[ni]
		if c := &m.codes[nm.code]; c.panel {
			sc.bump(nm.code, nm.weight)
			sc.named = append(sc.named, c.family)
			w = max(w, nm.weight)
		}
	}
	return w
}

// qualPrinted reports whether every content word of a panel's qualifier is
// printed among words (as such, abbreviated, or as a word panelTerms reads).
func qualPrinted(qual string, words []string) bool {
	for _, q := range strings.Fields(qual) {
		found := false
		for _, w := range words {
			if w == q || panelTerms[w] == q || len(w) >= 4 && strings.HasPrefix(q, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// panelTwin reports two codes of one panel that hold the same (one family,
// one qualifier content) and differ only by what a lab's dictionary chose:
// LOINC's version (Comprehensive metabolic 1998 and 2000 panels), the
// system, whether a member is measured or calculated (Lipid 1996 panel and
// Lipid panel with direct LDL), or the routine automated count named or
// not, when nothing printed decides. How often US labs order each says
// nothing about which one this lab's dictionary files. A manual count is
// printed as such, so it is no twin of an automated one.
func panelTwin(a, b *codeInfo, ev *evidence) bool {
	if !a.panel || !b.panel || a.family != b.family || a.panelQual != b.panelQual ||
		a.method == "manual count" || b.method == "manual count" {
		return false
	}
	return rowFits(a, a, ev) == rowFits(b, a, ev)
}

// isYear reports a token that prints a panel's version year.
func isYear(t string) bool {
	return len(t) == 4 && (strings.HasPrefix(t, "19") || strings.HasPrefix(t, "20")) && isNumber(t)
}
