package discordtest

import (
	"fmt"
	"net/http"
	"time"
)

// Fault is a failure the fake answers instead of serving a request.
type Fault int

// Faults. discordgo waits and retries RateLimited itself and retries
// BadGateway up to Session.MaxRestRetries times; it returns every other
// 5xx to the caller as a *discordgo.RESTError.
const (
	// RateLimited answers 429 with retry_after 0.05 s and the headers
	// Discord sends with it.
	RateLimited Fault = iota + 1
	// InternalServerError answers 500.
	InternalServerError
	// BadGateway answers 502.
	BadGateway
	// ServiceUnavailable answers 503.
	ServiceUnavailable
	// MissingPermissions answers 403 with Discord's code 50013, as for a
	// channel where the app may not post (Send Messages, Embed Links or
	// Attach Files withheld).
	MissingPermissions
	// CannotDM answers 403 with Discord's code 50007, as for a direct
	// message to a user who accepts none from the app.
	CannotDM
	// AnswerLost serves the call, then answers 504 as a gateway whose
	// wait for Discord's answer ran out: the call took effect (a post
	// made its message) but its caller cannot know.
	AnswerLost
)

// String is the status the fault answers, in words.
func (f Fault) String() string {
	switch f {
	case RateLimited:
		return "429 rate limited"
	case InternalServerError:
		return "500 internal server error"
	case BadGateway:
		return "502 bad gateway"
	case ServiceUnavailable:
		return "503 service unavailable"
	case MissingPermissions:
		return "403 missing permissions"
	case CannotDM:
		return "403 cannot send messages to this user"
	case AnswerLost:
		return "504 after serving"
	}
	return fmt.Sprintf("Fault(%d)", int(f))
}

// retryAfter is the wait a RateLimited fault asks for, in seconds.
const retryAfter = 0.05

type fault struct {
	match Match
	left  int
	kind  Fault
	// after is a RateLimited fault's retry_after in seconds; zero: the
	// default retryAfter.
	after float64
}

// FailNext answers the next n calls that m selects with f instead of
// serving them. Faulted calls are recorded but not validated and are not
// failures. Faults added earlier are used first.
func (s *Server) FailNext(m Match, n int, f Fault) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = append(s.faults, fault{match: m, left: n, kind: f})
}

// RateLimitNext answers the next n calls that m selects with a 429 of
// the route's bucket that asks to wait after (retry_after), as FailNext
// does with RateLimited.
func (s *Server) RateLimitNext(m Match, n int, after time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.faults = append(s.faults, fault{match: m, left: n, kind: RateLimited, after: after.Seconds()})
}

// takeFault consumes one matching fault for c, if any, and returns the
// answer it gives and whether the call is served all the same
// (AnswerLost).
func (s *Server) takeFault(c Call) (rp reply, served, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range s.faults {
		f := &s.faults[i]
		if f.left > 0 && f.match(c) {
			f.left--
			rp := f.kind.reply()
			if f.after > 0 {
				rp.retryAfter = f.after
				rp.body.(map[string]any)["retry_after"] = f.after
			}
			return rp, f.kind == AnswerLost, true
		}
	}
	return reply{}, false, false
}

// reply is the answer Discord gives for the fault.
func (f Fault) reply() reply {
	switch f {
	case RateLimited:
		return reply{status: http.StatusTooManyRequests, retryAfter: retryAfter, body: map[string]any{
			"message": "You are being rate limited.", "retry_after": retryAfter, "global": false,
		}}
	case MissingPermissions:
		return missingPermissions()
	case CannotDM:
		return errorReply(http.StatusForbidden, 50007, "Cannot send messages to this user")
	case BadGateway:
		return errorReply(http.StatusBadGateway, 0, "502: Bad Gateway")
	case ServiceUnavailable:
		return errorReply(http.StatusServiceUnavailable, 0, "503: Service Unavailable")
	case AnswerLost:
		return errorReply(http.StatusGatewayTimeout, 0, "504: Gateway Timeout")
	default:
		return errorReply(http.StatusInternalServerError, 0, "500: Internal Server Error")
	}
}
