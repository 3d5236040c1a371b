package bot

import (
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// currentDraw draws m's board as it stands, or, when m does not draw,
// the board it replaces (fallback): the picture of a board that shows a
// match moved on since its move, drawn once it goes out rather than
// under the channel's lock. m is the caller's copy and must not change.
func currentDraw(d boardlife.Drawer, m *session.Match, fallback boardlife.Board) func() *render.Message {
	return func() *render.Message {
		if cur := plan(d, commands.CurrentBoard(m)).Render(); cur != nil {
			return cur
		}
		return fallback.Render()
	}
}
