package gametest_test

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
)

// toy is a tiny dice race used to test the suite itself: on a turn the
// player either rolls a d6 and adds it to their score or banks; the first
// to 20 wins. Its flaw, when set, breaks one contract on purpose.
type toy struct{ flaw string }

type toyState struct {
	Flaw   string `json:"flaw"`
	Scores []int  `json:"scores"`
	Turn   int    `json:"turn"`
	Rolls  int    `json:"rolls"`
	Done   bool   `json:"done"`
}

func (t toy) Info() games.Info {
	return games.Info{Name: "toy", Title: "Toy", MinSeats: 1, MaxSeats: 3}
}

func (t toy) New(_ games.Options, seats int, r games.Rand) (games.State, error) {
	s := &toyState{Flaw: t.flaw, Scores: make([]int, seats)}
	if t.flaw == "random-new" {
		s.Turn = r.IntN(seats) // drawn, but not from the seeded dice alone
		s.Scores[0] = toyClock
		toyClock++
	}
	return s, nil
}

var toyClock int

func (toy) Decode(b []byte) (games.State, error) {
	var s toyState
	err := json.Unmarshal(b, &s)
	return &s, err
}

func (s *toyState) Actors() []games.Seat {
	if s.Done {
		return nil
	}
	return []games.Seat{games.Seat(s.Turn)}
}

func (s *toyState) Legal(seat games.Seat) []games.Move {
	if s.Done || int(seat) != s.Turn {
		return nil
	}
	if s.Flaw == "unsorted" {
		return []games.Move{"roll", "bank"}
	}
	return []games.Move{"bank", "roll"}
}

func (s *toyState) Apply(seat games.Seat, m games.Move, r games.Rand) (games.State, error) {
	if s.Done {
		return nil, fmt.Errorf("toy: %w: the race is over", games.ErrGameOver)
	}
	if int(seat) != s.Turn {
		return nil, fmt.Errorf("toy: %w: wait", games.ErrNotYourTurn)
	}
	m = games.Normalize(m)
	if !slices.Contains(s.Legal(seat), m) && !(s.Flaw == "lenient" && m == "zzz") {
		return nil, fmt.Errorf("toy: %w: roll or bank", games.ErrBadNotation)
	}
	next := s
	if s.Flaw != "mutates" {
		c := *s
		c.Scores = slices.Clone(s.Scores)
		next = &c
	}
	switch m {
	case "roll":
		next.Scores[seat] += games.Roll(r, 6)
		next.Rolls++
	default:
		next.Turn = (next.Turn + 1) % len(next.Scores)
	}
	if next.Scores[seat] >= 20 && s.Flaw != "endless" {
		next.Done = true
	}
	return next, nil
}

func (s *toyState) Default(seat games.Seat) games.Move {
	if len(s.Legal(seat)) == 0 {
		return ""
	}
	return "roll"
}

func (s *toyState) View(seat games.Seat) games.View {
	v := games.View{Game: "toy", Viewer: seat, Seats: len(s.Scores), Scores: s.Scores}
	if s.Flaw == "leaks" || seat == games.Seat(s.Turn) {
		v.Board = map[string]int{"secret-rolls": s.Rolls}
	}
	return v
}

// Secrets: the roller's count of rolls is theirs alone.
func (s *toyState) Secrets(seat games.Seat) []string {
	if s.Done || int(seat) != s.Turn {
		return nil
	}
	return []string{"secret-rolls"}
}

func (s *toyState) Result() games.Result {
	r := games.Result{Over: s.Done, Scores: s.Scores}
	if s.Done {
		r.Winners = []games.Seat{games.Seat(s.Turn)}
	}
	return r
}

func (s *toyState) Encode() ([]byte, error) { return json.Marshal(s) }
