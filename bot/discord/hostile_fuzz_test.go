package discord_test

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// FuzzInteractionJSON feeds whole raw interaction JSON through both
// transports' decoding and routing: signed with the application's key to
// the endpoint, and, to a second bot, as the gateway path does (decoded by
// discordgo into an InteractionCreate, whose handler runs even when the
// decoding failed half-way). Neither may panic, and the endpoint answers
// only 200, 400, 413 or 421. Seeds: the interactions of
// ../../commands/testdata, the crashes of crashingData, and
// testdata/fuzz/FuzzInteractionJSON.
func FuzzInteractionJSON(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join("..", "..", "commands", "testdata", "*.json"))
	for _, n := range names {
		if b, err := os.ReadFile(n); err == nil {
			f.Add(b)
		}
	}
	for i, c := range crashingData {
		f.Add(withData("12462518697984006"+string(rune('0'+i)), c.data))
	}
	f.Add(optionBody("1246251869798400601", "game", "move", "notation", "skip"))
	f.Add(optionBody("1246251869798400602", "play", "qwinto", "bots", 1))
	srv := discordtest.New(f)
	rest := &quickREST{next: srv.Transport()}
	endpoint := newEndpointBot(f, srv, endpointConfig{transport: rest})
	gateway := newEndpointBot(f, srv, endpointConfig{transport: rest})
	rest.on.Store(true)
	f.Fuzz(func(t *testing.T, raw []byte) {
		switch w := endpoint.signed(raw); w.Code {
		case http.StatusOK, http.StatusBadRequest, http.StatusMisdirectedRequest, http.StatusRequestEntityTooLarge:
		default:
			t.Fatalf("endpoint answered %d: %s", w.Code, w.Body)
		}
		// As discordgo's onEvent: decode, log an error, call the
		// handlers with what was decoded anyway.
		ic := &discordgo.InteractionCreate{}
		_ = json.Unmarshal(raw, ic)
		discord.OnInteractionCreate(gateway.bot, ic)
	})
}

// quickREST answers every REST call at once with success once on is set
// (before: next answers), so that the fuzz target spends its time on
// decoding and routing, not on the fake's rate limits.
type quickREST struct {
	next http.RoundTripper
	on   atomic.Bool
}

func (q *quickREST) RoundTrip(r *http.Request) (*http.Response, error) {
	if !q.on.Load() {
		return q.next.RoundTrip(r)
	}
	if r.Body != nil {
		_, _ = io.Copy(io.Discard, r.Body)
		r.Body.Close()
	}
	body := `{"id":"1246251869798400999","channel_id":"1246251869798400003","content":"","type":0}`
	if r.Method == http.MethodGet {
		body = "[]"
	}
	return &http.Response{StatusCode: http.StatusOK, Header: http.Header{"Content-Type": {"application/json"}},
		Body: io.NopCloser(strings.NewReader(body)), Request: r}, nil
}
