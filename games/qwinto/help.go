package qwinto

import "github.com/quintetbot/quintet/games/locale"

// help is the text of /rules qwinto in English; every language's is in
// the catalogs (games.Info.HelpIn).
var help = locale.English.Say("rules.qwinto.help")
