package session

import "errors"

// ErrLogPruned: the match ended long enough ago that its moves were
// removed by the store's retention; its result, statistics and ratings
// stay. Store.Log returns it for such a match.
var ErrLogPruned = errors.New("the moves of this game were removed after the time they are kept; its result stays")
