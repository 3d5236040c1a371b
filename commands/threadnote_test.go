package commands

import (
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// TestThreadNotesSpeakTheirLanguage: the lines of a shut, opened again
// or deleted thread speak the server's language, the lobby's line in the
// parent too, and a command in the parent names the thread's game in the
// asker's.
func TestThreadNotesSpeakTheirLanguage(t *testing.T) {
	mg := session.NewManager(session.NewMemStore())
	rt := NewRouter(mg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	threads := &fakeThreads{}
	in := func(channel, user, lang, command string, opts map[string]string) *Reply {
		return handleWithThreads(rt, &Request{Kind: KindCommand, ID: "1", Guild: "g", Channel: channel, User: User{ID: user, Name: user},
			Command: command, Options: opts, AppPermissions: threadPerms, KnowsAppPermissions: true, Threads: threads, InThread: channel == "t1",
			Locale: lang, GuildLocale: "de"})
	}
	opened := in("c", "alice", "de", "play qwinto", map[string]string{"thread": "true"})
	if opened.Message == nil || opened.Message.Content != "alice hat eine Qwinto-Lobby in <#t1> eröffnet: tritt dort bei." {
		t.Fatalf("/play thread:true in a German server: %+v", opened.Message)
	}
	if got := reason(in("c", "bob", "ru", "game join", nil)); got != "В самом этом канале партии нет: смотрите лобби Qwinto в <#t1>." {
		t.Errorf("/game join in the parent, in Russian: %q", got)
	}
	m := &session.Match{Game: "qwinto", Channel: "t1", Phase: session.Playing, Timing: session.Timing{Due: time.Unix(1800000000, 0)},
		Players: []session.Player{{User: "alice", Name: "alice"}, {User: "bob", Name: "bob"}}}
	for _, tt := range []struct{ got, want string }{
		{ThreadShutNote(m, locale.German).Content, "Die Qwinto-Partie in <#t1> ist pausiert"},
		{ThreadOpenNote(m, locale.German).Content, "Dieser Thread ist wieder offen und die Partie geht weiter: die Zeit für diesen Zug endet <t:1800000000:R>."},
		{ThreadGoneNote(m, locale.French).Content, "La partie de Qwinto de alice et bob est annulée"},
	} {
		if !strings.HasPrefix(tt.got, tt.want) {
			t.Errorf("note %q, want it to begin %q", tt.got, tt.want)
		}
	}
}
