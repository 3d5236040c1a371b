package cinqo

import (
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/cinqo"
	"github.com/quintetbot/quintet/games/locale"
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
		return rollControls(t, b, legal)
	}
	return placeControls(t, b, ParsePlan(t.UI, b), legal)
}

// rollControls are the Roll button and the score card button.
func rollControls(t *render.Table, b cinqo.BoardView, legal []games.Move) []discordgo.MessageComponent {
	row := discordgo.ActionsRow{}
	roll := cinqo.RollAction.Move()
	if slices.Contains(legal, roll) {
		label := t.Say("board.cinqo.roll_hilo.button", b.ToRoll)
		if b.Boxed {
			label = t.Say("board.cinqo.roll.button", b.ToRoll)
		}
		row.Components = append(row.Components, moveButton(t.Version, label, roll, discordgo.SuccessButton))
	}
	row.Components = append(row.Components, cardButton(t))
	return []discordgo.MessageComponent{row}
}

// placeControls are a toggle per rolled die, a toggle per banked die, the
// Hi/Lo box toggle, Confirm, a shortcut that racks everything and the
// score card button.
func placeControls(t *render.Table, b cinqo.BoardView, p Plan, legal []games.Move) []discordgo.MessageComponent {
	version := t.Version
	var rows []discordgo.MessageComponent
	rolled := discordgo.ActionsRow{}
	for i, f := range b.Roll.Faces() {
		label, style := fateLabel(t, f, p.Roll[i])
		rolled.Components = append(rolled.Components, uiButton(version, label, style, p.toggleRoll(i)))
	}
	rows = append(rows, rolled)
	if b.Bank.Len() > 0 {
		banked := discordgo.ActionsRow{}
		for i, f := range b.Bank.Faces() {
			label, style := t.Say("board.cinqo.banked_keep.button", f), discordgo.SecondaryButton
			if p.Take[i] {
				label, style = t.Say("board.cinqo.banked_rack.button", f), discordgo.SuccessButton
			}
			banked.Components = append(banked.Components, uiButton(version, label, style, p.toggleTake(i)))
		}
		rows = append(rows, banked)
	}
	act := discordgo.ActionsRow{}
	if !b.Boxed {
		label, style := t.Say("board.cinqo.hilo_again.button", b.HiLo), discordgo.SecondaryButton
		if p.Box {
			label, style = t.Say("board.cinqo.hilo_box.button", b.HiLo), discordgo.PrimaryButton
		}
		act.Components = append(act.Components, uiButton(version, label, style, p.toggleBox()))
	}
	confirm := confirmButton(t, b, p, legal)
	act.Components = append(act.Components, confirm)
	all := cinqo.Action{Kind: cinqo.Place, Rack: b.Roll}.Move()
	if slices.Contains(legal, all) && confirm.CustomID != moveID(version, all) {
		label := t.Say("board.cinqo.rack_all.button")
		if b.Preview != nil {
			label = t.Say("board.cinqo.rack_all_points.button", points(t, b.Preview.Points))
		}
		act.Components = append(act.Components, moveButton(version, label, all, discordgo.SecondaryButton))
	}
	act.Components = append(act.Components, cardButton(t))
	return append(rows, act)
}

// confirmButton plays the plan, or is disabled with the reason the plan
// cannot be played.
func confirmButton(t *render.Table, b cinqo.BoardView, p Plan, legal []games.Move) discordgo.Button {
	a := p.Action(b)
	move := a.Move()
	reason := p.ReasonIn(t.Lang, b)
	if reason == "" && !slices.Contains(legal, move) {
		reason = t.Say("board.cinqo.not_legal")
	}
	if reason != "" {
		// Disabled, it still needs an id of its own: the plan as it is,
		// which only redraws the board.
		off := uiButton(t.Version, t.Say("board.cinqo.confirm.button", reason), discordgo.SuccessButton, p)
		off.Disabled = true
		return off
	}
	return moveButton(t.Version, t.Say("board.cinqo.confirm.button", DescribeIn(t.Lang, a, b)), move, discordgo.SuccessButton)
}

// Describe says in words what placement a does on board b: "rack 6 6,
// bank 5, box the Hi/Lo die", or "rack all, end the turn: 16 points" for
// the placement that leaves no die to roll.
func Describe(a cinqo.Action, b cinqo.BoardView) string { return DescribeIn(locale.English, a, b) }

// DescribeIn is Describe in l.
func DescribeIn(l locale.Lang, a cinqo.Action, b cinqo.BoardView) string {
	if a.Rack == b.Roll && a.Take.Len() == 0 && a.Bank.Len() == 0 && !a.Box {
		if b.Preview != nil {
			return l.Say("board.cinqo.describe_all_points", locale.T("board.cinqo.points", b.Preview.Points))
		}
		return l.Say("board.cinqo.describe_all")
	}
	var parts []string
	if a.Rack.Len() > 0 {
		parts = append(parts, l.Say("board.cinqo.describe_rack", a.Rack.String()))
	}
	if a.Take.Len() > 0 {
		parts = append(parts, l.Say("board.cinqo.describe_take", a.Take.String()))
	}
	if a.Bank.Len() > 0 {
		parts = append(parts, l.Say("board.cinqo.describe_bank", a.Bank.String()))
	}
	if a.Box {
		parts = append(parts, l.Say("board.cinqo.describe_box"))
	}
	return strings.Join(parts, ", ")
}

// fateLabel is the label and style of a rolled die's toggle.
func fateLabel(t *render.Table, face int, f Fate) (string, discordgo.ButtonStyle) {
	switch f {
	case Racked:
		return t.Say("board.cinqo.die_rack.button", face), discordgo.SuccessButton
	case Banked:
		return t.Say("board.cinqo.die_bank.button", face), discordgo.PrimaryButton
	}
	return t.Say("board.cinqo.die_again.button", face), discordgo.SecondaryButton
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

func cardButton(t *render.Table) discordgo.Button {
	return discordgo.Button{Label: t.Say("board.cinqo.card.button"), Style: discordgo.SecondaryButton,
		CustomID: render.ID{Action: render.ActPrivate, Version: t.Version, Arg: cardArg}.String()}
}
