package build

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	bracketRe = regexp.MustCompile(`\[([^\]]*)\]`)
	systemRe  = regexp.MustCompile(`(?i)\b(?:in|of) ((?:24 hour |12 hour |\d+ hour )?(?:serum or plasma|serum, plasma or blood|serum|plasma|platelet poor plasma|blood|arterial blood|venous blood|capillary blood|cord blood|mixed venous blood|urine|urine sediment|cerebral spinal fluid|stool|body fluid|saliva|semen|red blood cells|dried blood spot|bone marrow|pleural fluid|peritoneal fluid|synovial fluid|amniotic fluid|unspecified specimen|specimen|isolate|sweat|hair|breath|nose|throat|vaginal fluid|cervix|genital|tissue|calculus|gastric fluid))\b`)
	byRe      = regexp.MustCompile(` by (.+)$`)
)

var propertyByBracket = map[string]string{
	"mass/volume": "MCnc", "moles/volume": "SCnc", "#/volume": "NCnc", "units/volume": "ACnc",
	"enzymatic activity/volume": "CCnc", "presence": "Prid", "titer": "Titr", "molar ratio": "SRto",
	"mass ratio": "MRto", "ratio": "Ratio", "volume fraction": "VFr", "entitic volume": "EntVol",
	"entitic mass": "EntMass", "partial pressure": "PPres", "mass/time": "MRat", "moles/time": "SRat",
	"#/area": "Naric", "multiple of the median": "MoM", "mass fraction": "MFr", "molar fraction": "SFr",
	"time": "Time", "identifier": "Prid", "interpretation": "Imp", "susceptibility": "Susc", "type": "Type",
	"#": "Num", "volume": "Vol", "log #/volume": "LnCnc", "time ratio": "RelTime", "# ratio": "NRto",
	"velocity": "Vel", "log units/volume": "LsCnc", "enzymatic activity/mass": "CCnt", "finding": "Find",
	"morphology": "Morph", "volume rate/area": "ArVRat", "moles/moles": "SFr",
}

var propertyByShortSuffix = map[string]string{
	"mcnc": "MCnc", "scnc": "SCnc", "acnc": "ACnc", "ccnc": "CCnc", "ncnc": "NCnc", "srto": "SRto",
	"mrto": "MRto", "rto": "Ratio", "mrate": "MRat", "srate": "SRat", "arvrat": "ArVRat", "imp": "Imp",
	"titr": "Titr", "ppres": "PPres", "mfr": "MFr", "sfr": "SFr", "vfr": "VFr", "nfr": "NFr", "lncnc": "LnCnc",
	"mom": "MoM", "prthr": "PrThr",
}

var systemCode = map[string]string{
	"serum or plasma": "Ser/Plas", "serum, plasma or blood": "Ser/Plas/Bld", "serum": "Ser", "plasma": "Plas",
	"platelet poor plasma": "PPP", "blood": "Bld", "arterial blood": "BldA", "venous blood": "BldV",
	"capillary blood": "BldC", "cord blood": "BldCo", "mixed venous blood": "BldMV", "urine": "Urine",
	"urine sediment": "Urine sed", "cerebral spinal fluid": "CSF", "stool": "Stool", "body fluid": "Body fld",
	"saliva": "Saliva", "semen": "Semen", "red blood cells": "RBC", "dried blood spot": "Bld.dot",
	"bone marrow": "Bone mar", "pleural fluid": "Plr fld", "peritoneal fluid": "Periton fld",
	"synovial fluid": "Synv fld", "amniotic fluid": "Amnio fld", "unspecified specimen": "XXX", "specimen": "XXX",
	"isolate": "Isolate", "sweat": "Sweat", "hair": "Hair", "breath": "Exhl gas", "nose": "Nose", "throat": "Throat",
	"vaginal fluid": "Vag", "cervix": "Cvx", "genital": "Genital", "tissue": "Tiss", "calculus": "Calculus",
	"gastric fluid": "Gast fld",
}

var systemByShortToken = map[string]string{
	"serpl": "Ser/Plas", "ser": "Ser", "plas": "Plas", "ppp": "PPP", "bld": "Bld", "blda": "BldA", "bldv": "BldV",
	"bldc": "BldC", "bldco": "BldCo", "ur": "Urine", "csf": "CSF", "stl": "Stool", "fld": "Body fld", "rbc": "RBC",
	"dbs": "Bld.dot", "sal": "Saliva", "smn": "Semen", "xxx": "XXX", "serplbld": "Ser/Plas/Bld",
}

