package desk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	_ "image/jpeg" // page sizes of uploaded photos
	_ "image/png"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/assayhq/assay"
	"github.com/assayhq/assay/store"
	"github.com/go-chi/chi/v5"
)

// renderDPI is the resolution PDF pages are shown at.
const renderDPI = 120

// fileMeta describes the pages of one uploaded file as the desk shows them.
// It is cached next to the file in blob storage.
type fileMeta struct {
	PDF   bool       `json:"pdf"`
	DPI   int        `json:"dpi,omitempty"`
	Pages []pageSize `json:"pages"`
}

type pageSize struct {
	W int `json:"w"`
	H int `json:"h"`
}

func metaKey(f assay.JobFile) string { return f.Key + ".desk-pages.json" }
func pageKey(f assay.JobFile, page int) string {
	return f.Key + ".desk-p" + strconv.Itoa(page) + ".png"
}

func isPDF(f assay.JobFile) bool { return f.ContentType == "application/pdf" }

// pageRenderer renders each file once, even when requests race for it.
type pageRenderer struct {
	mu    sync.Mutex
	locks map[string]*sync.Mutex
}

func (p *pageRenderer) lock(key string) func() {
	p.mu.Lock()
	if p.locks == nil {
		p.locks = map[string]*sync.Mutex{}
	}
	l, ok := p.locks[key]
	if !ok {
		l = &sync.Mutex{}
		p.locks[key] = l
	}
	p.mu.Unlock()
	l.Lock()
	return func() {
		l.Unlock()
		p.mu.Lock()
		delete(p.locks, key)
		p.mu.Unlock()
	}
}

// meta returns the page sizes of a file, rendering a PDF's pages to PNG with
// pdftoppm the first time and caching them in blob storage.
func (d *Desk) meta(ctx context.Context, job *assay.ParsingJob, i int) (*fileMeta, error) {
	f := job.Files[i]
	var m fileMeta
	if err := readJSONBlob(ctx, d.Blobs, metaKey(f), &m); err == nil {
		return &m, nil
	} else if assay.ErrorCode(err) != assay.ENOTFOUND {
		return nil, err
	}
	unlock := d.pages.lock(f.Key)
	defer unlock()
	if err := readJSONBlob(ctx, d.Blobs, metaKey(f), &m); err == nil {
		return &m, nil // rendered while we waited
	}
	data, err := d.upload(ctx, job, i)
	if err != nil {
		return nil, err
	}
	if isPDF(f) {
		m = fileMeta{PDF: true, DPI: renderDPI}
		pages, err := renderPDF(ctx, data)
		if err != nil {
			return nil, err
		}
		for i, png := range pages {
			cfg, _, err := image.DecodeConfig(bytes.NewReader(png))
			if err != nil {
				return nil, fmt.Errorf("rendered page %d: %w", i+1, err)
			}
			if err := d.Blobs.Put(ctx, pageKey(f, i+1), bytes.NewReader(png), int64(len(png)), "image/png"); err != nil {
				return nil, err
			}
			m.Pages = append(m.Pages, pageSize{cfg.Width, cfg.Height})
		}
	} else {
		cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("image size: %w", err)
		}
		m = fileMeta{Pages: []pageSize{{cfg.Width, cfg.Height}}}
	}
	b, _ := json.Marshal(m)
	// The index goes last: its presence means every page is stored.
	if err := d.Blobs.Put(ctx, metaKey(f), bytes.NewReader(b), int64(len(b)), "application/json"); err != nil {
		return nil, err
	}
	return &m, nil
}

// filePages counts the pages of a file, cheaply.
func (d *Desk) filePages(ctx context.Context, job *assay.ParsingJob, i int) (int, error) {
	f := job.Files[i]
	if !isPDF(f) {
		return 1, nil
	}
	var m fileMeta
	if err := readJSONBlob(ctx, d.Blobs, metaKey(f), &m); err == nil {
		return len(m.Pages), nil
	}
	data, err := d.upload(ctx, job, i)
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "pdfinfo", "-")
	cmd.Stdin = bytes.NewReader(data)
	out, err := cmd.Output()
	if err != nil {
		return 0, fmt.Errorf("pdfinfo: %w", err)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "Pages:"); ok {
			return strconv.Atoi(strings.TrimSpace(v))
		}
	}
	return 0, fmt.Errorf("pdfinfo printed no page count")
}

// renderPDF renders every page of a PDF to PNG at renderDPI.
func renderPDF(ctx context.Context, data []byte) ([][]byte, error) {
	dir, err := os.MkdirTemp("", "assay-desk-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "in.pdf")
	if err := os.WriteFile(in, data, 0o600); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "pdftoppm", "-r", strconv.Itoa(renderDPI), "-png", in, filepath.Join(dir, "p"))
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("pdftoppm: %w: %.200s", err, stderr.String())
	}
	names, _ := filepath.Glob(filepath.Join(dir, "p-*.png"))
	// pdftoppm zero-pads page numbers to the width of the last one.
	sort.Strings(names)
	var out [][]byte
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("pdftoppm rendered no page")
	}
	return out, nil
}

// upload reads an uploaded file of a job through the job service.
func (d *Desk) upload(ctx context.Context, job *assay.ParsingJob, i int) ([]byte, error) {
	_, rc, err := d.Jobs.OpenFile(ctx, job.TeamID, job.ID, i)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(io.LimitReader(rc, 64<<20))
}

func readBlob(ctx context.Context, b store.Blobs, key string) ([]byte, error) {
	rc, err := b.Get(ctx, key)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(io.LimitReader(rc, 64<<20))
}

func readJSONBlob(ctx context.Context, b store.Blobs, key string, v any) error {
	data, err := readBlob(ctx, b, key)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, v)
}

// pageImage serves one page: a rendered PNG for a PDF, the upload itself
// for an image.
func (d *Desk) pageImage(w http.ResponseWriter, r *http.Request) {
	job, err := d.teamJob(r)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	fi, err1 := strconv.Atoi(chi.URLParam(r, "file"))
	pg, err2 := strconv.Atoi(chi.URLParam(r, "page"))
	if err1 != nil || err2 != nil || fi < 0 || fi >= len(job.Files) || pg < 1 {
		d.fail(w, r, assay.Errorf(assay.ENOTFOUND, "No such page."))
		return
	}
	f := job.Files[fi]
	m, err := d.meta(r.Context(), job, fi)
	if err != nil {
		d.fail(w, r, err)
		return
	}
	if pg > len(m.Pages) {
		d.fail(w, r, assay.Errorf(assay.ENOTFOUND, "No such page."))
		return
	}
	ctype := f.ContentType
	var data []byte
	if m.PDF {
		ctype = "image/png"
		data, err = readBlob(r.Context(), d.Blobs, pageKey(f, pg))
	} else {
		data, err = d.upload(r.Context(), job, fi)
	}
	if err != nil {
		d.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", "private, max-age=3600")
	_, _ = w.Write(data)
}
