//go:build chaos

// Package chaos is the fault suite run by `make chaos`: black-box against
// bin/assay (an API process and a worker process), a private redis-server
// with AOF, the private MinIO of store/storetest, and webhook receivers,
// all on 127.0.0.1. Each scenario prints one line of figures starting with
// "CHAOS", and every loss counter must be 0.
package chaos

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/jobs"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/localredis"
	"github.com/assayhq/assay/store/storetest"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

func TestMain(m *testing.M) { storetest.Main(m) }

// long is CHAOS_LONG=1: the webhook receiver stays down 10 minutes.
var long = os.Getenv("CHAOS_LONG") == "1"

// figures prints one scenario's numbers on one line.
func figures(t *testing.T, scenario string, kv ...any) {
	var b strings.Builder
	fmt.Fprintf(&b, "CHAOS %-10s", scenario)
	for i := 0; i+1 < len(kv); i += 2 {
		fmt.Fprintf(&b, " %v=%v", kv[i], kv[i+1])
	}
	fmt.Println(b.String())
}

// env is one Assay deployment: Redis (AOF) that the test can restart on
// the same port, MinIO, an API process and a worker process.
type env struct {
	t      *testing.T
	bin    string
	redis  *localredis.Server
	rdir   string
	rport  int
	vars   map[string]string
	api    *exec.Cmd
	worker *exec.Cmd
	base   string
	rdb    *redis.Client
	store  *store.Store
	logs   string
}

func assayBin(t *testing.T) string {
	if b := os.Getenv("ASSAY_CHAOS_BIN"); b != "" {
		return b
	}
	bin := filepath.Join(t.TempDir(), "assay")
	out, err := exec.Command("go", "build", "-o", bin, "../cmd/assay").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// newEnv starts Redis, the API and one worker process; extra overrides
// the environment.
func newEnv(t *testing.T, extra map[string]string) *env {
	e := &env{t: t, bin: assayBin(t), rdir: t.TempDir(), logs: t.TempDir()}
	e.startRedis()
	t.Cleanup(func() { e.redis.Stop() })
	s3 := storetest.MinIO(t)
	apiPort := freePort(t)
	e.base = fmt.Sprintf("http://127.0.0.1:%d", apiPort)
	e.vars = map[string]string{
		"ASSAY_REDIS_URL":            "redis://" + e.redis.Addr() + "/0",
		"ASSAY_LISTEN_ADDR":          fmt.Sprintf("127.0.0.1:%d", apiPort),
		"ASSAY_STORAGE":              "s3",
		"ASSAY_S3_BUCKET":            s3.Bucket,
		"ASSAY_S3_REGION":            s3.Region,
		"ASSAY_S3_ENDPOINT":          s3.Endpoint,
		"ASSAY_S3_ACCESS_KEY_ID":     s3.AccessKey,
		"ASSAY_S3_SECRET_ACCESS_KEY": s3.SecretKey,
		"ASSAY_S3_PATH_STYLE":        "true",
		"ASSAY_WORKER_CONCURRENCY":   "2",
		"ASSAY_SHUTDOWN_TIMEOUT":     "5s",
		"ASSAY_LOG_LEVEL":            "warn",
		// the sweeper re-queues what a crash left unqueued well within a
		// scenario (production: every minute, for work a minute old)
		"ASSAY_SWEEP_INTERVAL": "5s",
		"ASSAY_SWEEP_GRACE":    "20s",
		"OMP_THREAD_LIMIT":     "1",
	}
	for k, v := range extra {
		e.vars[k] = v
	}
	e.rdb = redis.NewClient(&redis.Options{Addr: e.redis.Addr()})
	t.Cleanup(func() { e.rdb.Close() })
	e.store = store.New(e.rdb, "assay:")
	e.api = e.start("api", "--api-only")
	e.waitReady()
	e.worker = e.start("worker", "--workers-only")
	e.waitWorker()
	return e
}

// waitWorker waits until a worker process has registered with asynq, so
// that timings do not include its start.
func (e *env) waitWorker() {
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if n, _ := e.rdb.ZCard(context.Background(), "asynq:servers").Result(); n > 0 {
			return
		}
	}
	e.t.Fatalf("worker not registered in 60s; log:\n%s", e.log("worker"))
}

