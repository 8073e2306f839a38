package desk

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/loinc"
)

type jobBody struct {
	Job             *assay.ParsingJob
	ClientUserID    string
	Pending         bool
	Pages           []pageView
	PageErrors      []string
	Rows            []rowView
	Meta            []metaInput
	Gender          string
	Genders         []string
	Interpretations []string
	UpdatedAt       string
	Comment         string
	Reviews         []reviewView
	// Added are the rows the reviewer added, kept when the form comes back
	// with a problem: field name -> value, plus "k", the row's key.
	Added []map[string]string
}

type pageView struct {
	File, Page int
	URL        string
	Label      string
	W, H       int
	Boxes      []boxView
}

// boxView is a result row's provenance box, in percent of its page image.
type boxView struct {
	Row                      int
	Left, Top, Width, Height float64
	Label                    string
	Flagged                  bool
}

type rowView struct {
	Index         int
	Vals          map[string]string
	Reasons       []string
	Matches       []assay.LoincMatch
	Status        string
	Loinc         string
	LoincAccepted bool
	Remove        bool
	Where         string // "page 1" when the row has a box
}

type metaInput struct {
	Name, Label, Value string
}

var metaLabels = map[string]string{
	"patient_first_name": "Patient first name", "patient_last_name": "Patient last name", "dob": "Date of birth",
	"lab_name": "Lab", "date_reported": "Reported", "date_collected": "Collected", "specimen_number": "Specimen number",
}

type reviewView struct {
	assay.Review
	Lines []changeLine
}

type changeLine struct {
	What, Old, New string
}

func (d *Desk) jobPage(w http.ResponseWriter, r *http.Request) {
	d.showJob(w, r, http.StatusOK, nil, "")
}

// showJob renders the job view; posted, if not nil, keeps what the reviewer
// typed, and problem is shown above the form.
func (d *Desk) showJob(w http.ResponseWriter, r *http.Request, status int, posted url.Values, problem string) {
	job, err := d.teamJob(r)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	body, err := d.jobBody(r, job, posted)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	d.render(w, r, status, "job", page{Title: "Review " + body.ClientUserID, Body: body, Error: problem})
}

func (d *Desk) jobBody(r *http.Request, job *assay.ParsingJob, posted url.Values) (*jobBody, error) {
	ctx := r.Context()
	b := &jobBody{Job: job, Pending: job.Status == assay.JobPendingReview, Genders: genders, Interpretations: interpretations,
		UpdatedAt: job.UpdatedAt.Format(time.RFC3339Nano)}
	if u, err := d.Users.FindUser(ctx, job.TeamID, job.UserID); err == nil {
		b.ClientUserID = u.ClientUserID
	} else if !isNotFound(err) {
		return nil, err
	}
	data := job.Data
	if data == nil {
		data = &assay.ParsedLabReport{}
	}
	// Pages, in file order, and where each page sits in b.Pages.
	type pageRef struct{ file, page int }
	at := map[pageRef]int{}
	metas := map[int]*fileMeta{}
	for fi, f := range job.Files {
		m, err := d.meta(ctx, job, fi)
		if err != nil {
			d.logger().WarnContext(ctx, "desk: cannot show a file", "job_id", job.ID, "file", fi, "err", err.Error())
			b.PageErrors = append(b.PageErrors, fmt.Sprintf("File %d (%s) cannot be shown.", fi+1, f.ContentType))
			continue
		}
		metas[fi] = m
		for pi, ps := range m.Pages {
			at[pageRef{fi, pi + 1}] = len(b.Pages)
			label := fmt.Sprintf("Page %d", len(b.Pages)+1)
			if len(job.Files) > 1 {
				label = fmt.Sprintf("File %d, page %d", fi+1, pi+1)
			}
			b.Pages = append(b.Pages, pageView{File: fi, Page: pi + 1, W: ps.W, H: ps.H, Label: label,
				URL: fmt.Sprintf("%s/jobs/%s/files/%d/pages/%d", Prefix, job.ID, fi, pi+1)})
		}
	}
	for i, res := range data.Results {
		row := rowView{Index: i, Vals: map[string]string{}, Reasons: res.ReviewReasons, Matches: res.LoincMatches}
		if res.LoincMatchStatus != nil {
			row.Status = *res.LoincMatchStatus
		}
		if len(res.LoincMatches) > 0 {
			row.Loinc = res.LoincMatches[0].LoincCode
		}
		old := fieldsOf(res)
		for _, fd := range rowFields {
			row.Vals[fd.Name] = formValue(old[fd.Name])
		}
		if pv := res.Provenance; pv != nil {
			if k, ok := at[pageRef{pv.File, pv.Page}]; ok {
				pg := &b.Pages[k]
				scale := 1.0 // image pixels
				if m := metas[pv.File]; m.PDF {
					scale = float64(m.DPI) / 72 // PDF boxes are in points, OCR'd pages too
				}
				pg.Boxes = append(pg.Boxes, boxView{Row: i, Flagged: len(res.ReviewReasons) > 0,
					Left: pv.X0 * scale / float64(pg.W) * 100, Top: pv.Y0 * scale / float64(pg.H) * 100,
					Width: (pv.X1 - pv.X0) * scale / float64(pg.W) * 100, Height: (pv.Y1 - pv.Y0) * scale / float64(pg.H) * 100,
					Label: fmt.Sprintf("Row %d: %s", i+1, res.TestName)})
				row.Where = strings.ToLower(pg.Label)
			}
		}
		if posted != nil {
			p := fmt.Sprintf("r.%d.", i)
			for _, fd := range rowFields {
				if posted.Has(p + fd.Name) {
					row.Vals[fd.Name] = posted.Get(p + fd.Name)
				}
			}
			if posted.Has(p + "loinc") {
				row.Loinc = posted.Get(p + "loinc")
			}
			row.LoincAccepted = posted.Get(p+"loinc_accept") == "1"
			row.Remove = posted.Get(p+"remove") == "1"
		}
		b.Rows = append(b.Rows, row)
	}
	meta := fieldsOf(data.Metadata)
	for _, name := range metaFields {
		v := formValue(meta[name])
		if posted != nil && posted.Has("m."+name) {
			v = posted.Get("m." + name)
		}
		if name == "gender" {
			b.Gender = v
			continue
		}
		b.Meta = append(b.Meta, metaInput{Name: name, Label: metaLabels[name], Value: v})
	}
	if posted != nil {
		b.Comment = posted.Get("comment")
		for _, k := range addedKeys(posted) {
			row := map[string]string{"k": strconv.Itoa(k)}
			for _, fd := range append(rowFields, struct{ Name, Kind string }{"loinc", "string"}) {
				row[fd.Name] = posted.Get(fmt.Sprintf("n.%d.%s", k, fd.Name))
			}
			b.Added = append(b.Added, row)
		}
	}
	_, reviews, err := d.Jobs.JobReviews(ctx, job.TeamID, job.ID)
	if err != nil {
		return nil, err
	}
	for _, rv := range reviews {
		b.Reviews = append(b.Reviews, reviewView{Review: rv, Lines: changeLines(rv.Changes)})
	}
	return b, nil
}

