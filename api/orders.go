package api

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/mail"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"
)

// OrderEvents is told about every order status change (for order webhooks).
// A nil OrderEvents on Server sends nothing.
type OrderEvents interface {
	// OrderChanged gets the order and its client-facing view, which is what
	// the event carries as data.
	OrderChanged(ctx context.Context, order *assay.Order, view any) error
}

func (s *Server) orderRoutes(r chi.Router) {
	r.Get("/v3/lab_tests", s.listLabTests)
	r.Get("/v3/lab_tests/labs", s.listLabs)
	r.Get("/v3/lab_tests/markers", s.listMarkers)
	r.Get("/v3/lab_tests/{lab_test_id}", s.getLabTest)
	r.Get("/v3/lab_tests/{lab_test_id}/markers", s.listLabTestMarkers)
	r.Get("/v3/lab_test/lab_account", s.listLabAccounts)

	r.Post("/v3/order/testkit", s.createTestkitOrder)
	r.Post("/v3/order", s.createOrder)
	r.Post("/v3/order/create", s.recreateOrder)
	r.Post("/v3/order/import", s.importOrder)
	r.Get("/v3/orders", s.listOrders)
	r.Get("/v3/order/{order_id}", s.getOrder)
	r.Post("/v3/order/{order_id}/cancel", s.cancelOrder)
	r.Post("/v3/order/{order_id}/test", s.simulateOrder)
	r.Get("/v3/order/{order_id}/requisition/pdf", s.requisitionPDF)

	r.Post("/v3/order/phlebotomy/appointment/availability", s.appointmentAvailability)
	r.Get("/v3/order/{order_id}/phlebotomy/appointment", s.getAppointment)
	r.Post("/v3/order/{order_id}/phlebotomy/appointment/book", s.bookAppointment)
	r.Post("/v3/order/{order_id}/phlebotomy/appointment/request", s.requestAppointment)
	r.Patch("/v3/order/{order_id}/phlebotomy/appointment/reschedule", s.rescheduleAppointment)
	r.Patch("/v3/order/{order_id}/phlebotomy/appointment/cancel", s.cancelAppointment)
}

// trimmedOrNil is an optional string field without its spaces, or nil
// when it is absent or blank.
func trimmedOrNil(p *string) *string {
	if p == nil {
		return nil
	}
	if v := strings.TrimSpace(*p); v != "" {
		return &v
	}
	return nil
}

// accessNotes checks an address's optional access notes (at most 1,000
// characters) and trims them.
func accessNotes(p *string, loc ...string) (*string, error) {
	if p != nil && utf8.RuneCountInString(*p) > 1000 {
		return nil, invalid("string_too_long", "String should have at most 1000 characters", loc...)
	}
	return trimmedOrNil(p), nil
}

// --- request shapes (upstream bodies) ---

type addressIn struct {
	ReceiverName *string `json:"receiver_name"`
	FirstLine    *string `json:"first_line"`
	SecondLine   *string `json:"second_line"`
	City         *string `json:"city"`
	State        *string `json:"state"`
	Zip          *string `json:"zip"`
	Country      *string `json:"country"`
	PhoneNumber  *string `json:"phone_number"`
	AccessNotes  *string `json:"access_notes"`
}

type patientIn struct {
	FirstName   *string `json:"first_name"`
	LastName    *string `json:"last_name"`
	DOB         *string `json:"dob"`
	Gender      *string `json:"gender"`
	PhoneNumber *string `json:"phone_number"`
	Email       *string `json:"email"`
}

type physicianIn struct {
	FirstName *string `json:"first_name"`
	LastName  *string `json:"last_name"`
	NPI       *string `json:"npi"`
}

type orderSetIn struct {
	LabTestIDs   []string `json:"lab_test_ids"`
	AddOn        *addOnIn `json:"add_on"`
	LabAccountID *string  `json:"lab_account_id"`
}

type addOnIn struct {
	MarkerIDs   []int    `json:"marker_ids"`
	ProviderIDs []string `json:"provider_ids"`
}

// createOrderIn is the upstream CreateOrderRequestCompatible, with the
// fields of ImportOrderBody and of POST /v3/order/create.
type createOrderIn struct {
	UserID           *string      `json:"user_id"`
	LabTestID        *string      `json:"lab_test_id"`
	OrderSet         *orderSetIn  `json:"order_set"`
	CollectionMethod *string      `json:"collection_method"`
	Physician        *physicianIn `json:"physician"`
	Priority         bool         `json:"priority"`
	BillingType      *string      `json:"billing_type"`
	ICDCodes         []string     `json:"icd_codes"`
	ActivateBy       *string      `json:"activate_by"`
	Passthrough      *string      `json:"passthrough"`
	ClinicalNotes    *string      `json:"clinical_notes"`
	LabAccountID     *string      `json:"lab_account_id"`
	PatientDetails   *patientIn   `json:"patient_details"`
	PatientAddress   *addressIn   `json:"patient_address"`
	SampleID         *string      `json:"sample_id"`
	// POST /v3/order/create only.
	PreviousOrderID *string `json:"previous_order_id"`
	UpdateReason    *string `json:"update_reason"`
}

