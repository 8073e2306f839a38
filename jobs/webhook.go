package jobs

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/google/uuid"
	"github.com/hibiken/asynq"
)

// DefaultRetrySchedule is the delay before each retry of a webhook delivery:
// seven retries over about a day.
var DefaultRetrySchedule = []time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute,
	2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour}

// DeliverPayload is the payload of a TypeDeliverWebhook task.
type DeliverPayload struct {
	MessageID string `json:"message_id"`
}

// Webhooks publishes events to the endpoints of a team and delivers them.
// Each event becomes one message per endpoint that wants it; messages of
// one ordering key (a parsing job) go to an endpoint one at a time, in the
// order they were published.
type Webhooks struct {
	Store  *store.Store
	Client *Client
	HTTP   *http.Client // its Timeout is the receiver's time to answer
	// Schedule is the delay before each retry; len(Schedule) is the number
	// of retries. RetryDelay(Schedule) must be the asynq server's
	// RetryDelayFunc.
	Schedule  []time.Duration
	Retention time.Duration // how long messages and their log are kept
	// SecretOverlap is how long a rotated-out secret keeps signing
	// (DefaultSecretOverlap when 0).
	SecretOverlap time.Duration
	// MaxBytes bounds the body of every event sent (0: no bound); a larger
	// event is refused with ErrEventTooLarge rather than sent.
	MaxBytes int
	Logger   *slog.Logger
}

// ErrEventTooLarge is a webhook event over Webhooks.MaxBytes.
var ErrEventTooLarge = errors.New("webhook event exceeds the size limit (ASSAY_WEBHOOK_MAX_BYTES)")

// NewWebhooks returns a Webhooks with the given receiver timeout, retry
// schedule and log retention.
func NewWebhooks(st *store.Store, c *Client, timeout time.Duration, schedule []time.Duration, retention time.Duration) *Webhooks {
	return &Webhooks{
		Store: st, Client: c, Schedule: schedule, Retention: retention,
		HTTP: &http.Client{
			Timeout: timeout,
			// A redirect is an answer, not a place to send patient data.
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		},
	}
}

func (w *Webhooks) logger() *slog.Logger {
	if w.Logger != nil {
		return w.Logger
	}
	return slog.Default()
}

// ParseRetrySchedule spaces the retries of a parse. A parse fails over
// only when Redis or storage does, and someone is waiting for its result:
// the first retries come within seconds of a blip (asynq's default waits
// 15 to 45 s, then up to 90), the later ones ride out a long outage (all
// eight span about 50 minutes).
var ParseRetrySchedule = []time.Duration{2 * time.Second, 5 * time.Second, 15 * time.Second, 30 * time.Second,
	time.Minute, 5 * time.Minute, 15 * time.Minute, 30 * time.Minute}

// RetryDelay returns an asynq RetryDelayFunc that spaces webhook deliveries
// by schedule and parses by ParseRetrySchedule, and leaves other tasks to
// asynq's default.
func RetryDelay(schedule []time.Duration) asynq.RetryDelayFunc {
	return func(n int, err error, t *asynq.Task) time.Duration {
		if errors.Is(err, asynq.ErrLeaseExpired) {
			// The worker died mid-task; the work did not fail, so run it again soon.
			return time.Second
		}
		switch t.Type() {
		case TypeDeliverWebhook:
			return delayAfter(schedule, n)
		case TypeParse:
			return delayAfter(ParseRetrySchedule, n)
		}
		return asynq.DefaultRetryDelayFunc(n, err, t)
	}
}

func delayAfter(schedule []time.Duration, retried int) time.Duration {
	if len(schedule) == 0 {
		return time.Second
	}
	if retried >= len(schedule) {
		return schedule[len(schedule)-1]
	}
	return schedule[retried]
}

// PublishJob sends a parsing-job event: the envelope carries the job's
// user, and data is the job as the API shows it.
// The change's outbox entry is acknowledged once the messages are stored
// and queued.
func (w *Webhooks) PublishJob(ctx context.Context, eventType string, job *assay.ParsingJob) error {
	key := ""
	if !job.UpdatedAt.IsZero() { // a job as saved; only those have an outbox entry
		key = store.JobEventKey(job, eventType)
	}
	return w.publishJob(ctx, eventType, job, key)
}

