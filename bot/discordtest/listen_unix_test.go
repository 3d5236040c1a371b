//go:build unix

package discordtest

import (
	"net"
	"strings"
	"syscall"
	"testing"
)

// TestSegmentsAreInternetSized checks that a connection to the fake sends
// segments no larger than internetMSS, not loopback's 64 KB.
func TestSegmentsAreInternetSized(t *testing.T) {
	s := New(t)
	c, err := net.Dial("tcp", strings.TrimPrefix(s.URL(), "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	raw, err := c.(*net.TCPConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var mss int
	var serr error
	if err := raw.Control(func(fd uintptr) {
		mss, serr = syscall.GetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_MAXSEG)
	}); err != nil || serr != nil {
		t.Skipf("TCP_MAXSEG not readable here: %v %v", err, serr)
	}
	if mss <= 0 || mss > internetMSS {
		t.Errorf("segment size %d, want 1..%d", mss, internetMSS)
	}
}
