package build

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// ExtractsVersion names the embedded table: the LOINC 2.74 accessory files,
// the Top 2000 lists, the full-column subset and the LHNCBC unit map.
const ExtractsVersion = "loinc-2.74-accessory+top2000-v1.6+po4dun-2.70+lhncbc-2.67/assay-2"

// FromExtracts builds the embedded table from the public LOINC extracts in
// src (see ../shared/data/loinc/SOURCES.md) and Assay's hand-written
// extra.tsv and excluded.tsv in hand. It returns the table and how many
// codes it dropped as deprecated, excluded or race-based.
func FromExtracts(src, hand string) (*Table, int, error) {
	excluded, err := readExcluded(filepath.Join(hand, "excluded.tsv"))
	if err != nil {
		return nil, 0, err
	}
	t := newTable(ExtractsVersion)
	if err := t.top2000(src); err != nil {
		return nil, 0, err
	}
	full, err := readSheet(filepath.Join(src, "lab_loinc_subset_po4dun_full_columns.csv"))
	if err != nil {
		return nil, 0, err
	}
	if err := t.loincRows(full, true); err != nil {
		return nil, 0, err
	}
	extra, err := readTSV(filepath.Join(hand, "extra.tsv"))
	if err != nil {
		return nil, 0, err
	}
	for _, row := range extra {
		if len(row) < 5 {
			return nil, 0, fmt.Errorf("extra.tsv: want 5 columns, got %q", row)
		}
		r := t.get(row[0])
		r.Long, r.Short, r.Class, r.Core = row[1], row[2], row[3], true
		r.Units = addUnits(r.Units, row[4])
	}
	v := filepath.Join(src, "2.74")
	if err := t.accessories([]string{v}, true); err != nil {
		return nil, 0, err
	}
	for _, lang := range []string{"deDE15LinguisticVariant.csv", "deAT24LinguisticVariant.csv"} {
		if err := t.linguistic(filepath.Join(v, lang), "de"); err != nil {
			return nil, 0, err
		}
	}
	if err := t.lhncbcUnits(filepath.Join(src, "lhncbc_loinc_unit.json")); err != nil {
		return nil, 0, err
	}
	if err := t.miracumPairs(filepath.Join(src, "miracum_loinc_conversion.tsv")); err != nil {
		return nil, 0, err
	}
	t.deriveAll()
	dropped := t.finish(excluded)
	return t, dropped, nil
}

// top2000 reads the US and SI Top 2000 lists: names, class and rank.
func (t *Table) top2000(src string) error {
	for _, f := range []struct {
		name string
		si   bool
	}{{"LOINC_1.6_Top2000CommonLabResultsUS.csv", false}, {"LOINC_1.6_Top2000CommonLabResultsSI.csv", true}} {
		s, err := readSheet(filepath.Join(src, f.name))
		if err != nil {
			return err
		}
		for _, row := range s.rows {
			if len(row) < 5 {
				continue
			}
			r := t.get(strings.TrimSpace(row[0]))
			r.Core = true
			long := strings.Join(strings.Fields(row[1]), " ")
			// Duplicate rows (e.g. 5902-2) differ only in detail: keep the longer name.
			if len(long) > len(r.Long) {
				r.Long = long
			}
			if r.Short == "" {
				r.Short = strings.TrimSpace(row[2])
			}
			if r.Class == "" {
				r.Class = strings.TrimSpace(row[3])
			}
			rank, _ := strconv.Atoi(strings.TrimSpace(row[4]))
			if f.si {
				if r.RankSI == 0 || rank < r.RankSI {
					r.RankSI = rank
				}
			} else if r.RankUS == 0 || rank < r.RankUS {
				r.RankUS = rank
			}
		}
	}
	return nil
}

