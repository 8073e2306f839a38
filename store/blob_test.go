package store_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/assayhq/assay/store/storetest"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// store_test.go's TestMain (storetest.Main) stops the MinIO these tests start.

type blobBackend struct {
	name string
	open func(t *testing.T) store.Blobs
}

func blobBackends() []blobBackend {
	return []blobBackend{
		{"local", func(t *testing.T) store.Blobs {
			b, err := store.NewLocalBlobs(filepath.Join(t.TempDir(), "blobs"))
			if err != nil {
				t.Fatalf("store.NewLocalBlobs: %v", err)
			}
			return b
		}},
		{"s3", func(t *testing.T) store.Blobs { return blobTestS3(t, storetest.MinIO(t), false) }},
	}
}

func blobTestS3(t *testing.T, env storetest.S3Env, create bool) *store.S3Blobs {
	t.Helper()
	b, err := store.NewS3Blobs(context.Background(), store.S3Config{
		Endpoint:        env.Endpoint,
		Region:          env.Region,
		Bucket:          env.Bucket,
		AccessKeyID:     env.AccessKey,
		SecretAccessKey: env.SecretKey,
		UsePathStyle:    true,
		CreateBucket:    create,
	})
	if err != nil {
		t.Fatalf("store.NewS3Blobs: %v", err)
	}
	return b
}

// onlyReader hides any Seek method, like an HTTP request body.
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func blobRandom(t *testing.T, n int) []byte {
	t.Helper()
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return b
}

func blobPut(t *testing.T, b store.Blobs, key string, data []byte) {
	t.Helper()
	if err := b.Put(context.Background(), key, bytes.NewReader(data), int64(len(data)), "application/pdf"); err != nil {
		t.Fatalf("Put(%q): %v", key, err)
	}
}

func blobGet(t *testing.T, b store.Blobs, key string) []byte {
	t.Helper()
	rc, err := b.Get(context.Background(), key)
	if err != nil {
		t.Fatalf("Get(%q): %v", key, err)
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		t.Fatalf("read %q: %v", key, err)
	}
	return data
}

func blobWantCode(t *testing.T, err error, code string) {
	t.Helper()
	var ae *assay.Error
	if !errors.As(err, &ae) || ae.Code != code {
		t.Fatalf("err = %v, want *assay.Error with code %q", err, code)
	}
}

