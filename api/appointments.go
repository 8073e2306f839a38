package api

import (
	"context"
	"net/http"

	"github.com/assayhq/assay"
)

// At-home phlebotomy appointments; the rules live in package orders.

func (s *Server) appointmentAvailability(w http.ResponseWriter, r *http.Request) {
	var in assay.USAddressInput
	if err := decodeJSON(r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	av, err := s.Orders.Availability(r.Context(), &in, r.URL.Query().Get("start_date"))
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, av)
}

func (s *Server) getAppointment(w http.ResponseWriter, r *http.Request) {
	getOne(w, r, "order_id", s.Orders.FindAppointment)
}

// appointmentChange is a handler of an appointment route with a JSON body
// of type T: it reads the order id and the body and answers with what
// change returns.
func appointmentChange[T any](change func(ctx context.Context, teamID, orderID string, in *T) (*assay.Appointment, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, err := uuidParam(r, "order_id")
		if err != nil {
			writeError(w, r, err)
			return
		}
		var in T
		if err := decodeJSON(r, &in); err != nil {
			writeError(w, r, err)
			return
		}
		a, err := change(r.Context(), teamFrom(r.Context()).ID, id, &in)
		if err != nil {
			writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, a)
	}
}
