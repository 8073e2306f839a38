package orders

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

// AvailabilityDays is how many days of slots an availability answer holds.
const AvailabilityDays = 14

func normalizeUSAddress(in *assay.USAddressInput, loc ...string) (*assay.AppointmentAddress, error) {
	at := func(f string) []string { return append(append([]string{}, loc...), f) }
	if in == nil {
		return nil, assay.Missing(loc...)
	}
	var a assay.AppointmentAddress
	var err error
	if a.FirstLine, err = requireString(in.FirstLine, at("first_line")...); err != nil {
		return nil, err
	}
	if a.City, err = requireString(in.City, at("city")...); err != nil {
		return nil, err
	}
	if a.State, err = requireString(in.State, at("state")...); err != nil {
		return nil, err
	}
	a.State = strings.ToUpper(a.State)
	if _, ok := usStates[a.State]; !ok {
		return nil, assay.InvalidAs("value_error", "state must be a two-letter US state code", at("state")...)
	}
	if a.ZipCode, err = requireString(in.ZipCode, at("zip_code")...); err != nil {
		return nil, err
	}
	if !usZipRE.MatchString(a.ZipCode) {
		return nil, assay.InvalidAs("string_pattern_mismatch", "String should match pattern '^\\d{5}(-\\d{4})?$'", at("zip_code")...)
	}
	a.SecondLine = trimmedOrNil(in.SecondLine)
	if a.AccessNotes, err = accessNotes(in.AccessNotes, at("access_notes")...); err != nil {
		return nil, err
	}
	return &a, nil
}

func checkNotes(v *string, loc ...string) error {
	if v != nil && utf8.RuneCountInString(*v) > 1000 {
		return assay.InvalidAs("string_too_long", "String should have at most 1000 characters", loc...)
	}
	return nil
}

// Slots are half-hourly draws from 07:00 (08:00 at weekends) to noon local
// time, bookable from two hours ahead.
func daySlots(day time.Time, now time.Time) []time.Time {
	first, last := 7*60, 11*60+30
	if wd := day.Weekday(); wd == time.Saturday || wd == time.Sunday {
		first, last = 8*60, 10*60+30
	}
	var out []time.Time
	for m := first; m <= last; m += 30 {
		t := time.Date(day.Year(), day.Month(), day.Day(), m/60, m%60, 0, 0, day.Location())
		if t.After(now.Add(2 * time.Hour)) {
			out = append(out, t)
		}
	}
	return out
}

// A booking key names a slot for a zip code and state; its checksum catches
// keys that were edited or made up.
func bookingKey(zip, state string, start time.Time) string {
	base := fmt.Sprintf("%s_%s_%d", zip[:5], state, start.Unix())
	sum := sha256.Sum256([]byte("assay-slot/" + base))
	return base + "_" + hex.EncodeToString(sum[:6])
}

type slot struct {
	zip, state string
	start      time.Time
	tz         string
}

func parseBookingKey(key string, now time.Time) (*slot, error) {
	bad := assay.InvalidAs("value_error", "booking_key is not a key from the availability endpoint, or its slot has passed.", "body", "booking_key")
	parts := strings.Split(key, "_")
	if len(parts) != 4 {
		return nil, bad
	}
	unix, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil {
		return nil, bad
	}
	st, ok := usStates[parts[1]]
	if !ok || len(parts[0]) != 5 {
		return nil, bad
	}
	loc, err := time.LoadLocation(st.tz)
	if err != nil {
		return nil, err
	}
	start := time.Unix(unix, 0).In(loc)
	if bookingKey(parts[0], parts[1], start) != key {
		return nil, bad
	}
	for _, t := range daySlots(start, now) {
		if t.Equal(start) {
			return &slot{zip: parts[0], state: parts[1], start: start, tz: st.tz}, nil
		}
	}
	return nil, bad
}

