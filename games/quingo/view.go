package quingo

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// BoardView is the Quingo board a renderer draws: View.Board holds one.
// While wild numbers are being chosen each seat sees only its own; once
// play starts everything is public.
type BoardView struct {
	Phase    Phase        `json:"phase"`
	Round    int          `json:"round"`    // rounds rolled; 0 while choosing wilds
	Setup    Setup        `json:"setup"`    // the row bonuses and W
	MaxWild  int          `json:"maxWild"`  // wild numbers run from 1 to this: the pool's largest sum
	Pool     []DieView    `json:"pool"`     // every die of the pool, taken ones marked
	Turn     games.Seat   `json:"turn"`     // the seat on turn; -1 while choosing and at the end
	Order    []games.Seat `json:"order"`    // this round's turn order, first player first; empty while choosing
	Lap      []games.Seat `json:"lap"`      // in the last lap, the seats still to play, Turn first
	Finisher games.Seat   `json:"finisher"` // the seat whose full sheet began the last lap; -1 before
	Forced   bool         `json:"forced"`   // the seat on turn can check nothing and must cross a box out
	CanPass  bool         `json:"canPass"`  // the seat on turn may pass (the last lap)
	Stalled  bool         `json:"stalled"`  // the game ended after StallRounds rounds nobody could use
	Last     *Event       `json:"last,omitempty"`
	Seats    []SeatView   `json:"seats"` // one per seat
}

// DieView is one die of the pool as drawn.
type DieView struct {
	Label string `json:"label"` // "d12", "d6a"
	Faces int    `json:"faces"`
	Value int    `json:"value"` // 0 before the first round
	Taken bool   `json:"taken"`
}

// SeatView is one player's sheet and standing as the viewer may see it.
type SeatView struct {
	Seat games.Seat `json:"seat"`
	// Wilds are the seat's wild numbers: while choosing, only in the
	// seat's own view; nil when hidden or not yet chosen.
	Wilds    []int `json:"wilds"`
	Chosen   bool  `json:"chosen"`   // the seat has chosen its wild numbers
	Sheet    Sheet `json:"sheet"`    // the marks; wild numbers 0 while hidden
	Limit    int   `json:"limit"`    // this round's limit L; 0 while choosing
	CanCheck bool  `json:"canCheck"` // some set of at most L pool dice checks a box
	Score    Score `json:"score"`    // the points so far
}

// Board returns the board as seat s sees it.
func (st *state) Board(s games.Seat) BoardView {
	su, n := st.Setup(), st.seats()
	b := BoardView{
		Phase: st.Phase, Round: st.Round, Setup: su, MaxWild: st.MaxWild(),
		Turn: -1, Finisher: st.Finisher, Lap: st.Lap(), Stalled: st.Stalled, Last: st.Last(),
		Seats: make([]SeatView, n),
	}
	if st.dice.n > 0 {
		b.Pool = make([]DieView, st.dice.n)
		for i := range b.Pool {
			d := &st.dice
			b.Pool[i] = DieView{Label: st.tab.names[i], Faces: st.tab.sizes[i], Value: int(d.value[i]), Taken: d.isTaken(i)}
		}
	}
	reach := st.dice.reach()
	if st.Phase == Playing || st.Phase == LastLap {
		b.Turn = st.Turn()
		b.Order = make([]games.Seat, n)
		for i := range b.Order {
			b.Order[i] = (st.First + games.Seat(i)) % games.Seat(n)
		}
		b.CanPass = st.Phase == LastLap
		b.Forced = st.Phase == Playing && !st.canCheck(st.Turn(), &reach)
	}
	// The seats' wild numbers share one array: each seat's Wilds is a
	// copy of its sheet's, not the sheet itself.
	wilds := make([]int, 0, n*WildBoxes)
	for i := range b.Seats {
		seat := games.Seat(i)
		sh := st.Sheet(seat)
		v := &b.Seats[i]
		*v = SeatView{Seat: seat, Chosen: sh.Chosen(), Sheet: sh, Limit: st.limits[i], Score: sh.Score(su)}
		v.CanCheck = st.Phase != Choosing && st.canCheck(seat, &reach)
		if st.Phase == Choosing && seat != s {
			v.Sheet.Wilds = [WildBoxes]int{}
		}
		if v.Sheet.Chosen() {
			wilds = append(wilds, v.Sheet.Wilds[:]...)
			v.Wilds = wilds[len(wilds)-WildBoxes:]
		}
	}
	return b
}

// View returns what seat s may see: everything but, while choosing, the
// other seats' wild numbers.
func (st *state) View(s games.Seat) games.View {
	b := st.Board(s)
	status := st.statusOf(&b)
	v := games.View{
		Game:       Name,
		Viewer:     s,
		Seats:      st.seats(),
		Title:      Title(locale.English, st.Phase, st.Round),
		TitleText:  titleText{st.Phase, st.Round},
		Status:     status.In(locale.English),
		StatusText: status,
		Actors:     slices.Clone(st.Actors()),
		Scores:     make([]int, len(b.Seats)),
		Private:    st.Phase == Choosing && s >= 0 && int(s) < st.seats() && st.sheets[s].chosen(),
	}
	for i, sv := range b.Seats {
		v.Scores[i] = sv.Score.Total // as scores: Score is taken before wilds are hidden
	}
	if st.Round > 0 && len(b.Pool) > 0 {
		v.Dice = make([]games.Die, len(b.Pool))
		for i, d := range b.Pool {
			v.Dice[i] = games.Die{Label: d.Label, Faces: d.Faces, Value: d.Value, Held: d.Taken}
		}
	}
	v.Board = b
	return v
}

// Secrets returns, while wild numbers are being chosen, seat s's choice as
// it appears in the JSON of its own view only:
// `"seat":0,"wilds":[2,15,18,7,5]`. Once play starts wilds are public.
func (st *state) Secrets(s games.Seat) []string {
	if st.Phase != Choosing || s < 0 || int(s) >= st.seats() || !st.sheets[s].chosen() {
		return nil
	}
	b, err := json.Marshal(st.Sheet(s).Wilds)
	if err != nil {
		return nil
	}
	return []string{fmt.Sprintf(`"seat":%d,"wilds":%s`, s, b)}
}

// Halted implements games.Halted: the board with no seat on turn.
func (b BoardView) Halted() any {
	b.Turn, b.Lap = games.Spectator, nil
	return b
}
