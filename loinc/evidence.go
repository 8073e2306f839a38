package loinc

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// specimen is the sample a result was measured in, as far as the row says.
type specimen uint8

const (
	specNone specimen = iota
	specSerum
	specBlood
	specCapillary
	specUrine
	specCSF
	specStool
	specSaliva
	specOther
	// specSerumOrBlood is the upstream sample type serum_plasma_blood: it
	// rules out urine and the rest but does not choose between them.
	specSerumOrBlood
	// specFluid is a body fluid other than blood, urine and CSF (pleural,
	// peritoneal, synovial, a drain's) or another sample a specimen column
	// names (bone marrow, semen, sputum): which one is in evidence.prep.
	specFluid
	specAmbiguous specimen = 255
)

// specimenWords are specimen names printed inside test names or specimen
// columns, in the six languages of the alias table.
var specimenWords = map[string]specimen{
	"serum": specSerum, "ser": specSerum, "plasma": specSerum, "plas": specSerum, "serpl": specSerum,
	"suero": specSerum, "siero": specSerum, "soro": specSerum, "serique": specSerum, "serico": specSerum,
	"plasmatique": specSerum, "plasmatico": specSerum,
	"blood": specBlood, "bld": specBlood, "sangre": specBlood, "sangue": specBlood, "blut": specBlood,
	"sang": specBlood, "wb": specBlood,
	"capillary": specCapillary, "fingerstick": specCapillary, "capilar": specCapillary, "capillare": specCapillary,
	"kapillar": specCapillary, "capillaire": specCapillary,
	"urine": specUrine, "ur": specUrine, "urin": specUrine, "orina": specUrine, "urina": specUrine,
	"harn": specUrine, "ua": specUrine, "urinary": specUrine, "urinaire": specUrine, "urinario": specUrine, "spot": specUrine,
	"csf": specCSF, "liquor": specCSF, "cerebrospinal": specCSF, "lcr": specCSF,
	"stool": specStool, "feces": specStool, "fece": specStool, "fecal": specStool, "stuhl": specStool,
	"heces": specStool, "feci": specStool, "selle": specStool, "faece": specStool,
	"saliva": specSaliva, "salivary": specSaliva, "salive": specSaliva, "speichel": specSaliva,
	// Dutch, Polish, Czech, Romanian, Turkish, Indonesian and Nordic
	// specimen columns (surowica, osocze, plazma, krew, mocz, moč, sânge,
	// kan, idrar, darah, bloed, blod) and the adjectives a Romanian,
	// Spanish or Italian name puts after the analyte (uree serică,
	// creatinina sérica, ferro sierico, sodio urinario)
	"surowica": specSerum, "osocze": specSerum, "plazma": specSerum, "seric": specSerum, "serica": specSerum,
	"serice": specSerum, "sierico": specSerum, "plasmatica": specSerum,
	"krew": specBlood, "krev": specBlood, "kan": specBlood, "darah": specBlood, "bloed": specBlood,
	"blod": specBlood, "sange": specBlood, "mocz": specUrine, "moc": specUrine, "idrar": specUrine, "urinaria": specUrine, "urinei": specUrine,
	"gaita": specStool, "feses": specStool, "ontlasting": specStool,
	// Russian, transliterated (сыворотка, кровь, моча, кал)
	"syvorotka": specSerum, "krov": specBlood, "mocha": specUrine,
}

