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
	f := assay.LabTestFilter{LabSlug: q.Get("lab_slug"), Method: q.Get("collection_method"), Status: q.Get("status"), Name: q.Get("name")}
	tests, err := s.Catalogue.ListLabTests(r.Context(), teamFrom(r.Context()).ID, f)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, tests)
}

func (s *Server) getLabTest(w http.ResponseWriter, r *http.Request) {
	getOne(w, r, "lab_test_id", s.Catalogue.FindLabTest)
}

func (s *Server) listLabs(w http.ResponseWriter, r *http.Request) {
	labs, err := s.Catalogue.ListLabs(r.Context(), teamFrom(r.Context()).ID)
	if err != nil {
		writeError(w, r, err)
		return
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
	q := r.URL.Query()
	acctID, err := optionalUUIDQuery(r, "lab_account_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	f := assay.MarkerFilter{LabSlug: q.Get("lab_slug"), LabAccountID: acctID, LabIDs: q["lab_id"], Name: q.Get("name")}
	if v := q.Get("a_la_carte_enabled"); v != "" {
		b, err := strconv.ParseBool(v)
		if err != nil {
			writeError(w, r, assay.InvalidAs("bool_parsing", "Input should be a valid boolean", "query", "a_la_carte_enabled"))
			return
		}
		f.ALaCarte = &b
	}
	ms, err := s.Catalogue.ListMarkers(r.Context(), teamFrom(r.Context()).ID, f)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeMarkerPage(w, r, ms)
}

func (s *Server) listLabTestMarkers(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "lab_test_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	t, err := s.Catalogue.FindLabTest(r.Context(), teamFrom(r.Context()).ID, id)
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
	accts, err := s.Catalogue.ListLabAccounts(r.Context(), teamFrom(r.Context()).ID, id, status)
	if err != nil {
		writeError(w, r, err)
		return
	}
	out := make([]labAccountView, 0, len(accts))
	for _, a := range accts {
		out = append(out, viewLabAccount(a))
	}
	writeJSON(w, http.StatusOK, map[string]any{"data": out})
}
