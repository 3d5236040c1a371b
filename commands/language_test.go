package commands

import (
	"context"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/games/locale"
)

// TestLanguagesOfARequest: a German member in a French server reads
// German privately and French in public; an unknown locale is English.
func TestLanguagesOfARequest(t *testing.T) {
	i := &discordgo.Interaction{ID: "1", Type: discordgo.InteractionApplicationCommand, GuildID: "g", ChannelID: "c",
		Locale: "de", GuildLocale: func() *discordgo.Locale { l := discordgo.Locale("fr"); return &l }(),
		Member: &discordgo.Member{User: &discordgo.User{ID: "u", Username: "u"}},
		Data:   discordgo.ApplicationCommandInteractionData{Name: "help"}}
	r, ok := FromInteraction(i)
	if !ok {
		t.Fatal("not a request")
	}
	a := &App{}
	if got := privateLang(r); got != locale.German {
		t.Errorf("private: %s, want de", got)
	}
	if got := a.guildLang(context.Background(), "", r.GuildLocale); got != locale.French {
		t.Errorf("public: %s, want fr", got)
	}
	if got := privateLang(&Request{Locale: "ja"}); got != locale.English {
		t.Errorf("ja: %s, want en", got)
	}
}
