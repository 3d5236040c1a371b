package commands

import (
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// What players read when the thread of their match is shut, opened again
// or deleted. Shutting (archiving or locking) pauses the match: it is
// kept as it stands, its clock stopped, and goes on once the thread is
// open again. Deleting the thread cancels the match, whose record and
// moves are kept. The transports post the first and last in the thread's
// parent channel, the second in the thread, in the server's public
// language l (GuildLang).

// ThreadShutNote is the parent channel's line for a match whose thread
// was archived or locked.
func ThreadShutNote(m *session.Match, l locale.Lang) *render.Message {
	if m.Phase == session.Lobby {
		return render.Public(l.Say("thread.shut.lobby", gameTitle(m), m.Channel))
	}
	return render.Public(l.Say("thread.shut.game", gameTitle(m), m.Channel))
}

// ThreadOpenNote is the thread's line once it is open again.
func ThreadOpenNote(m *session.Match, l locale.Lang) *render.Message {
	switch {
	case m.Phase != session.Playing:
		return render.Public(l.Say("thread.open.idle"))
	case m.Paused:
		return render.Public(l.Say("thread.open.paused"))
	}
	return render.Public(l.Say("thread.open.playing", unixTime(m.Due)))
}

// ThreadGoneNote is the parent channel's line for a match cancelled
// because its thread was deleted.
func ThreadGoneNote(m *session.Match, l locale.Lang) *render.Message {
	var names []string
	for _, p := range m.Players {
		names = append(names, p.Name)
	}
	return render.Public(l.Say("thread.gone", gameTitle(m), joinAnd(l, names), m.ID))
}