// access_notes are forwarded to the phlebotomist on every booking.
func orderAddress(o *assay.Order) assay.AppointmentAddress {
	a := assay.AppointmentAddress{}
	if p := o.PatientAddress; p != nil {
		a = assay.AppointmentAddress{FirstLine: p.FirstLine, SecondLine: p.SecondLine, City: p.City, State: p.State, ZipCode: p.Zip, AccessNotes: p.AccessNotes}
	}
	return a
}

func (s *Service) newAppointment(o *assay.Order, addr assay.AppointmentAddress, provider string) *assay.Appointment {
	st := usStates[addr.State]
	tz := st.tz
	tx := o.TransactionID
	return &assay.Appointment{
		ID: uuid.NewString(), TeamID: o.TeamID, UserID: o.UserID, OrderID: o.ID, OrderTransactionID: &tx, Address: addr,
		Location: assay.LngLat{Lng: st.lng, Lat: st.lat}, IANATimezone: &tz, Type: "phlebotomy", Provider: provider,
		ProviderID: "ASSAY-" + strings.ToUpper(uuid.NewString()[:8]), AccessNotes: addr.AccessNotes, EventData: map[string]any{},
		Events: []assay.AppointmentEvent{},
	}
}

// saveAppointment saves the appointment and moves the order to the
// matching status when it changed.
func (s *Service) saveAppointment(ctx context.Context, o *assay.Order, a *assay.Appointment, low string) error {
	if err := s.Store.SaveAppointment(ctx, a); err != nil {
		return err
	}
	_, err := s.changeStatus(ctx, o.TeamID, o.ID, func(o *assay.Order) ([]string, error) {
		o.AppointmentID = &a.ID
		if o.Details.Data != nil {
			o.Details.Data.AppointmentID = &a.ID
		}
		if o.LowLevelStatus() == low {
			return nil, nil
		}
		return []string{"collecting_sample." + assay.MethodAtHomePhlebotomy + "." + low}, nil
	}, nil)
	return err
}

// Availability lists AvailabilityDays days of slots near an address, from
// startDate (YYYY-MM-DD, default today).
func (s *Service) Availability(ctx context.Context, in *assay.USAddressInput, startDate string) (*assay.Availability, error) {
	addr, err := normalizeUSAddress(in, "body")
	if err != nil {
		return nil, err
	}
	st := usStates[addr.State]
	loc, err := time.LoadLocation(st.tz)
	if err != nil {
		return nil, err
	}
	now := s.Store.Now()
	start := now.In(loc)
	if startDate != "" {
		d, err := time.ParseInLocation("2006-01-02", startDate, loc)
		if err != nil {
			return nil, assay.InvalidAs("date_parsing", "Input should be a valid date in YYYY-MM-DD format", "query", "start_date")
		}
		start = d
	}
	days := make([]assay.AvailabilityDay, 0, AvailabilityDays)
	for i := 0; i < AvailabilityDays; i++ {
		d := time.Date(start.Year(), start.Month(), start.Day()+i, 0, 0, 0, 0, loc)
		out := assay.AvailabilityDay{Date: d.Format("2006-01-02"), Slots: []assay.TimeSlot{}}
		for _, t := range daySlots(d, now) {
			out.Slots = append(out.Slots, assay.TimeSlot{BookingKey: bookingKey(addr.ZipCode, addr.State, t), Start: t, End: t.Add(30 * time.Minute),
				ExpiresAt: t.Add(-2 * time.Hour), Price: 0, IsPriority: false, NumAppointmentsAvailable: 2})
		}
		days = append(days, out)
	}
	return &assay.Availability{Slots: days, Timezone: st.tz}, nil
}