// TestBlobsContract runs the same behaviour checks against every backend.
func TestBlobsContract(t *testing.T) {
	ctx := context.Background()
	const key = "teams/team-1/jobs/job-1/0"
	tests := []struct {
		name string
		run  func(t *testing.T, b store.Blobs)
	}{
		{"put then get", func(t *testing.T, b store.Blobs) {
			data := []byte("%PDF-1.7 lab report bytes")
			blobPut(t, b, key, data)
			if got := blobGet(t, b, key); !bytes.Equal(got, data) {
				t.Fatalf("Get = %q, want %q", got, data)
			}
		}},
		{"empty object", func(t *testing.T, b store.Blobs) {
			blobPut(t, b, key, nil)
			if got := blobGet(t, b, key); len(got) != 0 {
				t.Fatalf("Get = %d bytes, want 0", len(got))
			}
		}},
		{"overwrite replaces content", func(t *testing.T, b store.Blobs) {
			blobPut(t, b, key, []byte("first version, longer than the second"))
			blobPut(t, b, key, []byte("second"))
			if got := blobGet(t, b, key); string(got) != "second" {
				t.Fatalf("Get = %q, want %q", got, "second")
			}
		}},
		{"missing key is ENOTFOUND", func(t *testing.T, b store.Blobs) {
			_, err := b.Get(ctx, "teams/team-1/jobs/nope/0")
			blobWantCode(t, err, assay.ENOTFOUND)
		}},
		{"key prefix is not a blob", func(t *testing.T, b store.Blobs) {
			blobPut(t, b, key, []byte("x"))
			_, err := b.Get(ctx, "teams/team-1/jobs/job-1")
			blobWantCode(t, err, assay.ENOTFOUND)
		}},
		{"delete removes, twice is fine", func(t *testing.T, b store.Blobs) {
			blobPut(t, b, key, []byte("to delete"))
			blobPut(t, b, key+"-other", []byte("keep"))
			for i := 0; i < 2; i++ {
				if err := b.Delete(ctx, key); err != nil {
					t.Fatalf("Delete #%d: %v", i+1, err)
				}
			}
			_, err := b.Get(ctx, key)
			blobWantCode(t, err, assay.ENOTFOUND)
			if got := blobGet(t, b, key+"-other"); string(got) != "keep" {
				t.Fatalf("other key = %q after delete, want keep", got)
			}
		}},
		{"delete missing key", func(t *testing.T, b store.Blobs) {
			if err := b.Delete(ctx, "teams/x/jobs/never/0"); err != nil {
				t.Fatalf("Delete of a missing key: %v", err)
			}
		}},
		{"large object from a non-seekable reader", func(t *testing.T, b store.Blobs) {
			data := blobRandom(t, 12<<20) // over the 10 MB upload limit
			if err := b.Put(ctx, key, onlyReader{bytes.NewReader(data)}, int64(len(data)), "image/png"); err != nil {
				t.Fatalf("Put: %v", err)
			}
			if got := blobGet(t, b, key); sha256.Sum256(got) != sha256.Sum256(data) {
				t.Fatalf("Get returned %d bytes that differ from the %d put", len(got), len(data))
			}
		}},
		{"unknown size from a non-seekable reader", func(t *testing.T, b store.Blobs) {
			data := blobRandom(t, 100<<10)
			if err := b.Put(ctx, key, onlyReader{bytes.NewReader(data)}, -1, ""); err != nil {
				t.Fatalf("Put: %v", err)
			}
			if got := blobGet(t, b, key); !bytes.Equal(got, data) {
				t.Fatalf("Get returned %d bytes, want the %d put", len(got), len(data))
			}
		}},
		{"seekable reader part-way through", func(t *testing.T, b store.Blobs) {
			r := bytes.NewReader([]byte("skip:payload"))
			if _, err := r.Seek(5, io.SeekStart); err != nil {
				t.Fatal(err)
			}
			if err := b.Put(ctx, key, r, 7, "text/plain"); err != nil {
				t.Fatalf("Put: %v", err)
			}
			if got := blobGet(t, b, key); string(got) != "payload" {
				t.Fatalf("Get = %q, want %q", got, "payload")
			}
		}},
		{"size mismatch fails and keeps the old content", func(t *testing.T, b store.Blobs) {
			blobPut(t, b, key, []byte("original"))
			for _, tc := range []struct {
				name string
				r    io.Reader
				size int64
			}{
				{"short seekable", bytes.NewReader([]byte("abc")), 10},
				{"long seekable", bytes.NewReader([]byte("abcdefghijkl")), 10},
				{"short stream", onlyReader{bytes.NewReader([]byte("abc"))}, 10},
				{"long stream", onlyReader{bytes.NewReader([]byte("abcdefghijkl"))}, 10},
			} {
				if err := b.Put(ctx, key, tc.r, tc.size, ""); err == nil {
					t.Fatalf("%s: Put succeeded", tc.name)
				}
			}
			if got := blobGet(t, b, key); string(got) != "original" {
				t.Fatalf("after failed puts Get = %q, want original", got)
			}
		}},
		{"invalid keys are rejected", func(t *testing.T, b store.Blobs) {
			for _, k := range []string{"", "/etc/passwd", "../escape", "teams/../../escape", "teams//x", "teams/x/", "./x", `teams\x`, "a\x00b", strings.Repeat("k", 1025)} {
				blobWantCode(t, b.Put(ctx, k, strings.NewReader("x"), 1, ""), assay.EINVALID)
				_, err := b.Get(ctx, k)
				blobWantCode(t, err, assay.EINVALID)
				blobWantCode(t, b.Delete(ctx, k), assay.EINVALID)
			}
		}},
		{"keys are independent", func(t *testing.T, b store.Blobs) {
			keys := []string{"teams/a/jobs/1/0", "teams/a/jobs/1/1", "teams/b/jobs/1/0", "teams/a/jobs/10/0", "ünïcode/ключ/0"}
			for _, k := range keys {
				blobPut(t, b, k, []byte("content of "+k))
			}
			for _, k := range keys {
				if got := blobGet(t, b, k); string(got) != "content of "+k {
					t.Fatalf("Get(%q) = %q", k, got)
				}
			}
		}},
		{"cancelled context", func(t *testing.T, b store.Blobs) {
			cctx, cancel := context.WithCancel(ctx)
			cancel()
			if err := b.Put(cctx, key, strings.NewReader("x"), 1, ""); err == nil {
				t.Fatal("Put with a cancelled context succeeded")
			}
			if _, err := b.Get(ctx, key); assay.ErrorCode(err) != assay.ENOTFOUND {
				t.Fatalf("cancelled Put left something behind: Get err = %v", err)
			}
		}},
		{"ping", func(t *testing.T, b store.Blobs) {
			if err := b.Ping(ctx); err != nil {
				t.Fatalf("Ping: %v", err)
			}
		}},
	}
	for _, be := range blobBackends() {
		t.Run(be.name, func(t *testing.T) {
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) { tt.run(t, be.open(t)) })
			}
		})
	}
}

