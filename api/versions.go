package api

import (
	"net/http"
)

// getJobVersions lists every result version of a team's job, oldest first,
// and which one is current.
func (s *Server) getJobVersions(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "job_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	job, versions, err := s.Jobs.JobVersions(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"job_id": job.ID, "current_version": job.ResultVersion,
		"parser_version": job.ParserVersion, "loinc_version": job.LoincVersion,
		"checked_parser_version": job.CheckedParserVersion, "checked_loinc_version": job.CheckedLoincVersion,
		"versions": versions,
	})
}
