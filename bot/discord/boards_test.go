package discord_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// TestBoardsOfABurstGoOutAsOne: with a board interval, two moves answered
// within it of the channel's last board share one board: the roll's board
// is edited once, not once per move, and shows the state after both. Both
// interactions are done only once that board is out.
func TestBoardsOfABurstGoOutAsOne(t *testing.T) {
	for _, tt := range []struct {
		interval  time.Duration
		wantEdits int // of the roll's board
	}{
		{0, 2},               // each move its own edit
		{2 * time.Second, 1}, // one edit for both
	} {
		t.Run(tt.interval.String(), func(t *testing.T) {
			h := newHarnessWith(t, harnessOptions{boardInterval: tt.interval})
			srv := h.srv
			alice, bob := h.startQwinto()
			h.do(srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red"))))
			m, _ := h.match()
			rollBoard := m.BoardMessage
			st, _ := m.Decode()

			// Both decide at once; the answers come back before any board.
			moveA := srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(0)))))
			moveB := srv.Command(bob, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(1)))))
			for _, in := range []*discordtest.Interaction{moveA, moveB} {
				r, err := srv.Interact(h.ctx, in)
				if err != nil || !strings.HasPrefix(text(r), "You played") {
					t.Fatalf("answer %q, %v", text(r), err)
				}
			}
			waitHandled(t, h, moveA.ID, moveB.ID)

			m, _ = h.match()
			if m.BoardMessage != rollBoard {
				t.Fatalf("a new board %s; the roll's board %s should have been edited", m.BoardMessage, rollBoard)
			}
			nb := h.board()
			if nb.Edits != tt.wantEdits {
				t.Errorf("the roll's board was edited %d times, want %d", nb.Edits, tt.wantEdits)
			}
			// The board's buttons carry the version they were drawn at:
			// the match's, after both moves.
			v := strconv.FormatInt(m.Version, 36)
			if len(buttonsOf(nb)) == 0 {
				t.Fatal("the board has no buttons")
			}
			for _, b := range buttonsOf(nb) {
				if !strings.Contains(b.CustomID, ":"+v+":") {
					t.Errorf("button %q drawn at another version than %d", b.CustomID, m.Version)
				}
			}
			srv.AssertClean(t)
		})
	}
}

// waitHandled waits until the bot is done with every one of ids.
func waitHandled(t *testing.T, h *harness, ids ...string) {
	t.Helper()
	left := map[string]bool{}
	for _, id := range ids {
		left[id] = true
	}
	for len(left) > 0 {
		select {
		case id := <-h.done:
			delete(left, id)
		case <-h.ctx.Done():
			t.Fatalf("never done with %v", left)
		}
	}
}

// buttonsOf lists a message's buttons.
func buttonsOf(msg *discordtest.Message) []*discordgo.Button {
	var out []*discordgo.Button
	for _, row := range msg.Components {
		if r, ok := row.(*discordgo.ActionsRow); ok {
			for _, c := range r.Components {
				if b, ok := c.(*discordgo.Button); ok {
					out = append(out, b)
				}
			}
		}
	}
	return out
}

// TestBoardsCatchUp: moves answered faster than boards go out leave, once
// the boards are out, one current board: drawn at the match's version,
// the only message of the channel with components; and every move's
// interaction is done.
func TestBoardsCatchUp(t *testing.T) {
	for _, tt := range []struct {
		interval, pause time.Duration
	}{
		{0, 0}, // each board at once, drawn while the next move comes in
		{300 * time.Millisecond, 40 * time.Millisecond}, // a few boards, each for several moves
	} {
		t.Run(fmt.Sprint(tt.interval, "/", tt.pause), func(t *testing.T) { catchUp(t, tt.interval, tt.pause) })
	}
}