// publishJob publishes the event of the outbox entry key with job as it is
// now; the entry names the messages, so a second publish sends nothing new.
func (w *Webhooks) publishJob(ctx context.Context, eventType string, job *assay.ParsingJob, key string) error {
	if erased, err := w.Store.UserErased(ctx, job.TeamID, job.UserID); err != nil {
		return err
	} else if !erased {
		ev := assay.Event{EventType: eventType, Data: job.View(), TeamID: job.TeamID, UserID: job.UserID}
		if u, err := w.Store.FindUser(ctx, job.TeamID, job.UserID); err == nil {
			ev.ClientUserID = u.ClientUserID
		} else if assay.ErrorCode(err) != assay.ENOTFOUND {
			return err
		}
		if err := w.publish(ctx, ev, job.ID, key); errors.Is(err, ErrEventTooLarge) {
			// Retrying cannot make it smaller: the change stands, the event
			// is dropped from the outbox and said in the log.
			w.logger().ErrorContext(ctx, "parsing-job event not sent", "event_type", eventType, "job_id", job.ID, "err", err.Error())
		} else if err != nil {
			return err
		}
	}
	if key == "" {
		return nil
	}
	return w.Store.AckJobEvent(ctx, key)
}

// Publish stores one message per endpoint of the team that wants the event
// and queues the delivery of those at the head of their chain.
func (w *Webhooks) Publish(ctx context.Context, ev assay.Event, orderKey string) error {
	return w.publish(ctx, ev, orderKey, "")
}

// publish is Publish; a non-empty eventKey derives each message's id from
// the event and the endpoint, so that publishing again stores nothing new.
func (w *Webhooks) publish(ctx context.Context, ev assay.Event, orderKey, eventKey string) error {
	eps, err := w.Store.ListEndpoints(ctx, ev.TeamID)
	if err != nil {
		return err
	}
	body, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	if w.MaxBytes > 0 && len(body) > w.MaxBytes {
		return fmt.Errorf("%w: %s of %d bytes, limit %d", ErrEventTooLarge, ev.EventType, len(body), w.MaxBytes)
	}
	for _, ep := range eps {
		if !ep.Wants(ev.EventType) {
			continue
		}
		id := "msg_" + strings.ReplaceAll(uuid.NewString(), "-", "")
		if eventKey != "" {
			sum := sha256.Sum256([]byte(eventKey + " " + ep.ID))
			id = "msg_" + hex.EncodeToString(sum[:16])
		}
		m := &store.Message{
			WebhookMessage: assay.WebhookMessage{ID: id, EndpointID: ep.ID, EventType: ev.EventType, Payload: body},
			TeamID:         ev.TeamID, OrderKey: orderKey,
		}
		head, err := w.Store.AddMessage(ctx, m, w.Retention)
		if err != nil {
			return err
		}
		if head {
			if _, err := w.enqueue(ctx, &m.WebhookMessage); err != nil {
				return err
			}
		}
	}
	return nil
}

// Resend queues a finished message of an enabled endpoint of the team
// again, with the same webhook-id. It goes to the end of its chain.
func (w *Webhooks) Resend(ctx context.Context, teamID, endpointID, msgID string) (*assay.WebhookMessage, error) {
	ep, err := w.Store.FindEndpoint(ctx, teamID, endpointID)
	if err != nil {
		return nil, err
	}
	if ep.Disabled {
		return nil, assay.Errorf(assay.ECONFLICT, "The endpoint is disabled; enable it before re-sending.")
	}
	m, head, err := w.Store.Requeue(ctx, teamID, endpointID, msgID)
	if err != nil {
		return nil, err
	}
	if head {
		if _, err := w.enqueue(ctx, &m.WebhookMessage); err != nil {
			return nil, err
		}
	}
	return &m.WebhookMessage, nil
}

