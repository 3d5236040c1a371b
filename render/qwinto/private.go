package qwinto

import (
	"slices"
	"strconv"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
)

// Private implements render.Renderer: the viewer's own sheet, and while a
// roll waits for them, a menu of their legal cells per rolled colour and a
// Skip button.
func (Renderer) Private(t *render.Table) *render.Message {
	b, ok := t.View.Board.(qwinto.BoardView)
	seat := t.View.Viewer
	if !ok || seat < 0 || int(seat) >= len(b.Seats) {
		return render.Generic{}.Private(t)
	}
	sv := b.Seats[seat]
	legal := t.Legal[seat]
	note := privateNote(t, b, legal)
	sheet := sv.Sheet.TextIn(t.Lang, t.Name(seat), sv.Score.Total)
	text := note + "\n\n" + sheet
	m := &render.Message{
		Embeds: []*discordgo.MessageEmbed{{
			Title: t.Say("qwinto.private.heading", title(t, b)), Description: note + "\n" + render.CodeBlock(sheet),
			Color: render.ColourOf(qwinto.Name),
		}},
		Ephemeral: true,
		Text:      text,
	}
	if b.Phase == qwinto.Deciding && slices.Contains(legal, "skip") {
		m.Components = writeSelects(t, sv.Sheet, legal)
		skip := t.Say("qwinto.skip.button")
		if seat == b.Active {
			skip = t.Say("qwinto.skip_failed.button")
		}
		m.Components = append(m.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			moveButton(t.Version, skip, "skip", discordgo.SecondaryButton),
		}})
	}
	m.Fit()
	return m
}

// privateNote tells the viewer what they may do now, in t's language.
func privateNote(t *render.Table, b qwinto.BoardView, legal []games.Move) string {
	switch {
	case b.Phase == qwinto.Deciding && len(legal) == 1:
		return t.Say("qwinto.private.fits_nowhere", b.Sum)
	case b.Phase == qwinto.Deciding && len(legal) > 1:
		return t.Say("qwinto.private.write_in", b.Sum, rolledText(t, b))
	case b.Phase == qwinto.Deciding:
		return t.Say("qwinto.private.decided")
	case b.Phase == qwinto.Over:
		return t.Say("qwinto.private.over")
	}
	return t.Say("qwinto.private.wait")
}

// rolledText is the rows of the rolled dice as one may write in them:
// "red or blue".
func rolledText(t *render.Table, b qwinto.BoardView) string {
	names := make([]string, len(b.Rolled))
	for i, c := range b.Rolled {
		names[i] = qwinto.RowWord(t.Lang, c)
	}
	return qwinto.JoinOr(t.Lang, names)
}

// neighbours describes where a cell sits among the row's numbers, in
// t's language: "column 7, bonus cell, between 5 and 9".
func neighbours(t *render.Table, sh qwinto.Sheet, c qwinto.Colour, p int) string {
	left, right := 0, 0
	for q := p - 1; q >= 0 && left == 0; q-- {
		left = sh.Cell(c, q)
	}
	for q := p + 1; q < qwinto.Positions && right == 0; q++ {
		right = sh.Cell(c, q)
	}
	desc := t.Say("qwinto.where.column", qwinto.Column(c, p)+1)
	if qwinto.Bonus(c, p) {
		desc += ", " + t.Say("qwinto.where.bonus")
	}
	switch {
	case left != 0 && right != 0:
		desc += ", " + t.Say("qwinto.where.between", left, right)
	case left != 0:
		desc += ", " + t.Say("qwinto.where.after", left)
	case right != 0:
		desc += ", " + t.Say("qwinto.where.before", right)
	}
	return desc
}

func contains(moves []games.Move, m games.Move) bool { return slices.Contains(moves, m) }

func itoa(n int) string { return strconv.Itoa(n) }
