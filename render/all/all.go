// Package all registers every game engine and every game renderer; import
// it for its side effects.
package all

import (
	_ "github.com/quintetbot/quintet/games/all"         // every engine
	_ "github.com/quintetbot/quintet/render/blingo"     // Blingo's board
	_ "github.com/quintetbot/quintet/render/cinqo"      // Cinq-O's board
	_ "github.com/quintetbot/quintet/render/quingo"     // Quingo's board
	_ "github.com/quintetbot/quintet/render/quinientos" // Quinientos' board
	_ "github.com/quintetbot/quintet/render/qwinto"     // Qwinto's board
)
