package qwinto

import "github.com/quintetbot/quintet/games/locale"

// rowName is a row as a refusal names it, in the reader's language
// ("red" in "the red row must increase").
type rowName Colour

// SayIn implements locale.Sayer.
func (r rowName) SayIn(l locale.Lang) string {
	switch Colour(r) {
	case Red:
		return l.Say("refuse.qwinto.row_red")
	case Yellow:
		return l.Say("refuse.qwinto.row_yellow")
	}
	return l.Say("refuse.qwinto.row_blue")
}

// dieName is a die as a refusal names it ("red" in "red was not
// rolled").
type dieName Colour

// SayIn implements locale.Sayer.
func (d dieName) SayIn(l locale.Lang) string {
	switch Colour(d) {
	case Red:
		return l.Say("refuse.qwinto.die_red")
	case Yellow:
		return l.Say("refuse.qwinto.die_yellow")
	}
	return l.Say("refuse.qwinto.die_blue")
}
