package orders

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
)

// orderPlan is a validated order request, before the lab account is chosen.
type orderPlan struct {
	userID         string
	tests          []assay.LabTest
	markers        []assay.Marker
	providerIDs    []string
	lab            *assay.Lab
	method         string
	physician      *assay.Physician
	accountID      string
	accountLoc     []string
	clinicalNotes  *string
	patient        *assay.PatientDetails
	patientAddress *assay.Address
	shipping       *assay.Address
	billingType    string
	priority       bool
	icdCodes       []string
	activateBy     *string
	passthrough    *string
	sampleID       *string
	unregistered   bool // POST /v3/order/testkit
	imported       bool // POST /v3/order/import: pending accounts allowed
	origin         string
	parent         *assay.Order
	excludeAccount string // rule 2: the incorrect account of the parent order
}

// resolveTests loads the lab tests and markers of a plan and checks that
// they belong to one lab.
func (s *Service) resolveTests(ctx context.Context, teamID string, p *orderPlan, testIDs []string, testLoc []string, markerIDs []int) error {
	for i, id := range testIDs {
		loc := testLoc
		if len(testIDs) > 1 || testLoc[len(testLoc)-1] == "lab_test_ids" {
			loc = append(append([]string{}, testLoc...), fmt.Sprint(i))
		}
		u, err := uuid.Parse(id)
		if err != nil {
			return assay.InvalidAs("uuid_parsing", "Input should be a valid UUID", loc...)
		}
		t, err := s.Store.FindLabTest(ctx, teamID, u.String())
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return assay.InvalidAs("value_error", "Lab test "+u.String()+" does not exist.", loc...)
		} else if err != nil {
			return err
		}
		if t.Status != "active" {
			return assay.InvalidAs("value_error", "Lab test "+t.ID+" is not active.", loc...)
		}
		p.tests = append(p.tests, *t)
	}
	for i, id := range markerIDs {
		m, err := s.Store.FindMarker(ctx, teamID, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return assay.InvalidAs("value_error", fmt.Sprintf("Marker %d does not exist.", id), "body", "order_set", "add_on", "marker_ids", fmt.Sprint(i))
		} else if err != nil {
			return err
		}
		p.markers = append(p.markers, *m)
	}
	labSlug := ""
	for _, t := range p.tests {
		if labSlug != "" && t.Lab.Slug != labSlug {
			return assay.InvalidAs("value_error", "All lab tests of an order must be run by the same lab.", testLoc...)
		}
		labSlug = t.Lab.Slug
	}
	for i, m := range p.markers {
		lab := s.labOfMarker(ctx, teamID, m)
		if labSlug != "" && lab != labSlug {
			return assay.InvalidAs("value_error", fmt.Sprintf("Marker %d is not run by lab %s.", m.ID, labSlug), "body", "order_set", "add_on", "marker_ids", fmt.Sprint(i))
		}
		labSlug = lab
	}
	if labSlug != "" {
		lab, err := s.Store.FindLab(ctx, teamID, labSlug)
		if err != nil {
			return err
		}
		p.lab = lab
	}
	return nil
}

func (s *Service) labOfMarker(ctx context.Context, teamID string, m assay.Marker) string {
	labs, err := s.Store.ListLabs(ctx, teamID)
	if err != nil || m.LabID == nil {
		return ""
	}
	for _, l := range labs {
		if l.ID == *m.LabID {
			return l.Slug
		}
	}
	return ""
}

