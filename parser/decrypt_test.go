package parser

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/ledongthuc/pdf"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/assayhq/assay"
)

// encryptedVariant is one way a lab portal encrypts a report.
type encryptedVariant struct {
	name   string
	aes    bool
	bits   int
	pdf20  bool   // mark the input PDF 2.0: pdfcpu then writes AES-256 as R6
	vr     string // the /V and /R the file ends with
	native bool   // ledongthuc/pdf opens it itself, without pdfcpu
	cf16   bool   // the crypt filter's /Length in bytes (16), as ledongthuc/pdf wants it
}

// encryptedVariants cover every revision of the standard security handler.
// pdfcpu writes RC4-128 as V4/R4 with an RC4 crypt filter; the same file
// key and U hold for V2/R3, so that revision is made by rewriting /V and /R.
// ledongthuc/pdf opens R2 but decrypts it wrong (its object keys are never
// cut to the 40-bit key's 10 bytes).
var encryptedVariants = []encryptedVariant{
	{name: "rc4-40-R2", bits: 40, vr: "1/2", native: true},
	{name: "rc4-128-R3", bits: 128, vr: "2/3", native: true},
	{name: "rc4-128-V4-R4", bits: 128, vr: "4/4"},
	{name: "aes-128-R4", aes: true, bits: 128, vr: "4/4"},
	{name: "aes-128-R4-cf16", aes: true, bits: 128, vr: "4/4", native: true, cf16: true},
	{name: "aes-256-R5", aes: true, bits: 256, vr: "5/5"},
	{name: "aes-256-R6", aes: true, bits: 256, pdf20: true, vr: "5/6"},
}

// variant returns the encrypted variant named name.
func variant(name string) encryptedVariant {
	for _, v := range encryptedVariants {
		if v.name == name {
			return v
		}
	}
	panic("no encrypted variant " + name)
}

// encryptPDF encrypts data as v does, with the given passwords, the way
// pdfcpu's own encrypt command does (object and xref streams).
func encryptPDF(t testing.TB, data []byte, v encryptedVariant, userPW, ownerPW string) []byte {
	t.Helper()
	if v.pdf20 {
		if !bytes.HasPrefix(data, []byte("%PDF-1.")) {
			t.Fatalf("%s: input starts %q", v.name, data[:8])
		}
		data = append([]byte("%PDF-2.0"), data[8:]...)
	}
	conf := decryptConfig(DefaultLimits, data)
	conf.Cmd = model.ENCRYPT
	conf.UserPW, conf.OwnerPW = userPW, ownerPW
	conf.EncryptUsingAES, conf.EncryptKeyLength = v.aes, v.bits
	conf.Permissions = model.PermissionsPrint
	conf.WriteObjectStream, conf.WriteXRefStream = true, true
	var out bytes.Buffer
	if err := api.Encrypt(bytes.NewReader(data), &out, conf); err != nil {
		t.Fatalf("%s: encrypt: %v", v.name, err)
	}
	enc := out.Bytes()
	if v.vr == "2/3" {
		enc = setEncryptEntry(t, setEncryptEntry(t, enc, "V", "4", "2"), "R", "4", "3")
	}
	if v.cf16 {
		cf := []byte("/AESV2/Length 128")
		if bytes.Count(enc, cf) != 1 {
			t.Fatalf("%s: no crypt filter length to rewrite", v.name)
		}
		enc = bytes.Replace(enc, cf, []byte("/AESV2/Length  16"), 1)
	}
	if vr := encryptVR(enc); vr != v.vr {
		t.Fatalf("%s: encryption V/R %q, want %s", v.name, vr, v.vr)
	}
	return enc
}

// encryptEntry finds an integer entry of the encryption dictionary.
func encryptEntry(key string) *regexp.Regexp { return regexp.MustCompile(`/` + key + ` (\d+)\b`) }

// encryptDict returns the span of a file's encryption dictionary, which
// pdfcpu writes as a plain object on one line.
func encryptDict(data []byte) (start, end int) {
	i := bytes.Index(data, []byte("/Filter/Standard"))
	if i < 0 {
		return 0, 0
	}
	start = bytes.LastIndex(data[:i], []byte("obj"))
	end = i + bytes.Index(data[i:], []byte("endobj"))
	if start < 0 || end < i {
		return 0, 0
	}
	return start, end
}

// encryptVR is "V/R" of a file's encryption dictionary.
func encryptVR(data []byte) string {
	start, end := encryptDict(data)
	d := data[start:end]
	v, r := encryptEntry("V").FindSubmatch(d), encryptEntry("R").FindSubmatch(d)
	if v == nil || r == nil {
		return ""
	}
	return string(v[1]) + "/" + string(r[1])
}

