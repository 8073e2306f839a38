# syntax=docker/dockerfile:1
# Assay: API server and parse workers in one image.
#   docker build -t assay .
#   docker run -p 8080:8080 -e ASSAY_REDIS_URL=redis://redis:6379/0 assay
# `serve` runs the API and workers; see `assay --help` for the other commands.

FROM golang:1.26-bookworm AS build
# gosseract links against Tesseract and Leptonica (cgo); g++ is in the image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libtesseract-dev libleptonica-dev \
 && rm -rf /var/lib/apt/lists/*
# The image pins GOTOOLCHAIN=local; allow fetching the go.mod toolchain if
# this image's Go is older.
ENV GOTOOLCHAIN=auto CGO_ENABLED=1
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    go build -trimpath -ldflags="-s -w" -o /assay ./cmd/assay

FROM debian:bookworm-slim
# tesseract-ocr brings the shared libraries the binary links (libtesseract5,
# liblept5); poppler-utils rasterises image-only PDF pages; ca-certificates
# is for S3 over HTTPS.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-eng poppler-utils ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --user-group --uid 10001 --home-dir /var/lib/assay --create-home --shell /usr/sbin/nologin assay
COPY --from=build /assay /usr/local/bin/assay
# The LOINC license requires its notice on every copy we ship.
COPY NOTICE data/LOINC_NOTICE.txt data/LOINC_LICENSE.txt /usr/share/doc/assay/
# Workers parallelise with goroutines; Tesseract's own OpenMP threads would
# oversubscribe the CPUs.
ENV OMP_THREAD_LIMIT=1
USER 10001:10001
# Local storage (ASSAY_STORAGE=local) writes under here; mount a volume or use S3.
WORKDIR /var/lib/assay
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/assay"]
CMD ["serve"]
