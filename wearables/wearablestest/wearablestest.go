// Package wearablestest makes the device files the wearables tests and
// benchmarks read: FIT activities written with the FIT library's encoder,
// GPX and TCX tracks, and Apple Health exports of any size. The same ride
// model feeds every format, so their outputs can be compared.
package wearablestest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/muktihari/fit/encoder"
	"github.com/muktihari/fit/kit/semicircles"
	"github.com/muktihari/fit/profile/filedef"
	"github.com/muktihari/fit/profile/mesgdef"
	"github.com/muktihari/fit/profile/typedef"
)

// Start is when every generated activity begins.
var Start = time.Date(2026, 11, 2, 7, 30, 0, 0, time.UTC)

// Point is one second of the ride model.
type Point struct {
	T         time.Time
	Lat, Lng  float64
	Alt       float64 // m
	Dist      float64 // m from the start
	Speed     float64 // m/s
	HR, Cad   uint8
	Power     uint16
	Temp      int8
	Calories  float64 // cumulative kcal
	StepIndex int
}

// Ride returns n one-second points of a deterministic ride: a loop near
// Lake Geneva with rolling hills, heart rate following effort.
func Ride(n int) []Point {
	pts := make([]Point, n)
	var dist, kcal float64
	for i := range pts {
		f := float64(i)
		speed := 8 + 2*math.Sin(f/300) + 0.5*math.Sin(f/17)
		dist += speed
		power := 180 + 60*math.Sin(f/300) + 20*math.Sin(f/23)
		kcal += power / 1000 * 3.6 / 0.24 / 3.6 // kJ of work over ~24% efficiency, in kcal
		// A 20 km circle, so that distance along the positions matches dist.
		angle := dist / 20000 * 2 * math.Pi
		radius := 20000 / (2 * math.Pi)
		pts[i] = Point{
			T:        Start.Add(time.Duration(i) * time.Second),
			Lat:      46.45 + radius/111195*math.Sin(angle),
			Lng:      6.60 + radius/(111195*math.Cos(46.45*math.Pi/180))*math.Cos(angle),
			Alt:      math.Round((400+40*math.Sin(f/600)+5*math.Sin(f/41))*10) / 10,
			Dist:     math.Round(dist*100) / 100,
			Speed:    math.Round(speed*1000) / 1000,
			HR:       uint8(120 + 25*math.Sin(f/300) + 5*math.Sin(f/31)),
			Cad:      uint8(85 + 8*math.Sin(f/50)),
			Power:    uint16(power),
			Temp:     int8(14 + 3*math.Sin(f/3600)),
			Calories: kcal,
		}
	}
	return pts
}

