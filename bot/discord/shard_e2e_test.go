package discord_test

import (
	"context"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discord"
	"github.com/quintetbot/quintet/bot/discordtest"
)

// TestGatewayShards: two shard bots take turns on one fake Discord's
// gateway (it keeps one live connection); the guild's interaction is
// ignored by the shard that does not own it and answered by the one that
// does.
func TestGatewayShards(t *testing.T) {
	srv := discordtest.New(t)
	alice := srv.NewMember("Alice", 0)
	// discordtest.GuildID is shard 0's of 2.
	other := newEndpointBot(t, srv, endpointConfig{shard: discord.Shard{ID: 1, Count: 2}, gateway: true})
	if got := other.bot.Session().ShardID; got != 1 || other.bot.Session().ShardCount != 2 {
		t.Fatalf("discordgo shard %d of %d", got, other.bot.Session().ShardCount)
	}
	in := srv.Command(alice, "notify", discordtest.SubcommandArg("on"))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	answered := make(chan error, 1)
	go func() {
		_, err := srv.Interact(ctx, in)
		answered <- err
	}()
	other.wait(other.ignored, in.ID)
	if _, ok := srv.ResponseTo(in.ID); ok {
		t.Fatal("shard 1 answered shard 0's guild")
	}
	if err := other.bot.Close(5 * time.Second); err != nil {
		t.Fatal(err)
	}
	cancel()
	if err := <-answered; err == nil {
		t.Fatal("the ignored interaction was answered")
	}

	owner := newEndpointBot(t, srv, endpointConfig{shard: discord.Shard{ID: 0, Count: 2}, gateway: true})
	ctx, cancel = context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	in = srv.Command(alice, "notify", discordtest.SubcommandArg("on"))
	r, err := srv.Interact(ctx, in)
	if err != nil {
		t.Fatal(err)
	}
	owner.wait(owner.done, in.ID)
	if r.Type != discordgo.InteractionResponseChannelMessageWithSource {
		t.Fatalf("shard 0 answered its guild with type %d", r.Type)
	}
}
