package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/smithy-go"
)

// S3Config selects an S3 bucket. Endpoint and static keys are for MinIO and
// other S3-compatible servers; on AWS leave them empty and the default
// credential chain (environment, shared config, IAM role) applies.
type S3Config struct {
	Endpoint        string // e.g. http://127.0.0.1:9000; empty means AWS S3
	Region          string // empty: from the AWS config, else us-east-1
	Bucket          string
	AccessKeyID     string
	SecretAccessKey string
	UsePathStyle    bool // MinIO needs path-style addressing
	CreateBucket    bool // create the bucket if missing (dev and tests)
	// Timeout bounds each call, retries included, and for Get the reading
	// of the body, so a hung storage fails a request instead of holding
	// it; 0 means DefaultS3Timeout.
	Timeout time.Duration
}

// DefaultS3Timeout is the bound on one storage call when none is set.
const DefaultS3Timeout = 30 * time.Second

// S3Blobs keeps blobs as objects in one S3 bucket.
type S3Blobs struct {
	client  *s3.Client
	bucket  string
	region  string
	timeout time.Duration
}

// call returns ctx bounded by the call timeout.
func (b *S3Blobs) call(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, b.timeout)
}

// bodyCloser ends a Get's deadline when its body is closed.
type bodyCloser struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (c bodyCloser) Close() error {
	err := c.ReadCloser.Close()
	c.cancel()
	return err
}

// s3MemSpoolLimit is the largest body buffered in memory when the reader
// cannot seek; larger bodies are spooled to a temporary file. The SDK needs
// a seekable body to sign the payload and compute its checksum over plain
// HTTP (MinIO in dev and tests).
const s3MemSpoolLimit = 16 << 20

// NewS3Blobs connects to the bucket, creating it first when c.CreateBucket
// is set.
func NewS3Blobs(ctx context.Context, c S3Config) (*S3Blobs, error) {
	if c.Bucket == "" {
		return nil, errors.New("s3 blobs: bucket is empty")
	}
	if (c.AccessKeyID == "") != (c.SecretAccessKey == "") {
		return nil, errors.New("s3 blobs: set both access key id and secret access key, or neither")
	}
	var opts []func(*config.LoadOptions) error
	if c.Region != "" {
		opts = append(opts, config.WithRegion(c.Region))
	}
	if c.AccessKeyID != "" {
		opts = append(opts, config.WithCredentialsProvider(
			credentials.NewStaticCredentialsProvider(c.AccessKeyID, c.SecretAccessKey, "")))
	}
	cfg, err := config.LoadDefaultConfig(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("s3 blobs: load AWS config: %w", err)
	}
	if cfg.Region == "" {
		cfg.Region = "us-east-1"
	}
	client := s3.NewFromConfig(cfg, func(o *s3.Options) {
		if c.Endpoint != "" {
			o.BaseEndpoint = aws.String(c.Endpoint)
		}
		o.UsePathStyle = c.UsePathStyle
	})
	b := &S3Blobs{client: client, bucket: c.Bucket, region: cfg.Region, timeout: c.Timeout}
	if b.timeout <= 0 {
		b.timeout = DefaultS3Timeout
	}
	if c.CreateBucket {
		if err := b.s3EnsureBucket(ctx); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// Bucket is the bucket name.
func (b *S3Blobs) Bucket() string { return b.bucket }

func (b *S3Blobs) s3EnsureBucket(ctx context.Context) error {
	ctx, cancel := b.call(ctx)
	defer cancel()
	_, err := b.client.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: aws.String(b.bucket)})
	if err == nil {
		return nil
	}
	if !s3BucketMissing(err) {
		return fmt.Errorf("s3 blobs: check bucket %s: %w", b.bucket, err)
	}
	in := &s3.CreateBucketInput{Bucket: aws.String(b.bucket)}
	// us-east-1 is the one region that rejects an explicit location.
	if b.region != "us-east-1" {
		in.CreateBucketConfiguration = &types.CreateBucketConfiguration{
			LocationConstraint: types.BucketLocationConstraint(b.region),
		}
	}
	if _, err := b.client.CreateBucket(ctx, in); err != nil {
		var owned *types.BucketAlreadyOwnedByYou
		if errors.As(err, &owned) {
			return nil // created concurrently by another instance of ours
		}
		return fmt.Errorf("s3 blobs: create bucket %s: %w", b.bucket, err)
	}
	return nil
}

// Put uploads the blob in one PutObject request (uploads are at most a few
// MB). Non-seekable readers are buffered first; see s3MemSpoolLimit.
func (b *S3Blobs) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error {
	if err := blobCheckKey(key); err != nil {
		return err
	}
	body, n, cleanup, err := s3Body(ctx, r, size)
	if err != nil {
		return fmt.Errorf("s3 blobs: put %s: %w", key, err)
	}
	defer cleanup()
	ctx, cancel := b.call(ctx)
	defer cancel()
	in := &s3.PutObjectInput{
		Bucket:        aws.String(b.bucket),
		Key:           aws.String(key),
		Body:          body,
		ContentLength: aws.Int64(n),
	}
	if contentType != "" {
		in.ContentType = aws.String(contentType)
	}
	if _, err := b.client.PutObject(ctx, in); err != nil {
		return fmt.Errorf("s3 blobs: put %s: %w", key, err)
	}
	return nil
}

