package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/redis/go-redis/v9"
)

func TestMain(m *testing.M) { Main(m) }

func TestRedisHandsOutDistinctDatabases(t *testing.T) {
	const calls = 20
	Redis(t) // start the server on the test goroutine, where Fatal is allowed
	var (
		mu    sync.Mutex
		addrs = map[string]bool{}
		dbs   = map[int]bool{}
		wg    sync.WaitGroup
	)
	for i := 0; i < calls; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			addr, db := Redis(t)
			mu.Lock()
			defer mu.Unlock()
			addrs[addr] = true
			if dbs[db] {
				t.Errorf("db %d handed out twice", db)
			}
			dbs[db] = true
		}()
	}
	wg.Wait()
	if len(addrs) != 1 {
		t.Fatalf("got %d servers %v, want one per test binary", len(addrs), addrs)
	}
	for addr := range addrs {
		host, port, _ := net.SplitHostPort(addr)
		if host != "127.0.0.1" || port == "6379" {
			t.Fatalf("addr %s: want a private loopback server, not the default port", addr)
		}
	}
	for db := range dbs {
		if db < 0 || db >= redisDatabases {
			t.Fatalf("db %d outside 0..%d", db, redisDatabases-1)
		}
	}
}

// More tests than databases run fine: each finished test's database is
// flushed and handed out again.
func TestRedisDatabasesAreRecycled(t *testing.T) {
	ctx := context.Background()
	seen := map[int]bool{}
	for i := 0; i < redisDatabases+50; i++ {
		t.Run("", func(t *testing.T) {
			addr, db := Redis(t)
			seen[db] = true
			c := redis.NewClient(&redis.Options{Addr: addr, DB: db})
			defer c.Close()
			if n, err := c.DBSize(ctx).Result(); err != nil || n != 0 {
				t.Fatalf("db %d handed out with %d keys (err %v), want empty", db, n, err)
			}
			if err := c.Set(ctx, "left-behind", i, 0).Err(); err != nil {
				t.Fatal(err)
			}
		})
	}
	if len(seen) > 2 {
		t.Errorf("sequential tests used %d databases, want them reused", len(seen))
	}
}

// fakeTB records Fatalf and Cleanup so exhaustion can be observed.
type fakeTB struct {
	testing.TB
	mu       sync.Mutex
	fatal    string
	cleanups []func()
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Fatalf(format string, args ...any) {
	f.mu.Lock()
	f.fatal = fmt.Sprintf(format, args...)
	f.mu.Unlock()
	runtime.Goexit()
}
func (f *fakeTB) Cleanup(fn func()) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.cleanups = append(f.cleanups, fn)
}

func TestRedisExhaustionFailsLoudly(t *testing.T) {
	Redis(t) // server started
	holder := &fakeTB{TB: t}
	defer func() {
		for _, fn := range holder.cleanups {
			fn()
		}
	}()
	call := func(tb *fakeTB) {
		done := make(chan struct{})
		go func() { defer close(done); Redis(tb) }()
		<-done
	}
	for holder.fatal == "" && len(holder.cleanups) <= redisDatabases {
		call(holder)
	}
	if !strings.Contains(holder.fatal, "held by running tests") {
		t.Fatalf("after %d databases: fatal = %q, want an exhaustion failure", len(holder.cleanups), holder.fatal)
	}
}

func TestRedisDatabasesAreIsolated(t *testing.T) {
	ctx := context.Background()
	addr, dbA := Redis(t)
	_, dbB := Redis(t)
	a := redis.NewClient(&redis.Options{Addr: addr, DB: dbA})
	b := redis.NewClient(&redis.Options{Addr: addr, DB: dbB})
	defer a.Close()
	defer b.Close()

	if err := a.Set(ctx, "only-in-a", "1", 0).Err(); err != nil {
		t.Fatal(err)
	}
	if err := b.FlushDB(ctx).Err(); err != nil {
		t.Fatal(err)
	}
	if got, err := a.Get(ctx, "only-in-a").Result(); err != nil || got != "1" {
		t.Fatalf("FLUSHDB of db %d touched db %d: GET = %q, %v", dbB, dbA, got, err)
	}
	if n, err := b.Exists(ctx, "only-in-a").Result(); err != nil || n != 0 {
		t.Fatalf("key of db %d visible in db %d (n=%d, err=%v)", dbA, dbB, n, err)
	}
}

func TestRedisServerIsOurChild(t *testing.T) {
	Redis(t)
	if ppid := parentPID(t, redisServer.Pid()); ppid != os.Getpid() {
		t.Fatalf("redis-server pid %d has parent %d, want this test binary %d", redisServer.Pid(), ppid, os.Getpid())
	}
}

