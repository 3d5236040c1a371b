package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games"
	"github.com/quintetbot/quintet/render"
)

// help answers /help privately: what Quintet is, how to start, the games
// with a line each, and where the rules are.
func (a *App) help(context.Context, *Request) (*Reply, error) {
	var list strings.Builder
	for _, r := range games.All() {
		info := r.Info()
		fmt.Fprintf(&list, "**%s** (%s): %s\n", info.Title, seatCount(info), info.Summary)
	}
	text := "Quintet hosts dice and domino games in this channel, alone, with friends or against bots. " +
		"A match may last minutes or days: every turn has a clock, and Quintet reminds whoever it waits on.\n\n" +
		"**Start.** `/play <game>` opens a lobby (`thread:true`: in a new thread of its own); others press Join; Add bot fills a seat; the host presses Start. " +
		"Play with the buttons under the board, or type a move with `/game move`.\n\n" +
		"**Games.**\n" + list.String() + "\n" +
		"**More.** `/rules <game>` has the rules and the options of `/play`; `/game moves` lists your moves; `/game undo` takes back your last one; " +
		"`/stats`, `/leaderboard` and `/history` keep the score; `/notify on` sends a direct message when a game waits on you; " +
		"`/rules dice` says how dice are made and `/history verify` checks every roll of a game."
	msg := render.Reply(render.Clip(text, render.MaxEmbedDescription))
	msg.Content = ""
	msg.Embeds = []*discordgo.MessageEmbed{{Title: "Quintet", Description: render.Clip(text, render.MaxEmbedDescription)}}
	return &Reply{Message: msg}, nil
}

// seatCount says how many play a game: "1-6 players", "4 players".
func seatCount(info games.Info) string {
	if info.MinSeats == info.MaxSeats {
		return render.Count(info.MinSeats, "player")
	}
	return fmt.Sprintf("%d-%d players", info.MinSeats, info.MaxSeats)
}