// s3Body returns a seekable body holding exactly the bytes of r, checking
// them against size when size >= 0.
func s3Body(ctx context.Context, r io.Reader, size int64) (io.ReadSeeker, int64, func(), error) {
	noop := func() {}
	if rs, ok := r.(io.ReadSeeker); ok {
		cur, err := rs.Seek(0, io.SeekCurrent)
		if err == nil {
			end, err := rs.Seek(0, io.SeekEnd)
			if err == nil {
				if _, err := rs.Seek(cur, io.SeekStart); err != nil {
					return nil, 0, noop, err
				}
				n := end - cur
				if size >= 0 && n != size {
					return nil, 0, noop, fmt.Errorf("body has %d bytes, want %d", n, size)
				}
				return io.NewSectionReader(s3ReaderAt{rs}, cur, n), n, noop, nil
			}
		}
		// Not really seekable (e.g. a pipe behind *os.File): copy it.
	}
	r = blobCtxReader{ctx, r}
	if size >= 0 && size <= s3MemSpoolLimit {
		buf := make([]byte, size)
		if _, err := io.ReadFull(r, buf); err != nil {
			return nil, 0, noop, fmt.Errorf("body shorter than %d bytes: %w", size, err)
		}
		if extra, _ := r.Read(make([]byte, 1)); extra > 0 {
			return nil, 0, noop, fmt.Errorf("body longer than %d bytes", size)
		}
		return bytes.NewReader(buf), size, noop, nil
	}
	f, err := os.CreateTemp("", "assay-s3-put-*")
	if err != nil {
		return nil, 0, noop, err
	}
	cleanup := func() {
		f.Close()
		os.Remove(f.Name())
	}
	n, err := io.Copy(f, r)
	if err == nil && size >= 0 && n != size {
		err = fmt.Errorf("body has %d bytes, want %d", n, size)
	}
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err != nil {
		cleanup()
		return nil, 0, noop, err
	}
	return f, n, cleanup, nil
}

// s3ReaderAt adapts a ReadSeeker for io.SectionReader, so the SDK can seek
// within exactly the caller's remaining bytes. Not safe for concurrent
// ReadAt, which the SDK does not do on a single request body.
type s3ReaderAt struct{ rs io.ReadSeeker }

func (a s3ReaderAt) ReadAt(p []byte, off int64) (int, error) {
	if _, err := a.rs.Seek(off, io.SeekStart); err != nil {
		return 0, err
	}
	return io.ReadFull(a.rs, p)
}

// Get opens the object's body.
func (b *S3Blobs) Get(ctx context.Context, key string) (io.ReadCloser, error) {
	if err := blobCheckKey(key); err != nil {
		return nil, err
	}
	ctx, cancel := b.call(ctx)
	out, err := b.client.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(b.bucket), Key: aws.String(key)})
	if s3KeyMissing(err) {
		cancel()
		return nil, blobNotFound()
	} else if err != nil {
		cancel()
		return nil, fmt.Errorf("s3 blobs: get %s: %w", key, err)
	}
	return bodyCloser{out.Body, cancel}, nil
}

// Delete removes the object; S3 treats a missing key as deleted.
func (b *S3Blobs) Delete(ctx context.Context, key string) error {
	if err := blobCheckKey(key); err != nil {
		return err
	}
	ctx, cancel := b.call(ctx)
	defer cancel()
	if _, err := b.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: aws.String(b.bucket), Key: aws.String(key)}); err != nil {
		return fmt.Errorf("s3 blobs: delete %s: %w", key, err)
	}
	return nil
}

// Ping checks that the bucket exists and the credentials can reach it.
func (b *S3Blobs) Ping(ctx context.Context) error {
	ctx, cancel := b.call(ctx)
	defer cancel()
	if _, err := b.client.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: aws.String(b.bucket)}); err != nil {
		return fmt.Errorf("s3 blobs: bucket %s: %w", b.bucket, err)
	}
	return nil
}

// s3KeyMissing matches a missing object, not a missing bucket: that is a
// configuration error and must not pass for "file not found".
func s3KeyMissing(err error) bool {
	var noKey *types.NoSuchKey
	return errors.As(err, &noKey) || s3ErrorCode(err) == "NoSuchKey"
}

// s3BucketMissing matches HeadBucket's bodiless 404 ("NotFound") and
// NoSuchBucket.
func s3BucketMissing(err error) bool {
	var notFound *types.NotFound
	var noBucket *types.NoSuchBucket
	if errors.As(err, &notFound) || errors.As(err, &noBucket) {
		return true
	}
	code := s3ErrorCode(err)
	return code == "NotFound" || code == "NoSuchBucket"
}

func s3ErrorCode(err error) string {
	var api smithy.APIError
	if errors.As(err, &api) {
		return api.ErrorCode()
	}
	return ""
}
