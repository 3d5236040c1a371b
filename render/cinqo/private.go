package cinqo

import (
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/locale"
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
	t = titled(t, b)
	note := cardNote(t, b)
	card := CardTextIn(t.Lang, b)
	text := b.TextIn(t.Lang, t.Name)
	m := &render.Message{
		Embeds: []*discordgo.MessageEmbed{{
			Title:       t.Say("board.cinqo.card_heading", t.View.Title),
			Description: note + "\n" + render.CodeBlock(card),
			Color:       render.ColourOf(cinqo.Name),
			Fields: []*discordgo.MessageEmbedField{{
				Name: t.Say("board.cinqo.card_board"), Value: render.CodeBlock(text),
			}},
		}},
		Ephemeral: true,
		Text:      note + "\n\n" + card + "\n" + text,
	}
	m.Fit()
	return m
}

// cardNote explains the card and says what racking all now would score.
func cardNote(t *render.Table, b cinqo.BoardView) string {
	lines := []string{t.Say("board.cinqo.card_note")}
	if b.Preview != nil && b.HiLo.Valid() {
		all := b.Rack.Plus(b.Bank).Plus(b.Roll)
		lines = append(lines, t.Say("board.cinqo.card_racking_all", all.String(), b.HiLo, *b.Preview))
	}
	return strings.Join(lines, "\n")
}

// CardText is the score card with the row the current dice would score
// marked with >, when a roll waits to be placed.
func CardText(b cinqo.BoardView) string { return CardTextIn(locale.English, b) }

// CardTextIn is CardText in l.
func CardTextIn(l locale.Lang, b cinqo.BoardView) string {
	card := cinqo.CardTextIn(l)
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
