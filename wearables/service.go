// Package wearables is the device-data service: it takes summaries,
// timeseries samples and workout streams from device files (FIT, GPX, TCX,
// an Apple Health export) and from batches pushed by a team's app, keeps the
// latest version of each, announces them as webhook events and serves them
// in the upstream shapes.
package wearables

import (
	"bytes"
	"context"
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
)

// Publisher sends a webhook event through the team's endpoints (the one
// delivery path, jobs.Webhooks).
type Publisher interface {
	Publish(ctx context.Context, ev assay.Event, orderKey string) error
}

// ImportQueue queues the reading of an import file.
type ImportQueue interface {
	EnqueueImport(ctx context.Context, im *assay.Import) error
}

var _ assay.WearableService = (*Service)(nil)

// DefaultMaxEventBytes is the default webhook size limit.
const DefaultMaxEventBytes = 256 << 10

// Service owns the rules of wearable data.
type Service struct {
	Store  *store.Store
	Blobs  store.Blobs
	Events Publisher   // nil: no webhooks
	Queue  ImportQueue // queues imports; nil: the API does not take files
	// MaxEventBytes is the webhook size limit that Events enforces
	// (ASSAY_WEBHOOK_MAX_BYTES): larger timeseries batches are split to fit
	// it, streams are announced shallow.
	MaxEventBytes int
	// Sessions, if set, exchanges sign-in tokens for device sessions.
	Sessions *Sessions
	Now      func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (s *Service) maxEventBytes() int {
	if s.MaxEventBytes > 0 {
		return s.MaxEventBytes
	}
	return DefaultMaxEventBytes
}

// Resources are the timeseries resources and their units.
var seriesUnits = map[string]string{
	"steps": "count", "calories_active": "kcal", "glucose": "mg/dL", "heartrate": "bpm",
}

// IsSeries reports whether resource is a timeseries resource.
func IsSeries(resource string) bool { _, ok := seriesUnits[resource]; return ok }

// intervalSeries have start and end on every sample.
func intervalSeries(resource string) bool {
	return resource == "steps" || resource == "calories_active"
}

var idSpace = uuid.MustParse("6f0b4a3e-7d0c-4b1e-9a57-0c6a3f1d2e88")

// recordID derives a summary id from what identifies it, so that the same
// day or workout from the same source always replaces itself.
func recordID(parts ...string) string {
	var b bytes.Buffer
	for _, p := range parts {
		b.WriteString(p)
		b.WriteByte(0)
	}
	return uuid.NewHash(sha1.New(), idSpace, b.Bytes(), 5).String()
}

// origin is who a batch comes from: the user and the source.
type origin struct {
	team, user   string
	clientUserID string
	provider     *assay.Provider
	sourceType   *string
}

func (o *origin) dataSource() assay.DataSource {
	t := assay.SourceTypeUnknown
	if o.sourceType != nil {
		t = *o.sourceType
	}
	return assay.DataSource{Source: sourceOf(o.provider), Provider: o.provider.Slug, Type: t}
}

// resolve checks the user and source of a batch and connects the source to
// the user the first time (provider.connection.created).
func (s *Service) resolve(ctx context.Context, teamID, userID, provider, sourceType string) (*origin, error) {
	p, ok := LookupProvider(provider)
	if !ok {
		return nil, assay.Invalid("Unknown provider; GET /v2/providers lists them.", "body", "provider")
	}
	u, err := s.Store.FindUser(ctx, teamID, userID)
	if err != nil {
		return nil, err
	}
	o := &origin{team: teamID, user: userID, clientUserID: u.ClientUserID, provider: p}
	if sourceType != "" {
		if len(sourceType) > 64 {
			return nil, assay.Invalid("source_type must be at most 64 characters", "body", "source_type")
		}
		o.sourceType = &sourceType
	}
	added, err := s.Store.AddConnectedSource(ctx, teamID, userID, sourceOf(p))
	if err != nil {
		return nil, err
	}
	if added {
		data := map[string]any{"source": sourceOf(p), "user_id": userID}
		if err := s.publish(ctx, o, assay.EventConnectionCreated, data); err != nil {
			return nil, err
		}
	}
	return o, nil
}

// publish sends one event; a body over the size limit is an error, never a
// delivery.
func (s *Service) publish(ctx context.Context, o *origin, eventType string, data any) error {
	if s.Events == nil {
		return nil
	}
	ev := assay.Event{EventType: eventType, Data: data, TeamID: o.team, UserID: o.user, ClientUserID: o.clientUserID}
	// One ordering key per user: a user's events arrive in order.
	return s.Events.Publish(ctx, ev, "wear:"+o.user)
}

func eventSize(ev assay.Event) int {
	b, err := json.Marshal(ev)
	if err != nil {
		return math.MaxInt
	}
	return len(b)
}

// sameContent reports whether two summaries differ only in their
// created_at and updated_at.
func sameContent[T any](a, b T, stamps func(*T) (*time.Time, *time.Time)) bool {
	ca, ua := stamps(&a)
	cb, ub := stamps(&b)
	*ca, *ua, *cb, *ub = time.Time{}, time.Time{}, time.Time{}, time.Time{}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

// upsert stores a summary of kind and reports whether it was created,
// changed, or left as it was. rec's CreatedAt and UpdatedAt are set.
func upsert[T any](ctx context.Context, s *Service, kind, userID, id string, score float64, rec *T, stamps func(*T) (*time.Time, *time.Time)) (created, changed bool, err error) {
	err = s.Store.UpsertSummary(ctx, kind, userID, id, score, func(old []byte) ([]byte, error) {
		now := s.now()
		c, u := stamps(rec)
		created, changed = old == nil, old == nil
		*c, *u = now, now
		if old != nil {
			var prev T
			if err := json.Unmarshal(old, &prev); err != nil {
				return nil, err
			}
			pc, _ := stamps(&prev)
			*c = *pc
			if sameContent(prev, *rec, stamps) {
				return nil, nil
			}
			changed = true
		}
		return json.Marshal(rec)
	})
	return created, changed, err
}

// --- activity ---

func activityStamps(a *assay.Activity) (*time.Time, *time.Time) { return &a.CreatedAt, &a.UpdatedAt }

// PutActivities stores daily activity summaries of one source. Each is
// identified by its source and calendar date; a newer version replaces the
// stored one and is announced as updated when its content changed.
func (s *Service) PutActivities(ctx context.Context, teamID, userID, provider, sourceType string, in []assay.Activity) ([]assay.Activity, error) {
	if err := checkBatch(len(in)); err != nil {
		return nil, err
	}
	for i, a := range in {
		if _, err := time.Parse(time.DateOnly, a.CalendarDate); err != nil {
			return nil, assay.Invalid("calendar_date must be a date (YYYY-MM-DD)", "body", "data", strconv.Itoa(i), "calendar_date")
		}
		if err := checkNonNegative(i, map[string]*float64{"steps": (*float64)(a.Steps), "calories_active": a.CaloriesActive,
			"calories_total": a.CaloriesTotal, "distance": a.Distance, "floors_climbed": (*float64)(a.FloorsClimbed),
			"daily_movement": a.DailyMovement, "low": a.Low, "medium": a.Medium, "high": a.High}); err != nil {
			return nil, err
		}
		if err := checkOffset(a.TimezoneOffset, "body", "data", strconv.Itoa(i), "timezone_offset"); err != nil {
			return nil, err
		}
	}
	o, err := s.resolve(ctx, teamID, userID, provider, sourceType)
	if err != nil {
		return nil, err
	}
	out := make([]assay.Activity, 0, len(in))
	for _, a := range in {
		a, err := s.putActivity(ctx, o, a)
		if err != nil {
			return nil, err
		}
		out = append(out, *a)
	}
	return out, nil
}

// putActivity stores one checked summary and announces it when it is new
// or its content changed.
func (s *Service) putActivity(ctx context.Context, o *origin, a assay.Activity) (*assay.Activity, error) {
	day, err := time.Parse(time.DateOnly, a.CalendarDate)
	if err != nil {
		return nil, assay.Invalid("calendar_date must be a date (YYYY-MM-DD)", "body", "calendar_date")
	}
	a.ID = recordID(o.user, "activity", o.provider.Slug, a.CalendarDate)
	a.UserID, a.Source = o.user, o.dataSource()
	if a.Date.IsZero() {
		a.Date = day
	}
	a.Date = a.Date.UTC()
	created, changed, err := upsert(ctx, s, "activity", o.user, a.ID, float64(day.Unix()), &a, activityStamps)
	if err != nil {
		return nil, err
	}
	if changed {
		ev := assay.EventActivityUpdated
		if created {
			ev = assay.EventActivityCreated
		}
		if err := s.publish(ctx, o, ev, a); err != nil {
			return nil, err
		}
	}
	return &a, nil
}

// --- workouts ---

func workoutStamps(w *assay.Workout) (*time.Time, *time.Time) { return &w.CreatedAt, &w.UpdatedAt }

// MaxStreamPoints bounds one workout stream (a day at 1 Hz, twice).
const MaxStreamPoints = 200_000

// PutWorkouts stores workouts of one source, each identified by its source
// and provider_id, with their streams. A stored stream is announced by a
// shallow workout_stream event and read through Stream.
func (s *Service) PutWorkouts(ctx context.Context, teamID, userID, provider, sourceType string, in []assay.WorkoutInput) ([]assay.Workout, error) {
	if err := checkBatch(len(in)); err != nil {
		return nil, err
	}
	for i := range in {
		if err := checkWorkout(i, &in[i]); err != nil {
			return nil, err
		}
	}
	o, err := s.resolve(ctx, teamID, userID, provider, sourceType)
	if err != nil {
		return nil, err
	}
	out := make([]assay.Workout, 0, len(in))
	for _, wi := range in {
		w, err := s.putWorkout(ctx, o, wi)
		if err != nil {
			return nil, err
		}
		out = append(out, *w)
	}
	return out, nil
}

func checkWorkout(i int, w *assay.WorkoutInput) error {
	loc := func(f string) []string { return []string{"body", "data", strconv.Itoa(i), f} }
	if w.ProviderID == "" || len(w.ProviderID) > 200 {
		return assay.Invalid("provider_id is required (1 to 200 characters)", loc("provider_id")...)
	}
	if w.TimeStart.IsZero() {
		return assay.Invalid("time_start is required", loc("time_start")...)
	}
	if w.TimeEnd.Before(w.TimeStart) {
		return assay.Invalid("time_end must not be before time_start", loc("time_end")...)
	}
	if err := checkOffset(w.TimezoneOffset, loc("timezone_offset")...); err != nil {
		return err
	}
	if err := checkNonNegative(i, map[string]*float64{"calories": w.Calories, "distance": w.Distance,
		"moving_time": (*float64)(w.MovingTime), "average_hr": (*float64)(w.AverageHR), "max_hr": (*float64)(w.MaxHR), "average_speed": w.AverageSpeed,
		"max_speed": w.MaxSpeed, "average_watts": w.AverageWatts, "max_watts": w.MaxWatts, "steps": (*float64)(w.Steps)}); err != nil {
		return err
	}
	if st := w.Stream; st != nil {
		n := len(st.Time)
		if n == 0 || n > MaxStreamPoints {
			return assay.Invalid(fmt.Sprintf("stream.time must have 1 to %d points", MaxStreamPoints), loc("stream")...)
		}
		for j := 1; j < n; j++ {
			if st.Time[j] < st.Time[j-1] {
				return assay.Invalid("stream.time must not go back in time", append(loc("stream"), "time", strconv.Itoa(j))...)
			}
		}
		for name, ch := range channels(st) {
			if ch != nil && len(*ch) != 0 && len(*ch) != n {
				return assay.Invalid("every stream channel must have as many values as stream.time", append(loc("stream"), name)...)
			}
		}
	}
	return nil
}

func (s *Service) putWorkout(ctx context.Context, o *origin, wi assay.WorkoutInput) (*assay.Workout, error) {
	w := wi.Workout
	w.ID = recordID(o.user, "workouts", o.provider.Slug, w.ProviderID)
	w.UserID, w.Source = o.user, o.dataSource()
	w.TimeStart, w.TimeEnd = w.TimeStart.UTC(), w.TimeEnd.UTC()
	if wi.SportName != "" {
		w.Sport = sportOf(wi.SportName)
	} else if w.Sport.Slug != "" {
		w.Sport = sportOf(w.Sport.Slug)
	} else {
		w.Sport = sportOf("other")
	}
	local := w.TimeStart
	if w.TimezoneOffset != nil {
		local = local.Add(time.Duration(*w.TimezoneOffset) * time.Second)
	}
	w.CalendarDate = local.Format(time.DateOnly)
	var streamJSON []byte
	if wi.Stream != nil {
		fillFromStream(&w, wi.Stream)
		var err error
		if streamJSON, err = json.Marshal(wi.Stream); err != nil {
			return nil, err
		}
		w.HasStream = true
	} else if old, err := s.Store.GetSummary(ctx, "workouts", o.user, w.ID); err == nil {
		// A summary sent again without its stream keeps the stored stream.
		var prev assay.Workout
		if json.Unmarshal(old, &prev) == nil {
			w.HasStream = prev.HasStream
		}
	}
	if err := s.Store.SetWorkoutOwner(ctx, w.ID, o.team, o.user); err != nil {
		return nil, err
	}
	if streamJSON != nil {
		key := streamKey(o.team, o.user, w.ID)
		if err := s.Store.AddUserBlob(ctx, o.user, key); err != nil {
			return nil, err
		}
		if err := s.Blobs.Put(ctx, key, bytes.NewReader(streamJSON), int64(len(streamJSON)), "application/json"); err != nil {
			return nil, err
		}
	}
	created, changed, err := upsert(ctx, s, "workouts", o.user, w.ID, float64(w.TimeStart.Unix()), &w, workoutStamps)
	if err != nil {
		return nil, err
	}
	if changed {
		ev := assay.EventWorkoutsUpdated
		if created {
			ev = assay.EventWorkoutsCreated
		}
		if err := s.publish(ctx, o, ev, w); err != nil {
			return nil, err
		}
	}
	if streamJSON != nil && changed {
		data := map[string]any{
			"message":     "The workout stream is ready: GET /v2/timeseries/workouts/" + w.ID + "/stream",
			"provider_id": w.ProviderID, "sport": w.Sport, "workout_id": w.ID,
			"user_id": o.user, "source": w.Source,
		}
		if err := s.publish(ctx, o, assay.EventWorkoutStreamCreated, data); err != nil {
			return nil, err
		}
	}
	return &w, nil
}

func streamKey(teamID, userID, workoutID string) string {
	return "teams/" + teamID + "/users/" + userID + "/wearables/streams/" + workoutID + ".json"
}

// Stream opens the stored stream of a team's workout (ClientFacingStream
// JSON) and returns its size. A workout without a stream has an empty one.
func (s *Service) Stream(ctx context.Context, teamID, workoutID string) (io.ReadCloser, int64, error) {
	userID, err := s.Store.WorkoutOwner(ctx, teamID, workoutID)
	if err != nil {
		return nil, 0, err
	}
	if _, err := s.Store.FindUser(ctx, teamID, userID); err != nil {
		return nil, 0, assay.Errorf(assay.ENOTFOUND, "Workout not found.")
	}
	raw, err := s.Store.GetSummary(ctx, "workouts", userID, workoutID)
	if err != nil {
		return nil, 0, assay.Errorf(assay.ENOTFOUND, "Workout not found.")
	}
	var w assay.Workout
	if err := json.Unmarshal(raw, &w); err != nil {
		return nil, 0, err
	}
	if !w.HasStream {
		b := []byte(`{"time":[]}`)
		return io.NopCloser(bytes.NewReader(b)), int64(len(b)), nil
	}
	r, err := s.Blobs.Get(ctx, streamKey(teamID, userID, workoutID))
	if err != nil {
		return nil, 0, err
	}
	return r, -1, nil
}

// --- timeseries ---

// PutSamples stores a batch of samples of one resource from one source. A
// sample is identified by resource, source provider, source type and
// timestamp; one sent again replaces the stored one. The batch is announced
// as one daily.data.<resource>.created event (split only to stay within the
// webhook size limit). It returns the samples as stored.
func (s *Service) PutSamples(ctx context.Context, teamID, userID, resource, provider, sourceType string, in []assay.Sample) ([]assay.Sample, error) {
	unit, ok := seriesUnits[resource]
	if !ok {
		return nil, assay.Invalid("resource must be one of steps, calories_active, glucose, heartrate", "path", "resource")
	}
	if len(in) == 0 || len(in) > MaxSamplesPerBatch {
		return nil, assay.Invalid(fmt.Sprintf("data must hold 1 to %d samples", MaxSamplesPerBatch), "body", "data")
	}
	for i := range in {
		if err := normalizeSample(resource, unit, i, &in[i]); err != nil {
			return nil, err
		}
	}
	o, err := s.resolve(ctx, teamID, userID, provider, sourceType)
	if err != nil {
		return nil, err
	}
	return s.storeSamples(ctx, o, resource, in)
}

// MaxSamplesPerBatch bounds one pushed batch.
const MaxSamplesPerBatch = 10_000

func (s *Service) storeSamples(ctx context.Context, o *origin, resource string, in []assay.Sample) ([]assay.Sample, error) {
	keyed := make([]store.KeyedSample, 0, len(in))
	// The same key twice in one batch: the later sample wins, as it would
	// across batches.
	seen := make(map[string]int, len(in))
	var samples []assay.Sample
	for _, smp := range in {
		if smp.Type == nil {
			smp.Type = o.sourceType
		}
		typ := ""
		if smp.Type != nil {
			typ = *smp.Type
		}
		key := o.provider.Slug + "|" + typ + "|" + smp.Timestamp.UTC().Format(time.RFC3339Nano)
		b, err := json.Marshal(smp)
		if err != nil {
			return nil, err
		}
		ks := store.KeyedSample{Key: key, Score: float64(smp.Timestamp.Unix()), JSON: b}
		if j, dup := seen[key]; dup {
			keyed[j], samples[j] = ks, smp
			continue
		}
		seen[key] = len(keyed)
		keyed = append(keyed, ks)
		samples = append(samples, smp)
	}
	if err := s.Store.PutSamples(ctx, o.user, resource, keyed); err != nil {
		return nil, err
	}
	return samples, s.publishSamples(ctx, o, resource, samples)
}

// publishSamples sends a batch as one event, or as consecutive halves when
// one event would exceed the webhook size limit.
func (s *Service) publishSamples(ctx context.Context, o *origin, resource string, samples []assay.Sample) error {
	data := map[string]any{"data": samples, "source_id": o.provider.ID, "user_id": o.user, "source": o.dataSource()}
	ev := assay.Event{EventType: "daily.data." + resource + ".created", Data: data, TeamID: o.team, UserID: o.user, ClientUserID: o.clientUserID}
	if len(samples) > 1 && eventSize(ev) > s.maxEventBytes() {
		h := len(samples) / 2
		if err := s.publishSamples(ctx, o, resource, samples[:h]); err != nil {
			return err
		}
		return s.publishSamples(ctx, o, resource, samples[h:])
	}
	return s.publish(ctx, o, ev.EventType, data)
}

func normalizeSample(resource, unit string, i int, smp *assay.Sample) error {
	loc := func(f string) []string { return []string{"body", "data", strconv.Itoa(i), f} }
	if smp.Timestamp.IsZero() && smp.Start != nil {
		smp.Timestamp = *smp.Start
	}
	if smp.Timestamp.IsZero() {
		return assay.Invalid("timestamp is required", loc("timestamp")...)
	}
	smp.Timestamp = smp.Timestamp.UTC()
	if math.IsNaN(smp.Value) || math.IsInf(smp.Value, 0) || smp.Value < 0 {
		return assay.Invalid("value must be a non-negative number", loc("value")...)
	}
	if resource == "glucose" && (smp.Unit == "mmol/L" || smp.Unit == "mmol/l") {
		// One unit per resource; 18.016 mg/dL per mmol/L of glucose.
		smp.Value = math.Round(smp.Value*18.016*10) / 10
		smp.Unit = unit
	}
	if smp.Unit == "" {
		smp.Unit = unit
	}
	if smp.Unit != unit {
		return assay.Invalid("unit of "+resource+" must be "+unit, loc("unit")...)
	}
	if err := checkOffset(smp.TimezoneOffset, loc("timezone_offset")...); err != nil {
		return err
	}
	if smp.Type != nil && len(*smp.Type) > 64 {
		return assay.Invalid("type must be at most 64 characters", loc("type")...)
	}
	if intervalSeries(resource) {
		if smp.Start == nil {
			t := smp.Timestamp
			smp.Start = &t
		}
		if smp.End == nil {
			t := *smp.Start
			smp.End = &t
		}
		st, en := smp.Start.UTC(), smp.End.UTC()
		if en.Before(st) {
			return assay.Invalid("end must not be before start", loc("end")...)
		}
		smp.Start, smp.End = &st, &en
	} else {
		smp.Start, smp.End = nil, nil
	}
	return nil
}

func checkBatch(n int) error {
	if n == 0 || n > 1000 {
		return assay.Invalid("data must hold 1 to 1000 records", "body", "data")
	}
	return nil
}

func checkOffset(off *int, loc ...string) error {
	if off != nil && (*off < -18*3600 || *off > 18*3600) {
		return assay.Invalid("timezone_offset must be seconds within ±18 hours", loc...)
	}
	return nil
}

func checkNonNegative(i int, fields map[string]*float64) error {
	for name, v := range fields {
		if v != nil && (math.IsNaN(*v) || math.IsInf(*v, 0) || *v < 0) {
			return assay.Invalid(name+" must be a non-negative number", "body", "data", strconv.Itoa(i), name)
		}
	}
	return nil
}

// --- reads ---

// DateRange parses the start_date and end_date query values: dates
// (YYYY-MM-DD) or date-times; end_date defaults to now and a date end is
// inclusive.
func DateRange(start, end string, now time.Time) (time.Time, time.Time, error) {
	from, err := parseDateOrTime(start, false)
	if err != nil {
		return time.Time{}, time.Time{}, assay.Invalid("start_date must be a date (YYYY-MM-DD) or a date-time", "query", "start_date")
	}
	to := now
	if end != "" {
		if to, err = parseDateOrTime(end, true); err != nil {
			return time.Time{}, time.Time{}, assay.Invalid("end_date must be a date (YYYY-MM-DD) or a date-time", "query", "end_date")
		}
	}
	if to.Before(from) {
		return time.Time{}, time.Time{}, assay.Invalid("end_date must not be before start_date", "query", "end_date")
	}
	return from, to, nil
}

func parseDateOrTime(v string, endOfDay bool) (time.Time, error) {
	if d, err := time.Parse(time.DateOnly, v); err == nil {
		if endOfDay {
			d = d.Add(24*time.Hour - time.Nanosecond)
		}
		return d, nil
	}
	return time.Parse(time.RFC3339Nano, v)
}

// readRange checks the query values of a read and the user.
func (s *Service) readRange(ctx context.Context, teamID, userID, startDate, endDate, provider string) (time.Time, time.Time, error) {
	if startDate == "" {
		return time.Time{}, time.Time{}, assay.InvalidAs("missing", "Field required", "query", "start_date")
	}
	from, to, err := DateRange(startDate, endDate, s.now())
	if err != nil {
		return from, to, err
	}
	if _, ok := LookupProvider(provider); provider != "" && !ok {
		return from, to, assay.InvalidAs("enum", "Unknown provider", "query", "provider")
	}
	_, err = s.Store.FindUser(ctx, teamID, userID)
	return from, to, err
}

// Activities returns a team user's daily summaries dated from startDate to
// endDate, optionally of one provider.
func (s *Service) Activities(ctx context.Context, teamID, userID, startDate, endDate, provider string) ([]assay.Activity, error) {
	from, to, err := s.readRange(ctx, teamID, userID, startDate, endDate, provider)
	if err != nil {
		return nil, err
	}
	// Summaries are indexed by calendar date at midnight UTC.
	from = time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, time.UTC)
	all, err := s.Store.RangeActivities(ctx, userID, from, to)
	if err != nil {
		return nil, err
	}
	return byProvider(all, provider, func(a *assay.Activity) string { return a.Source.Provider }), err
}

// Workouts returns a team user's workouts started from startDate to
// endDate, optionally of one provider.
func (s *Service) Workouts(ctx context.Context, teamID, userID, startDate, endDate, provider string) ([]assay.Workout, error) {
	from, to, err := s.readRange(ctx, teamID, userID, startDate, endDate, provider)
	if err != nil {
		return nil, err
	}
	all, err := s.Store.RangeWorkouts(ctx, userID, from, to)
	return byProvider(all, provider, func(w *assay.Workout) string { return w.Source.Provider }), err
}

// Series returns a team user's samples of resource timed from startDate
// to endDate.
func (s *Service) Series(ctx context.Context, teamID, userID, resource, startDate, endDate string) ([]assay.Sample, error) {
	if !IsSeries(resource) {
		return nil, assay.Errorf(assay.ENOTFOUND, "Not Found")
	}
	from, to, err := s.readRange(ctx, teamID, userID, startDate, endDate, "")
	if err != nil {
		return nil, err
	}
	return s.Store.RangeSeries(ctx, userID, resource, from, to)
}

func byProvider[T any](all []T, provider string, of func(*T) string) []T {
	if provider == "" || all == nil {
		return all
	}
	out := all[:0]
	for i := range all {
		if of(&all[i]) == provider {
			out = append(out, all[i])
		}
	}
	return out
}

// UserProviders returns the sources connected to a team's user, in the
// upstream shape of GET /v2/user/providers/{user_id}.
func (s *Service) UserProviders(ctx context.Context, teamID, userID string) ([]map[string]any, error) {
	u, err := s.Store.FindUser(ctx, teamID, userID)
	if err != nil {
		return nil, err
	}
	out := []map[string]any{}
	for _, c := range u.ConnectedSources {
		avail := map[string]any{}
		if p, ok := LookupProvider(c.Source.Slug); ok {
			for _, r := range p.SupportedResources {
				avail[r] = map[string]any{"status": "available"}
			}
		}
		out = append(out, map[string]any{"name": c.Source.Name, "slug": c.Source.Slug, "logo": c.Source.Logo,
			"created_on": c.CreatedOn, "status": "connected", "resource_availability": avail})
	}
	return out, nil
}

// DeleteUser deletes a team user's wearable records and files. The caller
// deletes the user record afterwards.
func (s *Service) DeleteUser(ctx context.Context, teamID, userID string) error {
	if _, err := s.Store.FindUser(ctx, teamID, userID); err != nil {
		return err
	}
	blobs, err := s.Store.DeleteWearables(ctx, userID)
	if err != nil {
		return err
	}
	for _, k := range blobs {
		if err := s.Blobs.Delete(ctx, k); err != nil {
			return err
		}
	}
	return nil
}

// ErasingUsers is the user service with erasure of wearable data: deleting a
// user first deletes the user's wearable records and files.
type ErasingUsers struct {
	assay.UserService
	Wearables *Service
}

// DeleteUser deletes a team's user and its wearable data.
func (u ErasingUsers) DeleteUser(ctx context.Context, teamID, userID string) error {
	if err := u.Wearables.DeleteUser(ctx, teamID, userID); err != nil {
		return err
	}
	return u.UserService.DeleteUser(ctx, teamID, userID)
}