// wholeBlood reports a specimen column that names whole blood in one of
// the report languages ("Sangre total", "Tam kan", "Krew pełna").
func wholeBlood(l string) bool {
	if strings.ContainsFunc(l, func(r rune) bool { return r >= 0x400 && r <= 0x4FF }) {
		l = latinCyrillic(l) // цельная кровь
	}
	l = strings.Map(foldRune, l)
	for _, w := range []string{"whole blood", "sangre total", "sangue total", "sangue intero", "sang total", "vollblut",
		"tam kan", "krew pelna", "plna krev", "volbloed", "helblod", "sange integral", "sange total", "celnaa krov"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// tubeWords name a collection tube in a specimen column, which says the
// sample: a clotted or gel (SST) tube gives serum, fluoride, oxalate and
// citrate tubes plasma. An EDTA (lavender, purple) tube holds whole blood
// that is counted as it is or spun for plasma (ammonia, BNP), so it says
// only blood or plasma. They are read only in a specimen column, and a
// sample named beside them wins ("EDTA plasma"): in a test's name
// "fluoride" is an analyte.
var tubeWords = map[string]specimen{
	"clotted": specSerum, "clot": specSerum, "sst": specSerum, "fluoride": specSerum, "oxalate": specSerum,
	"citrate": specSerum, "citrated": specSerum, "citrat": specSerum, "citratplasma": specSerum,
	"edta": specSerumOrBlood, "lavender": specSerumOrBlood, "purple": specSerumOrBlood,
}

// weakSpecimenWords appear in analyte names more often than they name the
// sample: "blood urea nitrogen", "white blood cells", "blood sugar" are
// serum or blood tests alike. Only "whole blood" is strong evidence.
var weakSpecimenWords = map[string]bool{"blood": true, "sangre": true, "sangue": true, "blut": true, "sang": true,
	"krew": true, "krev": true, "kan": true, "darah": true, "bloed": true, "blod": true, "sange": true, "krov": true}

// assayWords speak of an assay's sensitivity or generation, which LOINC
// names as a method (a detection limit, a high-sensitivity method).
var assayWords = map[string]bool{"generation": true, "gen": true, "ultrasensitive": true, "ultrasensible": true,
	"ultrasensibile": true, "ultrasensitivo": true, "ultrasensitiv": true, "sensitive": true, "sensitivity": true,
	"hs": true, "us": true}

// specimenOf maps a specimen column value (or an upstream sample type) to a
// specimen, and says whether the text names the sample itself (strong) or
// only a department or section ("Biochemistry", "Haematolog"), which hints
// at the usual sample of that bench. Text it does not know ("Emergency",
// an order code) is no evidence at all: it must not favour unusual
// specimens such as body fluids.
func specimenOf(s string) (specimen, bool) {
	l := strings.ToLower(strings.TrimSpace(s))
	switch l {
	case "", "unknown":
		return specNone, false
	case "serum_plasma_blood":
		return specSerumOrBlood, true
	case "capillary_blood":
		return specCapillary, true
	case "other":
		return specNone, false // says only that it is none of the named ones
	case "blood", "edta blood":
		return specBlood, true
	}
	if wholeBlood(l) {
		return specBlood, true
	}
	if sp := hanSpecimen(l); sp != specNone {
		return sp, true
	}
	for i := 0; i < len(l); {
		var w string
		if w, i = nextWord(l, i); csfWords[w] {
			return specCSF, true // "Spinal fluid", "Líquido cefalorraquídeo"
		}
	}
	fluid := fluidSystem(l)
	if fluid != "" && namesBloodSample(l) {
		// "Blood (gout joint)", "Serum, gastric": the blood drawn is the
		// sample, the other word the clinic or the reason
		fluid = ""
	}
	if fluid != "" && fluid != "Body fld" {
		return specFluid, true // "Pleural fluid", "Ascites", 胸水
	}
	if preparedBlood(l) == "Bld.dot" {
		return specBlood, true // a dried blood spot, not a spot urine
	}
	toks := tokenize(l)
	// A sample named beats a tube ("EDTA plasma"), and a tube beats the
	// word blood, which names the draw ("Clotted blood": serum).
	weak, tube := specNone, specNone
	for _, t := range toks {
		if len(t) < 2 {
			continue
		}
		sp, ok := specimenWords[t]
		if !ok && len(t) > 3 && strings.HasSuffix(t, "s") {
			sp, ok = specimenWords[t[:len(t)-1]] // "Urines"
		}
		switch {
		case ok && weakSpecimenWords[t]:
			if weak == specNone {
				weak = sp
			}
		case ok:
			return sp, true
		case tubeWords[t] != specNone && tube == specNone:
			tube = tubeWords[t]
		}
	}
	if fluid != "" {
		return specFluid, true // "Drain fluid", "Body fluid": not CSF
	}
	if tube != specNone {
		return tube, true
	}
	if weak != specNone {
		return weak, true
	}
	if sp := panelSpecimen(l); sp != specNone {
		return sp, false
	}
	return specNone, false
}

// hanSpecimen reads the sample a Chinese (or Japanese) specimen column
// names, which tokenize drops: 全血 whole blood, 血清 serum, 血漿 plasma,
// 尿 urine (not in 尿素 urea nor 尿酸 uric acid), 糞便 stool, 腦脊液 CSF,
// 唾液 saliva; Japanese 髄液 CSF; Korean 전혈 whole blood, 혈청 serum, 혈장
// plasma, 소변 urine, 대변 stool, 뇌척수액 CSF. A lone 血 is left alone: it begins many test names
// (血紅素 haemoglobin, 血小板 platelets, 血糖 blood sugar).
func hanSpecimen(l string) specimen {
	if !strings.ContainsFunc(l, func(r rune) bool { return r >= 0x2E80 }) { // CJK and beyond
		return specNone
	}
	switch {
	case strings.Contains(l, "全血"), strings.Contains(l, "전혈"):
		return specBlood
	case strings.Contains(l, "血清"), strings.Contains(l, "혈청"):
		return specSerum
	case strings.Contains(l, "血漿"), strings.Contains(l, "血浆"), strings.Contains(l, "혈장"):
		return specSerum
	case strings.Contains(l, "糞"), strings.Contains(l, "粪"), strings.Contains(l, "便潛血"), strings.Contains(l, "대변"):
		return specStool
	case strings.Contains(l, "腦脊"), strings.Contains(l, "脑脊"), strings.Contains(l, "髓液"), strings.Contains(l, "髄液"),
		strings.Contains(l, "뇌척수"):
		return specCSF
	case strings.Contains(l, "소변"):
		return specUrine
	case strings.Contains(l, "唾液"):
		return specSaliva
	}
	for i, r := range l {
		if r != '尿' {
			continue
		}
		next, _ := utf8.DecodeRuneInString(l[i+len("尿"):])
		if next != '素' && next != '酸' {
			return specUrine
		}
	}
	return specNone
}

// bloodDraw reports a specimen column that names only the draw: "Blood",
// or an order name with the word ("Glucose, blood"), and no fraction,
// tube, vessel or "whole". A lab's dictionary files its serum and plasma
// tests under that sample as well as its whole-blood ones, so it rules out
// urine and the rest but does not choose between them.
func bloodDraw(s string) bool {
	l := strings.ToLower(s)
	if hanSpecimen(l) != specNone {
		return false // 全血: whole blood
	}
	if wholeBlood(l) {
		return false
	}
	for _, t := range tokenize(l) {
		switch {
		case drawQualifiers[t], tubeWords[t] != specNone, vesselWord(t) != "", specimenWords[t] == specCapillary:
			return false
		}
	}
	return true
}

// drawQualifiers say which blood was drawn, or how: whole blood, not the
// draw a serum is spun from.
var drawQualifiers = map[string]bool{"whole": true, "arterial": true, "artery": true, "venous": true, "vein": true,
	"capillary": true, "cord": true, "mixed": true, "heparin": true, "heparinised": true, "heparinized": true,
	"gas": true, "gases": true, "wb": true, "total": true, "intero": true, "dried": true, "spot": true}

// systemSpecimen maps a LOINC system to the specimen it belongs to.
func systemSpecimen(system string) specimen {
	switch system {
	case "Ser/Plas", "Ser", "Plas", "PPP", "Ser/Plas/Bld", "Ser+Plas", "PRP":
		return specSerum
	case "Bld", "BldA", "BldV", "BldMV", "RBC", "Bld.dot", "BldCo", "Retic", "Hgb", "WBC", "Plt":
		return specBlood
	case "BldC":
		return specCapillary
	case "Urine", "Urine sed", "Urine+Ser/Plas":
		return specUrine
	case "CSF":
		return specCSF
	case "Stool":
		return specStool
	case "Body fld", "Plr fld", "Periton fld", "Synv fld", "Pericard fld", "Amnio fld", "Gast fld", "Dial fld", "Sweat",
		"Bone mar", "Semen", "Sputum", "BAL", "Tiss", "Exhl gas", "Vag", "Throat", "Nph", "Meconium":
		return specFluid
	case "Saliva":
		return specSaliva
	case "":
		return specNone
	}
	return specOther
}

// specimenDistance is 0 when a code's specimen fits the row's, 0.5 for serum,
// plasma and blood (near each other), 1 for urine and the rest. Blood
// prepared in a way the row does not name (prep: see preparedBlood), a
// dried spot or cord blood, is only near the blood a row prints.
func specimenDistance(want, have specimen, system, prep string) float64 {
	if preparedSystem(system) && system != prep && (want == specBlood || want == specSerumOrBlood || want == specCapillary) {
		return 0.5
	}
	if want == specFluid && (have == specFluid || system == "XXX") {
		// a fluid's own code, or LOINC's for any body fluid; another
		// fluid's code, or one for any specimen, is near
		if system == prep || system == "Body fld" && strings.HasSuffix(prep, " fld") {
			return 0
		}
		return 0.5
	}
	if want == have || want == specNone {
		return 0
	}
	if want == specSerumOrBlood && (have == specSerum || have == specBlood || have == specCapillary) {
		return 0
	}
	if system == "Ser/Plas/Bld" && (want == specBlood || want == specCapillary) {
		return 0
	}
	near := func(a, b specimen) bool {
		blood := func(s specimen) bool { return s == specSerum || s == specBlood || s == specCapillary }
		return blood(a) && blood(b)
	}
	if near(want, have) {
		return 0.5
	}
	return 1
}

// preparedSystem reports LOINC systems of blood prepared or drawn apart: a
// dried blood spot (newborn screening's filter card) and cord blood. A
// dictionary's "Blood" is the draw, never these, and a row that means them
// says so (see preparedBlood).
func preparedSystem(system string) bool {
	return system == "Bld.dot" || system == "BldCo"
}

// preparedBlood is the prepared blood (a LOINC system, see preparedSystem)
// a row's lower-cased words name, or "": dried, DBS, filter paper or
// Guthrie for a dried spot, cord or umbilical for cord blood.
func preparedBlood(ctx string) string {
	for i := 0; i < len(ctx); {
		var w string
		w, i = nextWord(ctx, i)
		switch w {
		case "dried", "dbs", "guthrie", "filter", "getrocknet", "seco", "secca", "seche":
			return "Bld.dot"
		case "cord", "umbilical", "cordon", "cordao", "nabelschnur", "cordone", "cordonale", "ombelicale", "ombilical":
			return "BldCo"
		}
	}
	return ""
}

// fluidSystem is the LOINC system of the body fluid a specimen column
// names, or "": pleural, peritoneal (ascites), synovial (joint), pericardial
// and amniotic fluid, dialysate, gastric fluid and sweat, in the languages
// of the alias table and in Chinese; a drain's or any other fluid is LOINC's
// body fluid. Blood, urine and CSF are read elsewhere.
func fluidSystem(l string) string {
	if strings.ContainsFunc(l, func(r rune) bool { return r >= 0x2E80 }) {
		for _, k := range [...]struct{ word, sys string }{
			{"胸水", "Plr fld"}, {"胸膜", "Plr fld"}, {"腹水", "Periton fld"}, {"腹膜", "Periton fld"},
			{"關節", "Synv fld"}, {"关节", "Synv fld"}, {"心包", "Pericard fld"}, {"羊水", "Amnio fld"},
			{"透析", "Dial fld"}, {"胃液", "Gast fld"}, {"引流", "Body fld"}, {"體液", "Body fld"},
			{"体液", "Body fld"}, {"穿刺液", "Body fld"}, {"骨髓", "Bone mar"}, {"精液", "Semen"}, {"痰", "Sputum"},
		} {
			if strings.Contains(l, k.word) {
				return k.sys
			}
		}
	}
	sys := ""
	for i := 0; i < len(l); {
		var w string
		w, i = nextWord(l, i)
		if csfWords[w] {
			return "" // spinal fluid is CSF, read elsewhere
		}
		if sampleLead[w] {
			// "Bile acids", "Tissue transglutaminase", "Gastric parietal
			// cell Ab" name tests: the word is a sample's only before a
			// sample word or at the end
			if next, _ := nextWord(l, i); next != "" && !sampleTail[next] {
				continue
			}
		}
		switch w {
		case "pleural", "pleura", "pleurale", "pleurico", "pleurica", "pleurapunktat", "thoracentesis":
			return "Plr fld"
		case "ascites", "ascite", "ascitic", "ascitico", "ascitica", "ascitique", "aszites", "peritoneal", "peritoneale",
			"peritoneo", "paracentesis":
			return "Periton fld"
		case "synovial", "sinovial", "sinoviale", "synoviale", "synovia", "joint", "articular", "articulaire",
			"articolare", "gelenk":
			return "Synv fld"
		case "pericardial", "pericardico", "pericardica", "pericardiaco", "pericardique", "perikard":
			return "Pericard fld"
		case "amniotic", "amniotico", "amniotica", "amniotique", "fruchtwasser":
			return "Amnio fld"
		case "dialysate", "dialisato", "dialysat", "capd":
			return "Dial fld"
		case "gastric", "gastrico", "gastrique":
			return "Gast fld"
		case "sweat", "sudor", "sudore", "sueur", "schweiss":
			return "Sweat"
		case "fluid", "drain", "drainage", "punktat", "flussigkeit", "liquido", "liquide", "bile", "cyst":
			sys = "Body fld"
		case "marrow", "midollo", "medula", "moelle", "knochenmark":
			return "Bone mar"
		case "semen", "seminal", "sperma", "sperme":
			return "Semen"
		case "sputum", "esputo", "espectoracion", "expectoration", "crachat", "escarro":
			return "Sputum"
		case "bal", "bronchoalveolar":
			return "BAL"
		case "tissue", "biopsy", "tessuto", "tejido", "gewebe":
			return "Tiss"
		case "breath", "exhaled":
			return "Exhl gas"
		case "vaginal", "vagina":
			return "Vag"
		case "throat":
			return "Throat"
		case "nasopharyngeal", "nasopharynx", "nph":
			return "Nph"
		case "meconium":
			return "Meconium"
		}
	}
	return sys
}

// namesBloodSample reports a specimen column's lower-cased text that names
// blood, serum or plasma as a word of its own ("Blood (gout joint)",
// "Serum, gastric"): a body fluid's word beside it is no sample.
func namesBloodSample(l string) bool {
	for i := 0; i < len(l); {
		var w string
		w, i = nextWord(l, i)
		if sp, ok := specimenWords[w]; ok && (sp == specSerum || sp == specBlood || sp == specSerumOrBlood) {
			return true
		}
	}
	return false
}

// csfWords name cerebrospinal fluid beside the word fluid ("Spinal fluid",
// "Líquido cefalorraquídeo"), which is no other body fluid.
var csfWords = map[string]bool{"spinal": true, "cerebrospinal": true, "csf": true, "cefalorraquideo": true,
	"cefalorraquidiano": true, "cefalorachidiano": true, "cephalorachidien": true, "cephalo": true, "rachidien": true,
	"cerebrospinale": true, "liquor": true, "lcr": true, "lcs": true}

// sampleLead are the words fluidSystem reads as a sample only at the end
// of the text or before a sampleTail word: they also begin test names.
var sampleLead = map[string]bool{"joint": true, "gastric": true, "gastrico": true, "gastrique": true,
	"bile": true, "tissue": true, "tessuto": true, "tejido": true, "gewebe": true, "cyst": true}

// sampleTail are the words that say the word before them names a sample.
var sampleTail = map[string]bool{"fluid": true, "fluids": true, "juice": true, "aspirate": true, "sample": true,
	"specimen": true, "biopsy": true, "liquid": true, "fld": true, "punctate": true, "swab": true}

// nextWord is the run of letters at or after byte i of s, accents folded
// (see foldRune), and the byte after it.
func nextWord(s string, i int) (string, int) {
	w, next := nextRun(s, i)
	for _, r := range w {
		if r >= utf8.RuneSelf && foldRune(r) != r {
			return strings.Map(foldRune, w), next
		}
	}
	return w, next
}

// nextRun is the run of letters at or after byte i of s, and the byte
// after it.
func nextRun(s string, i int) (string, int) {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) {
			break
		}
		i += n
	}
	start := i
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		i += n
	}
	return s[start:i], i
}

