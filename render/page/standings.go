package page

import (
	"html/template"
	"io"

	"github.com/quintetbot/quintet/games/locale"
)

// Leaderboard is the page of a server's leaderboard of one game and
// season.
type Leaderboard struct {
	Lang    locale.Lang // the language the page speaks
	Title   string
	Game    string
	Season  string // the season's label, or AllTime
	Seasons []SeasonLink
	Rows    []StandingLine
}

// SeasonLink leads to the same leaderboard in another season.
type SeasonLink struct {
	Label string
	URL   string
	Here  bool
}

// StandingLine is one player's line of a leaderboard.
type StandingLine struct {
	Rank    int
	Name    Name
	Rating  string
	Games   int
	Wins    int
	WinRate string
	Chart   template.HTML // Spark of the rating history
}

// WriteLeaderboard draws a leaderboard page into w.
func WriteLeaderboard(w io.Writer, l *Leaderboard) error { return write(w, "leaderboard", l) }

// Player is the page of one player in one server.
type Player struct {
	Lang   locale.Lang // the language the page speaks
	Title  string
	Name   string
	Games  []PlayerGame
	Recent []RecentGame
}

// PlayerGame is a player's record in one game.
type PlayerGame struct {
	Game        string
	Leaderboard string // URL of the game's leaderboard, or ""
	Rating      string
	Games, Wins int
	WinRate     string
	Average     string
	Best        int
	Chart       template.HTML // Chart of the rating history
}

// RecentGame is one of a player's last matches.
type RecentGame struct {
	When  string
	Game  string
	Place int
	Score int
	URL   string // the replay, or ""
	Why   string // why there is no replay
}

// WritePlayer draws a player page into w.
func WritePlayer(w io.Writer, p *Player) error { return write(w, "player", p) }
