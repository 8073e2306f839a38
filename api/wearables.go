package api

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
)

// MaxIngestBytes bounds a pushed batch (a workout with a long stream is the
// large case).
const MaxIngestBytes = 32 << 20

func (s *Server) listProviders(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.Wearables.Providers())
}

func (s *Server) userProviders(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	ps, err := s.Wearables.UserProviders(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"providers": ps})
}

// errReader remembers the error of the multipart part it reads, so that a
// malformed or oversized body is told apart from a storage failure.
type errReader struct {
	r   io.Reader
	err error
}

func (e *errReader) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && err != io.EOF {
		e.err = err
	}
	return n, err
}

func (s *Server) createImport(w http.ResponseWriter, r *http.Request) {
	userID, err := uuidParam(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	team := teamFrom(r.Context())
	if _, err := s.Users.FindUser(r.Context(), team.ID, userID); err != nil {
		writeError(w, r, err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, assay.MaxImportBytes+1<<20)
	mr, err := r.MultipartReader()
	if err != nil {
		writeError(w, r, assay.InvalidAs("value_error", "Expected a multipart/form-data body", "body"))
		return
	}
	// provider may come as a query value or as a form field before file.
	provider := r.URL.Query().Get("provider")
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		} else if err != nil {
			writeError(w, r, uploadError(err))
			return
		}
		switch part.FormName() {
		case "provider":
			v, err := readField(part)
			if err != nil {
				writeError(w, r, err)
				return
			}
			provider = strings.TrimSpace(v)
		case "file":
			er := &errReader{r: part}
			im, err := s.Wearables.CreateImport(r.Context(), team.ID, userID, safeName(part.FileName()), provider, er)
			if er.err != nil {
				err = uploadError(er.err)
			}
			if err != nil {
				writeError(w, r, err)
				return
			}
			drain(r.Body, 1<<20)
			writeJSON(w, http.StatusOK, im)
			return
		default:
			drain(part, 1<<20)
		}
		part.Close()
	}
	writeError(w, r, assay.InvalidAs("missing", "Field required", "body", "file"))
}

