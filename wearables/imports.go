package wearables

import (
	"bufio"
	"context"
	"errors"
	"io"
	"os"
	"strings"

	"github.com/assayhq/assay"
	"github.com/google/uuid"
)

// MaxImportBytes is the largest import file (100 MB).
const MaxImportBytes = assay.MaxImportBytes

func importKey(teamID, userID, id string) string {
	return "teams/" + teamID + "/users/" + userID + "/wearables/imports/" + id
}

// CreateImport stores a device or export file of a team's user and queues
// its reading. The format comes from the file's bytes, never its name; the
// source from the file, or from provider when given. A file over
// MaxImportBytes is ETOOLARGE.
func (s *Service) CreateImport(ctx context.Context, teamID, userID, fileName, provider string, r io.Reader) (*assay.Import, error) {
	if s.Queue == nil {
		return nil, errors.New("wearables: no import queue")
	}
	if provider != "" {
		if _, ok := LookupProvider(provider); !ok {
			return nil, assay.Invalid("Unknown provider; GET /v2/providers lists them.", "body", "provider")
		}
	}
	if _, err := s.Store.FindUser(ctx, teamID, userID); err != nil {
		return nil, err
	}
	br := bufio.NewReaderSize(r, 4096)
	head, _ := br.Peek(4096)
	format, ok := Sniff(head)
	if !ok {
		return nil, assay.Invalid("The file is not a FIT, GPX or TCX activity nor an Apple Health export (export.zip or export.xml).", "body", "file")
	}
	now := s.now()
	im := &assay.Import{ID: uuid.NewString(), TeamID: teamID, UserID: userID, Status: assay.ImportPending,
		Format: format, Provider: provider, FileName: cleanName(fileName), CreatedAt: now, UpdatedAt: now}
	key := importKey(teamID, userID, im.ID)
	if err := s.Store.AddUserBlob(ctx, userID, key); err != nil {
		return nil, err
	}
	cr := &countingReader{r: io.LimitReader(br, MaxImportBytes+1)}
	if err := s.Blobs.Put(ctx, key, cr, -1, "application/octet-stream"); err != nil {
		return nil, err
	}
	if cr.n > MaxImportBytes {
		_ = s.Blobs.Delete(ctx, key)
		return nil, assay.Errorf(assay.ETOOLARGE, "The file is larger than 100 MB.")
	}
	im.Size = cr.n
	if err := s.Store.CreateImport(ctx, im); err != nil {
		return nil, err
	}
	if err := s.Queue.EnqueueImport(ctx, im); err != nil {
		return nil, err
	}
	return im, nil
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

func cleanName(n string) string {
	n = strings.TrimSpace(n)
	if i := strings.LastIndexAny(n, `/\`); i >= 0 {
		n = n[i+1:]
	}
	if len(n) > 255 {
		n = n[:255]
	}
	return n
}

// FindImport returns an import of a team's user.
func (s *Service) FindImport(ctx context.Context, teamID, userID, id string) (*assay.Import, error) {
	im, err := s.Store.FindImport(ctx, teamID, id)
	if err == nil && im.UserID != userID {
		return nil, assay.Errorf(assay.ENOTFOUND, "Import not found.")
	}
	return im, err
}

// ErrBadFile reports whether err is input that cannot be read: the import
// failed for good and must not be retried.
func ErrBadFile(err error) bool { return errors.Is(err, errBadFile) }

// RunImport reads an import's file into the user's data. A file that cannot
// be read fails the import with its reason and returns an error that
// ErrBadFile recognises; storage errors leave the import started, to be
// retried.
func (s *Service) RunImport(ctx context.Context, id string) (*assay.Import, error) {
	im, err := s.Store.FindImport(ctx, "", id)
	if err != nil {
		return nil, err
	}
	if im.Status == assay.ImportCompleted || im.Status == assay.ImportFailed {
		return im, nil
	}
	if im, err = s.Store.UpdateImport(ctx, id, func(im *assay.Import) error {
		im.Status, im.Workouts, im.Samples, im.Activities = assay.ImportStarted, 0, 0, 0
		return nil
	}); err != nil {
		return nil, err
	}
	k := &importSink{s: s, im: im, origins: map[string]*origin{}}
	err = s.readImport(ctx, im, k)
	if err != nil && !ErrBadFile(err) {
		return nil, err
	}
	if errors.Is(err, errUnknownUser) {
		err = badFile("the user was deleted")
	}
	return s.Store.UpdateImport(ctx, id, func(x *assay.Import) error {
		x.Workouts, x.Samples, x.Activities = k.workouts, k.samplesN, k.activitiesN
		if err != nil {
			reason := err.Error()
			x.Status, x.FailureReason = assay.ImportFailed, &reason
			return nil
		}
		x.Status = assay.ImportCompleted
		return nil
	})
}

var errUnknownUser = errors.New("unknown user")

func (s *Service) readImport(ctx context.Context, im *assay.Import, k *importSink) error {
	rc, err := s.Blobs.Get(ctx, importKey(im.TeamID, im.UserID, im.ID))
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return badFile("the uploaded file is no longer in storage")
	} else if err != nil {
		return err
	}
	defer rc.Close()
	var w *fileWorkout
	switch im.Format {
	case FormatFIT:
		w, err = decodeFIT(rc)
	case FormatGPX:
		w, err = decodeGPX(rc)
	case FormatTCX:
		w, err = decodeTCX(rc)
	case FormatAppleHealth:
		return decodeAppleXML(ctx, rc, nil, k)
	case FormatAppleZip:
		// zip needs random access: spool to a temporary file, not memory.
		f, err := os.CreateTemp("", "assay-import-*.zip")
		if err != nil {
			return err
		}
		defer os.Remove(f.Name())
		defer f.Close()
		n, err := io.Copy(f, rc)
		if err != nil {
			return err
		}
		return decodeAppleZip(ctx, f, n, k)
	default:
		return badFile("unknown format %q", im.Format)
	}
	if err != nil {
		return err
	}
	return k.workout(ctx, w)
}

// importSink stores what a file holds under the sources it names (or the
// import's provider) and counts it.
type importSink struct {
	s                               *Service
	im                              *assay.Import
	origins                         map[string]*origin
	workouts, samplesN, activitiesN int
}

func (k *importSink) origin(ctx context.Context, provider string) (*origin, error) {
	if k.im.Provider != "" {
		provider = k.im.Provider
	}
	if o, ok := k.origins[provider]; ok {
		return o, nil
	}
	o, err := k.s.resolve(ctx, k.im.TeamID, k.im.UserID, provider, "")
	if assay.ErrorCode(err) == assay.ENOTFOUND {
		return nil, errors.Join(errBadFile, errUnknownUser)
	} else if err != nil {
		return nil, err
	}
	k.origins[provider] = o
	return o, nil
}

func (k *importSink) workout(ctx context.Context, w *fileWorkout) error {
	if err := checkWorkout(0, &w.WorkoutInput); err != nil {
		return badFile("%s", assay.ErrorMessage(err))
	}
	o, err := k.origin(ctx, w.Provider)
	if err != nil {
		return err
	}
	if _, err := k.s.putWorkout(ctx, o, w.WorkoutInput); err != nil {
		return err
	}
	k.workouts++
	return nil
}

func (k *importSink) samples(ctx context.Context, resource string, ss []assay.Sample) error {
	o, err := k.origin(ctx, "apple_health_kit")
	if err != nil {
		return err
	}
	if _, err := k.s.storeSamples(ctx, o, resource, ss); err != nil {
		return err
	}
	k.samplesN += len(ss)
	return nil
}

func (k *importSink) activities(ctx context.Context, as []assay.Activity) error {
	o, err := k.origin(ctx, "apple_health_kit")
	if err != nil {
		return err
	}
	for _, a := range as {
		if _, err := k.s.putActivity(ctx, o, a); err != nil {
			return err
		}
		k.activitiesN++
	}
	return nil
}
