package blingo

import (
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

func init() { render.Register(blingo.Name, Renderer{}) }

// Renderer draws Blingo.
type Renderer struct{}

// Colour implements render.Colourer: Blingo's embed colour.
func (Renderer) Colour() int { return 0xe0a526 }

// imageName is the board PNG's attachment name.
const imageName = "blingo.png"

// Board implements render.Renderer: the board with the actor's controls,
// or the final result once the game is over.
func (Renderer) Board(t *render.Table) *render.Message {
	b, ok := t.View.Board.(blingo.BoardView)
	if !ok {
		return render.Generic{}.Board(t)
	}
	t = titled(t, b)
	embed := &discordgo.MessageEmbed{
		Title:       t.View.Title,
		Description: header(t, b),
		Color:       render.ColourOf(blingo.Name),
	}
	m := &render.Message{
		Content:  t.MentionStatus(),
		Embeds:   []*discordgo.MessageEmbed{embed},
		Mentions: t.Pinged(),
		Text:     BoardText(t, b),
	}
	if t.Result.Over {
		m.Content = t.Say("board.blingo.game_over", t.Status())
		embed.Fields = resultFields(t, b)
	} else {
		m.Components = controls(t, b, t.Legal[b.Active])
	}
	attachPNG(m, embed, embed.Description, t, b, games.Spectator)
	if len(m.Files) == 0 {
		embed.Description += render.CodeBlock(b.TextIn(t.Lang, t.Name))
	}
	m.Fit()
	return m
}

// attachPNG draws the board for viewer and shows it in the embed, with
// head (what the embed says above the board) leading its alt text.
func attachPNG(m *render.Message, embed *discordgo.MessageEmbed, head string, t *render.Table, b blingo.BoardView, viewer games.Seat) {
	png, err := BoardPNG(t, b, viewer)
	if err != nil {
		return
	}
	m.Files = []render.File{{Name: imageName, ContentType: "image/png", Data: png, Description: altText(t, head, b)}}
	embed.Image = &discordgo.MessageEmbedImage{URL: "attachment://" + imageName}
}

// header is what just happened, where the game stands and the dice.
func header(t *render.Table, b blingo.BoardView) string {
	var lines []string
	if t.Last != "" {
		lines = append(lines, t.Last)
	}
	if news := blingoNews(t, b); news != "" {
		lines = append(lines, news)
	}
	lines = append(lines, "**"+t.Status()+"**")
	if b.Phase == blingo.Placing {
		lines = append(lines, "🎲 "+diceWords(t, b))
	}
	return strings.Join(lines, "\n") + "\n"
}

// blingoNews tells the Blingo the last turn made and the markers it
// removed, "Bob rolled 3 and 6 and placed on 36: Blingo on column 3, 2
// markers removed", so that nobody's markers vanish unexplained; "" when
// it made none or when the status already tells it (a board waiting for
// a roll).
func blingoNews(t *render.Table, b blingo.BoardView) string {
	if b.Last.Turn == 0 || b.Last.Blingos == 0 || b.Phase == blingo.Rolling {
		return ""
	}
	return games.ExpandSeats(b.Last.Said().In(t.Lang), t.Name)
}

// diceWords says what the roll of b offers in t's language: "2 and 8: a
// marker on 2 and one on 8, or one on 28 or 82"; only the squares on the
// board (on the short game's, 7 and 8 join into none).
func diceWords(t *render.Table, b blingo.BoardView) string {
	d := b.Dice
	pair := d.Targets(blingo.Pair)
	text := t.Say("board.blingo.offer_double", d[0], d[1], int(pair[0]))
	if len(pair) == 2 {
		text = t.Say("board.blingo.offer_pair", d[0], d[1], int(pair[0]), int(pair[1]))
	}
	joined := slices.DeleteFunc(d.Targets(blingo.Joined), func(q blingo.Square) bool { return !b.Board.OnBoard(q) })
	if len(joined) > 0 {
		text = t.Say("board.blingo.offer_joined", text, orIn(t, joined))
	}
	switch d.Sum() {
	case 9:
		text = t.Say("board.blingo.offer_nine", text)
	case 10:
		text = t.Say("board.blingo.offer_zero", text)
	}
	return text
}

// BoardText is the text rendering of the board: title, last move,
// status, dice, the monospace board with its legend, and at the end the
// result.
func BoardText(t *render.Table, b blingo.BoardView) string {
	var s strings.Builder
	s.WriteString(t.View.Title + "\n")
	if t.Last != "" {
		s.WriteString(t.Last + "\n")
	}
	if news := blingoNews(t, b); news != "" {
		s.WriteString(news + "\n")
	}
	s.WriteString(t.Status() + "\n")
	if b.Phase == blingo.Placing {
		s.WriteString(t.Say("board.blingo.text_dice", diceWords(t, b)) + "\n")
	}
	s.WriteString("\n" + b.TextIn(t.Lang, t.Name))
	if t.Result.Over {
		s.WriteString("\n")
		for _, f := range resultFields(t, b) {
			s.WriteString(f.Name + " · " + f.Value + "\n")
		}
	}
	return s.String()
}

// resultFields is the final standing, one field per player, winners
// first marked with a trophy.
func resultFields(t *render.Table, b blingo.BoardView) []*discordgo.MessageEmbedField {
	fields := make([]*discordgo.MessageEmbedField, len(b.Players))
	for i, p := range b.Players {
		name := t.Say("board.blingo.field_name", t.Name(p.Seat), locale.T("board.blingo.markers", p.Markers))
		if isWinner(t.Result, p.Seat) {
			name = "🏆 " + name
		}
		fields[i] = &discordgo.MessageEmbedField{Name: name, Value: outcome(t, p), Inline: true}
	}
	return fields
}

// outcome is a player's standing at the end without the markers on the
// board, which the result names already: "12 left · Blingo (2): row 1,
// column 3", or "no Blingo".
func outcome(t *render.Table, p blingo.PlayerView) string {
	var parts []string
	if p.Supply >= 0 {
		parts = append(parts, t.Say("board.blingo.field_left", p.Supply))
	}
	if len(p.Blingos) > 0 {
		parts = append(parts, t.Say("board.blingo.blingos", len(p.Blingos), blingo.LineSetOf(p.Blingos...)))
	} else {
		parts = append(parts, t.Say("board.blingo.field_no_blingo"))
	}
	return strings.Join(parts, " · ")
}

// standing describes a player's markers, supply (none when unlimited) and
// Blingo lines, with their number, which breaks a tie on markers.
func standing(t *render.Table, p blingo.PlayerView) string {
	text := t.Say("board.blingo.on_board", p.Markers)
	if p.Supply >= 0 {
		text = t.Say("board.blingo.on_board_left", p.Markers, p.Supply)
	}
	if len(p.Blingos) > 0 {
		names := make([]string, len(p.Blingos))
		for i, l := range p.Blingos {
			names[i] = lineName(t, l)
		}
		text += " · " + t.Say("board.blingo.blingos", len(p.Blingos), strings.Join(names, ", "))
	}
	return text
}

func isWinner(r games.Result, s games.Seat) bool {
	for _, w := range r.Winners {
		if w == s {
			return true
		}
	}
	return false
}