// setEncryptEntry rewrites the integer entry key of the encryption
// dictionary from old to new, of the same length.
func setEncryptEntry(t testing.TB, data []byte, key, old, new string) []byte {
	t.Helper()
	start, end := encryptDict(data)
	d := data[start:end]
	m := encryptEntry(key).FindSubmatchIndex(d)
	if m == nil || string(d[m[2]:m[3]]) != old || len(old) != len(new) {
		t.Fatalf("no /%s %s to rewrite in %q", key, old, d)
	}
	out := bytes.Clone(data)
	copy(out[start+m[2]:], new)
	return out
}

// TestEncryptedPDFsParse parses a report encrypted with an owner password
// only, in every revision: each is read from the bytes pdfcpu decrypted,
// also where ledongthuc/pdf opens it itself, to the same report as the
// plain file.
func TestEncryptedPDFsParse(t *testing.T) {
	plain := samplePDF(t)
	want, err := parseOne(t, &Parser{}, plain)
	if err != nil {
		t.Fatal(err)
	}
	checkSampleRows(t, want, "pt", false)
	for _, v := range encryptedVariants {
		t.Run(v.name, func(t *testing.T) {
			data := encryptPDF(t, plain, v, "", "owner-secret")
			if bytes.Contains(data, []byte("Glucose")) {
				t.Fatal("the encrypted file holds its text in the clear")
			}
			_, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
			if v.native != (err == nil) {
				t.Fatalf("ledongthuc/pdf opens it: %v, want %v (%v)", err == nil, v.native, err)
			}
			if err != nil && !v.pdf20 && !encryptionError(err) {
				t.Fatalf("ledongthuc/pdf's error %q is not taken for an encryption error", err)
			}
			_, read, err := readPDFPages(context.Background(), data)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(read, []byte("/Encrypt")) {
				t.Error("the pages were read from the encrypted bytes")
			}
			got, err := parseOne(t, &Parser{}, data)
			if err != nil {
				t.Fatal(err)
			}
			checkSampleRows(t, got, "pt", false)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("the encrypted file reads differently:\n got %+v\nwant %+v", got, want)
			}
		})
	}
}

// TestDecryptPDF decrypts every variant with pdfcpu, also those
// ledongthuc/pdf opens itself: the output has no encryption, opens, and
// has the plain file's text.
func TestDecryptPDF(t *testing.T) {
	plain := samplePDF(t)
	wantText := pdfPlainText(t, plain)
	if !strings.Contains(wantText, "Cholesterol") {
		t.Fatalf("plain text %q", wantText)
	}
	for _, v := range encryptedVariants {
		t.Run(v.name, func(t *testing.T) {
			out, err := decryptPDF(context.Background(), DefaultLimits, encryptPDF(t, plain, v, "", "owner-secret"))
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(out, []byte("/Encrypt")) {
				t.Error("the decrypted file has an /Encrypt entry")
			}
			if !bytes.HasPrefix(out, []byte("%PDF-1.")) {
				t.Errorf("the decrypted file starts %q", out[:min(len(out), 8)])
			}
			if got := pdfPlainText(t, out); got != wantText {
				t.Errorf("decrypted text %q, want %q", got, wantText)
			}
		})
	}
	if _, err := decryptPDF(context.Background(), DefaultLimits, plain); !errors.Is(err, errNotEncrypted) {
		t.Errorf("a plain file: %v, want errNotEncrypted", err)
	}
}

