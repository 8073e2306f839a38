package orders

import (
	"context"
	"slices"
	"strings"

	"github.com/assayhq/assay"
)

// happyPaths lists, per collection method, the low-level statuses an order
// goes through when nothing goes wrong.
var happyPaths = map[string][]string{
	assay.MethodTestkit: {"ordered", "awaiting_registration", "registered", "requisition_created", "transit_customer",
		"out_for_delivery", "with_customer", "transit_lab", "delivered_to_lab", "completed"},
	assay.MethodWalkIn: {"ordered", "requisition_created", "appointment_pending", "appointment_scheduled",
		"completed"},
	assay.MethodAtHomePhlebotomy: {"ordered", "requisition_created", "appointment_pending", "appointment_scheduled",
		"draw_completed", "completed"},
}

// sideStatuses are the statuses off the happy path, each reached from the
// happy-path status it follows.
var sideStatuses = map[string]map[string]string{
	assay.MethodTestkit: {
		"problem_in_transit_customer": "transit_customer", "failure_to_deliver_to_customer": "transit_customer",
		"problem_in_transit_lab": "transit_lab", "failure_to_deliver_to_lab": "transit_lab", "lost": "transit_lab",
		"lab_processing_blocked": "delivered_to_lab", "sample_error": "delivered_to_lab", "partial_results": "delivered_to_lab",
	},
	assay.MethodWalkIn:           {"appointment_cancelled": "appointment_scheduled", "sample_error": "appointment_scheduled", "partial_results": "appointment_scheduled"},
	assay.MethodAtHomePhlebotomy: {"appointment_cancelled": "appointment_scheduled", "sample_error": "draw_completed", "partial_results": "draw_completed"},
}

// topLevelOf gives the top-level status of a low-level one.
func topLevelOf(method, low string) string {
	switch low {
	case "ordered", "awaiting_registration", "registered", "requisition_created", "requisition_bypassed":
		return assay.OrderReceived
	case "delivered_to_lab", "lab_processing_blocked", "partial_results":
		return assay.OrderSampleWithLab
	case "draw_completed":
		if method == assay.MethodAtHomePhlebotomy {
			return assay.OrderCollectingSample
		}
		return assay.OrderSampleWithLab
	case assay.OrderCompleted, "corrected":
		return assay.OrderCompleted
	case assay.OrderCancelled, "do_not_process":
		return assay.OrderCancelled
	case "sample_error", "lost", "failure_to_deliver_to_customer", "failure_to_deliver_to_lab":
		return assay.OrderFailed
	}
	return assay.OrderCollectingSample
}

var statusDetails = map[string]bool{
	"fulfillment_error": true, "date_of_collection_unspecified": true, "demographic_information_unspecified": true,
	"demographic_information_mismatch": true, "sample_quantity_not_sufficient": true, "sample_contaminated": true,
	"sample_stability_exceeded": true, "sample_hemolyzed": true, "sample_improper_collection": true,
}

// simulateSteps returns the event statuses that take an order from its
// current low-level status to target.
func simulateSteps(o *assay.Order, target string) ([]string, error) {
	method := o.Details.Type
	path := happyPaths[method]
	index := func(low string) int { return slices.Index(path, low) }
	cur := o.LowLevelStatus()
	at := index(cur)
	if at < 0 {
		if anchor, ok := sideStatuses[method][cur]; ok {
			at = index(anchor)
		} else if cur == "requisition_bypassed" {
			at = index("requisition_created")
		}
	}
	if o.Final() {
		return nil, assay.Errorf(assay.ECONFLICT, "Order is %s; it cannot change any more.", o.Status())
	}
	if at < 0 {
		return nil, assay.Errorf(assay.ECONFLICT, "Order status %s cannot be simulated from.", o.LastEvent().Status)
	}
	if cur == target {
		return nil, assay.InvalidAs("value_error", "The order is already "+target+".", "query", "final_status")
	}
	full := func(low string) string { return topLevelOf(method, low) + "." + method + "." + low }
	var lows []string
	switch {
	case target == assay.OrderCancelled:
		lows = []string{assay.OrderCancelled}
	case index(target) >= 0:
		to := index(target)
		if to <= at {
			return nil, assay.InvalidAs("value_error", "The order is already past "+target+".", "query", "final_status")
		}
		// Registered testkits start past the registration steps.
		lows = append(lows, path[at+1:to+1]...)
	default:
		anchor, ok := sideStatuses[method][target]
		if !ok {
			return nil, assay.InvalidAs("value_error", "Status "+target+" does not exist for "+method+" orders.", "query", "final_status")
		}
		if index(anchor) < at {
			return nil, assay.InvalidAs("value_error", "The order is already past "+anchor+".", "query", "final_status")
		}
		lows = append(append(lows, path[at+1:index(anchor)+1]...), target)
	}
	out := make([]string, len(lows))
	for i, l := range lows {
		out[i] = full(l)
	}
	return out, nil
}

// Simulate is the upstream POST /v3/order/{order_id}/test: in sandbox
// deployments it moves an order to final_status (default completed),
// appending one event per status on the way. final_status is an OrderStatus
// ("collecting_sample.testkit.transit_customer") or a low-level status;
// status_detail (an Assay extension) goes on the last event.
func (s *Service) Simulate(ctx context.Context, teamID, id string, in assay.SimulateRequest) (*assay.Order, error) {
	if s.Environment != "sandbox" {
		return nil, assay.Errorf(assay.EFORBIDDEN, "Order simulation is only available in sandbox deployments.")
	}
	target := in.FinalStatus
	if target == "" {
		target = assay.OrderCompleted
	}
	var method string
	if parts := strings.Split(target, "."); len(parts) == 3 {
		method, target = parts[1], parts[2]
		if topLevelOf(method, target) != parts[0] {
			return nil, assay.InvalidAs("value_error", "Unknown order status "+in.FinalStatus+".", "query", "final_status")
		}
	} else if len(parts) != 1 {
		return nil, assay.InvalidAs("value_error", "Unknown order status "+target+".", "query", "final_status")
	}
	var detail *string
	if d := in.StatusDetail; d != "" {
		if !statusDetails[d] {
			return nil, assay.InvalidAs("enum", "Unknown status_detail "+d+".", "query", "status_detail")
		}
		detail = &d
	}
	return s.changeStatus(ctx, teamID, id, func(o *assay.Order) ([]string, error) {
		if method != "" && method != o.Details.Type {
			return nil, assay.InvalidAs("value_error", "Status "+in.FinalStatus+" is not a status of "+o.Details.Type+" orders.", "query", "final_status")
		}
		return simulateSteps(o, target)
	}, detail)
}
