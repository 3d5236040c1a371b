package quinientos

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/gametest"
)

// TestDefault checks the policy's choice in written positions.
func TestDefault(t *testing.T) {
	// sixes: every 6 but 6-1 lies on the line; the ends are 6 and 1, so
	// 6-1 on the right leaves 6 at both ends and nobody holds a 6.
	const sixes = "turn 0\nlayout 6|5 5|3 3|6 6|6 6|4 4|2 2|6 6|0 0|1\n"
	tests := []struct {
		name string
		pos  string
		want games.Move
	}{
		{
			name: "heavy tiles first",
			pos:  "turn 0\nlayout 4|2 2|1\n0: 6-4 1-0 3-3\n1: 5-5\n2: 5-0\n3: 5-1",
			want: "play 6-4",
		},
		{
			name: "a double before a plain tile of the same weight",
			pos:  "turn 0\nlayout 5|2 2|4\n0: 5-5 6-4 0-0\n1: 3-3\n2: 3-2\n3: 3-1",
			want: "play 5-5",
		},
		{
			name: "shut out the next opponent",
			pos:  "turn 0\nlayout 2|1 1|5\n0: 5-3 6-2\n1: 4-4\n2: 4-1\n3: 4-0\nvoid 1: 2 3",
			want: "play 5-3",
		},
		{
			name: "never shut out the partner",
			pos:  "turn 0\nlayout 2|1 1|5\n0: 5-3 6-2\n1: 4-4\n2: 4-1\n3: 4-0\nvoid 2: 2 3",
			want: "play 6-2",
		},
		{
			name: "leave the partner's end open",
			pos:  "turn 0\nlayout 4|3@2 3|1@3\n0: 4-1 0-0\n1: 5-5\n2: 5-0\n3: 5-1",
			want: "play 4-1 right",
		},
		{
			name: "block when the team is lighter",
			pos:  sixes + "0: 6-1 1-1\n1: 4-3 4-1 3-1\n2: 5-4 5-2 5-1\n3: 3-2 2-1 2-0",
			want: "play 6-1 right",
		},
		{
			name: "no block when the team is heavier",
			pos:  sixes + "0: 6-1 1-1 5-5 4-4 3-3\n1: 4-3\n2: 5-4\n3: 3-2",
			want: "play 6-1 left",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := position(t, "round 5 leader 0 "+tt.pos)
			if got := st.Default(0); got != tt.want {
				k := st.knowledge(0)
				var weights []string
				for _, a := range st.plays(0) {
					weights = append(weights, fmt.Sprintf("%s=%d", a, k.weigh(a)))
				}
				t.Errorf("Default = %q, want %q; weights %v\n%s", got, tt.want, weights, dump(st))
			}
		})
	}
}

// TestDefaultIsFair plays default games and checks at every step that the
// policy's move does not change when the other seats' tiles are dealt
// differently among them: it plays only on what its seat may see.
func TestDefaultIsFair(t *testing.T) {
	r := gametest.Seeded(5)
	shuffle := rand.New(rand.NewPCG(1, 2))
	st := newState(r)
	for !st.Over {
		s := st.Turn()
		want := st.Default(s)
		other := st.clone()
		var pool []Tile
		for p := range games.Seat(Seats) {
			if p != s {
				pool = append(pool, st.hand(p)...)
			}
		}
		shuffle.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		for p := range games.Seat(Seats) {
			if p != s {
				n := len(st.hand(p))
				other.hands[p], pool = setOf(pool[:n]), pool[n:]
			}
		}
		if got := other.Default(s); got != want {
			t.Fatalf("%s: Default %q with the real hands, %q with others\n%s", s, want, got, dump(st))
		}
		st = play(t, st, r, step{seat: s, move: want})
	}
}