func (s *Server) getImport(w http.ResponseWriter, r *http.Request) {
	userID, err := uuidParam(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	id, err := uuidParam(r, "import_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	im, err := s.Wearables.FindImport(r.Context(), teamFrom(r.Context()).ID, userID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, im)
}

func (s *Server) listActivity(w http.ResponseWriter, r *http.Request) {
	userID, err := uuidParam(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	q := r.URL.Query()
	as, err := s.Wearables.Activities(r.Context(), teamFrom(r.Context()).ID, userID, q.Get("start_date"), q.Get("end_date"), q.Get("provider"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"activity": as})
}

func (s *Server) listWorkouts(w http.ResponseWriter, r *http.Request) {
	userID, err := uuidParam(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	q := r.URL.Query()
	ws, err := s.Wearables.Workouts(r.Context(), teamFrom(r.Context()).ID, userID, q.Get("start_date"), q.Get("end_date"), q.Get("provider"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"workouts": ws})
}

func (s *Server) listTimeseries(resource string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		userID, err := uuidParam(r, "user_id")
		if err != nil {
			writeError(w, r, err)
			return
		}
		q := r.URL.Query()
		ss, err := s.Wearables.Series(r.Context(), teamFrom(r.Context()).ID, userID, resource, q.Get("start_date"), q.Get("end_date"))
		if err != nil {
			writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, ss)
	}
}

func (s *Server) getWorkoutStream(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "workout_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	rc, size, err := s.Wearables.Stream(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	defer rc.Close()
	w.Header().Set("Content-Type", "application/json")
	if size >= 0 {
		w.Header().Set("Content-Length", strconv.FormatInt(size, 10))
	}
	w.WriteHeader(http.StatusOK)
	_, _ = io.Copy(w, rc)
}

func (s *Server) deviceSignIn(w http.ResponseWriter, r *http.Request) {
	var in struct {
		SignInToken string `json:"sign_in_token"`
	}
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	sess, err := s.Wearables.SignIn(r.Context(), in.SignInToken)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sess)
}

func (s *Server) deviceRefresh(w http.ResponseWriter, r *http.Request) {
	var in struct {
		RefreshToken string `json:"refresh_token"`
	}
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	sess, err := s.Wearables.Refresh(r.Context(), in.RefreshToken)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, sess)
}

// ingest takes a batch pushed by the team's app (Authorization: Bearer and
// a device access token) or by the team's backend (x-service-api-key and
// user_id in the body).
func (s *Server) ingest(w http.ResponseWriter, r *http.Request) {
	resource := chi.URLParam(r, "resource")
	switch resource {
	case "activity", "workouts", "steps", "calories_active", "glucose", "heartrate":
	default:
		writeError(w, r, assay.InvalidAs("enum", "resource must be one of activity, workouts, steps, calories_active, glucose, heartrate", "path", "resource"))
		return
	}
	var teamID, tokenUser string
	if auth := r.Header.Get("Authorization"); auth != "" {
		tok, ok := strings.CutPrefix(auth, "Bearer ")
		if !ok {
			writeError(w, r, assay.Errorf(assay.EUNAUTHORIZED, "Authorization must be Bearer and a device access token."))
			return
		}
		var err error
		if teamID, tokenUser, err = s.Wearables.AuthenticateDevice(r.Context(), strings.TrimSpace(tok)); err != nil {
			writeError(w, r, err)
			return
		}
	} else {
		team, err := s.Teams.Authenticate(r.Context(), r.Header.Get("x-service-api-key"))
		if err != nil {
			writeError(w, r, err)
			return
		}
		teamID = team.ID
	}
	var in struct {
		UserID     *string         `json:"user_id"`
		Provider   string          `json:"provider"`
		SourceType string          `json:"source_type"`
		Data       json.RawMessage `json:"data"`
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxIngestBytes)
	if err := decodeJSONMax(r, &in, MaxIngestBytes); err != nil {
		writeError(w, r, err)
		return
	}
	userID := tokenUser
	switch {
	case in.UserID != nil:
		id, err := uuid.Parse(*in.UserID)
		if err != nil {
			writeError(w, r, assay.InvalidAs("uuid_parsing", "Input should be a valid UUID", "body", "user_id"))
			return
		}
		if tokenUser != "" && id.String() != tokenUser {
			writeError(w, r, assay.Errorf(assay.EFORBIDDEN, "The access token is for another user."))
			return
		}
		userID = id.String()
	case userID == "":
		writeError(w, r, assay.InvalidAs("missing", "Field required", "body", "user_id"))
		return
	}
	if in.Provider == "" {
		writeError(w, r, assay.InvalidAs("missing", "Field required", "body", "provider"))
		return
	}
	if len(in.Data) == 0 || in.Data[0] != '[' {
		writeError(w, r, assay.InvalidAs("list_type", "Input should be a valid list", "body", "data"))
		return
	}
	ctx := r.Context()
	var out any
	var err error
	switch resource {
	case "activity":
		var data []assay.Activity
		if err = unmarshalData(in.Data, &data); err == nil {
			out, err = s.Wearables.PutActivities(ctx, teamID, userID, in.Provider, in.SourceType, data)
		}
	case "workouts":
		var data []assay.WorkoutInput
		if err = unmarshalData(in.Data, &data); err == nil {
			out, err = s.Wearables.PutWorkouts(ctx, teamID, userID, in.Provider, in.SourceType, data)
		}
	default:
		var data []assay.Sample
		if err = unmarshalData(in.Data, &data); err == nil {
			out, err = s.Wearables.PutSamples(ctx, teamID, userID, resource, in.Provider, in.SourceType, data)
		}
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"user_id": userID, "resource": resource, "data": out})
}

func unmarshalData(raw json.RawMessage, v any) error {
	if err := json.Unmarshal(raw, v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return assay.InvalidAs("type_error", "Input should be a valid "+te.Type.String(), append([]string{"body", "data"}, strings.Split(te.Field, ".")...)...)
		}
		var pe *time.ParseError
		if errors.As(err, &pe) {
			return assay.InvalidAs("datetime_parsing", "Input should be a valid ISO 8601 date-time", "body", "data")
		}
		return assay.InvalidAs("json_invalid", "JSON decode error", "body", "data")
	}
	return nil
}

// SessionVerifier checks sign-in tokens for the wearables service's device
// sessions.
func (t *SignInTokens) SessionVerifier() assay.SignInVerifier {
	return func(token string) (string, string, time.Time, error) {
		c, err := t.Verify(token)
		if err != nil {
			return "", "", time.Time{}, err
		}
		return c.TeamID, c.Subject, c.ExpiresAt.Time, nil
	}
}