// panelSpecimen reads the specimen implied by a panel heading.
func panelSpecimen(panel string) specimen {
	p := " " + strings.ToLower(panel) + " "
	switch {
	case p == "  ":
		return specNone
	case fluidSystem(p) != "" && fluidSystem(p) != "Body fld":
		return specFluid // "Pleural fluid analysis"
	case strings.Contains(p, "urin") || strings.Contains(p, "orina") || strings.Contains(p, " ua ") ||
		strings.Contains(p, "harn") || strings.Contains(p, "dipstick") || strings.Contains(p, "idrar") ||
		strings.Contains(p, "mocz") || urinalysisPanel(p):
		return specUrine
	case strings.Contains(p, "stool") || strings.Contains(p, "fecal") || strings.Contains(p, "faecal") ||
		strings.Contains(p, "stuhl"):
		return specStool
	case strings.Contains(p, "csf") || strings.Contains(p, "cerebrospinal"):
		return specCSF
	case fluidSystem(p) == "Body fld":
		return specFluid // "Body fluid chemistry", "Fluid analysis"
	case strings.Contains(p, "coag") || strings.Contains(p, "gerinnung") || strings.Contains(p, "hemostas") ||
		strings.Contains(p, "haemostas"):
		return specSerum // citrated plasma
	case strings.Contains(p, "cbc") || strings.Contains(p, "blood count") || strings.Contains(p, "hemogram") ||
		strings.Contains(p, "haemogram") || strings.Contains(p, "matolog") || strings.Contains(p, "hemat") || strings.Contains(p, "haemat") ||
		strings.Contains(p, "blood gas") ||
		strings.Contains(p, "hemograma") || strings.Contains(p, "emocromo") || strings.Contains(p, "blutbild") ||
		strings.Contains(p, "numeration") || strings.Contains(p, "differential") || strings.Contains(p, "fbc"):
		return specBlood
	case strings.Contains(p, "lipid") || strings.Contains(p, "metabolic") || strings.Contains(p, "chemistry") ||
		strings.Contains(p, "liver") || strings.Contains(p, "hepatic") || strings.Contains(p, "renal") ||
		strings.Contains(p, "kidney") || strings.Contains(p, "thyroid") || strings.Contains(p, "electrolyte") ||
		strings.Contains(p, "serum") || strings.Contains(p, "iron") || strings.Contains(p, "biochem") ||
		strings.Contains(p, "cmp") || strings.Contains(p, "bmp") || strings.Contains(p, "lft") || strings.Contains(p, "kft") ||
		strings.Contains(p, "vitamin") || strings.Contains(p, "hormone") || strings.Contains(p, "bioqu") ||
		strings.Contains(p, "chimi") || strings.Contains(p, "chemie") || strings.Contains(p, "quimica") ||
		strings.Contains(p, "chimica"):
		return specSerum
	}
	return specNone
}

