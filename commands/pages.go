package commands

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/boardlife"
	"github.com/quintetbot/quintet/games/session"
	"github.com/quintetbot/quintet/render"
)

// Pages hands out the signed links of the web pages (bot/web.Links).
// Each returns "" when the server's pages are off or there is no page to
// link to.
type Pages interface {
	// Replay links to the replay of a finished match of a server.
	Replay(ctx context.Context, guild, match string) string
	// Leaderboard links to a server's leaderboard of a game.
	Leaderboard(ctx context.Context, guild, game string) string
	// Player links to a player's page in a server.
	Player(ctx context.Context, guild, user string) string
}

// Option configures NewRouter.
type Option func(*App)

// WithPages makes the handlers link to the web pages: /history to each
// replay, /leaderboard to its page, /stats player to the player's page.
func WithPages(p Pages) Option {
	return func(a *App) { a.pages = p }
}

// BoardsWith is Boards whose final boards carry a Replay link button to
// the match's page, when p hands one out.
func BoardsWith(p Pages) boardlife.Drawer { return drawer{pages: p} }

// link returns a page's link, "" without pages.
func (a *App) link(get func(Pages) string) string {
	if a.pages == nil {
		return ""
	}
	return get(a.pages)
}

// LinkButton is a button that opens url in the browser.
func LinkButton(label, url string) discordgo.Button {
	return discordgo.Button{Label: label, Style: discordgo.LinkButton, URL: url}
}

// withLink adds a row with a link button to msg when url is set and msg
// has a row to spare; the text rendering names the link too.
func withLink(msg *render.Message, label, url string) *render.Message {
	if msg == nil || url == "" || len(msg.Components) >= render.MaxRows {
		return msg
	}
	msg.Components = append(msg.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{LinkButton(label, url)}})
	return msg
}

// withReplay adds the Replay link button, in the match's language, to the
// final board of m.
func (d drawer) withReplay(msg *render.Message, m *session.Match) *render.Message {
	if d.pages == nil || m.Phase != session.Finished {
		return msg
	}
	return withLink(msg, matchLang(m).Say("board.replay.button"), d.pages.Replay(context.Background(), m.Guild, m.ID))
}