func TestLocalBlobsFiles(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	dir := filepath.Join(root, "blobs")
	b, err := store.NewLocalBlobs(dir)
	if err != nil {
		t.Fatal(err)
	}
	blobPut(t, b, "teams/t/jobs/j/0", []byte("secret lab values"))

	fi, err := os.Stat(filepath.Join(dir, "teams", "t", "jobs", "j", "0"))
	if err != nil {
		t.Fatalf("blob file: %v", err)
	}
	if perm := fi.Mode().Perm(); perm != 0o600 {
		t.Fatalf("blob file mode %o, want 600 (patient data)", perm)
	}

	// A failed put leaves no temporary files behind.
	if err := b.Put(ctx, "teams/t/jobs/j/1", strings.NewReader("abc"), 99, ""); err == nil {
		t.Fatal("short Put succeeded")
	}
	entries, err := os.ReadDir(filepath.Join(dir, "teams", "t", "jobs", "j"))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 || entries[0].Name() != "0" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("job dir holds %v, want only [0]", names)
	}

	// Nothing is ever written outside the storage directory.
	outside, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(outside) != 1 {
		t.Fatalf("%s holds %d entries, want only blobs/", root, len(outside))
	}

	// In-progress temp files are never served.
	if _, err := b.Get(ctx, "teams/t/jobs/j/"+store.LocalTempPrefix+"123"); assay.ErrorCode(err) != assay.ENOTFOUND {
		t.Fatalf("Get of a temp name: err = %v, want ENOTFOUND", err)
	}

	// Ping notices a storage directory that went away.
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := b.Ping(ctx); err == nil {
		t.Fatal("Ping succeeded on a removed directory")
	}
	if _, err := store.NewLocalBlobs(""); err == nil {
		t.Fatal("store.NewLocalBlobs(\"\") succeeded")
	}
}