// enqueue queues one send of a message. The task id names the message and
// its send, so that a send is never queued twice. It reports whether it
// queued one (false: that send was queued already).
func (w *Webhooks) enqueue(ctx context.Context, m *assay.WebhookMessage) (bool, error) {
	payload, err := json.Marshal(DeliverPayload{MessageID: m.ID})
	if err != nil {
		return false, err
	}
	_, err = w.Client.c.EnqueueContext(ctx, asynq.NewTask(TypeDeliverWebhook, payload),
		asynq.TaskID(m.ID+"."+strconv.Itoa(m.Sends)), asynq.Queue(QueueWebhooks),
		asynq.MaxRetry(len(w.Schedule)), asynq.Timeout(w.HTTP.Timeout+15*time.Second))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return false, nil
	}
	return err == nil, err
}

// advance takes a finished message off the head of its chain and queues the
// next one.
func (w *Webhooks) advance(ctx context.Context, m *store.Message) error {
	next, err := w.Store.PopChain(ctx, m.EndpointID, m.OrderKey, m.ID)
	if err != nil || next == "" {
		return err
	}
	nm, err := w.Store.GetMessage(ctx, next)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		// Expired from the log: drop it and go on.
		return w.advance(ctx, &store.Message{WebhookMessage: assay.WebhookMessage{ID: next, EndpointID: m.EndpointID}, OrderKey: m.OrderKey})
	} else if err != nil {
		return err
	}
	_, err = w.enqueue(ctx, &nm.WebhookMessage)
	return err
}

// HandleDeliver makes one delivery attempt of a message and records it in
// the message's log. A 2xx answer delivers it; 410 Gone disables the
// endpoint; anything else is retried on the schedule, with the same
// webhook-id, until the retries run out and the message fails.
func (w *Webhooks) HandleDeliver(ctx context.Context, t *asynq.Task) error {
	var p DeliverPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.MessageID == "" {
		return fmt.Errorf("bad deliver payload: %w", asynq.SkipRetry)
	}
	log := w.logger().With("message_id", p.MessageID, "task", TypeDeliverWebhook)
	m, err := w.Store.GetMessage(ctx, p.MessageID)
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return fmt.Errorf("message %s not found: %w", p.MessageID, asynq.SkipRetry)
	} else if err != nil {
		return err
	}
	if m.Status != assay.MessagePending {
		// A duplicate task, or a crash after the outcome was recorded.
		return w.advance(ctx, m)
	}
	for {
		head, err := w.Store.ChainHead(ctx, m.EndpointID, m.OrderKey)
		if err != nil {
			return err
		}
		if head == m.ID || head == "" {
			break
		}
		hm, err := w.Store.GetMessage(ctx, head)
		if err != nil && assay.ErrorCode(err) != assay.ENOTFOUND {
			return err
		}
		if err == nil && hm.Status == assay.MessagePending {
			// An earlier message of the chain is in flight; it queues this
			// one when it finishes.
			log.Debug("message waits for an earlier one", "head", head)
			return nil
		}
		// The head finished (or expired) but a crash left it in the chain.
		if _, err := w.Store.PopChain(ctx, m.EndpointID, m.OrderKey, head); err != nil {
			return err
		}
	}

	ep, err := w.Store.EndpointForDelivery(ctx, m.EndpointID)
	if assay.ErrorCode(err) == assay.ENOTFOUND || (err == nil && ep.Disabled) {
		webhookDeliveries.WithLabelValues("endpoint_disabled").Inc()
		return w.finish(ctx, m, assay.WebhookAttempt{Error: "endpoint disabled or deleted"}, assay.MessageFailed, asynq.SkipRetry)
	} else if err != nil {
		return err
	}

	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, _ := asynq.GetMaxRetry(ctx)
	a := w.send(ctx, ep, m)
	a.Resend = m.Sends > 1
	switch {
	case a.StatusCode >= 200 && a.StatusCode < 300:
		log.Info("webhook delivered", "endpoint_id", ep.ID, "status_code", a.StatusCode, "latency_ms", a.LatencyMS)
		webhookDeliveries.WithLabelValues("delivered").Inc()
		return w.finish(ctx, m, a, assay.MessageSucceeded, nil)
	case a.StatusCode == http.StatusGone:
		log.Warn("webhook receiver answered 410; disabling the endpoint", "endpoint_id", ep.ID)
		if err := w.Store.DisableEndpoint(ctx, ep.ID, "The receiver answered 410 Gone."); err != nil {
			return err
		}
		webhookDeliveries.WithLabelValues("gone").Inc()
		return w.finish(ctx, m, a, assay.MessageFailed, asynq.SkipRetry)
	}
	cause := fmt.Errorf("webhook attempt failed: status %d %s", a.StatusCode, a.Error)
	log.Warn("webhook attempt failed", "endpoint_id", ep.ID, "status_code", a.StatusCode, "retry", retried, "max_retry", maxRetry)
	if retried >= maxRetry {
		webhookDeliveries.WithLabelValues("exhausted").Inc()
		return w.finish(ctx, m, a, assay.MessageFailed, cause)
	}
	webhookDeliveries.WithLabelValues("retrying").Inc()
	next := time.Now().UTC().Add(delayAfter(w.Schedule, retried))
	a.NextRetryAt = &next
	if _, err := w.record(ctx, m.ID, a, assay.MessagePending); err != nil {
		return err
	}
	return cause
}

