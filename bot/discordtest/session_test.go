package discordtest

import (
	"testing"

	"github.com/bwmarrin/discordgo"
)

func TestSessionOpensAndReceivesReady(t *testing.T) {
	t.Parallel()
	ready := make(chan *discordgo.Ready, 1)
	guild := make(chan *discordgo.GuildCreate, 1)
	srv, s := openSession(t,
		func(_ *discordgo.Session, r *discordgo.Ready) { ready <- r },
		func(_ *discordgo.Session, g *discordgo.GuildCreate) { guild <- g },
	)
	ctx := testContext(t)
	select {
	case r := <-ready:
		if r.User.ID != BotID || !r.User.Bot || r.SessionID == "" || r.Application.ID != ApplicationID {
			t.Errorf("READY = user %+v, session %q, application %+v", r.User, r.SessionID, r.Application)
		}
	case <-ctx.Done():
		t.Fatal("no READY")
	}
	select {
	case g := <-guild:
		if g.ID != GuildID || len(g.Channels) == 0 || g.Channels[0].ID != ChannelID {
			t.Errorf("GUILD_CREATE = %+v", g.Guild)
		}
	case <-ctx.Done():
		t.Fatal("no GUILD_CREATE")
	}
	st, err := srv.WaitGateway(ctx, func(st GatewayStats) bool { return st.Heartbeats >= 2 })
	if err != nil {
		t.Fatalf("heartbeats: %v (%+v)", err, st)
	}
	if st.Identifies != 1 || st.Intents != s.Identify.Intents || !st.Connected {
		t.Errorf("gateway = %+v, want one IDENTIFY with intents %d", st, s.Identify.Intents)
	}
	srv.AssertClean(t)
}
