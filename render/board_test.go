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

func TestAltTextSpeaksSentencesThatFit(t *testing.T) {
	tab := &Table{
		View:  games.View{Title: "Quingo", Status: "{seat:2} to play", Actors: []games.Seat{2}},
		Seats: []Seat{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}},
		Last:  "Bob: take d4",
	}
	long := strings.Repeat("x", 500)
	alt := AltText(tab, "Bob: take d4\n**Carol to play**\nPool: ~~d4~~ · d6 **3**", []string{"Carol, 7 points: 1, 2 and 3 checked", "Alice  " + long, "Bob " + long, "Round 3."})
	if !strings.HasPrefix(alt, "Quingo.\nBob: take d4.\nCarol to play.\nPool: d4, d6 3.\nCarol, 7 points: 1, 2 and 3 checked.\nAlice x") {
		t.Errorf("alt text does not start with the head and Carol's sentence, spoken:\n%s", alt)
	}
	if n := utf8.RuneCountInString(alt); n > MaxAltText {
		t.Errorf("alt text of %d characters", n)
	}
	if !strings.HasSuffix(alt, "\nRound 3.") || strings.Contains(alt, "Bob x") {
		t.Errorf("alt text should add the sentences that fit, in order, and leave out the rest:\n%s", alt)
	}
	huge := AltText(tab, "**Carol to play**", []string{"Carol, 7 points " + strings.Repeat("y", 3000)})
	if n := utf8.RuneCountInString(huge); n != MaxAltText || !strings.Contains(huge, "Carol, 7 points") {
		t.Errorf("a first sentence too long for the limit is cut: %d characters", n)
	}
}

func TestList(t *testing.T) {
	for _, tc := range []struct {
		items []string
		want  string
	}{{nil, ""}, {[]string{"9"}, "9"}, {[]string{"9", "10"}, "9 and 10"}, {[]string{"9", "10", "11", "14"}, "9, 10, 11 and 14"}} {
		if got := List(tc.items); got != tc.want {
			t.Errorf("List(%q) = %q, want %q", tc.items, got, tc.want)
		}
	}
}
