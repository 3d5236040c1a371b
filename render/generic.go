package render

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Generic draws any game from its neutral View: the status, the dice, the
// scores, and the legal moves as buttons or a select menu.
type Generic struct{}

// Board implements Renderer.
func (Generic) Board(t *Table) *Message {
	text := GenericText(t)
	m := &Message{
		Content:  t.MentionStatus(),
		Embeds:   []*discordgo.MessageEmbed{{Title: t.View.Title, Description: CodeBlock(text), Color: ColourOf(t.View.Game)}},
		Mentions: t.Pinged(),
		Text:     text,
	}
	if !t.Result.Over {
		m.Components = ActorControls(t)
	}
	m.Fit()
	return m
}

// Private implements Renderer.
func (Generic) Private(t *Table) *Message {
	text := GenericText(t)
	m := &Message{
		Embeds:    []*discordgo.MessageEmbed{{Title: t.View.Title, Description: CodeBlock(text), Color: ColourOf(t.View.Game)}},
		Ephemeral: true,
		Text:      text,
	}
	m.Components = MoveControlsIn(t.Lang, t.View.Game, t.Version, t.Legal[t.View.Viewer])
	m.Fit()
	return m
}

// BoardTexter is a board (View.Board) that writes itself as monospace
// text, with seats named by name.
type BoardTexter interface {
	Text(name func(games.Seat) string) string
}

// GenericText is the text rendering of a neutral View: the board's own
// text when it has one, else the dice and the scores.
func GenericText(t *Table) string {
	status := t.Status()
	var board string
	bt, texter := t.View.Board.(BoardTexter)
	if texter {
		board = strings.TrimRight(bt.Text(t.Name), "\n")
	}
	var b strings.Builder
	b.Grow(len(t.View.Title) + len(t.Last) + len(status) + len(board) + 5)
	b.WriteString(t.View.Title)
	b.WriteByte('\n')
	if t.Last != "" {
		b.WriteString(t.Last)
		b.WriteByte('\n')
	}
	b.WriteString(status)
	b.WriteByte('\n')
	if texter {
		b.WriteByte('\n')
		b.WriteString(board)
		b.WriteByte('\n')
		return b.String()
	}
	if len(t.View.Dice) > 0 {
		b.WriteString(t.Say("render.generic.dice", DiceText(t.View.Dice)) + "\n")
	}
	b.WriteString(ScoresText(t))
	return b.String()
}

// DiceText lists dice as "red 3, blue 5".
func DiceText(dice []games.Die) string {
	parts := make([]string, 0, len(dice))
	for _, d := range dice {
		face := d.Text
		if face == "" {
			face = fmt.Sprint(d.Value)
		}
		if d.Value == 0 && d.Text == "" {
			face = "-"
		}
		parts = append(parts, d.Label+" "+face)
	}
	return strings.Join(parts, ", ")
}

// ScoresText lists every seat's score, one a line.
func ScoresText(t *Table) string {
	var b strings.Builder
	for i, sc := range t.View.Scores {
		fmt.Fprintf(&b, "%-20s %5d\n", t.Name(games.Seat(i)), sc)
	}
	return b.String()
}

// ActorControls returns the controls of the public board: the moves of a
// single actor, or a "My moves" button when several seats act at once or
// when the moves are not on the table (they would reveal a secret).
func ActorControls(t *Table) []discordgo.MessageComponent {
	actors := t.View.Actors
	if len(actors) == 1 && len(t.Legal[actors[0]]) > 0 {
		return MoveControlsIn(t.Lang, t.View.Game, t.Version, t.Legal[actors[0]])
	}
	if len(actors) > 0 {
		return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: t.Say("render.generic.my_moves.button"), Style: discordgo.PrimaryButton, CustomID: ID{Action: ActPrivate, Version: t.Version, Arg: ""}.String()},
		}}}
	}
	return nil
}

// MoveControls offers moves in English notation: see MoveControlsIn.
func MoveControls(version int64, moves []games.Move) []discordgo.MessageComponent {
	return MoveControlsIn(locale.English, "", version, moves)
}

// MoveControlsIn offers moves of game as buttons (up to five short ones)
// or as a select menu (up to 25; with more, the menu says to type the
// move), each shown in l's words (games.MoveIn); their values stay the
// moves' notation.
func MoveControlsIn(l locale.Lang, game string, version int64, moves []games.Move) []discordgo.MessageComponent {
	if len(moves) == 0 {
		return nil
	}
	if len(moves) <= MaxButtonsPerRow && fitsButtons(version, moves) {
		row := discordgo.ActionsRow{}
		for _, mv := range moves {
			row.Components = append(row.Components, discordgo.Button{
				Label: Clip(games.MoveIn(l, game, mv), MaxLabel), Style: discordgo.SecondaryButton, CustomID: ID{Action: ActMove, Version: version, Arg: string(mv)}.String(),
			})
		}
		return []discordgo.MessageComponent{row}
	}
	return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{MoveSelectIn(l, game, version, moves)}}}
}

func fitsButtons(version int64, moves []games.Move) bool {
	for _, mv := range moves {
		if _, err := (ID{Action: ActMove, Version: version, Arg: string(mv)}).Encode(); err != nil {
			return false
		}
	}
	return true
}

// MoveSelect is a select menu whose option values are moves, in
// English: see MoveSelectIn.
func MoveSelect(version int64, moves []games.Move, placeholder string) discordgo.SelectMenu {
	return moveSelect(locale.English, "", version, moves, placeholder)
}

// MoveSelectIn is a select menu whose option values are moves of game,
// its placeholder and labels in l's words.
func MoveSelectIn(l locale.Lang, game string, version int64, moves []games.Move) discordgo.SelectMenu {
	return moveSelect(l, game, version, moves, l.Say("render.generic.choose.placeholder"))
}

func moveSelect(l locale.Lang, game string, version int64, moves []games.Move, placeholder string) discordgo.SelectMenu {
	opts := make([]discordgo.SelectMenuOption, 0, min(len(moves), MaxSelectOptions))
	for _, mv := range moves {
		if len(opts) == MaxSelectOptions {
			placeholder = l.Say("render.generic.first_of.placeholder", placeholder, MaxSelectOptions, len(moves))
			break
		}
		opts = append(opts, discordgo.SelectMenuOption{Label: Clip(games.MoveIn(l, game, mv), MaxOptionLabel), Value: string(mv)})
	}
	return discordgo.SelectMenu{
		CustomID: SelectID(version, ""), Placeholder: Clip(placeholder, MaxPlaceholder), Options: opts,
	}
}

// CodeBlock wraps monospace text for an embed.
func CodeBlock(text string) string { return "```\n" + strings.TrimRight(text, "\n") + "\n```" }

// DefaultColour is the embed colour of a game whose renderer has none.
const DefaultColour = 0x5865f2

// Colourer is a Renderer with a colour of its own for its game's embeds.
type Colourer interface {
	Colour() int
}

// ColourOf returns the embed colour of a game: its renderer's
// (Colourer), else DefaultColour.
func ColourOf(game string) int {
	if c, ok := For(game).(Colourer); ok {
		return c.Colour()
	}
	return DefaultColour
}
