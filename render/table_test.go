package render

import (
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestTableNames(t *testing.T) {
	tb := &Table{
		View:  games.View{Status: "{seat:0} and {seat:1}, then {seat:9} {seat:x}", Actors: []games.Seat{0, 1}},
		Seats: []Seat{{Name: "Alice", User: "11"}, {Name: "Bot 2", Bot: true}},
	}
	if got := tb.Status(); got != "Alice and Bot 2, then seat 10 {seat:x}" {
		t.Fatalf("Status() = %q", got)
	}
	if got := tb.MentionStatus(); got != "<@11> and **Bot 2**, then **seat 10** {seat:x}" {
		t.Fatalf("MentionStatus() = %q", got)
	}
	if p := tb.Pinged(); len(p) != 1 || p[0] != "11" {
		t.Fatalf("Pinged() = %v", p)
	}
}

func TestLobbyMessage(t *testing.T) {
	l := Lobby{Game: "qwinto", Title: "Qwinto", Version: 4, Host: "Alice", MinSeats: 2, MaxSeats: 2,
		Seats: []Seat{{Name: "Alice", User: "1"}}, Options: map[string]string{"reroll": "true"}}
	m := LobbyMessage(l)
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := len(flattenButtons(m)); got != 5 {
		t.Fatalf("%d lobby buttons", got)
	}
	start := flattenButtons(m)[3]
	if !start.Disabled {
		t.Fatal("Start enabled with too few players")
	}
	l.Seats = append(l.Seats, Seat{Name: "Bob", User: "2"})
	m = LobbyMessage(l)
	if join := flattenButtons(m)[0]; !join.Disabled {
		t.Fatal("Join enabled at a full table")
	}
	l.Closed = true
	if m := LobbyMessage(l); len(m.Components) != 0 {
		t.Fatal("closed lobby has buttons")
	}
}

func TestDrawnNames(t *testing.T) {
	tab := &Table{Seats: []Seat{{Name: "Émilie 🎉"}, {Name: "🎉🎉"}, {Name: "Bob"}, {Name: " 李 Wu  "}}}
	got := tab.Drawn()
	want := []string{"Émilie", "seat 2", "Bob", "Wu"}
	for i, w := range want {
		if got.Seats[i].Name != w {
			t.Errorf("seat %d drawn as %q, want %q", i, got.Seats[i].Name, w)
		}
	}
	if tab.Seats[0].Name != "Émilie 🎉" {
		t.Errorf("Drawn changed the table's own names: %q", tab.Seats[0].Name)
	}
	plain := &Table{Seats: []Seat{{Name: "Alice"}}}
	if plain.Drawn() != plain {
		t.Error("Drawn copied a table whose names all draw")
	}
}
