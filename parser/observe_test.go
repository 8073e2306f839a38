package parser

import (
	"context"
	"os"
	"sync/atomic"
	"testing"
	"time"
)

func TestOCRPoolObservesEveryPage(t *testing.T) {
	data, err := os.ReadFile("../testdata/reports/uk_nhs-scan150.png")
	if err != nil {
		t.Fatal(err)
	}
	pool := NewOCRPool(1)
	defer pool.Close()
	var pages atomic.Int64
	var total atomic.Int64
	pool.ObservePage = func(d time.Duration) {
		pages.Add(1)
		total.Add(int64(d))
	}
	if _, err := (&Parser{OCR: pool}).Parse(context.Background(), []Input{{Name: "scan.png", Data: data}}); err != nil {
		t.Fatal(err)
	}
	if pages.Load() < 1 || total.Load() <= 0 {
		t.Errorf("observed %d pages, %s", pages.Load(), time.Duration(total.Load()))
	}
}
