package page

// The words the pages' Go code writes; the rest are in the templates.
const (
	wordMissingTitle = "Nothing here"
	wordMissingText  = "This link leads nowhere: it was mistyped, the server renewed its links or turned its pages off, or the game is gone. Ask the bot for a new link."
	// WordFormer is the name of a deleted user.
	WordFormer = "former player"
	// WordAllTime names the leaderboard of every season together.
	WordAllTime = "All time"
	// WordUnrated stands for a rating not yet meaningful.
	WordUnrated = "–"
	// WordPruned says a recent game's moves were removed.
	WordPruned = "moves removed"
	// WordPageOff says a recent game has no replay (not finished).
	WordNoReplay = "no replay"
)
