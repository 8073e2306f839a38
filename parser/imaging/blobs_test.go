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

func TestUpscaleCubic(t *testing.T) {
	g := blankPage(40, 30)
	fill(g, image.Rect(10, 0, 20, 30), 0) // a dark column, 10 px wide
	up := imaging.UpscaleCubic(g, 3)
	if up.Rect.Dx() != 120 || up.Rect.Dy() != 90 {
		t.Fatalf("size %v, want 120x90", up.Rect)
	}
	// paper and ink far from the edges keep their levels
	if v, paper := up.GrayAt(5, 45).Y, g.GrayAt(2, 15).Y; v != paper {
		t.Errorf("paper = %d, want %d", v, paper)
	}
	if v := up.GrayAt(45, 45).Y; v != 0 {
		t.Errorf("ink = %d", v)
	}
	// an edge is a smooth ramp, not a block copied three times (the
	// cubic's small overshoot aside)
	var levels []uint8
	for x := 24; x <= 34; x++ {
		levels = append(levels, up.GrayAt(x, 45).Y)
	}
	grey := 0
	for i, v := range levels {
		if i > 0 && int(v) > int(levels[i-1])+8 {
			t.Fatalf("edge not monotone: %v", levels)
		}
		if v > 20 && v < 235 {
			grey++
		}
	}
	if grey < 2 {
		t.Errorf("edge %v has %d grey steps, want a ramp", levels, grey)
	}
}
