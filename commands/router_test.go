package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
)

func TestRouterRefusals(t *testing.T) {
	var logs bytes.Buffer
	rt := newRouter(slog.New(slog.NewTextHandler(&logs, nil)))
	rt.Command("boom", func(context.Context, *Request) (*Reply, error) { panic("kaboom") })
	rt.Command("illegal", func(context.Context, *Request) (*Reply, error) {
		return nil, fmt.Errorf("qwinto: %w: the red row must increase", games.ErrIllegalMove)
	})
	rt.Command("stale", func(context.Context, *Request) (*Reply, error) { return nil, session.ErrStale })
	rt.Command("disk", func(context.Context, *Request) (*Reply, error) { return nil, errors.New("disk on fire") })
	rt.Autocomplete("disk", func(context.Context, *Request) (*Reply, error) { return nil, errors.New("disk on fire") })
	cases := []struct {
		kind    Kind
		command string
		want    string
		logged  bool
	}{
		{KindCommand, "boom", "Sorry, something went wrong on my side. The game is unchanged.", true},
		{KindCommand, "illegal", "The red row must increase.", false},
		{KindCommand, "stale", "This board is out of date.", false},
		{KindCommand, "disk", "Sorry, something went wrong on my side. The game is unchanged.", true},
		{KindCommand, "nothing", "I don't know that command.", false},
	}
	for _, c := range cases {
		logs.Reset()
		reply := rt.Handle(context.Background(), &Request{Kind: c.kind, Command: c.command})
		if reply.Message == nil || reply.Message.Content != c.want || !reply.Message.Ephemeral {
			t.Errorf("%s: reply %+v, want ephemeral %q", c.command, reply.Message, c.want)
		}
		if got := logs.Len() > 0; got != c.logged {
			t.Errorf("%s: logged %v, want %v: %s", c.command, got, c.logged, logs.String())
		}
	}
	reply := rt.Handle(context.Background(), &Request{Kind: KindAutocomplete, Command: "disk"})
	if reply.Message != nil || len(reply.Choices) != 0 {
		t.Fatalf("failed autocomplete answered %+v", reply)
	}
	reply = rt.Handle(context.Background(), &Request{Kind: KindComponent, CustomID: "not:ours"})
	if !strings.Contains(reply.Message.Content, "know") {
		t.Fatalf("foreign component answered %+v", reply.Message)
	}
}

// TestRouterIsPublic: the replies known public before their handler runs
// are the commands declared so, and a component's never is.
func TestRouterIsPublic(t *testing.T) {
	rt := newRouter(nil)
	rt.Public("game pause", Always)
	rt.Public("history", func(r *Request) bool { return r.Options["export"] == "" })
	tests := []struct {
		name string
		r    *Request
		want bool
	}{
		{"declared", &Request{Kind: KindCommand, Command: "game pause"}, true},
		{"not declared", &Request{Kind: KindCommand, Command: "game moves"}, false},
		{"condition holds", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{}}, true},
		{"condition fails", &Request{Kind: KindCommand, Command: "history", Options: map[string]string{"export": "x"}}, false},
		{"component", &Request{Kind: KindComponent, Command: "game pause"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := rt.IsPublic(tc.r); got != tc.want {
				t.Errorf("IsPublic = %v, want %v", got, tc.want)
			}
		})
	}
}