// phlebotomyOrder loads an order that can take an at-home appointment.
func (s *Service) phlebotomyOrder(ctx context.Context, teamID, id string) (*assay.Order, error) {
	o, err := s.Store.FindOrder(ctx, teamID, id)
	if err != nil {
		return nil, err
	}
	if o.Details.Type != assay.MethodAtHomePhlebotomy {
		return nil, assay.InvalidAs("value_error", "Order "+o.ID+" is a "+o.Details.Type+" order, not an at_home_phlebotomy order.", "path", "order_id")
	}
	if o.Final() {
		return nil, assay.Errorf(assay.ECONFLICT, "Order is %s.", o.Status())
	}
	return o, nil
}

// FindAppointment returns the appointment of a team's order.
func (s *Service) FindAppointment(ctx context.Context, teamID, orderID string) (*assay.Appointment, error) {
	return s.Store.FindAppointment(ctx, teamID, orderID)
}

// openAppointment fails when the order already has an appointment that
// is not cancelled.
func (s *Service) openAppointment(ctx context.Context, o *assay.Order) error {
	if old, err := s.Store.FindAppointment(ctx, o.TeamID, o.ID); err == nil && old.Status != assay.AppointmentCancelled {
		return assay.Errorf(assay.ECONFLICT, "The order already has an appointment; reschedule it instead.")
	}
	return nil
}

// BookAppointment books a slot from Availability for an at-home order.
func (s *Service) BookAppointment(ctx context.Context, teamID, orderID string, in *assay.BookingRequest) (*assay.Appointment, error) {
	o, err := s.phlebotomyOrder(ctx, teamID, orderID)
	if err != nil {
		return nil, err
	}
	key, err := requireString(in.BookingKey, "body", "booking_key")
	if err != nil {
		return nil, err
	}
	if err := checkNotes(in.AppointmentNotes, "body", "appointment_notes"); err != nil {
		return nil, err
	}
	sl, err := parseBookingKey(key, s.Store.Now())
	if err != nil {
		return nil, err
	}
	addr := orderAddress(o)
	if len(addr.ZipCode) < 5 || addr.ZipCode[:5] != sl.zip {
		return nil, assay.InvalidAs("value_error", "booking_key is for zip code "+sl.zip+", not the order's patient address.", "body", "booking_key")
	}
	if err := s.openAppointment(ctx, o); err != nil {
		return nil, err
	}
	a := s.newAppointment(o, addr, "getlabs")
	end := sl.start.Add(30 * time.Minute)
	a.StartAt, a.EndAt = &sl.start, &end
	a.Status, a.EventStatus, a.CanReschedule = assay.AppointmentConfirmed, "scheduled", true
	a.AppointmentNotes = in.AppointmentNotes
	a.Events = append(a.Events, assay.AppointmentEvent{CreatedAt: s.Store.Now(), Status: "scheduled"})
	if err := s.saveAppointment(ctx, o, a, "appointment_scheduled"); err != nil {
		return nil, err
	}
	return a, nil
}

// RequestAppointment asks a provider for an appointment at an address.
func (s *Service) RequestAppointment(ctx context.Context, teamID, orderID string, in *assay.AppointmentRequest) (*assay.Appointment, error) {
	o, err := s.phlebotomyOrder(ctx, teamID, orderID)
	if err != nil {
		return nil, err
	}
	addr, err := normalizeUSAddress(in.Address, "body", "address")
	if err != nil {
		return nil, err
	}
	provider, err := requireString(in.Provider, "body", "provider")
	if err != nil {
		return nil, err
	}
	switch provider {
	case "getlabs", "phlebfinders", "quest", "sonora_quest":
	default:
		return nil, assay.InvalidAs("enum", "Input should be 'getlabs', 'phlebfinders', 'quest' or 'sonora_quest'", "body", "provider")
	}
	if err := checkNotes(in.AppointmentNotes, "body", "appointment_notes"); err != nil {
		return nil, err
	}
	if err := s.openAppointment(ctx, o); err != nil {
		return nil, err
	}
	// The order's access notes win: they were written for the phlebotomist.
	if notes := orderAddress(o).AccessNotes; notes != nil {
		addr.AccessNotes = notes
	}
	a := s.newAppointment(o, *addr, provider)
	a.Status, a.EventStatus, a.CanReschedule = assay.AppointmentPending, assay.AppointmentPending, false
	a.AppointmentNotes = in.AppointmentNotes
	a.Events = append(a.Events, assay.AppointmentEvent{CreatedAt: s.Store.Now(), Status: assay.AppointmentPending})
	if err := s.saveAppointment(ctx, o, a, "appointment_pending"); err != nil {
		return nil, err
	}
	return a, nil
}