// changeLines says what each change of a review did, for the audit trail.
func changeLines(cs []assay.ReviewChange) []changeLine {
	var out []changeLine
	for _, c := range cs {
		row := ""
		if c.Index != nil {
			row = fmt.Sprintf("row %d", *c.Index+1)
		}
		var what string
		switch c.Op {
		case assay.EditAdd:
			what = "added " + row
		case assay.EditRemove:
			what = "removed " + row
		case assay.EditUpdateMetadata:
			what = "metadata " + c.Field
		case assay.EditAcceptLoinc:
			what = row + " LOINC accepted"
		case assay.EditReplaceLoinc:
			what = row + " LOINC replaced"
		default:
			what = row + " " + c.Field
		}
		out = append(out, changeLine{What: what, Old: changeText(c.Old), New: changeText(c.New)})
	}
	return out
}

// changeText shows a changed JSON value: a LOINC list by its codes, a row by
// its name and value, a scalar as itself.
func changeText(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return "—"
	}
	var matches []assay.LoincMatch
	if raw[0] == '[' && json.Unmarshal(raw, &matches) == nil {
		var codes []string
		for _, m := range matches {
			codes = append(codes, m.LoincCode+" "+m.DisplayName)
		}
		if len(codes) == 0 {
			return "none"
		}
		return strings.Join(codes, ", ")
	}
	var row assay.LabReportResult
	if raw[0] == '{' && json.Unmarshal(raw, &row) == nil {
		return strings.TrimSpace(row.TestName + " " + row.Value + " " + deref(row.Units))
	}
	return formValue(raw)
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func (d *Desk) auditPage(w http.ResponseWriter, r *http.Request) {
	job, err := d.teamJob(r)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	_, reviews, err := d.Jobs.JobReviews(r.Context(), job.TeamID, job.ID)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	var views []reviewView
	for _, rv := range reviews {
		views = append(views, reviewView{Review: rv, Lines: changeLines(rv.Changes)})
	}
	d.render(w, r, http.StatusOK, "audit", page{Title: "Audit trail", Body: map[string]any{"Job": job, "Reviews": views}})
}

