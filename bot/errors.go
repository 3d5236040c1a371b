package bot

import "errors"

// The ways a post or an edit of a board fails that the board's life
// tells apart, checked with errors.Is on what a Transport returns.
var (
	// ErrRateLimited: the platform refused the request for its rate
	// limits (Discord's 429, the route's bucket or the global limit) and
	// it was not sent again.
	ErrRateLimited = errors.New("bot: rate limited")
	// ErrUnavailable: the platform failed (Discord's 5xx), or no answer
	// came.
	ErrUnavailable = errors.New("bot: Discord unavailable")
	// ErrForbidden: the app lacks a permission in the channel (Discord's
	// 403, or its codes 50001 Missing Access and 50013 Missing
	// Permissions).
	ErrForbidden = errors.New("bot: missing permissions")
)
