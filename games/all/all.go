// Package all registers every game engine; import it for its side effects.
// Renderers register through render/all.
package all

import (
	_ "github.com/quintetbot/quintet/games/blingo"     // Blingo
	_ "github.com/quintetbot/quintet/games/cinqo"      // Cinq-O
	_ "github.com/quintetbot/quintet/games/quingo"     // Quingo
	_ "github.com/quintetbot/quintet/games/quinientos" // Quinientos
	_ "github.com/quintetbot/quintet/games/qwinto"     // Qwinto
)
