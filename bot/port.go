package bot

import (
	"context"

	"github.com/quintetbot/quintet/commands"
)

// Transport is what a board's life needs from the platform that carries
// it (Discord, the console): post and edit a channel's messages with the
// app's own credentials, and list the messages a channel shows. Its
// errors are classified with ErrRateLimited, ErrUnavailable and
// ErrForbidden (errors.Is) when they are one of those.
type Transport interface {
	Poster
	// List returns up to limit messages of channel posted after message
	// after, oldest first, as Listed.
	List(ctx context.Context, channel, after string, limit int) ([]Listed, error)
}

// Listed is a message as List sees it: only what the repairs after a
// stop need.
type Listed struct {
	ID string
	// Mine: the app posted it.
	Mine bool
	// Live: it has components (buttons, menus).
	Live bool
}

// Exchange is one interaction as its transport answers it: the first
// answer (or a deferral) and what follows it.
type Exchange interface {
	Sink
	// Defer acknowledges the interaction now, to answer it later; public:
	// the answer will be seen by the channel (commands.Router.IsPublic),
	// and the deferral is, too.
	Defer(ctx context.Context, r *commands.Request, public bool) error
}

// Carrier sends the board of an answered interaction (see Bot.QueueBoard)
// on that interaction
// (a follow-up, edited through the interaction's webhook, which spares
// the app's own rate limits), falling back to the Transport.
type Carrier interface {
	Poster
	// CannotPost tells the players, through the interaction, that their
	// board could not be posted for want of permissions in the channel.
	CannotPost(ctx context.Context) error
}
