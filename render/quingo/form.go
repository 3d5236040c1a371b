package quingo

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
)

// wildInput is the custom id of the i-th wild number's text input, 0-4.
func wildInput(i int) string { return "wild" + strconv.Itoa(i+1) }

// Form returns the modal of the wild numbers: five short text inputs, each
// a whole number from 1 to the largest sum of the pool. It implements the
// commands' Former; the caller sets the custom id.
func (Renderer) Form(t *render.Table, name string) (*discordgo.InteractionResponseData, error) {
	b, ok := t.View.Board.(quingo.BoardView)
	if !ok || name != wildsForm {
		return nil, fmt.Errorf("render/quingo: %w: no form %q", games.ErrIllegalMove, name)
	}
	if b.Phase != quingo.Choosing {
		return nil, locale.Refuse("render/quingo", games.ErrIllegalMove, "quingo.form.chosen")
	}
	hint := t.Say("quingo.wild_range.placeholder", b.MaxWild)
	rows := make([]discordgo.MessageComponent, quingo.WildBoxes)
	for i := range quingo.WildBoxes {
		rows[i] = discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.TextInput{
			CustomID: wildInput(i), Label: t.Say("quingo.wild_input.label", i+1, hint), Style: discordgo.TextInputShort,
			Placeholder: hint, Required: true, MinLength: 1, MaxLength: len(strconv.Itoa(b.MaxWild)),
		}}}
	}
	return &discordgo.InteractionResponseData{Title: t.Say("quingo.wilds.title"), Components: rows}, nil
}

// FormMove reads the submitted wild numbers into the move "wilds a b c d
// e". Each must be a whole number from 1 to the board's MaxWild; the error
// names the first that is not, wrapping games.ErrBadNotation.
func (Renderer) FormMove(t *render.Table, name string, fields map[string]string) (games.Move, error) {
	b, ok := t.View.Board.(quingo.BoardView)
	if !ok || name != wildsForm {
		return "", fmt.Errorf("render/quingo: %w: no form %q", games.ErrBadNotation, name)
	}
	var w [quingo.WildBoxes]int
	for i := range w {
		text := strings.TrimSpace(fields[wildInput(i)])
		n, err := strconv.Atoi(text)
		if err != nil || n < 1 || n > b.MaxWild || strings.ContainsAny(text, "+-") {
			return "", locale.Refuse("render/quingo", games.ErrBadNotation, "quingo.form.bad_wild", i+1, render.Clip(text, 20), b.MaxWild)
		}
		w[i] = n
	}
	return quingo.WildsOf(w).Move(), nil
}
