package console

import (
	"io"
	"os"
	"strings"
	"time"

	"github.com/quintetbot/quintet/games"
)

// Greeting is the one line an interactive console starts with.
func Greeting() string {
	return "Quintet console: type lines such as  alice: /play " + exampleGame() + "  then  bob: 1  to press button 1; help shows more."
}

// Help is what the line "help" prints: the registered games named as
// they are, the first one as the example.
func Help() string {
	g := exampleGame()
	return strings.NewReplacer("{game}", g, "{games}", strings.Join(gameNames(), ", ")).Replace(helpText)
}

// helpText is Help with {game} for the example game and {games} for
// the list of games.
const helpText = `Each line is one user's action, as  name: what they do.
  alice: /play {game} bots:1    a slash command, options as name:value
  alice: /game move <move>      a typed move; end it with ? for suggestions
  bob: 1                        press button 1 of the newest message bob sees
  bob: 2 <choice>               choose in select menu 2
  alice: form 21 22 23 24 25    fill in the form the bot opened
  #games alice: /play {game}    any of these in channel #games (default: #console)
  alice: /play {game} invite:@bob   hold a seat for bob, who is sent [dm to bob];
                                bob presses Accept invitation on the lobby (or Decline)
  alice: /game invite user:@carol   one more invitation, while the lobby is open
  carol: /game follow           a direct message to carol when the game ends
  alice: /play {game} thread:true   the game goes in thread #console/{game}-alice:
  #console/{game}-alice bob: 1  type there like in any channel
  close|open|delete #console/{game}-alice   archive, reopen or delete the thread
  alice: locale de             alice's Discord speaks German (--locale sets the server's);
                                she may type /spielen {game} bots:1 as German Discord shows it
  # a note                      a comment
  wait 6m                       let time pass: reminders and timeouts fall due
  help                          this text
Direct messages print as [dm to alice]; with --db the clock and the boards' buttons last across restarts.
Games: {games}; /rules <game> tells how to play.
`

// gameNames are the names of the registered games, in the registry's
// order.
func gameNames() []string {
	var names []string
	for _, r := range games.All() {
		names = append(names, r.Info().Name)
	}
	return names
}

// exampleGame is the game the help's examples play: the first registered.
func exampleGame() string {
	if names := gameNames(); len(names) > 0 {
		return names[0]
	}
	return "<game>"
}

// interactive reports whether in is a terminal, where a person types.
func interactive(in io.Reader) bool {
	f, ok := in.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// now is the console's time: its clock when it has one.
func (c *Console) now() time.Time {
	if c.clock != nil {
		return c.clock.Now()
	}
	return time.Now()
}