func catchUp(t *testing.T, interval, pause time.Duration) {
	h := newHarnessWith(t, harnessOptions{boardInterval: interval})
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	players := map[string]discordtest.Member{alice.ID: alice, bob.ID: bob}
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto")))
	h.do(srv.Command(bob, "game", discordtest.SubcommandArg("join")))
	h.do(srv.Command(alice, "game", discordtest.SubcommandArg("start")))
	var ids []string
	for range 24 {
		m, ok := h.match()
		if !ok {
			break
		}
		st, _ := m.Decode()
		seat := st.Actors()[0]
		in := srv.Command(players[m.Players[seat].User], "game",
			discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(seat)))))
		if r, err := srv.Interact(h.ctx, in); err != nil || !strings.HasPrefix(text(r), "You played") {
			t.Fatalf("answer %q, %v", text(r), err)
		}
		ids = append(ids, in.ID)
		time.Sleep(pause)
	}
	waitHandled(t, h, ids...)
	m, ok := h.match()
	if !ok {
		t.Skip("the match ended; choose other seeds")
	}
	withComponents := 0
	for _, msg := range srv.Messages(discordtest.ChannelID) {
		if len(msg.Components) > 0 && !msg.Ephemeral() {
			withComponents++
			if msg.ID != m.BoardMessage {
				t.Errorf("message %s still has components; the board is %s", msg.ID, m.BoardMessage)
			}
		}
	}
	if withComponents != 1 {
		t.Errorf("%d messages with components, want the board alone", withComponents)
	}
	v := ":" + strconv.FormatInt(m.Version, 36) + ":"
	for _, b := range buttonsOf(h.board()) {
		if !strings.Contains(b.CustomID, v) {
			t.Errorf("button %q not drawn at version %d", b.CustomID, m.Version)
		}
	}
	posted := 0
	for _, msg := range srv.Messages(discordtest.ChannelID) {
		if !msg.Ephemeral() {
			posted++
		}
	}
	if posted < 4 {
		t.Errorf("%d channel messages: the moves' new boards did not go out", posted)
	}
	t.Logf("%d moves, %d channel messages", len(ids), posted)
	srv.AssertClean(t)
}

// TestOwedBoardRedrawnAtStart: a move applied without its board going out
// (as a kill between the two leaves it) is shown once the scheduler
// starts: the board message is edited to the match's version, and the
// version it shows is recorded.
func TestOwedBoardRedrawnAtStart(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice, _ := h.startQwinto()
	waitBoardRecorded(t, h)
	m := rollWithoutBoard(t, h, alice)
	if m.BoardVersion >= m.Version {
		t.Fatal("no board owed")
	}
	startScheduler(t, h)
	v := ":" + strconv.FormatInt(m.Version, 36) + ":"
	h.waitFor("the owed board drawn", func() bool {
		bs := buttonsOf(h.board())
		return len(bs) > 0 && strings.Contains(bs[0].CustomID, v)
	})
	waitBoardRecorded(t, h)
	srv.AssertClean(t)
}

// TestOrphanBoardRetiredAtStart: a board posted just before a stop whose
// id was never recorded (a kill between Discord's answer and the record
// leaves one) loses its buttons when the scheduler starts, and the match's
// own board, redrawn, keeps them.
func TestOrphanBoardRetiredAtStart(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice, _ := h.startQwinto()
	waitBoardRecorded(t, h)
	m, _ := h.match()
	// What the stop left: a newer board message with live buttons that
	// the match does not know, and the move it was drawn for.
	orphan, err := srv.Session(t).ChannelMessageSendComplex(discordtest.ChannelID, &discordgo.MessageSend{
		Content: "board drawn before the stop",
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: "Roll red", Style: discordgo.SuccessButton, CustomID: "mv:" + strconv.FormatInt(m.Version, 36) + ":roll red"},
		}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	rollWithoutBoard(t, h, alice)
	startScheduler(t, h)
	h.waitFor("the orphan board's buttons taken off", func() bool {
		msg, _ := srv.Message(discordtest.ChannelID, orphan.ID)
		return len(msg.Components) == 0
	})
	waitBoardRecorded(t, h)
	m, _ = h.match()
	v := ":" + strconv.FormatInt(m.Version, 36) + ":"
	if bs := buttonsOf(h.board()); len(bs) == 0 || !strings.Contains(bs[0].CustomID, v) {
		t.Errorf("the match's board has buttons %v, want them at version %d", bs, m.Version)
	}
	srv.AssertClean(t)
}

