package discord

import (
	"context"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot"
	"github.com/quintetbot/quintet/commands"
)

// handleTimeout bounds the work on one interaction; Discord's interaction
// token lasts 15 minutes.
const handleTimeout = 10 * time.Minute

// firstAnswer sends the first answer to an interaction (the reply, or a
// deferral): a REST callback on the gateway path, the HTTP response body
// on the endpoint path. It is called at most once per interaction; alts
// describe the response's uploads (alt text), if any.
type firstAnswer func(ctx context.Context, resp *discordgo.InteractionResponse, alts []attachmentRef) error

// onInteraction answers one INTERACTION_CREATE from the gateway, with the
// first answer sent as a REST callback. discordgo calls it even when the
// event's JSON did not decode, with whatever it made of it: an event
// without an interaction is ignored, and a panic is contained (bot.Guard).
func (b *Bot) onInteraction(s *discordgo.Session, ic *discordgo.InteractionCreate) {
	defer bot.Guard(b.log, "gateway interaction")
	if ic == nil || ic.Interaction == nil {
		return
	}
	i := ic.Interaction
	if !b.firstDelivery(i) {
		return // an event sent again after a resume
	}
	b.serve(i, time.Now(), func(ctx context.Context, resp *discordgo.InteractionResponse, alts []attachmentRef) error {
		return respondREST(ctx, s, i, resp, alts)
	})
}

// serve answers one interaction, whichever Discord transport brought it
// (gateway or endpoint): it turns it into a Request and has the board's
// life serve it (bot.Bot.Serve, one call), the first answer through
// first, the rest through REST. It ignores interactions it
// does not handle (pings), those of guilds that are not this shard's, and
// all of them once the bot is closing; it then never calls first.
func (b *Bot) serve(i *discordgo.Interaction, received time.Time, first firstAnswer) {
	defer bot.Guard(b.log, "serving interaction")
	req, ok := commands.FromInteraction(i)
	if !ok {
		return
	}
	// Discord sends app_permissions with every interaction; none (zero)
	// is taken as unknown rather than as an app that may do nothing.
	req.AppPermissions, req.KnowsAppPermissions = i.AppPermissions, i.AppPermissions != 0
	b.withThreads(req)
	req.Servers = stateServers{state: b.s.State}
	if !b.shard.Owns(req.Guild) {
		b.metrics.interaction(kindName(req.Kind), outcomeNotOwned, 0)
		b.log.Debug("interaction for another shard", "id", req.ID, "guild", req.Guild)
		if b.ignored != nil {
			b.ignored(req.ID)
		}
		return
	}
	if !b.begin() {
		return
	}
	defer b.life.Done()
	sink := &discordSink{s: b.s, i: i, first: first}
	outcome, observed := outcomeFailed, false
	observe := func() {
		if !observed {
			observed = true
			b.metrics.interaction(kindName(req.Kind), outcome, time.Since(received))
		}
	}
	defer observe()
	defer bot.Guard(b.log, "serving interaction", "id", req.ID)
	ctx, cancel := context.WithTimeout(context.Background(), handleTimeout)
	defer cancel()
	// The board travels on the interaction's webhook once its answer is
	// there (a follow-up before a deferral's answer would take the
	// answer's place, and its privacy).
	via := threadCarrier{&discordSink{s: b.s, via: i, hooks: b.hooks}, b}
	answered := func(err error) {
		if err != nil {
			b.log.Error("answer failed", "id", req.ID, "command", req.Command, "custom_id", req.CustomID, "err", err)
		} else {
			outcome = outcomeAnswered
			if sink.deferred {
				outcome = outcomeDeferred
			}
		}
		// Received to answered: the board, if any, follows.
		observe()
		b.log.Debug("interaction", "id", req.ID, "kind", req.Kind, "command", req.Command,
			"custom_id", req.CustomID, "deferred", sink.deferred, "elapsed", time.Since(received))
	}
	_ = b.life.Serve(ctx, bot.Interaction{Request: req, Exchange: sink, Received: received, Carrier: via, Answered: answered})
}

// kindName is a request kind as a metric label.
func kindName(k commands.Kind) string {
	switch k {
	case commands.KindCommand:
		return "command"
	case commands.KindComponent:
		return "component"
	case commands.KindAutocomplete:
		return "autocomplete"
	case commands.KindModal:
		return "modal"
	}
	return "other"
}
