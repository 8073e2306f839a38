package assay

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Collection methods (upstream LabTestCollectionMethod).
const (
	MethodTestkit          = "testkit"
	MethodWalkIn           = "walk_in_test"
	MethodAtHomePhlebotomy = "at_home_phlebotomy"
)

// Lab account delegated flows (upstream LabAccountDelegatedFlow). The first
// two mean the team supplies its own physicians.
const (
	FlowOrderDelegated  = "order_delegated"
	FlowResultDelegated = "result_delegated"
	FlowFullyDelegated  = "fully_delegated"
	FlowNotDelegated    = "not_delegated"
)

// Lab account statuses (upstream LabAccountStatus; the interface writes PENDING).
const (
	LabAccountActive    = "active"
	LabAccountPending   = "pending"
	LabAccountSuspended = "suspended"
)

// Top-level order statuses (upstream OrderTopLevelStatus). An event status
// is "top.method.low", e.g. "received.testkit.ordered".
const (
	OrderReceived         = "received"
	OrderCollectingSample = "collecting_sample"
	OrderSampleWithLab    = "sample_with_lab"
	OrderCompleted        = "completed"
	OrderCancelled        = "cancelled"
	OrderFailed           = "failed"
)

// Order origins: the first order of a transaction, or one replacing it.
const (
	OriginInitial    = "initial"
	OriginRecreation = "recreation"
)

// Appointment statuses (upstream AppointmentStatus).
const (
	AppointmentPending   = "pending"
	AppointmentConfirmed = "confirmed"
	AppointmentCompleted = "completed"
	AppointmentCancelled = "cancelled"
)

// OrderFilter selects orders in a list. Statuses match either the
// top-level status ("received"), the low-level one ("ordered") or the
// whole event status.
type OrderFilter struct {
	UserID   string
	Statuses []string
}

// OrderLowLevelStatuses is the upstream OrderLowLevelStatus enum.
var OrderLowLevelStatuses = []string{"ordered", "requisition_created", "requisition_bypassed", "transit_customer",
	"out_for_delivery", "with_customer", "transit_lab", "delivered_to_lab", "completed", "failure_to_deliver_to_lab",
	"failure_to_deliver_to_customer", "problem_in_transit_lab", "problem_in_transit_customer", "sample_error",
	"appointment_scheduled", "appointment_cancelled", "appointment_pending", "draw_completed", "cancelled", "lost",
	"do_not_process", "partial_results", "awaiting_registration", "registered", "redraw_available", "corrected",
	"lab_processing_blocked"}

var orderTopLevelStatuses = []string{OrderReceived, OrderCollectingSample, OrderSampleWithLab, OrderCompleted, OrderCancelled, OrderFailed}

// Validate refuses a status no order can have, so a typo is a 422 and not
// an empty list.
func (f OrderFilter) Validate() error {
	for _, st := range f.Statuses {
		parts := strings.Split(st, ".")
		ok := false
		switch len(parts) {
		case 1:
			ok = slices.Contains(orderTopLevelStatuses, st) || slices.Contains(OrderLowLevelStatuses, st)
		case 3:
			ok = slices.Contains(orderTopLevelStatuses, parts[0]) && slices.Contains(OrderLowLevelStatuses, parts[2]) &&
				slices.Contains([]string{MethodTestkit, MethodWalkIn, MethodAtHomePhlebotomy}, parts[1])
		}
		if !ok {
			return InvalidAs("enum", fmt.Sprintf("Unknown order status %q: use a top-level status (%s), a low-level one (e.g. ordered) or top.method.low",
				st, strings.Join(orderTopLevelStatuses, ", ")), "query", "status")
		}
	}
	return nil
}

// Match reports whether o passes the status filter.
func (f OrderFilter) Match(o *Order) bool {
	if len(f.Statuses) == 0 {
		return true
	}
	top, low := o.Status(), o.LowLevelStatus()
	for _, st := range f.Statuses {
		if st == top || st == low || st == o.LastEvent().Status {
			return true
		}
	}
	return false
}

