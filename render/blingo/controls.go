package blingo

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/render"
)

// controls are the components of the active seat for the current phase,
// built from its legal moves: the Roll button, the menu of placements, or
// the Pass button. Without legal moves there are none.
func controls(t *render.Table, b blingo.BoardView, legal []games.Move) []discordgo.MessageComponent {
	version := t.Version
	switch {
	case len(legal) == 0 || b.Phase == blingo.Over:
		return nil
	case b.Phase == blingo.Rolling && slices.Contains(legal, "roll"):
		return buttonRow(moveButton(version, t.Say("board.blingo.roll.button"), "roll", discordgo.SuccessButton))
	case b.Phase == blingo.Placing && slices.Equal(legal, []games.Move{"pass"}):
		label := t.Say("board.blingo.pass.button", b.Dice[0], b.Dice[1])
		return buttonRow(moveButton(version, label, "pass", discordgo.SecondaryButton))
	case b.Phase == blingo.Placing:
		return placeMenus(t, b, legal)
	}
	return nil
}

func buttonRow(bs ...discordgo.Button) []discordgo.MessageComponent {
	row := discordgo.ActionsRow{}
	for _, b := range bs {
		row.Components = append(row.Components, b)
	}
	return []discordgo.MessageComponent{row}
}

func moveButton(version int64, label, move string, style discordgo.ButtonStyle) discordgo.Button {
	return discordgo.Button{Label: label, Style: style, CustomID: render.ID{Action: render.ActMove, Version: version, Arg: move}.String()}
}

// placeMenus offers every legal placement, described in words, in one
// select menu; a list longer than a menu takes is split by option (both
// numbers, joined numbers, squares with a 9, squares with a 0), then in
// menus of 25.
func placeMenus(t *render.Table, b blingo.BoardView, legal []games.Move) []discordgo.MessageComponent {
	version := t.Version
	opts := placeOptions(t, b, legal)
	if len(opts) <= render.MaxSelectOptions {
		return []discordgo.MessageComponent{menu(version, "", t.Say("board.blingo.menu.placeholder", b.Dice[0], b.Dice[1]), opts)}
	}
	var rows []discordgo.MessageComponent
	for o := blingo.Pair; o <= blingo.Zero; o++ {
		var group []option
		for _, op := range opts {
			if op.option == o {
				group = append(group, op)
			}
		}
		for part := range slices.Chunk(group, render.MaxSelectOptions) {
			tag := fmt.Sprintf("%s%d", o, len(rows)+1)
			rows = append(rows, menu(version, tag, t.Say("board.blingo.menu_part.placeholder", t.Say(optionWords[o])), part))
		}
	}
	return rows
}

// optionWords are the keys of the names of a roll's options in menus.
var optionWords = [...]string{
	blingo.Pair:   "board.blingo.option_pair",
	blingo.Joined: "board.blingo.option_joined",
	blingo.Nine:   "board.blingo.option_nine",
	blingo.Zero:   "board.blingo.option_zero",
}

// option is a menu option with the roll option it plays.
type option struct {
	discordgo.SelectMenuOption
	option blingo.Option
}

func menu(version int64, tag, placeholder string, opts []option) discordgo.MessageComponent {
	plain := make([]discordgo.SelectMenuOption, len(opts))
	for i, o := range opts {
		plain[i] = o.SelectMenuOption
	}
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{
		CustomID: render.SelectID(version, tag), Placeholder: placeholder, Options: plain,
	}}}
}

// placeOptions lists the legal placements in the order of the roll's
// options, then by square: "One marker on 2 and one on 8" with what it does
// to the player's lines. A legal move the view does not describe is offered
// by its notation.
func placeOptions(t *render.Table, b blingo.BoardView, legal []games.Move) []option {
	choices := slices.Clone(b.Choices)
	slices.SortStableFunc(choices, func(x, y blingo.Choice) int {
		return cmp.Or(cmp.Compare(x.Option, y.Option), cmp.Compare(x.Squares[0], y.Squares[0]))
	})
	var out []option
	seen := map[games.Move]bool{}
	for _, c := range choices {
		mv := c.Move()
		if !slices.Contains(legal, mv) || seen[mv] {
			continue
		}
		seen[mv] = true
		out = append(out, option{discordgo.SelectMenuOption{
			Label: capital(c.TextIn(t.Lang)), Value: string(mv), Description: effect(t, b, b.Active, c.Squares),
		}, c.Option})
	}
	for _, mv := range legal {
		if !seen[mv] && strings.HasPrefix(string(mv), "place ") {
			out = append(out, option{discordgo.SelectMenuOption{Label: games.MoveIn(t.Lang, blingo.Name, mv), Value: string(mv)}, blingo.Pair})
		}
	}
	return out
}

// effect describes what placing on qs does to seat's lines: the Blingo
// lines it makes, or the line it brings closest to a Blingo.
func effect(t *render.Table, b blingo.BoardView, seat games.Seat, qs []blingo.Square) string {
	after := b.Board
	for _, q := range qs {
		after[q-1] |= blingo.SeatsOf(seat)
	}
	var made []blingo.Line
	best, bestHeld := blingo.Line(-1), -1
	for _, q := range qs {
		for _, l := range after.LinesThrough(q) {
			if slices.Contains(made, l) {
				continue
			}
			if after.Owners(l).Has(seat) {
				made = append(made, l)
				continue
			}
			held := 0
			for _, sq := range after.LineSquares(l) {
				if after.Has(seat, sq) {
					held++
				}
			}
			if held > bestHeld {
				best, bestHeld = l, held
			}
		}
	}
	if len(made) > 0 {
		slices.Sort(made)
		return t.Say("board.blingo.effect_blingo", blingo.LineSetOf(made...))
	}
	if best < 0 {
		return ""
	}
	return t.Say("board.blingo.effect_hold", best, bestHeld, len(after.LineSquares(best)))
}
