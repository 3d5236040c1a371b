package commands

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	_ "github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// recorder is a Sink that keeps the channel's messages.
type recorder struct {
	msgs      map[string]*render.Message
	n         int
	responses []Response
	edits     int
}

func newRecorder() *recorder { return &recorder{msgs: map[string]*render.Message{}} }

func (s *recorder) Respond(_ context.Context, r *Request, resp Response) error {
	s.responses = append(s.responses, resp)
	if resp.Kind == RespondUpdate {
		s.msgs[r.Message] = resp.Message
	}
	return nil
}

func (s *recorder) Post(_ context.Context, _ string, m *render.Message) (string, error) {
	s.n++
	id := fmt.Sprint("m", s.n)
	s.msgs[id] = m
	return id, nil
}

func (s *recorder) Edit(_ context.Context, _, id string, m *render.Message) error {
	s.edits++
	if m == nil {
		c := *s.msgs[id]
		c.Components = nil
		m = &c
	}
	s.msgs[id] = m
	return nil
}

// table drives a router the way Discord would, in one channel.
type tableDriver struct {
	t       *testing.T
	matches *session.Manager
	router  *Router
	sink    *recorder
}

func newTable(t *testing.T) *tableDriver {
	mg := session.NewManager(session.NewMemStore(), session.WithSeeds(func() [2]uint64 { return [2]uint64{7, 7} }))
	return &tableDriver{t: t, matches: mg, router: NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil))), sink: newRecorder()}
}

func (d *tableDriver) do(r *Request) *Reply {
	d.t.Helper()
	r.Channel, r.Guild = "chan", "guild"
	if r.Options == nil {
		r.Options = map[string]string{}
	}
	reply := d.router.Handle(context.Background(), r)
	if err := deliver(context.Background(), d.sink, d.matches, r, reply); err != nil {
		d.t.Fatal(err)
	}
	return reply
}

// deliver plays reply into the recorder through the board's life as a
// transport does (package bot), without its queue: the fact planned
// (boardlife.Plan), the answer, then the board delivered (edited in
// place or posted anew with the previous one retired, and recorded).
func deliver(ctx context.Context, sink *recorder, rec boardlife.Recorder, r *Request, reply *Reply) error {
	board := boardlife.Plan(reply.Board, Boards)
	resp, shown := Respond(r, reply, board)
	if err := sink.Respond(ctx, r, resp); err != nil {
		return err
	}
	switch {
	case board == nil:
		return nil
	case shown:
		return boardlife.Recorded(ctx, rec, board)
	}
	keep := r.Kind == KindComponent && board.RetiredBy(r.Message, resp.Kind == RespondUpdate)
	return boardlife.Deliver(ctx, sink, rec, board, keep)
}

func (d *tableDriver) command(user, path string, opts map[string]string) *Reply {
	return d.do(&Request{Kind: KindCommand, User: User{ID: user, Name: user}, Command: path, Options: opts})
}

func (d *tableDriver) click(user, msg, customID string, values ...string) *Reply {
	return d.do(&Request{Kind: KindComponent, User: User{ID: user, Name: user}, Message: msg, CustomID: customID, Values: values})
}

// started opens a lobby of game hosted by alice, seats the joiners in
// turn and starts the match.
func (d *tableDriver) started(game string, joiners ...string) {
	d.command("alice", "play "+game, nil)
	for _, u := range joiners {
		d.command(u, "game join", nil)
	}
	d.command("alice", "game start", nil)
}

func (d *tableDriver) match() *session.Match {
	m, err := d.matches.Get(context.Background(), "chan")
	if err != nil {
		d.t.Fatal(err)
	}
	return m
}

// button finds a button by label on a message.
func button(t *testing.T, m *render.Message, label string) discordgo.Button {
	t.Helper()
	for _, row := range m.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); ok && b.Label == label {
				return b
			}
		}
	}
	t.Fatalf("no button %q in %+v", label, m.Components)
	return discordgo.Button{}
}

func reason(r *Reply) string {
	if r.Message == nil {
		return ""
	}
	return r.Message.Content
}

