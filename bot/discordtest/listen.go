package discordtest

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"syscall"
)

// internetMSS is the largest TCP segment the fake sends or asks for: what
// a connection to Discord carries over the Internet (1,500-byte Ethernet
// frames less the IP and TCP headers), not loopback's 64 KB. With 64 KB
// segments, a bot's gateway connection under load stalled for 200-250 ms
// at a time, every channel at once, while the kernel counted zero-window
// advertisements and spurious retransmissions (TCP's 200 ms timers): one
// load run in three, for the bare floor bot as for Quintet. Real Discord
// causes no such stall.
const internetMSS = 1460

// newHTTPServer starts an httptest.Server for h on a loopback listener
// whose connections use internetMSS where the system allows it.
func newHTTPServer(h http.Handler) *httptest.Server {
	srv := httptest.NewUnstartedServer(h)
	lc := net.ListenConfig{Control: func(_, _ string, c syscall.RawConn) error {
		return c.Control(func(fd uintptr) { setMSS(fd, internetMSS) })
	}}
	if l, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0"); err == nil {
		srv.Listener.Close()
		srv.Listener = l
	}
	srv.Start()
	return srv
}
