package blingo

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quintetbot/quintet/games"
)

// state is a position of a Blingo game. It holds no slices or maps, so a
// plain copy is an independent state: Apply works on such a copy.
type state struct {
	Seats  int        `json:"seats"`  // players at the table, 2-6
	Phase  Phase      `json:"phase"`  // stage of the current turn
	Active games.Seat `json:"active"` // the seat whose turn it is
	Turn   int        `json:"turn"`   // turns begun, the current one included
	Dice   Dice       `json:"dice"`   // the current roll; {0, 0} before it
	End    End        `json:"end"`    // why the game ended; Playing until then
	Last   LastTurn   `json:"last"`   // the last completed turn
	Board  Board      `json:"board"`  // the markers on the squares
}

// LastTurn is a completed turn, as the next player sees it.
type LastTurn struct {
	Turn    int        `json:"turn"`    // its number; 0 before the first turn ends
	Seat    games.Seat `json:"seat"`    // who played it
	Dice    Dice       `json:"dice"`    // the roll
	Placed  [2]Square  `json:"placed"`  // the squares that received a marker, ascending; 0 for none
	Blingos LineSet    `json:"blingos"` // the lines it made the player's Blingo
	Removed int        `json:"removed"` // other players' markers it sent back to their supply
}

// Squares returns the squares that received a marker, ascending.
func (l LastTurn) Squares() []Square {
	var out []Square
	for _, q := range l.Placed {
		if q != 0 {
			out = append(out, q)
		}
	}
	return out
}

var _ games.State = (*state)(nil)

func newState(seats int) *state { return &state{Seats: seats} }

// Actors lists the active seat until the game is over.
func (st *state) Actors() []games.Seat {
	if st.Phase == Over {
		return nil
	}
	return []games.Seat{st.Active}
}

func (st *state) isActor(s games.Seat) bool { return st.Phase != Over && s == st.Active }

// choices lists the active seat's placements for the current roll, with
// their moves, in canonical order.
func (st *state) choices() ([]Choice, []games.Move) {
	if st.Phase != Placing {
		return nil, nil
	}
	cs := st.Board.Choices(st.Active, st.Dice)
	ms := make([]games.Move, len(cs))
	order := make([]int, len(cs))
	for i, c := range cs {
		ms[i], order[i] = c.Move(), i
	}
	slices.SortFunc(order, func(i, j int) int { return strings.Compare(string(ms[i]), string(ms[j])) })
	sortedC, sortedM := make([]Choice, len(cs)), make([]games.Move, len(cs))
	for k, i := range order {
		sortedC[k], sortedM[k] = cs[i], ms[i]
	}
	return sortedC, sortedM
}

// Legal lists the moves of seat s in canonical notation, sorted: "roll"
// before the roll, then every placement the roll allows, or "pass" when it
// allows none.
func (st *state) Legal(s games.Seat) []games.Move {
	if !st.isActor(s) {
		return nil
	}
	if st.Phase == Rolling {
		return []games.Move{Action{Kind: Roll}.Move()}
	}
	if _, ms := st.choices(); len(ms) > 0 {
		return ms
	}
	return []games.Move{Action{Kind: Pass}.Move()}
}

// Result returns the markers on the board per seat; the winners, those with
// the most, once the game is over.
func (st *state) Result() games.Result {
	res := games.Result{Over: st.Phase == Over, Scores: make([]int, st.Seats)}
	for s := range res.Scores {
		res.Scores[s] = st.Board.Count(games.Seat(s))
	}
	if !res.Over {
		return res
	}
	best := slices.Max(res.Scores)
	var refs []string
	for s, v := range res.Scores {
		if v == best {
			res.Winners = append(res.Winners, games.Seat(s))
			refs = append(refs, games.SeatRef(games.Seat(s)))
		}
	}
	unit := "markers"
	if best == 1 {
		unit = "marker"
	}
	if len(refs) == 1 {
		res.Summary = fmt.Sprintf("%s wins with %d %s (%s)", refs[0], best, unit, st.endText())
	} else {
		res.Summary = fmt.Sprintf("%s share the win with %d %s (%s)", strings.Join(refs, ", "), best, unit, st.endText())
	}
	return res
}

// endText says why the game ended.
func (st *state) endText() string {
	switch st.End {
	case Blackout:
		return "blackout"
	case Stuck:
		return "no marker can be placed"
	case Capped:
		return fmt.Sprintf("after %d turns", st.Turn)
	}
	return "playing"
}
