package api

import (
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"net/http"

	"github.com/hibiken/asynq"
	"github.com/hibiken/asynqmon"
)

// AdminPath is where the queue dashboard is mounted.
const AdminPath = "/admin/queues"

// QueueDashboard returns the asynq dashboard (asynqmon), read-only, with task
// payloads and results redacted, behind HTTP basic auth with the admin key
// as password (any user name) or the key in the x-admin-key header.
func QueueDashboard(opt asynq.RedisConnOpt, adminKey string) http.Handler {
	mon := asynqmon.New(asynqmon.Options{
		RootPath:         AdminPath,
		RedisConnOpt:     opt,
		ReadOnly:         true,
		PayloadFormatter: asynqmon.PayloadFormatterFunc(redact),
		ResultFormatter:  asynqmon.ResultFormatterFunc(redact),
	})
	want := sha256.Sum256([]byte(adminKey))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := r.Header.Get("x-admin-key")
		if _, pw, ok := r.BasicAuth(); ok {
			key = pw
		}
		got := sha256.Sum256([]byte(key))
		if adminKey == "" || subtle.ConstantTimeCompare(got[:], want[:]) != 1 {
			w.Header().Set("WWW-Authenticate", `Basic realm="assay admin"`)
			writeJSON(w, http.StatusUnauthorized, map[string]string{"detail": "Admin key required."})
			return
		}
		mon.ServeHTTP(w, r)
	})
}

func redact(_ string, b []byte) string { return fmt.Sprintf("[redacted: %d bytes]", len(b)) }
