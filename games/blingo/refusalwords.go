package blingo

import (
	"strings"

	"github.com/quintetbot/quintet/games/locale"
)

// targets are the squares a roll allows, as a refusal names them in the
// reader's language: "2 and 8; 28 or 82; a square with a 0".
type targets Dice

// SayIn implements locale.Sayer.
func (t targets) SayIn(l locale.Lang) string {
	d := Dice(t)
	pair, joined := d.Targets(Pair), d.Targets(Joined)
	parts := []string{pair[0].String()}
	if len(pair) == 2 {
		parts[0] = l.Say("refuse.blingo.both", pair[0].String(), pair[1].String())
	}
	if len(joined) == 2 {
		parts = append(parts, l.Say("refuse.blingo.either", joined[0].String(), joined[1].String()))
	} else {
		parts = append(parts, joined[0].String())
	}
	switch d.Sum() {
	case 9:
		parts = append(parts, l.Say("refuse.blingo.with_9"))
	case 10:
		parts = append(parts, l.Say("refuse.blingo.with_0"))
	}
	return strings.Join(parts, "; ")
}
