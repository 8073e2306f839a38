package assay

import (
	"context"
	"time"
)

// OrderService owns the rules of lab-test orders: creation (rules 1 to 4),
// recreation, import, cancellation, the status machine, simulation and
// at-home appointments. Implemented by orders.Service. Creation methods
// return the order and the message the client sees.
type OrderService interface {
	Create(ctx context.Context, team *Team, in *OrderRequest) (*Order, string, error)
	Import(ctx context.Context, team *Team, in *OrderRequest) (*Order, string, error)
	Recreate(ctx context.Context, team *Team, in *OrderRequest) (*Order, string, error)
	CreateTestkit(ctx context.Context, team *Team, in *TestkitRequest) (*Order, string, error)
	// Idempotent runs create once per idempotency key and request body.
	Idempotent(ctx context.Context, teamID string, key IdempotencyKey, create func() (*Order, string, error)) (*Order, string, error)
	Find(ctx context.Context, teamID, id string) (*Order, error)
	List(ctx context.Context, teamID string, f OrderFilter, offset, limit int) ([]*Order, int, error)
	Cancel(ctx context.Context, teamID, id string) (*Order, error)
	Simulate(ctx context.Context, teamID, id string, in SimulateRequest) (*Order, error)
	View(ctx context.Context, o *Order) (*OrderView, error)
	// Requisition renders the order's requisition form as a PDF.
	Requisition(ctx context.Context, teamID, id string) ([]byte, error)

	Availability(ctx context.Context, in *USAddressInput, startDate string) (*Availability, error)
	FindAppointment(ctx context.Context, teamID, orderID string) (*Appointment, error)
	BookAppointment(ctx context.Context, teamID, orderID string, in *BookingRequest) (*Appointment, error)
	RequestAppointment(ctx context.Context, teamID, orderID string, in *AppointmentRequest) (*Appointment, error)
	RescheduleAppointment(ctx context.Context, teamID, orderID string, in *BookingRequest) (*Appointment, error)
	CancelAppointment(ctx context.Context, teamID, orderID string, in *AppointmentCancelRequest) (*Appointment, error)
}

// IdempotencyKey is a client's Idempotency-Key on an order creation.
type IdempotencyKey struct {
	Key    string // the header value; "" runs the request unguarded
	Header string // the header it came in, for errors
	Scope  string // the route, so one key can serve several endpoints
	Body   []byte // the request body, compared on a repeat
}

// SimulateRequest is the query of POST /v3/order/{order_id}/test.
type SimulateRequest struct {
	FinalStatus  string // an OrderStatus or a low-level status; "" is completed
	StatusDetail string // optional, on the last event
}

// USAddressInput is an appointment address (upstream USAddress).
type USAddressInput struct {
	FirstLine   *string `json:"first_line"`
	SecondLine  *string `json:"second_line"`
	City        *string `json:"city"`
	State       *string `json:"state"`
	ZipCode     *string `json:"zip_code"`
	AccessNotes *string `json:"access_notes"`
}

// BookingRequest books or reschedules an appointment slot.
type BookingRequest struct {
	BookingKey       *string `json:"booking_key"`
	AppointmentNotes *string `json:"appointment_notes"`
}

// AppointmentRequest asks a provider for an appointment.
type AppointmentRequest struct {
	Address          *USAddressInput `json:"address"`
	Provider         *string         `json:"provider"`
	AppointmentNotes *string         `json:"appointment_notes"`
}

// AppointmentCancelRequest cancels an appointment.
type AppointmentCancelRequest struct {
	CancellationReasonID *string `json:"cancellation_reason_id"`
	Notes                *string `json:"notes"`
}

// Availability is the upstream AppointmentAvailabilitySlots.
type Availability struct {
	Slots    []AvailabilityDay `json:"slots"`
	Timezone string            `json:"timezone"`
}

// AvailabilityDay is one day of bookable slots.
type AvailabilityDay struct {
	Location *struct{}  `json:"location"`
	Date     string     `json:"date"`
	Slots    []TimeSlot `json:"slots"`
}

// TimeSlot is one bookable appointment slot.
type TimeSlot struct {
	BookingKey               string    `json:"booking_key"`
	Start                    time.Time `json:"start"`
	End                      time.Time `json:"end"`
	ExpiresAt                time.Time `json:"expires_at"`
	Price                    float64   `json:"price"`
	IsPriority               bool      `json:"is_priority"`
	NumAppointmentsAvailable int       `json:"num_appointments_available"`
}

