package bot

import (
	"context"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/commands"
)

// tellCannotPost tells the players, through a follow-up of interaction i
// (which needs no permission in the channel), that a board could not be
// posted for want of permissions, and how to get it back once given; the
// match is unchanged. Nothing is said without an interaction (a
// deadline's board): the log has it.
func (b *Bot) tellCannotPost(ctx context.Context, i *discordgo.Interaction) {
	if i == nil {
		return
	}
	text := commands.CannotPost(commands.MissingBoardPermissions(i.AppPermissions)) +
		" The game is kept: once I may, /game board shows it."
	if _, err := b.s.FollowupMessageCreate(i, false, &discordgo.WebhookParams{
		Content: text, AllowedMentions: &discordgo.MessageAllowedMentions{},
	}, discordgo.WithContext(ctx)); err != nil {
		b.log.Warn("players not told of missing permissions", "channel", i.ChannelID, "err", err)
	}
}