// chooseAccount applies rules 1 and 2 of order creation: a given account
// limits the order to its lab; otherwise the team's client accounts at the
// lab come first, then Assay's own account (the only one for a team without
// client accounts). The parent order's account is skipped for INCORRECT_LAB.
func (s *Service) chooseAccount(ctx context.Context, teamID string, p *orderPlan, testLoc []string) (*assay.LabAccount, error) {
	usable := func(a *assay.LabAccount) bool {
		return a.Status == assay.LabAccountActive || (p.imported && a.Status == assay.LabAccountPending)
	}
	if p.accountID != "" {
		a, err := s.Store.FindLabAccount(ctx, teamID, p.accountID)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, assay.InvalidAs("value_error", "Lab account "+p.accountID+" does not exist.", p.accountLoc...)
		} else if err != nil {
			return nil, err
		}
		if !usable(a) {
			return nil, assay.InvalidAs("value_error", fmt.Sprintf("Lab account %s is %s and cannot take orders.", a.ID, a.Status), p.accountLoc...)
		}
		if a.ID == p.excludeAccount {
			return nil, assay.InvalidAs("value_error", "Lab account "+a.ID+" is the incorrect account of the order being recreated (update_reason INCORRECT_LAB).", p.accountLoc...)
		}
		if p.lab == nil { // provider ids only: the account names the lab
			lab, err := s.Store.FindLab(ctx, teamID, a.Lab)
			if err != nil {
				return nil, err
			}
			p.lab = lab
		}
		if a.Lab != p.lab.Slug { // rule 1
			return nil, assay.InvalidAs("value_error", fmt.Sprintf("Lab account %s is at lab %s; the ordered tests and markers are run by lab %s.", a.ID, a.Lab, p.lab.Slug), testLoc...)
		}
		return a, nil
	}
	if p.lab == nil {
		return nil, assay.InvalidAs("value_error", "Give lab_test_id, order_set.lab_test_ids or order_set.add_on.marker_ids, or a lab_account_id with provider_ids.", testLoc...)
	}
	accts, err := s.Store.ListLabAccounts(ctx, teamID)
	if err != nil {
		return nil, err
	}
	var client, own *assay.LabAccount
	for i := range accts {
		a := &accts[i]
		if a.Lab != p.lab.Slug || !usable(a) || a.ID == p.excludeAccount {
			continue
		}
		if a.ServiceOwned && own == nil {
			own = a
		} else if !a.ServiceOwned && client == nil {
			client = a
		}
	}
	if client != nil {
		return client, nil
	}
	if own != nil {
		return own, nil
	}
	return nil, assay.InvalidAs("value_error", "No usable lab account at lab "+p.lab.Slug+".", testLoc...)
}

// buildOrder turns a plan into an order, applying rules 3 and 4. The
// returned message carries the grace-period warning, if any.
func (s *Service) buildOrder(ctx context.Context, team *assay.Team, p *orderPlan, testLoc []string) (*assay.Order, string, error) {
	if _, err := s.Store.FindUser(ctx, team.ID, p.userID); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, "", assay.InvalidAs("value_error", "User "+p.userID+" does not exist.", "body", "user_id")
		}
		return nil, "", err
	}
	acct, err := s.chooseAccount(ctx, team.ID, p, testLoc)
	if err != nil {
		return nil, "", err
	}
	lab := p.lab
	// Provider ids name markers of the account's lab.
	for i, pid := range p.providerIDs {
		ms, err := s.Store.ListMarkers(ctx, team.ID, lab.Slug)
		if err != nil {
			return nil, "", err
		}
		found := false
		for _, m := range ms {
			if m.ProviderID != nil && *m.ProviderID == pid {
				p.markers = append(p.markers, m)
				found = true
				break
			}
		}
		if !found {
			return nil, "", assay.InvalidAs("value_error", "Lab "+lab.Slug+" has no marker with provider id "+pid+".", "body", "order_set", "add_on", "provider_ids", fmt.Sprint(i))
		}
	}
	method := p.method
	if method == "" {
		if len(p.tests) == 0 {
			return nil, "", assay.Missing("body", "collection_method")
		}
		method = p.tests[0].Method
	}
	if !slices.Contains(lab.CollectionMethods, method) {
		return nil, "", assay.InvalidAs("value_error", fmt.Sprintf("Lab %s does not offer collection method %s.", lab.Slug, method), "body", "collection_method")
	}
	if p.unregistered && method != assay.MethodTestkit {
		return nil, "", assay.InvalidAs("value_error", "Lab test "+p.tests[0].ID+" is not a testkit test.", testLoc...)
	}

	msg := "Order created."
	physician := p.physician
	// Rule 3: delegated accounts at requisition labs need the team's physician.
	if acct.Delegated() && lab.Requisitions {
		if physician == nil {
			if !s.Store.Now().Before(s.DelegatedPhysicianEnforcement) {
				return nil, "", assay.InvalidAs("missing", fmt.Sprintf(
					"physician is required: lab account %s is %s, so the order must name the ordering physician (first_name, last_name, npi).",
					acct.ID, acct.DelegatedFlow), "body", "physician")
			}
			msg = fmt.Sprintf("Order created. Warning: lab account %s is %s; from %s orders without a physician are rejected.",
				acct.ID, acct.DelegatedFlow, s.DelegatedPhysicianEnforcement.Format("2006-01-02"))
		}
	} else if !acct.Delegated() {
		physician = acct.Physician
		if physician == nil {
			physician = &store.ServicePhysician
		}
	}
	// Rule 4: comments go on the requisition, after the account's default.
	var comments *string
	if p.clinicalNotes != nil {
		if utf8.RuneCountInString(*p.clinicalNotes) > assay.MaxClinicalNotes {
			return nil, "", assay.InvalidAs("string_too_long", "clinical_notes should have at most 1000 characters", "body", "clinical_notes")
		}
		if !lab.Requisitions {
			return nil, "", assay.InvalidAs("value_error", "Lab "+lab.Slug+" does not take clinical comments.", "body", "clinical_notes")
		}
	}
	if lab.Requisitions {
		var parts []string
		for _, c := range []*string{acct.DefaultClinicalNotes, p.clinicalNotes} {
			if c != nil && strings.TrimSpace(*c) != "" {
				parts = append(parts, strings.TrimSpace(*c))
			}
		}
		if len(parts) > 0 {
			v := strings.Join(parts, "\n")
			comments = &v
		}
	}

	now := s.Store.Now()
	o := &assay.Order{
		ID: uuid.NewString(), TeamID: team.ID, UserID: p.userID, PatientDetails: p.patient, PatientAddress: p.patientAddress,
		ShippingDetails: p.shipping, ClinicalNotes: p.clinicalNotes, RequisitionComments: comments, Physician: physician,
		LabAccountID: acct.ID, Priority: p.priority, BillingType: p.billingType, ICDCodes: p.icdCodes, ActivateBy: p.activateBy,
		Passthrough: p.passthrough, Origin: p.origin, SampleID: p.sampleID, Imported: p.imported, CreatedAt: now, UpdatedAt: now,
		Details: assay.OrderDetails{Type: method, Data: &assay.OrderDetailsData{ID: uuid.NewString(), CreatedAt: now, UpdatedAt: now}},
		Events:  []assay.OrderEvent{},
	}
	if o.BillingType == "" {
		o.BillingType = "client_bill"
	}
	if o.ICDCodes == nil {
		o.ICDCodes = []string{}
	}
	o.TransactionID = uuid.NewString()
	if p.parent != nil {
		o.TransactionID = p.parent.TransactionID
		o.ParentID = &p.parent.ID
	}
	if method == assay.MethodTestkit {
		o.Details.Data.Shipment = &assay.Shipment{ID: uuid.NewString()}
		if o.ShippingDetails == nil && o.PatientAddress != nil {
			ship := *o.PatientAddress
			ship.AccessNotes = nil
			if ship.ReceiverName == "" && o.PatientDetails != nil {
				ship.ReceiverName = o.PatientDetails.FirstName + " " + o.PatientDetails.LastName
			}
			if ship.PhoneNumber == nil && o.PatientDetails != nil {
				ship.PhoneNumber = o.PatientDetails.PhoneNumber
			}
			o.ShippingDetails = &ship
		}
	}
	o.LabTest = orderLabTest(p.tests, p.markers, lab, method)
	if o.SampleID == nil && !p.unregistered {
		id := newSampleID()
		o.SampleID = &id
	}
	o.AddEvent("received."+method+".ordered", nil, now)
	switch {
	case p.unregistered:
		o.AddEvent("received.testkit.awaiting_registration", nil, now)
	case p.imported || !lab.Requisitions:
		o.AddEvent("received."+method+".requisition_bypassed", nil, now)
	default:
		o.AddEvent("received."+method+".requisition_created", nil, now)
		u := s.PublicURL + "/v3/order/" + o.ID + "/requisition/pdf"
		o.RequisitionFormURL = &u
	}
	return o, msg, nil
}

