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

// FinalPosted records that the final board of match went out in channel
// as message: the board is owed no more (FinalBoards) and message is the
// one that shows it (FinalMessages), as far as the store keeps either.
func (mg *Manager) FinalPosted(ctx context.Context, channel, match, message string) error {
	// The message first: a stop between the two leaves the board owed,
	// posted again at the start, rather than shown and unknown.
	if err := mg.SetFinalMessage(ctx, channel, match, message); err != nil {
		return err
	}
	if f, ok := mg.store.(FinalBoards); ok {
		return f.FinalPosted(ctx, channel, match)
	}
	return nil
}

// SetBoard records that message shows the channel's board at version
// at, drawn at version drawn (Store.SetBoard).
func (mg *Manager) SetBoard(ctx context.Context, channel string, at, drawn int64, message string) error {
	return mg.store.SetBoard(ctx, channel, at, drawn, message)
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
