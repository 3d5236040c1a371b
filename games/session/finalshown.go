package session

import (
	"context"
)

// FinalMessages keeps, per channel, which message shows the final board
// of the channel's last finished match: a Store may implement it, so that
// a later post of that board (/game board after the end, a start-up's
// owed board) retires the message that shows it now instead of an older
// one, already retired. A Store without it only loses that retirement.
type FinalMessages interface {
	// SetFinalMessage records that message shows the final board of
	// match in channel, replacing the channel's earlier record.
	SetFinalMessage(ctx context.Context, channel, match, message string) error
	// FinalMessage returns the match and message last recorded for
	// channel; both empty when there is none.
	FinalMessage(ctx context.Context, channel string) (match, message string, err error)
}

// SetFinalMessage records that message shows the final board of match in
// channel, when the store keeps such records (FinalMessages); it does
// nothing otherwise.
func (mg *Manager) SetFinalMessage(ctx context.Context, channel, match, message string) error {
	f, ok := mg.store.(FinalMessages)
	if !ok || match == "" || message == "" {
		return nil
	}
	return f.SetFinalMessage(ctx, channel, match, message)
}

// FinalMessage returns the message that shows the final board of match
// in channel, "" when none is known.
func (mg *Manager) FinalMessage(ctx context.Context, channel, match string) (string, error) {
	f, ok := mg.store.(FinalMessages)
	if !ok {
		return "", nil
	}
	shown, message, err := f.FinalMessage(ctx, channel)
	if err != nil || shown != match {
		return "", err
	}
	return message, nil
}

// LastFinished returns the channel's last finished match, as archived,
// with the board message that shows its final board now (see
// FinalMessage; the last board the match recorded when none is known).
// The error is ErrNoMatchID when the channel has no finished match on
// record.
func (mg *Manager) LastFinished(ctx context.Context, guild, channel string) (*Match, error) {
	st, ok := mg.store.(Stats)
	if !ok {
		return nil, ErrNoMatchID
	}
	recs, err := st.Records(ctx, guild, channel, "", 1)
	if err != nil {
		return nil, err
	}
	if len(recs) == 0 {
		return nil, ErrNoMatchID
	}
	m, err := mg.store.Archived(ctx, recs[0].Match)
	if err != nil {
		return nil, err
	}
	if shown, err := mg.FinalMessage(ctx, channel, m.ID); err != nil {
		return nil, err
	} else if shown != "" {
		m.BoardMessage = shown
	}
	return m, nil
}

// ShownFinal returns the message that shows the final board of the
// channel's last finished match, whichever match it was; "" when none is
// known. A new match's first board retires it, so that the channel shows
// one message to press.
func (mg *Manager) ShownFinal(ctx context.Context, channel string) (string, error) {
	f, ok := mg.store.(FinalMessages)
	if !ok {
		return "", nil
	}
	_, message, err := f.FinalMessage(ctx, channel)
	return message, err
}
