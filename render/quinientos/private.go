package quinientos

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
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
	t = titled(t, b)
	legal := t.Legal[seat]
	note := handNote(t, b, seat, legal)
	hand := t.Say("quinientos.text.your_hand", tilesText(t.Lang, b.Hand))
	embed := &discordgo.MessageEmbed{
		Title:       t.Say("quinientos.board.hand_title", t.View.Title),
		Description: note + "\n" + render.CodeBlock(hand+"\n"+layoutLine(t.Lang, b)),
		Color:       render.ColourOf(quinientos.Name),
		Image:       &discordgo.MessageEmbedImage{URL: "attachment://" + handImage},
	}
	m := &render.Message{
		Embeds:    []*discordgo.MessageEmbed{embed},
		Ephemeral: true,
		Text:      note + "\n\n" + b.TextIn(t.Lang, t.Name),
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
	return playSelect(t.Lang, t.Version, b, t.Legal[seat])
}

// handNote tells the viewer what they may do now.
func handNote(t *render.Table, b quinientos.BoardView, seat games.Seat, legal []games.Move) string {
	switch {
	case b.Over:
		return t.Say("quinientos.board.note_over", t.Status())
	case b.Turn != seat:
		return t.Say("quinientos.board.note_waiting", t.Name(b.Turn), len(b.Hand))
	case len(b.Layout) == 0 && b.Round == 1:
		return t.Say("quinientos.board.note_lead_first")
	case len(b.Layout) == 0:
		return t.Say("quinientos.board.note_lead", b.Round)
	}
	left, right, _ := b.Layout.Ends()
	if len(legal) == 1 {
		return t.Say("quinientos.board.note_turn_one", left, right)
	}
	return t.Say("quinientos.board.note_turn", left, right, len(legal))
}

// layoutLine is the line of tiles as the engine's text writes it, on one
// line: "Line: 4 < [4|6]{6|6}[6|1] > 1", in l's words.
func layoutLine(l locale.Lang, b quinientos.BoardView) string {
	if len(b.Layout) == 0 {
		return l.Say("quinientos.board.line_empty")
	}
	left, right, _ := b.Layout.Ends()
	var s strings.Builder
	fmt.Fprintf(&s, "%d < ", left)
	for _, p := range b.Layout {
		if p.Left == p.Right {
			fmt.Fprintf(&s, "{%d|%d}", p.Left, p.Right)
		} else {
			fmt.Fprintf(&s, "[%d|%d]", p.Left, p.Right)
		}
	}
	fmt.Fprintf(&s, " > %d", right)
	return l.Say("quinientos.board.line", s.String())
}