type testkitIn struct {
	UserID          *string    `json:"user_id"`
	LabTestID       *string    `json:"lab_test_id"`
	ShippingDetails *addressIn `json:"shipping_details"`
	Passthrough     *string    `json:"passthrough"`
	LabAccountID    *string    `json:"lab_account_id"`
}

// --- validation helpers ---

func missing(loc ...string) error { return invalid("missing", "Field required", loc...) }

func bodyLoc(parts ...string) []string { return append([]string{"body"}, parts...) }

func requireString(v *string, loc ...string) (string, error) {
	if v == nil {
		return "", missing(loc...)
	}
	t := strings.TrimSpace(*v)
	if t == "" {
		return "", invalid("string_too_short", "String should have at least 1 character", loc...)
	}
	return t, nil
}

func requireUUID(v *string, loc ...string) (string, error) {
	if v == nil {
		return "", missing(loc...)
	}
	id, err := uuid.Parse(*v)
	if err != nil {
		return "", invalid("uuid_parsing", "Input should be a valid UUID", loc...)
	}
	return id.String(), nil
}

var (
	usZipRE    = regexp.MustCompile(`^\d{5}(-\d{4})?$`)
	e164RE     = regexp.MustCompile(`^\+[1-9]\d{6,14}$`)
	phoneStrip = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "")
)

func normalizePhone(v string, loc ...string) (string, error) {
	p := phoneStrip.Replace(strings.TrimSpace(v))
	if !e164RE.MatchString(p) {
		return "", invalid("value_error", "Phone number must be in international format with a leading +, e.g. +14155550123", loc...)
	}
	return p, nil
}

// normalizeAddress validates an address and returns it with the country
// as its full name. needReceiver and needPhone follow the upstream shapes.
func normalizeAddress(in *addressIn, needReceiver, needPhone bool, loc ...string) (*assay.Address, error) {
	at := func(f string) []string { return append(append([]string{}, loc...), f) }
	if in == nil {
		return nil, missing(loc...)
	}
	var a assay.Address
	var err error
	if needReceiver {
		if a.ReceiverName, err = requireString(in.ReceiverName, at("receiver_name")...); err != nil {
			return nil, err
		}
	} else if in.ReceiverName != nil {
		a.ReceiverName = strings.TrimSpace(*in.ReceiverName)
	}
	if a.FirstLine, err = requireString(in.FirstLine, at("first_line")...); err != nil {
		return nil, err
	}
	a.SecondLine = trimmedOrNil(in.SecondLine)
	if a.City, err = requireString(in.City, at("city")...); err != nil {
		return nil, err
	}
	if a.State, err = requireString(in.State, at("state")...); err != nil {
		return nil, err
	}
	if a.Zip, err = requireString(in.Zip, at("zip")...); err != nil {
		return nil, err
	}
	country, err := requireString(in.Country, at("country")...)
	if err != nil {
		return nil, err
	}
	name, ok := countryName(country)
	if !ok {
		return nil, invalid("value_error", "country must be an ISO 3166-1 alpha-2 code, e.g. US", at("country")...)
	}
	a.Country = name
	if name == countryNames["US"] {
		if !usZipRE.MatchString(a.Zip) {
			return nil, invalid("string_pattern_mismatch", "String should match pattern '^\\d{5}(-\\d{4})?$'", at("zip")...)
		}
		a.State = strings.ToUpper(a.State)
		if _, ok := usStates[a.State]; !ok {
			return nil, invalid("value_error", "state must be a two-letter US state code", at("state")...)
		}
	}
	if in.PhoneNumber != nil || needPhone {
		p, err := requireString(in.PhoneNumber, at("phone_number")...)
		if err != nil {
			return nil, err
		}
		if p, err = normalizePhone(p, at("phone_number")...); err != nil {
			return nil, err
		}
		a.PhoneNumber = &p
	}
	if a.AccessNotes, err = accessNotes(in.AccessNotes, at("access_notes")...); err != nil {
		return nil, err
	}
	return &a, nil
}

var genders = map[string]bool{"female": true, "male": true, "other": true, "unknown": true}

