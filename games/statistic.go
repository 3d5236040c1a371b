package games

// Statistic is a number a game measures of a seat in a finished match
// beyond its score and place, such as the rounds a solitaire game took.
// The statistics keep, per player, how many matches measured it and the
// best value; /stats shows it and /leaderboard ranks by it, under Name.
type Statistic struct {
	// Name is its key in records and its /leaderboard metric: one lower
	// case word, none of the metrics every game has (rating, wins,
	// winrate, best, games), which would hide it.
	Name string
	// Label heads the leaderboard's value column: "Rounds".
	Label string
	// Choice is how /leaderboard offers it: "Solitaire: fewest rounds".
	Choice string
	// Note is the leaderboard's footnote, saying what is ranked.
	Note string
	// Table names the player's record of it on /stats: with "Solitaire",
	// "Solitaire Cinq-O: 3 games, best 7 rounds".
	Table string
	// Unit is what a value counts, singular: "round".
	Unit string
	// Fewer: a lower value is better.
	Fewer bool
	// Apart: a match that measures it counts in this statistic's own
	// table only, not in the game's games, wins, scores and ratings (a
	// solitaire game is not a game against others).
	Apart bool
}

// Measurer is implemented by the Rules of a game with statistics of its
// own.
type Measurer interface {
	// Statistics declares the game's statistics, in the order
	// /leaderboard offers them.
	Statistics() []Statistic
	// Measure reads the statistics of a finished match of seats players
	// from its encoded state (as State.Encode wrote it, so that a tally
	// need not decode the whole state): for each seat, the value of each
	// statistic measured, by Name. A statistic not measured is absent;
	// nil when the match measured none.
	Measure(state []byte, seats int) []map[string]int
}

// StatisticsOf returns the statistics a game declares; nil for none.
func StatisticsOf(r Rules) []Statistic {
	if m, ok := r.(Measurer); ok {
		return m.Statistics()
	}
	return nil
}

// StatisticOf returns the statistic of a game by name.
func StatisticOf(r Rules, name string) (Statistic, bool) {
	for _, s := range StatisticsOf(r) {
		if s.Name == name {
			return s, true
		}
	}
	return Statistic{}, false
}
