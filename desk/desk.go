// Package desk is the reviewers' web desk at /review/: server-rendered pages
// (html/template, htmx for the LOINC search and queue filters) where a
// reviewer signs in, works through the team's pending_review jobs beside the
// document, and submits one review through the same logic as the API.
package desk

import (
	"context"
	"crypto/subtle"
	"embed"
	"errors"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/go-chi/chi/v5"
)

// Prefix is where the desk is mounted.
const Prefix = "/review"

const cookieName = "assay_review_session"

//go:embed templates/*.html
var templateFS embed.FS

//go:embed assets
var assetFS embed.FS

// Desk serves the review desk.
type Desk struct {
	Accounts *Accounts
	// Jobs is the one job service the API calls too: reads, the review
	// queue, and Review, the one submit path.
	Jobs  assay.JobService
	Users assay.UserService
	// Blobs caches the rendered pages of PDFs next to their uploads.
	Blobs store.Blobs
	// Status maps an application error to its HTTP status (api.HTTPStatus).
	Status func(error) int
	// SecureCookie marks the session cookie Secure; off only for plain-http dev.
	SecureCookie bool
	Logger       *slog.Logger

	pages pageRenderer
	tmpl  map[string]*template.Template
}

// Handler returns the desk's routes, relative to Prefix.
func (d *Desk) Handler() http.Handler {
	d.tmpl = parseTemplates()
	r := chi.NewRouter()
	r.Use(securityHeaders)
	assets, _ := fs.Sub(assetFS, "assets")
	r.Handle("/assets/*", http.StripPrefix(Prefix+"/assets/", http.FileServer(http.FS(assets))))
	r.Get("/login", d.loginPage)
	r.With(sameOrigin).Post("/login", d.login)
	r.Get("/signin/{token}", d.linkPage)
	r.With(sameOrigin).Post("/signin/{token}", d.useLink)
	r.Group(func(r chi.Router) {
		r.Use(d.requireSession, d.checkCSRF)
		r.Get("/", d.queue)
		r.Post("/logout", d.logout)
		r.Get("/loinc", d.loincSearch)
		r.Get("/jobs/{job_id}", d.jobPage)
		r.Post("/jobs/{job_id}", d.submit)
		r.Get("/jobs/{job_id}/audit", d.auditPage)
		r.Get("/jobs/{job_id}/files/{file}/pages/{page}", d.pageImage)
	})
	return r
}

func (d *Desk) logger() *slog.Logger {
	if d.Logger != nil {
		return d.Logger
	}
	return slog.Default()
}

// securityHeaders: only the desk's own assets may load; the page cannot be
// framed; sign-in tokens in URLs never leak through Referer.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; "+
			"script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		if !strings.HasPrefix(r.URL.Path, Prefix+"/assets/") && !strings.HasPrefix(r.URL.Path, "/assets/") {
			h.Set("Cache-Control", "no-store")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		next.ServeHTTP(w, r)
	})
}

