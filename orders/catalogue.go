package orders

import (
	"context"
	"strconv"
	"strings"

	"github.com/assayhq/assay"
)

var _ assay.CatalogueService = (*Service)(nil)

// ListLabTests returns a team's lab tests that pass f.
func (s *Service) ListLabTests(ctx context.Context, teamID string, f assay.LabTestFilter) ([]assay.LabTest, error) {
	tests, err := s.Store.ListLabTests(ctx, teamID)
	if err != nil {
		return nil, err
	}
	name := strings.ToLower(f.Name)
	out := []assay.LabTest{}
	for _, t := range tests {
		if (f.LabSlug != "" && (t.Lab == nil || t.Lab.Slug != f.LabSlug)) ||
			(f.Method != "" && t.Method != f.Method) ||
			(f.Status != "" && t.Status != f.Status) ||
			(name != "" && !strings.Contains(strings.ToLower(t.Name), name)) {
			continue
		}
		out = append(out, t)
	}
	return out, nil
}

// FindLabTest returns one of a team's lab tests.
func (s *Service) FindLabTest(ctx context.Context, teamID, id string) (*assay.LabTest, error) {
	return s.Store.FindLabTest(ctx, teamID, id)
}

// ListLabs returns the labs of a team's catalogue.
func (s *Service) ListLabs(ctx context.Context, teamID string) ([]assay.Lab, error) {
	labs, err := s.Store.ListLabs(ctx, teamID)
	if labs == nil && err == nil {
		labs = []assay.Lab{}
	}
	return labs, err
}

// ListMarkers returns the markers that pass f. A lab account limits them to
// its lab (rule 1 of order creation).
func (s *Service) ListMarkers(ctx context.Context, teamID string, f assay.MarkerFilter) ([]assay.Marker, error) {
	labSlug := f.LabSlug
	if f.LabAccountID != "" {
		acct, err := s.Store.FindLabAccount(ctx, teamID, f.LabAccountID)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.InvalidAs("value_error", "Unknown lab_account_id.", "query", "lab_account_id")
		} else if err != nil {
			return nil, err
		}
		if labSlug != "" && labSlug != acct.Lab {
			return []assay.Marker{}, nil
		}
		labSlug = acct.Lab
	}
	labIDs := map[int]bool{}
	if labSlug == "" {
		for _, v := range f.LabIDs {
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil, assay.InvalidAs("int_parsing", "Input should be a valid integer", "query", "lab_id")
			}
			labIDs[n] = true
		}
	}
	ms, err := s.Store.ListMarkers(ctx, teamID, labSlug)
	if err != nil {
		return nil, err
	}
	name := strings.ToLower(f.Name)
	out := ms[:0]
	for _, m := range ms {
		if len(labIDs) > 0 && (m.LabID == nil || !labIDs[*m.LabID]) {
			continue
		}
		if name != "" && !strings.Contains(strings.ToLower(m.Name), name) && (m.ProviderID == nil || !strings.EqualFold(*m.ProviderID, name)) {
			continue
		}
		if f.ALaCarte != nil && m.ALaCarteEnabled != *f.ALaCarte {
			continue
		}
		out = append(out, m)
	}
	return out, nil
}

// ListLabAccounts returns a team's lab accounts, optionally one of them or
// those in one status.
func (s *Service) ListLabAccounts(ctx context.Context, teamID, id, status string) ([]assay.LabAccount, error) {
	switch status {
	case "", assay.LabAccountActive, assay.LabAccountPending, assay.LabAccountSuspended, "ready_to_launch":
	default:
		return nil, assay.InvalidAs("enum", "Input should be 'active', 'pending', 'suspended' or 'ready_to_launch'", "query", "status")
	}
	accts, err := s.Store.ListLabAccounts(ctx, teamID)
	if err != nil {
		return nil, err
	}
	out := []assay.LabAccount{}
	for _, a := range accts {
		if (id != "" && a.ID != id) || (status != "" && a.Status != status) {
			continue
		}
		out = append(out, a)
	}
	return out, nil
}
