package commands

import (
	"context"
	"errors"
	"strings"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// botsBehind tells what stands after a request whose own step was written
// while the move of a bot that had to answer it was not
// (session.ErrBotsBehind): ok is true, and note says which bot has not
// moved and when it will, in the caller's language for their reply and
// in the server's for the board. Any other error, or none, gives false.
func (a *App) botsBehind(ctx context.Context, r *Request, out *session.Outcome, err error) (note behindNote, ok bool) {
	if err == nil || out == nil || out.Match == nil || out.State == nil || !errors.Is(err, session.ErrBotsBehind) {
		return behindNote{}, false
	}
	a.log.ErrorContext(ctx, "bot move not saved after a saved step", "channel", r.Channel, "user", r.User.ID, "err", err)
	var bots []string
	for _, s := range out.State.Actors() {
		if int(s) < len(out.Match.Players) && out.Match.Players[s].Bot {
			bots = append(bots, out.Match.Name(s))
		}
	}
	text := locale.T("behind.bots_reply")
	if len(bots) > 0 {
		text = locale.T("behind.bot_move", strings.Join(bots, ", "))
	}
	return behindNote{private: text.In(privateLang(r)), public: text.In(a.publicLang(ctx, r))}, true
}

// behindNote is botsBehind's note in the caller's language (private)
// and in the server's (public).
type behindNote struct{ private, public string }

// noted returns f with note added to the board's text in the server's
// language, so that every player sees why the game waits.
func noted(f *boardlife.Fact, note behindNote) *boardlife.Fact {
	f.Note = note.public
	return f
}

// keptText is the private answer, in l, to a request whose step stands
// while a bot's after it does not: what stands, then note.
func keptText(l locale.Lang, kept, note string) string { return l.Say("behind.kept", kept, note) }
