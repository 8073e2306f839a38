package store

import (
	"testing"

	"github.com/assayhq/assay"
)

// TestSelectionSkipsResourceBoundFailures: a job that failed on a resource
// bound is re-parsed only when asked for by its id.
func TestSelectionSkipsResourceBoundFailures(t *testing.T) {
	bound := &assay.ParsingJob{ID: "j1", Status: assay.JobFailed}
	bound.Fail(assay.FailureInvalidInput, "page 1 is 11000 × 11000 pt", "page_size")
	plain := &assay.ParsingJob{ID: "j2", Status: assay.JobFailed}
	plain.Fail(assay.FailureInvalidInput, "the PDF is malformed", "")
	byStatus := &JobSelection{Statuses: []string{assay.JobFailed}}
	if byStatus.Matches(bound) {
		t.Error("--status failed picks a job that failed on a resource bound")
	}
	if !byStatus.Matches(plain) {
		t.Error("--status failed skips a job that failed on malformed input")
	}
	byID := &JobSelection{JobIDs: []string{"j1"}, Statuses: []string{assay.JobFailed}}
	if !byID.Matches(bound) {
		t.Error("--job j1 --status failed skips the job it names")
	}
}
