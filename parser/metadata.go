package parser

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/assayhq/assay"
)

type metaField int

const (
	metaNone metaField = iota
	metaName
	metaFirstName
	metaLastName
	metaDOB
	metaGender
	metaAgeSex
	metaCollected
	metaReported
	metaSpecimen
	metaLab
)

// metaLabels maps printed labels (lower case, without the colon) to fields.
var metaLabels = []struct {
	re    *regexp.Regexp
	field metaField
}{
	{regexp.MustCompile(`^(patient'?s? ?name|patient|name|name of patient|pt\.? name|patient full name|paziente|nome e cognome|cognome e nome|nominativo|paciente|nombre( y apellidos)?|apellidos y nombre|patient(in)?|name, vorname|nom( et prenoms?)?|noms? et prenoms?|nom prenom|utente|nome do utente|nom de naissance|nome( do paciente| completo)?|hasta( adi)?( soyadi)?|adi soyadi|ad soyad|hasta adi soyadi)$`), metaName},
	{regexp.MustCompile(`^(first name|given name|nome|vorname|prenom|nombre|adi)$`), metaFirstName},
	{regexp.MustCompile(`^(last name|surname|family name|cognome|nachname|apellidos?|nom de famille|sobrenome|soyadi)$`), metaLastName},
	{regexp.MustCompile(`^(dob|d\.o\.b\.?|date of birth|birth date|birthdate|born|birthday|data di nascita|nato il|nata il|fecha de nacimiento|f\.? ?nac\.?|geburtsdatum|geb\.?( am)?|date de naissance|ne\(?e?\)? le|nee? le|data de nascimento|data nasc\.?|dogum tarihi|d\.? ?tarihi)$`), metaDOB},
	{regexp.MustCompile(`^(sex|gender|legal sex|sex assigned at birth|sesso|sexo|geschlecht|sexe|cinsiyet(i)?|genere)$`), metaGender},
	{regexp.MustCompile(`^(age ?/ ?sex|age ?/ ?gender|sex ?/ ?age|gender ?/ ?age|eta ?/ ?sesso|edad ?/ ?sexo|alter ?/ ?geschlecht|age ?/ ?sexe|idade ?/ ?sexo|yas ?/ ?cinsiyet)$`), metaAgeSex},
	{regexp.MustCompile(`^(date collected|collected|collection date|collected on|collection date ?/ ?time|date ?/ ?time collected|sample collected( on)?|specimen collected( on)?|date of collection|collection|sample date|drawn|date drawn|registered( on)?|sample collection|sample taken|sampled( on)?|sampling date|taken|date received|received( on)?|specimen received|data (del )?prelievo|prelievo|data accettazione|accettazione|fecha (de )?(toma|extraccion|recepcion|muestra)|toma de muestra|extraccion|entnahme(datum)?|abnahme(datum)?|probenentnahme|eingang(sdatum)?|date (de |du )?prelevement|preleve le|prelevement|data (da |de )?coleta|coleta|data de colheita|colheita|numune (alma|kabul) tarihi|kabul tarihi|numune tarihi)$`), metaCollected},
	{regexp.MustCompile(`^(date reported|reported|report date|reported on|date of report|report status date|released|date released|report released( on)?|released on|result date|authori[sz]ed on|approved on|printed on|final report date|reporting date|validated( on)?|validation date|date released|resulted( on)?|data (del )?referto|referto|data (di )?stampa|data validazione|fecha (de )?(informe|validacion|emision|resultado)|validado|befund(datum)?|befundet am|ausgang|berichtsdatum|date (du )?(compte rendu|validation|edition)|edition|validacao|data (de )?validacao|authori[sz]ed|valide le|edite le|data (do )?(laudo|relatorio|liberacao)|liberado em|rapor tarihi|onay tarihi|sonuc tarihi)$`), metaReported},
	{regexp.MustCompile(`^(specimen( id| no\.?| number| #)?|accession( no\.?| number| #| id)?|sample( id| no\.?| number| #)|lab no\.?|lab number|lab ref\.?( no\.?)?|barcode|requisition( no\.?| number| #)?|specimen/accession|order( no\.?| number| #| id)|record( no\.?| number)|lab id|sid|reg\.? no\.?|registration no\.?|(n\.?|nr\.?|numero) ?(campione|richiesta|accettazione|referto)|id campione|campione|(n\.?|n°|no\.?|numero) ?(de )?(muestra|peticion|solicitud)|muestra|probe(n)?(nummer|nr\.?)?|auftrag(s)?(nummer|nr\.?)?|labornummer|(n°|no\.?|numero) ?(d\')?(echantillon|dossier|demande)|n\.?[°º]? ?processo|(orden|pedido) ?(n°|no\.?|nro\.?)?|echantillon|dossier|(n\.?|n°|no\.?|numero) ?(da )?(amostra|pedido|protocolo)|amostra|protocolo|numune( no| numarasi)?|barkod( no)?|protokol( no)?)$`), metaSpecimen},
	{regexp.MustCompile(`^(lab|laboratory|lab name|performing lab(oratory)?|testing lab|laboratorio|labor|laboratoire|laboratorio clinico|laboratuvar)$`), metaLab},
}

