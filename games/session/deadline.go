package session

import "time"

// Deadline is an entry of a store's deadline index: the open match of
// Channel has something due at At (a reminder or a timeout).
type Deadline struct {
	At      time.Time
	Channel string
}

// Forever is a time after every deadline, for asking a store for the next
// one: Due(ctx, Forever, 1).
var Forever = time.Date(9999, 1, 1, 0, 0, 0, 0, time.UTC)
