# Assay. Two commands are all a newcomer needs:
#   make run    install missing system packages, build bin/assay, run the local service
#   make test   gofmt check, go vet and every test against real Redis, MinIO and Tesseract
# `make help` lists the rest.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO ?= go

# Debian packages the service and its tests need. g++ builds gosseract (cgo);
# the traineddata cover the report languages the parser reads; chromium runs
# the browser tests and renders the blind corpus; fonts render the corpora.
SYSTEM_PACKAGES := tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-spa \
	tesseract-ocr-ita tesseract-ocr-fra tesseract-ocr-por tesseract-ocr-tur \
	libtesseract-dev libleptonica-dev redis-server poppler-utils gcc g++ \
	chromium fonts-dejavu-core fonts-liberation fonts-urw-base35
# Node.js and npm run the SDK, FHIR-validation and browser tests. Checked by
# command, since a Node.js from another source already brings npm.
NODE_PACKAGES := nodejs npm

# MinIO (S3 for the tests) is built once from the Go module proxy and cached
# outside the clone, so later runs and later clones reuse it.
MINIO_MODULE  := github.com/minio/minio
MINIO_VERSION := v0.0.0-20260212201848-7aac2a2c5b7c
CACHE_HOME    := $(or $(XDG_CACHE_HOME),$(HOME)/.cache)
MINIO_DIR     := $(CACHE_HOME)/assay/minio-$(MINIO_VERSION)
MINIO_BIN     := $(MINIO_DIR)/minio

# One OpenMP thread per Tesseract call (libgomp reads this only at process
# start); workers get parallelism from goroutines.
export OMP_THREAD_LIMIT ?= 1

# per package: parser/eval reads the 299 blind documents and the generated
# corpus (757 s for 251 of them on a slow shared 2-core machine at parser
# 2026.11.21; 451 s for 275 at 2026.11.22 on a faster one; 829 s for 275 at
# 2026.11.23 on a slow one; 916 s for 299 at 2026.11.25 on a busy one, which
# is why its corpus evaluations get 25 minutes)
TEST_TIMEOUT ?= 50m
TEST_FLAGS   ?=
TEST_LOG     := bin/go-test.log
BENCH_PKGS   ?= ./parser/ ./loinc/ ./wearables/
BENCH_FLAGS  ?=
FUZZ_PKG     ?= ./parser/
FUZZTIME     ?= 10m
IMAGE        ?= assay:dev

.PHONY: help deps build run test fmt fmt-check vet go-test gen-test blind-test minio chaos bench fuzz testdata testdata-blind holdout docker clean desk-vendor names-data

help: ## list the targets
	@echo "Assay make targets:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/  \1\t\2/' | expand -t 14
	@echo "Variables: TEST_TIMEOUT=$(TEST_TIMEOUT) TEST_FLAGS=... FUZZTIME=$(FUZZTIME) BENCH_FLAGS=... IMAGE=$(IMAGE)"

deps: ## install missing system packages (as root), or say what to install
	@if ! command -v $(GO) >/dev/null; then \
	  echo "deps: Go is not installed; get it from https://go.dev/dl/ (go.mod needs $$(sed -n 's/^go //p' go.mod))"; exit 1; \
	fi
	@if ! command -v dpkg-query >/dev/null; then \
	  echo "deps: not a Debian/Ubuntu system; make sure these (or their equivalents) are installed:"; \
	  echo "  $(SYSTEM_PACKAGES)"; exit 0; \
	fi; \
	missing=""; \
	for p in $(SYSTEM_PACKAGES); do \
	  if [ "$$(dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null)" != "install ok installed" ]; then missing="$$missing $$p"; fi; \
	done; \
	if ! command -v node >/dev/null || ! command -v npm >/dev/null; then missing="$$missing $(NODE_PACKAGES)"; fi; \
	if [ -z "$$missing" ]; then echo "deps: system packages present"; exit 0; fi; \
	if [ "$$(id -u)" != 0 ]; then \
	  echo "deps: missing system packages:$$missing"; \
	  echo "Install them, then run make again:"; \
	  echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y$$missing"; \
	  exit 1; \
	fi; \
	echo "deps: installing$$missing"; \
	apt-get update; \
	DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=300$$missing

