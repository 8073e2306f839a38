package api

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

// MaxFilesPerJob bounds how many files one parsing job may carry.
const MaxFilesPerJob = 10

func (s *Server) createParsingJob(w http.ResponseWriter, r *http.Request) {
	team := teamFrom(r.Context())
	if !team.LabReportParsingEnabled {
		// Checked before the body is read; Submit checks it again.
		writeError(w, r, assay.Errorf(assay.EFORBIDDEN, "Lab report parsing is not enabled for this team."))
		return
	}
	// Every file may be 10 MB; the whole request is capped so that nothing
	// reads far past what can be accepted.
	r.Body = http.MaxBytesReader(w, r.Body, MaxFilesPerJob*assay.MaxUploadBytes+1<<20)
	mr, err := r.MultipartReader()
	if err != nil {
		writeError(w, r, assay.InvalidAs("value_error", "Expected a multipart/form-data body", "body"))
		return
	}
	var (
		files       []assay.Upload
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
			f, err := s.readUpload(part)
			if err != nil {
				writeError(w, r, err)
				return
			}
			if len(files) == MaxFilesPerJob {
				writeError(w, r, assay.InvalidAs("too_long", fmt.Sprintf("At most %d files per job", MaxFilesPerJob), "body", "file"))
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
				writeError(w, r, assay.InvalidAs("bool_parsing", "Input should be a valid boolean", "body", "needs_human_review"))
				return
			}
			needsReview = b
		default:
			drain(part, 1<<20)
		}
		part.Close()
	}
	if userID == nil {
		writeError(w, r, assay.Missing("body", "user_id"))
		return
	}
	uid, err := uuid.Parse(strings.TrimSpace(*userID))
	if err != nil {
		writeError(w, r, assay.InvalidAs("uuid_parsing", "Input should be a valid UUID", "body", "user_id"))
		return
	}
	if len(files) == 0 {
		writeError(w, r, assay.Missing("body", "file"))
		return
	}
	sub := assay.JobSubmission{UserID: uid.String(), NeedsHumanReview: needsReview, Files: files}
	job, err := s.Jobs.Submit(r.Context(), team, sub)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, job.View())
}

// readUpload reads one file part, stopping one byte past the size limit,
// and checks that its content really is a PDF, JPEG or PNG.
func (s *Server) readUpload(part *multipart.Part) (assay.Upload, error) {
	data, err := io.ReadAll(io.LimitReader(part, assay.MaxUploadBytes+1))
	if err != nil {
		return assay.Upload{}, uploadError(err)
	}
	if len(data) > assay.MaxUploadBytes {
		return assay.Upload{}, assay.Errorf(assay.ETOOLARGE, "File %q is larger than 10 MB.", safeName(part.FileName()))
	}
	ct := s.Jobs.FileType(data)
	if ct == "" {
		return assay.Upload{}, assay.InvalidAs("value_error", fmt.Sprintf("File %q is not a PDF, JPEG or PNG", safeName(part.FileName())), "body", "file")
	}
	return assay.Upload{Name: safeName(part.FileName()), ContentType: ct, Data: data}, nil
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
	return assay.InvalidAs("value_error", "Malformed multipart body", "body")
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
	job, err := s.Jobs.FindJob(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, job.View())
}
