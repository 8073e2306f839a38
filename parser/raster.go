package parser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"syscall"
)

// rasterDPI is the resolution image-only PDF pages are rendered at for OCR,
// unless the page is too large for it (see budget.rasterDPIFor).
const rasterDPI = 300

// recognizeRaster OCRs a page rendered by pdftoppm at dpi.
func (p *OCRPool) recognizeRaster(ctx context.Context, data []byte, dpi int) (*page, error) {
	g, err := decodePGM(data)
	if err != nil {
		return nil, invalidInput("a page of the PDF cannot be rendered")
	}
	return p.recognizeGray(ctx, g, dpi, firstReading)
}

// errRasterTooLarge stops pdftoppm when it writes more than the page's
// expected size.
var errRasterTooLarge = errors.New("pdftoppm output exceeds the page's size")

// boundedBuffer is a buffer that refuses to grow past max. (Not an
// embedded bytes.Buffer: io.Copy would use its ReadFrom and bypass Write.)
type boundedBuffer struct {
	buf  bytes.Buffer
	max  int
	over bool
}

func (b *boundedBuffer) Write(p []byte) (int, error) {
	if b.buf.Len()+len(p) > b.max {
		b.over = true
		return 0, errRasterTooLarge
	}
	return b.buf.Write(p)
}

// rasterizePage renders one w×h pt PDF page to a grayscale PGM with
// pdftoppm at dpi. The child runs under prlimit with an address-space and
// CPU limit and a wall-clock timeout, and its output is read only up to the
// page's expected size, so a page whose drawing or embedded images are
// larger than its dictionaries say cannot take the worker's memory.
func rasterizePage(ctx context.Context, lim Limits, data []byte, num int, w, h float64, dpi int) ([]byte, error) {
	lim = lim.withDefaults()
	n := strconv.Itoa(num)
	args := []string{
		"--as=" + strconv.FormatInt(lim.RasterMemory, 10),
		"--cpu=" + strconv.Itoa(int(max(1, lim.RasterCPU.Seconds()))),
		"--", "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", "-f", n, "-l", n, "-",
	}
	rctx, cancel := context.WithTimeout(ctx, lim.RasterTimeout)
	defer cancel()
	cmd := exec.CommandContext(rctx, "prlimit", args...)
	cmd.Stdin = bytes.NewReader(data)
	// Rotation may swap the sides; the byte count is the same.
	stdout := &boundedBuffer{max: rasterSide(w, dpi)*rasterSide(h, dpi) + 64}
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = stdout, &stderr
	err := cmd.Run()
	switch {
	case err == nil && bytes.Contains(stderr.Bytes(), []byte("Out of memory")):
		// poppler falls back to a 1×1 page and exits 0
		return nil, overLimit(LimitRasterMemory, "page %d could not be rendered within %d MB", num, lim.RasterMemory>>20)
	case err == nil && stdout.buf.Len() > 0:
		return stdout.buf.Bytes(), nil
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case rctx.Err() != nil:
		return nil, overLimit(LimitRasterTime, "page %d could not be rendered within %s", num, lim.RasterTimeout)
	case stdout.over: // pdftoppm then dies of SIGPIPE
		return nil, overLimit(LimitRasterPixels, "page %d renders larger than its MediaBox says", num)
	}
	for _, bin := range []string{"prlimit", "pdftoppm"} {
		if _, lookErr := exec.LookPath(bin); lookErr != nil {
			return nil, fmt.Errorf("parser: %s is not installed: %w", bin, lookErr)
		}
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && ws.Signaled() && (ws.Signal() == syscall.SIGXCPU || ws.Signal() == syscall.SIGKILL) {
			return nil, overLimit(LimitRasterTime, "page %d could not be rendered within %s of CPU time", num, lim.RasterCPU)
		}
		if ws, ok := exit.Sys().(syscall.WaitStatus); ok && (ws.Signaled() || bytes.Contains(stderr.Bytes(), []byte("alloc"))) {
			// out of address space: bad_alloc aborts, or a failed
			// allocation crashes
			return nil, overLimit(LimitRasterMemory, "page %d could not be rendered within %d MB", num, lim.RasterMemory>>20)
		}
	}
	return nil, invalidInput("page %d of the PDF cannot be rendered", num)
}
