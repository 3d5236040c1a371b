package quingo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
)

func init() { render.Register(quingo.Name, Renderer{}) }

// Renderer draws Quingo.
type Renderer struct{}

// Colour implements render.Colourer: Quingo's embed colour.
func (Renderer) Colour() int { return 0x3b82c4 }

// imageName is the board PNG's attachment name.
const imageName = quingo.Name + ".png"

// Board implements render.Renderer: the pool and every limit, the sheets
// as text and as a PNG, whose turn it is with a mention, and the controls;
// once the game is over, the result and a field per player. While wild
// numbers are chosen nobody's numbers are shown, not even in what just
// happened.
func (Renderer) Board(t *render.Table) *render.Message {
	b, ok := t.View.Board.(quingo.BoardView)
	if !ok {
		return render.Generic{}.Board(t)
	}
	p, reason := ParsePick(t.UI, b)
	embed := &discordgo.MessageEmbed{
		Title:       t.View.Title,
		Description: boardHeader(t, b, p, reason),
		Color:       render.ColourOf(quingo.Name),
		Image:       &discordgo.MessageEmbedImage{URL: "attachment://" + imageName},
	}
	m := &render.Message{
		Content:  t.MentionStatus(),
		Embeds:   []*discordgo.MessageEmbed{embed},
		Mentions: t.Pinged(),
		Text:     BoardText(t, b),
	}
	if t.Result.Over || b.Phase == quingo.Over {
		m.Content = "Game over: " + t.Status()
		embed.Fields = totalFields(t, b)
	} else {
		m.Components = boardControls(t, b, p)
	}
	sheet := b.Text(t.Name)
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

// boardHeader is what just happened, where the game stands, the pool and
// the limits, and what the player on turn picks next.
func boardHeader(t *render.Table, b quingo.BoardView, p Pick, reason string) string {
	var lines []string
	if last := lastLine(t, b); last != "" {
		lines = append(lines, last)
	}
	lines = append(lines, "**"+t.Status()+"**")
	if b.Phase != quingo.Choosing {
		lines = append(lines, "Pool: "+poolText(b), "Limits: "+limitsText(t, b))
	}
	if hint := turnHint(b, p, reason); hint != "" {
		lines = append(lines, hint)
	}
	return strings.Join(lines, "\n") + "\n"
}

// lastLine is the table's last line; while wild numbers are being chosen
// the numbers a seat chose are replaced by the fact that it chose.
func lastLine(t *render.Table, b quingo.BoardView) string {
	if b.Phase != quingo.Choosing || t.Last == "" {
		return t.Last
	}
	parts := strings.Split(t.Last, " · ")
	for i, part := range parts {
		if who, _, ok := strings.Cut(part, ": wilds"); ok {
			parts[i] = who + " chose wild numbers."
		} else if strings.Contains(part, "wilds") {
			parts[i] = "A player chose wild numbers."
		}
	}
	return strings.Join(parts, " · ")
}

// turnHint says what the player on turn picks next, or why a pick fails.
func turnHint(b quingo.BoardView, p Pick, reason string) string {
	switch {
	case b.Turn < 0:
		return ""
	case reason != "":
		return "⚠ " + capitalize(reason) + "."
	case b.Forced && len(p.Dice) == 0:
		return "Nothing can be checked: pick one die to take, then the box to cross out."
	case b.Forced:
		return fmt.Sprintf("Take %s and choose the box to cross out.", sumText(b, p))
	case !b.Seats[b.Turn].CanCheck:
		return "Nothing can be checked: Pass."
	case len(p.Dice) == 0:
		return fmt.Sprintf("Pick 1 to %s from the pool, then the box their sum checks.", diceWord(pickLimit(b)))
	case len(Targets(b, p)) == 0:
		return fmt.Sprintf("%s = %d checks no open box: pick other dice.", sumText(b, p), p.Sum)
	}
	return fmt.Sprintf("%s = %d: choose the box.", sumText(b, p), p.Sum)
}

// poolText lists the pool: "d4 4 · d6 taken · d8 6".
func poolText(b quingo.BoardView) string {
	parts := make([]string, len(b.Pool))
	for i, d := range b.Pool {
		parts[i] = fmt.Sprintf("%s **%d**", d.Label, d.Value)
		if d.Taken {
			parts[i] = "~~" + d.Label + "~~"
		}
	}
	return strings.Join(parts, " · ")
}

// limitsText lists every player's limit: "Alice 3 · Bob 5".
func limitsText(t *render.Table, b quingo.BoardView) string {
	parts := make([]string, len(b.Seats))
	for i, v := range b.Seats {
		parts[i] = fmt.Sprintf("%s %d", t.Name(v.Seat), v.Limit)
	}
	return strings.Join(parts, " · ")
}

// BoardText is the text rendering of the board: the title, what just
// happened, the status and the board in monospace.
func BoardText(t *render.Table, b quingo.BoardView) string {
	var s strings.Builder
	s.WriteString(t.View.Title + "\n")
	if last := lastLine(t, b); last != "" {
		s.WriteString(last + "\n")
	}
	s.WriteString(t.Status() + "\n\n")
	s.WriteString(b.Text(t.Name))
	return s.String()
}

// totalFields is the final result, one field per player, winners first
// with a trophy.
func totalFields(t *render.Table, b quingo.BoardView) []*discordgo.MessageEmbedField {
	best := 0
	for i, v := range b.Seats {
		if i == 0 || v.Score.Total > best {
			best = v.Score.Total
		}
	}
	var wins, rest []*discordgo.MessageEmbedField
	for _, v := range b.Seats {
		sc := v.Score
		value := fmt.Sprintf("rows %d, %d, %d, %d · wilds %d", sc.Rows[0], sc.Rows[1], sc.Rows[2], sc.Rows[3], sc.Wild)
		f := &discordgo.MessageEmbedField{Name: fmt.Sprintf("%s: %d", t.Name(v.Seat), sc.Total), Value: value, Inline: true}
		if slices.Contains(t.Result.Winners, v.Seat) || (len(t.Result.Winners) == 0 && sc.Total == best) {
			f.Name = "🏆 " + f.Name
			wins = append(wins, f)
			continue
		}
		rest = append(rest, f)
	}
	return append(wins, rest...)
}

// Private implements render.Renderer: the viewer's own sheet, with their
// wild numbers even while they are secret; the "Choose wilds" button while
// they are still to choose, and on their turn the turn's controls.
func (Renderer) Private(t *render.Table) *render.Message {
	b, ok := t.View.Board.(quingo.BoardView)
	seat := t.View.Viewer
	if !ok || seat < 0 || int(seat) >= len(b.Seats) {
		return render.Generic{}.Private(t)
	}
	v := b.Seats[seat]
	note := privateNote(b, v, seat)
	sheet := fmt.Sprintf("%s · limit %d · %s\n", t.Name(seat), v.Limit, render.Count(v.Score.Total, "point")) + v.Sheet.Text(b.Setup)
	m := &render.Message{
		Embeds: []*discordgo.MessageEmbed{{
			Title: "Your sheet · " + t.View.Title, Description: note + "\n" + render.CodeBlock(sheet),
			Color: render.ColourOf(quingo.Name),
		}},
		Ephemeral: true,
		Text:      note + "\n\n" + sheet,
	}
	switch {
	case b.Phase == quingo.Choosing && !v.Chosen && len(t.Legal[seat]) > 0:
		m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{wildsButton(t.Version)}}}
	case b.Turn == seat && len(t.Legal[seat]) > 0:
		p, reason := ParsePick(t.UI, b)
		if hint := turnHint(b, p, reason); hint != "" {
			m.Embeds[0].Description = hint + "\n" + m.Embeds[0].Description
		}
		m.Components = turnControls(t, b, p)
	}
	m.Fit()
	return m
}

// privateNote tells the viewer where they stand.
func privateNote(b quingo.BoardView, v quingo.SeatView, seat games.Seat) string {
	switch {
	case b.Phase == quingo.Choosing && v.Chosen:
		return "Your wild numbers are chosen; the others see them once everyone has chosen."
	case b.Phase == quingo.Choosing:
		return fmt.Sprintf("Choose five wild numbers from 1 to %d: only you see them until everyone has chosen.", b.MaxWild)
	case b.Phase == quingo.Over:
		return "The game is over."
	case b.Turn == seat:
		return "It is your turn."
	}
	return "Wait for your turn."
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
