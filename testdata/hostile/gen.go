//go:build ignore

// gen writes the hostile files of this directory: documents that claim or
// expand to far more pixels, pages or bytes than a lab report has. Run it
// from the repository root: go run testdata/hostile/gen.go
package main

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"log"
	"os"
	"path/filepath"
	"strings"
)

const dir = "testdata/hostile"

// pdfFile assembles numbered objects (1-based) into a PDF with a correct
// cross-reference table.
func pdfFile(objs ...string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

// onePage is a PDF of one page without text, with extra page keys and
// extra objects (numbered from 4).
func onePage(pageKeys string, extra ...string) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R " + pageKeys + " >>",
	}
	return pdfFile(append(objs, extra...)...)
}

func stream(dict string, data []byte) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(data), data)
}

func deflate(data []byte) []byte {
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

// pngHeader is a PNG whose IHDR claims w×h pixels, followed by one tiny
// IDAT and IEND: the header is all a decoder sees before it allocates.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		c := append([]byte(typ), data...)
		b.Write(c)
		binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(c))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	chunk("IHDR", ihdr)
	chunk("IDAT", deflate([]byte{0, 0, 0, 0}))
	chunk("IEND", nil)
	return b.Bytes()
}

// jpegHeader is a baseline JPEG whose SOF0 claims w×h pixels and which
// ends right after it.
func jpegHeader(w, h uint16) []byte {
	b := []byte{0xFF, 0xD8}
	// APP0 JFIF, without which Go reads on to the scan for an Adobe marker
	b = append(b, 0xFF, 0xE0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0)
	// DQT: one table of ones
	dqt := []byte{0xFF, 0xDB, 0x00, 0x43, 0x00}
	for range 64 {
		dqt = append(dqt, 1)
	}
	b = append(b, dqt...)
	sof := []byte{0xFF, 0xC0, 0x00, 0x0B, 8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), 1, 1, 0x11, 0}
	b = append(b, sof...)
	return append(b, 0xFF, 0xD9)
}

func main() {
	files := map[string][]byte{}

	// The file: one page of 11000 × 11000 pt and no text layer,
	// which pdftoppm rendered at 300 dpi into 4 GB.
	files["page-11000pt.pdf"] = onePage("/MediaBox [0 0 11000 11000]")
	files["page-5000pt.pdf"] = onePage("/MediaBox [0 0 5000 5000]")
	// 200 pt on a side, but UserUnit makes each unit 75 pt: 15000 pt.
	files["userunit-15000pt.pdf"] = onePage("/MediaBox [0 0 200 200] /UserUnit 75")
	// Within the side limit: rendered at a lower dpi, or refused on pixels.
	files["page-3000pt-blank.pdf"] = onePage("/MediaBox [0 0 3000 3000]")

	// A zip bomb: a content stream of operands without an operator, which
	// decompresses to 512 MB and would pile them all on the lexer's stack.
	bomb := deflate(bytes.Repeat([]byte("1 "), 256<<20))
	files["flate-bomb.pdf"] = onePage("/MediaBox [0 0 612 792] /Contents 4 0 R",
		stream("/Filter /FlateDecode", bomb))

	// An embedded image that claims 60000 × 60000 pixels.
	files["embedded-image-60000px.pdf"] = onePage(
		"/MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R",
		stream("", []byte("q 612 0 0 792 0 0 cm /Im0 Do Q")),
		stream("/Type /XObject /Subtype /Image /Width 60000 /Height 60000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode",
			deflate(make([]byte, 1<<20))))

	// A form XObject that draws itself twice: read without a bound, the
	// page holds 2^n forms at depth n.
	files["form-draws-itself.pdf"] = onePage(
		"/MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /XObject << /Fm1 6 0 R >> >> /Contents 4 0 R",
		stream("", []byte("/Fm1 Do")),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		stream("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> /XObject << /Fm1 6 0 R >> >>",
			[]byte("BT /F1 9 Tf 40 700 Td (Glucose) Tj ET /Fm1 Do /Fm1 Do")))

	// 500 pages of one empty page each.
	var kids []string
	objs := []string{"<< /Type /Catalog /Pages 2 0 R >>", ""}
	for i := range 500 {
		kids = append(kids, fmt.Sprintf("%d 0 R", i+3))
		objs = append(objs, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>")
	}
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count 500 >>", strings.Join(kids, " "))
	files["pages-500.pdf"] = pdfFile(objs...)

	files["png-header-60000px.png"] = pngHeader(60000, 60000)
	files["jpeg-header-65000px.jpg"] = jpegHeader(65000, 65000)

	// A real 16-bit RGBA PNG of 5000 × 5000 (25 Mpx, under the pixel
	// limit) that decodes to 200 MB.
	img := image.NewNRGBA64(image.Rect(0, 0, 5000, 5000))
	for i := range img.Pix {
		img.Pix[i] = 0xFF
	}
	img.SetNRGBA64(10, 10, color.NRGBA64{0, 0, 0, 0xFFFF})
	var pb bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&pb, img); err != nil {
		log.Fatal(err)
	}
	files["png-16bit-5000px.png"] = pb.Bytes()

	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%-28s %9d bytes\n", name, len(data))
	}
}
