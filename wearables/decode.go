package wearables

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/muktihari/fit/decoder"
	"github.com/muktihari/fit/kit/semicircles"
	"github.com/muktihari/fit/profile/mesgdef"
	"github.com/muktihari/fit/profile/typedef"
	"github.com/muktihari/fit/profile/untyped/mesgnum"
	"github.com/muktihari/fit/proto"
)

// Import formats.
const (
	FormatFIT         = "fit"
	FormatGPX         = "gpx"
	FormatTCX         = "tcx"
	FormatAppleHealth = "apple_health"     // export.xml
	FormatAppleZip    = "apple_health_zip" // export.zip
)

// errBadFile marks input that cannot be read; the import fails without retry.
var errBadFile = errors.New("invalid_input")

func badFile(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errBadFile, fmt.Sprintf(format, args...))
}

// Sniff names the format of a file from its first bytes, whatever its name.
func Sniff(head []byte) (string, bool) {
	if len(head) >= 12 && string(head[8:12]) == ".FIT" {
		return FormatFIT, true
	}
	if bytes.HasPrefix(head, []byte("PK\x03\x04")) {
		return FormatAppleZip, true
	}
	s := string(head)
	switch {
	case strings.Contains(s, "<gpx"):
		return FormatGPX, true
	case strings.Contains(s, "<TrainingCenterDatabase"):
		return FormatTCX, true
	case strings.Contains(s, "<HealthData") || strings.Contains(s, "<!DOCTYPE HealthData"):
		return FormatAppleHealth, true
	}
	return "", false
}

// fileWorkout is a workout read from a file, with the source its creator names.
type fileWorkout struct {
	assay.WorkoutInput
	Provider string
}

func num(v float64) *float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	return &v
}

// --- FIT ---

// fitListener collects an activity file's records into a stream as they
// are decoded, so the decoder keeps no message list.
type fitListener struct {
	b            streamBuilder
	manufacturer typedef.Manufacturer
	productName  string
	sport        typedef.Sport
	start, end   time.Time
	calories     *float64
	distance     *float64
	movingTime   *float64
	offset       *int
	steps        *float64
	records      int
	lastT        int64
}

func (l *fitListener) OnMesg(m proto.Message) {
	switch m.Num {
	case mesgnum.FileId:
		f := mesgdef.NewFileId(&m)
		l.manufacturer, l.productName = f.Manufacturer, f.ProductName
	case mesgnum.Record:
		r := mesgdef.NewRecord(&m)
		if r.Timestamp.IsZero() || r.Timestamp.Unix() <= 0 {
			return
		}
		t := r.Timestamp.Unix()
		if l.records > 0 && t < l.lastT {
			return // out-of-order record: a stream only goes forward
		}
		l.records++
		l.lastT = t
		p := point{t: t}
		if r.HeartRate != 0xFF {
			p.hr = f64(float64(r.HeartRate))
		}
		if r.Cadence != 0xFF {
			p.cadence = f64(float64(r.Cadence))
		}
		if r.Power != 0xFFFF {
			p.power = f64(float64(r.Power))
		}
		if r.Temperature != 0x7F {
			p.temperature = f64(float64(r.Temperature))
		}
		if p.speed = num(r.EnhancedSpeedScaled()); p.speed == nil {
			p.speed = num(r.SpeedScaled())
		}
		if p.alt = num(r.EnhancedAltitudeScaled()); p.alt == nil {
			p.alt = num(r.AltitudeScaled())
		}
		p.dist = num(r.DistanceScaled())
		if r.PositionLat != 0x7FFFFFFF && r.PositionLong != 0x7FFFFFFF {
			p.lat = num(round6(semicircles.ToDegrees(r.PositionLat)))
			p.lng = num(round6(semicircles.ToDegrees(r.PositionLong)))
		}
		l.b.add(p)
	case mesgnum.Session:
		s := mesgdef.NewSession(&m)
		if l.start.IsZero() || (!s.StartTime.IsZero() && s.StartTime.Before(l.start)) {
			l.start = s.StartTime
		}
		if s.Sport != typedef.SportInvalid && s.Sport != typedef.SportTransition {
			if l.sport != typedef.SportInvalid && l.sport != s.Sport {
				l.sport = typedef.SportMultisport // swim, bike and run in one file
			} else {
				l.sport = s.Sport
			}
		}
		if s.TotalCalories != 0xFFFF {
			l.calories = addF(l.calories, float64(s.TotalCalories))
		}
		if d := num(s.TotalDistanceScaled()); d != nil {
			l.distance = addF(l.distance, *d)
		}
		if t := num(s.TotalTimerTimeScaled()); t != nil {
			l.movingTime = addF(l.movingTime, *t)
		}
	case mesgnum.Activity:
		a := mesgdef.NewActivity(&m)
		if !a.LocalTimestamp.IsZero() && !a.Timestamp.IsZero() {
			off := int(a.LocalTimestamp.Sub(a.Timestamp).Seconds())
			if off >= -18*3600 && off <= 18*3600 {
				l.offset = &off
			}
		}
	}
}