// urinalysisPanel reports a urinalysis (dipstick) section, as opposed to
// urine chemistry.
func urinalysisPanel(panel string) bool {
	p := " " + strings.Map(foldRune, strings.ToLower(panel)) + " "
	if strings.Contains(p, "24") {
		return false
	}
	for _, w := range urinalysisPhysChem {
		// the physical and chemical examination of urine: a strip
		if strings.Contains(p, w) {
			return true
		}
	}
	if strings.Contains(p, "chemi") {
		return false
	}
	for _, w := range urinalysisHeadings {
		if strings.Contains(p, w) {
			return true
		}
	}
	return false
}

// urinalysisHeadings name a urinalysis section in the report languages:
// English, German (Harnstatus, Urinstix), Spanish (Examen general de orina,
// EGO, uroanálisis), Italian (Esame delle urine), Portuguese (Urina tipo I,
// EAS, sumário de urina), French (analyse d'urine, bandelette), Turkish
// (Tam idrar tahlili), Dutch, Polish (badanie ogólne moczu), Romanian
// (sumar de urină), Indonesian (urinalisa) and Nordic (urinsticka).
var urinalysisHeadings = []string{"urinalysis", " ua ", "dipstick", "urine routine", "urine analysis", "complete urine",
	"urine examination", "strip", "urinanalyse", "urinstatus", "esame urine", "examen d'urine", "orina completa",
	"sedimento", "urine test", "feme", "urine full", "urine r/e", "urine re ", "urine routine",
	"harnstatus", "urinstix", "harnstreifen", "streifentest", "teststreifen", "examen general de orina",
	"examen de orina", " ego ", "uroanalisis", "urianalisis", "urinalisis", "esame delle urine", "analisi urine",
	"analisi delle urine", "urina tipo", "urina rotina", " eas ", "sumario de urina", "analyse d'urine",
	"analyse des urines", "bandelette", "idrar tahlil", "idrar analiz", "tam idrar", "urinesediment", "urinestrook",
	"ogolne moczu", "badanie moczu", "sumar de urina", "examen sumar", "urinalisa", "urin lengkap", "urinsticka",
	"u-sticka"}

