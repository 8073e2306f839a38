package storetest

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"
)

const childEnv = "STORETEST_ORPHAN_CHILD"

// TestOrphanChild is the body of the child test binary in
// TestServersDieWithTestBinary; it does nothing in a normal run.
func TestOrphanChild(t *testing.T) {
	if os.Getenv(childEnv) != "1" {
		return
	}
	Redis(t)
	MinIO(t)
	fmt.Printf("pids %d %d %s\n", redisServer.Pid(), minioServer.cmd.Process.Pid, baseDir)
	time.Sleep(time.Minute) // killed by the parent long before this
}

func TestServersDieWithTestBinary(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestOrphanChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()

	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		cmd.Wait()
		t.Fatalf("child test binary printed no pids: %v", err)
	}
	var redisPID, minioPID int
	var childDir string
	if _, err := fmt.Sscanf(line, "pids %d %d %s", &redisPID, &minioPID, &childDir); err != nil {
		t.Fatalf("child output %q: %v", line, err)
	}
	if !alive(redisPID) || !alive(minioPID) {
		t.Fatalf("servers not running before the kill (redis %d, minio %d)", redisPID, minioPID)
	}

	// SIGKILL skips Main's cleanup: only Pdeathsig can take the servers down.
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	deadline := time.Now().Add(10 * time.Second)
	for alive(redisPID) || alive(minioPID) {
		if time.Now().After(deadline) {
			syscall.Kill(redisPID, syscall.SIGKILL)
			syscall.Kill(minioPID, syscall.SIGKILL)
			t.Fatalf("servers outlived their killed test binary (redis alive %v, minio alive %v)", alive(redisPID), alive(minioPID))
		}
		time.Sleep(50 * time.Millisecond)
	}

	// The killed child could not remove its directory; the next start does.
	if _, err := os.Stat(childDir); err != nil {
		t.Fatalf("child work dir: %v", err)
	}
	removeStaleWorkDirs()
	if _, err := os.Stat(childDir); !os.IsNotExist(err) {
		t.Fatalf("stale work dir %s not removed: %v", childDir, err)
	}
}

// alive reports whether pid is a running (not zombie) process.
func alive(pid int) bool {
	st, err := readStat(pid)
	return err == nil && st.state != 'Z' && st.state != 'X'
}

func itoa(n int) string { return strconv.Itoa(n) }

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
