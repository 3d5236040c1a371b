package session

import "context"

// AllPlayers is the user under which a DiceCounter keeps the dice of
// every seat of a guild's matches, bots and set-ups included.
const AllPlayers = "*"

// DiceCounter keeps the dice rolled in a guild's ended matches (finished,
// cancelled or abandoned), counted once per match when it is archived. A
// Store may implement it; /stats dice refuses without it.
type DiceCounter interface {
	// Dice returns the dice of a guild's matches of one game (every game
	// when game is ""), rolled by one user, or by anyone with AllPlayers.
	Dice(ctx context.Context, guild, game, user string) (DiceTally, error)
}

// DiceOf counts a match's draws: every draw under AllPlayers, and each
// draw of a move under the user who played it, or whose seat played it
// when their time ran out or played it for them at once (games.AutoMove:
// every Blingo roll). The set-up's draws and bots' moves belong to no
// user.
func DiceOf(m *Match, steps []Step) map[string]DiceTally {
	out := map[string]DiceTally{AllPlayers: {}}
	for _, s := range steps {
		if len(s.Draws) == 0 {
			continue
		}
		out[AllPlayers].Add(s.Draws)
		user := s.User
		if user == "" && s.Seat >= 0 && int(s.Seat) < len(m.Players) && (s.Timeout || ownSeat(m.Players[s.Seat])) {
			user = m.Players[s.Seat].User
		}
		if user == "" || s.Seat < 0 {
			continue
		}
		if out[user] == nil {
			out[user] = DiceTally{}
		}
		out[user].Add(s.Draws)
	}
	return out
}

// ownSeat reports whether p played their seat to the end without a bot
// ever taking it, so that a move of the seat with no user was played for
// them automatically, not by a bot.
func ownSeat(p Player) bool {
	return p.User != "" && !p.Bot && !p.Resigned && p.BotSince == 0
}
