package page

import (
	"html/template"
	"io"

	"github.com/quintetbot/quintet/games/locale"
)

// Replay is the page of one step of a finished match's replay.
type Replay struct {
	Lang     locale.Lang // the language the page speaks
	Title    string      // the page's title
	Game     string      // the game's title
	MatchID  string
	Finished string // when the match ended, as the page says it
	// Pruned: the moves were removed; the page shows the result only.
	Pruned bool
	// Step is the step shown, 0 (the set-up) to Last.
	Step, Last int
	Board      Board
	Links      StepLinks
	// Moves is every step, each linked to its page, the step shown
	// marked (MoveList.HTML).
	Moves   template.HTML
	Summary string // the game's one-line result
	Players []ResultLine
	Check   Check
}

// Board is the table as it stood after the step shown.
type Board struct {
	Image  string // the URL of its picture
	Alt    string // the picture's alt text
	Title  string // the game's own title of the moment ("Qwinto · roll 12")
	Status string // whose turn, or the result
	Move   string // what the step did ("Alice: write red 7")
	Dice   string // the dice the step drew, "" when none
	Scores []ScoreLine
}

// ScoreLine is one seat's score after the step shown.
type ScoreLine struct {
	Name  Name
	Score int
}

// StepLinks are the URLs of the first, previous, next and last steps;
// First and Prev are empty at the set-up, Next and Last at the end.
type StepLinks struct {
	First, Prev, Next, Last string
}

// MoveLine is one step in the list of every step (NewMoveList).
type MoveLine struct {
	URL  string
	Text string
}

// ResultLine is one seat's final result.
type ResultLine struct {
	Place int
	Name  Name
	Note  string // "(resigned)" and the like
	Score int
	Won   bool
}

// Check is the dice check of /history verify run on the match.
type Check struct {
	OK, Bad bool // passed; failed (neither: nothing to check)
	Verdict string
	Text    string
}

// WriteReplay draws a replay page into w.
func WriteReplay(w io.Writer, r *Replay) error { return write(w, "replay", r) }
