package discord_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// TestFaultsOnBoardEdits answers a board edit with each fault in turn
// (429 with retry_after, 500, 502, 503) while typed moves are played: each
// move is applied exactly once and the board shown in the channel catches
// up with the match, edited after a retry or posted anew.
func TestFaultsOnBoardEdits(t *testing.T) {
	h := newHarness(t)
	p := startQwintoPair(h)
	edit := discordtest.Route("PATCH", "/channels/{channel_id}/messages/{message_id}")
	faults := []discordtest.Fault{discordtest.RateLimited, discordtest.InternalServerError, discordtest.BadGateway, discordtest.ServiceUnavailable}
	for _, f := range faults {
		for range 2 { // the first move of a turn posts; the next edits
			h.srv.FailNext(edit, 1, f)
			p.typedMove()
		}
		p.assertCaughtUp(f.String())
	}
	p.assertLoggedOnce()
	assertFaultsServed(t, h.srv, map[int]bool{429: true, 500: true, 502: true, 503: true})
	h.srv.AssertClean(t)
}

// TestFaultsOnDeferredAnswers defers every answer and fails the edit of
// the deferred "thinking" message (@original) and the follow-ups with each
// fault: each move is applied exactly once, and the board catches up by
// the next move at the latest.
func TestFaultsOnDeferredAnswers(t *testing.T) {
	h := newHarnessDeferring(t, time.Nanosecond)
	p := startQwintoPair(h)
	routes := []discordtest.Match{
		discordtest.Route("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
		discordtest.Route("POST", "/webhooks/{webhook_id}/{webhook_token}"),
	}
	faults := []discordtest.Fault{discordtest.RateLimited, discordtest.InternalServerError, discordtest.BadGateway, discordtest.ServiceUnavailable}
	for _, f := range faults {
		for _, r := range routes {
			h.srv.FailNext(r, 1, f)
		}
		p.typedMove()
		// A click refused as stale: its deferred answer, a private
		// message, is a follow-up, which meets the follow-up fault.
		board := h.board()
		button, ok := anyButton(board)
		if !ok {
			t.Fatalf("no button on the board: %s", board.RawComponents)
		}
		for _, who := range p.players {
			h.do(crafted(h.srv.Button(who, board, button), moveID(1, "skip"), discordgo.ButtonComponent))
			break
		}
		p.typedMove() // a move without faults: the board catches up
		p.assertCaughtUp(f.String())
	}
	p.assertLoggedOnce()
	for _, r := range routes {
		got := map[int]bool{}
		for _, c := range h.srv.CallsMatching(r) {
			got[c.Status] = true
		}
		for _, status := range []int{429, 500, 502, 503} {
			if !got[status] {
				t.Errorf("no %s answered %d: the fault was not injected", h.srv.CallsMatching(r)[0].Route, status)
			}
		}
	}
	h.srv.AssertClean(t)
}

// TestFaultsGatewayDuringPlay plays typed moves while the gateway is told
// to reconnect (op 7) and has its connection dropped, over and over: every
// move whose answer arrived is in the log exactly once, none is applied
// twice, and the board catches up. The faults come every 20 ms, whenever
// they fall; so that a fast machine cannot play every move between two of
// them, each fifth move waits for a fault after the one before.
func TestFaultsGatewayDuringPlay(t *testing.T) {
	h := newHarness(t)
	p := startQwintoPair(h)
	const moves = 30
	var faults atomic.Int64
	played := make(chan int, 1)
	go func() {
		n := 0
		defer func() { played <- n }()
		var seen int64
		for range moves {
			if err := p.sendMove(); err != nil {
				t.Error(err)
				return
			}
			if n++; n%5 == 0 {
				for faults.Load() == seen {
					select {
					case <-h.ctx.Done():
						t.Error("no gateway fault came")
						return
					case <-time.After(time.Millisecond):
					}
				}
				seen = faults.Load()
			}
		}
	}()
	var n int
	for i := 0; ; i++ {
		select {
		case n = <-played:
		case <-time.After(20 * time.Millisecond):
			var err error
			if i%2 == 0 {
				err = h.srv.Reconnect()
			} else {
				err = h.srv.DropConnection()
			}
			switch {
			case err == nil:
				faults.Add(1)
			case err != discordtest.ErrNotConnected:
				t.Fatal(err)
			}
			continue
		}
		break
	}
	if n != moves {
		t.Fatalf("%d of %d moves answered", n, moves)
	}
	if _, err := h.srv.WaitGateway(h.ctx, func(st discordtest.GatewayStats) bool { return st.Connected }); err != nil {
		t.Fatal(err)
	}
	// The bot may still deliver the last board: one more move waits for it.
	p.typedMove()
	p.assertCaughtUp("after the gateway faults")
	p.assertLoggedOnce()
	st := h.srv.Gateway()
	if st.Resumes < 2 {
		t.Fatalf("gateway: %+v, want several resumes", st)
	}
	t.Logf("%d moves through %d connections, %d resumes, %d identifies", n+1, st.Connections, st.Resumes, st.Identifies)
	h.srv.AssertClean(t)
}

// qwintoPair is a Qwinto match of Alice and Bob in the default channel,
// played by typed moves; it counts the moves answered.
type qwintoPair struct {
	h       *harness
	players map[string]discordtest.Member
	matchID string
	start   int64 // version when play began
	mu      sync.Mutex
	moves   int // moves answered "You played"
}

func startQwintoPair(h *harness) *qwintoPair {
	h.t.Helper()
	alice, bob := h.startQwinto()
	m, ok := h.match()
	if !ok || m.Phase != session.Playing {
		h.t.Fatal("the match did not start")
	}
	return &qwintoPair{h: h, players: map[string]discordtest.Member{alice.ID: alice, bob.ID: bob}, matchID: m.ID, start: m.Version}
}

// nextMove returns a typed move for the seat to act.
func (p *qwintoPair) nextMove() (*discordtest.Interaction, string, error) {
	m, ok := p.h.match()
	if !ok {
		return nil, "", fmt.Errorf("the match ended")
	}
	st, err := m.Decode()
	if err != nil {
		return nil, "", err
	}
	seat := st.Actors()[0]
	move := string(st.Default(seat))
	in := p.h.srv.Command(p.players[m.Players[seat].User], "game",
		discordtest.SubcommandArg("move", discordtest.StringArg("notation", move)))
	return in, move, nil
}

// typedMove plays one move and waits until its board is delivered.
func (p *qwintoPair) typedMove() {
	p.h.t.Helper()
	in, move, err := p.nextMove()
	if err != nil {
		p.h.t.Fatal(err)
	}
	p.h.do(in)
	p.checkAnswer(in, move)
}

// sendMove plays one move and waits for its answer only, as a player who
// types on; safe outside the test's goroutine.
func (p *qwintoPair) sendMove() error {
	in, move, err := p.nextMove()
	if err != nil {
		return err
	}
	if _, err := p.h.srv.Interact(p.h.ctx, in); err != nil {
		return err
	}
	return p.answerOf(in, move)
}

func (p *qwintoPair) checkAnswer(in *discordtest.Interaction, move string) {
	p.h.t.Helper()
	if err := p.answerOf(in, move); err != nil {
		p.h.t.Fatal(err)
	}
}

// answerOf reads the answer to a typed move, through a deferral if any,
// and counts the move when it was played.
func (p *qwintoPair) answerOf(in *discordtest.Interaction, move string) error {
	r, ok := p.h.srv.ResponseTo(in.ID)
	if !ok {
		return fmt.Errorf("move %q: no answer", move)
	}
	got := text(r)
	if r.Type == discordgo.InteractionResponseDeferredChannelMessageWithSource {
		// The bot has finished with the interaction (or the answer came
		// through Interact): an edit of @original is there or lost.
		ctx, cancel := context.WithTimeout(p.h.ctx, time.Second)
		defer cancel()
		m, err := p.h.srv.WaitOriginal(ctx, in.ID)
		if err != nil {
			// The edit of @original failed: the player saw no answer,
			// but the move may have been applied; the log tells.
			got = ""
		} else {
			got = m.Content
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case strings.Contains(got, "You played"):
		p.moves++
	case got == "" && r.Type == discordgo.InteractionResponseDeferredChannelMessageWithSource:
		p.moves++ // answered "thinking", then the answer was lost to a fault
	default:
		return fmt.Errorf("move %q answered %q", move, got)
	}
	return nil
}

// assertLoggedOnce checks that the match's log holds exactly the moves
// played, one step per version.
func (p *qwintoPair) assertLoggedOnce() {
	p.h.t.Helper()
	m, ok := p.h.match()
	if !ok {
		p.h.t.Fatal("the match ended")
	}
	steps, err := p.h.store.Log(p.h.ctx, p.matchID)
	if err != nil {
		p.h.t.Fatal(err)
	}
	p.mu.Lock()
	moves := p.moves
	p.mu.Unlock()
	if got := m.Version - p.start; got != int64(moves) {
		p.h.t.Fatalf("%d moves answered, the match advanced by %d versions", moves, got)
	}
	seen := map[int64]bool{}
	for _, s := range steps {
		if seen[s.Version] {
			p.h.t.Fatalf("version %d logged twice", s.Version)
		}
		seen[s.Version] = true
	}
	for v := p.start + 1; v <= m.Version; v++ {
		if !seen[v] {
			p.h.t.Fatalf("version %d missing from the log", v)
		}
	}
}

// assertCaughtUp checks that the channel's board is the match's current
// one: every component on it was drawn for the current version.
func (p *qwintoPair) assertCaughtUp(when string) {
	p.h.t.Helper()
	m, _ := p.h.match()
	board := p.h.board()
	if len(board.Components) == 0 {
		p.h.t.Fatalf("%s: the board has no components", when)
	}
	want := strconv.FormatInt(m.Version, 36)
	for _, row := range board.Components {
		r, ok := row.(*discordgo.ActionsRow)
		if !ok {
			continue
		}
		for _, c := range r.Components {
			id := ""
			switch c := c.(type) {
			case *discordgo.Button:
				id = c.CustomID
			case *discordgo.SelectMenu:
				id = c.CustomID
			}
			if parts := strings.SplitN(id, ":", 3); len(parts) == 3 && parts[1] != want {
				p.h.t.Fatalf("%s: the board shows version %s, the match is at %s (%s)", when, parts[1], want, id)
			}
		}
	}
}

// assertFaultsServed checks that the fake answered each status at least
// once: the faults were injected, not left unused.
func assertFaultsServed(t *testing.T, srv *discordtest.Server, want map[int]bool) {
	t.Helper()
	got := map[int]bool{}
	for _, c := range srv.Calls() {
		got[c.Status] = true
	}
	for status := range want {
		if !got[status] {
			t.Errorf("no request was answered %d: the fault was not injected", status)
		}
	}
}

// TestFaultsDeferWhileQueued: while a move's board is held up by 429s
// (16 × retry_after 50 ms), another interaction in the channel is answered
// or deferred on time: when its first answer can only come long after the
// deferral delay (it waits for the channel, which the test holds as a
// slow handler would), it must be a deferral, since the timer runs from
// its arrival, not from when it gets the channel.
func TestFaultsDeferWhileQueued(t *testing.T) {
	h := newHarnessDeferring(t, 100*time.Millisecond)
	p := startQwintoPair(h)
	boards := func(c discordtest.Call) bool { return strings.HasPrefix(c.Route, "/channels/{channel_id}/messages") }
	h.srv.FailNext(boards, 16, discordtest.RateLimited)
	first, move, err := p.nextMove()
	if err != nil {
		t.Fatal(err)
	}
	answered := make(chan error, 1)
	go func() { _, err := h.srv.Interact(h.ctx, first); answered <- err }()
	if err := <-answered; err != nil {
		t.Fatal(err)
	}
	// The move is answered; its board is still being retried.
	var bob discordtest.Member
	for _, m := range p.players {
		if m.ID != first.Member.ID {
			bob = m
		}
	}
	second := h.srv.Command(bob, "game", discordtest.SubcommandArg("moves"))
	release := discord.LockChannel(h.bot, discordtest.ChannelID)
	type result struct {
		r   *discordtest.Response
		err error
	}
	results := make(chan result, 1)
	go func() { r, err := h.srv.Interact(h.ctx, second); results <- result{r, err} }()
	var res result
	select {
	case res = <-results:
		release()
	case <-time.After(time.Second):
		// Ten times the deferral delay and no deferral: let it through
		// to see how it is answered.
		release()
		res = <-results
	}
	if res.err != nil {
		t.Fatal(res.err)
	}
	if r := res.r; r.Type != discordgo.InteractionResponseDeferredChannelMessageWithSource {
		t.Fatalf("the queued interaction was answered with type %d %q, not deferred", r.Type, text(r))
	}
	if _, err := h.srv.WaitOriginal(h.ctx, second.ID); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		<-h.done
	}
	p.checkAnswer(first, move)
	p.assertLoggedOnce()
	p.assertCaughtUp("after the 429s")
	h.srv.AssertClean(t)
}

// anyButton returns the custom id of an enabled button of msg.
func anyButton(msg *discordtest.Message) (string, bool) {
	for _, row := range msg.Components {
		if r, ok := row.(*discordgo.ActionsRow); ok {
			for _, c := range r.Components {
				if b, ok := c.(*discordgo.Button); ok && !b.Disabled {
					return b.CustomID, true
				}
			}
		}
	}
	return "", false
}
