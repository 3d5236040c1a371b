package qwinto

import (
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/qwinto"
	"github.com/quintetbot/quintet/render"
)

// boardControls are the board's components for the current phase.
func boardControls(t *render.Table, b qwinto.BoardView) []discordgo.MessageComponent {
	switch b.Phase {
	case qwinto.Choosing:
		return rollControls(t, parseToggles(t.UI))
	case qwinto.Rerolling:
		return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			moveButton(t.Version, t.Say("qwinto.keep.button"), "keep", discordgo.PrimaryButton),
			moveButton(t.Version, t.Say("qwinto.reroll.button"), "reroll", discordgo.SecondaryButton),
		}}}
	case qwinto.Deciding:
		return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: t.Say("qwinto.my_sheet.button"), Style: discordgo.PrimaryButton, CustomID: render.ID{Action: render.ActPrivate, Version: t.Version}.String()},
		}}}
	}
	return nil
}

// rollControls are the roller's three colour toggles and the Roll button.
func rollControls(t *render.Table, on qwinto.Colours) []discordgo.MessageComponent {
	version := t.Version
	toggles := discordgo.ActionsRow{}
	for _, c := range qwinto.AllColours {
		style, label := discordgo.SecondaryButton, qwinto.RowLabel(t.Lang, c)
		if on.Has(c) {
			style, label = colourStyle(c), "✓ "+label
		}
		toggles.Components = append(toggles.Components, discordgo.Button{
			Label: label, Style: style, Emoji: &discordgo.ComponentEmoji{Name: colourEmoji(c)},
			CustomID: render.ID{Action: render.ActUI, Version: version, Arg: formatToggles(on ^ qwinto.ColoursOf(c))}.String(),
		})
	}
	roll := moveButton(version, t.Say("qwinto.roll.button"), "roll "+on.String(), discordgo.SuccessButton)
	if on.Len() == 0 {
		roll = discordgo.Button{Label: t.Say("qwinto.roll.button"), Style: discordgo.SuccessButton, Disabled: true,
			CustomID: render.ID{Action: render.ActMove, Version: version, Arg: "roll"}.String()}
	} else {
		words := make([]string, 0, 3)
		for _, c := range on.List() {
			words = append(words, qwinto.DieWord(t.Lang, c))
		}
		roll.Label = t.Say("qwinto.roll_dice.button", strings.Join(words, " "))
	}
	return []discordgo.MessageComponent{toggles, discordgo.ActionsRow{Components: []discordgo.MessageComponent{roll}}}
}

func moveButton(version int64, label, move string, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label, Style: style, CustomID: render.ID{Action: render.ActMove, Version: version, Arg: move}.String()}
}

// colourStyle is the button style closest to a die's colour. Discord has
// no yellow button, and its green one would name the wrong die, so yellow
// is grey and its emoji carries the colour.
func colourStyle(c qwinto.Colour) discordgo.ButtonStyle {
	switch c {
	case qwinto.Red:
		return discordgo.DangerButton
	case qwinto.Yellow:
		return discordgo.SecondaryButton
	}
	return discordgo.PrimaryButton
}

// colourEmoji is a circle of the die's colour, shown on its toggle.
func colourEmoji(c qwinto.Colour) string {
	switch c {
	case qwinto.Red:
		return "🔴"
	case qwinto.Yellow:
		return "🟡"
	}
	return "🔵"
}

// The toggles' ui state: the initials of the colours switched on ("ryb");
// empty means all three, the first offer.
func parseToggles(ui string) qwinto.Colours {
	if ui == "" {
		return qwinto.ColoursOf(qwinto.AllColours[:]...)
	}
	var on qwinto.Colours
	for _, c := range qwinto.AllColours {
		if strings.ContainsRune(ui, rune(c.String()[0])) {
			on |= qwinto.ColoursOf(c)
		}
	}
	return on
}

func formatToggles(on qwinto.Colours) string {
	if on == 0 {
		return "-"
	}
	var s strings.Builder
	for _, c := range on.List() {
		s.WriteByte(c.String()[0])
	}
	return s.String()
}

// writeSelects offers the viewer's legal cells, one menu per rolled
// colour, in t's language.
func writeSelects(t *render.Table, sheet qwinto.Sheet, legal []games.Move) []discordgo.MessageComponent {
	var rows []discordgo.MessageComponent
	for _, c := range qwinto.AllColours {
		var opts []discordgo.SelectMenuOption
		for p := range qwinto.Positions {
			move := qwinto.WriteAt(c, p).Move()
			if !contains(legal, move) {
				continue
			}
			opts = append(opts, discordgo.SelectMenuOption{
				Label: t.Say(cellKeys[c], p+1), Value: string(move), Description: neighbours(t, sheet, c, p),
			})
		}
		if len(opts) == 0 {
			continue
		}
		rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{
			CustomID:    render.SelectID(t.Version, c.String()),
			Placeholder: t.Say(placeholderKeys[c]), Options: opts,
		}}})
	}
	return rows
}

// cellKeys label a cell in a menu by row: "Red cell 6".
var cellKeys = [3]string{qwinto.Red: "qwinto.cell_red.option", qwinto.Yellow: "qwinto.cell_yellow.option", qwinto.Blue: "qwinto.cell_blue.option"}

// placeholderKeys are each row's menu placeholder: "Write in the red row…".
var placeholderKeys = [3]string{qwinto.Red: "qwinto.write_red.placeholder", qwinto.Yellow: "qwinto.write_yellow.placeholder", qwinto.Blue: "qwinto.write_blue.placeholder"}
