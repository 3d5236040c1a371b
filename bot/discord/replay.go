package discord

import (
	"context"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// claimTimeout bounds the write that records an interaction as handled.
const claimTimeout = 5 * time.Second

// firstDelivery reports whether interaction i is delivered for the first
// time, recording it as handled when it is: a signed endpoint request
// replayed within its signature window, or a gateway event sent again
// after a resume, must not act twice. The ids are kept by the store
// (session.Interactions), so across a restart too, for
// session.InteractionMemory. Autocomplete and pings act on nothing and
// are not recorded, nor are interactions of guilds another shard owns. A
// store that cannot record the id (a full disk) lets the interaction
// through, logged: whatever it would change must be written to that
// store too, and is refused there.
func (b *Bot) firstDelivery(i *discordgo.Interaction) bool {
	switch i.Type {
	case discordgo.InteractionApplicationCommand, discordgo.InteractionMessageComponent, discordgo.InteractionModalSubmit:
	default:
		return true
	}
	if !b.shard.Owns(i.GuildID) {
		return true
	}
	claims, ok := b.matches.Interactions()
	if !ok {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), claimTimeout)
	defer cancel()
	first, err := claims.ClaimInteraction(ctx, i.ID, b.clock.Now())
	if err != nil {
		b.log.Warn("interaction not recorded as handled", "id", i.ID, "err", err)
		return true
	}
	if !first {
		b.metrics.interaction(interactionKind(i.Type), outcomeReplayed, 0)
		b.log.Warn("interaction delivered again: refused", "id", i.ID, "type", i.Type)
		if b.ignored != nil {
			b.ignored(i.ID)
		}
	}
	return first
}

// replayAnswer is the endpoint's answer to a request i delivered again: a
// private line, in the caller's language, that changes nothing. (On the
// gateway a redelivered event is not answered: Discord took the first
// answer already.)
func replayAnswer(i *discordgo.Interaction) *discordgo.InteractionResponse {
	return &discordgo.InteractionResponse{
		Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: &discordgo.InteractionResponseData{Content: locale.Of(string(i.Locale)).Say("reply.replayed"), Flags: discordgo.MessageFlagsEphemeral},
	}
}

// interactionKind is an interaction type as a metric label (kindName's).
func interactionKind(t discordgo.InteractionType) string {
	switch t {
	case discordgo.InteractionApplicationCommand:
		return "command"
	case discordgo.InteractionMessageComponent:
		return "component"
	case discordgo.InteractionModalSubmit:
		return "modal"
	}
	return "other"
}
