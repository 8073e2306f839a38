package wearables

import (
	"math"

	"github.com/assayhq/assay"
)

// channels names the value arrays of a stream.
func channels(st *assay.Stream) map[string]*[]*float64 {
	return map[string]*[]*float64{
		"heartrate": &st.Heartrate, "velocity_smooth": &st.VelocitySmooth, "altitude": &st.Altitude,
		"cadence": &st.Cadence, "lat": &st.Lat, "lng": &st.Lng, "distance": &st.Distance,
		"power": &st.Power, "temperature": &st.Temperature,
	}
}

// streamBuilder appends one point at a time; a channel that never gets a
// value is left out of the stream.
type streamBuilder struct {
	st  assay.Stream
	any [9]bool
}

type point struct {
	t                                                           int64
	hr, speed, alt, cadence, lat, lng, dist, power, temperature *float64
}

func (b *streamBuilder) add(p point) {
	b.st.Time = append(b.st.Time, p.t)
	chs := [9]*[]*float64{&b.st.Heartrate, &b.st.VelocitySmooth, &b.st.Altitude, &b.st.Cadence,
		&b.st.Lat, &b.st.Lng, &b.st.Distance, &b.st.Power, &b.st.Temperature}
	vals := [9]*float64{p.hr, p.speed, p.alt, p.cadence, p.lat, p.lng, p.dist, p.power, p.temperature}
	for i, ch := range chs {
		*ch = append(*ch, vals[i])
		if vals[i] != nil {
			b.any[i] = true
		}
	}
}

func (b *streamBuilder) stream() *assay.Stream {
	if len(b.st.Time) == 0 {
		return nil
	}
	chs := [9]*[]*float64{&b.st.Heartrate, &b.st.VelocitySmooth, &b.st.Altitude, &b.st.Cadence,
		&b.st.Lat, &b.st.Lng, &b.st.Distance, &b.st.Power, &b.st.Temperature}
	for i, ch := range chs {
		if !b.any[i] {
			*ch = nil
		}
	}
	return &b.st
}

func f64(v float64) *float64 { return &v }

// fillFromStream sets the summary fields a workout lacks from its stream:
// heart rate, speed, power, elevation, distance and moving time.
func fillFromStream(w *assay.Workout, st *assay.Stream) {
	avgMax := func(vals []*float64) (avg, max *float64) {
		var sum, mx float64
		n := 0
		for _, v := range vals {
			if v == nil {
				continue
			}
			sum += *v
			mx = math.Max(mx, *v)
			n++
		}
		if n == 0 {
			return nil, nil
		}
		return f64(math.Round(sum/float64(n)*100) / 100), f64(mx)
	}
	setIfNil := func(dst **float64, v *float64) {
		if *dst == nil && v != nil {
			*dst = v
		}
	}
	a, m := avgMax(st.Heartrate)
	if w.AverageHR == nil && a != nil {
		w.AverageHR = (*assay.Whole)(a)
	}
	if w.MaxHR == nil && m != nil {
		w.MaxHR = (*assay.Whole)(m)
	}
	a, m = avgMax(st.VelocitySmooth)
	setIfNil(&w.AverageSpeed, a)
	setIfNil(&w.MaxSpeed, m)
	a, m = avgMax(st.Power)
	setIfNil(&w.AverageWatts, a)
	setIfNil(&w.MaxWatts, m)
	if w.Distance == nil {
		for i := len(st.Distance) - 1; i >= 0; i-- {
			if st.Distance[i] != nil {
				w.Distance = f64(*st.Distance[i])
				break
			}
		}
	}
	var lo, hi, gain, prev *float64
	for _, v := range st.Altitude {
		if v == nil {
			continue
		}
		if lo == nil || *v < *lo {
			lo = f64(*v)
		}
		if hi == nil || *v > *hi {
			hi = f64(*v)
		}
		if prev != nil && *v > *prev {
			if gain == nil {
				gain = f64(0)
			}
			*gain += *v - *prev
		}
		prev = v
	}
	if gain != nil {
		*gain = math.Round(*gain*10) / 10
	}
	setIfNil(&w.ElevLow, lo)
	setIfNil(&w.ElevHigh, hi)
	setIfNil(&w.TotalElevationGain, gain)
	if w.MovingTime == nil && len(st.VelocitySmooth) == len(st.Time) {
		moving := 0.0
		for i := 1; i < len(st.Time); i++ {
			if v := st.VelocitySmooth[i]; v != nil && *v > 0.5 {
				moving += float64(st.Time[i] - st.Time[i-1])
			}
		}
		if moving > 0 {
			w.MovingTime = (*assay.Whole)(f64(moving))
		}
	}
}
