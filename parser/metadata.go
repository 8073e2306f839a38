package parser

import (
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/data"
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
	// metaAge is an age, which some reports follow with the birth date
	metaAge
	// metaDate is a bare "Date": the report's one date
	metaDate
	// metaOther is a label Assay does not report (MRN, physician, ward):
	// known so that its value is not taken for the field before it
	metaOther
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
	{regexp.MustCompile(`^(date collected|collected|collection date|collected on|collection date ?/ ?time|date ?/ ?time collected|sample collected( on)?|specimen collected( on)?|date of collection|collection|sample date|drawn|date drawn|registered( on)?|sample collection|sample taken|sampled( on)?|sampling date|taken|date received|received( on)?|specimen received|data (del )?prelievo|prelievo|data accettazione|accettazione|fecha (de )?(toma|extraccion|recepcion|muestra)|toma de muestra|extraccion|entnahme(datum)?|abnahme(datum)?|probenentnahme|eingang(sdatum)?|date (de |du )?prelevement|preleve le|prelevement|data (da |de )?coleta|coleta|data de colheita|colheita|numune (alma|kabul)( tarihi)?|kabul tarihi|numune tarihi)$`), metaCollected},
	{regexp.MustCompile(`^(date reported|reported|report date|reported on|date of report|report status date|released|date released|report released( on)?|released on|result date|authori[sz]ed on|approved on|printed on|final report date|reporting date|validated( on)?|validation date|date released|resulted( on)?|data (del )?referto|referto|data (di )?stampa|data validazione|fecha (de )?(informe|validacion|emision|resultados?|entrega|reporte)|validado|befund(datum)?|befundet am|ausgang|berichtsdatum|date (du |de |des )?(compte rendu|validation|edition|resultats?)|compte rendu (du|le)|edition|validacao|data (de )?validacao|authori[sz]ed|valide le|edite le|data (do )?(laudo|relatorio|liberacao)|liberado em|rapor tarihi|onay tarihi|sonuc tarihi|emision|emissao|emission|stampa|liberacao|data de emissao|issued( on)?|date issued|issue date|date of issue|emise?( le)?|emitido( el| em)?|emesso( il)?)$`), metaReported},
	{regexp.MustCompile(`^(specimen( id| no\.?| number| #)?|accession( no\.?| number| #| id)?|sample( id| no\.?| number| #)|lab no\.?|lab number|lab ref\.?( no\.?)?|barcode|requisition( no\.?| number| #)?|specimen/accession|order( no\.?| number| #| id)|record( no\.?| number)|lab id|sid|reg\.? no\.?|registration no\.?|(n\.?|nr\.?|numero) ?(campione|richiesta|accettazione|referto)|id campione|campione|(n\.?|n°|no\.?|numero) ?(de )?(muestra|peticion|solicitud)|muestra|probe(n)?(nummer|nr\.?)?|auftrag(s)?(nummer|nr\.?)?|labornummer|(n°|no\.?|numero) ?(d\')?(echantillon|dossier|demande|labo)|(orden|pedido) ?(n°|no\.?|nro\.?)?|echantillon|dossier|(n\.?|n°|no\.?|numero) ?(da )?(amostra|pedido|protocolo)|amostra|protocolo|numune( no| numarasi)?|barkod( no)?|protokol( no)?)$`), metaSpecimen},
	{regexp.MustCompile(`^(lab|laboratory|lab name|performing lab(oratory)?|testing lab|laboratorio|labor|laboratoire|laboratorio clinico|laboratuvar)$`), metaLab},
	{regexp.MustCompile(`^(age|age \(years\)|edad|eta|alter|idade|yas)$`), metaAge},
	{regexp.MustCompile(`^(date|fecha|data|datum|tarih)$`), metaDate},
	{regexp.MustCompile(`^(mrn|uhid|nhs (no\.?|number)|hospital (no\.?|number)|patient id|id|c\.? ?i\.?|rut|dni|nie|cpf|documento|cc|nit|cod(\.|ice)? fiscale|matricule|matrikel|n\.?[°º]? utente( sns)?|historia( clinica)?|hc|episodio|tc kimlik( no)?|(referring |requesting )?(dr\.?|doctor|physician|consultant)|requested by|medico( richiedente| requisitante| solicitante)?|prescripteur|einsender|arzt|isteyen( hekim)?|ward(/room)?|location|bed|room|procedencia|provenienza|proveniencia|provenance|sede|entidad|prestador|organisme|station|tipo de muestra|specimen type|sample type|material|type d'echantillon|page|pagina|pag\.?|seite|sayfa|telephone|tel\.?|phone|address|direccion|indirizzo|adresse|endereco)$`), metaOther},
}

// specimenNouns name what a report numbers, ranked: the sample's own
// number (barcode, accession) 1, the request's (order, dossier) 2, the
// patient's file 3, taken only when nothing else is printed.
var specimenNouns = map[string]int{
	"specimen": 1, "sample": 1, "accession": 1, "barcode": 1, "barkod": 1, "echantillon": 1, "muestra": 1, "campione": 1,
	"probe": 1, "proben": 1, "amostra": 1, "numune": 1, "lab": 1, "labornummer": 1, "sid": 1,
	"labor": 2, "order": 2, "orden": 2, "ordem": 2, "requisition": 2, "requisicao": 2, "requisicion": 2, "demande": 2,
	"peticion": 2, "solicitud": 2, "pedido": 2, "auftrag": 2, "auftrags": 2, "richiesta": 2, "accettazione": 2, "folio": 2,
	"dossier": 2, "protocolo": 2, "protokol": 2, "protocol": 2, "referto": 2, "registro": 2, "servico": 2, "servicio": 2,
	"processo": 3,
}

var (
	// numberWords say "number": "N°", "No.", "Nr.", "Nº", "#"
	numberWords = map[string]bool{"n": true, "no": true, "nr": true, "nro": true, "num": true, "numero": true, "number": true, "nummer": true, "numarasi": true, "id": true, "ref": true}
	// idNouns are numbers even without "No.": "Folio:", "Requisição:"
	idNouns    = map[string]bool{"folio": true, "barcode": true, "barkod": true, "accession": true, "requisicao": true, "requisition": true, "auftrag": true, "dossier": true, "order": true, "orden": true, "ordem": true, "processo": true}
	labelGlues = map[string]bool{"de": true, "du": true, "d'": true, "of": true, "the": true, "da": true, "do": true, "del": true, "di": true, "des": true}
)

// specimenWords are a folded label's words, "N°" and "#" read as "n".
func specimenWords(s string) []string {
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '.' || r == '°' || r == 'º' || r == '#' })
	if strings.ContainsAny(s, "#°º") {
		words = append(words, "n")
	}
	return words
}

