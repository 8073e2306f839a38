package assay

import (
	"context"
	"io"
	"time"
)

// Parsing job statuses. Clients must accept values not listed here.
const (
	JobUploadPending = "upload_pending"
	JobStarted       = "started"
	JobCompleted     = "completed"
	JobFailed        = "failed"
	JobPendingReview = "pending_review"
)

// Parsing job failure reasons (upstream ParsingJobFailureReason).
const (
	FailureInvalidInput = "invalid_input"
	FailureLowQuality   = "low_quality"
	FailureNotEnglish   = "not_english"
	// FailureInternalError is an Assay extension: the job failed on our side
	// (storage or Redis) after every retry, not because of its files.
	FailureInternalError = "internal_error"
)

// Lab report result types (upstream LabReportResultType).
const (
	TypeNumeric    = "numeric"
	TypeRange      = "range"
	TypeComment    = "comment"
	TypeBoolean    = "boolean"
	TypeDuration   = "duration"
	TypePercentage = "percentage"
	TypeRatio      = "ratio"
)

// Interpretations (upstream Interpretation).
const (
	InterpretationNormal   = "normal"
	InterpretationAbnormal = "abnormal"
	InterpretationCritical = "critical"
	InterpretationUnknown  = "unknown"
)

// LOINC match statuses.
const (
	LoincAutoMatch   = "auto_match"
	LoincNeedsReview = "needs_review"
	LoincNoMatch     = "no_match"
)

// ParsingJob is a lab report parsing job as Assay keeps it. Clients see
// View(), the upstream ParsingJob shape.
type ParsingJob struct {
	ID            string  `json:"id"`
	Status        string  `json:"status"`
	FailureReason *string `json:"failure_reason"`
	// FailureDetail says why, in words safe to show the client (no patient
	// data); ResourceLimit names the resource bound the document exceeded.
	FailureDetail    *string          `json:"failure_detail,omitempty"`
	ResourceLimit    string           `json:"resource_limit,omitempty"`
	Data             *ParsedLabReport `json:"data"`
	NeedsHumanReview bool             `json:"needs_human_review"`
	IsReviewed       bool             `json:"is_reviewed"`
	TeamID           string           `json:"team_id"`
	UserID           string           `json:"user_id"`
	Files            []JobFile        `json:"files"`
	ParserVersion    string           `json:"parser_version,omitempty"`
	LoincVersion     string           `json:"loinc_version,omitempty"`
	// ResultVersion is the number of the current entry in the job's result
	// history (0: no result recorded yet).
	ResultVersion int `json:"result_version,omitempty"`
	// CheckedParserVersion and CheckedLoincVersion are the newest parser
	// and LOINC table a re-parse ran with, even when the results did not
	// change.
	CheckedParserVersion string    `json:"checked_parser_version,omitempty"`
	CheckedLoincVersion  string    `json:"checked_loinc_version,omitempty"`
	CreatedAt            time.Time `json:"created_at"`
	UpdatedAt            time.Time `json:"updated_at"`
}

// Fail records a job's failure; limit names the resource bound it hit, if
// any. Status is left to the caller.
func (j *ParsingJob) Fail(reason, detail, limit string) {
	j.FailureReason, j.FailureDetail, j.ResourceLimit = &reason, nil, limit
	if detail != "" {
		j.FailureDetail = &detail
	}
}

// ClearFailure forgets a failure when the job gets results.
func (j *ParsingJob) ClearFailure() { j.FailureReason, j.FailureDetail, j.ResourceLimit = nil, nil, "" }

// Sources of a result version.
const (
	SourceParse    = "parse"
	SourceReparse  = "reparse"
	SourceRollback = "rollback"
	SourceReview   = "review"
)

// ResultVersion is one entry of a job's append-only result history: the
// results, what produced them, and the job state that went with them, so
// that a rollback restores all of it.
type ResultVersion struct {
	Version       int    `json:"version"`
	Source        string `json:"source"`
	ParserVersion string `json:"parser_version"`
	LoincVersion  string `json:"loinc_version"`
	// RestoredVersion is the version a rollback made current again.
	RestoredVersion  *int             `json:"restored_version,omitempty"`
	ReviewID         string           `json:"review_id,omitempty"`
	Status           string           `json:"status"`
	NeedsHumanReview bool             `json:"needs_human_review"`
	IsReviewed       bool             `json:"is_reviewed"`
	CreatedAt        time.Time        `json:"created_at"`
	Data             *ParsedLabReport `json:"data"`
}

