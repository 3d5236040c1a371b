package qwinto

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// BoardView is the Qwinto board a renderer draws: View.Board holds one.
// Qwinto has no secrets, so every seat sees the same board.
type BoardView struct {
	Phase    Phase      `json:"phase"`
	Active   games.Seat `json:"active"`   // the seat that rolls
	Turn     int        `json:"turn"`     // rolls so far, the current one included
	Variant  bool       `json:"reroll"`   // the re-roll variant is on
	Rolled   []Colour   `json:"rolled"`   // dice of the current roll; empty before it
	Dice     [3]int     `json:"dice"`     // face of each die by colour; 0 when not rolled
	Sum      int        `json:"sum"`      // sum of the rolled dice; 0 before a roll
	Rerolled bool       `json:"rerolled"` // the current roll is a re-roll
	Seats    []SeatView `json:"seats"`    // one per seat
}

// SeatView is one player's sheet and standing.
type SeatView struct {
	Sheet   Sheet  `json:"sheet"`   // the sheet, for Sheet.Text
	Rows    [3]Row `json:"-"`       // by colour; in JSON, Sheet carries the numbers
	Failed  int    `json:"failed"`  // failed throws
	Decided bool   `json:"decided"` // has written or skipped this roll
	Score   Score  `json:"score"`   // breakdown of the points so far
}

// Cell is one cell of a sheet as drawn.
type Cell struct {
	Value   int  `json:"value"` // the number written, 0 when empty
	Blocked bool `json:"blocked,omitempty"`
	Bonus   bool `json:"bonus,omitempty"`
	Column  int  `json:"column"` // sheet column, 0-11
}

// Row is the cells of one row as drawn, positions 0-9.
type Row [Positions]Cell

// Cells returns the cells of row c as drawn.
func (sh Sheet) Cells(c Colour) Row {
	out := emptyRows[c]
	for p := range Positions {
		out[p].Value = sh.Cell(c, p)
	}
	return out
}

// emptyRows are the rows of an empty sheet by colour: where each cell
// lies and which are blocked or bonus cells.
var emptyRows = func() (rows [3]Row) {
	for _, c := range AllColours {
		for p := range Positions {
			rows[c][p] = Cell{Blocked: Blocked(c, p), Bonus: Bonus(c, p), Column: Column(c, p)}
		}
	}
	return rows
}()

// Board returns the board of st.
func (st *state) Board() BoardView {
	b := BoardView{
		Phase: st.Phase, Active: st.Active, Turn: st.Turn, Variant: st.Variant,
		Rolled: st.Rolled.List(), Dice: st.Dice, Sum: st.Sum(), Rerolled: st.Rerolled,
		Seats: make([]SeatView, st.seats()),
	}
	for s, sh := range st.Sheets {
		v := &b.Seats[s]
		*v = SeatView{Sheet: sh, Failed: sh.Failed, Decided: st.Decided.Has(games.Seat(s)), Score: sh.Score()}
		for _, c := range AllColours {
			v.Rows[c] = sh.Cells(c)
		}
	}
	return b
}

// View returns the board; every seat and the spectator see the same.
func (st *state) View(s games.Seat) games.View {
	b := st.Board()
	status := st.statusText()
	v := games.View{
		Game:       Name,
		Viewer:     s,
		Seats:      st.seats(),
		Title:      "Qwinto",
		Status:     status.In(locale.English),
		StatusText: status,
		Actors:     st.Actors(),
		Scores:     make([]int, len(b.Seats)),
		Board:      b,
	}
	for i, sv := range b.Seats {
		v.Scores[i] = sv.Score.Total // as Result
	}
	if st.Turn > 0 {
		v.Title, v.TitleText = Title(locale.English, st.Turn), titleText(st.Turn)
	}
	if len(b.Rolled) > 0 {
		v.Dice = make([]games.Die, len(b.Rolled))
		for i, c := range b.Rolled {
			v.Dice[i] = games.Die{Label: c.String(), Faces: 6, Value: st.Dice[c]}
		}
	}
	return v
}
