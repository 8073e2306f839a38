// Package storetest gives tests across the repo private, real backing
// services: one redis-server and one MinIO server per test binary, started
// lazily on free loopback ports and stopped by Main. Each Redis call hands
// out an empty database index nobody else in the process holds; each MinIO
// call creates a fresh bucket. Neither ever touches a server it did not start.
//
// Use it from a package's TestMain:
//
//	func TestMain(m *testing.M) { storetest.Main(m) }
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/localredis"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

// MinIOVersion is the github.com/minio/minio module version the Makefile
// builds; it names the cache directory the binary is looked up in.
const MinIOVersion = "v0.0.0-20260212201848-7aac2a2c5b7c"

// MinIOBinEnv names the environment variable `make test` sets to the MinIO
// binary.
const MinIOBinEnv = "ASSAY_TEST_MINIO_BIN"

// redisDatabases is the number of DB indexes: how many tests of one binary
// can hold a database at the same time.
const redisDatabases = 256

var (
	redisOnce   sync.Once
	redisServer *localredis.Server
	redisErr    error
	redisMu     sync.Mutex
	redisNextDB int   // next never-used index
	redisFreeDB []int // flushed indexes of finished tests

	minioOnce   sync.Once
	minioServer *minioProc
	minioErr    error
	minioNextID atomic.Int64
)

// Redis returns the address of this test binary's private redis-server and
// an empty database index that no other caller in the process holds, so the
// test may FLUSHDB it freely. When the test ends the index is flushed and
// handed out again, so a binary may call Redis any number of times as long
// as at most 256 tests hold one at once.
func Redis(t testing.TB) (addr string, db int) {
	t.Helper()
	redisOnce.Do(func() {
		var dir string
		if dir, redisErr = workDir("redis"); redisErr == nil {
			redisServer, redisErr = localredis.Start(context.Background(), localredis.Options{Dir: dir, Databases: redisDatabases})
		}
	})
	if redisErr != nil {
		t.Fatalf("storetest: cannot start a private redis-server (install the redis-server package, or run `make test`, which installs it): %v", redisErr)
	}
	db, ok := takeDB()
	if !ok {
		t.Fatalf("storetest: all %d Redis databases of this test binary are held by running tests", redisDatabases)
	}
	// Cleanups run last-in first-out: a test that calls Redis before
	// starting its workers has them stopped before the flush.
	t.Cleanup(func() { releaseDB(db) })
	return redisServer.Addr(), db
}

// Store returns a store.Store (key prefix "test:") on a private Redis
// database from Redis, and the asynq connection to the same database for
// tests that queue or run tasks. The client closes when the test ends.
func Store(t testing.TB) (*store.Store, asynq.RedisClientOpt) {
	t.Helper()
	addr, db := Redis(t)
	rdb := redis.NewClient(&redis.Options{Addr: addr, DB: db})
	t.Cleanup(func() { rdb.Close() })
	return store.New(rdb, "test:"), asynq.RedisClientOpt{Addr: addr, DB: db}
}

func takeDB() (int, bool) {
	redisMu.Lock()
	defer redisMu.Unlock()
	if n := len(redisFreeDB); n > 0 {
		db := redisFreeDB[n-1]
		redisFreeDB = redisFreeDB[:n-1]
		return db, true
	}
	if redisNextDB >= redisDatabases {
		return 0, false
	}
	redisNextDB++
	return redisNextDB - 1, true
}

// releaseDB empties db and makes it available again; a db that cannot be
// flushed is never reused.
func releaseDB(db int) {
	c := redis.NewClient(&redis.Options{Addr: redisServer.Addr(), DB: db})
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.FlushDB(ctx).Err(); err != nil {
		return
	}
	redisMu.Lock()
	defer redisMu.Unlock()
	redisFreeDB = append(redisFreeDB, db)
}

// S3Env describes a fresh bucket on this test binary's private MinIO.
type S3Env struct {
	Endpoint  string // http://127.0.0.1:port
	Region    string
	AccessKey string
	SecretKey string
	Bucket    string
}