// loincRows reads rows with the columns of LOINC's Loinc.csv: the
// full-column subset, or an official release's table (laboratory codes
// only; deprecated ones go to the deprecation map).
func (t *Table) loincRows(s *sheet, core bool) error {
	if err := s.need("LOINC_NUM", "COMPONENT", "PROPERTY", "SYSTEM", "SCALE_TYP", "STATUS", "LONG_COMMON_NAME"); err != nil {
		return err
	}
	for _, row := range s.rows {
		code := s.get(row, "LOINC_NUM")
		if ct := s.get(row, "CLASSTYPE"); ct != "" && ct != "1" {
			continue // 1 is laboratory; clinical, attachments and surveys are not results
		}
		switch s.get(row, "STATUS") {
		case "ACTIVE", "TRIAL", "DISCOURAGED":
		case "DEPRECATED":
			if to := s.get(row, "MAP_TO"); to != "" {
				t.MapTo[code] = to
			} else if _, ok := t.MapTo[code]; !ok {
				t.MapTo[code] = ""
			}
			continue
		default:
			continue
		}
		r := t.get(code)
		r.axes = true
		r.Core = r.Core || core
		// Loinc.csv rows carry current names: prefer them.
		r.Long = strings.Join(strings.Fields(s.get(row, "LONG_COMMON_NAME")), " ")
		if v := s.get(row, "SHORTNAME"); v != "" {
			r.Short = v
		}
		if v := s.get(row, "DISPLAYNAME"); v != "" {
			r.Display = v
		}
		if v := s.get(row, "CONSUMER_NAME"); v != "" {
			r.Consumer = v
		}
		if r.Class == "" {
			r.Class = s.get(row, "CLASS")
		}
		r.Component = s.get(row, "COMPONENT")
		r.Property = s.get(row, "PROPERTY")
		r.System = s.get(row, "SYSTEM")
		r.Time = s.get(row, "TIME_ASPCT")
		r.Scale = s.get(row, "SCALE_TYP")
		r.Method = s.get(row, "METHOD_TYP")
		r.Units = addUnits(r.Units, s.get(row, "EXAMPLE_UCUM_UNITS"))
		r.Related = addRelated(r.Related, s.get(row, "RELATEDNAMES2"))
		if rank, _ := strconv.Atoi(s.get(row, "COMMON_TEST_RANK")); rank > 0 && (r.RankUS == 0 || rank < r.RankUS) {
			r.RankUS = rank
			r.Core = r.Core || rank <= 2000
		}
	}
	return nil
}

// accessories reads the release's accessory files found in dirs: consumer
// names, the deprecation map, the group file and the Universal Lab Orders
// value set. With all, each must be there and every code with a consumer
// name joins the table; otherwise they are optional and only add to the
// codes the table has.
func (t *Table) accessories(dirs []string, all bool) error {
	find := func(name string) string {
		for _, d := range dirs {
			if p := filepath.Join(d, name); fileExists(p) {
				return p
			}
		}
		return ""
	}
	if p := find("MapTo.csv"); p != "" {
		s, err := readSheet(p)
		if err != nil {
			return err
		}
		for _, row := range s.rows {
			// A code split in several keeps its first replacement.
			if from, to := s.get(row, "LOINC"), s.get(row, "MAP_TO"); from != "" && to != "" && t.MapTo[from] == "" {
				t.MapTo[from] = to
			}
		}
	} else if all {
		return fmt.Errorf("%s: MapTo.csv missing", dirs[0])
	}
	if p := find("ConsumerName.csv"); p != "" {
		s, err := readSheet(p)
		if err != nil {
			return err
		}
		for _, row := range s.rows {
			code := s.get(row, "LOINCNUMBER")
			if _, ok := t.recs[code]; !ok && !all {
				continue
			}
			r := t.get(code)
			r.Consumer = s.get(row, "CONSUMERNAME")
		}
	} else if all {
		return fmt.Errorf("%s: ConsumerName.csv missing", dirs[0])
	}
	if p := find("LoincUniversalLabOrdersValueSet.csv"); p != "" {
		s, err := readSheet(p)
		if err != nil {
			return err
		}
		for _, row := range s.rows {
			code := s.get(row, "LOINC_NUM")
			if _, ok := t.recs[code]; !ok && !all {
				continue
			}
			r := t.get(code)
			r.ULO = true
			if r.Long == "" {
				r.Long = strings.Join(strings.Fields(s.get(row, "LONG_COMMON_NAME")), " ")
			}
		}
	}
	if p := find("GroupLoincTerms.csv"); p != "" {
		s, err := readSheet(p)
		if err != nil {
			return err
		}
		molar := map[string][]string{}
		for _, row := range s.rows {
			code := s.get(row, "LOINCNUMBER")
			r, ok := t.recs[code]
			if !ok {
				continue // documents, radiology: not laboratory results
			}
			if r.Long == "" {
				r.Long = strings.Join(strings.Fields(s.get(row, "LONGCOMMONNAME")), " ")
			}
			switch s.get(row, "CATEGORY") {
			case "Flowsheet - laboratory":
				if r.Group == "" {
					r.Group = s.get(row, "GROUPID")
				}
			case "Mass-Molar conversion":
				g := s.get(row, "GROUPID")
				molar[g] = append(molar[g], code)
			}
		}
		for _, codes := range molar {
			if len(codes) == 2 {
				a, b := t.recs[codes[0]], t.recs[codes[1]]
				if a.Pair == "" {
					a.Pair = b.Code
				}
				if b.Pair == "" {
					b.Pair = a.Code
				}
			}
		}
	}
	return nil
}

