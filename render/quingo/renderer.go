package quingo

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
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
	// Each part is said once: the title, what just happened, the status
	// and the sheets serve the embed, the text board and the picture's
	// cache key alike.
	head, sheet := headOf(t, b), b.TextIn(t.Lang, t.Name)
	embed := &discordgo.MessageEmbed{
		Title:       head.title,
		Description: boardHeader(t, b, head, p, reason),
		Color:       render.ColourOf(quingo.Name),
		Image:       &discordgo.MessageEmbedImage{URL: "attachment://" + imageName},
	}
	m := &render.Message{
		Content:  t.MentionStatus(),
		Embeds:   []*discordgo.MessageEmbed{embed},
		Mentions: t.Pinged(),
		Text:     head.text(sheet),
	}
	if t.Result.Over || b.Phase == quingo.Over {
		m.Content = t.Say("quingo.over", head.status)
		embed.Fields = totalFields(t, b)
	} else {
		m.Components = boardControls(t, b, p)
	}
	key := string(t.Lang) + "\x00" + head.title + "\x00" + sheet
	if png, err := images.Get(key, func() ([]byte, error) { return BoardPNG(t, b) }); err == nil {
		m.Files = []render.File{{Name: imageName, ContentType: "image/png", Data: png, Description: render.AltText(titledAs(t, head.title), embed.Description, altSentences(t, b))}}
	} else {
		embed.Image = nil
		embed.Description += render.CodeBlock(sheet)
	}
	m.Fit()
	return m
}

// heading is what a board message says above its sheets, each said
// once: its title, what just happened (the table's last line, as
// lastLine gives it) and the status.
type heading struct{ title, last, status string }

// headOf is the heading of b's board in t's language.
func headOf(t *render.Table, b quingo.BoardView) heading {
	return heading{title: title(t, b), last: lastLine(t, b), status: t.Status()}
}

// text is the text board of the heading above sheet (BoardText).
func (h heading) text(sheet string) string {
	var s strings.Builder
	s.WriteString(h.title + "\n")
	if h.last != "" {
		s.WriteString(h.last + "\n")
	}
	s.WriteString(h.status + "\n\n")
	s.WriteString(sheet)
	return s.String()
}

// boardHeader is what just happened, where the game stands, the pool and
// the limits, and what the player on turn picks next.
func boardHeader(t *render.Table, b quingo.BoardView, h heading, p Pick, reason locale.Text) string {
	var lines []string
	if h.last != "" {
		lines = append(lines, h.last)
	}
	lines = append(lines, "**"+h.status+"**")
	if b.Phase != quingo.Choosing {
		lines = append(lines, t.Say("quingo.pool", poolText(b)), t.Say("quingo.limits", limitsText(t, b)))
	}
	if hint := turnHint(t, b, p, reason); hint != "" {
		lines = append(lines, hint)
	}
	return strings.Join(lines, "\n") + "\n"
}

// lastLine is the table's last line; while wild numbers are being chosen
// the numbers a seat chose are replaced by the fact that it chose. The
// move is found by its word in English notation or in t's language,
// after the seat's name and the language's colon.
func lastLine(t *render.Table, b quingo.BoardView) string {
	if b.Phase != quingo.Choosing || t.Last == "" {
		return t.Last
	}
	words := []string{"wilds"}
	if w := games.MoveIn(t.Lang, quingo.Name, "wilds"); w != "wilds" {
		words = append(words, w)
	}
	parts := strings.Split(t.Last, " · ")
	for i, part := range parts {
		for _, w := range words {
			if who, _, ok := strings.Cut(part, ": "+w); ok {
				// French writes a space before the colon: "Bot 2 : jokers …".
				parts[i] = t.Say("quingo.last.chose", strings.TrimSpace(who))
				break
			} else if strings.Contains(part, w) {
				parts[i] = t.Say("quingo.last.someone")
				break
			}
		}
	}
	return strings.Join(parts, " · ")
}

// turnHint says what the player on turn picks next, or why a pick fails,
// in t's language.
func turnHint(t *render.Table, b quingo.BoardView, p Pick, reason locale.Text) string {
	switch {
	case b.Turn < 0:
		return ""
	case !reason.IsZero():
		return t.Say("quingo.hint.warn", capitalize(reason.In(t.Lang)))
	case b.Forced && len(p.Dice) == 0:
		return t.Say("quingo.hint.forced_pick")
	case b.Forced:
		return t.Say("quingo.hint.forced_take", sumText(b, p))
	case !b.Seats[b.Turn].CanCheck:
		return t.Say("quingo.hint.pass")
	case len(p.Dice) == 0:
		return t.Say("quingo.hint.pick", pickLimit(b))
	case len(Targets(b, p)) == 0:
		return t.Say("quingo.hint.no_box", sumText(b, p), p.Sum)
	}
	return t.Say("quingo.hint.choose", sumText(b, p), p.Sum)
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
	return headOf(t, b).text(b.TextIn(t.Lang, t.Name))
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
		value := t.Say("quingo.fields", sc.Rows[0], sc.Rows[1], sc.Rows[2], sc.Rows[3], sc.Wild)
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
	note := privateNote(t, b, v, seat)
	sheet := fmt.Sprintf("%s · %s · %s\n", t.Name(seat), t.Say("board.quingo.limit", v.Limit), t.Say("board.points", v.Score.Total)) + v.Sheet.TextIn(t.Lang, b.Setup)
	m := &render.Message{
		Embeds: []*discordgo.MessageEmbed{{
			Title: t.Say("quingo.private.heading", title(t, b)), Description: note + "\n" + render.CodeBlock(sheet),
			Color: render.ColourOf(quingo.Name),
		}},
		Ephemeral: true,
		Text:      note + "\n\n" + sheet,
	}
	switch {
	case b.Phase == quingo.Choosing && !v.Chosen && len(t.Legal[seat]) > 0:
		m.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{wildsButton(t)}}}
	case b.Turn == seat && len(t.Legal[seat]) > 0:
		p, reason := ParsePick(t.UI, b)
		if hint := turnHint(t, b, p, reason); hint != "" {
			m.Embeds[0].Description = hint + "\n" + m.Embeds[0].Description
		}
		m.Components = turnControls(t, b, p)
	}
	m.Fit()
	return m
}

// privateNote tells the viewer where they stand, in t's language.
func privateNote(t *render.Table, b quingo.BoardView, v quingo.SeatView, seat games.Seat) string {
	switch {
	case b.Phase == quingo.Choosing && v.Chosen:
		return t.Say("quingo.private.chosen")
	case b.Phase == quingo.Choosing:
		return t.Say("quingo.private.choose", b.MaxWild)
	case b.Phase == quingo.Over:
		return t.Say("quingo.private.over")
	case b.Turn == seat:
		return t.Say("quingo.private.your_turn")
	}
	return t.Say("quingo.private.wait")
}

// capitalize is s with its first letter upper case.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// title is the board's title in t's language: "Quingo · round 3".
func title(t *render.Table, b quingo.BoardView) string { return quingo.Title(t.Lang, b.Phase, b.Round) }

// titledAs is t with its view's title set to title (in t's language),
// for what reads the title from the table (render.AltText).
func titledAs(t *render.Table, title string) *render.Table {
	c := *t
	c.View.Title = title
	return &c
}
