package discord

import (
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestStateServersNamesKnownServers: a server in the gateway's state is
// named, one it does not hold (or a missing state) is not.
func TestStateServersNamesKnownServers(t *testing.T) {
	st := discordgo.NewState()
	if err := st.GuildAdd(&discordgo.Guild{ID: "1", Name: "Dice Night"}); err != nil {
		t.Fatal(err)
	}
	if name, ok := (stateServers{state: st}).ServerName("1"); !ok || name != "Dice Night" {
		t.Errorf("known server: %q %v", name, ok)
	}
	if name, ok := (stateServers{state: st}).ServerName("2"); ok {
		t.Errorf("unknown server named %q", name)
	}
	if _, ok := (stateServers{}).ServerName("1"); ok {
		t.Error("a transport without state named a server")
	}
}