// linguistic reads a LinguisticVariants file: German names go to NameDE,
// every translation and its synonyms to Translations. For codes without
// axes, the German axes fill them.
func (t *Table) linguistic(path, lang string) error {
	s, err := readSheet(path)
	if err != nil {
		return err
	}
	if err := s.need("LOINC_NUM", "LONG_COMMON_NAME"); err != nil {
		return err
	}
	for _, row := range s.rows {
		r, ok := t.recs[s.get(row, "LOINC_NUM")]
		if !ok {
			continue
		}
		name := s.get(row, "LINGUISTICVARIANTDISPLAYNAME")
		if name == "" {
			name = s.get(row, "LONG_COMMON_NAME")
		}
		if name == "" {
			name = s.get(row, "SHORTNAME")
		}
		if lang == "de" && r.NameDE == "" {
			r.NameDE = name
		} else if name != "" {
			r.Translations = addRelated(r.Translations, name)
		}
		if comp := s.get(row, "COMPONENT"); comp != "" {
			r.Translations = addRelated(r.Translations, comp)
		}
		r.Translations = addRelated(r.Translations, s.get(row, "RELATEDNAMES2"))
		if lang == "de" && !r.axes {
			germanAxes(r, s.get(row, "PROPERTY"), s.get(row, "SYSTEM"), s.get(row, "SCALE_TYP"), s.get(row, "TIME_ASPCT"))
		}
	}
	return nil
}

// lhncbcUnits adds the allowed UCUM units of the LHNCBC map.
func (t *Table) lhncbcUnits(path string) error {
	var unitMap map[string]json.RawMessage
	if err := readJSON(path, &unitMap); err != nil {
		return err
	}
	for code, r := range t.recs {
		var us []string
		if raw, ok := unitMap[code]; ok && json.Unmarshal(raw, &us) == nil {
			for _, u := range us {
				r.Units = addUnits(r.Units, u)
			}
		}
	}
	return nil
}

// miracumPairs adds SI/conventional pairs and their units.
func (t *Table) miracumPairs(path string) error {
	rows, err := readTSV(path)
	if err != nil {
		return err
	}
	for _, row := range rows[1:] {
		if len(row) < 4 {
			continue
		}
		from, fu, to, tu := row[0], row[1], row[2], row[3]
		a, aok := t.recs[from]
		b, bok := t.recs[to]
		if aok {
			a.Units = addUnits(a.Units, fu)
		}
		if bok {
			b.Units = addUnits(b.Units, tu)
		}
		if aok && a.Pair == "" {
			a.Pair = to
		}
		if bok && b.Pair == "" {
			b.Pair = from
		}
	}
	return nil
}

