package assay_test

import (
	"testing"

	"github.com/assayhq/assay"
)

func TestEndpointWantsWildcardGroups(t *testing.T) {
	ep := &assay.WebhookEndpoint{FilterTypes: []string{"labtest.order.*", "lab_report.parsing_job.updated"}}
	for typ, want := range map[string]bool{
		"labtest.order.created":          true,
		"labtest.order.updated":          true,
		"labtest.orderly.created":        false,
		"lab_report.parsing_job.updated": true,
		"lab_report.parsing_job.created": false,
	} {
		if got := ep.Wants(typ); got != want {
			t.Errorf("Wants(%s) = %v, want %v", typ, got, want)
		}
	}
}
