package wearables

import (
	"archive/zip"
	"context"
	"encoding/xml"
	"io"
	"math"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
)

// An Apple Health export (export.zip, or its export.xml alone) is read
// token by token: samples go to the sink in bounded batches, and only the
// per-day totals of the activity summaries are held until the end.

// appleSink receives what an export holds.
type appleSink interface {
	workout(ctx context.Context, w *fileWorkout) error
	samples(ctx context.Context, resource string, ss []assay.Sample) error
	activities(ctx context.Context, as []assay.Activity) error
}

const appleTime = "2006-01-02 15:04:05 -0700"

// appleSeries maps HealthKit record types to timeseries resources.
var appleSeries = map[string]string{
	"HKQuantityTypeIdentifierStepCount":          "steps",
	"HKQuantityTypeIdentifierActiveEnergyBurned": "calories_active",
	"HKQuantityTypeIdentifierBloodGlucose":       "glucose",
	"HKQuantityTypeIdentifierHeartRate":          "heartrate",
}

// appleBatch is how many samples of a resource are held before they are
// stored and announced.
const appleBatch = 5000

type appleDay struct {
	offset                            int
	steps, calories, distance, floors *float64
}

type appleReader struct {
	sink    appleSink
	routes  func(p string) (io.ReadCloser, error) // nil: a bare export.xml
	pending map[string][]assay.Sample
	days    map[string]*appleDay
}

// decodeAppleZip reads an export.zip from a file on disk (zip needs random
// access): apple_health_export/export.xml and the workout routes it names.
func decodeAppleZip(ctx context.Context, f *os.File, size int64, k appleSink) error {
	zr, err := zip.NewReader(f, size)
	if err != nil {
		return badFile("not a readable zip file: %v", err)
	}
	files := map[string]*zip.File{}
	var export *zip.File
	for _, zf := range zr.File {
		name := strings.TrimPrefix(path.Clean("/"+zf.Name), "/")
		files[name] = zf
		if path.Base(name) == "export.xml" && (export == nil || len(name) < len(export.Name)) {
			export = zf
		}
	}
	if export == nil {
		return badFile("the zip file holds no export.xml (an Apple Health export)")
	}
	base := path.Dir(strings.TrimPrefix(path.Clean("/"+export.Name), "/"))
	routes := func(p string) (io.ReadCloser, error) {
		zf, ok := files[strings.TrimPrefix(path.Join(base, p), "/")]
		if !ok {
			return nil, os.ErrNotExist
		}
		return zf.Open()
	}
	rc, err := export.Open()
	if err != nil {
		return badFile("cannot open export.xml: %v", err)
	}
	defer rc.Close()
	return decodeAppleXML(ctx, rc, routes, k)
}

