package api

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/assayhq/assay"
	"github.com/go-chi/chi/v5"
)

// Webhook endpoint handlers; the rules live in jobs.Webhooks.

var messageIDPattern = regexp.MustCompile(`^msg_[0-9a-f]{32}$`)

type endpointWithSecret struct {
	*assay.WebhookEndpoint
	Secret string `json:"secret"`
}

func (s *Server) listEndpoints(w http.ResponseWriter, r *http.Request) {
	eps, err := s.Webhooks.ListEndpoints(r.Context(), teamFrom(r.Context()).ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"endpoints": eps})
}

func (s *Server) createEndpoint(w http.ResponseWriter, r *http.Request) {
	var in assay.WebhookEndpointInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	created, secret, err := s.Webhooks.CreateEndpoint(r.Context(), teamFrom(r.Context()).ID, in)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, endpointWithSecret{created, secret})
}

func (s *Server) getEndpoint(w http.ResponseWriter, r *http.Request) {
	getOne(w, r, "endpoint_id", s.Webhooks.FindEndpoint)
}

func (s *Server) updateEndpoint(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "endpoint_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var in assay.WebhookEndpointInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	ep, err := s.Webhooks.UpdateEndpoint(r.Context(), teamFrom(r.Context()).ID, id, in)
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
	if err := s.Webhooks.DeleteEndpoint(r.Context(), teamFrom(r.Context()).ID, id); err != nil {
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
	secret, expires, err := s.Webhooks.RotateSecret(r.Context(), teamFrom(r.Context()).ID, id, secret)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"secret": secret, "previous_secret_expires_at": expires})
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
	msgs, total, err := s.Webhooks.ListMessages(r.Context(), teamFrom(r.Context()).ID, id, r.URL.Query().Get("status"), offset, limit)
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
	m, err := s.Webhooks.FindMessage(r.Context(), teamFrom(r.Context()).ID, endpointID, msgID)
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
	m, err := s.Webhooks.Resend(r.Context(), teamFrom(r.Context()).ID, endpointID, msgID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, m)
}
