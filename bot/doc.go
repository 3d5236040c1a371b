// Package bot connects Quintet to Discord through discordgo: configuration,
// the gateway session, command registration, answering interactions (within
// Discord's three seconds, deferring when work takes longer), posting and
// editing boards, and a clean shutdown.
package bot