// derive fills the axes of a code known only from the Top-2000 lists by
// parsing its long and short names.
func derive(r *Record) {
	if r.Long == r.Consumer && !strings.Contains(r.Long, "[") {
		deriveConsumer(r)
		return
	}
	long := r.Long
	challenge := ""
	if i := strings.Index(long, " --"); i > 0 {
		// "Glucose [..] in Serum or Plasma --1 hour post 50 g glucose PO": a
		// timed challenge is its own component (LOINC writes it after ^).
		challenge = "^" + strings.TrimSpace(long[i+3:])
		long = long[:i]
	}
	defer func() { r.Component += challenge }()
	if m := bracketRe.FindStringSubmatch(long); m != nil {
		r.Property = propertyByBracket[strings.ToLower(strings.TrimSpace(m[1]))]
		r.Component = strings.TrimSpace(long[:strings.Index(long, "[")])
	}
	shortFields := strings.Fields(r.Short)
	if r.Property == "" {
		last := ""
		if len(shortFields) > 0 {
			last = shortFields[len(shortFields)-1]
		}
		if i := strings.LastIndex(last, "-"); i >= 0 {
			r.Property = propertyByShortSuffix[strings.ToLower(last[i+1:])]
		}
		for _, f := range shortFields {
			if p, ok := propertyByShortSuffix[strings.ToLower(f)]; ok && r.Property == "" {
				r.Property = p
			}
			if f == "#" && r.Property == "" {
				r.Property = "NCnc"
			}
		}
		if r.Property == "" && strings.Contains(long, "/100 ") {
			r.Property = "NFr"
		}
	}
	if m := systemRe.FindStringSubmatch(long); m != nil {
		s := strings.ToLower(m[1])
		if strings.Contains(s, "hour ") {
			r.Time = strings.SplitN(s, " ", 2)[0] + "H"
			s = strings.SplitN(s, "hour ", 2)[1]
		}
		r.System = systemCode[s]
		if r.Component == "" {
			r.Component = strings.TrimSpace(long[:strings.Index(strings.ToLower(long), " "+strings.Fields(strings.ToLower(m[0]))[0]+" ")])
		}
	}
	if r.System == "" {
		for _, f := range shortFields {
			f = strings.SplitN(f, "-", 2)[0]
			if s, ok := systemByShortToken[strings.ToLower(f)]; ok {
				r.System = s
				break
			}
		}
	}
	if r.Time == "" {
		r.Time = "Pt"
		for _, f := range shortFields {
			if strings.HasSuffix(f, "H") && len(f) <= 3 && f[0] >= '0' && f[0] <= '9' {
				r.Time = f
			}
		}
	}
	if r.Component == "" {
		c := long
		if i := strings.Index(c, " by "); i > 0 {
			c = c[:i]
		}
		r.Component = c
	}
	if m := byRe.FindStringSubmatch(long); m != nil {
		r.Method = m[1]
	}
	switch {
	case r.Property == "Prid" || strings.HasSuffix(r.Short, " Ql") || strings.Contains(r.Short, " Ql "):
		r.Scale = "Ql"
	case r.Property == "Imp" || r.Property == "Find":
		r.Scale = "Nar"
	case r.Property != "":
		r.Scale = "Qn"
	}
}

func addUnits(us []string, u string) []string {
	u = strings.TrimSpace(u)
	if u == "" {
		return us
	}
	for _, part := range strings.Split(u, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		dup := false
		for _, have := range us {
			if have == part {
				dup = true
			}
		}
		if !dup {
			us = append(us, part)
		}
	}
	return us
}

func addRelated(rs []string, s string) []string {
	for _, p := range strings.Split(s, ";") {
		p = strings.TrimSpace(p)
		if p == "" || len(p) > 60 {
			continue
		}
		dup := false
		for _, have := range rs {
			if strings.EqualFold(have, p) {
				dup = true
			}
		}
		if !dup {
			rs = append(rs, p)
		}
	}
	return rs
}

// dropGenericRelated removes related names that describe an axis rather than
// the test (Serum, Quantitative, Chemistry...): those shared by many codes.
func dropGenericRelated(recs map[string]*Record) {
	count := map[string]int{}
	n := 0
	for _, r := range recs {
		if len(r.Related) > 0 {
			n++
		}
		for _, p := range r.Related {
			count[strings.ToLower(p)]++
		}
	}
	limit := n / 40
	if limit < 8 {
		limit = 8
	}
	for _, r := range recs {
		kept := r.Related[:0]
		for _, p := range r.Related {
			if count[strings.ToLower(p)] <= limit {
				kept = append(kept, p)
			}
		}
		r.Related = kept
	}
}

func clean(s string) string {
	return strings.Join(strings.Fields(strings.NewReplacer("\t", " ", "\n", " ").Replace(s)), " ")
}

func codeLess(a, b string) bool {
	na, _ := strconv.Atoi(strings.SplitN(a, "-", 2)[0])
	nb, _ := strconv.Atoi(strings.SplitN(b, "-", 2)[0])
	if na != nb {
		return na < nb
	}
	return a < b
}

