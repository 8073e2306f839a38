// Package assay holds Assay's domain types: teams, users, lab-report parsing
// jobs and their results. Implementations live in subpackages (store, api,
// jobs, parser, loinc); this package depends on none of them.
package assay

import "time"

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
	// Provider repeats Source: the upstream SDK still requires it.
	Provider Source `json:"provider"`
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