// Order update reasons for POST /v3/order/create.
const UpdateReasonIncorrectLab = "INCORRECT_LAB"

// MaxClinicalNotes is the longest clinical comment accepted on an order.
const MaxClinicalNotes = 1000

// Lab is a lab partner (upstream ClientFacingLab).
type Lab struct {
	ID                int      `json:"id"`
	Slug              string   `json:"slug"`
	Name              string   `json:"name"`
	FirstLineAddress  string   `json:"first_line_address"`
	City              string   `json:"city"`
	Zipcode           string   `json:"zipcode"`
	CollectionMethods []string `json:"collection_methods"`
	SampleTypes       []string `json:"sample_types"`
	// Requisitions is true for the labs whose requisitions Assay writes:
	// only they take clinical comments and delegated physicians.
	Requisitions bool `json:"requisitions"`
}

// Marker is a biomarker or panel a lab runs (upstream ClientFacingMarker).
type Marker struct {
	ID               int     `json:"id"`
	Name             string  `json:"name"`
	Slug             string  `json:"slug"`
	LabID            *int    `json:"lab_id"`
	ProviderID       *string `json:"provider_id"`
	Type             *string `json:"type"`
	Unit             *string `json:"unit"`
	Price            *string `json:"price"`
	ALaCarteEnabled  bool    `json:"a_la_carte_enabled"`
	CommonTatDays    *int    `json:"common_tat_days"`
	WorstCaseTatDays *int    `json:"worst_case_tat_days"`
	IsOrderable      bool    `json:"is_orderable"`
}

// LabTest is an orderable test (upstream ClientFacingLabTest).
type LabTest struct {
	ID                        string   `json:"id"`
	Slug                      string   `json:"slug"`
	Name                      string   `json:"name"`
	Description               string   `json:"description"`
	SampleType                string   `json:"sample_type"`
	Method                    string   `json:"method"`
	Price                     float64  `json:"price"`
	IsActive                  bool     `json:"is_active"`
	Status                    string   `json:"status"`
	Fasting                   bool     `json:"fasting"`
	Lab                       *Lab     `json:"lab"`
	Markers                   []Marker `json:"markers"`
	IsDelegated               bool     `json:"is_delegated"`
	AutoGenerated             bool     `json:"auto_generated"`
	HasCollectionInstructions *bool    `json:"has_collection_instructions"`
	CommonTatDays             *int     `json:"common_tat_days"`
	WorstCaseTatDays          *int     `json:"worst_case_tat_days"`
}

// Physician signs a requisition (upstream ClientFacingPhysician).
type Physician struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	NPI       string `json:"npi"`
}

// LabAccount is an account with a lab under which orders are placed
// (upstream ClientFacingLabAccount). ServiceOwned accounts are Assay's own,
// used by teams that have no client account; they carry Assay's physician.
type LabAccount struct {
	ID                   string              `json:"id"`
	Lab                  string              `json:"lab"` // lab slug
	OrgID                *string             `json:"org_id"`
	Status               string              `json:"status"`
	DelegatedFlow        string              `json:"delegated_flow"`
	ProviderAccountID    string              `json:"provider_account_id"`
	AccountName          *string             `json:"account_name"`
	DefaultClinicalNotes *string             `json:"default_clinical_notes"`
	BusinessUnits        []string            `json:"business_units"`
	AllowedBilling       map[string][]string `json:"allowed_billing"`
	TeamIDAllowlist      []string            `json:"team_id_allowlist"`

	TeamID       string     `json:"team_id"`
	ServiceOwned bool       `json:"service_owned"`
	Physician    *Physician `json:"physician"`
	CreatedAt    time.Time  `json:"created_at"`
}

// Delegated reports whether the team must supply the physician.
func (a *LabAccount) Delegated() bool {
	return a.DelegatedFlow == FlowOrderDelegated || a.DelegatedFlow == FlowFullyDelegated
}

