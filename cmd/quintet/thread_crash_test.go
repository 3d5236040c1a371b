package main

import (
	"context"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/storage"
)

// threadCommand is m's slash command sent from channel.
func threadCommand(srv *discordtest.Server, channel string, m discordtest.Member, name string, args ...discordtest.Arg) *discordtest.Interaction {
	in := srv.Command(m, name, args...)
	in.ChannelID = channel
	return in
}

// playInThread plays one of alice's legal moves in thread; false when
// she has none.
func playInThread(t *testing.T, ctx context.Context, srv *discordtest.Server, alice discordtest.Member, thread string) bool {
	t.Helper()
	r, err := srv.Interact(ctx, threadCommand(srv, thread, alice, "game", discordtest.SubcommandArg("moves")))
	if err != nil {
		t.Fatal(err)
	}
	moves := backticked.FindAllStringSubmatch(r.Data.Content, -1)
	if len(moves) == 0 {
		return false
	}
	var list []string
	for _, m := range moves {
		list = append(list, m[1])
	}
	move := pick(list)
	r, err = srv.Interact(ctx, threadCommand(srv, thread, alice, "game", discordtest.SubcommandArg("move", discordtest.StringArg("notation", move))))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(r.Data.Content, "You played") {
		t.Fatalf("%q in the thread answered %q", move, r.Data.Content)
	}
	return true
}

// readThreadMatch reads the open match of thread from the database of a
// stopped bot.
func readThreadMatch(t *testing.T, ctx context.Context, path, thread string) *session.Match {
	t.Helper()
	db, err := storage.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m, err := db.Get(ctx, thread)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// killBot ends p with SIGKILL once the boards of the moves answered in
// thread have gone out (a request cut by the kill would be a bad body to
// the fake, not a lost move): a click on the board's Text button is
// answered only after the boards owed before it.
func killBot(t *testing.T, srv *discordtest.Server, p *botProcess, thread string) {
	t.Helper()
	// The board follows the move's answer: wait for it.
	ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	watcher := srv.NewMember("Watcher", 0)
	for try := 1; ; try++ {
		board, err := srv.WaitMessage(ctx, thread, func(m *discordtest.Message) bool {
			return !m.Ephemeral() && findComponent(m.Components, "Text") != ""
		})
		if err != nil {
			t.Fatalf("no board with a Text button in the thread: %v", err)
		}
		// A board found may be retired (its buttons taken off) or
		// redrawn before the click: a busy machine answers the bots'
		// moves late. Then the click finds no such button; look again.
		_, err = srv.Interact(p.ctx, srv.Button(watcher, board, findComponent(board.Components, "Text")))
		if err == nil {
			break
		}
		if try == 5 || !strings.Contains(err.Error(), "has no component") {
			t.Fatal(err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.exited
	if ws, ok := p.cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the bot did not die by SIGKILL: %v", p.cmd.ProcessState)
	}
}

// TestThreadMatchSurvivesSIGKILL plays a match in its own thread, kills
// the bot twice with SIGKILL (once in play, once while the thread is
// archived and the match paused) and finishes the match in the thread:
// the match keeps its thread, its parent and its paused clock across
// each kill, and the restarted bot lets it go on when the thread opens.
func TestThreadMatchSurvivesSIGKILL(t *testing.T) {
	ctx, bin, db := binaryRun(t, 3*time.Minute)
	srv := discordtest.New(t)
	alice := srv.NewMember("Alice", 0)

	first := startBot(ctx, t, bin, db, srv)
	if _, err := srv.Interact(first.ctx, srv.Command(alice, "play",
		discordtest.SubcommandArg("qwinto", discordtest.IntArg("bots", 1), discordtest.BoolArg("thread", true)))); err != nil {
		t.Fatal(err)
	}
	var thread string
	for _, c := range srv.Channels() {
		if c.IsThread() && c.ParentID == discordtest.ChannelID {
			thread = c.ID
		}
	}
	if thread == "" {
		t.Fatal("no thread opened")
	}
	if _, err := srv.Interact(first.ctx, threadCommand(srv, thread, alice, "game", discordtest.SubcommandArg("start"))); err != nil {
		t.Fatal(err)
	}
	for range 4 {
		if !playInThread(t, first.ctx, srv, alice, thread) {
			t.Fatal("the game ended before the kill")
		}
	}
	killBot(t, srv, first, thread)
	if m := readThreadMatch(t, ctx, db, thread); m.Thread.Parent != discordtest.ChannelID || m.Phase != session.Playing {
		t.Fatalf("after the kill: parent %q, phase %s", m.Thread.Parent, m.Phase)
	}

	second := startBot(ctx, t, bin, db, srv)
	if _, err := srv.WaitGateway(second.ctx, func(st discordtest.GatewayStats) bool { return st.Identifies >= 2 && st.Connected }); err != nil {
		t.Fatal(err)
	}
	waitPass(t, second)
	if !playInThread(t, second.ctx, srv, alice, thread) {
		t.Fatal("no move in the thread after the restart")
	}
	if err := srv.SetThread(thread, true, false); err != nil {
		t.Fatal(err)
	}
	if _, err := srv.WaitMessage(second.ctx, discordtest.ChannelID, func(m *discordtest.Message) bool {
		return strings.Contains(m.Content, "is paused: its thread was closed")
	}); err != nil {
		t.Fatal(err)
	}
	killBot(t, srv, second, thread)
	if m := readThreadMatch(t, ctx, db, thread); !m.Paused || !m.Thread.Shut || !m.Thread.Held {
		t.Fatalf("killed while shut: paused %v, thread %+v", m.Paused, m.Thread)
	}

	third := startBot(ctx, t, bin, db, srv)
	if _, err := srv.WaitGateway(third.ctx, func(st discordtest.GatewayStats) bool { return st.Identifies >= 3 && st.Connected }); err != nil {
		t.Fatal(err)
	}
	waitPass(t, third)
	if err := srv.SetThread(thread, false, false); err != nil {
		t.Fatal(err)
	}
	if _, err := srv.WaitMessage(third.ctx, thread, func(m *discordtest.Message) bool {
		return strings.Contains(m.Content, "open again and the game goes on")
	}); err != nil {
		t.Fatal(err)
	}
	for n := 0; playInThread(t, third.ctx, srv, alice, thread); n++ {
		if n > 500 {
			t.Fatal("the game does not end")
		}
	}
	stop(t, third)
	notes, links := 0, 0
	for _, m := range srv.Messages(discordtest.ChannelID) {
		switch {
		case m.Ephemeral():
		case strings.Contains(m.Content, "lobby in <#"+thread+">"):
			links++
		default:
			notes++
		}
	}
	if notes != 1 || links != 1 {
		t.Errorf("%d public messages in #general and %d links to the thread, want the one pause note and the lobby's link", notes, links)
	}
	srv.AssertClean(t)
}
