package discord_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

// waitEither waits until id comes out of done or ignored; it reports
// whether it was ignored.
func (e *endpointBot) waitEither(id string) bool {
	e.t.Helper()
	timeout := time.After(time.Minute)
	for {
		select {
		case got := <-e.done:
			if got == id {
				return false
			}
		case got := <-e.ignored:
			if got == id {
				return true
			}
		case <-timeout:
			e.t.Fatalf("interaction %s never finished", id)
		}
	}
}

// replayBot is an endpoint bot for replay tests: send sends a signed
// request and waits until it is done; replay sends it again and checks
// that it is answered as already handled and not handled again.
type replayBot struct {
	*endpointBot
	t   *testing.T
	srv *discordtest.Server
}

func (e *replayBot) send(id string, body []byte) []byte {
	e.t.Helper()
	if w := e.signed(body); w.Code != http.StatusOK {
		e.t.Fatalf("%s answered %d: %s", id, w.Code, w.Body)
	}
	e.wait(e.done, id)
	return body
}

func (e *replayBot) replay(id string, body []byte) {
	e.t.Helper()
	w := e.signed(body)
	if w.Code != http.StatusOK {
		e.t.Fatalf("replay of %s answered %d: %s", id, w.Code, w.Body)
	}
	if r := decodeResponse(e.t, w); r.Data == nil || !strings.Contains(r.Data.Content, "already handled") ||
		r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		e.t.Errorf("replay of %s answered %s", id, w.Body)
	}
	if !e.waitEither(id) {
		e.t.Errorf("replay of %s was handled again", id)
	}
}

func (e *replayBot) match() *session.Match {
	e.t.Helper()
	m, err := e.matches.Get(context.Background(), discordtest.ChannelID)
	if err != nil {
		e.t.Fatalf("the channel's match: %v", err)
	}
	return m
}

// started opens a Qwinto lobby with a bot and a turn time, and starts it.
func (e *replayBot) started() {
	e.send("1246251869798400901", optionBody("1246251869798400901", "play", "qwinto", "bots", 1, "turn_time", "1h"))
	e.send("1246251869798400904", commandBody("1246251869798400904", discordtest.GuildID, discordtest.ChannelID, "game", "start"))
}

// legal returns Alice's legal moves now.
func (e *replayBot) legal() []games.Move {
	e.t.Helper()
	m := e.match()
	st, err := m.Decode()
	if err != nil {
		e.t.Fatal(err)
	}
	seat, _ := m.SeatOf(endpointUser)
	return st.Legal(seat)
}

// typed sends Alice's /game move notation:move as interaction n.
func (e *replayBot) typed(n int, move games.Move) (string, []byte) {
	id := strconv.Itoa(1246251869798401000 + n)
	return id, e.send(id, optionBody(id, "game", "move", "notation", string(move)))
}

