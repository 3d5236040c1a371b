package discordtest

import (
	"fmt"
	"hash/fnv"
	"math"
	"net/http"
	"strconv"
	"time"
)

// Every bucket announces bucketLimit requests per window with one fewer
// remaining, so discordgo never has to wait for a bucket unless a test
// injects a RateLimited fault.
const (
	bucketLimit  = 5
	bucketWindow = time.Second
)

// setRateLimitHeaders adds Discord's X-RateLimit-* headers for the route's
// bucket; limited answers also carry Retry-After and an empty bucket. A
// 429 of the global limit carries Retry-After, X-RateLimit-Global and
// X-RateLimit-Scope only, as Discord sends it.
func setRateLimitHeaders(h http.Header, method, route string, rp reply, now time.Time) {
	if rp.global {
		h.Set("Retry-After", strconv.Itoa(int(math.Ceil(rp.retryAfter))))
		h.Set("X-RateLimit-Global", "true")
		h.Set("X-RateLimit-Scope", "global")
		return
	}
	limited := rp.status == http.StatusTooManyRequests
	sum := fnv.New64a()
	fmt.Fprint(sum, method, " ", route)
	h.Set("X-RateLimit-Bucket", fmt.Sprintf("%016x", sum.Sum64()))
	h.Set("X-RateLimit-Limit", strconv.Itoa(bucketLimit))
	after := bucketWindow.Seconds()
	remaining := bucketLimit - 1
	if limited {
		after, remaining = rp.retryAfter, 0
		h.Set("Retry-After", strconv.Itoa(int(math.Ceil(rp.retryAfter))))
		h.Set("X-RateLimit-Scope", "user")
	}
	h.Set("X-RateLimit-Remaining", strconv.Itoa(remaining))
	reset := float64(now.Add(time.Duration(after*float64(time.Second))).UnixMilli()) / 1000
	h.Set("X-RateLimit-Reset", strconv.FormatFloat(reset, 'f', 3, 64))
	h.Set("X-RateLimit-Reset-After", strconv.FormatFloat(after, 'f', 3, 64))
}
