// Package localredis starts and stops a private redis-server child process,
// for local development (assay dev) and tests. It never connects to a Redis
// it did not start: readiness is confirmed by matching the server's
// process_id against the child it spawned.
package localredis

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Options configures a redis-server child process.
type Options struct {
	// Bin is the redis-server executable; default "redis-server" from PATH.
	Bin string
	// Dir holds the data files and redis.log; created if missing. Empty means
	// a temporary directory that Stop removes.
	Dir string
	// Host is the address to bind; default 127.0.0.1.
	Host string
	// Port to listen on; 0 picks a free port.
	Port int
	// AppendOnly turns on the append-only file with appendfsync always, so
	// every acknowledged write survives a crash, not only a clean restart.
	AppendOnly bool
	// Databases is the number of logical databases; default 16.
	Databases int
}

// Timeouts; variables so tests on slow machines can see them in one place.
var (
	startTimeout = 15 * time.Second
	stopTimeout  = 10 * time.Second
)

// Server is a running redis-server child process.
type Server struct {
	cmd     *exec.Cmd
	addr    string
	dir     string
	logPath string
	tempDir bool

	exited  chan struct{} // closed when the process has been reaped
	waitErr error

	stopOnce sync.Once
	stopErr  error
}

// Start launches redis-server and waits until it answers. ctx bounds only
// that wait: the server runs until Stop, or until this process dies. On
// failure the error includes the tail of the redis log.
func Start(ctx context.Context, o Options) (*Server, error) {
	if o.Bin == "" {
		o.Bin = "redis-server"
	}
	if o.Host == "" {
		o.Host = "127.0.0.1"
	}
	if o.Databases <= 0 {
		o.Databases = 16
	}
	bin, err := exec.LookPath(o.Bin)
	if err != nil {
		return nil, fmt.Errorf("localredis: %s not found (install the redis-server package): %w", o.Bin, err)
	}

	tempDir := false
	if o.Dir == "" {
		d, err := os.MkdirTemp("", "assay-redis-")
		if err != nil {
			return nil, fmt.Errorf("localredis: %w", err)
		}
		o.Dir, tempDir = d, true
	} else if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return nil, fmt.Errorf("localredis: data dir: %w", err)
	}
	dir, err := filepath.Abs(o.Dir)
	if err != nil {
		return nil, fmt.Errorf("localredis: %w", err)
	}

	// A port picked by the kernel can be taken by someone else before redis
	// binds it; retry a few times in that case only.
	attempts := 1
	if o.Port == 0 {
		attempts = 5
	}
	var lastErr error
	for i := 0; i < attempts; i++ {
		port := o.Port
		if port == 0 {
			if port, err = freePort(o.Host); err != nil {
				lastErr = err
				continue
			}
		} else if err := checkPortFree(o.Host, port); err != nil {
			lastErr = err
			break
		}
		s, err := startOnce(ctx, bin, dir, o, port)
		if err == nil {
			s.tempDir = tempDir
			return s, nil
		}
		lastErr = err
		if !errors.Is(err, errAddrInUse) || ctx.Err() != nil {
			break
		}
	}
	if tempDir {
		os.RemoveAll(dir)
	}
	return nil, lastErr
}

var errAddrInUse = errors.New("address already in use")