func metaLabel(s string) metaField {
	s = foldAccents(strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ":#")))
	s = strings.Join(strings.Fields(s), " ")
	for _, m := range metaLabels {
		if m.re.MatchString(s) {
			return m.field
		}
	}
	return metaNone
}

var (
	onDateRE   = regexp.MustCompile(`(?i)\b(collected|drawn|received|reported|resulted|released)\s+on\s+((?:[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4})|(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}))`)
	bareNameRE = regexp.MustCompile(`^[A-Z][a-zA-Z'-]+(?: [A-Z][a-zA-Z'-]+){1,2}$`)
	dobOrSexRE = regexp.MustCompile(`(?i)\b(date of birth|dob|birth ?date|sex|gender)\b`)
)

// labelValueRE splits "Label: value" inside a cell.
var labelValueRE = regexp.MustCompile(`^(\pL[\pL .'/#°()]{1,40}?)\s*[:：]\s*(.*)$`)

// extractMetadata reads patient and report fields printed as "Label: value"
// pairs, in one cell or in neighbouring cells, anywhere outside tables.
func extractMetadata(doc *document, lang string) assay.ResultMetadata {
	var meta assay.ResultMetadata
	found := map[metaField]string{}
	set := func(f metaField, v string) {
		v = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(v), ":：-"))
		if v == "" || f == metaNone {
			return
		}
		if _, ok := found[f]; !ok {
			found[f] = v
		}
	}
	for _, pg := range doc.pages {
		for _, l := range pg.lines {
			lt := l.text()
			// "Collected on Mar 3, 2026 8:02 AM | Resulted on ..." without colons
			for _, m := range onDateRE.FindAllStringSubmatch(lt, -1) {
				set(metaLabel(strings.ToLower(m[1])+" on"), m[2])
			}
			// "Emily Testperson | Date of birth: ..." : a bare name first on a
			// line of patient fields
			if parts := strings.Split(lt, "|"); len(parts) > 1 && bareNameRE.MatchString(strings.TrimSpace(parts[0])) &&
				dobOrSexRE.MatchString(lt) {
				set(metaName, strings.TrimSpace(parts[0]))
			}
			cells := splitCells(l, 1.2)
			for i := 0; i < len(cells); i++ {
				text := strings.Trim(cells[i].text(), "| ")
				// a cell may hold several pairs: "Name: Jane Sample DOB: 01/02/1980"
				for _, pair := range splitPairs(text) {
					if pair.value == "" && i+1 < len(cells) && metaLabel(pair.label) != metaNone {
						if _, ok := labelValueRE.FindStringSubmatch(cells[i+1].text()), true; ok && metaLabel(firstLabel(cells[i+1].text())) == metaNone {
							pair.value = cells[i+1].text()
							i++
						}
					}
					set(metaLabel(pair.label), pair.value)
				}
			}
		}
	}
	us := lang == "en" && !usesDecimalComma(doc) && !ukDates(doc)
	if v, ok := found[metaName]; ok {
		// "ANANYA DEMO (29Y/F)": age and sex in brackets after the name
		if i := strings.Index(v, "("); i > 0 {
			if meta.Gender == "" {
				meta.Gender = normalizeGender(v[i:])
			}
			v = v[:i]
		}
		first, last := splitPersonName(v, lang)
		meta.PatientFirstName, meta.PatientLastName = strPtr(first), strPtr(last)
	}
	if v, ok := found[metaFirstName]; ok {
		meta.PatientFirstName = strPtr(cleanPersonWord(v))
	}
	if v, ok := found[metaLastName]; ok {
		meta.PatientLastName = strPtr(cleanPersonWord(v))
	}
	if v, ok := found[metaDOB]; ok {
		meta.DOB = strPtr(normalizeDate(v, us))
	}
	if meta.Gender == "" {
		if v, ok := found[metaAgeSex]; ok {
			meta.Gender = normalizeGender(v)
		}
	}
	if v, ok := found[metaGender]; ok {
		if g := normalizeGender(v); g != "" {
			meta.Gender = g
		}
	}
	if meta.Gender == "" {
		if v, ok := found[metaAgeSex]; ok {
			meta.Gender = normalizeGender(v)
		}
	}
	if v, ok := found[metaCollected]; ok {
		meta.DateCollected = strPtr(normalizeDate(v, us))
	}
	if v, ok := found[metaReported]; ok {
		meta.DateReported = strPtr(normalizeDate(v, us))
	}
	if v, ok := found[metaSpecimen]; ok {
		if f := strings.Fields(v); len(f) > 0 {
			meta.SpecimenNumber = strPtr(f[0])
		}
	}
	if v, ok := found[metaLab]; ok {
		meta.LabName = strPtr(v)
	} else if name := guessLabName(doc); name != "" {
		meta.LabName = strPtr(name)
	}
	return meta
}

