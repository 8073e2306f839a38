package parser

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"strings"
	"time"

	"github.com/ledongthuc/pdf"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// Lab portals encrypt their reports with an owner password only: the file
// opens without a password, and the encryption just sets permission bits.
// ledongthuc/pdf opens few of them (RC4 and AES-128, revisions 2-4, not
// AES-256's V=5 with R=5 or R=6) and reads RC4 keys shorter than 128 bits
// wrong, so every encrypted file is decrypted by pdfcpu with the empty user
// password, and read from the plain bytes.

// decryptTimeout bounds pdfcpu's reading and writing of one file: a 10 MB
// report is decrypted in well under a second.
const decryptTimeout = 20 * time.Second

// errNotEncrypted says that pdfcpu found no encryption in the file: the
// reader's own error stands.
var errNotEncrypted = errors.New("parser: the PDF is not encrypted")

// The failures of a PDF pdfcpu finds encrypted and cannot decrypt.
const (
	passwordDetail    = "the PDF is protected by a password"
	unsupportedDetail = "the PDF's encryption is not supported"
)

// openPDF opens a PDF with ledongthuc/pdf, and returns the bytes it reads
// from: data itself for a plain file, data decrypted for an encrypted one
// (pdftoppm must render those too). A file ledongthuc/pdf opens itself is
// read as before when pdfcpu cannot decrypt it; one neither can open fails
// as invalid input, a password-protected one saying so.
func openPDF(ctx context.Context, data []byte) (*pdf.Reader, []byte, error) {
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	switch {
	case err == nil && r.Trailer().Key("Encrypt").IsNull():
		return r, data, nil
	case err != nil && !encryptionError(err) && !bytes.Contains(data, []byte("/Encrypt")):
		// the trailer or cross-reference stream dictionary that names
		// the encryption is never compressed
		return nil, nil, invalidInput("the PDF cannot be read")
	}
	plain, derr := decryptPDF(ctx, budgetOf(ctx).lim, data)
	if derr == nil {
		if pr, perr := pdf.NewReader(bytes.NewReader(plain), int64(len(plain))); perr == nil {
			return pr, plain, nil
		}
		derr = invalidInput("the PDF cannot be read")
	}
	var f *Failure
	switch {
	case ctx.Err() != nil:
		return nil, nil, ctx.Err()
	case err == nil:
		return r, data, nil
	case errors.Is(derr, errNotEncrypted):
	case encryptionError(err) || errors.As(derr, &f) && (f.Detail == passwordDetail || f.Detail == unsupportedDetail):
		return nil, nil, derr
	}
	return nil, nil, invalidInput("the PDF cannot be read")
}

// encryptionError says whether ledongthuc/pdf failed to open a file because
// of its encryption: an unsupported revision or filter, a password it could
// not verify, or an encryption dictionary it found malformed.
func encryptionError(err error) bool {
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "encrypt") || strings.Contains(s, "password") || strings.Contains(s, "id in trailer")
}

// decryptPDF returns data decrypted with the empty user password, as a PDF
// ledongthuc/pdf and pdftoppm read: a PDF that needs a password to open is
// invalid input, and so is one pdfcpu cannot read or that panics it. It
// returns errNotEncrypted for a file without encryption. pdfcpu decodes no
// more than the object and cross-reference streams (see decryptConfig), and
// the output is held to a few times the input's size.
func decryptPDF(ctx context.Context, lim Limits, data []byte) (plain []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			plain, err = nil, invalidInput("the PDF is malformed")
		}
	}()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	lim = lim.withDefaults()
	dctx, cancel := context.WithTimeout(ctx, decryptTimeout)
	defer cancel()
	pc, err := pdfcpu.ReadWithContext(dctx, bytes.NewReader(data), decryptConfig(lim, data))
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case dctx.Err() != nil:
		return nil, invalidInput("the PDF could not be decrypted within %s", decryptTimeout)
	case errors.Is(err, pdfcpu.ErrWrongPassword):
		return nil, invalidInput(passwordDetail)
	case errors.Is(err, pdfcpu.ErrNotEncrypted):
		return nil, errNotEncrypted
	case errors.Is(err, pdfcpu.ErrUnsupportedEncryptionFeature):
		return nil, invalidInput(unsupportedDetail)
	case err != nil:
		return nil, invalidInput("the PDF cannot be read")
	}
	// a decrypted PDF grows where objects leave their compressed object
	// streams, and strings may be written in hex
	out := &boundedBuffer{max: 3*len(data) + objStmBudget + 1<<20}
	pc.Write.Writer = bufio.NewWriter(out)
	if err := pdfcpu.WriteContext(pc); err != nil {
		if out.over {
			return nil, invalidInput("the PDF grows too large when decrypted")
		}
		return nil, invalidInput("the PDF cannot be read")
	}
	if err := pc.Write.Flush(); err != nil {
		return nil, invalidInput("the PDF grows too large when decrypted")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	plain = out.buf.Bytes()
	// pdfcpu writes a PDF 2.0 file as such; ledongthuc/pdf opens only
	// %PDF-1.x, and reads nothing of 2.0 that 1.7 lacks
	if v := []byte("%PDF-2.0"); bytes.HasPrefix(plain, v) {
		copy(plain, "%PDF-1.7")
	}
	return plain, nil
}

// objStmBudget bounds the decoded bytes of all the object streams of one
// file together: pdfcpu decodes every one of them (ledongthuc/pdf only
// those a page needs), and a 10 MB file holds thousands of flate bombs.
const objStmBudget = 128 << 20

// decryptConfig is pdfcpu's configuration for decrypting data, made here
// rather than by model.NewDefaultConfiguration, which writes a config
// directory under the user's home: a relaxed reader, no optimization, a
// classic cross-reference table without object streams (what every reader
// takes), and resource limits from the job's. Each stream pdfcpu decodes
// (object and cross-reference streams) gets an equal share of objStmBudget
// among all the streams the file can hold: every one is introduced by the
// keyword "stream", which no encoding hides.
func decryptConfig(lim Limits, data []byte) *model.Configuration {
	perStream := min(lim.MaxStreamBytes, objStmBudget/int64(max(1, bytes.Count(data, []byte("stream")))))
	rl := model.DefaultResourceLimits()
	rl.MaxStreamBytes = lim.MaxStreamBytes
	rl.MaxDecodeBytes = perStream
	rl.MaxImageBytes = lim.MaxStreamBytes
	rl.MaxImagePixels = lim.MaxImagePixels
	rl.MaxObjectCount = 500_000
	rl.MaxXRefEntries = 500_000
	rl.MaxObjectStreamCount = 100_000
	rl.MaxRecursionDepth = 64
	return &model.Configuration{
		Cmd:            model.DECRYPT,
		Reader15:       true,
		ValidationMode: model.ValidationRelaxed,
		Eol:            types.EolLF,
		Offline:        true,
		Limits:         rl,
	}
}
