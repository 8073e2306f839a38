package api

import (
	"encoding/json"
	"net/http"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/fhir"
)

// FHIRPath is the FHIR R4 export of a parsing job.
const FHIRPath = "/lab_report/v1/parser/job/{job_id}/fhir"

// getJobFHIR answers a completed job as a FHIR R4 Bundle (409 otherwise).
func (s *Server) getJobFHIR(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	team := teamFrom(r.Context())
	job, err := s.Jobs.FindJob(r.Context(), team.ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	// A deleted user's job still exports, without a subject.
	user, err := s.Users.FindUser(r.Context(), team.ID, job.UserID)
	if err != nil && assay.ErrorCode(err) != assay.ENOTFOUND {
		writeError(w, r, err)
		return
	}
	bundle, err := fhir.FromJob(job, user, team)
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/fhir+json")
	w.WriteHeader(http.StatusOK)
	_ = json.NewEncoder(w).Encode(bundle)
}
