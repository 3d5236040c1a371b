package blingo

import "github.com/quintetbot/quintet/games/locale"

// diceOrder says which draws the game makes and in what order, for
// /rules dice; verify checks every match against it.
var diceOrder = locale.English.Say("rules.blingo.dice")
