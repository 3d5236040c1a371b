package blingo

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// BoardView is the Blingo board a renderer draws: View.Board holds one.
// Blingo has no secrets, so every seat sees the same board.
type BoardView struct {
	Phase    Phase                  `json:"phase"`
	Active   games.Seat             `json:"active"`             // the seat whose turn it is
	Turn     int                    `json:"turn"`               // turns begun, the current one included
	MaxTurns int                    `json:"maxTurns"`           // the safety cap
	Dice     Dice                   `json:"dice"`               // the current roll; {0, 0} before it
	End      End                    `json:"end"`                // why the game ended; Playing until then
	Squares  [NumSquares]SquareView `json:"-"`                  // square q at index q-1: Rows rows of 11 (those past BoardRows are off the board); in JSON, Board carries them
	Blingos  []BlingoView           `json:"blingos,omitempty"`  // the lines that are someone's Blingo, in line order
	Players  []PlayerView           `json:"players"`            // one per seat
	Choices  []Choice               `json:"choices,omitempty"`  // in the placing phase, the active seat's choices in Legal order
	Last     LastTurn               `json:"last"`               // the last completed turn
	Board    Board                  `json:"board"`              // the position, as ParseBoard reads it
	Short    bool                   `json:"short,omitempty"`    // the short game: a player's EndLines Blingo lines end it
	EndLines int                    `json:"endLines,omitempty"` // in the short game, the Blingo lines of one player that end it: 2 (1 in a game stored before the board of 7 rows)
	// SummaryText is the result in every language once the game is
	// over, seats written with games.SeatRef among its arguments.
	SummaryText locale.Text `json:"-"`
}

// BoardRows returns the rows of the board to draw, as Board has them:
// Rows, or ShortRows in the short game.
func (v BoardView) BoardRows() int { return v.Board.Rows() }

// SquareView is one square as drawn.
type SquareView struct {
	Number  Square       `json:"number"`
	Row     int          `json:"row"`               // 1-8
	Column  int          `json:"column"`            // 1-11
	Markers []games.Seat `json:"markers,omitempty"` // seats with a marker here, ascending
	Blingo  []games.Seat `json:"blingo,omitempty"`  // seats with a Blingo line through here; the square is closed to the others
}

// BlingoView is a line that is one or more players' Blingo, to draw through
// the board.
type BlingoView struct {
	Line    Line         `json:"line"`
	Name    string       `json:"name"`    // e.g. "row 3", "diagonal 1-85"
	Squares []Square     `json:"squares"` // from row 1 down, or left to right
	Owners  []games.Seat `json:"owners"`  // whose Blingo it is
}

// PlayerView is one player's standing.
type PlayerView struct {
	Seat    games.Seat `json:"seat"`
	Markers int        `json:"markers"`           // on the board: the score
	Supply  int        `json:"supply"`            // left to place; -1 when unlimited
	Blingos []Line     `json:"blingos,omitempty"` // the lines that are this player's Blingo
}

// board returns the board of st.
func (st *state) board() BoardView {
	v := BoardView{
		Phase: st.Phase, Active: st.Active, Turn: st.Turn, MaxTurns: MaxTurns,
		Dice: st.Dice, End: st.End, Last: st.Last, Board: st.Board, Short: st.EndLines > 0,
		EndLines: st.EndLines,
	}
	v.Choices, _ = st.choices()
	owners := st.Board.owners()
	for l, own := range owners {
		if own != 0 {
			v.Blingos = append(v.Blingos, BlingoView{Line: Line(l), Name: Line(l).String(), Squares: st.Board.LineSquares(Line(l)), Owners: own.List()})
		}
	}
	st.squares(&v.Squares, &owners)
	counts := st.Board.counts()
	v.Players = make([]PlayerView, 0, st.Seats)
	for s := range games.Seat(st.Seats) {
		p := PlayerView{Seat: s, Markers: counts[s], Supply: -1}
		if st.Supply < Unlimited {
			p.Supply = st.Supply - counts[s] // as Board.Supply
		}
		for l, own := range owners {
			if own.Has(s) {
				p.Blingos = append(p.Blingos, Line(l))
			}
		}
		v.Players = append(v.Players, p)
	}
	return v
}

// squares writes every square as drawn to out, given the Owners of every
// line.
func (st *state) squares(out *[NumSquares]SquareView, owners *[lineSlots]SeatSet) {
	var blingos [NumSquares]SeatSet
	lay := st.Board.layout()
	n := 0 // seats in all the squares' lists
	for q := Square(1); q <= NumSquares; q++ {
		for _, l := range lay.squareLines[q] {
			blingos[q-1] |= owners[l]
		}
		n += st.Board.At(q).Len() + blingos[q-1].Len()
	}
	seats := make([]games.Seat, 0, n) // backs every square's lists
	list := func(ss SeatSet) []games.Seat {
		if ss == 0 {
			return nil
		}
		from := len(seats)
		for s := range games.Seat(st.Seats) {
			if ss.Has(s) {
				seats = append(seats, s)
			}
		}
		return seats[from:len(seats):len(seats)]
	}
	*out = emptySquares
	for q := Square(1); q <= NumSquares; q++ {
		out[q-1].Markers, out[q-1].Blingo = list(st.Board.At(q)), list(blingos[q-1])
	}
}

// emptySquares are the squares of an empty board as drawn.
var emptySquares = func() (out [NumSquares]SquareView) {
	for q := Square(1); q <= NumSquares; q++ {
		out[q-1] = SquareView{Number: q, Row: q.Row(), Column: q.Column()}
	}
	return out
}()

// View returns the board; every seat and the spectator see the same.
func (st *state) View(s games.Seat) games.View {
	board := st.board()
	if st.Phase == Over {
		board.SummaryText = st.summaryText()
	}
	status := st.statusOf(len(board.Choices))
	v := games.View{
		Game:       Name,
		Viewer:     s,
		Seats:      st.Seats,
		Title:      board.TitleIn(locale.English),
		TitleText:  titleText{board.Short, board.Turn},
		Status:     status.In(locale.English),
		StatusText: status,
		Actors:     st.Actors(),
		Scores:     make([]int, len(board.Players)),
		Board:      board,
	}
	for i, p := range board.Players {
		v.Scores[i] = p.Markers // as Result: each seat's Count
	}
	if st.Dice.Rolled() {
		v.Dice = []games.Die{{Label: "d8", Faces: Faces, Value: st.Dice[0]}, {Label: "d8", Faces: Faces, Value: st.Dice[1]}}
	}
	return v
}

// status is the one-line state of play in English, seats written with
// games.SeatRef.
func (st *state) status() string {
	cs, _ := st.choices()
	return st.statusOf(len(cs)).In(locale.English)
}

// statusOf is the state of play in every language, told how many
// choices the active seat has.
func (st *state) statusOf(choices int) locale.Text {
	who := games.SeatRef(st.Active)
	switch st.Phase {
	case Rolling:
		if st.Last.Turn == 0 {
			return locale.T("board.blingo.status_to_roll", who)
		}
		return locale.T("board.blingo.status_after", st.Last.Said(), who)
	case Placing:
		if choices == 0 {
			return locale.T("board.blingo.status_nothing", who, st.Dice[0], st.Dice[1])
		}
		return locale.T("board.blingo.status_choose", who, st.Dice[0], st.Dice[1])
	}
	return st.summaryText()
}

// Text describes the turn in one line: "{seat:0} rolled 2 and 8 and placed
// on 28", with any Blingo it made.
func (l LastTurn) Text() string { return l.Said().In(locale.English) }
