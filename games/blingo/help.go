package blingo

import "github.com/quintetbot/quintet/games/locale"

// help is the text of /rules blingo in English; every language's is in
// the catalogs (games.Info.HelpIn).
var help = locale.English.Say("rules.blingo.help")
