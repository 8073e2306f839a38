// Reads Assay's wearable data with the upstream Node SDK
// (@tryvital/vital-node), as a client would, and checks what it gets. The
// SDK validates every response against its schemas and throws on a
// mismatch. Run by api/wearables_sdk_test.go with ASSAY_BASE_URL,
// ASSAY_API_KEY, ASSAY_USER_ID and EXPECT (JSON: counts and sources) set.
import { VitalClient } from "@tryvital/vital-node";

const { ASSAY_BASE_URL: baseUrl, ASSAY_API_KEY: key, ASSAY_USER_ID: userId, EXPECT } = process.env;
if (!baseUrl || !key || !userId || !EXPECT) {
  console.error("ASSAY_BASE_URL, ASSAY_API_KEY, ASSAY_USER_ID and EXPECT must be set");
  process.exit(2);
}
const want = JSON.parse(EXPECT);

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

const range = { startDate: want.start, endDate: want.end };

const activity = await client.activity.get(userId, range);
check(activity.activity.length === want.activities, `activities: ${activity.activity.length}, want ${want.activities}`);
for (const a of activity.activity) {
  check(a.userId === userId && a.source.provider && a.calendarDate, "activity fields");
}

const workouts = await client.workouts.get(userId, range);
check(workouts.workouts.length === want.workouts, `workouts: ${workouts.workouts.length}, want ${want.workouts}`);
const streams = {};
for (const w of workouts.workouts) {
  check(w.userId === userId && w.sport && w.source.provider && w.timeStart instanceof Date, "workout fields");
  const stream = await client.workouts.getByWorkoutId(w.id);
  check(Array.isArray(stream.time), "stream time");
  streams[w.source.provider] = stream.time.length;
}
for (const [provider, n] of Object.entries(want.streams)) {
  check(streams[provider] === n, `stream of ${provider}: ${streams[provider]} points, want ${n}`);
}

const steps = await client.vitals.steps(userId, range);
check(steps.length === want.steps, `steps: ${steps.length}, want ${want.steps}`);
for (const s of steps) {
  check(s.unit === "count" && s.start instanceof Date && s.end instanceof Date, "step sample fields");
}
if (want.stepValue !== undefined) {
  check(steps[0].value === want.stepValue, `first step value ${steps[0].value}, want ${want.stepValue}`);
}

const user = await client.user.get(userId);
const slugs = user.connectedSources.map((c) => c.source.slug).sort();
check(JSON.stringify(slugs) === JSON.stringify(want.sources), `connected_sources ${slugs}, want ${want.sources}`);

const providers = await client.providers.getAll();
check(providers.length > 10, "providers listed");
const connected = await client.user.getConnectedProviders(userId);
check(connected.providers.length === want.sources.length, "connected providers");

console.log(JSON.stringify({ ok: true, activities: activity.activity.length, workouts: workouts.workouts.length, steps: steps.length, streams, sources: slugs }));
