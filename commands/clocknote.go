package commands

import (
	"fmt"
	"strings"

	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// clockNote is the clock line of a board in play: when the turn runs out
// (a Discord timestamp) or that the clock is paused, and each human
// seat's timeouts in a row: "Time runs out <t:…:R> · bob: 1 of 3
// timeouts". "" for a match not in play.
func clockNote(m *session.Match) string {
	if m.Phase != session.Playing {
		return ""
	}
	var parts []string
	switch {
	case m.Paused:
		parts = append(parts, "Clock paused")
	case !m.Due.IsZero():
		parts = append(parts, fmt.Sprintf("Time runs out <t:%d:R>", m.Due.Unix()))
	}
	for i, n := range m.Timeouts {
		if n > 0 && i < len(m.Players) && !m.Players[i].Bot {
			parts = append(parts, fmt.Sprintf("%s: %d of %d timeouts", m.Players[i].Name, n, m.Limit()))
		}
	}
	return strings.Join(parts, " · ")
}

// noteClock adds the clock line to a board message, under its content.
func noteClock(msg *render.Message, m *session.Match) *render.Message {
	note := clockNote(m)
	if msg == nil || note == "" {
		return msg
	}
	msg.Content = strings.TrimSpace(msg.Content + "\n-# " + note)
	msg.Text = strings.TrimSpace(msg.Text + "\n" + note)
	msg.Fit()
	return msg
}