// pdfPlainText is the text of page 1 as ledongthuc/pdf reads it.
func pdfPlainText(t *testing.T, data []byte) string {
	t.Helper()
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.Page(1).GetPlainText(nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkInvalid asserts that err is invalid input with detail.
func checkInvalid(t *testing.T, err error, detail string) {
	t.Helper()
	var f *Failure
	if !errors.As(err, &f) || f.Reason != assay.FailureInvalidInput || f.Detail != detail {
		t.Fatalf("got %v, want invalid_input %q", err, detail)
	}
}

// TestPasswordProtectedPDF: a report that needs a password to open fails
// as invalid input saying so, in every revision.
func TestPasswordProtectedPDF(t *testing.T) {
	plain := samplePDF(t)
	for _, v := range encryptedVariants {
		t.Run(v.name, func(t *testing.T) {
			data := encryptPDF(t, plain, v, "user-secret", "owner-secret")
			_, err := parseOne(t, &Parser{}, data)
			checkInvalid(t, err, "the PDF is protected by a password")
		})
	}
}

// TestPlainPDFNotRewritten: a file without encryption is read from the
// caller's bytes, never a copy, and one pdfcpu cannot read either fails as
// before.
func TestPlainPDFNotRewritten(t *testing.T) {
	data := samplePDF(t)
	_, read, err := readPDFPages(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	if &read[0] != &data[0] || len(read) != len(data) {
		t.Error("the PDF was read from other bytes than the caller's")
	}
	// a PDF 2.0 header ledongthuc/pdf refuses, without encryption
	v20 := append([]byte("%PDF-2.0"), data[8:]...)
	_, err = parseOne(t, &Parser{}, v20)
	checkInvalid(t, err, "the PDF cannot be read")
	_, err = parseOne(t, &Parser{}, append(v20, "% /Encrypt\n"...))
	checkInvalid(t, err, "the PDF cannot be read")
}

// TestEncryptedImageOnlyPDF reads an AES-256 scan: the page is rendered
// from the decrypted file and read by OCR.
func TestEncryptedImageOnlyPDF(t *testing.T) {
	pool := NewOCRPool(1)
	defer pool.Close()
	data := encryptPDF(t, imagePDF(t, renderPNG(t, samplePDF(t), "200")), variant("aes-256-R6"), "", "owner-secret")
	rep, err := parseOne(t, &Parser{OCR: pool}, data)
	if err != nil {
		t.Fatal(err)
	}
	checkSampleRows(t, rep, "pt", true)
}

// TestHostileEncryptedPDFs: broken encrypted files end as invalid input,
// not a panic or an internal error, and a cancelled job stops.
func TestHostileEncryptedPDFs(t *testing.T) {
	r6 := encryptPDF(t, samplePDF(t), variant("aes-256-R6"), "", "owner-secret")
	r5 := encryptPDF(t, samplePDF(t), variant("aes-256-R5"), "", "owner-secret")
	for _, r7 := range [][]byte{setEncryptEntry(t, r5, "R", "5", "7"), setEncryptEntry(t, r6, "R", "6", "7")} {
		_, err := parseOne(t, &Parser{}, r7)
		checkInvalid(t, err, "the PDF's encryption is not supported")
	}

	// pdfcpu decodes the object streams within the limits
	_, err := decryptPDF(context.Background(), Limits{MaxStreamBytes: 64}, r6)
	checkInvalid(t, err, "the PDF cannot be read")
	few, many := decryptConfig(DefaultLimits, r6).Limits, decryptConfig(DefaultLimits, bytes.Repeat([]byte("stream"), 10_000)).Limits
	if few.MaxDecodeBytes != DefaultLimits.MaxStreamBytes || many.MaxDecodeBytes != objStmBudget/10_000 {
		t.Errorf("decode limits %d and %d, want %d and %d", few.MaxDecodeBytes, many.MaxDecodeBytes, DefaultLimits.MaxStreamBytes, objStmBudget/10_000)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := decryptPDF(ctx, DefaultLimits, r6); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled job: %v, want context.Canceled", err)
	}

	for _, bad := range [][]byte{
		r6[:len(r6)/2],
		bytes.Replace(r6, []byte("/Filter/Standard"), []byte("/Filter/Unknown1"), 1),
		setEncryptEntry(t, r6, "V", "5", "9"),
		bytes.Replace(r6, []byte("/Perms<"), []byte("/Perms("), 1),
		[]byte("%PDF-1.7\n1 0 obj<</Filter/Standard/V 5/R 6/O<00>/U<00>>>endobj\ntrailer<</Encrypt 1 0 R/Root 2 0 R>>\nstartxref\n0\n%%EOF\n"),
	} {
		_, err := parseOne(t, &Parser{}, bad)
		var f *Failure
		if !errors.As(err, &f) || f.Reason != assay.FailureInvalidInput {
			t.Errorf("got %v, want invalid_input", err)
		}
	}
}

// FuzzDecryptPDF fuzzes the reading of encrypted files: Parse returns a
// *Failure or a report, never panics.
func FuzzDecryptPDF(f *testing.F) {
	plain := samplePDF(f)
	for _, v := range encryptedVariants {
		data := encryptPDF(f, plain, v, "", "owner")
		f.Add(data)
		f.Add(data[:len(data)*3/4])
	}
	p := &Parser{}
	recoverParsePanics = false
	f.Cleanup(func() { recoverParsePanics = true })
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := parseOne(t, p, data)
		var fl *Failure
		if err != nil && !errors.As(err, &fl) && err.Error() != "parser: page without a text layer needs an OCR pool" {
			t.Fatalf("unexpected error type %T: %v", err, err)
		}
	})
}
