package discord_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/quintetbot/quintet/bot/discordtest"
	"github.com/quintetbot/quintet/commands"
)

// TestRegistrationIsLocalized: the commands the bot registers carry their
// names and descriptions in every language Quintet speaks, and Discord's
// OpenAPI schema (which the fake checks every body against) accepts them.
func TestRegistrationIsLocalized(t *testing.T) {
	h := newHarness(t)
	srv := h.srv
	puts := srv.CallsMatching(discordtest.Route(http.MethodPut, "/applications/{application_id}/commands"))
	if len(puts) == 0 {
		t.Fatal("no registration")
	}
	for _, c := range puts {
		if c.Status != http.StatusOK {
			t.Errorf("registration answered %d", c.Status)
		}
		if !strings.Contains(string(c.Body), `"name_localizations"`) || !strings.Contains(string(c.Body), `"description_localizations"`) {
			t.Error("the registration carries no localizations")
		}
	}
	srv.AssertClean(t)
	got := srv.Commands("")
	if len(got) != len(commands.Definitions()) {
		t.Fatalf("registered %d commands", len(got))
	}
	for _, c := range got {
		if c.NameLocalizations == nil || c.DescriptionLocalizations == nil || (*c.NameLocalizations)[discordgo.German] == "" || (*c.DescriptionLocalizations)[discordgo.Russian] == "" {
			t.Errorf("/%s registered without German or Russian", c.Name)
		}
		if c.Name == "play" && ((*c.NameLocalizations)[discordgo.French] != "jouer" || len(c.Options) == 0 || c.Options[0].DescriptionLocalizations[discordgo.PortugueseBR] == "") {
			t.Errorf("/play registered as %v", *c.NameLocalizations)
		}
	}
}
