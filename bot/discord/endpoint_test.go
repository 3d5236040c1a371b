package discord_test

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// endpointNow is the endpoint's clock in these tests.
var endpointNow = time.Date(2026, 11, 22, 8, 0, 0, 0, time.UTC)

// endpointKey is the application's key pair in these tests.
var endpointKey = ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, ed25519.SeedSize))

// endpointBot is a Bot answering through its interactions endpoint, with
// REST going to a fake Discord (or what transport makes of it).
type endpointBot struct {
	t       testing.TB
	bot     *discord.Bot
	handler http.Handler
	matches *session.Manager
	db      *storage.DB
	metrics *discord.Metrics
	done    chan string
	ignored chan string
}

type endpointConfig struct {
	shard      discord.Shard
	deferAfter time.Duration
	transport  http.RoundTripper
	// gateway: connect to the fake's gateway (Open) rather than only
	// registering the commands (Register).
	gateway bool
}

func newEndpointBot(t testing.TB, srv *discordtest.Server, c endpointConfig) *endpointBot {
	t.Helper()
	metrics := discord.NewMetrics(nil)
	db, err := storage.Open(filepath.Join(t.TempDir(), "quintet.db"), storage.WithObserver(metrics.ObserveTx))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if c.transport == nil {
		c.transport = srv.Transport()
	}
	if c.shard.Count == 0 {
		c.shard = discord.Shard{ID: 0, Count: 1}
	}
	e := &endpointBot{t: t, db: db, metrics: metrics, done: make(chan string, 64), ignored: make(chan string, 64)}
	e.matches = session.NewManager(db, session.WithSeeds(func() [2]uint64 { return [2]uint64{11, 12} }))
	cfg := discord.Config{Token: "test-token", ShardID: c.shard.ID, ShardCount: c.shard.Count}
	b, err := newBot(cfg, e.matches, slog.New(slog.NewTextHandler(io.Discard, nil)), discord.Options{
		HTTPClient: &http.Client{Transport: c.transport},
		Handled:    func(id string) { offer(e.done, id) },
		Ignored:    func(id string) { offer(e.ignored, id) },
		DeferAfter: c.deferAfter,
		Metrics:    metrics,
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	register := b.Register
	if c.gateway {
		register = b.Open
	}
	if err := register(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close(5 * time.Second) })
	e.bot, e.handler = b, b.Endpoint(endpointKey.Public().(ed25519.PublicKey), func() time.Time { return endpointNow })
	return e
}

// offer sends id on ch unless ch is full (the fuzz target never waits).
func offer(ch chan string, id string) {
	select {
	case ch <- id:
	default:
	}
}

// post sends body signed at ts (seconds since 1970) with key.
func (e *endpointBot) post(body []byte, ts int64, key ed25519.PrivateKey) *httptest.ResponseRecorder {
	stamp := strconv.FormatInt(ts, 10)
	sig := ed25519.Sign(key, append([]byte(stamp), body...))
	r := httptest.NewRequest(http.MethodPost, "/interactions", bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
	r.Header.Set("X-Signature-Timestamp", stamp)
	w := httptest.NewRecorder()
	e.handler.ServeHTTP(w, r)
	return w
}

// signed posts body signed now with the application's key.
func (e *endpointBot) signed(body []byte) *httptest.ResponseRecorder {
	return e.post(body, endpointNow.Unix(), endpointKey)
}

// wait waits until the bot has finished interaction id (its board
// delivered too).
func (e *endpointBot) wait(ch chan string, id string) {
	e.t.Helper()
	timeout := time.After(time.Minute)
	for {
		select {
		case got := <-ch:
			if got == id {
				return
			}
		case <-timeout:
			e.t.Fatalf("interaction %s never finished", id)
		}
	}
}

// commandBody is a slash command interaction as Discord posts it: name
// with one subcommand (or none), by a member of guild in channel.
func commandBody(id, guild, channel, name, sub string) []byte {
	data := map[string]any{"id": "1246251869798400100", "name": name, "type": 1}
	if sub != "" {
		data["options"] = []any{map[string]any{"type": 1, "name": sub, "options": []any{}}}
	}
	body, _ := json.Marshal(map[string]any{
		"id": id, "application_id": discordtest.ApplicationID, "type": 2, "data": data,
		"guild_id": guild, "channel_id": channel, "token": "token-" + id, "version": 1, "locale": "en-US",
		"member": map[string]any{
			"user":        map[string]any{"id": "1246251869798400050", "username": "alice", "global_name": "Alice"},
			"roles":       []any{},
			"permissions": "0",
			"joined_at":   "2024-06-01T00:00:00Z",
		},
	})
	return body
}

func decodeResponse(t *testing.T, w *httptest.ResponseRecorder) discordgo.InteractionResponse {
	t.Helper()
	var r discordgo.InteractionResponse
	if ct := w.Header().Get("Content-Type"); ct != "application/json" {
		t.Fatalf("content type %q, body %s", ct, w.Body)
	}
	if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil {
		t.Fatalf("response %s: %v", w.Body, err)
	}
	return r
}

func TestEndpointPing(t *testing.T) {
	e := newEndpointBot(t, discordtest.New(t), endpointConfig{})
	w := e.signed([]byte(`{"id":"1","application_id":"2","type":1,"token":"t","version":1}`))
	if w.Code != http.StatusOK {
		t.Fatalf("PING answered %d: %s", w.Code, w.Body)
	}
	if r := decodeResponse(t, w); r.Type != discordgo.InteractionResponsePong {
		t.Fatalf("PING answered type %d", r.Type)
	}
}

// TestEndpointRefusals: what the endpoint must refuse, and that a refused
// request changes nothing.
func TestEndpointRefusals(t *testing.T) {
	srv := discordtest.New(t)
	e := newEndpointBot(t, srv, endpointConfig{})
	play := commandBody("1246251869798400201", discordtest.GuildID, discordtest.ChannelID, "play", "qwinto")
	_, other, _ := ed25519.GenerateKey(nil)
	now := endpointNow.Unix()
	tests := []struct {
		name string
		send func() *httptest.ResponseRecorder
		want int
	}{
		{"signed by another key", func() *httptest.ResponseRecorder { return e.post(play, now, other) }, http.StatusUnauthorized},
		{"body changed after signing", func() *httptest.ResponseRecorder {
			stamp := strconv.FormatInt(now, 10)
			sig := ed25519.Sign(endpointKey, append([]byte(stamp), play...))
			r := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(bytes.Replace(play, []byte("qwinto"), []byte("blingo"), 1)))
			r.Header.Set("X-Signature-Ed25519", hex.EncodeToString(sig))
			r.Header.Set("X-Signature-Timestamp", stamp)
			w := httptest.NewRecorder()
			e.handler.ServeHTTP(w, r)
			return w
		}, http.StatusUnauthorized},
		{"no signature", func() *httptest.ResponseRecorder {
			w := httptest.NewRecorder()
			e.handler.ServeHTTP(w, httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(play)))
			return w
		}, http.StatusUnauthorized},
		{"stale timestamp", func() *httptest.ResponseRecorder { return e.post(play, now-301, endpointKey) }, http.StatusUnauthorized},
		{"timestamp from the future", func() *httptest.ResponseRecorder { return e.post(play, now+120, endpointKey) }, http.StatusUnauthorized},
		{"oversized body", func() *httptest.ResponseRecorder {
			return e.post(append(play, bytes.Repeat([]byte(" "), discord.MaxEndpointBody)...), now, endpointKey)
		}, http.StatusRequestEntityTooLarge},
		{"not JSON", func() *httptest.ResponseRecorder { return e.post([]byte("hello"), now, endpointKey) }, http.StatusBadRequest},
		{"GET", func() *httptest.ResponseRecorder {
			w := httptest.NewRecorder()
			e.handler.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/", nil))
			return w
		}, http.StatusMethodNotAllowed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if w := tt.send(); w.Code != tt.want {
				t.Fatalf("answered %d (%s), want %d", w.Code, strings.TrimSpace(w.Body.String()), tt.want)
			}
		})
	}
	if _, err := e.matches.Get(context.Background(), discordtest.ChannelID); err == nil {
		t.Fatal("a refused request opened a match")
	}
	if n := len(srv.Messages(discordtest.ChannelID)); n != 0 {
		t.Fatalf("a refused request posted %d messages", n)
	}
	// Just inside the window is accepted.
	w := e.post(play, now-299, endpointKey)
	if w.Code != http.StatusOK {
		t.Fatalf("a request 299 s old answered %d", w.Code)
	}
	e.wait(e.done, "1246251869798400201")
}

