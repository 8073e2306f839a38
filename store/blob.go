package store

import (
	"context"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/assayhq/assay"
)

// Blobs stores uploaded files. Keys are team-scoped by the caller
// ("teams/<team>/jobs/<job>/<n>").
type Blobs interface {
	// Put stores size bytes read from r under key, replacing any previous
	// content. A reader that yields a different number of bytes is an error
	// and leaves the previous content in place. size -1 means unknown.
	Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) error
	// Get opens the content of key. A missing key is an *assay.Error with
	// Code assay.ENOTFOUND. The caller closes the reader.
	Get(ctx context.Context, key string) (io.ReadCloser, error)
	// Delete removes key. Deleting a missing key is not an error.
	Delete(ctx context.Context, key string) error
	// Ping checks that the storage is reachable and usable.
	Ping(ctx context.Context) error
}

var (
	_ Blobs = (*LocalBlobs)(nil)
	_ Blobs = (*S3Blobs)(nil)
)

// blobMaxKeyLen is S3's limit on key length, applied to both backends so a
// key that works locally also works on S3.
const blobMaxKeyLen = 1024

// blobCheckKey accepts slash-separated relative keys whose segments are
// neither empty nor "." or "..", so a key can never name a path outside the
// storage root and means the same thing on every backend.
func blobCheckKey(key string) error {
	bad := func(why string) error {
		return assay.Errorf(assay.EINVALID, "Invalid storage key: %s.", why)
	}
	switch {
	case key == "":
		return bad("empty")
	case len(key) > blobMaxKeyLen:
		return bad("longer than 1024 bytes")
	case !utf8.ValidString(key):
		return bad("not UTF-8")
	case strings.ContainsAny(key, "\\\x00"):
		return bad("contains a backslash or NUL")
	}
	for _, seg := range strings.Split(key, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return bad("empty, '.' or '..' path segment")
		}
	}
	return nil
}

func blobNotFound() error {
	return assay.Errorf(assay.ENOTFOUND, "File not found.")
}

// blobCtxReader stops a long copy once ctx is done.
type blobCtxReader struct {
	ctx context.Context
	r   io.Reader
}

func (r blobCtxReader) Read(p []byte) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}
