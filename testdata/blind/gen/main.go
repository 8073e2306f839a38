// Command gen writes the blind corpus: HTML lab reports modelled on real ones
// from several countries, printed to PDF by headless Chromium, then scanned,
// wrapped into image-only PDFs and photographed with Go image code. Written
// without looking at the parser, so the parser cannot have been tuned to it.
package main

import (
	"context"
	"flag"
	"fmt"
	"image"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// variant is one copy of a layout's report.
type variant struct {
	suffix, kind, format string
	dpi                  int
	desc                 string
}

// lastPage is the last page a variant holds: images hold page 1 only.
func (v variant) lastPage(rep *Report) int {
	if strings.HasPrefix(v.suffix, "2up") || v.suffix == "spread" { // both pages on one sheet or in one photo
		return rep.Pages
	}
	if v.format == "jpg" || v.format == "png" {
		return 1
	}
	return rep.Pages
}

func variants(l *Layout) []variant {
	vs := []variant{
		{"text", "text_pdf", "pdf", 0, ""},
		{fmt.Sprintf("scan%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
			fmt.Sprintf("grey, rotated %.1f deg, noise 6, specks, jpeg q78, page 1", l.Rotate)},
		{fmt.Sprintf("pdfscan%d", l.PDFDPI), "scan", "pdf", l.PDFDPI,
			fmt.Sprintf("image-only PDF, grey, rotated %.1f deg, noise 5, blur, jpeg q72", -l.Rotate*0.7)},
		{"photo", "photo", "jpg", 200, "photo: perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"},
	}
	if l.LowRes {
		vs = append(vs, variant{"fax100", "scan", "pdf", 100, "low-resolution image-only PDF, 100 dpi, grey, rotated 0.4 deg, noise 8, jpeg q60"})
	}
	for _, e := range l.Extra {
		switch e {
		case "fold":
			vs = append(vs, variant{fmt.Sprintf("fold%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("page folded in three: two crease shadows, panels shifted, grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "showthru":
			vs = append(vs, variant{fmt.Sprintf("showthru%d", l.PDFDPI), "scan", "pdf", l.PDFDPI,
				fmt.Sprintf("image-only PDF, darker scan of thin duplex paper, the back page showing through mirrored, rotated %.1f deg, noise 5, blur, jpeg q72", l.Rotate*0.8)})
		case "photodim":
			vs = append(vs, variant{"photodim", "photo", "jpg", 200,
				"photo at an angle in dim light: strong keystone, dim tungsten light, a soft shadow, motion blur, sensor noise, 1400px wide, jpeg q74, page 1"})
		case "screen":
			vs = append(vs, variant{"screen", "scan", "png", 0,
				"phone screenshot of the patient portal: status bar, app bar, result cards, 1080x2340 png, first screen only"})
		case "turn":
			vs = append(vs, variant{fmt.Sprintf("turn%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("landscape page scanned turned a quarter turn (portrait image, text running up the page), grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "pen":
			vs = append(vs, variant{fmt.Sprintf("pen%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("page annotated by hand in blue ballpoint (circles, ticks, an underline, a scribbled note), grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "highlight":
			vs = append(vs, variant{fmt.Sprintf("highlight%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("abnormal values marked with a yellow and green highlighter before scanning, grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "curl":
			vs = append(vs, variant{"curl", "photo", "jpg", 200,
				"photo of a page whose lower part curls up: rows bend, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "faded":
			vs = append(vs, variant{fmt.Sprintf("faded%d", l.PDFDPI), "scan", "pdf", l.PDFDPI,
				fmt.Sprintf("image-only PDF of a low-toner laser print: light uneven grey text, vertical streaks without toner, rotated %.1f deg, noise 5, blur, jpeg q72", -l.Rotate*0.7)})
		case "monitor":
			vs = append(vs, variant{"monitor", "photo", "jpg", 150,
				"phone photo of a computer monitor showing page 1 in a PDF viewer: moire from the pixel grid, a glare band, slight perspective, 1600px wide, jpeg q80, page 1"})
		case "chat":
			vs = append(vs, variant{"chat", "photo", "jpg", 200,
				"photo passed on by a messaging app: perspective, uneven warm light, blur, downscaled to 1280px wide, recompressed at jpeg q50, page 1"})
		case "colour":
			vs = append(vs, variant{"colour300", "scan", "jpg", 300,
				"colour scan at 300 dpi of a stapled, hole-punched copy on watermarked stationery: rotated about 0.3 deg, colour noise, jpeg q85, page 1"})
		case "scanapp":
			vs = append(vs, variant{"scanapp", "scan", "png", 200,
				"phone scanner app in black-and-white mode: page corners found a little off (dark wedges of desk, slight keystone), finger shadows as black blotches at the edges, adaptive threshold to pure black and white, speckles, 200 dpi png, page 1"})
		case "shadow":
			vs = append(vs, variant{"shadow", "photo", "jpg", 200,
				"photo with the shadow of the hand and phone lying diagonally across the lower right of the table: perspective, uneven warm light, blur, soft bluish shadow taking more than half the light, 1400px wide, jpeg q80, page 1"})
		case "2up":
			vs = append(vs, variant{"2up300", "scan", "jpg", 300,
				fmt.Sprintf("pages 1 and 2 printed 2 pages per sheet side by side on one landscape A4 sheet (each scaled to about 0.68), scanned at 300 dpi: grey, rotated %.1f deg, noise 6, specks, jpeg q78, both pages", l.Rotate)})
		case "dark":
			vs = append(vs, variant{"dark", "scan", "png", 0,
				"phone screenshot of the patient portal in dark mode: light text on a near-black background, status bar, app bar, result cards, 1080x2340 png, first screen only"})
		case "ncr":
			vs = append(vs, variant{fmt.Sprintf("ncr%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("pink carbonless (NCR) copy of the hand-filled form scanned in colour: pink paper, bluish print, the handwriting fuzzy blue-violet carbon, rotated %.1f deg, colour noise, jpeg q82, page 1", l.Rotate)})
		case "glare":
			vs = append(vs, variant{"glare", "photo", "jpg", 200,
				"photo of a glossy sheet under a ceiling light: an elongated glare spot washing out part of the page, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "photocopy":
			vs = append(vs, variant{fmt.Sprintf("photocopy%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("photocopy of a photocopy: each generation askew and off the corner (black edges), blurred, toner dust, darks filled in and light greys dropped, a repeated drum mark; then scanned grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "receipt":
			vs = append(vs, variant{"receipt", "photo", "jpg", 200,
				"phone photo of the thermal strip: the print faded to uneven grey-brown, a dead print-head dot leaving a white line down the strip, the lower end curling up, perspective, uneven warm light, blur, 900px wide, jpeg q80"})
		case "upside":
			vs = append(vs, variant{fmt.Sprintf("upside%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("page fed into the scanner upside down (turned 180 deg), grey, rotated %.1f deg, noise 6, specks, jpeg q78, page 1", l.Rotate)})
		case "sideways":
			vs = append(vs, variant{"sideways", "photo", "jpg", 200,
				"photo taken with the phone held sideways: a landscape picture of the portrait page, its lines running down the picture, perspective, uneven warm light, blur, 1800px wide, jpeg q80, page 1"})
		case "flash":
			vs = append(vs, variant{"flash", "photo", "jpg", 200,
				"flash photo in a dim room: a round hot spot washing out the print, light falling off to dark corners, cold white balance, a short horizontal shake, sensor noise, 1400px wide, jpeg q80, page 1"})
		case "sleeve":
			vs = append(vs, variant{"sleeve", "photo", "jpg", 200,
				"photo of the page inside a glossy plastic sleeve: a milky film lowering the contrast, the frosted binder strip with its holes, two long reflections of a window across the page, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "slip":
			vs = append(vs, variant{fmt.Sprintf("slip%d", l.PDFDPI), "scan", "pdf", l.PDFDPI,
				"image-only PDF from a document feeder that let the page slip: skew growing down the page from straight at the top to 1.5-2.4 deg at the bottom, sideways drift, a stretched band, a streak from dust on the feeder glass, grey, noise, blur, jpeg q72"})
		case "stain":
			vs = append(vs, variant{fmt.Sprintf("stain%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("colour scan of a copy with a coffee stain over part of the table (a brown spill with a darker rim, a cup's ring, drops), rotated %.1f deg, colour noise, jpeg q82, page 1", l.Rotate)})
		case "crumple":
			vs = append(vs, variant{fmt.Sprintf("crumple%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("page crumpled into a ball and flattened again: creases in every direction (dark valleys, bright ridges), facets shaded and shifted a little, grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "focus":
			vs = append(vs, variant{"focus", "photo", "jpg", 200,
				"photo focused on the wrong plane: the top of the page sharp, the blur growing down the page, perspective, uneven warm light, 1400px wide, jpeg q80, page 1"})
		case "blinds":
			vs = append(vs, variant{"blinds", "photo", "jpg", 200,
				"photo in sunlight through a venetian blind: slanting bands of burnt-out sun and dim shade across the page, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "fax204":
			vs = append(vs, variant{"fax204x98", "scan", "pdf", 100,
				"fax at standard resolution, 204 x 98 dpi (1728 dots across, 98 lines per inch), bilevel, the sheet a little askew, the sending machine's header line on top, a few repeated lines, image-only PDF"})
		case "cloth":
			vs = append(vs, variant{"cloth", "photo", "jpg", 200,
				"photo of the page lying askew on a red and white checked tablecloth, its shadow on the cloth, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "halftone":
			vs = append(vs, variant{fmt.Sprintf("halftone%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("print whose greys and colours are a halftone dot screen (about 85 lpi at 45 deg) scanned into a moire, grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "hand":
			vs = append(vs, variant{"hand", "photo", "jpg", 200,
				"photo of the page held up in one hand: the sheet bowed towards the camera round a vertical axis, the thumb over the left margin, a dim room behind, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "bw":
			vs = append(vs, variant{"bw300", "scan", "pdf", 300,
				"image-only PDF scanned in the scanner's black-and-white mode at 300 dpi: greys and tints dithered to dots by error diffusion, rotated a little, 1 bit a pixel"})
		case "close":
			vs = append(vs, variant{"close", "photo", "jpg", 200,
				"close-up photo holding only the upper part of page 1 (down to the section " + l.Close + "): perspective, uneven warm light, blur, 1400px wide, jpeg q80"})
		case "torn":
			vs = append(vs, variant{fmt.Sprintf("torn%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("copy whose top right corner was torn off and taped back askew (a gap along the tear, clear tape across it), grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "inkjet":
			vs = append(vs, variant{fmt.Sprintf("inkjet%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("inkjet print with clogged nozzles (thin white lines repeated in every swath, swaths a little off sideways and uneven in density), then scanned grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "barrel":
			vs = append(vs, variant{"barrel", "photo", "jpg", 200,
				"photo taken close with a wide-angle lens: barrel distortion bowing rows and columns outwards, vignetting, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "lidopen":
			vs = append(vs, variant{fmt.Sprintf("lidopen%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("scanned with the lid open: near-black beyond the page with light leaking in at a corner, the page askew, its lower edge lifted off the glass (darker, blurred), grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "spread":
			vs = append(vs, variant{"spread", "photo", "jpg", 200,
				"photo of both pages laid side by side on the desk, page 2 turned a little and lying over page 1's right margin with its shadow: perspective, uneven warm light, blur, 2400px wide, jpeg q80, both pages"})
		case "askew":
			vs = append(vs, variant{fmt.Sprintf("askew%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				"page laid crooked on the glass, turned 5-8 deg, the scan cropped to the page's bounding box without deskewing (the lid in the corners), grey, noise 6, specks, jpeg q78, page 1"})
		case "tent":
			vs = append(vs, variant{"tent", "photo", "jpg", 200,
				"photo of a page that had been folded in half, lying with its upper half raised: the upper half foreshortened and wider at its top edge, a crease shadow at the fold, the halves lit differently, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "flicker":
			vs = append(vs, variant{"flicker", "photo", "jpg", 200,
				"photo under a flickering LED ceiling light: the rolling shutter leaves horizontal dark and light bands across the whole picture, tinted green and magenta, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "note":
			vs = append(vs, variant{fmt.Sprintf("note%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("colour scan of a copy with a yellow sticky note stuck on it below the results, a few words written on it in blue ballpoint, its lifted edge shadowed, rotated %.1f deg, colour noise, jpeg q82, page 1", l.Rotate)})
		case "smudge":
			vs = append(vs, variant{"smudge", "photo", "jpg", 200,
				"photo through a greasy fingerprint on the phone's lens: a smeared veil over part of the page (halos round the print, lower contrast, streaks along the smear), perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "zoom":
			vs = append(vs, variant{"zoom", "photo", "jpg", 200,
				"photo taken from across the room with the phone's digital zoom: a small crop of the sensor (about 840px across the picture) blown up to 1400px wide, soft and blocky, over-sharpened (halos round the print), perspective, uneven warm light, jpeg q80, page 1"})
		case "wet":
			vs = append(vs, variant{fmt.Sprintf("wet%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("colour scan of an inkjet copy that had water dripped on it: the ink run and feathered inside the drops, tinted blue-violet, tide lines at their edges, the paper cockled, rotated %.1f deg, colour noise, jpeg q82, page 1", l.Rotate)})
		case "fringe":
			vs = append(vs, variant{fmt.Sprintf("fringe%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("colour scan from a sheet-fed scanner whose red, green and blue lines do not register (red and cyan fringes on the print, drifting down the page), rotated %.1f deg, colour noise, jpeg q82, page 1", l.Rotate)})
		case "ghost":
			vs = append(vs, variant{"ghost", "photo", "jpg", 200,
				"photo merged from several frames while the hand moved: over part of the picture a faint second copy of the print a few pixels off, perspective, uneven warm light, blur, 1400px wide, jpeg q80, page 1"})
		case "mirror":
			vs = append(vs, variant{"mirror", "photo", "jpg", 200,
				"photo taken with the phone's front camera and saved mirrored: the page reversed left to right, softer and noisier, perspective, uneven warm light, 1400px wide, jpeg q80, page 1"})
		case "gutter":
			vs = append(vs, variant{fmt.Sprintf("gutter%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("page bound at its left edge into a folder, pressed on the glass: the left 20-28 mm rising off it (print squeezed sideways, lines bent, soft, a dark gutter shadow), grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "tonerghost":
			vs = append(vs, variant{fmt.Sprintf("tonerghost%d", l.ScanDPI), "scan", "jpg", l.ScanDPI,
				fmt.Sprintf("laser print whose drum left a faint ghost of the page one turn (70-82 mm) further down and a fainter one two turns down, light toner fog, then scanned grey, rotated %.1f deg, noise 6, jpeg q78, page 1", l.Rotate)})
		case "night":
			vs = append(vs, variant{"night", "photo", "jpg", 200,
				"photo in a dark room brightened by the camera's night mode: heavy noise smoothed away (thin strokes smeared, low contrast), shadows lifted, sharpening halos, warm yellow light, perspective, 1400px wide, jpeg q80, page 1"})
		default:
			panic(l.Name + ": unknown extra capture " + e)
		}
	}
	return vs
}

// variantTruth is the ground truth of one copy: the rows of the pages it
// holds or, for a portal screenshot, the rows its first screen shows.
func variantTruth(l *Layout, rep *Report, v variant) ([]byte, error) {
	if v.suffix == "screen" || v.suffix == "dark" {
		return truthJSON(l, screenReport(l, rep), v.kind, v.format, v.dpi, 1, v.desc)
	}
	if v.suffix == "close" {
		return truthJSON(l, closeReport(l, rep), v.kind, v.format, v.dpi, 1, v.desc)
	}
	return truthJSON(l, rep, v.kind, v.format, v.dpi, v.lastPage(rep), v.desc)
}

func main() {
	out := flag.String("out", "../reports", "output directory")
	only := flag.String("only", "", "comma-separated layouts to write (default all)")
	flag.Parse()
	start := time.Now()
	n, err := generate(context.Background(), *out, *only)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %d documents to %s in %s", n, *out, time.Since(start).Round(time.Second))
}

func generate(ctx context.Context, out, only string) (int, error) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return 0, err
	}
	docs := 0
	for _, l := range layouts() {
		if only != "" && !strings.Contains(","+only+",", ","+l.Name+",") {
			continue
		}
		n, err := writeLayout(ctx, out, l)
		if err != nil {
			return docs, fmt.Errorf("%s: %w", l.Name, err)
		}
		docs += n
	}
	return docs, nil
}

func writeLayout(ctx context.Context, out string, l *Layout) (int, error) {
	rep := l.report()
	pdf, err := printPDF(ctx, l.HTML(rep))
	if err != nil {
		return 0, err
	}
	if err := verify(ctx, pdf, rep); err != nil {
		return 0, err
	}
	pagesAt := map[int][]image.Image{}
	raster := func(dpi int) ([]image.Image, error) {
		if p, ok := pagesAt[dpi]; ok {
			return p, nil
		}
		p, err := rasterize(ctx, pdf, dpi)
		pagesAt[dpi] = p
		return p, err
	}
	for _, v := range variants(l) {
		name := l.Name + "-" + v.suffix
		seed := name
		var data []byte
		switch v.suffix {
		case "text":
			data = pdf
		case "screen", "dark":
			if data, err = screenshot(ctx, l, rep); err != nil {
				return 0, err
			}
		default:
			rdpi := v.dpi
			if strings.HasPrefix(v.suffix, "fax204") { // rendered at 200 dpi, sent at 204 x 98
				rdpi = 200
			}
			pages, err := raster(rdpi)
			if err != nil {
				return 0, err
			}
			if len(pages) != rep.Pages {
				return 0, fmt.Errorf("%d pages rendered, %d planned", len(pages), rep.Pages)
			}
			switch {
			case strings.HasPrefix(v.suffix, "gutter"):
				data, err = encodeJPEG(gutterScan(pages[0], seed, v.dpi, l.Rotate), 78)
			case strings.HasPrefix(v.suffix, "tonerghost"):
				data, err = encodeJPEG(tonerGhostScan(pages[0], seed, v.dpi, l.Rotate), 78)
			case v.suffix == "night":
				data, err = encodeJPEG(nightPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "fringe"):
				data, err = encodeJPEG(fringeScan(pages[0], seed, v.dpi, l.Rotate), 82)
			case v.suffix == "ghost":
				data, err = encodeJPEG(ghostPhoto(pages[0], seed, 1400), 80)
			case v.suffix == "mirror":
				data, err = encodeJPEG(mirrorPhoto(pages[0], seed, 1400), 80)
			case v.suffix == "smudge":
				data, err = encodeJPEG(smudgePhoto(pages[0], seed, 1400), 80)
			case v.suffix == "zoom":
				data, err = encodeJPEG(zoomPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "wet"):
				data, err = encodeJPEG(wetScan(pages[0], seed, v.dpi, l.Rotate), 82)
			case strings.HasPrefix(v.suffix, "askew"):
				data, err = encodeJPEG(askewScan(pages[0], seed, v.dpi), 78)
			case v.suffix == "tent":
				data, err = encodeJPEG(tentPhoto(pages[0], seed, v.dpi, 1400), 80)
			case v.suffix == "flicker":
				data, err = encodeJPEG(flickerPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "note"):
				data, err = encodeJPEG(noteScan(pages[0], seed, v.dpi, l.Sticky, l.Rotate), 82)
			case strings.HasPrefix(v.suffix, "inkjet"):
				data, err = encodeJPEG(scan(inkjet(pages[0], seed, v.dpi), seed, l.Rotate, 6, 0.0004, false), 78)
			case v.suffix == "barrel":
				data, err = encodeJPEG(barrelPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "lidopen"):
				data, err = encodeJPEG(lidOpenScan(pages[0], seed, v.dpi, l.Rotate), 78)
			case v.suffix == "spread":
				if len(pages) != 2 {
					return 0, fmt.Errorf("spread photo of %d pages", len(pages))
				}
				data, err = encodeJPEG(spreadPhoto(pages[0], pages[1], seed, v.dpi, 2400), 80)
			case v.suffix == "hand":
				data, err = encodeJPEG(handPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "bw"):
				var fs []*image.Gray
				for i, p := range pages {
					fs = append(fs, dither(p, fmt.Sprint(seed, i), -l.Rotate*0.5))
				}
				data, err = faxPDF(fs, float64(v.dpi), float64(v.dpi))
			case v.suffix == "close":
				var bs []box
				var at box
				if bs, err = wordBoxes(ctx, pdf); err == nil {
					if at, err = find(bs, l.Close); err == nil {
						var img image.Image
						if img, err = closePhoto(pages[0], seed, at.y0-3, v.dpi, 1400); err == nil {
							data, err = encodeJPEG(img, 80)
						}
					}
				}
			case strings.HasPrefix(v.suffix, "torn"):
				data, err = encodeJPEG(tornScan(pages[0], seed, v.dpi, l.Rotate), 78)
			case v.suffix == "blinds":
				data, err = encodeJPEG(blindsPhoto(pages[0], seed, 1400), 80)
			case v.suffix == "cloth":
				data, err = encodeJPEG(clothPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "halftone"):
				data, err = encodeJPEG(scan(halftone(pages[0], seed, v.dpi), seed, l.Rotate, 6, 0.0004, false), 78)
			case strings.HasPrefix(v.suffix, "fax204"):
				var head image.Image
				if head, err = faxHeader(ctx, l.FaxHead); err == nil {
					var fs []*image.Gray
					for i, p := range pages {
						fs = append(fs, faxStandard(p, head, fmt.Sprint(seed, i)))
					}
					data, err = faxPDF(fs, faxXDPI, faxYDPI)
				}
			case v.suffix == "scanapp":
				data, err = encodePNG(scanApp(pages[0], seed))
			case v.suffix == "shadow":
				data, err = encodeJPEG(shadowPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "2up"):
				if len(pages) != 2 {
					return 0, fmt.Errorf("2-up sheet of %d pages", len(pages))
				}
				data, err = encodeJPEG(scan(twoUp(pages[0], pages[1], v.dpi), seed, l.Rotate, 6, 0.0004, false), 78)
			case strings.HasPrefix(v.suffix, "pen"):
				var bs []box
				var marked image.Image
				if bs, err = wordBoxes(ctx, pdf); err == nil {
					if marked, err = penMarks(pages[0], bs, v.dpi, l.Pen, seed); err == nil {
						data, err = encodeJPEG(scan(marked, seed, l.Rotate, 6, 0.0004, false), 78)
					}
				}
			case strings.HasPrefix(v.suffix, "highlight"):
				var bs []box
				if bs, err = wordBoxes(ctx, pdf); err == nil {
					data, err = encodeJPEG(scan(highlight(pages[0], bs, v.dpi, s21Marked(rep), seed), seed, l.Rotate, 6, 0.0004, false), 78)
				}
			case strings.HasPrefix(v.suffix, "ncr"):
				data, err = encodeJPEG(ncrCopy(pages[0], seed, l.Rotate), 82)
			case v.suffix == "receipt":
				data, err = encodeJPEG(receiptPhoto(pages[0], seed, 900), 80)
			case strings.HasPrefix(v.suffix, "upside"):
				data, err = encodeJPEG(scan(rot180(pages[0]), seed, l.Rotate, 6, 0.0004, false), 78)
			case v.suffix == "sideways":
				data, err = encodeJPEG(sidewaysPhoto(pages[0], seed, 1800), 80)
			case v.suffix == "flash":
				data, err = encodeJPEG(flashPhoto(pages[0], seed, 1400), 80)
			case v.suffix == "sleeve":
				data, err = encodeJPEG(sleevePhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "slip"):
				var imgs []image.Image
				for i, p := range pages {
					imgs = append(imgs, slipScan(p, fmt.Sprint(seed, i)))
				}
				data, err = imagePDF(imgs, v.dpi, 72)
			case strings.HasPrefix(v.suffix, "stain"):
				data, err = encodeJPEG(stainScan(pages[0], seed, v.dpi, l.Rotate), 82)
			case strings.HasPrefix(v.suffix, "crumple"):
				data, err = encodeJPEG(scan(crumple(pages[0], seed, v.dpi), seed, l.Rotate, 6, 0.0004, false), 78)
			case v.suffix == "focus":
				data, err = encodeJPEG(focusPhoto(pages[0], seed, 1400), 80)
			case v.suffix == "glare":
				data, err = encodeJPEG(glarePhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "photocopy"):
				data, err = encodeJPEG(scan(photocopy(pages[0], seed), seed, l.Rotate, 6, 0.0004, false), 78)
			case v.suffix == "curl":
				data, err = encodeJPEG(curlPhoto(pages[0], seed, 1400), 80)
			case strings.HasPrefix(v.suffix, "faded"):
				var imgs []image.Image
				for i, p := range pages {
					imgs = append(imgs, scan(faded(p, fmt.Sprint(seed, i)), fmt.Sprint(seed, i), -l.Rotate*0.7, 5, 0.0003, true))
				}
				data, err = imagePDF(imgs, v.dpi, 72)
			case strings.HasPrefix(v.suffix, "turn"):
				data, err = encodeJPEG(scan(turn90(pages[0]), seed, l.Rotate, 6, 0.0004, false), 78)
			case strings.HasPrefix(v.suffix, "fold"):
				data, err = encodeJPEG(scan(fold(pages[0], seed), seed, l.Rotate, 6, 0.0004, false), 78)
			case strings.HasPrefix(v.suffix, "showthru"):
				var imgs []image.Image
				for i, p := range pages {
					var back image.Image
					if j := i ^ 1; j < len(pages) { // duplex: pages 1 and 2 share a sheet
						back = pages[j]
					}
					imgs = append(imgs, scan(showThrough(p, back), fmt.Sprint(seed, i), l.Rotate*0.8, 5, 0.0004, true))
				}
				data, err = imagePDF(imgs, v.dpi, 72)
			case v.suffix == "monitor":
				data, err = encodeJPEG(monitorPhoto(pages[0], seed, 1600), 80)
			case v.suffix == "chat":
				var img image.Image
				if img, err = chatPhoto(pages[0], seed); err == nil {
					data, err = encodeJPEG(img, 50)
				}
			case strings.HasPrefix(v.suffix, "colour"):
				data, err = encodeJPEG(colourScan(pages[0], seed, v.dpi), 85)
			case v.suffix == "photodim":
				data, err = encodeJPEG(photoDim(pages[0], seed, 1400), 74)
			case v.kind == "photo":
				data, err = encodeJPEG(photo(pages[0], seed, 1400), 80)
			case v.format == "jpg":
				data, err = encodeJPEG(scan(pages[0], seed, l.Rotate, 6, 0.0004, false), 78)
			case v.suffix == "fax100":
				var imgs []image.Image
				for i, p := range pages {
					imgs = append(imgs, scan(p, fmt.Sprint(seed, i), 0.4, 8, 0.0008, false))
				}
				data, err = imagePDF(imgs, v.dpi, 60)
			default:
				var imgs []image.Image
				for i, p := range pages {
					imgs = append(imgs, scan(p, fmt.Sprint(seed, i), -l.Rotate*0.7, 5, 0.0003, true))
				}
				data, err = imagePDF(imgs, v.dpi, 72)
			}
			if err != nil {
				return 0, err
			}
		}
		t, err := variantTruth(l, rep, v)
		if err != nil {
			return 0, err
		}
		if err := os.WriteFile(filepath.Join(out, name+"."+v.format), data, 0o644); err != nil {
			return 0, err
		}
		if err := os.WriteFile(filepath.Join(out, name+".truth.json"), t, 0o644); err != nil {
			return 0, err
		}
	}
	return len(variants(l)), nil
}