func (d *Desk) submit(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	rv := sessionFrom(ctx).reviewer
	job, err := d.teamJob(r)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	if job.Status != assay.JobPendingReview {
		d.showJob(w, r, http.StatusConflict, nil, d.conflictMessage(r, job))
		return
	}
	if r.PostForm.Get("updated_at") != job.UpdatedAt.Format(time.RFC3339Nano) {
		d.showJob(w, r, http.StatusConflict, nil, "The job changed since you opened it (it was parsed again). Review it as it is now.")
		return
	}
	edits, comment, err := editsFromForm(job.Data, r.PostForm)
	var fe *formError
	if errors.As(err, &fe) {
		d.showJob(w, r, http.StatusUnprocessableEntity, r.PostForm, fe.Msg)
		return
	} else if err != nil {
		d.fail(w, r, err)
		return
	}
	who := rv.Label()
	_, _, err = d.Jobs.Review(ctx, rv.TeamID, job.ID, assay.ReviewSubmission{Reviewer: &who, ReviewerID: rv.ID, Comment: comment, Edits: edits})
	switch assay.ErrorCode(err) {
	case "":
		d.logger().InfoContext(ctx, "desk review saved", "job_id", job.ID, "reviewer_id", rv.ID, "edits", len(edits))
		http.Redirect(w, r, Prefix+"/?reviewed="+url.QueryEscape(job.ID), http.StatusSeeOther)
	case assay.ECONFLICT:
		latest, ferr := d.teamJob(r)
		if ferr != nil {
			d.fail(w, r, ferr)
			return
		}
		d.showJob(w, r, http.StatusConflict, nil, d.conflictMessage(r, latest))
	case assay.EINVALID:
		d.showJob(w, r, http.StatusUnprocessableEntity, r.PostForm, "This review cannot be saved: "+invalidText(err, edits))
	default:
		d.fail(w, r, err)
	}
}

// conflictMessage says who got to a job first.
func (d *Desk) conflictMessage(r *http.Request, job *assay.ParsingJob) string {
	_, reviews, err := d.Jobs.JobReviews(r.Context(), job.TeamID, job.ID)
	if err == nil && len(reviews) > 0 && job.IsReviewed {
		last := reviews[len(reviews)-1]
		return fmt.Sprintf("This job was already reviewed by %s at %s. Your edits were not saved.", last.Reviewer, last.CreatedAt.UTC().Format("15:04:05 UTC"))
	}
	return fmt.Sprintf("This job is %s and no longer waits for review. Your edits were not saved.", strings.ReplaceAll(job.Status, "_", " "))
}

// invalidText names the edit a validation error is about in the reviewer's
// terms (rows counted from 1), from its location body.edits.K....
func invalidText(err error, edits []assay.ReviewEdit) string {
	var e *assay.Error
	if !errors.As(err, &e) {
		return assay.ErrorMessage(err)
	}
	if len(e.Loc) >= 3 && e.Loc[1] == "edits" {
		if k, err := strconv.Atoi(e.Loc[2]); err == nil && k < len(edits) {
			switch ed := edits[k]; {
			case ed.Op == assay.EditAdd && ed.Result != nil:
				return fmt.Sprintf("added row %q: %s", ed.Result.TestName, e.Message)
			case ed.Op == assay.EditUpdateMetadata:
				return "report details: " + e.Message
			case ed.Index != nil:
				return fmt.Sprintf("row %d: %s", *ed.Index+1, e.Message)
			}
		}
	}
	return e.Message
}

type loincBody struct {
	Row     string
	Query   string
	Matches []assay.LoincMatch
}

// loincSearch answers the search box of a row with the matcher's top
// matches for what was typed (or the code itself).
func (d *Desk) loincSearch(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	text := strings.TrimSpace(q.Get("q"))
	unit := ""
	for k := range q {
		if strings.HasSuffix(k, ".units") {
			unit = q.Get(k)
		}
	}
	body := loincBody{Row: q.Get("row"), Query: text}
	if len(text) > 200 {
		text = text[:200]
	}
	m := loinc.Default()
	if hit, ok := m.Lookup(text); ok {
		body.Matches = append(body.Matches, hit)
	}
	if len(text) >= 2 {
		for _, hit := range m.Match(loinc.Query{Name: text, Unit: unit}).Matches {
			if len(body.Matches) == 0 || body.Matches[0].LoincCode != hit.LoincCode {
				body.Matches = append(body.Matches, hit)
			}
		}
	}
	d.render(w, r, http.StatusOK, "loinc", page{Body: body})
}

// selectedIf and checkedIf write boolean attributes.
func selectedIf(b bool) string {
	if b {
		return "selected"
	}
	return ""
}

func checkedIf(b bool) string {
	if b {
		return "checked"
	}
	return ""
}