// FIT returns a FIT activity file of the ride, as a device of the given
// manufacturer writes it: file id, per-second records, a lap, a session
// and the activity (with its local time, UTC+1).
func FIT(pts []Point, manufacturer typedef.Manufacturer, productName string) ([]byte, error) {
	act := filedef.NewActivity()
	first, last := pts[0], pts[len(pts)-1]
	act.FileId.SetType(typedef.FileActivity).SetTimeCreated(first.T).SetManufacturer(manufacturer).
		SetProduct(1).SetProductName(productName)
	for _, p := range pts {
		act.Records = append(act.Records, mesgdef.NewRecord(nil).
			SetTimestamp(p.T).
			SetPositionLat(semicircles.ToSemicircles(p.Lat)).
			SetPositionLong(semicircles.ToSemicircles(p.Lng)).
			SetDistance(uint32(math.Round(p.Dist*100))).
			SetEnhancedSpeed(uint32(math.Round(p.Speed*1000))).
			SetEnhancedAltitude(uint32(math.Round((p.Alt+500)*5))).
			SetHeartRate(p.HR).
			SetCadence(p.Cad).
			SetPower(p.Power).
			SetTemperature(p.Temp))
	}
	elapsed := uint32(last.T.Sub(first.T).Seconds() * 1000)
	act.Laps = append(act.Laps, mesgdef.NewLap(nil).SetTimestamp(last.T).SetStartTime(first.T).
		SetTotalElapsedTime(elapsed).SetTotalTimerTime(elapsed).SetTotalDistance(uint32(last.Dist*100)))
	act.Sessions = append(act.Sessions, mesgdef.NewSession(nil).SetTimestamp(last.T).SetStartTime(first.T).
		SetSport(typedef.SportCycling).SetSubSport(typedef.SubSportRoad).
		SetTotalElapsedTime(elapsed).SetTotalTimerTime(elapsed).SetTotalDistance(uint32(last.Dist*100)).
		SetTotalCalories(uint16(last.Calories)))
	act.Activity = mesgdef.NewActivity(nil).SetType(typedef.ActivityManual).SetTimestamp(last.T).
		SetLocalTimestamp(last.T.Add(time.Hour)).SetNumSessions(1).SetTotalTimerTime(elapsed)
	fit := act.ToFIT(nil)
	var buf bytes.Buffer
	if err := encoder.New(&buf).Encode(&fit); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// GPX returns the ride as a GPX 1.1 track with Garmin's track point
// extensions (heart rate, cadence, temperature) and power.
func GPX(pts []Point, creator string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator=%q xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
 <metadata><time>%s</time></metadata>
 <trk><name>Morning Ride</name><type>cycling</type><trkseg>
`, creator, pts[0].T.Format(time.RFC3339))
	for _, p := range pts {
		fmt.Fprintf(&b, `  <trkpt lat="%.6f" lon="%.6f"><ele>%.1f</ele><time>%s</time><extensions><power>%d</power><gpxtpx:TrackPointExtension><gpxtpx:atemp>%d</gpxtpx:atemp><gpxtpx:hr>%d</gpxtpx:hr><gpxtpx:cad>%d</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>
`, p.Lat, p.Lng, p.Alt, p.T.Format(time.RFC3339), p.Power, p.Temp, p.HR, p.Cad)
	}
	b.WriteString(" </trkseg></trk>\n</gpx>\n")
	return b.Bytes()
}

// TCX returns the ride as a Training Center database with one lap.
func TCX(pts []Point, creator string) []byte {
	var b bytes.Buffer
	first, last := pts[0], pts[len(pts)-1]
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:ns3="http://www.garmin.com/xmlschemas/ActivityExtension/v2">
 <Activities><Activity Sport="Biking"><Id>%s</Id>
  <Lap StartTime="%s"><TotalTimeSeconds>%d</TotalTimeSeconds><DistanceMeters>%.2f</DistanceMeters><Calories>%d</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>
`, first.T.Format(time.RFC3339), first.T.Format(time.RFC3339), int(last.T.Sub(first.T).Seconds()), last.Dist, int(last.Calories))
	for _, p := range pts {
		fmt.Fprintf(&b, `   <Trackpoint><Time>%s</Time><Position><LatitudeDegrees>%.6f</LatitudeDegrees><LongitudeDegrees>%.6f</LongitudeDegrees></Position><AltitudeMeters>%.1f</AltitudeMeters><DistanceMeters>%.2f</DistanceMeters><HeartRateBpm><Value>%d</Value></HeartRateBpm><Cadence>%d</Cadence><Extensions><ns3:TPX><ns3:Speed>%.3f</ns3:Speed><ns3:Watts>%d</ns3:Watts></ns3:TPX></Extensions></Trackpoint>
`, p.T.Format(time.RFC3339), p.Lat, p.Lng, p.Alt, p.Dist, p.HR, p.Cad, p.Speed, p.Power)
	}
	fmt.Fprintf(&b, `  </Track></Lap>
  <Creator xsi:type="Device_t" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><Name>%s</Name></Creator>
 </Activity></Activities>
</TrainingCenterDatabase>
`, creator)
	return b.Bytes()
}

const appleTime = "2006-01-02 15:04:05 -0700"

