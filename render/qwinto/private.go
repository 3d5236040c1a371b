package qwinto

import (
	"fmt"
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
	note := privateNote(b, sv, legal)
	text := note + "\n\n" + sv.Sheet.Text(t.Name(seat), sv.Score.Total)
	m := &render.Message{
		Embeds: []*discordgo.MessageEmbed{{
			Title: "Your sheet · " + t.View.Title, Description: note + "\n" + render.CodeBlock(sv.Sheet.Text(t.Name(seat), sv.Score.Total)),
			Color: render.ColourOf(qwinto.Name),
		}},
		Ephemeral: true,
		Text:      text,
	}
	if b.Phase == qwinto.Deciding && slices.Contains(legal, "skip") {
		m.Components = writeSelects(t.Version, sv.Sheet, legal)
		skip := "Skip"
		if seat == b.Active {
			skip = "Skip (failed throw, -5)"
		}
		m.Components = append(m.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			moveButton(t.Version, skip, "skip", discordgo.SecondaryButton),
		}})
	}
	m.Fit()
	return m
}

// privateNote tells the viewer what they may do now.
func privateNote(b qwinto.BoardView, sv qwinto.SeatView, legal []games.Move) string {
	switch {
	case b.Phase == qwinto.Deciding && len(legal) == 1:
		return fmt.Sprintf("The sum is **%d** and fits nowhere on your sheet: skip.", b.Sum)
	case b.Phase == qwinto.Deciding && len(legal) > 1:
		return fmt.Sprintf("The sum is **%d**: write it in a %s row, or skip.", b.Sum, rolledText(b))
	case b.Phase == qwinto.Deciding:
		return "You have decided for this roll."
	case b.Phase == qwinto.Over:
		return "The game is over."
	}
	return "Wait for the roll."
}

func rolledText(b qwinto.BoardView) string {
	names := make([]string, len(b.Rolled))
	for i, c := range b.Rolled {
		names[i] = c.String()
	}
	switch len(names) {
	case 1:
		return names[0]
	case 2:
		return names[0] + " or " + names[1]
	}
	return names[0] + ", " + names[1] + " or " + names[2]
}

// neighbours describes where a cell sits among the row's numbers.
func neighbours(sh qwinto.Sheet, c qwinto.Colour, p int) string {
	left, right := 0, 0
	for q := p - 1; q >= 0 && left == 0; q-- {
		left = sh.Cell(c, q)
	}
	for q := p + 1; q < qwinto.Positions && right == 0; q++ {
		right = sh.Cell(c, q)
	}
	desc := "column " + strconv.Itoa(qwinto.Column(c, p)+1)
	if qwinto.Bonus(c, p) {
		desc += ", bonus cell"
	}
	switch {
	case left != 0 && right != 0:
		desc += fmt.Sprintf(", between %d and %d", left, right)
	case left != 0:
		desc += fmt.Sprintf(", after %d", left)
	case right != 0:
		desc += fmt.Sprintf(", before %d", right)
	}
	return desc
}

func contains(moves []games.Move, m games.Move) bool { return slices.Contains(moves, m) }

func itoa(n int) string { return strconv.Itoa(n) }
