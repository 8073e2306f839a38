package storetest

import "syscall"

// sysProcAttr gives MinIO its own process group and kills it if the test
// binary dies without running Main's cleanup (panic, timeout, SIGKILL).
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

func signalGroup(pid int, sig syscall.Signal) error { return syscall.Kill(-pid, sig) }
