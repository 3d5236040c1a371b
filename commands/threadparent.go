package commands

import (
	"context"
	"errors"
	"strconv"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// A match in a thread of its own is found from the channel the thread
// belongs to: /play's answer there names the thread for all to see, and
// a command that finds no match in the channel itself says which threads
// of it hold one.

// maxThreadsNamed is how many threads of a channel a refusal names.
const maxThreadsNamed = 5

// threadLobbyNote is the channel's line for a lobby host opened in the
// thread of match m, in the channel's public language l.
func threadLobbyNote(l locale.Lang, host string, m *session.Match) *render.Message {
	return render.Public(l.Say("thread.lobby_opened", host, gameTitle(m), m.Channel))
}

// asksThread reports whether a /play asks for a thread (thread:true),
// whose answer is then public: threadLobbyNote. (A thread by the server's
// default is not known before the handler runs.)
func asksThread(r *Request) bool {
	want, err := strconv.ParseBool(r.Options[optThread])
	return err == nil && want
}

// gameElsewhere is the refusal for a channel with no match of its own
// whose threads hold some: it names them, in the asker's language. It
// is a session.ErrNoMatch (errors.Is) whose reason is its text
// (locale.ReasonOf).
type gameElsewhere struct{ text string }

func (e *gameElsewhere) Error() string { return e.text }
func (e *gameElsewhere) Unwrap() error {
	return &locale.Refusal{Err: session.ErrNoMatch, Reason: locale.Plain(e.text)}
}

// inThreads returns a gameElsewhere naming the open matches in threads
// of r's channel, in r's private language, or err as it is when err is
// not session.ErrNoMatch or no thread of the channel holds a match.
func (a *App) inThreads(ctx context.Context, r *Request, err error) error {
	if !errors.Is(err, session.ErrNoMatch) || r.Guild == "" {
		return err
	}
	open, lerr := a.matches.OpenIn(ctx, r.Guild)
	if lerr != nil {
		return err
	}
	l := privateLang(r)
	var where []string
	for _, m := range open {
		if m.Thread.Parent != r.Channel || m.Channel == r.Channel || len(where) == maxThreadsNamed {
			continue
		}
		key := "thread.elsewhere.game"
		if m.Phase == session.Lobby {
			key = "thread.elsewhere.lobby"
		}
		where = append(where, l.Say(key, gameTitle(m), m.Channel))
	}
	if len(where) == 0 {
		return err
	}
	return &gameElsewhere{l.Say("thread.elsewhere", joinAnd(l, where))}
}

// elsewhere reports whether err names the threads that hold the games of
// a channel with none of its own.
func elsewhere(err error) bool {
	var e *gameElsewhere
	return errors.As(err, &e)
}
