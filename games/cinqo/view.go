package cinqo

import (
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// BoardView is the Cinq-O board a renderer draws: View.Board holds one.
// Cinq-O has no secrets, so every seat sees the same board.
type BoardView struct {
	Mode    Mode         `json:"mode"`
	Rounds  int          `json:"rounds,omitempty"` // rounds to play in Rounds mode
	Target  int          `json:"target"`           // total that ends a race or solitaire game
	Round   int          `json:"round"`            // the current round, from 1
	Phase   Phase        `json:"phase"`
	Active  games.Seat   `json:"active"`          // the seat whose turn it is; -1 once Halted
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
	// SummaryText is Summary in every language; zero while the game is
	// not over.
	SummaryText locale.Text `json:"-"`
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
		b.Winners, b.Summary, b.SummaryText = res.Winners, res.Summary, st.summary()
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
		Title:      b.title(),
		TitleText:  titleText{b.Mode, b.Round, b.Rounds, b.Target},
		Status:     status.In(locale.English),
		StatusText: status,
		Actors:     st.Actors(),
		Scores:     st.Result().Scores,
		Board:      b,
	}
	if n := st.Rack.Len() + st.Bank.Len() + st.Roll.Len() + 1; n > 1 || st.HiLo.Valid() {
		v.Dice = make([]games.Die, 0, n)
	}
	v.Dice = appendDieViews(v.Dice, "rack", st.Rack, true)
	v.Dice = appendDieViews(v.Dice, "bank", st.Bank, true)
	v.Dice = appendDieViews(v.Dice, "roll", st.Roll, false)
	if st.HiLo.Valid() {
		v.Dice = append(v.Dice, games.Die{Label: "hi/lo", Faces: 6, Value: int(st.HiLo), Text: st.HiLo.String(), Held: st.Boxed})
	}
	return v
}

// appendDieViews appends a die labelled label per die of d to out, faces
// ascending.
func appendDieViews(out []games.Die, label string, d Dice, held bool) []games.Die {
	for i, c := range d {
		for range c {
			out = append(out, games.Die{Label: label, Faces: Faces, Value: i + 1, Held: held})
		}
	}
	return out
}

// title names the game, the mode and the round: "Cinq-O · round 3 of 5".
func (b BoardView) title() string { return b.TitleIn(locale.English) }

// TitleIn is the title in l.
func (b BoardView) TitleIn(l locale.Lang) string {
	return titleText{b.Mode, b.Round, b.Rounds, b.Target}.SayIn(l)
}

// titleText is a board's title, to be said in any language: its mode,
// round, rounds to play and target.
type titleText struct {
	mode                  Mode
	round, rounds, target int
}

// SayIn implements locale.Sayer.
func (t titleText) SayIn(l locale.Lang) string {
	switch t.mode {
	case Rounds:
		return l.Say("board.cinqo.title_rounds", t.round, t.rounds)
	case Solitaire:
		return l.Say("board.cinqo.title_solitaire", t.round)
	}
	return l.Say("board.cinqo.title_race", t.target, t.round)
}

// status is the one-line state of play in English, seats written with
// games.SeatRef.
func (st *state) status() string { return st.statusText().In(locale.English) }

// statusText is the one-line state of play, seats written with
// games.SeatRef among its arguments.
func (st *state) statusText() locale.Text {
	who := games.SeatRef(games.Seat(st.Active))
	switch {
	case st.Phase == Over:
		return st.summary()
	case st.Phase == Placing && st.Boxed:
		return locale.T("board.cinqo.status_rolled_boxed", who, st.Roll.String(), st.HiLo)
	case st.Phase == Placing:
		return locale.T("board.cinqo.status_rolled", who, st.Roll.String(), st.HiLo)
	case st.Extra && st.Rolls == 0:
		return locale.T("board.cinqo.status_five", who)
	case st.Rolls == 0 && st.Last.turn() != nil:
		last := st.Last.turn()
		return locale.T("board.cinqo.status_scored", games.SeatRef(last.Seat), last.Score.Points, who)
	case st.Rolls == 0:
		return locale.T("board.cinqo.status_to_roll", who)
	}
	return locale.T("board.cinqo.status_to_roll_dice", who, st.free(), int(st.Rolls)+1, MaxRolls)
}

// WithResult implements games.Rejudged: the board with r's winners and
// summary on its Result line and marks.
func (b BoardView) WithResult(r games.Result) any {
	if r.Summary != b.Summary {
		b.SummaryText = locale.Plain(r.Summary)
	}
	b.Winners, b.Summary = r.Winners, r.Summary
	return b
}

// Halted implements games.Halted: the board with no seat on turn.
func (b BoardView) Halted() any {
	b.Active = games.Spectator
	return b
}