// ParsingJobView is the upstream ParsingJob, as the API and webhooks send
// it, plus failure_detail.
type ParsingJobView struct {
	ID string `json:"id"`
	// JobID repeats ID: the official SDK requires it.
	JobID            string           `json:"job_id"`
	Status           string           `json:"status"`
	FailureReason    *string          `json:"failure_reason"`
	FailureDetail    *string          `json:"failure_detail,omitempty"`
	Data             *ParsedLabReport `json:"data"`
	NeedsHumanReview bool             `json:"needs_human_review"`
	IsReviewed       bool             `json:"is_reviewed"`
}

// View returns the client-facing shape of the job.
func (j *ParsingJob) View() ParsingJobView {
	return ParsingJobView{
		ID:               j.ID,
		JobID:            j.ID,
		Status:           j.Status,
		FailureReason:    j.FailureReason,
		FailureDetail:    j.FailureDetail,
		Data:             j.Data.clientView(),
		NeedsHumanReview: j.NeedsHumanReview,
		IsReviewed:       j.IsReviewed,
	}
}

// clientView returns d with the metadata strings the official SDK requires
// (patient names, dob, lab_name) set to "" when unknown; the upstream allows
// null there, the SDK rejects it.
func (d *ParsedLabReport) clientView() *ParsedLabReport {
	if d == nil {
		return nil
	}
	v := *d
	for _, f := range []**string{&v.Metadata.PatientFirstName, &v.Metadata.PatientLastName, &v.Metadata.DOB, &v.Metadata.LabName} {
		if *f == nil {
			empty := ""
			*f = &empty
		}
	}
	return &v
}

// JobFile is one uploaded file of a job, as kept in blob storage.
type JobFile struct {
	Key         string `json:"key"`
	Name        string `json:"name"`
	ContentType string `json:"content_type"`
	Size        int64  `json:"size"`
}

// ParsedLabReport is the upstream ParsedLabReportData.
type ParsedLabReport struct {
	Metadata ResultMetadata    `json:"metadata"`
	Results  []LabReportResult `json:"results"`
}

// ResultMetadata is the upstream ResultMetadata.
type ResultMetadata struct {
	PatientFirstName *string `json:"patient_first_name"`
	PatientLastName  *string `json:"patient_last_name"`
	DOB              *string `json:"dob"`
	Gender           string  `json:"gender"` // male, female, other
	LabName          *string `json:"lab_name"`
	DateReported     *string `json:"date_reported"`
	DateCollected    *string `json:"date_collected"`
	SpecimenNumber   *string `json:"specimen_number"`
	// Language is the report's language, ISO 639-1 ("en", "de", ...); an
	// Assay extension.
	Language string `json:"language,omitempty"`
}

// LabReportResult is the upstream LabReportResult, plus provenance and
// per-field confidence as extra keys.
type LabReportResult struct {
	TestName          string       `json:"test_name"`
	Value             string       `json:"value"`
	SampleType        string       `json:"sample_type"`      // urine, serum_plasma_blood, ... unknown
	MeasurementKind   string       `json:"measurement_kind"` // direct, calculated, ratio, unknown
	Type              *string      `json:"type"`
	Units             *string      `json:"units"`
	MaxReferenceRange *float64     `json:"max_reference_range"`
	MinReferenceRange *float64     `json:"min_reference_range"`
	SourcePanelName   *string      `json:"source_panel_name"`
	LoincMatches      []LoincMatch `json:"loinc_matches"`
	LoincMatchStatus  *string      `json:"loinc_match_status"`
	Interpretation    *string      `json:"interpretation"`
	IsAboveMaxRange   *bool        `json:"is_above_max_range"`
	IsBelowMinRange   *bool        `json:"is_below_min_range"`

	// Assay extensions.
	ReferenceRangeText *string          `json:"reference_range_text,omitempty"`
	Flag               *string          `json:"flag,omitempty"`
	Provenance         *Provenance      `json:"provenance,omitempty"`
	Confidence         *FieldConfidence `json:"confidence,omitempty"`
	ReviewReasons      []string         `json:"review_reasons,omitempty"`
}

