// Package loinc matches printed lab test names, with the unit, specimen, panel
// heading and value printed beside them, to LOINC codes from Assay's embedded
// table (package data).
//
// A name is normalised (case, accents, punctuation, British spellings, dotted
// abbreviations, OCR-confused letters) and looked up exactly among the LOINC
// names and Assay's alias table, then through a token index weighted by idf,
// with character trigrams, one-edit corrections and prefixes for misspelt or
// abbreviated words (an abbreviation reads as the word of the common tests it
// begins; letters glued to digits, CA15-3, are split into known parts). The
// analyte it names brings in its siblings (serum, blood and urine; mass and
// moles; % and absolute; calculated and direct), and the row's evidence picks
// among them: the unit gives the property (mg/dL MCnc, mmol/L SCnc, 10^3/uL
// NCnc, % a fraction), the specimen column, specimen words, panel heading or
// a urine-only value give the system (a blood-gas heading the vessel),
// calc/direct/strip words the method.
//
// The top candidate's confidence combines its score with its lead over the
// runner-up. At or above AutoMatchThreshold a result is auto_match, unless
// the unit or specimen contradicts it or a sibling that differs only by an
// axis nothing printed decides scores close (keepRival); otherwise
// needs_review; a name like nothing in the table is no_match. The threshold
// and margin were chosen on testdata/loinc/holdout.tsv and stress.tsv (see
// the README and `assay loinc eval --curve`).
//
// Files: index.go builds the index from a table (embedded, or imported with
// `assay loinc import`), match.go ranks and decides, evidence.go reads the
// unit, specimen, panel and value; package loinceval scores the matcher.
package loinc