// Address is a postal address as an order returns it (country as a full
// name). Shipping details and the patient address share it.
type Address struct {
	ReceiverName string  `json:"receiver_name"`
	FirstLine    string  `json:"first_line"`
	SecondLine   *string `json:"second_line"`
	City         string  `json:"city"`
	State        string  `json:"state"`
	Zip          string  `json:"zip"`
	Country      string  `json:"country"`
	PhoneNumber  *string `json:"phone_number"`
	AccessNotes  *string `json:"access_notes,omitempty"`
}

// PatientDetails is the patient as the order carries them.
type PatientDetails struct {
	FirstName   string  `json:"first_name"`
	LastName    string  `json:"last_name"`
	DOB         string  `json:"dob"`
	Gender      string  `json:"gender"`
	PhoneNumber *string `json:"phone_number"`
	Email       *string `json:"email"`
}

// OrderEvent is one entry of an order's history (upstream ClientFacingOrderEvent).
type OrderEvent struct {
	ID           int       `json:"id"`
	CreatedAt    time.Time `json:"created_at"`
	Status       string    `json:"status"`
	StatusDetail *string   `json:"status_detail"`
}

// TopLevel is the first part of an event status, e.g. "received". Unknown
// statuses are kept as they are.
func (e OrderEvent) TopLevel() string { return statusPart(e.Status, 0) }

// LowLevel is the last part of an event status, e.g. "ordered".
func (e OrderEvent) LowLevel() string { return statusPart(e.Status, 2) }

func statusPart(s string, i int) string {
	parts := strings.SplitN(s, ".", 3)
	if len(parts) != 3 {
		return s
	}
	return parts[i]
}

// Shipment is a testkit's shipment (upstream ClientFacingShipment).
type Shipment struct {
	ID                     string  `json:"id"`
	OutboundTrackingNumber *string `json:"outbound_tracking_number"`
	OutboundTrackingURL    *string `json:"outbound_tracking_url"`
	InboundTrackingNumber  *string `json:"inbound_tracking_number"`
	InboundTrackingURL     *string `json:"inbound_tracking_url"`
	OutboundCourier        *string `json:"outbound_courier"`
	InboundCourier         *string `json:"inbound_courier"`
	Notes                  *string `json:"notes"`
}

// OrderDetailsData is the method-specific part of an order.
type OrderDetailsData struct {
	ID            string    `json:"id"`
	Shipment      *Shipment `json:"shipment,omitempty"`
	AppointmentID *string   `json:"appointment_id,omitempty"`
	CreatedAt     time.Time `json:"created_at"`
	UpdatedAt     time.Time `json:"updated_at"`
}

// OrderDetails is {type, data}; type is the collection method.
type OrderDetails struct {
	Type string            `json:"type"`
	Data *OrderDetailsData `json:"data"`
}

// Order is a lab-test order as Assay keeps it.
type Order struct {
	ID                  string          `json:"id"`
	TeamID              string          `json:"team_id"`
	UserID              string          `json:"user_id"`
	PatientDetails      *PatientDetails `json:"patient_details"`
	PatientAddress      *Address        `json:"patient_address"`
	ShippingDetails     *Address        `json:"shipping_details"`
	LabTest             LabTest         `json:"lab_test"`
	Details             OrderDetails    `json:"details"`
	SampleID            *string         `json:"sample_id"`
	Notes               *string         `json:"notes"`
	ClinicalNotes       *string         `json:"clinical_notes"`
	RequisitionComments *string         `json:"requisition_comments,omitempty"`
	Physician           *Physician      `json:"physician"`
	LabAccountID        string          `json:"lab_account_id"`
	Priority            bool            `json:"priority"`
	BillingType         string          `json:"billing_type"`
	ICDCodes            []string        `json:"icd_codes"`
	ActivateBy          *string         `json:"activate_by"`
	Passthrough         *string         `json:"passthrough"`
	Origin              string          `json:"origin"`
	ParentID            *string         `json:"parent_id,omitempty"`
	TransactionID       string          `json:"order_transaction_id"`
	Events              []OrderEvent    `json:"events"`
	AppointmentID       *string         `json:"appointment_id,omitempty"`
	HealthInsuranceID   *string         `json:"health_insurance_id"`
	RequisitionFormURL  *string         `json:"requisition_form_url"`
	HasABN              bool            `json:"has_abn"`
	Imported            bool            `json:"imported,omitempty"`
	CreatedAt           time.Time       `json:"created_at"`
	UpdatedAt           time.Time       `json:"updated_at"`
}