// TestHostileEndpointReplays replays captured signed requests within
// their signature window: a /game cancel after a newer lobby opened, a
// typed move on a later turn, a /game extend. Each replay is answered
// with a line that says so, and changes nothing.
func TestHostileEndpointReplays(t *testing.T) {
	tests := []struct {
		name string
		run  func(t *testing.T, e *replayBot)
	}{
		{"cancel after a newer lobby", func(t *testing.T, e *replayBot) {
			e.send("1246251869798400901", optionBody("1246251869798400901", "play", "qwinto", "bots", 1))
			body := e.send("1246251869798400902", commandBody("1246251869798400902", discordtest.GuildID, discordtest.ChannelID, "game", "cancel"))
			e.send("1246251869798400903", optionBody("1246251869798400903", "play", "qwinto", "bots", 1))
			lobby := e.match()
			e.replay("1246251869798400902", body)
			if m := e.match(); m.ID != lobby.ID || m.Version != lobby.Version {
				t.Fatalf("a replayed /game cancel changed the newer lobby: %s v%d -> %s v%d", lobby.ID, lobby.Version, m.ID, m.Version)
			}
		}},
		{"extend twice", func(t *testing.T, e *replayBot) {
			e.started()
			body := e.send("1246251869798400905", optionBody("1246251869798400905", "game", "extend", "duration", "2h"))
			extended := e.match()
			e.replay("1246251869798400905", body)
			if m := e.match(); !m.Due.Equal(extended.Due) || m.Version != extended.Version {
				t.Fatalf("a replayed /game extend moved the deadline: %s -> %s", extended.Due, m.Due)
			}
		}},
		{"typed skip on a later turn", func(t *testing.T, e *replayBot) {
			e.started()
			// Alice plays until she may skip, skips, plays until she may
			// skip again: then the first skip is replayed.
			var skipID string
			var skipBody []byte
			for n := 0; ; n++ {
				if n == 60 {
					t.Fatal("Alice never could skip twice in 60 moves")
				}
				legal := e.legal()
				if len(legal) == 0 {
					t.Fatalf("Alice has no move at v%d", e.match().Version)
				}
				canSkip := slices.Contains(legal, "skip")
				if canSkip && skipID != "" {
					break
				}
				if canSkip {
					skipID, skipBody = e.typed(n, "skip")
					continue
				}
				e.typed(n, legal[0])
			}
			before := e.match()
			e.replay(skipID, skipBody)
			if m := e.match(); m.Version != before.Version {
				t.Fatalf("a replayed typed skip played again: v%d -> v%d", before.Version, m.Version)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := discordtest.New(t)
			e := &replayBot{endpointBot: newEndpointBot(t, srv, endpointConfig{}), t: t, srv: srv}
			tt.run(t, e)
			srv.AssertClean(t)
		})
	}
}

// TestHostileGatewayRedelivery: an INTERACTION_CREATE sent again (as after
// a resume) is ignored: a /game cancel redelivered after a newer lobby
// opened leaves it, and the bot does not answer it a second time.
func TestHostileGatewayRedelivery(t *testing.T) {
	srv := discordtest.New(t)
	e := newEndpointBot(t, srv, endpointConfig{gateway: true})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	alice := srv.NewMember("Alice", 0)
	do := func(in *discordtest.Interaction) string {
		t.Helper()
		if _, err := srv.Interact(ctx, in); err != nil {
			t.Fatal(err)
		}
		e.wait(e.done, in.ID)
		return in.ID
	}
	do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.IntArg("bots", 1))))
	cancelID := do(srv.Command(alice, "game", discordtest.SubcommandArg("cancel")))
	do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.IntArg("bots", 1))))
	lobby, err := e.matches.Get(ctx, discordtest.ChannelID)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := srv.Redeliver(ctx, cancelID)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"cancel"`) {
		t.Fatalf("redelivered %s", raw)
	}
	if !e.waitEither(cancelID) {
		t.Error("the redelivered /game cancel was handled again")
	}
	m, err := e.matches.Get(ctx, discordtest.ChannelID)
	if errors.Is(err, session.ErrNoMatch) || (err == nil && (m.ID != lobby.ID || m.Version != lobby.Version)) {
		t.Fatalf("the redelivered /game cancel changed the newer lobby: %+v, %v", m, err)
	}
	srv.AssertClean(t)
}

// TestHostileReplayEveryMove plays 40 typed moves of Qwinto games against
// a bot through the endpoint (a new game when one ends) and, after each
// move, replays every request sent so far (the commands that opened and
// started the games too): none acts again. It logs how many replays it
// made.
func TestHostileReplayEveryMove(t *testing.T) {
	srv := discordtest.New(t)
	e := &replayBot{endpointBot: newEndpointBot(t, srv, endpointConfig{}), t: t, srv: srv}
	type sent struct {
		id   string
		body []byte
	}
	var log []sent
	send := func(id string, body []byte) {
		e.send(id, body)
		log = append(log, sent{id, body})
	}
	games := 0
	open := func() {
		games++
		id := strconv.Itoa(1246251869798400700 + 2*games)
		send(id, optionBody(id, "play", "qwinto", "bots", 1))
		id = strconv.Itoa(1246251869798400701 + 2*games)
		send(id, commandBody(id, discordtest.GuildID, discordtest.ChannelID, "game", "start"))
	}
	open()
	// version is the channel's open match and version, "none" without.
	version := func() string {
		m, err := e.matches.Get(context.Background(), discordtest.ChannelID)
		if err != nil {
			return "none"
		}
		return m.ID + " v" + strconv.FormatInt(m.Version, 10)
	}
	replays := 0
	for n := 0; n < 40; n++ {
		if _, err := e.matches.Get(context.Background(), discordtest.ChannelID); errors.Is(err, session.ErrNoMatch) {
			open() // the game is over: the next one
		}
		legal := e.legal()
		if len(legal) == 0 {
			t.Fatalf("Alice has no move at %s", version())
		}
		id := strconv.Itoa(1246251869798401000 + n)
		send(id, optionBody(id, "game", "move", "notation", string(legal[0])))
		before := version()
		for _, s := range log {
			e.replay(s.id, s.body)
			replays++
		}
		if after := version(); after != before {
			t.Fatalf("after move %d, replays changed the channel's game: %s -> %s", n, before, after)
		}
	}
	t.Logf("%d replays of %d requests in %d games, none acted", replays, len(log), games)
	srv.AssertClean(t)
}