type labelPair struct{ label, value string }

var pairStartRE = regexp.MustCompile(`(\pL[\pL.'/#°()]*(?: \pL[\pL.'/#°()]*){0,4})\s*[:：]`)

// splitPairs splits "Name: Jane Sample DOB: 01/02/1980" at known labels.
func splitPairs(s string) []labelPair {
	locs := pairStartRE.FindAllStringSubmatchIndex(s, -1)
	var starts [][2]int // label start, value start
	var labels []string
	for _, m := range locs {
		label := s[m[2]:m[3]]
		// the label may be preceded by the previous value's words: keep the
		// longest suffix that is a known label
		words := strings.Fields(label)
		ok := false
		for k := 0; k < len(words); k++ {
			cand := strings.Join(words[k:], " ")
			if metaLabel(cand) != metaNone {
				off := m[3] - len(cand)
				starts = append(starts, [2]int{off, m[1]})
				labels = append(labels, cand)
				ok = true
				break
			}
		}
		_ = ok
	}
	if len(starts) == 0 {
		if metaLabel(s) != metaNone {
			return []labelPair{{label: s}}
		}
		return nil
	}
	var out []labelPair
	for i, st := range starts {
		end := len(s)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		}
		out = append(out, labelPair{label: labels[i], value: strings.TrimSpace(s[st[1]:end])})
	}
	return out
}

func firstLabel(s string) string {
	if m := labelValueRE.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return s
}

func strPtr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

var honorificRE = regexp.MustCompile(`(?i)^((mr|mrs|ms|miss|dr|dra|mx|mme|mlle|sr|sra|srta|sig|sig\.ra|herr|frau|bay|bayan)\.?|m\.)\s+`)