// urinalysisPhysChem name the physical and chemical examination of urine,
// which is its strip (Esame chimico-fisico delle urine, Examen físico-químico,
// Moč chemicky): not a urine chemistry section.
var urinalysisPhysChem = []string{"chimico-fisico", "chimico fisico", "fisico-chimico", "fisico chimico",
	"fisico-quimico", "fisico quimico", "fisicoquimico", "physico-chimique", "physico chimique", "moc chemicky",
	"moc - chemicky", "moc-chemicky"}

// urineValues are results only a urinalysis prints: colours, clarity and
// dipstick grades.
var urineValues = map[string]bool{
	"yellow": true, "pale yellow": true, "straw": true, "amber": true, "dark yellow": true, "light yellow": true,
	"clear": true, "slightly cloudy": true, "cloudy": true, "turbid": true, "hazy": true, "slightly turbid": true,
	"trace": true, "1+": true, "2+": true, "3+": true, "4+": true, "+": true, "++": true, "+++": true, "nil": true,
	"small": true, "moderate": true, "large": true,
}

// qualitativeValues are non-numeric results.
var qualitativeValues = map[string]bool{
	"negative": true, "positive": true, "neg": true, "pos": true, "absent": true, "present": true,
	"not detected": true, "detected": true, "reactive": true, "non reactive": true, "nonreactive": true,
	"non-reactive": true, "normal": true, "abnormal": true, "negativo": true, "positivo": true, "negatif": true,
	"positif": true, "negativ": true,
}

// valueKind says whether a printed value is qualitative (and urine-like).
func valueKind(v string) (qualitative, urine bool) {
	l := strings.ToLower(strings.TrimSpace(v))
	if l == "" {
		return false, false
	}
	if urineValues[l] {
		return true, true
	}
	if qualitativeValues[l] {
		return true, false
	}
	for _, r := range l {
		if r >= '0' && r <= '9' {
			return false, false
		}
	}
	return true, false
}

// methodWords flag calculated versus directly measured results.
var calcWords = map[string]bool{
	"calc": true, "calculated": true, "calculation": true, "computed": true, "friedewald": true, "nih": true,
	"martin": true, "hopkins": true, "derived": true, "calculado": true, "calcolato": true, "berechnet": true,
	"calcule": true, "sampson": true,
}

var directWords = map[string]bool{
	"direct": true, "measured": true, "directo": true, "diretto": true, "direkt": true, "direto": true,
}

var timedWords = map[string]bool{"24": true, "24h": true, "24hr": true, "24hour": true, "24hrs": true}

type evidence struct {
	spec       specimen
	specStrong bool
	// specDraw: the specimen column says only blood, the draw (see
	// bloodDraw): whole blood reads first, but serum or plasma fits too.
	specDraw bool
	// specImplied: spec is not printed but the one the name is known by.
	specImplied bool
	// specColumn: the specimen column names the sample (not only a
	// department).
	specColumn bool
	// specClash: the specimen column names a blood sample and the name
	// another (urine, CSF): spec is the name's, and no code is certain.
	specClash bool
	unit      string
	class     unitClass
	calc      bool
	direct    bool
	// assayWords: the name speaks of its assay's sensitivity or
	// generation ("3rd generation", "ultrasensitive", "hs"), as a method
	// a LOINC code names would
	assayWords bool
	timed      bool
	qual       bool
	numeric    bool
	dipstick   bool // a urinalysis section: test strip codes fit
	// stripNamed: the name itself says test strip, as it names a method.
	stripNamed bool
	// urineChemistry is a urine chemistry section: quantitative, no strips.
	urineChemistry bool
	bloodSys       string // BldA or BldV when the row says arterial or venous
	// bloodGas: the row is a blood gas (heading or specimen), where
	// arterial, venous and unspecified blood are the lab's own choice.
	bloodGas bool
	// prep is the prepared blood the row names (preparedBlood), or "".
	prep string
	// basis is the D-dimer basis the unit or name prints (basisOf), or "".
	basis string
	// method is the method the name prints (hs-CRP, VSG Westergren, TSH
	// (CLIA)), as methodClass spells it, or "".
	method string
}

