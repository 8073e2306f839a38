package orders

import (
	"slices"
	"testing"
	"time"

	"github.com/assayhq/assay"
)

func TestValidNPI(t *testing.T) {
	for npi, want := range map[string]bool{
		"1234567893": true,  // the CMS example
		"1234567890": false, // wrong check digit
		"123456789":  false,
		"12345678a3": false,
	} {
		if got := validNPI(npi); got != want {
			t.Errorf("validNPI(%q) = %v, want %v", npi, got, want)
		}
	}
}

func TestNormalizePhone(t *testing.T) {
	for in, want := range map[string]string{
		"+14155550123":      "+14155550123",
		"+1 (415) 555-0123": "+14155550123",
		"+44 20 7946 0958":  "+442079460958",
		"4155550123":        "", // no country code
		"+999123456":        "", // no such country code
		"+1 415":            "", // too short
	} {
		got, err := normalizePhone(in, "body", "phone_number")
		if want == "" {
			if assay.ErrorCode(err) != assay.EINVALID {
				t.Errorf("normalizePhone(%q) = %q, %v; want EINVALID", in, got, err)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("normalizePhone(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

func TestSimulateStepsWalksTheHappyPath(t *testing.T) {
	o := &assay.Order{Details: assay.OrderDetails{Type: assay.MethodWalkIn}}
	o.AddEvent("received.walk_in_test.requisition_created", nil, time.Now())
	steps, err := simulateSteps(o, assay.OrderCompleted)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"collecting_sample.walk_in_test.appointment_pending", "collecting_sample.walk_in_test.appointment_scheduled",
		"completed.walk_in_test.completed"}
	if !slices.Equal(steps, want) {
		t.Errorf("steps = %v, want %v", steps, want)
	}
	if _, err := simulateSteps(o, "lost"); assay.ErrorCode(err) != assay.EINVALID {
		t.Errorf("a testkit-only status on a walk-in order: %v, want EINVALID", err)
	}
	o.AddEvent(o.CancelledStatus(), nil, time.Now())
	if _, err := simulateSteps(o, assay.OrderCompleted); assay.ErrorCode(err) != assay.ECONFLICT {
		t.Errorf("simulating a cancelled order: %v, want ECONFLICT", err)
	}
}