// specimenRank is the best rank of a sample-number label's nouns (see
// specimenNouns); a compound starting with a sample noun ("Probennummer")
// is one, and 2 when no noun is known.
func specimenRank(label string) int {
	rank := 2
	for _, w := range specimenWords(foldAccents(label)) {
		r, ok := specimenNouns[w]
		if !ok {
			for noun, nr := range specimenNouns {
				if nr == 1 && len(noun) >= 5 && strings.HasPrefix(w, noun) {
					r, ok = 1, true
				}
			}
		}
		if ok && (r < rank || r == 3 && rank == 2) {
			rank = r
		}
	}
	return rank
}

// specimenLabel tells a label that numbers the sample or the request by
// its words, in any order: "N° de demande", "Dossier n°", "Auftrags-Nr.",
// "Referto n.", "Ordem de serviço".
func specimenLabel(s string) bool {
	words := specimenWords(s)
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	noun, number := false, false
	for _, w := range words {
		switch {
		case specimenNouns[w] > 0:
			noun, number = true, number || idNouns[w]
		case numberWords[w]:
			number = true
		case labelGlues[w]:
		default:
			return false
		}
	}
	return noun && number
}

// labelPrefixes are the first four letters of every word the labels above
// are made of: a cell none of whose words starts so (a test's name, a
// value) is no label, which spares the regular expressions most cells.
var labelPrefixes = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	add := func(s string) {
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r < 'a' || r > 'z' }) {
			out[w[:min(4, len(w))]] = true
		}
	}
	for _, m := range metaLabels {
		add(m.re.String())
	}
	for w := range specimenNouns {
		add(w)
	}
	for _, set := range []map[string]bool{numberWords, labelDateWords} {
		for w := range set {
			add(w)
		}
	}
	for _, w := range birthStems {
		add(w)
	}
	for w := range labelGlues {
		delete(out, w) // never a label alone
	}
	return out
})

// mayBeLabel says whether a folded cell has a word that labels start with.
func mayBeLabel(s string) bool {
	prefixes := labelPrefixes()
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if prefixes[w[:min(4, len(w))]] {
			return true
		}
	}
	return false
}

// dateLabels are the commonest date labels as printed, by which a label OCR
// misread by a letter or two is still known ("Dos" for DOB, "RECENVED").
var dateLabels = map[string]metaField{
	"dob": metaDOB, "date of birth": metaDOB, "birth date": metaDOB, "data di nascita": metaDOB, "fecha de nacimiento": metaDOB,
	"geburtsdatum": metaDOB, "date de naissance": metaDOB, "ne(e) le": metaDOB, "data de nascimento": metaDOB, "dogum tarihi": metaDOB,
	"collected": metaCollected, "received": metaCollected, "date collected": metaCollected, "collection date": metaCollected,
	"data prelievo": metaCollected, "fecha de toma": metaCollected, "fecha de extraccion": metaCollected, "entnahme": metaCollected,
	"preleve le": metaCollected, "data da colheita": metaCollected, "data da coleta": metaCollected,
	"reported": metaReported, "authorised": metaReported, "authorized": metaReported, "date reported": metaReported,
	"report date": metaReported, "data referto": metaReported, "fecha de informe": metaReported, "fecha de emision": metaReported,
	"befunddatum": metaReported, "edite le": metaReported, "valide le": metaReported, "data de emissao": metaReported,
}

// misreadDateLabel is the date label s is within one misread letter of
// (two in long labels), or metaNone.
func misreadDateLabel(s string) metaField {
	if len(s) < 3 {
		return metaNone
	}
	best, bestD := metaNone, 99
	for label, f := range dateLabels {
		limit := 1
		if len(label) >= 10 {
			limit = 2
		}
		// a misread keeps the length and an end letter
		if len(s) > len(label)+limit || len(label) > len(s)+limit || s[0] != label[0] && s[len(s)-1] != label[len(label)-1] {
			continue
		}
		switch d := editDistance(s, label); {
		case d > limit:
		case d < bestD:
			best, bestD = f, d
		case d == bestD && f != best:
			best = metaNone // as near two fields: neither
		}
	}
	return best
}

// labelDateWordRE is the "Date of"/"Fecha de" a label may open with:
// "Fecha de emisión" is "Emisión".
var labelDateWordRE = regexp.MustCompile(`^(data|fecha|f\.|date|datum|tarih|dt\.?)( (de|di|du|del|da|do|of|des|the))? `)

// the events a "Date of …" label names, in the supported languages
var (
	datedCollectedRE = regexp.MustCompile(`^(toma|toma de muestra|extraccion|recepcion|muestra|colheita|coleta|amostra|prelievo|campione|entnahme|abnahme|prelevement|echantillon|collection|sample|specimen|numune)$`)
	datedReportedRE  = regexp.MustCompile(`^(informe|emision|validacion|resultados?|impresion|emissao|validacao|liberacao|laudo|relatorio|resultado|stampa|validazione|referto|rapport|compte rendu|edition|befund|bericht|report|result|rapor|onay|sonuc)$`)
)

// birthStems start the words of birth-date labels in the supported
// languages; placeStems mark the birthplace instead.
var (
	birthStems = []string{"nacim", "nac.", "nasc", "naiss", "geb.", "geburt", "birth", "dogum", "nato", "nata"}
	placeStems = []string{"lugar", "luogo", "local", "lieu", "ort", "yeri", "place", "naciona", "nationa"}
)

// birthLabel: every word names birth or is a date word or a glue word.
func birthLabel(words []string) bool {
	if len(words) > 4 || slices.ContainsFunc(words, func(w string) bool { return hasStem(w, placeStems) }) {
		return false
	}
	birth := false
	for _, w := range words {
		switch {
		case hasStem(w, birthStems) || w == "nac" || w == "geb":
			birth = true
		case labelGlues[w], labelDateWords[w]:
		default:
			return false
		}
	}
	return birth
}

// labelDateWords say "date" in a label.
var labelDateWords = map[string]bool{"data": true, "fecha": true, "f.": true, "date": true, "datum": true, "tarih": true, "tarihi": true, "dt": true, "dt.": true, "am": true, "le": true, "il": true, "la": true, "(e)": true}

// hasStem says whether word w starts with one of stems.
func hasStem(w string, stems []string) bool {
	return slices.ContainsFunc(stems, func(st string) bool { return strings.HasPrefix(w, st) })
}