func TestMinIOFreshBuckets(t *testing.T) {
	ctx := context.Background()
	e1 := MinIO(t)
	e2 := MinIO(t)
	if e1.Bucket == e2.Bucket {
		t.Fatalf("both calls got bucket %q", e1.Bucket)
	}
	if e1.Endpoint != e2.Endpoint || !strings.HasPrefix(e1.Endpoint, "http://127.0.0.1:") {
		t.Fatalf("endpoints %q, %q: want one private loopback server", e1.Endpoint, e2.Endpoint)
	}
	if ppid := parentPID(t, minioServer.cmd.Process.Pid); ppid != os.Getpid() {
		t.Fatalf("minio has parent %d, want this test binary %d", ppid, os.Getpid())
	}

	c := newS3Client(e1)
	body := []byte("hello from storetest")
	if _, err := c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(e1.Bucket), Key: aws.String("a/b"), Body: bytes.NewReader(body)}); err != nil {
		t.Fatalf("PutObject: %v", err)
	}
	out, err := c.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(e1.Bucket), Key: aws.String("a/b")})
	if err != nil {
		t.Fatalf("GetObject: %v", err)
	}
	got, _ := io.ReadAll(out.Body)
	out.Body.Close()
	if !bytes.Equal(got, body) {
		t.Fatalf("GetObject = %q, want %q", got, body)
	}
	list, err := c.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(e2.Bucket)})
	if err != nil {
		t.Fatalf("ListObjectsV2: %v", err)
	}
	if len(list.Contents) != 0 {
		t.Fatalf("fresh bucket %s has %d objects", e2.Bucket, len(list.Contents))
	}

	// Wrong credentials are refused: the server is not open to anyone.
	bad := e1
	bad.SecretKey = "wrong-secret-key"
	if _, err := newS3Client(bad).ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(e1.Bucket)}); err == nil {
		t.Fatal("ListObjectsV2 with a wrong secret key succeeded")
	}
}

func TestMinIOBinaryLookup(t *testing.T) {
	dir := t.TempDir()
	exe := func(path string) string {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		return path
	}
	envBin := exe(filepath.Join(dir, "env", "minio"))
	xdg := filepath.Join(dir, "xdg")
	cached := exe(filepath.Join(xdg, "assay", "minio-"+MinIOVersion, "minio"))
	pathBin := exe(filepath.Join(dir, "path", "minio"))
	notExec := filepath.Join(dir, "notexec")
	if err := os.WriteFile(notExec, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()

	tests := []struct {
		name    string
		envBin  string
		xdg     string
		path    string
		want    string
		wantErr string
	}{
		{"env var wins", envBin, xdg, filepath.Dir(pathBin), envBin, ""},
		{"env var must exist", filepath.Join(dir, "missing"), xdg, filepath.Dir(pathBin), "", "make test"},
		{"env var must be executable", notExec, xdg, filepath.Dir(pathBin), "", "not an executable"},
		{"cache before PATH", "", xdg, filepath.Dir(pathBin), cached, ""},
		{"PATH last", "", empty, filepath.Dir(pathBin), pathBin, ""},
		{"none found", "", empty, empty, "", "run `make test`"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(MinIOBinEnv, tt.envBin)
			t.Setenv("XDG_CACHE_HOME", tt.xdg)
			t.Setenv("PATH", tt.path)
			got, err := MinIOBinary()
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("MinIOBinary() = %q, %v; want error containing %q", got, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("MinIOBinary() = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

// The Makefile builds MinIO into the cache path; both must name the same
// version or tests would look for a binary that is never built.
func TestMinIOVersionMatchesMakefile(t *testing.T) {
	mk, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	want := "MINIO_VERSION := " + MinIOVersion
	for _, line := range strings.Split(string(mk), "\n") {
		if strings.HasPrefix(line, "MINIO_VERSION ") {
			if strings.Join(strings.Fields(line), " ") != want {
				t.Fatalf("Makefile has %q, storetest.MinIOVersion is %q", line, MinIOVersion)
			}
			return
		}
	}
	t.Fatal("Makefile does not set MINIO_VERSION")
}

func TestMinIOCachePathDefaultsToHome(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", "")
	t.Setenv("HOME", "/home/someone")
	want := "/home/someone/.cache/assay/minio-" + MinIOVersion + "/minio"
	if got := MinIOCachePath(); got != want {
		t.Fatalf("MinIOCachePath() = %q, want %q", got, want)
	}
}

// parentPID reads the parent of pid from /proc.
func parentPID(t *testing.T, pid int) int {
	t.Helper()
	st, err := readStat(pid)
	if err != nil {
		t.Fatalf("read /proc/%d/stat: %v", pid, err)
	}
	return st.ppid
}

type procStat struct {
	state byte
	ppid  int
}

func readStat(pid int) (procStat, error) {
	b, err := os.ReadFile(filepath.Join("/proc", itoa(pid), "stat"))
	if err != nil {
		return procStat{}, err
	}
	// The command name is in parentheses and may contain spaces.
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return procStat{}, errors.New("malformed stat")
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 2 {
		return procStat{}, errors.New("malformed stat")
	}
	return procStat{state: f[0][0], ppid: atoi(f[1])}, nil
}
