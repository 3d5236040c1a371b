package blingo

import (
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// state is a position of a Blingo game. It holds no slices or maps, so a
// plain copy is an independent state: Apply works on such a copy.
//
// Besides the position, a state that Apply made carries what it derived
// from it (cached set): the number of markers on the board, each seat's
// Blingo lines and, while placing, the active seat's choices. A state made
// otherwise (New, Decode, a test) works them out when asked. What else the
// rules need of the board they read from it: the cache is small, for Apply
// copies it with every move.
type state struct {
	Seats  int        `json:"seats"`  // players at the table, 2-6
	Phase  Phase      `json:"phase"`  // stage of the current turn
	Active games.Seat `json:"active"` // the seat whose turn it is
	Turn   int        `json:"turn"`   // turns begun, the current one included
	Dice   Dice       `json:"dice"`   // the current roll; {0, 0} before it
	End    End        `json:"end"`    // why the game ended; Playing until then
	Last   LastTurn   `json:"last"`   // the last completed turn
	Board  Board      `json:"board"`  // the markers on the squares
	// Supply is each player's markers in all: Unlimited by default,
	// Markers with the option markers:50. A state stored before the option
	// existed has none and decodes with Markers, as it was played.
	Supply int `json:"supply"`
	// EndLines is the number of Blingo lines of one player that end the
	// game at once: ShortLines with the option length:short; 0, the
	// original rules and every state stored before the option, plays on
	// to the blackout.
	EndLines int `json:"endLines,omitempty"`

	cached  bool       // markers, blingos and choice hold what the position gives
	choice  picks      // Placing: the candidates of the roll that are choices
	markers uint16     // the markers on the board, all seats together
	blingos blingoSets // the lines that are each seat's Blingo
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

func newState(seats, supply int) *state { return &state{Seats: seats, Supply: supply} }

// The Legal answers that hold one fixed move, shared read-only.
var (
	rollOnly = []games.Move{"roll"}
	passOnly = []games.Move{"pass"}
)

// Actors lists the active seat until the game is over.
func (st *state) Actors() []games.Seat {
	if st.Phase == Over {
		return nil
	}
	return games.Only(st.Active)
}

func (st *state) isActor(s games.Seat) bool { return st.Phase != Over && s == st.Active }

// cache works out the markers on the board, each seat's Blingo lines
// and, while placing, the active seat's choices, and keeps them with the
// state. Only Apply calls it, on the state it is making.
func (st *state) cache() {
	st.markers = uint16(st.Board.markers())
	st.blingos = st.Board.masks().blingos
	st.choice = 0
	if st.Phase == Placing {
		st.choice = st.activeChoices()
	}
	st.cached = true
}

// activeChoices works out the candidates of the roll that are the active
// seat's choices. The state is cached but for the choices.
func (st *state) activeChoices() picks {
	s := st.Active
	return pickChoices(st.Board.layout(), st.Board.held(s), st.blingos.others(s), st.Dice, st.Supply)
}

// picks returns the candidates of the roll that are the active seat's
// choices; none unless placing.
func (st *state) picks() picks {
	switch {
	case st.Phase != Placing:
		return 0
	case st.cached:
		return st.choice
	}
	m := st.Board.masks()
	return pickChoices(m.lay, m.heldBy(st.Active), m.blingos.others(st.Active), st.Dice, st.Supply)
}

// choices lists the active seat's placements for the current roll, with
// their moves, in canonical order.
func (st *state) choices() ([]Choice, []games.Move) {
	if st.Phase != Placing {
		return nil, nil
	}
	p := st.picks()
	cs, ms := make([]Choice, 0, p.len()), make([]games.Move, 0, p.len())
	lay := st.Board.layout()
	moves := lay.movesOf(st.Dice)
	for i, c := range lay.candidatesOf(st.Dice) {
		if p&(1<<i) != 0 {
			cs = append(cs, Choice{Option: c.option, Squares: slices.Clone(c.targets())})
			ms = append(ms, moves[i])
		}
	}
	return cs, ms
}

// Legal lists the moves of seat s in canonical notation, sorted: "roll"
// before the roll, then every placement the roll allows, or "pass" when it
// allows none.
func (st *state) Legal(s games.Seat) []games.Move {
	if !st.isActor(s) {
		return nil
	}
	if st.Phase == Rolling {
		return rollOnly
	}
	p := st.picks()
	if p == 0 {
		return passOnly
	}
	return p.moves(st.Board.layout(), st.Dice)
}

// Result returns the markers on the board per seat; once the game is over,
// the winners: those with the most markers and, among them, the most
// Blingo lines.
func (st *state) Result() games.Result {
	res := games.Result{Over: st.Phase == Over, Scores: st.counts()}
	if !res.Over {
		return res
	}
	res.Winners = st.outcome(res.Scores).winners
	res.Summary = st.summaryText().In(locale.English)
	return res
}

// counts are the markers on the board per seat.
func (st *state) counts() []int {
	out := make([]int, st.Seats)
	for s := range out {
		out[s] = st.Board.Count(games.Seat(s))
	}
	return out
}

// outcome is how a game stands: best, the most markers a seat has;
// tied, the seats that have that many; most, the most Blingo lines among
// them; winners, those of them with that many lines.
type outcome struct {
	best, most    int
	tied, winners []games.Seat
}

// outcome returns how the game stands with scores (counts).
func (st *state) outcome(scores []int) outcome {
	o := outcome{best: slices.Max(scores)}
	for s, v := range scores {
		if v == o.best {
			o.tied = append(o.tied, games.Seat(s))
		}
	}
	lines := make([]int, st.Seats)
	for _, own := range st.Board.owners() {
		for _, s := range own.List() {
			lines[s]++
		}
	}
	for _, s := range o.tied {
		o.most = max(o.most, lines[s])
	}
	for _, s := range o.tied {
		if lines[s] == o.most {
			o.winners = append(o.winners, s)
		}
	}
	return o
}

// summaryText says who won with how many markers, and why the game
// ended, in every language: after a tie on markers, broken or shared on
// Blingo lines, with how many lines.
func (st *state) summaryText() locale.Text {
	o := st.outcome(st.counts())
	refs := make(seatsSaid, len(o.winners))
	for i, s := range o.winners {
		refs[i] = games.SeatRef(s)
	}
	markers := locale.T("board.blingo.markers", o.best)
	lines := locale.T("board.blingo.lines", o.most)
	won := locale.T("board.blingo.summary_wins", refs[0], markers)
	switch {
	case len(refs) > 1: // a tie on markers, shared on lines too
		won = locale.T("board.blingo.summary_shared", refs, markers, lines)
	case len(o.tied) > 1:
		won = locale.T("board.blingo.summary_wins_lines", refs[0], markers, lines)
	}
	return locale.T("board.blingo.summary", won, st.endText())
}

// endText says why the game ended.
func (st *state) endText() locale.Text {
	switch st.End {
	case Blackout:
		return locale.T("board.blingo.end_blackout")
	case Stuck:
		return locale.T("board.blingo.end_stuck")
	case Capped:
		return locale.T("board.blingo.end_after", st.Turn)
	case Lined:
		if st.EndLines >= 2 {
			return locale.T("board.blingo.end_lined_second")
		}
		return locale.T("board.blingo.end_lined")
	}
	return locale.T("board.blingo.end_playing")
}
