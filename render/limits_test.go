package render

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
)

func TestFitKeepsDiscordLimits(t *testing.T) {
	var moves []games.Move
	for i := range 40 {
		moves = append(moves, games.Move("move "+strings.Repeat("x", i)+" "+string(rune('a'+i%26))))
	}
	fields := make([]*discordgo.MessageEmbedField, 30)
	for i := range fields {
		fields[i] = &discordgo.MessageEmbedField{Name: "f", Value: strings.Repeat("v", 2000)}
	}
	rows := []discordgo.MessageComponent{}
	for range 7 {
		rows = append(rows, discordgo.ActionsRow{Components: MoveControls(1, moves)[0].(discordgo.ActionsRow).Components})
	}
	m := &Message{
		Content:    strings.Repeat("é", 2500),
		Embeds:     []*discordgo.MessageEmbed{{Title: strings.Repeat("t", 300), Description: strings.Repeat("d", 5000), Fields: fields}},
		Components: rows,
	}
	if m.Validate() == nil {
		t.Fatal("an oversized message validated")
	}
	m.Fit()
	if err := m.Validate(); err != nil {
		t.Fatalf("after Fit: %v", err)
	}
	if n := len([]rune(m.Content)); n != MaxContent || !strings.HasSuffix(m.Content, "…") {
		t.Fatalf("content clipped to %d runes", n)
	}
	if len(m.Components) != MaxRows {
		t.Fatalf("%d rows after Fit", len(m.Components))
	}
}

func TestMoveControls(t *testing.T) {
	few := []games.Move{"roll red", "skip"}
	row := MoveControls(7, few)[0].(discordgo.ActionsRow)
	if len(row.Components) != 2 {
		t.Fatalf("%d buttons for 2 moves", len(row.Components))
	}
	b := row.Components[0].(discordgo.Button)
	id, err := ParseID(b.CustomID)
	if err != nil || id != (ID{Action: ActMove, Version: 7, Arg: "roll red"}) {
		t.Fatalf("button id %q: %+v %v", b.CustomID, id, err)
	}
	var many []games.Move
	for i := range 30 {
		many = append(many, games.Move("write red "+string(rune('a'+i))))
	}
	sel := MoveControls(7, many)[0].(discordgo.ActionsRow).Components[0].(discordgo.SelectMenu)
	if len(sel.Options) != MaxSelectOptions || !strings.Contains(sel.Placeholder, "/game move") {
		t.Fatalf("select of 30 moves: %d options, placeholder %q", len(sel.Options), sel.Placeholder)
	}
	if MoveControls(7, nil) != nil {
		t.Fatal("controls without moves")
	}
}

func TestGenericBoard(t *testing.T) {
	tb := &Table{
		View: games.View{Game: "x", Viewer: games.Spectator, Seats: 2, Title: "Game", Status: games.SeatRef(1) + " to move",
			Actors: []games.Seat{1}, Scores: []int{3, 4}, Dice: []games.Die{{Label: "red", Faces: 6, Value: 5}}},
		Version: 3,
		Seats:   []Seat{{Name: "Alice", User: "11"}, {Name: "Bob", User: "22"}},
		Legal:   map[games.Seat][]games.Move{1: {"pass", "take"}},
	}
	m := Generic{}.Board(tb)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if m.Content != "<@22> to move" || len(m.Mentions) != 1 || m.Mentions[0] != "22" {
		t.Fatalf("content %q mentions %v", m.Content, m.Mentions)
	}
	for _, want := range []string{"Bob to move", "Dice: red 5", "Alice", "4"} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	if len(m.Components) != 1 {
		t.Fatalf("board of one actor has %d rows", len(m.Components))
	}
}

// TestFitCountsCharactersNotBytes gives Fit embeds whose bytes exceed
// Discord's total but whose characters do not, and wants them kept whole;
// one field more exceeds it in characters, and that field goes.
func TestFitCountsCharactersNotBytes(t *testing.T) {
	desc, value := strings.Repeat("é", 4000), strings.Repeat("é", 1000) // two bytes a character
	m := &Message{Embeds: []*discordgo.MessageEmbed{{Title: "t", Description: desc,
		Fields: []*discordgo.MessageEmbedField{{Name: "f", Value: value}}}}}
	m.Fit()
	if e := m.Embeds[0]; e.Description != desc || len(e.Fields) != 1 || e.Fields[0].Value != value {
		t.Fatalf("embed of 5,002 characters cut: description %d, %d fields", len([]rune(e.Description)), len(e.Fields))
	}
	m.Embeds[0].Fields = append(m.Embeds[0].Fields, &discordgo.MessageEmbedField{Name: "g", Value: value})
	m.Fit()
	if e := m.Embeds[0]; e.Description != desc || len(e.Fields) != 1 {
		t.Fatalf("embed of 6,003 characters: description %d, %d fields, want %d and 1", len([]rune(e.Description)), len(e.Fields), len([]rune(desc)))
	}
}

// BenchmarkFitBoard fits a board message within the limits, as each
// note added to a move's board does.
func BenchmarkFitBoard(b *testing.B) {
	text := strings.Repeat("│ 3 │ 7 │ 12 │ · │ · │\n", 60)
	for b.Loop() {
		m := &Message{Content: "Your turn", Text: text, Embeds: []*discordgo.MessageEmbed{{
			Title: "Qwinto", Description: text, Footer: &discordgo.MessageEmbedFooter{Text: "v12 · next: alice"},
		}}}
		m.Fit()
	}
}
