package games

import "fmt"

// Level is how strongly a bot plays. The zero value is Normal, so a match
// stored before levels existed keeps its bots as they were.
type Level uint8

// The bot levels a match may choose.
const (
	// Normal plays the engine's default policy (State.Default).
	Normal Level = iota
	// Easy plays legal, plausible moves with deliberate mistakes.
	Easy
	// Hard searches, within a budget of 100 ms of one core a decision.
	Hard
)

// Levels lists every level, weakest first.
var Levels = []Level{Easy, Normal, Hard}

// String returns the level's option value: "easy", "normal" or "hard".
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Normal:
		return "normal"
	case Hard:
		return "hard"
	}
	return fmt.Sprintf("level(%d)", uint8(l))
}

// ParseLevel reads a level's option value.
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels {
		if l.String() == s {
			return l, nil
		}
	}
	return Normal, fmt.Errorf("games: %w: level %q is not easy, normal or hard", ErrBadNotation, s)
}

// Bot chooses moves for a seat.
//
// Move returns one of st.Legal(s) (never "" while s may move). It decides
// from what seat s may see: an engine whose states hold secrets hands its
// bots only a state in which everything hidden from s is redrawn (see
// Observer), so no bot can read another seat's hand. Every chance a bot
// imagines while it thinks is drawn from r, the bot's own generator, never
// from the match's, so no bot can see or consume the match's future dice.
// For a given st, s and sequence of values from r, Move is deterministic.
type Bot interface {
	Move(st State, s Seat, r Rand) Move
}

// BotFunc adapts a function to Bot.
type BotFunc func(st State, s Seat, r Rand) Move

// Move calls f.
func (f BotFunc) Move(st State, s Seat, r Rand) Move { return f(st, s, r) }

// BotMaker is implemented by Rules that offer bots of their own at some
// levels. Bot returns nil for a level the game does not implement itself.
type BotMaker interface {
	Bot(l Level) Bot
}

// Observer is implemented by states that hold information hidden from some
// seats. Observe returns a state that seat s could not tell apart from st:
// everything s can see is kept, everything hidden from s is redrawn from r
// consistently with what s has seen. Bots of such games search only states
// returned by Observe.
type Observer interface {
	Observe(s Seat, r Rand) State
}

// defaultBot plays State.Default.
var defaultBot = BotFunc(func(st State, s Seat, _ Rand) Move { return st.Default(s) })

// BotFor returns the bot that plays level l of the game: the game's own
// when it offers one, otherwise the default policy.
func BotFor(rules Rules, l Level) Bot {
	if bm, ok := rules.(BotMaker); ok {
		if b := bm.Bot(l); b != nil {
			return b
		}
	}
	return defaultBot
}
