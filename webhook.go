package assay

import (
	"context"
	"encoding/json"
	"strings"
	"time"
)

// Event types Assay sends. Receivers must accept types not listed here.
const (
	EventParsingJobCreated = "lab_report.parsing_job.created"
	EventParsingJobUpdated = "lab_report.parsing_job.updated"
	EventOrderCreated      = "labtest.order.created"
	EventOrderUpdated      = "labtest.order.updated"
)

// EventTypes lists every event type Assay sends; an endpoint filter must
// name one of them or a group of them ("labtest.order.*").
var EventTypes = []string{EventParsingJobCreated, EventParsingJobUpdated, EventOrderCreated, EventOrderUpdated,
	EventConnectionCreated, EventActivityCreated, EventActivityUpdated, EventWorkoutsCreated, EventWorkoutsUpdated,
	EventWorkoutStreamCreated, EventStepsCreated, EventCaloriesActiveCreated, EventGlucoseCreated, EventHeartrateCreated}

// KnownEventFilter reports whether filter selects at least one event type
// Assay sends, so a typo is refused instead of silencing an endpoint.
func KnownEventFilter(filter string) bool {
	for _, t := range EventTypes {
		if filterMatches(filter, t) {
			return true
		}
	}
	return false
}

func filterMatches(f, t string) bool {
	// "labtest.order.*" takes every event of the group, as upstream filters do.
	return f == t || strings.HasSuffix(f, ".*") && strings.HasPrefix(t, strings.TrimSuffix(f, "*"))
}

// Event is the webhook envelope of the spec.
type Event struct {
	EventType    string `json:"event_type"`
	Data         any    `json:"data"`
	TeamID       string `json:"team_id"`
	UserID       string `json:"user_id"`
	ClientUserID string `json:"client_user_id"`
}

// WebhookEndpoint is a team's receiver of webhook events. Its signing
// secrets are kept by the store and shown only when created or rotated.
type WebhookEndpoint struct {
	ID          string   `json:"id"`
	URL         string   `json:"url"`
	Description string   `json:"description"`
	FilterTypes []string `json:"filter_types"` // empty: every event type
	Disabled    bool     `json:"disabled"`
	// DisabledReason says why the service disabled the endpoint (e.g. the
	// receiver answered 410); null when a person did or it is enabled.
	DisabledReason *string   `json:"disabled_reason"`
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"`
}

// WebhookEndpointInput is the body that creates or updates an endpoint;
// absent fields stay as they are.
type WebhookEndpointInput struct {
	URL         *string   `json:"url"`
	Description *string   `json:"description"`
	FilterTypes *[]string `json:"filter_types"`
	Disabled    *bool     `json:"disabled"`
	Secret      *string   `json:"secret"`
}

// WebhookService manages a team's webhook endpoints and their messages.
// Implemented by jobs.Webhooks.
type WebhookService interface {
	ListEndpoints(ctx context.Context, teamID string) ([]*WebhookEndpoint, error)
	CreateEndpoint(ctx context.Context, teamID string, in WebhookEndpointInput) (*WebhookEndpoint, string, error)
	FindEndpoint(ctx context.Context, teamID, id string) (*WebhookEndpoint, error)
	UpdateEndpoint(ctx context.Context, teamID, id string, in WebhookEndpointInput) (*WebhookEndpoint, error)
	DeleteEndpoint(ctx context.Context, teamID, id string) error
	// RotateSecret returns the new secret and when the old one stops signing.
	RotateSecret(ctx context.Context, teamID, id, secret string) (string, time.Time, error)
	ListMessages(ctx context.Context, teamID, endpointID, status string, offset, limit int) ([]*WebhookMessage, int, error)
	FindMessage(ctx context.Context, teamID, endpointID, id string) (*WebhookMessage, error)
	Resend(ctx context.Context, teamID, endpointID, msgID string) (*WebhookMessage, error)
}

// Wants reports whether the endpoint takes events of type t.
func (e *WebhookEndpoint) Wants(t string) bool {
	if e.Disabled {
		return false
	}
	if len(e.FilterTypes) == 0 {
		return true
	}
	for _, f := range e.FilterTypes {
		if filterMatches(f, t) {
			return true
		}
	}
	return false
}

// Webhook message delivery statuses.
const (
	MessagePending   = "pending"
	MessageSucceeded = "succeeded"
	MessageFailed    = "failed"
)

// WebhookMessage is one event for one endpoint and its delivery log. Its ID
// is the webhook-id header of every attempt.
type WebhookMessage struct {
	ID         string           `json:"id"`
	EndpointID string           `json:"endpoint_id"`
	EventType  string           `json:"event_type"`
	Status     string           `json:"status"`
	CreatedAt  time.Time        `json:"created_at"`
	Payload    json.RawMessage  `json:"payload"`
	Attempts   []WebhookAttempt `json:"attempts"`
	// Sends counts how often the message was queued: 1, plus one per re-send.
	Sends int `json:"sends"`
}

// WebhookAttempt is one delivery attempt of a message.
type WebhookAttempt struct {
	Attempt    int       `json:"attempt"` // from 1, across re-sends
	Timestamp  time.Time `json:"timestamp"`
	StatusCode int       `json:"status_code"` // 0 when no HTTP answer came
	LatencyMS  int64     `json:"latency_ms"`
	Error      string    `json:"error,omitempty"`
	// NextRetryAt is when the next automatic attempt runs; null when there
	// is none (delivered, or retries are exhausted).
	NextRetryAt *time.Time `json:"next_retry_at"`
	Resend      bool       `json:"resend,omitempty"`
}
