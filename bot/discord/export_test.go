package discord

// LockChannel takes the channel's lock, as an interaction being handled
// in the channel holds it, and returns its release.
func LockChannel(b *Bot, channel string) func() { return b.life.Lock(channel) }

// BoardTries is how many times a board's post is tried before it is
// given up.
var BoardTries = len(boardBackoff) + 1
