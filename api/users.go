package api

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/assayhq/assay"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
)

// uuidParam reads a path parameter that must be a UUID.
func uuidParam(r *http.Request, name string) (string, error) {
	v := chi.URLParam(r, name)
	id, err := uuid.Parse(v)
	if err != nil {
		return "", assay.InvalidAs("uuid_parsing", "Input should be a valid UUID", "path", name)
	}
	return id.String(), nil
}

// getOne answers with one of the team's records, named by the UUID path
// parameter param.
func getOne[T any](w http.ResponseWriter, r *http.Request, param string, find func(ctx context.Context, teamID, id string) (T, error)) {
	id, err := uuidParam(r, param)
	if err != nil {
		writeError(w, r, err)
		return
	}
	v, err := find(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// intQuery reads an optional integer query parameter within [min, max].
func intQuery(r *http.Request, name string, def, min, max int) (int, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, assay.InvalidAs("int_parsing", "Input should be a valid integer", "query", name)
	}
	if n < min {
		return 0, assay.InvalidAs("greater_than_equal", "Input should be greater than or equal to "+strconv.Itoa(min), "query", name)
	}
	if n > max {
		return 0, assay.InvalidAs("less_than_equal", "Input should be less than or equal to "+strconv.Itoa(max), "query", name)
	}
	return n, nil
}

// pageQuery reads the offset and limit query parameters of a list (limit at
// most 500, as upstream).
func pageQuery(r *http.Request, defaultLimit int) (offset, limit int, err error) {
	if offset, err = intQuery(r, "offset", 0, 0, 1<<31-1); err != nil {
		return 0, 0, err
	}
	if limit, err = intQuery(r, "limit", defaultLimit, 0, 500); err != nil {
		return 0, 0, err
	}
	return offset, limit, nil
}

// decodeJSON reads a JSON body of at most 1 MB into v.
func decodeJSON(r *http.Request, v any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20+1))
	if err != nil {
		return err
	}
	if len(body) > 1<<20 {
		return assay.Errorf(assay.ETOOLARGE, "Request body too large.")
	}
	if err := json.Unmarshal(body, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return assay.InvalidAs("type_error", "Input should be a valid "+te.Type.String(), "body", te.Field)
		}
		return assay.InvalidAs("json_invalid", "JSON decode error", "body")
	}
	return nil
}

func (s *Server) createUser(w http.ResponseWriter, r *http.Request) {
	var in assay.UserRequest
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	uc, err := in.Validate()
	if err != nil {
		writeError(w, r, err)
		return
	}
	u, err := s.Users.CreateUser(r.Context(), teamFrom(r.Context()).ID, uc)
	var conflict *assay.UserConflictError
	if errors.As(err, &conflict) {
		// The upstream answers 400 with ClientUserIDConflictResponse.
		writeJSON(w, http.StatusBadRequest, map[string]any{"detail": map[string]any{
			"error_type":    "INVALID_REQUEST",
			"error_message": "Client user id already exists.",
			"user_id":       conflict.User.UserID,
			"created_on":    conflict.User.CreatedOn,
		}})
		return
	} else if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request) {
	offset, limit, err := pageQuery(r, 100)
	if err != nil {
		writeError(w, r, err)
		return
	}
	users, total, err := s.Users.ListUsers(r.Context(), teamFrom(r.Context()).ID, offset, limit)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"users": users, "total": total, "offset": offset, "limit": limit})
}

func (s *Server) getUser(w http.ResponseWriter, r *http.Request) {
	getOne(w, r, "user_id", s.Users.FindUser)
}

func (s *Server) deleteUser(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.Users.DeleteUser(r.Context(), teamFrom(r.Context()).ID, id); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"success": true})
}

func (s *Server) createSignInToken(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	team := teamFrom(r.Context())
	if _, err := s.Users.FindUser(r.Context(), team.ID, id); err != nil {
		writeError(w, r, err)
		return
	}
	tok, err := s.Tokens.Issue(team.ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"user_id": id, "sign_in_token": tok})
}
