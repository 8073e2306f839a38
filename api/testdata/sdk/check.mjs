// Drives Assay with the upstream Node SDK (@tryvital/vital-node), as a
// client would: list lab tests, create a testkit order and read it back.
// The SDK validates every response against its schemas and throws on a
// mismatch. Run by api/sdk_test.go with ASSAY_BASE_URL, ASSAY_API_KEY and
// ASSAY_USER_ID set.
import { VitalClient } from "@tryvital/vital-node";

const { ASSAY_BASE_URL: baseUrl, ASSAY_API_KEY: key, ASSAY_USER_ID: userId } = process.env;
if (!baseUrl || !key || !userId) {
  console.error("ASSAY_BASE_URL, ASSAY_API_KEY and ASSAY_USER_ID must be set");
  process.exit(2);
}

// The SDK sends its key as x-vital-api-key; Assay reads x-service-api-key.
const client = new VitalClient({
  baseUrl,
  apiKey: "unused-by-assay",
  headers: { "x-service-api-key": key },
  maxRetries: 0,
});

function check(cond, what) {
  if (!cond) {
    throw new Error("check failed: " + what);
  }
}

const tests = await client.labTests.get();
check(tests.length > 0, "lab tests listed");
const kit = tests.find((t) => t.method === "testkit");
const walkIn = tests.find((t) => t.method === "walk_in_test");
check(kit && walkIn, "a testkit and a walk-in lab test");

// This SDK version filters markers by lab_id only (lab_slug is tested in Go).
const markers = await client.labTests.getMarkers({ labId: 1 });
check(markers.markers.length > 0 && markers.markers.every((m) => m.labId === 1), "quest markers");

const created = await client.testkit.createOrder({
  userId,
  labTestId: kit.id,
  shippingDetails: {
    receiverName: "Jo Doe",
    firstLine: "1 Main St",
    city: "San Francisco",
    state: "CA",
    zip: "94105",
    country: "US",
    phoneNumber: "+14155550123",
  },
});
check(created.order.status === "received", "status received");
check(created.order.details.type === "testkit", "details.type testkit");
check(created.order.shippingDetails.country === "United States", "full country name");

const order = await client.labTests.getOrder(created.order.id);
const statuses = order.events.map((e) => e.status);
check(statuses.join(",") === "received.testkit.ordered,received.testkit.awaiting_registration", "events " + statuses);
// last_event and status_detail are newer than this SDK's schemas; it passes
// unknown keys through as they are.
const lastEvent = (o) => o.lastEvent ?? o.last_event;
check(lastEvent(order).status === statuses[statuses.length - 1], "last_event");

const page = await client.labTests.getOrders({ userId });
check(page.orders.some((o) => o.id === order.id), "order listed");

const lab = await client.labTests.createOrder({
  userId,
  labTestId: walkIn.id,
  patientDetails: {
    firstName: "Jo",
    lastName: "Doe",
    dob: "1990-01-31",
    gender: "female",
    phoneNumber: "+14155550123",
    email: "jo@example.com",
  },
  patientAddress: {
    firstLine: "1 Main St",
    city: "San Francisco",
    state: "CA",
    zip: "94105",
    country: "US",
  },
  clinicalNotes: "Fasting.",
});
const labOrder = await client.labTests.getOrder(lab.order.id);
// access_notes is newer than this SDK (its serializer drops it); Go tests cover it.
check(labOrder.status === "received" && labOrder.patientDetails.dob instanceof Date, "lab order read back");

await client.labTests.simulateOrderProcess(order.id, { finalStatus: "collecting_sample.testkit.transit_customer" });
const moved = await client.labTests.getOrder(order.id);
check(lastEvent(moved).status === "collecting_sample.testkit.transit_customer", "simulated status");

console.log(JSON.stringify({ ok: true, labTests: tests.length, order: order.id, events: moved.events.length }));
