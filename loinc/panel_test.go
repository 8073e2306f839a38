package loinc

import (
	"slices"
	"testing"

	"github.com/assayhq/assay"
)

// TestPanels: a printed panel name is read as the panel it names. Twins
// that differ only by LOINC's version, the system, a member measured or
// calculated, or the routine automated count named or not need review,
// the commonly ordered one first; what a panel adds ("with diff") is read
// from the name.
func TestPanels(t *testing.T) {
	m := Default()
	tests := []struct {
		q        Query
		top      string
		twin     string // must be in the top 3 too; "" for none
		wantAuto bool
	}{
		// Lipid 1996 (Universal Lab Orders), the newer lipid panel code,
		// and the one with direct LDL: nothing printed decides.
		{Query{Name: "Lipid Panel"}, "24331-1", "57698-3", false},
		{Query{Name: "Lipid Panel", Specimen: "Serum (SST)"}, "24331-1", "57698-3", false},
		{Query{Name: "Lipid profile"}, "24331-1", "57698-3", false},
		// "with diff" in its printed forms is the differential's panel;
		// by automated count or with no method named is the lab's choice.
		{Query{Name: "CBC (includes Diff/Plt)", Specimen: "Whole blood (lavender)"}, "57021-8", "69742-5", false},
		{Query{Name: "CBC with diff"}, "57021-8", "69742-5", false},
		{Query{Name: "CBC w/ diff"}, "57021-8", "69742-5", false},
		{Query{Name: "CBC & differential"}, "57021-8", "69742-5", false},
		{Query{Name: "CBC + diff"}, "57021-8", "69742-5", false},
		{Query{Name: "CBC incl. diff"}, "57021-8", "69742-5", false},
		{Query{Name: "Complete blood count with differential"}, "57021-8", "69742-5", false},
		{Query{Name: "Emocromo con formula"}, "57021-8", "69742-5", false},
		{Query{Name: "Großes Blutbild"}, "57021-8", "", false},
		{Query{Name: "NFS"}, "57021-8", "", false},
		{Query{Name: "Full blood count"}, "58410-2", "", true},
		{Query{Name: "Blutbild"}, "58410-2", "", true},
		// Year-versioned panels: the 2000 version (lab orders) first.
		{Query{Name: "Comprehensive metabolic panel"}, "24323-8", "24322-0", false},
		{Query{Name: "CMP"}, "24323-8", "24322-0", false},
		{Query{Name: "Basic metabolic panel"}, "24321-2", "51990-0", false},
		{Query{Name: "BMP"}, "24321-2", "", false},
		{Query{Name: "Hepatic function panel"}, "24325-3", "24324-6", false},
		{Query{Name: "LFT"}, "24325-3", "24324-6", false},
		{Query{Name: "Kidney function tests"}, "24362-6", "", false},
		// Serum or plasma (1998) and blood electrolyte panels.
		{Query{Name: "Electrolytes panel"}, "24326-1", "55231-5", false},
		{Query{Name: "Urinalysis complete"}, "24356-8", "", true},
		{Query{Name: "Arterial blood gas"}, "24336-0", "", true},
	}
	for _, tt := range tests {
		r := m.Match(tt.q)
		got := codes(r)
		if len(got) == 0 || got[0] != tt.top {
			t.Errorf("Match(%+v) = %v, want %s first", tt.q, got, tt.top)
			continue
		}
		if tt.twin != "" && !slices.Contains(got, tt.twin) {
			t.Errorf("Match(%+v) = %v, want %s in the top 3", tt.q, got, tt.twin)
		}
		if (r.Status == assay.LoincAutoMatch) != tt.wantAuto {
			t.Errorf("Match(%+v): status %s, want auto_match=%v", tt.q, r.Status, tt.wantAuto)
		}
	}
}

// TestPanelGuards: what the panel reading must leave alone (these held
// before it): plain CBC is the CBC panel, a qualifier that says how a
// member is measured is read when printed, and HbA1c is no panel.
func TestPanelGuards(t *testing.T) {
	m := Default()
	for _, tt := range []struct {
		name, top string
		auto      bool
	}{
		{"CBC", "58410-2", true},
		{"Lipid panel with direct LDL", "57698-3", true},
		{"Hemoglobin A1c", "4548-4", false},
	} {
		r := m.Match(Query{Name: tt.name})
		if got := codes(r); len(got) == 0 || got[0] != tt.top || (r.Status == assay.LoincAutoMatch) != tt.auto {
			t.Errorf("Match(%q) = %v %s, want %s first, auto_match=%v", tt.name, got, r.Status, tt.top, tt.auto)
		}
	}
}

// TestParsePanel: how a LOINC panel name is read.
func TestParsePanel(t *testing.T) {
	for _, tt := range []struct {
		long                        string
		name, base, qual, meth, sys string
	}{
		{"Lipid 1996 panel - Serum or Plasma", "Lipid panel", "Lipid", "", "", "Ser/Plas"},
		{"Lipid panel with direct LDL - Serum or Plasma", "Lipid panel with direct LDL", "Lipid", "", "direct", "Ser/Plas"},
		{"CBC W Auto Differential panel - Blood", "CBC W Auto Differential panel", "CBC", "differential", "automated count", "Bld"},
		{"CBC W Differential panel, method unspecified - Blood", "CBC W Differential panel, method unspecified", "CBC", "differential", "", "Bld"},
		{"Comprehensive metabolic 1998 panel, Blood", "Comprehensive metabolic panel", "Comprehensive metabolic", "", "", "Bld"},
		{"Hemogram without platelets panel, Blood", "Hemogram without platelets panel", "Hemogram", "no platelet", "", "Bld"},
	} {
		p, ok := parsePanel(tt.long)
		if !ok || p.name != tt.name || p.base != tt.base || p.qual != tt.qual || p.method != tt.meth || p.system != tt.sys {
			t.Errorf("parsePanel(%q) = %+v, %v", tt.long, p, ok)
		}
	}
	if _, ok := parsePanel("Perampanel [Mass/volume] in Serum or Plasma"); ok {
		t.Error("Perampanel read as a panel")
	}
}
