package discordtest

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// Call is one REST request the fake answered.
type Call struct {
	Time   time.Time
	Method string
	// Path is the path as requested, e.g. /api/v9/channels/1/messages.
	Path string
	// APIPath is the same endpoint in v10 form, /api/v10/channels/1/messages.
	APIPath string
	// Route is the endpoint's template as in Discord's OpenAPI description,
	// e.g. /channels/{channel_id}/messages; "" when no route matched.
	Route string
	Query url.Values
	// Body is the JSON body, or the payload_json part of a multipart body;
	// nil when the request had none.
	Body        json.RawMessage
	Attachments []Attachment
	Status      int // the status the fake answered
}

// Endpoint returns the path below the API version prefix, e.g.
// /channels/1/messages.
func (c Call) Endpoint() string { return strings.TrimPrefix(c.APIPath, "/api/v10") }

// String describes the call as "METHOD path -> status".
func (c Call) String() string {
	return fmt.Sprintf("%s %s -> %d", c.Method, c.Path, c.Status)
}

// Match selects calls, for CallsMatching and FailNext.
type Match func(Call) bool

// Route matches calls with the given method ("" for any) whose route
// template (e.g. "/channels/{channel_id}/messages") or endpoint (e.g.
// "/channels/123/messages") is route.
func Route(method, route string) Match {
	return func(c Call) bool {
		return (method == "" || c.Method == method) && (c.Route == route || c.Endpoint() == route)
	}
}

// FailureKind says why a request counts as a failure of the bot.
type FailureKind int

// Failure kinds.
const (
	// InvalidBody: the body was not JSON, broke Discord's OpenAPI schema or
	// a rule Discord enforces beyond it; answered 400 (code 50035 or 50109).
	InvalidBody FailureKind = iota + 1
	// UnknownRoute: no endpoint of the fake matched; answered 404.
	UnknownRoute
	// Unauthorized: the Authorization header was not Token; answered 401.
	Unauthorized
	// AlreadyAcknowledged: a second callback for one interaction; answered
	// 400 with code 40060.
	AlreadyAcknowledged
	// UnknownInteraction: a callback for an interaction never dispatched or
	// past its acknowledgement deadline; answered 404 with code 10062.
	UnknownInteraction
)

// String names the kind in words.
func (k FailureKind) String() string {
	switch k {
	case InvalidBody:
		return "invalid body"
	case UnknownRoute:
		return "unknown route"
	case Unauthorized:
		return "unauthorized"
	case AlreadyAcknowledged:
		return "interaction already acknowledged"
	case UnknownInteraction:
		return "unknown interaction"
	}
	return fmt.Sprintf("FailureKind(%d)", int(k))
}

// FieldError is one reason a body was refused.
type FieldError struct {
	Path    string // JSON pointer into the body, e.g. /components/0/components/0/label
	Code    string // Discord's error code, e.g. BASE_TYPE_MAX_LENGTH
	Message string
}

// String is "path: message".
func (e FieldError) String() string { return e.Path + ": " + e.Message }

// Failure is a request the bot should not have made.
type Failure struct {
	Kind   FailureKind
	Call   Call
	Errors []FieldError // InvalidBody only
	// Detail explains the failure; for schema violations it is the
	// validator's full report.
	Detail string
}

// String describes the failure on several lines: kind and call, the
// field errors (or the detail), and the body.
func (f Failure) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", f.Kind, f.Call)
	for _, e := range f.Errors {
		fmt.Fprintf(&b, "\n\t%s", e)
	}
	if len(f.Errors) == 0 && f.Detail != "" {
		fmt.Fprintf(&b, "\n\t%s", f.Detail)
	}
	if len(f.Call.Body) > 0 {
		fmt.Fprintf(&b, "\n\tbody: %s", truncate(string(f.Call.Body), 400))
	}
	return b.String()
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// record saves a finished call and, if it failed, its failure.
func (s *Server) record(c Call, f *Failure) {
	s.mu.Lock()
	s.calls = append(s.calls, c)
	if f != nil {
		f.Call = c
		s.failures = append(s.failures, *f)
	}
	s.rejected.noteLocked(c, f)
	s.mu.Unlock()
	s.sig.broadcast()
}

// Calls returns every REST call answered so far, in the order they
// finished.
func (s *Server) Calls() []Call {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.calls)
}

// CallsMatching returns the calls that m selects, in the order they
// finished.
func (s *Server) CallsMatching(m Match) []Call {
	return slices.DeleteFunc(s.Calls(), func(c Call) bool { return !m(c) })
}

// Failures returns every failed request so far.
func (s *Server) Failures() []Failure {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.failures)
}

// AssertClean fails the test with one error per failure when any request
// so far had an invalid body, hit an unknown route or otherwise failed.
func (s *Server) AssertClean(tb testing.TB) {
	tb.Helper()
	for _, f := range s.Failures() {
		tb.Errorf("discordtest: %s", f)
	}
}