func metaLabel(s string) metaField {
	if strings.ContainsAny(s, "0123456789") {
		return metaNone // labels hold no digits: "LAB/26/041187" is a value
	}
	s = foldAccents(strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ":#")))
	// OCR debris at a label's ends: "‘Paciente", "Onay Tarihi ©"
	s = strings.TrimLeftFunc(strings.Join(strings.Fields(s), " "), func(r rune) bool { return !unicode.IsLetter(r) })
	s = strings.TrimRightFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !strings.ContainsRune(".)#°º", r) })
	if s == "" {
		return metaNone
	}
	// a label in two languages, "Naissance / DOB", "Prélevé / Collected":
	// either half names the field (one label of two fields, "Age / Sex",
	// is known whole)
	if a, b, ok := strings.Cut(s, " / "); ok && !strings.Contains(b, " / ") && matchLabel(s) == metaNone {
		if f := metaLabel(a); f != metaNone {
			return f
		}
		if f := metaLabel(b); f != metaNone {
			return f
		}
	}
	if !mayBeLabel(s) {
		return misreadDateLabel(s)
	}
	if f := matchLabel(s); f != metaNone {
		return f
	}
	// "F. Nacimiento", "Fecha nac.", "Geb.-Datum", "Data de nasc.": any
	// label naming birth that is not the birthplace
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '/' })
	if birthLabel(words) {
		return metaDOB
	}
	// "Fecha de emisión", "Data stampa", "Befund vom": the field's own word
	if t := labelDateWordRE.ReplaceAllString(s, ""); t != s {
		switch {
		case datedCollectedRE.MatchString(t):
			return metaCollected
		case datedReportedRE.MatchString(t):
			return metaReported
		}
		if f := matchLabel(t); f != metaNone && f != metaOther {
			return f
		}
	}
	if t, ok := strings.CutSuffix(s, " vom"); ok {
		if f := matchLabel(t); f != metaNone {
			return f
		}
	}
	if specimenLabel(s) {
		return metaSpecimen
	}
	if f := misreadDateLabel(s); f != metaNone {
		return f
	}
	// "DOB / Age", "Sample No / Date": the first field's value comes first
	if i := strings.Index(s, "/"); i > 0 {
		if f := matchLabel(strings.TrimSpace(s[:i])); f != metaNone {
			return f
		}
	}
	return metaNone
}

var (
	onDateRE   = regexp.MustCompile(`(?i)\b(collected|drawn|received|reported|resulted|released)\s+on\s+((?:[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4})|(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}))`)
	bareNameRE = regexp.MustCompile(`^[A-Z][a-zA-Z'-]+(?: [A-Z][a-zA-Z'-]+){1,2}$`)
	dobOrSexRE = regexp.MustCompile(`(?i)\b(date of birth|dob|birth ?date|sex|gender)\b`)
)

// extractMetadata reads patient and report fields printed as "Label: value"
// pairs, in one cell or in neighbouring cells, anywhere outside tables.
func extractMetadata(doc *document, lang string) assay.ResultMetadata {
	var meta assay.ResultMetadata
	found := map[metaField]string{}
	specimen, specimenRankOf := "", 0
	age := ""    // the printed age, which may settle the order of day and month
	titled := "" // a name under a title, printed without a label
	// "Oberländer, Jürgen" above an unlabelled "geb. 28.07.1951": a
	// patient label's name line
	stickerName := ""
	// set records v for label, which reads as field f
	set := func(f metaField, label, v string) {
		// OCR reads the gap before the next label as a dash: "GIULIA —"
		v = strings.Trim(v, " :：-—–|;")
		if v == "" || f == metaNone || f == metaOther {
			return
		}
		switch f {
		case metaSpecimen:
			// an identifier holds a digit: "Amostra: Sangue" is the
			// sample's type
			if id := strings.TrimRight(strings.Fields(v)[0], ",:;."); strings.ContainsAny(id, "0123456789") {
				if r := specimenRank(label); specimen == "" || r < specimenRankOf {
					specimen, specimenRankOf = id, r
				}
			}
			return
		case metaDOB, metaCollected, metaReported, metaDate, metaAge:
			if f == metaAge && age == "" {
				age = v
			}
			// a date's label whose value holds none ("Doc: Dr. Lee" read
			// as a misread DOB) must not hide the date printed later
			if normalizeDate(v, true) == "" && normalizeDate(v, false) == "" {
				return
			}
		case metaLab:
			// "Performing laboratory: 01 = …", "Laboratorio: Dott. …":
			// a legend or a person, not the lab's name
			if strings.ContainsAny(v[:1], "0123456789") || strings.Contains(v, "=") || honorificRE.MatchString(v) {
				return
			}
		}
		if _, ok := found[f]; !ok {
			found[f] = v
		}
	}
	for _, pg := range doc.pages {
		for k, l := range pg.lines {
			lt := l.text()
			// "Collected on Mar 3, 2026 8:02 AM | Resulted on ..." without colons
			for _, m := range onDateRE.FindAllStringSubmatch(lt, -1) {
				label := strings.ToLower(m[1]) + " on"
				set(metaLabel(label), label, m[2])
			}
			// "Emily Testperson | Date of birth: ..." : a bare name first on a
			// line of patient fields
			if parts := strings.Split(lt, "|"); len(parts) > 1 && bareNameRE.MatchString(strings.TrimSpace(parts[0])) &&
				dobOrSexRE.MatchString(lt) {
				set(metaName, "name", strings.TrimSpace(parts[0]))
			}
			cells := splitCells(l, 1.2)
			for _, c := range cells {
				// "Madame SÈNE Khady" in an address block: a titled name
				if t := c.text(); titled == "" && honorificGender(t) != "" && titledNameRE.MatchString(honorificRE.ReplaceAllString(t, "")) {
					titled = t
				}
			}
			texts := make([]string, len(cells))
			for i, c := range cells {
				texts[i] = strings.Trim(c.text(), "| ")
			}
			// "MRN | : 00-41-77820": a colon opening a cell ends the label
			// that ends the cell before
			for i := 1; i < len(texts); i++ {
				if t, ok := strings.CutPrefix(texts[i], ":"); ok && texts[i-1] != "" {
					texts[i-1] += ":"
					texts[i] = strings.TrimSpace(t)
				}
			}
			var pending labelPair // a label whose value is the next cell
			pendingCell := -1
			for i, text := range texts {
				_, hadDOB := found[metaDOB]
				lead, pairs := splitPairs(text)
				if pending.field == metaNone && len(pairs) == 0 {
					// "Geb.-Datum 03.11.1961", "Dossier n° 2604-0873"
					if p, ok := unmarkedPair(lead); ok {
						set(p.field, p.label, p.value)
						if _, ok := found[metaDOB]; ok && !hadDOB {
							stickerName = nameAbove(pg, k, cells[i])
						}
						continue
					}
				}
				if lead != "" && pending.field != metaNone && pendingCell == 0 && resultCells(texts[i:]) {
					// the rest of the line is a result row of a table
					// beside ("Sexo" in a sidebar, then "CHCM g/dL 32,5
					// 32,0 - 36,0"): the value printed under the label is
					// the label's
					if v := labelledBelow(pg, k, cells[pendingCell], pending); v != "" {
						set(pending.field, pending.label, v)
						pending = labelPair{}
					}
				}
				if lead != "" && pending.field != metaNone {
					v := lead
					if pending.field == metaName {
						v += wrappedMetaValue(pg, k, cells[i])
					}
					set(pending.field, pending.label, v)
				}
				pending = labelPair{}
				for j, pair := range pairs {
					if pair.value == "" && j == len(pairs)-1 {
						pending, pendingCell = pair, i
						continue
					}
					set(pair.field, pair.label, pair.value)
				}
			}
			if pending.field != metaNone && len(cells) == 1 {
				// a label alone on its line, its value printed under it
				// ("Sexo" / "Femenino" in a sidebar, a grid of fields)
				set(pending.field, pending.label, labelledBelow(pg, k, cells[pendingCell], pending))
			}
		}
	}
	us := lang == "en" && !usesDecimalComma(doc) && !ukDates(doc)
	us = ageOrder(found, age, us)
	if _, ok := found[metaName]; !ok && titled != "" {
		found[metaName] = titled
	}
	if _, ok := found[metaName]; !ok && stickerName != "" {
		found[metaName] = stickerName
	}
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
	} else if v, ok := found[metaAge]; ok {
		// "Edad: 46 años (23/10/1979)"
		meta.DOB = strPtr(normalizeDate(v, us))
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
	if v, ok := found[metaDOB]; ok && meta.Gender == "" {
		// "geb. 28.07.1951 männlich": the sex after the birth date
		meta.Gender = normalizeGender(v)
	}
	if v, ok := found[metaName]; ok && meta.Gender == "" {
		// "M. JAZIRI Karim", "Mrs Harriet PEMBERTON"
		meta.Gender = honorificGender(v)
	}
	for _, d := range []struct {
		f   metaField
		out **string
	}{{metaCollected, &meta.DateCollected}, {metaReported, &meta.DateReported}} {
		v, ok := found[d.f]
		if !ok {
			// a report's one bare "Date" is when it was taken and issued
			v, ok = found[metaDate]
		}
		if ok {
			*d.out = strPtr(normalizeDate(v, us))
		}
	}
	meta.SpecimenNumber = strPtr(specimen)
	if v, ok := found[metaLab]; ok {
		meta.LabName = strPtr(labNameAccents(v, lang))
	} else if name := guessLabName(doc, lang); name != "" {
		meta.LabName = strPtr(labNameAccents(name, lang))
	}
	return meta
}

