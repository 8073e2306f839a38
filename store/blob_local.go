package store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/assayhq/assay"
)

// LocalBlobs keeps blobs as files under a directory: for development and
// single-machine deployments. Writes are atomic (temp file, fsync, rename),
// so a reader never sees a partial file.
type LocalBlobs struct {
	dir string
}

// localTempPrefix marks in-progress writes; blobCheckKey cannot stop a key
// from using it, but Get refuses such names so half-written files are never
// served.
const localTempPrefix = ".assay-tmp-"

// NewLocalBlobs stores blobs under dir, creating it if missing.
func NewLocalBlobs(dir string) (*LocalBlobs, error) {
	if dir == "" {
		return nil, errors.New("local blobs: directory is empty")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("local blobs: %w", err)
	}
	if err := os.MkdirAll(abs, 0o700); err != nil {
		return nil, fmt.Errorf("local blobs: %w", err)
	}
	return &LocalBlobs{dir: abs}, nil
}

// Dir is the absolute storage directory.
func (b *LocalBlobs) Dir() string { return b.dir }

// localPath maps key to a file path inside b.dir.
func (b *LocalBlobs) localPath(key string) (string, error) {
	if err := blobCheckKey(key); err != nil {
		return "", err
	}
	p := filepath.Join(b.dir, filepath.FromSlash(key))
	// blobCheckKey already rules out "..", this keeps it true if it changes.
	if rel, err := filepath.Rel(b.dir, p); err != nil || !filepath.IsLocal(rel) {
		return "", assay.Errorf(assay.EINVALID, "Invalid storage key: outside the storage directory.")
	}
	return p, nil
}

// Put writes the blob to a temporary file next to its final path, syncs it
// and renames it into place.
func (b *LocalBlobs) Put(ctx context.Context, key string, r io.Reader, size int64, contentType string) (err error) {
	p, err := b.localPath(key)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return fmt.Errorf("local blobs: put %s: %w", key, err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), localTempPrefix+"*")
	if err != nil {
		return fmt.Errorf("local blobs: put %s: %w", key, err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	n, err := io.Copy(f, blobCtxReader{ctx, r})
	if err != nil {
		return fmt.Errorf("local blobs: put %s: %w", key, err)
	}
	if size >= 0 && n != size {
		return fmt.Errorf("local blobs: put %s: read %d bytes, want %d", key, n, size)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("local blobs: put %s: %w", key, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("local blobs: put %s: %w", key, err)
	}
	if err := os.Rename(f.Name(), p); err != nil {
		return fmt.Errorf("local blobs: put %s: %w", key, err)
	}
	// The rename is durable only once the directory entry is on disk.
	if err := localSyncDir(filepath.Dir(p)); err != nil {
		return fmt.Errorf("local blobs: put %s: %w", key, err)
	}
	return nil
}

func localSyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// Get opens the blob's file.
func (b *LocalBlobs) Get(ctx context.Context, key string) (io.ReadCloser, error) {
	p, err := b.localPath(key)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if strings.HasPrefix(filepath.Base(p), localTempPrefix) {
		return nil, blobNotFound()
	}
	f, err := os.Open(p)
	if localMissing(err) {
		return nil, blobNotFound()
	} else if err != nil {
		return nil, fmt.Errorf("local blobs: get %s: %w", key, err)
	}
	// A directory is a key prefix, not a blob.
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("local blobs: get %s: %w", key, err)
		}
		return nil, blobNotFound()
	}
	return f, nil
}

// Delete removes the blob's file; a missing file is fine.
func (b *LocalBlobs) Delete(ctx context.Context, key string) error {
	p, err := b.localPath(key)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	fi, err := os.Lstat(p)
	if localMissing(err) || (err == nil && fi.IsDir()) {
		return nil
	} else if err != nil {
		return fmt.Errorf("local blobs: delete %s: %w", key, err)
	}
	if err := os.Remove(p); err != nil && !localMissing(err) {
		return fmt.Errorf("local blobs: delete %s: %w", key, err)
	}
	return nil
}

// Ping checks that the directory exists and takes new files.
func (b *LocalBlobs) Ping(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	fi, err := os.Stat(b.dir)
	if err != nil {
		return fmt.Errorf("local blobs: %w", err)
	}
	if !fi.IsDir() {
		return fmt.Errorf("local blobs: %s is not a directory", b.dir)
	}
	f, err := os.CreateTemp(b.dir, localTempPrefix+"ping-*")
	if err != nil {
		return fmt.Errorf("local blobs: %s is not writable: %w", b.dir, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// localMissing reports a path that does not exist, including one whose
// parent is a file (ENOTDIR).
func localMissing(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)
}
