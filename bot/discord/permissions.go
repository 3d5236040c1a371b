package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
	"github.com/quintetbot/quintet/games/locale"
)

// CannotPost tells the players, through a follow-up of the interaction
// the board travels on (which needs no permission in the channel), that a
// board could not be posted for want of permissions, and how to get it
// back once given; the match is unchanged. It implements bot.Carrier.
func (d *discordSink) CannotPost(ctx context.Context) error {
	i := d.via
	if i == nil {
		return nil
	}
	l := locale.English
	if i.GuildLocale != nil {
		l = locale.Of(string(*i.GuildLocale))
	}
	text := commands.CannotPostIn(l, commands.MissingBoardPermissions(i.AppPermissions)) + " " + l.Say("perm.game_kept")
	_, err := d.s.FollowupMessageCreate(i, false, &discordgo.WebhookParams{
		Content: text, AllowedMentions: &discordgo.MessageAllowedMentions{},
	}, discordgo.WithContext(ctx))
	return err
}
