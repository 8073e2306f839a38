package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

// optionalUUIDQuery reads an optional UUID query parameter.
func optionalUUIDQuery(r *http.Request, name string) (string, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return "", nil
	}
	id, err := uuid.Parse(v)
	if err != nil {
		return "", assay.InvalidAs("uuid_parsing", "Input should be a valid UUID", "query", name)
	}
	return id.String(), nil
}

func (s *Server) listLabTests(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	tests, err := s.Store.ListLabTests(r.Context(), teamFrom(r.Context()).ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	name := strings.ToLower(q.Get("name"))
	out := []assay.LabTest{}
	for _, t := range tests {
		if (q.Get("lab_slug") != "" && (t.Lab == nil || t.Lab.Slug != q.Get("lab_slug"))) ||
			(q.Get("collection_method") != "" && t.Method != q.Get("collection_method")) ||
			(q.Get("status") != "" && t.Status != q.Get("status")) ||
			(name != "" && !strings.Contains(strings.ToLower(t.Name), name)) {
			continue
		}
		out = append(out, t)
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) getLabTest(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "lab_test_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	t, err := s.Store.FindLabTest(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, t)
}

func (s *Server) listLabs(w http.ResponseWriter, r *http.Request) {
	labs, err := s.Store.ListLabs(r.Context(), teamFrom(r.Context()).ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if labs == nil {
		labs = []assay.Lab{}
	}
	writeJSON(w, http.StatusOK, labs)
}

// markerView is the upstream ClientFacingMarkerComplete.
type markerView struct {
	assay.Marker
	ExpectedResults []expectedResult `json:"expected_results"`
}

type expectedResult struct {
	ID         int     `json:"id"`
	Name       string  `json:"name"`
	Slug       string  `json:"slug"`
	LabID      *int    `json:"lab_id"`
	ProviderID *string `json:"provider_id"`
	Required   bool    `json:"required"`
}

func markerViews(ms []assay.Marker) []markerView {
	out := make([]markerView, 0, len(ms))
	for _, m := range ms {
		out = append(out, markerView{Marker: m, ExpectedResults: []expectedResult{{
			ID: m.ID, Name: m.Name, Slug: m.Slug, LabID: m.LabID, ProviderID: m.ProviderID, Required: true,
		}}})
	}
	return out
}

// writeMarkerPage answers with the upstream GetMarkersResponse.
func writeMarkerPage(w http.ResponseWriter, r *http.Request, ms []assay.Marker) {
	page, err := intQuery(r, "page", 1, 1, 1<<31-1)
	if err != nil {
		writeError(w, r, err)
		return
	}
	size, err := intQuery(r, "size", 50, 1, 100)
	if err != nil {
		writeError(w, r, err)
		return
	}
	total := len(ms)
	start := min((page-1)*size, total)
	end := min(start+size, total)
	writeJSON(w, http.StatusOK, map[string]any{
		"markers": markerViews(ms[start:end]), "total": total, "page": page, "size": size, "pages": (total + size - 1) / size,
	})
}

func (s *Server) listMarkers(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	team := teamFrom(ctx)
	q := r.URL.Query()
	labSlug := q.Get("lab_slug")
	acctID, err := optionalUUIDQuery(r, "lab_account_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	if acctID != "" {
		// Rule 1 of order creation: an account limits markers to its lab.
		acct, err := s.Store.FindLabAccount(ctx, team.ID, acctID)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			writeError(w, r, assay.InvalidAs("value_error", "Unknown lab_account_id.", "query", "lab_account_id"))
			return
		} else if err != nil {
			writeError(w, r, err)
			return
		}
		if labSlug != "" && labSlug != acct.Lab {
			writeJSON(w, http.StatusOK, map[string]any{"markers": []any{}, "total": 0, "page": 1, "size": 50, "pages": 0})
			return
		}
		labSlug = acct.Lab
	}
	labIDs := map[int]bool{}
	if labSlug == "" {
		for _, v := range q["lab_id"] {
			n, err := strconv.Atoi(v)
			if err != nil {
				writeError(w, r, assay.InvalidAs("int_parsing", "Input should be a valid integer", "query", "lab_id"))
				return
			}
			labIDs[n] = true
		}
	}
	ms, err := s.Store.ListMarkers(ctx, team.ID, labSlug)
	if err != nil {
		writeError(w, r, err)
		return
	}
	name := strings.ToLower(q.Get("name"))
	var alc *bool
	if v := q.Get("a_la_carte_enabled"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			writeError(w, r, assay.InvalidAs("bool_parsing", "Input should be a valid boolean", "query", "a_la_carte_enabled"))
			return
		}
		alc = &b
	}
	out := ms[:0]
	for _, m := range ms {
		if len(labIDs) > 0 && (m.LabID == nil || !labIDs[*m.LabID]) {
			continue
		}
		if name != "" && !strings.Contains(strings.ToLower(m.Name), name) && (m.ProviderID == nil || !strings.EqualFold(*m.ProviderID, name)) {
			continue
		}
		if alc != nil && m.ALaCarteEnabled != *alc {
			continue
		}
		out = append(out, m)
	}
	writeMarkerPage(w, r, out)
}

func (s *Server) listLabTestMarkers(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "lab_test_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	t, err := s.Store.FindLabTest(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeMarkerPage(w, r, t.Markers)
}

// labAccountView is the upstream ClientFacingLabAccount; the service's
// physician and bookkeeping fields stay inside.
type labAccountView struct {
	ID                   string              `json:"id"`
	Lab                  string              `json:"lab"`
	OrgID                *string             `json:"org_id"`
	Status               string              `json:"status"`
	DelegatedFlow        string              `json:"delegated_flow"`
	ProviderAccountID    string              `json:"provider_account_id"`
	AccountName          *string             `json:"account_name"`
	DefaultClinicalNotes *string             `json:"default_clinical_notes"`
	BusinessUnits        []string            `json:"business_units"`
	AllowedBilling       map[string][]string `json:"allowed_billing"`
	TeamIDAllowlist      []string            `json:"team_id_allowlist"`
	ServiceOwned         bool                `json:"service_owned"`
}

func viewLabAccount(a assay.LabAccount) labAccountView {
	return labAccountView{ID: a.ID, Lab: a.Lab, OrgID: a.OrgID, Status: a.Status, DelegatedFlow: a.DelegatedFlow,
		ProviderAccountID: a.ProviderAccountID, AccountName: a.AccountName, DefaultClinicalNotes: a.DefaultClinicalNotes,
		BusinessUnits: a.BusinessUnits, AllowedBilling: a.AllowedBilling, TeamIDAllowlist: a.TeamIDAllowlist, ServiceOwned: a.ServiceOwned}
}

func (s *Server) listLabAccounts(w http.ResponseWriter, r *http.Request) {
	id, err := optionalUUIDQuery(r, "lab_account_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	// The interface writes PENDING; the upstream enum is lower case.
	status := strings.ToLower(r.URL.Query().Get("status"))
	switch status {
	case "", assay.LabAccountActive, assay.LabAccountPending, assay.LabAccountSuspended, "ready_to_launch":
	default:
		writeError(w, r, assay.InvalidAs("enum", "Input should be 'active', 'pending', 'suspended' or 'ready_to_launch'", "query", "status"))
		return
	}
	accts, err := s.Store.ListLabAccounts(r.Context(), teamFrom(r.Context()).ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out := []labAccountView{}
	for _, a := range accts {
		if (id != "" && a.ID != id) || (status != "" && a.Status != status) {
			continue
		}
		out = append(out, viewLabAccount(a))
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": out})
}
