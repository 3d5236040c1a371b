// Package discord is Quintet's Discord transport, and the only code that
// calls Discord: configuration (Config, from the environment), the
// gateway session and the HTTP interactions endpoint (discordgo), command
// registration, interaction dedup, deferral with the reply's visibility,
// boards posted and edited through interactions' webhooks (hooks.go), the
// bot token's request budget (budget.go), shards, the health server and
// metrics, and a clean shutdown. The board's life behind the interactions
// (answer, queue, pace, post, record, retire, repair, deadlines) is
// package bot's: cmd/quintet builds a bot.Bot on the Transport of a Bot
// and attaches it (Attach); this package hands it each interaction with
// a bot.Exchange and each board's bot.Carrier.
package discord
