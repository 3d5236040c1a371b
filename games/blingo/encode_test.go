package blingo

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestEncodeMatchesJSON keeps the hand-written Encode equal to what
// json.Marshal writes by reflection, along whole games of 3 and 6
// players, a short game of 4 and one stored to a first line.
func TestEncodeMatchesJSON(t *testing.T) {
	for _, game := range []struct{ seats, lines, rows int }{{3, 0, Rows}, {6, 0, Rows}, {4, firstLines, Rows}, {4, ShortLines, ShortRows}} {
		seats, dice := game.seats, gametest.Seeded(5)
		start := newState(seats, Unlimited)
		start.EndLines, start.Board = game.lines, NewBoard(game.rows)
		var st games.State = start
		blingos := 0
		for i := 0; ; i++ {
			got, _ := st.Encode()
			want, err := json.Marshal(st)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("move %d: Encode\n%s\njson.Marshal\n%s", i, got, want)
			}
			if st.(*state).Last.Blingos != 0 {
				blingos++
			}
			if st.Result().Over {
				break
			}
			s := st.Actors()[0]
			if st, err = st.Apply(s, st.Default(s), dice); err != nil {
				t.Fatal(err)
			}
		}
		if blingos == 0 {
			t.Errorf("%d players: no Blingo in the game; pick another seed", seats)
		}
	}
}
