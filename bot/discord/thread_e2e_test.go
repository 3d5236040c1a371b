package discord_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
)

// in sends an interaction from channel instead of the default one.
func in(channel string, i *discordtest.Interaction) *discordtest.Interaction {
	i.ChannelID = channel
	return i
}

// threadOf returns the one thread of the default channel, failing when
// there is not exactly one.
func (h *harness) threadOf() *discordgo.Channel {
	h.t.Helper()
	var out []*discordgo.Channel
	for _, c := range h.srv.Channels() {
		if c.IsThread() && c.ParentID == discordtest.ChannelID {
			out = append(out, c)
		}
	}
	if len(out) != 1 {
		h.t.Fatalf("%d threads in #general, want 1", len(out))
	}
	return out[0]
}

// waitNote waits for a message in channel whose content has part.
func (h *harness) waitNote(channel, part string) *discordtest.Message {
	h.t.Helper()
	m, err := h.srv.WaitMessage(h.ctx, channel, func(m *discordtest.Message) bool { return strings.Contains(m.Content, part) })
	if err != nil {
		h.t.Fatal(err)
	}
	return m
}

// threadMatch reads the match of thread.
func (h *harness) threadMatch(thread string) *session.Match {
	h.t.Helper()
	m, err := h.matches.Get(h.ctx, thread)
	if err != nil {
		h.t.Fatal(err)
	}
	return m
}

// TestThreadMatchEndToEnd: /play qwinto thread:true opens a public
// thread named after the game and host, whose lobby and board live
// there; archiving the thread by hand pauses the match with a line in
// #general, unarchiving it lets it go on; a lock the bot missed is found
// when its board cannot be posted; deleting the thread cancels the match,
// which stays on record. Every misuse is refused in one private line.
// Every request is checked against Discord's OpenAPI description.
func TestThreadMatchEndToEnd(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)

	resp := h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.BoolArg("thread", true))))
	th := h.threadOf()
	if th.Name != "qwinto-alice" || th.Type != discordgo.ChannelTypeGuildPublicThread {
		t.Fatalf("thread %q of type %d, want the public thread qwinto-alice", th.Name, th.Type)
	}
	if !strings.Contains(text(resp), "<#"+th.ID+">") || resp.Data.Flags&discordgo.MessageFlagsEphemeral != 0 {
		t.Fatalf("answer %q, want a public line in the channel linking the thread", text(resp))
	}
	if m := h.threadMatch(th.ID); m.Thread.Parent != discordtest.ChannelID || m.BoardMessage == "" {
		t.Fatalf("match in the thread: parent %q, board %q", m.Thread.Parent, m.BoardMessage)
	}
	if _, open := h.match(); open {
		t.Fatal("a match opened in #general too")
	}
	if msgs := srv.Messages(th.ID); len(msgs) != 1 || len(msgs[0].Components) == 0 {
		t.Fatalf("%d messages in the thread, want its lobby", len(msgs))
	}

	// Refusals: a thread in the thread, a missing permission.
	resp = h.do(in(th.ID, srv.Command(bob, "play", discordtest.SubcommandArg("qwinto", discordtest.BoolArg("thread", true)))))
	if !strings.HasPrefix(text(resp), "This is a thread already") {
		t.Fatalf("/play thread:true in the thread: %q", text(resp))
	}
	srv.WithholdPermissions(discordtest.ChannelID, discordgo.PermissionCreatePublicThreads)
	resp = h.do(srv.Command(bob, "play", discordtest.SubcommandArg("qwinto", discordtest.BoolArg("thread", true))))
	if text(resp) != "I can't open a thread here: I need Create Public Threads in this channel." {
		t.Fatalf("/play thread:true without Create Public Threads: %q", text(resp))
	}
	srv.WithholdPermissions(discordtest.ChannelID, 0)
	h.threadOf() // still one

	h.do(in(th.ID, srv.Command(bob, "game", discordtest.SubcommandArg("join"))))
	h.do(in(th.ID, srv.Command(alice, "game", discordtest.SubcommandArg("start"))))
	if m := h.threadMatch(th.ID); m.Phase != session.Playing || m.Paused {
		t.Fatalf("after start: %s, paused %v", m.Phase, m.Paused)
	}

	// Archived by hand: paused, told in #general; unarchived: on again.
	if err := srv.SetThread(th.ID, true, false); err != nil {
		t.Fatal(err)
	}
	h.waitNote(discordtest.ChannelID, "is paused: its thread was closed")
	if m := h.threadMatch(th.ID); !m.Paused || !m.Thread.Shut {
		t.Fatalf("archived: paused %v, shut %v", m.Paused, m.Thread.Shut)
	}
	if err := srv.SetThread(th.ID, false, false); err != nil {
		t.Fatal(err)
	}
	h.waitNote(th.ID, "open again and the game goes on")
	if m := h.threadMatch(th.ID); m.Paused || m.Thread.Shut {
		t.Fatalf("unarchived: paused %v, shut %v", m.Paused, m.Thread.Shut)
	}

	// Locked and archived without the bot hearing of it: the board the
	// bot cannot post tells it.
	if err := srv.SetThreadUnseen(th.ID, true, true); err != nil {
		t.Fatal(err)
	}
	srv.WithholdPermissions(th.ID, discordgo.PermissionManageThreads)
	h.do(in(th.ID, srv.Command(alice, "game", discordtest.SubcommandArg("board"))))
	h.waitFor("the match paused after a refused post", func() bool { return h.threadMatch(th.ID).Thread.Shut })
	if got := len(srv.Messages(discordtest.ChannelID)); got < 2 {
		t.Fatalf("%d messages in #general, want a second pause note", got)
	}

	// Deleted: cancelled, told in #general, kept on record.
	id := h.threadMatch(th.ID).ID
	if err := srv.DeleteThread(th.ID); err != nil {
		t.Fatal(err)
	}
	h.waitNote(discordtest.ChannelID, "is cancelled: its thread was deleted")
	if _, err := h.matches.Get(h.ctx, th.ID); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("match of a deleted thread still open: %v", err)
	}
	resp = h.do(srv.Command(alice, "history", discordtest.StringArg("export", id)))
	if resp.Data == nil || len(resp.Data.Files)+len(resp.Attachments) == 0 {
		t.Fatalf("/history export of the cancelled match: %q", text(resp))
	}
	srv.AssertClean(t)
}

