package jobs

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
)

// DefaultSecretOverlap is how long an old webhook secret keeps signing after
// a rotation when SecretOverlap is not set.
const DefaultSecretOverlap = 24 * time.Hour

var _ assay.WebhookService = (*Webhooks)(nil)

// apply validates an endpoint request and sets what it carries on ep.
func apply(in *assay.WebhookEndpointInput, ep *assay.WebhookEndpoint) error {
	if in.URL != nil {
		u, err := url.Parse(*in.URL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(*in.URL) > 2048 {
			return assay.InvalidAs("url_parsing", "Input should be an absolute http or https URL", "body", "url")
		}
		ep.URL = *in.URL
	}
	if in.Description != nil {
		if len(*in.Description) > 1000 {
			return assay.InvalidAs("string_too_long", "description must be at most 1000 characters", "body", "description")
		}
		ep.Description = *in.Description
	}
	if in.FilterTypes != nil {
		if len(*in.FilterTypes) > 100 {
			return assay.InvalidAs("too_long", "At most 100 event types", "body", "filter_types")
		}
		types := []string{}
		for i, t := range *in.FilterTypes {
			if !assay.KnownEventFilter(t) {
				return assay.InvalidAs("value_error", "Not an event type Assay sends: one of "+strings.Join(assay.EventTypes, ", ")+", or a group such as labtest.order.*", "body", "filter_types", strconv.Itoa(i))
			}
			types = append(types, t)
		}
		ep.FilterTypes = types
	}
	if in.Disabled != nil {
		ep.Disabled = *in.Disabled
		ep.DisabledReason = nil
	}
	return nil
}

// ListEndpoints returns a team's webhook endpoints.
func (w *Webhooks) ListEndpoints(ctx context.Context, teamID string) ([]*assay.WebhookEndpoint, error) {
	return w.Store.ListEndpoints(ctx, teamID)
}

// CreateEndpoint adds an endpoint and returns it with its signing secret
// (the given one, or a new one).
func (w *Webhooks) CreateEndpoint(ctx context.Context, teamID string, in assay.WebhookEndpointInput) (*assay.WebhookEndpoint, string, error) {
	if in.URL == nil {
		return nil, "", assay.Missing("body", "url")
	}
	var ep assay.WebhookEndpoint
	if err := apply(&in, &ep); err != nil {
		return nil, "", err
	}
	secret := ""
	if in.Secret != nil {
		secret = *in.Secret
	}
	return w.Store.CreateEndpoint(ctx, teamID, ep, secret)
}

// FindEndpoint returns a team's endpoint.
func (w *Webhooks) FindEndpoint(ctx context.Context, teamID, id string) (*assay.WebhookEndpoint, error) {
	return w.Store.FindEndpoint(ctx, teamID, id)
}

// UpdateEndpoint changes what the request carries; the secret changes only
// through RotateSecret.
func (w *Webhooks) UpdateEndpoint(ctx context.Context, teamID, id string, in assay.WebhookEndpointInput) (*assay.WebhookEndpoint, error) {
	if in.Secret != nil {
		return nil, assay.InvalidAs("value_error", "Use rotate_secret to change the secret", "body", "secret")
	}
	// Checked before the record is locked, so that a bad request is 422
	// even for an unknown endpoint.
	if err := apply(&in, &assay.WebhookEndpoint{}); err != nil {
		return nil, err
	}
	return w.Store.UpdateEndpoint(ctx, teamID, id, func(ep *assay.WebhookEndpoint) error { return apply(&in, ep) })
}

// DeleteEndpoint removes a team's endpoint.
func (w *Webhooks) DeleteEndpoint(ctx context.Context, teamID, id string) error {
	return w.Store.DeleteEndpoint(ctx, teamID, id)
}

// RotateSecret gives an endpoint a new signing secret (secret, or a new
// one); the old one keeps signing until the returned time.
func (w *Webhooks) RotateSecret(ctx context.Context, teamID, id, secret string) (string, time.Time, error) {
	overlap := w.SecretOverlap
	if overlap <= 0 {
		overlap = DefaultSecretOverlap
	}
	secret, err := w.Store.RotateSecret(ctx, teamID, id, secret, overlap)
	if err != nil {
		return "", time.Time{}, err
	}
	return secret, time.Now().UTC().Add(overlap), nil
}

// ListMessages returns a page of an endpoint's messages, optionally in one
// status.
func (w *Webhooks) ListMessages(ctx context.Context, teamID, endpointID, status string, offset, limit int) ([]*assay.WebhookMessage, int, error) {
	switch status {
	case "", assay.MessagePending, assay.MessageSucceeded, assay.MessageFailed:
	default:
		return nil, 0, assay.InvalidAs("enum", "Input should be 'pending', 'succeeded' or 'failed'", "query", "status")
	}
	return w.Store.ListMessages(ctx, teamID, endpointID, status, offset, limit)
}

// FindMessage returns one message of a team's endpoint.
func (w *Webhooks) FindMessage(ctx context.Context, teamID, endpointID, id string) (*assay.WebhookMessage, error) {
	return w.Store.FindMessage(ctx, teamID, endpointID, id)
}
