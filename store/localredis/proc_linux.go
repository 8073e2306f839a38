package localredis

import "syscall"

// sysProcAttr puts the child in its own process group (so signals to the
// parent's terminal group do not reach it and Stop can signal the group) and
// kills it if the parent dies without calling Stop.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

func signalGroup(pid int, sig syscall.Signal) error {
	return syscall.Kill(-pid, sig)
}
