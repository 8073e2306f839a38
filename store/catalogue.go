package store

import (
	"context"
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// The catalogue (labs, markers, lab tests and lab accounts) is kept per
// team: a hash per kind, field = id (slug for labs), value = JSON.

func (s *Store) catalogueKey(teamID, kind string) string { return s.key("team", teamID, kind) }

func hashAll[T any](ctx context.Context, s *Store, key string) ([]T, error) {
	m, err := s.rdb.HGetAll(ctx, key).Result()
	if err != nil {
		return nil, err
	}
	out := make([]T, 0, len(m))
	for _, v := range m {
		var x T
		if err := json.Unmarshal([]byte(v), &x); err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

func hashOne[T any](ctx context.Context, s *Store, key, field, what string) (*T, error) {
	v, err := s.rdb.HGet(ctx, key, field).Bytes()
	if err != nil {
		if errors.Is(err, redis.Nil) {
			return nil, assay.Errorf(assay.ENOTFOUND, "%s not found.", what)
		}
		return nil, err
	}
	x := new(T)
	if err := json.Unmarshal(v, x); err != nil {
		return nil, err
	}
	return x, nil
}

// PutLab creates or replaces a lab of the team's catalogue.
func (s *Store) PutLab(ctx context.Context, teamID string, lab assay.Lab) error {
	if lab.Slug == "" || lab.ID <= 0 {
		return assay.Invalid("A lab needs a slug and a positive id.", "lab")
	}
	return s.rdb.HSet(ctx, s.catalogueKey(teamID, "labs"), lab.Slug, mustJSON(lab)).Err()
}

// ListLabs returns the team's labs by id.
func (s *Store) ListLabs(ctx context.Context, teamID string) ([]assay.Lab, error) {
	labs, err := hashAll[assay.Lab](ctx, s, s.catalogueKey(teamID, "labs"))
	sort.Slice(labs, func(i, j int) bool { return labs[i].ID < labs[j].ID })
	return labs, err
}

// FindLab returns a lab by slug.
func (s *Store) FindLab(ctx context.Context, teamID, slug string) (*assay.Lab, error) {
	return hashOne[assay.Lab](ctx, s, s.catalogueKey(teamID, "labs"), slug, "Lab")
}

// PutMarker creates or replaces a marker; its lab must exist.
func (s *Store) PutMarker(ctx context.Context, teamID string, m assay.Marker) error {
	if m.ID <= 0 || m.Name == "" || m.LabID == nil {
		return assay.Invalid("A marker needs a positive id, a name and a lab_id.", "marker")
	}
	if m.Slug == "" {
		m.Slug = slugify(m.Name)
	}
	return s.rdb.HSet(ctx, s.catalogueKey(teamID, "markers"), strconv.Itoa(m.ID), mustJSON(m)).Err()
}

// ListMarkers returns the team's markers by id, only those of the lab with
// slug labSlug when it is not empty.
func (s *Store) ListMarkers(ctx context.Context, teamID, labSlug string) ([]assay.Marker, error) {
	all, err := hashAll[assay.Marker](ctx, s, s.catalogueKey(teamID, "markers"))
	if err != nil {
		return nil, err
	}
	out := all[:0]
	if labSlug != "" {
		lab, err := s.FindLab(ctx, teamID, labSlug)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return []assay.Marker{}, nil
		} else if err != nil {
			return nil, err
		}
		for _, m := range all {
			if m.LabID != nil && *m.LabID == lab.ID {
				out = append(out, m)
			}
		}
	} else {
		out = all
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, nil
}

// FindMarker returns a marker by id.
func (s *Store) FindMarker(ctx context.Context, teamID string, id int) (*assay.Marker, error) {
	return hashOne[assay.Marker](ctx, s, s.catalogueKey(teamID, "markers"), strconv.Itoa(id), "Marker")
}

// PutLabTest creates or replaces a lab test. Its lab and markers are
// resolved from the catalogue so that the stored copy is consistent.
func (s *Store) PutLabTest(ctx context.Context, teamID string, t *assay.LabTest) error {
	if t.Lab == nil || t.Lab.Slug == "" {
		return assay.Invalid("A lab test needs a lab.", "lab")
	}
	lab, err := s.FindLab(ctx, teamID, t.Lab.Slug)
	if err != nil {
		return err
	}
	t.Lab = lab
	for i, m := range t.Markers {
		full, err := s.FindMarker(ctx, teamID, m.ID)
		if err != nil {
			return err
		}
		if full.LabID == nil || *full.LabID != lab.ID {
			return assay.Invalid("Marker "+strconv.Itoa(m.ID)+" is not run by lab "+lab.Slug+".", "markers")
		}
		t.Markers[i] = *full
	}
	if t.ID == "" {
		t.ID = uuid.NewString()
	}
	if t.Slug == "" {
		t.Slug = slugify(t.Name)
	}
	if t.Status == "" {
		t.Status = "active"
	}
	return s.rdb.HSet(ctx, s.catalogueKey(teamID, "lab_tests"), t.ID, mustJSON(t)).Err()
}

// ListLabTests returns the team's lab tests by name.
func (s *Store) ListLabTests(ctx context.Context, teamID string) ([]assay.LabTest, error) {
	tests, err := hashAll[assay.LabTest](ctx, s, s.catalogueKey(teamID, "lab_tests"))
	sort.Slice(tests, func(i, j int) bool { return tests[i].Name < tests[j].Name })
	return tests, err
}

// FindLabTest returns a lab test by id.
func (s *Store) FindLabTest(ctx context.Context, teamID, id string) (*assay.LabTest, error) {
	return hashOne[assay.LabTest](ctx, s, s.catalogueKey(teamID, "lab_tests"), id, "Lab test")
}

// CreateLabAccount adds a lab account to the team. Its lab must exist.
func (s *Store) CreateLabAccount(ctx context.Context, teamID string, a assay.LabAccount) (*assay.LabAccount, error) {
	if _, err := s.FindLab(ctx, teamID, a.Lab); err != nil {
		return nil, err
	}
	switch a.DelegatedFlow {
	case assay.FlowOrderDelegated, assay.FlowResultDelegated, assay.FlowFullyDelegated, assay.FlowNotDelegated:
	default:
		return nil, assay.Invalid("delegated_flow must be order_delegated, result_delegated, fully_delegated or not_delegated.", "delegated_flow")
	}
	a.Status = strings.ToLower(a.Status)
	switch a.Status {
	case assay.LabAccountActive, assay.LabAccountPending, assay.LabAccountSuspended, "ready_to_launch":
	default:
		return nil, assay.Invalid("status must be active, pending, suspended or ready_to_launch.", "status")
	}
	if a.ID == "" {
		a.ID = uuid.NewString()
	}
	a.TeamID = teamID
	if a.AllowedBilling == nil {
		a.AllowedBilling = map[string][]string{}
	}
	if a.TeamIDAllowlist == nil {
		a.TeamIDAllowlist = []string{teamID}
	}
	if a.ProviderAccountID == "" {
		a.ProviderAccountID = strings.ToUpper(a.Lab) + "-" + a.ID[:8]
	}
	if a.CreatedAt.IsZero() {
		a.CreatedAt = s.Now()
	}
	ok, err := s.rdb.HSetNX(ctx, s.catalogueKey(teamID, "lab_accounts"), a.ID, mustJSON(a)).Result()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, assay.Errorf(assay.ECONFLICT, "Lab account %s already exists.", a.ID)
	}
	return &a, nil
}

// ListLabAccounts returns every lab account of the team (client and
// service-owned), oldest first.
func (s *Store) ListLabAccounts(ctx context.Context, teamID string) ([]assay.LabAccount, error) {
	accts, err := hashAll[assay.LabAccount](ctx, s, s.catalogueKey(teamID, "lab_accounts"))
	sort.Slice(accts, func(i, j int) bool {
		if !accts[i].CreatedAt.Equal(accts[j].CreatedAt) {
			return accts[i].CreatedAt.Before(accts[j].CreatedAt)
		}
		return accts[i].ID < accts[j].ID
	})
	return accts, err
}

// FindLabAccount returns a lab account of the team.
func (s *Store) FindLabAccount(ctx context.Context, teamID, id string) (*assay.LabAccount, error) {
	return hashOne[assay.LabAccount](ctx, s, s.catalogueKey(teamID, "lab_accounts"), id, "Lab account")
}

// SetLabAccountStatus changes the status of a lab account.
func (s *Store) SetLabAccountStatus(ctx context.Context, teamID, id, status string) (*assay.LabAccount, error) {
	a, err := s.FindLabAccount(ctx, teamID, id)
	if err != nil {
		return nil, err
	}
	status = strings.ToLower(status)
	switch status {
	case assay.LabAccountActive, assay.LabAccountPending, assay.LabAccountSuspended, "ready_to_launch":
	default:
		return nil, assay.Invalid("status must be active, pending, suspended or ready_to_launch.", "status")
	}
	a.Status = status
	return a, s.rdb.HSet(ctx, s.catalogueKey(teamID, "lab_accounts"), id, mustJSON(a)).Err()
}

func slugify(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('_')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "_")
}