func (e *env) startRedis() {
	var err error
	e.redis, err = localredis.Start(context.Background(), localredis.Options{Dir: e.rdir, Port: e.rport, AppendOnly: true})
	if err != nil {
		e.t.Fatal(err)
	}
	_, p, _ := net.SplitHostPort(e.redis.Addr())
	e.rport, _ = strconv.Atoi(p)
}

// start runs `assay serve FLAG` with the env's variables; it is killed
// when the test ends.
func (e *env) start(name, flag string) *exec.Cmd {
	cmd := exec.Command(e.bin, "serve", flag)
	cmd.Env = os.Environ()
	for k, v := range e.vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	logf, err := os.OpenFile(filepath.Join(e.logs, name+".log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		e.t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); logf.Close(); close(done) }()
	e.t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	return cmd
}

// kill SIGKILLs a process started by start and waits for it.
func kill(cmd *exec.Cmd) {
	cmd.Process.Signal(syscall.SIGKILL)
	for i := 0; i < 200 && syscall.Kill(cmd.Process.Pid, 0) == nil; i++ {
		time.Sleep(10 * time.Millisecond)
	}
}

func (e *env) waitReady() {
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(e.base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	e.t.Fatalf("API not ready in 60s; log:\n%s", e.log("api"))
}

func (e *env) log(name string) string {
	b, _ := os.ReadFile(filepath.Join(e.logs, name+".log"))
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// peakRSS is a process's peak resident size in MB.
func peakRSS(cmd *exec.Cmd) int { return procStatusMB(cmd, "VmHWM:") }

// rss is a process's resident size now, in MB.
func rss(cmd *exec.Cmd) int { return procStatusMB(cmd, "VmRSS:") }

func procStatusMB(cmd *exec.Cmd, field string) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == field {
			kb, _ := strconv.Atoi(f[1])
			return kb / 1024
		}
	}
	return -1
}

// team is a team with lab report parsing, its API key and one user.
type team struct {
	e    *env
	id   string
	key  string
	user string
	hc   *http.Client
}

func (e *env) team(name string) *team {
	// never the default Redis: the CLI gets this env's URL
	cmd := exec.Command(e.bin, "team", "create", "--name", name, "--enable-lab-report-parsing")
	cmd.Env = append(os.Environ(), "ASSAY_REDIS_URL="+e.vars["ASSAY_REDIS_URL"])
	out, err := cmd.CombinedOutput()
	if err != nil {
		e.t.Fatalf("team create: %v\n%s", err, out)
	}
	tm := &team{e: e, hc: &http.Client{Timeout: 120 * time.Second}}
	for _, l := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(l, "team_id: "); ok {
			tm.id = v
		}
		if v, ok := strings.CutPrefix(l, "api_key: "); ok {
			tm.key = v
		}
	}
	code, b := tm.call("POST", "/v2/user", strings.NewReader(`{"client_user_id":"chaos"}`), "application/json")
	var u assay.User
	if code != 200 || json.Unmarshal(b, &u) != nil {
		e.t.Fatalf("create user: %d %s", code, b)
	}
	tm.user = u.UserID
	return tm
}

func (tm *team) call(method, path string, body io.Reader, ct string) (int, []byte) {
	req, _ := http.NewRequest(method, tm.e.base+path, body)
	req.Header.Set("x-service-api-key", tm.key)
	if ct != "" {
		req.Header.Set("Content-Type", ct)
	}
	resp, err := tm.hc.Do(req)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// upload posts one file; it returns the HTTP status and the job id.
func (tm *team) upload(name string, data []byte) (int, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("user_id", tm.user)
	fw, _ := mw.CreateFormFile("file", name)
	fw.Write(data)
	mw.Close()
	code, b := tm.call("POST", "/lab_report/v1/parser/job", &body, mw.FormDataContentType())
	var j assay.ParsingJobView
	json.Unmarshal(b, &j)
	return code, j.ID
}

// job reads a job as the API returns it.
func (tm *team) job(id string) (assay.ParsingJobView, int) {
	code, b := tm.call("GET", "/lab_report/v1/parser/job/"+id, nil, "")
	var j assay.ParsingJobView
	json.Unmarshal(b, &j)
	return j, code
}

func terminal(status string) bool {
	return status == assay.JobCompleted || status == assay.JobFailed || status == assay.JobPendingReview
}

// waitAll waits until every job has ended, and returns those that did not
// while no job ended for stall: a backlog may take as long as it takes.
func (tm *team) waitAll(ids []string, stall time.Duration) (unfinished []string) {
	deadline := time.Now().Add(stall)
	pending := append([]string(nil), ids...)
	for len(pending) > 0 && time.Now().Before(deadline) {
		var next []string
		for _, id := range pending {
			j, err := tm.e.store.GetJob(context.Background(), id)
			if err != nil || !terminal(j.Status) {
				next = append(next, id)
			}
		}
		if len(next) < len(pending) {
			deadline = time.Now().Add(stall)
		}
		pending = next
		if len(pending) > 0 {
			time.Sleep(250 * time.Millisecond)
		}
	}
	return pending
}

// explain says where an unfinished job's parse task is in asynq, and
// what the worker logged about the job (ids and states only).
func (e *env) explain(id string) string {
	var b strings.Builder
	ins := asynq.NewInspector(asynq.RedisClientOpt{Addr: e.redis.Addr()})
	defer ins.Close()
	if ti, err := ins.GetTaskInfo(jobs.QueueParse, id); err != nil {
		fmt.Fprintf(&b, "task: %v", err)
	} else {
		fmt.Fprintf(&b, "task: state=%v retried=%d last_err=%q next=%s", ti.State, ti.Retried, ti.LastErr, ti.NextProcessAt.Format(time.RFC3339))
	}
	for _, name := range []string{"api", "worker"} {
		data, _ := os.ReadFile(filepath.Join(e.logs, name+".log"))
		for _, line := range strings.Split(string(data), "\n") {
			if strings.Contains(line, id) {
				fmt.Fprintf(&b, "\n  %s: %s", name, line)
			}
		}
	}
	return b.String()
}

func readFile(t *testing.T, rel string) []byte {
	b, err := os.ReadFile(filepath.Join("..", rel))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// receiver is a webhook endpoint that records every delivery, and can be
// told to answer 503.
type receiver struct {
	mu   sync.Mutex
	down bool
	got  []delivery
	srv  *http.Server
	url  string
}

type delivery struct {
	id     string
	ok     bool
	at     time.Time
	event  string
	job    string
	status string
}

func newReceiver(t *testing.T) *receiver {
	r := &receiver{}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r.url = "http://" + l.Addr().String() + "/hook"
	r.srv = &http.Server{Handler: r}
	go r.srv.Serve(l)
	t.Cleanup(func() { r.srv.Close() })
	return r
}

func (r *receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	b, _ := io.ReadAll(req.Body)
	var ev struct {
		EventType string               `json:"event_type"`
		Data      assay.ParsingJobView `json:"data"`
	}
	json.Unmarshal(b, &ev)
	r.mu.Lock()
	down := r.down
	r.got = append(r.got, delivery{id: req.Header.Get("webhook-id"), ok: !down, at: time.Now(),
		event: ev.EventType, job: ev.Data.ID, status: ev.Data.Status})
	r.mu.Unlock()
	if down {
		w.WriteHeader(503)
		return
	}
	w.WriteHeader(204)
}

func (r *receiver) setDown(d bool) { r.mu.Lock(); r.down = d; r.mu.Unlock() }

func (r *receiver) deliveries() []delivery {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]delivery(nil), r.got...)
}

// subscribe registers r as the team's webhook endpoint.
func (tm *team) subscribe(r *receiver) {
	code, b := tm.call("POST", "/v1/webhooks/endpoints", strings.NewReader(`{"url":"`+r.url+`"}`), "application/json")
	if code != 200 && code != 201 {
		tm.e.t.Fatalf("create endpoint: %d %s", code, b)
	}
}

// eventStats counts, over the accepted deliveries: ids delivered more than
// once, and events duplicated under different ids (the same job, event type
// and status twice), for final statuses and for "started" (which a job
// re-run after a crash announces again).
func eventStats(ds []delivery) (redelivered, duplicated, startedAgain int) {
	perID := map[string]int{}
	perEvent := map[string]map[string]bool{}
	for _, d := range ds {
		if !d.ok {
			continue
		}
		perID[d.id]++
		k := d.job + "|" + d.event + "|" + d.status
		if perEvent[k] == nil {
			perEvent[k] = map[string]bool{}
		}
		perEvent[k][d.id] = true
	}
	for _, n := range perID {
		if n > 1 {
			redelivered++
		}
	}
	for k, ids := range perEvent {
		if strings.HasSuffix(k, "|"+assay.JobStarted) {
			startedAgain += len(ids) - 1
		} else {
			duplicated += len(ids) - 1
		}
	}
	return
}