func normalizePatient(in *patientIn, now time.Time) (*assay.PatientDetails, error) {
	if in == nil {
		return nil, missing("body", "patient_details")
	}
	loc := func(f string) []string { return bodyLoc("patient_details", f) }
	var p assay.PatientDetails
	var err error
	for _, f := range []struct {
		v   *string
		dst *string
		n   string
	}{{in.FirstName, &p.FirstName, "first_name"}, {in.LastName, &p.LastName, "last_name"}} {
		if *f.dst, err = requireString(f.v, loc(f.n)...); err != nil {
			return nil, err
		}
		if utf8.RuneCountInString(*f.dst) > 50 {
			return nil, invalid("string_too_long", "String should have at most 50 characters", loc(f.n)...)
		}
	}
	dob, err := requireString(in.DOB, loc("dob")...)
	if err != nil {
		return nil, err
	}
	d, err := time.Parse("2006-01-02", dob)
	if err != nil || d.After(now) || d.Year() < 1900 {
		return nil, invalid("date_parsing", "Input should be a valid past date in YYYY-MM-DD format", loc("dob")...)
	}
	p.DOB = dob
	if p.Gender, err = requireString(in.Gender, loc("gender")...); err != nil {
		return nil, err
	}
	if !genders[p.Gender] {
		return nil, invalid("enum", "Input should be 'female', 'male', 'other' or 'unknown'", loc("gender")...)
	}
	phone, err := requireString(in.PhoneNumber, loc("phone_number")...)
	if err != nil {
		return nil, err
	}
	if phone, err = normalizePhone(phone, loc("phone_number")...); err != nil {
		return nil, err
	}
	p.PhoneNumber = &phone
	email, err := requireString(in.Email, loc("email")...)
	if err != nil {
		return nil, err
	}
	if a, err := mail.ParseAddress(email); err != nil || a.Address != email {
		return nil, invalid("value_error", "value is not a valid email address", loc("email")...)
	}
	p.Email = &email
	return &p, nil
}

