package desk_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/api"
	"github.com/assayhq/assay/desk"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/loinc"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/google/uuid"
)

func TestMain(m *testing.M) {
	// Handlers log every request; tests only want warnings and errors.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	storetest.Main(m)
}

const scan = "../testdata/reports/us_labcorp-scan300.png"

type env struct {
	t        *testing.T
	st       *store.Store
	acc      *desk.Accounts
	srv      *httptest.Server
	teamA    *assay.Team
	jobA     *assay.ParsingJob
	jobB     *assay.ParsingJob
	clientID string
	blobs    store.Blobs
}

// newEnv serves the desk as `assay serve` mounts it, on a real Redis and
// local blob storage, with one pending job in team A and one in team B made
// from a scan and its parser golden output.
func newEnv(t *testing.T) *env {
	t.Helper()
	ctx := context.Background()
	st, _ := storetest.Store(t)
	blobs, err := store.NewLocalBlobs(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	e := &env{t: t, st: st, acc: &desk.Accounts{Store: st, SessionTTL: time.Hour}, clientID: "patient-7"}
	jobService := &jobs.Service{Store: st, Blobs: blobs}
	apiSrv := &api.Server{Services: api.Services{Teams: st, Users: st, Jobs: jobService}, Redis: st, Storage: blobs}
	d := &desk.Desk{Accounts: e.acc, Jobs: jobService, Users: st, Blobs: blobs, Status: api.HTTPStatus, SecureCookie: true}
	apiSrv.Desk = d.Handler()
	e.srv = httptest.NewServer(apiSrv.Handler())
	t.Cleanup(e.srv.Close)

	e.teamA, _, _ = st.CreateTeam(ctx, "A", true)
	teamB, _, _ := st.CreateTeam(ctx, "B", true)
	e.jobA = e.pendingJob(blobs, e.teamA.ID, e.clientID)
	e.jobB = e.pendingJob(blobs, teamB.ID, "other-patient")
	e.blobs = blobs
	return e
}

func (e *env) pendingJob(blobs store.Blobs, teamID, clientID string) *assay.ParsingJob {
	return e.pendingJobOf(blobs, teamID, clientID, scan, "image/png")
}

// pendingJobOf makes a pending job of a testdata report and its golden output.
func (e *env) pendingJobOf(blobs store.Blobs, teamID, clientID, path, contentType string) *assay.ParsingJob {
	ctx := context.Background()
	u, err := e.st.CreateUser(ctx, teamID, store.UserCreate{ClientUserID: clientID})
	if err != nil {
		e.t.Fatal(err)
	}
	png, err := os.ReadFile(path)
	if err != nil {
		e.t.Fatal(err)
	}
	golden, _ := os.ReadFile(strings.TrimSuffix(path, filepath.Ext(path)) + ".golden.json")
	var data assay.ParsedLabReport
	if err := json.Unmarshal(golden, &data); err != nil {
		e.t.Fatal(err)
	}
	loinc.Default().Annotate(&data)
	id := uuid.NewString()
	key := "teams/" + teamID + "/jobs/" + id + "/0"
	if err := blobs.Put(ctx, key, bytes.NewReader(png), int64(len(png)), contentType); err != nil {
		e.t.Fatal(err)
	}
	j := &assay.ParsingJob{ID: id, TeamID: teamID, UserID: u.UserID, Status: assay.JobPendingReview, NeedsHumanReview: true,
		Data: &data, Files: []assay.JobFile{{Key: key, Name: filepath.Base(path), ContentType: contentType, Size: int64(len(png))}}}
	if err := e.st.CreateJob(ctx, j); err != nil {
		e.t.Fatal(err)
	}
	if err := e.st.QueueForReview(ctx, j); err != nil {
		e.t.Fatal(err)
	}
	return j
}

// browser is a cookie-keeping client that does not follow redirects.
type browser struct {
	e      *env
	cookie string
}

func (b *browser) do(method, path string, form url.Values, hdr map[string]string) (*http.Response, string) {
	b.e.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, _ := http.NewRequest(method, b.e.srv.URL+path, body)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	if b.cookie != "" {
		req.AddCookie(&http.Cookie{Name: "assay_review_session", Value: b.cookie})
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		b.e.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	for _, ck := range resp.Cookies() {
		if ck.Name == "assay_review_session" {
			b.cookie = ck.Value
		}
	}
	return resp, string(raw)
}

// signIn creates a reviewer of team A and signs in through the one-time link.
func (e *env) signIn(email string) (*browser, *assay.Reviewer) {
	e.t.Helper()
	r, tok, err := e.acc.Create(context.Background(), e.teamA.ID, email)
	if err != nil {
		e.t.Fatal(err)
	}
	b := &browser{e: e}
	if resp, body := b.do("GET", "/review/signin/"+tok, nil, nil); resp.StatusCode != 200 || !strings.Contains(body, "Choose a password") {
		e.t.Fatalf("sign-in link page: %d %.300s", resp.StatusCode, body)
	}
	resp, _ := b.do("POST", "/review/signin/"+tok, url.Values{"password": {"correct horse battery"}, "confirm": {"correct horse battery"}}, nil)
	if resp.StatusCode != 303 || resp.Header.Get("Location") != "/review/" {
		e.t.Fatalf("set password: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	sc := resp.Header.Get("Set-Cookie")
	for _, want := range []string{"HttpOnly", "Secure", "SameSite=Strict", "Path=/review"} {
		if !strings.Contains(sc, want) {
			e.t.Errorf("session cookie %q lacks %s", sc, want)
		}
	}
	// The link worked once.
	if resp, _ := (&browser{e: e}).do("GET", "/review/signin/"+tok, nil, nil); resp.StatusCode != 404 {
		e.t.Errorf("used link: %d, want 404", resp.StatusCode)
	}
	return b, r
}

var csrfRe = regexp.MustCompile(`name="csrf" value="([^"]+)"`)
var updatedRe = regexp.MustCompile(`name="updated_at" value="([^"]+)"`)

func TestDeskReviewFlow(t *testing.T) {
	e := newEnv(t)
	ann, annR := e.signIn("ann@example.org")
	bob, _ := e.signIn("bob@example.org")

	resp, body := ann.do("GET", "/review/", nil, nil)
	if resp.StatusCode != 200 || !strings.Contains(body, e.clientID) || strings.Contains(body, "other-patient") ||
		!strings.Contains(body, "low ocr confidence") || !strings.Contains(body, "/review/jobs/"+e.jobA.ID) {
		t.Fatalf("queue: %d %.2000s", resp.StatusCode, body)
	}
	if _, body := ann.do("GET", "/review/?reason=ocr_decimal_point_inferred&client_user_id=nobody", nil, nil); strings.Contains(body, "/review/jobs/"+e.jobA.ID) {
		t.Error("filter by client_user_id kept a job of another client")
	}

	// The job view: a page with one box per result that has provenance.
	resp, page := ann.do("GET", "/review/jobs/"+e.jobA.ID, nil, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("job view: %d %.500s", resp.StatusCode, page)
	}
	if n := strings.Count(page, `class="box`); n != len(e.jobA.Data.Results) {
		t.Errorf("%d boxes for %d results", n, len(e.jobA.Data.Results))
	}
	if resp, _ := ann.do("GET", "/review/jobs/"+e.jobA.ID+"/files/0/pages/1", nil, nil); resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" {
		t.Errorf("page image: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	_, bobPage := bob.do("GET", "/review/jobs/"+e.jobA.ID, nil, nil)

	// Another team's job is not found, in every route.
	for _, p := range []string{"", "/audit", "/files/0/pages/1"} {
		if resp, _ := ann.do("GET", "/review/jobs/"+e.jobB.ID+p, nil, nil); resp.StatusCode != 404 {
			t.Errorf("another team's job%s: %d, want 404", p, resp.StatusCode)
		}
	}

	csrf := csrfRe.FindStringSubmatch(page)[1]
	form := url.Values{"updated_at": {updatedRe.FindStringSubmatch(page)[1]},
		"r.0.value": {"106"}, "r.1.loinc": {"2947-0"}, "comment": {"checked against the scan"}}

	// A forged form without the session's CSRF token is refused.
	if resp, _ := ann.do("POST", "/review/jobs/"+e.jobA.ID, form, nil); resp.StatusCode != 403 {
		t.Errorf("post without csrf: %d, want 403", resp.StatusCode)
	}
	forged := cloneValues(form)
	forged.Set("csrf", "forged")
	if resp, _ := ann.do("POST", "/review/jobs/"+e.jobA.ID, forged, nil); resp.StatusCode != 403 {
		t.Errorf("post with a wrong csrf: %d, want 403", resp.StatusCode)
	}
	if j, _ := e.st.GetJob(context.Background(), e.jobA.ID); j.Status != assay.JobPendingReview {
		t.Fatalf("refused forms changed the job: %s", j.Status)
	}

	// A bad number is shown, with what was typed kept.
	bad := cloneValues(form)
	bad.Set("csrf", csrf)
	bad.Set("r.2.min_reference_range", "seventy")
	if resp, body := ann.do("POST", "/review/jobs/"+e.jobA.ID, bad, nil); resp.StatusCode != 422 || !strings.Contains(body, "Row 3, min reference range") || !strings.Contains(body, `value="seventy"`) {
		t.Errorf("bad number: %d %.300s", resp.StatusCode, body)
	}

	// An unknown LOINC code on an added row comes back from the review
	// logic, named by row, with the added row kept.
	unknown := cloneValues(form)
	unknown.Set("csrf", csrf)
	unknown.Set("n.4.test_name", "Vitamin X")
	unknown.Set("n.4.value", "3")
	unknown.Set("n.4.loinc", "0000-0")
	if resp, body := ann.do("POST", "/review/jobs/"+e.jobA.ID, unknown, nil); resp.StatusCode != 422 ||
		!strings.Contains(body, `added row &#34;Vitamin X&#34;: Unknown LOINC code`) || !strings.Contains(body, `name="n.4.loinc" value="0000-0"`) {
		t.Errorf("unknown LOINC code: %d %.300s", resp.StatusCode, body)
	}

	form.Set("csrf", csrf)
	resp, _ = ann.do("POST", "/review/jobs/"+e.jobA.ID, form, nil)
	if resp.StatusCode != 303 || !strings.HasPrefix(resp.Header.Get("Location"), "/review/?reviewed=") {
		t.Fatalf("submit: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	j, _ := e.st.GetJob(context.Background(), e.jobA.ID)
	if j.Status != assay.JobCompleted || !j.IsReviewed || j.Data.Results[0].Value != "106" || j.Data.Results[1].LoincMatches[0].LoincCode != "2947-0" {
		t.Errorf("reviewed job: %s reviewed=%v value=%s loinc=%v", j.Status, j.IsReviewed, j.Data.Results[0].Value, j.Data.Results[1].LoincMatches)
	}
	_, reviews, _ := e.st.JobReviews(context.Background(), e.teamA.ID, e.jobA.ID)
	if len(reviews) != 1 || reviews[0].Reviewer != "ann@example.org" || reviews[0].ReviewerID != annR.ID || len(reviews[0].Changes) != 2 {
		t.Errorf("audit trail: %+v", reviews)
	}
	if _, body := ann.do("GET", "/review/jobs/"+e.jobA.ID+"/audit", nil, nil); !strings.Contains(body, "ann@example.org") || !strings.Contains(body, "2947-0") {
		t.Errorf("audit page: %.1000s", body)
	}

	// Bob opened the job before Ann submitted: his late submit conflicts.
	late := url.Values{"csrf": {csrfRe.FindStringSubmatch(bobPage)[1]}, "updated_at": {updatedRe.FindStringSubmatch(bobPage)[1]}, "r.0.value": {"999"}}
	if resp, body := bob.do("POST", "/review/jobs/"+e.jobA.ID, late, nil); resp.StatusCode != 409 || !strings.Contains(body, "already reviewed by ann@example.org") {
		t.Errorf("late submit: %d %.300s", resp.StatusCode, body)
	}
}

func TestDeskSessions(t *testing.T) {
	e := newEnv(t)
	ann, annR := e.signIn("ann@example.org")

	// Signed out: pages redirect to the sign-in form.
	if resp, _ := (&browser{e: e}).do("GET", "/review/", nil, nil); resp.StatusCode != 303 || !strings.HasPrefix(resp.Header.Get("Location"), "/review/login") {
		t.Errorf("anonymous queue: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}

	// Password sign-in; a cross-site login form is refused.
	b := &browser{e: e}
	creds := url.Values{"email": {"Ann@example.org"}, "password": {"correct horse battery"}, "next": {"/review/jobs/x"}}
	if resp, _ := b.do("POST", "/review/login", creds, map[string]string{"Origin": "https://evil.example"}); resp.StatusCode != 403 {
		t.Errorf("cross-site login: %d", resp.StatusCode)
	}
	if resp, _ := b.do("POST", "/review/login", url.Values{"email": {"ann@example.org"}, "password": {"wrong password!!"}}, nil); resp.StatusCode != 401 {
		t.Errorf("wrong password: %d", resp.StatusCode)
	}
	if resp, _ := b.do("POST", "/review/login", creds, nil); resp.StatusCode != 303 || resp.Header.Get("Location") != "/review/jobs/x" {
		t.Errorf("login: %d %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	creds.Set("next", "//evil.example/")
	if resp, _ := (&browser{e: e}).do("POST", "/review/login", creds, nil); resp.Header.Get("Location") != "/review/" {
		t.Errorf("open redirect: %s", resp.Header.Get("Location"))
	}

	// Sessions expire.
	e.st.Now = func() time.Time { return time.Now().UTC().Add(2 * time.Hour) }
	if resp, _ := ann.do("GET", "/review/", nil, nil); resp.StatusCode != 303 {
		t.Errorf("expired session: %d, want a redirect to sign in", resp.StatusCode)
	}
	e.st.Now = func() time.Time { return time.Now().UTC() }
	if resp, _ := b.do("GET", "/review/", nil, nil); resp.StatusCode != 200 {
		t.Fatalf("live session: %d", resp.StatusCode)
	}

	// A disabled reviewer is signed out and cannot sign in again.
	if _, err := e.acc.Disable(context.Background(), annR.ID); err != nil {
		t.Fatal(err)
	}
	if resp, _ := b.do("GET", "/review/", nil, nil); resp.StatusCode != 303 {
		t.Errorf("disabled reviewer's session: %d", resp.StatusCode)
	}
	creds.Set("next", "")
	if resp, body := (&browser{e: e}).do("POST", "/review/login", creds, nil); resp.StatusCode != 403 || !strings.Contains(body, "disabled") {
		t.Errorf("disabled reviewer's login: %d", resp.StatusCode)
	}
}

func TestDeskAssetsAreEmbedded(t *testing.T) {
	e := newEnv(t)
	b, _ := e.signIn("ann@example.org")
	_, page := b.do("GET", "/review/jobs/"+e.jobA.ID, nil, nil)
	srcs := regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllStringSubmatch(page, -1)
	if len(srcs) < 3 {
		t.Fatalf("page references %d assets", len(srcs))
	}
	for _, m := range srcs {
		if !strings.HasPrefix(m[1], "/review/") {
			t.Errorf("page loads %s from outside the desk", m[1])
			continue
		}
		if strings.HasPrefix(m[1], "/review/assets/") {
			if resp, _ := b.do("GET", m[1], nil, nil); resp.StatusCode != 200 {
				t.Errorf("%s: %d", m[1], resp.StatusCode)
			}
		}
	}
}

// TestDeskPDFPages checks that a text PDF is rendered to PNG pages (cached)
// and that its boxes, in points, land where they are on the rendering.
func TestDeskPDFPages(t *testing.T) {
	e := newEnv(t)
	job := e.pendingJobOf(e.blobs, e.teamA.ID, "pdf-patient", "../testdata/reports/us_labcorp-text.pdf", "application/pdf")
	b, _ := e.signIn("ann@example.org")
	// The queue counts the pages without rendering them.
	_, queue := b.do("GET", "/review/?client_user_id=pdf-patient", nil, nil)
	if !regexp.MustCompile(`(?s)pdf-patient</td>\s*<td><time[^>]*>[^<]*</time></td>\s*<td>1</td>`).MatchString(queue) {
		t.Errorf("queue row of the PDF job lacks its page count: %.2000s", queue)
	}
	if _, err := e.blobs.Get(context.Background(), job.Files[0].Key+".desk-p1.png"); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Errorf("the queue rendered pages: %v", err)
	}
	resp, page := b.do("GET", "/review/jobs/"+job.ID, nil, nil)
	if resp.StatusCode != 200 {
		t.Fatalf("job view: %d", resp.StatusCode)
	}
	resp, img := b.do("GET", "/review/jobs/"+job.ID+"/files/0/pages/1", nil, nil)
	cfg, err := png.DecodeConfig(strings.NewReader(img))
	if resp.StatusCode != 200 || err != nil {
		t.Fatalf("page 1: %d %v", resp.StatusCode, err)
	}
	if _, err := e.blobs.Get(context.Background(), job.Files[0].Key+".desk-p1.png"); err != nil {
		t.Errorf("rendered page not cached: %v", err)
	}
	if !strings.Contains(page, fmt.Sprintf(`width="%d" height="%d"`, cfg.Width, cfg.Height)) {
		t.Errorf("the page image is not declared %dx%d", cfg.Width, cfg.Height)
	}
	// A US letter page at 120 dpi is 1020 px wide: points scale by 120/72.
	pv := job.Data.Results[0].Provenance
	m := regexp.MustCompile(`data-row="0" style="left:([0-9.]+)%;top:([0-9.]+)%`).FindStringSubmatch(page)
	if pv == nil || pv.Unit != "pt" || m == nil {
		t.Fatalf("row 0 box: provenance %+v, match %v", pv, m)
	}
	left, _ := strconv.ParseFloat(m[1], 64)
	top, _ := strconv.ParseFloat(m[2], 64)
	wantLeft := pv.X0 * 120 / 72 / float64(cfg.Width) * 100
	wantTop := pv.Y0 * 120 / 72 / float64(cfg.Height) * 100
	if math.Abs(left-wantLeft) > 0.01 || math.Abs(top-wantTop) > 0.01 {
		t.Errorf("row 0 box at %.3f%%,%.3f%%, want %.3f%%,%.3f%%", left, top, wantLeft, wantTop)
	}
	if resp, _ := b.do("GET", "/review/jobs/"+job.ID+"/files/0/pages/2", nil, nil); resp.StatusCode != 404 {
		t.Errorf("page 2 of a one-page PDF: %d", resp.StatusCode)
	}
}

func cloneValues(v url.Values) url.Values {
	out := url.Values{}
	for k, x := range v {
		out[k] = append([]string(nil), x...)
	}
	return out
}
