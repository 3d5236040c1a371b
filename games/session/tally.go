package session

import (
	"encoding/json"
	"slices"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/rating"
)

// Counts reports whether a match enters the statistics: it finished with
// a result. Cancelled and abandoned matches do not.
func (m *Match) Counts() bool {
	return m.Phase == Finished && m.Result != nil && m.Result.Over && len(m.Result.Scores) == len(m.Players)
}

// Tally computes what a finished match changes: its Record and the new
// Standings of its human players. current returns a player's standing
// before the match (the zero Standing for a newcomer). A human seat is one
// a user sat in: a player who resigned, or whose seat a bot took over
// after timeouts, still counts as having resigned at that moment: placed
// below everyone who played on, never a winner, rated as a team of their
// own (a partner keeps the team's result), so neither leaving nor going
// silent dodges a loss or gains from a bot's moves. A match is rated when
// it counts, has no bot seat from the start and at least two humans; the
// rating then follows the places, teams rated as teams. ok is false for
// a match that does not count.
//
// A match abandoned after timeouts does not count either, but has a
// Record for /history: marked Abandoned, its Summary naming who timed out
// how often, with no places, scores or ratings, and no standing changed.
func Tally(m *Match, current func(user string) Standing) (out Record, changed []Standing, ok bool) {
	if m.Phase == Cancelled && m.Abandoned {
		return abandonedRecord(m), nil, true
	}
	if !m.Counts() {
		return Record{}, nil, false
	}
	res := FairResult(m, *m.Result)
	out = Record{Match: m.ID, Guild: m.Guild, Channel: m.Channel, Game: m.Game, At: m.Updated, Summary: res.Summary}
	places := placesOf(m.Players, res)
	rounds := solitaireRounds(m)
	humans := 0
	for i, p := range m.Players {
		so := SeatRecord{User: p.User, Name: p.Name, Bot: p.User == "", Resigned: p.Forfeited(),
			Note: p.SeatNote(), Place: places[i], Team: teamOf(m.Game, i), Score: res.Scores[i],
			Won: !p.Forfeited() && slices.Contains(res.Winners, games.Seat(i)), Rounds: rounds}
		if !so.Bot {
			humans++
		}
		out.Seats = append(out.Seats, so)
	}
	out.Rated = humans >= 2 && humans == len(m.Players)
	prev := make([]Standing, len(out.Seats))
	for i, so := range out.Seats {
		if !so.Bot {
			prev[i] = current(so.User)
		}
	}
	if out.Rated {
		rateSeats(out.Seats, prev)
	}
	for i, so := range out.Seats {
		if !so.Bot {
			changed = append(changed, apply(prev[i], out, so))
		}
	}
	return out, changed, true
}

// placesOf ranks the seats of a result: every seat that played on above
// every forfeited one, then winners first, then by score. Equal keys
// share a place.
func placesOf(players []Player, res games.Result) []int {
	keys := make([]int, len(players))
	for i, p := range players {
		k := 0
		if !p.Forfeited() {
			k += 4 << 40
		}
		if slices.Contains(res.Winners, games.Seat(i)) {
			k += 2 << 40
		}
		keys[i] = k + res.Scores[i]
	}
	return rating.Places(keys)
}

// teamOf returns the team of a seat: Quinientos is played by two fixed
// partnerships (seats 0 and 2 against 1 and 3); in every other game a
// seat is its own team.
func teamOf(game string, seat int) int {
	if game == "quinientos" {
		return seat % 2
	}
	return seat
}

// solitaireRounds returns the rounds a finished solitaire Cinq-O game
// took, read from its state; 0 for any other match.
func solitaireRounds(m *Match) int {
	if m.Game != "cinqo" || len(m.Players) != 1 {
		return 0
	}
	var st struct {
		Mode  string `json:"mode"`
		Phase string `json:"phase"`
		Round int    `json:"round"`
	}
	if json.Unmarshal(m.State, &st) != nil || st.Mode != "solitaire" || st.Phase != "over" {
		return 0
	}
	return st.Round
}

// rateSeats sets Before and After of every seat from prev. A resigned
// seat is rated on its own, at its own place, apart from its team.
func rateSeats(seats []SeatRecord, prev []Standing) {
	var teams [][]rating.Rating
	var ranks []int
	index := map[int]int{} // team id -> position in teams
	where := make([][2]int, len(seats))
	for i, so := range seats {
		r := prev[i].Rating
		if prev[i].Rated == 0 || !r.Valid() {
			r = rating.New()
		}
		seats[i].Before = &r
		team := so.Team
		if so.Resigned {
			team = -1 - i
		}
		t, ok := index[team]
		if !ok {
			t = len(teams)
			index[team] = t
			teams = append(teams, nil)
			ranks = append(ranks, so.Place)
		}
		ranks[t] = min(ranks[t], so.Place)
		where[i] = [2]int{t, len(teams[t])}
		teams[t] = append(teams[t], r)
	}
	after, err := rating.Default.Rate(teams, ranks)
	if err != nil {
		for i := range seats {
			seats[i].Before = nil
		}
		return
	}
	for i := range seats {
		r := after[where[i][0]][where[i][1]]
		seats[i].After = &r
	}
}

// apply adds one seat's outcome to its standing. A solitaire game counts
// in its own table only (Solitaire and BestRounds), not in the games,
// wins and scores of the game's matches against others.
func apply(s Standing, o Record, so SeatRecord) Standing {
	s.Guild, s.Game, s.User, s.Name = o.Guild, o.Game, so.User, so.Name
	s.Last, s.LastMatch = o.At, o.Match
	if so.Rounds > 0 {
		// Solitaire keeps its own table: the fewest rounds.
		s.Solitaire++
		if s.BestRounds == 0 || so.Rounds < s.BestRounds {
			s.BestRounds = so.Rounds
		}
		return s
	}
	if s.Games == 0 {
		s.BestScore = so.Score
	}
	s.Games++
	if so.Won {
		s.Wins++
	}
	s.ScoreSum += so.Score
	s.BestScore = max(s.BestScore, so.Score)
	if so.After != nil {
		s.Rated++
		s.Rating = *so.After
		s.Trend = append(s.Trend, so.After.Ordinal())
		if len(s.Trend) > TrendLength {
			s.Trend = slices.Clone(s.Trend[len(s.Trend)-TrendLength:])
		}
	}
	return s
}
