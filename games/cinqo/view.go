package cinqo

import (
	"fmt"

	"github.com/quintetbot/quintet/games"
)

// BoardView is the Cinq-O board a renderer draws: View.Board holds one.
// Cinq-O has no secrets, so every seat sees the same board.
type BoardView struct {
	Mode    Mode         `json:"mode"`
	Rounds  int          `json:"rounds,omitempty"` // rounds to play in Rounds mode
	Target  int          `json:"target"`           // total that ends a race or solitaire game
	Round   int          `json:"round"`            // the current round, from 1
	Phase   Phase        `json:"phase"`
	Active  games.Seat   `json:"active"`          // the seat whose turn it is
	Extra   bool         `json:"extra,omitempty"` // an extra turn for five of a kind
	Rolls   int          `json:"rolls"`           // rolls taken this turn, at most MaxRolls
	Rack    Dice         `json:"rack"`            // racked dice
	Bank    Dice         `json:"bank"`            // banked dice, each may be taken to the rack
	Roll    Dice         `json:"roll"`            // the last roll's dice to place, one toggle each
	ToRoll  int          `json:"toRoll"`          // dice the next roll rolls
	HiLo    HiLo         `json:"hilo"`            // the Hi/Lo die's face; NoHiLo before the first roll
	Boxed   bool         `json:"boxed"`           // the Hi/Lo die is in the box
	Preview *Scoring     `json:"preview,omitempty"`
	Totals  []int        `json:"totals"`            // points per seat
	Last    *Turn        `json:"last,omitempty"`    // the last finished turn
	Winners []games.Seat `json:"winners,omitempty"` // once the game is over
	Summary string       `json:"summary,omitempty"` // the result once over, seats as games.SeatRef
}

// Board returns the board of st. Preview, while dice wait to be placed, is
// the score of racking every die now with the Hi/Lo die as it shows.
func (st *state) Board() BoardView {
	b := BoardView{
		Mode: st.Mode, Rounds: int(st.Rounds), Target: Target, Round: int(st.Round),
		Phase: st.Phase, Active: games.Seat(st.Active), Extra: st.Extra, Rolls: int(st.Rolls),
		Rack: st.Rack, Bank: st.Bank, Roll: st.Roll, HiLo: st.HiLo, Boxed: st.Boxed,
		Totals: st.Totals.list(), Last: st.Last.turn(),
	}
	if st.Phase == Rolling {
		b.ToRoll = st.free()
	}
	if st.Phase == Placing {
		sc := Score(st.Rack.Plus(st.Bank).Plus(st.Roll), st.HiLo)
		b.Preview = &sc
	}
	if st.Phase == Over {
		res := st.Result()
		b.Winners, b.Summary = res.Winners, res.Summary
	}
	return b
}

// View returns the board; every seat and the spectator see the same.
func (st *state) View(s games.Seat) games.View {
	b := st.Board()
	v := games.View{
		Game:   Name,
		Viewer: s,
		Seats:  st.seats(),
		Title:  b.title(),
		Status: st.status(),
		Actors: st.Actors(),
		Scores: st.Result().Scores,
		Board:  b,
	}
	for _, part := range []struct {
		label string
		dice  Dice
		held  bool
	}{{"rack", st.Rack, true}, {"bank", st.Bank, true}, {"roll", st.Roll, false}} {
		for _, f := range part.dice.Faces() {
			v.Dice = append(v.Dice, games.Die{Label: part.label, Faces: Faces, Value: f, Held: part.held})
		}
	}
	if st.HiLo.Valid() {
		v.Dice = append(v.Dice, games.Die{Label: "hi/lo", Faces: 6, Value: int(st.HiLo), Text: st.HiLo.String(), Held: st.Boxed})
	}
	return v
}

// title names the game, the mode and the round: "Cinq-O · round 3 of 5".
func (b BoardView) title() string {
	switch b.Mode {
	case Rounds:
		return fmt.Sprintf("Cinq-O · round %d of %d", b.Round, b.Rounds)
	case Solitaire:
		return fmt.Sprintf("Cinq-O · solitaire · round %d", b.Round)
	}
	return fmt.Sprintf("Cinq-O · race to %d · round %d", b.Target, b.Round)
}

// status is the one-line state of play, seats written with games.SeatRef.
func (st *state) status() string {
	who := games.SeatRef(games.Seat(st.Active))
	last := st.Last.turn()
	switch {
	case st.Phase == Over:
		return st.Result().Summary
	case st.Phase == Placing && st.Boxed:
		return fmt.Sprintf("%s rolled %s (Hi/Lo %s, boxed): rack at least one die", who, st.Roll, st.HiLo)
	case st.Phase == Placing:
		return fmt.Sprintf("%s rolled %s (Hi/Lo %s): rack at least one die", who, st.Roll, st.HiLo)
	case st.Extra && st.Rolls == 0:
		return who + " rolled five of a kind: 10 points and an extra turn to roll"
	case st.Rolls == 0 && last != nil:
		return fmt.Sprintf("%s scored %d · %s to roll", games.SeatRef(last.Seat), last.Score.Points, who)
	case st.Rolls == 0:
		return who + " to roll"
	}
	return fmt.Sprintf("%s to roll %s (roll %d of at most %d)", who, diceWord(st.free()), st.Rolls+1, MaxRolls)
}

// diceWord writes a number of dice: "1 die", "3 dice".
func diceWord(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}
