package discord_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// newUploadGate returns an open gate for the bot's channel-message posts
// and edits (its boards), as a slow upload to Discord would hold them.
func newUploadGate() *requestGate {
	return newRequestGate("board upload", func(r *http.Request) bool {
		return (r.Method == http.MethodPost || r.Method == http.MethodPatch) &&
			strings.Contains(r.URL.Path, "/channels/") && strings.Contains(r.URL.Path, "/messages")
	})
}

// TestMovesDoNotWaitForBoardUploads: a board on its way to Discord does
// not hold up the channel's next move. With one move's board held in its
// upload, the next move is answered at once, not deferred (the bot defers
// an interaction it cannot answer within 2 s); once the uploads go
// through, the board shows the match as it stands and records so.
func TestMovesDoNotWaitForBoardUploads(t *testing.T) {
	gate := newUploadGate()
	h := newHarnessWith(t, harnessOptions{transport: gate.wrap})
	srv := h.srv
	alice, bob := h.startQwinto()
	h.do(srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red"))))
	m, _ := h.match()
	st, _ := m.Decode()

	gate.close()
	moveA := srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(0)))))
	moveB := srv.Command(bob, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(1)))))
	if r, err := srv.Interact(h.ctx, moveA); err != nil || !strings.HasPrefix(text(r), "You played") {
		t.Fatalf("first move answered %q, %v", text(r), err)
	}
	if method := gate.waitHeld(t, h); method != http.MethodPatch {
		t.Fatalf("the first move's board went out as %s, want an edit (PATCH)", method)
	}
	r, err := srv.Interact(h.ctx, moveB)
	if err != nil {
		t.Fatal(err)
	}
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource || !strings.HasPrefix(text(r), "You played") {
		t.Fatalf("second move answered with type %d %q while the first board was held; want type 4, You played", r.Type, text(r))
	}
	gate.open()
	waitHandled(t, h, moveA.ID, moveB.ID)

	// A board edited in place is recorded with the store's next commit,
	// which may come a moment later.
	waitBoardRecorded(t, h)
	m, _ = h.match()
	v := ":" + strconv.FormatInt(m.Version, 36) + ":"
	for _, b := range buttonsOf(h.board()) {
		if !strings.Contains(b.CustomID, v) {
			t.Errorf("button %q not drawn at version %d", b.CustomID, m.Version)
		}
	}
	for _, msg := range srv.Messages(discordtest.ChannelID) {
		if len(msg.Components) > 0 && !msg.Ephemeral() && msg.ID != m.BoardMessage {
			t.Errorf("message %s still has components; the board is %s", msg.ID, m.BoardMessage)
		}
	}
	srv.AssertClean(t)
}

// TestBoardOfAMatchCancelledDuringItsUpload: a new board posted while the
// match was cancelled is not left with live buttons: the cancellation's
// board retires it, and no message of the channel keeps components.
func TestBoardOfAMatchCancelledDuringItsUpload(t *testing.T) {
	h, gate, alice, roll := rollWithItsBoardHeld(t)
	cancel := h.srv.Command(alice, "game", discordtest.SubcommandArg("cancel"))
	if r, err := h.srv.Interact(h.ctx, cancel); err != nil || !strings.Contains(text(r), "cancelled") {
		t.Fatalf("cancel answered %q, %v", text(r), err)
	}
	gate.open()
	waitHandled(t, h, roll.ID, cancel.ID)

	if m, open := h.match(); open {
		t.Fatalf("match %s still open", m.ID)
	}
	if posted := assertNoLiveComponents(t, h.srv); posted < 3 {
		t.Errorf("%d channel messages; want the lobby, the roll's board and the cancellation", posted)
	}
	h.srv.AssertClean(t)
}

// TestBoardOfAMatchEndedElsewhereDuringItsUpload: when a match ends
// during its board's upload by a path that queues no board after it (an
// expiry writes the match first and posts its board later), the new
// message's buttons are taken off at once.
func TestBoardOfAMatchEndedElsewhereDuringItsUpload(t *testing.T) {
	h, gate, _, roll := rollWithItsBoardHeld(t)
	m, open := h.match()
	if !open {
		t.Fatal("no open match")
	}
	m.Version++
	m.Phase = session.Cancelled
	if err := h.store.Put(h.ctx, m, nil); err != nil {
		t.Fatal(err)
	}
	gate.open()
	waitHandled(t, h, roll.ID)

	assertNoLiveComponents(t, h.srv)
	h.srv.AssertClean(t)
}

// rollWithItsBoardHeld starts a Qwinto match of Alice and Bob and plays
// Alice's roll, whose board (a new message) the returned gate holds in
// its upload.
func rollWithItsBoardHeld(t *testing.T) (*harness, *requestGate, discordtest.Member, *discordtest.Interaction) {
	t.Helper()
	gate := newUploadGate()
	h := newHarnessWith(t, harnessOptions{transport: gate.wrap})
	srv := h.srv
	alice, _ := h.startQwinto()

	gate.close()
	roll := srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red")))
	if r, err := srv.Interact(h.ctx, roll); err != nil || !strings.HasPrefix(text(r), "You played") {
		t.Fatalf("roll answered %q, %v", text(r), err)
	}
	if method := gate.waitHeld(t, h); method != http.MethodPost {
		t.Fatalf("the roll's board went out as %s, want a new message (POST)", method)
	}
	return h, gate, alice, roll
}

// assertNoLiveComponents fails the test for each channel message (not an
// ephemeral answer) that still has components, and returns how many
// channel messages there are.
func assertNoLiveComponents(t *testing.T, srv *discordtest.Server) int {
	t.Helper()
	posted := 0
	for _, msg := range srv.Messages(discordtest.ChannelID) {
		if msg.Ephemeral() {
			continue
		}
		posted++
		if len(msg.Components) > 0 {
			t.Errorf("message %s (%q) keeps its components after the match ended", msg.ID, msg.Content)
		}
	}
	return posted
}
