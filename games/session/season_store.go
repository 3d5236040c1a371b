package session

import (
	"context"
	"time"
)

// SeasonConfig is a server's seasons: when they run, where their ends are
// announced, and how far the announcements have got.
type SeasonConfig struct {
	Plan SeasonPlan `json:"plan,omitempty"`
	// Channel hears of each season's end; empty: no announcement.
	Channel string `json:"channel,omitempty"`
	// Announced is the end of the last season whose end was handled
	// (announced, or passed with no channel to announce it in).
	Announced time.Time `json:"announced,omitempty"`
}

// Due returns the end of the next season whose end is still to be
// handled; zero when none will end.
func (c SeasonConfig) Due() time.Time { return c.Plan.NextEnd(c.Announced) }

// SeasonDue is a server whose season end fell due.
type SeasonDue struct {
	Guild string
	At    time.Time
}

// Seasons keeps the servers' season settings and each season's own
// standings, which a Store that implements it tallies in the transaction
// that archives a match, in the season the match finished in (see
// SeasonPlan.At), rated from scratch each season. A Store may implement
// it; the commands that need it refuse without it.
type Seasons interface {
	// SeasonConfig returns a server's seasons (zero when never set).
	SeasonConfig(ctx context.Context, guild string) (SeasonConfig, error)
	// UpdateSeasons applies f to a server's seasons in one transaction
	// and keeps the index of season ends (SeasonsDue) with it; an error
	// from f changes nothing.
	UpdateSeasons(ctx context.Context, guild string, f func(*SeasonConfig) error) error
	// SeasonStandings returns every player's standing in one game and
	// season (Season.Key) of a server, in no particular order.
	SeasonStandings(ctx context.Context, guild, season, game string) ([]Standing, error)
	// SeasonGames returns the games played in a season of a server,
	// sorted.
	SeasonGames(ctx context.Context, guild, season string) ([]string, error)
	// SeasonsDue returns up to limit servers whose next season end to
	// handle is no later than until, earliest first.
	SeasonsDue(ctx context.Context, until time.Time, limit int) ([]SeasonDue, error)
}
