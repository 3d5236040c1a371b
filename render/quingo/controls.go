package quingo

import (
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/quingo"
	"github.com/quintetbot/quintet/render"
)

// Custom id arguments of the board's own buttons.
const (
	wildsForm = "wilds" // the ActForm argument of the wild numbers modal
	sheetArg  = "sheet" // the ActPrivate argument of the "My sheet" button
)

// boardControls are the components of the board: while choosing, the
// "Choose wilds" button; on a turn, the turn's controls; always "My
// sheet".
func boardControls(t *render.Table, b quingo.BoardView, p Pick) []discordgo.MessageComponent {
	var rows []discordgo.MessageComponent
	buttons := discordgo.ActionsRow{}
	switch {
	case b.Phase == quingo.Choosing:
		buttons.Components = append(buttons.Components, wildsButton(t))
	case b.Turn >= 0:
		rows = turnSelects(t, b, p)
		if b.CanPass {
			buttons.Components = append(buttons.Components, passButton(t))
		}
	}
	buttons.Components = append(buttons.Components, discordgo.Button{
		Label: t.Say("quingo.my_sheet.button"), Style: discordgo.SecondaryButton,
		CustomID: render.ID{Action: render.ActPrivate, Version: t.Version, Arg: sheetArg}.String(),
	})
	return append(rows, buttons)
}

// turnControls are the controls of the player on turn in their private
// view: the selects, and Pass in the last lap.
func turnControls(t *render.Table, b quingo.BoardView, p Pick) []discordgo.MessageComponent {
	rows := turnSelects(t, b, p)
	if b.CanPass {
		rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{passButton(t)}})
	}
	return rows
}

func wildsButton(t *render.Table) discordgo.Button {
	return discordgo.Button{Label: t.Say("quingo.choose_wilds.button"), Style: discordgo.PrimaryButton,
		CustomID: render.ID{Action: render.ActForm, Version: t.Version, Arg: wildsForm}.String()}
}

func passButton(t *render.Table) discordgo.Button {
	return discordgo.Button{Label: t.Say("quingo.pass.button"), Style: discordgo.SecondaryButton,
		CustomID: render.ID{Action: render.ActMove, Version: t.Version, Arg: "pass"}.String()}
}

// turnSelects are the selects of the player on turn: the dice, then the
// boxes the picked dice allow. A player who can check nothing in the last
// lap gets none: they pass.
func turnSelects(t *render.Table, b quingo.BoardView, p Pick) []discordgo.MessageComponent {
	n := pickLimit(b)
	if n == 0 || (!b.Forced && !b.Seats[b.Turn].CanCheck) {
		return nil
	}
	rows := []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{diceSelect(t, b, p, n)}}}
	if moves := Targets(b, p); len(moves) > 0 {
		rows = append(rows, discordgo.ActionsRow{Components: []discordgo.MessageComponent{boxSelect(t, b, p, moves)}})
	}
	return rows
}

// diceSelect offers the dice left in the pool, at most n of them picked.
func diceSelect(t *render.Table, b quingo.BoardView, p Pick, n int) discordgo.SelectMenu {
	word, placeholder := takeWord, t.Say("quingo.dice.placeholder", n)
	if p.Cross {
		word, placeholder = crossWord, t.Say("quingo.cross_die.placeholder")
	}
	if n == 1 && !p.Cross {
		placeholder = t.Say("quingo.one_die.placeholder")
	}
	one := 1
	menu := discordgo.SelectMenu{
		CustomID:    render.ID{Action: render.ActUI, Version: t.Version, Arg: word}.String(),
		Placeholder: placeholder, MinValues: &one, MaxValues: n,
	}
	for _, d := range b.Pool {
		if d.Taken {
			continue
		}
		picked := false
		for _, l := range p.Dice {
			picked = picked || l.String() == d.Label
		}
		menu.Options = append(menu.Options, discordgo.SelectMenuOption{
			Label: fmt.Sprintf("%s · %d", d.Label, d.Value), Value: d.Label, Default: picked,
		})
	}
	return menu
}

// boxSelect offers the moves of the pick; its custom id names the dice
// picked, so that the choice carries them with the match version.
func boxSelect(t *render.Table, b quingo.BoardView, p Pick, moves []games.Move) discordgo.SelectMenu {
	tag := strings.TrimPrefix(p.String(), takeWord+" ")
	placeholder := t.Say("quingo.box.placeholder", sumText(b, p), p.Sum)
	if p.Cross {
		placeholder = t.Say("quingo.cross_box.placeholder")
	}
	menu := discordgo.SelectMenu{CustomID: render.SelectID(t.Version, tag), Placeholder: render.Clip(placeholder, render.MaxPlaceholder)}
	for _, mv := range moves {
		menu.Options = append(menu.Options, discordgo.SelectMenuOption{Label: moveLabel(t, mv), Value: string(mv)})
	}
	return menu
}

// moveLabel names a take in the box select, in t's language: "Box 14",
// "Wild 25", "Cross out 15", "Cross out wild 18"; a move it cannot read,
// in t's words of its notation.
func moveLabel(t *render.Table, mv games.Move) string {
	a, err := quingo.ParseMove(mv)
	if err != nil {
		return games.MoveIn(t.Lang, quingo.Name, mv)
	}
	switch {
	case a.Cross && a.Box.Wild:
		return t.Say("quingo.cross_wild.option", a.Box.Number)
	case a.Cross:
		return t.Say("quingo.cross_box.option", a.Box.Number)
	case a.Box.Wild:
		return t.Say("quingo.wild.option", a.Box.Number)
	}
	return t.Say("quingo.box.option", a.Box.Number)
}

// sumText writes the picked dice with their faces: "d4 4 + d10 3".
func sumText(b quingo.BoardView, p Pick) string {
	parts := make([]string, 0, len(p.Dice))
	for _, l := range p.Dice {
		if i := dieIndex(b, l.String()); i >= 0 {
			parts = append(parts, fmt.Sprintf("%s %d", l, b.Pool[i].Value))
		}
	}
	return strings.Join(parts, " + ")
}
