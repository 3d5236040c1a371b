package commands

import (
	"strings"

	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// clockNote is the clock line of a board in play, in l: when the turn runs out
// (a Discord timestamp) or that the clock is paused, and each human
// seat's timeouts in a row: "Time runs out <t:…:R> · bob: 1 of 3
// timeouts". "" for a match not in play.
func clockNote(l locale.Lang, m *session.Match) string {
	if m.Phase != session.Playing {
		return ""
	}
	var parts []string
	switch {
	case m.Paused:
		parts = append(parts, l.Say("board.clock.paused"))
	case !m.Due.IsZero():
		parts = append(parts, l.Say("board.clock.due", unixTime(m.Due)))
	}
	for i, n := range m.Timeouts {
		if n > 0 && i < len(m.Players) && !m.Players[i].Bot {
			parts = append(parts, l.Say("board.clock.timeouts", m.Players[i].Name, n, m.Limit()))
		}
	}
	return strings.Join(parts, " · ")
}

// noteClock adds the clock line, in l, to a board message, under its
// content.
func noteClock(l locale.Lang, msg *render.Message, m *session.Match) *render.Message {
	note := clockNote(l, m)
	if msg == nil || note == "" {
		return msg
	}
	msg.Content = strings.TrimSpace(msg.Content + "\n-# " + note)
	msg.Text = strings.TrimSpace(msg.Text + "\n" + note)
	msg.Fit()
	return msg
}
