package cinqo

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
)

// Private implements render.Renderer. Cinq-O has no secrets: the private
// view is the score card, both sides, with what racking every die now
// would score, and the board as text.
func (Renderer) Private(t *render.Table) *render.Message {
	b, ok := t.View.Board.(cinqo.BoardView)
	if !ok {
		return render.Generic{}.Private(t)
	}
	note := cardNote(b)
	card := CardText(b)
	m := &render.Message{
		Embeds: []*discordgo.MessageEmbed{{
			Title:       "Score card · " + t.View.Title,
			Description: note + "\n" + render.CodeBlock(card),
			Color:       render.ColourOf(cinqo.Name),
			Fields: []*discordgo.MessageEmbedField{{
				Name: "Board", Value: render.CodeBlock(b.Text(t.Name)),
			}},
		}},
		Ephemeral: true,
		Text:      note + "\n\n" + card + "\n" + b.Text(t.Name),
	}
	m.Fit()
	return m
}

// cardNote explains the card and says what racking all now would score.
func cardNote(b cinqo.BoardView) string {
	lines := []string{
		"The Hi/Lo arrow picks the side, its number multiplies: a straight (1-5 or 2-6) is 10 on either side; " +
			"five of a kind in one roll is 10 flat and another turn.",
	}
	if b.Preview != nil && b.HiLo.Valid() {
		all := b.Rack.Plus(b.Bank).Plus(b.Roll)
		lines = append(lines, fmt.Sprintf("Racking all now: %s with %s scores **%s**.", all, b.HiLo, b.Preview))
	}
	return strings.Join(lines, "\n")
}

// CardText is the score card with the row the current dice would score
// marked with >, when a roll waits to be placed.
func CardText(b cinqo.BoardView) string {
	card := cinqo.CardText()
	if b.Preview == nil || b.Preview.Straight || b.Preview.FiveOfAKind || b.Preview.Side == 0 {
		return card
	}
	hi, lo := cinqo.Card(cinqo.Hi), cinqo.Card(cinqo.Lo)
	rows := hi
	if b.Preview.Side == cinqo.Lo {
		rows = lo
	}
	marked := markRow(rows, b.Preview.Total)
	lines := strings.Split(strings.TrimRight(card, "\n"), "\n")
	for i := range lines {
		if i-1 == marked {
			lines[i] = markLine(lines[i], b.Preview.Side)
		} else {
			lines[i] = "  " + lines[i]
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// markRow is the index of the card row that scores total.
func markRow(rows []cinqo.CardRow, total int) int {
	for i, r := range rows {
		if r.Total == total {
			return i
		}
	}
	return len(rows) - 1
}

// markLine puts > before the line, and < after it on the Lo side.
func markLine(line string, s cinqo.Side) string {
	if s == cinqo.Lo {
		return "  " + line + " <"
	}
	return "> " + line
}