build: ## build bin/assay (cgo, needs the Tesseract headers from deps)
	@mkdir -p bin
	CGO_ENABLED=1 $(GO) build -o bin/assay ./cmd/assay

run: deps build ## start Redis, local storage, a dev team, the API and the workers
	exec ./bin/assay dev

# Each step runs even if an earlier one failed, so one run shows every problem.
test: deps minio ## gofmt check, go vet, go test ./... (real Redis, MinIO, Tesseract)
	@failed=""; start=$$SECONDS; rm -f $(TEST_LOG); \
	for step in fmt-check vet go-test gen-test blind-test; do \
	  $(MAKE) --no-print-directory $$step || failed="$$failed $$step"; \
	done; \
	echo; echo "==== make test summary ($$((SECONDS - start))s) ===="; \
	if [ -f $(TEST_LOG) ]; then \
	  grep -E '^(--- FAIL|panic: )' $(TEST_LOG) | head -40 || true; \
	  grep -E '^(ok|FAIL)[[:space:]]' $(TEST_LOG) || true; \
	  echo "packages ok: $$(grep -cE '^ok[[:space:]]' $(TEST_LOG) || true), failed: $$(grep -cE '^FAIL[[:space:]]' $(TEST_LOG) || true)"; \
	fi; \
	if [ -n "$$failed" ]; then echo "make test: FAILED:$$failed"; exit 1; fi; \
	echo "make test: PASSED (gofmt, go vet, go test)"

# Go files outside hidden directories and bin/.
GO_FILES_CMD := find . \( -path './.*' -o -path ./bin \) -prune -o -type f -name '*.go' -print

fmt: ## gofmt -w every Go file
	@$(GO_FILES_CMD) | xargs -r gofmt -w

fmt-check:
	@echo "==> gofmt"
	@files=$$($(GO_FILES_CMD) | xargs -r gofmt -l); \
	if [ -n "$$files" ]; then echo "gofmt: these files need formatting (run make fmt):"; echo "$$files" | sed 's/^/  /'; exit 1; fi; \
	echo "gofmt: ok"

vet:
	@echo "==> go vet ./..."
	$(GO) vet ./...

go-test:
	@echo "==> go test ./... (timeout $(TEST_TIMEOUT), MinIO $(MINIO_BIN))"
	@mkdir -p bin
	ASSAY_TEST_MINIO_BIN="$(MINIO_BIN)" $(GO) test -count=1 -timeout $(TEST_TIMEOUT) $(TEST_FLAGS) ./... 2>&1 | tee $(TEST_LOG)

# testdata/gen is its own module (so its PDF and image libraries stay out of
# the service's go.mod); `go test ./...` above does not reach it.
gen-test:
	@echo "==> go test ./... in testdata/gen"
	cd testdata/gen && $(GO) vet ./... && $(GO) test -count=1 -timeout $(TEST_TIMEOUT) ./... 2>&1 | tee -a ../../$(TEST_LOG)

# The blind corpus generator is its own module (testdata/blind/gen): vet it and
# check that the committed corpus is what it writes (needs chromium, pdftotext).
blind-test:
	@echo "==> blind corpus generator: go vet, go test"
	@mkdir -p bin
	cd testdata/blind/gen && $(GO) vet ./... && $(GO) test -count=1 ./... 2>&1 | tee -a ../../../$(TEST_LOG)

minio: $(MINIO_BIN) ## build and cache the MinIO server the tests use (once)

# Built into a temporary GOBIN and moved into place, so an interrupted build
# never leaves a broken binary at the cached path.
$(MINIO_BIN):
	@echo "==> building MinIO $(MINIO_VERSION) into $(MINIO_DIR) (once, takes a few minutes)"
	@mkdir -p "$(MINIO_DIR)"
	@tmp=$$(mktemp -d "$(MINIO_DIR)/bin.XXXXXX"); trap 'rm -rf "$$tmp"' EXIT; \
	GOBIN="$$tmp" GOFLAGS= GOWORK=off $(GO) install $(MINIO_MODULE)@$(MINIO_VERSION); \
	mv "$$tmp/minio" "$@"
	@echo "MinIO cached at $@"

