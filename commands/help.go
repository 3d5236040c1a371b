package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/games/locale"
	"github.com/quintetbot/quintet/render"
)

// help answers /help privately, in the caller's language: what Quintet
// is, how to start, the games with a line each, and where the rules are.
func (a *App) help(_ context.Context, r *Request) (*Reply, error) {
	l := privateLang(r)
	var list strings.Builder
	for _, g := range games.All() {
		info := g.Info()
		summary := info.Summary
		if key := "cmd.play." + info.Name + ".desc"; l != locale.English && locale.Has(key) {
			summary = l.Say(key)
		}
		fmt.Fprintf(&list, "**%s** (%s): %s\n", info.Title, seatCount(l, info), summary)
	}
	text := l.Say("help.intro") + "\n\n" + l.Say("help.start") + "\n\n" +
		l.Say("help.games") + "\n" + list.String() + "\n" + l.Say("help.more")
	msg := render.Reply(render.Clip(text, render.MaxEmbedDescription))
	msg.Content = ""
	msg.Embeds = []*discordgo.MessageEmbed{{Title: "Quintet", Description: render.Clip(text, render.MaxEmbedDescription)}}
	return &Reply{Message: msg}, nil
}

// seatCount says, in l, how many play a game: "1-6 players", "4 players".
func seatCount(l locale.Lang, info games.Info) string {
	if info.MinSeats == info.MaxSeats {
		return l.Say("help.seats.exact", info.MinSeats)
	}
	return l.Say("help.seats.range", info.MinSeats, info.MaxSeats)
}