// sameOrigin refuses a cross-site form post (the browser says where it came
// from); it guards the forms that come before a session exists.
func sameOrigin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
			http.Error(w, "Cross-site request refused.", http.StatusForbidden)
			return
		}
		if o := r.Header.Get("Origin"); o != "" && o != "null" {
			u, err := url.Parse(o)
			if err != nil || u.Host != r.Host {
				http.Error(w, "Cross-site request refused.", http.StatusForbidden)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

type ctxKey int

const sessionKey ctxKey = 0

type session struct {
	reviewer *assay.Reviewer
	data     *store.ReviewerSession
	token    string
}

func sessionFrom(ctx context.Context) *session { return ctx.Value(sessionKey).(*session) }

func (d *Desk) requireSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie(cookieName)
		var rv *assay.Reviewer
		var sd *store.ReviewerSession
		if err != nil {
			err = assay.Errorf(assay.EUNAUTHORIZED, "Not signed in.")
		} else {
			rv, sd, err = d.Accounts.Session(r.Context(), c.Value)
		}
		if err != nil {
			if assay.ErrorCode(err) == assay.EINTERNAL {
				d.fail(w, r, err)
				return
			}
			d.clearCookie(w)
			target := Prefix + "/login"
			if r.Method == http.MethodGet && r.Header.Get("HX-Request") == "" {
				target += "?next=" + url.QueryEscape(r.URL.RequestURI())
			}
			if r.Header.Get("HX-Request") != "" {
				w.Header().Set("HX-Redirect", target)
				w.WriteHeader(http.StatusUnauthorized)
				return
			}
			if r.Method != http.MethodGet {
				d.render(w, r, http.StatusUnauthorized, "login", page{Title: "Sign in", Error: "Your session has ended. Sign in again; your edits were not saved."})
				return
			}
			http.Redirect(w, r, target, http.StatusSeeOther)
			return
		}
		ctx := context.WithValue(r.Context(), sessionKey, &session{reviewer: rv, data: sd, token: c.Value})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// checkCSRF requires the session's token on every state-changing request,
// in the csrf form field or the X-CSRF-Token header.
func (d *Desk) checkCSRF(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, 1<<20)
		tok := r.Header.Get("X-CSRF-Token")
		if tok == "" {
			tok = r.PostFormValue("csrf")
		}
		want := sessionFrom(r.Context()).data.CSRF
		if tok == "" || subtle.ConstantTimeCompare([]byte(tok), []byte(want)) != 1 {
			d.render(w, r, http.StatusForbidden, "message", page{Title: "Refused",
				Error: "This form is missing its security token, or the token is stale. Reload the page and try again."})
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (d *Desk) setCookie(w http.ResponseWriter, token string, expires time.Time) {
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: token, Path: Prefix, Expires: expires,
		HttpOnly: true, Secure: d.SecureCookie, SameSite: http.SameSiteStrictMode})
}

func (d *Desk) clearCookie(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: Prefix, MaxAge: -1,
		HttpOnly: true, Secure: d.SecureCookie, SameSite: http.SameSiteStrictMode})
}

// page is what every template gets.
type page struct {
	Title    string
	Reviewer *assay.Reviewer
	CSRF     string
	Error    string
	Notice   string
	Body     any
}

