package loinc

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/data"
)

type codeInfo struct {
	data.Code
	family    int32
	component int32 // one id per LOINC component (case folded); -1 when none
	group     int32 // one id per LOINC "same test" group; -1 when none
	consumer  int32 // one id per LOINC consumer name (case folded); -1 when none
	classes   unitClass
	spec      specimen
	units     []string // normalised
	rankBonus float64  // how common the test is: Top 2000 rank, common lists, lab orders
	noAxes    bool     // known only by its consumer name: property and system are vague
	calc      bool
	direct    bool
	timed     bool
	ql        bool
	strip     bool
	autoCount bool
	// panel codes (see panel.go): panelQual is the content of what the
	// panel's name adds to it ("differential" of CBC W Auto Differential)
	panel     bool
	panelQual string
	panelYear bool // LOINC's name gives the panel's version (Lipid 1996 panel)
	// unusualMethod marks methods a report rarely names (dialysis,
	// electrophoresis...): the generic code fits an unnamed method better.
	unusualMethod   bool
	unspecifiedTime bool // "in unspecified time Urine": chosen only when printed
	// deMethod is the method the German long name gives ("mit
	// automatisierter Zählung") to a code whose method column is empty:
	// codes known only by a consumer name lack the axis, not the method.
	deMethod     string
	method       string // methodClass of the method, or of deMethod
	basis        string // a D-dimer's reporting basis (see basisOf), from its component
	display      string
	aliases      []string
	matchAliases []string // English aliases and the LOINC short name, shared by results
}

type name struct {
	code     int32
	fragment bool // the first word of a short name whose next word is the analyte's too
	weight   float64
	toks     []int32
	norm     float64 // sum of token idf
}

// Matcher matches printed names to LOINC codes. It is immutable after
// construction and safe for concurrent use.
type Matcher struct {
	codes []codeInfo
	names []name
	exact map[string][]int32 // normalised name -> names
	// cognates are the names of common tests (ranked, on the common
	// lists or in lab orders; three words or fewer) by cognateKey: how
	// another language spells them (Glukoza, Kreatynina, Trombocyty)
	cognates map[string][]int32
	// aliasSpec maps aliases that print a specimen (urine creatinine, blood
	// urea nitrogen) to that alias's specimen, or specAmbiguous.
	aliasSpec map[string]specimen
	vocab     map[string]int32
	// langNames are the aliases by language other than English, for the
	// parser's OCR name repair (LanguageNames).
	langNames map[string][]string
	words     []string
	idf       []float64
	common    []int32            // per token: names of common codes (ranked, core lists, lab orders) that use it
	postings  [][]int32          // token -> names
	grams     map[string][]int32 // trigram -> tokens, for misspelt tokens
	ocr       map[string]int32   // OCR-folded token -> token
	families  [][]int32          // family -> codes
	// twins are, per family, the codes of other families that are the
	// same test on the same system, scale and time (see linkTwins).
	twins [][]int32
	// fluids are the codes of body fluids and other samples by component
	// (fluidKey) and system, for keepOwnFluid.
	fluids    map[string][]int32
	qualWords map[string]bool // content words of panels' qualifiers (see readPanel)
	byCode    map[string]int32
	mapTo     map[string]int32 // deprecated code -> its replacement
	version   string
	pool      sync.Pool
	units     sync.Map // printed unit -> unitInfo
	panels    sync.Map // panel heading -> panelInfo
	orders    sync.Map // specimen column -> orderTest
	cached    atomic.Int64
	resolved  sync.Map // unknown word -> resolution (see resolve)
	resolvedN atomic.Int64
	unitSyn   map[string]string       // printed unit -> UCUM
	limits    map[string][]data.Limit // component (see limitComponent) -> its typical limits in each unit listed
}

var (
	defaultOnce    sync.Once
	defaultMatcher *Matcher
	tablePath      string
)