// Provenance says where on the document a result row was printed.
// Coordinates are in points (PDF) or pixels (images), origin top-left.
type Provenance struct {
	File int     `json:"file"` // index of the uploaded file, from 0
	Page int     `json:"page"` // from 1
	X0   float64 `json:"x0"`
	Y0   float64 `json:"y0"`
	X1   float64 `json:"x1"`
	Y1   float64 `json:"y1"`
	Unit string  `json:"unit"` // "pt" or "px"
	OCR  bool    `json:"ocr"`
}

// FieldConfidence is the confidence of each extracted field, in 0..1.
type FieldConfidence struct {
	TestName       float64 `json:"test_name"`
	Value          float64 `json:"value"`
	Units          float64 `json:"units"`
	ReferenceRange float64 `json:"reference_range"`
	Interpretation float64 `json:"interpretation"`
	Loinc          float64 `json:"loinc"`
}

// LoincMatch is the upstream LoincMatch.
type LoincMatch struct {
	LoincCode       string   `json:"loinc_code"`
	LoincName       string   `json:"loinc_name"`
	DisplayName     string   `json:"display_name"`
	Aliases         []string `json:"aliases"`
	ConfidenceScore float64  `json:"confidence_score"`
}

// SetResult records a parse result on the job, with the status that follows
// from it: pending_review when the job needs review or any result raised a
// doubt, completed otherwise.
func (j *ParsingJob) SetResult(report *ParsedLabReport, parserVersion, loincVersion string) {
	j.Data = report
	j.ClearFailure()
	j.ParserVersion, j.LoincVersion = parserVersion, loincVersion
	if report.Flagged() {
		j.NeedsHumanReview = true
	}
	j.Status = JobCompleted
	if j.NeedsHumanReview {
		j.Status = JobPendingReview
	}
}

// Flagged reports whether the parser or the LOINC matcher was unsure of any
// result.
func (r *ParsedLabReport) Flagged() bool {
	for _, res := range r.Results {
		if len(res.ReviewReasons) > 0 {
			return true
		}
	}
	return false
}

// Upload is one file of a parsing-job submission, its type already sniffed
// from its bytes.
type Upload struct {
	Name        string
	ContentType string
	Data        []byte
}

// JobSubmission is what a client sends to start a parsing job.
type JobSubmission struct {
	UserID           string
	NeedsHumanReview bool
	Files            []Upload
}

// ReviewSubmission is a reviewer's verdict on a job in the review queue.
type ReviewSubmission struct {
	Reviewer *string      `json:"reviewer"`
	Comment  *string      `json:"comment"`
	Edits    []ReviewEdit `json:"edits"`
	// ReviewerID is the signed-in reviewer of the review desk (who is then
	// Reviewer, their email); API clients cannot set it.
	ReviewerID string `json:"-"`
}

// JobService owns the rules of parsing jobs: submission, their files, the
// review queue and their result history. Implemented by jobs.Service.
type JobService interface {
	// FileType sniffs an upload: application/pdf, image/jpeg, image/png or "".
	FileType(data []byte) string
	Submit(ctx context.Context, team *Team, sub JobSubmission) (*ParsingJob, error)
	FindJob(ctx context.Context, teamID, id string) (*ParsingJob, error)
	// OpenFile returns the index-th uploaded file of a job and its bytes.
	OpenFile(ctx context.Context, teamID, id string, index int) (*JobFile, io.ReadCloser, error)
	ListPendingReview(ctx context.Context, teamID, userID string, offset, limit int) ([]*ParsingJob, int, error)
	Review(ctx context.Context, teamID, id string, in ReviewSubmission) (*ParsingJob, *Review, error)
	JobReviews(ctx context.Context, teamID, id string) (*ParsedLabReport, []Review, error)
	JobVersions(ctx context.Context, teamID, id string) (*ParsingJob, []ResultVersion, error)
}
