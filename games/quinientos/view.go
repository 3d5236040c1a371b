package quinientos

import (
	"encoding/json"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// BoardView is the Quinientos board a renderer draws: View.Board holds one.
// Everyone sees the layout, the tile counts, the scores and the finished
// rounds with their hands revealed; only the viewer's own view holds Hand.
// Its Recent may be shared with the state: read it, never change it.
type BoardView struct {
	Round  int        `json:"round"`  // the round in play, 1-based
	Leader games.Seat `json:"leader"` // the seat that leads this round
	Turn   games.Seat `json:"turn"`   // the seat to play; -1 once the game is over
	Layout Layout     `json:"layout"` // the line, left to right; doubles crosswise
	// Ends are the open end values, left then right; empty before the lead.
	Ends   []int      `json:"ends"`
	Counts [Seats]int `json:"counts"` // tiles in each seat's hand
	Teams  [2]int     `json:"teams"`  // team scores: TeamA (seats 0, 2), TeamB (1, 3)
	Target int        `json:"target"` // the score that wins: 500
	// Hand is the viewer's own hand, heaviest first; empty in every other
	// view. Its JSON key "hand" occurs in no other field.
	Hand   Hand    `json:"hand,omitempty"`
	Recent []Event `json:"recent"` // what the last move did, passes and deal included
	Rounds []Round `json:"rounds"` // finished rounds with their scores; the last one with its hands revealed
	Over   bool    `json:"over"`
	Winner Team    `json:"winner"` // NoTeam until the game is over
}

// Last returns the last finished round, and false before the first one ends.
func (b BoardView) Last() (Round, bool) {
	if len(b.Rounds) == 0 {
		return Round{}, false
	}
	return b.Rounds[len(b.Rounds)-1], true
}

// Board returns the board as seat s sees it; Spectator sees no hand.
func (st *state) Board(s games.Seat) BoardView {
	b := BoardView{
		Round: st.Round(), Leader: st.Leader(), Turn: st.Turn(), Layout: st.layout(),
		Teams: st.Scores, Target: Target, Recent: st.recent(), Rounds: st.past.rounds(),
		Over: st.Over, Winner: st.Winner(),
	}
	if left, right, ok := st.line.ends(); ok {
		b.Ends = []int{left, right}
	}
	for p, h := range st.hands {
		b.Counts[p] = h.len()
	}
	if st.Over {
		b.Turn = -1
	}
	if s >= 0 && s < Seats && !st.Over {
		b.Hand = st.hand(s)
	}
	return b
}

// View returns what seat s may see: its own hand and the public board.
// Its title stays English; a renderer says it with Title.
func (st *state) View(s games.Seat) games.View {
	b := st.Board(s)
	status := st.status()
	return games.View{
		Game:       Name,
		Viewer:     s,
		Seats:      Seats,
		Title:      Title(st.Round()).In(locale.English),
		TitleText:  Title(st.Round()),
		Status:     status.In(locale.English),
		StatusText: status,
		Actors:     st.Actors(),
		Scores:     st.Result().Scores,
		Private:    len(b.Hand) > 0,
		Board:      b,
	}
}

// Title is a board's title in round n: "Quinientos · round 2".
func Title(n int) locale.Text { return locale.T("quinientos.title", n) }

// Secrets returns the token of seat s's hand as it appears in the JSON of
// its own view only: `"hand":["6-5","4-4",...]`. Once the game is over the
// last hands are revealed and nothing is secret.
func (st *state) Secrets(s games.Seat) []string {
	if st.Over || s < 0 || s >= Seats || st.hands[s] == 0 {
		return nil
	}
	b, err := json.Marshal(st.hand(s))
	if err != nil {
		return nil
	}
	return []string{`"hand":` + string(b)}
}

// status is the one-line state of play, seats as games.SeatRef among
// its arguments.
func (st *state) status() locale.Text {
	switch left, right, ok := st.line.ends(); {
	case st.Over:
		w := st.Winner()
		if w == NoTeam {
			return locale.Plain(st.Result().Summary)
		}
		return locale.T("quinientos.status.won", w.Refs(), st.Scores[w], st.Scores[w.Other()])
	case !ok && st.Round() == 1:
		return locale.T("quinientos.status.lead_first", games.SeatRef(st.Turn()))
	case !ok:
		return locale.T("quinientos.status.lead", games.SeatRef(st.Turn()), st.Round())
	case left == right:
		return locale.T("quinientos.status.play_one", games.SeatRef(st.Turn()), left)
	default:
		return locale.T("quinientos.status.play_two", games.SeatRef(st.Turn()), left, right)
	}
}

// Halted implements games.Halted: the board with no seat to play.
func (b BoardView) Halted() any {
	b.Turn = games.Spectator
	return b
}