// decodeAppleXML reads an export.xml stream.
func decodeAppleXML(ctx context.Context, r io.Reader, routes func(string) (io.ReadCloser, error), k appleSink) error {
	ar := &appleReader{sink: k, routes: routes, pending: map[string][]assay.Sample{}, days: map[string]*appleDay{}}
	d := xml.NewDecoder(r)
	d.Strict = false // exports carry an internal DTD and, in old versions, stray entities
	seen := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		} else if err != nil {
			return badFile("not a readable Apple Health export: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "HealthData":
			seen = true
		case "Record":
			if err := ar.record(ctx, se); err != nil {
				return err
			}
		case "Workout":
			if err := ar.workout(ctx, d, se); err != nil {
				return err
			}
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if !seen {
		return badFile("not an Apple Health export (no HealthData element)")
	}
	for res := range ar.pending {
		if err := ar.flush(ctx, res); err != nil {
			return err
		}
	}
	return ar.flushDays(ctx)
}

func attrs(se xml.StartElement) map[string]string {
	m := make(map[string]string, len(se.Attr))
	for _, a := range se.Attr {
		m[a.Name.Local] = a.Value
	}
	return m
}

// deviceType tells watch from phone samples; it is part of a sample's key.
func deviceType(a map[string]string) string {
	s := a["device"] + " " + a["sourceName"]
	switch {
	case strings.Contains(s, "Watch"):
		return "watch"
	case strings.Contains(s, "iPhone"):
		return "phone"
	}
	return "app"
}

func (ar *appleReader) record(ctx context.Context, se xml.StartElement) error {
	a := attrs(se)
	start, err1 := time.Parse(appleTime, a["startDate"])
	end, err2 := time.Parse(appleTime, a["endDate"])
	v, err3 := strconv.ParseFloat(a["value"], 64)
	if err1 != nil || err2 != nil || err3 != nil || v < 0 || math.IsInf(v, 0) {
		return nil // category records and malformed values are not quantities we keep
	}
	_, off := start.Zone()
	day := start.Format(time.DateOnly)
	typ := a["type"]
	unit := a["unit"]
	switch typ {
	case "HKQuantityTypeIdentifierActiveEnergyBurned":
		if unit == "kJ" {
			v /= 4.184
		}
		v = math.Round(v*1000) / 1000
		ar.addDay(day, off, func(d *appleDay) { d.calories = addF(d.calories, v) })
	case "HKQuantityTypeIdentifierStepCount":
		ar.addDay(day, off, func(d *appleDay) { d.steps = addF(d.steps, v) })
	case "HKQuantityTypeIdentifierBloodGlucose":
		if strings.HasPrefix(unit, "mmol") {
			v = math.Round(v*18.016*10) / 10
		}
	case "HKQuantityTypeIdentifierDistanceWalkingRunning":
		m := toMetres(v, unit)
		ar.addDay(day, off, func(d *appleDay) { d.distance = addF(d.distance, m) })
		return nil
	case "HKQuantityTypeIdentifierFlightsClimbed":
		ar.addDay(day, off, func(d *appleDay) { d.floors = addF(d.floors, v) })
		return nil
	}
	res, ok := appleSeries[typ]
	if !ok {
		return nil
	}
	dt := deviceType(a)
	smp := assay.Sample{Timestamp: start.UTC(), TimezoneOffset: &off, Type: &dt, Unit: seriesUnits[res], Value: v}
	if intervalSeries(res) {
		s, e := start.UTC(), end.UTC()
		smp.Start, smp.End = &s, &e
	}
	ar.pending[res] = append(ar.pending[res], smp)
	if len(ar.pending[res]) >= appleBatch {
		return ar.flush(ctx, res)
	}
	return nil
}

func toMetres(v float64, unit string) float64 {
	switch unit {
	case "km":
		return v * 1000
	case "mi":
		return v * 1609.344
	case "ft":
		return v * 0.3048
	case "yd":
		return v * 0.9144
	}
	return v
}

func (ar *appleReader) addDay(day string, off int, fn func(*appleDay)) {
	d, ok := ar.days[day]
	if !ok {
		d = &appleDay{offset: off}
		ar.days[day] = d
	}
	fn(d)
}

func (ar *appleReader) flush(ctx context.Context, res string) error {
	ss := ar.pending[res]
	if len(ss) == 0 {
		return nil
	}
	ar.pending[res] = ss[:0:0]
	return ar.sink.samples(ctx, res, ss)
}

func (ar *appleReader) flushDays(ctx context.Context) error {
	keys := make([]string, 0, len(ar.days))
	for k := range ar.days {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for i := 0; i < len(keys); i += 1000 {
		var batch []assay.Activity
		for _, k := range keys[i:min(i+1000, len(keys))] {
			d := ar.days[k]
			off := d.offset
			round := func(p *float64) *float64 {
				if p == nil {
					return nil
				}
				return f64(math.Round(*p*10) / 10)
			}
			batch = append(batch, assay.Activity{CalendarDate: k, Steps: (*assay.Whole)(d.steps), CaloriesActive: round(d.calories),
				Distance: round(d.distance), FloorsClimbed: (*assay.Whole)(d.floors), TimezoneOffset: &off})
		}
		if err := ar.sink.activities(ctx, batch); err != nil {
			return err
		}
	}
	return nil
}

// workout reads a <Workout> element with its statistics and route.
func (ar *appleReader) workout(ctx context.Context, d *xml.Decoder, se xml.StartElement) error {
	var x struct {
		Type          string  `xml:"workoutActivityType,attr"`
		Start         string  `xml:"startDate,attr"`
		End           string  `xml:"endDate,attr"`
		Duration      float64 `xml:"duration,attr"`
		DurationUnit  string  `xml:"durationUnit,attr"`
		TotalDistance string  `xml:"totalDistance,attr"`
		DistanceUnit  string  `xml:"totalDistanceUnit,attr"`
		TotalEnergy   string  `xml:"totalEnergyBurned,attr"`
		EnergyUnit    string  `xml:"totalEnergyBurnedUnit,attr"`
		Stats         []struct {
			Type string `xml:"type,attr"`
			Sum  string `xml:"sum,attr"`
			Unit string `xml:"unit,attr"`
		} `xml:"WorkoutStatistics"`
		Routes []struct {
			File struct {
				Path string `xml:"path,attr"`
			} `xml:"FileReference"`
		} `xml:"WorkoutRoute"`
	}
	if err := d.DecodeElement(&x, &se); err != nil {
		return badFile("bad Workout element: %v", err)
	}
	start, err1 := time.Parse(appleTime, x.Start)
	end, err2 := time.Parse(appleTime, x.End)
	if err1 != nil || err2 != nil || end.Before(start) {
		return nil
	}
	_, off := start.Zone()
	w := &fileWorkout{Provider: "apple_health_kit"}
	w.ProviderID = "apple-" + start.UTC().Format("20060102T150405Z") + "-" + strings.TrimPrefix(x.Type, "HKWorkoutActivityType")
	w.SportName = x.Type
	w.TimeStart, w.TimeEnd, w.TimezoneOffset = start.UTC(), end.UTC(), &off
	if v, err := strconv.ParseFloat(x.TotalDistance, 64); err == nil {
		w.Distance = f64(toMetres(v, x.DistanceUnit))
	}
	if v, err := strconv.ParseFloat(x.TotalEnergy, 64); err == nil {
		w.Calories = f64(v)
	}
	for _, s := range x.Stats {
		v, err := strconv.ParseFloat(s.Sum, 64)
		if err != nil {
			continue
		}
		switch {
		case s.Type == "HKQuantityTypeIdentifierActiveEnergyBurned":
			w.Calories = f64(v)
		case strings.HasPrefix(s.Type, "HKQuantityTypeIdentifierDistance"):
			w.Distance = f64(toMetres(v, s.Unit))
		}
	}
	if x.Duration > 0 {
		secs := x.Duration
		if x.DurationUnit == "min" {
			secs *= 60
		} else if x.DurationUnit == "hr" {
			secs *= 3600
		}
		w.MovingTime = (*assay.Whole)(f64(math.Round(secs)))
	}
	if ar.routes != nil {
		for _, rt := range x.Routes {
			if rt.File.Path == "" {
				continue
			}
			rc, err := ar.routes(rt.File.Path)
			if err != nil {
				continue // a route the export names but does not hold
			}
			g, err := decodeGPX(rc)
			rc.Close()
			if err == nil {
				w.Stream = g.Stream
				if w.Distance == nil {
					w.Distance = g.Distance
				}
				break
			}
		}
	}
	return ar.sink.workout(ctx, w)
}
