//go:build !(linux && cgo)

package main

func mallocTrim() {}
