package api

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/parser"
	"github.com/google/uuid"
)

// MaxFilesPerJob bounds how many files one parsing job may carry.
const MaxFilesPerJob = 10

type upload struct {
	name        string
	contentType string
	data        []byte
}

func (s *Server) createParsingJob(w http.ResponseWriter, r *http.Request) {
	team := teamFrom(r.Context())
	if !team.LabReportParsingEnabled {
		writeError(w, r, assay.Errorf(assay.EFORBIDDEN, "Lab report parsing is not enabled for this team."))
		return
	}
	// Every file may be 10 MB; the whole request is capped so that nothing
	// reads far past what can be accepted.
	r.Body = http.MaxBytesReader(w, r.Body, MaxFilesPerJob*assay.MaxUploadBytes+1<<20)
	mr, err := r.MultipartReader()
	if err != nil {
		writeError(w, r, invalid("value_error", "Expected a multipart/form-data body", "body"))
		return
	}
	var (
		files       []upload
		userID      *string
		needsReview bool
	)
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		} else if err != nil {
			writeError(w, r, uploadError(err))
			return
		}
		switch part.FormName() {
		case "file":
			f, err := readUpload(part)
			if err != nil {
				writeError(w, r, err)
				return
			}
			if len(files) == MaxFilesPerJob {
				writeError(w, r, invalid("too_long", fmt.Sprintf("At most %d files per job", MaxFilesPerJob), "body", "file"))
				return
			}
			files = append(files, f)
		case "user_id":
			v, err := readField(part)
			if err != nil {
				writeError(w, r, err)
				return
			}
			userID = &v
		case "needs_human_review":
			v, err := readField(part)
			if err != nil {
				writeError(w, r, err)
				return
			}
			b, perr := strconv.ParseBool(strings.TrimSpace(v))
			if perr != nil {
				writeError(w, r, invalid("bool_parsing", "Input should be a valid boolean", "body", "needs_human_review"))
				return
			}
			needsReview = b
		default:
			drain(part, 1<<20)
		}
		part.Close()
	}
	if userID == nil {
		writeError(w, r, invalid("missing", "Field required", "body", "user_id"))
		return
	}
	uid, err := uuid.Parse(strings.TrimSpace(*userID))
	if err != nil {
		writeError(w, r, invalid("uuid_parsing", "Input should be a valid UUID", "body", "user_id"))
		return
	}
	if len(files) == 0 {
		writeError(w, r, invalid("missing", "Field required", "body", "file"))
		return
	}
	if _, err := s.Store.FindUser(r.Context(), team.ID, uid.String()); err != nil {
		writeError(w, r, err)
		return
	}

	job := &assay.ParsingJob{
		ID:               uuid.NewString(),
		Status:           assay.JobUploadPending,
		NeedsHumanReview: needsReview || team.ReviewByDefault,
		TeamID:           team.ID,
		UserID:           uid.String(),
	}
	for i, f := range files {
		key := fmt.Sprintf("teams/%s/jobs/%s/%d", team.ID, job.ID, i)
		if err := s.Blobs.Put(r.Context(), key, bytes.NewReader(f.data), int64(len(f.data)), f.contentType); err != nil {
			writeError(w, r, fmt.Errorf("store upload: %w", err))
			return
		}
		job.Files = append(job.Files, assay.JobFile{Key: key, Name: f.name, ContentType: f.contentType, Size: int64(len(f.data))})
	}
	if err := s.Store.CreateJob(r.Context(), job); err != nil {
		writeError(w, r, err)
		return
	}
	// Published before the parse is queued, so that it precedes the
	// worker's updated events.
	if err := s.publishJob(r.Context(), assay.EventParsingJobCreated, job); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.Queue.EnqueueParse(r.Context(), job); err != nil {
		writeError(w, r, fmt.Errorf("enqueue parse: %w", err))
		return
	}
	writeJSON(w, http.StatusOK, job.View())
}

// readUpload reads one file part, stopping one byte past the size limit,
// and checks that its content really is a PDF, JPEG or PNG.
func readUpload(part *multipart.Part) (upload, error) {
	data, err := io.ReadAll(io.LimitReader(part, assay.MaxUploadBytes+1))
	if err != nil {
		return upload{}, uploadError(err)
	}
	if len(data) > assay.MaxUploadBytes {
		return upload{}, assay.Errorf(assay.ETOOLARGE, "File %q is larger than 10 MB.", safeName(part.FileName()))
	}
	ct := parser.DetectType(data)
	if ct == "" {
		return upload{}, invalid("value_error", fmt.Sprintf("File %q is not a PDF, JPEG or PNG", safeName(part.FileName())), "body", "file")
	}
	return upload{name: safeName(part.FileName()), contentType: ct, data: data}, nil
}

func readField(part *multipart.Part) (string, error) {
	b, err := io.ReadAll(io.LimitReader(part, 1024))
	if err != nil {
		return "", uploadError(err)
	}
	return string(b), nil
}

func uploadError(err error) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return assay.Errorf(assay.ETOOLARGE, "Request body too large.")
	}
	return invalid("value_error", "Malformed multipart body", "body")
}

// safeName keeps a client file name printable and short.
func safeName(n string) string {
	n = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, n)
	if len(n) > 200 {
		n = n[:200]
	}
	return n
}

func (s *Server) getParsingJob(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	job, err := s.Store.FindJob(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, job.View())
}
