package api

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/assayhq/assay"
)

// statusOf maps every application error code to its HTTP status, in one place.
var statusOf = map[string]int{
	assay.ECONFLICT:     http.StatusConflict,
	assay.EFORBIDDEN:    http.StatusForbidden,
	assay.EINTERNAL:     http.StatusInternalServerError,
	assay.EINVALID:      http.StatusUnprocessableEntity,
	assay.ENOTFOUND:     http.StatusNotFound,
	assay.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	assay.EUNAUTHORIZED: http.StatusUnauthorized,
}

// HTTPStatus is the status an error answers with, for handlers outside
// this package (the review desk) that write HTML instead of JSON.
func HTTPStatus(err error) int {
	if status, ok := statusOf[assay.ErrorCode(err)]; ok {
		return status
	}
	return http.StatusInternalServerError
}

// ValidationItem is one entry of the upstream HTTPValidationError detail list.
type ValidationItem struct {
	Loc  []any  `json:"loc"`
	Msg  string `json:"msg"`
	Type string `json:"type"`
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// writeError writes err as JSON with the status its code maps to. Internal
// errors are logged and answered with a generic message.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		err = assay.Errorf(assay.ETOOLARGE, "Request body too large.")
	}
	code := assay.ErrorCode(err)
	if code == assay.EINVALID {
		var ae *assay.Error
		errors.As(err, &ae)
		loc, typ := ae.Loc, ae.Type
		if len(loc) == 0 {
			loc = []string{"body"}
		}
		if typ == "" {
			typ = "value_error"
		}
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"detail": []ValidationItem{{Loc: toAny(loc), Msg: ae.Message, Type: typ}}})
		return
	}
	status, ok := statusOf[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	if status == http.StatusInternalServerError {
		slog.ErrorContext(r.Context(), "request failed", "err", err.Error(), "method", r.Method, "path", r.URL.Path)
	}
	writeJSON(w, status, map[string]any{"detail": assay.ErrorMessage(err)})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