// labAccentWords are the words of lab names that a language spells with an
// accent, by their unaccented form: OCR drops accents, capitals most
// ("BIOMEDICAL", "CLINICO"), and a name in capitals then reads misspelt.
var labAccentWords = map[string]map[string]string{
	"fr": {"medical": "médical", "medicale": "médicale", "medicales": "médicales", "biomedical": "biomédical",
		"biomedicale": "biomédicale", "hopital": "hôpital"},
	"es": {"clinico": "clínico", "clinica": "clínica", "clinicos": "clínicos", "clinicas": "clínicas",
		"analisis": "análisis", "diagnostico": "diagnóstico", "medico": "médico", "medica": "médica"},
	"pt": {"clinico": "clínico", "clinica": "clínica", "clinicas": "clínicas", "analises": "análises",
		"diagnostico": "diagnóstico", "medico": "médico", "laboratorio": "laboratório"},
}

// labNameAccents gives a lab name's words the accents lang spells them
// with, keeping each word's capitals.
func labNameAccents(name, lang string) string {
	m := labAccentWords[lang]
	if m == nil {
		return name
	}
	ws := strings.Fields(name)
	for i, w := range ws {
		if k, ok := m[strings.ToLower(w)]; ok {
			ws[i] = recase(w, k)
		}
	}
	return strings.Join(ws, " ")
}

// titledNameRE is two to four name words.
var titledNameRE = regexp.MustCompile(`^\pL[\pL'-]+( \pL[\pL'-]+){1,3}$`)

// commaNameRE is a name printed "Family, Given" and nothing else.
var commaNameRE = regexp.MustCompile(`^\pL[\pL'.-]*( \pL[\pL'.-]*){0,2}, \pL[\pL'.-]*( \pL[\pL'.-]*){0,2}$`)

// nameAbove is a "Family, Given" name printed right above cell c of line
// k, aligned with it, or "".
func nameAbove(pg *page, k int, c cell) string {
	l := pg.lines[k]
	h := l.height()
	// the nearest lines above: a larger letterhead line may sit between
	for j := k - 1; j >= max(0, k-3); j-- {
		above := pg.lines[j]
		if l.y0-above.y1 > h {
			continue
		}
		for _, c2 := range splitCells(above, 1.2) {
			if t := strings.TrimSpace(c2.text()); math.Abs(c2.x0-c.x0) <= h && commaNameRE.MatchString(t) {
				return t
			}
		}
	}
	return ""
}

// unmarkedPair reads a label printed without a colon at the start of a
// cell, when what follows is that field's kind of value: a date for a
// date, a number for a specimen.
func unmarkedPair(s string) (labelPair, bool) {
	// the value starts at the first word with a digit: "2604-0873",
	// "22/04/2026"
	words := strings.Fields(s)
	k := slices.IndexFunc(words, func(w string) bool { return strings.ContainsAny(w, "0123456789") })
	if k < 1 || k > 5 {
		return labelPair{}, false
	}
	label := strings.Join(words[:k], " ")
	p := labelPair{label: label, field: metaLabel(label), value: strings.Join(words[k:], " ")}
	switch p.field {
	case metaDOB, metaCollected, metaReported:
		return p, normalizeDate(p.value, false) != ""
	case metaSpecimen:
		return p, len(words[k]) >= 4
	}
	return labelPair{}, false
}

// wrappedMetaValue is the rest of the value in cell c of line k wrapped onto
// the next line: text there aligned with c, under no label of its own
// ("VILLANUEVA, MARIA" / "TERESA R.").
func wrappedMetaValue(pg *page, k int, c cell) string {
	if k+1 >= len(pg.lines) {
		return ""
	}
	l, next := pg.lines[k], pg.lines[k+1]
	h := l.height()
	if next.y0-l.y1 > h || next.x0 < c.x0-h/2 {
		return ""
	}
	for _, c2 := range splitCells(next, 1.2) {
		if math.Abs(c2.x0-c.x0) <= h/2 {
			t := strings.TrimSpace(c2.text())
			if lead, pairs := splitPairs(t); len(pairs) == 0 && lead != "" {
				return " " + lead
			}
		}
	}
	return ""
}

