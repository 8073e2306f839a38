// Package orders implements assay.OrderService and assay.CatalogueService:
// lab-test order rules, the order status machine and appointments.
package orders

import (
	"context"
	"log/slog"
	"regexp"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
)

// Events is told about every order status change (for order webhooks).
type Events interface {
	// OrderChanged gets the order and its client-facing view, which is what
	// the event carries as data.
	OrderChanged(ctx context.Context, order *assay.Order, view any) error
}

// Service is the assay.OrderService: order creation, recreation, import,
// cancellation, simulation, appointments and the order state machine.
type Service struct {
	Store *store.Store
	// Environment is the deployment environment; simulation runs only in
	// sandbox.
	Environment string
	// PublicURL is the base URL put in requisition links.
	PublicURL string
	// DelegatedPhysicianEnforcement is the date from which delegated lab
	// accounts need a physician on each order.
	DelegatedPhysicianEnforcement time.Time
	// Events, if set, gets every status change.
	Events Events
	Logger *slog.Logger
}

var _ assay.OrderService = (*Service)(nil)

func (s *Service) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.Default()
}

// Create is POST /v3/order.
func (s *Service) Create(ctx context.Context, team *assay.Team, in *assay.OrderRequest) (*assay.Order, string, error) {
	p, testLoc, err := s.planOrder(ctx, team, in, false)
	if err != nil {
		return nil, "", err
	}
	o, msg, err := s.buildOrder(ctx, team, p, testLoc)
	if err != nil {
		return nil, "", err
	}
	return o, msg, s.saveNewOrder(ctx, o)
}

// Import is POST /v3/order/import: an order placed outside Assay, whose
// account may still be pending.
func (s *Service) Import(ctx context.Context, team *assay.Team, in *assay.OrderRequest) (*assay.Order, string, error) {
	p, testLoc, err := s.planOrder(ctx, team, in, true)
	if err != nil {
		return nil, "", err
	}
	o, msg, err := s.buildOrder(ctx, team, p, testLoc)
	if err != nil {
		return nil, "", err
	}
	return o, strings.Replace(msg, "Order created.", "Order imported.", 1), s.saveNewOrder(ctx, o)
}

// CreateTestkit is POST /v3/order/testkit: an unregistered testkit order.
func (s *Service) CreateTestkit(ctx context.Context, team *assay.Team, in *assay.TestkitRequest) (*assay.Order, string, error) {
	p := &orderPlan{unregistered: true, origin: assay.OriginInitial, passthrough: in.Passthrough}
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
	if err := s.resolveTests(ctx, team.ID, p, []string{testID}, testLoc, nil); err != nil {
		return nil, "", err
	}
	p.method = assay.MethodTestkit
	if p.tests[0].Method != assay.MethodTestkit {
		return nil, "", assay.InvalidAs("value_error", "Lab test "+testID+" is not a testkit test.", testLoc...)
	}
	o, msg, err := s.buildOrder(ctx, team, p, testLoc)
	if err != nil {
		return nil, "", err
	}
	return o, msg, s.saveNewOrder(ctx, o)
}

var updateReasonRE = regexp.MustCompile(`^[A-Z][A-Z_]{0,63}$`)

// Recreate is POST /v3/order/create: a new order, optionally replacing
// previous_order_id for update_reason. With INCORRECT_LAB the previous
// order's lab account is never chosen again (rule 2). The previous order is
// cancelled and the new one joins its order transaction.
func (s *Service) Recreate(ctx context.Context, team *assay.Team, in *assay.OrderRequest) (*assay.Order, string, error) {
	var parent *assay.Order
	if in.UpdateReason != nil {
		if !updateReasonRE.MatchString(*in.UpdateReason) {
			return nil, "", assay.InvalidAs("value_error", "update_reason must be an upper-case reason such as INCORRECT_LAB", "body", "update_reason")
		}
		pid, err := requireUUID(in.PreviousOrderID, "body", "previous_order_id")
		if err != nil {
			return nil, "", err
		}
		parent, err = s.Store.FindOrder(ctx, team.ID, pid)
		if assay.ErrorCode(err) == assay.ENOTFOUND {
			return nil, "", assay.InvalidAs("value_error", "Order "+pid+" does not exist.", "body", "previous_order_id")
		} else if err != nil {
			return nil, "", err
		}
		if parent.UserID != derefOr(in.UserID, "") {
			return nil, "", assay.InvalidAs("value_error", "The recreated order must be for the same user as the previous order.", "body", "user_id")
		}
	} else if in.PreviousOrderID != nil {
		return nil, "", assay.Missing("body", "update_reason")
	}
	p, testLoc, err := s.planOrder(ctx, team, in, false)
	if err != nil {
		return nil, "", err
	}
	if parent != nil {
		p.parent = parent
		p.origin = assay.OriginRecreation
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
		if _, err := s.changeStatus(ctx, team.ID, parent.ID, func(prev *assay.Order) ([]string, error) {
			if prev.Final() {
				return nil, nil
			}
			return []string{prev.CancelledStatus()}, nil
		}, nil); err != nil {
			return nil, "", err
		}
	}
	return o, msg, nil
}

