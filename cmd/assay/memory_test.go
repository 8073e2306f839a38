package main

import "testing"

// TestMemoryGuardRecycles: past the limit after returning memory, the
// guard asks for a restart, once.
func TestMemoryGuardRecycles(t *testing.T) {
	if residentBytes() <= 0 {
		t.Fatal("cannot read this process's resident size")
	}
	old := returnMemoryAbove
	returnMemoryAbove = 0
	defer func() { returnMemoryAbove = old }()
	g := newMemoryGuard(1 << 20) // 1 TB: no restart
	g.afterJob()
	select {
	case <-g.recycle:
		t.Fatal("recycled under the limit")
	default:
	}
	g = newMemoryGuard(1) // 1 MB: every process is larger
	g.afterJob()
	g.afterJob() // a second call must not close the channel again
	select {
	case <-g.recycle:
	default:
		t.Fatal("not recycled past the limit")
	}
}