// UseTable makes Default build from the table file at path (written by
// `assay loinc import`) instead of the embedded one. A missing file keeps the
// embedded table; an unreadable or invalid one is an error. Call it before
// the first Default.
func UseTable(path string) error {
	tablePath = ""
	if path == "" {
		return nil
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := data.ReadTable(f); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	tablePath = path
	return nil
}

// Default returns the matcher over the configured table (see UseTable),
// else the embedded one, built once on first use.
func Default() *Matcher {
	defaultOnce.Do(func() {
		m, err := Load(tablePath)
		if err != nil {
			panic("loinc: table is invalid: " + err.Error())
		}
		defaultMatcher = m
		// Building the index allocates about four times what it keeps:
		// give that back at once rather than carry it as resident memory.
		debug.FreeOSMemory()
	})
	return defaultMatcher
}

// DefaultVersion names the table Default uses, without building the index:
// it reads only the table's version line.
func DefaultVersion() (string, error) {
	if tablePath == "" {
		return data.EmbeddedVersion()
	}
	f, err := os.Open(tablePath)
	if err != nil {
		return "", err
	}
	defer f.Close()
	return data.ReadVersion(f)
}

// Lazy is the Default matcher as a parser.Annotator that builds the index
// on first use: a service starts at once, and Warm builds it meanwhile.
type Lazy struct{}

// Annotate annotates with the Default matcher.
func (Lazy) Annotate(r *assay.ParsedLabReport) { Default().Annotate(r) }

// Warm builds the Default matcher in the background.
func (Lazy) Warm() { go Default() }

// Load builds a matcher from the table file at path, or from the embedded
// table when path is "".
func Load(path string) (*Matcher, error) {
	if path == "" {
		return New()
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := data.ReadTable(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return NewFromTable(t)
}

// TableVersion names the reference data the matcher was built from.
func (m *Matcher) TableVersion() string { return m.version }

// New builds a matcher from the embedded table.
func New() (*Matcher, error) {
	t, err := data.Embedded()
	if err != nil {
		return nil, err
	}
	return NewFromTable(t)
}

// NewFromTable builds a matcher from a LOINC table and the embedded aliases.
func NewFromTable(t *data.Table) (*Matcher, error) {
	codes := t.Codes
	aliases, err := data.Aliases()
	if err != nil {
		return nil, err
	}
	m := &Matcher{exact: map[string][]int32{}, cognates: map[string][]int32{}, vocab: map[string]int32{}, grams: map[string][]int32{}, ocr: map[string]int32{},
		byCode: map[string]int32{}, aliasSpec: map[string]specimen{}, unitSyn: data.UnitSynonyms(), version: t.Version,
		mapTo: map[string]int32{}, qualWords: map[string]bool{}}
	familyOf := map[string]int32{}
	idOf := map[string]int32{} // components and groups, for sameTest
	id := func(k string) int32 {
		if k == "" {
			return -1
		}
		i, ok := idOf[k]
		if !ok {
			i = int32(len(idOf))
			idOf[k] = i
		}
		return i
	}
	families := map[string]string{} // long name -> family key: many codes share a name
	m.codes = make([]codeInfo, 0, len(codes))
	panels := map[int]panelParts{}
	for i, c := range codes {
		pp, isPanel := parsePanel(c.LongName)
		if isPanel && c.System == "" {
			c.System = pp.system
		}
		ci := codeInfo{Code: c}
		ci.noAxes = c.LongName == c.Consumer && !strings.Contains(c.LongName, "[")
		src := c.LongName
		if ci.noAxes {
			src = c.Component
		}
		fk, ok := families[src]
		if !ok {
			fk = familyKey(src)
			families[src] = fk
		}
		if isPanel {
			// one panel's versions, systems and qualified forms
			panels[i] = pp
			fk = "panel:" + strings.Join(tokenize(pp.base), " ")
		}
		f, ok := familyOf[fk]
		if !ok {
			f = int32(len(m.families))
			familyOf[fk] = f
			m.families = append(m.families, nil)
		}
		ci.family = f
		ci.component = id(strings.ToLower(c.Component))
		ci.group = id(c.Group)
		ci.consumer = -1
		if c.Consumer != "" {
			ci.consumer = id("consumer:" + strings.ToLower(c.Consumer))
		}
		m.families[f] = append(m.families[f], int32(i))
		ci.classes = propertyClass[c.Property]
		for _, u := range c.Units {
			ci.units = append(ci.units, normUnit(u))
			if ci.classes == 0 {
				ci.classes |= classOf(u)
			}
		}
		ci.spec = systemSpecimen(c.System)
		rank := c.RankUS
		if c.RankSI > 0 && (rank == 0 || c.RankSI < rank) {
			rank = c.RankSI
		}
		if rank > 0 {
			ci.rankBonus = 0.04 * (1 - math.Log(float64(rank))/math.Log(3000))
		}
		ci.rankBonus += commonness(&c)
		meth := strings.ToLower(c.Method)
		ci.calc = strings.Contains(meth, "calc") || strings.Contains(meth, "formula")
		ci.direct = strings.Contains(meth, "direct")
		ci.timed = c.Time != "" && c.Time != "Pt"
		ci.strip = strings.Contains(meth, "test strip")
		ci.autoCount = strings.Contains(meth, "automated count")
		ci.unspecifiedTime = strings.Contains(c.LongName, "unspecified time")
		ci.unusualMethod = meth != "" && !ci.calc && !ci.direct && !ci.strip && !commonMethod(meth)
		ci.ql = c.Scale == "Ql" || c.Scale == "Ord" || c.Scale == "Nom" || c.Scale == "Nar"
		if c.Method == "" {
			if i := strings.LastIndex(c.NameDE, " mit "); i >= 0 {
				ci.deMethod = strings.ToLower(c.NameDE[i+5:])
			}
		}
		ci.method = methodClass(c.Method)
		ci.basis = basisOf(c.Component)
		if c.Method == "" {
			ci.method = methodClass(ci.deMethod)
		}
		if isPanel {
			ci.panel, ci.panelQual = true, pp.qual
			switch pp.method {
			case "direct":
				ci.direct = true
			case "calc":
				ci.calc = true
			case "automated count":
				ci.autoCount, ci.method = true, pp.method
			case "manual count":
				// a manual differential is printed as such
				ci.method, ci.unusualMethod = pp.method, true
			}
			ci.panelYear = panelYearRE.MatchString(c.LongName)
		}
		m.byCode[c.Code] = int32(i)
		m.codes = append(m.codes, ci)
	}
	for from, to := range t.MapTo {
		if i, ok := m.byCode[to]; ok {
			m.mapTo[from] = i
		}
	}

	type pending struct {
		code     int32
		weight   float64
		toks     []string
		fragment bool
	}
	fragment := false // the name add is given is a fragment of a short name
	var all []pending
	tokCache := map[string][]string{} // text -> tokens: components and names repeat across codes
	type seenKey struct {
		code int32
		key  string
	}
	seen := map[seenKey]float64{}
	add := func(code int32, w float64, text string) {
		full, ok := tokCache[text]
		if !ok {
			full = tokenize(text)
			tokCache[text] = full
		}
		toks := coreTokens(full)
		if len(toks) == 0 {
			toks = full
		}
		if len(toks) == 0 {
			return
		}
		key := strings.Join(toks, " ")
		if k := (seenKey{code, key}); seen[k] < w {
			// One name per code and text: the strongest kind counts.
			if seen[k] == 0 {
				all = append(all, pending{code, w, toks, fragment})
			}
			seen[k] = w
		}
	}
	for _, a := range aliases {
		i, ok := m.code(a.Code)
		if !ok {
			continue // an alias for an excluded code is never offered
		}
		add(i, wAlias, a.Name)
		full := tokenize(a.Name)
		if len(coreTokens(full)) != len(full) {
			key := strings.Join(full, " ")
			sp := m.codes[i].spec
			if !hasStrongSpecimenWord(full) {
				// "Occult Blood", "Blood Urea Nitrogen": the word is part of
				// the analyte; the row's context decides the specimen.
				sp = specAmbiguous
			}
			if have, ok := m.aliasSpec[key]; ok && have != sp {
				sp = specAmbiguous
			}
			m.aliasSpec[key] = sp
		}
		if a.Lang == "en" {
			c := &m.codes[i]
			if c.display == "" {
				c.display = a.Name
			}
			c.aliases = append(c.aliases, a.Name)
		} else {
			if m.langNames == nil {
				m.langNames = map[string][]string{}
			}
			m.langNames[a.Lang] = append(m.langNames[a.Lang], a.Name)
		}
	}
	for i := range m.codes {
		c := &m.codes[i]
		base := longBase(c.LongName)
		if j := strings.Index(c.LongName, " --"); j > 0 {
			// A timed challenge (glucose 2 h post 75 g) is not plain
			// glucose: index it with its challenge, not by the analyte alone.
			add(int32(i), wLong, base+" "+c.LongName[j+3:])
		} else {
			add(int32(i), wLong, base)
			add(int32(i), wLong, c.Component)
			if f := strings.Fields(c.ShortName); len(f) > 0 {
				// its first word, which names the analyte when an axis
				// follows it ("ASO Ab SerPl-aCnc") and is a fragment
				// when another word of the analyte does ("Atyp ANCA Ser
				// Ql IF")
				fragment = len(f) > 1 && !shortAxis(f[1])
				add(int32(i), wShort, f[0])
				fragment = false
			}
		}
		if pp, ok := panels[i]; ok {
			// "Lipid panel" names Lipid 1996 panel - Serum or Plasma too
			add(int32(i), wLong, pp.name)
			for _, t := range tokenize(pp.qual) {
				if t != "no" {
					m.qualWords[t] = true
				}
			}
		}
		if c.DisplayName != "" {
			add(int32(i), wDisplay, stripBrackets(c.DisplayName))
		}
		drug := strings.HasPrefix(c.Class, "DRUG")
		challenge := ""
		if j := strings.Index(c.LongName, " --"); j > 0 {
			// a related name of a timed challenge's code (Tegretol of
			// carbamazepine --trough) names the drug, not the trough
			challenge = " " + c.LongName[j+3:]
		}
		for _, r := range c.Related {
			if drug {
				r = withoutReleaseForm(r)
			}
			add(int32(i), wRelated, r+challenge)
		}
		if c.Consumer != "" && !c.noAxes {
			add(int32(i), wConsumer, consumerBase(c.Consumer))
		}
		if c.NameDE != "" {
			add(int32(i), wLong, longBase(c.NameDE))
		}
		for _, r := range c.Translations {
			add(int32(i), wRelated, r)
		}
		// Indexed: the matcher keeps no copy (57,000 codes).
		c.Related, c.Translations, c.NameDE, c.Units = nil, nil, "", nil
		c.matchAliases = slices.Clone(c.aliases)
		if c.ShortName != "" {
			c.matchAliases = append(c.matchAliases, c.ShortName)
		}
		c.matchAliases = slices.Clip(c.matchAliases)
		if c.matchAliases == nil {
			c.matchAliases = []string{}
		}
		if c.display == "" {
			c.display = longBase(c.LongName)
			if c.DisplayName != "" {
				c.display = c.DisplayName
			}
		}
	}

	m.linkTwins()
	m.fluids = map[string][]int32{}
	for i := range m.codes {
		if c := &m.codes[i]; c.spec == specFluid {
			k := fluidKey(c.Component, c.System)
			m.fluids[k] = append(m.fluids[k], int32(i))
		}
	}

	// A code without aliases (an SI sibling, a urine variant) shows the
	// display name of a sibling with aliases and the same specimen.
	for i := range m.codes {
		c := &m.codes[i]
		if len(c.aliases) > 0 {
			continue
		}
		found := false
		for pass := 0; pass < 2 && !found; pass++ {
			for _, sib := range m.families[c.family] {
				s := &m.codes[sib]
				sameMethod := s.calc == c.calc && s.direct == c.direct
				if len(s.aliases) > 0 && s.spec == c.spec && (sameMethod || pass == 1) {
					c.display, found = s.display, true
					break
				}
			}
		}
	}

	df := map[string]int{}
	for _, p := range all {
		seen := map[string]bool{}
		for _, t := range p.toks {
			if !seen[t] {
				df[t]++
				seen[t] = true
			}
		}
	}
	n := float64(len(all))
	for _, p := range all {
		nm := name{code: p.code, weight: p.weight, fragment: p.fragment}
		for _, t := range p.toks {
			id, ok := m.vocab[t]
			if !ok {
				id = int32(len(m.words))
				m.vocab[t] = id
				m.words = append(m.words, t)
				m.idf = append(m.idf, math.Log(1+n/float64(df[t])))
				m.common = append(m.common, 0)
				m.postings = append(m.postings, nil)
				for _, g := range trigrams(t) {
					m.grams[g] = append(m.grams[g], id)
				}
			}
			dup := false
			for _, have := range nm.toks {
				if have == id {
					dup = true
				}
			}
			if !dup {
				nm.toks = append(nm.toks, id)
				nm.norm += m.idf[id]
			}
		}
		if c := &m.codes[p.code]; c.RankUS > 0 || c.RankSI > 0 || c.Core || c.ULO {
			for _, id := range nm.toks {
				m.common[id]++
			}
		}
		ni := int32(len(m.names))
		m.names = append(m.names, nm)
		key := strings.Join(p.toks, " ")
		m.exact[key] = append(m.exact[key], ni)
		if c := &m.codes[p.code]; c.rankBonus > 0 && p.weight >= wShort && len(p.toks) <= 3 {
			k := cognateKey(p.toks)
			m.cognates[k] = append(m.cognates[k], ni)
		}
		for _, id := range nm.toks {
			if l := len(m.postings[id]); l == 0 || m.postings[id][l-1] != ni {
				m.postings[id] = append(m.postings[id], ni)
			}
		}
	}
	for id, w := range m.words {
		f := foldOCR(w)
		// The most common word wins a folded form.
		if have, ok := m.ocr[f]; !ok || m.idf[id] < m.idf[have] {
			m.ocr[f] = int32(id)
		}
	}
	m.pool.New = func() any {
		return &scratch{acc: make([]float64, len(m.names)), codeS: make([]float64, len(m.codes))}
	}
	lims, err := data.Limits()
	if err != nil {
		return nil, err
	}
	m.limits = map[string][]data.Limit{}
	for _, l := range lims {
		c := limitComponent(l.Component)
		m.limits[c] = append(m.limits[c], l)
	}
	return m, nil
}

// fluidKey keys a body fluid's code by its component, case folded and
// without a bracketed abbreviation ("Urea Nitrogen (BUN)" is "urea
// nitrogen"), and its system.
func fluidKey(component, system string) string {
	if i := strings.IndexByte(component, '('); i > 0 {
		component = component[:i]
	}
	return strings.ToLower(strings.TrimSpace(component)) + "\x00" + system
}

// linkTwins finds, for each family, the codes of other families that are
// the same test (sameTest) on the same system, scale and time, and differ
// only by a method or by being known only by a consumer name: LOINC names
// the MCV by automated count "MCV" and the method-less one "Erythrocyte
// mean corpuscular volume", so a name that reaches one does not reach the
// other, yet which of the two a lab files is its own choice.
func (m *Matcher) linkTwins() {
	m.twins = make([][]int32, len(m.families))
	byKey := map[int64][]int32{}
	for i := range m.codes {
		c := &m.codes[i]
		for k, id := range [...]int32{c.component, c.group, c.consumer} {
			if id >= 0 {
				key := int64(k)<<32 | int64(id)
				byKey[key] = append(byKey[key], int32(i))
			}
		}
	}
	seen := map[[2]int32]bool{}
	for _, codes := range byKey {
		if len(codes) < 2 || len(codes) > 40 {
			continue // a consumer name many codes share says little
		}
		for _, a := range codes {
			ca := &m.codes[a]
			for _, b := range codes {
				cb := &m.codes[b]
				if ca.family == cb.family || ca.System != cb.System || ca.Scale != cb.Scale || ca.Time != cb.Time ||
					ca.Property != cb.Property && ca.Property != "" && cb.Property != "" || ca.panel || cb.panel {
					continue
				}
				if k := [2]int32{ca.family, b}; !seen[k] {
					seen[k] = true
					m.twins[ca.family] = append(m.twins[ca.family], b)
				}
			}
		}
	}
}

// limitComponent keys a component's limits. LOINC's files spell one
// component with or without its dots ("Cholesterol.in HDL").
func limitComponent(component string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(strings.ToLower(component), ".", " ")), " ")
}

// TypicalLimits returns the typical adult reference limits of the test a
// printed name matches best, in the printed unit (NaN for a limit not
// printed); ok is false when the name matches no code surely enough or its
// test has none listed in that unit. They judge the order of magnitude of
// a bound OCR may have read without its decimal separator, not a value.
func (m *Matcher) TypicalLimits(name, unit string) (low, high float64, ok bool) {
	_, lims := m.LimitsByUnit(name, unit)
	u := normUnit(unit)
	// the last line that lists the unit
	for i := len(lims) - 1; i >= 0; i-- {
		for j := len(lims[i].Units) - 1; j >= 0; j-- {
			if normUnit(lims[i].Units[j]) == u {
				return lims[i].Low, lims[i].High, true
			}
		}
	}
	return 0, 0, false
}

// LimitsByUnit returns the typical adult reference limits of the test a
// printed name matches best with the printed unit ("" for none), in each
// unit labs print it in, and the test's component; nil when the name
// matches no code surely enough or its test has none listed. They tell
// which of the test's units a printed range's order of magnitude belongs
// to.
func (m *Matcher) LimitsByUnit(name, unit string) (component string, limits []data.Limit) {
	res := m.Match(Query{Name: name, Unit: unit})
	if len(res.Matches) == 0 || res.Matches[0].ConfidenceScore < 0.5 {
		return "", nil
	}
	i, found := m.code(res.Matches[0].LoincCode)
	if !found {
		return "", nil
	}
	c := limitComponent(m.codes[i].Component)
	if len(m.limits[c]) == 0 {
		return "", nil
	}
	return c, m.limits[c]
}

// familyKey groups the codes of one analyte: neutrophils as a count and as a
// percentage of leukocytes, glucose in serum, blood and urine, in mass or
// moles. Timed challenges (glucose 2 h post 75 g) stay apart.
func familyKey(long string) string {
	c := longBase(long)
	if strings.Contains(c, "+") {
		// "25-Hydroxyvitamin D2+25-Hydroxyvitamin D3" is also printed D3+D2.
		parts := strings.Split(c, "+")
		slices.Sort(parts)
		c = strings.Join(parts, "+")
	}
	if i := strings.Index(long, " --"); i > 0 {
		c += " ^" + long[i+3:]
	}
	c = strings.ToLower(c)
	for _, s := range []string{"/100 leukocytes", "/100 wbc", "/leukocytes"} {
		c = strings.Replace(c, s, "", 1)
	}
	return strings.Join(tokenize(c), " ")
}

// longBase is a long common name without its bracketed property, system and
// method: what a report would print.
func longBase(long string) string {
	s := long
	if i := strings.Index(s, " --"); i > 0 {
		s = s[:i]
	}
	if i := strings.Index(s, "["); i > 0 {
		// Keep a qualifier printed after the property: "Calcium [Moles/
		// volume] corrected for albumin in Serum" is not plain calcium.
		rest := ""
		if j := strings.Index(s[i:], "]"); j > 0 {
			rest = s[i+j+1:]
		}
		s = s[:i]
		if q := qualifier(rest); q != "" {
			s = strings.TrimSpace(s) + " " + q
		}
	}
	for _, sep := range []string{" in Serum", " in Plasma", " in Blood", " in Urine", " in Cerebral", " in Stool",
		" in Arterial", " in Venous", " in Capillary", " in Platelet", " in Body", " in Red", " of Blood", " of Urine",
		" of Serum", " by "} {
		if i := strings.Index(s, sep); i > 0 {
			s = s[:i]
		}
	}
	return strings.TrimSpace(s)
}

// qualifier is the text after a long name's property and before its system
// or method ("corrected for albumin"), or "".
func qualifier(rest string) string {
	rest = strings.TrimSpace(rest)
	if rest == "" || strings.HasPrefix(rest, "in ") || strings.HasPrefix(rest, "of ") || strings.HasPrefix(rest, "by ") ||
		strings.HasPrefix(rest, "(") {
		return ""
	}
	for _, sep := range []string{" in ", " of ", " by "} {
		if i := strings.Index(rest, sep); i >= 0 {
			rest = rest[:i]
		}
	}
	return strings.TrimSpace(rest)
}

func stripBrackets(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
			}
		default:
			if depth == 0 {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// coreTokens drops the tokens that are evidence rather than identity:
// specimen words, % and #.
func coreTokens(toks []string) []string {
	out := make([]string, 0, len(toks))
	for _, t := range toks {
		if t == "%" || t == "#" {
			continue
		}
		if _, ok := specimenWords[t]; ok {
			continue
		}
		out = append(out, t)
	}
	return out
}

// scratch is per-call working memory, pooled: dense score arrays indexed by
// name and by code, with the lists of touched entries to reset.
func commonMethod(meth string) bool {
	for _, m := range []string{"automated count", "coagulation assay", "coag", "microscopy", "manual count",
		"westergren", "immunoassay", "ifcc", "hplc", "glucometer"} {
		if strings.Contains(meth, m) {
			return true
		}
	}
	return false
}

func hasStrongSpecimenWord(toks []string) bool {
	for i, t := range toks {
		if _, ok := specimenWords[t]; ok && (!weakSpecimenWords[t] || i > 0 && toks[i-1] == "whole") {
			return true
		}
	}
	return false
}

// code finds a code's index; a deprecated code finds its replacement.
func (m *Matcher) code(code string) (int32, bool) {
	if i, ok := m.byCode[code]; ok {
		return i, true
	}
	i, ok := m.mapTo[code]
	return i, ok
}

// consumerBase is a consumer name without its specimen ("Glucose, Blood").
func consumerBase(s string) string {
	if i := strings.LastIndex(s, ", "); i > 0 {
		return s[:i]
	}
	return s
}

// commonness is the prior of a code beyond its Top 2000 rank: codes on the
// common-test lists and in the Universal Lab Orders set are what reports
// print; codes LOINC describes only by a consumer name are rarely meant.
func commonness(c *data.Code) float64 {
	s := 0.0
	if c.Core {
		s += 0.03
	}
	if c.ULO {
		s += 0.015
	}
	if c.LongName == c.Consumer {
		s -= 0.03
	}
	return s
}

// Lookup finds a code of the table the matcher was built from, as a match
// with its names, for callers that take a code from a person (review edits).
// A deprecated code finds the code that replaces it.
func (m *Matcher) Lookup(code string) (assay.LoincMatch, bool) {
	i, ok := m.code(code)
	if !ok {
		return assay.LoincMatch{}, false
	}
	c := &m.codes[i]
	display := c.DisplayName
	if display == "" {
		display = c.LongName
	}
	return assay.LoincMatch{LoincCode: c.Code.Code, LoincName: c.LongName, DisplayName: display, Aliases: []string{}}, true
}

// CommonNames calls f with the names of the common tests (the Top 2000 and
// the other common-test lists): LOINC long, short and display names, the
// component and the English aliases.
func (m *Matcher) CommonNames(f func(string)) {
	for i := range m.codes {
		c := &m.codes[i]
		if !c.Core {
			continue
		}
		f(c.LongName)
		f(c.ShortName)
		f(c.DisplayName)
		f(c.Component)
		for _, a := range c.aliases {
			f(a)
		}
	}
}

// LanguageNames calls f with the printed names of common tests in lang (an
// ISO 639-1 code other than "en"), from the aliases.
func (m *Matcher) LanguageNames(lang string, f func(string)) {
	for _, a := range m.langNames[lang] {
		f(a)
	}
}

// KnownName says whether name as printed is exactly a test name the table
// knows (a LOINC name or an alias, in any language), ignoring case,
// punctuation and specimen words.
func (m *Matcher) KnownName(name string) bool {
	core := coreTokens(tokenize(name))
	if len(core) == 0 {
		return false
	}
	_, ok := m.exact[strings.Join(core, " ")]
	return ok
}

// KnownWord says whether the word w (any case, diacritics folded) is a word
// of some name in the table: any code's, in any language, not only the
// common tests'.
func (m *Matcher) KnownWord(w string) bool {
	toks := tokenize(w)
	if len(toks) != 1 {
		return false
	}
	_, ok := m.vocab[toks[0]]
	return ok
}

// ReportsText says whether a printed name is, by the matcher's sure
// answer, a test whose result is a word rather than a number (a nominal,
// ordinal or narrative scale: a blood group, a colour, a culture). An
// answer held back between twins that all report words (a pattern read
// with or without a named method) is as sure of that.
func (m *Matcher) ReportsText(name string) bool {
	res := m.Match(Query{Name: name})
	if len(res.Matches) == 0 || !m.textual(res.Matches[0].LoincCode) {
		return false
	}
	if res.Status == assay.LoincAutoMatch {
		return true
	}
	top := res.Matches[0].ConfidenceScore
	if res.Reason != ReasonAmbiguous || top < AutoMatchThreshold {
		return false
	}
	for _, c := range res.Matches[1:] {
		if c.ConfidenceScore >= top/10 && !m.textual(c.LoincCode) {
			return false
		}
	}
	return true
}

// textual says whether code reports words rather than a number.
func (m *Matcher) textual(code string) bool {
	i, ok := m.code(code)
	if !ok {
		return false
	}
	// (some codes of type or identity carry a scale of Qn in the table)
	switch c := &m.codes[i]; c.Property {
	case "Type", "Prid", "Imp", "Find", "Txt", "Morph":
		return true
	default:
		return c.ql
	}
}

// UsualUnit returns a test of whether the codes a printed name matches best
// (its top three: a test's mass and moles twins among them) are reported in
// unit, by LOINC's unit lists; nil when the name matches nothing or the
// codes list no units.
func (m *Matcher) UsualUnit(name string) func(unit string) bool {
	res := m.Match(Query{Name: name})
	var units []string
	for _, c := range res.Matches[:min(3, len(res.Matches))] {
		if i, ok := m.code(c.LoincCode); ok {
			units = append(units, m.codes[i].units...)
		}
	}
	if len(units) == 0 {
		return nil
	}
	return func(unit string) bool { return slices.Contains(units, normUnit(unit)) }
}

// UnitCheck returns a test of whether a printed unit can express what the
// best code for a test name, or another code of its analyte, measures, for
// callers choosing between readings of a unit; nil when the name matches no
// code of a known kind. A name alone does not tell a count from a
// percentage ("Lymphocytes") nor mass from moles: the unit does. The name is
// matched once, however many units are tried.
func (m *Matcher) UnitCheck(name string) func(unit string) bool {
	res := m.Match(Query{Name: name})
	if len(res.Matches) == 0 {
		return nil
	}
	i, ok := m.code(res.Matches[0].LoincCode)
	if !ok || m.codes[i].classes == 0 {
		return nil
	}
	var classes unitClass
	for _, j := range m.families[m.codes[i].family] {
		classes |= m.codes[j].classes
	}
	return func(unit string) bool { return classOf(unit)&classes != 0 }
}

// releaseForms are the words a drug's brand name ends with for its release
// form (Ambien CR, Qudexy XR: controlled, extended release): they name no
// analyte, and "CR" on a lab report is creatinine.
var releaseForms = map[string]bool{"cr": true, "xr": true, "er": true, "sr": true, "xl": true, "la": true, "cd": true,
	"xt": true, "odt": true, "dr": true, "ec": true, "mr": true, "sa": true, "lp": true, "pr": true, "retard": true,
	"depot": true, "chrono": true}

// withoutReleaseForm is a drug's related name (a brand name) without the
// release-form word it ends with.
func withoutReleaseForm(r string) string {
	if i := strings.LastIndexByte(r, ' '); i > 0 && releaseForms[strings.ToLower(r[i+1:])] {
		return r[:i]
	}
	return r
}

// shortAxes are the system and property abbreviations of LOINC's short
// names that may follow the analyte's word as a word of their own.
var shortAxes = map[string]bool{"Ur": true, "SerPl": true, "Ser": true, "Plas": true, "Bld": true, "BldA": true,
	"BldV": true, "BldC": true, "CSF": true, "Stl": true, "PPP": true, "Fld": true, "Dial": true, "UrnS": true,
	"DBS": true, "XXX": true, "RBC": true, "24h": true, "24H": true, "#": true, "%": true, "NFr": true, "MFr": true,
	"VFr": true, "Smn": true, "Amn": true, "Saliva": true, "Sweat": true, "Gast": true, "Plr": true, "Prt": true,
	"Synv": true, "BldCo": true, "Hair": true, "Nail": true, "Tiss": true, "Sputum": true, "Vag": true,
	"Ab": true, "Ag": true, "IgG": true, "IgM": true, "IgA": true, "IgE": true, "Ql": true, "Qn": true, "Ord": true,
	"Nom": true, "Titr": true, "Nar": true, "Pr": true, "Pnl": true}

// shortAxis reports the word after the first of a LOINC short name that
// says the first is the whole analyte ("ASO Ser-aCnc", "Prot SerPl-mCnc",
// "Glucose Ur Strip"), not a qualifier of the next ("Atyp ANCA Ser Ql IF",
// "FIO2 Gas Dil.rebreath"): a system or property, with or without its
// dash.
func shortAxis(w string) bool {
	return strings.ContainsAny(w, "-/#%") || shortAxes[w]
}
