package blingo

import (
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
)

// Private implements render.Renderer. Blingo has no secrets: the viewer's
// own view is the board with the squares closed to them hatched, a note of
// their standing, and on their turn the same controls as the board.
func (Renderer) Private(t *render.Table) *render.Message {
	b, ok := t.View.Board.(blingo.BoardView)
	seat := t.View.Viewer
	if !ok || seat < 0 || int(seat) >= len(b.Players) {
		return render.Generic{}.Private(t)
	}
	t = titled(t, b)
	note := privateNote(t, b, seat)
	text := b.TextIn(t.Lang, t.Name)
	embed := &discordgo.MessageEmbed{
		Title:       t.Say("board.blingo.private_heading", t.View.Title),
		Description: note + "\n" + render.CodeBlock(text),
		Color:       render.ColourOf(blingo.Name),
	}
	m := &render.Message{
		Embeds:    []*discordgo.MessageEmbed{embed},
		Ephemeral: true,
		Text:      note + "\n\n" + text,
	}
	if seat == b.Active && !t.Result.Over {
		m.Components = controls(t, b, t.Legal[seat])
	}
	attachPNG(m, embed, note, t, b, seat)
	m.Fit()
	return m
}

// privateNote tells the viewer their standing, the squares closed to
// them, and what they may do now.
func privateNote(t *render.Table, b blingo.BoardView, seat games.Seat) string {
	p := b.Players[seat]
	lines := []string{t.Say("board.blingo.you_have", standing(t, p))}
	var closed []string
	for _, bl := range b.Blingos {
		if !slices.Contains(bl.Owners, seat) {
			closed = append(closed, t.Say("board.blingo.closed_line", lineName(t, bl.Line), owners(t, bl.Owners)))
		}
	}
	if len(closed) > 0 {
		lines = append(lines, t.Say("board.blingo.closed_to_you", strings.Join(closed, ", ")))
	}
	switch {
	case t.Result.Over:
		lines = append(lines, t.Say("board.blingo.private_over"))
	case seat != b.Active:
		lines = append(lines, t.Say("board.blingo.private_their_turn", t.Name(b.Active)))
	case b.Phase == blingo.Rolling:
		lines = append(lines, t.Say("board.blingo.private_roll"))
	case len(b.Choices) == 0:
		lines = append(lines, t.Say("board.blingo.private_pass", diceWords(t, b)))
	default:
		lines = append(lines, t.Say("board.blingo.private_rolled", diceWords(t, b)))
	}
	return strings.Join(lines, "\n")
}

// owners names whose Blingo a line is: "Alice's Blingo", "Alice's and
// Bob's Blingo".
func owners(t *render.Table, seats []games.Seat) string {
	var names string
	for i, s := range seats {
		name := t.Say("board.blingo.owner", t.Name(s))
		if i == 0 {
			names = name
		} else {
			names = t.Say("board.blingo.and", names, name)
		}
	}
	return t.Say("board.blingo.owned", names)
}
