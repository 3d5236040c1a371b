package cinqo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/render"
)

// cardArg is the private view argument of the score card button.
const cardArg = "card"

// boardControls are the components of the board for the active player:
// the Roll button before a roll, the toggles and Confirm after one.
func boardControls(t *render.Table, b cinqo.BoardView) []discordgo.MessageComponent {
	legal := t.Legal[b.Active]
	if b.Phase == cinqo.Over || len(legal) == 0 {
		return nil
	}
	if b.Phase == cinqo.Rolling {
		return rollControls(t.Version, b, legal)
	}
	return placeControls(t.Version, b, ParsePlan(t.UI, b), legal)
}

// rollControls are the Roll button and the score card button.
func rollControls(version int64, b cinqo.BoardView, legal []games.Move) []discordgo.MessageComponent {
	row := discordgo.ActionsRow{}
	roll := cinqo.RollAction.Move()
	if slices.Contains(legal, roll) {
		label := "Roll " + diceWord(b.ToRoll)
		if !b.Boxed {
			label += " and the Hi/Lo die"
		}
		row.Components = append(row.Components, moveButton(version, label, roll, discordgo.SuccessButton))
	}
	row.Components = append(row.Components, cardButton(version))
	return []discordgo.MessageComponent{row}
}

// placeControls are a toggle per rolled die, a toggle per banked die, the
// Hi/Lo box toggle, Confirm, a shortcut that racks everything and the
// score card button.
func placeControls(version int64, b cinqo.BoardView, p Plan, legal []games.Move) []discordgo.MessageComponent {
	var rows []discordgo.MessageComponent
	rolled := discordgo.ActionsRow{}
	for i, f := range b.Roll.Faces() {
		label, style := fateLabel(f, p.Roll[i])
		rolled.Components = append(rolled.Components, uiButton(version, label, style, p.toggleRoll(i)))
	}
	rows = append(rows, rolled)
	if b.Bank.Len() > 0 {
		banked := discordgo.ActionsRow{}
		for i, f := range b.Bank.Faces() {
			label, style := fmt.Sprintf("Banked %d · keep", f), discordgo.SecondaryButton
			if p.Take[i] {
				label, style = fmt.Sprintf("Banked %d · rack", f), discordgo.SuccessButton
			}
			banked.Components = append(banked.Components, uiButton(version, label, style, p.toggleTake(i)))
		}
		rows = append(rows, banked)
	}
	act := discordgo.ActionsRow{}
	if !b.Boxed {
		label, style := "Hi/Lo "+b.HiLo.String()+" · roll again", discordgo.SecondaryButton
		if p.Box {
			label, style = "Hi/Lo "+b.HiLo.String()+" · box", discordgo.PrimaryButton
		}
		act.Components = append(act.Components, uiButton(version, label, style, p.toggleBox()))
	}
	confirm := confirmButton(version, b, p, legal)
	act.Components = append(act.Components, confirm)
	all := cinqo.Action{Kind: cinqo.Place, Rack: b.Roll}.Move()
	if slices.Contains(legal, all) && confirm.CustomID != moveID(version, all) {
		label := "Rack all, end turn"
		if b.Preview != nil {
			label += fmt.Sprintf(" (%s)", points(b.Preview.Points))
		}
		act.Components = append(act.Components, moveButton(version, label, all, discordgo.SecondaryButton))
	}
	act.Components = append(act.Components, cardButton(version))
	return append(rows, act)
}

// confirmButton plays the plan, or is disabled with the reason the plan
// cannot be played.
func confirmButton(version int64, b cinqo.BoardView, p Plan, legal []games.Move) discordgo.Button {
	a := p.Action(b)
	move := a.Move()
	reason := p.Reason(b)
	if reason == "" && !slices.Contains(legal, move) {
		reason = "not a legal placement"
	}
	if reason != "" {
		// Disabled, it still needs an id of its own: the plan as it is,
		// which only redraws the board.
		off := uiButton(version, "Confirm: "+reason, discordgo.SuccessButton, p)
		off.Disabled = true
		return off
	}
	return moveButton(version, "Confirm: "+Describe(a, b), move, discordgo.SuccessButton)
}

// Describe says in words what placement a does on board b: "rack 6 6,
// bank 5, box the Hi/Lo die", or "rack all, end the turn: 16 points" for
// the placement that leaves no die to roll.
func Describe(a cinqo.Action, b cinqo.BoardView) string {
	if a.Rack == b.Roll && a.Take.Len() == 0 && a.Bank.Len() == 0 && !a.Box {
		s := "rack all, end the turn"
		if b.Preview != nil {
			s += ": " + points(b.Preview.Points)
		}
		return s
	}
	var parts []string
	if a.Rack.Len() > 0 {
		parts = append(parts, "rack "+a.Rack.String())
	}
	if a.Take.Len() > 0 {
		parts = append(parts, "rack banked "+a.Take.String())
	}
	if a.Bank.Len() > 0 {
		parts = append(parts, "bank "+a.Bank.String())
	}
	if a.Box {
		parts = append(parts, "box the Hi/Lo die")
	}
	return strings.Join(parts, ", ")
}

// fateLabel is the label and style of a rolled die's toggle.
func fateLabel(face int, f Fate) (string, discordgo.ButtonStyle) {
	switch f {
	case Racked:
		return fmt.Sprintf("%d · rack", face), discordgo.SuccessButton
	case Banked:
		return fmt.Sprintf("%d · bank", face), discordgo.PrimaryButton
	}
	return fmt.Sprintf("%d · roll again", face), discordgo.SecondaryButton
}

func uiButton(version int64, label string, style discordgo.ButtonStyle, p Plan) discordgo.Button {
	return discordgo.Button{Label: label, Style: style,
		CustomID: render.ID{Action: render.ActUI, Version: version, Arg: p.String()}.String()}
}

func moveButton(version int64, label string, move games.Move, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label, Style: style, CustomID: moveID(version, move)}
}

func moveID(version int64, move games.Move) string {
	return render.ID{Action: render.ActMove, Version: version, Arg: string(move)}.String()
}

func cardButton(version int64) discordgo.Button {
	return discordgo.Button{Label: "Score card", Style: discordgo.SecondaryButton,
		CustomID: render.ID{Action: render.ActPrivate, Version: version, Arg: cardArg}.String()}
}

// diceWord writes a number of dice: "1 die", "3 dice".
func diceWord(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

// points writes a number of points: "1 point", "16 points".
func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}
