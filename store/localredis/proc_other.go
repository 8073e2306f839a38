//go:build unix && !linux

package localredis

import "syscall"

// sysProcAttr puts the child in its own process group. Only Linux can also
// tie the child's life to the parent (Pdeathsig).
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}

func signalGroup(pid int, sig syscall.Signal) error {
	return syscall.Kill(-pid, sig)
}