func addF(p *float64, v float64) *float64 {
	if p == nil {
		return f64(v)
	}
	return f64(*p + v)
}

func round6(v float64) float64 { return math.Round(v*1e6) / 1e6 }

// decodeFIT reads a FIT activity file (chained files included) into one
// workout with its per-second stream.
func decodeFIT(r io.Reader) (*fileWorkout, error) {
	l := &fitListener{sport: typedef.SportInvalid}
	dec := decoder.New(r, decoder.WithMesgListener(l), decoder.WithBroadcastOnly())
	n := 0
	for dec.Next() {
		if _, err := dec.Decode(); err != nil {
			return nil, badFile("not a readable FIT file: %v", err)
		}
		n++
	}
	if n == 0 {
		return nil, badFile("not a FIT file")
	}
	st := l.b.stream()
	if st == nil {
		return nil, badFile("the FIT file has no activity records")
	}
	w := &fileWorkout{Provider: providerFromCreator(l.manufacturer.String() + " " + l.productName)}
	w.Stream = st
	w.TimeStart = time.Unix(st.Time[0], 0).UTC()
	if !l.start.IsZero() && l.start.Before(w.TimeStart) {
		w.TimeStart = l.start.UTC()
	}
	w.TimeEnd = time.Unix(st.Time[len(st.Time)-1], 0).UTC()
	w.ProviderID = "fit-" + w.TimeStart.Format("20060102T150405Z")
	w.SportName = "other"
	if l.sport != typedef.SportInvalid {
		w.SportName = l.sport.String()
	}
	w.Calories, w.Distance, w.MovingTime, w.TimezoneOffset = l.calories, l.distance, (*assay.Whole)(l.movingTime), l.offset
	return w, nil
}

// --- GPX ---

type gpxPoint struct {
	Lat   float64  `xml:"lat,attr"`
	Lon   float64  `xml:"lon,attr"`
	Ele   *float64 `xml:"ele"`
	Time  string   `xml:"time"`
	HR    *float64 `xml:"extensions>TrackPointExtension>hr"`
	Cad   *float64 `xml:"extensions>TrackPointExtension>cad"`
	Temp  *float64 `xml:"extensions>TrackPointExtension>atemp"`
	Speed *float64 `xml:"extensions>TrackPointExtension>speed"`
	Power *float64 `xml:"extensions>power"`
}

// decodeGPX reads a GPX track, token by token, into a workout; distance
// and speed come from the positions when the file has none.
func decodeGPX(r io.Reader) (*fileWorkout, error) {
	d := xml.NewDecoder(r)
	w := &fileWorkout{}
	var b streamBuilder
	var dist float64
	var prev *gpxPoint
	var prevT int64
	seenGPX := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, badFile("not a readable GPX file: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "gpx":
			seenGPX = true
			for _, a := range se.Attr {
				if a.Name.Local == "creator" {
					w.Provider = providerFromCreator(a.Value)
				}
			}
		case "name":
			if w.Title == nil {
				var s string
				if d.DecodeElement(&s, &se) == nil && strings.TrimSpace(s) != "" {
					s = strings.TrimSpace(s)
					w.Title = &s
				}
			}
		case "type":
			var s string
			if d.DecodeElement(&s, &se) == nil {
				w.SportName = strings.TrimSpace(s)
			}
		case "trkpt":
			var p gpxPoint
			if err := d.DecodeElement(&p, &se); err != nil {
				return nil, badFile("bad GPX track point: %v", err)
			}
			t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(p.Time))
			if err != nil || (prev != nil && t.Unix() < prevT) {
				continue // a point without a usable time cannot go into a stream
			}
			pt := point{t: t.Unix(), lat: f64(round6(p.Lat)), lng: f64(round6(p.Lon)), alt: p.Ele,
				hr: p.HR, cadence: p.Cad, temperature: p.Temp, power: p.Power, speed: p.Speed}
			if prev != nil {
				step := haversine(prev.Lat, prev.Lon, p.Lat, p.Lon)
				dist += step
				if pt.speed == nil && t.Unix() > prevT {
					pt.speed = f64(math.Round(step/float64(t.Unix()-prevT)*1000) / 1000)
				}
			}
			pt.dist = f64(math.Round(dist*10) / 10)
			b.add(pt)
			prev, prevT = &p, t.Unix()
		}
	}
	if !seenGPX {
		return nil, badFile("not a GPX file")
	}
	return finishTrack(w, &b, "gpx")
}

