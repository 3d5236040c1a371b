//go:build unix

package discordtest

import "syscall"

// setMSS asks the kernel to keep the socket's segments within mss bytes;
// it is best effort.
func setMSS(fd uintptr, mss int) {
	_ = syscall.SetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_MAXSEG, mss)
}
