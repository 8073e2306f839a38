//go:build linux && cgo

package main

// #include <malloc.h>
import "C"

// mallocTrim hands glibc's free heap pages back to the OS.
func mallocTrim() { C.malloc_trim(0) }