func finishTrack(w *fileWorkout, b *streamBuilder, kind string) (*fileWorkout, error) {
	st := b.stream()
	if st == nil {
		return nil, badFile("the %s file has no timed track points", strings.ToUpper(kind))
	}
	w.Stream = st
	w.TimeStart = time.Unix(st.Time[0], 0).UTC()
	w.TimeEnd = time.Unix(st.Time[len(st.Time)-1], 0).UTC()
	if w.ProviderID == "" {
		w.ProviderID = kind + "-" + w.TimeStart.Format("20060102T150405Z")
	}
	if w.Provider == "" {
		w.Provider = "device_file"
	}
	return w, nil
}

// haversine returns the distance in metres between two positions.
func haversine(lat1, lon1, lat2, lon2 float64) float64 {
	const r = 6371008.8
	rad := math.Pi / 180
	dLat, dLon := (lat2-lat1)*rad, (lon2-lon1)*rad
	a := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * r * math.Asin(math.Min(1, math.Sqrt(a)))
}

// --- TCX ---

type tcxPoint struct {
	Time  string   `xml:"Time"`
	Lat   *float64 `xml:"Position>LatitudeDegrees"`
	Lon   *float64 `xml:"Position>LongitudeDegrees"`
	Alt   *float64 `xml:"AltitudeMeters"`
	Dist  *float64 `xml:"DistanceMeters"`
	HR    *float64 `xml:"HeartRateBpm>Value"`
	Cad   *float64 `xml:"Cadence"`
	Speed *float64 `xml:"Extensions>TPX>Speed"`
	Watts *float64 `xml:"Extensions>TPX>Watts"`
}

// decodeTCX reads a TCX activity, token by token, into a workout.
func decodeTCX(r io.Reader) (*fileWorkout, error) {
	d := xml.NewDecoder(r)
	w := &fileWorkout{}
	var b streamBuilder
	var calories, lapDist float64
	var prevT int64
	seen, laps := false, 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		} else if err != nil {
			return nil, badFile("not a readable TCX file: %v", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "TrainingCenterDatabase":
			seen = true
		case "Activity":
			for _, a := range se.Attr {
				if a.Name.Local == "Sport" {
					w.SportName = a.Value
				}
			}
		case "Id":
			var s string
			if d.DecodeElement(&s, &se) == nil && w.ProviderID == "" && strings.TrimSpace(s) != "" {
				w.ProviderID = "tcx-" + strings.TrimSpace(s)
			}
		case "Calories":
			var c float64
			if d.DecodeElement(&c, &se) == nil {
				calories += c
			}
		case "Lap":
			laps++
		case "Creator", "Author":
			var c struct {
				Name string `xml:"Name"`
			}
			if d.DecodeElement(&c, &se) == nil && (w.Provider == "" || w.Provider == "device_file") {
				w.Provider = providerFromCreator(c.Name)
			}
		case "Trackpoint":
			var p tcxPoint
			if err := d.DecodeElement(&p, &se); err != nil {
				return nil, badFile("bad TCX track point: %v", err)
			}
			t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(p.Time))
			if err != nil || (len(b.st.Time) > 0 && t.Unix() < prevT) {
				continue
			}
			prevT = t.Unix()
			pt := point{t: t.Unix(), alt: p.Alt, dist: p.Dist, hr: p.HR, cadence: p.Cad, speed: p.Speed, power: p.Watts}
			if p.Lat != nil && p.Lon != nil {
				pt.lat, pt.lng = f64(round6(*p.Lat)), f64(round6(*p.Lon))
			}
			if p.Dist != nil {
				lapDist = *p.Dist
			}
			b.add(pt)
		}
	}
	if !seen {
		return nil, badFile("not a TCX file")
	}
	if laps > 0 && calories > 0 {
		w.Calories = f64(calories)
	}
	if lapDist > 0 {
		w.Distance = f64(lapDist)
	}
	return finishTrack(w, &b, "tcx")
}
