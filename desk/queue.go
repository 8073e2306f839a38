package desk

import (
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
)

// queueScan is how many pending jobs the queue reads to filter and count.
const queueScan = 500

// queueShown is how many jobs one queue page lists.
const queueShown = 100

type queueRow struct {
	ID           string
	ClientUserID string
	Received     time.Time
	Pages        int
	Results      int
	Reasons      []reasonCount
	Requested    bool
}

type reasonCount struct {
	Reason string
	Count  int
}

type queueBody struct {
	Rows     []queueRow
	Total    int // pending jobs of the team
	Matching int // after filters
	Client   string
	Reason   string
	Reasons  []string // every reason in the queue, for the filter
	Reviewed string   // id of the job just reviewed
}

func (d *Desk) queue(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	rv := sessionFrom(ctx).reviewer
	q := r.URL.Query()
	body := queueBody{Client: strings.TrimSpace(q.Get("client_user_id")), Reason: q.Get("reason"), Reviewed: q.Get("reviewed")}
	jobs, total, err := d.Jobs.ListPendingReview(ctx, rv.TeamID, "", 0, queueScan)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	body.Total = total
	clients := map[string]string{}
	seen := map[string]bool{}
	for _, j := range jobs {
		cid, ok := clients[j.UserID]
		if !ok {
			if u, err := d.Users.FindUser(ctx, rv.TeamID, j.UserID); err == nil {
				cid = u.ClientUserID
			} else if !isNotFound(err) {
				d.fail(w, r, err)
				return
			}
			clients[j.UserID] = cid
		}
		row := queueRow{ID: j.ID, ClientUserID: cid, Received: j.CreatedAt, Requested: j.NeedsHumanReview}
		row.Reasons = reasonsOf(j)
		if j.Data != nil {
			row.Results = len(j.Data.Results)
		}
		for _, rc := range row.Reasons {
			if !seen[rc.Reason] {
				seen[rc.Reason] = true
				body.Reasons = append(body.Reasons, rc.Reason)
			}
		}
		if body.Client != "" && !strings.Contains(strings.ToLower(cid), strings.ToLower(body.Client)) {
			continue
		}
		if body.Reason != "" && !hasReason(row.Reasons, body.Reason) {
			continue
		}
		body.Matching++
		if len(body.Rows) < queueShown {
			row.Pages = d.pageCount(r, j)
			body.Rows = append(body.Rows, row)
		}
	}
	sort.Strings(body.Reasons)
	p := page{Title: "Review queue", Body: body}
	if body.Reviewed != "" {
		p.Notice = "Review saved. The job is completed."
	}
	d.render(w, r, http.StatusOK, "queue", p)
}

// pageCount counts a job's pages without rendering them: an image is one
// page; a PDF's count comes from its rendered pages when the job was opened
// before, else from pdfinfo. A file that cannot be read counts none (the job
// view says why).
func (d *Desk) pageCount(r *http.Request, j *assay.ParsingJob) int {
	n := 0
	for i := range j.Files {
		c, err := d.filePages(r.Context(), j, i)
		if err != nil {
			d.logger().WarnContext(r.Context(), "desk: pages of a file", "job_id", j.ID, "err", err.Error())
			continue
		}
		n += c
	}
	return n
}

// reasonsOf counts the review reasons of a job's results.
func reasonsOf(j *assay.ParsingJob) []reasonCount {
	counts := map[string]int{}
	if j.Data != nil {
		for _, r := range j.Data.Results {
			for _, reason := range r.ReviewReasons {
				counts[reason]++
			}
		}
	}
	out := make([]reasonCount, 0, len(counts))
	for k, v := range counts {
		out = append(out, reasonCount{k, v})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Reason < out[b].Reason })
	return out
}

func hasReason(rs []reasonCount, reason string) bool {
	for _, r := range rs {
		if r.Reason == reason {
			return true
		}
	}
	return false
}

// reasonLabel turns a review reason code into words.
func reasonLabel(code string) string {
	return strings.ReplaceAll(code, "_", " ")
}

// since says how long ago t was, in the largest whole unit.
func since(t time.Time) string {
	d := time.Since(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return plural(int(d/time.Minute), "minute") + " ago"
	case d < 48*time.Hour:
		return plural(int(d/time.Hour), "hour") + " ago"
	}
	return plural(int(d/(24*time.Hour)), "day") + " ago"
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

func ftoa(f float64, prec int) string { return strconv.FormatFloat(f, 'f', prec, 64) }