// Match ranks LOINC codes for one printed result.
func (m *Matcher) evidence(q Query, toks []string) evidence {
	u := m.unitInfo(q.Unit)
	ev := evidence{unit: u.norm, class: u.class, basis: basisOf(q.Unit)}
	if ev.basis == "" {
		ev.basis = basisOf(q.Name)
	}
	if sp, strong := specimenOf(q.Specimen); strong {
		ev.spec, ev.specStrong, ev.specColumn = sp, true, true
		ev.specDraw = sp == specBlood && bloodDraw(q.Specimen)
	}
	if ev.specColumn && bloodSample(ev.spec) {
		if sp := nameSample(toks); sp != specNone {
			// "Urine creatinine" under a "Blood" column: the column is
			// the dictionary's default, the name the test; a row that
			// says two samples is for a person to confirm
			ev.spec, ev.specDraw, ev.specColumn, ev.specClash = sp, false, false, true
		}
	}
	for i, t := range toks {
		if sp, ok := specimenWords[t]; ok && !ev.specStrong && !(sp == specUrine && t == "spot" && i > 0 && toks[i-1] == "blood") {
			strong := !weakSpecimenWords[t] || i > 0 && toks[i-1] == "whole"
			if strong || ev.spec == specNone {
				ev.spec, ev.specStrong = sp, strong
			}
		}
		switch {
		case calcWords[t]:
			ev.calc = true
		case directWords[t]:
			ev.direct = true
		case assayWords[t]:
			ev.assayWords = true
		case timedWords[t]:
			ev.timed = true
		case t == "%" && ev.class == 0:
			ev.class = ucFraction
		case t == "#" && ev.class == 0:
			ev.class = ucNumber
		}
	}
	if f := nameFluid(toks); f != "" && !ev.specStrong {
		ev.spec, ev.specStrong = specFluid, true // "Pleural LDH", "Ascitic fluid albumin"
	}
	for i := 1; i < len(toks) && !ev.specStrong; i++ {
		if toks[i] == "fluid" && csfWords[toks[i-1]] {
			ev.spec, ev.specStrong = specCSF, true // "Spinal fluid protein"
		}
	}
	ev.method = printedMethod(toks)
	ctx := strings.ToLower(q.Specimen + " " + q.Panel + " " + q.Name)
	ev.bloodGas = bloodGasContext(ctx)
	ev.prep = preparedBlood(ctx)
	ev.specDraw = ev.specDraw && !ev.bloodGas // a gas is whole blood
	switch {
	case strings.Contains(ctx, "arterial") || strings.Contains(ctx, "artery") || strings.Contains(ctx, "abg"):
		ev.bloodSys = "BldA"
	case strings.Contains(ctx, "venous") || strings.Contains(ctx, "vein") || strings.Contains(ctx, "vbg"):
		ev.bloodSys = "BldV"
	case strings.Contains(ctx, "arteri") || strings.Contains(ctx, "artéri") || strings.Contains(ctx, "ven"):
		// "Sang artériel", "Sangue venoso", "arterielles Blut"
		for i := 0; i < len(ctx) && ev.bloodSys == ""; {
			var w string
			w, i = nextWord(ctx, i)
			ev.bloodSys = vesselWord(w)
		}
	}
	qual, _ := valueKind(q.Value)
	ev.qual = qual
	ev.numeric = !qual && strings.TrimSpace(q.Value) != ""
	p := m.panelInfo(q.Panel)
	ev.stripNamed = stripWord(toks)
	ev.dipstick = p.urinalysis || qual && p.spec == specUrine || ev.stripNamed
	ev.urineChemistry = p.spec == specUrine && !p.urinalysis
	if !ev.specStrong {
		if sp, strong := m.contextSpecimen(q); sp != specNone || strong {
			ev.spec, ev.specStrong = sp, strong
		}
	}
	if ev.spec == specUrine && !ev.timed && strings.Contains(q.Specimen, "24") {
		// "24h urine", "Urines de 24 heures", "Orina de 24 horas": the
		// specimen column names the collection as a name would
		for _, t := range tokenize(q.Specimen) {
			ev.timed = ev.timed || timedWords[t]
		}
	}
	if ev.spec == specFluid {
		// which fluid: the specimen column's, the name's or the heading's
		if ev.prep = fluidSystem(strings.ToLower(q.Specimen)); ev.prep == "" {
			if ev.prep = nameFluid(toks); ev.prep == "" {
				ev.prep = fluidSystem(strings.ToLower(q.Panel))
			}
		}
	}
	return ev
}

// bloodSample is a specimen drawn from a vein or a finger: serum, plasma or
// blood.
func bloodSample(sp specimen) bool {
	return sp == specSerum || sp == specBlood || sp == specCapillary || sp == specSerumOrBlood
}

// nameSample is a sample other than blood that a test's name prints in
// full (urine, CSF, stool, saliva, a body fluid), or specNone. Short words
// that are also names ("UA" uric acid, "LCR" of P-LCR, "Ur", a spot) do
// not count.
func nameSample(toks []string) specimen {
	for _, t := range toks {
		switch t {
		case "ua", "ur", "lcr", "spot":
			continue
		}
		if sp, ok := specimenWords[t]; ok && !bloodSample(sp) {
			return sp
		}
	}
	if nameFluid(toks) != "" {
		return specFluid
	}
	return specNone
}

// nameFluid is the LOINC system of the body fluid a test's name names
// ("Pleural LDH", "Ascitic fluid albumin", "Sweat chloride"), or "": only
// words no serum test's name holds (not gastric, joint or a bare fluid).
func nameFluid(toks []string) string {
	for _, t := range toks {
		if csfWords[t] {
			return ""
		}
	}
	for i, t := range toks {
		if t == "fluid" && (i == 0 || toks[i-1] == "body") {
			return "Body fld" // "Fluid LDH", "Body fluid protein"
		}
		switch t {
		case "pleural", "ascitic", "ascite", "peritoneal", "synovial", "pericardial", "amniotic", "sweat", "dialysate":
			return fluidSystem(t)
		}
	}
	return ""
}

// contextSpecimen is the specimen the row implies without its name: the
// specimen column, else the panel heading or a urine-only value.
func (m *Matcher) contextSpecimen(q Query) (specimen, bool) {
	if sp, strong := specimenOf(q.Specimen); sp != specNone {
		return sp, strong
	}
	if sp := m.panelInfo(q.Panel).spec; sp != specNone {
		return sp, false
	}
	if _, urine := valueKind(q.Value); urine {
		return specUrine, false
	}
	return specNone, false
}

