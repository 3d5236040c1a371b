package discord_test

import (
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestBoardUpdateCarriesAltText: a board updated in place as a click's
// own answer (UPDATE_MESSAGE) gives its picture alt text, as a board
// posted or edited through a webhook does.
func TestBoardUpdateCarriesAltText(t *testing.T) {
	h := newHarness(t)
	alice, _ := h.startQwinto()
	board := h.board()
	id := mustButton(t, board, "Red")
	r := h.do(h.srv.Button(alice, board, id))
	if r.Type != discordgo.InteractionResponseUpdateMessage {
		t.Fatalf("the click answered %d, not an update", r.Type)
	}
	m := h.board()
	if m.ID != board.ID {
		t.Fatalf("the click moved the board from %s to %s", board.ID, m.ID)
	}
	if len(m.Attachments) == 0 {
		t.Fatal("the updated board has no picture")
	}
	for _, a := range m.Attachments {
		if a.Description == "" {
			t.Errorf("the updated board's picture %s has no alt text", a.Filename)
		}
	}
	h.srv.AssertClean(t)
}

// TestDeferredBoardUpdateCarriesAltText: a click deferred before its
// answer shows the board in place by editing the answer; the picture
// keeps its alt text.
func TestDeferredBoardUpdateCarriesAltText(t *testing.T) {
	h := newHarnessDeferring(t, time.Nanosecond)
	alice, _ := h.startQwinto()
	board := h.board()
	id := mustButton(t, board, "Red")
	if r := h.do(h.srv.Button(alice, board, id)); r.Type != discordgo.InteractionResponseDeferredMessageUpdate {
		t.Fatalf("the click answered %d, not a deferred update", r.Type)
	}
	m := h.board()
	if m.ID != board.ID || len(m.Attachments) == 0 || buttonLabel(m, "Red") == buttonLabel(board, "Red") {
		t.Fatalf("the deferred click did not show the board in place (message %s, %d attachments)", m.ID, len(m.Attachments))
	}
	for _, a := range m.Attachments {
		if a.Description == "" {
			t.Errorf("the board's picture %s has no alt text after the deferred update", a.Filename)
		}
	}
	h.srv.AssertClean(t)
}

// TestDeferredFollowupCarriesAltText: a click deferred before its
// answer whose answer is a new private message (the "My hand" view of
// Quinientos, with a picture of the hand) gets it as a follow-up through
// the interaction's webhook; the picture keeps its alt text there too.
func TestDeferredFollowupCarriesAltText(t *testing.T) {
	h := newHarnessWith(t, harnessOptions{seeds: quinientosSeeds, deferAfter: time.Nanosecond})
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("quinientos", discordtest.IntArg("bots", 2), discordtest.StringArg("partners", "apart"))))
	h.do(srv.Button(bob, h.board(), mustButton(t, h.board(), "Join")))
	h.do(srv.Button(alice, h.board(), mustButton(t, h.board(), "Start")))
	board := h.board()
	before := map[string]bool{}
	for _, m := range srv.Messages(board.ChannelID) {
		before[m.ID] = true
	}
	if r := h.do(srv.Button(alice, board, mustButton(t, board, "My hand"))); r.Type != discordgo.InteractionResponseDeferredMessageUpdate {
		t.Fatalf("the click answered %d, not a deferral", r.Type)
	}
	var hand *discordtest.Message
	for _, m := range srv.Messages(board.ChannelID) {
		if !before[m.ID] && m.Ephemeral() && len(m.Attachments) > 0 {
			hand = m
		}
	}
	if hand == nil {
		t.Fatal("no private hand with a picture followed the deferral")
	}
	for _, a := range hand.Attachments {
		if a.Description == "" {
			t.Errorf("the followed-up hand's picture %s has no alt text", a.Filename)
		}
	}
	srv.AssertClean(t)
}