// TestEndpointCommand: a signed /play is answered in the HTTP response,
// and its lobby board posted through REST, as on the gateway.
func TestEndpointCommand(t *testing.T) {
	srv := discordtest.New(t)
	e := newEndpointBot(t, srv, endpointConfig{})
	const id = "1246251869798400202"
	w := e.signed(commandBody(id, discordtest.GuildID, discordtest.ChannelID, "play", "qwinto"))
	if w.Code != http.StatusOK {
		t.Fatalf("/play answered %d: %s", w.Code, w.Body)
	}
	r := decodeResponse(t, w)
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || r.Data == nil ||
		!strings.Contains(r.Data.Content, "lobby") || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		t.Fatalf("/play answered %s", w.Body)
	}
	e.wait(e.done, id)
	m, err := e.matches.Get(context.Background(), discordtest.ChannelID)
	if err != nil || m.Game != "qwinto" || m.BoardMessage == "" {
		t.Fatalf("match after /play: %+v %v", m, err)
	}
	if _, ok := srv.Message(discordtest.ChannelID, m.BoardMessage); !ok {
		t.Fatal("the lobby board was not posted in the channel")
	}
	if _, ok := srv.ResponseTo(id); ok {
		t.Fatal("the first answer also went through the REST callback")
	}
	srv.AssertClean(t)
}