// evidenceScore adds what the row's evidence says about a code to its name
// score, and reports a hard contradiction (unit or specimen), which keeps
// the code from being matched automatically.
func (m *Matcher) evidenceScore(c *codeInfo, ev *evidence) (float64, bool) {
	s := c.rankBonus
	conflict := false
	// Unit: the property must fit.
	if ev.class != 0 {
		switch {
		case c.classes == 0:
			s -= 0.06
		case c.classes&ev.class != 0 && ratioFits(c.Property, ev.unit):
			s += 0.08
			for _, u := range c.units {
				if u == ev.unit {
					s += 0.01
					break
				}
			}
		default:
			s -= 0.30
			conflict = true
		}
	} else if ev.qual {
		if c.ql {
			s += 0.06
		} else {
			s -= 0.04
		}
	} else if ev.numeric && c.ql {
		s -= 0.04
	}
	// A D-dimer printed in FEU is not the DDU code, nor the reverse.
	if ev.basis != "" && c.basis != "" {
		if c.basis == ev.basis {
			s += 0.08
		} else {
			s -= 0.30
			conflict = true
		}
	}
	// Specimen.
	switch {
	case ev.spec == specNone:
		switch {
		case c.spec == specSerum:
			s += 0.03
		case preparedSystem(c.System) && c.System != ev.prep:
			s -= 0.02 // as capillary blood: a row that means it says so
		case c.spec == specBlood:
			s += 0.02
		case c.spec == specCapillary:
			s -= 0.02
		default:
			s -= 0.06
		}
	case ev.specStrong:
		switch d := specimenDistance(ev.spec, c.spec, c.System, ev.prep); {
		case d == 0:
			s += 0.08
		case d < 1:
			s -= 0.06
		default:
			s -= 0.30
			conflict = true
		}
	default:
		switch d := specimenDistance(ev.spec, c.spec, c.System, ev.prep); {
		case d == 0:
			s += 0.05
		case d < 1:
			s -= 0.03
		default:
			// The section says blood and the code is urine's (or the
			// reverse): whatever the name, a person looks.
			s -= 0.15
			conflict = true
		}
	}
	// Urinalysis sections are read with test strips; urine chemistry is not.
	if ev.stripNamed && !c.strip && c.spec == specUrine {
		s -= 0.05 // the name says strip: not a microscopy or chemistry code
	}
	if c.strip {
		if ev.stripNamed {
			s += 0.08
		} else if ev.dipstick {
			s += 0.03
		} else if ev.urineChemistry {
			s -= 0.03
		}
	}
	// Analysers count blood cells; a manual count is printed as such.
	if c.autoCount {
		s += 0.05
	}
	switch {
	case ev.method == "":
		if c.unusualMethod && !ev.calc && !ev.direct {
			s -= 0.02
		}
	case c.method == ev.method:
		s += 0.08
	case c.method == "":
		s -= 0.03 // a method-less code still fits any method, less well
	default:
		s -= 0.08
	}
	if c.unspecifiedTime {
		s -= 0.02
	}
	if ev.prep == "RBC" {
		// the name prints red cells beside the analyte: other samples'
		// codes contradict it
		if c.System == "RBC" {
			s += 0.1
		} else {
			s -= 0.15
			conflict = true
		}
	}
	if ev.bloodSys != "" && c.spec == specBlood {
		switch c.System {
		case ev.bloodSys:
			s += 0.1
		case "BldA", "BldV":
			s -= 0.06
		case "Bld":
			// The row names the vessel: the code that does too fits
			// better than unspecified blood, whose name a report
			// prints more often (pCO2 alone).
			s -= 0.06
		}
	}
	// Method: calculated versus direct.
	switch {
	case ev.calc:
		if c.calc {
			s += 0.08
		} else if c.direct {
			s -= 0.15
		} else {
			s -= 0.02
		}
	case ev.direct:
		if c.direct {
			s += 0.08
		} else if c.calc {
			s -= 0.15
		}
	case c.calc || c.direct:
		s -= 0.03
	}
	// Timed collections (24 h urine).
	if ev.timed {
		if c.timed {
			s += 0.08
		} else {
			s -= 0.04
		}
	} else if c.timed {
		s -= 0.06
	}
	return s, conflict
}

type unitInfo struct {
	norm  string
	class unitClass
}

type panelInfo struct {
	spec       specimen
	urinalysis bool
}

// cacheLimit bounds the unit and panel caches: reports print few distinct
// units and headings, OCR noise must not grow memory without end.
const cacheLimit = 4096

func (m *Matcher) unitInfo(u string) unitInfo {
	if v, ok := m.units.Load(u); ok {
		return v.(unitInfo)
	}
	info := unitInfo{norm: matchUnit(u), class: matchClass(u)}
	if ucum, ok := m.unitSyn[strings.TrimSpace(u)]; ok && info.class == 0 {
		// A spelling the LHNCBC and MIRACUM tables know (e.g. German lab
		// units): classify its UCUM form.
		info = unitInfo{norm: normUnit(ucum), class: classOf(ucum)}
	}
	if m.cached.Add(1) < cacheLimit {
		m.units.Store(u, info)
	}
	return info
}

func (m *Matcher) panelInfo(p string) panelInfo {
	if v, ok := m.panels.Load(p); ok {
		return v.(panelInfo)
	}
	info := panelInfo{spec: panelSpecimen(p), urinalysis: urinalysisPanel(p)}
	if m.cached.Add(1) < cacheLimit {
		m.panels.Store(p, info)
	}
	return info
}

// bloodGasContext reports a blood-gas heading or specimen ("Blood gas",
// "ABG", "VBG", "Blutgase", "gasometría").
func bloodGasContext(ctx string) bool {
	for _, w := range []string{"blood gas", "bloodgas", "abg", "vbg", "bga", "blutgas", "gasometr", "emogas", "gaz du sang"} {
		if strings.Contains(ctx, w) {
			return true
		}
	}
	return false
}

