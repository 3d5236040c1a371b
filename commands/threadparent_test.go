package commands

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games/session"
)

// TestThreadGameFoundFromItsParent: a lobby opened in a thread is
// announced in its parent channel with a link to the thread, and
// /game join and /game board in the parent say where the game is
// instead of that there is none; they change nothing.
func TestThreadGameFoundFromItsParent(t *testing.T) {
	mg := session.NewManager(session.NewMemStore())
	rt := NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	threads := &fakeThreads{}
	in := func(channel, user, command string, opts map[string]string) *Reply {
		return handleWithThreads(rt, &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: channel, User: User{ID: user, Name: user},
			Command: command, Options: opts, AppPermissions: threadPerms, KnowsAppPermissions: true, Threads: threads, InThread: channel == "t1"})
	}
	for opt, want := range map[string]bool{"true": true, "false": false, "": false} {
		r := &Request{Kind: KindCommand, Command: "play qwinto", Options: map[string]string{"thread": opt}}
		if rt.IsPublic(r) != want {
			t.Errorf("/play thread:%q is public: %v, want %v (a deferral keeps its visibility)", opt, !want, want)
		}
	}
	opened := in("c", "alice", "play qwinto", map[string]string{"thread": "true"})
	if opened.Message == nil || opened.Message.Ephemeral || opened.Message.Content != "alice opened a Qwinto lobby in <#t1>: join it there." {
		t.Fatalf("/play thread:true answered %+v, want a public line in the parent that links the thread", opened.Message)
	}
	const lobby = "There is no game in this channel itself: see the Qwinto lobby in <#t1>."
	for _, cmd := range []string{"game join", "game board"} {
		r := in("c", "bob", cmd, nil)
		if got := reason(r); got != lobby || r.Board != nil {
			t.Errorf("/%s in the parent: %q (board %v), want %q", cmd, got, r.Board != nil, lobby)
		}
	}
	if m, err := mg.Get(context.Background(), "t1"); err != nil || len(m.Players) != 1 {
		t.Fatalf("the thread's lobby after the parent's commands: %v, %+v", err, m)
	}
	if got := reason(in("other", "bob", "game join", nil)); got != "There is no game in this channel." {
		t.Errorf("/game join in an unrelated channel: %q", got)
	}
	in("t1", "bob", "game join", nil)
	in("t1", "alice", "game start", nil)
	if got := reason(in("c", "carol", "game board", nil)); !strings.Contains(got, "the Qwinto game in <#t1>") {
		t.Errorf("/game board in the parent of a game in play: %q", got)
	}
}
