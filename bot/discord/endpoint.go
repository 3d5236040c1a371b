package discord

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
)

// Limits of the interactions endpoint.
const (
	// MaxEndpointBody is the largest request body accepted (413 beyond).
	MaxEndpointBody = 64 << 10
	// SignatureMaxAge is how old a request's signed timestamp may be.
	SignatureMaxAge = 5 * time.Minute
	// SignatureMaxSkew is how far in the future it may be (clock skew).
	SignatureMaxSkew = time.Minute
)

// Endpoint is the HTTP interactions endpoint, Discord's alternative to
// the gateway: Discord POSTs each interaction, signed with the
// application's Ed25519 key, and takes the HTTP response as the first
// answer. It shares Bot.serve with the gateway path, so every handler
// answers the same way; only the first answer travels differently.
// Follow-ups, edits after a deferral and boards still go through REST.
//
// It answers 405 to anything but POST, 413 to a body over
// MaxEndpointBody, 401 to a bad signature or a timestamp outside
// [now-SignatureMaxAge, now+SignatureMaxSkew], 400 to a body that is not
// an interaction it handles, PONG to a PING, 421 to an interaction of a
// guild another shard owns, and 503 while the bot is closing. An
// interaction it has handled before (a replayed request) is answered
// with a private line and changes nothing (see firstDelivery).
type Endpoint struct {
	b   *Bot
	key ed25519.PublicKey
	now func() time.Time
}

// Endpoint returns the interactions endpoint of b, checking signatures
// with key and timestamps against now (nil: time.Now).
func (b *Bot) Endpoint(key ed25519.PublicKey, now func() time.Time) *Endpoint {
	if now == nil {
		now = time.Now
	}
	return &Endpoint{b: b, key: key, now: now}
}

// pending is a first answer waiting for the HTTP handler to write it.
type pending struct {
	resp    *discordgo.InteractionResponse
	alts    []attachmentRef
	written chan error
}

func (e *Endpoint) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	received := time.Now()
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	body, status, reason := e.read(w, r)
	if status != http.StatusOK {
		e.b.metrics.interaction("unknown", outcomeRejected, 0)
		http.Error(w, reason, status)
		return
	}
	i, err := decodeInteraction(body)
	if err != nil {
		e.b.metrics.interaction("unknown", outcomeRejected, 0)
		http.Error(w, "not an interaction", http.StatusBadRequest)
		return
	}
	if i.Type == discordgo.InteractionPing {
		e.b.metrics.interaction("ping", outcomeAnswered, time.Since(received))
		writeJSON(w, &discordgo.InteractionResponse{Type: discordgo.InteractionResponsePong})
		return
	}
	if !e.b.firstDelivery(i) {
		writeJSON(w, replayAnswer(i))
		return
	}
	if sentFromThread(body) {
		e.b.fromThread.Store(i.ID, true)
	}
	answers := make(chan pending)
	done := make(chan struct{})
	go func() {
		defer close(done)
		e.b.serve(i, received, func(ctx context.Context, resp *discordgo.InteractionResponse, alts []attachmentRef) error {
			p := pending{resp: resp, alts: alts, written: make(chan error, 1)}
			select {
			case answers <- p:
				return <-p.written
			case <-r.Context().Done():
				return r.Context().Err()
			}
		})
	}()
	select {
	case p := <-answers:
		p.written <- writeResponse(w, p.resp, p.alts)
	case <-done:
		e.unanswered(w, i)
	case <-r.Context().Done():
	}
}

// read reads and authenticates the request body; status is 200 when it
// may be handled, else the status and reason to answer.
func (e *Endpoint) read(w http.ResponseWriter, r *http.Request) (body []byte, status int, reason string) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxEndpointBody))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, http.StatusRequestEntityTooLarge, "body too large"
	case err != nil:
		return nil, http.StatusBadRequest, "unreadable body"
	}
	ts := r.Header.Get("X-Signature-Timestamp")
	sig, err := hex.DecodeString(r.Header.Get("X-Signature-Ed25519"))
	if err != nil || len(sig) != ed25519.SignatureSize || !ed25519.Verify(e.key, append([]byte(ts), body...), sig) {
		return nil, http.StatusUnauthorized, "invalid request signature"
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return nil, http.StatusUnauthorized, "invalid request timestamp"
	}
	age := e.now().Sub(time.Unix(sec, 0))
	if age > SignatureMaxAge || age < -SignatureMaxSkew {
		return nil, http.StatusUnauthorized, "stale request timestamp"
	}
	return body, http.StatusOK, ""
}

// unanswered answers a request that serve returned from without a first
// answer: another shard's guild, a kind not handled, or a closing bot.
func (e *Endpoint) unanswered(w http.ResponseWriter, i *discordgo.Interaction) {
	switch {
	case !e.b.shard.Owns(i.GuildID):
		http.Error(w, "guild served by another shard", http.StatusMisdirectedRequest)
	case e.b.isClosing():
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
	default:
		http.Error(w, "interaction type not handled", http.StatusBadRequest)
	}
}

// writeResponse writes an interaction response as Discord takes it: JSON,
// or a multipart form (payload_json and files[n]) when it carries files.
// It flushes, so that Discord has the answer before any REST edit of it.
// alts describe the files (alt text), if any.
func writeResponse(w http.ResponseWriter, resp *discordgo.InteractionResponse, alts []attachmentRef) error {
	if resp.Data == nil || len(resp.Data.Files) == 0 {
		return writeJSON(w, resp)
	}
	contentType, body, err := discordgo.MultipartBodyWithJSON(responseBody(resp, alts), resp.Data.Files)
	if err != nil {
		http.Error(w, "response not encoded", http.StatusInternalServerError)
		return err
	}
	w.Header().Set("Content-Type", contentType)
	if _, err := w.Write(body); err != nil {
		return err
	}
	flush(w)
	return nil
}

func writeJSON(w http.ResponseWriter, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, "response not encoded", http.StatusInternalServerError)
		return err
	}
	w.Header().Set("Content-Type", "application/json")
	if _, err := w.Write(body); err != nil {
		return err
	}
	flush(w)
	return nil
}

func flush(w http.ResponseWriter) {
	if f, ok := w.(http.Flusher); ok {
		f.Flush()
	}
}

// ServeEndpoint serves the interactions endpoint on ln until ctx ends;
// the bot counts as ready (see Ready) while it does.
func (b *Bot) ServeEndpoint(ctx context.Context, ln net.Listener, key ed25519.PublicKey) error {
	b.serving.Store(true)
	defer b.serving.Store(false)
	return serveHTTP(ctx, ln, b.Endpoint(key, nil))
}

// serveHTTP serves h on ln until ctx ends, then shuts the server down,
// letting requests in flight finish for a few seconds.
func serveHTTP(ctx context.Context, ln net.Listener, h http.Handler) error {
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, IdleTimeout: time.Minute}
	errs := make(chan error, 1)
	go func() { errs <- srv.Serve(ln) }()
	select {
	case err := <-errs:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		return err
	}
	if err := <-errs; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
