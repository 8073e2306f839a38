// Package assay holds Assay's domain types: teams, users, lab-report parsing
// jobs and their results. Implementations live in subpackages (store, api,
// jobs, parser, loinc); this package depends on none of them.
package assay

import (
	"context"
	"time"
)

// Version is the service version, reported by the CLI and stamped on results.
const Version = "0.1.0"

// Team is a customer organisation. Every other record belongs to one team.
type Team struct {
	ID                      string `json:"id"`
	Name                    string `json:"name"`
	LabReportParsingEnabled bool   `json:"lab_report_parsing_enabled"`
	// ReviewByDefault sends every parsing job of the team to human review.
	ReviewByDefault bool      `json:"review_by_default"`
	CreatedAt       time.Time `json:"created_at"`
}

// Source is a wearable or device data provider.
type Source struct {
	Name string `json:"name"`
	Slug string `json:"slug"`
	Logo string `json:"logo"`
}

// ConnectedSource is a provider a user has connected.
type ConnectedSource struct {
	CreatedOn time.Time `json:"created_on"`
	Source    Source    `json:"source"`
}

// FallbackBirthDate is the upstream's user birth-date fallback.
type FallbackBirthDate struct {
	Value      string    `json:"value"`
	SourceSlug string    `json:"source_slug"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// FallbackTimeZone is the upstream's user time-zone fallback.
type FallbackTimeZone struct {
	ID         string    `json:"id"`
	SourceSlug string    `json:"source_slug"`
	UpdatedAt  time.Time `json:"updated_at"`
}

// User is an end user of a team (upstream ClientFacingUser).
type User struct {
	UserID            string             `json:"user_id"`
	TeamID            string             `json:"team_id"`
	ClientUserID      string             `json:"client_user_id"`
	CreatedOn         time.Time          `json:"created_on"`
	ConnectedSources  []ConnectedSource  `json:"connected_sources"`
	FallbackTimeZone  *FallbackTimeZone  `json:"fallback_time_zone"`
	FallbackBirthDate *FallbackBirthDate `json:"fallback_birth_date"`
	IngestionStart    *string            `json:"ingestion_start"`
	IngestionEnd      *string            `json:"ingestion_end"`
}

// UserCreate is a validated upstream UserCreateBody.
type UserCreate struct {
	ClientUserID      string  `json:"client_user_id"`
	FallbackTimeZone  *string `json:"fallback_time_zone"`
	FallbackBirthDate *string `json:"fallback_birth_date"`
	IngestionStart    *string `json:"ingestion_start"`
	IngestionEnd      *string `json:"ingestion_end"`
}

// UserRequest is the body of POST /v2/user as sent.
type UserRequest struct {
	UserCreate
	ClientUserID *string `json:"client_user_id"`
}

// Validate checks a user request as the upstream does and returns it
// validated.
func (r *UserRequest) Validate() (UserCreate, error) {
	in := r.UserCreate
	if r.ClientUserID == nil {
		return in, Missing("body", "client_user_id")
	}
	if *r.ClientUserID == "" || len(*r.ClientUserID) > 256 {
		return in, InvalidAs("string_too_short", "client_user_id must be 1 to 256 characters", "body", "client_user_id")
	}
	in.ClientUserID = *r.ClientUserID
	for _, d := range []struct {
		v     *string
		field string
	}{{in.FallbackBirthDate, "fallback_birth_date"}, {in.IngestionStart, "ingestion_start"}, {in.IngestionEnd, "ingestion_end"}} {
		if err := CheckDate(d.v, d.field); err != nil {
			return in, err
		}
	}
	if tz := in.FallbackTimeZone; tz != nil {
		if _, err := time.LoadLocation(*tz); err != nil || *tz == "" || *tz == "Local" {
			return in, InvalidAs("value_error", "fallback_time_zone must be an IANA time zone name", "body", "fallback_time_zone")
		}
	}
	return in, nil
}

// UserConflictError says a client_user_id is taken; it carries the existing
// user so the API can answer with the upstream ClientUserIDConflict body.
type UserConflictError struct {
	User *User
}

func (e *UserConflictError) Error() string { return "client_user_id already exists" }

// UserService keeps a team's users. Implemented by store.Store.
type UserService interface {
	CreateUser(ctx context.Context, teamID string, in UserCreate) (*User, error)
	FindUser(ctx context.Context, teamID, id string) (*User, error)
	ListUsers(ctx context.Context, teamID string, offset, limit int) ([]*User, int, error)
	DeleteUser(ctx context.Context, teamID, id string) error
}

// TeamService resolves a team API key (x-service-api-key) to its team.
// Implemented by store.Store.
type TeamService interface {
	Authenticate(ctx context.Context, key string) (*Team, error)
}