// AppleExportXML writes an export.xml: for each of days days from Start,
// hourly step and active-energy records from an Apple Watch and an iPhone,
// a glucose reading every 15 minutes (in mmol/L on odd days) and one
// cycling workout a day with a route. It stops once it has written at least
// minBytes (0: after days). It returns the number of days written.
func AppleExportXML(w io.Writer, days int, minBytes int64) (int, error) {
	cw := &countWriter{w: w}
	loc := time.FixedZone("", -8*3600)
	fmt.Fprint(cw, `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData locale CDATA #REQUIRED>
]>
<HealthData locale="en_US">
 <ExportDate value="2026-11-20 10:00:00 -0800"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>
`)
	watch := `sourceName="Apple Watch" sourceVersion="11.1" device="&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,1, software:11.1&gt;"`
	phone := `sourceName="iPhone" sourceVersion="18.1" device="&lt;&lt;HKDevice: 0x2&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone16,1, software:18.1&gt;"`
	day0 := time.Date(Start.Year(), Start.Month(), Start.Day(), 0, 0, 0, 0, loc)
	written := 0
	for d := 0; d < days || minBytes > 0; d++ {
		if minBytes > 0 && cw.n >= minBytes {
			break
		}
		day := day0.AddDate(0, 0, d)
		for h := 6; h < 22; h++ {
			s, e := day.Add(time.Duration(h)*time.Hour), day.Add(time.Duration(h)*time.Hour+59*time.Minute)
			for _, src := range []string{watch, phone} {
				steps := 200 + (d*37+h*53)%700
				fmt.Fprintf(cw, ` <Record type="HKQuantityTypeIdentifierStepCount" %s unit="count" creationDate="%s" startDate="%s" endDate="%s" value="%d"/>
`, src, e.Format(appleTime), s.Format(appleTime), e.Format(appleTime), steps)
			}
			fmt.Fprintf(cw, ` <Record type="HKQuantityTypeIdentifierActiveEnergyBurned" %s unit="Cal" creationDate="%s" startDate="%s" endDate="%s" value="%.3f"/>
`, watch, e.Format(appleTime), s.Format(appleTime), e.Format(appleTime), 20+float64((d*11+h*7)%40)+0.125)
			fmt.Fprintf(cw, ` <Record type="HKQuantityTypeIdentifierDistanceWalkingRunning" %s unit="km" creationDate="%s" startDate="%s" endDate="%s" value="0.35"/>
`, watch, e.Format(appleTime), s.Format(appleTime), e.Format(appleTime))
			fmt.Fprintf(cw, ` <Record type="HKQuantityTypeIdentifierHeartRate" %s unit="count/min" creationDate="%s" startDate="%s" endDate="%s" value="%d"/>
`, watch, s.Format(appleTime), s.Format(appleTime), s.Format(appleTime), 60+(d+h)%30)
			for q := 0; q < 4; q++ {
				t := s.Add(time.Duration(q) * 15 * time.Minute)
				unit, val := "mg/dL", fmt.Sprintf("%d", 90+(d*5+h*3+q)%40)
				if d%2 == 1 {
					unit, val = "mmol&lt;180.15588000005408&gt;/L", fmt.Sprintf("%.1f", float64(90+(d*5+h*3+q)%40)/18.016)
				}
				fmt.Fprintf(cw, ` <Record type="HKQuantityTypeIdentifierBloodGlucose" sourceName="Dexcom G7" unit="%s" creationDate="%s" startDate="%s" endDate="%s" value="%s"/>
`, unit, t.Format(appleTime), t.Format(appleTime), t.Format(appleTime), val)
			}
		}
		ws := day.Add(17 * time.Hour)
		fmt.Fprintf(cw, ` <Workout workoutActivityType="HKWorkoutActivityTypeCycling" duration="30" durationUnit="min" %s creationDate="%s" startDate="%s" endDate="%s">
  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="%s" endDate="%s" sum="310.5" unit="Cal"/>
  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceCycling" startDate="%s" endDate="%s" sum="14.2" unit="km"/>
  <WorkoutRoute sourceName="Apple Watch" sourceVersion="11.1" creationDate="%s" startDate="%s" endDate="%s">
   <FileReference path="/workout-routes/route_%s.gpx"/>
  </WorkoutRoute>
 </Workout>
`, watch, ws.Add(30*time.Minute).Format(appleTime), ws.Format(appleTime), ws.Add(30*time.Minute).Format(appleTime),
			ws.Format(appleTime), ws.Add(30*time.Minute).Format(appleTime), ws.Format(appleTime), ws.Add(30*time.Minute).Format(appleTime),
			ws.Format(appleTime), ws.Format(appleTime), ws.Add(30*time.Minute).Format(appleTime), ws.Format("2006-01-02_3.04pm"))
		written++
	}
	fmt.Fprint(cw, "</HealthData>\n")
	return written, cw.err
}

// AppleExportZip writes an export.zip (apple_health_export/export.xml and a
// GPX route for each day's workout: 30 minutes, a point every 5 seconds).
func AppleExportZip(w io.Writer, days int, minBytes int64) (int, error) {
	zw := zip.NewWriter(w)
	xw, err := zw.Create("apple_health_export/export.xml")
	if err != nil {
		return 0, err
	}
	n, err := AppleExportXML(xw, days, minBytes)
	if err != nil {
		return 0, err
	}
	loc := time.FixedZone("", -8*3600)
	day0 := time.Date(Start.Year(), Start.Month(), Start.Day(), 0, 0, 0, 0, loc)
	route := Ride(360)
	for d := 0; d < n; d++ {
		ws := day0.AddDate(0, 0, d).Add(17 * time.Hour)
		pts := make([]Point, len(route))
		for i, p := range route {
			p.T = ws.Add(time.Duration(i) * 5 * time.Second).UTC()
			pts[i] = p
		}
		rw, err := zw.Create("apple_health_export/workout-routes/route_" + ws.Format("2006-01-02_3.04pm") + ".gpx")
		if err != nil {
			return 0, err
		}
		if _, err := rw.Write(GPX(pts, "Apple Watch")); err != nil {
			return 0, err
		}
	}
	return n, zw.Close()
}

type countWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	c.err = err
	return n, err
}
