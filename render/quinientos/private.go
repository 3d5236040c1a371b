package quinientos

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
)

// Private implements render.Renderer: the viewer's own hand, ephemeral,
// as text and as a picture, with a menu of the tiles that fit when it is
// the viewer's turn.
func (Renderer) Private(t *render.Table) *render.Message {
	b, ok := t.View.Board.(quinientos.BoardView)
	seat := t.View.Viewer
	if !ok || seat < 0 || int(seat) >= quinientos.Seats {
		return render.Generic{}.Private(t)
	}
	legal := t.Legal[seat]
	note := handNote(t, b, seat, legal)
	hand := "Your hand: " + tilesText(b.Hand)
	embed := &discordgo.MessageEmbed{
		Title:       "Your hand · " + t.View.Title,
		Description: note + "\n" + render.CodeBlock(hand+"\n"+layoutLine(b)),
		Color:       render.ColourOf(quinientos.Name),
		Image:       &discordgo.MessageEmbedImage{URL: "attachment://" + handImage},
	}
	m := &render.Message{
		Embeds:    []*discordgo.MessageEmbed{embed},
		Ephemeral: true,
		Text:      note + "\n\n" + b.Text(t.Name),
	}
	if len(b.Hand) == 0 {
		embed.Image = nil
	} else if png, err := HandPNG(b, legal); err == nil {
		m.Files = []render.File{{Name: handImage, ContentType: "image/png", Data: png, Description: embed.Title + "\n" + hand}}
	} else {
		embed.Image = nil
	}
	m.Components = handControls(t, b)
	m.Fit()
	return m
}

// handControls are the private view's components: the menu of the plays
// that fit when the viewer is to move, else none.
func handControls(t *render.Table, b quinientos.BoardView) []discordgo.MessageComponent {
	seat := t.View.Viewer
	if b.Over || b.Turn != seat {
		return nil
	}
	return playSelect(t.Version, b, t.Legal[seat])
}

// handNote tells the viewer what they may do now.
func handNote(t *render.Table, b quinientos.BoardView, seat games.Seat, legal []games.Move) string {
	switch {
	case b.Over:
		return "The game is over: " + t.Status() + "."
	case b.Turn != seat:
		return fmt.Sprintf("It is %s's turn. You hold %d tiles.", t.Name(b.Turn), len(b.Hand))
	case len(b.Layout) == 0 && b.Round == 1:
		return "**Your lead.** Round 1 opens with 6-6."
	case len(b.Layout) == 0:
		return fmt.Sprintf("**Your lead.** Open round %d with any tile.", b.Round)
	}
	left, right, _ := b.Layout.Ends()
	if len(legal) == 1 {
		return fmt.Sprintf("**Your turn.** The ends are %d (left) and %d (right): one play fits.", left, right)
	}
	return fmt.Sprintf("**Your turn.** The ends are %d (left) and %d (right): %d plays fit.", left, right, len(legal))
}

// layoutLine is the line of tiles as the engine's text writes it, on one
// line: "4 < [4|6]{6|6}[6|1] > 1".
func layoutLine(b quinientos.BoardView) string {
	if len(b.Layout) == 0 {
		return "Line: empty"
	}
	left, right, _ := b.Layout.Ends()
	var s strings.Builder
	fmt.Fprintf(&s, "Line: %d < ", left)
	for _, p := range b.Layout {
		if p.Left == p.Right {
			fmt.Fprintf(&s, "{%d|%d}", p.Left, p.Right)
		} else {
			fmt.Fprintf(&s, "[%d|%d]", p.Left, p.Right)
		}
	}
	fmt.Fprintf(&s, " > %d", right)
	return s.String()
}
