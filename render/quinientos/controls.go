package quinientos

import (
	"slices"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/quinientos"
	"github.com/quintetbot/quintet/render"
)

// boardControls are the public board's components: the "My hand" button
// only, which opens the clicker's own hand. The board offers no move, for
// its moves would show the hand of the player to move.
func boardControls(l locale.Lang, version int64) []discordgo.MessageComponent {
	return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{
			Label: l.Say("quinientos.board.my_hand.button"), Style: discordgo.PrimaryButton,
			CustomID: render.ID{Action: render.ActPrivate, Version: version}.String(),
		},
	}}}
}

// playSelect is the menu of the viewer's legal plays: one option per tile
// that fits, or two (left and right) for a tile that fits both ends. A hand
// holds seven tiles, so the menu has at most 14 options.
func playSelect(l locale.Lang, version int64, b quinientos.BoardView, legal []games.Move) []discordgo.MessageComponent {
	var opts []discordgo.SelectMenuOption
	for _, tile := range b.Hand {
		for _, end := range playEnds(b.Layout, tile) {
			move := quinientos.PlayOf(tile, end).Move()
			if !slices.Contains(legal, move) {
				continue
			}
			label, desc := describePlay(l, b, tile, end)
			opts = append(opts, discordgo.SelectMenuOption{Label: label, Value: string(move), Description: desc})
		}
	}
	if len(opts) == 0 {
		return nil
	}
	placeholder := l.Say("quinientos.board.play.placeholder")
	if len(b.Layout) == 0 {
		placeholder = l.Say("quinientos.board.lead.placeholder")
	}
	return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.SelectMenu{CustomID: render.SelectID(version, "play"), Placeholder: placeholder, Options: opts},
	}}}
}

// playEnds lists the ends a move may name for tile: NoEnd for the lead or
// a tile that fits one end only, Left and Right for one that fits both.
func playEnds(l quinientos.Layout, tile quinientos.Tile) []quinientos.End {
	switch ends := l.Fits(tile); len(ends) {
	case 0:
		return nil
	case 2:
		return ends
	}
	return []quinientos.End{quinientos.NoEnd}
}

// describePlay is an option's label and description in l's words: "6-5
// on the left", "matches the 6, leaves 5 open".
func describePlay(l locale.Lang, b quinientos.BoardView, tile quinientos.Tile, end quinientos.End) (label, desc string) {
	if len(b.Layout) == 0 {
		label = l.Say("quinientos.board.lead.option", tile.String())
		if tile.Double() {
			return label, l.Say("quinientos.board.lead_double.desc", tile.Hi)
		}
		return label, l.Say("quinientos.board.lead_tile.desc", tile.Hi, tile.Lo)
	}
	left, right, _ := b.Layout.Ends()
	if end == quinientos.NoEnd {
		end = b.Layout.Fits(tile)[0]
	}
	value := left
	label = l.Say("quinientos.board.play_left.option", tile.String())
	if end == quinientos.Right {
		value = right
		label = l.Say("quinientos.board.play_right.option", tile.String())
	}
	if tile.Double() {
		desc = l.Say("quinientos.board.double.desc", value, value)
	} else {
		desc = l.Say("quinientos.board.match.desc", value, tile.Other(value))
	}
	if len(b.Hand) == 1 {
		desc = l.Say("quinientos.board.last.desc")
		if bonus := quinientos.LastTileBonus(tile, left, right); bonus > 0 {
			desc = l.Say("quinientos.board.last_bonus.desc", bonus)
		}
	}
	return label, desc
}
