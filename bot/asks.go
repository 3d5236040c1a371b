package bot

import (
	"context"
	"errors"
	"sync"

	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
)

// AnswerMessage is an Exchange that can tell which message its answer
// made (a new public message): the board's life keeps it when the
// answer asks the players to decide a request (commands.Ask), to take
// its buttons off once the request is over.
type AnswerMessage interface {
	AnswerMessage(ctx context.Context) (string, error)
}

// askQueue keeps, per channel, the messages whose buttons decide a
// request of the players, while the request may be open.
type askQueue struct {
	mu   sync.Mutex
	open map[string][]askMessage
}

// askMessage is a request's message and the request it asks.
type askMessage struct {
	id  string
	ask commands.Ask
}

// put keeps message id as the one that asks a, in place of any earlier
// message of the channel with that id.
func (q *askQueue) put(channel, id string, a commands.Ask) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.open == nil {
		q.open = map[string][]askMessage{}
	}
	q.dropLocked(channel, id)
	q.open[channel] = append(q.open[channel], askMessage{id: id, ask: a})
}

// drop forgets message id of channel: its request was decided and its
// message shows so.
func (q *askQueue) drop(channel, id string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.dropLocked(channel, id)
}

func (q *askQueue) dropLocked(channel, id string) {
	kept := q.open[channel][:0]
	for _, am := range q.open[channel] {
		if am.id != id {
			kept = append(kept, am)
		}
	}
	if len(kept) == 0 {
		delete(q.open, channel)
		return
	}
	q.open[channel] = kept
}

// any reports whether the channel has a request's message kept.
func (q *askQueue) any(channel string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.open[channel]) > 0
}

// ended takes out and returns the channel's messages whose request m,
// the channel's match as it stands (nil: none), no longer waits on.
func (q *askQueue) ended(channel string, m *session.Match) []askMessage {
	q.mu.Lock()
	defer q.mu.Unlock()
	var out []askMessage
	kept := q.open[channel][:0]
	for _, am := range q.open[channel] {
		if am.ask.Open(m) {
			kept = append(kept, am)
			continue
		}
		out = append(out, am)
	}
	if len(kept) == 0 {
		delete(q.open, channel)
	} else {
		q.open[channel] = kept
	}
	return out
}

// noteAsk keeps the message of an answer that asks the players to decide
// a request, and forgets a request's message that the answer shows
// decided. x is the exchange that answered req with reply.
func (b *Bot) noteAsk(ctx context.Context, req *commands.Request, x Exchange, reply *commands.Reply) {
	if reply == nil {
		return
	}
	channel := req.Channel
	switch {
	case reply.Ask != nil && reply.Update != nil && req.Message != "":
		b.asks.put(channel, req.Message, *reply.Ask)
	case reply.Ask != nil && reply.Message != nil:
		am, ok := x.(AnswerMessage)
		if !ok {
			return
		}
		id, err := am.AnswerMessage(ctx)
		if err != nil || id == "" {
			b.log.Warn("request's message not known", "id", req.ID, "err", err)
			return
		}
		b.asks.put(channel, id, *reply.Ask)
	case reply.Update != nil && req.Message != "":
		b.asks.drop(channel, req.Message)
	}
}

// retireEndedAsks takes the buttons off the channel's request messages
// whose request is over (a move ended it, the match ended), through sink.
func (b *Bot) retireEndedAsks(ctx context.Context, sink Poster, channel string) {
	if !b.asks.any(channel) {
		return
	}
	m, err := b.matches.Get(ctx, channel)
	if errors.Is(err, session.ErrNoMatch) {
		m, err = nil, nil
	}
	if err != nil {
		b.log.Warn("requests: reading the match", "channel", channel, "err", err)
		return
	}
	for _, am := range b.asks.ended(channel, m) {
		if err := sink.Edit(ctx, channel, am.id, nil); err != nil {
			b.log.Warn("request's buttons not taken off", "channel", channel, "message", am.id, "err", err)
		}
	}
}
