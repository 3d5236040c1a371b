package commands

import (
	"context"
	"slices"

	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/session"
)

// votedIn returns the open matches in play where user asked for or
// agreed to a clock change still open, as they stand before the user's
// data is deleted (Manager.Forget drops or thins that request); nil when
// none, or when they cannot be read.
func (a *App) votedIn(ctx context.Context, user string) []*session.Match {
	open, err := a.matches.OpenMatches(ctx)
	if err != nil {
		return nil
	}
	var voted []*session.Match
	for _, m := range open {
		if m.Phase == session.Playing && m.Vote != nil && slices.Contains(m.Vote.By, user) {
			voted = append(voted, m)
		}
	}
	return voted
}

// forgottenVote is the board of the first match of voted whose request
// the deletion changed: redrawn in place, without the request its asker
// took away, or with the count that lost their agreement; nil when no
// board shows one. A reply carries one board, so a user voting in
// several matches at once has the others redrawn at their next change.
func (a *App) forgottenVote(ctx context.Context, voted []*session.Match) *boardlife.Fact {
	for _, before := range voted {
		after, err := a.matches.Get(ctx, before.Channel)
		if err != nil || after.Version == before.Version || before.BoardMessage == "" {
			continue
		}
		return requestFact(boardlife.Answered, before, after, "")
	}
	return nil
}
