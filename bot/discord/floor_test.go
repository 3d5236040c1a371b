package discord_test

import (
	"context"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// floorReply is what the floor bot answers to every interaction.
const floorReply = "ok"

// openFloor connects a bare discordgo bot to srv: a session whose only
// handler answers every interaction with floorReply through
// InteractionRespond. It is the least any discordgo bot can do, the floor
// the load driver compares Quintet with.
func openFloor(t testing.TB, srv *discordtest.Server, client *http.Client) *discordgo.Session {
	t.Helper()
	dg, err := discordgo.New(discordtest.Token)
	if err != nil {
		t.Fatal(err)
	}
	dg.Client = client
	dg.Dialer = &websocket.Dialer{HandshakeTimeout: 5 * time.Second}
	dg.Identify.Intents = discordgo.IntentsGuilds
	dg.ShouldRetryOnRateLimit = true
	dg.AddHandler(func(s *discordgo.Session, ic *discordgo.InteractionCreate) {
		_ = s.InteractionRespond(ic.Interaction, &discordgo.InteractionResponse{
			Type: discordgo.InteractionResponseChannelMessageWithSource,
			Data: &discordgo.InteractionResponseData{Content: floorReply},
		})
	})
	if err := dg.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dg.Close() })
	return dg
}

// pooledClient is an HTTP client for the fake at srv that keeps up to 512
// idle connections, as a bot on HTTP/2 to Discord never runs short of
// streams (net/http keeps two idle connections per host by default, which
// under load measures reconnects, not the bot).
func pooledClient(srv *discordtest.Server) *http.Client {
	base, _ := url.Parse(srv.URL())
	tr := &http.Transport{MaxIdleConns: 512, MaxIdleConnsPerHost: 512}
	return &http.Client{Timeout: 30 * time.Second, Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
		r2 := r.Clone(r.Context())
		r2.URL.Scheme, r2.URL.Host, r2.Host = base.Scheme, base.Host, base.Host
		return tr.RoundTrip(r2)
	})}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestFloorAnswers checks the floor bot itself: it answers a command with
// its fixed message and the fake records the dispatch and the callback.
func TestFloorAnswers(t *testing.T) {
	srv := discordtest.New(t)
	openFloor(t, srv, pooledClient(srv))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	in := srv.Command(srv.NewMember("Alice", 0), "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red")))
	r, err := srv.Interact(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	if text(r) != floorReply {
		t.Fatalf("floor answered %q", text(r))
	}
	tm, ok := srv.Timing(in.ID)
	if !ok || tm.Answered.IsZero() || tm.Latency() < 0 {
		t.Fatalf("timing %+v, %v", tm, ok)
	}
	srv.AssertClean(t)
}
