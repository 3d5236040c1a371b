package games

import "github.com/quintetbot/quintet/games/locale"

// ReasonIn returns the player-facing text of an engine error in l: the
// reason of its locale.Refusal said in l, or Reason(err), in English,
// for an error that is none (one an engine has not yet given a key).
func ReasonIn(err error, l locale.Lang) string {
	if text, ok := locale.ReasonOf(err); ok {
		return text.In(l)
	}
	return Reason(err)
}
