package session

import (
	"context"
	"time"

	"github.com/quintetbot/quintet/games/rating"
)

// Stats keeps per-server statistics and ratings of finished matches. A
// Store may implement it; the commands that need it refuse without it.
// A Store that implements it records a match's Record in the same
// transaction that archives the match, once per match id.
type Stats interface {
	// Standings returns every player's record of one game in a guild, in
	// no particular order.
	Standings(ctx context.Context, guild, game string) ([]Standing, error)
	// PlayerStats returns a player's records in a guild, one per game
	// played, in no particular order.
	PlayerStats(ctx context.Context, guild, user string) ([]Standing, error)
	// Records returns up to limit recorded matches of a guild, newest
	// first: those of one channel (and of the threads of it, by their
	// Parent), or of one user when user is set.
	Records(ctx context.Context, guild, channel, user string, limit int) ([]Record, error)
}

// Standing is one player's record in one game of one guild.
type Standing struct {
	Guild string `json:"guild"`
	Game  string `json:"game"`
	User  string `json:"user"`
	Name  string `json:"name"` // display name at the last match
	// Games and Wins count the matches against others.
	Games int `json:"games"`
	Wins  int `json:"wins"`
	// ScoreSum and BestScore are over those matches.
	ScoreSum  int `json:"score_sum"`
	BestScore int `json:"best_score"`
	// Rated counts the rated matches; Rating is meaningful once it is
	// positive.
	Rated  int           `json:"rated,omitempty"`
	Rating rating.Rating `json:"rating"`
	// Trend holds the ordinal after each of the last TrendLength rated
	// matches, oldest first.
	Trend []float64 `json:"trend,omitempty"`
	// Measures holds the player's record of each statistic of the game's
	// own (games.Statistic), by name; a match counted apart (a solitaire
	// game) counts there only.
	Measures  map[string]Measured `json:"measures,omitempty"`
	Last      time.Time           `json:"last"`
	LastMatch string              `json:"last_match,omitempty"`
}

// Measured is a player's record of one statistic: how many matches
// measured it and the best value one did.
type Measured struct {
	Games int `json:"games"`
	Best  int `json:"best"`
}

// TrendLength is how many rating values a Standing keeps for its
// sparkline.
const TrendLength = 30

// WinRate returns wins per game, 0 without games.
func (s Standing) WinRate() float64 {
	if s.Games == 0 {
		return 0
	}
	return float64(s.Wins) / float64(s.Games)
}

// AverageScore returns the mean score, 0 without games.
func (s Standing) AverageScore() float64 {
	if s.Games == 0 {
		return 0
	}
	return float64(s.ScoreSum) / float64(s.Games)
}

// Record is what a finished match recorded.
type Record struct {
	Match   string `json:"match"`
	Guild   string `json:"guild"`
	Channel string `json:"channel"`
	// Parent is the channel of the thread the match was played in (see
	// ThreadInfo), so that the channel's /history lists it: "" for a match
	// played in its own channel, UnknownParent for a record kept from
	// before parents were recorded whose match is no longer at hand.
	Parent  string       `json:"parent,omitempty"`
	Game    string       `json:"game"`
	At      time.Time    `json:"at"`
	Rated   bool         `json:"rated,omitempty"`
	Seats   []SeatRecord `json:"seats"`
	Summary string       `json:"summary,omitempty"` // the game's one-line result, seats as games.SeatRef
	// Abandoned: the match was abandoned after timeouts; it has seats and
	// a Summary only, and changed no standing.
	Abandoned bool `json:"abandoned,omitempty"`
}

// SeatRecord is one seat's result in a match.
type SeatRecord struct {
	User string `json:"user,omitempty"` // empty for a bot
	Name string `json:"name"`
	Bot  bool   `json:"bot,omitempty"` // a bot seat from the start
	// Resigned: the player resigned, or a bot took the seat over after
	// timeouts; Note says which (see Player.SeatNote).
	Resigned bool   `json:"resigned,omitempty"`
	Note     string `json:"note,omitempty"`
	Place    int    `json:"place"` // 1 for the winners; equal for a tie
	Team     int    `json:"team"`  // seats of one team share it; the seat otherwise
	Score    int    `json:"score"`
	Won      bool   `json:"won,omitempty"`
	// Measures are the game's own statistics of the seat, by name
	// (games.Measurer); nil when the match measured none.
	Measures map[string]int `json:"measures,omitempty"`
	// Before and After are the rating around a rated match.
	Before *rating.Rating `json:"before,omitempty"`
	After  *rating.Rating `json:"after,omitempty"`
}
