package commands

import (
	"strings"
	"time"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Notice is what the bot posts after a deadline acted on a match.
type Notice struct {
	Channel string
	// Message is a plain channel message (a reminder); nil: none.
	Message *render.Message
	// Board is what the timeout did to the board (boardlife.Plan).
	Board *boardlife.Fact
	// Waiting are the users still to act, for direct messages; Link is
	// the board they act on, when known.
	Waiting []string
	Link    string
	// Game is the game's title and Due when the turn runs out, for the
	// text of direct messages (see DM); TurnStart, when set, marks the
	// notice of a turn's start, tagged so that each player is told of it
	// once (see TurnNotice).
	Game      string
	Due       time.Time
	TurnStart string
}

// Expired is ExpiredIn English.
func Expired(ex *session.Expiry) *Notice { return ExpiredIn(ex, locale.English) }

// ExpiredIn turns what a deadline did into what the channel sees, in its
// server's language l: a reminder mentioning exactly the seats still to
// act, or a new board that announces the timeouts. Nil when there is
// nothing to say.
func ExpiredIn(ex *session.Expiry, l locale.Lang) *Notice {
	if ex == nil || ex.Before == nil || ex.Outcome == nil {
		return nil
	}
	before := ex.Before
	n := &Notice{Channel: before.Channel, Link: BoardLink(before), Game: gameTitle(before), Due: before.Due}
	switch ex.Kind {
	case session.Reminded:
		if len(ex.Waiting) == 0 {
			return nil
		}
		var names []string
		for _, s := range ex.Waiting {
			u := before.Players[s].User
			n.Waiting = append(n.Waiting, u)
			names = append(names, "<@"+u+">")
		}
		text := l.Say("deadline.reminder", strings.Join(names, " "), unixTime(before.Due))
		if n.Link != "" {
			text = l.Say("deadline.reminder_board", strings.Join(names, " "), unixTime(before.Due), n.Link)
		}
		n.Message = &render.Message{Content: text, Text: text, Mentions: n.Waiting}
		return n
	case session.TimedOut:
		// Nothing can be played on an abandoned game's board (see
		// drawTimeout).
		n.Board = &boardlife.Fact{Channel: before.Channel, Change: boardlife.TimedOut, Match: ex.Outcome.Match,
			Shown: before.BoardMessage, Outcome: ex.Outcome, Expiry: ex}
		n.Link = ""
		return n
	case session.Lapsed:
		// The lobby, redrawn in place, says whose invitation lapsed.
		n.Board = &boardlife.Fact{Channel: before.Channel, Change: boardlife.Seated, Match: ex.Outcome.Match,
			Shown: before.BoardMessage}
		n.Link = ""
		return n
	}
	return nil
}

// announce says in l what a timeout did: the moves played for each seat
// that ran out of time, the takeovers, then what the other steps were.
func announce(l locale.Lang, ex *session.Expiry) string {
	m := ex.Outcome.Match
	steps := ex.Outcome.Steps
	notes := stepNotes(l, m.Game, ex.Outcome.From, steps)
	var parts []string
	for _, s := range ex.Late {
		var played []string
		for i, st := range steps {
			if st.Timeout && st.Seat == s {
				played = append(played, moveText(l, m, st, notes, i))
			}
		}
		parts = append(parts, l.Say("deadline.played_for", m.Name(s), strings.Join(played, ", ")))
	}
	for _, s := range ex.TakenOver {
		parts = append(parts, l.Say("deadline.taken_over", m.Limit(), m.Name(s)))
	}
	if ex.Abandoned {
		parts = append(parts, abandonedWhy(l, m))
	}
	// The steps after the timeouts (bots, automatic moves), described
	// from the state they started in.
	rest, from := steps, ex.Outcome.From
	for len(rest) > 0 && rest[0].Timeout {
		from = replayStep(from, rest[0])
		rest = rest[1:]
	}
	if d := describe(l, m, rest, from); d != "" {
		parts = append(parts, d)
	}
	return render.Clip(strings.Join(parts, " "), 1000)
}

// abandonedWhy says in l that m was abandoned and why: who timed out as
// often in a row as m allows (session.TimeoutSummary's seats), or that no
// player is left.
func abandonedWhy(l locale.Lang, m *session.Match) string {
	var who []string
	for i, n := range m.Timeouts {
		if n > 0 && n >= m.Limit() && i < len(m.Players) {
			who = append(who, l.Say("deadline.timed_out", n, m.Name(games.Seat(i))))
		}
	}
	if len(who) == 0 {
		return l.Say("deadline.abandoned_nobody")
	}
	return l.Say("deadline.abandoned", strings.Join(who, ", "))
}

// BoardLink returns the URL of a match's board message, or "".
func BoardLink(m *session.Match) string {
	if m.BoardMessage == "" || m.Guild == "" {
		return ""
	}
	return "https://discord.com/channels/" + m.Guild + "/" + m.Channel + "/" + m.BoardMessage
}

// replayStep returns st after step, replayed with its recorded dice; nil
// when st is nil or the step does not replay.
func replayStep(st games.State, step session.Step) (next games.State) {
	defer func() {
		if recover() != nil {
			next = nil
		}
	}()
	if st == nil {
		return nil
	}
	next, err := st.Apply(step.Seat, step.Move, games.NewReplay(step.Draws))
	if err != nil {
		return nil
	}
	return next
}
