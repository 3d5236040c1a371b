package commands

import (
	"slices"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// withRequests puts on a board in play the requests its match holds
// open, drawn from the match alone: a line for each (who asks what, of
// whom) above the board, and their buttons in the board's first row:
// Allow and Refuse for a move to take back, Agree for a clock change.
// The board is then the one message to press while a request is open,
// and any board drawn later, after a restart too, shows the request as
// long as the match holds it and not once it is over.
func withRequests(l locale.Lang, msg *render.Message, m *session.Match) *render.Message {
	if msg == nil || m.Phase != session.Playing {
		return msg
	}
	var lines, texts []string
	var row []discordgo.MessageComponent
	if m.Undo != nil {
		line, text := undoLine(l, m)
		lines, texts = append(lines, line), append(texts, text)
		row = append(row, undoButtons(l, m.Undo)...)
	}
	if t, ok := m.Tally(); ok {
		line := voteLine(l, m, t)
		lines, texts = append(lines, line), append(texts, line)
		row = append(row, voteButton(l, m, t))
	}
	if len(row) == 0 {
		return msg
	}
	msg.Content = joinLines(append(lines, msg.Content)...)
	msg.Text = joinLines(append(texts, msg.Text)...)
	msg.Components = append([]discordgo.MessageComponent{discordgo.ActionsRow{Components: row}}, roomForRow(msg.Components)...)
	msg.Fit()
	return msg
}

// roomForRow returns rows with room for one more row at most: the
// board's Text button goes first (/game board text:true shows the same),
// then its last row.
func roomForRow(rows []discordgo.MessageComponent) []discordgo.MessageComponent {
	if len(rows) < render.MaxRows {
		return rows
	}
	text := slices.IndexFunc(rows, func(c discordgo.MessageComponent) bool {
		row, ok := c.(discordgo.ActionsRow)
		return ok && len(row.Components) == 1 && render.IsTextButton(row.Components[0])
	})
	if text >= 0 {
		return slices.Delete(slices.Clone(rows), text, text+1)
	}
	return rows[:render.MaxRows-1]
}

// requestPings are the players whom a board that asks them to decide a
// request pings: those a move to take back waits on (a clock change
// pings nobody, as its asker's announcement is in the channel).
func requestPings(m *session.Match) []string {
	if m.Undo == nil {
		return nil
	}
	var users []string
	for _, s := range m.Undo.Waiting {
		if int(s) < len(m.Players) && m.Players[s].User != "" {
			users = append(users, m.Players[s].User)
		}
	}
	return users
}

// requestFact is the board of a change to the players' requests with no
// move played: asked (a new board) or answered (the board edited in
// place); said tells what happened. before is the match before the
// change (nil: not known, no board shown), after as it now stands.
func requestFact(change boardlife.Change, before, after *session.Match, said string) *boardlife.Fact {
	f := &boardlife.Fact{Channel: after.Channel, Change: change, Match: after, Said: said}
	if before != nil {
		f.Shown = before.BoardMessage
	}
	return f
}

// joinLines joins the lines that are not empty, one a line.
func joinLines(lines ...string) string {
	out := ""
	for _, l := range lines {
		if l == "" {
			continue
		}
		if out != "" {
			out += "\n"
		}
		out += l
	}
	return out
}
