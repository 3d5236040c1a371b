package session

import (
	"context"
	"errors"
)

// ErrNotPlayer: a rematch was asked by someone who did not play the game.
var ErrNotPlayer = errors.New("only the players of that game can ask for a rematch")

// ErrNotEnded: a rematch was asked of a game that did not finish.
var ErrNotEnded = errors.New("only a finished game can be played again")

// Rematch opens a lobby in the channel of the finished match old for
// another game of it: the same game, options, bot level and clock. The
// user asking hosts it and takes seat 0; old's bot seats sit again at
// their levels; every other human of old is left to confirm with Join and
// is returned as invited. Only a human who held a seat in old may ask,
// and only once the channel has no open match.
func (mg *Manager) Rematch(ctx context.Context, old *Match, host Player) (*Match, []Player, error) {
	if old.Phase != Finished {
		return nil, nil, ErrNotEnded
	}
	var bots, invited []Player
	played := false
	for _, p := range old.Players {
		switch {
		case p.User == host.User && host.User != "":
			played = true
		case p.User != "":
			invited = append(invited, Player{User: p.User, Name: p.Name})
		default:
			bots = append(bots, botPlayer(len(bots)+1, p.Level))
		}
	}
	if !played {
		return nil, nil, ErrNotPlayer
	}
	m, err := mg.Open(ctx, OpenRequest{
		Guild: old.Guild, Channel: old.Channel, Game: old.Game, Options: old.Options,
		Host: host, Others: bots, Level: old.Level, Parent: old.Thread.Parent, Lang: old.Lang,
		Timing: Timing{TurnTime: old.TurnTime, RemindShare: old.RemindShare, RemindEvery: old.RemindEvery, MaxTimeouts: old.MaxTimeouts, OnTimeouts: old.OnTimeouts},
	})
	if err != nil {
		return nil, nil, err
	}
	return m, invited, nil
}