// consumerSystem maps the specimen after the last comma of a consumer name
// to a LOINC system. "Blood" there covers serum, plasma and whole blood.
var consumerSystem = map[string]string{
	"blood": "Ser/Plas/Bld", "urine": "Urine", "spinal fluid": "CSF", "stool": "Stool", "saliva": "Saliva",
	"body fluid": "Body fld", "red blood cells": "RBC", "dried blood spot": "Bld.dot", "urine sediment": "Urine sed",
	"specimen": "XXX", "amniotic fluid": "Amnio fld", "bone marrow": "Bone mar", "tissue": "Tiss",
	"stomach fluid": "Gast fld", "semen": "Semen", "synovial fluid": "Synv fld", "pleural fluid": "Plr fld",
	"peritoneal fluid": "Periton fld", "hair": "Hair", "white blood cells": "WBC", "cord blood": "BldCo",
	"exhaled gas": "Exhl gas", "sweat": "Sweat", "blood or tissue specimen": "XXX", "pericardial fluid": "Pericard fld",
	"dialysis fluid": "Dial fld", "vaginal fluid": "Vag", "nasopharynx": "Nph", "throat": "Throat", "sputum": "Sputum",
	"meconium": "Meconium", "cervix": "Cvx", "nose": "Nose",
}

// deriveConsumer reads component and system from a consumer name
// ("Glucose, Blood"), for codes that have no long common name.
func deriveConsumer(r *Record) {
	c := r.Consumer
	if i := strings.LastIndex(c, ", "); i > 0 {
		if sys, ok := consumerSystem[strings.ToLower(c[i+2:])]; ok {
			if r.System == "" {
				r.System = sys
			}
			c = c[:i]
		}
	}
	if r.Component == "" {
		r.Component = c
	}
	if r.Time == "" {
		r.Time = "Pt"
		if strings.Contains(c, "24 hour") {
			r.Time = "24H"
		}
	}
	if r.Scale == "" && len(r.Units) > 0 {
		r.Scale = "Qn"
	}
}

// German axis names of the translation files, for codes LOINC gave us no
// English axes for.
var (
	germanProperty = map[string]string{
		"Massenkonzentration": "MCnc", "Stoffmengenkonzentration": "SCnc", "Anzahlkonzentration": "NCnc",
		"Anzahl pro Volumen": "NCnc", "Katalytische Konzentration": "CCnc", "Arbiträre Konzentration": "ACnc",
		"Nachweis oder Schwellenwert": "PrThr", "Nachweis oder Identität": "Prid", "Titer": "Titr",
		"Anzahl pro Fraktion": "NFr", "Stoffmengenverhältnis": "SRto", "Interpretation": "Imp",
		"Stoffmengenrate": "SRat", "Massenfraktion": "MFr", "Massenverhältnis": "MRto", "Massenrate": "MRat",
		"Verhältnis": "Ratio", "Anzahl pro Fläche": "Naric", "Typ": "Type", "Arbiträre Fraktion": "AFr",
		"Befund": "Find", "Zeit": "Time", "Massengehalt": "MCnt", "Katalytische Fraktion": "CFr",
		"Stoffmengengehalt": "SCnt", "Volumenfraktion": "VFr", "Partialdruck": "PPres", "Zeitverhältnis": "RelTime",
		"Katalytischer Gehalt": "CCnt", "Volumen": "Vol", "Entitisches Volumen": "EntVol",
		"Empfindlichkeit (Mikororganismen)": "Susc", "Logarithmische Anzahl pro Volumen": "LnCnc",
	}
	germanSystem = map[string]string{
		"Serum": "Ser", "Serum oder Plasma": "Ser/Plas", "Urin": "Urine", "Blut": "Bld", "Plasma": "Plas",
		"Zerebrospinalflüssigkeit": "CSF", "Körperflüssigkeit": "Body fld", "Stuhl": "Stool",
		"Thrombozytenarmes Plasma": "PPP", "Urinsediment": "Urine sed", "Gewebe": "Tiss", "Isolat": "Isolate",
		"Amnionflüssigkeit": "Amnio fld", "Erythrozyten": "RBC", "Knochenmark": "Bone mar", "XXX": "XXX",
		"Magenflüssigkeit": "Gast fld", "Pleuraflüssigkeit": "Plr fld", "Peritonealflüssigkeit": "Periton fld",
		"Synovialflüssigkeit": "Synv fld", "Speichel": "Saliva", "Blut.Tropfen": "Bld.dot", "Sperma": "Semen",
		"Blut arteriell": "BldA", "Blut kapillar": "BldC", "Blut venös": "BldV", "Serum, Plasma oder Blut": "Ser/Plas/Bld",
		"Blut Nabelschnur": "BldCo", "Blut gemischt-venös": "BldMV", "Haar": "Hair",
	}
	germanScale = map[string]string{"Quantitativ": "Qn", "Ordinal": "Ord", "Ordinal oder Quantitativ": "OrdQn",
		"Nominal": "Nom", "Freitext": "Nar"}
)

func germanAxes(r *Record, prop, sys, scale, tm string) {
	if r.Property == "" {
		r.Property = germanProperty[prop]
	}
	if r.System == "" {
		r.System = germanSystem[sys]
	}
	if r.Scale == "" {
		r.Scale = germanScale[scale]
	}
	if r.Time == "" && tm != "" {
		if tm == "Zeitpunkt" {
			r.Time = "Pt"
		} else if f := strings.Fields(tm); len(f) == 2 && strings.HasPrefix(f[1], "Stunde") {
			r.Time = f[0] + "H"
		}
	}
}
