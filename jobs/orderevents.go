package jobs

import (
	"context"

	"github.com/assayhq/assay"
)

// OrderChanged sends labtest.order.created for a new order (its first event)
// and labtest.order.updated for every later status change. data is view, the
// order as the API shows it (with last_event and status_detail). Events of one
// order are delivered in order.
func (w *Webhooks) OrderChanged(ctx context.Context, o *assay.Order, view any) error {
	typ := assay.EventOrderUpdated
	if len(o.Events) <= 1 {
		typ = assay.EventOrderCreated
	}
	ev := assay.Event{EventType: typ, Data: view, TeamID: o.TeamID, UserID: o.UserID}
	if u, err := w.Store.FindUser(ctx, o.TeamID, o.UserID); err == nil {
		ev.ClientUserID = u.ClientUserID
	} else if assay.ErrorCode(err) != assay.ENOTFOUND {
		return err
	}
	return w.Publish(ctx, ev, "order:"+o.ID)
}