// orderLabTest is the order's lab_test: the ordered test itself, or an
// auto-generated test gathering an order set.
func orderLabTest(tests []assay.LabTest, markers []assay.Marker, lab *assay.Lab, method string) assay.LabTest {
	if len(tests) == 1 && len(markers) == 0 && tests[0].Method == method {
		return tests[0]
	}
	t := assay.LabTest{ID: uuid.NewString(), Name: "Custom order set", Method: method, IsActive: true, Status: "active",
		Lab: lab, Markers: []assay.Marker{}, AutoGenerated: true, SampleType: "serum"}
	if len(lab.SampleTypes) > 0 {
		t.SampleType = lab.SampleTypes[0]
	}
	var names []string
	seen := map[int]bool{}
	add := func(m assay.Marker) {
		if !seen[m.ID] {
			seen[m.ID] = true
			t.Markers = append(t.Markers, m)
		}
	}
	for _, lt := range tests {
		names = append(names, lt.Name)
		t.Price += lt.Price
		t.Fasting = t.Fasting || lt.Fasting
		for _, m := range lt.Markers {
			add(m)
		}
	}
	for _, m := range markers {
		names = append(names, m.Name)
		add(m)
	}
	t.Description = strings.Join(names, ", ")
	t.Slug = slugOf(t.Description)
	return t
}

func slugOf(s string) string {
	sum := sha256.Sum256([]byte(s))
	return "order_set_" + hex.EncodeToString(sum[:4])
}

func newSampleID() string {
	n, err := rand.Int(rand.Reader, big.NewInt(9_000_000_000))
	if err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	return fmt.Sprint(1_000_000_000 + n.Int64())
}