// webhookRecorder answers the interaction webhooks itself (the fake
// Discord knows only the interactions it dispatched) and records them;
// every other call goes to next.
type webhookRecorder struct {
	next  http.RoundTripper
	edits chan string
}

func (w *webhookRecorder) RoundTrip(r *http.Request) (*http.Response, error) {
	if !strings.Contains(r.URL.Path, "/webhooks/") {
		return w.next.RoundTrip(r)
	}
	body, _ := io.ReadAll(r.Body)
	w.edits <- r.Method + " " + r.URL.Path + " " + string(body)
	msg := fmt.Sprintf(`{"id":"1246251869798400300","channel_id":%q,"content":"","type":0,"timestamp":"2026-11-22T08:00:00Z","author":{"id":%q,"username":"quintet"},"embeds":[],"attachments":[],"components":[],"mentions":[],"mention_roles":[],"pinned":false,"mention_everyone":false,"tts":false,"flags":64}`, discordtest.ChannelID, discordtest.BotID)
	return &http.Response{StatusCode: http.StatusOK, Header: http.Header{"Content-Type": {"application/json"}},
		Body: io.NopCloser(strings.NewReader(msg)), Request: r}, nil
}

// TestEndpointDefers: a handler slower than the defer delay gets a
// deferred HTTP answer (type 5), then the original is edited through REST.
func TestEndpointDefers(t *testing.T) {
	srv := discordtest.New(t)
	rec := &webhookRecorder{next: srv.Transport(), edits: make(chan string, 4)}
	e := newEndpointBot(t, srv, endpointConfig{deferAfter: time.Nanosecond, transport: rec})
	const id = "1246251869798400203"
	w := e.signed(commandBody(id, discordtest.GuildID, discordtest.ChannelID, "play", "qwinto"))
	r := decodeResponse(t, w)
	if r.Type == discordgo.InteractionResponseChannelMessageWithSource {
		t.Skip("the handler beat a 1 ns timer; nothing to test")
	}
	if r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		t.Fatalf("slow /play answered %s", w.Body)
	}
	e.wait(e.done, id)
	edit := <-rec.edits
	want := "/webhooks/" + discordtest.ApplicationID + "/token-" + id + "/messages/@original "
	if !strings.HasPrefix(edit, "PATCH ") || !strings.Contains(edit, want) || !strings.Contains(edit, "lobby") {
		t.Fatalf("after the deferral: %s, want %s with the lobby text", edit, want)
	}
}

// TestEndpointShards: two shards share one fake Discord; each answers the
// guild it owns and refuses (421) the other's, changing nothing.
func TestEndpointShards(t *testing.T) {
	srv := discordtest.New(t)
	// discordtest.GuildID is shard 0's of 2; otherGuild (1 << 22) is shard 1's.
	const otherGuild, otherChannel = "4194304", "4194305"
	shards := []*endpointBot{
		newEndpointBot(t, srv, endpointConfig{shard: discord.Shard{ID: 0, Count: 2}}),
		newEndpointBot(t, srv, endpointConfig{shard: discord.Shard{ID: 1, Count: 2}}),
	}
	guilds := []struct{ guild, channel string }{{discordtest.GuildID, discordtest.ChannelID}, {otherGuild, otherChannel}}
	n := 0
	for si, s := range shards {
		for gi, g := range guilds {
			n++
			id := strconv.Itoa(1246251869798400400 + n)
			w := s.signed(commandBody(id, g.guild, g.channel, "notify", "on"))
			if si != gi {
				if w.Code != http.StatusMisdirectedRequest {
					t.Errorf("shard %d answered guild %s with %d, want 421", si, g.guild, w.Code)
				}
				s.wait(s.ignored, id)
				continue
			}
			if w.Code != http.StatusOK || decodeResponse(t, w).Type != discordgo.InteractionResponseChannelMessageWithSource {
				t.Errorf("shard %d answered its guild %s with %d: %s", si, g.guild, w.Code, w.Body)
			}
			s.wait(s.done, id)
		}
	}
}
