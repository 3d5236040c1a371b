package discordtest

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"regexp"
	"strings"
	"time"
)

// request is a REST request on its way through the fake.
type request struct {
	r       *http.Request
	call    Call
	body    []byte // JSON body or payload_json
	files   []Attachment
	bodyErr error // the body could not be read or is not JSON
	// cut: the client went away before its body's end (a process killed
	// mid-request). Discord never sees such a request, so it is no
	// failure of the bot's.
	cut bool
}

// param returns a path parameter of the route, e.g. "channel_id".
func (rq *request) param(name string) string { return rq.r.PathValue(name) }

// fields returns the body as a JSON object's fields; nil when the body is
// empty or not an object.
func (rq *request) fields() messageFields {
	var f messageFields
	_ = json.Unmarshal(rq.body, &f)
	return f
}

// reply is the fake's answer to a request.
type reply struct {
	status int
	body   any // marshalled as JSON; nothing is written for nil
	// retryAfter, for a 429, is how long it asks to wait, in seconds;
	// global: the 429 is of the global limit (no bucket headers).
	retryAfter float64
	global     bool
	failure    *Failure
}

func jsonReply(status int, v any) reply { return reply{status: status, body: v} }

func noContent() reply { return reply{status: http.StatusNoContent} }

// errorReply is Discord's JSON error: {"message": ..., "code": ...}.
func errorReply(status, code int, message string) reply {
	return reply{status: status, body: map[string]any{"message": message, "code": code}}
}

// failing marks the reply as a failure of the bot.
func (rp reply) failing(kind FailureKind, detail string, errs ...FieldError) reply {
	rp.failure = &Failure{Kind: kind, Detail: detail, Errors: errs}
	return rp
}

type pathKey struct{}

// apiVersion matches the API prefix of a REST path: /api, /api/v9, /api/v10.
var apiVersion = regexp.MustCompile(`^/api(/v[0-9]+)?(/|$)`)

// serveREST strips the API prefix and routes the rest of the path.
func (s *Server) serveREST(w http.ResponseWriter, r *http.Request) {
	loc := apiVersion.FindStringIndex(r.URL.Path)
	if loc == nil {
		rq := s.newRequest(r, r.URL.Path, "")
		s.respond(w, rq, unknownRoute())
		return
	}
	u := *r.URL
	u.Path = "/" + r.URL.Path[loc[1]:]
	u.RawPath = ""
	r2 := r.WithContext(context.WithValue(r.Context(), pathKey{}, r.URL.Path))
	r2.URL = &u
	s.rest.ServeHTTP(w, r2)
}

func unknownRoute() reply {
	return errorReply(http.StatusNotFound, 0, "404: Not Found").failing(UnknownRoute, "no such endpoint")
}

// handle routes pattern ("METHOD /path/{param}") to h. Every request is
// recorded, may be faulted, must carry the bot token when auth is set and
// must have a body that Discord would accept.
func (s *Server) handle(mux *http.ServeMux, pattern string, auth bool, h func(*request) reply) {
	method, route, _ := strings.Cut(pattern, " ")
	mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		if d := s.opts.latency; d > 0 {
			time.Sleep(d)
		}
		if route == callbackRoute {
			s.timing.answered(r.PathValue("interaction_id"))
		}
		rq := s.newRequest(r, r.URL.Path, route)
		s.respond(w, rq, s.serve(rq, method, route, auth, h))
	})
}

func (s *Server) serve(rq *request, method, route string, auth bool, h func(*request) reply) reply {
	if auth && s.opts.globalLimit > 0 {
		if wait := s.global.take(time.Now()); wait > 0 {
			return globalRefusal(wait)
		}
	}
	lost, served, faulted := s.takeFault(rq.call)
	if faulted && !served {
		return lost
	}
	if auth && rq.r.Header.Get("Authorization") != Token {
		return errorReply(http.StatusUnauthorized, 0, "401: Unauthorized").
			failing(Unauthorized, "Authorization header is not "+Token)
	}
	if rq.cut {
		return errorReply(http.StatusBadRequest, 0, "400: the request ended before its body did")
	}
	if rq.bodyErr != nil {
		return errorReply(http.StatusBadRequest, 50109, "The request body contains invalid JSON.").
			failing(InvalidBody, rq.bodyErr.Error())
	}
	if errs, detail := checkBody(method, route, rq.body); len(errs) > 0 {
		return formError(errs).failing(InvalidBody, detail, errs...)
	}
	rp := h(rq)
	if faulted {
		return lost
	}
	return rp
}

// maxBody is Discord's upload limit for bots.
const maxBody = 25 << 20

// newRequest reads the body and describes the call; endpoint is the path
// below the API prefix.
func (s *Server) newRequest(r *http.Request, endpoint, route string) *request {
	rq := &request{r: r}
	path, _ := r.Context().Value(pathKey{}).(string)
	if path == "" {
		path = r.URL.Path
	}
	raw, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, maxBody))
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		rq.cut = true
	case err != nil:
		rq.bodyErr = err
	case len(raw) == 0:
	case isMultipart(r.Header.Get("Content-Type")):
		rq.body, rq.files, rq.bodyErr = parseMultipart(raw, r.Header.Get("Content-Type"))
	default:
		rq.body = raw
	}
	if len(rq.body) > 0 && !json.Valid(rq.body) {
		rq.bodyErr = errors.New("body is not JSON")
	}
	rq.call = Call{
		Time: s.now(), Method: r.Method, Path: path, APIPath: "/api/v10" + endpoint,
		Route: route, Query: r.URL.Query(), Body: rq.body, Attachments: rq.files,
	}
	return rq
}

func isMultipart(contentType string) bool {
	mt, _, _ := mime.ParseMediaType(contentType)
	return mt == "multipart/form-data"
}

// respond records the call, then writes the reply with Discord's headers.
func (s *Server) respond(w http.ResponseWriter, rq *request, rp reply) {
	var body []byte
	if rp.body != nil {
		body, _ = json.Marshal(rp.body)
	}
	rq.call.Status = rp.status
	s.record(rq.call, rp.failure)
	h := w.Header()
	setRateLimitHeaders(h, rq.call.Method, rq.call.Route, rp, time.Now())
	if body != nil {
		h.Set("Content-Type", "application/json")
	}
	w.WriteHeader(rp.status)
	_, _ = w.Write(body)
}