// splitPersonName reads "Sample, Jane", "SAMPLE, JANE A" or "Jane Sample".
func splitPersonName(s, lang string) (first, last string) {
	s = honorificRE.ReplaceAllString(strings.TrimSpace(s), "")
	if i := strings.Index(s, ","); i >= 0 {
		last = strings.TrimSpace(s[:i])
		rest := strings.Fields(s[i+1:])
		if len(rest) > 0 {
			first = rest[0]
			// OCR splits a name after its initial: "J ane"
			if len([]rune(first)) == 1 && len(rest) > 1 && len([]rune(rest[1])) > 1 {
				first += rest[1]
			}
		}
		return cleanPersonWord(first), cleanPersonWord(last)
	}
	f := strings.Fields(s)
	switch len(f) {
	case 0:
		return "", ""
	case 1:
		return cleanPersonWord(f[0]), ""
	}
	// "EXEMPLE Jean", "NGO NKOT Brigitte Solange": the family name is the
	// one in capitals, before or after the given names
	upper := 0
	for upper < len(f) && isUpperWord(f[upper]) {
		upper++
	}
	if upper > 0 && upper < len(f) && !slices.ContainsFunc(f[upper:], isUpperWord) {
		return cleanPersonWord(strings.Join(f[upper:], " ")), cleanPersonWord(strings.Join(f[:upper], " "))
	}
	// Spanish and Portuguese names end in two family names
	if (lang == "es" || lang == "pt") && (len(f) == 3 || len(f) == 4) && !slices.ContainsFunc(f, isUpperWord) {
		k := len(f) - 2
		return cleanPersonWord(strings.Join(f[:k], " ")), cleanPersonWord(strings.Join(f[k:], " "))
	}
	return cleanPersonWord(f[0]), cleanPersonWord(f[len(f)-1])
}

func isUpperWord(s string) bool {
	return len([]rune(s)) > 1 && strings.ToUpper(s) == s && hasLetters(s)
}

func cleanPersonWord(s string) string {
	s = strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' })
	// names printed in capitals are reported in title case
	if strings.ToUpper(s) == s {
		rs := []rune(strings.ToLower(s))
		for i := range rs {
			if i == 0 || rs[i-1] == '-' || rs[i-1] == '\'' || rs[i-1] == ' ' {
				rs[i] = unicode.ToUpper(rs[i])
			}
		}
		s = string(rs)
	}
	return s
}

func normalizeGender(s string) string {
	for _, f := range strings.FieldsFunc(foldAccents(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch f {
		case "m", "male", "man", "maschio", "maschile", "masculino", "hombre", "varon", "mannlich", "masculin", "homme", "erkek", "e":
			return "male"
		case "f", "female", "woman", "femmina", "femminile", "femenino", "mujer", "weiblich", "w", "feminin", "femme", "feminino", "kadin", "k":
			return "female"
		case "other", "x", "o":
			return "other"
		}
	}
	return ""
}

var (
	isoDateRE     = regexp.MustCompile(`\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b`)
	numDateRE     = regexp.MustCompile(`\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})\b`)
	monthDateRE   = regexp.MustCompile(`(?i)\b(\d{1,2})[-\s/.]*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[-\s/.,]*(\d{2,4})\b`)
	monthFirstRE  = regexp.MustCompile(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	monthIndex    = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}
	ukDateCueRE   = regexp.MustCompile(`(?i)\b(nhs|haemoglobin|mmol/l|normal range|bio\. ref|lab no|age/sex)\b`)
	usDateCueRE   = regexp.MustCompile(`(?i)\b(mg/dl|reference interval|clia|npi)\b`)
	twoDigitYearM = 30
)

// ukDates guesses whether numeric dates are day-first.
func ukDates(doc *document) bool {
	uk, us := 0, 0
	for _, pg := range doc.pages {
		for _, l := range pg.lines {
			t := l.text()
			if ukDateCueRE.MatchString(t) {
				uk++
			}
			if usDateCueRE.MatchString(t) {
				us++
			}
		}
	}
	return uk > us
}

// normalizeDate returns YYYY-MM-DD when the printed date is unambiguous (or
// disambiguated by the document's convention, monthFirst), else "": a date
// that cannot be read (often an OCR misread) is left out, not guessed.
func normalizeDate(s string, monthFirst bool) string {
	s = strings.TrimSpace(s)
	mk := func(y, m, d int) (string, bool) {
		if y < 100 {
			if y <= twoDigitYearM {
				y += 2000
			} else {
				y += 1900
			}
		}
		t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		if m < 1 || m > 12 || d < 1 || t.Day() != d || y < 1900 || y > 2100 {
			return "", false
		}
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d), true
	}
	atoi := func(x string) int { n, _ := strconv.Atoi(x); return n }
	if m := isoDateRE.FindStringSubmatch(s); m != nil {
		if v, ok := mk(atoi(m[1]), atoi(m[2]), atoi(m[3])); ok {
			return v
		}
	}
	if m := monthDateRE.FindStringSubmatch(s); m != nil {
		if v, ok := mk(atoi(m[3]), monthIndex[strings.ToLower(m[2][:3])], atoi(m[1])); ok {
			return v
		}
	}
	if m := monthFirstRE.FindStringSubmatch(s); m != nil {
		if v, ok := mk(atoi(m[3]), monthIndex[strings.ToLower(m[1][:3])], atoi(m[2])); ok {
			return v
		}
	}
	if m := numDateRE.FindStringSubmatch(s); m != nil {
		a, b, y := atoi(m[1]), atoi(m[2]), atoi(m[3])
		switch {
		case a > 12:
			if v, ok := mk(y, b, a); ok {
				return v
			}
		case b > 12:
			if v, ok := mk(y, a, b); ok {
				return v
			}
		case monthFirst && !strings.Contains(m[0], "."):
			if v, ok := mk(y, a, b); ok {
				return v
			}
		default:
			if v, ok := mk(y, b, a); ok {
				return v
			}
		}
	}
	return ""
}