func TestS3BlobsBucketAndCredentials(t *testing.T) {
	ctx := context.Background()
	env := storetest.MinIO(t)

	// CreateBucket creates a missing bucket; without it Ping fails.
	missing := env
	missing.Bucket = env.Bucket + "-created"
	if err := blobTestS3(t, missing, false).Ping(ctx); err == nil {
		t.Fatal("Ping on a missing bucket succeeded")
	}
	created := blobTestS3(t, missing, true)
	if err := created.Ping(ctx); err != nil {
		t.Fatalf("Ping after CreateBucket: %v", err)
	}
	// Creating an existing bucket again is fine.
	blobTestS3(t, missing, true)

	// A missing bucket is a configuration error, not a missing file.
	gone := env
	gone.Bucket = env.Bucket + "-never"
	if _, err := blobTestS3(t, gone, false).Get(ctx, "teams/t/jobs/j/0"); err == nil || assay.ErrorCode(err) == assay.ENOTFOUND {
		t.Fatalf("Get on a missing bucket: err = %v, want a non-ENOTFOUND error", err)
	}

	// Content type is stored with the object.
	b := blobTestS3(t, env, false)
	if err := b.Put(ctx, "teams/t/jobs/j/0", strings.NewReader("png"), 3, "image/png"); err != nil {
		t.Fatal(err)
	}
	head, err := store.S3Client(b).HeadObject(ctx, &s3.HeadObjectInput{Bucket: aws.String(env.Bucket), Key: aws.String("teams/t/jobs/j/0")})
	if err != nil {
		t.Fatal(err)
	}
	if got := aws.ToString(head.ContentType); got != "image/png" {
		t.Fatalf("ContentType = %q, want image/png", got)
	}

	// Wrong credentials fail Ping.
	bad := env
	bad.SecretKey = "not-the-secret"
	if err := blobTestS3(t, bad, false).Ping(ctx); err == nil {
		t.Fatal("Ping with a wrong secret key succeeded")
	}

	for _, c := range []store.S3Config{
		{Region: "us-east-1"},
		{Bucket: "b", AccessKeyID: "only-the-id"},
	} {
		if _, err := store.NewS3Blobs(ctx, c); err == nil {
			t.Fatalf("store.NewS3Blobs(%+v) succeeded", c)
		}
	}
}

func TestBlobCheckKey(t *testing.T) {
	tests := []struct {
		key string
		ok  bool
	}{
		{"teams/t/jobs/j/0", true},
		{"a", true},
		{"a.b/c..d/...", true},
		{"", false},
		{"/a", false},
		{"a/", false},
		{"a//b", false},
		{".", false},
		{"..", false},
		{"a/./b", false},
		{"a/../b", false},
		{`a\b`, false},
		{"a\x00", false},
		{"\xff", false},
		{strings.Repeat("a", 1024), true},
		{strings.Repeat("a", 1025), false},
	}
	for _, tt := range tests {
		err := store.CheckBlobKey(tt.key)
		if (err == nil) != tt.ok {
			t.Errorf("blobCheckKey(%q) = %v, want ok=%v", tt.key, err, tt.ok)
		}
	}
}

// A storage that accepts connections and never answers (a hung or frozen
// server) fails each call within the timeout instead of holding it.
func TestS3CallsEndWithinTheTimeout(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var held []net.Conn
	var mu sync.Mutex
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c)
			mu.Unlock()
		}
	}()
	defer func() {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range held {
			c.Close()
		}
	}()
	const timeout = 300 * time.Millisecond
	b, err := store.NewS3Blobs(context.Background(), store.S3Config{
		Endpoint: "http://" + ln.Addr().String(), Region: "us-east-1", Bucket: "hung",
		AccessKeyID: "k", SecretAccessKey: "s", UsePathStyle: true, Timeout: timeout,
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	calls := map[string]func() error{
		"put":    func() error { return b.Put(ctx, "a/b", strings.NewReader("x"), 1, "text/plain") },
		"get":    func() error { _, err := b.Get(ctx, "a/b"); return err },
		"delete": func() error { return b.Delete(ctx, "a/b") },
		"ping":   func() error { return b.Ping(ctx) },
	}
	for name, call := range calls {
		start := time.Now()
		err := call()
		took := time.Since(start)
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s on a hung storage: %v, want a deadline error", name, err)
		}
		if took > timeout+2*time.Second {
			t.Errorf("%s took %v, want about %v", name, took, timeout)
		}
	}
}
