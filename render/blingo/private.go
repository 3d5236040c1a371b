package blingo

import (
	"fmt"
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
	note := privateNote(t, b, seat)
	embed := &discordgo.MessageEmbed{
		Title:       "Your board · " + t.View.Title,
		Description: note + "\n" + render.CodeBlock(b.Text(t.Name)),
		Color:       render.ColourOf(blingo.Name),
	}
	m := &render.Message{
		Embeds:    []*discordgo.MessageEmbed{embed},
		Ephemeral: true,
		Text:      note + "\n\n" + b.Text(t.Name),
	}
	if seat == b.Active && !t.Result.Over {
		m.Components = controls(t.Version, b, t.Legal[seat])
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
			closed = append(closed, fmt.Sprintf("%s (%s)", bl.Name, owners(t, bl.Owners)))
		}
	}
	if len(closed) > 0 {
		lines = append(lines, "Closed to you, except as intersections: "+strings.Join(closed, ", ")+".")
	}
	switch {
	case t.Result.Over:
		lines = append(lines, "The game is over.")
	case seat != b.Active:
		lines = append(lines, "It is "+t.Name(b.Active)+"'s turn.")
	case b.Phase == blingo.Rolling:
		lines = append(lines, "Your turn: roll the dice.")
	case len(b.Choices) == 0:
		lines = append(lines, "You rolled "+diceWords(b.Dice)+"; nothing can be placed: pass.")
	default:
		lines = append(lines, "You rolled "+diceWords(b.Dice)+".")
	}
	return strings.Join(lines, "\n")
}

// owners names whose Blingo a line is: "Alice's Blingo".
func owners(t *render.Table, seats []games.Seat) string {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = t.Name(s) + "'s"
	}
	return strings.Join(names, " and ") + " Blingo"
}
