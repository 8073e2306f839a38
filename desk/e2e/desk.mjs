// End-to-end test of the review desk in headless Chromium (Debian's
// /usr/bin/chromium driven by playwright-core). cmd/assay/reviewer_test.go
// starts a real service, makes a pending job and two reviewers, runs this
// script with the environment below and checks the job afterwards.
// It prints one JSON line; any failed check exits non-zero.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const { BASE, LINK1, LINK2, EMAIL1, JOB_ID, API_KEY, OUT_DIR, NEW_VALUE } = process.env;
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const PASSWORD = 'a long enough password';

const problems = [];
function check(ok, what) {
  if (!ok) problems.push(what);
  return ok;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const summary = { ok: false };
try {
  // Every request must stay inside the deployment; no console errors
  // (a CSP violation shows up as one).
  async function newPage() {
    const ctx = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await ctx.newPage();
    page.on('request', (req) => check(req.url().startsWith(BASE), 'request outside the deployment: ' + req.url()));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/status of (404|409|422)/.test(msg.text())) problems.push('console error: ' + msg.text());
    });
    page.on('pageerror', (err) => problems.push('page error: ' + err.message));
    return { ctx, page };
  }

  async function signIn(link) {
    const { ctx, page } = await newPage();
    await page.goto(link);
    await page.fill('#password', PASSWORD);
    await page.fill('#confirm', PASSWORD);
    await Promise.all([page.waitForURL(BASE + '/review/'), page.click('button[type=submit]')]);
    const cookie = (await ctx.cookies()).find((c) => c.name === 'assay_review_session');
    check(cookie && cookie.httpOnly && cookie.secure && cookie.sameSite === 'Strict', 'session cookie flags: ' + JSON.stringify(cookie));
    return { ctx, page };
  }

  async function axe(page, name) {
    await page.evaluate(axeSource);
    const res = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const serious = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    for (const v of serious) problems.push(`axe ${name}: ${v.id} (${v.impact}) ${v.nodes.length} nodes: ${v.nodes[0].target}`);
    return { violations: res.violations.length, serious: serious.length };
  }

  async function imagesLoaded(page) {
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.sheet img')).every((i) => i.complete && i.naturalWidth > 0));
  }

  // Reviewer 1 signs in from the one-time link and sees the queue.
  const r1 = await signIn(LINK1);
  const p1 = r1.page;
  check(await p1.locator(`a[href="/review/jobs/${JOB_ID}"]`).count() === 1, 'the queue lists the job');
  fs.mkdirSync(OUT_DIR, { recursive: true });
  summary.queueScreenshot = path.join(OUT_DIR, 'desk-queue.png');
  await p1.screenshot({ path: summary.queueScreenshot });
  summary.axeQueue = await axe(p1, 'queue');

  // Reviewer 2 opens the same job before reviewer 1 submits.
  const r2 = await signIn(LINK2);
  await r2.page.goto(`${BASE}/review/jobs/${JOB_ID}`);

  // Reviewer 1 opens the job: the boxes sit where the API's provenance says.
  await Promise.all([p1.waitForURL(`${BASE}/review/jobs/${JOB_ID}`), p1.click(`a[href="/review/jobs/${JOB_ID}"]`)]);
  await imagesLoaded(p1);
  const job = await (await fetch(`${BASE}/lab_report/v1/parser/job/${JOB_ID}`, { headers: { 'x-service-api-key': API_KEY } })).json();
  const results = job.data.results;
  let compared = 0;
  let worst = 0;
  for (let i = 0; i < results.length; i++) {
    const pv = results[i].provenance;
    if (!pv) continue;
    const fig = p1.locator(`figure.page[data-file="${pv.file}"][data-page="${pv.page}"]`);
    const img = fig.locator('img');
    const natural = await img.evaluate((e) => [e.naturalWidth, e.naturalHeight]);
    const ib = await img.boundingBox();
    const bb = await fig.locator(`.box[data-row="${i}"]`).boundingBox();
    if (!check(bb, `row ${i} has no box`)) continue;
    const sx = ib.width / natural[0];
    const sy = ib.height / natural[1];
    const want = [ib.x + pv.x0 * sx, ib.y + pv.y0 * sy, (pv.x1 - pv.x0) * sx, (pv.y1 - pv.y0) * sy];
    const got = [bb.x, bb.y, bb.width, bb.height];
    const off = Math.max(...want.map((w, k) => Math.abs(w - got[k])));
    worst = Math.max(worst, off);
    check(off <= 1.5, `row ${i} box is ${off.toFixed(2)} px off: want ${want.map((v) => v.toFixed(1))} got ${got.map((v) => v.toFixed(1))}`);
    compared++;
  }
  summary.boxesCompared = compared;
  summary.worstBoxOffsetPx = Number(worst.toFixed(3));
  check(compared > 0 && compared === (await p1.locator('.box').count()), `compared ${compared} boxes`);

  // Hovering a row lights up its box.
  await p1.hover('#row-2 th');
  check(await p1.locator('.box[data-row="2"].hover').count() === 1, 'hovering a row highlights its box');

  // Clicking a box selects its row (the first flagged one, for the screenshot).
  let focus = results.findIndex((r) => r.review_reasons && r.review_reasons.length > 0 && r.provenance);
  if (focus < 0) focus = 3;
  await p1.locator(`.box[data-row="${focus}"]`).click();
  check(await p1.locator('tr.row.selected').getAttribute('data-row') === String(focus), 'a clicked box selects its row');
  await p1.keyboard.press('Escape');
  await p1.evaluate(() => window.scrollTo(0, 0));

  summary.jobScreenshot = path.join(OUT_DIR, 'desk-job.png');
  await p1.screenshot({ path: summary.jobScreenshot });
  summary.axeJob = await axe(p1, 'job view');

  // Correct a value in place.
  await p1.fill('input[name="r.0.value"]', NEW_VALUE);
  // Replace row 1's LOINC through the search box (htmx asks the matcher).
  const before = await p1.inputValue('input[name="r.1.loinc"]');
  await p1.fill('#row-1 .lsearch', 'creatinine serum');
  await p1.waitForSelector('#picks-1 button.pick');
  const picks = await p1.locator('#picks-1 button.pick').evaluateAll((bs) => bs.map((b) => b.dataset.code));
  check(picks.length > 0, 'the LOINC search shows matches');
  const chosen = picks.find((c) => c !== before);
  await p1.click(`#picks-1 button.pick[data-code="${chosen}"]`);
  check(await p1.inputValue('input[name="r.1.loinc"]') === chosen, 'picking a match sets the row code');
  summary.loincBefore = before;
  summary.loincChosen = chosen;

  // Keyboard: leave the field, move down to row 2, accept its LOINC.
  await p1.keyboard.press('Escape');
  await p1.locator('body').click({ position: { x: 5, y: 5 } });
  await p1.keyboard.press('Alt+ArrowDown'); // from row 1 (focused last) to row 2
  const sel = await p1.locator('tr.row.selected').getAttribute('data-row');
  check(sel === '2', 'Alt+ArrowDown moves to the next row, got ' + sel);
  await p1.keyboard.press('k');
  await p1.keyboard.press('j');
  check(await p1.locator('tr.row.selected').getAttribute('data-row') === '2', 'k then j comes back to row 2');
  const hasAccept = await p1.locator('#row-2 button.accept').count();
  if (hasAccept) {
    await p1.keyboard.press('a');
    check(await p1.inputValue('input[name="r.2.loinc_accept"]') === '1', 'a accepts the selected row\'s LOINC');
  }
  summary.acceptedRow2 = hasAccept > 0;

  // Add a row the parser missed, remove the last row, correct the lab name.
  await p1.click('#add-row');
  await p1.fill('input[name="n.1.test_name"]', 'Vitamin D, 25-Hydroxy');
  await p1.fill('input[name="n.1.value"]', '31');
  await p1.fill('input[name="n.1.units"]', 'ng/mL');
  await p1.fill('input[name="n.1.loinc"]', '1989-3');
  const last = results.length - 1;
  await p1.check(`input[name="r.${last}.remove"]`);
  check(await p1.locator(`#row-${last}.removed`).count() === 1, 'a removed row is marked');
  await p1.fill('input[name="m.lab_name"]', 'Meridian Reference Laboratories (checked)');

  // Submit with the keyboard.
  await Promise.all([p1.waitForURL(/\/review\/\?reviewed=/), p1.keyboard.press('Control+Enter')]);
  check((await p1.textContent('[role=status]')).includes('Review saved'), 'the queue confirms the review');
  check(await p1.locator(`a[href="/review/jobs/${JOB_ID}"]`).count() === 0, 'the reviewed job left the queue');

  // Reviewer 2's late submit gets the conflict message.
  await r2.page.fill('input[name="r.0.value"]', '1');
  await Promise.all([r2.page.waitForLoadState('load'), r2.page.click('#submit')]);
  await r2.page.waitForSelector('#problem');
  summary.conflictMessage = (await r2.page.textContent('#problem')).trim();
  check(summary.conflictMessage.includes('already reviewed by ' + EMAIL1), 'conflict message: ' + summary.conflictMessage);

  // The audit trail names reviewer 1 and shows the changes.
  await p1.goto(`${BASE}/review/jobs/${JOB_ID}/audit`);
  const trail = await p1.textContent('ol.trail');
  check(trail.includes(EMAIL1) && trail.includes(chosen) && trail.includes(NEW_VALUE), 'audit trail: ' + trail.replace(/\s+/g, ' ').slice(0, 300));
  summary.axeAudit = await axe(p1, 'audit trail');
} catch (err) {
  problems.push('exception: ' + (err && err.stack ? err.stack : err));
} finally {
  await browser.close();
}
summary.problems = problems;
summary.ok = problems.length === 0;
console.log(JSON.stringify(summary));
process.exit(summary.ok ? 0 : 1);
