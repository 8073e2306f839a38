package api

import (
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/go-chi/chi/v5"
)

// DefaultSecretOverlap is how long an old webhook secret keeps signing after
// a rotation when the server sets no WebhookSecretOverlap.
const DefaultSecretOverlap = 24 * time.Hour

var (
	eventTypePattern = regexp.MustCompile(`^[a-z0-9_]+(\.[a-z0-9_]+)*(\.[a-z0-9_]+|\.\*)$`)
	messageIDPattern = regexp.MustCompile(`^msg_[0-9a-f]{32}$`)
)

type endpointInput struct {
	URL         *string   `json:"url"`
	Description *string   `json:"description"`
	FilterTypes *[]string `json:"filter_types"`
	Disabled    *bool     `json:"disabled"`
	Secret      *string   `json:"secret"`
}

// apply validates the input and sets what it carries on ep.
func (in *endpointInput) apply(ep *assay.WebhookEndpoint) error {
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
			if !eventTypePattern.MatchString(t) {
				return assay.InvalidAs("value_error", "Not an event type, e.g. lab_report.parsing_job.updated", "body", "filter_types", strconv.Itoa(i))
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

type endpointWithSecret struct {
	*assay.WebhookEndpoint
	Secret string `json:"secret"`
}

func (s *Server) listEndpoints(w http.ResponseWriter, r *http.Request) {
	eps, err := s.Store.ListEndpoints(r.Context(), teamFrom(r.Context()).ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"endpoints": eps})
}

func (s *Server) createEndpoint(w http.ResponseWriter, r *http.Request) {
	var in endpointInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	if in.URL == nil {
		writeError(w, r, assay.Missing("body", "url"))
		return
	}
	var ep assay.WebhookEndpoint
	if err := in.apply(&ep); err != nil {
		writeError(w, r, err)
		return
	}
	secret := ""
	if in.Secret != nil {
		secret = *in.Secret
	}
	created, secret, err := s.Store.CreateEndpoint(r.Context(), teamFrom(r.Context()).ID, ep, secret)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, endpointWithSecret{created, secret})
}

func (s *Server) getEndpoint(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "endpoint_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	ep, err := s.Store.FindEndpoint(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, ep)
}

func (s *Server) updateEndpoint(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "endpoint_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var in endpointInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	if in.Secret != nil {
		writeError(w, r, assay.InvalidAs("value_error", "Use rotate_secret to change the secret", "body", "secret"))
		return
	}
	if err := in.apply(&assay.WebhookEndpoint{}); err != nil {
		writeError(w, r, err)
		return
	}
	ep, err := s.Store.UpdateEndpoint(r.Context(), teamFrom(r.Context()).ID, id, func(ep *assay.WebhookEndpoint) error {
		return in.apply(ep)
	})
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, ep)
}

func (s *Server) deleteEndpoint(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "endpoint_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.Store.DeleteEndpoint(r.Context(), teamFrom(r.Context()).ID, id); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"success": true})
}

func (s *Server) rotateSecret(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "endpoint_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var in struct {
		Secret *string `json:"secret"`
	}
	if r.ContentLength != 0 {
		if err := decodeJSON(r, &in); err != nil {
			writeError(w, r, err)
			return
		}
	}
	secret := ""
	if in.Secret != nil {
		secret = *in.Secret
	}
	overlap := s.WebhookSecretOverlap
	if overlap <= 0 {
		overlap = DefaultSecretOverlap
	}
	secret, err = s.Store.RotateSecret(r.Context(), teamFrom(r.Context()).ID, id, secret, overlap)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"secret": secret, "previous_secret_expires_at": time.Now().UTC().Add(overlap)})
}

func (s *Server) listMessages(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "endpoint_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	offset, limit, err := pageQuery(r, 50)
	if err != nil {
		writeError(w, r, err)
		return
	}
	status := r.URL.Query().Get("status")
	switch status {
	case "", assay.MessagePending, assay.MessageSucceeded, assay.MessageFailed:
	default:
		writeError(w, r, assay.InvalidAs("enum", "Input should be 'pending', 'succeeded' or 'failed'", "query", "status"))
		return
	}
	msgs, total, err := s.Store.ListMessages(r.Context(), teamFrom(r.Context()).ID, id, status, offset, limit)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"messages": msgs, "total": total, "offset": offset, "limit": limit})
}

func messageParams(r *http.Request) (endpointID, msgID string, err error) {
	endpointID, err = uuidParam(r, "endpoint_id")
	if err != nil {
		return "", "", err
	}
	msgID = strings.ToLower(chi.URLParam(r, "message_id"))
	if !messageIDPattern.MatchString(msgID) {
		return "", "", assay.InvalidAs("value_error", "Input should be a message id (msg_ and 32 hex digits)", "path", "message_id")
	}
	return endpointID, msgID, nil
}

func (s *Server) getMessage(w http.ResponseWriter, r *http.Request) {
	endpointID, msgID, err := messageParams(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	m, err := s.Store.FindMessage(r.Context(), teamFrom(r.Context()).ID, endpointID, msgID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

func (s *Server) resendMessage(w http.ResponseWriter, r *http.Request) {
	endpointID, msgID, err := messageParams(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if s.Resender == nil {
		writeError(w, r, assay.Errorf(assay.EINTERNAL, "Webhook delivery is not configured."))
		return
	}
	ep, err := s.Store.FindEndpoint(r.Context(), teamFrom(r.Context()).ID, endpointID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if ep.Disabled {
		writeError(w, r, assay.Errorf(assay.ECONFLICT, "The endpoint is disabled; enable it before re-sending."))
		return
	}
	m, err := s.Resender.Resend(r.Context(), teamFrom(r.Context()).ID, endpointID, msgID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, m)
}
