package discord_test

import (
	"strings"
	"testing"

	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestBoardsTravelOnInteractions: with boards on interactions, the boards
// of typed moves are posted as follow-ups of the moves and edited through
// the webhooks of the moves that posted them: once play has begun, no
// board needs the bot token, and the board shown keeps up with the match.
func TestBoardsTravelOnInteractions(t *testing.T) {
	h := newHarnessWith(t, harnessOptions{boardsOnInteractions: true})
	p := startQwintoPair(h)
	p.typedMove() // the first board posted through a move's webhook
	before := len(h.srv.CallsMatching(channelMessages))
	for range 12 {
		p.typedMove()
		p.assertCaughtUp("after a move")
	}
	if n := len(h.srv.CallsMatching(channelMessages)) - before; n != 0 {
		t.Errorf("%d bot-token board requests during play, want 0", n)
	}
	hooks := 0
	for _, c := range h.srv.Calls() {
		if strings.HasPrefix(c.Route, "/webhooks/") && c.Method != "GET" {
			hooks++
		}
	}
	if hooks < 12 {
		t.Errorf("%d webhook requests for 13 moves", hooks)
	}
	m, ok := h.srv.Message(discordtest.ChannelID, h.board().ID)
	if !ok || m.InteractionID == "" {
		t.Fatal("the board shown is not a follow-up of a move")
	}
	if len(m.Attachments) == 0 || m.Attachments[0].Description == "" {
		t.Errorf("the follow-up board's picture has no alt text (%d attachments)", len(m.Attachments))
	}
	p.assertLoggedOnce()
	h.srv.AssertClean(t)
}