# The fault suite: bin/assay as separate API and worker processes against a
# private Redis (AOF), MinIO and webhook receivers, with workers killed,
# Redis restarted, storage frozen and receivers down. It prints one CHAOS
# line of figures per scenario; CHAOS_LONG=1 keeps the receiver down 10 min.
CHAOS_TIMEOUT ?= 14m
CHAOS_LOG     := bin/chaos.log
chaos: deps minio build ## run the fault suite (about 8 minutes) and print its figures
	@echo "==> chaos suite (timeout $(CHAOS_TIMEOUT))"
	@start=$$SECONDS; status=0; \
	ASSAY_TEST_MINIO_BIN="$(MINIO_BIN)" ASSAY_CHAOS_BIN="$(CURDIR)/bin/assay" \
	  $(GO) test -tags chaos -count=1 -v -timeout $(CHAOS_TIMEOUT) ./chaos/ 2>&1 | tee $(CHAOS_LOG) | grep -E '^(CHAOS|--- |FAIL|ok|panic)' || status=1; \
	grep -q '^ok' $(CHAOS_LOG) || status=1; \
	echo "==== make chaos ($$((SECONDS - start))s): $$([ $$status = 0 ] && echo PASSED || echo FAILED; true)"; \
	exit $$status

bench: deps ## run the parser and loinc benchmarks
	$(GO) test -run '^$$' -bench . -benchmem $(BENCH_FLAGS) $(BENCH_PKGS)

# go test fuzzes one target at a time, so each Fuzz* target gets FUZZTIME.
fuzz: deps ## run every parser fuzz target for FUZZTIME each (default 10m)
	@targets=$$($(GO) test -list '^Fuzz' $(FUZZ_PKG) | grep '^Fuzz' || true); \
	if [ -z "$$targets" ]; then echo "fuzz: no Fuzz* targets in $(FUZZ_PKG)"; exit 1; fi; \
	failed=""; \
	for f in $$targets; do \
	  echo "==> fuzzing $$f for $(FUZZTIME)"; \
	  $(GO) test -run '^$$' -fuzz "^$$f\$$" -fuzztime $(FUZZTIME) $(FUZZ_PKG) || failed="$$failed $$f"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzz: FAILED:$$failed (crashers are in $(FUZZ_PKG)testdata/fuzz/)"; exit 1; fi; \
	echo "fuzz: all targets passed"

testdata: testdata-blind ## regenerate the lab-report corpora (testdata/reports and testdata/blind/reports)
	cd testdata/gen && $(GO) run . -out ../reports

testdata-blind: ## regenerate the blind corpus in testdata/blind/reports (headless Chromium)
	cd testdata/blind/gen && $(GO) run . -out ../reports

# The parser is tuned on testdata/reports; a held-out set has the same
# documents with fresh scan and photo distortions, so it shows how much of
# the accuracy is tuning.
HOLDOUT_SALT ?= holdout1
holdout: build ## score the parser on scans and photos it was not tuned on (HOLDOUT_SALT=...)
	rm -rf bin/holdout && mkdir -p bin/holdout
	cd testdata/gen && $(GO) run . -out ../../bin/holdout -sample ../../bin/holdout/sample-report.pdf -salt $(HOLDOUT_SALT)
	./bin/assay eval bin/holdout

# The review desk's htmx is vendored (embedded in the binary, no CDN); its
# version is pinned in desk/e2e/package-lock.json next to the browser-test tools.
desk-vendor: ## refresh desk/assets/vendor/htmx.min.js from the pinned npm package
	cd desk/e2e && npm ci --no-audit --no-fund --loglevel=error
	cp desk/e2e/node_modules/htmx.org/dist/htmx.min.js desk/assets/vendor/htmx.min.js
	cp desk/e2e/node_modules/htmx.org/LICENSE desk/assets/vendor/htmx.LICENSE

# The name-word lexicon (data/names.tsv) is generated from the pinned faker
# package's locale name lists; data/names/package-lock.json pins it.
names-data: ## regenerate data/names.tsv from the pinned npm package
	cd data/names && npm ci --no-audit --no-fund --loglevel=error && node gen.mjs
	cp data/names/node_modules/@faker-js/faker/LICENSE data/names.LICENSE

docker: ## build the container image (IMAGE=assay:dev)
	docker build -t $(IMAGE) .

clean: ## remove bin/ (keeps .assay/ dev data and the MinIO cache)
	rm -rf bin