// valueBelow is the value printed under the label in cell c of line k: the
// first cell of the lines just below that starts where c does, when it holds
// no label of its own; "" when there is none.
func valueBelow(pg *page, k int, c cell) string {
	l := pg.lines[k]
	h := l.height()
	// lines of another column may come between (a sidebar beside a table)
	for _, next := range pg.lines[k+1:] {
		if next.y0-l.y1 > 1.5*h {
			return ""
		}
		for _, c2 := range splitCells(next, 1.2) {
			if math.Abs(c2.x0-c.x0) <= h {
				if lead, pairs := splitPairs(strings.TrimSpace(c2.text())); len(pairs) == 0 {
					return lead
				}
				return ""
			}
		}
	}
	return ""
}

// resultCells says whether cells read as a result row: a number, then a
// range.
func resultCells(cells []string) bool {
	num := false
	for _, c := range cells {
		if num && parseRange(c, "", strings.Contains(c, ",")).ok && strings.ContainsAny(c, "0123456789") {
			return true
		}
		num = num || startsNumber(c)
	}
	return false
}

// labelledBelow is valueBelow for the label p: a laboratory's word printed
// without a colon over the rest of its name is the name's first word (a
// logo's "Laboratorio" / "Mburucuyá"), not a label.
func labelledBelow(pg *page, k int, c cell, p labelPair) string {
	v := valueBelow(pg, k, c)
	if v != "" && p.field == metaLab && !strings.ContainsAny(c.text(), ":：") {
		return strings.TrimSpace(c.text()) + " " + v
	}
	return v
}

// labelPair is a label, the field it reads as and its value.
type labelPair struct {
	label string
	field metaField
	value string
}

var pairStartRE = regexp.MustCompile(`(\pL[\pL.'/#°()-]*(?: \pL[\pL.'/#°()-]*){0,4})\s*[:：]`)

// labelJoinWords join a longer label to a known one it ends with: "Il
// Direttore del Laboratorio" is not the laboratory.
// These are the glue words and the articles.
var labelJoinWords = func() map[string]bool {
	out := maps.Clone(labelGlues)
	for _, w := range []string{"della", "dello", "der", "des.", "la", "le", "il"} {
		out[w] = true
	}
	return out
}()

// splitPairs splits "Name: Jane Sample DOB: 01/02/1980" at known labels;
// lead is the text before the first label (the end of a value begun in
// the cell before). A cell that is a known label alone is one pair with
// no value.
func splitPairs(s string) (lead string, pairs []labelPair) {
	locs := pairStartRE.FindAllStringSubmatchIndex(s, -1)
	var starts [][2]int // label start, value start
	var labels []labelPair
	for _, m := range locs {
		label := s[m[2]:m[3]]
		// the label may be preceded by the previous value's words: keep the
		// longest suffix that is a known label
		words := strings.Fields(label)
		for k := 0; k < len(words); k++ {
			cand := strings.Join(words[k:], " ")
			f := metaLabel(cand)
			if f == metaNone {
				continue
			}
			if k > 0 && labelJoinWords[strings.ToLower(words[k-1])] && f == metaLab {
				break
			}
			starts = append(starts, [2]int{m[3] - len(cand), m[1]})
			labels = append(labels, labelPair{label: cand, field: f})
			break
		}
	}
	if len(starts) == 0 {
		if f := metaLabel(s); f != metaNone {
			return "", []labelPair{{label: s, field: f}}
		}
		return strings.TrimSpace(s), nil
	}
	for i, st := range starts {
		end := len(s)
		if i+1 < len(starts) {
			end = starts[i+1][0]
		}
		p := labels[i]
		p.value = strings.TrimSpace(s[st[1]:end])
		pairs = append(pairs, p)
	}
	return strings.TrimSpace(s[:starts[0][0]]), pairs
}