// MinIO returns a fresh, empty bucket on this test binary's private MinIO
// server. It fails the test (never skips) when no MinIO binary is found.
func MinIO(t testing.TB) S3Env {
	t.Helper()
	minioOnce.Do(func() {
		var bin, dir string
		if bin, minioErr = MinIOBinary(); minioErr == nil {
			if dir, minioErr = workDir("minio"); minioErr == nil {
				minioServer, minioErr = startMinIO(context.Background(), bin, dir)
			}
		}
	})
	if minioErr != nil {
		t.Fatalf("storetest: %v", minioErr)
	}
	env := S3Env{
		Endpoint:  minioServer.endpoint,
		Region:    "us-east-1",
		AccessKey: minioServer.accessKey,
		SecretKey: minioServer.secretKey,
		Bucket:    fmt.Sprintf("test-%d-%s", minioNextID.Add(1), randomHex(4)),
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := newS3Client(env).CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(env.Bucket)}); err != nil {
		t.Fatalf("storetest: create bucket %s: %v", env.Bucket, err)
	}
	return env
}

// MinIOBinary finds the MinIO server binary: $ASSAY_TEST_MINIO_BIN, else the
// Makefile's cache path, else `minio` on PATH.
func MinIOBinary() (string, error) {
	if p := os.Getenv(MinIOBinEnv); p != "" {
		if err := checkExecutable(p); err != nil {
			return "", fmt.Errorf("%s=%s: %w (run `make test`, which builds MinIO)", MinIOBinEnv, p, err)
		}
		return p, nil
	}
	if p := MinIOCachePath(); p != "" && checkExecutable(p) == nil {
		return p, nil
	}
	if p, err := exec.LookPath("minio"); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("no MinIO server binary: %s is unset, %s does not exist and `minio` is not on PATH; run `make test`, which builds and caches MinIO %s",
		MinIOBinEnv, MinIOCachePath(), MinIOVersion)
}

// MinIOCachePath is where the Makefile caches the MinIO binary:
// ${XDG_CACHE_HOME:-$HOME/.cache}/assay/minio-<version>/minio.
func MinIOCachePath() string {
	base := os.Getenv("XDG_CACHE_HOME")
	if base == "" {
		home := os.Getenv("HOME")
		if home == "" {
			return ""
		}
		base = filepath.Join(home, ".cache")
	}
	return filepath.Join(base, "assay", "minio-"+MinIOVersion, "minio")
}

// Main runs the tests, then stops the servers this package started and
// exits with the tests' status. Call it from TestMain.
func Main(m *testing.M) {
	code := m.Run()
	if err := Stop(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		if code == 0 {
			code = 1
		}
	}
	os.Exit(code)
}

// Stop stops the servers started so far. Main calls it; tests need not.
func Stop() error {
	var errs []error
	if redisServer != nil {
		if err := redisServer.Stop(); err != nil {
			errs = append(errs, fmt.Errorf("storetest: stop redis: %w", err))
		}
	}
	if minioServer != nil {
		if err := minioServer.stop(); err != nil {
			errs = append(errs, fmt.Errorf("storetest: stop minio: %w", err))
		}
	}
	baseMu.Lock()
	defer baseMu.Unlock()
	if baseDir != "" {
		if err := os.RemoveAll(baseDir); err != nil {
			errs = append(errs, fmt.Errorf("storetest: %w", err))
		}
		baseDir = ""
	}
	return errors.Join(errs...)
}

// workDirPrefix names this package's temporary directories; the pid in the
// name lets a later run remove what a killed test binary left behind.
const workDirPrefix = "assay-storetest-"

var (
	baseMu  sync.Mutex
	baseDir string
)

// workDir returns a fresh directory for one server under this process's
// temporary directory, creating that on first use.
func workDir(name string) (string, error) {
	baseMu.Lock()
	defer baseMu.Unlock()
	if baseDir == "" {
		removeStaleWorkDirs()
		d, err := os.MkdirTemp("", workDirPrefix+strconv.Itoa(os.Getpid())+"-")
		if err != nil {
			return "", err
		}
		baseDir = d
	}
	return os.MkdirTemp(baseDir, name+"-")
}

// removeStaleWorkDirs deletes the directories of test binaries that died
// without running Main (their servers died with them, via Pdeathsig).
func removeStaleWorkDirs() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), workDirPrefix+"*"))
	for _, d := range dirs {
		rest := strings.TrimPrefix(filepath.Base(d), workDirPrefix)
		pidStr, _, ok := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidStr)
		if !ok || err != nil || pid <= 0 || pid == os.Getpid() {
			continue
		}
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			os.RemoveAll(d)
		}
	}
}

func newS3Client(env S3Env) *s3.Client {
	return s3.New(s3.Options{
		Region:       env.Region,
		BaseEndpoint: aws.String(env.Endpoint),
		UsePathStyle: true,
		Credentials:  credentials.NewStaticCredentialsProvider(env.AccessKey, env.SecretKey, ""),
	})
}