// methodTerms are the words reports print for a method in a test's name,
// in the languages of the alias table, spelt as methodClass spells LOINC's
// method. Pairs are joined by a space.
var methodTerms = map[string]string{
	"hs": "high sensitivity", "high sensitivity": "high sensitivity", "highly sensitive": "high sensitivity",
	"hochsensitiv": "high sensitivity", "ultrasensitive": "high sensitivity", "alta sensibilidad": "high sensitivity",
	"alta sensibilita": "high sensitivity", "alta sensibilidade": "high sensitivity",
	"haute sensibilite": "high sensitivity", "ultrasensible": "high sensitivity", "ultrassensivel": "high sensitivity",
	"ultrasensibile": "high sensitivity", "hypersensible": "high sensitivity",

	"westergren": "westergren", "glucometer": "glucometer", "glucometro": "glucometer", "glicosimetro": "glucometer",

	"immunoassay": "immunoassay", "clia": "immunoassay", "eclia": "immunoassay", "cmia": "immunoassay",
	"elisa": "immunoassay", "eia": "immunoassay", "elfa": "immunoassay", "ria": "immunoassay",

	"electrophoresis": "electrophoresis", "elph": "electrophoresis", "elektrophorese": "electrophoresis",
	"electroforesis": "electrophoresis", "elettroforesi": "electrophoresis", "eletroforese": "electrophoresis",
	"electrophorese": "electrophoresis",

	"hplc": "hplc", "automated": "automated count", "pcr": "naa", "naat": "naa", "rt pcr": "naa",
	"manual": "manual count", "manuel": "manual count", "manuale": "manual count", "manuell": "manual count",

	"culture": "culture", "cultivo": "culture", "coltura": "culture", "kultur": "culture", "cultura": "culture",
	"flow cytometry": "flow cytometry", "citometria": "flow cytometry", "durchflusszytometrie": "flow cytometry",
	"immunofluorescence": "immunofluorescence", "ifa": "immunofluorescence", "iif": "immunofluorescence",
	"agglutination": "agglutination", "latex": "agglutination",
}

// printedMethod is the method a name's words print, or "".
func printedMethod(toks []string) string {
	for i := range toks {
		if m, n := methodAt(toks, i); n > 0 {
			return m
		}
	}
	return ""
}

// withoutMethod is toks without the words that print a method (see
// methodTerms): the test the rest of the name names.
func withoutMethod(toks []string) []string {
	var out []string
	for i := 0; i < len(toks); i++ {
		if _, n := methodAt(toks, i); n > 0 {
			i += n - 1
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// methodAt is the method that toks[i:] begins with and how many words
// print it (a pair before a single word); 0 words when none.
func methodAt(toks []string, i int) (string, int) {
	if i+1 < len(toks) {
		if m, ok := methodTerms[toks[i]+" "+toks[i+1]]; ok {
			return m, 2
		}
	}
	if m, ok := methodTerms[toks[i]]; ok {
		return m, 1
	}
	return "", 0
}

// methodClass folds a LOINC method (or the German name's, for codes whose
// method column is empty) to the spelling of methodTerms, or "".
func methodClass(meth string) string {
	m := strings.ToLower(meth)
	for _, k := range [...]struct{ sub, class string }{
		{"high sensitivity", "high sensitivity"}, {"hochsensitiv", "high sensitivity"},
		{"westergren", "westergren"}, {"glucometer", "glucometer"},
		{"immunoassay", "immunoassay"}, {"elektrophorese", "electrophoresis"},
		{"electrophoresis", "electrophoresis"}, {"hplc", "hplc"}, {"manual count", "manual count"},
		{"automated count", "automated count"}, {"automatisierter zählung", "automated count"}, {"naa", "naa"},
		{"culture", "culture"}, {"flow cytometry", "flow cytometry"}, {"immunofluorescence", "immunofluorescence"},
		{"agglutination", "agglutination"},
	} {
		if strings.Contains(m, k.sub) {
			return k.class
		}
	}
	switch m {
	case "ia", "ria", "eia":
		return "immunoassay"
	}
	return ""
}

// stripWord reports a name that says it was read from a test strip
// ("Strip glucose", "Protein (dipstick)").
func stripWord(toks []string) bool {
	for _, t := range toks {
		switch t {
		case "strip", "dipstick", "teststreifen", "tira", "striscia", "bandelette":
			return true
		}
	}
	return false
}

// sampleHeads end German compound sample words: Kapillarblut, Nabelschnurblut,
// Citratblut, Spontanurin, Sammelharn, Pleurapunktat, Gelenkflüssigkeit.
var sampleHeads = [...]string{"blut", "urin", "harn", "plasma", "serum", "punktat", "flüssigkeit", "flussigkeit"}

// splitSampleCompounds returns a specimen column's text with each German
// compound sample word also written apart ("Kapillarblut" reads
// "Kapillarblut kapillar blut"), so that the word before the head (the
// vessel, the cord, the joint, the tube) is read as it is when printed on
// its own. Text with no such word is returned as it is.
func splitSampleCompounds(s string) string {
	var extra []byte
	for i := 0; i < len(s); {
		var w string
		w, i = nextRun(s, i)
		for _, h := range sampleHeads {
			if len(w) >= len(h)+3 && strings.EqualFold(w[len(w)-len(h):], h) {
				extra = append(extra, ' ')
				extra = append(extra, w[:len(w)-len(h)]...)
				extra = append(extra, ' ')
				extra = append(extra, h...)
				break
			}
		}
	}
	if extra == nil {
		return s
	}
	return s + string(extra)
}

// vesselWord reports a word (lower-cased, accents folded) naming the vessel
// a blood sample was drawn from, in the languages of the alias table:
// "arterial", "arterioso", "artériel", "arteriell"; "venous", "venoso",
// "veineux", "venös". It is "" for any other word.
func vesselWord(w string) string {
	switch {
	case strings.HasPrefix(w, "arteri"), w == "artery", w == "abg":
		return "BldA"
	case w == "venous", w == "vein", w == "vbg", strings.HasPrefix(w, "venos"), strings.HasPrefix(w, "venoes"),
		strings.HasPrefix(w, "veine"), w == "vena":
		return "BldV"
	}
	return ""
}
