package commands

import (
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// rowOf is an action row of buttons labelled labels.
func rowOf(labels ...string) discordgo.ActionsRow {
	var row discordgo.ActionsRow
	for _, l := range labels {
		row.Components = append(row.Components, discordgo.Button{Label: l, CustomID: l})
	}
	return row
}

// labelsOf lists a message's button labels, row by row.
func labelsOf(m *render.Message) [][]string {
	var out [][]string
	for _, c := range m.Components {
		var row []string
		for _, b := range c.(discordgo.ActionsRow).Components {
			row = append(row, b.(discordgo.Button).Label)
		}
		out = append(out, row)
	}
	return out
}

// TestRequestRowOnAFullBoard: a request's buttons come first on the
// board; on a board whose rows are all taken, the Text button's row
// makes room for them, else the last row does, so that the board never
// has more rows than Discord takes and always carries the request.
func TestRequestRowOnAFullBoard(t *testing.T) {
	m := &session.Match{ID: "m", Channel: "c", Phase: session.Playing, Version: 9,
		Players: []session.Player{{User: "a", Name: "alice"}, {User: "b", Name: "bob"}},
		Undo:    &session.UndoRequest{Seat: 0, Move: "skip", Waiting: []games.Seat{1}, Asked: 9}}
	// The Text button of a French board, known by what it does.
	textRow := discordgo.ActionsRow{Components: []discordgo.MessageComponent{render.TextButtonIn(locale.French, 9)}}
	for _, tc := range []struct {
		name string
		rows []discordgo.MessageComponent
		want string // the last row's first button
	}{
		{"room to spare", []discordgo.MessageComponent{rowOf("Roll")}, "Roll"},
		{"full, with the Text row", []discordgo.MessageComponent{rowOf("1"), rowOf("2"), textRow, rowOf("3"), rowOf("4")}, "4"},
		{"full, no Text row", []discordgo.MessageComponent{rowOf("1"), rowOf("2"), rowOf("3"), rowOf("4"), rowOf("5", "Text")}, "4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			msg := withRequests(locale.English, &render.Message{Content: "<@a> to roll", Components: tc.rows}, m)
			got := labelsOf(msg)
			if len(got) > render.MaxRows || len(got[0]) != 2 || got[0][0] != "Allow" || got[0][1] != "Refuse" || got[len(got)-1][0] != tc.want {
				t.Fatalf("rows %v", got)
			}
			if len(tc.rows) == render.MaxRows {
				for _, row := range got {
					if row[0] == "Text" || row[0] == "Texte" {
						t.Fatalf("the Text row stayed on a full board: %v", got)
					}
				}
			}
		})
	}
	done := &session.Match{ID: "m", Channel: "c", Phase: session.Playing, Version: 9, Players: m.Players}
	if got := labelsOf(withRequests(locale.English, &render.Message{Components: []discordgo.MessageComponent{rowOf("Roll")}}, done)); len(got) != 1 {
		t.Fatalf("a board with no request open carries %v", got)
	}
}