// RescheduleAppointment moves an appointment to another slot.
func (s *Service) RescheduleAppointment(ctx context.Context, teamID, orderID string, in *assay.BookingRequest) (*assay.Appointment, error) {
	o, err := s.phlebotomyOrder(ctx, teamID, orderID)
	if err != nil {
		return nil, err
	}
	key, err := requireString(in.BookingKey, "body", "booking_key")
	if err != nil {
		return nil, err
	}
	if err := checkNotes(in.AppointmentNotes, "body", "appointment_notes"); err != nil {
		return nil, err
	}
	a, err := s.Store.FindAppointment(ctx, o.TeamID, o.ID)
	if err != nil {
		return nil, err
	}
	if a.Closed() {
		return nil, assay.Errorf(assay.ECONFLICT, "The appointment is %s and cannot be rescheduled.", a.Status)
	}
	sl, err := parseBookingKey(key, s.Store.Now())
	if err != nil {
		return nil, err
	}
	if len(a.Address.ZipCode) < 5 || a.Address.ZipCode[:5] != sl.zip {
		return nil, assay.InvalidAs("value_error", "booking_key is for zip code "+sl.zip+", not the appointment's address.", "body", "booking_key")
	}
	data := map[string]any{}
	if a.StartAt != nil {
		data["previous_start_at"] = a.StartAt
	}
	end := sl.start.Add(30 * time.Minute)
	a.StartAt, a.EndAt = &sl.start, &end
	a.Status, a.EventStatus, a.CanReschedule = assay.AppointmentConfirmed, "scheduled", true
	// Notes may change on every reschedule; omitted notes keep the last ones.
	if in.AppointmentNotes != nil {
		a.AppointmentNotes = in.AppointmentNotes
	}
	// Access notes are forwarded again from the order.
	if notes := orderAddress(o).AccessNotes; notes != nil {
		a.Address.AccessNotes, a.AccessNotes = notes, notes
	}
	a.Events = append(a.Events, assay.AppointmentEvent{CreatedAt: s.Store.Now(), Status: "scheduled", Data: data})
	if err := s.saveAppointment(ctx, o, a, "appointment_scheduled"); err != nil {
		return nil, err
	}
	return a, nil
}

// CancelAppointment cancels an order's appointment; the order waits for a
// new one.
func (s *Service) CancelAppointment(ctx context.Context, teamID, orderID string, in *assay.AppointmentCancelRequest) (*assay.Appointment, error) {
	o, err := s.phlebotomyOrder(ctx, teamID, orderID)
	if err != nil {
		return nil, err
	}
	a, err := s.Store.FindAppointment(ctx, o.TeamID, o.ID)
	if err != nil {
		return nil, err
	}
	if a.Closed() {
		return nil, assay.Errorf(assay.ECONFLICT, "The appointment is already %s.", a.Status)
	}
	a.Status, a.EventStatus, a.CanReschedule = assay.AppointmentCancelled, assay.AppointmentCancelled, false
	data := map[string]any{}
	if in.CancellationReasonID != nil {
		data["cancellation_reason_id"] = *in.CancellationReasonID
	}
	a.Events = append(a.Events, assay.AppointmentEvent{CreatedAt: s.Store.Now(), Status: assay.AppointmentCancelled, Data: data})
	if err := s.saveAppointment(ctx, o, a, "appointment_cancelled"); err != nil {
		return nil, err
	}
	return a, nil
}