// AddressInput is an address in an order request.
type AddressInput struct {
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

// PatientInput is the patient of an order request.
type PatientInput struct {
	FirstName   *string `json:"first_name"`
	LastName    *string `json:"last_name"`
	DOB         *string `json:"dob"`
	Gender      *string `json:"gender"`
	PhoneNumber *string `json:"phone_number"`
	Email       *string `json:"email"`
}

// PhysicianInput is the ordering physician of an order request.
type PhysicianInput struct {
	FirstName *string `json:"first_name"`
	LastName  *string `json:"last_name"`
	NPI       *string `json:"npi"`
}

// OrderSetInput orders several tests and markers at once.
type OrderSetInput struct {
	LabTestIDs   []string    `json:"lab_test_ids"`
	AddOn        *AddOnInput `json:"add_on"`
	LabAccountID *string     `json:"lab_account_id"`
}

// AddOnInput adds markers to an order set.
type AddOnInput struct {
	MarkerIDs   []int    `json:"marker_ids"`
	ProviderIDs []string `json:"provider_ids"`
}

// OrderRequest is the upstream CreateOrderRequestCompatible, with the
// fields of ImportOrderBody and of POST /v3/order/create.
type OrderRequest struct {
	UserID           *string         `json:"user_id"`
	LabTestID        *string         `json:"lab_test_id"`
	OrderSet         *OrderSetInput  `json:"order_set"`
	CollectionMethod *string         `json:"collection_method"`
	Physician        *PhysicianInput `json:"physician"`
	Priority         bool            `json:"priority"`
	BillingType      *string         `json:"billing_type"`
	ICDCodes         []string        `json:"icd_codes"`
	ActivateBy       *string         `json:"activate_by"`
	Passthrough      *string         `json:"passthrough"`
	ClinicalNotes    *string         `json:"clinical_notes"`
	LabAccountID     *string         `json:"lab_account_id"`
	PatientDetails   *PatientInput   `json:"patient_details"`
	PatientAddress   *AddressInput   `json:"patient_address"`
	SampleID         *string         `json:"sample_id"`
	// POST /v3/order/create only.
	PreviousOrderID *string `json:"previous_order_id"`
	UpdateReason    *string `json:"update_reason"`
}

// TestkitRequest is the body of POST /v3/order/testkit.
type TestkitRequest struct {
	UserID          *string       `json:"user_id"`
	LabTestID       *string       `json:"lab_test_id"`
	ShippingDetails *AddressInput `json:"shipping_details"`
	Passthrough     *string       `json:"passthrough"`
	LabAccountID    *string       `json:"lab_account_id"`
}

// OrderView is the upstream ClientFacingOrder with the fields the
// interface names (status, last_event, order_transaction, origin).
type OrderView struct {
	ID                 string           `json:"id"`
	TeamID             string           `json:"team_id"`
	UserID             string           `json:"user_id"`
	PatientDetails     *PatientDetails  `json:"patient_details"`
	PatientAddress     *Address         `json:"patient_address"`
	ShippingDetails    *Address         `json:"shipping_details"`
	LabTest            LabTest          `json:"lab_test"`
	Details            OrderDetails     `json:"details"`
	SampleID           *string          `json:"sample_id"`
	Notes              *string          `json:"notes"`
	ClinicalNotes      *string          `json:"clinical_notes"`
	Physician          *Physician       `json:"physician"`
	LabAccountID       string           `json:"lab_account_id"`
	Status             string           `json:"status"`
	Events             []OrderEvent     `json:"events"`
	LastEvent          OrderEvent       `json:"last_event"`
	HealthInsuranceID  *string          `json:"health_insurance_id"`
	HealthInsuraceID   *string          `json:"health_insurace_id"` // spelled so in the interface's full example
	RequisitionFormURL *string          `json:"requisition_form_url"`
	Priority           bool             `json:"priority"`
	BillingType        string           `json:"billing_type"`
	ICDCodes           []string         `json:"icd_codes"`
	ActivateBy         *string          `json:"activate_by"`
	Passthrough        *string          `json:"passthrough"`
	HasABN             bool             `json:"has_abn"`
	Interpretation     *string          `json:"interpretation"`
	Origin             string           `json:"origin"`
	OrderTransaction   *TransactionView `json:"order_transaction"`
	CreatedAt          time.Time        `json:"created_at"`
	UpdatedAt          time.Time        `json:"updated_at"`
}

// TransactionView is an order transaction: an order and its recreations.
type TransactionView struct {
	ID     string                 `json:"id"`
	Status string                 `json:"status"`
	Orders []TransactionOrderView `json:"orders"`
}

// TransactionOrderView is one order of a transaction.
type TransactionOrderView struct {
	ID                      string    `json:"id"`
	Origin                  string    `json:"origin"`
	ParentID                *string   `json:"parent_id"`
	LowLevelStatus          string    `json:"low_level_status"`
	LowLevelStatusCreatedAt time.Time `json:"low_level_status_created_at"`
	CreatedAt               time.Time `json:"created_at"`
	UpdatedAt               time.Time `json:"updated_at"`
}

// NewOrderView is the client view of o; tx are the orders of its
// transaction, oldest first.
func NewOrderView(o *Order, tx []*Order) *OrderView {
	v := &OrderView{
		ID: o.ID, TeamID: o.TeamID, UserID: o.UserID, PatientDetails: o.PatientDetails, PatientAddress: o.PatientAddress,
		ShippingDetails: o.ShippingDetails, LabTest: o.LabTest, Details: o.Details, SampleID: o.SampleID, Notes: o.Notes,
		ClinicalNotes: o.ClinicalNotes, Physician: o.Physician, LabAccountID: o.LabAccountID, Status: o.Status(),
		Events: o.Events, LastEvent: o.LastEvent(), HealthInsuranceID: o.HealthInsuranceID, HealthInsuraceID: o.HealthInsuranceID,
		RequisitionFormURL: o.RequisitionFormURL, Priority: o.Priority, BillingType: o.BillingType, ICDCodes: o.ICDCodes,
		ActivateBy: o.ActivateBy, Passthrough: o.Passthrough, HasABN: o.HasABN, Origin: o.Origin,
		CreatedAt: o.CreatedAt, UpdatedAt: o.UpdatedAt,
	}
	if v.Origin == "" {
		v.Origin = OriginInitial
	}
	t := &TransactionView{ID: o.TransactionID, Status: "active", Orders: []TransactionOrderView{}}
	found := false
	final := true
	for _, x := range tx {
		if x.ID == o.ID {
			x, found = o, true // the caller's copy may be newer
		}
		t.Orders = append(t.Orders, TransactionOrderView{ID: x.ID, Origin: v.Origin, ParentID: x.ParentID,
			LowLevelStatus: x.LowLevelStatus(), LowLevelStatusCreatedAt: x.LastEvent().CreatedAt, CreatedAt: x.CreatedAt, UpdatedAt: x.UpdatedAt})
		if x.Origin != "" {
			t.Orders[len(t.Orders)-1].Origin = x.Origin
		}
		final = final && x.Final()
	}
	if !found {
		t.Orders = append(t.Orders, TransactionOrderView{ID: o.ID, Origin: v.Origin, ParentID: o.ParentID,
			LowLevelStatus: o.LowLevelStatus(), LowLevelStatusCreatedAt: o.LastEvent().CreatedAt, CreatedAt: o.CreatedAt, UpdatedAt: o.UpdatedAt})
		final = final && o.Final()
	}
	if final {
		// The transaction ends with its latest order.
		t.Status = OrderCancelled
		if o.Status() == OrderCompleted || (len(tx) > 0 && tx[len(tx)-1].Status() == OrderCompleted) {
			t.Status = OrderCompleted
		}
	}
	v.OrderTransaction = t
	return v
}

// CatalogueService answers a team's lab-test catalogue. Implemented by
// orders.Service.
type CatalogueService interface {
	ListLabTests(ctx context.Context, teamID string, f LabTestFilter) ([]LabTest, error)
	FindLabTest(ctx context.Context, teamID, id string) (*LabTest, error)
	ListLabs(ctx context.Context, teamID string) ([]Lab, error)
	ListMarkers(ctx context.Context, teamID string, f MarkerFilter) ([]Marker, error)
	// ListLabAccounts filters by id and status when they are not empty.
	ListLabAccounts(ctx context.Context, teamID, id, status string) ([]LabAccount, error)
}

// LabTestFilter selects lab tests; empty fields select all.
type LabTestFilter struct {
	LabSlug, Method, Status string
	Name                    string // part of the name, any case
}

// MarkerFilter selects markers; empty fields select all.
type MarkerFilter struct {
	LabSlug      string
	LabAccountID string   // limits the markers to the account's lab
	LabIDs       []string // as sent; used when no lab is named otherwise
	Name         string   // part of the name or the provider id
	ALaCarte     *bool
}