// TestThreadByServerDefault: with /settings thread default:on, a plain
// /play opens its thread; in a thread it plays there.
func TestThreadByServerDefault(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	srv := h.srv
	owner := srv.NewMember("Owner", discordgo.PermissionManageGuild)
	resp := h.do(srv.Command(owner, "settings", discordtest.SubcommandArg("thread", discordtest.StringArg("default", "on"))))
	if !strings.HasPrefix(text(resp), "New games in this server open in a thread") {
		t.Fatalf("/settings thread: %q", text(resp))
	}
	h.do(srv.Command(owner, "play", discordtest.SubcommandArg("cinqo")))
	th := h.threadOf()
	if !strings.HasPrefix(th.Name, "cinqo-owner") {
		t.Fatalf("thread %q", th.Name)
	}
	h.do(in(th.ID, srv.Command(owner, "game", discordtest.SubcommandArg("cancel"))))
	h.do(in(th.ID, srv.Command(owner, "play", discordtest.SubcommandArg("qwinto"))))
	h.threadOf() // no thread in the thread
	if m := h.threadMatch(th.ID); m.Game != "qwinto" {
		t.Fatalf("game in the thread: %s", m.Game)
	}
	srv.AssertClean(t)
}

// TestThreadDeletedUnseen: a thread deleted while the bot missed the
// event is found when the turn's reminder cannot be posted (10003): the
// match is cancelled and #general told.
func TestThreadDeletedUnseen(t *testing.T) {
	t.Parallel()
	h := newClockHarness(t)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto",
		discordtest.BoolArg("thread", true), discordtest.StringArg("turn_time", "10m"))))
	th := h.threadOf()
	h.do(in(th.ID, srv.Command(bob, "game", discordtest.SubcommandArg("join"))))
	h.do(in(th.ID, srv.Command(alice, "game", discordtest.SubcommandArg("start"))))
	if err := srv.DeleteThreadUnseen(th.ID); err != nil {
		t.Fatal(err)
	}
	h.runDue(6 * time.Minute) // the reminder falls due
	h.waitNote(discordtest.ChannelID, "is cancelled: its thread was deleted")
	if _, err := h.matches.Get(h.ctx, th.ID); !errors.Is(err, session.ErrNoMatch) {
		t.Fatalf("match of the deleted thread still open: %v", err)
	}
	srv.AssertClean(t)
}

// TestThreadNamedAfterItsPlayers: the thread opened with its host is
// renamed after all the players when the game starts, once.
func TestThreadNamedAfterItsPlayers(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	srv := h.srv
	alice, bob := srv.NewMember("Alice", 0), srv.NewMember("Bob", 0)
	h.do(srv.Command(alice, "play", discordtest.SubcommandArg("qwinto", discordtest.BoolArg("thread", true))))
	th := h.threadOf()
	h.do(in(th.ID, srv.Command(bob, "game", discordtest.SubcommandArg("join"))))
	h.do(in(th.ID, srv.Command(alice, "game", discordtest.SubcommandArg("start"))))
	// The rename follows the start's answer, with no lock held.
	h.waitFor("the thread named qwinto-alice-bob after the start", func() bool { return h.threadOf().Name == "qwinto-alice-bob" })
	renames := 0
	for _, c := range srv.Calls() {
		if c.Method == "PATCH" && c.Route == "/channels/{channel_id}" {
			renames++
		}
	}
	if renames != 1 {
		t.Fatalf("%d renames, want 1", renames)
	}
	srv.AssertClean(t)
}