var (
	reportWordRE = regexp.MustCompile(`(?i)report|result`)
	labWordRE    = regexp.MustCompile(`(?i)laborator|labs?\b|diagnostic|patholog`)
)

var labNameRE = regexp.MustCompile(`(?i)\b(laborator(y|ies|io|ium)|laboratoire|labor|labo|labs?|diagnostics?|pathology|clinical|medical|health|hospital|path ?labs?|diagnostic centre|nhs|clinic|sciences?)\b`)

// guessLabName takes the first line near the top of the first page that
// names a laboratory.
func guessLabName(doc *document) string {
	if len(doc.pages) == 0 {
		return ""
	}
	pg := doc.pages[0]
	for _, l := range pg.lines {
		if l.y0 > 0.25*pg.height {
			break
		}
		t := splitCells(l, 1.5)
		if len(t) == 0 {
			continue
		}
		text := strings.TrimSpace(t[0].text())
		// "Test Results - Lakeshore Health Lab Services": keep the lab's part
		for _, sep := range []string{" - ", " | ", " – "} {
			if parts := strings.Split(text, sep); len(parts) > 1 {
				for _, part := range parts {
					if labNameRE.MatchString(part) && !reportWordRE.MatchString(part) {
						text = strings.TrimSpace(part)
						break
					}
				}
			}
		}
		if strings.Contains(text, ":") || !labNameRE.MatchString(text) || len(text) > 60 {
			continue
		}
		if reportWordRE.MatchString(text) && !labWordRE.MatchString(text) {
			continue
		}
		return titleCaseIfUpper(dropLogoInitials(quoteMarks.Replace(text)))
	}
	return ""
}

// quoteMarks drops the quote marks round a lab's given name (Laboratorio
// Clínico “Illimani”).
var quoteMarks = strings.NewReplacer("“", "", "”", "", "«", "", "»", "")

// dropLogoInitials drops a logo's letters read before a lab's name: a
// word in capitals whose letters are the initials of the name's words
// ("HGAG Hospital Geral de Achada Grande").
func dropLogoInitials(s string) string {
	f := strings.Fields(s)
	if len(f) < 3 || !isUpperWord(f[0]) {
		return s
	}
	initials := ""
	for _, w := range f[1:] {
		if r := []rune(w)[0]; unicode.IsUpper(r) {
			initials += string(r)
		}
	}
	if initials == f[0] {
		return strings.Join(f[1:], " ")
	}
	return s
}

// titleCaseIfUpper turns a name printed in capitals into title case.
func titleCaseIfUpper(s string) string {
	if strings.ToUpper(s) != s || !hasLetters(s) {
		return s
	}
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		rs := []rune(w)
		rs[0] = unicode.ToUpper(rs[0])
		ws[i] = string(rs)
	}
	return strings.Join(ws, " ")
}
