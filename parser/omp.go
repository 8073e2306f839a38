package parser

/*
#cgo LDFLAGS: -ldl
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdlib.h>

// libgomp reads OMP_THREAD_LIMIT once, when the process loads it, so setting
// the variable from Go is too late (cmd/assay re-executes itself with it
// set; tests and other binaries rely on this file). Tesseract's parallel regions ask for an
// explicit thread count; these wrappers (which the dynamic linker binds
// libtesseract to, ahead of libgomp) run each region on one thread. On a
// 2-core machine a page took 9.8 s with OpenMP threads and 1.4 s without;
// parallelism comes from one Tesseract client per goroutine instead.

typedef void (*gomp_parallel_fn)(void (*)(void *), void *, unsigned, unsigned);
typedef void (*gomp_sections_fn)(void (*)(void *), void *, unsigned, unsigned, unsigned);

static gomp_parallel_fn real_parallel;
static gomp_sections_fn real_sections;

void GOMP_parallel(void (*fn)(void *), void *data, unsigned num_threads, unsigned flags) {
	if (!real_parallel) real_parallel = (gomp_parallel_fn)dlsym(RTLD_NEXT, "GOMP_parallel");
	if (!real_parallel) { fn(data); return; }
	real_parallel(fn, data, 1, flags);
}

void GOMP_parallel_sections(void (*fn)(void *), void *data, unsigned num_threads, unsigned count, unsigned flags) {
	if (!real_sections) real_sections = (gomp_sections_fn)dlsym(RTLD_NEXT, "GOMP_parallel_sections");
	if (!real_sections) abort();
	real_sections(fn, data, 1, count, flags);
}
*/
import "C"