func derefOr(p *string, def string) string {
	if p == nil {
		return def
	}
	return *p
}

// Find returns a team's order.
func (s *Service) Find(ctx context.Context, teamID, id string) (*assay.Order, error) {
	return s.Store.FindOrder(ctx, teamID, id)
}

// List returns a page of a team's orders, optionally of one user and in
// some statuses.
func (s *Service) List(ctx context.Context, teamID string, f assay.OrderFilter, offset, limit int) ([]*assay.Order, int, error) {
	if err := f.Validate(); err != nil {
		return nil, 0, err
	}
	return s.Store.ListOrders(ctx, teamID, f, offset, limit)
}

// Cancel cancels an order that has not reached the lab yet, and its
// appointment.
func (s *Service) Cancel(ctx context.Context, teamID, id string) (*assay.Order, error) {
	o, err := s.changeStatus(ctx, teamID, id, func(o *assay.Order) ([]string, error) {
		switch o.Status() {
		case assay.OrderReceived, assay.OrderCollectingSample:
			return []string{o.CancelledStatus()}, nil
		case assay.OrderCancelled:
			return nil, assay.Errorf(assay.ECONFLICT, "Order is already cancelled.")
		}
		return nil, assay.Errorf(assay.ECONFLICT, "Order is %s and can no longer be cancelled.", o.Status())
	}, nil)
	if err != nil {
		return nil, err
	}
	if a, err := s.Store.FindAppointment(ctx, teamID, id); err == nil && !a.Closed() {
		now := s.Store.Now()
		a.Status, a.EventStatus, a.CanReschedule = assay.AppointmentCancelled, assay.AppointmentCancelled, false
		a.Events = append(a.Events, assay.AppointmentEvent{CreatedAt: now, Status: assay.AppointmentCancelled, Data: map[string]any{"reason": "order_cancelled"}})
		if err := s.Store.SaveAppointment(ctx, a); err != nil {
			return nil, err
		}
	}
	return o, nil
}

// changeStatus appends the statuses next returns to an order, saving once
// and reporting each step to Events. detail goes on the last event.
func (s *Service) changeStatus(ctx context.Context, teamID, id string, next func(*assay.Order) ([]string, error), detail *string) (*assay.Order, error) {
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

// saveNewOrder stores an order and reports its first status.
func (s *Service) saveNewOrder(ctx context.Context, o *assay.Order) error {
	if err := s.Store.CreateOrder(ctx, o); err != nil {
		return err
	}
	s.notify(ctx, o)
	return nil
}

// notify tells Events about a status change. Delivery problems are logged,
// never failing the request: the order is already saved.
func (s *Service) notify(ctx context.Context, o *assay.Order) {
	if s.Events == nil {
		return
	}
	v, err := s.View(ctx, o)
	if err == nil {
		err = s.Events.OrderChanged(ctx, o, v)
	}
	if err != nil {
		s.logger().ErrorContext(ctx, "order event not queued", "order_id", o.ID, "status", o.LastEvent().Status, "err", err.Error())
	}
}

// View is the client-facing order with its order transaction.
func (s *Service) View(ctx context.Context, o *assay.Order) (*assay.OrderView, error) {
	orders, err := s.Store.TransactionOrders(ctx, o.TeamID, o.TransactionID)
	if err != nil {
		return nil, err
	}
	return assay.NewOrderView(o, orders), nil
}