func TestLobbyFlow(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", nil)
	lobby := d.match().BoardMessage
	if lobby == "" {
		t.Fatal("no lobby board recorded")
	}
	join := button(t, d.sink.msgs[lobby], "Join").CustomID
	d.click("bob", lobby, join)
	if got := d.sink.responses[len(d.sink.responses)-1]; got.Kind != RespondUpdate {
		t.Fatalf("a click on the lobby answered with %d, want an update", got.Kind)
	}
	if !strings.Contains(d.sink.msgs[lobby].Text, "2. bob") {
		t.Fatalf("lobby after join:\n%s", d.sink.msgs[lobby].Text)
	}
	if got := reason(d.command("bob", "game cancel", nil)); got != "Only the host, alice, can do that." {
		t.Fatalf("guest cancel: %q", got)
	}
	if got := reason(d.command("carol", "play qwinto", nil)); got != "A game is already open in this channel." {
		t.Fatalf("second lobby: %q", got)
	}
	start := button(t, d.sink.msgs[d.match().BoardMessage], "Start").CustomID
	d.click("alice", lobby, start)
	m := d.match()
	if m.Phase != session.Playing || m.BoardMessage == lobby {
		t.Fatalf("after start: phase %s board %s", m.Phase, m.BoardMessage)
	}
	if len(d.sink.msgs[lobby].Components) != 0 || !strings.Contains(d.sink.msgs[lobby].Text, "Started") {
		t.Fatal("the lobby was not retired")
	}
	if !strings.Contains(d.sink.msgs[m.BoardMessage].Content, "<@alice>") {
		t.Fatalf("board does not ping the roller: %q", d.sink.msgs[m.BoardMessage].Content)
	}
}

func TestManagerMayCancel(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", nil)
	r := d.do(&Request{Kind: KindCommand, User: User{ID: "mod", Name: "mod"}, Command: "game cancel", CanManage: true})
	if got := reason(r); got != "The game is cancelled." {
		t.Fatalf("manager cancel: %q", got)
	}
}

func TestStaleClickChangesNothing(t *testing.T) {
	d := newTable(t)
	d.command("alice", "play qwinto", map[string]string{"bots": "1"})
	d.command("alice", "game start", nil)
	first := d.match()
	board := d.sink.msgs[first.BoardMessage]
	roll := board.Components[0].(discordgo.ActionsRow).Components[0]
	id := customID(roll)
	d.command("alice", "game move", map[string]string{"notation": "roll red"})
	before := d.match()
	got := reason(d.click("alice", first.BoardMessage, id, "roll red"))
	if got != "This board is out of date." {
		t.Fatalf("click on the old board: %q", got)
	}
	after := d.match()
	if after.Version != before.Version || string(after.State) != string(before.State) {
		t.Fatal("stale click changed the match")
	}
}

func customID(c discordgo.MessageComponent) string {
	switch c := c.(type) {
	case discordgo.Button:
		return c.CustomID
	case discordgo.SelectMenu:
		return c.CustomID
	}
	return ""
}

func TestAutocompleteOffersOwnLegalMoves(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob")
	r := d.do(&Request{Kind: KindAutocomplete, User: User{ID: "alice"}, Command: "game move", Options: map[string]string{"notation": "ROLL  y"}, Focused: "notation"})
	if len(r.Choices) == 0 {
		t.Fatal("no choices")
	}
	for _, c := range r.Choices {
		if !strings.HasPrefix(c.Name, "roll") || !strings.Contains(c.Name, "y") {
			t.Fatalf("choice %q does not match what was typed", c.Name)
		}
	}
	r = d.do(&Request{Kind: KindAutocomplete, User: User{ID: "bob"}, Command: "game move", Options: map[string]string{"notation": ""}, Focused: "notation"})
	if len(r.Choices) != 0 {
		t.Fatalf("bob, who may not move, was offered %d moves", len(r.Choices))
	}
	r = d.do(&Request{Kind: KindAutocomplete, User: User{ID: "zed"}, Command: "game move", Options: map[string]string{"notation": ""}, Focused: "notation"})
	if r.Choices == nil || len(r.Choices) != 0 {
		t.Fatal("a spectator was offered moves")
	}
}

func TestPlayWholeGame(t *testing.T) {
	d := newTable(t)
	d.started("qwinto", "bob")
	users := []string{"alice", "bob"}
	for i := 0; ; i++ {
		if i > 2000 {
			t.Fatal("game does not end")
		}
		m, err := d.matches.Get(context.Background(), "chan")
		if err != nil {
			break // finished and archived
		}
		st, _ := m.Decode()
		seat := st.Actors()[0]
		move := string(st.Default(seat))
		var r *Reply
		if i%2 == 0 {
			r = d.command(users[seat], "game move", map[string]string{"notation": move})
		} else {
			r = d.click(users[seat], m.BoardMessage, fmt.Sprintf("mv:%s:%s", strconvBase36(m.Version), move))
		}
		if r.Message != nil && !strings.HasPrefix(r.Message.Content, "You played") {
			t.Fatalf("move %q refused: %s", move, r.Message.Content)
		}
	}
	last := d.sink.msgs[fmt.Sprint("m", d.sink.n)]
	if len(last.Components) != 1 || button(t, last, "Rematch").CustomID == "" || !strings.Contains(strings.ToLower(last.Text), "win") {
		t.Fatalf("final board:\n%s", last.Text)
	}
}
