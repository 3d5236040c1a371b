package cinqo

import (
	"slices"
	"testing"

	"github.com/quintetbot/quintet/games"
)

func TestView(t *testing.T) {
	st := at(t, "round=2 rolls=2 rack=6 bank=5 roll=643 hilo=3-up boxed totals=12,30")
	v := st.View(games.Spectator)
	if v.Game != Name || v.Viewer != games.Spectator || v.Seats != 2 || !slices.Equal(v.Actors, []games.Seat{0}) || !slices.Equal(v.Scores, []int{12, 30}) {
		t.Fatalf("view %+v", v)
	}
	if v.Title != "Cinq-O · race to 100 · round 2" {
		t.Errorf("title %q", v.Title)
	}
	want := []games.Die{
		{Label: "rack", Faces: 6, Value: 6, Held: true},
		{Label: "bank", Faces: 6, Value: 5, Held: true},
		{Label: "roll", Faces: 6, Value: 3},
		{Label: "roll", Faces: 6, Value: 4},
		{Label: "roll", Faces: 6, Value: 6},
		{Label: "hi/lo", Faces: 6, Value: int(ThreeUp), Text: "3-up", Held: true},
	}
	if !slices.Equal(v.Dice, want) {
		t.Errorf("dice %+v\nwant %+v", v.Dice, want)
	}
	b, ok := v.Board.(BoardView)
	if !ok || b.Roll != DiceOf(3, 4, 6) || b.Preview == nil || b.Preview.Points != 3*3 || b.ToRoll != 0 {
		t.Errorf("board %+v, preview %+v; want 3 4 6 to place and 3 4 5 6 6 = 24 for 3 x 3", b, b.Preview)
	}
	if other := st.View(1); other.Viewer != 1 || other.Status != v.Status {
		t.Errorf("seat 2 sees %+v", other)
	}
}

func TestStatus(t *testing.T) {
	tests := []struct{ pos, want string }{
		{"", "{seat:0} to roll"},
		{"active=1 rolls=2 rack=66 hilo=1-down", "{seat:1} to roll 3 dice (roll 3 of at most 5)"},
		{"rolls=4 rack=6666 hilo=1-down boxed", "{seat:0} to roll 1 die (roll 5 of at most 5)"},
		{"rolls=1 roll=12356 hilo=2-down", "{seat:0} rolled 1 2 3 5 6 (Hi/Lo 2-down): rack at least one die"},
		{"rolls=2 rack=1 roll=1235 hilo=2-down boxed", "{seat:0} rolled 1 2 3 5 (Hi/Lo 2-down, boxed): rack at least one die"},
		{"extra active=1", "{seat:1} rolled five of a kind: 10 points and an extra turn to roll"},
		{"over totals=3,101 active=1", "{seat:1} wins with 101 points"},
	}
	for _, tt := range tests {
		if got := at(t, tt.pos).status(); got != tt.want {
			t.Errorf("%q: status %q, want %q", tt.pos, got, tt.want)
		}
	}
	st := play(t, at(t, "totals=3,5 active=1 rolls=4 rack=1111 hilo=3-down boxed"),
		step{seat: 1, move: "roll", dice: []int{1}}, step{seat: 1, move: "rack 1"})
	if got, want := st.status(), "{seat:1} scored 30 · {seat:0} to roll"; got != want {
		t.Errorf("after a turn: status %q, want %q", got, want)
	}
}
