// Package all registers every game engine and every game renderer; import
// it for its side effects.
package all

import (
	_ "github.com/quintetbot/quintet/games/all"     // every engine
	_ "github.com/quintetbot/quintet/render/qwinto" // Qwinto's board
)
