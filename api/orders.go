package api

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/assayhq/assay"
	"github.com/go-chi/chi/v5"
)

// Order handlers decode the request, call the OrderService and encode the
// order's client view; the rules live in package orders.

// orderCreation is a handler of an order-creating route with a JSON body
// of type T, run once per Idempotency-Key.
func orderCreation[T any](s *Server, create func(ctx context.Context, team *assay.Team, in *T) (*assay.Order, string, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in T
		s.createIdempotent(w, r, &in, func() (*assay.Order, string, error) {
			return create(r.Context(), teamFrom(r.Context()), &in)
		})
	}
}

// createIdempotent decodes the body into in and runs create once per
// Idempotency-Key (or X-Idempotency-Key).
func (s *Server) createIdempotent(w http.ResponseWriter, r *http.Request, in any, create func() (*assay.Order, string, error)) {
	ctx := r.Context()
	body, err := readBody(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	key := assay.IdempotencyKey{Header: "Idempotency-Key", Scope: chi.RouteContext(ctx).RoutePattern(), Body: body}
	if key.Key = r.Header.Get(key.Header); key.Key == "" {
		key.Header = "X-Idempotency-Key"
		key.Key = r.Header.Get(key.Header)
	}
	o, msg, err := s.Orders.Idempotent(ctx, teamFrom(ctx).ID, key, func() (*assay.Order, string, error) {
		if err := decodeJSON(r, in); err != nil {
			return nil, "", err
		}
		return create()
	})
	s.writeOrder(w, r, o, msg, err)
}

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

// writeOrder answers an order change: the order's view, status and message.
func (s *Server) writeOrder(w http.ResponseWriter, r *http.Request, o *assay.Order, msg string, err error) {
	if err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.Orders.View(r.Context(), o)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"order": v, "status": "success", "message": msg})
}

func (s *Server) getOrder(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "order_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	o, err := s.Orders.Find(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	v, err := s.Orders.View(r.Context(), o)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) listOrders(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	// Upstream paginates orders by page and size; offset and limit would be silently ignored.
	for _, k := range []string{"offset", "limit"} {
		if r.URL.Query().Has(k) {
			writeError(w, r, assay.InvalidAs("extra_forbidden", "GET /v3/orders pages with page and size", "query", k))
			return
		}
	}
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
	orders, total, err := s.Orders.List(ctx, teamFrom(ctx).ID, assay.OrderFilter{UserID: userID, Statuses: statuses}, (page-1)*size, size)
	if err != nil {
		writeError(w, r, err)
		return
	}
	views := make([]*assay.OrderView, 0, len(orders))
	for _, o := range orders {
		v, err := s.Orders.View(ctx, o)
		if err != nil {
			writeError(w, r, err)
			return
		}
		views = append(views, v)
	}
	writeJSON(w, http.StatusOK, map[string]any{"orders": views, "total": total, "page": page, "size": size})
}

func (s *Server) cancelOrder(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "order_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	o, err := s.Orders.Cancel(r.Context(), teamFrom(r.Context()).ID, id)
	s.writeOrder(w, r, o, "Order cancelled.", err)
}

// simulateOrder is POST /v3/order/{order_id}/test (sandbox only).
func (s *Server) simulateOrder(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "order_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	if _, err := intQuery(r, "delay", 0, 0, 3600); err != nil {
		writeError(w, r, err)
		return
	}
	q := r.URL.Query()
	o, err := s.Orders.Simulate(r.Context(), teamFrom(r.Context()).ID, id,
		assay.SimulateRequest{FinalStatus: q.Get("final_status"), StatusDetail: q.Get("status_detail")})
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.writeOrder(w, r, o, "Order simulated to "+o.LastEvent().Status+".", nil)
}

// requisitionPDF is the order's requisition form.
func (s *Server) requisitionPDF(w http.ResponseWriter, r *http.Request) {
	id, err := uuidParam(r, "order_id")
	if err != nil {
		writeError(w, r, err)
		return
	}
	b, err := s.Orders.Requisition(r.Context(), teamFrom(r.Context()).ID, id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", fmt.Sprintf("inline; filename=requisition-%s.pdf", id))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(b)
}
