package commands

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// What players read when the thread of their match is shut, opened again
// or deleted. Shutting (archiving or locking) pauses the match: it is
// kept as it stands, its clock stopped, and goes on once the thread is
// open again. Deleting the thread cancels the match, whose record and
// moves are kept. The transports post the first and last in the thread's
// parent channel, the second in the thread.

// ThreadShutNote is the parent channel's line for a match whose thread
// was archived or locked.
func ThreadShutNote(m *session.Match) *render.Message {
	if m.Phase == session.Lobby {
		return render.Public(fmt.Sprintf("The %s lobby in <#%s> waits: its thread was closed. Open the thread again to join or start the game.",
			gameTitle(m), m.Channel))
	}
	return render.Public(fmt.Sprintf("The %s game in <#%s> is paused: its thread was closed. Nothing is lost and the clock is stopped; "+
		"open the thread again and the game goes on where it stood.", gameTitle(m), m.Channel))
}

// ThreadOpenNote is the thread's line once it is open again.
func ThreadOpenNote(m *session.Match) *render.Message {
	switch {
	case m.Phase != session.Playing:
		return render.Public("This thread is open again.")
	case m.Paused:
		return render.Public("This thread is open again; the clock stays paused (/game resume restarts it).")
	}
	return render.Public(fmt.Sprintf("This thread is open again and the game goes on: this turn's time runs out <t:%d:R>.", m.Due.Unix()))
}

// ThreadGoneNote is the parent channel's line for a match cancelled
// because its thread was deleted.
func ThreadGoneNote(m *session.Match) *render.Message {
	var names []string
	for _, p := range m.Players {
		names = append(names, p.Name)
	}
	return render.Public(fmt.Sprintf("The %s game of %s is cancelled: its thread was deleted. Its moves are kept: /history export:%s",
		gameTitle(m), games.JoinAnd(names), m.ID))
}