func strPtr(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

var honorificRE = regexp.MustCompile(`(?i)^((mr|mrs|ms|miss|dr|dra|mx|mme|mlle|sr|sra|srta|sig|sig\.ra|sra\.|herr|frau|bay|bayan|monsieur|madame|mademoiselle|señor|señora|senhor|senhora|signor|signora|dña|dª)[.,]?|m\.|d\.)\s+`)

// honorificGender is the sex a name's title gives ("M. JAZIRI Karim",
// "Mrs Harriet PEMBERTON"), or "".
func honorificGender(name string) string {
	m := honorificRE.FindString(strings.TrimSpace(name))
	switch strings.Trim(foldAccents(strings.TrimSpace(m)), ".,") {
	case "mr", "m", "sr", "herr", "bay", "monsieur", "senor", "senhor", "sig", "signor", "d":
		return "male"
	case "mrs", "ms", "miss", "mme", "mlle", "sra", "srta", "sig.ra", "frau", "bayan", "madame", "mademoiselle", "senora", "senhora", "signora", "dna", "dª":
		return "female"
	}
	return ""
}

// personNames is the name-word lexicon (data.PersonNames), keyed without
// accents.
var personNames = sync.OnceValue(func() map[string]data.NameUse {
	m, err := data.PersonNames()
	if err != nil {
		panic(err) // embedded and tested
	}
	out := make(map[string]data.NameUse, len(m))
	for w, u := range m {
		k := foldAccents(w)
		o := out[k]
		out[k] = data.NameUse{Given: o.Given + u.Given, Family: o.Family + u.Family}
	}
	return out
})

// familyParticles open a family name: "AL MANSOORI", "dos Santos".
var familyParticles = map[string]bool{"al": true, "el": true, "bin": true, "ben": true, "ibn": true, "abu": true, "van": true, "von": true, "de": true, "da": true, "das": true, "do": true, "dos": true, "del": true, "della": true, "di": true, "du": true, "le": true, "la": true, "ter": true, "ten": true, "zu": true, "mac": true, "mc": true}

// splitPersonName reads "Sample, Jane", "SAMPLE, JANE A", "Jane Sample",
// "EXEMPLE Jean" and, without a comma or capitals to tell, "FUENTES ROJAS
// CATALINA" or "VALENTINA OSPINA RESTREPO" by which words are known given
// names. Middle initials are dropped.
func splitPersonName(s, lang string) (first, last string) {
	// a label's colon OCR read glued to the name (">Mr. RAHUL") hides its title
	s = strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	s = honorificRE.ReplaceAllString(s, "")
	if i := strings.Index(s, ","); i >= 0 {
		last = strings.TrimSpace(s[:i])
		rest := strings.Fields(s[i+1:])
		// OCR splits a name after its initial: "J ane"
		if len(rest) == 2 && len([]rune(rest[0])) == 1 && len([]rune(rest[1])) > 1 {
			rest = []string{rest[0] + rest[1]}
		}
		return cleanPersonWord(strings.Join(dropInitials(rest), " ")), cleanPersonWord(last)
	}
	f := slices.DeleteFunc(strings.Fields(s), func(w string) bool { return !hasLetters(w) })
	switch len(f) {
	case 0:
		return "", ""
	case 1:
		return cleanPersonWord(f[0]), ""
	}
	given := func(k int, givenFirst bool) (string, string) {
		g, fam := f[:k], f[k:]
		if !givenFirst {
			g, fam = f[k:], f[:k]
		}
		return cleanPersonWord(strings.Join(dropInitials(g), " ")), cleanPersonWord(strings.Join(fam, " "))
	}
	// "EXEMPLE Jean", "NGO NKOT Brigitte Solange": the family name is the
	// one in capitals, before or after the given names
	upper := 0
	for upper < len(f) && isUpperWord(f[upper]) {
		upper++
	}
	if upper > 0 && upper < len(f) && !slices.ContainsFunc(f[upper:], isUpperWord) {
		return given(upper, false)
	}
	if k, givenFirst, ok := nameSplitByLexicon(f); ok {
		return given(k, givenFirst)
	}
	// Italian reports print the family name first ("Cognome Nome")
	if lang == "it" && len(f) == 2 {
		return given(1, false)
	}
	// Spanish and Portuguese names end in two family names
	if (lang == "es" || lang == "pt") && (len(f) == 3 || len(f) == 4) {
		return given(len(f)-2, true)
	}
	return given(len(f)-1, true)
}

// nameSplitByLexicon splits name words f into given and family names by
// the lexicon: the split (given names first or last) that most words
// agree with. A particle and the word after it count as one family word.
// ok is false when no split has more agreeing than disagreeing words.
func nameSplitByLexicon(f []string) (k int, givenFirst, ok bool) {
	lex := personNames()
	vote := make([]int, len(f)) // +1 given, -1 family, 0 unknown
	for i, w := range f {
		key := foldAccents(strings.Trim(w, ".,'"))
		if familyParticles[key] && i > 0 && i+1 < len(f) {
			vote[i], vote[i+1] = -1, -1
			continue
		}
		if vote[i] != 0 {
			continue
		}
		if len([]rune(key)) == 1 {
			vote[i] = 1 // a middle initial sits with the given names
			continue
		}
		switch u := lex[key]; {
		case u.Given > u.Family:
			vote[i] = 1
		case u.Family > u.Given:
			vote[i] = -1
		}
	}
	best, bestK, bestFirst, tie := 0, 0, false, false
	for _, gf := range []bool{true, false} {
		// unknown words join the family side: given names are the better
		// known; among equal splits the family side is the longer
		for j := 1; j < len(f); j++ {
			k := j // given names f[:k]
			if !gf {
				k = len(f) - j // family names f[:k]
			}
			score := 0
			for i, v := range vote {
				if (i < k) == gf {
					score += v
				} else {
					score -= v
				}
			}
			switch {
			case score > best:
				best, bestK, bestFirst, tie = score, k, gf, false
			case score == best && score > 0 && gf != bestFirst:
				tie = true
			}
		}
	}
	return bestK, bestFirst, best > 0 && !tie
}

// dropInitials drops middle initials ("A", "R.") from given names.
func dropInitials(ws []string) []string {
	if len(ws) < 2 {
		return ws
	}
	out := ws[:1:1]
	for _, w := range ws[1:] {
		if len([]rune(strings.Trim(w, "."))) > 1 {
			out = append(out, w)
		}
	}
	return out
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

// genderWordRE is a word of a sex field and the digits right before it.
var genderWordRE = regexp.MustCompile(`(\d*)\s*(\pL+)`)

// normalizeGender reads the sex in a field. A word wins over a letter, and
// a letter that is not a number's unit over one that may be ("52 Y 04 M /
// Female" is female: the M counts months).
func normalizeGender(s string) string {
	ms := genderWordRE.FindAllStringSubmatch(foldAccents(s), -1)
	for pass := range 3 {
		for _, m := range ms {
			if f := m[2]; pass == 0 && len(f) > 1 || pass == 1 && len(f) == 1 && m[1] == "" || pass == 2 && len(f) == 1 {
				if g := genderOf(f); g != "" {
					return g
				}
			}
		}
	}
	return ""
}

func genderOf(f string) string {
	switch f {
	case "m", "male", "man", "maschio", "maschile", "masculino", "hombre", "varon", "mannlich", "masculin", "homme", "erkek", "e":
		return "male"
	case "f", "female", "woman", "femmina", "femminile", "femenino", "mujer", "weiblich", "w", "feminin", "femme", "feminino", "kadin", "k":
		return "female"
	case "other", "x", "o":
		return "other"
	}
	return ""
}

var (
	isoDateRE    = regexp.MustCompile(`\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b`)
	numDateRE    = regexp.MustCompile(`\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})\b`)
	monthDateRE  = regexp.MustCompile(`(?i)\b(\d{1,2})[-\s/.]*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[-\s/.,]*(\d{2,4})\b`)
	monthFirstRE = regexp.MustCompile(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	monthIndex   = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}
	// wordMonths are the months' names in the other languages the parser
	// reads, folded: a date written out ("giovedì 16 luglio 2026", "13 de
	// julio de 2026", "16. Dezember 2026", "16 Temmuz 2026")
	wordMonths = map[string]int{
		"januar": 1, "janner": 1, "februar": 2, "marz": 3, "mai": 5, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
		"janvier": 1, "fevrier": 2, "mars": 3, "avril": 4, "juin": 6, "juillet": 7, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "decembre": 12,
		"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
		"gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7, "settembre": 9, "ottobre": 10, "dicembre": 12,
		"janeiro": 1, "fevereiro": 2, "marco": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12,
		"ocak": 1, "subat": 2, "mart": 3, "nisan": 4, "mayis": 5, "haziran": 6, "temmuz": 7, "agustos": 8, "eylul": 9, "ekim": 10, "kasim": 11, "aralik": 12,
	}
	wordMonthRE   = regexp.MustCompile(`\b(\d{1,2})\.?\s+(?:de\s+)?(` + strings.Join(slices.Sorted(maps.Keys(wordMonths)), "|") + `)\b,?\s+(?:del?\s+)?(\d{4})\b`)
	ukDateCueRE   = regexp.MustCompile(`(?i)\b(nhs|haemoglobin|mmol/l|normal range|bio\. ref|lab no|age/sex)\b`)
	usDateCueRE   = regexp.MustCompile(`(?i)\b(mg/dl|reference interval|clia|npi)\b`)
	twoDigitYearM = 30
)

// matchLabel is the field of a folded label that is one of metaLabels as
// printed, or metaNone.
func matchLabel(s string) metaField {
	for _, m := range metaLabels {
		if m.re.MatchString(s) {
			return m.field
		}
	}
	return metaNone
}

// printedAgeRE is an age in years at the start of an age field: "61
// años", "45 Y / M", "38"; not "8 meses".
var printedAgeRE = regexp.MustCompile(`^(\d{1,3})(?:\s*(?:y|yrs?|years?|a|anos?|años|ans|anni|j|jahre|yas|yaş)\b|\s*$|\s*[/(,·])`)

// ageOrder is the day-month order of the document's numeric dates
// (monthFirst) unless the printed age says otherwise: with "Edad: 61 años",
// a birth date 11/02/1964 and a report of 05/08/2026 are month first (61
// years), not day first (62).
func ageOrder(found map[metaField]string, ageText string, monthFirst bool) bool {
	if ageText == "" {
		ageText = found[metaAgeSex]
	}
	m := printedAgeRE.FindStringSubmatch(strings.ToLower(strings.TrimSpace(ageText)))
	dob, okDOB := found[metaDOB]
	if m == nil || !okDOB {
		return monthFirst
	}
	age, _ := strconv.Atoi(m[1])
	fits := func(monthFirst bool) bool {
		birth := normalizeDate(dob, monthFirst)
		for _, f := range []metaField{metaCollected, metaReported, metaDate} {
			on := normalizeDate(found[f], monthFirst)
			if birth == "" || on == "" {
				continue
			}
			b, _ := time.Parse("2006-01-02", birth)
			t, _ := time.Parse("2006-01-02", on)
			return wholeYears(b, t) == age
		}
		return false
	}
	if !fits(monthFirst) && fits(!monthFirst) {
		return !monthFirst
	}
	return monthFirst
}

// wholeYears is the age on day t of someone born on day b, in whole years.
func wholeYears(b, t time.Time) int {
	years := t.Year() - b.Year()
	if t.Month() < b.Month() || (t.Month() == b.Month() && t.Day() < b.Day()) {
		years-- // the birthday not yet reached that year
	}
	return years
}

// ukDates guesses whether numeric dates are day-first.
func ukDates(doc *document) bool {
	uk, us := 0, 0
	dayFirst, monthFirst := 0, 0 // dates only one order reads
	for _, pg := range doc.pages {
		for _, l := range pg.lines {
			t := l.text()
			for _, m := range numDateRE.FindAllStringSubmatch(t, -1) {
				a, _ := strconv.Atoi(m[1])
				b, _ := strconv.Atoi(m[2])
				switch {
				case a > 12 && a <= 31 && b <= 12:
					dayFirst++
				case b > 12 && b <= 31 && a <= 12:
					monthFirst++
				}
			}
			if ukDateCueRE.MatchString(t) {
				uk++
			}
			if usDateCueRE.MatchString(t) {
				us++
			}
		}
	}
	// a date printed 13-07-2026 says how the report's others read
	if (dayFirst > 0) != (monthFirst > 0) {
		return dayFirst > 0
	}
	return uk > us
}

// otherCalendarRE is a date marked as another calendar's: B.S. (Bikram
// Sambat), A.H. (Hijri), S.H. (Solar Hijri).
var otherCalendarRE = regexp.MustCompile(`^\D{0,3}\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}\s*(?:B\.?S|A\.?H|S\.?H)\b\.?`)

// normalizeDate returns YYYY-MM-DD when the printed date is unambiguous (or
// disambiguated by the document's convention, monthFirst), else "": a date
// that cannot be read (often an OCR misread) is left out, not guessed.
func normalizeDate(s string, monthFirst bool) string {
	s = strings.TrimSpace(s)
	// a date in another calendar (Bikram Sambat, Hijri, Solar Hijri) is no
	// Gregorian date: the one printed beside it is read, "2083-03-28 BS
	// (12-07-2026 AD)", or none
	if m := otherCalendarRE.FindStringIndex(s); m != nil {
		return normalizeDate(s[m[1]:], monthFirst)
	}
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
	if m := wordMonthRE.FindStringSubmatch(strings.ToLower(foldAccents(s))); m != nil {
		if v, ok := mk(atoi(m[3]), wordMonths[m[2]], atoi(m[1])); ok {
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
	reportWordRE = regexp.MustCompile(`(?i)report|result|informe|referto|relat[oó]rio|boletim|befund|rapport|compte rendu|rapor|esito`)
	labWordRE    = regexp.MustCompile(`(?i)laborat|labs?\b|diagnostic|patholog`)
	// a ministry or a state heads some public hospitals' reports
	governmentRE = regexp.MustCompile(`(?i)minist|republi|governo|government|gobierno|gouvernement|regierung`)
)

// labNameStems start the words that name a laboratory or the place it
// serves, in the supported languages (folded: "Clínica" is "clinica",
// "Clinique", "Policlínico"; Turkish "Hastanesi").
var labNameStems = []string{"lab", "klinik", "poliklinik", "clini", "policlini", "polycli", "hospital", "hopital", "ospedal", "spital", "krankenhaus", "hastane", "diagnos", "patholog", "medic", "health", "nhs"}

// namesLab tells text that names a laboratory by its words.
func namesLab(text string) bool {
	for _, w := range strings.FieldsFunc(foldAccents(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if hasStem(w, labNameStems) && (len(w) > 3 || w == "lab" || w == "nhs") {
			return true
		}
	}
	return false
}

// guessLabName takes the first cell near the top of the first page that
// names a laboratory, clinic or hospital.
func guessLabName(doc *document, lang string) string {
	if len(doc.pages) == 0 {
		return ""
	}
	pg := doc.pages[0]
	for li, l := range pg.lines {
		if l.y0 > 0.25*pg.height {
			break
		}
		for _, c := range splitCells(l, 1.5) {
			text := strings.Trim(c.text(), " -–|·")
			// "Test Results - Lakeshore Health Lab Services", "Vitalis
			// Medicina Diagnóstica · Unidade Moema · Av. …": keep the lab's part
			for _, sep := range []string{" - ", " | ", " – ", " · "} {
				if parts := strings.Split(text, sep); len(parts) > 1 {
					for _, part := range parts {
						if namesLab(part) && !reportWordRE.MatchString(part) {
							text = strings.TrimSpace(part)
							break
						}
					}
				}
			}
			if notAName(text) || !namesLab(text) || len(text) > 60 {
				continue
			}
			if reportWordRE.MatchString(text) && (!labWordRE.MatchString(text) || isReportTitle(text)) {
				continue
			}
			if genericLabName(text) {
				text = withOwnName(pg, li, c, text, lang)
			}
			return titleCaseIfUpper(dropLogoInitials(dropLogoDebris(quoteMarks.Replace(text))), lang)
		}
	}
	return ""
}

// notAName tells a label's line, an address, a phone number or a ministry's
// heading from a laboratory's name.
func notAName(t string) bool {
	return strings.ContainsAny(t, ":@0123456789·") || governmentRE.MatchString(t) || metaLabel(t) != metaNone
}

// genericLabWords are the words (folded) a name uses to say what a
// laboratory is, not which one.
var genericLabWords = map[string]bool{"medical": true, "medicales": true, "medicale": true, "medicas": true, "medica": true,
	"medicos": true, "clinical": true, "cliniques": true, "clinicas": true, "cliniche": true, "analyses": true, "analysis": true,
	"analisis": true, "analisi": true, "analises": true, "biologie": true, "biology": true, "biologia": true, "biologiques": true,
	"biomedicales": true, "medicine": true, "laboratory": true, "services": true, "and": true, "et": true, "y": true, "e": true,
	"tip": true, "tibbi": true, "fakultesi": true, "hastanesi": true, "merkez": true, "merkezi": true, "tahlil": true}

// genericLabName says whether every word of a lab's name only says what it
// is ("Medical Laboratories", "Laboratoire d'analyses médicales").
func genericLabName(text string) bool {
	n := 0
	for _, w := range strings.Fields(strings.ToLower(foldAccents(text))) {
		w = strings.Trim(w, ".,;()")
		if len(w) > 2 && (w[1] == '\'' || strings.HasPrefix(w[1:], "’")) {
			w = strings.TrimLeft(w[1:], "'’")
		}
		if !genericLabWords[w] && !labWordRE.MatchString(w) && !labelGlues[w] {
			return false
		}
		n++
	}
	return n >= 2
}

// withOwnName completes a lab's name that only says what it is ("Medical
// Laboratories", "LABORATOIRE D'ANALYSES MÉDICALES") with the name of its
// own printed in capitals on the line above or below it, aligned with it
// ("DAR EL TAHLIL", "LE DJOLIBA").
func withOwnName(pg *page, li int, c cell, text, lang string) string {
	own := func(k int) string {
		if k < 0 || k >= len(pg.lines) {
			return ""
		}
		cs := splitCells(pg.lines[k], 1.5)
		if len(cs) == 0 {
			return ""
		}
		t := strings.TrimSpace(cs[0].text())
		h := medianWordHeight(c.words)
		if math.Abs(cs[0].x0-c.x0) > 2*h || strings.ToUpper(t) != t || !hasLetters(t) || len(strings.Fields(t)) > 4 ||
			notAName(t) || strings.ContainsRune(t, '|') || reportWordRE.MatchString(t) {
			return ""
		}
		return t
	}
	if t := own(li - 1); t != "" {
		return titleCaseIfUpper(t, lang) + " " + titleCaseIfUpper(text, lang)
	}
	if t := own(li + 1); t != "" && strings.ToUpper(text) == text {
		return text + " " + t
	}
	return text
}

// isReportTitle tells a document's title ("Laboratory Report", "Rapport
// de laboratoire", "Informe de laboratorio") from a lab's name: every word
// names the report or a laboratory in general, none this one.
func isReportTitle(text string) bool {
	for _, w := range strings.Fields(foldAccents(text)) {
		w = strings.Trim(w, ".,;()")
		if !reportWordRE.MatchString(w) && !labWordRE.MatchString(w) && !labelGlues[w] && w != "final" {
			return false
		}
	}
	return true
}

// quoteMarks drops the quote marks round a lab's given name (Laboratorio
// Clínico “Illimani”).
var quoteMarks = strings.NewReplacer("“", "", "”", "", "«", "", "»", "")

// dropLogoInitials drops a logo's letters read before a lab's name: a
// word in capitals whose letters are initials of the name's words, in
// order ("HGAG Hospital Geral de Achada Grande", "AS Laboratorio Clínico
// Andes Salud").
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
	// f[0] is a subsequence of the initials
	rest := initials
	for _, r := range f[0] {
		i := strings.IndexRune(rest, r)
		if i < 0 {
			return s
		}
		rest = rest[i+1:]
	}
	return strings.Join(f[1:], " ")
}

// dropLogoDebris drops what OCR reads off a logo before a lab's name:
// marks and scraps of at most three letters that are not a word in its
// own right ("© Laboratoire …", "eG Nilüfer …", "(me) Hospital …").
func dropLogoDebris(s string) string {
	f := strings.Fields(s)
	for n := 0; n < 2 && len(f) > 2; n++ {
		w := []rune(f[0])
		letters := 0
		for _, r := range w {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		// a capitalised word or an abbreviation in capitals ("St.", "ST.")
		word := letters > 1 && unicode.IsUpper(w[0]) && (unicode.IsLower(w[1]) || strings.ToUpper(f[0]) == f[0])
		if letters > 3 || word {
			break
		}
		f = f[1:]
	}
	return strings.Join(f, " ")
}

// titleCaseIfUpper turns a name printed in capitals into title case.
func titleCaseIfUpper(s, lang string) string {
	if strings.ToUpper(s) != s || !hasLetters(s) {
		return s
	}
	// Turkish cases its dotted and dotless i apart: TIP is Tıp, İ is i
	var casing unicode.SpecialCase
	if lang == "tr" {
		casing = unicode.TurkishCase
	}
	ws := strings.Fields(strings.ToLowerSpecial(casing, s))
	for i, w := range ws {
		rs := []rune(w)
		for k := range rs {
			if k == 0 || rs[k-1] == '-' { // "Ngaliema-Lumière"
				rs[k] = casing.ToUpper(rs[k])
			}
		}
		// an elided article stays lower case, its word takes the capital
		// ("d'Analyses")
		if len(rs) > 2 && (rs[1] == '\'' || rs[1] == '’') && i > 0 {
			rs[0], rs[2] = unicode.ToLower(rs[0]), unicode.ToUpper(rs[2])
		}
		ws[i] = string(rs)
		// a preposition or a conjunction inside a name stays lower case, and
		// an article after a preposition ("du Wouri", "de la Riviera"; "Los
		// Pinares", "Le Djoliba" keep theirs)
		if lw := strings.ToLower(w); i > 0 && (namePrepositions[lw] || nameArticles[lw] && namePrepositions[strings.ToLower(ws[i-1])]) {
			ws[i] = lw
		}
	}
	return strings.Join(ws, " ")
}

// namePrepositions and nameArticles are the small words of names in the
// report languages that title case leaves in lower case.
var (
	namePrepositions = map[string]bool{"de": true, "du": true, "des": true, "del": true, "della": true, "di": true,
		"da": true, "do": true, "dos": true, "das": true, "von": true, "y": true, "e": true, "et": true, "und": true,
		"and": true, "of": true}
	nameArticles = map[string]bool{"la": true, "le": true, "les": true, "los": true, "las": true, "el": true, "the": true}
)
