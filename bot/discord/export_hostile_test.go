package discord

import "github.com/bwmarrin/discordgo"

// OnInteractionCreate hands ic to b as discordgo hands it an
// INTERACTION_CREATE event from the gateway.
func OnInteractionCreate(b *Bot, ic *discordgo.InteractionCreate) { b.onInteraction(b.s, ic) }