// planOrder validates the body of POST /v3/order, /v3/order/create and
// /v3/order/import.
func (s *Service) planOrder(ctx context.Context, team *assay.Team, in *assay.OrderRequest, imported bool) (*orderPlan, []string, error) {
	p := &orderPlan{origin: assay.OriginInitial, imported: imported, priority: in.Priority, icdCodes: in.ICDCodes, passthrough: in.Passthrough}
	var err error
	if p.userID, err = requireUUID(in.UserID, "body", "user_id"); err != nil {
		return nil, nil, err
	}
	if p.patient, err = normalizePatient(in.PatientDetails, s.Store.Now()); err != nil {
		return nil, nil, err
	}
	if p.patientAddress, err = normalizeAddress(in.PatientAddress, imported, false, "body", "patient_address"); err != nil {
		return nil, nil, err
	}
	if p.patientAddress.ReceiverName == "" {
		p.patientAddress.ReceiverName = p.patient.FirstName + " " + p.patient.LastName
	}
	if in.CollectionMethod != nil {
		switch *in.CollectionMethod {
		case assay.MethodTestkit, assay.MethodWalkIn, assay.MethodAtHomePhlebotomy:
			p.method = *in.CollectionMethod
		default:
			return nil, nil, assay.InvalidAs("enum", "Input should be 'testkit', 'walk_in_test' or 'at_home_phlebotomy'", "body", "collection_method")
		}
	} else if imported {
		return nil, nil, assay.Missing("body", "collection_method")
	}
	if in.BillingType != nil {
		switch *in.BillingType {
		case "client_bill", "commercial_insurance", "patient_bill_passthrough", "patient_bill":
			p.billingType = *in.BillingType
		default:
			return nil, nil, assay.InvalidAs("enum", "Input should be 'client_bill', 'commercial_insurance', 'patient_bill_passthrough' or 'patient_bill'", "body", "billing_type")
		}
	} else if imported {
		return nil, nil, assay.Missing("body", "billing_type")
	}
	if err := assay.CheckDate(in.ActivateBy, "activate_by"); err != nil {
		return nil, nil, err
	}
	p.activateBy = in.ActivateBy
	if p.physician, err = normalizePhysician(in.Physician); err != nil {
		return nil, nil, err
	}
	if in.ClinicalNotes != nil {
		if utf8.RuneCountInString(*in.ClinicalNotes) > assay.MaxClinicalNotes {
			return nil, nil, assay.InvalidAs("string_too_long", "clinical_notes should have at most 1000 characters", "body", "clinical_notes")
		}
		if strings.TrimSpace(*in.ClinicalNotes) != "" {
			p.clinicalNotes = in.ClinicalNotes
		}
	}
	if imported {
		sid, err := requireString(in.SampleID, "body", "sample_id")
		if err != nil {
			return nil, nil, err
		}
		p.sampleID = &sid
	}
	// The account: lab_account_id, or the order set's.
	switch {
	case in.LabAccountID != nil:
		if p.accountID, err = requireUUID(in.LabAccountID, "body", "lab_account_id"); err != nil {
			return nil, nil, err
		}
		p.accountLoc = bodyLoc("lab_account_id")
	case in.OrderSet != nil && in.OrderSet.LabAccountID != nil:
		if p.accountID, err = requireUUID(in.OrderSet.LabAccountID, "body", "order_set", "lab_account_id"); err != nil {
			return nil, nil, err
		}
		p.accountLoc = bodyLoc("order_set", "lab_account_id")
	}
	var testIDs []string
	var markerIDs []int
	testLoc := bodyLoc("lab_test_id")
	switch {
	case in.OrderSet != nil:
		testLoc = bodyLoc("order_set", "lab_test_ids")
		testIDs = in.OrderSet.LabTestIDs
		if in.OrderSet.AddOn != nil {
			markerIDs = in.OrderSet.AddOn.MarkerIDs
			p.providerIDs = in.OrderSet.AddOn.ProviderIDs
		}
		if len(testIDs) == 0 && len(markerIDs) == 0 && len(p.providerIDs) == 0 {
			return nil, nil, assay.InvalidAs("value_error", "order_set needs lab_test_ids or add_on markers.", "body", "order_set")
		}
		if len(p.providerIDs) > 0 && len(testIDs) == 0 && len(markerIDs) == 0 && p.accountID == "" {
			return nil, nil, assay.InvalidAs("value_error", "Ordering by provider_ids needs a lab_account_id naming the lab.", "body", "order_set", "add_on", "provider_ids")
		}
	case in.LabTestID != nil:
		testIDs = []string{*in.LabTestID}
	default:
		return nil, nil, assay.Missing("body", "order_set")
	}
	if err := s.resolveTests(ctx, team.ID, p, testIDs, testLoc, markerIDs); err != nil {
		return nil, nil, err
	}
	return p, testLoc, nil
}
