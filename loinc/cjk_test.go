package loinc

import (
	"strings"
	"testing"
)

func TestTokenizeCJK(t *testing.T) {
	for in, want := range map[string]string{
		"白细胞计数":      "leukocyte count",
		"總膽紅素":       "total bilirubin",
		"総ビリルビン":     "total bilirubin",
		"ＡＳＴ（ＧＯＴ）":   "ast got",
		"ＨＤＬコレステロール": "hdl cholesterol",
		"총콜레스테롤":     "total cholesterol",
		"肌酸激酶同工酶":    "ck mb",
		"未知项目":       "未知项目",
		"Bạch cầu":   "bach cau",
	} {
		if got := strings.Join(tokenize(in), " "); got != want {
			t.Errorf("tokenize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMatchCJK(t *testing.T) {
	m := Default()
	for _, c := range []struct{ name, unit, spec, want string }{
		{"血红蛋白", "g/L", "全血", "718-7"},
		{"谷丙转氨酶", "U/L", "血清", "1742-6"},
		{"肌酐", "µmol/L", "血清", "14682-9"},
		{"ＡＳＴ（ＧＯＴ）", "U/L", "血清", "1920-8"},
		{"Cholesterol 總膽固醇", "mg/dL", "", "2093-3"},
	} {
		r := m.Match(Query{Name: c.name, Unit: c.unit, Specimen: c.spec})
		if len(r.Matches) == 0 || r.Matches[0].LoincCode != c.want {
			t.Errorf("%s: got %+v, want %s first", c.name, r.Matches, c.want)
		}
	}
}
