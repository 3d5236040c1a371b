package commands

import (
	"strings"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Boards draws the boards of the facts handlers return (boardlife.Drawer):
// a pure function of each fact's match.
var Boards boardlife.Drawer = drawer{}

// drawer draws boards; with pages, a final board links to its replay.
type drawer struct{ pages Pages }

// Draw implements boardlife.Drawer.
func (d drawer) Draw(f *boardlife.Fact) *render.Message {
	msg := drawFact(f)
	if m := drawnMatch(f); m != nil {
		msg = d.withReplay(msg, m)
	}
	if msg != nil && f.Note != "" {
		msg.Content = strings.TrimSpace(msg.Content + "\n" + f.Note)
	}
	return msg
}

// Retired implements boardlife.Drawer.
func (drawer) Retired(m *session.Match) *render.Message { return lobbyOf(m) }

// drawnMatch is the match whose board a fact draws: after a move or a
// deadline, the match as it made it.
func drawnMatch(f *boardlife.Fact) *session.Match {
	switch {
	case f.Outcome != nil && f.Outcome.Match != nil:
		return f.Outcome.Match
	case f.Expiry != nil && f.Expiry.Outcome != nil:
		return f.Expiry.Outcome.Match
	}
	return f.Match
}

// drawFact draws a fact's board as the change tells it.
func drawFact(f *boardlife.Fact) *render.Message {
	m := f.Match
	switch f.Change {
	case boardlife.Opened:
		return invitation(lobbyOf(m), f)
	case boardlife.Seated, boardlife.Closed:
		return lobbySaying(m, f.Said)
	case boardlife.Cancelled:
		return noteDice(matchLang(m), render.Public(f.Said), m)
	case boardlife.TimedOut:
		return drawTimeout(f.Expiry)
	case boardlife.Started, boardlife.Played, boardlife.TookBack:
		out := f.Outcome
		if out == nil {
			break
		}
		l := matchLang(out.Match)
		if out.Match.Phase == session.Cancelled && f.Change == boardlife.Played {
			return noteDice(l, render.Public(l.Say("board.all_resigned")), out.Match)
		}
		said := describe(l, out.Match, out.Steps, out.From)
		if f.Change == boardlife.TookBack {
			said = describeTaken(l, out.Match, out.Steps, out.From, f.Said)
		}
		msg := boardMessage(l, out.Match, out.State, said)
		if f.Change == boardlife.TookBack {
			msg.Mentions = nil // redrawn in place: it pings nobody
		}
		return msg
	}
	if m.Phase == session.Lobby {
		return lobbyOf(m)
	}
	st, err := m.Decode()
	if err != nil {
		return nil
	}
	msg := boardMessage(matchLang(m), m, st, f.Said)
	switch f.Change {
	case boardlife.Asked:
		msg.Mentions = requestPings(m) // the players the request waits on
	case boardlife.Answered:
		msg.Mentions = nil // redrawn in place: it pings nobody
	}
	return msg
}

// drawTimeout is the board after a deadline played: what it did, and, for
// an abandoned game, nothing left to press.
func drawTimeout(ex *session.Expiry) *render.Message {
	l := matchLang(ex.Outcome.Match)
	msg := boardMessage(l, ex.Outcome.Match, ex.Outcome.State, announce(l, ex))
	if ex.Outcome.Match.Phase == session.Cancelled {
		msg.Components = nil
	}
	return msg
}

// invitation heads a rematch's lobby with who asked and pings the
// players it invites, and a lobby opened with invitations with a ping
// of each member invited; another lobby is left as it is.
func invitation(lobby *render.Message, f *boardlife.Fact) *render.Message {
	if pending := f.Match.Pending(); len(pending) > 0 && len(f.Invited) == 0 {
		users := make([]string, len(pending))
		for i, in := range pending {
			users[i] = in.User
		}
		line := invitePing(matchLang(f.Match), hostName(f.Match), users, gameTitle(f.Match))
		lobby.Content, lobby.Mentions = line, users
		lobby.Text = line + "\n" + lobby.Text
		return lobby
	}
	if len(f.Invited) == 0 {
		return lobby
	}
	pings := make([]string, len(f.Invited))
	for i, p := range f.Invited {
		pings[i] = "<@" + p.User + ">"
		lobby.Mentions = append(lobby.Mentions, p.User)
	}
	line := matchLang(f.Match).Say("rematch.asked", f.Asker, strings.Join(pings, ", "))
	lobby.Content = line
	lobby.Text = line + "\n" + lobby.Text
	return lobby
}
