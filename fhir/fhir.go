// Package fhir turns a parsed lab report into a FHIR R4 Bundle: one
// DiagnosticReport, one Observation per result, the specimens, and the
// patient only as an identifier unless the team allows more.
package fhir

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

// Code systems and the identifier system of Assay's patient references.
const (
	LOINC              = "http://loinc.org"
	UCUM               = "http://unitsofmeasure.org"
	SNOMED             = "http://snomed.info/sct"
	Interpretation     = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation"
	ObservationCat     = "http://terminology.hl7.org/CodeSystem/observation-category"
	DiagnosticService  = "http://terminology.hl7.org/CodeSystem/v2-0074"
	SpecimenType       = "http://terminology.hl7.org/CodeSystem/v2-0487"
	ClientUserIDSystem = "urn:assay:client_user_id"
	SpecimenIDSystem   = "urn:assay:specimen_number"
	JobIDSystem        = "urn:assay:parsing_job"
)

// Subject says who the report is about.
type Subject struct {
	// ClientUserID is the team's own id for the user; empty: no subject.
	ClientUserID string
	// PatientDetails adds a Patient with the printed name, sex and date of
	// birth. Off unless the team enables it.
	PatientDetails bool
}

// FromJob exports a team's parsing job. Only a completed job (which
// includes a reviewed one) has results to export; any other is a conflict.
func FromJob(job *assay.ParsingJob, user *assay.User, team *assay.Team) (*Bundle, error) {
	if job.Status != assay.JobCompleted || job.Data == nil {
		return nil, assay.Errorf(assay.ECONFLICT, "Job %s is %s; only completed jobs can be exported as FHIR.", job.ID, job.Status)
	}
	sub := Subject{PatientDetails: team != nil && team.FHIRPatientDetails}
	if user != nil {
		sub.ClientUserID = user.ClientUserID
	}
	b := FromReport(job.ID, job.Data, sub, job.UpdatedAt)
	ident := Identifier{System: JobIDSystem, Value: job.ID}
	b.Identifier = &ident
	b.Entry[0].Resource.(*DiagnosticReport).Identifier = []Identifier{ident}
	return b, nil
}

// FromReport builds the Bundle of one parsed report. Resource ids are
// derived from id (the job id, or a file name), so the same report always
// exports the same Bundle. at is the Bundle's timestamp (zero: none).
func FromReport(id string, r *assay.ParsedLabReport, sub Subject, at time.Time) *Bundle {
	ns := uuid.NewSHA1(uuid.NameSpaceURL, []byte("urn:assay:fhir:"+id))
	urn := func(kind string) string { return "urn:uuid:" + uuid.NewSHA1(ns, []byte(kind)).String() }
	m := r.Metadata

	b := &Bundle{ResourceType: "Bundle", ID: uuid.NewSHA1(ns, []byte("bundle")).String(), Type: "collection"}
	if !at.IsZero() {
		b.Timestamp = at.UTC().Format(time.RFC3339)
	}

	var subject *Reference
	var patient *Patient
	if sub.ClientUserID != "" {
		ident := &Identifier{System: ClientUserIDSystem, Value: sub.ClientUserID}
		subject = &Reference{Identifier: ident}
		if sub.PatientDetails {
			patient = newPatient(urn("patient"), *ident, m)
			subject.Reference = urn("patient")
		}
	}
	effective := dateTime(m.DateCollected)
	issued := instant(m.DateReported)
	var performer []Reference
	if s := str(m.LabName); s != "" {
		performer = []Reference{{Display: s}}
	}

	report := &DiagnosticReport{
		ResourceType: "DiagnosticReport", ID: idOf(urn("report")), Status: "final",
		Category: []CodeableConcept{{Coding: []Coding{{System: DiagnosticService, Code: "LAB", Display: "Laboratory"}}}},
		Code:     CodeableConcept{Coding: []Coding{{System: LOINC, Code: "11502-2", Display: "Laboratory report"}}, Text: reportTitle(r)},
		Subject:  subject, EffectiveDateTime: effective, Issued: issued, Performer: performer,
	}
	b.add(urn("report"), report)

	comma := usesDecimalComma(r)
	specimens := map[string]string{} // sample type -> full URL
	var specimenEntries []BundleEntry
	for i, res := range r.Results {
		o := observation(urn("observation/"+strconv.Itoa(i)), res, comma)
		o.Subject, o.EffectiveDateTime, o.Issued, o.Performer = subject, effective, issued, performer
		if st := specimenType(res.SampleType); st != nil || str(m.SpecimenNumber) != "" {
			key := res.SampleType
			full, ok := specimens[key]
			if !ok {
				full = urn("specimen/" + key)
				specimens[key] = full
				sp := &Specimen{ResourceType: "Specimen", ID: idOf(full), Type: st, Subject: subject}
				if s := str(m.SpecimenNumber); s != "" {
					sp.AccessionIdentifier = &Identifier{System: SpecimenIDSystem, Value: s}
				}
				specimenEntries = append(specimenEntries, BundleEntry{FullURL: full, Resource: sp})
				report.Specimen = append(report.Specimen, Reference{Reference: full})
			}
			o.Specimen = &Reference{Reference: full}
		}
		report.Result = append(report.Result, Reference{Reference: urn("observation/" + strconv.Itoa(i))})
		b.add(urn("observation/"+strconv.Itoa(i)), o)
	}
	b.Entry = append(b.Entry, specimenEntries...)
	if patient != nil {
		b.add(subject.Reference, patient)
	}
	return b
}