func startOnce(ctx context.Context, bin, dir string, o Options, port int) (*Server, error) {
	logPath := filepath.Join(dir, "redis.log")
	// Truncate so the tail we report on failure belongs to this attempt.
	if err := os.WriteFile(logPath, nil, 0o600); err != nil {
		return nil, fmt.Errorf("localredis: log file: %w", err)
	}
	appendOnly := "no"
	if o.AppendOnly {
		appendOnly = "yes"
	}
	args := []string{
		"--port", strconv.Itoa(port),
		"--bind", o.Host,
		"--dir", dir,
		"--appendonly", appendOnly,
		"--appendfsync", "always",
		"--save", "",
		"--daemonize", "no",
		"--logfile", logPath,
		"--databases", strconv.Itoa(o.Databases),
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.SysProcAttr = sysProcAttr()
	// redis-server writes to its logfile; anything printed before it opens
	// the file (argument errors) goes to stderr, which we keep for the error.
	var early bytes.Buffer
	cmd.Stdout = &early
	cmd.Stderr = &early
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("localredis: start %s: %w", bin, err)
	}
	s := &Server{
		cmd:     cmd,
		addr:    net.JoinHostPort(o.Host, strconv.Itoa(port)),
		dir:     dir,
		logPath: logPath,
		exited:  make(chan struct{}),
	}
	go func() {
		s.waitErr = cmd.Wait()
		close(s.exited)
	}()

	fail := func(reason string) (*Server, error) {
		s.kill()
		tail := s.logTail(20)
		if tail == "" {
			tail = strings.TrimSpace(early.String())
		}
		err := fmt.Errorf("localredis: redis-server on %s %s; log tail:\n%s", s.addr, reason, tail)
		if strings.Contains(tail, "ddress already in use") {
			err = fmt.Errorf("%w: %w", errAddrInUse, err)
		}
		return nil, err
	}

	deadline := time.NewTimer(startTimeout)
	defer deadline.Stop()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-s.exited:
			return fail(fmt.Sprintf("exited before it was ready (%v)", s.waitErr))
		case <-ctx.Done():
			return fail(fmt.Sprintf("start cancelled: %v", ctx.Err()))
		case <-deadline.C:
			return fail(fmt.Sprintf("did not answer PING within %s", startTimeout))
		case <-tick.C:
			pid, err := serverPID(s.addr)
			if err != nil {
				continue
			}
			if pid != cmd.Process.Pid {
				return fail(fmt.Sprintf("is answered by another process (pid %d)", pid))
			}
			return s, nil
		}
	}
}

// Addr is the host:port the server listens on.
func (s *Server) Addr() string { return s.addr }

// Pid is the redis-server process id.
func (s *Server) Pid() int { return s.cmd.Process.Pid }

// Dir is the server's data directory.
func (s *Server) Dir() string { return s.dir }

// Stop sends SIGTERM to the server's process group, waits for it to exit,
// and sends SIGKILL if it has not exited within the stop timeout. It is safe
// to call more than once.
func (s *Server) Stop() error {
	s.stopOnce.Do(func() {
		select {
		case <-s.exited:
		default:
			_ = signalGroup(s.cmd.Process.Pid, syscall.SIGTERM)
			select {
			case <-s.exited:
			case <-time.After(stopTimeout):
				s.kill()
				s.stopErr = fmt.Errorf("localredis: redis-server on %s did not stop within %s; killed", s.addr, stopTimeout)
			}
		}
		if s.tempDir {
			if err := os.RemoveAll(s.dir); err != nil && s.stopErr == nil {
				s.stopErr = fmt.Errorf("localredis: remove data dir: %w", err)
			}
		}
	})
	return s.stopErr
}

func (s *Server) kill() {
	_ = signalGroup(s.cmd.Process.Pid, syscall.SIGKILL)
	<-s.exited
}

// logTail returns the last n lines of the redis log.
func (s *Server) logTail(n int) string {
	b, err := os.ReadFile(s.logPath)
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// serverPID asks the Redis at addr for its process id (INFO server). An
// error means it is not answering yet.
func serverPID(addr string) (int, error) {
	c, err := net.DialTimeout("tcp", addr, 500*time.Millisecond)
	if err != nil {
		return 0, err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(2 * time.Second))
	if _, err := io.WriteString(c, "*2\r\n$4\r\nINFO\r\n$6\r\nserver\r\n"); err != nil {
		return 0, err
	}
	r := bufio.NewReader(c)
	head, err := r.ReadString('\n')
	if err != nil {
		return 0, err
	}
	// "-LOADING ..." and similar errors mean not ready yet.
	if !strings.HasPrefix(head, "$") {
		return 0, fmt.Errorf("unexpected reply %q", strings.TrimSpace(head))
	}
	n, err := strconv.Atoi(strings.TrimSpace(head[1:]))
	if err != nil || n < 0 {
		return 0, fmt.Errorf("bad bulk length %q", head)
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(body), "\r\n") {
		if v, ok := strings.CutPrefix(line, "process_id:"); ok {
			return strconv.Atoi(v)
		}
	}
	return 0, errors.New("INFO server has no process_id")
}

func freePort(host string) (int, error) {
	l, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return 0, fmt.Errorf("localredis: pick a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func checkPortFree(host string, port int) error {
	l, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if err != nil {
		return fmt.Errorf("localredis: port %d on %s is not free (is another Redis running?): %w", port, host, err)
	}
	return l.Close()
}
