package localredis

import (
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"
)

func client(t *testing.T, addr string, db int) *redis.Client {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: addr, DB: db})
	t.Cleanup(func() { c.Close() })
	return c
}

func startT(t *testing.T, o Options) *Server {
	t.Helper()
	s, err := Start(context.Background(), o)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() { s.Stop() })
	return s
}

func TestStartPingStop(t *testing.T) {
	s := startT(t, Options{})
	ctx := context.Background()
	host, port, err := net.SplitHostPort(s.Addr())
	if err != nil {
		t.Fatalf("Addr %q: %v", s.Addr(), err)
	}
	if host != "127.0.0.1" || port == "0" || port == "6379" {
		t.Fatalf("Addr = %q, want 127.0.0.1 and a picked port", s.Addr())
	}
	c := client(t, s.Addr(), 0)
	if got, err := c.Ping(ctx).Result(); err != nil || got != "PONG" {
		t.Fatalf("PING = %q, %v", got, err)
	}
	// The server we reach is the child we started.
	if pid, err := serverPID(s.Addr()); err != nil || pid != s.cmd.Process.Pid {
		t.Fatalf("serverPID = %d, %v; child pid %d", pid, err, s.cmd.Process.Pid)
	}
	// Snapshots are off: no dump.rdb appears on stop.
	dir := s.Dir()
	if err := s.Stop(); err != nil {
		t.Fatalf("Stop: %v", err)
	}
	if err := s.Stop(); err != nil {
		t.Fatalf("second Stop: %v", err)
	}
	if _, err := net.Dial("tcp", s.Addr()); err == nil {
		t.Fatalf("%s still accepts connections after Stop", s.Addr())
	}
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("temporary data dir %s not removed: %v", dir, err)
	}
}

func TestAppendOnlyPersistsAcrossRestart(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nested", "redis") // created by Start
	ctx := context.Background()

	s := startT(t, Options{Dir: dir, AppendOnly: true})
	if err := client(t, s.Addr(), 0).Set(ctx, "k", "v", 0).Err(); err != nil {
		t.Fatalf("SET: %v", err)
	}
	if err := s.Stop(); err != nil {
		t.Fatalf("Stop: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "redis.log")); err != nil {
		t.Fatalf("log file: %v", err)
	}

	s2 := startT(t, Options{Dir: dir, AppendOnly: true})
	got, err := client(t, s2.Addr(), 0).Get(ctx, "k").Result()
	if err != nil || got != "v" {
		t.Fatalf("after restart GET k = %q, %v; want v", got, err)
	}
	if err := s2.Stop(); err != nil {
		t.Fatalf("Stop: %v", err)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("caller's data dir must survive Stop: %v", err)
	}
}

func TestDatabases(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name      string
		databases int
		db        int
		wantErr   bool
	}{
		{"default has 16", 0, 15, false},
		{"default lacks 16", 0, 16, true},
		{"256 has 255", 256, 255, false},
		{"4 lacks 4", 4, 4, true},
	}
	servers := map[int]*Server{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := servers[tt.databases]
			if s == nil {
				s = startT(t, Options{Databases: tt.databases})
				servers[tt.databases] = s
			}
			err := client(t, s.Addr(), tt.db).Ping(ctx).Err()
			if (err != nil) != tt.wantErr {
				t.Fatalf("PING on db %d: err = %v, wantErr %v", tt.db, err, tt.wantErr)
			}
		})
	}
	for _, s := range servers {
		s.Stop()
	}
}

func TestExplicitPort(t *testing.T) {
	port, err := freePort("127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	s := startT(t, Options{Port: port})
	if want := "127.0.0.1:" + strconv.Itoa(port); s.Addr() != want {
		t.Fatalf("Addr = %q, want %q", s.Addr(), want)
	}
}

func TestStartErrors(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	busyPort := busy.Addr().(*net.TCPAddr).Port

	// A stand-in for redis-server that logs and exits, to check the error
	// carries the log tail.
	failing := filepath.Join(t.TempDir(), "failing-redis")
	script := `#!/bin/sh
while [ $# -gt 0 ]; do
  if [ "$1" = "--logfile" ]; then echo "# Fatal: simulated startup failure" >> "$2"; fi
  shift
done
exit 1
`
	if err := os.WriteFile(failing, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name string
		o    Options
		want string
	}{
		{"port taken by someone else", Options{Port: busyPort}, "is not free"},
		{"missing binary", Options{Bin: "/nonexistent/redis-server"}, "not found"},
		{"server exits at startup", Options{Bin: failing}, "simulated startup failure"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Start(context.Background(), tt.o)
			if err == nil {
				s.Stop()
				t.Fatalf("Start succeeded, want error containing %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %q does not contain %q", err, tt.want)
			}
		})
	}
}

func TestStartCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s, err := Start(ctx, Options{})
	if err == nil {
		s.Stop()
		t.Fatal("Start with a cancelled context succeeded")
	}
	if !strings.Contains(err.Error(), "cancelled") {
		t.Fatalf("error %q does not mention cancellation", err)
	}
}
