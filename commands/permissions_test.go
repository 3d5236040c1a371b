package commands

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/session"
)

// TestPlayNeedsBoardPermissions: /play in a channel where the app lacks a
// board permission is refused in one private line naming what it lacks,
// and opens nothing; with every permission, or none known (the console),
// it opens the lobby.
func TestPlayNeedsBoardPermissions(t *testing.T) {
	var all int64 = discordgo.PermissionSendMessages | discordgo.PermissionEmbedLinks | discordgo.PermissionAttachFiles
	tests := []struct {
		name  string
		perms int64
		known bool
		want  string // the reply's text; "" for a lobby opened
	}{
		{"all", all, true, ""},
		{"administrator", discordgo.PermissionAdministrator, true, ""},
		{"unknown", 0, false, ""},
		{"no send", all &^ discordgo.PermissionSendMessages, true, "I can't post in this channel: I need Send Messages here."},
		{"no embeds or files", discordgo.PermissionSendMessages, true, "I can't post in this channel: I need Embed Links and Attach Files here."},
		{"none", 0, true, "I can't post in this channel: I need Send Messages, Embed Links and Attach Files here."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			mg := session.NewManager(session.NewMemStore())
			rt := NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
			r := &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: "c", User: User{ID: "u", Name: "U"},
				Command: "play qwinto", Options: map[string]string{}, AppPermissions: tc.perms, KnowsAppPermissions: tc.known}
			reply := rt.Handle(context.Background(), r)
			_, err := mg.Get(context.Background(), "c")
			if tc.want == "" {
				if err != nil || reply.Board == nil {
					t.Fatalf("no lobby opened: %v, reply %q", err, reply.Message.Content)
				}
				return
			}
			if err == nil || reply.Board != nil {
				t.Fatal("a lobby was opened")
			}
			if reply.Message == nil || !reply.Message.Ephemeral || reply.Message.Content != tc.want {
				t.Fatalf("reply %+v, want the private line %q", reply.Message, tc.want)
			}
		})
	}
}
