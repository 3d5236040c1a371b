// Package sixthgame is a sixth game, Relay, for tests only: importing it
// registers the game and its renderer. Two teams take turns stepping 1
// to 3 points towards 10, and the game keeps a statistic of its own,
// each seat's longest step. Its tests play Relay through the commands'
// router, the board's life, bbolt, the fake Discord and the console, so
// they prove that a game no shared code names is served like the five.
package sixthgame

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// Name is the sixth game's registry name.
const Name = relayName

// Colour is the colour its renderer declares.
const Colour = relayColour

// relayName is the sixth game's registry name.
const relayName = "relay"

// relayGoal is the points a team needs to win.
const relayGoal = 10

// relayColour is the colour its renderer declares.
const relayColour = 0x123456

func init() {
	games.Register(relay{})
	render.Register(relayName, relayRenderer{})
}

// relay is the sixth game's Rules.
type relay struct{}

func (relay) Info() games.Info {
	return games.Info{Name: relayName, Title: "Relay", MinSeats: 2, MaxSeats: 4,
		Summary: "Two teams take turns stepping towards 10",
		Help:    "**Relay** (2 to 4 players, two teams): on your turn play `step 1`, `step 2` or `step 3`; the team that reaches 10 wins.",
		Dice:    "Relay rolls no dice."}
}

// Teams implements games.Teamer: even seats against odd seats.
func (relay) Teams(seats int) [][]games.Seat {
	teams := [][]games.Seat{nil, nil}
	for s := range seats {
		teams[s%2] = append(teams[s%2], games.Seat(s))
	}
	return teams
}

// Statistics implements games.Measurer: the longest step a seat took.
func (relay) Statistics() []games.Statistic {
	return []games.Statistic{{Name: "longest", Label: "Longest", Choice: "Longest step",
		Note: "The longest step taken in Relay.", Table: "Longest step in", Unit: "point"}}
}

// Measure implements games.Measurer.
func (relay) Measure(state []byte, seats int) []map[string]int {
	var st relayState
	if json.Unmarshal(state, &st) != nil || !st.Over || len(st.Longest) != seats {
		return nil
	}
	out := make([]map[string]int, seats)
	for i, l := range st.Longest {
		if l > 0 {
			out[i] = map[string]int{"longest": l}
		}
	}
	return out
}

func (relay) New(_ games.Options, seats int, _ games.Rand) (games.State, error) {
	return relayState{Longest: make([]int, seats)}, nil
}

func (relay) Decode(data []byte) (games.State, error) {
	var st relayState
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("relay: decode: %w", err)
	}
	return st, nil
}

// relayState is a position of Relay.
type relayState struct {
	Turn    games.Seat `json:"turn"`
	Team    [2]int     `json:"team"`    // points of the even and the odd seats
	Longest []int      `json:"longest"` // each seat's longest step
	Over    bool       `json:"over"`
}

func (st relayState) Actors() []games.Seat {
	if st.Over {
		return nil
	}
	return []games.Seat{st.Turn}
}

func (st relayState) Legal(s games.Seat) []games.Move {
	if st.Over || s != st.Turn {
		return nil
	}
	return []games.Move{"step 1", "step 2", "step 3"}
}

func (st relayState) Apply(s games.Seat, m games.Move, _ games.Rand) (games.State, error) {
	switch {
	case st.Over:
		return nil, fmt.Errorf("relay: %w", games.ErrGameOver)
	case s != st.Turn:
		return nil, fmt.Errorf("relay: %w", games.ErrNotYourTurn)
	case !slices.Contains(st.Legal(s), m):
		return nil, fmt.Errorf("relay: %w: step 1, 2 or 3", games.ErrBadNotation)
	}
	n := int(m[len(m)-1] - '0')
	st.Longest = slices.Clone(st.Longest)
	st.Longest[s] = max(st.Longest[s], n)
	st.Team[s%2] += n
	if st.Team[s%2] >= relayGoal {
		st.Over = true
		return st, nil
	}
	st.Turn = (s + 1) % games.Seat(len(st.Longest))
	return st, nil
}

func (st relayState) Default(s games.Seat) games.Move {
	if l := st.Legal(s); len(l) > 0 {
		return l[0]
	}
	return ""
}

func (st relayState) View(s games.Seat) games.View {
	res := st.Result()
	return games.View{Game: relayName, Viewer: s, Seats: len(st.Longest), Title: "Relay",
		Status: fmt.Sprintf("%s to step", games.SeatRef(st.Turn)), Actors: st.Actors(), Scores: res.Scores}
}

func (st relayState) Result() games.Result {
	r := games.Result{Over: st.Over}
	for i := range st.Longest {
		r.Scores = append(r.Scores, st.Team[i%2])
		if st.Over && st.Team[i%2] >= relayGoal {
			r.Winners = append(r.Winners, games.Seat(i))
		}
	}
	if st.Over {
		r.Summary = "the " + []string{"even", "odd"}[r.Winners[0]%2] + " seats win"
	}
	return r
}

func (st relayState) Encode() ([]byte, error) { return json.Marshal(st) }

// relayRenderer is Relay's renderer: the generic board in its own colour.
type relayRenderer struct{ render.Generic }

// Colour implements render.Colourer.
func (relayRenderer) Colour() int { return relayColour }
