package commands

import (
	"context"
	"errors"
	"fmt"
	"github.com/quintetbot/quintet/bot/boardlife"
	"strings"

	"github.com/quintetbot/quintet/games/session"
)

// botsBehind tells what stands after a request whose own step was written
// while the move of a bot that had to answer it was not
// (session.ErrBotsBehind): ok is true, and note says which bot has not
// moved and when it will. Any other error, or none, gives false.
func (a *App) botsBehind(ctx context.Context, r *Request, out *session.Outcome, err error) (note string, ok bool) {
	if err == nil || out == nil || out.Match == nil || out.State == nil || !errors.Is(err, session.ErrBotsBehind) {
		return "", false
	}
	a.log.ErrorContext(ctx, "bot move not saved after a saved step", "channel", r.Channel, "user", r.User.ID, "err", err)
	var bots []string
	for _, s := range out.State.Actors() {
		if int(s) < len(out.Match.Players) && out.Match.Players[s].Bot {
			bots = append(bots, out.Match.Name(s))
		}
	}
	who := "The bots' reply"
	if len(bots) > 0 {
		who = strings.Join(bots, ", ") + "'s move"
	}
	return who + " after it could not be saved (a storage failure on the server) and has not been played; " +
		"the game waits for it, and it will be played when Quintet restarts.", true
}

// noted returns f with note added to the board's text, so that every
// player sees why the game waits.
func noted(f *boardlife.Fact, note string) *boardlife.Fact {
	f.Note = note
	return f
}

// keptText is the private answer to a request whose step stands while a
// bot's after it does not: what stands, then note.
func keptText(kept, note string) string { return fmt.Sprintf("%s It is saved. %s", kept, note) }