// validNPI checks a National Provider Identifier: 10 digits whose last is
// the Luhn check digit over the prefix 80840 and the first nine.
func validNPI(npi string) bool {
	if len(npi) != 10 {
		return false
	}
	sum := 24 // the Luhn contribution of the 80840 prefix
	for i := 8; i >= 0; i-- {
		c := npi[i]
		if c < '0' || c > '9' {
			return false
		}
		d := int(c - '0')
		if (8-i)%2 == 0 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return npi[9] >= '0' && npi[9] <= '9' && (10-sum%10)%10 == int(npi[9]-'0')
}

func normalizePhysician(in *physicianIn) (*assay.Physician, error) {
	if in == nil {
		return nil, nil
	}
	loc := func(f string) []string { return bodyLoc("physician", f) }
	var p assay.Physician
	var err error
	if p.FirstName, err = requireString(in.FirstName, loc("first_name")...); err != nil {
		return nil, err
	}
	if p.LastName, err = requireString(in.LastName, loc("last_name")...); err != nil {
		return nil, err
	}
	if p.NPI, err = requireString(in.NPI, loc("npi")...); err != nil {
		return nil, err
	}
	if !validNPI(p.NPI) {
		return nil, invalid("value_error", "npi must be a valid 10-digit National Provider Identifier", loc("npi")...)
	}
	return &p, nil
}

// --- order creation ---

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
func (s *Server) resolveTests(ctx context.Context, teamID string, p *orderPlan, testIDs []string, testLoc []string, markerIDs []int) error {
	for i, id := range testIDs {
		loc := testLoc
		if len(testIDs) > 1 || testLoc[len(testLoc)-1] == "lab_test_ids" {
			loc = append(append([]string{}, testLoc...), fmt.Sprint(i))
		}
		u, err := uuid.Parse(id)
		if err != nil {
			return invalid("uuid_parsing", "Input should be a valid UUID", loc...)
		}
		t, err := s.Store.FindLabTest(ctx, teamID, u.String())
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return invalid("value_error", "Lab test "+u.String()+" does not exist.", loc...)
		} else if err != nil {
			return err
		}
		if t.Status != "active" {
			return invalid("value_error", "Lab test "+t.ID+" is not active.", loc...)
		}
		p.tests = append(p.tests, *t)
	}
	for i, id := range markerIDs {
		m, err := s.Store.FindMarker(ctx, teamID, id)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return invalid("value_error", fmt.Sprintf("Marker %d does not exist.", id), "body", "order_set", "add_on", "marker_ids", fmt.Sprint(i))
		} else if err != nil {
			return err
		}
		p.markers = append(p.markers, *m)
	}
	labSlug := ""
	for _, t := range p.tests {
		if labSlug != "" && t.Lab.Slug != labSlug {
			return invalid("value_error", "All lab tests of an order must be run by the same lab.", testLoc...)
		}
		labSlug = t.Lab.Slug
	}
	for i, m := range p.markers {
		lab := s.labOfMarker(ctx, teamID, m)
		if labSlug != "" && lab != labSlug {
			return invalid("value_error", fmt.Sprintf("Marker %d is not run by lab %s.", m.ID, labSlug), "body", "order_set", "add_on", "marker_ids", fmt.Sprint(i))
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

func (s *Server) labOfMarker(ctx context.Context, teamID string, m assay.Marker) string {
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
func (s *Server) chooseAccount(ctx context.Context, teamID string, p *orderPlan, testLoc []string) (*assay.LabAccount, error) {
	usable := func(a *assay.LabAccount) bool {
		return a.Status == assay.LabAccountActive || (p.imported && a.Status == assay.LabAccountPending)
	}
	if p.accountID != "" {
		a, err := s.Store.FindLabAccount(ctx, teamID, p.accountID)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, invalid("value_error", "Lab account "+p.accountID+" does not exist.", p.accountLoc...)
		} else if err != nil {
			return nil, err
		}
		if !usable(a) {
			return nil, invalid("value_error", fmt.Sprintf("Lab account %s is %s and cannot take orders.", a.ID, a.Status), p.accountLoc...)
		}
		if a.ID == p.excludeAccount {
			return nil, invalid("value_error", "Lab account "+a.ID+" is the incorrect account of the order being recreated (update_reason INCORRECT_LAB).", p.accountLoc...)
		}
		if p.lab == nil { // provider ids only: the account names the lab
			lab, err := s.Store.FindLab(ctx, teamID, a.Lab)
			if err != nil {
				return nil, err
			}
			p.lab = lab
		}
		if a.Lab != p.lab.Slug { // rule 1
			return nil, invalid("value_error", fmt.Sprintf("Lab account %s is at lab %s; the ordered tests and markers are run by lab %s.", a.ID, a.Lab, p.lab.Slug), testLoc...)
		}
		return a, nil
	}
	if p.lab == nil {
		return nil, invalid("value_error", "Give lab_test_id, order_set.lab_test_ids or order_set.add_on.marker_ids, or a lab_account_id with provider_ids.", testLoc...)
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
	return nil, invalid("value_error", "No usable lab account at lab "+p.lab.Slug+".", testLoc...)
}

// buildOrder turns a plan into an order, applying rules 3 and 4. The
// returned message carries the grace-period warning, if any.
func (s *Server) buildOrder(ctx context.Context, team *assay.Team, p *orderPlan, testLoc []string) (*assay.Order, string, error) {
	if _, err := s.Store.FindUser(ctx, team.ID, p.userID); err != nil {
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, "", invalid("value_error", "User "+p.userID+" does not exist.", "body", "user_id")
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
			return nil, "", invalid("value_error", "Lab "+lab.Slug+" has no marker with provider id "+pid+".", "body", "order_set", "add_on", "provider_ids", fmt.Sprint(i))
		}
	}
	method := p.method
	if method == "" {
		if len(p.tests) == 0 {
			return nil, "", missing("body", "collection_method")
		}
		method = p.tests[0].Method
	}
	if !contains(lab.CollectionMethods, method) {
		return nil, "", invalid("value_error", fmt.Sprintf("Lab %s does not offer collection method %s.", lab.Slug, method), "body", "collection_method")
	}
	if p.unregistered && method != assay.MethodTestkit {
		return nil, "", invalid("value_error", "Lab test "+p.tests[0].ID+" is not a testkit test.", testLoc...)
	}

	msg := "Order created."
	physician := p.physician
	// Rule 3: delegated accounts at requisition labs need the team's physician.
	if acct.Delegated() && lab.Requisitions {
		if physician == nil {
			if !s.Store.Now().Before(s.DelegatedPhysicianEnforcement) {
				return nil, "", invalid("missing", fmt.Sprintf(
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
			return nil, "", invalid("string_too_long", "clinical_notes should have at most 1000 characters", "body", "clinical_notes")
		}
		if !lab.Requisitions {
			return nil, "", invalid("value_error", "Lab "+lab.Slug+" does not take clinical comments.", "body", "clinical_notes")
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

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
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

// --- idempotency ---

// readBody reads a JSON body of at most 1 MB and leaves it readable again.
func readBody(r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20+1))
	if err != nil {
		return nil, err
	}
	if len(body) > 1<<20 {
		return nil, assay.Errorf(assay.ETOOLARGE, "Request body too large.")
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	return body, nil
}

// canonicalHash hashes a JSON body so that key order and spacing do not
// matter when an Idempotency-Key is reused.
func canonicalHash(body []byte) string {
	var v any
	if err := json.Unmarshal(body, &v); err == nil {
		if b, err := json.Marshal(v); err == nil {
			body = b
		}
	}
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:])
}

// createWithIdempotency runs create once per Idempotency-Key (or
// X-Idempotency-Key): a repeat with the same body within 24 h gets the first
// order back, a repeat with another body gets 422.
func (s *Server) createWithIdempotency(w http.ResponseWriter, r *http.Request, create func() (*assay.Order, string, error)) {
	ctx := r.Context()
	team := teamFrom(ctx)
	body, err := readBody(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	header := "Idempotency-Key"
	key := r.Header.Get(header)
	if key == "" {
		header = "X-Idempotency-Key"
		key = r.Header.Get(header)
	}
	if key == "" {
		o, msg, err := create()
		s.writeCreated(w, r, o, msg, err)
		return
	}
	if len(key) > 255 {
		writeError(w, r, invalid("string_too_long", "Idempotency key should have at most 255 characters", "header", header))
		return
	}
	scope := chi.RouteContext(ctx).RoutePattern()
	hash := canonicalHash(body)
	claim, err := s.Store.ClaimIdempotencyKey(ctx, team.ID, scope, key, hash)
	switch {
	case err != nil:
		writeError(w, r, err)
	case claim.Mismatch:
		writeError(w, r, invalid("value_error", "This idempotency key was already used with a different request body.", "header", header))
	case claim.Pending:
		writeError(w, r, assay.Errorf(assay.ECONFLICT, "A request with this idempotency key is still being processed."))
	case !claim.Claimed:
		o, err := s.Store.FindOrder(ctx, team.ID, claim.OrderID)
		s.writeCreated(w, r, o, "Order created.", err)
	default:
		o, msg, err := create()
		if err != nil {
			// A failed request does not use up the key.
			_ = s.Store.ReleaseIdempotencyKey(ctx, team.ID, scope, key)
		} else if cerr := s.Store.CompleteIdempotencyKey(ctx, team.ID, scope, key, hash, o.ID); cerr != nil {
			err = cerr
		}
		s.writeCreated(w, r, o, msg, err)
	}
}

func (s *Server) writeCreated(w http.ResponseWriter, r *http.Request, o *assay.Order, msg string, err error) {
	if err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.viewOrder(r.Context(), o)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"order": v, "status": "success", "message": msg})
}

// saveNewOrder stores an order and reports its first status.
func (s *Server) saveNewOrder(ctx context.Context, o *assay.Order) error {
	if err := s.Store.CreateOrder(ctx, o); err != nil {
		return err
	}
	s.notify(ctx, o)
	return nil
}

// notify tells OrderEvents about a status change. Delivery problems are
// logged, never failing the request: the order is already saved.
func (s *Server) notify(ctx context.Context, o *assay.Order) {
	if s.OrderEvents == nil {
		return
	}
	v, err := s.viewOrder(ctx, o)
	if err == nil {
		err = s.OrderEvents.OrderChanged(ctx, o, v)
	}
	if err != nil {
		s.logger().ErrorContext(ctx, "order event not queued", "order_id", o.ID, "status", o.LastEvent().Status, "err", err.Error())
	}
}

// --- handlers ---

func (s *Server) createTestkitOrder(w http.ResponseWriter, r *http.Request) {
	s.createWithIdempotency(w, r, func() (*assay.Order, string, error) {
		ctx := r.Context()
		var in testkitIn
		if err := decodeJSON(r, &in); err != nil {
			return nil, "", err
		}
		p := &orderPlan{unregistered: true, origin: "initial", passthrough: in.Passthrough}
		var err error
		if p.userID, err = requireUUID(in.UserID, "body", "user_id"); err != nil {
			return nil, "", err
		}
		testID, err := requireUUID(in.LabTestID, "body", "lab_test_id")
		if err != nil {
			return nil, "", err
		}
		if p.shipping, err = normalizeAddress(in.ShippingDetails, true, true, "body", "shipping_details"); err != nil {
			return nil, "", err
		}
		if in.LabAccountID != nil {
			if p.accountID, err = requireUUID(in.LabAccountID, "body", "lab_account_id"); err != nil {
				return nil, "", err
			}
			p.accountLoc = bodyLoc("lab_account_id")
		}
		testLoc := bodyLoc("lab_test_id")
		if err := s.resolveTests(ctx, teamFrom(ctx).ID, p, []string{testID}, testLoc, nil); err != nil {
			return nil, "", err
		}
		p.method = assay.MethodTestkit
		if p.tests[0].Method != assay.MethodTestkit {
			return nil, "", invalid("value_error", "Lab test "+testID+" is not a testkit test.", testLoc...)
		}
		o, msg, err := s.buildOrder(ctx, teamFrom(ctx), p, testLoc)
		if err != nil {
			return nil, "", err
		}
		return o, msg, s.saveNewOrder(ctx, o)
	})
}

// planOrder validates the body of POST /v3/order, /v3/order/create and
// /v3/order/import.
func (s *Server) planOrder(ctx context.Context, in *createOrderIn, imported bool) (*orderPlan, []string, error) {
	team := teamFrom(ctx)
	p := &orderPlan{origin: "initial", imported: imported, priority: in.Priority, icdCodes: in.ICDCodes, passthrough: in.Passthrough}
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
			return nil, nil, invalid("enum", "Input should be 'testkit', 'walk_in_test' or 'at_home_phlebotomy'", "body", "collection_method")
		}
	} else if imported {
		return nil, nil, missing("body", "collection_method")
	}
	if in.BillingType != nil {
		switch *in.BillingType {
		case "client_bill", "commercial_insurance", "patient_bill_passthrough", "patient_bill":
			p.billingType = *in.BillingType
		default:
			return nil, nil, invalid("enum", "Input should be 'client_bill', 'commercial_insurance', 'patient_bill_passthrough' or 'patient_bill'", "body", "billing_type")
		}
	} else if imported {
		return nil, nil, missing("body", "billing_type")
	}
	if err := validDate(in.ActivateBy, "activate_by"); err != nil {
		return nil, nil, err
	}
	p.activateBy = in.ActivateBy
	if p.physician, err = normalizePhysician(in.Physician); err != nil {
		return nil, nil, err
	}
	if in.ClinicalNotes != nil {
		if utf8.RuneCountInString(*in.ClinicalNotes) > assay.MaxClinicalNotes {
			return nil, nil, invalid("string_too_long", "clinical_notes should have at most 1000 characters", "body", "clinical_notes")
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
			return nil, nil, invalid("value_error", "order_set needs lab_test_ids or add_on markers.", "body", "order_set")
		}
		if len(p.providerIDs) > 0 && len(testIDs) == 0 && len(markerIDs) == 0 && p.accountID == "" {
			return nil, nil, invalid("value_error", "Ordering by provider_ids needs a lab_account_id naming the lab.", "body", "order_set", "add_on", "provider_ids")
		}
	case in.LabTestID != nil:
		testIDs = []string{*in.LabTestID}
	default:
		return nil, nil, missing("body", "order_set")
	}
	if err := s.resolveTests(ctx, team.ID, p, testIDs, testLoc, markerIDs); err != nil {
		return nil, nil, err
	}
	return p, testLoc, nil
}

func (s *Server) createOrder(w http.ResponseWriter, r *http.Request) {
	s.createWithIdempotency(w, r, func() (*assay.Order, string, error) {
		ctx := r.Context()
		var in createOrderIn
		if err := decodeJSON(r, &in); err != nil {
			return nil, "", err
		}
		p, testLoc, err := s.planOrder(ctx, &in, false)
		if err != nil {
			return nil, "", err
		}
		o, msg, err := s.buildOrder(ctx, teamFrom(ctx), p, testLoc)
		if err != nil {
			return nil, "", err
		}
		return o, msg, s.saveNewOrder(ctx, o)
	})
}

func (s *Server) importOrder(w http.ResponseWriter, r *http.Request) {
	s.createWithIdempotency(w, r, func() (*assay.Order, string, error) {
		ctx := r.Context()
		var in createOrderIn
		if err := decodeJSON(r, &in); err != nil {
			return nil, "", err
		}
		p, testLoc, err := s.planOrder(ctx, &in, true)
		if err != nil {
			return nil, "", err
		}
		o, msg, err := s.buildOrder(ctx, teamFrom(ctx), p, testLoc)
		if err != nil {
			return nil, "", err
		}
		return o, strings.Replace(msg, "Order created.", "Order imported.", 1), s.saveNewOrder(ctx, o)
	})
}

var updateReasonRE = regexp.MustCompile(`^[A-Z][A-Z_]{0,63}$`)

// recreateOrder is POST /v3/order/create: a new order, optionally replacing
// previous_order_id for update_reason. With INCORRECT_LAB the previous
// order's lab account is never chosen again (rule 2). The previous order is
// cancelled and the new one joins its order transaction.
func (s *Server) recreateOrder(w http.ResponseWriter, r *http.Request) {
	s.createWithIdempotency(w, r, func() (*assay.Order, string, error) {
		ctx := r.Context()
		team := teamFrom(ctx)
		var in createOrderIn
		if err := decodeJSON(r, &in); err != nil {
			return nil, "", err
		}
		var parent *assay.Order
		if in.UpdateReason != nil {
			if !updateReasonRE.MatchString(*in.UpdateReason) {
				return nil, "", invalid("value_error", "update_reason must be an upper-case reason such as INCORRECT_LAB", "body", "update_reason")
			}
			pid, err := requireUUID(in.PreviousOrderID, "body", "previous_order_id")
			if err != nil {
				return nil, "", err
			}
			parent, err = s.Store.FindOrder(ctx, team.ID, pid)
			if assay.ErrorCode(err) == assay.ENOTFOUND {
				return nil, "", invalid("value_error", "Order "+pid+" does not exist.", "body", "previous_order_id")
			} else if err != nil {
				return nil, "", err
			}
			if parent.UserID != derefOr(in.UserID, "") {
				return nil, "", invalid("value_error", "The recreated order must be for the same user as the previous order.", "body", "user_id")
			}
		} else if in.PreviousOrderID != nil {
			return nil, "", missing("body", "update_reason")
		}
		p, testLoc, err := s.planOrder(ctx, &in, false)
		if err != nil {
			return nil, "", err
		}
		if parent != nil {
			p.parent = parent
			p.origin = "recreation"
			if *in.UpdateReason == assay.UpdateReasonIncorrectLab {
				p.excludeAccount = parent.LabAccountID
			}
		}
		o, msg, err := s.buildOrder(ctx, team, p, testLoc)
		if err != nil {
			return nil, "", err
		}
		if err := s.saveNewOrder(ctx, o); err != nil {
			return nil, "", err
		}
		if parent != nil {
			detail := strings.ToLower(*in.UpdateReason)
			_ = detail
			if _, err := s.changeStatus(ctx, team.ID, parent.ID, func(prev *assay.Order) ([]string, error) {
				if prev.Final() {
					return nil, nil
				}
				return []string{"cancelled." + prev.Details.Type + ".cancelled"}, nil
			}, nil); err != nil {
				return nil, "", err
			}
		}
		return o, msg, nil
	})
}

func derefOr(p *string, def string) string {
	if p == nil {
		return def
	}
	return *p
}

// changeStatus appends the statuses next returns to an order, saving once
// and reporting each step to OrderEvents. detail goes on the last event.
func (s *Server) changeStatus(ctx context.Context, teamID, id string, next func(*assay.Order) ([]string, error), detail *string) (*assay.Order, error) {
	var added []assay.OrderEvent
	o, err := s.Store.UpdateOrder(ctx, teamID, id, func(o *assay.Order) error {
		added = nil
		steps, err := next(o)
		if err != nil {
			return err
		}
		now := s.Store.Now()
		for i, st := range steps {
			var d *string
			if i == len(steps)-1 {
				d = detail
			}
			added = append(added, o.AddEvent(st, d, now))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// One notification per status change, each with the history up to it.
	base := len(o.Events) - len(added)
	for i := range added {
		snap := *o
		snap.Events = o.Events[:base+i+1]
		s.notify(ctx, &snap)
	}
	return o, nil
}

func (s *Server) getOrder(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "order_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	o, err := s.Store.FindOrder(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.viewOrder(r.Context(), o)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) listOrders(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
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
	userID, err := optionalUUIDQuery(r, "user_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	var statuses []string
	for _, v := range r.URL.Query()["status"] {
		for _, st := range strings.Split(v, ",") {
			if st = strings.TrimSpace(st); st != "" {
				statuses = append(statuses, st)
			}
		}
	}
	orders, total, err := s.Store.ListOrders(ctx, teamFrom(ctx).ID, store.OrderFilter{UserID: userID, Statuses: statuses}, (page-1)*size, size)
	if err != nil {
		writeError(w, r, err)
		return
	}
	views := make([]*orderView, 0, len(orders))
	for _, o := range orders {
		v, err := s.viewOrder(ctx, o)
		if err != nil {
			writeError(w, r, err)
			return
		}
		views = append(views, v)
	}
	writeJSON(w, http.StatusOK, map[string]any{"orders": views, "total": total, "page": page, "size": size})
}

func (s *Server) cancelOrder(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id, err := uuidParam(r, "order_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	team := teamFrom(ctx)
	o, err := s.changeStatus(ctx, team.ID, id, func(o *assay.Order) ([]string, error) {
		switch o.Status() {
		case "received", "collecting_sample":
			return []string{"cancelled." + o.Details.Type + ".cancelled"}, nil
		case "cancelled":
			return nil, assay.Errorf(assay.ECONFLICT, "Order is already cancelled.")
		}
		return nil, assay.Errorf(assay.ECONFLICT, "Order is %s and can no longer be cancelled.", o.Status())
	}, nil)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if a, err := s.Store.FindAppointment(ctx, team.ID, id); err == nil && a.Status != "cancelled" && a.Status != "completed" {
		now := s.Store.Now()
		a.Status, a.EventStatus, a.CanReschedule = "cancelled", "cancelled", false
		a.Events = append(a.Events, assay.AppointmentEvent{CreatedAt: now, Status: "cancelled", Data: map[string]any{"reason": "order_cancelled"}})
		if err := s.Store.SaveAppointment(ctx, a); err != nil {
			writeError(w, r, err)
			return
		}
	}
	s.writeCreated(w, r, o, "Order cancelled.", nil)
}

// --- order view ---

// orderView is the upstream ClientFacingOrder with the fields the
// interface names (status, last_event, order_transaction, origin).
type orderView struct {
	ID                 string                `json:"id"`
	TeamID             string                `json:"team_id"`
	UserID             string                `json:"user_id"`
	PatientDetails     *assay.PatientDetails `json:"patient_details"`
	PatientAddress     *assay.Address        `json:"patient_address"`
	ShippingDetails    *assay.Address        `json:"shipping_details"`
	LabTest            assay.LabTest         `json:"lab_test"`
	Details            assay.OrderDetails    `json:"details"`
	SampleID           *string               `json:"sample_id"`
	Notes              *string               `json:"notes"`
	ClinicalNotes      *string               `json:"clinical_notes"`
	Physician          *assay.Physician      `json:"physician"`
	LabAccountID       string                `json:"lab_account_id"`
	Status             string                `json:"status"`
	Events             []assay.OrderEvent    `json:"events"`
	LastEvent          assay.OrderEvent      `json:"last_event"`
	HealthInsuranceID  *string               `json:"health_insurance_id"`
	HealthInsuraceID   *string               `json:"health_insurace_id"` // spelled so in the interface's full example
	RequisitionFormURL *string               `json:"requisition_form_url"`
	Priority           bool                  `json:"priority"`
	BillingType        string                `json:"billing_type"`
	ICDCodes           []string              `json:"icd_codes"`
	ActivateBy         *string               `json:"activate_by"`
	Passthrough        *string               `json:"passthrough"`
	HasABN             bool                  `json:"has_abn"`
	Interpretation     *string               `json:"interpretation"`
	Origin             string                `json:"origin"`
	OrderTransaction   *transactionView      `json:"order_transaction"`
	CreatedAt          time.Time             `json:"created_at"`
	UpdatedAt          time.Time             `json:"updated_at"`
}

type transactionView struct {
	ID     string                 `json:"id"`
	Status string                 `json:"status"`
	Orders []transactionOrderView `json:"orders"`
}

type transactionOrderView struct {
	ID                      string    `json:"id"`
	Origin                  string    `json:"origin"`
	ParentID                *string   `json:"parent_id"`
	LowLevelStatus          string    `json:"low_level_status"`
	LowLevelStatusCreatedAt time.Time `json:"low_level_status_created_at"`
	CreatedAt               time.Time `json:"created_at"`
	UpdatedAt               time.Time `json:"updated_at"`
}

func (s *Server) viewOrder(ctx context.Context, o *assay.Order) (*orderView, error) {
	orders, err := s.Store.TransactionOrders(ctx, o.TeamID, o.TransactionID)
	if err != nil {
		return nil, err
	}
	return newOrderView(o, orders), nil
}

func newOrderView(o *assay.Order, tx []*assay.Order) *orderView {
	v := &orderView{
		ID: o.ID, TeamID: o.TeamID, UserID: o.UserID, PatientDetails: o.PatientDetails, PatientAddress: o.PatientAddress,
		ShippingDetails: o.ShippingDetails, LabTest: o.LabTest, Details: o.Details, SampleID: o.SampleID, Notes: o.Notes,
		ClinicalNotes: o.ClinicalNotes, Physician: o.Physician, LabAccountID: o.LabAccountID, Status: o.Status(),
		Events: o.Events, LastEvent: o.LastEvent(), HealthInsuranceID: o.HealthInsuranceID, HealthInsuraceID: o.HealthInsuranceID,
		RequisitionFormURL: o.RequisitionFormURL, Priority: o.Priority, BillingType: o.BillingType, ICDCodes: o.ICDCodes,
		ActivateBy: o.ActivateBy, Passthrough: o.Passthrough, HasABN: o.HasABN, Origin: o.Origin,
		CreatedAt: o.CreatedAt, UpdatedAt: o.UpdatedAt,
	}
	if v.Origin == "" {
		v.Origin = "initial"
	}
	t := &transactionView{ID: o.TransactionID, Status: "active", Orders: []transactionOrderView{}}
	found := false
	final := true
	for _, x := range tx {
		if x.ID == o.ID {
			x, found = o, true // the caller's copy may be newer
		}
		t.Orders = append(t.Orders, transactionOrderView{ID: x.ID, Origin: v.Origin, ParentID: x.ParentID,
			LowLevelStatus: x.LowLevelStatus(), LowLevelStatusCreatedAt: x.LastEvent().CreatedAt, CreatedAt: x.CreatedAt, UpdatedAt: x.UpdatedAt})
		if x.Origin != "" {
			t.Orders[len(t.Orders)-1].Origin = x.Origin
		}
		final = final && x.Final()
	}
	if !found {
		t.Orders = append(t.Orders, transactionOrderView{ID: o.ID, Origin: v.Origin, ParentID: o.ParentID,
			LowLevelStatus: o.LowLevelStatus(), LowLevelStatusCreatedAt: o.LastEvent().CreatedAt, CreatedAt: o.CreatedAt, UpdatedAt: o.UpdatedAt})
		final = final && o.Final()
	}
	if final {
		// The transaction ends with its latest order.
		t.Status = "cancelled"
		if o.Status() == "completed" || (len(tx) > 0 && tx[len(tx)-1].Status() == "completed") {
			t.Status = "completed"
		}
	}
	v.OrderTransaction = t
	return v
}