// LastEvent is the latest event; every order has at least one.
func (o *Order) LastEvent() OrderEvent {
	if len(o.Events) == 0 {
		return OrderEvent{}
	}
	return o.Events[len(o.Events)-1]
}

// Status is the top-level status of the latest event, e.g. "received".
func (o *Order) Status() string { return o.LastEvent().TopLevel() }

// LowLevelStatus is the last part of the latest event, e.g. "ordered".
func (o *Order) LowLevelStatus() string { return o.LastEvent().LowLevel() }

// AddEvent appends an event with the next id and touches UpdatedAt.
func (o *Order) AddEvent(status string, detail *string, at time.Time) OrderEvent {
	id := 1
	if n := len(o.Events); n > 0 {
		id = o.Events[n-1].ID + 1
	}
	e := OrderEvent{ID: id, CreatedAt: at, Status: status, StatusDetail: detail}
	o.Events = append(o.Events, e)
	o.UpdatedAt = at
	if o.Details.Data != nil {
		o.Details.Data.UpdatedAt = at
	}
	return e
}

// Final reports whether the order can no longer change status.
func (o *Order) Final() bool {
	switch o.Status() {
	case OrderCompleted, OrderCancelled, OrderFailed:
		return true
	}
	return false
}

// CancelledStatus is the event status that cancels the order.
func (o *Order) CancelledStatus() string {
	return OrderCancelled + "." + o.Details.Type + "." + OrderCancelled
}

// Closed reports whether the appointment can no longer change.
func (a *Appointment) Closed() bool {
	return a.Status == AppointmentCancelled || a.Status == AppointmentCompleted
}

// Appointment is an at-home phlebotomy appointment (upstream ClientFacingAppointment).
type Appointment struct {
	ID                 string             `json:"id"`
	TeamID             string             `json:"team_id"`
	UserID             string             `json:"user_id"`
	OrderID            string             `json:"order_id"`
	OrderTransactionID *string            `json:"order_transaction_id"`
	Address            AppointmentAddress `json:"address"`
	Location           LngLat             `json:"location"`
	StartAt            *time.Time         `json:"start_at"`
	EndAt              *time.Time         `json:"end_at"`
	IANATimezone       *string            `json:"iana_timezone"`
	Type               string             `json:"type"`
	Provider           string             `json:"provider"`
	Status             string             `json:"status"`
	ProviderID         string             `json:"provider_id"`
	ExternalID         *string            `json:"external_id"`
	CanReschedule      bool               `json:"can_reschedule"`
	AppointmentNotes   *string            `json:"appointment_notes"`
	AccessNotes        *string            `json:"access_notes"`
	EventStatus        string             `json:"event_status"`
	EventData          map[string]any     `json:"event_data"`
	Events             []AppointmentEvent `json:"events"`
}

// AppointmentAddress is the upstream USAddress.
type AppointmentAddress struct {
	FirstLine   string  `json:"first_line"`
	SecondLine  *string `json:"second_line"`
	City        string  `json:"city"`
	State       string  `json:"state"`
	ZipCode     string  `json:"zip_code"`
	AccessNotes *string `json:"access_notes"`
}

// LngLat is a position.
type LngLat struct {
	Lng float64 `json:"lng"`
	Lat float64 `json:"lat"`
}

// AppointmentEvent is one entry of an appointment's history.
type AppointmentEvent struct {
	CreatedAt time.Time      `json:"created_at"`
	Status    string         `json:"status"`
	Data      map[string]any `json:"data"`
}
