package cinqo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

func init() { render.Register(cinqo.Name, Renderer{}) }

// Renderer draws Cinq-O.
type Renderer struct{}

// Colour implements render.Colourer: Cinq-O's embed colour.
func (Renderer) Colour() int { return 0x2f9e5b }

// imageName is the board PNG's attachment name.
const imageName = "cinqo.png"

// Board implements render.Renderer: the board as text and as a PNG, whose
// turn it is with a mention, and the active player's controls; once the
// game is over, the result and a field per player.
func (Renderer) Board(t *render.Table) *render.Message {
	b, ok := t.View.Board.(cinqo.BoardView)
	if !ok {
		return render.Generic{}.Board(t)
	}
	t = titled(t, b)
	embed := &discordgo.MessageEmbed{
		Title:       t.View.Title,
		Description: boardHeader(t, b),
		Color:       render.ColourOf(cinqo.Name),
		Image:       &discordgo.MessageEmbedImage{URL: "attachment://" + imageName},
	}
	m := &render.Message{
		Content:  t.MentionStatus(),
		Embeds:   []*discordgo.MessageEmbed{embed},
		Mentions: t.Pinged(),
		Text:     BoardText(t, b),
	}
	if t.Result.Over || b.Phase == cinqo.Over {
		m.Content = t.Say("board.cinqo.game_over", t.Status())
		embed.Fields = totalFields(t, b)
	} else {
		m.Components = boardControls(t, b)
	}
	sheet := b.TextIn(t.Lang, t.Name)
	key := t.View.Title + "\x00" + sheet
	if png, err := images.Get(key, func() ([]byte, error) { return BoardPNG(t, b) }); err == nil {
		m.Files = []render.File{{Name: imageName, ContentType: "image/png", Data: png, Description: render.AltText(t, embed.Description, altSentences(t, b))}}
	} else {
		embed.Image = nil
		embed.Description += render.CodeBlock(sheet)
	}
	m.Fit()
	return m
}

// boardHeader is what just happened, where the game stands and, while the
// active player places dice, what their toggles would play.
func boardHeader(t *render.Table, b cinqo.BoardView) string {
	var lines []string
	if t.Last != "" {
		lines = append(lines, t.Last)
	}
	lines = append(lines, "**"+t.Status()+"**")
	if b.Phase == cinqo.Placing && len(t.Legal[b.Active]) > 0 {
		lines = append(lines, planLine(t, b, ParsePlan(t.UI, b)))
	}
	return strings.Join(lines, "\n") + "\n"
}

// planLine says what Confirm would play, or why it cannot.
func planLine(t *render.Table, b cinqo.BoardView, p Plan) string {
	if r := p.ReasonIn(t.Lang, b); r != "" {
		return t.Say("board.cinqo.plan_reason", r)
	}
	return t.Say("board.cinqo.plan_confirm", DescribeIn(t.Lang, p.Action(b), b))
}

// BoardText is the text rendering of the board: the title, the last
// move, the status and the board in monospace.
func BoardText(t *render.Table, b cinqo.BoardView) string {
	var s strings.Builder
	s.WriteString(t.View.Title + "\n")
	if t.Last != "" {
		s.WriteString(t.Last + "\n")
	}
	s.WriteString(t.Status() + "\n\n")
	s.WriteString(b.TextIn(t.Lang, t.Name))
	return s.String()
}

// totalFields is the final result, one field per player, winners first
// marked with a trophy.
func totalFields(t *render.Table, b cinqo.BoardView) []*discordgo.MessageEmbedField {
	winners := b.Winners
	if len(winners) == 0 {
		winners = t.Result.Winners
	}
	fields := make([]*discordgo.MessageEmbedField, 0, len(b.Totals))
	best := slices.Max(append([]int{0}, b.Totals...))
	for i, total := range b.Totals {
		s := games.Seat(i)
		name := fmt.Sprintf("%s: %d", t.Name(s), total)
		value := t.Say("board.cinqo.field_behind", best-total)
		if slices.Contains(winners, s) {
			name, value = "🏆 "+name, t.Say("board.cinqo.field_winner")
		}
		if n, ok := roundsTaken(b); ok {
			value = t.Say("board.cinqo.field_reached", b.Target, locale.T("board.cinqo.rounds", n))
		}
		fields = append(fields, &discordgo.MessageEmbedField{Name: name, Value: value, Inline: true})
	}
	slices.SortStableFunc(fields, func(x, y *discordgo.MessageEmbedField) int {
		return btoi(strings.HasPrefix(y.Name, "🏆")) - btoi(strings.HasPrefix(x.Name, "🏆"))
	})
	return fields
}

// roundsTaken is the result of a finished solitaire game: the rounds it
// took to reach the target.
func roundsTaken(b cinqo.BoardView) (int, bool) {
	if b.Mode != cinqo.Solitaire || b.Phase != cinqo.Over {
		return 0, false
	}
	return b.Round, true
}
