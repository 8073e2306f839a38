package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/assayhq/assay/loinc"
)

// writeRelease writes a small synthetic LOINC release in the layout of the
// official download: LoincTable/Loinc.csv and MapTo.csv, and a Spanish
// translation under AccessoryFiles/LinguisticVariants.
func writeRelease(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"LoincTable/Loinc.csv": `"LOINC_NUM","COMPONENT","PROPERTY","TIME_ASPCT","SYSTEM","SCALE_TYP","METHOD_TYP","CLASS","VersionLastChanged","STATUS","CONSUMER_NAME","CLASSTYPE","RELATEDNAMES2","SHORTNAME","LONG_COMMON_NAME","EXAMPLE_UCUM_UNITS","COMMON_TEST_RANK","DisplayName"
"2345-7","Glucose","MCnc","Pt","Ser/Plas","Qn","","CHEM","2.99","ACTIVE","Glucose, Blood","1","Glu; Blood sugar; Serum","Glucose SerPl-mCnc","Glucose [Mass/volume] in Serum or Plasma","mg/dL","4","Glucose [Mass/Vol]"
"14749-6","Glucose","SCnc","Pt","Ser/Plas","Qn","","CHEM","2.7","ACTIVE","Glucose, Blood","1","Glu; Blood sugar","Glucose SerPl-sCnc","Glucose [Moles/volume] in Serum or Plasma","mmol/L","0","Glucose [Moles/Vol]"
"99999-9","Fluorescent widgetase","CCnc","Pt","Ser/Plas","Qn","","CHEM","2.99","ACTIVE","Fluorescent widgetase, Blood","1","FWZ; Widgetase","FWZ SerPl-cCnc","Fluorescent widgetase [Enzymatic activity/volume] in Serum or Plasma","U/L","0",""
"14804-9","Lactate dehydrogenase","CCnc","Pt","Ser/Plas","Qn","Lactate to pyruvate reaction","CHEM","2.7","ACTIVE","LDH, Blood","1","LDH; LD","LDH L-P SerPl-cCnc","Lactate dehydrogenase [Enzymatic activity/volume] in Serum or Plasma by Lactate to pyruvate reaction","U/L","0",""
"2532-0","Lactate dehydrogenase","CCnc","Pt","Ser/Plas","Qn","","CHEM","2.7","DEPRECATED","LDH, Blood","1","LDH","LDH SerPl-cCnc","Lactate dehydrogenase [Enzymatic activity/volume] in Serum or Plasma","U/L","0",""
"8867-4","Heart rate","NRat","Pt","XXX","Qn","","HRTRATE.ATOM","2.7","ACTIVE","Heart rate","2","Pulse","Heart rate","Heart rate","/min","0",""
`,
		"LoincTable/MapTo.csv": `"LOINC","MAP_TO","COMMENT"
"2532-0","14804-9",""
`,
		"AccessoryFiles/LinguisticVariants/esES12LinguisticVariant.csv": `"LOINC_NUM","COMPONENT","PROPERTY","TIME_ASPCT","SYSTEM","SCALE_TYP","METHOD_TYP","CLASS","SHORTNAME","LONG_COMMON_NAME","RELATEDNAMES2","LinguisticVariantDisplayName"
"99999-9","Widgetasa fluorescente","Concentración catalítica","Punto temporal","Suero o plasma","Cuantitativo","","Química","","Widgetasa fluorescente [Actividad enzimática/volumen] en Suero o plasma","Widgetasa","Widgetasa fluorescente"
`,
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestLoincImport: `assay loinc import` builds a table from an official
// release, with its synonyms, translations and deprecations, that the
// matcher loads and names by the release's version.
func TestLoincImport(t *testing.T) {
	out := filepath.Join(t.TempDir(), "table", "loinc.tsv.gz")
	stdout, err := runCLI(context.Background(), "loinc", "import", writeRelease(t), "--out", out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout, "wrote 4 codes of loinc-2.99/assay-import") {
		t.Errorf("import printed %q", stdout)
	}
	m, err := loinc.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	if v := m.TableVersion(); v != "loinc-2.99/assay-import" {
		t.Errorf("table version %q", v)
	}
	for _, q := range []loinc.Query{{Name: "FWZ", Unit: "U/L"}, {Name: "Widgetasa fluorescente", Unit: "U/L"}} {
		if r := m.Match(q); len(r.Matches) == 0 || r.Matches[0].LoincCode != "99999-9" {
			t.Errorf("Match(%+v) = %+v, want 99999-9 (a RELATEDNAMES2 synonym and a translation)", q, r.Matches)
		}
	}
	if r := m.Match(loinc.Query{Name: "Glucose", Unit: "mg/dL"}); len(r.Matches) == 0 || r.Matches[0].LoincCode != "2345-7" {
		t.Errorf("glucose: %+v", r.Matches)
	}
	if got, ok := m.Lookup("2532-0"); !ok || got.LoincCode != "14804-9" {
		t.Errorf("deprecated 2532-0 looks up as %+v %v, want its replacement 14804-9", got, ok)
	}
	if _, ok := m.Lookup("8867-4"); ok {
		t.Error("a clinical (non-laboratory) code is in the table")
	}
	if err := loinc.UseTable(out); err != nil {
		t.Errorf("UseTable: %v", err)
	}
	defer loinc.UseTable("") // other tests use the embedded table
	if err := loinc.UseTable(filepath.Join(t.TempDir(), "missing.tsv.gz")); err != nil {
		t.Errorf("a missing table must leave the embedded one: %v", err)
	}
	bad := filepath.Join(t.TempDir(), "bad.tsv.gz")
	os.WriteFile(bad, []byte("not gzip"), 0o644)
	if err := loinc.UseTable(bad); err == nil {
		t.Error("an invalid table was accepted")
	}
	if _, err := runCLI(context.Background(), "loinc", "import", t.TempDir(), "--out", out); err == nil {
		t.Error("import of a directory without LoincTable/Loinc.csv succeeded")
	}
}

// TestMatchTSV: `assay loinc match --tsv` prints a line for every row of a
// dictionary, skipping comments and blank lines, with the row's own code last.
func TestMatchTSV(t *testing.T) {
	p := filepath.Join(t.TempDir(), "dict.tsv")
	body := "# name\tunit\tspecimen\tpanel\tvalue\tloinc\nGOT(AST)\tU/L\tSerum\t\t\t1920-8\n\nZzqx widget\t\t\t\t\t\n"
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := matchTSV(&b, p); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("got %d lines, want 2:\n%s", len(lines), b.String())
	}
	f := strings.Split(lines[0], "\t")
	if f[0] != "auto_match" || f[1] != "GOT(AST)" || !strings.HasPrefix(f[4], "1920-8") || f[7] != "1920-8" {
		t.Errorf("first line = %q", lines[0])
	}
	if f := strings.Split(lines[1], "\t"); f[0] == "auto_match" || f[1] != "Zzqx widget" {
		t.Errorf("second line = %q", lines[1])
	}
}
