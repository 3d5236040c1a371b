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
