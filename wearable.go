package assay

import (
	"context"
	"encoding/json"
	"io"
	"math"
	"strconv"
	"time"
)

// Whole is a quantity upstream types as an integer (counts, seconds, beats
// per minute). It keeps what was measured or computed, which may have a
// fraction (a mean heart rate), and is written rounded half away from zero,
// so SDKs that decode an integer accept it.
type Whole float64

// MarshalJSON writes the nearest whole number.
func (w Whole) MarshalJSON() ([]byte, error) {
	return strconv.AppendInt(nil, int64(math.Round(float64(w))), 10), nil
}

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
	Provider string `json:"provider"`
	// Type is the app or device kind that recorded the data; upstream's
	// default is "unknown" when nothing says.
	Type string `json:"type"`
}

// SourceTypeUnknown is a DataSource's Type when the data did not name one.
const SourceTypeUnknown = "unknown"

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
	FloorsClimbed  *Whole     `json:"floors_climbed"`
	High           *float64   `json:"high"`
	Low            *float64   `json:"low"`
	Medium         *float64   `json:"medium"`
	Steps          *Whole     `json:"steps"`
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
	MovingTime         *Whole     `json:"moving_time"`
	TotalElevationGain *float64   `json:"total_elevation_gain"`
	ElevHigh           *float64   `json:"elev_high"`
	ElevLow            *float64   `json:"elev_low"`
	AverageHR          *Whole     `json:"average_hr"`
	MaxHR              *Whole     `json:"max_hr"`
	AverageSpeed       *float64   `json:"average_speed"`
	MaxSpeed           *float64   `json:"max_speed"`
	AverageWatts       *float64   `json:"average_watts"`
	MaxWatts           *float64   `json:"max_watts"`
	Steps              *Whole     `json:"steps"`
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

// MaxImportBytes is the largest wearable import file (100 MB).
const MaxImportBytes = 100 << 20

// Provider is a source Assay knows, as GET /v2/providers lists it
// (upstream ClientFacingProviderDetailed), with the integer id that
// timeseries events carry as source_id.
type Provider struct {
	ID                 int      `json:"-"`
	Name               string   `json:"name"`
	Slug               string   `json:"slug"`
	Description        string   `json:"description"`
	Logo               string   `json:"logo"`
	AuthType           string   `json:"auth_type"`
	SupportedResources []string `json:"supported_resources"`
}

// WorkoutInput is a workout as a client or a file gives it: the summary,
// its sport by name or as an object, and optionally its stream.
type WorkoutInput struct {
	Workout
	SportName string  `json:"-"`
	Stream    *Stream `json:"stream"`
}

// UnmarshalJSON takes the sport as an object ({"slug": "running"}) or
// as a name ("running", "Biking", "HKWorkoutActivityTypeCycling").
func (w *WorkoutInput) UnmarshalJSON(b []byte) error {
	type plain WorkoutInput
	var in struct {
		plain
		Sport json.RawMessage `json:"sport"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*w = WorkoutInput(in.plain)
	if len(in.Sport) > 0 && in.Sport[0] == '"' {
		return json.Unmarshal(in.Sport, &w.SportName)
	}
	if len(in.Sport) > 0 && string(in.Sport) != "null" {
		return json.Unmarshal(in.Sport, &w.Sport)
	}
	return nil
}

// DeviceSession is the answer of a device sign-in or refresh.
type DeviceSession struct {
	UserID       string `json:"user_id"`
	TeamID       string `json:"team_id"`
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int    `json:"expires_in"`
}

// SignInVerifier checks a mobile sign-in token and returns its team, user
// and expiry.
type SignInVerifier func(token string) (teamID, userID string, expiresAt time.Time, err error)

// WearableService owns wearable and device data: imports, pushed batches,
// device sessions, reads and erasure. Implemented by wearables.Service.
// Reads take the start_date and end_date query values as given.
type WearableService interface {
	Providers() []Provider
	UserProviders(ctx context.Context, teamID, userID string) ([]map[string]any, error)
	CreateImport(ctx context.Context, teamID, userID, fileName, provider string, r io.Reader) (*Import, error)
	FindImport(ctx context.Context, teamID, userID, id string) (*Import, error)
	PutActivities(ctx context.Context, teamID, userID, provider, sourceType string, in []Activity) ([]Activity, error)
	PutWorkouts(ctx context.Context, teamID, userID, provider, sourceType string, in []WorkoutInput) ([]Workout, error)
	PutSamples(ctx context.Context, teamID, userID, resource, provider, sourceType string, in []Sample) ([]Sample, error)
	Activities(ctx context.Context, teamID, userID, startDate, endDate, provider string) ([]Activity, error)
	Workouts(ctx context.Context, teamID, userID, startDate, endDate, provider string) ([]Workout, error)
	Series(ctx context.Context, teamID, userID, resource, startDate, endDate string) ([]Sample, error)
	Stream(ctx context.Context, teamID, workoutID string) (io.ReadCloser, int64, error)
	SignIn(ctx context.Context, signInToken string) (*DeviceSession, error)
	Refresh(ctx context.Context, refreshToken string) (*DeviceSession, error)
	AuthenticateDevice(ctx context.Context, accessToken string) (teamID, userID string, err error)
	DeleteUser(ctx context.Context, teamID, userID string) error
}