// finish records the last attempt and the outcome, then moves the chain on.
// ret is what the handler returns to asynq.
func (w *Webhooks) finish(ctx context.Context, m *store.Message, a assay.WebhookAttempt, status string, ret error) error {
	m, err := w.record(ctx, m.ID, a, status)
	if err != nil {
		return err
	}
	if err := w.advance(ctx, m); err != nil {
		return err
	}
	return ret
}

func (w *Webhooks) record(ctx context.Context, id string, a assay.WebhookAttempt, status string) (*store.Message, error) {
	return w.Store.UpdateMessage(ctx, id, func(m *store.Message) error {
		a.Attempt = len(m.Attempts) + 1
		if a.Timestamp.IsZero() {
			a.Timestamp = time.Now().UTC()
		}
		m.Attempts = append(m.Attempts, a)
		m.Status = status
		return nil
	})
}

// send posts the message once, signed with every current secret.
func (w *Webhooks) send(ctx context.Context, ep *store.DeliveryEndpoint, m *store.Message) assay.WebhookAttempt {
	start := time.Now()
	a := assay.WebhookAttempt{Timestamp: start.UTC()}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ep.URL, bytes.NewReader(m.Payload))
	if err != nil {
		a.Error = "invalid endpoint URL"
		return a
	}
	sig, err := Sign(ep.Secrets, m.ID, start, m.Payload)
	if err != nil {
		a.Error = "invalid endpoint secret"
		return a
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Assay-Webhooks/"+assay.Version)
	req.Header.Set("webhook-id", m.ID)
	req.Header.Set("webhook-timestamp", strconv.FormatInt(start.Unix(), 10))
	req.Header.Set("webhook-signature", sig)
	resp, err := w.HTTP.Do(req)
	a.LatencyMS = time.Since(start).Milliseconds()
	if err != nil {
		a.Error = transportError(err)
		return a
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	resp.Body.Close()
	a.StatusCode = resp.StatusCode
	return a
}

// transportError names a failed request without echoing the URL, which can
// carry credentials of the receiver.
func transportError(err error) string {
	var ne interface{ Timeout() bool }
	switch {
	case errors.As(err, &ne) && ne.Timeout():
		return "timeout"
	case errors.Is(err, context.Canceled):
		return "canceled"
	case strings.Contains(err.Error(), "connection refused"):
		return "connection refused"
	case strings.Contains(err.Error(), "no such host"):
		return "no such host"
	}
	return "connection error"
}

// Sign returns the webhook-signature header value of Standard Webhooks: for
// each secret, "v1," and the base64 HMAC-SHA256 of "id.timestamp.body" under
// the base64-decoded part of the secret after "whsec_", space-separated.
func Sign(secrets []string, id string, ts time.Time, body []byte) (string, error) {
	sigs := make([]string, 0, len(secrets))
	for _, s := range secrets {
		key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(s, "whsec_"))
		if err != nil {
			return "", err
		}
		h := hmac.New(sha256.New, key)
		fmt.Fprintf(h, "%s.%d.", id, ts.Unix())
		h.Write(body)
		sigs = append(sigs, "v1,"+base64.StdEncoding.EncodeToString(h.Sum(nil)))
	}
	return strings.Join(sigs, " "), nil
}