func (b *Bundle) add(fullURL string, resource any) {
	b.Entry = append(b.Entry, BundleEntry{FullURL: fullURL, Resource: resource})
}

func idOf(urn string) string { return strings.TrimPrefix(urn, "urn:uuid:") }

// reportTitle is the panel when every result shares one, else the lab's
// name, else a plain title.
func reportTitle(r *assay.ParsedLabReport) string {
	panels := map[string]bool{}
	for _, res := range r.Results {
		if p := str(res.SourcePanelName); p != "" {
			panels[p] = true
		}
	}
	if len(panels) == 1 {
		for p := range panels {
			return p
		}
	}
	if len(panels) > 1 {
		names := make([]string, 0, len(panels))
		for p := range panels {
			names = append(names, p)
		}
		sort.Strings(names)
		return strings.Join(names, ", ")
	}
	if s := str(r.Metadata.LabName); s != "" {
		return s + " report"
	}
	return "Laboratory report"
}

func newPatient(fullURL string, ident Identifier, m assay.ResultMetadata) *Patient {
	p := &Patient{ResourceType: "Patient", ID: idOf(fullURL), Identifier: []Identifier{ident}}
	if f, l := str(m.PatientFirstName), str(m.PatientLastName); f != "" || l != "" {
		n := HumanName{Family: l}
		if f != "" {
			n.Given = strings.Fields(f)
		}
		p.Name = []HumanName{n}
	}
	switch m.Gender {
	case "male", "female", "other":
		p.Gender = m.Gender
	}
	if d := str(m.DOB); fhirDate.MatchString(d) {
		p.BirthDate = d
	}
	return p
}

var (
	fhirDate     = regexp.MustCompile(`^\d{4}(-\d{2}(-\d{2})?)?$`)
	fhirDateTime = regexp.MustCompile(`^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$`)
)

// dateTime returns a printed date as a FHIR dateTime, or "" when it is not
// one (a time without a zone is not).
func dateTime(s *string) string {
	if v := str(s); fhirDateTime.MatchString(v) {
		return v
	}
	return ""
}

// instant returns a printed date as a FHIR instant, which needs a time: a
// report day becomes its start in UTC.
func instant(s *string) string {
	v := str(s)
	if t, err := time.Parse(time.RFC3339, v); err == nil {
		return t.Format(time.RFC3339)
	}
	if t, err := time.Parse("2006-01-02", v); err == nil {
		return t.Format(time.RFC3339)
	}
	return ""
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return strings.TrimSpace(*s)
}
