package session

import "context"

// FinalBoards keeps the final boards owed: a Store may implement it, and
// one that does records, in the transaction that archives a finished
// match, that the match's channel owes its final board, until
// FinalPosted says the board went out. A bot stopped before then (a
// kill, or Discord refusing every try) posts it at its next start. Only
// the channel's last finished match is owed: a later one's end replaces
// it.
type FinalBoards interface {
	// OwedFinals returns, by channel, the id of the finished match whose
	// final board the channel owes.
	OwedFinals(ctx context.Context) (map[string]string, error)
	// FinalPosted records, durably, that the final board of match went
	// out in channel; it changes nothing when the channel owes another
	// match's board or none.
	FinalPosted(ctx context.Context, channel, match string) error
}

// FinalPosted records that the final board of match went out in channel,
// when the store keeps final boards owed (FinalBoards); it does nothing
// otherwise.
func (mg *Manager) FinalPosted(ctx context.Context, channel, match string) error {
	if f, ok := mg.store.(FinalBoards); ok {
		return f.FinalPosted(ctx, channel, match)
	}
	return nil
}

// OwedFinals returns, by channel, the finished match whose final board
// the channel owes (see FinalBoards); none when the store keeps no owed
// boards.
func (mg *Manager) OwedFinals(ctx context.Context) (map[string]string, error) {
	if f, ok := mg.store.(FinalBoards); ok {
		return f.OwedFinals(ctx)
	}
	return nil, nil
}
