package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
)

func TestAddTextButton(t *testing.T) {
	row := func(n int) discordgo.ActionsRow {
		r := discordgo.ActionsRow{}
		for range n {
			r.Components = append(r.Components, discordgo.Button{Label: "x", CustomID: "mv:1:x"})
		}
		return r
	}
	menu := discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{CustomID: "mv:1:", Options: []discordgo.SelectMenuOption{{Label: "a", Value: "a"}}}}}
	for _, tc := range []struct {
		name    string
		rows    []discordgo.MessageComponent
		wantRow int // the row the button lands in; -1: none
	}{
		{"no controls", nil, 0},
		{"a row to spare", []discordgo.MessageComponent{row(5), row(5)}, 2},
		{"five rows, room in the last", []discordgo.MessageComponent{row(5), row(5), row(5), row(5), row(3)}, 4},
		{"five rows, room before a menu", []discordgo.MessageComponent{row(5), row(5), row(5), row(2), menu}, 3},
		{"five full rows", []discordgo.MessageComponent{row(5), row(5), row(5), row(5), menu}, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := &Message{Components: tc.rows}
			AddTextButton(m, 7)
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			got := -1
			for i, c := range m.Components {
				for _, b := range c.(discordgo.ActionsRow).Components {
					if b, ok := b.(discordgo.Button); ok && b.CustomID == "tx:7:" {
						got = i
					}
				}
			}
			if got != tc.wantRow {
				t.Errorf("Text button in row %d, want %d", got, tc.wantRow)
			}
		})
	}
	if id, err := ParseID(TextButton(12).CustomID); err != nil || id.Action != ActText || id.Version != 12 {
		t.Errorf("Text button id parses as %+v, %v", id, err)
	}
}

func TestAltTextPutsTheActorFirst(t *testing.T) {
	tab := &Table{
		View:  games.View{Title: "Quingo", Status: "{seat:2} to play", Actors: []games.Seat{2}},
		Seats: []Seat{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}},
		Last:  "Bob: take d4",
	}
	long := strings.Repeat("x", 500)
	sheet := "Round 3 · pool d4 3\n\nAlice · 10 points\n" + long + "\n\nBob · 5 points\n" + long + "\n\nCarol · 7 points\n 1    2    3\n"
	alt := AltText(tab, "Bob: take d4\n**Carol to play**\nPool: ~~d4~~ · d6 **3**", sheet)
	if !strings.HasPrefix(alt, "Quingo\nBob: take d4\nCarol to play\nPool: d4 · d6 3\nCarol · 7 points\n 1 2 3") {
		t.Errorf("alt text does not start with the status and Carol's sheet:\n%s", alt)
	}
	if n := utf8.RuneCountInString(alt); n > MaxAltText {
		t.Errorf("alt text of %d characters", n)
	}
	if !strings.Contains(alt, "Round 3") || strings.Contains(alt, "Bob · 5 points") {
		t.Errorf("alt text should add the parts that fit, in order, and leave out the rest:\n%s", alt)
	}
	huge := AltText(tab, "**Carol to play**", "Carol · 7 points\n"+strings.Repeat("y", 3000))
	if n := utf8.RuneCountInString(huge); n != MaxAltText || !strings.Contains(huge, "Carol · 7 points") {
		t.Errorf("an actor's part too long for the limit is cut: %d characters", n)
	}
}
