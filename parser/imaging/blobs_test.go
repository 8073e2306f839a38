package imaging_test

import (
	"image"
	"testing"

	"github.com/assayhq/assay/parser/imaging"
)

func TestRemoveSpecks(t *testing.T) {
	g := blankPage(1200, 1000) // at 200 dpi: specks up to 4 px, isolated by 8
	letters := fillRun(g, 30, 100, 20, 520, 14, 24, 30)
	// a dotted rule 6 px above the row, with two dots run together
	rule := fillRun(g, 60, 100, 8, 512, 2, 2, 120)
	joined := image.Rect(580, 512, 590, 514)
	fill(g, joined, 120)
	specks := []image.Rectangle{image.Rect(300, 300, 303, 303), image.Rect(900, 800, 902, 801)}
	for _, r := range specks {
		fill(g, r, 60)
	}
	// a decimal point between two digits, a speck beside a letter
	fill(g, image.Rect(300, 700, 314, 724), 30)
	point := image.Rect(317, 721, 320, 724)
	fill(g, point, 30)
	fill(g, image.Rect(323, 700, 337, 724), 30)
	near := image.Rect(117, 548, 119, 550)
	fill(g, near, 30)

	imaging.RemoveSpecks(g, 200)
	for i, r := range rule {
		if inkIn(g, r) > 0 {
			t.Errorf("dot %d of the dotted rule kept", i)
		}
	}
	if inkIn(g, joined) > 0 {
		t.Error("dots run together on the rule kept")
	}
	for i, r := range specks {
		if inkIn(g, r) > 0 {
			t.Errorf("speck %d kept", i)
		}
	}
	if inkIn(g, point) != point.Dx()*point.Dy() {
		t.Error("decimal point removed")
	}
	if inkIn(g, near) == 0 {
		t.Error("mark beside a letter removed")
	}
	for i, r := range letters {
		if inkIn(g, r) != r.Dx()*r.Dy() {
			t.Errorf("letter %d lost ink", i)
		}
	}
}
