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
		Title:       t.View.Title,
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
		m.Content = "Game over: " + t.Status()
		embed.Fields = scoreFields(t, b)
	} else {
		m.Components = boardControls(t, b)
	}
	if png, err := SheetsPNG(t, b); err == nil {
		m.Files = []render.File{{Name: imageName, ContentType: "image/png", Data: png, Description: render.AltText(t, embed.Description, altSentences(t, b))}}
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
	s.WriteString(t.View.Title + "\n")
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
		parts[i] = sv.Sheet.Text(t.Name(games.Seat(i)), sv.Score.Total)
	}
	return strings.Join(parts, "\n") + sheetKey
}

// sheetKey says what the marks of the seed's format mean, for a reader
// without the rules at hand.
const sheetKey = "\nKey: % beside a number marks a bonus cell (a full column scores the one in it); XX is a blocked cell.\n"

// breakdown describes how a score adds up.
func breakdown(sc qwinto.Score) string {
	bonus := make([]string, len(sc.Bonus))
	for i, bc := range sc.Bonus {
		bonus[i] = fmt.Sprint(bc.Value)
	}
	bonusText := "none"
	if len(bonus) > 0 {
		bonusText = strings.Join(bonus, " + ")
	}
	return fmt.Sprintf("rows %d + %d + %d · bonus columns %s · failed throws %d · total %d",
		sc.Rows[qwinto.Red], sc.Rows[qwinto.Yellow], sc.Rows[qwinto.Blue], bonusText, sc.Failed, sc.Total)
}

func breakdownText(t *render.Table, b qwinto.BoardView) string {
	var s strings.Builder
	for i, sv := range b.Seats {
		fmt.Fprintf(&s, "%s: %s\n", t.Name(games.Seat(i)), breakdown(sv.Score))
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
		fields[i] = &discordgo.MessageEmbedField{Name: name, Value: breakdown(sv.Score)}
	}
	return fields
}