type minioProc struct {
	cmd       *exec.Cmd
	dir       string
	endpoint  string
	accessKey string
	secretKey string
	exited    chan struct{}
	waitErr   error
	stopOnce  sync.Once
	stopErr   error
}

const (
	minioStartTimeout = 90 * time.Second
	minioStopTimeout  = 15 * time.Second
)

func startMinIO(ctx context.Context, bin, dir string) (*minioProc, error) {
	var lastErr error
	// A free port can be taken before MinIO binds it; retry that case.
	for attempt := 0; attempt < 3; attempt++ {
		p, err := startMinIOOnce(ctx, bin, dir)
		if err == nil {
			return p, nil
		}
		lastErr = err
		if !strings.Contains(err.Error(), "address already in use") {
			break
		}
	}
	os.RemoveAll(dir)
	return nil, lastErr
}

func startMinIOOnce(ctx context.Context, bin, dir string) (*minioProc, error) {
	apiPort, err := freePort()
	if err != nil {
		return nil, err
	}
	consolePort, err := freePort()
	if err != nil {
		return nil, err
	}
	dataDir := filepath.Join(dir, "data")
	logPath := filepath.Join(dir, "minio.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logFile.Close()

	p := &minioProc{
		dir:       dir,
		endpoint:  "http://127.0.0.1:" + strconv.Itoa(apiPort),
		accessKey: "test" + randomHex(8),
		secretKey: randomHex(20),
		exited:    make(chan struct{}),
	}
	cmd := exec.Command(bin, "server",
		"--address", "127.0.0.1:"+strconv.Itoa(apiPort),
		"--console-address", "127.0.0.1:"+strconv.Itoa(consolePort),
		"--certs-dir", filepath.Join(dir, "certs"),
		"--quiet",
		dataDir)
	cmd.Env = append(os.Environ(),
		"MINIO_ROOT_USER="+p.accessKey,
		"MINIO_ROOT_PASSWORD="+p.secretKey,
		"MINIO_BROWSER=off",
		"MINIO_UPDATE=off",
		"MINIO_CALLHOME_ENABLE=off",
		// Keep MinIO's own config out of the developer's home directory.
		"HOME="+dir,
	)
	cmd.Dir = dir
	cmd.Stdout = logFile
	cmd.Stderr = logFile
	cmd.SysProcAttr = sysProcAttr()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	p.cmd = cmd
	go func() {
		p.waitErr = cmd.Wait()
		close(p.exited)
	}()

	fail := func(reason string) (*minioProc, error) {
		_ = signalGroup(cmd.Process.Pid, syscall.SIGKILL)
		<-p.exited
		return nil, fmt.Errorf("minio on %s %s; log tail:\n%s", p.endpoint, reason, fileTail(logPath, 20))
	}

	ready := p.endpoint + "/minio/health/ready"
	hc := &http.Client{Timeout: 2 * time.Second}
	deadline := time.NewTimer(minioStartTimeout)
	defer deadline.Stop()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-p.exited:
			return fail(fmt.Sprintf("exited before it was ready (%v)", p.waitErr))
		case <-ctx.Done():
			return fail(ctx.Err().Error())
		case <-deadline.C:
			return fail(fmt.Sprintf("not ready within %s", minioStartTimeout))
		case <-tick.C:
			resp, err := hc.Get(ready)
			if err != nil {
				continue
			}
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return p, nil
			}
		}
	}
}

func (p *minioProc) stop() error {
	p.stopOnce.Do(func() {
		select {
		case <-p.exited:
		default:
			_ = signalGroup(p.cmd.Process.Pid, syscall.SIGTERM)
			select {
			case <-p.exited:
			case <-time.After(minioStopTimeout):
				_ = signalGroup(p.cmd.Process.Pid, syscall.SIGKILL)
				<-p.exited
			}
		}
		p.stopErr = os.RemoveAll(p.dir)
	})
	return p.stopErr
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("pick a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func checkExecutable(p string) error {
	fi, err := os.Stat(p)
	if err != nil {
		return err
	}
	if fi.IsDir() || fi.Mode()&0o111 == 0 {
		return fmt.Errorf("%s is not an executable file", p)
	}
	return nil
}

func fileTail(path string, n int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "(no log: " + err.Error() + ")"
	}
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return hex.EncodeToString(b)
}
