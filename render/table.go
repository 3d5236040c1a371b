package render

import (
	"sync"

	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
)

// Seat is what a renderer knows of a player.
type Seat struct {
	Name string // display name
	User string // Discord user id; empty for a bot seat
	Bot  bool
	// Level is how strongly the seat's bot plays; shown in the lobby.
	Level games.Level
}

// Table is everything a renderer draws from: the view, who sits where, the
// legal moves, what just happened and the version components must carry.
type Table struct {
	View    games.View
	Version int64
	Seats   []Seat
	// Legal holds the legal moves of every actor (public board; left empty
	// for games with secrets) or of the viewer (private view).
	Legal map[games.Seat][]games.Move
	// Last says what just happened, e.g. "Alice played write red 7".
	Last string
	// UI is the renderer's own state from an ActUI or ActPrivate custom id
	// (toggles, a picked die); empty at first.
	UI string
	// Result is the outcome once the game is over.
	Result games.Result
	// Lang is the language the board is drawn in: the server's for a
	// public board, the viewer's for a private one; English when zero.
	Lang locale.Lang
}

// Say is the message key with args in the table's language.
func (t *Table) Say(key string, args ...any) string { return t.Lang.Say(key, args...) }

// Name returns the display name of a seat.
func (t *Table) Name(s games.Seat) string {
	if s < 0 || int(s) >= len(t.Seats) {
		return s.String()
	}
	return t.Seats[s].Name
}

// Mention returns a ping for a human seat ("<@id>") or the bold name of a
// bot seat.
func (t *Table) Mention(s games.Seat) string {
	if s >= 0 && int(s) < len(t.Seats) && t.Seats[s].User != "" {
		return "<@" + t.Seats[s].User + ">"
	}
	return "**" + t.Name(s) + "**"
}

// Status returns the view's status line in the table's language with
// seats as names.
func (t *Table) Status() string { return games.ExpandSeats(t.View.StatusIn(t.Lang), t.Name) }

// MentionStatus returns the status line with human seats mentioned.
func (t *Table) MentionStatus() string {
	return games.ExpandSeats(t.View.StatusIn(t.Lang), t.Mention)
}

// Pinged returns the user ids of the actors, who the board may ping.
func (t *Table) Pinged() []string {
	var ids []string
	for _, s := range t.View.Actors {
		if int(s) < len(t.Seats) && t.Seats[s].User != "" {
			ids = append(ids, t.Seats[s].User)
		}
	}
	return ids
}

// Renderer draws one game.
type Renderer interface {
	// Board returns the public board message with the controls of the
	// actors; a finished game's board shows the final result.
	Board(t *Table) *Message
	// Private returns the viewer's own view (t.View.Viewer) with the
	// controls for their legal moves, sent ephemerally.
	Private(t *Table) *Message
}

var (
	renderersMu sync.RWMutex
	renderers   = map[string]Renderer{}
)

// Register sets the renderer of a game, from the renderer package's init.
// It panics when the game has a renderer already, which is a programming
// error, as games.Register does for a game.
func Register(game string, r Renderer) {
	renderersMu.Lock()
	defer renderersMu.Unlock()
	if _, dup := renderers[game]; dup {
		panic("render: Register called twice for " + game)
	}
	renderers[game] = r
}

// Replace sets the renderer of a game, whether or not it has one, and
// returns the one it had (nil for none); a nil r removes it. It is for a
// test or benchmark that draws a game another way for a while, then puts
// back what Replace returned.
func Replace(game string, r Renderer) (previous Renderer) {
	renderersMu.Lock()
	defer renderersMu.Unlock()
	previous = renderers[game]
	if r == nil {
		delete(renderers, game)
	} else {
		renderers[game] = r
	}
	return previous
}

// For returns the renderer of a game, or the generic renderer.
func For(game string) Renderer {
	renderersMu.RLock()
	defer renderersMu.RUnlock()
	if r, ok := renderers[game]; ok {
		return r
	}
	return Generic{}
}