func parseTemplates() map[string]*template.Template {
	funcs := template.FuncMap{
		"add":     func(a, b int) int { return a + b },
		"reason":  reasonLabel,
		"since":   since,
		"utc":     func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") },
		"pct":     func(f float64) string { return strings.TrimRight(strings.TrimRight(ftoa(f, 3), "0"), ".") + "%" },
		"deref":   func(s *string) string { return deref(s) },
		"opt":     func(v, cur string) template.HTMLAttr { return template.HTMLAttr(selectedIf(v == cur)) },
		"checked": func(b bool) template.HTMLAttr { return template.HTMLAttr(checkedIf(b)) },
	}
	base := template.Must(template.New("layout").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/partials.html"))
	out := map[string]*template.Template{}
	entries, _ := fs.Glob(templateFS, "templates/*.html")
	for _, e := range entries {
		name := strings.TrimSuffix(strings.TrimPrefix(e, "templates/"), ".html")
		if name == "layout" || name == "partials" {
			continue
		}
		out[name] = template.Must(template.Must(base.Clone()).ParseFS(templateFS, e))
	}
	return out
}

// render writes a full page, or only the content when htmx asks for it.
func (d *Desk) render(w http.ResponseWriter, r *http.Request, status int, name string, p page) {
	if s, ok := r.Context().Value(sessionKey).(*session); ok {
		p.Reviewer, p.CSRF = s.reviewer, s.data.CSRF
	}
	t := d.tmpl[name]
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	entry := "layout"
	if r.Header.Get("HX-Request") != "" && t.Lookup("fragment") != nil {
		entry = "fragment"
	}
	if err := t.ExecuteTemplate(w, entry, p); err != nil {
		d.logger().ErrorContext(r.Context(), "desk template failed", "template", name, "err", err.Error())
	}
}

// fail answers an error as a page; internal errors are logged, not shown.
func (d *Desk) fail(w http.ResponseWriter, r *http.Request, err error) {
	status := d.status(err)
	if status >= 500 {
		d.logger().ErrorContext(r.Context(), "desk request failed", "path", r.URL.Path, "err", err.Error())
	}
	d.render(w, r, status, "message", page{Title: http.StatusText(status), Error: assay.ErrorMessage(err)})
}

func (d *Desk) status(err error) int {
	if d.Status == nil {
		return http.StatusInternalServerError
	}
	return d.Status(err)
}

func (d *Desk) loginPage(w http.ResponseWriter, r *http.Request) {
	d.render(w, r, http.StatusOK, "login", page{Title: "Sign in", Body: map[string]string{"Next": safeNext(r.URL.Query().Get("next"))}})
}

func (d *Desk) login(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	next := safeNext(r.PostFormValue("next"))
	tok, sess, err := d.Accounts.SignIn(r.Context(), r.PostFormValue("email"), r.PostFormValue("password"))
	if err != nil {
		if assay.ErrorCode(err) == assay.EINTERNAL {
			d.fail(w, r, err)
			return
		}
		d.render(w, r, d.status(err), "login", page{Title: "Sign in", Error: assay.ErrorMessage(err),
			Body: map[string]string{"Next": next, "Email": r.PostFormValue("email")}})
		return
	}
	d.setCookie(w, tok, sess.ExpiresAt)
	http.Redirect(w, r, next, http.StatusSeeOther)
}

// safeNext keeps a post-sign-in redirect inside the desk.
func safeNext(next string) string {
	if !strings.HasPrefix(next, Prefix+"/") || strings.HasPrefix(next, "//") || strings.ContainsAny(next, "\\\r\n") {
		return Prefix + "/"
	}
	return next
}

func (d *Desk) linkPage(w http.ResponseWriter, r *http.Request) {
	rv, err := d.Accounts.LinkOwner(r.Context(), chi.URLParam(r, "token"))
	if err != nil {
		if assay.ErrorCode(err) == assay.EINTERNAL {
			d.fail(w, r, err)
			return
		}
		d.render(w, r, http.StatusNotFound, "message", page{Title: "Link not valid",
			Error: "This sign-in link is not valid any more: it was used, it expired, or the account is disabled. Ask for a new one, or sign in with your password."})
		return
	}
	d.render(w, r, http.StatusOK, "signin", page{Title: "Set your password", Body: rv})
}

func (d *Desk) useLink(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	token := chi.URLParam(r, "token")
	tok, sess, err := d.Accounts.UseLink(r.Context(), token, r.PostFormValue("password"), r.PostFormValue("confirm"))
	if err != nil {
		switch assay.ErrorCode(err) {
		case assay.EINVALID:
			rv, _ := d.Accounts.LinkOwner(r.Context(), token)
			d.render(w, r, http.StatusUnprocessableEntity, "signin", page{Title: "Set your password", Error: assay.ErrorMessage(err), Body: rv})
		case assay.EINTERNAL:
			d.fail(w, r, err)
		default:
			d.render(w, r, http.StatusNotFound, "message", page{Title: "Link not valid", Error: "This sign-in link is not valid any more."})
		}
		return
	}
	d.setCookie(w, tok, sess.ExpiresAt)
	http.Redirect(w, r, Prefix+"/", http.StatusSeeOther)
}

func (d *Desk) logout(w http.ResponseWriter, r *http.Request) {
	s := sessionFrom(r.Context())
	if err := d.Accounts.SignOut(r.Context(), s.token, s.reviewer.ID); err != nil {
		d.fail(w, r, err)
		return
	}
	d.clearCookie(w)
	http.Redirect(w, r, Prefix+"/login", http.StatusSeeOther)
}

// teamJob returns a job of the signed-in reviewer's team; another team's job
// is not found.
func (d *Desk) teamJob(r *http.Request) (*assay.ParsingJob, error) {
	return d.Jobs.FindJob(r.Context(), sessionFrom(r.Context()).reviewer.TeamID, chi.URLParam(r, "job_id"))
}

func isNotFound(err error) bool {
	var e *assay.Error
	return errors.As(err, &e) && e.Code == assay.ENOTFOUND
}
