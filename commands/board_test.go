package commands

import (
	"fmt"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/blingo"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/games/session"
)

// TestDescribeTellsOthersLosses: a move that lowers other players'
// scores, such as a Blingo that removes their markers, says by how much,
// beside what it gained its own player.
func TestDescribeTellsOthersLosses(t *testing.T) {
	board, err := blingo.ParseBoard(`
a a ab ab a a a a a a b
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . . . . . . .`)
	if err != nil {
		t.Fatal(err)
	}
	data := fmt.Sprintf(`{"seats":2,"phase":"placing","active":0,"turn":9,"dice":[1,1],"end":"playing",`+
		`"last":{"turn":8,"seat":1,"dice":[1,1],"placed":[11,0],"blingos":0,"removed":0},"board":%q}`, board.String())
	st, err := blingo.Rules.Decode([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	m := &session.Match{Players: []session.Player{{User: "a", Name: "alice"}, {User: "b", Name: "bob"}}}
	steps := []session.Step{{Seat: 0, Move: games.Move("place 11")}}
	if got, want := describe(locale.English, m, steps, st), "alice: place 11, the only choice, played for them (+1 point; bob -3)"; got != want {
		t.Errorf("describe = %q, want %q", got, want)
	}
}
