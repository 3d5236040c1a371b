package games

// Rules describes one game and creates or decodes its states.
type Rules interface {
	// Info describes the game: name, seat range, options, help text.
	Info() Info
	// New deals a new game for seats players (Info().MinSeats..MaxSeats)
	// with the given options. Set-up dice come from r.
	New(opts Options, seats int, r Rand) (State, error)
	// Decode restores a state written by State.Encode.
	Decode(data []byte) (State, error)
}

// Info is what the bot needs to know of a game without playing it.
type Info struct {
	Name     string   // lower-case command name: "qwinto"
	Title    string   // display name: "Qwinto"
	MinSeats int      // fewest players
	MaxSeats int      // most players
	Options  []Option // match options offered by /play
	Summary  string   // one line for command descriptions (at most 100 chars)
	Help     string   // the rules and the move notation, markdown, for /rules
	// Dice says which draws the game makes and in what order (a roll of
	// n faces is one IntN(n)), for /rules dice.
	Dice string
	// Draws names the game's draws on its boards, capitalised: "Dice"
	// when empty; "Deal" for a game whose draws deal tiles.
	Draws string
	// Undo says, in one sentence for /rules, which moves of the game
	// /game undo can take back and until when, as the session's rule
	// (nothing hidden shown since, see games.Revealer) meets its turns.
	Undo string
}

// State is one position of a game. States are values: Apply returns a new
// State and never changes its receiver, so a State may be shared freely.
//
// The slices that Actors and Legal return are read-only: a caller must not
// change their elements, and an engine may hand the same slice (a table
// built once, or one cached with the state) to every caller.
type State interface {
	// Actors lists, in ascending order, the seats that may move now (in some
	// games several at once). It is empty when the game is over.
	Actors() []Seat
	// Legal lists every legal move of seat s, sorted, in canonical notation;
	// empty when s may not move. Each listed move applies without error.
	Legal(s Seat) []Move
	// Apply plays move m for seat s, drawing any dice from r. It returns
	// an error wrapping ErrIllegalMove, ErrNotYourTurn, ErrGameOver or
	// ErrBadNotation, with a reason a player can read, when the move is not
	// accepted; the receiver is unchanged either way.
	Apply(s Seat, m Move, r Rand) (State, error)
	// Default returns the move the default policy would play for seat s:
	// always one of Legal(s). Bots and turn timeouts play it. It returns ""
	// when s may not move.
	Default(s Seat) Move
	// View returns what seat s may see; Spectator gets the public view.
	View(s Seat) View
	// Result tells whether the game is over, the scores and the winners.
	Result() Result
	// Encode serializes the whole state; Rules.Decode restores it.
	Encode() ([]byte, error)
}

// Result is the outcome of a game so far.
type Result struct {
	Over    bool   // the game has ended
	Scores  []int  // one per seat (or per team, mapped to each seat)
	Winners []Seat // ascending; several on a shared win; empty until Over
	Summary string // one line, e.g. "Alice wins with 61 points"; names as seats
}
