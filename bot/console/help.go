package console

import (
	"io"
	"os"
	"time"
)

// Greeting is the one line an interactive console starts with.
const Greeting = "Quintet console: type lines such as  alice: /play qwinto  then  bob: 1  to press button 1; help shows more."

// Help is what the line "help" prints.
const Help = `Each line is one user's action, as  name: what they do.
  alice: /play qwinto bots:1    a slash command, options as name:value
  alice: /game move roll red    a typed move (autocomplete: alice: /game move ro?)
  bob: 1                        press button 1 of the newest message bob sees
  bob: 2 write red 7            choose in select menu 2
  alice: form 21 22 23 24 25    fill in the form the bot opened
  #games alice: /play qwinto    any of these in channel #games (default: #console)
  alice: /play qwinto thread:true   the game goes in thread #console/qwinto-alice:
  #console/qwinto-alice bob: 1  type there like in any channel
  close|open|delete #console/qwinto-alice   archive, reopen or delete the thread
  # a note                      a comment
  wait 6m                       let time pass: reminders and timeouts fall due
  help                          this text
Direct messages print as [dm to alice]; with --db the clock and the boards' buttons last across restarts.
Games: qwinto, quingo, cinqo, blingo, quinientos; /rules <game> tells how to play.
`

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