// rollWithoutBoard has alice roll red through the Manager alone, as a
// move whose board a stop kept from going out, and returns the match.
func rollWithoutBoard(t *testing.T, h *harness, alice discordtest.Member) *session.Match {
	t.Helper()
	if _, err := h.matches.Play(h.ctx, session.PlayRequest{Channel: discordtest.ChannelID, User: alice.ID, Move: "roll red"}); err != nil {
		t.Fatal(err)
	}
	m, _ := h.match()
	return m
}

// startScheduler runs the bot's scheduler, with its start-up repairs,
// until the test ends.
func startScheduler(t *testing.T, h *harness) {
	ctx, cancel := context.WithCancel(h.ctx)
	t.Cleanup(cancel)
	go h.bot.Scheduler().Run(ctx)
}

// waitBoardRecorded waits until the match's board is recorded at the
// match's version: a board edited in place is recorded with the next
// commit, a moment after it went out.
func waitBoardRecorded(t *testing.T, h *harness) {
	t.Helper()
	h.waitFor("the board recorded at the match's version", func() bool {
		m, ok := h.match()
		return ok && m.BoardVersion == m.Version
	})
}

// TestPacedBoardShowsLaterChanges: a board that waited for its interval
// while the match moved on without a board of its own (as a timeout does)
// goes out showing the match as it stands.
func TestPacedBoardShowsLaterChanges(t *testing.T) {
	h := newHarnessWith(t, harnessOptions{boardInterval: 1500 * time.Millisecond})
	srv := h.srv
	alice, bob := h.startQwinto()
	h.do(srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", "roll red"))))
	m, _ := h.match()
	st, _ := m.Decode()
	// Alice decides; her board waits for the interval...
	in := srv.Command(alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", string(st.Default(0)))))
	if r, err := srv.Interact(h.ctx, in); err != nil || !strings.HasPrefix(text(r), "You played") {
		t.Fatalf("answer %q, %v", text(r), err)
	}
	// ...while Bob's decision is played without a board of its own.
	if _, err := h.matches.Play(h.ctx, session.PlayRequest{Channel: discordtest.ChannelID, User: bob.ID, Move: st.Default(1)}); err != nil {
		t.Fatal(err)
	}
	waitHandled(t, h, in.ID)
	m, _ = h.match()
	v := ":" + strconv.FormatInt(m.Version, 36) + ":"
	bs := buttonsOf(h.board())
	if len(bs) == 0 {
		t.Fatal("the board has no buttons")
	}
	for _, b := range bs {
		if !strings.Contains(b.CustomID, v) {
			t.Errorf("button %q not drawn at the match's version %d", b.CustomID, m.Version)
		}
	}
	waitBoardRecorded(t, h)
}

// TestFirstBoardPostedAtStart: a lobby recorded without its board going
// out (a kill between the two leaves it) has its board posted once the
// scheduler starts, and recorded.
func TestFirstBoardPostedAtStart(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	alice := srv.NewMember("Alice", 0)
	if _, err := h.matches.Open(h.ctx, session.OpenRequest{Guild: discordtest.GuildID, Channel: discordtest.ChannelID, Game: "qwinto",
		Host: session.Player{User: alice.ID, Name: alice.GlobalName}}); err != nil {
		t.Fatal(err)
	}
	if n := len(srv.Messages(discordtest.ChannelID)); n != 0 {
		t.Fatalf("%d messages before the start", n)
	}
	startScheduler(t, h)
	h.waitFor("the lobby's board posted", func() bool {
		for _, m := range srv.Messages(discordtest.ChannelID) {
			if strings.Contains(string(mustJSON(t, m.Components)), "Join") {
				return true
			}
		}
		return false
	})
	h.waitFor("the lobby's board recorded", func() bool {
		m, ok := h.match()
		return ok && m.BoardMessage != "" && m.BoardVersion == m.Version
	})
	srv.AssertClean(t)
}