// deriveAll fills the axes of codes LOINC gave no axis columns for, from
// their long common name, else their consumer name and units.
func (t *Table) deriveAll() {
	for _, r := range t.recs {
		if r.Long == "" {
			r.Long = r.Consumer
		}
		if !r.axes {
			derive(r)
		}
	}
	dropGenericRelated(t.recs)
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func readExcluded(path string) (map[string]string, error) {
	rows, err := readTSV(path)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, row := range rows {
		if len(row) >= 2 {
			out[row[0]] = row[1]
		}
	}
	return out, nil
}

// Prior is what Assay knows about a code beyond an official release: how
// common it is, its pair, its group and units from other sources. The import
// carries it over from the embedded table.
type Prior struct {
	RankUS, RankSI int
	Core, ULO      bool
	Pair, Group    string
	Units          []string
}

// FromRelease builds a table from an official LOINC release unpacked in dir
// (LoincTable/Loinc.csv and MapTo.csv, and any AccessoryFiles: consumer
// names, the group file, the Universal Lab Orders value set and the
// LinguisticVariants translations). Codes in excluded are dropped; prior
// adds what the embedded table knows.
func FromRelease(dir string, excluded map[string]string, prior map[string]Prior) (*Table, int, error) {
	loincCSV := filepath.Join(dir, "LoincTable", "Loinc.csv")
	if _, err := os.Stat(loincCSV); err != nil {
		return nil, 0, fmt.Errorf("not a LOINC release: %w", err)
	}
	s, err := readSheet(loincCSV)
	if err != nil {
		return nil, 0, err
	}
	version := ""
	for _, row := range s.rows {
		if v := s.get(row, "VERSIONLASTCHANGED"); versionLess(version, v) {
			version = v
		}
	}
	if version == "" {
		version = filepath.Base(filepath.Clean(dir))
	}
	t := newTable("loinc-" + version + "/assay-import")
	if err := t.loincRows(s, false); err != nil {
		return nil, 0, err
	}
	for code, p := range prior {
		r, ok := t.recs[code]
		if !ok {
			continue
		}
		r.RankUS = max(r.RankUS, p.RankUS)
		if r.RankSI == 0 {
			r.RankSI = p.RankSI
		}
		r.Core, r.ULO = r.Core || p.Core, r.ULO || p.ULO
		if r.Pair == "" {
			r.Pair = p.Pair
		}
		if r.Group == "" {
			r.Group = p.Group
		}
		for _, u := range p.Units {
			r.Units = addUnits(r.Units, u)
		}
	}
	acc := filepath.Join(dir, "AccessoryFiles")
	if err := t.accessories([]string{filepath.Join(dir, "LoincTable"), filepath.Join(acc, "ConsumerName"),
		filepath.Join(acc, "GroupFile"), filepath.Join(acc, "LoincUniversalLabOrdersValueSet")}, false); err != nil {
		return nil, 0, err
	}
	variants, _ := filepath.Glob(filepath.Join(acc, "LinguisticVariants", "*LinguisticVariant.csv"))
	for _, p := range variants {
		base := filepath.Base(p)
		lang := strings.ToLower(base[:2])
		// English variants (enGB...) are not translations.
		if lang == "en" {
			continue
		}
		if err := t.linguistic(p, lang); err != nil {
			return nil, 0, err
		}
	}
	t.deriveAll()
	return t, t.finish(excluded), nil
}

// versionLess orders LOINC versions such as 2.74 and 2.8.
func versionLess(a, b string) bool {
	if b == "" {
		return false
	}
	if a == "" {
		return true
	}
	pa, pb := strings.SplitN(a, ".", 2), strings.SplitN(b, ".", 2)
	if len(pa) < 2 || len(pb) < 2 {
		return a < b
	}
	ma, _ := strconv.Atoi(pa[0])
	mb, _ := strconv.Atoi(pb[0])
	if ma != mb {
		return ma < mb
	}
	na, _ := strconv.ParseFloat("0."+pa[1], 64)
	nb, _ := strconv.ParseFloat("0."+pb[1], 64)
	return na < nb
}
