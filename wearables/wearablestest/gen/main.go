// Command gen writes the wearables test files into testdata/wearables (or
// the directory given): FIT, GPX and TCX rides and an Apple Health export.
// With -apple-mb it writes only an export.zip of at least that many MB of
// export.xml, for measuring an import's memory by hand.
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/assayhq/assay/wearables/wearablestest"
	"github.com/muktihari/fit/profile/typedef"
)

func main() {
	dir := flag.String("dir", "testdata/wearables", "output directory")
	appleMB := flag.Int64("apple-mb", 0, "write only export-big.zip with at least this many MB of export.xml")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		log.Fatal(err)
	}
	if *appleMB > 0 {
		f, err := os.Create(filepath.Join(*dir, "export-big.zip"))
		if err != nil {
			log.Fatal(err)
		}
		n, err := wearablestest.AppleExportZip(f, 0, *appleMB<<20)
		if err != nil {
			log.Fatal(err)
		}
		if err := f.Close(); err != nil {
			log.Fatal(err)
		}
		log.Printf("export-big.zip: %d days", n)
		return
	}
	fit, err := wearablestest.FIT(wearablestest.Ride(1800), typedef.ManufacturerGarmin, "Edge 540")
	if err != nil {
		log.Fatal(err)
	}
	write(*dir, "ride-garmin.fit", fit)
	short := wearablestest.Ride(600)
	write(*dir, "ride-strava.gpx", wearablestest.GPX(short, "StravaGPX"))
	write(*dir, "ride-polar.tcx", wearablestest.TCX(short, "Polar Vantage V3"))
	f, err := os.Create(filepath.Join(*dir, "export.zip"))
	if err != nil {
		log.Fatal(err)
	}
	if _, err := wearablestest.AppleExportZip(f, 3, 0); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func write(dir, name string, b []byte) {
	if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
		log.Fatal(err)
	}
}
