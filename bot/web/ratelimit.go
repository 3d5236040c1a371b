package web

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Rate limits per address: a burst of limitBurst requests, then
// limitRate a second. Stepping through a replay costs two requests a step
// (page and picture).
const (
	limitBurst = 120
	limitRate  = 20
	// limitAddresses bounds the addresses remembered; past it the
	// limiter forgets them all and starts again.
	limitAddresses = 10000
)

// limiter is a token bucket per client address.
type limiter struct {
	mu          sync.Mutex
	now         func() time.Time
	burst, rate float64
	buckets     map[string]*tokens
}

type tokens struct {
	left float64
	at   time.Time
}

func newLimiter(now func() time.Time) *limiter {
	return &limiter{now: now, burst: limitBurst, rate: limitRate, buckets: map[string]*tokens{}}
}

// allow takes a token of addr's bucket, false when it is empty.
func (l *limiter) allow(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.buckets[addr]
	if !ok {
		if len(l.buckets) >= limitAddresses {
			l.buckets = map[string]*tokens{}
		}
		b = &tokens{left: l.burst, at: now}
		l.buckets[addr] = b
	}
	b.left = min(l.burst, b.left+now.Sub(b.at).Seconds()*l.rate)
	b.at = now
	if b.left < 1 {
		return false
	}
	b.left--
	return true
}

// clientAddress is the address a request's limit is counted by: its
// remote host, or, when that is the loopback (a reverse proxy on the same
// machine), the last address the proxy put in X-Forwarded-For.
func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		if fwd := r.Header.Get("X-Forwarded-For"); fwd != "" {
			parts := strings.Split(fwd, ",")
			return strings.TrimSpace(parts[len(parts)-1])
		}
	}
	return host
}
