package parser

import (
	"image"
	"image/color"
	"reflect"
	"testing"
)

// inkImage draws a word as boxes of ink on paper: glyphs 20 px tall standing
// on the baseline y=40, plus marks given as rectangles.
func inkImage(glyphs int, marks ...image.Rectangle) (*image.Gray, image.Rectangle) {
	g := image.NewGray(image.Rect(0, 0, 200, 60))
	for i := range g.Pix {
		g.Pix[i] = 235
	}
	fill := func(r image.Rectangle) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				g.SetGray(x, y, color.Gray{Y: 20})
			}
		}
	}
	x := 10
	for i := 0; i < glyphs; i++ {
		fill(image.Rect(x, 20, x+10, 40))
		x += 16
	}
	for _, m := range marks {
		fill(m)
	}
	return g, image.Rect(10, 20, x-6, 40)
}

func TestFindLostPoints(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		marks []image.Rectangle
		want  []lostPoint
	}{
		// glyph i spans x 10+16i .. 20+16i; the gap after it is 20+16i .. 26+16i
		{"point on the baseline", "68H", []image.Rectangle{image.Rect(21, 36, 25, 40)}, []lostPoint{{after: 0}}},
		{"comma with a tail", "33", []image.Rectangle{image.Rect(21, 36, 24, 45)}, []lostPoint{{after: 0, comma: true}}},
		{"both bounds of a range", "40-56", []image.Rectangle{image.Rect(21, 36, 25, 40), image.Rect(37, 29, 41, 31), image.Rect(53, 36, 57, 40)}, []lostPoint{{after: 0}, {after: 3}}},
		{"lost dash", "13171", []image.Rectangle{image.Rect(37, 29, 41, 31)}, []lostPoint{{after: 1, dash: true}}},
		{"speck above the baseline", "68", []image.Rectangle{image.Rect(21, 22, 25, 26)}, nil},
		{"no mark", "140", nil, nil},
		{"separator already read", "4,5", []image.Rectangle{image.Rect(21, 36, 25, 40)}, nil},
		{"two points in one number", "1234", []image.Rectangle{image.Rect(21, 36, 25, 40), image.Rect(37, 36, 41, 40)}, nil},
		{"not a number", "mg", []image.Rectangle{image.Rect(21, 36, 25, 40)}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			glyphs := 0
			for _, r := range tc.text {
				if r != '-' && r != ',' && r != '.' {
					glyphs++
				}
			}
			g, box := inkImage(glyphs, tc.marks...)
			if got := findLostPoints(g, box, tc.text); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("findLostPoints(%q) = %+v, want %+v", tc.text, got, tc.want)
			}
		})
	}
}

func TestWithLostPoints(t *testing.T) {
	for _, tc := range []struct {
		text string
		ps   []lostPoint
		sep  byte
		want string
	}{
		{"68H", []lostPoint{{after: 0}}, '.', "6.8H"},
		{"33", []lostPoint{{after: 0, comma: true}}, 0, "3,3"},
		{"33", []lostPoint{{after: 0}}, ',', "3,3"},                 // the page's separator wins
		{"4000", []lostPoint{{after: 0, comma: true}}, '.', "4000"}, // a thousands comma
		{"40-56", []lostPoint{{after: 0}, {after: 3}}, '.', "4.0-5.6"},
		{"13,2171", []lostPoint{{after: 3, dash: true}, {after: 5}}, '.', "13,2-17.1"},
	} {
		if got := withLostPoints(tc.text, tc.ps, tc.sep); got != tc.want {
			t.Errorf("withLostPoints(%q, %+v, %q) = %q, want %q", tc.text, tc.ps, tc.sep, got, tc.want)
		}
	}
}
