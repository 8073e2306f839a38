package assay

import "time"

// Wearable and device data, in the upstream client-facing shapes.

// Wearable data event types.
const (
	EventConnectionCreated     = "provider.connection.created"
	EventActivityCreated       = "daily.data.activity.created"
	EventActivityUpdated       = "daily.data.activity.updated"
	EventWorkoutsCreated       = "daily.data.workouts.created"
	EventWorkoutsUpdated       = "daily.data.workouts.updated"
	EventWorkoutStreamCreated  = "daily.data.workout_stream.created"
	EventStepsCreated          = "daily.data.steps.created"
	EventCaloriesActiveCreated = "daily.data.calories_active.created"
	EventGlucoseCreated        = "daily.data.glucose.created"
	EventHeartrateCreated      = "daily.data.heartrate.created"
)

// DataSource is the source of a summary or sample as the upstream shows it:
// the Source fields plus provider (the slug again, which the SDK requires)
// and the device type.
type DataSource struct {
	Source
	Provider string  `json:"provider"`
	Type     *string `json:"type"`
}

// Activity is a daily activity summary (upstream ClientFacingActivity).
type Activity struct {
	ID             string     `json:"id"`
	UserID         string     `json:"user_id"`
	CalendarDate   string     `json:"calendar_date"`
	Date           time.Time  `json:"date"`
	CaloriesActive *float64   `json:"calories_active"`
	CaloriesTotal  *float64   `json:"calories_total"`
	DailyMovement  *float64   `json:"daily_movement"`
	Distance       *float64   `json:"distance"`
	FloorsClimbed  *float64   `json:"floors_climbed"`
	High           *float64   `json:"high"`
	Low            *float64   `json:"low"`
	Medium         *float64   `json:"medium"`
	Steps          *float64   `json:"steps"`
	TimezoneOffset *int       `json:"timezone_offset"`
	Source         DataSource `json:"source"`
	CreatedAt      time.Time  `json:"created_at"`
	UpdatedAt      time.Time  `json:"updated_at"`
}

// Sport is a workout's sport (upstream ClientFacingSport).
type Sport struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
	Slug string `json:"slug"`
}

// Workout is a workout summary (upstream ClientFacingWorkout).
type Workout struct {
	ID                 string     `json:"id"`
	UserID             string     `json:"user_id"`
	ProviderID         string     `json:"provider_id"`
	Title              *string    `json:"title"`
	CalendarDate       string     `json:"calendar_date"`
	TimeStart          time.Time  `json:"time_start"`
	TimeEnd            time.Time  `json:"time_end"`
	TimezoneOffset     *int       `json:"timezone_offset"`
	Sport              Sport      `json:"sport"`
	Calories           *float64   `json:"calories"`
	Distance           *float64   `json:"distance"`
	MovingTime         *float64   `json:"moving_time"`
	TotalElevationGain *float64   `json:"total_elevation_gain"`
	ElevHigh           *float64   `json:"elev_high"`
	ElevLow            *float64   `json:"elev_low"`
	AverageHR          *float64   `json:"average_hr"`
	MaxHR              *float64   `json:"max_hr"`
	AverageSpeed       *float64   `json:"average_speed"`
	MaxSpeed           *float64   `json:"max_speed"`
	AverageWatts       *float64   `json:"average_watts"`
	MaxWatts           *float64   `json:"max_watts"`
	Steps              *float64   `json:"steps"`
	HasStream          bool       `json:"has_stream"`
	Source             DataSource `json:"source"`
	CreatedAt          time.Time  `json:"created_at"`
	UpdatedAt          time.Time  `json:"updated_at"`
}

// Sample is one timeseries value (upstream ClientFacing*Timeseries). Start
// and End are set for interval types (steps, calories_active).
type Sample struct {
	Timestamp      time.Time  `json:"timestamp"`
	Start          *time.Time `json:"start,omitempty"`
	End            *time.Time `json:"end,omitempty"`
	TimezoneOffset *int       `json:"timezone_offset"`
	Type           *string    `json:"type"`
	Unit           string     `json:"unit"`
	Value          float64    `json:"value"`
}

// Stream is a workout's per-second data (upstream ClientFacingStream):
// parallel arrays indexed like Time (unix seconds); a missing value is null.
type Stream struct {
	Time           []int64    `json:"time"`
	Heartrate      []*float64 `json:"heartrate,omitempty"`
	VelocitySmooth []*float64 `json:"velocity_smooth,omitempty"`
	Altitude       []*float64 `json:"altitude,omitempty"`
	Cadence        []*float64 `json:"cadence,omitempty"`
	Lat            []*float64 `json:"lat,omitempty"`
	Lng            []*float64 `json:"lng,omitempty"`
	Distance       []*float64 `json:"distance,omitempty"`
	Power          []*float64 `json:"power,omitempty"`
	Temperature    []*float64 `json:"temperature,omitempty"`
}

// Import statuses.
const (
	ImportPending   = "pending"
	ImportStarted   = "started"
	ImportCompleted = "completed"
	ImportFailed    = "failed"
)

// Import is a device or app export file being read into a user's data.
type Import struct {
	ID            string    `json:"id"`
	TeamID        string    `json:"team_id"`
	UserID        string    `json:"user_id"`
	Status        string    `json:"status"`
	Format        string    `json:"format"` // fit, gpx, tcx, apple_health
	Provider      string    `json:"provider,omitempty"`
	FileName      string    `json:"file_name"`
	Size          int64     `json:"size"`
	FailureReason *string   `json:"failure_reason"`
	Workouts      int       `json:"workouts"`
	Samples       int       `json:"samples"`
	Activities    int       `json:"activities"`
	CreatedAt     time.Time `json:"created_at"`
	UpdatedAt     time.Time `json:"updated_at"`
}
