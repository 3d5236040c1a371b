package qwinto

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
)

func init() { render.Register(qwinto.Name, Renderer{}) }

// Renderer draws Qwinto.
type Renderer struct{}

// Colour implements render.Colourer: Qwinto's embed colour.
func (Renderer) Colour() int { return 0xd64541 }

// imageName is the board PNG's attachment name.
const imageName = qwinto.Name + ".png"

// Board implements render.Renderer.
func (Renderer) Board(t *render.Table) *render.Message {
	b, ok := t.View.Board.(qwinto.BoardView)
	if !ok {
		return render.Generic{}.Board(t)
	}
	text := BoardText(t, b)
	embed := &discordgo.MessageEmbed{
		Title:       title(t, b),
		Description: boardHeader(t),
		Color:       render.ColourOf(qwinto.Name),
		Image:       &discordgo.MessageEmbedImage{URL: "attachment://" + imageName},
	}
	m := &render.Message{
		Content:  t.MentionStatus(),
		Embeds:   []*discordgo.MessageEmbed{embed},
		Mentions: t.Pinged(),
		Text:     text,
	}
	if t.Result.Over {
		m.Content = t.Say("qwinto.over", t.Status())
		embed.Fields = scoreFields(t, b)
	} else {
		m.Components = boardControls(t, b)
	}
	if png, err := SheetsPNG(t, b); err == nil {
		m.Files = []render.File{{Name: imageName, ContentType: "image/png", Data: png, Description: render.AltText(titled(t, b), embed.Description, altSentences(t, b))}}
	} else {
		embed.Image = nil
		embed.Description += render.CodeBlock(SheetsText(t, b))
	}
	m.Fit()
	return m
}

// boardHeader is what just happened and where the game stands.
func boardHeader(t *render.Table) string {
	var lines []string
	if t.Last != "" {
		lines = append(lines, t.Last)
	}
	lines = append(lines, "**"+t.Status()+"**")
	return strings.Join(lines, "\n") + "\n"
}

// BoardText is the text rendering of the board: status, dice and sheets.
func BoardText(t *render.Table, b qwinto.BoardView) string {
	var s strings.Builder
	s.WriteString(title(t, b) + "\n")
	if t.Last != "" {
		s.WriteString(t.Last + "\n")
	}
	s.WriteString(t.Status() + "\n\n")
	s.WriteString(SheetsText(t, b))
	if t.Result.Over {
		s.WriteString("\n" + breakdownText(t, b))
	}
	return s.String()
}

// SheetsText is every player's sheet in the seed's format, then the key
// to its marks (sheetKey).
func SheetsText(t *render.Table, b qwinto.BoardView) string {
	parts := make([]string, len(b.Seats))
	for i, sv := range b.Seats {
		parts[i] = sv.Sheet.TextIn(t.Lang, t.Name(games.Seat(i)), sv.Score.Total)
	}
	return strings.Join(parts, "\n") + sheetKey(t)
}

// sheetKey says what the marks of the seed's format mean, for a reader
// without the rules at hand.
func sheetKey(t *render.Table) string { return "\n" + t.Say("qwinto.key") + "\n" }

// breakdown describes how a score adds up, in t's language.
func breakdown(t *render.Table, sc qwinto.Score) string {
	bonus := make([]string, len(sc.Bonus))
	for i, bc := range sc.Bonus {
		bonus[i] = fmt.Sprint(bc.Value)
	}
	bonusText := t.Say("qwinto.breakdown_none")
	if len(bonus) > 0 {
		bonusText = strings.Join(bonus, " + ")
	}
	return t.Say("qwinto.breakdown", sc.Rows[qwinto.Red], sc.Rows[qwinto.Yellow], sc.Rows[qwinto.Blue], bonusText, sc.Failed, sc.Total)
}

func breakdownText(t *render.Table, b qwinto.BoardView) string {
	var s strings.Builder
	for i, sv := range b.Seats {
		fmt.Fprintf(&s, "%s: %s\n", t.Name(games.Seat(i)), breakdown(t, sv.Score))
	}
	return s.String()
}

// scoreFields is the final breakdown, one field per player.
func scoreFields(t *render.Table, b qwinto.BoardView) []*discordgo.MessageEmbedField {
	fields := make([]*discordgo.MessageEmbedField, len(b.Seats))
	for i, sv := range b.Seats {
		name := fmt.Sprintf("%s: %d", t.Name(games.Seat(i)), sv.Score.Total)
		for _, w := range t.Result.Winners {
			if int(w) == i {
				name = "🏆 " + name
			}
		}
		fields[i] = &discordgo.MessageEmbedField{Name: name, Value: breakdown(t, sv.Score)}
	}
	return fields
}

// title is the board's title in t's language: "Qwinto · roll 12".
func title(t *render.Table, b qwinto.BoardView) string { return qwinto.Title(t.Lang, b.Turn) }

// titled is t with its view's title in t's language, for what reads the
// title from the table (render.AltText).
func titled(t *render.Table, b qwinto.BoardView) *render.Table {
	c := *t
	c.View.Title = title(t, b)
	return &c
}
