package session

import (
	"maps"
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
	out = Record{Match: m.ID, Guild: m.Guild, Channel: m.Channel, Parent: m.Thread.Parent, Game: m.Game, At: m.Updated, Summary: res.Summary}
	places := placesOf(m.Players, res)
	rules, _ := games.Lookup(m.Game)
	measures := measure(rules, m)
	humans := 0
	for i, p := range m.Players {
		so := SeatRecord{User: p.User, Name: p.Name, Bot: p.User == "", Resigned: p.Forfeited(),
			Note: p.SeatNote(), Place: places[i], Team: teamOf(rules, len(m.Players), i), Score: res.Scores[i],
			Won: !p.Forfeited() && slices.Contains(res.Winners, games.Seat(i))}
		if i < len(measures) && len(measures[i]) > 0 {
			so.Measures = measures[i]
		}
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
			changed = append(changed, apply(prev[i], out, so, games.StatisticsOf(rules)))
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

// teamOf returns the team of a seat at a table of n: its team's index
// when the game has teams (games.Teamer), else the seat itself.
func teamOf(rules games.Rules, n, seat int) int {
	if rules == nil {
		return seat
	}
	for t, team := range games.TeamsOf(rules, n) {
		if slices.Contains(team, games.Seat(seat)) {
			return t
		}
	}
	return seat
}

// measure returns the game's own statistics of a finished match, one map
// a seat, or nil (games.Measurer).
func measure(rules games.Rules, m *Match) []map[string]int {
	if mr, ok := rules.(games.Measurer); ok {
		return mr.Measure(m.State, len(m.Players))
	}
	return nil
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

// apply adds one seat's outcome to its standing: the game's statistics
// (stats) the seat measured to their records, and the match to the games,
// wins and scores of the game's matches against others unless one of
// those statistics counts it apart (a solitaire game).
func apply(s Standing, o Record, so SeatRecord, stats []games.Statistic) Standing {
	s.Guild, s.Game, s.User, s.Name = o.Guild, o.Game, so.User, so.Name
	s.Last, s.LastMatch = o.At, o.Match
	if apart := s.measure(so.Measures, stats); apart {
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

// measure adds the values of one match to the standing's records of the
// statistics stats, keeping the best of each. It reports whether one of
// them counts the match apart.
func (s *Standing) measure(values map[string]int, stats []games.Statistic) (apart bool) {
	for _, st := range stats {
		v, ok := values[st.Name]
		if !ok || v == 0 {
			continue
		}
		s.Measures = maps.Clone(s.Measures)
		if s.Measures == nil {
			s.Measures = map[string]Measured{}
		}
		r := s.Measures[st.Name]
		if r.Best == 0 || st.Fewer && v < r.Best || !st.Fewer && v > r.Best {
			r.Best = v
		}
		r.Games++
		s.Measures[st.Name] = r
		apart = apart || st.Apart
	}
	return apart
}
